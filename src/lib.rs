//! Sampo & Sáhkku. `engine` holds the rules (pure Rust, tested natively), `lab` the
//! statistics over many games, `i18n` the translations, and `app` the browser UI.

pub mod engine;
pub mod i18n;
pub mod lab;
pub mod layout;
pub mod lessons;
pub mod saves;
pub mod session;

pub mod app;
