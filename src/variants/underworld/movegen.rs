//! Legal move generation (§4).
//!
//! * World sub-turns: chess moves, legal when the mover's World King is not attacked
//!   afterwards; the enemy World King is never captured (it can stand in check on our World
//!   sub-turn after one of our returns, and is judged on its owner's World sub-turn).
//! * Underworld sub-turns: pseudo-legal moves (cylindrical pawns, captures of the enemy
//!   Underworld King, UK×UK captures with each possible return), legal when the mover's
//!   Underworld King is not attacked after the whole move (drops and returns included);
//!   if it is in check and no move passes, every pseudo-legal move is allowed; with no
//!   move at all the only move is the pass.
//! * Placement plies: the empty squares of the nearest rank (from the owner's first) that
//!   has empty squares not attacked by the enemy.

use super::board::{Pieces, pawn_attacks, pawn_step};
use super::position::{CASTLE_BK, CASTLE_BQ, CASTLE_WK, CASTLE_WQ, Underworld};
use super::types::{Move, MoveKind, Plane, Role, Source};
use crate::core::{Color, MoveList, Rules};
use shakmaty::{Bitboard, File, Rank, Square, attacks};

impl Underworld {
    /// Generates every legal move into `out` (which is empty).
    pub(super) fn generate(&self, out: &mut MoveList<Move>) {
        if self.both_inactive() {
            return;
        }
        match self.slot.plane() {
            None => self.generate_placements(out),
            Some(Plane::World) => self.generate_world(out),
            Some(Plane::Underworld) => self.generate_underworld(out),
        }
    }

    /// The e.p. captures of `us` on `plane`: the target must be empty and the pawn that
    /// passed over it still there.
    fn en_passant(&self, plane: Plane, us: Color, out: &mut MoveList<Move>) {
        let Some(ep) = self.ep[plane as usize] else { return };
        let them = us.other();
        let board = self.board(plane);
        let Some(victim) = pawn_step(plane, them, ep) else { return };
        if board.occupied().contains(ep) || !board.pieces(them, Role::Pawn).contains(victim) {
            return;
        }
        for from in pawn_attacks(plane, them, ep) & board.pieces(us, Role::Pawn) {
            out.push(Move::en_passant(from, ep));
        }
    }

    /// Pawn pushes and captures of the pawn on `from` into `targets` (promotions are the
    /// caller's business).
    fn pawn_targets(board: &Pieces, plane: Plane, us: Color, from: Square, capturable: Bitboard) -> Bitboard {
        let occupied = board.occupied();
        let mut targets = pawn_attacks(plane, us, from) & capturable;
        if let Some(one) = pawn_step(plane, us, from).filter(|&s| !occupied.contains(s)) {
            targets.add(one);
            if from.rank() == us.relative_rank(Rank::Second)
                && let Some(two) = pawn_step(plane, us, one).filter(|&s| !occupied.contains(s))
            {
                targets.add(two);
            }
        }
        targets
    }

    fn generate_world(&self, out: &mut MoveList<Move>) {
        let plane = Plane::World;
        let us = self.slot.color();
        let them = us.other();
        let board = self.board(plane);
        let Some(king) = board.king(us) else { return };
        let occupied = board.occupied();
        // Everything but own pieces and the enemy King.
        let capturable = board.ours(them) & !board.role(Role::King);
        let allowed = !board.ours(us) & !board.pieces(them, Role::King);

        for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King] {
            for from in board.pieces(us, role) {
                for to in Pieces::piece_attacks(plane, role, us, from, occupied) & allowed {
                    out.push(Move::normal(from, to));
                }
            }
        }
        let last_rank = Bitboard::from_rank(them.backrank());
        for from in board.pieces(us, Role::Pawn) {
            for to in Self::pawn_targets(board, plane, us, from, capturable) {
                if last_rank.contains(to) {
                    for role in Role::PROMOTIONS {
                        out.push(Move::promotion(from, to, role));
                    }
                } else {
                    out.push(Move::normal(from, to));
                }
            }
        }
        self.en_passant(plane, us, out);

        // Keep the legal ones: the own World King not attacked afterwards.
        out.retain(|&m| Self::world_legal(board, us, king, m));
        self.castling_moves(board, us, king, out);
    }

    /// Whether the World move `m` leaves the own King unattacked.
    fn world_legal(board: &Pieces, us: Color, king: Square, m: Move) -> bool {
        let them = us.other();
        let (from, to) = (m.from(), m.to());
        let mut occupied = board.occupied().without(from).with(to);
        let mut theirs = board.ours(them).without(to);
        if m.kind() == MoveKind::EnPassant {
            let victim = Square::from_coords(to.file(), from.rank());
            occupied.discard(victim);
            theirs.discard(victim);
        }
        let king = if from == king { to } else { king };
        (board.attackers(Plane::World, king, them, occupied) & theirs).is_empty()
    }

    /// Standard chess castling on the World (§4.7).
    fn castling_moves(&self, board: &Pieces, us: Color, king: Square, out: &mut MoveList<Move>) {
        let them = us.other();
        let rank = us.backrank();
        let (short, long) = if us.is_white() { (CASTLE_WK, CASTLE_WQ) } else { (CASTLE_BK, CASTLE_BQ) };
        let home = Square::from_coords(File::E, rank);
        if self.castling & (short | long) == 0 || king != home || board.is_attacked(Plane::World, king, them) {
            return;
        }
        let occupied = board.occupied();
        let at = |f: File| Square::from_coords(f, rank);
        let rook_home = |f: File| board.pieces(us, Role::Rook).contains(at(f));
        if self.castling & short != 0
            && rook_home(File::H)
            && !occupied.contains(at(File::F))
            && !occupied.contains(at(File::G))
            && !board.is_attacked(Plane::World, at(File::F), them)
            && !board.is_attacked(Plane::World, at(File::G), them)
        {
            out.push(Move::castle(king, at(File::G)));
        }
        if self.castling & long != 0
            && rook_home(File::A)
            && !occupied.contains(at(File::B))
            && !occupied.contains(at(File::C))
            && !occupied.contains(at(File::D))
            && !board.is_attacked(Plane::World, at(File::D), them)
            && !board.is_attacked(Plane::World, at(File::C), them)
        {
            out.push(Move::castle(king, at(File::C)));
        }
    }

    /// Every pseudo-legal Underworld move of the side to move.
    fn underworld_pseudo(&self, out: &mut MoveList<Move>) {
        let plane = Plane::Underworld;
        let us = self.slot.color();
        let them = us.other();
        let board = self.board(plane);
        let occupied = board.occupied();
        let ours = board.ours(us);
        let theirs = board.ours(them);

        for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
            for from in board.pieces(us, role) {
                for to in Pieces::piece_attacks(plane, role, us, from, occupied) & !ours {
                    out.push(Move::normal(from, to));
                }
            }
        }
        for from in board.pieces(us, Role::Pawn) {
            for to in Self::pawn_targets(board, plane, us, from, theirs) {
                out.push(Move::normal(from, to));
            }
        }
        self.en_passant(plane, us, out);

        let Some(king) = board.king(us) else { return };
        let their_king = board.pieces(them, Role::King);
        for to in attacks::king_attacks(king) & !ours {
            let m = Move::normal(king, to);
            if !their_king.contains(to) {
                out.push(m);
                continue;
            }
            // UK×UK: one move per piece that can return (§4.6), or the bare capture.
            let returnable = ours & !board.role(Role::King);
            let pooled: Vec<Role> = Role::CAPTURABLE.into_iter().filter(|&r| self.pooled(us, r) > 0).collect();
            if returnable.is_empty() && pooled.is_empty() {
                out.push(m);
            }
            for sq in returnable {
                out.push(m.with_return(Source::Square(sq)));
            }
            for role in pooled {
                out.push(m.with_return(Source::Pool(role)));
            }
        }
    }

    /// Whether the Underworld move `m` leaves the mover's Underworld King unattacked.
    fn underworld_legal(&self, m: Move) -> bool {
        let us = self.slot.color();
        let after = self.play(m);
        let board = after.board(Plane::Underworld);
        board.king(us).is_none_or(|k| !board.is_attacked(Plane::Underworld, k, us.other()))
    }

    fn generate_underworld(&self, out: &mut MoveList<Move>) {
        self.underworld_pseudo(out);
        let in_check = self.in_check();
        // In check with no move that passes the test, every pseudo-legal move is allowed (B7).
        if !in_check || out.iter().any(|&m| self.underworld_legal(m)) {
            out.retain(|&m| self.underworld_legal(m));
        }
        if out.is_empty() {
            out.push(Move::pass());
        }
    }

    /// The placement squares of a captured Underworld King (§4.6, B21): the empty squares
    /// not attacked by the enemy on the owner's first rank, else the next rank, and so on;
    /// if every empty square is attacked, the empty squares of the nearest rank that has any.
    fn generate_placements(&self, out: &mut MoveList<Move>) {
        let plane = Plane::Underworld;
        let us = self.slot.color();
        let them = us.other();
        let board = self.board(plane);
        let empty = !board.occupied();
        let ranks = || (0..8).map(|r| Bitboard::from_rank(us.relative_rank(Rank::new(r))) & empty);
        let safe = ranks()
            .map(|squares| {
                squares
                    .into_iter()
                    .filter(|&sq| !board.is_attacked(plane, sq, them))
                    .fold(Bitboard::EMPTY, Bitboard::with)
            })
            .find(|squares| squares.any());
        let chosen = safe.or_else(|| ranks().find(|squares| squares.any())).unwrap_or(Bitboard::EMPTY);
        for sq in chosen {
            out.push(Move::placement(sq));
        }
    }
}
