//! What the hint's panel shows (`app::sahkku::hint`), derived from the master's ranking
//! (`analysis::Analysis`): the rows to list, each a turn or, with a throw holding an X,
//! keeping or a re-throw named as the move list names it; each row's chance and cost on
//! the best's scale and whether it was weighed less deeply; the ranking of the turns
//! kept; and the die a re-throw would throw again, to mark. Pure, so that what the
//! panel says is tested natively and the view only draws it.

use crate::engine::sahkku::analysis::{Analysis, Candidate, Depth};

/// One row's choice, as the player reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// A whole turn, its sub-moves in the notation.
    Turn(Vec<String>),
    Keep,
    /// Throw this die (0-based) again.
    Rethrow(u8),
    RethrowAll,
}

impl Choice {
    /// A choice of the re-roll phase as the notation writes it (`keep`, `r1`, `rall`),
    /// or `None` where the token is a move of a piece.
    pub fn rethrow(token: &str) -> Option<Choice> {
        match token {
            "keep" => Some(Choice::Keep),
            "rall" => Some(Choice::RethrowAll),
            _ => match token.strip_prefix('r').and_then(|n| n.parse::<u8>().ok()) {
                Some(n @ 1..=3) => Some(Choice::Rethrow(n - 1)),
                _ => None,
            },
        }
    }

    /// A candidate's line read as a choice: one re-roll word, else a turn.
    fn of(line: &[String]) -> Choice {
        match line {
            [one] => Choice::rethrow(one).unwrap_or_else(|| Choice::Turn(line.to_vec())),
            _ => Choice::Turn(line.to_vec()),
        }
    }
}

/// One row of the panel.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub choice: Choice,
    /// The chance of winning after it, on the best row's scale.
    pub chance: f64,
    /// What it gives away against the best (the best row: nothing, and none is shown).
    pub cost: f64,
    pub best: bool,
    /// Weighed less deeply than the best: its cost is from a shallower look.
    pub shallow: bool,
}

/// The panel's content.
#[derive(Clone, Debug, PartialEq)]
pub struct HintView {
    /// The best `shown` rows, best first.
    pub rows: Vec<Row>,
    /// Every way to choose (the count the panel gives).
    pub ways: usize,
    /// With a throw holding an X: keep or throw again is the choice, and `kept` the best
    /// turns if the throw is kept.
    pub rerolls: bool,
    pub kept: Option<Box<HintView>>,
    /// The dice the best choice throws again (all three for `RethrowAll`), to mark.
    pub marked_dice: Vec<u8>,
}

/// The panel for `analysis`, `shown` rows at most (of the turns kept too).
pub fn view(analysis: &Analysis, shown: usize) -> HintView {
    let top = analysis.best().map_or(Depth::Score, |b| b.depth);
    let row = |(k, c): (usize, &Candidate)| Row {
        choice: Choice::of(&c.line),
        chance: c.chance,
        cost: c.given_away,
        best: k == 0,
        shallow: c.depth < top,
    };
    let rows: Vec<Row> = analysis.candidates.iter().take(shown).enumerate().map(row).collect();
    let rerolls = rows.iter().any(|r| !matches!(r.choice, Choice::Turn(_)));
    let marked_dice = match rows.first().map(|r| &r.choice) {
        Some(Choice::Rethrow(d)) => vec![*d],
        Some(Choice::RethrowAll) => vec![0, 1, 2],
        _ => Vec::new(),
    };
    HintView {
        rows,
        ways: analysis.candidates.len(),
        rerolls,
        kept: analysis.kept.as_ref().map(|k| Box::new(view(k, shown))),
        marked_dice,
    }
}

/// The line of the turn to mark on the board: the best turn, or with a throw holding an
/// X where keeping is best, the best turn kept (drawn after keeping).
pub fn marked_line(analysis: &Analysis) -> Option<(bool, &[String])> {
    let best = analysis.best()?;
    match (Choice::of(&best.line), &analysis.kept) {
        (Choice::Turn(_), _) => Some((false, best.line.as_slice())),
        (Choice::Keep, Some(kept)) => kept.best().map(|b| (true, b.line.as_slice())),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sahkku::analysis::analyse;
    use crate::engine::sahkku::master::{self, Params};
    use crate::engine::sahkku::play::throw_dice;
    use crate::engine::sahkku::{Expect, Face, Phase, Position, Side, SubMove, Variant};
    use crate::engine::Checked;

    fn candidate(line: &[&str], chance: f64, depth: Depth, given_away: f64) -> Candidate {
        Candidate { line: line.iter().map(|s| s.to_string()).collect(), end: 0, chance, depth, given_away }
    }

    fn analysis(candidates: Vec<Candidate>, kept: Option<Analysis>) -> Analysis {
        Analysis { side: Side::One, at: 0, candidates, rounds: 0, nodes: 0, kept: kept.map(Box::new) }
    }

    /// The rows read as the panel shows them: the best first with no cost, a row weighed
    /// less deeply than the best said to be, and the best's chance less a row's is its cost.
    #[test]
    fn a_rows_chance_and_cost_are_on_the_best_rows_scale() {
        let a = analysis(
            vec![
                candidate(&["III:b3-b6"], 0.64, Depth::Rollouts, 0.0),
                candidate(&["III:b4-b7"], 0.62, Depth::Rollouts, 0.02),
                candidate(&["III:a1-b1"], 0.60, Depth::LookAhead, 0.04),
                candidate(&["III:a2-b2"], 0.30, Depth::Score, 0.34),
            ],
            None,
        );
        let v = view(&a, 3);
        assert_eq!(v.rows.len(), 3);
        assert_eq!(v.ways, 4);
        assert!(v.rows[0].best && !v.rows[1].best);
        assert_eq!(v.rows.iter().map(|r| r.shallow).collect::<Vec<_>>(), [false, false, true]);
        for r in &v.rows {
            assert!((v.rows[0].chance - r.chance - r.cost).abs() < 1e-12);
        }
        assert!(!v.rerolls && v.kept.is_none() && v.marked_dice.is_empty());
        assert_eq!(marked_line(&a), Some((false, &a.candidates[0].line[..])));
    }

    /// A throw with an X: keeping and each re-throw named, the die a best re-throw
    /// throws marked, and the turns kept listed with their own best marked where
    /// keeping is best.
    #[test]
    fn a_throw_with_an_x_names_keep_and_each_rethrow_and_marks_the_die() {
        let kept = analysis(vec![candidate(&["III:b3-b6"], 0.55, Depth::Rollouts, 0.0)], None);
        let rethrow_best = analysis(
            vec![
                candidate(&["r2"], 0.53, Depth::Score, 0.0),
                candidate(&["keep"], 0.50, Depth::Score, 0.03),
                candidate(&["rall"], 0.41, Depth::Score, 0.12),
            ],
            Some(kept.clone()),
        );
        let v = view(&rethrow_best, 3);
        assert!(v.rerolls);
        assert_eq!(
            v.rows.iter().map(|r| r.choice.clone()).collect::<Vec<_>>(),
            [Choice::Rethrow(1), Choice::Keep, Choice::RethrowAll]
        );
        assert_eq!(v.marked_dice, [1]);
        assert_eq!(v.kept.as_ref().map(|k| k.rows.len()), Some(1));
        assert_eq!(marked_line(&rethrow_best), None, "a re-throw is best: the die is marked, no turn");
        // The words the review says a decision in are read the same way.
        assert_eq!(Choice::rethrow("r3"), Some(Choice::Rethrow(2)));
        assert_eq!(Choice::rethrow("X*a15-b15"), None);
        assert_eq!(Choice::rethrow("r4"), None);
        let keep_best = analysis(
            vec![candidate(&["keep"], 0.55, Depth::Rollouts, 0.0), candidate(&["r1"], 0.51, Depth::Score, 0.04)],
            Some(kept.clone()),
        );
        let v = view(&keep_best, 3);
        assert!(v.marked_dice.is_empty() && v.rows[1].shallow);
        assert_eq!(marked_line(&keep_best), Some((true, &kept.candidates[0].line[..])));
    }

    /// From a real throw with an X in every family that has one: the rows are keep and
    /// the re-throws, and the turns kept come with them, so one answer shows both.
    #[test]
    fn a_real_rethrow_hint_shows_the_choices_and_the_turns_kept_in_one_answer() {
        let mut found = 0;
        for v in Variant::ALL {
            let mut pos = Position::new(v.rules());
            // Throw until a turn starts with an X that may be thrown again.
            let mut dice = crate::engine::dice::SeededDice::new(7);
            for _ in 0..400 {
                match pos.expect() {
                    Expect::Throw { dice: n, .. } => {
                        let faces: Vec<Face> = throw_dice(&pos, &mut dice, n);
                        pos.throw(&faces).checked("asked");
                    }
                    Expect::Move { .. } if *pos.phase() == Phase::Rerolls => break,
                    Expect::Move { .. } => {
                        let m = pos.legal_moves()[0];
                        pos.play(m).checked("listed");
                    }
                    Expect::Over => break,
                }
            }
            if *pos.phase() != Phase::Rerolls {
                continue;
            }
            let params = Params::for_rules(pos.rules());
            let a =
                analyse(&pos, &params, &params.weights, master::seed_of(&pos), &mut |n| n >= 2_000).expect("a choice");
            let view = view(&a, 10);
            assert!(view.rerolls, "{v:?}");
            assert!(view.rows.iter().any(|r| r.choice == Choice::Keep), "{v:?}: keeping is a row");
            let mut kept = pos.clone();
            kept.play(SubMove::Keep).checked("keep");
            if matches!(kept.expect(), Expect::Move { .. }) {
                assert!(view.kept.is_some(), "{v:?}: the turns kept come in the same answer");
            }
            found += 1;
        }
        assert!(found >= 3, "too few families with a throw to keep or throw again: {found}");
    }
}
