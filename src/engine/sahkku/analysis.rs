//! What the computer thinks of one position where a player is to choose: every way to
//! finish the turn with the throw in hand, ranked by the chance of winning each leaves,
//! and the chance each gives away against the best (the hint of a game, as GNU
//! Backgammon's hint lists its moves).
//!
//! It is the master's own search (`master::search`), ranked: the master plays the top
//! row, whatever the budget and seed, so a hint never disagrees with the master's move.
//! The search weighs turns the better ones deeper (the static score, the look-ahead,
//! rollouts); every row is put on the top row's scale. A row's cost is the top's chance
//! less its own on the deepest scale both were weighed at (so two scales are never
//! compared), and its chance is the top's less that cost: the best's chance less a
//! row's chance is always the row's cost. A row weighed less deeply than the top says
//! so (`Candidate::depth`), as its chance is an estimate from a shallower difference.
//!
//! In the re-roll phase the choices (keep, or throw again) are weighed as the review
//! weighs them, and the turns that keeping leaves are ranked as a turn is (`kept`):
//! keeping's value is then the best of those, as deep as they were weighed.

use super::ai::Score;
use super::board::Side;
use super::master::{self, Params, Search};
use super::net::Net;
use super::position::{Expect, Phase, Position, SubMove};
use super::record::{Record, ReplayError};
use super::review::{self, line_text, Review, What};
use super::turns::every_turn;
use crate::engine::hash;

pub mod outlook;

pub use super::master::Depth;

/// One way to finish the turn (or, in the re-roll phase, one choice).
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate {
    /// Its sub-moves, in the notation, each as written where it is played.
    pub line: Vec<String>,
    /// The hash of the position it leaves (`hash::of`): a turn half played is matched
    /// to the turns it can still become by it (`Analysis::given_away_from`).
    pub end: u64,
    /// The player's chance of winning after it, on the best's scale: the best's chance
    /// less `given_away`.
    pub chance: f64,
    /// The depth its cost was measured at: the deepest it shares with the best (below
    /// the best's, it was "not weighed as deeply").
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
    /// In the re-roll phase, the ranking of the turns that keeping leaves (the best of
    /// them is what the master plays if it keeps).
    pub kept: Option<Box<Analysis>>,
}

/// Chances travel as text in millionths: an integer reads back without a float parser.
const MILLION: f64 = 1_000_000.0;

/// The line before the ranking of the turns kept, in the text.
const KEPT: &str = "kept";

impl Analysis {
    pub fn best(&self) -> Option<&Candidate> {
        self.candidates.first()
    }

    /// A first line `side at rounds nodes`, then a line a candidate: what it gives away
    /// and its chance (in millionths), its depth (0–2), its end, and its sub-moves; then,
    /// where there is a ranking of the turns kept, a line `kept` and its text.
    pub fn to_text(&self) -> String {
        let mut out = format!("{} {} {} {}", self.side.index(), self.at, self.rounds, self.nodes);
        for c in &self.candidates {
            let (given, chance) = ((c.given_away * MILLION).round() as u64, (c.chance * MILLION).round() as u64);
            out += &format!("\n{given} {chance} {} {} {}", c.depth as u8, c.end, c.line.join(" "));
        }
        if let Some(kept) = &self.kept {
            out += &format!("\n{KEPT}\n{}", kept.to_text());
        }
        out
    }

    /// Reads `to_text`'s text, or `None` where it is not that.
    pub fn from_text(text: &str) -> Option<Analysis> {
        let (text, kept) = match text.split_once(&format!("\n{KEPT}\n")) {
            Some((own, kept)) => (own, Some(Box::new(Analysis::from_text(kept)?))),
            None => (text, None),
        };
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
        Some(Analysis { side, at, candidates, rounds, nodes, kept })
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
        if let Some(kept) = &self.kept {
            // Kept, then some of the turn played: keeping's cost and the turn's, on
            // keeping's scale (keeping is worth its best turn).
            let keep = self.candidates.iter().find(|c| c.end == kept.at)?.given_away;
            return Some(keep + kept.given_away_from(pos)?);
        }
        if !matches!(pos.expect(), Expect::Move { .. }) || *pos.phase() == Phase::Rerolls {
            return None;
        }
        let ends: Vec<u64> = every_turn(pos).iter().map(|(_, p)| hash::of(p)).collect();
        least(&ends)
    }
}

/// The master's search at `pos` (`master::search`, with the same inputs), ranked:
/// `None` where no one is to choose. In the re-roll phase the turns that keeping leaves
/// are ranked too, seeded as the master seeds its own turn there (`master::seed_of`).
pub fn analyse(
    pos: &Position,
    params: &Params,
    score: &dyn Score,
    seed: u64,
    stop: &mut dyn FnMut(u64) -> bool,
) -> Option<Analysis> {
    let mut search = master::search(pos, params, score, seed, stop)?;
    let mut kept = None;
    if *pos.phase() == Phase::Rerolls {
        let keep = search.choices.iter().position(|c| c.plan == [SubMove::Keep]);
        if let Some(k) = keep.filter(|&k| matches!(search.choices[k].end.expect(), Expect::Move { .. })) {
            let after = search.choices[k].end.clone();
            if let Some(turns) = master::search(&after, params, score, master::seed_of(&after), stop) {
                // Keeping is worth its best turn, as deeply as that was weighed.
                let best = &turns.choices[turns.best];
                for d in [Depth::LookAhead, Depth::Rollouts] {
                    search.choices[k].values[d as usize] = best.values[d as usize];
                }
                search.nodes += turns.nodes;
                kept = Some(Box::new(ranking(&after, &turns)));
            }
        }
    }
    let mut analysis = ranking(pos, &search);
    analysis.kept = kept;
    Some(analysis)
}

/// A search's choices as candidates, its best first: each gives away against the best
/// on the deepest scale both were weighed at, and its chance is the best's less that;
/// the rest by what they give away (ties: the deeper weighed, then the walk's order).
fn ranking(pos: &Position, search: &Search) -> Analysis {
    let best = &search.choices[search.best];
    let top = best.depth();
    let top_chance = best.values[top as usize].unwrap_or(0.0);
    let mut candidates: Vec<(bool, Candidate)> = search
        .choices
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let shared = c.depth().min(top);
            // Never below zero: the search weighs deeper only turns at least as good on
            // the shallower scale, so the best is the best on every scale it shares.
            // Never above the best's chance: no turn gives away more than there is.
            let cost = match (i == search.best, best.values[shared as usize], c.values[shared as usize]) {
                (false, Some(b), Some(mine)) => (b - mine).clamp(0.0, top_chance),
                _ => 0.0,
            };
            let candidate = Candidate {
                line: line_text(pos, c.plan.iter().copied()),
                end: hash::of(&c.end),
                chance: top_chance - cost,
                depth: shared,
                given_away: cost,
            };
            (i != search.best, candidate)
        })
        .collect();
    crate::engine::order::sort_by_key(&mut candidates, |(rest, c)| (*rest, c.given_away, std::cmp::Reverse(c.depth)));
    Analysis {
        side: search.me,
        at: hash::of(pos),
        candidates: candidates.into_iter().map(|(_, c)| c).collect(),
        rounds: search.rounds,
        nodes: search.nodes,
        kept: None,
    }
}

/// The decisions of a review to weigh by the ranking: each decision where there was a
/// choice, as the entry it starts at, the record up to it (the question a hint asks
/// there) and the position there. The record is replayed once.
pub fn to_rank(record: &Record, review: &Review) -> Vec<(usize, Record, Position)> {
    let Ok(positions) = record.positions() else { return Vec::new() };
    review
        .moments
        .iter()
        .filter(|m| matches!(m.what, What::Decision { .. }))
        .filter_map(|m| {
            let pos = positions.get(m.entry)?;
            let choices = if *pos.phase() == Phase::Rerolls { pos.legal_moves().len() } else { every_turn(pos).len() };
            let mut before = record.clone();
            before.truncate(m.entry);
            (choices > 1).then(|| (m.entry, before, pos.clone()))
        })
        .collect()
}

/// `review` with its decisions weighed again by the master's rankings (`rankings`: the
/// entry a decision starts at, and the ranking of the position there, as the hint gives
/// it): each decision ranked takes the ranking's best, its chance, and what the ranking
/// says the decision played gives away; the sides' costs and errors are summed again.
/// Throws' luck, and a decision no ranking matches, stay as the one-turn review weighed
/// them. `by` names the budget (`Review::ranked`).
pub fn rerank(review: &mut Review, record: &Record, rankings: &[(usize, Analysis)], by: &str) {
    let Ok(positions) = record.positions() else { return };
    for m in &mut review.moments {
        let What::Decision { best, chance, best_chance, cost, .. } = &mut m.what else { continue };
        let Some((_, a)) = rankings.iter().find(|(entry, _)| *entry == m.entry) else { continue };
        let Some(end) = positions.get(m.entry + m.entries) else { continue };
        let (Some(top), Some(given)) = (a.best(), a.given_away_from(end)) else { continue };
        (*best, *best_chance, *chance, *cost) = (top.line.clone(), top.chance, top.chance - given, given);
    }
    for side in [Side::One, Side::Two] {
        let costs = review.moments.iter().filter(|m| m.side == side).filter_map(|m| match m.what {
            What::Decision { cost, .. } => Some(cost),
            What::Throw { .. } => None,
        });
        let t = &mut review.totals[side.index()];
        (t.cost, t.errors) = costs.fold((0.0, 0), |(sum, n), c| (sum + c, n + u32::from(c > review::NEGLIGIBLE)));
    }
    review.ranked = Some(by.to_string());
}

/// `record` reviewed with its decisions weighed as the hint weighs them, natively: at
/// each, the master's ranking (`analyse`, `nodes` positions, seeded by the position as
/// the master seeds itself, scored by `learned` where given). So the master's own
/// decisions cost nothing at the master's budget, nor do a player's who followed the
/// hint. Throws' luck stays the one-turn review's.
pub fn review(record: &Record, learned: Option<&Net>, nodes: u64) -> Result<Review, ReplayError> {
    let mut out = review::review(record, learned)?;
    let rankings: Vec<(usize, Analysis)> = to_rank(record, &out)
        .into_iter()
        .filter_map(|(entry, _, pos)| {
            let params = Params::for_rules(pos.rules());
            let seed = master::seed_of(&pos);
            Some((entry, analyse(&pos, &params, params.score(learned), seed, &mut |spent| spent >= nodes)?))
        })
        .collect();
    rerank(&mut out, record, &rankings, &format!("{nodes} positions"));
    Ok(out)
}

#[cfg(test)]
mod tests;
