//! The Lab screen: many computer games of either game, under one or two house-rule
//! settings, counted and drawn as charts while they run.

pub mod module;
mod results;
mod runner;

use super::i18n::{use_i18n, I18n};
use super::rule_select::RuleSelect;
use super::storage;
use crate::engine::sahkku::levels::Level;
use crate::engine::sahkku::{self, Rules, Variant};
use crate::engine::sampo::{self, HouseRules, MAX_PLAYERS, MIN_PLAYERS};
use crate::i18n::{format_number, Arg};
use crate::lab::{Setting, SAHKKU_GAMES, SAMPO_GAMES};
use crate::share::{LabLink, LabSetup, Link};
use runner::{Progress, RunState};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::rc::Rc;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

const FORM_KEY: &str = "sampo-sahkku.lab";

#[derive(Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
enum LabGame {
    Sampo,
    Sahkku,
}

/// The form of the Lab screen.
#[derive(Clone, PartialEq)]
struct LabForm {
    game: LabGame,
    players: usize,
    sampo_games: u64,
    /// Setting A and setting B.
    sampo_rules: [HouseRules; 2],
    variant: Variant,
    levels: [String; 2],
    sahkku_games: u64,
    sahkku_rules: [Rules; 2],
    seed: u64,
    compare: bool,
}

/// The form as remembered between visits. Sáhkku rules are kept as their changes
/// from the family's preset, as game records keep them (and so the wasm carries no
/// second encoding of every rule).
#[derive(Serialize, Deserialize)]
struct StoredForm {
    game: LabGame,
    players: usize,
    sampo_games: u64,
    sampo_rules: [HouseRules; 2],
    variant: Variant,
    levels: [String; 2],
    sahkku_games: u64,
    sahkku_changes: [BTreeMap<String, String>; 2],
    seed: u64,
    compare: bool,
}

impl Default for LabForm {
    fn default() -> Self {
        LabForm {
            game: LabGame::Sampo,
            players: 4,
            sampo_games: 10_000,
            sampo_rules: [HouseRules::default(); 2],
            variant: Variant::Lagesvuon,
            levels: ["random".into(), "random".into()],
            sahkku_games: 1_000,
            sahkku_rules: [Variant::Lagesvuon.rules(); 2],
            seed: 1,
            compare: false,
        }
    }
}

impl LabForm {
    /// A stored form that no longer fits the app (an old version's) is replaced.
    fn load() -> LabForm {
        let Some(s) = storage::get_json::<StoredForm>(FORM_KEY) else { return LabForm::default() };
        let rules = |i: usize| {
            Rules::with_changes(s.variant.rules(), &s.sahkku_changes[i]).ok().filter(|r| r.validate().is_ok())
        };
        let (Some(a), Some(b)) = (rules(0), rules(1)) else { return LabForm::default() };
        let form = LabForm {
            game: s.game,
            players: s.players,
            sampo_games: s.sampo_games,
            sampo_rules: s.sampo_rules,
            variant: s.variant,
            levels: s.levels,
            sahkku_games: s.sahkku_games,
            sahkku_rules: [a, b],
            seed: s.seed,
            compare: s.compare,
        };
        let fits = (MIN_PLAYERS..=MAX_PLAYERS).contains(&form.players)
            && form.levels.iter().all(|l| Level::from_id(l).is_some())
            && SAMPO_GAMES.contains(&form.sampo_games)
            && SAHKKU_GAMES.contains(&form.sahkku_games);
        if fits {
            form
        } else {
            LabForm::default()
        }
    }

    fn store(&self) {
        storage::set_json(
            FORM_KEY,
            &StoredForm {
                game: self.game,
                players: self.players,
                sampo_games: self.sampo_games,
                sampo_rules: self.sampo_rules,
                variant: self.variant,
                levels: self.levels.clone(),
                sahkku_games: self.sahkku_games,
                sahkku_changes: [0, 1].map(|i| self.sahkku_rules[i].changes_from(&self.variant.rules())),
                seed: self.seed,
                compare: self.compare,
            },
        );
    }

    fn games(&self) -> u64 {
        match self.game {
            LabGame::Sampo => self.sampo_games,
            LabGame::Sahkku => self.sahkku_games,
        }
    }

    /// The form a shared Lab link holds (the rest as the form would start).
    fn from_link(link: &LabLink) -> LabForm {
        let mut f = LabForm { seed: link.seed, ..LabForm::default() };
        let two = |n: usize| n == 2;
        match &link.setup {
            LabSetup::Sampo { players, rules } => {
                f.game = LabGame::Sampo;
                f.players = *players;
                f.sampo_games = link.games;
                f.compare = two(rules.len());
                f.sampo_rules = [rules[0], *rules.last().unwrap_or(&rules[0])];
            }
            LabSetup::Sahkku { variant, levels, rules } => {
                f.game = LabGame::Sahkku;
                f.variant = *variant;
                f.levels = levels.map(|l| l.id().to_string());
                f.sahkku_games = link.games;
                f.compare = two(rules.len());
                f.sahkku_rules = [rules[0], *rules.last().unwrap_or(&rules[0])];
            }
        }
        f
    }

    /// The form as a link: the same games, played again wherever it opens.
    fn to_link(&self) -> LabLink {
        let n = if self.compare { 2 } else { 1 };
        let setup = match self.game {
            LabGame::Sampo => LabSetup::Sampo { players: self.players, rules: self.sampo_rules[..n].to_vec() },
            LabGame::Sahkku => LabSetup::Sahkku {
                variant: self.variant,
                levels: [0, 1].map(|i| Level::from_id(&self.levels[i]).unwrap_or(Level::Random)),
                rules: self.sahkku_rules[..n].to_vec(),
            },
        };
        LabLink { games: self.games(), seed: self.seed, setup }
    }

    /// The run's settings (one, or two compared), as the workers receive them.
    fn settings(&self) -> Vec<Setting> {
        let settings = if self.compare { 2 } else { 1 };
        (0..settings)
            .map(|i| match self.game {
                LabGame::Sampo => Setting::Sampo { players: self.players, rules: self.sampo_rules[i], seed: self.seed },
                LabGame::Sahkku => Setting::sahkku(&self.sahkku_rules[i], self.variant, self.levels.clone(), self.seed),
            })
            .collect()
    }
}

/// A change to the form, from the text of a control.
type Edit = Rc<dyn Fn(&mut LabForm, String)>;

fn select_value(e: &Event) -> String {
    e.target_unchecked_into::<HtmlSelectElement>().value()
}

#[derive(Properties, PartialEq)]
pub struct LabProps {
    pub on_back: Callback<()>,
    /// A setting from a shared link, instead of the one remembered.
    #[prop_or_default]
    pub shared: Option<Rc<LabLink>>,
}

#[component]
pub fn Lab(props: &LabProps) -> Html {
    let t = use_i18n();
    let form = use_state(|| props.shared.as_deref().map(LabForm::from_link).unwrap_or_else(LabForm::load));
    let progress = use_state(|| None::<Progress>);
    let error = use_state(|| None::<String>);
    // The settings of the run on screen (the form may change after it).
    let ran = use_state(|| None::<LabForm>);
    let shared: runner::Shared = use_mut_ref(Default::default);
    // Runs asked for, counted: a run whose learned score comes after another was asked
    // for (or after the screen went) does not start.
    let asked = use_mut_ref(|| 0u32);
    // The learned score of the run's masters could not be had: they play by hand.
    let unscored = use_state(|| false);
    {
        let (shared, asked) = (shared.clone(), asked.clone());
        use_effect_with((), move |_| {
            move || {
                *asked.borrow_mut() += 1;
                runner::stop(&shared)
            }
        });
    }
    {
        let form = (*form).clone();
        use_effect_with(form, |f| f.store());
    }
    let edit = |f: Edit| {
        let form = form.clone();
        Callback::from(move |v: String| {
            let mut next = (*form).clone();
            f(&mut next, v);
            form.set(next);
        })
    };
    let on_game = edit(Rc::new(|f, v| f.game = if v == "sahkku" { LabGame::Sahkku } else { LabGame::Sampo }));
    let on_players = edit(Rc::new(|f, v| f.players = v.parse().unwrap_or(4)));
    let on_games = edit(Rc::new(|f, v| {
        let n = v.parse().unwrap_or(1000);
        match f.game {
            LabGame::Sampo => f.sampo_games = n,
            LabGame::Sahkku => f.sahkku_games = n,
        }
    }));
    let on_variant = edit(Rc::new(|f, v| {
        if let Ok(variant) = Variant::from_id(&v) {
            f.variant = variant;
            f.sahkku_rules = [variant.rules(); 2];
        }
    }));
    let on_level = |seat: usize| edit(Rc::new(move |f, v| f.levels[seat] = v));
    let on_compare = edit(Rc::new(|f, v| f.compare = v == "on"));
    let seed_text = use_state(|| form.seed.to_string());

    let running = progress.as_ref().is_some_and(|p| p.state == RunState::Running);
    let start = {
        let (form, progress, shared, error, seed_text, ran, t) =
            (form.clone(), progress.clone(), shared.clone(), error.clone(), seed_text.clone(), ran.clone(), t.clone());
        let (asked, unscored) = (asked.clone(), unscored.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let Ok(seed) = seed_text.trim().parse::<u64>() else {
                error.set(Some(t.t("lab-error-seed")));
                return;
            };
            error.set(None);
            let f = LabForm { seed, ..(*form).clone() };
            form.set(f.clone());
            ran.set(Some(f.clone()));
            unscored.set(false);
            let (settings, games, show) = (f.settings(), f.games(), progress.setter());
            // The masters play with the family's learned score, as in a game: its file
            // first (fetched once a page, `app::weights`), then the run.
            let run = {
                let mut a = asked.borrow_mut();
                *a += 1;
                *a
            };
            let Some(file) = settings.iter().find_map(|s| s.learned()).map(|(_, shipped)| shipped.file()) else {
                return runner::start(&shared, settings, None, games, show);
            };
            let (shared, asked, unscored) = (shared.clone(), asked.clone(), unscored.clone());
            crate::app::data_files::with_file(format!("weights/{file}"), move |weights| {
                if *asked.borrow() != run {
                    return;
                }
                let settings = match weights {
                    Some(_) => settings.into_iter().map(|s| s.learned().map_or(s, |(learned, _)| learned)).collect(),
                    None => settings,
                };
                unscored.set(weights.is_none());
                runner::start(&shared, settings, weights, games, show);
            });
        })
    };
    let cancel = {
        let (shared, progress) = (shared.clone(), progress.clone());
        Callback::from(move |_: MouseEvent| runner::cancel(&shared, &progress.setter()))
    };
    let back = props.on_back.reform(|_: MouseEvent| ());
    let f = &*form;
    let games_choices: &[u64] = if f.game == LabGame::Sampo { &SAMPO_GAMES } else { &SAHKKU_GAMES };
    let lang = t.lang();

    html! {
        <main class="setup lab">
            <h1>{ t.t("lab-title") }</h1>
            <p class="help">{ t.t("lab-intro") }</p>
            <form onsubmit={start} id="lab-form">
                <fieldset>
                    <legend>{ t.t("lab-game") }</legend>
                    <div class="choice-row">
                        { [(LabGame::Sampo, "sampo", "home-sampo-title"), (LabGame::Sahkku, "sahkku", "home-sahkku-title")].iter().map(|&(g, v, id)| html! {
                            <label class={classes!("choice", (f.game == g).then_some("chosen"))}>
                                <input type="radio" name="lab-game" value={v} checked={f.game == g} disabled={running}
                                    onchange={on_game.reform(move |_: Event| v.to_string())} />
                                { t.t(id) }
                            </label>
                        }).collect::<Html>() }
                    </div>
                    <div class="field-row">
                        if f.game == LabGame::Sampo {
                            <label>{ t.t("lab-players") }
                                <select id="lab-players" disabled={running} onchange={on_players.reform(|e: Event| select_value(&e))}>
                                    { (MIN_PLAYERS..=MAX_PLAYERS).map(|n| html! {
                                        <option value={n.to_string()} selected={n == f.players}>{ n }</option>
                                    }).collect::<Html>() }
                                </select>
                            </label>
                        } else {
                            <label>{ t.t("sk-family") }
                                <select id="lab-variant" disabled={running} onchange={on_variant.reform(|e: Event| select_value(&e))}>
                                    { Variant::ALL.iter().map(|v| html! {
                                        <option value={v.id()} selected={*v == f.variant} lang="se">{ t.t(&format!("sk-variant-{}", v.id())) }</option>
                                    }).collect::<Html>() }
                                </select>
                            </label>
                            { (0..2).map(|seat| html! {
                                <label>{ t.t_args("lab-seat", &[("n", Arg::Num(seat as i64 + 1))]) }
                                    <select id={format!("lab-level-{}", seat + 1)} disabled={running} onchange={on_level(seat).reform(|e: Event| select_value(&e))}>
                                        { Level::ALL.iter().map(|l| html! {
                                            <option value={l.id()} selected={f.levels[seat] == l.id()}>{ t.t(l.message_id()) }</option>
                                        }).collect::<Html>() }
                                    </select>
                                </label>
                            }).collect::<Html>() }
                        }
                        <label>{ t.t("lab-games") }
                            <select id="lab-games" disabled={running} onchange={on_games.reform(|e: Event| select_value(&e))}>
                                { games_choices.iter().map(|&n| html! {
                                    <option value={n.to_string()} selected={n == f.games()}>{ format_number(lang, n as f64, 0) }</option>
                                }).collect::<Html>() }
                            </select>
                        </label>
                        <label>{ t.t("lab-seed") }
                            <input id="lab-seed" type="text" inputmode="numeric" size="10" disabled={running} value={(*seed_text).clone()}
                                oninput={{
                                    let s = seed_text.clone();
                                    Callback::from(move |e: InputEvent| s.set(e.target_unchecked_into::<HtmlInputElement>().value()))
                                }} />
                        </label>
                    </div>
                    <p class="help">{ t.t("lab-seed-help") }</p>
                </fieldset>
                <fieldset class="lab-settings">
                    <legend>{ t.t("setup-rules") }</legend>
                    <label class="compare-toggle">
                        <input type="checkbox" id="lab-compare" checked={f.compare} disabled={running}
                            onchange={on_compare.reform(|e: Event| if e.target_unchecked_into::<HtmlInputElement>().checked() { "on".into() } else { "off".into() })} />
                        { t.t("lab-compare") }
                    </label>
                    <div class={classes!("settings", f.compare.then_some("two"))}>
                        { (0..if f.compare { 2 } else { 1 }).map(|i| rules_editor(&t, &form, i, running)).collect::<Html>() }
                    </div>
                </fieldset>
                if let Some(e) = &*error {
                    <p class="error" role="alert">{ e.clone() }</p>
                }
                if props.shared.is_some() {
                    <p class="hint" id="lab-shared">{ t.t("lab-shared") }</p>
                }
                <div class="actions">
                    <button type="button" class="secondary" id="back" onclick={back}>{ t.t("setup-back") }</button>
                    <crate::app::share::ShareButton id="lab-share" title="share-lab-title" note="share-lab-note" link={{
                        let f = f.clone();
                        Callback::from(move |_| Link::Lab(f.to_link()))
                    }} />
                    // Distinct keys: the Stop button must not turn into the submit button
                    // under the click that stops the run (which would start it again).
                    if running {
                        <button type="button" key="cancel" class="primary big" id="lab-cancel" onclick={cancel}>{ t.t("lab-cancel") }</button>
                    } else {
                        <button type="submit" key="run" class="primary big" id="lab-run">{ t.t("lab-run") }</button>
                    }
                </div>
            </form>
            if let (Some(p), Some(r)) = (&*progress, &*ran) {
                { status(&t, p) }
                if *unscored {
                    <p class="notice unscored" role="status" id="lab-unscored">{ t.t("sk-master-unscored") }</p>
                }
                { results(&t, p, r) }
            }
        </main>
    }
}

/// One house rule of a setting, whichever the game: what the editor and the
/// summaries show.
struct RuleView {
    name: &'static str,
    /// The prefix of its message ids: `rule` (Sampo) or `sk-opt` (Sáhkku).
    prefix: &'static str,
    values: &'static [&'static str],
    current: &'static str,
    changed: bool,
}

fn rule_views(f: &LabForm, i: usize) -> Vec<RuleView> {
    match f.game {
        LabGame::Sampo => {
            let (r, base) = (&f.sampo_rules[i], HouseRules::default());
            sampo::OPTIONS
                .iter()
                .map(|o| RuleView {
                    name: o.name,
                    prefix: "rule",
                    values: o.values,
                    current: r.get(o.name).unwrap_or(""),
                    changed: r.get(o.name) != base.get(o.name),
                })
                .collect()
        }
        LabGame::Sahkku => {
            let (r, base) = (&f.sahkku_rules[i], f.variant.rules());
            sahkku::OPTIONS
                .iter()
                .map(|o| RuleView {
                    name: o.name,
                    prefix: "sk-opt",
                    values: o.values,
                    current: r.get(o.name).unwrap_or(""),
                    changed: r.get(o.name) != base.get(o.name),
                })
                .collect()
        }
    }
}

/// The house rules of setting `i` (A or B) for the chosen game.
fn rules_editor(t: &I18n, form: &UseStateHandle<LabForm>, i: usize, running: bool) -> Html {
    let f = &**form;
    let set = |name: &'static str| {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let mut next = (*form).clone();
            let v = select_value(&e);
            match next.game {
                LabGame::Sampo => {
                    let _ = next.sampo_rules[i].set(name, &v);
                }
                LabGame::Sahkku => {
                    let mut r = next.sahkku_rules[i];
                    // A combination that cannot be played is not kept.
                    if r.set(name, &v).is_ok() && r.validate().is_ok() {
                        next.sahkku_rules[i] = r;
                    }
                }
            }
            form.set(next);
        })
    };
    let views = rule_views(f, i);
    let changes = views.iter().filter(|v| v.changed).count();
    html! {
        <details class="setting" id={format!("lab-setting-{}", i + 1)} open={f.compare && i == 1}>
            <summary>
                <strong>{ t.t(if i == 0 { "lab-setting-a" } else { "lab-setting-b" }) }</strong>{ " · " }
                { if changes == 0 { t.t("lab-rules-default") } else { t.t_args("lab-rules-changed", &[("n", Arg::Num(changes as i64))]) } }
            </summary>
            <fieldset class="rules-inner" disabled={running}>
                { views.iter().map(|v| html! {
                    <RuleSelect name={v.name} label={t.t(&format!("{}-{}", v.prefix, v.name))} help={String::new()}
                        choices={v.values.iter().map(|x| (*x, t.t(&format!("{}-{}-{x}", v.prefix, v.name)))).collect::<Vec<_>>()}
                        current={v.current} changed={v.changed} on_change={set(v.name)} />
                }).collect::<Html>() }
            </fieldset>
        </details>
    }
}

fn status(t: &I18n, p: &Progress) -> Html {
    let lang = t.lang();
    let done = format_number(lang, p.done as f64, 0);
    let target = format_number(lang, p.target as f64, 0);
    let secs = format_number(lang, p.elapsed_ms / 1000.0, if p.elapsed_ms < 10_000.0 { 2 } else { 1 });
    let rate = format_number(lang, (p.done as f64 / (p.elapsed_ms / 1000.0).max(1e-9)).round(), 0);
    let text = match p.state {
        RunState::Running => {
            let left = p.seconds_left().map(|s| format_number(lang, s.ceil(), 0)).unwrap_or_else(|| "…".into());
            t.t_args(
                "lab-running",
                &[("done", Arg::Str(&done)), ("target", Arg::Str(&target)), ("left", Arg::Str(&left))],
            )
        }
        RunState::Finished => {
            t.t_args("lab-finished", &[("done", Arg::Str(&done)), ("secs", Arg::Str(&secs)), ("rate", Arg::Str(&rate))])
        }
        RunState::Cancelled => t.t_args("lab-cancelled", &[("done", Arg::Str(&done)), ("target", Arg::Str(&target))]),
        RunState::Failed => t.t_args("lab-failed", &[("done", Arg::Str(&done)), ("target", Arg::Str(&target))]),
    };
    let state = match p.state {
        RunState::Running => "running",
        RunState::Finished => "finished",
        RunState::Cancelled => "cancelled",
        RunState::Failed => "failed",
    };
    html! {
        <section class="lab-status" aria-label={t.t("lab-progress")}>
            <progress id="lab-progress" max={p.target.to_string()} value={p.done.to_string()} aria-label={t.t("lab-progress")}></progress>
            <p id="lab-status" data-state={state} data-done={p.done.to_string()} data-elapsed-ms={(p.elapsed_ms.round() as u64).to_string()}
                aria-live={if p.state == RunState::Running { "off" } else { "polite" }}>{ text }</p>
        </section>
    }
}

fn results(t: &I18n, p: &Progress, f: &LabForm) -> Html {
    let compare = p.tallies.len() == 2;
    let lengths = |tally: &runner::Tally| match tally {
        runner::Tally::Sampo(s) => s.rounds.clone(),
        runner::Tally::Sahkku(s, ..) => s.turns.clone(),
    };
    html! {
        <section class="lab-results" id="lab-results" aria-label={t.t("lab-results")}>
            if compare {
                <p class="compare-reading" id="lab-compare-reading">
                    { crate::lab::reading::compare(t, &lengths(&p.tallies[0]), &lengths(&p.tallies[1])) }
                </p>
            }
            <div class={classes!("lab-columns", compare.then_some("two"))}>
                { p.tallies.iter().enumerate().map(|(i, tally)| {
                    let key = if i == 0 { "a" } else { "b" };
                    html! {
                        <div class="lab-column">
                            if compare {
                                <h2>{ t.t(if i == 0 { "lab-setting-a" } else { "lab-setting-b" }) }</h2>
                                <p class="help">{ setting_summary(t, f, i) }</p>
                            }
                            { results::charts(t, tally, key) }
                        </div>
                    }
                }).collect::<Html>() }
            </div>
        </section>
    }
}

/// The rules a setting changes, in words.
fn setting_summary(t: &I18n, f: &LabForm, i: usize) -> String {
    let parts: Vec<String> = rule_views(f, i)
        .iter()
        .filter(|v| v.changed)
        .map(|v| {
            format!(
                "{}: {}",
                t.t(&format!("{}-{}", v.prefix, v.name)),
                t.t(&format!("{}-{}-{}", v.prefix, v.name, v.current))
            )
        })
        .collect();
    if parts.is_empty() {
        t.t("lab-rules-default")
    } else {
        parts.join("; ")
    }
}
