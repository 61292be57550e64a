//! Move text for Seachess.
//!
//! Coordinate tokens (§7.2), one per legal move: `e2e5` (any ordinary move), `g1e1` /
//! `g1i1` (castling), `c11c12a` (promotion), `M@e5` (mine plant), `j5xh7` (torpedo),
//! `f5xc8` (aircraft), `f5r` (aircraft returns), `d5vb4` (dive), `e6uc5` (underwater move),
//! `e6^c5` (move and emerge), `e6^e6` (emerge in place).
//!
//! SAN-like text for people: `e5`, `dxe6`, `c12=A`, `bc10` (side-step), `Cc5`, `Dxh8`, `Sbd7` (disambiguated by
//! file, rank or square), `M@c1`, `Tf5xh7` (torpedo: always the full origin), `Af5xc8`
//! (aircraft), `Ar` (return), `Sd5vb4` (dive), `Se6uc5` (underwater), `Se6^c5` / `Se6^xc5`
//! (emerge), `Se6^` / `Se6^x` (emerge in place), `O-O` (with the torpedo boat, the short
//! side) and `O-O-O` (with the cruiser); `+` / `#` when the enemy commando ship is attacked
//! after the move.

use super::board::{bit, tables};
use super::position::Seachess;
use super::types::{Move, MoveKind, Role};
use crate::core::{MoveError, MoveList, Rules};

/// Writes a move token.
pub fn token(m: Move) -> String {
    let t = tables();
    let (from, to) = (t.name(m.from()), t.name(m.to()));
    match m.kind() {
        MoveKind::Normal | MoveKind::EnPassant | MoveKind::Castle => format!("{from}{to}"),
        MoveKind::Promotion => format!("{from}{to}{}", m.promotion_role().map_or('?', Role::char)),
        MoveKind::Plant => format!("M@{from}"),
        MoveKind::Torpedo | MoveKind::Air => format!("{from}x{to}"),
        MoveKind::Return => format!("{from}r"),
        MoveKind::Dive => format!("{from}v{to}"),
        MoveKind::Underwater => format!("{from}u{to}"),
        MoveKind::Emerge => format!("{from}^{to}"),
    }
}

fn legal(pos: &Seachess) -> MoveList<Move> {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    moves
}

/// Splits a leading square name (`[a-l](1[0-2]|[1-9])`) off `text`.
fn split_square(text: &str) -> Option<(&str, &str)> {
    let bytes = text.as_bytes();
    if bytes.is_empty() || !(b'a'..=b'l').contains(&bytes[0]) {
        return None;
    }
    let len = match bytes.get(1..3) {
        Some([b'1', b'0'..=b'2']) => 3,
        _ if bytes.get(1).is_some_and(|b| (b'1'..=b'9').contains(b)) => 2,
        _ => return None,
    };
    Some((&text[..len], &text[len..]))
}

/// Reads a coordinate token by the grammar of §7.2 into (kind, from, to, promotion) as
/// square names, without looking at the position.
fn parse_token(text: &str) -> Option<(MoveKind, &str, &str, Option<Role>)> {
    if let Some(rest) = text.strip_prefix("M@") {
        let (sq, tail) = split_square(rest)?;
        return tail.is_empty().then_some((MoveKind::Plant, sq, sq, None));
    }
    let (from, rest) = split_square(text)?;
    if rest == "r" {
        return Some((MoveKind::Return, from, from, None));
    }
    let (kind, rest) = match rest.chars().next()? {
        'x' => (MoveKind::Torpedo, &rest[1..]), // torpedo or aircraft: told apart by the piece
        'v' => (MoveKind::Dive, &rest[1..]),
        'u' => (MoveKind::Underwater, &rest[1..]),
        '^' => (MoveKind::Emerge, &rest[1..]),
        _ => (MoveKind::Normal, rest),
    };
    let (to, tail) = split_square(rest)?;
    match (kind, tail) {
        (_, "") => Some((kind, from, to, None)),
        (MoveKind::Normal, p) if p.len() == 1 => {
            let role = Role::from_char(p.chars().next()?).filter(|r| Role::PROMOTIONS.contains(r))?;
            p.chars().all(|c| c.is_ascii_lowercase()).then_some((MoveKind::Promotion, from, to, Some(role)))
        }
        _ => None,
    }
}

/// Reads a coordinate token and checks that it is a legal move here.
pub fn parse_token_move(pos: &Seachess, text: &str) -> Result<Move, MoveError> {
    let t = tables();
    let (kind, from, to, promotion) = parse_token(text).ok_or_else(|| MoveError::Syntax(text.to_string()))?;
    let no_square = |name: &str| MoveError::illegal(text, format!("{name} is not a square of the board"));
    let from_sq = t.parse(from).ok_or_else(|| no_square(from))?;
    let to_sq = t.parse(to).ok_or_else(|| no_square(to))?;
    let moves = legal(pos);
    let found = moves.iter().copied().find(|m| {
        m.from() == from_sq
            && m.to() == to_sq
            && m.promotion_role() == promotion
            && match kind {
                MoveKind::Torpedo => matches!(m.kind(), MoveKind::Torpedo | MoveKind::Air),
                MoveKind::Normal => matches!(m.kind(), MoveKind::Normal | MoveKind::EnPassant | MoveKind::Castle),
                k => m.kind() == k,
            }
    });
    found.ok_or_else(|| MoveError::illegal(text, why_illegal(pos, kind, from_sq, &moves)))
}

/// A short reason a token matched no legal move.
fn why_illegal(pos: &Seachess, kind: MoveKind, from: u8, moves: &[Move]) -> String {
    if let Some(k) = pos.flying_carrier(pos.turn())
        && k != from
    {
        return format!("the aircraft of the carrier on {} is aloft: it must capture or return", tables().name(k));
    }
    let ours = pos.ours(pos.turn()) & bit(from) != 0 || pos.submerged(pos.turn()) & bit(from) != 0;
    if !ours {
        return format!("no piece of the side to move on {}", tables().name(from));
    }
    if kind == MoveKind::Promotion {
        return "not a promotion here".into();
    }
    if moves.is_empty() {
        return "no legal moves: the game is over".into();
    }
    "not a legal move in this position".into()
}

/// The letter-and-disambiguation prefix of an ordinary move by a piece.
fn disambiguation(pos: &Seachess, m: Move, moves: &[Move], role: Role) -> String {
    let t = tables();
    let rivals: Vec<u8> = moves
        .iter()
        .filter(|o| {
            o.to() == m.to()
                && o.from() != m.from()
                && o.kind() == MoveKind::Normal
                && pos.piece_at(o.from()).map(|(_, r)| r) == Some(role)
        })
        .map(|o| o.from())
        .collect();
    let from = m.from() as usize;
    if rivals.is_empty() {
        String::new()
    } else if !rivals.iter().any(|&r| t.file[r as usize] == t.file[from]) {
        ((b'a' + t.file[from]) as char).to_string()
    } else if !rivals.iter().any(|&r| t.rank[r as usize] == t.rank[from]) {
        (t.rank[from] + 1).to_string()
    } else {
        t.name(m.from())
    }
}

/// SAN without check marks.
fn san_body(pos: &Seachess, m: Move, moves: &[Move]) -> String {
    let t = tables();
    let (from, to) = (m.from(), m.to());
    let (fname, tname) = (t.name(from), t.name(to));
    let us = pos.turn();
    let enemy_on_to = pos.ours(us.other()) & bit(to) != 0;
    let x = if enemy_on_to { "x" } else { "" };
    match m.kind() {
        MoveKind::Castle => if t.file[to as usize] < t.file[from as usize] { "O-O-O" } else { "O-O" }.into(),
        MoveKind::Plant => format!("M@{fname}"),
        MoveKind::Torpedo => format!("T{fname}x{tname}"),
        MoveKind::Air => format!("A{fname}x{tname}"),
        MoveKind::Return => "Ar".into(),
        MoveKind::Dive => format!("S{fname}v{tname}"),
        MoveKind::Underwater => format!("S{fname}u{tname}"),
        MoveKind::Emerge if from == to => format!("S{fname}^{x}"),
        MoveKind::Emerge => format!("S{fname}^{x}{tname}"),
        MoveKind::EnPassant => format!("{}x{tname}", (b'a' + t.file[from as usize]) as char),
        MoveKind::Normal | MoveKind::Promotion => {
            let role = pos.role_at(from).unwrap_or(Role::Boat);
            let promotion = m.promotion_role().map_or(String::new(), |p| format!("={}", p.upper()));
            if role == Role::Boat {
                let file = (b'a' + t.file[from as usize]) as char;
                if enemy_on_to {
                    format!("{file}x{tname}{promotion}")
                } else if t.file[from as usize] != t.file[to as usize] {
                    format!("{file}{tname}") // a stuck boat's side-step
                } else {
                    format!("{tname}{promotion}")
                }
            } else {
                let d = pos.submerged(us.other()) & bit(to) != 0 && role == Role::Destroyer;
                let x = if enemy_on_to || d { "x" } else { "" };
                format!("{}{}{x}{tname}", role.upper(), disambiguation(pos, m, moves, role))
            }
        }
    }
}

/// Writes a legal move in SAN with `+` / `#`.
pub fn san(pos: &Seachess, m: Move) -> String {
    let moves = legal(pos);
    let mut text = san_body(pos, m, &moves);
    let next = pos.play(m);
    if next.is_check() {
        text.push(if legal(&next).is_empty() { '#' } else { '+' });
    }
    text
}

/// Reads SAN (check marks optional), or a coordinate token.
pub fn parse_san(pos: &Seachess, text: &str) -> Result<Move, MoveError> {
    let body = text.trim_end_matches(['+', '#', '!', '?']);
    let moves = legal(pos);
    let body = if body == "0-0" {
        "O-O"
    } else if body == "0-0-0" {
        "O-O-O"
    } else {
        body
    };
    if let Some(&m) = moves.iter().find(|&&m| san_body(pos, m, &moves) == body) {
        return Ok(m);
    }
    parse_token_move(pos, body).map_err(|e| match e {
        MoveError::Syntax(_) => MoveError::Syntax(text.to_string()),
        other => other,
    })
}

/// A 12x12 diagram with the 16 holes blank, mines (`*` White's, `+` Black's when the
/// square is otherwise empty), then the lists of mines, submerged subs and piece state.
pub fn diagram(pos: &Seachess) -> String {
    let t = tables();
    let mut out = String::new();
    out.push_str("     a  b  c  d  e  f  g  h  i  j  k  l\n");
    for rank in (0..12).rev() {
        out.push_str(&format!("{:>3} ", rank + 1));
        for file in 0..12 {
            let cell = match t.square(file, rank) {
                None => "   ".to_string(),
                Some(sq) => {
                    let piece = pos.piece_at(sq).map(|(c, r)| r.letter(c.is_white()));
                    let mine = if pos.mines_of(crate::core::Color::White) & bit(sq) != 0 {
                        Some('*')
                    } else if pos.mines_of(crate::core::Color::Black) & bit(sq) != 0 {
                        Some('+')
                    } else {
                        None
                    };
                    let sub = if pos.submerged(crate::core::Color::White) & bit(sq) != 0 {
                        Some('~')
                    } else if pos.submerged(crate::core::Color::Black) & bit(sq) != 0 {
                        Some('_')
                    } else {
                        None
                    };
                    format!(" {}{}", piece.or(mine).unwrap_or('.'), sub.or(piece.and(mine)).unwrap_or(' '))
                }
            };
            out.push_str(&cell);
        }
        out.push_str(&format!(" {}\n", rank + 1));
    }
    out.push_str("     a  b  c  d  e  f  g  h  i  j  k  l\n");
    out.push_str("  (* White mine, + Black mine, ~ White submerged sub, _ Black submerged sub)\n");
    out.push_str(&format!("Mines: {}\n", super::fen::mines_text(pos)));
    out.push_str(&format!("Submerged (square:R): {}\n", super::fen::submerged_text(pos)));
    let mut state = Vec::new();
    for sq in super::board::squares(pos.occupied()) {
        if let Some((color, role)) = pos.piece_at(sq) {
            let s = super::fen::suffix(pos, color, role, sq);
            if !s.is_empty() {
                state.push(format!("{}{}{s}", role.letter(color.is_white()), t.name(sq)));
            }
        }
    }
    out.push_str(&format!("State: {}\n", if state.is_empty() { "-".into() } else { state.join(" ") }));
    out.push_str(&format!("FEN: {}\n", pos.fen()));
    let who = if pos.turn().is_white() { "White" } else { "Black" };
    match pos.outcome() {
        Some(outcome) => out.push_str(&format!("Game over: {outcome} ({})\n", outcome.result())),
        None => out.push_str(&format!("{who} to move{}\n", if pos.is_check() { " (in check)" } else { "" })),
    }
    out
}
