//! The replay of a game, Sampo's or Sáhkku's: step through its record, jump to its
//! start or end, or let it play by itself at one of three speeds. One design for both
//! games: the screen keeps the point shown (an entry of the session's record) and is
//! told where to go; here are the hook that plays it by itself (the speed and its
//! timer) and the controls.

use crate::app::i18n::I18n;
use crate::i18n::Arg;
use gloo::timers::callback::Timeout;
use yew::prelude::*;

/// Milliseconds per entry of the record at each speed: a Sampo roll or a Sáhkku
/// sub-move (or throw).
pub const SPEEDS: [u32; 3] = [1200, 600, 200];

/// The replay playing by itself: milliseconds per entry, or `None` when paused. While
/// it plays, `on_go` is asked for the next entry after each interval, until `total`.
/// `changes` (the screen state's count of the game's and the replay's changes) sets
/// the timer anew after each: a click back one step as the timer steps forward leaves
/// `at` where the last render saw it, and the replay would stop while still saying it
/// plays.
#[hook]
pub fn use_replay_player(
    at: Option<usize>,
    changes: u64,
    total: usize,
    on_go: Callback<Option<usize>>,
) -> UseStateHandle<Option<u32>> {
    let speed = use_state(|| None::<u32>);
    {
        let speed_handle = speed.clone();
        use_effect_with((*speed, at, changes), move |&(ms, at, _)| {
            let timer = match (ms, at) {
                (Some(ms), Some(at)) if at < total => Some(Timeout::new(ms, move || on_go.emit(Some(at + 1)))),
                (Some(_), _) => {
                    speed_handle.set(None);
                    None
                }
                _ => None,
            };
            move || drop(timer)
        });
    }
    speed
}

/// The controls: where the replay is, steps, jumps, close, and play or pause.
pub fn replay_controls(
    t: &I18n,
    at: usize,
    total: usize,
    on_go: &Callback<Option<usize>>,
    speed: &UseStateHandle<Option<u32>>,
) -> Html {
    let (n, total) = (at as i64, total as i64);
    let steps = [("start", 0), ("back", n - 1), ("forward", n + 1), ("end", total)];
    html! {
        <section class="replay-bar" aria-label={t.t("sk-replay")}>
            <p id="replay-at">{ t.t_args("sk-replay-at", &[("n", Arg::Num(n)), ("total", Arg::Num(total))]) }</p>
            <div class="actions">
                { steps.iter().map(|&(name, target)| {
                    let target = target.clamp(0, total) as usize;
                    html! {
                        <button class="secondary" id={format!("replay-{name}")} onclick={on_go.reform(move |_: MouseEvent| Some(target))}>
                            { t.t(&format!("sk-replay-{name}")) }
                        </button>
                    }
                }).collect::<Html>() }
                <button class="primary" id="replay-close" onclick={on_go.reform(|_: MouseEvent| None)}>{ t.t("sk-replay-close") }</button>
            </div>
            <div class="actions">
                if speed.is_some() {
                    <button class="primary" id="replay-pause" onclick={{
                        let speed = speed.clone();
                        Callback::from(move |_: MouseEvent| speed.set(None))
                    }}>{ t.t("replay-pause") }</button>
                } else {
                    { SPEEDS.iter().enumerate().map(|(i, &ms)| {
                        let speed = speed.clone();
                        html! {
                            <button class="secondary" id={format!("replay-play-{i}")} onclick={Callback::from(move |_: MouseEvent| speed.set(Some(ms)))}>
                                { t.t(&format!("replay-play-{i}")) }
                            </button>
                        }
                    }).collect::<Html>() }
                }
            </div>
        </section>
    }
}
