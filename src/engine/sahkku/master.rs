//! The master level: a search for a game of chance, above the expert.
//!
//! The expert scores each whole turn by the opponent's best answer to every throw
//! (one throw ahead, static scores at the leaves). The master starts from the same
//! short list and then *plays the game on* from each of its best turns: many
//! rollouts of a few turns each, both sides playing the greedy turn (the best static
//! score) on sampled throws, each rollout ending in a win, a loss or a static score
//! turned into a chance of winning. Every candidate is rolled out on the same dice
//! (common random numbers), so the comparison is between the turns, not their luck.
//!
//! The search counts its work in *nodes* (positions scored), so a decision depends on
//! the position, the seed and the node budget only, never on the clock; a caller with
//! a time budget (the app's worker) stops it between rounds through `stop`.

use super::ai::{self, evaluate_with, Score, Weights};
use super::board::Side;
use super::event::Outcome;
use super::net::Net;
use super::play::{throw_dice, Plan};
use super::position::{Expect, Phase, Position, SubMove};
use super::review::Judge;
use super::rules::Rules;
use super::turns::every_turn;
use crate::engine::dice::SeededDice;
use crate::engine::Checked;

/// The master's settings. `Params::MASTER` were set when the master was built; the
/// alternatives measured since play no better (README, "The computer levels": rollouts
/// of two or eight turns, a leaf scale of 80, or none, in Lágesvuon).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Params {
    /// How many of the best turns by static score the expert's look-ahead rescores.
    pub width: usize,
    /// How many of those are then rolled out.
    pub keep: usize,
    /// Turns played on in each rollout (both sides' turns counted).
    pub depth: u32,
    /// The static score that makes a 73 % chance of winning (the logistic's scale).
    pub scale: f64,
    /// How positions are scored.
    pub weights: Weights,
}

impl Params {
    pub const MASTER: Params = Params { width: 8, keep: 4, depth: 4, scale: 40.0, weights: Weights::TUNED };

    /// The master's settings under `rules`: it scores with the expert's weights, those
    /// of the family the rules are nearest (`Weights::tuned_for`).
    pub fn for_rules(rules: &Rules) -> Params {
        Params { weights: *Weights::tuned_for(rules), ..Params::MASTER }
    }

    /// What the master searches with: `net`, its family's learned score, where given,
    /// else these settings' hand-made weights.
    pub fn score<'a>(&'a self, net: Option<&'a Net>) -> &'a dyn Score {
        match net {
            Some(n) => n,
            None => &self.weights,
        }
    }
}

/// What a search found: the whole turn to play, and the work it took.
#[derive(Clone, Debug, PartialEq)]
pub struct Thought {
    /// The sub-moves of the chosen turn, in order (one sub-move in the re-roll phase).
    pub plan: Vec<SubMove>,
    /// Positions scored.
    pub nodes: u64,
    /// Rollouts played from each candidate turn.
    pub rounds: u32,
}

/// How far below the best turn's look-ahead chance a turn may be and still be rolled
/// out: five points of chance. The short greedy rollouts, on sampled dice, could
/// otherwise prefer by luck a turn that the look-ahead over every throw found clearly
/// worse (mostly one that leaves the opponent a win on its next throw).
pub const RISK_MARGIN: f64 = 0.05;

/// Nodes the master may spend when nothing else stops it: about a quarter of a second
/// natively (measured 0.22-0.28 s on this machine), what the lab's games use.
pub const NODES: u64 = 60_000;

/// How deeply a choice was weighed, shallowest first (a `Choice`'s values are indexed
/// by it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Depth {
    /// By the score of the position it leaves (a re-throw: of the best turn after each
    /// face it may bring).
    Score,
    /// Over every throw the opponent can make, and its best answer.
    LookAhead,
    /// By rollouts played on from it.
    Rollouts,
}

impl Depth {
    pub const ALL: [Depth; 3] = [Depth::Score, Depth::LookAhead, Depth::Rollouts];
}

/// One choice the search weighed: its sub-moves, the position it leaves, and the
/// player's chance of winning after it at each depth it was weighed at (`Depth` as
/// the index; a choice weighed at a depth was weighed at every shallower one too).
#[derive(Clone, Debug)]
pub struct Choice {
    pub plan: Vec<SubMove>,
    pub end: Position,
    pub values: [Option<f64>; 3],
}

impl Choice {
    /// The deepest it was weighed at.
    pub fn depth(&self) -> Depth {
        *Depth::ALL.iter().rev().find(|&&d| self.values[d as usize].is_some()).unwrap_or(&Depth::Score)
    }
}

/// The master's search of one position: every choice with its values, and the one it
/// plays. The master plays `best`; the hint, the editor, the puzzles and the review
/// show the same search ranked (`analysis::analyse`), so they never disagree with it.
#[derive(Clone, Debug)]
pub struct Search {
    pub me: Side,
    /// Every way to finish the turn (`every_turn`'s order), or in the re-roll phase
    /// every choice (keep, or a re-throw).
    pub choices: Vec<Choice>,
    pub best: usize,
    /// Positions scored, and rollouts played from each rolled-out turn.
    pub nodes: u64,
    pub rounds: u32,
}

/// The master's search from `pos` (where a sub-move is expected), all in chances of
/// winning: turns and leaves scored by `score` (`Params::score`: its family's learned
/// network where it has one, else `params.weights`; the rollouts' greedy turns are
/// always `params.weights`, the cheap score). `stop` is asked with the nodes spent so
/// far between the turns of the look-ahead (after the first) and between rounds of
/// rollouts; once the rollouts have begun, at least one round is played. When it stops
/// the look-ahead, the best turn rescored is played. `None` where no one is to choose.
///
/// 1. Every turn by its static chance.
/// 2. The best `params.width` of those over every throw the opponent can make, the
///    opponent answering with its best turn (the expert's look-ahead, in chances).
/// 3. Of those, the best `params.keep` within `RISK_MARGIN` of the best by the
///    look-ahead, rolled out on the same dice each round (common random numbers); the
///    best mean is played.
///
/// In the re-roll phase each choice is weighed over every face a re-throw may bring,
/// each followed by the best turn by the score (`review::Judge::choice`: the review's
/// own weighing); of equal choices, keeping.
pub fn search(
    pos: &Position,
    params: &Params,
    score: &dyn Score,
    seed: u64,
    stop: &mut dyn FnMut(u64) -> bool,
) -> Option<Search> {
    let Expect::Move { side: me } = pos.expect() else { return None };
    if *pos.phase() == Phase::Rerolls {
        return Some(rerolls(pos, me, score));
    }
    // Each turn's end is moved into its choice, not copied: this runs at every
    // decision of the master and of every hint.
    let statics: Vec<f64>;
    let mut choices: Vec<Choice> = {
        let plans = every_turn(pos);
        statics = plans.iter().map(|(_, p)| score.evaluate(p, me)).collect();
        plans
            .into_iter()
            .zip(&statics)
            .map(|((plan, end), &s)| Choice { plan: plan.to_vec(), end, values: [Some(ai::logistic(s)), None, None] })
            .collect()
    };
    let mut nodes = choices.len() as u64;
    if choices.is_empty() {
        return None;
    }
    let found = |choices, best, nodes, rounds| Some(Search { me, choices, best, nodes, rounds });
    // Sorted by the raw score, not its chance: two near-certain wins differ there.
    let mut order: Vec<usize> = (0..choices.len()).collect();
    crate::engine::order::sort_by_key(&mut order, |&i| -statics[i]);
    if choices.len() == 1 {
        return found(choices, 0, nodes, 0);
    }
    // The expert's look-ahead over the best few; those it could not finish keep
    // their static order behind the ones it did.
    let mut budget = ai::EXPERT_BUDGET;
    let mut looked: Vec<(f64, usize)> = Vec::new();
    // A short time budget may end the look-ahead too (once one turn is rescored), so
    // that a decision keeps to it where a turn has many answers to weigh; the best
    // turn rescored is then played, with no rollouts.
    let mut spent = false;
    for &i in order.iter().take(params.width) {
        if !looked.is_empty() && stop(nodes) {
            spent = true;
            break;
        }
        let before = budget;
        match ai::reply_chance(&choices[i].end, me, &mut budget, score) {
            Some(v) => {
                choices[i].values[Depth::LookAhead as usize] = Some(v);
                looked.push((v, i));
            }
            None => break,
        }
        nodes += (before - budget) as u64;
    }
    if looked.is_empty() {
        return found(choices, order[0], nodes, 0);
    }
    crate::engine::order::sort_by_key(&mut looked, |&(v, _)| -v);
    // Only turns the look-ahead found about as good as the best are rolled out: a gap
    // of `RISK_MARGIN` there is mostly a chance of losing on the opponent's next throw,
    // which the short greedy rollouts (on sampled dice) could otherwise outweigh by luck.
    let safe = looked.iter().take_while(|&&(v, _)| v >= looked[0].0 - RISK_MARGIN).count();
    let candidates: Vec<usize> =
        looked.iter().take(if spent { 1 } else { params.keep.max(1) }.min(safe)).map(|&(_, i)| i).collect();
    if candidates.len() == 1 {
        return found(choices, candidates[0], nodes, 0);
    }
    let mut sums = vec![0.0; candidates.len()];
    let mut rounds = 0u32;
    loop {
        let round_seed = seed ^ (rounds as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        for (k, &i) in candidates.iter().enumerate() {
            let mut dice = SeededDice::new(round_seed);
            sums[k] += rollout(choices[i].end.clone(), me, params, score, &mut dice, &mut nodes);
        }
        rounds += 1;
        if stop(nodes) {
            break;
        }
    }
    // Ties keep the look-ahead's order (the first best is taken).
    let mut best = 0;
    for k in 1..candidates.len() {
        if sums[k] > sums[best] + 1e-9 {
            best = k;
        }
    }
    for (k, &i) in candidates.iter().enumerate() {
        choices[i].values[Depth::Rollouts as usize] = Some(sums[k] / rounds as f64);
    }
    found(choices, candidates[best], nodes, rounds)
}

/// The choices of the re-roll phase, weighed as the review weighs them; of equal
/// ones, keeping (as every level chooses: `ai::best_reroll`).
fn rerolls(pos: &Position, me: Side, score: &dyn Score) -> Search {
    let judge = Judge { score };
    let choices: Vec<Choice> = pos
        .legal_moves()
        .into_iter()
        .map(|c| {
            let mut end = pos.clone();
            end.play(c).checked("a listed choice");
            Choice { plan: vec![c], end, values: [Some(judge.choice(pos, c, me)), None, None] }
        })
        .collect();
    let value = |i: usize| choices[i].values[0].unwrap_or(0.0);
    let mut best = choices.iter().position(|c| c.plan == [SubMove::Keep]).unwrap_or(0);
    for i in 0..choices.len() {
        if value(i) > value(best) + 1e-9 {
            best = i;
        }
    }
    let nodes = choices.len() as u64;
    Search { me, choices, best, nodes, rounds: 0 }
}

/// The master's turn from `pos`: the best of its search (`search`), or nothing where no
/// one is to choose.
pub fn think(
    pos: &Position,
    params: &Params,
    score: &dyn Score,
    seed: u64,
    stop: &mut dyn FnMut(u64) -> bool,
) -> Thought {
    match search(pos, params, score, seed, stop) {
        Some(s) => Thought { plan: s.choices[s.best].plan.clone(), nodes: s.nodes, rounds: s.rounds },
        None => Thought { plan: Vec::new(), nodes: 0, rounds: 0 },
    }
}

/// `think` with a node budget alone: the same position, seed and budget give the same
/// turn on every machine.
pub fn think_nodes(pos: &Position, params: &Params, score: &dyn Score, seed: u64, nodes: u64) -> Thought {
    think(pos, params, score, seed, &mut |spent| spent >= nodes)
}

/// The master's whole turn from `pos` with its family's settings, `nodes` a decision,
/// seeded by the position, scored by `net` where given: what `levels::choose` and the
/// lab play when they think without a clock.
pub fn turn(pos: &Position, nodes: u64, net: Option<&Net>) -> Vec<SubMove> {
    let params = Params::for_rules(pos.rules());
    think_nodes(pos, &params, params.score(net), seed_of(pos), nodes).plan
}

/// A seed of the position itself, so that a master that is given none (the lab's
/// players) still decides the same way each time it meets the same position.
pub fn seed_of(pos: &Position) -> u64 {
    crate::engine::hash::of(pos)
}

/// Plays on from `pos` (the end of `me`'s turn): `params.depth` more turns, each side
/// playing its greedy turn and keeping its throws, then the chance that `me` wins.
pub(super) fn rollout(
    mut pos: Position,
    me: Side,
    params: &Params,
    score: &dyn Score,
    dice: &mut SeededDice,
    nodes: &mut u64,
) -> f64 {
    let start = pos.turns();
    loop {
        match pos.expect() {
            Expect::Over => break,
            Expect::Throw { dice: n, .. } => {
                if *pos.phase() == (Phase::Throw { fixed: 0 }) && pos.turns() - start >= params.depth {
                    break;
                }
                let faces = throw_dice(&pos, dice, n);
                pos.throw(&faces).checked("the engine asked for this throw");
            }
            Expect::Move { side } => {
                if *pos.phase() == Phase::Rerolls {
                    pos.play(SubMove::Keep).checked("keep is legal in the re-roll phase");
                    continue;
                }
                let outcomes = every_turn(&pos);
                *nodes += outcomes.len() as u64;
                let best = outcomes
                    .into_iter()
                    .map(|(_, p)| (evaluate_with(&p, side, &params.weights), p))
                    .reduce(|a, b| if b.0 > a.0 { b } else { a })
                    .map(|(_, p)| p);
                match best {
                    Some(p) => pos = p,
                    None => break,
                }
            }
        }
    }
    // The leaf is a position scored too (a rollout that ends at once still costs).
    *nodes += 1;
    chance(&pos, me, params, score)
}

/// Turns a game played out to its end may last before it is scored where it stands
/// (no game of the soak's millions came near it).
pub const LONGEST: u32 = 2_000;

/// `me`'s result (1 won, 0 lost, one half drawn) of the game played on from `pos` (the
/// end of `me`'s turn) to its end on `dice`, greedy on both sides with `params.weights`:
/// what the queen-must-flee test plays on. (The lab's oracle plays the learned score:
/// `lab::oracle`.)
#[cfg(test)]
pub fn played_out(pos: Position, me: Side, params: &Params, dice: &mut SeededDice, nodes: &mut u64) -> f64 {
    let to_the_end = Params { depth: LONGEST, ..*params };
    rollout(pos, me, &to_the_end, &params.weights, dice, nodes)
}

/// `me`'s chance of winning from `pos`: known at the end, else the static score
/// through a logistic.
fn chance(pos: &Position, me: Side, params: &Params, score: &dyn Score) -> f64 {
    match pos.outcome() {
        Some(Outcome::Win { winner, .. }) => {
            if winner == me {
                1.0
            } else {
                0.0
            }
        }
        Some(Outcome::Draw) => 0.5,
        None => 1.0 / (1.0 + (-score.evaluate(pos, me) / params.scale).exp()),
    }
}

/// A computer player for the lab: plays the master's turn one sub-move at a time,
/// thinking once per turn (the plan is kept while the position follows it), with the
/// settings of the game's family (`Params::for_rules`) and `nodes` a decision.
#[derive(Debug)]
pub struct Player {
    nodes: u64,
    plan: Plan,
}

impl Player {
    pub fn new(nodes: u64) -> Player {
        Player { nodes, plan: Plan::default() }
    }

    /// Its sub-move, scored by `net` where given.
    pub fn choose(&mut self, pos: &Position, net: Option<&Net>) -> SubMove {
        if let Some(mv) = self.plan.take(pos) {
            return mv;
        }
        let plan = turn(pos, self.nodes, net);
        self.plan = Plan::of(pos, &plan);
        self.plan.take(pos).unwrap_or(plan[0])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::dice::DiceSource;
    use crate::engine::sahkku::turns::turn_ended;
    use crate::engine::sahkku::Variant;

    /// Positions from random games of `v` where a sub-move is expected (re-roll
    /// decisions and moves alike), every `every` steps.
    fn positions(v: Variant, seed: u64, every: usize) -> Vec<Position> {
        let mut pos = Position::new(v.rules());
        let mut dice = SeededDice::new(seed);
        let mut out = Vec::new();
        let mut n = 0;
        while !pos.is_over() && out.len() < 12 {
            match pos.expect() {
                Expect::Throw { dice: k, .. } => {
                    let faces = throw_dice(&pos, &mut dice, k);
                    pos.throw(&faces).checked("asked");
                }
                Expect::Move { .. } => {
                    n += 1;
                    if n % every == 0 {
                        out.push(pos.clone());
                    }
                    let legal = pos.legal_moves();
                    pos.play(legal[dice.below(legal.len())]).checked("listed");
                }
                Expect::Over => {}
            }
        }
        out
    }

    /// The whole plan is legal, sub-move after sub-move, and ends the turn (or decides
    /// the throw), in random positions of every family.
    #[test]
    fn the_master_never_plays_an_illegal_move() {
        for (k, v) in Variant::ALL.into_iter().enumerate() {
            for pos in positions(v, 40 + k as u64, 5) {
                let thought = think_nodes(&pos, &Params::MASTER, &Params::MASTER.weights, 7, 3_000);
                let mut p = pos.clone();
                for &m in &thought.plan {
                    assert!(p.check(m).is_ok(), "{}: {m:?} in\n{}", v.id(), super::super::text::diagram(&p));
                    p.play(m).checked("checked");
                }
                assert!(
                    turn_ended(&p, pos.turns()) || *pos.phase() == Phase::Rerolls,
                    "{}: the plan stops mid-turn",
                    v.id()
                );
            }
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(24))]

        /// With its family's learned score (any family that ships one), the master's
        /// plan is legal sub-move after sub-move and ends the turn, from positions of
        /// random games of any seed.
        #[test]
        fn the_trained_master_never_plays_an_illegal_move(family in 0..Variant::ALL.len(), seed in proptest::prelude::any::<u64>(), every in 2usize..9) {
            let shipped: Vec<_> = Variant::ALL.into_iter().filter_map(crate::engine::sahkku::net::shipped).collect();
            let s = shipped[family % shipped.len()];
            let net = Net::from_bytes(&crate::engine::sahkku::net::shipped_bytes(s), Some(s.hash)).unwrap();
            for pos in positions(s.variant, seed, every).into_iter().take(3) {
                let params = Params::for_rules(pos.rules());
                let mut p = pos.clone();
                for &m in &think_nodes(&pos, &params, &net, seed, 2_000).plan {
                    proptest::prop_assert!(p.check(m).is_ok(), "{}: {:?}", s.variant.id(), m);
                    p.play(m).checked("checked");
                }
                proptest::prop_assert!(turn_ended(&p, pos.turns()) || *pos.phase() == Phase::Rerolls);
            }
        }
    }

    /// The master scores as the expert does in each family: with the weights of the
    /// family a game's rules are nearest.
    #[test]
    fn the_master_scores_with_its_familys_weights() {
        for v in Variant::ALL {
            assert_eq!(Params::for_rules(&v.rules()).weights, *Weights::tuned_for(&v.rules()), "{}", v.id());
        }
        let ohcejot = Params::for_rules(&Variant::GavkevuotnaOhcejot.rules());
        assert_eq!(ohcejot, Params { weights: ohcejot.weights, ..Params::MASTER });
    }

    /// The same position, seed and node budget give the same turn and the same work.
    #[test]
    fn the_master_decides_the_same_way_for_a_seed_and_a_node_budget() {
        for v in [Variant::Gavkevuotna, Variant::Lagesvuon, Variant::Luujavr] {
            for pos in positions(v, 3, 4) {
                let a = think_nodes(&pos, &Params::MASTER, &Params::MASTER.weights, 11, 4_000);
                let b = think_nodes(&pos, &Params::MASTER, &Params::MASTER.weights, 11, 4_000);
                assert_eq!(a, b, "{}", v.id());
                assert_eq!(seed_of(&pos), seed_of(&pos.clone()));
            }
        }
    }

    /// The budget bounds the work: one round of rollouts past it at most.
    #[test]
    fn the_node_budget_bounds_the_search() {
        for pos in positions(Variant::Gavkevuotna, 8, 3) {
            let small = think_nodes(&pos, &Params::MASTER, &Params::MASTER.weights, 1, 2_000);
            let large = think_nodes(&pos, &Params::MASTER, &Params::MASTER.weights, 1, 20_000);
            assert!(small.nodes <= large.nodes, "{} > {}", small.nodes, large.nodes);
            assert!(small.rounds <= large.rounds);
        }
    }

    /// When a turn wins the game at once, the master plays a winning turn: in every
    /// family, at the positions of random games where one exists.
    #[test]
    fn the_master_takes_a_win_that_is_there() {
        let mut total = 0;
        for (k, v) in Variant::ALL.into_iter().enumerate() {
            let mut found = 0;
            for seed in 0..60u64 {
                for pos in positions(v, 1000 * k as u64 + seed, 1) {
                    if *pos.phase() != Phase::Moving {
                        continue;
                    }
                    let me = pos.turn();
                    let wins = |p: &Position| matches!(p.outcome(), Some(Outcome::Win { winner, .. }) if winner == me);
                    let plans = every_turn(&pos);
                    if !plans.iter().any(|(_, p)| wins(p)) || plans.iter().all(|(_, p)| wins(p)) {
                        continue;
                    }
                    found += 1;
                    let p = after_the_masters_turn(&pos, &Params::MASTER, 2_000);
                    assert!(
                        wins(&p),
                        "{}: a winning turn was missed in\n{}",
                        v.id(),
                        super::super::text::diagram(&pos)
                    );
                }
                if found >= 3 {
                    break;
                }
            }
            total += found;
        }
        assert!(total >= 9, "too few positions with a winning turn: {total}");
    }

    /// The position after the turn the master thinks of from `pos` (seed 3).
    fn after_the_masters_turn(pos: &Position, params: &Params, nodes: u64) -> Position {
        let mut p = pos.clone();
        for &m in &think_nodes(pos, params, &params.weights, 3, nodes).plan {
            p.play(m).checked("the master's plan is legal");
        }
        p
    }

    /// The chance that the opponent can win at once after `pos` (a turn just ended):
    /// over every throw it may make, kept as thrown, whether one of its turns wins.
    fn chance_of_losing_at_once(pos: &Position) -> f64 {
        let Expect::Throw { side, dice } = pos.expect() else { return 0.0 };
        let mut chance = 0.0;
        for (faces, prob) in ai::throws(pos.rules().faces, dice) {
            let mut p = pos.clone();
            p.throw(&faces).checked("a throw of these dice");
            if *p.phase() == Phase::Rerolls {
                p.play(SubMove::Keep).checked("keep");
            }
            let wins = |q: &Position| matches!(q.outcome(), Some(Outcome::Win { winner, .. }) if winner == side);
            let lost = if matches!(p.expect(), Expect::Move { .. }) {
                every_turn(&p).iter().any(|(_, q)| wins(q))
            } else {
                wins(&p)
            };
            if lost {
                chance += prob;
            }
        }
        chance
    }

    /// A queen that must flee (Lágesvuon, Vuonnamárkan: losing the queen loses the
    /// game): where some turns leave the opponent a chance of a quarter or more to win
    /// at once and another turn leaves it none, and no turn wins at once, the master's
    /// turn leaves the opponent a chance of a tenth at most, or wins at least as often
    /// as every risk-free turn when the game is played on to its end (a small risk may
    /// buy a better game; a large one is a blunder unless it is seen to pay: in a
    /// Lágesvuon position a turn with 11 % of losing at once wins 46 % played on, the
    /// risk-free one 32 %).
    #[test]
    fn the_master_leaves_nothing_the_opponent_can_win_by_when_it_can() {
        for (k, v) in [Variant::Lagesvuon, Variant::Vuonnamarkan].into_iter().enumerate() {
            let mut found = 0;
            for seed in 0..400u64 {
                for pos in positions(v, 7000 + 1000 * k as u64 + seed, 3) {
                    if *pos.phase() != Phase::Moving {
                        continue;
                    }
                    let plans = every_turn(&pos);
                    if plans.iter().any(|(_, p)| p.is_over()) {
                        continue;
                    }
                    let risks: Vec<f64> = plans.iter().map(|(_, p)| chance_of_losing_at_once(p)).collect();
                    let worst = risks.iter().cloned().fold(0.0, f64::max);
                    if !(risks.contains(&0.0) && worst >= 0.25) {
                        continue;
                    }
                    found += 1;
                    let p = after_the_masters_turn(&pos, &Params::for_rules(pos.rules()), 20_000);
                    let risk = chance_of_losing_at_once(&p);
                    // A larger risk is a blunder unless the game played on says it pays:
                    // the master's turn wins at least as often as every risk-free turn,
                    // played to the end on the same dice (within two standard errors).
                    let pays = || {
                        let params = Params::for_rules(pos.rules());
                        plans.iter().zip(&risks).filter(|(_, &r)| r == 0.0).all(|((_, safe), _)| {
                            let diffs: Vec<f64> = (0..1_000u64)
                                .map(|r| {
                                    let mut n = 0;
                                    let mut on = |q: &Position| {
                                        played_out(q.clone(), pos.turn(), &params, &mut SeededDice::new(r), &mut n)
                                    };
                                    on(&p) - on(safe)
                                })
                                .collect();
                            let mean = diffs.iter().sum::<f64>() / diffs.len() as f64;
                            let var = diffs.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (diffs.len() - 1) as f64;
                            mean + 2.0 * (var / diffs.len() as f64).sqrt() >= 0.0
                        })
                    };
                    assert!(
                        risk <= 0.1 || pays(),
                        "{}: the master left a {:.0} % chance of losing at once (up to {:.0} % among {} turns, some 0), worse than a safe turn played on, in\n{}",
                        v.id(),
                        risk * 100.0,
                        worst * 100.0,
                        plans.len(),
                        super::super::text::diagram(&pos)
                    );
                }
                if found >= 6 {
                    break;
                }
            }
            assert!(found >= 3, "{}: too few positions where the queen must flee: {found}", v.id());
        }
    }
}
