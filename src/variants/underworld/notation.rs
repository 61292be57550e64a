//! Move text for Underworld Chess (§6.2). One token per ply, on the board the slot implies:
//! `e2e4`, `e7e8q`, `e8e1` (cylinder), `e4e5:b1` / `e4e5:R` (UK×UK capture returning the
//! piece on Ub1 / a pooled Rook), `K@d8` (placement), `0000` (pass). An optional `W:`/`U:`
//! prefix is checked against the slot. Drops and returns are never written.
//!
//! SAN: `Nxc6`, `exd6`, `e8=Q`, `O-O`, `Kxe5:Rb1` / `Kxe5:R` (the returning piece),
//! `K@d8`, `--` for the pass; `+` when the enemy World King is attacked after the move.

use super::fen;
use super::position::Underworld;
use super::types::{Move, MoveKind, Plane, Role, Slot, Source};
use crate::core::{Color, MoveError, MoveList, Rules};
use crate::variants::board8::PieceRole;
use shakmaty::{File, Rank, Square};

/// Writes a move token.
pub fn coordinate(m: Move) -> String {
    match m.kind() {
        MoveKind::Pass => "0000".into(),
        MoveKind::Placement => format!("K@{}", m.to()),
        _ => {
            let mut s = format!("{}{}", m.from(), m.to());
            if let Some(p) = m.promotion_role() {
                s.push(p.char());
            }
            match m.source() {
                Some(Source::Square(sq)) => s.push_str(&format!(":{sq}")),
                Some(Source::Pool(role)) => {
                    s.push(':');
                    s.push(role.upper());
                }
                None => {}
            }
            s
        }
    }
}

fn color_name(color: Color) -> &'static str {
    if color.is_white() { "White" } else { "Black" }
}

fn role_name(role: Role) -> &'static str {
    ["pawn", "knight", "bishop", "rook", "queen", "king"][role as usize]
}

/// What the side to move has to do now, for error messages.
fn duty(pos: &Underworld) -> String {
    let who = color_name(pos.slot().color());
    match pos.slot().plane() {
        _ if pos.both_inactive() => "the game is over: both boards are inactive".into(),
        None => format!("{who} must place the captured Underworld King (K@square)"),
        Some(plane) => format!("it is {who}'s sub-turn on the {}", plane.name()),
    }
}

fn legal(pos: &Underworld) -> MoveList<Move> {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    moves
}

/// Strips an optional `W:` / `U:` board prefix, checking it against the slot.
fn strip_board_prefix<'a>(pos: &Underworld, original: &str, t: &'a str) -> Result<&'a str, MoveError> {
    let plane = match t.get(..2) {
        Some("W:") => Plane::World,
        Some("U:") => Plane::Underworld,
        _ => return Ok(t),
    };
    if pos.slot().plane() != Some(plane) {
        return Err(MoveError::illegal(original, format!("not a move on the {}: {}", plane.name(), duty(pos))));
    }
    Ok(&t[2..])
}

/// The pass and the placement, shared by both readers.
fn parse_special(pos: &Underworld, original: &str, t: &str) -> Option<Result<Move, MoveError>> {
    if matches!(t, "0000" | "--" | "@@@@" | "pass") {
        let moves = legal(pos);
        return Some(if moves.contains(&Move::pass()) {
            Ok(Move::pass())
        } else {
            let reason = match pos.slot().plane() {
                Some(Plane::Underworld) if !pos.both_inactive() => {
                    "passing is only allowed when there is no legal Underworld move".to_string()
                }
                Some(Plane::World) if !pos.both_inactive() => {
                    format!("there is no pass on the World ({})", duty(pos))
                }
                _ => duty(pos),
            };
            Err(MoveError::illegal(original, reason))
        });
    }
    let square = t.strip_prefix("K@").or_else(|| t.strip_prefix("k@"))?;
    let Ok(sq) = Square::from_ascii(square.as_bytes()) else {
        return Some(Err(MoveError::Syntax(original.to_string())));
    };
    if !pos.slot().is_placement() {
        return Some(Err(MoveError::illegal(original, format!("no Underworld King to place: {}", duty(pos)))));
    }
    let moves = legal(pos);
    let m = Move::placement(sq);
    Some(if moves.contains(&m) {
        Ok(m)
    } else {
        let allowed: Vec<String> = moves.iter().map(|m| m.to().to_string()).collect();
        Err(MoveError::illegal(
            original,
            format!(
                "the King goes on an empty square of the nearest rank with unattacked empty squares ({})",
                allowed.join(" ")
            ),
        ))
    })
}

fn parse_source(text: &str) -> Option<Source> {
    match text.len() {
        2 => Square::from_ascii(text.as_bytes()).ok().map(Source::Square),
        1 => Role::from_char(text.chars().next()?).filter(|&r| r != Role::King).map(Source::Pool),
        _ => None,
    }
}

/// Reads a move token (see the module documentation).
pub fn parse_coordinate(pos: &Underworld, text: &str) -> Result<Move, MoveError> {
    let syntax = || MoveError::Syntax(text.to_string());
    let t = strip_board_prefix(pos, text, text.trim())?;
    if let Some(result) = parse_special(pos, text, t) {
        return result;
    }
    let (main, source_text) = match t.split_once(':') {
        Some((m, s)) => (m, Some(s)),
        None => (t, None),
    };
    let source = match source_text {
        Some(s) => Some(parse_source(s).ok_or_else(syntax)?),
        None => None,
    };
    let bytes = main.as_bytes();
    if !(4..=5).contains(&bytes.len()) {
        return Err(syntax());
    }
    let from = Square::from_ascii(&bytes[0..2]).map_err(|_| syntax())?;
    let to = Square::from_ascii(&bytes[2..4]).map_err(|_| syntax())?;
    let promotion = match bytes.get(4) {
        Some(&c) => Some(Role::from_char(c as char).filter(|r| Role::PROMOTIONS.contains(r)).ok_or_else(syntax)?),
        None => None,
    };
    let moves = legal(pos);
    let found = moves.iter().find(|m| {
        matches!(m.kind(), MoveKind::Normal | MoveKind::EnPassant | MoveKind::Castle)
            && m.from() == from
            && m.to() == to
            && m.promotion_role() == promotion
            && m.source() == source
    });
    match found {
        Some(&m) => Ok(m),
        None => Err(explain_illegal(pos, &moves, text, from, to, promotion, source)),
    }
}

/// Says why a well-formed move token is not legal.
fn explain_illegal(
    pos: &Underworld,
    moves: &[Move],
    text: &str,
    from: Square,
    to: Square,
    promotion: Option<Role>,
    source: Option<Source>,
) -> MoveError {
    let us = pos.slot().color();
    let Some(plane) = pos.slot().plane().filter(|_| !pos.both_inactive()) else {
        return MoveError::illegal(text, duty(pos));
    };
    let board = pos.board(plane);
    let same: Vec<Move> = moves.iter().copied().filter(|m| m.from() == from && m.to() == to).collect();
    let reason = match board.piece_at(from) {
        None => format!("no piece on {from} of the {} ({})", plane.name(), duty(pos)),
        Some((c, _)) if c != us => format!("the piece on {from} of the {} is not {}'s", plane.name(), color_name(us)),
        Some(_) if moves == [Move::pass()] => "there is no legal Underworld move: the only move is 0000".into(),
        Some((_, role)) if !same.is_empty() => {
            let promotes = same.iter().any(|m| m.promotion_role().is_some());
            let returns = same.iter().any(|m| m.source().is_some());
            if promotes && promotion.is_none() {
                "a promotion piece is required (q, r, b or n)".into()
            } else if !promotes && promotion.is_some() {
                format!("the {} does not promote here", role_name(role))
            } else if returns && source.is_none() {
                "a King capturing the other Underworld King must name the piece to return (e.g. e4e5:b1 or e4e5:R)"
                    .into()
            } else if !returns && source.is_some() {
                "only a King capturing the other Underworld King returns a piece".into()
            } else {
                match source {
                    Some(Source::Square(sq)) => format!("no own piece on {sq} of the Underworld can return"),
                    Some(Source::Pool(r)) => format!("no {} of {} in the pool", role_name(r), color_name(us)),
                    None => format!("the {} on {from} cannot go to {to}", role_name(role)),
                }
            }
        }
        Some((_, role)) if pos.in_check() => {
            let king = if plane == Plane::World { "World King" } else { "Underworld King" };
            format!("the {king} is in check and the {} on {from} cannot go to {to}", role_name(role))
        }
        Some((_, role)) => format!("the {} on {from} cannot go to {to}", role_name(role)),
    };
    MoveError::illegal(text, reason)
}

/// Writes a legal move in SAN.
pub fn san(pos: &Underworld, m: Move) -> String {
    let mut s = san_body(pos, m);
    if let Some(plane) = pos.slot().plane() {
        let us = pos.slot().color();
        let after = pos.play(m);
        let world = after.board(Plane::World);
        let checks = world.king(us.other()).is_some_and(|k| world.is_attacked(Plane::World, k, us));
        let before = pos.board(Plane::World);
        let checked_before = before.king(us.other()).is_some_and(|k| before.is_attacked(Plane::World, k, us));
        // A check mark for a World move that checks, or an Underworld move whose return checks.
        if checks && (plane == Plane::World || !checked_before) {
            s.push('+');
        }
    }
    s
}

fn san_body(pos: &Underworld, m: Move) -> String {
    match m.kind() {
        MoveKind::Pass => return "--".into(),
        MoveKind::Placement => return format!("K@{}", m.to()),
        MoveKind::Castle => return if m.to().file() == File::G { "O-O".into() } else { "O-O-O".into() },
        MoveKind::Normal | MoveKind::EnPassant => {}
    }
    let Some(plane) = pos.slot().plane() else { return coordinate(m) };
    let board = pos.board(plane);
    let role = board.role_at(m.from()).unwrap_or(Role::Pawn);
    let capture = pos.is_capture(m);
    let mut s = String::new();
    if role == Role::Pawn {
        if capture {
            s.push(m.from().file().char());
        }
    } else {
        s.push(role.upper());
        let moves = legal(pos);
        let rivals: Vec<Square> = moves
            .iter()
            .filter(|o| matches!(o.kind(), MoveKind::Normal) && o.to() == m.to() && o.from() != m.from())
            .filter(|o| board.role_at(o.from()) == Some(role))
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
    match m.source() {
        Some(Source::Square(sq)) => {
            let r = pos.board(Plane::Underworld).role_at(sq).unwrap_or(Role::Pawn);
            s.push(':');
            s.push(r.upper());
            s.push_str(&sq.to_string());
        }
        Some(Source::Pool(r)) => {
            s.push(':');
            s.push(r.upper());
        }
        None => {}
    }
    s
}

/// What a SAN return suffix asks for.
enum SourceSpec {
    /// The own piece on this Underworld square (of this role, if given).
    Square(Option<Role>, Square),
    /// A pooled piece.
    Pool(Role),
}

fn parse_source_spec(text: &str) -> Option<SourceSpec> {
    let chars: Vec<char> = text.chars().collect();
    match chars.as_slice() {
        [r] => Role::from_char(*r).filter(|&r| r != Role::King).map(SourceSpec::Pool),
        [f, rk] => Some(SourceSpec::Square(None, square_of(*f, *rk)?)),
        [r, f, rk] if r.is_ascii_uppercase() => {
            Some(SourceSpec::Square(Some(Role::from_char(*r).filter(|&r| r != Role::King)?), square_of(*f, *rk)?))
        }
        _ => None,
    }
}

fn square_of(file: char, rank: char) -> Option<Square> {
    Some(Square::from_coords(File::from_char(file)?, Rank::from_char(rank)?))
}

/// Reads SAN (see the module documentation), with or without `+`, `#`, `!`, `?`; also the
/// move tokens `0000` and `K@d8`.
pub fn parse_san(pos: &Underworld, text: &str) -> Result<Move, MoveError> {
    let syntax = || MoveError::Syntax(text.to_string());
    let t = text.trim().trim_end_matches(['+', '#', '!', '?']);
    let t = strip_board_prefix(pos, text, t)?;
    if let Some(result) = parse_special(pos, text, t) {
        return result;
    }
    let moves = legal(pos);
    let castle_long = matches!(t, "O-O-O" | "0-0-0");
    if castle_long || matches!(t, "O-O" | "0-0") {
        let file = if castle_long { File::C } else { File::G };
        return moves
            .iter()
            .find(|m| m.kind() == MoveKind::Castle && m.to().file() == file)
            .copied()
            .ok_or_else(|| MoveError::illegal(text, format!("castling is not possible ({})", duty(pos))));
    }
    let Some(plane) = pos.slot().plane() else {
        return Err(MoveError::illegal(text, duty(pos)));
    };
    let board = pos.board(plane);

    let (body, source) = match t.split_once(':') {
        Some((b, s)) => (b, Some(parse_source_spec(s).ok_or_else(syntax)?)),
        None => (t, None),
    };
    let (body, promotion) = match body.split_once('=') {
        Some((b, p)) => {
            let mut cs = p.chars();
            let role = cs.next().and_then(Role::from_char).filter(|r| Role::PROMOTIONS.contains(r));
            if cs.next().is_some() {
                return Err(syntax());
            }
            (b, Some(role.ok_or_else(syntax)?))
        }
        None => (body, None),
    };
    let chars: Vec<char> = body.chars().filter(|&c| c != 'x' && c != '-').collect();
    let (role, rest) = match chars.first() {
        Some(&c) if c.is_ascii_uppercase() => (Role::from_char(c).ok_or_else(syntax)?, &chars[1..]),
        Some(_) => (Role::Pawn, &chars[..]),
        None => return Err(syntax()),
    };
    if rest.len() < 2 {
        return Err(syntax());
    }
    let to = square_of(rest[rest.len() - 2], rest[rest.len() - 1]).ok_or_else(syntax)?;
    let hints = &rest[..rest.len() - 2];
    if hints.len() > 2 {
        return Err(syntax());
    }
    let mut from_file = None;
    let mut from_rank = None;
    for &c in hints {
        if let Some(f) = File::from_char(c) {
            from_file = Some(f);
        } else if let Some(r) = Rank::from_char(c) {
            from_rank = Some(r);
        } else {
            return Err(syntax());
        }
    }
    let source_matches = |m: &Move| match (&source, m.source()) {
        (None, None) => true,
        (Some(SourceSpec::Pool(r)), Some(Source::Pool(s))) => *r == s,
        (Some(SourceSpec::Square(r, sq)), Some(Source::Square(s))) => {
            *sq == s && r.is_none_or(|r| pos.board(Plane::Underworld).role_at(s) == Some(r))
        }
        _ => false,
    };
    let candidates: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|m| {
            matches!(m.kind(), MoveKind::Normal | MoveKind::EnPassant)
                && m.to() == to
                && board.role_at(m.from()) == Some(role)
                && from_file.is_none_or(|f| m.from().file() == f)
                && from_rank.is_none_or(|r| m.from().rank() == r)
                && m.promotion_role() == promotion
                && source_matches(m)
        })
        .collect();
    match candidates.as_slice() {
        [m] => Ok(*m),
        [] => Err(MoveError::illegal(text, format!("no legal move matches ({})", duty(pos)))),
        _ => Err(MoveError::Ambiguous(text.to_string())),
    }
}

/// Both boards side by side, the pool, whose ply it is, and the UWF.
pub fn diagram(pos: &Underworld) -> String {
    let mut out = String::new();
    let rule = "  +-----------------+";
    out.push_str("       World                      Underworld\n");
    out.push_str(&format!("{rule}      {rule}\n"));
    for rank in Rank::ALL.into_iter().rev() {
        for plane in [Plane::World, Plane::Underworld] {
            pos.board(plane).write_diagram_rank(rank, &mut out);
            if plane == Plane::World {
                out.push_str("      ");
            }
        }
        out.push('\n');
    }
    out.push_str(&format!("{rule}      {rule}\n"));
    out.push_str("    a b c d e f g h           a b c d e f g h\n");
    out.push_str(&format!("Pool: {}\n", fen::pool_text(pos)));
    let slot = pos.slot();
    let who = color_name(slot.color());
    let to_move = if let Some(outcome) = pos.outcome() {
        let why = if pos.both_inactive() { ": both boards are inactive" } else { "" };
        format!("Game over{why}: {outcome} ({})", outcome.result())
    } else {
        match slot {
            Slot::WhitePlacement | Slot::BlackPlacement => {
                format!("{who} to place the captured Underworld King")
            }
            _ => {
                format!("{who} to move on the {} (slot {})", slot.plane().map_or("?", Plane::name), slot.cycle_index())
            }
        }
    };
    out.push_str(&format!("{to_move}, move {}\n", pos.fullmove_number()));
    out.push_str(&format!("UWF: {}", fen::write(pos)));
    out
}
