//! The web board's picture of an S-Chess position: the board, both hands (Hawk and
//! Elephant) and the gates still open. A gating move has the same two ends as the move
//! without the gate, so the board offers the choice when a back-rank piece first moves.

use super::position::Seirawan;
use super::types::{Move, MoveKind, Role};
use crate::core::picture::{Draw, Hand, Picture, Slot};
use crate::core::{Color, Rules};
use crate::variants::board8::{self, PieceRole};

/// The names of the pieces, by role.
pub fn name(role: Role) -> &'static str {
    ["Pawn", "Knight", "Bishop", "Rook", "Queen", "King", "Hawk", "Elephant"][role as usize]
}

/// What a castling king's click means on an 8×8 board: the king's own destination.
pub fn castling_target(color: Color, king: shakmaty::Square, rook: shakmaty::Square) -> shakmaty::Square {
    Seirawan::castling_targets(color, king, rook).0
}

impl Draw for Seirawan {
    fn picture(&self) -> Picture {
        let board = self.board();
        let panel = board8::panel("", "", |sq| board.piece_at(sq).map(|(c, r)| board8::drawn(c, r, name(r))));
        let hands = [Color::White, Color::Black]
            .into_iter()
            .map(|color| Hand {
                title: format!("{} hand", if color.is_white() { "White's" } else { "Black's" }),
                color,
                slots: Role::HAND
                    .iter()
                    .filter(|&&r| self.in_hand(color, r) > 0)
                    .map(|&r| Slot {
                        id: format!("hand-{}", r.letter(color)),
                        piece: board8::drawn(color, r, name(r)),
                        count: self.in_hand(color, r) as u32,
                    })
                    .collect(),
            })
            .collect();
        let gates = |c: Color| {
            let g: Vec<String> = self.gates(c).into_iter().map(|sq| sq.to_string()).collect();
            if g.is_empty() { "none".to_string() } else { g.join(" ") }
        };
        let notes = vec![
            format!("{} to move", if self.side_to_move().is_white() { "White" } else { "Black" }),
            format!("Open gates: White {}, Black {}", gates(Color::White), gates(Color::Black)),
        ];
        Picture { panels: vec![panel], hands, notes }
    }

    fn legend(&self) -> Vec<(&'static str, &'static str)> {
        Role::ALL.iter().map(|&r| (&"PNBRQKHE"[r as usize..r as usize + 1], name(r))).collect()
    }

    fn move_ends(&self, m: Move) -> (String, String) {
        let to = match m.kind() {
            MoveKind::Castle => castling_target(self.side_to_move(), m.from(), m.to()),
            _ => m.to(),
        };
        (m.from().to_string(), to.to_string())
    }
}
