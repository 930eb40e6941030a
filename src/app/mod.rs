//! The browser app: a Yew component tree over the engines. No rules live here; the
//! components show the engine's state and send the player's actions back to it.

mod bench;
mod home;
mod i18n;
mod sahkku;
mod sampo;
mod storage;

use crate::i18n::{Lang, Translator};
use i18n::I18n;
use sahkku::{SahkkuGame, SahkkuSetup, SkTable};
use sampo::{SampoGame, SampoSetup, TableConfig};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Clone, PartialEq)]
enum Screen {
    Home,
    SampoSetup,
    /// `key` changes for every new game so that the game component starts afresh.
    SampoGame { table: Rc<TableConfig>, key: u32 },
    SahkkuSetup,
    SahkkuGame { table: Rc<SkTable>, key: u32 },
}

/// A parameter of the page address (`?name=value`).
pub(crate) fn url_param(name: &str) -> Option<String> {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .and_then(|s| web_sys::UrlSearchParams::new_with_str(&s).ok())
        .and_then(|p| p.get(name))
}

/// `?speed=fast` makes computer players act at once: for tests, and for a class
/// that only wants to see the outcome.
pub(crate) fn fast_mode() -> bool {
    url_param("speed").as_deref() == Some("fast")
}

/// A seed given as `?seed=N` in the address makes the dice repeatable (for tests and
/// for replaying a class's game); otherwise each game gets a fresh random seed.
fn seed_for_game(games_started: u32) -> u64 {
    let from_url = url_param("seed").and_then(|s| s.parse::<u64>().ok());
    match from_url {
        Some(seed) => seed.wrapping_add(games_started as u64),
        None => {
            let mut buf = [0u8; 8];
            getrandom::fill(&mut buf).expect("the browser has crypto.getRandomValues");
            u64::from_le_bytes(buf)
        }
    }
}

#[component]
pub fn App() -> Html {
    let lang = use_state(i18n::initial_lang);
    let screen = use_state(|| Screen::Home);
    let games = use_mut_ref(|| 0u32);
    let translator = use_memo(*lang, |l| I18n(Rc::new(Translator::new(*l))));

    {
        let tag = lang.tag();
        use_effect_with(*lang, move |_| {
            if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
                if let Some(el) = doc.document_element() {
                    let _ = el.set_attribute("lang", tag);
                }
            }
        });
    }

    let on_lang = {
        let lang = lang.clone();
        Callback::from(move |l: Lang| {
            i18n::remember_lang(l);
            lang.set(l);
        })
    };
    let go = |s: Screen| {
        let screen = screen.clone();
        Callback::from(move |_| screen.set(s.clone()))
    };
    let start_game = {
        let screen = screen.clone();
        let games = games.clone();
        Callback::from(move |table: TableConfig| {
            let mut n = games.borrow_mut();
            *n += 1;
            let table = TableConfig { seed: seed_for_game(*n - 1), ..table };
            screen.set(Screen::SampoGame { table: Rc::new(table), key: *n });
        })
    };

    let start_sahkku = {
        let screen = screen.clone();
        let games = games.clone();
        Callback::from(move |table: SkTable| {
            let mut n = games.borrow_mut();
            *n += 1;
            let table = SkTable { seed: seed_for_game(*n - 1), ..table };
            screen.set(Screen::SahkkuGame { table: Rc::new(table), key: *n });
        })
    };

    let body = match &*screen {
        Screen::Home => html! {
            <home::Home on_lang={on_lang} on_play_sampo={go(Screen::SampoSetup)} on_play_sahkku={go(Screen::SahkkuSetup)} />
        },
        Screen::SahkkuSetup => html! { <SahkkuSetup on_start={start_sahkku} on_back={go(Screen::Home)} /> },
        Screen::SahkkuGame { table, key } => {
            let again = {
                let start = start_sahkku.clone();
                let table = table.clone();
                Callback::from(move |_| start.emit((*table).clone()))
            };
            html! { <SahkkuGame key={*key} table={table.clone()} on_again={again} on_home={go(Screen::Home)} /> }
        }
        Screen::SampoSetup => html! { <SampoSetup on_start={start_game} on_back={go(Screen::Home)} /> },
        Screen::SampoGame { table, key } => {
            let again = {
                let start_game = start_game.clone();
                let table = table.clone();
                Callback::from(move |_| start_game.emit((*table).clone()))
            };
            html! { <SampoGame key={*key} table={table.clone()} on_again={again} on_home={go(Screen::Home)} /> }
        }
    };

    html! {
        <ContextProvider<I18n> context={(*translator).clone()}>
            { body }
        </ContextProvider<I18n>>
    }
}
