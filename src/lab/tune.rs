//! Tuning the weights of the computer's score by self-play (`lab tune`), so that the
//! expert's evaluation is measured, not only set by hand.
//!
//! The procedure, repeatable from its seed: start from the hand-set weights (or the
//! tuned ones, to tune one family further: `Weights::tuned_for`); for each
//! weight in turn, try it larger and smaller by a step; a trial plays the greedy level
//! with the changed weights against the greedy level with the current ones, in every
//! family given, `games` games a family (half from each seat, game k of both halves on
//! the same dice); the change is kept only when its score's 95 % Wilson interval lies
//! wholly above one half. Each pass halves the step. The greedy level is the judge
//! by default because it plays by the score alone (one whole turn, no look-ahead) and
//! plays hundreds of games a second: what makes its choices better makes the score
//! better. The expert may judge instead (`Judge::Expert`, about 8 games a second):
//! its look-ahead sees the opponent's answers itself, so the weights that serve it best
//! (the threats above all, which the look-ahead partly counts again) need not be
//! greedy's, and the expert's weights are the master's too.

use super::stats::wilson_of;
use crate::engine::dice::SeededDice;
use crate::engine::sahkku::ai::{self, Weights};
use crate::engine::sahkku::play::play_out;
use crate::engine::sahkku::{Outcome, Position, Side, Variant};
use serde::Serialize;
use std::collections::BTreeMap;

/// The level both sides of a trial play, each with its weights.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Judge {
    Greedy,
    Expert,
}

/// One trial: a weight changed from `from` to `to`, and how the change scored.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Trial {
    pub weight: &'static str,
    pub from: f64,
    pub to: f64,
    pub games: u64,
    /// The changed weights' score (a draw is half a win) and its 95 % interval.
    pub score: f64,
    pub score_ci95: (f64, f64),
    pub kept: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Tuning {
    pub families: Vec<&'static str>,
    pub judge: Judge,
    pub games_per_family: u64,
    pub seed: u64,
    pub passes: u32,
    pub trials: Vec<Trial>,
    /// The weights found, by name.
    pub weights: BTreeMap<&'static str, f64>,
    #[serde(skip)]
    pub found: Weights,
}

/// Runs the procedure above from `start`; `progress` hears of each trial as it ends.
#[allow(clippy::too_many_arguments)]
pub fn tune(
    families: &[Variant],
    judge: Judge,
    games: u64,
    seed: u64,
    passes: u32,
    start: Weights,
    mut progress: impl FnMut(&Trial),
) -> Tuning {
    let mut current = start;
    let mut trials = Vec::new();
    let mut step = 1.5f64;
    let varies = terms_that_vary(families);
    for pass in 0..passes {
        for (i, &name) in Weights::NAMES.iter().enumerate() {
            // A step is a factor: a weight at 0 (the tempo) stays where it is. A term
            // the families' games never vary (a queen where there are none) cannot
            // change a game: its trial would only cost time.
            if current.get(i) == 0.0 || !varies[i] {
                continue;
            }
            for factor in [step, 1.0 / step] {
                let mut changed = current;
                changed.set(i, current.get(i) * factor);
                // Each trial its own dice, so that no change is judged on one lucky set.
                let trial_seed = seed ^ ((pass as u64) << 40 | (i as u64) << 8 | (factor > 1.0) as u64);
                let (score, n) = duel(families, judge, games, trial_seed, &changed, &current);
                let ci = wilson_of(score * n as f64, n as f64);
                let kept = ci.0 > 0.5;
                let trial = Trial {
                    weight: name,
                    from: current.get(i),
                    to: changed.get(i),
                    games: n,
                    score,
                    score_ci95: ci,
                    kept,
                };
                progress(&trial);
                trials.push(trial);
                if kept {
                    current = changed;
                    break;
                }
            }
        }
        step = 1.0 + (step - 1.0) / 2.0;
    }
    let weights = Weights::NAMES.iter().enumerate().map(|(i, &n)| (n, current.get(i))).collect();
    Tuning {
        families: families.iter().map(|v| v.id()).collect(),
        judge,
        games_per_family: games,
        seed,
        passes,
        trials,
        weights,
        found: current,
    }
}

/// Which of the score's terms are ever other than 0 in the positions of a few games
/// of `families` (`fit::sample`'s: greedy, some moves random).
fn terms_that_vary(families: &[Variant]) -> [bool; ai::FEATURES] {
    let mut varies = [false; ai::FEATURES];
    for &v in families {
        for (f, _) in super::fit::sample(v, 40, 1, 0.1) {
            for (seen, x) in varies.iter_mut().zip(f) {
                *seen |= x != 0.0;
            }
        }
    }
    varies
}

/// The score of the `judge` level with `a` against the same level with `b` over
/// `games` games a family, and the number of games.
pub fn duel(families: &[Variant], judge: Judge, games: u64, seed: u64, a: &Weights, b: &Weights) -> (f64, u64) {
    let deep = judge == Judge::Expert;
    let mut points = 0.0;
    let mut played = 0;
    for v in families {
        for k in 0..games {
            // Game k//2 of a family on the same dice from both seats.
            let a_side = if k % 2 == 0 { Side::One } else { Side::Two };
            let mut pos = Position::new(v.rules());
            let family = v.id().bytes().fold(0u64, |h, b| h.wrapping_mul(31) ^ b as u64);
            let mut dice = SeededDice::for_game(seed ^ family << 20, k / 2);
            play_out(
                &mut pos,
                &mut dice,
                |p, _, _| ai::best(p, deep, if p.turn() == a_side { a } else { b }),
                None,
                |_| {},
            );
            points += match pos.outcome() {
                Some(Outcome::Win { winner, .. }) if winner == a_side => 1.0,
                Some(Outcome::Win { .. }) => 0.0,
                _ => 0.5,
            };
            played += 1;
        }
    }
    (points / played.max(1) as f64, played)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same weights against themselves score one half, seat for seat on the same
    /// dice (each deal is played from both seats).
    #[test]
    fn equal_weights_score_about_even() {
        let (score, n) = duel(&[Variant::Lagesvuon], Judge::Greedy, 20, 5, &Weights::HAND, &Weights::HAND);
        assert_eq!(n, 20);
        assert!((0.3..=0.7).contains(&score), "{score}");
    }

    /// A trial is kept only when the change wins clearly: weights that throw the
    /// material away lose, so tuning from them moves back toward sense.
    #[test]
    fn a_clearly_better_change_is_kept_and_a_worse_one_is_not() {
        let mut bad = Weights::HAND;
        bad.set(0, 0.5); // an active soldier worth almost nothing
        let (score, _) = duel(&[Variant::Gavkevuotna], Judge::Greedy, 40, 9, &Weights::HAND, &bad);
        assert!(score > 0.6, "sensible weights beat senseless ones: {score}");
    }

    /// The expert judges with its look-ahead: the same senseless weights lose to sense
    /// in its games too (few of them: an expert's game is slow in a test build).
    #[test]
    fn the_expert_judges_a_change_by_its_own_games() {
        let mut bad = Weights::HAND;
        bad.set(0, 0.5);
        let (score, n) = duel(&[Variant::Lagesvuon], Judge::Expert, 4, 9, &Weights::HAND, &bad);
        assert_eq!(n, 4);
        assert!(score >= 0.75, "sensible weights beat senseless ones: {score}");
    }
}
