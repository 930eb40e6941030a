//! A list of at most `N` small copies, held in place.
//!
//! A Sáhkku position is cloned for every turn a computer player weighs, hundreds of
//! thousands of times a decision. With its soldiers and dice in `Vec`s each clone was
//! three allocations and three frees: profiled, a quarter of the master's time went to
//! the allocator and its copies. Held in place, a clone is one copy.

use std::fmt;
use std::ops::{Deref, DerefMut};

#[derive(Clone, Copy)]
pub struct InlineList<T: Copy + Default, const N: usize> {
    items: [T; N],
    len: u8,
}

impl<T: Copy + Default, const N: usize> InlineList<T, N> {
    pub fn new() -> Self {
        InlineList { items: [T::default(); N], len: 0 }
    }

    /// The list of `items`. Panics when there are more than `N`: every list of the
    /// engine has a bound its rules set (15 soldiers a side, 3 dice).
    pub fn from_slice(items: &[T]) -> Self {
        let mut out = Self::new();
        for &item in items {
            out.push(item);
        }
        out
    }

    pub fn push(&mut self, item: T) {
        assert!((self.len as usize) < N, "an inline list is full");
        self.items[self.len as usize] = item;
        self.len += 1;
    }

    /// Keeps the items `keep` says to, in their order.
    pub fn retain(&mut self, mut keep: impl FnMut(&T) -> bool) {
        let mut kept = 0;
        for i in 0..self.len as usize {
            let item = self.items[i];
            if keep(&item) {
                self.items[kept] = item;
                kept += 1;
            }
        }
        self.len = kept as u8;
    }

    pub fn truncate(&mut self, len: usize) {
        self.len = self.len.min(len as u8);
    }

    pub fn clear(&mut self) {
        self.len = 0;
    }
}

impl<T: Copy + Default, const N: usize> Default for InlineList<T, N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Copy + Default, const N: usize> Deref for InlineList<T, N> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        // (`get`: the length never passes `N`, and no panic is compiled in for it.)
        self.items.get(..self.len as usize).unwrap_or_default()
    }
}

impl<T: Copy + Default, const N: usize> DerefMut for InlineList<T, N> {
    fn deref_mut(&mut self) -> &mut [T] {
        self.items.get_mut(..self.len as usize).unwrap_or_default()
    }
}

impl<T: Copy + Default, const N: usize> Extend<T> for InlineList<T, N> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, items: I) {
        for item in items {
            self.push(item);
        }
    }
}

impl<T: Copy + Default, const N: usize> FromIterator<T> for InlineList<T, N> {
    fn from_iter<I: IntoIterator<Item = T>>(items: I) -> Self {
        let mut out = Self::new();
        out.extend(items);
        out
    }
}

impl<'a, T: Copy + Default, const N: usize> IntoIterator for &'a InlineList<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<'a, T: Copy + Default, const N: usize> IntoIterator for &'a mut InlineList<T, N> {
    type Item = &'a mut T;
    type IntoIter = std::slice::IterMut<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter_mut()
    }
}

/// Lists are equal when their items are: what lies beyond the length is not looked at.
impl<T: Copy + Default + PartialEq, const N: usize> PartialEq for InlineList<T, N> {
    fn eq(&self, o: &Self) -> bool {
        **self == **o
    }
}

impl<T: Copy + Default + Eq, const N: usize> Eq for InlineList<T, N> {}

impl<T: Copy + Default + fmt::Debug, const N: usize> fmt::Debug for InlineList<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_inline_list_keeps_its_items_in_order_and_compares_by_them_alone() {
        let mut a: InlineList<u8, 4> = [1, 2, 3].into_iter().collect();
        a.retain(|&x| x != 2);
        assert_eq!(&*a, &[1, 3]);
        let mut b = InlineList::<u8, 4>::from_slice(&[1, 3, 9]);
        b.truncate(2);
        // The 9 still lies in b's array beyond its length; it does not count.
        assert_eq!(a, b);
        b.push(4);
        b[0] = 7;
        assert_eq!(&*b, &[7, 3, 4]);
        b.clear();
        assert!(b.is_empty());
    }

    #[test]
    #[should_panic(expected = "an inline list is full")]
    fn an_inline_list_refuses_more_than_it_holds() {
        InlineList::<u8, 2>::from_slice(&[1, 2, 3]);
    }
}
