//! What a position is made of and what a player decides: the pieces, the dice, the
//! phases of a turn, and the sub-moves.

use crate::engine::sahkku::board::{Cell, Side};
use crate::engine::sahkku::dice::Face;
use crate::engine::sahkku::event::Few;

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Soldier {
    /// Index on its side's path (see `Geometry`).
    pub idx: u8,
    pub active: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Queen {
    pub cell: Cell,
    pub active: bool,
    /// On the middle row's way home (the figure eight's second pass). Kept only where
    /// a queen follows the pass she is on (`MiddleRowPass::Own`); otherwise false.
    pub homeward: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct King {
    pub cell: Cell,
    pub owner: Option<Side>,
    /// Its index on its owner's path, where it moves like a soldier.
    pub idx: u8,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DieState {
    #[default]
    Unused,
    Used,
    Burnt,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Die {
    pub face: Face,
    pub state: DieState,
    /// Thrown again this turn already (or the opening X, which may not be).
    pub rerolled: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Deciding who starts by one die each until an X; `next` throws now.
    OpeningFirstX {
        next: Side,
    },
    /// Deciding who starts by most X in a throw of all the dice.
    OpeningMostX {
        first: Option<u8>,
    },
    /// The side to play throws its dice; `fixed` of them are already set.
    Throw {
        fixed: u8,
    },
    /// After a throw: re-roll some dice or keep them.
    Rerolls,
    /// Dice thrown again: their new faces are awaited.
    Rethrow {
        dice: Few<u8, 3>,
    },
    Moving,
    Over,
}

impl Phase {
    /// Whether a turn is on: its throw is due (no die fixed by the opening), or its
    /// re-throws or moves. Not the opening that decides who starts, nor the end: a turn
    /// here can be set up on its own and analysed (`Record::turn_at`).
    pub fn in_turn(&self) -> bool {
        matches!(self, Phase::Throw { fixed: 0 } | Phase::Rerolls | Phase::Rethrow { .. } | Phase::Moving)
    }
}

/// What the engine waits for next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expect {
    Throw { side: Side, dice: u8 },
    Move { side: Side },
    Over,
}

/// One decision of a player. Soldiers are named by their path index (which also
/// tells the lap), the gonagas and queens by their cell; dice by their index in the
/// throw (the engine uses the first unused die of a face).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum SubMove {
    Reroll { die: u8 },
    RerollAll,
    Keep,
    Activate { die: u8, from: u8, to: u8 },
    ActivateQueen { die: u8, to: Cell },
    Soldier { die: u8, from: u8, to: u8, take_king: bool },
    King { die: u8, from: Cell, to: Cell },
    Queen { die: u8, from: Cell, to: Cell },
}

/// What fills the unused places of a turn's sub-moves held in place (`turns::Line`);
/// never read as a move.
impl Default for SubMove {
    fn default() -> SubMove {
        SubMove::Keep
    }
}

impl SubMove {
    pub fn die(&self) -> Option<u8> {
        match *self {
            SubMove::Reroll { die } => Some(die),
            SubMove::Activate { die, .. }
            | SubMove::ActivateQueen { die, .. }
            | SubMove::Soldier { die, .. }
            | SubMove::King { die, .. }
            | SubMove::Queen { die, .. } => Some(die),
            SubMove::RerollAll | SubMove::Keep => None,
        }
    }
}
