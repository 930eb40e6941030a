//! Games being played at one screen, the one seam between the rules and the screens
//! for both games: a `Table` (who sits where, the house rules, the dice seed) starts a
//! `Session` (the record, the seeded dice, undo, what each step did), and a saved game
//! restores one. `selection` is what a click on the Sáhkku board means. Pure Rust,
//! shared by the browser app and tested natively; both sessions speak the engines'
//! one vocabulary (legal moves, a reason for every refusal, events, outcomes).

pub mod sahkku;
pub mod sampo;
pub mod selection;
