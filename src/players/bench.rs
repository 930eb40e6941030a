//! The engine benchmark inside the browser's wasm: the same random playouts as
//! `lab bench`, timed with `performance.now()`. `make bench` loads this module on its
//! page (tests/e2e/lib/bench-page.js) and calls these.

use sampo_sahkku::engine::sahkku::net::Net;
use sampo_sahkku::engine::sahkku::Variant;
use sampo_sahkku::engine::sampo::HouseRules;
use sampo_sahkku::lab;
use wasm_bindgen::prelude::*;

/// In seconds.
fn now() -> f64 {
    super::exports::now_ms() / 1000.0
}

/// Random playouts of one preset: `{"playouts_per_sec": …, "plies_per_sec": …, …}`
/// (plies are sub-moves; piece plies, decisions and throws are counted apart).
#[wasm_bindgen]
pub fn bench_sahkku(variant: &str, games: u32, seed: u32) -> Result<String, JsError> {
    let v = Variant::from_id(variant).map_err(|e| JsError::new(&e.to_string()))?;
    let stats = lab::sahkku::run(v.rules(), ["random", "random"], games as u64, seed as u64, now)
        .map_err(|e| JsError::new(&e))?;
    // All of the summary (the bench page reads the five rates it times).
    json(&stats)
}

/// As JSON: serde's writer is in the module already, for the review.
fn json(value: &impl serde::Serialize) -> Result<String, JsError> {
    serde_json::to_string(value).map_err(|e| JsError::new(&e.to_string()))
}

/// Four-player Sampo games per second.
#[wasm_bindgen]
pub fn bench_sampo(games: u32, seed: u32) -> f64 {
    let start = now();
    lab::sampo::run(4, games as u64, seed as u64, HouseRules::default()).expect("4 players is valid");
    games as f64 / (now() - start).max(1e-9)
}

/// Expert decision times in milliseconds, `{"p50": …, "p95": …}`.
#[wasm_bindgen]
pub fn bench_expert(variant: &str, decisions: u32, seed: u32) -> Result<String, JsError> {
    let v = Variant::from_id(variant).map_err(|e| JsError::new(&e.to_string()))?;
    let t = lab::sahkku::expert_decision_ms(v.rules(), decisions as usize, seed as u64, now);
    let ms = |q| (lab::sahkku::quantile(&t, q) * 100.0).round() / 100.0;
    json(&serde_json::json!({ "p50": ms(0.5), "p95": ms(0.95) }))
}

/// The master's decision times in milliseconds at a thinking time of `budget_ms`, and
/// the positions it scored in each: `{"p50": …, "p99": …, "max": …, "nodes_p50": …}`
/// (issue 17: p99 within the budget), scored by the family's trained network where its
/// `weights` are given (as the app fetches them).
#[wasm_bindgen]
pub fn bench_master(
    variant: &str,
    decisions: u32,
    seed: u32,
    budget_ms: f64,
    weights: Option<Vec<u8>>,
) -> Result<String, JsError> {
    let v = Variant::from_id(variant).map_err(|e| JsError::new(&e.to_string()))?;
    let net = match weights {
        Some(w) => Some(Net::from_bytes(&w, None).map_err(|e| JsError::new(&e.to_string()))?),
        None => None,
    };
    let (t, nodes) =
        lab::sahkku::master_decision_ms(v.rules(), decisions as usize, seed as u64, budget_ms, now, net.as_ref());
    let ms = |q| (lab::sahkku::quantile(&t, q) * 100.0).round() / 100.0;
    json(&serde_json::json!({
        "p50": ms(0.5),
        "p99": ms(0.99),
        "max": ms(1.0),
        "nodes_p50": lab::sahkku::quantile(&nodes, 0.5),
    }))
}

/// The review of a random game of at least `turns` turns (issue 38: a 300-turn game in
/// under 2 s), with the family's learned score where `weights` are given (as the app
/// reads a game of a family that ships one), `{"turns": …, "ms": …}`.
#[wasm_bindgen]
pub fn bench_review(variant: &str, turns: u32, seed: u32, weights: Option<Vec<u8>>) -> Result<String, JsError> {
    let v = Variant::from_id(variant).map_err(|e| JsError::new(&e.to_string()))?;
    let net = match weights {
        Some(w) => Some(Net::from_bytes(&w, None).map_err(|e| JsError::new(&e.to_string()))?),
        None => None,
    };
    let record = lab::sahkku::long_game(v, turns, seed as u64);
    let (turns, ms) = lab::sahkku::review_ms(&record, net.as_ref(), now);
    json(&serde_json::json!({ "turns": turns, "ms": ms.round() }))
}
