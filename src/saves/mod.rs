//! Saved games: one versioned JSON format for autosaves and exported files. A save
//! is a game record plus who sits where and the dice seed, so loading it replays the
//! game move by move with the engine: a save that does not replay is refused whole.
//!
//! Format (schema 1):
//! ```json
//! {"schema": 1, "saved_at": 1764412800000, "game": "sampo",
//!  "seats": [{"name": "Aino", "colour": 0, "computer": false}, …],
//!  "seed": 42, "record": {"players": 3, "start_seat": 0, "rules": {}, "rolls": [3, 5]}}
//! {"schema": 1, "saved_at": …, "game": "sahkku",
//!  "seats": [{"name": "Aino", "player": "human"}, {"name": "Ilmari", "player": "expert"}],
//!  "seed": 42, "record": {"variant": "lagesvuon", "options": {}, "entries": ["[X]", …]}}
//! ```
//! Older schemas are turned into the current one by `migrate`, one step per version.

pub mod words;

use crate::engine::sahkku;
use crate::engine::sampo;
use crate::session::by_link::ByLink;
use crate::session::by_link::LinkState;
use crate::session::sahkku::{Player, RestoreError};
use crate::session::{sahkku as sk_session, sampo as sampo_session};
use serde::{Deserialize, Serialize};
use std::fmt;

/// 2 since 2026-12-02: the world cup's preset changed two rules, which a save of
/// schema 1 keeps as house rules (`Variant::keep_first_edition`).
pub const SCHEMA: u32 = 2;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SampoSeat {
    pub name: String,
    pub colour: usize,
    pub computer: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SahkkuSeat {
    pub name: String,
    /// `human`, or a computer level id: `random`, `greedy`, `expert`, `master`.
    pub player: String,
}

/// Written with serde; read by `SaveFile::decode` through `GameFile` (see there).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "game", rename_all = "lowercase")]
pub enum SavedGame {
    Sampo {
        seats: Vec<SampoSeat>,
        seed: u64,
        record: sampo::Record,
        /// A game played by link: this device's side of it (its key and the dice seeds).
        #[serde(skip_serializing_if = "Option::is_none")]
        link: Option<LinkState>,
    },
    Sahkku {
        seats: [SahkkuSeat; 2],
        seed: u64,
        record: sahkku::Record,
        /// A game played by link: this device's side of it (its key and the dice seeds).
        #[serde(skip_serializing_if = "Option::is_none")]
        link: Option<LinkState>,
    },
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SaveFile {
    pub schema: u32,
    /// Milliseconds since 1970, as the browser's clock had it.
    #[serde(default)]
    pub saved_at: f64,
    #[serde(flatten)]
    pub game: SavedGame,
}

#[derive(Clone, Debug, PartialEq)]
pub enum LoadError {
    /// Not JSON at all (a damaged or foreign file).
    NotJson,
    /// JSON, but not one of our saves.
    NotASave,
    /// Saved by a newer version of the app.
    FutureSchema(u32),
    /// Our format, but the game in it does not replay: the entry and the reason.
    Invalid(Invalid),
}

/// Why a save in our format is refused, in parts the app words in each language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Invalid {
    /// The seats listed are not the game's players.
    Seats { seats: usize, players: usize },
    /// A Sáhkku seat played by someone the app does not know.
    UnknownPlayer(String),
    /// A Sampo table that cannot be set up (the number of players, the first seat).
    SampoTable(sampo::SetupError),
    /// Roll `index` (from 0) of a Sampo record.
    SampoRoll { index: usize, roll: u8, error: sampo::PlayError },
    /// A Sáhkku record that does not restore on its seed.
    Sahkku(RestoreError),
}

impl fmt::Display for Invalid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Invalid::Seats { seats, players } => write!(f, "{seats} seats for {players} players"),
            Invalid::UnknownPlayer(p) => write!(f, "unknown player '{p}'"),
            Invalid::SampoTable(e) => write!(f, "bad table: {e}"),
            Invalid::SampoRoll { index, roll, error } => write!(f, "roll {} ({roll}): {error}", index + 1),
            Invalid::Sahkku(e) => write!(f, "{e}"),
        }
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::NotJson => write!(f, "not a saved game (not JSON)"),
            LoadError::NotASave => write!(f, "not a Sampo & Sáhkku saved game"),
            LoadError::FutureSchema(v) => {
                write!(f, "saved by a newer version (schema {v}, this app reads up to {SCHEMA})")
            }
            LoadError::Invalid(why) => write!(f, "the game in it does not replay: {why}"),
        }
    }
}

impl std::error::Error for LoadError {}

/// The first thing read from any file: which schema it claims, if any.
#[derive(Deserialize)]
struct Header {
    schema: Option<serde::de::IgnoredAny>,
}

/// The schema number itself, read only once the file has one.
#[derive(Deserialize)]
struct Schema {
    schema: u64,
}

/// Which game a save holds: its `game` field, read before the rest.
#[derive(Deserialize)]
struct Kind {
    game: String,
}

/// A save's other fields, for the game it holds. (Reading `SaveFile` itself, a struct
/// with a flattened, tagged enum, would make serde buffer the whole file as generic
/// content first: about 10 KB more wasm, for the same result.)
#[derive(Deserialize)]
struct GameFile<Seats, Record> {
    #[serde(default)]
    saved_at: f64,
    seats: Seats,
    seed: u64,
    record: Record,
    #[serde(default)]
    link: Option<LinkState>,
}

/// Brings an older schema's text up to date. Schema 1 reads as schema 2 (what
/// changed is what its rules mean: `decode` keeps them as they were); a change of the
/// text itself would add an arm here that rewrites the text of the version before it
/// (through `serde_json::Value`, which the app does not need to carry until then).
fn migrate(text: &str, schema: u32) -> Result<std::borrow::Cow<'_, str>, LoadError> {
    match schema {
        1 | SCHEMA => Ok(std::borrow::Cow::Borrowed(text)),
        _ => Err(LoadError::NotASave),
    }
}

/// A seat's player from its saved name.
pub fn player(id: &str) -> Result<Player, LoadError> {
    Player::from_id(id).ok_or_else(|| LoadError::Invalid(Invalid::UnknownPlayer(id.to_string())))
}

/// A save's game, opened: the session it continues from, validated. (Boxed: a
/// session is a whole game, and the two differ in size.)
#[derive(Clone, Debug, PartialEq)]
pub enum Opened {
    Sampo(Box<sampo_session::Session>),
    Sahkku(Box<sk_session::Session>),
}

impl From<&sampo_session::Session> for SaveFile {
    /// The game as a save: the seats, the seed and the rolls.
    fn from(session: &sampo_session::Session) -> SaveFile {
        let table = session.table();
        let seats = table
            .seats
            .iter()
            .map(|s| SampoSeat {
                name: s.name.clone(),
                colour: s.colour,
                computer: s.kind == sampo_session::SeatKind::Computer,
            })
            .collect();
        SaveFile {
            schema: SCHEMA,
            saved_at: 0.0,
            game: SavedGame::Sampo {
                seats,
                seed: table.seed,
                record: session.record().clone(),
                link: session.link().cloned(),
            },
        }
    }
}

impl From<&sk_session::Session> for SaveFile {
    /// The game as a save: the seats, the seed and the record.
    fn from(session: &sk_session::Session) -> SaveFile {
        let seat = |s: &sk_session::Seat| SahkkuSeat { name: s.name.clone(), player: s.player.id().to_string() };
        let seats = &session.table().seats;
        SaveFile {
            schema: SCHEMA,
            saved_at: 0.0,
            game: SavedGame::Sahkku {
                seats: [seat(&seats[0]), seat(&seats[1])],
                seed: session.seed(),
                record: session.record().clone(),
                link: session.link().cloned(),
            },
        }
    }
}

impl SaveFile {
    pub fn encode(&self) -> String {
        // Plain data always serialises; no error type's formatting needs to ship.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads any text: a valid save, or the reason it is not one. Never panics.
    pub fn decode(text: &str) -> Result<SaveFile, LoadError> {
        // JSON that is not an object (a list, a number) is valid JSON but no save.
        let header: Header = match serde_json::from_str(text) {
            Ok(h) => h,
            Err(e) if e.is_data() => return Err(LoadError::NotASave),
            Err(_) => return Err(LoadError::NotJson),
        };
        header.schema.ok_or(LoadError::NotASave)?;
        let schema = serde_json::from_str::<Schema>(text).map_err(|_| LoadError::NotASave)?.schema;
        let schema = u32::try_from(schema).map_err(|_| LoadError::FutureSchema(u32::MAX))?;
        if schema > SCHEMA {
            return Err(LoadError::FutureSchema(schema));
        }
        let text = migrate(text, schema)?;
        let kind: Kind = serde_json::from_str(&text).map_err(|_| LoadError::NotASave)?;
        let (saved_at, game) = match kind.game.as_str() {
            "sampo" => {
                let f: GameFile<Vec<SampoSeat>, sampo::Record> =
                    serde_json::from_str(&text).map_err(|_| LoadError::NotASave)?;
                (f.saved_at, SavedGame::Sampo { seats: f.seats, seed: f.seed, record: f.record, link: f.link })
            }
            "sahkku" => {
                let mut f: GameFile<[SahkkuSeat; 2], sahkku::Record> =
                    serde_json::from_str(&text).map_err(|_| LoadError::NotASave)?;
                if schema == 1 {
                    f.record.variant.keep_first_edition(&mut f.record.options);
                }
                (f.saved_at, SavedGame::Sahkku { seats: f.seats, seed: f.seed, record: f.record, link: f.link })
            }
            _ => return Err(LoadError::NotASave),
        };
        let save = SaveFile { schema: SCHEMA, saved_at, game };
        save.check()?;
        Ok(save)
    }

    /// Replays the record with the engine.
    pub fn check(&self) -> Result<(), LoadError> {
        self.open().map(|_| ())
    }

    /// The session the save continues from: its record replayed move by move through
    /// the game's own session (so a Sáhkku file's throws must be the ones its seed
    /// gives), or why it cannot be.
    pub fn open(&self) -> Result<Opened, LoadError> {
        match &self.game {
            SavedGame::Sampo { seats, record, seed, link } => {
                let seats = seats
                    .iter()
                    .map(|s| sampo_session::Seat {
                        name: s.name.clone(),
                        colour: s.colour,
                        kind: if s.computer {
                            sampo_session::SeatKind::Computer
                        } else {
                            sampo_session::SeatKind::Human
                        },
                    })
                    .collect();
                sampo_session::Session::restore_by_link(seats, *seed, record.clone(), link.clone())
                    .map(|s| Opened::Sampo(Box::new(s)))
                    .map_err(|e| {
                        LoadError::Invalid(match e {
                            sampo_session::RestoreError::Seats { seats, players } => Invalid::Seats { seats, players },
                            sampo_session::RestoreError::Replay(sampo::ReplayError::Setup(e)) => Invalid::SampoTable(e),
                            sampo_session::RestoreError::Replay(sampo::ReplayError::Roll { index, error }) => {
                                Invalid::SampoRoll { index, roll: record.rolls[index], error }
                            }
                        })
                    })
            }
            SavedGame::Sahkku { seats, record, seed, link } => {
                let seat = |s: &SahkkuSeat| Ok(sk_session::Seat { name: s.name.clone(), player: player(&s.player)? });
                let seats = [seat(&seats[0])?, seat(&seats[1])?];
                sk_session::Session::restore_by_link(seats, *seed, record, link.clone())
                    .map(|s| Opened::Sahkku(Box::new(s)))
                    .map_err(|e| LoadError::Invalid(Invalid::Sahkku(e)))
            }
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    fn sampo_save() -> SaveFile {
        let mut record = sampo::Record::new(2, 0, sampo::HouseRules::default());
        record.rolls = vec![3, 4, 6];
        SaveFile {
            schema: SCHEMA,
            saved_at: 0.0,
            game: SavedGame::Sampo {
                seats: vec![
                    SampoSeat { name: "Aino".into(), colour: 0, computer: false },
                    SampoSeat { name: "Ilmari".into(), colour: 1, computer: true },
                ],
                seed: 7,
                record,
                link: None,
            },
        }
    }

    #[test]
    fn a_save_round_trips() {
        let s = sampo_save();
        assert_eq!(SaveFile::decode(&s.encode()), Ok(s));
    }

    #[test]
    fn bad_input_is_named() {
        assert_eq!(SaveFile::decode("%%%"), Err(LoadError::NotJson));
        assert_eq!(SaveFile::decode(r#"{"hello": 1}"#), Err(LoadError::NotASave));
        let future = sampo_save().encode().replace(&format!(r#""schema":{SCHEMA}"#), r#""schema":9"#);
        assert_eq!(SaveFile::decode(&future), Err(LoadError::FutureSchema(9)));
        let broken = sampo_save().encode().replace("[3,4,6]", "[3,4,9]");
        assert!(matches!(SaveFile::decode(&broken), Err(LoadError::Invalid(_))));
    }

    /// A world-cup game saved with schema 1, before the preset changed who starts and
    /// the middle-row passes: it opens with the rules it was played under, and is
    /// saved again with them as house rules.
    #[test]
    fn a_world_cup_save_of_schema_1_opens_with_the_rules_it_was_played_under() {
        let save = SaveFile::decode(GOLDEN_WORLD_CUP_SAVE).expect("the save opens");
        assert_eq!(save.schema, SCHEMA);
        let SavedGame::Sahkku { record, .. } = &save.game else { panic!("a Sáhkku game") };
        assert_eq!(record.options.get("first-player").map(String::as_str), Some("first-x-all"));
        assert_eq!(record.options.get("middle-row-pass").map(String::as_str), Some("both"));
        assert_eq!(record.to_text(), GOLDEN_WORLD_CUP_RECORD);
        assert_eq!(SaveFile::decode(&save.encode()), Ok(save.clone()), "saved again, it reads the same");
        // Read as schema 2, the same record does not fit today's preset.
        let today = GOLDEN_WORLD_CUP_SAVE.replace(r#""schema":1"#, &format!(r#""schema":{SCHEMA}"#));
        assert!(matches!(SaveFile::decode(&today), Err(LoadError::Invalid(_))));
    }

    pub(crate) const GOLDEN_WORLD_CUP_SAVE: &str = include_str!("../../tests/saves/v1-sahkku-vuonnamarkan.json");
    pub(crate) const GOLDEN_WORLD_CUP_RECORD: &str = "[X X X] keep X*a15-b15 X*a14-a15 X*a13-a14 [X III II] r1 [X] r1 [II] [X II O] keep X*a12-a13 II:b15-b13 [III X X] r3 [III] r2 [O] [III III III] III:b13-b10 III:a15-b13 III:b10-b7 [O III X] r3 [II] [III II II] III:b13-b10 II:b7-b5 II:b5-b3 [O III III] [III X II] keep X*a11-a12 III:b10-b7 II:b3-b1 [O III O] [X II III] keep X*a10-a11 III:a14-b14 II:b7-b5 [X X III] r1 [III] r2 [III] [O III X] keep X*a9-a10 III:b5-b2 [X X III] r1 [III] keep X*Qb4-b3 III:Qb3-b6 III:Qb6-b9 [II III X] keep";
}
