//! Scenarios pinned in the other web Sáhkku's public test suite (tbitu/Sahkku,
//! `Sahkku/Assets/Tests/Rules/RulesTests.cs`, read 2026-12-02), which plays only the
//! world-cup ruleset, put to our `vuonnamarkan` preset: each carries a rule, and each
//! is named after it. Its board is indexed as a snake from player 1's a1; here the
//! lines are named as in our notation (its place 22, the centre, is our b8).

mod sahkku_support;
use sahkku_support::*;
use sampo_sahkku::engine::sahkku::*;

const ONE: Side = Side::One;

/// Player 1 to play an X (then two blanks), the X kept: the moves of the pieces named
/// by `prefix`, in order.
fn x_moves(rows: [&str; 3], prefix: &str) -> Vec<String> {
    moves_after(rows, "[X O O]", prefix)
}

fn moves_after(rows: [&str; 3], faces: &str, prefix: &str) -> Vec<String> {
    let mut p = board(Variant::Vuonnamarkan.rules(), ONE, rows);
    throw(&mut p, faces);
    if has(&p, "keep") {
        mv(&mut p, "keep");
    }
    let mut out: Vec<String> = legal(&p).into_iter().filter(|m| m.starts_with(prefix)).collect();
    out.sort();
    out
}

/// Queen_MovesForwardBackwardAndVertically, King_MovesLikeAQueenOnceActive.
#[test]
fn a_queen_or_gonagas_on_the_middle_row_steps_forward_back_or_across() {
    let q = x_moves([".*14 b", ".*7 Q1 .*7", "a .*13 K1"], "X:Q");
    assert_eq!(q, ["X:Qb8-a8", "X:Qb8-b7", "X:Qb8-b9", "X:Qb8-c8"]);
    let k = x_moves([".*14 b", ".*7 K1 .*3 q1 .*3", "a .*14"], "X:K");
    assert_eq!(k, ["X:Kb8-a8", "X:Kb8-b7", "X:Kb8-b9", "X:Kb8-c8"]);
}

/// Queen_SkipsVerticalMovesThatLeaveTheBoard.
#[test]
fn a_queen_on_a_home_row_never_steps_off_the_board() {
    let q = x_moves([".*14 b", ".*14 K1", "a .*6 Q1 .*7"], "X:Q");
    assert_eq!(q, ["X:Qa8-a7", "X:Qa8-a9", "X:Qa8-b8"]);
}

/// King_CrossesRowsOnlyWithTheExactDieValue.
#[test]
fn the_gonagas_crosses_from_the_middle_row_only_with_an_x() {
    let rows = [".*14 b", ".*7 K1 .*3 q1 .*3", "a .*14"];
    let three = moves_after(rows, "[III O O]", "III:K");
    assert_eq!(three, ["III:Kb8-b11", "III:Kb8-b5"], "a III never goes across");
    let x = x_moves(rows, "X:K");
    assert!(x.contains(&"X:Kb8-a8".to_string()) && x.contains(&"X:Kb8-c8".to_string()), "{x:?}");
}

/// King_FromTheHomeRowCrossesTheMiddleRowOrJumpsToTheEnemyRow.
#[test]
fn from_a_home_row_an_x_crosses_into_the_middle_row_and_a_ii_over_it() {
    let rows = [".*14 b", ".*11 q1 .*3", "a .*6 K1 .*7"];
    assert!(x_moves(rows, "X:K").contains(&"X:Ka8-b8".to_string()));
    let two = moves_after(rows, "[II O O]", "II:K");
    assert!(two.contains(&"II:Ka8-c8".to_string()), "{two:?}");
    assert!(!two.contains(&"II:Ka8-b8".to_string()), "{two:?}");
}

/// Soldier_CannotLandOnOwnQueenOrKing.
#[test]
fn a_soldier_never_stops_on_its_own_queen() {
    assert_eq!(x_moves([".*14 b", ".*14 K", "a .*4 A Q1 .*8"], "X:a"), Vec::<String>::new());
}

/// Queen_CannotLandOnOwnUnits.
#[test]
fn a_queen_never_stops_on_her_own_soldier() {
    let q = x_moves([".*14 b", ".*14 K", "a .*3 Q1 A .*9"], "X:Q");
    assert!(!q.contains(&"X:Qa5-a6".to_string()), "{q:?}");
}

/// Soldier_MayStackOnOwnActiveSoldier.
#[test]
fn own_active_soldiers_may_share_a_line() {
    assert!(x_moves([".*14 b", ".*7 K .*3 q1 .*3", "a .*3 A A .*9"], "X:a").contains(&"X:a5-a6".to_string()));
}

/// Soldier_CannotLandOnInactiveOpponent.
#[test]
fn a_soldier_never_stops_on_an_inactive_enemy() {
    assert_eq!(x_moves([".*4 A b .*9", ".*7 K .*3 q1 .*3", "a .*14"], "X:c"), Vec::<String>::new());
}
