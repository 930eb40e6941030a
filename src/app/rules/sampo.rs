//! The Sampo rules page: the journey, a turn shown on the board with three players'
//! first rolls, coins and the pot, held pawns, the end; the table's house rules; and
//! every square's story and effect.

use crate::app::i18n::use_i18n;
use crate::app::sampo::board::Board;
use crate::app::sampo::narrate::{narrate, Line};
use crate::app::sampo::{Seat, SeatKind, Table};
use crate::engine::sampo::{Event, HouseRules, HOME, OPTIONS};
use crate::i18n::Arg;
use crate::lessons::sampo::{example, EXAMPLE_PLAYERS};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SampoRulesProps {
    pub rules: HouseRules,
}

const SECTIONS: [&str; 5] = ["goal", "turn", "coins", "holds", "end"];

#[component]
pub fn SampoRules(props: &SampoRulesProps) -> Html {
    let t = use_i18n();
    let rules = props.rules;
    let table = Rc::new(Table {
        seats: (0..EXAMPLE_PLAYERS)
            .map(|i| Seat {
                name: t.t_args("setup-default-name", &[("n", Arg::Num(i as i64 + 1))]),
                colour: i,
                kind: SeatKind::Human,
            })
            .collect(),
        start_seat: 0,
        rules,
        seed: 0,
    });
    let (game, turns) = example(rules);
    let game = Rc::new(game);
    let shown = Rc::new(game.pawns().iter().map(|p| p.square).collect::<Vec<u8>>());
    let story: Vec<String> = turns
        .iter()
        .map(|events| {
            // "Player 2, your roll" belongs to a game in progress, not to the example.
            let told: Vec<Event> = events.iter().filter(|e| !matches!(e, Event::TurnPassed { .. })).cloned().collect();
            narrate(&t, &table, &told)
                .into_iter()
                .map(|l| match l {
                    Line::Square { number, title, effect, .. } => format!("{number}. {title}: {effect}"),
                    Line::Text(s) => s,
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let changed = !rules.is_default();
    html! {
        <article class="rules-page" id="rules-page-sampo">
            <h2>{ t.t("home-sampo-title") }</h2>
            <p class="lead">{ t.t("home-sampo-desc") }</p>
            if changed {
                <p class="notice" id="rules-house">{ t.t("rules-house-rules") }</p>
            }
            <nav class="rules-toc" aria-label={t.t("rules-contents")}>
                <ul>
                    { SECTIONS.iter().map(|s| html! {
                        <li><a href={format!("#rules-sampo-{s}")}>{ t.t(&format!("rules-sampo-{s}-title")) }</a></li>
                    }).collect::<Html>() }
                    <li><a href="#rules-sampo-house">{ t.t("setup-rules") }</a></li>
                    <li><a href="#rules-sampo-squares">{ t.t("rules-sampo-squares-title") }</a></li>
                </ul>
            </nav>
            { SECTIONS.iter().map(|s| html! {
                <section class="rules-section" id={format!("rules-sampo-{s}")} aria-labelledby={format!("rules-sampo-{s}-h")}>
                    <h3 id={format!("rules-sampo-{s}-h")}>{ t.t(&format!("rules-sampo-{s}-title")) }</h3>
                    <p>{ t.t(&format!("rules-sampo-{s}")) }</p>
                    if *s == "turn" {
                        <figure class="diagram sampo-diagram">
                            <Board table={table.clone()} game={game.clone()} shown={shown.clone()} last={shown.first().copied()} />
                            <figcaption>
                                <ol class="example-turns">
                                    { story.iter().map(|s| html! { <li>{ s.clone() }</li> }).collect::<Html>() }
                                </ol>
                            </figcaption>
                        </figure>
                    }
                </section>
            }).collect::<Html>() }
            <section class="rules-section" id="rules-sampo-house" aria-labelledby="rules-sampo-house-h">
                <h3 id="rules-sampo-house-h">{ t.t("setup-rules") }</h3>
                <p>{ t.t("setup-rules-help") }</p>
                <dl class="rule-values wide">
                    { OPTIONS.iter().map(|o| html! {
                        <div>
                            <dt>{ t.t(&format!("rule-{}", o.name)) }</dt>
                            <dd>
                                <strong>{ t.t(&format!("rule-{}-{}", o.name, rules.get(o.name).unwrap_or(""))) }</strong>
                                <span class="help">{ t.t(&format!("rule-{}-help", o.name)) }</span>
                            </dd>
                        </div>
                    }).collect::<Html>() }
                </dl>
            </section>
            <section class="rules-section" id="rules-sampo-squares" aria-labelledby="rules-sampo-squares-h">
                <h3 id="rules-sampo-squares-h">{ t.t("rules-sampo-squares-title") }</h3>
                <div class="squares-wrap">
                    <table class="squares-table">
                        <thead><tr>
                            <th scope="col">{ "#" }</th>
                            <th scope="col">{ t.t("rules-sampo-square-story") }</th>
                            <th scope="col">{ t.t("rules-sampo-square-effect") }</th>
                        </tr></thead>
                        <tbody>
                            { (1..=HOME).map(|n| html! {
                                <tr>
                                    <th scope="row">{ n }</th>
                                    <td><strong>{ t.t(&format!("square-{n}-title")) }</strong>{ " " }{ t.t(&format!("square-{n}-story")) }</td>
                                    <td>{ t.t(&format!("square-{n}-effect")) }</td>
                                </tr>
                            }).collect::<Html>() }
                        </tbody>
                    </table>
                </div>
            </section>
        </article>
    }
}
