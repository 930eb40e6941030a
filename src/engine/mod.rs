//! The rules engines. Pure Rust: nothing here may touch the browser, so that every
//! rule runs and is tested natively, and the same code ships in the wasm app.

pub mod dice;
pub mod sahkku;
pub mod sampo;

/// A seat at the table, counted from 0 in turn order.
pub type Seat = u8;
