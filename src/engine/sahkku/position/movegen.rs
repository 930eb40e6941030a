//! Move generation: the dice usable now and every sub-move they describe, the one
//! generator behind the legal moves, the shapes a typed move is matched against, and
//! the check whether any move is left.

use super::*;
use crate::engine::sahkku::dice::Face;
use crate::engine::sahkku::rules::{ActivationOrder, KingMoves, Ohcejot, Order};

/// Which moves the move generator offers.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Scope {
    /// Those worth checking for legality: the usable dice, and under strict activation
    /// only the soldier first in line.
    Worth,
    /// Every move the dice and pieces describe, legal or not.
    Any,
}

/// The dice usable now, at most one per face, without allocating.
#[derive(Default, Clone, Copy)]
pub(super) struct Usable {
    items: [(u8, Face); 3],
    n: usize,
}

impl Usable {
    pub(super) fn push(&mut self, item: (u8, Face)) {
        self.items[self.n] = item;
        self.n += 1;
    }
    pub(super) fn iter(&self) -> std::slice::Iter<'_, (u8, Face)> {
        self.items[..self.n].iter()
    }
    pub(super) fn is_empty(&self) -> bool {
        self.n == 0
    }
}

impl std::ops::Deref for Usable {
    type Target = [(u8, Face)];
    fn deref(&self) -> &[(u8, Face)] {
        &self.items[..self.n]
    }
}

impl Position {
    /// The dice that may be used now: unused, worth something, and (strict order)
    /// of the first value still to use. One die per face: equal dice are equal.
    pub(super) fn usable_dice(&self) -> Usable {
        let strict = self.rules.order == Order::Strict;
        let (mut out, mut min_rank) = (Usable::default(), u8::MAX);
        // One pass: under strict order a die of an earlier value starts the list again.
        for (i, d) in self.dice.iter().enumerate() {
            if d.state != DieState::Unused || (d.face != Face::X && d.face.steps(&self.rules) == 0) {
                continue;
            }
            if strict {
                let rank = d.face.rank(self.rules.faces);
                if rank > min_rank {
                    continue;
                }
                if rank < min_rank {
                    (out, min_rank) = (Usable::default(), rank);
                }
            }
            if !out.iter().any(|(_, f)| *f == d.face) {
                out.push((i as u8, d.face));
            }
        }
        out
    }

    /// Every die thrown, usable or not: what `Scope::Any` moves with.
    pub(super) fn all_dice(&self) -> Usable {
        let mut out = Usable::default();
        for (i, d) in self.dice.iter().enumerate().take(out.items.len()) {
            out.push((i as u8, d.face));
        }
        out
    }

    /// Every legal sub-move now, in a stable order.
    pub fn legal_moves(&self) -> Vec<SubMove> {
        let mut legal = Vec::with_capacity(16);
        self.legal_moves_into(&mut legal);
        legal
    }

    /// `legal_moves`, into `legal` (cleared first): playouts keep one list for
    /// millions of sub-moves.
    pub fn legal_moves_into(&self, legal: &mut Vec<SubMove>) {
        legal.clear();
        self.list_legal(&self.usable_dice(), legal);
    }

    /// Adds the legal sub-moves with the dice `usable` (the usable dice now) to `legal`.
    pub(super) fn list_legal(&self, usable: &Usable, legal: &mut Vec<SubMove>) {
        let grid = self.grid();
        self.candidates(Scope::Worth, usable, &mut |m| {
            if self.check_in(grid, usable, m, true).is_ok() {
                legal.push(m);
            }
            false
        });
    }

    /// Whether any sub-move is legal with the dice `usable` (the usable dice now).
    pub(super) fn has_legal_move(&self, usable: &Usable) -> bool {
        let grid = self.grid();
        let mut any = false;
        self.candidates(Scope::Worth, usable, &mut |m| {
            any = self.check_in(grid, usable, m, true).is_ok();
            any
        });
        any
    }

    /// Every sub-move the dice and pieces describe, legal or not, in a stable order:
    /// what a typed move or a click is matched against, so that an illegal one can be
    /// named with the rule that forbids it (`check`).
    pub fn shapes(&self) -> Vec<SubMove> {
        let mut out = Vec::with_capacity(64);
        self.candidates(Scope::Any, &self.all_dice(), &mut |m| {
            out.push(m);
            false
        });
        out
    }

    /// Calls `out` with each move in `scope` (with the dice `usable`) until it
    /// returns `true`. The one move generator: legal moves are the `Worth` ones that
    /// pass `check`.
    pub(super) fn candidates(&self, scope: Scope, usable: &[(u8, Face)], out: &mut dyn FnMut(SubMove) -> bool) {
        macro_rules! emit {
            ($m:expr) => {
                if out($m) {
                    return;
                }
            };
        }
        let any = scope == Scope::Any;
        if any {
            for die in 0..self.dice.len() as u8 {
                emit!(SubMove::Reroll { die });
            }
            emit!(SubMove::RerollAll);
            emit!(SubMove::Keep);
        }
        match self.phase {
            Phase::Rerolls if !any => {
                for &m in self.reroll_options().iter() {
                    emit!(m);
                }
                emit!(SubMove::Keep);
            }
            Phase::Moving | Phase::Rerolls => {
                let side = self.turn;
                let soldiers = &self.soldiers[side.index()];
                // Under strict activation only the first in line is worth checking.
                let first = match self.rules.activation_order {
                    ActivationOrder::Strict if !any => self.first_inactive(side),
                    _ => None,
                };
                // Taking the gonagas (Ohcejot) is worth checking only on the line of an
                // enemy gonagas: elsewhere it is refused, and it would double the checks.
                let enemy_king = match self.king {
                    Some(k) if self.rules.ohcejot != Ohcejot::Off && k.owner == Some(side.other()) => Some(k.cell),
                    _ => None,
                };
                for &(die, face) in usable {
                    let steps = face.steps(&self.rules);
                    // Soldiers on the same path index and state are interchangeable: one
                    // move each.
                    let mut seen = [0u64; 2];
                    for s in soldiers {
                        // A sleeping soldier only wakes with an X: with another die it is
                        // passed over before anything else is asked.
                        if !(s.active || any || face == Face::X) {
                            continue;
                        }
                        let (set, bit) = (&mut seen[s.active as usize], 1u64 << s.idx);
                        if *set & bit != 0 {
                            continue;
                        }
                        *set |= bit;
                        if !s.active {
                            if first.is_none() || first == Some(*s) {
                                emit!(SubMove::Activate { die, from: s.idx, to: self.activation_target(side, s.idx) });
                            }
                            continue;
                        }
                        let to = self.geo.advance(s.idx, steps);
                        emit!(SubMove::Soldier { die, from: s.idx, to, take_king: false });
                        if any || enemy_king.is_some_and(|c| c == self.geo.cell(side, to)) {
                            emit!(SubMove::Soldier { die, from: s.idx, to, take_king: true });
                        }
                    }
                    // An inactive queen only wakes with an X; an active one moves with any value.
                    if let Some(q) = self.queens[side.index()].filter(|q| any || q.active || face == Face::X) {
                        for &to in self.reach(q.cell, q.homeward, if q.active { steps } else { 1 }, false).iter() {
                            if q.active {
                                emit!(SubMove::Queen { die, from: q.cell, to });
                            } else {
                                emit!(SubMove::ActivateQueen { die, to });
                            }
                        }
                    }
                    if let Some(k) = self.king.filter(|k| any || k.owner == Some(side)) {
                        match self.rules.king_moves {
                            KingMoves::Path => {
                                let to = self.geo.cell(side, self.geo.advance(k.idx, steps));
                                emit!(SubMove::King { die, from: k.cell, to });
                            }
                            KingMoves::AnyDirection => {
                                for &to in self.reach(k.cell, self.king_homeward(k), steps, false).iter() {
                                    emit!(SubMove::King { die, from: k.cell, to });
                                }
                            }
                            KingMoves::Luujavr => {
                                for &to in self.reach(k.cell, false, steps, face != Face::X).iter() {
                                    emit!(SubMove::King { die, from: k.cell, to });
                                }
                            }
                        }
                    }
                }
            }
            _ => {}
        }
    }
}
