//! The computer's thinking thread: one worker with the players' module
//! (`app::players`), asked one question at a time (`session::thinking`). While it
//! thinks the page draws and answers keys as usual. A question asked while another is
//! still being thought over replaces it: the worker is stopped and a fresh one takes
//! the new question, so an undo or a new game never waits for an old answer. Where no
//! worker can run, the page loads the players' module and thinks itself; the answer is
//! `None` only when that module cannot load at all.

use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};
use yew::Callback;

use crate::app::players;

/// A question, the trained weights sent with it (`app::weights`), and who waits for
/// its answer.
type Waiting = (String, Weights, Callback<Option<String>>);
type Weights = Option<Rc<Vec<u8>>>;

struct Thinker {
    worker: Worker,
    /// The question being thought over.
    waiting: Option<Waiting>,
    // Kept while the worker may call them; dropped with the worker, never from inside
    // their own call (the answer is taken out of `waiting` before anyone is told).
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(MessageEvent)>,
}

thread_local! {
    static THINKER: RefCell<Option<Thinker>> = const { RefCell::new(None) };
    /// Set once a worker failed to start or to think: the page thinks from then on.
    static BROKEN: RefCell<bool> = const { RefCell::new(false) };
}

/// Asks `question` (a `thinking::Question` as text) with the family's trained
/// `weights` where the master plays with them; `reply` gets the answer, or `None` when
/// neither a worker nor the page could think it.
pub fn ask(question: &str, weights: Weights, reply: Callback<Option<String>>) {
    if BROKEN.with(|b| *b.borrow()) {
        give_up();
        return think_on_page((question.to_string(), weights, reply));
    }
    let busy = THINKER.with(|t| t.borrow().as_ref().is_some_and(|t| t.waiting.is_some()));
    if busy {
        // The old question is no longer wanted: its worker goes, with its answer.
        if let Some(old) = THINKER.with(|t| t.borrow_mut().take()) {
            old.worker.terminate();
        }
    }
    if THINKER.with(|t| t.borrow().is_none()) {
        match start() {
            Some(thinker) => THINKER.with(|t| *t.borrow_mut() = Some(thinker)),
            None => {
                give_up();
                return think_on_page((question.to_string(), weights, reply));
            }
        }
    }
    let sent = THINKER.with(|t| {
        let mut t = t.borrow_mut();
        let Some(t) = t.as_mut() else { return false };
        t.waiting = Some((question.to_string(), weights.clone(), reply.clone()));
        t.worker.post_message(&players::message("think", question, weights.as_deref().map(Vec::as_slice))).is_ok()
    });
    if !sent {
        give_up();
        think_on_page((question.to_string(), weights, reply));
    }
}

/// The page thinks (the master for its whole thinking time: the page waits).
fn think_on_page((question, weights, reply): Waiting) {
    players::on_page_then(
        move |p| p.think(&question, weights.as_deref().map(Vec::as_slice)),
        move |a| reply.emit(a.flatten()),
    );
}

fn start() -> Option<Thinker> {
    let worker = players::worker()?;
    // The question waiting when the worker failed goes to the page. (The worker is
    // stopped at the next question: not from inside its own handlers, which it holds.)
    let failed = |question: Option<Waiting>| {
        BROKEN.with(|b| *b.borrow_mut() = true);
        if let Some(waiting) = question {
            think_on_page(waiting);
        }
    };
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let waiting = THINKER.with(|t| t.borrow_mut().as_mut().and_then(|t| t.waiting.take()));
        match (e.data().as_string(), waiting) {
            (Some(answer), Some((_, _, reply))) => reply.emit(Some(answer)),
            // `null`: its module did not load.
            (None, waiting) => failed(waiting),
            (Some(_), None) => {}
        }
    });
    let on_error = Closure::<dyn FnMut(MessageEvent)>::new(move |_: MessageEvent| {
        failed(THINKER.with(|t| t.borrow_mut().as_mut().and_then(|t| t.waiting.take())));
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Some(Thinker { worker, waiting: None, _on_message: on_message, _on_error: on_error })
}

/// Stops the thread (it failed): the page thinks from now on.
fn give_up() {
    BROKEN.with(|b| *b.borrow_mut() = true);
    if let Some(old) = THINKER.with(|t| t.borrow_mut().take()) {
        old.worker.terminate();
    }
}
