//! AQM move tokens (§6.2: `e2we4w`, `g7wg8wq`, rifle captures as Manta cell + victim cell),
//! readable SAN-like text (`Ge4w-e5a`, `Md4sxd5s`, `Pg7w-g8w=Q`, with `+`/`#`), and the
//! three-level diagram.

use super::fen::{cell_name, parse_cell};
use super::position::Aquachess;
use super::types::{AIR, LEVEL_CHARS, Move, MoveKind, Role, SEA, WAVES, cell};
use crate::core::{MoveError, MoveList};

/// The AQM token of a move.
pub fn token(m: Move) -> String {
    let mut s = cell_name(m.from()) + &cell_name(m.to());
    if let Some(p) = m.promotion() {
        s.push(p.letter());
    }
    s
}

/// Reads an AQM token and finds the legal move it names.
pub fn parse_token(pos: &Aquachess, text: &str) -> Result<Move, MoveError> {
    let syntax = || MoveError::Syntax(text.to_string());
    if !text.is_ascii() || !(6..=7).contains(&text.len()) {
        return Err(syntax());
    }
    let from = parse_cell(&text[0..3]).ok_or_else(syntax)?;
    let to = parse_cell(&text[3..6]).ok_or_else(syntax)?;
    let promo = match text[6..].chars().next() {
        None => None,
        Some(c) => Some(Role::ALL.into_iter().find(|r| r.letter() == c).ok_or_else(syntax)?),
    };
    let mut moves = MoveList::new();
    pos.generate(&mut moves);
    moves
        .iter()
        .copied()
        .find(|m| m.from() == from && m.to() == to && m.promotion() == promo)
        .ok_or_else(|| MoveError::illegal(text, why_illegal(pos, from, promo.is_some(), &moves)))
}

fn why_illegal(pos: &Aquachess, from: u8, promo: bool, moves: &MoveList<Move>) -> &'static str {
    match pos.piece_at(from) {
        None => "no piece on that cell",
        Some((c, _)) if c != pos.turn() => "not the side to move's piece",
        _ if moves.iter().any(|m| m.from() == from && m.promotion().is_some()) && !promo => {
            "a promotion needs its piece letter"
        }
        _ => "that piece cannot go there (or the King would be in check)",
    }
}

/// The readable form of a legal move, with `+` or `#`.
pub fn san(pos: &Aquachess, m: Move) -> String {
    let Some((_, role)) = pos.piece_at(m.from()) else { return token(m) };
    let capture = m.kind() != MoveKind::Normal && m.kind() != MoveKind::Promotion || pos.piece_at(m.to()).is_some();
    let mut s = format!(
        "{}{}{}{}",
        role.letter().to_ascii_uppercase(),
        cell_name(m.from()),
        if capture { 'x' } else { '-' },
        cell_name(m.to())
    );
    if let Some(p) = m.promotion() {
        s.push('=');
        s.push(p.letter().to_ascii_uppercase());
    }
    let after = {
        let mut n = pos.clone();
        n.play_mut(m);
        n
    };
    if after.is_check() {
        s.push(if after.count_legal() == 0 { '#' } else { '+' });
    }
    s
}

/// Reads the readable form (or an AQM token).
pub fn parse_san(pos: &Aquachess, text: &str) -> Result<Move, MoveError> {
    let body = text.trim_end_matches(['+', '#', '!', '?']);
    if let Ok(m) = parse_token(pos, body) {
        return Ok(m);
    }
    let mut chars = body.chars();
    let rest = match chars.next() {
        Some(c) if c.is_ascii_uppercase() => chars.as_str(),
        _ => body,
    };
    let token: String =
        rest.chars().filter(|&c| c != '-' && c != 'x' && c != '=').collect::<String>().to_ascii_lowercase();
    parse_token(pos, &token).map_err(|e| match e {
        MoveError::Syntax(_) => MoveError::Syntax(text.to_string()),
        other => other,
    })
}

/// The three levels side by side, Sea on the left, with frozen pieces marked `*`.
pub fn diagram(pos: &Aquachess) -> String {
    let mut out = String::from("      Sea (s)              Waves (w)            Air (a)\n");
    let frozen = [pos.frozen_zone(shakmaty::Color::White), pos.frozen_zone(shakmaty::Color::Black)];
    for rank in (0..8).rev() {
        for level in [SEA, WAVES, AIR] {
            out.push_str(&format!("{} |", rank + 1));
            for file in 0..8 {
                let c = cell(level, rank * 8 + file);
                let text = match pos.piece_at(c) {
                    None => " .".to_string(),
                    Some((color, role)) => {
                        let letter = if color.is_white() { role.letter().to_ascii_uppercase() } else { role.letter() };
                        let f = frozen[usize::from(!color.is_white())][level] & (1 << (rank * 8 + file)) != 0;
                        format!("{}{letter}", if f { '*' } else { ' ' })
                    }
                };
                out.push_str(&text);
            }
            out.push_str(" |  ");
        }
        out.truncate(out.trim_end().len());
        out.push('\n');
    }
    out.push_str("    a b c d e f g h      a b c d e f g h      a b c d e f g h\n");
    out.push_str(&format!(
        "{} to move{}; * = immobilised by a Jellyfish; cells are named file+rank+level ({}).\n",
        if pos.turn().is_white() { "White" } else { "Black" },
        pos.ep().map_or(String::new(), |e| format!(", en passant on {}", cell_name(e))),
        LEVEL_CHARS.iter().collect::<String>()
    ));
    out.push_str(&format!("FEN: {}\n", super::fen::write(pos)));
    out
}
