//! The Underworld Chess position: two boards, the slot, World castling rights, one e.p.
//! square per board, the pool of permanently captured pieces, the counters, and copy-make
//! with an incremental Zobrist hash. Rules: `docs/variants/underworld.md`.

use super::board::{Pieces, landing_square};
use super::types::{Move, MoveKind, Plane, Role, Slot, Source};
use crate::core::zobrist;
use crate::core::{Color, DrawReason, FenError, MoveError, MoveList, Outcome, Rules, WinReason};
use crate::variants::Variant;
use shakmaty::{File, Rank, Square};

/// Castling right bits: White short, White long, Black short, Black long (`KQkq`).
pub(super) const CASTLE_WK: u8 = 1;
pub(super) const CASTLE_WQ: u8 = 2;
pub(super) const CASTLE_BK: u8 = 4;
pub(super) const CASTLE_BQ: u8 = 8;

/// The largest number of pieces of one colour and role the pool can hold (a colour has at
/// most 15 pieces besides its Kings; the FEN reader refuses more).
pub(super) const POOL_MAX: u8 = 15;

/// An Underworld Chess position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Underworld {
    /// The World (index 0) and the Underworld (index 1).
    pub(super) boards: [Pieces; 2],
    pub(super) slot: Slot,
    /// World castling rights, `CASTLE_*` bits.
    pub(super) castling: u8,
    /// The e.p. target square of each board: set by a double step on that board, cleared
    /// after the next sub-turn on that board (which is always the opponent's, §4.3).
    pub(super) ep: [Option<Square>; 2],
    /// Permanently captured pieces: `pool[color][role]` for P N B R Q.
    pub(super) pool: [[u8; 5]; 2],
    pub(super) halfmoves: u32,
    pub(super) fullmoves: u32,
    pub(super) hash: u64,
}

/// Zobrist key layout: pieces per plane, slot, castling bits, e.p. squares per plane, pool counts.
const PIECE_KEYS: usize = 0;
const SLOT_KEYS: usize = PIECE_KEYS + 2 * 2 * 6 * 64;
const CASTLE_KEYS: usize = SLOT_KEYS + 6;
const EP_KEYS: usize = CASTLE_KEYS + 4;
const POOL_KEYS: usize = EP_KEYS + 2 * 64;
const KEY_COUNT: usize = POOL_KEYS + 2 * 5 * (POOL_MAX as usize + 1);
static KEYS: [u64; KEY_COUNT] = zobrist::keys(0x0DE1_2B0A_4D00_2005);

#[inline]
fn piece_key(plane: Plane, color: Color, role: Role, sq: Square) -> u64 {
    KEYS[PIECE_KEYS + ((plane as usize * 2 + color as usize) * 6 + role as usize) * 64 + sq as usize]
}
#[inline]
fn slot_key(slot: Slot) -> u64 {
    KEYS[SLOT_KEYS + slot as usize]
}
#[inline]
fn castle_key(rights: u8) -> u64 {
    (0..4).filter(|i| rights & (1 << i) != 0).fold(0, |h, i| h ^ KEYS[CASTLE_KEYS + i])
}
#[inline]
fn ep_key(plane: Plane, sq: Square) -> u64 {
    KEYS[EP_KEYS + plane as usize * 64 + sq as usize]
}
#[inline]
fn pool_key(color: Color, role: Role, count: u8) -> u64 {
    KEYS[POOL_KEYS + (color as usize * 5 + role as usize) * (POOL_MAX as usize + 1) + count.min(POOL_MAX) as usize]
}

/// The castling rights lost when a piece leaves or arrives on `sq` of the World.
fn rights_touching(sq: Square) -> u8 {
    match sq {
        Square::E1 => CASTLE_WK | CASTLE_WQ,
        Square::H1 => CASTLE_WK,
        Square::A1 => CASTLE_WQ,
        Square::E8 => CASTLE_BK | CASTLE_BQ,
        Square::H8 => CASTLE_BK,
        Square::A8 => CASTLE_BQ,
        _ => 0,
    }
}

impl Underworld {
    /// Both boards empty, White to move on the World (for the FEN reader).
    pub(super) fn empty() -> Self {
        let mut pos = Underworld {
            boards: [Pieces::EMPTY; 2],
            slot: Slot::WhiteWorld,
            castling: 0,
            ep: [None; 2],
            pool: [[0; 5]; 2],
            halfmoves: 0,
            fullmoves: 1,
            hash: 0,
        };
        pos.hash = pos.compute_hash();
        pos
    }

    /// The pieces of `plane`.
    #[inline]
    pub fn board(&self, plane: Plane) -> &Pieces {
        &self.boards[plane as usize]
    }
    /// The current slot.
    #[inline]
    pub fn slot(&self) -> Slot {
        self.slot
    }
    /// The e.p. target square pending on `plane`.
    pub fn ep_square(&self, plane: Plane) -> Option<Square> {
        self.ep[plane as usize]
    }
    /// How many pieces of `color` and `role` are in the pool.
    pub fn pooled(&self, color: Color, role: Role) -> u8 {
        if role == Role::King { 0 } else { self.pool[color as usize][role as usize] }
    }
    /// World castling rights as `KQkq` bits (1, 2, 4, 8).
    pub fn castling_rights(&self) -> u8 {
        self.castling
    }
    /// Whether neither board is active: the game is drawn (§3.2).
    pub fn both_inactive(&self) -> bool {
        !self.boards[0].is_active() && !self.boards[1].is_active()
    }
    /// The full-move number (§3.2).
    pub fn fullmove_number(&self) -> u32 {
        self.fullmoves
    }

    #[inline]
    pub(super) fn put(&mut self, plane: Plane, color: Color, role: Role, sq: Square) {
        self.boards[plane as usize].put(color, role, sq);
        self.hash ^= piece_key(plane, color, role, sq);
    }
    #[inline]
    pub(super) fn take(&mut self, plane: Plane, color: Color, role: Role, sq: Square) {
        self.boards[plane as usize].remove(color, role, sq);
        self.hash ^= piece_key(plane, color, role, sq);
    }
    pub(super) fn set_slot(&mut self, slot: Slot) {
        self.hash ^= slot_key(self.slot) ^ slot_key(slot);
        self.slot = slot;
    }
    pub(super) fn set_castling(&mut self, rights: u8) {
        self.hash ^= castle_key(self.castling) ^ castle_key(rights);
        self.castling = rights;
    }
    pub(super) fn set_ep(&mut self, plane: Plane, ep: Option<Square>) {
        if let Some(old) = self.ep[plane as usize] {
            self.hash ^= ep_key(plane, old);
        }
        if let Some(new) = ep {
            self.hash ^= ep_key(plane, new);
        }
        self.ep[plane as usize] = ep;
    }
    pub(super) fn set_pool(&mut self, color: Color, role: Role, count: u8) {
        let slot = &mut self.pool[color as usize][role as usize];
        self.hash ^= pool_key(color, role, *slot) ^ pool_key(color, role, count);
        *slot = count;
    }
    fn add_to_pool(&mut self, color: Color, role: Role) {
        let n = self.pool[color as usize][role as usize];
        self.set_pool(color, role, (n + 1).min(POOL_MAX));
    }

    /// The hash computed from scratch (the incremental one must always equal it).
    pub fn compute_hash(&self) -> u64 {
        let mut h = slot_key(self.slot) ^ castle_key(self.castling);
        for plane in [Plane::World, Plane::Underworld] {
            for (sq, color, role) in self.board(plane).iter() {
                h ^= piece_key(plane, color, role, sq);
            }
            if let Some(ep) = self.ep[plane as usize] {
                h ^= ep_key(plane, ep);
            }
        }
        for color in [Color::White, Color::Black] {
            for role in Role::CAPTURABLE {
                h ^= pool_key(color, role, self.pool[color as usize][role as usize]);
            }
        }
        h
    }

    /// A captured piece goes to the Underworld by the drop rule (§4.2), or to the pool.
    fn drop_to_underworld(&mut self, color: Color, role: Role, capture_square: Square) {
        match landing_square(self.board(Plane::Underworld), Plane::Underworld, color, role, capture_square) {
            Some(sq) => self.put(Plane::Underworld, color, role, sq),
            None => self.add_to_pool(color, role),
        }
    }

    /// A piece returns to the World (§4.5, §4.6), or goes to the pool when it finds no square.
    fn return_to_world(&mut self, color: Color, role: Role, capture_square: Square) {
        match landing_square(self.board(Plane::World), Plane::World, color, role, capture_square) {
            Some(sq) => self.put(Plane::World, color, role, sq),
            None => self.add_to_pool(color, role),
        }
    }

    /// Moves on to the next slot after cycle position `from` whose board is active (§3.2),
    /// counting a full move when the cycle wraps. When neither board is active the game is
    /// over; the slot then simply follows the cycle.
    fn advance(&mut self, from: usize) {
        for k in 1..=4 {
            let i = from + k;
            let slot = Slot::of_cycle(i);
            let plane = slot.plane().expect("cycle slots have a board");
            if self.board(plane).is_active() {
                if i >= 4 {
                    self.fullmoves += 1;
                }
                self.set_slot(slot);
                return;
            }
        }
        if from + 1 >= 4 {
            self.fullmoves += 1;
        }
        self.set_slot(Slot::of_cycle(from + 1));
    }

    /// Plays a legal move in place.
    pub fn play_mut(&mut self, m: Move) {
        let us = self.slot.color();
        let them = us.other();
        let Some(plane) = self.slot.plane() else {
            // Placement of a captured Underworld King; the cycle resumes after the capture slot.
            let from = self.slot.cycle_index();
            self.put(Plane::Underworld, us, Role::King, m.to());
            self.advance(from);
            return;
        };
        let from_slot = self.slot as usize;
        let from = m.from();
        let to = m.to();
        self.halfmoves += 1;
        self.set_ep(plane, None);
        match m.kind() {
            MoveKind::Pass | MoveKind::Placement => {}
            MoveKind::Castle => {
                let rank = us.backrank();
                let (rook_from, rook_to) = if to.file() == File::G {
                    (Square::from_coords(File::H, rank), Square::from_coords(File::F, rank))
                } else {
                    (Square::from_coords(File::A, rank), Square::from_coords(File::D, rank))
                };
                self.take(Plane::World, us, Role::King, from);
                self.take(Plane::World, us, Role::Rook, rook_from);
                self.put(Plane::World, us, Role::King, to);
                self.put(Plane::World, us, Role::Rook, rook_to);
                let lost = if us.is_white() { CASTLE_WK | CASTLE_WQ } else { CASTLE_BK | CASTLE_BQ };
                self.set_castling(self.castling & !lost);
            }
            MoveKind::EnPassant => {
                let victim = Square::from_coords(to.file(), from.rank());
                self.take(plane, them, Role::Pawn, victim);
                self.take(plane, us, Role::Pawn, from);
                self.put(plane, us, Role::Pawn, to);
                self.drop_to_underworld(them, Role::Pawn, victim);
                self.halfmoves = 0;
            }
            MoveKind::Normal => {
                let board = self.board(plane);
                let role = board.role_at(from).expect("a piece on the from square");
                let victim = board.piece_at(to).filter(|&(c, _)| c == them).map(|(_, r)| r);
                match victim {
                    None => {
                        self.take(plane, us, role, from);
                        self.put(plane, us, m.promotion_role().unwrap_or(role), to);
                    }
                    Some(Role::King) if role == Role::King => {
                        // §4.6: one Underworld King captures the other, returns a piece, and the
                        // other player must place his King.
                        self.halfmoves = 0;
                        self.take(plane, them, Role::King, to);
                        self.take(plane, us, Role::King, from);
                        self.put(plane, us, Role::King, to);
                        match m.source() {
                            Some(Source::Square(sq)) => {
                                let back = self.board(Plane::Underworld).role_at(sq).expect("a piece to return");
                                self.take(Plane::Underworld, us, back, sq);
                                self.return_to_world(us, back, to);
                            }
                            Some(Source::Pool(back)) => {
                                let n = self.pool[us as usize][back as usize];
                                self.set_pool(us, back, n - 1);
                                self.return_to_world(us, back, to);
                            }
                            None => {}
                        }
                        self.set_slot(Slot::placement(them));
                        return;
                    }
                    Some(Role::King) => {
                        // §4.5: a regular piece "captures" the enemy Underworld King: it goes back
                        // to the World, the King stays.
                        self.halfmoves = 0;
                        self.take(plane, us, role, from);
                        self.return_to_world(us, role, to);
                    }
                    Some(victim) => {
                        self.halfmoves = 0;
                        self.take(plane, them, victim, to);
                        self.take(plane, us, role, from);
                        self.put(plane, us, m.promotion_role().unwrap_or(role), to);
                        if plane == Plane::Underworld && role == Role::King {
                            self.add_to_pool(them, victim);
                        } else {
                            self.drop_to_underworld(them, victim, to);
                        }
                    }
                }
                if role == Role::Pawn {
                    self.halfmoves = 0;
                    if from.rank().distance(to.rank()) == 2 {
                        let middle = Rank::new((from.rank() as u32 + to.rank() as u32) / 2);
                        self.set_ep(plane, Some(Square::from_coords(from.file(), middle)));
                    }
                }
                if plane == Plane::World {
                    let lost = rights_touching(from) | rights_touching(to);
                    if self.castling & lost != 0 {
                        self.set_castling(self.castling & !lost);
                    }
                }
            }
        }
        self.advance(from_slot);
    }

    /// The evaluation from the side to move's view (see `eval.rs`).
    pub fn evaluate(&self) -> i32 {
        super::eval::evaluate(self)
    }
}

impl Rules for Underworld {
    type Move = Move;

    fn startpos(_variant: Variant) -> Self {
        super::fen::read(super::fen::START).expect("start position")
    }
    fn from_fen(_variant: Variant, fen: &str) -> Result<Self, FenError> {
        super::fen::read(fen)
    }
    fn fen(&self) -> String {
        super::fen::write(self)
    }
    fn variant(&self) -> Variant {
        Variant::Underworld
    }
    #[inline]
    fn side_to_move(&self) -> Color {
        self.slot.color()
    }
    fn legal_moves(&self, moves: &mut MoveList<Move>) {
        moves.clear();
        self.generate(moves);
    }
    #[inline]
    fn play(&self, m: Move) -> Self {
        let mut next = self.clone();
        next.play_mut(m);
        next
    }
    fn in_check(&self) -> bool {
        let us = self.slot.color();
        match self.slot.plane() {
            Some(plane) => {
                let board = self.board(plane);
                board.king(us).is_some_and(|k| board.is_attacked(plane, k, us.other()))
            }
            None => false,
        }
    }
    #[inline]
    fn hash(&self) -> u64 {
        self.hash
    }
    fn halfmove_clock(&self) -> u32 {
        self.halfmoves
    }
    fn move_rule_plies() -> u32 {
        200
    }
    fn outcome(&self) -> Option<Outcome> {
        if self.both_inactive() {
            return Some(Outcome::Draw(DrawReason::Variant));
        }
        if self.slot.plane() == Some(Plane::World) && self.count_legal_moves() == 0 {
            return Some(if self.in_check() {
                Outcome::Win { winner: self.slot.color().other(), reason: WinReason::Checkmate }
            } else {
                Outcome::Draw(DrawReason::Stalemate)
            });
        }
        (self.halfmoves >= Self::move_rule_plies()).then_some(Outcome::Draw(DrawReason::MoveRule))
    }
    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        super::notation::parse_coordinate(self, text)
    }
    fn move_text(&self, m: Move) -> String {
        super::notation::coordinate(m)
    }
    fn parse_san(&self, text: &str) -> Result<Move, MoveError> {
        super::notation::parse_san(self, text)
    }
    fn san(&self, m: Move) -> String {
        super::notation::san(self, m)
    }
    fn is_capture(&self, m: Move) -> bool {
        match (m.kind(), self.slot.plane()) {
            (MoveKind::EnPassant, _) => true,
            (MoveKind::Normal, Some(plane)) => self.board(plane).ours(self.slot.color().other()).contains(m.to()),
            _ => false,
        }
    }
    fn is_tactical(&self, m: Move) -> bool {
        m.promotion_role().is_some() || m.kind() == MoveKind::Placement || self.is_capture(m)
    }
    fn diagram(&self) -> String {
        super::notation::diagram(self)
    }
    fn evaluate(&self) -> i32 {
        Underworld::evaluate(self)
    }
    fn null_move(&self) -> Option<Self> {
        None
    }
    fn move_code(m: Move) -> u32 {
        m.code()
    }
    fn capture_gain(&self, m: Move) -> i32 {
        self.gain(m)
    }
    fn mover_value(&self, m: Move) -> i32 {
        self.mover(m)
    }
    fn has_non_pawn_material(&self) -> bool {
        let us = self.slot.color();
        let world = self.board(Plane::World);
        (world.ours(us) & !world.role(Role::Pawn) & !world.role(Role::King)).any()
    }
}
