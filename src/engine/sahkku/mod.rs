//! Sáhkku, the Sámi battle-race game, in every rule family of the Russian source:
//! Návuon (Ráisa, Máze), Gávkevuotna (with Miedut and Ohcejot), Lágesvuon, Unjárga,
//! and the authors' Luujávr.

pub mod ai;
pub mod analysis;
pub mod board;
pub mod dice;
pub mod event;
pub mod levels;
pub mod master;
pub mod net;
pub mod notation;
pub mod play;
pub mod position;
pub mod puzzle;
mod reach;
pub mod record;
pub mod review;
pub mod rules;
pub mod text;
pub mod turns;

pub use board::{Cell, Geometry, Side};
pub use dice::Face;
pub use event::{Event, Outcome, PieceKind, WinReason};
pub use position::{
    Die, DieState, Expect, Illegal, King, Phase, Position, Queen, Setup, SetupError, SetupTextError, Soldier, SubMove,
};
pub use record::{Entry, Record, ReplayError, StartError};
pub use rules::{Conflict, OptionError, Rules, Variant, OPTIONS};
