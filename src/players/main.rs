//! The computer players' module: a wasm of its own, loaded by the app's worker threads
//! (static/app-worker.js) when first needed, or by the page itself where no worker
//! can start (src/app/players.rs). It holds what the first screen does not need: the
//! expert's and the master's search, the Lab's games and the game review. Built for
//! speed (Cargo.toml's `players` profile) and without the app.
//!
//! Every call takes text and gives text (or the Lab's numbers), so that the same
//! questions are answered natively in the tests.

// The engine's timings `make bench` runs in the browser (tests/e2e/bench.js). They
// ship with the module (a few KB), so that the build measured is the one players get.
// Both modules build natively too, where nothing calls them, so that the native lint
// (`make check`) reads them: no build for the web has a lint pass of its own.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod bench;

#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod exports {
    use wasm_bindgen::prelude::*;

    #[wasm_bindgen]
    extern "C" {
        /// The page's or the worker's clock, in milliseconds.
        #[wasm_bindgen(js_namespace = performance, js_name = now)]
        pub fn now_ms() -> f64;
    }

    /// The computer's thinking: a question in (a Sáhkku game, a level and its thinking
    /// time) with the family's trained weights where the page fetched them, the
    /// sub-moves to play out (`session::thinking`).
    #[wasm_bindgen]
    pub fn think(question: &str, weights: Option<Vec<u8>>) -> String {
        sampo_sahkku::session::thinking::answer(question, &now_ms, weights.as_deref())
    }

    /// The computer's hint: a question in (the game so far, the master's thinking time)
    /// with the family's learned score where the page fetched it, the ranking of the
    /// choices out (`session::thinking::hint_answer`).
    #[wasm_bindgen]
    pub fn hint(question: &str, weights: Option<Vec<u8>>) -> String {
        sampo_sahkku::session::thinking::hint_answer(question, &now_ms, weights.as_deref())
    }

    /// A share of the Lab's games: a request in, with the family's learned score where
    /// its masters play with it, the counts out (`lab::answer`).
    #[wasm_bindgen]
    pub fn lab_share(request: &str, weights: Option<Vec<u8>>) -> Vec<f64> {
        sampo_sahkku::lab::answer(request, weights.as_deref())
    }

    /// A Sáhkku game's review: its record in (JSON, as a save holds it), or the record
    /// with the hint's answers at its decisions (`deep_review::Deepening::request`),
    /// with its family's learned score where the page fetched it; the review out
    /// (JSON), or empty when the record cannot be read or replayed.
    #[wasm_bindgen]
    pub fn review(record: &str, weights: Option<Vec<u8>>) -> String {
        sampo_sahkku::session::deep_review::answer(record, weights.as_deref())
    }
}

fn main() {
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("This is the computer players' module of the browser app: `make serve` builds it.");
}
