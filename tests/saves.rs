//! Saved games: the stored sample of every schema version loads, and any bytes give a
//! save or a named error, never a panic.

use proptest::prelude::*;
use sampo_sahkku::saves::{LoadError, SaveFile, SavedGame, SCHEMA};

#[test]
fn schema_1_samples_load_and_replay() {
    let sampo = SaveFile::decode(include_str!("saves/v1-sampo.json")).unwrap();
    assert!(matches!(sampo.game, SavedGame::Sampo { ref seats, .. } if seats.len() == 3));
    let sahkku = SaveFile::decode(include_str!("saves/v1-sahkku.json")).unwrap();
    assert!(matches!(sahkku.game, SavedGame::Sahkku { .. }));
    assert_eq!(SCHEMA, 1, "a new schema needs its sample file and a migration test here");
}

#[test]
fn a_save_from_a_newer_app_is_refused_by_name() {
    let text = include_str!("saves/v1-sampo.json").replace(r#""schema":1"#, r#""schema":2"#);
    assert_eq!(SaveFile::decode(&text), Err(LoadError::FutureSchema(2)));
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
    use sampo_sahkku::engine::sahkku::ai::Level;
    use sampo_sahkku::engine::sahkku::Variant;
    use sampo_sahkku::saves::{SahkkuSeat, SaveFile, SavedGame};
    use sampo_sahkku::session::sahkku::{Player, Session};
    let mut s = Session::new(
        Variant::Lagesvuon,
        Variant::Lagesvuon.rules(),
        [Player::Computer(Level::Greedy), Player::Computer(Level::Expert)],
        42,
    );
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
        },
    };
    println!("{}", file.encode());
}
