//! Typed errors for text that comes from outside: positions and moves.

use thiserror::Error;

/// Why a position string could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum FenError {
    /// A required field is missing.
    #[error("missing {0} field")]
    MissingField(&'static str),
    /// The piece placement is malformed.
    #[error("bad board: {0}")]
    Board(String),
    /// The holdings (pieces in hand) are malformed.
    #[error("bad holdings: {0}")]
    Hand(String),
    /// The side-to-move field is not `w` or `b`.
    #[error("bad side to move {0:?} (expected w or b)")]
    Turn(String),
    /// The castling / gating field is malformed.
    #[error("bad castling field: {0}")]
    Castling(String),
    /// The en-passant field is malformed or impossible.
    #[error("bad en-passant square {0:?}")]
    EnPassant(String),
    /// A move counter is not a number.
    #[error("bad move counter {0:?}")]
    Counter(String),
    /// The position is well-formed but impossible (missing king, side not to move in check...).
    #[error("illegal position: {0}")]
    Illegal(String),
}

/// Why a move string was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MoveError {
    /// The text is not a move in this variant's notation.
    #[error("cannot parse move {0:?}")]
    Syntax(String),
    /// The text is a move, but not a legal one here; the string says why.
    #[error("illegal move {text:?}: {reason}")]
    Illegal {
        /// The move as given.
        text: String,
        /// Why it is illegal.
        reason: String,
    },
    /// SAN that fits more than one legal move.
    #[error("ambiguous move {0:?}")]
    Ambiguous(String),
}

impl MoveError {
    /// An [`MoveError::Illegal`] with its reason.
    pub fn illegal(text: &str, reason: impl Into<String>) -> Self {
        MoveError::Illegal { text: text.to_string(), reason: reason.into() }
    }
}
