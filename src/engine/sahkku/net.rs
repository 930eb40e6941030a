//! A learned score (issue 38, part 2): a small network that reads a position and
//! foretells the chance that a side wins, as TD-Gammon learned backgammon. This module
//! is what every player of it needs: the position as the network's inputs, the
//! network's answer, and its weights as a file with a content hash. Training is in
//! `lab::train` (`lab train`); no level plays with a network yet.
//!
//! The inputs are read from one side, `me`, the way backgammon programs count points
//! from the player's own side: each side's soldiers by their index on their own path
//! (awake and asleep apart), the queens and the gonagas, and the hand-made score's terms
//! (`ai::features`), so the network starts from what the hand-made score knows.

use super::ai::{self, FEATURES};
use super::board::Side;
use super::event::Outcome;
use super::position::{Expect, Position};
use sha2::{Digest, Sha256};

/// The longest path of any family (a test checks every family fits).
pub const PATH_MAX: usize = 64;

/// Soldiers by path index (mine awake, mine asleep, theirs awake, theirs asleep), the
/// two queens (4 each), the gonagas (4), the hand-made terms, and whether `me` acts next.
pub const INPUTS: usize = 4 * PATH_MAX + 8 + 4 + FEATURES + 1;

/// The position as the network reads it, from `me`'s side.
pub fn inputs(pos: &Position, me: Side) -> Vec<f32> {
    let mut x = vec![0.0f32; INPUTS];
    let geo = pos.geometry();
    let path = geo.path_len().max(1) as f32;
    for (k, side) in [me, me.other()].into_iter().enumerate() {
        for s in pos.soldiers(side) {
            let plane = 2 * k + usize::from(!s.active);
            x[plane * PATH_MAX + (s.idx as usize).min(PATH_MAX - 1)] += 1.0;
        }
        if let Some(q) = pos.queen(side) {
            let at = 4 * PATH_MAX + 4 * k;
            x[at] = 1.0;
            x[at + 1] = f32::from(u8::from(q.active));
            x[at + 2] = f32::from(u8::from(q.homeward));
            x[at + 3] = geo.indices(side, q.cell).0 as f32 / path;
        }
    }
    let king = 4 * PATH_MAX + 8;
    if let Some(k) = pos.king() {
        match k.owner {
            Some(o) if o == me => x[king] = 1.0,
            Some(_) => x[king + 1] = 1.0,
            None => x[king + 2] = 1.0,
        }
        x[king + 3] = k.idx as f32 / path;
    }
    // The hand-made terms are the next side's; read from `me` by the flag after them.
    let (next, f) = ai::features(pos);
    for (i, v) in f.iter().enumerate() {
        // Steps along the path run to hundreds, counts to fifteen.
        x[king + 4 + i] = (*v * if i == 2 { 0.01 } else { 0.1 }) as f32;
    }
    x[INPUTS - 1] = f32::from(u8::from(next == me));
    x
}

/// The side whose chance a position at the end of a turn is read for: the one that
/// has just moved (the other throws next).
pub fn mover(pos: &Position) -> Side {
    match pos.expect() {
        Expect::Throw { side, .. } => side.other(),
        _ => pos.turn(),
    }
}

/// Inputs → `hidden[0]` → `hidden[1]` → 1, rectified linear units, then the logistic:
/// the chance that the side the inputs were read for wins.
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    pub hidden: [usize; 2],
    /// Each layer's weights, one row of inputs per unit, then its biases.
    pub layers: [Vec<f32>; 3],
}

/// What a weights file can be refused for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetError {
    /// Its content hash is not the one asked for (damaged, or another file).
    WrongHash { expected: String, found: String },
    /// Not a weights file, or one for other inputs.
    NotWeights,
    /// Shorter or longer than its shape says.
    WrongLength,
}

impl std::fmt::Display for NetError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            NetError::WrongHash { expected, found } => write!(f, "content hash {found}, expected {expected}"),
            NetError::NotWeights => write!(f, "not a weights file for these inputs"),
            NetError::WrongLength => write!(f, "the file is cut or too long"),
        }
    }
}

const MAGIC: &[u8; 8] = b"SKNET1\0\0";

impl Net {
    /// Sizes of the three layers' weights (biases included).
    pub fn sizes(hidden: [usize; 2]) -> [usize; 3] {
        [(INPUTS + 1) * hidden[0], (hidden[0] + 1) * hidden[1], hidden[1] + 1]
    }

    /// Small random weights from `seed` (He's scale for the rectified layers).
    pub fn random(hidden: [usize; 2], seed: u64) -> Net {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let fan_in = [INPUTS, hidden[0], hidden[1]];
        let layers = [0, 1, 2].map(|l| {
            let scale = (2.0 / fan_in[l] as f32).sqrt();
            (0..Net::sizes(hidden)[l]).map(|_| (rng.random::<f32>() * 2.0 - 1.0) * scale).collect()
        });
        Net { hidden, layers }
    }

    /// The chance, and before the logistic, its logit; `acts` gets the two hidden
    /// layers' outputs (for training).
    pub fn forward(&self, x: &[f32], acts: &mut [Vec<f32>; 2]) -> (f32, f32) {
        debug_assert_eq!(x.len(), INPUTS);
        dense_relu(x, &self.layers[0], self.hidden[0], &mut acts[0]);
        let (h1, a2) = acts.split_at_mut(1);
        dense_relu(&h1[0], &self.layers[1], self.hidden[1], &mut a2[0]);
        let out = &self.layers[2];
        let n = self.hidden[1];
        let logit = out[n] + a2[0].iter().zip(&out[..n]).map(|(a, w)| a * w).sum::<f32>();
        (1.0 / (1.0 + (-logit).exp()), logit)
    }

    /// The chance that `me` wins from `pos`.
    pub fn chance(&self, pos: &Position, me: Side) -> f32 {
        let mut acts = [Vec::new(), Vec::new()];
        self.forward(&inputs(pos, me), &mut acts).0
    }

    /// The weights file: a header (magic, inputs, the two hidden sizes) and every
    /// weight as a little-endian f32.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut b = MAGIC.to_vec();
        for n in [INPUTS, self.hidden[0], self.hidden[1]] {
            b.extend((n as u32).to_le_bytes());
        }
        for l in &self.layers {
            for w in l {
                b.extend(w.to_le_bytes());
            }
        }
        b
    }

    /// Reads a weights file, checking its content hash against `expected` when given.
    pub fn from_bytes(bytes: &[u8], expected: Option<&str>) -> Result<Net, NetError> {
        if let Some(expected) = expected {
            let found = hash(bytes);
            if found != expected {
                return Err(NetError::WrongHash { expected: expected.to_string(), found });
            }
        }
        let head = MAGIC.len() + 12;
        if bytes.len() < head || &bytes[..MAGIC.len()] != MAGIC {
            return Err(NetError::NotWeights);
        }
        let word = |i: usize| {
            let at = MAGIC.len() + 4 * i;
            u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]) as usize
        };
        let hidden = [word(1), word(2)];
        if word(0) != INPUTS || hidden.contains(&0) || hidden.iter().any(|&h| h > 4096) {
            return Err(NetError::NotWeights);
        }
        let sizes = Net::sizes(hidden);
        if bytes.len() != head + 4 * sizes.iter().sum::<usize>() {
            return Err(NetError::WrongLength);
        }
        let mut at = head;
        let layers = sizes.map(|n| {
            let l =
                bytes[at..at + 4 * n].chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
            at += 4 * n;
            l
        });
        Ok(Net { hidden, layers })
    }
}

/// The network as a score the levels search with (`ai::best`): its logit in the
/// hand-made score's units, so that both read on one scale.
impl ai::Score for Net {
    fn evaluate(&self, pos: &Position, me: Side) -> f64 {
        match pos.outcome() {
            Some(Outcome::Win { winner, .. }) => return if winner == me { ai::WIN } else { -ai::WIN },
            Some(Outcome::Draw) => return 0.0,
            None => {}
        }
        let mut acts = [Vec::new(), Vec::new()];
        self.forward(&inputs(pos, me), &mut acts).1 as f64 * ai::CHANCE_SCALE
    }
}

/// A file's content hash: SHA-256, in hexadecimal.
pub fn hash(bytes: &[u8]) -> String {
    Sha256::digest(bytes).iter().map(|b| format!("{b:02x}")).collect()
}

/// `out` = max(0, W·x + b), W's rows `x.len()` long followed by the biases.
fn dense_relu(x: &[f32], w: &[f32], units: usize, out: &mut Vec<f32>) {
    let n = x.len();
    out.clear();
    out.extend((0..units).map(|u| {
        let row = &w[u * n..(u + 1) * n];
        let sum = w[units * n + u] + row.iter().zip(x).map(|(w, x)| w * x).sum::<f32>();
        sum.max(0.0)
    }));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sahkku::levels::{recorded_game, Level};
    use crate::engine::sahkku::Variant;

    #[test]
    fn every_familys_paths_fit_the_inputs_and_both_sides_read_the_same_length() {
        for v in Variant::ALL {
            let (_, end) = recorded_game(v, [Level::Greedy, Level::Random], 3);
            assert!(end.geometry().path_len() as usize <= PATH_MAX, "{}", v.id());
            for side in [Side::One, Side::Two] {
                let x = inputs(&end, side);
                assert_eq!(x.len(), INPUTS);
                assert!(x.iter().all(|v| v.is_finite()));
            }
        }
    }

    /// The same network written as plainly as can be, in f64.
    fn reference(net: &Net, x: &[f32]) -> f64 {
        let mut v: Vec<f64> = x.iter().map(|&a| a as f64).collect();
        for (l, &units) in [net.hidden[0], net.hidden[1], 1].iter().enumerate() {
            let n = v.len();
            let w = &net.layers[l];
            let mut out = Vec::new();
            for u in 0..units {
                let mut s = w[units * n + u] as f64;
                for i in 0..n {
                    s += w[u * n + i] as f64 * v[i];
                }
                out.push(if l < 2 { s.max(0.0) } else { s });
            }
            v = out;
        }
        1.0 / (1.0 + (-v[0]).exp())
    }

    #[test]
    fn the_network_answers_what_a_plain_reference_computes() {
        let net = Net::random([24, 8], 7);
        for v in [Variant::Lagesvuon, Variant::Luujavr] {
            let (_, end) = recorded_game(v, [Level::Greedy, Level::Greedy], 9);
            for pos in [Position::new(v.rules()), end] {
                for side in [Side::One, Side::Two] {
                    let got = net.chance(&pos, side) as f64;
                    assert!((got - reference(&net, &inputs(&pos, side))).abs() < 1e-5, "{}", v.id());
                }
            }
        }
    }

    /// As a score the levels search with, the network says what its chance says, on
    /// the hand-made score's scale, and the expert searching with it plays legal moves.
    #[test]
    fn as_a_score_the_network_reads_its_chance_and_the_expert_plays_legally_with_it() {
        use crate::engine::dice::SeededDice;
        use crate::engine::sahkku::ai::{best, Score, CHANCE_SCALE};
        use crate::engine::sahkku::play::throw_dice;
        let net = Net::random([16, 8], 11);
        let mut pos = Position::new(Variant::Unjarga.rules());
        let mut dice = SeededDice::new(6);
        for _ in 0..60 {
            match pos.expect() {
                Expect::Throw { dice: n, .. } => {
                    let faces = throw_dice(&pos, &mut dice, n);
                    pos.throw(&faces).unwrap();
                }
                Expect::Move { side } => {
                    let read = 1.0 / (1.0 + (-net.evaluate(&pos, side) / CHANCE_SCALE).exp());
                    assert!((read - net.chance(&pos, side) as f64).abs() < 1e-4);
                    let m = best(&pos, true, &net);
                    assert!(pos.legal_moves().contains(&m));
                    pos.play(m).unwrap();
                }
                Expect::Over => break,
            }
        }
    }

    #[test]
    fn a_weights_file_reads_back_the_same_network_and_a_damaged_one_is_refused() {
        let net = Net::random([16, 8], 3);
        let bytes = net.to_bytes();
        let h = hash(&bytes);
        assert_eq!(Net::from_bytes(&bytes, Some(&h)), Ok(net.clone()));
        let mut damaged = bytes.clone();
        damaged[100] ^= 1;
        assert!(matches!(Net::from_bytes(&damaged, Some(&h)), Err(NetError::WrongHash { .. })));
        assert_eq!(Net::from_bytes(&bytes[..bytes.len() - 4], None), Err(NetError::WrongLength));
        assert_eq!(Net::from_bytes(b"not weights at all", None), Err(NetError::NotWeights));
    }
}
