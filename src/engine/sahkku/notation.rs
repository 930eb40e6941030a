//! The text notation of Sáhkku throws and sub-moves, used by records, the move log,
//! tests and the command line.
//!
//! - A throw: its faces in brackets, `[X III O]` (`O` is the blank Ø).
//! - Re-rolls: `r2` (throw die 2 again), `rall` (X-X-X: throw all three again),
//!   `keep` (use the throw as it is).
//! - Activation: `X*a15-b15` — the X activates the soldier on a15, which steps to b15
//!   (`X*a3` when it does not move); a queen: `X*Qb12-b13`.
//! - A move: `III:b15-b12` for a soldier, `II:Kb8-b6` for the gonagas, `II:Qb12-b10`
//!   for a queen. A soldier on the middle row on its way home (the second pass of the
//!   figure eight) is written with `'`: `II:b3'-b1'`. Ohcejot: `III:b10-b7xK` captures
//!   the opponent's gonagas instead of recruiting it.
//!
//! Cells: row a (player 1's home row), b (middle), c (player 2's home row), column
//! from 1 at player 1's left.

use super::board::Side;
use super::dice::Face;
use super::position::{Illegal, Position, SubMove};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// Not a throw or sub-move in this notation, or no such move exists.
    Unknown(String),
    /// A real move, not allowed now, and why.
    Illegal { token: String, reason: Illegal },
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Unknown(t) => write!(f, "'{t}' is not a legal throw or move here"),
            NotationError::Illegal { token, reason } => write!(f, "'{token}' is illegal: {reason}"),
        }
    }
}

impl std::error::Error for NotationError {}

pub fn format_throw(faces: &[Face]) -> String {
    let f: Vec<String> = faces.iter().map(|f| f.to_string()).collect();
    format!("[{}]", f.join(" "))
}

/// Reads `[X III O]` (brackets optional).
pub fn parse_throw(s: &str) -> Option<Vec<Face>> {
    let inner = s.trim().trim_start_matches('[').trim_end_matches(']');
    inner.split_whitespace().map(Face::parse).collect()
}

fn soldier_cell(pos: &Position, side: Side, idx: u8) -> String {
    let mark = if pos.geometry().is_homeward(idx) { "'" } else { "" };
    format!("{}{mark}", pos.geometry().cell(side, idx))
}

pub fn format_move(pos: &Position, mv: SubMove) -> String {
    let side = pos.turn();
    let face = |die: u8| pos.dice().get(die as usize).map(|d| d.face.to_string()).unwrap_or_else(|| "?".into());
    match mv {
        SubMove::Reroll { die } => format!("r{}", die + 1),
        SubMove::RerollAll => "rall".into(),
        SubMove::Keep => "keep".into(),
        SubMove::Activate { die, from, to } => {
            let f = face(die);
            if from == to {
                format!("{f}*{}", soldier_cell(pos, side, from))
            } else {
                format!("{f}*{}-{}", soldier_cell(pos, side, from), soldier_cell(pos, side, to))
            }
        }
        SubMove::ActivateQueen { die, to } => {
            let q = pos.queen(side).map(|q| q.cell.to_string()).unwrap_or_default();
            format!("{}*Q{q}-{to}", face(die))
        }
        SubMove::Soldier { die, from, to, take_king } => format!(
            "{}:{}-{}{}",
            face(die),
            soldier_cell(pos, side, from),
            soldier_cell(pos, side, to),
            if take_king { "xK" } else { "" }
        ),
        SubMove::King { die, from, to } => format!("{}:K{from}-{to}", face(die)),
        SubMove::Queen { die, from, to } => format!("{}:Q{from}-{to}", face(die)),
    }
}

/// The sub-move written `token`, if it is legal now; otherwise why not.
pub fn parse_move(pos: &Position, token: &str) -> Result<SubMove, NotationError> {
    let token = token.trim();
    if let Some(mv) = pos.legal_moves().into_iter().find(|m| format_move(pos, *m) == token) {
        return Ok(mv);
    }
    Err(refused(pos, token.to_string(), |written| written == token))
}

/// Why the move written `token` (as `same` recognises it) cannot be played: of the
/// reasons each die that could make it is refused with, the one that says most about
/// the move (`Illegal::weight`): with one X used and another free, the second X's
/// activation out of turn is refused for the order, not for the used die.
fn refused(pos: &Position, token: String, same: impl Fn(&str) -> bool) -> NotationError {
    let mut best: Option<Illegal> = None;
    for mv in pos.shapes() {
        if same(&format_move(pos, mv)) {
            if let Err(reason) = pos.check(mv) {
                if best.is_none_or(|b| reason.weight() > b.weight()) {
                    best = Some(reason);
                }
            }
        }
    }
    match best {
        Some(reason) => NotationError::Illegal { token, reason },
        None => NotationError::Unknown(token),
    }
}

/// A sub-move as a person types it, for instance with a screen reader: spaces and
/// letter case do not matter (`x * a15 - b15` is `X*a15-b15`). Errors as `parse_move`.
pub fn parse_typed(pos: &Position, text: &str) -> Result<SubMove, NotationError> {
    let norm = |s: &str| s.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_ascii_lowercase();
    let wanted = norm(text);
    let token = text.trim().to_string();
    if let Some(mv) = pos.legal_moves().into_iter().find(|m| norm(&format_move(pos, *m)) == wanted) {
        return Ok(mv);
    }
    Err(refused(pos, token, |written| norm(written) == wanted))
}
