//! Why a sub-move or a throw is refused: one typed reason each, which the app turns
//! into a sentence in the player's language.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Why a sub-move or a throw is refused. The UI turns each into a sentence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Illegal {
    GameOver,
    /// A throw was given when a move was expected, or the other way round.
    NotNow,
    /// The throw has the wrong number of dice, or a face these dice do not have.
    BadThrow,
    NoSuchDie,
    DieUsed,
    /// Strict order: a die of an earlier value must be used first.
    DieOrder,
    /// A Ø worth nothing moves nothing.
    BlankDie,
    /// Only an X activates.
    NeedsX,
    /// This die cannot be thrown again.
    NoReroll,
    NoSuchPiece,
    /// Strict activation: another piece is first in line.
    ActivationOrder,
    /// The piece is blocked by an enemy on its line, or behind one that is.
    Blocked,
    NotActivated,
    WrongDistance,
    /// The gonagas is not this side's.
    NotYourKing,
    OwnPieceThere,
    /// An active piece may not stand with an inactive one here.
    WithInactive,
    /// A soldier may not pass one of its own.
    Overtakes,
    /// The gonagas may not stand with its owner's soldiers (or queen).
    KingWithOwn,
    /// The gonagas may not stand with an enemy's inactive soldier.
    KingWithInactive,
    /// A soldier may not stand with a queen, nor a queen with a soldier it cannot take.
    QueenLine,
    /// The gonagas cannot be recruited: an own piece stands where it would step.
    CannotRecruit,
    /// The gonagas is not taken by landing on it under these rules.
    KingNotTaken,
    /// Only the Ohcejot rule lets a piece capture the gonagas.
    NoKingCapture,
    /// The die may be used now, but no piece can move with it.
    NoMoveForDie,
}

/// English, for the command line and logs; the app translates each variant itself.
impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Illegal::GameOver => "the game is over",
            Illegal::NotNow => "not possible at this point of the turn",
            Illegal::BadThrow => "not a throw of these dice",
            Illegal::NoSuchDie => "there is no such die",
            Illegal::DieUsed => "that die is already used",
            Illegal::DieOrder => "the dice must be used in order (X first, then the family's order)",
            Illegal::BlankDie => "a blank worth nothing moves nothing",
            Illegal::NeedsX => "only an X activates a piece",
            Illegal::NoReroll => "that die cannot be thrown again",
            Illegal::NoSuchPiece => "there is no such piece there",
            Illegal::ActivationOrder => "pieces are activated in order, the one nearest the exit first",
            Illegal::Blocked => "the piece is blocked by an enemy on its line or ahead of it",
            Illegal::NotActivated => "the piece is not activated yet",
            Illegal::WrongDistance => "the die does not reach that line",
            Illegal::NotYourKing => "the gonagas is not this side's",
            Illegal::OwnPieceThere => "an own soldier already stands there",
            Illegal::WithInactive => "an active soldier may not stand with an inactive one here",
            Illegal::Overtakes => "a soldier may not pass one of its own",
            Illegal::KingWithOwn => "the gonagas may not stand with its owner's soldier or queen",
            Illegal::KingWithInactive => "the gonagas may not stand with an enemy's inactive soldier",
            Illegal::QueenLine => "a soldier may not stop with a queen, nor a queen with an inactive or own soldier",
            Illegal::CannotRecruit => "the gonagas cannot be recruited: an own piece stands where it would step",
            Illegal::KingNotTaken => "the gonagas is not taken by landing on it under these rules",
            Illegal::NoKingCapture => "only the Ohcejot rule captures the gonagas",
            Illegal::NoMoveForDie => "no piece can move with this die now",
        })
    }
}

impl std::error::Error for Illegal {}

impl Illegal {
    /// How much a reason says about the move itself, to choose among the reasons one
    /// move is refused with each die that could make it: a rule of the board weighs
    /// most, then "only an X wakes a piece", then a die out of order, blank or missing,
    /// and least a die already used (another die of that face may be free).
    pub fn weight(self) -> u8 {
        match self {
            Illegal::DieUsed => 0,
            Illegal::NoSuchDie | Illegal::BlankDie | Illegal::DieOrder => 1,
            Illegal::NeedsX => 2,
            _ => 3,
        }
    }
}
