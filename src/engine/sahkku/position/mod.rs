//! A Sáhkku game in progress: where every piece stands, whose turn it is, the dice
//! of the turn, and the rules that say what may happen next.
//!
//! The engine never rolls. It says what it expects (`expect`): a throw of some dice
//! for a side, or a sub-move. `throw` takes the faces; `legal_moves` lists the
//! sub-moves, `check` says why one is illegal, `play` applies one.

mod apply;
mod check;
mod illegal;
mod movegen;
mod paths;
mod pieces;
mod setup;
mod throw;
mod written;

pub use illegal::Illegal;
pub use pieces::{Die, DieState, Expect, King, Phase, Queen, Soldier, SubMove};
pub use setup::{Setup, SetupError};
pub use written::SetupTextError;

use paths::{empty_grid, Grid};

use super::board::{Cell, Geometry, Side};
use super::event::Outcome;
use super::reach::Reaches;
use super::rules::{FirstPlayer, Rules};
use crate::engine::inline::InlineList;

/// After this many turns a game is a draw: random play can wander for ever.
pub const MAX_TURNS: u32 = 2000;

/// A validated game position. Not serde data: a game is kept and sent as its record
/// (`Record`), which replays into a position, so nothing half-built is ever read in.
#[derive(Clone, Debug)]
pub struct Position {
    rules: Rules,
    geo: &'static Geometry,
    /// The lines its queens and gonagas reach, looked up (they follow from the rules).
    reaches: &'static Reaches,
    soldiers: [Army; 2],
    queens: [Option<Queen>; 2],
    king: Option<King>,
    turn: Side,
    phase: Phase,
    dice: InlineList<Die, 3>,
    captured: [u16; 2],
    turns: u32,
    outcome: Option<Outcome>,
    /// Soldiers per cell, kept up to date with `soldiers` (derived from them).
    grid: Grid,
}

/// A side's soldiers on the board, held in place: a game has at most 15 a side (a
/// home row); an arranged position (a rule page's, a test's) may show up to two rows.
type Army = InlineList<Soldier, 30>;

/// Positions are equal when their rules and pieces, dice and progress are: the geometry
/// and the lines reached follow from the rules, and the grid from the soldiers.
impl PartialEq for Position {
    fn eq(&self, o: &Position) -> bool {
        self.soldiers == o.soldiers
            && self.queens == o.queens
            && self.king == o.king
            && self.turn == o.turn
            && self.phase == o.phase
            && self.dice == o.dice
            && self.captured == o.captured
            && self.turns == o.turns
            && self.outcome == o.outcome
            && self.rules == o.rules
    }
}

impl Eq for Position {}

/// Hashes what differs between positions of one game: the rules and the board's
/// geometry are the same in all of them, and the grid is counted from the soldiers, so
/// they are left out (equal positions still hash alike; the computer players hash
/// thousands of positions per decision).
impl std::hash::Hash for Position {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        // Soldiers and dice a byte each, eight to a word: a few words for what field
        // by field took forty (hashing was a sixth of the master's time).
        fn words<T>(h: &mut impl std::hash::Hasher, items: &[T], byte: impl Fn(&T) -> u8) {
            for eight in items.chunks(8) {
                h.write_u64(eight.iter().fold(0u64, |w, t| w << 8 | byte(t) as u64));
            }
            h.write_u64(items.len() as u64);
        }
        for army in &self.soldiers {
            words(h, army, |s| s.idx << 1 | s.active as u8);
        }
        words(h, &self.dice, |d| (d.face as u8) << 3 | (d.state as u8) << 1 | d.rerolled as u8);
        let piece = |c: Cell, more: u8| (c.row as u64) << 16 | (c.col as u64) << 8 | more as u64;
        let queens =
            self.queens.map(|q| q.map_or(0, |q| 1 << 24 | piece(q.cell, q.active as u8 | (q.homeward as u8) << 1)));
        let king = self
            .king
            .map_or(0, |k| 1 << 40 | piece(k.cell, k.owner.map_or(0, |o| 1 + o.index() as u8)) << 8 | k.idx as u64);
        h.write_u64(queens[0] << 32 | queens[1]);
        h.write_u64(king << 8 | self.turn.index() as u64);
        h.write_u64((self.turns as u64) << 32 | (self.captured[0] as u64) << 16 | self.captured[1] as u64);
        self.phase.hash(h);
        self.outcome.hash(h);
    }
}

impl Position {
    pub fn new(rules: Rules) -> Position {
        let geo = Geometry::shared(&rules);
        let reaches = Reaches::shared(&rules, geo);
        let mut soldiers = [Army::new(), Army::new()];
        for side in Side::BOTH {
            // Soldiers fill the home row from the start of the path; Návuon's 12 leave
            // the last cell before the exit empty.
            // Even odds: the three nearest the exit start active where they stand.
            let loose = if rules.even_odds { rules.soldiers.saturating_sub(3) } else { rules.soldiers };
            for k in 0..rules.soldiers {
                soldiers[side.index()].push(Soldier { idx: k, active: k >= loose });
            }
        }
        let queens = if rules.queens {
            [Side::One, Side::Two].map(|s| Some(Queen { cell: geo.queen_start(s), active: false, homeward: false }))
        } else {
            [None, None]
        };
        let phase = match rules.first_player {
            FirstPlayer::FirstX | FirstPlayer::FirstXAll | FirstPlayer::FirstXAllThenThrow => {
                Phase::OpeningFirstX { next: Side::One }
            }
            FirstPlayer::MostX => Phase::OpeningMostX { first: None },
        };
        let mut p = Position {
            rules,
            geo,
            reaches,
            soldiers,
            queens,
            king: Some(King { cell: geo.centre(), owner: None, idx: 0 }),
            turn: Side::One,
            phase,
            dice: InlineList::new(),
            captured: [0, 0],
            turns: 0,
            outcome: None,
            grid: empty_grid(),
        };
        p.grid = p.build_grid();
        p
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }
    pub fn geometry(&self) -> &Geometry {
        self.geo
    }
    pub fn turn(&self) -> Side {
        self.turn
    }
    pub fn phase(&self) -> &Phase {
        &self.phase
    }
    pub fn dice(&self) -> &[Die] {
        &self.dice
    }
    pub fn soldiers(&self, side: Side) -> &[Soldier] {
        &self.soldiers[side.index()]
    }
    pub fn queen(&self, side: Side) -> Option<Queen> {
        self.queens[side.index()]
    }
    pub fn king(&self) -> Option<King> {
        self.king
    }
    /// Pieces each side has lost.
    pub fn captured(&self, side: Side) -> u16 {
        self.captured[side.index()]
    }
    pub fn turns(&self) -> u32 {
        self.turns
    }
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }
    /// How many of `side`'s soldiers stand on `cell`: (active, inactive).
    pub fn soldiers_at(&self, side: Side, cell: Cell) -> (u8, u8) {
        (self.grid.active(side, cell), self.grid.inactive(side, cell))
    }

    pub fn soldier_cell(&self, side: Side, s: Soldier) -> Cell {
        self.geo.cell(side, s.idx)
    }

    pub fn expect(&self) -> Expect {
        match self.phase {
            Phase::Over => Expect::Over,
            Phase::OpeningFirstX { next } => Expect::Throw {
                side: next,
                dice: if self.rules.first_player == FirstPlayer::FirstX { 1 } else { self.rules.dice },
            },
            Phase::OpeningMostX { first } => {
                Expect::Throw { side: if first.is_none() { Side::One } else { Side::Two }, dice: self.rules.dice }
            }
            Phase::Throw { fixed } => Expect::Throw { side: self.turn, dice: self.rules.dice - fixed },
            Phase::Rethrow { ref dice } => Expect::Throw { side: self.turn, dice: dice.len() as u8 },
            Phase::Rerolls | Phase::Moving => Expect::Move { side: self.turn },
        }
    }

    /// Pieces on the board and captured, per side: always the starting number.
    pub fn pieces_accounted(&self, side: Side) -> u16 {
        let queen = self.queens[side.index()].is_some() as u16;
        self.soldiers[side.index()].len() as u16 + queen + self.captured[side.index()]
    }
}
