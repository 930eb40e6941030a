//! Statistics over many seeded Sáhkku games, and the engine benchmark.

use super::stats::{add_into, Counts, DiceTally};
use super::Spread;
use crate::engine::dice::{DiceSource, SeededDice};
use crate::engine::sahkku::dice::Face;
use crate::engine::sahkku::event::{Event, PieceKind};
use crate::engine::sahkku::levels::{self, Level};
use crate::engine::sahkku::master;
use crate::engine::sahkku::net::Net;
use crate::engine::sahkku::play::{play_out, random_choice, Plies};
use crate::engine::sahkku::rules::FaceSet;
use crate::engine::sahkku::{Outcome, Position, Rules, Side, SubMove};
use crate::engine::Checked;
use serde::Serialize;

/// How a lab player chooses its sub-moves.
type Chooser = Box<dyn FnMut(&Position, &[SubMove], &mut dyn DiceSource) -> SubMove>;

/// A lab player: a computer level, scoring with the hand-made weights, or with a
/// trained network (`expert+net`, `master+net`: its family's shipped weights;
/// `expert+net:FILE`, `master+net:FILE`: any weights file, to measure one before it ships).
#[derive(Clone, Debug, PartialEq)]
pub struct LabPlayer {
    pub level: Level,
    pub net: Option<Trained>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Trained {
    Shipped,
    File(String),
}

impl LabPlayer {
    pub fn from_name(name: &str) -> Option<LabPlayer> {
        let (level, net) = match name.split_once('+') {
            None => (name, None),
            Some((level, "net")) => (level, Some(Trained::Shipped)),
            Some((level, file)) => (level, Some(Trained::File(file.strip_prefix("net:")?.to_string()))),
        };
        let level = Level::from_id(level)?;
        if net.is_some() && !matches!(level, Level::Expert | Level::Master) {
            return None;
        }
        Some(LabPlayer { level, net })
    }

    /// Its network under `rules`, where it plays with one (`given`: the shipped
    /// file's bytes, as `nets::shipped` takes them).
    fn network(&self, rules: &Rules, given: Option<&[u8]>) -> Result<Option<Net>, String> {
        match &self.net {
            None => Ok(None),
            Some(Trained::Shipped) => super::nets::shipped(rules, given).map(Some),
            Some(Trained::File(f)) => super::nets::from_file(f).map(Some),
        }
    }

    fn chooser(&self, rules: &Rules, given: Option<&[u8]>) -> Result<Chooser, String> {
        let net = self.network(rules, given)?;
        Ok(match (self.level, net) {
            (Level::Random, _) => Box::new(random_choice),
            (Level::Expert, Some(net)) => Box::new(move |p, _, _| levels::best_with(p, &net)),
            (Level::Master, net) => {
                // The master keeps its plan for the rest of a turn between sub-moves.
                let mut player = master::Player::new(master::NODES);
                Box::new(move |p, _, _| player.choose(p, net.as_ref()))
            }
            (level, _) => Box::new(move |p, _, d| levels::choose(p, level, d)),
        })
    }
}

/// The two players, or the name that is none.
pub fn players(names: [&str; 2]) -> Result<[LabPlayer; 2], String> {
    match names.map(LabPlayer::from_name) {
        [Some(one), Some(two)] => Ok([one, two]),
        _ => {
            let bad = names.iter().find(|p| LabPlayer::from_name(p).is_none()).expect("one is unknown");
            let known: Vec<_> = Level::ALL.iter().map(|l| l.id()).collect();
            Err(format!("unknown player '{bad}' (known: {}; expert+net, master+net)", known.join(", ")))
        }
    }
}

/// Everything the lab counts about a run of games.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SahkkuTally {
    pub games: u64,
    pub wins_by_seat: [u64; 2],
    pub draws: u64,
    /// Turns each game lasted.
    pub turns: Counts,
    /// Sub-moves played in all games.
    pub plies: u64,
    /// Pieces captured by each side, by kind: soldiers, gonagas, queens.
    pub captures: [[u64; 3]; 2],
    /// Pieces captured in each game (both sides).
    pub captures_per_game: Counts,
    /// Every die thrown (opening throws and re-rolls included), each once, by face
    /// in the order of the family's face set.
    pub thrown: DiceTally,
    /// Dice in hand to move with (fresh throws, re-rolls, and the opening X that
    /// begins the first turn), and of those the ones burnt, by face.
    pub thrown_to_move: Vec<u64>,
    pub burnt: Vec<u64>,
}

impl SahkkuTally {
    /// Adds the counts of other games of the same setting.
    pub fn add(&mut self, o: &SahkkuTally) {
        self.games += o.games;
        for i in 0..2 {
            self.wins_by_seat[i] += o.wins_by_seat[i];
            for k in 0..3 {
                self.captures[i][k] += o.captures[i][k];
            }
        }
        self.draws += o.draws;
        add_into(&mut self.turns.0, &o.turns.0);
        self.plies += o.plies;
        add_into(&mut self.captures_per_game.0, &o.captures_per_game.0);
        add_into(&mut self.thrown.counts, &o.thrown.counts);
        add_into(&mut self.thrown_to_move, &o.thrown_to_move);
        add_into(&mut self.burnt, &o.burnt);
    }

    pub(super) fn new() -> SahkkuTally {
        SahkkuTally {
            games: 0,
            wins_by_seat: [0; 2],
            draws: 0,
            turns: Counts::default(),
            plies: 0,
            captures: [[0; 3]; 2],
            captures_per_game: Counts::default(),
            thrown: DiceTally::new(4),
            thrown_to_move: vec![0; 4],
            burnt: vec![0; 4],
        }
    }
}

/// Where each face stands in the family's set of four, read as `places[face as usize]`
/// (a face outside the set at 0): worked out once, then read for every die counted
/// (searching the set for each die had been a tenth of a playout in wasm).
pub fn face_places(set: FaceSet) -> [usize; 5] {
    let mut places = [0usize; 5];
    for (i, f) in Face::set(set).into_iter().enumerate() {
        places[f as usize] = i;
    }
    places
}

fn kind_index(k: PieceKind) -> usize {
    match k {
        PieceKind::Soldier => 0,
        PieceKind::King => 1,
        PieceKind::Queen => 2,
    }
}

/// A run in progress.
pub struct SahkkuLab {
    fresh: Position,
    choosers: [Chooser; 2],
    seed: u64,
    /// The number of the next game, which picks its dice.
    pub next_game: u64,
    pub tally: SahkkuTally,
    /// Piece plies, decisions and throws of every game played (for `lab bench`).
    pub plies: Plies,
}

/// Where the run stands: its players are functions, which have no `Debug`.
impl std::fmt::Debug for SahkkuLab {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SahkkuLab")
            .field("next_game", &self.next_game)
            .field("tally", &self.tally)
            .finish_non_exhaustive()
    }
}

impl SahkkuLab {
    /// `given`: the family's shipped weights file, for a player `…+net` (`nets::shipped`).
    pub fn new(rules: Rules, names: [&str; 2], seed: u64, given: Option<&[u8]>) -> Result<SahkkuLab, String> {
        let [one, two] = players(names)?;
        Ok(SahkkuLab {
            choosers: [one.chooser(&rules, given)?, two.chooser(&rules, given)?],
            fresh: Position::new(rules),
            seed,
            next_game: 0,
            tally: SahkkuTally::new(),
            plies: Plies::default(),
        })
    }

    /// Plays `games` more games.
    pub fn run(&mut self, games: u64) {
        for _ in 0..games {
            self.play_one();
        }
    }

    fn play_one(&mut self) {
        let mut pos = self.fresh.clone();
        let mut dice = SeededDice::for_game(self.seed, self.next_game);
        self.next_game += 1;
        let place = face_places(pos.rules().faces);
        let [c1, c2] = &mut self.choosers;
        let t = &mut self.tally;
        let mut captured = 0u32;
        let plies = play_out(
            &mut pos,
            &mut dice,
            |p, legal, d| if p.turn() == Side::One { c1(p, legal, d) } else { c2(p, legal, d) },
            None,
            |events| {
                for e in events {
                    match e {
                        Event::OpeningThrow { faces, .. } => {
                            faces.iter().for_each(|&f| t.thrown.add(place[f as usize]))
                        }
                        Event::Thrown { faces, kept, .. } => {
                            for (i, &f) in faces.iter().enumerate() {
                                // A die carried over was counted when it was thrown.
                                if i >= *kept as usize {
                                    t.thrown.add(place[f as usize]);
                                }
                                t.thrown_to_move[place[f as usize]] += 1;
                            }
                        }
                        Event::Rerolled { face, .. } => {
                            t.thrown.add(place[*face as usize]);
                            t.thrown_to_move[place[*face as usize]] += 1;
                        }
                        Event::Burnt { faces, .. } => faces.iter().for_each(|&f| t.burnt[place[f as usize]] += 1),
                        Event::Captured { side, piece, count, .. } => {
                            t.captures[side.index()][kind_index(*piece)] += *count as u64;
                            captured += *count as u32;
                        }
                        _ => {}
                    }
                }
            },
        );
        t.games += 1;
        t.plies += plies.sub_moves() as u64;
        self.plies.piece += plies.piece;
        self.plies.decisions += plies.decisions;
        self.plies.throws += plies.throws;
        t.turns.add(pos.turns());
        t.captures_per_game.add(captured);
        match pos.outcome() {
            Some(Outcome::Win { winner, .. }) => t.wins_by_seat[winner.index()] += 1,
            _ => t.draws += 1,
        }
    }
}

/// The summary `lab sahkku` prints.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SahkkuStats {
    pub games: u64,
    pub wins_by_seat: [u64; 2],
    pub draws: u64,
    pub turns: Spread,
    pub plies_mean: f64,
    pub captures_mean: f64,
    pub burnt_by_face: Vec<u64>,
    pub playouts_per_sec: f64,
    /// Sub-moves a second: piece plies and keep / re-throw decisions together.
    pub plies_per_sec: f64,
    /// One die spent on a piece, a second (how other engines count a ply).
    pub piece_plies_per_sec: f64,
    pub decisions_per_sec: f64,
    pub throws_per_sec: f64,
}

/// Plays `games` games with dice from `seed`. `now` reads a clock in seconds (the
/// caller's: natively `Instant`, in the browser `performance.now()`), for the rates.
pub fn run(
    rules: Rules,
    players: [&str; 2],
    games: u64,
    seed: u64,
    now: impl Fn() -> f64,
) -> Result<SahkkuStats, String> {
    let mut lab = SahkkuLab::new(rules, players, seed, None)?;
    let started = now();
    lab.run(games);
    let secs = (now() - started).max(1e-9);
    let t = &lab.tally;
    Ok(SahkkuStats {
        games,
        wins_by_seat: t.wins_by_seat,
        draws: t.draws,
        turns: Spread::of_counts(&t.turns),
        plies_mean: t.plies as f64 / games.max(1) as f64,
        captures_mean: t.captures_per_game.mean(),
        burnt_by_face: t.burnt.clone(),
        playouts_per_sec: (games as f64 / secs).round(),
        plies_per_sec: (t.plies as f64 / secs).round(),
        piece_plies_per_sec: (lab.plies.piece as f64 / secs).round(),
        decisions_per_sec: (lab.plies.decisions as f64 / secs).round(),
        throws_per_sec: (lab.plies.throws as f64 / secs).round(),
    })
}

/// Times `decisions` decisions of the expert (playing side one against the greedy
/// player) in seeded games; returns the times in milliseconds, sorted.
pub fn expert_decision_ms(rules: Rules, decisions: usize, seed: u64, now: impl Fn() -> f64) -> Vec<f64> {
    side_one_ms(rules, decisions, seed, |pos, dice| {
        let start = now();
        let m = levels::choose(pos, Level::Expert, dice);
        let ms = (now() - start) * 1000.0;
        pos.play(m).checked("legal");
        Some(ms)
    })
}

/// The master's decision times in milliseconds and the positions it scored in each,
/// both sorted, thinking `budget_ms` a turn by `now` (seconds) as the app's thinking
/// thread does (`thinking::timed_turn`), over `decisions` turns of games against
/// greedy: the first `decisions` it thinks over (a turn with one way to play, or a
/// decision on a throw, is played by greedy and not counted); scored by `net` where given.
pub fn master_decision_ms(
    rules: Rules,
    decisions: usize,
    seed: u64,
    budget_ms: f64,
    now: impl Fn() -> f64,
    net: Option<&Net>,
) -> (Vec<f64>, Vec<f64>) {
    let clock = || now() * 1000.0;
    let mut nodes = Vec::with_capacity(decisions);
    let times = side_one_ms(rules, decisions, seed, |pos, dice| {
        if *pos.phase() != crate::engine::sahkku::Phase::Moving || pos.legal_moves().len() < 2 {
            pos.play(levels::choose(pos, Level::Greedy, dice)).checked("legal");
            return None;
        }
        let start = clock();
        let thought = crate::session::thinking::timed_turn(pos, budget_ms, &clock, net);
        let ms = clock() - start;
        nodes.push(thought.nodes as f64);
        for m in thought.plan {
            pos.play(m).checked("the master's turn is legal");
        }
        Some(ms)
    });
    nodes.sort_unstable_by(f64::total_cmp);
    (times, nodes)
}

/// A game of `variant` between two random players of at least `turns` turns (the
/// first such from `seed` on), as a record: the long game a review is timed on.
pub fn long_game(variant: crate::engine::sahkku::Variant, turns: u32, seed: u64) -> crate::engine::sahkku::Record {
    (seed..)
        .map(|s| levels::recorded_game(variant, [Level::Random, Level::Random], s))
        .find(|(_, end)| end.turns() >= turns)
        .expect("random games of every length come")
        .0
}

/// The time in milliseconds to review `record` (`engine::sahkku::review`) with the
/// learned score `net` (else the expert's), by `now` (seconds), and its turns.
pub fn review_ms(
    record: &crate::engine::sahkku::Record,
    net: Option<&crate::engine::sahkku::net::Net>,
    now: impl Fn() -> f64,
) -> (u32, f64) {
    let start = now();
    let r = crate::engine::sahkku::review::review(record, net).checked("a played game");
    let ms = (now() - start) * 1000.0;
    (r.points.last().map_or(0, |p| p.turn), ms)
}

/// Side one's decision times in seeded games against the greedy player: `decide` is
/// called where side one is to move, plays its part and gives the milliseconds it
/// took, or `None` where that does not count. The first `decisions` times, sorted.
fn side_one_ms(
    rules: Rules,
    decisions: usize,
    seed: u64,
    mut decide: impl FnMut(&mut Position, &mut SeededDice) -> Option<f64>,
) -> Vec<f64> {
    use crate::engine::sahkku::Expect;
    let mut times = Vec::with_capacity(decisions);
    let mut game = 0;
    while times.len() < decisions {
        let mut pos = Position::new(rules);
        let mut dice = SeededDice::new(seed + game);
        game += 1;
        while times.len() < decisions {
            match pos.expect() {
                Expect::Over => break,
                Expect::Throw { dice: n, .. } => {
                    let faces = crate::engine::sahkku::play::throw_dice(&pos, &mut dice, n);
                    pos.throw(&faces).checked("asked for");
                }
                Expect::Move { side: Side::One } => times.extend(decide(&mut pos, &mut dice)),
                Expect::Move { .. } => {
                    let m = levels::choose(&pos, Level::Greedy, &mut dice);
                    pos.play(m).checked("legal");
                }
            }
        }
    }
    times.sort_unstable_by(f64::total_cmp);
    times
}

/// The value at fraction `q` of sorted values.
pub fn quantile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    sorted[((sorted.len() - 1) as f64 * q).round() as usize]
}

/// Every die thrown so far in a recorded game, by face, for the dice statistics of
/// a game in progress.
pub fn record_dice(record: &crate::engine::sahkku::Record, set: FaceSet) -> DiceTally {
    let (mut tally, place) = (DiceTally::new(4), face_places(set));
    for faces in record.entries.iter().filter_map(|e| e.faces()) {
        for &f in faces {
            tally.add(place[f as usize]);
        }
    }
    tally
}
