//! `lab train`: a network score (`engine::sahkku::net`) learned by self-play, as
//! TD-Gammon learned backgammon. Both sides play the network's choice: every way to
//! finish the turn (`every_turn`), the one whose end it rates best for the mover; keep
//! or re-throw is greedy's choice (the hand-made score's `best_reroll`). After each
//! game, every position at a turn's end is moved towards the network's reading of the
//! next one (TD(0)), or towards its λ-return (TD(λ), `--lambda`), the last towards the
//! result, read from both sides.
//!
//! Every `eval_every` games the network plays a computer level, greedy unless asked
//! otherwise (seats alternating, each pair of games on the same dice), and the share
//! it wins is kept, so a run says whether it is learning. The run's weights and progress go to a checkpoint and a run started again
//! on the same settings goes on from there.

use crate::engine::dice::SeededDice;
use crate::engine::sahkku::ai;
use crate::engine::sahkku::levels::{self, Level};
use crate::engine::sahkku::net::{mover, sparse, Net};
use crate::engine::sahkku::play::throw_dice;
use crate::engine::sahkku::turns::every_turn;
use crate::engine::sahkku::{Expect, Outcome, Phase, Position, Side, Variant};
use crate::engine::Checked;
use serde::{Deserialize, Serialize};

/// A run's settings and how far it got, as its checkpoint keeps them (beside the
/// weights file).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    pub variant: String,
    pub seed: u64,
    pub hidden: [usize; 2],
    pub rate: f32,
    /// TD(λ)'s λ: 0 moves each turn's end towards the next one's reading alone (online,
    /// the first runs); above, towards the λ-return, every later reading of the game
    /// weighed by λ to the power of its distance, the result last.
    #[serde(default)]
    pub lambda: f32,
    pub games: u64,
    pub seconds: f64,
    /// The network measured against the levels, as it learned.
    pub measured: Vec<Measure>,
}

/// After how many games of training, the share of games against a level the network
/// won, of how many.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Measure {
    pub after: u64,
    pub against: String,
    pub games: u64,
    /// The network played a throw further ahead (`Measuring::deep`).
    #[serde(default)]
    pub deep: bool,
    pub share: f64,
}

/// The chance, for the side that has just moved, of the position at the end of its
/// turn: the result where the game is over, else the network's reading.
pub fn value(net: &Net, pos: &Position, me: Side) -> f32 {
    match pos.outcome() {
        Some(Outcome::Win { winner, .. }) => f32::from(u8::from(winner == me)),
        Some(Outcome::Draw) => 0.5,
        None => net.chance(pos, me),
    }
}

/// Plays the network's whole turn from `pos` (which expects a sub-move): the end it
/// rates best for the side moving, or greedy's keep or re-throw.
pub fn play_turn(net: &Net, pos: &mut Position, dice: &mut SeededDice) {
    if *pos.phase() == Phase::Rerolls {
        let m = levels::choose(pos, Level::Greedy, dice);
        pos.play(m).checked("greedy's choice is legal");
        return;
    }
    let me = pos.turn();
    let ends = every_turn(pos);
    let best = ends
        .into_iter()
        .map(|(_, end)| (value(net, &end, me), end))
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .expect("a turn that expects a move has an end");
    *pos = best.1;
}

/// A game from the start on `dice`: its throws thrown, `act` moving for the side
/// whenever a sub-move is expected (a whole turn or one sub-move). Its last position.
fn play_game(
    variant: Variant,
    mut dice: SeededDice,
    mut act: impl FnMut(&mut Position, Side, &mut SeededDice),
) -> Position {
    let mut pos = Position::new(variant.rules());
    loop {
        match pos.expect() {
            Expect::Throw { dice: n, .. } => {
                let faces = throw_dice(&pos, &mut dice, n);
                pos.throw(&faces).checked("the dice asked for");
            }
            Expect::Move { side } => act(&mut pos, side, &mut dice),
            Expect::Over => return pos,
        }
    }
}

/// One self-play game of game number `game`: the positions at the end of each turn.
fn self_play(net: &Net, variant: Variant, seed: u64, game: u64) -> Vec<Position> {
    let mut ends = Vec::new();
    play_game(variant, SeededDice::for_game(seed, game), |pos, _, dice| {
        let turn = pos.turns();
        play_turn(net, pos, dice);
        if pos.turns() != turn || pos.is_over() {
            ends.push(pos.clone());
        }
    });
    ends
}

/// What backpropagation carries down for one reading of the network: the hidden
/// layers' outputs and each layer's error (the output's, then each unit's).
struct Deltas {
    acts: [Vec<f32>; 2],
    out: f32,
    second: Vec<f32>,
    first: Vec<f32>,
}

/// The errors of the cross-entropy of the network's chance against `target` for the
/// inputs `x` (as `net::active` gives them).
fn deltas(net: &Net, x: &[(u16, f32)], target: f32) -> Deltas {
    let mut acts = [Vec::new(), Vec::new()];
    let (p, _) = net.forward(x, &mut acts);
    let [h1, h2] = net.hidden;
    let out = p - target;
    let second: Vec<f32> = (0..h2).map(|j| if acts[1][j] > 0.0 { out * net.layers[2][j] } else { 0.0 }).collect();
    let first = (0..h1)
        .map(|i| if acts[0][i] > 0.0 { (0..h2).map(|j| second[j] * net.layers[1][j * h1 + i]).sum() } else { 0.0 })
        .collect();
    Deltas { acts, out, second, first }
}

/// Every weight's gradient that the inputs `x` reach, as (layer, index in
/// `Net::layers[layer]`, gradient); an input given twice is visited twice.
fn each_gradient(
    inputs: usize,
    hidden: [usize; 2],
    d: &Deltas,
    x: &[(u16, f32)],
    mut visit: impl FnMut(usize, usize, f32),
) {
    let [h1, h2] = hidden;
    // Output: logit = w3 · a2 + b3.
    for j in 0..h2 {
        visit(2, j, d.out * d.acts[1][j]);
    }
    visit(2, h2, d.out);
    for j in 0..h2 {
        if d.second[j] != 0.0 {
            for i in 0..h1 {
                visit(1, j * h1 + i, d.second[j] * d.acts[0][i]);
            }
        }
        visit(1, h2 * h1 + j, d.second[j]);
    }
    // The first layer, input by input: only the inputs that are not zero.
    for &(k, xk) in x {
        for i in 0..h1 {
            if d.first[i] != 0.0 {
                visit(0, k as usize * h1 + i, d.first[i] * xk);
            }
        }
    }
    for i in 0..h1 {
        visit(0, inputs * h1 + i, d.first[i]);
    }
}

/// The gradients, layer by layer (the shapes of `Net::layers`).
pub fn gradients(net: &Net, x: &[f32], target: f32) -> [Vec<f32>; 3] {
    let x = sparse(x);
    let mut g = net.layers.clone().map(|l| vec![0.0; l.len()]);
    each_gradient(net.inputs, net.hidden, &deltas(net, &x, target), &x, |l, i, v| g[l][i] += v);
    g
}

fn step(net: &mut Net, x: &[(u16, f32)], target: f32, rate: f32) {
    let d = deltas(net, x, target);
    let layers = &mut net.layers;
    each_gradient(net.inputs, net.hidden, &d, x, |l, i, v| layers[l][i] -= rate * v);
}

/// Learns from one game's turn ends: each towards the next one's reading, the last
/// towards the result, from both sides.
fn learn(net: &mut Net, ends: &[Position], rate: f32, lambda: f32) {
    let mut x = Vec::new();
    let returns = if lambda > 0.0 { lambda_returns(net, ends, lambda) } else { Vec::new() };
    for (t, pos) in ends.iter().enumerate() {
        let me = mover(pos);
        let target = match ends.get(t + 1) {
            _ if lambda > 0.0 => returns[t],
            // TD(0) reads each target after the step before it.
            Some(next) => value(net, next, me),
            None => value(net, pos, me),
        };
        net.active(pos, me, &mut x);
        step(net, &x, target, rate);
        net.active(pos, me.other(), &mut x);
        step(net, &x, 1.0 - target, rate);
    }
}

/// The λ-returns of a game's turn ends, each for the side that moved to it, read
/// before the game's steps: the next end's reading and the next return, (1 − λ) and λ
/// of each (the next return turned round when the other side moved to it); the last
/// end's is the result.
fn lambda_returns(net: &Net, ends: &[Position], lambda: f32) -> Vec<f32> {
    let mut returns = vec![0.0; ends.len()];
    let mut later: Option<(Side, f32)> = None;
    for t in (0..ends.len()).rev() {
        let me = mover(&ends[t]);
        returns[t] = match later {
            None => value(net, &ends[t], me),
            Some((side, g)) => {
                let g = if side == me { g } else { 1.0 - g };
                (1.0 - lambda) * value(net, &ends[t + 1], me) + lambda * g
            }
        };
        later = Some((me, returns[t]));
    }
    returns
}

/// The share of `games` games the network wins against `level` (a draw a half), seats
/// alternating, each pair on the same dice; `deep`, playing as the expert would.
pub fn against(net: &Net, deep: bool, level: Level, variant: Variant, seed: u64, games: u64) -> f64 {
    let mut won = 0.0;
    for g in 0..games {
        let net_side = if g % 2 == 0 { Side::One } else { Side::Two };
        let end = play_game(variant, SeededDice::for_game(seed ^ 0x5eed, g / 2), |pos, side, dice| {
            if side == net_side && !deep {
                return play_turn(net, pos, dice);
            }
            let m = if side == net_side { ai::best(pos, true, net) } else { levels::choose(pos, level, dice) };
            pos.play(m).checked("a level's choice is legal");
        });
        won += value(net, &end, net_side) as f64;
    }
    won / games.max(1) as f64
}

/// How a run measures its network: against which level, every how many games of
/// training, on how many games.
#[derive(Clone, Copy, Debug)]
pub struct Measuring {
    pub against: Level,
    pub every: u64,
    pub games: u64,
    /// The network plays as the expert would, a throw further ahead (`ai::best`
    /// with it as the score), rather than one turn deep.
    pub deep: bool,
}

/// Trains `net` for `games` more games of `progress`'s run (`progress.seconds` counts
/// the training, not the measuring), measuring it as `m` says and once at the end;
/// `checkpoint` is called after each measure with the network and the progress.
pub fn train(
    net: &mut Net,
    progress: &mut Progress,
    games: u64,
    m: Measuring,
    now: impl Fn() -> f64,
    mut checkpoint: impl FnMut(&Net, &Progress),
) {
    let variant = Variant::from_id(&progress.variant).expect("a known family");
    let target = progress.games + games;
    loop {
        if progress.games % m.every.max(1) == 0 || progress.games == target {
            let share = against(net, m.deep, m.against, variant, progress.seed, m.games);
            let after = progress.games;
            let against = m.against.id().into();
            progress.measured.push(Measure { after, against, games: m.games, deep: m.deep, share });
            checkpoint(net, progress);
        }
        if progress.games >= target {
            return;
        }
        let start = now();
        let ends = self_play(net, variant, progress.seed, progress.games);
        learn(net, &ends, progress.rate, progress.lambda);
        progress.games += 1;
        progress.seconds += now() - start;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sahkku::net::{active, inputs};

    fn loss(net: &Net, x: &[f32], target: f32) -> f64 {
        let p = net.forward(&sparse(x), &mut [Vec::new(), Vec::new()]).0 as f64;
        let t = target as f64;
        -(t * p.ln() + (1.0 - t) * (1.0 - p).ln())
    }

    /// Backpropagation's gradients are the loss's slopes, measured by nudging weights.
    #[test]
    fn the_gradients_are_the_slopes_of_the_loss() {
        let net = Net::random([12, 6], 5);
        let (_, end) = levels::recorded_game(Variant::Unjarga, [Level::Greedy, Level::Random], 2);
        let x = inputs(&end, Side::One);
        let g = gradients(&net, &x, 0.8);
        let mut checked = 0;
        for (l, grad) in g.iter().enumerate() {
            // Every weight of the small layers; of the first, those the inputs reach.
            let every = if l == 0 { 5 } else { 1 };
            for i in (0..grad.len()).step_by(every) {
                if grad[i] == 0.0 && l == 0 {
                    continue;
                }
                let h = 1e-2f32;
                let (mut up, mut down) = (net.clone(), net.clone());
                up.layers[l][i] += h;
                down.layers[l][i] -= h;
                let slope = (loss(&up, &x, 0.8) - loss(&down, &x, 0.8)) / (2.0 * h as f64);
                assert!(
                    (slope - g[l][i] as f64).abs() < 2e-3 + 0.05 * slope.abs(),
                    "layer {l} weight {i}: {slope} against {}",
                    g[l][i]
                );
                checked += 1;
            }
        }
        assert!(checked > 20);
    }

    /// Learning moves the network's reading towards its target.
    #[test]
    fn a_step_moves_the_chance_towards_its_target() {
        let mut net = Net::random([12, 6], 9);
        let pos = Position::new(Variant::Lagesvuon.rules());
        let mut x = Vec::new();
        active(&pos, Side::One, &mut x);
        let before = net.forward(&x, &mut [Vec::new(), Vec::new()]).0;
        let target = if before < 0.5 { 1.0 } else { 0.0 };
        step(&mut net, &x, target, 0.05);
        let after = net.forward(&x, &mut [Vec::new(), Vec::new()]).0;
        assert!((after - target).abs() < (before - target).abs(), "{before} -> {after} (target {target})");
    }

    /// λ = 1 moves every turn's end towards the result (from its mover's side); a λ
    /// near 0, towards the next end's reading.
    #[test]
    fn the_lambda_returns_run_from_the_next_reading_to_the_result() {
        let net = Net::random([12, 6], 3);
        let ends = self_play(&net, Variant::Unjarga, 2, 0);
        assert!(ends.len() > 3 && ends.last().unwrap().is_over());
        let last = ends.last().unwrap();
        let one = lambda_returns(&net, &ends, 1.0);
        let near_zero = lambda_returns(&net, &ends, 1e-6);
        for t in 0..ends.len() {
            let me = mover(&ends[t]);
            assert!((one[t] - value(&net, last, me)).abs() < 1e-5, "{t}");
            let next = value(&net, ends.get(t + 1).unwrap_or(&ends[t]), me);
            assert!((near_zero[t] - next).abs() < 1e-4, "{t}");
        }
    }

    const MEASURING: Measuring = Measuring { against: Level::Greedy, every: 2, games: 2, deep: false };

    /// A network, trained or not, only ever plays legal turns, to the game's end, and
    /// a short run of training goes on from its checkpoint as if it had not stopped.
    #[test]
    fn training_plays_legal_games_and_goes_on_from_its_checkpoint() {
        let fresh = |games| {
            let mut net = Net::random([8, 4], 1);
            let mut p = Progress {
                variant: "lagesvuon".into(),
                seed: 4,
                hidden: [8, 4],
                rate: 0.01,
                lambda: 0.0,
                games: 0,
                seconds: 0.0,
                measured: Vec::new(),
            };
            train(&mut net, &mut p, games, MEASURING, || 0.0, |_, _| {});
            (net, p)
        };
        let (whole, p) = fresh(4);
        assert_eq!(p.games, 4);
        // Before training, after 2 games and after 4.
        assert_eq!(p.measured.iter().map(|m| m.after).collect::<Vec<_>>(), [0, 2, 4]);
        let (mut half, mut hp) = fresh(2);
        let bytes = half.to_bytes();
        half = Net::from_bytes(&bytes, None).unwrap();
        train(&mut half, &mut hp, 2, MEASURING, || 0.0, |_, _| {});
        assert_eq!(half, whole);
        // Gone on from: measured again where it stopped, then as the whole run was.
        assert_eq!(hp.measured.iter().map(|m| m.after).collect::<Vec<_>>(), [0, 2, 2, 4]);
        assert_eq!(hp.measured.last(), p.measured.last());
    }
}
