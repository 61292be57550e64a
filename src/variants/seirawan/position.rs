//! The S-Chess position: bitboards, hands, gating rights, castling, and copy-make.

use super::nnue::{self, Accumulator};
use super::types::{Move, MoveKind, Pieces, Role};
use crate::core::zobrist;
use crate::core::{Color, DrawReason, FenError, MoveError, MoveList, Outcome, Rules, mate_or_move_rule};
use crate::variants::Variant;
use shakmaty::{Bitboard, File, Rank, Square, attacks};

/// An S-Chess position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seirawan {
    pub(super) board: Pieces,
    /// Pieces in hand: `hand[color][0]` Hawks, `hand[color][1]` Elephants.
    pub(super) hand: [[u8; 2]; 2],
    /// Back-rank squares whose original piece has never moved, of sides with pieces in hand.
    pub(super) gates: Bitboard,
    /// Rook squares that still carry a castling right.
    pub(super) castling: Bitboard,
    /// En-passant target square, set only when a capture there is pseudo-legal.
    pub(super) ep: Option<Square>,
    pub(super) turn: Color,
    pub(super) halfmoves: u32,
    pub(super) fullmoves: u32,
    pub(super) chess960: bool,
    pub(super) hash: u64,
    /// The network's hidden layer, kept in step by every change of board, hand or gates
    /// while the network is on.
    pub(super) acc: Accumulator,
}

/// Zobrist key layout: pieces, hand counts, gates, castling rooks, e.p. files, turn.
const PIECE_KEYS: usize = 0;
const HAND_KEYS: usize = PIECE_KEYS + 2 * 8 * 64;
const GATE_KEYS: usize = HAND_KEYS + 2 * 2 * 16;
const CASTLE_KEYS: usize = GATE_KEYS + 64;
const EP_KEYS: usize = CASTLE_KEYS + 64;
const TURN_KEY: usize = EP_KEYS + 8;
static KEYS: [u64; TURN_KEY + 1] = zobrist::keys(0x5E1_2A3A_4E1D);

#[inline]
fn piece_key(color: Color, role: Role, sq: Square) -> u64 {
    KEYS[PIECE_KEYS + (color as usize * 8 + role as usize) * 64 + sq as usize]
}
#[inline]
fn hand_key(color: Color, slot: usize, count: u8) -> u64 {
    KEYS[HAND_KEYS + (color as usize * 2 + slot) * 16 + (count as usize & 15)]
}
#[inline]
fn squares_key(base: usize, squares: Bitboard) -> u64 {
    squares.into_iter().fold(0, |h, sq| h ^ KEYS[base + sq as usize])
}

impl Seirawan {
    /// An empty board (for the FEN reader).
    pub(super) fn empty(chess960: bool) -> Self {
        Seirawan {
            board: Pieces::EMPTY,
            hand: [[0; 2]; 2],
            gates: Bitboard::EMPTY,
            castling: Bitboard::EMPTY,
            ep: None,
            turn: Color::White,
            halfmoves: 0,
            fullmoves: 1,
            chess960,
            hash: 0,
            // Nothing to keep up to date while the board is filled: the FEN reader computes
            // the layer once at the end, and chess positions never use it.
            acc: Accumulator::Stale,
        }
    }

    /// A standard chess board seen as S-Chess with empty hands (evaluation and exchange
    /// arithmetic for the chess variant share this code). Its hash and network accumulator
    /// are left unset: chess uses the handcrafted evaluation.
    pub fn from_chess_board(board: &shakmaty::Board, turn: Color) -> Self {
        let mut pos = Seirawan::empty(false);
        for (sq, piece) in board.clone() {
            let role = Role::ALL[piece.role as usize - 1];
            pos.board.put(piece.color, role, sq);
        }
        pos.turn = turn;
        pos
    }

    /// The pieces on the board.
    #[inline]
    pub fn board(&self) -> &Pieces {
        &self.board
    }
    /// The king of `color` (a legal position has exactly one).
    #[inline]
    pub fn king(&self, color: Color) -> Square {
        self.board.king(color).expect("position without king")
    }
    /// How many pieces of `role` (Hawk or Elephant) `color` has in hand.
    pub fn in_hand(&self, color: Color, role: Role) -> u8 {
        role.hand_index().map_or(0, |i| self.hand[color as usize][i])
    }
    /// Gating squares still open for `color`.
    pub fn gates(&self, color: Color) -> Bitboard {
        self.gates & Bitboard::from_rank(color.backrank())
    }
    /// Rooks of `color` that may still castle.
    pub fn castling_rooks(&self, color: Color) -> Bitboard {
        self.castling & Bitboard::from_rank(color.backrank())
    }
    /// Whether castling is written the Chess960 way.
    pub fn is_chess960(&self) -> bool {
        self.chess960
    }

    /// Bishop-line attackers (B, Q, H) of `color`.
    #[inline]
    pub(super) fn diagonal_sliders(&self, color: Color) -> Bitboard {
        (self.board.role(Role::Bishop) | self.board.role(Role::Queen) | self.board.role(Role::Hawk))
            & self.board.ours(color)
    }
    /// Rook-line attackers (R, Q, E) of `color`.
    #[inline]
    pub(super) fn orthogonal_sliders(&self, color: Color) -> Bitboard {
        (self.board.role(Role::Rook) | self.board.role(Role::Queen) | self.board.role(Role::Elephant))
            & self.board.ours(color)
    }
    /// Knight-move attackers (N, H, E) of `color`.
    #[inline]
    pub(super) fn leapers(&self, color: Color) -> Bitboard {
        (self.board.role(Role::Knight) | self.board.role(Role::Hawk) | self.board.role(Role::Elephant))
            & self.board.ours(color)
    }

    /// Pieces of `color` attacking `sq`, with `occupied` as the board's occupancy.
    #[inline]
    pub fn attackers(&self, sq: Square, color: Color, occupied: Bitboard) -> Bitboard {
        (attacks::rook_attacks(sq, occupied) & self.orthogonal_sliders(color))
            | (attacks::bishop_attacks(sq, occupied) & self.diagonal_sliders(color))
            | (attacks::knight_attacks(sq) & self.leapers(color))
            | (attacks::king_attacks(sq) & self.board.pieces(color, Role::King))
            | (attacks::pawn_attacks(color.other(), sq) & self.board.pieces(color, Role::Pawn))
    }

    /// Squares attacked by the piece `role` of `color` on `sq`.
    pub fn piece_attacks(role: Role, color: Color, sq: Square, occupied: Bitboard) -> Bitboard {
        match role {
            Role::Pawn => attacks::pawn_attacks(color, sq),
            Role::Knight => attacks::knight_attacks(sq),
            Role::Bishop => attacks::bishop_attacks(sq, occupied),
            Role::Rook => attacks::rook_attacks(sq, occupied),
            Role::Queen => attacks::queen_attacks(sq, occupied),
            Role::King => attacks::king_attacks(sq),
            Role::Hawk => attacks::bishop_attacks(sq, occupied) | attacks::knight_attacks(sq),
            Role::Elephant => attacks::rook_attacks(sq, occupied) | attacks::knight_attacks(sq),
        }
    }

    /// Puts a piece on the board, keeping the hash in step.
    #[inline]
    pub(super) fn put(&mut self, color: Color, role: Role, sq: Square) {
        self.board.put(color, role, sq);
        self.hash ^= piece_key(color, role, sq);
        self.acc.toggle(true, |p| nnue::piece_feature(p, color, role, sq));
    }
    /// Takes a piece off the board, keeping the hash in step.
    #[inline]
    fn take(&mut self, color: Color, role: Role, sq: Square) {
        self.board.remove(color, role, sq);
        self.hash ^= piece_key(color, role, sq);
        self.acc.toggle(false, |p| nnue::piece_feature(p, color, role, sq));
    }
    /// The role of the piece on `sq`, which must be occupied.
    #[inline]
    pub(super) fn role_at(&self, sq: Square) -> Role {
        self.board.role_at(sq).expect("empty square")
    }

    /// Sets a hand count, keeping the hash in step.
    pub(super) fn set_hand(&mut self, color: Color, slot: usize, count: u8) {
        let before = self.hand[color as usize][slot];
        self.hash ^= hand_key(color, slot, before) ^ hand_key(color, slot, count);
        self.hand[color as usize][slot] = count;
        if (before > 0) != (count > 0) {
            self.acc.toggle(count > 0, |p| nnue::hand_feature(p, color, slot));
        }
    }

    /// The hash computed from scratch (the incremental one must always equal it).
    pub fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for (sq, color, role) in self.board.iter() {
            h ^= piece_key(color, role, sq);
        }
        for color in [Color::White, Color::Black] {
            for slot in 0..2 {
                h ^= hand_key(color, slot, self.hand[color as usize][slot]);
            }
        }
        h ^= squares_key(GATE_KEYS, self.gates) ^ squares_key(CASTLE_KEYS, self.castling);
        if let Some(ep) = self.ep {
            h ^= KEYS[EP_KEYS + ep.file() as usize];
        }
        if self.turn == Color::Black {
            h ^= KEYS[TURN_KEY];
        }
        h
    }

    /// Whether a pawn of the side to move could capture en passant on `ep` (pseudo-legally).
    pub(super) fn ep_capturable(&self, ep: Square) -> bool {
        (attacks::pawn_attacks(self.turn.other(), ep) & self.board.pieces(self.turn, Role::Pawn)).any()
    }

    /// The same position with the other side to move (a null move).
    pub fn with_turn_passed(&self) -> Self {
        let mut next = self.clone();
        if let Some(ep) = next.ep.take() {
            next.hash ^= KEYS[EP_KEYS + ep.file() as usize];
        }
        next.turn = next.turn.other();
        next.hash ^= KEYS[TURN_KEY];
        next
    }

    /// Removes the gates of a side that has nothing left to gate, so equal positions hash equal.
    fn drop_useless_gates(&mut self, color: Color) {
        if self.hand[color as usize] == [0, 0] {
            let dead = self.gates(color);
            self.set_gates(self.gates ^ dead);
        }
    }

    fn set_gates(&mut self, gates: Bitboard) {
        let changed = self.gates ^ gates;
        self.hash ^= squares_key(GATE_KEYS, changed);
        for sq in changed {
            self.acc.toggle(gates.contains(sq), |p| nnue::gate_feature(p, sq));
        }
        self.gates = gates;
    }
    fn set_castling(&mut self, castling: Bitboard) {
        self.hash ^= squares_key(CASTLE_KEYS, self.castling ^ castling);
        self.castling = castling;
    }

    /// Where king and rook end up when castling with the rook on `rook`.
    pub fn castling_targets(color: Color, king: Square, rook: Square) -> (Square, Square) {
        let rank = color.backrank();
        if rook > king {
            (Square::from_coords(File::G, rank), Square::from_coords(File::F, rank))
        } else {
            (Square::from_coords(File::C, rank), Square::from_coords(File::D, rank))
        }
    }

    /// Plays a legal move in place.
    pub fn play_mut(&mut self, m: Move) {
        let us = self.turn;
        let them = us.other();
        let from = m.from();
        let to = m.to();
        if let Some(ep) = self.ep.take() {
            self.hash ^= KEYS[EP_KEYS + ep.file() as usize];
        }
        self.halfmoves += 1;
        // Squares whose original piece moved or was captured: their gates and castling rights go.
        let touched = Bitboard::from_square(from) | Bitboard::from_square(to);
        let mut lost_castling = touched;
        match m.kind() {
            MoveKind::Castle => {
                let (king_to, rook_to) = Self::castling_targets(us, from, to);
                self.take(us, Role::King, from);
                self.take(us, Role::Rook, to);
                self.put(us, Role::King, king_to);
                self.put(us, Role::Rook, rook_to);
                lost_castling |= self.castling_rooks(us);
            }
            MoveKind::EnPassant => {
                let victim = Square::from_coords(to.file(), from.rank());
                self.take(them, Role::Pawn, victim);
                self.take(us, Role::Pawn, from);
                self.put(us, Role::Pawn, to);
                self.halfmoves = 0;
            }
            MoveKind::Normal => {
                let role = self.role_at(from);
                if self.board.ours(them).contains(to) {
                    let victim = self.role_at(to);
                    self.take(them, victim, to);
                    self.halfmoves = 0;
                }
                self.take(us, role, from);
                self.put(us, m.promotion_role().unwrap_or(role), to);
                match role {
                    Role::Pawn => {
                        self.halfmoves = 0;
                        if from.distance(to) == 2 {
                            let ep = Square::from_coords(
                                from.file(),
                                Rank::new((from.rank() as u32 + to.rank() as u32) / 2),
                            );
                            self.turn = them;
                            if self.ep_capturable(ep) {
                                self.ep = Some(ep);
                                self.hash ^= KEYS[EP_KEYS + ep.file() as usize];
                            }
                            self.turn = us;
                        }
                    }
                    Role::King => lost_castling |= self.castling_rooks(us),
                    _ => {}
                }
            }
        }
        if let (Some(role), Some(sq)) = (m.gate(), m.gate_square()) {
            let slot = role.hand_index().expect("gated piece is a hand piece");
            self.put(us, role, sq);
            self.set_hand(us, slot, self.hand[us as usize][slot] - 1);
        }
        self.set_gates(self.gates & !touched);
        self.set_castling(self.castling & !lost_castling);
        self.drop_useless_gates(us);
        if us == Color::Black {
            self.fullmoves += 1;
        }
        self.turn = them;
        self.hash ^= KEYS[TURN_KEY];
        self.catch_up_accumulator();
    }

    /// Whether nobody can ever mate: bare kings or a lone minor, and nothing left to gate.
    fn insufficient_material(&self) -> bool {
        let heavy = self.board.role(Role::Pawn)
            | self.board.role(Role::Rook)
            | self.board.role(Role::Queen)
            | self.board.role(Role::Hawk)
            | self.board.role(Role::Elephant);
        let can_gate = |c: Color| self.hand[c as usize] != [0, 0] && self.gates(c).any();
        heavy.is_empty()
            && (self.board.role(Role::Knight) | self.board.role(Role::Bishop)).count() <= 1
            && !can_gate(Color::White)
            && !can_gate(Color::Black)
    }
}

impl Rules for Seirawan {
    type Move = Move;

    fn startpos(variant: Variant) -> Self {
        Self::from_fen(variant, super::fen::START).expect("start position")
    }
    fn from_fen(variant: Variant, fen: &str) -> Result<Self, FenError> {
        super::fen::read(fen, variant.is_960())
    }
    fn fen(&self) -> String {
        super::fen::write(self)
    }
    fn variant(&self) -> Variant {
        if self.chess960 { Variant::Seirawan960 } else { Variant::Seirawan }
    }
    #[inline]
    fn side_to_move(&self) -> Color {
        self.turn
    }
    fn legal_moves(&self, moves: &mut MoveList<Move>) {
        moves.clear();
        self.generate::<_, false>(moves);
    }
    fn tactical_moves(&self, moves: &mut MoveList<Move>) {
        moves.clear();
        self.generate::<_, true>(moves);
    }
    fn count_legal_moves(&self) -> u64 {
        let mut counter = super::movegen::Counter(0);
        self.generate::<_, false>(&mut counter);
        counter.0
    }
    #[inline]
    fn play(&self, m: Move) -> Self {
        let mut next = self.clone();
        next.play_mut(m);
        next
    }
    fn in_check(&self) -> bool {
        let king = self.king(self.turn);
        self.attackers(king, self.turn.other(), self.board.occupied()).any()
    }
    #[inline]
    fn hash(&self) -> u64 {
        self.hash
    }
    fn halfmove_clock(&self) -> u32 {
        self.halfmoves
    }
    fn outcome(&self) -> Option<Outcome> {
        mate_or_move_rule(self)
            .or_else(|| self.insufficient_material().then_some(Outcome::Draw(DrawReason::InsufficientMaterial)))
    }
    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        super::notation::parse_coordinate(self, text)
    }
    fn move_text(&self, m: Move) -> String {
        super::notation::coordinate(self, m)
    }
    fn parse_san(&self, text: &str) -> Result<Move, MoveError> {
        super::notation::parse_san(self, text)
    }
    fn san(&self, m: Move) -> String {
        super::notation::san(self, m)
    }
    fn is_capture(&self, m: Move) -> bool {
        match m.kind() {
            MoveKind::EnPassant => true,
            MoveKind::Castle => false,
            MoveKind::Normal => self.board.ours(self.turn.other()).contains(m.to()),
        }
    }
    fn is_tactical(&self, m: Move) -> bool {
        m.promotion_role().is_some() || self.is_capture(m)
    }
    fn may_give_check(&self, m: Move) -> bool {
        Seirawan::may_give_check(self, m)
    }
    fn unsafe_for_xboard(&self, m: Move) -> bool {
        m.kind() == MoveKind::Castle && m.gates_rook_square()
    }
    fn diagram(&self) -> String {
        super::notation::diagram(self)
    }
    fn evaluate(&self) -> i32 {
        if nnue::enabled() { self.network_evaluate() } else { Seirawan::evaluate(self) }
    }
    fn eval_table(&self) -> Option<String> {
        let mut table = self.term_table();
        if nnue::enabled() {
            table.push_str(&format!("\nThe network (Use NNUE) is on: it scores {:+}.", self.network_evaluate()));
        }
        Some(table)
    }
    fn null_move(&self) -> Option<Self> {
        Some(self.with_turn_passed())
    }
    fn move_code(m: Move) -> u32 {
        m.code()
    }
    fn piece_to_key(&self, m: Move) -> usize {
        let (color, role) = self.board.piece_at(m.from()).map_or((0, 0), |(c, r)| (c as usize, r as usize));
        (color << 3 | role) << 6 | m.to() as usize
    }
    fn capture_gain(&self, m: Move) -> i32 {
        self.gain(m)
    }
    fn mover_value(&self, m: Move) -> i32 {
        self.board.piece_at(m.from()).map_or(0, |(_, r)| super::search_support::SEE_VALUE[r as usize])
    }
    fn see_ge(&self, m: Move, threshold: i32) -> bool {
        self.see_at_least(m, threshold)
    }
    fn correction_key(&self) -> Option<u64> {
        let pawns = self.board.role(Role::Pawn);
        let white = (pawns & self.board.ours(Color::White)).0;
        let black = (pawns & self.board.ours(Color::Black)).0;
        let hands = u32::from_le_bytes([self.hand[0][0], self.hand[0][1], self.hand[1][0], self.hand[1][1]]);
        Some(zobrist::mix(white ^ zobrist::mix(black ^ u64::from(hands))))
    }
    fn has_non_pawn_material(&self) -> bool {
        (self.board.ours(self.turn) & !self.board.role(Role::Pawn) & !self.board.role(Role::King)).any()
    }
}
