//! Teacher controls, for showing a game to a class: pause the computer, let it act
//! one step per key press, set its pace, and (in Sáhkku) hide the list of legal
//! moves so that the class works them out, or the computer's hints. Remembered
//! between games; the Sáhkku set-up sets the hints too (`set_hints`).

use super::i18n::use_i18n;
use super::storage;
use yew::prelude::*;

const KEY: &str = "sampo-sahkku.teacher";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pace {
    Slow,
    Normal,
    Fast,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Teacher {
    /// The computer waits for the N key (or the Next button) before each action.
    pub step: bool,
    pub pace: Pace,
    /// Sáhkku: the legal moves are listed and the lines a piece can reach marked.
    pub show_legal: bool,
    /// Sáhkku: a person to move may ask the computer for a hint (H).
    pub hints: bool,
}

impl Default for Teacher {
    fn default() -> Self {
        Teacher { step: false, pace: Pace::Normal, show_legal: true, hints: true }
    }
}

impl Pace {
    fn id(self) -> &'static str {
        match self {
            Pace::Slow => "slow",
            Pace::Normal => "normal",
            Pace::Fast => "fast",
        }
    }

    fn from_id(id: &str) -> Option<Pace> {
        [Pace::Slow, Pace::Normal, Pace::Fast].into_iter().find(|p| p.id() == id)
    }
}

impl Teacher {
    /// Stored as words, e.g. `step=0 pace=normal legal=1 hints=1` (a few settings do
    /// not need a JSON parser's code in the app). A word not stored keeps its default.
    fn encode(&self) -> String {
        let (step, legal, hints) = (self.step as u8, self.show_legal as u8, self.hints as u8);
        format!("step={step} pace={} legal={legal} hints={hints}", self.pace.id())
    }

    fn decode(text: &str) -> Option<Teacher> {
        let mut t = Teacher::default();
        for pair in text.split_whitespace() {
            match pair.split_once('=')? {
                ("step", v) => t.step = v == "1",
                ("pace", v) => t.pace = Pace::from_id(v)?,
                ("legal", v) => t.show_legal = v == "1",
                ("hints", v) => t.hints = v == "1",
                _ => return None,
            }
        }
        Some(t)
    }

    /// How long the computer waits before acting, from the game's usual wait.
    pub fn delay_ms(&self, normal: u32) -> u32 {
        if super::fast_mode() {
            return 10;
        }
        match self.pace {
            Pace::Slow => normal * 5 / 2,
            Pace::Normal => normal,
            Pace::Fast => normal / 5,
        }
    }
}

/// Calls `act` after the teacher's delay whenever the computer is to act, unless in
/// step mode or while a dialog is open; `changes` (the game screen's count of its
/// game's changes: Sampo's every action, Sáhkku's `SkState::changes`) restarts the
/// wait after each. It must never come back to a value an earlier render saw: renders
/// can fall behind, and a key that looks unchanged sets no new timer (the game's
/// length does come back, when a roll is undone).
#[hook]
pub fn use_computer_turn(teacher: Teacher, changes: u64, to_act: bool, normal_ms: u32, act: Callback<()>) {
    // While the rules or the keys help are open the computer waits for the readers.
    let reading = crate::app::rules::use_dialog_open();
    let waiting = to_act && !teacher.step && !reading;
    let ms = teacher.delay_ms(normal_ms);
    use_effect_with((changes, waiting, ms), move |(_, waiting, ms)| {
        let timer = waiting.then(|| gloo::timers::callback::Timeout::new(*ms, move || act.emit(())));
        move || drop(timer)
    });
}

fn stored() -> Teacher {
    storage::get_string(KEY).and_then(|s| Teacher::decode(&s)).unwrap_or_default()
}

/// Whether hints are offered in Sáhkku games (the set-up's check box).
pub fn hints_on() -> bool {
    stored().hints
}

pub fn set_hints(on: bool) {
    storage::set_string(KEY, &Teacher { hints: on, ..stored() }.encode());
}

/// The remembered teacher settings; changes are stored.
#[hook]
pub fn use_teacher() -> UseStateHandle<Teacher> {
    let teacher = use_state(stored);
    use_effect_with(*teacher, |t| {
        storage::set_string(KEY, &t.encode());
    });
    teacher
}

#[derive(Properties, PartialEq)]
pub struct TeacherBarProps {
    pub teacher: UseStateHandle<Teacher>,
    /// The computer's next action (offered in step mode while it is the computer's turn).
    pub on_next: Callback<()>,
    pub computer_to_act: bool,
    /// Sáhkku offers "show legal moves"; Sampo has no choices to show.
    #[prop_or_default]
    pub legal_moves: bool,
    /// Sampo's undo of the last roll (Sáhkku has its own undo buttons by the moves).
    #[prop_or_default]
    pub on_undo: Option<Callback<()>>,
    #[prop_or_default]
    pub can_undo: bool,
}

/// The controls, folded away under one summary line so that players who do not
/// need them are not distracted.
#[component]
pub fn TeacherBar(props: &TeacherBarProps) -> Html {
    let t = use_i18n();
    let teacher = props.teacher.clone();
    let set = |f: fn(&mut Teacher)| {
        let teacher = teacher.clone();
        Callback::from(move |_: Event| {
            let mut next = *teacher;
            f(&mut next);
            teacher.set(next);
        })
    };
    let pace = {
        let teacher = teacher.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            let pace = match v.as_str() {
                "slow" => Pace::Slow,
                "fast" => Pace::Fast,
                _ => Pace::Normal,
            };
            teacher.set(Teacher { pace, ..*teacher });
        })
    };
    let tc = *teacher;
    html! {
        <details class="teacher" id="teacher">
            <summary>{ t.t("teacher-title") }{ if tc.step { format!(" · {}", t.t("teacher-step-on")) } else { String::new() } }</summary>
            <div class="teacher-controls">
                <label class="check">
                    <input type="checkbox" id="teacher-step" checked={tc.step} onchange={set(|t| t.step = !t.step)} />
                    { t.t("teacher-step") }
                </label>
                if tc.step {
                    <button class="secondary" id="teacher-next" disabled={!props.computer_to_act}
                        onclick={props.on_next.reform(|_: MouseEvent| ())}>{ t.t("teacher-next") }</button>
                }
                <label>{ t.t("teacher-pace") }
                    <select id="teacher-pace" onchange={pace}>
                        { [(Pace::Slow, "slow"), (Pace::Normal, "normal"), (Pace::Fast, "fast")].iter().map(|(p, v)| html! {
                            <option value={*v} selected={tc.pace == *p}>{ t.t(&format!("teacher-pace-{v}")) }</option>
                        }).collect::<Html>() }
                    </select>
                </label>
                if let Some(undo) = &props.on_undo {
                    <button class="secondary" id="undo-roll" disabled={!props.can_undo}
                        onclick={undo.reform(|_: MouseEvent| ())}>{ t.t("teacher-undo-roll") }</button>
                }
                if props.legal_moves {
                    <label class="check">
                        <input type="checkbox" id="teacher-legal" checked={tc.show_legal} onchange={set(|t| t.show_legal = !t.show_legal)} />
                        { t.t("teacher-legal") }
                    </label>
                    <label class="check">
                        <input type="checkbox" id="teacher-hints" checked={tc.hints} onchange={set(|t| t.hints = !t.hints)} />
                        { t.t("teacher-hints") }
                    </label>
                }
            </div>
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The settings read back as stored; a setting stored before hints existed offers
    /// them (hints are on unless turned off).
    #[test]
    fn the_settings_read_back_and_older_ones_offer_hints() {
        let t = Teacher { step: true, pace: Pace::Fast, show_legal: false, hints: false };
        assert_eq!(Teacher::decode(&t.encode()), Some(t));
        let older = Teacher::decode("step=0 pace=normal legal=1").expect("an older setting reads");
        assert!(older.hints);
        assert_eq!(Teacher::decode("step=0 colour=red"), None);
    }
}
