//! The JSON messages between the page and a session (docs/web.md): what a browser may send,
//! checked strictly (unknown fields and out-of-range values are refused with a reason), and
//! helpers for what the session sends back.

use crate::variants::Variant;
use serde::{Deserialize, Serialize};

/// Everything a page may ask.
#[derive(Debug, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
pub enum Request {
    /// Start a game or an analysis board.
    New(NewGame),
    /// Play a move (a token the session offered).
    Move {
        /// Its coordinate text.
        token: String,
    },
    /// Take back the last move (in play: back to the person's turn).
    Takeback,
    /// Resign the game (play mode).
    Resign,
    /// Show the position after this many plies (analysis: step through the game).
    Goto {
        /// Plies from the start.
        ply: usize,
    },
    /// Analyse the shown position with this many lines (0 stops the analysis).
    Analyse {
        /// MultiPV lines, 0..=5.
        lines: usize,
    },
    /// The game as PGN.
    Pgn,
    /// Follow a running match (one of the live files the server was given).
    Watch {
        /// Index into the list the hello message gave.
        feed: usize,
    },
}

/// The settings of a new game.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewGame {
    /// Variant name.
    pub variant: String,
    /// Start position in the variant's FEN (absent: the start position).
    #[serde(default)]
    pub fen: Option<String>,
    /// Moves to play first (coordinate text or SAN).
    #[serde(default)]
    pub moves: Vec<String>,
    /// "play" against Nereid or "analyse".
    pub mode: String,
    /// In play: the person's side, "white" or "black".
    #[serde(default)]
    pub side: Option<String>,
    /// In play: minutes on each clock (absent: no clocks).
    #[serde(default)]
    pub minutes: Option<f64>,
    /// In play: seconds added per move.
    #[serde(default)]
    pub increment: Option<f64>,
    /// In play: Nereid's strength, 1 (weakest) to 8 (full).
    #[serde(default)]
    pub level: Option<u8>,
}

/// Limits the session enforces on what a page asks.
pub const MAX_MOVES: usize = 2000;
/// Longest FEN accepted.
pub const MAX_FEN: usize = 600;
/// Most analysis lines.
pub const MAX_LINES: usize = 5;

/// Reads one message from a page.
pub fn parse(text: &str) -> Result<Request, String> {
    let request: Request = serde_json::from_str(text).map_err(|e| format!("bad message: {e}"))?;
    if let Request::New(g) = &request {
        if g.fen.as_ref().is_some_and(|f| f.len() > MAX_FEN) {
            return Err(format!("FEN longer than {MAX_FEN} characters"));
        }
        if g.moves.len() > MAX_MOVES {
            return Err(format!("more than {MAX_MOVES} moves"));
        }
        if g.minutes.is_some_and(|m| !(0.05..=600.0).contains(&m)) {
            return Err("minutes must lie between 0.05 and 600".into());
        }
        if g.increment.is_some_and(|i| !(0.0..=60.0).contains(&i)) {
            return Err("increment must lie between 0 and 60 seconds".into());
        }
        if g.level.is_some_and(|l| !(1..=8).contains(&l)) {
            return Err("level must lie between 1 and 8".into());
        }
    }
    if let Request::Analyse { lines } = &request
        && *lines > MAX_LINES
    {
        return Err(format!("at most {MAX_LINES} analysis lines"));
    }
    Ok(request)
}

/// A variant as the page's menu shows it.
#[derive(Serialize)]
pub struct VariantEntry {
    /// Its name.
    pub name: &'static str,
    /// One line about it.
    pub description: &'static str,
}

/// Every variant, for the menu.
pub fn variant_list() -> Vec<VariantEntry> {
    Variant::ALL.iter().map(|v| VariantEntry { name: v.name(), description: v.description() }).collect()
}

/// An error reply.
pub fn error(message: &str) -> String {
    serde_json::json!({ "type": "error", "message": message }).to_string()
}
