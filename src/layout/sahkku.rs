//! The Sáhkku board's drawing coordinates: one position per cell or line, row c on
//! top as player 1 sees the board.

use crate::engine::sahkku::{Cell, Geometry, Side};

pub const CW: f64 = 64.0;
pub const RH: f64 = 96.0;
pub const MARGIN: f64 = 30.0;

/// Centre of a cell in board coordinates.
pub fn centre(cell: Cell) -> (f64, f64) {
    (MARGIN + CW * (cell.col as f64 + 0.5), MARGIN + RH * ((2 - cell.row) as f64 + 0.5))
}

pub fn size(len: u8) -> (f64, f64) {
    (MARGIN * 2.0 + CW * len as f64, MARGIN * 2.0 + RH * 3.0)
}

pub fn view_box(len: u8) -> String {
    let (w, h) = size(len);
    format!("0 0 {w} {h}")
}

/// The path overlay of a side: the centres of its path's cells in the engine's order.
pub fn path_points(geo: &Geometry, side: Side) -> Vec<(f64, f64)> {
    (0..geo.path_len()).map(|i| centre(geo.cell(side, i))).collect()
}
