//! A learned score (issue 38, part 2): a small network that reads a position and
//! foretells the chance that a side wins, as TD-Gammon learned backgammon. This module
//! is what every player of it needs: the position as the network's inputs, the
//! network's answer, and its weights as a file with a content hash. Training is in
//! `lab::train` (`lab train`); the master plays with it where its family has weights
//! (`master::think`, the app's players' module).
//!
//! The inputs are read from one side, `me`, the way backgammon programs count points
//! from the player's own side: each side's soldiers by their index on their own path
//! (awake and asleep apart), the queens and the gonagas, and the hand-made score's terms
//! (`ai::features`), so the network starts from what the hand-made score knows.
//!
//! Most inputs are zero (a soldier is one of 256 path inputs), so the network reads
//! only those that are not (`active`): the first layer is kept input by input, each
//! input's weights to every unit side by side, and a position costs the sum of its
//! active inputs' rows rather than the whole matrix.

use super::ai::{self, FEATURES};
use super::board::Side;
use super::event::Outcome;
use super::position::{Expect, Position};
use super::record::Record;
use super::rules::Variant;
use sha2::{Digest, Sha256};

/// The longest path of any family (a test checks every family fits).
pub const PATH_MAX: usize = 64;

/// Soldiers by path index (mine awake, mine asleep, theirs awake, theirs asleep), the
/// two queens (4 each), the gonagas (4), the hand-made terms, and whether `me` acts next.
pub const INPUTS: usize = 4 * PATH_MAX + 8 + 4 + FEATURES + 1;

/// A network may read more after those (`Net::inputs`): each side's soldiers that the
/// other side may capture on its next throw, by path index, valued by the chance that
/// one of its movers reaches their line (`ai::reach`), mine then theirs.
pub const THREATS: usize = 2 * PATH_MAX;

/// The threat inputs of `pos` read from `me`'s side that are not zero, added to `x`
/// (after the `INPUTS` that `active` gives), with `reaches` as `ai::features_with` left it.
pub(crate) fn threat_inputs(pos: &Position, me: Side, x: &mut Vec<(u16, f32)>, reaches: &mut ai::Reaches) {
    let capture_inactive = pos.rules().capture_inactive;
    let geo = pos.geometry();
    for (k, side) in [me, me.other()].into_iter().enumerate() {
        let hit = reaches.of(pos, side.other());
        for s in pos.soldiers(side).iter().filter(|s| s.active || capture_inactive) {
            let p = hit[ai::slot(geo.cell(side, s.idx))] as f32;
            if p != 0.0 {
                x.push(((INPUTS + k * PATH_MAX + (s.idx as usize).min(PATH_MAX - 1)) as u16, p));
            }
        }
    }
}

/// A family's trained weights as the app ships them: the file `weights/<file()>` (the
/// shipped form, `Net::to_shipped`) and its content hash, checked wherever it is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shipped {
    pub variant: Variant,
    pub hash: &'static str,
}

impl Shipped {
    /// The file's name in `weights/` (the repository's and the built app's).
    pub fn file(&self) -> String {
        format!("sahkku-{}.sknq", self.variant.id())
    }
}

/// The families that ship weights, with their files' hashes (docs/ai.md, "The learned
/// score", says how each was trained). A family not listed plays and reviews with the
/// hand-made score.
const SHIPPED_HASHES: [(Variant, &str); 9] = [
    (Variant::NavuonRaisa, "7a65ab1e43fae20c2e53d7d50aa468c5e6174ba1338cd4d6fb0a55d4e1bf40f5"),
    (Variant::NavuonMaze, "63faaa42ae2c2feaf050050e846789d6312bb718687ec47f92fdd79c5f077951"),
    // With the threat inputs (`lab train --threats`).
    (Variant::Gavkevuotna, "2f88976fc0e8f6904b42f198c640a67cac01ac8cd2d55001157adc95c20f6250"),
    (Variant::GavkevuotnaMiedut, "2aa59ec717790df1d7c0a73762d5f5d1f17322c642fdf63553d7aa247f5072c8"),
    // With the threat inputs.
    (Variant::GavkevuotnaOhcejot, "7b1fc669b0c688ec1f7bc338aa19419392d12ebae264257d20705364434b5f1d"),
    (Variant::Lagesvuon, "77b0d8de1b52bddef6d1bb72ec0ceba4cd59de31ac5385a121642a0fd3380137"),
    (Variant::Unjarga, "5e08c0d546fabc06ad25729a822ee389c0d6c7daa27a585a451af42df2605f8f"),
    (Variant::Luujavr, "72118b5458e3b9ce8ea934bcd1b143efba8689914f60bf8696da750b1c5a9a7b"),
    (Variant::Vuonnamarkan, "c77282c9d1ea3d63de7fd96f342cbe2d6e7d1070e6d9e976521c19ce632fda87"),
];

/// The weights `v` ships, where it has some.
pub fn shipped(v: Variant) -> Option<Shipped> {
    SHIPPED_HASHES.iter().find(|(w, _)| *w == v).map(|&(variant, hash)| Shipped { variant, hash })
}

/// The weights a game of `record` is played and reviewed with: its family's, where it
/// ships some and the game keeps the family's own rules (a house rule changes the game
/// the network learned: the hand-made score plays and reads it).
pub fn for_game(record: &Record) -> Option<Shipped> {
    shipped(record.variant).filter(|_| record.options.is_empty())
}

/// The hidden layers' sizes of the weights that ship (`lab train`'s default).
pub const HIDDEN: [usize; 2] = [64, 32];

/// The inputs of `pos` read from `me`'s side that are not zero, as (input, value); an
/// input may come twice (two soldiers on one square), its values then add up.
pub fn active(pos: &Position, me: Side, x: &mut Vec<(u16, f32)>) {
    active_with(pos, me, x, &mut ai::Reaches::default());
}

/// `active`, keeping in `reaches` what the hand-made terms computed of each side's
/// `ai::reach` (for the threat inputs after them).
fn active_with(pos: &Position, me: Side, x: &mut Vec<(u16, f32)>, reaches: &mut ai::Reaches) {
    x.clear();
    let geo = pos.geometry();
    let path = geo.path_len().max(1) as f32;
    let mut put = |i: usize, v: f32| {
        if v != 0.0 {
            x.push((i as u16, v));
        }
    };
    for (k, side) in [me, me.other()].into_iter().enumerate() {
        for s in pos.soldiers(side) {
            let plane = 2 * k + usize::from(!s.active);
            put(plane * PATH_MAX + (s.idx as usize).min(PATH_MAX - 1), 1.0);
        }
        if let Some(q) = pos.queen(side) {
            let at = 4 * PATH_MAX + 4 * k;
            put(at, 1.0);
            put(at + 1, f32::from(u8::from(q.active)));
            put(at + 2, f32::from(u8::from(q.homeward)));
            put(at + 3, geo.indices(side, q.cell).0 as f32 / path);
        }
    }
    let king = 4 * PATH_MAX + 8;
    if let Some(k) = pos.king() {
        match k.owner {
            Some(o) if o == me => put(king, 1.0),
            Some(_) => put(king + 1, 1.0),
            None => put(king + 2, 1.0),
        }
        put(king + 3, k.idx as f32 / path);
    }
    // The hand-made terms are the next side's; read from `me` by the flag after them.
    let (next, f) = ai::features_with(pos, reaches);
    for (i, v) in f.iter().enumerate() {
        // Steps along the path run to hundreds, counts to fifteen.
        put(king + 4 + i, (*v * if i == 2 { 0.01 } else { 0.1 }) as f32);
    }
    put(INPUTS - 1, f32::from(u8::from(next == me)));
}

/// Every input of `pos` read from `me`'s side, zeros too.
pub fn inputs(pos: &Position, me: Side) -> Vec<f32> {
    let mut a = Vec::new();
    active(pos, me, &mut a);
    dense(INPUTS, &a)
}

/// `len` inputs, zeros too, from those that are not zero (`active`'s form; an input
/// given twice adds up).
fn dense(len: usize, active: &[(u16, f32)]) -> Vec<f32> {
    let mut x = vec![0.0f32; len];
    for &(i, v) in active {
        x[i as usize] += v;
    }
    x
}

/// The inputs of `x` that are not zero, as `active` gives them.
pub fn sparse(x: &[f32]) -> Vec<(u16, f32)> {
    x.iter().enumerate().filter(|(_, v)| **v != 0.0).map(|(i, v)| (i as u16, *v)).collect()
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
    /// `INPUTS`, or with the threat inputs `INPUTS + THREATS`.
    pub inputs: usize,
    pub hidden: [usize; 2],
    /// The layers' weights, then each layer's biases. The first layer input by input
    /// (input i's weights to the `hidden[0]` units at `i * hidden[0]`); the others
    /// unit by unit (unit u's weights from the layer below at `u * below`).
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
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NetError::WrongHash { expected, found } => write!(f, "content hash {found}, expected {expected}"),
            NetError::NotWeights => write!(f, "not a weights file for these inputs"),
            NetError::WrongLength => write!(f, "the file is cut or too long"),
        }
    }
}

impl std::error::Error for NetError {}

/// Every weight as a little-endian f32: a training checkpoint, read back exactly.
const EXACT: &[u8; 8] = b"SKNET2\0\0";
/// Each layer's scale (an f32), then its weights as little-endian i16 multiples of
/// it: what the app fetches, half the size, the chance read within 1e-3 of the exact.
const SHIPPED: &[u8; 8] = b"SKNQ16\0\0";

/// The inputs and the hidden layers' outputs of the last position read, kept so that
/// a search reading thousands of positions allocates them once.
type Scratch = (Vec<(u16, f32)>, [Vec<f32>; 2]);

thread_local! {
    static SCRATCH: std::cell::RefCell<Scratch> = const { std::cell::RefCell::new((Vec::new(), [Vec::new(), Vec::new()])) };
}

impl Net {
    /// Sizes of the three layers' weights (biases included).
    pub fn sizes(inputs: usize, hidden: [usize; 2]) -> [usize; 3] {
        [(inputs + 1) * hidden[0], (hidden[0] + 1) * hidden[1], hidden[1] + 1]
    }

    /// Small random weights from `seed` (He's scale for the rectified layers).
    pub fn random(hidden: [usize; 2], seed: u64) -> Net {
        Net::random_with(INPUTS, hidden, seed)
    }

    /// The same with `inputs` inputs (`INPUTS`, or `INPUTS + THREATS`).
    pub fn random_with(inputs: usize, hidden: [usize; 2], seed: u64) -> Net {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let fan_in = [inputs, hidden[0], hidden[1]];
        let layers = [0, 1, 2].map(|l| {
            let scale = (2.0 / fan_in[l] as f32).sqrt();
            (0..Net::sizes(inputs, hidden)[l]).map(|_| (rng.random::<f32>() * 2.0 - 1.0) * scale).collect()
        });
        Net { inputs, hidden, layers }
    }

    /// Every input of `pos` read from `me` that this network reads, zeros too.
    pub fn inputs_of(&self, pos: &Position, me: Side) -> Vec<f32> {
        let mut a = Vec::new();
        self.active(pos, me, &mut a);
        dense(self.inputs, &a)
    }

    /// The inputs of `pos` read from `me` that this network reads and are not zero.
    pub fn active(&self, pos: &Position, me: Side, x: &mut Vec<(u16, f32)>) {
        // The threat inputs read each side's `ai::reach`, which the hand-made terms
        // computed already where they needed it.
        let mut reaches = ai::Reaches::default();
        active_with(pos, me, x, &mut reaches);
        if self.inputs > INPUTS {
            threat_inputs(pos, me, x, &mut reaches);
        }
    }

    /// The chance for the inputs `x` (as `active` gives them), and before the
    /// logistic, its logit; `acts` gets the two hidden layers' outputs.
    pub fn forward(&self, x: &[(u16, f32)], acts: &mut [Vec<f32>; 2]) -> (f32, f32) {
        let [h0, h1] = self.hidden;
        let w = &self.layers[0];
        let (a0, a1) = acts.split_at_mut(1);
        let (a0, a1) = (&mut a0[0], &mut a1[0]);
        a0.clear();
        a0.extend_from_slice(&w[self.inputs * h0..]);
        for &(i, v) in x {
            let row = &w[i as usize * h0..(i as usize + 1) * h0];
            for (a, w) in a0.iter_mut().zip(row) {
                *a += v * w;
            }
        }
        for a in a0.iter_mut() {
            *a = a.max(0.0);
        }
        // The second layer input by input: its units' sums advance side by side, each
        // adding its products in the order a sum unit by unit would (a float sum is
        // not reordered, so that one ran as one long chain of additions), and the first
        // layer's zeros, about half its outputs, are skipped: the same sums, natively in
        // about 0.84x the time of a game the expert plays with it (docs/ai.md; in wasm
        // no change showed).
        let w = &self.layers[1];
        a1.clear();
        a1.resize(h1, 0.0);
        for (i, &a) in a0.iter().enumerate() {
            if a != 0.0 {
                for (sum, w) in a1.iter_mut().zip(w[i..].iter().step_by(h0)) {
                    *sum += w * a;
                }
            }
        }
        for (sum, bias) in a1.iter_mut().zip(&w[h1 * h0..]) {
            *sum = (bias + *sum).max(0.0);
        }
        let out = &self.layers[2];
        let logit = out[h1] + a1.iter().zip(&out[..h1]).map(|(a, w)| a * w).sum::<f32>();
        (1.0 / (1.0 + (-logit).exp()), logit)
    }

    /// The chance that `me` wins from `pos`, and its logit.
    pub fn read(&self, pos: &Position, me: Side) -> (f32, f32) {
        SCRATCH.with(|s| {
            let (x, acts) = &mut *s.borrow_mut();
            self.active(pos, me, x);
            self.forward(x, acts)
        })
    }

    /// The chance that `me` wins from `pos`.
    pub fn chance(&self, pos: &Position, me: Side) -> f32 {
        self.read(pos, me).0
    }

    fn header(&self, magic: &[u8; 8]) -> Vec<u8> {
        let mut b = magic.to_vec();
        for n in [self.inputs, self.hidden[0], self.hidden[1]] {
            b.extend((n as u32).to_le_bytes());
        }
        b
    }

    /// The exact weights file (a training checkpoint): the header (magic, inputs, the
    /// two hidden sizes), then every weight as a little-endian f32.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut b = self.header(EXACT);
        for w in self.layers.iter().flatten() {
            b.extend(w.to_le_bytes());
        }
        b
    }

    /// The shipped weights file: the header, then each layer's scale and its weights
    /// as i16 multiples of it (the largest weight at ±32767).
    pub fn to_shipped(&self) -> Vec<u8> {
        let mut b = self.header(SHIPPED);
        for l in &self.layers {
            let scale = l.iter().fold(0.0f32, |m, w| m.max(w.abs())).max(1e-30) / 32767.0;
            b.extend(scale.to_le_bytes());
            for w in l {
                b.extend(((w / scale).round() as i16).to_le_bytes());
            }
        }
        b
    }

    /// Reads a weights file of either form, checking its content hash against
    /// `expected` when given.
    pub fn from_bytes(bytes: &[u8], expected: Option<&str>) -> Result<Net, NetError> {
        if let Some(expected) = expected {
            let found = hash(bytes);
            if found != expected {
                return Err(NetError::WrongHash { expected: expected.to_string(), found });
            }
        }
        let head = EXACT.len() + 12;
        let magic = bytes.get(..EXACT.len()).ok_or(NetError::NotWeights)?;
        let exact = magic == EXACT;
        if bytes.len() < head || !(exact || magic == SHIPPED) {
            return Err(NetError::NotWeights);
        }
        let word = |at: usize| [bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]];
        let count = |i: usize| u32::from_le_bytes(word(EXACT.len() + 4 * i)) as usize;
        let hidden = [count(1), count(2)];
        let inputs = count(0);
        if ![INPUTS, INPUTS + THREATS].contains(&inputs) || hidden.contains(&0) || hidden.iter().any(|&h| h > 4096) {
            return Err(NetError::NotWeights);
        }
        let sizes = Net::sizes(inputs, hidden);
        let length = if exact { 4 * sizes.iter().sum::<usize>() } else { 12 + 2 * sizes.iter().sum::<usize>() };
        if bytes.len() != head + length {
            return Err(NetError::WrongLength);
        }
        let mut at = head;
        let layers = sizes.map(|n| {
            let l = if exact {
                bytes[at..at + 4 * n].chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
            } else {
                let scale = f32::from_le_bytes(word(at));
                at += 4;
                bytes[at..at + 2 * n]
                    .chunks_exact(2)
                    .map(|c| f32::from(i16::from_le_bytes([c[0], c[1]])) * scale)
                    .collect()
            };
            at += if exact { 4 * n } else { 2 * n };
            l
        });
        Ok(Net { inputs, hidden, layers })
    }
}

/// The network as a score the levels search with (`ai::best`, the master): its logit
/// in the hand-made score's units, so that both read on one scale.
impl ai::Score for Net {
    fn evaluate(&self, pos: &Position, me: Side) -> f64 {
        match pos.outcome() {
            Some(Outcome::Win { winner, .. }) => return if winner == me { ai::WIN } else { -ai::WIN },
            Some(Outcome::Draw) => return 0.0,
            None => {}
        }
        self.read(pos, me).1 as f64 * ai::CHANCE_SCALE
    }
}

/// A file's content hash: SHA-256, in hexadecimal.
pub fn hash(bytes: &[u8]) -> String {
    Sha256::digest(bytes).iter().map(|b| format!("{b:02x}")).collect()
}

/// The shipped weights of a family, as the repository holds them (`weights/`).
#[cfg(test)]
pub fn shipped_bytes(s: Shipped) -> Vec<u8> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("weights").join(s.file());
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
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
                for (i, x) in v.iter().enumerate() {
                    // The first layer is kept input by input, the others unit by unit.
                    let at = if l == 0 { i * units + u } else { u * n + i };
                    s += w[at] as f64 * x;
                }
                out.push(if l < 2 { s.max(0.0) } else { s });
            }
            v = out;
        }
        1.0 / (1.0 + (-v[0]).exp())
    }

    /// `net` reads the start and the end of a game of `v` (`levels`, on the dice of
    /// `seed`), from either side, as the reference computes them, to within `within`.
    fn reads_as_the_reference(net: &Net, v: Variant, levels: [Level; 2], seed: u64, within: f64) {
        let (_, end) = recorded_game(v, levels, seed);
        for pos in [Position::new(v.rules()), end] {
            for side in [Side::One, Side::Two] {
                let got = net.chance(&pos, side) as f64;
                assert!((got - reference(net, &net.inputs_of(&pos, side))).abs() < within, "{}", v.id());
            }
        }
    }

    #[test]
    fn the_network_answers_what_a_plain_reference_computes() {
        let net = Net::random([24, 8], 7);
        for v in [Variant::Lagesvuon, Variant::Luujavr] {
            reads_as_the_reference(&net, v, [Level::Greedy, Level::Greedy], 9, 1e-5);
        }
        let net = Net::random_with(INPUTS + THREATS, [24, 8], 7);
        for v in [Variant::Gavkevuotna, Variant::GavkevuotnaOhcejot] {
            reads_as_the_reference(&net, v, [Level::Greedy, Level::Greedy], 9, 1e-5);
        }
    }

    /// Each side's threatened soldiers, summed, are the hand-made score's threat
    /// terms: the chances are the ones `ai::features` counts, put where the soldiers
    /// stand. Along random games of every family, from the side that acts next. A
    /// network reads the same inputs with each side's reach taken from the hand-made
    /// terms (`Net::active`) as with it computed afresh, from either side.
    #[test]
    fn the_threat_inputs_add_up_to_the_hand_made_threat_terms() {
        use crate::engine::dice::SeededDice;
        use crate::engine::sahkku::play::throw_dice;
        let net = Net::random_with(INPUTS + THREATS, [8, 4], 1);
        let mut threatened = 0;
        for v in Variant::ALL {
            let mut pos = Position::new(v.rules());
            let mut dice = SeededDice::new(4);
            for n in 0..400 {
                let (next, f) = ai::features(&pos);
                let mut x = Vec::new();
                threat_inputs(&pos, next, &mut x, &mut ai::Reaches::default());
                for me in Side::BOTH {
                    let (mut afresh, mut shared) = (Vec::new(), Vec::new());
                    active(&pos, me, &mut afresh);
                    threat_inputs(&pos, me, &mut afresh, &mut ai::Reaches::default());
                    net.active(&pos, me, &mut shared);
                    assert_eq!(shared, afresh, "{} move {n}", v.id());
                }
                assert!(x
                    .iter()
                    .all(|&(i, p)| (INPUTS..INPUTS + THREATS).contains(&(i as usize)) && p > 0.0 && p <= 1.0));
                let sum = |k: usize| -> f64 {
                    let plane = INPUTS + k * PATH_MAX..INPUTS + (k + 1) * PATH_MAX;
                    x.iter().filter(|(i, _)| plane.contains(&(*i as usize))).map(|&(_, p)| p as f64).sum()
                };
                // Theirs under next's threat (f[7]); next's under theirs (f[9], against it).
                assert!((sum(1) - f[7]).abs() < 1e-4 && (sum(0) + f[9]).abs() < 1e-4, "{} move {n}", v.id());
                threatened += x.len();
                match pos.expect() {
                    Expect::Throw { dice: k, .. } => {
                        let faces = throw_dice(&pos, &mut dice, k);
                        pos.throw(&faces).unwrap();
                    }
                    Expect::Move { .. } => {
                        let moves = pos.legal_moves();
                        pos.play(moves[n % moves.len()]).unwrap();
                    }
                    Expect::Over => break,
                }
            }
        }
        assert!(threatened > 100, "the games had soldiers under threat: {threatened}");
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

    /// Every shipped file is listed with its hash, every listed file is there and
    /// reads with it, in the shipped shape; and its network reads positions of its
    /// family as the plain reference computes them.
    #[test]
    fn every_shipped_weights_file_is_listed_checked_and_read_as_the_reference_reads_it() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("weights");
        let mut files: Vec<String> = std::fs::read_dir(&dir)
            .map(|d| d.filter_map(|e| e.ok()).map(|e| e.file_name().to_string_lossy().into_owned()).collect())
            .unwrap_or_default();
        files.retain(|f| f.ends_with(".sknq"));
        let listed: Vec<Shipped> = Variant::ALL.into_iter().filter_map(shipped).collect();
        let mut names: Vec<String> = listed.iter().map(|s| s.file()).collect();
        files.sort();
        names.sort();
        assert_eq!(files, names, "the files in weights/ and the list in net::shipped");
        for s in listed {
            let net = Net::from_bytes(&shipped_bytes(s), Some(s.hash)).unwrap();
            assert_eq!(net.hidden, HIDDEN, "{}", s.file());
            reads_as_the_reference(&net, s.variant, [Level::Greedy, Level::Random], 5, 1e-4);
        }
    }

    #[test]
    fn a_weights_file_reads_back_the_same_network_and_a_damaged_one_is_refused() {
        let net = Net::random([16, 8], 3);
        let threats = Net::random_with(INPUTS + THREATS, [16, 8], 3);
        assert_eq!(Net::from_bytes(&threats.to_bytes(), None), Ok(threats));
        for (bytes, exact) in [(net.to_bytes(), true), (net.to_shipped(), false)] {
            let h = hash(&bytes);
            let read = Net::from_bytes(&bytes, Some(&h)).unwrap();
            if exact {
                assert_eq!(read, net);
            } else {
                // Within half a step of each layer's scale.
                for (l, (a, b)) in read.layers.iter().zip(&net.layers).enumerate() {
                    let step = net.layers[l].iter().fold(0.0f32, |m, w| m.max(w.abs())) / 32767.0;
                    assert!(a.iter().zip(b).all(|(a, b)| (a - b).abs() <= step * 0.51), "layer {l}");
                }
            }
            let mut damaged = bytes.clone();
            damaged[100] ^= 1;
            assert!(matches!(Net::from_bytes(&damaged, Some(&h)), Err(NetError::WrongHash { .. })));
            assert_eq!(Net::from_bytes(&bytes[..bytes.len() - 2], None), Err(NetError::WrongLength));
        }
        assert_eq!(Net::from_bytes(b"not weights at all", None), Err(NetError::NotWeights));
        assert_eq!(Net::from_bytes(b"SKN", None), Err(NetError::NotWeights));
    }
}
