//! What the rules pages and tutorials show, worked out by the engines: positions
//! that illustrate a rule, and the move that makes the rule happen. Pure, so that
//! every picture the app draws is tested natively to do what its caption says.

pub mod sahkku;
pub mod sampo;
pub mod words;
