//! Sorting the short lists the engines and the app order: a handful of dice, seats or
//! candidate moves. The standard library's sorts are fast on long slices but each use
//! adds its own 2–3 KB of code to the wasm (a quicksort, a heapsort and small-sort
//! networks per element type); an insertion sort is a few hundred bytes and, on lists
//! this short, just as quick. It is stable: equal elements keep their order.

/// Sorts `v` by `key`, ascending, keeping equal keys in their order.
pub fn sort_by_key<T, K: PartialOrd>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && key(&v[j]) < key(&v[j - 1]) {
            v.swap(j, j - 1);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_ascending_and_keeps_equal_keys_in_order() {
        let mut v = [(3, 'a'), (1, 'b'), (3, 'c'), (2, 'd'), (1, 'e')];
        sort_by_key(&mut v, |p| p.0);
        assert_eq!(v, [(1, 'b'), (1, 'e'), (2, 'd'), (3, 'a'), (3, 'c')]);
        let mut empty: [u8; 0] = [];
        sort_by_key(&mut empty, |&x| x);
    }

    #[test]
    fn agrees_with_the_standard_stable_sort() {
        let mut seed = 7u32;
        for n in 0..40 {
            let mut v: Vec<(u8, usize)> = (0..n)
                .map(|i| {
                    seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                    ((seed >> 16) as u8 % 5, i)
                })
                .collect();
            let mut want = v.clone();
            want.sort_by_key(|p| p.0);
            sort_by_key(&mut v, |p| p.0);
            assert_eq!(v, want);
        }
    }
}
