//! What each Aquachess piece attacks, level by level: one function, [`attacks`], that both
//! move generation and check detection read, so the two can never disagree. A piece's attack
//! set is every cell it could capture on if an enemy stood there (own pieces included, as in
//! chess engines); moves that never capture (Dolphin leaps, Sparrow queen moves, Pawn and Fish
//! pushes, Jellyfish steps) are added by the move generator.
//!
//! Each level is a shakmaty-style `u64` (a1 = bit 0); planar sliders use shakmaty's attack
//! tables, bent and level-changing paths are walked one direction at a time with ray masks
//! (section 3 of docs/variants/aquachess.md: single steps are never blocked, a slide is blocked
//! by the cells it lands on before its last one, on the level it is on at that step).

use super::types::{AIR, Cell, Level, ROLES, Role, SEA, WAVES, cell, level_of, square_of};
use crate::core::Color;
use shakmaty::{Bitboard, Square, attacks as sk};
use std::sync::OnceLock;

/// One bit set per level.
pub type Levels = [u64; 3];

/// The queen directions as (file, rank) steps: N, NE, E, SE, S, SW, W, NW.
pub const DIRS: [(i32, i32); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];
const KNIGHT: [(i32, i32); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];

/// The square `(df, dr)` away from `sq`, if it is on the board.
#[inline]
pub fn step(sq: usize, (df, dr): (i32, i32)) -> Option<usize> {
    let (f, r) = ((sq % 8) as i32 + df, (sq / 8) as i32 + dr);
    ((0..8).contains(&f) && (0..8).contains(&r)).then_some((r * 8 + f) as usize)
}

/// The index in [`DIRS`] of a queen direction.
#[inline]
pub fn dir_index(d: (i32, i32)) -> usize {
    DIRS.iter().position(|&x| x == d).unwrap_or(0)
}

#[inline]
fn bit(sq: usize) -> u64 {
    1 << sq
}

/// Precomputed geometry.
pub struct Tables {
    /// The full ray from a square (exclusive) in each of [`DIRS`].
    pub ray: [[u64; 64]; 8],
    /// King steps, knight leaps, orthogonal (wazir) and diagonal (ferz) steps.
    pub king: [u64; 64],
    /// Knight leaps.
    pub knight: [u64; 64],
    /// Orthogonal steps.
    pub wazir: [u64; 64],
    /// Diagonal steps.
    pub ferz: [u64; 64],
    /// Up to three squares orthogonally (the Dolphin's reach).
    pub orth3: [u64; 64],
    /// Crab leaps (`ffNbsN`), per colour.
    pub crab: [[u64; 64]; 2],
    /// Goose leaps on its level (`fAbD`) and its level-changing steps (fF, bW), per colour.
    pub goose_leap: [[u64; 64]; 2],
    /// The Goose's level-changing steps, per colour.
    pub goose_switch: [[u64; 64]; 2],
    /// Every square on a queen line through a square, and on a nightrider line from it.
    pub queen_lines: [u64; 64],
    /// Every square on a nightrider line from a square.
    pub rider_lines: [u64; 64],
    /// `origins[colour][role][level][target]`: the squares on `level` from which a piece of
    /// that colour and role attacks the cell `target` on an empty board (a superset of what
    /// it attacks with blockers: no path needs an occupied square).
    origins: Vec<u64>,
}

#[inline]
fn origins_index(color: Color, role: Role, level: Level, target: Cell) -> usize {
    ((usize::from(color.is_white()) * ROLES + role as usize) * 3 + level) * 192 + target as usize
}

impl Tables {
    /// The squares on `level` from which `color`'s `role` could attack `target`.
    #[inline]
    pub fn origins(&self, color: Color, role: Role, level: Level, target: Cell) -> u64 {
        self.origins[origins_index(color, role, level, target)]
    }

    /// Cells reached from `sq` in direction `d` (index into [`DIRS`]), stopping at the first
    /// occupied one (included).
    #[inline]
    pub fn slide(&self, sq: usize, d: usize, occ: u64) -> u64 {
        let ray = self.ray[d][sq];
        let blockers = ray & occ;
        if blockers == 0 {
            return ray;
        }
        // N, NE, E, NW run towards higher indices: the nearest blocker is the lowest bit.
        let b = if matches!(d, 0 | 1 | 2 | 7) { blockers.trailing_zeros() } else { 63 - blockers.leading_zeros() };
        ray ^ self.ray[d][b as usize]
    }
}

fn leaper(offsets: &[(i32, i32)]) -> [u64; 64] {
    std::array::from_fn(|sq| offsets.iter().filter_map(|&o| step(sq, o)).fold(0, |b, s| b | bit(s)))
}

fn forward(color: Color) -> i32 {
    if color.is_white() { 1 } else { -1 }
}

/// The tables, built on first use.
pub fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let ray = std::array::from_fn(|d| {
            std::array::from_fn(|sq| {
                let mut b = 0;
                let mut s = sq;
                while let Some(n) = step(s, DIRS[d]) {
                    b |= bit(n);
                    s = n;
                }
                b
            })
        });
        let per_color = |f: &dyn Fn(i32) -> Vec<(i32, i32)>| [leaper(&f(1)), leaper(&f(-1))];
        let mut t = Tables {
            ray,
            king: leaper(&DIRS),
            knight: leaper(&KNIGHT),
            wazir: leaper(&[(0, 1), (1, 0), (0, -1), (-1, 0)]),
            ferz: leaper(&[(1, 1), (1, -1), (-1, -1), (-1, 1)]),
            orth3: leaper(&[
                (0, 1),
                (0, 2),
                (0, 3),
                (0, -1),
                (0, -2),
                (0, -3),
                (1, 0),
                (2, 0),
                (3, 0),
                (-1, 0),
                (-2, 0),
                (-3, 0),
            ]),
            crab: per_color(&|f| vec![(1, 2 * f), (-1, 2 * f), (2, -f), (-2, -f)]),
            goose_leap: per_color(&|f| vec![(2, 2 * f), (-2, 2 * f), (0, -2 * f)]),
            goose_switch: per_color(&|f| vec![(1, f), (-1, f), (0, -f)]),
            queen_lines: [0; 64],
            rider_lines: [0; 64],
            origins: Vec::new(),
        };
        for sq in 0..64 {
            t.queen_lines[sq] = (0..8).fold(0, |b, d| b | t.ray[d][sq]);
            t.rider_lines[sq] = (0..8).fold(0, |b, d| b | rider(sq, KNIGHT[d], u64::MAX));
        }
        let mut origins = vec![0u64; 2 * ROLES * 3 * 192];
        let empty = [0u64; 3];
        for color in [Color::White, Color::Black] {
            for role in Role::ALL {
                for level in 0..3 {
                    if !role.may_stand_on(level) {
                        continue;
                    }
                    for sq in 0..64 {
                        let a = attacks(&t, color, role, cell(level, sq), &empty);
                        for target in 0..192u8 {
                            if a[level_of(target)] & bit(square_of(target)) != 0 {
                                origins[origins_index(color, role, level, target)] |= bit(sq);
                            }
                        }
                    }
                }
            }
        }
        t.origins = origins;
        t
    })
}

/// A rider's cells along one leap direction: empty cells and the first occupied one. With
/// `occ` full, just the first leap.
fn rider(sq: usize, d: (i32, i32), occ: u64) -> u64 {
    let mut b = 0;
    let mut s = sq;
    while let Some(n) = step(s, d) {
        b |= bit(n);
        if occ & bit(n) != 0 {
            break;
        }
        s = n;
    }
    b
}

/// A full nightrider on `occ`.
fn nightrider(sq: usize, occ: u64) -> u64 {
    KNIGHT.iter().fold(0, |b, &d| b | rider(sq, d, occ))
}

#[inline]
fn sq_of(s: usize) -> Square {
    Square::new(s as u32)
}

/// The other level of a two-level piece (Sea-Waves or Waves-Air) standing on `level`.
#[inline]
fn other(role: Role, level: Level) -> Level {
    match level {
        SEA => WAVES,
        AIR => WAVES,
        _ if role.may_stand_on(SEA) => SEA,
        _ => AIR,
    }
}

/// The first square of a slide and the rest of it (used by bent movers that may stop after
/// their first step): (first, first is empty).
#[inline]
fn first(sq: usize, d: (i32, i32), occ: u64) -> Option<(usize, bool)> {
    step(sq, d).map(|s| (s, occ & bit(s) == 0))
}

/// Every cell `color`'s `role` on `from` attacks, per level (docs/variants/aquachess.md §4).
pub fn attacks(t: &Tables, color: Color, role: Role, from: Cell, occ: &Levels) -> Levels {
    let (lv, sq) = (level_of(from), square_of(from));
    let fw = forward(color);
    let c = usize::from(!color.is_white());
    let mut a = [0u64; 3];
    let bb = |b: u64| Bitboard(b);
    match role {
        Role::King => a[lv] = t.king[sq],
        Role::Queen => a[lv] = sk::queen_attacks(sq_of(sq), bb(occ[lv])).0,
        Role::Pawn => a[lv] = sk::pawn_attacks(color, sq_of(sq)).0,
        Role::Fish => a[lv] = sk::pawn_attacks(color, sq_of(sq)).0,
        Role::Crab => a[lv] = t.crab[c][sq],
        Role::Ship => {
            // A diagonal step, then on along the file in the same vertical direction.
            for d in [(1, fw), (-1, fw), (1, -fw), (-1, -fw)] {
                if let Some((s1, empty)) = first(sq, d, occ[lv]) {
                    a[lv] |= bit(s1);
                    if empty {
                        a[lv] |= t.slide(s1, dir_index((0, d.1)), occ[lv]);
                    }
                }
            }
        }
        Role::Dolphin => {
            // Captures along a clear orthogonal path of up to 3; one orthogonal step across.
            a[lv] = sk::rook_attacks(sq_of(sq), bb(occ[lv])).0 & t.orth3[sq];
            a[other(role, lv)] = t.wazir[sq];
        }
        Role::Whale => {
            let sea = occ[SEA];
            for d in [(0, 1), (0, -1), (1, -fw), (-1, -fw)] {
                let d = dir_index(d);
                a[lv] |= t.slide(sq, d, occ[lv]);
                // Diving from the Waves runs in the Sea from the first step; surfacing from
                // the Sea rises on the last step, after empty Sea cells: both are the Sea slide.
                a[other(role, lv)] |= t.slide(sq, d, sea);
            }
        }
        Role::Octopus => {
            // A step to an empty cell B (no stop there), then outward: skip the next cell and
            // land 2, 3, ... cells from B like a rider.
            for (i, &d) in DIRS.iter().enumerate() {
                let Some((b, true)) = first(sq, d, occ[lv]) else { continue };
                let outward: [(i32, i32); 2] = if i % 2 == 1 {
                    [(d.0, 0), (0, d.1)]
                } else if d.0 == 0 {
                    [(1, d.1), (-1, d.1)]
                } else {
                    [(d.0, 1), (d.0, -1)]
                };
                for o in outward {
                    if let Some(skip) = step(b, o) {
                        a[lv] |= t.slide(skip, dir_index(o), occ[lv]);
                    }
                }
            }
            a[other(role, lv)] = t.king[sq] | bit(sq);
        }
        Role::Seahorse => {
            // A knight leap, with one of its two intermediate cells empty (ruling A14).
            for &(df, dr) in &KNIGHT {
                let Some(target) = step(sq, (df, dr)) else { continue };
                let orth = if df.abs() == 2 { (df / 2, 0) } else { (0, dr / 2) };
                let diag = (df.signum(), dr.signum());
                let open = |d| step(sq, d).is_some_and(|s| occ[lv] & bit(s) == 0);
                if open(orth) || open(diag) {
                    a[lv] |= bit(target);
                }
            }
        }
        Role::Swordfish | Role::Manta => {
            let dirs: &[(i32, i32)] = if role == Role::Manta { &[(1, 1), (1, -1), (-1, -1), (-1, 1)] } else { &DIRS };
            for &d in dirs {
                if let Some((s1, empty)) = first(sq, d, occ[lv]) {
                    a[lv] |= bit(s1);
                    if let (true, Some(s2)) = (empty, step(s1, d)) {
                        a[lv] |= bit(s2);
                    }
                }
            }
            if role == Role::Swordfish {
                a[other(role, lv)] = t.ferz[sq];
            } else {
                // Rifle captures: the orthogonal neighbours and the Waves cell above.
                a[lv] |= t.wazir[sq];
                a[WAVES] |= bit(sq);
            }
        }
        Role::Jellyfish => {}
        Role::Dragon => dragon(t, lv, sq, occ, &mut a),
        Role::Sphinx => {
            // Queen slides that switch level on the first step, the last or both (A7):
            // "last" lands on the other level one beyond any cell of the home slide but the
            // first, "both" back on the home level beyond any cell of the other-level slide
            // but the first.
            let o = other(role, lv);
            let home = sk::queen_attacks(sq_of(sq), bb(occ[lv])).0;
            let away = sk::queen_attacks(sq_of(sq), bb(occ[o])).0;
            a[lv] = home | t.knight[sq] | (away & !t.king[sq]);
            a[o] = away | (home & !t.king[sq]);
        }
        Role::Falcon => {
            let o = other(role, lv);
            for d in [(1, fw), (-1, fw), (0, -fw)] {
                let d = dir_index(d);
                a[lv] |= t.slide(sq, d, occ[lv]);
                // The switch may come on any step: from each cell reached over empty home
                // cells (and from the start), the rest of the slide runs on the other level.
                let mut s = sq;
                loop {
                    a[o] |= t.slide(s, d, occ[o]);
                    match step(s, DIRS[d]) {
                        Some(n) if occ[lv] & bit(n) == 0 => s = n,
                        _ => break,
                    }
                }
            }
        }
        Role::Goose => {
            a[lv] = t.goose_leap[c][sq];
            a[other(role, lv)] = t.goose_switch[c][sq];
        }
        Role::Griffin => {
            // A diagonal step (to either level), then outward along rank or file on that level.
            for to in [lv, other(role, lv)] {
                for d in [(1, 1), (1, -1), (-1, -1), (-1, 1)] {
                    if let Some((s1, _)) = first(sq, d, 0) {
                        a[to] |= bit(s1);
                        if occ[to] & bit(s1) == 0 {
                            a[to] |=
                                t.slide(s1, dir_index((d.0, 0)), occ[to]) | t.slide(s1, dir_index((0, d.1)), occ[to]);
                        }
                    }
                }
            }
        }
        Role::Pegasus => {
            a[lv] = nightrider(sq, occ[lv]);
            a[other(role, lv)] = t.knight[sq];
        }
        Role::Raven => {
            a[lv] = nightrider(sq, occ[lv]) | sk::rook_attacks(sq_of(sq), bb(occ[lv])).0;
            a[other(role, lv)] = t.king[sq] | bit(sq);
        }
        Role::Sparrow => {
            a[lv] = t.king[sq];
            a[other(role, lv)] = t.king[sq] | bit(sq);
        }
    }
    a
}

/// The Dragon (A5, A33): a bishop whose first two steps may each change level by one, both the
/// same way, plus one orthogonal step that may change level.
fn dragon(t: &Tables, lv: Level, sq: usize, occ: &Levels, a: &mut Levels) {
    let levels = |l: Level| [l.wrapping_sub(1), l, l + 1].into_iter().filter(|&x| x <= AIR);
    for l in levels(lv) {
        a[l] |= t.wazir[sq];
    }
    for d in [1, 3, 5, 7] {
        let Some(s1) = step(sq, DIRS[d]) else { continue };
        for l1 in levels(lv) {
            a[l1] |= bit(s1);
            if occ[l1] & bit(s1) != 0 {
                continue;
            }
            let Some(s2) = step(s1, DIRS[d]) else { continue };
            for l2 in levels(l1) {
                // Never down-then-up or up-then-down.
                if l1 != lv && l2 != l1 && l2 as i32 - l1 as i32 != l1 as i32 - lv as i32 {
                    continue;
                }
                a[l2] |= bit(s2);
                if occ[l2] & bit(s2) == 0 {
                    a[l2] |= t.slide(s2, d, occ[l2]);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(a: Levels) -> u32 {
        a.iter().map(|b| b.count_ones()).sum()
    }

    #[test]
    fn empty_board_reaches() {
        let t = tables();
        let empty = [0; 3];
        let d4 = 27;
        // Octopus on d1 of an empty Sea: 21 planar cells (rules §4.2), 6 across.
        let o = attacks(t, Color::White, Role::Octopus, cell(SEA, 3), &empty);
        assert_eq!((o[SEA].count_ones(), o[WAVES].count_ones()), (21, 6));
        // Dragon on d4 of the Waves: every diagonal-line cell on all three levels, plus the
        // orthogonal steps on all three.
        let g = attacks(t, Color::White, Role::Dragon, cell(WAVES, d4), &empty);
        assert_eq!(count(g), 3 * 13 + 3 * 4);
        // Sphinx on a1 of the Air: queen + knight at home, queen lines on the Waves.
        let s = attacks(t, Color::White, Role::Sphinx, cell(AIR, 0), &empty);
        assert_eq!((s[AIR].count_ones(), s[WAVES].count_ones()), (21 + 2, 21));
    }
}
