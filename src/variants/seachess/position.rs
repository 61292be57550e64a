//! The Seachess position (open mode): surface pieces with their state, mines with owners,
//! submerged submarines with owner and remaining turns R, castling, e.p., counters; copy-make
//! in the order of events of the rules (§4.7 of `docs/variants/seachess.md`) with an
//! incremental Zobrist hash.
//!
//! Everything a player's view in hidden mode will be derived from is explicit state: mine
//! owners, each submerged sub's owner and R, the cruisers' loaded flags.

use super::board::{Bits, E, N, S, SQUARES, W, bit, squares, tables};
use super::types::{Facing, Move, MoveKind, Role};
use crate::core::Color;
use crate::core::zobrist;

/// Castling rights: White with the cruiser (`C`), with the torpedo boat (`T`), Black (`c`, `t`).
pub(super) const CASTLE_WC: u8 = 1;
pub(super) const CASTLE_WT: u8 = 2;
pub(super) const CASTLE_BC: u8 = 4;
pub(super) const CASTLE_BT: u8 = 8;

/// Per-square piece state, a 4-bit nibble whose meaning depends on the piece:
/// cruiser: bit 0 = not loaded; torpedo boat: bit 0 = not loaded, bits 1-2 = [`Facing`];
/// surfaced sub: V (0..=8); carrier: bit 0 = aircraft aloft. Other pieces: 0.
pub(super) const UNLOADED: u8 = 1;
/// Carrier nibble: aircraft aloft.
pub(super) const ALOFT: u8 = 1;
/// The largest visible-turn counter V.
pub const V_MAX: u8 = 8;

/// A Seachess position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seachess {
    /// Surface pieces by colour (indexed by `Color as usize`: Black 0, White 1).
    pub(super) color: [Bits; 2],
    /// Surface pieces by role.
    pub(super) role: [Bits; 7],
    /// The state nibble of each surface piece, as four bit planes.
    pub(super) extra: [Bits; 4],
    /// Mines by owner.
    pub(super) mines: [Bits; 2],
    /// Submerged subs by owner.
    pub(super) subs: [Bits; 2],
    /// R of each submerged sub (0..=3), two bit planes per owner.
    pub(super) sub_r: [[Bits; 2]; 2],
    pub(super) castling: u8,
    pub(super) ep: Option<u8>,
    pub(super) turn: Color,
    pub(super) halfmoves: u32,
    pub(super) fullmoves: u32,
    pub(super) hash: u64,
}

/// Zobrist key layout.
const PIECE_KEYS: usize = 0;
const EXTRA_KEYS: usize = PIECE_KEYS + 2 * 7 * SQUARES;
const MINE_KEYS: usize = EXTRA_KEYS + 4 * SQUARES;
const SUB_KEYS: usize = MINE_KEYS + 2 * SQUARES;
const SUB_R_KEYS: usize = SUB_KEYS + 2 * SQUARES;
const CASTLE_KEYS: usize = SUB_R_KEYS + 2 * 2 * SQUARES;
const EP_KEYS: usize = CASTLE_KEYS + 4;
const TURN_KEY: usize = EP_KEYS + SQUARES;
const KEY_COUNT: usize = TURN_KEY + 1;
static KEYS: [u64; KEY_COUNT] = zobrist::keys(0x5EAC_4E55_0128_0007);

#[inline(always)]
fn piece_key(color: Color, role: Role, sq: u8) -> u64 {
    KEYS[PIECE_KEYS + (color as usize * 7 + role as usize) * SQUARES + sq as usize]
}
#[inline(always)]
fn extra_key(nibble: u8, sq: u8) -> u64 {
    (0..4).filter(|b| nibble & (1 << b) != 0).fold(0, |h, b| h ^ KEYS[EXTRA_KEYS + b * SQUARES + sq as usize])
}
#[inline(always)]
fn mine_key(color: Color, sq: u8) -> u64 {
    KEYS[MINE_KEYS + color as usize * SQUARES + sq as usize]
}
#[inline(always)]
fn sub_key(color: Color, r: u8, sq: u8) -> u64 {
    let mut h = KEYS[SUB_KEYS + color as usize * SQUARES + sq as usize];
    for b in 0..2 {
        if r & (1 << b) != 0 {
            h ^= KEYS[SUB_R_KEYS + (color as usize * 2 + b) * SQUARES + sq as usize];
        }
    }
    h
}
#[inline(always)]
fn castle_key(rights: u8) -> u64 {
    (0..4).filter(|i| rights & (1 << i) != 0).fold(0, |h, i| h ^ KEYS[CASTLE_KEYS + i])
}
#[inline(always)]
fn ep_key(sq: u8) -> u64 {
    KEYS[EP_KEYS + sq as usize]
}

/// The castling rights that depend on the piece standing on `sq` (home squares of the
/// commando ships and their partners).
#[inline]
fn rights_touching(sq: u8) -> u8 {
    // c1 = 0, g1 = 4, j1 = 7; c12 = 120, g12 = 124, j12 = 127.
    match sq {
        0 => CASTLE_WC,
        4 => CASTLE_WC | CASTLE_WT,
        7 => CASTLE_WT,
        120 => CASTLE_BC,
        124 => CASTLE_BC | CASTLE_BT,
        127 => CASTLE_BT,
        _ => 0,
    }
}

/// Home squares for castling: (commando ship, partner, partner role) per right bit.
pub(super) const CASTLE_HOMES: [(u8, u8, Role, u8); 4] = [
    (4, 0, Role::Cruiser, CASTLE_WC),
    (4, 7, Role::Torpedo, CASTLE_WT),
    (124, 120, Role::Cruiser, CASTLE_BC),
    (124, 127, Role::Torpedo, CASTLE_BT),
];

impl Seachess {
    /// An empty board, White to move (for the SeaFEN reader).
    pub(super) fn empty() -> Self {
        let mut pos = Seachess {
            color: [0; 2],
            role: [0; 7],
            extra: [0; 4],
            mines: [0; 2],
            subs: [0; 2],
            sub_r: [[0; 2]; 2],
            castling: 0,
            ep: None,
            turn: Color::White,
            halfmoves: 0,
            fullmoves: 1,
            hash: 0,
        };
        pos.hash = pos.compute_hash();
        pos
    }

    // Reading the state.

    /// All surface pieces.
    #[inline(always)]
    pub fn occupied(&self) -> Bits {
        self.color[0] | self.color[1]
    }
    /// All mines.
    #[inline(always)]
    pub fn all_mines(&self) -> Bits {
        self.mines[0] | self.mines[1]
    }
    /// Surface pieces of `color`.
    #[inline(always)]
    pub fn ours(&self, color: Color) -> Bits {
        self.color[color as usize]
    }
    /// Surface pieces of `role` (both colours).
    #[inline(always)]
    pub fn role_set(&self, role: Role) -> Bits {
        self.role[role as usize]
    }
    /// Surface pieces of `color` and `role`.
    #[inline(always)]
    pub fn pieces(&self, color: Color, role: Role) -> Bits {
        self.color[color as usize] & self.role[role as usize]
    }
    /// Mines owned by `color`.
    pub fn mines_of(&self, color: Color) -> Bits {
        self.mines[color as usize]
    }
    /// Submerged subs of `color`.
    #[inline(always)]
    pub fn submerged(&self, color: Color) -> Bits {
        self.subs[color as usize]
    }
    /// R of `color`'s submerged sub on `sq`.
    #[inline]
    pub fn sub_r(&self, color: Color, sq: u8) -> u8 {
        let planes = &self.sub_r[color as usize];
        ((planes[0] >> sq) & 1) as u8 | (((planes[1] >> sq) & 1) as u8) << 1
    }
    /// The surface piece on `sq`.
    #[inline]
    pub fn piece_at(&self, sq: u8) -> Option<(Color, Role)> {
        let b = bit(sq);
        let color = if self.color[Color::White as usize] & b != 0 {
            Color::White
        } else if self.color[Color::Black as usize] & b != 0 {
            Color::Black
        } else {
            return None;
        };
        let role = (0..7).find(|&r| self.role[r] & b != 0).expect("a coloured square has a role");
        Some((color, Role::from_index(role as u32)))
    }
    /// The role of the surface piece on `sq`.
    #[inline]
    pub fn role_at(&self, sq: u8) -> Option<Role> {
        let b = bit(sq);
        (0..7).find(|&r| self.role[r] & b != 0).map(|r| Role::from_index(r as u32))
    }
    /// The state nibble of the piece on `sq`.
    #[inline(always)]
    pub(super) fn extra_at(&self, sq: u8) -> u8 {
        (0..4).fold(0, |n, b| n | ((((self.extra[b] >> sq) & 1) as u8) << b))
    }
    /// Whether the cruiser or torpedo boat on `sq` is loaded.
    pub fn loaded(&self, sq: u8) -> bool {
        self.extra[0] & bit(sq) == 0
    }
    /// The facing of the torpedo boat on `sq`.
    pub fn facing(&self, sq: u8) -> Facing {
        Facing::ALL[((self.extra_at(sq) >> 1) & 3) as usize]
    }
    /// V of the surfaced sub on `sq`.
    pub fn visible_turns(&self, sq: u8) -> u8 {
        self.extra_at(sq)
    }
    /// Whether the carrier on `sq` has its aircraft aloft.
    pub fn aloft(&self, sq: u8) -> bool {
        self.extra[0] & bit(sq) != 0
    }
    /// The carrier of `color` whose aircraft is aloft, if any.
    #[inline]
    pub fn flying_carrier(&self, color: Color) -> Option<u8> {
        let set = self.pieces(color, Role::Carrier) & self.extra[0];
        (set != 0).then(|| set.trailing_zeros() as u8)
    }
    /// The commando ship of `color`.
    #[inline]
    pub fn commando(&self, color: Color) -> Option<u8> {
        let set = self.pieces(color, Role::Commando);
        (set != 0).then(|| set.trailing_zeros() as u8)
    }
    /// Castling rights (`C T c t` = bits 1, 2, 4, 8).
    pub fn castling_rights(&self) -> u8 {
        self.castling
    }
    /// The e.p. target square.
    pub fn ep_square(&self) -> Option<u8> {
        self.ep
    }
    /// The full-move number.
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }
    /// The side to move.
    #[inline(always)]
    pub fn turn(&self) -> Color {
        self.turn
    }

    // Changing the state; every change keeps the hash.

    #[inline]
    pub(super) fn put(&mut self, color: Color, role: Role, sq: u8, extra: u8) {
        let b = bit(sq);
        self.color[color as usize] |= b;
        self.role[role as usize] |= b;
        for (i, plane) in self.extra.iter_mut().enumerate() {
            if extra & (1 << i) != 0 {
                *plane |= b;
            }
        }
        self.hash ^= piece_key(color, role, sq) ^ extra_key(extra, sq);
    }
    /// Removes the surface piece on `sq` (there must be one), returning it and its state.
    #[inline]
    pub(super) fn remove(&mut self, sq: u8) -> (Color, Role, u8) {
        let (color, role) = self.piece_at(sq).expect("a piece to remove");
        let extra = self.extra_at(sq);
        let b = !bit(sq);
        self.color[color as usize] &= b;
        self.role[role as usize] &= b;
        for plane in &mut self.extra {
            *plane &= b;
        }
        self.hash ^= piece_key(color, role, sq) ^ extra_key(extra, sq);
        (color, role, extra)
    }
    #[inline]
    pub(super) fn set_extra(&mut self, sq: u8, extra: u8) {
        let old = self.extra_at(sq);
        for (i, plane) in self.extra.iter_mut().enumerate() {
            if extra & (1 << i) != 0 {
                *plane |= bit(sq);
            } else {
                *plane &= !bit(sq);
            }
        }
        self.hash ^= extra_key(old, sq) ^ extra_key(extra, sq);
    }
    pub(super) fn add_mine(&mut self, color: Color, sq: u8) {
        self.mines[color as usize] |= bit(sq);
        self.hash ^= mine_key(color, sq);
    }
    /// Removes the mine on `sq`, if any; whether there was one.
    pub(super) fn clear_mine(&mut self, sq: u8) -> bool {
        for color in [Color::White, Color::Black] {
            if self.mines[color as usize] & bit(sq) != 0 {
                self.mines[color as usize] &= !bit(sq);
                self.hash ^= mine_key(color, sq);
                return true;
            }
        }
        false
    }
    pub(super) fn add_sub(&mut self, color: Color, sq: u8, r: u8) {
        let c = color as usize;
        self.subs[c] |= bit(sq);
        for b in 0..2 {
            if r & (1 << b) != 0 {
                self.sub_r[c][b] |= bit(sq);
            }
        }
        self.hash ^= sub_key(color, r, sq);
    }
    /// Removes `color`'s submerged sub on `sq`, returning its R.
    pub(super) fn remove_sub(&mut self, color: Color, sq: u8) -> u8 {
        let r = self.sub_r(color, sq);
        let c = color as usize;
        self.subs[c] &= !bit(sq);
        self.sub_r[c][0] &= !bit(sq);
        self.sub_r[c][1] &= !bit(sq);
        self.hash ^= sub_key(color, r, sq);
        r
    }
    pub(super) fn set_castling(&mut self, rights: u8) {
        self.hash ^= castle_key(self.castling) ^ castle_key(rights);
        self.castling = rights;
    }
    pub(super) fn set_ep(&mut self, ep: Option<u8>) {
        if let Some(old) = self.ep {
            self.hash ^= ep_key(old);
        }
        if let Some(new) = ep {
            self.hash ^= ep_key(new);
        }
        self.ep = ep;
    }
    pub(super) fn set_turn(&mut self, turn: Color) {
        if turn != self.turn {
            self.hash ^= KEYS[TURN_KEY];
            self.turn = turn;
        }
    }

    /// The hash computed from scratch (the incremental one must always equal it).
    pub fn compute_hash(&self) -> u64 {
        let mut h = castle_key(self.castling) ^ self.ep.map_or(0, ep_key);
        if self.turn == Color::Black {
            h ^= KEYS[TURN_KEY];
        }
        for color in [Color::White, Color::Black] {
            for role in Role::ALL {
                for sq in squares(self.pieces(color, role)) {
                    h ^= piece_key(color, role, sq) ^ extra_key(self.extra_at(sq), sq);
                }
            }
            for sq in squares(self.mines[color as usize]) {
                h ^= mine_key(color, sq);
            }
            for sq in squares(self.subs[color as usize]) {
                h ^= sub_key(color, self.sub_r(color, sq), sq);
            }
        }
        h
    }

    /// The nibble of a fresh piece of `role` (promotion, start): loaded, facing forward.
    pub(super) fn fresh_extra(color: Color, role: Role) -> u8 {
        match role {
            Role::Torpedo => (Facing::forward(color.is_white()) as u8) << 1,
            _ => 0,
        }
    }

    /// A submarine of `color` surfaces on `sq` (timer or sonar, §4.3): it captures the
    /// surface piece above, whatever its colour, or is sunk under a commando ship. Returns
    /// whether something was removed.
    fn surface(&mut self, color: Color, sq: u8) -> bool {
        self.remove_sub(color, sq);
        match self.role_at(sq) {
            Some(Role::Commando) => true,
            Some(_) => {
                self.remove(sq);
                self.put(color, Role::Sub, sq, 0);
                true
            }
            None => {
                self.put(color, Role::Sub, sq, 0);
                false
            }
        }
    }

    /// Plays a legal (or pseudo-legal) move in place, with every event of §4.7 steps 1-4.
    pub fn play_mut(&mut self, m: Move) {
        let t = tables();
        let us = self.turn;
        let them = us.other();
        let (from, to) = (m.from(), m.to());
        let mut reset = false; // a boat move or a removal resets the move-rule clock
        let mut ep = None;
        // A surface piece leaving or reaching a home square loses the rights (§4.6). Plants,
        // shots and returns move nothing and submarines below the surface are not the king
        // or a partner; a piece they remove is caught by the check below.
        let mut touched = match m.kind() {
            MoveKind::Normal | MoveKind::EnPassant | MoveKind::Castle | MoveKind::Promotion => {
                rights_touching(from) | rights_touching(to)
            }
            _ => 0,
        };
        match m.kind() {
            MoveKind::Normal | MoveKind::Promotion => {
                let (_, role, mut extra) = self.remove(from);
                if self.color[them as usize] & bit(to) != 0 {
                    self.remove(to);
                    reset = true;
                }
                if role == Role::Destroyer && self.subs[them as usize] & bit(to) != 0 {
                    self.remove_sub(them, to);
                    reset = true;
                }
                let mut placed = role;
                match role {
                    Role::Boat => {
                        reset = true;
                        if t.rank[from as usize].abs_diff(t.rank[to as usize]) >= 2 {
                            ep = Some(Self::forward_square(us, from));
                        }
                        if let Some(p) = m.promotion_role() {
                            placed = p;
                            extra = Self::fresh_extra(us, p);
                        }
                    }
                    Role::Torpedo => {
                        let (ff, fr) = (t.file[from as usize], t.rank[from as usize]);
                        let (tf, tr) = (t.file[to as usize], t.rank[to as usize]);
                        let facing = if tr > fr {
                            Facing::North
                        } else if tr < fr {
                            Facing::South
                        } else if tf > ff {
                            Facing::East
                        } else {
                            Facing::West
                        };
                        extra = (extra & UNLOADED) | (facing as u8) << 1;
                    }
                    _ => {}
                }
                if matches!(placed, Role::Cruiser | Role::Torpedo) && t.haven[us as usize] & bit(to) != 0 {
                    extra &= !UNLOADED;
                }
                if self.clear_mine(to) {
                    reset = true; // the piece dies with the mine
                    ep = None;
                } else {
                    self.put(us, placed, to, extra);
                }
            }
            MoveKind::EnPassant => {
                self.remove(from);
                if let Some(victim) = self.ep_victim(to, us) {
                    self.remove(victim);
                }
                self.put(us, Role::Boat, to, 0);
                reset = true;
            }
            MoveKind::Castle => {
                let (partner_from, partner_to, facing) = if t.file[to as usize] < t.file[from as usize] {
                    (from - 4, from - 1, None)
                } else {
                    (from + 3, from + 1, Some(Facing::West))
                };
                self.remove(from);
                let (_, partner, _) = self.remove(partner_from);
                self.put(us, Role::Commando, to, 0);
                self.put(us, partner, partner_to, facing.map_or(0, |f| (f as u8) << 1));
                touched |= if us.is_white() { CASTLE_WC | CASTLE_WT } else { CASTLE_BC | CASTLE_BT };
            }
            MoveKind::Plant => {
                self.set_extra(from, self.extra_at(from) | UNLOADED);
                let mut destroyed = false;
                for color in [Color::White, Color::Black] {
                    if self.subs[color as usize] & bit(from) != 0 {
                        self.remove_sub(color, from);
                        destroyed = true;
                    }
                }
                if destroyed {
                    reset = true;
                } else {
                    self.add_mine(us, from);
                }
            }
            MoveKind::Torpedo => {
                self.set_extra(from, self.extra_at(from) | UNLOADED);
                self.remove(to);
                reset = true;
            }
            MoveKind::Air => {
                self.set_extra(from, ALOFT);
                self.remove(to);
                reset = true;
            }
            MoveKind::Return => self.set_extra(from, 0),
            MoveKind::Dive => {
                let (_, _, v) = self.remove(from);
                if self.clear_mine(to) {
                    reset = true;
                } else {
                    self.add_sub(us, to, (v / 2).min(4) - 1);
                }
            }
            MoveKind::Underwater => {
                let r = self.remove_sub(us, from);
                if self.clear_mine(to) {
                    reset = true;
                } else {
                    self.add_sub(us, to, r);
                }
            }
            MoveKind::Emerge => {
                self.remove_sub(us, from);
                if self.color[them as usize] & bit(to) != 0 {
                    self.remove(to);
                    reset = true;
                }
                self.put(us, Role::Sub, to, 0);
            }
        }
        self.set_ep(ep);

        // 2. Sonar: every submerged sub orthogonally next to an enemy destroyer surfaces.
        if (self.subs[0] | self.subs[1]) != 0 {
            let mut forced = [0 as Bits; 2];
            for color in [Color::White, Color::Black] {
                let destroyers = self.pieces(color.other(), Role::Destroyer);
                for sq in squares(self.subs[color as usize]) {
                    if t.orthogonal[sq as usize] & destroyers != 0 {
                        forced[color as usize] |= bit(sq);
                    }
                }
            }
            for color in [Color::White, Color::Black] {
                for sq in squares(forced[color as usize]) {
                    reset |= self.surface(color, sq);
                }
            }
            // 3. Timers of the side about to move.
            for sq in squares(self.subs[them as usize]) {
                let r = self.sub_r(them, sq);
                if r == 0 {
                    reset |= self.surface(them, sq);
                } else {
                    self.remove_sub(them, sq);
                    self.add_sub(them, sq, r - 1);
                }
            }
        }
        // 4. V of the mover's surfaced subs.
        for sq in squares(self.pieces(us, Role::Sub)) {
            let v = self.extra_at(sq);
            if v < V_MAX {
                self.set_extra(sq, v + 1);
            }
        }

        let mut rights = self.castling & !touched;
        for &(king, partner, role, right) in &CASTLE_HOMES {
            if rights & right != 0 {
                let color = if right & (CASTLE_WC | CASTLE_WT) != 0 { Color::White } else { Color::Black };
                if self.pieces(color, Role::Commando) & bit(king) == 0 || self.pieces(color, role) & bit(partner) == 0 {
                    rights &= !right;
                }
            }
        }
        if rights != self.castling {
            self.set_castling(rights);
        }
        self.halfmoves = if reset { 0 } else { self.halfmoves + 1 };
        if us == Color::Black {
            self.fullmoves += 1;
        }
        self.set_turn(them);
    }

    /// Whether `sq` is attacked by `by` (§4.7's attack definition: every piece attacks by its
    /// capture powers, frozen or not; submerged subs by their knight jump; carriers on their
    /// whole outline; loaded torpedo boats on their forward diagonals).
    pub fn attacked(&self, sq: u8, by: Color) -> bool {
        let t = tables();
        let s = sq as usize;
        let theirs = self.color[by as usize];
        let block = self.occupied() | self.all_mines();
        if t.boat_attackers[by as usize][s] & theirs & self.role[Role::Boat as usize] != 0
            || t.king[s] & theirs & (self.role[Role::Commando as usize] | self.role[Role::Carrier as usize]) != 0
            || t.knight[s] & ((theirs & self.role[Role::Sub as usize]) | self.subs[by as usize]) != 0
        {
            return true;
        }
        let rooks = theirs & (self.role[Role::Cruiser as usize] | self.role[Role::Torpedo as usize]);
        if rooks != 0 && t.rook(sq, block) & rooks != 0 {
            return true;
        }
        let bishops = theirs & self.role[Role::Destroyer as usize];
        if bishops != 0 && t.bishop(sq, block) & bishops != 0 {
            return true;
        }
        let carriers = theirs & self.role[Role::Carrier as usize];
        if carriers != 0 {
            if t.outline[s] & carriers != 0 {
                return true;
            }
            for c in squares(carriers & t.near[s]) {
                if t.carrier_steps(c).iter().any(|st| st.to == sq && st.path & block == 0) {
                    return true;
                }
            }
        }
        let torpedoes = theirs & self.role[Role::Torpedo as usize] & !self.extra[0];
        for tb in squares(torpedoes) {
            if self.torpedo_reach(tb, block) & bit(sq) != 0 {
                return true;
            }
        }
        false
    }

    /// The squares the torpedo of the boat on `sq` can reach: on each forward diagonal the
    /// first square, and the second when the first holds neither a piece nor a mine (and
    /// exists). Loaded or not.
    #[inline]
    pub fn torpedo_reach(&self, sq: u8, block: Bits) -> Bits {
        let t = tables();
        let diagonals = match self.facing(sq) {
            Facing::North => [super::board::NE, super::board::NW],
            Facing::East => [super::board::NE, super::board::SE],
            Facing::South => [super::board::SE, super::board::SW],
            Facing::West => [super::board::NW, super::board::SW],
        };
        let mut reach = 0;
        for d in diagonals {
            let first = t.step[d][sq as usize];
            if first == super::board::NONE {
                continue;
            }
            reach |= bit(first);
            if block & bit(first) == 0 {
                let second = t.step[d][first as usize];
                if second != super::board::NONE {
                    reach |= bit(second);
                }
            }
        }
        reach
    }

    /// Whether the side to move's commando ship is attacked.
    pub fn is_check(&self) -> bool {
        self.commando(self.turn).is_some_and(|k| self.attacked(k, self.turn.other()))
    }

    /// Whether the side that just moved left its commando ship attacked (the move was illegal).
    #[inline]
    pub(super) fn mover_in_check(&self) -> bool {
        let mover = self.turn.other();
        self.commando(mover).is_some_and(|k| self.attacked(k, self.turn))
    }

    /// The boat an e.p. capture on `target` by `capturer` removes: the first surface piece
    /// walking from the target in the victim's forward direction (§3.1).
    pub(super) fn ep_victim(&self, target: u8, capturer: Color) -> Option<u8> {
        let t = tables();
        let forward = if capturer.is_white() { S } else { N };
        let mut sq = t.step[forward][target as usize];
        while sq != super::board::NONE {
            if self.occupied() & bit(sq) != 0 {
                return Some(sq);
            }
            sq = t.step[forward][sq as usize];
        }
        None
    }

    /// Squares a boat of `color` steps to from `sq` going forward, if that square exists.
    #[inline]
    pub(super) fn forward_square(color: Color, sq: u8) -> u8 {
        tables().step[if color.is_white() { N } else { S }][sq as usize]
    }

    /// The sideways step of a stuck boat: files a, b go east, k, l go west.
    pub(super) fn side_step(sq: u8) -> u8 {
        let t = tables();
        let dir = if t.file[sq as usize] < 6 { E } else { W };
        t.step[dir][sq as usize]
    }
}
