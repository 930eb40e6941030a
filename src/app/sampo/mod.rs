//! Sampo in the browser: the set-up screen, the board, play and the winner screen.

pub mod board;
mod game;
pub mod narrate;
mod replay;
mod setup;

pub use game::SampoGame;
pub use replay::SampoReplay;
pub use setup::SampoSetup;

use crate::engine::sampo::HouseRules;
use serde::{Deserialize, Serialize};

/// The seat colours, with their message ids. Each pawn also shows its seat number,
/// so colour is never the only way to tell pawns apart.
pub const COLOURS: [(&str, &str); 6] = [
    ("#d7263d", "colour-red"),
    ("#1f6fd1", "colour-blue"),
    ("#2e9e4f", "colour-green"),
    ("#e0a800", "colour-gold"),
    ("#8e44ad", "colour-purple"),
    ("#f07a1a", "colour-orange"),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatKind {
    Human,
    Computer,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatConfig {
    pub name: String,
    pub colour: usize,
    pub kind: SeatKind,
}

/// Everything chosen on the set-up screen, plus the dice seed of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableConfig {
    pub seats: Vec<SeatConfig>,
    pub start_seat: u8,
    pub rules: HouseRules,
    #[serde(skip)]
    pub seed: u64,
}

impl TableConfig {
    pub fn colour(&self, seat: u8) -> &'static str {
        COLOURS[self.seats[seat as usize].colour % COLOURS.len()].0
    }
    pub fn name(&self, seat: u8) -> &str {
        &self.seats[seat as usize].name
    }
}
