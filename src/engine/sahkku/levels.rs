//! The computer levels, by name, and the sub-move each plays:
//!
//! - `Random`: any legal sub-move.
//! - `Greedy`: the whole turn whose end position scores best (`ai/`).
//! - `Expert`: the best few turns rescored by the opponent's best answer to every
//!   throw (`ai/`).
//! - `Master` (`master.rs`): the expert's look-ahead over its best turns, then the
//!   game played on from the best few (rollouts on common dice). It thinks once per
//!   turn; the app gives it a time budget, everything else a node budget.
//!
//! (Above both `ai/` and `master.rs`, which the master builds on: the levels'
//! dispatch lives here so that neither needs the other both ways.)

use super::ai::{best, Score, Weights};
use super::board::Side;
use super::position::{Expect, Position, SubMove};
use super::record::Record;
use super::rules::Variant;
use crate::engine::dice::{DiceSource, SeededDice};
use crate::engine::Checked;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    Random,
    Greedy,
    Expert,
    Master,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Random, Level::Greedy, Level::Expert, Level::Master];

    pub fn id(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
            Level::Expert => "expert",
            Level::Master => "master",
        }
    }

    pub fn from_id(s: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.id() == s)
    }

    /// The message id of its name, in every `locales/*.ftl`.
    pub fn message_id(self) -> &'static str {
        match self {
            Level::Random => "sk-level-random",
            Level::Greedy => "sk-level-greedy",
            Level::Expert => "sk-level-expert",
            Level::Master => "sk-level-master",
        }
    }

    /// Whether it thinks away from the page (the app's thinking thread,
    /// `session::thinking`): the others decide in microseconds.
    pub fn thinks_long(self) -> bool {
        match self {
            Level::Random | Level::Greedy => false,
            Level::Expert | Level::Master => true,
        }
    }
}

/// The sub-move this level plays. `dice` is only used by `Random`.
pub fn choose(pos: &Position, level: Level, dice: &mut dyn DiceSource) -> SubMove {
    if let Some(m) = quick(pos, level, dice) {
        return m;
    }
    let legal = pos.legal_moves();
    assert!(!legal.is_empty(), "choose is called when a move is expected");
    if legal.len() == 1 {
        return legal[0];
    }
    match level {
        Level::Expert => best(pos, true, Weights::tuned_for(pos.rules())),
        // The first sub-move of its turn (a caller that plays the whole turn keeps the
        // rest: `master::Player`, the session's plan).
        Level::Master => super::master::turn(pos, super::master::NODES, None)[0],
        Level::Random | Level::Greedy => unreachable!("quick levels decided above"),
    }
}

/// The expert's sub-move when positions are scored by `score` (a trained network).
pub fn best_with(pos: &Position, score: &dyn Score) -> SubMove {
    let legal = pos.legal_moves();
    assert!(!legal.is_empty(), "a sub-move is asked for when a move is expected");
    if legal.len() == 1 {
        return legal[0];
    }
    best(pos, true, score)
}

/// The sub-move of a level that decides at once (not `thinks_long`): what the app's
/// page decides itself, without the players' module. `None` for the others.
pub fn quick(pos: &Position, level: Level, dice: &mut dyn DiceSource) -> Option<SubMove> {
    if level.thinks_long() {
        return None;
    }
    let legal = pos.legal_moves();
    assert!(!legal.is_empty(), "a sub-move is asked for when a move is expected");
    Some(match level {
        _ if legal.len() == 1 => legal[0],
        Level::Random => legal[dice.below(legal.len())],
        _ => best(pos, false, &Weights::HAND),
    })
}

/// A whole game of `variant` between two levels (side One's, then side Two's), thrown
/// and chosen on the dice of `seed`: its record and its end (the games reviews are
/// tested and timed on).
pub fn recorded_game(variant: Variant, levels: [Level; 2], seed: u64) -> (Record, Position) {
    let rules = variant.rules();
    let mut record = Record::new(variant, &rules);
    let mut pos = Position::new(rules);
    let mut dice = SeededDice::new(seed);
    loop {
        match pos.expect() {
            Expect::Throw { dice: n, .. } => {
                let faces = super::play::throw_dice(&pos, &mut dice, n);
                record.push_throw(&faces);
                pos.throw(&faces).checked("the dice asked for");
            }
            Expect::Move { side } => {
                let m = choose(&pos, levels[if side == Side::One { 0 } else { 1 }], &mut dice);
                record.push_move(&pos, m);
                pos.play(m).checked("a level plays a legal move");
            }
            Expect::Over => return (record, pos),
        }
    }
}
