//! The position editor's side of its screen in a wasm module of its own
//! (`src/later_screens`), loaded when the editor is first opened
//! (`app::module_host::ModuleHost`), as the Lab's is (`app::lab::module`): what
//! crosses between the two modules is the language's tag and its messages' text, a
//! shared position (an analysis link) as link text, and the function that goes back.

use super::PositionEditor;
use crate::app::i18n::{self, I18n};
use crate::i18n::Lang;
use crate::share::Link;
use std::rc::Rc;
use wasm_bindgen::JsValue;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct RootProps {
    lang: Lang,
    /// The text of the language's file; empty: it is fetched.
    messages: Rc<str>,
    shared: Option<Rc<crate::engine::sahkku::Record>>,
    on_back: Callback<()>,
}

/// The editor in the app's language.
#[component]
fn EditorRoot(props: &RootProps) -> Html {
    let Some(t) = i18n::use_given_messages(props.lang, props.messages.clone()) else { return html! {} };
    html! {
        <ContextProvider<I18n> context={t}>
            <PositionEditor on_back={props.on_back.clone()} shared={props.shared.clone()} />
        </ContextProvider<I18n>>
    }
}

/// The editor drawn into its element; dropped with `unmount`.
#[derive(Debug)]
pub struct Mounted(AppHandle<EditorRoot>);

impl Mounted {
    pub fn unmount(self) {
        self.0.destroy();
    }
}

/// Draws the editor into `host` in the language tagged `lang` (English if the tag is
/// not one of the app's), whose file's text is `messages` (empty: fetched), opening
/// the position of the analysis link `shared` (link text; anything else: the start of
/// the family last played).
/// `on_back` is called with no argument.
pub fn mount(host: web_sys::Element, lang: &str, messages: &str, shared: &str, on_back: js_sys::Function) -> Mounted {
    let lang = Lang::from_tag(lang).unwrap_or(Lang::En);
    let shared = match Link::decode(shared) {
        Ok(Link::Analysis(record)) => Some(Rc::new(record)),
        _ => None,
    };
    let on_back = Callback::from(move |()| {
        let _ = on_back.call0(&JsValue::NULL);
    });
    let props = RootProps { lang, messages: messages.into(), shared, on_back };
    Mounted(yew::Renderer::<EditorRoot>::with_root_and_props(host, props).render())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Translator;

    fn render(lang: Lang, messages: &str) -> String {
        let messages = messages.to_owned();
        let props =
            move || RootProps { lang, messages: Rc::from(messages.as_str()), shared: None, on_back: Callback::noop() };
        futures::executor::block_on(yew::ServerRenderer::<EditorRoot>::with_props(props).hydratable(false).render())
    }

    #[test]
    fn the_editor_module_draws_the_screen_at_once_in_the_language_whose_messages_it_is_given() {
        for lang in Lang::ALL {
            let html = render(lang, lang.bundled_source());
            let title = Translator::new(lang).t("ed-title");
            assert!(html.contains(&format!("<h1>{title}</h1>")), "{}: {html}", lang.tag());
            // The family's start, placed: a position that can be played.
            assert!(html.contains("id=\"ed-valid\""), "{}", lang.tag());
        }
        assert_eq!(render(Lang::Fi, ""), "");
    }
}
