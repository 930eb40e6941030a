//! The state of a Sampo game and the one thing a player does: roll. Sampo has no
//! choices, so a "move" is a roll of the die, and `play` resolves it completely,
//! including the turns of players who must miss theirs.

use super::board::{effect, Effect, GATHERING, HOME, RESCUE};
use super::event::{Account, Event, SkipReason};
use super::rules::HouseRules;
use crate::engine::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;

pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 6;
pub const START_COINS: i32 = 15;
pub const STAKE: i32 = 5;
pub const DIE_FACES: u8 = 6;

/// What holds a pawn on its square, so that its next roll is not a normal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Hold {
    #[default]
    Free,
    /// On a trap square: `rolls_left` rolls, unless one is exactly `need`.
    Trapped { rolls_left: u8, need: u8 },
    /// On N° 22 or N° 24: the next roll is a test.
    Test,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pawn {
    pub square: u8,
    pub coins: i32,
    pub miss_turns: u8,
    pub hold: Hold,
    /// Landed on N° 28: the turn after the missed one has two rolls.
    pub double_pending: bool,
    /// Rolls still owed in the current turn (the second roll of N° 28).
    pub extra_rolls: u8,
    /// Sent back from N° 6 and not yet rolled again: N° 10 may pull this pawn aboard.
    pub sent_back: bool,
    pub place: Option<u8>,
}

impl Pawn {
    fn new() -> Self {
        Pawn {
            square: 0,
            coins: START_COINS - STAKE,
            miss_turns: 0,
            hold: Hold::Free,
            double_pending: false,
            extra_rolls: 0,
            sent_back: false,
            place: None,
        }
    }

    pub fn is_playing(&self) -> bool {
        self.place.is_none()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Gathering {
    NotYet,
    Open { first: Seat },
    Done,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    PlayerCount(usize),
    StartSeat(Seat),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PlayerCount(n) => write!(f, "Sampo needs 2 to 6 players, not {n}"),
            SetupError::StartSeat(s) => write!(f, "there is no seat {} to start", s + 1),
        }
    }
}

impl std::error::Error for SetupError {}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayError {
    GameOver,
    /// Not a face of a six-sided die.
    BadRoll(u8),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver => write!(f, "the game is over"),
            PlayError::BadRoll(r) => write!(f, "{r} is not a roll of a six-sided die"),
        }
    }
}

impl std::error::Error for PlayError {}

/// How a pawn came to a square: by its own roll, or moved there by a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Arrival {
    roll: u8,
    moved: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    rules: HouseRules,
    pawns: Vec<Pawn>,
    pot: i32,
    turn: Seat,
    start_seat: Seat,
    round: u32,
    rolls: u32,
    gathering: Gathering,
    ranking: Option<Vec<Seat>>,
}

impl Game {
    pub fn new(players: usize, start_seat: Seat, rules: HouseRules) -> Result<Game, SetupError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
            return Err(SetupError::PlayerCount(players));
        }
        if start_seat as usize >= players {
            return Err(SetupError::StartSeat(start_seat));
        }
        Ok(Game {
            rules,
            pawns: vec![Pawn::new(); players],
            pot: STAKE * players as i32,
            turn: start_seat,
            start_seat,
            round: 1,
            rolls: 0,
            gathering: Gathering::NotYet,
            ranking: None,
        })
    }

    /// The same game with `seat`'s pawn standing free on `square`: for rule pages,
    /// tutorials and tests that start from a diagram rather than from the start.
    pub fn with_pawn_on(mut self, seat: Seat, square: u8) -> Game {
        assert!(square < HOME, "a pawn on 40 has finished");
        self.pawns[seat as usize].square = square;
        self
    }

    /// The same game with `seat` to roll next.
    pub fn with_turn(mut self, seat: Seat) -> Game {
        self.turn = seat;
        self
    }

    pub fn rules(&self) -> &HouseRules {
        &self.rules
    }
    pub fn players(&self) -> usize {
        self.pawns.len()
    }
    pub fn pawn(&self, seat: Seat) -> &Pawn {
        &self.pawns[seat as usize]
    }
    pub fn pawns(&self) -> &[Pawn] {
        &self.pawns
    }
    pub fn pot(&self) -> i32 {
        self.pot
    }
    /// The seat whose roll is next.
    pub fn turn(&self) -> Seat {
        self.turn
    }
    pub fn start_seat(&self) -> Seat {
        self.start_seat
    }
    /// The current round, from 1: a round is one turn of every seat.
    pub fn round(&self) -> u32 {
        self.round
    }
    /// How many rolls have been played.
    pub fn rolls(&self) -> u32 {
        self.rolls
    }
    pub fn gathering(&self) -> Gathering {
        self.gathering
    }
    /// Seats from first to last place, once the game is over.
    pub fn ranking(&self) -> Option<&[Seat]> {
        self.ranking.as_deref()
    }
    pub fn is_over(&self) -> bool {
        self.ranking.is_some()
    }
    /// Total of all coins, players' and pot's: always `START_COINS × players`.
    pub fn total_coins(&self) -> i32 {
        self.pot + self.pawns.iter().map(|p| p.coins).sum::<i32>()
    }
    /// Whether `seat` is waiting on N° 23 for the others.
    pub fn is_waiting_to_gather(&self, seat: Seat) -> bool {
        match self.gathering {
            Gathering::Open { first } => {
                let p = self.pawn(seat);
                p.is_playing() && p.square == GATHERING && (self.rules.all_wait() || first == seat)
            }
            _ => false,
        }
    }

    /// The rolls that can be played now (every face of the die while the game goes on:
    /// Sampo has no choices, the die decides).
    pub fn legal_moves(&self) -> Vec<u8> {
        if self.is_over() {
            Vec::new()
        } else {
            (1..=DIE_FACES).collect()
        }
    }

    /// Why `roll` cannot be played now, or `Ok` when it can.
    pub fn check(&self, roll: u8) -> Result<(), PlayError> {
        if self.is_over() {
            Err(PlayError::GameOver)
        } else if !(1..=DIE_FACES).contains(&roll) {
            Err(PlayError::BadRoll(roll))
        } else {
            Ok(())
        }
    }

    /// The current seat rolls `roll`. Returns everything that followed, up to and
    /// including the next seat that must roll. On error nothing changes.
    pub fn play(&mut self, roll: u8) -> Result<Vec<Event>, PlayError> {
        let mut ev = Vec::new();
        self.play_into(roll, &mut ev)?;
        Ok(ev)
    }

    /// `play`, appending the events to `ev`: the lab plays millions of rolls and
    /// reuses one buffer for them.
    pub fn play_into(&mut self, roll: u8, ev: &mut Vec<Event>) -> Result<(), PlayError> {
        self.check(roll)?;
        let seat = self.turn;
        ev.push(Event::Rolled { seat, roll });
        self.rolls += 1;
        {
            let p = &mut self.pawns[seat as usize];
            p.sent_back = false;
            if p.double_pending {
                p.double_pending = false;
                p.extra_rolls = 1;
            }
        }
        self.resolve_roll(seat, roll, ev);
        self.check_gathering(ev);
        if self.is_over() {
            return Ok(());
        }
        let p = &mut self.pawns[seat as usize];
        if p.extra_rolls > 0 {
            p.extra_rolls -= 1;
            let can_roll = p.is_playing() && p.miss_turns == 0;
            if can_roll && !self.is_waiting_to_gather(seat) {
                ev.push(Event::BonusRoll { seat });
                ev.push(Event::TurnPassed { seat });
                debug_assert_eq!(self.total_coins(), START_COINS * self.players() as i32);
                return Ok(());
            }
            ev.push(Event::BonusLost { seat });
        }
        self.advance_turn(ev);
        debug_assert_eq!(self.total_coins(), START_COINS * self.players() as i32);
        Ok(())
    }

    fn resolve_roll(&mut self, seat: Seat, roll: u8, ev: &mut Vec<Event>) {
        let square = self.pawn(seat).square;
        match self.pawn(seat).hold {
            Hold::Trapped { rolls_left, need } => {
                if roll == need {
                    self.pawns[seat as usize].hold = Hold::Free;
                    ev.push(Event::Escaped { seat, square });
                    self.walk(seat, roll, ev);
                } else {
                    let rolls_left = rolls_left - 1;
                    ev.push(Event::EscapeFailed { seat, square, rolls_left });
                    self.pawns[seat as usize].hold = if rolls_left == 0 {
                        ev.push(Event::Released { seat, square });
                        Hold::Free
                    } else {
                        Hold::Trapped { rolls_left, need }
                    };
                }
            }
            Hold::Test => match effect(square) {
                Effect::ExactOrBack { need, to, back } => {
                    self.pawns[seat as usize].hold = Hold::Free;
                    if roll == need {
                        self.walk(seat, roll, ev);
                        debug_assert_eq!(self.pawn(seat).square, to);
                    } else {
                        ev.push(Event::TestFailed { seat, square, roll });
                        self.jump(seat, back, roll, ev);
                    }
                }
                Effect::NeedRoll { need, .. } => {
                    if roll == need {
                        self.pawns[seat as usize].hold = Hold::Free;
                        self.walk(seat, roll, ev);
                    } else {
                        ev.push(Event::TestFailed { seat, square, roll });
                        if self.rules.sailing_one_try() {
                            self.pawns[seat as usize].hold = Hold::Free;
                        }
                    }
                }
                _ => unreachable!("a test hold only on a test square"),
            },
            Hold::Free => self.walk(seat, roll, ev),
        }
    }

    /// Moves the pawn `roll` squares forward, bouncing back from 40 as the rules say,
    /// and applies the square it stops on.
    fn walk(&mut self, seat: Seat, roll: u8, ev: &mut Vec<Event>) {
        let from = self.pawn(seat).square;
        let target = from + roll;
        let mut path: Vec<u8> = (from + 1..=target.min(HOME)).collect();
        let mut bounced = false;
        if target > HOME {
            let excess = target - HOME;
            if from != HOME - 1 && !self.rules.overshoot_bounces() {
                ev.push(Event::Overshot { seat, roll });
                return;
            }
            bounced = true;
            if self.rules.bounce_from_home() {
                path.extend((HOME - excess..HOME).rev());
            } else {
                path = (from - excess..from).rev().collect();
            }
        }
        let to = *path.last().expect("a roll moves at least one square");
        ev.push(Event::Walked { seat, path, bounced });
        self.land(seat, to, Arrival { roll, moved: false }, ev);
    }

    /// A square's instruction moves the pawn to `to`.
    fn jump(&mut self, seat: Seat, to: u8, roll: u8, ev: &mut Vec<Event>) {
        let from = self.pawn(seat).square;
        ev.push(Event::Jumped { seat, from, to });
        self.land(seat, to, Arrival { roll, moved: true }, ev);
    }

    fn land(&mut self, seat: Seat, square: u8, arrival: Arrival, ev: &mut Vec<Event>) {
        self.pawns[seat as usize].square = square;
        self.free_others(seat, square, ev);
        if square == GATHERING {
            self.arrive_at_gathering(seat, ev);
        }
        // A pawn moved here by another square's instruction takes this square's
        // effect only under the chained-effects house rule; N° 23 and freeing are
        // about where the pawn stands, so they apply either way.
        if arrival.moved && !self.rules.chained_effects() {
            return;
        }
        let e = effect(square);
        if e != Effect::None && e != Effect::Gathering {
            ev.push(Event::Landed { seat, square });
        }
        match e {
            Effect::None | Effect::Eagle | Effect::Gathering => {}
            Effect::Pay(n) => self.transfer(Account::Player(seat), Account::Pot, n, ev),
            Effect::Receive(n) => self.transfer(Account::Pot, Account::Player(seat), n, ev),
            Effect::MissTurns(n) => self.miss(seat, n, ev),
            Effect::MoveTo { to, pay, miss } => {
                self.jump(seat, to, arrival.roll, ev);
                if pay > 0 {
                    self.transfer(Account::Player(seat), Account::Pot, pay, ev);
                }
                if miss > 0 {
                    self.miss(seat, miss, ev);
                }
            }
            Effect::SendHome { pay } => {
                self.transfer(Account::Player(seat), Account::Pot, pay, ev);
                ev.push(Event::Jumped { seat, from: square, to: 0 });
                let p = &mut self.pawns[seat as usize];
                p.square = 0;
                p.sent_back = true;
                if self.rules.rescue_waiting() {
                    let helper = (0..self.players() as Seat)
                        .find(|&s| s != seat && self.pawn(s).is_playing() && self.pawn(s).square == RESCUE);
                    if let Some(helper) = helper {
                        self.rescue(seat, helper, ev);
                    }
                }
            }
            Effect::Rescue => {
                let waiting: Vec<Seat> =
                    (0..self.players() as Seat).filter(|&s| s != seat && self.pawn(s).sent_back).collect();
                for s in waiting {
                    self.rescue(s, seat, ev);
                }
            }
            Effect::Rapids { to, pay } => {
                if arrival.roll == 6 && !arrival.moved {
                    self.transfer(Account::Player(seat), Account::Pot, pay, ev);
                    self.jump(seat, to, arrival.roll, ev);
                }
            }
            Effect::PayNextPlayer(n) => {
                if let Some(next) = self.next_playing_after(seat) {
                    self.transfer(Account::Player(seat), Account::Player(next), n, ev);
                }
            }
            Effect::MissUnlessSix => {
                if arrival.roll != 6 {
                    self.miss(seat, 1, ev);
                }
            }
            Effect::ExactOrBack { .. } | Effect::NeedRoll { .. } => {
                self.pawns[seat as usize].hold = Hold::Test;
            }
            Effect::SingAsleep => {
                self.miss(seat, 1, ev);
                self.take_from_each(seat, 1, ev);
            }
            Effect::CopperMountain => {
                self.miss(seat, 1, ev);
                self.pawns[seat as usize].double_pending = true;
            }
            Effect::LeavePohjola { to, rolls, need } => {
                self.take_from_each(seat, 1, ev);
                ev.push(Event::Jumped { seat, from: square, to });
                self.pawns[seat as usize].square = to;
                self.free_others(seat, to, ev);
                self.trap(seat, to, rolls, need, ev);
            }
            Effect::HalfCoins => {
                let half = self.rules.half(self.pawn(seat).coins);
                self.transfer(Account::Player(seat), Account::Pot, half, ev);
            }
            Effect::Trap { rolls, need, .. } => self.trap(seat, square, rolls, need, ev),
            Effect::TakeFromEach(n) => self.take_from_each(seat, n, ev),
            Effect::Home => self.finish(seat, ev),
        }
    }

    fn miss(&mut self, seat: Seat, turns: u8, ev: &mut Vec<Event>) {
        self.pawns[seat as usize].miss_turns += turns;
        ev.push(Event::MissTurns { seat, turns });
    }

    fn trap(&mut self, seat: Seat, square: u8, rolls: u8, need: u8, ev: &mut Vec<Event>) {
        self.pawns[seat as usize].hold = Hold::Trapped { rolls_left: rolls, need };
        ev.push(Event::Trapped { seat, square, rolls, need });
    }

    /// Another pawn arriving on a trap square that says so frees the pawns held there.
    fn free_others(&mut self, by: Seat, square: u8, ev: &mut Vec<Event>) {
        if !matches!(effect(square), Effect::Trap { can_be_freed: true, .. }) {
            return;
        }
        for s in 0..self.players() as Seat {
            let p = &mut self.pawns[s as usize];
            if s != by && p.square == square && matches!(p.hold, Hold::Trapped { .. }) {
                p.hold = Hold::Free;
                ev.push(Event::Freed { seat: s, by, square });
            }
        }
    }

    fn rescue(&mut self, seat: Seat, helper: Seat, ev: &mut Vec<Event>) {
        ev.push(Event::Rescued { seat, helper });
        ev.push(Event::Jumped { seat, from: 0, to: RESCUE });
        let p = &mut self.pawns[seat as usize];
        p.square = RESCUE;
        p.sent_back = false;
        self.transfer(Account::Player(seat), Account::Pot, 2, ev);
        self.transfer(Account::Player(seat), Account::Player(helper), 3, ev);
    }

    fn arrive_at_gathering(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        if self.gathering == Gathering::NotYet {
            self.gathering = Gathering::Open { first: seat };
            ev.push(Event::GatheringOpened { seat });
            let half = self.rules.half(self.pot);
            self.transfer(Account::Pot, Account::Player(seat), half, ev);
        }
    }

    /// The gathering on N° 23 ends when every player still in the game has reached it.
    fn check_gathering(&mut self, ev: &mut Vec<Event>) {
        if let Gathering::Open { .. } = self.gathering {
            if self.pawns.iter().filter(|p| p.is_playing()).all(|p| p.square >= GATHERING) {
                self.gathering = Gathering::Done;
                ev.push(Event::GatheringComplete);
            }
        }
    }

    fn take_from_each(&mut self, seat: Seat, n: i32, ev: &mut Vec<Event>) {
        for s in 0..self.players() as Seat {
            if s != seat && self.pawn(s).is_playing() {
                self.transfer(Account::Player(s), Account::Player(seat), n, ev);
            }
        }
    }

    /// Moves `due` coins, or what the payer has unless the rules allow debt. The pot
    /// never goes below zero: taking from a short pot takes what is there.
    fn transfer(&mut self, from: Account, to: Account, due: i32, ev: &mut Vec<Event>) {
        let available = match from {
            Account::Pot => self.pot.max(0),
            Account::Player(_) if self.rules.debt() => due,
            Account::Player(s) => self.pawn(s).coins.max(0),
        };
        let amount = due.min(available);
        match from {
            Account::Pot => self.pot -= amount,
            Account::Player(s) => self.pawns[s as usize].coins -= amount,
        }
        match to {
            Account::Pot => self.pot += amount,
            Account::Player(s) => self.pawns[s as usize].coins += amount,
        }
        ev.push(Event::Transfer { from, to, amount, due });
    }

    fn finish(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let place = self.pawns.iter().filter(|p| p.place.is_some()).count() as u8 + 1;
        self.transfer(Account::Pot, Account::Player(seat), self.pot, ev);
        let p = &mut self.pawns[seat as usize];
        p.place = Some(place);
        p.hold = Hold::Free;
        p.miss_turns = 0;
        p.extra_rolls = 0;
        ev.push(Event::Finished { seat, place });
        let still_playing: Vec<Seat> = (0..self.players() as Seat).filter(|&s| self.pawn(s).is_playing()).collect();
        if self.rules.play_for_places() && still_playing.len() > 1 {
            return;
        }
        let mut ranking: Vec<Seat> = (0..self.players() as Seat).filter(|&s| !still_playing.contains(&s)).collect();
        crate::engine::order::sort_by_key(&mut ranking, |&s| self.pawn(s).place);
        let mut rest = still_playing;
        // Those still on the track rank by how far they got, then by coins.
        crate::engine::order::sort_by_key(&mut rest, |&s| {
            (std::cmp::Reverse(self.pawn(s).square), std::cmp::Reverse(self.pawn(s).coins), s)
        });
        ranking.extend(rest);
        ev.push(Event::GameOver { ranking: ranking.clone() });
        self.ranking = Some(ranking);
    }

    fn next_playing_after(&self, seat: Seat) -> Option<Seat> {
        let n = self.players() as Seat;
        (1..n).map(|k| (seat + k) % n).find(|&s| self.pawn(s).is_playing())
    }

    /// Passes the turn on, skipping seats that miss it or wait on N° 23.
    fn advance_turn(&mut self, ev: &mut Vec<Event>) {
        let n = self.players() as Seat;
        let mut seat = self.turn;
        // Each pass either reaches a seat that rolls or uses up a missed turn; the
        // bound only guards against a bug looping forever.
        for _ in 0..(n as usize * 64) {
            seat = (seat + 1) % n;
            if seat == self.start_seat {
                self.round += 1;
            }
            let p = &mut self.pawns[seat as usize];
            if !p.is_playing() {
                continue;
            }
            if p.miss_turns > 0 {
                p.miss_turns -= 1;
                let left = p.miss_turns;
                ev.push(Event::TurnSkipped { seat, reason: SkipReason::MissedTurn { left } });
                continue;
            }
            if self.is_waiting_to_gather(seat) {
                ev.push(Event::TurnSkipped { seat, reason: SkipReason::Gathering });
                continue;
            }
            self.turn = seat;
            ev.push(Event::TurnPassed { seat });
            return;
        }
        unreachable!("no seat can roll");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_game_has_stakes_in_the_pot() {
        let g = Game::new(3, 1, HouseRules::default()).unwrap();
        assert_eq!(g.pot(), 15);
        assert!(g.pawns().iter().all(|p| p.coins == 10 && p.square == 0));
        assert_eq!(g.turn(), 1);
        assert_eq!(g.total_coins(), 45);
    }

    #[test]
    fn bad_setups_are_refused() {
        assert_eq!(Game::new(1, 0, HouseRules::default()), Err(SetupError::PlayerCount(1)));
        assert_eq!(Game::new(7, 0, HouseRules::default()), Err(SetupError::PlayerCount(7)));
        assert_eq!(Game::new(2, 2, HouseRules::default()), Err(SetupError::StartSeat(2)));
    }

    #[test]
    fn legal_moves_are_the_rolls_check_accepts() {
        let mut g = Game::new(2, 0, HouseRules::default()).unwrap();
        for roll in 0..=8 {
            assert_eq!(g.legal_moves().contains(&roll), g.check(roll).is_ok(), "{roll}");
        }
        // Rolls 1 to 6 in turn end every game (a die that always shows 6 need not).
        let mut roll = 0;
        while !g.is_over() {
            roll = roll % 6 + 1;
            g.play(roll).unwrap();
        }
        assert!(g.legal_moves().is_empty());
        assert_eq!(g.check(3), Err(PlayError::GameOver));
    }

    #[test]
    fn bad_rolls_change_nothing() {
        let mut g = Game::new(2, 0, HouseRules::default()).unwrap();
        let before = g.clone();
        assert_eq!(g.play(0), Err(PlayError::BadRoll(0)));
        assert_eq!(g.play(7), Err(PlayError::BadRoll(7)));
        assert_eq!(g, before);
    }
}
