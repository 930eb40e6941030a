//! Puzzles: positions of master games where one turn is clearly best (mined by `lab
//! puzzles`, docs/ai.md "The puzzles"). A puzzle is the game's record up to the throw
//! the player must answer, every way to finish the turn with what it gives away
//! against the best, and how hard it is: whether the greedy level and the expert find
//! the best turn, and the rating that follows from it.
//!
//! A family's puzzles travel as one text file, a puzzle a line (`to_line`):
//!
//! ```text
//! id rating greedy expert | record entries | cost line | cost line | …
//! ```
//!
//! the costs in millionths of a win, the best first (cost 0), each line's sub-moves in
//! the notation. Lines that begin with `#` are the miner's notes and are skipped.

use super::position::{Expect, Phase, Position};
use super::record::{Record, ReplayError};
use super::rules::Variant;
use super::turns::turn_ended;
use crate::engine::hash;
use std::fmt;

/// One way to finish the puzzle's turn and what it gives away against the best.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    pub line: Vec<String>,
    pub given_away: f64,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    /// Eight hexadecimal digits of the hash of its record: the same position has the
    /// same id in every build.
    pub id: String,
    /// A Glicko-2 rating (`rating_of`): the player who solves it half the time.
    pub rating: u16,
    /// Whether the greedy level and the expert play the best turn here.
    pub greedy: bool,
    pub expert: bool,
    /// The game up to the throw to answer, in the family's own rules.
    pub record: Record,
    /// Best first; the best gives nothing away.
    pub choices: Vec<Choice>,
}

/// What a player's turn in a puzzle was worth.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    /// Whether it is the best turn (or ends where the best ends).
    pub solved: bool,
    /// What it gave away against the best (nothing where solved).
    pub given_away: f64,
    /// Its place among the choices, best first (0 where solved).
    pub rank: usize,
}

/// Why a puzzle file is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// Its content hash is not the one this build ships (cut short, changed, stale).
    Damaged,
    /// Line `line` (from 1) is not a puzzle, or its position does not replay.
    Unreadable { line: usize },
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::Damaged => f.write_str("the puzzle file is damaged: its content hash does not match"),
            PuzzleError::Unreadable { line } => write!(f, "line {line} of the puzzle file is not a puzzle"),
        }
    }
}

impl std::error::Error for PuzzleError {}

/// Chances travel in millionths, as the hint's ranking does.
const MILLION: f64 = 1_000_000.0;

/// The rating of a puzzle by who finds its best turn: 1200 where greedy finds it
/// (a beginner's puzzle), 1600 where only the expert does, 2000 where neither does
/// (only the master's look-ahead and rollouts); and 2 more for each turn to choose
/// from past the first, at most 200 (a needle in more hay).
pub fn rating_of(greedy: bool, expert: bool, choices: usize) -> u16 {
    let base = match (greedy, expert) {
        (true, _) => 1200,
        (false, true) => 1600,
        (false, false) => 2000,
    };
    base + (choices.saturating_sub(1) as u16 * 2).min(200)
}

impl Puzzle {
    /// A puzzle of the position `record` replays to, its choices best first.
    pub fn new(record: Record, greedy: bool, expert: bool, mut choices: Vec<Choice>) -> Puzzle {
        // As the file keeps them, so that a puzzle reads back as it was made.
        for c in &mut choices {
            c.given_away = (c.given_away * MILLION).round() / MILLION;
        }
        let id = format!("{:08x}", hash::of(&(record.variant.id(), record.to_text())) as u32);
        let rating = rating_of(greedy, expert, choices.len());
        Puzzle { id, rating, greedy, expert, record, choices }
    }

    pub fn variant(&self) -> Variant {
        self.record.variant
    }

    /// The position to answer: a throw in hand, a turn to play.
    pub fn position(&self) -> Result<Position, ReplayError> {
        self.record.replay().map(|(pos, _)| pos)
    }

    /// What the turn that ended in `end` (played from `pos`, the puzzle's position) is
    /// worth, or `None` while the turn is not over, or where it ends nowhere listed.
    pub fn judge(&self, pos: &Position, end: &Position) -> Option<Verdict> {
        if !turn_ended(end, pos.turns()) {
            return None;
        }
        let at = hash::of(end);
        let rank = self.choices.iter().position(|c| end_of(pos, &c.line).is_some_and(|e| hash::of(&e) == at))?;
        let given_away = self.choices[rank].given_away;
        Some(Verdict { solved: rank == 0 || given_away == 0.0, given_away, rank })
    }

    /// One line of a puzzle file.
    pub fn to_line(&self) -> String {
        let mut out = format!(
            "{} {} {} {} | {}",
            self.id,
            self.rating,
            self.greedy as u8,
            self.expert as u8,
            self.record.to_text()
        );
        for c in &self.choices {
            out += &format!(" | {} {}", (c.given_away * MILLION).round() as u64, c.line.join(" "));
        }
        out
    }

    /// Reads `to_line`'s line of a family's file; `None` where it is not one, or its
    /// position is not a turn to play.
    pub fn from_line(variant: Variant, line: &str) -> Option<Puzzle> {
        let mut parts = line.split(" | ");
        let mut head = parts.next()?.split(' ');
        let id = head.next()?.to_string();
        let rating = head.next()?.parse().ok()?;
        let mut flag = || match head.next()? {
            "0" => Some(false),
            "1" => Some(true),
            _ => None,
        };
        let (greedy, expert) = (flag()?, flag()?);
        let mut record = Record::new(variant, &variant.rules());
        record.entries = Record::parse_entries(parts.next()?);
        let choices = parts
            .map(|part| {
                let (cost, line) = part.split_once(' ')?;
                let given_away = cost.parse::<u64>().ok()? as f64 / MILLION;
                Some(Choice { line: line.split(' ').map(str::to_string).collect(), given_away })
            })
            .collect::<Option<Vec<_>>>()?;
        let puzzle = Puzzle { id, rating, greedy, expert, record, choices };
        let pos = puzzle.position().ok()?;
        let to_play = matches!(pos.expect(), Expect::Move { .. }) && *pos.phase() != Phase::Rerolls;
        (to_play && !puzzle.choices.is_empty()).then_some(puzzle)
    }
}

/// Where `line` (sub-moves in the notation) leads from `pos`, or `None` where it is
/// not legal there.
pub fn end_of(pos: &Position, line: &[String]) -> Option<Position> {
    let mut p = pos.clone();
    for m in line {
        let mv = super::notation::parse_move(&p, m).ok()?;
        p.play(mv).ok()?;
    }
    Some(p)
}

/// A family's puzzle file, checked against the content hash this build ships
/// (`expected`, SHA-256 in hexadecimal, where given) and read whole: a damaged file is
/// refused, never half read.
pub fn read_file(variant: Variant, text: &str, expected: Option<&str>) -> Result<Vec<Puzzle>, PuzzleError> {
    if expected.is_some_and(|h| super::net::hash(text.as_bytes()) != h) {
        return Err(PuzzleError::Damaged);
    }
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty())
        .map(|(i, l)| Puzzle::from_line(variant, l).ok_or(PuzzleError::Unreadable { line: i + 1 }))
        .collect()
}

/// The puzzle files this build ships (`puzzles/sahkku-<family>.txt`), with their
/// content hashes: `lab puzzles` made them (docs/ai.md, "The puzzles").
pub const FILES: [(Variant, &str); 9] = [
    (Variant::NavuonRaisa, "aac77045be9babac9087639cb898f102ebecffcac1aa1a642c99063f8f674535"),
    (Variant::NavuonMaze, "a93f137b3c2086f01c6a8785b7c8cdf6c48343770667f32dbbd359200faccedd"),
    (Variant::Gavkevuotna, "8602a96fea8c719ad996e4abde50bea9a298602061eac49f70c5efe67fc2e58d"),
    (Variant::GavkevuotnaMiedut, "d821ad847eb7eb379dccbb28410be4e9fab3ad856cc30952dc453cc0d58c92a4"),
    (Variant::GavkevuotnaOhcejot, "3b3296dd70e1d7f9024cf4160bd24ad19ebe4617921144674e6eb0974e08f2b8"),
    (Variant::Lagesvuon, "75cff89ad9c49b6e92ca4747b68ef4a659f55fa6ba205755c80c7c4b104d469e"),
    (Variant::Unjarga, "b3cd9ae6ef539e8169ddab0a59c135767e01f482e30d0c2e9706917b730545b2"),
    (Variant::Luujavr, "df0b9169452f12bf5517d9845f936b62a8822832004d37848308b11b1d5b68f6"),
    (Variant::Vuonnamarkan, "2dac6a8afbc370602b415b02d9f6b46504065664dc00a1ff23fc4291b686595e"),
];

/// A family's puzzle file name and content hash, where it ships one.
pub fn file_of(v: Variant) -> Option<(String, &'static str)> {
    FILES.iter().find(|(w, _)| *w == v).map(|&(v, hash)| (format!("sahkku-{}.txt", v.id()), hash))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shipped(v: Variant) -> String {
        let (name, _) = file_of(v).expect("every family ships puzzles");
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles").join(name);
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }

    #[test]
    fn every_family_ships_200_puzzles_that_read_with_their_hash_and_whose_best_turn_is_legal() {
        for v in Variant::ALL {
            let (_, hash) = file_of(v).unwrap();
            let puzzles = read_file(v, &shipped(v), Some(hash)).unwrap_or_else(|e| panic!("{}: {e}", v.id()));
            assert!(puzzles.len() >= 200, "{}: {} puzzles", v.id(), puzzles.len());
            let mut ids: Vec<&str> = puzzles.iter().map(|p| p.id.as_str()).collect();
            ids.sort_unstable();
            ids.dedup();
            assert_eq!(ids.len(), puzzles.len(), "{}: ids repeat", v.id());
            for p in &puzzles {
                let pos = p.position().unwrap();
                let best =
                    end_of(&pos, &p.choices[0].line).unwrap_or_else(|| panic!("{}: best of {} illegal", v.id(), p.id));
                assert!(p.judge(&pos, &best).unwrap().solved, "{}", p.id);
                assert_eq!(p.choices[0].given_away, 0.0);
                assert!(p.choices[1..].iter().all(|c| c.given_away > 0.0), "{}: a second best is as good", p.id);
            }
        }
    }

    #[test]
    fn a_damaged_puzzle_file_is_refused_whole() {
        let v = Variant::Unjarga;
        let (_, hash) = file_of(v).unwrap();
        let text = shipped(v);
        let cut = &text[..text.len() / 2];
        assert_eq!(read_file(v, cut, Some(hash)), Err(PuzzleError::Damaged));
        let first = text.lines().position(|l| !l.starts_with('#')).unwrap();
        let broken: String = text
            .lines()
            .enumerate()
            .map(|(i, l)| if i == first { "x 1 |\n".to_string() } else { format!("{l}\n") })
            .collect();
        assert_eq!(read_file(v, &broken, None), Err(PuzzleError::Unreadable { line: first + 1 }));
    }

    #[test]
    fn a_puzzle_reads_back_from_its_line() {
        let v = Variant::Lagesvuon;
        let puzzles = read_file(v, &shipped(v), None).unwrap();
        for p in puzzles.iter().take(20) {
            assert_eq!(Puzzle::from_line(v, &p.to_line()).as_ref(), Some(p));
        }
    }
}
