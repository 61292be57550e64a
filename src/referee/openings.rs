//! Opening positions for matches: an EPD file (one FEN per line), a PGN file (each game's
//! start position and moves), or a few random legal plies from the start position.

use super::pgn;
use crate::core::{MoveList, Rules};
use crate::variants::Variant;
use crate::with_variant;

/// Where a game starts: a FEN (None = the variant's start) and moves from there.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Opening {
    /// Start position.
    pub fen: Option<String>,
    /// Moves in coordinate notation.
    pub moves: Vec<String>,
}

/// Reads an EPD file: the position is everything before the first `;` (opcodes dropped).
pub fn from_epd(text: &str, variant: Variant) -> Result<Vec<Opening>, String> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let fen = line.split(';').next().unwrap_or("").trim();
        if fen.is_empty() || fen.starts_with('#') {
            continue;
        }
        with_variant!(variant, P => {
            P::from_fen(variant, fen).map_err(|e| format!("line {}: {e}", n + 1))?;
        });
        out.push(Opening { fen: Some(fen.to_string()), moves: Vec::new() });
    }
    Ok(out)
}

/// Reads a PGN file: each game's `FEN` tag (if any) and its moves, checked by the rules.
pub fn from_pgn(text: &str, variant: Variant) -> Result<Vec<Opening>, String> {
    let mut out = Vec::new();
    for (n, game) in pgn::parse(text).into_iter().enumerate() {
        let fen = game.tag("FEN").map(str::to_string);
        let moves = with_variant!(variant, P => {
            let mut pos = match &fen {
                Some(f) => P::from_fen(variant, f).map_err(|e| format!("game {}: {e}", n + 1))?,
                None => P::startpos(variant),
            };
            let mut moves = Vec::new();
            for san in &game.moves {
                let m = pos.parse_san(san).or_else(|_| pos.parse_move(san)).map_err(|e| format!("game {}: {e}", n + 1))?;
                moves.push(pos.move_text(m));
                pos = pos.play(m);
            }
            moves
        });
        out.push(Opening { fen, moves });
    }
    Ok(out)
}

/// `plies` random legal plies from the start position, from a seeded generator.
pub fn random(variant: Variant, plies: usize, seed: u64) -> Opening {
    let mut state = seed | 1;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    with_variant!(variant, P => {
        let mut pos = P::startpos(variant);
        let mut moves = Vec::new();
        let mut list = MoveList::new();
        for _ in 0..plies {
            pos.legal_moves(&mut list);
            if list.is_empty() {
                break;
            }
            let m = list[(next() % list.len() as u64) as usize];
            let after = pos.play(m);
            // Stop before a position that is already decided.
            if after.outcome().is_some() {
                break;
            }
            moves.push(pos.move_text(m));
            pos = after;
        }
        Opening { fen: None, moves }
    })
}
