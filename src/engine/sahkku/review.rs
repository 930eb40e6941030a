//! A game's review: luck told from skill, as backgammon players read their games.
//!
//! Every position is weighed by a chance of winning: in a family whose master plays
//! with a learned score (`net::shipped`, the family's own rules), that score's; else
//! the expert's score through its logistic (`ai::chance`: its weights were fitted as a
//! logistic of who won, `lab fit`). The learned score foretells the winner better in
//! six of the seven families that ship one, and as well in the seventh (`lab ceiling`:
//! log loss 0.538 against 0.579 in Lágesvuon; docs/ai.md). On that scale:
//!
//! - a throw's **luck** is what the throw brought against the average throw: the
//!   chance after it (the thrower then doing their best with it) less the mean of the
//!   same over every throw that could have come, each with its probability. Over all
//!   the throws that could have come it averages zero;
//! - a decision's **cost** is the chance it gave away against the best choice: a whole
//!   turn's sub-moves against every other way to finish the turn, a keep or re-throw
//!   against the other choices (each re-throw valued over the faces it may bring, a
//!   further re-throw valued as keeping, as the computer players weigh them). The best
//!   choice costs nothing.
//!
//! - a side's **error rate** is the mean cost of its decisions that counted: those
//!   with a choice (a forced move, or a turn every way of which ends alike, is left
//!   out, as backgammon programs leave it out). A game played every decision the best
//!   has an error rate of zero.
//!
//! The chances are those of a static score at the end of each turn, one turn deep:
//! the review reads a game in well under a second with either score.

use super::ai::{self, throws, Score, Weights};
use super::board::{Cell, Side};
use super::net::{self, Net};
use super::notation::{format_move, parse_move};
use super::position::{Expect, Phase, Position, SubMove};
use super::record::{Record, ReplayError};
use super::turns::{every_turn, turn_ended};
use crate::engine::Checked;
use serde::{Deserialize, Serialize};

/// A decision that cost less than this (a tenth of a point of chance) is as good as
/// the best: scores of equal turns differ in their last digits.
pub(super) const NEGLIGIBLE: f64 = 0.001;

/// One throw or decision of the game, as the review weighs it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Moment {
    /// The entry of the record it starts at (a turn's sub-moves span several).
    pub entry: usize,
    /// How many entries it spans.
    pub entries: usize,
    /// The game's turn it belongs to, counted from 1 (the first turn after the
    /// opening's throws).
    pub turn: u32,
    pub side: Side,
    pub what: What,
    /// A hint was asked for during it (`Record::hints`).
    #[serde(default)]
    pub hint: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum What {
    /// A throw (or a re-throw): the thrower's chance after it, and its luck, the
    /// chance it brought against the average throw.
    Throw { faces: String, chance: f64, luck: f64 },
    /// A decision: the sub-moves played and the best ones, in notation, the chance
    /// each leaves the player, and the chance given away (`best_chance - chance`).
    Decision { played: Vec<String>, best: Vec<String>, chance: f64, best_chance: f64, cost: f64 },
}

/// One side's sums over the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Totals {
    /// The luck of its throws, summed (in chance: 0.1 is ten points).
    pub luck: f64,
    /// The chance its decisions gave away, summed.
    pub cost: f64,
    /// Its decisions where there was a choice, and how many of them cost something.
    pub decisions: u32,
    pub errors: u32,
    pub throws: u32,
    /// Its decisions taken with a hint asked for.
    #[serde(default)]
    pub hints: u32,
}

impl Totals {
    /// The mean chance given away per decision that counted (`cost / decisions`), or
    /// `None` where the side had no choice to make.
    pub fn error_rate(&self) -> Option<f64> {
        (self.decisions > 0).then(|| self.cost / self.decisions as f64)
    }
}

/// Side One's chance of winning before a turn's throw.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Point {
    pub entry: usize,
    /// Counted from 1, as `Moment::turn`.
    pub turn: u32,
    pub one: f64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review {
    pub points: Vec<Point>,
    /// Side One's result once the game is over: 1 a win, 0 a loss, one half a draw.
    pub result: Option<f64>,
    pub moments: Vec<Moment>,
    /// Side One's, then side Two's.
    pub totals: [Totals; 2],
    /// The chances are the learned score's (else the expert's).
    #[serde(default)]
    pub learned: bool,
    /// Its decisions were weighed again by the master's rankings, as the hint weighs
    /// them (`analysis::rerank`), at this budget (`Think::id`, or a lab's node count);
    /// `None`: one turn deep.
    #[serde(default)]
    pub ranked: Option<String>,
}

impl Review {
    /// The `n` decisions that gave away most, costliest first (those that cost
    /// something at all).
    pub fn costliest(&self, n: usize) -> Vec<&Moment> {
        let mut costly: Vec<&Moment> = self
            .moments
            .iter()
            .filter(|m| matches!(m.what, What::Decision { cost, .. } if cost > NEGLIGIBLE))
            .collect();
        // Stable: of two equal costs the earlier comes first.
        crate::engine::order::sort_by_key(&mut costly, |m| -cost(m));
        costly.truncate(n);
        costly
    }

    /// Where the best move of the decision starting at `entry` goes, in `pos` (the
    /// position before it): the cells its pieces leave and the cells they reach, for
    /// the board to mark. Empty for a keep or re-throw, and for no such decision.
    pub fn better_cells(&self, entry: usize, pos: &Position) -> (Vec<Cell>, Vec<Cell>) {
        match self.moments.iter().find(|m| m.entry == entry).map(|m| &m.what) {
            Some(What::Decision { best, .. }) => line_cells(pos, best),
            _ => (Vec::new(), Vec::new()),
        }
    }
}

/// Where a line of sub-moves in notation goes from `pos`: the cells its pieces leave
/// and the cells they reach, for the board to mark (up to the first that does not
/// read or play there).
pub fn line_cells(pos: &Position, line: &[String]) -> (Vec<Cell>, Vec<Cell>) {
    let (mut from, mut to) = (Vec::new(), Vec::new());
    let mut p = pos.clone();
    for text in line {
        let Ok(m) = parse_move(&p, text) else { break };
        from.extend(p.origin(m));
        to.extend(p.destination(m));
        if p.play(m).is_err() {
            break;
        }
    }
    (from, to)
}

fn cost(m: &Moment) -> f64 {
    match m.what {
        What::Decision { cost, .. } => cost,
        What::Throw { .. } => 0.0,
    }
}

/// The review asked of the players' module (src/players): a record as JSON in, its
/// review as text out (`Review::to_text`), or empty when the record cannot be read or reviewed (the app
/// replays a record itself before it asks, to say what is wrong with it). `weights` are
/// the family's learned score as fetched (`net::for_game`): read where their content hash is
/// right, else (`None`, damaged) the expert's score reads the game.
pub fn answer(record: &str, weights: Option<&[u8]>) -> String {
    let Ok(record) = serde_json::from_str::<Record>(record) else { return String::new() };
    let net = net::for_game(&record).zip(weights).and_then(|(s, bytes)| Net::from_bytes(bytes, Some(s.hash)).ok());
    review(&record, net.as_ref()).map(|r| r.to_text()).unwrap_or_default()
}

/// Reads `answer`'s text.
pub fn read_answer(text: &str) -> Option<Review> {
    Review::from_text(text)
}

impl Review {
    /// The review as lines of tab-separated fields, what the players' module answers
    /// and the device keeps: the page reads it without a JSON reader for these types
    /// (their derived readers were about 2 KB of the first load's gzip). Every number
    /// is written so that it reads back exactly. (`lab review` prints JSON.)
    pub fn to_text(&self) -> String {
        let opt = |x: Option<f64>| x.map(|x| x.to_string()).unwrap_or_default();
        let mut out =
            format!("R\t{}\t{}\t{}\n", u8::from(self.learned), self.ranked.as_deref().unwrap_or(""), opt(self.result));
        for t in &self.totals {
            out += &format!("T\t{}\t{}\t{}\t{}\t{}\t{}\n", t.luck, t.cost, t.decisions, t.errors, t.throws, t.hints);
        }
        for p in &self.points {
            out += &format!("P\t{}\t{}\t{}\n", p.entry, p.turn, p.one);
        }
        for m in &self.moments {
            let head = format!("{}\t{}\t{}\t{}\t{}", m.entry, m.entries, m.turn, m.side.index(), u8::from(m.hint));
            out += &match &m.what {
                What::Throw { faces, chance, luck } => format!("t\t{head}\t{faces}\t{chance}\t{luck}\n"),
                What::Decision { played, best, chance, best_chance, cost } => {
                    format!("d\t{head}\t{}\t{}\t{chance}\t{best_chance}\t{cost}\n", played.join(" "), best.join(" "))
                }
            };
        }
        out
    }

    /// Reads `to_text`'s text; `None` for anything else (a review kept by an older
    /// build, say: it is weighed again).
    pub fn from_text(text: &str) -> Option<Review> {
        fn num<T: std::str::FromStr>(f: Option<&str>) -> Option<T> {
            f?.parse().ok()
        }
        let words = |f: Option<&str>| f.map(|f| f.split(' ').filter(|w| !w.is_empty()).map(String::from).collect());
        let mut lines = text.lines();
        let mut head = lines.next()?.split('\t');
        if head.next()? != "R" {
            return None;
        }
        let learned = head.next()? == "1";
        let ranked = head.next().filter(|r| !r.is_empty()).map(String::from);
        let result = head.next().filter(|r| !r.is_empty()).map(|r| r.parse()).transpose().ok()?;
        let mut review =
            Review { points: Vec::new(), result, moments: Vec::new(), totals: [Totals::default(); 2], learned, ranked };
        let mut sides = 0;
        for line in lines {
            let mut f = line.split('\t');
            match f.next()? {
                "T" if sides < 2 => {
                    review.totals[sides] = Totals {
                        luck: num(f.next())?,
                        cost: num(f.next())?,
                        decisions: num(f.next())?,
                        errors: num(f.next())?,
                        throws: num(f.next())?,
                        hints: num(f.next())?,
                    };
                    sides += 1;
                }
                "P" => review.points.push(Point { entry: num(f.next())?, turn: num(f.next())?, one: num(f.next())? }),
                kind @ ("t" | "d") => {
                    let (entry, entries, turn) = (num(f.next())?, num(f.next())?, num(f.next())?);
                    let side = *Side::BOTH.get(num::<usize>(f.next())?)?;
                    let hint = f.next()? == "1";
                    let what = if kind == "t" {
                        What::Throw { faces: f.next()?.to_owned(), chance: num(f.next())?, luck: num(f.next())? }
                    } else {
                        What::Decision {
                            played: words(f.next())?,
                            best: words(f.next())?,
                            chance: num(f.next())?,
                            best_chance: num(f.next())?,
                            cost: num(f.next())?,
                        }
                    };
                    review.moments.push(Moment { entry, entries, turn, side, what, hint });
                }
                _ => return None,
            }
        }
        (sides == 2).then_some(review)
    }
}

/// Reviews `record` with the learned score `learned` (else the expert's), or names
/// the entry that does not fit its rules.
pub fn review(record: &Record, learned: Option<&Net>) -> Result<Review, ReplayError> {
    // The record is checked whole first: the walk below then only meets legal entries.
    record.replay()?;
    let rules = record.rules().checked("the replay read them");
    let judge = Judge { score: learned.map_or(Weights::tuned_for(&rules) as &dyn Score, |n| n as &dyn Score) };
    let mut pos = Position::new(rules);
    let mut out = Review {
        points: Vec::new(),
        result: None,
        moments: Vec::new(),
        totals: [Totals::default(); 2],
        learned: learned.is_some(),
        ranked: None,
    };
    let entries = &record.entries;
    let mut i = 0;
    while i < entries.len() {
        let turn = pos.turns();
        let shown = turn + 1;
        match pos.expect() {
            Expect::Throw { side, dice } => {
                let faces = entries[i].faces().expect("a throw where one is due");
                let opening = matches!(pos.phase(), Phase::OpeningFirstX { .. } | Phase::OpeningMostX { .. });
                let mut after = pos.clone();
                after.throw(faces).checked("replayed");
                // Who starts is decided by the throws of the opening: no one's luck
                // in a game that has not begun.
                if !opening {
                    let average = judge.before_throw(&pos, side, dice);
                    if matches!(pos.phase(), Phase::Throw { .. }) {
                        out.points.push(Point { entry: i, turn: shown, one: of_one(side, average) });
                    }
                    let chance = judge.after_throw(&after, side);
                    let luck = chance - average;
                    let t = &mut out.totals[side.index()];
                    t.luck += luck;
                    t.throws += 1;
                    let faces = entries[i].to_string();
                    let what = What::Throw { faces, chance, luck };
                    out.moments.push(Moment { entry: i, entries: 1, turn: shown, side, what, hint: false });
                }
                pos = after;
                i += 1;
            }
            Expect::Move { side } => {
                let (played, end, best, chance, best_chance, choices) = if *pos.phase() == Phase::Rerolls {
                    let choice = parse_move(&pos, &entries[i].to_string()).checked("replayed");
                    let options: Vec<(SubMove, f64)> =
                        pos.legal_moves().into_iter().map(|c| (c, judge.choice(&pos, c, side))).collect();
                    let chance = options.iter().find(|o| o.0 == choice).expect("a legal choice").1;
                    let (best, best_chance) = first_best(&options);
                    let mut end = pos.clone();
                    end.play(choice).checked("replayed");
                    (
                        vec![format_move(&pos, choice)],
                        end,
                        vec![format_move(&pos, best)],
                        chance,
                        best_chance,
                        options.len(),
                    )
                } else {
                    // The turn's sub-moves, to the end of the turn.
                    let mut end = pos.clone();
                    let mut played = Vec::new();
                    while i + played.len() < entries.len() && !turn_ended(&end, turn) {
                        let text = entries[i + played.len()].to_string();
                        let m = parse_move(&end, &text).checked("replayed");
                        end.play(m).checked("replayed");
                        played.push(text);
                    }
                    // A game saved in the middle of a turn: that turn is not decided yet.
                    if !turn_ended(&end, turn) {
                        break;
                    }
                    let turns = every_turn(&pos);
                    let chance = judge.chance(&end, side);
                    let scored: Vec<(usize, f64)> =
                        turns.iter().enumerate().map(|(k, (_, p))| (k, judge.chance(p, side))).collect();
                    let (k, best_chance) = first_best(&scored);
                    let best = line_text(&pos, turns[k].0.iter().copied());
                    (played, end, best, chance, best_chance.max(chance), turns.len())
                };
                let n = played.len();
                let cost = (best_chance - chance).max(0.0);
                if choices > 1 {
                    let t = &mut out.totals[side.index()];
                    t.cost += cost;
                    t.decisions += 1;
                    t.errors += u32::from(cost > NEGLIGIBLE);
                }
                // Hints are noted at the position they were asked at, within the decision.
                let hint = record.hints.iter().any(|&h| (i..i + n).contains(&h));
                out.totals[side.index()].hints += u32::from(hint);
                let what = What::Decision { played, best, chance, best_chance, cost };
                out.moments.push(Moment { entry: i, entries: n, turn: shown, side, what, hint });
                pos = end;
                i += n;
            }
            Expect::Over => break,
        }
    }
    out.result = pos.is_over().then(|| judge.chance(&pos, Side::One));
    Ok(out)
}

/// The first of the best (ties keep the order given: the legal moves' order).
fn first_best<T: Copy>(options: &[(T, f64)]) -> (T, f64) {
    let mut best = options[0];
    for &o in &options[1..] {
        if o.1 > best.1 {
            best = o;
        }
    }
    best
}

/// Side One's chance, from `side`'s.
fn of_one(side: Side, chance: f64) -> f64 {
    if side == Side::One {
        chance
    } else {
        1.0 - chance
    }
}

/// A line of sub-moves in notation, each written in the position it is played in.
pub fn line_text(pos: &Position, line: impl Iterator<Item = SubMove>) -> Vec<String> {
    let mut p = pos.clone();
    line.map(|m| {
        let text = format_move(&p, m);
        p.play(m).checked("a listed line");
        text
    })
    .collect()
}

/// The chances the review weighs with: a score through its logistic (`ai::chance`).
pub(super) struct Judge<'a> {
    pub(super) score: &'a dyn Score,
}

impl Judge<'_> {
    pub(super) fn chance(&self, pos: &Position, me: Side) -> f64 {
        ai::chance(pos, me, self.score)
    }

    /// `me`'s chance before a throw of `dice` dice: the mean over every throw, each
    /// with its probability, of the chance after it.
    pub(super) fn before_throw(&self, pos: &Position, me: Side, dice: u8) -> f64 {
        throws(pos.rules().faces, dice)
            .iter()
            .map(|(faces, p)| {
                let mut q = pos.clone();
                q.throw(faces).checked("a throw of these dice");
                p * self.after_throw(&q, me)
            })
            .sum()
    }

    /// `me`'s chance just after its throw, doing its best with it: the best choice of
    /// keeping or throwing again where X may be thrown again, else the best turn.
    pub(super) fn after_throw(&self, pos: &Position, me: Side) -> f64 {
        if *pos.phase() == Phase::Rerolls {
            pos.legal_moves().into_iter().map(|c| self.choice(pos, c, me)).fold(f64::NEG_INFINITY, f64::max)
        } else {
            self.best_turn(pos, me)
        }
    }

    /// `me`'s chance after choosing `c` (keep, or a re-throw) in the re-roll phase: a
    /// re-throw over every face it may bring, a further re-throw valued as keeping.
    pub(super) fn choice(&self, pos: &Position, c: SubMove, me: Side) -> f64 {
        let mut p = pos.clone();
        p.play(c).checked("a listed choice");
        let (Phase::Rethrow { .. }, Expect::Throw { dice, .. }) = (p.phase(), p.expect()) else {
            return self.best_turn(&p, me);
        };
        throws(p.rules().faces, dice)
            .iter()
            .map(|(faces, prob)| prob * self.best_turn(&ai::thrown_kept(&p, faces), me))
            .sum()
    }

    /// `me`'s chance after its best way to finish the turn, or of the position itself
    /// where nothing is to be played.
    fn best_turn(&self, pos: &Position, me: Side) -> f64 {
        match (pos.expect(), pos.phase()) {
            (Expect::Move { .. }, Phase::Rerolls) => {
                let mut p = pos.clone();
                p.play(SubMove::Keep).checked("keep");
                self.best_turn(&p, me)
            }
            (Expect::Move { .. }, _) => {
                every_turn(pos).iter().map(|(_, p)| self.chance(p, me)).fold(f64::NEG_INFINITY, f64::max)
            }
            _ => self.chance(pos, me),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sahkku::levels::{self, Level};
    use crate::engine::sahkku::Variant;

    /// A game of `variant` between two levels, as a record.
    fn game(variant: Variant, seed: u64, one: Level, two: Level) -> Record {
        levels::recorded_game(variant, [one, two], seed).0
    }

    /// The position before each entry of `record`.
    fn positions(record: &Record) -> Vec<Position> {
        let mut pos = Position::new(record.rules().checked("a preset"));
        let mut out = Vec::new();
        for e in &record.entries {
            out.push(pos.clone());
            match e.faces() {
                Some(faces) => pos.throw(faces).map(drop),
                None => pos.play(parse_move(&pos, &e.to_string()).checked("recorded")).map(drop),
            }
            .checked("a recorded game replays");
        }
        out
    }

    /// Over every throw that could have come (at a turn's start or a re-throw),
    /// weighted by its probability, the luck is zero: luck is measured against the
    /// average throw.
    #[test]
    fn a_throws_luck_averages_zero_over_every_throw_that_could_have_come() {
        // Every family with the expert's score, and one with its learned score (the
        // average is the review's, whatever the score: one is enough, and the learned
        // score costs about six times the hand-made one).
        let nets = [(0, Variant::NavuonRaisa, shipped_net(Variant::NavuonRaisa).expect("ships"))];
        let hand =
            Variant::ALL.into_iter().enumerate().map(|(k, v)| (k, v, Weights::tuned_for(&v.rules()) as &dyn Score));
        for (k, v, score) in hand.chain(nets.iter().map(|(k, v, n)| (*k, *v, n as &dyn Score))) {
            let judge = Judge { score };
            let (mut checked, mut seen) = (0, 0);
            // Games until enough throws are checked: a queen lost early ends one soon.
            for seed in 0..20 {
                let record = game(v, 300 + 20 * k as u64 + seed, Level::Greedy, Level::Random);
                for (i, pos) in positions(&record).iter().enumerate() {
                    let (Expect::Throw { side, dice }, Phase::Throw { .. } | Phase::Rethrow { .. }) =
                        (pos.expect(), pos.phase())
                    else {
                        continue;
                    };
                    // Every fifth throw: the positions vary enough.
                    seen += 1;
                    if seen % 5 != 1 {
                        continue;
                    }
                    let average = judge.before_throw(pos, side, dice);
                    let mean_luck: f64 = throws(pos.rules().faces, dice)
                        .iter()
                        .map(|(faces, p)| {
                            let mut q = pos.clone();
                            q.throw(faces).checked("a throw");
                            p * (judge.after_throw(&q, side) - average)
                        })
                        .sum();
                    assert!(mean_luck.abs() < 1e-9, "{} entry {i}: luck averages {mean_luck}", v.id());
                    checked += 1;
                }
                if checked >= 2 {
                    break;
                }
            }
            assert!(checked >= 2, "{}: too few throws checked", v.id());
        }
    }

    /// In a game of every family: the best choice costs nothing and no choice less
    /// than nothing; the best the review names, played instead, leaves the chance it
    /// says; the moments cover the record entry by entry; and the chart ends on the
    /// result. Over them all, the random side gives away more than greedy.
    #[test]
    fn the_best_move_costs_nothing_and_every_entry_is_reviewed() {
        // The sides' costs summed over one game of each family.
        let mut totals = [Totals::default(); 2];
        // Every family with the expert's score, and one with its learned score.
        let nets = [(Variant::Lagesvuon, shipped_net(Variant::Lagesvuon).expect("ships"))];
        let hand = Variant::ALL.into_iter().map(|v| (v, None));
        for (k, (v, net)) in hand.chain(nets.iter().map(|(v, n)| (*v, Some(n)))).enumerate() {
            let judge = Judge { score: net.map_or(Weights::tuned_for(&v.rules()) as &dyn Score, |n| n as &dyn Score) };
            let record = game(v, 500 + k as u64, Level::Greedy, Level::Random);
            let r = review(&record, net).checked("a played game reviews");
            assert_eq!(r.learned, net.is_some());
            let before = positions(&record);
            let mut next = 0;
            for m in &r.moments {
                // Only the opening's throws, which decide who starts, are passed over.
                let opening = (next..m.entry)
                    .all(|e| matches!(before[e].phase(), Phase::OpeningFirstX { .. } | Phase::OpeningMostX { .. }));
                assert!(m.entry >= next && opening, "{}: the moments follow one another", v.id());
                next = m.entry + m.entries;
                let What::Decision { played, best, chance, best_chance, cost } = &m.what else { continue };
                assert!(*cost >= 0.0 && (best_chance - chance - cost).abs() < 1e-12, "{}", v.id());
                if played == best {
                    assert_eq!(*cost, 0.0, "{}: the best move costs nothing", v.id());
                }
                let pos = &before[m.entry];
                if *pos.phase() == Phase::Moving {
                    let mut p = pos.clone();
                    for text in best {
                        p.play(parse_move(&p, text).checked("the best is legal")).checked("legal");
                    }
                    assert_eq!(judge.chance(&p, m.side), *best_chance, "{}: the best leaves what it says", v.id());
                }
            }
            assert_eq!(next, record.entries.len(), "{}: the last moment ends the record", v.id());
            assert!(r.result.is_some_and(|one| [0.0, 0.5, 1.0].contains(&one)), "{}", v.id());
            assert!(r.points.iter().all(|p| (0.0..=1.0).contains(&p.one)), "{}", v.id());
            for (t, g) in totals.iter_mut().zip(r.totals) {
                t.cost += g.cost;
                t.decisions += g.decisions;
            }
        }
        // The random side gives away more than greedy.
        assert!(totals[1].cost > totals[0].cost && totals[1].decisions >= 30, "{totals:?}");
    }

    /// A hint asked for is shown on the decision it was asked in, and counted for the
    /// side that asked; the other decisions show none.
    /// The review's text reads back to the same review, hints, a reweighing's budget
    /// and the result included; a cut or foreign text does not read.
    #[test]
    fn a_reviews_text_reads_back_exactly_and_a_cut_or_foreign_one_does_not() {
        let mut record = game(Variant::Unjarga, 77, Level::Greedy, Level::Random);
        record.hints = vec![3, 9];
        let mut r = review(&record, None).checked("a played game reviews");
        assert!(r.moments.iter().any(|m| m.hint) && r.result.is_some());
        for ranked in [None, Some("normal".to_owned())] {
            r.ranked = ranked;
            let text = r.to_text();
            assert_eq!(Review::from_text(&text).as_ref(), Some(&r));
            let cut: String = text.lines().take(2).map(|l| format!("{l}\n")).collect();
            assert_eq!(Review::from_text(&cut), None, "one side's totals missing");
        }
        assert_eq!(Review::from_text(&serde_json::to_string(&r).expect("writes")), None, "an older build's JSON");
        assert_eq!(Review::from_text(""), None);
    }

    #[test]
    fn a_hint_asked_is_shown_on_its_decision_and_counted_for_its_side() {
        let mut record = game(Variant::Unjarga, 77, Level::Greedy, Level::Greedy);
        let plain = review(&record, None).checked("a played game reviews");
        let decisions: Vec<&Moment> =
            plain.moments.iter().filter(|m| matches!(m.what, What::Decision { .. })).collect();
        let (first, later) = (decisions[2], decisions[7]);
        // Asked before the first's sub-moves, and in the middle of the later turn.
        record.hints = vec![first.entry, later.entry + later.entries - 1];
        let r = review(&record, None).checked("a played game reviews");
        let hinted: Vec<usize> = r.moments.iter().filter(|m| m.hint).map(|m| m.entry).collect();
        assert_eq!(hinted, [first.entry, later.entry]);
        let count = |s: Side| [first, later].iter().filter(|m| m.side == s).count() as u32;
        for s in Side::BOTH {
            assert_eq!(r.totals[s.index()].hints, count(s));
        }
        assert_eq!(plain.totals.iter().map(|t| t.hints).sum::<u32>(), 0);
    }

    /// A game whose every decision is the one the review calls best (the keep or
    /// re-throw, and the whole turn, of the highest chance) has an error rate of zero,
    /// in every family, its decisions counted.
    #[test]
    fn a_game_of_only_the_best_decisions_has_an_error_rate_of_zero() {
        use crate::engine::dice::SeededDice;
        use crate::engine::sahkku::play::throw_dice;
        for (k, v) in Variant::ALL.into_iter().enumerate() {
            let judge = Judge { score: Weights::tuned_for(&v.rules()) };
            let mut pos = Position::new(v.rules());
            let mut record = Record::new(v, pos.rules());
            let mut dice = SeededDice::new(700 + k as u64);
            // Twenty turns a family: enough decisions of every kind, in a second or two.
            while pos.turns() < 20 {
                match pos.expect() {
                    Expect::Over => break,
                    Expect::Throw { dice: n, .. } => {
                        let faces = throw_dice(&pos, &mut dice, n);
                        record.push_throw(&faces);
                        pos.throw(&faces).checked("asked for");
                    }
                    Expect::Move { side } if *pos.phase() == Phase::Rerolls => {
                        let options: Vec<(SubMove, f64)> =
                            pos.legal_moves().into_iter().map(|c| (c, judge.choice(&pos, c, side))).collect();
                        let (best, _) = first_best(&options);
                        record.push_move(&pos, best);
                        pos.play(best).checked("legal");
                    }
                    Expect::Move { side } => {
                        let turns = every_turn(&pos);
                        let scored: Vec<(usize, f64)> =
                            turns.iter().enumerate().map(|(k, (_, p))| (k, judge.chance(p, side))).collect();
                        let (best, _) = first_best(&scored);
                        for &m in &turns[best].0 {
                            record.push_move(&pos, m);
                            pos.play(m).checked("a line of every_turn");
                        }
                    }
                }
            }
            let r = review(&record, None).checked("a played game reviews");
            for t in r.totals {
                assert!(t.decisions > 0, "{}: decisions counted", v.id());
                assert_eq!((t.cost, t.errors, t.error_rate()), (0.0, 0, Some(0.0)), "{}", v.id());
            }
        }
    }

    #[test]
    fn the_error_rate_is_the_mean_cost_of_the_decisions_that_counted() {
        let t = Totals { luck: 0.2, cost: 0.3, decisions: 4, errors: 2, throws: 9, hints: 0 };
        assert_eq!(t.error_rate(), Some(0.075));
        assert_eq!(Totals::default().error_rate(), None, "no choice made, no rate");
        // Over a game of random against greedy, the random side's rate is the higher.
        let r = review(&game(Variant::Lagesvuon, 511, Level::Greedy, Level::Random), None).checked("reviews");
        assert!(r.totals[1].error_rate() > r.totals[0].error_rate(), "{:?}", r.totals);
    }

    /// The learned score of a family that ships one, as the repository holds it.
    fn shipped_net(v: Variant) -> Option<Net> {
        net::shipped(v).map(|s| Net::from_bytes(&net::shipped_bytes(s), Some(s.hash)).checked("a shipped file"))
    }

    /// The players' module reviews a shipping family's game with its learned score
    /// when the weights come with their right hash; damaged or missing, with the
    /// expert's, exactly as a family without one. A house rule reads by hand.
    #[test]
    fn the_review_reads_with_the_learned_score_where_its_weights_are_right() {
        let v = Variant::NavuonRaisa;
        let s = net::shipped(v).expect("Návuon Ráisa ships a learned score");
        let bytes = net::shipped_bytes(s);
        // The first turns of a game are enough (the whole game's review is tested above).
        let mut record = game(v, 7, Level::Greedy, Level::Random);
        record.entries.truncate(20);
        let text = serde_json::to_string(&record).expect("a record writes");
        let written = |r: Review| r.to_text();
        let trained = answer(&text, Some(&bytes));
        assert!(read_answer(&trained).expect("reviewed").learned);
        assert_eq!(trained, written(review(&record, Some(&shipped_net(v).expect("ships"))).checked("reviews")));
        let hand = review(&record, None).checked("reviews");
        assert!(!hand.learned && read_answer(&trained).expect("read").points != hand.points, "the scores differ");
        let mut damaged = bytes.clone();
        damaged[200] ^= 1;
        for weights in [Some(&damaged[..]), Some(&bytes[..100]), None] {
            assert_eq!(answer(&text, weights), written(hand.clone()));
        }
        let mut changed = record.clone();
        changed.options.insert("blank".into(), "4".into());
        assert_eq!(net::for_game(&changed), None, "a house rule changes the game the score learned");
        // Every family ships one since 2026-12-04: a game in its family's own rules reads with its file.
        let gavkevuotna = game(Variant::Gavkevuotna, 7, Level::Greedy, Level::Greedy);
        assert_eq!(net::for_game(&gavkevuotna), net::shipped(Variant::Gavkevuotna));
    }

    /// A game saved at any point, in the middle of a turn too, reviews as the start of
    /// the whole game's review: a turn not finished is not weighed.
    #[test]
    fn a_game_cut_anywhere_reviews_as_the_start_of_the_whole_review() {
        let v = Variant::Lagesvuon;
        let record = game(v, 11, Level::Greedy, Level::Random);
        let whole = review(&record, None).checked("reviews");
        for cut in (0..record.entries.len()).step_by(7) {
            let part = Record { entries: record.entries[..cut].to_vec(), ..record.clone() };
            let r = review(&part, None).checked("a prefix of a game reviews");
            let before_cut: Vec<&Moment> = whole.moments.iter().filter(|m| m.entry + m.entries <= cut).collect();
            assert_eq!(r.moments.iter().collect::<Vec<_>>(), before_cut, "cut at {cut}");
            assert_eq!(r.result, None);
        }
    }

    /// The better move of a costly decision is marked where its pieces stand and
    /// where they land: each cell it leaves holds one of the mover's pieces.
    #[test]
    fn a_costly_decisions_better_move_is_marked_from_its_pieces_to_their_lines() {
        let v = Variant::NavuonRaisa;
        let record = game(v, 3, Level::Greedy, Level::Random);
        let before = positions(&record);
        let r = review(&record, None).checked("reviews");
        let costly: Vec<&Moment> =
            r.costliest(3).into_iter().filter(|m| *before[m.entry].phase() == Phase::Moving).collect();
        assert!(!costly.is_empty(), "a costly move of pieces");
        for m in costly {
            let pos = &before[m.entry];
            let (from, to) = r.better_cells(m.entry, pos);
            assert!(!from.is_empty() && !to.is_empty(), "entry {}", m.entry);
            let (awake, asleep) = pos.soldiers_at(m.side, from[0]);
            let first_piece = awake + asleep > 0
                || pos.queen(m.side).is_some_and(|q| q.cell == from[0])
                || pos.king().is_some_and(|k| k.cell == from[0]);
            assert!(first_piece, "the first marked cell holds a piece of the mover");
        }
        assert_eq!(r.better_cells(usize::MAX, &before[0]), (Vec::new(), Vec::new()));
    }

    /// A record with an illegal entry is refused with the entry named, not reviewed.
    #[test]
    fn a_record_that_does_not_fit_its_rules_is_refused() {
        let v = Variant::GavkevuotnaMiedut;
        let mut record = game(v, 5, Level::Greedy, Level::Greedy);
        record.entries.truncate(10);
        record.entries.push("keep".into());
        record.entries.push("keep".into());
        assert!(matches!(review(&record, None), Err(ReplayError::Entry { .. })));
    }
}
