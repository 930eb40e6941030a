//! The translator as a Yew context, and the remembered language choice.

use super::storage;
use crate::i18n::{Lang, Translator};
use std::rc::Rc;
use yew::prelude::*;

const LANG_KEY: &str = "sampo-sahkku.lang";

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
