//! The editor's analysis before a throw (`analysis::outlook`): each side's chance of
//! winning, and the throws that help the thrower most and hurt them most, each with
//! the chance it comes and its luck in points. A listed throw is a button: it is
//! chosen in the editor and its turns are weighed.

use crate::app::i18n::I18n;
use crate::app::sahkku::hint::{signed_points, Hint};
use crate::app::sahkku::narrate::face_name;
use crate::engine::sahkku::analysis::outlook::{Outlook, ThrowChance};
use crate::engine::sahkku::{Face, Side};
use crate::i18n::{format_percent, Arg};
use yew::prelude::*;

/// How many throws each list gives: the best and the worst three, or half of all the
/// throws where there are fewer than six (one die has four).
pub const SHOWN: usize = 3;

/// The panel, `names` the sides' names; `on_throw` chooses a listed throw.
pub fn panel(t: &I18n, hint: &Hint<Outlook>, names: [&str; 2], on_throw: &Callback<Vec<Face>>) -> Html {
    let lang = t.lang();
    let body = match hint {
        Hint::Weighing => html! { <p class="help" id="ed-outlook-weighing">{ t.t("ed-outlook-weighing") }</p> },
        Hint::Unloaded => {
            html! { <p class="notice" role="alert" id="ed-outlook-unloaded">{ t.t("sk-hint-unloaded") }</p> }
        }
        Hint::Ready(o) => {
            let n = SHOWN.min(o.throws.len() / 2).max(1);
            let thrower = names[o.side.index()];
            // One table, a row a throw: the best and the worst, each under its heading.
            let group = |id: &str, title: String, throws: Vec<&ThrowChance>| {
                html! {
                    <tbody id={id.to_string()}>
                        <tr><th colspan="4" scope="rowgroup">{ title }</th></tr>
                        { throws.into_iter().map(|th| throw_row(t, o, th, on_throw)).collect::<Html>() }
                    </tbody>
                }
            };
            html! {
                <>
                    <p class="ed-chances" id="ed-chances">
                        { Side::BOTH.iter().map(|&s| html! {
                            <span class={classes!("side", if s == Side::One { "side-one" } else { "side-two" })}>
                                { t.t_args("ed-outlook-chance", &[
                                    ("name", Arg::Str(names[s.index()])),
                                    ("chance", Arg::Str(&format_percent(lang, o.chance_of(s), 0))),
                                ]) }
                            </span>
                        }).collect::<Html>() }
                    </p>
                    <table class="ed-throws">
                        <thead>
                            <tr>
                                { ["ed-outlook-throw", "ed-outlook-to-win", "ed-outlook-luck", "ed-outlook-comes"]
                                    .iter().map(|k| html! { <th scope="col">{ t.t(k) }</th> }).collect::<Html>() }
                            </tr>
                        </thead>
                        { group("ed-throws-help", t.t_args("ed-outlook-help", &[("name", Arg::Str(thrower))]),
                            o.throws.iter().take(n).collect()) }
                        { group("ed-throws-hurt", t.t_args("ed-outlook-hurt", &[("name", Arg::Str(thrower))]),
                            o.throws.iter().rev().take(n).collect()) }
                    </table>
                    <p class="help">{ t.t("ed-outlook-note") }</p>
                </>
            }
        }
    };
    html! {
        <section class="sk-hint ed-outlook" id="ed-outlook" aria-labelledby="ed-outlook-title">
            <h2 id="ed-outlook-title">{ t.t("ed-outlook-title") }</h2>
            { body }
        </section>
    }
}

/// One throw: its faces (a button that chooses it), the chance it leaves, its luck
/// in points and how often it comes.
fn throw_row(t: &I18n, o: &Outlook, th: &ThrowChance, on_throw: &Callback<Vec<Face>>) -> Html {
    let lang = t.lang();
    let faces: Vec<&str> = th.faces.iter().map(|&f| face_name(f)).collect();
    let luck = th.luck(o);
    let choose = {
        let faces = th.faces.clone();
        on_throw.reform(move |_: MouseEvent| faces.clone())
    };
    html! {
        <tr class="throw">
            <td>
                <button class="secondary ed-throw-pick" data-faces={faces.join(" ")} onclick={choose}
                    title={t.t("ed-outlook-pick")}>{ faces.join(" ") }</button>
            </td>
            // Each cell says its column where a narrow panel stacks the row (the CSS).
            <td class="chance" data-label={t.t("ed-outlook-to-win")}>{ format_percent(lang, th.chance, 0) }</td>
            <td class={classes!("luck", (luck < 0.0).then_some("bad"))} data-label={t.t("ed-outlook-luck")}>
                { signed_points(t, luck) }
            </td>
            <td class="comes" data-label={t.t("ed-outlook-comes")}>{ format_percent(lang, th.probability, 1) }</td>
        </tr>
    }
}
