//! Per-thread caches of evaluation terms that depend on only part of the position: the pawns
//! and kings (https://www.chessprogramming.org/Pawn_Hash_Table), and the material. Both change
//! seldom, so a search meets few of them and evaluates each many times over.
//!
//! Entries hold the whole part they were computed from, so a hit is exactly what computing
//! would give: the evaluation stays deterministic whatever a cache held before.

use crate::core::zobrist;
use shakmaty::{Bitboard, Square};
use std::cell::RefCell;

/// The pawns and kings the pawn-and-king terms are computed from.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Structure {
    pub pawns: [Bitboard; 2],
    pub kings: [Square; 2],
}

/// What the pawn-and-king terms add up to: each side's packed weight sum, and both sides'
/// passed pawns.
#[derive(Clone, Copy, Default)]
pub struct Terms {
    pub sums: [i64; 2],
    pub passed: Bitboard,
}

/// A direct-mapped table of `V`s by exact key `K`.
struct Cache<K, V> {
    entries: Vec<(K, V)>,
    /// What an entry holds before its first store: a key no position has.
    empty: (K, V),
    size: usize,
}

impl<K: Copy + Eq, V: Copy> Cache<K, V> {
    const fn new(size: usize, empty: (K, V)) -> Self {
        Cache { entries: Vec::new(), empty, size }
    }

    fn get_or(&mut self, key: K, hash: u64, compute: impl FnOnce() -> V) -> V {
        if self.entries.is_empty() {
            // Allocated on the thread's first evaluation.
            self.entries.resize(self.size, self.empty);
        }
        let entry = &mut self.entries[hash as usize % self.size];
        if entry.0 != key {
            *entry = (key, compute());
        }
        entry.1
    }
}

thread_local! {
    /// 48 bytes an entry: 768 KiB. No position has both kings on one square.
    static PAWN_KING: RefCell<Cache<Structure, Terms>> = const {
        let none = Structure { pawns: [Bitboard::EMPTY; 2], kings: [Square::A1; 2] };
        RefCell::new(Cache::new(1 << 14, (none, Terms { sums: [0; 2], passed: Bitboard::EMPTY })))
    };
    /// 24 bytes an entry: 96 KiB. Material keys keep their top bits clear.
    static MATERIAL: RefCell<Cache<u64, [i64; 2]>> = const { RefCell::new(Cache::new(1 << 12, (u64::MAX, [0; 2]))) };
}

/// The pawn-and-king terms cached for `structure` on this thread, or `compute()`'s, stored.
pub fn pawn_king_terms(structure: Structure, compute: impl FnOnce() -> Terms) -> Terms {
    let [white, black] = structure.pawns;
    let kings = structure.kings[0] as u64 | (structure.kings[1] as u64) << 6;
    let hash = zobrist::mix(white.0 ^ zobrist::mix(black.0 ^ kings));
    PAWN_KING.with_borrow_mut(|cache| cache.get_or(structure, hash, compute))
}

/// The material terms cached for `key` on this thread (piece counts in 5-bit fields, so below
/// 2^60), or `compute()`'s packed sums per side, stored.
pub fn material_terms(key: u64, compute: impl FnOnce() -> [i64; 2]) -> [i64; 2] {
    debug_assert!(key < 1 << 60);
    MATERIAL.with_borrow_mut(|cache| cache.get_or(key, zobrist::mix(key), compute))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_terms_come_back_only_for_the_same_structure() {
        let structure =
            Structure { pawns: [Bitboard(0xFF00), Bitboard(0x00FF_0000_0000_0000)], kings: [Square::E1, Square::E8] };
        let terms = Terms { sums: [5, -7], passed: Bitboard(0x10) };
        assert_eq!(pawn_king_terms(structure, || terms).sums, [5, -7]);
        assert_eq!(pawn_king_terms(structure, || unreachable!()).passed, Bitboard(0x10));
        // Another king square is another structure.
        let moved = Structure { kings: [Square::E1, Square::D8], ..structure };
        assert_eq!(pawn_king_terms(moved, || Terms { sums: [1, 2], passed: Bitboard::EMPTY }).sums, [1, 2]);
        // Kings and nothing else: computed, not taken for an empty entry.
        let bare = Structure { pawns: [Bitboard::EMPTY; 2], kings: [Square::A1, Square::H8] };
        assert_eq!(pawn_king_terms(bare, || Terms { sums: [3, 3], passed: Bitboard::EMPTY }).sums, [3, 3]);
    }

    #[test]
    fn stored_material_comes_back_only_for_the_same_key() {
        assert_eq!(material_terms(0, || [4, -4]), [4, -4]);
        assert_eq!(material_terms(0, || unreachable!()), [4, -4]);
        assert_eq!(material_terms(1 << 5, || [9, 0]), [9, 0]);
        assert_eq!(material_terms(0, || [4, -4]), [4, -4]);
    }
}
