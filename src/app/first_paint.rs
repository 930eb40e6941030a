//! The start page before the app has started (issue 15).
//!
//! The release build's `index.html` holds the start page in every language, written at
//! build time from the app's own components by Yew's server-side renderer (`prerender`,
//! run by `scripts/gen-sw.sh`). `first-paint.js`, written with it from the same rules as
//! `i18n::initial_lang`, runs before the page is drawn: it shows the copy in the
//! visitor's language (the one chosen before, else the browser's best match), and
//! none when a saved game will open instead. So the first paint is the start page,
//! in the language the app will speak, long before the wasm has arrived.
//!
//! The app then takes the page over (`take_over`) in the task that draws its first
//! screen: the written copy goes as the app's own appears, identical and in the same
//! place, so nothing shifts; the focus, and a click made before the app had started,
//! move to the app's element of the same id (a press still held counts as a click).
//! Why not Yew's hydration, which would adopt the written markup instead: measured, it
//! adds 19.5 KB gzip to the wasm (`docs/size.md`), for a copy that costs the browser a
//! millisecond to replace.

use crate::i18n::Lang;
use wasm_bindgen::JsCast;

/// The class of each written copy; `lang` names its language.
pub const CLASS: &str = "first-paint";

/// The class of the empty element that ends each copy: `first-paint.js` shows the copy
/// only once it is there, so that a page still arriving is never shown in part.
const END: &str = "first-paint-end";

/// Where `first-paint.js` leaves the id of what was clicked on the written page, and
/// of a press begun there and not yet ended (window properties).
const CLICK: &str = "firstPaintClick";
const PRESS: &str = "firstPaintPress";
/// Where `first-paint.js` keeps the keys pressed on the written page: `[key, modified]`
/// pairs, in order (a window property, cleared once the app has taken them).
const KEYS: &str = "firstPaintKeys";

/// The page the app draws in place of the written start page takes it over once
/// drawn: one hook for the start page and a shared game's screen (each effect written
/// out is code of its own in the wasm).
#[yew::hook]
pub fn use_take_over() {
    yew::use_effect_with((), |_| take_over(true));
}

/// Removes the written start page and hands its focus and early click to the app's
/// own elements: called by the start page once the app has drawn it (so that no frame
/// is without one). With `shown_too` false only copies not on screen go (the app
/// opened onto a saved game: the start page was not shown).
pub fn take_over(shown_too: bool) {
    let Some(window) = web_sys::window() else { return };
    let Some(doc) = window.document() else { return };
    // The app answers from now on (tests wait for this mark, whichever screen opened).
    if let Some(root) = doc.document_element() {
        let _ = root.set_attribute("data-app", "ready");
    }
    let selector = if shown_too { format!(".{CLASS}") } else { format!("html[data-resume] .{CLASS}") };
    // (Bindings the app already has, rather than node lists and `closest`: the JS glue
    // every visitor loads grows with each new one.)
    let Ok(Some(first)) = doc.query_selector(&selector) else { return };
    let focused = doc
        .active_element()
        .map(|e| e.id())
        .filter(|id| !id.is_empty() && first.query_selector(&format!("#{id}")).ok().flatten().is_some());
    let mut copy = Some(first);
    while let Some(el) = copy {
        el.remove();
        copy = doc.query_selector(&selector).ok().flatten();
    }
    // A press still held when the app took over is the newest intent, and no click
    // will follow it. Both are taken (and so cleared), whichever is answered.
    let pressed = take(&window, PRESS).as_string();
    let clicked = pressed.or(take(&window, CLICK).as_string());
    if let Some(id) = focused {
        super::dom::focus(&format!("#{id}"));
    }
    if let Some(id) = clicked {
        super::dom::call(&format!("#{id}"), "click");
    }
}

/// The keys pressed on the written start page before the app had started, in order,
/// each with whether Ctrl, Alt or Meta was held; `first-paint.js` keeps no more after
/// this (the app's own listener answers them from now on). Called by the app once it
/// listens for its keys, so that a player who pressed F or ? on a slow phone's first
/// page gets what the key says, as a click there is answered (`take_over`).
pub fn early_keys() -> Vec<(String, bool)> {
    let Some(window) = web_sys::window() else { return Vec::new() };
    let Ok(keys) = take(&window, KEYS).dyn_into::<js_sys::Array>() else { return Vec::new() };
    keys.iter()
        .filter_map(|pair| {
            let pair = pair.dyn_into::<js_sys::Array>().ok()?;
            Some((pair.get(0).as_string()?, pair.get(1).is_truthy()))
        })
        .collect()
}

/// What `first-paint.js` left in the window property `key`, taken: the property is
/// cleared, so that it is answered once and the script keeps no more there.
fn take(window: &web_sys::Window, key: &str) -> wasm_bindgen::JsValue {
    let value = js_sys::Reflect::get(window, &key.into()).unwrap_or_default();
    let _ = js_sys::Reflect::set(window, &key.into(), &wasm_bindgen::JsValue::UNDEFINED);
    value
}

/// The languages' tags and the primary subtags that stand for them, as `first-paint.js`
/// looks them up (lower case).
fn tag_table() -> String {
    let mut pairs: Vec<(String, &str)> = Lang::ALL.iter().map(|l| (l.tag().to_ascii_lowercase(), l.tag())).collect();
    for (primary, l) in Lang::ALIASES {
        if !pairs.iter().any(|(k, _)| k == primary) {
            pairs.push((primary.to_string(), l.tag()));
        }
    }
    // (Keys that are names go without quotes.)
    let key = |k: &str| if k.contains('-') { format!("\"{k}\"") } else { k.to_string() };
    let body: Vec<String> = pairs.iter().map(|(k, v)| format!("{}:\"{v}\"", key(k))).collect();
    format!("{{{}}}", body.join(","))
}

/// `first-paint.js`: run before the page is drawn (a plain script in the head), it
/// marks the page with the language the app will choose, the projector mode, and
/// whether a saved game will open instead of the start page; it starts fetching that
/// language's texts beside the wasm; once the page is read it
/// removes the copies not shown, and it remembers a click on the written page for the
/// app to answer when it starts.
pub fn script(lang_key: &str, projector_key: &str, autosave_key: &str) -> String {
    // One statement per line, commented here and shipped without the comments (every
    // first visit loads it before the page is drawn).
    let text = format!(
        r##"(function(w,d){{var T={tags},s,l,h=d.documentElement,L,i,p=function(t){{return t&&T[String(t).toLowerCase()]||null}};
try{{s=w.localStorage}}catch(e){{}}
// The language chosen before, else the browser's first that the app offers.
l=s&&p(s.getItem("{lang_key}"));
L=navigator.languages||[navigator.language];
for(i=0;!l&&i<L.length;i++)l=p(L[i])||p(String(L[i]).split("-")[0]);
l=l||"en";h.lang=l;
// The app's texts start coming now, beside the wasm rather than after it.
var k=d.createElement("link");k.rel="preload";k.as="fetch";k.crossOrigin="anonymous";k.href="locales/"+l+".ftl";d.head.appendChild(k);
if(s&&s.getItem("{projector_key}")==="on")h.classList.add("projector");
// A saved game or a shared link will open: no start page first; else the copy in that
// language is shown.
if(s&&s.getItem("{autosave_key}")||location.hash.indexOf("#{mark}")==0)h.setAttribute("data-resume","");
// It is shown once it has all arrived (its last element, the end mark, is there): a
// slow network delivers the page in parts, and a part shown would grow and move.
// Browsers without :has() show it as it comes.
else{{k=d.createElement("style");i=".{class}[lang=\""+l+"\"]";k.textContent=i+":has(>.{end}){{display:block}}@supports not selector(:has(a)){{"+i+"{{display:block}}}}";d.head.appendChild(k)}}
// The copies not shown go once the page is read: one element of each id.
d.addEventListener("DOMContentLoaded",function(){{d.querySelectorAll(".{class}").forEach(function(c){{getComputedStyle(c).display=="none"&&c.remove()}})}});
// A press on the written page, for the app to answer when it starts. It counts from
// the moment it begins: if the app takes the page over before it ends, the browser
// sends no click at all (what was pressed has gone). One dragged off is no press.
var q=function(e){{return e.target.closest&&e.target.closest(".{class} [id]")}};
d.addEventListener("pointerdown",function(e){{var b=q(e);w.{press}=b&&b.id}},!0);
d.addEventListener("pointercancel",function(){{w.{press}=null}},!0);
d.addEventListener("click",function(e){{var b=q(e);if(b)w.{click}=b.id;w.{press}=null}},!0);
// Keys pressed on the written page (F, ?, Escape are the app's), in order, with whether
// Ctrl, Alt or Meta was held, until the app takes them (it then answers keys itself).
if(!h.hasAttribute("data-resume")){{w.{keys}=[];d.addEventListener("keydown",function(e){{w.{keys}&&w.{keys}.push([e.key,e.ctrlKey||e.metaKey||e.altKey])}},!0)}}}})(window,document);
"##,
        tags = tag_table(),
        mark = crate::share::MARK,
        class = CLASS,
        press = PRESS,
        click = CLICK,
        keys = KEYS,
        end = END,
    );
    let lines: Vec<&str> = text.lines().filter(|l| !l.starts_with("//")).collect();
    lines.join("\n") + "\n"
}

/// `first-paint.js` with the app's own storage keys.
pub fn script_for_app() -> String {
    script(super::i18n::LANG_KEY, super::PROJECTOR_KEY, super::autosave::KEY)
}

/// The style of the written copies: out of sight, but for English when scripts are off
/// (the `noscript` rule; `first-paint.js` shows the copy in the chosen language, and
/// none when a saved game opens). The copy lies over the page, out of its flow: the
/// app draws its own start page beneath it, in the same place, and when the copy goes
/// nothing moves, whenever the browser happens to paint.
pub fn style() -> String {
    format!(
        "<style>.{CLASS}{{display:none;position:absolute;top:0;left:0;right:0;min-height:100%;z-index:1;background:var(--bg)}}</style><noscript><style>.{CLASS}[lang=en]{{display:block}}</style></noscript>"
    )
}

#[cfg(not(target_arch = "wasm32"))]
pub use written::{render, write_into};

/// The start page rendered natively, in one language.
#[cfg(not(target_arch = "wasm32"))]
mod written {
    use crate::app::home::Home;
    use crate::app::i18n::I18n;
    use crate::i18n::{Lang, Translator};
    use std::rc::Rc;
    use yew::prelude::*;

    #[derive(Properties, PartialEq)]
    struct StartProps {
        lang: Lang,
    }

    /// The start page as `Screens` draws it when nothing else is open: the same
    /// components, with handlers that do nothing (the app answers the clicks).
    #[component]
    fn Start(props: &StartProps) -> Html {
        let t = use_memo(props.lang, |l| I18n(Rc::new(Translator::new(*l))));
        let none = Callback::noop();
        html! {
            <ContextProvider<I18n> context={(*t).clone()}>
                <div class="screen">
                    <Home on_lang={Callback::noop()} on_play_sampo={none.clone()} on_play_sahkku={none.clone()}
                        on_show={Callback::noop()} on_tutorial_sampo={none.clone()}
                        on_tutorial_sahkku={none.clone()} />
                </div>
                { crate::app::corner_buttons(&t, false, Callback::noop(), Callback::noop()) }
            </ContextProvider<I18n>>
        }
    }

    /// `index` (a built index.html) with the start page in every language after
    /// `<body>`, and the script and style that choose among them before `</head>`.
    pub fn write_into(index: &str) -> Result<String, &'static str> {
        if index.contains(super::CLASS) {
            return Err("index.html already holds the written start page");
        }
        let head = index.find("</head>").ok_or("index.html has no </head>")?;
        let body = index.find("<body>").ok_or("index.html has no <body>")? + "<body>".len();
        let copies: String = Lang::ALL.into_iter().map(render).collect();
        Ok(format!(
            "{}<script src=\"first-paint.js\"></script>{}{}{}{}",
            &index[..head],
            super::style(),
            &index[head..body],
            copies,
            &index[body..]
        ))
    }

    /// The start page's markup in `lang`, wrapped in its `first-paint` copy.
    pub fn render(lang: Lang) -> String {
        let html = futures::executor::block_on(
            yew::ServerRenderer::<Start>::with_props(move || StartProps { lang }).hydratable(false).render(),
        );
        format!(
            "<div class={} lang={}>{}<i class={} hidden></i></div>",
            super::CLASS,
            lang.tag(),
            unquoted(&html),
            super::END
        )
    }

    /// `html` with the quotes dropped around attribute values that need none (letters,
    /// digits, `-`, `_`, `.`), as the build's minifier writes the rest of the page:
    /// every first visit downloads six copies. Yew escapes `<` in text and `"` in
    /// values, so a `<` always opens a tag and a `"` inside one always delimits a value.
    pub(super) fn unquoted(html: &str) -> String {
        let bare = |v: &str| !v.is_empty() && v.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b));
        let mut out = String::with_capacity(html.len());
        let mut rest = html;
        let mut in_tag = false;
        while let Some(i) = rest.find(['<', '>', '"']) {
            let (before, at) = rest.split_at(i);
            out.push_str(before);
            match at.as_bytes()[0] {
                b'<' => in_tag = true,
                b'>' => in_tag = false,
                _ if in_tag && before.ends_with('=') => {
                    if let Some(end) = at[1..].find('"') {
                        let value = &at[1..1 + end];
                        if bare(value) {
                            out.push_str(value);
                        } else {
                            out.push('"');
                            out.push_str(value);
                            out.push('"');
                        }
                        rest = &at[end + 2..];
                        continue;
                    }
                }
                _ => {}
            }
            out.push_str(&at[..1]);
            rest = &at[1..];
        }
        out.push_str(rest);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Translator;

    const INDEX: &str = "<html><head><title>x</title></head><body><script>app</script></body></html>";

    #[test]
    fn the_start_page_is_written_in_every_language_with_its_own_texts() {
        let html = write_into(INDEX).unwrap();
        for l in Lang::ALL {
            let copy = format!("<div class={CLASS} lang={t}>", t = l.tag());
            assert!(html.contains(&copy), "{}", l.tag());
            let t = Translator::new(l);
            let play = t.t("home-play-sampo").replace('&', "&amp;");
            let start = html.find(&copy).unwrap();
            assert!(html[start..].contains(&play), "{}: {play}", l.tag());
        }
        // Each copy ends with the mark that shows it once it has all arrived.
        let end = format!("<i class={END} hidden></i></div>");
        assert_eq!(html.matches(&end).count(), Lang::ALL.len());
        assert!(script_for_app().contains(&format!(":has(>.{END})")));
        assert!(html.find("first-paint.js").unwrap() < html.find("</head>").unwrap(), "the script is in the head");
        assert!(html.ends_with("<script>app</script></body></html>"), "the app's own script stays after the copies");
        assert!(write_into(&html).is_err(), "written once");
        assert!(write_into("<p>no page</p>").is_err());
    }

    /// first-paint.js finds every language by its tag and by the primary subtags
    /// `Lang::negotiate` knows, so the page and the app choose alike.
    #[test]
    fn the_script_knows_the_languages_the_app_negotiates() {
        let js = script_for_app();
        for l in Lang::ALL {
            let key = l.tag().to_ascii_lowercase();
            let key = if key.contains('-') { format!("\"{key}\"") } else { key };
            assert!(js.contains(&format!("{key}:\"{}\"", l.tag())), "{key}");
        }
        for (primary, l) in Lang::ALIASES {
            assert!(js.contains(&format!("{primary}:\"{}\"", l.tag())), "{primary}");
            assert_eq!(Lang::negotiate([format!("{primary}-XX").as_str()]), l);
        }
        assert!(js.contains("sampo-sahkku.lang") && js.contains("sampo-sahkku.autosave"));
        assert!(!js.contains("//"), "shipped without comments");
    }

    #[test]
    fn written_attributes_lose_only_the_quotes_they_do_not_need() {
        let html = r#"<p class="a b" id="x-1">say "hi" a="b"</p><i aria-label="Ä" lang="zh-TW" title=""></i>"#;
        assert_eq!(
            written::unquoted(html),
            r#"<p class="a b" id=x-1>say "hi" a="b"</p><i aria-label="Ä" lang=zh-TW title=""></i>"#
        );
    }
}
