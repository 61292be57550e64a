//! What the search asks of an S-Chess position beyond the rules: material gain of a move
//! and static exchange evaluation (swap algorithm with x-rays).

use super::position::Seirawan;
use super::types::{Move, MoveKind, Role};
use shakmaty::{Bitboard, Square, attacks};

/// Piece values for exchange arithmetic and move ordering (P N B R Q K H E).
pub const SEE_VALUE: [i32; 8] = [100, 320, 330, 500, 950, 20000, 880, 950];

impl Seirawan {
    /// Material won at once by `m` (captured piece plus promotion gain).
    pub(super) fn gain(&self, m: Move) -> i32 {
        let victim = match m.kind() {
            MoveKind::EnPassant => SEE_VALUE[Role::Pawn as usize],
            MoveKind::Castle => 0,
            MoveKind::Normal => {
                self.board.piece_at(m.to()).filter(|(c, _)| *c != self.turn).map_or(0, |(_, r)| SEE_VALUE[r as usize])
            }
        };
        victim + m.promotion_role().map_or(0, |p| SEE_VALUE[p as usize] - SEE_VALUE[Role::Pawn as usize])
    }

    /// False only if `m` surely does not give check: a plain move whose piece does not
    /// attack the enemy king from its new square, from a square on none of the king's lines
    /// (so it uncovers no attack). Castling, en passant, promotions and gating are unsure.
    pub(super) fn may_give_check(&self, m: Move) -> bool {
        if m.kind() != MoveKind::Normal || m.promotion_role().is_some() || m.gate().is_some() {
            return true;
        }
        let (from, to) = (m.from(), m.to());
        let king = self.king(self.turn.other());
        let lines = attacks::queen_attacks(king, Bitboard::EMPTY);
        if lines.contains(from) {
            return true;
        }
        let occupied = self.board.occupied().without(from).with(to);
        Self::piece_attacks(self.role_at(from), self.turn, to, occupied).contains(king)
    }

    fn least_valuable(&self, attackers: Bitboard) -> Option<(Square, Role)> {
        Role::ALL
            .into_iter()
            .filter(|&r| r != Role::King)
            .chain([Role::King])
            .min_by_key(|&r| if (attackers & self.board.role(r)).any() { SEE_VALUE[r as usize] } else { i32::MAX })
            .and_then(|r| (attackers & self.board.role(r)).first().map(|sq| (sq, r)))
    }

    /// The value of the exchange sequence started by `m` on its destination square.
    pub(super) fn see(&self, m: Move) -> i32 {
        if m.kind() == MoveKind::Castle {
            return 0;
        }
        let to = m.to();
        let mut occupied = self.board.occupied().without(m.from());
        if m.kind() == MoveKind::EnPassant {
            occupied.discard(Square::from_coords(to.file(), m.from().rank()));
        }
        let mut gains = [0i32; 40];
        gains[0] = self.gain(m);
        let mut on_square = m.promotion_role().unwrap_or_else(|| self.role_at(m.from()));
        let mut side = self.turn.other();
        let mut depth = 0;
        while depth + 1 < gains.len() {
            let attackers = self.attackers(to, side, occupied) & occupied & self.board.ours(side);
            let Some((sq, role)) = self.least_valuable(attackers) else {
                break;
            };
            depth += 1;
            gains[depth] = SEE_VALUE[on_square as usize] - gains[depth - 1];
            if (-gains[depth - 1]).max(gains[depth]) < 0 {
                break;
            }
            occupied.discard(sq);
            on_square = role;
            side = side.other();
        }
        while depth > 0 {
            gains[depth - 1] = -(-gains[depth - 1]).max(gains[depth]);
            depth -= 1;
        }
        gains[0]
    }
}
