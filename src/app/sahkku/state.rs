//! The Sáhkku game screen's state: one reducer over the session (the rules' side of
//! the game) and what the screen shows of it: the narration, the picked die and
//! piece, the last reason a choice was refused, the path overlay, the replay point.
//! Every answer about the rules comes from the engine through the session and the
//! selection; the component only draws this state and dispatches actions.

use super::pieces::Figure;
use crate::app::sound::Cue;
use crate::engine::sahkku::notation::{parse_typed, NotationError};
use crate::engine::sahkku::rules::Activation;
use crate::engine::sahkku::{Cell, Event, Expect, Illegal, PieceKind, Position, Side, SubMove};
use crate::session::by_link::ByLink;
use crate::session::sahkku::Session;
use crate::session::selection::{Click, Selection};
use crate::session::thinking::{Question, Scored, Think};
use std::rc::Rc;
use yew::Reducible;

/// How many recent steps (a throw or a sub-move, with what followed) the narration keeps.
pub const LOG_STEPS: usize = 12;

#[derive(Clone, PartialEq)]
pub struct SkState {
    pub session: Rc<Session>,
    /// What the last few steps did, oldest first: the narration.
    pub log: Rc<Vec<Vec<Event>>>,
    /// The die and piece picked on the board (what a click means is decided there).
    pub selection: Selection,
    pub notice: Option<Illegal>,
    /// A typed entry that is no move here.
    pub typed_unknown: Option<String>,
    pub path_of: Option<Side>,
    pub trail: Vec<Cell>,
    /// What the last step took, where it stood (drawn until the capturer arrives).
    pub captured: Vec<(Cell, Figure)>,
    /// Where the gonagas changed hands in the last step.
    pub recruited: Option<Cell>,
    /// While replaying a finished game: how many record entries are shown.
    pub replay: Option<usize>,
    /// The game's review is open (beside the replay), and the decision whose better
    /// move the board shows (the entry it starts at, where the replay stands).
    pub reviewing: bool,
    pub better: Option<usize>,
    /// The computer's question that found no answer (`SkAction::Thought` with none;
    /// `stalled()`), and how many times the player asked again.
    pub stalled: Option<u64>,
    pub asked_again: u32,
    /// The master's last answer was scored by hand: its learned score could not be
    /// loaded (`thinking::Scored::Unloaded`).
    pub unscored: bool,
    /// How many times the game (the session) or the replay's point has changed: the
    /// computer's timer and the replay's are set anew after each. A key that came back
    /// (the replay stepped forward by its timer and back by a click before a render)
    /// would set no new timer. What changes only the view (the path shown, a picked
    /// piece, the review opened) does not count: P pressed while the computer is to
    /// act does not hold it up.
    pub changes: u64,
    /// The last hint asked for (`Session::ask_hint`): its question, answered by
    /// `hint::use_hint` for as long as the game is where it was asked.
    pub hint: Option<Rc<Question>>,
    /// Whether hints are offered (the teacher's setting, `AllowHints`).
    pub hints_allowed: bool,
}

pub enum SkAction {
    /// The computer's hint for the person to move, weighed for this long.
    Hint(Think),
    AllowHints(bool),
    Throw,
    Play(SubMove),
    Computer,
    /// The answer to the computer's question (`None`: the players' module could not
    /// think it: `stalled`).
    Thought(u64, Option<String>),
    /// Ask the stalled question again.
    AskAgain,
    SelectDie(u8),
    ClickCell(Cell),
    UndoMove,
    UndoTurn,
    TogglePath,
    Replay(Option<usize>),
    /// Open (at the game's end, in the replay) or close the review.
    Review(bool),
    /// Show the decision starting at this entry, its better move marked.
    ShowBetter(usize),
    /// A move typed in notation (or the word for throwing).
    Typed(String),
}

impl SkState {
    /// The screen over a session; a restored game's narration is told again from its
    /// record, so it is there after a reload too.
    pub fn new(session: Rc<Session>) -> SkState {
        let mut steps = session.record().replay().map(|(_, steps)| steps).unwrap_or_default();
        let steps = steps.split_off(steps.len().saturating_sub(LOG_STEPS));
        // By link, the friend's last move is drawn (and slides) when their link opens.
        let trail = match (session.link(), steps.last()) {
            (Some(_), Some(last)) => crate::engine::sahkku::event::trail(last),
            _ => Vec::new(),
        };
        SkState {
            session,
            log: Rc::new(steps),
            selection: Selection::default(),
            notice: None,
            typed_unknown: None,
            path_of: None,
            trail,
            captured: Vec::new(),
            recruited: None,
            replay: None,
            reviewing: false,
            better: None,
            stalled: None,
            asked_again: 0,
            unscored: false,
            changes: 0,
            hint: None,
            hints_allowed: false,
        }
    }

    /// Whether the computer waits on a question that found no answer.
    pub fn stalled(&self) -> bool {
        self.stalled.is_some() && self.stalled == self.session.question_id()
    }

    /// What the last step did (the tutorial remarks on captures and burnt dice).
    pub fn last(&self) -> &[Event] {
        self.log.last().map(Vec::as_slice).unwrap_or(&[])
    }

    fn pos(&self) -> &Position {
        self.session.position()
    }

    fn after(mut self, result: Result<Vec<Event>, Illegal>) -> SkState {
        match result {
            Ok(events) => {
                self.trail = crate::engine::sahkku::event::trail(&events);
                let mut log = (*self.log).clone();
                log.push(events);
                if log.len() > LOG_STEPS {
                    log.remove(0);
                }
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
            SkAction::AllowHints(on) => {
                s.hints_allowed = on;
                s
            }
            SkAction::Hint(think) if human && s.hints_allowed => match Rc::make_mut(&mut s.session).ask_hint(think) {
                Some(q) => {
                    s.hint = Some(Rc::new(q));
                    s
                }
                None => return self,
            },
            SkAction::Play(mv) if human => {
                let r = Rc::make_mut(&mut s.session).play(mv);
                s.after(r)
            }
            SkAction::Typed(text) if human => {
                s.typed_unknown = None;
                let word = text.trim().to_ascii_lowercase();
                let throw = ["t", "throw", "[]"].contains(&word.as_str());
                if throw && matches!(s.pos().expect(), Expect::Throw { .. }) {
                    let r = Rc::make_mut(&mut s.session).throw();
                    s.after(r)
                } else {
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
            }
            // While its question is out, the computer waits for the answer (a press of
            // N in step mode too): the expert and the master think in the players'
            // module, never in this one.
            SkAction::Computer if s.session.question_id().is_some() => return self,
            SkAction::Thought(id, answer) => {
                if let Some(a) = &answer {
                    // What scored it is said even when the answer came too late to play.
                    match crate::session::thinking::read_answer(a).1 {
                        Scored::Unloaded(_) => s.unscored = true,
                        Scored::Trained => s.unscored = false,
                        Scored::HandMade => {}
                    }
                }
                let kept = answer.is_some_and(|a| Rc::make_mut(&mut s.session).take_answer(id, &a));
                // No answer to the question still due: the players' module could not
                // load (or answered what does not fit, which the tests say never
                // happens). The screen says so and offers to ask again.
                if !kept && s.session.question_id() == Some(id) {
                    s.stalled = Some(id);
                }
                s
            }
            SkAction::AskAgain => {
                s.stalled = None;
                s.asked_again += 1;
                s
            }
            SkAction::Computer if !human && s.replay.is_none() => {
                match Rc::make_mut(&mut s.session).computer_step_on_page() {
                    Some(r) => s.after(r),
                    None => return self,
                }
            }
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
            // Nothing to take back changes nothing: U pressed in vain during the
            // computer's turn does not restart its wait.
            SkAction::UndoMove | SkAction::UndoTurn => {
                let session = Rc::make_mut(&mut s.session);
                let undone =
                    if matches!(action, SkAction::UndoMove) { session.undo_move() } else { session.undo_turn() };
                if !undone {
                    return self;
                }
                s.selection = Selection::default();
                s.trail.clear();
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
                s.better = None;
                s.reviewing &= at.is_some();
                s
            }
            SkAction::Review(open) => {
                let end = s.session.record().entries.len();
                s.reviewing = open;
                s.replay = if open { Some(s.replay.unwrap_or(end)) } else { s.replay };
                s.better = None;
                s.trail.clear();
                s
            }
            SkAction::ShowBetter(entry) => {
                s.replay = Some(entry.min(s.session.record().entries.len()));
                s.better = s.replay;
                s.trail.clear();
                s
            }
            _ => return self,
        };
        // A step was played (the log is new): what it took is read from the position
        // before it, which `self` still holds (the session was copied on write).
        let mut next = next;
        if !Rc::ptr_eq(&next.session, &self.session) || next.replay != self.replay {
            next.changes += 1;
        }
        if !Rc::ptr_eq(&next.log, &self.log) {
            next.captured = taken(self.session.position(), next.last());
            next.recruited = next.last().iter().find_map(|e| match e {
                Event::Recruited { cell, .. } => Some(*cell),
                _ => None,
            });
        } else if next.trail.is_empty() {
            next.captured.clear();
            next.recruited = None;
        }
        Rc::new(next)
    }
}

/// What a step sounds like (when sound is on): the game won, a piece taken, or the
/// sticks landing; nothing for a move that takes nothing.
pub fn cue(events: &[Event]) -> Option<Cue> {
    let has = |f: fn(&Event) -> bool| events.iter().any(f);
    if has(|e| matches!(e, Event::GameOver { outcome: crate::engine::sahkku::Outcome::Win { .. } })) {
        Some(Cue::Win)
    } else if has(|e| matches!(e, Event::Captured { .. })) {
        Some(Cue::Capture)
    } else if has(|e| matches!(e, Event::Thrown { .. } | Event::OpeningThrow { .. } | Event::Rerolled { .. })) {
        Some(Cue::Dice)
    } else {
        None
    }
}

/// The figures a step's captures took, each where it stood, as they were drawn before
/// the step (`before`).
fn taken(before: &Position, events: &[Event]) -> Vec<(Cell, Figure)> {
    let chips = before.rules().activation == Activation::Flip;
    let mut out = Vec::new();
    for e in events {
        let Event::Captured { victim: side, piece, cell, .. } = *e else { continue };
        match piece {
            PieceKind::Soldier => {
                let (active, inactive) = before.soldiers_at(side, cell);
                for (n, awake) in [(active, true), (inactive, false)] {
                    if n > 0 {
                        out.push((cell, Figure::soldier(side, awake, chips)));
                    }
                }
            }
            PieceKind::Queen => {
                let awake = before.queen(side).is_some_and(|q| q.active);
                out.push((cell, Figure::Queen { side, awake }));
            }
            PieceKind::King => out.push((cell, Figure::Gonagas { owner: before.king().and_then(|k| k.owner) })),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sahkku::levels::Level;
    use crate::engine::sahkku::{Phase, Variant};
    use crate::session::sahkku::{Player, Table};
    use crate::session::selection::Piece;

    fn state(players: [Player; 2]) -> Rc<SkState> {
        let v = Variant::NavuonMaze;
        Rc::new(SkState::new(Rc::new(Session::new(Table::unnamed(v, v.rules(), players, 13)))))
    }

    /// Throws (and keeps) until the human side must move a piece.
    fn to_a_move(mut s: Rc<SkState>) -> Rc<SkState> {
        for _ in 0..200 {
            if s.pos().is_over() || (*s.pos().phase() == Phase::Moving && s.session.is_human_to_act()) {
                break;
            }
            s = match s.pos().expect() {
                Expect::Throw { .. } if s.session.is_human_to_act() => s.reduce(SkAction::Throw),
                _ if s.session.is_human_to_act() => s.reduce(SkAction::Play(SubMove::Keep)),
                _ => s.reduce(SkAction::Computer),
            };
        }
        s
    }

    #[test]
    fn a_click_on_a_piece_and_one_on_its_target_play_the_move_and_narrate_it() {
        let s = to_a_move(state([Player::Human, Player::Human]));
        let mv = s.pos().legal_moves().into_iter().find(|m| Piece::of(*m).is_some()).unwrap();
        let (from, to) = (s.pos().origin(mv).unwrap(), s.pos().destination(mv).unwrap());
        let entries = s.session.record().entries.len();
        let mut s = s.reduce(SkAction::ClickCell(from));
        while s.selection.piece != Piece::of(mv) {
            s = s.reduce(SkAction::ClickCell(from));
        }
        let s = s.reduce(SkAction::ClickCell(to));
        assert_eq!(s.session.record().entries.len(), entries + 1);
        assert!(!s.log.is_empty() && !s.trail.is_empty());
        assert_eq!(s.selection, Selection::default());
        assert_eq!(s.notice, None);
    }

    #[test]
    fn typed_words_that_are_no_move_are_named_and_an_illegal_move_says_why() {
        let s = to_a_move(state([Player::Human, Player::Human]));
        let s = s.reduce(SkAction::Typed("hello".into()));
        assert_eq!(s.typed_unknown.as_deref(), Some("hello"));
        let illegal = s.pos().shapes().into_iter().find(|m| Piece::of(*m).is_some() && s.pos().check(*m).is_err());
        if let Some(m) = illegal {
            let text = crate::engine::sahkku::notation::format_move(s.pos(), m);
            if !s.pos().legal_moves().iter().any(|l| crate::engine::sahkku::notation::format_move(s.pos(), *l) == text)
            {
                let s = s.reduce(SkAction::Typed(text));
                assert!(s.notice.is_some() && s.typed_unknown.is_none());
            }
        }
    }

    #[test]
    fn a_person_cannot_act_for_the_computer_nor_the_computer_for_a_person() {
        let s = state([Player::Computer(Level::Random), Player::Human]);
        let before = s.session.record().entries.len();
        // A person's action while the computer is to act does nothing, and the other way round.
        let s = if s.session.is_human_to_act() { s.reduce(SkAction::Computer) } else { s.reduce(SkAction::Throw) };
        assert_eq!(s.session.record().entries.len(), before);
    }

    /// The expert's turn comes from its answer only: without one the page waits; a
    /// question that found none is said, asked again on request, and the answer played.
    #[test]
    fn the_computer_waits_for_its_answer_and_a_missing_one_is_asked_again() {
        let mut s = state([Player::Computer(Level::Expert), Player::Human]);
        for _ in 0..200 {
            if s.session.question_id().is_some() || s.pos().is_over() {
                break;
            }
            s = if s.session.is_human_to_act() { s.reduce(SkAction::Throw) } else { s.reduce(SkAction::Computer) };
            if s.session.is_human_to_act() && matches!(s.pos().expect(), Expect::Move { .. }) {
                let m = s.pos().legal_moves()[0];
                s = s.reduce(SkAction::Play(m));
            }
        }
        let id = s.session.question_id().expect("the expert has a question");
        let waiting = s.session.record().clone();
        let s = s.reduce(SkAction::Computer);
        assert_eq!(s.session.record(), &waiting, "the page does not think the expert's turn");
        let s = s.reduce(SkAction::Thought(id, None));
        assert!(s.stalled(), "no answer is said");
        let asked = s.asked_again;
        let s = s.reduce(SkAction::AskAgain);
        assert!(!s.stalled() && s.asked_again == asked + 1);
        let answer = crate::session::thinking::answer(
            &s.session.question(crate::session::thinking::Think::Quick).expect("still due").to_text(),
            &|| 0.0,
            None,
        );
        let s = s.reduce(SkAction::Thought(id, Some(answer))).reduce(SkAction::Computer);
        assert!(s.session.record().entries.len() > waiting.entries.len(), "the answer is played");
        assert!(!s.stalled());
    }

    /// The master's answer says what scored it: a learned score that could not be
    /// loaded is said (and the hand-made turn still played) until one that could is.
    #[test]
    fn a_master_answer_scored_by_hand_for_want_of_its_weights_is_said_until_they_load() {
        let v = Variant::Lagesvuon;
        let table = Table::unnamed(v, v.rules(), [Player::Computer(Level::Master), Player::Human], 3);
        let mut s = Rc::new(SkState::new(Rc::new(Session::new(table))));
        while s.session.question_id().is_none() {
            s = s.reduce(SkAction::Computer);
        }
        let q = s.session.question(crate::session::thinking::Think::Quick).expect("due");
        // A clock 50 ms on at each reading: a few steps of search.
        let ticks = std::cell::Cell::new(0.0);
        let clock = || {
            ticks.set(ticks.get() + 50.0);
            ticks.get()
        };
        let hand = crate::session::thinking::answer(&q.to_text(), &clock, None);
        let s = s.reduce(SkAction::Thought(q.id, Some(hand)));
        assert!(s.unscored, "said");
        let before = s.session.record().entries.len();
        let mut s = s.reduce(SkAction::Computer);
        assert!(s.session.record().entries.len() > before, "the hand-made turn is played");
        for _ in 0..400 {
            if let Some(q) = s.session.question(crate::session::thinking::Think::Quick) {
                let bytes = crate::engine::sahkku::net::shipped_bytes(q.trained().expect("Lágesvuon ships one"));
                let a = crate::session::thinking::answer(&q.to_text(), &clock, Some(&bytes));
                s = s.reduce(SkAction::Thought(q.id, Some(a)));
                assert!(!s.unscored, "loaded: no longer said");
                return;
            }
            s = if s.session.is_human_to_act() {
                match s.pos().expect() {
                    Expect::Throw { .. } => s.reduce(SkAction::Throw),
                    _ => {
                        let m = s.pos().legal_moves()[0];
                        s.reduce(SkAction::Play(m))
                    }
                }
            } else {
                s.reduce(SkAction::Computer)
            };
        }
        panic!("the master was not asked again");
    }

    #[test]
    fn a_restored_game_tells_its_last_steps_again() {
        let s = to_a_move(state([Player::Human, Player::Computer(Level::Random)]));
        let restored = SkState::new(s.session.clone());
        assert!(!restored.log.is_empty());
        assert!(restored.log.len() <= LOG_STEPS);
        let (_, steps) = s.session.record().replay().unwrap();
        assert_eq!(restored.log.last(), steps.last());
    }

    /// Issue 37: a capture is shown before the piece leaves. Over a game of two
    /// computer players, each step that captures names the figures it took, of the
    /// side that lost them, where they stood; a step that captures nothing, none.
    #[test]
    fn a_step_that_captures_keeps_what_it_took_to_draw_it() {
        let mut s = state([Player::Computer(Level::Random), Player::Computer(Level::Random)]);
        let mut seen = 0;
        for _ in 0..3000 {
            if s.pos().is_over() {
                break;
            }
            s = s.reduce(SkAction::Computer);
            let captures: Vec<(Side, Cell)> = s
                .last()
                .iter()
                .filter_map(|e| match e {
                    Event::Captured { victim, cell, .. } => Some((*victim, *cell)),
                    _ => None,
                })
                .collect();
            assert_eq!(s.captured.is_empty(), captures.is_empty(), "{:?}", s.last());
            // A capture is heard as one too (the game's end wins over it).
            if !captures.is_empty() && !s.pos().is_over() {
                assert_eq!(cue(s.last()), Some(Cue::Capture));
            }
            for (cell, figure) in &s.captured {
                let side = match *figure {
                    Figure::Soldier { side, .. } | Figure::Queen { side, .. } | Figure::Chip { side, .. } => side,
                    Figure::Gonagas { .. } => continue,
                };
                assert!(captures.contains(&(side, *cell)), "{figure:?} on {cell} was not taken: {:?}", s.last());
            }
            seen += usize::from(!captures.is_empty());
        }
        assert!(seen > 0, "the game captured nothing");
    }

    #[test]
    fn a_replay_point_stays_inside_the_record() {
        let s = to_a_move(state([Player::Human, Player::Human]));
        let total = s.session.record().entries.len();
        let s = s.reduce(SkAction::Replay(Some(total + 50)));
        assert_eq!(s.replay, Some(total));
        let s = s.reduce(SkAction::Throw);
        assert_eq!(s.session.record().entries.len(), total, "nothing is played during a replay");
        assert_eq!(s.reduce(SkAction::Replay(None)).replay, None);
    }

    /// The replay's timer (and the computer's) is an effect keyed on `changes`, run only
    /// when the key differs from the last render's. The replay stepped forward by its
    /// timer and back by a click before a render stands where it stood: its key must
    /// still be new, or it would stop while saying it plays. What changes nothing, or
    /// only the view, keeps the key (a key pressed then does not hold the computer up).
    #[test]
    fn a_replay_stepped_back_as_its_timer_steps_forward_is_timed_anew() {
        let s = to_a_move(state([Player::Human, Player::Human]));
        let s = s.reduce(SkAction::Replay(Some(1)));
        let seen = (s.replay, s.changes);
        let s = s.reduce(SkAction::Replay(Some(2))).reduce(SkAction::Replay(Some(1)));
        assert_eq!(s.replay, seen.0);
        assert_ne!((s.replay, s.changes), seen, "the replay's timer key came back");
        let refused = s.clone().reduce(SkAction::Throw);
        assert!(Rc::ptr_eq(&refused, &s), "nothing is played during a replay");
        assert_eq!(s.clone().reduce(SkAction::TogglePath).changes, s.changes, "the path shown is the view's");
        let s = s.reduce(SkAction::Replay(None));
        assert!(!s.session.can_undo_move());
        let vain = s.clone().reduce(SkAction::UndoMove);
        assert!(Rc::ptr_eq(&vain, &s), "an undo with nothing to take back changes nothing");
    }

    /// The review opens onto the game's end in the replay; a decision shown moves the
    /// replay to it and marks it; another step of the replay unmarks it; closing the
    /// replay closes the review.
    #[test]
    fn the_review_opens_in_the_replay_and_shows_a_decision_there() {
        let s = to_a_move(state([Player::Human, Player::Human]));
        let total = s.session.record().entries.len();
        let s = s.reduce(SkAction::Review(true));
        assert_eq!((s.reviewing, s.replay, s.better), (true, Some(total), None));
        let s = s.reduce(SkAction::ShowBetter(1));
        assert_eq!((s.reviewing, s.replay, s.better), (true, Some(1), Some(1)));
        let s = s.reduce(SkAction::Replay(Some(2)));
        assert_eq!((s.reviewing, s.replay, s.better), (true, Some(2), None));
        let s = s.reduce(SkAction::Review(false));
        assert_eq!((s.reviewing, s.replay), (false, Some(2)), "closing the review leaves the replay where it is");
        let s = s.reduce(SkAction::Review(true)).reduce(SkAction::Replay(None));
        assert_eq!((s.reviewing, s.replay), (false, None));
    }
}
