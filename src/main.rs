//! The browser app's entry point. Natively there is nothing to run: use `lab`.

#[cfg(target_arch = "wasm32")]
fn main() {
    // The Lab's worker threads load this same module: they have no page to draw.
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    // The app draws into an element of its own: Yew empties the element it is given,
    // and the body still holds the start page written into index.html until the app's
    // own takes its place (app::first_paint).
    let root = doc.create_element("div").ok();
    match (root, doc.body()) {
        (Some(root), Some(body)) if body.append_child(&root).is_ok() => {
            yew::Renderer::<sampo_sahkku::app::App>::with_root(root).render();
        }
        _ => {
            yew::Renderer::<sampo_sahkku::app::App>::new().render();
        }
    }
}

/// A Lab worker thread's work (static/app-worker.js): a share of games in, counts out.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn lab_share(request: &str) -> Vec<f64> {
    sampo_sahkku::lab::answer(request)
}

/// The computer's thinking thread's work (static/app-worker.js): a question in (a
/// Sáhkku game, a level and its thinking time), the sub-moves to play out, timed by
/// the browser's clock.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn think(question: &str) -> String {
    sampo_sahkku::session::thinking::answer(question, &js_sys::Date::now)
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "This is the browser app: build it with `make serve`. For the command line, run `cargo run --bin lab -- help`."
    );
}
