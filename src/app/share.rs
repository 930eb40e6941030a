//! Sharing a game by link and QR code (issue 18), and opening a shared one. The link
//! itself is `crate::share`: the game travels inside the address, no server sees it.
//! Here: the "Share" button and its dialog (the link, copy, the device's share sheet,
//! a QR code large enough for a classroom), the address read when the app opens, and
//! the screen that offers a shared game (play on, or watch from the first move).

use super::i18n::use_i18n;
use crate::i18n::{Arg, Translator};
use crate::saves::{SaveFile, SavedGame};
use crate::share::{qr::Qr, Link, LinkError};
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

/// The app's address with `link` after `#`.
fn address(link: &str) -> String {
    // The app's own address: not this page's query (`?seed=`, `?speed=` are for tests
    // and classes on this device, not for whoever opens the link).
    let here = web_sys::window().and_then(|w| w.location().href().ok()).unwrap_or_default();
    let base = here.split(['?', '#']).next().unwrap_or_default();
    format!("{base}#{link}")
}

/// The link in the address the app was opened with, if it holds one (anything else
/// after `#` is not ours to read). The address keeps it no longer: a reload opens the
/// app as usual, and the game opened is in its saves.
pub fn from_address() -> Option<Result<Link, LinkError>> {
    let window = web_sys::window()?;
    let hash = window.location().hash().ok()?;
    if !hash.starts_with(&format!("#{}", crate::share::MARK)) {
        return None;
    }
    if let Ok(history) = window.history() {
        let plain = window.location().href().ok().map(|h| h.split('#').next().unwrap_or_default().to_string());
        let _ = history.replace_state_with_url(&JsValue::NULL, "", plain.as_deref());
    }
    Some(Link::decode(&hash))
}

/// The language of a rules page or lesson opened by `link`: the app speaks it for
/// this visit.
pub fn page_lang(link: &Option<Result<Link, LinkError>>) -> Option<crate::i18n::Lang> {
    match link {
        Some(Ok(Link::Page { lang, .. })) => Some(*lang),
        _ => None,
    }
}

/// Why a link opens nothing, in the player's language.
pub fn refusal(t: &Translator, e: &LinkError) -> String {
    let why = match e {
        LinkError::Foreign => t.t("link-error-foreign"),
        LinkError::Damaged => t.t("link-error-damaged"),
        LinkError::Future => t.t("link-error-future"),
        LinkError::Invalid(why) => {
            t.t_args("link-error-invalid", &[("detail", Arg::Str(&crate::saves::words::invalid(t, why)))])
        }
    };
    t.t_args("link-error", &[("why", Arg::Str(&why))])
}

/// A sentence that says what a shared game is: the game, who plays, how far it went.
fn summary(t: &Translator, save: &SaveFile) -> String {
    match &save.game {
        SavedGame::Sampo { seats, record, .. } => {
            let names: Vec<&str> = seats.iter().map(|s| s.name.as_str()).collect();
            t.t_args(
                "shared-sampo",
                &[("names", Arg::Str(&names.join(", "))), ("rolls", Arg::Num(record.rolls.len() as i64))],
            )
        }
        SavedGame::Sahkku { seats, record, .. } => t.t_args(
            "shared-sahkku",
            &[
                ("family", Arg::Str(&t.t(&format!("sk-variant-{}", record.variant.id())))),
                ("one", Arg::Str(&seats[0].name)),
                ("two", Arg::Str(&seats[1].name)),
                ("moves", Arg::Num(record.entries.iter().filter(|e| !e.is_throw()).count() as i64)),
            ],
        ),
    }
}

/// Calls `navigator.<object>.<method>(arg)` if the browser has it (the clipboard
/// and the share sheet are missing from some browsers, and from pages not served
/// over HTTPS): what it returned (a promise), or `None`.
fn call_navigator(object: Option<&str>, method: &str, arg: &JsValue) -> Option<JsValue> {
    let nav = JsValue::from(web_sys::window()?.navigator());
    let target = match object {
        Some(o) => js_sys::Reflect::get(&nav, &o.into()).ok()?,
        None => nav,
    };
    let f = js_sys::Reflect::get(&target, &method.into()).ok()?.dyn_into::<js_sys::Function>().ok()?;
    f.call1(&target, arg).ok()
}

fn can_share_natively() -> bool {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w.navigator(), &"share".into()).ok())
        .is_some_and(|f| f.is_function())
}

#[derive(Properties, PartialEq)]
pub struct ShareButtonProps {
    /// The link to share; given `true` when the player chose to share the position as
    /// a question (offered where `question` is set).
    pub link: Callback<bool, Link>,
    #[prop_or_default]
    pub question: bool,
    /// The button's id (one per screen or dialog) and the dialog's title (a message id).
    #[prop_or("share")]
    pub id: &'static str,
    #[prop_or("share-title")]
    pub title: &'static str,
    /// What the link does on the other device (a message id).
    #[prop_or("share-note")]
    pub note: &'static str,
    /// The button's text (a message id): "Share", or what it shares where a screen
    /// has two (the coach's lesson beside the game's header).
    #[prop_or("share-open")]
    pub label: &'static str,
    /// The screen's main action (a game by link's "Send the link").
    #[prop_or_default]
    pub primary: bool,
}

/// The link to a game: the game as it stands, or (asked as a question) the position
/// `position` gives, when it is not the game as it stands (a replay's step).
pub fn game_link(game: Callback<(), SaveFile>, position: Option<Callback<(), SaveFile>>) -> Callback<bool, Link> {
    Callback::from(move |question: bool| {
        let save = match (&position, question) {
            (Some(p), true) => p.emit(()),
            _ => game.emit(()),
        };
        Link::Game { save, question }
    })
}

/// "Share", and the dialog it opens: which to share (the game, or the position as a
/// question), the QR code, the link, copy and the device's share sheet. (One
/// component: each one more adds its own rendering code to the wasm.)
#[component]
pub fn ShareButton(props: &ShareButtonProps) -> Html {
    let t = use_i18n();
    // Open or not, and then: the position as a question, and what "Copy" last did.
    let open = use_state(|| false);
    let question = use_state(|| false);
    let copied = use_state(|| None::<bool>);
    let dialog = use_node_ref();
    super::ask::use_modal(*open, dialog.clone(), NodeRef::default());
    // The link shown (none while the dialog is shut), and its QR code from the later
    // screens' module (`None` while it comes; then `Some(None)` where it cannot: the
    // link is there all the same). Each request is numbered so that an answer for a
    // link no longer shown is dropped.
    let link = if *open {
        props.link.emit(*question).encode().map(|l| address(&l)).unwrap_or_default()
    } else {
        String::new()
    };
    let code = use_state(|| None::<Option<Qr>>);
    let asked = use_mut_ref(|| 0u32);
    {
        let code = code.clone();
        use_effect_with(link.clone(), move |link| {
            code.set(None);
            *asked.borrow_mut() += 1;
            if !link.is_empty() {
                let (link, this) = (link.clone(), *asked.borrow());
                wasm_bindgen_futures::spawn_local(async move {
                    let qr = super::module_host::qr_code(&link).await;
                    if *asked.borrow() == this {
                        code.set(Some(qr));
                    }
                });
            }
        });
    }
    let set_open = |to: bool| {
        let (open, question, copied) = (open.clone(), question.clone(), copied.clone());
        Callback::from(move |_: ()| {
            open.set(to);
            question.set(false);
            copied.set(None);
        })
    };
    let button = html! {
        <button class={if props.primary { "primary" } else { "secondary quit" }} id={props.id} onclick={set_open(true).reform(|_: MouseEvent| ())}>{ t.t(props.label) }</button>
    };
    if !*open {
        return button;
    }
    let choose = |q: bool| {
        let (question, copied) = (question.clone(), copied.clone());
        Callback::from(move |_: Event| {
            question.set(q);
            copied.set(None);
        })
    };
    let copy = {
        let (link, copied) = (link.clone(), copied.clone());
        Callback::from(move |_: MouseEvent| {
            // Copied only once the browser's promise says so (it may refuse).
            let promise = call_navigator(Some("clipboard"), "writeText", &link.as_str().into())
                .and_then(|p| p.dyn_into::<js_sys::Promise>().ok());
            let copied = copied.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let done = match promise {
                    Some(p) => wasm_bindgen_futures::JsFuture::from(p).await.is_ok(),
                    None => false,
                };
                copied.set(Some(done));
            });
        })
    };
    let share = {
        let (link, title) = (link.clone(), t.t("app-title"));
        Callback::from(move |_: MouseEvent| {
            let data = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&data, &"title".into(), &title.as_str().into());
            let _ = js_sys::Reflect::set(&data, &"url".into(), &link.as_str().into());
            // The sheet's answer (shared, or closed) needs no word from the app.
            let _ = call_navigator(None, "share", &data);
        })
    };
    let select = Callback::from(|e: FocusEvent| {
        if let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
            input.select();
        }
    });
    let close = set_open(false).reform(|_: MouseEvent| ());
    let escape = set_open(false).reform(|e: Event| e.prevent_default());
    let keep_keys = Callback::from(|e: KeyboardEvent| e.stop_propagation());
    html! {
        <>
            { button }
            <dialog class="share" id="share-dialog" ref={dialog} aria-labelledby="share-title" oncancel={escape} onkeydown={keep_keys}>
                <div class="share-body">
                    { match &*code {
                        // Four modules of white around the code: readers need the quiet zone.
                        Some(Some(code)) => html! {
                            <svg class="qr" id="share-qr" role="img" aria-label={t.t("share-qr")}
                                viewBox={format!("-4 -4 {} {}", code.size + 8, code.size + 8)} shape-rendering="crispEdges">
                                <rect x="-4" y="-4" width="100%" height="100%" fill="#fff" />
                                <path d={code.path.clone()} fill="#000" />
                            </svg>
                        },
                        // Its white square while it comes, so that nothing moves.
                        None => html! { <svg class="qr" aria-hidden="true" viewBox="0 0 1 1"><rect width="1" height="1" fill="#fff" /></svg> },
                        Some(None) => html! {},
                    } }
                    <div class="share-side">
                        <h2 id="share-title">{ t.t(props.title) }</h2>
                        if props.question {
                            <fieldset class="share-what" aria-labelledby="share-title">
                                <label>
                                    <input type="radio" name="share-what" id="share-game" checked={!*question} onchange={choose(false)} />
                                    { t.t("share-what-game") }
                                </label>
                                <label>
                                    <input type="radio" name="share-what" id="share-position" checked={*question} onchange={choose(true)} />
                                    { t.t("share-what-position") }
                                </label>
                            </fieldset>
                        }
                        <p class="hint">{ t.t(props.note) }</p>
                        <label for="share-link">{ t.t("share-link") }</label>
                        <input id="share-link" readonly=true value={link} onfocus={select} />
                        <div class="actions">
                            <button class="primary" id="share-copy" onclick={copy} autofocus=true>{ t.t("share-copy") }</button>
                            if can_share_natively() {
                                <button class="secondary" id="share-native" onclick={share}>{ t.t("share-native") }</button>
                            }
                            <button class="secondary" id="share-close" onclick={close}>{ t.t("share-close") }</button>
                        </div>
                        <p class="share-status" role="status" id="share-status">
                            { match *copied {
                                Some(true) => t.t("share-copied"),
                                Some(false) => t.t("share-copy-failed"),
                                None => String::new(),
                            } }
                        </p>
                    </div>
                </div>
            </dialog>
        </>
    }
}

#[derive(Properties, PartialEq)]
pub struct SharedProps {
    pub save: Rc<SaveFile>,
    pub question: bool,
    /// `false` to play on from where the game stands, `true` to watch it from the first move.
    pub on_open: Callback<(Rc<SaveFile>, bool)>,
    pub on_home: Callback<()>,
}

/// The screen a shared link opens: what the game is, and what to do with it. Nothing
/// on the device changes until the player chooses (an unfinished game is kept under
/// Saved games when the shared one takes its place).
#[component]
pub fn Shared(props: &SharedProps) -> Html {
    let t = use_i18n();
    // The start page written into index.html was hidden (first-paint.js saw the link).
    super::first_paint::use_take_over();
    // (The link was replayed when it was read; this once more, to see how it stands.)
    let over = match props.save.open() {
        Ok(crate::saves::Opened::Sampo(s)) => s.to_roll().is_none(),
        Ok(crate::saves::Opened::Sahkku(s)) => s.to_act().is_none(),
        Err(_) => false,
    };
    let open = |watch: bool| {
        let (open, save) = (props.on_open.clone(), props.save.clone());
        Callback::from(move |_: MouseEvent| open.emit((save.clone(), watch)))
    };
    html! {
        <main class="shared" id="shared">
            <h1 id="shared-title">{ t.t(if props.question { "shared-question" } else { "shared-title" }) }</h1>
            <p id="shared-summary">{ summary(&t, &props.save) }</p>
            if over {
                <p>{ t.t("shared-over") }</p>
            } else if props.question {
                // The answer: the computer's hint, once the friend has made up their mind.
                <p id="shared-answer">{ t.t("shared-question-answer") }</p>
            }
            <div class="actions">
                if !over {
                    <button class="primary big" id="shared-play" onclick={open(false)} autofocus=true>
                        { t.t(if props.question { "shared-position" } else { "shared-play" }) }
                    </button>
                }
                <button class={classes!(if over { "primary big" } else { "secondary" })} id="shared-watch" onclick={open(true)} autofocus={over}>{ t.t("shared-watch") }</button>
                <button class="secondary" id="shared-home" onclick={props.on_home.reform(|_: MouseEvent| ())}>{ t.t("shared-home") }</button>
            </div>
            <p class="hint">{ t.t("shared-note") }</p>
        </main>
    }
}
