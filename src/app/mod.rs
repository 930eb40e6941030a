//! The browser app: a Yew component tree over the engines. No rules live here; the
//! components show the engine's state and send the player's actions back to it.

mod ask;
mod autosave;
mod by_link;
mod charts;
mod chrome;
mod coach;
mod dom;
mod editor;
pub mod first_paint;
mod game_bar;
mod home;
mod i18n;
mod lab;
mod later;
mod module_host;
mod puzzles;
/// The later screens' module (`src/later_screens`) draws the Lab, the puzzles, the
/// position editor and the rules pages with these.
pub use editor::module::mount as mount_editor;
pub use lab::module::mount as mount_lab;
pub use later::Mounted as MountedScreen;
pub use puzzles::module::mount as mount_puzzles;
pub use rules::module::mount as mount_rules;
mod data_files;
mod players;
mod replay;
mod rule_select;
pub(crate) mod rules;
mod sahkku;
mod sampo;
mod saved;
mod seats;
mod share;
mod slots;
mod sound;
mod storage;
mod teacher;
mod thinker;

use crate::engine::Checked;
use crate::i18n::{Lang, Translator};
use crate::session::by_link::ByLink;
use crate::session::{sahkku as sk_session, sampo as sampo_session};
use crate::share::{Link, LinkError};
pub use chrome::Notice;
use chrome::{Action, Chrome, Screen};
use i18n::I18n;
use module_host::{Module, ModuleHost};
use sahkku::{SahkkuGame, SahkkuSetup};
use sampo::{SampoGame, SampoSetup};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The screen that continues (or, with `replay`, replays) a saved game. Every save
/// reaching here was read with `SaveFile::decode`; one that does not open after all
/// leaves the start page showing.
fn screen_for(save: &crate::saves::SaveFile, replay: bool, tutorial: bool) -> Screen {
    use crate::saves::Opened;
    match save.open() {
        Ok(Opened::Sampo(session)) if replay => {
            Screen::SampoReplay { table: Rc::new(session.table().clone()), record: Rc::new(session.record().clone()) }
        }
        Ok(Opened::Sampo(session)) => Screen::SampoGame { session: Rc::new(*session), key: 0, tutorial },
        Ok(Opened::Sahkku(session)) => {
            Screen::SahkkuGame { session: Rc::new(*session), key: 0, replay: replay.then_some(0), tutorial }
        }
        Err(_) => Screen::Home,
    }
}

/// Where the app opens: what a shared link opens, else the saved game if there is
/// one, else the start page (with a notice when the link or the saved game could not
/// be read); and a rules page to show over it.
fn opening(t: &Translator, link: Option<Result<Link, LinkError>>) -> (Screen, Option<Notice>, Option<rules::Page>) {
    // A shared link comes first; the saved game stays as it is until the player
    // chooses what to do with the shared one.
    match link {
        Some(Ok(link)) => linked(t, link),
        // The start page says why; a game in progress waits there (`Home`'s "back to
        // your game"), untouched.
        Some(Err(e)) => (Screen::Home, Some(refused_link(t, &e)), None),
        None => {
            let (screen, notice) = opening_saved(t);
            (screen, notice, None)
        }
    }
}

fn refused_link(t: &Translator, e: &LinkError) -> Notice {
    let resume = matches!(autosave::current(), autosave::Startup::Resume(_));
    Notice { message: share::refusal(t, e), download: None, resume }
}

/// What a link opens: a game (offered on its own screen), a rules page over the start
/// page, a lesson (the guided first game: a game in progress is kept under Saved games
/// first), the Lab with a setting, an invitation to a game by link (on its own screen,
/// or its game if this device has it already), or a turn of one (its game, gone on
/// with; or the start page saying why not).
fn linked(t: &Translator, link: Link) -> (Screen, Option<Notice>, Option<rules::Page>) {
    use crate::share::Lesson;
    let game = |opened: crate::saves::Opened| {
        keep_game_in_progress(t, &by_link::game_file(&opened));
        by_link::screen(opened)
    };
    let screen = match link {
        Link::Game { save, question } => Screen::Shared { save: Rc::new(save), question },
        Link::Page { page: Lesson::Tutorial { sahkku }, .. } => {
            if let autosave::Startup::Resume(current) = autosave::current() {
                slots::store(&t.t("slots-autosaved-name"), &current);
            }
            tutorial_screen(t, sahkku)
        }
        Link::Page { page, .. } => return (Screen::Home, None, rules::Page::of(&page)),
        Link::Lab(lab) => Screen::SharedLab(Rc::new(lab)),
        Link::Puzzle { variant, id } => Screen::Puzzles(Some((variant, id))),
        Link::Analysis(record) => Screen::Editor { shared: Some(Rc::new(record)), back: None },
        Link::Invite { table, invitation } => match by_link::game(invitation.id) {
            Some(Ok(session)) => game(session),
            // This device has the game, but its save does not open: Saved games says why.
            Some(Err(_)) => Screen::Saved,
            None => Screen::Invitation { table: Rc::new(table), invitation },
        },
        Link::Turn(turn) => match by_link::open_turn(t, &turn) {
            Ok(session) => game(session),
            Err(refused) => {
                let message = refused.words(t);
                let resume = matches!(autosave::current(), autosave::Startup::Resume(_));
                return (Screen::Home, Some(Notice { message, download: None, resume }), None);
            }
        },
    };
    (screen, None, None)
}

/// The guided first game of Sampo or Sáhkku: you against a gentle computer, on the
/// lessons' dice.
fn tutorial_screen(t: &Translator, sahkku: bool) -> Screen {
    if sahkku {
        use crate::engine::sahkku::{levels::Level, Variant};
        use sk_session::{Player, Seat};
        let v = Variant::NavuonMaze;
        let table = sk_session::Table {
            variant: v,
            rules: v.rules(),
            seats: [
                Seat { name: t.t("sk-default-name-1"), player: Player::Human },
                Seat { name: t.t("tutorial-computer"), player: Player::Computer(Level::Random) },
            ],
            seed: crate::lessons::TUTORIAL_SEED,
        };
        let session = Rc::new(sk_session::Session::new(table));
        Screen::SahkkuGame { session, key: 0, replay: None, tutorial: true }
    } else {
        let seat = |name, colour, kind| sampo_session::Seat { name, colour, kind };
        let table = sampo_session::Table {
            seats: vec![
                seat(
                    t.t_args("setup-default-name", &[("n", crate::i18n::Arg::Num(1))]),
                    0,
                    sampo_session::SeatKind::Human,
                ),
                seat(t.t("tutorial-computer"), 1, sampo_session::SeatKind::Computer),
            ],
            start_seat: 0,
            rules: Default::default(),
            seed: crate::lessons::TUTORIAL_SEED,
        };
        let session = sampo_session::Session::new(table).checked("the tutorial's table is valid");
        Screen::SampoGame { session: Rc::new(session), key: 0, tutorial: true }
    }
}

/// Where the app opens without a link: the saved game, or the start page.
fn opening_saved(t: &Translator) -> (Screen, Option<Notice>) {
    match autosave::startup() {
        autosave::Startup::Fresh => (Screen::Home, None),
        // A lesson left half-way goes on as a lesson, coach and all.
        autosave::Startup::Resume(save) => (screen_for(&save, false, coach::lesson_in_progress()), None),
        autosave::Startup::Damaged { reason, text } => {
            let why = crate::saves::words::refusal(t, &reason);
            let message = t.t_args("save-damaged", &[("why", crate::i18n::Arg::Str(&why))]);
            (Screen::Home, Some(Notice { message, download: autosave::download_url(&text), resume: false }))
        }
    }
}

/// The game in progress is kept as a slot before `next` takes its place (a game by
/// link has a slot of its own already).
fn keep_game_in_progress(t: &Translator, next: &crate::saves::SaveFile) {
    if let autosave::Startup::Resume(current) = autosave::current() {
        let by_link = matches!(current.game, crate::saves::SavedGame::Sahkku { link: Some(_), .. });
        if current.game != next.game && !by_link {
            slots::store(&t.t("slots-autosaved-name"), &current);
        }
    }
}

pub(crate) const PROJECTOR_KEY: &str = "sampo-sahkku.projector";

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
        None => fresh_seed(),
    }
}

/// A fresh random number (a game's dice, the next puzzle). Every browser the app runs
/// in has crypto.getRandomValues; were it missing, the clock still gives another
/// number each time (and no panic message code).
fn fresh_seed() -> u64 {
    let mut buf = [0u8; 8];
    match getrandom::fill(&mut buf) {
        Ok(()) => u64::from_le_bytes(buf),
        Err(_) => js_sys::Date::now().to_bits(),
    }
}

/// The app: loads the chosen language's messages, then shows the screens. Until
/// they are there (a few milliseconds; offline the service worker has them) the
/// page stays empty rather than flash another language.
#[component]
pub fn App() -> Html {
    // The link in the address, read once as the app opens (and taken from the
    // address): what the screens open, and a shared rules page's or lesson's language
    // for this visit.
    let link = use_state(|| OpenedLink(Rc::new(std::cell::RefCell::new(share::from_address()))));
    let lang = use_state(|| share::page_lang(&link.0.borrow()).unwrap_or_else(i18n::initial_lang));
    let current = use_state(|| i18n::cached(*lang));
    let failed = use_state(|| false);
    // The language asked for last: a slower fetch of an earlier choice must not win.
    let wanted = use_mut_ref(|| *lang);
    {
        let (current, failed, wanted) = (current.clone(), failed.clone(), wanted.clone());
        use_effect_with(*lang, move |l| {
            let l = *l;
            *wanted.borrow_mut() = l;
            wasm_bindgen_futures::spawn_local(async move {
                let loaded = i18n::load(l).await;
                if *wanted.borrow() != l {
                    return;
                }
                match loaded {
                    Some(t) => current.set(Some(t)),
                    None => failed.set(true),
                }
            });
        });
    }
    let on_lang = {
        let lang = lang.clone();
        Callback::from(move |l: Lang| {
            i18n::remember_lang(l);
            lang.set(l);
        })
    };
    let visit_lang = {
        let lang = lang.clone();
        Callback::from(move |l: Lang| lang.set(l))
    };
    // The start page written into index.html: the app's start page takes its place
    // (`Home`); here it goes where the app cannot start, and where it opened a saved
    // game instead (then it was not shown).
    use_effect_with((current.is_some(), *failed), |&(ready, failed)| {
        if ready || failed {
            first_paint::take_over(failed);
        }
    });
    match &*current {
        Some(t) => html! {
            <ContextProvider<I18n> context={t.clone()}>
                <Screens on_lang={on_lang} on_visit_lang={visit_lang} link={(*link).clone()} />
            </ContextProvider<I18n>>
        },
        // Without its texts the app can only say this, in English.
        None if *failed => html! {
            <main class="home" role="alert">
                <p lang="en">{ "The texts of Sampo & Sáhkku could not be loaded. Check the connection and reload the page." }</p>
            </main>
        },
        None => html! { <main class="loading" aria-busy="true"></main> },
    }
}

/// The link the app was opened with, if any, read once by `App` and handed to the
/// screens, which take it when they open. It never changes: it is compared by
/// identity (comparing or copying a whole game would be wasm for nothing).
#[derive(Clone)]
struct OpenedLink(Rc<std::cell::RefCell<Option<Result<Link, LinkError>>>>);

impl PartialEq for OpenedLink {
    fn eq(&self, other: &OpenedLink) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

#[derive(Properties, PartialEq)]
struct ScreensProps {
    on_lang: Callback<Lang>,
    link: OpenedLink,
    /// A language for this visit only (a shared page's), not remembered.
    on_visit_lang: Callback<Lang>,
}

#[component]
fn Screens(props: &ScreensProps) -> Html {
    let translator = i18n::use_i18n();
    let chrome = {
        let (t, link) = (translator.clone(), props.link.clone());
        use_reducer(move || {
            let (screen, notice, page) = opening(&t, link.0.borrow_mut().take());
            let projector = storage::get_string(PROJECTOR_KEY).as_deref() == Some("on");
            let update_ready = web_sys::window()
                .and_then(|w| js_sys::Reflect::get(&w, &"sampoSahkkuUpdateReady".into()).ok())
                .is_some_and(|v| v.is_truthy());
            Chrome { rules: page, ..Chrome::new(screen, notice, projector, update_ready) }
        })
    };
    let act = |a: Action| {
        let d = chrome.dispatcher();
        Callback::from(move |_| d.dispatch(a.clone()))
    };
    let click = |a: Action| {
        let d = chrome.dispatcher();
        Callback::from(move |_: MouseEvent| d.dispatch(a.clone()))
    };

    // Whether the game on screen is a lesson, remembered so that the autosaved game
    // reopens as one; a replay saves nothing and leaves it as it is.
    use_effect_with(chrome.screen.lesson(), |lesson| {
        if let Some(on) = lesson {
            coach::set_lesson(*on);
        }
    });
    {
        let tag = translator.lang().tag();
        use_effect_with(tag, move |tag| {
            if let Some(el) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
                let _ = el.set_attribute("lang", tag);
            }
        });
    }

    // The window's events the app listens to while it runs, in one effect (each
    // effect is code of its own in the wasm: three cost 0.3 KB gzip more).
    {
        let (d, t, visit_lang) = (chrome.dispatcher(), translator.clone(), props.on_visit_lang.clone());
        use_effect_with((), move |_| {
            let listeners = web_sys::window().map(|w| {
                (
                    // A new version of the app is installed and waiting: say so, and
                    // switch only when the player agrees (never under a running game).
                    {
                        let d = d.clone();
                        gloo::events::EventListener::new(&w, "sampo-sahkku-update", move |_| {
                            d.dispatch(Action::UpdateReady)
                        })
                    },
                    // A link opened in a tab where the app already runs changes only the
                    // address's `#`: it is read as when the app opens.
                    {
                        let d = d.clone();
                        gloo::events::EventListener::new(&w, "hashchange", move |_| match share::from_address() {
                            Some(Ok(link)) => {
                                if let Link::Page { lang, .. } = link {
                                    visit_lang.emit(lang);
                                }
                                let (screen, notice, page) = linked(&t, link);
                                d.dispatch(Action::Show(screen));
                                if let Some(notice) = notice {
                                    d.dispatch(Action::Notify(notice));
                                }
                                if let Some(page) = page {
                                    d.dispatch(Action::OpenRules(page));
                                }
                            }
                            Some(Err(e)) => d.dispatch(Action::Notify(refused_link(&t, &e))),
                            None => {}
                        })
                    },
                    // The app's own keys (F, ?, Escape) become actions; the reducer decides.
                    {
                        let d = d.clone();
                        gloo::events::EventListener::new(&w, "keydown", move |e| {
                            let e = e.dyn_ref::<web_sys::KeyboardEvent>().expect("keydown");
                            let modified = e.ctrl_key() || e.meta_key() || e.alt_key();
                            if let Some(a) = chrome::key_action(&e.key(), game_bar::is_typing(e.target()), modified) {
                                d.dispatch(a);
                            }
                        })
                    },
                )
            });
            // Now that it listens, the app answers the keys pressed on the written start
            // page before it had started (it has no field to type in).
            for (key, modified) in first_paint::early_keys() {
                if let Some(a) = chrome::key_action(&key, false, modified) {
                    d.dispatch(a);
                }
            }
            move || drop(listeners)
        });
    }
    let apply_update = Callback::from(|_: MouseEvent| {
        if let Some(w) = web_sys::window() {
            if let Ok(f) = js_sys::Reflect::get(&w, &"sampoSahkkuApplyUpdate".into()) {
                if let Ok(f) = f.dyn_into::<js_sys::Function>() {
                    let _ = f.call0(&w);
                }
            }
        }
    });

    // Projector mode: large type, strong contrast, full screen; the F key or the
    // corner button switches it, and it is remembered.
    {
        let shown = use_mut_ref(|| None::<bool>);
        use_effect_with(chrome.projector, move |on| {
            let on = *on;
            let doc = web_sys::window().and_then(|w| w.document());
            if let Some(el) = doc.as_ref().and_then(|d| d.document_element()) {
                let _ = if on { el.class_list().add_1("projector") } else { el.class_list().remove_1("projector") };
                // Full screen only when the player switches (not for the remembered
                // mode at start), while the key or click still counts as their
                // gesture; where the browser refuses, type and contrast still apply.
                let switched = shown.borrow().is_some_and(|before| before != on);
                if switched && on {
                    let _ = el.request_fullscreen();
                } else if switched && doc.as_ref().is_some_and(|d| d.fullscreen_element().is_some()) {
                    if let Some(d) = &doc {
                        d.exit_fullscreen();
                    }
                }
            }
            *shown.borrow_mut() = Some(on);
            storage::set_string(PROJECTOR_KEY, if on { "on" } else { "off" });
        });
    }

    let on_lang = props.on_lang.clone();
    let go = |s: Screen| act(Action::Show(s));
    // A new game at a table from a set-up screen, a tutorial or "play again": it gets
    // fresh dice (or the address's seed), and the chrome gives it its own key.
    let start_sampo = {
        let (d, games) = (chrome.dispatcher(), chrome.games);
        Callback::from(move |(table, tutorial): (sampo_session::Table, bool)| {
            let seed = if tutorial { crate::lessons::TUTORIAL_SEED } else { seed_for_game(games) };
            // The set-up screen only offers tables that can be played.
            if let Ok(session) = sampo_session::Session::new(sampo_session::Table { seed, ..table }) {
                d.dispatch(Action::Show(Screen::SampoGame { session: Rc::new(session), key: 0, tutorial }));
            }
        })
    };
    let start_sahkku = {
        let (d, games) = (chrome.dispatcher(), chrome.games);
        Callback::from(move |(table, tutorial): (sk_session::Table, bool)| {
            let seed = if tutorial { crate::lessons::TUTORIAL_SEED } else { seed_for_game(games) };
            sahkku::remember_family(table.variant);
            let session = sk_session::Session::new(sk_session::Table { seed, ..table });
            d.dispatch(Action::Show(Screen::SahkkuGame { session: Rc::new(session), key: 0, replay: None, tutorial }));
        })
    };
    // A game against a friend far away: this device invites (the game is kept in its
    // own slot at once, so the answer finds it).
    let invite_sahkku = {
        let (d, games, t) = (chrome.dispatcher(), chrome.games, translator.clone());
        Callback::from(move |table: sk_session::Table| {
            sahkku::remember_family(table.variant);
            let session = by_link::invite(table, by_link::fresh(games));
            by_link::keep(&t, &crate::saves::SaveFile::from(&session));
            d.dispatch(Action::Show(Screen::SahkkuGame {
                session: Rc::new(session),
                key: 0,
                replay: None,
                tutorial: false,
            }));
        })
    };
    let invite_sampo = {
        let (d, games, t) = (chrome.dispatcher(), chrome.games, translator.clone());
        Callback::from(move |table: sampo_session::Table| {
            if let Some(session) = by_link::invite_sampo(table, by_link::fresh(games)) {
                by_link::keep(&t, &crate::saves::SaveFile::from(&session));
                d.dispatch(Action::Show(Screen::SampoGame { session: Rc::new(session), key: 0, tutorial: false }));
            }
        })
    };
    // The guided first games: you against a gentle computer, on the lessons' dice.
    let tutorial = |sahkku: bool| {
        let (d, t) = (chrome.dispatcher(), translator.clone());
        Callback::from(move |_: ()| {
            if sahkku {
                sahkku::remember_family(crate::engine::sahkku::Variant::NavuonMaze);
            }
            d.dispatch(Action::Show(tutorial_screen(&t, sahkku)));
        })
    };
    let (tutorial_sampo, tutorial_sahkku) = (tutorial(false), tutorial(true));

    let body = match &chrome.screen {
        Screen::Home => {
            let resume = {
                let d = chrome.dispatcher();
                Callback::from(move |_| {
                    if let autosave::Startup::Resume(save) = autosave::current() {
                        d.dispatch(Action::Show(screen_for(&save, false, coach::lesson_in_progress())));
                    }
                })
            };
            let show = {
                let d = chrome.dispatcher();
                Callback::from(move |screen| d.dispatch(Action::Show(screen)))
            };
            html! {
                <home::Home on_lang={on_lang} on_play_sampo={go(Screen::SampoSetup)} on_play_sahkku={go(Screen::SahkkuSetup)}
                    on_show={show}
                    on_tutorial_sampo={tutorial_sampo} on_tutorial_sahkku={tutorial_sahkku} notice={chrome.notice.clone()}
                    on_dismiss={act(Action::DismissNotice)} on_resume={resume} />
            }
        }
        Screen::Shared { save, question } => {
            let open = {
                let (d, t) = (chrome.dispatcher(), translator.clone());
                Callback::from(move |(save, watch): (Rc<crate::saves::SaveFile>, bool)| {
                    // Played on here, the shared game becomes the one in progress: the
                    // one that was is kept under Saved games first.
                    if !watch {
                        keep_game_in_progress(&t, &save);
                    }
                    d.dispatch(Action::Show(screen_for(&save, watch, false)));
                })
            };
            html! { <share::Shared save={save.clone()} question={*question} on_open={open} on_home={go(Screen::Home)} /> }
        }
        Screen::Saved => {
            let open = {
                let (d, t) = (chrome.dispatcher(), translator.clone());
                Callback::from(move |save: crate::saves::SaveFile| {
                    keep_game_in_progress(&t, &save);
                    d.dispatch(Action::Show(screen_for(&save, false, false)));
                })
            };
            let replay = {
                let d = chrome.dispatcher();
                Callback::from(move |save: crate::saves::SaveFile| {
                    d.dispatch(Action::Show(screen_for(&save, true, false)))
                })
            };
            html! { <saved::Saved on_open={open} on_replay={replay} on_back={go(Screen::Home)} /> }
        }
        Screen::Lab => html! { <ModuleHost module={Module::Lab} on_back={go(Screen::Home)} /> },
        Screen::SharedLab(lab) => {
            let shared: Rc<str> = Link::Lab((**lab).clone()).encode().unwrap_or_default().into();
            html! { <ModuleHost module={Module::Lab} on_back={go(Screen::Home)} shared={shared} /> }
        }
        Screen::Puzzles(shared) => {
            let shared = shared.and_then(|(variant, id)| Link::Puzzle { variant, id }.encode()).unwrap_or_default();
            html! { <ModuleHost module={Module::Puzzles} on_back={go(Screen::Home)} shared={Rc::<str>::from(shared)} /> }
        }
        Screen::Editor { shared, back } => {
            let shared = shared.as_ref().and_then(|r| Link::Analysis((**r).clone()).encode()).unwrap_or_default();
            let back = go(back.as_deref().cloned().unwrap_or(Screen::Home));
            html! { <ModuleHost module={Module::Editor} on_back={back} shared={Rc::<str>::from(shared)} /> }
        }
        Screen::Invitation { table, invitation } => {
            let accept = {
                let (d, t, games) = (chrome.dispatcher(), translator.clone(), chrome.games);
                let (table, invitation) = (table.clone(), invitation.clone());
                Callback::from(move |_: MouseEvent| {
                    if let Some(game) = by_link::accept(&table, &invitation, by_link::fresh(games)) {
                        let save = by_link::game_file(&game);
                        keep_game_in_progress(&t, &save);
                        by_link::keep(&t, &save);
                        d.dispatch(Action::Show(by_link::screen(game)));
                    }
                })
            };
            by_link::invitation(&translator, table, accept, click(Action::Show(Screen::Home)))
        }
        Screen::SampoReplay { table, record } => html! {
            <sampo::SampoReplay table={table.clone()} record={record.clone()} on_back={go(Screen::Saved)} />
        },
        Screen::SahkkuSetup => html! {
            <SahkkuSetup on_start={start_sahkku.reform(|table| (table, false))} on_invite={invite_sahkku} on_back={go(Screen::Home)} />
        },
        Screen::SahkkuGame { session, key, replay, tutorial } => {
            // Play again: the same table, new dice, no lesson; by link, a new invitation
            // to the same friend (this device on side 1).
            let again = {
                let mut table = session.table().clone();
                if session.my_side() == Some(crate::engine::sahkku::Side::Two) {
                    table.seats.swap(0, 1);
                }
                match session.link() {
                    Some(_) => invite_sahkku.reform(move |_| table.clone()),
                    None => start_sahkku.reform(move |_| (table.clone(), false)),
                }
            };
            // The turn on to the editor's analysis; back, to the game as it was left
            // (a game played on is saved first, its hint noted: the editor may not
            // come back).
            let analyse = {
                let d = chrome.dispatcher();
                Callback::from(move |(turn, back): (Rc<crate::engine::sahkku::Record>, Screen)| {
                    if let Screen::SahkkuGame { session, replay: None, .. } = &back {
                        autosave::save(crate::saves::SaveFile::from(&**session));
                    }
                    d.dispatch(Action::Show(Screen::Editor { shared: Some(turn), back: Some(Rc::new(back)) }));
                })
            };
            html! { <SahkkuGame key={*key} session={game_bar::Shared(session.clone())} replay={*replay} tutorial={*tutorial} on_again={again} on_home={go(Screen::Home)} on_analyse={analyse} /> }
        }
        Screen::SampoSetup => html! {
            <SampoSetup on_start={start_sampo.reform(|table| (table, false))} on_invite={invite_sampo} on_back={go(Screen::Home)} />
        },
        Screen::SampoGame { session, key, tutorial } => {
            // Play again: the same table, new dice; by link, a new invitation to the same
            // friend (this device in the first seat).
            let again = {
                let mut table = session.table().clone();
                if session.my_seat() == Some(1) {
                    table.seats.swap(0, 1);
                }
                match session.my_seat() {
                    Some(_) => invite_sampo.reform(move |_| table.clone()),
                    None => start_sampo.reform(move |_| (table.clone(), false)),
                }
            };
            let replay = {
                let d = chrome.dispatcher();
                Callback::from(move |s: Rc<sampo_session::Session>| {
                    d.dispatch(Action::Show(Screen::SampoReplay {
                        table: Rc::new(s.table().clone()),
                        record: Rc::new(s.record().clone()),
                    }))
                })
            };
            html! { <SampoGame key={*key} session={game_bar::Shared(session.clone())} tutorial={*tutorial} on_again={again} on_home={go(Screen::Home)} on_replay={replay} /> }
        }
    };

    let dialog_open = chrome.dialog_open();
    let dialogs = {
        let d = chrome.dispatcher();
        rules::Dialogs { open_rules: Callback::from(move |p| d.dispatch(Action::OpenRules(p))), open: dialog_open }
    };
    html! {
        <>
            <ContextProvider<rules::Dialogs> context={dialogs}>
                // Under an open dialog the screen is inert: Tab and clicks stay in the dialog.
                <div class="screen" inert={dialog_open}>{ body }</div>
            </ContextProvider<rules::Dialogs>>
            if let Some(page) = chrome.rules {
                <rules::RulesOpen page={page} on_close={act(Action::CloseRules)} />
            }
            if chrome.keys_help {
                <div class="keys-help" role="dialog" aria-modal="true" aria-labelledby="keys-title" id="keys-help">
                    <h2 id="keys-title">{ translator.t("keys-title") }</h2>
                    <dl>
                        { ["space", "dice", "keep", "undo", "hint", "analyse", "next", "path", "cells", "squares", "projector", "help"].iter().map(|k| html! {
                            <>
                                <dt>{ translator.t(&format!("keys-{k}-key")) }</dt>
                                <dd>{ translator.t(&format!("keys-{k}")) }</dd>
                            </>
                        }).collect::<Html>() }
                    </dl>
                    <button class="primary" id="keys-close" onclick={click(Action::CloseKeysHelp)} autofocus=true>{ translator.t("save-dismiss") }</button>
                </div>
            }
            { corner_buttons(&translator, chrome.projector, click(Action::ToggleKeysHelp), click(Action::ToggleProjector)) }
            if chrome.update_ready {
                <div class="update-banner" role="status" id="update-banner">
                    <span>{ translator.t("update-ready") }</span>
                    <button class="primary" onclick={apply_update}>{ translator.t("update-reload") }</button>
                </div>
            }
        </>
    }
}

/// The keys help and projector buttons in the corner of every screen (also on the
/// start page written into index.html: `first_paint`).
pub(crate) fn corner_buttons(
    t: &Translator,
    projector: bool,
    on_keys: Callback<MouseEvent>,
    on_projector: Callback<MouseEvent>,
) -> Html {
    html! {
        <>
            <button class="keys-toggle" id="keys-toggle" aria-label={t.t("keys-title")} onclick={on_keys}>{ "?" }</button>
            <button class={classes!("projector-toggle", projector.then_some("on"))} id="projector-toggle"
                aria-pressed={projector.to_string()} title={t.t("projector-keys")}
                onclick={on_projector}>
                { t.t("projector") }
            </button>
        </>
    }
}
