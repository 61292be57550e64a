//! Legal move generation. Every piece's captures come from [`attacks`]; the moves that never
//! capture are added here. A move is kept if it cannot expose the King (not in check, the
//! piece is not the King or a Jellyfish, and it does not stand on a line through the King on
//! any level) or if the King is safe after playing it.

use super::attacks::{Levels, attacks, tables};
use super::position::Aquachess;
use super::types::{
    Cell, FISH_PROMOTIONS, Move, MoveKind, PAWN_PROMOTIONS, Role, SEA, WAVES, cell, level_of, square_of,
};
use crate::core::{Color, MoveList};
use shakmaty::{Bitboard, Square, attacks as sk};

#[inline]
fn squares(mut b: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (b != 0).then(|| {
            let s = b.trailing_zeros() as usize;
            b &= b - 1;
            s
        })
    })
}

/// Every square in the rectangle with corners `a` and `b`.
fn box_between(a: usize, b: usize) -> u64 {
    let (f1, f2) = ((a % 8).min(b % 8), (a % 8).max(b % 8));
    let (r1, r2) = ((a / 8).min(b / 8), (a / 8).max(b / 8));
    let files = ((1u64 << (f2 + 1)) - (1 << f1)) * 0x0101_0101_0101_0101;
    let ranks = ((1u128 << (8 * (r2 + 1))) - (1u128 << (8 * r1))) as u64;
    files & ranks
}

/// The last rank for `color` (where Pawns and Fish promote).
#[inline]
fn last_rank(color: Color) -> u64 {
    if color.is_white() { 0xFF00_0000_0000_0000 } else { 0xFF }
}

impl Aquachess {
    /// Every legal move, into `out`.
    pub fn generate(&self, out: &mut MoveList<Move>) {
        out.clear();
        self.for_each_legal(|m| out.push(m));
    }

    /// The number of legal moves.
    pub fn count_legal(&self) -> u64 {
        let mut n = 0;
        self.for_each_legal(|_| n += 1);
        n
    }

    fn for_each_legal(&self, mut emit: impl FnMut(Move)) {
        let us = self.turn();
        let t = tables();
        let king = self.king(us).map(square_of);
        let in_check = self.is_check();
        // Squares (on any level) where a piece of ours may shield the King, and the cells
        // where removing an enemy piece (a rifle capture) may open a line to it.
        let shield = king.map_or(0, |k| self.shield_zone(k));
        let lines: Levels =
            king.map_or([0; 3], |k| [t.queen_lines[k], t.queen_lines[k] | t.rider_lines[k], t.queen_lines[k]]);
        let try_move = |m: Move, role: Role| {
            let from = m.from();
            let risky = in_check
                || matches!(role, Role::King | Role::Jellyfish)
                || m.kind() == MoveKind::EnPassant
                || shield & (1 << square_of(from)) != 0
                || (m.kind() == MoveKind::Rifle && lines[level_of(m.to())] & (1 << square_of(m.to())) != 0);
            if !risky || self.king_safe_after(m) {
                emit(m);
            }
        };
        self.for_each_pseudo(try_move);
    }

    /// The squares between the King (on Waves square `k`) and every enemy piece that would
    /// attack it if our pieces were not in the way: the bounding box of the two squares holds
    /// every path, straight or bent, on every level. A piece of ours elsewhere can move
    /// without exposing the King (enemy pieces frozen now stay frozen unless our Jellyfish
    /// moves, and such moves are always tested).
    fn shield_zone(&self, k: usize) -> u64 {
        let them = self.turn().other();
        let t = tables();
        let enemy_only = self.ours(them);
        let frozen = self.frozen_zone(them);
        let mut zone = 0;
        for role in Role::ALL {
            // Leapers and steppers cannot be blocked.
            if matches!(
                role,
                Role::King | Role::Pawn | Role::Fish | Role::Crab | Role::Goose | Role::Sparrow | Role::Jellyfish
            ) {
                continue;
            }
            for (level, frozen) in frozen.iter().enumerate() {
                if !role.may_stand_on(level) {
                    continue;
                }
                let cand =
                    self.level(level).pieces(them, role).0 & t.origins(them, role, level, cell(WAVES, k)) & !frozen;
                for p in squares(cand) {
                    if attacks(t, them, role, cell(level, p), &enemy_only)[WAVES] & (1 << k) != 0 {
                        zone |= box_between(p, k);
                    }
                }
            }
        }
        zone
    }

    /// Whether the mover's King is not attacked after `m`.
    fn king_safe_after(&self, m: Move) -> bool {
        let us = self.turn();
        let mut next = self.clone();
        next.play_mut(m);
        next.king(us).is_none_or(|k| !next.attacked(square_of(k), us.other()))
    }

    /// Every pseudo-legal move with the role that makes it.
    pub(super) fn for_each_pseudo(&self, mut emit: impl FnMut(Move, Role)) {
        let us = self.turn();
        let t = tables();
        let occ = self.occupied();
        let own = self.ours(us);
        let enemy = self.ours(us.other());
        let frozen = self.frozen_zone(us);
        for level in 0..3 {
            let mut mine = own[level] & !frozen[level];
            while mine != 0 {
                let sq = mine.trailing_zeros() as usize;
                mine &= mine - 1;
                let from = cell(level, sq);
                let Some((_, role)) = self.piece_at(from) else { continue };
                let a = attacks(t, us, role, from, &occ);
                match role {
                    Role::Pawn | Role::Fish => self.pawn_moves(from, role, a[level], &occ, &enemy, &mut emit),
                    Role::Manta => {
                        // Diagonal moves and captures; rifle captures of enemies next to it or above.
                        let rifle = t.wazir[sq];
                        for s in squares(a[SEA] & !rifle & !own[SEA]) {
                            emit(Move::new(from, cell(SEA, s), MoveKind::Normal), role);
                        }
                        for s in squares(rifle & enemy[SEA]) {
                            emit(Move::new(from, cell(SEA, s), MoveKind::Rifle), role);
                        }
                        if enemy[WAVES] & (1 << sq) != 0 {
                            emit(Move::new(from, cell(WAVES, sq), MoveKind::Rifle), role);
                        }
                    }
                    _ => {
                        let mut targets = [a[0] & !own[0], a[1] & !own[1], a[2] & !own[2]];
                        match role {
                            Role::Jellyfish => targets[SEA] = t.king[sq] & !occ[SEA],
                            Role::Dolphin => targets[level] |= t.orth3[sq] & !occ[level],
                            Role::Sparrow => {
                                let queen = sk::queen_attacks(Square::new(sq as u32), Bitboard(occ[level])).0;
                                targets[level] |= queen & !occ[level];
                            }
                            _ => {}
                        }
                        for (l, &b) in targets.iter().enumerate() {
                            for s in squares(b) {
                                emit(Move::new(from, cell(l, s), MoveKind::Normal), role);
                            }
                        }
                    }
                }
            }
        }
    }

    /// Pawn (Waves) and Fish (Sea) moves: pushes, double steps, the Fish's backward step,
    /// diagonal captures, en passant, promotions.
    fn pawn_moves(
        &self,
        from: Cell,
        role: Role,
        attacks: u64,
        occ: &Levels,
        enemy: &Levels,
        emit: &mut impl FnMut(Move, Role),
    ) {
        let us = self.turn();
        let level = level_of(from);
        let sq = square_of(from) as i32;
        let empty = !occ[level];
        let fw: i32 = if us.is_white() { 8 } else { -8 };
        let rank = if us.is_white() { sq / 8 } else { 7 - sq / 8 };
        let on = |s: i32| (0..64).contains(&s) && empty & (1u64 << s) != 0;
        let mut targets = attacks & enemy[level];
        if on(sq + fw) {
            targets |= 1 << (sq + fw);
            // Double step: Pawns from their second rank, Fish from their first or second (A16).
            let double = if role == Role::Pawn { rank == 1 } else { rank <= 1 };
            if double && on(sq + 2 * fw) {
                targets |= 1 << (sq + 2 * fw);
            }
        }
        if role == Role::Fish && on(sq - fw) {
            targets |= 1 << (sq - fw);
        }
        let promotions: &[Role] = if role == Role::Pawn { &PAWN_PROMOTIONS } else { &FISH_PROMOTIONS };
        for s in squares(targets) {
            let to = cell(level, s);
            if last_rank(us) & (1 << s) != 0 {
                for &p in promotions {
                    emit(Move::promotion_to(from, to, p), role);
                }
            } else {
                emit(Move::new(from, to, MoveKind::Normal), role);
            }
        }
        if let Some(ep) = self.ep()
            && level_of(ep) == level
            && attacks & (1 << square_of(ep)) != 0
            && self.piece_at(Self::ep_victim(ep, us)) == Some((us.other(), role))
            && occ[level] & (1 << square_of(ep)) == 0
        {
            emit(Move::new(from, ep, MoveKind::EnPassant), role);
        }
    }
}
