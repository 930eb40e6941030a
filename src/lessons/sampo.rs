//! The Sampo rules page's example: three players' first turns on set dice, showing
//! the three things a square can do (send you on and hold you, take a coin for the
//! pot, move you back); and the coach of the tutorial.

use crate::engine::sampo::{Event, Game, HouseRules, Record};
use crate::engine::Checked;
use crate::engine::Seat;

/// The rolls of the example, one per player in turn: 4 lands on 4 (go to 5 and miss
/// a turn), 2 on 2 (pay 1), 6 on 6 (the sirens: pay 1 and start again).
pub const EXAMPLE_ROLLS: [u8; 3] = [4, 2, 6];
pub const EXAMPLE_PLAYERS: usize = 3;

/// The example game after its rolls, with what each roll did.
pub fn example(rules: HouseRules) -> (Game, Vec<Vec<Event>>) {
    let mut game = Game::new(EXAMPLE_PLAYERS, 0, rules).checked("three players is a legal table");
    let turns = EXAMPLE_ROLLS.iter().map(|&r| game.play(r).checked("the example's rolls are legal")).collect();
    (game, turns)
}

/// The tutorial's coach in a Sampo game: what to tell the learner now, from the
/// game itself (how many times the learner has rolled).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SampoTip {
    /// Before the learner's first roll: who they are, and how to roll.
    FirstRoll,
    /// After the first roll: the square the learner stands on, its story and effect.
    Square { square: u8 },
    /// After the second: coins and the pot.
    Coins,
    /// After the third: squares that hold a pawn, and reading any square.
    Explain,
    /// The lesson is over; the game goes on.
    Done,
}

impl SampoTip {
    /// The lesson's steps in order (the square is the learner's).
    pub const STEPS: usize = 5;

    pub fn step(self) -> usize {
        match self {
            SampoTip::FirstRoll => 1,
            SampoTip::Square { .. } => 2,
            SampoTip::Coins => 3,
            SampoTip::Explain => 4,
            SampoTip::Done => 5,
        }
    }
}

/// How many of a record's rolls were the learner's.
pub fn rolls_by(record: &Record, seat: Seat) -> usize {
    let Ok(mut game) = Game::new(record.players, record.start_seat, record.rules) else {
        return 0;
    };
    record
        .rolls
        .iter()
        .filter(|&&roll| {
            let roller = game.turn();
            game.play(roll).is_ok() && roller == seat
        })
        .count()
}

pub fn sampo_tip(record: &Record, game: &Game, learner: Seat) -> SampoTip {
    if game.is_over() {
        return SampoTip::Done;
    }
    match rolls_by(record, learner) {
        0 => SampoTip::FirstRoll,
        1 => SampoTip::Square { square: game.pawn(learner).square },
        2 => SampoTip::Coins,
        3 => SampoTip::Explain,
        _ => SampoTip::Done,
    }
}
