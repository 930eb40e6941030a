//! The puzzle screen (issue 63): a position from a master game and the throw in hand;
//! the player finds the turn that keeps the most chance of winning. The verdict says
//! right or wrong with the best turns and what the player's gave away, marked on the
//! board; a Glicko-2 rating and a streak (`session::puzzles`) are kept in this
//! browser. It is drawn by a module of its own (`module`, `src/later_screens`), and
//! each family's puzzles are fetched when first opened (`file`).

mod file;
pub mod module;
mod state;

use super::game_bar::use_game_keys;
use super::i18n::{use_i18n, I18n};
use super::sahkku::board::{self, BoardView};
use super::sahkku::dice::{dice_panel, DiceView};
use super::sahkku::hint::points;
use super::sahkku::moves::move_list;
use super::share::ShareButton;
use super::storage;
use crate::engine::sahkku::review::line_cells;
use crate::engine::sahkku::{Expect, Side, SubMove, Variant};
use crate::i18n::Arg;
use crate::lessons::words::illegal_text;
use crate::session::puzzles::Progress;
use crate::share::Link;
use file::Loaded;
use serde::{Deserialize, Serialize};
use state::{Marked, PzAction, PzState};
use yew::prelude::*;

const KEY: &str = "sampo-sahkku.puzzles";

/// What the screen keeps between visits: the family last tried and the progress.
#[derive(Serialize, Deserialize)]
struct Stored {
    family: Variant,
    progress: Progress,
}

#[derive(Properties, PartialEq)]
pub struct PuzzlesProps {
    /// A shared puzzle to open: its family and id.
    pub shared: Option<(Variant, u32)>,
    pub on_back: Callback<()>,
}

#[component]
pub fn Puzzles(props: &PuzzlesProps) -> Html {
    let t = use_i18n();
    let state = {
        let shared = props.shared;
        use_reducer(move || {
            let stored = storage::get_json::<Stored>(KEY);
            let family = stored.as_ref().map(|s| s.family).unwrap_or_else(super::sahkku::last_family);
            let progress = stored.map(|s| s.progress).unwrap_or_default();
            match shared {
                Some((v, id)) => PzState::new(v, progress, Some(id)),
                None => PzState::new(family, progress, None),
            }
        })
    };
    // The family's file, fetched when it is wanted and not here.
    {
        let d = state.dispatcher();
        let wanted = state.file.is_none().then_some((state.variant, state.fetches));
        use_effect_with(wanted, move |w| {
            if let Some((v, _)) = *w {
                file::fetch(v, move |loaded| d.dispatch(PzAction::Loaded(v, loaded)));
            }
        });
    }
    // Kept whenever it changes (a refused write leaves the screen as it is).
    use_effect_with((state.variant, state.progress.clone()), |(family, progress)| {
        storage::set_json(KEY, &Stored { family: *family, progress: progress.clone() });
    });
    // Keys: 1-3 pick a die, K keeps, U takes back, R reveals, N gives the next puzzle.
    {
        // (The listener keeps the first callback it is given: what a key may do now is
        // the reducer's to say.)
        let d = state.dispatcher();
        use_game_keys(Callback::from(move |e: web_sys::KeyboardEvent| {
            let a = match e.key().as_str() {
                k @ ("1" | "2" | "3") => PzAction::SelectDie(k.parse::<u8>().unwrap_or(1) - 1),
                "k" | "K" => PzAction::Play(SubMove::Keep),
                "u" | "U" => PzAction::TakeBack,
                "r" | "R" => PzAction::Reveal,
                "n" | "N" => PzAction::Next(super::fresh_seed()),
                _ => return false,
            };
            d.dispatch(a);
            true
        }));
    }
    // The verdict, once it comes, is read out and takes the focus's place.
    let answered = state.answered();
    use_effect_with(answered, |a| {
        if *a {
            crate::app::dom::focus("#pz-next");
        }
    });

    let table = super::sahkku::two_people(&t, state.variant, state.variant.rules());
    let family = {
        let d = state.dispatcher();
        Callback::from(move |e: Event| {
            let id = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            if let Ok(v) = Variant::from_id(&id) {
                super::sahkku::remember_family(v);
                d.dispatch(PzAction::Family(v));
            }
        })
    };
    let act = |a: fn() -> PzAction| {
        let d = state.dispatcher();
        Callback::from(move |_: MouseEvent| d.dispatch(a()))
    };
    let rating = format!("{}{}", state.progress.shown(), if state.progress.provisional() { "?" } else { "" });
    let head = html! {
        <header class="play-head">
            <h1>{ t.t("pz-title") }</h1>
            { super::sahkku::family_select(&t, "pz-family", state.variant, family) }
            <span class="pz-rating" id="pz-rating">
                <span>{ t.t_args("pz-rating", &[("rating", Arg::Str(&rating))]) }</span>
                if let Some(c) = state.change {
                    <span class={classes!("pz-change", if c >= 0 { "up" } else { "down" })} id="pz-change">
                        { if c >= 0 { format!("+{c}") } else { format!("−{}", -c) } }
                    </span>
                }
                <span class="pz-streak" id="pz-streak">
                    { t.t_args("pz-streak", &[("n", Arg::Num(state.progress.streak as i64)), ("best", Arg::Num(state.progress.best_streak as i64))]) }
                </span>
            </span>
            if let Some(p) = state.puzzle() {
                <ShareButton id="pz-share" title="pz-share-title" note="pz-share-note" link={{
                    let (variant, id) = (state.variant, u32::from_str_radix(&p.id, 16).unwrap_or(0));
                    Callback::from(move |_| Link::Puzzle { variant, id })
                }} />
            }
            <button class="secondary quit" id="pz-back" onclick={props.on_back.reform(|_: MouseEvent| ())}>{ t.t("setup-back") }</button>
        </header>
    };
    let body = match (&state.file, state.puzzle(), state.attempt()) {
        (None, ..) => html! { <p class="help" role="status" id="pz-fetching">{ t.t("pz-fetching") }</p> },
        (Some(Loaded::Unavailable | Loaded::Damaged(_)), ..) => {
            let damaged = matches!(state.file, Some(Loaded::Damaged(_)));
            html! {
                <section class="pz-trouble">
                    <p class="error" role="alert" id={if damaged { "pz-damaged" } else { "pz-unavailable-file" }}>
                        { t.t(if damaged { "pz-damaged" } else { "pz-file-unavailable" }) }
                    </p>
                    <div class="actions">
                        <button class="primary" id="pz-fetch-again" onclick={act(|| PzAction::FetchAgain)}>{ t.t("pz-try-again") }</button>
                    </div>
                </section>
            }
        }
        (Some(Loaded::Ready(_)), Some(puzzle), Some(attempt)) => {
            let pos = state.board().unwrap_or(&attempt.now);
            let (movable, targets) = match state.marked_line() {
                Some(line) => line_cells(pos, &line),
                None if state.selection.piece.is_some() => (Vec::new(), state.selection.targets(pos)),
                None => (state.selection.movable(pos), Vec::new()),
            };
            let view =
                BoardView { selected: state.selection.piece_cell(pos), targets, movable, ..BoardView::default() };
            let d = state.dispatcher();
            let on_cell = Callback::from(move |c| d.dispatch(PzAction::ClickCell(c)));
            let d = state.dispatcher();
            let on_die = Callback::from(move |i| d.dispatch(PzAction::SelectDie(i)));
            let side = match attempt.start.expect() {
                Expect::Move { side } | Expect::Throw { side, .. } => side,
                Expect::Over => Side::One,
            };
            let legal = if answered { Vec::new() } else { attempt.now.legal_moves() };
            html! {
                <div class="sk-main">
                    <div class="sk-board-wrap">
                        { board::draw(&t, &table, pos, &view, on_cell.clone()) }
                    </div>
                    <aside class="sk-panel">
                        <section class="pz-task" id="pz-task" data-puzzle={puzzle.id.clone()}>
                            <p class="pz-to-play">
                                <span class={classes!("side-badge", if side == Side::One { "side-one" } else { "side-two" })}>{ side.index() + 1 }</span>
                                { t.t_args("pz-task", &[("name", Arg::Str(table.name(side)))]) }
                            </p>
                            <p class="help">
                                { t.t_args("pz-about", &[("rating", Arg::Num(puzzle.rating as i64)), ("n", Arg::Num(puzzle.choices.len() as i64))]) }
                            </p>
                            if state.missing {
                                <p class="notice" role="status" id="pz-missing">{ t.t("pz-missing") }</p>
                            }
                        </section>
                        { dice_panel(&t, DiceView {
                            dice: pos.dice(),
                            count: pos.rules().dice,
                            throws: 0,
                            selected: state.selection.die,
                            hinted: Vec::new(),
                            on_die,
                            throw_label: None,
                            on_throw: Callback::noop(),
                            thinking: None,
                            stalled: None,
                            unscored: false,
                        }) }
                        if let Some(n) = state.notice {
                            <p class="notice" role="alert" id="pz-notice">{ illegal_text(&t, n) }</p>
                        }
                        if answered {
                            { verdict(&t, &state, {
                                let d = state.dispatcher();
                                Callback::from(move |m| d.dispatch(PzAction::Mark(m)))
                            }) }
                        } else {
                            { move_list(&t, &attempt.now, &legal, state.selection.piece, &{
                                let d = state.dispatcher();
                                Callback::from(move |m| d.dispatch(PzAction::Play(m)))
                            }) }
                        }
                        <div class="actions pz-actions">
                            if answered {
                                <button class="primary" id="pz-next" aria-keyshortcuts="N" onclick={{
                                    let d = state.dispatcher();
                                    Callback::from(move |_: MouseEvent| d.dispatch(PzAction::Next(super::fresh_seed())))
                                }}>{ t.t("pz-next") }</button>
                            } else {
                                if !attempt.played.is_empty() {
                                    <button class="secondary" id="pz-take-back" aria-keyshortcuts="U" onclick={act(|| PzAction::TakeBack)}>{ t.t("pz-take-back") }</button>
                                }
                                <button class="secondary" id="pz-reveal" aria-keyshortcuts="R" onclick={act(|| PzAction::Reveal)}>{ t.t("pz-reveal") }</button>
                            }
                        </div>
                        { board::board_list(&t, &table, pos, &view, on_cell) }
                        <p class="help pz-record">{ t.t_args("pz-solved", &[("solved", Arg::Num(state.progress.solved as i64)), ("tried", Arg::Num(state.progress.tried as i64))]) }</p>
                    </aside>
                </div>
            }
        }
        (Some(Loaded::Ready(_)), ..) => html! {
            <section class="pz-trouble">
                <p class="error" role="alert" id="pz-none">{ t.t("pz-none") }</p>
            </section>
        },
    };
    html! {
        <div class="play sk-play pz-play">
            { head }
            { body }
        </div>
    }
}

/// Right or wrong, the best turns with what each gives away, and the player's own;
/// which of the two the board marks.
fn verdict(t: &I18n, s: &PzState, on_mark: Callback<Marked>) -> Html {
    let Some(puzzle) = s.puzzle() else { return html! {} };
    let mine = s.verdict();
    let (class, says) = match mine {
        Some(v) if v.solved => ("solved", t.t("pz-right")),
        Some(v) => ("missed", t.t_args("pz-wrong", &[("points", Arg::Str(&points(t, v.given_away)))])),
        None => ("revealed", t.t("pz-revealed")),
    };
    let yours_rank = mine.filter(|v| !v.solved).map(|v| v.rank);
    let line = |l: &[String]| l.iter().map(|m| html! { <span>{ m }{ " " }</span> }).collect::<Html>();
    html! {
        <section class={classes!("pz-verdict", class)} id="pz-verdict" aria-live="polite">
            <h2>{ says }</h2>
            <ol class="sk-hint-turns">
                { puzzle.choices.iter().take(3).enumerate().map(|(k, c)| html! {
                    <li class={classes!((k == 0).then_some("best"), (Some(k) == yours_rank).then_some("yours"))}>
                        <strong class="line">{ line(&c.line) }</strong>
                        if k > 0 {
                            <span class="cost">{ t.t_args("sk-hint-gives", &[("points", Arg::Str(&points(t, c.given_away)))]) }</span>
                        }
                    </li>
                }).collect::<Html>() }
            </ol>
            if let (Some(v), Some(yours)) = (mine.filter(|v| !v.solved), s.yours()) {
                <p class="pz-yours" id="pz-yours">
                    <strong class="line">{ line(&yours) }</strong>
                    { t.t_args("pz-yours", &[("points", Arg::Str(&points(t, v.given_away))), ("rank", Arg::Num(v.rank as i64 + 1))]) }
                </p>
                <div class="actions-inline">
                    <button class="secondary" id="pz-mark" aria-pressed={(s.marked == Marked::Yours).to_string()} onclick={{
                        let to = if s.marked == Marked::Yours { Marked::Best } else { Marked::Yours };
                        on_mark.reform(move |_: MouseEvent| to)
                    }}>{ t.t(if s.marked == Marked::Yours { "pz-show-best" } else { "pz-show-yours" }) }</button>
                </div>
            }
            <p class="help">{ t.t(if s.marked == Marked::Yours { "pz-marked-yours" } else { "pz-marked-best" }) }</p>
        </section>
    }
}
