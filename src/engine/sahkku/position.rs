//! A Sáhkku game in progress: where every piece stands, whose turn it is, the dice
//! of the turn, and the rules that say what may happen next.
//!
//! The engine never rolls. It says what it expects (`expect`): a throw of some dice
//! for a side, or a sub-move. `throw` takes the faces; `legal_moves` lists the
//! sub-moves, `check` says why one is illegal, `play` applies one.

use super::board::{Cell, Geometry, Side};
use super::dice::Face;
use super::event::{Event, Faces, Few, Outcome, Path, PieceKind, WinReason};
use super::reach::{Cells, Reaches};
use super::rules::{
    Activation, ActivationOrder, AnyDirection, FirstPlayer, KingMoves, KingRecruit, MiddleRowPass, Ohcejot, Order,
    Rules, XReroll,
};
use crate::engine::inline::InlineList;
use crate::engine::Checked;
use serde::{Deserialize, Serialize};
use std::fmt;

/// After this many turns a game is a draw: random play can wander for ever.
pub const MAX_TURNS: u32 = 2000;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Soldier {
    /// Index on its side's path (see `Geometry`).
    pub idx: u8,
    pub active: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Queen {
    pub cell: Cell,
    pub active: bool,
    /// On the middle row's way home (the figure eight's second pass). Kept only where
    /// a queen follows the pass she is on (`MiddleRowPass::Own`); otherwise false.
    pub homeward: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct King {
    pub cell: Cell,
    pub owner: Option<Side>,
    /// Its index on its owner's path, where it moves like a soldier.
    pub idx: u8,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DieState {
    #[default]
    Unused,
    Used,
    Burnt,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Die {
    pub face: Face,
    pub state: DieState,
    /// Thrown again this turn already (or the opening X, which may not be).
    pub rerolled: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Deciding who starts by one die each until an X; `next` throws now.
    OpeningFirstX {
        next: Side,
    },
    /// Deciding who starts by most X in a throw of all the dice.
    OpeningMostX {
        first: Option<u8>,
    },
    /// The side to play throws its dice; `fixed` of them are already set.
    Throw {
        fixed: u8,
    },
    /// After a throw: re-roll some dice or keep them.
    Rerolls,
    /// Dice thrown again: their new faces are awaited.
    Rethrow {
        dice: Few<u8, 3>,
    },
    Moving,
    Over,
}

/// What the engine waits for next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expect {
    Throw { side: Side, dice: u8 },
    Move { side: Side },
    Over,
}

/// One decision of a player. Soldiers are named by their path index (which also
/// tells the lap), the gonagas and queens by their cell; dice by their index in the
/// throw (the engine uses the first unused die of a face).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum SubMove {
    Reroll { die: u8 },
    RerollAll,
    Keep,
    Activate { die: u8, from: u8, to: u8 },
    ActivateQueen { die: u8, to: Cell },
    Soldier { die: u8, from: u8, to: u8, take_king: bool },
    King { die: u8, from: Cell, to: Cell },
    Queen { die: u8, from: Cell, to: Cell },
}

/// What fills the unused places of a turn's sub-moves held in place (`turns::Line`);
/// never read as a move.
impl Default for SubMove {
    fn default() -> SubMove {
        SubMove::Keep
    }
}

impl SubMove {
    pub fn die(&self) -> Option<u8> {
        match *self {
            SubMove::Reroll { die } => Some(die),
            SubMove::Activate { die, .. }
            | SubMove::ActivateQueen { die, .. }
            | SubMove::Soldier { die, .. }
            | SubMove::King { die, .. }
            | SubMove::Queen { die, .. } => Some(die),
            SubMove::RerollAll | SubMove::Keep => None,
        }
    }
}

/// Why a sub-move or a throw is refused. The UI turns each into a sentence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Illegal {
    GameOver,
    /// A throw was given when a move was expected, or the other way round.
    NotNow,
    /// The throw has the wrong number of dice, or a face these dice do not have.
    BadThrow,
    NoSuchDie,
    DieUsed,
    /// Strict order: a die of an earlier value must be used first.
    DieOrder,
    /// A Ø worth nothing moves nothing.
    BlankDie,
    /// Only an X activates.
    NeedsX,
    /// This die cannot be thrown again.
    NoReroll,
    NoSuchPiece,
    /// Strict activation: another piece is first in line.
    ActivationOrder,
    /// The piece is blocked by an enemy on its line, or behind one that is.
    Blocked,
    NotActivated,
    WrongDistance,
    /// The gonagas is not this side's.
    NotYourKing,
    OwnPieceThere,
    /// An active piece may not stand with an inactive one here.
    WithInactive,
    /// A soldier may not pass one of its own.
    Overtakes,
    /// The gonagas may not stand with its owner's soldiers (or queen).
    KingWithOwn,
    /// The gonagas may not stand with an enemy's inactive soldier.
    KingWithInactive,
    /// A soldier may not stand with a queen, nor a queen with a soldier it cannot take.
    QueenLine,
    /// The gonagas cannot be recruited: an own piece stands where it would step.
    CannotRecruit,
    /// The gonagas is not taken by landing on it under these rules.
    KingNotTaken,
    /// Only the Ohcejot rule lets a piece capture the gonagas.
    NoKingCapture,
    /// The die may be used now, but no piece can move with it.
    NoMoveForDie,
}

/// English, for the command line and logs; the app translates each variant itself.
impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Illegal::GameOver => "the game is over",
            Illegal::NotNow => "not possible at this point of the turn",
            Illegal::BadThrow => "not a throw of these dice",
            Illegal::NoSuchDie => "there is no such die",
            Illegal::DieUsed => "that die is already used",
            Illegal::DieOrder => "the dice must be used in order (X first, then the family's order)",
            Illegal::BlankDie => "a blank worth nothing moves nothing",
            Illegal::NeedsX => "only an X activates a piece",
            Illegal::NoReroll => "that die cannot be thrown again",
            Illegal::NoSuchPiece => "there is no such piece there",
            Illegal::ActivationOrder => "pieces are activated in order, the one nearest the exit first",
            Illegal::Blocked => "the piece is blocked by an enemy on its line or ahead of it",
            Illegal::NotActivated => "the piece is not activated yet",
            Illegal::WrongDistance => "the die does not reach that line",
            Illegal::NotYourKing => "the gonagas is not this side's",
            Illegal::OwnPieceThere => "an own soldier already stands there",
            Illegal::WithInactive => "an active soldier may not stand with an inactive one here",
            Illegal::Overtakes => "a soldier may not pass one of its own",
            Illegal::KingWithOwn => "the gonagas may not stand with its owner's soldier or queen",
            Illegal::KingWithInactive => "the gonagas may not stand with an enemy's inactive soldier",
            Illegal::QueenLine => "a soldier may not stop with a queen, nor a queen with an inactive or own soldier",
            Illegal::CannotRecruit => "the gonagas cannot be recruited: an own piece stands where it would step",
            Illegal::KingNotTaken => "the gonagas is not taken by landing on it under these rules",
            Illegal::NoKingCapture => "only the Ohcejot rule captures the gonagas",
            Illegal::NoMoveForDie => "no piece can move with this die now",
        })
    }
}

impl std::error::Error for Illegal {}

impl Illegal {
    /// How much a reason says about the move itself, to choose among the reasons one
    /// move is refused with each die that could make it: a rule of the board weighs
    /// most, then "only an X wakes a piece", then a die out of order, blank or missing,
    /// and least a die already used (another die of that face may be free).
    pub fn weight(self) -> u8 {
        match self {
            Illegal::DieUsed => 0,
            Illegal::NoSuchDie | Illegal::BlankDie | Illegal::DieOrder => 1,
            Illegal::NeedsX => 2,
            _ => 3,
        }
    }
}

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

fn empty_grid() -> Grid {
    Grid { len: 15, counts: [[0; 4]; 45] }
}

/// Which moves the move generator offers.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Scope {
    /// Those worth checking for legality: the usable dice, and under strict activation
    /// only the soldier first in line.
    Worth,
    /// Every move the dice and pieces describe, legal or not.
    Any,
}

/// The dice usable now, at most one per face, without allocating.
#[derive(Default, Clone, Copy)]
struct Usable {
    items: [(u8, Face); 3],
    n: usize,
}

impl Usable {
    fn push(&mut self, item: (u8, Face)) {
        self.items[self.n] = item;
        self.n += 1;
    }
    fn iter(&self) -> std::slice::Iter<'_, (u8, Face)> {
        self.items[..self.n].iter()
    }
    fn is_empty(&self) -> bool {
        self.n == 0
    }
}

impl std::ops::Deref for Usable {
    type Target = [(u8, Face)];
    fn deref(&self) -> &[(u8, Face)] {
        &self.items[..self.n]
    }
}

/// The re-roll options of a throw, without allocating: at most X-X-X and three dice.
struct Rerolls {
    moves: [SubMove; 4],
    n: usize,
}

impl std::ops::Deref for Rerolls {
    type Target = [SubMove];
    fn deref(&self) -> &[SubMove] {
        &self.moves[..self.n]
    }
}

/// Soldiers on every cell, counted once per question about the position, so that
/// checking a move does not scan every piece again.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Grid {
    len: u8,
    /// Per cell: [side one active, side one inactive, side two active, side two inactive].
    counts: [[u8; 4]; 3 * 15],
}

impl Grid {
    fn slot(&mut self, side: Side, cell: Cell, active: bool) -> &mut u8 {
        &mut self.counts[(cell.row * self.len + cell.col) as usize][side.index() * 2 + !active as usize]
    }
    fn at(&self, cell: Cell) -> [u8; 4] {
        self.counts[(cell.row * self.len + cell.col) as usize]
    }
    fn active(&self, side: Side, cell: Cell) -> u8 {
        self.at(cell)[side.index() * 2]
    }
    fn inactive(&self, side: Side, cell: Cell) -> u8 {
        self.at(cell)[side.index() * 2 + 1]
    }
}

/// What stands on one cell, seen from the side about to move there.
#[derive(Default, Clone, Copy, Debug)]
struct Occupants {
    own_active: u8,
    own_inactive: u8,
    enemy_inactive: u8,
    own_queen: bool,
    enemy_queen_active: bool,
    enemy_queen_inactive: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mover {
    Soldier,
    King,
    Queen,
}

/// The consequences of stopping on a cell, worked out before anything changes.
#[derive(Clone, Copy, Debug, Default)]
struct Landing {
    recruit: bool,
    take_king: bool,
    /// Where the recruited gonagas steps (StepForward), on its new owner's path.
    king_step: Option<u8>,
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

    // ---- throwing ----

    /// The faces of a throw, as `expect` asked for.
    pub fn throw(&mut self, faces: &[Face]) -> Result<Vec<Event>, Illegal> {
        let mut ev = Vec::new();
        self.throw_into(faces, &mut ev).map(|_| ev)
    }

    /// `throw`, its events added to `ev` (playouts keep one buffer for millions of
    /// throws). On error nothing changes.
    pub fn throw_into(&mut self, faces: &[Face], ev: &mut Vec<Event>) -> Result<(), Illegal> {
        self.throw_then(faces, ev, None)
    }

    /// `throw_into`, and then the legal moves into `legal` (empty when no move is
    /// expected): a playout's next choice, listed by the same pass that checked whether
    /// the dice can be used, instead of a second one.
    pub fn throw_listing(
        &mut self,
        faces: &[Face],
        ev: &mut Vec<Event>,
        legal: &mut Vec<SubMove>,
    ) -> Result<(), Illegal> {
        self.throw_then(faces, ev, Some(legal))
    }

    fn throw_then(
        &mut self,
        faces: &[Face],
        ev: &mut Vec<Event>,
        mut legal: Option<&mut Vec<SubMove>>,
    ) -> Result<(), Illegal> {
        let Expect::Throw { side, dice } = self.expect() else {
            return Err(if self.is_over() { Illegal::GameOver } else { Illegal::NotNow });
        };
        let allowed = Face::set(self.rules.faces);
        if faces.len() != dice as usize || faces.iter().any(|f| !allowed.contains(f)) {
            return Err(Illegal::BadThrow);
        }
        if let Some(l) = legal.as_deref_mut() {
            l.clear();
        }
        match self.phase {
            Phase::OpeningFirstX { next } => {
                ev.push(Event::OpeningThrow { side, faces: faces.to_vec() });
                if faces.len() > 1
                    && faces.contains(&Face::X)
                    && self.rules.first_player == FirstPlayer::FirstXAllThenThrow
                {
                    // All the dice were thrown, and the throw only chooses who starts:
                    // the starter throws again for the first turn.
                    ev.push(Event::Starts { side });
                    self.turn = next;
                    self.dice.clear();
                    self.phase = Phase::Throw { fixed: 0 };
                } else if faces.len() > 1 && faces.contains(&Face::X) {
                    // All the dice were thrown: the throw that holds an X is the
                    // starter's first, played like any other.
                    ev.push(Event::Starts { side });
                    self.turn = next;
                    self.dice =
                        faces.iter().map(|&face| Die { face, state: DieState::Unused, rerolled: false }).collect();
                    self.after_throw(ev, legal);
                } else if faces[0] == Face::X {
                    ev.push(Event::Starts { side });
                    self.turn = next;
                    self.dice =
                        InlineList::from_slice(&[Die { face: Face::X, state: DieState::Unused, rerolled: true }]);
                    self.phase = Phase::Throw { fixed: 1 };
                } else {
                    self.phase = Phase::OpeningFirstX { next: next.other() };
                }
            }
            Phase::OpeningMostX { first } => {
                ev.push(Event::OpeningThrow { side, faces: faces.to_vec() });
                let xs = faces.iter().filter(|f| **f == Face::X).count() as u8;
                match first {
                    None => self.phase = Phase::OpeningMostX { first: Some(xs) },
                    Some(a) if a == xs => self.phase = Phase::OpeningMostX { first: None },
                    Some(a) => {
                        self.turn = if a > xs { Side::One } else { Side::Two };
                        ev.push(Event::Starts { side: self.turn });
                        self.dice.clear();
                        self.phase = Phase::Throw { fixed: 0 };
                    }
                }
            }
            Phase::Throw { fixed } => {
                self.dice.truncate(fixed as usize);
                self.dice.extend(faces.iter().map(|&face| Die { face, state: DieState::Unused, rerolled: false }));
                let mut thrown = Faces::default();
                for d in &self.dice {
                    thrown.push(d.face);
                }
                ev.push(Event::Thrown { side, faces: thrown, kept: fixed });
                self.after_throw(ev, legal);
            }
            Phase::Rethrow { dice } => {
                for (&i, &face) in dice.iter().zip(faces) {
                    self.dice[i as usize].face = face;
                    self.dice[i as usize].rerolled = true;
                    ev.push(Event::Rerolled { die: i, face });
                }
                self.after_throw(ev, legal);
            }
            Phase::Rerolls | Phase::Moving | Phase::Over => unreachable!("expect() said throw"),
        }
        Ok(())
    }

    /// The dice that may be thrown again now, all three first when X-X-X allows it:
    /// at most four options, listed without allocating (every throw asks).
    fn reroll_options(&self) -> Rerolls {
        let mut out = Rerolls { moves: [SubMove::RerollAll; 4], n: 0 };
        let all_x = self.dice.iter().all(|d| d.face == Face::X && d.state == DieState::Unused);
        if self.rules.xxx_reroll && self.dice.len() == 3 && all_x && !self.is_opening_die(0) {
            out.n = 1;
        }
        for (i, d) in self.dice.iter().enumerate() {
            let may = match self.rules.x_reroll {
                XReroll::Off => false,
                XReroll::Once => !d.rerolled,
                XReroll::Repeat => !(d.rerolled && self.is_opening_die(i)),
            };
            if d.face == Face::X && d.state == DieState::Unused && may && out.n < 4 {
                out.moves[out.n] = SubMove::Reroll { die: i as u8 };
                out.n += 1;
            }
        }
        out
    }

    /// The X that decided the first player is kept: it must activate.
    fn is_opening_die(&self, i: usize) -> bool {
        i == 0 && self.turns == 0 && self.rules.first_player == FirstPlayer::FirstX
    }

    fn after_throw(&mut self, ev: &mut Vec<Event>, legal: Option<&mut Vec<SubMove>>) {
        if self.reroll_options().is_empty() {
            self.phase = Phase::Moving;
            self.settle(ev, legal);
        } else {
            self.phase = Phase::Rerolls;
            if let Some(l) = legal {
                self.legal_moves_into(l);
            }
        }
    }

    // ---- legal moves ----

    /// The dice that may be used now: unused, worth something, and (strict order)
    /// of the first value still to use. One die per face: equal dice are equal.
    fn usable_dice(&self) -> Usable {
        let strict = self.rules.order == Order::Strict;
        let (mut out, mut min_rank) = (Usable::default(), u8::MAX);
        // One pass: under strict order a die of an earlier value starts the list again.
        for (i, d) in self.dice.iter().enumerate() {
            if d.state != DieState::Unused || (d.face != Face::X && d.face.steps(&self.rules) == 0) {
                continue;
            }
            if strict {
                let rank = d.face.rank(self.rules.faces);
                if rank > min_rank {
                    continue;
                }
                if rank < min_rank {
                    (out, min_rank) = (Usable::default(), rank);
                }
            }
            if !out.iter().any(|(_, f)| *f == d.face) {
                out.push((i as u8, d.face));
            }
        }
        out
    }

    /// Every die thrown, usable or not: what `Scope::Any` moves with.
    fn all_dice(&self) -> Usable {
        let mut out = Usable::default();
        for (i, d) in self.dice.iter().enumerate().take(out.items.len()) {
            out.push((i as u8, d.face));
        }
        out
    }

    /// Every legal sub-move now, in a stable order.
    pub fn legal_moves(&self) -> Vec<SubMove> {
        let mut legal = Vec::with_capacity(16);
        self.legal_moves_into(&mut legal);
        legal
    }

    /// `legal_moves`, into `legal` (cleared first): playouts keep one list for
    /// millions of sub-moves.
    pub fn legal_moves_into(&self, legal: &mut Vec<SubMove>) {
        legal.clear();
        self.list_legal(&self.usable_dice(), legal);
    }

    /// Adds the legal sub-moves with the dice `usable` (the usable dice now) to `legal`.
    fn list_legal(&self, usable: &Usable, legal: &mut Vec<SubMove>) {
        let grid = self.grid();
        self.candidates(Scope::Worth, usable, &mut |m| {
            if self.check_in(grid, usable, m, true).is_ok() {
                legal.push(m);
            }
            false
        });
    }

    /// Whether any sub-move is legal with the dice `usable` (the usable dice now).
    fn has_legal_move(&self, usable: &Usable) -> bool {
        let grid = self.grid();
        let mut any = false;
        self.candidates(Scope::Worth, usable, &mut |m| {
            any = self.check_in(grid, usable, m, true).is_ok();
            any
        });
        any
    }

    /// Every sub-move the dice and pieces describe, legal or not, in a stable order:
    /// what a typed move or a click is matched against, so that an illegal one can be
    /// named with the rule that forbids it (`check`).
    pub fn shapes(&self) -> Vec<SubMove> {
        let mut out = Vec::with_capacity(64);
        self.candidates(Scope::Any, &self.all_dice(), &mut |m| {
            out.push(m);
            false
        });
        out
    }

    /// Calls `out` with each move in `scope` (with the dice `usable`) until it
    /// returns `true`. The one move generator: legal moves are the `Worth` ones that
    /// pass `check`.
    fn candidates(&self, scope: Scope, usable: &[(u8, Face)], out: &mut dyn FnMut(SubMove) -> bool) {
        macro_rules! emit {
            ($m:expr) => {
                if out($m) {
                    return;
                }
            };
        }
        let any = scope == Scope::Any;
        if any {
            for die in 0..self.dice.len() as u8 {
                emit!(SubMove::Reroll { die });
            }
            emit!(SubMove::RerollAll);
            emit!(SubMove::Keep);
        }
        match self.phase {
            Phase::Rerolls if !any => {
                for &m in self.reroll_options().iter() {
                    emit!(m);
                }
                emit!(SubMove::Keep);
            }
            Phase::Moving | Phase::Rerolls => {
                let side = self.turn;
                let soldiers = &self.soldiers[side.index()];
                // Under strict activation only the first in line is worth checking.
                let first = match self.rules.activation_order {
                    ActivationOrder::Strict if !any => self.first_inactive(side),
                    _ => None,
                };
                // Taking the gonagas (Ohcejot) is worth checking only on the line of an
                // enemy gonagas: elsewhere it is refused, and it would double the checks.
                let enemy_king = match self.king {
                    Some(k) if self.rules.ohcejot != Ohcejot::Off && k.owner == Some(side.other()) => Some(k.cell),
                    _ => None,
                };
                for &(die, face) in usable {
                    let steps = face.steps(&self.rules);
                    // Soldiers on the same path index and state are interchangeable: one
                    // move each.
                    let mut seen = [0u64; 2];
                    for s in soldiers {
                        // A sleeping soldier only wakes with an X: with another die it is
                        // passed over before anything else is asked.
                        if !(s.active || any || face == Face::X) {
                            continue;
                        }
                        let (set, bit) = (&mut seen[s.active as usize], 1u64 << s.idx);
                        if *set & bit != 0 {
                            continue;
                        }
                        *set |= bit;
                        if !s.active {
                            if first.is_none() || first == Some(*s) {
                                emit!(SubMove::Activate { die, from: s.idx, to: self.activation_target(side, s.idx) });
                            }
                            continue;
                        }
                        let to = self.geo.advance(s.idx, steps);
                        emit!(SubMove::Soldier { die, from: s.idx, to, take_king: false });
                        if any || enemy_king.is_some_and(|c| c == self.geo.cell(side, to)) {
                            emit!(SubMove::Soldier { die, from: s.idx, to, take_king: true });
                        }
                    }
                    // An inactive queen only wakes with an X; an active one moves with any value.
                    if let Some(q) = self.queens[side.index()].filter(|q| any || q.active || face == Face::X) {
                        for &to in self.reach(q.cell, q.homeward, if q.active { steps } else { 1 }, false).iter() {
                            if q.active {
                                emit!(SubMove::Queen { die, from: q.cell, to });
                            } else {
                                emit!(SubMove::ActivateQueen { die, to });
                            }
                        }
                    }
                    if let Some(k) = self.king.filter(|k| any || k.owner == Some(side)) {
                        match self.rules.king_moves {
                            KingMoves::Path => {
                                let to = self.geo.cell(side, self.geo.advance(k.idx, steps));
                                emit!(SubMove::King { die, from: k.cell, to });
                            }
                            KingMoves::AnyDirection => {
                                for &to in self.reach(k.cell, self.king_homeward(k), steps, false).iter() {
                                    emit!(SubMove::King { die, from: k.cell, to });
                                }
                            }
                            KingMoves::Luujavr => {
                                for &to in self.reach(k.cell, false, steps, face != Face::X).iter() {
                                    emit!(SubMove::King { die, from: k.cell, to });
                                }
                            }
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// Cells `n` lines away from `from` for a piece of the side to play that moves in
    /// any direction (`homeward`: on the middle row's way home), or only along the row
    /// when `row_only`.
    fn reach(&self, from: Cell, homeward: bool, n: u8, row_only: bool) -> &'static Cells {
        self.reaches.from(self.turn, from, homeward, n, row_only)
    }

    /// Whether the pass a piece is on decides where it may go along the track.
    fn follows_own_pass(&self) -> bool {
        self.rules.any_direction == AnyDirection::Track && self.rules.middle_row_pass == MiddleRowPass::Own
    }

    /// Whether the gonagas, moving for its owner, is on the middle row's way home:
    /// its path index says, where the pass it is on matters.
    fn king_homeward(&self, k: King) -> bool {
        self.follows_own_pass() && self.geo.is_homeward(k.idx)
    }

    /// Whether an owned gonagas is on the middle row's way home, where the pass it is
    /// on decides where it may go (`MiddleRowPass::Own`).
    pub fn king_on_way_home(&self) -> bool {
        self.king.is_some_and(|k| k.owner.is_some() && self.king_homeward(k))
    }

    /// The path index a queen or gonagas of `side` at index `from` lands on when it goes
    /// `n` lines to `to`: the pass it is on is kept only where it matters; elsewhere
    /// `to`'s first index (never the way home).
    fn track_index(&self, side: Side, from: u8, to: Cell, n: u8) -> u8 {
        if self.follows_own_pass() {
            self.geo.index_after(side, from, to, n)
        } else {
            self.geo.indices(side, to).0
        }
    }

    /// A queen's index on her side's path: the way home's where she is on it.
    fn queen_index(&self, side: Side, q: Queen) -> u8 {
        match self.geo.indices(side, q.cell) {
            (_, Some(home)) if q.homeward => home,
            (first, _) => first,
        }
    }

    /// Where activating the soldier at home index `from` puts it.
    pub fn activation_target(&self, side: Side, from: u8) -> u8 {
        match self.rules.activation {
            Activation::Step => self.geo.advance(from, 1),
            Activation::ToMiddle => self.geo.middle_index(side, self.geo.cell(side, from).col),
            Activation::Flip => from,
        }
    }

    fn find_soldier(&self, side: Side, idx: u8, active: bool) -> Option<usize> {
        self.soldiers[side.index()].iter().position(|s| s.idx == idx && s.active == active)
    }

    /// The inactive soldier next in line for activation: nearest the exit.
    fn first_inactive(&self, side: Side) -> Option<Soldier> {
        self.soldiers[side.index()].iter().filter(|s| !s.active).max_by_key(|s| s.idx).copied()
    }

    /// An inactive soldier is blocked when an enemy soldier stands on its line, or on
    /// the line of an inactive soldier ahead of it in the row.
    pub fn is_blocked(&self, side: Side, idx: u8) -> bool {
        self.rules.blocking && self.is_blocked_in(self.grid(), side, idx)
    }

    fn is_blocked_in(&self, grid: &Grid, side: Side, idx: u8) -> bool {
        if !self.rules.blocking {
            return false;
        }
        let enemy = side.other();
        // Inactive soldiers stand on the home row, indices 0..len of the path.
        (idx..self.geo.len).any(|k| {
            let cell = self.geo.cell(side, k);
            grid.inactive(side, cell) > 0 && grid.active(enemy, cell) > 0
        })
    }

    fn grid(&self) -> &Grid {
        &self.grid
    }

    fn build_grid(&self) -> Grid {
        let mut g = Grid { len: self.geo.len, counts: [[0; 4]; 45] };
        for side in Side::BOTH {
            for s in &self.soldiers[side.index()] {
                let c = self.geo.cell(side, s.idx);
                g.counts[(c.row * g.len + c.col) as usize][side.index() * 2 + !s.active as usize] += 1;
            }
        }
        g
    }

    // Inlined (with `check_in`): a call's entry and return were a fifth of checking a
    // candidate move (callgrind), and every move generation checks several.
    #[inline(always)]
    fn occupants(&self, grid: &Grid, side: Side, cell: Cell) -> Occupants {
        let enemy = side.other();
        let mut o = Occupants {
            own_active: grid.active(side, cell),
            own_inactive: grid.inactive(side, cell),
            enemy_inactive: grid.inactive(enemy, cell),
            ..Occupants::default()
        };
        o.own_queen = self.queens[side.index()].is_some_and(|q| q.cell == cell);
        if let Some(q) = self.queens[enemy.index()].filter(|q| q.cell == cell) {
            o.enemy_queen_active = q.active;
            o.enemy_queen_inactive = !q.active;
        }
        o
    }

    /// Whether `side`'s `mover` may stop on `cell`, and what happens if it does.
    /// `moving_soldier` is the soldier leaving (so it does not count as company).
    #[allow(clippy::too_many_arguments)]
    fn landing(
        &self,
        grid: &Grid,
        side: Side,
        mover: Mover,
        cell: Cell,
        take_king: bool,
        moving: Option<Soldier>,
        to_idx: Option<u8>,
    ) -> Result<Landing, Illegal> {
        let r = &self.rules;
        let mut o = self.occupants(grid, side, cell);
        if let Some(s) = moving {
            if self.geo.cell(side, s.idx) == cell {
                if s.active {
                    o.own_active -= 1
                } else {
                    o.own_inactive -= 1
                }
            }
        }
        let capturable_inactive = r.capture_inactive;
        // Enemy pieces that stay after the captures.
        let enemy_inactive_left = if capturable_inactive { 0 } else { o.enemy_inactive };
        match mover {
            Mover::Soldier => {
                if o.own_active > 0 && !r.own_stacking {
                    return Err(Illegal::OwnPieceThere);
                }
                // (An active enemy queen is taken, unless the house rule keeps soldiers off queens.)
                if o.own_queen || o.enemy_queen_inactive || (o.enemy_queen_active && !r.soldier_takes_queen) {
                    return Err(Illegal::QueenLine);
                }
                if (o.own_inactive > 0 || enemy_inactive_left > 0) && !r.active_with_inactive {
                    return Err(Illegal::WithInactive);
                }
            }
            Mover::King => {
                if o.own_active + o.own_inactive > 0 && !r.king_with_own_soldier {
                    return Err(Illegal::KingWithOwn);
                }
                if o.own_queen {
                    return Err(Illegal::KingWithOwn);
                }
                if enemy_inactive_left > 0 && !r.king_with_enemy_inactive {
                    return Err(Illegal::KingWithInactive);
                }
                if o.enemy_queen_inactive {
                    return Err(Illegal::QueenLine);
                }
            }
            Mover::Queen => {
                if o.own_active + o.own_inactive > 0 {
                    return Err(Illegal::QueenLine);
                }
                if enemy_inactive_left > 0 || o.enemy_queen_inactive {
                    return Err(Illegal::QueenLine);
                }
            }
        }
        let mut landing = Landing::default();
        if let Some(k) = self.king.filter(|k| k.cell == cell) {
            if mover == Mover::King {
                unreachable!("the gonagas does not land on itself");
            }
            if k.owner == Some(side) {
                if take_king {
                    return Err(Illegal::NoKingCapture);
                }
                if mover == Mover::Soldier && !r.king_with_own_soldier {
                    return Err(Illegal::KingWithOwn);
                }
                if mover == Mover::Queen {
                    return Err(Illegal::KingWithOwn);
                }
            } else if take_king {
                if r.ohcejot == Ohcejot::Off || k.owner != Some(side.other()) {
                    return Err(Illegal::NoKingCapture);
                }
                landing.take_king = true;
            } else {
                match r.king_recruit {
                    KingRecruit::Land | KingRecruit::LandOrCentre => landing.recruit = true,
                    KingRecruit::StepForward => {
                        // The gonagas steps on along its new owner's path, from the
                        // recruiting piece; it cannot if an own piece stands there.
                        let from = to_idx.unwrap_or_else(|| self.index_on_path(side, cell));
                        let step = self.geo.advance(from, 1);
                        let ahead = self.occupants(grid, side, self.geo.cell(side, step));
                        if ahead.own_active + ahead.own_inactive > 0 || ahead.own_queen {
                            return Err(Illegal::CannotRecruit);
                        }
                        landing.recruit = true;
                        landing.king_step = Some(step);
                    }
                    KingRecruit::EnemyHomeRow => return Err(Illegal::KingNotTaken),
                    // Neutral, it is won only by entering the enemy's home row.
                    KingRecruit::HomeRowThenLand if k.owner.is_none() => return Err(Illegal::KingNotTaken),
                    KingRecruit::HomeRowThenLand => landing.recruit = true,
                }
            }
        } else if take_king {
            return Err(Illegal::NoKingCapture);
        }
        if mover != Mover::King
            && r.king_recruit == KingRecruit::LandOrCentre
            && cell == self.geo.centre()
            && self.king.is_some_and(|k| k.cell != cell && k.owner != Some(side))
        {
            landing.recruit = true;
        }
        Ok(landing)
    }

    /// A path index of `side` on `cell` (the first, for cells the path visits twice).
    fn index_on_path(&self, side: Side, cell: Cell) -> u8 {
        self.geo.indices(side, cell).0
    }

    fn die_for(&self, usable: &[(u8, Face)], die: u8) -> Result<Face, Illegal> {
        let d = self.dice.get(die as usize).ok_or(Illegal::NoSuchDie)?;
        if d.state != DieState::Unused {
            return Err(Illegal::DieUsed);
        }
        if d.face != Face::X && d.face.steps(&self.rules) == 0 {
            return Err(Illegal::BlankDie);
        }
        if !usable.iter().any(|(_, f)| *f == d.face) {
            return Err(Illegal::DieOrder);
        }
        Ok(d.face)
    }

    /// Why `mv` cannot be played now, or `Ok` when it can.
    pub fn check(&self, mv: SubMove) -> Result<(), Illegal> {
        self.check_in(self.grid(), &self.usable_dice(), mv, false)
    }

    /// Whether die `die` can move a piece now (its face), or why not: used, worth
    /// nothing, not its turn in the family's order, or no piece can move with it
    /// (`NoMoveForDie`).
    pub fn check_die(&self, die: u8) -> Result<Face, Illegal> {
        if self.is_over() {
            return Err(Illegal::GameOver);
        }
        if self.phase != Phase::Moving {
            return Err(Illegal::NotNow);
        }
        let face = self.die_for(&self.usable_dice(), die)?;
        let same_face = |m: &SubMove| m.die().and_then(|d| self.dice.get(d as usize)).map(|d| d.face) == Some(face);
        if self.legal_moves().iter().any(same_face) {
            Ok(face)
        } else {
            Err(Illegal::NoMoveForDie)
        }
    }

    /// The line a sub-move takes a piece from, if it moves one.
    pub fn origin(&self, mv: SubMove) -> Option<Cell> {
        let side = self.turn;
        match mv {
            SubMove::Activate { from, .. } | SubMove::Soldier { from, .. } => Some(self.geo.cell(side, from)),
            SubMove::ActivateQueen { .. } => self.queens[side.index()].map(|q| q.cell),
            SubMove::King { from, .. } | SubMove::Queen { from, .. } => Some(from),
            SubMove::Reroll { .. } | SubMove::RerollAll | SubMove::Keep => None,
        }
    }

    /// The line a sub-move takes a piece to, if it moves one.
    pub fn destination(&self, mv: SubMove) -> Option<Cell> {
        let side = self.turn;
        match mv {
            SubMove::Activate { to, .. } | SubMove::Soldier { to, .. } => Some(self.geo.cell(side, to)),
            SubMove::ActivateQueen { to, .. } | SubMove::King { to, .. } | SubMove::Queen { to, .. } => Some(to),
            SubMove::Reroll { .. } | SubMove::RerollAll | SubMove::Keep => None,
        }
    }

    /// Why nothing can be played from line `from` now (to `to`, with die `die`, where
    /// given), or `None` when something can. Of the reasons its moves are refused, the
    /// one that says most about the piece wins: a rule of the board over "only an X
    /// wakes a piece", and that over a die that is used or not yet due.
    pub fn why_not(&self, from: Cell, to: Option<Cell>, die: Option<u8>) -> Option<Illegal> {
        if self.is_over() {
            return Some(Illegal::GameOver);
        }
        if self.phase != Phase::Moving {
            return Some(Illegal::NotNow);
        }
        let mut best: Option<Illegal> = None;
        for mv in self.shapes() {
            let fits = self.origin(mv) == Some(from)
                && to.is_none_or(|to| self.destination(mv) == Some(to))
                && die.is_none_or(|d| mv.die() == Some(d));
            if !fits {
                continue;
            }
            match self.check(mv) {
                Ok(()) => return None,
                Err(e) if best.is_none_or(|b| e.weight() > b.weight()) => best = Some(e),
                Err(_) => {}
            }
        }
        Some(best.unwrap_or(if to.is_some() { Illegal::WrongDistance } else { Illegal::NoSuchPiece }))
    }

    /// Why `mv` cannot be played now. `listed`: `mv` comes from the move generator's
    /// `Worth` scope, whose phase, dice, pieces and distances are right by construction,
    /// so only the board's rules are left to check (move generation checks thousands of
    /// moves a playout); the reasons keep their order either way.
    #[inline(always)]
    fn check_in(&self, grid: &Grid, usable: &[(u8, Face)], mv: SubMove, listed: bool) -> Result<(), Illegal> {
        if listed && self.phase == Phase::Rerolls {
            return Ok(());
        }
        if !listed {
            self.check_phase(mv)?;
        }
        let side = self.turn;
        match mv {
            SubMove::Reroll { .. } | SubMove::RerollAll | SubMove::Keep => Ok(()),
            SubMove::Activate { die, from, to } => {
                if !listed {
                    if self.die_for(usable, die)? != Face::X {
                        return Err(Illegal::NeedsX);
                    }
                    self.find_soldier(side, from, false).ok_or(Illegal::NoSuchPiece)?;
                }
                let s = Soldier { idx: from, active: false };
                // Listed, only the first in line is offered under strict activation.
                if !listed
                    && self.rules.activation_order == ActivationOrder::Strict
                    && self.first_inactive(side) != Some(s)
                {
                    return Err(Illegal::ActivationOrder);
                }
                if self.is_blocked_in(grid, side, from) {
                    return Err(Illegal::Blocked);
                }
                if !listed && to != self.activation_target(side, from) {
                    return Err(Illegal::WrongDistance);
                }
                self.landing(grid, side, Mover::Soldier, self.geo.cell(side, to), false, Some(s), Some(to)).map(|_| ())
            }
            SubMove::ActivateQueen { die, to } => {
                if !listed {
                    if self.die_for(usable, die)? != Face::X {
                        return Err(Illegal::NeedsX);
                    }
                    let q = self.queens[side.index()].filter(|q| !q.active).ok_or(Illegal::NoSuchPiece)?;
                    if !self.reach(q.cell, q.homeward, 1, false).contains(&to) {
                        return Err(Illegal::WrongDistance);
                    }
                }
                self.landing(grid, side, Mover::Queen, to, false, None, None).map(|_| ())
            }
            SubMove::Soldier { die, from, to, take_king } => {
                let face = if listed { self.dice[die as usize].face } else { self.die_for(usable, die)? };
                if !listed && self.find_soldier(side, from, true).is_none() {
                    let asleep = self.find_soldier(side, from, false).is_some();
                    return Err(if asleep { Illegal::NotActivated } else { Illegal::NoSuchPiece });
                }
                let s = Soldier { idx: from, active: true };
                let steps = face.steps(&self.rules);
                if !listed && to != self.geo.advance(from, steps) {
                    return Err(Illegal::WrongDistance);
                }
                if self.rules.no_overtaking_own {
                    for k in 1..steps {
                        let c = self.geo.cell(side, self.geo.advance(from, k));
                        if grid.active(side, c) > 0 {
                            return Err(Illegal::Overtakes);
                        }
                    }
                }
                self.landing(grid, side, Mover::Soldier, self.geo.cell(side, to), take_king, Some(s), Some(to))
                    .map(|_| ())
            }
            SubMove::King { die, from, to } => {
                if !listed {
                    let face = self.die_for(usable, die)?;
                    let k = self.king.ok_or(Illegal::NoSuchPiece)?;
                    if k.cell != from {
                        return Err(Illegal::NoSuchPiece);
                    }
                    if k.owner != Some(side) {
                        return Err(Illegal::NotYourKing);
                    }
                    let steps = face.steps(&self.rules);
                    let ok = match self.rules.king_moves {
                        KingMoves::Path => self.geo.cell(side, self.geo.advance(k.idx, steps)) == to,
                        KingMoves::AnyDirection => self.reach(from, self.king_homeward(k), steps, false).contains(&to),
                        KingMoves::Luujavr => self.reach(from, false, steps, face != Face::X).contains(&to),
                    };
                    if !ok {
                        return Err(Illegal::WrongDistance);
                    }
                }
                self.landing(grid, side, Mover::King, to, false, None, None).map(|_| ())
            }
            SubMove::Queen { die, from, to } => {
                if !listed {
                    let face = self.die_for(usable, die)?;
                    let q = self.queens[side.index()].ok_or(Illegal::NoSuchPiece)?;
                    if q.cell != from {
                        return Err(Illegal::NoSuchPiece);
                    }
                    if !q.active {
                        return Err(Illegal::NotActivated);
                    }
                    if !self.reach(from, q.homeward, face.steps(&self.rules), false).contains(&to) {
                        return Err(Illegal::WrongDistance);
                    }
                }
                self.landing(grid, side, Mover::Queen, to, false, None, None).map(|_| ())
            }
        }
    }

    /// Whether the phase allows `mv` at all: re-rolls and keeping only after a throw,
    /// moves on pieces only while moving.
    fn check_phase(&self, mv: SubMove) -> Result<(), Illegal> {
        if self.is_over() {
            return Err(Illegal::GameOver);
        }
        match (&self.phase, mv) {
            (Phase::Rerolls, SubMove::Keep) => Ok(()),
            (Phase::Rerolls, SubMove::Reroll { .. } | SubMove::RerollAll) if self.reroll_options().contains(&mv) => {
                Ok(())
            }
            (Phase::Rerolls | Phase::Moving, SubMove::Reroll { .. } | SubMove::RerollAll) => Err(Illegal::NoReroll),
            (Phase::Rerolls, _) | (Phase::Moving, SubMove::Keep) => Err(Illegal::NotNow),
            (Phase::Moving, _) => Ok(()),
            _ => Err(Illegal::NotNow),
        }
    }

    // ---- playing ----

    /// Plays one sub-move. On error nothing changes.
    pub fn play(&mut self, mv: SubMove) -> Result<Vec<Event>, Illegal> {
        self.check(mv)?;
        let mut ev = Vec::new();
        self.play_unchecked(mv, &mut ev);
        Ok(ev)
    }

    /// Plays a sub-move known to be legal (from `legal_moves`).
    pub fn play_unchecked(&mut self, mv: SubMove, ev: &mut Vec<Event>) {
        self.play_then(mv, ev, None)
    }

    /// `play_unchecked`, and then the legal moves into `legal` (empty when no move is
    /// expected), as `throw_listing` does.
    pub fn play_listing(&mut self, mv: SubMove, ev: &mut Vec<Event>, legal: &mut Vec<SubMove>) {
        self.play_then(mv, ev, Some(legal))
    }

    fn play_then(&mut self, mv: SubMove, ev: &mut Vec<Event>, mut legal: Option<&mut Vec<SubMove>>) {
        if let Some(l) = legal.as_deref_mut() {
            l.clear();
        }
        let side = self.turn;
        match mv {
            SubMove::Keep => {
                self.phase = Phase::Moving;
                self.settle(ev, legal);
                return;
            }
            SubMove::Reroll { die } => {
                ev.push(Event::RerollChosen { side, dice: Few::of(&[die]) });
                self.phase = Phase::Rethrow { dice: Few::of(&[die]) };
                return;
            }
            SubMove::RerollAll => {
                ev.push(Event::RerollChosen { side, dice: Few::of(&[0, 1, 2]) });
                for d in &mut self.dice {
                    d.rerolled = false;
                }
                self.phase = Phase::Rethrow { dice: Few::of(&[0, 1, 2]) };
                return;
            }
            _ => {}
        }
        let die = self.canonical_die(mv.die().expect("a piece move uses a die"));
        self.dice[die as usize].state = DieState::Used;
        let face = self.dice[die as usize].face;
        match mv {
            SubMove::Activate { from, to, .. } => {
                let i = self.find_soldier(side, from, false).expect("checked");
                let s = self.soldiers[side.index()][i];
                let landing = self
                    .landing(&self.grid, side, Mover::Soldier, self.geo.cell(side, to), false, Some(s), Some(to))
                    .checked("checked");
                self.soldiers[side.index()][i] = Soldier { idx: to, active: true };
                *self.grid.slot(side, self.geo.cell(side, from), false) -= 1;
                *self.grid.slot(side, self.geo.cell(side, to), true) += 1;
                ev.push(Event::Activated {
                    side,
                    piece: PieceKind::Soldier,
                    from: self.geo.cell(side, from),
                    to: self.geo.cell(side, to),
                    face,
                });
                self.arrive(side, Mover::Soldier, self.geo.cell(side, to), Some(to), landing, ev);
            }
            SubMove::ActivateQueen { to, .. } => {
                let landing = self.landing(&self.grid, side, Mover::Queen, to, false, None, None).checked("checked");
                let q = self.queens[side.index()].expect("checked");
                let homeward = self.geo.is_homeward(self.track_index(side, self.queen_index(side, q), to, 1));
                let from = q.cell;
                self.queens[side.index()] = Some(Queen { cell: to, active: true, homeward });
                ev.push(Event::Activated { side, piece: PieceKind::Queen, from, to, face });
                self.arrive(side, Mover::Queen, to, None, landing, ev);
            }
            SubMove::Soldier { from, to, take_king, .. } => {
                let i = self.find_soldier(side, from, true).expect("checked");
                let s = self.soldiers[side.index()][i];
                let cell = self.geo.cell(side, to);
                let landing = self
                    .landing(&self.grid, side, Mover::Soldier, cell, take_king, Some(s), Some(to))
                    .checked("checked");
                let steps = face.steps(&self.rules);
                let mut path = Path::default();
                for k in 1..=steps {
                    path.push(self.geo.cell(side, self.geo.advance(from, k)));
                }
                let from_cell = self.geo.cell(side, from);
                self.soldiers[side.index()][i].idx = to;
                *self.grid.slot(side, from_cell, true) -= 1;
                *self.grid.slot(side, cell, true) += 1;
                ev.push(Event::Moved { side, piece: PieceKind::Soldier, from: from_cell, to: cell, path, face });
                self.arrive(side, Mover::Soldier, cell, Some(to), landing, ev);
                let wins_king = match self.rules.king_recruit {
                    KingRecruit::EnemyHomeRow => self.king.is_some_and(|k| k.owner != Some(side)),
                    KingRecruit::HomeRowThenLand => self.king.is_some_and(|k| k.owner.is_none()),
                    _ => false,
                };
                if wins_king && cell.row == side.other().home_row() && from_cell.row != cell.row {
                    self.recruit(side, None, ev);
                }
            }
            SubMove::King { from, to, .. } => {
                let landing = self.landing(&self.grid, side, Mover::King, to, false, None, None).checked("checked");
                let steps = face.steps(&self.rules);
                let on_track = self.follows_own_pass() && self.rules.king_moves == KingMoves::AnyDirection;
                let landed = self.king.map(|k| self.track_index(side, k.idx, to, steps));
                let k = self.king.as_mut().expect("checked");
                if self.rules.king_moves == KingMoves::Path {
                    k.idx = self.geo.advance(k.idx, steps);
                } else if on_track {
                    k.idx = landed.expect("checked");
                }
                k.cell = to;
                ev.push(Event::Moved { side, piece: PieceKind::King, from, to, path: Path::one(to), face });
                self.arrive(side, Mover::King, to, None, landing, ev);
            }
            SubMove::Queen { from, to, .. } => {
                let landing = self.landing(&self.grid, side, Mover::Queen, to, false, None, None).checked("checked");
                let q = self.queens[side.index()].expect("checked");
                let idx = self.track_index(side, self.queen_index(side, q), to, face.steps(&self.rules));
                let homeward = self.geo.is_homeward(idx);
                self.queens[side.index()] = Some(Queen { cell: to, active: true, homeward });
                ev.push(Event::Moved { side, piece: PieceKind::Queen, from, to, path: Path::one(to), face });
                self.arrive(side, Mover::Queen, to, None, landing, ev);
            }
            SubMove::Keep | SubMove::Reroll { .. } | SubMove::RerollAll => unreachable!("handled above"),
        }
        self.check_win(ev);
        if !self.is_over() {
            self.settle(ev, legal);
        }
    }

    /// The first unused die with the same face: equal dice are interchangeable.
    fn canonical_die(&self, die: u8) -> u8 {
        let Some(d) = self.dice.get(die as usize).filter(|d| d.state == DieState::Unused) else { return die };
        let face = d.face;
        self.dice.iter().position(|d| d.face == face && d.state == DieState::Unused).unwrap_or(die as usize) as u8
    }

    /// The same sub-move written with the first unused die of its face, as
    /// `legal_moves` lists it: two dice showing the same face are the same choice.
    pub fn canonical(&self, mv: SubMove) -> SubMove {
        let c = |die| self.canonical_die(die);
        match mv {
            SubMove::Activate { die, from, to } => SubMove::Activate { die: c(die), from, to },
            SubMove::ActivateQueen { die, to } => SubMove::ActivateQueen { die: c(die), to },
            SubMove::Soldier { die, from, to, take_king } => SubMove::Soldier { die: c(die), from, to, take_king },
            SubMove::King { die, from, to } => SubMove::King { die: c(die), from, to },
            SubMove::Queen { die, from, to } => SubMove::Queen { die: c(die), from, to },
            other => other,
        }
    }

    /// What happens on the cell a piece stopped on: captures, the gonagas, blocking.
    fn arrive(&mut self, side: Side, mover: Mover, cell: Cell, idx: Option<u8>, landing: Landing, ev: &mut Vec<Event>) {
        let enemy = side.other();
        let geo = self.geo;
        let capture_inactive = self.rules.capture_inactive;
        // The grid tells whether anything is taken here; most moves take nothing, and
        // then the enemy's soldiers are not looked through.
        let there = self.grid.at(cell);
        let takeable = there[enemy.index() * 2] + if capture_inactive { there[enemy.index() * 2 + 1] } else { 0 };
        let taken = takeable as u16;
        if taken > 0 {
            self.soldiers[enemy.index()]
                .retain(|s| !(geo.cell(enemy, s.idx) == cell && (s.active || capture_inactive)));
            let i = (cell.row * self.grid.len + cell.col) as usize;
            self.grid.counts[i][enemy.index() * 2] = 0;
            if capture_inactive {
                self.grid.counts[i][enemy.index() * 2 + 1] = 0;
            }
            self.captured[enemy.index()] += taken;
            ev.push(Event::Captured { side, victim: enemy, piece: PieceKind::Soldier, cell, count: taken as u8 });
        }
        if self.queens[enemy.index()].is_some_and(|q| q.cell == cell && q.active) {
            self.queens[enemy.index()] = None;
            self.captured[enemy.index()] += 1;
            ev.push(Event::Captured { side, victim: enemy, piece: PieceKind::Queen, cell, count: 1 });
        }
        if mover == Mover::Soldier && self.rules.blocking && self.grid.inactive(enemy, cell) > 0 {
            ev.push(Event::Blocks { side, cell });
        }
        if landing.take_king {
            // The gonagas belongs to neither army's count of pieces.
            self.king = None;
            ev.push(Event::Captured { side, victim: enemy, piece: PieceKind::King, cell, count: 1 });
            if self.rules.ohcejot == Ohcejot::Wins {
                self.finish(side, WinReason::KingCaptured, ev);
            }
        } else if landing.recruit {
            self.recruit(side, idx, ev);
            if let Some(step) = landing.king_step {
                let to = geo.cell(side, step);
                let k = self.king.as_mut().expect("just recruited");
                k.idx = step;
                k.cell = to;
                ev.push(Event::Moved {
                    side,
                    piece: PieceKind::King,
                    from: cell,
                    to,
                    path: Path::one(to),
                    face: Face::X,
                });
                self.arrive(side, Mover::King, to, None, Landing::default(), ev);
            }
        }
    }

    fn recruit(&mut self, side: Side, idx: Option<u8>, ev: &mut Vec<Event>) {
        let geo = self.geo;
        let k = self.king.as_mut().expect("there is a gonagas to recruit");
        k.owner = Some(side);
        // On a path the gonagas goes on from where its recruiter stands.
        k.idx = idx.filter(|&i| geo.cell(side, i) == k.cell).unwrap_or_else(|| geo.indices(side, k.cell).0);
        ev.push(Event::Recruited { side, cell: k.cell });
    }

    /// Ends the game if a side has lost.
    fn check_win(&mut self, ev: &mut Vec<Event>) {
        if self.is_over() {
            return;
        }
        for side in [self.turn.other(), self.turn] {
            if self.rules.queens && self.queens[side.index()].is_none() {
                return self.finish(side.other(), WinReason::QueenCaptured, ev);
            }
            let soldiers = self.soldiers[side.index()].len();
            let has_king = self.king.is_some_and(|k| k.owner == Some(side));
            if soldiers == 0 && !(self.rules.king_counts && has_king) {
                let reason = if has_king { WinReason::OnlyKingLeft } else { WinReason::NoPiecesLeft };
                return self.finish(side.other(), reason, ev);
            }
        }
    }

    /// Luujávr: a side with nothing but blocked inactive soldiers loses.
    fn is_helpless(&self, side: Side) -> bool {
        let s = &self.soldiers[side.index()];
        self.rules.blocked_loses
            && !s.iter().any(|s| s.active)
            && self.king.is_none_or(|k| k.owner != Some(side))
            && !self.queens[side.index()].is_some_and(|q| q.active)
            && self.first_inactive(side).is_some_and(|f| self.is_blocked(side, f.idx))
    }

    fn finish(&mut self, winner: Side, reason: WinReason, ev: &mut Vec<Event>) {
        let outcome = Outcome::Win { winner, reason };
        self.outcome = Some(outcome);
        self.phase = Phase::Over;
        ev.push(Event::GameOver { outcome });
    }

    /// After a throw or a sub-move: burn what cannot be used, end the turn when
    /// nothing is left. With `legal` (empty), the legal moves go into it: listing them
    /// all answers whether there is one.
    fn settle(&mut self, ev: &mut Vec<Event>, mut legal: Option<&mut Vec<SubMove>>) {
        loop {
            let usable = self.usable_dice();
            if usable.is_empty() {
                break;
            }
            let any = match legal.as_deref_mut() {
                Some(l) => {
                    self.list_legal(&usable, l);
                    !l.is_empty()
                }
                None => self.has_legal_move(&usable),
            };
            if any {
                return;
            }
            // No legal use of the dice allowed now: under strict order these values
            // and all after them are lost; under free order all that is left.
            let burn_from = match self.rules.order {
                Order::Strict => usable[0].1.rank(self.rules.faces),
                Order::Free => 0,
            };
            let mut burnt = Faces::default();
            for d in &mut self.dice {
                if d.state == DieState::Unused && d.face.rank(self.rules.faces) >= burn_from {
                    d.state = DieState::Burnt;
                    burnt.push(d.face);
                }
            }
            ev.push(Event::Burnt { side: self.turn, faces: burnt });
        }
        for d in &mut self.dice {
            if d.state == DieState::Unused {
                d.state = DieState::Burnt;
            }
        }
        if !self.dice.iter().any(|d| d.state == DieState::Used) {
            ev.push(Event::TurnSkipped { side: self.turn });
        }
        self.end_turn(ev);
    }

    fn end_turn(&mut self, ev: &mut Vec<Event>) {
        self.turns += 1;
        if self.turns >= MAX_TURNS {
            self.outcome = Some(Outcome::Draw);
            self.phase = Phase::Over;
            ev.push(Event::GameOver { outcome: Outcome::Draw });
            return;
        }
        self.turn = self.turn.other();
        self.dice.clear();
        self.phase = Phase::Throw { fixed: 0 };
        if self.is_helpless(self.turn) {
            return self.finish(self.turn.other(), WinReason::AllBlocked, ev);
        }
        ev.push(Event::TurnPassed { side: self.turn });
    }

    /// Pieces on the board and captured, per side: always the starting number.
    pub fn pieces_accounted(&self, side: Side) -> u16 {
        let queen = self.queens[side.index()].is_some() as u16;
        self.soldiers[side.index()].len() as u16 + queen + self.captured[side.index()]
    }

    /// Arranges a position for rule pages, tutorials and tests: replaces a side's
    /// soldiers and queen, the gonagas, and whose turn it is, then waits for a throw.
    pub fn arranged(
        rules: Rules,
        turn: Side,
        soldiers: [Vec<Soldier>; 2],
        queens: [Option<Queen>; 2],
        king: Option<King>,
    ) -> Position {
        let mut p = Position::new(rules);
        for side in Side::BOTH {
            let removed = rules.soldiers as i32 - soldiers[side.index()].len() as i32;
            p.captured[side.index()] = removed.max(0) as u16 + (rules.queens && queens[side.index()].is_none()) as u16;
        }
        p.soldiers = soldiers.map(|army| Army::from_slice(&army));
        // The way home is kept only where it matters, and only on the middle row.
        let own = p.follows_own_pass();
        p.queens = queens.map(|q| q.map(|q| Queen { homeward: own && q.homeward && q.cell.row == 1, ..q }));
        p.king = king;
        p.turn = turn;
        p.turns = 1;
        p.phase = Phase::Throw { fixed: 0 };
        p.grid = p.build_grid();
        p
    }
}
