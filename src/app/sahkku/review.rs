//! The review of a game (`engine::sahkku::review`) on the game screen: each side's
//! chance of winning before every turn as a chart, each player's luck and what their
//! decisions gave away, and the three costliest decisions, each a button that shows the
//! position before it with the better move marked on the board.

use super::Table;
use crate::app::i18n::I18n;
use crate::app::players;
use crate::app::sahkku::hint::{choice_words, points, signed_points};
use crate::engine::sahkku::net;
use crate::engine::sahkku::review::{read_answer, Moment, Point, Review, What};
use crate::engine::sahkku::{ReplayError, Side};
use crate::i18n::{format_number, format_percent, Arg};
use crate::session::deep_review::{cache_key, Deepening};
use crate::session::hint::Choice;
use crate::session::sahkku::Session;
use crate::session::thinking::Think;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

pub type Reviewed = Rc<Result<Review, Unreviewed>>;

/// Why a game has no review.
#[derive(Clone, Debug, PartialEq)]
pub enum Unreviewed {
    /// Its record does not fit its rules (a damaged file).
    Broken(ReplayError),
    /// The players' module, which reviews, could not load.
    Unloaded,
}

/// The review of the session's game while `open`, read once per length of its record.
/// The players' module reads it in a worker thread (or, where none can start, on the
/// page), so the screen shows "Reading the game…" and answers meanwhile. In a family
/// whose master plays with a learned score, the score's file is fetched first
/// (`app::weights`, kept for the page's life): the review reads with it where it came.
#[hook]
pub fn use_review(session: Rc<Session>, open: bool) -> (Option<Reviewed>, Deep) {
    let quick = use_quick_review(session.clone(), open);
    let deep = use_deep_review(session, open, quick.clone());
    let shown = match (&deep.done, &quick) {
        (Some(r), Some(q)) if q.is_ok() => Some(Rc::new(Ok((**r).clone()))),
        _ => quick,
    };
    (shown, deep)
}

/// The review weighed again as the hint weighs it (`session::deep_review`): what the
/// panel shows of it, and what starts it.
#[derive(Clone, PartialEq)]
pub struct Deep {
    /// Decisions weighed so far, of how many, while it runs.
    pub progress: Option<(usize, usize)>,
    /// The review reweighed, once done (or found kept on the device).
    pub done: Option<Rc<Review>>,
    /// The last try could not be finished: the players' module did not answer.
    pub failed: bool,
    /// Starts it at a thinking time.
    pub start: Callback<Think>,
}

/// The deeper review of the session's game: found on the device where it was made
/// before, else made when asked, each decision put to a worker of the players' module
/// as the hint's question, one after the other (`players::ask_each`), then the review
/// reweighed there with the answers (`deep_review::answer`).
#[hook]
fn use_deep_review(session: Rc<Session>, open: bool, quick: Option<Reviewed>) -> Deep {
    let len = session.record().entries.len();
    let weighing = use_mut_ref(|| None::<Deepening>);
    // The sequences of questions (one a core), then the worker that reweighs the review.
    let sequence = use_mut_ref(Vec::<players::Sequence>::new);
    let last = use_mut_ref(|| None::<players::Asked>);
    let progress = use_state(|| None::<(usize, usize)>);
    let done = use_state(|| None::<(usize, Rc<Review>)>);
    let failed = use_state(|| false);
    // A review made before of this very game, at any thinking time, opens at once.
    {
        let (done, record) = (done.clone(), session.record().clone());
        use_effect_with((open, len), move |&(open, len)| {
            if open {
                let kept = Think::ALL.iter().find_map(|&k| {
                    crate::app::storage::get_string(&cache_key(&record, k)).as_deref().and_then(read_answer)
                });
                done.set(kept.map(|r| (len, Rc::new(r))));
            }
        });
    }
    let start = {
        let (weighing, sequence, last, progress, done, failed) =
            (weighing.clone(), sequence.clone(), last.clone(), progress.clone(), done.clone(), failed.clone());
        let quick = quick.clone();
        let record = session.record().clone();
        Callback::from(move |think: Think| {
            let Some(Ok(quick)) = quick.as_deref() else { return };
            failed.set(false);
            let d = Deepening::new(&record, quick, think);
            let texts = Rc::new(d.texts());
            progress.set(Some(d.progress()));
            *weighing.borrow_mut() = Some(d);
            let trained = net::for_game(&record);
            let (weighing, sequence, last, progress, done, failed, record) = (
                weighing.clone(),
                sequence.clone(),
                last.clone(),
                progress.clone(),
                done.clone(),
                failed.clone(),
                record.clone(),
            );
            let post = move |weights: Option<Rc<Vec<u8>>>| {
                let each: Rc<dyn Fn(usize, Option<String>)> = {
                    let weights = weights.clone();
                    Rc::new(move |k, answer| {
                        let request = {
                            let mut w = weighing.borrow_mut();
                            let Some(d) = w.as_mut() else { return };
                            d.answered(k, answer);
                            progress.set(Some(d.progress()));
                            d.request(&record)
                        };
                        // Every decision weighed: the review reweighed with them, kept.
                        let Some(request) = request else { return };
                        let (done, progress, failed, record, think) =
                            (done.clone(), progress.clone(), failed.clone(), record.clone(), think);
                        let reply: Rc<dyn Fn(Option<String>)> = Rc::new(move |text: Option<String>| {
                            if let Some(r) = text.as_deref().and_then(read_answer) {
                                crate::app::storage::set_string(
                                    &cache_key(&record, think),
                                    text.as_deref().unwrap_or_default(),
                                );
                                done.set(Some((record.entries.len(), Rc::new(r))));
                            } else {
                                failed.set(true);
                            }
                            progress.set(None);
                        });
                        *last.borrow_mut() =
                            players::ask_anywhere("review", request, weights.clone(), players::OnPage::review, reply);
                    })
                };
                // One worker a core (four at most), each every n-th decision: each
                // decision still has a core to itself for its thinking time.
                let cores = web_sys::window().map_or(1, |w| w.navigator().hardware_concurrency() as usize).clamp(1, 4);
                *sequence.borrow_mut() = (0..cores)
                    .map(|c| {
                        let own: Rc<Vec<usize>> = Rc::new((c..texts.len()).step_by(cores).collect());
                        let questions = Rc::new(own.iter().map(|&k| texts[k].clone()).collect::<Vec<_>>());
                        let each = each.clone();
                        let answered: Rc<dyn Fn(usize, Option<String>)> = Rc::new(move |j, a| each(own[j], a));
                        players::ask_each("hint", questions, weights.clone(), players::OnPage::hint, answered)
                    })
                    .collect();
            };
            match trained {
                Some(s) => crate::app::data_files::with_file(format!("weights/{}", s.file()), post),
                None => post(None),
            }
        })
    };
    // The record grew, or the screen went: the work stops with it.
    {
        let (sequence, last, progress, weighing) = (sequence.clone(), last.clone(), progress.clone(), weighing.clone());
        use_effect_with(len, move |_| {
            move || {
                sequence.borrow_mut().clear();
                last.borrow_mut().take();
                weighing.borrow_mut().take();
                progress.set(None);
            }
        });
    }
    let done = done.as_ref().filter(|(at, _)| *at == len).map(|(_, r)| r.clone());
    Deep { progress: (*progress).filter(|_| done.is_none()), done, failed: *failed, start }
}

/// The review one turn deep, as the players' module reads it.
#[hook]
fn use_quick_review(session: Rc<Session>, open: bool) -> Option<Reviewed> {
    let read = use_state(|| None::<(usize, Reviewed)>);
    let len = session.record().entries.len();
    {
        let read = read.clone();
        use_effect_with((open, len), move |&(open, len)| {
            let stale = read.as_ref().is_none_or(|r| r.0 != len);
            let asked: Slot = Rc::new(RefCell::new(Some(None)));
            if open && stale {
                ask(&session, move |r| read.set(Some((len, Rc::new(r)))), asked.clone());
            }
            // Closed, or the record grew: the worker goes with its answer, and weights
            // that come later ask nothing.
            move || drop(asked.borrow_mut().take())
        });
    }
    read.as_ref().filter(|r| open && r.0 == len).map(|r| r.1.clone())
}

/// The worker that reads a review, kept while the review is wanted (`None` once it is
/// not: closed, or the record grew). It is asked once the learned score's file came
/// or failed, so it is not there at first.
type Slot = Rc<RefCell<Option<Option<players::Asked>>>>;

/// Asks for the review of the session's game; `reply` gets it, `asked` keeps the
/// worker that reads it. The record is checked here first, so that a broken one is
/// told in the player's words.
fn ask(session: &Session, reply: impl Fn(Result<Review, Unreviewed>) + 'static, asked: Slot) {
    if let Err(e) = session.record().replay() {
        return reply(Err(Unreviewed::Broken(e)));
    }
    let record = serde_json::to_string(session.record()).unwrap_or_default();
    let reply: Rc<dyn Fn(Option<String>)> =
        Rc::new(move |text: Option<String>| reply(text.as_deref().and_then(read_answer).ok_or(Unreviewed::Unloaded)));
    let post = move |weights: Option<Rc<Vec<u8>>>| {
        if asked.borrow().is_none() {
            return;
        }
        let worker = players::ask_anywhere("review", record, weights, players::OnPage::review, reply);
        if let Some(slot) = asked.borrow_mut().as_mut() {
            *slot = worker;
        }
    };
    match net::for_game(session.record()) {
        Some(s) => crate::app::data_files::with_file(format!("weights/{}", s.file()), post),
        None => post(None),
    }
}

/// The review's panel: `shown` is the decision whose better move the board shows.
pub fn panel(
    t: &I18n,
    table: &Table,
    reviewed: Option<&Reviewed>,
    deep: &Deep,
    shown: Option<usize>,
    on_show: &Callback<usize>,
    on_close: Callback<MouseEvent>,
) -> Html {
    let body = match reviewed.map(|r| r.as_ref()) {
        None => html! { <p class="sk-review-reading" role="status">{ t.t("sk-review-reading") }</p> },
        Some(Err(Unreviewed::Broken(e))) => {
            // In the words a refused save is told in, not the engine's English.
            let why = crate::saves::words::invalid(t, &crate::saves::Invalid::Sahkku(e.clone().into()));
            html! { <p class="notice" role="alert">{ t.t_args("sk-review-broken", &[("why", Arg::Str(&why))]) }</p> }
        }
        Some(Err(Unreviewed::Unloaded)) => html! { <p class="notice" role="alert">{ t.t("sk-computer-stalled") }</p> },
        Some(Ok(r)) => {
            let costliest = r.costliest(3);
            html! {
                <>
                    { chart(t, table, r, &costliest) }
                    { totals(t, table, r) }
                    { deeper(t, r, deep) }
                    <h3>{ t.t("sk-review-costliest") }</h3>
                    if costliest.is_empty() {
                        <p>{ t.t("sk-review-none") }</p>
                    } else {
                        <ol class="sk-review-costly">
                            { costliest.iter().map(|m| decision(t, table, m, shown == Some(m.entry), on_show)).collect::<Html>() }
                        </ol>
                    }
                    <p class="sk-review-explain">{ t.t("sk-review-explain") }</p>
                    if r.learned {
                        <p class="sk-review-explain" id="sk-review-learned">{ t.t("sk-review-learned") }</p>
                    }
                </>
            }
        }
    };
    html! {
        <section class="sk-review" id="sk-review" aria-label={t.t("sk-review")}>
            <h2 tabindex="-1">{ t.t("sk-review") }</h2>
            { body }
            <div class="actions">
                <button class="secondary" id="sk-review-close" onclick={on_close}>{ t.t("sk-review-close") }</button>
            </div>
        </section>
    }
}

/// How deeply the decisions were weighed: as the hint weighs them (said, with the
/// time), being weighed so (the progress), or one turn deep with what weighs them
/// again at a thinking time the player picks.
fn deeper(t: &I18n, r: &Review, deep: &Deep) -> Html {
    if let Some(by) = &r.ranked {
        return html! {
            <p class="sk-review-explain" id="sk-review-ranked">{
                t.t_args("sk-review-ranked", &[("time", Arg::Str(&t.t(&format!("sk-think-{by}"))))])
            }</p>
        };
    }
    if let Some((done, total)) = deep.progress {
        return html! {
            <p class="sk-review-explain" role="status" id="sk-review-progress">{ t.t_args("sk-review-weighing", &[
                ("done", Arg::Num(done as i64)), ("total", Arg::Num(total as i64)),
            ]) }</p>
        };
    }
    // At the master's thinking time the player chose (the set-up's, or the editor's).
    let now = super::think_time();
    let time = t.t(&format!("sk-think-{}", now.id()));
    html! {
        <div class="sk-review-deep">
            if deep.failed {
                <p class="notice" role="alert" id="sk-review-deep-failed">{ t.t("sk-review-deep-failed") }</p>
            }
            <p class="sk-review-explain">{ t.t("sk-review-deepen-help") }</p>
            <button class="secondary" id="sk-review-deepen" onclick={deep.start.reform(move |_: MouseEvent| now)}>
                { t.t_args("sk-review-deepen", &[("time", Arg::Str(&time))]) }
            </button>
        </div>
    }
}

/// Each player's luck and what their decisions gave away, one player under the other
/// (the panel is narrow beside a phone's board).
fn totals(t: &I18n, table: &Table, r: &Review) -> Html {
    let lang = t.lang();
    html! {
        <ul class="sk-review-totals" id="sk-review-totals">
            { Side::BOTH.iter().map(|&s| {
                let total = r.totals[s.index()];
                html! {
                    <li>
                        <strong><span class={classes!("side-badge", side_class(s))}>{ s.index() + 1 }</span>{ " " }{ table.name(s).to_string() }</strong>
                        <span class="luck">{ t.t_args("sk-review-luck", &[("points", Arg::Str(&signed_points(t, total.luck)))]) }</span>
                        <span class="cost">{ t.t_args("sk-review-cost", &[
                            ("points", Arg::Str(&points(t, -total.cost))),
                            ("errors", Arg::Num(total.errors as i64)),
                            ("decisions", Arg::Num(total.decisions as i64)),
                        ]) }</span>
                        if let Some(rate) = total.error_rate() {
                            <span class="error-rate">{ t.t_args("sk-review-error-rate", &[("points", Arg::Str(&format_number(lang, rate * 100.0, 2)))]) }</span>
                        }
                        if total.hints > 0 {
                            <span class="hints">{ t.t_args("sk-review-hints", &[("n", Arg::Num(total.hints as i64))]) }</span>
                        }
                    </li>
                }
            }).collect::<Html>() }
        </ul>
    }
}

fn side_class(s: Side) -> &'static str {
    if s == Side::One {
        "side-one"
    } else {
        "side-two"
    }
}

/// One of the costliest decisions: a button that shows it on the board.
fn decision(t: &I18n, table: &Table, m: &Moment, shown: bool, on_show: &Callback<usize>) -> Html {
    let What::Decision { played, best, cost, .. } = &m.what else { return Html::default() };
    let entry = m.entry;
    html! {
        <li>
            <button class={classes!("sk-review-decision", shown.then_some("shown"))} aria-pressed={shown.to_string()}
                onclick={on_show.reform(move |_: MouseEvent| entry)}>
                <strong>{ t.t_args("sk-review-decision", &[
                    ("turn", Arg::Num(m.turn as i64)),
                    ("name", Arg::Str(table.name(m.side))),
                    ("points", Arg::Str(&points(t, *cost))),
                ]) }</strong>
                <span>{ t.t_args("sk-review-played", &[("moves", Arg::Str(&said(t, played)))]) }</span>
                <span class="better">{ t.t_args("sk-review-better", &[("moves", Arg::Str(&said(t, best)))]) }</span>
                if m.hint {
                    <span class="hinted">{ t.t("sk-review-hinted") }</span>
                }
            </button>
        </li>
    }
}

/// A decision as the player reads it: a keep or re-throw in the words of its button,
/// the moves of the pieces in notation (as typed, and as the log writes them).
fn said(t: &I18n, moves: &[String]) -> String {
    let word = |m: &String| Choice::rethrow(m).and_then(|c| choice_words(t, &c)).unwrap_or_else(|| m.clone());
    moves.iter().map(word).collect::<Vec<_>>().join(" ")
}

// Small units, so that the type stays readable in a panel beside a phone's board.
const W: f64 = 320.0;
const H: f64 = 160.0;
const LEFT: f64 = 6.0;
const TOP: f64 = 22.0;
const BOTTOM: f64 = 22.0;

/// Side One's chance before every turn, from 0 at the bottom (side Two's win) to 1 at
/// the top, the costliest decisions marked by their number.
fn chart(t: &I18n, table: &Table, r: &Review, costliest: &[&Moment]) -> Html {
    let lang = t.lang();
    // The turns' points, then the result where the game is over.
    let mut chances: Vec<f64> = r.points.iter().map(|p| p.one).collect();
    chances.extend(r.result);
    let n = chances.len();
    let plot_h = H - TOP - BOTTOM;
    let x = |i: usize| LEFT + (W - 2.0 * LEFT) * if n > 1 { i as f64 / (n - 1) as f64 } else { 0.5 };
    let y = |one: f64| TOP + plot_h * (1.0 - one);
    let line: Vec<String> =
        chances.iter().enumerate().map(|(i, &c)| format!("{},{}", tenth(x(i)), tenth(y(c)))).collect();
    // Where each costly decision falls: the last point before it. Two in one turn (a
    // re-throw and the moves after it) would hide each other: a later one is lifted.
    let mut marks: Vec<(usize, f64, f64)> = Vec::new();
    for (k, m) in costliest.iter().enumerate() {
        let Some(i) = r.points.iter().rposition(|p| p.entry <= m.entry) else { continue };
        let (mx, my) = (x(i), y(r.points[i].one));
        let near = marks.iter().filter(|&&(_, ox, oy)| (ox - mx).abs() < 16.0 && (oy - my).abs() < 40.0).count();
        let lifted =
            if my - 17.0 * near as f64 > TOP + 8.0 { my - 17.0 * near as f64 } else { my + 17.0 * near as f64 };
        marks.push((k + 1, mx, lifted));
    }
    let one = table.name(Side::One);
    let reading = match (extreme(r, f64::total_cmp), extreme(r, |a, b| b.total_cmp(a))) {
        (Some(high), Some(low)) => t.t_args(
            "sk-review-chart-reading",
            &[
                ("name", Arg::Str(one)),
                ("high", Arg::Str(&format_percent(lang, high.one, 0))),
                ("high-turn", Arg::Num(high.turn as i64)),
                ("low", Arg::Str(&format_percent(lang, low.one, 0))),
                ("low-turn", Arg::Num(low.turn as i64)),
            ],
        ),
        _ => String::new(),
    };
    let mid = y(0.5);
    html! {
        <figure class="chart sk-review-chart" id="sk-review-chart">
            <svg viewBox={format!("0 0 {W} {H}")} role="img" aria-labelledby="sk-review-chart-caption" preserveAspectRatio="xMidYMid meet">
                <rect class="band side-one" x="0" y={TOP.to_string()} width={W.to_string()} height={(plot_h / 2.0).to_string()} />
                <rect class="band side-two" x="0" y={mid.to_string()} width={W.to_string()} height={(plot_h / 2.0).to_string()} />
                <line class="reference" x1="0" x2={W.to_string()} y1={mid.to_string()} y2={mid.to_string()} />
                <text class="label side-one" x={LEFT.to_string()} y={(TOP - 6.0).to_string()}>{ format!("{one} {}", format_percent(lang, 1.0, 0)) }</text>
                <text class="label side-two" x={LEFT.to_string()} y={(H - 5.0).to_string()}>{ format!("{} {}", table.name(Side::Two), format_percent(lang, 1.0, 0)) }</text>
                <polyline class="chance" points={line.join(" ")} />
                { marks.into_iter().map(|(k, mx, my)| html! {
                    <g class="mark">
                        <circle cx={tenth(mx)} cy={tenth(my)} r="8" />
                        <text x={tenth(mx)} y={tenth(my + 4.0)} text-anchor="middle">{ k }</text>
                    </g>
                }).collect::<Html>() }
            </svg>
            <figcaption id="sk-review-chart-caption">
                <strong>{ t.t("sk-review-chart-title") }</strong>{ " " }
                <span class="reading">{ reading }</span>
            </figcaption>
        </figure>
    }
}

/// A coordinate to a tenth of a unit, written short.
fn tenth(v: f64) -> String {
    ((v * 10.0).round() / 10.0).to_string()
}

/// The turn before which side One's chance was the greatest by `order` (the first
/// such).
fn extreme(r: &Review, order: impl Fn(&f64, &f64) -> std::cmp::Ordering) -> Option<&Point> {
    r.points.iter().rev().max_by(|a, b| order(&a.one, &b.one))
}
