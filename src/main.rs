//! The browser app's entry point. Natively there is nothing to run: use `lab`.

#[cfg(target_arch = "wasm32")]
fn main() {
    // The Lab's worker threads load this same module: they have no page to draw.
    if web_sys::window().is_some() {
        yew::Renderer::<sampo_sahkku::app::App>::new().render();
    }
}

/// A Lab worker thread's work (static/lab-worker.js): a share of games in, counts out.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn lab_share(request: &str) -> Vec<f64> {
    sampo_sahkku::lab::answer(request)
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "This is the browser app: build it with `make serve`. For the command line, run `cargo run --bin lab -- help`."
    );
}
