//! Seachess (Christopher Hodde): a naval chess variant on a 12x12 frame with 128 squares,
//! played in open mode (both sides see mines and submerged submarines). Commando ship,
//! cruiser (mines), torpedo boat (torpedoes), submarine (dives), destroyer (sonar), aircraft
//! carrier (aircraft) and boats. Rules as Nereid plays them: `docs/variants/seachess.md`
//! (section numbers in comments refer to it).

pub mod belief;
mod board;
mod eval;
mod fen;
pub mod hidden;
pub mod hidden_player;
mod movegen;
mod notation;
mod picture;
mod position;
mod search_support;
mod types;
mod xboard;

pub use board::{Bits, bit, squares};
pub use fen::START;
pub use position::{Seachess, V_MAX};
pub use types::{Facing, Move, MoveKind, Role};
pub use xboard::SUBMERGED;

use crate::core::{Color, DrawReason, FenError, MoveError, MoveList, Outcome, Rules, XbForm, mate_or_move_rule};
use crate::variants::Variant;

impl Rules for Seachess {
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
        Variant::Seachess
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
        let mut next = self.clone();
        next.play_mut(m);
        next
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
    fn repetitions_for_draw() -> usize {
        4
    }
    fn outcome(&self) -> Option<Outcome> {
        mate_or_move_rule(self).or_else(|| {
            let bare = self.occupied() == self.role_set(Role::Commando)
                && self.submerged(Color::White) == 0
                && self.submerged(Color::Black) == 0;
            bare.then_some(Outcome::Draw(DrawReason::InsufficientMaterial))
        })
    }
    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        notation::parse_token_move(self, text)
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
        self.captures(m)
    }
    fn is_tactical(&self, m: Move) -> bool {
        m.kind() == MoveKind::Promotion || self.all_mines() & bit(m.to()) != 0 || self.captures(m)
    }
    fn diagram(&self) -> String {
        notation::diagram(self)
    }
    fn evaluate(&self) -> i32 {
        eval::evaluate(self)
    }
    fn null_move(&self) -> Option<Self> {
        // Passing would skip the timers and V counts of §4.7; only pass where none run.
        if self.is_check()
            || self.submerged(Color::White) | self.submerged(Color::Black) != 0
            || self.flying_carrier(self.turn()).is_some()
        {
            return None;
        }
        let mut next = self.clone();
        next.set_ep(None);
        next.set_turn(self.turn().other());
        Some(next)
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
        let us = self.turn();
        self.ours(us) & !self.role_set(Role::Boat) & !self.role_set(Role::Commando) != 0
    }
}
