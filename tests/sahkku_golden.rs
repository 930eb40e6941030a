//! Golden counts in the style of chess perft: a game record (ending on a throw) and
//! the number of ways to finish that turn, as sub-move sequences and as distinct
//! positions. `tests/golden/sahkku_turns.txt` holds one case per line:
//! `variant [option=value …] | entries | sequences positions`.
//!
//! Regenerate (after a deliberate rule change, reviewed line by line) with
//! `cargo test --test sahkku_golden -- --ignored --nocapture`.

use sampo_sahkku::engine::dice::SeededDice;
use sampo_sahkku::engine::sahkku::play::{count_turns, random_choice, throw_dice};
use sampo_sahkku::engine::sahkku::*;

const GOLDEN: &str = include_str!("golden/sahkku_turns.txt");

fn position_of(variant: Variant, options: &[&str], entries: &str) -> Position {
    let options = options.iter().map(|o| o.split_once('=').expect("option=value")).map(|(k, v)| (k.into(), v.into()));
    let record = Record {
        variant,
        options: options.collect(),
        start: None,
        entries: Record::parse_entries(entries),
        hints: Vec::new(),
    };
    record.replay().unwrap_or_else(|e| panic!("{variant:?} {entries}: {e}")).0
}

#[test]
fn golden_turn_counts() {
    let mut cases = 0;
    let mut seen = std::collections::BTreeMap::new();
    for line in GOLDEN.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#')) {
        let parts: Vec<&str> = line.split(" | ").collect();
        assert_eq!(parts.len(), 3, "bad golden line: {line}");
        let mut words = parts[0].split_whitespace();
        let variant = Variant::from_id(words.next().expect("a variant")).unwrap();
        let options: Vec<&str> = words.collect();
        if options.is_empty() {
            *seen.entry(variant.id()).or_insert(0) += 1;
        }
        let pos = position_of(variant, &options, parts[1]);
        let want: Vec<u64> = parts[2].split_whitespace().map(|n| n.parse().unwrap()).collect();
        let (sequences, positions) = count_turns(&pos);
        assert_eq!(vec![sequences, positions], want, "{line}");
        cases += 1;
    }
    assert!(cases >= Variant::ALL.len() * 4);
    for v in Variant::ALL {
        assert!(seen.get(v.id()).is_some_and(|&n| n >= 3), "{} has golden cases", v.id());
    }
}

/// Writes the golden lines from seeded random games: the first turn and turns 10,
/// 25 and 50 of a few games of each preset.
#[test]
#[ignore]
fn print_golden_lines() {
    for v in Variant::ALL {
        for seed in 1..=3u64 {
            let mut pos = Position::new(v.rules());
            let mut dice = SeededDice::new(seed);
            let mut record = Record::new(v, pos.rules());
            let checkpoints = [1u32, 10, 25, 50];
            loop {
                match pos.expect() {
                    Expect::Over => break,
                    Expect::Throw { dice: n, .. } => {
                        let faces = throw_dice(&pos, &mut dice, n);
                        record.push_throw(&faces);
                        pos.throw(&faces).unwrap();
                    }
                    Expect::Move { .. } => {
                        let fresh_turn = record.entries.last().is_some_and(|e| e.is_throw());
                        if fresh_turn && checkpoints.contains(&(pos.turns() + 1)) && (seed == 1 || pos.turns() > 0) {
                            let (s, p) = count_turns(&pos);
                            println!("{} | {} | {s} {p}", v.id(), record.to_text());
                        }
                        let legal = pos.legal_moves();
                        let m = random_choice(&pos, &legal, &mut dice);
                        record.push_move(&pos, m);
                        pos.play(m).unwrap();
                    }
                }
            }
        }
    }
}
