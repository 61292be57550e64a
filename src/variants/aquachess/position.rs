//! The Aquachess position: three 8x8 piece sets (Sea, Waves, Air) and a mailbox over their
//! 192 cells, side to move, the en-passant cell, counters and an incremental Zobrist hash.
//! Immobilisation is not stored: it follows from where the Jellyfish stand (§5.1).

use super::attacks::{Levels, attacks, tables};
use super::types::{Cell, Move, MoveKind, ROLES, Role, SEA, WAVES, cell, level_of, square_of};
use crate::core::Color;
use crate::core::zobrist::keys;
use crate::variants::board8::PieceSet;
use shakmaty::Square;

/// One level's pieces.
pub type Pieces = PieceSet<Role, ROLES>;

static PIECE_KEYS: [u64; 2 * ROLES * 192] = keys(0xA9AC_4E55_0000_0001);
static EP_KEYS: [u64; 192] = keys(0xA9AC_4E55_0000_0002);
const TURN_KEY: u64 = keys::<1>(0xA9AC_4E55_0000_0003)[0];

#[inline]
fn piece_key(color: Color, role: Role, c: Cell) -> u64 {
    PIECE_KEYS[(color as usize * ROLES + role as usize) * 192 + c as usize]
}

/// An Aquachess position.
#[derive(Clone, Debug)]
pub struct Aquachess {
    levels: [Pieces; 3],
    /// 0 for an empty cell, else `1 + colour * 21 + role`.
    board: [u8; 192],
    turn: Color,
    ep: Option<Cell>,
    pub(super) halfmoves: u32,
    pub(super) fullmoves: u32,
    pub(super) hash: u64,
}

impl Aquachess {
    /// An empty position, White to move.
    pub(super) fn empty() -> Aquachess {
        Aquachess {
            levels: [Pieces::EMPTY; 3],
            board: [0; 192],
            turn: Color::White,
            ep: None,
            halfmoves: 0,
            fullmoves: 1,
            hash: 0,
        }
    }

    /// The piece on a cell.
    #[inline]
    pub fn piece_at(&self, c: Cell) -> Option<(Color, Role)> {
        match self.board[c as usize] {
            0 => None,
            n => {
                let n = n as usize - 1;
                Some((Color::from_white(n < ROLES), Role::ALL[n % ROLES]))
            }
        }
    }
    /// One level's pieces.
    #[inline]
    pub fn level(&self, level: usize) -> &Pieces {
        &self.levels[level]
    }
    /// The occupied cells of each level.
    #[inline]
    pub fn occupied(&self) -> Levels {
        std::array::from_fn(|l| self.levels[l].occupied().0)
    }
    /// `color`'s cells on each level.
    #[inline]
    pub fn ours(&self, color: Color) -> Levels {
        std::array::from_fn(|l| self.levels[l].ours(color).0)
    }
    /// `color`'s pieces of `role` on each level.
    #[inline]
    pub fn pieces(&self, color: Color, role: Role) -> Levels {
        std::array::from_fn(|l| self.levels[l].pieces(color, role).0)
    }
    /// The side to move.
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }
    /// The cell a Pawn or Fish passed over on the last move, if it double-stepped.
    #[inline]
    pub fn ep(&self) -> Option<Cell> {
        self.ep
    }
    /// The full-move number.
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }
    /// `color`'s King (always on the Waves), if it has one.
    #[inline]
    pub fn king(&self, color: Color) -> Option<Cell> {
        self.levels[WAVES].king(color).map(|sq| cell(WAVES, sq as usize))
    }

    /// Puts a piece on an empty cell.
    pub(super) fn put(&mut self, color: Color, role: Role, c: Cell) {
        self.levels[level_of(c)].put(color, role, Square::new(square_of(c) as u32));
        self.board[c as usize] = 1 + (usize::from(!color.is_white()) * ROLES + role as usize) as u8;
        self.hash ^= piece_key(color, role, c);
    }
    /// Removes the piece on `c` and returns it.
    pub(super) fn remove(&mut self, c: Cell) -> Option<(Color, Role)> {
        let (color, role) = self.piece_at(c)?;
        self.levels[level_of(c)].remove(color, role, Square::new(square_of(c) as u32));
        self.board[c as usize] = 0;
        self.hash ^= piece_key(color, role, c);
        Some((color, role))
    }
    pub(super) fn set_turn(&mut self, color: Color) {
        if color != self.turn {
            self.hash ^= TURN_KEY;
            self.turn = color;
        }
    }
    pub(super) fn set_ep(&mut self, ep: Option<Cell>) {
        if let Some(e) = self.ep {
            self.hash ^= EP_KEYS[e as usize];
        }
        self.ep = ep;
        if let Some(e) = ep {
            self.hash ^= EP_KEYS[e as usize];
        }
    }

    /// The hash computed from scratch (tests compare it with the incremental one).
    pub fn hash_from_scratch(&self) -> u64 {
        let mut h = if self.turn.is_white() { 0 } else { TURN_KEY };
        for c in 0..192u8 {
            if let Some((color, role)) = self.piece_at(c) {
                h ^= piece_key(color, role, c);
            }
        }
        if let Some(e) = self.ep {
            h ^= EP_KEYS[e as usize];
        }
        h
    }

    /// The cells where `color`'s pieces would be immobilised by the enemy Jellyfish: the
    /// eight Sea neighbours of each and the Waves cell above it (§5.1).
    #[inline]
    pub fn frozen_zone(&self, color: Color) -> Levels {
        let jellies = self.levels[SEA].pieces(color.other(), Role::Jellyfish).0;
        let t = tables();
        let mut sea = 0;
        let mut b = jellies;
        while b != 0 {
            sea |= t.king[b.trailing_zeros() as usize];
            b &= b - 1;
        }
        [sea, jellies, 0]
    }

    /// Whether a piece of `by` that is not immobilised attacks the Waves square `k`.
    pub fn attacked(&self, k: usize, by: Color) -> bool {
        let t = tables();
        let occ = self.occupied();
        let frozen = self.frozen_zone(by);
        for role in Role::ALL {
            for (level, frozen) in frozen.iter().enumerate() {
                if !role.may_stand_on(level) {
                    continue;
                }
                let mut cand =
                    self.levels[level].pieces(by, role).0 & t.origins(by, role, level, cell(WAVES, k)) & !frozen;
                while cand != 0 {
                    let sq = cand.trailing_zeros() as usize;
                    cand &= cand - 1;
                    if attacks(t, by, role, cell(level, sq), &occ)[WAVES] & (1 << k) != 0 {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Whether the side to move's King is attacked.
    pub fn is_check(&self) -> bool {
        self.king(self.turn).is_some_and(|k| self.attacked(square_of(k), self.turn.other()))
    }

    /// The cell of the piece an en-passant capture to `to` removes.
    #[inline]
    pub fn ep_victim(to: Cell, mover: Color) -> Cell {
        if mover.is_white() { to - 8 } else { to + 8 }
    }

    /// Plays a move (which must be legal, or at least pseudo-legal).
    pub(super) fn play_mut(&mut self, m: Move) {
        let us = self.turn;
        let (from, to) = (m.from(), m.to());
        let Some((_, role)) = self.piece_at(from) else { return };
        let mut reset = matches!(role, Role::Pawn);
        let mut ep = None;
        match m.kind() {
            MoveKind::Rifle => {
                self.remove(to);
                reset = true;
            }
            MoveKind::EnPassant => {
                self.remove(Self::ep_victim(to, us));
                self.remove(from);
                self.put(us, role, to);
                reset = true;
            }
            MoveKind::Normal | MoveKind::Promotion => {
                reset |= self.remove(to).is_some();
                self.remove(from);
                self.put(us, m.promotion().unwrap_or(role), to);
                if matches!(role, Role::Pawn | Role::Fish) {
                    let dr =
                        (square_of(to) as i32 / 8 - square_of(from) as i32 / 8) * if us.is_white() { 1 } else { -1 };
                    // A backward Fish step is reversible (A24); every forward one resets.
                    reset |= dr > 0;
                    if dr == 2 {
                        ep = Some(if us.is_white() { from + 8 } else { from - 8 });
                    }
                }
            }
        }
        self.set_ep(ep);
        self.halfmoves = if reset { 0 } else { self.halfmoves + 1 };
        if !us.is_white() {
            self.fullmoves += 1;
        }
        self.set_turn(us.other());
    }

    /// The position after `m`.
    #[inline]
    pub fn play_copy(&self, m: Move) -> Aquachess {
        let mut next = self.clone();
        next.play_mut(m);
        next
    }

    /// The same position with the turn passed (null-move pruning).
    pub(super) fn pass(&self) -> Aquachess {
        let mut next = self.clone();
        next.set_ep(None);
        next.set_turn(self.turn.other());
        next
    }
}
