//! SeaFEN (§7.1): `<board> <stm> <castling> <ep> <halfmove> <fullmove> <mines> <submerged>`.
//!
//! The board lists ranks 12 to 1, each with only its existing squares (8 or 12), digit runs
//! (several digits allowed) for empty squares, and piece state in braces: `C{-}` unloaded,
//! `T{<f>}` / `T{<f>-}` facing and unloaded, `S{<V>}`, `A{f}` aircraft aloft. Every form is
//! read; the canonical form is written (suffixes only when the state differs from the
//! default, torpedo facing always inside braces, castling in `CTct` order, mines and
//! submerged subs White first, each colour sorted by rank then file).

use super::board::{Bits, bit, squares, tables};
use super::position::{ALOFT, CASTLE_BC, CASTLE_BT, CASTLE_HOMES, CASTLE_WC, CASTLE_WT, Seachess, UNLOADED, V_MAX};
use super::types::{Facing, Role};
use crate::core::{Color, FenError};

/// The start position.
pub const START: &str = "csdakdst/bbbbbbbb/12/12/12/12/12/12/12/12/BBBBBBBB/CSDAKDST w CTct - 0 1 - -";

const CASTLE_LETTERS: [(char, u8); 4] = [('C', CASTLE_WC), ('T', CASTLE_WT), ('c', CASTLE_BC), ('t', CASTLE_BT)];

fn board_error(text: impl Into<String>) -> FenError {
    FenError::Board(text.into())
}

/// The state nibble of a piece from its brace suffix (without braces).
fn read_suffix(color: Color, role: Role, suffix: &str) -> Result<u8, FenError> {
    let bad = || board_error(format!("bad state {{{suffix}}} for {}", role.letter(color.is_white())));
    match role {
        Role::Cruiser if suffix == "-" => Ok(UNLOADED),
        Role::Torpedo => {
            let mut chars = suffix.chars();
            let facing = chars.next().and_then(Facing::from_char).ok_or_else(bad)?;
            let unloaded = match chars.as_str() {
                "" => 0,
                "-" => UNLOADED,
                _ => return Err(bad()),
            };
            Ok((facing as u8) << 1 | unloaded)
        }
        Role::Sub => match suffix.parse::<u8>() {
            Ok(v) if v <= V_MAX && !suffix.starts_with('+') => Ok(v),
            _ => Err(bad()),
        },
        Role::Carrier if suffix == "f" => Ok(ALOFT),
        _ => Err(bad()),
    }
}

fn read_board(pos: &mut Seachess, text: &str) -> Result<(), FenError> {
    let t = tables();
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 12 {
        return Err(board_error(format!("{} ranks (expected 12)", ranks.len())));
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 11 - i as i32;
        let files: Vec<i32> = (0..12).filter(|&f| t.square(f, rank).is_some()).collect();
        let mut next = 0; // index into `files`
        let mut chars = rank_text.char_indices().peekable();
        while let Some((at, c)) = chars.next() {
            if c.is_ascii_digit() {
                let mut end = at + 1;
                while let Some(&(j, d)) = chars.peek() {
                    if !d.is_ascii_digit() {
                        break;
                    }
                    end = j + 1;
                    chars.next();
                }
                let run: usize = rank_text[at..end]
                    .parse()
                    .map_err(|_| board_error(format!("bad run {:?} on rank {}", &rank_text[at..end], rank + 1)))?;
                if run == 0 {
                    return Err(board_error(format!("empty run on rank {}", rank + 1)));
                }
                next += run;
                if next > files.len() {
                    return Err(board_error(format!("rank {} is too long", rank + 1)));
                }
                continue;
            }
            let role = Role::from_char(c).ok_or_else(|| board_error(format!("unknown piece {c:?}")))?;
            let color = if c.is_ascii_uppercase() { Color::White } else { Color::Black };
            let Some(&file) = files.get(next) else {
                return Err(board_error(format!("rank {} is too long", rank + 1)));
            };
            next += 1;
            let mut extra = Seachess::fresh_extra(color, role);
            if chars.peek().is_some_and(|&(_, d)| d == '{') {
                let start = at + c.len_utf8() + 1;
                let end = rank_text[start..]
                    .find('}')
                    .map(|e| start + e)
                    .ok_or_else(|| board_error(format!("unclosed brace on rank {}", rank + 1)))?;
                extra = read_suffix(color, role, &rank_text[start..end])?;
                while chars.peek().is_some_and(|&(j, _)| j <= end) {
                    chars.next();
                }
            }
            let sq = t.square(file, rank).expect("an existing file");
            pos.put(color, role, sq, extra);
        }
        if next != files.len() {
            return Err(board_error(format!("rank {} has {next} squares (expected {})", rank + 1, files.len())));
        }
    }
    Ok(())
}

/// A square field item: a square name that exists.
fn square(text: &str) -> Option<u8> {
    tables().parse(text)
}

fn read_mines(pos: &mut Seachess, text: &str) -> Result<(), FenError> {
    if text == "-" {
        return Ok(());
    }
    for item in text.split(',') {
        let bad = || FenError::Illegal(format!("bad mine {item:?} (expected M<square> or m<square>)"));
        let color = match item.chars().next() {
            Some('M') => Color::White,
            Some('m') => Color::Black,
            _ => return Err(bad()),
        };
        let sq = square(&item[1..]).ok_or_else(bad)?;
        if pos.all_mines() & bit(sq) != 0 {
            return Err(FenError::Illegal(format!("two mines on {}", &item[1..])));
        }
        if pos.role_at(sq) == Some(Role::Commando) {
            return Err(FenError::Illegal(format!("a commando ship on the mine on {}", &item[1..])));
        }
        pos.add_mine(color, sq);
    }
    Ok(())
}

fn read_submerged(pos: &mut Seachess, text: &str) -> Result<(), FenError> {
    if text == "-" {
        return Ok(());
    }
    for item in text.split(',') {
        let bad = || FenError::Illegal(format!("bad submerged sub {item:?} (expected S<square>:<R> or s<square>:<R>)"));
        let color = match item.chars().next() {
            Some('S') => Color::White,
            Some('s') => Color::Black,
            _ => return Err(bad()),
        };
        let (name, r) = item[1..].split_once(':').ok_or_else(bad)?;
        let sq = square(name).ok_or_else(bad)?;
        let r: u8 = match r {
            "0" | "1" | "2" | "3" => r.parse().expect("a digit"),
            _ => return Err(FenError::Illegal(format!("submerged sub {item:?}: R must be 0 to 3"))),
        };
        if pos.submerged(color) & bit(sq) != 0 {
            return Err(FenError::Illegal(format!("two submerged subs of one colour on {name}")));
        }
        if pos.all_mines() & bit(sq) != 0 {
            return Err(FenError::Illegal(format!("a submerged sub on the mine on {name}")));
        }
        if pos.role_at(sq) == Some(Role::Destroyer) {
            return Err(FenError::Illegal(format!("a submerged sub under the destroyer on {name}")));
        }
        pos.add_sub(color, sq, r);
    }
    Ok(())
}

/// Reads a SeaFEN. The counters may be left out (0 1), and so may the mine and submerged
/// fields (`-`).
pub fn read(text: &str) -> Result<Seachess, FenError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let field = |i: usize, name: &'static str| fields.get(i).copied().ok_or(FenError::MissingField(name));
    if fields.len() > 8 {
        return Err(FenError::Illegal(format!("{} fields (expected at most 8)", fields.len())));
    }
    let mut pos = Seachess::empty();
    read_board(&mut pos, field(0, "board")?)?;
    let turn = match field(1, "side to move")? {
        "w" => Color::White,
        "b" => Color::Black,
        other => return Err(FenError::Turn(other.to_string())),
    };
    pos.set_turn(turn);

    let castling = field(2, "castling")?;
    let mut rights = 0;
    if castling != "-" {
        for c in castling.chars() {
            let &(_, right) = CASTLE_LETTERS
                .iter()
                .find(|&&(l, _)| l == c)
                .ok_or_else(|| FenError::Castling(format!("unknown right {c:?} in {castling:?}")))?;
            if rights & right != 0 {
                return Err(FenError::Castling(format!("right {c} given twice")));
            }
            rights |= right;
        }
    }
    for &(king, partner, role, right) in &CASTLE_HOMES {
        let color = if right & (CASTLE_WC | CASTLE_WT) != 0 { Color::White } else { Color::Black };
        if rights & right != 0
            && (pos.pieces(color, Role::Commando) & bit(king) == 0 || pos.pieces(color, role) & bit(partner) == 0)
        {
            return Err(FenError::Castling(format!("right {castling:?}: the pieces are not on their home squares")));
        }
    }
    pos.set_castling(rights);

    let ep_text = field(3, "en passant")?;
    if ep_text != "-" {
        let t = tables();
        let sq = square(ep_text).ok_or_else(|| FenError::EnPassant(ep_text.to_string()))?;
        // The target lies on the third rank of the side that just moved. It is empty, unless
        // a submarine the boat passed under surfaced there at the end of the move.
        let expected_rank = if turn.is_white() { 9 } else { 2 };
        let blocked = pos.occupied() & bit(sq) != 0 && pos.role_at(sq) != Some(Role::Sub);
        if t.rank[sq as usize] != expected_rank || blocked {
            return Err(FenError::EnPassant(ep_text.to_string()));
        }
        pos.set_ep(Some(sq));
    }
    let counter = |i: usize, default: u32| -> Result<u32, FenError> {
        fields.get(i).map_or(Ok(default), |s| s.parse().map_err(|_| FenError::Counter(s.to_string())))
    };
    pos.halfmoves = counter(4, 0)?;
    pos.fullmoves = counter(5, 1)?.max(1);
    read_mines(&mut pos, fields.get(6).copied().unwrap_or("-"))?;
    read_submerged(&mut pos, fields.get(7).copied().unwrap_or("-"))?;
    validate(&pos)?;
    Ok(pos)
}

/// What makes a position impossible to play from.
fn validate(pos: &Seachess) -> Result<(), FenError> {
    let t = tables();
    for color in [Color::White, Color::Black] {
        let name = if color.is_white() { "White" } else { "Black" };
        if pos.pieces(color, Role::Commando).count_ones() != 1 {
            return Err(FenError::Illegal(format!("{name} needs exactly one commando ship")));
        }
        if pos.pieces(color, Role::Boat) & t.last_rank[color as usize] != 0 {
            return Err(FenError::Illegal(format!("a {name} boat on its last rank")));
        }
        if (pos.pieces(color, Role::Carrier) & pos.extra[0]).count_ones() > 1 {
            return Err(FenError::Illegal(format!("two {name} aircraft aloft")));
        }
    }
    let them = pos.turn().other();
    if pos.commando(them).is_some_and(|k| pos.attacked(k, pos.turn())) {
        return Err(FenError::Illegal("the side not to move is in check".into()));
    }
    Ok(())
}

fn write_board(pos: &Seachess) -> String {
    write_board_hiding(pos, 0)
}

/// The board field, with the cruisers on `unknown` written `{?}` (loaded flag unknown).
fn write_board_hiding(pos: &Seachess, unknown: Bits) -> String {
    let t = tables();
    let mut out = String::new();
    for rank in (0..12).rev() {
        let mut empty = 0;
        for file in 0..12 {
            let Some(sq) = t.square(file, rank) else { continue };
            let Some((color, role)) = pos.piece_at(sq) else {
                empty += 1;
                continue;
            };
            if empty > 0 {
                out.push_str(&empty.to_string());
                empty = 0;
            }
            out.push(role.letter(color.is_white()));
            if unknown & bit(sq) != 0 {
                out.push_str("{?}");
            } else {
                out.push_str(&suffix(pos, color, role, sq));
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out
}

/// The canonical brace suffix of the piece on `sq` (empty for the default state).
pub(super) fn suffix(pos: &Seachess, color: Color, role: Role, sq: u8) -> String {
    match role {
        Role::Cruiser if !pos.loaded(sq) => "{-}".into(),
        Role::Torpedo => {
            let facing = pos.facing(sq);
            let loaded = pos.loaded(sq);
            if loaded && facing == Facing::forward(color.is_white()) {
                String::new()
            } else {
                format!("{{{}{}}}", facing.char(), if loaded { "" } else { "-" })
            }
        }
        Role::Sub if pos.visible_turns(sq) > 0 => format!("{{{}}}", pos.visible_turns(sq)),
        Role::Carrier if pos.aloft(sq) => "{f}".into(),
        _ => String::new(),
    }
}

/// The squares of `set` sorted by rank then file: index order, since squares are rank-major.
fn sorted(set: u128) -> impl Iterator<Item = u8> {
    squares(set)
}

/// The mines field.
pub(super) fn mines_text(pos: &Seachess) -> String {
    let t = tables();
    let items: Vec<String> = sorted(pos.mines_of(Color::White))
        .map(|s| format!("M{}", t.name(s)))
        .chain(sorted(pos.mines_of(Color::Black)).map(|s| format!("m{}", t.name(s))))
        .collect();
    if items.is_empty() { "-".into() } else { items.join(",") }
}

/// The submerged field.
pub(super) fn submerged_text(pos: &Seachess) -> String {
    let t = tables();
    let mut items = Vec::new();
    for (color, letter) in [(Color::White, 'S'), (Color::Black, 's')] {
        for s in sorted(pos.submerged(color)) {
            items.push(format!("{letter}{}:{}", t.name(s), pos.sub_r(color, s)));
        }
    }
    if items.is_empty() { "-".into() } else { items.join(",") }
}

/// Writes the view FEN of `viewer` (§7.1): the opponent's mines left out, the opponent's
/// submerged subs as `s??:R` (in order of R, which says nothing of where they are), and
/// the cruisers on `unknown` with `{?}`.
pub fn write_view(pos: &Seachess, viewer: Color, unknown: Bits) -> String {
    let t = tables();
    let castling: String =
        CASTLE_LETTERS.iter().filter(|&&(_, r)| pos.castling_rights() & r != 0).map(|&(c, _)| c).collect();
    let (mine, sub) = if viewer.is_white() { ('M', 'S') } else { ('m', 's') };
    let mines: Vec<String> = sorted(pos.mines_of(viewer)).map(|s| format!("{mine}{}", t.name(s))).collect();
    let mut subs: Vec<String> =
        sorted(pos.submerged(viewer)).map(|s| format!("{sub}{}:{}", t.name(s), pos.sub_r(viewer, s))).collect();
    let them = viewer.other();
    let mut hidden: Vec<u8> = squares(pos.submerged(them)).map(|s| pos.sub_r(them, s)).collect();
    hidden.sort_unstable();
    let letter = if them.is_white() { 'S' } else { 's' };
    subs.extend(hidden.into_iter().map(|r| format!("{letter}??:{r}")));
    let list = |v: Vec<String>| if v.is_empty() { "-".to_string() } else { v.join(",") };
    format!(
        "{} {} {} {} {} {} {} {}",
        write_board_hiding(pos, unknown),
        if pos.turn().is_white() { 'w' } else { 'b' },
        if castling.is_empty() { "-".into() } else { castling },
        pos.ep_square().map_or("-".into(), |s| t.name(s)),
        pos.halfmoves,
        pos.fullmoves,
        list(mines),
        list(subs),
    )
}

/// Writes the canonical SeaFEN.
pub fn write(pos: &Seachess) -> String {
    let t = tables();
    let castling: String =
        CASTLE_LETTERS.iter().filter(|&&(_, r)| pos.castling_rights() & r != 0).map(|&(c, _)| c).collect();
    format!(
        "{} {} {} {} {} {} {} {}",
        write_board(pos),
        if pos.turn().is_white() { 'w' } else { 'b' },
        if castling.is_empty() { "-".into() } else { castling },
        pos.ep_square().map_or("-".into(), |s| t.name(s)),
        pos.halfmoves,
        pos.fullmoves,
        mines_text(pos),
        submerged_text(pos),
    )
}
