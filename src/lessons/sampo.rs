//! The Sampo rules page's example: three players' first turns on set dice, showing
//! the three things a square can do (send you on and hold you, take a coin for the
//! pot, move you back).

use crate::engine::sampo::{Event, Game, HouseRules};

/// The rolls of the example, one per player in turn: 4 lands on 4 (go to 5 and miss
/// a turn), 2 on 2 (pay 1), 6 on 6 (the sirens: pay 1 and start again).
pub const EXAMPLE_ROLLS: [u8; 3] = [4, 2, 6];
pub const EXAMPLE_PLAYERS: usize = 3;

/// The example game after its rolls, with what each roll did.
pub fn example(rules: HouseRules) -> (Game, Vec<Vec<Event>>) {
    let mut game = Game::new(EXAMPLE_PLAYERS, 0, rules).expect("three players is a legal table");
    let turns = EXAMPLE_ROLLS.iter().map(|&r| game.play(r).expect("the example's rolls are legal")).collect();
    (game, turns)
}
