//! Seirawan Chess (S-Chess) and S-Chess960: chess on shakmaty's bitboards and attack
//! tables, plus Hawk (B+N) and Elephant (R+N) in hand, gated onto squares vacated by
//! back-rank pieces on their first move. Rules: `docs/variants/seirawan.md`.

pub mod eval;
mod fen;
mod movegen;
pub mod nnue;
mod notation;
mod picture;
mod position;
mod search_support;
mod term_cache;
mod types;
mod weights;

pub use weights::WEIGHTS;

pub use position::Seirawan;
pub use types::{Move, MoveKind, Pieces, Role};
