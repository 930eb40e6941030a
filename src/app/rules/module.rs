//! The rules pages in the later screens' module (`app::later`, `src/later_screens`),
//! loaded when they are first opened. Their shared link is the page's own link
//! (`Link::Page`), so the page opens as a link to it would.

use super::{Page, RulesDialog};
use crate::app::later::{self, Mounted};
use crate::engine::sampo::HouseRules;
use crate::share::Link;
use yew::prelude::*;

/// The page the link text `shared` opens; Sampo's rules for anything else.
fn page(shared: &str) -> Page {
    match Link::decode(shared) {
        Ok(Link::Page { page, .. }) => Page::of(&page),
        _ => None,
    }
    .unwrap_or(Page::Sampo(HouseRules::default()))
}

/// Draws the rules dialog into `host` (`app::later::mount`) at the page of `shared`;
/// closing it calls `on_back`.
pub fn mount(host: web_sys::Element, lang: &str, messages: &str, shared: &str, on_back: js_sys::Function) -> Mounted {
    let page = page(shared);
    later::mount(host, lang, messages, on_back, |on_close| html! { <RulesDialog page={page} on_close={on_close} /> })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sahkku::Variant;
    use crate::i18n::{Lang, Translator};

    #[test]
    fn the_rules_module_opens_the_page_of_its_link_in_its_language() {
        let mut changed = Variant::Unjarga.rules();
        changed.set("blank", "4").unwrap();
        let changed = Page::Sahkku(Variant::Unjarga, changed);
        for lang in Lang::ALL {
            for p in [Page::Sampo(HouseRules::default()), Page::sahkku(Variant::Vuonnamarkan), changed] {
                let shared = Link::Page { lang, page: p.lesson() }.encode().unwrap();
                assert_eq!(page(&shared), p);
                let html = later::render(lang, lang.bundled_source(), move || {
                    html! { <RulesDialog page={p} on_close={Callback::noop()} /> }
                });
                let title = Translator::new(lang).t("rules-title");
                assert!(html.contains(&title), "{}: {html}", lang.tag());
            }
        }
        assert_eq!(page(""), Page::Sampo(HouseRules::default()));
        assert_eq!(
            later::render(
                Lang::Fi,
                "",
                || html! { <RulesDialog page={Page::sahkku(Variant::Unjarga)} on_close={Callback::noop()} /> }
            ),
            ""
        );
    }
}
