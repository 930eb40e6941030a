//! Why a sub-move is legal or not: what stands where a piece would stop, and every
//! rule of the family that may refuse it, with the reason (`Illegal`).

use super::*;
use crate::engine::sahkku::board::{Cell, Side};
use crate::engine::sahkku::dice::Face;
use crate::engine::sahkku::rules::{ActivationOrder, KingMoves, KingRecruit, Ohcejot};

/// What stands on one cell, seen from the side about to move there.
#[derive(Default, Clone, Copy, Debug)]
pub(super) struct Occupants {
    own_active: u8,
    own_inactive: u8,
    enemy_inactive: u8,
    own_queen: bool,
    enemy_queen_active: bool,
    enemy_queen_inactive: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mover {
    Soldier,
    King,
    Queen,
}

/// The consequences of stopping on a cell, worked out before anything changes.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Landing {
    pub(super) recruit: bool,
    pub(super) take_king: bool,
    /// Where the recruited gonagas steps (StepForward), on its new owner's path.
    pub(super) king_step: Option<u8>,
}

impl Position {
    // Inlined (with `check_in`): a call's entry and return were a fifth of checking a
    // candidate move (callgrind), and every move generation checks several.
    #[inline(always)]
    pub(super) fn occupants(&self, grid: &Grid, side: Side, cell: Cell) -> Occupants {
        let enemy = side.other();
        let mut o = Occupants {
            own_active: grid.active(side, cell),
            own_inactive: grid.inactive(side, cell),
            enemy_inactive: grid.inactive(enemy, cell),
            ..Occupants::default()
        };
        o.own_queen = self.queens[side.index()].is_some_and(|q| q.cell == cell);
        if let Some(q) = self.queens[enemy.index()].filter(|q| q.cell == cell) {
            o.enemy_queen_active = q.active;
            o.enemy_queen_inactive = !q.active;
        }
        o
    }

    /// Whether `side`'s `mover` may stop on `cell`, and what happens if it does.
    /// `moving_soldier` is the soldier leaving (so it does not count as company).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn landing(
        &self,
        grid: &Grid,
        side: Side,
        mover: Mover,
        cell: Cell,
        take_king: bool,
        moving: Option<Soldier>,
        to_idx: Option<u8>,
    ) -> Result<Landing, Illegal> {
        let r = &self.rules;
        let mut o = self.occupants(grid, side, cell);
        if let Some(s) = moving {
            if self.geo.cell(side, s.idx) == cell {
                if s.active {
                    o.own_active -= 1
                } else {
                    o.own_inactive -= 1
                }
            }
        }
        let capturable_inactive = r.capture_inactive;
        // Enemy pieces that stay after the captures.
        let enemy_inactive_left = if capturable_inactive { 0 } else { o.enemy_inactive };
        match mover {
            Mover::Soldier => {
                if o.own_active > 0 && !r.own_stacking {
                    return Err(Illegal::OwnPieceThere);
                }
                // (An active enemy queen is taken, unless the house rule keeps soldiers off queens.)
                if o.own_queen || o.enemy_queen_inactive || (o.enemy_queen_active && !r.soldier_takes_queen) {
                    return Err(Illegal::QueenLine);
                }
                if (o.own_inactive > 0 || enemy_inactive_left > 0) && !r.active_with_inactive {
                    return Err(Illegal::WithInactive);
                }
            }
            Mover::King => {
                if o.own_active + o.own_inactive > 0 && !r.king_with_own_soldier {
                    return Err(Illegal::KingWithOwn);
                }
                if o.own_queen {
                    return Err(Illegal::KingWithOwn);
                }
                if enemy_inactive_left > 0 && !r.king_with_enemy_inactive {
                    return Err(Illegal::KingWithInactive);
                }
                if o.enemy_queen_inactive {
                    return Err(Illegal::QueenLine);
                }
            }
            Mover::Queen => {
                if o.own_active + o.own_inactive > 0 {
                    return Err(Illegal::QueenLine);
                }
                if enemy_inactive_left > 0 || o.enemy_queen_inactive {
                    return Err(Illegal::QueenLine);
                }
            }
        }
        let mut landing = Landing::default();
        if let Some(k) = self.king.filter(|k| k.cell == cell) {
            if mover == Mover::King {
                unreachable!("the gonagas does not land on itself");
            }
            if k.owner == Some(side) {
                if take_king {
                    return Err(Illegal::NoKingCapture);
                }
                if mover == Mover::Soldier && !r.king_with_own_soldier {
                    return Err(Illegal::KingWithOwn);
                }
                if mover == Mover::Queen {
                    return Err(Illegal::KingWithOwn);
                }
            } else if take_king {
                if r.ohcejot == Ohcejot::Off || k.owner != Some(side.other()) {
                    return Err(Illegal::NoKingCapture);
                }
                landing.take_king = true;
            } else {
                match r.king_recruit {
                    KingRecruit::Land | KingRecruit::LandOrCentre => landing.recruit = true,
                    KingRecruit::StepForward => {
                        // The gonagas steps on along its new owner's path, from the
                        // recruiting piece; it cannot if an own piece stands there.
                        let from = to_idx.unwrap_or_else(|| self.index_on_path(side, cell));
                        let step = self.geo.advance(from, 1);
                        let ahead = self.occupants(grid, side, self.geo.cell(side, step));
                        if ahead.own_active + ahead.own_inactive > 0 || ahead.own_queen {
                            return Err(Illegal::CannotRecruit);
                        }
                        landing.recruit = true;
                        landing.king_step = Some(step);
                    }
                    KingRecruit::EnemyHomeRow => return Err(Illegal::KingNotTaken),
                    // Neutral, it is won only by entering the enemy's home row.
                    KingRecruit::HomeRowThenLand if k.owner.is_none() => return Err(Illegal::KingNotTaken),
                    KingRecruit::HomeRowThenLand => landing.recruit = true,
                }
            }
        } else if take_king {
            return Err(Illegal::NoKingCapture);
        }
        if mover != Mover::King
            && r.king_recruit == KingRecruit::LandOrCentre
            && cell == self.geo.centre()
            && self.king.is_some_and(|k| k.cell != cell && k.owner != Some(side))
        {
            landing.recruit = true;
        }
        Ok(landing)
    }

    /// A path index of `side` on `cell` (the first, for cells the path visits twice).
    pub(super) fn index_on_path(&self, side: Side, cell: Cell) -> u8 {
        self.geo.indices(side, cell).0
    }

    pub(super) fn die_for(&self, usable: &[(u8, Face)], die: u8) -> Result<Face, Illegal> {
        let d = self.dice.get(die as usize).ok_or(Illegal::NoSuchDie)?;
        if d.state != DieState::Unused {
            return Err(Illegal::DieUsed);
        }
        if d.face != Face::X && d.face.steps(&self.rules) == 0 {
            return Err(Illegal::BlankDie);
        }
        if !usable.iter().any(|(_, f)| *f == d.face) {
            return Err(Illegal::DieOrder);
        }
        Ok(d.face)
    }

    /// Why `mv` cannot be played now, or `Ok` when it can.
    pub fn check(&self, mv: SubMove) -> Result<(), Illegal> {
        self.check_in(self.grid(), &self.usable_dice(), mv, false)
    }

    /// Whether die `die` can move a piece now (its face), or why not: used, worth
    /// nothing, not its turn in the family's order, or no piece can move with it
    /// (`NoMoveForDie`).
    pub fn check_die(&self, die: u8) -> Result<Face, Illegal> {
        if self.is_over() {
            return Err(Illegal::GameOver);
        }
        if self.phase != Phase::Moving {
            return Err(Illegal::NotNow);
        }
        let face = self.die_for(&self.usable_dice(), die)?;
        let same_face = |m: &SubMove| m.die().and_then(|d| self.dice.get(d as usize)).map(|d| d.face) == Some(face);
        if self.legal_moves().iter().any(same_face) {
            Ok(face)
        } else {
            Err(Illegal::NoMoveForDie)
        }
    }

    /// The line a sub-move takes a piece from, if it moves one.
    pub fn origin(&self, mv: SubMove) -> Option<Cell> {
        let side = self.turn;
        match mv {
            SubMove::Activate { from, .. } | SubMove::Soldier { from, .. } => Some(self.geo.cell(side, from)),
            SubMove::ActivateQueen { .. } => self.queens[side.index()].map(|q| q.cell),
            SubMove::King { from, .. } | SubMove::Queen { from, .. } => Some(from),
            SubMove::Reroll { .. } | SubMove::RerollAll | SubMove::Keep => None,
        }
    }

    /// The line a sub-move takes a piece to, if it moves one.
    pub fn destination(&self, mv: SubMove) -> Option<Cell> {
        let side = self.turn;
        match mv {
            SubMove::Activate { to, .. } | SubMove::Soldier { to, .. } => Some(self.geo.cell(side, to)),
            SubMove::ActivateQueen { to, .. } | SubMove::King { to, .. } | SubMove::Queen { to, .. } => Some(to),
            SubMove::Reroll { .. } | SubMove::RerollAll | SubMove::Keep => None,
        }
    }

    /// Why nothing can be played from line `from` now (to `to`, with die `die`, where
    /// given), or `None` when something can. Of the reasons its moves are refused, the
    /// one that says most about the piece wins: a rule of the board over "only an X
    /// wakes a piece", and that over a die that is used or not yet due.
    pub fn why_not(&self, from: Cell, to: Option<Cell>, die: Option<u8>) -> Option<Illegal> {
        if self.is_over() {
            return Some(Illegal::GameOver);
        }
        if self.phase != Phase::Moving {
            return Some(Illegal::NotNow);
        }
        let mut best: Option<Illegal> = None;
        for mv in self.shapes() {
            let fits = self.origin(mv) == Some(from)
                && to.is_none_or(|to| self.destination(mv) == Some(to))
                && die.is_none_or(|d| mv.die() == Some(d));
            if !fits {
                continue;
            }
            match self.check(mv) {
                Ok(()) => return None,
                Err(e) if best.is_none_or(|b| e.weight() > b.weight()) => best = Some(e),
                Err(_) => {}
            }
        }
        Some(best.unwrap_or(if to.is_some() { Illegal::WrongDistance } else { Illegal::NoSuchPiece }))
    }

    /// Why `mv` cannot be played now. `listed`: `mv` comes from the move generator's
    /// `Worth` scope, whose phase, dice, pieces and distances are right by construction,
    /// so only the board's rules are left to check (move generation checks thousands of
    /// moves a playout); the reasons keep their order either way.
    #[inline(always)]
    pub(super) fn check_in(
        &self,
        grid: &Grid,
        usable: &[(u8, Face)],
        mv: SubMove,
        listed: bool,
    ) -> Result<(), Illegal> {
        if listed && self.phase == Phase::Rerolls {
            return Ok(());
        }
        if !listed {
            self.check_phase(mv)?;
        }
        let side = self.turn;
        match mv {
            SubMove::Reroll { .. } | SubMove::RerollAll | SubMove::Keep => Ok(()),
            SubMove::Activate { die, from, to } => {
                if !listed {
                    if self.die_for(usable, die)? != Face::X {
                        return Err(Illegal::NeedsX);
                    }
                    self.find_soldier(side, from, false).ok_or(Illegal::NoSuchPiece)?;
                }
                let s = Soldier { idx: from, active: false };
                // Listed, only the first in line is offered under strict activation.
                if !listed
                    && self.rules.activation_order == ActivationOrder::Strict
                    && self.first_inactive(side) != Some(s)
                {
                    return Err(Illegal::ActivationOrder);
                }
                if self.is_blocked_in(grid, side, from) {
                    return Err(Illegal::Blocked);
                }
                if !listed && to != self.activation_target(side, from) {
                    return Err(Illegal::WrongDistance);
                }
                self.landing(grid, side, Mover::Soldier, self.geo.cell(side, to), false, Some(s), Some(to)).map(|_| ())
            }
            SubMove::ActivateQueen { die, to } => {
                if !listed {
                    if self.die_for(usable, die)? != Face::X {
                        return Err(Illegal::NeedsX);
                    }
                    let q = self.queens[side.index()].filter(|q| !q.active).ok_or(Illegal::NoSuchPiece)?;
                    if !self.reach(q.cell, q.homeward, 1, false).contains(&to) {
                        return Err(Illegal::WrongDistance);
                    }
                }
                self.landing(grid, side, Mover::Queen, to, false, None, None).map(|_| ())
            }
            SubMove::Soldier { die, from, to, take_king } => {
                let face = if listed { self.dice[die as usize].face } else { self.die_for(usable, die)? };
                if !listed && self.find_soldier(side, from, true).is_none() {
                    let asleep = self.find_soldier(side, from, false).is_some();
                    return Err(if asleep { Illegal::NotActivated } else { Illegal::NoSuchPiece });
                }
                let s = Soldier { idx: from, active: true };
                let steps = face.steps(&self.rules);
                if !listed && to != self.geo.advance(from, steps) {
                    return Err(Illegal::WrongDistance);
                }
                if self.rules.no_overtaking_own {
                    for k in 1..steps {
                        let c = self.geo.cell(side, self.geo.advance(from, k));
                        if grid.active(side, c) > 0 {
                            return Err(Illegal::Overtakes);
                        }
                    }
                }
                self.landing(grid, side, Mover::Soldier, self.geo.cell(side, to), take_king, Some(s), Some(to))
                    .map(|_| ())
            }
            SubMove::King { die, from, to } => {
                if !listed {
                    let face = self.die_for(usable, die)?;
                    let k = self.king.ok_or(Illegal::NoSuchPiece)?;
                    if k.cell != from {
                        return Err(Illegal::NoSuchPiece);
                    }
                    if k.owner != Some(side) {
                        return Err(Illegal::NotYourKing);
                    }
                    let steps = face.steps(&self.rules);
                    let ok = match self.rules.king_moves {
                        KingMoves::Path => self.geo.cell(side, self.geo.advance(k.idx, steps)) == to,
                        KingMoves::AnyDirection => self.reach(from, self.king_homeward(k), steps, false).contains(&to),
                        KingMoves::Luujavr => self.reach(from, false, steps, face != Face::X).contains(&to),
                    };
                    if !ok {
                        return Err(Illegal::WrongDistance);
                    }
                }
                self.landing(grid, side, Mover::King, to, false, None, None).map(|_| ())
            }
            SubMove::Queen { die, from, to } => {
                if !listed {
                    let face = self.die_for(usable, die)?;
                    let q = self.queens[side.index()].ok_or(Illegal::NoSuchPiece)?;
                    if q.cell != from {
                        return Err(Illegal::NoSuchPiece);
                    }
                    if !q.active {
                        return Err(Illegal::NotActivated);
                    }
                    if !self.reach(from, q.homeward, face.steps(&self.rules), false).contains(&to) {
                        return Err(Illegal::WrongDistance);
                    }
                }
                self.landing(grid, side, Mover::Queen, to, false, None, None).map(|_| ())
            }
        }
    }

    /// Whether the phase allows `mv` at all: re-rolls and keeping only after a throw,
    /// moves on pieces only while moving.
    pub(super) fn check_phase(&self, mv: SubMove) -> Result<(), Illegal> {
        if self.is_over() {
            return Err(Illegal::GameOver);
        }
        match (&self.phase, mv) {
            (Phase::Rerolls, SubMove::Keep) => Ok(()),
            (Phase::Rerolls, SubMove::Reroll { .. } | SubMove::RerollAll) if self.reroll_options().contains(&mv) => {
                Ok(())
            }
            (Phase::Rerolls | Phase::Moving, SubMove::Reroll { .. } | SubMove::RerollAll) => Err(Illegal::NoReroll),
            (Phase::Rerolls, _) | (Phase::Moving, SubMove::Keep) => Err(Illegal::NotNow),
            (Phase::Moving, _) => Ok(()),
            _ => Err(Illegal::NotNow),
        }
    }
}
