//! A Sáhkku game being played at one screen: the position, its record, the dice,
//! who sits where, and undo. The browser keeps one of these in its state; it holds no
//! web types, so every path through it is tested natively.

use super::by_link::{ByLink, LinkState, Turn, TurnError};
use super::thinking::{self, Question, Think};
use crate::engine::dice::{DiceSource, SeededDice};
use crate::engine::sahkku::levels::Level;
use crate::engine::sahkku::notation::NotationError;
use crate::engine::sahkku::play::{throw_dice, Plan};
use crate::engine::sahkku::record::Entry;
use crate::engine::sahkku::{
    Event, Expect, Illegal, OptionError, Position, Record, ReplayError, Rules, Side, StartError, SubMove, Variant,
};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why a record does not restore on its seed: in parts, so that the app can say it in
/// the player's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RestoreError {
    /// The record's house rules cannot be read or played.
    Options(OptionError),
    /// The record's set-up start is not a position to play from.
    Start(StartError),
    /// Entry `index` (from 0), as written, and what is wrong with it.
    Entry { index: usize, entry: String, fault: EntryFault },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryFault {
    /// Not a throw or a sub-move in the notation, or no such move exists here.
    Unreadable,
    /// A real action the rules do not allow at that point.
    Illegal(Illegal),
    /// A throw other than the one the game's seeded dice give.
    NotTheDice,
}

impl EntryFault {
    /// Why a sub-move written in notation does not fit its position.
    fn of(e: NotationError) -> EntryFault {
        match e {
            NotationError::Unknown(_) => EntryFault::Unreadable,
            NotationError::Illegal { reason, .. } => EntryFault::Illegal(reason),
        }
    }
}

/// A record that does not replay by its rules alone (the review reads records so),
/// said in the parts a restore uses, so that the app words it the same way.
impl From<ReplayError> for RestoreError {
    fn from(e: ReplayError) -> RestoreError {
        match e {
            ReplayError::Options(e) => RestoreError::Options(e),
            ReplayError::Start(e) => RestoreError::Start(e),
            ReplayError::Entry { index, entry, error } => {
                RestoreError::Entry { index, entry, fault: EntryFault::of(error) }
            }
        }
    }
}

impl fmt::Display for RestoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RestoreError::Options(e) => write!(f, "{e}"),
            RestoreError::Start(e) => write!(f, "{e}"),
            RestoreError::Entry { index, entry, fault } => {
                write!(f, "entry {} ('{entry}'): ", index + 1)?;
                match fault {
                    EntryFault::Unreadable => write!(f, "not a legal throw or move here"),
                    EntryFault::Illegal(reason) => write!(f, "illegal: {reason}"),
                    EntryFault::NotTheDice => write!(f, "the seed does not give this throw"),
                }
            }
        }
    }
}

/// Who plays a side. In files, its id (`human`, `random`, `greedy`, `expert`, `master`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub enum Player {
    Human,
    Computer(Level),
}

impl Player {
    /// The player's name in files: `human`, or the computer level's id.
    pub fn id(self) -> &'static str {
        match self {
            Player::Human => "human",
            Player::Computer(l) => l.id(),
        }
    }
    pub fn from_id(id: &str) -> Option<Player> {
        match id {
            "human" => Some(Player::Human),
            other => Level::from_id(other).map(Player::Computer),
        }
    }
}

impl From<Player> for &'static str {
    fn from(p: Player) -> &'static str {
        p.id()
    }
}

/// A seat's player in a file that names no player this app knows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownPlayer(pub String);

impl std::fmt::Display for UnknownPlayer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "no such player: {:?}", self.0)
    }
}

impl TryFrom<String> for Player {
    type Error = UnknownPlayer;
    fn try_from(id: String) -> Result<Player, UnknownPlayer> {
        Player::from_id(&id).ok_or(UnknownPlayer(id))
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    pub name: String,
    pub player: Player,
}

/// A table set up for a game: what the set-up screen produces, what a save holds
/// beside the record, and what a session starts from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Table {
    pub variant: Variant,
    pub rules: Rules,
    pub seats: [Seat; 2],
    /// The dice of the game, chosen when it starts (not part of a remembered form).
    #[serde(skip)]
    pub seed: u64,
}

impl Table {
    /// A table whose seats have no names (tests, the lab).
    pub fn unnamed(variant: Variant, rules: Rules, players: [Player; 2], seed: u64) -> Table {
        let seat = |player| Seat { name: String::new(), player };
        Table { variant, rules, seats: [seat(players[0]), seat(players[1])], seed }
    }
    /// Each seat's problem (no name, or the other seat's name), names compared in
    /// `lowercase`.
    pub fn problems(&self, lowercase: super::Lowercase) -> Vec<Option<super::SeatProblem>> {
        super::seat_problems(self.seats.iter().map(|s| (s.name.as_str(), None)), lowercase)
    }
    pub fn name(&self, side: Side) -> &str {
        &self.seats[side.index()].name
    }
    pub fn player(&self, side: Side) -> Player {
        self.seats[side.index()].player
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    table: Table,
    dice: SeededDice,
    position: Position,
    record: Record,
    /// Record lengths at which a human side's moves began (after its throw and any
    /// re-throws): where "undo the whole turn" goes back to.
    checkpoints: Vec<usize>,
    /// In a game played by link, this device's side of it (`by_link`).
    link: Option<LinkState>,
    /// What the computer's thinking thread answered (`thinking`), still to play; an
    /// undo or a new game leaves it unused (a step is played only from its position).
    plan: Plan,
}

impl Session {
    pub fn new(table: Table) -> Session {
        Session {
            dice: SeededDice::new(table.seed),
            record: Record::new(table.variant, &table.rules),
            position: Position::new(table.rules),
            checkpoints: Vec::new(),
            link: None,
            plan: Plan::default(),
            table,
        }
    }

    /// A game played by link, on one of its two devices (its dice come from the link
    /// state's seeds, not the table's).
    pub fn by_link(table: Table, link: LinkState) -> Session {
        Session { link: Some(link), ..Session::new(table) }
    }

    /// A saved game, played again entry by entry through this session, so that the
    /// dice and the undo points come back too: the seats and seed a save holds beside
    /// its record (which has the rest of the table). Fails if the record's throws are
    /// not the ones this seed gives, or a move does not fit.
    pub fn restore(seats: [Seat; 2], seed: u64, record: &Record) -> Result<Session, RestoreError> {
        Session::restore_by_link(seats, seed, record, None)
    }

    /// A saved game, as `restore`, with its link state if it is played by link: the
    /// dice change seed where the state says.
    pub fn restore_by_link(
        seats: [Seat; 2],
        seed: u64,
        record: &Record,
        link: Option<LinkState>,
    ) -> Result<Session, RestoreError> {
        let rules = record.rules().map_err(RestoreError::Options)?;
        let mut s = Session::new(Table { variant: record.variant, rules, seats, seed });
        s.link = link;
        if record.start.is_some() {
            s.position = record.start_position()?;
            s.record.start = record.start.clone();
        }
        for (index, entry) in record.entries.iter().enumerate() {
            s.reseed_at(index);
            let fault = |fault| RestoreError::Entry { index, entry: entry.to_string(), fault };
            match entry {
                Entry::Throw(_) => {
                    s.throw_unsettled().map_err(|e| fault(EntryFault::Illegal(e)))?;
                    if s.record.entries.last() != Some(entry) {
                        return Err(fault(EntryFault::NotTheDice));
                    }
                }
                Entry::Move(text) => {
                    let mv = crate::engine::sahkku::notation::parse_move(&s.position, text)
                        .map_err(|e| fault(EntryFault::of(e)))?;
                    s.play_unsettled(mv).map_err(|e| fault(EntryFault::Illegal(e)))?;
                }
            }
        }
        s.reseed_at(record.entries.len());
        // The hints asked in it stay with it: its review counts them.
        s.record.hints = record.hints.iter().copied().filter(|&h| h <= record.entries.len()).collect();
        Ok(s)
    }

    /// Where a game by link changes dice seed at record length `len`, change it.
    fn reseed_at(&mut self, len: usize) {
        if let Some(seed) = self.link.as_ref().and_then(|l| l.seed_at(len)) {
            self.dice = SeededDice::new(seed);
        }
    }

    /// In a game by link, the side this device plays.
    pub fn my_side(&self) -> Option<Side> {
        self.link.as_ref().map(|l| if l.me == 0 { Side::One } else { Side::Two })
    }

    /// In a game by link: whether this device plays its part now (a link has come and
    /// its answer is not ready yet).
    pub fn is_my_part(&self) -> bool {
        self.link.as_ref().is_some_and(|l| l.playing_from.is_some()) && self.to_act().is_some()
    }

    /// The record length this device's part began at, in a game by link (0 else).
    fn part_start(&self) -> usize {
        self.link.as_ref().and_then(|l| l.playing_from).map_or(0, |f| f as usize)
    }

    /// Whether this device's part has decided anything yet: after a decision it throws
    /// no more (the other device throws what comes next; see `by_link`).
    fn decided(&self) -> bool {
        self.record.entries[self.part_start().min(self.record.entries.len())..].iter().any(|e| !e.is_throw())
    }

    /// This device's last link in a game by link (`None` while its part is being
    /// played, and for the inviter before the answer: the invitation goes alone).
    pub fn link_turn(&self) -> Option<Turn> {
        let link = self.link.as_ref()?;
        if link.playing_from.is_some() || link.is_invitation() {
            return None;
        }
        let places = places(&self.record, link.sent_from as usize)?;
        Some(link.turn(places.into_iter().map(|(place, _)| place as u32).collect()))
    }

    pub fn position(&self) -> &Position {
        &self.position
    }
    pub fn record(&self) -> &Record {
        &self.record
    }
    pub fn table(&self) -> &Table {
        &self.table
    }
    pub fn rules(&self) -> &Rules {
        &self.table.rules
    }
    pub fn player(&self, side: Side) -> Player {
        self.table.player(side)
    }
    pub fn seed(&self) -> u64 {
        self.table.seed
    }

    /// The side whose action is awaited, if any.
    pub fn to_act(&self) -> Option<Side> {
        match self.position.expect() {
            Expect::Throw { side, .. } | Expect::Move { side } => Some(side),
            Expect::Over => None,
        }
    }

    pub fn is_human_to_act(&self) -> bool {
        match self.my_side() {
            // By link, the person at this device acts on their side, in their part.
            Some(me) => self.is_my_part() && self.to_act() == Some(me),
            None => self.to_act().is_some_and(|s| self.player(s) == Player::Human),
        }
    }

    /// Throws the dice the engine asks for.
    pub fn throw(&mut self) -> Result<Vec<Event>, Illegal> {
        if self.link.is_some() && (!self.is_human_to_act() || self.decided()) {
            return Err(Illegal::NotNow);
        }
        let events = self.throw_unsettled()?;
        self.settle();
        Ok(events)
    }

    fn throw_unsettled(&mut self) -> Result<Vec<Event>, Illegal> {
        let Expect::Throw { dice: n, .. } = self.position.expect() else { return Err(Illegal::NotNow) };
        let faces = throw_dice(&self.position, &mut self.dice, n);
        let events = self.position.throw(&faces)?;
        self.record.push_throw(&faces);
        self.mark_checkpoint();
        Ok(events)
    }

    pub fn play(&mut self, mv: SubMove) -> Result<Vec<Event>, Illegal> {
        if self.link.is_some() && !self.is_human_to_act() {
            return Err(Illegal::NotNow);
        }
        let events = self.play_unsettled(mv)?;
        self.settle();
        Ok(events)
    }

    fn play_unsettled(&mut self, mv: SubMove) -> Result<Vec<Event>, Illegal> {
        let before = self.position.clone();
        let events = self.position.play(mv)?;
        self.record.push_move(&before, mv);
        self.mark_checkpoint();
        Ok(events)
    }

    /// When a human side starts choosing moves, remember the spot for undo.
    fn mark_checkpoint(&mut self) {
        if let Expect::Move { side } = self.position.expect() {
            let moving = *self.position.phase() == crate::engine::sahkku::Phase::Moving;
            let fresh = self.checkpoints.last() != Some(&self.record.entries.len());
            let turn_start = self.record.entries.last().is_some_and(|e| e.is_throw() || e.is_keep());
            if moving && fresh && turn_start && self.player(side) == Player::Human {
                self.checkpoints.push(self.record.entries.len());
            }
        }
    }

    /// One action for the computer side to act: a throw or its chosen sub-move,
    /// thought over here whatever the level (natively: the tests, the command line).
    pub fn computer_step(&mut self) -> Option<Result<Vec<Event>, Illegal>> {
        self.computer_step_with(thinking::think_here)
    }

    /// One action for the computer side, as the app's page takes it: a throw, the
    /// next sub-move of the plan an answer gave (`take_answer`), or one a level that
    /// decides at once chooses. `None` while a level that thinks long has no plan here
    /// (its question, `question_id`, is still out).
    pub fn computer_step_on_page(&mut self) -> Option<Result<Vec<Event>, Illegal>> {
        self.computer_step_with(thinking::decide_quickly)
    }

    fn computer_step_with(&mut self, decide: thinking::Decide) -> Option<Result<Vec<Event>, Illegal>> {
        let side = self.to_act()?;
        let Player::Computer(level) = self.player(side) else { return None };
        Some(match self.position.expect() {
            Expect::Throw { .. } => self.throw(),
            Expect::Move { .. } => {
                let mv = match self.plan.take(&self.position) {
                    Some(mv) => mv,
                    // Not asked of the players' module: decided here.
                    None => {
                        // The computer's own choices use a generator of their own, so
                        // that they never change the dice the game throws.
                        let mut choice_dice =
                            SeededDice::new(self.table.seed ^ (self.record.entries.len() as u64) << 17);
                        // A level that thinks once a turn (the master) keeps the rest.
                        let turn = decide(&self.position, level, &mut choice_dice)?;
                        self.plan = Plan::of(&self.position, &turn);
                        self.plan.take(&self.position).unwrap_or(turn[0])
                    }
                };
                self.play(mv)
            }
            Expect::Over => return None,
        })
    }

    /// Which question is due before the computer acts (its level thinks long and has no
    /// plan for this position): the position's hash, or `None` when none is.
    pub fn question_id(&self) -> Option<u64> {
        let side = self.to_act()?;
        let Player::Computer(level) = self.player(side) else { return None };
        let asks = level.thinks_long()
            && matches!(self.position.expect(), Expect::Move { .. })
            && !self.plan.covers(&self.position);
        asks.then(|| thinking::id_of(&self.position))
    }

    /// The question due, to send to the thinking thread, with how long the master may
    /// think (the device's setting, not the game's: see `Think`).
    pub fn question(&self, think: Think) -> Option<Question> {
        let id = self.question_id()?;
        let Player::Computer(level) = self.player(self.to_act()?) else { return None };
        Some(Question { record: self.record.clone(), level, think, id })
    }

    /// Whether a hint may be asked here: a person is to choose a move, in a game not
    /// played by link (where each side plays on its own, hints are off).
    pub fn may_hint(&self) -> bool {
        self.link.is_none() && self.is_human_to_act() && matches!(self.position.expect(), Expect::Move { .. })
    }

    /// The question a hint asks the players' module: the master's ranking of the
    /// choices here (`thinking::hint_answer`), noted in the record as a hint used
    /// (`Record::hints`). `None` where no hint may be asked.
    pub fn ask_hint(&mut self, think: Think) -> Option<Question> {
        if !self.may_hint() {
            return None;
        }
        self.record.note_hint();
        let id = thinking::id_of(&self.position);
        Some(Question { record: self.record.clone(), level: Level::Master, think, id })
    }

    /// Whether the turn on now may be analysed, as a game goes on: between people on
    /// this device (against the computer the hint serves; by link, where each side
    /// plays on its own, neither may).
    pub fn may_analyse(&self) -> bool {
        self.link.is_none() && !self.position.is_over() && self.table.seats.iter().all(|s| s.player == Player::Human)
    }

    /// Whether the replay's point showing `shown` may be analysed: a turn is on there
    /// (`Phase::in_turn`: not the opening, not the end), and the game is not one by
    /// link that is still being played (its turns would be read before they are sent).
    pub fn may_analyse_replayed(&self, shown: &Position) -> bool {
        (self.link.is_none() || self.position.is_over()) && shown.phase().in_turn()
    }

    /// The record of the turn on now for the position editor's analysis
    /// (`Record::turn_at`), noted in the game's record as a hint used (the review
    /// shows it); `None` where it may not be analysed, or no turn is on.
    pub fn analyse_here(&mut self) -> Option<Record> {
        if !self.may_analyse() {
            return None;
        }
        let turn = self.record.turn_at(self.record.entries.len())?;
        self.record.note_hint();
        Some(turn)
    }

    /// The answer to question `id`: kept as the plan when that question is still the
    /// one due and every sub-move of it is legal here. False otherwise.
    pub fn take_answer(&mut self, id: u64, answer: &str) -> bool {
        if self.question_id() != Some(id) {
            return false;
        }
        match thinking::read_plan(&self.position, answer) {
            Some(plan) => {
                self.plan = plan;
                true
            }
            None => false,
        }
    }

    /// Whether the human side's last sub-move of this turn can be taken back.
    pub fn can_undo_move(&self) -> bool {
        // By link, only this device's sub-moves since its part began, never a throw: the
        // dice would not come again (they are not the table's seed's).
        let from = self.part_start();
        let by_link_ok = self.link.is_none() || self.record.entries.last().is_some_and(|e| !e.is_throw());
        self.is_human_to_act()
            && matches!(self.position.expect(), Expect::Move { .. })
            && self.checkpoints.last().is_some_and(|&c| c < self.record.entries.len() && c >= from)
            && by_link_ok
    }

    /// Whether a whole turn can be taken back (in a game against the computer).
    pub fn can_undo_turn(&self) -> bool {
        let len = self.record.entries.len();
        self.table.seats.iter().any(|s| matches!(s.player, Player::Computer(_)))
            && self.checkpoints.iter().any(|&c| c < len)
    }

    /// Takes back the last sub-move of the human's current turn.
    pub fn undo_move(&mut self) -> bool {
        if !self.can_undo_move() {
            return false;
        }
        let n = self.record.entries.len() - 1;
        self.rewind(n);
        true
    }

    /// Goes back to the start of the human's last turn (its throw stays: undo never
    /// gives new dice).
    pub fn undo_turn(&mut self) -> bool {
        let len = self.record.entries.len();
        let Some(&target) = self.checkpoints.iter().rev().find(|&&c| c < len) else { return false };
        self.rewind(target);
        true
    }

    fn rewind(&mut self, len: usize) {
        let mut record = self.record.clone();
        let hinted = record.hints.iter().any(|&h| h > len);
        record.truncate(len);
        // A hint seen is not unseen by an undo: it stays, as asked where the undo goes.
        if hinted {
            record.note_hint();
        }
        // A prefix of a record that was played replays; were it not to, nothing changes.
        let Ok((position, _)) = record.replay() else { return };
        // Throws taken back: the dice go back too, so the throws after this point are the
        // same again. (Only sub-moves taken back: the dice stand where they stood.)
        if self.record.entries[len.min(self.record.entries.len())..].iter().any(Entry::is_throw) {
            let mut dice = SeededDice::new(self.table.seed);
            for faces in record.entries.iter().filter_map(Entry::faces) {
                for _ in faces {
                    dice.roll(4);
                }
            }
            self.dice = dice;
        }
        self.position = position;
        self.record = record;
        self.checkpoints.retain(|&c| c <= len);
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
        self.record.entries.len()
    }
    fn reseed(&mut self, seed: u64) {
        self.dice = SeededDice::new(seed);
    }

    /// The sender's device threw until its player decided, then played its moves.
    fn replay_part(&mut self, places: &[u32]) -> Result<(), TurnError> {
        let sender = self.my_side().unwrap_or(Side::One).other();
        let mut places = places.iter();
        let mut index = 0;
        loop {
            match self.position.expect() {
                Expect::Throw { .. } if index == 0 => {
                    self.throw_unsettled().map_err(|_| TurnError::Length)?;
                }
                Expect::Move { side } if side == sender => {
                    let place = *places.next().ok_or(TurnError::Length)?;
                    let mv = sorted_moves(&self.position).get(place as usize).copied();
                    let mv = mv.ok_or(TurnError::Move { index })?;
                    self.play_unsettled(mv).map_err(|_| TurnError::Move { index })?;
                    index += 1;
                }
                _ => break,
            }
        }
        match places.next() {
            Some(_) => Err(TurnError::Length),
            None => Ok(()),
        }
    }

    /// Throws the other side's dice that fall to this device before its player decides
    /// anything (the opening's throws), and ends this device's part where a throw after
    /// a decision, the other side's move, or the end of the game is next.
    fn settle(&mut self) {
        let Some(from) = self.link.as_ref().and_then(|l| l.playing_from) else { return };
        let me = self.my_side().unwrap_or(Side::One);
        loop {
            match self.position.expect() {
                Expect::Throw { side, .. } if !self.decided() && side != me => {
                    if self.throw_unsettled().is_err() {
                        return;
                    }
                }
                Expect::Throw { .. } if !self.decided() => return,
                Expect::Move { side } if side == me => return,
                Expect::Over if self.record.entries.len() == from as usize => return,
                _ => {
                    if let Some(l) = self.link.as_mut() {
                        l.end_part();
                    }
                    return;
                }
            }
        }
    }
}

/// The sub-moves of `record` from entry `from` on, each as its place among the legal
/// moves of its position (`sorted_moves`) and how many there were: how links write a
/// game (`share`) and a turn by link. A move is matched by its notation, so that one
/// written with another die of the same face is the same move. `None` if the record
/// does not replay.
pub fn places(record: &Record, from: usize) -> Option<Vec<(usize, usize)>> {
    use crate::engine::sahkku::notation::{format_move, parse_move};
    let mut pos = record.start_position().ok()?;
    let mut places = Vec::new();
    for (index, entry) in record.entries.iter().enumerate() {
        match entry {
            Entry::Throw(faces) => drop(pos.throw(faces).ok()?),
            Entry::Move(text) => {
                let mv = parse_move(&pos, text).ok()?;
                if index >= from {
                    let written = format_move(&pos, mv);
                    let moves = sorted_moves(&pos);
                    let place = moves.iter().position(|&m| format_move(&pos, m) == written)?;
                    places.push((place, moves.len()));
                }
                pos.play(mv).ok()?;
            }
        }
    }
    Some(places)
}

/// A position's legal sub-moves in a fixed order (the sub-moves' own), so that a
/// move's place in it means the same whichever order the engine found them in: how
/// links name a sub-move.
pub fn sorted_moves(pos: &Position) -> Vec<SubMove> {
    let mut moves = pos.legal_moves();
    crate::engine::order::sort_by_key(&mut moves, |m| *m);
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sahkku::Setup;

    fn new_game(players: [Player; 2]) -> Session {
        Session::new(Table::unnamed(Variant::Lagesvuon, Variant::Lagesvuon.rules(), players, 42))
    }

    #[test]
    fn two_computers_finish_a_game_and_the_record_replays() {
        for v in Variant::ALL {
            let players = [Player::Computer(Level::Greedy), Player::Computer(Level::Random)];
            let mut s = Session::new(Table::unnamed(v, v.rules(), players, 3));
            let mut steps = 0;
            while s.computer_step().is_some() {
                steps += 1;
                assert!(steps < 100_000);
            }
            assert!(s.position().is_over());
            assert_eq!(&s.record().replay().unwrap().0, s.position());
        }
    }

    #[test]
    fn a_game_set_up_by_hand_restores_from_its_start_and_plays_on() {
        let start = "1 | (a1) (a2) b10 | (c1) c6 | Kb8";
        let players = [Player::Human, Player::Human];
        let table = Table::unnamed(Variant::Unjarga, Variant::Unjarga.rules(), players, 9);
        let record = Record { start: Some(start.into()), ..Record::new(table.variant, &table.rules) };
        let mut s = Session::restore(table.seats.clone(), 9, &record).unwrap();
        assert_eq!(Setup::of(s.position()).to_text(), start);
        while !matches!(s.position().expect(), Expect::Move { .. }) {
            s.throw().unwrap();
        }
        let mv = s.position().legal_moves()[0];
        s.play(mv).unwrap();
        assert_eq!(s.record().start.as_deref(), Some(start));
        let again = Session::restore(table.seats.clone(), 9, s.record()).unwrap();
        assert_eq!(again.position(), s.position());
        // A start the rules could never reach is refused with its reason.
        let bad = Record { start: Some("1 | (a1) (a1) | c1 | Kb8".into()), ..record };
        assert!(matches!(
            Session::restore(table.seats, 9, &bad),
            Err(RestoreError::Start(StartError::Impossible(crate::engine::sahkku::SetupError::Crowded { .. })))
        ));
    }

    /// Two people on one device may take the turn on now to the analysis, which is
    /// written in the record as a hint used; against the computer, or by link, not.
    #[test]
    fn a_game_between_people_here_may_be_analysed_and_the_record_says_so() {
        let mut s = new_game([Player::Human, Player::Human]);
        // Thrown until a move is due (the opening chooses who starts first).
        while !matches!(s.position().expect(), Expect::Move { .. }) {
            s.throw().unwrap();
        }
        let at = s.record().entries.len();
        let turn = s.analyse_here().expect("a turn is on");
        assert_eq!(turn.entries.len(), 1, "the turn's throw");
        assert_eq!(s.record().hints, vec![at]);
        let mut against = new_game([Player::Human, Player::Computer(Level::Greedy)]);
        assert!(!against.may_analyse() && against.analyse_here().is_none());
    }

    /// The hints asked in a game stay with it through a save and its restore (its
    /// replay, or the game going on), so the review of the saved game counts them.
    #[test]
    fn hints_are_kept_through_a_save_and_its_replay_into_the_review() {
        let mut s = new_game([Player::Human, Player::Human]);
        let mut asked = 0;
        for _ in 0..6 {
            while !matches!(s.position().expect(), Expect::Move { .. }) {
                s.throw().unwrap();
            }
            if s.position().turn() == Side::One {
                s.ask_hint(Think::Normal).expect("a person is to move");
                asked += 1;
            }
            while matches!(s.position().expect(), Expect::Move { .. }) {
                let m = s.position().legal_moves()[0];
                s.play(m).unwrap();
            }
        }
        assert!(asked > 0);
        let saved: Record = serde_json::from_str(&serde_json::to_string(s.record()).unwrap()).unwrap();
        let restored = Session::restore(s.table().seats.clone(), s.table().seed, &saved).unwrap();
        assert_eq!(restored.record().hints, s.record().hints);
        let review = crate::engine::sahkku::review::review(restored.record(), None).unwrap();
        assert_eq!(review.totals[Side::One.index()].hints, asked);
        assert_eq!(review.totals[Side::Two.index()].hints, 0);
    }

    /// A replay's point is analysed where a turn is on, in any game but one by link
    /// still being played.
    #[test]
    fn a_replays_turn_may_be_analysed_except_in_a_game_by_link_not_over() {
        let mut s = new_game([Player::Human, Player::Human]);
        let opening = s.position().clone();
        assert!(!s.may_analyse_replayed(&opening), "the opening is not a turn");
        while !matches!(s.position().expect(), Expect::Move { .. }) {
            s.throw().unwrap();
        }
        let turn = s.position().clone();
        assert!(s.may_analyse_replayed(&turn));
        let table = Table::unnamed(Variant::Lagesvuon, Variant::Lagesvuon.rules(), [Player::Human; 2], 42);
        let by_link = Session::by_link(table, LinkState::new(1, 0, [7; 16], None));
        assert!(!by_link.may_analyse_replayed(&turn), "a game by link, not over");
    }

    #[test]
    fn a_table_is_plain_data_with_players_by_id() {
        let mut table = Table::unnamed(
            Variant::Unjarga,
            Variant::Unjarga.rules(),
            [Player::Human, Player::Computer(Level::Expert)],
            0,
        );
        table.seats[0].name = "Aino".into();
        let json = serde_json::to_string(&table).unwrap();
        assert!(json.contains(r#""player":"human""#) && json.contains(r#""player":"expert""#), "{json}");
        assert_eq!(serde_json::from_str::<Table>(&json).unwrap(), table);
        assert!(serde_json::from_str::<Table>(&json.replace("expert", "grandmaster")).is_err());
    }

    /// A record that breaks its rules is said in the same parts whether it is restored
    /// on its seed or replayed by its rules alone (as the review reads it).
    #[test]
    fn a_replay_error_names_the_entry_and_fault_a_restore_names() {
        let players = [Player::Computer(Level::Greedy), Player::Computer(Level::Random)];
        let mut s =
            Session::new(Table::unnamed(Variant::GavkevuotnaMiedut, Variant::GavkevuotnaMiedut.rules(), players, 5));
        while s.record().entries.len() < 12 {
            s.computer_step();
        }
        let (seats, seed) = (s.table().seats.clone(), s.seed());
        for bad in ["zz", "keep", "III:a1-a4"] {
            let mut record = s.record().clone();
            record.entries.push(bad.into());
            let restored = Session::restore(seats.clone(), seed, &record).map(drop).unwrap_err();
            let replayed: RestoreError = record.replay().map(drop).unwrap_err().into();
            assert_eq!(replayed, restored, "{bad}");
        }
        let mut record = s.record().clone();
        record.options.insert("no-such-rule".into(), "on".into());
        let replayed: RestoreError = record.replay().map(drop).unwrap_err().into();
        assert!(matches!(replayed, RestoreError::Options(_)));
    }

    #[test]
    fn a_restored_game_is_the_same_game() {
        let mut s = Session::new(Table::unnamed(
            Variant::Unjarga,
            Variant::Unjarga.rules(),
            [Player::Human, Player::Computer(Level::Greedy)],
            9,
        ));
        for _ in 0..60 {
            if s.is_human_to_act() {
                match s.position().expect() {
                    Expect::Throw { .. } => drop(s.throw()),
                    Expect::Move { .. } => {
                        let m = s.position().legal_moves()[0];
                        drop(s.play(m));
                    }
                    Expect::Over => break,
                }
            } else {
                s.computer_step();
            }
        }
        let back = Session::restore(s.table().seats.clone(), s.seed(), s.record()).unwrap();
        assert_eq!(back.position(), s.position());
        assert_eq!(back.record(), s.record());
        let mut wrong = s.record().clone();
        wrong.entries[0] = "[III]".into();
        assert!(Session::restore(s.table().seats.clone(), s.seed(), &wrong).is_err());
    }

    #[test]
    fn undo_takes_back_a_move_and_keeps_the_dice() {
        let mut s = new_game([Player::Human, Player::Human]);
        while !matches!(s.position().phase(), crate::engine::sahkku::Phase::Moving) {
            match s.position().expect() {
                Expect::Throw { .. } => {
                    s.throw().unwrap();
                }
                Expect::Move { .. } => {
                    s.play(SubMove::Keep).unwrap();
                }
                Expect::Over => unreachable!(),
            }
        }
        let before = s.clone();
        let mv = s.position().legal_moves()[0];
        s.play(mv).unwrap();
        assert!(s.can_undo_move());
        assert!(s.undo_move());
        assert_eq!(s.position(), before.position());
        assert_eq!(s.record(), before.record());
        // The next throw after an undo is the one the game would have had anyway.
        let mut a = s.clone();
        let mut b = before.clone();
        while a.position().expect() != Expect::Over && !matches!(a.position().expect(), Expect::Throw { .. }) {
            let m = a.position().legal_moves()[0];
            a.play(m).unwrap();
            b.play(m).unwrap();
        }
        if matches!(a.position().expect(), Expect::Throw { .. }) {
            a.throw().unwrap();
            b.throw().unwrap();
            assert_eq!(a.record(), b.record());
        }
    }

    #[test]
    fn against_the_computer_a_whole_turn_can_be_undone() {
        let mut s = new_game([Player::Human, Player::Computer(Level::Greedy)]);
        // Play until the human has made a full turn and the computer has answered.
        let mut human_moves = 0;
        while human_moves < 3 && !s.position().is_over() {
            if s.is_human_to_act() {
                match s.position().expect() {
                    Expect::Throw { .. } => {
                        s.throw().unwrap();
                    }
                    Expect::Move { .. } => {
                        let m = s.position().legal_moves()[0];
                        s.play(m).unwrap();
                        human_moves += 1;
                    }
                    Expect::Over => {}
                }
            } else {
                s.computer_step();
            }
        }
        if s.position().is_over() {
            return;
        }
        let len = s.record().entries.len();
        assert!(s.can_undo_turn());
        assert!(s.undo_turn());
        assert!(s.record().entries.len() < len);
        assert!(s.is_human_to_act());
        assert!(matches!(s.position().phase(), crate::engine::sahkku::Phase::Moving));
    }
}
