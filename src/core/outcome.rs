//! How a game ends by the rules.

use super::Color;
use std::fmt;

/// Why a game was won.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WinReason {
    /// The loser's king is checkmated.
    Checkmate,
}

/// Why a game was drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrawReason {
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// The same position occurred often enough.
    Repetition,
    /// Too many moves without capture or pawn move.
    MoveRule,
    /// Neither side can ever mate.
    InsufficientMaterial,
    /// A variant-specific draw (e.g. both Underworld boards inactive).
    Variant,
}

/// The end of a game by the rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// One side won.
    Win {
        /// The winner.
        winner: Color,
        /// How.
        reason: WinReason,
    },
    /// Nobody won.
    Draw(DrawReason),
}

impl Outcome {
    /// The result as PGN writes it: `1-0`, `0-1` or `1/2-1/2`.
    pub fn result(&self) -> &'static str {
        match self {
            Outcome::Win { winner: Color::White, .. } => "1-0",
            Outcome::Win { winner: Color::Black, .. } => "0-1",
            Outcome::Draw(_) => "1/2-1/2",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win { winner, reason: WinReason::Checkmate } => {
                let w = if winner.is_white() { "White" } else { "Black" };
                write!(f, "{w} mates")
            }
            Outcome::Draw(r) => f.write_str(match r {
                DrawReason::Stalemate => "Stalemate",
                DrawReason::Repetition => "Draw by repetition",
                DrawReason::MoveRule => "Draw by fifty-move rule",
                DrawReason::InsufficientMaterial => "Draw by insufficient material",
                DrawReason::Variant => "Draw by the variant's rules",
            }),
        }
    }
}
