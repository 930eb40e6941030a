//! The later screens' side of their module (`src/later_screens`: the Lab, the puzzles,
//! the position editor), which the app loads when one is first opened
//! (`app::module_host::ModuleHost`). What crosses between the two modules is plain:
//! the language's tag and its messages' text, a shared link as text (read by the same
//! code as the links people share), and the function that goes back. Each screen's
//! `module.rs` reads its link; the root it is drawn under is this one.

use super::i18n::{self, I18n};
use crate::i18n::Lang;
use std::rc::Rc;
use wasm_bindgen::JsValue;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct RootProps {
    lang: Lang,
    /// The text of the language's file; empty: it is fetched.
    messages: Rc<str>,
    /// The screen.
    children: Html,
}

/// A screen in the app's language, once its messages are read.
#[component]
pub fn LaterRoot(props: &RootProps) -> Html {
    let Some(t) = i18n::use_given_messages(props.lang, props.messages.clone()) else { return html! {} };
    html! {
        <ContextProvider<I18n> context={t}>{ props.children.clone() }</ContextProvider<I18n>>
    }
}

/// A later screen drawn into its element; dropped with `unmount`.
#[derive(Debug)]
pub struct Mounted(AppHandle<LaterRoot>);

impl Mounted {
    pub fn unmount(self) {
        self.0.destroy();
    }
}

/// Draws the screen `screen` makes (given what goes back) into `host`, in the language
/// tagged `lang` (English if the tag is not one of the app's), whose file's text is
/// `messages` (empty: fetched). `on_back` is called with no argument.
pub fn mount(
    host: web_sys::Element,
    lang: &str,
    messages: &str,
    on_back: js_sys::Function,
    screen: impl FnOnce(Callback<()>) -> Html,
) -> Mounted {
    let lang = Lang::from_tag(lang).unwrap_or(Lang::En);
    let on_back = Callback::from(move |()| {
        let _ = on_back.call0(&JsValue::NULL);
    });
    let props = RootProps { lang, messages: messages.into(), children: screen(on_back) };
    Mounted(yew::Renderer::<LaterRoot>::with_root_and_props(host, props).render())
}

/// The drawing of the screen `screen` makes, given `messages` (empty: none), for tests.
#[cfg(test)]
pub fn render(lang: Lang, messages: &str, screen: impl FnOnce() -> Html + Send + 'static) -> String {
    // (Props made in the renderer's closure, which must be `Send`: from owned text.)
    let messages = messages.to_owned();
    let props = move || RootProps { lang, messages: Rc::from(messages.as_str()), children: screen() };
    futures::executor::block_on(yew::ServerRenderer::<LaterRoot>::with_props(props).hydratable(false).render())
}
