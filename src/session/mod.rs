//! Games being played at one screen, the one seam between the rules and the screens
//! for both games: a `Table` (who sits where, the house rules, the dice seed) starts a
//! `Session` (the record, the seeded dice, undo, what each step did), and a saved game
//! restores one. `selection` is what a click on the Sáhkku board means. Pure Rust,
//! shared by the browser app and tested natively; both sessions speak the engines'
//! one vocabulary (legal moves, a reason for every refusal, events, outcomes).

pub mod by_link;
pub mod deep_review;
pub mod editor;
pub mod hint;
pub mod puzzles;
pub mod sahkku;
pub mod sampo;
pub mod selection;
pub mod thinking;

/// Lower case as people read it, for comparing names: Unicode's full case mapping
/// ("Иван" and "иван" are one name). Passed in by the caller: the browser app passes
/// the browser's own `toLowerCase` (the same mapping, without its tables in the
/// wasm), native code `str::to_lowercase`.
pub type Lowercase = fn(&str) -> String;

/// What keeps a seat of a table from being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatProblem {
    NoName,
    /// An earlier seat has this name (spaces around it and letter case aside).
    SameName,
    /// An earlier seat has this colour.
    SameColour,
}

/// Each seat's problem, in seat order, for seats given as (name, colour if the game
/// has colours): the rule both set-up screens follow, so that players can tell who
/// is who in the narration and on the board.
pub fn seat_problems<'a>(
    seats: impl IntoIterator<Item = (&'a str, Option<usize>)>,
    lowercase: Lowercase,
) -> Vec<Option<SeatProblem>> {
    let mut seen: Vec<(String, Option<usize>)> = Vec::new();
    let mut out = Vec::new();
    for (name, colour) in seats {
        let name = lowercase(name.trim());
        let problem = if name.is_empty() {
            Some(SeatProblem::NoName)
        } else if seen.iter().any(|(n, _)| *n == name) {
            Some(SeatProblem::SameName)
        } else if colour.is_some() && seen.iter().any(|(_, c)| *c == colour) {
            Some(SeatProblem::SameColour)
        } else {
            None
        };
        seen.push((name, colour));
        out.push(problem);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lowercase(s: &str) -> String {
        s.to_lowercase()
    }

    #[test]
    fn a_seat_needs_a_name_and_a_name_and_colour_of_its_own() {
        let p = seat_problems(
            [("Aino", Some(0)), ("  ", Some(1)), ("aino ", Some(2)), ("Väinö", Some(0)), ("Ilmari", Some(3))],
            lowercase,
        );
        assert_eq!(
            p,
            vec![None, Some(SeatProblem::NoName), Some(SeatProblem::SameName), Some(SeatProblem::SameColour), None]
        );
        // Without colours (Sáhkku), only names count.
        assert_eq!(seat_problems([("A", None), ("B", None)], lowercase), vec![None, None]);
        assert_eq!(seat_problems([("A", None), ("a", None)], lowercase), vec![None, Some(SeatProblem::SameName)]);
    }

    #[test]
    fn names_in_any_script_are_one_name_whatever_their_letter_case() {
        let same = Some(SeatProblem::SameName);
        assert_eq!(seat_problems([("Иван", None), ("иван", None)], lowercase), vec![None, same]);
        assert_eq!(seat_problems([("ÁILU", None), ("Áilu ", None)], lowercase), vec![None, same]);
        assert_eq!(seat_problems([("Väinö", None), ("VÄINÖ", None)], lowercase), vec![None, same]);
        // Letters that differ in more than their case stay different names.
        assert_eq!(seat_problems([("Áilu", None), ("Ailu", None)], lowercase), vec![None, None]);
    }
}
