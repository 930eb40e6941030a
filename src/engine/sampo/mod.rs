//! Sampo, the Kalevala race game: 40 squares, one die, coins and a common pot.

pub mod board;
pub mod event;
pub mod game;
pub mod record;
pub mod rules;

pub use board::{effect, Effect, Kind, GATHERING, HOME};
pub use event::{Account, Event, SkipReason};
pub use game::{Game, Gathering, Hold, Pawn, PlayError, SetupError, DIE_FACES, MAX_PLAYERS, MIN_PLAYERS};
pub use record::{format_roll, parse_roll, NotationError, Record, ReplayError};
pub use rules::{HouseRules, Rule, RuleError, OPTIONS};
