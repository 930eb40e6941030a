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
    pub fn steps(self, rules: &Rules) -> u8 {
        match self {
            Face::X | Face::I => 1,
            Face::II => 2,
            Face::III => 3,
            Face::Blank => rules.blank,
        }
    }

    /// The place of this face in the strict order of use: X first, then the family's
    /// hierarchy. Návuon Ráisa: I, II, III; the stick families: III, II (and a Ø worth
    /// 4, which the source does not place, last).
    pub fn rank(self, faces: FaceSet) -> u8 {
        match (faces, self) {
            (_, Face::X) => 0,
            (FaceSet::Navuon, Face::I) => 1,
            (FaceSet::Navuon, Face::II) => 2,
            (FaceSet::Navuon, Face::III) => 3,
            (FaceSet::Stick, Face::III) => 1,
            (FaceSet::Stick, Face::II) => 2,
            (FaceSet::Stick, Face::I) => 3,
            (_, Face::Blank) => 4,
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
