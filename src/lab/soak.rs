//! The soak: many random Sáhkku games of a preset, every step checked against the
//! engine's invariants (`make soak`, `lab soak`). Not part of `make test`: a million
//! games a family take hours; the property tests run the same checks on a few
//! hundred games.
//!
//! Each game's dice come from its own seed (the run's seed plus the game's number),
//! so a failure is reproduced by its seed alone, and a run can stop after any game
//! and go on from there (`Progress`, written to a checkpoint file).

use crate::engine::dice::SeededDice;
use crate::engine::sahkku::play::{random_choice, throw_dice};
use crate::engine::sahkku::{Expect, Outcome, Position, Record, Rules, Side, SubMove};
use serde::{Deserialize, Serialize};

/// What one position must satisfy, or the first thing it breaks: the pieces are
/// conserved (on the board or captured), inactive soldiers stay home, a queen is
/// missing only when her side lost by it, the gonagas leaves the board only where
/// Ohcejot takes it, and no move is listed twice.
pub fn invariants(pos: &Position) -> Result<(), String> {
    let rules = pos.rules();
    for side in Side::BOTH {
        let start = rules.soldiers as u16 + rules.queens as u16;
        if pos.pieces_accounted(side) != start {
            return Err(format!("{side:?} has {} pieces accounted for, not {start}", pos.pieces_accounted(side)));
        }
        for s in pos.soldiers(side) {
            if s.idx >= pos.geometry().path_len() {
                return Err(format!("{side:?} has a soldier off the path ({})", s.idx));
            }
            if !s.active && pos.soldier_cell(side, *s).row != side.home_row() {
                return Err(format!("{side:?} has an inactive soldier off its home row"));
            }
        }
        // The game ended with the queen's loss: by its capture, or by another win of
        // the same move (the gonagas captured with it: the engine names that reason).
        let queen_lost = matches!(pos.outcome(), Some(Outcome::Win { winner, .. }) if winner != side);
        if rules.queens && pos.queen(side).is_none() && !queen_lost {
            return Err(format!("{side:?}'s queen is gone but the game goes on"));
        }
    }
    if pos.king().is_none() && rules.ohcejot == crate::engine::sahkku::rules::Ohcejot::Off {
        return Err("the gonagas left the board without Ohcejot".into());
    }
    let legal = pos.legal_moves();
    if let Some(i) = (0..legal.len()).find(|&i| legal[..i].contains(&legal[i])) {
        return Err(format!("{:?} is listed twice in {legal:?}", legal[i]));
    }
    Ok(())
}

/// Every move shape the position describes, legal or not: each listed move is
/// accepted, and each other one refused (with its reason, an `Illegal`).
fn moves_agree(pos: &Position, legal: &[SubMove]) -> Result<(), String> {
    for &m in legal {
        if let Err(why) = pos.check(m) {
            return Err(format!("{m:?} is listed but refused ({why:?})"));
        }
    }
    for m in pos.shapes() {
        if pos.check(m).is_ok() != legal.contains(&pos.canonical(m)) {
            return Err(format!("{m:?}: check and the legal list disagree"));
        }
    }
    Ok(())
}

/// What a game was: how many sub-moves it took.
#[derive(Clone, Copy, Debug, Default)]
pub struct Played {
    pub moves: u64,
}

/// One random game under `rules` with the dice of `seed`, every step checked; its
/// record is replayed at the end and must reach the same position.
pub fn game(variant: crate::engine::sahkku::Variant, rules: Rules, seed: u64) -> Result<Played, String> {
    let mut pos = Position::new(rules);
    let mut dice = SeededDice::new(seed);
    let mut record = Record::new(variant, &rules);
    let mut played = Played::default();
    loop {
        invariants(&pos)?;
        match pos.expect() {
            Expect::Over => break,
            Expect::Throw { dice: n, .. } => {
                let faces = throw_dice(&pos, &mut dice, n);
                record.push_throw(&faces);
                pos.throw(&faces).map_err(|e| format!("the throw {faces:?} was refused: {e:?}"))?;
            }
            Expect::Move { .. } => {
                let legal = pos.legal_moves();
                if legal.is_empty() {
                    return Err("a move is asked for but none is listed".into());
                }
                moves_agree(&pos, &legal)?;
                let m = random_choice(&pos, &legal, &mut dice);
                record.push_move(&pos, m);
                let before = pos.clone();
                pos.play(m).map_err(|e| format!("{m:?} was listed but refused when played: {e:?}"))?;
                if pos == before {
                    return Err(format!("{m:?} left the position as it was"));
                }
                played.moves += 1;
            }
        }
    }
    let (replayed, _) = record.replay().map_err(|e| format!("the record does not replay: {e}"))?;
    if replayed != pos {
        return Err("the record replays to another position".into());
    }
    Ok(played)
}

/// A run's progress for one preset, as the checkpoint file keeps it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    pub variant: String,
    /// Games played (seeds `seed .. seed + games`).
    pub games: u64,
    pub moves: u64,
    /// The seeds of games that broke an invariant or panicked, with what happened.
    pub failures: Vec<(u64, String)>,
    /// Seconds spent on this preset so far.
    pub seconds: f64,
}

/// `game`, with a panic caught and told as a failure.
pub fn game_caught(variant: crate::engine::sahkku::Variant, seed: u64) -> Result<Played, String> {
    std::panic::catch_unwind(|| game(variant, variant.rules(), seed)).unwrap_or_else(|p| {
        let what = p
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default();
        Err(format!("panicked: {what}"))
    })
}

/// Plays `games` more games of `progress`'s preset (seeds from `seed + progress.games`)
/// on `threads` threads, adding them to `progress`.
pub fn run_chunk(progress: &mut Progress, seed: u64, games: u64, threads: u64) -> Result<(), String> {
    let variant = crate::engine::sahkku::Variant::from_id(&progress.variant).map_err(|e| e.to_string())?;
    let start = std::time::Instant::now();
    let first = seed.wrapping_add(progress.games);
    let results: Vec<(u64, Vec<(u64, String)>)> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                s.spawn(move || {
                    let (mut moves, mut failures) = (0, Vec::new());
                    for k in (t..games).step_by(threads as usize) {
                        let game_seed = first.wrapping_add(k);
                        match game_caught(variant, game_seed) {
                            Ok(p) => moves += p.moves,
                            Err(e) => failures.push((game_seed, e)),
                        }
                    }
                    (moves, failures)
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap_or_else(|_| (0, vec![(first, "a worker died".into())]))).collect()
    });
    for (moves, failures) in results {
        progress.moves += moves;
        progress.failures.extend(failures);
    }
    progress.failures.sort();
    progress.games += games;
    progress.seconds += start.elapsed().as_secs_f64();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sahkku::Variant;

    /// A soak of a few games of every preset finds nothing.
    #[test]
    fn a_short_soak_of_every_preset_finds_nothing() {
        for v in Variant::ALL {
            for seed in 0..3 {
                assert!(game_caught(v, seed).is_ok(), "{} seed {seed}", v.id());
            }
        }
    }
}
