//! Legal move generation (§6): board moves by carrier and hunter patterns, drops, quakes.
//!
//! Most moves are proved legal without playing them: a drop cannot uncover the dropper's king
//! and a piece that is not pinned cannot either, unless it is a pawn pocketed on the square it
//! captured on (then both squares empty). Everything else, and every move made in check, is
//! played on a copy and tested; quakes first pass the shape rules on the cell set alone.

use super::position::{Quake, Rows, attacked_on, quake_on, quake_shape_is_legal};
use super::types::*;
use crate::core::MoveList;

/// What the generator knows about the side to move's king before it visits moves.
struct Safety {
    king: Square,
    in_check: bool,
    /// Squares of the mover's pinned pieces (at most one per direction).
    pinned: [Square; 8],
    pins: usize,
}

impl Quake {
    fn safety(&self) -> Safety {
        let us = self.turn;
        let king = self.king(us);
        let mut s = Safety { king, in_check: self.attacked(king, us.other()), pinned: [0; 8], pins: 0 };
        let pinners = |d: isize| {
            if ORTHOGONAL.contains(&d) { [Role::Rook, Role::U, Role::Z] } else { [Role::Bishop, Role::V, Role::W] }
        };
        for d in KING_STEPS {
            let mut sq = shift(king, d);
            let mut shield = None;
            loop {
                match self.at(sq) {
                    VOID => break,
                    EMPTY => {}
                    c => match (shield, piece_of(c)) {
                        (None, Some((color, _))) if color == us => shield = Some(sq),
                        (Some(mine), Some((color, role))) => {
                            if color != us && pinners(d).contains(&role) {
                                s.pinned[s.pins] = mine;
                                s.pins += 1;
                            }
                            break;
                        }
                        _ => break,
                    },
                }
                sq = shift(sq, d);
            }
        }
        s
    }

    /// Whether the pseudo-legal `m` leaves the mover's king safe, given what `safety` knows.
    fn is_safe(&self, m: Move, safety: &Safety) -> bool {
        let us = self.turn;
        match m.kind() {
            MoveKind::Normal => {
                let from = m.from();
                if from == safety.king {
                    return !self.attacked_ignoring(m.to(), us.other(), from);
                }
                let pocketing_capture = self.at(m.to()) != EMPTY
                    && self.piece_at(from).is_some_and(|(_, r)| r == Role::Pawn)
                    && !self.is_cell(shift(m.to(), forward(us)));
                if !safety.in_check && !pocketing_capture && !safety.pinned[..safety.pins].contains(&from) {
                    return true;
                }
            }
            MoveKind::Drop(_) if !safety.in_check => return true,
            _ => {}
        }
        let next = self.play_unchecked(m);
        !next.attacked(next.king(us), us.other())
    }

    /// Calls `visit` with every pseudo-legal board move and drop (no quakes).
    fn pseudo_legal(&self, mut visit: impl FnMut(Move)) {
        let us = self.turn;
        let them = us.other();
        let enemy = |c: Content| piece_of(c).is_some_and(|(color, role)| color == them && role != Role::King);
        for &from in &self.cells {
            let Some((color, role)) = self.piece_at(from) else { continue };
            if color != us {
                continue;
            }
            if role == Role::Pawn {
                let ahead = shift(from, forward(us));
                if self.at(ahead) == EMPTY {
                    visit(Move::normal(from, ahead));
                }
                for side in [EAST, -EAST] {
                    let to = shift(ahead, side);
                    if enemy(self.at(to)) {
                        visit(Move::normal(from, to));
                    }
                }
                continue;
            }
            let (carrier, hunter) = (role.carrier(), role.hunter());
            if carrier == hunter {
                self.pattern_moves(from, carrier, true, true, &mut visit);
            } else {
                self.pattern_moves(from, carrier, true, false, &mut visit);
                self.pattern_moves(from, hunter, false, true, &mut visit);
            }
        }
        for role in Role::ALL {
            if self.in_hand(us, role) == 0 {
                continue;
            }
            for &to in &self.cells {
                if self.at(to) == EMPTY && (role != Role::Pawn || self.pawn_drop_allowed(to)) {
                    visit(Move::drop(role, to));
                }
            }
        }
    }

    /// The moves of the piece on `from` along `pattern` (not a pawn's): to empty cells when
    /// `quiet`, onto enemy pieces other than the king when `captures`.
    #[inline]
    fn pattern_moves(&self, from: Square, pattern: Pattern, quiet: bool, captures: bool, visit: &mut impl FnMut(Move)) {
        let them = self.turn.other();
        let enemy = |c: Content| piece_of(c).is_some_and(|(color, role)| color == them && role != Role::King);
        match pattern {
            Pattern::Knight | Pattern::King => {
                let steps = if pattern == Pattern::Knight { KNIGHT_LEAPS } else { KING_STEPS };
                for d in steps {
                    let to = shift(from, d);
                    let c = self.at(to);
                    if (quiet && c == EMPTY) || (captures && enemy(c)) {
                        visit(Move::normal(from, to));
                    }
                }
            }
            Pattern::Rook | Pattern::Bishop => {
                let dirs = if pattern == Pattern::Rook { ORTHOGONAL } else { DIAGONAL };
                for d in dirs {
                    let mut to = shift(from, d);
                    while self.at(to) == EMPTY {
                        if quiet {
                            visit(Move::normal(from, to));
                        }
                        to = shift(to, d);
                    }
                    if captures && enemy(self.at(to)) {
                        visit(Move::normal(from, to));
                    }
                }
            }
            Pattern::Pawn => unreachable!("pawns are generated on their own"),
        }
    }

    /// §3.3: a pawn may be dropped where a cell lies ahead of it, in a column strip without
    /// pawns of either colour.
    pub(super) fn pawn_drop_allowed(&self, to: Square) -> bool {
        if !self.is_cell(shift(to, forward(self.turn))) {
            return false;
        }
        let is_pawn = |sq: Square| piece_of(self.at(sq)).is_some_and(|(_, r)| r == Role::Pawn);
        for d in [NORTH, -NORTH] {
            let mut sq = shift(to, d);
            while self.is_cell(sq) {
                if is_pawn(sq) {
                    return false;
                }
                sq = shift(sq, d);
            }
        }
        true
    }

    /// Calls `visit` with every quake that passes rules 0-5 of §1.4.
    fn quakes(&self, safety: &Safety, mut visit: impl FnMut(Move)) {
        if safety.in_check {
            return;
        }
        let us = self.turn;
        let king = safety.king;
        let enemy_king = self.king(us.other());
        let mut rows: Rows = [0; STRIDE];
        for &sq in &self.cells {
            rows[rank_of(sq)] |= 1 << file_of(sq);
        }
        let (lo, hi) = (ORIGIN, ORIGIN + self.height as usize - 1);
        for direction in Direction::ALL {
            let step = direction.offset();
            let (tail, head) = self.strip_ends(king, step);
            let (a, b) = if tail < head { (tail, head) } else { (head, tail) };
            let on_line = if step.abs() == 1 {
                rank_of(enemy_king) == rank_of(king)
            } else {
                file_of(enemy_king) == file_of(king)
            };
            if on_line && (a..=b).contains(&enemy_king) {
                continue;
            }
            let new = shift(head, step);
            let mut shape = rows;
            shape[rank_of(tail)] &= !(1 << file_of(tail));
            shape[rank_of(new)] |= 1 << file_of(new);
            if !quake_shape_is_legal(&shape, lo.min(rank_of(new)), hi.max(rank_of(new)), tail, new) {
                continue;
            }
            // Rule 5 on the shifted, pocketed board; normalising would not change the answer.
            let mut board = self.board;
            quake_on(&mut board, king, direction);
            if !attacked_on(&board, shift(king, step), us.other(), 0) {
                visit(Move::quake(king, direction));
            }
        }
    }

    /// Calls `visit` with every legal move.
    fn legal(&self, mut visit: impl FnMut(Move)) {
        let safety = self.safety();
        self.pseudo_legal(|m| {
            if self.is_safe(m, &safety) {
                visit(m);
            }
        });
        self.quakes(&safety, visit);
    }

    /// Fills `moves` with every legal move.
    pub fn generate(&self, moves: &mut MoveList<Move>) {
        moves.clear();
        self.legal(|m| moves.push(m));
    }

    /// The number of legal moves.
    pub fn count_legal(&self) -> u64 {
        let mut n = 0;
        self.legal(|_| n += 1);
        n
    }

    /// Whether `m` is legal here.
    pub fn is_legal(&self, m: Move) -> bool {
        let mut found = false;
        self.legal(|x| found |= x == m);
        found
    }
}
