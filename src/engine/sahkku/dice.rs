//! The long four-sided stick dice. Each face is assumed equally likely.

use super::rules::{FaceSet, Rules};
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Face {
    #[default]
    X,
    I,
    II,
    III,
    /// Ø, the blank face.
    Blank,
}

impl Face {
    /// The face as people read it: Ø for the blank (the notation writes `O`, which a
    /// keyboard has).
    pub fn symbol(self) -> &'static str {
        match self {
            Face::X => "X",
            Face::I => "I",
            Face::II => "II",
            Face::III => "III",
            Face::Blank => "Ø",
        }
    }

    /// The four faces of a die of this set.
    pub fn set(faces: FaceSet) -> [Face; 4] {
        match faces {
            FaceSet::Navuon => [Face::X, Face::I, Face::II, Face::III],
            FaceSet::Stick => [Face::X, Face::III, Face::II, Face::Blank],
        }
    }

    /// Steps this face moves a piece under `rules` (X is one step; Ø is 0 or 4).
    /// Worked out rather than matched: the faces come at random, so a jump on them
    /// is often mispredicted (and every move generation asks); a table instead is
    /// built on the wasm's stack at every call (measured slower there).
    pub fn steps(self, rules: &Rules) -> u8 {
        let f = self as u8;
        if self == Face::Blank {
            rules.blank
        } else {
            f.max(1)
        }
    }

    /// The place of this face in the strict order of use: X first, then the family's
    /// hierarchy. Návuon Ráisa: I, II, III; the stick families: III, II (and a Ø worth
    /// 4, which the source does not place, last). (Worked out, as `steps`.)
    pub fn rank(self, faces: FaceSet) -> u8 {
        let f = self as u8;
        // The stick families rank I, II, III the other way round.
        if faces == FaceSet::Stick && (1..=3).contains(&f) {
            4 - f
        } else {
            f
        }
    }

    /// Parses one face: `X`, `I`, `II`, `III`, `O` or `Ø` (and `0` for Ø).
    pub fn parse(s: &str) -> Option<Face> {
        Some(match s {
            "X" | "x" => Face::X,
            "I" => Face::I,
            "II" => Face::II,
            "III" => Face::III,
            "O" | "Ø" | "0" | "o" => Face::Blank,
            _ => return None,
        })
    }

    /// A face from a die roll 1..=4 of a die of this set.
    pub fn from_roll(faces: FaceSet, roll: u8) -> Face {
        Face::set(faces)[(roll as usize - 1) % 4]
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Face::X => "X",
            Face::I => "I",
            Face::II => "II",
            Face::III => "III",
            Face::Blank => "O",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// X and I move one step, II two, III three, Ø what the rules say (0 or 4).
    #[test]
    fn each_face_moves_its_steps() {
        for blank in [0, 4] {
            let rules = Rules { blank, ..super::super::rules::Variant::Lagesvuon.rules() };
            let steps = [Face::X, Face::I, Face::II, Face::III, Face::Blank].map(|f| f.steps(&rules));
            assert_eq!(steps, [1, 1, 2, 3, blank]);
        }
    }

    /// Strict order: X first; then I, II, III in Návuon, III, II (then I) in the stick
    /// families; Ø last.
    #[test]
    fn the_strict_order_ranks_x_first_then_the_family_hierarchy() {
        let faces = [Face::X, Face::I, Face::II, Face::III, Face::Blank];
        assert_eq!(faces.map(|f| f.rank(FaceSet::Navuon)), [0, 1, 2, 3, 4]);
        assert_eq!(faces.map(|f| f.rank(FaceSet::Stick)), [0, 3, 2, 1, 4]);
    }
}
