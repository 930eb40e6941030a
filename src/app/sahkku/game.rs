//! A game of Sáhkku being played: the screen's layout around its state (`state`):
//! the board, the dice (`dice`), the moves as buttons and typed (`moves`), narration,
//! undo, the teacher's controls, and the replay of a finished game (`replay`).

use super::board::{self, BoardView};
use super::dice::{dice_panel, DiceView};
use super::moves::{move_list, typed_move};
use super::narrate::{narrate, outcome_text};
use super::review::use_review;
use super::state::{SkAction, SkState, LOG_STEPS};
use super::Table;
use crate::app::chrome::Screen;
use crate::app::game_bar::{is_control, use_autosave, use_game_keys, SaveControls, Shared};
use crate::app::i18n::{use_i18n, I18n};
use crate::app::replay::{replay_controls, use_replay_player};
use crate::app::rules::{use_rules_opener, Page};
use crate::app::teacher::{use_computer_turn, use_teacher, TeacherBar};
use crate::app::thinker;
use crate::engine::sahkku::notation::format_move;
use crate::engine::sahkku::{Cell, Event, Expect, Phase, Position, Record, Side, SubMove};
use crate::engine::Checked;
use crate::i18n::Arg;
use crate::lessons::words::illegal_text;
use crate::session::by_link::ByLink;
use crate::session::sahkku::{Player, Session};
use crate::session::selection::Piece;
use std::rc::Rc;
use yew::prelude::*;

/// Milliseconds before each computer action, so people can follow it.
const COMPUTER_MS: u32 = 650;

/// How many lines of the steps before the last the narration shows, faded.
const EARLIER_LINES: usize = 8;

/// The narration, as in Sampo: what the last step did, in full and announced, then
/// the lines before it, newest first and faded, so the newest is always on top.
/// `first` (a refused move's reason) opens it: inside the narration's box of fixed
/// height, a message that comes or goes moves nothing else on the screen.
fn narration(t: &I18n, table: &Table, steps: &[Vec<Event>], first: Html) -> Html {
    // Newest step first; steps that said nothing are passed over until one did.
    let mut newest_first = steps.iter().rev().map(|events| narrate(t, table, events)).skip_while(Vec::is_empty);
    let latest = newest_first.next().unwrap_or_default();
    let earlier: Vec<String> = newest_first.flat_map(|lines| lines.into_iter().rev()).take(EARLIER_LINES).collect();
    html! {
        // Focusable: where its box scrolls, a keyboard can scroll it too.
        <section class="narration" aria-live="polite" id="narration" aria-label={t.t("board-narration")} tabindex="0">
            { first }
            { latest.into_iter().map(|l| html! { <p class="latest">{ l }</p> }).collect::<Html>() }
            <div class="earlier" aria-hidden="true">
                { earlier.into_iter().map(|l| html! { <p>{ l }</p> }).collect::<Html>() }
            </div>
        </section>
    }
}

/// The tutorial's coach for the learner (player 1): what to do now, and what the
/// last step did when it teaches something.
fn coach(t: &I18n, table: &Table, pos: &Position, last: &[Event], on_rules: Callback<()>) -> Html {
    use crate::lessons::sahkku::{sahkku_news, sahkku_tip, SahkkuNews, SahkkuTip};
    let other = table.name(Side::Two);
    let tip = sahkku_tip(pos, Side::One);
    let text = match tip {
        SahkkuTip::Opening => t.t("tutorial-sk-opening"),
        SahkkuTip::Throw => t.t("tutorial-sk-throw"),
        SahkkuTip::Reroll => t.t("tutorial-sk-reroll"),
        SahkkuTip::Wake => t.t("tutorial-sk-wake"),
        SahkkuTip::Move => t.t("tutorial-sk-move"),
        SahkkuTip::Wait => t.t_args("tutorial-sk-wait", &[("name", Arg::Str(other))]),
        SahkkuTip::Done => t.t("tutorial-sk-done"),
    };
    let news = sahkku_news(last, Side::One).map(|n| match n {
        SahkkuNews::Captured => t.t("tutorial-sk-captured"),
        SahkkuNews::Lost => t.t_args("tutorial-sk-lost", &[("name", Arg::Str(other))]),
        SahkkuNews::Burnt => t.t("tutorial-sk-burnt"),
    });
    html! { <crate::app::coach::Coach text={text} news={news} done={tip == SahkkuTip::Done} on_rules={on_rules} sahkku=true /> }
}

#[derive(Properties, PartialEq)]
pub struct GameProps {
    /// The game to start from: a new one, or a saved one restored.
    pub session: Shared<Session>,
    pub on_again: Callback<()>,
    pub on_home: Callback<()>,
    /// Open the saved game in its replay, at this point of its record.
    #[prop_or_default]
    pub replay: Option<usize>,
    /// Take a turn of the game to the position editor's analysis: its record there,
    /// and the screen to come back to (this game, at the point it was left).
    #[prop_or_default]
    pub on_analyse: Callback<(Rc<Record>, Screen)>,
    /// The guided first game: the coach speaks to player 1.
    #[prop_or_default]
    pub tutorial: bool,
}

#[component]
pub fn SahkkuGame(props: &GameProps) -> Html {
    let t = use_i18n();
    let state = {
        let (session, replay) = (props.session.0.clone(), props.replay);
        use_reducer(move || SkState { replay, ..SkState::new(session) })
    };
    let save_status = {
        let session = state.session.clone();
        let make = Callback::from(move |_| crate::saves::SaveFile::from(&*session));
        // A game by link stays saved when it ends: its last link may still be sent.
        let over = state.session.position().is_over() && state.session.link().is_none();
        use_autosave(state.session.record().entries.len(), props.replay.is_some(), over, make)
    };
    // The replay: the point shown, and playing by itself.
    let replay_to = {
        let d = state.dispatcher();
        Callback::from(move |at| d.dispatch(SkAction::Replay(at)))
    };
    let replay_speed =
        use_replay_player(state.replay, state.changes, state.session.record().entries.len(), replay_to.clone());
    let (reviewed, deep) = use_review(state.session.clone(), state.reviewing);
    let hint = super::hint::use_hint::<crate::engine::sahkku::analysis::Analysis>(state.hint.clone());
    // The typed move being written.
    let typed = use_state(String::new);
    // Computer sides act by themselves, one action at a time, at the teacher's pace
    // (or, in step mode, one action per press of N).
    let teacher = use_teacher();
    {
        let d = state.dispatcher();
        use_effect_with(teacher.hints, move |&on| d.dispatch(SkAction::AllowHints(on)));
    }
    let computer_to_act =
        state.session.to_act().is_some_and(|s| matches!(state.session.player(s), Player::Computer(_)))
            && state.replay.is_none();
    // The expert and the master think in the players' module, on their own thread:
    // the question goes out as soon as the computer is to choose (and again when the
    // player asks again after it found no answer), and its turn waits for the answer.
    let asks = if computer_to_act { state.session.question_id() } else { None };
    let thinking = asks.is_some();
    {
        let (dispatcher, session) = (state.dispatcher(), state.session.clone());
        use_effect_with((asks, state.asked_again), move |(asks, _)| {
            if let Some(q) = asks.and_then(|_| session.question(super::think_time())) {
                let id = q.id;
                let (text, reply) =
                    (q.to_text(), Callback::from(move |a| dispatcher.dispatch(SkAction::Thought(id, a))));
                // The master's learned score, fetched once, goes with its questions.
                match q.trained() {
                    Some(s) => crate::app::data_files::with_file(format!("weights/{}", s.file()), move |w| {
                        thinker::ask(&text, w, reply)
                    }),
                    None => thinker::ask(&text, None, reply),
                }
            }
        });
    }
    {
        let dispatcher = state.dispatcher();
        let act = Callback::from(move |_| dispatcher.dispatch(SkAction::Computer));
        use_computer_turn(*teacher, state.changes, computer_to_act && !thinking, COMPUTER_MS, act);
    }
    // The analysis this screen offers now, if any (set below, once it is known): A
    // opens it, as the button does. (The keys' listener is made once; it reads this.)
    let analyse_offered = use_mut_ref(|| None::<Callback<()>>);
    // Keys: Space/Enter throws, 1-3 pick a die, K keeps, U undoes, P shows the path,
    // A analyses.
    {
        let d = state.dispatcher();
        let analyse = analyse_offered.clone();
        use_game_keys(Callback::from(move |e: web_sys::KeyboardEvent| {
            if matches!(e.key().as_str(), "a" | "A") {
                let on = analyse.borrow().clone();
                on.iter().for_each(|on| on.emit(()));
                return on.is_some();
            }
            let a = match e.key().as_str() {
                "n" | "N" => SkAction::Computer,
                " " | "Enter" if !is_control(e.target()) => SkAction::Throw,
                k @ ("1" | "2" | "3") => SkAction::SelectDie(k.parse::<u8>().unwrap_or(1) - 1),
                "k" | "K" => SkAction::Play(SubMove::Keep),
                "u" | "U" => SkAction::UndoMove,
                "p" | "P" => SkAction::TogglePath,
                "h" | "H" => SkAction::Hint(super::think_time()),
                _ => return false,
            };
            d.dispatch(a);
            true
        }));
    }

    let session = &state.session;
    let table = session.table();
    let live = session.position();
    // In a replay the board, the header and the narration show the game after the
    // entries replayed so far.
    let replayed: Option<(Position, Vec<Vec<Event>>)> = state.replay.map(|n| {
        let mut r: Record = session.record().clone();
        r.truncate(n);
        r.replay().unwrap_or_else(|_| (live.clone(), Vec::new()))
    });
    let pos = replayed.as_ref().map(|(p, _)| p).unwrap_or(live);
    let steps: &[Vec<Event>] = match &replayed {
        Some((_, s)) => &s[s.len().saturating_sub(LOG_STEPS)..],
        None => &state.log,
    };
    let d = state.dispatcher();
    let on_cell = Callback::from(move |c: Cell| d.dispatch(SkAction::ClickCell(c)));
    let d = state.dispatcher();
    let on_die = Callback::from(move |i: u8| d.dispatch(SkAction::SelectDie(i)));
    let act = |a: fn() -> SkAction| {
        let d = state.dispatcher();
        Callback::from(move |_: MouseEvent| d.dispatch(a()))
    };

    let human = session.is_human_to_act() && state.replay.is_none();
    // With "show legal moves" off the class works them out: no list, no marked lines.
    let legal = if human && teacher.show_legal { live.legal_moves() } else { Vec::new() };
    let mut targets: Vec<Cell> = if teacher.show_legal { state.selection.targets(live) } else { Vec::new() };
    // Before a piece is picked, the lines whose pieces can move are marked; after, the
    // lines the picked piece can reach.
    let mut movable = match state.selection.piece {
        None if human && teacher.show_legal => state.selection.movable(live),
        _ => Vec::new(),
    };
    // The hint, where it was asked: what the best turn moves where, and what the turn
    // played so far gives away (once some of it is played).
    let hinted = state.hint.as_ref().map(|q| q.id);
    let hint_here = hinted == Some(crate::session::thinking::id_of(live));
    let hint_shown = hint.as_ref().filter(|h| match h {
        super::hint::Hint::Ready(a) => a.given_away_from(live).is_some(),
        _ => hint_here && session.may_hint(),
    });
    let played_cost = match hint_shown {
        Some(super::hint::Hint::Ready(a)) if !hint_here => a.given_away_from(live),
        _ => None,
    };
    if let (Some(super::hint::Hint::Ready(a)), true, None) = (hint_shown, hint_here && human, state.selection.piece) {
        (movable, targets) = super::hint::best_cells(a, live);
    }
    // A costly decision of the review, shown: its better move's pieces and where they go.
    if let (Some(at), Some(Ok(review))) = (state.better.filter(|&b| state.replay == Some(b)), reviewed.as_deref()) {
        (movable, targets) = review.better_cells(at, pos);
    }
    let view = BoardView {
        selected: state.selection.piece_cell(live),
        targets,
        movable,
        trail: state.trail.clone(),
        path_of: state.path_of,
        captured: state.captured.clone(),
        recruited: state.recruited,
        step: session.record().entries.len(),
    };
    let to_act = match pos.expect() {
        Expect::Throw { side, .. } | Expect::Move { side } => Some(side),
        Expect::Over => None,
    };
    let status = match (pos.outcome(), to_act) {
        (Some(o), _) => outcome_text(&t, table, o),
        // By link, while the friend's link is awaited.
        (None, Some(_)) if session.link().is_some() && !session.is_my_part() && state.replay.is_none() => {
            let friend = session.my_side().map(|me| table.name(me.other())).unwrap_or_default();
            t.t_args("link-status-waiting", &[("name", Arg::Str(friend))])
        }
        (None, Some(side)) => {
            let who = Arg::Str(table.name(side));
            match (pos.expect(), pos.phase()) {
                (_, Phase::OpeningFirstX { .. } | Phase::OpeningMostX { .. }) => {
                    t.t_args("sk-status-opening", &[("name", who)])
                }
                (Expect::Throw { .. }, _) => t.t_args("sk-status-throw", &[("name", who)]),
                (_, Phase::Rerolls) => t.t_args("sk-status-rerolls", &[("name", who)]),
                _ => t.t_args("sk-status-move", &[("name", who)]),
            }
        }
        (None, None) => String::new(),
    };

    // The turn on, to the position editor's analysis: in a replay, at the point shown
    // (a game by link only once it is over); in a game between people here, now, with
    // the hint allowed (written in the record as a hint used).
    // (The turn is set up when asked for: the replay may step on by itself.)
    let analyse_replayed = state.replay.filter(|_| session.may_analyse_replayed(pos)).map(|n| {
        let (on_analyse, session) = (props.on_analyse.clone(), state.session.clone());
        Callback::from(move |()| {
            if let Some(turn) = session.record().turn_at(n) {
                let back = Screen::SahkkuGame { session: session.clone(), key: 0, replay: Some(n), tutorial: false };
                on_analyse.emit((Rc::new(turn), back))
            }
        })
    });
    let analyse_now =
        (state.replay.is_none() && !props.tutorial && state.hints_allowed && session.may_analyse()).then(|| {
            let (on_analyse, session) = (props.on_analyse.clone(), state.session.clone());
            Callback::from(move |()| {
                let mut s = (*session).clone();
                if let Some(turn) = s.analyse_here() {
                    let back = Screen::SahkkuGame { session: Rc::new(s), key: 0, replay: None, tutorial: false };
                    on_analyse.emit((Rc::new(turn), back))
                }
            })
        });
    *analyse_offered.borrow_mut() = analyse_replayed.clone().or_else(|| analyse_now.clone());
    let analyse_button = |on: &Callback<()>| {
        html! { <button class="secondary" id="sk-analyse" aria-keyshortcuts="A" onclick={on.reform(|_: MouseEvent| ())}>{ t.t("sk-analyse") }</button> }
    };
    let hint_button = human && state.hints_allowed && session.may_hint() && !hint_here;

    let undo_move = session.can_undo_move() && state.replay.is_none();
    let undo_turn =
        session.can_undo_turn() && state.replay.is_none() && live.outcome().is_none() && session.is_human_to_act();
    // "Throw one die" only where one die is thrown to find who starts.
    let throw_label = match (live.phase(), live.expect()) {
        (Phase::OpeningFirstX { .. }, Expect::Throw { dice: 1, .. }) => "sk-throw-opening",
        _ => "sk-throw",
    };

    // Focus follows the action for a keyboard player. When a person's throw falls due
    // while focus is on a board line (the move was played from the board), it goes to
    // the throw button: Space and Enter then throw, as the button says. When the throw
    // button has gone with the throw (focus fell back to the page), it goes to the
    // first piece that can move, so the arrows start from there.
    let throw_due = human && matches!(live.expect(), Expect::Throw { .. });
    let moves_due = human && matches!(live.expect(), Expect::Move { .. });
    use_effect_with((throw_due, moves_due), |&(throw, moves)| {
        let doc = web_sys::window().and_then(|w| w.document());
        let active = doc.as_ref().and_then(|d| d.active_element());
        let on_board = active.as_ref().is_some_and(|el| el.closest(".sk-board").ok().flatten().is_some());
        let on_page = active.is_none() || doc.as_ref().and_then(|d| d.body()).is_some_and(|b| Some(b.into()) == active);
        if throw && on_board {
            crate::app::dom::focus("#sk-throw");
        } else if moves && on_page {
            // Both boards are drawn, one hidden: only the shown one takes focus.
            crate::app::dom::focus(".sk-board.portrait .cell.movable");
            crate::app::dom::focus(".sk-board.landscape .cell.movable");
        }
    });
    // A hint, once weighed, comes into view (on a phone it is under the narration); the
    // focus stays where the player is.
    let hint_ready = hint.as_ref().is_some_and(|h| matches!(h, super::hint::Hint::Ready(_)));
    use_effect_with((state.hint.as_ref().map(|q| q.id), hint_ready), |&(_, ready)| {
        if ready {
            crate::app::dom::reveal("#sk-hint");
        }
    });
    // The review, once opened, takes focus: it is read from its heading on, and on a
    // phone, where the panel is under the board, it comes into view.
    use_effect_with(state.reviewing, |&open| {
        if open {
            crate::app::dom::focus("#sk-review h2");
        }
    });
    // The last move's piece slides along its path once the board shows it.
    use_effect_with(state.trail.clone(), |trail| board::slide(trail));
    crate::app::sound::use_cue(state.session.record().entries.len(), super::state::cue(state.last()));
    let open_rules = use_rules_opener();
    html! {
        <div class="play sk-play">
            <header class="play-head">
                <h1 lang="se">{ t.t(&format!("sk-variant-{}", table.variant.id())) }</h1>
                <span class="turn" id="sk-status">
                    if let Some(side) = to_act {
                        <span class={classes!("side-badge", if side == Side::One { "side-one" } else { "side-two" })}>{ side.index() + 1 }</span>
                    }
                    <span class="says">{ status.clone() }</span>
                </span>
                <button class="secondary quit" onclick={act(|| SkAction::TogglePath)} aria-pressed={state.path_of.is_some().to_string()} id="toggle-path">
                    { match state.path_of {
                        None => t.t("sk-show-path"),
                        Some(s) => t.t_args("sk-path-of", &[("name", Arg::Str(table.name(s)))]),
                    } }
                </button>
                <button class="secondary quit" id="open-rules" onclick={{
                    let (open, variant, rules) = (open_rules.clone(), table.variant, table.rules);
                    Callback::from(move |_: MouseEvent| open.emit(Page::Sahkku(variant, rules)))
                }}>{ t.t("rules-open") }</button>
                <SaveControls status={save_status} share={session.link().is_none()} kept={session.link().is_some()} make={{
                    let session = state.session.clone();
                    Callback::from(move |_| crate::saves::SaveFile::from(&*session))
                }} moves={state.session.record().entries.len()} on_home={props.on_home.clone()}
                    position={state.replay.map(|n| {
                        // The replay's step: the record up to it, restored.
                        let session = state.session.clone();
                        Callback::from(move |_| {
                            let mut record = session.record().clone();
                            record.truncate(n);
                            let s = Session::restore(session.table().seats.clone(), session.seed(), &record);
                            crate::saves::SaveFile::from(&s.checked("a prefix of a played game restores"))
                        })
                    })} />
            </header>
            <div class="sk-main">
                <div class="sk-board-wrap">
                    { board::draw(&t, table, pos, &view, on_cell.clone()) }
                    <div class="sk-seats">
                        { Side::BOTH.iter().map(|&s| {
                            let player = match table.seats[s.index()].player {
                                Player::Human if session.my_side().is_some_and(|me| me != s) => t.t("kind-link"),
                                Player::Human => t.t("kind-human"),
                                Player::Computer(l) => t.t(l.message_id()),
                            };
                            html! {
                                <span class={classes!("sk-seat", (to_act == Some(s)).then_some("current"))}>
                                    <span class={classes!("side-badge", if s == Side::One { "side-one" } else { "side-two" })}>{ s.index() + 1 }</span>
                                    <strong>{ table.name(s).to_string() }</strong>
                                    { format!(" · {player} · ") }
                                    { t.t_args("sk-seat-count", &[("n", Arg::Num(pos.soldiers(s).len() as i64)), ("lost", Arg::Num(pos.captured(s) as i64))]) }
                                </span>
                            }
                        }).collect::<Html>() }
                    </div>
                </div>
                <aside class="sk-panel">
                    if props.tutorial && state.replay.is_none() {
                        { coach(&t, table, live, state.last(), {
                            let (open, variant, rules) = (open_rules.clone(), table.variant, table.rules);
                            Callback::from(move |_| open.emit(Page::Sahkku(variant, rules)))
                        }) }
                    }
                    // By link, in this device's part: the friend's part, played again.
                    if let (Some((start, _)), Some(me), None) = (session.link().and_then(|l| l.their_part()), session.my_side(), state.replay) {
                        <div class="actions by-link-watch">
                            <button class="secondary" id="link-watch" onclick={{
                                let (d, speed) = (state.dispatcher(), replay_speed.clone());
                                Callback::from(move |_: MouseEvent| {
                                    d.dispatch(SkAction::Replay(Some(start)));
                                    speed.set(Some(crate::app::replay::SPEEDS[1]));
                                })
                            }}>{ t.t_args("link-watch", &[("name", Arg::Str(table.name(me.other())))]) }</button>
                        </div>
                    }
                    if let (Some(link), Some(me), None) = (session.link(), session.my_side(), state.replay) {
                        { crate::app::by_link::panel(&t, link, table.name(me.other()), live.is_over(),
                            session.link_turn(), crate::share::Invited::Sahkku(table.clone())) }
                    }
                    if let Some(n) = state.replay {
                        { replay_controls(&t, n, session.record().entries.len(), &replay_to, &replay_speed) }
                        if let Some(on) = &analyse_replayed {
                            <div class="actions">{ analyse_button(on) }</div>
                        }
                        // The review under the replay's controls, which stay in view to
                        // step on from a decision it shows.
                        if state.reviewing {
                            { super::review::panel(&t, table, reviewed.as_ref(), &deep, state.better, &{
                                let d = state.dispatcher();
                                Callback::from(move |entry| d.dispatch(SkAction::ShowBetter(entry)))
                            }, act(|| SkAction::Review(false))) }
                        } else {
                            // Any game can be reviewed from its replay, finished or not
                            // (a saved game in progress: the review of it so far).
                            <div class="actions">
                                <button class="secondary" id="sk-review-open" onclick={act(|| SkAction::Review(true))}>{ t.t("sk-review-open") }</button>
                            </div>
                        }
                    } else if let Some(outcome) = live.outcome() {
                        <section class="sk-over" id="sk-over">
                            <h2>{ outcome_text(&t, table, outcome) }</h2>
                            <div class="actions">
                                <button class="secondary" id="sk-replay" onclick={act(|| SkAction::Replay(Some(0)))}>{ t.t("sk-replay-from-start") }</button>
                                <button class="secondary" id="sk-review-open" onclick={act(|| SkAction::Review(true))}>{ t.t("sk-review-open") }</button>
                                <button class="primary" id="again" onclick={props.on_again.reform(|_: MouseEvent| ())}>{ t.t("winner-again") }</button>
                                <button class="secondary" id="home" onclick={props.on_home.reform(|_: MouseEvent| ())}>{ t.t("winner-home") }</button>
                            </div>
                        </section>
                    }
                    { dice_panel(&t, DiceView {
                        dice: pos.dice(),
                        count: pos.rules().dice,
                        throws: session.record().entries.iter().filter(|e| e.is_throw()).count(),
                        selected: state.selection.die,
                        hinted: if hint_here && human { super::hint::marked_dice(hint_shown) } else { Vec::new() },
                        on_die: on_die.clone(),
                        throw_label: (human && matches!(live.expect(), Expect::Throw { .. })).then_some(throw_label),
                        on_throw: act(|| SkAction::Throw),
                        thinking: to_act.filter(|_| computer_to_act).map(|s| table.name(s)),
                        stalled: state.stalled().then(|| act(|| SkAction::AskAgain)),
                        unscored: state.unscored,
                    }) }
                    { narration(&t, table, steps, html! {
                        <>
                            if let Some(n) = state.notice {
                                <p class="notice" role="alert" id="sk-notice">{ illegal_text(&t, n) }</p>
                            }
                            // "Explain" the chosen piece: where it may go now, with which die.
                            if let (Some(sel), true) = (state.selection.piece, teacher.show_legal && human) {
                                <p class="sk-explain" id="sk-explain">{ {
                                    let piece = match sel {
                                        Piece::Soldier { .. } => t.t("sk-piece-soldier"),
                                        Piece::King => t.t("sk-piece-king"),
                                        Piece::Queen => t.t("sk-piece-queen"),
                                    };
                                    let at = sel.cell(live).map(|c| c.to_string()).unwrap_or_default();
                                    let moves: Vec<String> = state.selection.moves(live).iter().map(|&m| format_move(live, m)).collect();
                                    t.t_args("sk-explain", &[("piece", Arg::Str(&piece)), ("cell", Arg::Str(&at)), ("moves", Arg::Str(&moves.join(", ")))])
                                } }</p>
                            }
                            if let Some(token) = &state.typed_unknown {
                                <p class="notice" role="alert" id="sk-typed-unknown">{ t.t_args("sk-type-unknown", &[("move", Arg::Str(token))]) }</p>
                            }
                        </>
                    }) }
                    if human && !legal.is_empty() {
                        { move_list(&t, live, &legal, state.selection.piece, &{
                            let d = state.dispatcher();
                            Callback::from(move |m| d.dispatch(SkAction::Play(m)))
                        }) }
                    }
                    if human {
                        { typed_move(&t, &typed, &{
                            let d = state.dispatcher();
                            Callback::from(move |text| d.dispatch(SkAction::Typed(text)))
                        }) }
                    }
                    // Under the moves: the hint's button, which comes with a move due
                    // and goes with the throw, moves neither the narration nor the
                    // moves (a phone on its side has no height to spare above them).
                    if state.replay.is_none() {
                        if let Some(h) = hint_shown {
                            { super::hint::panel(&t, h, played_cost) }
                        }
                        if hint_button || analyse_now.is_some() {
                            <div class="actions sk-hint-actions">
                                if hint_button {
                                    <button class="secondary" id="sk-hint-ask" aria-keyshortcuts="H" onclick={{
                                        let d = state.dispatcher();
                                        Callback::from(move |_: MouseEvent| d.dispatch(SkAction::Hint(super::think_time())))
                                    }}>{ t.t("sk-hint-ask") }</button>
                                }
                                if let Some(on) = &analyse_now {
                                    { analyse_button(on) }
                                }
                            </div>
                        }
                    }
                    if undo_move || undo_turn {
                        <div class="actions sk-undo">
                            if undo_move {
                                <button class="secondary" id="sk-undo-move" onclick={act(|| SkAction::UndoMove)}>{ t.t("sk-undo-move") }</button>
                            }
                            if undo_turn {
                                <button class="secondary" id="sk-undo-turn" onclick={act(|| SkAction::UndoTurn)}>{ t.t("sk-undo-turn") }</button>
                            }
                        </div>
                    }
                    { board::board_list(&t, table, pos, &view, on_cell.clone()) }
                    <TeacherBar teacher={teacher.clone()} computer_to_act={computer_to_act} legal_moves=true
                        on_next={{
                            let d = state.dispatcher();
                            Callback::from(move |_| d.dispatch(SkAction::Computer))
                        }} />
                    <details class="sk-log">
                        <summary>{ t.t("sk-log") }</summary>
                        <p class="log-text" id="sk-log">{ session.record().to_text() }</p>
                    </details>
                    <details class="dice-stats" id="dice-stats">
                        <summary>{ t.t("dice-title") }</summary>
                        <crate::app::charts::DiceChart id="game-dice"
                            tally={crate::lab::sahkku::record_dice(session.record(), pos.rules().faces)}
                            faces={crate::engine::sahkku::Face::set(pos.rules().faces).iter().map(|f| super::narrate::face_name(*f).to_string()).collect::<Vec<_>>()} />
                    </details>
                </aside>
            </div>
        </div>
    }
}
