//! Arranged positions: a `Setup` (plain data, every field public, nothing checked) of
//! the pieces and the side to play, which `Setup::position` checks against the rules
//! before it becomes a `Position`, as shakmaty's `Setup` becomes a position. A setup
//! the rules could never reach is refused with the reason (`SetupError`).

use super::*;
use crate::engine::sahkku::board::{Cell, Side};
use crate::engine::sahkku::rules::{AnyDirection, KingMoves, MiddleRowPass, Ohcejot};
use std::fmt;

/// A position as a rule page, a test or a player arranges it: each side's soldiers
/// (by their index on the side's path, awake or asleep), queens and the gonagas, and
/// the side to throw next. Not checked until `position` is asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub rules: Rules,
    pub turn: Side,
    pub soldiers: [Vec<Soldier>; 2],
    pub queens: [Option<Queen>; 2],
    /// The gonagas; its path index is checked only when it has an owner.
    pub king: Option<King>,
}

/// Why a setup is not a position the rules could reach. Typed, without text: the app
/// says each in the player's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SetupError {
    /// More soldiers than the side starts with.
    TooManySoldiers { side: Side, max: u8 },
    /// A soldier's path index is beyond the end of its side's path.
    OffPath { side: Side },
    /// A sleeping soldier stands off its home row, where it starts and waits.
    AsleepOffHomeRow { side: Side, cell: Cell },
    /// A queen in a family without queens.
    NoQueens,
    /// A sleeping queen stands off her mark, where she starts and waits.
    QueenAsleepOffMark { side: Side, cell: Cell },
    /// A queen or the gonagas stands off the board.
    OffBoard { cell: Cell },
    /// An owned gonagas's path index is not its line on its owner's path (where it
    /// walks the path).
    KingOffPath,
    /// No gonagas, in a family where nothing takes it off the board (only the Ohcejot
    /// rule does).
    NoKing,
    /// Two pieces stand on a line where the rules let only one of them stop.
    Crowded { cell: Cell },
    /// The side has lost already: no piece left to play with (or no queen where the
    /// queen's capture loses).
    Lost { side: Side },
}

/// English, for the command line and logs; the app translates each variant itself.
impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = |side: &Side| side.index() + 1;
        match self {
            SetupError::TooManySoldiers { side, max } => {
                write!(f, "side {} has more than the {max} soldiers it starts with", n(side))
            }
            SetupError::OffPath { side } => write!(f, "a soldier of side {} is beyond the end of its path", n(side)),
            SetupError::AsleepOffHomeRow { side, cell } => {
                write!(f, "a sleeping soldier of side {} stands off its home row ({})", n(side), cell.col + 1)
            }
            SetupError::NoQueens => f.write_str("this family plays without queens"),
            SetupError::QueenAsleepOffMark { side, .. } => {
                write!(f, "the sleeping queen of side {} stands off her mark", n(side))
            }
            SetupError::OffBoard { .. } => f.write_str("a piece stands off the board"),
            SetupError::KingOffPath => f.write_str("the gonagas's path index is not its line"),
            SetupError::NoKing => f.write_str("the gonagas is on the board in every game of this family"),
            SetupError::Crowded { .. } => f.write_str("two pieces stand where the rules let only one stop"),
            SetupError::Lost { side } => write!(f, "side {} has lost already: it has nothing left to play", n(side)),
        }
    }
}

impl std::error::Error for SetupError {}

impl Setup {
    /// The position of this setup, waiting for the throw of the side to play; or the
    /// first reason the rules could never reach it.
    pub fn position(self) -> Result<Position, SetupError> {
        self.validate()?;
        Ok(self.place())
    }

    /// Puts the pieces on the board as they are, checked or not: the pieces missing
    /// count as captured, and the side to play throws next.
    pub(super) fn place(self) -> Position {
        let Setup { rules, turn, soldiers, queens, king } = self;
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

    fn validate(&self) -> Result<(), SetupError> {
        let r = &self.rules;
        let geo = Geometry::shared(r);
        let on_board = |cell: Cell| {
            if geo.contains(cell.row as i16, cell.col as i16) {
                Ok(())
            } else {
                Err(SetupError::OffBoard { cell })
            }
        };
        for side in Side::BOTH {
            let army = &self.soldiers[side.index()];
            if army.len() > r.soldiers as usize {
                return Err(SetupError::TooManySoldiers { side, max: r.soldiers });
            }
            for s in army {
                if s.idx >= geo.path_len() {
                    return Err(SetupError::OffPath { side });
                }
                if !s.active && s.idx >= geo.len {
                    return Err(SetupError::AsleepOffHomeRow { side, cell: geo.cell(side, s.idx) });
                }
            }
            if let Some(q) = self.queens[side.index()] {
                if !r.queens {
                    return Err(SetupError::NoQueens);
                }
                on_board(q.cell)?;
                if !q.active && q.cell != geo.queen_start(side) {
                    return Err(SetupError::QueenAsleepOffMark { side, cell: q.cell });
                }
            }
        }
        if self.king.is_none() && r.ohcejot == Ohcejot::Off {
            return Err(SetupError::NoKing);
        }
        if let Some(k) = self.king {
            on_board(k.cell)?;
            // Its index is kept where the gonagas walks a path, or follows the pass it is
            // on; elsewhere it moves by lines and its index is not read.
            let walks = r.king_moves == KingMoves::Path
                || (r.king_moves == KingMoves::AnyDirection
                    && r.any_direction == AnyDirection::Track
                    && r.middle_row_pass == MiddleRowPass::Own);
            if let Some(owner) = k.owner {
                if k.idx >= geo.path_len() || (walks && geo.cell(owner, k.idx) != k.cell) {
                    return Err(SetupError::KingOffPath);
                }
            }
        }
        for cell in geo.cells() {
            if !self.may_share(cell) {
                return Err(SetupError::Crowded { cell });
            }
        }
        for side in Side::BOTH {
            let has_king = self.king.is_some_and(|k| k.owner == Some(side));
            let no_queen = r.queens && self.queens[side.index()].is_none();
            if no_queen || (self.soldiers[side.index()].is_empty() && !(r.king_counts && has_king)) {
                return Err(SetupError::Lost { side });
            }
        }
        Ok(())
    }

    /// Whether the pieces on `cell` could all stand there together, by the rules
    /// that refuse a piece's stop (`check::landing`) and the captures a stop makes.
    /// The gonagas is not asked about: a piece that recruits it by landing on it
    /// stands with it whatever the rules say of moving there, and a recruited gonagas
    /// that steps on (`StepForward`) may stop by an enemy's sleeper.
    fn may_share(&self, cell: Cell) -> bool {
        let r = &self.rules;
        let geo = Geometry::shared(r);
        let count = |side: Side, active: bool| {
            self.soldiers[side.index()].iter().filter(|s| s.active == active && geo.cell(side, s.idx) == cell).count()
        };
        let queen = |side: Side| self.queens[side.index()].filter(|q| q.cell == cell);
        for side in Side::BOTH {
            let enemy = side.other();
            let (awake, asleep) = (count(side, true), count(side, false));
            let enemy_asleep = count(enemy, false);
            // Each sleeping soldier starts alone on its line, and sleeps where it started.
            let crowded_awake = awake > 1 && !r.own_stacking;
            // A stop on enemy soldiers takes the awake ones, and the asleep where they
            // may be taken; a soldier may not stop with sleepers unless the rules say so.
            let with_sleepers = awake > 0
                && ((asleep + enemy_asleep > 0 && !r.active_with_inactive) || (enemy_asleep > 0 && r.capture_inactive));
            let awake_enemies = awake > 0 && count(enemy, true) > 0;
            // A queen never stops with a soldier, nor with the other queen.
            let queen_crowded = queen(side).is_some()
                && (awake + asleep + count(enemy, true) + enemy_asleep > 0 || queen(enemy).is_some());
            if asleep > 1 || crowded_awake || with_sleepers || awake_enemies || queen_crowded {
                return false;
            }
        }
        true
    }
}

impl Position {
    /// Arranges a position as rule pages and tutorials draw it: the pieces of `Setup`
    /// placed as they are, unchecked (an illustration may show a queen alone on the
    /// board). A position a player plays from or analyses comes from `Setup::position`.
    pub fn arranged(
        rules: Rules,
        turn: Side,
        soldiers: [Vec<Soldier>; 2],
        queens: [Option<Queen>; 2],
        king: Option<King>,
    ) -> Position {
        Setup { rules, turn, soldiers, queens, king }.place()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sahkku::rules::Variant;

    /// The start of a game of `variant`, as a setup: what `Position::new` places.
    fn start(variant: Variant) -> Setup {
        let p = Position::new(variant.rules());
        Setup {
            rules: *p.rules(),
            turn: Side::One,
            soldiers: Side::BOTH.map(|s| p.soldiers(s).to_vec()),
            queens: Side::BOTH.map(|s| p.queen(s)),
            king: p.king(),
        }
    }

    fn refused(setup: Setup) -> SetupError {
        setup.position().expect_err("the setup is refused")
    }

    #[test]
    fn the_start_of_every_family_is_a_valid_setup() {
        for v in Variant::ALL {
            let p = start(v).position().expect("the start validates");
            assert_eq!(p.expect(), Expect::Throw { side: Side::One, dice: v.rules().dice }, "{v:?}");
            for side in Side::BOTH {
                assert_eq!(p.pieces_accounted(side), Position::new(v.rules()).pieces_accounted(side), "{v:?}");
            }
        }
    }

    #[test]
    fn more_soldiers_than_a_side_starts_with_are_refused() {
        let mut s = start(Variant::Gavkevuotna);
        s.soldiers[0].push(Soldier { idx: 20, active: true });
        assert_eq!(refused(s), SetupError::TooManySoldiers { side: Side::One, max: 15 });
    }

    #[test]
    fn a_soldier_beyond_its_path_is_refused() {
        let mut s = start(Variant::NavuonRaisa);
        let len = Geometry::shared(&s.rules).path_len();
        s.soldiers[1][0] = Soldier { idx: len, active: true };
        assert_eq!(refused(s), SetupError::OffPath { side: Side::Two });
    }

    #[test]
    fn a_sleeping_soldier_off_its_home_row_is_refused() {
        let mut s = start(Variant::Gavkevuotna);
        s.soldiers[0][0] = Soldier { idx: 20, active: false };
        assert!(matches!(refused(s), SetupError::AsleepOffHomeRow { side: Side::One, .. }));
    }

    #[test]
    fn a_queen_in_a_family_without_queens_is_refused() {
        let mut s = start(Variant::Gavkevuotna);
        s.queens[0] = Some(Queen { cell: Cell::new(1, 3), active: true, homeward: false });
        assert_eq!(refused(s), SetupError::NoQueens);
    }

    #[test]
    fn a_sleeping_queen_off_her_mark_is_refused_and_awake_she_may_stand_there() {
        let mut s = start(Variant::Lagesvuon);
        let cell = Cell::new(1, 7);
        s.queens[0] = Some(Queen { cell, active: false, homeward: false });
        assert_eq!(refused(s.clone()), SetupError::QueenAsleepOffMark { side: Side::One, cell });
        s.queens[0] = Some(Queen { cell, active: true, homeward: false });
        assert!(s.position().is_ok());
    }

    #[test]
    fn a_piece_off_the_board_is_refused() {
        let mut s = start(Variant::Gavkevuotna);
        s.king = Some(King { cell: Cell::new(3, 0), owner: None, idx: 0 });
        assert_eq!(refused(s), SetupError::OffBoard { cell: Cell::new(3, 0) });
    }

    #[test]
    fn an_owned_gonagas_must_stand_on_its_path_index() {
        let mut s = start(Variant::Gavkevuotna);
        let geo = Geometry::shared(&s.rules);
        s.king = Some(King { cell: geo.cell(Side::One, 20), owner: Some(Side::One), idx: 21 });
        assert_eq!(refused(s.clone()), SetupError::KingOffPath);
        s.king = Some(King { cell: geo.cell(Side::One, 20), owner: Some(Side::One), idx: 20 });
        assert!(s.position().is_ok());
    }

    #[test]
    fn the_gonagas_is_missing_only_where_the_ohcejot_rule_takes_it() {
        let mut s = start(Variant::Gavkevuotna);
        s.king = None;
        assert_eq!(refused(s), SetupError::NoKing);
        let mut s = start(Variant::GavkevuotnaOhcejot);
        s.king = None;
        assert!(s.position().is_ok());
    }

    #[test]
    fn two_sleepers_on_one_line_are_refused() {
        let mut s = start(Variant::Gavkevuotna);
        s.soldiers[0][1].idx = s.soldiers[0][0].idx;
        assert!(matches!(refused(s), SetupError::Crowded { .. }));
    }

    #[test]
    fn own_soldiers_stack_only_where_the_family_lets_them() {
        for (v, stacks) in [(Variant::NavuonRaisa, true), (Variant::Gavkevuotna, false)] {
            let mut s = start(v);
            s.soldiers[0].truncate(2);
            s.soldiers[0][0] = Soldier { idx: 20, active: true };
            s.soldiers[0][1] = Soldier { idx: 20, active: true };
            let rules_stack = s.rules.own_stacking;
            assert_eq!(rules_stack, stacks, "{v:?}'s own stacking");
            assert_eq!(s.position().is_ok(), stacks, "{v:?}");
        }
    }

    #[test]
    fn awake_soldiers_of_both_sides_never_share_a_line() {
        let mut s = start(Variant::Gavkevuotna);
        let geo = Geometry::shared(&s.rules);
        let cell = geo.cell(Side::One, 20);
        s.soldiers[0][0] = Soldier { idx: 20, active: true };
        s.soldiers[1][0] = Soldier { idx: geo.indices(Side::Two, cell).0, active: true };
        assert_eq!(refused(s), SetupError::Crowded { cell });
    }

    #[test]
    fn a_queen_never_shares_a_line_with_a_soldier() {
        let mut s = start(Variant::Lagesvuon);
        let geo = Geometry::shared(&s.rules);
        let cell = geo.cell(Side::One, 20);
        s.soldiers[0][0] = Soldier { idx: 20, active: true };
        s.queens[1] = Some(Queen { cell, active: true, homeward: false });
        assert_eq!(refused(s), SetupError::Crowded { cell });
    }

    #[test]
    fn a_side_with_nothing_left_has_lost_already() {
        let mut s = start(Variant::Gavkevuotna);
        s.soldiers[1].clear();
        assert_eq!(refused(s), SetupError::Lost { side: Side::Two });
        let mut s = start(Variant::Lagesvuon);
        s.queens[0] = None;
        assert_eq!(refused(s), SetupError::Lost { side: Side::One });
    }

    #[test]
    fn missing_pieces_count_as_captured_and_the_side_to_play_throws() {
        let mut s = start(Variant::Gavkevuotna);
        s.soldiers[0].truncate(5);
        s.turn = Side::Two;
        let p = s.position().expect("valid");
        assert_eq!(p.captured(Side::One), 10);
        assert_eq!(p.pieces_accounted(Side::One), 15);
        assert_eq!(p.expect(), Expect::Throw { side: Side::Two, dice: 3 });
    }
}
