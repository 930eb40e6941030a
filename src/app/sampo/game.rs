//! A game of Sampo being played: the state (one reducer), the rolling and walking
//! animation, computer seats, keys, and the winner screen.

use super::board::Board;
use super::narrate::{narrate, Line};
use super::panel::{narration, players, square_explained};
use crate::app::game_bar::{is_control, use_autosave, use_game_keys, SaveControls, Shared};
use crate::app::i18n::use_i18n;
use crate::app::rules::{use_rules_opener, Page};
use crate::app::sound::Cue;
use crate::app::teacher::{use_computer_turn, use_teacher, TeacherBar};
use crate::engine::sampo::{Account, Event, Game, Record};
use crate::i18n::Arg;
use crate::saves::SaveFile;
use crate::session::by_link::ByLink;
use crate::session::sampo::Session;
use crate::share::Invited;
use gloo::timers::callback::Timeout;
use std::collections::VecDeque;
use std::rc::Rc;
use yew::prelude::*;

/// Milliseconds per square while a pawn walks, and before a computer seat rolls.
const STEP_MS: u32 = 170;
const COMPUTER_MS: u32 = 900;
/// How many rolls before the last one the narration keeps in view.
const EARLIER_ROLLS: usize = 3;

/// The game screen's state: the session (the rules' side of the game) and the pawns'
/// walk as it is being shown.
#[derive(Clone, PartialEq)]
pub struct PlayState {
    session: Rc<Session>,
    /// Pawn steps still to show: (seat, square).
    frames: VecDeque<(u8, u8)>,
    shown: Rc<Vec<u8>>,
    /// While the walk is shown, the game as it was before the roll: the panel (coins,
    /// pot, whose turn) changes when the pawn arrives, not when the die lands.
    before: Option<Rc<Game>>,
    last_square: Option<u8>,
    last_roll: Option<u8>,
    reduced_motion: bool,
    /// How many actions this state has taken: the walking timer and the computer's are
    /// set anew after each. (Keyed on the steps left alone, a timer could be lost: a
    /// busy page may take a step's tick, a press that ends the walk and a press that
    /// starts one as long before it renders again; the count then looked unchanged, no
    /// timer was set, and the roll button stayed disabled for good: 2 games in 60 under
    /// load, 2026-12-04. Keyed on the rolls, a computer's roll undone before a render
    /// left the computer without its timer the same way.)
    actions: u64,
}

pub enum PlayAction {
    /// Space, Enter or the button: roll for a human seat, or finish a running animation.
    HumanRoll,
    /// A computer seat's timer ran out.
    ComputerRoll,
    /// One animation step.
    Tick,
    /// Take back the last roll (the teacher's undo; see `Session::undo`).
    Undo,
}

impl PlayState {
    /// The screen at rest over a session: every pawn where the game has it.
    fn new(session: Rc<Session>, reduced_motion: bool) -> PlayState {
        PlayState {
            shown: Rc::new(session.game().pawns().iter().map(|p| p.square).collect()),
            session,
            frames: VecDeque::new(),
            before: None,
            last_square: None,
            last_roll: None,
            reduced_motion,
            actions: 0,
        }
    }

    /// What the walking timer is keyed on: a new timer for every action while a pawn
    /// walks, none at rest.
    fn walk_timer(&self) -> (u64, bool) {
        (self.actions, self.animating())
    }

    /// What the computer's roll timer is keyed on: a new timer for every action while a
    /// computer seat is to roll and no pawn walks.
    fn computer_timer(&self) -> (u64, bool) {
        (self.actions, !self.animating() && self.session.is_computer_to_roll())
    }

    fn animating(&self) -> bool {
        !self.frames.is_empty()
    }

    fn roll(mut self) -> PlayState {
        let mut session = (*self.session).clone();
        let seat = session.game().turn();
        let before = Rc::new(session.game().clone());
        let Ok(events) = session.roll() else { return self };
        self.frames = events
            .iter()
            .flat_map(|e| match e {
                Event::Walked { seat, path, .. } => path.iter().map(|&sq| (*seat, sq)).collect(),
                Event::Jumped { seat, to, .. } => vec![(*seat, *to)],
                _ => Vec::new(),
            })
            .collect();
        self.last_square = Some(session.game().pawn(seat).square).filter(|&s| s > 0);
        self.last_roll = session.record().rolls.last().copied();
        self.session = Rc::new(session);
        self.before = Some(before);
        if self.reduced_motion {
            self.finish_animation()
        } else {
            self
        }
    }

    fn finish_animation(mut self) -> PlayState {
        self.frames.clear();
        self.before = None;
        self.shown = Rc::new(self.session.game().pawns().iter().map(|p| p.square).collect());
        self
    }
}

impl Reducible for PlayState {
    type Action = PlayAction;

    fn reduce(self: Rc<Self>, action: PlayAction) -> Rc<Self> {
        let s = (*self).clone();
        let next = match action {
            PlayAction::HumanRoll if s.animating() => s.finish_animation(),
            PlayAction::HumanRoll if s.session.is_human_to_roll() => s.roll(),
            PlayAction::ComputerRoll if !s.animating() && s.session.is_computer_to_roll() => s.roll(),
            PlayAction::Tick if s.animating() => {
                let mut s = s;
                let (seat, sq) = s.frames.pop_front().expect("animating");
                let mut shown = (*s.shown).clone();
                shown[seat as usize] = sq;
                s.shown = Rc::new(shown);
                if s.frames.is_empty() {
                    s.finish_animation()
                } else {
                    s
                }
            }
            PlayAction::Undo if s.session.can_undo() => {
                let mut session = (*s.session).clone();
                session.undo();
                PlayState::new(Rc::new(session), s.reduced_motion)
            }
            // Stale timers and keys that do not fit the moment change nothing.
            _ => return self,
        };
        Rc::new(PlayState { actions: self.actions + 1, ..next })
    }
}

/// Whether the player asked the system for less motion: pawns then jump at once.
fn prefers_reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(prefers-reduced-motion: reduce)").ok().flatten())
        .is_some_and(|m| m.matches())
}

/// The tutorial's coach for the learner (seat 1): the step they are at, in words.
fn coach(t: &crate::app::i18n::I18n, record: &Record, game: &Game, on_rules: Callback<()>) -> Html {
    use crate::lessons::sampo::{sampo_tip, SampoTip};
    let tip = sampo_tip(record, game, 0);
    let text = match tip {
        SampoTip::Square { square } => t.t_args(
            "tutorial-sampo-square",
            &[
                ("n", Arg::Num(square as i64)),
                ("title", Arg::Str(&t.t(&format!("square-{square}-title")))),
                ("effect", Arg::Str(&t.t(&format!("square-{square}-effect")))),
            ],
        ),
        SampoTip::FirstRoll => t.t("tutorial-sampo-first-roll"),
        SampoTip::Coins => t.t("tutorial-sampo-coins"),
        SampoTip::Explain => t.t("tutorial-sampo-explain"),
        SampoTip::Done => t.t("tutorial-sampo-done"),
    };
    html! {
        <crate::app::coach::Coach step={Some((tip.step(), SampoTip::STEPS))} text={text} done={tip == SampoTip::Done} on_rules={on_rules} sahkku=false />
    }
}

#[derive(Properties, PartialEq)]
pub struct GameProps {
    /// The game to start from: a new one, or a saved one restored.
    pub session: Shared<Session>,
    pub on_again: Callback<()>,
    pub on_home: Callback<()>,
    /// Replay the finished game.
    #[prop_or_default]
    pub on_replay: Callback<Rc<Session>>,
    /// The guided first game: the coach speaks to seat 1.
    #[prop_or_default]
    pub tutorial: bool,
}

#[component]
pub fn SampoGame(props: &GameProps) -> Html {
    let t = use_i18n();
    let state = {
        let session = props.session.0.clone();
        use_reducer(move || PlayState::new(session, prefers_reduced_motion()))
    };
    let save_status = {
        let session = state.session.clone();
        let make = Callback::from(move |_| SaveFile::from(&*session));
        // A game by link stays saved when it ends: its last link may still be sent.
        let over = state.session.game().is_over() && state.session.link().is_none();
        use_autosave(state.session.record().rolls.len(), false, over, make)
    };
    // The walking animation: one square per tick.
    {
        let dispatcher = state.dispatcher();
        use_effect_with(state.walk_timer(), move |&(_, walking)| {
            let timer = walking.then(|| Timeout::new(STEP_MS, move || dispatcher.dispatch(PlayAction::Tick)));
            move || drop(timer)
        });
    }
    // "Explain": the square whose story and effect the panel shows, and the square
    // where keyboard focus enters the board.
    let explained = use_state(|| None::<u8>);
    let board_focus = use_state(|| 1u8);
    // Computer seats roll by themselves, at a pace people can follow (the teacher's
    // pace; in step mode one roll per press of N).
    let teacher = use_teacher();
    let (actions, computer_to_act) = state.computer_timer();
    {
        let dispatcher = state.dispatcher();
        let act = Callback::from(move |_| dispatcher.dispatch(PlayAction::ComputerRoll));
        use_computer_turn(*teacher, actions, computer_to_act, COMPUTER_MS, act);
    }
    // Space or Enter anywhere but on a control rolls (controls handle their own keys);
    // N lets a computer seat roll in step mode; U takes back the last roll.
    {
        let d = state.dispatcher();
        use_game_keys(Callback::from(move |e: web_sys::KeyboardEvent| {
            let a = match e.key().as_str() {
                " " | "Enter" if !is_control(e.target()) => PlayAction::HumanRoll,
                "n" | "N" => PlayAction::ComputerRoll,
                "u" | "U" => PlayAction::Undo,
                _ => return false,
            };
            d.dispatch(a);
            true
        }));
    }

    // The die lands with each roll; the last roll of a game wins it.
    {
        let game = state.session.game();
        let cue = if game.is_over() { Cue::Win } else { Cue::Dice };
        crate::app::sound::use_cue(game.rolls() as usize, Some(cue));
    }

    let table = state.session.table();
    let game = state.session.game();
    if game.is_over() && !state.animating() {
        return winner(&t, &state, props);
    }

    // What the panel and header show: the game before the roll while the pawn walks.
    let panel_game = state.before.as_deref().unwrap_or(game);
    let turn = panel_game.turn();
    // By link, this device rolls for its own seat in its part; the other seat's rolls
    // come with the friend's link.
    let human = match state.session.my_seat() {
        Some(me) => turn == me && (state.session.is_my_part() || state.animating()),
        None => table.kind(turn) == super::SeatKind::Human,
    };
    let friend = state.session.my_seat().map(|me| table.name(1 - me).to_string());
    let waiting = friend.is_some() && !human && !state.animating();
    let roll = state.dispatcher();
    let on_roll = Callback::from(move |_: MouseEvent| roll.dispatch(PlayAction::HumanRoll));
    let mut delta = vec![0i32; table.seats.len()];
    if !state.animating() {
        for e in state.session.last_events() {
            if let Event::Transfer { from, to, amount, .. } = *e {
                if let Account::Player(s) = from {
                    delta[s as usize] -= amount;
                }
                if let Account::Player(s) = to {
                    delta[s as usize] += amount;
                }
            }
        }
    }
    let lines = if state.animating() { Vec::new() } else { narrate(&t, table, state.session.last_events()) };
    // The rolls before the last, newest first, shown faded under it.
    let earlier: Vec<Line> =
        state.session.events().iter().rev().skip(1).take(EARLIER_ROLLS).flat_map(|ev| narrate(&t, table, ev)).collect();
    let turn_name = table.name(turn).to_string();

    let open_rules = use_rules_opener();
    html! {
        <div class="play">
            <header class="play-head">
                <h1>{ t.t("home-sampo-title") }</h1>
                <span class="round" id="round">{ t.t_args("board-round", &[("n", Arg::Num(panel_game.round() as i64))]) }</span>
                <span class="turn" id="turn">
                    <span class="seat-badge" style={format!("background:{}", table.colour(turn))}>{ turn + 1 }</span>
                    <span class="says">{ match &friend {
                        Some(name) if waiting => t.t_args("link-status-waiting", &[("name", Arg::Str(name))]),
                        _ => t.t_args("board-turn", &[("name", Arg::Str(&turn_name))]),
                    } }</span>
                </span>
                <button class="secondary quit" id="open-rules" onclick={{
                    let (open, rules) = (open_rules.clone(), table.rules);
                    Callback::from(move |_: MouseEvent| open.emit(Page::Sampo(rules)))
                }}>{ t.t("rules-open") }</button>
                <SaveControls status={save_status} share={friend.is_none()} kept={friend.is_some()} make={{
                    let session = state.session.clone();
                    Callback::from(move |_| SaveFile::from(&*session))
                }} moves={state.session.record().rolls.len()} on_home={props.on_home.clone()} />
            </header>
            <div class="play-main">
                <Board table={Rc::new(table.clone())} game={Rc::new(game.clone())} shown={state.shown.clone()} last={state.last_square}
                    on_square={Some({
                        let explained = explained.clone();
                        Callback::from(move |n: u8| explained.set(Some(n)))
                    })}
                    focus={*board_focus} on_focus={{
                        let f = board_focus.clone();
                        Callback::from(move |n: u8| f.set(n))
                    }} />
                <aside class="panel">
                    if props.tutorial {
                        { coach(&t, state.session.record(), game, {
                            let rules = table.rules;
                            open_rules.reform(move |_| Page::Sampo(rules))
                        }) }
                    }
                    <div class="roll-area">
                        <Die value={state.last_roll} rolls={game.rolls()} />
                        if human {
                            <button class="primary big roll" id="roll" onclick={on_roll} disabled={state.animating()}>
                                { t.t("board-roll") }<span class="keys">{ t.t("board-roll-keys") }</span>
                            </button>
                        } else if let (Some(link), Some(name)) = (state.session.link(), &friend) {
                            // By link, where the roll button stands: the link to send.
                            { crate::app::by_link::panel(&t, link, name, false, state.session.link_turn(), Invited::Sampo(table.clone())) }
                        } else {
                            <p class="computer-rolls">{ t.t_args("board-computer-rolls", &[("name", Arg::Str(&turn_name))]) }</p>
                        }
                    </div>
                    { narration(&t, lines, earlier, match *explained {
                        Some(n) => square_explained(&t, table, game, n, {
                            let explained = explained.clone();
                            Callback::from(move |_: MouseEvent| explained.set(None))
                        }),
                        None => Html::default(),
                    }) }
                    { players(&t, table, panel_game, &delta) }
                    <TeacherBar teacher={teacher.clone()} computer_to_act={computer_to_act}
                        can_undo={state.session.can_undo()}
                        on_undo={{
                            let d = state.dispatcher();
                            Some(Callback::from(move |_| d.dispatch(PlayAction::Undo)))
                        }}
                        on_next={{
                            let d = state.dispatcher();
                            Callback::from(move |_| d.dispatch(PlayAction::ComputerRoll))
                        }} />
                    <details class="dice-stats" id="dice-stats">
                        <summary>{ t.t("dice-title") }</summary>
                        <crate::app::charts::DiceChart id="game-dice" tally={crate::lab::sampo::record_dice(state.session.record())}
                            faces={(1..=6).map(|f: u8| f.to_string()).collect::<Vec<_>>()} />
                    </details>
                </aside>
            </div>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct DieProps {
    value: Option<u8>,
    /// Changes with every roll, so the roll animation replays.
    rolls: u32,
}

#[component]
fn Die(props: &DieProps) -> Html {
    let t = use_i18n();
    let pips: &[(u8, u8)] = match props.value {
        Some(1) => &[(1, 1)],
        Some(2) => &[(0, 0), (2, 2)],
        Some(3) => &[(0, 0), (1, 1), (2, 2)],
        Some(4) => &[(0, 0), (2, 0), (0, 2), (2, 2)],
        Some(5) => &[(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
        Some(6) => &[(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
        _ => &[],
    };
    let label = props.value.map(|v| t.t_args("board-die", &[("n", Arg::Num(v as i64))])).unwrap_or_default();
    html! {
        // Before the first roll the die is only decoration.
        <svg key={props.rolls.to_string()} class="die rolled" viewBox="0 0 60 60"
            role={props.value.map(|_| "img")} aria-label={props.value.map(|_| label)} aria-hidden={props.value.is_none().then_some("true")}
            data-value={props.value.map(|v| v.to_string()).unwrap_or_default()}>
            <rect x="2" y="2" width="56" height="56" rx="10" />
            { pips.iter().map(|&(c, r)| html! {
                <circle cx={(14 + 16 * c as u32).to_string()} cy={(14 + 16 * r as u32).to_string()} r="5.5" />
            }).collect::<Html>() }
        </svg>
    }
}

fn winner(t: &crate::app::i18n::I18n, state: &PlayState, props: &GameProps) -> Html {
    let game = state.session.game();
    let table = state.session.table();
    let ranking = game.ranking().expect("the game is over").to_vec();
    let first = table.name(ranking[0]).to_string();
    let again = props.on_again.reform(|_: MouseEvent| ());
    let home = props.on_home.reform(|_: MouseEvent| ());
    html! {
        <main class="winner">
            <h1 id="winner-title">{ t.t_args("winner-title", &[("name", Arg::Str(&first))]) }</h1>
            <table class="ranking" id="ranking">
                <thead><tr>
                    <th>{ t.t("winner-place") }</th><th>{ t.t("winner-player") }</th>
                    <th>{ t.t("winner-coins") }</th><th>{ t.t("winner-square") }</th>
                </tr></thead>
                <tbody>
                    { ranking.iter().enumerate().map(|(i, &s)| {
                        let p = game.pawn(s);
                        html! {
                            <tr data-seat={s.to_string()}>
                                <td>{ i + 1 }</td>
                                <td><span class="seat-badge" style={format!("background:{}", table.colour(s))}>{ s + 1 }</span>{ table.name(s).to_string() }</td>
                                <td class="coins" data-coins={p.coins.to_string()}>{ p.coins }</td>
                                <td>{ p.square }</td>
                            </tr>
                        }
                    }).collect::<Html>() }
                </tbody>
            </table>
            <p class="length" id="length">{ t.t_args("winner-length", &[("rounds", Arg::Num(game.round() as i64)), ("rolls", Arg::Num(game.rolls() as i64))]) }</p>
            <p class="pot-left" id="pot" data-coins={game.pot().to_string()}>{ format!("{}: {}", t.t("board-pot"), game.pot()) }</p>
            // By link: the last link, for the friend to see the end too.
            if let (Some(link), Some(me)) = (state.session.link(), state.session.my_seat()) {
                { crate::app::by_link::panel(t, link, table.name(1 - me), true, state.session.link_turn(), Invited::Sampo(table.clone())) }
            }
            <div class="actions">
                <button class="primary big" id="again" onclick={again} autofocus=true>{ t.t("winner-again") }</button>
                <button class="secondary" id="replay" onclick={{
                    let session = state.session.clone();
                    props.on_replay.reform(move |_: MouseEvent| session.clone())
                }}>{ t.t("sk-replay-from-start") }</button>
                <button class="secondary" id="home" onclick={home}>{ t.t("winner-home") }</button>
            </div>
        </main>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sampo::HouseRules;
    use crate::session::sampo::{Seat, SeatKind, Table};
    use std::collections::HashSet;

    /// The screen at the start of a game of `n` seats of one `kind`, on seed 5.
    fn start(n: usize, kind: SeatKind, reduced_motion: bool) -> Rc<PlayState> {
        let seat = |i: usize| Seat { name: format!("P{i}"), colour: i, kind };
        let table = Table { seats: (0..n).map(seat).collect(), start_seat: 0, rules: HouseRules::default(), seed: 5 };
        Rc::new(PlayState::new(Rc::new(Session::new(table).unwrap()), reduced_motion))
    }

    /// The walking timer is an effect keyed on `walk_timer`, and Yew runs it only when
    /// the key differs from the last render's. Renders can fall behind the actions (a
    /// busy page handles a tick and two presses before it renders again), so a key seen
    /// once while pawns walk must never come back, or a walk could be left without its
    /// timer. Played here: a whole game of three people, each walk watched for a few
    /// ticks, then cut short by a press (Space during a walk), the next roll pressed at
    /// once; every other walk ends by its ticks.
    #[test]
    fn no_walk_is_left_without_its_timer_whatever_the_renders_miss() {
        let mut s = start(3, SeatKind::Human, false);
        let mut keys = HashSet::new();
        let mut walks = 0;
        while !s.session.game().is_over() {
            s = s.reduce(PlayAction::HumanRoll);
            walks += 1;
            let mut ticks = 0;
            while s.animating() {
                assert!(keys.insert(s.walk_timer()), "a walk's timer key came back: {:?}", s.walk_timer());
                let press = walks % 2 == 0 && ticks == 2;
                s = s.reduce(if press { PlayAction::HumanRoll } else { PlayAction::Tick });
                ticks += 1;
            }
            assert!(!s.walk_timer().1, "no timer at rest");
        }
        assert!(walks > 20, "{walks} walks");
    }

    /// The computer's roll timer is keyed on `computer_timer` the same way. Played here:
    /// two computer seats without walks (reduced motion), every third roll taken back
    /// by the teacher before a render could see it; the roll then comes again, and the
    /// key must be new for its timer to be set.
    #[test]
    fn no_computer_roll_is_left_without_its_timer_when_the_teacher_undoes_one() {
        let mut s = start(2, SeatKind::Computer, true);
        let mut keys = HashSet::new();
        let mut rolls = 0;
        while !s.session.game().is_over() {
            assert!(s.computer_timer().1, "a computer is to roll");
            assert!(keys.insert(s.computer_timer()), "the computer's timer key came back: {:?}", s.computer_timer());
            s = s.reduce(PlayAction::ComputerRoll);
            rolls += 1;
            if rolls % 3 == 0 {
                s = s.reduce(PlayAction::Undo);
                assert!(keys.insert(s.computer_timer()), "after an undo: {:?}", s.computer_timer());
                s = s.reduce(PlayAction::ComputerRoll);
            }
        }
        assert!(!s.computer_timer().1, "no timer when the game is over");
        assert!(rolls > 20, "{rolls} rolls");
    }
}
