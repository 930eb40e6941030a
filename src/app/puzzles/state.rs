//! The puzzle screen's state and its one reducer (as Yew's function_todomvc): the
//! family chosen, its puzzles once fetched, the puzzle on the board and the turn being
//! played on it, and the player's rating. Effects (fetching, saving) live in the
//! component; everything here is pure.

use super::file::Loaded;
use crate::engine::sahkku::puzzle::{Puzzle, Verdict};
use crate::engine::sahkku::review::line_text;
use crate::engine::sahkku::{Cell, Illegal, Position, SubMove, Variant};
use crate::session::puzzles::{Attempt, Progress};
use crate::session::selection::{Click, Selection};
use std::rc::Rc;
use yew::prelude::*;

/// Which turn the board marks once the puzzle is answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marked {
    Best,
    Yours,
}

#[derive(Clone, Debug, PartialEq)]
pub struct PzState {
    pub variant: Variant,
    /// The family's file; `None` while it is being fetched.
    pub file: Option<Loaded>,
    /// Asks again for a file that could not be had.
    pub fetches: u32,
    /// The puzzle on the board (an index into the file's puzzles) and its attempt.
    pub current: Option<(usize, Attempt)>,
    pub selection: Selection,
    /// Why the last click or key did nothing.
    pub notice: Option<Illegal>,
    /// The answer was shown without a turn played (unrated).
    pub revealed: bool,
    pub marked: Marked,
    pub progress: Progress,
    /// The rating's change at the last verdict.
    pub change: Option<i64>,
    /// A shared puzzle to open once its file is here.
    pub wanted: Option<u32>,
    /// The shared puzzle is not in this build's puzzles (another was given).
    pub missing: bool,
}

pub enum PzAction {
    Family(Variant),
    Loaded(Variant, Loaded),
    FetchAgain,
    ClickCell(Cell),
    SelectDie(u8),
    Play(SubMove),
    TakeBack,
    Reveal,
    /// The next puzzle, picked with this random number, once this one is answered.
    Next(u64),
    Mark(Marked),
}

impl PzState {
    pub fn new(variant: Variant, progress: Progress, wanted: Option<u32>) -> PzState {
        PzState {
            variant,
            file: None,
            fetches: 0,
            current: None,
            selection: Selection::default(),
            notice: None,
            revealed: false,
            marked: Marked::Best,
            progress,
            change: None,
            wanted,
            missing: false,
        }
    }

    pub fn puzzles(&self) -> Option<&Rc<Vec<Puzzle>>> {
        match &self.file {
            Some(Loaded::Ready(p)) => Some(p),
            _ => None,
        }
    }

    pub fn puzzle(&self) -> Option<&Puzzle> {
        let (i, _) = self.current.as_ref()?;
        self.puzzles()?.get(*i)
    }

    pub fn attempt(&self) -> Option<&Attempt> {
        self.current.as_ref().map(|(_, a)| a)
    }

    pub fn verdict(&self) -> Option<&Verdict> {
        self.attempt()?.verdict.as_ref()
    }

    /// Whether the answer is shown: the turn was played, or the answer revealed.
    pub fn answered(&self) -> bool {
        self.revealed || self.verdict().is_some()
    }

    /// The position the board shows: the turn being played, or, once answered, the
    /// puzzle's position with a turn marked on it.
    pub fn board(&self) -> Option<&Position> {
        let a = self.attempt()?;
        Some(if self.answered() { &a.start } else { &a.now })
    }

    /// The player's turn in notation, once played.
    pub fn yours(&self) -> Option<Vec<String>> {
        let a = self.attempt()?;
        a.verdict.as_ref()?;
        Some(line_text(&a.start, a.played.iter().copied()))
    }

    /// The turn the board marks once answered.
    pub fn marked_line(&self) -> Option<Vec<String>> {
        if !self.answered() {
            return None;
        }
        match (self.marked, self.yours()) {
            (Marked::Yours, Some(line)) => Some(line),
            _ => self.puzzle().and_then(|p| p.choices.first()).map(|c| c.line.clone()),
        }
    }

    /// Puts puzzle `i` on the board.
    fn open(&mut self, i: usize) {
        let attempt = self.puzzles().and_then(|p| p.get(i)).and_then(Attempt::new);
        self.current = attempt.map(|a| (i, a));
        self.selection = Selection::default();
        self.notice = None;
        self.revealed = false;
        self.marked = Marked::Best;
        self.change = None;
    }

    /// The next puzzle near the player's rating.
    fn next(&mut self, seed: u64) {
        let pick = self.puzzles().and_then(|p| self.progress.pick(p, seed));
        match pick {
            Some(i) => self.open(i),
            None => self.current = None,
        }
    }

    fn play(&mut self, mv: SubMove) {
        if self.revealed {
            return;
        }
        let Some(puzzle) = self.puzzle().cloned() else { return };
        let Some((_, attempt)) = self.current.as_mut() else { return };
        match attempt.play(&puzzle, mv) {
            Ok(()) => {
                self.notice = None;
                if let Some(v) = attempt.verdict.clone() {
                    let before = self.progress.shown();
                    self.progress.record(&puzzle, Some(v.solved));
                    self.change = Some(self.progress.shown() - before);
                    self.marked = if v.solved { Marked::Yours } else { Marked::Best };
                }
            }
            Err(e) => self.notice = Some(e),
        }
    }
}

impl Reducible for PzState {
    type Action = PzAction;

    fn reduce(self: Rc<Self>, action: PzAction) -> Rc<PzState> {
        let mut s = (*self).clone();
        match action {
            PzAction::Family(v) if v != s.variant => {
                s = PzState { progress: s.progress, fetches: s.fetches, ..PzState::new(v, Progress::default(), None) };
            }
            PzAction::Family(_) => return self,
            PzAction::Loaded(v, loaded) => {
                if v != s.variant {
                    return self;
                }
                s.file = Some(loaded);
                match s.wanted.take() {
                    Some(id) => {
                        let at = s.puzzles().and_then(|p| p.iter().position(|p| p.id == format!("{id:08x}")));
                        s.missing = at.is_none() && s.puzzles().is_some();
                        match at {
                            Some(i) => s.open(i),
                            None => s.next(u64::from(id)),
                        }
                    }
                    None if s.current.is_none() => s.next(u64::from(s.progress.tried)),
                    None => {}
                }
            }
            PzAction::FetchAgain => {
                s.file = None;
                s.fetches += 1;
            }
            PzAction::ClickCell(cell) => {
                if s.answered() {
                    return self;
                }
                let Some(now) = s.attempt().map(|a| a.now.clone()) else { return self };
                match s.selection.click(&now, cell) {
                    Click::Play(mv) => s.play(mv),
                    Click::Picked(_) => s.notice = None,
                    Click::Refused(why) => s.notice = Some(why),
                }
            }
            PzAction::SelectDie(die) => {
                let Some(now) = s.attempt().filter(|_| !s.answered()).map(|a| a.now.clone()) else { return self };
                s.notice = s.selection.pick_die(&now, die).err();
            }
            PzAction::Play(mv) => {
                s.selection = Selection::default();
                s.play(mv);
            }
            PzAction::TakeBack => {
                let Some((_, a)) = s.current.as_mut() else { return self };
                a.take_back();
                s.selection = Selection::default();
                s.notice = None;
            }
            PzAction::Reveal => {
                if s.answered() {
                    return self;
                }
                let Some(puzzle) = s.puzzle().cloned() else { return self };
                s.progress.record(&puzzle, None);
                s.revealed = true;
                s.marked = Marked::Best;
                s.selection = Selection::default();
                s.notice = None;
            }
            // The next puzzle once this one is answered (played, or its answer shown).
            PzAction::Next(_) if !s.answered() => return self,
            PzAction::Next(seed) => {
                s.missing = false;
                s.next(seed);
            }
            PzAction::Mark(m) => s.marked = m,
        }
        Rc::new(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sahkku::notation::parse_move;
    use crate::engine::sahkku::puzzle::read_file;

    fn shipped(v: Variant) -> Rc<Vec<Puzzle>> {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("puzzles/sahkku-{}.txt", v.id()));
        Rc::new(read_file(v, &std::fs::read_to_string(path).unwrap(), None).unwrap())
    }

    fn play_line(mut s: Rc<PzState>, line: &[String]) -> Rc<PzState> {
        for m in line {
            let mv = parse_move(&s.attempt().unwrap().now, m).unwrap();
            s = s.reduce(PzAction::Play(mv));
        }
        s
    }

    #[test]
    fn a_shared_puzzle_opens_and_its_best_turn_raises_the_rating_and_the_streak() {
        let v = Variant::Unjarga;
        let puzzles = shipped(v);
        let id = u32::from_str_radix(&puzzles[5].id, 16).unwrap();
        let s = Rc::new(PzState::new(v, Progress::default(), Some(id)));
        let s = s.reduce(PzAction::Loaded(v, Loaded::Ready(puzzles.clone())));
        assert_eq!(s.puzzle(), Some(&puzzles[5]));
        let best = puzzles[5].choices[0].line.clone();
        let s = play_line(s, &best);
        assert!(s.verdict().unwrap().solved);
        assert!(s.change.unwrap() > 0 && s.progress.streak == 1);
        assert_eq!(s.marked_line(), Some(best));
        // Played again: the answer stands, nothing more is played.
        let again = s.clone().reduce(PzAction::TakeBack);
        assert_eq!(again.verdict(), s.verdict());
    }

    #[test]
    fn a_missed_puzzle_lowers_the_rating_and_marks_the_best_turn() {
        let v = Variant::Lagesvuon;
        let puzzles = shipped(v);
        let s = Rc::new(PzState::new(v, Progress::default(), None)).reduce(PzAction::Loaded(v, Loaded::Ready(puzzles)));
        let worst = s.puzzle().unwrap().choices.last().unwrap().line.clone();
        let s = play_line(s, &worst);
        let v = s.verdict().unwrap();
        assert!(!v.solved && v.given_away > 0.0);
        assert!(s.change.unwrap() < 0 && s.progress.streak == 0);
        assert_eq!(s.marked_line().as_ref(), s.puzzle().map(|p| &p.choices[0].line));
        assert_eq!(s.clone().reduce(PzAction::Mark(Marked::Yours)).marked_line(), Some(worst));
    }

    #[test]
    fn a_revealed_puzzle_is_not_rated_and_takes_no_move() {
        let v = Variant::Luujavr;
        let s =
            Rc::new(PzState::new(v, Progress::default(), None)).reduce(PzAction::Loaded(v, Loaded::Ready(shipped(v))));
        // Unanswered, there is no next puzzle: skipping one is revealing it.
        assert!(Rc::ptr_eq(&s.clone().reduce(PzAction::Next(3)), &s));
        let s = s.reduce(PzAction::Reveal);
        assert!(s.answered() && s.progress.tried == 0 && s.progress.recent.len() == 1);
        let first = s.puzzle().unwrap().choices[0].line[0].clone();
        let mv = parse_move(&s.attempt().unwrap().now, &first).unwrap();
        let after = s.clone().reduce(PzAction::Play(mv));
        assert!(after.attempt().unwrap().played.is_empty());
        let next = after.reduce(PzAction::Next(3));
        assert!(!next.answered() && next.puzzle().is_some());
    }

    #[test]
    fn a_shared_puzzle_missing_from_this_build_says_so_and_gives_another() {
        let v = Variant::Gavkevuotna;
        let s = Rc::new(PzState::new(v, Progress::default(), Some(0x0bad_f00d)))
            .reduce(PzAction::Loaded(v, Loaded::Ready(shipped(v))));
        assert!(s.missing && s.puzzle().is_some());
    }
}
