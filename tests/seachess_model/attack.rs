//! What each piece reaches, walked square by square, and the attack definition of
//! docs/variants/seachess.md 4.7 built from the same walks. Paths never cross a hole: a walk stops
//! at the first square that does not exist.

use super::position::{Color, Facing, Kind, Position, Sq};

pub const ROOK_DIRS: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
pub const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
pub const KING_DIRS: [(i32, i32); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];
pub const KNIGHT_JUMPS: [(i32, i32); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];

/// The squares of a slide from `from` in direction `dir`: each existing square in turn, stopping
/// after the first one that holds a surface piece or a mine (that square is included).
pub fn ray(pos: &Position, from: Sq, dir: (i32, i32)) -> Vec<Sq> {
    let mut out = Vec::new();
    let mut sq = from;
    while let Some(next) = sq.offset(dir.0, dir.1) {
        out.push(next);
        if !pos.is_free(next) {
            break;
        }
        sq = next;
    }
    out
}

/// Every square a slider reaches along the given directions.
pub fn slides(pos: &Position, from: Sq, dirs: &[(i32, i32)]) -> Vec<Sq> {
    dirs.iter().flat_map(|&dir| ray(pos, from, dir)).collect()
}

/// The existing squares a fixed set of jumps or steps lands on.
pub fn leaps(from: Sq, jumps: &[(i32, i32)]) -> Vec<Sq> {
    jumps.iter().filter_map(|&(dx, dy)| from.offset(dx, dy)).collect()
}

/// The carrier's 24 targets: one step; two straight steps over a free middle square; and the
/// horse move (two steps along an axis over two free squares, then one step at a right angle).
pub fn carrier_reach(pos: &Position, from: Sq) -> Vec<Sq> {
    let mut out = leaps(from, &KING_DIRS);
    for (dx, dy) in KING_DIRS {
        if let Some(middle) = from.offset(dx, dy)
            && pos.is_free(middle)
            && let Some(target) = middle.offset(dx, dy)
        {
            out.push(target);
        }
    }
    for (dx, dy) in ROOK_DIRS {
        if let Some(leg1) = from.offset(dx, dy)
            && pos.is_free(leg1)
            && let Some(leg2) = leg1.offset(dx, dy)
            && pos.is_free(leg2)
        {
            // the two right angles to (dx, dy)
            out.extend(leaps(leg2, &[(dy, dx), (-dy, -dx)]));
        }
    }
    out
}

/// The aircraft's outline: existing squares at Chebyshev distance exactly 3.
pub fn outline(from: Sq) -> Vec<Sq> {
    let mut jumps = Vec::new();
    for dx in -3..=3_i32 {
        for dy in -3..=3_i32 {
            if dx.abs().max(dy.abs()) == 3 {
                jumps.push((dx, dy));
            }
        }
    }
    leaps(from, &jumps)
}

/// The squares a torpedo can reach from `from` along its two forward diagonals: the first
/// square, and the second one only if the first holds no surface piece and no mine.
pub fn torpedo_reach(pos: &Position, from: Sq, facing: Facing) -> Vec<Sq> {
    let mut out = Vec::new();
    for (dx, dy) in facing.diagonals() {
        if let Some(first) = from.offset(dx, dy) {
            out.push(first);
            if pos.is_free(first)
                && let Some(second) = first.offset(dx, dy)
            {
                out.push(second);
            }
        }
    }
    out
}

/// The two squares a boat of `color` on `from` captures on.
pub fn boat_captures(color: Color, from: Sq) -> Vec<Sq> {
    leaps(from, &[(-1, color.forward()), (1, color.forward())])
}

/// Is square `q` attacked by side `by`? (docs/variants/seachess.md 4.7, "Attack definition".)
/// Every piece attacks by its capture powers, also while frozen by its own side's flight.
pub fn attacked(pos: &Position, q: Sq, by: Color) -> bool {
    let by_surface = pos.pieces().into_iter().filter(|(_, p)| p.color == by).any(|(sq, piece)| match piece.kind {
        Kind::Boat => boat_captures(by, sq).contains(&q),
        Kind::Commando => leaps(sq, &KING_DIRS).contains(&q),
        Kind::Carrier { .. } => carrier_reach(pos, sq).contains(&q) || outline(sq).contains(&q),
        Kind::Sub { .. } => leaps(sq, &KNIGHT_JUMPS).contains(&q),
        Kind::Cruiser { .. } => slides(pos, sq, &ROOK_DIRS).contains(&q),
        Kind::Torpedo { loaded, facing } => {
            slides(pos, sq, &ROOK_DIRS).contains(&q) || (loaded && torpedo_reach(pos, sq, facing).contains(&q))
        }
        Kind::Destroyer => slides(pos, sq, &BISHOP_DIRS).contains(&q),
    });
    let by_submerged = pos.subs.iter().any(|s| s.color == by && leaps(s.sq, &KNIGHT_JUMPS).contains(&q));
    by_surface || by_submerged
}
