//! The computer's hint in a game (`engine::sahkku::analysis`): the master's best turn
//! for the throw in hand, the next best with what each gives away, and what the move
//! being made gives away, before it is finished. It is weighed in a worker thread of
//! the players' module (or, where none can start, on the page) for the master's
//! thinking time, while the screen answers as usual; the best turn is marked on the
//! board while nothing of the turn is played yet.

use crate::app::i18n::I18n;
use crate::app::players;
use crate::engine::sahkku::analysis::outlook::Outlook;
use crate::engine::sahkku::analysis::Analysis;
use crate::engine::sahkku::review::line_cells;
use crate::engine::sahkku::{Cell, Position, SubMove};
use crate::i18n::{format_number, format_percent, Arg};
use crate::session::hint::{marked_line, view, Choice, HintView, Row};
use crate::session::thinking::{read_hint, read_outlook, Question};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// How many of the ranked turns the panel lists.
pub const SHOWN: usize = 3;

/// A hint's state: being weighed, weighed, or not to be had (the players' module could
/// not load). Weighed, it is the ranking of a throw's turns, or (`Hint<Outlook>`) the
/// chances before a throw.
#[derive(Clone, Debug, PartialEq)]
pub enum Hint<A = Analysis> {
    Weighing,
    Ready(Rc<A>),
    Unloaded,
}

/// What a hint's answer is read as (`thinking::hint_answer` gives either).
pub trait Weighed: Clone + 'static {
    fn read(answer: &str) -> Option<Self>;
}

impl Weighed for Analysis {
    fn read(answer: &str) -> Option<Analysis> {
        read_hint(answer).map(|(a, _)| a)
    }
}

impl Weighed for Outlook {
    fn read(answer: &str) -> Option<Outlook> {
        read_outlook(answer).map(|(o, _)| o)
    }
}

/// The hint for `question` (`SkState::hint`), asked once per question; the worker goes
/// when another question replaces it or the screen goes.
#[hook]
pub fn use_hint<A: Weighed>(question: Option<Rc<Question>>) -> Option<Hint<A>> {
    let answer = use_state(|| None::<(u64, Hint<A>)>);
    let id = question.as_ref().map(|q| q.id);
    {
        let answer = answer.clone();
        use_effect_with(id, move |_| {
            let asked: Rc<RefCell<Option<players::Asked>>> = Rc::default();
            if let Some(q) = question {
                let id = q.id;
                answer.set(Some((id, Hint::Weighing)));
                ask(&q, move |h| answer.set(Some((id, h))), asked.clone());
            }
            move || drop(asked.borrow_mut().take())
        });
    }
    answer.as_ref().filter(|(a, _)| Some(*a) == id).map(|(_, h)| h.clone())
}

/// Asks a worker (else the page) for the hint's ranking, with the master's learned
/// score where its family ships one.
fn ask<A: Weighed>(q: &Question, reply: impl Fn(Hint<A>) + 'static, asked: Rc<RefCell<Option<players::Asked>>>) {
    let text = q.to_text();
    let reply: Rc<dyn Fn(Option<String>)> = Rc::new(move |a: Option<String>| {
        reply(match a.as_deref().and_then(A::read) {
            Some(weighed) => Hint::Ready(Rc::new(weighed)),
            None => Hint::Unloaded,
        })
    });
    let post = move |weights: Option<Rc<Vec<u8>>>| {
        *asked.borrow_mut() = players::ask_anywhere("hint", text, weights, players::OnPage::hint, reply);
    };
    match q.trained() {
        Some(s) => crate::app::data_files::with_file(format!("weights/{}", s.file()), post),
        None => post(None),
    }
}

/// The cells of the best turn to mark at `pos` (the position it was weighed at): the
/// pieces it moves and where they go; with a throw holding an X that is best kept, the
/// best turn kept (`hint::marked_line`).
pub fn best_cells(analysis: &Analysis, pos: &Position) -> (Vec<Cell>, Vec<Cell>) {
    match marked_line(analysis) {
        Some((false, line)) => line_cells(pos, line),
        Some((true, line)) => {
            let mut kept = pos.clone();
            match kept.play(SubMove::Keep) {
                Ok(_) => line_cells(&kept, line),
                Err(_) => Default::default(),
            }
        }
        None => Default::default(),
    }
}

/// The dice the hint's best choice throws again, to mark (none but with a throw
/// holding an X whose best is a re-throw).
pub fn marked_dice(hint: Option<&Hint>) -> Vec<u8> {
    match hint {
        Some(Hint::Ready(a)) => view(a, SHOWN).marked_dice,
        _ => Vec::new(),
    }
}

/// A chance given away, in points of winning chance (hundredths), as the hint and the
/// puzzles' verdict say it.
pub fn points(t: &I18n, chance: f64) -> String {
    format_number(t.lang(), chance * 100.0, 1)
}

/// A luck in points: `+` where it helped, the language's minus where it hurt (as the
/// review's totals and the editor's throws say it).
pub fn signed_points(t: &I18n, chance: f64) -> String {
    let n = points(t, chance);
    if chance * 1000.0 >= 0.5 {
        format!("+{n}")
    } else {
        n
    }
}

/// The hint's panel: the best turns (or keeping and the re-throws, then the best turns
/// kept) with their chances and costs, and what the turn being played gives away
/// (`played`: the cost at the live position, where any of the turn is played).
pub fn panel(t: &I18n, hint: &Hint, played: Option<f64>) -> Html {
    let body = match hint {
        Hint::Weighing => html! { <p class="help" id="sk-hint-weighing">{ t.t("sk-hint-weighing") }</p> },
        Hint::Unloaded => {
            html! { <p class="notice" role="alert" id="sk-hint-unloaded">{ t.t("sk-hint-unloaded") }</p> }
        }
        Hint::Ready(a) => {
            let v = view(a, SHOWN);
            html! {
                <>
                    { rows(t, &v) }
                    if let Some(kept) = &v.kept {
                        <h3 class="sk-hint-kept">{ t.t("sk-hint-kept") }</h3>
                        { rows(t, kept) }
                    }
                    if let Some(cost) = played {
                        <p class={classes!("sk-hint-yours", (cost > 0.0005).then_some("costly"))} id="sk-hint-yours" aria-live="polite">
                            { t.t_args("sk-hint-yours", &[("points", Arg::Str(&points(t, cost)))]) }
                        </p>
                    }
                    <p class="help">{
                        if v.rerolls { t.t("sk-hint-rerolls") } else { t.t_args("sk-hint-of", &[("n", Arg::Num(v.ways as i64))]) }
                    }</p>
                </>
            }
        }
    };
    html! {
        <section class="sk-hint" id="sk-hint" aria-label={t.t("sk-hint-title")}>
            <h2>{ t.t("sk-hint-title") }</h2>
            { body }
        </section>
    }
}

/// A keep or a re-throw in the words of its button (as the move list says it), or
/// `None` for a turn, which is said in the notation.
pub fn choice_words(t: &I18n, choice: &Choice) -> Option<String> {
    match choice {
        Choice::Turn(_) => None,
        Choice::Keep => Some(t.t("sk-keep")),
        Choice::Rethrow(d) => Some(t.t_args("sk-reroll-die", &[("n", Arg::Num(*d as i64 + 1))])),
        Choice::RethrowAll => Some(t.t("sk-reroll-all")),
    }
}

/// A ranking's rows: each choice, its chance, and below the best what it gives away
/// (and, weighed less deeply than the best, that it was).
fn rows(t: &I18n, v: &HintView) -> Html {
    let lang = t.lang();
    let row = |r: &Row| {
        let line = match (&r.choice, choice_words(t, &r.choice)) {
            (_, Some(words)) => html! { <span>{ words }</span> },
            // Each sub-move kept on one line: a narrow panel breaks between them.
            (Choice::Turn(line), None) => line.iter().map(|m| html! { <span>{ m }{ " " }</span> }).collect::<Html>(),
            _ => Html::default(),
        };
        html! {
            <li class={classes!(r.best.then_some("best"), (!matches!(r.choice, Choice::Turn(_))).then_some("words"))}>
                <strong class="line">{ line }</strong>
                <span class="chance">{ t.t_args("sk-hint-chance", &[("chance", Arg::Str(&format_percent(lang, r.chance, 0)))]) }</span>
                if !r.best {
                    <span class="cost">{ t.t_args("sk-hint-gives", &[("points", Arg::Str(&points(t, r.cost)))]) }</span>
                }
                if r.shallow {
                    <span class="shallow">{ t.t("sk-hint-shallow") }</span>
                }
            </li>
        }
    };
    html! { <ol class="sk-hint-turns">{ v.rows.iter().map(row).collect::<Html>() }</ol> }
}
