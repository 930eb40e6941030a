//! What happened, step by step, for the UI to animate and narrate and the lab to
//! count. Events carry cells and numbers, never text.

use super::board::{Cell, Side};
use super::dice::Face;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::Deref;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PieceKind {
    Soldier,
    King,
    Queen,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WinReason {
    /// The loser has no pieces left.
    NoPiecesLeft,
    /// The loser has only the gonagas, which does not count.
    OnlyKingLeft,
    QueenCaptured,
    /// Ohcejot: the winner captured the loser's gonagas.
    KingCaptured,
    /// The loser has only blocked inactive soldiers (Luujávr).
    AllBlocked,
}

/// A few items kept in place, so that the events of a throw or a move never allocate
/// (the lab's playouts and the computer's search make millions of them; measured with
/// `valgrind --tool=callgrind`, allocating was 5–6 % of a random playout's work).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Few<T, const N: usize> {
    // Past `len` every item is `T::default()`, so the derived equality holds.
    items: [T; N],
    len: u8,
}

/// The faces of a throw: at most three dice.
pub type Faces = Few<Face, 3>;
/// The lines a move passed: at most four, the longest die.
pub type Path = Few<Cell, 4>;

impl Path {
    /// The path of a gonagas or queen: only the line it stops on (its trail is drawn
    /// straight there).
    pub fn one(to: Cell) -> Path {
        let d = Cell::default();
        Few { items: [to, d, d, d], len: 1 }
    }
}

impl<T: Copy + Default, const N: usize> Default for Few<T, N> {
    fn default() -> Self {
        Few { items: [T::default(); N], len: 0 }
    }
}

impl<T: Copy + Default, const N: usize> Few<T, N> {
    /// The first `N` of `items`.
    pub fn of(items: &[T]) -> Self {
        let mut few = Self::default();
        items.iter().for_each(|&t| few.push(t));
        few
    }

    /// Adds `item` after the others; past `N` items it is left out.
    pub fn push(&mut self, item: T) {
        if let Some(slot) = self.items.get_mut(self.len as usize) {
            *slot = item;
            self.len += 1;
        }
    }
}

impl<T, const N: usize> Deref for Few<T, N> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        &self.items[..self.len as usize]
    }
}

impl<T: fmt::Debug, const N: usize> fmt::Debug for Few<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    OpeningThrow {
        side: Side,
        faces: Vec<Face>,
    },
    Starts {
        side: Side,
    },
    /// The dice in hand after a throw: the first `kept` were already there (the
    /// opening X that begins the first turn), the rest were just thrown.
    Thrown {
        side: Side,
        faces: Faces,
        kept: u8,
    },
    RerollChosen {
        side: Side,
        dice: Few<u8, 3>,
    },
    Rerolled {
        die: u8,
        face: Face,
    },
    Activated {
        side: Side,
        piece: PieceKind,
        from: Cell,
        to: Cell,
        face: Face,
    },
    /// A piece moved; `path` lists the lines it passed, ending where it stopped.
    Moved {
        side: Side,
        piece: PieceKind,
        from: Cell,
        to: Cell,
        path: Path,
        face: Face,
    },
    Captured {
        side: Side,
        victim: Side,
        piece: PieceKind,
        cell: Cell,
        count: u8,
    },
    Recruited {
        side: Side,
        cell: Cell,
    },
    /// A soldier stands on an enemy's inactive soldier, blocking it and those behind it.
    Blocks {
        side: Side,
        cell: Cell,
    },
    /// Dice that could not be used and are lost.
    Burnt {
        side: Side,
        faces: Faces,
    },
    TurnSkipped {
        side: Side,
    },
    TurnPassed {
        side: Side,
    },
    GameOver {
        outcome: Outcome,
    },
}

/// The lines the last piece to move passed, from where it stood to where it stopped
/// (a woken piece: where it lay and where it stands); empty if nothing moved.
pub fn trail(events: &[Event]) -> Vec<Cell> {
    events
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::Moved { from, path, .. } => Some(std::iter::once(*from).chain(path.iter().copied()).collect()),
            Event::Activated { from, to, .. } => Some(vec![*from, *to]),
            _ => None,
        })
        .unwrap_or_default()
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    Win {
        winner: Side,
        reason: WinReason,
    },
    /// The turn cap was reached.
    Draw,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_few_keeps_its_first_items_in_order_and_compares_by_them() {
        let mut faces = Faces::default();
        assert!(faces.is_empty());
        for f in [Face::X, Face::III, Face::II, Face::Blank] {
            faces.push(f);
        }
        // A fourth face is left out: a throw has at most three dice.
        assert_eq!(*faces, [Face::X, Face::III, Face::II]);
        let mut same = Faces::default();
        [Face::X, Face::III, Face::II].into_iter().for_each(|f| same.push(f));
        assert_eq!(faces, same);
        same = Faces::default();
        same.push(Face::X);
        assert_ne!(faces, same);
        assert_eq!(format!("{same:?}"), "[X]");
        let to = Cell::new(1, 4);
        assert_eq!(*Path::one(to), [to]);
    }
}
