//! The computer's thinking thread: one worker (static/app-worker.js) running this
//! same wasm module, asked one question at a time (`session::thinking`). While it
//! thinks the page draws and answers keys as usual. A question asked while another is
//! still being thought over replaces it: the worker is stopped and a fresh one takes
//! the new question, so an undo or a new game never waits for an old answer. Where no
//! worker can run, the answer is `None` and the session thinks on the page's thread.

use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};
use yew::Callback;

struct Thinker {
    worker: Worker,
    /// Who waits for the answer to the question being thought over.
    waiting: Option<Callback<Option<String>>>,
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

/// Whether questions go to a worker (false once one failed, and natively, where the
/// app's tests run without one).
pub fn works() -> bool {
    cfg!(target_arch = "wasm32") && !BROKEN.with(|b| *b.borrow())
}

/// Asks `question` (a `thinking::Question` as text); `reply` gets the answer, or
/// `None` when no worker could think it (the caller then thinks itself).
pub fn ask(question: &str, reply: Callback<Option<String>>) {
    if !works() {
        reply.emit(None);
        return;
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
                reply.emit(None);
                return;
            }
        }
    }
    let sent = THINKER.with(|t| {
        let mut t = t.borrow_mut();
        let Some(t) = t.as_mut() else { return false };
        t.waiting = Some(reply.clone());
        // `{ think: question }`: the worker tells it from the Lab's shares by its shape.
        let message = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&message, &"think".into(), &question.into());
        t.worker.post_message(&message).is_ok()
    });
    if !sent {
        give_up();
        reply.emit(None);
    }
}

fn start() -> Option<Thinker> {
    let worker = crate::app::dom::app_worker()?;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(|e: MessageEvent| {
        let answer = e.data().as_string();
        if answer.is_none() {
            BROKEN.with(|b| *b.borrow_mut() = true);
        }
        if let Some(reply) = THINKER.with(|t| t.borrow_mut().as_mut().and_then(|t| t.waiting.take())) {
            reply.emit(answer);
        }
    });
    let on_error = Closure::<dyn FnMut(MessageEvent)>::new(|_: MessageEvent| {
        BROKEN.with(|b| *b.borrow_mut() = true);
        if let Some(reply) = THINKER.with(|t| t.borrow_mut().as_mut().and_then(|t| t.waiting.take())) {
            reply.emit(None);
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Some(Thinker { worker, waiting: None, _on_message: on_message, _on_error: on_error })
}

/// Stops asking the thread (it failed, or answered what does not fit): the page
/// thinks from now on.
pub fn give_up() {
    BROKEN.with(|b| *b.borrow_mut() = true);
    if let Some(old) = THINKER.with(|t| t.borrow_mut().take()) {
        old.worker.terminate();
    }
}
