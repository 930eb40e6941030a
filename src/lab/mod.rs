//! Many games at once: the statistics behind the `lab` command line (and, later, the
//! browser lab). Pure code over the engines.

pub mod sahkku;
pub mod sampo;

use serde::Serialize;

/// Summary of a list of counts.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Spread {
    pub mean: f64,
    pub p50: u32,
    pub p90: u32,
    pub max: u32,
}

impl Spread {
    pub fn of(values: &mut [u32]) -> Spread {
        if values.is_empty() {
            return Spread { mean: 0.0, p50: 0, p90: 0, max: 0 };
        }
        values.sort_unstable();
        let pick = |q: f64| values[((values.len() - 1) as f64 * q).round() as usize];
        let sum: u64 = values.iter().map(|&v| v as u64).sum();
        Spread { mean: sum as f64 / values.len() as f64, p50: pick(0.5), p90: pick(0.9), max: *values.last().unwrap() }
    }
}
