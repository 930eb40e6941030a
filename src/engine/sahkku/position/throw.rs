//! Throwing: the faces of a throw or a re-throw, the opening throws that choose who
//! starts, and the re-rolls a throw allows.

use super::*;
use crate::engine::inline::InlineList;
use crate::engine::sahkku::board::Side;
use crate::engine::sahkku::dice::Face;
use crate::engine::sahkku::event::{Event, Faces};
use crate::engine::sahkku::rules::{FirstPlayer, XReroll};

/// The re-roll options of a throw, without allocating: at most X-X-X and three dice.
pub(super) struct Rerolls {
    moves: [SubMove; 4],
    n: usize,
}

impl std::ops::Deref for Rerolls {
    type Target = [SubMove];
    fn deref(&self) -> &[SubMove] {
        &self.moves[..self.n]
    }
}

impl Position {
    /// The faces of a throw, as `expect` asked for.
    pub fn throw(&mut self, faces: &[Face]) -> Result<Vec<Event>, Illegal> {
        let mut ev = Vec::new();
        self.throw_into(faces, &mut ev).map(|_| ev)
    }

    /// `throw`, its events added to `ev` (playouts keep one buffer for millions of
    /// throws). On error nothing changes.
    pub fn throw_into(&mut self, faces: &[Face], ev: &mut Vec<Event>) -> Result<(), Illegal> {
        self.throw_then(faces, ev, None)
    }

    /// `throw_into`, and then the legal moves into `legal` (empty when no move is
    /// expected): a playout's next choice, listed by the same pass that checked whether
    /// the dice can be used, instead of a second one.
    pub fn throw_listing(
        &mut self,
        faces: &[Face],
        ev: &mut Vec<Event>,
        legal: &mut Vec<SubMove>,
    ) -> Result<(), Illegal> {
        self.throw_then(faces, ev, Some(legal))
    }

    fn throw_then(
        &mut self,
        faces: &[Face],
        ev: &mut Vec<Event>,
        mut legal: Option<&mut Vec<SubMove>>,
    ) -> Result<(), Illegal> {
        let Expect::Throw { side, dice } = self.expect() else {
            return Err(if self.is_over() { Illegal::GameOver } else { Illegal::NotNow });
        };
        let allowed = Face::set(self.rules.faces);
        if faces.len() != dice as usize || faces.iter().any(|f| !allowed.contains(f)) {
            return Err(Illegal::BadThrow);
        }
        if let Some(l) = legal.as_deref_mut() {
            l.clear();
        }
        match self.phase {
            Phase::OpeningFirstX { next } => {
                ev.push(Event::OpeningThrow { side, faces: faces.to_vec() });
                if faces.len() > 1
                    && faces.contains(&Face::X)
                    && self.rules.first_player == FirstPlayer::FirstXAllThenThrow
                {
                    // All the dice were thrown, and the throw only chooses who starts:
                    // the starter throws again for the first turn.
                    ev.push(Event::Starts { side });
                    self.turn = next;
                    self.dice.clear();
                    self.phase = Phase::Throw { fixed: 0 };
                } else if faces.len() > 1 && faces.contains(&Face::X) {
                    // All the dice were thrown: the throw that holds an X is the
                    // starter's first, played like any other.
                    ev.push(Event::Starts { side });
                    self.turn = next;
                    self.dice =
                        faces.iter().map(|&face| Die { face, state: DieState::Unused, rerolled: false }).collect();
                    self.after_throw(ev, legal);
                } else if faces[0] == Face::X {
                    ev.push(Event::Starts { side });
                    self.turn = next;
                    self.dice =
                        InlineList::from_slice(&[Die { face: Face::X, state: DieState::Unused, rerolled: true }]);
                    self.phase = Phase::Throw { fixed: 1 };
                } else {
                    self.phase = Phase::OpeningFirstX { next: next.other() };
                }
            }
            Phase::OpeningMostX { first } => {
                ev.push(Event::OpeningThrow { side, faces: faces.to_vec() });
                let xs = faces.iter().filter(|f| **f == Face::X).count() as u8;
                match first {
                    None => self.phase = Phase::OpeningMostX { first: Some(xs) },
                    Some(a) if a == xs => self.phase = Phase::OpeningMostX { first: None },
                    Some(a) => {
                        self.turn = if a > xs { Side::One } else { Side::Two };
                        ev.push(Event::Starts { side: self.turn });
                        self.dice.clear();
                        self.phase = Phase::Throw { fixed: 0 };
                    }
                }
            }
            Phase::Throw { fixed } => {
                self.dice.truncate(fixed as usize);
                self.dice.extend(faces.iter().map(|&face| Die { face, state: DieState::Unused, rerolled: false }));
                let mut thrown = Faces::default();
                for d in &self.dice {
                    thrown.push(d.face);
                }
                ev.push(Event::Thrown { side, faces: thrown, kept: fixed });
                self.after_throw(ev, legal);
            }
            Phase::Rethrow { dice } => {
                for (&i, &face) in dice.iter().zip(faces) {
                    self.dice[i as usize].face = face;
                    self.dice[i as usize].rerolled = true;
                    ev.push(Event::Rerolled { die: i, face });
                }
                self.after_throw(ev, legal);
            }
            Phase::Rerolls | Phase::Moving | Phase::Over => unreachable!("expect() said throw"),
        }
        Ok(())
    }

    /// The dice that may be thrown again now, all three first when X-X-X allows it:
    /// at most four options, listed without allocating (every throw asks).
    pub(super) fn reroll_options(&self) -> Rerolls {
        let mut out = Rerolls { moves: [SubMove::RerollAll; 4], n: 0 };
        let all_x = self.dice.iter().all(|d| d.face == Face::X && d.state == DieState::Unused);
        if self.rules.xxx_reroll && self.dice.len() == 3 && all_x && !self.is_opening_die(0) {
            out.n = 1;
        }
        for (i, d) in self.dice.iter().enumerate() {
            let may = match self.rules.x_reroll {
                XReroll::Off => false,
                XReroll::Once => !d.rerolled,
                XReroll::Repeat => !(d.rerolled && self.is_opening_die(i)),
            };
            if d.face == Face::X && d.state == DieState::Unused && may && out.n < 4 {
                out.moves[out.n] = SubMove::Reroll { die: i as u8 };
                out.n += 1;
            }
        }
        out
    }

    /// The X that decided the first player is kept: it must activate.
    pub(super) fn is_opening_die(&self, i: usize) -> bool {
        i == 0 && self.turns == 0 && self.rules.first_player == FirstPlayer::FirstX
    }

    pub(super) fn after_throw(&mut self, ev: &mut Vec<Event>, legal: Option<&mut Vec<SubMove>>) {
        if self.reroll_options().is_empty() {
            self.phase = Phase::Moving;
            self.settle(ev, legal);
        } else {
            self.phase = Phase::Rerolls;
            if let Some(l) = legal {
                self.legal_moves_into(l);
            }
        }
    }
}
