//! Moves typed by a person (a screen-reader user, a teacher at the keyboard): the
//! notation without regard to spaces and letter case.

mod sahkku_support;

use sahkku_support::{board, throw};
use sampo_sahkku::engine::dice::SeededDice;
use sampo_sahkku::engine::sahkku::notation::{format_move, parse_typed, NotationError};
use sampo_sahkku::engine::sahkku::play::throw_dice;
use sampo_sahkku::engine::sahkku::{Expect, Illegal, Position, Side, Variant};

/// A seeded position where side to play must move.
fn waiting_for_a_move(v: Variant, seed: u64) -> Position {
    let mut pos = Position::new(v.rules());
    let mut dice = SeededDice::new(seed);
    loop {
        match pos.expect() {
            Expect::Throw { dice: n, .. } => {
                let f = throw_dice(&pos, &mut dice, n);
                pos.throw(&f).unwrap();
            }
            Expect::Move { .. } => return pos,
            Expect::Over => panic!("the game cannot be over before a move"),
        }
    }
}

#[test]
fn a_typed_move_ignores_spaces_and_case() {
    for v in Variant::ALL {
        let pos = waiting_for_a_move(v, 3);
        for m in pos.legal_moves() {
            let written = format_move(&pos, m);
            let sloppy: String = written.chars().flat_map(|c| [c.to_ascii_lowercase(), ' ']).collect();
            assert_eq!(parse_typed(&pos, &sloppy), Ok(m), "{v:?}: '{sloppy}'");
        }
    }
}

#[test]
fn a_typed_move_that_is_not_one_is_named_and_an_illegal_one_says_why() {
    let pos = waiting_for_a_move(Variant::Lagesvuon, 3);
    assert_eq!(parse_typed(&pos, "  hello "), Err(NotationError::Unknown("hello".into())));
    // Two soldiers in a row on the middle line: the back one may not overtake.
    let mut p = board(Variant::Gavkevuotna.rules(), Side::One, [".*15", ".*9 A A .*4", ".*15"]);
    throw(&mut p, "[II III O]");
    match parse_typed(&p, "iii : b11 - b8") {
        Err(NotationError::Illegal { reason, .. }) => assert_eq!(reason, Illegal::Overtakes),
        other => panic!("expected the overtaking rule, got {other:?}"),
    }
}

/// A gonagas or queen move typed where the rules forbid it is explained like a
/// soldier's: the notation is matched against every move the dice and pieces describe
/// (the engine's `shapes`), not only the soldiers'. Four games a family type 27,064
/// illegal gonagas moves and 6,520 queen moves (twelve typed 78,808 and 19,039 in three
/// times the time, and found nothing more).
#[test]
fn a_typed_gonagas_or_queen_move_that_is_illegal_says_why() {
    use sampo_sahkku::engine::sahkku::SubMove;
    let mut explained = [false; 2];
    for v in Variant::ALL {
        for seed in 0..4 {
            let mut pos = waiting_for_a_move(v, seed);
            let mut dice = SeededDice::new(seed ^ 77);
            for _ in 0..400 {
                if pos.is_over() {
                    break;
                }
                let shapes = pos.shapes();
                // Another shape may be written the same and be legal (two dice of a face).
                let legal: Vec<String> = pos.legal_moves().iter().map(|m| format_move(&pos, *m)).collect();
                for &mv in &shapes {
                    let kind = match mv {
                        SubMove::King { .. } => 0,
                        SubMove::Queen { .. } | SubMove::ActivateQueen { .. } => 1,
                        _ => continue,
                    };
                    if pos.check(mv).is_ok() {
                        continue;
                    }
                    let typed = format_move(&pos, mv);
                    if legal.contains(&typed) {
                        continue;
                    }
                    match parse_typed(&pos, &typed) {
                        Err(NotationError::Illegal { reason: r, .. }) => {
                            assert!(shapes.iter().any(|m| format_move(&pos, *m) == typed && pos.check(*m) == Err(r)));
                            explained[kind] = true;
                        }
                        other => panic!("{v:?}: '{typed}' gave {other:?}"),
                    }
                }
                match pos.expect() {
                    Expect::Throw { dice: n, .. } => {
                        let f = throw_dice(&pos, &mut dice, n);
                        pos.throw(&f).unwrap();
                    }
                    Expect::Move { .. } => {
                        let legal = pos.legal_moves();
                        pos.play(legal[legal.len() / 2]).unwrap();
                    }
                    Expect::Over => break,
                }
            }
        }
    }
    assert_eq!(explained, [true, true], "no illegal gonagas or queen move was found to type");
}

/// A move refused with every die that could make it is refused for the rule it
/// breaks, not for a die of that face already used (issue 16): the second X's
/// activation out of turn names the activation order.
#[test]
fn a_refused_move_names_the_rule_broken_not_a_used_die_of_its_face() {
    use sampo_sahkku::engine::sahkku::record::{Record, ReplayError};
    let replayed = |v: Variant, text: &str| {
        let mut r = Record::new(v, &v.rules());
        r.entries = Record::parse_entries(text);
        r.replay().map(|_| ())
    };
    // Gávkevuotna: two X thrown; the first wakes a15, the second may only wake a14.
    assert_eq!(replayed(Variant::Gavkevuotna, "[X] [X II] X*a15-b15 X*a14-a15"), Ok(()), "the legal order");
    match replayed(Variant::Gavkevuotna, "[X] [X II] X*a15-b15 X*a13-a14") {
        Err(ReplayError::Entry { index: 3, error: NotationError::Illegal { reason, .. }, .. }) => {
            assert_eq!(reason, Illegal::ActivationOrder)
        }
        other => panic!("expected the activation order, got {other:?}"),
    }
}
