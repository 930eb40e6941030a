//! The board seen from a side: where its pieces' paths run, how far queens and the
//! gonagas reach, which soldiers are blocked, and the soldiers counted per cell.

use super::*;
use crate::engine::sahkku::board::{Cell, Side};
use crate::engine::sahkku::reach::Cells;
use crate::engine::sahkku::rules::{Activation, AnyDirection, MiddleRowPass};

/// Soldiers on every cell, counted once per question about the position, so that
/// checking a move does not scan every piece again.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) struct Grid {
    pub(super) len: u8,
    /// Per cell: [side one active, side one inactive, side two active, side two inactive].
    pub(super) counts: [[u8; 4]; 3 * 15],
}

impl Grid {
    pub(super) fn slot(&mut self, side: Side, cell: Cell, active: bool) -> &mut u8 {
        &mut self.counts[(cell.row * self.len + cell.col) as usize][side.index() * 2 + !active as usize]
    }
    pub(super) fn at(&self, cell: Cell) -> [u8; 4] {
        self.counts[(cell.row * self.len + cell.col) as usize]
    }
    pub(super) fn active(&self, side: Side, cell: Cell) -> u8 {
        self.at(cell)[side.index() * 2]
    }
    pub(super) fn inactive(&self, side: Side, cell: Cell) -> u8 {
        self.at(cell)[side.index() * 2 + 1]
    }
}

pub(super) fn empty_grid() -> Grid {
    Grid { len: 15, counts: [[0; 4]; 45] }
}

impl Position {
    /// Cells `n` lines away from `from` for a piece of the side to play that moves in
    /// any direction (`homeward`: on the middle row's way home), or only along the row
    /// when `row_only`.
    pub(super) fn reach(&self, from: Cell, homeward: bool, n: u8, row_only: bool) -> &'static Cells {
        self.reaches.from(self.turn, from, homeward, n, row_only)
    }

    /// Whether the pass a piece is on decides where it may go along the track.
    pub(super) fn follows_own_pass(&self) -> bool {
        self.rules.any_direction == AnyDirection::Track && self.rules.middle_row_pass == MiddleRowPass::Own
    }

    /// Whether the gonagas, moving for its owner, is on the middle row's way home:
    /// its path index says, where the pass it is on matters.
    pub(super) fn king_homeward(&self, k: King) -> bool {
        self.follows_own_pass() && self.geo.is_homeward(k.idx)
    }

    /// Whether an owned gonagas is on the middle row's way home, where the pass it is
    /// on decides where it may go (`MiddleRowPass::Own`).
    pub fn king_on_way_home(&self) -> bool {
        self.king.is_some_and(|k| k.owner.is_some() && self.king_homeward(k))
    }

    /// The path index a queen or gonagas of `side` at index `from` lands on when it goes
    /// `n` lines to `to`: the pass it is on is kept only where it matters; elsewhere
    /// `to`'s first index (never the way home).
    pub(super) fn track_index(&self, side: Side, from: u8, to: Cell, n: u8) -> u8 {
        if self.follows_own_pass() {
            self.geo.index_after(side, from, to, n)
        } else {
            self.geo.indices(side, to).0
        }
    }

    /// A queen's index on her side's path: the way home's where she is on it.
    pub(super) fn queen_index(&self, side: Side, q: Queen) -> u8 {
        match self.geo.indices(side, q.cell) {
            (_, Some(home)) if q.homeward => home,
            (first, _) => first,
        }
    }

    /// Where activating the soldier at home index `from` puts it.
    pub fn activation_target(&self, side: Side, from: u8) -> u8 {
        match self.rules.activation {
            Activation::Step => self.geo.advance(from, 1),
            Activation::ToMiddle => self.geo.middle_index(side, self.geo.cell(side, from).col),
            Activation::Flip => from,
        }
    }

    pub(super) fn find_soldier(&self, side: Side, idx: u8, active: bool) -> Option<usize> {
        self.soldiers[side.index()].iter().position(|s| s.idx == idx && s.active == active)
    }

    /// The inactive soldier next in line for activation: nearest the exit.
    pub(super) fn first_inactive(&self, side: Side) -> Option<Soldier> {
        self.soldiers[side.index()].iter().filter(|s| !s.active).max_by_key(|s| s.idx).copied()
    }

    /// An inactive soldier is blocked when an enemy soldier stands on its line, or on
    /// the line of an inactive soldier ahead of it in the row.
    pub fn is_blocked(&self, side: Side, idx: u8) -> bool {
        self.rules.blocking && self.is_blocked_in(self.grid(), side, idx)
    }

    pub(super) fn is_blocked_in(&self, grid: &Grid, side: Side, idx: u8) -> bool {
        if !self.rules.blocking {
            return false;
        }
        let enemy = side.other();
        // Inactive soldiers stand on the home row, indices 0..len of the path.
        (idx..self.geo.len).any(|k| {
            let cell = self.geo.cell(side, k);
            grid.inactive(side, cell) > 0 && grid.active(enemy, cell) > 0
        })
    }

    pub(super) fn grid(&self) -> &Grid {
        &self.grid
    }

    pub(super) fn build_grid(&self) -> Grid {
        let mut g = Grid { len: self.geo.len, counts: [[0; 4]; 45] };
        for side in Side::BOTH {
            for s in &self.soldiers[side.index()] {
                let c = self.geo.cell(side, s.idx);
                g.counts[(c.row * g.len + c.col) as usize][side.index() * 2 + !s.active as usize] += 1;
            }
        }
        g
    }
}
