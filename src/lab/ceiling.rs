//! How well the winner can be foretold from a position at all (`lab ceiling`): the
//! measure of how much room a better score has in a family.
//!
//! From positions of self-play games (those `lab fit` weighs: greedy with the tuned
//! weights, a share of sub-moves random, one position a game, at the start of a turn),
//! many games are played on by the greedy level on both sides (or another level: a
//! family where greedy's games are unlike stronger play's is better judged by the
//! expert's), each on dice of its own.
//! Half of them give each position's share of wins; the other half are the outcomes
//! foretold. The log loss of those shares is about the least any score can reach in
//! foretelling greedy play's winner from the position (a little above it: a share of a
//! hundred games is itself a little off). Beside it, the log loss of the scores of
//! the greedy level and of the expert, each through a logistic at its best scale, and
//! of a coin (ln 2). A score near the shares has little left to learn; a score far
//! above them has room (README, "The lab command line").
//!
//! Beside them, the chances the game review reads, as they are (no scale fitted): the
//! expert's score through its own logistic (`ai::chance`) and, in a family that ships
//! one, the learned score's (`net::Net::chance`). The lower of the two tells luck from
//! skill the more truly.

use crate::engine::dice::{DiceSource, SeededDice};
use crate::engine::sahkku::ai::{self, evaluate_with, Weights};
use crate::engine::sahkku::levels::{self, Level};
use crate::engine::sahkku::net::Net;
use crate::engine::sahkku::play::play_out;
use crate::engine::sahkku::{Expect, Outcome, Phase, Position, Side, Variant};
use serde::Serialize;

/// One position as measured: the score of each level for the side that throws next,
/// and that side's results in the games played on from it (1 a win, 0 a loss, one half
/// a draw), the two halves apart.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayedOn {
    pub greedy_score: f64,
    pub expert_score: f64,
    /// The chances the review would read: the expert's logistic, the learned score's.
    pub expert_chance: f64,
    pub learned_chance: Option<f64>,
    pub shares_from: Vec<f64>,
    pub foretold: Vec<f64>,
}

/// What `lab ceiling` prints: mean log losses (nats a game foretold), lower is better.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Ceiling {
    pub variant: &'static str,
    pub positions: usize,
    pub playouts: usize,
    pub seed: u64,
    /// The level that plays the games on, on both sides.
    pub played_by: &'static str,
    /// A coin: ln 2.
    pub coin: f64,
    /// Each position's share of wins in the first half of its games.
    pub shares: f64,
    /// The greedy level's score (the hand-set weights) at its best scale.
    pub greedy_score: f64,
    /// The expert's score (its family's weights) at its best scale.
    pub expert_score: f64,
    /// The points of each score that make a 73 % chance (the best scales).
    pub greedy_scale: f64,
    pub expert_scale: f64,
    /// The expert's chance as the review reads it (`ai::chance`, its own scale).
    pub expert_chance: f64,
    /// The learned score's chance, as it is, where the family ships one (`net::shipped`).
    pub learned_chance: Option<f64>,
}

/// How `measure` plays: `positions` positions of `variant`, each played on `playouts`
/// times by `by` on both sides (half for the shares, half foretold), from `seed`.
#[derive(Clone, Copy, Debug)]
pub struct Measure {
    pub variant: Variant,
    pub positions: usize,
    pub playouts: usize,
    pub seed: u64,
    pub by: Level,
}

/// The ceiling as `m` measures it; `learned` is the family's learned score, where it
/// has one.
pub fn measure(m: Measure, learned: Option<&Net>) -> Ceiling {
    let Measure { variant, positions, playouts, seed, by } = m;
    let data: Vec<PlayedOn> = (0..positions as u64).map(|g| position(m, g, learned)).collect();
    let shares = mean_loss(&data, share);
    let (greedy_k, greedy_score) = best_scale(&data, |p| p.greedy_score);
    let (expert_k, expert_score) = best_scale(&data, |p| p.expert_score);
    Ceiling {
        variant: variant.id(),
        positions,
        playouts,
        seed,
        played_by: by.id(),
        coin: std::f64::consts::LN_2,
        shares,
        greedy_score,
        expert_score,
        greedy_scale: 1.0 / greedy_k,
        expert_scale: 1.0 / expert_k,
        expert_chance: mean_loss(&data, |p| p.expert_chance),
        learned_chance: learned.map(|_| mean_loss(&data, |p| p.learned_chance.expect("read where a net is given"))),
    }
}

/// Game `g`'s position and the games played on from it.
fn position(m: Measure, g: u64, learned: Option<&Net>) -> PlayedOn {
    let Measure { variant, playouts, seed, by, .. } = m;
    let mut starts = Vec::new();
    let (_, mut dice) = super::fit::self_play(variant, seed, g, super::fit::EXPLORE, |pos| {
        if *pos.phase() == (Phase::Throw { fixed: 0 }) && pos.turns() > 0 {
            starts.push(pos.clone());
        }
    });
    // A game over before its first turn has no start: its opening position stands in.
    let start =
        if starts.is_empty() { Position::new(variant.rules()) } else { starts.swap_remove(dice.below(starts.len())) };
    let next = match start.expect() {
        Expect::Throw { side, .. } => side,
        _ => start.turn(),
    };
    let results: Vec<f64> = (0..playouts as u64)
        .map(|k| play_on(start.clone(), next, by, &mut SeededDice::for_game(seed ^ ((g + 1) << 32), k)))
        .collect();
    let (shares_from, foretold) = results.split_at(playouts / 2);
    PlayedOn {
        greedy_score: evaluate_with(&start, next, &Weights::HAND),
        expert_score: evaluate_with(&start, next, Weights::tuned_for(start.rules())),
        expert_chance: ai::chance(&start, next, Weights::tuned_for(start.rules())),
        learned_chance: learned.map(|n| ai::chance(&start, next, n)),
        shares_from: shares_from.to_vec(),
        foretold: foretold.to_vec(),
    }
}

/// Plays `pos` to its end, `by` on both sides: `me`'s result.
fn play_on(mut pos: Position, me: Side, by: Level, dice: &mut SeededDice) -> f64 {
    play_out(&mut pos, dice, |p, _, d| levels::choose(p, by, d), None, |_| {});
    match pos.outcome() {
        Some(Outcome::Win { winner, .. }) if winner == me => 1.0,
        Some(Outcome::Win { .. }) => 0.0,
        _ => 0.5,
    }
}

/// The position's share of wins in the first half of its games, pulled in a little
/// (Laplace's rule) so that one unforeseen result after none or all is not an
/// infinite loss.
fn share(p: &PlayedOn) -> f64 {
    (p.shares_from.iter().sum::<f64>() + 1.0) / (p.shares_from.len() as f64 + 2.0)
}

/// Mean log loss over every game foretold of the chance `chance` gives its position.
fn mean_loss(data: &[PlayedOn], chance: impl Fn(&PlayedOn) -> f64) -> f64 {
    let (mut total, mut n) = (0.0, 0usize);
    for p in data {
        let c = chance(p).clamp(1e-12, 1.0 - 1e-12);
        for &y in &p.foretold {
            total -= y * c.ln() + (1.0 - y) * (1.0 - c).ln();
            n += 1;
        }
    }
    total / n.max(1) as f64
}

/// The multiple `k` of the score for which `1 / (1 + e^(-k score))` foretells best,
/// and that log loss. The loss is convex in `k`, so its slope is bisected: Newton's
/// method overshoots where scores run to hundreds of points.
fn best_scale(data: &[PlayedOn], score: impl Fn(&PlayedOn) -> f64) -> (f64, f64) {
    let sigmoid = |x: f64| 1.0 / (1.0 + (-x).exp());
    let slope = |k: f64| -> f64 {
        let mut g = 0.0;
        for p in data {
            let s = score(p);
            let c = sigmoid(k * s);
            g += p.foretold.iter().map(|&y| (c - y) * s).sum::<f64>();
        }
        g
    };
    let (mut lo, mut hi) = (-10.0, 10.0);
    for _ in 0..100 {
        let mid = (lo + hi) / 2.0;
        if slope(mid) > 0.0 {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    let k = (lo + hi) / 2.0;
    (k, mean_loss(data, |p| sigmoid(k * score(p))))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A position's games are played on every time on the same dice, so a
    /// measurement repeats (a measure is computed from its positions alone, so two
    /// of them played twice show it, at an eighth of the cost of measuring twice);
    /// the shares foretell better than a coin, and so does the expert's score, the
    /// higher the likelier a win. (So few games tell little of greedy's score: 100
    /// positions are needed for its scale to come out right.)
    #[test]
    fn the_ceiling_repeats_and_the_shares_and_scores_beat_a_coin() {
        let m = Measure { variant: Variant::Lagesvuon, positions: 16, playouts: 24, seed: 3, by: Level::Greedy };
        for g in [0, 11] {
            assert_eq!(position(m, g, None), position(m, g, None));
        }
        // Played on by another level, the same positions have other games.
        let random = Measure { by: Level::Random, ..m };
        assert_ne!(position(m, 0, None).foretold, position(random, 0, None).foretold);
        let a = measure(m, None);
        assert!(a.shares < a.coin, "{a:?}");
        assert!(a.expert_score < a.coin && a.expert_scale > 0.0, "{a:?}");
        assert!(a.expert_chance < a.coin && a.learned_chance.is_none(), "{a:?}");
    }

    /// The shares' log loss is that of a known chance when the games foretold are
    /// the chance's own: positions won in a quarter of their games score the
    /// entropy of a quarter, and a score that tells nothing its best is the coin's
    /// loss at the overall share.
    #[test]
    fn the_log_losses_are_those_of_the_chances_given() {
        let quarter = |s: f64| PlayedOn {
            greedy_score: s,
            expert_score: 0.0,
            expert_chance: 0.5,
            learned_chance: None,
            shares_from: vec![1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0],
            foretold: vec![1.0, 0.0, 0.0, 0.0],
        };
        let data = vec![quarter(-1.0), quarter(-1.0)];
        let entropy = -(0.25f64 * 0.25f64.ln() + 0.75 * 0.75f64.ln());
        // The shares from 2 of 10 with Laplace's rule: a quarter (3 / 12).
        assert!((mean_loss(&data, share) - entropy).abs() < 1e-12);
        // A score of -1 everywhere at its best scale gives the chance a quarter.
        let (k, loss) = best_scale(&data, |p| p.greedy_score);
        assert!((loss - entropy).abs() < 1e-9, "{k} {loss}");
        assert!((1.0 / (1.0 + k.exp()) - 0.25).abs() < 1e-6, "{k}");
    }
}
