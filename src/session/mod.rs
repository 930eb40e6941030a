//! Games being played at one screen: the engines plus who sits where, the dice, and
//! undo. Pure Rust, shared by the browser app and tested natively.

pub mod sahkku;
pub mod sampo;
pub mod selection;
