//! Seachess move generation: pseudo-legal moves of every kind (§3, §4), then legality by
//! make-and-test (§4.7 step 5: the mover's commando ship must not be attacked after the
//! sonar and timer surfacings).
//!
//! Only moves that can matter are made. Surfacings never uncover a commando ship (§4.3: the
//! sub ends up on the very square it surfaced on, so no line or path opens; it attacks what
//! it attacked submerged; what it captures only loses attacks), and adding a piece only
//! blocks. So when the commando ship is not in check, a move is safe unless it moves the
//! commando ship, castles, captures e.p., lands on a mine (clearing it), or empties a
//! square whose emptying alone opens a line or a carrier path to the commando ship (a pin,
//! found by an x-ray from it; see [`Seachess::sensitive`]).

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

    /// The squares whose emptying alone can expose the commando ship on `k` to `them`: the
    /// first blocker on a line from it with an enemy slider (or, on a diagonal, an enemy
    /// torpedo boat two squares away) right behind, and the whole 5x5 neighbourhood when an
    /// enemy carrier stands in it (its two-step and horse paths).
    fn sensitive(&self, k: u8) -> Bits {
        let t = tables();
        let them = self.turn.other();
        let block = self.occupied() | self.all_mines();
        let mut out = 0;
        let rooks = self.pieces(them, Role::Cruiser) | self.pieces(them, Role::Torpedo);
        let bishops = self.pieces(them, Role::Destroyer);
        let torpedoes = self.pieces(them, Role::Torpedo);
        for (dirs, sliders) in [(ROOK_DIRS, rooks), (BISHOP_DIRS, bishops)] {
            for d in dirs {
                let hits = t.ray_attacks(k, d, block) & block;
                if hits == 0 {
                    continue;
                }
                let b = hits.trailing_zeros() as u8;
                let behind = t.ray_attacks(b, d, block);
                let torpedo = dirs == BISHOP_DIRS && t.king[k as usize] & bit(b) != 0 && behind & torpedoes != 0;
                if behind & block & sliders != 0 || torpedo {
                    out |= bit(b);
                }
            }
        }
        if t.near[k as usize] & self.pieces(them, Role::Carrier) != 0 {
            out |= t.near[k as usize];
        }
        out
    }

    /// Whether `m` might leave the own commando ship attacked, so it must be made to know.
    #[inline]
    fn needs_test(&self, m: Move, sensitive: Bits, mines: Bits) -> bool {
        let (from, to) = (m.from(), m.to());
        match m.kind() {
            // A piece (or a diving sub) dying on a mine also clears the mine's square.
            MoveKind::Normal | MoveKind::Promotion | MoveKind::Dive => {
                (self.role[Role::Commando as usize] | sensitive) & bit(from) != 0 || mines & bit(to) != 0
            }
            MoveKind::Underwater => mines & bit(to) != 0,
            MoveKind::Torpedo | MoveKind::Air => sensitive & bit(to) != 0,
            // Plants and returns move nothing; an emerging sub only fills its square.
            MoveKind::Plant | MoveKind::Return | MoveKind::Emerge => false,
            MoveKind::EnPassant | MoveKind::Castle => true,
        }
    }

    /// Fills `out` with the legal moves.
    pub(super) fn generate(&self, out: &mut MoveList<Move>) {
        out.clear();
        self.generate_pseudo(out);
        let Some(k) = self.commando(self.turn) else { return };
        let in_check = self.attacked(k, self.turn.other());
        let sensitive = self.sensitive(k);
        let mines = self.all_mines();
        out.retain(|&m| {
            if !in_check && !self.needs_test(m, sensitive, mines) {
                return true;
            }
            let mut next = self.clone();
            next.play_mut(m);
            !next.mover_in_check()
        });
    }

    /// The legal moves found the slow way, every pseudo-legal move made and tested: the
    /// reference the shortcut of [`Seachess::generate`] is checked against in tests.
    pub fn legal_moves_by_make(&self) -> Vec<Move> {
        let mut out = MoveList::new();
        self.generate_pseudo(&mut out);
        out.iter()
            .copied()
            .filter(|&m| {
                let mut next = self.clone();
                next.play_mut(m);
                !next.mover_in_check()
            })
            .collect()
    }

    /// The number of legal moves (perft's bulk count).
    pub(super) fn count_legal(&self) -> u64 {
        let mut moves = MoveList::new();
        self.generate(&mut moves);
        moves.len() as u64
    }
}
