//! Why a file or a saved game is refused, in the player's language: every part of the
//! reason (which entry, what is wrong with it) is a message of its own, so that no
//! English from the engine reaches a translated sentence.

use super::{Invalid, LoadError};
use crate::engine::sahkku::{OptionError, StartError};
use crate::engine::sampo::{PlayError, SetupError};
use crate::i18n::{Arg, Translator};
use crate::lessons::words::{illegal_text, setup_error_text};
use crate::session::sahkku::{EntryFault, RestoreError};

/// The sentence the start page and the saved-games screen show for a refused file.
pub fn refusal(t: &Translator, e: &LoadError) -> String {
    match e {
        LoadError::NotJson | LoadError::NotASave => t.t("save-error-foreign"),
        LoadError::FutureSchema(_) => t.t("save-error-future"),
        LoadError::Invalid(why) => t.t_args("save-error-invalid", &[("detail", Arg::Str(&invalid(t, why)))]),
    }
}

/// Why a game in our format does not replay (also said of a shared link's game).
pub fn invalid(t: &Translator, e: &Invalid) -> String {
    let entry = |index: usize, text: &str, why: &str| {
        t.t_args(
            "save-invalid-entry",
            &[("n", Arg::Num(index as i64 + 1)), ("entry", Arg::Str(text)), ("why", Arg::Str(why))],
        )
    };
    match e {
        Invalid::Seats { seats, players } => t.t_args(
            "save-invalid-seats",
            &[("seats", Arg::Num(*seats as i64)), ("players", Arg::Num(*players as i64))],
        ),
        Invalid::UnknownPlayer(p) => t.t_args("save-invalid-player", &[("player", Arg::Str(p))]),
        Invalid::SampoTable(SetupError::PlayerCount(n)) => {
            t.t_args("save-invalid-player-count", &[("n", Arg::Num(*n as i64))])
        }
        Invalid::SampoTable(SetupError::StartSeat(s)) => {
            t.t_args("save-invalid-start-seat", &[("seat", Arg::Num(*s as i64 + 1))])
        }
        Invalid::SampoRoll { index, roll, error } => {
            let why = match error {
                PlayError::GameOver => t.t("save-invalid-game-over"),
                PlayError::BadRoll(_) => t.t("save-invalid-bad-roll"),
            };
            entry(*index, &roll.to_string(), &why)
        }
        Invalid::Sahkku(RestoreError::Options(e)) => match e {
            OptionError::UnknownVariant(name) => t.t_args("save-invalid-family", &[("name", Arg::Str(name))]),
            OptionError::UnknownOption(name) => t.t_args("save-invalid-rule", &[("name", Arg::Str(name))]),
            OptionError::BadValue { option, value } => {
                t.t_args("save-invalid-rule-value", &[("name", Arg::Str(option)), ("value", Arg::Str(value))])
            }
            OptionError::Syntax(text) => t.t_args("save-invalid-rules-text", &[("text", Arg::Str(text))]),
            OptionError::Impossible(_) => t.t("save-invalid-rules-impossible"),
        },
        Invalid::Sahkku(RestoreError::Start(StartError::Unwritten(e))) => {
            t.t_args("save-invalid-start-text", &[("token", Arg::Str(&e.token))])
        }
        Invalid::Sahkku(RestoreError::Start(StartError::Impossible(e))) => {
            t.t_args("save-invalid-start", &[("why", Arg::Str(&setup_error_text(t, *e)))])
        }
        Invalid::Sahkku(RestoreError::Entry { index, entry: text, fault }) => {
            let why = match fault {
                EntryFault::Unreadable => t.t("save-invalid-unreadable"),
                EntryFault::Illegal(reason) => illegal_text(t, *reason),
                EntryFault::NotTheDice => t.t("save-invalid-not-the-dice"),
            };
            entry(*index, text, &why)
        }
    }
}
