//! A Sampo game as a record: the table (players, who starts, house rules) and the
//! rolls in order. Replays, saves, undo, the lab and tests all go through `replay`.
//!
//! Move notation: one roll is `SEAT:ROLL`, seats counted from 1 (`2:5` — seat 2
//! rolled a 5). A bare `ROLL` is accepted on input and means "whoever is to roll".
//! A game's rolls are written separated by spaces.

use super::event::Event;
use super::game::{Game, PlayError, SetupError};
use super::rules::HouseRules;
use crate::engine::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub players: usize,
    pub start_seat: Seat,
    #[serde(default)]
    pub rules: HouseRules,
    /// The rolls, in order.
    pub rolls: Vec<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    Setup(SetupError),
    /// The roll at `index` (from 0) could not be played.
    Roll {
        index: usize,
        error: PlayError,
    },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Setup(e) => write!(f, "bad table: {e}"),
            ReplayError::Roll { index, error } => write!(f, "roll {}: {error}", index + 1),
        }
    }
}

impl std::error::Error for ReplayError {}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// Not `ROLL` or `SEAT:ROLL`.
    Syntax(String),
    /// The roll names a seat that is not the one to roll.
    WrongSeat { token: String, expected: Seat },
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Syntax(t) => write!(f, "'{t}' is not a roll (write ROLL or SEAT:ROLL, e.g. 2:5)"),
            NotationError::WrongSeat { token, expected } => {
                write!(f, "'{token}': it is seat {}'s roll", expected + 1)
            }
        }
    }
}

impl std::error::Error for NotationError {}

impl Record {
    pub fn new(players: usize, start_seat: Seat, rules: HouseRules) -> Self {
        Record { players, start_seat, rules, rolls: Vec::new() }
    }

    pub fn start(&self) -> Result<Game, SetupError> {
        Game::new(self.players, self.start_seat, self.rules)
    }

    /// Plays the record from the start; the events of each roll, in order.
    pub fn replay(&self) -> Result<(Game, Vec<Vec<Event>>), ReplayError> {
        let mut game = self.start().map_err(ReplayError::Setup)?;
        let mut all = Vec::with_capacity(self.rolls.len());
        for (index, &roll) in self.rolls.iter().enumerate() {
            all.push(game.play(roll).map_err(|error| ReplayError::Roll { index, error })?);
        }
        Ok((game, all))
    }

    /// The game after the first `n` rolls.
    pub fn game_at(&self, n: usize) -> Result<Game, ReplayError> {
        Record { rolls: self.rolls[..n.min(self.rolls.len())].to_vec(), ..self.clone() }.replay().map(|(g, _)| g)
    }

    /// The rolls in notation, each with the seat that rolled it.
    pub fn notation(&self) -> Result<String, ReplayError> {
        let mut game = self.start().map_err(ReplayError::Setup)?;
        let mut out = Vec::with_capacity(self.rolls.len());
        for (index, &roll) in self.rolls.iter().enumerate() {
            out.push(format_roll(game.turn(), roll));
            game.play(roll).map_err(|error| ReplayError::Roll { index, error })?;
        }
        Ok(out.join(" "))
    }
}

pub fn format_roll(seat: Seat, roll: u8) -> String {
    format!("{}:{roll}", seat + 1)
}

/// Reads one roll in notation for the seat `to_roll`.
pub fn parse_roll(token: &str, to_roll: Seat) -> Result<u8, NotationError> {
    let token = token.trim();
    let syntax = || NotationError::Syntax(token.to_string());
    let (seat, roll) = match token.split_once(':') {
        Some((s, r)) => (Some(s.trim().parse::<u8>().map_err(|_| syntax())?), r.trim()),
        None => (None, token),
    };
    let roll: u8 = roll.parse().map_err(|_| syntax())?;
    if let Some(seat) = seat {
        if seat == 0 || seat - 1 != to_roll {
            return Err(NotationError::WrongSeat { token: token.to_string(), expected: to_roll });
        }
    }
    Ok(roll)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        let mut r = Record::new(3, 1, HouseRules::default());
        r.rolls = vec![3, 4, 2, 6];
        assert_eq!(r.notation().unwrap(), "2:3 3:4 1:2 2:6");
        assert_eq!(parse_roll("2:5", 1), Ok(5));
        assert_eq!(parse_roll(" 5 ", 1), Ok(5));
        assert!(matches!(parse_roll("3:5", 1), Err(NotationError::WrongSeat { .. })));
        assert!(matches!(parse_roll("x", 1), Err(NotationError::Syntax(_))));
    }

    #[test]
    fn a_bad_roll_in_a_record_is_named() {
        let mut r = Record::new(2, 0, HouseRules::default());
        r.rolls = vec![3, 9];
        assert_eq!(r.replay().unwrap_err(), ReplayError::Roll { index: 1, error: PlayError::BadRoll(9) });
    }
}
