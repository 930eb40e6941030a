//! A position as plain text, for the command line and test failures.
//!
//! Each line of the board is one field: `.` empty; `A` / `a` player 1's active /
//! inactive soldiers (`A3` for three), `B` / `b` player 2's; `K` the gonagas
//! (`K1`, `K2` by owner); `Q1` / `q1` a queen active / inactive. Row c (player 2's
//! home row) is printed first, as a player 1 sees the board.

use super::board::{Cell, Side};
use super::event::Outcome;
use super::position::Position;

fn field(pos: &Position, cell: Cell) -> String {
    let mut parts = Vec::new();
    for side in Side::BOTH {
        let (act, inact) = pos.soldiers_at(side, cell);
        let letter = if side == Side::One { 'A' } else { 'B' };
        for (n, l) in [(act, letter), (inact, letter.to_ascii_lowercase())] {
            match n {
                0 => {}
                1 => parts.push(l.to_string()),
                n => parts.push(format!("{l}{n}")),
            }
        }
        if let Some(q) = pos.queen(side).filter(|q| q.cell == cell) {
            parts.push(format!("{}{}", if q.active { 'Q' } else { 'q' }, side.index() + 1));
        }
    }
    if let Some(k) = pos.king().filter(|k| k.cell == cell) {
        parts.push(match k.owner {
            Some(s) => format!("K{}", s.index() + 1),
            None => "K".into(),
        });
    }
    if parts.is_empty() {
        ".".into()
    } else {
        parts.join("+")
    }
}

pub fn diagram(pos: &Position) -> String {
    let geo = pos.geometry();
    let mut out = String::new();
    let header: Vec<String> = (1..=geo.len).map(|c| format!("{c:>5}")).collect();
    out.push_str(&format!("   {}\n", header.join("")));
    for row in [2u8, 1, 0] {
        let fields: Vec<String> = (0..geo.len).map(|col| format!("{:>5}", field(pos, Cell::new(row, col)))).collect();
        out.push_str(&format!("{}  {}\n", (b'a' + row) as char, fields.join("")));
    }
    let status = match pos.outcome() {
        Some(Outcome::Win { winner, reason }) => format!("player {} wins ({reason:?})", winner.index() + 1),
        Some(Outcome::Draw) => "draw (turn limit)".into(),
        None => format!("player {} to play", pos.turn().index() + 1),
    };
    out.push_str(&format!(
        "captured: player 1 lost {}, player 2 lost {}; turns {}; {status}\n",
        pos.captured(Side::One),
        pos.captured(Side::Two),
        pos.turns()
    ));
    out
}
