//! Many games at once: the statistics behind the `lab` command line and the browser
//! lab. Pure code over the engines; runs advance a batch at a time so that a page can
//! draw progress and stop between batches.

pub mod reading;
pub mod sahkku;
pub mod sampo;
pub mod stats;

use serde::Serialize;
use stats::Counts;

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
        let mut c = Counts::default();
        for &v in values.iter() {
            c.add(v);
        }
        Spread::of_counts(&c)
    }

    pub fn of_counts(c: &Counts) -> Spread {
        Spread { mean: c.mean(), p50: c.quantile(0.5), p90: c.quantile(0.9), max: c.max() }
    }
}
