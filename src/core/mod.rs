//! Vocabulary every variant shares: colours, outcomes, move lists, errors, Zobrist keys,
//! board geometry for boards other than 8x8,
//! and the [`Rules`] trait that the search, the protocols and the referee are written against.

mod error;
mod game;
pub mod geometry;
mod movelist;
mod outcome;
pub mod picture;
mod rules;
pub mod san;
mod xboard_move;
pub mod zobrist;

pub use error::{FenError, MoveError};
pub use game::Game;
pub use movelist::MoveList;
pub use outcome::{DrawReason, Outcome, WinReason};
pub use rules::{PIECE_TO_KEYS, Rules, mate_or_move_rule, perft};
pub use shakmaty::Color;
pub use xboard_move::{XbForm, XbMove, XbSquare, set_first_rank};
