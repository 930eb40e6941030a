//! A Sáhkku game as a record: the preset, the house-rule changes, and every throw and
//! sub-move in notation. Replaying a record rebuilds the game exactly, or names the
//! first entry that does not fit and the rule it breaks.

use super::dice::Face;
use super::event::Event;
use super::notation::{format_move, format_throw, parse_move, parse_throw, NotationError};
use super::position::{Expect, Illegal, Phase, Position, Setup, SetupError, SetupTextError, SubMove};
use super::rules::{OptionError, Rules, Variant};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub variant: Variant,
    /// House rules that differ from the preset, name → value.
    #[serde(default)]
    pub options: BTreeMap<String, String>,
    /// A position set up by hand to start from, in the setup notation
    /// (`position::written`); none: the family's own start.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
    /// Throws (`[X III O]`) and sub-moves, in order.
    pub entries: Vec<Entry>,
    /// Where a player asked the computer for a hint: the number of entries played
    /// then (the hint was for the position after them), in order, each once.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hints: Vec<usize>,
}

/// One entry of a record. Files hold each as its text in the notation; a move stays
/// text here because what it names depends on the position it is played in (the dice
/// thrown, the pieces on the board), so it is read when the record is replayed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "String", into = "String")]
pub enum Entry {
    /// The faces thrown, `[X III O]`.
    Throw(Vec<Face>),
    /// A sub-move or a decision on the throw, as written: `III:b15-b12`, `keep`, `r2`.
    /// Anything that is not a throw lands here, so a damaged record still names the
    /// entry as it was written.
    Move(String),
}

impl Entry {
    pub fn is_throw(&self) -> bool {
        matches!(self, Entry::Throw(_))
    }
    /// The faces, for a throw.
    pub fn faces(&self) -> Option<&[Face]> {
        match self {
            Entry::Throw(f) => Some(f),
            Entry::Move(_) => None,
        }
    }
    /// Whether this is the decision to keep a throw (after which a turn's moves start).
    pub fn is_keep(&self) -> bool {
        matches!(self, Entry::Move(m) if m == "keep")
    }
}

impl From<String> for Entry {
    fn from(text: String) -> Entry {
        match text.starts_with('[').then(|| parse_throw(&text)).flatten() {
            Some(faces) => Entry::Throw(faces),
            None => Entry::Move(text),
        }
    }
}

impl From<&str> for Entry {
    fn from(text: &str) -> Entry {
        Entry::from(text.to_string())
    }
}

impl From<Entry> for String {
    fn from(e: Entry) -> String {
        e.to_string()
    }
}

impl fmt::Display for Entry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Entry::Throw(faces) => f.write_str(&format_throw(faces)),
            Entry::Move(m) => f.write_str(m),
        }
    }
}

/// Why a record's set-up start is no position to play from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartError {
    /// Not in the setup notation.
    Unwritten(SetupTextError),
    /// A position the rules could never reach.
    Impossible(SetupError),
}

impl fmt::Display for StartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StartError::Unwritten(e) => write!(f, "the start: {e}"),
            StartError::Impossible(e) => write!(f, "the start: {e}"),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    Options(OptionError),
    Start(StartError),
    /// Entry `index` (from 0) does not fit: a throw where a move was due, a move in
    /// unknown notation, or an illegal one.
    Entry {
        index: usize,
        entry: String,
        error: NotationError,
    },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Options(e) => write!(f, "{e}"),
            ReplayError::Start(e) => write!(f, "{e}"),
            ReplayError::Entry { index, entry, error } => write!(f, "entry {} ('{entry}'): {error}", index + 1),
        }
    }
}

impl std::error::Error for ReplayError {}

impl Record {
    pub fn new(variant: Variant, rules: &Rules) -> Record {
        Record {
            variant,
            options: rules.changes_from(&variant.rules()),
            start: None,
            entries: Vec::new(),
            hints: Vec::new(),
        }
    }

    /// A record that starts from `setup` (checked), its family `variant`.
    pub fn set_up(variant: Variant, setup: Setup) -> Result<Record, SetupError> {
        let mut record = Record::new(variant, &setup.rules);
        setup.clone().position()?;
        record.start = Some(setup.to_text());
        Ok(record)
    }

    /// The position the record starts from: its set-up start, or the family's.
    pub fn start_position(&self) -> Result<Position, ReplayError> {
        let rules = self.rules().map_err(ReplayError::Options)?;
        match &self.start {
            None => Ok(Position::new(rules)),
            Some(text) => Setup::from_text(rules, text)
                .map_err(StartError::Unwritten)
                .and_then(|s| s.position().map_err(StartError::Impossible))
                .map_err(ReplayError::Start),
        }
    }

    /// Notes that a hint was asked for at the position after the entries so far.
    pub fn note_hint(&mut self) {
        if self.hints.last() != Some(&self.entries.len()) {
            self.hints.push(self.entries.len());
        }
    }

    /// The record of the game's first `len` entries, with the hints asked in them.
    pub fn truncate(&mut self, len: usize) {
        self.entries.truncate(len);
        self.hints.retain(|&h| h <= len);
    }

    pub fn rules(&self) -> Result<Rules, OptionError> {
        Rules::with_changes(self.variant.rules(), &self.options)
    }

    pub fn push_throw(&mut self, faces: &[Face]) {
        self.entries.push(Entry::Throw(faces.to_vec()));
    }

    /// Records `mv` as written in `pos`, before it is played.
    pub fn push_move(&mut self, pos: &Position, mv: SubMove) {
        self.entries.push(Entry::Move(format_move(pos, mv)));
    }

    pub fn replay(&self) -> Result<(Position, Vec<Vec<Event>>), ReplayError> {
        let mut all = Vec::with_capacity(self.entries.len());
        let pos = self.replay_each(self.entries.len(), &mut |_, _, events| all.push(events))?;
        Ok((pos, all))
    }

    /// The position before each entry and after the last, in one replay (`[k]` is the
    /// position after the first `k` entries), or the first entry that does not replay.
    pub fn positions(&self) -> Result<Vec<Position>, ReplayError> {
        let mut all = vec![self.start_position()?];
        let last = self.replay_each(self.entries.len(), &mut |_, pos, _| all.push(pos.clone()))?;
        debug_assert_eq!(all.last(), Some(&last));
        Ok(all)
    }

    /// Plays the first `len` entries (at most all) from the start, telling `each` the
    /// phase before every entry, the position after it and what happened; the position
    /// at the end, or the first entry that does not replay. (`dyn`: one copy of the
    /// loop in the app's wasm, not one per caller: 455 bytes gzip.)
    fn replay_each(
        &self,
        len: usize,
        each: &mut dyn FnMut(Phase, &Position, Vec<Event>),
    ) -> Result<Position, ReplayError> {
        let mut pos = self.start_position()?;
        for (index, entry) in self.entries.iter().take(len).enumerate() {
            let text = entry.to_string();
            let err = |error| ReplayError::Entry { index, entry: text.clone(), error };
            let illegal = |reason| err(NotationError::Illegal { token: text.clone(), reason });
            let before = *pos.phase();
            let events = match (pos.expect(), entry) {
                (Expect::Throw { .. }, Entry::Throw(faces)) => pos.throw(faces).map_err(illegal)?,
                (Expect::Throw { .. }, Entry::Move(_)) => return Err(err(NotationError::Unknown(text.clone()))),
                (Expect::Move { .. }, _) => {
                    let mv = parse_move(&pos, &text).map_err(err)?;
                    pos.play(mv).map_err(illegal)?
                }
                (Expect::Over, _) => return Err(illegal(Illegal::GameOver)),
            };
            each(before, &pos, events);
        }
        Ok(pos)
    }

    /// The record an analysis of this game after its first `len` entries weighs: the
    /// turn being played there, set up from its start with its throw (the throw
    /// before any re-throw: the analysis weighs that choice too), or, between turns,
    /// the position before the throw. `None` where no turn is on (the opening that
    /// chooses who starts, the game over) or the first `len` entries do not replay.
    pub fn turn_at(&self, len: usize) -> Option<Record> {
        if len > self.entries.len() {
            return None;
        }
        let mut turn = None;
        let pos = self
            .replay_each(len, &mut |before, pos, _| {
                // A turn's first throw: the opening's last throw may be one too (its
                // thrower moves with it), and the turn is then the starter's. A throw
                // moves no piece: the pieces after it are the turn's start.
                let starts = !matches!(before, Phase::Rerolls | Phase::Rethrow { .. } | Phase::Moving);
                if starts && matches!(pos.expect(), Expect::Move { .. }) {
                    turn = Some((Setup::of(pos), pos.dice().iter().map(|d| d.face).collect::<Vec<_>>()));
                }
            })
            .ok()?;
        let (setup, faces) = match pos.phase() {
            p if !p.in_turn() => return None,
            Phase::Throw { .. } => (Setup::of(&pos), Vec::new()),
            _ => turn?,
        };
        let mut record = Record::set_up(self.variant, setup).ok()?;
        if !faces.is_empty() {
            record.push_throw(&faces);
        }
        Some(record)
    }

    /// The record as one line of text, entries separated by spaces.
    pub fn to_text(&self) -> String {
        self.entries.iter().map(Entry::to_string).collect::<Vec<_>>().join(" ")
    }

    /// Splits a line of text into entries (throws keep their brackets together).
    pub fn parse_entries(text: &str) -> Vec<Entry> {
        let mut out = Vec::new();
        let mut rest = text.trim();
        while !rest.is_empty() {
            if rest.starts_with('[') {
                let end = rest.find(']').map(|i| i + 1).unwrap_or(rest.len());
                out.push(Entry::from(&rest[..end]));
                rest = rest[end..].trim_start();
            } else {
                let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
                out.push(Entry::from(&rest[..end]));
                rest = rest[end..].trim_start();
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sahkku::board::{Cell, Side};
    use crate::engine::sahkku::levels::Level;

    fn started(text: &str) -> Record {
        Record { start: Some(text.into()), ..Record::new(Variant::Lagesvuon, &Variant::Lagesvuon.rules()) }
    }

    #[test]
    fn a_record_set_up_by_hand_starts_there_and_plays_on() {
        let mut r = started("2 | b3' b10 (a1) Qb5 | c4 (c2) Qb12 | 1:Kb8'");
        let pos = r.replay().unwrap().0;
        assert_eq!((pos.turn(), pos.soldiers(Side::One).len()), (Side::Two, 3));
        assert!(matches!(pos.expect(), Expect::Throw { .. }));
        r.push_throw(&[Face::X, Face::II, Face::III]);
        assert!(matches!(r.replay().unwrap().0.expect(), Expect::Move { side: Side::Two }));
        // Written in files beside the entries; a record without one keeps its old form.
        let json = serde_json::to_string(&r).unwrap();
        assert!(json.contains(r#""start":"2 | b3' b10 (a1) Qb5 | c4 (c2) Qb12 | 1:Kb8'""#), "{json}");
        let plain = serde_json::to_string(&Record::new(Variant::Unjarga, &Variant::Unjarga.rules())).unwrap();
        assert!(!plain.contains("start"), "{plain}");
    }

    /// Every point of a game opens an analysis of the turn on there, from its start
    /// with its throw (the same pieces, the same dice), or between turns before the
    /// throw; the opening and the end open none.
    #[test]
    fn a_games_turn_is_set_up_from_its_start_with_its_throw_at_any_point() {
        use crate::engine::sahkku::levels::{recorded_game, Level};
        for v in Variant::ALL {
            let record = recorded_game(v, [Level::Greedy, Level::Random], 8).0;
            let mut turn_start = None;
            for len in 0..=record.entries.len() {
                let mut prefix = record.clone();
                prefix.truncate(len);
                let pos = prefix.replay().unwrap().0;
                let analysed = record.turn_at(len);
                // What the game screen reads to offer the analysis before it sets it up.
                assert_eq!(analysed.is_some(), pos.phase().in_turn(), "{v:?} {len}: {:?}", pos.phase());
                match pos.phase() {
                    Phase::Throw { fixed: 0 } => {
                        let a = analysed.expect("between turns");
                        assert!(a.entries.is_empty(), "{v:?} {len}: no throw yet");
                        assert_eq!(Setup::of(&a.replay().unwrap().0).to_text(), Setup::of(&pos).to_text());
                        turn_start = Some(Setup::of(&pos));
                    }
                    Phase::Rerolls | Phase::Rethrow { .. } | Phase::Moving => {
                        let a = analysed.expect("a turn is on");
                        assert_eq!(a.entries.len(), 1, "{v:?} {len}: the turn's throw");
                        let start = a.start_position().unwrap();
                        // As the notation writes it: a recruited gonagas that moves by
                        // lines is read at its line's first index (docs/records.md).
                        if let Some(s) = &turn_start {
                            assert_eq!(Setup::of(&start).to_text(), s.to_text(), "{v:?} {len}: the turn's start");
                        }
                        let thrown = a.replay().unwrap().0;
                        assert_eq!(thrown.turn(), pos.turn());
                        // The same dice, where none was thrown again since.
                        let faces = |p: &Position| p.dice().iter().map(|d| d.face).collect::<Vec<_>>();
                        if *pos.phase() == Phase::Moving && !pos.dice().iter().any(|d| d.rerolled) {
                            assert_eq!(faces(&thrown), faces(&pos), "{v:?} {len}: the same dice");
                        }
                    }
                    _ => assert_eq!(analysed, None, "{v:?} {len}: no turn on"),
                }
            }
        }
    }

    /// One replay gives the position after every prefix of a game, the same as the
    /// prefix replayed alone, in every family; a record that does not replay gives its
    /// error.
    #[test]
    fn the_positions_of_a_game_are_those_of_its_prefixes() {
        for v in Variant::ALL {
            let (record, _) = crate::engine::sahkku::levels::recorded_game(v, [Level::Greedy, Level::Random], 3);
            let positions = record.positions().unwrap();
            assert_eq!(positions.len(), record.entries.len() + 1);
            for k in (0..=record.entries.len()).step_by(7) {
                let mut prefix = record.clone();
                prefix.truncate(k);
                assert_eq!(positions[k], prefix.replay().unwrap().0, "{v:?} after {k} entries");
            }
        }
        let mut broken = Record::new(Variant::Lagesvuon, &Variant::Lagesvuon.rules());
        broken.entries = Record::parse_entries("III:b1-b4");
        assert!(broken.positions().is_err());
    }

    #[test]
    fn a_start_not_written_in_the_notation_or_impossible_is_refused_with_why() {
        assert_eq!(
            started("1 | a1 z9 | c1 | Kb8").replay().unwrap_err(),
            ReplayError::Start(StartError::Unwritten(SetupTextError { token: "z9".into() }))
        );
        // Two of player 1's sleeping soldiers on one line.
        assert_eq!(
            started("1 | (a1) (a1) | c1 | Kb8").replay().unwrap_err(),
            ReplayError::Start(StartError::Impossible(SetupError::Crowded { cell: Cell::parse("a1", 15).unwrap() }))
        );
    }
}
