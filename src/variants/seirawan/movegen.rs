//! Legal move generation with check and pin masks
//! (https://www.chessprogramming.org/Move_Generation#Legal), plus gating: a move from an
//! open gate square is also generated once per piece kind in hand. A gated piece lands on
//! the square just vacated, behind the mover, so it can never block a check or stand in for
//! a pinned piece: gating variants are legal exactly when the plain move is.

use super::position::Seirawan;
use super::types::{Move, Role};
use crate::core::{Color, MoveList};
use shakmaty::{Bitboard, Rank, Square, attacks};

/// Where generated moves go: a list, or a counter for perft's bulk counting.
pub(super) trait Sink {
    /// One move with its gating variants (`gating` = kinds in hand when `from` is a gate).
    fn moves(&mut self, from: Square, targets: Bitboard, gating: &[Role]);
    /// The six promotions on each target.
    fn promotions(&mut self, from: Square, targets: Bitboard);
    /// A single prepared move.
    fn push(&mut self, m: Move);
}

impl Sink for MoveList<Move> {
    #[inline]
    fn moves(&mut self, from: Square, targets: Bitboard, gating: &[Role]) {
        for to in targets {
            let m = Move::normal(from, to);
            self.push(m);
            for &g in gating {
                self.push(m.with_gate(g));
            }
        }
    }
    #[inline]
    fn promotions(&mut self, from: Square, targets: Bitboard) {
        for to in targets {
            for role in Role::PROMOTIONS {
                self.push(Move::promotion(from, to, role));
            }
        }
    }
    #[inline]
    fn push(&mut self, m: Move) {
        MoveList::push(self, m);
    }
}

/// Counts moves without listing them.
pub(super) struct Counter(pub u64);

impl Sink for Counter {
    #[inline]
    fn moves(&mut self, _: Square, targets: Bitboard, gating: &[Role]) {
        self.0 += targets.count() as u64 * (1 + gating.len() as u64);
    }
    #[inline]
    fn promotions(&mut self, _: Square, targets: Bitboard) {
        self.0 += targets.count() as u64 * Role::PROMOTIONS.len() as u64;
    }
    #[inline]
    fn push(&mut self, _: Move) {
        self.0 += 1;
    }
}

impl Seirawan {
    /// The hand pieces `us` could gate now (empty when it has none).
    fn gating_roles(&self, us: Color, buf: &mut [Role; 2]) -> usize {
        let mut n = 0;
        for (slot, role) in Role::HAND.into_iter().enumerate() {
            if self.hand[us as usize][slot] > 0 {
                buf[n] = role;
                n += 1;
            }
        }
        n
    }

    /// Our pieces pinned against our king.
    pub(super) fn pinned(&self, us: Color, king: Square, occupied: Bitboard) -> Bitboard {
        let them = us.other();
        let snipers = (attacks::rook_attacks(king, Bitboard::EMPTY) & self.orthogonal_sliders(them))
            | (attacks::bishop_attacks(king, Bitboard::EMPTY) & self.diagonal_sliders(them));
        let mut pinned = Bitboard::EMPTY;
        for sniper in snipers {
            let blockers = attacks::between(king, sniper) & occupied;
            if !blockers.more_than_one() {
                pinned |= blockers & self.board.ours(us);
            }
        }
        pinned
    }

    /// Generates every legal move into `sink`; with `TACTICAL`, only the captures and
    /// promotions (what quiescence searches), in the same order.
    pub(super) fn generate<S: Sink, const TACTICAL: bool>(&self, sink: &mut S) {
        let us = self.turn;
        let them = us.other();
        let ours = self.board.ours(us);
        let theirs = self.board.ours(them);
        let occupied = ours | theirs;
        let wanted = if TACTICAL { theirs } else { !ours };
        let king = self.king(us);
        let checkers = self.attackers(king, them, occupied);

        let mut gate_buf = [Role::Hawk; 2];
        let n_gating = self.gating_roles(us, &mut gate_buf);
        let gating = &gate_buf[..n_gating];
        let gates = if n_gating > 0 { self.gates(us) } else { Bitboard::EMPTY };
        let gating_from = |sq: Square| if gates.contains(sq) { gating } else { &[][..] };

        // King steps: to squares not attacked once the king has left its square.
        let without_king = occupied.without(king);
        let mut king_targets = attacks::king_attacks(king) & wanted;
        for to in king_targets {
            if self.attackers(to, them, without_king).any() {
                king_targets.discard(to);
            }
        }
        sink.moves(king, king_targets, gating_from(king));
        if checkers.more_than_one() {
            return;
        }

        let target = match checkers.first() {
            Some(checker) => attacks::between(king, checker).with(checker),
            None => Bitboard::FULL,
        };
        let pinned = self.pinned(us, king, occupied);
        let line_mask = |from: Square| {
            if pinned.contains(from) { attacks::ray(king, from) } else { Bitboard::FULL }
        };

        // Pieces.
        for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::Hawk, Role::Elephant] {
            for from in self.board.pieces(us, role) {
                let targets = Self::piece_attacks(role, us, from, occupied) & wanted & target & line_mask(from);
                sink.moves(from, targets, gating_from(from));
            }
        }

        // Pawns.
        let forward: i32 = if us == Color::White { 8 } else { -8 };
        let promotion_rank = Bitboard::from_rank(us.other().backrank());
        let double_rank = Bitboard::from_rank(us.relative_rank(Rank::Third));
        for from in self.board.pieces(us, Role::Pawn) {
            let mask = target & line_mask(from);
            let mut targets = attacks::pawn_attacks(us, from) & theirs;
            if let Some(one) = from.offset(forward).filter(|&s| !occupied.contains(s)) {
                targets.add(one);
                if let Some(two) = one.offset(forward).filter(|&s| double_rank.contains(one) && !occupied.contains(s)) {
                    targets.add(two);
                }
            }
            targets &= mask;
            if TACTICAL {
                targets &= theirs | promotion_rank;
            }
            sink.moves(from, targets & !promotion_rank, &[]);
            sink.promotions(from, targets & promotion_rank);
        }

        // En passant: test the resulting position, since two pieces leave the fifth rank.
        if let Some(ep) = self.ep {
            let victim = Square::from_coords(ep.file(), us.relative_rank(Rank::Fifth));
            // In check, the capture must remove the checker or block on the e.p. square.
            if target.contains(victim) || target.contains(ep) {
                for from in attacks::pawn_attacks(them, ep) & self.board.pieces(us, Role::Pawn) {
                    let after = occupied.without(from).without(victim).with(ep);
                    let exposed = (attacks::rook_attacks(king, after) & self.orthogonal_sliders(them))
                        | (attacks::bishop_attacks(king, after) & self.diagonal_sliders(them));
                    if exposed.is_empty() {
                        sink.push(Move::en_passant(from, ep));
                    }
                }
            }
        }

        if checkers.is_empty() && !TACTICAL {
            self.generate_castling(sink, us, king, occupied, gating);
        }
    }

    /// Castling (Chess960 rules, which include the standard ones), with gating on the
    /// king's or the rook's square when that square is left empty.
    fn generate_castling<S: Sink>(&self, sink: &mut S, us: Color, king: Square, occupied: Bitboard, gating: &[Role]) {
        let them = us.other();
        for rook in self.castling_rooks(us) {
            let (king_to, rook_to) = Self::castling_targets(us, king, rook);
            let king_path = attacks::between(king, king_to).with(king_to);
            let rook_path = attacks::between(rook, rook_to).with(rook_to);
            let others = occupied.without(king).without(rook);
            if ((king_path | rook_path) & others).any() {
                continue;
            }
            if king_path.into_iter().any(|sq| self.attackers(sq, them, others).any()) {
                continue;
            }
            let m = Move::castle(king, rook);
            sink.push(m);
            let gates = self.gates(us);
            let after = others.with(king_to).with(rook_to);
            for &g in gating {
                if gates.contains(king) && !after.contains(king) {
                    sink.push(m.with_gate(g));
                }
                if gates.contains(rook) && !after.contains(rook) {
                    sink.push(m.with_rook_gate(g));
                }
            }
        }
    }
}
