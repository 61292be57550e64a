//! What the search asks of an S-Chess position beyond the rules: material gain of a move
//! and static exchange evaluation (swap algorithm with x-rays).

use super::position::Seirawan;
use super::types::{Move, MoveKind, Role};
use shakmaty::{Bitboard, Square, attacks};

/// Piece values for exchange arithmetic and move ordering (P N B R Q K H E).
pub const SEE_VALUE: [i32; 8] = [100, 320, 330, 500, 950, 20000, 880, 950];

/// The roles from the least [`SEE_VALUE`] up (the Queen before the Elephant, of equal value).
const BY_VALUE: [Role; 8] =
    [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Hawk, Role::Queen, Role::Elephant, Role::King];

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
        BY_VALUE.into_iter().find_map(|r| (attackers & self.board.role(r)).first().map(|sq| (sq, r)))
    }

    /// Whether [`Self::see`] of `m` is at least `threshold`. The exchange is worth at most
    /// the first capture and at least that less the capturing piece (the other side may take
    /// it back and stop), so most moves are decided without playing the exchange out.
    pub(super) fn see_at_least(&self, m: Move, threshold: i32) -> bool {
        let gain = self.gain(m);
        if gain < threshold {
            return false;
        }
        let mover = m.promotion_role().unwrap_or_else(|| self.role_at(m.from()));
        gain - SEE_VALUE[mover as usize] >= threshold || self.see(m) >= threshold
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{MoveList, Rules};
    use crate::variants::Variant;

    #[test]
    fn the_roles_by_value_are_every_role_in_order() {
        assert!(BY_VALUE.windows(2).all(|w| SEE_VALUE[w[0] as usize] <= SEE_VALUE[w[1] as usize]));
        let mut roles = BY_VALUE.map(|r| r as usize);
        roles.sort();
        assert_eq!(roles, [0, 1, 2, 3, 4, 5, 6, 7]);
    }

    #[test]
    fn the_shortcut_exchange_test_agrees_with_the_whole_exchange() {
        let fens = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1",
            "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R[Hhe] b KQkq - 0 5",
            // Batteries, x-rays, promotions, en passant and the compound pieces.
            "2r1r1k1/1P3ppp/3h4/2pPp3/4e3/2N2Q2/5PPP/2R1R1K1[] w - c6 0 25",
            "3q2k1/2P2ppp/4h3/1p1n4/2B5/1E3N2/5PPP/3R2K1[] w - - 0 30",
        ];
        for fen in fens {
            let pos = Seirawan::from_fen(Variant::Seirawan, fen).unwrap();
            let mut moves = MoveList::new();
            pos.legal_moves(&mut moves);
            for &m in moves.iter() {
                let see = pos.see(m);
                for threshold in [-20000, -1000, -330, -320, -100, -1, 0, 1, 100, 320, 500, 950, 20000] {
                    assert_eq!(pos.see_at_least(m, threshold), see >= threshold, "{fen}: {m:?} at {threshold}");
                }
            }
        }
    }
}
