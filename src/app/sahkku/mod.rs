//! Sáhkku in the browser: choosing the family and house rules, the board, play
//! against a person or the computer, and the replay of a finished game.

pub mod board;
pub mod compare;
mod dice;
mod game;
mod moves;
pub mod narrate;
mod replay;
mod setup;
mod state;

pub use game::SahkkuGame;
pub use setup::SahkkuSetup;

use crate::engine::sahkku::ai::Level;
pub use crate::session::sahkku::{Seat, Table};

/// The message id of a computer level.
pub fn level_id(l: Level) -> &'static str {
    match l {
        Level::Random => "sk-level-random",
        Level::Greedy => "sk-level-greedy",
        Level::Expert => "sk-level-expert",
    }
}
