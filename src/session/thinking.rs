//! The computer's thinking, done away from the page. The app sends a worker thread a
//! *question* (the game so far as its record, and the computer level), and the worker
//! answers with the sub-moves to play, in the notation. Both are text, so the same
//! question is answered natively in the tests and in the worker alike, and an answer
//! is only ever played after the session has read it against its own position (a
//! late answer to an older question is dropped). The expert thinks there: its
//! look-ahead takes tens of milliseconds, which on a phone's page would be felt.

use crate::engine::dice::SeededDice;
use crate::engine::sahkku::ai::{self, Level};
use crate::engine::sahkku::notation::{format_move, parse_move};
use crate::engine::sahkku::play::Plan;
use crate::engine::sahkku::{Expect, Position, Record};

/// Which levels think away from the page: the others decide in microseconds.
pub fn thinks_long(level: Level) -> bool {
    level == Level::Expert
}

/// What the worker is asked. `id` names it (the position's hash) so that its answer
/// can be matched to it; the worker does not need it.
#[derive(Clone, Debug)]
pub struct Question {
    pub record: Record,
    pub level: Level,
    pub id: u64,
}

/// A position's hash, the same natively and in the wasm.
pub fn id_of(pos: &Position) -> u64 {
    crate::engine::hash::of(pos)
}

impl Question {
    /// The level's id, then the record as its file holds it (JSON), on one line each.
    pub fn to_text(&self) -> String {
        format!("{}\n{}", self.level.id(), serde_json::to_string(&self.record).unwrap_or_default())
    }

    pub fn from_text(text: &str) -> Option<Question> {
        let (level, record) = text.split_once('\n')?;
        // The id is not sent: the worker answers one question at a time.
        Some(Question { level: Level::from_id(level)?, record: serde_json::from_str(record).ok()?, id: 0 })
    }
}

/// The answer to a question given as text: the sub-moves to play, in the notation,
/// separated by spaces; empty when the question cannot be read or asks nothing.
pub fn answer(question: &str) -> String {
    let Some(q) = Question::from_text(question) else { return String::new() };
    let Ok((pos, _)) = q.record.replay() else { return String::new() };
    if !matches!(pos.expect(), Expect::Move { .. }) {
        return String::new();
    }
    // The levels that think here use no dice of their own (random does).
    let mv = ai::choose(&pos, q.level, &mut SeededDice::new(0));
    format_move(&pos, mv)
}

/// An answer read back from `pos` as a plan, or `None` when any of it is not a legal
/// sub-move where it is played (or it is empty).
pub fn read_plan(pos: &Position, answer: &str) -> Option<Plan> {
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
    use crate::engine::sahkku::Variant;
    use crate::session::sahkku::{Player, Session, Table};

    fn table(levels: [Level; 2], v: Variant) -> Table {
        Table::unnamed(v, v.rules(), levels.map(Player::Computer), 5)
    }

    /// The expert answered through questions (as the worker answers them) plays the
    /// same game as the expert thinking in the session itself.
    #[test]
    fn an_answered_question_plays_what_the_session_would_have_played() {
        for v in [Variant::Gavkevuotna, Variant::NavuonRaisa] {
            let mut asked = Session::new(table([Level::Expert, Level::Greedy], v));
            let mut alone = asked.clone();
            for _ in 0..60 {
                if let Some(q) = asked.question() {
                    assert_eq!(q.level, Level::Expert);
                    assert_eq!(Question::from_text(&q.to_text()).map(|r| r.to_text()), Some(q.to_text()));
                    let a = answer(&q.to_text());
                    assert!(asked.take_answer(q.id, &a), "{a}");
                    assert!(asked.question().is_none(), "answered: no second question");
                }
                if asked.computer_step().is_none() {
                    break;
                }
                alone.computer_step();
                assert_eq!(asked.record(), alone.record(), "{}", v.id());
            }
        }
    }

    /// Answers that do not fit are dropped and nothing changes: to an older question,
    /// with a sub-move that is not legal here, or to a question that cannot be read.
    #[test]
    fn answers_that_do_not_fit_are_dropped() {
        let mut s = Session::new(table([Level::Expert, Level::Expert], Variant::Lagesvuon));
        while s.question().is_none() {
            s.computer_step();
        }
        let old = s.question().unwrap_or_else(|| unreachable!());
        let a = answer(&old.to_text());
        let before = s.clone();
        assert!(!s.take_answer(old.id, "III:z99-z98"));
        assert!(!s.take_answer(old.id, ""));
        assert!(!s.take_answer(old.id ^ 1, &a), "an answer to another question");
        assert_eq!(s, before);
        s.computer_step();
        while s.question().is_none() && s.computer_step().is_some() {}
        let now = s.clone();
        assert!(!s.take_answer(old.id, &a), "an answer to an older question");
        assert_eq!(s, now);
        assert_eq!(answer("not a question"), "");
        assert_eq!(answer("nobody\n{\"variant\":\"lagesvuon\",\"entries\":[]}"), "");
        // A record that does not replay, and one where no sub-move is expected.
        assert_eq!(answer("expert\n{\"variant\":\"lagesvuon\",\"entries\":[\"keep\"]}"), "");
        assert_eq!(answer("expert\n{\"variant\":\"lagesvuon\",\"entries\":[]}"), "");
    }
}
