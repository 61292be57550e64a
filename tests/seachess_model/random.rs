//! Random reachable positions for comparing move generators: uniformly random legal games, driven by
//! a tiny self-contained SplitMix64 so that a seed always gives the same games.

use super::ply::legal_moves;
use super::position::Position;

/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014).
pub struct SplitMix64(u64);

impl SplitMix64 {
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in 0..n (n > 0); the tiny modulo bias does not matter here.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// The canonical SeaFENs along one random game of at most `plies` plies from `pos` (the start
/// included). The game stops early when the side to move has no legal move.
pub fn game_from(mut pos: Position, rng: &mut SplitMix64, plies: usize) -> Vec<String> {
    let mut fens = vec![pos.to_fen()];
    for _ in 0..plies {
        let mut moves = legal_moves(&pos);
        if moves.is_empty() {
            break;
        }
        let i = rng.below(moves.len());
        pos = moves.swap_remove(i).1;
        fens.push(pos.to_fen());
    }
    fens
}
