//! Sampo & Sáhkku, in layers, each using only those above it:
//! - `engine`: the rules of both games (positions, legal moves, reasons, events);
//! - `session`: a game at one screen (table, record, dice, undo, the board's selection),
//!   and `saves`, which turns files into sessions and back, and `share`, links that carry
//!   a game (and their QR codes);
//! - `lessons`, `layout`, `lab`, `i18n`: what the rules pages teach, where things are
//!   drawn, statistics over many games, the translations;
//! - `app`: the browser UI (Yew), which draws sessions and sends actions to them.
//!
//! Everything but `app` is free of web types (tests/engine_is_pure.rs); all of it,
//! `app` included, builds and is tested natively.

// Lints that hold without noise (warnings are errors in `make check`): every public type
// can be printed in a test's failure, lifetimes are not hidden in paths, and nothing is
// `pub` that no other crate could reach. `missing_docs` does not hold yet: the engine's
// public pieces, events and sub-moves have some 450 fields and variants without a line.
#![warn(missing_debug_implementations, rust_2018_idioms, unreachable_pub)]

pub mod engine;
pub mod i18n;
pub mod lab;
pub mod layout;
pub mod lessons;
pub mod saves;
pub mod session;
pub mod share;

// Yew's `#[component]` makes a component as public as its props: in the app a
// `pub(crate)` props type would not compile beside it.
#[cfg(feature = "app")]
#[allow(unreachable_pub)]
pub mod app;
