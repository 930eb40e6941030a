//! The computer's thinking, done away from the page. The app sends a worker thread a
//! *question* (the game so far as its record, the computer level and how long it may
//! think), and the worker answers with the sub-moves to play, in the notation. Both
//! are text, so the same question is answered natively in the tests and in the worker
//! alike, and an answer is only ever played after the session has read it against its
//! own position (a late answer to an older question is dropped). The expert and the
//! master think there: the expert's look-ahead takes tens of milliseconds, the master
//! searches for as long as its thinking time allows, which on a page would be felt.
//!
//! The clock comes in from outside (`answer`'s `clock`), so that this stays pure: in
//! the worker it is the browser's, in the tests a counter.

use crate::engine::dice::SeededDice;
use crate::engine::sahkku::analysis::outlook::{self, Outlook};
use crate::engine::sahkku::analysis::{self, Analysis};
use crate::engine::sahkku::levels::{self, Level};
use crate::engine::sahkku::master::{self, Params, Thought};
use crate::engine::sahkku::net::{self, Net};
use crate::engine::sahkku::notation::{format_move, parse_move};
use crate::engine::sahkku::play::Plan;
use crate::engine::sahkku::{Expect, Position, Record, SubMove};

/// How long the master may think over a turn, chosen in the set-up: a time, since a
/// player waits in seconds, whatever the device does with them (a phone searches less
/// in a second than a laptop).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Think {
    Quick,
    #[default]
    Normal,
    Long,
}

impl Think {
    pub const ALL: [Think; 3] = [Think::Quick, Think::Normal, Think::Long];

    pub fn id(self) -> &'static str {
        match self {
            Think::Quick => "quick",
            Think::Normal => "normal",
            Think::Long => "long",
        }
    }

    pub fn from_id(id: &str) -> Option<Think> {
        Think::ALL.into_iter().find(|t| t.id() == id)
    }

    /// The time budget of one decision, in milliseconds.
    pub fn ms(self) -> f64 {
        match self {
            Think::Quick => 200.0,
            Think::Normal => 1_000.0,
            Think::Long => 3_000.0,
        }
    }
}

/// The most nodes a timed decision may spend, whatever the clock says: a clock that
/// does not move (or a very fast machine) still ends the search, after about ten
/// seconds of native work.
pub const MAX_NODES: u64 = 40 * master::NODES;

/// What the worker is asked. `id` names it (the position's hash) so that its answer
/// can be matched to it; the worker does not need it.
#[derive(Clone, Debug, PartialEq)]
pub struct Question {
    pub record: Record,
    pub level: Level,
    pub think: Think,
    pub id: u64,
}

/// A position's hash, the same natively and in the wasm.
pub fn id_of(pos: &Position) -> u64 {
    crate::engine::hash::of(pos)
}

impl Question {
    /// The level's id and the thinking time's, then the record as its file holds it
    /// (JSON), on one line each.
    pub fn to_text(&self) -> String {
        format!("{} {}\n{}", self.level.id(), self.think.id(), serde_json::to_string(&self.record).unwrap_or_default())
    }

    /// The trained weights the level plays this question with, where it has some: the
    /// master's, in a family that ships them, played by its own rules (a house rule
    /// changes the game the network learned: the hand-made score plays it).
    pub fn trained(&self) -> Option<net::Shipped> {
        net::for_game(&self.record).filter(|_| self.level == Level::Master)
    }

    pub fn from_text(text: &str) -> Option<Question> {
        let (head, record) = text.split_once('\n')?;
        let mut head = head.split(' ');
        let level = Level::from_id(head.next()?)?;
        let think = Think::from_id(head.next()?)?;
        if head.next().is_some() {
            return None;
        }
        // The id is not sent: the worker answers one question at a time.
        Some(Question { level, think, record: serde_json::from_str(record).ok()?, id: 0 })
    }
}

/// What a master whose family ships trained weights (`net::shipped`) scored its turn
/// with: the answer's second line says it, so that the page can tell the player when
/// the learned score could not be used (and the hand-made one played instead).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Scored {
    /// The level or the family has no learned score: nothing to say.
    HandMade,
    /// The learned score, its weights checked against their hash.
    Trained,
    /// The weights did not come (offline before they were kept) or were refused
    /// (damaged: a wrong hash, cut): the hand-made score played.
    Unloaded(String),
}

/// An answer read apart: the sub-moves (in the notation, separated by spaces) and
/// what scored them.
pub fn read_answer(answer: &str) -> (&str, Scored) {
    let (moves, note) = answer.split_once('\n').unwrap_or((answer, ""));
    (moves, read_note(note))
}

/// What an answer's note line says scored it (`note`).
fn read_note(note: &str) -> Scored {
    match note.split_once(' ').unwrap_or((note, "")) {
        ("trained", _) => Scored::Trained,
        ("unloaded", why) => Scored::Unloaded(why.to_string()),
        _ => Scored::HandMade,
    }
}

/// The answer to a question given as text: the sub-moves to play, in the notation,
/// separated by spaces (empty when the question cannot be read or asks nothing); for
/// a master whose family ships trained weights, a second line says what scored them
/// (`read_answer`). `clock` tells the time in milliseconds (from any start);
/// `weights` are the family's shipped weights as fetched (`None`: they did not come).
pub fn answer(question: &str, clock: &dyn Fn() -> f64, weights: Option<&[u8]>) -> String {
    let Some(q) = Question::from_text(question) else { return String::new() };
    let Ok((pos, _)) = q.record.replay() else { return String::new() };
    if !matches!(pos.expect(), Expect::Move { .. }) {
        return String::new();
    }
    let net = learned(&q, weights);
    let plan = match q.level {
        Level::Master => timed_turn(&pos, q.think.ms(), clock, net.as_ref().and_then(|n| n.as_ref().ok())).plan,
        // The other levels that think here use no dice of their own (random does).
        level => vec![levels::choose(&pos, level, &mut SeededDice::new(0))],
    };
    with_note(write_plan(&pos, &plan), &net)
}

/// The learned score a question is answered with, where its level plays with one:
/// read from `weights` against its hash, or why not (`Scored::Unloaded`).
fn learned(q: &Question, weights: Option<&[u8]>) -> Option<Result<Net, String>> {
    q.trained().map(|s| match weights {
        Some(bytes) => Net::from_bytes(bytes, Some(s.hash)).map_err(|e| e.to_string()),
        None => Err("not fetched".to_string()),
    })
}

/// An answer's text, with the line that says what scored it where a learned score
/// was due (`read_answer`).
fn with_note(text: String, net: &Option<Result<Net, String>>) -> String {
    match note(net) {
        Some(note) => format!("{text}\n{note}"),
        None => text,
    }
}

/// The note of what scored an answer where a learned score was due (`read_note`).
fn note(net: &Option<Result<Net, String>>) -> Option<String> {
    match net {
        None => None,
        Some(Ok(_)) => Some("trained".to_string()),
        Some(Err(why)) => Some(format!("unloaded {why}")),
    }
}

/// The master's whole turn from `pos` (and the work it took), thought over for `ms`
/// milliseconds of `clock` (and `MAX_NODES` at most), with its family's settings,
/// scored by `net` where given.
///
/// The search is asked between steps (a turn looked ahead, a round of rollouts) and
/// stops where one more step as long as the longest so far would pass the time, so
/// that a decision ends within it rather than one step after.
pub fn timed_turn(pos: &Position, ms: f64, clock: &dyn Fn() -> f64, net: Option<&Net>) -> Thought {
    let params = Params::for_rules(pos.rules());
    master::think(pos, &params, params.score(net), master::seed_of(pos), &mut timed(ms, clock))
}

/// A search's `stop` for `ms` milliseconds of `clock` (and `MAX_NODES` at most): true
/// where one more step as long as the longest so far would pass the time.
fn timed(ms: f64, clock: &dyn Fn() -> f64) -> impl FnMut(u64) -> bool + '_ {
    let start = clock();
    let (mut last, mut longest) = (start, 0.0f64);
    move |nodes| {
        let now = clock();
        longest = longest.max(now - last);
        last = now;
        nodes >= MAX_NODES || now - start + longest >= ms
    }
}

/// The answer to a hint's question (`Session::ask_hint`): a line that says what scored
/// it (as `answer`'s second, or `handmade`), then the master's ranking of the choices
/// at the question's position (`analysis::analyse`, as `Analysis::to_text`), weighed
/// for its thinking time; or, where a throw is due there, the chances before it
/// (`outlook::outlook`, as `Outlook::to_text`). Empty where the question cannot be
/// read or the game is over.
pub fn hint_answer(question: &str, clock: &dyn Fn() -> f64, weights: Option<&[u8]>) -> String {
    let Some(q) = Question::from_text(question) else { return String::new() };
    let Ok((pos, _)) = q.record.replay() else { return String::new() };
    let net = learned(&q, weights);
    let params = Params::for_rules(pos.rules());
    let score = params.score(net.as_ref().and_then(|n| n.as_ref().ok()));
    let ms = q.think.ms() * HINT_SHARE;
    let text = match pos.expect() {
        Expect::Throw { .. } => outlook::outlook(&pos, score).map(|o| o.to_text()),
        _ => analysis::analyse(&pos, &params, score, master::seed_of(&pos), &mut timed(ms, clock)).map(|a| a.to_text()),
    };
    let Some(text) = text else { return String::new() };
    // The note goes first: the ranking's lines follow to the end.
    format!("{}\n{text}", note(&net).unwrap_or_else(|| "handmade".to_string()))
}

/// The share of the thinking time a hint weighs for: a worker's start and the players'
/// module's load take about 0.35 s more (tests/e2e/bench-hint.js: 1.35 s from H to
/// the list at the whole normal second), and a hint is waited for, so the list comes
/// within the thinking time itself.
pub const HINT_SHARE: f64 = 0.6;

/// A hint's answer read back: the ranking and what scored it.
pub fn read_hint(answer: &str) -> Option<(Analysis, Scored)> {
    let (note, text) = answer.split_once('\n')?;
    Some((Analysis::from_text(text)?, read_note(note)))
}

/// A hint's answer before a throw read back: the chances and what scored them.
pub fn read_outlook(answer: &str) -> Option<(Outlook, Scored)> {
    let (note, text) = answer.split_once('\n')?;
    Some((Outlook::from_text(text)?, read_note(note)))
}

/// How a session's computer side decides where it is asked to (`Session::computer_step_with`):
/// the sub-moves to play from `pos` (a whole turn or its first), or `None` where it
/// does not decide this level itself. `dice` serves the random level.
pub type Decide = fn(&Position, Level, &mut SeededDice) -> Option<Vec<SubMove>>;

/// Any level's turn thought over here, natively (the tests, the command line): the
/// whole turn for the master, which thinks once a turn, on its node budget, since
/// there is no clock here; one sub-move for the others.
pub fn think_here(pos: &Position, level: Level, dice: &mut SeededDice) -> Option<Vec<SubMove>> {
    Some(match level {
        Level::Master => master::turn(pos, master::NODES, None),
        level => vec![levels::choose(pos, level, dice)],
    })
}

/// The levels that decide at once (`levels::quick`), as the app's page does; the
/// others' turns come from the players' module, as answers to questions.
pub fn decide_quickly(pos: &Position, level: Level, dice: &mut SeededDice) -> Option<Vec<SubMove>> {
    levels::quick(pos, level, dice).map(|m| vec![m])
}

/// Sub-moves played one after the other from `pos`, in the notation, separated by
/// spaces (stopping at the first that is not legal where it is played).
fn write_plan(pos: &Position, plan: &[SubMove]) -> String {
    let mut p = pos.clone();
    let mut words = Vec::new();
    for &mv in plan {
        words.push(format_move(&p, mv));
        if p.play(mv).is_err() {
            break;
        }
    }
    words.join(" ")
}

/// An answer read back from `pos` as a plan, or `None` when any of it is not a legal
/// sub-move where it is played (or it is empty).
pub fn read_plan(pos: &Position, answer: &str) -> Option<Plan> {
    let (answer, _) = read_answer(answer);
    let mut p = pos.clone();
    let mut plan = Plan::default();
    for token in answer.split_whitespace() {
        let mv = parse_move(&p, token).ok()?;
        let before = p.clone();
        p.play(mv).ok()?;
        plan.push(before, mv);
    }
    (!plan.is_empty()).then_some(plan)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sahkku::{Phase, Variant};
    use crate::session::sahkku::{Player, Session, Table};
    use std::cell::Cell;

    fn table(levels: [Level; 2], v: Variant) -> Table {
        Table::unnamed(v, v.rules(), levels.map(Player::Computer), 5)
    }

    /// A clock for the tests: `step` milliseconds later at every reading, and how
    /// often it was read.
    fn ticking(step: f64) -> (Cell<u32>, impl Fn(&Cell<u32>) -> f64) {
        (Cell::new(0), move |calls: &Cell<u32>| {
            calls.set(calls.get() + 1);
            calls.get() as f64 * step
        })
    }

    fn answered_hint(question: &str, step: f64, weights: Option<&[u8]>) -> String {
        let (calls, clock) = ticking(step);
        hint_answer(question, &|| clock(&calls), weights)
    }

    fn answered(question: &str, step: f64) -> (String, u32) {
        let (calls, clock) = ticking(step);
        let a = answer(question, &|| clock(&calls), None);
        (a, calls.get())
    }

    /// The expert answered through questions (as the worker answers them) plays the
    /// same game as the expert thinking in the session itself.
    #[test]
    fn an_answered_question_plays_what_the_session_would_have_played() {
        for v in [Variant::Gavkevuotna, Variant::NavuonRaisa] {
            let mut asked = Session::new(table([Level::Expert, Level::Greedy], v));
            let mut alone = asked.clone();
            for _ in 0..60 {
                if let Some(q) = asked.question(Think::Normal) {
                    // The page does not think the expert's turn: it waits for the answer.
                    let waiting = asked.record().clone();
                    assert!(asked.computer_step_on_page().is_none(), "the page thought itself");
                    assert_eq!(asked.record(), &waiting);
                    assert_eq!(q.level, Level::Expert);
                    assert_eq!(Question::from_text(&q.to_text()).map(|r| r.to_text()), Some(q.to_text()));
                    let (a, _) = answered(&q.to_text(), 1.0);
                    assert!(asked.take_answer(q.id, &a), "{a}");
                    assert!(asked.question(Think::Normal).is_none(), "answered: no second question");
                }
                // As the app's page plays: the answer's plan, or greedy itself.
                if asked.computer_step_on_page().is_none() {
                    break;
                }
                alone.computer_step();
                assert_eq!(asked.record(), alone.record(), "{}", v.id());
            }
        }
    }

    /// A person asks for a hint where they are to move: the question is the master's,
    /// the hint is written in the record (once for the position), an undo keeps it,
    /// and the answer ranks the choices there, its best legal.
    #[test]
    fn a_hint_ranks_the_choices_here_and_is_written_in_the_record() {
        let mut s = Session::new(Table::unnamed(
            Variant::Unjarga,
            Variant::Unjarga.rules(),
            [Player::Human, Player::Computer(Level::Greedy)],
            9,
        ));
        let weights = net::shipped_bytes(net::shipped(Variant::Unjarga).expect("Unjárga ships one"));
        let mut asked = 0;
        for _ in 0..400 {
            if s.position().is_over() || asked == 3 {
                break;
            }
            if !s.is_human_to_act() {
                s.computer_step();
                continue;
            }
            if !matches!(s.position().expect(), Expect::Move { .. }) {
                assert!(s.ask_hint(Think::Quick).is_none(), "no hint before the throw");
                s.throw().expect("a throw is due");
                continue;
            }
            let at = s.record().entries.len();
            let q = s.ask_hint(Think::Quick).expect("a hint may be asked");
            assert_eq!(q.level, Level::Master);
            assert_eq!(s.record().hints.last(), Some(&at));
            s.ask_hint(Think::Quick);
            assert_eq!(s.record().hints.iter().filter(|&&h| h == at).count(), 1, "once a position");
            let a = answered_hint(&q.to_text(), 1.0, Some(&weights));
            let (ranking, scored) = read_hint(&a).expect("a ranking");
            assert_eq!(scored, Scored::Trained, "the master's learned score weighs it");
            let best = ranking.best().expect("a best");
            let mv = parse_move(s.position(), &best.line[0]).expect("the best is legal");
            s.play(mv).expect("the best is legal");
            if s.can_undo_move() {
                assert!(s.undo_move());
                assert_eq!(s.record().hints.last(), Some(&at), "an undo keeps the hint");
                s.play(mv).expect("legal again");
            }
            asked += 1;
        }
        assert_eq!(asked, 3);
        assert_eq!(hint_answer("not a question", &|| 0.0, None), "");
    }

    /// An analysis asked before a throw (the editor with no throw chosen, a game's
    /// point between turns) answers with the chances of every throw, by the family's
    /// learned score; with the throw, with the ranking of its turns.
    #[test]
    fn an_analysis_before_the_throw_gives_every_throws_chance_and_after_it_the_turns() {
        let v = Variant::Unjarga;
        let weights = net::shipped_bytes(net::shipped(v).expect("Unjárga ships one"));
        let game = levels::recorded_game(v, [Level::Greedy, Level::Greedy], 4).0;
        let between = (0..game.entries.len()).rev().find_map(|n| game.turn_at(n).filter(|r| r.entries.is_empty()));
        let record = between.expect("a point between turns");
        let q = Question { record: record.clone(), level: Level::Master, think: Think::Quick, id: 0 };
        let a = answered_hint(&q.to_text(), 1.0, Some(&weights));
        let (outlook, scored) = read_outlook(&a).expect("the chances before the throw");
        assert_eq!(scored, Scored::Trained);
        assert_eq!(read_hint(&a), None, "no ranking of turns before the throw");
        let (best, worst) = (&outlook.throws[0], outlook.throws.last().expect("throws"));
        assert!(best.chance >= outlook.chance && outlook.chance >= worst.chance);
        let mut thrown = record;
        thrown.push_throw(&best.faces);
        let q = Question { record: thrown, ..q };
        assert!(read_hint(&answered_hint(&q.to_text(), 1.0, Some(&weights))).is_some(), "the turns of that throw");
    }

    /// The levels the page decides itself (random, greedy) choose there what they
    /// choose anywhere, on the same dice; the others are never decided there.
    #[test]
    fn the_page_decides_random_and_greedy_as_anywhere_and_nothing_else() {
        for v in Variant::ALL {
            let mut pos = Position::new(v.rules());
            let mut dice = SeededDice::new(5);
            for i in 0..150u64 {
                match pos.expect() {
                    Expect::Throw { dice: n, .. } => {
                        let faces = crate::engine::sahkku::play::throw_dice(&pos, &mut dice, n);
                        pos.throw(&faces).expect("thrown");
                    }
                    Expect::Move { .. } => {
                        for level in Level::ALL {
                            let (mut a, mut b) = (SeededDice::new(i), SeededDice::new(i));
                            match levels::quick(&pos, level, &mut a) {
                                Some(m) => {
                                    assert_eq!(m, levels::choose(&pos, level, &mut b), "{} {}", v.id(), level.id())
                                }
                                None => assert!(level.thinks_long(), "{}", level.id()),
                            }
                        }
                        let level = if i % 2 == 0 { Level::Greedy } else { Level::Random };
                        pos.play(levels::choose(&pos, level, &mut dice)).expect("legal");
                    }
                    Expect::Over => break,
                }
            }
        }
    }

    /// The master answers with its whole turn: the session plays it sub-move by
    /// sub-move without asking again, and every sub-move is legal where it is played.
    #[test]
    fn the_master_answers_with_its_whole_turn() {
        for v in [Variant::Lagesvuon, Variant::Unjarga] {
            let mut s = Session::new(table([Level::Master, Level::Greedy], v));
            let mut answers = 0;
            for _ in 0..80 {
                if let Some(q) = s.question(Think::Quick) {
                    assert_eq!((q.level, q.think), (Level::Master, Think::Quick));
                    let (a, _) = answered(&q.to_text(), 40.0);
                    assert!(s.take_answer(q.id, &a), "{}: {a}", v.id());
                    answers += 1;
                    // The rest of the turn is in the plan: the master is not asked again
                    // until it is played (a decision on a new throw is asked apart).
                    let turn = s.position().turns();
                    while s.position().turns() == turn
                        && matches!(s.position().expect(), Expect::Move { .. })
                        && *s.position().phase() == Phase::Moving
                    {
                        assert!(s.question(Think::Quick).is_none(), "{}: asked again within the turn", v.id());
                        assert!(matches!(s.computer_step(), Some(Ok(_))), "{}", v.id());
                    }
                    continue;
                }
                if s.computer_step().is_none() {
                    break;
                }
            }
            assert!(answers > 0, "{}: the master was never asked", v.id());
        }
    }

    /// The master of a family that ships a learned score plays with it when its
    /// weights come whole, says so, and plays the hand-made score's turn, legally,
    /// when they are damaged, cut or did not come, saying that too. A house rule, or
    /// another level, plays by hand and says nothing.
    #[test]
    fn the_master_plays_its_learned_score_when_its_weights_check_and_says_when_they_do_not() {
        let shipped: Vec<_> = Variant::ALL.into_iter().filter_map(net::shipped).collect();
        assert!(!shipped.is_empty(), "no family ships a learned score");
        for s in shipped {
            let bytes = net::shipped_bytes(s);
            let mut damaged = bytes.clone();
            damaged[bytes.len() / 2] ^= 0x40;
            let mut session = Session::new(table([Level::Master, Level::Greedy], s.variant));
            let q = loop {
                if let Some(q) = session.question(Think::Quick) {
                    break q;
                }
                session.computer_step().expect("a game that goes on").expect("legal");
            };
            assert_eq!(q.trained(), Some(s));
            let ask = |w: Option<&[u8]>| {
                let (calls, clock) = ticking(40.0);
                answer(&q.to_text(), &|| clock(&calls), w)
            };
            let trained = ask(Some(&bytes));
            assert_eq!(read_answer(&trained).1, Scored::Trained, "{trained}");
            for (weights, why) in
                [(Some(&damaged[..]), "content hash"), (Some(&bytes[..100]), "content hash"), (None, "not fetched")]
            {
                let a = ask(weights);
                let Scored::Unloaded(said) = read_answer(&a).1 else { panic!("{a}") };
                assert!(said.contains(why), "{said}");
                // The hand-made master's own turn, legal where it is played.
                let (calls, clock) = ticking(40.0);
                let hand = timed_turn(session.position(), Think::Quick.ms(), &|| clock(&calls), None);
                assert_eq!(read_answer(&a).0, write_plan(session.position(), &hand.plan));
                assert!(session.clone().take_answer(q.id, &a));
            }
            let expert = Question { level: Level::Expert, ..q.clone() };
            assert_eq!(expert.trained(), None);
            assert_eq!(read_answer(&answer(&expert.to_text(), &|| 0.0, Some(&bytes))).1, Scored::HandMade);
            let mut changed = q.clone();
            changed.record.options.insert("blank".into(), "4".into());
            assert_eq!(changed.trained(), None, "a house rule plays by hand");
        }
    }

    /// The master stops within its thinking time: the clock is read once at the start
    /// and then between steps, never once the time has passed; a longer time reads it
    /// as often or more; the same clock gives the same answer.
    #[test]
    fn the_master_stops_when_its_thinking_time_is_spent() {
        let mut s = Session::new(table([Level::Master, Level::Master], Variant::Gavkevuotna));
        let mut asked = 0;
        while asked < 3 {
            let Some(q) = s.question(Think::Quick) else {
                if s.computer_step().is_none() {
                    break;
                }
                continue;
            };
            let quick = q.to_text();
            let normal = Question { think: Think::Normal, ..q.clone() }.to_text();
            // Read at the start, then after each step until one more would pass the
            // time: never at or after it.
            let (a, calls) = answered(&quick, 50.0);
            assert!(calls <= (Think::Quick.ms() / 50.0) as u32, "{calls} readings");
            assert_eq!(answered(&quick, 50.0), (a.clone(), calls), "the same clock, the same answer");
            let (_, longer) = answered(&normal, 50.0);
            assert!(longer >= calls && longer <= (Think::Normal.ms() / 50.0) as u32, "{longer}");
            assert!(s.take_answer(q.id, &a));
            asked += 1;
            s.computer_step();
        }
        assert_eq!(asked, 3);
    }

    /// Answers that do not fit are dropped and nothing changes: to an older question,
    /// with a sub-move that is not legal here, or to a question that cannot be read.
    #[test]
    fn answers_that_do_not_fit_are_dropped() {
        let mut s = Session::new(table([Level::Expert, Level::Expert], Variant::Lagesvuon));
        while s.question(Think::Normal).is_none() {
            s.computer_step();
        }
        let old = s.question(Think::Normal).unwrap_or_else(|| unreachable!());
        let (a, _) = answered(&old.to_text(), 1.0);
        let before = s.clone();
        assert!(!s.take_answer(old.id, "III:z99-z98"));
        assert!(!s.take_answer(old.id, ""));
        assert!(!s.take_answer(old.id ^ 1, &a), "an answer to another question");
        assert_eq!(s, before);
        s.computer_step();
        while s.question(Think::Normal).is_none() && s.computer_step().is_some() {}
        let now = s.clone();
        assert!(!s.take_answer(old.id, &a), "an answer to an older question");
        assert_eq!(s, now);
        let none = |q: &str| answered(q, 1.0).0;
        assert_eq!(none("not a question"), "");
        assert_eq!(none("nobody normal\n{\"variant\":\"lagesvuon\",\"entries\":[]}"), "");
        assert_eq!(none("master forever\n{\"variant\":\"lagesvuon\",\"entries\":[]}"), "");
        assert_eq!(none("expert\n{\"variant\":\"lagesvuon\",\"entries\":[\"[X]\"]}"), "", "no thinking time");
        // A record that does not replay, and one where no sub-move is expected.
        assert_eq!(none("expert normal\n{\"variant\":\"lagesvuon\",\"entries\":[\"keep\"]}"), "");
        assert_eq!(none("expert normal\n{\"variant\":\"lagesvuon\",\"entries\":[]}"), "");
    }

    #[test]
    fn thinking_times_have_ids_and_grow() {
        for t in Think::ALL {
            assert_eq!(Think::from_id(t.id()), Some(t));
        }
        assert!(Think::Quick.ms() < Think::Normal.ms() && Think::Normal.ms() < Think::Long.ms());
        assert_eq!(Think::default(), Think::Normal);
    }
}
