//! What happened during one step of play, in order. The UI animates and narrates
//! these; the lab counts them. Events carry numbers, never text.

use crate::engine::Seat;
use serde::{Deserialize, Serialize};

/// Where coins come from or go to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Account {
    Pot,
    Player(Seat),
}

/// Why a seat's turn passed without a roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SkipReason {
    /// A missed turn; `left` more are still to miss after this one.
    MissedTurn { left: u8 },
    /// Waiting on N° 23 for the others to gather.
    Gathering,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    Rolled {
        seat: Seat,
        roll: u8,
    },
    /// The pawn walked these squares, one by one; the last is where it stopped.
    /// `bounced` is set when it went past 40 and counted back.
    Walked {
        seat: Seat,
        path: Vec<u8>,
        bounced: bool,
    },
    /// The roll would go past 40 and the house rules need an exact roll: it stays.
    Overshot {
        seat: Seat,
        roll: u8,
    },
    /// The pawn ended its move on a square and the square's story is told.
    Landed {
        seat: Seat,
        square: u8,
    },
    /// A square's instruction moved the pawn.
    Jumped {
        seat: Seat,
        from: u8,
        to: u8,
    },
    Transfer {
        from: Account,
        to: Account,
        amount: i32,
        due: i32,
    },
    MissTurns {
        seat: Seat,
        turns: u8,
    },
    TurnSkipped {
        seat: Seat,
        reason: SkipReason,
    },
    Trapped {
        seat: Seat,
        square: u8,
        rolls: u8,
        need: u8,
    },
    EscapeFailed {
        seat: Seat,
        square: u8,
        rolls_left: u8,
    },
    Escaped {
        seat: Seat,
        square: u8,
    },
    /// The waiting rolls are used up: the next roll moves normally.
    Released {
        seat: Seat,
        square: u8,
    },
    /// Another pawn arrived and freed a trapped one.
    Freed {
        seat: Seat,
        by: Seat,
        square: u8,
    },
    /// A player sent back from N° 6 is pulled aboard at N° 10 by `helper`.
    Rescued {
        seat: Seat,
        helper: Seat,
    },
    /// A test roll on N° 22 or N° 24 failed.
    TestFailed {
        seat: Seat,
        square: u8,
        roll: u8,
    },
    /// The first arrival on N° 23: the players now gather there.
    GatheringOpened {
        seat: Seat,
    },
    GatheringComplete,
    /// The second roll of N° 28 follows.
    BonusRoll {
        seat: Seat,
    },
    /// The second roll of N° 28 is lost, because the first left the pawn unable to move.
    BonusLost {
        seat: Seat,
    },
    Finished {
        seat: Seat,
        place: u8,
    },
    GameOver {
        ranking: Vec<Seat>,
    },
    /// It is now this seat's roll.
    TurnPassed {
        seat: Seat,
    },
}
