//! One plain sentence per chart, in the reader's language: what a class should see
//! in it. The numbers come from the tallies; the words from the locale files.

use super::sahkku::SahkkuTally;
use super::sampo::CoinFlow;
use super::stats::{fairness, Counts, DiceTally, Fairness};
use crate::engine::sahkku::dice::Face;
use crate::engine::sahkku::rules::FaceSet;
use crate::i18n::{format_number, format_percent, Arg, Translator};

/// The index of the first largest and of the first smallest of `v` (0 when empty).
fn extremes(v: &[u64]) -> (usize, usize) {
    let most = (0..v.len()).max_by_key(|&i| (v[i], std::cmp::Reverse(i))).unwrap_or(0);
    let least = (0..v.len()).min_by_key(|&i| (v[i], i)).unwrap_or(0);
    (most, least)
}

fn num(t: &Translator, v: f64, decimals: usize) -> String {
    format_number(t.lang(), v, decimals)
}

fn pct(t: &Translator, share: f64) -> String {
    format_percent(t.lang(), share, 1)
}

/// How long the games last. `turns` chooses the unit: Sáhkku counts turns, Sampo rounds.
pub fn length(t: &Translator, lengths: &Counts, turns: bool) -> String {
    if lengths.total() == 0 {
        return t.t("lab-read-none");
    }
    let id = if turns { "lab-read-length-turns" } else { "lab-read-length-rounds" };
    t.t_args(
        id,
        &[
            ("median", Arg::Num(lengths.quantile(0.5) as i64)),
            ("p90", Arg::Num(lengths.quantile(0.9) as i64)),
            ("max", Arg::Num(lengths.max() as i64)),
        ],
    )
}

/// Which seat wins most, and whether the gap is more than chance.
pub fn wins(t: &Translator, wins: &[u64]) -> String {
    let decided: u64 = wins.iter().sum();
    if decided == 0 {
        return t.t("lab-read-none");
    }
    let (best, worst) = extremes(wins);
    let share = |i: usize| pct(t, wins[i] as f64 / decided as f64);
    let (best_share, worst_share) = (share(best), share(worst));
    let fair = vec![1.0 / wins.len() as f64; wins.len()];
    let id = match fairness(wins, &fair) {
        Fairness::TooFew => return t.t("lab-read-wins-few"),
        Fairness::Consistent { .. } => "lab-read-wins-even",
        Fairness::Unlikely { .. } => "lab-read-wins-uneven",
    };
    t.t_args(
        id,
        &[
            ("best", Arg::Num(best as i64 + 1)),
            ("best-share", Arg::Str(&best_share)),
            ("worst", Arg::Num(worst as i64 + 1)),
            ("worst-share", Arg::Str(&worst_share)),
            ("fair", Arg::Str(&pct(t, 1.0 / wins.len() as f64))),
        ],
    )
}

/// The squares where turns end most and least often.
pub fn landings(t: &Translator, landings: &[u64]) -> String {
    let total: u64 = landings.iter().sum();
    if total == 0 {
        return t.t("lab-read-none");
    }
    let (most, least) = extremes(landings);
    t.t_args(
        "lab-read-landings",
        &[
            ("most", Arg::Num(most as i64 + 1)),
            ("most-share", Arg::Str(&pct(t, landings[most] as f64 / total as f64))),
            ("least", Arg::Num(least as i64 + 1)),
            ("least-share", Arg::Str(&pct(t, landings[least] as f64 / total as f64))),
            ("even", Arg::Str(&pct(t, 1.0 / landings.len() as f64))),
        ],
    )
}

/// The squares that fill and empty the pot most.
pub fn coins(t: &Translator, flow: &CoinFlow, games: u64) -> String {
    let top = |v: &[u64]| Some(extremes(v).0).filter(|&i| v.get(i).is_some_and(|&c| c > 0));
    let (Some(into), Some(out)) = (top(&flow.into_pot), top(&flow.out_of_pot)) else {
        return t.t("lab-read-none");
    };
    let per_game = |c: u64| num(t, c as f64 / games.max(1) as f64, 1);
    t.t_args(
        "lab-read-coins",
        &[
            ("into", Arg::Num(into as i64 + 1)),
            ("into-mean", Arg::Str(&per_game(flow.into_pot[into]))),
            ("out", Arg::Num(out as i64 + 1)),
            ("out-mean", Arg::Str(&per_game(flow.out_of_pot[out]))),
        ],
    )
}

/// How many pieces a game costs each side.
pub fn captures(t: &Translator, tally: &SahkkuTally) -> String {
    if tally.games == 0 {
        return t.t("lab-read-none");
    }
    let g = tally.games as f64;
    let side = |s: usize| num(t, tally.captures[s].iter().sum::<u64>() as f64 / g, 1);
    t.t_args(
        "lab-read-captures",
        &[
            ("mean", Arg::Str(&num(t, tally.captures_per_game.mean(), 1))),
            ("one", Arg::Str(&side(0))),
            ("two", Arg::Str(&side(1))),
        ],
    )
}

/// The share of each face, thrown to move, that was burnt.
pub fn burnt_shares(tally: &SahkkuTally) -> Vec<f64> {
    tally
        .burnt
        .iter()
        .zip(&tally.thrown_to_move)
        .map(|(&b, &n)| if n == 0 { 0.0 } else { b as f64 / n as f64 })
        .collect()
}

/// The face most often lost because no piece could use it.
pub fn burnt(t: &Translator, tally: &SahkkuTally, set: FaceSet) -> String {
    if tally.games == 0 {
        return t.t("lab-read-none");
    }
    if tally.burnt.iter().all(|&b| b == 0) {
        return t.t("lab-read-burnt-none");
    }
    let shares = burnt_shares(tally);
    let faces = Face::set(set);
    let most = (0..4).max_by(|&a, &b| shares[a].total_cmp(&shares[b]).then(b.cmp(&a))).unwrap_or(0);
    let least = (0..4).min_by(|&a, &b| shares[a].total_cmp(&shares[b]).then(a.cmp(&b))).unwrap_or(0);
    t.t_args(
        "lab-read-burnt",
        &[
            ("face", Arg::Str(faces[most].symbol())),
            ("share", Arg::Str(&pct(t, shares[most]))),
            ("least", Arg::Str(faces[least].symbol())),
            ("least-share", Arg::Str(&pct(t, shares[least]))),
        ],
    )
}

/// Whether the dice look fair, with the sample size.
pub fn dice(t: &Translator, tally: &DiceTally) -> String {
    let n = tally.total() as i64;
    let faces = tally.counts.len();
    match tally.fairness() {
        // χ² needs about 5 expected per face.
        Fairness::TooFew => t.t_args("dice-read-few", &[("n", Arg::Num(n)), ("need", Arg::Num(5 * faces as i64))]),
        Fairness::Consistent { chi2, limit } => t.t_args(
            "dice-read-fair",
            &[("n", Arg::Num(n)), ("chi2", Arg::Str(&num(t, chi2, 1))), ("limit", Arg::Str(&num(t, limit, 1)))],
        ),
        Fairness::Unlikely { chi2, limit } => t.t_args(
            "dice-read-unlikely",
            &[("n", Arg::Num(n)), ("chi2", Arg::Str(&num(t, chi2, 1))), ("limit", Arg::Str(&num(t, limit, 1)))],
        ),
    }
}

/// How the second setting's games compare in length with the first's.
pub fn compare(t: &Translator, a: &Counts, b: &Counts) -> String {
    if a.total() == 0 || b.total() == 0 {
        return t.t("lab-read-none");
    }
    let (ma, mb) = (a.mean(), b.mean());
    let change = if ma > 0.0 { mb / ma - 1.0 } else { 0.0 };
    let id = if change.abs() < 0.02 {
        "lab-read-compare-same"
    } else if change > 0.0 {
        "lab-read-compare-longer"
    } else {
        "lab-read-compare-shorter"
    };
    t.t_args(
        id,
        &[
            ("change", Arg::Str(&format_percent(t.lang(), change.abs(), 0))),
            ("a", Arg::Str(&num(t, ma, 1))),
            ("b", Arg::Str(&num(t, mb, 1))),
        ],
    )
}
