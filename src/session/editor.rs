//! The position editor's board (issue 63): pieces placed on lines by a player, the
//! side to play and, if they like, the throw. It keeps whatever was placed, possible
//! or not; `setup` turns it into the engine's `Setup`, which `Setup::position` checks
//! (the reason it refuses one is the engine's, typed), and `record` into a record that
//! starts there, as a link and an analysis carry it.

use crate::engine::sahkku::{
    Cell, Expect, Face, Geometry, Illegal, King, Position, Queen, Record, Rules, Setup, SetupError, Side, Soldier,
    Variant,
};

/// A piece as the editor places it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    Soldier {
        side: Side,
        awake: bool,
    },
    Queen {
        side: Side,
        awake: bool,
    },
    /// The gonagas, free or recruited by a side.
    King {
        owner: Option<Side>,
    },
}

/// A piece on a line; `homeward`: on the middle row's way home (the figure eight's
/// second pass), where a piece walks a path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placed {
    pub piece: Piece,
    pub cell: Cell,
    pub homeward: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Editor {
    pub variant: Variant,
    pub rules: Rules,
    pub turn: Side,
    pub placed: Vec<Placed>,
    /// The throw's faces, die by die (`None`: not chosen; no throw: none chosen).
    pub throw: Vec<Option<Face>>,
}

/// Why the editor's board is no position to analyse yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditorError {
    /// The placement is not a position the rules could reach.
    Setup(SetupError),
    /// Some dice of the throw are chosen, not all.
    ThrowUnfinished,
    /// The throw is not one the rules let the side make here.
    Throw(Illegal),
}

impl Editor {
    /// The family's start, to edit.
    pub fn start(variant: Variant, rules: Rules) -> Editor {
        let mut e = Editor::empty(variant, rules);
        e.load(&Setup::of(&Position::new(rules)));
        e
    }

    /// An empty board (nothing placed, nothing thrown).
    pub fn empty(variant: Variant, rules: Rules) -> Editor {
        Editor { variant, rules, turn: Side::One, placed: Vec::new(), throw: vec![None; rules.dice as usize] }
    }

    /// Puts the pieces of `setup` on the board in place of those there.
    pub fn load(&mut self, setup: &Setup) {
        let geo = Geometry::shared(&self.rules);
        self.placed.clear();
        self.turn = setup.turn;
        for side in Side::BOTH {
            for s in &setup.soldiers[side.index()] {
                let (cell, homeward) = (geo.cell(side, s.idx), geo.is_homeward(s.idx));
                self.placed.push(Placed { piece: Piece::Soldier { side, awake: s.active }, cell, homeward });
            }
            if let Some(q) = setup.queens[side.index()] {
                self.placed.push(Placed {
                    piece: Piece::Queen { side, awake: q.active },
                    cell: q.cell,
                    homeward: q.homeward,
                });
            }
        }
        if let Some(k) = setup.king {
            let homeward = k.owner.is_some_and(|o| geo.cell(o, k.idx) == k.cell && geo.is_homeward(k.idx));
            self.placed.push(Placed { piece: Piece::King { owner: k.owner }, cell: k.cell, homeward });
        }
    }

    /// Places `piece` on `cell`: soldiers add up; a side's queen and the gonagas, one
    /// each, move there. The way home is kept only on the middle row.
    pub fn place(&mut self, piece: Piece, cell: Cell, homeward: bool) {
        let homeward = homeward && cell.row == 1;
        match piece {
            Piece::Soldier { .. } => {}
            Piece::Queen { side, .. } => {
                self.placed.retain(|p| !matches!(p.piece, Piece::Queen { side: s, .. } if s == side))
            }
            Piece::King { .. } => self.placed.retain(|p| !matches!(p.piece, Piece::King { .. })),
        }
        self.placed.push(Placed { piece, cell, homeward });
    }

    /// Takes the last piece placed on `cell` off; whether there was one.
    pub fn take(&mut self, cell: Cell) -> bool {
        match self.placed.iter().rposition(|p| p.cell == cell) {
            Some(i) => {
                self.placed.remove(i);
                true
            }
            None => false,
        }
    }

    /// The placement as the engine's setup, unchecked.
    pub fn setup(&self) -> Setup {
        let geo = Geometry::shared(&self.rules);
        let index = |side: Side, p: &Placed| {
            let (first, again) = geo.indices(side, p.cell);
            if p.homeward {
                again.unwrap_or(first)
            } else {
                first
            }
        };
        let mut setup = Setup {
            rules: self.rules,
            turn: self.turn,
            soldiers: [Vec::new(), Vec::new()],
            queens: [None, None],
            king: None,
        };
        for p in &self.placed {
            match p.piece {
                Piece::Soldier { side, awake } => {
                    setup.soldiers[side.index()].push(Soldier { idx: index(side, p), active: awake })
                }
                Piece::Queen { side, awake } => {
                    setup.queens[side.index()] = Some(Queen { cell: p.cell, active: awake, homeward: p.homeward })
                }
                Piece::King { owner } => {
                    let idx = owner.map_or(0, |o| index(o, p));
                    setup.king = Some(King { cell: p.cell, owner, idx });
                }
            }
        }
        setup
    }

    /// The board as the engine draws it, checked or not (what was placed is shown).
    pub fn drawn(&self) -> Position {
        let s = self.setup();
        Position::arranged(s.rules, s.turn, s.soldiers, s.queens, s.king)
    }

    /// The record that starts at this board, with its throw if one is chosen; or why
    /// there is none.
    pub fn record(&self) -> Result<Record, EditorError> {
        let mut record = Record::set_up(self.variant, self.setup()).map_err(EditorError::Setup)?;
        let chosen: Vec<Face> = self.throw.iter().flatten().copied().collect();
        if chosen.is_empty() {
            return Ok(record);
        }
        if chosen.len() < self.throw.len() {
            return Err(EditorError::ThrowUnfinished);
        }
        let mut pos = record.start_position().map_err(|_| EditorError::ThrowUnfinished)?;
        pos.throw(&chosen).map_err(EditorError::Throw)?;
        record.push_throw(&chosen);
        Ok(record)
    }

    /// Where the throw chosen leaves the side to play nothing to play, so that its turn
    /// passes at once: who throws next. `None` with no throw, or one with a turn.
    pub fn throw_passes(&self) -> Option<Side> {
        let record = self.record().ok().filter(|r| !r.entries.is_empty())?;
        let (pos, _) = record.replay().ok()?;
        match pos.expect() {
            Expect::Throw { side, .. } if side != self.turn => Some(side),
            _ => None,
        }
    }

    /// The editor at the start of `record` (a link's, a game's), its throw chosen if
    /// its first entry is one.
    pub fn of_record(record: &Record) -> Option<Editor> {
        let pos = record.start_position().ok()?;
        let mut e = Editor::empty(record.variant, *pos.rules());
        e.load(&Setup::of(&pos));
        if let Some(faces) = record.entries.first().and_then(|e| e.faces()) {
            for (slot, f) in e.throw.iter_mut().zip(faces) {
                *slot = Some(*f);
            }
        }
        Some(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(text: &str) -> Cell {
        Cell::parse(text, 15).unwrap()
    }

    #[test]
    fn the_start_is_placed_and_validates_as_the_familys_own() {
        for v in Variant::ALL {
            let e = Editor::start(v, v.rules());
            // The same pieces, at a turn's throw (the game's opening for the first X
            // is the game's start only).
            let pos = e.setup().position().unwrap();
            assert_eq!(Setup::of(&pos), Setup::of(&Position::new(v.rules())), "{v:?}");
        }
    }

    #[test]
    fn an_impossible_placement_is_kept_and_refused_with_the_engines_reason() {
        let v = Variant::Lagesvuon;
        let mut e = Editor::start(v, v.rules());
        // A second sleeping soldier on a1, where one sleeps already.
        e.place(Piece::Soldier { side: Side::One, awake: false }, cell("a1"), false);
        assert_eq!(e.record(), Err(EditorError::Setup(SetupError::TooManySoldiers { side: Side::One, max: 15 })));
        assert!(e.take(cell("a1")));
        e.take(cell("a2"));
        e.place(Piece::Soldier { side: Side::One, awake: false }, cell("a1"), false);
        assert_eq!(e.record(), Err(EditorError::Setup(SetupError::Crowded { cell: cell("a1") })));
        // What was placed stays, drawn as placed.
        assert_eq!(e.drawn().soldiers_at(Side::One, cell("a1")), (0, 2));
        // A sleeper off the home row.
        e.take(cell("a1"));
        e.place(Piece::Soldier { side: Side::One, awake: false }, cell("b5"), false);
        assert!(matches!(e.record(), Err(EditorError::Setup(SetupError::AsleepOffHomeRow { .. }))));
    }

    #[test]
    fn a_throw_is_chosen_die_by_die_and_checked_for_the_side_to_play() {
        let v = Variant::Lagesvuon;
        let mut e = Editor::start(v, v.rules());
        e.throw[0] = Some(Face::X);
        assert_eq!(e.record(), Err(EditorError::ThrowUnfinished));
        e.throw = vec![Some(Face::X), Some(Face::III), Some(Face::II)];
        let record = e.record().unwrap();
        assert_eq!(record.entries.len(), 1);
        assert_eq!(Editor::of_record(&record), Some(e));
    }

    /// A throw with no legal turn (every family's start, III II II: no X to wake a
    /// soldier) passes the turn: the editor says who throws next, and no ranking is due.
    #[test]
    fn a_throw_with_no_legal_turn_says_who_throws_next() {
        for v in Variant::ALL {
            let mut e = Editor::start(v, v.rules());
            assert_eq!(e.throw_passes(), None, "{v:?}: no throw chosen");
            e.throw = vec![Some(Face::III), Some(Face::II), Some(Face::II)];
            e.throw.truncate(v.rules().dice as usize);
            assert_eq!(e.throw_passes(), Some(Side::Two), "{v:?}");
            e.turn = Side::Two;
            assert_eq!(e.throw_passes(), Some(Side::One), "{v:?}");
            e.throw = vec![Some(Face::X); v.rules().dice as usize];
            e.throw[0] = Some(Face::X);
            if e.record().is_ok() {
                let (pos, _) = e.record().unwrap().replay().unwrap();
                assert_eq!(e.throw_passes().is_none(), matches!(pos.expect(), Expect::Move { .. }), "{v:?}");
            }
        }
    }

    #[test]
    fn a_queen_and_the_gonagas_move_where_placed_and_keep_the_way_home() {
        let v = Variant::Lagesvuon;
        let mut e = Editor::start(v, v.rules());
        e.place(Piece::Queen { side: Side::One, awake: true }, cell("b6"), true);
        e.place(Piece::King { owner: Some(Side::Two) }, cell("b3"), true);
        let s = e.setup();
        assert_eq!(s.queens[0].map(|q| (q.cell, q.homeward)), Some((cell("b6"), true)));
        let text = s.to_text();
        assert!(text.ends_with("| 2:Kb3'"), "{text}");
        assert_eq!(e.placed.iter().filter(|p| matches!(p.piece, Piece::King { .. })).count(), 1);
    }
}
