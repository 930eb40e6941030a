//! The engine benchmark inside the browser's wasm: the same random playouts as
//! `lab bench`, timed with `performance.now()`. `make bench` calls it through the
//! bindings Trunk exposes as `window.wasmBindings`.

use crate::engine::sahkku::Variant;
use crate::engine::sampo::HouseRules;
use crate::lab;
use wasm_bindgen::prelude::*;

fn now() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map(|p| p.now() / 1000.0).unwrap_or(0.0)
}

/// Random playouts of one preset: `{"playouts_per_sec": …, "plies_per_sec": …, …}`
/// (plies are sub-moves; piece plies, decisions and throws are counted apart).
#[wasm_bindgen]
pub fn bench_sahkku(variant: &str, games: u32, seed: u32) -> Result<String, JsError> {
    let v = Variant::from_id(variant).map_err(|e| JsError::new(&e.to_string()))?;
    let stats = lab::sahkku::run(v.rules(), ["random", "random"], games as u64, seed as u64, now)
        .map_err(|e| JsError::new(&e))?;
    // Written by hand: serde's code for the whole summary would ship in the app.
    Ok(format!(
        r#"{{"playouts_per_sec":{},"plies_per_sec":{},"piece_plies_per_sec":{},"decisions_per_sec":{},"throws_per_sec":{}}}"#,
        stats.playouts_per_sec,
        stats.plies_per_sec,
        stats.piece_plies_per_sec,
        stats.decisions_per_sec,
        stats.throws_per_sec
    ))
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
    Ok(format!(r#"{{"p50":{},"p95":{}}}"#, ms(0.5), ms(0.95)))
}

/// The master's decision times in milliseconds at a thinking time of `budget_ms`, and
/// the positions it scored in each: `{"p50": …, "p99": …, "max": …, "nodes_p50": …}`
/// (issue 17: p99 within the budget).
#[wasm_bindgen]
pub fn bench_master(variant: &str, decisions: u32, seed: u32, budget_ms: f64) -> Result<String, JsError> {
    let v = Variant::from_id(variant).map_err(|e| JsError::new(&e.to_string()))?;
    let (t, nodes) = lab::sahkku::master_decision_ms(v.rules(), decisions as usize, seed as u64, budget_ms, now);
    let ms = |q| (lab::sahkku::quantile(&t, q) * 100.0).round() / 100.0;
    Ok(format!(
        r#"{{"p50":{},"p99":{},"max":{},"nodes_p50":{}}}"#,
        ms(0.5),
        ms(0.99),
        ms(1.0),
        lab::sahkku::quantile(&nodes, 0.5)
    ))
}

/// The review of a random game of at least `turns` turns (issue 38: a 300-turn game in
/// under 2 s), `{"turns": …, "ms": …}`.
#[wasm_bindgen]
pub fn bench_review(variant: &str, turns: u32, seed: u32) -> Result<String, JsError> {
    let v = Variant::from_id(variant).map_err(|e| JsError::new(&e.to_string()))?;
    let record = lab::sahkku::long_game(v, turns, seed as u64);
    let (turns, ms) = lab::sahkku::review_ms(&record, now);
    Ok(format!(r#"{{"turns":{turns},"ms":{}}}"#, ms.round()))
}
