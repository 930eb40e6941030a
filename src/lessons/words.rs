//! Sáhkku's rules in words, from rule data: the cells of the families' comparison
//! table and the prose of the rules pages. Every house rule's value is an argument of
//! the prose, so that each translation says each family's version in its own words.

use crate::engine::sahkku::position::MAX_TURNS;
use crate::engine::sahkku::rules::KingMoves;
use crate::engine::sahkku::{Illegal, Rules, SetupError, Side, Variant, OPTIONS};
use crate::i18n::{Arg, Translator};
use crate::lessons::sahkku::Topic;

/// The families compared side by side: one preset stands for each, and the world
/// cup's rules stand beside the source's.
pub const COMPARED: [Variant; 6] = [
    Variant::NavuonRaisa,
    Variant::Gavkevuotna,
    Variant::Lagesvuon,
    Variant::Unjarga,
    Variant::Luujavr,
    Variant::Vuonnamarkan,
];

pub fn opt(t: &Translator, r: &Rules, name: &str) -> String {
    t.t(&format!("sk-opt-{name}-{}", r.get(name).unwrap_or("")))
}

/// One row of the comparison table for one family, in words.
pub fn compare_cell(t: &Translator, row: &str, r: &Rules) -> String {
    match row {
        "board" => opt(t, r, "board"),
        "pieces" => {
            let mut s = opt(t, r, "soldiers");
            if r.queens {
                s.push_str(&format!(" + {}", t.t("sk-cmp-queen")));
            }
            s
        }
        "dice" => format!("{} × {}", r.dice, opt(t, r, "faces")),
        "order" => opt(t, r, "order"),
        "activation" => format!("{}; {}", opt(t, r, "activation"), opt(t, r, "activation-order")),
        "captures" => {
            if r.capture_inactive {
                t.t("sk-cmp-captures-all")
            } else if r.blocking {
                t.t("sk-cmp-captures-block")
            } else if !r.active_with_inactive {
                t.t("sk-cmp-captures-untouchable")
            } else {
                t.t("sk-cmp-captures-active")
            }
        }
        "king" => {
            let mut s = format!("{}; {}", opt(t, r, "king-recruit"), opt(t, r, "king-moves"));
            // How "any direction" is meant tells the source's families from the world cup.
            if r.king_moves == KingMoves::AnyDirection {
                s = format!("{s} ({})", opt(t, r, "any-direction"));
            }
            s
        }
        "start" => {
            let mut s = opt(t, r, "first-player");
            if r.even_odds {
                s = format!("{s}; {}", t.t("sk-opt-even-odds"));
            }
            s
        }
        "queens" if r.queens => format!("{}; {}", opt(t, r, "queens"), opt(t, r, "soldier-takes-queen")),
        "queens" => opt(t, r, "queens"),
        _ => {
            let mut parts = vec![t.t(if r.king_counts { "sk-cmp-win-all-pieces" } else { "sk-cmp-win-soldiers" })];
            if r.queens {
                parts.push(t.t("sk-cmp-win-queen"));
            }
            if r.blocked_loses {
                parts.push(t.t("sk-cmp-win-blocked"));
            }
            parts.join("; ")
        }
    }
}

/// The rows of the comparison table.
pub const COMPARE_ROWS: [&str; 10] =
    ["start", "board", "pieces", "dice", "order", "activation", "captures", "king", "queens", "win"];

/// The prose of a rules page section under these rules; `names` are the two players'.
pub fn prose(t: &Translator, rules: &Rules, names: [&str; 2], topic: Topic) -> String {
    let values: Vec<(&str, &str)> = OPTIONS.iter().map(|o| (o.name, rules.get(o.name).unwrap_or(""))).collect();
    let how = compare_cell(t, "win", rules);
    // Numbers go in as numbers, so that a translation can choose on them (`[0]`).
    let mut args: Vec<(&str, Arg<'_>)> =
        values.iter().map(|(n, v)| (*n, v.parse::<i64>().map_or(Arg::Str(v), Arg::Num))).collect();
    args.push(("one", Arg::Str(names[Side::One.index()])));
    args.push(("two", Arg::Str(names[Side::Two.index()])));
    args.push(("len", Arg::Num(rules.board_len as i64)));
    args.push(("cells", Arg::Str(if rules.cells { "yes" } else { "no" })));
    args.push(("how", Arg::Str(&how)));
    args.push(("turns", Arg::Num(MAX_TURNS as i64)));
    t.t_args(&format!("rules-sk-{}", topic.id()), &args)
}

/// Why an action is not allowed, as the rules say it.
pub fn illegal_text(t: &Translator, i: Illegal) -> String {
    let id = match i {
        Illegal::GameOver => "sk-illegal-game-over",
        Illegal::NotNow => "sk-illegal-not-now",
        Illegal::BadThrow => "sk-illegal-bad-throw",
        Illegal::NoSuchDie => "sk-illegal-no-such-die",
        Illegal::DieUsed => "sk-illegal-die-used",
        Illegal::DieOrder => "sk-illegal-die-order",
        Illegal::BlankDie => "sk-illegal-blank-die",
        Illegal::NeedsX => "sk-illegal-needs-x",
        Illegal::NoReroll => "sk-illegal-no-reroll",
        Illegal::NoSuchPiece => "sk-illegal-no-such-piece",
        Illegal::ActivationOrder => "sk-illegal-activation-order",
        Illegal::Blocked => "sk-illegal-blocked",
        Illegal::NotActivated => "sk-illegal-not-activated",
        Illegal::WrongDistance => "sk-illegal-wrong-distance",
        Illegal::NotYourKing => "sk-illegal-not-your-king",
        Illegal::OwnPieceThere => "sk-illegal-own-piece",
        Illegal::WithInactive => "sk-illegal-with-inactive",
        Illegal::Overtakes => "sk-illegal-overtakes",
        Illegal::KingWithOwn => "sk-illegal-king-with-own",
        Illegal::KingWithInactive => "sk-illegal-king-with-inactive",
        Illegal::QueenLine => "sk-illegal-queen-line",
        Illegal::CannotRecruit => "sk-illegal-cannot-recruit",
        Illegal::KingNotTaken => "sk-illegal-king-not-taken",
        Illegal::NoKingCapture => "sk-illegal-no-king-capture",
        Illegal::NoMoveForDie => "sk-illegal-no-move-for-die",
    };
    t.t(id)
}

/// Why a position set up by hand is not one the rules could reach (the position
/// editor, a record's start), as the rules say it.
pub fn setup_error_text(t: &Translator, e: SetupError) -> String {
    let side = |s: Side| ("side", Arg::Num(s.index() as i64 + 1));
    match e {
        SetupError::TooManySoldiers { side: s, max } => {
            t.t_args("sk-impossible-too-many", &[side(s), ("max", Arg::Num(max as i64))])
        }
        SetupError::OffPath { side: s } => t.t_args("sk-impossible-off-path", &[side(s)]),
        SetupError::AsleepOffHomeRow { side: s, cell } => {
            t.t_args("sk-impossible-asleep-off-home", &[side(s), ("cell", Arg::Str(&cell.to_string()))])
        }
        SetupError::NoQueens => t.t("sk-impossible-no-queens"),
        SetupError::QueenAsleepOffMark { side: s, cell } => {
            t.t_args("sk-impossible-queen-asleep", &[side(s), ("cell", Arg::Str(&cell.to_string()))])
        }
        SetupError::OffBoard { .. } => t.t("sk-impossible-off-board"),
        SetupError::KingOffPath => t.t("sk-impossible-king-off-path"),
        SetupError::NoKing => t.t("sk-impossible-no-king"),
        SetupError::Crowded { cell } => t.t_args("sk-impossible-crowded", &[("cell", Arg::Str(&cell.to_string()))]),
        SetupError::Lost { side: s } => t.t_args("sk-impossible-lost", &[side(s)]),
    }
}
