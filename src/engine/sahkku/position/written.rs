//! The setup notation: a `Setup` as one line of text, in the cells of the move
//! notation (`notation.rs`), so that a position set up by hand travels in a record, a
//! save and a link as games do (`Record::start`).
//!
//! ```text
//! 1 | (a1) (a2) b5 b3' Qb12 | (c1) c4 (Qc8) | Kb8
//! ```
//!
//! The side to throw (`1` or `2`), then each side's pieces, then the gonagas:
//!
//! - a soldier awake on its line, `b5`, on the middle row's way home `b3'`; asleep
//!   (only on its home row, where it starts and waits) in brackets, `(a1)`;
//! - a queen, `Qb12` (`Qb12'` on the way home, where a queen follows the pass she is
//!   on), asleep on her mark `(Qc8)`;
//! - the gonagas free, `Kb8`; recruited by a side, `1:Kb8` (`1:Kb8'` on its way home);
//!   none (Ohcejot captured it), `-`.
//!
//! Reading checks only the writing; `Setup::position` then checks the rules. A
//! recruited gonagas that moves by lines, not along a path, has no path index the
//! rules read: it is read as its line's first on its owner's path.

use super::setup::Setup;
use super::{King, Position, Queen, Soldier};
use crate::engine::sahkku::board::{Cell, Geometry, Side};
use crate::engine::sahkku::rules::Rules;
use std::fmt;

/// A setup's text that is not in the notation: the token that is not (the whole
/// text where its four parts are not there).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SetupTextError {
    pub token: String,
}

impl fmt::Display for SetupTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a piece in the setup notation", self.token)
    }
}

impl std::error::Error for SetupTextError {}

/// A line of a side's path as written: its cell, with `'` on the middle row's way home.
fn path_cell(geo: &Geometry, side: Side, idx: u8) -> String {
    let mark = if geo.is_homeward(idx) { "'" } else { "" };
    format!("{}{mark}", geo.cell(side, idx))
}

/// The path index of `side` written `text` (`b3`, `b3'`).
fn read_path_cell(geo: &Geometry, side: Side, text: &str) -> Option<u8> {
    let (cell, homeward) = match text.strip_suffix('\'') {
        Some(c) => (c, true),
        None => (text, false),
    };
    let (first, again) = geo.indices(side, Cell::parse(cell, geo.len)?);
    let idx = if homeward { again? } else { first };
    (geo.is_homeward(idx) == homeward).then_some(idx)
}

impl Setup {
    /// The pieces of `pos` and its side to play, as a setup (a position a game
    /// reached, between turns, is one the rules accept).
    pub fn of(pos: &Position) -> Setup {
        Setup {
            rules: *pos.rules(),
            turn: pos.turn(),
            soldiers: Side::BOTH.map(|s| pos.soldiers(s).to_vec()),
            queens: Side::BOTH.map(|s| pos.queen(s)),
            king: pos.king(),
        }
    }

    /// The setup in the setup notation (pieces beyond their path cannot be written: a
    /// setup that `position` accepts has none).
    pub fn to_text(&self) -> String {
        let geo = Geometry::shared(&self.rules);
        let side_text = |side: Side| {
            let mut parts: Vec<String> = self.soldiers[side.index()]
                .iter()
                .filter(|s| s.idx < geo.path_len())
                .map(|s| {
                    let at = path_cell(geo, side, s.idx);
                    if s.active {
                        at
                    } else {
                        format!("({at})")
                    }
                })
                .collect();
            if let Some(q) = self.queens[side.index()] {
                let at = format!("Q{}{}", q.cell, if q.homeward { "'" } else { "" });
                parts.push(if q.active { at } else { format!("({at})") });
            }
            parts.join(" ")
        };
        let king = match self.king {
            None => "-".to_string(),
            Some(King { cell, owner: None, .. }) => format!("K{cell}"),
            Some(King { owner: Some(side), idx, cell }) => {
                // (Its index is the rules' only where it is its line: see above.)
                let on_way_home = idx < geo.path_len() && geo.is_homeward(idx) && geo.cell(side, idx) == cell;
                let mark = if on_way_home { "'" } else { "" };
                format!("{}:K{cell}{mark}", side.index() + 1)
            }
        };
        format!("{} | {} | {} | {king}", self.turn.index() + 1, side_text(Side::One), side_text(Side::Two))
    }

    /// Reads the setup notation under `rules`; the setup is not checked yet.
    pub fn from_text(rules: Rules, text: &str) -> Result<Setup, SetupTextError> {
        let geo = Geometry::shared(&rules);
        let whole = || SetupTextError { token: text.trim().to_string() };
        let parts: Vec<&str> = text.split('|').map(str::trim).collect();
        let [turn, one, two, king] = parts[..] else { return Err(whole()) };
        let side = |t: &str| match t {
            "1" => Some(Side::One),
            "2" => Some(Side::Two),
            _ => None,
        };
        let turn = side(turn).ok_or_else(whole)?;
        let mut soldiers = [Vec::new(), Vec::new()];
        let mut queens = [None, None];
        for (s, pieces) in [(Side::One, one), (Side::Two, two)] {
            for token in pieces.split_whitespace() {
                let bad = || SetupTextError { token: token.to_string() };
                let (inner, asleep) = match token.strip_prefix('(').and_then(|t| t.strip_suffix(')')) {
                    Some(inner) => (inner, true),
                    None => (token, false),
                };
                if let Some(q) = inner.strip_prefix('Q') {
                    let (cell, homeward) = match q.strip_suffix('\'') {
                        Some(c) => (c, true),
                        None => (q, false),
                    };
                    let cell = Cell::parse(cell, geo.len).ok_or_else(bad)?;
                    if queens[s.index()].is_some() {
                        return Err(bad());
                    }
                    queens[s.index()] = Some(Queen { cell, active: !asleep, homeward });
                } else {
                    let idx = read_path_cell(geo, s, inner).ok_or_else(bad)?;
                    soldiers[s.index()].push(Soldier { idx, active: !asleep });
                }
            }
        }
        let king = match king {
            "-" => None,
            k => {
                let bad = || SetupTextError { token: k.to_string() };
                let (owner, rest) = match k.split_once(':') {
                    Some((o, rest)) => (Some(side(o).ok_or_else(bad)?), rest),
                    None => (None, k),
                };
                let at = rest.strip_prefix('K').ok_or_else(bad)?;
                let cell = Cell::parse(at.trim_end_matches('\''), geo.len).ok_or_else(bad)?;
                let idx = match owner {
                    Some(o) => read_path_cell(geo, o, at).ok_or_else(bad)?,
                    None if at.ends_with('\'') => return Err(bad()),
                    None => 0,
                };
                Some(King { cell, owner, idx })
            }
        };
        Ok(Setup { rules, turn, soldiers, queens, king })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sahkku::rules::Variant;

    #[test]
    fn the_start_of_every_family_is_written_and_read_back() {
        for v in Variant::ALL {
            let setup = Setup::of(&Position::new(v.rules()));
            let text = setup.to_text();
            assert_eq!(Setup::from_text(v.rules(), &text).as_ref(), Ok(&setup), "{v:?}: {text}");
            assert!(text.starts_with("1 | (a1) (a2)"), "{text}");
        }
        let lagesvuon = Setup::of(&Position::new(Variant::Lagesvuon.rules())).to_text();
        assert!(lagesvuon.contains("(Qb4)") && lagesvuon.ends_with("| Kb8"), "{lagesvuon}");
    }

    #[test]
    fn the_setup_notation_names_the_token_it_cannot_read() {
        let rules = Variant::Lagesvuon.rules();
        let token = |text: &str| Setup::from_text(rules, text).unwrap_err().token;
        assert_eq!(token("1 | a1 z9 | c1 | Kb8"), "z9");
        assert_eq!(token("1 | a1' | c1 | Kb8"), "a1'", "no way home on a home row");
        assert_eq!(token("1 | a1 | c1 | 3:Kb8"), "3:Kb8");
        assert_eq!(token("1 | Qb4 Qb5 | c1 | Kb8"), "Qb5", "one queen a side");
        assert_eq!(token("3 | a1 | c1 | Kb8"), "3 | a1 | c1 | Kb8");
        assert_eq!(token("1 | a1 | c1"), "1 | a1 | c1");
    }

    #[test]
    fn a_written_setup_keeps_the_way_home_and_the_recruited_gonagas() {
        let rules = Variant::Lagesvuon.rules();
        let setup = Setup::from_text(rules, "2 | b3' b10 (a1) | c4 (c2) Qb12 | 1:Kb8'").unwrap();
        let geo = Geometry::shared(&rules);
        assert!(geo.is_homeward(setup.soldiers[0][0].idx) && !geo.is_homeward(setup.soldiers[0][1].idx));
        assert_eq!(setup.king.map(|k| (k.owner, geo.is_homeward(k.idx))), Some((Some(Side::One), true)));
        assert_eq!(setup.to_text(), "2 | b3' b10 (a1) | c4 (c2) Qb12 | 1:Kb8'");
    }
}
