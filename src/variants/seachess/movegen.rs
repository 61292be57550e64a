//! Seachess move generation: pseudo-legal moves of every kind (§3, §4), then legality by
//! make-and-test (§4.7 step 5: the mover's commando ship must not be attacked after the
//! sonar and timer surfacings). Only moves that can matter are made: with no submerged sub
//! on the board and the commando ship not in check, a move that neither moves the commando
//! ship nor vacates, clears or empties a square on its lines or within two squares of it
//! cannot expose it (carrier paths and torpedo first squares all lie there).

use super::board::{BISHOP_DIRS, Bits, NONE, ROOK_DIRS, bit, squares, tables};
use super::position::{CASTLE_HOMES, Seachess};
use super::types::{Move, MoveKind, Role};
use crate::core::MoveList;

impl Seachess {
    /// Appends every pseudo-legal move (legal but for the safety of the own commando ship).
    pub(super) fn generate_pseudo(&self, out: &mut MoveList<Move>) {
        let t = tables();
        let us = self.turn;
        let them = us.other();
        let u = us as usize;
        let own = self.color[u];
        let enemy = self.color[them as usize];
        let kings = self.role[Role::Commando as usize];
        let occ = own | enemy;
        let mines = self.all_mines();
        let block = occ | mines;
        let prey = enemy & !kings;
        // Where a moving piece may end: empty, mined, or an enemy other than the commando ship.
        let targets = !own & !kings;

        if let Some(c) = self.flying_carrier(us) {
            // §4.5: while the aircraft is aloft, only its captures and its return.
            for q in squares(t.outline[c as usize] & prey) {
                out.push(Move::new(MoveKind::Air, c, q));
            }
            out.push(Move::new(MoveKind::Return, c, c));
            return;
        }

        let last_rank = t.last_rank[u];
        let push_boat = |out: &mut MoveList<Move>, from: u8, to: u8| {
            if last_rank & bit(to) != 0 {
                for role in Role::PROMOTIONS {
                    out.push(Move::promotion(from, to, role));
                }
            } else {
                out.push(Move::new(MoveKind::Normal, from, to));
            }
        };
        for sq in squares(self.pieces(us, Role::Boat)) {
            let forward = Self::forward_square(us, sq);
            if forward != NONE {
                if occ & bit(forward) == 0 {
                    push_boat(out, sq, forward);
                    if t.boat_rank[u] & bit(sq) != 0 && mines & bit(forward) == 0 {
                        let mut p = forward;
                        for _ in 2..=4 {
                            let next = Self::forward_square(us, p);
                            if next == NONE || occ & bit(next) != 0 {
                                break;
                            }
                            out.push(Move::new(MoveKind::Normal, sq, next));
                            if mines & bit(next) != 0 {
                                break;
                            }
                            p = next;
                        }
                    }
                }
            } else if last_rank & bit(sq) == 0 {
                let side = Self::side_step(sq);
                if side != NONE && occ & bit(side) == 0 {
                    out.push(Move::new(MoveKind::Normal, sq, side));
                }
            }
            let attacks = t.boat_attacks[u][sq as usize];
            for q in squares(attacks & prey) {
                push_boat(out, sq, q);
            }
            if let Some(ep) = self.ep
                && attacks & bit(ep) != 0
                && occ & bit(ep) == 0
                && self.ep_victim(ep, us).is_some_and(|v| self.pieces(them, Role::Boat) & bit(v) != 0)
            {
                out.push(Move::new(MoveKind::EnPassant, sq, ep));
            }
        }
        for sq in squares(self.pieces(us, Role::Cruiser)) {
            for q in squares(t.rook(sq, block) & targets) {
                out.push(Move::new(MoveKind::Normal, sq, q));
            }
            if self.loaded(sq) && mines & bit(sq) == 0 {
                out.push(Move::new(MoveKind::Plant, sq, sq));
            }
        }
        for sq in squares(self.pieces(us, Role::Torpedo)) {
            for q in squares(t.rook(sq, block) & targets) {
                out.push(Move::new(MoveKind::Normal, sq, q));
            }
            if self.loaded(sq) {
                for q in squares(self.torpedo_reach(sq, block) & prey) {
                    out.push(Move::new(MoveKind::Torpedo, sq, q));
                }
            }
        }
        let destroyers = self.role[Role::Destroyer as usize];
        let dive_to = !destroyers & !self.subs[u];
        for sq in squares(self.pieces(us, Role::Sub)) {
            let jumps = t.knight[sq as usize];
            for q in squares(jumps & targets) {
                out.push(Move::new(MoveKind::Normal, sq, q));
            }
            if self.visible_turns(sq) >= 2 {
                for q in squares(jumps & dive_to) {
                    out.push(Move::new(MoveKind::Dive, sq, q));
                }
            }
        }
        for sq in squares(self.subs[u]) {
            let jumps = t.knight[sq as usize];
            for q in squares(jumps & dive_to) {
                out.push(Move::new(MoveKind::Underwater, sq, q));
            }
            for q in squares(jumps & !mines & !own & !kings & !destroyers) {
                out.push(Move::new(MoveKind::Emerge, sq, q));
            }
            if (own | kings) & bit(sq) == 0 {
                out.push(Move::new(MoveKind::Emerge, sq, sq));
            }
        }
        for sq in squares(self.pieces(us, Role::Destroyer)) {
            for q in squares(t.bishop(sq, block) & targets & !self.subs[u]) {
                out.push(Move::new(MoveKind::Normal, sq, q));
            }
        }
        for sq in squares(self.pieces(us, Role::Carrier)) {
            for step in t.carrier_steps(sq) {
                if step.path & block == 0 && targets & bit(step.to) != 0 {
                    out.push(Move::new(MoveKind::Normal, sq, step.to));
                }
            }
            for q in squares(t.outline[sq as usize] & prey) {
                out.push(Move::new(MoveKind::Air, sq, q));
            }
        }
        if let Some(k) = self.commando(us) {
            for q in squares(t.king[k as usize] & targets & !mines) {
                out.push(Move::new(MoveKind::Normal, k, q));
            }
            self.generate_castling(k, block, out);
        }
    }

    /// Castling (§4.6): K g1→e1 with C c1→f1, K g1→i1 with T j1→h1 (rank 12 for Black);
    /// the squares between empty and unmined, the commando ship's squares not attacked.
    fn generate_castling(&self, k: u8, block: Bits, out: &mut MoveList<Move>) {
        let us = self.turn;
        for &(king, partner, _, right) in &CASTLE_HOMES {
            if self.castling & right == 0 || k != king || (right & 3 != 0) != us.is_white() {
                continue;
            }
            let (lo, hi) = if partner < king { (partner + 1, king - 1) } else { (king + 1, partner - 1) };
            let between = (lo..=hi).fold(0, |b, s| b | bit(s));
            if between & block != 0 {
                continue;
            }
            let to = if partner < king { king - 2 } else { king + 2 };
            let crossed = if partner < king { [king, king - 1, king - 2] } else { [king, king + 1, king + 2] };
            if crossed.iter().any(|&s| self.attacked(s, us.other())) {
                continue;
            }
            out.push(Move::new(MoveKind::Castle, king, to));
        }
    }

    /// The squares whose emptying or clearing can expose the commando ship on `k`: its rook
    /// and bishop lines and its 5x5 neighbourhood.
    fn sensitive(k: u8) -> Bits {
        let t = tables();
        let lines = ROOK_DIRS.iter().chain(BISHOP_DIRS.iter()).fold(0, |b, &d| b | t.rays[d][k as usize]);
        lines | t.near[k as usize]
    }

    /// Whether `m` might leave the own commando ship attacked, so it must be made to know.
    #[inline]
    fn needs_test(&self, m: Move, sensitive: Bits, mines: Bits) -> bool {
        let (from, to) = (m.from(), m.to());
        match m.kind() {
            MoveKind::Normal | MoveKind::Promotion => {
                self.role[Role::Commando as usize] & bit(from) != 0
                    || sensitive & bit(from) != 0
                    || (sensitive & mines & bit(to) != 0)
            }
            MoveKind::Torpedo | MoveKind::Air => sensitive & bit(to) != 0,
            MoveKind::Plant | MoveKind::Return => false,
            _ => true,
        }
    }

    /// Fills `out` with the legal moves.
    pub(super) fn generate(&self, out: &mut MoveList<Move>) {
        out.clear();
        self.generate_pseudo(out);
        let Some(k) = self.commando(self.turn) else { return };
        let test_all = (self.subs[0] | self.subs[1]) != 0 || self.attacked(k, self.turn.other());
        let sensitive = Self::sensitive(k);
        let mines = self.all_mines();
        out.retain(|&m| {
            if !test_all && !self.needs_test(m, sensitive, mines) {
                return true;
            }
            let mut next = self.clone();
            next.play_mut(m);
            !next.mover_in_check()
        });
    }

    /// The number of legal moves (perft's bulk count).
    pub(super) fn count_legal(&self) -> u64 {
        let mut moves = MoveList::new();
        self.generate(&mut moves);
        moves.len() as u64
    }
}
