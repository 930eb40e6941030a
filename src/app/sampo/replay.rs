//! Replaying a saved Sampo game: step forward and back, jump to the start or the end,
//! or let it play at a chosen speed.

use super::board::Board;
use super::narrate::narrate;
use super::panel::{narration, players};
use super::Table;
use crate::app::i18n::use_i18n;
use crate::engine::sampo::Record;
use crate::engine::Checked;
use crate::i18n::Arg;
use gloo::timers::callback::Timeout;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ReplayProps {
    pub table: Rc<Table>,
    pub record: Rc<Record>,
    pub on_back: Callback<()>,
}

/// Milliseconds per roll at each speed.
const SPEEDS: [u32; 3] = [1500, 700, 250];

/// The game up to `rolls` rolls, as a save (for "Share").
fn save_of(table: &Rc<Table>, record: &Rc<Record>, rolls: usize) -> Callback<(), crate::saves::SaveFile> {
    let (table, record) = (table.clone(), record.clone());
    Callback::from(move |_| {
        let prefix = Record { rolls: record.rolls[..rolls.min(record.rolls.len())].to_vec(), ..(*record).clone() };
        let session = crate::session::sampo::Session::restore(table.seats.clone(), table.seed, prefix);
        crate::saves::SaveFile::from(&session.checked("a prefix of a replayed game replays"))
    })
}

#[component]
pub fn SampoReplay(props: &ReplayProps) -> Html {
    let t = use_i18n();
    let step = use_state(|| 0usize);
    let playing = use_state(|| None::<usize>);
    let total = props.record.rolls.len();
    {
        let (step, playing) = (step.clone(), playing.clone());
        use_effect_with((*playing, *step), move |(speed, at)| {
            let timer = speed.map(|s| {
                let (step, playing, at) = (step.clone(), playing.clone(), *at);
                // One step per timeout: the effect runs again with each new step.
                Timeout::new(SPEEDS[s], move || {
                    if at >= total {
                        playing.set(None);
                    } else {
                        step.set(at + 1);
                    }
                })
            });
            move || drop(timer)
        });
    }
    let prefix = Record { rolls: props.record.rolls[..*step].to_vec(), ..(*props.record).clone() };
    let (game, events) = prefix.replay().checked("saves are checked before they are replayed");
    let game = Rc::new(game);
    let shown = Rc::new(game.pawns().iter().map(|p| p.square).collect::<Vec<_>>());
    // As in the game: the last roll in full, the few before it faded.
    let lines = events.last().map(|ev| narrate(&t, &props.table, ev)).unwrap_or_default();
    let earlier = events.iter().rev().skip(1).take(3).flat_map(|ev| narrate(&t, &props.table, ev)).collect();
    let go = |to: usize| {
        let (step, playing) = (step.clone(), playing.clone());
        Callback::from(move |_: MouseEvent| {
            playing.set(None);
            step.set(to.min(total));
        })
    };
    let play = |speed: usize| {
        let playing = playing.clone();
        Callback::from(move |_: MouseEvent| playing.set(Some(speed)))
    };
    let pause = {
        let playing = playing.clone();
        Callback::from(move |_: MouseEvent| playing.set(None))
    };
    html! {
        <div class="play replay">
            <header class="play-head">
                <h1>{ t.t("home-sampo-title") }</h1>
                <span class="turn" id="replay-at">{ t.t_args("sk-replay-at", &[("n", Arg::Num(*step as i64)), ("total", Arg::Num(total as i64))]) }</span>
                <crate::app::share::ShareButton question=true link={crate::app::share::game_link(
                    save_of(&props.table, &props.record, total), Some(save_of(&props.table, &props.record, *step)))} />
                <button class="secondary quit" onclick={props.on_back.reform(|_: MouseEvent| ())}>{ t.t("sk-replay-close") }</button>
            </header>
            <div class="play-main">
                <Board table={props.table.clone()} game={game.clone()} shown={shown} last={None::<u8>} />
                <aside class="panel">
                    <div class="actions replay-controls">
                        <button class="secondary" id="replay-start" onclick={go(0)}>{ t.t("sk-replay-start") }</button>
                        <button class="secondary" id="replay-back" onclick={go(step.saturating_sub(1))}>{ t.t("sk-replay-back") }</button>
                        <button class="secondary" id="replay-forward" onclick={go(*step + 1)}>{ t.t("sk-replay-forward") }</button>
                        <button class="secondary" id="replay-end" onclick={go(total)}>{ t.t("sk-replay-end") }</button>
                    </div>
                    <div class="actions replay-controls">
                        if playing.is_some() {
                            <button class="primary" id="replay-pause" onclick={pause}>{ t.t("replay-pause") }</button>
                        } else {
                            { (0..SPEEDS.len()).map(|s| html! {
                                <button class="primary" id={format!("replay-play-{s}")} onclick={play(s)}>{ t.t(&format!("replay-play-{s}")) }</button>
                            }).collect::<Html>() }
                        }
                    </div>
                    { players(&t, &props.table, &game, &vec![0; props.table.seats.len()]) }
                    { narration(&t, lines, earlier, Html::default()) }
                </aside>
            </div>
        </div>
    }
}
