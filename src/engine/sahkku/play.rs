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
    (0..n).map(|_| Face::from_roll(pos.rules().faces, dice.roll(4))).collect()
}

/// Feeds the engine what it expects until the game ends, choosing each sub-move with
/// `choose` among the legal ones. Returns the number of sub-moves played. When
/// `record` is given, every throw and move is written to it.
pub fn play_out(
    pos: &mut Position,
    dice: &mut impl DiceSource,
    mut choose: impl FnMut(&Position, &[SubMove], &mut dyn DiceSource) -> SubMove,
    mut record: Option<&mut Record>,
    mut on_events: impl FnMut(&[Event]),
) -> u32 {
    let mut plies = 0;
    // One buffer for every sub-move's events: playouts run millions of them.
    let mut ev = Vec::new();
    loop {
        match pos.expect() {
            Expect::Over => return plies,
            Expect::Throw { dice: n, .. } => {
                let faces = throw_dice(pos, dice, n);
                if let Some(r) = record.as_deref_mut() {
                    r.push_throw(&faces);
                }
                let ev = pos.throw(&faces).checked("the engine asked for this throw");
                on_events(&ev);
            }
            Expect::Move { .. } => {
                let legal = pos.legal_moves();
                debug_assert!(!legal.is_empty(), "a move is expected only when one is legal");
                let mv = choose(pos, &legal, dice);
                if let Some(r) = record.as_deref_mut() {
                    r.push_move(pos, mv);
                }
                ev.clear();
                pos.play_unchecked(mv, &mut ev);
                on_events(&ev);
                plies += 1;
            }
        }
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
