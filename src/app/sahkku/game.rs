//! A game of Sáhkku being played: one reducer over a `Session`, the board, the stick
//! dice, the list of legal moves, narration, undo, and the replay of a finished game.

use super::board::{self, BoardView};
use super::narrate::{face_name, narrate, outcome_text};
use super::{level_id, Table};
use crate::app::game_bar::{is_control, use_autosave, use_game_keys, SaveControls};
use crate::app::i18n::{use_i18n, I18n};
use crate::app::rules::{use_rules_opener, Page};
use crate::app::teacher::{use_computer_turn, use_teacher, TeacherBar};
use crate::engine::sahkku::notation::{format_move, parse_typed, NotationError};
use crate::engine::sahkku::{Cell, DieState, Event, Expect, Face, Illegal, Phase, Position, Record, Side, SubMove};
use crate::i18n::Arg;
use crate::lessons::words::illegal_text;
use crate::session::sahkku::{Player, Session};
use crate::session::selection::{Click, Piece, Selection};
use gloo::timers::callback::Timeout;
use std::rc::Rc;
use yew::prelude::*;

/// Milliseconds before each computer action, so people can follow it.
const COMPUTER_MS: u32 = 650;
/// How many recent events the narration keeps.
const LOG_EVENTS: usize = 40;

#[derive(Clone, PartialEq)]
pub struct SkState {
    session: Rc<Session>,
    log: Rc<Vec<Event>>,
    /// The die and piece picked on the board (what a click means is decided there).
    selection: Selection,
    notice: Option<Illegal>,
    /// A typed entry that is no move here.
    typed_unknown: Option<String>,
    path_of: Option<Side>,
    trail: Vec<Cell>,
    /// While replaying a finished game: how many record entries are shown.
    replay: Option<usize>,
    /// What the last step did (the tutorial remarks on captures and burnt dice).
    last: Rc<Vec<Event>>,
}

pub enum SkAction {
    Throw,
    Play(SubMove),
    Computer,
    SelectDie(u8),
    ClickCell(Cell),
    UndoMove,
    UndoTurn,
    TogglePath,
    Replay(Option<usize>),
    /// A move typed in notation (or the word for throwing).
    Typed(String),
}

impl SkState {
    fn new(session: Rc<Session>) -> SkState {
        SkState {
            session,
            log: Rc::new(Vec::new()),
            selection: Selection::default(),
            notice: None,
            typed_unknown: None,
            path_of: None,
            trail: Vec::new(),
            replay: None,
            last: Rc::new(Vec::new()),
        }
    }

    fn pos(&self) -> &Position {
        self.session.position()
    }

    fn after(mut self, result: Result<Vec<Event>, Illegal>) -> SkState {
        match result {
            Ok(events) => {
                self.trail = crate::engine::sahkku::event::trail(&events);
                let mut log = (*self.log).clone();
                log.extend(events.iter().cloned());
                self.last = Rc::new(events);
                let excess = log.len().saturating_sub(LOG_EVENTS);
                log.drain(..excess);
                self.log = Rc::new(log);
                self.notice = None;
                self.selection = Selection::default();
            }
            Err(i) => self.notice = Some(i),
        }
        self
    }
}

impl Reducible for SkState {
    type Action = SkAction;

    fn reduce(self: Rc<Self>, action: SkAction) -> Rc<Self> {
        let mut s = (*self).clone();
        let human = s.session.is_human_to_act() && s.replay.is_none();
        let next = match action {
            SkAction::Throw if human && matches!(s.pos().expect(), Expect::Throw { .. }) => {
                let r = Rc::make_mut(&mut s.session).throw();
                s.after(r)
            }
            SkAction::Play(mv) if human => {
                let r = Rc::make_mut(&mut s.session).play(mv);
                s.after(r)
            }
            SkAction::Typed(text) if human => {
                s.typed_unknown = None;
                let word = text.trim().to_ascii_lowercase();
                if matches!(s.pos().expect(), Expect::Throw { .. }) && ["t", "throw", "[]"].contains(&word.as_str()) {
                    let r = Rc::make_mut(&mut s.session).throw();
                    return Rc::new(s.after(r));
                }
                match parse_typed(s.pos(), &text) {
                    Ok(mv) => {
                        let r = Rc::make_mut(&mut s.session).play(mv);
                        s.after(r)
                    }
                    Err(NotationError::Illegal { reason, .. }) => {
                        s.notice = Some(reason);
                        s
                    }
                    Err(NotationError::Unknown(token)) => {
                        s.notice = None;
                        s.typed_unknown = Some(token);
                        s
                    }
                }
            }
            SkAction::Computer if !human && s.replay.is_none() => match Rc::make_mut(&mut s.session).computer_step() {
                Some(r) => s.after(r),
                None => return self,
            },
            SkAction::SelectDie(d) if human => {
                let pos = s.session.position();
                s.notice = s.selection.pick_die(pos, d).err();
                s
            }
            SkAction::ClickCell(cell) if human => {
                let session = s.session.clone();
                match s.selection.click(session.position(), cell) {
                    Click::Play(mv) => {
                        let r = Rc::make_mut(&mut s.session).play(mv);
                        s.after(r)
                    }
                    Click::Picked(_) => {
                        s.notice = None;
                        s
                    }
                    Click::Refused(reason) => {
                        s.notice = Some(reason);
                        s
                    }
                }
            }
            SkAction::UndoMove => {
                if Rc::make_mut(&mut s.session).undo_move() {
                    s.selection = Selection::default();
                    s.trail.clear();
                }
                s
            }
            SkAction::UndoTurn => {
                if Rc::make_mut(&mut s.session).undo_turn() {
                    s.selection = Selection::default();
                    s.trail.clear();
                }
                s
            }
            SkAction::TogglePath => {
                s.path_of = match s.path_of {
                    None => Some(Side::One),
                    Some(Side::One) => Some(Side::Two),
                    Some(Side::Two) => None,
                };
                s
            }
            SkAction::Replay(at) => {
                s.replay = at.map(|n| n.min(s.session.record().entries.len()));
                s.trail.clear();
                s
            }
            _ => return self,
        };
        Rc::new(next)
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
    html! { <crate::app::coach::Coach text={text} news={news} done={tip == SahkkuTip::Done} on_rules={on_rules} /> }
}

#[derive(Properties, PartialEq)]
pub struct GameProps {
    /// The game to start from: a new one, or a saved one restored.
    pub session: Rc<Session>,
    pub on_again: Callback<()>,
    pub on_home: Callback<()>,
    /// Open the saved game in its replay, from the start.
    #[prop_or_default]
    pub replay: bool,
    /// The guided first game: the coach speaks to player 1.
    #[prop_or_default]
    pub tutorial: bool,
}

/// A stick die: a long four-sided stick showing its face, and its state.
fn stick(t: &I18n, i: usize, face: Face, state: DieState, rerolled: bool, selected: bool, on: Callback<u8>) -> Html {
    let marks = match face {
        Face::X => html! { <path class="face-mark" d="M-14 -10 L14 10 M14 -10 L-14 10" /> },
        Face::I => html! { <path class="face-mark" d="M0 -11 V11" /> },
        Face::II => html! { <path class="face-mark" d="M-6 -11 V11 M6 -11 V11" /> },
        Face::III => html! { <path class="face-mark" d="M-11 -11 V11 M0 -11 V11 M11 -11 V11" /> },
        Face::Blank => html! { <circle class="face-blank" r="9" /> },
    };
    let state_id = match state {
        DieState::Unused => "sk-die-unused",
        DieState::Used => "sk-die-used",
        DieState::Burnt => "sk-die-burnt",
    };
    let label = t.t_args(
        "sk-die-label",
        &[("n", Arg::Num(i as i64 + 1)), ("face", Arg::Str(face_name(face))), ("state", Arg::Str(&t.t(state_id)))],
    );
    let click = on.reform(move |_: MouseEvent| i as u8);
    html! {
        <button class={classes!("stick", state_id, selected.then_some("selected"))} onclick={click} aria-label={label} aria-pressed={selected.to_string()}
            data-face={face_name(face)} data-state={state_id}>
            <svg viewBox="-50 -18 100 36" aria-hidden="true">
                <rect x="-48" y="-16" width="96" height="32" rx="10" />
                { marks }
                if state == DieState::Burnt { <path class="burn" d="M-44 14 L44 -14" /> }
            </svg>
            <span class="die-key" aria-hidden="true">{ i + 1 }</span>
            if rerolled { <span class="rerolled" title={t.t("sk-die-rerolled")}>{ "↻" }</span> }
        </button>
    }
}

#[component]
pub fn SahkkuGame(props: &GameProps) -> Html {
    let t = use_i18n();
    let state = {
        let (session, replay) = (props.session.clone(), props.replay);
        use_reducer(move || SkState { replay: replay.then_some(0), ..SkState::new(session) })
    };
    let save_status = {
        let session = state.session.clone();
        let make = Callback::from(move |_| crate::saves::SaveFile::from(&*session));
        use_autosave(state.session.record().entries.len(), props.replay, state.session.position().is_over(), make)
    };
    // Replay playing by itself: milliseconds per entry, or none.
    let replay_speed = use_state(|| None::<u32>);
    {
        let (dispatcher, speed, at, total) =
            (state.dispatcher(), *replay_speed, state.replay, state.session.record().entries.len());
        let replay_speed = replay_speed.clone();
        use_effect_with((speed, at), move |(speed, at)| {
            let timer = match (speed, at) {
                (Some(ms), Some(n)) if *n < total => {
                    let next = n + 1;
                    Some(Timeout::new(*ms, move || dispatcher.dispatch(SkAction::Replay(Some(next)))))
                }
                (Some(_), _) => {
                    replay_speed.set(None);
                    None
                }
                _ => None,
            };
            move || drop(timer)
        });
    }
    // Computer sides act by themselves, one action at a time, at the teacher's pace
    // (or, in step mode, one action per press of N).
    let teacher = use_teacher();
    let computer_to_act =
        !state.session.is_human_to_act() && state.session.to_act().is_some() && state.replay.is_none();
    {
        let dispatcher = state.dispatcher();
        let act = Callback::from(move |_| dispatcher.dispatch(SkAction::Computer));
        use_computer_turn(*teacher, state.session.record().entries.len(), computer_to_act, COMPUTER_MS, act);
    }
    let typed = use_state(String::new);
    // Keys: Space/Enter throws, 1-3 pick a die, K keeps, U undoes, P shows the path.
    {
        let d = state.dispatcher();
        use_game_keys(Callback::from(move |a| d.dispatch(a)), |e| match e.key().as_str() {
            "n" | "N" => Some(SkAction::Computer),
            " " | "Enter" if !is_control(e.target()) => Some(SkAction::Throw),
            k @ ("1" | "2" | "3") => Some(SkAction::SelectDie(k.parse::<u8>().unwrap_or(1) - 1)),
            "k" | "K" => Some(SkAction::Play(SubMove::Keep)),
            "u" | "U" => Some(SkAction::UndoMove),
            "p" | "P" => Some(SkAction::TogglePath),
            _ => None,
        });
    }

    let session = &state.session;
    let table = session.table();
    let live = session.position();
    let replayed: Option<Position> = state.replay.map(|n| {
        let mut r: Record = session.record().clone();
        r.entries.truncate(n);
        r.replay().map(|(p, _)| p).unwrap_or_else(|_| live.clone())
    });
    let pos = replayed.as_ref().unwrap_or(live);
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
    let targets: Vec<Cell> = if teacher.show_legal { state.selection.targets(live) } else { Vec::new() };
    let view = BoardView {
        selected: state.selection.piece_cell(live),
        targets,
        trail: state.trail.clone(),
        path_of: state.path_of,
    };
    let to_act = session.to_act();
    let status = match (live.outcome(), to_act) {
        (Some(o), _) => outcome_text(&t, table, o),
        (None, Some(side)) => {
            let who = Arg::Str(table.name(side));
            match (live.expect(), live.phase()) {
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
    let lines = narrate(&t, table, &state.log);

    let undo_move = session.can_undo_move() && state.replay.is_none();
    let undo_turn =
        session.can_undo_turn() && state.replay.is_none() && live.outcome().is_none() && session.is_human_to_act();
    let throw_label = match live.phase() {
        Phase::OpeningFirstX { .. } | Phase::OpeningMostX { .. } => "sk-throw-opening",
        _ => "sk-throw",
    };

    let open_rules = use_rules_opener();
    html! {
        <div class="play sk-play">
            <header class="play-head">
                <h1 lang="se">{ t.t(&format!("sk-variant-{}", table.variant.id())) }</h1>
                <span class="turn" id="sk-status">
                    if let Some(side) = to_act {
                        <span class={classes!("side-badge", if side == Side::One { "side-one" } else { "side-two" })}>{ side.index() + 1 }</span>
                    }
                    { status.clone() }
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
                <SaveControls status={save_status} make={{
                    let session = state.session.clone();
                    Callback::from(move |_| crate::saves::SaveFile::from(&*session))
                }} on_home={props.on_home.clone()} />
            </header>
            <div class="sk-main">
                <div class="sk-board-wrap">
                    { board::draw(&t, table, pos, &view, on_cell.clone()) }
                    <div class="sk-seats">
                        { Side::BOTH.iter().map(|&s| {
                            let player = match table.seats[s.index()].player {
                                Player::Human => t.t("kind-human"),
                                Player::Computer(l) => t.t(level_id(l)),
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
                        { coach(&t, table, live, &state.last, {
                            let (open, variant, rules) = (open_rules.clone(), table.variant, table.rules);
                            Callback::from(move |_| open.emit(Page::Sahkku(variant, rules)))
                        }) }
                    }
                    if let Some(n) = state.replay {
                        <section class="sk-replay" aria-label={t.t("sk-replay")}>
                            <p>{ t.t_args("sk-replay-at", &[("n", Arg::Num(n as i64)), ("total", Arg::Num(session.record().entries.len() as i64))]) }</p>
                            <div class="actions">
                                { [("sk-replay-start", 0i64), ("sk-replay-back", -1), ("sk-replay-forward", 1), ("sk-replay-end", i64::MAX)].iter().map(|&(id, step)| {
                                    let d = state.dispatcher();
                                    let total = session.record().entries.len() as i64;
                                    let target = match step { 0 => 0, i64::MAX => total, s => (n as i64 + s).clamp(0, total) } as usize;
                                    html! { <button class="secondary" onclick={Callback::from(move |_: MouseEvent| d.dispatch(SkAction::Replay(Some(target))))}>{ t.t(id) }</button> }
                                }).collect::<Html>() }
                                <button class="primary" onclick={act(|| SkAction::Replay(None))}>{ t.t("sk-replay-close") }</button>
                            </div>
                            <div class="actions">
                                if replay_speed.is_some() {
                                    <button class="primary" id="replay-pause" onclick={{
                                        let r = replay_speed.clone();
                                        Callback::from(move |_: MouseEvent| r.set(None))
                                    }}>{ t.t("replay-pause") }</button>
                                } else {
                                    { [(0usize, 1200u32), (1, 600), (2, 200)].iter().map(|&(i, ms)| {
                                        let r = replay_speed.clone();
                                        html! {
                                            <button class="secondary" id={format!("replay-play-{i}")} onclick={Callback::from(move |_: MouseEvent| r.set(Some(ms)))}>
                                                { t.t(&format!("replay-play-{i}")) }
                                            </button>
                                        }
                                    }).collect::<Html>() }
                                }
                            </div>
                        </section>
                    } else if let Some(outcome) = live.outcome() {
                        <section class="sk-over" id="sk-over">
                            <h2>{ outcome_text(&t, table, outcome) }</h2>
                            <div class="actions">
                                <button class="secondary" id="sk-replay" onclick={act(|| SkAction::Replay(Some(0)))}>{ t.t("sk-replay-from-start") }</button>
                                <button class="primary" id="again" onclick={props.on_again.reform(|_: MouseEvent| ())}>{ t.t("winner-again") }</button>
                                <button class="secondary" id="home" onclick={props.on_home.reform(|_: MouseEvent| ())}>{ t.t("winner-home") }</button>
                            </div>
                        </section>
                    }
                    <section class="sk-dice" aria-label={t.t("sk-dice")}>
                        <div class="sticks fresh" key={session.record().entries.iter().filter(|e| e.is_throw()).count().to_string()}>
                            { pos.dice().iter().enumerate().map(|(i, die)| stick(&t, i, die.face, die.state, die.rerolled, state.selection.die == Some(i as u8), on_die.clone())).collect::<Html>() }
                        </div>
                        if human && matches!(live.expect(), Expect::Throw { .. }) {
                            <button class="primary big" id="sk-throw" onclick={act(|| SkAction::Throw)}>
                                { t.t(throw_label) }<span class="keys">{ t.t("board-roll-keys") }</span>
                            </button>
                        }
                        if !human && to_act.is_some() && state.replay.is_none() {
                            <p class="computer-rolls">{ t.t_args("sk-computer-thinking", &[("name", Arg::Str(table.name(to_act.expect("someone acts"))))]) }</p>
                        }
                    </section>
                    if let Some(n) = state.notice {
                        <p class="notice" role="alert" id="sk-notice">{ illegal_text(&t, n) }</p>
                    }
                    // "Explain" the chosen piece: where it may go now, with which die.
                    if let (Some(sel), true) = (state.selection.piece, teacher.show_legal && human) {
                        <p class="sk-explain" id="sk-explain" aria-live="polite">{ {
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
                    if human {
                        <form class="sk-type" id="sk-type" onsubmit={{
                            let (d, typed) = (state.dispatcher(), typed.clone());
                            Callback::from(move |e: SubmitEvent| {
                                e.prevent_default();
                                if !typed.trim().is_empty() {
                                    d.dispatch(SkAction::Typed((*typed).clone()));
                                    typed.set(String::new());
                                }
                            })
                        }}>
                            <label for="sk-typed">{ t.t("sk-type-label") }</label>
                            <div class="sk-type-row">
                                <input id="sk-typed" type="text" autocomplete="off" spellcheck="false" aria-describedby="sk-type-help"
                                    value={(*typed).clone()} oninput={{
                                        let typed = typed.clone();
                                        Callback::from(move |e: InputEvent| typed.set(e.target_unchecked_into::<web_sys::HtmlInputElement>().value()))
                                    }} />
                                <button type="submit" class="secondary">{ t.t("sk-type-play") }</button>
                            </div>
                            <p class="help" id="sk-type-help">{ t.t("sk-type-help") }</p>
                        </form>
                    }
                    if human && !legal.is_empty() {
                        <section class="sk-moves" aria-label={t.t("sk-moves")}>
                            <h2>{ t.t("sk-moves") }</h2>
                            <div class="move-list" id="sk-move-list">
                                { legal.iter().map(|&m| {
                                    let d = state.dispatcher();
                                    let label = match m {
                                        SubMove::Keep => t.t("sk-keep"),
                                        SubMove::Reroll { die } => t.t_args("sk-reroll-die", &[("n", Arg::Num(die as i64 + 1))]),
                                        SubMove::RerollAll => t.t("sk-reroll-all"),
                                        SubMove::Soldier { take_king: true, .. } => format!("{} — {}", format_move(live, m), t.t("sk-capture-king")),
                                        _ => format_move(live, m),
                                    };
                                    let picked = state.selection.piece.is_some() && Piece::of(m) == state.selection.piece;
                                    html! {
                                        <button class={classes!("move", picked.then_some("picked"))} data-move={format_move(live, m)}
                                            onclick={Callback::from(move |_: MouseEvent| d.dispatch(SkAction::Play(m)))}>{ label }</button>
                                    }
                                }).collect::<Html>() }
                            </div>
                        </section>
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
                    <section class="narration" aria-live="polite" id="narration" aria-label={t.t("board-narration")}>
                        { lines.iter().skip(lines.len().saturating_sub(10)).map(|l| html! { <p>{ l.clone() }</p> }).collect::<Html>() }
                    </section>
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
                            faces={crate::engine::sahkku::Face::set(pos.rules().faces).iter().map(|f| f.to_string()).collect::<Vec<_>>()} />
                    </details>
                </aside>
            </div>
        </div>
    }
}
