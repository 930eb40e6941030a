//! What the computer thinks of one position where a player is to choose: every way to
//! finish the turn with the throw in hand, ranked by the chance of winning each leaves,
//! and the chance each gives away against the best (the hint of a game, as GNU
//! Backgammon's hint lists its moves).
//!
//! The turns are weighed as the master weighs its own, the better ones deeper: every
//! turn by the static score (`ai::chance`); the best `WIDTH` of those again over every
//! throw the opponent can make, the opponent answering with its best turn (the expert's
//! look-ahead, here in chances); the best `ROLLED` of those by the master's rollouts, on
//! the same dice for each (common random numbers), for as long as the budget lasts. A
//! turn's cost is measured against the best on the deepest scale both were weighed at,
//! so that two scales are never compared: a turn weighed less deeply was left behind by
//! the turns weighed deeper on the scale where it stopped.
//!
//! In the re-roll phase the choices (keep, or throw again) are weighed as the review
//! weighs them: over every face a re-throw may bring, each followed by the best turn.

use super::ai::{self, throws, Score};
use super::board::Side;
use super::master::{self, Params};
use super::position::{Expect, Phase, Position};
use super::review::{line_text, Judge};
use super::turns::every_turn;
use crate::engine::dice::SeededDice;
use crate::engine::hash;
use crate::engine::Checked;

pub mod outlook;

/// How many of the best turns by static score are looked ahead, and how many of those
/// are rolled out: the master's own widths (`Params::MASTER`).
pub const WIDTH: usize = Params::MASTER.width;
pub const ROLLED: usize = Params::MASTER.keep;

/// How deeply a turn was weighed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Depth {
    /// By the static score of the position it leaves.
    Score,
    /// Over every throw the opponent can make, and its best answer.
    LookAhead,
    /// By rollouts played on from it.
    Rollouts,
}

/// One way to finish the turn (or, in the re-roll phase, one choice).
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate {
    /// Its sub-moves, in the notation, each as written where it is played.
    pub line: Vec<String>,
    /// The hash of the position it leaves (`hash::of`): a turn half played is matched
    /// to the turns it can still become by it (`Analysis::given_away_from`).
    pub end: u64,
    /// The player's chance of winning after it, as deeply as it was weighed.
    pub chance: f64,
    pub depth: Depth,
    /// The chance it gives away against the best, on the deepest scale both share.
    pub given_away: f64,
}

/// The ranking of one position's choices, best first. It travels from the players'
/// worker to the page as text (`to_text`, `from_text`): read by hand, it costs the
/// first load a fraction of what serde's reading of it did (twiggy: 10 KB before
/// wasm-opt, the sequences of its fields' types).
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// Who is to choose, and the hash of the position weighed (`hash::of`).
    pub side: Side,
    pub at: u64,
    /// Best first; the first gives nothing away.
    pub candidates: Vec<Candidate>,
    /// Rollouts played from each rolled-out turn, and positions scored in all.
    pub rounds: u32,
    pub nodes: u64,
}

/// Chances travel as text in millionths: an integer reads back without a float parser.
const MILLION: f64 = 1_000_000.0;

impl Depth {
    const ALL: [Depth; 3] = [Depth::Score, Depth::LookAhead, Depth::Rollouts];
}

impl Analysis {
    pub fn best(&self) -> Option<&Candidate> {
        self.candidates.first()
    }

    /// A first line `side at rounds nodes`, then a line a candidate: what it gives away
    /// and its chance (in millionths), its depth (0–2), its end, and its sub-moves.
    pub fn to_text(&self) -> String {
        let mut out = format!("{} {} {} {}", self.side.index(), self.at, self.rounds, self.nodes);
        for c in &self.candidates {
            let (given, chance) = ((c.given_away * MILLION).round() as u64, (c.chance * MILLION).round() as u64);
            out += &format!("\n{given} {chance} {} {} {}", c.depth as u8, c.end, c.line.join(" "));
        }
        out
    }

    /// Reads `to_text`'s text, or `None` where it is not that.
    pub fn from_text(text: &str) -> Option<Analysis> {
        let mut lines = text.lines();
        let mut head = lines.next()?.split(' ').map(str::parse::<u64>);
        let mut next = || head.next()?.ok();
        let side = [Side::One, Side::Two].get(next()? as usize).copied()?;
        let (at, rounds, nodes) = (next()?, next()? as u32, next()?);
        let candidates = lines
            .map(|line| {
                let mut words = line.split(' ');
                let mut number = || words.next()?.parse::<u64>().ok();
                let (given, chance) = (number()? as f64 / MILLION, number()? as f64 / MILLION);
                let depth = *Depth::ALL.get(number()? as usize)?;
                let end = number()?;
                let line: Vec<String> = words.map(str::to_string).collect();
                (!line.is_empty()).then_some(Candidate { line, end, chance, depth, given_away: given })
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Analysis { side, at, candidates, rounds, nodes })
    }

    /// What the turn being played gives away at `pos` (the analysed position with some
    /// of the turn played): the least that any turn it can still become gives away
    /// (nothing, at the analysed position itself), or `None` where it matches none (it
    /// is another position).
    pub fn given_away_from(&self, pos: &Position) -> Option<f64> {
        if hash::of(pos) == self.at {
            return Some(0.0);
        }
        let least = |ends: &[u64]| {
            self.candidates.iter().filter(|c| ends.contains(&c.end)).map(|c| c.given_away).reduce(f64::min)
        };
        if let Some(cost) = least(&[hash::of(pos)]) {
            return Some(cost);
        }
        if !matches!(pos.expect(), Expect::Move { .. }) || *pos.phase() == Phase::Rerolls {
            return None;
        }
        let ends: Vec<u64> = every_turn(pos).iter().map(|(_, p)| hash::of(p)).collect();
        least(&ends)
    }
}

/// Weighs every choice at `pos` with `score` (the family's learned score where it has
/// one, else its hand-made weights: `Params::score`), the rollouts seeded by `seed`;
/// `stop` is asked with the nodes spent between the look-ahead's turns (once as many
/// as are rolled out are looked ahead) and between rounds of rollouts (after the
/// first). `None` where no one is to choose.
pub fn analyse(
    pos: &Position,
    params: &Params,
    score: &dyn Score,
    seed: u64,
    stop: &mut dyn FnMut(u64) -> bool,
) -> Option<Analysis> {
    let Expect::Move { side: me } = pos.expect() else { return None };
    if *pos.phase() == Phase::Rerolls {
        return Some(rerolls(pos, me, score));
    }
    let turns = every_turn(pos);
    let mut nodes = turns.len() as u64;
    // Each turn's value on each scale it was weighed at (`Depth` as the index).
    let mut values: Vec<[Option<f64>; 3]> =
        turns.iter().map(|(_, p)| [Some(ai::chance(p, me, score)), None, None]).collect();
    let mut order: Vec<usize> = (0..turns.len()).collect();
    crate::engine::order::sort_by_key(&mut order, |&i| -values[i][0].unwrap_or(0.0));
    let mut looked = Vec::new();
    for &i in order.iter().take(WIDTH) {
        if looked.len() >= ROLLED && stop(nodes) {
            break;
        }
        values[i][1] = Some(after_replies(&turns[i].1, me, score, &mut nodes));
        looked.push(i);
    }
    crate::engine::order::sort_by_key(&mut looked, |&i| -values[i][1].unwrap_or(0.0));
    let rolled: Vec<usize> = looked.iter().copied().take(ROLLED).collect();
    let mut rounds = 0u32;
    if rolled.len() > 1 {
        let mut sums = vec![0.0; rolled.len()];
        loop {
            let round_seed = seed ^ (rounds as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15);
            for (k, &i) in rolled.iter().enumerate() {
                let mut dice = SeededDice::new(round_seed);
                sums[k] += master::rollout(turns[i].1.clone(), me, params, score, &mut dice, &mut nodes);
            }
            rounds += 1;
            if stop(nodes) {
                break;
            }
        }
        for (k, &i) in rolled.iter().enumerate() {
            values[i][2] = Some(sums[k] / rounds as f64);
        }
    }
    let candidates = rank(
        turns.iter().zip(&values).map(|((line, end), v)| (line_text(pos, line.iter().copied()), hash::of(end), *v)),
    );
    Some(Analysis { side: me, at: hash::of(pos), candidates, rounds, nodes })
}

/// The choices of the re-roll phase, weighed as the review weighs them.
fn rerolls(pos: &Position, me: Side, score: &dyn Score) -> Analysis {
    let judge = Judge { score };
    let choices = pos.legal_moves();
    let weighed = choices.iter().map(|&c| {
        let mut after = pos.clone();
        after.play(c).checked("a listed choice");
        (line_text(pos, [c].into_iter()), hash::of(&after), [Some(judge.choice(pos, c, me)), None, None])
    });
    let candidates = rank(weighed);
    Analysis { side: me, at: hash::of(pos), candidates, rounds: 0, nodes: choices.len() as u64 }
}

/// Candidates from each choice's values by depth: the best is the best on the deepest
/// scale any was weighed at; each gives away against it on the deepest scale both were
/// weighed at; the least costly first (ties: the deeper weighed, then the order given).
fn rank(weighed: impl Iterator<Item = (Vec<String>, u64, [Option<f64>; 3])>) -> Vec<Candidate> {
    let weighed: Vec<_> = weighed.collect();
    let deepest = |v: &[Option<f64>; 3]| (0..3).rev().find(|&d| v[d].is_some()).unwrap_or(0);
    let Some(top) = weighed.iter().map(|w| deepest(&w.2)).max() else { return Vec::new() };
    let best = weighed
        .iter()
        .filter(|w| deepest(&w.2) == top)
        .map(|w| w.2)
        .reduce(|a, b| if b[top] > a[top] { b } else { a })
        .expect("one is that deep");
    let mut out: Vec<Candidate> = weighed
        .into_iter()
        .map(|(line, end, v)| {
            let d = deepest(&v);
            let (mine, theirs) = (v[d].unwrap_or(0.0), best[d].unwrap_or(0.0));
            let depth = [Depth::Score, Depth::LookAhead, Depth::Rollouts][d];
            Candidate { line, end, chance: mine, depth, given_away: (theirs - mine).max(0.0) }
        })
        .collect();
    // Stable: of equal costs the deeper weighed first, then the walk's order.
    crate::engine::order::sort_by_key(&mut out, |c| (c.given_away, std::cmp::Reverse(c.depth)));
    out
}

/// `me`'s chance after its turn ended in `pos`: over every throw the opponent can make,
/// with its probability, the chance after the opponent's best turn by `score`.
fn after_replies(pos: &Position, me: Side, score: &dyn Score, nodes: &mut u64) -> f64 {
    let Expect::Throw { dice, .. } = pos.expect() else { return ai::chance(pos, me, score) };
    throws(pos.rules().faces, dice)
        .iter()
        .map(|(faces, prob)| {
            let p = ai::thrown_kept(pos, faces);
            let after = if matches!(p.expect(), Expect::Move { .. }) {
                let answers = every_turn(&p);
                *nodes += answers.len() as u64;
                answers.into_iter().map(|(_, o)| ai::chance(&o, me, score)).fold(f64::INFINITY, f64::min)
            } else {
                ai::chance(&p, me, score)
            };
            prob * after
        })
        .sum()
}

#[cfg(test)]
mod tests;
