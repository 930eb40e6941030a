//! The computer players' module (src/players): the expert's and the master's search,
//! the Lab's games and the game review, kept off the first load. A worker thread loads
//! it when its work is first asked for (static/app-worker.js), so that the page never
//! waits on it; where no worker can start, the page loads the same module itself
//! (`on_page`, through `sampoSahkkuPlayers` in index.html) and does the work between
//! its frames. The service worker keeps it for offline play.

use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// A new worker thread with the players' module, or `None` where module workers
/// cannot start. Its module loads with the first message; a message it cannot answer
/// (its module did not load) is answered with `null`.
pub fn worker() -> Option<web_sys::Worker> {
    // `{ type: "module" }`, written as a plain object (web-sys's typed options bring
    // their own bindings).
    let opts = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&opts, &"type".into(), &"module".into());
    web_sys::Worker::new_with_options("app-worker.js", opts.unchecked_ref()).ok()
}

/// A question for a worker of the players' module, `{ kind: text, weights }` ("think",
/// "hint", "review", "lab"; `weights`, the family's learned score where it goes with the
/// question: `app::weights`), as static/app-worker.js reads it.
pub fn message(kind: &str, text: &str, weights: Option<&[u8]>) -> JsValue {
    let message = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&message, &kind.into(), &text.into());
    if let Some(w) = weights {
        let _ = js_sys::Reflect::set(&message, &"weights".into(), &js_sys::Uint8Array::from(w).into());
    }
    message.into()
}

/// The players' module loaded on the page.
#[derive(Clone)]
pub struct OnPage(JsValue);

impl OnPage {
    /// A call of `name` with a text and the family's learned score where it goes with
    /// it (`app::weights`).
    fn call(&self, name: &str, text: &str, weights: Option<&[u8]>) -> Option<JsValue> {
        let weights = weights.map_or(JsValue::UNDEFINED, |w| js_sys::Uint8Array::from(w).into());
        let f = js_sys::Reflect::get(&self.0, &name.into()).ok()?.dyn_into::<js_sys::Function>().ok()?;
        f.call2(&JsValue::NULL, &text.into(), &weights).ok()
    }

    /// `session::thinking::answer`.
    pub fn think(&self, question: &str, weights: Option<&[u8]>) -> Option<String> {
        self.call("think", question, weights)?.as_string()
    }

    /// `lab::answer`.
    pub fn lab_share(&self, request: &str, weights: Option<&[u8]>) -> Vec<f64> {
        self.call("lab_share", request, weights)
            .and_then(|a| a.dyn_into::<js_sys::Float64Array>().ok())
            .map(|a| a.to_vec())
            .unwrap_or_default()
    }

    /// `thinking::hint_answer`.
    pub fn hint(&self, question: &str, weights: Option<&[u8]>) -> Option<String> {
        self.call("hint", question, weights)?.as_string()
    }

    /// `review::answer`.
    pub fn review(&self, record: &str, weights: Option<&[u8]>) -> Option<String> {
        self.call("review", record, weights)?.as_string()
    }
}

/// The players' module on the page, loaded when first asked for (once: `load_module`);
/// `None` when it cannot load (offline before the service worker kept it, say).
pub async fn on_page() -> Option<OnPage> {
    super::dom::load_module("sampoSahkkuPlayers").await.map(OnPage)
}

/// Calls `reply` with `work` done by the module on the page (`None` if it could not
/// load), after the page has drawn what it was drawing.
pub fn on_page_then<T: 'static>(work: impl FnOnce(&OnPage) -> T + 'static, reply: impl FnOnce(Option<T>) + 'static) {
    wasm_bindgen_futures::spawn_local(async move {
        let module = on_page().await;
        reply(module.as_ref().map(work));
    });
}

/// A worker asked one question at a time by whoever holds it, and dropped with it.
pub struct Asked {
    worker: web_sys::Worker,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::MessageEvent)>,
}

impl Drop for Asked {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

/// A reply called at most once.
type Once = RefCell<Option<Box<dyn FnOnce(Option<JsValue>)>>>;

/// Sends `message` to a new worker and gives its answer to `reply` (`None` when the
/// worker failed: the caller may then ask `on_page`). The worker lives as long as
/// the returned `Asked`.
pub fn ask_worker(message: &JsValue, reply: impl FnOnce(Option<JsValue>) + 'static) -> Option<Asked> {
    let worker = worker()?;
    // Answered once, by whichever comes first: the answer or the error.
    let reply: Rc<Once> = Rc::new(RefCell::new(Some(Box::new(reply))));
    let answer = move |reply: &Once, a: Option<JsValue>| {
        // Taken out before it is called: the call may drop this worker's handlers.
        let r = reply.borrow_mut().take();
        if let Some(r) = r {
            r(a);
        }
    };
    let on_message = {
        let reply = reply.clone();
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            let data = e.data();
            answer(&reply, (!data.is_null()).then_some(data))
        })
    };
    let on_error =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |_: web_sys::MessageEvent| answer(&reply, None));
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    let asked = Asked { worker, _on_message: on_message, _on_error: on_error };
    // Not sent: the worker is stopped (as `asked` goes) and the caller asks the page.
    asked.worker.post_message(message).ok()?;
    Some(asked)
}

/// Asks a worker the question `kind` (`message`), and where no worker can start or it
/// fails, the module on the page (`on_page`, the same question's call there); `reply`
/// gets the answer as text, `None` when neither could answer. The worker lives as long
/// as the returned `Asked` (the page's work, once begun, runs to its end).
pub fn ask_anywhere(
    kind: &str,
    text: String,
    weights: Option<Rc<Vec<u8>>>,
    on_page: fn(&OnPage, &str, Option<&[u8]>) -> Option<String>,
    reply: Rc<dyn Fn(Option<String>)>,
) -> Option<Asked> {
    let on_page = {
        let (text, weights, reply) = (text.clone(), weights.clone(), reply.clone());
        move || {
            on_page_then(move |p| on_page(p, &text, weights.as_deref().map(Vec::as_slice)), move |a| reply(a.flatten()))
        }
    };
    let message = message(kind, &text, weights.as_deref().map(Vec::as_slice));
    let worker = ask_worker(&message, {
        let on_page = on_page.clone();
        move |answer| match answer {
            Some(a) => reply(a.as_string()),
            None => on_page(),
        }
    });
    if worker.is_none() {
        on_page();
    }
    worker
}

/// Questions of one kind asked one after the other of one worker (one module load for
/// them all), or, where no worker can start or it fails, of the module on the page,
/// each after the page has drawn; `each` gets every answer with its index, in order
/// (`None` where neither could answer). The work stops when the returned `Sequence`
/// goes.
pub struct Sequence {
    state: Rc<RefCell<SequenceState>>,
}

struct SequenceState {
    worker: Option<web_sys::Worker>,
    next: usize,
    stopped: bool,
    _on_message: Option<Closure<dyn FnMut(web_sys::MessageEvent)>>,
    _on_error: Option<Closure<dyn FnMut(web_sys::MessageEvent)>>,
}

impl Drop for Sequence {
    fn drop(&mut self) {
        let mut s = self.state.borrow_mut();
        s.stopped = true;
        if let Some(w) = s.worker.take() {
            w.terminate();
        }
        // The handlers hold the state: taken out, nothing keeps the other alive.
        s._on_message = None;
        s._on_error = None;
    }
}

pub fn ask_each(
    kind: &'static str,
    texts: Rc<Vec<String>>,
    weights: Option<Rc<Vec<u8>>>,
    call: Call,
    each: Rc<dyn Fn(usize, Option<String>)>,
) -> Sequence {
    let state = Rc::new(RefCell::new(SequenceState {
        worker: worker(),
        next: 0,
        stopped: false,
        _on_message: None,
        _on_error: None,
    }));
    // The rest on the page: the worker could not do them.
    let rest_on_page: Rc<dyn Fn()> = {
        let (state, texts, weights, each) = (state.clone(), texts.clone(), weights.clone(), each.clone());
        Rc::new(move || {
            if let Some(w) = state.borrow_mut().worker.take() {
                w.terminate();
            }
            page_step(state.clone(), texts.clone(), weights.clone(), call, each.clone());
        })
    };
    let post = {
        let (state, texts, weights) = (state.clone(), texts.clone(), weights.clone());
        Rc::new(move || -> bool {
            let s = state.borrow();
            let (Some(w), k) = (s.worker.as_ref(), s.next) else { return false };
            k < texts.len() && w.post_message(&message(kind, &texts[k], weights.as_deref().map(Vec::as_slice))).is_ok()
        })
    };
    let on_message = {
        let (state, each, post, rest) = (state.clone(), each.clone(), post.clone(), rest_on_page.clone());
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            let data = e.data();
            if data.is_null() {
                return rest();
            }
            let k = state.borrow().next;
            state.borrow_mut().next = k + 1;
            each(k, data.as_string());
            if !state.borrow().stopped {
                post();
            }
        })
    };
    let on_error = {
        let rest = rest_on_page.clone();
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |_: web_sys::MessageEvent| rest())
    };
    let started = {
        let mut s = state.borrow_mut();
        match s.worker.clone() {
            Some(w) => {
                w.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
                w.set_onerror(Some(on_error.as_ref().unchecked_ref()));
                s._on_message = Some(on_message);
                s._on_error = Some(on_error);
                true
            }
            None => false,
        }
    };
    if !(started && post()) {
        rest_on_page();
    }
    Sequence { state }
}

/// A call of the module on the page (`OnPage::hint`, say).
pub type Call = fn(&OnPage, &str, Option<&[u8]>) -> Option<String>;

/// The next question of a sequence asked of the module on the page, then the one after
/// it once the page has had a turn to draw.
fn page_step(
    state: Rc<RefCell<SequenceState>>,
    texts: Rc<Vec<String>>,
    weights: Option<Rc<Vec<u8>>>,
    call: Call,
    each: Rc<dyn Fn(usize, Option<String>)>,
) {
    let k = state.borrow().next;
    if state.borrow().stopped || k >= texts.len() {
        return;
    }
    state.borrow_mut().next = k + 1;
    let question = texts.clone();
    let w = weights.clone();
    on_page_then(
        move |p| call(p, &question[k], w.as_deref().map(Vec::as_slice)),
        move |answer| {
            each(k, answer.flatten());
            gloo::timers::callback::Timeout::new(0, move || page_step(state, texts, weights, call, each)).forget();
        },
    );
}
