//! The Sáhkku board's drawing coordinates: one position per cell or line. Landscape
//! screens see the board as player 1 does (row c on top, line 1 on the left); portrait
//! screens see it turned a quarter clockwise (row a on the left, line 1 on top), so that
//! the long board fits a phone.

pub use super::Orientation;
use crate::engine::sahkku::{Cell, Geometry, Side};

/// The short and the long side of a cell: lines are close together along a row.
pub const SHORT: f64 = 64.0;
pub const LONG: f64 = 96.0;
pub const MARGIN: f64 = 30.0;

impl Orientation {
    /// Width and height of one cell.
    pub fn cell_size(self) -> (f64, f64) {
        match self {
            Orientation::Landscape => (SHORT, LONG),
            Orientation::Portrait => (LONG, SHORT),
        }
    }

    /// Centre of a cell in board coordinates.
    pub fn centre(self, cell: Cell) -> (f64, f64) {
        match self {
            Orientation::Landscape => {
                (MARGIN + SHORT * (cell.col as f64 + 0.5), MARGIN + LONG * ((2 - cell.row) as f64 + 0.5))
            }
            Orientation::Portrait => {
                (MARGIN + LONG * (cell.row as f64 + 0.5), MARGIN + SHORT * (cell.col as f64 + 0.5))
            }
        }
    }

    pub fn size(self, len: u8) -> (f64, f64) {
        let (along, across) = (MARGIN * 2.0 + SHORT * len as f64, MARGIN * 2.0 + LONG * 3.0);
        match self {
            Orientation::Landscape => (along, across),
            Orientation::Portrait => (across, along),
        }
    }

    pub fn view_box(self, len: u8) -> String {
        let (w, h) = self.size(len);
        format!("0 0 {w} {h}")
    }

    /// The path overlay of a side: the centres of its path's cells in the engine's order.
    pub fn path_points(self, geo: &Geometry, side: Side) -> Vec<(f64, f64)> {
        (0..geo.path_len()).map(|i| self.centre(geo.cell(side, i))).collect()
    }
}
