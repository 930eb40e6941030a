//! Every way to finish a turn: the walk both computer players weigh their turns by
//! (the expert's and greedy's turns, the master's plans and rollouts).
//!
//! A turn is its sub-moves (`Line`) and the position it ends in, one entry per distinct
//! end position: several orders of the same dice often end alike, and each end is
//! scored once (two positions that share a 64-bit hash are both kept: `Walk::end`).
//! The first line found to reach an end is the one kept, in the order of
//! `legal_moves`, so the walk gives the same turns in the same order every time.

use super::position::{Expect, Phase, Position, SubMove};
use crate::engine::hash::{self, FastMap};
use crate::engine::inline::InlineList;

/// A turn's sub-moves, in order: at most one a die, and at most three dice.
pub type Line = InlineList<SubMove, 4>;

/// Whether the turn numbered `turn` has ended at `pos` for a player weighing its
/// turns: the other side's turn came, a throw is awaited, the game is over, or a
/// decision on a throw (which the players weigh apart) is due.
pub fn turn_ended(pos: &Position, turn: u32) -> bool {
    pos.turns() != turn || !matches!(pos.expect(), Expect::Move { .. }) || *pos.phase() == Phase::Rerolls
}

/// Every way to finish the current turn from `pos` (which expects a sub-move).
pub fn every_turn(pos: &Position) -> Vec<(Line, Position)> {
    let mut walk = Walk { seen: FastMap::default(), out: Vec::new(), events: Vec::new(), lists: Default::default() };
    walk.from(pos, pos.turns(), &mut Line::new(), &pos.legal_moves());
    walk.out
}

struct Walk {
    /// The end positions found, by their hash: the index of the first with it in `out`
    /// (positions are not kept twice: a clone is the dearest step of the walk).
    seen: FastMap<u64, usize>,
    out: Vec<(Line, Position)>,
    /// One buffer for the events of every sub-move played (they are not read).
    events: Vec<super::Event>,
    /// The legal moves after each sub-move, one list per depth of the line: listed by
    /// the pass that settles the dice (`play_listing`), not generated again.
    lists: [Vec<SubMove>; 4],
}

impl Walk {
    /// Walks on from `pos`, where `moves` are the legal sub-moves.
    fn from(&mut self, pos: &Position, turn: u32, line: &mut Line, moves: &[SubMove]) {
        let depth = line.len();
        let mut next = std::mem::take(&mut self.lists[depth]);
        for &m in moves {
            let mut p = pos.clone();
            self.events.clear();
            p.play_listing(m, &mut self.events, &mut next);
            line.push(m);
            if turn_ended(&p, turn) {
                self.end(p, line);
            } else {
                self.from(&p, turn, line, &next);
            }
            line.truncate(depth);
        }
        self.lists[depth] = next;
    }

    fn end(&mut self, pos: Position, line: &Line) {
        let key = hash::of(&pos);
        // Two different positions with one 64-bit hash are both kept (the second
        // and any copy of it come after the first): a turn weighed twice is only
        // work, and it all but never happens.
        let new = match self.seen.get(&key) {
            None => true,
            Some(&i) => self.out[i].1 != pos,
        };
        if new {
            self.seen.entry(key).or_insert(self.out.len());
            self.out.push((*line, pos));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::dice::{DiceSource, SeededDice};
    use crate::engine::sahkku::play::throw_dice;
    use crate::engine::sahkku::Variant;
    use crate::engine::Checked;

    /// In random positions of every family where a piece is to move: every line is
    /// legal sub-move by sub-move and ends the turn in the position listed beside it,
    /// no end is listed twice, and the ends are all those that playing out every order
    /// of every sub-move reaches (a walk that keeps no set).
    #[test]
    fn every_turn_lists_each_end_of_the_turn_once_by_a_legal_line() {
        let mut checked = 0;
        for (k, v) in Variant::ALL.into_iter().enumerate() {
            let mut dice = SeededDice::new(70 + k as u64);
            let mut pos = Position::new(v.rules());
            let mut steps = 0;
            while !pos.is_over() && steps < 400 {
                steps += 1;
                match pos.expect() {
                    Expect::Throw { dice: n, .. } => {
                        let faces = throw_dice(&pos, &mut dice, n);
                        pos.throw(&faces).checked("asked for");
                        continue;
                    }
                    Expect::Move { .. } if *pos.phase() == Phase::Moving && steps % 3 == 0 => {
                        let turns = every_turn(&pos);
                        assert!(!turns.is_empty(), "{}: a turn with a legal move has an end", v.id());
                        for (i, (line, end)) in turns.iter().enumerate() {
                            let mut p = pos.clone();
                            for &m in line.iter() {
                                assert!(!turn_ended(&p, pos.turns()), "{}: a line goes on past its turn", v.id());
                                p.play(m).checked("every sub-move of a line is legal");
                            }
                            assert!(turn_ended(&p, pos.turns()), "{}: a line stops mid-turn", v.id());
                            assert!(p == *end, "{}: a line ends where it is listed to", v.id());
                            assert!(turns[..i].iter().all(|(_, e)| e != end), "{}: an end listed twice", v.id());
                        }
                        let mut all = Vec::new();
                        every_end(&pos, pos.turns(), &mut all);
                        assert!(all.iter().all(|e| turns.iter().any(|(_, t)| t == e)), "{}: an end is missing", v.id());
                        assert_eq!(turns[0].0[0], pos.legal_moves()[0], "{}: the first legal move comes first", v.id());
                        checked += 1;
                    }
                    _ => {}
                }
                let legal = pos.legal_moves();
                pos.play(legal[dice.below(legal.len())]).checked("legal");
            }
        }
        assert!(checked >= 50, "too few positions checked: {checked}");
    }

    /// Every end of the turn by every order of sub-moves, copies and all.
    fn every_end(pos: &Position, turn: u32, out: &mut Vec<Position>) {
        for m in pos.legal_moves() {
            let mut p = pos.clone();
            p.play(m).checked("legal");
            if turn_ended(&p, turn) {
                out.push(p);
            } else {
                every_end(&p, turn, out);
            }
        }
    }
}
