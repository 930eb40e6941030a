//! The lab's counts add up, runs in slices equal runs in one go, and every reading
//! reads as a sentence in every language.

use sampo_sahkku::engine::sahkku::{Variant, OPTIONS as SK_OPTIONS};
use sampo_sahkku::engine::sampo::game::{STAKE, START_COINS};
use sampo_sahkku::engine::sampo::HouseRules;
use sampo_sahkku::i18n::{format_number, format_percent, Lang, Translator};
use sampo_sahkku::lab::reading;
use sampo_sahkku::lab::sahkku::SahkkuLab;
use sampo_sahkku::lab::sampo::SampoLab;
use sampo_sahkku::lab::stats::{Counts, DiceTally};

#[test]
fn sampo_tally_counts_every_game_roll_and_coin() {
    let players = 4;
    let mut lab = SampoLab::new(players, 7, HouseRules::default()).unwrap();
    lab.run(500);
    let t = &lab.tally;
    assert_eq!(t.games, 500);
    assert_eq!(t.wins_by_seat.iter().sum::<u64>(), 500);
    assert_eq!(t.rounds.total(), 500);
    // Every roll is counted once, and each ends on a square or at the start.
    assert!(t.landings.iter().sum::<u64>() <= t.rolls.total());
    assert!(t.rolls.total() > 500 * 10);
    // Every coin that moved is put down to a square: what the players end with is
    // what they had after the stake, less what went into the pot, plus what came out.
    let after_stake = t.games as i64 * players as i64 * (START_COINS - STAKE) as i64;
    let into: u64 = t.flow.into_pot.iter().sum();
    let out: u64 = t.flow.out_of_pot.iter().sum();
    assert_eq!(t.final_coins_by_seat.iter().sum::<i64>(), after_stake - into as i64 + out as i64);
}

#[test]
fn a_run_in_slices_counts_the_same_as_a_run_in_one_go() {
    let mut whole = SampoLab::new(3, 11, HouseRules::default()).unwrap();
    whole.run(60);
    let mut sliced = SampoLab::new(3, 11, HouseRules::default()).unwrap();
    for n in [1, 7, 30, 22] {
        sliced.run(n);
    }
    assert_eq!(whole.tally, sliced.tally);

    let rules = Variant::Lagesvuon.rules();
    let mut whole = SahkkuLab::new(rules, ["random", "greedy"], 5, None).unwrap();
    whole.run(40);
    let mut sliced = SahkkuLab::new(rules, ["random", "greedy"], 5, None).unwrap();
    sliced.run(15);
    sliced.run(25);
    assert_eq!(whole.tally, sliced.tally);
}

#[test]
fn sahkku_tally_counts_games_dice_and_burnt_dice() {
    for v in Variant::ALL {
        let mut lab = SahkkuLab::new(v.rules(), ["random", "random"], 3, None).unwrap();
        lab.run(50);
        let t = &lab.tally;
        assert_eq!(t.wins_by_seat.iter().sum::<u64>() + t.draws, 50, "{v:?}");
        assert_eq!(t.turns.total(), 50);
        assert_eq!(t.captures_per_game.total(), 50);
        let captured: u64 = t.captures.iter().flatten().sum();
        let per_game: u64 = t.captures_per_game.0.iter().enumerate().map(|(n, &games)| n as u64 * games).sum();
        assert_eq!(captured, per_game, "{v:?}");
        for f in 0..4 {
            assert!(t.burnt[f] <= t.thrown_to_move[f], "{v:?} face {f}");
            assert!(t.thrown_to_move[f] <= t.thrown.counts[f]);
        }
        if !v.rules().queens {
            assert_eq!(t.captures[0][2] + t.captures[1][2], 0, "no queens, none captured");
        }
    }
}

#[test]
fn an_unknown_computer_player_is_named() {
    let err = SahkkuLab::new(Variant::Unjarga.rules(), ["random", "grandmaster"], 1, None).err().unwrap();
    assert!(err.contains("grandmaster"), "{err}");
}

#[test]
fn dice_of_a_long_run_look_fair_to_the_test() {
    let mut lab = SampoLab::new(4, 1, HouseRules::default()).unwrap();
    lab.run(2000);
    let t = Translator::new(Lang::En);
    let text = reading::dice(&t, &lab.tally.rolls);
    assert!(text.contains("no more than chance"), "{text}");
}

/// The example of the issue: Ø worth 0 or 4 in Unjárga, compared.
#[test]
fn comparing_two_settings_says_which_games_are_longer() {
    assert!(SK_OPTIONS.iter().any(|o| o.name == "blank"));
    let mut a_rules = Variant::Unjarga.rules();
    a_rules.set("blank", "0").unwrap();
    let mut b_rules = Variant::Unjarga.rules();
    b_rules.set("blank", "4").unwrap();
    let mut a = SahkkuLab::new(a_rules, ["random", "random"], 9, None).unwrap();
    let mut b = SahkkuLab::new(b_rules, ["random", "random"], 9, None).unwrap();
    a.run(200);
    b.run(200);
    let t = Translator::new(Lang::En);
    let text = reading::compare(&t, &a.tally.turns, &b.tally.turns);
    let expected = if b.tally.turns.mean() < a.tally.turns.mean() { "shorter" } else { "longer" };
    assert!(text.contains(expected), "{text}");
}

#[test]
fn every_reading_is_a_sentence_in_every_language() {
    let mut sampo = SampoLab::new(4, 2, HouseRules::default()).unwrap();
    sampo.run(300);
    let mut sk = SahkkuLab::new(Variant::Lagesvuon.rules(), ["random", "random"], 2, None).unwrap();
    sk.run(100);
    let few = DiceTally { counts: vec![1, 0, 2, 0, 0, 1] };
    for lang in Lang::ALL {
        let t = Translator::new(lang);
        let texts = [
            reading::length(&t, &sampo.tally.rounds, false),
            reading::length(&t, &sk.tally.turns, true),
            reading::wins(&t, &sampo.tally.wins_by_seat),
            reading::wins(&t, &[1, 0]),
            reading::landings(&t, &sampo.tally.landings),
            reading::coins(&t, &sampo.tally.flow, sampo.tally.games),
            reading::captures(&t, &sk.tally),
            reading::burnt(&t, &sk.tally, Variant::Lagesvuon.rules().faces),
            reading::dice(&t, &sampo.tally.rolls),
            reading::dice(&t, &few),
            reading::compare(&t, &sampo.tally.rounds, &sk.tally.turns),
            reading::length(&t, &Counts::default(), true),
        ];
        for text in texts {
            assert!(!text.contains("lab-") && !text.contains("dice-") && !text.contains('{'), "{lang:?}: {text}");
            assert!(text.chars().count() > 4, "{lang:?}: {text}");
        }
    }
}

#[test]
fn numbers_are_written_the_way_each_language_writes_them() {
    assert_eq!(format_number(Lang::En, 1_000_000.0, 0), "1,000,000");
    assert_eq!(format_number(Lang::Fr, 1_000_000.0, 0), "1\u{a0}000\u{a0}000");
    assert_eq!(format_number(Lang::Ru, 2500.0, 0), "2500");
    assert_eq!(format_number(Lang::En, 2500.0, 0), "2,500");
    assert_eq!(format_number(Lang::Ru, 12.345, 2), "12,35");
    assert_eq!(format_number(Lang::ZhTw, 0.5, 1), "0.5");
    assert_eq!(format_number(Lang::En, -3.26, 1), "−3.3");
    assert_eq!(format_number(Lang::En, -0.01, 1), "0.0");
    assert_eq!(format_percent(Lang::Fr, 0.273, 1), "27,3\u{a0}%");
    assert_eq!(format_percent(Lang::En, 0.25, 0), "25%");
}

/// Each die thrown is counted once: the opening X that begins the first turn is
/// not counted again when the rest of the dice are thrown.
#[test]
fn the_lab_counts_each_thrown_die_once_as_the_record_has_it() {
    use sampo_sahkku::engine::dice::SeededDice;
    use sampo_sahkku::engine::sahkku::play::{play_out, random_choice};
    use sampo_sahkku::engine::sahkku::{Position, Record};
    for v in Variant::ALL {
        let rules = v.rules();
        let mut lab = SahkkuLab::new(rules, ["random", "random"], 21, None).unwrap();
        lab.run(20);
        let mut counts = vec![0u64; 4];
        for game in 0..20 {
            // Each game of a run has dice of its own.
            let mut dice = SeededDice::for_game(21, game);
            let mut pos = Position::new(rules);
            let mut rec = Record::new(v, &rules);
            play_out(&mut pos, &mut dice, random_choice, Some(&mut rec), |_| {});
            let t = sampo_sahkku::lab::sahkku::record_dice(&rec, rules.faces);
            for (c, n) in counts.iter_mut().zip(&t.counts) {
                *c += n;
            }
        }
        assert_eq!(lab.tally.thrown.counts, counts, "{v:?}");
    }
}

/// Worker threads play shares of a run in any order: the shares' tallies, added up,
/// are what one run in one go counts (every game has dice of its own).
#[test]
fn shares_played_in_any_order_add_up_to_the_whole_run() {
    use sampo_sahkku::lab::{Setting, Share, Tally};
    let mut rules = Variant::Gavkevuotna.rules();
    rules.set("blank", "4").unwrap();
    let mut sampo_rules = HouseRules::default();
    sampo_rules.set("money", "debt").unwrap();
    let settings = [
        Setting::Sampo { players: 5, rules: sampo_rules, seed: 11 },
        Setting::sahkku(&rules, Variant::Gavkevuotna, ["greedy".into(), "random".into()], 12),
    ];
    for setting in settings {
        let whole = setting.play(0, 30, None).unwrap();
        // What the app shows before any share comes back: no games.
        let mut sum = setting.nothing_counted().unwrap();
        assert_eq!(sum, setting.play(0, 0, None).unwrap());
        for (from, games) in [(17, 13), (0, 5), (5, 12)] {
            sum.add(&setting.play(from, games, None).unwrap());
        }
        assert_eq!(sum, whole);
        // Game 0 of a run is the game the seed gives on its own, as the command line plays it.
        let one = setting.play(0, 1, None).unwrap();
        match (&setting, &one) {
            (Setting::Sampo { players, rules, seed }, Tally::Sampo(t)) => {
                let mut lab = SampoLab::new(*players, *seed, *rules).unwrap();
                lab.run(1);
                assert_eq!(&lab.tally, t);
            }
            (Setting::Sahkku { .. }, Tally::Sahkku(t)) => {
                let mut lab = SahkkuLab::new(rules, ["greedy", "random"], 12, None).unwrap();
                lab.run(1);
                assert_eq!(&lab.tally, t);
            }
            _ => unreachable!(),
        }
        // The worker's answer, as numbers, holds the same counts.
        let share = Share { settings: vec![setting.clone(), setting.clone()], from: 3, games: 4 };
        assert_eq!(Share::from_text(&share.to_text()), Some(share.clone()));
        let answer = sampo_sahkku::lab::answer(&share.to_text(), None);
        let four = setting.play(3, 4, None).unwrap();
        assert_eq!(sampo_sahkku::lab::read_answer(&answer, 2), Some(vec![four.clone(), four]));
        assert_eq!(sampo_sahkku::lab::read_answer(&answer[..answer.len() - 1], 2), None, "a cut answer is refused");
    }
    assert!(sampo_sahkku::lab::answer("not a share", None).is_empty());
}

/// The app refuses a setting before it asks for games: the same settings as playing
/// them would refuse.
#[test]
fn a_setting_that_cannot_be_played_is_refused_before_any_game() {
    use sampo_sahkku::lab::Setting;
    use std::collections::BTreeMap;
    let sahkku = |changes: &[(&str, &str)], levels: [&str; 2]| Setting::Sahkku {
        variant: Variant::Unjarga,
        changes: changes.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect::<BTreeMap<_, _>>(),
        levels: levels.map(String::from),
        seed: 1,
    };
    for bad in [
        Setting::Sampo { players: 7, rules: HouseRules::default(), seed: 1 },
        Setting::Sampo { players: 1, rules: HouseRules::default(), seed: 1 },
        sahkku(&[("blank", "9")], ["greedy", "expert"]),
        sahkku(&[("no-such-rule", "1")], ["greedy", "expert"]),
        sahkku(&[], ["greedy", "grandmaster"]),
    ] {
        assert!(bad.play(0, 0, None).is_err(), "{bad:?}");
        assert!(bad.nothing_counted().is_err(), "{bad:?}");
    }
    assert!(sahkku(&[("blank", "0")], ["master", "random"]).nothing_counted().is_ok());
}

/// `lab tournament`: every pair plays the games asked, half on each side, and the
/// ratings are anchored at the first level; the stronger level rates higher.
#[test]
fn a_tournament_plays_every_pair_on_both_sides_and_rates_the_stronger_higher() {
    use sampo_sahkku::lab::tournament::tournament;
    let t = tournament(Variant::Lagesvuon.rules(), &["random", "greedy"], 30, 4).unwrap();
    assert_eq!(t.pairs.len(), 1);
    let p = &t.pairs[0];
    assert_eq!(p.wins[0] + p.wins[1] + p.draws, 30);
    assert!(p.score_ci95.0 <= p.score && p.score <= p.score_ci95.1);
    assert_eq!(t.elo[0].elo, 0.0);
    assert!(t.elo[1].elo > 0.0 && t.elo[1].ci95.0 < t.elo[1].elo, "{:?}", t.elo);
    assert!(tournament(Variant::Lagesvuon.rules(), &["random"], 10, 1).is_err());
    assert!(tournament(Variant::Lagesvuon.rules(), &["random", "nobody"], 10, 1).is_err());
}

/// `lab ladder` rates the games of several `lab tournament` outputs of one family
/// together (each pair's games added up, whichever run named it first), and refuses a
/// mix of families or a file that is not a tournament's, naming it.
#[test]
fn lab_ladder_rates_several_tournaments_of_a_family_together() {
    let lab = env!("CARGO_BIN_EXE_lab");
    let dir = std::env::temp_dir().join(format!("lab-ladder-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let run = |args: &[&str]| std::process::Command::new(lab).args(args).output().unwrap();
    let write = |name: &str, variant: &str, players: &str, seed: &str| {
        let out = run(&["tournament", "--variant", variant, "--players", players, "--games", "10", "--seed", seed]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let path = dir.join(name);
        std::fs::write(&path, &out.stdout).unwrap();
        path.to_str().unwrap().to_string()
    };
    let one = write("one.json", "lagesvuon", "random,greedy", "1");
    let two = write("two.json", "lagesvuon", "greedy,random", "2");
    let other = write("other.json", "luujavr", "random,greedy", "1");
    let out = run(&["ladder", "--anchor", "random", &one, &two]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let l: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!((l["variant"].as_str(), l["files"].as_u64()), (Some("lagesvuon"), Some(2)));
    assert_eq!(l["pairs"].as_array().unwrap().len(), 1);
    assert_eq!(l["pairs"][0]["games"], 20);
    assert_eq!((l["elo"][0]["player"].as_str(), l["elo"][0]["elo"].as_f64()), (Some("random"), Some(0.0)));
    assert!(l["elo"][1]["elo"].as_f64().unwrap() > 0.0, "{l}");
    let mixed = run(&["ladder", &one, &other]);
    assert!(!mixed.status.success());
    assert!(String::from_utf8_lossy(&mixed.stderr).contains("a ladder is of one family"));
    let not_one = run(&["ladder", &one, "tests/saves/v1-sahkku.json"]);
    assert!(String::from_utf8_lossy(&not_one.stderr).contains("v1-sahkku.json: not the output of lab tournament"));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `make bench` times the master as the app's thread thinks: one time per turn it
/// thought over, each within its thinking time on the clock it is given (here one
/// that moves 10 ms at every reading), the times sorted; with its learned score too.
#[test]
fn the_masters_decision_times_keep_to_its_thinking_time() {
    use std::cell::Cell;
    let rules = Variant::Lagesvuon.rules();
    let net = sampo_sahkku::lab::nets::shipped(&rules, None).expect("Lágesvuon ships a learned score");
    for net in [None, Some(&net)] {
        let ticks = Cell::new(0u32);
        let now = || {
            ticks.set(ticks.get() + 1);
            ticks.get() as f64 * 0.010
        };
        let (times, nodes) = sampo_sahkku::lab::sahkku::master_decision_ms(rules, 6, 3, 50.0, now, net);
        assert_eq!((times.len(), nodes.len()), (6, 6));
        assert!(nodes.iter().all(|&n| n > 0.0), "{nodes:?}");
        assert!(times.windows(2).all(|w| w[0] <= w[1]), "sorted: {times:?}");
        // The search ends within the budget (it stops before a step as long as its
        // longest would pass it); the timing's own first reading adds one tick.
        assert!(times.iter().all(|&ms| ms > 0.0 && ms <= 50.0 + 10.0 + 1e-9), "{times:?}");
    }
}

/// `lab review` reads a saved Sáhkku game and prints its review as JSON; a Sampo save,
/// where the die decides every move, is refused with the reason.
#[test]
fn lab_review_prints_a_saved_games_review_and_refuses_a_sampo_game() {
    let lab = env!("CARGO_BIN_EXE_lab");
    let out = std::process::Command::new(lab).args(["review", "tests/saves/v1-sahkku.json"]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let r: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(r["variant"], "lagesvuon");
    assert!(r["moments"].as_array().is_some_and(|m| m.len() >= 5));
    assert!(r["totals"]["one"]["decisions"].as_u64().is_some_and(|n| n > 0));
    // The error rate is the cost over the decisions that counted.
    let one = &r["totals"]["one"];
    let rate = one["cost"].as_f64().unwrap() / one["decisions"].as_f64().unwrap();
    assert!((r["error_rate"]["one"].as_f64().unwrap() - rate).abs() < 1e-12, "{}", r["error_rate"]);
    assert!(r["costliest"].as_array().is_some_and(|c| c.len() <= 3));
    let out = std::process::Command::new(lab).args(["review", "tests/saves/v1-sampo.json"]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("the die decides every move"));
}

/// The Lab's masters play as a game's master does: with the family's learned score
/// where it ships one and the setting keeps the family's own rules (`master+net`);
/// the worker plays them with the weights the page fetched, refused when damaged.
#[test]
fn the_labs_masters_play_with_the_learned_score_where_a_games_master_would() {
    use sampo_sahkku::engine::sahkku::net;
    use sampo_sahkku::lab::{Setting, Share};
    use std::collections::BTreeMap;
    let setting = |variant: Variant, changes: &[(&str, &str)], levels: [&str; 2]| Setting::Sahkku {
        variant,
        changes: changes.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect::<BTreeMap<_, _>>(),
        levels: levels.map(String::from),
        seed: 4,
    };
    let own = setting(Variant::Lagesvuon, &[], ["master", "greedy"]);
    let (learned, shipped) = own.learned().expect("Lágesvuon's master plays with its learned score");
    assert_eq!(learned, setting(Variant::Lagesvuon, &[], ["master+net", "greedy"]));
    assert_eq!(Some(shipped), net::shipped(Variant::Lagesvuon));
    // Both seats, and in Gávkevuotna too (every family ships one since 2026-12-04).
    let (both, _) = setting(Variant::Gavkevuotna, &[], ["master", "master"]).learned().expect("Gávkevuotna ships one");
    assert_eq!(both, setting(Variant::Gavkevuotna, &[], ["master+net", "master+net"]));
    for unchanged in [
        setting(Variant::Lagesvuon, &[("blank", "4")], ["master", "greedy"]),
        setting(Variant::Lagesvuon, &[], ["expert", "greedy"]),
        Setting::Sampo { players: 3, rules: HouseRules::default(), seed: 1 },
    ] {
        assert_eq!(unchanged.learned(), None, "{unchanged:?}");
    }
    // The weights as the page fetched them: the players are made with them (no games
    // here: a master's game is long in a debug build), and refused when damaged.
    let bytes = std::fs::read(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("weights").join(shipped.file()))
        .expect("the shipped file");
    let share = Share { settings: vec![learned.clone(), own], from: 0, games: 0 }.to_text();
    assert!(!sampo_sahkku::lab::answer(&share, Some(&bytes)).is_empty());
    let mut damaged = bytes.clone();
    damaged[300] ^= 1;
    assert!(sampo_sahkku::lab::answer(&share, Some(&damaged)).is_empty(), "a damaged file is refused");
    assert!(learned.play(0, 0, Some(&bytes[..64])).is_err(), "a cut one too");
}

/// `lab ceiling` reads the learned chance of a weights file where one is named (here
/// another family's, which reads these positions otherwise than the shipped file),
/// says which level played the games on, and refuses a level it cannot play them on
/// with (the master) or a file it cannot read, saying why.
#[test]
fn lab_ceiling_reads_a_weights_file_and_names_the_level_that_played_on() {
    let lab = env!("CARGO_BIN_EXE_lab");
    let run = |extra: &[&str]| {
        let mut args = vec!["ceiling", "--variant", "lagesvuon", "--positions", "2", "--playouts", "4"];
        args.extend_from_slice(extra);
        std::process::Command::new(lab).args(&args).output().unwrap()
    };
    let json = |out: std::process::Output| -> serde_json::Value {
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let shipped = json(run(&[]));
    assert_eq!(shipped["played_by"], "greedy");
    assert!(shipped["learned_chance"].as_f64().is_some(), "{shipped}");
    let named = json(run(&["--weights", "weights/sahkku-unjarga.sknq"]));
    assert!(named["learned_chance"].as_f64().is_some(), "{named}");
    assert_ne!(named["learned_chance"], shipped["learned_chance"]);
    assert_eq!(json(run(&["--played-by", "random"]))["played_by"], "random");
    for (extra, says) in [
        (["--played-by", "master"], "random, greedy or expert"),
        (["--weights", "weights/no-such-file.sknq"], "no-such-file"),
    ] {
        let out = run(&extra);
        assert_eq!(out.status.code(), Some(2), "{extra:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains(says), "{extra:?}");
    }
}

/// `lab analyse` prints the master's ranking of a saved game's position: its top row is
/// the master's own turn there at the same budget and seed, and every row's chance is
/// the best's less its cost; a point where a throw is due is refused with the reason.
#[test]
fn lab_analyse_ranks_a_saved_position_as_the_master_plays_it() {
    use sampo_sahkku::engine::sahkku::{master, review::line_text};
    use sampo_sahkku::saves::{SaveFile, SavedGame};
    let lab = env!("CARGO_BIN_EXE_lab");
    let args = ["analyse", "tests/saves/v1-sahkku.json", "--at", "10", "--nodes", "4000", "--json"];
    let out = std::process::Command::new(lab).args(args).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let r: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let ranking = r["ranking"].as_array().expect("a ranking");
    let best = ranking[0]["chance"].as_f64().unwrap();
    for row in ranking {
        let (chance, cost) = (row["chance"].as_f64().unwrap(), row["given_away"].as_f64().unwrap());
        assert!((best - chance - cost).abs() < 1e-9, "{row}");
    }
    let SavedGame::Sahkku { mut record, .. } =
        SaveFile::decode(&std::fs::read_to_string("tests/saves/v1-sahkku.json").unwrap()).unwrap().game
    else {
        panic!("a Sáhkku save")
    };
    record.truncate(10);
    let pos = record.replay().unwrap().0;
    let net = sampo_sahkku::lab::nets::shipped(&record.variant.rules(), None).ok();
    let params = master::Params::for_rules(pos.rules());
    let thought = master::think_nodes(&pos, &params, params.score(net.as_ref()), master::seed_of(&pos), 4_000);
    assert_eq!(ranking[0]["line"], line_text(&pos, thought.plan.into_iter()).join(" "));
    let text = std::process::Command::new(lab).args(&args[..6]).output().unwrap();
    assert!(String::from_utf8_lossy(&text.stdout).contains("  1. "), "the text lists the rows");
    let out =
        std::process::Command::new(lab).args(["analyse", "tests/saves/v1-sahkku.json", "--at", "0"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("is to throw"), "{}", String::from_utf8_lossy(&out.stderr));
}

/// `lab review --nodes N` weighs each decision by the master's ranking: it says so, and
/// every decision's cost is its best chance less its own, on the ranking's scale.
#[test]
fn lab_review_weighs_decisions_by_the_ranking_with_nodes() {
    let lab = env!("CARGO_BIN_EXE_lab");
    let out = std::process::Command::new(lab)
        .args(["review", "tests/saves/v1-sahkku.json", "--nodes", "2000"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let r: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(r["ranked"], "2000 positions");
    for m in r["moments"].as_array().unwrap() {
        if let Some(d) = m["what"].get("decision") {
            let (best, chance, cost) =
                (d["best_chance"].as_f64().unwrap(), d["chance"].as_f64().unwrap(), d["cost"].as_f64().unwrap());
            assert!((best - chance - cost).abs() < 1e-9, "{d}");
        }
    }
}
