//! The rules engines. Pure Rust: nothing here may touch the browser, so that every
//! rule runs and is tested natively, and the same code ships in the wasm app.
//!
//! Both engines speak one vocabulary, so that sessions, the lab and the tests read
//! the same way for either game:
//! - `legal_moves()`: what may be played now (Sampo: the die's faces; Sáhkku: sub-moves);
//! - `check(move)`: `Ok`, or the typed reason it is refused (`sampo::PlayError`,
//!   `sahkku::Illegal`: no text inside; the app words each one);
//! - `play(move)`: the events it caused, or the reason, with nothing changed;
//! - `is_over()` and the outcome (Sampo: `ranking()`; Sáhkku: `outcome()`);
//! - house rules as typed values with stable names for files, the command line and the
//!   UI: `OPTIONS` (name and values), `get(name)`, `set(name, value)`, `set_pair("name=value")`.

pub mod dice;
pub mod hash;
pub mod inline;
pub mod order;
pub mod sahkku;
pub mod sampo;

/// `Result::expect` for a step known to succeed (checked before, or built from the
/// program's own data), without the error's Debug text, which `expect` would carry
/// into the wasm for what cannot happen: every such step in the crate uses it.
pub(crate) trait Checked<T> {
    fn checked(self, why: &'static str) -> T;
}

impl<T, E> Checked<T> for Result<T, E> {
    fn checked(self, why: &'static str) -> T {
        match self {
            Ok(v) => v,
            Err(_) => failed(why),
        }
    }
}

/// One panic for every `checked`, whatever the result's types.
#[cold]
#[inline(never)]
fn failed(why: &'static str) -> ! {
    panic!("{why}")
}

/// A seat at the table, counted from 0 in turn order.
pub type Seat = u8;
