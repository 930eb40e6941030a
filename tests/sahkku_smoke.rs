use sampo_sahkku::engine::dice::SeededDice;
use sampo_sahkku::engine::sahkku::play::{play_out, random_choice};
use sampo_sahkku::engine::sahkku::*;

#[test]
fn smoke() {
    for v in Variant::ALL {
        let mut total = 0;
        let mut draws = 0;
        for seed in 0..50 {
            let mut pos = Position::new(v.rules());
            let mut dice = SeededDice::new(seed);
            let mut rec = Record::new(v, pos.rules());
            total += play_out(&mut pos, &mut dice, random_choice, Some(&mut rec), |_| {});
            if pos.outcome() == Some(Outcome::Draw) { draws += 1; }
            let (re, _) = rec.replay().unwrap_or_else(|e| panic!("{v:?} {seed}: {e}"));
            assert_eq!(re.outcome(), pos.outcome());
        }
        println!("{:?}: mean plies {} draws {}", v, total / 50, draws);
    }
}
