//! One test per rule clause per family, named after family and clause, each built from
//! a small position written as a diagram (see `sahkku_support`). The clauses and the
//! source lines they come from are in docs/rules/sahkku.md.

mod sahkku_support;

use sahkku_support::*;
use sampo_sahkku::engine::sahkku::*;

const ONE: Side = Side::One;
const TWO: Side = Side::Two;

fn rules(v: Variant) -> Rules {
    v.rules()
}

fn with(v: Variant, pairs: &[&str]) -> Rules {
    let mut r = v.rules();
    for p in pairs {
        r.set_pair(p).unwrap();
    }
    r.validate().unwrap();
    r
}

fn won(ev: &[Event]) -> Option<(Side, WinReason)> {
    ev.iter().find_map(|e| match e {
        Event::GameOver { outcome: Outcome::Win { winner, reason } } => Some((*winner, *reason)),
        _ => None,
    })
}

fn skipped(ev: &[Event]) -> bool {
    ev.iter().any(|e| matches!(e, Event::TurnSkipped { .. }))
}

fn captured(ev: &[Event]) -> u8 {
    ev.iter().map(|e| if let Event::Captured { count, .. } = e { *count } else { 0 }).sum()
}

const EMPTY15: &str = ".*15";
const EMPTY13: &str = ".*13";

// ---------------------------------------------------------------- common

#[test]
fn all_dice_values_are_separate_moves_never_added() {
    let mut p = board(rules(Variant::Gavkevuotna), ONE, [EMPTY15, ".*9 A .*5", EMPTY15]);
    throw(&mut p, "[III II O]");
    let from = idx(&p, ONE, "b10");
    let five = p.geometry().advance(from, 5);
    assert_eq!(why(&p, SubMove::Soldier { die: 0, from, to: five, take_king: false }), Illegal::WrongDistance);
}

#[test]
fn an_illegal_move_changes_nothing_and_says_why() {
    let mut p = board(rules(Variant::Gavkevuotna), ONE, [EMPTY15, ".*9 A A .*4", EMPTY15]);
    throw(&mut p, "[II III O]");
    let before = p.clone();
    let m = SubMove::Soldier { die: 1, from: idx(&p, ONE, "b11"), to: idx(&p, ONE, "b8"), take_king: false };
    assert_eq!(p.play(m), Err(Illegal::Overtakes));
    assert_eq!(p, before);
}

#[test]
fn a_throw_must_be_what_the_engine_expects() {
    let mut p = Position::new(rules(Variant::Lagesvuon));
    assert_eq!(p.expect(), Expect::Throw { side: ONE, dice: 1 });
    assert_eq!(p.throw(&[Face::X, Face::II]), Err(Illegal::BadThrow));
    assert_eq!(p.throw(&[Face::I]), Err(Illegal::BadThrow), "stick dice have no I");
    let mut p = board(rules(Variant::Lagesvuon), ONE, [EMPTY15, ".*9 A .*5", EMPTY15]);
    throw(&mut p, "[III II O]");
    assert_eq!(p.throw(&[Face::X, Face::X, Face::X]), Err(Illegal::NotNow));
}

// ---------------------------------------------------------------- Návuon

#[test]
fn navuon_board_is_3_by_13_with_12_soldiers_each_and_the_exit_cell_empty() {
    let p = Position::new(rules(Variant::NavuonRaisa));
    assert_eq!(p.geometry().len, 13);
    let cells = |s| p.soldiers(s).iter().map(|x| p.soldier_cell(s, *x).to_string()).collect::<Vec<_>>();
    assert_eq!(cells(ONE), (1..=12).map(|c| format!("a{c}")).collect::<Vec<_>>());
    assert_eq!(cells(TWO), (2..=13).rev().map(|c| format!("c{c}")).collect::<Vec<_>>());
    assert!(p.soldiers(ONE).iter().chain(p.soldiers(TWO)).all(|s| !s.active));
    assert_eq!(p.king().unwrap().cell.to_string(), "b7");
}

#[test]
fn navuon_first_player_throws_one_die_until_an_x_then_the_second_die() {
    let mut p = Position::new(rules(Variant::NavuonRaisa));
    throw(&mut p, "[II]");
    assert_eq!(p.expect(), Expect::Throw { side: TWO, dice: 1 });
    let ev = throw(&mut p, "[X]");
    assert!(ev.contains(&Event::Starts { side: TWO }));
    assert_eq!(p.expect(), Expect::Throw { side: TWO, dice: 1 });
    throw(&mut p, "[III]");
    assert_eq!(p.expect(), Expect::Move { side: TWO }, "the deciding X is not thrown again");
    assert!(legal(&p).iter().all(|m| m.starts_with("X*")), "the X activates first: {:?}", legal(&p));
    assert!(has(&p, "X*c2-c1"));
}

#[test]
fn navuon_an_x_may_be_thrown_again() {
    let mut p = board(rules(Variant::NavuonRaisa), ONE, [EMPTY13, ".*8 A .*4", "a*12 ."]);
    throw(&mut p, "[X II]");
    assert_eq!(legal(&p), vec!["r1", "keep"]);
    mv(&mut p, "r1");
    assert_eq!(p.expect(), Expect::Throw { side: ONE, dice: 1 });
    throw(&mut p, "[X]");
    assert!(has(&p, "r1"), "an X thrown again may be thrown again");
    mv(&mut p, "r1");
    throw(&mut p, "[I]");
    assert_eq!(p.expect(), Expect::Move { side: ONE });
}

#[test]
fn navuon_x_activates_any_piece_with_one_step_forward() {
    let mut p = board(rules(Variant::NavuonRaisa), ONE, [". b*12", ".*6 K .*6", "a*12 ."]);
    throw(&mut p, "[X I]");
    mv(&mut p, "keep");
    assert!(has(&p, "X*a12-a13"));
    assert!(has(&p, "X*a5-a6"), "Návuon activates in any order");
    mv(&mut p, "X*a5-a6");
    assert_eq!(count(&p, ONE, true), 1);
    mv(&mut p, "I:a6-a7");
}

#[test]
fn navuon_raisa_uses_x_first_then_i_ii_iii() {
    let mut p = board(rules(Variant::NavuonRaisa), ONE, [EMPTY13, ".*9 A .*3", "a*12 ."]);
    throw(&mut p, "[III X]");
    mv(&mut p, "keep");
    assert!(legal(&p).iter().all(|m| m.starts_with('X')), "{:?}", legal(&p));
    let mut p = board(rules(Variant::NavuonRaisa), ONE, [EMPTY13, ".*9 A .*3", EMPTY13]);
    throw(&mut p, "[III I]");
    assert!(legal(&p).iter().all(|m| m.starts_with("I:")), "{:?}", legal(&p));
}

#[test]
fn navuon_maze_uses_the_dice_in_any_order() {
    let mut p = board(rules(Variant::NavuonMaze), ONE, [EMPTY13, ".*9 A .*3", EMPTY13]);
    throw(&mut p, "[III I]");
    assert!(has(&p, "III:b10-b7") && has(&p, "I:b10-b9"));
}

#[test]
fn navuon_a_piece_never_returns_to_its_home_row() {
    let mut p = board(rules(Variant::NavuonRaisa), ONE, [".*11 A .", "B .*12", EMPTY13]);
    throw(&mut p, "[I III]");
    mv(&mut p, "I:c12-c13");
    mv(&mut p, "III:c13-b11");
}

#[test]
fn navuon_own_active_soldiers_may_share_a_cell() {
    let mut p = board(rules(Variant::NavuonRaisa), ONE, [". b .*11", ".*7 A . A .*3", EMPTY13]);
    throw(&mut p, "[II III]");
    mv(&mut p, "II:b10-b8");
}

#[test]
fn navuon_the_gonagas_may_share_a_cell_with_its_owners_soldier() {
    let mut p = board(rules(Variant::NavuonRaisa), ONE, [". b .*11", ".*4 K1 .*2 A .*5", EMPTY13]);
    throw(&mut p, "[III III]");
    mv(&mut p, "III:b8-b5");
}

#[test]
fn navuon_ending_on_the_gonagas_recruits_it() {
    let mut p = board(rules(Variant::NavuonRaisa), ONE, [". b .*11", ".*6 K . A .*4", EMPTY13]);
    throw(&mut p, "[II III]");
    let ev = mv(&mut p, "II:b9-b7");
    assert!(ev.contains(&Event::Recruited { side: ONE, cell: cell("b7") }));
    assert_eq!(p.king().unwrap().owner, Some(ONE));
}

#[test]
fn navuon_the_gonagas_moves_forward_only_like_a_soldier() {
    let mut p = board(rules(Variant::NavuonRaisa), ONE, [EMPTY13, ".*4 K1 .*8", EMPTY13]);
    throw(&mut p, "[I II]");
    assert_eq!(why(&p, SubMove::King { die: 0, from: cell("b5"), to: cell("b6") }), Illegal::WrongDistance);
    mv(&mut p, "I:Kb5-b4");
}

#[test]
fn navuon_captures_active_and_inactive_enemy_pieces() {
    let mut p = board(rules(Variant::NavuonRaisa), ONE, [". b .*11", "A .*3 B . A .*6", EMPTY13]);
    throw(&mut p, "[I II]");
    let ev = mv(&mut p, "I:b1-c1");
    assert_eq!(captured(&ev), 0);
    let ev = mv(&mut p, "II:b7-b5");
    assert_eq!(captured(&ev), 1);
    let mut p = board(rules(Variant::NavuonRaisa), ONE, [". b .*11", "A B .*11", EMPTY13]);
    throw(&mut p, "[II III]");
    let ev = mv(&mut p, "II:b1-c2");
    assert_eq!(captured(&ev), 1, "the inactive soldier on c2 is taken");
}

#[test]
fn navuon_the_gonagas_captures_too() {
    let mut p = board(rules(Variant::NavuonRaisa), ONE, [EMPTY13, ".*3 B K1 .*8", EMPTY13]);
    throw(&mut p, "[I II]");
    let ev = mv(&mut p, "I:Kb5-b4");
    assert_eq!(captured(&ev), 1);
}

#[test]
fn navuon_turn_is_skipped_without_an_active_piece_or_an_activation() {
    let mut p = board(rules(Variant::NavuonRaisa), ONE, [". b*12", EMPTY13, "a*12 ."]);
    let ev = throw(&mut p, "[I II]");
    assert!(skipped(&ev));
    assert_eq!(p.expect(), Expect::Throw { side: TWO, dice: 2 });
}

#[test]
fn navuon_wins_when_the_opponent_has_no_soldiers_even_with_the_gonagas() {
    let mut p = board(rules(Variant::NavuonRaisa), ONE, [EMPTY13, ".*4 B . A . K2 .*4", EMPTY13]);
    throw(&mut p, "[II III]");
    let ev = mv(&mut p, "II:b7-b5");
    assert_eq!(won(&ev), Some((ONE, WinReason::OnlyKingLeft)));
}

// ---------------------------------------------------------------- Gávkevuotna

#[test]
fn gavkevuotna_three_stick_dice_and_the_blank_moves_four() {
    let mut p = board(rules(Variant::Gavkevuotna), ONE, [EMPTY15, ".*9 A .*5", EMPTY15]);
    throw(&mut p, "[O III II]");
    assert!(has(&p, "O:b10-b6"));
}

#[test]
fn gavkevuotna_x_x_x_is_used_or_thrown_again_all_together() {
    let mut p = board(rules(Variant::Gavkevuotna), ONE, [EMPTY15, ".*9 A .*5", EMPTY15]);
    throw(&mut p, "[X X X]");
    assert_eq!(legal(&p), vec!["rall", "keep"]);
    mv(&mut p, "rall");
    assert_eq!(p.expect(), Expect::Throw { side: ONE, dice: 3 });
    let mut p = board(rules(Variant::Gavkevuotna), ONE, [EMPTY15, ".*9 A .*5", EMPTY15]);
    throw(&mut p, "[X II III]");
    assert!(!legal(&p).iter().any(|m| m.starts_with('r')), "a single X is not thrown again");
}

#[test]
fn gavkevuotna_uses_the_dice_in_any_order() {
    let mut p = board(rules(Variant::Gavkevuotna), ONE, [EMPTY15, ".*9 A .*5", EMPTY15]);
    throw(&mut p, "[III II X]");
    assert!(has(&p, "III:b10-b7") && has(&p, "II:b10-b8") && has(&p, "X:b10-b9"));
}

#[test]
fn gavkevuotna_the_figure_eight_comes_back_along_the_home_row() {
    let mut p = board(rules(Variant::Gavkevuotna), ONE, [EMPTY15, ". A' .*13", EMPTY15]);
    throw(&mut p, "[III II O]");
    mv(&mut p, "III:b2'-a2");
}

#[test]
fn gavkevuotna_activates_strictly_from_the_first_to_the_last() {
    let mut p = board(rules(Variant::Gavkevuotna), ONE, ["b*15", ".*7 K .*7", "a*15"]);
    throw(&mut p, "[X II III]");
    let acts: Vec<_> = legal(&p).into_iter().filter(|m| m.starts_with("X*")).collect();
    assert_eq!(acts, vec!["X*a15-b15"]);
    let a10 = idx(&p, ONE, "a10");
    assert_eq!(why(&p, SubMove::Activate { die: 0, from: a10, to: a10 + 1 }), Illegal::ActivationOrder);
}

#[test]
fn gavkevuotna_own_soldiers_may_not_overtake_or_join_each_other() {
    let mut p = board(rules(Variant::Gavkevuotna), ONE, [EMPTY15, ".*9 A . A .*3", EMPTY15]);
    throw(&mut p, "[III II X]");
    let b12 = idx(&p, ONE, "b12");
    assert_eq!(
        why(&p, SubMove::Soldier { die: 0, from: b12, to: idx(&p, ONE, "b9"), take_king: false }),
        Illegal::Overtakes
    );
    assert_eq!(
        why(&p, SubMove::Soldier { die: 1, from: b12, to: idx(&p, ONE, "b10"), take_king: false }),
        Illegal::OwnPieceThere
    );
    assert!(has(&p, "III:b10-b7"), "the enemy may be passed, and the front soldier moves freely");
}

#[test]
fn gavkevuotna_an_active_soldier_may_not_stand_with_an_inactive_one() {
    let mut p = board(rules(Variant::Gavkevuotna), ONE, [EMPTY15, "A' .*14", "a*14 ."]);
    throw(&mut p, "[X II III]");
    let from = idx(&p, ONE, "b1'");
    assert_eq!(
        why(&p, SubMove::Soldier { die: 0, from, to: idx(&p, ONE, "a1"), take_king: false }),
        Illegal::WithInactive
    );
}

#[test]
fn gavkevuotna_the_gonagas_may_not_stand_with_its_owners_soldier() {
    let mut p = board(rules(Variant::Gavkevuotna), ONE, [EMPTY15, ".*6 A K1 . A .*5", EMPTY15]);
    throw(&mut p, "[X II III]");
    assert_eq!(why(&p, SubMove::King { die: 0, from: cell("b8"), to: cell("b7") }), Illegal::KingWithOwn);
    assert_eq!(
        why(&p, SubMove::Soldier { die: 1, from: idx(&p, ONE, "b10"), to: idx(&p, ONE, "b8"), take_king: false }),
        Illegal::KingWithOwn
    );
}

#[test]
fn gavkevuotna_a_recruited_gonagas_steps_forward_and_captures() {
    let mut p = board(rules(Variant::Gavkevuotna), ONE, [EMPTY15, ".*6 B K . A .*5", EMPTY15]);
    throw(&mut p, "[II III O]");
    let ev = mv(&mut p, "II:b10-b8");
    assert!(ev.contains(&Event::Recruited { side: ONE, cell: cell("b8") }));
    assert_eq!(p.king().unwrap().cell, cell("b7"));
    assert_eq!(captured(&ev), 1);
}

#[test]
fn gavkevuotna_the_gonagas_cannot_be_recruited_with_an_own_piece_in_front() {
    let mut p = board(rules(Variant::Gavkevuotna), ONE, [EMPTY15, ".*6 A K . A .*5", EMPTY15]);
    throw(&mut p, "[II III O]");
    let from = idx(&p, ONE, "b10");
    assert_eq!(
        why(&p, SubMove::Soldier { die: 0, from, to: idx(&p, ONE, "b8"), take_king: false }),
        Illegal::CannotRecruit
    );
}

#[test]
fn gavkevuotna_the_gonagas_jumps_over_pieces() {
    let mut p = board(rules(Variant::Gavkevuotna), ONE, [EMPTY15, ".*7 . A K1 .*5", EMPTY15]);
    throw(&mut p, "[II III O]");
    mv(&mut p, "II:Kb10-b8");
}

#[test]
fn gavkevuotna_inactive_soldiers_can_be_captured() {
    let mut p = board(rules(Variant::Gavkevuotna), ONE, ["b .*14", "A .*14", EMPTY15]);
    throw(&mut p, "[X II III]");
    let ev = mv(&mut p, "X:b1-c1");
    assert_eq!(captured(&ev), 1);
}

#[test]
fn gavkevuotna_the_gonagas_counts_and_must_be_caught_too() {
    let mut p = board(rules(Variant::Gavkevuotna), ONE, [EMPTY15, ".*4 K2 . A .*8", EMPTY15]);
    assert!(!p.is_over(), "a side with only its gonagas is still in the game");
    throw(&mut p, "[II III O]");
    let ev = mv(&mut p, "II:b7-b5");
    assert_eq!(won(&ev), Some((ONE, WinReason::NoPiecesLeft)));
}

#[test]
fn gavkevuotna_miedut_both_armies_enter_the_middle_row_at_the_same_end() {
    let mut p = Position::new(rules(Variant::GavkevuotnaMiedut));
    throw(&mut p, "[X]");
    throw(&mut p, "[II III]");
    assert!(has(&p, "X*a15-b15"));
    let mut p = Position::new(rules(Variant::GavkevuotnaMiedut));
    throw(&mut p, "[II]");
    throw(&mut p, "[X]");
    throw(&mut p, "[II III]");
    assert!(has(&p, "X*c15-b15"), "{:?}", legal(&p));
}

#[test]
fn gavkevuotna_ohcejot_may_capture_the_opponents_gonagas_and_win() {
    let mut p = board(rules(Variant::GavkevuotnaOhcejot), ONE, ["b .*14", ".*4 K2 . A .*8", EMPTY15]);
    throw(&mut p, "[II III O]");
    assert!(has(&p, "II:b7-b5") && has(&p, "II:b7-b5xK"));
    let ev = mv(&mut p, "II:b7-b5xK");
    assert_eq!(won(&ev), Some((ONE, WinReason::KingCaptured)));
    let mut p = board(rules(Variant::Gavkevuotna), ONE, ["b .*14", ".*4 K2 . A .*8", EMPTY15]);
    throw(&mut p, "[II III O]");
    assert!(!has(&p, "II:b7-b5xK"), "only the Ohcejot rule captures the gonagas");
}

#[test]
fn gavkevuotna_turn_is_skipped_when_no_move_is_legal() {
    let mut p = board(rules(Variant::Gavkevuotna), ONE, [EMPTY15, "A' .*14", "a*14 ."]);
    let ev = throw(&mut p, "[II III O]");
    assert!(skipped(&ev));
}

// ---------------------------------------------------------------- Lágesvuon

#[test]
fn lagesvuon_queens_start_inactive_on_the_marks_nearest_their_exits() {
    let p = Position::new(rules(Variant::Lagesvuon));
    assert_eq!(p.queen(ONE), Some(Queen { cell: cell("b12"), active: false, homeward: false }));
    assert_eq!(p.queen(TWO), Some(Queen { cell: cell("b4"), active: false, homeward: false }));
}

#[test]
fn lagesvuon_a_blank_is_worth_nothing_and_three_blanks_lose_the_turn() {
    let mut p = board(rules(Variant::Lagesvuon), ONE, [EMPTY15, ".*9 A .*5", EMPTY15]);
    let ev = throw(&mut p, "[O O O]");
    assert!(skipped(&ev));
}

#[test]
fn lagesvuon_uses_x_first_then_iii_then_ii() {
    let mut p = board(rules(Variant::Lagesvuon), ONE, [EMPTY15, ".*9 A .*5", EMPTY15]);
    throw(&mut p, "[II X III]");
    mv(&mut p, "keep");
    assert!(legal(&p).iter().all(|m| m.starts_with('X')), "{:?}", legal(&p));
    mv(&mut p, "X:b10-b9");
    assert!(legal(&p).iter().all(|m| m.starts_with("III")), "{:?}", legal(&p));
}

#[test]
fn lagesvuon_a_value_that_cannot_be_used_burns_with_all_after_it() {
    let mut p = board(rules(Variant::Lagesvuon), ONE, [EMPTY15, "Q1 . . A .*11", EMPTY15]);
    let ev = throw(&mut p, "[III II O]");
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Burnt { faces, .. } if faces.contains(&Face::III) && faces.contains(&Face::II))));
    assert!(skipped(&ev), "the II could have moved, but it comes after the III");
    // In a free-order family the II would be used.
    let mut p = board(with(Variant::Lagesvuon, &["order=free"]), ONE, [EMPTY15, "Q1 . . A .*11", EMPTY15]);
    throw(&mut p, "[III II O]");
    assert!(has(&p, "II:b4-b2"));
}

#[test]
fn lagesvuon_an_x_may_be_thrown_again() {
    let mut p = board(rules(Variant::Lagesvuon), ONE, [EMPTY15, ".*9 A .*5", EMPTY15]);
    throw(&mut p, "[X II III]");
    assert_eq!(legal(&p), vec!["r1", "keep"]);
}

#[test]
fn lagesvuon_activates_strictly_in_order_with_a_step() {
    let mut p = board(rules(Variant::Lagesvuon), ONE, ["b*15", ".*3 q2 . . . K .*3 q1 .*3", "a*15"]);
    throw(&mut p, "[X II III]");
    mv(&mut p, "keep");
    let acts: Vec<_> = legal(&p).into_iter().filter(|m| m.starts_with("X*a")).collect();
    assert_eq!(acts, vec!["X*a15-b15"]);
}

#[test]
fn lagesvuon_own_active_soldiers_share_lines_and_may_stand_with_inactive_ones() {
    let mut p = board(rules(Variant::Lagesvuon), ONE, [".*14 b", "A' . . q2 .*5 A . A . q1 .", "a*14 ."]);
    throw(&mut p, "[III II O]");
    mv(&mut p, "III:b1'-a3");
    mv(&mut p, "II:b12-b10");
}

#[test]
fn lagesvuon_the_gonagas_may_not_stand_with_its_owners_soldier_or_queen() {
    let mut p = board(rules(Variant::Lagesvuon), ONE, [EMPTY15, ".*5 A . K1 . Q1 .*5", EMPTY15]);
    throw(&mut p, "[II O O]");
    assert_eq!(why(&p, SubMove::King { die: 0, from: cell("b8"), to: cell("b6") }), Illegal::KingWithOwn);
    assert_eq!(why(&p, SubMove::King { die: 0, from: cell("b8"), to: cell("b10") }), Illegal::KingWithOwn);
}

#[test]
fn lagesvuon_a_soldier_may_not_stop_on_a_queen_it_cannot_take() {
    let mut p = board(rules(Variant::Lagesvuon), ONE, [EMPTY15, ".*7 q2 . A . Q1 .*3", EMPTY15]);
    throw(&mut p, "[II O O]");
    let b10 = idx(&p, ONE, "b10");
    assert_eq!(
        why(&p, SubMove::Soldier { die: 0, from: b10, to: idx(&p, ONE, "b8"), take_king: false }),
        Illegal::QueenLine
    );
    let mut q = board(rules(Variant::Lagesvuon), ONE, [".*14 b", ".*9 A . Q1 A .*2", EMPTY15]);
    let b13 = idx(&q, ONE, "b13");
    throw(&mut q, "[X II III]");
    mv(&mut q, "keep");
    assert_eq!(
        why(&q, SubMove::Soldier { die: 0, from: b13, to: idx(&q, ONE, "b12"), take_king: false }),
        Illegal::QueenLine
    );
}

#[test]
fn lagesvuon_capturing_a_queen_wins_the_game() {
    let mut p = board(rules(Variant::Lagesvuon), ONE, ["b .*14", ".*7 Q2 . A .*5", EMPTY15]);
    throw(&mut p, "[II O O]");
    let ev = mv(&mut p, "II:b10-b8");
    assert_eq!(won(&ev), Some((ONE, WinReason::QueenCaptured)));
}

/// The house rule `soldier-takes-queen` (issue 16): on, a soldier ending on an active
/// enemy queen takes her (the preset's reading); off, a soldier never stops on a queen,
/// and only a queen or the gonagas takes one.
#[test]
fn lagesvuon_a_soldier_takes_an_active_queen_only_under_the_house_rule() {
    let position = |on: &str| {
        let mut r = rules(Variant::Lagesvuon);
        r.set("soldier-takes-queen", on).unwrap();
        let mut p = board(r, ONE, ["b .*14", ".*7 Q2 . A .*3 Q1 .", EMPTY15]);
        throw(&mut p, "[II O O]");
        p
    };
    let mut on = position("on");
    assert_eq!(won(&mv(&mut on, "II:b10-b8")), Some((ONE, WinReason::QueenCaptured)));
    let off = position("off");
    let b10 = idx(&off, ONE, "b10");
    assert_eq!(
        why(&off, SubMove::Soldier { die: 0, from: b10, to: idx(&off, ONE, "b8"), take_king: false }),
        Illegal::QueenLine
    );
    // A queen still takes her under either reading.
    let mut r = rules(Variant::Lagesvuon);
    r.set("soldier-takes-queen", "off").unwrap();
    let mut p = board(r, ONE, ["b .*14", ".*7 Q2 . Q1 .*5", EMPTY15]);
    throw(&mut p, "[II O O]");
    assert_eq!(won(&mv(&mut p, "II:Qb10-b8")), Some((ONE, WinReason::QueenCaptured)));
}

#[test]
fn lagesvuon_the_gonagas_is_recruited_without_a_step() {
    let mut p = board(rules(Variant::Lagesvuon), ONE, [EMPTY15, ".*7 K . A .*5", EMPTY15]);
    throw(&mut p, "[II O O]");
    mv(&mut p, "II:b10-b8");
    assert_eq!(p.king(), Some(King { cell: cell("b8"), owner: Some(ONE), idx: idx(&p, ONE, "b8") }));
}

#[test]
fn lagesvuon_the_gonagas_moves_in_any_direction() {
    let mut p = board(rules(Variant::Lagesvuon), ONE, [".*14 b", ".*3 q2 .*7 q1 .*3", ".*7 K1 .*6 a"]);
    throw(&mut p, "[II O O]");
    let k: Vec<_> = legal(&p).into_iter().filter(|m| m.contains(":K")).collect();
    assert_eq!(k, vec!["II:Ka8-a6", "II:Ka8-a10", "II:Ka8-c8"], "straight lines: two rows up, or along the row");
}

#[test]
fn lagesvuon_a_queen_is_activated_by_x_with_a_step_onto_a_free_line() {
    let mut p = board(rules(Variant::Lagesvuon), ONE, [".*11 b .*3", ".*10 A q1 .*3", ".*11 a .*3"]);
    throw(&mut p, "[X II III]");
    mv(&mut p, "keep");
    let q: Vec<_> = legal(&p).into_iter().filter(|m| m.starts_with("X*Q")).collect();
    assert_eq!(q, vec!["X*Qb12-b13"], "b11 holds an own soldier, a12 and c12 inactive soldiers");
    mv(&mut p, "X*Qb12-b13");
    assert_eq!(p.queen(ONE), Some(Queen { cell: cell("b13"), active: true, homeward: false }));
}

#[test]
fn lagesvuon_an_active_queen_moves_in_any_direction() {
    let mut p = board(rules(Variant::Lagesvuon), ONE, [EMPTY15, ".*7 Q1 .*7", EMPTY15]);
    throw(&mut p, "[III II O]");
    let q: Vec<_> = legal(&p).into_iter().filter(|m| m.starts_with("III:Q")).collect();
    assert_eq!(q, vec!["III:Qb8-b5", "III:Qb8-b11"]);
}

#[test]
fn lagesvuon_inactive_soldiers_cannot_be_captured_but_an_enemy_on_them_blocks() {
    let mut p = board(rules(Variant::Lagesvuon), TWO, [EMPTY15, ".*3 q2 .*7 q1 . B .", "a*15"]);
    throw(&mut p, "[II O O]");
    let ev = mv(&mut p, "II:b14-a15");
    assert_eq!(captured(&ev), 0);
    assert!(ev.contains(&Event::Blocks { side: TWO, cell: cell("a15") }));
    // Player 1 cannot activate: the first in line is blocked.
    throw(&mut p, "[X II III]");
    mv(&mut p, "keep");
    let a15 = idx(&p, ONE, "a15");
    assert_eq!(why(&p, SubMove::Activate { die: 0, from: a15, to: a15 + 1 }), Illegal::Blocked);
}

#[test]
fn lagesvuon_blocking_blocks_the_rest_of_the_row() {
    let mut p = board(rules(Variant::Lagesvuon), ONE, [EMPTY15, ".*7 K .*7", "a*12 B+a . ."]);
    throw(&mut p, "[X II III]");
    mv(&mut p, "keep");
    assert!(!legal(&p).iter().any(|m| m.starts_with("X*")), "everything behind a13 is blocked");
    let mut p = board(rules(Variant::Lagesvuon), ONE, [EMPTY15, ".*7 K .*7", "a*9 B+a a a a . ."]);
    throw(&mut p, "[X II III]");
    mv(&mut p, "keep");
    assert!(has(&p, "X*a13-a14"), "a blocker behind the first in line does not stop it");
}

#[test]
fn lagesvuon_a_side_with_no_soldiers_loses_even_with_the_gonagas() {
    let mut p = board(rules(Variant::Lagesvuon), ONE, [EMPTY15, ".*3 q2 B . A . K2 . . q1 .*3", EMPTY15]);
    throw(&mut p, "[II O O]");
    let ev = mv(&mut p, "II:b7-b5");
    assert_eq!(won(&ev), Some((ONE, WinReason::OnlyKingLeft)));
}

#[test]
fn lagesvuon_first_player_may_be_decided_by_most_x() {
    let mut p = Position::new(with(Variant::Lagesvuon, &["first-player=most-x"]));
    assert_eq!(p.expect(), Expect::Throw { side: ONE, dice: 3 });
    throw(&mut p, "[X II III]");
    throw(&mut p, "[X O III]");
    assert_eq!(p.expect(), Expect::Throw { side: ONE, dice: 3 }, "a tie throws again");
    throw(&mut p, "[X X III]");
    let ev = throw(&mut p, "[X O III]");
    assert!(ev.contains(&Event::Starts { side: ONE }));
    assert_eq!(p.expect(), Expect::Throw { side: ONE, dice: 3 });
}

// ---------------------------------------------------------------- Unjárga

#[test]
fn unjarga_the_blank_is_zero_or_four_by_agreement() {
    let mut p = board(rules(Variant::Unjarga), ONE, [EMPTY15, ".*9 A .*5", EMPTY15]);
    assert!(skipped(&throw(&mut p, "[O O O]")));
    let mut p = board(with(Variant::Unjarga, &["blank=4"]), ONE, [EMPTY15, ".*9 A .*5", EMPTY15]);
    throw(&mut p, "[O O O]");
    assert!(has(&p, "O:b10-b6"));
}

#[test]
fn unjarga_activation_moves_the_piece_straight_onto_the_middle_row() {
    let mut p = board(rules(Variant::Unjarga), ONE, [EMPTY15, ".*7 K .*7", "a*14 ."]);
    throw(&mut p, "[X II III]");
    mv(&mut p, "keep");
    assert!(has(&p, "X*a14-b14"), "{:?}", legal(&p));
}

#[test]
fn unjarga_the_gonagas_is_recruited_by_entering_the_enemy_home_row() {
    let mut p = board(rules(Variant::Unjarga), ONE, [".*14 b", "A .*6 K .*7", EMPTY15]);
    throw(&mut p, "[II O O]");
    let ev = mv(&mut p, "II:b1-c2");
    assert!(ev.contains(&Event::Recruited { side: ONE, cell: cell("b8") }));
    let mut p = board(rules(Variant::Unjarga), ONE, [".*14 b", ".*7 K . A .*4 A", EMPTY15]);
    throw(&mut p, "[II O O]");
    let b10 = idx(&p, ONE, "b10");
    assert_eq!(
        why(&p, SubMove::Soldier { die: 0, from: b10, to: idx(&p, ONE, "b8"), take_king: false }),
        Illegal::KingNotTaken
    );
}

#[test]
fn unjarga_the_gonagas_moves_in_any_direction() {
    let mut p = board(rules(Variant::Unjarga), ONE, [".*14 b", EMPTY15, ".*7 K1 .*6 a"]);
    throw(&mut p, "[II O O]");
    let k: Vec<_> = legal(&p).into_iter().filter(|m| m.contains(":K")).collect();
    assert_eq!(k, vec!["II:Ka8-a6", "II:Ka8-a10", "II:Ka8-c8"]);
}

#[test]
fn unjarga_inactive_soldiers_can_be_captured() {
    let mut p = board(rules(Variant::Unjarga), ONE, ["b .*14", "A .*14", EMPTY15]);
    throw(&mut p, "[X II III]");
    mv(&mut p, "keep");
    assert_eq!(captured(&mv(&mut p, "X:b1-c1")), 1);
}

#[test]
fn unjarga_an_x_and_x_x_x_may_be_thrown_again() {
    let mut p = board(rules(Variant::Unjarga), ONE, [EMPTY15, ".*9 A .*5", EMPTY15]);
    throw(&mut p, "[X X X]");
    assert_eq!(legal(&p), vec!["rall", "r1", "r2", "r3", "keep"]);
}

// ---------------------------------------------------------------- Luujávr

#[test]
fn luujavr_activation_flips_the_piece_where_it_stands() {
    let mut p = board(rules(Variant::Luujavr), ONE, ["b .*14", ".*7 K .*7", "a*15"]);
    throw(&mut p, "[X II III]");
    assert_eq!(p.expect(), Expect::Move { side: ONE }, "Luujávr throws no die again");
    mv(&mut p, "X*a15");
    mv(&mut p, "III:a15-b13");
}

#[test]
fn luujavr_the_second_player_runs_the_mirrored_path() {
    let mut p = Position::new(rules(Variant::Luujavr));
    throw(&mut p, "[II]");
    throw(&mut p, "[X]");
    throw(&mut p, "[II III]");
    mv(&mut p, "X*c15");
    mv(&mut p, "III:c15-b13");
}

#[test]
fn luujavr_the_gonagas_is_recruited_on_its_line_or_at_the_empty_centre() {
    let mut p = board(rules(Variant::Luujavr), ONE, [EMPTY15, ". . K2 .*6 A .*5", EMPTY15]);
    throw(&mut p, "[II O O]");
    let ev = mv(&mut p, "II:b10-b8");
    assert!(ev.contains(&Event::Recruited { side: ONE, cell: cell("b3") }));
}

#[test]
fn luujavr_the_gonagas_moves_one_line_or_row_with_x_and_along_the_row_with_ii_iii() {
    let mut p = board(rules(Variant::Luujavr), ONE, ["b .*14", ".*7 K1 .*7", "a .*14"]);
    throw(&mut p, "[X II III]");
    let k: Vec<_> = legal(&p).into_iter().filter(|m| m.contains(":K")).collect();
    assert_eq!(k, vec!["X:Kb8-a8", "X:Kb8-b7", "X:Kb8-b9", "X:Kb8-c8"]);
    mv(&mut p, "X:Kb8-b9");
    let k: Vec<_> = legal(&p).into_iter().filter(|m| m.contains(":K")).collect();
    assert_eq!(k, vec!["III:Kb9-b6", "III:Kb9-b12"]);
}

#[test]
fn luujavr_the_gonagas_may_not_stand_with_an_enemy_inactive_soldier() {
    let mut p = board(rules(Variant::Luujavr), ONE, [".*7 b .*7", ".*7 K1 .*7", EMPTY15]);
    throw(&mut p, "[X II III]");
    assert_eq!(why(&p, SubMove::King { die: 0, from: cell("b8"), to: cell("c8") }), Illegal::KingWithInactive);
}

#[test]
fn luujavr_inactive_soldiers_are_blocked_not_captured() {
    let mut p = board(rules(Variant::Luujavr), TWO, [EMPTY15, "B .*14", "a*15"]);
    throw(&mut p, "[II O O]");
    let ev = mv(&mut p, "II:b1-a2");
    assert_eq!(captured(&ev), 0);
    assert!(ev.contains(&Event::Blocks { side: TWO, cell: cell("a2") }));
}

#[test]
fn luujavr_a_side_with_only_blocked_soldiers_loses() {
    let mut p = board(rules(Variant::Luujavr), TWO, [EMPTY15, ".*4 B .*10", ".*14 a+B"]);
    throw(&mut p, "[II O O]");
    let ev = mv(&mut p, "II:b5-b3");
    assert_eq!(won(&ev), Some((TWO, WinReason::AllBlocked)));
}

#[test]
fn luujavr_a_side_with_only_the_gonagas_loses() {
    let mut p = board(rules(Variant::Luujavr), TWO, [EMPTY15, "K1 . A . B .*10", EMPTY15]);
    throw(&mut p, "[II O O]");
    let ev = mv(&mut p, "II:b5-b3");
    assert_eq!(won(&ev), Some((TWO, WinReason::OnlyKingLeft)));
}

// ---------------------------------------------------------------- Vuonnamárkan (the world cup)
//
// Lágesvuon with the Unjárga gonagas, as the Sáhkku world cup in Unjárga plays it
// (issue 16; docs/rules/sahkku.md, "Vuonnamárkan"). Each new house rule is also tried in
// its other value on the same position.

const VM: Variant = Variant::Vuonnamarkan;

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

#[test]
fn vuonnamarkan_is_lagesvuon_on_3x15_with_queens_on_the_fourth_middle_lines_and_a_neutral_gonagas_in_the_centre() {
    let p = Position::new(rules(VM));
    let r = p.rules();
    assert_eq!((r.board_len, r.soldiers, r.dice, r.blank), (15, 15, 3, 0));
    assert_eq!(r.get("faces"), Some("x-iii-ii-blank"));
    assert_eq!(
        p.queen(ONE),
        Some(Queen { cell: cell("b12"), active: false, homeward: false }),
        "4th line from player 1's exit, b15"
    );
    assert_eq!(p.queen(TWO), Some(Queen { cell: cell("b4"), active: false, homeward: false }));
    assert_eq!(p.king(), Some(King { cell: cell("b8"), owner: None, idx: 0 }));
    assert!(p.soldiers(ONE).iter().chain(p.soldiers(TWO)).all(|s| !s.active));
}

#[test]
fn vuonnamarkan_both_throw_all_three_dice_in_turn_and_the_first_x_starts_then_throws_for_the_first_turn() {
    let mut p = Position::new(rules(VM));
    assert_eq!(p.expect(), Expect::Throw { side: ONE, dice: 3 });
    throw(&mut p, "[II III O]");
    assert_eq!(p.expect(), Expect::Throw { side: TWO, dice: 3 });
    let ev = throw(&mut p, "[II X O]");
    assert!(ev.contains(&Event::Starts { side: TWO }));
    assert!(!ev.iter().any(|e| matches!(e, Event::Thrown { .. })), "that throw only chose who starts: {ev:?}");
    assert_eq!(p.expect(), Expect::Throw { side: TWO, dice: 3 }, "the starter throws again for the first turn");
    throw(&mut p, "[X II O]");
    assert_eq!(legal(&p), vec!["r1", "keep"], "the first turn's X may be thrown again, like any X");
    mv(&mut p, "keep");
    let soldiers: Vec<_> = legal(&p).into_iter().filter(|m| m.starts_with("X*c")).collect();
    assert_eq!(soldiers, vec!["X*c1-b1"], "the X wakes the soldier at the exit; the II follows");
    // The other values: with `first-x-all` the throw that holds the first X is the
    // starter's first turn, played like any throw ...
    let mut p = Position::new(with(VM, &["first-player=first-x-all"]));
    throw(&mut p, "[II III O]");
    let ev = throw(&mut p, "[II X O]");
    assert!(ev.contains(&Event::Starts { side: TWO }));
    assert_eq!(p.expect(), Expect::Move { side: TWO });
    assert_eq!(legal(&p), vec!["r2", "keep"], "the X of that throw may be thrown again, like any X");
    // ... and with `first-x` one die each until an X, which is kept for the first turn.
    let mut p = Position::new(with(VM, &["first-player=first-x"]));
    assert_eq!(p.expect(), Expect::Throw { side: ONE, dice: 1 });
    throw(&mut p, "[X]");
    assert_eq!(p.expect(), Expect::Throw { side: ONE, dice: 2 });
}

#[test]
fn vuonnamarkan_an_x_may_be_thrown_again_one_at_a_time_again_and_again() {
    let mut p = board(rules(VM), ONE, [EMPTY15, ".*3 q2 .*3 K . A . q1 .*3", "a .*14"]);
    throw(&mut p, "[X II III]");
    assert_eq!(legal(&p), vec!["r1", "keep"]);
    mv(&mut p, "r1");
    throw(&mut p, "[X]");
    assert_eq!(legal(&p), vec!["r1", "keep"], "an X thrown again may be thrown again");
    mv(&mut p, "r1");
    throw(&mut p, "[O]");
    assert_eq!(p.expect(), Expect::Move { side: ONE }, "no X left: the dice are played");
}

#[test]
fn vuonnamarkan_uses_x_then_iii_then_ii_and_an_unusable_value_burns_with_the_rest() {
    // III: b4→b1 holds the own queen, and the queen's lines (b4, c3 and a3) are held.
    let mut p = board(rules(VM), ONE, [".*2 b .*12", "Q1 . . A .*3 q2 .*7", ".*2 a .*12"]);
    let ev = throw(&mut p, "[III II O]");
    assert!(ev.iter().any(|e| matches!(e, Event::Burnt { faces, .. } if faces.contains(&Face::II))));
    assert!(skipped(&ev), "the II could have moved A to b2, but it comes after the III");
}

#[test]
fn vuonnamarkan_soldiers_wake_in_queue_order_with_a_step_that_may_capture() {
    let mut p = board(rules(VM), ONE, [".*14 b", "B . . q2 .*3 K .*3 q1 . . B", "a*15"]);
    throw(&mut p, "[X O O]");
    mv(&mut p, "keep");
    let acts: Vec<_> = legal(&p).into_iter().filter(|m| m.starts_with("X*a")).collect();
    assert_eq!(acts, vec!["X*a15-b15"]);
    assert_eq!(captured(&mv(&mut p, "X*a15-b15")), 1);
}

#[test]
fn vuonnamarkan_a_queen_wakes_with_one_step_forward_back_or_across() {
    let mut p = board(rules(VM), ONE, [".*14 b", ".*3 q2 .*3 K .*3 q1 .*3", "a .*14"]);
    throw(&mut p, "[X O O]");
    mv(&mut p, "keep");
    let q: Vec<_> = legal(&p).into_iter().filter(|m| m.starts_with("X*Q")).collect();
    assert_eq!(sorted(q), vec!["X*Qb12-a12", "X*Qb12-b11", "X*Qb12-b13", "X*Qb12-c12"]);
}

#[test]
fn vuonnamarkan_no_piece_stops_on_a_line_with_an_inactive_piece_or_the_neutral_gonagas() {
    let position = |r: Rules| {
        let mut p = board(r, ONE, [". b .*13", "A+A' . . q2 .*3 K . A . q1 A . .", ". a .*13"]);
        throw(&mut p, "[II O O]");
        p
    };
    let p = position(rules(VM));
    let (b1, b1h, b10) = (idx(&p, ONE, "b1"), idx(&p, ONE, "b1'"), idx(&p, ONE, "b10"));
    let to = |c| idx(&p, ONE, c);
    let soldier = |from, to| SubMove::Soldier { die: 0, from, to, take_king: false };
    assert_eq!(why(&p, soldier(b1, to("c2"))), Illegal::WithInactive, "an enemy's inactive soldier");
    assert_eq!(why(&p, soldier(b1h, to("a2"))), Illegal::WithInactive, "an own inactive soldier");
    assert_eq!(why(&p, soldier(b10, to("b8"))), Illegal::KingNotTaken, "the gonagas before anyone has won it");
    // The gonagas does not stop there either.
    let mut k = board(rules(VM), ONE, [".*6 K1 . b .*6", ".*3 q2 .*7 q1 .*3", "a .*14"]);
    throw(&mut k, "[II O O]");
    assert_eq!(why(&k, SubMove::King { die: 0, from: cell("c7"), to: cell("c9") }), Illegal::KingWithInactive);
    // Lágesvuon's reading: a soldier may stand on them (and blocks the enemy's), and
    // ending on the gonagas's line wins it.
    let mut l = position(rules(Variant::Lagesvuon));
    assert!(has(&l, "II:b1-c2") && has(&l, "II:b1'-a2"));
    assert!(mv(&mut l, "II:b10-b8").contains(&Event::Recruited { side: ONE, cell: cell("b8") }));
}

#[test]
fn vuonnamarkan_landing_on_active_enemies_takes_them_all_queens_included_but_never_an_inactive_queen() {
    let mut p = board(rules(VM), ONE, ["b .*14", ".*7 Q2+B+B . A .*5", ".*11 q1 .*3"]);
    throw(&mut p, "[II O O]");
    let ev = mv(&mut p, "II:b10-b8");
    assert_eq!(captured(&ev), 3);
    assert_eq!(won(&ev), Some((ONE, WinReason::QueenCaptured)));
    let mut q = board(rules(VM), ONE, ["b .*14", ".*7 q2 . A . . A q1 .", EMPTY15]);
    throw(&mut q, "[II O O]");
    let b10 = idx(&q, ONE, "b10");
    assert_eq!(
        why(&q, SubMove::Soldier { die: 0, from: b10, to: idx(&q, ONE, "b8"), take_king: false }),
        Illegal::QueenLine
    );
}

#[test]
fn vuonnamarkan_the_gonagas_joins_the_first_soldier_to_enter_the_enemy_home_row() {
    let position = |r: Rules| {
        let mut p = board(r, ONE, [".*14 b", "A . . q2 .*3 K .*3 q1 . . B", "a .*14"]);
        throw(&mut p, "[II O O]");
        p
    };
    let mut p = position(rules(VM));
    let ev = mv(&mut p, "II:b1-c2");
    assert!(ev.contains(&Event::Recruited { side: ONE, cell: cell("b8") }));
    assert_eq!(p.king().map(|k| k.cell), Some(cell("b8")), "it does not move then");
    // The second army to enter the enemy's home row does not take it.
    throw(&mut p, "[II O O]");
    let ev = mv(&mut p, "II:b15-a14");
    assert!(!ev.iter().any(|e| matches!(e, Event::Recruited { .. })));
    assert_eq!(p.king().and_then(|k| k.owner), Some(ONE));
    // Unjárga's reading: every entry into the enemy's home row wins it.
    let mut u = position(with(VM, &["king-recruit=enemy-home-row"]));
    mv(&mut u, "II:b1-c2");
    throw(&mut u, "[II O O]");
    assert!(mv(&mut u, "II:b15-a14").contains(&Event::Recruited { side: TWO, cell: cell("b8") }));
}

#[test]
fn vuonnamarkan_an_enemy_soldier_or_queen_ending_on_the_gonagas_takes_it_over_and_shares_its_line() {
    let position = |r: Rules| {
        let mut p = board(r, TWO, [".*14 b", "B . . q2 . B . A+K1 . Q2 . q1 .*3", "a .*14"]);
        throw(&mut p, "[II O O]");
        p
    };
    let mut p = position(rules(VM));
    let ev = mv(&mut p, "II:b6-b8");
    assert_eq!(captured(&ev), 1, "the soldier with it is taken; the gonagas is never captured");
    assert!(ev.contains(&Event::Recruited { side: TWO, cell: cell("b8") }));
    assert_eq!(p.king().map(|k| (k.cell, k.owner)), Some((cell("b8"), Some(TWO))));
    assert_eq!(p.soldiers_at(TWO, cell("b8")), (1, 0), "they share the line");
    let mut q = position(rules(VM));
    assert!(mv(&mut q, "II:Qb10-b8").contains(&Event::Recruited { side: TWO, cell: cell("b8") }));
    // Unjárga's reading: only entering the home row wins it; nothing stops on it.
    let u = position(with(VM, &["king-recruit=enemy-home-row"]));
    let b6 = idx(&u, TWO, "b6");
    assert_eq!(
        why(&u, SubMove::Soldier { die: 0, from: b6, to: idx(&u, TWO, "b8"), take_king: false }),
        Illegal::KingNotTaken
    );
}

#[test]
fn vuonnamarkan_the_gonagas_and_queens_move_along_the_track_or_straight_across_by_the_exact_value() {
    let position = |r: Rules| {
        let mut p = board(r, ONE, [EMPTY15, ". Q1 . q2 .*3 B .*7", ".*13 K1 a"]);
        throw(&mut p, "[III II O]");
        p
    };
    let p = position(rules(VM));
    let q: Vec<_> = legal(&p).into_iter().filter(|m| m.starts_with("III:Q")).collect();
    // From b2 (on the way out) three lines on, the path turns into the enemy's row
    // (c2); back, b5; III never goes across.
    assert_eq!(sorted(q), vec!["III:Qb2-b5", "III:Qb2-c2"]);
    let mut p = p;
    mv(&mut p, "III:Qb2-c2");
    // II: from a14 round the bend to b15, back to a12, or across to c14.
    let k: Vec<_> = legal(&p).into_iter().filter(|m| m.starts_with("II:K")).collect();
    assert_eq!(sorted(k), vec!["II:Ka14-a12", "II:Ka14-b15", "II:Ka14-c14"]);
    // The straight reading of "any direction": along the row only, never round a bend.
    let s = position(with(VM, &["any-direction=straight"]));
    let q: Vec<_> = legal(&s).into_iter().filter(|m| m.starts_with("III:Q")).collect();
    assert_eq!(q, vec!["III:Qb2-b5"]);
}

#[test]
fn vuonnamarkan_a_queen_or_gonagas_on_the_middle_row_follows_the_pass_it_is_on() {
    let moves = |p: &Position, prefix: &str| sorted(legal(p).into_iter().filter(|m| m.starts_with(prefix)).collect());
    // b2 is on player 1's path twice: going out (on to c1, c2) and coming home (on to
    // a1, a2). A queen on the way home (Q1') goes on towards a2.
    let at_b2 = |r: Rules, queen: &str| {
        let mut p = board(r, ONE, [EMPTY15, &format!(". {queen} . q2 .*3 B .*7"), ".*13 K1 a"]);
        throw(&mut p, "[III II O]");
        p
    };
    assert_eq!(moves(&at_b2(rules(VM), "Q1"), "III:Q"), vec!["III:Qb2-b5", "III:Qb2-c2"]);
    assert_eq!(moves(&at_b2(rules(VM), "Q1'"), "III:Q"), vec!["III:Qb2-a2", "III:Qb2-b5"]);
    // A step across continues the path: from the enemy's row into the middle row she
    // is on the way home ...
    let mut p = board(rules(VM), ONE, [". Q1 .*12 b", ".*3 q2 .*3 K .*7", "a .*14"]);
    throw(&mut p, "[X III O]");
    mv(&mut p, "keep");
    mv(&mut p, "X:Qc2-b2");
    assert_eq!(moves(&p, "III:Q"), vec!["III:Qb2-a2", "III:Qb2-b5"]);
    // ... and from her own row, on the way out.
    let mut p = board(rules(VM), ONE, [".*14 b", ".*3 q2 .*3 K .*7", "a Q1 .*13"]);
    throw(&mut p, "[X III O]");
    mv(&mut p, "keep");
    mv(&mut p, "X:Qa2-b2");
    assert_eq!(moves(&p, "III:Q"), vec!["III:Qb2-b5", "III:Qb2-c2"]);
    // The gonagas moves for its owner the same way.
    let mut p = board(rules(VM), ONE, [".*14 b", ". K1' . q2 .*7 q1 .*3", "a .*14"]);
    throw(&mut p, "[III II O]");
    assert_eq!(moves(&p, "III:K"), vec!["III:Kb2-a2", "III:Kb2-b5"]);
    // The other value, `middle-row-pass=both`: a middle-row line is on the path twice,
    // and both passes are followed, wherever the piece came from.
    for queen in ["Q1", "Q1'"] {
        let p = at_b2(with(VM, &["middle-row-pass=both"]), queen);
        assert_eq!(moves(&p, "III:Q"), vec!["III:Qb2-a2", "III:Qb2-b5", "III:Qb2-c2"], "{queen}");
    }
}

#[test]
fn vuonnamarkan_a_line_reached_along_the_track_and_straight_across_is_one_move() {
    // At a row's end the track turns into the middle row: from a15 one line on is b15,
    // which is also one line straight across. The move is listed once (issue 39).
    let mut p = board(rules(VM), ONE, [EMPTY15, ". Q1 . q2 .*3 B .*7", "a .*13 K1"]);
    throw(&mut p, "[X II O]");
    mv(&mut p, "keep");
    let k: Vec<_> = legal(&p).into_iter().filter(|m| m.starts_with("X:K")).collect();
    assert_eq!(sorted(k), vec!["X:Ka15-a14", "X:Ka15-b15"]);
}

#[test]
fn vuonnamarkan_soldiers_lap_the_figure_eight_without_end() {
    let mut p = board(rules(VM), ONE, [EMPTY15, "A' . . q2 .*3 K .*3 q1 .*3", ".*4 a .*10"]);
    throw(&mut p, "[II O O]");
    mv(&mut p, "II:b1'-a2");
    assert_eq!(p.soldiers(ONE).iter().filter(|s| s.active).count(), 1, "still on the board, a new lap begun");
}

#[test]
fn vuonnamarkan_losing_the_queen_or_the_last_soldier_loses_even_with_the_gonagas() {
    let mut p = board(rules(VM), ONE, [EMPTY15, ".*3 q2 B . A . K2 . . q1 .*3", EMPTY15]);
    throw(&mut p, "[II O O]");
    assert_eq!(won(&mv(&mut p, "II:b7-b5")), Some((ONE, WinReason::OnlyKingLeft)));
    let mut q = board(rules(VM), ONE, ["b .*14", ".*7 Q2 . A .*3 q1 .", EMPTY15]);
    throw(&mut q, "[II O O]");
    assert_eq!(won(&mv(&mut q, "II:b10-b8")), Some((ONE, WinReason::QueenCaptured)));
}

#[test]
fn vuonnamarkan_even_odds_starts_the_three_front_soldiers_active_in_place() {
    let p = Position::new(with(VM, &["even-odds=on"]));
    for side in Side::BOTH {
        let active: Vec<_> =
            p.soldiers(side).iter().filter(|s| s.active).map(|s| p.soldier_cell(side, *s).to_string()).collect();
        let want: Vec<String> = match side {
            Side::One => vec!["a13", "a14", "a15"],
            Side::Two => vec!["c3", "c2", "c1"],
        }
        .into_iter()
        .map(String::from)
        .collect();
        assert_eq!(active, want);
    }
    // The fourth is next in line to wake.
    let mut p = p;
    throw(&mut p, "[X O O]");
    throw(&mut p, "[X O O]");
    mv(&mut p, "keep");
    assert!(has(&p, "X*a12-a13"), "{:?}", legal(&p));
    // Off (the preset): every soldier starts inactive.
    assert!(Position::new(rules(VM)).soldiers(ONE).iter().all(|s| !s.active));
}
