//! A player's puzzles (`engine::sahkku::puzzle`): the rating that rises and falls
//! with each puzzle tried (Glicko-2, as lichess rates its puzzles), the streak, the
//! puzzles seen lately, which puzzle comes next, and one puzzle being tried: its
//! position, the sub-moves played so far, and the verdict once the turn is over.
//! Pure, so it is tested natively; the puzzle screen draws it.

use crate::engine::sahkku::puzzle::{Puzzle, Verdict};
use crate::engine::sahkku::turns::turn_ended;
use crate::engine::sahkku::{Illegal, Position, SubMove};
use serde::{Deserialize, Serialize};

/// Glicko-2's scale: a rating point is `SCALE` of its own units, around 1500.
const SCALE: f64 = 173.7178;
/// How much a rating's volatility may change (Glickman suggests 0.3 to 1.2; lichess's
/// puzzles use about this).
const TAU: f64 = 0.75;
/// A puzzle's own deviation: its rating is set by who finds it, not played in, so it
/// is taken as fairly sure.
pub const PUZZLE_DEVIATION: f64 = 80.0;
/// A new player's rating.
pub const START: Glicko = Glicko { rating: 1500.0, deviation: 350.0, volatility: 0.06 };
/// How many puzzles seen lately are not given again.
pub const RECENT: usize = 60;

/// A Glicko-2 rating, in Glicko's points.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Glicko {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Glicko {
    /// The rating after one game against each of `games` (their ratings and deviations)
    /// with `score` (1 won, 0 lost) each: Glickman's steps 2 to 8 ("Example of the
    /// Glicko-2 system", 2013), the volatility found by the Illinois algorithm.
    pub fn after(self, games: &[(f64, f64, f64)]) -> Glicko {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if games.is_empty() {
            let phi = (phi * phi + sigma * sigma).sqrt();
            return Glicko { deviation: (phi * SCALE).min(350.0), ..self };
        }
        let g = |phi_j: f64| 1.0 / (1.0 + 3.0 * phi_j * phi_j / (std::f64::consts::PI.powi(2))).sqrt();
        let e = |mu_j: f64, phi_j: f64| 1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp());
        let (mut inv_v, mut delta_sum) = (0.0, 0.0);
        for &(r, rd, s) in games {
            let (mu_j, phi_j) = ((r - 1500.0) / SCALE, rd / SCALE);
            let (gj, ej) = (g(phi_j), e(mu_j, phi_j));
            inv_v += gj * gj * ej * (1.0 - ej);
            delta_sum += gj * (s - ej);
        }
        let v = 1.0 / inv_v;
        let delta = v * delta_sum;
        // Step 5: the new volatility.
        let a = (sigma * sigma).ln();
        let f = |x: f64| {
            let ex = x.exp();
            ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex).powi(2)) - (x - a) / (TAU * TAU)
        };
        let mut big_a = a;
        let mut big_b = if delta * delta > phi * phi + v {
            (delta * delta - phi * phi - v).ln()
        } else {
            let mut k = 1.0;
            while f(a - k * TAU) < 0.0 {
                k += 1.0;
            }
            a - k * TAU
        };
        let (mut fa, mut fb) = (f(big_a), f(big_b));
        for _ in 0..100 {
            if (big_b - big_a).abs() <= 1e-6 {
                break;
            }
            let c = big_a + (big_a - big_b) * fa / (fb - fa);
            let fc = f(c);
            if fc * fb <= 0.0 {
                big_a = big_b;
                fa = fb;
            } else {
                fa /= 2.0;
            }
            big_b = c;
            fb = fc;
        }
        let sigma = (big_a / 2.0).exp();
        // Steps 6 to 8.
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu = mu + phi * phi * delta_sum;
        Glicko { rating: mu * SCALE + 1500.0, deviation: phi * SCALE, volatility: sigma }
    }

    /// After one puzzle of `rating`, solved or not.
    pub fn after_puzzle(self, rating: u16, solved: bool) -> Glicko {
        self.after(&[(rating as f64, PUZZLE_DEVIATION, if solved { 1.0 } else { 0.0 })])
    }
}

/// What the puzzle screen keeps in the browser between visits.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    pub rating: Glicko,
    pub streak: u32,
    pub best_streak: u32,
    pub solved: u32,
    pub tried: u32,
    /// The ids of the puzzles seen lately, the latest last.
    pub recent: Vec<String>,
}

impl Default for Progress {
    fn default() -> Progress {
        Progress { rating: START, streak: 0, best_streak: 0, solved: 0, tried: 0, recent: Vec::new() }
    }
}

impl Progress {
    /// The rating shown: whole points.
    pub fn shown(&self) -> i64 {
        self.rating.rating.round() as i64
    }

    /// Whether the rating is still provisional (lichess marks one with a `?`).
    pub fn provisional(&self) -> bool {
        self.rating.deviation > 110.0
    }

    /// Notes a puzzle tried (solved or missed); a puzzle seen (its answer revealed,
    /// untried) is only noted as seen.
    pub fn record(&mut self, puzzle: &Puzzle, solved: Option<bool>) {
        if let Some(solved) = solved {
            self.rating = self.rating.after_puzzle(puzzle.rating, solved);
            self.tried += 1;
            if solved {
                self.solved += 1;
                self.streak += 1;
                self.best_streak = self.best_streak.max(self.streak);
            } else {
                self.streak = 0;
            }
        }
        self.recent.retain(|id| *id != puzzle.id);
        self.recent.push(puzzle.id.clone());
        if self.recent.len() > RECENT {
            self.recent.remove(0);
        }
    }

    /// The next puzzle: of those not seen lately (or, all seen, of all), one of the
    /// eight rated nearest the player, by `seed`.
    pub fn pick(&self, puzzles: &[Puzzle], seed: u64) -> Option<usize> {
        let fresh: Vec<usize> = (0..puzzles.len()).filter(|&i| !self.recent.contains(&puzzles[i].id)).collect();
        let mut pool = if fresh.is_empty() { (0..puzzles.len()).collect() } else { fresh };
        let me = self.rating.rating;
        crate::engine::order::sort_by_key(&mut pool, |&i| (puzzles[i].rating as f64 - me).abs());
        pool.truncate(8);
        (!pool.is_empty()).then(|| pool[(seed % pool.len() as u64) as usize])
    }
}

/// One puzzle being tried.
#[derive(Clone, Debug, PartialEq)]
pub struct Attempt {
    pub start: Position,
    /// The position after the sub-moves played so far.
    pub now: Position,
    pub played: Vec<SubMove>,
    /// Once the turn is over.
    pub verdict: Option<Verdict>,
}

impl Attempt {
    /// The puzzle's position to answer; `None` where its record does not replay.
    pub fn new(puzzle: &Puzzle) -> Option<Attempt> {
        let start = puzzle.position().ok()?;
        Some(Attempt { now: start.clone(), start, played: Vec::new(), verdict: None })
    }

    /// Plays `mv`; at the end of the turn, the verdict.
    pub fn play(&mut self, puzzle: &Puzzle, mv: SubMove) -> Result<(), Illegal> {
        if self.verdict.is_some() {
            return Err(Illegal::NotNow);
        }
        self.now.play(mv)?;
        self.played.push(mv);
        if turn_ended(&self.now, self.start.turns()) {
            // A turn ending somewhere no choice ends (it cannot: every turn was listed)
            // counts as the costliest.
            self.verdict = Some(puzzle.judge(&self.start, &self.now).unwrap_or_else(|| Verdict {
                solved: false,
                given_away: puzzle.choices.last().map_or(0.0, |c| c.given_away),
                rank: puzzle.choices.len(),
            }));
        }
        Ok(())
    }

    /// Takes the last sub-move back, before the turn is over.
    pub fn take_back(&mut self) {
        if self.verdict.is_none() && self.played.pop().is_some() {
            let mut p = self.start.clone();
            for &m in &self.played {
                let _ = p.play(m);
            }
            self.now = p;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sahkku::notation::parse_move;
    use crate::engine::sahkku::puzzle::Choice;
    use crate::engine::sahkku::{Record, Variant};

    /// Glickman's worked example: 1500 (350 deviation would be new; his has 200),
    /// against 1400/30 won, 1550/100 lost and 1700/300 lost.
    #[test]
    fn glicko_2_gives_glickmans_worked_example() {
        let before = Glicko { rating: 1500.0, deviation: 200.0, volatility: 0.06 };
        let tau_of_example = before.after(&[(1400.0, 30.0, 1.0), (1550.0, 100.0, 0.0), (1700.0, 300.0, 0.0)]);
        // His τ is 0.5; ours is 0.75, which moves the volatility alone, and little.
        assert!((tau_of_example.rating - 1464.06).abs() < 0.1, "{tau_of_example:?}");
        assert!((tau_of_example.deviation - 151.52).abs() < 0.1, "{tau_of_example:?}");
        assert!((tau_of_example.volatility - 0.06).abs() < 0.001, "{tau_of_example:?}");
    }

    #[test]
    fn a_solved_puzzle_raises_the_rating_and_a_missed_one_lowers_it() {
        let up = START.after_puzzle(1500, true);
        let down = START.after_puzzle(1500, false);
        assert!(up.rating > 1500.0 && down.rating < 1500.0);
        assert!(up.deviation < START.deviation);
        // A hard puzzle solved raises it more than an easy one.
        assert!(START.after_puzzle(2000, true).rating > START.after_puzzle(1200, true).rating);
    }

    /// A puzzle of Lágesvuon's second turn (the start of the first mined game).
    fn puzzle() -> Puzzle {
        let v = Variant::Lagesvuon;
        let mut record = Record::new(v, &v.rules());
        record.entries =
            Record::parse_entries("[II] [III] [O] [X] [X II] keep X*c1-b1 X*c2-c1 II:b1-b3 [III X O] keep");
        let start = record.replay().expect("replays").0;
        let turns = crate::engine::sahkku::turns::every_turn(&start);
        let choices = turns
            .iter()
            .enumerate()
            .map(|(i, (line, _))| Choice {
                line: crate::engine::sahkku::review::line_text(&start, line.iter().copied()),
                given_away: i as f64 * 0.1,
            })
            .collect();
        Puzzle::new(record, true, false, choices)
    }

    #[test]
    fn playing_the_best_turn_solves_the_puzzle_and_another_says_its_cost() {
        let p = puzzle();
        for (rank, choice) in p.choices.iter().enumerate().take(3) {
            let mut a = Attempt::new(&p).expect("replays");
            for m in &choice.line {
                let mv = parse_move(&a.now, m).expect("a listed line");
                assert_eq!(a.verdict, None);
                a.play(&p, mv).expect("legal");
            }
            let v = a.verdict.expect("the turn is over");
            assert_eq!(v.rank, rank);
            assert_eq!(v.solved, rank == 0);
            assert!((v.given_away - rank as f64 * 0.1).abs() < 1e-9);
        }
    }

    #[test]
    fn a_sub_move_taken_back_leaves_the_position_it_was_played_in() {
        let p = puzzle();
        let mut a = Attempt::new(&p).expect("replays");
        let first = parse_move(&a.now, &p.choices[0].line[0]).expect("legal");
        a.play(&p, first).expect("legal");
        if a.verdict.is_none() {
            a.take_back();
            assert_eq!(a.now, a.start);
            assert!(a.played.is_empty());
        }
    }

    #[test]
    fn the_next_puzzle_is_rated_near_the_player_and_not_seen_lately() {
        let base = puzzle();
        let puzzles: Vec<Puzzle> =
            (0..30).map(|i| Puzzle { id: format!("{i:08x}"), rating: 1000 + 50 * i as u16, ..base.clone() }).collect();
        let mut progress = Progress::default();
        for seed in 0..20 {
            let i = progress.pick(&puzzles, seed).expect("some");
            let off = |p: &Puzzle| (p.rating as f64 - progress.rating.rating).abs();
            let fresh = puzzles.iter().filter(|p| !progress.recent.contains(&p.id));
            assert!(fresh.filter(|p| off(p) < off(&puzzles[i])).count() < 8, "one of the eight nearest");
            assert!(!progress.recent.contains(&puzzles[i].id));
            progress.record(&puzzles[i], None);
        }
        progress.record(&puzzles[0], Some(true));
        assert_eq!((progress.streak, progress.solved, progress.tried), (1, 1, 1));
        progress.record(&puzzles[1], Some(false));
        assert_eq!((progress.streak, progress.best_streak), (0, 1));
    }
}
