//! The replay of a finished game: step through the record, jump to its start or end,
//! or let it play by itself at one of three speeds.

use crate::app::i18n::use_i18n;
use crate::i18n::Arg;
use gloo::timers::callback::Timeout;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ReplayProps {
    /// Record entries shown so far, of `total`.
    pub at: usize,
    pub total: usize,
    /// Show the game after this many entries, or `None` to close the replay.
    pub on_go: Callback<Option<usize>>,
}

#[component]
pub fn ReplayControls(props: &ReplayProps) -> Html {
    let t = use_i18n();
    // Playing by itself: milliseconds per entry, or none.
    let speed = use_state(|| None::<u32>);
    {
        let (on_go, total, speed_handle) = (props.on_go.clone(), props.total, speed.clone());
        use_effect_with((*speed, props.at), move |&(ms, at)| {
            let timer = match ms {
                Some(ms) if at < total => Some(Timeout::new(ms, move || on_go.emit(Some(at + 1)))),
                Some(_) => {
                    speed_handle.set(None);
                    None
                }
                None => None,
            };
            move || drop(timer)
        });
    }
    let (n, total) = (props.at as i64, props.total as i64);
    let steps = [("sk-replay-start", 0), ("sk-replay-back", n - 1), ("sk-replay-forward", n + 1), ("sk-replay-end", total)];
    html! {
        <section class="sk-replay" aria-label={t.t("sk-replay")}>
            <p>{ t.t_args("sk-replay-at", &[("n", Arg::Num(n)), ("total", Arg::Num(total))]) }</p>
            <div class="actions">
                { steps.iter().map(|&(id, target)| {
                    let target = target.clamp(0, total) as usize;
                    html! { <button class="secondary" onclick={props.on_go.reform(move |_: MouseEvent| Some(target))}>{ t.t(id) }</button> }
                }).collect::<Html>() }
                <button class="primary" onclick={props.on_go.reform(|_: MouseEvent| None)}>{ t.t("sk-replay-close") }</button>
            </div>
            <div class="actions">
                if speed.is_some() {
                    <button class="primary" id="replay-pause" onclick={{
                        let speed = speed.clone();
                        Callback::from(move |_: MouseEvent| speed.set(None))
                    }}>{ t.t("replay-pause") }</button>
                } else {
                    { [(0usize, 1200u32), (1, 600), (2, 200)].iter().map(|&(i, ms)| {
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
