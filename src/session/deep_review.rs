//! A game's review weighed again as the hint weighs it (issue 71): the review opens one
//! turn deep at once; asked for, each of its decisions where there was a choice is put
//! to the players' module as the hint's own question (`Session::ask_hint`'s, at the
//! thinking time the player picks), the rankings come back one by one (the progress),
//! and the review is then reweighed by them (`analysis::rerank`): a decision's cost is
//! what the hint's ranking says it gave away. The result is kept on the device under
//! the game's record and thinking time (`cache_key`), so it opens at once next time.

use crate::engine::sahkku::analysis::{self, Analysis};
use crate::engine::sahkku::levels::Level;
use crate::engine::sahkku::net::{self, Net};
use crate::engine::sahkku::review::{self, Review};
use crate::engine::sahkku::Record;
use crate::session::thinking::{id_of, read_hint, Question, Think};

/// The decisions being weighed, and the hint's answers that came (as text: the page
/// only gathers them; the players' module reweighs the review with them, `answer`).
#[derive(Clone, Debug, PartialEq)]
pub struct Deepening {
    pub think: Think,
    /// Each decision's entry and the hint's question there.
    questions: Vec<(usize, Question)>,
    answers: Vec<Option<String>>,
    /// Answers that came: a question the module could not answer counts, unranked.
    came: usize,
}

/// What begins the players' module's request for a reweighed review, and what stands
/// between its parts (a character no record or ranking holds).
const RANKED: &str = "ranked ";
const SEPARATOR: char = '\u{1e}';

impl Deepening {
    /// The questions for `review` of `record` at the thinking time `think`.
    pub fn new(record: &Record, review: &Review, think: Think) -> Deepening {
        let questions: Vec<(usize, Question)> = analysis::to_rank(record, review)
            .into_iter()
            .map(|(entry, before, pos)| {
                (entry, Question { record: before, level: Level::Master, think, id: id_of(&pos) })
            })
            .collect();
        let answers = vec![None; questions.len()];
        Deepening { think, questions, answers, came: 0 }
    }

    /// The questions' texts, in order (`thinking::hint_answer` reads them).
    pub fn texts(&self) -> Vec<String> {
        self.questions.iter().map(|(_, q)| q.to_text()).collect()
    }

    /// The answer to question `k` (a hint's answer text, or `None`).
    pub fn answered(&mut self, k: usize, answer: Option<String>) {
        if let Some(slot) = self.answers.get_mut(k) {
            *slot = answer;
            self.came += 1;
        }
    }

    /// Decisions weighed so far, of how many.
    pub fn progress(&self) -> (usize, usize) {
        (self.came, self.questions.len())
    }

    /// Once every question is answered: the request that has the players' module
    /// reweigh `record`'s review with the answers (`answer` reads it).
    pub fn request(&self, record: &Record) -> Option<String> {
        (self.came >= self.questions.len()).then(|| {
            let mut out = format!("{RANKED}{}\n{}", self.think.id(), serde_json::to_string(record).unwrap_or_default());
            for ((entry, _), a) in self.questions.iter().zip(&self.answers) {
                if let Some(a) = a {
                    out += &format!("{SEPARATOR}{entry}\n{a}");
                }
            }
            out
        })
    }
}

/// The review asked of the players' module: a record as JSON (`review::answer`), or a
/// `Deepening::request`, answered with the review reweighed by the hint's rankings
/// (`analysis::rerank`): as `Review::to_text` either way, empty where it cannot be read.
pub fn answer(text: &str, weights: Option<&[u8]>) -> String {
    let Some(ranked) = text.strip_prefix(RANKED) else { return review::answer(text, weights) };
    let mut parts = ranked.split(SEPARATOR);
    let Some((think, record)) = parts.next().and_then(|head| head.split_once('\n')) else { return String::new() };
    let Ok(record) = serde_json::from_str::<Record>(record) else { return String::new() };
    let net = net::for_game(&record).zip(weights).and_then(|(s, bytes)| Net::from_bytes(bytes, Some(s.hash)).ok());
    let Ok(mut out) = review::review(&record, net.as_ref()) else { return String::new() };
    let rankings: Vec<(usize, Analysis)> = parts
        .filter_map(|part| {
            let (entry, answer) = part.split_once('\n')?;
            Some((entry.parse().ok()?, read_hint(answer)?.0))
        })
        .collect();
    analysis::rerank(&mut out, &record, &rankings, think);
    out.to_text()
}

/// Where a reweighed review of `record` at `think` is kept on the device (its text as
/// the players' module gave it): the record as its file holds it (JSON: its start, its
/// entries, its hints) hashed with FNV-1a, 64 bits, and the thinking time.
pub fn cache_key(record: &Record, think: Think) -> String {
    let text = serde_json::to_string(record).unwrap_or_default();
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3));
    format!("sampo-sahkku.review.{hash:016x}.{}", think.id())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sahkku::levels::recorded_game;
    use crate::engine::sahkku::review::{review, What};
    use crate::engine::sahkku::Variant;
    use crate::session::thinking::hint_answer;

    /// The hint's own answers, one per decision with a choice, reweigh the review: the
    /// progress counts them, every decision ranked is on the ranking's scale, the luck
    /// is the one-turn review's, and the review says at what time it was weighed.
    #[test]
    fn a_review_is_reweighed_by_the_hints_own_answers() {
        let (record, _) = recorded_game(Variant::Unjarga, [Level::Greedy, Level::Random], 5);
        let quick = review(&record, None).unwrap();
        let mut d = Deepening::new(&record, &quick, Think::Quick);
        let texts = d.texts();
        assert!(texts.len() > 5, "decisions with a choice: {}", texts.len());
        assert_eq!(d.progress(), (0, texts.len()));
        assert!(d.request(&record).is_none(), "not before every answer came");
        // A clock that runs a millisecond a look: each answer within a small budget.
        let now = std::cell::Cell::new(0.0);
        let clock = || {
            now.set(now.get() + 1.0);
            now.get()
        };
        for (k, q) in texts.iter().enumerate() {
            let answer = if k == 1 { None } else { Some(hint_answer(q, &clock, None)) };
            d.answered(k, answer);
        }
        assert_eq!(d.progress(), (texts.len(), texts.len()));
        let request = d.request(&record).expect("every answer came");
        let deep = crate::engine::sahkku::review::read_answer(&answer(&request, None)).expect("the module reads it");
        let plain = read_answer_plain(&record);
        assert!(plain.ranked.is_none() && plain.moments.len() == quick.moments.len(), "a record alone: one turn deep");
        assert_eq!(deep.ranked.as_deref(), Some("quick"));
        for (a, b) in deep.totals.iter().zip(&quick.totals) {
            assert!((a.luck - b.luck).abs() < 1e-9, "the same luck");
        }
        let mut reweighed = 0;
        for (m, q) in deep.moments.iter().zip(&quick.moments) {
            if let (What::Decision { chance, best_chance, cost, .. }, What::Decision { cost: was, .. }) =
                (&m.what, &q.what)
            {
                assert!((best_chance - chance - cost).abs() < 1e-12);
                reweighed += usize::from((cost - was).abs() > 1e-12);
            }
        }
        assert!(reweighed > 0, "some decision was weighed otherwise than one turn deep");
        let sum: f64 = deep
            .moments
            .iter()
            .filter(|m| m.side == crate::engine::sahkku::Side::Two)
            .map(|m| match m.what {
                What::Decision { cost, .. } => cost,
                _ => 0.0,
            })
            .sum();
        assert!((deep.totals[1].cost - sum).abs() < 1e-9, "the totals are summed again");
    }

    fn read_answer_plain(record: &Record) -> Review {
        let text = answer(&serde_json::to_string(record).unwrap(), None);
        crate::engine::sahkku::review::read_answer(&text).unwrap()
    }

    /// The key names the game and the time: another game, or another time, another key.
    #[test]
    fn a_reweighed_review_is_kept_under_its_game_and_time() {
        let (a, _) = recorded_game(Variant::Unjarga, [Level::Greedy, Level::Random], 5);
        let (b, _) = recorded_game(Variant::Unjarga, [Level::Greedy, Level::Random], 6);
        assert_eq!(cache_key(&a, Think::Normal), cache_key(&a.clone(), Think::Normal));
        assert_ne!(cache_key(&a, Think::Normal), cache_key(&b, Think::Normal));
        assert_ne!(cache_key(&a, Think::Normal), cache_key(&a, Think::Quick));
    }
}
