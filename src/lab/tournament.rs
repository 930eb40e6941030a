//! A round robin of the computer levels in one Sáhkku family, and their Elo ratings:
//! how much stronger each level is, with a confidence interval (`lab tournament`).
//!
//! Every pair plays `games` games, half with each level on side one; game k of either
//! half has the same dice (the run's seed, game k), so luck of the dice falls on both
//! levels alike. Ratings are the Bradley–Terry maximum-likelihood fit of every game
//! (a draw counts half a win to each), anchored at 0 for the first level named; their
//! intervals come from the fit's Fisher information (±1.96 standard errors).

use super::sahkku::SahkkuLab;
use super::stats::wilson_of;
use crate::engine::sahkku::Rules;
use serde::Serialize;

/// One pair's games: `wins[0]` for `players[0]`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Pair {
    pub players: [String; 2],
    pub games: u64,
    pub wins: [u64; 2],
    pub draws: u64,
    /// `players[0]`'s score (a draw is half a win) and its 95 % Wilson interval.
    pub score: f64,
    pub score_ci95: (f64, f64),
}

impl Pair {
    /// A pair's games from its counts, with the score and its interval.
    pub fn of(players: [String; 2], wins: [u64; 2], draws: u64) -> Pair {
        let games = wins[0] + wins[1] + draws;
        let points = wins[0] as f64 + draws as f64 / 2.0;
        let round = |x: f64| (x * 1000.0).round() / 1000.0;
        let (lo, hi) = wilson_of(points, games as f64);
        let score = if games == 0 { 0.5 } else { round(points / games as f64) };
        Pair { players, games, wins, draws, score, score_ci95: (round(lo), round(hi)) }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Rating {
    pub player: String,
    pub elo: f64,
    /// The interval of the rating against the anchor (the first level, whose is 0).
    pub ci95: (f64, f64),
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Tournament {
    pub games_per_pair: u64,
    pub seed: u64,
    pub pairs: Vec<Pair>,
    pub elo: Vec<Rating>,
}

/// Elo points per natural-log unit of the odds.
const ELO: f64 = 400.0 / std::f64::consts::LN_10;
/// A level that wins (or loses) every game has no finite rating: it is held here.
const CAP: f64 = 2000.0 / ELO;

/// Plays every pair of `players` (computer level ids) `games` times under `rules`.
pub fn tournament(rules: Rules, players: &[&str], games: u64, seed: u64) -> Result<Tournament, String> {
    if players.len() < 2 {
        return Err("a tournament needs at least two players".into());
    }
    let mut pairs = Vec::new();
    for i in 0..players.len() {
        for j in i + 1..players.len() {
            let (a, b) = (players[i], players[j]);
            let mut first = SahkkuLab::new(rules, [a, b], seed, None)?;
            first.run(games.div_ceil(2));
            let mut second = SahkkuLab::new(rules, [b, a], seed, None)?;
            second.run(games / 2);
            let (t1, t2) = (&first.tally, &second.tally);
            let wins = [t1.wins_by_seat[0] + t2.wins_by_seat[1], t1.wins_by_seat[1] + t2.wins_by_seat[0]];
            pairs.push(Pair::of([a.to_string(), b.to_string()], wins, t1.draws + t2.draws));
        }
    }
    let elo = ratings(players, &pairs);
    Ok(Tournament { games_per_pair: games, seed, pairs, elo })
}

/// Several runs' games of one family as one ladder (`lab ladder`): the games of each
/// pair of levels added up, whichever side each run named first (so that the fit's
/// prior counts once a pair), and the Elo of every level fitted over all of them,
/// `anchor` at 0 (else the first level named). A level that no games link to the
/// anchor, directly or through other levels, has no rating against it: refused.
pub fn ladder(pairs: &[Pair], anchor: Option<&str>) -> Result<(Vec<Pair>, Vec<Rating>), String> {
    let mut merged: Vec<Pair> = Vec::new();
    for p in pairs {
        let [a, b] = &p.players;
        if a == b {
            return Err(format!("a pair of '{a}' against itself"));
        }
        if let Some(m) = merged.iter_mut().find(|m| m.players[0] == *a && m.players[1] == *b) {
            *m = Pair::of(m.players.clone(), [m.wins[0] + p.wins[0], m.wins[1] + p.wins[1]], m.draws + p.draws);
        } else if let Some(m) = merged.iter_mut().find(|m| m.players[0] == *b && m.players[1] == *a) {
            *m = Pair::of(m.players.clone(), [m.wins[0] + p.wins[1], m.wins[1] + p.wins[0]], m.draws + p.draws);
        } else {
            merged.push(Pair::of(p.players.clone(), p.wins, p.draws));
        }
    }
    if merged.is_empty() {
        return Err("no games to rate".into());
    }
    let mut levels: Vec<&str> = Vec::new();
    for name in anchor.into_iter().chain(merged.iter().flat_map(|p| p.players.iter().map(String::as_str))) {
        if !levels.contains(&name) {
            levels.push(name);
        }
    }
    // The levels the anchor's games reach, pair by pair.
    let mut linked = vec![levels[0]];
    while let Some(next) = merged.iter().find_map(|p| {
        let [a, b] = [p.players[0].as_str(), p.players[1].as_str()];
        match (linked.contains(&a), linked.contains(&b)) {
            (true, false) => Some(b),
            (false, true) => Some(a),
            _ => None,
        }
    }) {
        linked.push(next);
    }
    if let Some(alone) = levels.iter().find(|l| !linked.contains(l)) {
        return Err(format!("no games link '{alone}' to '{}', directly or through other levels", levels[0]));
    }
    let elo = ratings(&levels, &merged);
    Ok((merged, elo))
}

/// The win probability of strength `x` against strength `y` (natural-log units).
fn expected(x: f64, y: f64) -> f64 {
    1.0 / (1.0 + (y - x).exp())
}

/// Drawn games added to every pair before the fit (a weak prior, as BayesElo's): a
/// level that wins every game against another then still has a finite rating, and two
/// levels that both sweep a third are told apart by their own games. One game in a
/// pair of hundreds moves a rating by a few points.
const VIRTUAL_DRAWS: f64 = 1.0;

/// Bradley–Terry ratings by Newton's method, the first player held at 0.
pub fn ratings(players: &[&str], pairs: &[Pair]) -> Vec<Rating> {
    let n = players.len();
    let at = |name: &str| players.iter().position(|p| *p == name).unwrap_or(0);
    let mut beta = vec![0.0; n];
    let mut info = vec![vec![0.0; n]; n];
    for _ in 0..100 {
        let mut grad = vec![0.0; n];
        info = vec![vec![0.0; n]; n];
        for p in pairs {
            let (i, j) = (at(&p.players[0]), at(&p.players[1]));
            let e = expected(beta[i], beta[j]);
            let games = p.games as f64 + VIRTUAL_DRAWS;
            let score = p.score * p.games as f64 + VIRTUAL_DRAWS / 2.0;
            grad[i] += score - games * e;
            grad[j] -= score - games * e;
            let w = games * e * (1.0 - e);
            info[i][i] += w;
            info[j][j] += w;
            info[i][j] -= w;
            info[j][i] -= w;
        }
        // Solve for the step without the anchor (player 0).
        let sub: Vec<Vec<f64>> = (1..n).map(|r| (1..n).map(|c| info[r][c]).collect()).collect();
        let Some(step) = solve(sub, grad[1..].to_vec()) else { break };
        let mut moved = 0.0f64;
        for (k, s) in step.iter().enumerate() {
            let next = (beta[k + 1] + s).clamp(-CAP, CAP);
            moved = moved.max((next - beta[k + 1]).abs());
            beta[k + 1] = next;
        }
        if moved < 1e-9 {
            break;
        }
    }
    // Standard errors from the inverse of the information without the anchor.
    let sub: Vec<Vec<f64>> = (1..n).map(|r| (1..n).map(|c| info[r][c]).collect()).collect();
    let se: Vec<f64> = (0..n - 1)
        .map(|k| {
            let mut unit = vec![0.0; n - 1];
            unit[k] = 1.0;
            solve(sub.clone(), unit).map_or(f64::INFINITY, |col| col[k].max(0.0).sqrt())
        })
        .collect();
    let round = |x: f64| (x * 10.0).round() / 10.0;
    (0..n)
        .map(|k| {
            let elo = beta[k] * ELO;
            let half = if k == 0 { 0.0 } else { 1.96 * se[k - 1] * ELO };
            let mut ci95 = (round(elo - half), round(elo + half));
            // A level that won (or lost) every game against the anchor has no finite fit:
            // its interval is the Elo of its score's Wilson interval, open on one side
            // (infinite, written as null).
            if k > 0 && beta[k].abs() >= CAP - 1e-9 {
                if let Some(p) = pairs
                    .iter()
                    .find(|p| at(&p.players[0]) + at(&p.players[1]) == k && p.players.iter().any(|q| at(q) == 0))
                {
                    let (lo, hi) = if at(&p.players[0]) == k {
                        p.score_ci95
                    } else {
                        (1.0 - p.score_ci95.1, 1.0 - p.score_ci95.0)
                    };
                    let to_elo = |s: f64| 400.0 * (s / (1.0 - s)).log10();
                    ci95 = (round(to_elo(lo)), round(to_elo(hi)));
                }
            }
            Rating { player: players[k].to_string(), elo: round(elo), ci95 }
        })
        .collect()
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting; `None` if singular.
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Option<Vec<f64>> {
    let n = b.len();
    for col in 0..n {
        let pivot = (col..n).max_by(|&x, &y| a[x][col].abs().total_cmp(&a[y][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        for row in col + 1..n {
            let f = a[row][col] / a[col][col];
            let pivot_row = a[col].clone();
            for (x, p) in a[row].iter_mut().zip(&pivot_row).skip(col) {
                *x -= f * p;
            }
            b[row] -= f * b[col];
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let s: f64 = (row + 1..n).map(|c| a[row][c] * x[c]).sum();
        x[row] = (b[row] - s) / a[row][row];
    }
    Some(x)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair(a: &str, b: &str, games: u64, score: f64) -> Pair {
        Pair { players: [a.into(), b.into()], games, wins: [0, 0], draws: 0, score, score_ci95: (0.0, 1.0) }
    }

    /// A 76 % score is about 200 Elo points; the interval holds the fit and the anchor is 0.
    #[test]
    fn a_score_of_three_in_four_is_about_two_hundred_points() {
        let r = ratings(&["a", "b"], &[pair("b", "a", 1000, 0.76)]);
        assert_eq!((r[0].elo, r[0].ci95), (0.0, (0.0, 0.0)));
        assert!((r[1].elo - 200.0).abs() < 1.0, "{:?}", r[1]);
        assert!(r[1].ci95.0 < r[1].elo && r[1].elo < r[1].ci95.1 && r[1].ci95.1 - r[1].ci95.0 < 80.0);
    }

    /// Consistent results chain: b 200 over a, c 200 over b, and c 400 over a. (5,000
    /// games a pair: the virtual draws pull ratings in by a point at 500, a tenth here.)
    #[test]
    fn ratings_chain_through_every_pair() {
        let p = |d: f64| 1.0 / (1.0 + 10f64.powf(-d / 400.0));
        let pairs = [pair("b", "a", 5000, p(200.0)), pair("c", "b", 5000, p(200.0)), pair("c", "a", 5000, p(400.0))];
        let r = ratings(&["a", "b", "c"], &pairs);
        assert!((r[1].elo - 200.0).abs() < 1.0 && (r[2].elo - 400.0).abs() < 1.0, "{r:?}");
    }

    /// A sweep still has a finite rating (the virtual draws), well above the other
    /// side, with an interval around it.
    #[test]
    fn a_clean_sweep_has_a_finite_rating_with_its_interval() {
        let mut sweep = pair("b", "a", 10, 1.0);
        sweep.score_ci95 = wilson_of(10.0, 10.0);
        let r = ratings(&["a", "b"], &[sweep]);
        assert!(r[1].elo > 300.0 && r[1].elo < 2000.0, "{:?}", r[1]);
        assert!(r[1].ci95.0 < r[1].elo && r[1].elo < r[1].ci95.1 && r[1].ci95.1.is_finite(), "{:?}", r[1]);
    }

    fn counted(a: &str, b: &str, wins: [u64; 2]) -> Pair {
        Pair::of([a.into(), b.into()], wins, 0)
    }

    /// A pair's games from two runs, named in either order, count as one pair: the same
    /// ratings as one run of all the games.
    #[test]
    fn a_ladder_adds_up_a_pairs_games_from_every_run_on_either_side() {
        let runs = [counted("a", "b", [30, 70]), counted("b", "a", [80, 20]), counted("b", "c", [50, 50])];
        let (pairs, elo) = ladder(&runs, None).unwrap();
        assert_eq!(pairs[0], counted("a", "b", [50, 150]));
        assert_eq!(pairs.len(), 2);
        let whole = ratings(&["a", "b", "c"], &[counted("a", "b", [50, 150]), counted("b", "c", [50, 50])]);
        assert_eq!(elo, whole);
        assert!(elo[1].elo > 150.0 && (elo[2].elo - elo[1].elo).abs() < 1.0, "{elo:?}");
    }

    /// The anchor named is at 0 and first, wherever its games are.
    #[test]
    fn a_ladder_is_anchored_at_the_level_named() {
        let runs = [counted("expert", "greedy", [80, 20]), counted("greedy", "random", [95, 5])];
        let (_, elo) = ladder(&runs, Some("random")).unwrap();
        let names: Vec<&str> = elo.iter().map(|r| r.player.as_str()).collect();
        assert_eq!(names, ["random", "expert", "greedy"]);
        assert_eq!(elo[0].elo, 0.0);
        assert!(elo[1].elo > elo[2].elo && elo[2].elo > 0.0, "{elo:?}");
    }

    /// Levels that never met the anchor's side have no rating against it: refused,
    /// naming one; so is an anchor without games.
    #[test]
    fn a_ladder_refuses_levels_no_games_link() {
        let runs = [counted("a", "b", [10, 10]), counted("c", "d", [10, 10])];
        assert!(ladder(&runs, None).unwrap_err().contains("'c'"));
        assert!(ladder(&runs[..1], Some("master")).unwrap_err().contains("'master'"));
        assert!(ladder(&runs[..1], None).is_ok());
        assert!(ladder(&[], None).is_err());
    }

    /// Two levels that both win every game against the anchor are told apart by the
    /// games between them: 145 to 55 is about 170 points.
    #[test]
    fn two_sweeps_of_the_anchor_are_told_apart_by_their_own_games() {
        let pairs = [pair("a", "b", 200, 0.0), pair("a", "c", 200, 0.0), pair("b", "c", 200, 0.275)];
        let r = ratings(&["a", "b", "c"], &pairs);
        let gap = r[2].elo - r[1].elo;
        assert!(r[1].elo < 2000.0 && r[2].elo < 2000.0, "{r:?}");
        assert!((gap - 168.0).abs() < 25.0, "{gap} {r:?}");
    }
}
