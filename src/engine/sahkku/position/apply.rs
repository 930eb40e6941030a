//! Playing a sub-move: the piece moves, captures and recruits happen, dice that
//! cannot be used burn, the game may end, and the turn passes.

use super::check::{Landing, Mover};
use super::*;
use crate::engine::sahkku::board::{Cell, Side};
use crate::engine::sahkku::dice::Face;
use crate::engine::sahkku::event::{Event, Faces, Few, Outcome, Path, PieceKind, WinReason};
use crate::engine::sahkku::rules::{KingMoves, KingRecruit, Ohcejot, Order};
use crate::engine::Checked;

impl Position {
    /// Plays one sub-move. On error nothing changes.
    pub fn play(&mut self, mv: SubMove) -> Result<Vec<Event>, Illegal> {
        self.check(mv)?;
        let mut ev = Vec::new();
        self.play_unchecked(mv, &mut ev);
        Ok(ev)
    }

    /// Plays a sub-move known to be legal (from `legal_moves`).
    pub fn play_unchecked(&mut self, mv: SubMove, ev: &mut Vec<Event>) {
        self.play_then(mv, ev, None)
    }

    /// `play_unchecked`, and then the legal moves into `legal` (empty when no move is
    /// expected), as `throw_listing` does.
    pub fn play_listing(&mut self, mv: SubMove, ev: &mut Vec<Event>, legal: &mut Vec<SubMove>) {
        self.play_then(mv, ev, Some(legal))
    }

    fn play_then(&mut self, mv: SubMove, ev: &mut Vec<Event>, mut legal: Option<&mut Vec<SubMove>>) {
        if let Some(l) = legal.as_deref_mut() {
            l.clear();
        }
        let side = self.turn;
        match mv {
            SubMove::Keep => {
                self.phase = Phase::Moving;
                self.settle(ev, legal);
                return;
            }
            SubMove::Reroll { die } => {
                ev.push(Event::RerollChosen { side, dice: Few::of(&[die]) });
                self.phase = Phase::Rethrow { dice: Few::of(&[die]) };
                return;
            }
            SubMove::RerollAll => {
                ev.push(Event::RerollChosen { side, dice: Few::of(&[0, 1, 2]) });
                for d in &mut self.dice {
                    d.rerolled = false;
                }
                self.phase = Phase::Rethrow { dice: Few::of(&[0, 1, 2]) };
                return;
            }
            _ => {}
        }
        let die = self.canonical_die(mv.die().expect("a piece move uses a die"));
        self.dice[die as usize].state = DieState::Used;
        let face = self.dice[die as usize].face;
        match mv {
            SubMove::Activate { from, to, .. } => {
                let i = self.find_soldier(side, from, false).expect("checked");
                let s = self.soldiers[side.index()][i];
                let landing = self
                    .landing(&self.grid, side, Mover::Soldier, self.geo.cell(side, to), false, Some(s), Some(to))
                    .checked("checked");
                self.soldiers[side.index()][i] = Soldier { idx: to, active: true };
                *self.grid.slot(side, self.geo.cell(side, from), false) -= 1;
                *self.grid.slot(side, self.geo.cell(side, to), true) += 1;
                ev.push(Event::Activated {
                    side,
                    piece: PieceKind::Soldier,
                    from: self.geo.cell(side, from),
                    to: self.geo.cell(side, to),
                    face,
                });
                self.arrive(side, Mover::Soldier, self.geo.cell(side, to), Some(to), landing, ev);
            }
            SubMove::ActivateQueen { to, .. } => {
                let landing = self.landing(&self.grid, side, Mover::Queen, to, false, None, None).checked("checked");
                let q = self.queens[side.index()].expect("checked");
                let homeward = self.geo.is_homeward(self.track_index(side, self.queen_index(side, q), to, 1));
                let from = q.cell;
                self.queens[side.index()] = Some(Queen { cell: to, active: true, homeward });
                ev.push(Event::Activated { side, piece: PieceKind::Queen, from, to, face });
                self.arrive(side, Mover::Queen, to, None, landing, ev);
            }
            SubMove::Soldier { from, to, take_king, .. } => {
                let i = self.find_soldier(side, from, true).expect("checked");
                let s = self.soldiers[side.index()][i];
                let cell = self.geo.cell(side, to);
                let landing = self
                    .landing(&self.grid, side, Mover::Soldier, cell, take_king, Some(s), Some(to))
                    .checked("checked");
                let steps = face.steps(&self.rules);
                let mut path = Path::default();
                for k in 1..=steps {
                    path.push(self.geo.cell(side, self.geo.advance(from, k)));
                }
                let from_cell = self.geo.cell(side, from);
                self.soldiers[side.index()][i].idx = to;
                *self.grid.slot(side, from_cell, true) -= 1;
                *self.grid.slot(side, cell, true) += 1;
                ev.push(Event::Moved { side, piece: PieceKind::Soldier, from: from_cell, to: cell, path, face });
                self.arrive(side, Mover::Soldier, cell, Some(to), landing, ev);
                let wins_king = match self.rules.king_recruit {
                    KingRecruit::EnemyHomeRow => self.king.is_some_and(|k| k.owner != Some(side)),
                    KingRecruit::HomeRowThenLand => self.king.is_some_and(|k| k.owner.is_none()),
                    _ => false,
                };
                if wins_king && cell.row == side.other().home_row() && from_cell.row != cell.row {
                    self.recruit(side, None, ev);
                }
            }
            SubMove::King { from, to, .. } => {
                let landing = self.landing(&self.grid, side, Mover::King, to, false, None, None).checked("checked");
                let steps = face.steps(&self.rules);
                let on_track = self.follows_own_pass() && self.rules.king_moves == KingMoves::AnyDirection;
                let landed = self.king.map(|k| self.track_index(side, k.idx, to, steps));
                let k = self.king.as_mut().expect("checked");
                if self.rules.king_moves == KingMoves::Path {
                    k.idx = self.geo.advance(k.idx, steps);
                } else if on_track {
                    k.idx = landed.expect("checked");
                }
                k.cell = to;
                ev.push(Event::Moved { side, piece: PieceKind::King, from, to, path: Path::one(to), face });
                self.arrive(side, Mover::King, to, None, landing, ev);
            }
            SubMove::Queen { from, to, .. } => {
                let landing = self.landing(&self.grid, side, Mover::Queen, to, false, None, None).checked("checked");
                let q = self.queens[side.index()].expect("checked");
                let idx = self.track_index(side, self.queen_index(side, q), to, face.steps(&self.rules));
                let homeward = self.geo.is_homeward(idx);
                self.queens[side.index()] = Some(Queen { cell: to, active: true, homeward });
                ev.push(Event::Moved { side, piece: PieceKind::Queen, from, to, path: Path::one(to), face });
                self.arrive(side, Mover::Queen, to, None, landing, ev);
            }
            SubMove::Keep | SubMove::Reroll { .. } | SubMove::RerollAll => unreachable!("handled above"),
        }
        self.check_win(ev);
        if !self.is_over() {
            self.settle(ev, legal);
        }
    }

    /// The first unused die with the same face: equal dice are interchangeable.
    fn canonical_die(&self, die: u8) -> u8 {
        let Some(d) = self.dice.get(die as usize).filter(|d| d.state == DieState::Unused) else { return die };
        let face = d.face;
        self.dice.iter().position(|d| d.face == face && d.state == DieState::Unused).unwrap_or(die as usize) as u8
    }

    /// The same sub-move written with the first unused die of its face, as
    /// `legal_moves` lists it: two dice showing the same face are the same choice.
    pub fn canonical(&self, mv: SubMove) -> SubMove {
        let c = |die| self.canonical_die(die);
        match mv {
            SubMove::Activate { die, from, to } => SubMove::Activate { die: c(die), from, to },
            SubMove::ActivateQueen { die, to } => SubMove::ActivateQueen { die: c(die), to },
            SubMove::Soldier { die, from, to, take_king } => SubMove::Soldier { die: c(die), from, to, take_king },
            SubMove::King { die, from, to } => SubMove::King { die: c(die), from, to },
            SubMove::Queen { die, from, to } => SubMove::Queen { die: c(die), from, to },
            other => other,
        }
    }

    /// What happens on the cell a piece stopped on: captures, the gonagas, blocking.
    fn arrive(&mut self, side: Side, mover: Mover, cell: Cell, idx: Option<u8>, landing: Landing, ev: &mut Vec<Event>) {
        let enemy = side.other();
        let geo = self.geo;
        let capture_inactive = self.rules.capture_inactive;
        // The grid tells whether anything is taken here; most moves take nothing, and
        // then the enemy's soldiers are not looked through.
        let there = self.grid.at(cell);
        let takeable = there[enemy.index() * 2] + if capture_inactive { there[enemy.index() * 2 + 1] } else { 0 };
        let taken = takeable as u16;
        if taken > 0 {
            self.soldiers[enemy.index()]
                .retain(|s| !(geo.cell(enemy, s.idx) == cell && (s.active || capture_inactive)));
            let i = (cell.row * self.grid.len + cell.col) as usize;
            self.grid.counts[i][enemy.index() * 2] = 0;
            if capture_inactive {
                self.grid.counts[i][enemy.index() * 2 + 1] = 0;
            }
            self.captured[enemy.index()] += taken;
            ev.push(Event::Captured { side, victim: enemy, piece: PieceKind::Soldier, cell, count: taken as u8 });
        }
        if self.queens[enemy.index()].is_some_and(|q| q.cell == cell && q.active) {
            self.queens[enemy.index()] = None;
            self.captured[enemy.index()] += 1;
            ev.push(Event::Captured { side, victim: enemy, piece: PieceKind::Queen, cell, count: 1 });
        }
        if mover == Mover::Soldier && self.rules.blocking && self.grid.inactive(enemy, cell) > 0 {
            ev.push(Event::Blocks { side, cell });
        }
        if landing.take_king {
            // The gonagas belongs to neither army's count of pieces.
            self.king = None;
            ev.push(Event::Captured { side, victim: enemy, piece: PieceKind::King, cell, count: 1 });
            if self.rules.ohcejot == Ohcejot::Wins {
                self.finish(side, WinReason::KingCaptured, ev);
            }
        } else if landing.recruit {
            self.recruit(side, idx, ev);
            if let Some(step) = landing.king_step {
                let to = geo.cell(side, step);
                let k = self.king.as_mut().expect("just recruited");
                k.idx = step;
                k.cell = to;
                ev.push(Event::Moved {
                    side,
                    piece: PieceKind::King,
                    from: cell,
                    to,
                    path: Path::one(to),
                    face: Face::X,
                });
                self.arrive(side, Mover::King, to, None, Landing::default(), ev);
            }
        }
    }

    fn recruit(&mut self, side: Side, idx: Option<u8>, ev: &mut Vec<Event>) {
        let geo = self.geo;
        let k = self.king.as_mut().expect("there is a gonagas to recruit");
        k.owner = Some(side);
        // On a path the gonagas goes on from where its recruiter stands.
        k.idx = idx.filter(|&i| geo.cell(side, i) == k.cell).unwrap_or_else(|| geo.indices(side, k.cell).0);
        ev.push(Event::Recruited { side, cell: k.cell });
    }

    /// Ends the game if a side has lost.
    fn check_win(&mut self, ev: &mut Vec<Event>) {
        if self.is_over() {
            return;
        }
        for side in [self.turn.other(), self.turn] {
            if self.rules.queens && self.queens[side.index()].is_none() {
                return self.finish(side.other(), WinReason::QueenCaptured, ev);
            }
            let soldiers = self.soldiers[side.index()].len();
            let has_king = self.king.is_some_and(|k| k.owner == Some(side));
            if soldiers == 0 && !(self.rules.king_counts && has_king) {
                let reason = if has_king { WinReason::OnlyKingLeft } else { WinReason::NoPiecesLeft };
                return self.finish(side.other(), reason, ev);
            }
        }
    }

    /// Luujávr: a side with nothing but blocked inactive soldiers loses.
    fn is_helpless(&self, side: Side) -> bool {
        let s = &self.soldiers[side.index()];
        self.rules.blocked_loses
            && !s.iter().any(|s| s.active)
            && self.king.is_none_or(|k| k.owner != Some(side))
            && !self.queens[side.index()].is_some_and(|q| q.active)
            && self.first_inactive(side).is_some_and(|f| self.is_blocked(side, f.idx))
    }

    fn finish(&mut self, winner: Side, reason: WinReason, ev: &mut Vec<Event>) {
        let outcome = Outcome::Win { winner, reason };
        self.outcome = Some(outcome);
        self.phase = Phase::Over;
        ev.push(Event::GameOver { outcome });
    }

    /// After a throw or a sub-move: burn what cannot be used, end the turn when
    /// nothing is left. With `legal` (empty), the legal moves go into it: listing them
    /// all answers whether there is one.
    pub(super) fn settle(&mut self, ev: &mut Vec<Event>, mut legal: Option<&mut Vec<SubMove>>) {
        loop {
            let usable = self.usable_dice();
            if usable.is_empty() {
                break;
            }
            let any = match legal.as_deref_mut() {
                Some(l) => {
                    self.list_legal(&usable, l);
                    !l.is_empty()
                }
                None => self.has_legal_move(&usable),
            };
            if any {
                return;
            }
            // No legal use of the dice allowed now: under strict order these values
            // and all after them are lost; under free order all that is left.
            let burn_from = match self.rules.order {
                Order::Strict => usable[0].1.rank(self.rules.faces),
                Order::Free => 0,
            };
            let mut burnt = Faces::default();
            for d in &mut self.dice {
                if d.state == DieState::Unused && d.face.rank(self.rules.faces) >= burn_from {
                    d.state = DieState::Burnt;
                    burnt.push(d.face);
                }
            }
            ev.push(Event::Burnt { side: self.turn, faces: burnt });
        }
        for d in &mut self.dice {
            if d.state == DieState::Unused {
                d.state = DieState::Burnt;
            }
        }
        if !self.dice.iter().any(|d| d.state == DieState::Used) {
            ev.push(Event::TurnSkipped { side: self.turn });
        }
        self.end_turn(ev);
    }

    fn end_turn(&mut self, ev: &mut Vec<Event>) {
        self.turns += 1;
        if self.turns >= MAX_TURNS {
            self.outcome = Some(Outcome::Draw);
            self.phase = Phase::Over;
            ev.push(Event::GameOver { outcome: Outcome::Draw });
            return;
        }
        self.turn = self.turn.other();
        self.dice.clear();
        self.phase = Phase::Throw { fixed: 0 };
        if self.is_helpless(self.turn) {
            return self.finish(self.turn.other(), WinReason::AllBlocked, ev);
        }
        ev.push(Event::TurnPassed { side: self.turn });
    }
}
