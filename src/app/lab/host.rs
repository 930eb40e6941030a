//! The app's side of the Lab in a module of its own (`module`, `src/lab_screen`): a
//! placeholder that loads the Lab's module when the Lab is first opened (the service
//! worker keeps it for offline use) and has it draw the Lab.
//!
//! The Lab is drawn into an element beside the app's, not inside it. Each module's Yew
//! numbers the trees it draws from 1 and marks their elements with the same property
//! (`__yew_subtree_id`), and listens for events on the tree it draws into: inside the
//! app's tree the two take each other's events. (Tried, 2026-12-05: drawn into the
//! app's `.screen`, clicks in the Lab went unanswered and its charts' texts were cut.)
//! Beside it, just before it (so that keys and screen readers meet the Lab before the
//! app's corner buttons, as on every screen), with `.screen`'s `display: contents`, it
//! lays out as the app's screens do.

use super::LabProps;
use crate::app::i18n::{self, use_i18n};
use crate::app::rules::use_dialog_open;
use crate::i18n::Lang;
use crate::share::{LabLink, Link};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The Lab as drawn by its module, and what it was given.
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

/// The Lab, as its module draws it: the same properties as `Lab`.
#[component]
pub fn LabHost(props: &LabProps) -> Html {
    let t = use_i18n();
    let state = use_state(|| State::Loading);
    let shown = use_mut_ref(|| None::<Shown>);
    let placeholder = use_node_ref();
    {
        let (state, shown, lang, placeholder) = (state.clone(), shown.clone(), t.lang(), placeholder.clone());
        let (on_back, shared) = (props.on_back.clone(), props.shared.clone());
        // `gone` stops a load that ends after the player has left the Lab.
        let gone = Rc::new(std::cell::Cell::new(false));
        let g = gone.clone();
        use_effect_with((), move |_| {
            let s = shown.clone();
            wasm_bindgen_futures::spawn_local(async move {
                // Loaded once, through `sampoSahkkuLab` in index.html; `None` when it
                // cannot load (offline before the service worker kept it, say).
                let m = crate::app::dom::load_module("sampoSahkkuLab").await;
                if g.get() {
                    return;
                }
                let app = placeholder.get().and_then(|p| app_root(&p));
                match m.zip(app).and_then(|(m, app)| show(&m, &app, lang, shared.as_deref(), on_back)) {
                    Some(lab) => {
                        *s.borrow_mut() = Some(lab);
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
    // Under an open dialog the Lab is inert too, as the app's screens are.
    let dialog_open = use_dialog_open();
    {
        let shown = shown.clone();
        use_effect_with((dialog_open, *state), move |(open, _)| {
            if let Some(s) = shown.borrow().as_ref() {
                let _ = if *open { s.element.set_attribute("inert", "") } else { s.element.remove_attribute("inert") };
            }
        });
    }
    match *state {
        State::Shown => html! {},
        State::Loading => html! {
            <main class="setup lab" ref={placeholder}>
                <h1>{ t.t("lab-title") }</h1>
                <p class="help" role="status">{ t.t("lab-loading") }</p>
            </main>
        },
        State::Failed => html! {
            <main class="setup lab">
                <h1>{ t.t("lab-title") }</h1>
                <p class="error" role="alert" id="lab-unavailable">{ t.t("lab-unavailable") }</p>
                <div class="actions">
                    <button class="primary" onclick={props.on_back.reform(|_: MouseEvent| ())}>{ t.t("setup-back") }</button>
                </div>
            </main>
        },
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

/// Has the Lab's module draw the Lab into a new element just before `app`'s.
fn show(
    m: &JsValue,
    app: &web_sys::Element,
    lang: Lang,
    shared: Option<&LabLink>,
    on_back: Callback<()>,
) -> Option<Shown> {
    let mount: js_sys::Function = js_sys::Reflect::get(m, &"mount_lab_screen".into()).ok()?.dyn_into().ok()?;
    let element = app.owner_document()?.create_element("div").ok()?;
    element.set_class_name("screen");
    app.before_with_node_1(&element).ok()?;
    // Back is answered after the Lab's click is done: leaving unmounts the Lab, which
    // its module must not do while it is still handling that click.
    let on_back = Closure::<dyn Fn()>::new(move || {
        let on_back = on_back.clone();
        gloo::timers::callback::Timeout::new(0, move || on_back.emit(())).forget();
    });
    let shared = shared.and_then(|lab| Link::Lab(lab.clone()).encode()).unwrap_or_default();
    let messages = i18n::source(lang).unwrap_or_default();
    let args = js_sys::Array::of5(&element, &lang.tag().into(), &(*messages).into(), &shared.into(), on_back.as_ref());
    match mount.apply(&JsValue::NULL, &args) {
        Ok(handle) => Some(Shown { element, handle, _on_back: on_back }),
        Err(_) => {
            element.remove();
            None
        }
    }
}
