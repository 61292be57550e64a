//! Aquachess: three stacked 8x8 boards (Sea, Waves, Air) and 21 piece kinds, from the
//! chessvariants.com rules, played as docs/variants/aquachess.md writes them (section numbers
//! in comments refer to it).
//!
//! Layout: one shakmaty-bitboard piece set per level (`board8::PieceSet`) plus a 192-cell
//! mailbox; planar sliders use shakmaty's attack tables, level changes are walked direction by
//! direction (`attacks.rs`), so every 8x8 trick applies per level and nothing needs a wider word.

mod attacks;
mod eval;
mod fen;
mod movegen;
mod notation;
mod picture;
mod position;
mod search_support;
mod types;
mod xboard;

pub use attacks::{Levels, attacks, tables};
pub use fen::{START, cell_name, parse_cell};
pub use position::Aquachess;
pub use types::{AIR, Cell, Level, Move, MoveKind, Role, SEA, WAVES, cell, level_of, square_of};

use crate::core::{Color, FenError, MoveError, MoveList, Rules, XbForm};
use crate::variants::Variant;

impl Rules for Aquachess {
    type Move = Move;

    fn startpos(_variant: Variant) -> Self {
        fen::read(START).expect("start position")
    }
    fn from_fen(_variant: Variant, text: &str) -> Result<Self, FenError> {
        fen::read(text)
    }
    fn from_xboard_fen(_variant: Variant, text: &str) -> Result<Self, FenError> {
        xboard::from_fen(text)
    }
    fn xboard_moves(&self, m: Move) -> Vec<XbForm> {
        xboard::moves(self, m)
    }
    fn fen(&self) -> String {
        fen::write(self)
    }
    fn variant(&self) -> Variant {
        Variant::Aquachess
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
        self.play_copy(m)
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
        m.kind() == MoveKind::Rifle || m.kind() == MoveKind::EnPassant || self.piece_at(m.to()).is_some()
    }
    fn is_tactical(&self, m: Move) -> bool {
        m.kind() == MoveKind::Promotion || self.is_capture(m)
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
        self.gain(m)
    }
    fn see_ge(&self, m: Move, threshold: i32) -> bool {
        self.see(m, threshold)
    }
    fn mover_value(&self, m: Move) -> i32 {
        self.piece_at(m.from()).map_or(0, |(_, r)| eval::value(r))
    }
    fn has_non_pawn_material(&self) -> bool {
        let us = self.turn();
        Role::ALL
            .iter()
            .filter(|r| !matches!(r, Role::King | Role::Pawn | Role::Fish))
            .any(|&r| self.pieces(us, r).iter().any(|&b| b != 0))
    }
}
