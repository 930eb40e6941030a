//! `lab puzzles`: mining positions of master games where one turn is clearly best
//! (docs/ai.md, "The puzzles").
//!
//! Games of the master against itself (its family's learned score, `GAME_NODES` a
//! decision, which is quicker than the app's budget and plays alike) are walked turn by
//! turn. Where a side has thrown and has at least `MIN_TURNS` ways to finish its turn,
//! the analysis of the hint (`analysis::analyse`) weighs them at the master's normal
//! budget (`master::NODES`). A position is kept where the best turn was rolled out and
//! every other gives away at least `MARGIN`, and a second analysis, at `VERIFY` times
//! the budget on other dice, finds the same best turn with the same margin, and the
//! lab's oracle (`lab::oracle`, stronger than the master) confirms it: its best turn
//! beats each of the next `CONFIRM_WIDTH` by at least two standard errors of the
//! oracle's own difference (`confirm`). Its difficulty is whether the greedy level and
//! the expert play that turn. `lab rejudge` confirms a shipped file the same way.

use crate::engine::dice::{DiceSource, SeededDice};
use crate::engine::hash::of as hash_of;
use crate::engine::sahkku::analysis::{analyse, Analysis, Depth};
use crate::engine::sahkku::levels::{self, Level};
use crate::engine::sahkku::master::{Params, Player};
use crate::engine::sahkku::net::Net;
use crate::engine::sahkku::puzzle::{end_of, Choice, Puzzle};
use crate::engine::sahkku::turns::{every_turn, turn_ended};
use crate::engine::sahkku::{Position, Record, Variant};
use crate::lab::oracle::{Oracle, HORIZON};
use crate::lab::walk::walk_turns;
use std::ops::ControlFlow;

/// The least chance of winning every other turn must give away against the best: five
/// points. At the master's budget the analysis's own noise between two rolled-out turns
/// is well below it (they share their dice); the verification at `VERIFY` times the
/// budget is the check of that, and a player who misses by five points has missed
/// something a stronger player would see.
pub const MARGIN: f64 = 0.05;
/// How many times the budget the verifying search spends.
pub const VERIFY: u64 = 4;
/// Turns to choose from, at least: with two, a coin finds it half the time.
pub const MIN_TURNS: usize = 3;
/// Puzzles a game gives at most, and the turns left out after each: puzzles of many
/// games, from their openings to their ends, rather than many of a few.
pub const PER_GAME: usize = 4;
pub const APART: u32 = 8;

/// The puzzles of one game of `variant` on the dice of `seed`, weighed at `nodes` (the
/// app's `master::NODES`) and confirmed `how` (`CONFIRMING`; `None`: not looked at by
/// the oracle, in tests, where a debug build plays too slowly for it).
pub fn mine_game(variant: Variant, seed: u64, net: Option<&Net>, nodes: u64, how: Option<Confirming>) -> Vec<Puzzle> {
    let game_nodes = nodes / 6;
    let mut players = [Player::new(game_nodes), Player::new(game_nodes)];
    let mut found = Vec::new();
    let mut next = 0;
    let choose = |pos: &Position, _: &mut SeededDice| players[pos.turn().index()].choose(pos, net);
    walk_turns(variant, seed, choose, |record, pos| {
        if pos.turns() >= next {
            if let Some(p) = judge(record, pos, net, seed, nodes, how) {
                found.push(p);
                next = pos.turns() + APART;
            }
        }
        if found.len() >= PER_GAME {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    found
}

/// The turns after the best that the oracle weighs it against: the ranking's second
/// (every other gives away more by the ranking).
pub const CONFIRM_WIDTH: usize = 1;

/// How the oracle looks at a puzzle: its horizon, and its rounds (a first look, and
/// where that leaves the margin within two standard errors, one look at more).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Confirming {
    pub horizon: u32,
    pub rounds: [u32; 2],
}

/// The look every shipped puzzle passed: at 128 rounds the margin's standard error is
/// about two points (docs/ai.md, "The oracle"), so a five-point margin is mostly
/// confirmed at once; the closest need four times as many.
pub const CONFIRMING: Confirming = Confirming { horizon: HORIZON, rounds: [128, 512] };

/// What the oracle says of a puzzle's best turn: confirmed where it beats each of the
/// next `CONFIRM_WIDTH` turns by two standard errors; its least margin over them (a
/// chance of winning), that margin's standard error, and the rounds it took.
#[derive(Clone, Debug, PartialEq)]
pub struct Confirmation {
    pub confirmed: bool,
    pub margin: f64,
    pub error: f64,
    pub rounds: u32,
}

/// The oracle's look at `puzzle` (its family's learned score `net` where it ships one);
/// `None` where its record or a listed turn does not replay.
pub fn confirm(puzzle: &Puzzle, net: Option<&Net>, how: Confirming) -> Option<Confirmation> {
    let pos = puzzle.position().ok()?;
    let ends: Vec<Position> =
        puzzle.choices.iter().take(CONFIRM_WIDTH + 1).map(|c| end_of(&pos, &c.line)).collect::<Option<_>>()?;
    let params = Params::for_rules(pos.rules());
    let oracle = Oracle { score: params.score(net), horizon: how.horizon };
    let mut last = None;
    for rounds in how.rounds {
        let w = oracle.weigh(&pos, pos.turn(), &ends, rounds, 0);
        let (margin, error) = (1..ends.len())
            .map(|k| w.difference(0, k))
            .min_by(|a, b| (a.0 - 2.0 * a.1).total_cmp(&(b.0 - 2.0 * b.1)))?;
        let c = Confirmation { confirmed: margin >= 2.0 * error, margin, error, rounds };
        if c.confirmed {
            return Some(c);
        }
        last = Some(c);
    }
    last
}

/// The puzzle at `pos` (reached by `record`), where it is one at `nodes`.
pub fn judge(
    record: &Record,
    pos: &Position,
    net: Option<&Net>,
    seed: u64,
    nodes: u64,
    how: Option<Confirming>,
) -> Option<Puzzle> {
    if every_turn(pos).len() < MIN_TURNS {
        return None;
    }
    let first = weigh(pos, net, seed, nodes)?;
    let best = clear_best(&first)?;
    let again = weigh(pos, net, seed ^ 0x005e_ed0f_a9a1, nodes * VERIFY)?;
    if clear_best(&again)? != best {
        return None;
    }
    // The verifying search's costs are the ones kept: the deeper look.
    let choices: Vec<Choice> =
        again.candidates.iter().map(|c| Choice { line: c.line.clone(), given_away: c.given_away }).collect();
    let found = |level: Level| level_turn_end(pos, level) == Some(best);
    let puzzle = Puzzle::new(record.clone(), found(Level::Greedy), found(Level::Expert), choices);
    match how {
        Some(how) => confirm(&puzzle, net, how)?.confirmed.then_some(puzzle),
        None => Some(puzzle),
    }
}

fn weigh(pos: &Position, net: Option<&Net>, seed: u64, nodes: u64) -> Option<Analysis> {
    let params = Params::for_rules(pos.rules());
    analyse(pos, &params, params.score(net), seed, &mut |spent| spent >= nodes)
}

/// The end of the best turn, where it was rolled out and every other gives away at
/// least `MARGIN`.
fn clear_best(a: &Analysis) -> Option<u64> {
    let best = a.best()?;
    let second = a.candidates.get(1)?;
    (best.depth == Depth::Rollouts && second.given_away >= MARGIN).then_some(best.end)
}

/// The hash of where `level`'s whole turn from `pos` ends (as the app's level plays it).
pub fn level_turn_end(pos: &Position, level: Level) -> Option<u64> {
    let turn = pos.turns();
    let mut p = pos.clone();
    let mut dice = SeededDice::new(hash_of(pos));
    while !turn_ended(&p, turn) {
        let mv = levels::choose(&p, level, &mut dice as &mut dyn DiceSource);
        p.play(mv).ok()?;
    }
    Some(hash_of(&p))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sahkku::puzzle::end_of;

    /// A mined puzzle's best turn is legal where it is set, and the margin holds when
    /// the position is searched again on other dice.
    #[test]
    fn a_mined_puzzles_best_turn_is_legal_and_its_margin_holds_on_re_search() {
        let v = Variant::Lagesvuon;
        let nodes = 3_000;
        // Games 13 and 17 each give a puzzle early (a debug build walks a game slowly:
        // from game 1 on, two puzzles took 8 games and 90 s); the others follow, should
        // a change to the engine make those two give none.
        let seeds = [13, 17].into_iter().chain(1..40);
        let puzzles: Vec<Puzzle> = seeds.flat_map(|seed| mine_game(v, seed, None, nodes, None)).take(2).collect();
        assert!(!puzzles.is_empty(), "some game has a puzzle");
        for p in &puzzles {
            let pos = p.position().expect("a mined puzzle replays");
            let best = end_of(&pos, &p.choices[0].line).expect("the best turn is legal");
            assert!(turn_ended(&best, pos.turns()), "the best line is a whole turn");
            let verdict = p.judge(&pos, &best).expect("the best turn is listed");
            assert!(verdict.solved && verdict.given_away == 0.0);
            assert!(p.choices[1..].iter().all(|c| c.given_away >= MARGIN), "{:?}", p.choices);
            let again = weigh(&pos, None, 77, nodes * VERIFY).expect("a turn to weigh");
            assert_eq!(clear_best(&again), Some(hash_of(&best)), "the margin holds on re-search");
            assert_eq!(Puzzle::from_line(v, &p.to_line()).as_ref(), Some(p), "the line reads back");
        }
    }

    /// The oracle confirms a shipped puzzle whose second turn gives away the most, and
    /// refuses the same puzzle with its first two turns swapped (a short look with the
    /// hand-made score: a debug build plays slowly).
    #[test]
    fn the_oracle_confirms_a_clear_puzzle_and_refuses_it_with_its_two_best_turns_swapped() {
        use crate::engine::sahkku::puzzle::{file_of, read_file};
        let v = Variant::Unjarga;
        let (name, _) = file_of(v).expect("shipped");
        let text = std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles").join(name))
            .expect("the file reads");
        let puzzles = read_file(v, &text, None).expect("the file reads");
        let clearest = puzzles.iter().max_by(|a, b| a.choices[1].given_away.total_cmp(&b.choices[1].given_away));
        let p = clearest.expect("puzzles");
        let how = Confirming { horizon: 4, rounds: [32, 64] };
        let c = confirm(p, None, how).expect("it replays");
        assert!(c.confirmed && c.margin > 0.0, "{c:?}");
        let mut swapped = p.clone();
        swapped.choices.swap(0, 1);
        let s = confirm(&swapped, None, how).expect("it replays");
        assert!(!s.confirmed && s.margin < 0.0 && s.rounds == how.rounds[1], "{s:?}");
    }
}
