//! Perft with per-move division, parallel over root moves.

use crate::core::{MoveList, Rules, perft};
use rayon::prelude::*;

/// Node counts below each root move, in move-generation order, as (move text, count).
pub fn divide<P: Rules>(pos: &P, depth: u32, threads: usize) -> Vec<(String, u64)> {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    let count = |m: &P::Move| (pos.move_text(*m), perft(&pos.play(*m), depth.saturating_sub(1)));
    if threads > 1 {
        let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().expect("thread pool");
        pool.install(|| moves.par_iter().map(count).collect())
    } else {
        moves.iter().map(count).collect()
    }
}

/// Leaf count to `depth`, with `threads` threads over the root moves.
pub fn count<P: Rules>(pos: &P, depth: u32, threads: usize) -> u64 {
    if depth <= 1 || threads <= 1 {
        return perft(pos, depth);
    }
    divide(pos, depth, threads).iter().map(|(_, n)| n).sum()
}
