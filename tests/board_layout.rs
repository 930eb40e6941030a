//! The drawn boards: every cell or line of every family has its own place on screen,
//! inside the drawing, and the path overlay visits the cells in the engine's order.

use sampo_sahkku::engine::sahkku::{Geometry, Side, Variant};
use sampo_sahkku::layout::sahkku::Orientation;
use std::collections::HashSet;

#[test]
fn every_cell_of_every_family_has_one_screen_position_inside_the_board() {
    for (v, o) in Variant::ALL.into_iter().flat_map(|v| Orientation::BOTH.map(|o| (v, o))) {
        let geo = Geometry::of(&v.rules());
        let (w, h) = o.size(geo.len);
        let mut seen = HashSet::new();
        for cell in geo.cells() {
            let (x, y) = o.centre(cell);
            assert!(x > 0.0 && x < w && y > 0.0 && y < h, "{v:?} {cell} at {x},{y}");
            assert!(seen.insert((x as i64, y as i64)), "{v:?} {o:?}: two cells drawn at {x},{y}");
        }
        assert_eq!(seen.len(), 3 * geo.len as usize);
    }
}

#[test]
fn the_path_overlay_follows_the_engine_path_one_neighbour_at_a_time() {
    for (v, o) in Variant::ALL.into_iter().flat_map(|v| Orientation::BOTH.map(|o| (v, o))) {
        let geo = Geometry::of(&v.rules());
        for side in Side::BOTH {
            let pts = o.path_points(&geo, side);
            assert_eq!(pts.len(), geo.path_len() as usize);
            for (i, p) in pts.iter().enumerate() {
                assert_eq!(*p, o.centre(geo.cell(side, i as u8)));
            }
            for w in pts.windows(2) {
                let (dx, dy) = ((w[0].0 - w[1].0).abs(), (w[0].1 - w[1].1).abs());
                assert!((dx == 0.0) != (dy == 0.0), "{v:?} {side:?}: the path jumps from {:?} to {:?}", w[0], w[1]);
            }
        }
    }
}
