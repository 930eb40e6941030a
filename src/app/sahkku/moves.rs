//! Two ways to move without the board: the list of legal moves as buttons, and a
//! move typed in notation (for a screen-reader user, or a teacher at the keyboard).

use crate::app::i18n::I18n;
use crate::engine::sahkku::notation::format_move;
use crate::engine::sahkku::{Position, SubMove};
use crate::i18n::Arg;
use crate::session::selection::Piece;
use yew::prelude::*;

/// Every legal move as a button in notation; the picked piece's moves are marked.
/// (A function, not a component: it keeps no state of its own.)
pub fn move_list(
    t: &I18n,
    pos: &Position,
    legal: &[SubMove],
    picked: Option<Piece>,
    on_play: &Callback<SubMove>,
) -> Html {
    html! {
        <section class="sk-moves" aria-label={t.t("sk-moves")}>
            <h2>{ t.t("sk-moves") }</h2>
            <div class="move-list" id="sk-move-list">
                { legal.iter().map(|&m| {
                    let label = match m {
                        SubMove::Keep => t.t("sk-keep"),
                        SubMove::Reroll { die } => t.t_args("sk-reroll-die", &[("n", Arg::Num(die as i64 + 1))]),
                        SubMove::RerollAll => t.t("sk-reroll-all"),
                        SubMove::Soldier { take_king: true, .. } => format!("{} — {}", format_move(pos, m), t.t("sk-capture-king")),
                        _ => format_move(pos, m),
                    };
                    let marked = picked.is_some() && Piece::of(m) == picked;
                    html! {
                        <button class={classes!("move", marked.then_some("picked"))} data-move={format_move(pos, m)}
                            onclick={on_play.reform(move |_: MouseEvent| m)}>{ label }</button>
                    }
                }).collect::<Html>() }
            </div>
        </section>
    }
}

/// The form for a typed move: `typed` holds the text being written (the game screen's
/// state, so that nothing here needs a component of its own); `on_typed` gets it when
/// sent, never empty.
pub fn typed_move(t: &I18n, typed: &UseStateHandle<String>, on_typed: &Callback<String>) -> Html {
    let submit = {
        let (on_typed, typed) = (on_typed.clone(), typed.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if !typed.trim().is_empty() {
                on_typed.emit((*typed).clone());
                typed.set(String::new());
            }
        })
    };
    let input = {
        let typed = typed.clone();
        Callback::from(move |e: InputEvent| typed.set(e.target_unchecked_into::<web_sys::HtmlInputElement>().value()))
    };
    html! {
        <form class="sk-type" id="sk-type" onsubmit={submit}>
            <label for="sk-typed">{ t.t("sk-type-label") }</label>
            <div class="sk-type-row">
                <input id="sk-typed" type="text" autocomplete="off" spellcheck="false" aria-describedby="sk-type-help"
                    value={(**typed).clone()} oninput={input} />
                <button type="submit" class="secondary">{ t.t("sk-type-play") }</button>
            </div>
            <p class="help" id="sk-type-help">{ t.t("sk-type-help") }</p>
        </form>
    }
}
