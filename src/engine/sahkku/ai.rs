//! Computer players. Three levels:
//!
//! - `Random`: any legal sub-move.
//! - `Greedy`: the whole turn (every order of using the dice) whose end position
//!   scores best by `evaluate`; a die is thrown again when that is expected to pay.
//! - `Expert`: the same turns, but the best few are scored by what the opponent can
//!   do next: an expectimax over every throw the opponent can make (with its
//!   probability), the opponent answering with its best turn. A node budget keeps a
//!   decision within a few tens of milliseconds.
//!
//! The players are deterministic: the same position gives the same move.

use super::board::Side;
use super::dice::Face;
use super::event::Outcome;
use super::position::{Expect, Phase, Position, SubMove};
use super::rules::{FaceSet, KingMoves};
use crate::engine::dice::DiceSource;
use crate::engine::Checked;
use std::collections::HashMap;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    Random,
    Greedy,
    Expert,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Random, Level::Greedy, Level::Expert];

    pub fn id(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
            Level::Expert => "expert",
        }
    }

    pub fn from_id(s: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.id() == s)
    }
}

/// The sub-move this level plays. `dice` is only used by `Random`.
pub fn choose(pos: &Position, level: Level, dice: &mut dyn DiceSource) -> SubMove {
    let legal = pos.legal_moves();
    assert!(!legal.is_empty(), "choose is called when a move is expected");
    if legal.len() == 1 {
        return legal[0];
    }
    match level {
        Level::Random => legal[dice.below(legal.len())],
        Level::Greedy => best(pos, false),
        Level::Expert => best(pos, true),
    }
}

const WIN: f64 = 100_000.0;
/// How many of the best turns the expert looks deeper into, and how many positions
/// it may score in all before it settles for what it has.
const EXPERT_WIDTH: usize = 6;
const EXPERT_BUDGET: usize = 60_000;

fn best(pos: &Position, deep: bool) -> SubMove {
    let me = pos.turn();
    if *pos.phase() == Phase::Rerolls {
        return best_reroll(pos, me, deep);
    }
    let outcomes = turn_outcomes(pos);
    let scored: Vec<(f64, SubMove, &Position)> = outcomes.iter().map(|(m, p)| (evaluate(p, me), *m, p)).collect();
    if deep {
        // The best few by the static score, rescored by the opponent's best answers;
        // only turns rescored in full are compared, so the budget never mixes scales.
        // Ties keep the order of the moves (the sort is stable).
        let mut order: Vec<usize> = (0..scored.len()).collect();
        crate::engine::order::sort_by_key(&mut order, |&i| -scored[i].0);
        let mut budget = EXPERT_BUDGET;
        let mut deep_scored = Vec::new();
        for entry in order.iter().take(EXPERT_WIDTH).map(|&i| &scored[i]) {
            match reply_value(entry.2, me, &mut budget) {
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
/// best expected value of the turn that follows.
fn best_reroll(pos: &Position, me: Side, deep: bool) -> SubMove {
    // Re-throws are judged by the static score of the best turn that follows, at
    // every level: looking deeper behind each possible new face costs too much.
    let _ = deep;
    let value_after = |p: &Position| -> f64 {
        let outcomes = turn_outcomes(p);
        outcomes.iter().map(|(_, o)| evaluate(o, me)).fold(f64::NEG_INFINITY, f64::max)
    };
    let mut keep = pos.clone();
    keep.play(SubMove::Keep).checked("keep is legal in the re-roll phase");
    let mut best = (value_after(&keep), SubMove::Keep);
    for m in pos.legal_moves() {
        if m == SubMove::Keep {
            continue;
        }
        let mut p = pos.clone();
        p.play(m).checked("listed");
        let Expect::Throw { dice, .. } = p.expect() else { continue };
        let mut expected = 0.0;
        for (faces, prob) in throws(p.rules().faces, dice) {
            let mut q = p.clone();
            q.throw(&faces).checked("a throw of these dice");
            // After a re-throw the player may keep what it has (further re-throws are
            // valued as keeping, which errs on the side of caution).
            if *q.phase() == Phase::Rerolls {
                q.play(SubMove::Keep).checked("keep");
            }
            expected += prob * value_after(&q);
        }
        if expected > best.0 + 1e-9 {
            best = (expected, m);
        }
    }
    best.1
}

/// The opponent's answer: over every throw it can make, the value for `me` after its
/// best turn. `None` when the budget ran out.
fn reply_value(pos: &Position, me: Side, budget: &mut usize) -> Option<f64> {
    if pos.is_over() {
        return Some(evaluate(pos, me));
    }
    let Expect::Throw { side, dice } = pos.expect() else { return Some(evaluate(pos, me)) };
    debug_assert_ne!(side, me);
    let mut total = 0.0;
    for (faces, prob) in throws(pos.rules().faces, dice) {
        let mut p = pos.clone();
        p.throw(&faces).checked("a throw of these dice");
        if *p.phase() == Phase::Rerolls {
            p.play(SubMove::Keep).checked("keep");
        }
        let worst = if matches!(p.expect(), Expect::Move { .. }) {
            let outcomes = turn_outcomes(&p);
            if outcomes.len() > *budget {
                return None;
            }
            *budget -= outcomes.len();
            outcomes.iter().map(|(_, o)| evaluate(o, me)).fold(f64::INFINITY, f64::min)
        } else {
            evaluate(&p, me)
        };
        total += prob * worst;
    }
    Some(total)
}

/// Every way to finish the current turn: the first sub-move of a sequence and the
/// position at its end, one entry per distinct end position.
pub fn turn_outcomes(pos: &Position) -> Vec<(SubMove, Position)> {
    let mut seen: HashMap<Position, ()> = HashMap::new();
    let mut out = Vec::new();
    let turn = pos.turns();
    for m in pos.legal_moves() {
        let mut p = pos.clone();
        let mut ev = Vec::new();
        p.play_unchecked(m, &mut ev);
        collect(p, turn, m, &mut seen, &mut out);
    }
    out
}

fn collect(
    pos: Position,
    turn: u32,
    first: SubMove,
    seen: &mut HashMap<Position, ()>,
    out: &mut Vec<(SubMove, Position)>,
) {
    if pos.turns() != turn || !matches!(pos.expect(), Expect::Move { .. }) || *pos.phase() == Phase::Rerolls {
        if seen.insert(pos.clone(), ()).is_none() {
            out.push((first, pos));
        }
        return;
    }
    for m in pos.legal_moves() {
        let mut p = pos.clone();
        let mut ev = Vec::new();
        p.play_unchecked(m, &mut ev);
        collect(p, turn, first, seen, out);
    }
}

/// Every distinct throw of `n` dice of this set, with its probability.
pub fn throws(set: FaceSet, n: u8) -> Vec<(Vec<Face>, f64)> {
    let faces = Face::set(set);
    let mut counts: HashMap<Vec<Face>, u32> = HashMap::new();
    let total = 4u32.pow(n as u32);
    for code in 0..total {
        let mut t: Vec<Face> = (0..n).map(|i| faces[((code >> (2 * i)) & 3) as usize]).collect();
        crate::engine::order::sort_by_key(&mut t, |&f| f);
        *counts.entry(t).or_insert(0) += 1;
    }
    let mut v: Vec<(Vec<Face>, f64)> = counts.into_iter().map(|(t, c)| (t, c as f64 / total as f64)).collect();
    // Keys are distinct (they come from a map): the order does not depend on the map's.
    crate::engine::order::sort_by_key(&mut v, |a| a.0.clone());
    v
}

/// How good `pos` is for `me`: material, the gonagas, queens, and how exposed each
/// side's pieces are to a capture on the next throw.
pub fn evaluate(pos: &Position, me: Side) -> f64 {
    match pos.outcome() {
        Some(Outcome::Win { winner, .. }) => return if winner == me { WIN } else { -WIN },
        Some(Outcome::Draw) => return 0.0,
        None => {}
    }
    let opp = me.other();
    // The side to throw next threatens first; its own threats count for more.
    let next = if matches!(pos.expect(), Expect::Throw { side, .. } if side == me) { me } else { opp };
    let mut score = material(pos, me) - material(pos, opp);
    let w = |s: Side| if s == next { 0.9 } else { 0.35 };
    score += w(me) * threat(pos, me) - w(opp) * threat(pos, opp);
    score
}

fn material(pos: &Position, side: Side) -> f64 {
    let r = pos.rules();
    let mut m = 0.0;
    for s in pos.soldiers(side) {
        m += if s.active { 12.0 } else { 10.0 };
        // A little credit for progress, so that pieces get moving.
        m += 0.02 * s.idx as f64;
    }
    if let Some(k) = pos.king() {
        if k.owner == Some(side) {
            m += if r.king_counts { 14.0 } else { 6.0 };
        }
    }
    if pos.queen(side).is_some() {
        m += 40.0;
    }
    if r.blocking {
        if let Some(first) = pos.soldiers(side).iter().filter(|s| !s.active).map(|s| s.idx).max() {
            if pos.is_blocked(side, first) {
                m -= 6.0;
            }
        }
    }
    m
}

/// Expected material `side` can take on its next throw, roughly: each enemy piece on
/// a line one of its movers reaches with one die value, weighted by the chance that
/// the throw shows that value.
fn threat(pos: &Position, side: Side) -> f64 {
    let r = pos.rules();
    let geo = pos.geometry();
    let enemy = side.other();
    let dice = r.dice as i32;
    // Chance that at least one die shows a face worth `v` steps.
    let p_value = |v: u8| -> f64 {
        let q = Face::set(r.faces).iter().filter(|f| f.steps(r) == v).count() as f64 / 4.0;
        1.0 - (1.0 - q).powi(dice)
    };
    let values: Vec<u8> = {
        let mut v: Vec<u8> = Face::set(r.faces).iter().map(|f| f.steps(r)).filter(|&s| s > 0).collect();
        crate::engine::order::sort_by_key(&mut v, |&s| s);
        v.dedup();
        v
    };
    // Worth of what stands on each enemy line that a capture would take.
    let mut target: HashMap<super::board::Cell, f64> = HashMap::new();
    for s in pos.soldiers(enemy) {
        if s.active || r.capture_inactive {
            *target.entry(geo.cell(enemy, s.idx)).or_insert(0.0) += 11.0;
        }
    }
    // Losing a queen loses the game.
    if let Some(q) = pos.queen(enemy).filter(|q| q.active) {
        *target.entry(q.cell).or_insert(0.0) += 400.0;
    }
    if target.is_empty() {
        return 0.0;
    }
    let mut hit: HashMap<super::board::Cell, f64> = HashMap::new();
    let mut add = |cell, p: f64| {
        let e = hit.entry(cell).or_insert(0.0);
        *e = 1.0 - (1.0 - *e) * (1.0 - p);
    };
    for s in pos.soldiers(side).iter().filter(|s| s.active) {
        for &v in &values {
            add(geo.cell(side, geo.advance(s.idx, v)), p_value(v));
        }
    }
    if let Some(k) = pos.king().filter(|k| k.owner == Some(side)) {
        for &v in &values {
            if r.king_moves == KingMoves::Path {
                add(geo.cell(side, geo.advance(k.idx, v)), p_value(v));
            } else {
                for (dr, dc) in [(0i16, v as i16), (0, -(v as i16)), (v as i16, 0), (-(v as i16), 0)] {
                    let (row, col) = (k.cell.row as i16 + dr, k.cell.col as i16 + dc);
                    if geo.contains(row, col) {
                        add(super::board::Cell::new(row as u8, col as u8), p_value(v));
                    }
                }
            }
        }
    }
    if let Some(q) = pos.queen(side).filter(|q| q.active) {
        for &v in &values {
            for (dr, dc) in [(0i16, v as i16), (0, -(v as i16)), (v as i16, 0), (-(v as i16), 0)] {
                let (row, col) = (q.cell.row as i16 + dr, q.cell.col as i16 + dc);
                if geo.contains(row, col) {
                    add(super::board::Cell::new(row as u8, col as u8), p_value(v));
                }
            }
        }
    }
    target.iter().map(|(c, worth)| worth * hit.get(c).copied().unwrap_or(0.0)).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn throws_cover_every_outcome_once() {
        for (set, n, distinct) in [(FaceSet::Navuon, 2, 10), (FaceSet::Stick, 3, 20)] {
            let t = throws(set, n);
            assert_eq!(t.len(), distinct);
            assert!((t.iter().map(|(_, p)| p).sum::<f64>() - 1.0).abs() < 1e-12);
        }
    }
}
