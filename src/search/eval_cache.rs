//! A small per-thread cache of static evaluations by position hash. Iterative deepening and
//! re-searches reach the same positions again and again, and the S-Chess evaluation is about
//! half the search's time; an entry costs one memory access.

use super::score::Score;

/// Entries (8 bytes each): 1 MiB per search thread.
const SIZE: usize = 1 << 17;

/// Each entry is the key's upper half beside the evaluation; an empty entry is 0, which
/// only a key with a zero upper half could match, and then it reads as a miss below.
pub struct EvalCache {
    entries: Box<[u64]>,
}

impl EvalCache {
    pub fn new() -> Self {
        EvalCache { entries: vec![0; SIZE].into_boxed_slice() }
    }

    /// The evaluation stored for `key`, or `evaluate()`'s, stored.
    pub fn get_or(&mut self, key: u64, evaluate: impl FnOnce() -> Score) -> Score {
        let slot = &mut self.entries[key as usize % SIZE];
        let tag = key & !0xFFFF_FFFF;
        if tag != 0 && *slot & !0xFFFF_FFFF == tag {
            return *slot as u32 as i32;
        }
        let eval = evaluate();
        *slot = tag | eval as u32 as u64;
        eval
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_evaluation_comes_back_and_another_key_misses() {
        let mut cache = EvalCache::new();
        let key = 0xDEAD_BEEF_0000_0005;
        assert_eq!(cache.get_or(key, || -123), -123);
        assert_eq!(cache.get_or(key, || unreachable!()), -123);
        // Same slot, another position: evaluated afresh and stored in its place.
        let other = 0x1234_5678_0000_0005;
        assert_eq!(cache.get_or(other, || 77), 77);
        assert_eq!(cache.get_or(key, || 9), 9);
        // A key whose upper half is zero is never taken for an empty entry.
        assert_eq!(cache.get_or(5, || 0), 0);
        assert_eq!(cache.get_or(5, || 41), 41);
    }
}
