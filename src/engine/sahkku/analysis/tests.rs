use super::*;
use crate::engine::sahkku::ai;
use crate::engine::sahkku::levels::{self, Level};
use crate::engine::sahkku::notation::parse_move;
use crate::engine::sahkku::turns::turn_ended;
use crate::engine::sahkku::Variant;
use crate::engine::sahkku::{Record, Side};
use crate::engine::Checked;

/// Positions where a side is to choose, every `every`-th of a greedy game of `v`.
fn choices(v: Variant, seed: u64, every: usize) -> Vec<Position> {
    let record = levels::recorded_game(v, [Level::Greedy, Level::Random], seed).0;
    let mut pos = Position::new(record.rules().checked("a preset"));
    let mut out = Vec::new();
    for (k, e) in record.entries.iter().enumerate() {
        if matches!(pos.expect(), Expect::Move { .. }) && k % every == 0 {
            out.push(pos.clone());
        }
        match e.faces() {
            Some(faces) => pos.throw(faces).map(drop),
            None => pos.play(parse_move(&pos, &e.to_string()).checked("recorded")).map(drop),
        }
        .checked("a recorded game replays");
    }
    out
}

fn weights(pos: &Position) -> Params {
    Params::for_rules(pos.rules())
}

/// A small budget: the look-ahead of the turns rolled out, and two rounds.
fn quick(pos: &Position) -> Analysis {
    let params = weights(pos);
    let mut asked = 0;
    analyse(pos, &params, &params.weights, 5, &mut |_| {
        asked += 1;
        asked > 2
    })
    .expect("a choice is due")
}

/// The position a candidate's line leads to.
fn played(pos: &Position, line: &[String]) -> Position {
    let mut p = pos.clone();
    for text in line {
        let m = parse_move(&p, text).checked("a candidate's line is legal");
        p.play(m).checked("a candidate's line is legal");
    }
    p
}

#[test]
fn every_way_to_finish_the_turn_is_ranked_once_the_best_first_giving_nothing_away() {
    for v in Variant::ALL {
        for pos in choices(v, 40, 7) {
            let a = quick(&pos);
            assert_eq!(a.side, pos.turn());
            let n = if *pos.phase() == Phase::Rerolls { pos.legal_moves().len() } else { every_turn(&pos).len() };
            assert_eq!(a.candidates.len(), n, "{v:?}: one candidate a distinct end");
            assert_eq!(a.best().map(|b| b.given_away), Some(0.0));
            assert_eq!(a.given_away_from(&pos), Some(0.0), "nothing chosen yet gives nothing away");
            for w in a.candidates.windows(2) {
                assert!(w[0].given_away <= w[1].given_away, "ranked by what each gives away");
            }
            for c in &a.candidates {
                assert!((0.0..=1.0).contains(&c.chance) && c.given_away >= 0.0);
                assert_eq!(hash::of(&played(&pos, &c.line)), c.end, "a line reaches its end");
            }
        }
    }
}

/// A turn weighed by the score alone gives away what the engine's own evaluation says:
/// the best's static chance less its own (the best by any deeper scale was among the
/// best by the score, so it has a static chance too), and it says it was weighed less
/// deeply.
#[test]
fn a_turn_weighed_by_the_score_gives_away_its_static_chance_against_the_best() {
    let mut checked = 0;
    for v in [Variant::NavuonRaisa, Variant::Gavkevuotna, Variant::Unjarga, Variant::Luujavr] {
        for pos in choices(v, 41, 5).into_iter().filter(|p| *p.phase() != Phase::Rerolls) {
            let a = quick(&pos);
            let params = weights(&pos);
            let me = pos.turn();
            let best = ai::chance(&played(&pos, &a.candidates[0].line), me, &params.weights);
            for c in a.candidates.iter().filter(|c| c.depth == Depth::Score) {
                let own = ai::chance(&played(&pos, &c.line), me, &params.weights);
                assert!((c.given_away - (best - own).clamp(0.0, a.candidates[0].chance)).abs() < 1e-12, "{v:?}");
                checked += 1;
            }
        }
    }
    assert!(checked > 100, "only {checked} turns checked");
}

/// One scale: on every ranking, at any budget (so with rows weighed at every depth),
/// the best's chance less a row's chance is that row's cost, and the rows weighed as
/// deeply as the best give away what their own chances at that depth say.
#[test]
fn the_best_chance_less_a_rows_chance_is_its_cost() {
    let mut depths = std::collections::BTreeSet::new();
    for v in Variant::ALL {
        for pos in choices(v, 45, 6) {
            for rounds in [0, 1, 3] {
                let params = weights(&pos);
                let mut asked = 0;
                let a = analyse(&pos, &params, &params.weights, 9, &mut |_| {
                    asked += 1;
                    asked > rounds
                })
                .expect("a choice is due");
                let best = &a.candidates[0];
                for c in &a.candidates {
                    assert!((best.chance - c.chance - c.given_away).abs() < 1e-12, "{v:?}: {c:?} against {best:?}");
                    assert!(c.depth <= best.depth, "{v:?}: no row is weighed more deeply than the best");
                    depths.insert(c.depth);
                }
            }
        }
    }
    assert_eq!(depths.len(), 3, "rows of every depth were checked: {depths:?}");
}

/// The ranking's top is the master's move: at the same budget and seed, in every
/// family, with the hand-made score and with the family's learned score.
#[test]
fn the_rankings_top_is_the_masters_move_in_every_family() {
    for (k, v) in Variant::ALL.into_iter().enumerate() {
        let net = crate::engine::sahkku::net::shipped(v).map(|s| {
            crate::engine::sahkku::net::Net::from_bytes(&crate::engine::sahkku::net::shipped_bytes(s), Some(s.hash))
                .expect("a shipped file reads")
        });
        for (n, pos) in choices(v, 46 + k as u64, 5).into_iter().enumerate() {
            let params = weights(&pos);
            // Every other position with the learned score, where the family ships one.
            let score = match (&net, n % 2) {
                (Some(net), 0) => net as &dyn Score,
                _ => &params.weights,
            };
            let budget = [3_000u64, 12_000][n % 2];
            let seed = master::seed_of(&pos);
            let thought = master::think_nodes(&pos, &params, score, seed, budget);
            let a = analyse(&pos, &params, score, seed, &mut |spent| spent >= budget).expect("a choice is due");
            let mut p = pos.clone();
            for &m in &thought.plan {
                p.play(m).checked("the master's plan is legal");
            }
            assert_eq!(a.candidates[0].end, hash::of(&p), "{v:?}: the hint's best is not the master's move");
        }
    }
}

/// A throw with an X: the ranking holds keeping and every re-throw, each once, and the
/// ranking of the turns kept, whose best is the master's turn after keeping; keeping is
/// worth that best turn, on its scale.
#[test]
fn a_rethrow_ranking_holds_keep_every_rethrow_and_the_turns_kept() {
    let mut found = 0;
    for v in Variant::ALL {
        for pos in choices(v, 47, 1).into_iter().filter(|p| *p.phase() == Phase::Rerolls) {
            let params = weights(&pos);
            let a = analyse(&pos, &params, &params.weights, 3, &mut |spent| spent >= 2_000).expect("a choice");
            let legal: Vec<String> =
                pos.legal_moves().iter().map(|&m| line_text(&pos, [m].into_iter())[0].clone()).collect();
            let mut lines: Vec<String> = a.candidates.iter().map(|c| c.line[0].clone()).collect();
            lines.sort();
            let mut want = legal.clone();
            want.sort();
            assert_eq!(lines, want, "{v:?}: keep and every re-throw, once each");
            let mut after = pos.clone();
            after.play(SubMove::Keep).checked("keep");
            if !matches!(after.expect(), Expect::Move { .. }) {
                assert!(a.kept.is_none());
                continue;
            }
            let kept = a.kept.as_ref().expect("the turns kept are ranked");
            let master = master::think_nodes(&after, &params, &params.weights, master::seed_of(&after), 2_000);
            let mut p = after.clone();
            for &m in &master.plan {
                p.play(m).checked("legal");
            }
            assert!(turn_ended(&p, after.turns()));
            assert_eq!(kept.candidates[0].end, hash::of(&p), "{v:?}: the best kept is the master's turn");
            let keep = a.candidates.iter().find(|c| hash::of(&after) == c.end).expect("keep is ranked");
            assert_eq!(
                keep.depth,
                kept.candidates[0].depth.min(a.candidates[0].depth),
                "{v:?}: keeping weighed as deeply as its best turn (on the best row's scale)"
            );
            found += 1;
        }
    }
    assert!(found >= 5, "too few throws with an X: {found}");
}

/// With a budget for rollouts, the best turn was rolled out, and a turn half played
/// gives away the least of what the turns it can still become give away.
#[test]
fn a_turn_half_played_gives_away_the_least_of_the_turns_it_can_become() {
    for v in [Variant::Lagesvuon, Variant::GavkevuotnaMiedut] {
        for pos in choices(v, 42, 6).into_iter().filter(|p| *p.phase() != Phase::Rerolls) {
            let a = quick(&pos);
            if a.rounds > 0 {
                assert_eq!(a.candidates[0].depth, Depth::Rollouts, "{v:?}: the best of the rolled out");
            }
            assert_eq!(a.given_away_from(&pos), Some(0.0), "nothing played: the best is still open");
            for c in &a.candidates {
                assert_eq!(a.given_away_from(&played(&pos, &c.line)), Some(c.given_away));
                let first = played(&pos, &c.line[..1]);
                let cost = a.given_away_from(&first).expect("a turn begun is one of the turns");
                assert!(cost <= c.given_away + 1e-12);
            }
        }
    }
}

#[test]
fn the_same_seed_and_budget_give_the_same_ranking() {
    for pos in choices(Variant::NavuonMaze, 43, 9) {
        assert_eq!(quick(&pos), quick(&pos));
    }
}

#[test]
fn no_ranking_where_no_one_is_to_choose() {
    let pos = Position::new(Variant::Unjarga.rules());
    let params = weights(&pos);
    assert_eq!(analyse(&pos, &params, &params.weights, 0, &mut |_| true), None);
}

/// The ranking travels as text from the worker: it reads back the same, its chances to
/// a millionth; anything else reads as nothing.
#[test]
fn a_ranking_reads_back_from_its_text() {
    for pos in choices(Variant::Gavkevuotna, 44, 11) {
        let a = quick(&pos);
        let b = Analysis::from_text(&a.to_text()).expect("its own text reads");
        assert_eq!((b.side, b.at, b.rounds, b.nodes), (a.side, a.at, a.rounds, a.nodes));
        assert_eq!(b.candidates.len(), a.candidates.len());
        for (x, y) in a.candidates.iter().zip(&b.candidates) {
            assert_eq!((&x.line, x.end, x.depth), (&y.line, y.end, y.depth));
            assert!((x.chance - y.chance).abs() <= 5e-7 && (x.given_away - y.given_away).abs() <= 5e-7);
        }
    }
    for bad in ["", "0 1 2", "2 1 1 1", "0 1 1 1\n5 5 9 7 keep", "0 1 1 1\n5 5 1 7", "0 1 1 1\nx 5 1 7 keep"] {
        assert_eq!(Analysis::from_text(bad), None, "{bad:?}");
    }
}

/// A game in which side One plays the hint's top row at every decision (at `nodes`,
/// seeded as the master seeds itself: so it is the master's game too) and side Two
/// greedy's, as a record.
fn hint_follower_game(v: Variant, seed: u64, nodes: u64) -> Record {
    let rules = v.rules();
    let mut record = Record::new(v, &rules);
    let mut pos = Position::new(rules);
    let mut dice = crate::engine::dice::SeededDice::new(seed);
    while record.entries.len() < 400 {
        match pos.expect() {
            Expect::Throw { dice: n, .. } => {
                let faces = crate::engine::sahkku::play::throw_dice(&pos, &mut dice, n);
                record.push_throw(&faces);
                pos.throw(&faces).checked("asked");
            }
            Expect::Move { side: Side::One } => {
                let params = weights(&pos);
                let a = analyse(&pos, &params, &params.weights, master::seed_of(&pos), &mut |s| s >= nodes);
                let line = a.expect("a choice is due").candidates[0].line.clone();
                for text in line {
                    let m = parse_move(&pos, &text).checked("the hint's line is legal");
                    record.push_move(&pos, m);
                    pos.play(m).checked("legal");
                }
            }
            Expect::Move { .. } => {
                let m = levels::choose(&pos, Level::Greedy, &mut dice);
                record.push_move(&pos, m);
                pos.play(m).checked("legal");
            }
            Expect::Over => break,
        }
    }
    record
}

/// The review weighed as the hint weighs: a player who followed the hint at every
/// decision (the master's own moves, at the same budget) is charged nothing for them,
/// while greedy's decisions, weighed the same way, cost something; throws' luck is the
/// one-turn review's.
#[test]
fn a_review_by_the_ranking_charges_nothing_for_the_hints_moves() {
    for (k, v) in [Variant::Lagesvuon, Variant::Unjarga, Variant::GavkevuotnaOhcejot].into_iter().enumerate() {
        let record = hint_follower_game(v, 50 + k as u64, 1_500);
        let r = review(&record, None, 1_500).expect("the game replays");
        assert_eq!(r.ranked.as_deref(), Some("1500 positions"));
        let one = r.totals[Side::One.index()];
        assert!(one.decisions > 3, "{v:?}: {one:?}");
        assert_eq!(one.cost, 0.0, "{v:?}: the hint's moves cost nothing");
        assert!(r.totals[Side::Two.index()].cost > 0.0, "{v:?}: greedy gives something away");
        let quick = crate::engine::sahkku::review::review(&record, None).expect("replays");
        assert_eq!(quick.totals.map(|t| t.luck), r.totals.map(|t| t.luck), "{v:?}: the same luck");
        for m in &r.moments {
            if let crate::engine::sahkku::review::What::Decision { chance, best_chance, cost, .. } = m.what {
                assert!((best_chance - chance - cost).abs() < 1e-12, "{v:?}: one scale");
            }
        }
    }
}
