//! UWF, the position notation of §6.1:
//! `<world>|<underworld> <side> <board> <castling> <ep-world> <ep-underworld> <pool> <halfmove> <fullmove>`.

use super::board::Pieces;
use super::position::{CASTLE_BK, CASTLE_BQ, CASTLE_WK, CASTLE_WQ, POOL_MAX, Underworld};
use super::types::{Plane, Role, Slot};
use crate::core::{Color, FenError};
use crate::variants::board8::PieceRole;
use shakmaty::{File, Rank, Square};

/// The start position.
pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|4k3/8/8/8/8/8/8/4K3 w W KQkq - - - 0 1";

/// The castling letters and their bits, in the order they are written.
const CASTLING: [(char, u8); 4] = [('K', CASTLE_WK), ('Q', CASTLE_WQ), ('k', CASTLE_BK), ('q', CASTLE_BQ)];

/// Reads one board, naming it in errors.
fn read_board(plane: Plane, text: &str) -> Result<Pieces, FenError> {
    Pieces::from_fen_board(text).map_err(|e| match e {
        FenError::Board(why) => FenError::Board(format!("{why} on the {}", plane.name())),
        other => other,
    })
}

fn read_castling(pos: &mut Underworld, field: &str) -> Result<(), FenError> {
    if field == "-" {
        return Ok(());
    }
    let world = *pos.board(Plane::World);
    let mut rights = 0u8;
    for c in field.chars() {
        let (_, bit) = CASTLING
            .iter()
            .find(|(letter, _)| *letter == c)
            .ok_or_else(|| FenError::Castling(format!("unexpected {c:?} in {field:?} (expected a subset of KQkq)")))?;
        if rights & bit != 0 {
            return Err(FenError::Castling(format!("{c:?} twice in {field:?}")));
        }
        let color = Color::from_white(c.is_ascii_uppercase());
        let rank = color.backrank();
        let rook_file = if c.eq_ignore_ascii_case(&'k') { File::H } else { File::A };
        let king_home = world.pieces(color, Role::King).contains(Square::from_coords(File::E, rank));
        let rook_home = world.pieces(color, Role::Rook).contains(Square::from_coords(rook_file, rank));
        if !king_home || !rook_home {
            return Err(FenError::Castling(format!(
                "{c:?} needs a King on e{} and a Rook on {}{} of the World",
                rank.char(),
                rook_file.char(),
                rank.char()
            )));
        }
        rights |= bit;
    }
    pos.set_castling(rights);
    Ok(())
}

fn read_ep(pos: &mut Underworld, plane: Plane, field: &str) -> Result<(), FenError> {
    if field == "-" {
        return Ok(());
    }
    let bad = || FenError::EnPassant(field.to_string());
    let sq = Square::from_ascii(field.as_bytes()).map_err(|_| bad())?;
    // A rank-3 square was passed over by a White pawn now on rank 4; rank 6 likewise for Black.
    let (owner, pawn_rank) = match sq.rank() {
        Rank::Third => (Color::White, Rank::Fourth),
        Rank::Sixth => (Color::Black, Rank::Fifth),
        _ => return Err(bad()),
    };
    if !pos.board(plane).pieces(owner, Role::Pawn).contains(Square::from_coords(sq.file(), pawn_rank)) {
        return Err(bad());
    }
    pos.set_ep(plane, Some(sq));
    Ok(())
}

fn read_pool(pos: &mut Underworld, field: &str) -> Result<(), FenError> {
    if field == "-" {
        return Ok(());
    }
    for c in field.chars() {
        let role = Role::from_char(c).ok_or_else(|| FenError::Hand(format!("unknown piece {c:?} in the pool")))?;
        if role == Role::King {
            return Err(FenError::Hand("a King cannot be in the pool".into()));
        }
        let color = Color::from_white(c.is_ascii_uppercase());
        let n = pos.pooled(color, role);
        if n >= POOL_MAX {
            return Err(FenError::Hand(format!("too many {c:?} in the pool")));
        }
        pos.set_pool(color, role, n + 1);
    }
    Ok(())
}

fn read_counter(field: &str, min: u32) -> Result<u32, FenError> {
    field.parse::<u32>().ok().filter(|&n| n >= min && n < 1_000_000).ok_or_else(|| FenError::Counter(field.to_string()))
}

/// Checks what the fields cannot say on their own: Kings, pawns, piece numbers, the slot.
fn validate(pos: &Underworld) -> Result<(), FenError> {
    let world = pos.board(Plane::World);
    let under = pos.board(Plane::Underworld);
    for color in [Color::White, Color::Black] {
        let name = if color.is_white() { "White" } else { "Black" };
        if world.count(color, Role::King) != 1 {
            return Err(FenError::Illegal(format!("{name} needs exactly one King on the World")));
        }
        let expected = if pos.slot == Slot::placement(color) { 0 } else { 1 };
        if under.count(color, Role::King) != expected {
            return Err(FenError::Illegal(if expected == 1 {
                format!("{name} needs exactly one King on the Underworld")
            } else {
                format!("{name} is to place its Underworld King, which must not be on the board")
            }));
        }
        let pieces = world.ours(color).count() + under.ours(color).count()
            - world.count(color, Role::King)
            - under.count(color, Role::King)
            + Role::CAPTURABLE.iter().map(|&r| pos.pooled(color, r) as usize).sum::<usize>();
        if pieces > POOL_MAX as usize {
            return Err(FenError::Illegal(format!("{name} has {pieces} pieces besides its Kings (at most 15)")));
        }
    }
    let back_ranks = shakmaty::Bitboard::from_rank(Rank::First) | shakmaty::Bitboard::from_rank(Rank::Eighth);
    if (world.role(Role::Pawn) & back_ranks).any() {
        return Err(FenError::Illegal("a pawn on rank 1 or 8 of the World".into()));
    }
    if let (Some(a), Some(b)) = (world.king(Color::White), world.king(Color::Black))
        && a.distance(b) <= 1
    {
        return Err(FenError::Illegal("the World Kings stand next to each other".into()));
    }
    if let Some(plane) = pos.slot.plane()
        && !pos.board(plane).is_active()
        && !pos.both_inactive()
    {
        return Err(FenError::Illegal(format!("the {} is inactive: it has no sub-turn", plane.name())));
    }
    Ok(())
}

/// Reads a UWF string.
pub fn read(text: &str) -> Result<Underworld, FenError> {
    let mut fields = text.split_whitespace();
    let mut next = |name: &'static str| fields.next().ok_or(FenError::MissingField(name));
    let boards = next("board")?;
    let side = next("side to move")?;
    let board_letter = next("board to move on")?;
    let castling = next("castling")?;
    let ep_world = next("World en-passant")?;
    let ep_under = next("Underworld en-passant")?;
    let pool = next("pool")?;
    let halfmove = next("halfmove clock")?;
    let fullmove = next("fullmove number")?;
    if let Some(extra) = fields.next() {
        return Err(FenError::Illegal(format!("unexpected field {extra:?} after the fullmove number")));
    }

    let (world, under) = boards
        .split_once('|')
        .ok_or_else(|| FenError::Board("expected <world>|<underworld>, two boards separated by '|'".into()))?;
    let mut pos = Underworld::empty();
    pos.boards = [read_board(Plane::World, world)?, read_board(Plane::Underworld, under)?];
    let color = match side {
        "w" => Color::White,
        "b" => Color::Black,
        _ => return Err(FenError::Turn(side.to_string())),
    };
    let slot = match board_letter {
        "W" | "U" | "K" => Slot::from_letters(color, board_letter.chars().next().unwrap_or('W')),
        _ => None,
    }
    .ok_or_else(|| FenError::Illegal(format!("bad board field {board_letter:?} (expected W, U or K)")))?;
    pos.set_slot(slot);
    read_castling(&mut pos, castling)?;
    read_ep(&mut pos, Plane::World, ep_world)?;
    read_ep(&mut pos, Plane::Underworld, ep_under)?;
    read_pool(&mut pos, pool)?;
    pos.halfmoves = read_counter(halfmove, 0)?;
    pos.fullmoves = read_counter(fullmove, 1)?;
    validate(&pos)?;
    pos.hash = pos.compute_hash();
    Ok(pos)
}

/// The pool as UWF writes it: letters sorted, or `-`.
pub fn pool_text(pos: &Underworld) -> String {
    let mut letters: Vec<char> = Vec::new();
    for color in [Color::White, Color::Black] {
        for role in Role::CAPTURABLE {
            for _ in 0..pos.pooled(color, role) {
                letters.push(role.letter(color));
            }
        }
    }
    letters.sort_unstable();
    if letters.is_empty() { "-".into() } else { letters.into_iter().collect() }
}

/// Writes the canonical UWF.
pub fn write(pos: &Underworld) -> String {
    let mut out = String::with_capacity(100);
    pos.board(Plane::World).write_fen_board(&mut out);
    out.push('|');
    pos.board(Plane::Underworld).write_fen_board(&mut out);
    let (side, board) = pos.slot.letters();
    out.push(' ');
    out.push(side);
    out.push(' ');
    out.push(board);
    out.push(' ');
    let rights = pos.castling_rights();
    let castling: String = CASTLING.iter().filter(|(_, bit)| rights & bit != 0).map(|(c, _)| *c).collect();
    out.push_str(if castling.is_empty() { "-" } else { &castling });
    for plane in [Plane::World, Plane::Underworld] {
        match pos.ep_square(plane) {
            Some(sq) => out.push_str(&format!(" {sq}")),
            None => out.push_str(" -"),
        }
    }
    out.push(' ');
    out.push_str(&pool_text(pos));
    out.push_str(&format!(" {} {}", pos.halfmoves, pos.fullmoves));
    out
}
