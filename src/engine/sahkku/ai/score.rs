//! The hand-made score: a position as numbers (`features`) and their weighted sum
//! (`evaluate_with`), and the chance of winning that a score foretells.

use super::{Score, Weights, WIN};
use crate::engine::sahkku::board::{Cell, Side};
use crate::engine::sahkku::dice::Face;
use crate::engine::sahkku::event::Outcome;
use crate::engine::sahkku::position::{Expect, Position};
use crate::engine::sahkku::rules::KingMoves;

/// How good `pos` is for `me`, by the hand-set weights.
pub fn evaluate(pos: &Position, me: Side) -> f64 {
    evaluate_with(pos, me, &Weights::HAND)
}

/// How good `pos` is for `me`: the weighted sum of its `features` (material, the
/// gonagas, queens, and how exposed each side's pieces are to a capture on the next
/// throw), from the side that acts next, turned round when that is the other side.
pub fn evaluate_with(pos: &Position, me: Side, w: &Weights) -> f64 {
    match pos.outcome() {
        Some(Outcome::Win { winner, .. }) => return if winner == me { WIN } else { -WIN },
        Some(Outcome::Draw) => return 0.0,
        None => {}
    }
    let (next, f) = features(pos);
    let score: f64 = w.as_array().iter().zip(f.iter()).map(|(w, f)| w * f).sum();
    if next == me {
        score
    } else {
        -score
    }
}

/// Points of the score per unit of its logistic: the expert's weights were fitted so
/// that the chance of winning is the logistic of the score over this (`lab fit`).
pub const CHANCE_SCALE: f64 = 40.0;

/// The chance that `me` wins from `pos`, as `score` foretells it: 1 or 0 once the game
/// is won, one half for a draw. (A learned score's logit is in these units, so this is
/// its own chance too.)
pub fn chance(pos: &Position, me: Side, score: &dyn Score) -> f64 {
    logistic(score.evaluate(pos, me))
}

/// The chance of winning a score foretells: its logistic over `CHANCE_SCALE` (±`WIN`
/// gives 1 or 0, a draw's 0 one half).
pub fn logistic(score: f64) -> f64 {
    1.0 / (1.0 + (-score / CHANCE_SCALE).exp())
}

/// How many numbers `features` gives.
pub const FEATURES: usize = 18;

/// The position as numbers, from the side that acts next, `next`, each its own
/// minus the other side's, in the order of `Weights::NAMES`: awake and sleeping
/// soldiers, steps along the path, the gonagas owned (where it counts toward the win,
/// and where not), the queen, the first piece to wake blocked (counted against the
/// side), `next`'s threats on soldiers and on the queen, the other's (counted against
/// `next`), `next`'s soldiers chasing the other's queen by distance and the other's
/// chasing `next`'s (counted against it), and 1 (the tempo). The score weighs them
/// (`evaluate_with`); `lab fit` weighs them by how well they foretell the winner.
/// Returns `next` with them.
pub fn features(pos: &Position) -> (Side, [f64; FEATURES]) {
    features_with(pos, &mut Reaches::default())
}

/// `features`, keeping in `reaches` each side's `reach` where the threat terms needed it
/// (a network with threat inputs reads them again: `net::threat_inputs`).
pub(crate) fn features_with(pos: &Position, reaches: &mut Reaches) -> (Side, [f64; FEATURES]) {
    // The side that acts next threatens first: the one to throw, or within a turn the
    // one to move (its dice are thrown; before, the score took the other side then
    // when scoring for the side to move, which made the two sides' scores disagree).
    let next = match pos.expect() {
        Expect::Throw { side, .. } => side,
        _ => pos.turn(),
    };
    let other = next.other();
    let (mine, theirs) = (material(pos, next), material(pos, other));
    let mut f = [0.0; FEATURES];
    for i in 0..7 {
        f[i] = mine[i] - theirs[i];
    }
    let (soldiers, queen) = threats(pos, next, reaches);
    (f[7], f[8]) = (soldiers, queen);
    let (soldiers, queen) = threats(pos, other, reaches);
    (f[9], f[10]) = (-soldiers, -queen);
    (f[11], f[12], f[13]) = chasers(pos, next).into();
    let [near, mid, far] = chasers(pos, other);
    (f[14], f[15], f[16]) = (-near, -mid, -far);
    f[17] = 1.0;
    (next, f)
}

/// `side`'s awake soldiers 1–3, 4–6 and 7–9 steps behind the enemy's awake queen along
/// their path (at the nearer of its two indices on a middle-row line).
fn chasers(pos: &Position, side: Side) -> [f64; 3] {
    let mut n = [0.0; 3];
    let Some(q) = pos.queen(side.other()).filter(|q| q.active) else { return n };
    let geo = pos.geometry();
    let (first, again) = geo.indices(side, q.cell);
    for s in pos.soldiers(side).iter().filter(|s| s.active) {
        let steps = |i| geo.steps_to(s.idx, i).unwrap_or(u8::MAX);
        let d = again.map_or(steps(first), |i| steps(first).min(steps(i)));
        if (1..=9).contains(&d) {
            n[(d as usize - 1) / 3] += 1.0;
        }
    }
    n
}

/// One side's material terms of `features`.
fn material(pos: &Position, side: Side) -> [f64; 7] {
    let r = pos.rules();
    let mut m = [0.0; 7];
    for s in pos.soldiers(side) {
        m[if s.active { 0 } else { 1 }] += 1.0;
        m[2] += s.idx as f64;
    }
    if let Some(k) = pos.king() {
        if k.owner == Some(side) {
            m[if r.king_counts { 3 } else { 4 }] = 1.0;
        }
    }
    if pos.queen(side).is_some() {
        m[5] = 1.0;
    }
    if r.blocking {
        if let Some(first) = pos.soldiers(side).iter().filter(|s| !s.active).map(|s| s.idx).max() {
            if pos.is_blocked(side, first) {
                m[6] = -1.0;
            }
        }
    }
    m
}

/// What `side` may capture on its next throw, roughly: the enemy soldiers and the
/// enemy queen each counted by the chance that one of its movers reaches its line
/// with one die value (soldiers summed, the queen apart).
fn threats(pos: &Position, side: Side, reaches: &mut Reaches) -> (f64, f64) {
    let r = pos.rules();
    let geo = pos.geometry();
    let enemy = side.other();
    // Capturable enemy soldiers on each cell (arrays over the board's at most 3 × 15
    // cells: no allocation per score), and the enemy's active queen.
    let at = slot;
    let mut targets = [0u8; 45];
    for s in pos.soldiers(enemy) {
        if s.active || r.capture_inactive {
            targets[at(geo.cell(enemy, s.idx))] += 1;
        }
    }
    let queen = pos.queen(enemy).filter(|q| q.active).map(|q| at(q.cell));
    if queen.is_none() && targets.iter().all(|&n| n == 0) {
        return (0.0, 0.0);
    }
    let hit = reaches.of(pos, side);
    let soldiers = targets.iter().zip(hit.iter()).map(|(&n, h)| n as f64 * h).sum();
    (soldiers, queen.map_or(0.0, |q| hit[q]))
}

/// Each side's `reach` in one position, computed when first asked: the hand-made
/// score asks for it where the other side has something to capture, a network with
/// threat inputs asks for both sides (`net::threat_inputs`), and once is enough.
#[derive(Default)]
pub(crate) struct Reaches([Option<[f64; 45]>; 2]);

impl Reaches {
    pub(crate) fn of(&mut self, pos: &Position, side: Side) -> &[f64; 45] {
        self.0[side as usize].get_or_insert_with(|| reach(pos, side))
    }
}

/// A cell's place in the arrays of `reach` (row by row, 15 a row: the widest board).
pub(crate) fn slot(c: Cell) -> usize {
    c.row as usize * 15 + c.col as usize
}

/// For each cell (at its `slot`), the chance that one of `side`'s movers reaches it
/// with one die value on its next throw, roughly, as `threats` counts them.
fn reach(pos: &Position, side: Side) -> [f64; 45] {
    let r = pos.rules();
    let geo = pos.geometry();
    let at = slot;
    // Each value a die may move, with the chance that at least one die shows it (in
    // place: every score asks).
    let (mut values, mut n) = ([(0u8, 0.0f64); 4], 0);
    for f in Face::set(r.faces) {
        let v = f.steps(r);
        if v > 0 && !values[..n].iter().any(|&(w, _)| w == v) {
            let q = Face::set(r.faces).iter().filter(|f| f.steps(r) == v).count() as f64 / 4.0;
            values[n] = (v, 1.0 - (1.0 - q).powi(r.dice as i32));
            n += 1;
        }
    }
    let values = &mut values[..n];
    // In the order of their steps, as the hits were always added (a product's last
    // bits follow its order, and a tie between two turns can rest on them).
    crate::engine::order::sort_by_key(values, |&(v, _)| v);
    let values = &*values;
    let mut hit = [0.0f64; 45];
    let mut add = |cell, p: f64| {
        let e = &mut hit[at(cell)];
        *e = 1.0 - (1.0 - *e) * (1.0 - p);
    };
    for s in pos.soldiers(side).iter().filter(|s| s.active) {
        for &(v, p) in values {
            add(geo.cell(side, geo.advance(s.idx, v)), p);
        }
    }
    if let Some(k) = pos.king().filter(|k| k.owner == Some(side)) {
        for &(v, p) in values {
            if r.king_moves == KingMoves::Path {
                add(geo.cell(side, geo.advance(k.idx, v)), p);
            } else {
                for (dr, dc) in [(0i16, v as i16), (0, -(v as i16)), (v as i16, 0), (-(v as i16), 0)] {
                    let (row, col) = (k.cell.row as i16 + dr, k.cell.col as i16 + dc);
                    if geo.contains(row, col) {
                        add(Cell::new(row as u8, col as u8), p);
                    }
                }
            }
        }
    }
    if let Some(q) = pos.queen(side).filter(|q| q.active) {
        for &(v, p) in values {
            for (dr, dc) in [(0i16, v as i16), (0, -(v as i16)), (v as i16, 0), (-(v as i16), 0)] {
                let (row, col) = (q.cell.row as i16 + dr, q.cell.col as i16 + dc);
                if geo.contains(row, col) {
                    add(Cell::new(row as u8, col as u8), p);
                }
            }
        }
    }
    hit
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sahkku::rules::Variant;
    use crate::engine::Checked;
    /// The score is its weights times the features, seen from the side that acts
    /// next: the same number for one side is minus it for the other.
    #[test]
    fn the_score_is_the_weighted_features_and_one_sides_gain_is_the_others_loss() {
        use crate::engine::dice::{DiceSource, SeededDice};
        for v in Variant::ALL {
            let mut dice = SeededDice::for_game(5, 0);
            let mut pos = Position::new(v.rules());
            for _ in 0..200 {
                if pos.is_over() {
                    break;
                }
                let (next, f) = features(&pos);
                let w = Weights::tuned_for(pos.rules());
                let sum: f64 = w.as_array().iter().zip(f).map(|(w, f)| w * f).sum();
                assert_eq!(evaluate_with(&pos, next, w), sum, "{}", v.id());
                assert_eq!(evaluate_with(&pos, next.other(), w), -sum, "{}", v.id());
                match pos.expect() {
                    Expect::Throw { dice: n, .. } => {
                        let faces = crate::engine::sahkku::play::throw_dice(&pos, &mut dice, n);
                        pos.throw(&faces).checked("asked for");
                    }
                    _ => {
                        let legal = pos.legal_moves();
                        pos.play(legal[dice.below(legal.len())]).checked("legal");
                    }
                }
            }
        }
    }

    /// A queen's chasers are the enemy's awake soldiers one, two or three dice behind it
    /// on their own path, the nearer of a middle-row line's two indices counted; a
    /// sleeping queen has none.
    #[test]
    fn a_queens_chasers_are_counted_by_how_many_dice_away_they_are() {
        use crate::engine::sahkku::position::{Queen, Soldier};
        let rules = Variant::Lagesvuon.rules();
        let geo = crate::engine::sahkku::Geometry::of(&rules);
        let awake = |idx| Soldier { idx, active: true };
        // Side two's queen on side one's path index 20 (a middle-row line, index 50 too).
        let theirs = Queen { cell: geo.cell(Side::One, 20), active: true, homeward: false };
        let ours = Queen { cell: geo.cell(Side::Two, 10), active: true, homeward: false };
        let one = vec![awake(18), awake(48), awake(15), awake(12), awake(5), Soldier { idx: 19, active: false }];
        let two = vec![awake(9), awake(3)];
        let pos = Position::arranged(rules, Side::One, [one.clone(), two.clone()], [Some(ours), Some(theirs)], None);
        let (next, f) = features(&pos);
        assert_eq!(next, Side::One);
        let at = |name| f[Weights::NAMES.iter().position(|n| *n == name).expect("a term")];
        // 2 steps from 18 and from 48 (to 50), 5 from 15, 8 from 12; 5 is 15 away.
        assert_eq!([at("chasers_next_near"), at("chasers_next_mid"), at("chasers_next_far")], [2.0, 1.0, 1.0]);
        // Side two's soldier one step behind our queen, counted against us; 3 is 7 away.
        assert_eq!([at("chasers_other_near"), at("chasers_other_mid"), at("chasers_other_far")], [-1.0, 0.0, -1.0]);
        let asleep = Queen { active: false, ..theirs };
        let pos = Position::arranged(rules, Side::One, [one, two], [Some(ours), Some(asleep)], None);
        let (_, f) = features(&pos);
        assert_eq!(f[11..14], [0.0; 3]);
    }
}
