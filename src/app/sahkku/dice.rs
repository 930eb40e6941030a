//! The stick dice and the action beside them: throw (for a person), or who is
//! thinking (for the computer).

use super::narrate::face_name;
use crate::app::i18n::I18n;
use crate::engine::sahkku::{Die, DieState, Face};
use crate::i18n::Arg;
use yew::prelude::*;

/// A stick die: a long four-sided stick showing its face, and its state.
/// `hinted`: the hint's best choice throws this die again.
#[allow(clippy::too_many_arguments)]
fn stick(
    t: &I18n,
    i: usize,
    face: Face,
    state: DieState,
    rerolled: bool,
    selected: bool,
    hinted: bool,
    on: Callback<u8>,
) -> Html {
    let marks = match face {
        Face::X => html! { <path class="face-mark" d="M-14 -10 L14 10 M14 -10 L-14 10" /> },
        Face::I => html! { <path class="face-mark" d="M0 -11 V11" /> },
        Face::II => html! { <path class="face-mark" d="M-6 -11 V11 M6 -11 V11" /> },
        Face::III => html! { <path class="face-mark" d="M-11 -11 V11 M0 -11 V11 M11 -11 V11" /> },
        Face::Blank => html! { <circle class="face-blank" r="9" /> },
    };
    let state_id = match state {
        DieState::Unused => "sk-die-unused",
        DieState::Used => "sk-die-used",
        DieState::Burnt => "sk-die-burnt",
    };
    let label = t.t_args(
        "sk-die-label",
        &[("n", Arg::Num(i as i64 + 1)), ("face", Arg::Str(face_name(face))), ("state", Arg::Str(&t.t(state_id)))],
    );
    let click = on.reform(move |_: MouseEvent| i as u8);
    html! {
        <button class={classes!("stick", state_id, selected.then_some("selected"), hinted.then_some("hinted"))} onclick={click} aria-label={label} aria-pressed={selected.to_string()}
            data-face={face_name(face)} data-state={state_id}>
            <svg viewBox="-50 -18 100 36" aria-hidden="true">
                <rect x="-48" y="-16" width="96" height="32" rx="10" />
                { marks }
                if state == DieState::Burnt { <path class="burn" d="M-44 14 L44 -14" /> }
            </svg>
            <span class="die-key" aria-hidden="true">{ i + 1 }</span>
            if rerolled { <span class="rerolled" title={t.t("sk-die-rerolled")}>{ "↻" }</span> }
        </button>
    }
}

/// What the dice panel shows.
pub struct DiceView<'a> {
    pub dice: &'a [Die],
    /// How many dice the family throws.
    pub count: u8,
    /// Throws so far: the sticks' entrance animation plays again with each one.
    pub throws: usize,
    pub selected: Option<u8>,
    /// The dice the hint's best choice throws again.
    pub hinted: Vec<u8>,
    pub on_die: Callback<u8>,
    /// The throw button's message id, when a person is to throw.
    pub throw_label: Option<&'static str>,
    pub on_throw: Callback<MouseEvent>,
    /// The computer side's name while it acts.
    pub thinking: Option<&'a str>,
    /// Its question found no answer: what asks it again.
    pub stalled: Option<Callback<MouseEvent>>,
    /// The master plays with its hand-made score: its learned one could not be loaded.
    pub unscored: bool,
}

/// The sticks, and the throw button or who is thinking. (A function, not a component:
/// it keeps no state of its own.)
pub fn dice_panel(t: &I18n, v: DiceView<'_>) -> Html {
    html! {
        <section class="sk-dice" aria-label={t.t("sk-dice")}>
            <div class="sticks fresh" key={v.throws.to_string()}>
                { v.dice.iter().enumerate().map(|(i, die)| {
                    let hinted = v.hinted.contains(&(i as u8));
                    stick(t, i, die.face, die.state, die.rerolled, v.selected == Some(i as u8), hinted, v.on_die.clone())
                }).collect::<Html>() }
                // Before the first throw, the sticks' room is kept: nothing moves when they come.
                { (v.dice.len()..v.count as usize).map(|_| html! { <span class="stick blank" aria-hidden="true"><svg viewBox="-50 -18 100 36" /></span> }).collect::<Html>() }
            </div>
            // The action's row keeps its height when the button goes: nothing below moves.
            <div class="sk-action">
                if let Some(label) = v.throw_label {
                    <button class="primary big" id="sk-throw" onclick={v.on_throw}>
                        { t.t(label) }<span class="keys">{ t.t("board-roll-keys") }</span>
                    </button>
                }
                if let Some(again) = v.stalled {
                    <div class="sk-stalled">
                        <p class="notice" role="alert" id="sk-stalled">{ t.t("sk-computer-stalled") }</p>
                        <button class="primary" id="sk-ask-again" onclick={again}>{ t.t("sk-computer-ask-again") }</button>
                    </div>
                } else if let Some(name) = v.thinking {
                    <p class="computer-rolls">{ t.t_args("sk-computer-thinking", &[("name", Arg::Str(name))]) }</p>
                }
            </div>
            if v.unscored {
                <p class="notice unscored" role="status" id="sk-unscored">{ t.t("sk-master-unscored") }</p>
            }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::use_i18n;
    use crate::i18n::Lang;

    #[component]
    fn Throw() -> Html {
        let t = use_i18n();
        let die = |face| Die { face, state: DieState::Unused, rerolled: false };
        let dice = [die(Face::X), die(Face::III), die(Face::X)];
        dice_panel(
            &t,
            DiceView {
                dice: &dice,
                count: 3,
                throws: 1,
                selected: None,
                hinted: vec![2],
                on_die: Callback::noop(),
                throw_label: None,
                on_throw: Callback::noop(),
                thinking: None,
                stalled: None,
                unscored: false,
            },
        )
    }

    /// The die the hint's best choice throws again is marked, and only that one
    /// (`session::hint` says which: `marked_dice`).
    #[test]
    fn the_die_a_hint_throws_again_is_marked_and_no_other() {
        let html = crate::app::later::render(Lang::En, Lang::En.bundled_source(), || html! { <Throw /> });
        let sticks: Vec<&str> = html.split("<button ").skip(1).collect();
        assert_eq!(sticks.len(), 3, "{html}");
        let class = |s: &str| s.split("class=\"").nth(1).and_then(|c| c.split('"').next()).unwrap_or("").to_owned();
        let marked: Vec<bool> = sticks.iter().map(|s| class(s).split(' ').any(|c| c == "hinted")).collect();
        assert_eq!(marked, [false, false, true], "{html}");
        assert!(sticks[2].contains("Die 3"), "the third die is the one marked: {}", sticks[2]);
    }
}
