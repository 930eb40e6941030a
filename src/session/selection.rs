//! What a click means on the Sáhkku board: the die and the piece the player has
//! picked, the lines they can reach, and the move a click on a marked line plays.
//! Every answer comes from the engine (`legal_moves`, `check_die`, `why_not`); this
//! module only keeps track of what was picked. Pure, so it is tested natively; the
//! board component draws it and sends the clicks here.

use crate::engine::sahkku::{Cell, Illegal, Position, SubMove};

/// A piece the player can pick up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    Soldier { idx: u8, active: bool },
    King,
    Queen,
}

impl Piece {
    /// The piece a sub-move moves, if it moves one.
    pub fn of(mv: SubMove) -> Option<Piece> {
        Some(match mv {
            SubMove::Activate { from, .. } => Piece::Soldier { idx: from, active: false },
            SubMove::Soldier { from, .. } => Piece::Soldier { idx: from, active: true },
            SubMove::King { .. } => Piece::King,
            SubMove::Queen { .. } | SubMove::ActivateQueen { .. } => Piece::Queen,
            SubMove::Reroll { .. } | SubMove::RerollAll | SubMove::Keep => return None,
        })
    }

    /// The line the piece stands on, for the side to move.
    pub fn cell(self, pos: &Position) -> Option<Cell> {
        let side = pos.turn();
        match self {
            Piece::Soldier { idx, .. } => Some(pos.geometry().cell(side, idx)),
            Piece::King => pos.king().map(|k| k.cell),
            Piece::Queen => pos.queen(side).map(|q| q.cell),
        }
    }
}

/// What a click on a line did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Click {
    /// A marked line of the picked piece: this move is to be played.
    Play(SubMove),
    /// A piece was picked up (or the next piece on a shared line).
    Picked(Piece),
    /// Nothing can be done there now, and why.
    Refused(Illegal),
}

/// The die and the piece picked so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    pub die: Option<u8>,
    pub piece: Option<Piece>,
}

impl Selection {
    /// Legal moves that fit the picked die (any die of its face) and `piece`.
    pub fn matching(&self, pos: &Position, piece: Option<Piece>) -> Vec<SubMove> {
        let face = |d: Option<u8>| d.and_then(|d| pos.dice().get(d as usize)).map(|d| d.face);
        let die_face = face(self.die);
        pos.legal_moves()
            .into_iter()
            .filter(|m| piece.is_none_or(|p| Piece::of(*m) == Some(p)))
            .filter(|m| die_face.is_none_or(|f| face(m.die()) == Some(f)))
            .collect()
    }

    /// The picked piece's legal moves (none when no piece is picked).
    pub fn moves(&self, pos: &Position) -> Vec<SubMove> {
        match self.piece {
            Some(p) => self.matching(pos, Some(p)),
            None => Vec::new(),
        }
    }

    /// The lines the picked piece can reach now.
    pub fn targets(&self, pos: &Position) -> Vec<Cell> {
        self.moves(pos).into_iter().filter_map(|m| pos.destination(m)).collect()
    }

    /// The lines holding a piece that can move now (with the picked die, if one is),
    /// so the board can mark them after a throw.
    pub fn movable(&self, pos: &Position) -> Vec<Cell> {
        // A few lines at most: a linear check keeps a sort out of the wasm.
        let mut cells: Vec<Cell> = Vec::new();
        for c in self.matching(pos, None).into_iter().filter_map(|m| pos.origin(m)) {
            if !cells.contains(&c) {
                cells.push(c);
            }
        }
        cells
    }

    /// The line of the picked piece.
    pub fn piece_cell(&self, pos: &Position) -> Option<Cell> {
        self.piece.and_then(|p| p.cell(pos))
    }

    /// Picks die `die` (or puts it down again), or says why it cannot be used.
    pub fn pick_die(&mut self, pos: &Position, die: u8) -> Result<(), Illegal> {
        pos.check_die(die)?;
        self.die = if self.die == Some(die) { None } else { Some(die) };
        Ok(())
    }

    /// A click on `cell`: a marked line plays the picked piece's move there; a line
    /// with pieces that can move picks one up (again: the next one on that line);
    /// anything else is refused with the engine's reason.
    pub fn click(&mut self, pos: &Position, cell: Cell) -> Click {
        if let Some(piece) = self.piece {
            let hits: Vec<SubMove> =
                self.matching(pos, Some(piece)).into_iter().filter(|m| pos.destination(*m) == Some(cell)).collect();
            // Ending on the opponent's gonagas recruits it; capturing it instead
            // (Ohcejot) is offered in the list of moves.
            let recruit = hits.iter().find(|m| !matches!(m, SubMove::Soldier { take_king: true, .. }));
            if let Some(mv) = recruit.or(hits.first()).copied() {
                *self = Selection::default();
                return Click::Play(mv);
            }
        }
        let mut here: Vec<Piece> = Vec::new();
        for p in self.matching(pos, None).into_iter().filter_map(Piece::of) {
            if p.cell(pos) == Some(cell) && !here.contains(&p) {
                here.push(p);
            }
        }
        if here.is_empty() {
            let own = pos.why_not(cell, None, self.die);
            let reason = match (self.piece_cell(pos), own) {
                // Not a line of the player's own pieces, with one picked: say why the
                // picked piece cannot go there, and keep it picked.
                (Some(from), Some(Illegal::NoSuchPiece)) => pos.why_not(from, Some(cell), self.die),
                _ => {
                    self.piece = None;
                    own
                }
            };
            return Click::Refused(reason.unwrap_or(Illegal::NoSuchPiece));
        }
        // Clicking again on a line with several pieces picks the next one.
        let next = match self.piece.and_then(|p| here.iter().position(|h| *h == p)) {
            Some(i) => here[(i + 1) % here.len()],
            None => here[0],
        };
        self.piece = Some(next);
        Click::Picked(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::dice::SeededDice;
    use crate::engine::sahkku::play::throw_dice;
    use crate::engine::sahkku::{Expect, Phase, Side, Variant};

    /// Positions where a move is asked for, from seeded random games of `v`.
    fn moving_positions(v: Variant, seed: u64, n: usize) -> Vec<Position> {
        let mut pos = Position::new(v.rules());
        let mut dice = SeededDice::new(seed);
        let mut out = Vec::new();
        let mut pick = SeededDice::new(seed ^ 0x5eed);
        while out.len() < n && !pos.is_over() {
            match pos.expect() {
                Expect::Throw { dice: k, .. } => {
                    let faces = throw_dice(&pos, &mut dice, k);
                    pos.throw(&faces).unwrap();
                }
                Expect::Move { .. } => {
                    if *pos.phase() == Phase::Moving {
                        out.push(pos.clone());
                    }
                    let legal = pos.legal_moves();
                    let i = crate::engine::dice::DiceSource::roll(&mut pick, legal.len() as u8) as usize - 1;
                    pos.play(legal[i]).unwrap();
                }
                Expect::Over => break,
            }
        }
        out
    }

    /// Every legal move that moves a piece is played by clicking its line (again, to
    /// reach the next piece on a shared line) and then its target.
    #[test]
    fn every_piece_move_can_be_played_by_two_clicks() {
        for v in Variant::ALL {
            for pos in moving_positions(v, 7, 60) {
                for mv in pos.legal_moves() {
                    let (Some(piece), Some(from), Some(to)) = (Piece::of(mv), pos.origin(mv), pos.destination(mv))
                    else {
                        continue;
                    };
                    let mut sel = Selection::default();
                    let mut tries = 0;
                    while sel.piece != Some(piece) {
                        assert!(matches!(sel.click(&pos, from), Click::Picked(_)), "{v:?} {mv:?}");
                        tries += 1;
                        assert!(tries < 8, "{v:?}: {mv:?} never picked");
                    }
                    assert!(sel.targets(&pos).contains(&to));
                    match sel.click(&pos, to) {
                        Click::Play(played) => {
                            assert!(pos.check(played).is_ok());
                            assert_eq!((Piece::of(played), pos.destination(played)), (Some(piece), Some(to)));
                        }
                        other => panic!("{v:?} {mv:?}: {other:?}"),
                    }
                    assert_eq!(sel, Selection::default(), "a played move leaves nothing picked");
                }
            }
        }
    }

    /// The lines marked as movable are exactly those a legal move takes a piece from.
    #[test]
    fn the_movable_lines_are_where_legal_moves_start() {
        for v in Variant::ALL {
            for pos in moving_positions(v, 5, 30) {
                let sel = Selection::default();
                let movable = sel.movable(&pos);
                for m in pos.legal_moves() {
                    if let Some(from) = pos.origin(m) {
                        assert!(movable.contains(&from), "{v:?} {m:?}");
                    }
                }
                for c in &movable {
                    assert!(pos.legal_moves().iter().any(|m| pos.origin(*m) == Some(*c)));
                }
            }
        }
    }

    /// A click that does nothing always says why, in the engine's words.
    #[test]
    fn every_refused_click_has_a_reason_from_the_engine() {
        for v in Variant::ALL {
            for pos in moving_positions(v, 11, 30) {
                let geo = pos.geometry();
                for row in 0..3 {
                    for col in 0..geo.len {
                        let cell = Cell::new(row, col);
                        let mut sel = Selection::default();
                        if let Click::Refused(reason) = sel.click(&pos, cell) {
                            assert!(sel.piece.is_none());
                            let movable = pos.legal_moves().iter().any(|m| pos.origin(*m) == Some(cell));
                            assert!(!movable, "{v:?} {cell}: {reason:?} for a line that can move");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn a_soldier_out_of_line_is_told_the_order_and_an_empty_line_has_no_piece() {
        // Gávkevuotna wakes soldiers strictly in order: find a throw with an X.
        for pos in moving_positions(Variant::Gavkevuotna, 3, 200) {
            let side = pos.turn();
            let asleep: Vec<u8> = pos.soldiers(side).iter().filter(|s| !s.active).map(|s| s.idx).collect();
            let has_x = pos.legal_moves().iter().any(|m| matches!(m, SubMove::Activate { .. }));
            if asleep.len() < 2 || !has_x {
                continue;
            }
            let first = pos.legal_moves().iter().find_map(|m| match m {
                SubMove::Activate { from, .. } => Some(*from),
                _ => None,
            });
            let back = asleep
                .iter()
                .copied()
                .find(|&i| {
                    Some(i) != first && pos.geometry().cell(side, i) != pos.geometry().cell(side, first.unwrap())
                })
                .unwrap();
            let mut sel = Selection::default();
            assert_eq!(sel.click(&pos, pos.geometry().cell(side, back)), Click::Refused(Illegal::ActivationOrder));
            let empty = (0..pos.geometry().len).map(|c| Cell::new(1, c)).find(|&c| {
                Side::BOTH.iter().all(|&s| pos.soldiers_at(s, c) == (0, 0) && pos.queen(s).is_none_or(|q| q.cell != c))
                    && pos.king().is_none_or(|k| k.cell != c)
            });
            if let Some(empty) = empty {
                assert_eq!(sel.click(&pos, empty), Click::Refused(Illegal::NoSuchPiece));
            }
            return;
        }
        panic!("no position with a soldier out of line and an X");
    }

    #[test]
    fn a_used_die_cannot_be_picked() {
        for pos in moving_positions(Variant::Lagesvuon, 5, 100) {
            if let Some(used) = pos.dice().iter().position(|d| d.state != crate::engine::sahkku::DieState::Unused) {
                let mut sel = Selection::default();
                assert!(sel.pick_die(&pos, used as u8).is_err());
                assert_eq!(sel.die, None);
                return;
            }
        }
        panic!("no position with a used die");
    }

    #[test]
    fn a_picked_piece_keeps_its_pick_when_an_unmarked_line_is_clicked() {
        for pos in moving_positions(Variant::NavuonMaze, 9, 100) {
            let Some(mv) = pos.legal_moves().into_iter().find(|m| matches!(m, SubMove::Soldier { .. })) else {
                continue;
            };
            let mut sel = Selection::default();
            let from = pos.origin(mv).unwrap();
            while sel.piece != Piece::of(mv) {
                sel.click(&pos, from);
            }
            let targets = sel.targets(&pos);
            let geo = pos.geometry();
            let empty = (0..geo.len)
                .map(|c| Cell::new(1, c))
                .find(|c| !targets.contains(c) && pos.why_not(*c, None, None) == Some(Illegal::NoSuchPiece));
            let Some(empty) = empty else { continue };
            assert!(matches!(sel.click(&pos, empty), Click::Refused(_)));
            assert_eq!(sel.piece, Piece::of(mv), "the pick stays");
            return;
        }
        panic!("no position found");
    }
}
