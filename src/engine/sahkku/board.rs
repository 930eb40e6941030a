//! Board geometry: cells, the two sides, and each side's path as arithmetic over a
//! path index. Rows are seen from player 1: row 0 is player 1's home row, row 1 the
//! middle row, row 2 player 2's home row; columns run from player 1's left.

use super::rules::{PathKind, Rules};
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    One,
    Two,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::One, Side::Two];

    pub fn other(self) -> Side {
        match self {
            Side::One => Side::Two,
            Side::Two => Side::One,
        }
    }
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn home_row(self) -> u8 {
        match self {
            Side::One => 0,
            Side::Two => 2,
        }
    }
}

/// One cell (Návuon) or line (the others) of the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Cell {
    pub row: u8,
    pub col: u8,
}

impl Cell {
    pub const fn new(row: u8, col: u8) -> Cell {
        Cell { row, col }
    }
}

/// Cells are named by row letter (a: player 1's home row, b: middle, c: player 2's
/// home row) and column from 1, counted from player 1's left: `b8`.
impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.row) as char, self.col + 1)
    }
}

impl Cell {
    pub fn parse(s: &str, len: u8) -> Option<Cell> {
        let mut chars = s.chars();
        let row = match chars.next()? {
            'a' => 0,
            'b' => 1,
            'c' => 2,
            _ => return None,
        };
        let col: u8 = chars.as_str().parse().ok()?;
        (1..=len).contains(&col).then_some(Cell { row, col: col - 1 })
    }
}

/// The geometry of one game: board length and path kind, with each side's path
/// worked out once as a table (moves look cells up many times per ply).
#[derive(Clone, Copy, Debug)]
pub struct Geometry {
    pub len: u8,
    pub path: PathKind,
    table: [[Cell; 4 * 15]; 2],
}

/// A stretch of a path: a row, run towards higher columns or lower ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Segment {
    row: u8,
    rising: bool,
}

const fn seg(row: u8, rising: bool) -> Segment {
    Segment { row, rising }
}

impl Geometry {
    pub fn of(rules: &Rules) -> Geometry {
        Geometry::new(rules.board_len, rules.path)
    }

    /// The geometry of `rules`, made once and shared: a position points at it rather
    /// than carrying its tables (240 bytes copied with every clone of a position, and
    /// a computer player clones hundreds of thousands a decision).
    pub fn shared(rules: &Rules) -> &'static Geometry {
        use std::sync::OnceLock;
        // One per board length the tables hold (at most 15 lines a row) and path.
        static MADE: [[OnceLock<Geometry>; 3]; 16] = [const { [const { OnceLock::new() }; 3] }; 16];
        MADE[rules.board_len as usize][Geometry::path_slot(rules.path)].get_or_init(|| Geometry::of(rules))
    }

    /// The place of `path` among the three paths, in the tables made once per board
    /// and path (the geometries here, the reaches in `reach.rs`).
    pub(super) fn path_slot(path: PathKind) -> usize {
        match path {
            PathKind::Base => 0,
            PathKind::NeverHome => 1,
            PathKind::Miedut => 2,
        }
    }

    pub fn new(len: u8, path: PathKind) -> Geometry {
        let mut g = Geometry { len, path, table: [[Cell::new(0, 0); 60]; 2] };
        for side in Side::BOTH {
            for idx in 0..g.path_len() {
                g.table[side.index()][idx as usize] = g.compute_cell(side, idx);
            }
        }
        g
    }

    /// The rows of a side's path in order, from its own point of view: "right" along
    /// its home row first. Player 2 faces player 1, so its right is player 1's left.
    fn segments(&self, side: Side) -> [Segment; 4] {
        match (self.path, side) {
            (_, Side::One) => [seg(0, true), seg(1, false), seg(2, true), seg(1, false)],
            (PathKind::Miedut, Side::Two) => [seg(2, true), seg(1, false), seg(0, true), seg(1, false)],
            (_, Side::Two) => [seg(2, false), seg(1, true), seg(0, false), seg(1, true)],
        }
    }

    /// How many path indices there are: the figure eight is four rows long; Návuon's
    /// path is the home row then a loop of two rows.
    pub fn path_len(&self) -> u8 {
        match self.path {
            PathKind::NeverHome => 3 * self.len,
            _ => 4 * self.len,
        }
    }

    pub fn cell(&self, side: Side, idx: u8) -> Cell {
        self.table[side.index()][idx as usize]
    }

    /// The path indices of `side` on `cell`, in path order: the first, and a second
    /// for a middle-row line of the figure eight (every path visits every cell). The
    /// gonagas and the queens look their cells up on every move they could make, so
    /// this is the path's arithmetic run backwards rather than a scan of the path.
    pub fn indices(&self, side: Side, cell: Cell) -> (u8, Option<u8>) {
        let (segs, len) = (self.segments(side), self.len);
        let at = |k: usize| k as u8 * len + if segs[k].rising { cell.col } else { len - 1 - cell.col };
        // The first three rows of a path are the three rows of the board.
        let first = (0..3).find(|&k| segs[k].row == cell.row).unwrap_or(2);
        let again = segs[3].row == cell.row && self.path_len() == 4 * len;
        (at(first), again.then(|| at(3)))
    }

    fn compute_cell(&self, side: Side, idx: u8) -> Cell {
        let s = self.segments(side)[(idx / self.len) as usize];
        let k = idx % self.len;
        Cell { row: s.row, col: if s.rising { k } else { self.len - 1 - k } }
    }

    /// The path index `n` steps after `idx`.
    pub fn advance(&self, idx: u8, n: u8) -> u8 {
        let mut t = idx as u16 + n as u16;
        let len = self.len as u16;
        // Round the loop by subtraction: a move is a few steps, and every candidate
        // move asks (a division here took a tenth of move generation).
        let (end, lap) = match self.path {
            PathKind::NeverHome => (3 * len, 2 * len),
            _ => (4 * len, 4 * len),
        };
        while t >= end {
            t -= lap;
        }
        t as u8
    }

    /// How many steps forward lead from path index `from` to `to`, if any do: round
    /// the figure eight's loop, or in Návuon into its loop (never back to the home row).
    pub fn steps_to(&self, from: u8, to: u8) -> Option<u8> {
        let (from, to, len) = (from as u16, to as u16, self.len as u16);
        let n = match self.path {
            PathKind::NeverHome if to >= from => to - from,
            PathKind::NeverHome if to >= len => 3 * len - from + to - len,
            PathKind::NeverHome => return None,
            _ => (to + 4 * len - from) % (4 * len),
        };
        Some(n as u8)
    }

    /// The path index `n` steps before `idx`, if the path goes back that far: the
    /// figure eight is a loop; Návuon's path starts on the home row and then loops.
    pub fn retreat(&self, idx: u8, n: u8) -> Option<u8> {
        let (idx, n, len) = (idx as u16, n as u16, self.len as u16);
        let t = match self.path {
            PathKind::NeverHome if idx >= len && idx - n < len => len + (idx + 2 * len - n - len) % (2 * len),
            PathKind::NeverHome => idx.checked_sub(n)?,
            _ => (idx + 4 * len - n % (4 * len)) % (4 * len),
        };
        Some(t as u8)
    }

    /// The path index a piece of `side` that moves along the path or straight across
    /// (`AnyDirection::Track`) lands on when it goes `n` lines from index `from` to
    /// `to`: along the path forward, else back, as moves are listed; else straight
    /// across, which continues the path, so from the enemy's row into the middle row
    /// it lands on the way home, and from anywhere else on the first index of `to`.
    pub fn index_after(&self, side: Side, from: u8, to: Cell, n: u8) -> u8 {
        for idx in [Some(self.advance(from, n)), self.retreat(from, n)].into_iter().flatten() {
            if self.cell(side, idx) == to {
                return idx;
            }
        }
        match self.indices(side, to) {
            (_, Some(homeward)) if from / self.len == 2 => homeward,
            (first, _) => first,
        }
    }

    /// The path index of the home-row cell in column `col` (the start of the path).
    pub fn home_index(&self, side: Side, col: u8) -> u8 {
        let s = self.segments(side)[0];
        if s.rising {
            col
        } else {
            self.len - 1 - col
        }
    }

    /// The path index of the middle-row cell in column `col` on the way out (towards
    /// the opponent's row).
    pub fn middle_index(&self, side: Side, col: u8) -> u8 {
        let s = self.segments(side)[1];
        self.len + if s.rising { col } else { self.len - 1 - col }
    }

    /// Whether a middle-row index is on the way home (the figure eight's second pass);
    /// notation marks such cells with `'`.
    pub fn is_homeward(&self, idx: u8) -> bool {
        self.path != PathKind::NeverHome && idx / self.len == 3
    }

    pub fn centre(&self) -> Cell {
        Cell { row: 1, col: self.len / 2 }
    }

    /// The two marked lines of Lágesvuon's middle row: the 4th from each end.
    pub fn queen_marks(&self) -> [Cell; 2] {
        [Cell { row: 1, col: 3 }, Cell { row: 1, col: self.len - 4 }]
    }

    /// Where a side's queen starts: the mark nearest the exit of its home row.
    pub fn queen_start(&self, side: Side) -> Cell {
        let exit = self.cell(side, self.len - 1);
        let [a, b] = self.queen_marks();
        let da = (a.col as i16 - exit.col as i16).abs();
        let db = (b.col as i16 - exit.col as i16).abs();
        let nearest = if da <= db { a } else { b };
        // With a mirrored path both exits are at the same end; the second player then
        // takes the other mark, so that the queens never start on one line.
        if side == Side::Two && nearest == self.queen_start(Side::One) {
            if nearest == a {
                b
            } else {
                a
            }
        } else {
            nearest
        }
    }

    pub fn contains(&self, row: i16, col: i16) -> bool {
        (0..3).contains(&row) && (0..self.len as i16).contains(&col)
    }

    /// Every cell, row by row.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        (0..3).flat_map(move |row| (0..self.len).map(move |col| Cell { row, col }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sahkku::rules::Variant;

    #[test]
    fn the_figure_eight_visits_every_cell_and_the_middle_twice() {
        for v in [Variant::Gavkevuotna, Variant::GavkevuotnaMiedut] {
            let g = Geometry::of(&v.rules());
            for side in Side::BOTH {
                let mut seen = std::collections::HashMap::new();
                for i in 0..g.path_len() {
                    *seen.entry(g.cell(side, i)).or_insert(0) += 1;
                    // Consecutive indices are neighbours on the board.
                    let (a, b) = (g.cell(side, i), g.cell(side, g.advance(i, 1)));
                    assert_eq!((a.row as i16 - b.row as i16).abs() + (a.col as i16 - b.col as i16).abs(), 1, "{a} {b}");
                }
                assert_eq!(seen.len(), 45);
                assert!(seen.iter().all(|(c, n)| *n == if c.row == 1 { 2 } else { 1 }));
            }
        }
    }

    #[test]
    fn the_steps_from_one_index_to_another_are_those_advancing_takes() {
        for v in [Variant::NavuonRaisa, Variant::Gavkevuotna, Variant::GavkevuotnaMiedut] {
            let g = Geometry::of(&v.rules());
            for from in 0..g.path_len() {
                for to in 0..g.path_len() {
                    let walked = (0..2 * g.path_len()).find(|&n| g.advance(from, n) == to);
                    assert_eq!(g.steps_to(from, to), walked, "{} {from} -> {to}", v.id());
                }
            }
        }
    }

    #[test]
    fn the_armies_meet_head_on_in_the_base_path_and_side_by_side_in_miedut() {
        let g = Geometry::of(&Variant::Gavkevuotna.rules());
        assert_eq!(g.cell(Side::One, 15), Cell::new(1, 14));
        assert_eq!(g.cell(Side::Two, 15), Cell::new(1, 0));
        let m = Geometry::of(&Variant::GavkevuotnaMiedut.rules());
        assert_eq!(m.cell(Side::Two, 15), Cell::new(1, 14));
    }

    #[test]
    fn each_cells_path_indices_are_those_the_path_puts_there() {
        for v in Variant::ALL {
            let g = Geometry::of(&v.rules());
            for side in Side::BOTH {
                for cell in g.cells() {
                    let scanned: Vec<u8> = (0..g.path_len()).filter(|&i| g.cell(side, i) == cell).collect();
                    assert_eq!(
                        {
                            let (first, again) = g.indices(side, cell);
                            std::iter::once(first).chain(again).collect::<Vec<_>>()
                        },
                        scanned,
                        "{} {cell}",
                        v.id()
                    );
                    assert!(!scanned.is_empty());
                }
            }
        }
    }

    #[test]
    fn advancing_goes_round_the_loop_any_number_of_steps() {
        for v in [Variant::Gavkevuotna, Variant::NavuonRaisa] {
            let g = Geometry::of(&v.rules());
            let len = g.len as u16;
            for idx in 0..g.path_len() {
                for n in 0..=u8::MAX {
                    let t = idx as u16 + n as u16;
                    let looped = match g.path {
                        // Návuon: the home row once, then the other two rows round and round.
                        PathKind::NeverHome if t >= 3 * len => len + (t - len) % (2 * len),
                        PathKind::NeverHome => t,
                        _ => t % (4 * len),
                    };
                    assert_eq!(g.advance(idx, n) as u16, looped, "{} {idx} + {n}", v.id());
                }
            }
        }
    }

    #[test]
    fn navuon_never_comes_home() {
        let g = Geometry::of(&Variant::NavuonRaisa.rules());
        assert_eq!(g.path_len(), 39);
        let mut i = 13;
        for _ in 0..200 {
            i = g.advance(i, 1);
            assert_ne!(g.cell(Side::One, i).row, 0);
        }
    }

    #[test]
    fn queens_start_on_the_marks_nearest_their_exits() {
        let g = Geometry::of(&Variant::Lagesvuon.rules());
        assert_eq!(g.queen_start(Side::One), Cell::new(1, 11));
        assert_eq!(g.queen_start(Side::Two), Cell::new(1, 3));
    }

    #[test]
    fn cells_are_named_from_player_ones_left() {
        assert_eq!(Cell::new(1, 7).to_string(), "b8");
        assert_eq!(Cell::parse("c15", 15), Some(Cell::new(2, 14)));
        assert_eq!(Cell::parse("c16", 15), None);
        assert_eq!(Cell::parse("d1", 15), None);
    }
}
