//! How the computer levels above random weigh their turns (`levels.rs` names the
//! levels and dispatches to them):
//!
//! - greedy: the whole turn (every order of using the dice) whose end position
//!   scores best by `evaluate`; a die is thrown again when that is expected to pay.
//! - expert: the same turns, but the best few are scored by what the opponent can
//!   do next: an expectimax over every throw the opponent can make (with its
//!   probability), the opponent answering with its best turn. A node budget keeps a
//!   decision within a few tens of milliseconds. Its score's weights are the tuned
//!   ones (`Weights::tuned_for` its family), greedy's the hand-set ones.
//! - the master (`master.rs`) starts from the expert's look-ahead.
//!
//! The players are deterministic: the same position gives the same move.

use super::board::Side;
use super::dice::Face;
use super::position::{Expect, Phase, Position, SubMove};
use super::rules::FaceSet;
use super::turns::every_turn;
use crate::engine::Checked;

mod score;
mod weights;

pub use score::{chance, evaluate, evaluate_with, features, logistic, CHANCE_SCALE, FEATURES};
pub(crate) use score::{features_with, slot, Reaches};
pub use weights::Weights;

pub(super) const WIN: f64 = 100_000.0;
/// How many of the best turns the expert looks deeper into, and how many positions
/// it may score in all before it settles for what it has.
const EXPERT_WIDTH: usize = 6;
pub(super) const EXPERT_BUDGET: usize = 60_000;

/// A score of positions the levels search with: the hand-made weights, or a learned
/// network (`net::Net`).
pub trait Score {
    /// How good `pos` is for `me`, in the hand-made score's units (`CHANCE_SCALE`
    /// points to a unit of the logistic of the chance of winning): ±`WIN` once the game
    /// is won or lost, 0 drawn.
    fn evaluate(&self, pos: &Position, me: Side) -> f64;
}

impl Score for Weights {
    fn evaluate(&self, pos: &Position, me: Side) -> f64 {
        evaluate_with(pos, me, self)
    }
}

/// The greedy turn (or, `deep`, the expert's) when positions are scored with `w`.
pub fn best(pos: &Position, deep: bool, w: &dyn Score) -> SubMove {
    let me = pos.turn();
    if *pos.phase() == Phase::Rerolls {
        return best_reroll(pos, me, w);
    }
    let outcomes = every_turn(pos);
    let scored: Vec<(f64, SubMove, &Position)> =
        outcomes.iter().map(|(line, p)| (w.evaluate(p, me), line[0], p)).collect();
    if deep {
        // The best few by the static score, rescored by the opponent's best answers;
        // only turns rescored in full are compared, so the budget never mixes scales.
        // Ties keep the order of the moves (the sort is stable).
        let mut order: Vec<usize> = (0..scored.len()).collect();
        crate::engine::order::sort_by_key(&mut order, |&i| -scored[i].0);
        let mut budget = EXPERT_BUDGET;
        let mut deep_scored = Vec::new();
        for entry in order.iter().take(EXPERT_WIDTH).map(|&i| &scored[i]) {
            match reply_value(entry.2, me, &mut budget, w) {
                Some(v) => deep_scored.push((v, entry.1)),
                None => break,
            }
        }
        if let Some(b) = deep_scored.iter().max_by(|a, b| a.0.total_cmp(&b.0)) {
            return b.1;
        }
    }
    scored.iter().max_by(|a, b| a.0.total_cmp(&b.0)).map(|s| s.1).expect("there are outcomes")
}

/// In the re-roll phase: keep, or throw a die (or all three) again, whichever has the
/// best expected value of the turn that follows (`choice_value`; the first best,
/// keeping first).
pub(super) fn best_reroll(pos: &Position, me: Side, w: &dyn Score) -> SubMove {
    let mut best = (choice_value(pos, SubMove::Keep, me, w), SubMove::Keep);
    for m in pos.legal_moves() {
        if m == SubMove::Keep {
            continue;
        }
        let v = choice_value(pos, m, me, w);
        if v > best.0 + 1e-9 {
            best = (v, m);
        }
    }
    best.1
}

/// The expected value for `me` of the best turn that follows choosing `m` (keeping, or
/// a re-throw: over every face it may bring) in the re-roll phase at `pos`.
fn choice_value(pos: &Position, m: SubMove, me: Side, w: &dyn Score) -> f64 {
    let mut p = pos.clone();
    p.play(m).checked("listed");
    // Keeping may pass the turn at once (nothing to play): then it is the other's throw.
    let (Phase::Rethrow { .. }, Expect::Throw { dice, .. }) = (p.phase(), p.expect()) else {
        return best_turn_value(&p, me, w);
    };
    let mut expected = 0.0;
    for (faces, prob) in throws(p.rules().faces, dice) {
        // After a re-throw the player may keep what it has.
        let q = thrown_kept(&p, &faces);
        expected += prob * best_turn_value(&q, me, w);
    }
    expected
}

/// The static score for `me` of the best turn from `pos`: every level judges re-throws
/// by it (the master judging them by its look-ahead won no more: README). Where the
/// dice leave nothing to play (the turn has passed), the position itself is scored: a
/// re-throw that may come to that is weighed by it, not ruled out.
fn best_turn_value(pos: &Position, me: Side, w: &dyn Score) -> f64 {
    let outcomes = every_turn(pos);
    if outcomes.is_empty() {
        return w.evaluate(pos, me);
    }
    outcomes.iter().map(|(_, o)| w.evaluate(o, me)).fold(f64::NEG_INFINITY, f64::max)
}

/// The opponent's answer: over every throw it can make, the value for `me` after its
/// best turn, in the score's points (the expert's look-ahead). `None` when the budget
/// ran out.
pub(super) fn reply_value(pos: &Position, me: Side, budget: &mut usize, w: &dyn Score) -> Option<f64> {
    replies(pos, me, budget, w, &|s| s)
}

/// The same in chances of winning (the master's look-ahead): the mean over the
/// opponent's throws of `me`'s chance after its best turn.
pub(super) fn reply_chance(pos: &Position, me: Side, budget: &mut usize, w: &dyn Score) -> Option<f64> {
    replies(pos, me, budget, w, &logistic)
}

/// The mean over every throw of the opponent of `leaf` of `me`'s score after the
/// opponent's best turn (`leaf` keeps the order, so the best turn is the same).
fn replies(pos: &Position, me: Side, budget: &mut usize, w: &dyn Score, leaf: &dyn Fn(f64) -> f64) -> Option<f64> {
    if pos.is_over() {
        return Some(leaf(w.evaluate(pos, me)));
    }
    let Expect::Throw { side, dice } = pos.expect() else { return Some(leaf(w.evaluate(pos, me))) };
    debug_assert_ne!(side, me);
    let mut total = 0.0;
    for (faces, prob) in throws(pos.rules().faces, dice) {
        let p = thrown_kept(pos, &faces);
        let worst = if matches!(p.expect(), Expect::Move { .. }) {
            let outcomes = every_turn(&p);
            if outcomes.len() > *budget {
                return None;
            }
            *budget -= outcomes.len();
            outcomes.iter().map(|(_, o)| w.evaluate(o, me)).fold(f64::INFINITY, f64::min)
        } else {
            w.evaluate(&p, me)
        };
        total += prob * leaf(worst);
    }
    Some(total)
}

/// Every distinct throw of `n` dice of this set, with its probability, in order: each
/// as its faces in the faces' order (X, I, II, III, Ø), and the throws in that order,
/// first die first.
pub fn throws(set: FaceSet, n: u8) -> Vec<(Vec<Face>, f64)> {
    let mut faces = Face::set(set);
    crate::engine::order::sort_by_key(&mut faces, |&f| f);
    let mut out = Vec::new();
    each_throw(&faces, 0, n, &mut Vec::with_capacity(n as usize), &mut out);
    // A throw comes in as many orders as its faces can be arranged in: n! over the
    // product of each repeated face's count!.
    let fact = |k: usize| (1..=k as u32).product::<u32>();
    let total = 4u32.pow(n as u32) as f64;
    for (t, p) in &mut out {
        let mut orders = fact(t.len());
        for f in faces {
            orders /= fact(t.iter().filter(|&&g| g == f).count());
        }
        *p = orders as f64 / total;
    }
    out
}

/// `pos` after the throw `faces`, its re-throw kept where it brought the choice of one:
/// how the look-aheads and the review weigh a throw (a further re-throw valued as
/// keeping, which errs on the side of caution).
pub(crate) fn thrown_kept(pos: &Position, faces: &[Face]) -> Position {
    let mut q = pos.clone();
    q.throw(faces).checked("a throw of these dice");
    if *q.phase() == Phase::Rerolls {
        q.play(SubMove::Keep).checked("keep");
    }
    q
}

/// The throws of `left` more dice after `t`, each face from `faces[from]` on.
fn each_throw(faces: &[Face; 4], from: usize, left: u8, t: &mut Vec<Face>, out: &mut Vec<(Vec<Face>, f64)>) {
    if left == 0 {
        out.push((t.clone(), 0.0));
        return;
    }
    for i in from..4 {
        t.push(faces[i]);
        each_throw(faces, i, left - 1, t, out);
        t.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::super::rules::Variant;
    use super::*;
    /// A re-throw (or keeping) that may leave nothing to play was once valued at minus
    /// infinity (the best of no turns), so that it was never chosen, however good its
    /// other faces: in random games of every family a re-throw was ruled out so in 7-26 %
    /// of the re-roll decisions. Such a throw is weighed by the position it leaves.
    #[test]
    fn a_rethrow_that_may_leave_nothing_to_play_is_weighed_not_ruled_out() {
        use crate::engine::dice::{DiceSource, SeededDice};
        let mut dead_ends = 0;
        for v in Variant::ALL {
            for game in 0..5 {
                let mut dice = SeededDice::for_game(11, game);
                let mut pos = Position::new(v.rules());
                while !pos.is_over() {
                    match pos.expect() {
                        Expect::Throw { dice: n, .. } => {
                            let faces = super::super::play::throw_dice(&pos, &mut dice, n);
                            pos.throw(&faces).checked("asked for");
                            continue;
                        }
                        _ if *pos.phase() == Phase::Rerolls => {
                            let me = pos.turn();
                            let w = Weights::tuned_for(pos.rules());
                            for m in pos.legal_moves() {
                                let value = choice_value(&pos, m, me, w);
                                assert!(value.is_finite(), "{}: {m:?} valued {value}", v.id());
                                let mut p = pos.clone();
                                p.play(m).checked("listed");
                                let ends = match p.expect() {
                                    Expect::Throw { dice: n, .. } => throws(p.rules().faces, n)
                                        .into_iter()
                                        .map(|(faces, _)| {
                                            let mut q = p.clone();
                                            q.throw(&faces).checked("a throw of these dice");
                                            if *q.phase() == Phase::Rerolls {
                                                q.play(SubMove::Keep).checked("keep");
                                            }
                                            q
                                        })
                                        .collect(),
                                    _ => vec![p],
                                };
                                dead_ends += ends.iter().filter(|q| every_turn(q).is_empty()).count();
                            }
                        }
                        _ => {}
                    }
                    let legal = pos.legal_moves();
                    pos.play(legal[dice.below(legal.len())]).checked("legal");
                }
            }
        }
        // Five random games a family give 363 such throws (20 gave 1,551 in four times the time).
        assert!(dead_ends > 200, "too few re-throws that may leave nothing to play: {dead_ends}");
    }

    #[test]
    fn throws_cover_every_outcome_once() {
        for (set, n, distinct) in [(FaceSet::Navuon, 2, 10), (FaceSet::Stick, 3, 20)] {
            let t = throws(set, n);
            assert_eq!(t.len(), distinct);
            assert!((t.iter().map(|(_, p)| p).sum::<f64>() - 1.0).abs() < 1e-12);
        }
    }
}
