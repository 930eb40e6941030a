//! One test per Sampo square and per house rule, named after it. Each starts from a
//! small diagram: where the pawns stand, who rolls, what the die shows.

use sampo_sahkku::engine::sampo::{Account, Event, Game, Gathering, HouseRules, SkipReason};

const A: u8 = 0;
const B: u8 = 1;
const C: u8 = 2;

fn rules(pairs: &[&str]) -> HouseRules {
    let mut r = HouseRules::default();
    for p in pairs {
        r.set_pair(p).unwrap();
    }
    r
}

/// Pawns on the given squares, seat A to roll.
fn table(squares: &[u8], rules: HouseRules) -> Game {
    let mut g = Game::new(squares.len(), 0, rules).unwrap();
    for (seat, &sq) in squares.iter().enumerate() {
        g = g.with_pawn_on(seat as u8, sq);
    }
    g
}

fn at(squares: &[u8]) -> Game {
    table(squares, HouseRules::default())
}

fn roll(g: &mut Game, r: u8) -> Vec<Event> {
    let total = g.total_coins();
    let ev = g.play(r).unwrap();
    assert_eq!(g.total_coins(), total, "coins are conserved");
    ev
}

fn coins(g: &Game) -> Vec<i32> {
    g.pawns().iter().map(|p| p.coins).collect()
}

fn skipped(ev: &[Event], seat: u8) -> bool {
    ev.iter().any(|e| matches!(e, Event::TurnSkipped { seat: s, .. } if *s == seat))
}

/// `seat` makes a harmless roll: from 28 to 29 (it takes 3 from the pot).
fn dawdle(g: &mut Game, seat: u8) -> Vec<Event> {
    assert_eq!(g.turn(), seat, "seat {seat} should be the one to roll");
    *g = g.clone().with_pawn_on(seat, 28);
    roll(g, 1)
}

/// B rolls, and we see whether A's next turn was skipped.
fn a_misses_next_turn(g: &mut Game) -> bool {
    let ev = dawdle(g, B);
    skipped(&ev, A)
}

#[test]
fn square_01_the_proposal_has_no_effect() {
    let mut g = at(&[0, 0]);
    let ev = roll(&mut g, 1);
    assert_eq!(g.pawn(A).square, 1);
    assert_eq!(coins(&g), vec![10, 10]);
    assert!(!ev.iter().any(|e| matches!(e, Event::Landed { .. })));
}

#[test]
fn square_02_forging_the_swords_pays_one() {
    let mut g = at(&[0, 0]);
    roll(&mut g, 2);
    assert_eq!(coins(&g), vec![9, 10]);
    assert_eq!(g.pot(), 11);
}

#[test]
fn square_03_receiving_the_sword_pays_two_to_the_pot() {
    let mut g = at(&[0, 0]);
    roll(&mut g, 3);
    assert_eq!(coins(&g), vec![8, 10]);
    assert_eq!(g.pot(), 12);
}

#[test]
fn square_04_goes_to_5_and_misses_one_turn() {
    let mut g = at(&[0, 0]);
    roll(&mut g, 4);
    assert_eq!(g.pawn(A).square, 5);
    assert!(a_misses_next_turn(&mut g));
    assert_eq!(g.turn(), B);
    let ev = dawdle(&mut g, B);
    assert!(!skipped(&ev, A), "only one turn is missed in all");
    assert_eq!(g.turn(), A);
}

#[test]
fn square_05_misses_a_turn() {
    let mut g = at(&[4, 0]);
    roll(&mut g, 1);
    assert!(a_misses_next_turn(&mut g));
}

#[test]
fn square_06_the_sirens_take_one_and_send_you_back_to_the_start() {
    let mut g = at(&[3, 0]);
    roll(&mut g, 3);
    assert_eq!(g.pawn(A).square, 0);
    assert_eq!(coins(&g), vec![9, 10]);
    assert!(g.pawn(A).sent_back);
}

#[test]
fn square_07_the_oars_move_you_to_11() {
    let mut g = at(&[3, 0]);
    roll(&mut g, 4);
    assert_eq!(g.pawn(A).square, 11);
    assert_eq!(coins(&g), vec![10, 10], "11's toll is only for a roll of 6");
}

#[test]
fn square_08_missing_from_the_sources_has_no_effect() {
    let mut g = at(&[5, 0]);
    roll(&mut g, 3);
    assert_eq!(g.pawn(A).square, 8);
    assert_eq!(coins(&g), vec![10, 10]);
    assert!(!a_misses_next_turn(&mut g));
}

#[test]
fn square_09_pays_one_to_the_pot() {
    let mut g = at(&[8, 0]);
    roll(&mut g, 1);
    assert_eq!(coins(&g), vec![9, 10]);
}

#[test]
fn square_10_pulls_aboard_a_player_just_sent_back_from_6() {
    let mut g = at(&[5, 4]);
    roll(&mut g, 1); // A: 6, back to the start
    assert_eq!(g.pawn(A).square, 0);
    let ev = roll(&mut g, 6); // B: 10
    assert!(ev.contains(&Event::Rescued { seat: A, helper: B }));
    assert_eq!(g.pawn(A).square, 10);
    // A paid 1 at the sirens, then 2 to the pot and 3 to B.
    assert_eq!(coins(&g), vec![4, 13]);
    assert!(!g.pawn(A).sent_back);
}

#[test]
fn square_10_leaves_a_player_who_has_rolled_since_being_sent_back() {
    let mut g = at(&[5, 0, 0]);
    roll(&mut g, 1); // A: 6, back to the start
    dawdle(&mut g, B);
    dawdle(&mut g, C);
    roll(&mut g, 1); // A rolls again: 1
    g = g.with_pawn_on(B, 4);
    let ev = roll(&mut g, 6); // B: 10
    assert!(!ev.iter().any(|e| matches!(e, Event::Rescued { .. })));
    assert_eq!(g.pawn(A).square, 1);
}

#[test]
fn square_11_reached_with_a_six_counts_double_goes_to_17_and_pays_one() {
    let mut g = at(&[5, 0]);
    roll(&mut g, 6);
    assert_eq!(g.pawn(A).square, 17);
    assert_eq!(coins(&g), vec![9, 10]);
    assert!(!a_misses_next_turn(&mut g), "17 after a 6 costs no turn");
}

#[test]
fn square_11_reached_with_another_roll_has_no_effect() {
    let mut g = at(&[10, 0]);
    roll(&mut g, 1);
    assert_eq!(g.pawn(A).square, 11);
    assert_eq!(coins(&g), vec![10, 10]);
}

#[test]
fn square_12_the_pike_costs_a_turn() {
    let mut g = at(&[11, 0]);
    roll(&mut g, 1);
    assert!(a_misses_next_turn(&mut g));
}

#[test]
fn square_13_falling_into_the_water_sends_you_to_9() {
    let mut g = at(&[11, 0]);
    roll(&mut g, 2);
    assert_eq!(g.pawn(A).square, 9);
    assert_eq!(coins(&g), vec![10, 10], "9's toll is not taken when moved there");
}

#[test]
fn square_14_the_rescue_pays_two_to_the_next_player() {
    let mut g = at(&[12, 0, 0]);
    roll(&mut g, 2);
    assert_eq!(coins(&g), vec![8, 12, 10]);
}

#[test]
fn square_15_striking_the_monster_costs_a_turn() {
    let mut g = at(&[14, 0]);
    roll(&mut g, 1);
    assert!(a_misses_next_turn(&mut g));
}

#[test]
fn square_16_the_pike_hauled_aboard_moves_you_to_17() {
    let mut g = at(&[14, 0]);
    roll(&mut g, 2);
    assert_eq!(g.pawn(A).square, 17);
    assert!(!a_misses_next_turn(&mut g), "17's wait is not taken when moved there");
}

#[test]
fn square_17_costs_a_turn_unless_reached_with_a_six() {
    let mut g = at(&[15, 0]);
    roll(&mut g, 2);
    assert_eq!(g.pawn(A).square, 17);
    assert!(a_misses_next_turn(&mut g));
    let mut g = at(&[11, 0]);
    roll(&mut g, 6);
    assert_eq!(g.pawn(A).square, 17);
    assert!(!a_misses_next_turn(&mut g));
}

#[test]
fn square_18_the_kantele_is_made_move_to_23() {
    let mut g = at(&[17, 0]);
    roll(&mut g, 1);
    assert_eq!(g.pawn(A).square, 23);
    assert_eq!(g.gathering(), Gathering::Open { first: A });
}

#[test]
fn square_19_nobody_can_play_back_to_17() {
    let mut g = at(&[17, 0]);
    roll(&mut g, 2);
    assert_eq!(g.pawn(A).square, 17);
    assert_eq!(coins(&g), vec![10, 10]);
}

#[test]
fn square_20_the_boaster_goes_back_to_17_and_pays_nine() {
    let mut g = at(&[17, 0]);
    roll(&mut g, 3);
    assert_eq!(g.pawn(A).square, 17);
    assert_eq!(coins(&g), vec![1, 10]);
}

#[test]
fn square_21_the_old_man_sends_you_back_to_17_for_one_coin() {
    let mut g = at(&[17, 0]);
    roll(&mut g, 4);
    assert_eq!(g.pawn(A).square, 17);
    assert_eq!(coins(&g), vec![9, 10]);
}

#[test]
fn square_22_a_one_on_the_next_roll_reaches_23() {
    let mut g = at(&[17, 0]);
    roll(&mut g, 5);
    assert_eq!(g.pawn(A).square, 22);
    dawdle(&mut g, B);
    roll(&mut g, 1);
    assert_eq!(g.pawn(A).square, 23);
}

#[test]
fn square_22_any_other_roll_sends_you_back_to_17() {
    for r in 2..=6 {
        let mut g = at(&[17, 0]);
        roll(&mut g, 5);
        dawdle(&mut g, B);
        let ev = roll(&mut g, r);
        assert_eq!(g.pawn(A).square, 17, "roll {r}");
        assert!(ev.contains(&Event::TestFailed { seat: A, square: 22, roll: r }));
    }
}

#[test]
fn square_23_the_first_to_arrive_takes_half_the_pot_and_waits() {
    let mut g = at(&[17, 0]);
    roll(&mut g, 6);
    assert_eq!(g.pawn(A).square, 23);
    assert_eq!(coins(&g), vec![15, 10]);
    assert_eq!(g.pot(), 5);
    let ev = roll(&mut g, 1); // B
    assert!(ev.contains(&Event::TurnSkipped { seat: A, reason: SkipReason::Gathering }));
    assert_eq!(g.turn(), B);
}

#[test]
fn square_23_later_arrivals_wait_too_and_all_go_on_once_everyone_is_there() {
    let mut g = at(&[17, 17, 0]);
    roll(&mut g, 6); // A: 23, first
    roll(&mut g, 6); // B: 23, second, takes nothing
    assert_eq!(coins(&g)[1], 10);
    g = g.with_pawn_on(C, 17);
    let ev = roll(&mut g, 6); // C: 23, the last
    assert!(ev.contains(&Event::GatheringComplete));
    assert_eq!(g.gathering(), Gathering::Done);
    assert_eq!(g.turn(), A);
}

#[test]
fn square_24_a_two_sails_on_to_26() {
    let mut g = at(&[23, 26]);
    roll(&mut g, 1);
    assert_eq!(g.pawn(A).square, 24);
    dawdle(&mut g, B);
    roll(&mut g, 2);
    assert_eq!(g.pawn(A).square, 26);
    assert_eq!(g.pawn(A).coins, 8, "26 takes its 2 coins");
}

#[test]
fn square_24_any_other_roll_does_not_count_and_you_stay() {
    let mut g = at(&[23, 26]);
    roll(&mut g, 1);
    for r in [1, 3, 4, 5, 6, 1] {
        dawdle(&mut g, B);
        let ev = roll(&mut g, r);
        assert_eq!(g.pawn(A).square, 24);
        assert!(ev.contains(&Event::TestFailed { seat: A, square: 24, roll: r }));
    }
}

#[test]
fn square_25_arrival_at_pohjola_takes_three_from_the_pot() {
    let mut g = at(&[23, 26]);
    roll(&mut g, 2);
    assert_eq!(coins(&g), vec![13, 10]);
}

#[test]
fn square_26_asking_for_the_sampo_pays_two() {
    let mut g = at(&[23, 26]);
    roll(&mut g, 3);
    assert_eq!(coins(&g), vec![8, 10]);
}

#[test]
fn square_27_singing_pohjola_asleep_costs_a_turn_and_takes_one_from_each() {
    let mut g = at(&[23, 26, 26]);
    roll(&mut g, 4);
    assert_eq!(coins(&g), vec![12, 9, 9]);
    dawdle(&mut g, B);
    let ev = dawdle(&mut g, C);
    assert!(skipped(&ev, A));
}

#[test]
fn square_28_the_copper_mountain_costs_a_turn_then_gives_two_rolls() {
    let mut g = at(&[23, 28]);
    roll(&mut g, 5); // A: 28
    let ev = dawdle(&mut g, B);
    assert!(skipped(&ev, A));
    dawdle(&mut g, B);
    assert_eq!(g.turn(), A);
    let ev = roll(&mut g, 1); // A: 29, then the second roll
    assert!(ev.contains(&Event::BonusRoll { seat: A }));
    assert_eq!(g.turn(), A);
    let ev = roll(&mut g, 6); // A: 35
    assert!(!ev.contains(&Event::BonusRoll { seat: A }));
    assert_eq!(g.turn(), B);
}

#[test]
fn square_29_digging_out_the_sampo_receives_three() {
    let mut g = at(&[23, 26]);
    roll(&mut g, 6);
    assert_eq!(coins(&g), vec![13, 10]);
}

#[test]
fn square_30_leaving_pohjola_takes_one_from_each_and_waits_one_roll_on_33() {
    let mut g = at(&[26, 26, 26]);
    roll(&mut g, 4);
    assert_eq!(g.pawn(A).square, 33);
    assert_eq!(coins(&g), vec![12, 9, 9]);
    dawdle(&mut g, B);
    dawdle(&mut g, C);
    let ev = roll(&mut g, 3); // the one roll: fails, then free
    assert!(ev.contains(&Event::EscapeFailed { seat: A, square: 33, rolls_left: 0 }));
    assert!(ev.contains(&Event::Released { seat: A, square: 33 }));
    dawdle(&mut g, B);
    dawdle(&mut g, C);
    roll(&mut g, 3);
    assert_eq!(g.pawn(A).square, 36);
}

#[test]
fn square_31_the_crane_takes_half_your_coins() {
    let mut g = at(&[26, 26]);
    roll(&mut g, 5);
    assert_eq!(coins(&g), vec![5, 10]);
}

#[test]
fn square_32_the_chase_goes_to_37_and_pays_two() {
    let mut g = at(&[26, 26]);
    roll(&mut g, 6);
    assert_eq!(g.pawn(A).square, 37);
    assert_eq!(coins(&g), vec![8, 10], "37's coins are not taken when moved there");
}

#[test]
fn square_33_the_fog_holds_two_rolls_unless_a_six() {
    let mut g = at(&[29, 26]);
    roll(&mut g, 4);
    dawdle(&mut g, B);
    let ev = roll(&mut g, 2);
    assert!(ev.contains(&Event::EscapeFailed { seat: A, square: 33, rolls_left: 1 }));
    dawdle(&mut g, B);
    let ev = roll(&mut g, 6);
    assert!(ev.contains(&Event::Escaped { seat: A, square: 33 }));
    assert_eq!(g.pawn(A).square, 39);
}

#[test]
fn square_33_another_pawn_arriving_frees_you() {
    let mut g = at(&[29, 27]);
    roll(&mut g, 4); // A: 33, trapped
    let ev = roll(&mut g, 6); // B: 33
    assert!(ev.contains(&Event::Freed { seat: A, by: B, square: 33 }));
    roll(&mut g, 2);
    assert_eq!(g.pawn(A).square, 35);
}

#[test]
fn square_34_iku_turso_holds_two_rolls_unless_a_five() {
    let mut g = at(&[29, 26]);
    roll(&mut g, 5);
    assert_eq!(g.pawn(A).square, 34);
    dawdle(&mut g, B);
    roll(&mut g, 1);
    dawdle(&mut g, B);
    let ev = roll(&mut g, 5);
    assert!(ev.contains(&Event::Escaped { seat: A, square: 34 }));
    assert_eq!(g.pawn(A).square, 39);
}

#[test]
fn square_35_the_storm_holds_three_rolls_unless_a_four() {
    let mut g = at(&[29, 26]);
    roll(&mut g, 6);
    for left in [2, 1, 0] {
        dawdle(&mut g, B);
        let ev = roll(&mut g, 6);
        assert!(ev.contains(&Event::EscapeFailed { seat: A, square: 35, rolls_left: left }));
    }
    dawdle(&mut g, B);
    roll(&mut g, 3);
    assert_eq!(g.pawn(A).square, 38, "free again, a 3 is a normal move");
}

#[test]
fn square_36_the_lookout_receives_three() {
    let mut g = at(&[32, 26]);
    roll(&mut g, 4);
    assert_eq!(coins(&g), vec![13, 10]);
}

#[test]
fn square_37_the_rock_takes_one_from_each_other_player() {
    let mut g = at(&[36, 26, 26, 0]);
    roll(&mut g, 1);
    assert_eq!(coins(&g), vec![13, 9, 9, 9]);
}

#[test]
fn square_38_the_eagle_holds_two_rolls_unless_a_two_reaches_home() {
    let mut g = at(&[36, 26]);
    roll(&mut g, 2);
    dawdle(&mut g, B);
    let ev = roll(&mut g, 2);
    assert!(ev.contains(&Event::Escaped { seat: A, square: 38 }));
    assert_eq!(g.ranking(), Some(&[A, B][..]));
}

#[test]
fn square_38_is_not_freed_by_another_pawn() {
    let mut g = at(&[36, 36]);
    roll(&mut g, 2);
    let ev = roll(&mut g, 2);
    assert!(!ev.iter().any(|e| matches!(e, Event::Freed { .. })));
}

#[test]
fn square_39_a_one_reaches_home() {
    let mut g = at(&[39, 26]);
    roll(&mut g, 1);
    assert!(g.is_over());
}

#[test]
fn square_39_a_larger_roll_counts_back_from_40() {
    let mut g = at(&[39, 26]);
    let ev = roll(&mut g, 4);
    assert_eq!(g.pawn(A).square, 37);
    assert!(ev.iter().any(|e| matches!(e, Event::Walked { bounced: true, path, .. } if path == &vec![40, 39, 38, 37])));
    assert_eq!(coins(&g), vec![11, 9], "37's effect applies: it is where the roll ended");
}

#[test]
fn square_40_home_wins_and_takes_the_whole_pot() {
    let mut g = at(&[37, 26]);
    let ev = roll(&mut g, 3);
    assert_eq!(coins(&g), vec![20, 10]);
    assert_eq!(g.pot(), 0);
    assert!(ev.contains(&Event::Finished { seat: A, place: 1 }));
    assert!(g.play(1).is_err());
}

#[test]
fn paying_with_too_few_coins_pays_what_you_have() {
    let mut g = at(&[17, 0]);
    roll(&mut g, 3); // 20: pay 9, back to 17 with 1 coin
    dawdle(&mut g, B);
    let ev = roll(&mut g, 3); // 20 again: pay 9 with 1
    assert!(ev.contains(&Event::Transfer { from: Account::Player(A), to: Account::Pot, amount: 1, due: 9 }));
    assert_eq!(g.pawn(A).coins, 0);
}

#[test]
fn taking_from_a_short_pot_takes_what_is_there() {
    let mut g = table(&[37, 22, 0], rules(&["finish=places"]));
    roll(&mut g, 3); // A home with the whole pot
    assert_eq!(g.pot(), 0);
    let ev = roll(&mut g, 3); // B: 25 takes 3 from an empty pot
    assert!(ev.contains(&Event::Transfer { from: Account::Pot, to: Account::Player(B), amount: 0, due: 3 }));
}

// House rules

#[test]
fn rule_chained_effects_on_makes_the_square_moved_to_take_effect() {
    let r = rules(&["chained-effects=on"]);
    let mut g = table(&[0, 0], r);
    roll(&mut g, 4); // 4 → 5: misses a turn for 4 and another for 5
    assert_eq!(g.pawn(A).miss_turns, 2);
    let mut g = table(&[11, 0], r);
    roll(&mut g, 2); // 13 → 9, pays 1 at 9
    assert_eq!(coins(&g), vec![9, 10]);
    let mut g = table(&[14, 0], r);
    roll(&mut g, 2); // 16 → 17, not with a 6: misses a turn
    assert_eq!(g.pawn(A).miss_turns, 1);
}

#[test]
fn rule_rescue_also_waiting_pulls_you_aboard_when_someone_already_stands_on_10() {
    let r = rules(&["rescue=also-waiting"]);
    let mut g = table(&[5, 10], r);
    let ev = roll(&mut g, 1);
    assert!(ev.contains(&Event::Rescued { seat: A, helper: B }));
    assert_eq!(g.pawn(A).square, 10);
    let mut g = at(&[5, 10]);
    roll(&mut g, 1);
    assert_eq!(g.pawn(A).square, 0, "by default only an arrival on 10 pulls");
}

#[test]
fn rule_gathering_first_waits_lets_later_arrivals_go_on() {
    let r = rules(&["gathering=first-waits"]);
    let mut g = table(&[17, 17, 0], r);
    roll(&mut g, 6); // A first
    roll(&mut g, 6); // B second
    roll(&mut g, 1); // C
    assert_eq!(g.turn(), B, "A waits, B goes on");
}

#[test]
fn rule_sailing_one_try_frees_you_after_one_failed_test() {
    let mut g = table(&[23, 26], rules(&["sailing=one-try"]));
    roll(&mut g, 1); // 24
    dawdle(&mut g, B);
    roll(&mut g, 5); // the failed test
    dawdle(&mut g, B);
    roll(&mut g, 1);
    assert_eq!(g.pawn(A).square, 25);
}

#[test]
fn rule_halves_up_rounds_odd_halves_up() {
    let r = rules(&["halves=up"]);
    let mut g = table(&[26, 26], r);
    roll(&mut g, 5); // 31 with 10 coins: 5
    assert_eq!(g.pawn(A).coins, 5);
    let mut g = table(&[17, 26, 0], r);
    roll(&mut g, 6); // 23 with a pot of 15: takes 8
    assert_eq!(g.pawn(A).coins, 18);
    let mut g = at(&[17, 26, 0]);
    roll(&mut g, 6);
    assert_eq!(g.pawn(A).coins, 17, "by default halves round down");
}

#[test]
fn rule_overshoot_stay_needs_an_exact_roll_except_from_39() {
    let r = rules(&["overshoot=stay"]);
    let mut g = table(&[36, 26], r);
    let ev = roll(&mut g, 6);
    assert_eq!(g.pawn(A).square, 36);
    assert!(ev.contains(&Event::Overshot { seat: A, roll: 6 }));
    let mut g = table(&[39, 26], r);
    roll(&mut g, 3);
    assert_eq!(g.pawn(A).square, 38, "39's own text bounces");
    let mut g = at(&[36, 26]);
    roll(&mut g, 6);
    assert_eq!(g.pawn(A).square, 38, "by default every overshoot bounces");
}

#[test]
fn rule_bounce_from_here_counts_back_from_the_square_you_stood_on() {
    let r = rules(&["bounce=from-here"]);
    let mut g = table(&[39, 26], r);
    roll(&mut g, 4);
    assert_eq!(g.pawn(A).square, 36);
}

#[test]
fn rule_money_debt_lets_coins_go_below_zero() {
    let mut g = table(&[17, 0], rules(&["money=debt"]));
    roll(&mut g, 3);
    dawdle(&mut g, B);
    roll(&mut g, 3);
    assert_eq!(g.pawn(A).coins, -8);
}

#[test]
fn rule_finish_places_plays_on_until_one_is_left() {
    let mut g = table(&[37, 26, 26], rules(&["finish=places"]));
    let ev = roll(&mut g, 3);
    assert!(ev.contains(&Event::Finished { seat: A, place: 1 }));
    assert!(!g.is_over());
    assert_eq!(g.turn(), B);
    g = g.with_pawn_on(B, 37);
    roll(&mut g, 3);
    assert_eq!(g.ranking(), Some(&[A, B, C][..]));
}
