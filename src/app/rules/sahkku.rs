//! A Sáhkku family's rules page: a section per topic with its prose, the family's
//! value of each house rule it covers, and before/after pictures of the rule at work;
//! then the families compared.

use crate::app::i18n::{use_i18n, I18n};
use crate::app::sahkku::board::{picture, BoardView};
use crate::app::sahkku::compare::table as compare_table;
use crate::app::sahkku::narrate::{face_name, narrate};
use crate::app::sahkku::Table;
use crate::engine::sahkku::notation::format_move;
use crate::engine::sahkku::{Event, Rules, Side, Variant};
use crate::i18n::Arg;
use crate::lessons::sahkku::{scene, topics, Scene};
use crate::lessons::words::prose;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SahkkuRulesProps {
    pub variant: Variant,
    pub rules: Rules,
}

fn figure(t: &I18n, table: &Table, s: &Scene) -> Html {
    let id = s.topic.id();
    if s.mv.is_none() {
        // The board: each side's path over the starting position.
        return html! {
            <div class="diagram-pair">
                { Side::BOTH.iter().map(|&side| {
                    let caption = t.t_args("rules-path-of", &[("name", Arg::Str(table.name(side)))]);
                    let view = BoardView { path_of: Some(side), ..Default::default() };
                    html! {
                        <figure class="diagram">
                            { picture(t, table, &s.before, &view, caption.clone(), &format!("{id}-{}", side.index())) }
                            <figcaption>{ caption }</figcaption>
                        </figure>
                    }
                }).collect::<Html>() }
            </div>
        };
    }
    let trail = s.trail();
    let faces: Vec<&str> = s.throw.iter().map(|f| face_name(*f)).collect();
    let mv = s.mv.map(|m| format_move(&s.before, m)).unwrap_or_default();
    let before_caption = t.t_args(
        "rules-before",
        &[("name", Arg::Str(table.name(Side::One))), ("faces", Arg::Str(&faces.join(" "))), ("move", Arg::Str(&mv))],
    );
    // The rule at work, not the turn's bookkeeping (dice left over, whose turn it is).
    let shown: Vec<Event> =
        s.events.iter().filter(|e| !matches!(e, Event::Burnt { .. } | Event::TurnPassed { .. })).cloned().collect();
    let after_caption = narrate(t, table, &shown).join(" ");
    let before_view = BoardView {
        selected: trail.first().copied(),
        targets: trail.last().copied().into_iter().collect(),
        ..Default::default()
    };
    let after_view = BoardView { trail, ..Default::default() };
    html! {
        <div class="diagram-pair">
            <figure class="diagram">
                { picture(t, table, &s.before, &before_view, before_caption.clone(), &format!("{id}-before")) }
                <figcaption><strong>{ t.t("rules-before-title") }</strong>{ " " }{ before_caption }</figcaption>
            </figure>
            <figure class="diagram">
                { picture(t, table, &s.after, &after_view, after_caption.clone(), &format!("{id}-after")) }
                <figcaption><strong>{ t.t("rules-after-title") }</strong>{ " " }{ after_caption }</figcaption>
            </figure>
        </div>
    }
}

#[component]
pub fn SahkkuRules(props: &SahkkuRulesProps) -> Html {
    let t = use_i18n();
    let (variant, rules) = (props.variant, props.rules);
    let table = super::super::sahkku::two_people(&t, variant, rules);
    // Finding the pictures plays a few thousand moves: once per family and rules.
    let scenes = use_memo(rules, |r| topics(r).into_iter().map(|topic| (topic, scene(r, topic))).collect::<Vec<_>>());
    let changed = rules != variant.rules();
    html! {
        <article class="rules-page" id="rules-page-sahkku" data-variant={variant.id()}>
            <h2 lang="se">{ t.t(&format!("sk-variant-{}", variant.id())) }</h2>
            <p class="lead">{ t.t(&format!("sk-variant-{}-desc", variant.id())) }</p>
            if changed {
                <p class="notice" id="rules-house">{ t.t("rules-house-rules") }</p>
            }
            <nav class="rules-toc" aria-label={t.t("rules-contents")}>
                <ul>
                    { scenes.iter().map(|(topic, _)| html! {
                        <li><a href={format!("#rules-{}", topic.id())}>{ t.t(&format!("rules-sk-{}-title", topic.id())) }</a></li>
                    }).collect::<Html>() }
                    <li><a href="#rules-compare">{ t.t("rules-compare-title") }</a></li>
                </ul>
            </nav>
            { scenes.iter().map(|(topic, s)| {
                let id = topic.id();
                html! {
                    <section class="rules-section" id={format!("rules-{id}")} aria-labelledby={format!("rules-{id}-h")}>
                        <h3 id={format!("rules-{id}-h")}>{ t.t(&format!("rules-sk-{id}-title")) }</h3>
                        <p>{ prose(&t, &rules, [table.name(Side::One), table.name(Side::Two)], *topic) }</p>
                        if !topic.options().is_empty() {
                            <dl class="rule-values">
                                { topic.options().iter().map(|name| html! {
                                    <div title={t.t(&format!("sk-opt-{name}-help"))}>
                                        <dt>{ t.t(&format!("sk-opt-{name}")) }</dt>
                                        <dd>{ t.t(&format!("sk-opt-{name}-{}", rules.get(name).unwrap_or(""))) }</dd>
                                    </div>
                                }).collect::<Html>() }
                            </dl>
                        }
                        if let Some(s) = s { { figure(&t, &table, s) } }
                    </section>
                }
            }).collect::<Html>() }
            <section class="rules-section" id="rules-compare" aria-labelledby="rules-compare-h">
                <h3 id="rules-compare-h">{ t.t("rules-compare-title") }</h3>
                <div class="compare-wrap">{ compare_table(&t, "rules-compare-table") }</div>
            </section>
        </article>
    }
}
