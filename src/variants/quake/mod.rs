//! Quake Chess: a 46-cell board whose strips the kings shift, captures to hand and drops,
//! in two piece sets (`quake`: hunter/carrier pieces; `quakedf`: orthodox pieces), from
//! Abdul-Rahman Sibahi's rules, played as docs/variants/quake.md writes them (section numbers
//! in comments refer to it).
//!
//! Layout: the board is kept normalised (bounding box at a fixed origin) inside a 32x32 frame,
//! one byte per frame position telling void, empty cell or piece. Voids and the frame's guard
//! look alike, so slides stop at voids and at the board's edge with one comparison, and knight
//! leaps need no bounds checks. Because positions are normalised, Zobrist keys indexed by frame
//! position are translation-invariant. A quake changes the cell set by one cell out and one in,
//! so its shape rules are tested on 32-bit rows of the cell set before anything is copied.

mod eval;
mod fen;
mod movegen;
mod notation;
mod picture;
mod position;
mod types;

pub use fen::{START_DF, START_LB, parse_square, square_name};
pub use position::{CELLS, Quake};
pub use types::{Direction, Move, MoveKind, Role, Square, file_of, rank_of, square};

use crate::core::{Color, FenError, MoveError, MoveList, Rules};
use crate::variants::Variant;

impl Rules for Quake {
    type Move = Move;

    fn startpos(variant: Variant) -> Self {
        let fen = if variant == Variant::QuakeDf { START_DF } else { START_LB };
        fen::read(variant, fen).expect("start position")
    }
    fn from_fen(variant: Variant, text: &str) -> Result<Self, FenError> {
        fen::read(if variant == Variant::QuakeDf { variant } else { Variant::Quake }, text)
    }
    fn fen(&self) -> String {
        fen::write(self)
    }
    fn variant(&self) -> Variant {
        self.set()
    }
    fn fullmove_number(&self) -> u32 {
        self.fullmoves()
    }
    #[inline]
    fn side_to_move(&self) -> Color {
        self.turn()
    }
    fn legal_moves(&self, moves: &mut MoveList<Move>) {
        self.generate(moves);
    }
    fn count_legal_moves(&self) -> u64 {
        self.count_legal()
    }
    #[inline]
    fn play(&self, m: Move) -> Self {
        self.play_unchecked(m)
    }
    fn in_check(&self) -> bool {
        self.is_check()
    }
    #[inline]
    fn hash(&self) -> u64 {
        self.hash
    }
    fn halfmove_clock(&self) -> u32 {
        self.halfmoves
    }
    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        notation::parse_token(self, text)
    }
    fn move_text(&self, m: Move) -> String {
        notation::token(m)
    }
    fn parse_san(&self, text: &str) -> Result<Move, MoveError> {
        notation::parse_san(self, text)
    }
    fn san(&self, m: Move) -> String {
        notation::san(self, m)
    }
    fn is_capture(&self, m: Move) -> bool {
        m.kind() == MoveKind::Normal && self.piece_at(m.to()).is_some()
    }
    fn is_tactical(&self, m: Move) -> bool {
        self.is_capture(m)
    }
    fn diagram(&self) -> String {
        notation::diagram(self)
    }
    fn evaluate(&self) -> i32 {
        eval::evaluate(self)
    }
    fn null_move(&self) -> Option<Self> {
        (!self.is_check()).then(|| self.pass())
    }
    fn move_code(m: Move) -> u32 {
        m.code()
    }
    fn capture_gain(&self, m: Move) -> i32 {
        // The victim leaves the opponent and joins the capturer's hand.
        match (m.kind(), self.piece_at(m.to())) {
            (MoveKind::Normal, Some((_, role))) => eval::value(role) + eval::hand_value(role),
            _ => 0,
        }
    }
    fn mover_value(&self, m: Move) -> i32 {
        match m.kind() {
            MoveKind::Normal => self.piece_at(m.from()).map_or(0, |(_, r)| eval::value(r)),
            MoveKind::Drop(role) => eval::value(role),
            MoveKind::Quake(_) => 0,
        }
    }
}
