//! The Sáhkku set-up screen: the family, its house rules, the two seats.

use super::{Seat, Table};
use crate::app::i18n::use_i18n;
use crate::app::rule_select::RuleSelect;
use crate::app::rules::{use_rules_opener, Page};
use crate::app::seats;
use crate::engine::sahkku::levels::Level;
use crate::engine::sahkku::rules::option_groups;
use crate::engine::sahkku::rules::FirstPlayer;
use crate::engine::sahkku::Variant;
use crate::session::sahkku::Player;
use crate::session::thinking::Think;
use crate::session::SeatProblem;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SetupProps {
    pub on_start: Callback<Table>,
    /// Start the table as a game by link against a friend far away (side 2).
    pub on_invite: Callback<Table>,
    pub on_back: Callback<()>,
}

fn select_value(e: &Event) -> String {
    e.target_unchecked_into::<HtmlSelectElement>().value()
}

#[component]
pub fn SahkkuSetup(props: &SetupProps) -> Html {
    let t = use_i18n();
    let variant = use_state(super::last_family);
    let rules = use_state(|| variant.rules());
    let names = {
        let t = t.clone();
        use_state(move || [t.t("sk-default-name-1"), t.t("sk-default-name-2")])
    };
    let players = use_state(|| [Player::Human, Player::Computer(Level::Greedy)]);
    // The master's thinking time is this device's (`think_time`), remembered at once.
    let think = use_state(super::think_time);
    // Hints are this device's setting too (the teacher's controls set it in a game).
    let hints = use_state(crate::app::teacher::hints_on);
    // Side 2 is a friend far away, who plays on their own device by link.
    let by_link = use_state(|| false);
    let compare = use_state(|| false);
    let error = use_state(|| None::<String>);
    // Each seat's problem, once the player tried to start.
    let problems = use_state(Vec::<Option<SeatProblem>>::new);

    let pick = |v: Variant| {
        let (variant, rules) = (variant.clone(), rules.clone());
        Callback::from(move |_: Event| {
            variant.set(v);
            rules.set(v.rules());
        })
    };
    let set_rule = |name: &'static str| {
        let (rules, error, t) = (rules.clone(), error.clone(), t.clone());
        Callback::from(move |e: Event| {
            let mut r = *rules;
            // Values come from OPTIONS; a combination that cannot be played is
            // reported and not kept.
            if r.set(name, &select_value(&e)).is_ok() {
                match r.validate() {
                    Ok(()) => {
                        error.set(None);
                        rules.set(r);
                    }
                    Err(_) => error.set(Some(t.t("sk-impossible"))),
                }
            }
        })
    };
    let reset = {
        let (rules, variant, error) = (rules.clone(), variant.clone(), error.clone());
        Callback::from(move |_: MouseEvent| {
            error.set(None);
            rules.set(variant.rules());
        })
    };
    let set_name = |i: usize| {
        let names = names.clone();
        Callback::from(move |e: InputEvent| {
            let mut n = (*names).clone();
            n[i] = e.target_unchecked_into::<HtmlInputElement>().value();
            names.set(n);
        })
    };
    let set_player = |i: usize| {
        let (players, by_link) = (players.clone(), by_link.clone());
        Callback::from(move |e: Event| {
            let mut p = *players;
            let value = select_value(&e);
            p[i] = match Level::from_id(&value) {
                Some(l) => Player::Computer(l),
                None => Player::Human,
            };
            if i == 1 {
                by_link.set(value == "link");
            }
            players.set(p);
        })
    };
    let set_think = {
        let think = think.clone();
        Callback::from(move |e: Event| {
            let t = Think::from_id(&select_value(&e)).unwrap_or_default();
            super::remember_think(t);
            think.set(t);
        })
    };
    let toggle_hints = {
        let hints = hints.clone();
        Callback::from(move |_: Event| {
            crate::app::teacher::set_hints(!*hints);
            hints.set(!*hints);
        })
    };
    let master_plays = players.contains(&Player::Computer(Level::Master));
    // A person plays here, not by link (each side of a game by link has no hints).
    let hints_offered = !*by_link && players.contains(&Player::Human);
    let start = {
        let (variant, rules, names, players, problems) =
            (variant.clone(), rules.clone(), names.clone(), players.clone(), problems.clone());
        let on_start = if *by_link { props.on_invite.clone() } else { props.on_start.clone() };
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let seat = |i: usize| Seat { name: names[i].trim().to_string(), player: players[i] };
            let table = Table { variant: *variant, rules: *rules, seats: [seat(0), seat(1)], seed: 0 };
            let found = table.problems(crate::app::dom::lowercase);
            if seats::focus_first(&found) {
                problems.set(found);
                return;
            }
            problems.set(Vec::new());
            on_start.emit(table);
        })
    };
    let toggle_compare = {
        let compare = compare.clone();
        Callback::from(move |_: MouseEvent| compare.set(!*compare))
    };
    // The table opens below the families, often below the screen: it is brought into view.
    use_effect_with(*compare, |&shown| {
        if shown {
            crate::app::dom::call("#compare-table", "scrollIntoView");
        }
    });
    let back = props.on_back.reform(|_: MouseEvent| ());
    let open_rules = use_rules_opener();
    let changed = rules.changes_from(&variant.rules());
    let groups = option_groups();

    html! {
        <main class="setup sk-setup">
            <h1>{ t.t("sk-setup-title") }</h1>
            <form onsubmit={start}>
                // The first Tab stop: start at once with what the form holds, instead of
                // tabbing through every seat and house rule to the button at the end.
                <button type="submit" class="primary skip-start" id="start-game-first">{ t.t("setup-start") }</button>
                <fieldset class="families">
                    <legend>{ t.t("sk-family") }</legend>
                    <div class="family-list">
                        { Variant::ALL.iter().map(|&v| html! {
                            <label class={classes!("family", (v == *variant).then_some("chosen"))}>
                                <input type="radio" name="family" value={v.id()} checked={v == *variant} onchange={pick(v)} />
                                <span class="family-name" lang="se">{ t.t(&format!("sk-variant-{}", v.id())) }</span>
                                <span class="family-desc">{ t.t(&format!("sk-variant-{}-desc", v.id())) }</span>
                            </label>
                        }).collect::<Html>() }
                    </div>
                    <div class="actions-inline">
                        <button type="button" class="secondary" id="compare" onclick={toggle_compare} aria-expanded={compare.to_string()}>
                            { t.t("sk-compare") }
                        </button>
                        <button type="button" class="secondary" id="open-rules" onclick={{
                            let (open, v, r) = (open_rules.clone(), *variant, *rules);
                            Callback::from(move |_: MouseEvent| open.emit(Page::Sahkku(v, r)))
                        }}>{ t.t("rules-family-open") }</button>
                    </div>
                    if *compare {
                        <div class="compare-wrap">
                            { super::compare::table(&t, "compare-table") }
                        </div>
                    }
                </fieldset>
                <fieldset class="seats">
                    <legend>{ t.t("setup-players") }</legend>
                    { (0..2).map(|i| {
                        let current = match players[i] {
                            Player::Human if i == 1 && *by_link => "link",
                            Player::Human => "human",
                            Player::Computer(l) => l.id(),
                        };
                        let problem = problems.get(i).copied().flatten();
                        html! {
                            <>
                            <div class="seat-row">
                                <span class={classes!("side-badge", if i == 0 { "side-one" } else { "side-two" })} aria-hidden="true">{ i + 1 }</span>
                                <label>{ t.t("setup-name") }
                                    <input type="text" class="seat-name" id={format!("seat-name-{i}")} maxlength="24" value={names[i].clone()} oninput={set_name(i)}
                                        aria-invalid={seats::invalid(problem, false)} aria-describedby={problem.map(|_| format!("seat-problem-{i}"))} />
                                </label>
                                <label>{ t.t("setup-kind") }
                                    <select class="seat-kind" onchange={set_player(i)}>
                                        <option value="human" selected={current == "human"}>{ t.t("kind-human") }</option>
                                        if i == 1 {
                                            <option value="link" selected={current == "link"}>{ t.t("kind-link") }</option>
                                        }
                                        { Level::ALL.iter().map(|l| html! {
                                            <option value={l.id()} selected={current == l.id()}>{ t.t(l.message_id()) }</option>
                                        }).collect::<Html>() }
                                    </select>
                                </label>
                                <span class="help">{ t.t(match i {
                                    0 => "sk-seat-one",
                                    _ if *by_link => "sk-seat-two-link",
                                    _ => "sk-seat-two",
                                }) }</span>
                            </div>
                            { seats::problem_line(&t, i, problem) }
                            </>
                        }
                    }).collect::<Html>() }
                    if master_plays {
                        <RuleSelect name="think-time" label={t.t("sk-think")} help={t.t("sk-think-help")}
                            choices={Think::ALL.iter().map(|k| (k.id(), t.t(&format!("sk-think-{}", k.id())))).collect::<Vec<_>>()}
                            current={think.id()} on_change={set_think} />
                    }
                    if hints_offered {
                        <label class="check">
                            <input type="checkbox" id="setup-hints" checked={*hints} onchange={toggle_hints}
                                aria-describedby="setup-hints-help" />
                            { t.t("setup-hints") }
                        </label>
                        <p class="help" id="setup-hints-help">{ t.t("setup-hints-help") }</p>
                    }
                    <p class="help">{ t.t(match rules.first_player {
                        FirstPlayer::FirstX => "sk-starts-first-x",
                        FirstPlayer::MostX => "sk-starts-most-x",
                        FirstPlayer::FirstXAll => "sk-starts-first-x-all",
                        FirstPlayer::FirstXAllThenThrow => "sk-starts-first-x-all-then-throw",
                    }) }</p>
                </fieldset>
                <fieldset class="rules">
                    <legend>{ t.t("setup-rules") }</legend>
                    <p class="help">{ t.t("sk-rules-help") }</p>
                    { groups.iter().map(|g| html! {
                        <div class="rule-group">
                            if let Some(heading) = g.heading() {
                                <h3>{ t.t(&format!("sk-group-{heading}")) }</h3>
                            }
                            { g.options.iter().map(|o| html! {
                                <RuleSelect name={o.name} label={t.t(&format!("sk-opt-{}", o.name))} help={t.t(&format!("sk-opt-{}-help", o.name))}
                                    choices={o.values.iter().map(|v| (*v, t.t(&format!("sk-opt-{}-{v}", o.name)))).collect::<Vec<_>>()}
                                    current={rules.get(o.name).unwrap_or("")} changed={changed.contains_key(o.name)} on_change={set_rule(o.name)} />
                            }).collect::<Html>() }
                        </div>
                    }).collect::<Html>() }
                    <button type="button" class="secondary" id="reset-rules" onclick={reset}>{ t.t("sk-reset-rules") }</button>
                </fieldset>
                if let Some(e) = &*error {
                    <p class="error" role="alert">{ e.clone() }</p>
                }
                <div class="actions">
                    <button type="button" class="secondary" id="back" onclick={back}>{ t.t("setup-back") }</button>
                    <button type="submit" class="primary big" id="start-game">{ t.t("setup-start") }</button>
                </div>
            </form>
        </main>
    }
}
