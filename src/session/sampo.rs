//! A Sampo game being played at one screen: the table (who sits where, the house
//! rules, the dice seed), the record, the game's seeded dice, undo, and what every roll
//! did. The browser keeps one of these in its state; it holds no web types, so every
//! path through it is tested natively.

use super::by_link::{ByLink, LinkState, Turn, TurnError};
use crate::engine::dice::{DiceSource, SeededDice};
use crate::engine::sampo::{Event, Game, HouseRules, PlayError, Record, ReplayError, SetupError, DIE_FACES};
use serde::{Deserialize, Serialize};
use std::fmt;

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

/// Who rolls for a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatKind {
    Human,
    Computer,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    pub name: String,
    /// An index into `COLOURS`.
    pub colour: usize,
    pub kind: SeatKind,
}

/// A table set up for a game: what the set-up screen produces, what a save holds
/// beside the record, and what a session starts from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub seats: Vec<Seat>,
    pub start_seat: u8,
    pub rules: HouseRules,
    /// The dice of the game; chosen when the game starts, so the set-up form that is
    /// remembered between games does not keep it.
    #[serde(skip)]
    pub seed: u64,
}

impl Table {
    pub fn colour(&self, seat: u8) -> &'static str {
        COLOURS[self.seats[seat as usize].colour % COLOURS.len()].0
    }
    pub fn name(&self, seat: u8) -> &str {
        &self.seats[seat as usize].name
    }
    pub fn kind(&self, seat: u8) -> SeatKind {
        self.seats[seat as usize].kind
    }
    /// Each seat's problem (no name, or a name or colour an earlier seat has), names
    /// compared in `lowercase`.
    pub fn problems(&self, lowercase: super::Lowercase) -> Vec<Option<super::SeatProblem>> {
        super::seat_problems(self.seats.iter().map(|s| (s.name.as_str(), Some(s.colour))), lowercase)
    }

    /// A record with no rolls yet, for this table.
    pub fn record(&self) -> Record {
        Record::new(self.seats.len(), self.start_seat, self.rules)
    }
}

/// Why a saved game does not restore, in parts the app words in each language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RestoreError {
    /// The seats listed are not the record's players.
    Seats { seats: usize, players: usize },
    /// The record itself does not replay.
    Replay(ReplayError),
}

impl fmt::Display for RestoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RestoreError::Seats { seats, players } => write!(f, "{seats} seats for {players} players"),
            RestoreError::Replay(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for RestoreError {}

#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    table: Table,
    dice: SeededDice,
    record: Record,
    game: Game,
    /// What each roll did, in the record's order.
    events: Vec<Vec<Event>>,
    /// In a game played by link (two seats, one per device), this device's side of it.
    link: Option<LinkState>,
}

impl Session {
    /// A new game at this table.
    pub fn new(table: Table) -> Result<Session, SetupError> {
        let record = table.record();
        let game = record.start()?;
        Ok(Session { dice: SeededDice::new(table.seed), table, record, game, events: Vec::new(), link: None })
    }

    /// A game played by link, on one of its two devices (its dice come from the link
    /// state's seeds, not the table's).
    pub fn by_link(table: Table, link: LinkState) -> Result<Session, SetupError> {
        Ok(Session { link: Some(link), ..Session::new(table)? })
    }

    /// A saved game, played again roll by roll: the seats and seed a save holds
    /// beside its record (which has the rest of the table). The rolls are the
    /// record's own; the dice go on from where the seed stands after as many rolls, as
    /// they did when it was saved.
    pub fn restore(seats: Vec<Seat>, seed: u64, record: Record) -> Result<Session, RestoreError> {
        Session::restore_by_link(seats, seed, record, None)
    }

    /// A saved game, as `restore`, with its link state if it is played by link: the
    /// dice go on from the last seed it changed to.
    pub fn restore_by_link(
        seats: Vec<Seat>,
        seed: u64,
        record: Record,
        link: Option<LinkState>,
    ) -> Result<Session, RestoreError> {
        if seats.len() != record.players {
            return Err(RestoreError::Seats { seats: seats.len(), players: record.players });
        }
        let (game, events) = record.replay().map_err(RestoreError::Replay)?;
        let table = Table { seats, start_seat: record.start_seat, rules: record.rules, seed };
        let len = record.rolls.len();
        let (from, seed) = link
            .as_ref()
            .and_then(|l| l.seeds.iter().rev().find(|(at, _)| *at as usize <= len))
            .map_or((0, seed), |&(at, s)| (at as usize, s));
        let mut dice = SeededDice::new(seed);
        for _ in from..len {
            dice.roll(DIE_FACES);
        }
        Ok(Session { table, dice, record, game, events, link })
    }

    /// In a game by link, the seat this device plays.
    pub fn my_seat(&self) -> Option<u8> {
        self.link.as_ref().map(|l| l.me)
    }

    /// In a game by link: whether this device plays its part now (a link has come and
    /// its answer is not ready yet).
    pub fn is_my_part(&self) -> bool {
        self.link.as_ref().is_some_and(|l| l.playing_from.is_some()) && self.to_roll().is_some()
    }

    /// This device's last link in a game by link (`None` while its part is being
    /// played, and for the inviter before the answer: the invitation goes alone). A
    /// Sampo part has no choices: its rolls follow from the revealed secret.
    pub fn link_turn(&self) -> Option<Turn> {
        let link = self.link.as_ref()?;
        if link.playing_from.is_some() || link.is_invitation() {
            return None;
        }
        Some(link.turn(Vec::new()))
    }

    pub fn table(&self) -> &Table {
        &self.table
    }
    pub fn game(&self) -> &Game {
        &self.game
    }
    pub fn record(&self) -> &Record {
        &self.record
    }
    /// What each roll did, oldest first.
    pub fn events(&self) -> &[Vec<Event>] {
        &self.events
    }
    /// What the last roll did (nothing before the first).
    pub fn last_events(&self) -> &[Event] {
        self.events.last().map(Vec::as_slice).unwrap_or(&[])
    }

    /// The seat to roll, while the game goes on.
    pub fn to_roll(&self) -> Option<u8> {
        (!self.game.is_over()).then(|| self.game.turn())
    }
    pub fn is_human_to_roll(&self) -> bool {
        match self.my_seat() {
            // By link, the person at this device rolls for their seat, in their part.
            Some(me) => self.is_my_part() && self.to_roll() == Some(me),
            None => self.to_roll().is_some_and(|s| self.table.kind(s) == SeatKind::Human),
        }
    }
    pub fn is_computer_to_roll(&self) -> bool {
        self.to_roll().is_some_and(|s| self.table.kind(s) == SeatKind::Computer)
    }

    /// Rolls the game's die for the seat to roll, human or computer.
    /// By link, only this device's seat rolls here, in its part: otherwise nothing
    /// happens (no events).
    pub fn roll(&mut self) -> Result<&[Event], PlayError> {
        if self.link.is_some() && !self.is_human_to_roll() && !self.game.is_over() {
            return Ok(&[]);
        }
        self.roll_unsettled()?;
        self.settle();
        Ok(self.last_events())
    }

    fn roll_unsettled(&mut self) -> Result<(), PlayError> {
        if self.game.is_over() {
            return Err(PlayError::GameOver);
        }
        let r = self.dice.roll(DIE_FACES);
        let events = self.game.play(r)?;
        self.record.rolls.push(r);
        self.events.push(events);
        Ok(())
    }

    /// Undo is the teacher's, at one screen: by link a roll is the other device's too.
    pub fn can_undo(&self) -> bool {
        !self.record.rolls.is_empty() && self.link.is_none()
    }

    /// Takes back the last roll (the teacher's undo). The dice are the game's seeded
    /// dice, so the same number comes again: undo shows a moment again, it does not
    /// change luck.
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        let mut record = self.record.clone();
        if record.rolls.pop().is_none() {
            return false;
        }
        // A prefix of a record that was played replays; were it not to, nothing changes.
        match Session::restore(self.table.seats.clone(), self.table.seed, record) {
            Ok(s) => {
                *self = s;
                true
            }
            Err(_) => false,
        }
    }
}

impl ByLink for Session {
    fn link(&self) -> Option<&LinkState> {
        self.link.as_ref()
    }
    fn link_mut(&mut self) -> Option<&mut LinkState> {
        self.link.as_mut()
    }
    fn record_len(&self) -> usize {
        self.record.rolls.len()
    }
    fn reseed(&mut self, seed: u64) {
        self.dice = SeededDice::new(seed);
    }

    /// The sender rolled for its seat until the turn passed (a part has no choices).
    fn replay_part(&mut self, places: &[u32]) -> Result<(), TurnError> {
        let sender = 1 - self.my_seat().unwrap_or(0);
        if !places.is_empty() {
            return Err(TurnError::Length);
        }
        while self.to_roll() == Some(sender) {
            self.roll_unsettled().map_err(|_| TurnError::Length)?;
        }
        Ok(())
    }

    /// This device rolls for its own seat; its part ends when the turn passes to the
    /// other seat, or with the game (if it rolled in it).
    fn settle(&mut self) {
        let Some(from) = self.link.as_ref().and_then(|l| l.playing_from) else { return };
        let me = self.my_seat().unwrap_or(0);
        match self.to_roll() {
            Some(seat) if seat == me => {}
            None if self.record.rolls.len() == from as usize => {}
            _ => {
                if let Some(l) = self.link.as_mut() {
                    l.end_part();
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(kinds: &[SeatKind], seed: u64) -> Table {
        Table {
            seats: kinds
                .iter()
                .enumerate()
                .map(|(i, &kind)| Seat { name: format!("P{}", i + 1), colour: i, kind })
                .collect(),
            start_seat: 0,
            rules: HouseRules::default(),
            seed,
        }
    }

    #[test]
    fn a_game_plays_to_its_end_and_its_record_replays() {
        let mut s = Session::new(table(&[SeatKind::Computer; 4], 5)).unwrap();
        while s.roll().is_ok() {}
        assert!(s.game().is_over());
        assert_eq!(s.events().len(), s.record().rolls.len());
        let (game, events) = s.record().replay().unwrap();
        assert_eq!(&game, s.game());
        assert_eq!(events, s.events());
        assert_eq!(s.roll().unwrap_err(), PlayError::GameOver);
    }

    #[test]
    fn the_dice_are_the_seeds_own() {
        let mut a = Session::new(table(&[SeatKind::Human, SeatKind::Computer], 11)).unwrap();
        let mut b = a.clone();
        for _ in 0..10 {
            a.roll().unwrap();
            b.roll().unwrap();
        }
        assert_eq!(a.record(), b.record());
        let mut dice = SeededDice::new(11);
        let expected: Vec<u8> = (0..10).map(|_| dice.roll(DIE_FACES)).collect();
        assert_eq!(a.record().rolls, expected);
    }

    #[test]
    fn undo_takes_back_a_roll_and_the_same_number_comes_again() {
        let mut s = Session::new(table(&[SeatKind::Human, SeatKind::Human, SeatKind::Computer], 3)).unwrap();
        assert!(!s.can_undo());
        assert!(!s.undo());
        for _ in 0..6 {
            s.roll().unwrap();
        }
        let before = s.clone();
        s.roll().unwrap();
        assert!(s.undo());
        assert_eq!(s, before);
        s.roll().unwrap();
        let mut again = before.clone();
        again.roll().unwrap();
        assert_eq!(s.record(), again.record());
    }

    #[test]
    fn a_restored_game_is_the_same_game() {
        let mut s = Session::new(table(&[SeatKind::Human, SeatKind::Computer, SeatKind::Human], 8)).unwrap();
        for _ in 0..20 {
            s.roll().unwrap();
        }
        let seats = s.table().seats.clone();
        let back = Session::restore(seats.clone(), 8, s.record().clone()).unwrap();
        assert_eq!(back, s);
        let mut bad = s.record().clone();
        bad.rolls[4] = 9;
        assert!(matches!(
            Session::restore(seats.clone(), 8, bad),
            Err(RestoreError::Replay(ReplayError::Roll { index: 4, .. }))
        ));
        assert_eq!(
            Session::restore(seats[..2].to_vec(), 8, s.record().clone()),
            Err(RestoreError::Seats { seats: 2, players: 3 })
        );
    }

    #[test]
    fn who_rolls_follows_the_seats() {
        let mut s = Session::new(table(&[SeatKind::Human, SeatKind::Computer], 1)).unwrap();
        assert_eq!(s.to_roll(), Some(0));
        assert!(s.is_human_to_roll() && !s.is_computer_to_roll());
        while s.to_roll() == Some(0) {
            s.roll().unwrap();
        }
        assert!(s.is_computer_to_roll() && !s.is_human_to_roll());
    }
}
