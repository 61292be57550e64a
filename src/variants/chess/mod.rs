//! Standard chess and Chess960, on shakmaty's `Chess` (its move generator, SAN and UCI
//! notation), with an incrementally updated Zobrist hash.

mod picture;

use crate::core::{Color, DrawReason, FenError, MoveError, MoveList, Outcome, Rules, WinReason};
use crate::variants::Variant;
use crate::variants::seirawan;
use shakmaty::fen::Fen;
use shakmaty::san::{San, SanPlus};
use shakmaty::uci::UciMove;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{CastlingMode, EnPassantMode, KnownOutcome, Move, Position, Role};

/// A standard chess or Chess960 position.
#[derive(Clone, Debug)]
pub struct Chess {
    pos: shakmaty::Chess,
    mode: CastlingMode,
    hash: u64,
}

impl Chess {
    fn new(pos: shakmaty::Chess, mode: CastlingMode) -> Self {
        let hash = pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0;
        Chess { pos, mode, hash }
    }
    /// The shakmaty position underneath.
    pub fn inner(&self) -> &shakmaty::Chess {
        &self.pos
    }
    /// The hash computed from scratch (the incremental one must always equal it).
    pub fn compute_hash(&self) -> u64 {
        self.pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
    }
}

fn mode_of(variant: Variant) -> CastlingMode {
    if variant.is_960() { CastlingMode::Chess960 } else { CastlingMode::Standard }
}

impl Rules for Chess {
    type Move = Move;

    fn startpos(variant: Variant) -> Self {
        Chess::new(shakmaty::Chess::default(), mode_of(variant))
    }
    fn from_fen(variant: Variant, fen: &str) -> Result<Self, FenError> {
        let parsed: Fen = fen.trim().parse().map_err(|e| FenError::Board(format!("{e}")))?;
        let mode = mode_of(variant);
        let pos = parsed.into_position(mode).map_err(|e| FenError::Illegal(format!("{e}")))?;
        Ok(Chess::new(pos, mode))
    }
    fn fen(&self) -> String {
        Fen::from_position(&self.pos, EnPassantMode::Legal).to_string()
    }
    fn variant(&self) -> Variant {
        match self.mode {
            CastlingMode::Standard => Variant::Chess,
            CastlingMode::Chess960 => Variant::Chess960,
        }
    }
    fn side_to_move(&self) -> Color {
        self.pos.turn()
    }
    fn legal_moves(&self, moves: &mut MoveList<Self::Move>) {
        moves.clear();
        for m in self.pos.legal_moves() {
            moves.push(m);
        }
    }
    fn count_legal_moves(&self) -> u64 {
        self.pos.legal_moves().len() as u64
    }
    fn play(&self, m: Self::Move) -> Self {
        let mut pos = self.pos.clone();
        let hash = self.pos.update_zobrist_hash(Zobrist64(self.hash), m, EnPassantMode::Legal);
        pos.play_unchecked(m);
        let hash = hash.map_or_else(|| pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0, |h| h.0);
        Chess { pos, mode: self.mode, hash }
    }
    fn in_check(&self) -> bool {
        self.pos.is_check()
    }
    fn hash(&self) -> u64 {
        self.hash
    }
    fn halfmove_clock(&self) -> u32 {
        self.pos.halfmoves()
    }
    fn outcome(&self) -> Option<Outcome> {
        if self.pos.legal_moves().is_empty() {
            return Some(if self.pos.is_check() {
                Outcome::Win { winner: self.pos.turn().other(), reason: WinReason::Checkmate }
            } else {
                Outcome::Draw(DrawReason::Stalemate)
            });
        }
        if self.pos.halfmoves() >= 100 {
            return Some(Outcome::Draw(DrawReason::MoveRule));
        }
        match self.pos.outcome().known() {
            Some(KnownOutcome::Draw) => Some(Outcome::Draw(DrawReason::InsufficientMaterial)),
            _ => None,
        }
    }
    fn parse_move(&self, text: &str) -> Result<Self::Move, MoveError> {
        let t = text.trim();
        if t.starts_with(['O', 'o', '0']) && t != "0000" {
            return self.parse_san(t);
        }
        let uci: UciMove = t.to_ascii_lowercase().parse().map_err(|_| MoveError::Syntax(text.to_string()))?;
        uci.to_move(&self.pos).map_err(|_| MoveError::illegal(text, "not a legal move in this position"))
    }
    fn move_text(&self, m: Self::Move) -> String {
        UciMove::from_move(m, self.mode).to_string()
    }
    fn parse_san(&self, text: &str) -> Result<Self::Move, MoveError> {
        let san: San =
            text.trim().trim_end_matches(['!', '?']).parse().map_err(|_| MoveError::Syntax(text.to_string()))?;
        san.to_move(&self.pos).map_err(|e| MoveError::illegal(text, format!("{e}")))
    }
    fn san(&self, m: Self::Move) -> String {
        SanPlus::from_move(self.pos.clone(), m).to_string()
    }
    fn is_capture(&self, m: Self::Move) -> bool {
        m.is_capture()
    }
    fn is_tactical(&self, m: Self::Move) -> bool {
        m.is_capture() || m.is_promotion()
    }
    fn diagram(&self) -> String {
        let mut out = String::from("  +-----------------+\n");
        let board = self.pos.board();
        for rank in shakmaty::Rank::ALL.into_iter().rev() {
            out.push_str(&format!("{} |", rank.char()));
            for file in shakmaty::File::ALL {
                let c = board.piece_at(shakmaty::Square::from_coords(file, rank)).map_or('.', |p| p.char());
                out.push(' ');
                out.push(c);
            }
            out.push_str(" |\n");
        }
        out.push_str("  +-----------------+\n    a b c d e f g h\n");
        out.push_str(&format!(
            "{} to move\nFEN: {}",
            if self.pos.turn().is_white() { "White" } else { "Black" },
            self.fen()
        ));
        out
    }
    fn evaluate(&self) -> i32 {
        self.as_seirawan().evaluate()
    }
    fn eval_table(&self) -> Option<String> {
        Some(self.as_seirawan().term_table())
    }
    fn null_move(&self) -> Option<Self> {
        let pos = self.pos.clone().swap_turn().ok()?;
        Some(Chess::new(pos, self.mode))
    }
    fn move_code(m: Self::Move) -> u32 {
        let kind = match m {
            Move::Normal { .. } | Move::Put { .. } => 0,
            Move::EnPassant { .. } => 1,
            Move::Castle { .. } => 2,
        };
        let from = m.from().map_or(0, |s| s as u32);
        from | (m.to() as u32) << 6 | m.promotion().map_or(0, |r| r as u32) << 12 | kind << 15
    }
    fn piece_to_key(&self, m: Self::Move) -> usize {
        (self.pos.turn() as usize) << 9 | (m.role() as usize) << 6 | m.to() as usize
    }
    fn capture_gain(&self, m: Self::Move) -> i32 {
        let value = |r: Role| SEE_VALUE[r as usize - 1];
        m.capture().map_or(0, value) + m.promotion().map_or(0, |p| value(p) - value(Role::Pawn))
    }
    fn mover_value(&self, m: Self::Move) -> i32 {
        SEE_VALUE[m.role() as usize - 1]
    }
    fn see_ge(&self, m: Self::Move, threshold: i32) -> bool {
        let as_seirawan = match m {
            Move::Normal { from, to, promotion: Some(p), .. } => {
                seirawan::Move::promotion(from, to, seirawan::Role::ALL[p as usize - 1])
            }
            Move::Normal { from, to, .. } => seirawan::Move::normal(from, to),
            Move::EnPassant { from, to } => seirawan::Move::en_passant(from, to),
            Move::Castle { king, rook } => seirawan::Move::castle(king, rook),
            Move::Put { .. } => return true,
        };
        self.as_seirawan().see_ge(as_seirawan, threshold)
    }
    fn has_non_pawn_material(&self) -> bool {
        let board = self.pos.board();
        (board.by_color(self.pos.turn()) & !board.pawns() & !board.kings()).any()
    }
}

/// Exchange values (P N B R Q K), the same as S-Chess's.
const SEE_VALUE: [i32; 6] = [100, 320, 330, 500, 950, 20000];

impl Chess {
    fn as_seirawan(&self) -> seirawan::Seirawan {
        seirawan::Seirawan::from_chess_board(self.pos.board(), self.pos.turn())
    }
}
