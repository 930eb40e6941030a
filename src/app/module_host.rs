//! The app's side of a screen in a wasm module of its own (the Lab, the puzzles, the
//! position editor and the rules dialog, `src/later_screens`): a placeholder that loads
//! the screen's module when the screen is first opened (the service worker keeps it
//! for offline use) and has it draw the screen.
//!
//! The screen is drawn into an element beside the app's, not inside it. Each module's Yew
//! numbers the trees it draws from 1 and marks their elements with the same property
//! (`__yew_subtree_id`), and listens for events on the tree it draws into: inside the
//! app's tree the two take each other's events. (Tried, 2026-12-05: drawn into the
//! app's `.screen`, clicks in the Lab went unanswered and its charts' texts were cut.)
//! Beside it, just before it (so that keys and screen readers meet the screen before
//! the app's corner buttons, as on every screen), with `.screen`'s `display: contents`,
//! it lays out as the app's screens do.

use crate::app::i18n::{self, use_i18n};
use crate::app::rules::use_dialog_open;
use crate::i18n::Lang;
use crate::share::qr::Qr;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The QR code of `text`, encoded by the later screens' module (the encoder is not in
/// the first load; the module is kept for offline use once loaded). `None` where the
/// module cannot load or the text is too long for a code.
pub async fn qr_code(text: &str) -> Option<Qr> {
    let m = crate::app::dom::load_module(LOADER).await?;
    let encode: js_sys::Function = js_sys::Reflect::get(&m, &"qr_code".into()).ok()?.dyn_into().ok()?;
    Qr::from_text(&encode.call1(&JsValue::NULL, &text.into()).ok()?.as_string()?)
}

/// A screen in a module of its own.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Module {
    Lab,
    Puzzles,
    Editor,
    /// The rules dialog, drawn over the screen (`app::rules`).
    Rules,
}

/// The later screens' loader in index.html (which knows their files' hashed names).
const LOADER: &str = "sampoSahkkuLaterScreens";

impl Module {
    /// Its messages' prefix (`lab-title`, `pz-loading`, …), its placeholder's class,
    /// the id of its "unavailable" message, and its name to the module's `mount_screen`.
    fn prefix(self) -> &'static str {
        match self {
            Module::Lab => "lab",
            Module::Puzzles => "pz",
            Module::Editor => "ed",
            Module::Rules => "rules",
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct ModuleHostProps {
    pub module: Module,
    pub on_back: Callback<()>,
    /// What a shared link opens there, as link text (empty: nothing shared).
    #[prop_or_default]
    pub shared: Rc<str>,
}

/// The screen as drawn by its module, and what it was given.
struct Shown {
    element: web_sys::Element,
    handle: JsValue,
    _on_back: Closure<dyn Fn()>,
}

impl Drop for Shown {
    fn drop(&mut self) {
        let unmount = js_sys::Reflect::get(&self.handle, &"unmount".into());
        if let Ok(f) = unmount.and_then(|f| f.dyn_into::<js_sys::Function>()) {
            let _ = f.call0(&self.handle);
        }
        self.element.remove();
    }
}

#[derive(Clone, Copy, PartialEq)]
enum State {
    Loading,
    Shown,
    Failed,
}

/// The screen, as its module draws it.
#[component]
pub fn ModuleHost(props: &ModuleHostProps) -> Html {
    let t = use_i18n();
    let state = use_state(|| State::Loading);
    let shown = use_mut_ref(|| None::<Shown>);
    let placeholder = use_node_ref();
    {
        let (state, shown, lang, placeholder) = (state.clone(), shown.clone(), t.lang(), placeholder.clone());
        let (on_back, shared, module) = (props.on_back.clone(), props.shared.clone(), props.module);
        // `gone` stops a load that ends after the player has left the screen.
        let gone = Rc::new(std::cell::Cell::new(false));
        let g = gone.clone();
        use_effect_with((), move |_| {
            let s = shown.clone();
            wasm_bindgen_futures::spawn_local(async move {
                // Loaded once, through its loader in index.html; `None` when it
                // cannot load (offline before the service worker kept it, say).
                let m = crate::app::dom::load_module(LOADER).await;
                if g.get() {
                    return;
                }
                let app = placeholder.get().and_then(|p| app_root(&p));
                match m.zip(app).and_then(|(m, app)| show(&m, module, &app, lang, &shared, on_back)) {
                    Some(screen) => {
                        *s.borrow_mut() = Some(screen);
                        state.set(State::Shown);
                    }
                    None => state.set(State::Failed),
                }
            });
            move || {
                gone.set(true);
                shown.borrow_mut().take();
            }
        });
    }
    // Under an open dialog the screen is inert too, as the app's screens are.
    let dialog_open = use_dialog_open();
    {
        let shown = shown.clone();
        use_effect_with((dialog_open, *state), move |(open, _)| {
            if let Some(s) = shown.borrow().as_ref() {
                let _ = if *open { s.element.set_attribute("inert", "") } else { s.element.remove_attribute("inert") };
            }
        });
    }
    let name = props.module.prefix();
    let title = t.t(&format!("{name}-title"));
    if props.module == Module::Rules {
        return rules_placeholder(&t, *state, placeholder, props.on_back.clone());
    }
    match *state {
        State::Shown => html! {},
        State::Loading => html! {
            <main class={classes!("setup", name)} ref={placeholder}>
                <h1>{ title }</h1>
                <p class="help" role="status">{ t.t(&format!("{name}-loading")) }</p>
            </main>
        },
        State::Failed => html! {
            <main class={classes!("setup", name)}>
                <h1>{ title }</h1>
                <p class="error" role="alert" id={format!("{name}-unavailable")}>{ t.t(&format!("{name}-unavailable")) }</p>
                <div class="actions">
                    <button class="primary" onclick={props.on_back.reform(|_: MouseEvent| ())}>{ t.t("setup-back") }</button>
                </div>
            </main>
        },
    }
}

/// The rules dialog while its module loads, or why it did not: a dialog as the rules
/// are, which Close (or Escape) closes.
fn rules_placeholder(t: &i18n::I18n, state: State, placeholder: NodeRef, on_close: Callback<()>) -> Html {
    let body = match state {
        State::Shown => return html! {},
        State::Loading => html! { <p class="help" role="status">{ t.t("rules-loading") }</p> },
        State::Failed => {
            html! { <p class="error" role="alert" id="rules-unavailable">{ t.t("rules-unavailable") }</p> }
        }
    };
    html! {
        <div class="rules-dialog" role="dialog" aria-modal="true" aria-labelledby="rules-title" ref={placeholder}>
            <header class="rules-head">
                <h1 id="rules-title" tabindex="-1">{ t.t("rules-title") }</h1>
                <button class="primary" id="rules-close" onclick={on_close.reform(|_: MouseEvent| ())}>{ t.t("rules-close") }</button>
            </header>
            <div class="rules-page">{ body }</div>
        </div>
    }
}

/// The element the app draws into (`main.rs`): the one of `inside`'s ancestors that
/// is a child of the body.
fn app_root(inside: &web_sys::Node) -> Option<web_sys::Element> {
    let mut e = inside.parent_element()?;
    while e.parent_element()?.tag_name() != "BODY" {
        e = e.parent_element()?;
    }
    Some(e)
}

/// Has the module `m` draw its screen into a new element just before `app`'s.
fn show(
    m: &JsValue,
    module: Module,
    app: &web_sys::Element,
    lang: Lang,
    shared: &str,
    on_back: Callback<()>,
) -> Option<Shown> {
    let mount: js_sys::Function = js_sys::Reflect::get(m, &"mount_screen".into()).ok()?.dyn_into().ok()?;
    let element = app.owner_document()?.create_element("div").ok()?;
    // A screen lays out as the app's screens; the rules dialog is over them, not one.
    element.set_class_name(if module == Module::Rules { "dialog-host" } else { "screen" });
    app.before_with_node_1(&element).ok()?;
    // Back is answered after the screen's click is done: leaving unmounts the screen,
    // which its module must not do while it is still handling that click.
    let on_back = Closure::<dyn Fn()>::new(move || {
        let on_back = on_back.clone();
        gloo::timers::callback::Timeout::new(0, move || on_back.emit(())).forget();
    });
    let messages = i18n::source(lang).unwrap_or_default();
    let args = js_sys::Array::of5(&element, &lang.tag().into(), &(*messages).into(), &shared.into(), on_back.as_ref());
    args.unshift(&module.prefix().into());
    match mount.apply(&JsValue::NULL, &args) {
        Ok(handle) => Some(Shown { element, handle, _on_back: on_back }),
        Err(_) => {
            element.remove();
            None
        }
    }
}
