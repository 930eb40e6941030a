//! Sáhkku in the browser: choosing the family and house rules, the board, play
//! against a person or the computer, and the replay of a finished game.

pub mod board;
pub mod compare;
mod game;
pub mod narrate;
mod setup;

pub use game::SahkkuGame;
pub use setup::SahkkuSetup;

use crate::engine::sahkku::ai::Level;
use crate::engine::sahkku::{Rules, Side, Variant};
use crate::session::sahkku::Player;

#[derive(Clone, Debug, PartialEq)]
pub struct SeatConfig {
    pub name: String,
    pub player: Player,
}

/// Everything chosen on the set-up screen, and the dice seed.
#[derive(Clone, Debug, PartialEq)]
pub struct SkTable {
    pub variant: Variant,
    pub rules: Rules,
    pub seats: [SeatConfig; 2],
    pub seed: u64,
}

impl SkTable {
    pub fn name(&self, side: Side) -> &str {
        &self.seats[side.index()].name
    }
}

/// The message id of a computer level.
pub fn level_id(l: Level) -> &'static str {
    match l {
        Level::Random => "sk-level-random",
        Level::Greedy => "sk-level-greedy",
        Level::Expert => "sk-level-expert",
    }
}
