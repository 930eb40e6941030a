//! The arithmetic behind the lab's charts and readings: counts by value, shares with
//! a confidence interval, and the χ² test a class can use to ask "are the dice fair?".

use serde::Serialize;

/// Counts written as one list of numbers, as a worker thread sends them to the page
/// (a float holds every count exactly): each list is its length, then its items.
#[derive(Debug, Default)]
pub struct Numbers(pub Vec<f64>);

impl Numbers {
    pub fn put(&mut self, x: i64) {
        self.0.push(x as f64);
    }

    pub fn put_counts(&mut self, items: &[u64]) {
        self.put(items.len() as i64);
        for &x in items {
            self.put(x as i64);
        }
    }

    pub fn put_signed(&mut self, items: &[i64]) {
        self.put(items.len() as i64);
        for &x in items {
            self.put(x);
        }
    }
}

/// Reads what `Numbers` wrote; `None` when the list ends early.
#[derive(Debug)]
pub struct Reader<'a> {
    numbers: &'a [f64],
    at: usize,
}

impl<'a> Reader<'a> {
    pub fn new(numbers: &'a [f64]) -> Self {
        Reader { numbers, at: 0 }
    }

    pub fn done(&self) -> bool {
        self.at >= self.numbers.len()
    }

    pub fn take(&mut self) -> Option<i64> {
        let x = *self.numbers.get(self.at)?;
        self.at += 1;
        Some(x as i64)
    }

    pub fn count(&mut self) -> Option<u64> {
        self.take().map(|x| x.max(0) as u64)
    }

    pub fn list(&mut self) -> Option<Vec<u64>> {
        let n = self.count()?;
        (0..n).map(|_| self.count()).collect()
    }

    pub fn signed_list(&mut self) -> Option<Vec<i64>> {
        let n = self.count()?;
        (0..n).map(|_| self.take()).collect()
    }
}

/// Adds `b` into `a` place by place, growing `a` if `b` is longer.
pub fn add_into<T: Copy + Default + std::ops::AddAssign>(a: &mut Vec<T>, b: &[T]) {
    if a.len() < b.len() {
        a.resize(b.len(), T::default());
    }
    for (x, &y) in a.iter_mut().zip(b) {
        *x += y;
    }
}

/// How many times each whole number occurred; index = value. A game length or a
/// number of captures per game is small, so a dense vector is the simplest map.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Counts(pub Vec<u64>);

/// One bar of a histogram: values `lo..=hi` occurred `count` times.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bin {
    pub lo: u32,
    pub hi: u32,
    pub count: u64,
}

impl Counts {
    pub fn add(&mut self, value: u32) {
        let i = value as usize;
        if i >= self.0.len() {
            self.0.resize(i + 1, 0);
        }
        self.0[i] += 1;
    }

    pub fn total(&self) -> u64 {
        self.0.iter().sum()
    }

    pub fn mean(&self) -> f64 {
        let n = self.total();
        if n == 0 {
            return 0.0;
        }
        self.0.iter().enumerate().map(|(v, &c)| v as f64 * c as f64).sum::<f64>() / n as f64
    }

    /// The smallest value with at least a fraction `q` of all values at or below it.
    pub fn quantile(&self, q: f64) -> u32 {
        let n = self.total();
        if n == 0 {
            return 0;
        }
        let want = ((n as f64 * q).ceil() as u64).clamp(1, n);
        let mut seen = 0;
        for (v, &c) in self.0.iter().enumerate() {
            seen += c;
            if seen >= want {
                return v as u32;
            }
        }
        self.max()
    }

    pub fn min(&self) -> u32 {
        self.0.iter().position(|&c| c > 0).unwrap_or(0) as u32
    }

    pub fn max(&self) -> u32 {
        self.0.iter().rposition(|&c| c > 0).unwrap_or(0) as u32
    }

    /// At most `max_bins` bars of equal width from the smallest value to the 99th
    /// percentile; a last bar gathers the rare long tail, so one freak game does not
    /// squash the chart.
    pub fn bins(&self, max_bins: u32) -> Vec<Bin> {
        if self.total() == 0 {
            return Vec::new();
        }
        let lo = self.min();
        let top = self.quantile(0.99).max(lo);
        let max = self.max();
        let width = (top - lo + 1).div_ceil(max_bins.max(1)).max(1);
        let mut bins = Vec::new();
        let mut start = lo;
        while start <= top {
            let hi = start + width - 1;
            bins.push(Bin { lo: start, hi, count: self.sum(start, hi) });
            start += width;
        }
        if max >= start {
            bins.push(Bin { lo: start, hi: max, count: self.sum(start, max) });
        }
        bins
    }

    fn sum(&self, lo: u32, hi: u32) -> u64 {
        let end = (hi as usize + 1).min(self.0.len());
        self.0.get(lo as usize..end).map_or(0, |s| s.iter().sum())
    }

    pub fn merge(&mut self, other: &Counts) {
        if other.0.len() > self.0.len() {
            self.0.resize(other.0.len(), 0);
        }
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            *a += b;
        }
    }
}

/// The 95 % Wilson interval of a share `k / n`: where the true chance most likely
/// lies. Unlike "± 2 standard errors" it stays within 0..1 for small samples.
pub fn wilson(k: u64, n: u64) -> (f64, f64) {
    wilson_of(k as f64, n as f64)
}

/// The same for a count that may hold halves (a draw is half a win).
pub fn wilson_of(k: f64, n: f64) -> (f64, f64) {
    if n == 0.0 {
        return (0.0, 1.0);
    }
    const Z: f64 = 1.959_963_985;
    let p = k / n;
    let z2 = Z * Z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Pearson's χ² of observed counts against expected shares (which sum to 1).
pub fn chi_square(observed: &[u64], expected_share: &[f64]) -> f64 {
    let n: u64 = observed.iter().sum();
    observed
        .iter()
        .zip(expected_share)
        .filter(|(_, &p)| p > 0.0)
        .map(|(&o, &p)| {
            let e = n as f64 * p;
            (o as f64 - e).powi(2) / e
        })
        .sum()
}

/// The χ² value that chance alone exceeds only 5 % of the time, for 1 to 10 degrees
/// of freedom (a die has at most 6 faces and a table at most 6 seats).
pub fn chi_square_limit_95(degrees: usize) -> f64 {
    const TABLE: [f64; 10] = [3.841, 5.991, 7.815, 9.488, 11.070, 12.592, 14.067, 15.507, 16.919, 18.307];
    TABLE[degrees.clamp(1, TABLE.len()) - 1]
}

/// What a fairness test says about counts that should follow `expected_share`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Fairness {
    /// Too few observations to say anything (fewer than 5 expected in some class).
    TooFew,
    /// The counts differ no more than chance would make them differ.
    Consistent { chi2: f64, limit: f64 },
    /// A difference this large happens by chance less than 5 % of the time.
    Unlikely { chi2: f64, limit: f64 },
}

pub fn fairness(observed: &[u64], expected_share: &[f64]) -> Fairness {
    let n: u64 = observed.iter().sum();
    if expected_share.iter().any(|&p| p > 0.0 && (n as f64 * p) < 5.0) {
        return Fairness::TooFew;
    }
    let classes = expected_share.iter().filter(|&&p| p > 0.0).count();
    let chi2 = chi_square(observed, expected_share);
    let limit = chi_square_limit_95(classes.saturating_sub(1));
    if chi2 <= limit {
        Fairness::Consistent { chi2, limit }
    } else {
        Fairness::Unlikely { chi2, limit }
    }
}

/// Counts of each face of a die, and the share each face should have.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DiceTally {
    pub counts: Vec<u64>,
}

impl DiceTally {
    pub fn new(faces: usize) -> DiceTally {
        DiceTally { counts: vec![0; faces] }
    }

    /// Counts face `index` (from 0).
    pub fn add(&mut self, index: usize) {
        self.counts[index] += 1;
    }

    pub fn total(&self) -> u64 {
        self.counts.iter().sum()
    }

    /// Every face is equally likely on a fair die (the source assumes this for the
    /// stick dice too).
    pub fn expected_share(&self) -> Vec<f64> {
        vec![1.0 / self.counts.len() as f64; self.counts.len()]
    }

    pub fn fairness(&self) -> Fairness {
        fairness(&self.counts, &self.expected_share())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_know_their_quantiles_and_mean() {
        let mut c = Counts::default();
        for v in [3, 5, 5, 7, 10] {
            c.add(v);
        }
        assert_eq!(c.total(), 5);
        assert_eq!(c.mean(), 6.0);
        assert_eq!(c.quantile(0.5), 5);
        assert_eq!(c.min(), 3);
        assert_eq!(c.max(), 10);
    }

    #[test]
    fn bins_cover_every_value_once() {
        let mut c = Counts::default();
        for v in 0..1000u32 {
            c.add(20 + v % 37);
        }
        c.add(400);
        let bins = c.bins(10);
        assert!(bins.len() <= 11);
        assert_eq!(bins.iter().map(|b| b.count).sum::<u64>(), c.total());
        for w in bins.windows(2) {
            assert_eq!(w[0].hi + 1, w[1].lo);
        }
        assert_eq!(bins.last().unwrap().hi, 400);
    }

    #[test]
    fn wilson_interval_contains_the_share_and_narrows_with_more_games() {
        let (lo, hi) = wilson(25, 100);
        assert!(lo < 0.25 && 0.25 < hi);
        let (lo2, hi2) = wilson(2500, 10_000);
        assert!(hi2 - lo2 < (hi - lo) / 5.0);
        assert_eq!(wilson(0, 10).0, 0.0);
    }

    #[test]
    fn a_fair_looking_die_passes_and_a_loaded_one_fails() {
        let fair = DiceTally { counts: vec![98, 103, 100, 97, 105, 97] };
        assert!(matches!(fair.fairness(), Fairness::Consistent { .. }));
        let loaded = DiceTally { counts: vec![60, 100, 100, 100, 100, 140] };
        assert!(matches!(loaded.fairness(), Fairness::Unlikely { .. }));
        assert_eq!(DiceTally { counts: vec![1, 2, 0, 1, 0, 3] }.fairness(), Fairness::TooFew);
    }
}
