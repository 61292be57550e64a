//! Perft with per-move division, parallel over root moves, and a variant that a protocol can
//! stop: `go perft 27` must not hold the engine hostage.

use crate::core::{MoveList, Rules, perft};
use rayon::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering::Relaxed};

/// Node counts below each root move, in move-generation order, as (move text, count).
pub fn divide<P: Rules>(pos: &P, depth: u32, threads: usize) -> Vec<(String, u64)> {
    let never = AtomicBool::new(false);
    let mut rows = Vec::new();
    divide_until(pos, depth, threads, &never, |m, n| rows.push((m.to_string(), n)));
    rows
}

/// Leaf count to `depth`, with `threads` threads over the root moves.
pub fn count<P: Rules>(pos: &P, depth: u32, threads: usize) -> u64 {
    if depth <= 1 || threads <= 1 {
        return perft(pos, depth);
    }
    divide(pos, depth, threads).iter().map(|(_, n)| n).sum()
}

/// Divides like [`divide`], handing each root move's count to `row` as soon as it is known
/// (in move-generation order), until `stop` is set. Returns the total, or None when stopped.
pub fn divide_until<P: Rules>(
    pos: &P,
    depth: u32,
    threads: usize,
    stop: &AtomicBool,
    mut row: impl FnMut(&str, u64),
) -> Option<u64> {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    let below = |m: &P::Move| perft_until(&pos.play(*m), depth.max(1) - 1, stop);
    // One thread counts lazily, so each row appears as soon as it is known.
    let counts: Box<dyn Iterator<Item = Option<u64>>> = if threads > 1 {
        let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().expect("thread pool");
        Box::new(pool.install(|| moves.par_iter().map(below).collect::<Vec<_>>()).into_iter())
    } else {
        Box::new(moves.iter().map(below))
    };
    let mut total = 0;
    for (m, n) in moves.iter().zip(counts) {
        let n = n?;
        row(&pos.move_text(*m), n);
        total += n;
    }
    Some(total)
}

/// [`perft`] that gives up (None) once `stop` is set. The flag is read at every node two or
/// more plies above the leaves: often enough to stop within microseconds, rare enough to cost
/// nothing next to move generation.
pub fn perft_until<P: Rules>(pos: &P, depth: u32, stop: &AtomicBool) -> Option<u64> {
    if stop.load(Relaxed) {
        return None;
    }
    if depth <= 2 {
        return Some(perft(pos, depth));
    }
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    let mut total = 0;
    for &m in moves.iter() {
        total += perft_until(&pos.play(m), depth - 1, stop)?;
    }
    Some(total)
}
