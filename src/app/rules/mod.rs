//! The rules pages: Sampo and every Sáhkku family, opened over whatever screen is
//! showing (so a game or a half-filled set-up form is still there when the reader
//! closes them). The pictures are drawn by the games' own board components from
//! positions the engine works out (`crate::lessons`). They are drawn by the later
//! screens' module (`module.rs`): 15 KB gzip that the first screen does not need.

pub mod module;
mod sahkku;
mod sampo;

use super::i18n::use_i18n;
use crate::engine::sahkku::{Rules, Variant};
use crate::engine::sampo::HouseRules;
use crate::share::{Lesson, Link};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Which rules to read: Sampo with a table's house rules, or a Sáhkku family with
/// its rules (the preset's, or a table's changed ones).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Page {
    Sampo(HouseRules),
    Sahkku(Variant, Rules),
}

impl Page {
    pub fn sahkku(v: Variant) -> Page {
        Page::Sahkku(v, v.rules())
    }

    /// What a link to this page opens.
    pub fn lesson(self) -> Lesson {
        match self {
            Page::Sampo(r) => Lesson::SampoRules(r),
            Page::Sahkku(v, r) => Lesson::SahkkuRules(v, r),
        }
    }

    /// The page a link's lesson opens; `None` for a tutorial.
    pub fn of(lesson: &Lesson) -> Option<Page> {
        match *lesson {
            Lesson::SampoRules(r) => Some(Page::Sampo(r)),
            Lesson::SahkkuRules(v, r) => Some(Page::Sahkku(v, r)),
            Lesson::Tutorial { .. } => None,
        }
    }
}

/// What the app gives every screen about its dialogs: how to open the rules over
/// it, and whether a dialog (the rules, the keys help) is open now, so that the
/// computer waits while people read.
#[derive(Clone, PartialEq)]
pub struct Dialogs {
    pub open_rules: Callback<Page>,
    pub open: bool,
}

#[hook]
pub fn use_rules_opener() -> Callback<Page> {
    use_context::<Dialogs>().map(|d| d.open_rules).unwrap_or_default()
}

#[hook]
pub fn use_dialog_open() -> bool {
    use_context::<Dialogs>().is_some_and(|d| d.open)
}

/// Focuses `el` once no inert element holds it, trying every frame (`tries` at most):
/// focus cannot go into an inert part of the page.
fn focus_when_free(el: web_sys::HtmlElement, tries: u32) {
    if tries == 0 || el.closest("[inert]").ok().flatten().is_none() {
        let _ = el.focus();
        return;
    }
    gloo::timers::callback::Timeout::new(16, move || focus_when_free(el, tries - 1)).forget();
}

/// The rules dialog on the app's side: drawn by the later screens' module
/// (`module.rs`) over the screen, keyed by the page so that a link to another page
/// opens that one. Focus goes back to the opener when it closes.
#[component]
pub fn RulesOpen(props: &RulesProps) -> Html {
    use crate::app::module_host::{Module, ModuleHost};
    let t = use_i18n();
    use_effect_with((), move |_| {
        let before = web_sys::window().and_then(|w| w.document()).and_then(|d| d.active_element());
        move || {
            // The opener is under the screen, which stays inert until the app has
            // drawn it without the dialog: that render may come a task or more after
            // this one, so focus waits for it.
            if let Some(el) = before.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
                focus_when_free(el, 60);
            }
        }
    });
    let shared: std::rc::Rc<str> =
        Link::Page { lang: t.lang(), page: props.page.lesson() }.encode().unwrap_or_default().into();
    html! { <ModuleHost key={&*shared} module={Module::Rules} on_back={props.on_close.clone()} shared={shared.clone()} /> }
}

#[derive(Properties, PartialEq)]
pub struct RulesProps {
    pub page: Page,
    pub on_close: Callback<()>,
}

#[component]
pub fn RulesDialog(props: &RulesProps) -> Html {
    let t = use_i18n();
    let page = use_state(|| props.page);
    // Focus goes to the dialog when it opens (back to the opener when it closes:
    // `RulesOpen`, on the app's side).
    let title = use_node_ref();
    {
        let title = title.clone();
        use_effect_with((), move |_| {
            if let Some(el) = title.cast::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        });
    }
    let choose = |p: Page| {
        let page = page.clone();
        Callback::from(move |_: MouseEvent| {
            page.set(p);
            if let Some(el) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("rules")) {
                el.set_scroll_top(0);
            }
        })
    };
    let current_id = match *page {
        Page::Sampo(_) => "sampo",
        Page::Sahkku(v, _) => v.id(),
    };
    // A table's own rules stay offered in the list when they differ from the presets.
    let sampo_rules = match (props.page, *page) {
        (_, Page::Sampo(r)) | (Page::Sampo(r), _) => r,
        _ => HouseRules::default(),
    };
    let pick = |v: Variant| match props.page {
        Page::Sahkku(pv, r) if pv == v => Page::Sahkku(v, r),
        _ => Page::sahkku(v),
    };
    html! {
        <div class="rules-dialog" id="rules" role="dialog" aria-modal="true" aria-labelledby="rules-title">
            <header class="rules-head">
                <h1 id="rules-title" tabindex="-1" ref={title}>{ t.t("rules-title") }</h1>
                <crate::app::share::ShareButton id="rules-share" title="share-page-title" note="share-page-note" link={{
                    // The page shown, in the language it is read in.
                    let (lang, shown) = (t.lang(), *page);
                    Callback::from(move |_| Link::Page { lang, page: shown.lesson() })
                }} />
                <button class="primary" id="rules-close" onclick={props.on_close.reform(|_: MouseEvent| ())}>{ t.t("rules-close") }</button>
            </header>
            <nav class="rules-nav" aria-label={t.t("rules-choose")}>
                <button class={classes!("rules-tab", (current_id == "sampo").then_some("current"))} data-page="sampo"
                    aria-pressed={(current_id == "sampo").to_string()} onclick={choose(Page::Sampo(sampo_rules))}>{ t.t("home-sampo-title") }</button>
                { Variant::ALL.iter().map(|&v| html! {
                    <button class={classes!("rules-tab", (current_id == v.id()).then_some("current"))} data-page={v.id()} lang="se"
                        aria-pressed={(current_id == v.id()).to_string()} onclick={choose(pick(v))}>
                        { t.t(&format!("sk-variant-{}", v.id())) }
                    </button>
                }).collect::<Html>() }
            </nav>
            { match *page {
                Page::Sampo(rules) => html! { <sampo::SampoRules rules={rules} /> },
                Page::Sahkku(v, rules) => html! { <sahkku::SahkkuRules key={v.id()} variant={v} rules={rules} /> },
            } }
        </div>
    }
}
