//! The rules pages' pictures: under every family, and under every single house-rule
//! change, each topic has a scene whose move is legal and does what the topic says.

use sampo_sahkku::engine::sahkku::notation::format_move;
use sampo_sahkku::engine::sahkku::{Event, PieceKind, Rules, Side, Variant, OPTIONS};
use sampo_sahkku::lessons::sahkku::{scene, scenes, topics, Topic};

fn shows(topic: Topic, events: &[Event]) -> bool {
    events.iter().any(|e| match topic {
        Topic::Start | Topic::Board | Topic::Dice | Topic::Lines | Topic::Win => false,
        Topic::Waking => matches!(e, Event::Activated { side: Side::One, piece: PieceKind::Soldier, .. }),
        Topic::Capture => matches!(e, Event::Captured { side: Side::One, piece: PieceKind::Soldier, .. }),
        Topic::Blocking => matches!(e, Event::Blocks { side: Side::One, .. }),
        Topic::King => matches!(e, Event::Recruited { side: Side::One, .. }),
        Topic::Queen => matches!(e, Event::Captured { side: Side::One, piece: PieceKind::Queen, .. }),
    })
}

fn check_all(rules: &Rules, what: &str) {
    for topic in topics(rules) {
        if !topic.pictured() {
            assert!(scene(rules, topic).is_none());
            continue;
        }
        let s = scene(rules, topic).unwrap_or_else(|| panic!("{what}: no scene for {topic:?}"));
        let Some(mv) = s.mv else {
            assert_eq!(topic, Topic::Board, "{what}: only the board's picture has no move");
            continue;
        };
        assert!(s.before.legal_moves().contains(&mv), "{what}: {topic:?} move is legal");
        assert!(shows(topic, &s.events), "{what}: {topic:?} events {:?}", s.events);
        for side in Side::BOTH {
            assert_eq!(s.after.pieces_accounted(side), s.before.pieces_accounted(side), "{what}: pieces conserved");
        }
        assert!(s.trail().len() >= 2, "{what}: {topic:?} has a trail");
        assert!(!format_move(&s.before, mv).is_empty());
    }
}

#[test]
fn every_family_has_every_picture_of_its_rules_page() {
    for v in Variant::ALL {
        let rules = v.rules();
        check_all(&rules, v.id());
        assert_eq!(scenes(&rules).len(), topics(&rules).iter().filter(|t| t.pictured()).count());
    }
}

#[test]
fn every_house_rule_is_listed_in_exactly_one_section() {
    let all = [
        Topic::Start,
        Topic::Board,
        Topic::Dice,
        Topic::Waking,
        Topic::Lines,
        Topic::Capture,
        Topic::Blocking,
        Topic::King,
        Topic::Queen,
        Topic::Win,
    ];
    for o in OPTIONS {
        let n = all.iter().filter(|t| t.options().contains(&o.name)).count();
        assert_eq!(n, 1, "{} is listed {n} times", o.name);
    }
    for t in all {
        for name in t.options() {
            assert!(OPTIONS.iter().any(|o| o.name == *name), "{name} is a house rule");
        }
    }
    // Sections with options are always on the page, whatever the rules.
    for t in all.iter().filter(|t| !t.options().is_empty()) {
        assert!(topics(&Variant::NavuonRaisa.rules()).contains(t));
    }
}

#[test]
fn blocking_and_queen_pictures_appear_only_where_the_rules_have_them() {
    assert!(topics(&Variant::Lagesvuon.rules()).contains(&Topic::Queen));
    assert!(topics(&Variant::Lagesvuon.rules()).contains(&Topic::Blocking));
    assert!(!topics(&Variant::NavuonRaisa.rules()).contains(&Topic::Queen));
    assert!(!topics(&Variant::Gavkevuotna.rules()).contains(&Topic::Blocking));
    let mut capture_all = Variant::Lagesvuon.rules();
    capture_all.set("capture-inactive", "on").unwrap();
    assert!(!topics(&capture_all).contains(&Topic::Blocking), "nothing inactive is left to block");
}

#[test]
fn every_house_rule_change_keeps_every_picture_true() {
    for v in Variant::ALL {
        for o in OPTIONS {
            for value in o.values {
                let mut rules = v.rules();
                if rules.set(o.name, value).is_err() || rules.validate().is_err() {
                    continue;
                }
                check_all(&rules, &format!("{} {}={value}", v.id(), o.name));
            }
        }
    }
}

#[test]
fn the_sampo_example_shows_a_hold_a_payment_and_a_return_to_the_start() {
    use sampo_sahkku::engine::sampo::{Account, Event as SEvent, HouseRules};
    use sampo_sahkku::lessons::sampo::example;
    let (game, turns) = example(HouseRules::default());
    assert_eq!(turns.len(), 3);
    assert!(turns[0].iter().any(|e| matches!(e, SEvent::Jumped { to: 5, .. })), "{:?}", turns[0]);
    assert!(turns[0].iter().any(|e| matches!(e, SEvent::MissTurns { .. })), "{:?}", turns[0]);
    let pays_pot = |ev: &[SEvent]| ev.iter().any(|e| matches!(e, SEvent::Transfer { to: Account::Pot, amount: 1, .. }));
    assert!(pays_pot(&turns[1]), "{:?}", turns[1]);
    assert!(pays_pot(&turns[2]), "{:?}", turns[2]);
    assert!(turns[2].iter().any(|e| matches!(e, SEvent::Jumped { from: 6, to: 0, .. })), "{:?}", turns[2]);
    assert_eq!(game.pawns().iter().map(|p| p.square).collect::<Vec<_>>(), vec![5, 2, 0]);
}

/// Every section's prose, in every language, under every family and every single
/// house-rule change: no unresolved argument, no missing message, a choice for every
/// value (the default arm must not be the only one a value reaches by accident).
#[test]
fn every_rules_page_section_reads_in_every_language_under_every_rule() {
    use sampo_sahkku::i18n::{Lang, Translator};
    use sampo_sahkku::lessons::words::prose;
    for lang in Lang::ALL {
        let t = Translator::new(lang);
        let check = |rules: &Rules, what: &str| {
            for topic in topics(rules) {
                let text = prose(&t, rules, ["Aino", "Ilmari"], topic);
                assert!(
                    !text.contains("{$") && !text.contains("rules-sk") && text.len() > 20,
                    "{lang:?} {what} {topic:?}: {text}"
                );
            }
        };
        for v in Variant::ALL {
            check(&v.rules(), v.id());
            for o in OPTIONS {
                for value in o.values {
                    let mut rules = v.rules();
                    if rules.set(o.name, value).is_ok() && rules.validate().is_ok() {
                        check(&rules, &format!("{} {}={value}", v.id(), o.name));
                    }
                }
            }
        }
    }
}

#[test]
fn the_rules_prose_follows_the_rules() {
    use sampo_sahkku::i18n::{Lang, Translator};
    use sampo_sahkku::lessons::words::prose;
    let t = Translator::new(Lang::En);
    let names = ["Aino", "Ilmari"];
    let navuon = Variant::NavuonRaisa.rules();
    assert!(prose(&t, &navuon, names, Topic::Board).contains("never come home"));
    assert!(prose(&t, &navuon, names, Topic::Board).contains("13 squares"));
    assert!(prose(&t, &navuon, names, Topic::Dice).contains("X first, then I, II and III"));
    let luujavr = Variant::Luujavr.rules();
    assert!(prose(&t, &luujavr, names, Topic::Waking).contains("face up"));
    assert!(prose(&t, &luujavr, names, Topic::Board).contains("mirrored"));
    let gavk = Variant::Gavkevuotna.rules();
    assert!(prose(&t, &gavk, names, Topic::Dice).contains("Ø four lines"));
    assert!(prose(&t, &gavk, names, Topic::King).contains("steps one line forward"));
    let mut gavk0 = gavk;
    gavk0.set("blank", "0").unwrap();
    assert!(prose(&t, &gavk0, names, Topic::Dice).contains("Ø not at all"));
    assert!(prose(&t, &Variant::Lagesvuon.rules(), names, Topic::Board).contains("queen"));
    assert!(!prose(&t, &gavk, names, Topic::Board).contains("queen"));
    assert!(prose(&t, &Variant::Unjarga.rules(), names, Topic::King).contains("enemy’s home row"));
}

#[test]
fn the_sampo_coach_follows_the_learners_rolls_and_stops_after_four() {
    use sampo_sahkku::engine::dice::{DiceSource, SeededDice};
    use sampo_sahkku::engine::sampo::{Game, HouseRules, Record, DIE_FACES};
    use sampo_sahkku::lessons::sampo::{rolls_by, sampo_tip, SampoTip};
    for seed in 0..20 {
        let mut dice = SeededDice::new(seed);
        let mut game = Game::new(2, 0, HouseRules::default()).unwrap();
        let mut record = Record::new(2, 0, HouseRules::default());
        assert_eq!(sampo_tip(&record, &game, 0), SampoTip::FirstRoll);
        let mut seen = vec![SampoTip::FirstRoll.step()];
        while !game.is_over() && record.rolls.len() < 40 {
            let r = dice.roll(DIE_FACES);
            game.play(r).unwrap();
            record.rolls.push(r);
            let tip = sampo_tip(&record, &game, 0);
            if let SampoTip::Square { square } = tip {
                assert_eq!(square, game.pawn(0).square, "the learner's own square");
            }
            assert!(tip.step() >= *seen.last().unwrap(), "steps never go back");
            if tip.step() != *seen.last().unwrap() {
                seen.push(tip.step());
            }
            assert_eq!(tip.step(), (rolls_by(&record, 0) + 1).min(SampoTip::STEPS), "seed {seed}");
        }
        assert_eq!(seen, vec![1, 2, 3, 4, 5], "seed {seed}: every step in order");
    }
}

#[test]
fn the_sahkku_coach_says_what_the_learner_can_do_now() {
    use sampo_sahkku::engine::sahkku::levels::Level;
    use sampo_sahkku::engine::sahkku::{Expect, SubMove};
    use sampo_sahkku::lessons::sahkku::{sahkku_news, sahkku_tip, SahkkuNews, SahkkuTip, LESSON_TURNS};
    use sampo_sahkku::session::sahkku::{Player, Session, Table};
    let mut seen = std::collections::HashSet::new();
    for seed in 0..30 {
        let v = Variant::NavuonMaze;
        let mut s = Session::new(Table::unnamed(v, v.rules(), [Player::Computer(Level::Random); 2], seed));
        let mut steps = 0;
        while let Some(Ok(events)) = s.computer_step() {
            steps += 1;
            let pos = s.position();
            let tip = sahkku_tip(pos, Side::One);
            seen.insert(format!("{tip:?}"));
            match pos.expect() {
                Expect::Over => assert_eq!(tip, SahkkuTip::Done),
                Expect::Throw { side: Side::Two, .. } | Expect::Move { side: Side::Two } => {
                    assert_eq!(tip, SahkkuTip::Wait)
                }
                Expect::Throw { side: Side::One, .. } => {
                    assert!(matches!(tip, SahkkuTip::Opening | SahkkuTip::Throw | SahkkuTip::Done))
                }
                Expect::Move { side: Side::One } => {
                    let wake = pos.legal_moves().iter().any(|m| matches!(m, SubMove::Activate { .. }));
                    assert!(matches!(tip, SahkkuTip::Reroll | SahkkuTip::Wake | SahkkuTip::Move));
                    assert_eq!(tip == SahkkuTip::Wake, wake && tip != SahkkuTip::Reroll);
                }
            }
            if tip == SahkkuTip::Throw {
                assert!(pos.turns() < LESSON_TURNS);
            }
            if let Some(n) = sahkku_news(&events, Side::One) {
                let captured_by =
                    |side| events.iter().any(|e| matches!(e, Event::Captured { side: s, .. } if *s == side));
                match n {
                    SahkkuNews::Captured => assert!(captured_by(Side::One)),
                    SahkkuNews::Lost => assert!(captured_by(Side::Two)),
                    SahkkuNews::Burnt => assert!(events.iter().any(|e| matches!(e, Event::Burnt { .. }))),
                }
                seen.insert(format!("{n:?}"));
            }
            if steps > 400 {
                break;
            }
        }
    }
    for want in ["Opening", "Throw", "Wake", "Move", "Wait", "Done", "Captured", "Lost", "Burnt"] {
        assert!(seen.contains(want), "{want} never came up: {seen:?}");
    }
}

/// Many house rules changed at once (a seeded sample of combinations the set-up
/// screen accepts): every picture is still found and true.
#[test]
fn random_combinations_of_house_rules_keep_every_picture_true() {
    let mut seed: u64 = 0x5eed;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut checked = 0;
    while checked < 500 {
        let v = Variant::ALL[(next() % Variant::ALL.len() as u64) as usize];
        let mut rules = v.rules();
        for o in OPTIONS {
            if next() % 3 == 0 {
                let value = o.values[(next() % o.values.len() as u64) as usize];
                let _ = rules.set(o.name, value);
            }
        }
        if rules.validate().is_err() {
            continue;
        }
        check_all(&rules, &format!("{} {:?}", v.id(), rules.changes_from(&v.rules())));
        checked += 1;
    }
}
