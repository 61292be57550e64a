//! The Seachess board: 128 squares in a 12x12 frame (ranks 3-10 on files a-l, ranks 1, 2,
//! 11 and 12 on files c-j), numbered rank-major by [`crate::core::geometry::Grid`], and the
//! attack tables of its pieces.
//!
//! Layout: one `u128` bit per real square. The board has exactly 128 squares, so a `u128`
//! holds it with no padding bits to mask after shifts, and because squares are numbered
//! rank-major every ray runs in monotonic index order: the first blocker on a ray is the
//! lowest set bit of `ray & blockers` for rays going north or east (N, NE, E, NW) and the
//! highest for the others, the classic ray lookup
//! (https://www.chessprogramming.org/Classical_Approach). A padded 16-wide `[u64; 3]` would
//! allow shift-based generation, but Seachess has few sliders and no shifted pawn waves
//! worth it, and every set operation would cost three words instead of two.

use crate::core::geometry::{DIRECTIONS, Grid, Offset};
use std::sync::LazyLock;

/// A set of squares.
pub type Bits = u128;

/// Number of real squares.
pub const SQUARES: usize = 128;

/// Marks "no square" in the step tables.
pub const NONE: u8 = u8::MAX;

/// The bit of square `sq`.
#[inline(always)]
pub const fn bit(sq: u8) -> Bits {
    1 << sq
}

/// Iterates over the squares of a set, lowest first.
#[inline]
pub fn squares(mut set: Bits) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if set == 0 {
            None
        } else {
            let sq = set.trailing_zeros() as u8;
            set &= set - 1;
            Some(sq)
        }
    })
}

/// Index into [`DIRECTIONS`]: N NE E SE S SW W NW.
pub const N: usize = 0;
/// North-east.
pub const NE: usize = 1;
/// East.
pub const E: usize = 2;
/// South-east.
pub const SE: usize = 3;
/// South.
pub const S: usize = 4;
/// South-west.
pub const SW: usize = 5;
/// West.
pub const W: usize = 6;
/// North-west.
pub const NW: usize = 7;
/// The four rook directions.
pub const ROOK_DIRS: [usize; 4] = [N, E, S, W];
/// The four bishop directions.
pub const BISHOP_DIRS: [usize; 4] = [NE, SE, SW, NW];

/// One of the carrier's 24 moves from a square: its target and the squares that must hold
/// neither a surface piece nor a mine (none for one-steps, the middle square for two-steps,
/// the straight leg for horse moves).
#[derive(Debug, Clone, Copy, Default)]
pub struct CarrierStep {
    /// Target square.
    pub to: u8,
    /// Path that must be free.
    pub path: Bits,
}

/// Precomputed geometry.
pub struct Tables {
    /// The grid (names, coordinates).
    pub grid: Grid,
    /// File (0..12) and rank (0..12) of each square.
    pub file: [u8; SQUARES],
    /// Rank of each square, from 0.
    pub rank: [u8; SQUARES],
    /// One step in each of the 8 directions, or [`NONE`].
    pub step: [[u8; SQUARES]; 8],
    /// Rays in each direction (stopping at the board's edge or a hole).
    pub rays: [[Bits; SQUARES]; 8],
    /// Knight leaps.
    pub knight: [Bits; SQUARES],
    /// King steps (8 neighbours).
    pub king: [Bits; SQUARES],
    /// The 4 orthogonal neighbours (sonar range).
    pub orthogonal: [Bits; SQUARES],
    /// Squares at Chebyshev distance exactly 3 (the aircraft's outline).
    pub outline: [Bits; SQUARES],
    /// Squares within Chebyshev distance 2 (the carrier's 5x5 reach), used to decide which
    /// moves can matter for the own commando ship's safety.
    pub near: [Bits; SQUARES],
    /// `boat_attacks[c][sq]`: the squares a boat of colour `c` on `sq` attacks. Tables per
    /// colour are indexed by `Color as usize` (shakmaty's order: Black 0, White 1).
    pub boat_attacks: [[Bits; SQUARES]; 2],
    /// `boat_attackers[c][sq]`: the squares from which a boat of colour `c` attacks `sq`.
    pub boat_attackers: [[Bits; SQUARES]; 2],
    /// The carrier's moves from each square, `carrier_len[sq]` of them.
    pub carrier: [[CarrierStep; 24]; SQUARES],
    /// How many entries of `carrier[sq]` are used.
    pub carrier_len: [u8; SQUARES],
    /// Each colour's haven (ranks 11-12 for Black, 1-2 for White).
    pub haven: [Bits; 2],
    /// Each colour's last rank (promotion).
    pub last_rank: [Bits; 2],
    /// Each colour's initial boat rank (rank 2 / rank 11).
    pub boat_rank: [Bits; 2],
}

/// The Seachess grid: a square exists on ranks 3-10 (all files) or on files c-j.
pub fn grid() -> Grid {
    Grid::new(12, 12, |file, rank| (2..=9).contains(&rank) || (2..=9).contains(&file))
}

const KNIGHT: [Offset; 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];

fn to_array(v: Vec<Bits>) -> [Bits; SQUARES] {
    v.try_into().expect("128 squares")
}

fn build() -> Tables {
    let grid = grid();
    assert_eq!(grid.len(), SQUARES);
    let mut file = [0; SQUARES];
    let mut rank = [0; SQUARES];
    for sq in 0..SQUARES {
        let (f, r) = grid.coords(sq);
        file[sq] = f as u8;
        rank[sq] = r as u8;
    }
    let mut step = [[NONE; SQUARES]; 8];
    let mut rays = [[0; SQUARES]; 8];
    for (d, &dir) in DIRECTIONS.iter().enumerate() {
        for (sq, target) in step[d].iter_mut().enumerate() {
            *target = grid.step(sq, dir).map_or(NONE, |s| s as u8);
        }
        rays[d] = to_array(grid.ray_table(dir));
    }
    let ring = |distance: i32| -> Vec<Offset> {
        let mut v = Vec::new();
        for df in -distance..=distance {
            for dr in -distance..=distance {
                if df.abs().max(dr.abs()) == distance {
                    v.push((df, dr));
                }
            }
        }
        v
    };
    let mut near_offsets = ring(1);
    near_offsets.extend(ring(2));
    let mut carrier = [[CarrierStep::default(); 24]; SQUARES];
    let mut carrier_len = [0; SQUARES];
    for sq in 0..SQUARES {
        let mut n = 0;
        let mut add = |to: Option<usize>, path: &[Option<usize>]| {
            // Every square of the path must exist: nothing sails across a hole.
            if let Some(to) = to
                && path.iter().all(Option::is_some)
            {
                let path = path.iter().flatten().fold(0, |b, &s| b | bit(s as u8));
                carrier[sq][n] = CarrierStep { to: to as u8, path };
                n += 1;
            }
        };
        for &(df, dr) in &DIRECTIONS {
            add(grid.step(sq, (df, dr)), &[]);
            add(grid.step(sq, (2 * df, 2 * dr)), &[grid.step(sq, (df, dr))]);
        }
        for &(df, dr) in &[(0, 1), (1, 0), (0, -1), (-1, 0)] {
            let leg = [grid.step(sq, (df, dr)), grid.step(sq, (2 * df, 2 * dr))];
            let (pf, pr) = (dr, df); // perpendicular
            add(grid.step(sq, (2 * df + pf, 2 * dr + pr)), &leg);
            add(grid.step(sq, (2 * df - pf, 2 * dr - pr)), &leg);
        }
        carrier_len[sq] = n as u8;
    }
    let set_of = |pred: &dyn Fn(usize) -> bool| (0..SQUARES).filter(|&s| pred(s)).fold(0, |b, s| b | bit(s as u8));
    Tables {
        step,
        rays,
        knight: to_array(grid.leaper_table(&KNIGHT)),
        king: to_array(grid.leaper_table(&ring(1))),
        orthogonal: to_array(grid.leaper_table(&[(0, 1), (1, 0), (0, -1), (-1, 0)])),
        outline: to_array(grid.leaper_table(&ring(3))),
        near: to_array(grid.leaper_table(&near_offsets)),
        boat_attacks: [
            to_array(grid.leaper_table(&[(-1, -1), (1, -1)])),
            to_array(grid.leaper_table(&[(-1, 1), (1, 1)])),
        ],
        boat_attackers: [
            to_array(grid.leaper_table(&[(-1, 1), (1, 1)])),
            to_array(grid.leaper_table(&[(-1, -1), (1, -1)])),
        ],
        carrier,
        carrier_len,
        haven: [set_of(&|s| rank[s] >= 10), set_of(&|s| rank[s] <= 1)],
        last_rank: [set_of(&|s| rank[s] == 0), set_of(&|s| rank[s] == 11)],
        boat_rank: [set_of(&|s| rank[s] == 10), set_of(&|s| rank[s] == 1)],
        file,
        rank,
        grid,
    }
}

/// The tables, built on first use.
pub static TABLES: LazyLock<Tables> = LazyLock::new(build);

/// The tables (a short name for hot code).
#[inline(always)]
pub fn tables() -> &'static Tables {
    &TABLES
}

impl Tables {
    /// The squares a slider on `sq` reaches in direction `d` (index into [`DIRECTIONS`]),
    /// up to and including the first square of `block`.
    #[inline(always)]
    pub fn ray_attacks(&self, sq: u8, d: usize, block: Bits) -> Bits {
        let ray = self.rays[d][sq as usize];
        let hits = ray & block;
        if hits == 0 {
            return ray;
        }
        // N, NE, E and NW run towards higher indices.
        let first = if matches!(d, N | NE | E | NW) { hits.trailing_zeros() } else { 127 - hits.leading_zeros() };
        ray ^ self.rays[d][first as usize]
    }
    /// Rook attacks from `sq` with `block` stopping the rays.
    #[inline]
    pub fn rook(&self, sq: u8, block: Bits) -> Bits {
        ROOK_DIRS.iter().fold(0, |a, &d| a | self.ray_attacks(sq, d, block))
    }
    /// Bishop attacks from `sq` with `block` stopping the rays.
    #[inline]
    pub fn bishop(&self, sq: u8, block: Bits) -> Bits {
        BISHOP_DIRS.iter().fold(0, |a, &d| a | self.ray_attacks(sq, d, block))
    }
    /// The carrier's moves from `sq`.
    #[inline]
    pub fn carrier_steps(&self, sq: u8) -> &[CarrierStep] {
        &self.carrier[sq as usize][..self.carrier_len[sq as usize] as usize]
    }
    /// The name of `sq` (`a3`, `l12`).
    pub fn name(&self, sq: u8) -> String {
        self.grid.name(sq as usize)
    }
    /// The square named `text`, if it exists.
    pub fn parse(&self, text: &str) -> Option<u8> {
        self.grid.parse(text).map(|s| s as u8)
    }
    /// The square at (file, rank) from 0, if it exists.
    pub fn square(&self, file: i32, rank: i32) -> Option<u8> {
        self.grid.cell(file, rank).map(|s| s as u8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_has_128_squares_and_16_holes() {
        let t = tables();
        for hole in
            ["a1", "b1", "a2", "b2", "k1", "l1", "k2", "l2", "a11", "b11", "a12", "b12", "k11", "l11", "k12", "l12"]
        {
            assert_eq!(t.parse(hole), None, "{hole}");
        }
        assert_eq!(t.parse("c1"), Some(0));
        assert_eq!(t.parse("j12"), Some(127));
        assert_eq!(t.name(16), "a3");
    }

    #[test]
    fn carrier_reaches_24_squares_in_the_open() {
        let t = tables();
        assert_eq!(t.carrier_steps(t.parse("f6").unwrap()).len(), 24);
        // From b3 the southern horse moves would cross the holes b2/b1.
        let b3 = t.parse("b3").unwrap();
        assert!(t.carrier_steps(b3).iter().all(|s| t.rank[s.to as usize] >= 2 || t.file[s.to as usize] >= 2));
        assert!(!t.carrier_steps(b3).iter().any(|s| t.name(s.to) == "c1"));
    }

    #[test]
    fn first_blocker_both_ways() {
        let t = tables();
        let e5 = t.parse("e5").unwrap();
        let block = bit(t.parse("e8").unwrap()) | bit(t.parse("e3").unwrap());
        let north = t.ray_attacks(e5, N, block);
        assert_eq!(north, bit(t.parse("e6").unwrap()) | bit(t.parse("e7").unwrap()) | bit(t.parse("e8").unwrap()));
        let south = t.ray_attacks(e5, S, block);
        assert_eq!(south, bit(t.parse("e4").unwrap()) | bit(t.parse("e3").unwrap()));
    }
}
