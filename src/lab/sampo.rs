//! Statistics over many seeded Sampo games, gathered a batch at a time so that the
//! browser can draw its progress between batches.

use super::stats::{add_into, Counts, DiceTally};
use super::Spread;
use crate::engine::dice::{DiceSource, SeededDice};
use crate::engine::sampo::{Account, Event, Game, HouseRules, SetupError, DIE_FACES, HOME};
use crate::engine::Checked;
use serde::Serialize;

/// Where the coins went, by the square whose story moved them.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CoinFlow {
    /// Coins paid into the pot, index = square − 1.
    pub into_pot: Vec<u64>,
    /// Coins taken out of the pot.
    pub out_of_pot: Vec<u64>,
    /// Coins paid from one player to another.
    pub between_players: Vec<u64>,
}

/// Everything the lab counts about a run of games.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SampoTally {
    pub players: usize,
    pub games: u64,
    pub wins_by_seat: Vec<u64>,
    /// Rounds each game lasted.
    pub rounds: Counts,
    /// How often a roll ended with the roller's pawn on each square, index = square − 1.
    pub landings: Vec<u64>,
    pub flow: CoinFlow,
    /// Sum over games of each seat's coins at the end.
    pub final_coins_by_seat: Vec<i64>,
    pub rolls: DiceTally,
}

impl SampoTally {
    /// Adds the counts of other games of the same setting.
    pub fn add(&mut self, o: &SampoTally) {
        self.games += o.games;
        add_into(&mut self.wins_by_seat, &o.wins_by_seat);
        add_into(&mut self.rounds.0, &o.rounds.0);
        add_into(&mut self.landings, &o.landings);
        add_into(&mut self.flow.into_pot, &o.flow.into_pot);
        add_into(&mut self.flow.out_of_pot, &o.flow.out_of_pot);
        add_into(&mut self.flow.between_players, &o.flow.between_players);
        add_into(&mut self.final_coins_by_seat, &o.final_coins_by_seat);
        add_into(&mut self.rolls.counts, &o.rolls.counts);
    }

    fn new(players: usize) -> SampoTally {
        let squares = HOME as usize;
        SampoTally {
            players,
            games: 0,
            wins_by_seat: vec![0; players],
            rounds: Counts::default(),
            landings: vec![0; squares],
            flow: CoinFlow {
                into_pot: vec![0; squares],
                out_of_pot: vec![0; squares],
                between_players: vec![0; squares],
            },
            final_coins_by_seat: vec![0; players],
            rolls: DiceTally::new(DIE_FACES as usize),
        }
    }

    /// Counts the coins moved by one roll. A transfer belongs to the square whose
    /// story the pawn was last told (or, for N° 23, where its walk ended).
    fn count_flow(&mut self, events: &[Event]) {
        let mut square = 0u8;
        for e in events {
            match e {
                Event::Walked { path, .. } => square = *path.last().unwrap_or(&0),
                Event::Landed { square: s, .. } => square = *s,
                Event::Transfer { from, to, amount, .. } if square > 0 && *amount > 0 => {
                    let i = square as usize - 1;
                    let amount = *amount as u64;
                    match (from, to) {
                        (_, Account::Pot) => self.flow.into_pot[i] += amount,
                        (Account::Pot, _) => self.flow.out_of_pot[i] += amount,
                        _ => self.flow.between_players[i] += amount,
                    }
                }
                _ => {}
            }
        }
    }
}

/// A run in progress: the dice, the tally so far, and a game to copy for each new one.
#[derive(Debug)]
pub struct SampoLab {
    fresh: Game,
    seed: u64,
    /// The number of the next game, which picks its dice.
    pub next_game: u64,
    events: Vec<Event>,
    pub tally: SampoTally,
}

impl SampoLab {
    pub fn new(players: usize, seed: u64, rules: HouseRules) -> Result<SampoLab, SetupError> {
        Ok(SampoLab {
            fresh: Game::new(players, 0, rules)?,
            seed,
            next_game: 0,
            events: Vec::with_capacity(32),
            tally: SampoTally::new(players),
        })
    }

    /// Plays `games` more games.
    pub fn run(&mut self, games: u64) {
        for _ in 0..games {
            self.play_one();
        }
    }

    fn play_one(&mut self) {
        let mut g = self.fresh.clone();
        let mut dice = SeededDice::for_game(self.seed, self.next_game);
        self.next_game += 1;
        let t = &mut self.tally;
        while !g.is_over() {
            let seat = g.turn();
            let roll = dice.roll(DIE_FACES);
            t.rolls.add(roll as usize - 1);
            self.events.clear();
            g.play_into(roll, &mut self.events).checked("a roll of 1..=6 in a running game is legal");
            t.count_flow(&self.events);
            let sq = g.pawn(seat).square;
            if sq > 0 {
                t.landings[sq as usize - 1] += 1;
            }
        }
        t.games += 1;
        t.wins_by_seat[g.ranking().expect("the game is over")[0] as usize] += 1;
        for (c, p) in t.final_coins_by_seat.iter_mut().zip(g.pawns()) {
            *c += p.coins as i64;
        }
        t.rounds.add(g.round());
    }
}

/// The summary `lab sampo` prints.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SampoStats {
    pub games: u64,
    pub wins_by_seat: Vec<u64>,
    pub rounds: Spread,
    /// How often a rolled turn ended on each square, squares 1 to 40.
    pub landings: Vec<u64>,
    pub final_coins_mean_by_seat: Vec<f64>,
    pub rolls_by_face: Vec<u64>,
}

impl From<&SampoTally> for SampoStats {
    fn from(t: &SampoTally) -> SampoStats {
        SampoStats {
            games: t.games,
            wins_by_seat: t.wins_by_seat.clone(),
            rounds: Spread::of_counts(&t.rounds),
            landings: t.landings.clone(),
            final_coins_mean_by_seat: t.final_coins_by_seat.iter().map(|&c| c as f64 / t.games.max(1) as f64).collect(),
            rolls_by_face: t.rolls.counts.clone(),
        }
    }
}

/// Plays `games` games with `players` players, seat 1 starting, with dice from `seed`.
pub fn run(players: usize, games: u64, seed: u64, rules: HouseRules) -> Result<SampoStats, SetupError> {
    let mut lab = SampoLab::new(players, seed, rules)?;
    lab.run(games);
    Ok(SampoStats::from(&lab.tally))
}

/// The rolls of a recorded game, by face.
pub fn record_dice(record: &crate::engine::sampo::Record) -> DiceTally {
    let mut tally = DiceTally::new(DIE_FACES as usize);
    for &r in record.rolls.iter().filter(|&&r| (1..=DIE_FACES).contains(&r)) {
        tally.add(r as usize - 1);
    }
    tally
}
