//! AQF, the three-level FEN (§6.1): `<sea>|<waves>|<air> <side> - <ep> <halfmove> <fullmove>`.

use super::position::{Aquachess, Pieces};
use super::types::{AIR, Cell, LEVEL_CHARS, Role, SEA, WAVES, cell, level_of, square_of};
use crate::core::{Color, FenError};

/// The start position (§2.3).
pub const START: &str = "ohxmmxho/jcffffcj/8/8/8/8/JCFFFFCJ/OHXMMXHO|wdsqksdw/pppppppp/8/8/8/8/PPPPPPPP/WDSQKSDW|yrlaglry/vvneenvv/8/8/8/8/VVNEENVV/YRLAGLRY w - - 0 1";

/// Reads a cell name: file, rank, level letter (`e4w`).
pub fn parse_cell(text: &str) -> Option<Cell> {
    let b = text.as_bytes();
    if b.len() != 3 || !(b'a'..=b'h').contains(&b[0]) || !(b'1'..=b'8').contains(&b[1]) {
        return None;
    }
    let level = LEVEL_CHARS.iter().position(|&c| c as u8 == b[2])?;
    Some(cell(level, ((b[1] - b'1') * 8 + (b[0] - b'a')) as usize))
}

/// Writes a cell name.
pub fn cell_name(c: Cell) -> String {
    let sq = square_of(c);
    format!("{}{}{}", (b'a' + (sq % 8) as u8) as char, sq / 8 + 1, LEVEL_CHARS[level_of(c)])
}

/// Reads an AQF.
pub fn read(text: &str) -> Result<Aquachess, FenError> {
    let mut fields = text.split_whitespace();
    let board = fields.next().ok_or(FenError::MissingField("board"))?;
    let levels: Vec<&str> = board.split('|').collect();
    if levels.len() != 3 {
        return Err(FenError::Board(format!("{} levels instead of 3 (Sea|Waves|Air)", levels.len())));
    }
    let mut pos = Aquachess::empty();
    for (level, text) in levels.iter().enumerate() {
        let pieces = Pieces::from_fen_board(text)
            .map_err(|e| FenError::Board(format!("{} level: {e}", ["Sea", "Waves", "Air"][level])))?;
        for (sq, color, role) in pieces.iter() {
            if !role.may_stand_on(level) {
                return Err(FenError::Illegal(format!(
                    "a {} cannot stand on {}",
                    role.name(),
                    cell_name(cell(level, sq as usize))
                )));
            }
            pos.put(color, role, cell(level, sq as usize));
        }
    }
    match fields.next().ok_or(FenError::MissingField("side to move"))? {
        "w" => {}
        "b" => pos.set_turn(Color::Black),
        other => return Err(FenError::Turn(other.to_string())),
    }
    match fields.next().ok_or(FenError::MissingField("castling"))? {
        "-" => {}
        other => return Err(FenError::Castling(format!("{other:?}: Aquachess has no castling, write -"))),
    }
    let ep = fields.next().ok_or(FenError::MissingField("en passant"))?;
    let mut counter = |name| -> Result<u32, FenError> {
        match fields.next() {
            None => Ok(if name == "fullmove" { 1 } else { 0 }),
            Some(n) => n.parse().map_err(|_| FenError::Counter(n.to_string())),
        }
    };
    pos.halfmoves = counter("halfmove")?;
    pos.fullmoves = counter("fullmove")?.max(1);
    if fields.next().is_some() {
        return Err(FenError::Board("extra fields after the move counters".into()));
    }
    for color in [Color::White, Color::Black] {
        let kings: u32 = pos.pieces(color, Role::King).iter().map(|b| b.count_ones()).sum();
        if kings != 1 {
            return Err(FenError::Illegal(format!("{kings} {color:?} kings (one per side)")));
        }
        let far = if color.is_white() { 0xFF00_0000_0000_0000u64 } else { 0xFF };
        let near = if color.is_white() { 0xFFu64 } else { 0xFF00_0000_0000_0000 };
        if pos.pieces(color, Role::Pawn)[WAVES] & (far | near) != 0 {
            return Err(FenError::Illegal(format!("{color:?} Pawn on the first or last rank")));
        }
        if pos.pieces(color, Role::Fish)[SEA] & far != 0 {
            return Err(FenError::Illegal(format!("{color:?} Fish on its last rank")));
        }
    }
    if ep != "-" {
        let c = parse_cell(ep).ok_or_else(|| FenError::EnPassant(ep.to_string()))?;
        let role = match level_of(c) {
            SEA => Role::Fish,
            WAVES => Role::Pawn,
            _ => return Err(FenError::EnPassant(ep.to_string())),
        };
        let mover = pos.turn();
        let rank = square_of(c) / 8;
        let rank = if mover.is_white() { rank } else { 7 - rank };
        // Passed over by the enemy's last double step: rank 6 (or 7 for a Fish from its rank 1).
        let ok_rank = rank == 5 || (role == Role::Fish && rank == 6);
        if !ok_rank
            || pos.piece_at(c).is_some()
            || pos.piece_at(Aquachess::ep_victim(c, mover)) != Some((mover.other(), role))
        {
            return Err(FenError::EnPassant(ep.to_string()));
        }
        pos.set_ep(Some(c));
    }
    // A position whose side not to move is in check is accepted, as the rules' test T7 needs:
    // its King may then be taken, and the side without a King plays on unchecked.
    Ok(pos)
}

/// Writes the canonical AQF.
pub fn write(pos: &Aquachess) -> String {
    let mut out = String::new();
    for level in [SEA, WAVES, AIR] {
        if level != SEA {
            out.push('|');
        }
        pos.level(level).write_fen_board(&mut out);
    }
    out.push_str(if pos.turn().is_white() { " w - " } else { " b - " });
    out.push_str(&pos.ep().map_or("-".to_string(), cell_name));
    out.push_str(&format!(" {} {}", pos.halfmoves, pos.fullmoves));
    out
}
