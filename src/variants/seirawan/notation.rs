//! Move text for S-Chess. Coordinate notation (UCI and XBoard): `b1c3h` gates a Hawk on b1,
//! `e1g1e` castles with an Elephant on the king's square, `h1e1e` (rook takes king) with it
//! on the rook's square; in Chess960 mode castling is king-takes-rook (`e1h1`). SAN: `Nc3/H`,
//! `O-O/E`, `O-O/Eh1`; reads `Rxe1/E`, `O-O/Eh` and `=H` too.

use super::position::Seirawan;
use super::types::{Move, MoveKind, Role};
use crate::core::{MoveError, MoveList, Rules};
use crate::variants::board8::PieceRole;
use shakmaty::{File, Rank, Square};

/// The squares written for a move in coordinate notation, and the suffix letter.
fn coordinate_parts(pos: &Seirawan, m: Move) -> (Square, Square, Option<Role>) {
    match m.kind() {
        MoveKind::Castle if m.gates_rook_square() => (m.to(), m.from(), m.gate()),
        MoveKind::Castle if pos.is_chess960() => (m.from(), m.to(), m.gate()),
        MoveKind::Castle => (m.from(), Seirawan::castling_targets(pos.turn, m.from(), m.to()).0, m.gate()),
        _ => (m.from(), m.to(), m.promotion_role().or(m.gate())),
    }
}

/// Writes a move in coordinate notation.
pub fn coordinate(pos: &Seirawan, m: Move) -> String {
    let (from, to, suffix) = coordinate_parts(pos, m);
    let mut s = format!("{from}{to}");
    if let Some(r) = suffix {
        s.push(r.char());
    }
    s
}

/// Reads a move in coordinate notation: `b1c3h`, `b1c3/h`, `b1c3=H`, `e7e8q`, `e1g1`,
/// `e1h1` (king takes rook), `h1e1e` (castling with gating on the rook's square), and the
/// SAN castling forms `O-O`, `O-O-O` that XBoard uses for Chess960.
pub fn parse_coordinate(pos: &Seirawan, text: &str) -> Result<Move, MoveError> {
    let t = text.trim();
    if t.starts_with(['O', 'o', '0']) {
        return parse_san(pos, t);
    }
    let cleaned: String =
        t.chars().filter(|&c| c != '/' && c != '=' && c != '-').map(|c| c.to_ascii_lowercase()).collect();
    let bytes = cleaned.as_bytes();
    let syntax = || MoveError::Syntax(text.to_string());
    if !(4..=5).contains(&bytes.len()) {
        return Err(syntax());
    }
    let from = Square::from_ascii(&bytes[0..2]).map_err(|_| syntax())?;
    let to = Square::from_ascii(&bytes[2..4]).map_err(|_| syntax())?;
    let suffix = match bytes.get(4) {
        Some(&c) => Some(Role::from_char(c as char).ok_or_else(syntax)?),
        None => None,
    };
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    // Exact matches first: an ordinary king step must win over a castling that writes the same.
    let exact = moves.iter().find(|&&m| {
        m.kind() != MoveKind::Castle && m.from() == from && m.to() == to && m.promotion_role().or(m.gate()) == suffix
    });
    if let Some(&m) = exact {
        return Ok(m);
    }
    let castle = moves.iter().find(|&&m| {
        if m.kind() != MoveKind::Castle {
            return false;
        }
        let king_to = Seirawan::castling_targets(pos.turn, m.from(), m.to()).0;
        let king_form = from == m.from() && (to == king_to || to == m.to());
        let rook_form = from == m.to() && to == m.from();
        match (m.gate(), m.gates_rook_square()) {
            (None, _) => suffix.is_none() && (king_form || rook_form),
            (Some(g), false) => suffix == Some(g) && king_form,
            (Some(g), true) => suffix == Some(g) && rook_form,
        }
    });
    if let Some(&m) = castle {
        return Ok(m);
    }
    Err(explain_illegal(pos, text, from, to, suffix))
}

/// Says why a well-formed coordinate move is not legal.
fn explain_illegal(pos: &Seirawan, text: &str, from: Square, to: Square, suffix: Option<Role>) -> MoveError {
    let reason = match pos.board.piece_at(from) {
        None => format!("no piece on {from}"),
        Some((c, _)) if c != pos.turn => format!("the piece on {from} is not the side to move's"),
        Some((_, role)) => {
            let mut moves = MoveList::new();
            pos.legal_moves(&mut moves);
            let plain_legal = moves.iter().any(|m| m.from() == from && m.to() == to);
            match suffix {
                Some(r) if plain_legal && role == Role::Pawn => {
                    format!("cannot promote to {}", r.upper())
                }
                Some(r) if plain_legal && r.hand_index().is_none() => {
                    format!("{} is not a piece to gate", r.upper())
                }
                Some(r) if plain_legal && pos.in_hand(pos.turn, r) == 0 => {
                    format!("no {} in hand", r.upper())
                }
                Some(_) if plain_legal => format!("{from} is not a gating square"),
                None if plain_legal => "a promotion piece is required".to_string(),
                _ if pos.in_check() => "the king is in check".to_string(),
                _ => format!("the {} on {from} cannot go to {to}", role_name(role)),
            }
        }
    };
    MoveError::illegal(text, reason)
}

fn role_name(role: Role) -> &'static str {
    ["pawn", "knight", "bishop", "rook", "queen", "king", "hawk", "elephant"][role as usize]
}

/// Writes a legal move in SAN with check marks.
pub fn san(pos: &Seirawan, m: Move) -> String {
    let mut s = san_body(pos, m);
    let after = pos.play(m);
    if after.in_check() {
        s.push(if after.count_legal_moves() == 0 { '#' } else { '+' });
    }
    s
}

fn san_body(pos: &Seirawan, m: Move) -> String {
    if m.kind() == MoveKind::Castle {
        let mut s = String::from(if m.to() > m.from() { "O-O" } else { "O-O-O" });
        if let Some(g) = m.gate() {
            s.push('/');
            s.push(g.upper());
            if m.gates_rook_square() {
                s.push_str(&m.to().to_string());
            }
        }
        return s;
    }
    let role = pos.board.piece_at(m.from()).map_or(Role::Pawn, |(_, r)| r);
    let capture = pos.is_capture(m);
    let mut s = String::new();
    if role == Role::Pawn {
        if capture {
            s.push(m.from().file().char());
        }
    } else {
        s.push(role.upper());
        // Disambiguate against other pieces of the same kind reaching the same square.
        let mut moves = MoveList::new();
        pos.legal_moves(&mut moves);
        let rivals: Vec<Square> = moves
            .iter()
            .filter(|o| o.kind() != MoveKind::Castle && o.to() == m.to() && o.from() != m.from())
            .filter(|o| pos.board.piece_at(o.from()).map(|(_, r)| r) == Some(role))
            .map(|o| o.from())
            .collect();
        s.push_str(&crate::core::san::disambiguation(m.from(), &rivals));
    }
    if capture {
        s.push('x');
    }
    s.push_str(&m.to().to_string());
    if let Some(p) = m.promotion_role() {
        s.push('=');
        s.push(p.upper());
    }
    if let Some(g) = m.gate() {
        s.push('/');
        s.push(g.upper());
    }
    s
}

/// Reads SAN: `Nc3/H`, `Nbd2`, `exd6`, `e8=H`, `O-O/E`, `O-O/Eh1`, `O-O/Eh`, `Rxe1/E`
/// (XBoard's rook-takes-king castling), with or without `+`, `#`, `!`, `?`.
pub fn parse_san(pos: &Seirawan, text: &str) -> Result<Move, MoveError> {
    let syntax = || MoveError::Syntax(text.to_string());
    let t = text.trim().trim_end_matches(['+', '#', '!', '?']);
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);

    // The gated piece: after '/', or XBoard's '=' for a non-pawn move.
    let (body, gate_text) = match t.split_once('/') {
        Some((b, g)) => (b, Some(g)),
        None => (t, None),
    };
    let (gate, gate_square) = match gate_text {
        None => (None, None),
        Some(g) => {
            let mut cs = g.chars();
            let role = cs.next().and_then(Role::from_char).filter(|r| r.hand_index().is_some()).ok_or_else(syntax)?;
            let rest: String = cs.collect();
            let file = match rest.as_bytes().first() {
                None => None,
                Some(&f) => Some(File::from_char(f as char).ok_or_else(syntax)?),
            };
            (Some(role), file)
        }
    };

    let castle_long = matches!(body, "O-O-O" | "0-0-0" | "o-o-o");
    if castle_long || matches!(body, "O-O" | "0-0" | "o-o") {
        let found = moves.iter().find(|m| {
            m.kind() == MoveKind::Castle
                && (m.to() < m.from()) == castle_long
                && m.gate() == gate
                && match gate_square {
                    None => !m.gates_rook_square(),
                    Some(f) => m.gate_square().map(|s| s.file()) == Some(f),
                }
        });
        return found.copied().ok_or_else(|| MoveError::illegal(text, "castling is not possible"));
    }

    // [piece][from file][from rank][x]to[=promotion]
    let (body, promo) = match body.split_once('=') {
        Some((b, p)) => (b, Some(p.chars().next().and_then(Role::from_char).ok_or_else(syntax)?)),
        None => (body, None),
    };
    let chars: Vec<char> = body.chars().filter(|&c| c != 'x' && c != ':' && c != '-').collect();
    if chars.len() < 2 {
        return Err(syntax());
    }
    let (role, rest) = match chars[0] {
        c if c.is_ascii_uppercase() => (Role::from_char(c).ok_or_else(syntax)?, &chars[1..]),
        _ => (Role::Pawn, &chars[..]),
    };
    if rest.len() < 2 {
        return Err(syntax());
    }
    let to_text: String = rest[rest.len() - 2..].iter().collect();
    let to = Square::from_ascii(to_text.as_bytes()).map_err(|_| syntax())?;
    let hints = &rest[..rest.len() - 2];
    let from_file = hints.iter().find_map(|&c| File::from_char(c));
    let from_rank = hints.iter().find_map(|&c| shakmaty::Rank::from_char(c));
    // `=X` after a piece move is XBoard's way of writing the gated piece.
    let (promo, gate) = if role != Role::Pawn && gate.is_none() { (None, promo) } else { (promo, gate) };

    // XBoard writes castling with gating on the rook's square as the rook capturing its king.
    if role == Role::Rook && pos.board.pieces(pos.turn, Role::King).contains(to) {
        // With both castlings possible, `Rxe1/E` fits both rooks: XBoard then writes `Rhxe1/E`.
        let found: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| {
                m.kind() == MoveKind::Castle
                    && m.gate() == gate
                    && (gate.is_none() || m.gates_rook_square())
                    && from_file.is_none_or(|f| m.to().file() == f)
            })
            .collect();
        return match found.as_slice() {
            [m] => Ok(*m),
            [] => Err(MoveError::illegal(text, "castling is not possible")),
            _ => Err(MoveError::Ambiguous(text.to_string())),
        };
    }

    let candidates: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|m| {
            m.kind() != MoveKind::Castle
                && m.to() == to
                && pos.board.piece_at(m.from()).map(|(_, r)| r) == Some(role)
                && from_file.is_none_or(|f| m.from().file() == f)
                && from_rank.is_none_or(|r| m.from().rank() == r)
                && m.promotion_role() == promo
                && m.gate() == gate
        })
        .collect();
    match candidates.as_slice() {
        [m] => Ok(*m),
        [] => Err(MoveError::illegal(text, "no legal move matches")),
        _ => Err(MoveError::Ambiguous(text.to_string())),
    }
}

/// A text diagram: ranks 8 to 1, hands, side to move and FEN.
pub fn diagram(pos: &Seirawan) -> String {
    let mut out = String::new();
    let hand = |c: crate::core::Color| -> String {
        let mut s = String::new();
        for role in Role::HAND {
            for _ in 0..pos.in_hand(c, role) {
                s.push(role.letter(c));
            }
        }
        if s.is_empty() { "-".into() } else { s }
    };
    out.push_str(&format!("   hand: {}\n", hand(crate::core::Color::Black)));
    out.push_str("  +-----------------+\n");
    for rank in Rank::ALL.into_iter().rev() {
        pos.board.write_diagram_rank(rank, &mut out);
        out.push('\n');
    }
    out.push_str("  +-----------------+\n    a b c d e f g h\n");
    out.push_str(&format!("   hand: {}\n", hand(crate::core::Color::White)));
    out.push_str(&format!(
        "{} to move\nFEN: {}",
        if pos.turn.is_white() { "White" } else { "Black" },
        super::fen::write(pos)
    ));
    out
}
