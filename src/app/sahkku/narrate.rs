//! Sáhkku events and refusals in words, in the current language.

use super::Table;
use crate::engine::sahkku::{Event, Face, Outcome, PieceKind, WinReason};
use crate::i18n::{Arg, Translator};

pub fn face_name(f: Face) -> &'static str {
    f.symbol()
}

fn faces(fs: &[Face]) -> String {
    fs.iter().map(|f| face_name(*f)).collect::<Vec<_>>().join(" ")
}

fn piece(t: &Translator, p: PieceKind) -> String {
    t.t(match p {
        PieceKind::Soldier => "sk-piece-soldier",
        PieceKind::King => "sk-piece-king",
        PieceKind::Queen => "sk-piece-queen",
    })
}

pub fn narrate(t: &Translator, table: &Table, events: &[Event]) -> Vec<String> {
    let name = |s| Arg::Str(table.name(s));
    events
        .iter()
        .map(|e| match e {
            Event::OpeningThrow { side, faces: f } => {
                t.t_args("sk-ev-opening", &[("name", name(*side)), ("faces", Arg::Str(&faces(f)))])
            }
            Event::Starts { side } => t.t_args("sk-ev-starts", &[("name", name(*side))]),
            Event::Thrown { side, faces: f, .. } => {
                t.t_args("sk-ev-thrown", &[("name", name(*side)), ("faces", Arg::Str(&faces(f)))])
            }
            Event::RerollChosen { side, dice } => {
                t.t_args("sk-ev-reroll", &[("name", name(*side)), ("n", Arg::Num(dice.len() as i64))])
            }
            Event::Rerolled { die, face } => {
                t.t_args("sk-ev-rerolled", &[("die", Arg::Num(*die as i64 + 1)), ("face", Arg::Str(face_name(*face)))])
            }
            Event::Activated { side, piece: p, from, to, .. } => {
                let id = if from == to { "sk-ev-activated-flip" } else { "sk-ev-activated" };
                t.t_args(
                    id,
                    &[
                        ("name", name(*side)),
                        ("piece", Arg::Str(&piece(t, *p))),
                        ("from", Arg::Str(&from.to_string())),
                        ("to", Arg::Str(&to.to_string())),
                    ],
                )
            }
            Event::Moved { side, piece: p, from, to, face, .. } => t.t_args(
                "sk-ev-moved",
                &[
                    ("name", name(*side)),
                    ("piece", Arg::Str(&piece(t, *p))),
                    ("from", Arg::Str(&from.to_string())),
                    ("to", Arg::Str(&to.to_string())),
                    ("face", Arg::Str(face_name(*face))),
                ],
            ),
            Event::Captured { side, victim, piece: p, cell, count } => t.t_args(
                "sk-ev-captured",
                &[
                    ("name", name(*side)),
                    ("victim", name(*victim)),
                    ("piece", Arg::Str(&piece(t, *p))),
                    ("n", Arg::Num(*count as i64)),
                    ("cell", Arg::Str(&cell.to_string())),
                ],
            ),
            Event::Recruited { side, cell } => {
                t.t_args("sk-ev-recruited", &[("name", name(*side)), ("cell", Arg::Str(&cell.to_string()))])
            }
            Event::Blocks { side, cell } => {
                t.t_args("sk-ev-blocks", &[("name", name(*side)), ("cell", Arg::Str(&cell.to_string()))])
            }
            Event::Burnt { side, faces: f } => {
                t.t_args("sk-ev-burnt", &[("name", name(*side)), ("faces", Arg::Str(&faces(f)))])
            }
            Event::TurnSkipped { side } => t.t_args("sk-ev-skipped", &[("name", name(*side))]),
            Event::TurnPassed { side } => t.t_args("sk-ev-turn", &[("name", name(*side))]),
            Event::GameOver { outcome } => outcome_text(t, table, *outcome),
        })
        .collect()
}

pub fn outcome_text(t: &Translator, table: &Table, outcome: Outcome) -> String {
    match outcome {
        Outcome::Draw => t.t("sk-draw"),
        Outcome::Win { winner, reason } => {
            let why = t.t(match reason {
                WinReason::NoPiecesLeft => "sk-why-no-pieces",
                WinReason::OnlyKingLeft => "sk-why-only-king",
                WinReason::QueenCaptured => "sk-why-queen",
                WinReason::KingCaptured => "sk-why-king-captured",
                WinReason::AllBlocked => "sk-why-blocked",
            });
            t.t_args("sk-wins", &[("name", Arg::Str(table.name(winner))), ("why", Arg::Str(&why))])
        }
    }
}
