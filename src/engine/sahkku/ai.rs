//! Computer players. Three levels:
//!
//! - `Random`: any legal sub-move.
//! - `Greedy`: the whole turn (every order of using the dice) whose end position
//!   scores best by `evaluate`; a die is thrown again when that is expected to pay.
//! - `Expert`: the same turns, but the best few are scored by what the opponent can
//!   do next: an expectimax over every throw the opponent can make (with its
//!   probability), the opponent answering with its best turn. A node budget keeps a
//!   decision within a few tens of milliseconds. Its score's weights are the tuned
//!   ones (`Weights::tuned_for` its family), greedy's the hand-set ones.
//!
//! A fourth, the master (`master.rs`), plays in the lab until it beats the expert.
//!
//! The players are deterministic: the same position gives the same move.

use super::board::Side;
use super::dice::Face;
use super::event::Outcome;
use super::position::{Expect, Phase, Position, SubMove};
use super::rules::{FaceSet, KingMoves, Ohcejot, Rules};
use crate::engine::dice::DiceSource;
use crate::engine::hash::FastSet;
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
        Level::Greedy => best(pos, false, &Weights::HAND),
        Level::Expert => best(pos, true, Weights::tuned_for(pos.rules())),
    }
}

const WIN: f64 = 100_000.0;
/// How many of the best turns the expert looks deeper into, and how many positions
/// it may score in all before it settles for what it has.
const EXPERT_WIDTH: usize = 6;
pub(super) const EXPERT_BUDGET: usize = 60_000;

/// The greedy turn (or, `deep`, the expert's) when positions are scored with `w`.
pub fn best(pos: &Position, deep: bool, w: &Weights) -> SubMove {
    let me = pos.turn();
    if *pos.phase() == Phase::Rerolls {
        return best_reroll(pos, me, w);
    }
    let outcomes = turn_outcomes(pos);
    let scored: Vec<(f64, SubMove, &Position)> =
        outcomes.iter().map(|(m, p)| (evaluate_with(p, me, w), *m, p)).collect();
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
/// best expected value of the turn that follows.
pub(super) fn best_reroll(pos: &Position, me: Side, w: &Weights) -> SubMove {
    // Re-throws are judged by the static score of the best turn that follows, at
    // every level: looking deeper behind each possible new face costs too much.
    let value_after = |p: &Position| -> f64 {
        let outcomes = turn_outcomes(p);
        outcomes.iter().map(|(_, o)| evaluate_with(o, me, w)).fold(f64::NEG_INFINITY, f64::max)
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
pub(super) fn reply_value(pos: &Position, me: Side, budget: &mut usize, w: &Weights) -> Option<f64> {
    if pos.is_over() {
        return Some(evaluate_with(pos, me, w));
    }
    let Expect::Throw { side, dice } = pos.expect() else { return Some(evaluate_with(pos, me, w)) };
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
            outcomes.iter().map(|(_, o)| evaluate_with(o, me, w)).fold(f64::INFINITY, f64::min)
        } else {
            evaluate_with(&p, me, w)
        };
        total += prob * worst;
    }
    Some(total)
}

/// Every way to finish the current turn: the first sub-move of a sequence and the
/// position at its end, one entry per distinct end position.
pub fn turn_outcomes(pos: &Position) -> Vec<(SubMove, Position)> {
    let mut seen = FastSet::default();
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

/// Whether the turn numbered `turn` has ended at `pos` for a player weighing its
/// turns: the other side's turn came, a throw is awaited, the game is over, or a
/// decision on a throw (which the players weigh apart) is due.
pub(super) fn turn_ended(pos: &Position, turn: u32) -> bool {
    pos.turns() != turn || !matches!(pos.expect(), Expect::Move { .. }) || *pos.phase() == Phase::Rerolls
}

fn collect(pos: Position, turn: u32, first: SubMove, seen: &mut FastSet<Position>, out: &mut Vec<(SubMove, Position)>) {
    if turn_ended(&pos, turn) {
        if seen.insert(pos.clone()) {
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

/// What a position's score weighs, in points of material. The greedy level uses
/// `HAND`, set by hand; the expert uses `TUNED`, found by `lab tune` (self-play: README,
/// `lab tune`), changed where a family's own tuning found more (`tuned_for`); the lab's
/// master uses `TUNED`. Measured, the expert with `TUNED` beats the expert
/// with `HAND` in 51–60 % of games (Návuon Ráisa, Miedut, Unjárga, 200 games each).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    pub active: f64,
    pub inactive: f64,
    /// Per step along the path, so that pieces get moving.
    pub progress: f64,
    /// The gonagas owned, where it counts toward the win, and where it does not.
    pub king_counts: f64,
    pub king: f64,
    pub queen: f64,
    /// The first piece still to wake, blocked.
    pub blocked: f64,
    /// How much a threat counts for the side that throws next, and for the other.
    pub threat_next: f64,
    pub threat_other: f64,
    /// What a capture takes, in the threat: a soldier, a queen (losing it loses).
    pub target_soldier: f64,
    pub target_queen: f64,
}

impl Weights {
    pub const HAND: Weights = Weights {
        active: 12.0,
        inactive: 10.0,
        progress: 0.02,
        king_counts: 14.0,
        king: 6.0,
        queen: 40.0,
        blocked: 6.0,
        threat_next: 0.9,
        threat_other: 0.35,
        target_soldier: 11.0,
        target_queen: 400.0,
    };

    /// Found by `lab tune --games 200 --seed 2 --passes 2` (every family; see the
    /// README's "Tuning the master"): an awake soldier is worth more than the hand set it,
    /// a sleeping one less (the two changes it kept of 43 trials).
    pub const TUNED: Weights = Weights { active: 18.0, inactive: 8.0, ..Weights::HAND };

    /// The expert's weights under `rules`: `TUNED`, with what `lab tune --variants V
    /// --from tuned --games 3000 --seed 7 --passes 1` kept in one family alone (README,
    /// `lab tune`). Each is keyed by the rule only that family's preset has,
    /// so a house rule that brings the rule elsewhere brings its weights along.
    pub fn tuned_for(rules: &Rules) -> &'static Weights {
        if rules.blocked_loses {
            // Luujávr: an awake soldier worth what the hand set (0.556 against TUNED).
            &Weights { active: 12.0, ..Weights::TUNED }
        } else if rules.ohcejot != Ohcejot::Off {
            // Ohcejot: an awake soldier worth more again (0.538 against TUNED).
            &Weights { active: 27.0, ..Weights::TUNED }
        } else {
            &Weights::TUNED
        }
    }

    /// The weights by name, for `lab tune` and its output.
    pub const NAMES: [&'static str; 11] = [
        "active",
        "inactive",
        "progress",
        "king_counts",
        "king",
        "queen",
        "blocked",
        "threat_next",
        "threat_other",
        "target_soldier",
        "target_queen",
    ];

    pub fn get(&self, i: usize) -> f64 {
        self.as_array()[i]
    }

    pub fn set(&mut self, i: usize, v: f64) {
        let mut a = self.as_array();
        a[i] = v;
        *self = Weights::from_array(a);
    }

    fn as_array(&self) -> [f64; 11] {
        [
            self.active,
            self.inactive,
            self.progress,
            self.king_counts,
            self.king,
            self.queen,
            self.blocked,
            self.threat_next,
            self.threat_other,
            self.target_soldier,
            self.target_queen,
        ]
    }

    fn from_array(a: [f64; 11]) -> Weights {
        Weights {
            active: a[0],
            inactive: a[1],
            progress: a[2],
            king_counts: a[3],
            king: a[4],
            queen: a[5],
            blocked: a[6],
            threat_next: a[7],
            threat_other: a[8],
            target_soldier: a[9],
            target_queen: a[10],
        }
    }
}

/// How good `pos` is for `me`, by the hand-set weights.
pub fn evaluate(pos: &Position, me: Side) -> f64 {
    evaluate_with(pos, me, &Weights::HAND)
}

/// How good `pos` is for `me`: material, the gonagas, queens, and how exposed each
/// side's pieces are to a capture on the next throw.
pub fn evaluate_with(pos: &Position, me: Side, w: &Weights) -> f64 {
    match pos.outcome() {
        Some(Outcome::Win { winner, .. }) => return if winner == me { WIN } else { -WIN },
        Some(Outcome::Draw) => return 0.0,
        None => {}
    }
    let opp = me.other();
    // The side to throw next threatens first; its own threats count for more.
    let next = if matches!(pos.expect(), Expect::Throw { side, .. } if side == me) { me } else { opp };
    let mut score = material(pos, me, w) - material(pos, opp, w);
    let tw = |s: Side| if s == next { w.threat_next } else { w.threat_other };
    score += tw(me) * threat(pos, me, w) - tw(opp) * threat(pos, opp, w);
    score
}

fn material(pos: &Position, side: Side, w: &Weights) -> f64 {
    let r = pos.rules();
    let mut m = 0.0;
    for s in pos.soldiers(side) {
        m += if s.active { w.active } else { w.inactive };
        // A little credit for progress, so that pieces get moving.
        m += w.progress * s.idx as f64;
    }
    if let Some(k) = pos.king() {
        if k.owner == Some(side) {
            m += if r.king_counts { w.king_counts } else { w.king };
        }
    }
    if pos.queen(side).is_some() {
        m += w.queen;
    }
    if r.blocking {
        if let Some(first) = pos.soldiers(side).iter().filter(|s| !s.active).map(|s| s.idx).max() {
            if pos.is_blocked(side, first) {
                m -= w.blocked;
            }
        }
    }
    m
}

/// Expected material `side` can take on its next throw, roughly: each enemy piece on
/// a line one of its movers reaches with one die value, weighted by the chance that
/// the throw shows that value.
fn threat(pos: &Position, side: Side, w: &Weights) -> f64 {
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
    // Worth of what stands on each enemy line that a capture would take, by cell
    // (arrays over the board's at most 3 × 15 cells: no allocation per score).
    let at = |c: super::board::Cell| c.row as usize * 15 + c.col as usize;
    let mut target = [0.0f64; 45];
    for s in pos.soldiers(enemy) {
        if s.active || r.capture_inactive {
            target[at(geo.cell(enemy, s.idx))] += w.target_soldier;
        }
    }
    // Losing a queen loses the game.
    if let Some(q) = pos.queen(enemy).filter(|q| q.active) {
        target[at(q.cell)] += w.target_queen;
    }
    if target.iter().all(|&w| w == 0.0) {
        return 0.0;
    }
    let mut hit = [0.0f64; 45];
    let mut add = |cell, p: f64| {
        let e = &mut hit[at(cell)];
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
    target.iter().zip(hit.iter()).map(|(worth, h)| worth * h).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn luujavr_and_ohcejot_score_with_the_weights_tuned_in_them_and_the_others_with_the_common_ones() {
        use crate::engine::sahkku::Variant;
        for v in Variant::ALL {
            let active = match v {
                Variant::Luujavr => 12.0,
                Variant::GavkevuotnaOhcejot => 27.0,
                _ => Weights::TUNED.active,
            };
            assert_eq!(*Weights::tuned_for(&v.rules()), Weights { active, ..Weights::TUNED }, "{}", v.id());
        }
        // A house rule that makes a blocked army lose brings Luujávr's weights along.
        let mut house = Variant::Lagesvuon.rules();
        house.blocked_loses = true;
        assert_eq!(Weights::tuned_for(&house).active, 12.0);
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
