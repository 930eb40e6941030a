//! The Lab in the later screens' module (`app::later`, `src/later_screens`): what
//! players do not need on the first screen loads later (issue 38). Its shared link is
//! a Lab setting.

use super::Lab;
use crate::app::later::{self, Mounted};
use crate::share::Link;
use std::rc::Rc;
use yew::prelude::*;

/// Draws the Lab into `host` (`app::later::mount`), with the setting of the Lab link
/// `shared` (link text; anything else: the setting remembered).
pub fn mount(host: web_sys::Element, lang: &str, messages: &str, shared: &str, on_back: js_sys::Function) -> Mounted {
    let shared = match Link::decode(shared) {
        Ok(Link::Lab(lab)) => Some(Rc::new(lab)),
        _ => None,
    };
    later::mount(host, lang, messages, on_back, |on_back| html! { <Lab on_back={on_back} shared={shared} /> })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sampo::HouseRules;
    use crate::i18n::{Lang, Translator};
    use crate::share::{LabLink, LabSetup};

    /// The Lab's module's drawing, given `messages` (empty: none).
    fn render(lang: Lang, messages: &str, shared: Option<LabLink>) -> String {
        later::render(lang, messages, move || {
            html! { <Lab on_back={Callback::noop()} shared={shared.map(Rc::new)} /> }
        })
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
