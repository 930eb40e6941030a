//! Dice come in from outside the rules: the engines never roll. This module is the one
//! place that turns a seed into rolls, with a named, portable generator so that a seed
//! gives the same game natively and in the browser.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A source of die rolls for a game. The UI, the lab and tests each pick one.
pub trait DiceSource {
    /// One roll of a die with `faces` faces, from 1 to `faces`.
    fn roll(&mut self, faces: u8) -> u8;

    /// A uniform choice from `0..n` (for computer players), `n` at most 250.
    fn below(&mut self, n: usize) -> usize {
        assert!((1..=250).contains(&n));
        let limit = 250 - 250 % n;
        loop {
            let r = self.roll(250) as usize - 1;
            if r < limit {
                return r % n;
            }
        }
    }
}

/// Rolls from a seed. `ChaCha8Rng` is used because its output is fixed by its
/// specification; rand's `StdRng` may change between versions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeededDice {
    rng: ChaCha8Rng,
}

impl SeededDice {
    pub fn new(seed: u64) -> Self {
        SeededDice { rng: ChaCha8Rng::seed_from_u64(seed) }
    }

    /// The dice of game number `game` of a run from `seed`: dice of its own (the seed
    /// mixed with the game's number by the golden-ratio constant), so that the games of
    /// a run can be played in any order, on any thread, and add up to the same counts.
    /// Game 0 has the dice of `new(seed)`.
    pub fn for_game(seed: u64, game: u64) -> Self {
        SeededDice::new(seed ^ game.wrapping_mul(0x9e37_79b9_7f4a_7c15))
    }
}

impl DiceSource for SeededDice {
    fn roll(&mut self, faces: u8) -> u8 {
        self.rng.random_range(1..=faces)
    }

    fn below(&mut self, n: usize) -> usize {
        self.rng.random_range(0..n as u32) as usize
    }
}

/// Rolls from a fixed list, for tests and replays. Panics when the list runs out,
/// because a replay that needs more rolls than it recorded is a bug in the caller.
#[derive(Clone, Debug)]
pub struct FixedDice {
    rolls: Vec<u8>,
    next: usize,
}

impl FixedDice {
    pub fn new(rolls: impl Into<Vec<u8>>) -> Self {
        FixedDice { rolls: rolls.into(), next: 0 }
    }
}

impl DiceSource for FixedDice {
    fn roll(&mut self, _faces: u8) -> u8 {
        let r = self.rolls[self.next];
        self.next += 1;
        r
    }
}
