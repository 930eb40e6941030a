//! Statistics over many seeded Sampo games.

use super::Spread;
use crate::engine::dice::{DiceSource, SeededDice};
use crate::engine::sampo::{Game, HouseRules, SetupError, HOME};
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SampoStats {
    pub games: u64,
    pub wins_by_seat: Vec<u64>,
    pub rounds: Spread,
    /// How often a rolled turn ended on each square, squares 1 to 40.
    pub landings: Vec<u64>,
    pub final_coins_mean_by_seat: Vec<f64>,
}

/// Plays `games` games with `players` players, seat 1 starting, with dice from `seed`.
pub fn run(players: usize, games: u64, seed: u64, rules: HouseRules) -> Result<SampoStats, SetupError> {
    let fresh = Game::new(players, 0, rules)?;
    let mut dice = SeededDice::new(seed);
    let mut wins = vec![0u64; players];
    let mut landings = vec![0u64; HOME as usize];
    let mut coins = vec![0i64; players];
    let mut rounds = Vec::with_capacity(games as usize);
    for _ in 0..games {
        let mut g = fresh.clone();
        while !g.is_over() {
            let seat = g.turn();
            g.play(dice.roll(6)).expect("a roll of 1..=6 in a running game is legal");
            let sq = g.pawn(seat).square;
            if sq > 0 {
                landings[sq as usize - 1] += 1;
            }
        }
        wins[g.ranking().expect("the game is over")[0] as usize] += 1;
        for (c, p) in coins.iter_mut().zip(g.pawns()) {
            *c += p.coins as i64;
        }
        rounds.push(g.round());
    }
    Ok(SampoStats {
        games,
        wins_by_seat: wins,
        rounds: Spread::of(&mut rounds),
        landings,
        final_coins_mean_by_seat: coins.iter().map(|&c| c as f64 / games.max(1) as f64).collect(),
    })
}
