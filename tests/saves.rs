//! Saved games: the stored sample of every schema version loads, and any bytes give a
//! save or a named error, never a panic.

use proptest::prelude::*;
use sampo_sahkku::saves::{LoadError, SaveFile, SavedGame, SCHEMA};

#[test]
fn every_schemas_samples_load_and_replay() {
    let sampo = SaveFile::decode(include_str!("saves/v1-sampo.json")).unwrap();
    assert!(matches!(sampo.game, SavedGame::Sampo { ref seats, .. } if seats.len() == 3));
    let sahkku = SaveFile::decode(include_str!("saves/v1-sahkku.json")).unwrap();
    assert!(matches!(sahkku.game, SavedGame::Sahkku { .. }));
    // Schema 2 changed what the world cup's preset means: a game saved before keeps
    // the rules it was played under, and one saved since follows today's preset.
    let options = |text: &str| match SaveFile::decode(text).unwrap().game {
        SavedGame::Sahkku { record, .. } => record.options,
        _ => unreachable!(),
    };
    let before = options(include_str!("saves/v1-sahkku-vuonnamarkan.json"));
    assert_eq!(before.get("first-player").map(String::as_str), Some("first-x-all"));
    assert_eq!(before.get("middle-row-pass").map(String::as_str), Some("both"));
    assert!(options(include_str!("saves/v2-sahkku-vuonnamarkan.json")).is_empty());
    assert_eq!(SCHEMA, 2, "a new schema needs its sample file and a migration test here");
}

/// Records are typed when read (a Sáhkku entry is a throw or a move) and written back
/// as the same text, so every file saved so far opens and saves as it was.
#[test]
fn schema_1_samples_are_written_back_as_they_were_and_open_into_sessions() {
    use sampo_sahkku::saves::Opened;
    for sample in [include_str!("saves/v1-sampo.json"), include_str!("saves/v1-sahkku.json")] {
        let save = SaveFile::decode(sample).unwrap();
        let value = |t: &str| serde_json::from_str::<serde_json::Value>(t).unwrap();
        let (written, read) = (value(&save.encode()), value(sample));
        for field in ["game", "seats", "seed", "record"] {
            assert_eq!(written[field], read[field], "{field}");
        }
        let again = match save.open().unwrap() {
            Opened::Sampo(session) => SaveFile::from(&*session),
            Opened::Sahkku(session) => SaveFile::from(&*session),
        };
        assert_eq!(again.game, save.game, "a session saves the game it was opened from");
    }
    let sahkku = SaveFile::decode(include_str!("saves/v1-sahkku.json")).unwrap();
    let SavedGame::Sahkku { record, .. } = &sahkku.game else { unreachable!() };
    assert!(record.entries[0].is_throw());
    assert!(record.entries.iter().any(|e| !e.is_throw()));
}

/// A game against the master saves and opens with the master on its seat.
#[test]
fn a_game_against_the_master_saves_and_opens_with_its_level() {
    use sampo_sahkku::engine::sahkku::levels::Level;
    use sampo_sahkku::saves::Opened;
    use sampo_sahkku::session::sahkku::Player;
    let mut save = SaveFile::decode(include_str!("saves/v1-sahkku.json")).unwrap();
    let SavedGame::Sahkku { seats, .. } = &mut save.game else { unreachable!() };
    seats[1].player = "master".into();
    let read = SaveFile::decode(&save.encode()).unwrap();
    let Ok(Opened::Sahkku(session)) = read.open() else { panic!("a Sáhkku game") };
    assert_eq!(session.table().seats[1].player, Player::Computer(Level::Master));
    assert_eq!(SaveFile::from(&*session).game, read.game);
}

#[test]
fn a_save_from_a_newer_app_is_refused_by_name() {
    let next = SCHEMA + 1;
    let text = include_str!("saves/v1-sampo.json").replace(r#""schema":1"#, &format!(r#""schema":{next}"#));
    assert_eq!(SaveFile::decode(&text), Err(LoadError::FutureSchema(next)));
}

/// A sample save with its game changed by `change`, read back.
fn refused(sample: &str, change: impl FnOnce(&mut SavedGame)) -> LoadError {
    let mut save = SaveFile::decode(sample).unwrap();
    change(&mut save.game);
    SaveFile::decode(&save.encode()).unwrap_err()
}

/// Every reason a save's game is refused is said in each language in its own words:
/// which entry, as written, and what is wrong with it; no English from the engine and
/// no unfilled argument.
#[test]
fn a_refused_game_is_explained_in_every_language() {
    use sampo_sahkku::engine::sahkku::Illegal;
    use sampo_sahkku::i18n::{Lang, Translator};
    use sampo_sahkku::saves::words::refusal;
    use sampo_sahkku::saves::Invalid;
    use sampo_sahkku::session::sahkku::{EntryFault, RestoreError};
    let sampo = include_str!("saves/v1-sampo.json");
    let sahkku = include_str!("saves/v1-sahkku.json");
    let sampo_record = |g: &mut SavedGame| match g {
        SavedGame::Sampo { record, .. } => record.clone(),
        _ => unreachable!(),
    };
    let mut cases: Vec<(LoadError, Vec<&str>)> = Vec::new();

    let bad_roll = refused(sampo, |g| {
        if let SavedGame::Sampo { record, .. } = g {
            record.rolls.truncate(2);
            record.rolls.push(9);
        }
    });
    assert!(matches!(bad_roll, LoadError::Invalid(Invalid::SampoRoll { index: 2, roll: 9, .. })), "{bad_roll:?}");
    cases.push((bad_roll, vec!["3", "9"]));

    // A finished game with one roll more.
    let over = refused(sampo, |g| {
        let mut record = sampo_record(g);
        record.rolls.clear();
        let mut x = 7u32;
        while !record.replay().unwrap().0.is_over() {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            record.rolls.push((x >> 16) as u8 % 6 + 1);
        }
        record.rolls.push(4);
        if let SavedGame::Sampo { record: r, .. } = g {
            *r = record;
        }
    });
    assert!(matches!(over, LoadError::Invalid(Invalid::SampoRoll { .. })), "{over:?}");
    cases.push((over, vec![]));

    let seats = refused(sampo, |g| {
        if let SavedGame::Sampo { seats, .. } = g {
            seats.pop();
        }
    });
    assert_eq!(seats, LoadError::Invalid(Invalid::Seats { seats: 2, players: 3 }));
    cases.push((seats, vec!["2", "3"]));

    let player = refused(sahkku, |g| {
        if let SavedGame::Sahkku { seats, .. } = g {
            seats[1].player = "grandmaster".into();
        }
    });
    assert_eq!(player, LoadError::Invalid(Invalid::UnknownPlayer("grandmaster".into())));
    cases.push((player, vec!["grandmaster"]));

    // Entry `index` written as `entry`: refused for `fault`, at that entry, as written.
    let with_entry = |index: usize, entry: &'static str, fault: EntryFault| {
        let e = refused(sahkku, move |g| {
            if let SavedGame::Sahkku { record, .. } = g {
                record.entries[index] = entry.into();
            }
        });
        assert_eq!(e, LoadError::Invalid(Invalid::Sahkku(RestoreError::Entry { index, entry: entry.into(), fault })));
        e
    };
    cases.push((with_entry(0, "[III]", EntryFault::NotTheDice), vec!["1", "[III]"]));
    cases.push((with_entry(1, "zz99", EntryFault::Unreadable), vec!["2", "zz99"]));
    // A throw where a move is due.
    let sample = SaveFile::decode(sahkku).unwrap();
    let SavedGame::Sahkku { record, .. } = &sample.game else { unreachable!() };
    let due = record.entries.iter().position(|e| !e.is_throw()).unwrap();
    cases.push((with_entry(due, "[X]", EntryFault::Illegal(Illegal::NotNow)), vec!["[X]"]));

    for (name, value) in [("board", "99"), ("no-such-rule", "1")] {
        let options = refused(sahkku, |g| {
            if let SavedGame::Sahkku { record, .. } = g {
                record.options.insert(name.into(), value.into());
            }
        });
        assert!(matches!(options, LoadError::Invalid(Invalid::Sahkku(RestoreError::Options(_)))), "{options:?}");
        cases.push((options, vec![name]));
    }

    for lang in Lang::ALL {
        let t = Translator::new(lang);
        let english = Translator::new(Lang::En);
        for (e, parts) in &cases {
            let text = refusal(&t, e);
            assert!(
                !text.contains("{$") && !text.contains("save-invalid") && !text.contains("sk-illegal"),
                "{lang:?}: {text}"
            );
            for part in parts {
                assert!(text.contains(part), "{lang:?}: {text} should name {part}");
            }
            // The engine's own English (`entry 3 ('…'): …`) never shows.
            assert!(!text.contains(&e.to_string()) && !text.contains("entry "), "{lang:?}: {text}");
            if lang != Lang::En {
                assert_ne!(text, refusal(&english, e), "{lang:?}");
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn any_bytes_decode_to_a_save_or_an_error(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = SaveFile::decode(&text);
    }

    #[test]
    fn damaged_saves_decode_to_a_save_or_an_error(cut in 0usize..400, byte in any::<u8>()) {
        let mut text = include_str!("saves/v1-sahkku.json").as_bytes().to_vec();
        let i = cut % text.len();
        text[i] = byte;
        let _ = SaveFile::decode(&String::from_utf8_lossy(&text));
    }
}

/// Prints a fresh schema-1 Sáhkku sample (`cargo test --test saves -- --ignored --nocapture`).
#[test]
#[ignore]
fn print_sahkku_sample() {
    use sampo_sahkku::engine::sahkku::levels::Level;
    use sampo_sahkku::engine::sahkku::Variant;
    use sampo_sahkku::saves::{SahkkuSeat, SaveFile, SavedGame};
    use sampo_sahkku::session::sahkku::{Player, Session, Table};
    let mut s = Session::new(Table::unnamed(
        Variant::Lagesvuon,
        Variant::Lagesvuon.rules(),
        [Player::Computer(Level::Greedy), Player::Computer(Level::Expert)],
        42,
    ));
    for _ in 0..12 {
        s.computer_step();
    }
    let file = SaveFile {
        schema: 1,
        saved_at: 1764412800000.0,
        game: SavedGame::Sahkku {
            seats: [
                SahkkuSeat { name: "Aino".into(), player: "human".into() },
                SahkkuSeat { name: "Kone".into(), player: "expert".into() },
            ],
            seed: 42,
            record: s.record().clone(),
            link: None,
        },
    };
    println!("{}", file.encode());
}
