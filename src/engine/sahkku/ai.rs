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
use super::event::Outcome;
use super::position::{Expect, Phase, Position, SubMove};
use super::rules::{FaceSet, KingMoves, Rules, Variant};
use super::turns::every_turn;
use crate::engine::Checked;

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
        let mut q = p.clone();
        q.throw(&faces).checked("a throw of these dice");
        // After a re-throw the player may keep what it has (further re-throws are
        // valued as keeping, which errs on the side of caution).
        if *q.phase() == Phase::Rerolls {
            q.play(SubMove::Keep).checked("keep");
        }
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
/// best turn. `None` when the budget ran out.
pub(super) fn reply_value(pos: &Position, me: Side, budget: &mut usize, w: &dyn Score) -> Option<f64> {
    if pos.is_over() {
        return Some(w.evaluate(pos, me));
    }
    let Expect::Throw { side, dice } = pos.expect() else { return Some(w.evaluate(pos, me)) };
    debug_assert_ne!(side, me);
    let mut total = 0.0;
    for (faces, prob) in throws(pos.rules().faces, dice) {
        let mut p = pos.clone();
        p.throw(&faces).checked("a throw of these dice");
        if *p.phase() == Phase::Rerolls {
            p.play(SubMove::Keep).checked("keep");
        }
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
        total += prob * worst;
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

/// What a position's score weighs, in points of material: the coefficients of
/// `features`, so that the score is their weighted sum. The greedy level uses `HAND`,
/// set by hand; the expert uses `TUNED`, found by `lab tune` (self-play: README,
/// `lab tune`), changed where a family's own tuning found more (`tuned_for`); the lab's
/// master the expert's. Measured, the expert with `TUNED` beats the expert
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
    /// Threats (the chance of a capture on the next throw, `threats`) of the side that
    /// acts next, on soldiers and on the queen (losing it loses), and of the other.
    pub threat_soldier_next: f64,
    pub threat_queen_next: f64,
    pub threat_soldier_other: f64,
    pub threat_queen_other: f64,
    /// Soldiers chasing a queen: the awake soldiers of the side that acts next that are
    /// 1–3, 4–6 and 7–9 steps behind the other's awake queen along their path (one, two
    /// or three dice away), and the other side's behind its (counted against `next`).
    /// Where a lost queen loses, they foretell the winner far better than the one-die
    /// threats alone (`lab fit`; README, "The lab command line").
    pub chasers_next_near: f64,
    pub chasers_next_mid: f64,
    pub chasers_next_far: f64,
    pub chasers_other_near: f64,
    pub chasers_other_mid: f64,
    pub chasers_other_far: f64,
    /// Being the side that acts next.
    pub tempo: f64,
}

impl Weights {
    /// A threat counts 0.9 of what it takes for the side that acts next, 0.35 for
    /// the other; a soldier takes 11 points, a queen 400.
    pub const HAND: Weights = Weights {
        active: 12.0,
        inactive: 10.0,
        progress: 0.02,
        king_counts: 14.0,
        king: 6.0,
        queen: 40.0,
        blocked: 6.0,
        threat_soldier_next: 0.9 * 11.0,
        threat_queen_next: 0.9 * 400.0,
        threat_soldier_other: 0.35 * 11.0,
        threat_queen_other: 0.35 * 400.0,
        chasers_next_near: 0.0,
        chasers_next_mid: 0.0,
        chasers_next_far: 0.0,
        chasers_other_near: 0.0,
        chasers_other_mid: 0.0,
        chasers_other_far: 0.0,
        tempo: 0.0,
    };

    /// Found by `lab tune --games 200 --seed 2 --passes 2` (every family; see the
    /// README's "The lab command line", `lab tune`): an awake soldier is worth more than
    /// the hand set it, a sleeping one less (the two changes it kept of 43 trials).
    pub const TUNED: Weights = Weights { active: 18.0, inactive: 8.0, ..Weights::HAND };

    /// The expert's weights under `rules`: those of the family the rules are nearest
    /// (`Variant::nearest`: a game under house rules plays with its family's), where
    /// the expert measured stronger with them against greedy (README, "The computer
    /// levels"), and `TUNED` elsewhere. Luujávr's come from `lab tune --variants luujavr
    /// --from tuned --games 3000 --seed 7 --passes 1` (an awake soldier worth what the
    /// hand set: 0.556 against `TUNED`); the others from `lab fit --variant V --games
    /// 3000 --seed 1` (Unjárga's with `--keep` on the four threat weights), rounded to
    /// a few binary places (short constants weigh less in the wasm), the terms a
    /// family's games never vary (its fit leaves them at 0) taken from `TUNED` so that
    /// house rules which bring them in find them weighed.
    pub fn tuned_for(rules: &Rules) -> &'static Weights {
        match Variant::nearest(rules) {
            Variant::Luujavr => &Weights { active: 12.0, ..Weights::TUNED },
            Variant::NavuonRaisa => &Weights {
                active: 24.5,
                inactive: 19.5,
                progress: -0.09375,
                king: 9.5,
                threat_soldier_next: 13.25,
                threat_soldier_other: -7.875,
                tempo: 1.75,
                ..Weights::TUNED
            },
            Variant::NavuonMaze => &Weights {
                active: 26.5,
                inactive: 21.5,
                progress: -0.125,
                king: 8.625,
                threat_soldier_next: 13.375,
                threat_soldier_other: -8.0,
                tempo: 1.625,
                ..Weights::TUNED
            },
            // Owning the gonagas, which can be captured here, foretells a loss.
            Variant::GavkevuotnaOhcejot => &Weights {
                active: 7.75,
                inactive: 3.875,
                progress: 0.0390625,
                king_counts: -58.75,
                threat_soldier_next: 6.0,
                threat_soldier_other: 3.8125,
                tempo: 0.625,
                ..Weights::TUNED
            },
            Variant::Unjarga => &Weights {
                active: 27.375,
                inactive: 12.625,
                progress: -0.4375,
                king: 20.3125,
                tempo: 4.8125,
                ..Weights::TUNED
            },
            // Where a lost queen loses: the soldiers chasing each queen weigh far more
            // than the soldiers themselves (the fit weighs an awake one below nothing).
            Variant::Lagesvuon => &Weights {
                active: -7.25,
                inactive: -12.75,
                progress: 0.671875,
                king: 4.4375,
                blocked: 10.1875,
                threat_soldier_next: 10.3125,
                threat_queen_next: 132.25,
                threat_soldier_other: -1.78125,
                threat_queen_other: 32.1875,
                chasers_next_near: -6.4375,
                chasers_next_mid: 56.6875,
                chasers_next_far: 42.25,
                chasers_other_near: 24.625,
                chasers_other_mid: 50.6875,
                chasers_other_far: 25.375,
                tempo: 3.8125,
                ..Weights::TUNED
            },
            Variant::Vuonnamarkan => &Weights {
                active: -4.0625,
                inactive: -8.5,
                progress: 0.546875,
                king: 5.9375,
                threat_soldier_next: 0.8125,
                threat_queen_next: 117.5,
                threat_soldier_other: -7.625,
                threat_queen_other: 38.25,
                chasers_next_near: 8.0,
                chasers_next_mid: 53.0,
                chasers_next_far: 34.3125,
                chasers_other_near: 18.0625,
                chasers_other_mid: 37.875,
                chasers_other_far: 24.375,
                tempo: 3.9375,
                ..Weights::TUNED
            },
            _ => &Weights::TUNED,
        }
    }

    /// The weights by name, in the order of `features`, for `lab tune`, `lab fit` and
    /// their output.
    pub const NAMES: [&'static str; FEATURES] = [
        "active",
        "inactive",
        "progress",
        "king_counts",
        "king",
        "queen",
        "blocked",
        "threat_soldier_next",
        "threat_queen_next",
        "threat_soldier_other",
        "threat_queen_other",
        "chasers_next_near",
        "chasers_next_mid",
        "chasers_next_far",
        "chasers_other_near",
        "chasers_other_mid",
        "chasers_other_far",
        "tempo",
    ];

    pub fn get(&self, i: usize) -> f64 {
        self.as_array()[i]
    }

    pub fn set(&mut self, i: usize, v: f64) {
        let mut a = self.as_array();
        a[i] = v;
        *self = Weights::from_array(a);
    }

    /// The weights in the order of `features`.
    pub fn as_array(&self) -> [f64; FEATURES] {
        [
            self.active,
            self.inactive,
            self.progress,
            self.king_counts,
            self.king,
            self.queen,
            self.blocked,
            self.threat_soldier_next,
            self.threat_queen_next,
            self.threat_soldier_other,
            self.threat_queen_other,
            self.chasers_next_near,
            self.chasers_next_mid,
            self.chasers_next_far,
            self.chasers_other_near,
            self.chasers_other_mid,
            self.chasers_other_far,
            self.tempo,
        ]
    }

    pub fn from_array(a: [f64; FEATURES]) -> Weights {
        Weights {
            active: a[0],
            inactive: a[1],
            progress: a[2],
            king_counts: a[3],
            king: a[4],
            queen: a[5],
            blocked: a[6],
            threat_soldier_next: a[7],
            threat_queen_next: a[8],
            threat_soldier_other: a[9],
            threat_queen_other: a[10],
            chasers_next_near: a[11],
            chasers_next_mid: a[12],
            chasers_next_far: a[13],
            chasers_other_near: a[14],
            chasers_other_mid: a[15],
            chasers_other_far: a[16],
            tempo: a[17],
        }
    }
}

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
    1.0 / (1.0 + (-score.evaluate(pos, me) / CHANCE_SCALE).exp())
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
pub(crate) fn slot(c: super::board::Cell) -> usize {
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
                        add(super::board::Cell::new(row as u8, col as u8), p);
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
                    add(super::board::Cell::new(row as u8, col as u8), p);
                }
            }
        }
    }
    hit
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_family_scores_with_its_own_weights_and_house_rules_with_the_nearest_familys() {
        for v in Variant::ALL {
            assert_eq!(Variant::nearest(&v.rules()), v, "a preset is nearest itself");
        }
        assert_eq!(Weights::tuned_for(&Variant::Luujavr.rules()).active, 12.0);
        assert_eq!(Weights::tuned_for(&Variant::GavkevuotnaOhcejot.rules()).king_counts, -58.75);
        assert_eq!(Weights::tuned_for(&Variant::Lagesvuon.rules()).chasers_next_mid, 56.6875);
        assert_eq!(*Weights::tuned_for(&Variant::GavkevuotnaMiedut.rules()), Weights::TUNED);
        // A house rule keeps the family's weights; the terms its fit never saw vary
        // keep the tuned ones (a queen, in a family without queens).
        let mut house = Variant::Unjarga.rules();
        house.set("first-player", "most-x").expect("an option");
        assert_eq!(Weights::tuned_for(&house), Weights::tuned_for(&Variant::Unjarga.rules()));
        assert_eq!(Weights::tuned_for(&house).threat_queen_other, Weights::TUNED.threat_queen_other);
        // A house rule that makes a blocked army lose does not turn Lágesvuon into Luujávr.
        let mut house = Variant::Lagesvuon.rules();
        house.blocked_loses = true;
        assert_eq!(Variant::nearest(&house), Variant::Lagesvuon);
    }

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
                        let faces = super::super::play::throw_dice(&pos, &mut dice, n);
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
        use super::super::position::{Queen, Soldier};
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
