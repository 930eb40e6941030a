//! The parts of the Sampo game's side panel: a square explained, the players with
//! their coins and the pot, and the narration. Functions, not components: they keep no
//! state of their own (and each component would cost the first load about 1 KB).

use super::narrate::{status, Line};
use super::Table;
use crate::app::i18n::I18n;
use crate::engine::sampo::Game;
use crate::i18n::Arg;
use yew::prelude::*;

/// Square `n`'s story and effect, and who stands on it.
pub fn square_explained(t: &I18n, table: &Table, game: &Game, n: u8, on_close: Callback<MouseEvent>) -> Html {
    let here: Vec<String> =
        (0..table.seats.len() as u8).filter(|&s| game.pawn(s).square == n).map(|s| table.name(s).to_string()).collect();
    let here = if here.is_empty() {
        t.t("board-explain-empty")
    } else {
        t.t_args("board-explain-here", &[("names", Arg::Str(&here.join(", ")))])
    };
    html! {
        <section class="explain" id="explain" aria-labelledby="explain-title">
            <h2 id="explain-title">{ format!("{n}. {}", t.t(&format!("square-{n}-title"))) }</h2>
            <p class="story-text">{ t.t(&format!("square-{n}-story")) }</p>
            <p class="story-effect">{ t.t(&format!("square-{n}-effect")) }</p>
            <p class="here">{ here }</p>
            <button class="secondary" id="explain-close" onclick={on_close}>{ t.t("board-explain-close") }</button>
        </section>
    }
}

/// Each player (whose turn it is, where, what holds them, coins and what the last roll
/// changed: `delta`) and the pot.
pub fn players(t: &I18n, table: &Table, game: &Game, delta: &[i32]) -> Html {
    let turn = game.turn();
    html! {
        <ul class="players" id="players">
            { (0..table.seats.len() as u8).map(|s| {
                let pawn = game.pawn(s);
                let st = status(t, pawn, game.is_waiting_to_gather(s));
                let d = delta[s as usize];
                html! {
                    <li class={classes!("player", (s == turn).then_some("current"))} data-seat={s.to_string()}>
                        <span class="seat-badge" style={format!("background:{}", table.colour(s))}>{ s + 1 }</span>
                        <span class="who">
                            <span class="name">{ table.name(s).to_string() }</span>
                            <span class="where">{ t.t_args("board-square", &[("n", Arg::Num(pawn.square as i64)), ("title", Arg::Str(&t.t(&format!("square-{}-title", pawn.square))))]) }</span>
                            if let Some(st) = st { <span class="status">{ st }</span> }
                        </span>
                        if d != 0 {
                            <span class={classes!("delta", if d > 0 { "plus" } else { "minus" })}>{ format!("{d:+}") }</span>
                        }
                        <span class="coins" data-coins={pawn.coins.to_string()}>{ t.t_args("board-coins", &[("n", Arg::Num(pawn.coins as i64))]) }</span>
                    </li>
                }
            }).collect::<Html>() }
            <li class="player pot-row">
                <span class="who"><span class="name">{ t.t("board-pot") }</span></span>
                <span class="coins" id="pot" data-coins={game.pot().to_string()}>{ t.t_args("board-coins", &[("n", Arg::Num(game.pot() as i64))]) }</span>
            </li>
        </ul>
    }
}

/// What the last roll did, in full, and the few rolls before it, faded. `first` (a
/// square the player asked about) opens it: inside the narration's box of fixed height,
/// what comes or goes moves nothing else on the screen.
pub fn narration(t: &I18n, lines: Vec<Line>, earlier: Vec<Line>, first: Html) -> Html {
    html! {
        // Focusable: where its box scrolls, a keyboard can scroll it too.
        <section class="narration" aria-live="polite" aria-label={t.t("board-narration")} id="narration" tabindex="0">
            { first }
            { lines.into_iter().map(|l| match l {
                Line::Square { number, title, story, effect } => html! {
                    <div class="story">
                        <p class="story-title">{ format!("{number}. {title}") }</p>
                        <p class="story-text">{ story }</p>
                        // The square's rule as written, which may hinge on the roll: not
                        // bold, since the lines after it say what it did this time.
                        <p class="story-rule">{ effect }</p>
                    </div>
                },
                Line::Text(s) => html! { <p>{ s }</p> },
            }).collect::<Html>() }
            <div class="earlier" aria-hidden="true">
                { earlier.into_iter().map(|l| match l {
                    Line::Square { number, title, effect, .. } => html! { <p>{ format!("{number}. {title}: {effect}") }</p> },
                    Line::Text(s) => html! { <p>{ s }</p> },
                }).collect::<Html>() }
            </div>
        </section>
    }
}
