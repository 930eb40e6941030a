//! Statistics over many seeded Sáhkku games, and the engine benchmark.

use super::Spread;
use crate::engine::dice::{DiceSource, SeededDice};
use crate::engine::sahkku::ai::{self, Level};
use crate::engine::sahkku::event::Event;
use crate::engine::sahkku::play::{play_out, random_choice};
use crate::engine::sahkku::{Outcome, Position, Rules, Side, SubMove};
use serde::Serialize;

/// The computer players the lab knows.
pub const PLAYERS: &[&str] = &["random", "greedy", "expert"];

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SahkkuStats {
    pub games: u64,
    pub wins_by_seat: [u64; 2],
    pub draws: u64,
    pub plies: Spread,
    pub captures_mean: f64,
    pub playouts_per_sec: f64,
    pub plies_per_sec: f64,
}

type Chooser = fn(&Position, &[SubMove], &mut dyn DiceSource) -> SubMove;

fn chooser(name: &str) -> Option<Chooser> {
    match Level::from_id(name)? {
        Level::Random => Some(random_choice),
        Level::Greedy => Some(|p, _, d| ai::choose(p, Level::Greedy, d)),
        Level::Expert => Some(|p, _, d| ai::choose(p, Level::Expert, d)),
    }
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
    let [Some(c1), Some(c2)] = [chooser(players[0]), chooser(players[1])] else {
        let bad = players.iter().find(|p| chooser(p).is_none()).expect("one is unknown");
        return Err(format!("unknown player '{bad}' (known: {})", PLAYERS.join(", ")));
    };
    let mut dice = SeededDice::new(seed);
    let fresh = Position::new(rules);
    let mut wins = [0u64; 2];
    let mut draws = 0;
    let mut plies = Vec::with_capacity(games as usize);
    let mut captures = 0u64;
    let started = now();
    for _ in 0..games {
        let mut pos = fresh.clone();
        let n = play_out(
            &mut pos,
            &mut dice,
            |p, legal, d| if p.turn() == Side::One { c1(p, legal, d) } else { c2(p, legal, d) },
            None,
            |ev| captures += ev.iter().filter(|e| matches!(e, Event::Captured { .. })).count() as u64,
        );
        plies.push(n);
        match pos.outcome() {
            Some(Outcome::Win { winner, .. }) => wins[winner.index()] += 1,
            _ => draws += 1,
        }
    }
    let secs = (now() - started).max(1e-9);
    let total: u64 = plies.iter().map(|&p| p as u64).sum();
    Ok(SahkkuStats {
        games,
        wins_by_seat: wins,
        draws,
        plies: Spread::of(&mut plies),
        captures_mean: captures as f64 / games.max(1) as f64,
        playouts_per_sec: (games as f64 / secs).round(),
        plies_per_sec: (total as f64 / secs).round(),
    })
}

/// Times `decisions` decisions of the expert (playing side one against the greedy
/// player) in seeded games; returns the times in milliseconds, sorted.
pub fn expert_decision_ms(rules: Rules, decisions: usize, seed: u64, now: impl Fn() -> f64) -> Vec<f64> {
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
                    pos.throw(&faces).expect("asked for");
                }
                Expect::Move { side } => {
                    let level = if side == Side::One { Level::Expert } else { Level::Greedy };
                    let start = now();
                    let m = ai::choose(&pos, level, &mut dice);
                    if side == Side::One {
                        times.push((now() - start) * 1000.0);
                    }
                    pos.play(m).expect("legal");
                }
            }
        }
    }
    times.sort_by(f64::total_cmp);
    times
}

/// The value at fraction `q` of sorted values.
pub fn quantile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    sorted[((sorted.len() - 1) as f64 * q).round() as usize]
}
