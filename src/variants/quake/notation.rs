//! Move tokens (§4.2: `d3f4`, `X@c3`, `e1qn`), readable SAN-like text, and the diagram.

use super::fen::{hand_text, parse_square, square_name, write};
use super::position::Quake;
use super::types::*;
use crate::core::{Color, MoveError, MoveList};

/// Reads a move token and checks that it is legal here.
pub fn parse_token(pos: &Quake, text: &str) -> Result<Move, MoveError> {
    let syntax = || MoveError::Syntax(text.to_string());
    let m = if let Some((letter, to)) = text.split_once('@') {
        let mut chars = letter.chars();
        let (Some(c), None) = (chars.next(), chars.next()) else { return Err(syntax()) };
        let role = Role::from_letter(c).filter(|_| c.is_ascii_uppercase()).ok_or_else(syntax)?;
        Move::drop(role, parse_square(to).ok_or_else(syntax)?)
    } else if let Some((from, dir)) = text
        .strip_suffix(['n', 'e', 's', 'w'])
        .and_then(|rest| rest.strip_suffix('q'))
        .map(|f| (f, &text[text.len() - 1..]))
    {
        // `q` is also a file letter: a quake token is a square, `q` and one direction letter.
        let direction = Direction::ALL.into_iter().find(|d| dir.starts_with(d.letter())).ok_or_else(syntax)?;
        Move::quake(parse_square(from).ok_or_else(syntax)?, direction)
    } else {
        let split =
            text.char_indices().skip(1).find(|&(_, c)| c.is_ascii_lowercase()).map(|(i, _)| i).ok_or_else(syntax)?;
        let (from, to) = text.split_at(split);
        Move::normal(parse_square(from).ok_or_else(syntax)?, parse_square(to).ok_or_else(syntax)?)
    };
    if pos.is_legal(m) {
        return Ok(m);
    }
    Err(MoveError::illegal(text, why_illegal(pos, m)))
}

fn why_illegal(pos: &Quake, m: Move) -> &'static str {
    match m.kind() {
        MoveKind::Drop(Role::King) => "a king is never in hand",
        MoveKind::Drop(role) if pos.in_hand(pos.turn(), role) == 0 => "that piece is not in hand",
        MoveKind::Drop(_) if pos.at(m.to()) != EMPTY => "drops go on empty cells",
        MoveKind::Drop(Role::Pawn) => "pawns drop only with a cell ahead, on a column strip without pawns",
        MoveKind::Quake(_) if pos.piece_at(m.from()) != Some((pos.turn(), Role::King)) => "only the king quakes",
        MoveKind::Quake(_) if pos.is_check() => "no quake out of check",
        MoveKind::Quake(_) => "the quake would move the enemy king, break the board's connections or expose the king",
        MoveKind::Normal if pos.piece_at(m.from()).is_none_or(|(c, _)| c != pos.turn()) => {
            "no piece of the side to move there"
        }
        _ => "not a legal move here",
    }
}

/// Writes the move token of `m`.
pub fn token(m: Move) -> String {
    match m.kind() {
        MoveKind::Normal => format!("{}{}", square_name(m.from()), square_name(m.to())),
        MoveKind::Drop(role) => format!("{}@{}", role.letter(), square_name(m.to())),
        MoveKind::Quake(d) => format!("{}q{}", square_name(m.from()), d.letter()),
    }
}

/// Readable notation: `Xf4`, `exd4`, `N@c3`, quakes as the source's `K-qn`; `+`/`#` marks.
pub fn san(pos: &Quake, m: Move) -> String {
    let mut text = match m.kind() {
        MoveKind::Drop(role) => format!("{}@{}", role.letter(), square_name(m.to())),
        MoveKind::Quake(d) => format!("K-q{}", d.letter()),
        MoveKind::Normal => {
            let (from, to) = (m.from(), m.to());
            let role = pos.piece_at(from).map_or(Role::Pawn, |(_, r)| r);
            let capture = pos.at(to) != EMPTY;
            let x = if capture { "x" } else { "" };
            if role == Role::Pawn {
                let file = &square_name(from)[..1];
                if capture { format!("{file}x{}", square_name(to)) } else { square_name(to) }
            } else {
                let mut moves = MoveList::new();
                pos.generate(&mut moves);
                let rivals: Vec<Square> = moves
                    .iter()
                    .filter(|r| {
                        r.kind() == MoveKind::Normal
                            && r.to() == to
                            && r.from() != from
                            && pos.piece_at(r.from()) == pos.piece_at(from)
                    })
                    .map(|r| r.from())
                    .collect();
                format!("{}{}{x}{}", role.letter(), disambiguation(from, &rivals), square_name(to))
            }
        }
    };
    let next = pos.play_unchecked(m);
    if next.is_check() {
        text.push(if next.count_legal() == 0 { '#' } else { '+' });
    }
    text
}

fn disambiguation(from: Square, rivals: &[Square]) -> String {
    let name = square_name(from);
    let (file, rank) = name.split_at(1);
    if rivals.is_empty() {
        String::new()
    } else if !rivals.iter().any(|&r| file_of(r) == file_of(from)) {
        file.to_string()
    } else if !rivals.iter().any(|&r| rank_of(r) == rank_of(from)) {
        rank.to_string()
    } else {
        name
    }
}

/// Reads readable notation (or a token), checking that the move is legal.
pub fn parse_san(pos: &Quake, text: &str) -> Result<Move, MoveError> {
    let body = text.trim_end_matches(['+', '#', '!', '?']);
    if let Ok(m) = parse_token(pos, body) {
        return Ok(m);
    }
    let mut moves = MoveList::new();
    pos.generate(&mut moves);
    let matching: Vec<Move> =
        moves.iter().copied().filter(|&m| san(pos, m).trim_end_matches(['+', '#']) == body).collect();
    match matching.as_slice() {
        [m] => Ok(*m),
        [] => Err(parse_token(pos, body).err().unwrap_or_else(|| MoveError::Syntax(text.to_string()))),
        _ => Err(MoveError::Ambiguous(text.to_string())),
    }
}

/// The board in its current shape (voids blank, empty cells `.`), both hands and the QFEN.
pub fn diagram(pos: &Quake) -> String {
    let (width, height) = pos.extent();
    let files: String = (0..width).map(|f| format!(" {}", (b'a' + f as u8) as char)).collect();
    let mut out = format!("    {files}\n");
    for rank in (0..height).rev() {
        let mut line = format!("{:>3} ", rank + 1);
        for file in 0..width {
            line.push(' ');
            line.push(match piece_of(pos.at(square(file, rank))) {
                _ if pos.at(square(file, rank)) == VOID => ' ',
                None => '.',
                Some((Color::White, role)) => role.letter(),
                Some((Color::Black, role)) => role.letter().to_ascii_lowercase(),
            });
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out.push_str(&format!("    {files}\n"));
    let hands = hand_text(pos);
    let white: String = hands.chars().filter(char::is_ascii_uppercase).collect();
    let black: String = hands.chars().filter(char::is_ascii_lowercase).collect();
    let or_dash = |s: String| if s.is_empty() { "-".to_string() } else { s };
    out.push_str(&format!("In hand: White {}, Black {}\n", or_dash(white), or_dash(black)));
    out.push_str(&format!(
        "{} to move; blank = void (no cell), . = empty cell; squares are named in the current bounding box.\n",
        if pos.turn() == Color::White { "White" } else { "Black" }
    ));
    out.push_str(&format!("FEN: {}\n", write(pos)));
    out
}
