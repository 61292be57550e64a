//! Nereid: a multi-variant chess engine. The rules of each variant live under
//! [`variants`], behind the [`core::Rules`] trait.
#![deny(missing_docs)]

pub mod analyse;
pub mod bench;
pub mod core;
pub mod perft;
pub mod protocol;
pub mod referee;
pub mod search;
pub mod serve;
pub mod variants;
