//! Move ordering: hash move, good captures by MVV-LVA, killers, countermove, history
//! (the move's own and its continuation history after the last two moves), then losing
//! captures (https://www.chessprogramming.org/Move_Ordering). A quiet move's history rises
//! when it cuts off and when every reply to it fails low, and falls when another cuts off.
//! The search picks the first few moves one at a time and sorts the rest at once.

use crate::core::{PIECE_TO_KEYS, Rules};

/// Quiet-move history is indexed by side and the low 12 bits of the move code.
pub const HISTORY_SIZE: usize = 4096;
/// History scores stay within ±this (gravity formula).
pub const HISTORY_MAX: i32 = 16384;

const HASH_MOVE: i32 = 1 << 30;
const GOOD_CAPTURE: i32 = 1 << 28;
const KILLER: i32 = 1 << 27;
const COUNTER: i32 = (1 << 27) - 8;
const BAD_CAPTURE: i32 = -(1 << 28);

/// A move as the history tables know it: its code and its piece-to key.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct HistoryMove {
    pub code: u32,
    pub key: usize,
}

/// The last two moves before a node, latest first: the last one's countermove and both
/// moves' continuation history (none before the root or for a null move).
#[derive(Clone, Copy)]
pub struct Context(pub [Option<HistoryMove>; 2]);

/// Per-thread tables that learn which quiet moves cut off.
pub struct Heuristics {
    pub history: Box<[[i32; HISTORY_SIZE]; 2]>,
    /// Continuation history: a quiet move's score after a given move, by both piece-to keys.
    /// One table serves the move before and the one before that, as in Stockfish.
    continuation: Box<[i16]>,
    pub countermoves: Box<[u32; HISTORY_SIZE]>,
    pub killers: Vec<[u32; 2]>,
}

/// The history change for a quiet move at a node of this depth: Stockfish's shape, larger than
/// 16 x depth² in the middle depths, where most cut-offs that teach the ordering happen.
fn history_bonus(depth: i32) -> i32 {
    (depth * depth * 16 + depth * 128 - 128).min(2400)
}

/// Moves a history score towards ±`HISTORY_MAX` by `delta` (the gravity formula).
fn nudge(h: i32, delta: i32) -> i32 {
    h + delta - h * delta.abs() / HISTORY_MAX
}

impl Heuristics {
    pub fn new(max_ply: usize) -> Self {
        Heuristics {
            history: Box::new([[0; HISTORY_SIZE]; 2]),
            continuation: vec![0; PIECE_TO_KEYS * PIECE_TO_KEYS].into_boxed_slice(),
            countermoves: Box::new([0; HISTORY_SIZE]),
            killers: vec![[0; 2]; max_ply + 2],
        }
    }

    /// The history score of a quiet move: its own and its continuation after the context.
    pub fn quiet_score(&self, side: usize, quiet: HistoryMove, context: Context) -> i32 {
        let own = self.history[side][quiet.code as usize % HISTORY_SIZE];
        context
            .0
            .iter()
            .flatten()
            .fold(own, |sum, before| sum + i32::from(self.continuation[before.key * PIECE_TO_KEYS + quiet.key]))
    }

    /// Rewards the quiet move that cut off and punishes the quiets tried before it.
    pub fn update_quiet(
        &mut self,
        side: usize,
        ply: usize,
        best: HistoryMove,
        tried: &[HistoryMove],
        context: Context,
        depth: i32,
    ) {
        let bonus = history_bonus(depth);
        self.nudge_quiet(side, best, context, bonus);
        for &q in tried.iter().filter(|&&q| q != best) {
            self.nudge_quiet(side, q, context, -bonus);
        }
        let best = best.code;
        let k = &mut self.killers[ply];
        if k[0] != best {
            k[1] = k[0];
            k[0] = best;
        }
        if let Some(prev) = context.0[0] {
            self.countermoves[prev.code as usize % HISTORY_SIZE] = best;
        }
    }

    /// Rewards a quiet move after which the opponent's search failed low: every reply fell
    /// short, so it is likely good wherever it comes up.
    pub fn reward_refuted_replies(&mut self, side: usize, quiet: HistoryMove, context: Context, depth: i32) {
        self.nudge_quiet(side, quiet, context, history_bonus(depth));
    }

    /// Moves a quiet move's own and continuation history by `delta`.
    fn nudge_quiet(&mut self, side: usize, q: HistoryMove, context: Context, delta: i32) {
        let h = &mut self.history[side][q.code as usize % HISTORY_SIZE];
        *h = nudge(*h, delta);
        for before in context.0.iter().flatten() {
            let c = &mut self.continuation[before.key * PIECE_TO_KEYS + q.key];
            *c = nudge(i32::from(*c), delta) as i16;
        }
    }

    /// Ordering score of each move, highest first.
    pub fn score<P: Rules>(&self, pos: &P, m: P::Move, hash_move: u32, ply: usize, context: Context) -> i32 {
        let code = P::move_code(m);
        if code == hash_move {
            return HASH_MOVE;
        }
        if pos.is_tactical(m) {
            let mvv_lva = pos.capture_gain(m) * 16 - pos.mover_value(m) / 16;
            return if pos.see_ge(m, 0) { GOOD_CAPTURE + mvv_lva } else { BAD_CAPTURE + mvv_lva };
        }
        let k = self.killers[ply];
        if code == k[0] {
            KILLER
        } else if code == k[1] {
            KILLER - 1
        } else if context.0[0].is_some_and(|p| self.countermoves[p.code as usize % HISTORY_SIZE] == code) {
            COUNTER
        } else {
            self.quiet_score(pos.side_to_move() as usize, HistoryMove { code, key: pos.piece_to_key(m) }, context)
        }
    }
}

/// Moves the best-scored remaining move to index `i` (selection sort, one step at a time,
/// since most nodes cut off after a few moves).
pub fn pick<M: Copy>(moves: &mut [M], scores: &mut [i32], i: usize) {
    let mut best = i;
    for j in i + 1..moves.len() {
        if scores[j] > scores[best] {
            best = j;
        }
    }
    moves.swap(i, best);
    scores.swap(i, best);
}

/// Sorts the moves from index `i` on by score, highest first (ties keep their order);
/// `buffer` is scratch space kept between calls.
pub fn sort_from<M: Copy>(moves: &mut [M], scores: &mut [i32], i: usize, buffer: &mut Vec<(i32, M)>) {
    buffer.clear();
    buffer.extend(scores[i..].iter().copied().zip(moves[i..].iter().copied()));
    buffer.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
    for (k, &(s, m)) in buffer.iter().enumerate() {
        scores[i + k] = s;
        moves[i + k] = m;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn continuation_history_learns_the_reply_to_a_move() {
        let mut h = Heuristics::new(8);
        let reply = HistoryMove { code: 7, key: 300 };
        let other = HistoryMove { code: 9, key: 301 };
        let played = |key| Some(HistoryMove { code: 1, key });
        let after = |key| Context([played(key), None]);
        h.update_quiet(0, 0, reply, &[other, reply], after(5), 4);
        let own = h.history[0][7];
        assert!(own > 0);
        // After the move it answered, the reply scores its own history and its continuation.
        assert_eq!(h.quiet_score(0, reply, after(5)), 2 * own);
        assert_eq!(h.quiet_score(0, reply, after(6)), own);
        assert_eq!(h.quiet_score(0, other, after(5)), -2 * own);
        // The same key two moves back reads the same table.
        assert_eq!(h.quiet_score(0, reply, Context([None, played(5)])), 2 * own);
    }

    #[test]
    fn sort_from_orders_the_rest_by_score_and_keeps_ties_in_order() {
        let mut moves = ['a', 'b', 'c', 'd', 'e', 'f'];
        let mut scores = [9, 1, 5, 7, 5, 8];
        sort_from(&mut moves, &mut scores, 1, &mut Vec::new());
        assert_eq!(moves, ['a', 'f', 'd', 'c', 'e', 'b']);
        assert_eq!(scores, [9, 8, 7, 5, 5, 1]);
    }
}
