//! The lab's oracle: what the error rates and the puzzles are judged by (docs/ai.md,
//! "The oracle"). It must be stronger than what it judges, and its own noise must be
//! below the differences it reports.
//!
//! A turn is weighed by playing the game on from where it ends, many times on sampled
//! dice, both sides playing the turn that their family's learned score rates best (the
//! learned score one turn deep) and judging each re-throw by it, as GNU Backgammon's
//! rollouts play its own evaluation rather than a weaker one. After `horizon` turns the
//! learned score's chance takes over where the game has not ended (a truncated rollout:
//! the score is far more accurate after a few turns of play than at the turn weighed,
//! and the rollout costs a fraction of one played to the end); `lab oracle` measures
//! what the truncation changes against rollouts to the end. Every turn weighed at one
//! position meets the same dice (common random numbers), so differences between turns
//! are measured far more closely than the turns themselves.

use crate::engine::dice::SeededDice;
use crate::engine::hash::of as hash_of;
use crate::engine::sahkku::ai::{self, Score};
use crate::engine::sahkku::board::Side;
use crate::engine::sahkku::play::throw_dice;
use crate::engine::sahkku::turns::every_turn;
use crate::engine::sahkku::Variant;
use crate::engine::sahkku::{Expect, Phase, Position};
use crate::engine::Checked;
use crate::lab::walk::greedy_expert_choices;
use serde::Serialize;

/// Turns (either side's) played before the learned score takes over: `lab oracle`
/// measured the change against rollouts to the end below the oracle's own noise
/// (docs/ai.md, "The oracle").
pub const HORIZON: u32 = 12;
/// A horizon that plays every game to its end (`master::LONGEST`).
pub const TO_THE_END: u32 = crate::engine::sahkku::master::LONGEST;

/// The oracle: a score both sides play by and that scores the leaves, and how many
/// turns it plays on.
#[derive(Clone, Copy)]
pub struct Oracle<'a> {
    pub score: &'a dyn Score,
    pub horizon: u32,
}

/// Each weighed turn's results, round by round on the same dice, and what they took.
#[derive(Clone, Debug, PartialEq)]
pub struct Weighed {
    /// `results[k][r]`: `me`'s result (1 won, 0 lost, one half drawn, or the learned
    /// chance where the rollout was cut short) after turn `k` in round `r`.
    pub results: Vec<Vec<f64>>,
    /// Positions scored.
    pub nodes: u64,
}

impl Weighed {
    /// Turn `k`'s mean result: its chance of winning by the oracle.
    pub fn mean(&self, k: usize) -> f64 {
        let r = &self.results[k];
        r.iter().sum::<f64>() / r.len().max(1) as f64
    }

    /// The turn with the best mean (the first of equals).
    pub fn best(&self) -> usize {
        (0..self.results.len()).reduce(|a, b| if self.mean(b) > self.mean(a) { b } else { a }).unwrap_or(0)
    }

    /// Turn `a`'s mean less turn `b`'s, and that difference's standard error from the
    /// rounds' paired differences.
    pub fn difference(&self, a: usize, b: usize) -> (f64, f64) {
        let diffs: Vec<f64> = self.results[a].iter().zip(&self.results[b]).map(|(x, y)| x - y).collect();
        mean_and_error(&diffs)
    }
}

/// The mean of `xs` and its standard error.
pub fn mean_and_error(xs: &[f64]) -> (f64, f64) {
    let n = xs.len().max(1) as f64;
    let m = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|d| (d - m) * (d - m)).sum::<f64>() / (n - 1.0).max(1.0);
    (m, (var / n).sqrt())
}

impl std::fmt::Debug for Oracle<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Oracle").field("horizon", &self.horizon).finish_non_exhaustive()
    }
}

impl Oracle<'_> {
    /// Weighs the positions `ends` (each the end of `me`'s turn from `at`) by `rounds`
    /// rollouts each, on the same dice round by round, seeded by `at` and `seed`.
    pub fn weigh(&self, at: &Position, me: Side, ends: &[Position], rounds: u32, seed: u64) -> Weighed {
        let mut results = vec![Vec::with_capacity(rounds as usize); ends.len()];
        let mut nodes = 0;
        for round in 0..rounds {
            let dice_seed = hash_of(at) ^ seed ^ (round as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15);
            for (k, end) in ends.iter().enumerate() {
                let mut dice = SeededDice::new(dice_seed);
                results[k].push(self.play_on(end.clone(), me, &mut dice, &mut nodes));
            }
        }
        Weighed { results, nodes }
    }

    /// `me`'s result of the game played on from `pos` on `dice`, `horizon` turns.
    pub fn play_on(&self, mut pos: Position, me: Side, dice: &mut SeededDice, nodes: &mut u64) -> f64 {
        let start = pos.turns();
        loop {
            match pos.expect() {
                Expect::Over => break,
                Expect::Throw { dice: n, .. } => {
                    if *pos.phase() == (Phase::Throw { fixed: 0 }) && pos.turns() - start >= self.horizon {
                        break;
                    }
                    let faces = throw_dice(&pos, dice, n);
                    pos.throw(&faces).checked("the engine asked for this throw");
                }
                Expect::Move { side } => {
                    if *pos.phase() == Phase::Rerolls {
                        // Keep or throw again, judged by the learned score (`ai::best`).
                        let mv = ai::best(&pos, false, self.score);
                        *nodes += 1;
                        pos.play(mv).checked("the score's choice is legal");
                        continue;
                    }
                    let outcomes = every_turn(&pos);
                    *nodes += outcomes.len() as u64;
                    let best = outcomes
                        .into_iter()
                        .map(|(_, p)| (self.score.evaluate(&p, side), p))
                        .reduce(|a, b| if b.0 > a.0 { b } else { a })
                        .map(|(_, p)| p);
                    match best {
                        Some(p) => pos = p,
                        None => break,
                    }
                }
            }
        }
        *nodes += 1;
        ai::chance(&pos, me, self.score)
    }
}

/// What cutting the rollouts short changes, measured on `positions` positions of
/// games of `variant` between greedy and the expert (seeds `seed`, `seed` + 1, ...):
/// at each, the best `WIDTH` turns by the score are weighed `rounds` times cut at
/// `horizons[0]` and at `horizons[1]` (`TO_THE_END`: played to the end) on the same
/// dice, and each turn's difference from the first is compared.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Truncation {
    pub positions: usize,
    /// The root mean square of (difference cut short − difference at the longer
    /// horizon) over every turn compared, less what the rollouts' own noise adds to
    /// it (the mean of its squared standard errors): the truncation's own change.
    pub change: f64,
    /// The share of turns compared whose change is beyond two standard errors (about
    /// 5 % where cutting short changes nothing).
    pub beyond_two: f64,
    /// The mean standard error of a difference at the longer horizon at these rounds:
    /// the noise the change is set against.
    pub noise: f64,
    /// The same, cut short.
    pub noise_cut: f64,
    /// Positions where both find the same best turn.
    pub same_best: usize,
    /// Positions scored a rollout, cut short and to the end.
    pub nodes_cut: f64,
    pub nodes_end: f64,
}

/// Turns by score weighed at each position of `truncation`.
pub const WIDTH: usize = 4;

pub fn truncation(
    variant: Variant,
    score: &dyn Score,
    positions: usize,
    rounds: u32,
    horizons: [u32; 2],
    seed: u64,
) -> Truncation {
    let cut = Oracle { score, horizon: horizons[0] };
    let end = Oracle { score, horizon: horizons[1] };
    let (mut changes, mut noises, mut noises_cut, mut same_best) = (Vec::new(), Vec::new(), Vec::new(), 0);
    let (mut nodes_cut, mut nodes_end) = (0u64, 0u64);
    let mut seen = 0;
    greedy_expert_choices(variant, seed, positions, 4, |_, pos| {
        let me = pos.turn();
        let mut ends: Vec<Position> = every_turn(pos).into_iter().map(|(_, p)| p).collect();
        let values: Vec<f64> = ends.iter().map(|p| score.evaluate(p, me)).collect();
        let mut order: Vec<usize> = (0..ends.len()).collect();
        crate::engine::order::sort_by_key(&mut order, |&i| -values[i]);
        ends = order.iter().take(WIDTH).map(|&i| ends[i].clone()).collect();
        let a = cut.weigh(pos, me, &ends, rounds, seed);
        let b = end.weigh(pos, me, &ends, rounds, seed);
        nodes_cut += a.nodes;
        nodes_end += b.nodes;
        for k in 1..ends.len() {
            noises_cut.push(a.difference(k, 0).1);
            noises.push(b.difference(k, 0).1);
            // Round by round, the cut difference less the longer one.
            let x: Vec<f64> = (0..rounds as usize)
                .map(|r| (a.results[k][r] - a.results[0][r]) - (b.results[k][r] - b.results[0][r]))
                .collect();
            changes.push(mean_and_error(&x));
        }
        same_best += usize::from(a.best() == b.best());
        seen += 1;
    });
    let n = changes.len().max(1) as f64;
    let square = changes.iter().map(|(m, se)| m * m - se * se).sum::<f64>() / n;
    let rollouts = (seen * WIDTH) as f64 * rounds as f64;
    Truncation {
        positions: seen,
        change: square.max(0.0).sqrt(),
        beyond_two: changes.iter().filter(|(m, se)| m.abs() > 2.0 * se).count() as f64 / n,
        noise: noises.iter().sum::<f64>() / n,
        noise_cut: noises_cut.iter().sum::<f64>() / n,
        same_best,
        nodes_cut: nodes_cut as f64 / rollouts,
        nodes_end: nodes_end as f64 / rollouts,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sahkku::ai::Weights;

    fn a_turn(v: Variant) -> Position {
        let mut pos = Position::new(v.rules());
        let mut dice = SeededDice::new(3);
        // Play greedy turns until a side has a few ways to finish its turn.
        loop {
            match pos.expect() {
                Expect::Throw { dice: n, .. } => {
                    let faces = throw_dice(&pos, &mut dice, n);
                    pos.throw(&faces).checked("asked");
                }
                Expect::Move { .. }
                    if *pos.phase() != Phase::Rerolls && every_turn(&pos).len() >= 3 && pos.turns() > 6 =>
                {
                    return pos
                }
                Expect::Move { .. } => {
                    let mv = ai::best(&pos, false, &Weights::TUNED);
                    pos.play(mv).checked("legal");
                }
                Expect::Over => unreachable!("a game has turns with a choice"),
            }
        }
    }

    /// A rollout cut at no turns is the learned score's own chance; weighing is the
    /// same on the same seed; the paired difference of a turn with itself is nothing.
    #[test]
    fn a_rollout_of_no_turns_is_the_scores_chance_and_weighing_repeats() {
        let pos = a_turn(Variant::Lagesvuon);
        let me = pos.turn();
        let score = Weights::TUNED;
        let ends: Vec<Position> = every_turn(&pos).into_iter().map(|(_, p)| p).take(3).collect();
        let none = Oracle { score: &score, horizon: 0 };
        let w = none.weigh(&pos, me, &ends, 2, 1);
        for (k, end) in ends.iter().enumerate() {
            assert_eq!(w.mean(k), ai::chance(end, me, &score));
        }
        let oracle = Oracle { score: &score, horizon: 6 };
        let a = oracle.weigh(&pos, me, &ends, 8, 5);
        assert_eq!(a, oracle.weigh(&pos, me, &ends, 8, 5));
        assert!(a.results.iter().flatten().all(|r| (0.0..=1.0).contains(r)));
        assert_eq!(a.difference(1, 1), (0.0, 0.0));
        let (d, se) = a.difference(a.best(), 0);
        assert!(d >= 0.0 && se >= 0.0);
    }
}
