//! The app's chrome: which screen shows, projector mode, the dialogs over the screen
//! (the rules, the keys help), the update notice and the start page's notice. One
//! reducer holds it all, so a key or a button always acts on the state as it is now
//! (no listener keeps an old copy, nothing is read back from the page) and "a dialog
//! is open" has one answer. What touches the page (classes, storage, full screen)
//! happens in the component's effects, never here; this module is plain data and is
//! tested natively.

use super::rules::Page;
use crate::engine::sampo::Record as SampoRecord;
use crate::session::{sahkku, sampo};
use std::rc::Rc;
use yew::Reducible;

#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    Home,
    SampoSetup,
    /// `key` is given by the chrome to every game it shows, so that a new game's
    /// component starts afresh.
    SampoGame {
        session: Rc<sampo::Session>,
        key: u32,
        /// The guided first game: a coach says what to do.
        tutorial: bool,
    },
    SahkkuSetup,
    SahkkuGame {
        session: Rc<sahkku::Session>,
        key: u32,
        /// Shown as its replay, at this point of its record; `None`: played.
        replay: Option<usize>,
        tutorial: bool,
    },
    Saved,
    Lab,
    SampoReplay {
        table: Rc<sampo::Table>,
        record: Rc<SampoRecord>,
    },
    /// A game opened from a shared link, before the player says what to do with it;
    /// `question` when it was shared as "what would you play here?"
    Shared {
        save: Rc<crate::saves::SaveFile>,
        question: bool,
    },
    /// The Lab with a setting from a shared link.
    SharedLab(Rc<crate::share::LabLink>),
    /// The puzzles; from a shared link, its puzzle first.
    Puzzles(Option<(crate::engine::sahkku::Variant, u32)>),
    /// The position editor, on a shared position (an analysis link's record) or a
    /// game's turn; `back`: the screen it came from (a game, or its replay).
    Editor {
        shared: Option<Rc<crate::engine::sahkku::Record>>,
        back: Option<Rc<Screen>>,
    },
    /// An invitation to a game by link, before the player accepts it.
    Invitation {
        table: Rc<crate::share::Invited>,
        invitation: crate::session::by_link::Invitation,
    },
}

impl Screen {
    /// The lesson flag of the game on screen (`None` where nothing is saved: a
    /// replay, or no game).
    pub fn lesson(&self) -> Option<bool> {
        match self {
            Screen::SampoGame { tutorial, .. } | Screen::SahkkuGame { tutorial, replay: None, .. } => Some(*tutorial),
            _ => None,
        }
    }
}

/// A notice on the start page: the message and, for a damaged save, a download link.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub message: String,
    pub download: Option<String>,
    /// A game in progress waits (the notice came first): offer to go back to it.
    pub resume: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Chrome {
    pub screen: Screen,
    pub notice: Option<Notice>,
    pub projector: bool,
    pub keys_help: bool,
    pub rules: Option<Page>,
    /// A new version of the app is installed and waits for the player's word.
    pub update_ready: bool,
    /// Games shown in this visit (each new game screen's key, and the address seed's offset).
    pub games: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Show a screen; a game screen gets a fresh key.
    Show(Screen),
    ToggleProjector,
    ToggleKeysHelp,
    CloseKeysHelp,
    OpenRules(Page),
    CloseRules,
    /// Escape: closes whatever dialog is open.
    Escape,
    UpdateReady,
    DismissNotice,
    /// Back to the start page with a notice (a link that opens nothing, and why).
    Notify(Notice),
}

/// What a key pressed anywhere in the app asks of the chrome (the games have keys of
/// their own): F switches projector mode, ? the keys help, Escape closes dialogs.
/// `typing` is true when the key went to a text field; `modified` when Ctrl, Alt or
/// Meta was held (a browser shortcut).
pub fn key_action(key: &str, typing: bool, modified: bool) -> Option<Action> {
    match key {
        "f" | "F" if !typing && !modified => Some(Action::ToggleProjector),
        "?" if !typing => Some(Action::ToggleKeysHelp),
        "Escape" => Some(Action::Escape),
        _ => None,
    }
}

impl Chrome {
    /// The chrome as the app opens, on `screen` (a resumed game keeps key 0 and is
    /// not counted: the address seed's first game is still the first one started).
    pub fn new(screen: Screen, notice: Option<Notice>, projector: bool, update_ready: bool) -> Chrome {
        Chrome { screen, notice, projector, keys_help: false, rules: None, update_ready, games: 0 }
    }

    /// Whether a dialog is open over the screen: the screen is then inert, game keys
    /// and computer players wait.
    pub fn dialog_open(&self) -> bool {
        self.keys_help || self.rules.is_some()
    }

    fn show(&mut self, mut screen: Screen) {
        if let Screen::SampoGame { key, .. } | Screen::SahkkuGame { key, .. } = &mut screen {
            self.games += 1;
            *key = self.games;
        }
        self.screen = screen;
    }
}

impl Reducible for Chrome {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut c = (*self).clone();
        match action {
            Action::Show(screen) => c.show(screen),
            Action::ToggleProjector => c.projector = !c.projector,
            Action::ToggleKeysHelp => c.keys_help = !c.keys_help,
            Action::CloseKeysHelp => c.keys_help = false,
            Action::OpenRules(page) => c.rules = Some(page),
            Action::CloseRules => c.rules = None,
            Action::Escape => {
                c.keys_help = false;
                c.rules = None;
            }
            Action::UpdateReady => c.update_ready = true,
            Action::DismissNotice => c.notice = None,
            Action::Notify(notice) => {
                c.show(Screen::Home);
                c.notice = Some(notice);
            }
        }
        // Always a new state: comparing two (the screens hold whole games) would cost
        // more code and time than the render it could save.
        Rc::new(c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sampo::HouseRules;

    fn chrome() -> Rc<Chrome> {
        Rc::new(Chrome::new(Screen::Home, None, false, false))
    }

    fn sampo_game() -> Screen {
        let seat = |i: usize| sampo::Seat { name: format!("P{i}"), colour: i, kind: sampo::SeatKind::Human };
        let table =
            sampo::Table { seats: vec![seat(0), seat(1)], start_seat: 0, rules: HouseRules::default(), seed: 1 };
        Screen::SampoGame { session: Rc::new(sampo::Session::new(table).unwrap()), key: 0, tutorial: false }
    }

    #[test]
    fn every_game_shown_gets_a_fresh_key() {
        let c = chrome().reduce(Action::Show(sampo_game()));
        let c = c.reduce(Action::Show(Screen::Home)).reduce(Action::Show(sampo_game()));
        assert!(matches!(c.screen, Screen::SampoGame { key: 2, .. }));
        assert_eq!(c.games, 2);
        // The game the app opens with (a resumed autosave) is not one started here.
        let opened = Rc::new(Chrome::new(sampo_game(), None, false, false));
        assert_eq!(opened.games, 0);
        assert!(matches!(opened.reduce(Action::Show(sampo_game())).screen, Screen::SampoGame { key: 1, .. }));
    }

    #[test]
    fn a_dialog_is_open_while_the_rules_or_the_keys_help_show_and_escape_closes_both() {
        let c = chrome();
        assert!(!c.dialog_open());
        let c = c.reduce(Action::OpenRules(Page::Sampo(HouseRules::default())));
        assert!(c.dialog_open());
        let c = c.reduce(Action::ToggleKeysHelp);
        assert!(c.keys_help && c.dialog_open());
        let c = c.reduce(Action::Escape);
        assert!(!c.dialog_open() && c.rules.is_none() && !c.keys_help);
        let c = c.reduce(Action::ToggleKeysHelp).reduce(Action::ToggleKeysHelp);
        assert!(!c.dialog_open());
    }

    #[test]
    fn a_refused_link_says_why_on_the_start_page_and_a_dialog_stays_open() {
        let c = chrome().reduce(Action::Show(sampo_game())).reduce(Action::ToggleKeysHelp);
        let notice = Notice { message: "This link opens nothing".into(), download: None, resume: false };
        let c = c.reduce(Action::Notify(notice.clone()));
        assert_eq!(c.screen, Screen::Home);
        assert_eq!(c.notice, Some(notice));
        assert!(c.keys_help, "the player closes what they opened");
        assert!(c.reduce(Action::DismissNotice).notice.is_none());
    }

    #[test]
    fn keys_act_on_the_state_as_it_is_now() {
        // Two presses of F, dispatched one after the other, switch projector mode on and off.
        let c = chrome();
        let f = || key_action("f", false, false).unwrap();
        let on = c.reduce(f());
        assert!(on.projector);
        assert!(!on.reduce(f()).projector);
        // Typing and browser shortcuts are left alone; Escape always closes dialogs.
        assert_eq!(key_action("f", true, false), None);
        assert_eq!(key_action("F", false, true), None);
        assert_eq!(key_action("?", true, false), None);
        assert_eq!(key_action("?", false, false), Some(Action::ToggleKeysHelp));
        assert_eq!(key_action("Escape", true, false), Some(Action::Escape));
        assert_eq!(key_action("x", false, false), None);
    }
}
