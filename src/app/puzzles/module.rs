//! The puzzles in the later screens' module (`app::later`, `src/later_screens`),
//! loaded when the puzzles are first opened. Its shared link is a puzzle.

use super::Puzzles;
use crate::app::later::{self, Mounted};
use crate::share::Link;
use yew::prelude::*;

/// Draws the puzzles into `host` (`app::later::mount`), opening the puzzle of the link
/// `shared` (link text; anything else: the next puzzle).
pub fn mount(host: web_sys::Element, lang: &str, messages: &str, shared: &str, on_back: js_sys::Function) -> Mounted {
    let shared = match Link::decode(shared) {
        Ok(Link::Puzzle { variant, id }) => Some((variant, id)),
        _ => None,
    };
    later::mount(host, lang, messages, on_back, |on_back| html! { <Puzzles on_back={on_back} shared={shared} /> })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Translator};

    fn render(lang: Lang, messages: &str) -> String {
        later::render(lang, messages, || html! { <Puzzles on_back={Callback::noop()} shared={None} /> })
    }

    #[test]
    fn the_puzzle_module_draws_the_screen_at_once_in_the_language_whose_messages_it_is_given() {
        for lang in Lang::ALL {
            let html = render(lang, lang.bundled_source());
            let title = Translator::new(lang).t("pz-title");
            assert!(html.contains(&format!("<h1>{title}</h1>")), "{}: {html}", lang.tag());
            // The family's puzzles are fetched once the screen is there.
            assert!(html.contains("id=\"pz-fetching\""), "{}", lang.tag());
        }
        assert_eq!(render(Lang::Fi, ""), "");
    }
}
