//! The games the Lab's measures walk (`lab errors`, `lab puzzles`): one game of a
//! family on seeded dice, its moves chosen by the caller, stopping at each turn's start
//! for the caller to look at it.

use crate::engine::dice::SeededDice;
use crate::engine::sahkku::play::throw_dice;
use crate::engine::sahkku::{Expect, Phase, Position, Record, SubMove, Variant};
use crate::engine::Checked;
use std::ops::ControlFlow;

/// Plays a game of `variant` on the dice of `seed`. At each turn's start (its throw
/// made, before any re-throw) `at_turn` is shown the record so far and the position,
/// and may end the game's walk there; every move is `choose`'s, which may draw on the
/// same dice (a level that picks at random). Ends with the game.
pub fn walk_turns(
    variant: Variant,
    seed: u64,
    mut choose: impl FnMut(&Position, &mut SeededDice) -> SubMove,
    mut at_turn: impl FnMut(&Record, &Position) -> ControlFlow<()>,
) {
    let rules = variant.rules();
    let mut record = Record::new(variant, &rules);
    let mut pos = Position::new(rules);
    let mut dice = SeededDice::new(seed);
    let mut turn_start = None;
    loop {
        match pos.expect() {
            Expect::Over => return,
            Expect::Throw { dice: n, .. } => {
                let faces = throw_dice(&pos, &mut dice, n);
                record.push_throw(&faces);
                pos.throw(&faces).checked("the dice asked for");
            }
            Expect::Move { .. } => {
                if *pos.phase() != Phase::Rerolls && turn_start != Some(pos.turns()) {
                    turn_start = Some(pos.turns());
                    if at_turn(&record, &pos).is_break() {
                        return;
                    }
                }
                let mv = choose(&pos, &mut dice);
                record.push_move(&pos, mv);
                pos.play(mv).checked("a level plays a legal move");
            }
        }
    }
}

/// Positions where a side has a choice of turns, from games of greedy against the
/// expert (game `seed`, `seed` + 1, ..., greedy on side One in even games), every
/// `every`-th of them, each shown to `at` with its game's seed until `positions` have
/// been (`lab oracle` and `lab agree` measure on them).
pub fn greedy_expert_choices(
    variant: Variant,
    seed: u64,
    positions: usize,
    every: u32,
    mut at: impl FnMut(u64, &Position),
) {
    use crate::engine::sahkku::levels::{self, Level};
    let mut seen = 0;
    let mut game = seed;
    while seen < positions {
        let levels = [Level::Greedy, Level::Expert];
        let mut with_choice = 0u32;
        let choose = |pos: &Position, dice: &mut SeededDice| {
            levels::choose(pos, levels[((pos.turn().index() as u64 + game) % 2) as usize], dice)
        };
        walk_turns(variant, game, choose, |_, pos| {
            if crate::engine::sahkku::turns::every_turn(pos).len() > 1 {
                with_choice += 1;
                if with_choice % every == 0 {
                    at(game, pos);
                    seen += 1;
                }
            }
            if seen >= positions {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        game += 1;
    }
}
