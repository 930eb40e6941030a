//! The translator as a Yew context, and the remembered language choice.

use super::storage;
use crate::i18n::{Lang, Translator};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

pub(crate) const LANG_KEY: &str = "sampo-sahkku.lang";

#[derive(Clone)]
pub struct I18n(pub Rc<Translator>);

impl PartialEq for I18n {
    fn eq(&self, other: &Self) -> bool {
        self.0.lang() == other.0.lang()
    }
}

impl std::ops::Deref for I18n {
    type Target = Translator;
    fn deref(&self) -> &Translator {
        &self.0
    }
}

#[hook]
pub fn use_i18n() -> I18n {
    use_context::<I18n>().expect("the App provides I18n")
}

/// The remembered language, or else the best match for the browser's languages.
pub fn initial_lang() -> Lang {
    if let Some(l) = storage::get_string(LANG_KEY).and_then(|t| Lang::from_tag(&t)) {
        return l;
    }
    let langs: Vec<String> = web_sys::window()
        .map(|w| w.navigator().languages().iter().filter_map(|v| v.as_string()).collect())
        .unwrap_or_default();
    Lang::negotiate(langs.iter().map(String::as_str))
}

pub fn remember_lang(lang: Lang) {
    storage::set_string(LANG_KEY, lang.tag());
}

thread_local! {
    /// Languages loaded so far: switching back and forth fetches each file once.
    static LOADED: RefCell<HashMap<Lang, I18n>> = RefCell::new(HashMap::new());
    /// Their files' text, which the Lab's module is given (`lab::host`): it reads it
    /// at once instead of fetching the file again.
    static SOURCES: RefCell<HashMap<Lang, Rc<str>>> = RefCell::new(HashMap::new());
}

/// The text of `lang`'s file if it was loaded before.
pub fn source(lang: Lang) -> Option<Rc<str>> {
    SOURCES.with(|s| s.borrow().get(&lang).cloned())
}

/// The translator for `lang` if it was loaded before.
pub fn cached(lang: Lang) -> Option<I18n> {
    LOADED.with(|l| l.borrow().get(&lang).cloned())
}

/// Fetches a language's messages (the service worker answers offline). If the
/// file cannot be had, English is tried; `None` when no messages can be had at all.
pub async fn load(lang: Lang) -> Option<I18n> {
    for l in [lang, Lang::En] {
        if let Some(t) = cached(l) {
            return Some(t);
        }
        if let Some(text) = fetch_text(&format!("locales/{}", l.file_name())).await {
            let t = I18n(Rc::new(Translator::from_source(l, &text)));
            LOADED.with(|m| m.borrow_mut().insert(l, t.clone()));
            SOURCES.with(|m| m.borrow_mut().insert(l, text.into()));
            return Some(t);
        }
    }
    None
}

async fn fetch_text(url: &str) -> Option<String> {
    let window = web_sys::window()?;
    let response = wasm_bindgen_futures::JsFuture::from(window.fetch_with_str(url)).await.ok()?;
    let response: web_sys::Response = response.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    let text = wasm_bindgen_futures::JsFuture::from(response.text().ok()?).await.ok()?;
    text.as_string()
}

/// A screen's module's translator (`app::module_host`): from `messages`, the text of
/// the language's file the app gave, read at once; without it (empty), the file is
/// fetched (the browser, or offline the service worker, has it) and `None` until then.
#[hook]
pub fn use_given_messages(lang: Lang, messages: Rc<str>) -> Option<I18n> {
    let t = use_state(|| (!messages.is_empty()).then(|| I18n(Rc::new(Translator::from_source(lang, &messages)))));
    {
        let t = t.clone();
        use_effect_with(lang, move |&lang| {
            if t.is_none() {
                wasm_bindgen_futures::spawn_local(async move {
                    if let Some(loaded) = load(lang).await {
                        t.set(Some(loaded));
                    }
                });
            }
        });
    }
    (*t).clone()
}
