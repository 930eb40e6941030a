//! `lab errors`: every level's error rate, measured against an oracle stronger than
//! any level (docs/ai.md, "The error rates").
//!
//! Positions come from games between the greedy level, the expert and the master (each
//! pair in turn, both sides), one turn in `EVERY` where the side to play has a choice
//! (forced turns are left out, as backgammon programs leave them out). At each, every
//! level's whole turn is asked for (the master at its normal budget, with its family's
//! learned score: the hint's best turn), and the oracle (`lab::oracle`) weighs those
//! turns and the best `WIDTH` by the learned score, `rollouts` rounds each on the same
//! dice for every turn (common random numbers: the differences between turns are
//! measured far more closely than the turns). A level's error at the position is the
//! oracle's best turn's chance less its own turn's.
//!
//! Every position measures all four levels, so the levels are compared on the same
//! positions, and the oracle's noise is measured with them: the standard error of each
//! error from its rollouts' paired differences.

use crate::engine::dice::SeededDice;
use crate::engine::hash::of as hash_of;
use crate::engine::sahkku::ai::Score;
use crate::engine::sahkku::levels::Level;
use crate::engine::sahkku::master::{self, Params, Player};
use crate::engine::sahkku::net::Net;
use crate::engine::sahkku::turns::{every_turn, turn_ended};
use crate::engine::sahkku::{levels, Position, Variant};
use crate::engine::Checked;
use crate::lab::oracle::{Oracle, HORIZON};
use crate::lab::walk::walk_turns;
use serde::{Deserialize, Serialize};
use std::ops::ControlFlow;

/// The turns by learned score the oracle weighs beside the levels' own.
pub const WIDTH: usize = 4;
/// One turn in this many with a choice is measured.
pub const EVERY: u32 = 4;
/// The levels measured, in the ladder's order.
pub const LEVELS: [Level; 4] = Level::ALL;

/// One decision as measured: each level's error (the oracle's best share of wins less
/// its turn's) and that error's standard error from the rollouts, in `LEVELS`' order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decision {
    pub errors: [f64; 4],
    pub noise: [f64; 4],
    /// Ways to finish the turn.
    pub turns: usize,
}

/// The game the positions of game number `game` come from: each ordered pair of the
/// greedy level, the expert and the master in turn.
fn pairing(game: u64) -> [Level; 2] {
    const PLAYERS: [Level; 3] = [Level::Greedy, Level::Expert, Level::Master];
    let g = (game % 9) as usize;
    [PLAYERS[g % 3], PLAYERS[g / 3]]
}

/// The decisions measured in game number `game` of `variant` (dice of that seed),
/// `rollouts` a turn weighed, scored by `net` where the family ships one; `most` at most.
pub fn measure_game(variant: Variant, game: u64, net: Option<&Net>, rollouts: u32, most: usize) -> Vec<Decision> {
    let levels = pairing(game);
    // The master of the games themselves thinks a sixth as long: they only lead to the
    // positions; the master measured at each thinks for as long as in the app.
    let mut masters = [Player::new(master::NODES / 6), Player::new(master::NODES / 6)];
    let mut out = Vec::new();
    let mut with_choice = 0u32;
    let choose = |pos: &Position, dice: &mut SeededDice| match levels[pos.turn().index()] {
        Level::Master => masters[pos.turn().index()].choose(pos, net),
        level => levels::choose(pos, level, dice),
    };
    walk_turns(variant, game, choose, |_, pos| {
        if every_turn(pos).len() > 1 {
            with_choice += 1;
            if with_choice % EVERY == 0 {
                out.push(measure(pos, net, rollouts));
            }
        }
        if out.len() >= most {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    out
}

/// Every level's error at `pos` (a turn with a choice), by the oracle.
pub fn measure(pos: &Position, net: Option<&Net>, rollouts: u32) -> Decision {
    let me = pos.turn();
    let params = Params::for_rules(pos.rules());
    let score: &dyn Score = params.score(net);
    let turns = every_turn(pos);
    // The oracle's turns: the best by the learned score, and each level's.
    let mut order: Vec<usize> = (0..turns.len()).collect();
    let values: Vec<f64> = turns.iter().map(|(_, p)| score.evaluate(p, me)).collect();
    crate::engine::order::sort_by_key(&mut order, |&i| -values[i]);
    let mut weighed: Vec<usize> = order.iter().copied().take(WIDTH).collect();
    let chosen: Vec<usize> = LEVELS
        .iter()
        .map(|&level| {
            let end = level_end(pos, level, net);
            let at = turns.iter().position(|(_, p)| hash_of(p) == hash_of(&end)).expect("a level's turn is a turn");
            if !weighed.contains(&at) {
                weighed.push(at);
            }
            at
        })
        .collect();
    let oracle = Oracle { score, horizon: HORIZON };
    let ends: Vec<Position> = weighed.iter().map(|&i| turns[i].1.clone()).collect();
    let w = oracle.weigh(pos, me, &ends, rollouts, 0);
    let best = w.best();
    let mut errors = [0.0; 4];
    let mut noise = [0.0; 4];
    for (k, &c) in chosen.iter().enumerate() {
        let at = weighed.iter().position(|&i| i == c).expect("every level's turn is weighed");
        (errors[k], noise[k]) = w.difference(best, at);
    }
    Decision { errors, noise, turns: turns.len() }
}

/// Where `level`'s whole turn from `pos` ends, as the app's level plays it (the
/// master at its normal budget, with the learned score where given).
pub fn level_end(pos: &Position, level: Level, net: Option<&Net>) -> Position {
    let turn = pos.turns();
    let mut p = pos.clone();
    if level == Level::Master {
        for mv in master::turn(pos, master::NODES, net) {
            p.play(mv).checked("the master's plan is legal");
        }
        return p;
    }
    let mut dice = SeededDice::new(hash_of(pos));
    while !turn_ended(&p, turn) {
        let mv = levels::choose(&p, level, &mut dice);
        p.play(mv).checked("a level plays a legal move");
    }
    p
}

/// A level's error rate over `decisions`: the mean, its 95 % interval over the
/// positions, and the oracle's own standard error in that mean.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Rate {
    pub level: &'static str,
    pub mean: f64,
    pub low: f64,
    pub high: f64,
    pub oracle_error: f64,
}

pub fn rates(decisions: &[Decision]) -> Vec<Rate> {
    let n = decisions.len().max(1) as f64;
    LEVELS
        .iter()
        .enumerate()
        .map(|(k, level)| {
            let xs: Vec<f64> = decisions.iter().map(|d| d.errors[k]).collect();
            let mean = xs.iter().sum::<f64>() / n;
            let var = xs.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / (n - 1.0).max(1.0);
            let half = 1.96 * (var / n).sqrt();
            let oracle_error = decisions.iter().map(|d| d.noise[k] * d.noise[k]).sum::<f64>().sqrt() / n;
            Rate { level: level.id(), mean, low: mean - half, high: mean + half, oracle_error }
        })
        .collect()
}

/// The master's error less the expert's, position by position: its mean and 95 %
/// interval (the two are measured on the same positions, so the pair is closer than
/// either).
pub fn master_less_expert(decisions: &[Decision]) -> (f64, f64, f64) {
    let n = decisions.len().max(1) as f64;
    let xs: Vec<f64> = decisions.iter().map(|d| d.errors[3] - d.errors[2]).collect();
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / (n - 1.0).max(1.0);
    let half = 1.96 * (var / n).sqrt();
    (mean, mean - half, mean + half)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A level that plays the oracle's best turn gives nothing away by the oracle's
    /// own measure: the error of the best is zero, and no error is below it.
    #[test]
    fn the_error_of_the_oracles_best_turn_is_zero_and_no_error_is_below_it() {
        let v = Variant::Lagesvuon;
        let decisions: Vec<Decision> = measure_game(v, 0, None, 4, 3);
        assert!(!decisions.is_empty());
        for d in &decisions {
            assert!(d.turns > 1, "forced turns are left out");
            assert!(d.errors.iter().all(|&e| e >= 0.0), "{:?}", d.errors);
        }
        let all_best = Decision { errors: [0.0; 4], noise: [0.0; 4], turns: 5 };
        assert!(rates(&[all_best.clone(), all_best]).iter().all(|r| r.mean == 0.0 && r.high == 0.0));
    }
}
