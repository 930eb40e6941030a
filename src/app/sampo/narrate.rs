//! Turns the engine's events into sentences, in the current language.

use super::Table;
use crate::engine::sampo::{effect, Account, Effect, Event, Hold, Pawn, SkipReason};
use crate::i18n::{Arg, Translator};

#[derive(Clone, Debug, PartialEq)]
pub enum Line {
    /// A square's title, story and effect: the heart of the narration.
    Square {
        number: u8,
        title: String,
        story: String,
        effect: String,
    },
    Text(String),
}

pub fn narrate(t: &Translator, table: &Table, events: &[Event]) -> Vec<Line> {
    let name = |s: u8| table.name(s).to_string();
    let n1 = |id: &str, seat: u8| t.t_args(id, &[("name", Arg::Str(&name(seat)))]);
    let mut out = Vec::new();
    for e in events {
        let text = match *e {
            Event::Rolled { seat, roll } => {
                t.t_args("ev-rolled", &[("name", Arg::Str(&name(seat))), ("roll", Arg::Num(roll as i64))])
            }
            Event::Walked { seat, ref path, bounced } => {
                let to = *path.last().unwrap_or(&0) as i64;
                let id = if bounced { "ev-bounced" } else { "ev-walked" };
                t.t_args(id, &[("name", Arg::Str(&name(seat))), ("to", Arg::Num(to))])
            }
            Event::Overshot { seat, .. } => n1("ev-overshot", seat),
            Event::Landed { square, .. } => {
                out.push(Line::Square {
                    number: square,
                    title: t.t(&format!("square-{square}-title")),
                    story: t.t(&format!("square-{square}-story")),
                    effect: t.t(&format!("square-{square}-effect")),
                });
                continue;
            }
            Event::Jumped { seat, to: 0, .. } => n1("ev-sent-home", seat),
            Event::Jumped { seat, to, .. } => {
                t.t_args("ev-jumped", &[("name", Arg::Str(&name(seat))), ("to", Arg::Num(to as i64))])
            }
            Event::Transfer { from, to, amount, due } => {
                let n = ("n", Arg::Num(amount as i64));
                let mut s = match (from, to) {
                    (Account::Player(p), Account::Pot) => t.t_args("ev-pay-pot", &[("name", Arg::Str(&name(p))), n]),
                    (Account::Pot, Account::Player(p)) => {
                        t.t_args("ev-receive-pot", &[("name", Arg::Str(&name(p))), n])
                    }
                    (Account::Player(p), Account::Player(q)) => {
                        t.t_args("ev-pay-player", &[("name", Arg::Str(&name(p))), n, ("other", Arg::Str(&name(q)))])
                    }
                    (Account::Pot, Account::Pot) => continue,
                };
                if amount < due {
                    s.push(' ');
                    s.push_str(&t.t_args("ev-short", &[("due", Arg::Num(due as i64))]));
                }
                s
            }
            Event::MissTurns { seat, turns } => {
                t.t_args("ev-miss", &[("name", Arg::Str(&name(seat))), ("n", Arg::Num(turns as i64))])
            }
            Event::TurnSkipped { seat, reason: SkipReason::MissedTurn { .. } } => n1("ev-skipped", seat),
            Event::TurnSkipped { seat, reason: SkipReason::Gathering } => n1("ev-skipped-gathering", seat),
            Event::Trapped { seat, rolls, need, .. } => t.t_args(
                "ev-trapped",
                &[("name", Arg::Str(&name(seat))), ("n", Arg::Num(rolls as i64)), ("need", Arg::Num(need as i64))],
            ),
            Event::EscapeFailed { seat, square, rolls_left } => t.t_args(
                "ev-escape-failed",
                &[
                    ("name", Arg::Str(&name(seat))),
                    ("n", Arg::Num(rolls_left as i64)),
                    ("need", Arg::Num(trap_need(square) as i64)),
                ],
            ),
            Event::Escaped { seat, square } => {
                t.t_args("ev-escaped", &[("name", Arg::Str(&name(seat))), ("need", Arg::Num(trap_need(square) as i64))])
            }
            Event::Released { seat, .. } => n1("ev-released", seat),
            Event::Freed { seat, by, .. } => {
                t.t_args("ev-freed", &[("name", Arg::Str(&name(seat))), ("by", Arg::Str(&name(by)))])
            }
            Event::Rescued { seat, helper } => {
                t.t_args("ev-rescued", &[("name", Arg::Str(&name(seat))), ("helper", Arg::Str(&name(helper)))])
            }
            Event::TestFailed { seat, roll, .. } => {
                t.t_args("ev-test-failed", &[("name", Arg::Str(&name(seat))), ("roll", Arg::Num(roll as i64))])
            }
            Event::GatheringOpened { seat } => n1("ev-gathering-opened", seat),
            Event::GatheringComplete => t.t("ev-gathering-complete"),
            Event::BonusRoll { seat } => n1("ev-bonus", seat),
            Event::BonusLost { seat } => n1("ev-bonus-lost", seat),
            Event::Finished { seat, place } => {
                t.t_args("ev-finished", &[("name", Arg::Str(&name(seat))), ("place", Arg::Num(place as i64))])
            }
            Event::GameOver { .. } => continue,
            // A person is asked to roll; a computer seat is only announced.
            Event::TurnPassed { seat } if table.kind(seat) == super::SeatKind::Computer => n1("ev-turn-computer", seat),
            Event::TurnPassed { seat } => n1("ev-turn", seat),
        };
        out.push(Line::Text(text));
    }
    out
}

/// The roll that frees a pawn from a trap square (all traps are `Effect::Trap`).
fn trap_need(square: u8) -> u8 {
    match effect(square) {
        Effect::Trap { need, .. } => need,
        _ => 0,
    }
}

/// A pawn's state in a few words, or nothing when it is simply free.
pub fn status(t: &Translator, pawn: &Pawn, waiting_to_gather: bool) -> Option<String> {
    if let Some(place) = pawn.place {
        return Some(t.t_args("status-home", &[("n", Arg::Num(place as i64))]));
    }
    if waiting_to_gather {
        return Some(t.t("status-gathering"));
    }
    if pawn.miss_turns > 0 {
        return Some(t.t_args("status-miss", &[("n", Arg::Num(pawn.miss_turns as i64))]));
    }
    match pawn.hold {
        Hold::Trapped { rolls_left, need } => {
            Some(t.t_args("status-trapped", &[("need", Arg::Num(need as i64)), ("n", Arg::Num(rolls_left as i64))]))
        }
        Hold::Test => {
            let need = if pawn.square == 22 { 1 } else { 2 };
            Some(t.t_args("status-test", &[("need", Arg::Num(need))]))
        }
        Hold::Free if pawn.sent_back => Some(t.t("status-rescuable")),
        Hold::Free => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::sampo::{Seat, SeatKind};
    use crate::engine::sampo::HouseRules;
    use crate::i18n::Lang;

    /// "Your roll" is said to a person; a computer seat is announced, not asked.
    #[test]
    fn the_next_roll_is_asked_of_people_and_announced_for_computers() {
        let seat = |name: &str, kind| Seat { name: name.into(), colour: 0, kind };
        let table = Table {
            seats: vec![seat("Aino", SeatKind::Human), seat("Louhi", SeatKind::Computer)],
            start_seat: 0,
            rules: HouseRules::default(),
            seed: 1,
        };
        let t = Translator::new(Lang::En);
        let said = |seat| narrate(&t, &table, &[Event::TurnPassed { seat }]);
        assert_eq!(said(0), vec![Line::Text("Aino, your roll.".into())]);
        assert_eq!(said(1), vec![Line::Text("Louhi rolls next.".into())]);
    }
}
