//! Underworld Chess (gwalla, 2005): a World board played as chess, and an Underworld board
//! with two Underworld Kings where captured pieces are reborn Circe-style; sub-turns in the
//! order White/World, Black/World, Black/Underworld, White/Underworld, boards without pieces
//! besides their Kings skipped. Rules: `docs/variants/underworld.md`.

mod board;
mod eval;
mod fen;
mod movegen;
mod notation;
mod picture;
mod position;
mod search_support;
mod types;

pub use board::Pieces;
pub use fen::START;
pub use position::Underworld;
pub use types::{Move, MoveKind, Plane, Role, Slot, Source};
