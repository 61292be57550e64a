//! QFEN (§4.1): `<rows>[<hand>] <side> <halfmove> <fullmove>`. Rows run from the top of the
//! normalised bounding box down, `*` marks a lattice position without a cell, digits count
//! empty cells (`12` is twelve). The move counters may be left out (0 and 1).

use super::position::{CELLS, Quake, cell_rows, shape_is_legal};
use super::types::*;
use crate::core::{Color, FenError};
use crate::variants::Variant;

/// The start position of `quake` (the hunter/carrier set).
pub const START_LB: &str = "zyxkwvu*/pppppppp/8/8/PPPPPPPP/*UVWKXYZ[] w 0 1";
/// The start position of `quakedf` (the orthodox set).
pub const START_DF: &str = "rnnkbbr*/pppppppp/8/8/PPPPPPPP/*RBBKNNR[] w 0 1";

/// The kinds `variant` plays with.
pub fn roles_of(variant: Variant) -> &'static [Role] {
    if variant == Variant::QuakeDf { &Role::DF } else { &Role::LB }
}

/// The name of frame position `sq` on the normalised board (`a1` .. `x24`).
pub fn square_name(sq: Square) -> String {
    format!("{}{}", (b'a' + (file_of(sq) - ORIGIN) as u8) as char, rank_of(sq) - ORIGIN + 1)
}

/// The frame position named `text`, if the name is well formed and inside the frame's
/// normalised area (whether a cell exists there is the caller's question).
pub fn parse_square(text: &str) -> Option<Square> {
    if !text.is_ascii() {
        return None;
    }
    let b = text.as_bytes();
    let file = *b.first()?;
    let digits = &text[1..];
    if !(b'a'..b'a' + MAX_EXTENT as u8).contains(&file)
        || digits.is_empty()
        || digits.len() > 2
        || digits.starts_with('0')
        || !digits.bytes().all(|d| d.is_ascii_digit())
    {
        return None;
    }
    let rank: usize = digits.parse().ok()?;
    (1..=MAX_EXTENT).contains(&rank).then(|| square((file - b'a') as usize, rank - 1))
}

fn letter_role(variant: Variant, c: char) -> Result<(Color, Role), String> {
    let role = Role::from_letter(c).ok_or_else(|| format!("unknown piece letter {c:?}"))?;
    if !roles_of(variant).contains(&role) {
        return Err(format!(
            "{c:?} is not a piece of {variant} ({})",
            roles_of(variant).iter().map(|r| r.letter()).collect::<String>()
        ));
    }
    Ok((if c.is_ascii_uppercase() { Color::White } else { Color::Black }, role))
}

/// Reads a QFEN for `variant` (`quake` or `quakedf`).
pub fn read(variant: Variant, text: &str) -> Result<Quake, FenError> {
    let mut fields = text.split_whitespace();
    let placement = fields.next().ok_or(FenError::MissingField("board"))?;
    let (rows_text, hand_text) = match placement.split_once('[') {
        Some((rows, rest)) => {
            let hand =
                rest.strip_suffix(']').ok_or_else(|| FenError::Hand(format!("{placement:?} lacks the closing ]")))?;
            (rows, hand)
        }
        None => (placement, ""),
    };
    let mut pos = Quake::blank(variant);
    let rows: Vec<&str> = rows_text.split('/').collect();
    if rows.len() > MAX_EXTENT {
        return Err(FenError::Board(format!("{} ranks (at most {MAX_EXTENT})", rows.len())));
    }
    let mut width = None;
    let mut cells = 0;
    let mut kings = [0; 2];
    for (i, row) in rows.iter().enumerate() {
        let rank = rows.len() - 1 - i;
        let mut file = 0;
        let mut chars = row.chars().peekable();
        while let Some(c) = chars.next() {
            if file >= MAX_EXTENT {
                return Err(FenError::Board(format!("rank {} is wider than {MAX_EXTENT} files", rank + 1)));
            }
            if c.is_ascii_digit() {
                let mut run = c.to_digit(10).unwrap() as usize;
                while let Some(d) = chars.peek().and_then(|d| d.to_digit(10)) {
                    run = run * 10 + d as usize;
                    chars.next();
                    if run > MAX_EXTENT {
                        break;
                    }
                }
                if run == 0 || file + run > MAX_EXTENT {
                    return Err(FenError::Board(format!("bad run of {run} empty cells on rank {}", rank + 1)));
                }
                for _ in 0..run {
                    pos.board[square(file, rank) as usize] = EMPTY;
                    file += 1;
                }
                cells += run;
            } else if c == '*' {
                file += 1;
            } else {
                let (color, role) = letter_role(variant, c).map_err(FenError::Board)?;
                if role == Role::King {
                    kings[color as usize] += 1;
                }
                pos.board[square(file, rank) as usize] = piece(color, role);
                file += 1;
                cells += 1;
            }
        }
        if *width.get_or_insert(file) != file {
            return Err(FenError::Board(format!(
                "rank {} has {file} files, the top rank {}",
                rank + 1,
                width.unwrap()
            )));
        }
    }
    if cells != CELLS {
        return Err(FenError::Board(format!("{cells} cells instead of {CELLS}")));
    }
    if kings != [1, 1] {
        return Err(FenError::Illegal("each side needs exactly one king".into()));
    }
    for c in hand_text.chars() {
        let (color, role) = letter_role(variant, c).map_err(FenError::Hand)?;
        if role == Role::King {
            return Err(FenError::Hand("a king cannot be in hand".into()));
        }
        let n = &mut pos.hands[color as usize][role as usize];
        if *n >= 32 {
            return Err(FenError::Hand(format!("more than 32 {c:?}")));
        }
        *n += 1;
    }
    pos.turn = match fields.next() {
        Some("w") => Color::White,
        Some("b") => Color::Black,
        Some(other) => return Err(FenError::Turn(other.to_string())),
        None => return Err(FenError::MissingField("side to move")),
    };
    let mut counter = |default: u32| match fields.next() {
        None => Ok(default),
        Some(t) => t.parse::<u32>().map_err(|_| FenError::Counter(t.to_string())),
    };
    pos.halfmoves = counter(0)?;
    pos.fullmoves = counter(1)?.max(1);
    if let Some(extra) = fields.next() {
        return Err(FenError::Counter(format!("unexpected {extra:?} after the counters")));
    }
    pos.width = width.unwrap_or(0) as u8;
    pos.height = rows.len() as u8;
    pos.normalise();
    if pos.width as usize > MAX_EXTENT || pos.height as usize > MAX_EXTENT {
        return Err(FenError::Board("the board is larger than 24x24".into()));
    }
    let (shape, lo, hi) = cell_rows(&pos.board);
    if !shape_is_legal(&shape, lo, hi) {
        return Err(FenError::Illegal(
            "the cells are not connected orthogonally, by colour diagonally and by knight leaps".into(),
        ));
    }
    for &sq in pos.cells() {
        if let Some((color, Role::Pawn)) = pos.piece_at(sq)
            && !pos.is_cell(shift(sq, forward(color)))
        {
            return Err(FenError::Illegal(format!(
                "pawn on {} has no cell ahead (it would have been pocketed)",
                square_name(sq)
            )));
        }
    }
    let them = pos.turn.other();
    if pos.attacked(pos.king(them), pos.turn) {
        return Err(FenError::Illegal("the side not to move is in check".into()));
    }
    Ok(pos)
}

/// Writes the position's QFEN.
pub fn write(pos: &Quake) -> String {
    let (width, height) = pos.extent();
    let mut out = String::new();
    for rank in (0..height).rev() {
        let mut empty = 0;
        for file in 0..width {
            let c = pos.at(square(file, rank));
            if c == EMPTY {
                empty += 1;
                continue;
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
                empty = 0;
            }
            out.push(match piece_of(c) {
                None => '*',
                Some((Color::White, role)) => role.letter(),
                Some((Color::Black, role)) => role.letter().to_ascii_lowercase(),
            });
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out.push('[');
    out.push_str(&hand_text(pos));
    out.push(']');
    let side = if pos.turn() == Color::White { 'w' } else { 'b' };
    format!("{out} {side} {} {}", pos.halfmoves, pos.fullmoves)
}

/// The hands as QFEN letters: White's, then Black's, each in a fixed order of kinds.
pub fn hand_text(pos: &Quake) -> String {
    let mut out = String::new();
    for color in [Color::White, Color::Black] {
        for &role in Role::ALL.iter().rev() {
            for _ in 0..pos.in_hand(color, role) {
                out.push(if color == Color::White { role.letter() } else { role.letter().to_ascii_lowercase() });
            }
        }
    }
    out
}
