//! The Sampo track's drawing coordinates: 40 squares in a snake, the start area and
//! the pot, wide for landscape screens and tall for portrait ones.

use super::Orientation;

/// The distance between two squares' corners, and a square's side.
pub const STEP: f64 = 110.0;
pub const CELL: f64 = 100.0;

impl Orientation {
    /// Squares in one row of the snake.
    fn track_cols(self) -> u8 {
        match self {
            Orientation::Landscape => 8,
            Orientation::Portrait => 5,
        }
    }

    /// Top-left corner of a square (0 is the start area).
    pub fn square_origin(self, square: u8) -> (f64, f64) {
        if square == 0 {
            return (0.0, 0.0);
        }
        let cols = self.track_cols();
        let i = square - 1;
        let row = i / cols;
        let mut col = i % cols;
        if row % 2 == 1 {
            col = cols - 1 - col;
        }
        match self {
            Orientation::Landscape => (STEP * (col as f64 + 1.0), STEP * row as f64),
            Orientation::Portrait => (STEP * col as f64, STEP * (row as f64 + 1.0)),
        }
    }

    /// Top-left corner of the pot.
    pub fn pot_origin(self) -> (f64, f64) {
        match self {
            Orientation::Landscape => (0.0, STEP * 2.0),
            Orientation::Portrait => (STEP * 3.0, 0.0),
        }
    }

    pub fn track_view_box(self) -> String {
        match self {
            Orientation::Landscape => format!("-4 -4 {} {}", STEP * 9.0 - 2.0, STEP * 5.0 - 2.0),
            Orientation::Portrait => format!("-4 -4 {} {}", STEP * 5.0 - 2.0, STEP * 9.0 - 2.0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every square, the start and the pot have a place of their own, next squares
    /// are next to each other, and everything is inside the picture.
    #[test]
    fn the_track_is_one_unbroken_snake_inside_the_picture() {
        for o in Orientation::BOTH {
            let (w, h) = match o {
                Orientation::Landscape => (STEP * 9.0, STEP * 5.0),
                Orientation::Portrait => (STEP * 5.0, STEP * 9.0),
            };
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
