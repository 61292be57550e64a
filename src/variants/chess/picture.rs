//! The web board's picture of a chess or Chess960 position.

use super::Chess;
use crate::core::picture::{Draw, Picture, Piece};
use shakmaty::{Color, EnPassantMode, Move, Position, Role};

fn name(role: Role) -> &'static str {
    ["Pawn", "Knight", "Bishop", "Rook", "Queen", "King"][role as usize - 1]
}

impl Draw for Chess {
    fn picture(&self) -> Picture {
        let board = self.inner().board();
        let panel = crate::variants::board8::panel("", "", |sq| {
            board.piece_at(sq).map(|p| Piece {
                color: p.color,
                symbol: p.role.upper_char().to_string(),
                name: name(p.role).to_string(),
                badge: String::new(),
            })
        });
        let pos = self.inner();
        let mut notes = vec![format!("{} to move", if pos.turn().is_white() { "White" } else { "Black" })];
        if let Some(ep) = pos.ep_square(EnPassantMode::Legal) {
            notes.push(format!("En passant: {ep}"));
        }
        Picture { panels: vec![panel], hands: Vec::new(), notes }
    }

    fn legend(&self) -> Vec<(&'static str, &'static str)> {
        vec![("K", "King"), ("Q", "Queen"), ("R", "Rook"), ("B", "Bishop"), ("N", "Knight"), ("P", "Pawn")]
    }

    fn move_ends(&self, m: Move) -> (String, String) {
        let color: Color = self.inner().turn();
        let to = match m {
            Move::Castle { .. } => m.castling_side().map_or(m.to(), |side| side.king_to(color)),
            _ => m.to(),
        };
        let from = m.from().map_or_else(|| format!("hand-{}", m.role().upper_char()), |sq| sq.to_string());
        (from, to.to_string())
    }
}
