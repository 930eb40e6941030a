//! What both games share around the board: the autosave after every action, its
//! notices, "Share", "Save as…", and leaving the game.

use super::ask::Ask;
use super::i18n::use_i18n;
use super::{autosave, slots};
use crate::saves::SaveFile;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// A game handed to its screen, compared by identity: a new or restored game always
/// comes in a new `Rc`, so this spares comparing two whole games (their positions,
/// records and events) each time the screens render.
#[derive(Debug)]
pub struct Shared<T>(pub Rc<T>);

impl<T> Clone for Shared<T> {
    fn clone(&self) -> Self {
        Shared(self.0.clone())
    }
}

impl<T> PartialEq for Shared<T> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

#[derive(Clone, Copy, PartialEq, Default)]
pub struct SaveStatus {
    /// Storage refused the last autosave.
    pub failed: bool,
    /// Another tab saves this game: this one has stopped saving.
    pub other_tab: bool,
}

/// Autosaves whenever `moves` changes (a finished game clears the autosave; a replay
/// or a game another tab took over saves nothing), and keeps a game by link in its
/// slot.
#[hook]
pub fn use_autosave(moves: usize, replaying: bool, over: bool, make: Callback<(), SaveFile>) -> SaveStatus {
    let t = use_i18n();
    let failed = use_state(|| false);
    let other_tab = autosave::use_other_tab();
    {
        let failed = failed.clone();
        let other = *other_tab;
        use_effect_with(moves, move |_| {
            let file = make.emit(());
            // A game by link is also kept in a slot of its own, found again when a
            // link comes, whatever the autosave does (here rather than in an effect of
            // each game's: each effect is code of its own in the wasm).
            super::by_link::keep(&t, &file);
            if replaying || other {
                return;
            }
            if over {
                autosave::clear();
            } else {
                failed.set(!autosave::save(file));
            }
        });
    }
    SaveStatus { failed: *failed, other_tab: *other_tab }
}

#[derive(Properties, PartialEq)]
pub struct SaveControlsProps {
    pub status: SaveStatus,
    /// The game as it stands, for "Save as…".
    pub make: Callback<(), SaveFile>,
    /// Moves played so far: a game saved as a slot since its last move is not lost by
    /// leaving it, and the question before leaving says so.
    pub moves: usize,
    pub on_home: Callback<()>,
    /// The position a replay shows, for "Share" (else the game as it stands).
    #[prop_or_default]
    pub position: Option<Callback<(), SaveFile>>,
    /// Whether "Share" is offered (not for a game by link: its link is the turn's).
    #[prop_or(true)]
    pub share: bool,
    /// The game is kept under Saved games whatever happens (a game by link).
    #[prop_or_default]
    pub kept: bool,
}

/// What the header asks before it acts.
#[derive(Clone, Copy, PartialEq)]
enum Asking {
    SaveAs,
    Leave,
}

/// The notices, "Save as…" and "Leave the game" of a game's header.
#[component]
pub fn SaveControls(props: &SaveControlsProps) -> Html {
    let t = use_i18n();
    // The number of moves the game had when it was last saved as a slot.
    let saved_at = use_state(|| None::<usize>);
    // The question open over the game, if any; and whether the last "Save as…" failed.
    let asking = use_state(|| None::<Asking>);
    let store_failed = use_state(|| false);
    let ask = |what: Asking| {
        let asking = asking.clone();
        Callback::from(move |_: MouseEvent| asking.set(Some(what)))
    };
    let answer = {
        let (asking, make, saved_at, moves, failed) =
            (asking.clone(), props.make.clone(), saved_at.clone(), props.moves, store_failed.clone());
        let on_home = props.on_home.clone();
        Callback::from(move |answer: Option<String>| {
            match (*asking, answer) {
                (Some(Asking::SaveAs), Some(name)) => {
                    // An emptied name: the date and time, as the field first offered.
                    let name = if name.trim().is_empty() { slots::default_name() } else { name.trim().to_string() };
                    let stored = slots::store(&name, &make.emit(()));
                    failed.set(!stored);
                    if stored {
                        saved_at.set(Some(moves));
                    }
                }
                (Some(Asking::Leave), Some(_)) => {
                    autosave::clear();
                    on_home.emit(());
                }
                _ => {}
            }
            asking.set(None);
        })
    };
    let kept = props.kept || *saved_at == Some(props.moves);
    html! {
        <>
            if let Some(what) = *asking {
                <Ask question={t.t(match what {
                        Asking::SaveAs => "slots-name-prompt",
                        Asking::Leave if kept => "board-quit-confirm-saved",
                        Asking::Leave => "board-quit-confirm",
                    })}
                    name={(what == Asking::SaveAs).then(|| AttrValue::from(slots::default_name()))}
                    yes={if what == Asking::SaveAs { "ask-save" } else { "board-quit" }}
                    on_answer={answer} />
            }
            if *store_failed {
                <span class="save-failed" role="alert" id="save-as-failed">{ t.t("slots-save-failed") }</span>
            }
            if props.status.failed {
                <span class="save-failed" role="status" id="save-failed">{ t.t("save-failed") }</span>
            }
            if props.status.other_tab {
                <span class="save-failed" role="status" id="other-tab">{ t.t("save-other-tab") }</span>
            }
            if props.share {
                <super::share::ShareButton question=true link={super::share::game_link(props.make.clone(), props.position.clone())} />
            }
            <button class="secondary quit" id="save-as" onclick={ask(Asking::SaveAs)}>{ t.t("slots-save-as") }</button>
            <button class="secondary" id="leave" onclick={ask(Asking::Leave)}>{ t.t("board-quit") }</button>
        </>
    }
}

/// Whether a key press landed on a control that handles its own keys.
pub fn is_control(target: Option<web_sys::EventTarget>) -> bool {
    target
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .map(|el| {
            matches!(el.tag_name().as_str(), "BUTTON" | "INPUT" | "SELECT" | "TEXTAREA" | "A")
                || el.get_attribute("role").is_some()
        })
        .unwrap_or(false)
}

/// Whether a game's shortcut must leave this key alone: a held key repeating, a
/// browser or system shortcut, or typing in a field. (While a dialog is open over the
/// game, its key listener is not there at all: see `use_game_keys`.)
pub fn not_for_shortcuts(e: &web_sys::KeyboardEvent) -> bool {
    e.repeat() || e.ctrl_key() || e.alt_key() || e.meta_key() || is_typing(e.target())
}

/// A game screen's keys: `on_key` is given each key press that is for shortcuts and
/// says whether it was the game's (it dispatched the game's action), and then the
/// key's default is prevented. The listener is there only while no dialog is open over
/// the game (the app's one answer to that, `use_dialog_open`). (Not generic over the
/// game's actions: each game's copy of the effect was 0.3 KB of wasm.)
#[hook]
pub fn use_game_keys(on_key: Callback<web_sys::KeyboardEvent, bool>) {
    let dialog_open = super::rules::use_dialog_open();
    use_effect_with(dialog_open, move |open| {
        let listener = (!*open).then(web_sys::window).flatten().map(|w| {
            let options = gloo::events::EventListenerOptions::enable_prevent_default();
            gloo::events::EventListener::new_with_options(&w, "keydown", options, move |e| {
                let e = e.dyn_ref::<web_sys::KeyboardEvent>().expect("keydown is a KeyboardEvent");
                if !not_for_shortcuts(e) && on_key.emit(e.clone()) {
                    e.prevent_default();
                }
            })
        });
        move || drop(listener)
    });
}

/// Whether a key went to a field the player types into: no shortcut may take it.
pub fn is_typing(target: Option<web_sys::EventTarget>) -> bool {
    target
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"))
}
