//! The seat rows of both set-up screens: a seat's problem in words, beside the field
//! it is about, and focus taken to the first field to mend.

use crate::session::SeatProblem;
use yew::prelude::*;

/// The message id of a seat's problem.
pub fn problem_id(p: SeatProblem) -> &'static str {
    match p {
        SeatProblem::NoName => "setup-error-name",
        SeatProblem::SameName => "setup-error-same-name",
        SeatProblem::SameColour => "setup-error-same-colour",
    }
}

/// The id of the field seat `i`'s problem is about.
pub fn field_id(i: usize, p: SeatProblem) -> String {
    match p {
        SeatProblem::SameColour => format!("seat-colour-{i}"),
        SeatProblem::NoName | SeatProblem::SameName => format!("seat-name-{i}"),
    }
}

/// Whether a field of seat `i` (its name, or with `colour` its colour) is the one at fault.
pub fn invalid(problem: Option<SeatProblem>, colour: bool) -> Option<&'static str> {
    let at_fault = match problem {
        Some(SeatProblem::SameColour) => colour,
        Some(_) => !colour,
        None => false,
    };
    at_fault.then_some("true")
}

/// Takes focus to the first seat field to mend, if any; returns whether there was one.
pub fn focus_first(problems: &[Option<SeatProblem>]) -> bool {
    let Some((i, p)) = problems.iter().enumerate().find_map(|(i, p)| p.map(|p| (i, p))) else { return false };
    crate::app::dom::focus(&format!("#{}", field_id(i, p)));
    true
}

/// The line under seat `i`'s row that says what to mend.
pub fn problem_line(t: &crate::app::i18n::I18n, i: usize, problem: Option<SeatProblem>) -> Html {
    match problem {
        Some(p) => {
            html! { <p class="error field-error" id={format!("seat-problem-{i}")} role="alert">{ t.t(problem_id(p)) }</p> }
        }
        None => html! {},
    }
}
