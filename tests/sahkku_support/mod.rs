//! Test positions that read like diagrams.
//!
//! Rows are written as player 1 sees the board: row c (player 2's home row) on top,
//! then b (middle), then a (player 1's home row), one token per line from column 1:
//! `.` empty, `a`/`A` player 1's inactive/active soldier, `b`/`B` player 2's, `K`
//! the free gonagas, `K1`/`K2` owned, `q1`/`Q1` queens inactive/active; `+` joins
//! tokens on one line (`A+b`), `'` after `A`/`B`/`K1`/`K2`/`Q1`/`Q2` means the middle-row pass
//! on the way home, and `x*4` repeats a token.
#![allow(dead_code)]

use sampo_sahkku::engine::sahkku::notation::{format_move, parse_move, parse_throw};
use sampo_sahkku::engine::sahkku::*;

fn expand(row: &str) -> Vec<String> {
    row.split_whitespace()
        .flat_map(|t| match t.split_once('*') {
            Some((tok, n)) => vec![tok.to_string(); n.parse().expect("a count after *")],
            None => vec![t.to_string()],
        })
        .collect()
}

fn index_on(geo: &Geometry, side: Side, cell: Cell, homeward: bool) -> u8 {
    let mut hits = (0..geo.path_len()).filter(|&i| geo.cell(side, i) == cell);
    let first = hits.next().expect("every cell is on the path");
    if homeward {
        hits.next().expect("a middle-row cell has a second pass")
    } else {
        first
    }
}

pub fn board(rules: Rules, turn: Side, rows: [&str; 3]) -> Position {
    let geo = Geometry::of(&rules);
    let mut soldiers = [Vec::new(), Vec::new()];
    let mut queens = [None, None];
    let mut king = None;
    for (r, text) in rows.iter().enumerate() {
        let row = 2 - r as u8;
        let tokens = expand(text);
        assert_eq!(tokens.len(), geo.len as usize, "row {} needs {} tokens: {text}", (b'a' + row) as char, geo.len);
        for (col, token) in tokens.iter().enumerate() {
            let cell = Cell::new(row, col as u8);
            for part in token.split('+').filter(|p| *p != ".") {
                let homeward = part.ends_with('\'');
                let part = part.trim_end_matches('\'');
                match part {
                    "a" | "b" => {
                        let side = if part == "a" { Side::One } else { Side::Two };
                        assert_eq!(row, side.home_row(), "inactive soldiers stand on their home row");
                        soldiers[side.index()].push(Soldier { idx: index_on(&geo, side, cell, false), active: false });
                    }
                    "A" | "B" => {
                        let side = if part == "A" { Side::One } else { Side::Two };
                        soldiers[side.index()]
                            .push(Soldier { idx: index_on(&geo, side, cell, homeward), active: true });
                    }
                    "K" => king = Some(King { cell, owner: None, idx: 0 }),
                    "K1" | "K2" => {
                        let side = if part == "K1" { Side::One } else { Side::Two };
                        king = Some(King { cell, owner: Some(side), idx: index_on(&geo, side, cell, homeward) });
                    }
                    "q1" | "Q1" => queens[0] = Some(Queen { cell, active: part == "Q1", homeward }),
                    "q2" | "Q2" => queens[1] = Some(Queen { cell, active: part == "Q2", homeward }),
                    other => panic!("unknown token {other}"),
                }
            }
        }
    }
    Position::arranged(rules, turn, soldiers, queens, king)
}

pub fn throw(p: &mut Position, faces: &str) -> Vec<Event> {
    p.throw(&parse_throw(faces).expect("faces")).expect("the throw is expected")
}

/// Plays a move written in notation; panics, listing the legal moves, if it is not legal.
pub fn mv(p: &mut Position, token: &str) -> Vec<Event> {
    match parse_move(p, token) {
        Ok(m) => p.play(m).expect("parse_move returned a legal move"),
        Err(e) => panic!("{e}; legal: {:?}", legal(p)),
    }
}

pub fn legal(p: &Position) -> Vec<String> {
    p.legal_moves().into_iter().map(|m| format_move(p, m)).collect()
}

pub fn has(p: &Position, token: &str) -> bool {
    legal(p).iter().any(|t| t == token)
}

/// The reason a sub-move is refused.
pub fn why(p: &Position, m: SubMove) -> Illegal {
    p.check(m).expect_err("the move should be illegal")
}

pub fn count(p: &Position, side: Side, active: bool) -> usize {
    p.soldiers(side).iter().filter(|s| s.active == active).count()
}

pub fn cell(s: &str) -> Cell {
    Cell::parse(s, 15).expect("a cell")
}

pub fn idx(p: &Position, side: Side, c: &str) -> u8 {
    let geo = p.geometry();
    let homeward = c.ends_with('\'');
    index_on(geo, side, Cell::parse(c.trim_end_matches('\''), geo.len).expect("a cell"), homeward)
}
