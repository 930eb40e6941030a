//! What happened, step by step, for the UI to animate and narrate and the lab to
//! count. Events carry cells and numbers, never text.

use super::board::{Cell, Side};
use super::dice::Face;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PieceKind {
    Soldier,
    King,
    Queen,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WinReason {
    /// The loser has no pieces left.
    NoPiecesLeft,
    /// The loser has only the gonagas, which does not count.
    OnlyKingLeft,
    QueenCaptured,
    /// Ohcejot: the winner captured the loser's gonagas.
    KingCaptured,
    /// The loser has only blocked inactive soldiers (Luujávr).
    AllBlocked,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    OpeningThrow {
        side: Side,
        faces: Vec<Face>,
    },
    Starts {
        side: Side,
    },
    /// The dice in hand after a throw: the first `kept` were already there (the
    /// opening X that begins the first turn), the rest were just thrown.
    Thrown {
        side: Side,
        faces: Vec<Face>,
        kept: u8,
    },
    RerollChosen {
        side: Side,
        dice: Vec<u8>,
    },
    Rerolled {
        die: u8,
        face: Face,
    },
    Activated {
        side: Side,
        piece: PieceKind,
        from: Cell,
        to: Cell,
        face: Face,
    },
    /// A piece moved; `path` lists the lines it passed, ending where it stopped.
    Moved {
        side: Side,
        piece: PieceKind,
        from: Cell,
        to: Cell,
        path: Vec<Cell>,
        face: Face,
    },
    Captured {
        side: Side,
        victim: Side,
        piece: PieceKind,
        cell: Cell,
        count: u8,
    },
    Recruited {
        side: Side,
        cell: Cell,
    },
    /// A soldier stands on an enemy's inactive soldier, blocking it and those behind it.
    Blocks {
        side: Side,
        cell: Cell,
    },
    /// Dice that could not be used and are lost.
    Burnt {
        side: Side,
        faces: Vec<Face>,
    },
    TurnSkipped {
        side: Side,
    },
    TurnPassed {
        side: Side,
    },
    GameOver {
        outcome: Outcome,
    },
}

/// The lines the last piece to move passed, from where it stood to where it stopped
/// (a woken piece: where it lay and where it stands); empty if nothing moved.
pub fn trail(events: &[Event]) -> Vec<Cell> {
    events
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::Moved { from, path, .. } => Some(std::iter::once(*from).chain(path.iter().copied()).collect()),
            Event::Activated { from, to, .. } => Some(vec![*from, *to]),
            _ => None,
        })
        .unwrap_or_default()
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    Win {
        winner: Side,
        reason: WinReason,
    },
    /// The turn cap was reached.
    Draw,
}
