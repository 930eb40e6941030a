//! The Lab's side of the Lab in a wasm module of its own (`src/later_screens`): what
//! players do not need on the first screen loads later (issue 38). The app's module
//! holds a placeholder (`app::module_host::ModuleHost`) that loads this module when the Lab is first
//! opened and asks it to draw the Lab into an element of its own.
//!
//! What crosses between the two modules is plain: the language's tag and its messages'
//! text, a shared setting as link text (`share::Link`, read by the same code as the
//! links people share), and the function that goes back.

use super::{I18n, Lab};
use crate::app::i18n;
use crate::i18n::Lang;
use crate::share::{LabLink, Link};
use std::rc::Rc;
use wasm_bindgen::JsValue;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct RootProps {
    lang: Lang,
    /// The text of the language's file; empty: it is fetched.
    messages: Rc<str>,
    shared: Option<Rc<LabLink>>,
    on_back: Callback<()>,
}

/// The Lab in the app's language.
#[component]
fn LabRoot(props: &RootProps) -> Html {
    let Some(t) = i18n::use_given_messages(props.lang, props.messages.clone()) else { return html! {} };
    html! {
        <ContextProvider<I18n> context={t}>
            <Lab on_back={props.on_back.clone()} shared={props.shared.clone()} />
        </ContextProvider<I18n>>
    }
}

/// The Lab drawn into `host`; dropped with `unmount`.
#[derive(Debug)]
pub struct Mounted(AppHandle<LabRoot>);

impl Mounted {
    pub fn unmount(self) {
        self.0.destroy();
    }
}

/// Draws the Lab into `host` in the language tagged `lang` (English if the tag is not
/// one of the app's), whose file's text is `messages` (empty: fetched), with the
/// setting of the Lab link `shared` (link text; anything else: the setting
/// remembered). `on_back` is called with no argument.
pub fn mount(host: web_sys::Element, lang: &str, messages: &str, shared: &str, on_back: js_sys::Function) -> Mounted {
    let lang = Lang::from_tag(lang).unwrap_or(Lang::En);
    let shared = match Link::decode(shared) {
        Ok(Link::Lab(lab)) => Some(Rc::new(lab)),
        _ => None,
    };
    let on_back = Callback::from(move |()| {
        let _ = on_back.call0(&JsValue::NULL);
    });
    let props = RootProps { lang, messages: messages.into(), shared, on_back };
    Mounted(yew::Renderer::<LabRoot>::with_root_and_props(host, props).render())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sampo::HouseRules;
    use crate::i18n::Translator;
    use crate::share::LabSetup;

    /// The Lab's module's drawing, given `messages` (empty: none).
    fn render(lang: Lang, messages: &str, shared: Option<LabLink>) -> String {
        // (Props made in the renderer's closure, which must be `Send`: from owned text.)
        let messages = messages.to_owned();
        let props = move || RootProps {
            lang,
            messages: Rc::from(messages.as_str()),
            shared: shared.map(Rc::new),
            on_back: Callback::noop(),
        };
        futures::executor::block_on(yew::ServerRenderer::<LabRoot>::with_props(props).hydratable(false).render())
    }

    #[test]
    fn the_lab_module_draws_the_lab_at_once_in_the_language_whose_messages_it_is_given() {
        for lang in Lang::ALL {
            let html = render(lang, lang.bundled_source(), None);
            let title = Translator::new(lang).t("lab-title");
            assert!(html.contains(&format!("<h1>{title}</h1>")), "{}: {html}", lang.tag());
            assert!(html.contains("id=\"lab-form\""), "{}", lang.tag());
        }
        // Without them it draws nothing until it has fetched them.
        assert_eq!(render(Lang::Fi, "", None), "");
    }

    #[test]
    fn the_lab_module_opens_a_shared_setting_given_as_link_text() {
        let lab = LabLink {
            games: 1000,
            seed: 2026,
            setup: LabSetup::Sampo { players: 3, rules: vec![HouseRules::default()] },
        };
        let text = Link::Lab(lab.clone()).encode().unwrap();
        let Ok(Link::Lab(read)) = Link::decode(&text) else { panic!("{text}") };
        let html = render(Lang::En, Lang::En.bundled_source(), Some(read));
        assert!(html.contains("value=\"2026\""), "{html}");
        assert!(!render(Lang::En, Lang::En.bundled_source(), None).contains("value=\"2026\""));
    }
}
