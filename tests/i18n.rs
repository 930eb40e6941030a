//! Every language has every message, and every message the engine can need exists.

use sampo_sahkku::engine::sampo::OPTIONS;
use sampo_sahkku::i18n::{message_ids, syntax_errors, Arg, Lang, Translator};

#[test]
fn every_language_parses() {
    for lang in Lang::ALL {
        assert_eq!(syntax_errors(lang), Vec::<String>::new(), "{}", lang.tag());
    }
}

#[test]
fn every_language_has_the_same_messages() {
    let en = message_ids(Lang::En);
    for lang in Lang::ALL {
        let ids = message_ids(lang);
        let missing: Vec<_> = en.iter().filter(|id| !ids.contains(id)).collect();
        let extra: Vec<_> = ids.iter().filter(|id| !en.contains(id)).collect();
        assert!(missing.is_empty(), "{} is missing {missing:?}", lang.tag());
        assert!(extra.is_empty(), "{} has ids English lacks: {extra:?}", lang.tag());
    }
}

#[test]
fn every_square_and_house_rule_is_written_in_every_language() {
    for lang in Lang::ALL {
        let t = Translator::new(lang);
        for sq in 1..=40 {
            for part in ["title", "story", "effect"] {
                assert!(t.has(&format!("square-{sq}-{part}")), "{} square {sq} {part}", lang.tag());
            }
        }
        for o in OPTIONS {
            assert!(t.has(&format!("rule-{}", o.name)));
            assert!(t.has(&format!("rule-{}-help", o.name)));
            for v in o.values {
                assert!(t.has(&format!("rule-{}-{v}", o.name)), "{} rule {} {v}", lang.tag(), o.name);
            }
        }
    }
}

#[test]
fn plurals_follow_each_language() {
    let en = Translator::new(Lang::En);
    assert_eq!(en.t_args("board-coins", &[("n", Arg::Num(1))]), "1 coin");
    assert_eq!(en.t_args("board-coins", &[("n", Arg::Num(0))]), "0 coins");
    let fr = Translator::new(Lang::Fr);
    assert_eq!(fr.t_args("board-coins", &[("n", Arg::Num(0))]), "0 pièce");
    assert_eq!(fr.t_args("board-coins", &[("n", Arg::Num(2))]), "2 pièces");
}

#[test]
fn the_browser_language_picks_the_closest_offer() {
    assert_eq!(Lang::negotiate(["fr-CA", "en"]), Lang::Fr);
    assert_eq!(Lang::negotiate(["zh-HK"]), Lang::ZhTw);
    assert_eq!(Lang::negotiate(["de", "en-GB"]), Lang::En);
    assert_eq!(Lang::negotiate(["de"]), Lang::En);
}

#[test]
fn every_sahkku_family_level_option_and_reason_is_written_in_every_language() {
    use sampo_sahkku::engine::sahkku::{Variant, OPTIONS as SK};
    for lang in Lang::ALL {
        let t = Translator::new(lang);
        for v in Variant::ALL {
            assert!(t.has(&format!("sk-variant-{}", v.id())), "{} {}", lang.tag(), v.id());
            assert!(t.has(&format!("sk-variant-{}-desc", v.id())));
        }
        for l in sampo_sahkku::engine::sahkku::levels::Level::ALL {
            assert!(t.has(l.message_id()), "{} {}", lang.tag(), l.message_id());
        }
        for o in SK {
            assert!(t.has(&format!("sk-group-{}", o.group)), "{} group {}", lang.tag(), o.group);
            assert!(t.has(&format!("sk-opt-{}", o.name)), "{} {}", lang.tag(), o.name);
            assert!(t.has(&format!("sk-opt-{}-help", o.name)));
            for v in o.values {
                assert!(t.has(&format!("sk-opt-{}-{v}", o.name)), "{} {} {v}", lang.tag(), o.name);
            }
        }
    }
}

#[test]
fn russian_plurals_have_their_three_forms() {
    let ru = Translator::new(Lang::Ru);
    assert_eq!(ru.t_args("board-coins", &[("n", Arg::Num(1))]), "1 монета");
    assert_eq!(ru.t_args("board-coins", &[("n", Arg::Num(3))]), "3 монеты");
    assert_eq!(ru.t_args("board-coins", &[("n", Arg::Num(5))]), "5 монет");
    assert_eq!(ru.t_args("board-coins", &[("n", Arg::Num(21))]), "21 монета");
    assert_eq!(Lang::negotiate(["ru-RU"]), Lang::Ru);
}

#[test]
fn finnish_plurals_have_one_and_other() {
    let fi = Translator::new(Lang::Fi);
    assert_eq!(fi.t_args("board-coins", &[("n", Arg::Num(1))]), "1 kolikko");
    assert_eq!(fi.t_args("board-coins", &[("n", Arg::Num(2))]), "2 kolikkoa");
    assert_eq!(Lang::negotiate(["fi-FI", "sv"]), Lang::Fi);
}

/// Northern Sámi has a dual: a count of two has its own form.
#[test]
fn northern_sami_has_its_dual() {
    let se = Translator::new(Lang::Se);
    assert_eq!(se.t_args("board-coins", &[("n", Arg::Num(1))]), "1 šiella");
    assert_eq!(se.t_args("lab-rules-changed", &[("n", Arg::Num(2))]), "guokte njuolggadusa rievdaduvvon");
    assert_eq!(se.t_args("lab-rules-changed", &[("n", Arg::Num(3))]), "3 njuolggadusa rievdaduvvon");
    assert_eq!(
        se.t_args("sk-ev-reroll", &[("name", Arg::Str("Ánde")), ("n", Arg::Num(2))]),
        "Ánde bálkesta guokte birccu ođđasit."
    );
    assert_eq!(Lang::negotiate(["se-NO"]), Lang::Se);
    assert_eq!(Lang::negotiate(["sme"]), Lang::Se);
}

/// Every plural message of English has, in Northern Sámi, a form for two.
#[test]
fn every_northern_sami_count_has_a_dual_form() {
    let en = include_str!("../locales/en.ftl");
    let se = include_str!("../locales/se.ftl");
    let plural_ids = |src: &str, marker: &str| -> Vec<String> {
        let mut ids = Vec::new();
        let mut current = String::new();
        for line in src.lines() {
            if let Some((id, _)) = line.split_once(" = ").filter(|(id, _)| !id.starts_with(' ') && !id.starts_with('#'))
            {
                current = id.to_string();
            }
            if line.trim_start().starts_with(marker) && !ids.contains(&current) {
                ids.push(current.clone());
            }
        }
        ids
    };
    let with_one = plural_ids(en, "[one]");
    let with_two = plural_ids(se, "[two]");
    let missing: Vec<_> = with_one.iter().filter(|id| !with_two.contains(id)).collect();
    assert!(missing.is_empty(), "Northern Sámi lacks a dual form in {missing:?}");
}

/// A counted number reads as the language writes numbers (grouped like the Lab's own
/// figures) while still choosing the plural form by its value.
#[test]
fn counted_numbers_are_grouped_as_each_language_writes_them() {
    let draws = |lang, n| Translator::new(lang).t_args("lab-read-draws", &[("n", Arg::Num(n))]);
    assert_eq!(draws(Lang::En, 1), "One game was stopped as a draw.");
    assert_eq!(draws(Lang::En, 1234), "1,234 games were stopped as draws.");
    assert_eq!(draws(Lang::Ru, 1234), "1234 партии остановлены вничью.");
    assert_eq!(draws(Lang::Ru, 25_001), "25\u{a0}001 партия остановлена вничью.");
    let throws = |lang| {
        Translator::new(lang).t_args(
            "dice-read-fair",
            &[("n", Arg::Num(550_335)), ("chi2", Arg::Str("8,2")), ("limit", Arg::Str("11,1"))],
        )
    };
    assert!(throws(Lang::Fi).starts_with("550\u{a0}335 heittoa"), "{}", throws(Lang::Fi));
    assert!(throws(Lang::ZhTw).starts_with("550,335 次"), "{}", throws(Lang::ZhTw));
    // Small numbers are as they were.
    assert!(Translator::new(Lang::Fr).t_args("board-round", &[("n", Arg::Num(12))]).contains("12"));
}

/// Every message id the app, the lessons and the saves ask for by name exists (and so,
/// by `every_language_has_the_same_messages`, exists in every language). Ids built at
/// run time (`square-{n}-title`, `sk-opt-{name}-{value}`) are checked by the tests of
/// their own families above and in tests/lessons.rs.
#[test]
fn every_message_id_the_code_names_exists() {
    use std::path::{Path, PathBuf};
    fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                rust_files(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["src/app", "src/lessons", "src/saves"] {
        rust_files(&root.join(dir), &mut files);
    }
    let known = message_ids(Lang::En);
    let is_id = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    let mut named = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        // Calls: t("id"), t.t("id"), t_args("id", …), has("id"), possibly over two lines.
        for call in [".t(", ".t_args(", ".has(", " t(", "(t("] {
            for (at, _) in text.match_indices(call) {
                let rest = text[at + call.len()..].trim_start();
                if let Some(lit) = rest.strip_prefix('"').and_then(|r| r.split('"').next()) {
                    if is_id(lit) {
                        named.push((f.clone(), lit.to_string()));
                    }
                }
            }
        }
        // Match arms that give an id for a value (`Level::Random => "sk-level-random"`).
        for line in text.lines() {
            if let Some((_, arm)) = line.split_once("=> \"") {
                let lit = arm.split('"').next().unwrap_or("");
                if is_id(lit)
                    && lit.contains('-')
                    && known.iter().any(|k| k.starts_with(lit.split('-').next().unwrap()))
                {
                    named.push((f.clone(), lit.to_string()));
                }
            }
        }
    }
    assert!(named.len() > 200, "found only {} ids: the search is broken", named.len());
    let missing: Vec<String> = named
        .iter()
        .filter(|(_, id)| !known.contains(id))
        .map(|(f, id)| format!("{id} ({})", f.strip_prefix(root).unwrap().display()))
        .collect();
    assert!(missing.is_empty(), "message ids named in the code but in no language file: {missing:#?}");
}

/// Every reason a position set up by hand is refused is said in every language, with
/// its side and line filled in.
#[test]
fn every_impossible_setup_is_explained_in_every_language() {
    use sampo_sahkku::engine::sahkku::{Cell, SetupError, Side};
    use sampo_sahkku::lessons::words::setup_error_text;
    let cell = Cell::parse("b7", 15).unwrap();
    let all = [
        SetupError::TooManySoldiers { side: Side::Two, max: 15 },
        SetupError::OffPath { side: Side::Two },
        SetupError::AsleepOffHomeRow { side: Side::Two, cell },
        SetupError::NoQueens,
        SetupError::QueenAsleepOffMark { side: Side::Two, cell },
        SetupError::OffBoard { cell },
        SetupError::KingOffPath,
        SetupError::NoKing,
        SetupError::Crowded { cell },
        SetupError::Lost { side: Side::Two },
    ];
    for lang in Lang::ALL {
        let t = Translator::new(lang);
        for e in all {
            let text = setup_error_text(&t, e);
            assert!(!text.contains("sk-impossible") && !text.contains('{'), "{}: {e:?}: {text}", lang.tag());
            let says = |s: &str| text.contains(s);
            match e {
                SetupError::TooManySoldiers { .. } | SetupError::OffPath { .. } | SetupError::Lost { .. } => {
                    assert!(says("2"), "{}: {text}", lang.tag())
                }
                SetupError::AsleepOffHomeRow { .. }
                | SetupError::QueenAsleepOffMark { .. }
                | SetupError::Crowded { .. } => {
                    assert!(says("b7"), "{}: {text}", lang.tag())
                }
                _ => {}
            }
        }
    }
}
