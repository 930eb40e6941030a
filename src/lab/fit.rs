//! Weighing the score's terms by how well they foretell the winner (`lab fit`): a
//! logistic regression of who won on the score's terms (`ai::features`), over the
//! positions of self-play games, each seen just before a throw.
//!
//! The games: the greedy level with the tuned weights on both sides, one sub-move in
//! `explore` chosen at random so that the positions are varied (a level playing its
//! own best alone sees few kinds of position). The fit: Newton's method on the log
//! loss with a light ridge, so that a term that never varies in a family stays at 0.
//! The result is the chance of winning as a logistic of the weighted terms; times
//! `SCALE` it is in the score's points (the master's scale: 40 points, 73 %).

use crate::engine::dice::{DiceSource, SeededDice};
use crate::engine::sahkku::ai::{self, Weights, FEATURES};
use crate::engine::sahkku::play::throw_dice;
use crate::engine::sahkku::{Expect, Outcome, Position, Variant};
use crate::engine::Checked;
use serde::Serialize;
use std::collections::BTreeMap;

/// Points of the score per unit of the logistic's argument.
pub const SCALE: f64 = ai::CHANCE_SCALE;

/// The share of sub-moves played at random in the self-play games, unless told
/// otherwise: so that the positions are varied.
pub const EXPLORE: f64 = 0.1;

/// One position: its terms, and the result for the side that throws next (1 a win,
/// 0 a loss, one half a draw).
pub type Sample = ([f64; FEATURES], f64);

/// The positions of `games` self-play games of `variant` from `seed`.
pub fn sample(variant: Variant, games: u64, seed: u64, explore: f64) -> Vec<Sample> {
    let mut out = Vec::new();
    for g in 0..games {
        let mut seen = Vec::new();
        let (end, _) = self_play(variant, seed, g, explore, |pos| seen.push(ai::features(pos)));
        let winner = match end.outcome() {
            Some(Outcome::Win { winner, .. }) => Some(winner),
            _ => None,
        };
        for (side, f) in seen {
            let y = match winner {
                Some(w) if w == side => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
            out.push((f, y));
        }
    }
    out
}

/// Self-play game `g` of `variant` from `seed`, as `lab fit` (and `lab ceiling`) take
/// their positions from: greedy with the tuned weights on both sides, a share `explore`
/// of sub-moves random. `before_throw` sees the position before every throw. Returns
/// the position at the end, and the game's dice (where they stopped).
pub fn self_play(
    variant: Variant,
    seed: u64,
    g: u64,
    explore: f64,
    mut before_throw: impl FnMut(&Position),
) -> (Position, SeededDice) {
    let mut dice = SeededDice::for_game(seed, g);
    let mut pos = Position::new(variant.rules());
    loop {
        match pos.expect() {
            Expect::Over => return (pos, dice),
            Expect::Throw { dice: n, .. } => {
                before_throw(&pos);
                let faces = throw_dice(&pos, &mut dice, n);
                pos.throw(&faces).checked("asked for");
            }
            Expect::Move { .. } => {
                let legal = pos.legal_moves();
                let random = dice.below(1_000_000) as f64 / 1e6 < explore;
                let mv = if random || legal.len() == 1 {
                    legal[dice.below(legal.len())]
                } else {
                    ai::best(&pos, false, &Weights::TUNED)
                };
                pos.play(mv).checked("legal");
            }
        }
    }
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

fn dot(a: &[f64; FEATURES], b: &[f64; FEATURES]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// Mean log loss of the coefficients `c` (in the logistic's units) on `data`.
pub fn log_loss(data: &[Sample], c: &[f64; FEATURES]) -> f64 {
    let eps = 1e-12;
    let total: f64 = data
        .iter()
        .map(|(f, y)| {
            let p = sigmoid(dot(c, f)).clamp(eps, 1.0 - eps);
            -(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
        })
        .sum();
    total / data.len().max(1) as f64
}

/// The coefficients that fit `data` best (logistic regression, ridge `l2`).
pub fn fit(data: &[Sample], l2: f64) -> [f64; FEATURES] {
    fit_keeping(data, l2, &[None; FEATURES])
}

/// `fit`, with the coefficients given in `kept` held at their values.
pub fn fit_keeping(data: &[Sample], l2: f64, kept: &[Option<f64>; FEATURES]) -> [f64; FEATURES] {
    let mut c = kept.map(|k| k.unwrap_or(0.0));
    for _ in 0..30 {
        let mut grad = [0.0; FEATURES];
        let mut hess = [[0.0; FEATURES]; FEATURES];
        for (f, y) in data {
            let p = sigmoid(dot(&c, f));
            let w = p * (1.0 - p);
            for i in 0..FEATURES {
                grad[i] += (p - y) * f[i];
                for j in 0..FEATURES {
                    hess[i][j] += w * f[i] * f[j];
                }
            }
        }
        for i in 0..FEATURES {
            grad[i] += l2 * c[i];
            hess[i][i] += l2;
            // A kept coefficient does not move: its row and column say so.
            if kept[i].is_some() {
                grad[i] = 0.0;
                hess[i] = [0.0; FEATURES];
                for row in hess.iter_mut() {
                    row[i] = 0.0;
                }
                hess[i][i] = 1.0;
            }
        }
        let step = solve(hess, grad);
        let mut largest: f64 = 0.0;
        for i in 0..FEATURES {
            c[i] -= step[i];
            largest = largest.max(step[i].abs());
        }
        if largest < 1e-9 {
            break;
        }
    }
    c
}

/// The best multiple of `c` (its direction kept): how well a score already chosen
/// foretells the winner once its scale is right.
pub fn fit_scale(data: &[Sample], c: &[f64; FEATURES]) -> f64 {
    let mut k = 0.0;
    for _ in 0..50 {
        let (mut g, mut h) = (0.0, 1e-9);
        for (f, y) in data {
            let s = dot(c, f);
            let p = sigmoid(k * s);
            g += (p - y) * s;
            h += p * (1.0 - p) * s * s;
        }
        k -= g / h;
    }
    k
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting.
fn solve(mut a: [[f64; FEATURES]; FEATURES], mut b: [f64; FEATURES]) -> [f64; FEATURES] {
    for col in 0..FEATURES {
        let pivot = (col..FEATURES).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs())).unwrap_or(col);
        a.swap(col, pivot);
        b.swap(col, pivot);
        let d = a[col][col];
        if d.abs() < 1e-12 {
            continue;
        }
        let pivot_row = a[col];
        for row in col + 1..FEATURES {
            let m = a[row][col] / d;
            for (x, p) in a[row][col..].iter_mut().zip(&pivot_row[col..]) {
                *x -= m * p;
            }
            b[row] -= m * b[col];
        }
    }
    let mut x = [0.0; FEATURES];
    for row in (0..FEATURES).rev() {
        let s: f64 = (row + 1..FEATURES).map(|k| a[row][k] * x[k]).sum();
        x[row] = if a[row][row].abs() < 1e-12 { 0.0 } else { (b[row] - s) / a[row][row] };
    }
    x
}

/// What `lab fit` prints.
#[derive(Clone, Debug, Serialize)]
pub struct Fitting {
    pub variant: &'static str,
    pub games: u64,
    pub seed: u64,
    pub explore: f64,
    /// The weights held at the expert's (not fitted).
    pub kept: Vec<&'static str>,
    /// Positions fitted on, and checked on (from other games).
    pub positions: usize,
    pub check_positions: usize,
    /// Mean log loss on the check positions: of a coin (ln 2), of the tuned weights
    /// and of the expert's for the family (each at its best scale), and of the fitted
    /// weights.
    pub loss_coin: f64,
    pub loss_tuned: f64,
    pub loss_expert: f64,
    pub loss_fitted: f64,
    /// The expert's weights' best scale, in points of the score per unit of the logistic.
    pub expert_points_per_unit: f64,
    /// The weights found, in points (`SCALE` per unit of the logistic), by name.
    pub fitted: BTreeMap<&'static str, f64>,
    #[serde(skip)]
    pub found: Weights,
}

/// Fits the weights of `variant` on `games` games from `seed` and checks them on half as
/// many others.
pub fn run(variant: Variant, games: u64, seed: u64, explore: f64, keep: &[usize]) -> Fitting {
    let train = sample(variant, games, seed, explore);
    let check = sample(variant, (games / 2).max(1), seed ^ 0x5eed_5eed, explore);
    let expert = Weights::tuned_for(&variant.rules()).as_array();
    let mut kept = [None; FEATURES];
    for &i in keep {
        kept[i] = Some(expert[i] / SCALE);
    }
    let c = fit_keeping(&train, 1.0, &kept);
    let k = fit_scale(&train, &expert);
    let tuned = Weights::TUNED.as_array();
    let tuned_k = fit_scale(&train, &tuned);
    let found = Weights::from_array(c.map(|x| x * SCALE));
    Fitting {
        variant: variant.id(),
        games,
        seed,
        explore,
        kept: keep.iter().map(|&i| Weights::NAMES[i]).collect(),
        positions: train.len(),
        check_positions: check.len(),
        loss_coin: log_loss(&check, &[0.0; FEATURES]),
        loss_tuned: log_loss(&check, &tuned.map(|x| x * tuned_k)),
        loss_expert: log_loss(&check, &expert.map(|x| x * k)),
        loss_fitted: log_loss(&check, &c),
        expert_points_per_unit: 1.0 / k,
        fitted: Weights::NAMES.iter().enumerate().map(|(i, &n)| (n, found.get(i))).collect(),
        found,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fit recovers the weights that made the data: outcomes drawn from a logistic
    /// of known weights on two terms.
    #[test]
    fn a_fit_recovers_known_weights() {
        let mut dice = SeededDice::new(3);
        let truth = [0.8, -0.5];
        let mut data = Vec::new();
        for _ in 0..20_000 {
            let mut f = [0.0; FEATURES];
            f[0] = dice.below(11) as f64 - 5.0;
            f[1] = dice.below(7) as f64 - 3.0;
            f[FEATURES - 1] = 1.0;
            let p = sigmoid(truth[0] * f[0] + truth[1] * f[1]);
            let y = if (dice.below(1_000_000) as f64) < p * 1e6 { 1.0 } else { 0.0 };
            data.push((f, y));
        }
        let c = fit(&data, 1.0);
        assert!((c[0] - 0.8).abs() < 0.05 && (c[1] + 0.5).abs() < 0.05, "{c:?}");
        // Terms that never vary stay at 0 (the ridge), and the fit beats a coin.
        assert_eq!(c[3], 0.0);
        assert!(log_loss(&data, &c) < log_loss(&data, &[0.0; FEATURES]));
        // A kept weight stays where it was put; the others fit around it.
        let mut kept = [None; FEATURES];
        kept[0] = Some(0.8);
        let k = fit_keeping(&data, 1.0, &kept);
        assert_eq!(k[0], 0.8);
        assert!((k[1] + 0.5).abs() < 0.05, "{k:?}");
    }

    /// The positions of a fit are seen before a throw, one per turn, and their results
    /// are wins and losses of the side to throw.
    #[test]
    fn samples_are_the_positions_before_each_throw_with_their_result() {
        let data = sample(Variant::Lagesvuon, 4, 1, 0.1);
        assert!(data.len() > 40, "{}", data.len());
        assert!(data.iter().all(|(f, y)| f[FEATURES - 1] == 1.0 && (*y == 0.0 || *y == 0.5 || *y == 1.0)));
        assert_eq!(data, sample(Variant::Lagesvuon, 4, 1, 0.1), "the same seed, the same positions");
    }
}
