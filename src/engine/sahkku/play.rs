//! Playing whole games: throwing for the engine and choosing moves at random. The
//! lab, the benchmarks and the property tests share this loop.

use super::dice::Face;
use super::event::Event;
use super::position::{Expect, Position, SubMove};
use super::record::Record;
use crate::engine::dice::DiceSource;
use crate::engine::Checked;

/// The faces of a throw of `n` dice.
pub fn throw_dice(pos: &Position, dice: &mut impl DiceSource, n: u8) -> Vec<Face> {
    let mut faces = Vec::with_capacity(n as usize);
    throw_dice_into(pos, dice, n, &mut faces);
    faces
}

/// `throw_dice`, into `faces` (cleared first).
fn throw_dice_into(pos: &Position, dice: &mut impl DiceSource, n: u8, faces: &mut Vec<Face>) {
    faces.clear();
    faces.extend((0..n).map(|_| Face::from_roll(pos.rules().faces, dice.roll(4))));
}

/// What a game was made of, counted apart so that speeds compare with other engines:
/// a *piece ply* is one die spent on a piece (waking it or moving it); a *decision*
/// keeps a throw or throws dice again; a *throw* is one throw of the dice (the
/// opening's included).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Plies {
    pub piece: u32,
    pub decisions: u32,
    pub throws: u32,
}

impl Plies {
    /// Sub-moves: piece plies and decisions (what the Lab counts as a game's length).
    pub fn sub_moves(&self) -> u32 {
        self.piece + self.decisions
    }
}

/// Feeds the engine what it expects until the game ends, choosing each sub-move with
/// `choose` among the legal ones. Returns what was played, counted. When `record` is
/// given, every throw and move is written to it.
pub fn play_out(
    pos: &mut Position,
    dice: &mut impl DiceSource,
    mut choose: impl FnMut(&Position, &[SubMove], &mut dyn DiceSource) -> SubMove,
    mut record: Option<&mut Record>,
    mut on_events: impl FnMut(&[Event]),
) -> Plies {
    let mut plies = Plies::default();
    // One buffer for every throw's faces, one for every step's events and one for the
    // legal moves: playouts run millions of them.
    let (mut faces, mut ev, mut legal) = (Vec::new(), Vec::new(), Vec::new());
    // Whether `legal` holds the legal moves now: a throw or a sub-move lists them by
    // the same pass that settles the dice; only a position given mid-turn needs a pass.
    let mut listed = false;
    loop {
        match pos.expect() {
            Expect::Over => return plies,
            Expect::Throw { dice: n, .. } => {
                throw_dice_into(pos, dice, n, &mut faces);
                if let Some(r) = record.as_deref_mut() {
                    r.push_throw(&faces);
                }
                ev.clear();
                pos.throw_listing(&faces, &mut ev, &mut legal).checked("the engine asked for this throw");
                listed = true;
                on_events(&ev);
                plies.throws += 1;
            }
            Expect::Move { .. } => {
                if !listed {
                    pos.legal_moves_into(&mut legal);
                }
                debug_assert_eq!(legal, pos.legal_moves(), "the moves listed are the legal ones");
                debug_assert!(!legal.is_empty(), "a move is expected only when one is legal");
                let mv = choose(pos, &legal, dice);
                if let Some(r) = record.as_deref_mut() {
                    r.push_move(pos, mv);
                }
                ev.clear();
                pos.play_listing(mv, &mut ev, &mut legal);
                listed = true;
                on_events(&ev);
                match mv {
                    SubMove::Keep | SubMove::Reroll { .. } | SubMove::RerollAll => plies.decisions += 1,
                    _ => plies.piece += 1,
                }
            }
        }
    }
}

/// A computer's turn (or part of one) chosen ahead: each sub-move with the position it
/// is to be played from. A step is taken only from its own position, so a plan that an
/// undo or a new game left behind is never played. The master's lab player and the
/// session's answer from the thinking thread both keep one.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Plan {
    steps: Vec<(Position, SubMove)>,
}

impl Plan {
    /// `moves` played one after another from `pos` (the engine's own choices: legal).
    pub fn of(pos: &Position, moves: &[SubMove]) -> Plan {
        let mut plan = Plan::default();
        let mut p = pos.clone();
        let mut ev = Vec::new();
        for &m in moves {
            plan.push(p.clone(), m);
            ev.clear();
            p.play_unchecked(m, &mut ev);
        }
        plan
    }

    /// Adds a step: `mv`, to be played from `from`.
    pub fn push(&mut self, from: Position, mv: SubMove) {
        self.steps.push((from, mv));
    }

    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// Whether the plan has a sub-move for `pos`.
    pub fn covers(&self, pos: &Position) -> bool {
        self.steps.iter().any(|(p, _)| p == pos)
    }

    /// The sub-move planned for `pos`, taken from the plan with the steps before it.
    pub fn take(&mut self, pos: &Position) -> Option<SubMove> {
        let at = self.steps.iter().position(|(p, _)| p == pos)?;
        let mv = self.steps[at].1;
        self.steps.drain(..=at);
        Some(mv)
    }
}

/// The random player: any legal sub-move, uniformly.
pub fn random_choice(_: &Position, legal: &[SubMove], dice: &mut dyn DiceSource) -> SubMove {
    legal[dice.below(legal.len())]
}

/// Counts the ways to finish the current turn from a position waiting for a sub-move
/// (re-rolls declined): the number of distinct sequences of sub-moves, and of
/// distinct positions they lead to. The Sáhkku counterpart of chess's perft.
pub fn count_turns(pos: &Position) -> (u64, u64) {
    let mut ends = std::collections::HashSet::new();
    let sequences = walk(pos, pos.turns(), &mut ends);
    (sequences, ends.len() as u64)
}

fn walk(pos: &Position, turn: u32, ends: &mut std::collections::HashSet<Position>) -> u64 {
    if pos.turns() != turn || !matches!(pos.expect(), Expect::Move { .. }) {
        ends.insert(pos.clone());
        return 1;
    }
    let legal = pos.legal_moves();
    let moves: Vec<SubMove> = if legal.contains(&SubMove::Keep) { vec![SubMove::Keep] } else { legal };
    moves
        .into_iter()
        .map(|m| {
            let mut next = pos.clone();
            let mut ev = Vec::new();
            next.play_unchecked(m, &mut ev);
            walk(&next, turn, ends)
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::dice::SeededDice;
    use crate::engine::sahkku::{Entry, Variant};

    /// Piece plies, decisions and throws are the record's moves on pieces, its keep
    /// and re-throw entries, and its throws: each counted once, in every family.
    #[test]
    fn a_game_is_counted_as_piece_plies_decisions_and_throws() {
        for (i, v) in Variant::ALL.into_iter().enumerate() {
            let mut pos = Position::new(v.rules());
            let mut record = Record::new(v, &v.rules());
            let mut dice = SeededDice::new(i as u64);
            let plies = play_out(&mut pos, &mut dice, random_choice, Some(&mut record), |_| {});
            let throws = record.entries.iter().filter(|e| e.is_throw()).count() as u32;
            let decisions = record
                .entries
                .iter()
                .filter(|e| matches!(e, Entry::Move(m) if m == "keep" || m.starts_with('r')))
                .count() as u32;
            let moves = record.entries.len() as u32 - throws;
            assert_eq!(plies.throws, throws, "{}", v.id());
            assert_eq!(plies.decisions, decisions, "{}", v.id());
            assert_eq!(plies.piece, moves - decisions, "{}", v.id());
            assert_eq!(plies.sub_moves(), moves);
        }
    }

    /// A throw or a sub-move played "listing" leaves exactly the legal moves in the
    /// list (none when no move is expected), whatever was in it before: playouts choose
    /// from that list without generating the moves again.
    #[test]
    fn playing_listing_leaves_the_legal_moves_in_the_list() {
        for (i, v) in Variant::ALL.into_iter().enumerate() {
            for game in 0..20u64 {
                let mut pos = Position::new(v.rules());
                let mut dice = SeededDice::new(1000 * i as u64 + game);
                let (mut ev, mut legal) = (Vec::new(), vec![SubMove::Keep; 5]);
                while !pos.is_over() {
                    match pos.expect() {
                        Expect::Throw { dice: n, .. } => {
                            let faces = throw_dice(&pos, &mut dice, n);
                            pos.throw_listing(&faces, &mut ev, &mut legal).checked("asked for");
                        }
                        Expect::Move { .. } => {
                            let mv = legal[dice.below(legal.len())];
                            pos.play_listing(mv, &mut ev, &mut legal);
                        }
                        Expect::Over => unreachable!(),
                    }
                    let expected = if matches!(pos.expect(), Expect::Move { .. }) { pos.legal_moves() } else { vec![] };
                    assert_eq!(legal, expected, "{} game {game}", v.id());
                }
            }
        }
    }
}
