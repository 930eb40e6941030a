//! Invariants over many seeded Sampo games, under every house-rule combination the
//! generator picks: coins are conserved, pawns stay on the track, every game ends,
//! records replay to the same game, and nothing panics.

use proptest::prelude::*;
use sampo_sahkku::engine::dice::{DiceSource, SeededDice};
use sampo_sahkku::engine::sampo::{Event, Game, HouseRules, Record, OPTIONS};

/// No game of any size runs this long; a longer one is a bug (a loop with no way out).
const ROLL_CAP: usize = 20_000;

fn any_rules() -> impl Strategy<Value = HouseRules> {
    let choices: Vec<_> = OPTIONS.iter().map(|o| 0..o.values.len()).collect();
    choices.prop_map(|picks| {
        let mut r = HouseRules::default();
        for (o, i) in OPTIONS.iter().zip(picks) {
            r.set(o.name, o.values[i]).unwrap();
        }
        r
    })
}

fn play_out(players: usize, start: u8, rules: HouseRules, seed: u64) -> (Game, Record) {
    let mut game = Game::new(players, start, rules).unwrap();
    let mut record = Record::new(players, start, rules);
    let mut dice = SeededDice::new(seed);
    let total = game.total_coins();
    while !game.is_over() {
        assert!(record.rolls.len() < ROLL_CAP, "game did not end");
        let r = dice.roll(6);
        let events = game.play(r).unwrap();
        record.rolls.push(r);
        assert_eq!(game.total_coins(), total);
        for p in game.pawns() {
            assert!(p.square <= 40);
            if !rules.debt() {
                assert!(p.coins >= 0);
            }
        }
        assert!(game.pot() >= 0);
        match events.last() {
            Some(Event::TurnPassed { seat }) => assert_eq!(*seat, game.turn()),
            Some(Event::GameOver { .. }) => assert!(game.is_over()),
            other => panic!("a roll ends with the next turn or the end, not {other:?}"),
        }
    }
    (game, record)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn every_game_ends_with_coins_conserved(players in 2usize..=6, start in 0u8..6, rules in any_rules(), seed: u64) {
        let start = start % players as u8;
        let (game, record) = play_out(players, start, rules, seed);
        let ranking = game.ranking().unwrap();
        let mut seats = ranking.to_vec();
        seats.sort();
        prop_assert_eq!(seats, (0..players as u8).collect::<Vec<_>>());
        prop_assert_eq!(game.pawn(ranking[0]).square, 40);
        let (replayed, _) = record.replay().unwrap();
        prop_assert_eq!(replayed, game);
    }

    #[test]
    fn records_survive_json(players in 2usize..=6, rules in any_rules(), seed: u64) {
        let (_, record) = play_out(players, 0, rules, seed);
        let json = serde_json::to_string(&record).unwrap();
        let back: Record = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(back, record);
    }

    #[test]
    fn any_roll_sequence_either_plays_or_is_refused_without_change(rolls in proptest::collection::vec(0u8..9, 0..400)) {
        let mut game = Game::new(4, 0, HouseRules::default()).unwrap();
        for r in rolls {
            let before = game.clone();
            if game.play(r).is_err() {
                prop_assert_eq!(&game, &before);
            }
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_game() {
    let (a, ra) = play_out(4, 0, HouseRules::default(), 7);
    let (b, rb) = play_out(4, 0, HouseRules::default(), 7);
    assert_eq!(a, b);
    assert_eq!(ra, rb);
}
