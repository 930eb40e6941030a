//! The position editor in the later screens' module (`app::later`,
//! `src/later_screens`), loaded when it is first opened. Its shared link is an
//! analysis link (a record that starts from a position set up by hand).

use super::PositionEditor;
use crate::app::later::{self, Mounted};
use crate::share::Link;
use std::rc::Rc;
use yew::prelude::*;

/// Draws the editor into `host` (`app::later::mount`), opening the position of the
/// analysis link `shared` (link text; anything else: the start of the family last
/// played).
pub fn mount(host: web_sys::Element, lang: &str, messages: &str, shared: &str, on_back: js_sys::Function) -> Mounted {
    let shared = match Link::decode(shared) {
        Ok(Link::Analysis(record)) => Some(Rc::new(record)),
        _ => None,
    };
    later::mount(
        host,
        lang,
        messages,
        on_back,
        |on_back| html! { <PositionEditor on_back={on_back} shared={shared} /> },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Translator};

    fn render(lang: Lang, messages: &str) -> String {
        later::render(lang, messages, || html! { <PositionEditor on_back={Callback::noop()} shared={None} /> })
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
