//! Transposition table shared by all search threads without locks: each entry is two
//! atomics, the key stored XOR-ed with the data so a torn write reads as a miss
//! (Hyatt & Mann, "A lock-less transposition table implementation for parallel search").
//! Buckets of four entries; replacement prefers shallow and old entries. The table also
//! keeps, per search thread, what the last search learned beyond it (move-ordering history
//! and correction history), since both live exactly as long: one game.

use super::Learned;
use super::score::{MATE_BOUND, Score};
use std::alloc::{Layout, alloc_zeroed, handle_alloc_error};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU8, AtomicU64, Ordering::Relaxed};

/// What a stored score means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The exact score.
    Exact,
    /// At least this (a fail high).
    Lower,
    /// At most this (a fail low).
    Upper,
}

/// One probe result.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// Move code of the best move found (0 = none).
    pub move_code: u32,
    /// Score, already adjusted to the probing ply.
    pub score: Score,
    /// Remaining depth the score was searched to.
    pub depth: i32,
    /// Bound type.
    pub bound: Bound,
}

struct Slot {
    key_xor_data: AtomicU64,
    data: AtomicU64,
}

const BUCKET: usize = 4;

/// A cache line's bytes: each bucket fills one.
const LINE: usize = BUCKET * std::mem::size_of::<Slot>();

/// The shared table.
pub struct TranspositionTable {
    slots: Box<[Slot]>,
    /// The first slot on a cache-line boundary, where the buckets start: a probe then costs
    /// one memory access, not two. (The allocation itself is only 8-aligned, since the
    /// system zeroes such memory lazily and a bigger alignment would be written in full.)
    first: usize,
    buckets: usize,
    age: AtomicU8,
    /// What each search thread learned, for the next search of the same game (the table is
    /// made anew, and this emptied with it, for a new game).
    learned: Mutex<Vec<Option<Box<Learned>>>>,
}

fn pack(code: u32, score: Score, depth: i32, bound: Bound, age: u8) -> u64 {
    let bound = match bound {
        Bound::Exact => 0u64,
        Bound::Lower => 1,
        Bound::Upper => 2,
    };
    code as u64
        | ((score as i16 as u16 as u64) << 32)
        | ((depth.clamp(-1, 254) + 1) as u64) << 48
        | bound << 56
        | ((age as u64 & 63) << 58)
}

fn unpack(data: u64) -> (u32, Score, i32, Bound, u8) {
    let bound = match (data >> 56) & 3 {
        0 => Bound::Exact,
        1 => Bound::Lower,
        _ => Bound::Upper,
    };
    (
        data as u32,
        (data >> 32) as u16 as i16 as Score,
        ((data >> 48) & 0xFF) as i32 - 1,
        bound,
        ((data >> 58) & 63) as u8,
    )
}

/// `n` empty slots in one zeroed allocation.
fn zeroed_slots(n: usize) -> Box<[Slot]> {
    let layout = Layout::array::<Slot>(n).expect("table size fits the address space");
    // SAFETY: `n >= BUCKET > 0`, so the layout is not zero-sized. A `Slot` is two `AtomicU64`s,
    // for which all-zero bytes are a valid value (the empty entry). The pointer is checked for
    // null, points to `n` slots of that layout, and the `Box` frees it with the same layout.
    unsafe {
        let ptr = alloc_zeroed(layout).cast::<Slot>();
        if ptr.is_null() {
            handle_alloc_error(layout);
        }
        advise_huge_pages(ptr.cast(), layout.size());
        Box::from_raw(std::ptr::slice_from_raw_parts_mut(ptr, n))
    }
}

/// Asks Linux to back the table with 2 MiB pages where its transparent huge pages are
/// enabled only on request (`madvise`, the default of many distributions): a probe lands
/// anywhere in the table, and with 4 KiB pages most probes also miss the TLB (Stockfish
/// asks the same). Only the whole pages inside the allocation are advised; the memory stays
/// untouched until the search writes it. Elsewhere, or if the kernel declines, nothing changes.
fn advise_huge_pages(ptr: *mut u8, len: usize) {
    #[cfg(target_os = "linux")]
    {
        // SAFETY: sysconf only reads a constant of the system.
        let page = match unsafe { libc::sysconf(libc::_SC_PAGESIZE) } {
            size if size > 0 => size as usize,
            _ => return,
        };
        let start = (ptr as usize).next_multiple_of(page);
        let end = (ptr as usize + len) / page * page;
        if end > start {
            // SAFETY: the range lies inside one live allocation of ours; MADV_HUGEPAGE only
            // changes how the kernel backs it, never its contents. A failure is harmless.
            unsafe { libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE) };
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (ptr, len);
}

/// Mate scores are stored relative to the node, not the root, so they stay true when the
/// same position is reached at another ply.
fn to_tt(score: Score, ply: usize) -> Score {
    if score >= MATE_BOUND {
        score + ply as Score
    } else if score <= -MATE_BOUND {
        score - ply as Score
    } else {
        score
    }
}

fn from_tt(score: Score, ply: usize) -> Score {
    if score >= MATE_BOUND {
        score - ply as Score
    } else if score <= -MATE_BOUND {
        score + ply as Score
    } else {
        score
    }
}

impl TranspositionTable {
    /// A table of about `mib` MiB. Its memory comes from the system already zeroed (an empty
    /// table), so pages are touched only as the search fills them: a big `Hash` costs nothing
    /// until it is used, and a new table is the cheapest way to clear one.
    pub fn new(mib: usize) -> Self {
        let buckets = (mib.max(1) * 1024 * 1024 / LINE).max(1);
        // Room for the buckets from whichever slot starts a cache line.
        let slots = zeroed_slots(buckets * BUCKET + BUCKET - 1);
        let first = (LINE - slots.as_ptr() as usize % LINE) % LINE / std::mem::size_of::<Slot>();
        TranspositionTable { slots, first, buckets, age: AtomicU8::new(0), learned: Mutex::new(Vec::new()) }
    }

    /// What search thread `id` learned in earlier searches (fresh tables the first time).
    pub(crate) fn take_learned(&self, id: usize) -> Box<Learned> {
        let mut learned = self.learned.lock().unwrap_or_else(|e| e.into_inner());
        learned.get_mut(id).and_then(Option::take).unwrap_or_else(|| Box::new(Learned::new()))
    }

    /// Keeps what search thread `id` learned for the next search.
    pub(crate) fn keep_learned(&self, id: usize, tables: Box<Learned>) {
        let mut learned = self.learned.lock().unwrap_or_else(|e| e.into_inner());
        if learned.len() <= id {
            learned.resize_with(id + 1, || None);
        }
        learned[id] = Some(tables);
    }

    /// Marks the start of a new search: older entries become preferred victims.
    pub fn new_search(&self) {
        self.age.fetch_add(1, Relaxed);
    }

    fn bucket(&self, key: u64) -> &[Slot] {
        let i = ((key as u128 * self.buckets as u128) >> 64) as usize;
        let start = self.first + i * BUCKET;
        &self.slots[start..start + BUCKET]
    }

    /// Starts loading `key`'s bucket into the cache, so that a probe soon after (the child's,
    /// once the moves around it are decided) does not wait for memory.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let bucket = self.bucket(key).as_ptr().cast::<i8>();
            // SAFETY: a prefetch is only a hint; the address is inside the table anyway.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(bucket) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// The entry for `key`, its score adjusted to `ply`.
    pub fn probe(&self, key: u64, ply: usize) -> Option<Entry> {
        for slot in self.bucket(key) {
            let data = slot.data.load(Relaxed);
            if slot.key_xor_data.load(Relaxed) ^ data == key && data != 0 {
                let (move_code, score, depth, bound, _) = unpack(data);
                return Some(Entry { move_code, score: from_tt(score, ply), depth, bound });
            }
        }
        None
    }

    /// Stores a search result, in the slot of the same position or else the least
    /// valuable one of the bucket (shallow, from an older search).
    pub fn store(&self, key: u64, ply: usize, mut move_code: u32, score: Score, depth: i32, bound: Bound) {
        let age = self.age.load(Relaxed) & 63;
        let bucket = self.bucket(key);
        let mut victim = &bucket[0];
        let mut worst = i32::MAX;
        for slot in bucket {
            let data = slot.data.load(Relaxed);
            if data == 0 || slot.key_xor_data.load(Relaxed) ^ data == key {
                if data != 0 && move_code == 0 {
                    move_code = unpack(data).0; // keep the old best move
                }
                victim = slot;
                break;
            }
            let (_, _, d, _, a) = unpack(data);
            let value = d - 8 * (age.wrapping_sub(a) & 63) as i32;
            if value < worst {
                worst = value;
                victim = slot;
            }
        }
        let packed = pack(move_code, to_tt(score, ply), depth, bound, age);
        victim.data.store(packed, Relaxed);
        victim.key_xor_data.store(key ^ packed, Relaxed);
    }

    /// Permille of the first thousand slots used in the current search (UCI `hashfull`).
    pub fn hashfull(&self) -> u32 {
        let age = self.age.load(Relaxed) & 63;
        let slots = &self.slots[self.first..self.first + self.buckets * BUCKET];
        let n = slots.len().min(1000);
        let used = slots[..n].iter().filter(|s| {
            let d = s.data.load(Relaxed);
            d != 0 && unpack(d).4 == age
        });
        (used.count() * 1000 / n) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buckets_sit_on_cache_lines_and_keep_what_is_stored() {
        for mib in [1, 3] {
            let tt = TranspositionTable::new(mib);
            for n in 0..1000u64 {
                let key = n.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
                assert_eq!(tt.bucket(key).as_ptr() as usize % LINE, 0);
                tt.store(key, 0, 7, 42, 3, Bound::Lower);
                let e = tt.probe(key, 0).expect("just stored");
                assert_eq!((e.move_code, e.score, e.depth, e.bound), (7, 42, 3, Bound::Lower));
            }
        }
    }

    #[test]
    fn what_a_thread_learned_is_kept_for_the_next_search_until_the_table_is_made_anew() {
        let tt = TranspositionTable::new(1);
        let mut learned = tt.take_learned(1);
        learned.heuristics.history[0][5] = 77;
        tt.keep_learned(1, learned);
        assert_eq!(tt.take_learned(0).heuristics.history[0][5], 0, "each thread has its own");
        let again = tt.take_learned(1);
        assert_eq!(again.heuristics.history[0][5], 77);
        tt.keep_learned(1, again);
        assert_eq!(TranspositionTable::new(1).take_learned(1).heuristics.history[0][5], 0);
    }
}
