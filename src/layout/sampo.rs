//! The Sampo track's drawing coordinates: the start, 40 squares and the pot in a snake,
//! wider for landscape screens and taller for portrait ones.

use super::Orientation;
use crate::engine::sampo::HOME;

/// The distance between two squares' corners, and a square's side.
pub const STEP: f64 = 110.0;
pub const CELL: f64 = 100.0;

impl Orientation {
    /// Places in one row of the snake: seven on wide screens, whose board is then about
    /// as wide as the space beside the panel is high (at 16:9 a wider board left empty
    /// bands above and below it), six on tall ones (phones), where the drawing is then
    /// nearly square and spans the phone's width, large enough for its pawns and
    /// numbers to be read (issue 37).
    fn track_cols(self) -> u8 {
        match self {
            Orientation::Landscape => 7,
            Orientation::Portrait => 6,
        }
    }

    /// Top-left corner of a square (0 is the start): the start first, the squares in
    /// a snake, the pot last (42 places: six rows of seven, or seven of six).
    pub fn square_origin(self, square: u8) -> (f64, f64) {
        let (row, col) = snake(square, self.track_cols());
        (STEP * col as f64, STEP * row as f64)
    }

    /// Top-left corner of the pot, the place after home.
    pub fn pot_origin(self) -> (f64, f64) {
        self.square_origin(HOME + 1)
    }

    pub fn track_view_box(self) -> String {
        let (w, h) = self.track_size();
        format!("-4 -4 {} {}", w - 2.0, h - 2.0)
    }

    /// The drawing's width and height: a step for each place (`track_view_box` trims the
    /// last one's gap).
    pub fn track_size(self) -> (f64, f64) {
        let cols = self.track_cols();
        let rows = (HOME + 2).div_ceil(cols);
        (STEP * cols as f64, STEP * rows as f64)
    }
}

/// Row and column of place `i` on a snake `cols` wide: left to right, then back.
fn snake(i: u8, cols: u8) -> (u8, u8) {
    let (row, col) = (i / cols, i % cols);
    (row, if row % 2 == 1 { cols - 1 - col } else { col })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every square, the start and the pot have a place of their own, next squares
    /// are next to each other, and everything is inside the picture.
    #[test]
    fn the_track_is_one_unbroken_snake_inside_the_picture() {
        for o in Orientation::BOTH {
            let (w, h) = o.track_size();
            let mut seen = vec![o.pot_origin()];
            for sq in 0..=40u8 {
                let (x, y) = o.square_origin(sq);
                assert!(x >= 0.0 && y >= 0.0 && x + CELL <= w && y + CELL <= h, "{sq} outside");
                assert!(!seen.contains(&(x, y)), "{sq} shares a place");
                seen.push((x, y));
                if sq > 1 {
                    let (px, py) = o.square_origin(sq - 1);
                    assert!((px - x).abs() + (py - y).abs() == STEP, "{sq} is not next to {}", sq - 1);
                }
            }
        }
    }
}
