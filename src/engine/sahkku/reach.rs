//! The lines a piece that moves in any direction (a queen, the gonagas of some
//! families) reaches from a line with one die, worked out once per board and rule.
//!
//! Move generation asks for every queen and gonagas and every die value, several
//! times a sub-move; working the lines out each time was a tenth of random playouts
//! in Vuonnamárkan, whose queens follow the path round its bends (`perf record`).

use super::board::{Cell, Geometry, Side};
use super::rules::{AnyDirection, MiddleRowPass, Rules};
use std::sync::OnceLock;

/// A few cells, without allocating: the lines reached from one line.
#[derive(Default, Clone, Copy)]
pub(super) struct Cells {
    cells: [Cell; 12],
    n: u8,
}

impl Cells {
    fn push(&mut self, c: Cell) {
        self.cells[self.n as usize] = c;
        self.n += 1;
    }
}

impl std::ops::Deref for Cells {
    type Target = [Cell];
    fn deref(&self) -> &[Cell] {
        &self.cells[..self.n as usize]
    }
}

/// The die values the tables hold: every value a die has (X and I one step, II two,
/// III three, Ø none or four: the rule options allow no other).
const MOST_STEPS: u8 = 4;

/// Lines per board at most (3 rows of 15).
const LINES: usize = 45;

/// For each side's path, for moves along the row only, and for each side's path
/// from the middle row's second pass (the way home, where only the pass a piece is
/// on is followed): from each line, with each number of steps up to `MOST_STEPS`,
/// the lines reached.
pub(super) struct Reaches {
    table: Box<[[[Cells; MOST_STEPS as usize + 1]; LINES]; 5]>,
}

/// Named only: a position's debug text need not print its tables (nor the wasm
/// carry the code to).
impl std::fmt::Debug for Reaches {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Reaches")
    }
}

impl Reaches {
    /// The tables of `rules`' board (`geo`, its geometry), path, direction rule and
    /// middle-row passes, made once and shared.
    pub(super) fn shared(rules: &Rules, geo: &Geometry) -> &'static Reaches {
        // One per board length (at most 15 lines a row), path, direction rule and passes.
        static MADE: [[[[OnceLock<Reaches>; 2]; 3]; 3]; 16] =
            [const { [const { [const { [const { OnceLock::new() }; 2] }; 3] }; 3] }; 16];
        let (path, mode, pass) = (Geometry::path_slot(rules.path), rules.any_direction, rules.middle_row_pass);
        MADE[rules.board_len as usize][path][mode as usize][pass as usize].get_or_init(|| Reaches::new(geo, mode, pass))
    }

    fn new(geo: &Geometry, mode: AnyDirection, pass: MiddleRowPass) -> Reaches {
        let mut table = Box::new([[[Cells::default(); MOST_STEPS as usize + 1]; LINES]; 5]);
        let whom = [
            (Some(Side::One), false),
            (Some(Side::Two), false),
            (None, false),
            (Some(Side::One), true),
            (Some(Side::Two), true),
        ];
        for (which, (side, homeward)) in whom.into_iter().enumerate() {
            for from in geo.cells() {
                for n in 1..MOST_STEPS + 1 {
                    table[which][line(from)][n as usize] = compute(geo, mode, pass, side, from, homeward, n);
                }
            }
        }
        Reaches { table }
    }

    /// The lines `n` steps from `from` for a piece of `side` that moves in any
    /// direction (`homeward`: on the middle row's way home, which matters only where
    /// a piece follows the pass it is on), or (`row_only`) along the row only.
    pub(super) fn from(&'static self, side: Side, from: Cell, homeward: bool, n: u8, row_only: bool) -> &'static Cells {
        let which = if row_only { 2 } else { side.index() + if homeward { 3 } else { 0 } };
        &self.table[which][line(from)][n as usize]
    }
}

fn line(c: Cell) -> usize {
    c.row as usize * 15 + c.col as usize
}

/// The lines `n` steps from `from`: for `side`'s piece moving in any direction as
/// `mode` says (along the track, on the passes `pass` says: with `MiddleRowPass::Own`
/// the one it is on, the way home if `homeward`), or with no side along the row only.
fn compute(
    geo: &Geometry,
    mode: AnyDirection,
    pass: MiddleRowPass,
    side: Option<Side>,
    from: Cell,
    homeward: bool,
    n: u8,
) -> Cells {
    let mut out = Cells::default();
    if n == 0 {
        return out;
    }
    let (r, c, n) = (from.row as i16, from.col as i16, n as i16);
    if let (AnyDirection::Track, Some(side)) = (mode, side) {
        // Along the path of the side to play, forward or back, round the bends as
        // the path goes (a middle-row line is on it twice); or straight across. A
        // line reached both ways is listed once: at a row's end the path turns into
        // the next row, so the line across is also the next on the path.
        let mut add = |cell: Cell| {
            if !out.contains(&cell) {
                out.push(cell);
            }
        };
        let (first, again) = geo.indices(side, from);
        let passes = match (pass, again) {
            (MiddleRowPass::Both, _) => [Some(first), again],
            (MiddleRowPass::Own, Some(home)) if homeward => [Some(home), None],
            (MiddleRowPass::Own, _) => [Some(first), None],
        };
        for i in passes.into_iter().flatten() {
            for to in [Some(geo.advance(i, n as u8)), geo.retreat(i, n as u8)].into_iter().flatten() {
                add(geo.cell(side, to));
            }
        }
        for dr in [-n, n] {
            if geo.contains(r + dr, c) {
                add(Cell::new((r + dr) as u8, from.col));
            }
        }
        return out;
    }
    let row_only = side.is_none();
    let turning = mode == AnyDirection::Turning && !row_only;
    let rows: &[i16] = if row_only { &[0] } else { &[-2, -1, 0, 1, 2] };
    for &dr in rows {
        let rest = n - dr.abs();
        // Straight: along the row (dr = 0), or straight across it (rest = 0).
        if rest < 0 || (!turning && dr != 0 && rest != 0) {
            continue;
        }
        for dc in if rest == 0 { [0, 0] } else { [-rest, rest] }.into_iter().take(if rest == 0 { 1 } else { 2 }) {
            if geo.contains(r + dr, c + dc) {
                out.push(Cell::new((r + dr) as u8, (c + dc) as u8));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sahkku::rules::Variant;

    /// The tables hold what working the lines out gives, in the same order (move
    /// generation lists moves in that order, and seeded games follow it), for every
    /// family's board and every direction rule, side, line and die value.
    #[test]
    fn the_tables_hold_the_lines_worked_out() {
        for v in Variant::ALL {
            for mode in [AnyDirection::Straight, AnyDirection::Turning, AnyDirection::Track] {
                for pass in [MiddleRowPass::Both, MiddleRowPass::Own] {
                    let mut rules = v.rules();
                    rules.any_direction = mode;
                    rules.middle_row_pass = pass;
                    let geo = Geometry::shared(&rules);
                    let reaches = Reaches::shared(&rules, geo);
                    for side in Side::BOTH {
                        for from in geo.cells() {
                            for n in 0..=MOST_STEPS {
                                for (row_only, homeward) in [(false, false), (false, true), (true, false)] {
                                    let side_if = (!row_only).then_some(side);
                                    let want = compute(geo, mode, pass, side_if, from, homeward, n);
                                    let got = reaches.from(side, from, homeward, n, row_only);
                                    let what = format!(
                                        "{} {mode:?} {pass:?} {side:?} {from:?} {n} {row_only} {homeward}",
                                        v.id()
                                    );
                                    assert_eq!(&**got, &*want, "{what}");
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Every value a die can have, under every family and every value the rule options
    /// give the Ø, is in the tables.
    #[test]
    fn every_die_value_is_in_the_tables() {
        use crate::engine::sahkku::{Face, OPTIONS};
        let blanks = OPTIONS.iter().find(|o| o.name == "blank").expect("an option").values;
        for v in Variant::ALL {
            for &blank in blanks {
                let mut rules = v.rules();
                rules.set("blank", blank).unwrap();
                for face in [Face::X, Face::I, Face::II, Face::III, Face::Blank] {
                    assert!(face.steps(&rules) <= MOST_STEPS, "{} {face:?} with Ø {blank}", v.id());
                }
            }
        }
    }
}
