//! The Sampo track's drawing coordinates: 40 squares in a snake, the start area and
//! the pot, wide for landscape screens and tall for portrait ones.

use super::Orientation;
use crate::engine::sampo::HOME;

/// The distance between two squares' corners, and a square's side.
pub const STEP: f64 = 110.0;
pub const CELL: f64 = 100.0;

impl Orientation {
    /// Squares in one row of the snake.
    fn track_cols(self) -> u8 {
        match self {
            Orientation::Landscape => 8,
            Orientation::Portrait => 6,
        }
    }

    /// Top-left corner of a square (0 is the start area). Wide screens: the start and
    /// the pot in a column of their own, the squares in five rows of eight. Tall ones
    /// (phones): six places a row, the start first and the pot last, so that the
    /// drawing is nearly as wide as it is tall and a phone draws it large enough for
    /// its pawns and numbers to be read (issue 37).
    pub fn square_origin(self, square: u8) -> (f64, f64) {
        match self {
            Orientation::Landscape if square == 0 => (0.0, 0.0),
            Orientation::Landscape => {
                let (row, col) = snake(square - 1, self.track_cols());
                (STEP * (col as f64 + 1.0), STEP * row as f64)
            }
            Orientation::Portrait => {
                let (row, col) = snake(square, self.track_cols());
                (STEP * col as f64, STEP * row as f64)
            }
        }
    }

    /// Top-left corner of the pot.
    pub fn pot_origin(self) -> (f64, f64) {
        match self {
            Orientation::Landscape => (0.0, STEP * 2.0),
            Orientation::Portrait => {
                let (row, col) = snake(HOME + 1, self.track_cols());
                (STEP * col as f64, STEP * row as f64)
            }
        }
    }

    pub fn track_view_box(self) -> String {
        let (w, h) = self.track_size();
        format!("-4 -4 {} {}", w - 2.0, h - 2.0)
    }

    /// The drawing's width and height (a step for each place, the last without its gap).
    pub fn track_size(self) -> (f64, f64) {
        match self {
            Orientation::Landscape => (STEP * 9.0, STEP * 5.0),
            Orientation::Portrait => (STEP * 6.0, STEP * 7.0),
        }
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
