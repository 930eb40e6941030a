//! The Sáhkku board's drawing coordinates: one position per cell or line. Landscape
//! screens see the board as player 1 does (row c on top, line 1 on the left); portrait
//! screens see it turned a quarter clockwise (row a on the left, line 1 on top), so that
//! the long board fits a phone.

pub use super::Orientation;
use crate::engine::sahkku::{Cell, Geometry, Side};

/// The short side of a cell: lines are close together along a row.
pub const SHORT: f64 = 64.0;
pub const MARGIN: f64 = 30.0;
/// How much larger than their shapes' own units pieces are drawn: as large as a line
/// allows (a standing soldier 51 of a line's 64 across), so that they carry to the
/// back of a classroom: 56 px and more on a 1920×1080 projector, 40 on 1366×768,
/// 24 on a 390×844 phone (issue 37; `tests/e2e/specs/layout.test.js` measures them).
pub const PIECE_SCALE: f64 = 1.7;

impl Orientation {
    /// The long side of a cell: lines are long across the board, as they are cut across
    /// the wooden boards. A wide screen's board is as wide as the panel leaves it, and
    /// its height is to spare: there the lines are longer still and fill that height
    /// (not left as empty bands above and below; issue 37). A phone's board stands
    /// beside the panel, where every unit of its width counts.
    fn long(self) -> f64 {
        match self {
            Orientation::Landscape => 150.0,
            Orientation::Portrait => 96.0,
        }
    }

    /// Width and height of one cell.
    pub fn cell_size(self) -> (f64, f64) {
        match self {
            Orientation::Landscape => (SHORT, self.long()),
            Orientation::Portrait => (self.long(), SHORT),
        }
    }

    /// Centre of a cell in board coordinates.
    pub fn centre(self, cell: Cell) -> (f64, f64) {
        match self {
            Orientation::Landscape => {
                (MARGIN + SHORT * (cell.col as f64 + 0.5), MARGIN + self.long() * ((2 - cell.row) as f64 + 0.5))
            }
            Orientation::Portrait => {
                (MARGIN + self.long() * (cell.row as f64 + 0.5), MARGIN + SHORT * (cell.col as f64 + 0.5))
            }
        }
    }

    pub fn size(self, len: u8) -> (f64, f64) {
        let (along, across) = (MARGIN * 2.0 + SHORT * len as f64, MARGIN * 2.0 + self.long() * 3.0);
        match self {
            Orientation::Landscape => (along, across),
            Orientation::Portrait => (across, along),
        }
    }

    pub fn view_box(self, len: u8) -> String {
        let (w, h) = self.size(len);
        format!("0 0 {w} {h}")
    }

    /// The line next to `cell` on screen in the direction (`dx`, `dy`), each -1, 0 or
    /// 1 (as the arrow keys point), on a board `len` lines long; `None` at the edge.
    /// Worked out from the drawing itself, so both orientations agree with what is seen.
    pub fn neighbour(self, cell: Cell, (dx, dy): (i8, i8), len: u8) -> Option<Cell> {
        let (x, y) = self.centre(cell);
        let (r, c) = (cell.row as i16, cell.col as i16);
        [(r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)]
            .into_iter()
            .filter(|&(r, c)| (0..3).contains(&r) && (0..len as i16).contains(&c))
            .map(|(r, c)| Cell::new(r as u8, c as u8))
            .find(|&n| {
                let (nx, ny) = self.centre(n);
                let sign = |d: f64| {
                    if d > 0.5 {
                        1
                    } else if d < -0.5 {
                        -1
                    } else {
                        0
                    }
                };
                sign(nx - x) == dx && sign(ny - y) == dy
            })
    }

    /// The path overlay of a side: the centres of its path's cells in the engine's order.
    pub fn path_points(self, geo: &Geometry, side: Side) -> Vec<(f64, f64)> {
        (0..geo.path_len()).map(|i| self.centre(geo.cell(side, i))).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The arrow keys walk the board as it is drawn: each step lands on the line that
    /// way on screen, the opposite key comes back, and only the edges stop a step.
    #[test]
    fn arrows_step_to_the_line_that_way_on_screen_and_back() {
        const ARROWS: [(i8, i8); 4] = [(0, -1), (0, 1), (-1, 0), (1, 0)];
        for o in Orientation::BOTH {
            for len in [13u8, 15] {
                let mut steps = 0;
                for row in 0..3 {
                    for col in 0..len {
                        let cell = Cell::new(row, col);
                        for (dx, dy) in ARROWS {
                            let Some(n) = o.neighbour(cell, (dx, dy), len) else { continue };
                            steps += 1;
                            let ((x, y), (nx, ny)) = (o.centre(cell), o.centre(n));
                            assert!((nx - x) * dx as f64 >= 0.0 && (ny - y) * dy as f64 >= 0.0);
                            assert_eq!(o.neighbour(n, (-dx, -dy), len), Some(cell));
                        }
                    }
                }
                // Every pair of neighbours, both ways: 2 × (3 rows × (len - 1) + 2 × len).
                assert_eq!(steps, 2 * (3 * (len as usize - 1) + 2 * len as usize), "{o:?} {len}");
            }
        }
    }
}
