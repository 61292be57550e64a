//! Correction history: how far searches found the static evaluation to be off, averaged by
//! the position's structure key (`Rules::correction_key`), and added to later evaluations
//! with the same structure (as in Stockfish and Ethereal).

use super::score::Score;

const SIZE: usize = 16384;
/// Entries are kept in 1/GRAIN centipawns so small updates are not lost to rounding.
const GRAIN: i32 = 256;
/// The largest correction, in centipawns.
const LIMIT: i32 = 96;

pub struct Correction {
    table: Box<[[i32; SIZE]; 2]>,
}

impl Correction {
    pub fn new() -> Self {
        Correction { table: Box::new([[0; SIZE]; 2]) }
    }

    /// The correction, in centipawns, for the side to move `side` and this key.
    pub fn get(&self, side: usize, key: Option<u64>) -> Score {
        key.map_or(0, |key| self.table[side][key as usize % SIZE] / GRAIN)
    }

    /// Moves the entry toward `found - static_eval`, the more the deeper the search was.
    pub fn update(&mut self, side: usize, key: Option<u64>, found: Score, static_eval: Score, depth: i32) {
        let Some(key) = key else { return };
        let entry = &mut self.table[side][key as usize % SIZE];
        let diff = (found - static_eval).clamp(-2 * LIMIT, 2 * LIMIT) * GRAIN;
        let weight = (depth + 1).min(16);
        *entry = ((*entry * (256 - weight) + diff * weight) / 256).clamp(-LIMIT * GRAIN, LIMIT * GRAIN);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corrections_follow_the_searches_within_the_limit() {
        let mut c = Correction::new();
        let key = Some(12345);
        assert_eq!(c.get(0, key), 0);
        // A search finding 50 more than the evaluation pulls the entry toward +50.
        c.update(0, key, 150, 100, 15);
        assert_eq!(c.get(0, key), 50 * 16 / 256);
        for _ in 0..200 {
            c.update(0, key, 150, 100, 15);
        }
        assert!((49..=50).contains(&c.get(0, key)));
        // Far bigger differences stop at the limit; the other side and other keys are untouched.
        for _ in 0..200 {
            c.update(0, key, 10_000, 0, 20);
        }
        assert_eq!(c.get(0, key), LIMIT);
        assert_eq!(c.get(1, key), 0);
        assert_eq!(c.get(0, Some(54321)), 0);
        // Without a key nothing is learned or corrected.
        c.update(1, None, 500, 0, 20);
        assert_eq!(c.get(1, None), 0);
    }
}
