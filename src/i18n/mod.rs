//! Translations: one Fluent file per language. Pure Rust, so every message is
//! checked natively; the browser app fetches the chosen language's file, and the
//! service worker keeps them all for offline use.

use crate::engine::Checked;
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// The languages the app offers, in the order of the picker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    Fi,
    /// Northern Sámi (davvisámegiella).
    Se,
    Fr,
    ZhTw,
    Ru,
}

impl Lang {
    pub const ALL: [Lang; 6] = [Lang::En, Lang::Fi, Lang::Se, Lang::Fr, Lang::ZhTw, Lang::Ru];

    /// The BCP 47 tag, also used as the stored setting.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fi => "fi",
            Lang::Se => "se",
            Lang::Fr => "fr",
            Lang::ZhTw => "zh-TW",
            Lang::Ru => "ru",
        }
    }

    /// The language's own name, shown in the picker whatever the current language.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fi => "Suomi",
            Lang::Se => "Davvisámegiella",
            Lang::Fr => "Français",
            Lang::ZhTw => "繁體中文",
            Lang::Ru => "Русский",
        }
    }

    pub fn from_tag(tag: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.tag().eq_ignore_ascii_case(tag))
    }

    /// The best offered language for a browser's list of preferred tags.
    pub fn negotiate<'a>(preferred: impl IntoIterator<Item = &'a str>) -> Lang {
        for tag in preferred {
            if let Some(l) = Lang::from_tag(tag) {
                return l;
            }
            let primary = tag.split('-').next().unwrap_or("").to_ascii_lowercase();
            if let Some((_, l)) = Lang::ALIASES.iter().find(|(p, _)| *p == primary) {
                return *l;
            }
        }
        Lang::En
    }

    /// Primary subtags that stand for an offered language (`negotiate`, and the page's
    /// `first-paint.js`, which is written from this table).
    pub const ALIASES: [(&'static str, Lang); 7] = [
        ("en", Lang::En),
        ("fi", Lang::Fi),
        // Northern Sámi, also under its three-letter code.
        ("se", Lang::Se),
        ("sme", Lang::Se),
        ("fr", Lang::Fr),
        ("ru", Lang::Ru),
        // Traditional Chinese is what we have; offer it to every Chinese reader.
        ("zh", Lang::ZhTw),
    ];

    /// The file of this language's messages, as served next to the app.
    pub fn file_name(self) -> String {
        format!("{}.ftl", self.tag())
    }

    /// The messages compiled into the program: natively (tests, the lab) every
    /// language. The browser app compiles in none and fetches the chosen language's
    /// file, so that the first download stays small.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn bundled_source(self) -> &'static str {
        match self {
            Lang::En => include_str!("../../locales/en.ftl"),
            Lang::Fi => include_str!("../../locales/fi.ftl"),
            Lang::Se => include_str!("../../locales/se.ftl"),
            Lang::Fr => include_str!("../../locales/fr.ftl"),
            Lang::ZhTw => include_str!("../../locales/zh-TW.ftl"),
            Lang::Ru => include_str!("../../locales/ru.ftl"),
        }
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn source(self) -> &'static str {
        self.bundled_source()
    }
}

/// A number as this language writes it: decimal comma or point, and thousands
/// grouped (Fluent's own formatting needs the ICU data we do not ship).
pub fn format_number(lang: Lang, value: f64, decimals: usize) -> String {
    let (point, group) = match lang {
        Lang::En | Lang::ZhTw => ('.', ","),
        // A no-break space keeps "100 000" on one line.
        Lang::Fr | Lang::Ru | Lang::Fi | Lang::Se => (',', "\u{a0}"),
    };
    // Whole numbers only: fixed-precision float formatting would add its own code
    // to the wasm for this one use.
    let scale = 10u64.pow(decimals as u32);
    let scaled = (value.abs() * scale as f64).round() as u64;
    let whole = (scaled / scale).to_string();
    let frac = if decimals == 0 { String::new() } else { format!("{:0width$}", scaled % scale, width = decimals) };
    let mut out = String::new();
    if value < 0.0 && scaled > 0 {
        out.push('−');
    }
    // Only English and Chinese group four-digit numbers.
    let grouping = whole.len() > 4 || (whole.len() == 4 && matches!(lang, Lang::En | Lang::ZhTw));
    for (i, c) in whole.chars().enumerate() {
        if grouping && i > 0 && (whole.len() - i) % 3 == 0 {
            out.push_str(group);
        }
        out.push(c);
    }
    if !frac.is_empty() {
        out.push(point);
        out.push_str(&frac);
    }
    out
}

/// A whole number given to a message, as `format_number` writes it in English and
/// Chinese (the formatter Fluent calls cannot be told the language).
fn whole_number_comma<M>(v: &FluentValue<'_>, _: &M) -> Option<String> {
    whole_number(Lang::En, v)
}

/// The same in the languages that group with a space.
fn whole_number_space<M>(v: &FluentValue<'_>, _: &M) -> Option<String> {
    whole_number(Lang::Fr, v)
}

fn whole_number(lang: Lang, v: &FluentValue<'_>) -> Option<String> {
    match v {
        FluentValue::Number(n) if n.value.fract() == 0.0 => Some(format_number(lang, n.value, 0)),
        _ => None,
    }
}

/// A share 0..=1 as a percentage with `decimals` decimals.
pub fn format_percent(lang: Lang, share: f64, decimals: usize) -> String {
    let n = format_number(lang, share * 100.0, decimals);
    match lang {
        Lang::En | Lang::ZhTw => format!("{n}%"),
        Lang::Fr | Lang::Ru | Lang::Fi | Lang::Se => format!("{n}\u{a0}%"),
    }
}

/// Formats messages in one language.
pub struct Translator {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
}

/// Its language: the bundle (fluent's) has no `Debug` of its own.
impl std::fmt::Debug for Translator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Translator").field("lang", &self.lang).finish_non_exhaustive()
    }
}

/// An argument of a message: a number (for plurals) or a text.
#[derive(Debug)]
pub enum Arg<'a> {
    Num(i64),
    Str(&'a str),
}

impl Translator {
    /// A translator from the bundled messages.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn new(lang: Lang) -> Translator {
        Translator::from_source(lang, lang.bundled_source())
    }

    /// A translator from a language's message file. Entries that do not parse are
    /// skipped (and show as their ids); the rest work.
    pub fn from_source(lang: Lang, source: &str) -> Translator {
        let id = lang.tag().parse::<LanguageIdentifier>().checked("our tags are valid");
        let mut bundle = FluentBundle::new(vec![id]);
        bundle.set_use_isolating(false);
        // Numbers given to messages (counted for plurals) are written as the language
        // writes them, grouped like the ones formatted here: Fluent alone prints digits.
        bundle.set_formatter(Some(match lang {
            Lang::En | Lang::ZhTw => whole_number_comma,
            Lang::Fr | Lang::Ru | Lang::Fi | Lang::Se => whole_number_space,
        }));
        let res = FluentResource::try_new(source.to_string()).unwrap_or_else(|(res, _)| res);
        // A duplicate id keeps the first; nothing else can fail here.
        let _ = bundle.add_resource(res);
        Translator { lang, bundle }
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// The message `id`; a missing one shows its id, so it is visible but not fatal.
    pub fn t(&self, id: &str) -> String {
        self.format(id, None)
    }

    pub fn t_args(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        let mut fa = FluentArgs::new();
        for (k, v) in args {
            match v {
                Arg::Num(n) => fa.set(*k, FluentValue::from(*n)),
                Arg::Str(s) => fa.set(*k, FluentValue::from(*s)),
            }
        }
        self.format(id, Some(&fa))
    }

    fn format(&self, id: &str, args: Option<&FluentArgs<'_>>) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return id.to_string();
        };
        let mut errors = Vec::new();
        self.bundle.format_pattern(pattern, args, &mut errors).into_owned()
    }
}

/// Every message id of a Fluent source, in order.
#[cfg(not(target_arch = "wasm32"))]
pub fn message_ids(lang: Lang) -> Vec<String> {
    let res = FluentResource::try_new(lang.source().to_string()).unwrap_or_else(|(res, _)| res);
    res.entries()
        .filter_map(|e| match e {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect()
}

/// Parse errors of a Fluent source, as text, for the tests.
#[cfg(not(target_arch = "wasm32"))]
pub fn syntax_errors(lang: Lang) -> Vec<String> {
    match FluentResource::try_new(lang.source().to_string()) {
        Ok(_) => Vec::new(),
        Err((_, errs)) => errs.iter().map(|e| format!("{e:?}")).collect(),
    }
}
