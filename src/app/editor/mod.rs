//! The position editor and its analysis (issue 63): pieces placed on the board of any
//! family (`session::editor`), the side to play and, if the player likes, the throw.
//! The engine checks the placement (`Setup::position`) and says why it cannot be
//! played; a possible one with a throw is weighed by the master (the hint's worker,
//! `sahkku::hint`), its best turns listed with what each gives away and the best drawn
//! on the board. The position shares as an analysis link. Drawn by the later screens'
//! module (`module`, `src/later_screens`).

pub mod module;
mod outlook;

use super::i18n::{use_i18n, I18n};
use super::sahkku::board::{self, BoardView};
use super::sahkku::hint::{self, use_hint};
use super::sahkku::narrate::face_name;
use super::share::ShareButton;
use crate::engine::sahkku::analysis::{outlook::Outlook, Analysis};
use crate::engine::sahkku::{Face, Record, Side, Variant};
use crate::lessons::words::{illegal_text, setup_error_text};
use crate::session::editor::{Editor, EditorError, Piece};
use crate::session::thinking::{id_of, Question, Think};
use crate::share::Link;
use std::rc::Rc;
use yew::prelude::*;

/// What a click on a line does: place a piece, or take one off.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Tool {
    Place(Piece),
    Take,
}

impl Tool {
    fn id(self) -> String {
        match self {
            Tool::Take => "take".into(),
            Tool::Place(Piece::Soldier { side, awake }) => format!("soldier-{}-{}", side.index() + 1, awake as u8),
            Tool::Place(Piece::Queen { side, awake }) => format!("queen-{}-{}", side.index() + 1, awake as u8),
            Tool::Place(Piece::King { owner }) => format!("king-{}", owner.map_or(0, |o| o.index() + 1)),
        }
    }

    fn label(self, t: &I18n) -> String {
        let side = |s: Side| crate::i18n::Arg::Num(s.index() as i64 + 1);
        match self {
            Tool::Take => t.t("ed-take"),
            Tool::Place(Piece::Soldier { side: s, awake }) => {
                t.t_args(if awake { "ed-soldier-awake" } else { "ed-soldier-asleep" }, &[("side", side(s))])
            }
            Tool::Place(Piece::Queen { side: s, awake }) => {
                t.t_args(if awake { "ed-queen-awake" } else { "ed-queen-asleep" }, &[("side", side(s))])
            }
            Tool::Place(Piece::King { owner: None }) => t.t("ed-king-free"),
            Tool::Place(Piece::King { owner: Some(s) }) => t.t_args("ed-king-of", &[("side", side(s))]),
        }
    }
}

/// The tools a family offers: soldiers awake and asleep, queens where it has them,
/// the gonagas free or recruited, and taking off.
fn tools(e: &Editor) -> Vec<Tool> {
    let mut out = Vec::new();
    for side in Side::BOTH {
        out.push(Tool::Place(Piece::Soldier { side, awake: true }));
        out.push(Tool::Place(Piece::Soldier { side, awake: false }));
        if e.rules.queens {
            out.push(Tool::Place(Piece::Queen { side, awake: true }));
            out.push(Tool::Place(Piece::Queen { side, awake: false }));
        }
    }
    out.push(Tool::Place(Piece::King { owner: None }));
    out.extend(Side::BOTH.map(|s| Tool::Place(Piece::King { owner: Some(s) })));
    out.push(Tool::Take);
    out
}

#[derive(Properties, PartialEq)]
pub struct EditorProps {
    /// A shared position to open (an analysis link's record).
    pub shared: Option<Rc<Record>>,
    pub on_back: Callback<()>,
}

/// The analysis asked for: the record (its throw made) and the budget.
#[derive(Clone, PartialEq)]
struct Asked {
    record: Record,
    think: Think,
}

#[component]
pub fn PositionEditor(props: &EditorProps) -> Html {
    let t = use_i18n();
    let editor = {
        let shared = props.shared.clone();
        use_state(move || {
            shared.and_then(|r| Editor::of_record(&r)).unwrap_or_else(|| {
                let v = super::sahkku::last_family();
                Editor::start(v, v.rules())
            })
        })
    };
    let tool = use_state(|| Tool::Place(Piece::Soldier { side: Side::One, awake: true }));
    let homeward = use_state(|| false);
    let think = use_state(super::sahkku::think_time);
    // A shared position or a game's turn is weighed as it opens: it was sent to be.
    let asked = {
        let (record, think) = (editor.record().ok(), *think);
        use_state(move || record.filter(|_| props.shared.is_some()).map(|record| Asked { record, think }))
    };
    let checked = editor.record();
    // The analysis stands for the board it was asked for; a change puts it away.
    let current = asked.as_ref().filter(|a| checked.as_ref().ok() == Some(&a.record));
    // The position it was asked at: the placement with its throw made.
    let thrown = current.and_then(|a| Some(a.record.replay().ok()?.0));
    // A throw that leaves nothing to play passes the turn: nothing to weigh, and the
    // status says who throws next.
    let passes = editor.throw_passes();
    let question = current.zip(thrown.as_ref()).filter(|_| passes.is_none()).map(|(a, pos)| {
        Rc::new(Question {
            record: a.record.clone(),
            level: crate::engine::sahkku::levels::Level::Master,
            think: a.think,
            id: id_of(pos),
        })
    });
    // With a throw, its turns ranked; before one, the chances of every throw.
    let before_throw = current.is_some_and(|a| a.record.entries.is_empty());
    let answer = use_hint::<Analysis>(question.clone().filter(|_| !before_throw));
    let chances = use_hint::<Outlook>(question.filter(|_| before_throw));

    let update = |f: Rc<dyn Fn(&mut Editor)>| {
        let editor = editor.clone();
        move || {
            let mut e = (*editor).clone();
            f(&mut e);
            editor.set(e);
        }
    };
    let on_cell = {
        let (editor, tool, homeward) = (editor.clone(), tool.clone(), homeward.clone());
        Callback::from(move |cell| {
            let mut e = (*editor).clone();
            match *tool {
                Tool::Take => {
                    e.take(cell);
                }
                Tool::Place(p) => e.place(p, cell, *homeward),
            }
            editor.set(e);
        })
    };
    let family = {
        let editor = editor.clone();
        Callback::from(move |ev: Event| {
            let id = ev.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            if let Ok(v) = Variant::from_id(&id) {
                editor.set(Editor::start(v, v.rules()));
            }
        })
    };
    // A throw listed before the throw: chosen, and its turns weighed at once.
    let pick_throw = {
        let (editor, asked, think) = (editor.clone(), asked.clone(), *think);
        Callback::from(move |faces: Vec<Face>| {
            let mut e = (*editor).clone();
            e.throw = faces.into_iter().map(Some).collect();
            if let Ok(record) = e.record() {
                asked.set(Some(Asked { record, think }));
            }
            editor.set(e);
        })
    };
    let table = super::sahkku::two_people(&t, editor.variant, editor.rules);
    // The board: as placed; once weighed, after the throw with the best turn marked.
    let mut pos = editor.drawn();
    let mut view = BoardView::default();
    if let (Some(hint::Hint::Ready(a)), Some(thrown)) = (&answer, thrown) {
        (view.movable, view.targets) = hint::best_cells(a, &thrown);
        pos = thrown;
    }
    let faces = Face::set(editor.rules.faces);
    let status = match &checked {
        Ok(r) if r.entries.is_empty() => html! { <p class="help" id="ed-valid">{ t.t("ed-valid-throw") }</p> },
        Ok(_) => match passes {
            Some(next) => html! {
                <p class="notice" role="status" id="ed-no-turn">{ t.t_args("ed-no-turn", &[
                    ("name", crate::i18n::Arg::Str(table.name(next.other()))),
                    ("other", crate::i18n::Arg::Str(table.name(next))),
                ]) }</p>
            },
            None => html! { <p class="help" id="ed-valid">{ t.t("ed-valid") }</p> },
        },
        Err(e) => {
            let why = match e {
                EditorError::Setup(e) => setup_error_text(&t, *e),
                EditorError::ThrowUnfinished => t.t("ed-throw-unfinished"),
                EditorError::Throw(i) => illegal_text(&t, *i),
            };
            html! {
                <p class="error" role="alert" id="ed-impossible">
                    <strong>{ t.t("ed-impossible") }</strong>{ " " }{ why }
                </p>
            }
        }
    };
    html! {
        <div class="play sk-play ed-play">
            <header class="play-head">
                <h1>{ t.t("ed-title") }</h1>
                { super::sahkku::family_select(&t, "ed-family", editor.variant, family) }
                <span class="turn"></span>
                if let Ok(record) = &checked {
                    <ShareButton id="ed-share" title="ed-share-title" note="ed-share-note" link={{
                        let record = record.clone();
                        Callback::from(move |_| Link::Analysis(record.clone()))
                    }} />
                }
                <button class="secondary quit" id="ed-back" onclick={props.on_back.reform(|_: MouseEvent| ())}>{ t.t("setup-back") }</button>
            </header>
            <div class="sk-main">
                <div class="sk-board-wrap">
                    { board::draw(&t, &table, &pos, &view, on_cell.clone()) }
                </div>
                <aside class="sk-panel">
                    // What the engine says of the placement first: on a phone the panel
                    // scrolls, and a placement's reason is read where the finger is.
                    <section class="ed-check" aria-live="polite">
                        { status }
                        if let (Ok(record), None) = (&checked, passes) {
                            <div class="actions-inline">
                                // The thinking time weighs a throw's turns; the chances
                                // before the throw are the score's, at once.
                                if !record.entries.is_empty() {
                                <label>
                                    <span>{ t.t("sk-think") }</span>
                                    <select id="ed-think" onchange={{
                                        let think = think.clone();
                                        Callback::from(move |ev: Event| {
                                            let v = ev.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
                                            if let Some(k) = Think::from_id(&v) { think.set(k) }
                                        })
                                    }}>
                                        { Think::ALL.iter().map(|k| html! {
                                            <option value={k.id()} selected={*k == *think}>{ t.t(&format!("sk-think-{}", k.id())) }</option>
                                        }).collect::<Html>() }
                                    </select>
                                </label>
                                }
                                <button class="primary" id="ed-analyse" onclick={{
                                    let (asked, record, think) = (asked.clone(), record.clone(), *think);
                                    Callback::from(move |_: MouseEvent| asked.set(Some(Asked { record: record.clone(), think })))
                                }}>{ t.t("ed-analyse") }</button>
                            </div>
                        }
                    </section>
                    // The analysis under the button that asked for it: read where it was asked.
                    if let (Some(h), Some(_)) = (&answer, current) {
                        { hint::panel(&t, h, None) }
                    }
                    if let (Some(h), Some(_)) = (&chances, current) {
                        { outlook::panel(&t, h, Side::BOTH.map(|s| table.name(s)), &pick_throw) }
                    }
                    <section class="ed-tools" aria-labelledby="ed-tools-title">
                        <h2 id="ed-tools-title">{ t.t("ed-tools") }</h2>
                        <div class="ed-tool-list" role="radiogroup">
                            { tools(&editor).into_iter().map(|k| {
                                let chosen = *tool == k;
                                let set = { let tool = tool.clone(); Callback::from(move |_: MouseEvent| tool.set(k)) };
                                html! {
                                    <button class={classes!("ed-tool", chosen.then_some("chosen"))} role="radio"
                                        aria-checked={chosen.to_string()} data-tool={k.id()} onclick={set}>{ k.label(&t) }</button>
                                }
                            }).collect::<Html>() }
                        </div>
                        <label class="check">
                            <input type="checkbox" id="ed-homeward" checked={*homeward} onchange={{
                                let homeward = homeward.clone();
                                Callback::from(move |_: Event| homeward.set(!*homeward))
                            }} />
                            { t.t("ed-homeward") }
                        </label>
                        <div class="actions-inline">
                            <button class="secondary" id="ed-start" onclick={{
                                let f = update(Rc::new(|e: &mut Editor| *e = Editor::start(e.variant, e.rules)));
                                Callback::from(move |_: MouseEvent| f())
                            }}>{ t.t("ed-start") }</button>
                            <button class="secondary" id="ed-clear" onclick={{
                                let f = update(Rc::new(|e: &mut Editor| *e = Editor::empty(e.variant, e.rules)));
                                Callback::from(move |_: MouseEvent| f())
                            }}>{ t.t("ed-clear") }</button>
                        </div>
                    </section>
                    <section class="ed-turn">
                        <fieldset>
                            <legend>{ t.t("ed-to-play") }</legend>
                            { Side::BOTH.iter().map(|&s| {
                                let set = update(Rc::new(move |e: &mut Editor| e.turn = s));
                                html! {
                                    <label class="check">
                                        <input type="radio" name="ed-turn" value={(s.index() + 1).to_string()} checked={editor.turn == s}
                                            onchange={Callback::from(move |_: Event| set())} />
                                        { table.name(s).to_string() }
                                    </label>
                                }
                            }).collect::<Html>() }
                        </fieldset>
                        <fieldset class="ed-throw">
                            <legend>{ t.t("ed-throw") }</legend>
                            { (0..editor.throw.len()).map(|i| {
                                let editor2 = editor.clone();
                                let change = Callback::from(move |ev: Event| {
                                    let v = ev.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
                                    let mut e = (*editor2).clone();
                                    e.throw[i] = faces.iter().copied().find(|f| face_name(*f) == v);
                                    editor2.set(e);
                                });
                                html! {
                                    <label>
                                        <span>{ t.t_args("ed-die", &[("n", crate::i18n::Arg::Num(i as i64 + 1))]) }</span>
                                        <select id={format!("ed-die-{}", i + 1)} onchange={change}>
                                            <option value="" selected={editor.throw[i].is_none()}>{ "—" }</option>
                                            { faces.iter().map(|&f| html! {
                                                <option value={face_name(f)} selected={editor.throw[i] == Some(f)}>{ face_name(f) }</option>
                                            }).collect::<Html>() }
                                        </select>
                                    </label>
                                }
                            }).collect::<Html>() }
                        </fieldset>
                    </section>
                    { board::board_list(&t, &table, &pos, &view, on_cell) }
                </aside>
            </div>
        </div>
    }
}
