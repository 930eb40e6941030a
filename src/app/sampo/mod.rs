//! Sampo in the browser: the set-up screen, the board, play and the winner screen.

pub mod board;
mod game;
mod map;
pub mod narrate;
mod panel;
mod replay;
mod setup;

pub use game::SampoGame;
pub use replay::SampoReplay;
pub use setup::SampoSetup;

pub use crate::session::sampo::{Seat, SeatKind, Table, COLOURS};
