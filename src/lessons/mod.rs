//! What the rules pages and tutorials show, worked out by the engines: positions
//! that illustrate a rule, and the move that makes the rule happen. Pure, so that
//! every picture the app draws is tested natively to do what its caption says.

pub mod sahkku;
pub mod sampo;
pub mod words;

/// The dice of both tutorials: the learner starts (Sáhkku's opening X comes at once)
/// and Sampo's first roll lands on a square that takes a coin for the pot.
pub const TUTORIAL_SEED: u64 = 13;
