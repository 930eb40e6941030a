//! Sáhkku in the browser: choosing the family and house rules, the board, play
//! against a person or the computer, and the replay of a finished game.

pub mod board;
pub mod compare;
pub(crate) mod dice;
mod game;
pub(crate) mod hint;
pub(crate) mod moves;
pub mod narrate;
pub(crate) mod pieces;
mod review;
mod setup;
mod state;

pub use game::SahkkuGame;
pub use setup::SahkkuSetup;

use crate::engine::sahkku::Variant;
pub use crate::session::sahkku::{Seat, Table};
use crate::session::thinking::Think;

const FAMILY_KEY: &str = "sampo-sahkku.family";

/// The family last played (or learnt in the tutorial): the set-up and the Rules open
/// on it, so a newcomer meets the family the tutorial taught. Lágesvuon, the family
/// played at the world cup, before any game.
pub fn last_family() -> Variant {
    super::storage::get_string(FAMILY_KEY).and_then(|id| Variant::from_id(&id).ok()).unwrap_or(Variant::Lagesvuon)
}

pub fn remember_family(v: Variant) {
    super::storage::set_string(FAMILY_KEY, v.id());
}

const THINK_KEY: &str = "sampo-sahkku.think";

/// How long the master thinks over a turn on this device (chosen in the set-up):
/// the device's, not the game's, since the same time searches less on a phone.
pub fn think_time() -> Think {
    super::storage::get_string(THINK_KEY).and_then(|id| Think::from_id(&id)).unwrap_or_default()
}

pub fn remember_think(t: Think) {
    super::storage::set_string(THINK_KEY, t.id());
}
