//! A reusable list of moves: generators append into it, callers keep one per ply.

use std::ops::Deref;

/// A list of moves that keeps its allocation between uses.
#[derive(Debug, Clone)]
pub struct MoveList<M>(Vec<M>);

/// Empty and unallocated: the search takes each ply's list out with `std::mem::take`, and
/// the placeholder left behind must cost nothing.
impl<M> Default for MoveList<M> {
    fn default() -> Self {
        MoveList(Vec::new())
    }
}

impl<M> MoveList<M> {
    /// An empty list with room for a typical position.
    pub fn new() -> Self {
        MoveList(Vec::with_capacity(256))
    }
    /// Adds a move.
    #[inline(always)]
    pub fn push(&mut self, m: M) {
        self.0.push(m);
    }
    /// Removes every move, keeping the allocation.
    #[inline]
    pub fn clear(&mut self) {
        self.0.clear();
    }
    /// Keeps only the moves for which `f` is true.
    pub fn retain(&mut self, f: impl FnMut(&M) -> bool) {
        self.0.retain(f);
    }
    /// The moves, mutable (for ordering).
    pub fn as_mut_slice(&mut self) -> &mut [M] {
        &mut self.0
    }
}

impl<M> Deref for MoveList<M> {
    type Target = [M];
    fn deref(&self) -> &[M] {
        &self.0
    }
}

impl<'a, M> IntoIterator for &'a MoveList<M> {
    type Item = &'a M;
    type IntoIter = std::slice::Iter<'a, M>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}
