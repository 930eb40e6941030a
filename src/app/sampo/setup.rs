//! The set-up screen: seats, who starts, house rules.

use super::{Seat, SeatKind, Table, COLOURS};
use crate::app::i18n::use_i18n;
use crate::app::rule_select::RuleSelect;
use crate::app::rules::{use_rules_opener, Page};
use crate::app::{seats, storage};
use crate::engine::sampo::{HouseRules, MAX_PLAYERS, MIN_PLAYERS, OPTIONS};
use crate::i18n::Arg;
use crate::session::SeatProblem;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

const SETUP_KEY: &str = "sampo-sahkku.sampo-setup";

#[derive(Properties, PartialEq)]
pub struct SetupProps {
    pub on_start: Callback<Table>,
    /// Start a two-seat table as a game by link against a friend far away (seat 2).
    pub on_invite: Callback<Table>,
    pub on_back: Callback<()>,
}

fn default_table(t: &crate::i18n::Translator) -> Table {
    let seat = |i: usize, kind| Seat {
        name: t.t_args("setup-default-name", &[("n", Arg::Num(i as i64 + 1))]),
        colour: i,
        kind,
    };
    Table {
        seats: vec![seat(0, SeatKind::Human), seat(1, SeatKind::Human), seat(2, SeatKind::Computer)],
        start_seat: 0,
        rules: HouseRules::default(),
        seed: 0,
    }
}

fn select_value(e: &Event) -> String {
    e.target_unchecked_into::<HtmlSelectElement>().value()
}

#[component]
pub fn SampoSetup(props: &SetupProps) -> Html {
    let t = use_i18n();
    let open_rules = use_rules_opener();
    let table = {
        let t = t.clone();
        use_state(move || {
            storage::get_json::<Table>(SETUP_KEY)
                .filter(|c| (MIN_PLAYERS..=MAX_PLAYERS).contains(&c.seats.len()))
                .unwrap_or_else(|| default_table(&t))
        })
    };
    // Each seat's problem, once the player tried to start.
    let problems = use_state(Vec::<Option<SeatProblem>>::new);
    // Seat 2 of two is a friend far away, who rolls on their own device by link.
    let by_link = use_state(|| false);
    let linked = *by_link && table.seats.len() == 2;

    let update = |f: fn(&mut Table, usize, String)| {
        let table = table.clone();
        move |i: usize| {
            let table = table.clone();
            Callback::from(move |v: String| {
                let mut c = (*table).clone();
                f(&mut c, i, v);
                table.set(c);
            })
        }
    };
    let set_name = update(|c, i, v| c.seats[i].name = v);
    let set_colour = update(|c, i, v| c.seats[i].colour = v.parse().unwrap_or(0));
    let set_kind = {
        let (kind, by_link) = (
            update(|c, i, v| c.seats[i].kind = if v == "computer" { SeatKind::Computer } else { SeatKind::Human }),
            by_link.clone(),
        );
        move |i: usize| {
            let (kind, by_link) = (kind(i), by_link.clone());
            Callback::from(move |v: String| {
                if i == 1 {
                    by_link.set(v == "link");
                }
                kind.emit(v);
            })
        }
    };
    let remove = update(|c, i, _| {
        c.seats.remove(i);
        if c.start_seat as usize >= c.seats.len() {
            c.start_seat = 0;
        }
    });
    let add = {
        let table = table.clone();
        let t = t.clone();
        Callback::from(move |_: MouseEvent| {
            let mut c = (*table).clone();
            let i = c.seats.len();
            let colour = (0..COLOURS.len()).find(|k| c.seats.iter().all(|s| s.colour != *k)).unwrap_or(0);
            c.seats.push(Seat {
                name: t.t_args("setup-default-name", &[("n", Arg::Num(i as i64 + 1))]),
                colour,
                kind: SeatKind::Human,
            });
            table.set(c);
        })
    };
    let set_start = {
        let table = table.clone();
        Callback::from(move |e: Event| {
            let mut c = (*table).clone();
            c.start_seat = select_value(&e).parse().unwrap_or(0);
            table.set(c);
        })
    };
    let set_rule = |name: &'static str| {
        let table = table.clone();
        Callback::from(move |e: Event| {
            let mut c = (*table).clone();
            // The values come from OPTIONS, so setting cannot fail.
            let _ = c.rules.set(name, &select_value(&e));
            table.set(c);
        })
    };
    let reset_rules = {
        let table = table.clone();
        Callback::from(move |_: MouseEvent| {
            let mut c = (*table).clone();
            c.rules = HouseRules::default();
            table.set(c);
        })
    };
    let start = {
        let table = table.clone();
        let problems = problems.clone();
        let on_start = if linked { props.on_invite.clone() } else { props.on_start.clone() };
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let mut c = (*table).clone();
            for s in &mut c.seats {
                s.name = s.name.trim().to_string();
            }
            let found = c.problems(crate::app::dom::lowercase);
            if seats::focus_first(&found) {
                problems.set(found);
                return;
            }
            problems.set(Vec::new());
            storage::set_json(SETUP_KEY, &c);
            on_start.emit(c);
        })
    };
    let back = props.on_back.reform(|_: MouseEvent| ());
    let n = table.seats.len();

    html! {
        <main class="setup">
            <h1>{ t.t("setup-title") }</h1>
            <form onsubmit={start}>
                // The first Tab stop: start at once with what the form holds, instead of
                // tabbing through every seat and house rule to the button at the end.
                <button type="submit" class="primary skip-start" id="start-game-first">{ t.t("setup-start") }</button>
                <fieldset class="seats">
                    <legend>{ t.t("setup-players") }</legend>
                    { table.seats.iter().enumerate().map(|(i, seat)| {
                        let on_name = set_name(i).reform(|e: InputEvent| e.target_unchecked_into::<HtmlInputElement>().value());
                        let on_colour = set_colour(i).reform(|e: Event| select_value(&e));
                        let on_kind = set_kind(i).reform(|e: Event| select_value(&e));
                        let on_remove = remove(i).reform(|_: MouseEvent| String::new());
                        let colour = COLOURS[seat.colour % COLOURS.len()].0;
                        let problem = problems.get(i).copied().flatten();
                        let described = problem.map(|_| format!("seat-problem-{i}"));
                        html! {
                            <>
                            <div class="seat-row">
                                <span class="seat-badge" style={format!("background:{colour}")} aria-hidden="true">{ i + 1 }</span>
                                <label>{ t.t("setup-name") }
                                    <input type="text" class="seat-name" id={format!("seat-name-{i}")} maxlength="24" value={seat.name.clone()} oninput={on_name}
                                        aria-invalid={seats::invalid(problem, false)} aria-describedby={described.clone()} />
                                </label>
                                <label>{ t.t("setup-colour") }
                                    <select class="seat-colour" id={format!("seat-colour-{i}")} onchange={on_colour}
                                        aria-invalid={seats::invalid(problem, true)} aria-describedby={described}>
                                        { COLOURS.iter().enumerate().map(|(k, (_, id))| html! {
                                            <option value={k.to_string()} selected={k == seat.colour}>{ t.t(id) }</option>
                                        }).collect::<Html>() }
                                    </select>
                                </label>
                                <label>{ t.t("setup-kind") }
                                    <select class="seat-kind" onchange={on_kind}>
                                        <option value="human" selected={seat.kind == SeatKind::Human && !(i == 1 && linked)}>{ t.t("kind-human") }</option>
                                        <option value="computer" selected={seat.kind == SeatKind::Computer}>{ t.t("kind-computer") }</option>
                                        // By link: two seats, one on each device.
                                        if i == 1 && n == 2 {
                                            <option value="link" selected={linked}>{ t.t("kind-link") }</option>
                                        }
                                    </select>
                                </label>
                                if n > MIN_PLAYERS {
                                    <button type="button" class="remove" onclick={on_remove}
                                        aria-label={t.t_args("setup-remove-player", &[("name", Arg::Str(&seat.name))])}>{ "✕" }</button>
                                }
                            </div>
                            { seats::problem_line(&t, i, problem) }
                            </>
                        }
                    }).collect::<Html>() }
                    if n < MAX_PLAYERS {
                        <button type="button" class="add" id="add-player" onclick={add}>{ t.t("setup-add-player") }</button>
                    }
                    // Why there is no choice of level here, where Sáhkku has four.
                    if table.seats.iter().any(|s| s.kind == SeatKind::Computer) {
                        <p class="help" id="sampo-computer-help">{ t.t("sampo-computer-help") }</p>
                    }
                </fieldset>
                <fieldset class="starts">
                    <legend>{ t.t("setup-starts") }</legend>
                    <p class="help">{ t.t("setup-starts-help") }</p>
                    <select id="start-seat" aria-label={t.t("setup-starts")} onchange={set_start}>
                        { table.seats.iter().enumerate().map(|(i, s)| html! {
                            <option value={i.to_string()} selected={i == table.start_seat as usize}>{ format!("{} · {}", i + 1, s.name) }</option>
                        }).collect::<Html>() }
                    </select>
                </fieldset>
                <fieldset class="rules">
                    <legend>{ t.t("setup-rules") }</legend>
                    <p class="help">{ t.t("setup-rules-help") }</p>
                    { OPTIONS.iter().map(|o| html! {
                        <RuleSelect name={o.name} label={t.t(&format!("rule-{}", o.name))} help={t.t(&format!("rule-{}-help", o.name))}
                            choices={o.values.iter().map(|v| (*v, t.t(&format!("rule-{}-{v}", o.name)))).collect::<Vec<_>>()}
                            current={table.rules.get(o.name).unwrap_or("")} on_change={set_rule(o.name)} />
                    }).collect::<Html>() }
                    <button type="button" class="secondary" onclick={reset_rules}>{ t.t("setup-rules-reset") }</button>
                    <button type="button" class="secondary" id="open-rules" onclick={{
                        let (open, rules) = (open_rules.clone(), table.rules);
                        Callback::from(move |_: MouseEvent| open.emit(Page::Sampo(rules)))
                    }}>{ t.t("rules-open") }</button>
                </fieldset>
                <div class="actions">
                    <button type="button" class="secondary" id="back" onclick={back}>{ t.t("setup-back") }</button>
                    <button type="submit" class="primary big" id="start-game">{ t.t("setup-start") }</button>
                </div>
            </form>
        </main>
    }
}
