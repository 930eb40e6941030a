//! A Sáhkku game as a record: the preset, the house-rule changes, and every throw and
//! sub-move in notation. Replaying a record rebuilds the game exactly, or names the
//! first entry that does not fit and the rule it breaks.

use super::dice::Face;
use super::event::Event;
use super::notation::{format_move, format_throw, parse_move, parse_throw, NotationError};
use super::position::{Expect, Illegal, Position, SubMove};
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
    /// Throws (`[X III O]`) and sub-moves, in order.
    pub entries: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    Options(OptionError),
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
            ReplayError::Entry { index, entry, error } => write!(f, "entry {} ('{entry}'): {error}", index + 1),
        }
    }
}

impl std::error::Error for ReplayError {}

impl Record {
    pub fn new(variant: Variant, rules: &Rules) -> Record {
        Record { variant, options: rules.changes_from(&variant.rules()), entries: Vec::new() }
    }

    pub fn rules(&self) -> Result<Rules, OptionError> {
        Rules::with_changes(self.variant.rules(), &self.options)
    }

    pub fn push_throw(&mut self, faces: &[Face]) {
        self.entries.push(format_throw(faces));
    }

    /// Records `mv` as written in `pos`, before it is played.
    pub fn push_move(&mut self, pos: &Position, mv: SubMove) {
        self.entries.push(format_move(pos, mv));
    }

    pub fn replay(&self) -> Result<(Position, Vec<Vec<Event>>), ReplayError> {
        let mut pos = Position::new(self.rules().map_err(ReplayError::Options)?);
        let mut all = Vec::with_capacity(self.entries.len());
        for (index, entry) in self.entries.iter().enumerate() {
            let err = |error| ReplayError::Entry { index, entry: entry.clone(), error };
            let events = match pos.expect() {
                Expect::Throw { .. } => {
                    let faces = parse_throw(entry).ok_or_else(|| err(NotationError::Unknown(entry.clone())))?;
                    pos.throw(&faces).map_err(|reason| err(NotationError::Illegal { token: entry.clone(), reason }))?
                }
                Expect::Move { .. } => {
                    let mv = parse_move(&pos, entry).map_err(err)?;
                    pos.play(mv).map_err(|reason| err(NotationError::Illegal { token: entry.clone(), reason }))?
                }
                Expect::Over => {
                    return Err(err(NotationError::Illegal { token: entry.clone(), reason: Illegal::GameOver }))
                }
            };
            all.push(events);
        }
        Ok((pos, all))
    }

    /// The record as one line of text, entries separated by spaces.
    pub fn to_text(&self) -> String {
        self.entries.join(" ")
    }

    /// Splits a line of text into entries (throws keep their brackets together).
    pub fn parse_entries(text: &str) -> Vec<String> {
        let mut out = Vec::new();
        let mut rest = text.trim();
        while !rest.is_empty() {
            if rest.starts_with('[') {
                let end = rest.find(']').map(|i| i + 1).unwrap_or(rest.len());
                out.push(rest[..end].to_string());
                rest = rest[end..].trim_start();
            } else {
                let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
                out.push(rest[..end].to_string());
                rest = rest[end..].trim_start();
            }
        }
        out
    }
}
