//! S-Chess FEN: holdings in `[...]` (or after a ninth `/`), gating rights as file letters
//! in the castling field, in whatever order XBoard, Fairy-Stockfish and cutechess write
//! them (`docs/variants/seirawan.md`, section FEN). The writer produces the canonical form
//! `…[HEhe] w KQBCDFGkqbcdfg - 0 1` (Chess960: file letters `ABCDEFGHabcdefgh`).

use super::position::Seirawan;
use super::types::{Pieces, Role};
use crate::core::{Color, FenError};
use crate::variants::board8::PieceRole;
use shakmaty::{Bitboard, File, Rank, Square};

/// The S-Chess start position.
pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1";

/// Splits `board[hand]` or `r/n/b/q/k/b/n/r/hand` into board and hand text.
fn split_placement(placement: &str) -> Result<(&str, &str), FenError> {
    if let Some(open) = placement.find('[') {
        let close = placement.rfind(']').filter(|&c| c == placement.len() - 1 && c > open);
        let close = close.ok_or_else(|| FenError::Hand(format!("unclosed holdings in {placement:?}")))?;
        return Ok((&placement[..open], &placement[open + 1..close]));
    }
    match placement.match_indices('/').nth(7) {
        Some((i, _)) => Ok((&placement[..i], &placement[i + 1..])),
        None => Ok((placement, "")),
    }
}

fn read_hand(pos: &mut Seirawan, hand: &str) -> Result<(), FenError> {
    for c in hand.chars().filter(|&c| c != '-') {
        let color = Color::from_white(c.is_ascii_uppercase());
        let slot = Role::from_char(c)
            .and_then(Role::hand_index)
            .ok_or_else(|| FenError::Hand(format!("{c:?} cannot be in an S-Chess hand (only H and E)")))?;
        let count = pos.hand[color as usize][slot];
        if count >= 15 {
            return Err(FenError::Hand("too many pieces in hand".into()));
        }
        pos.set_hand(color, slot, count + 1);
    }
    Ok(())
}

/// The outermost own rook on the king's side `towards` (`File::H` or `File::A`).
fn outer_rook(pos: &Seirawan, color: Color, king: Square, towards_h: bool) -> Option<Square> {
    let rooks = pos.board.pieces(color, Role::Rook) & Bitboard::from_rank(color.backrank());
    let side = rooks.into_iter().filter(|&r| (r > king) == towards_h);
    if towards_h { side.max() } else { side.min() }
}

fn read_castling(pos: &mut Seirawan, field: &str) -> Result<(), FenError> {
    // Per colour: castling rooks named by K/Q, and squares named by file letters.
    let mut kq_rooks = [Bitboard::EMPTY; 2];
    let mut lettered = [Bitboard::EMPTY; 2];
    for c in field.chars().filter(|&c| c != '-') {
        let color = Color::from_white(c.is_ascii_uppercase());
        let rank = color.backrank();
        let king = pos.board.pieces(color, Role::King).first().filter(|k| k.rank() == rank);
        match c.to_ascii_lowercase() {
            'k' | 'q' => {
                let rook = king.and_then(|k| outer_rook(pos, color, k, c.eq_ignore_ascii_case(&'k')));
                if let Some(rook) = rook {
                    kq_rooks[color as usize].add(rook);
                }
            }
            f @ 'a'..='h' => lettered[color as usize].add(Square::from_coords(File::new(f as u32 - 'a' as u32), rank)),
            _ => return Err(FenError::Castling(format!("unexpected {c:?} in {field:?}"))),
        }
    }
    let mut gates = Bitboard::EMPTY;
    let mut castling = Bitboard::EMPTY;
    for color in [Color::White, Color::Black] {
        let i = color as usize;
        let own = pos.board.ours(color) & Bitboard::from_rank(color.backrank());
        let Some(king) = pos.board.pieces(color, Role::King).first().filter(|k| own.contains(*k)) else {
            // A king off its back rank: file letters can still be gates.
            if pos.hand[i] != [0, 0] {
                gates |= lettered[i] & own;
            }
            continue;
        };
        let has_hand = pos.hand[i] != [0, 0];
        let king_unmoved = kq_rooks[i].any() || lettered[i].contains(king);
        // A lettered rook square is a castling right when the king is known to be unmoved,
        // or (Shredder/960 style) when the side has nothing in hand, as Fairy-Stockfish reads it.
        let lettered_rooks = lettered[i] & pos.board.pieces(color, Role::Rook);
        let rights = kq_rooks[i] | if king_unmoved || !has_hand { lettered_rooks } else { Bitboard::EMPTY };
        castling |= rights;
        if has_hand {
            gates |=
                (lettered[i] | kq_rooks[i] | if rights.any() { Bitboard::from_square(king) } else { Bitboard::EMPTY })
                    & own;
        }
    }
    // Through the setters so the hash stays in step.
    pos.gates = gates;
    pos.castling = castling;
    Ok(())
}

/// Reads an S-Chess FEN.
pub fn read(fen: &str, chess960: bool) -> Result<Seirawan, FenError> {
    let mut fields = fen.split_whitespace();
    let placement = fields.next().ok_or(FenError::MissingField("board"))?;
    let (board, hand) = split_placement(placement)?;
    let mut pos = Seirawan::empty(chess960);
    // `~` is XBoard's "promoted" marker: nothing to keep in S-Chess.
    pos.board = Pieces::from_fen_board(&board.replace('~', ""))?;
    read_hand(&mut pos, hand)?;
    pos.turn = match fields.next().unwrap_or("w") {
        "w" | "W" => Color::White,
        "b" | "B" => Color::Black,
        other => return Err(FenError::Turn(other.to_string())),
    };
    for color in [Color::White, Color::Black] {
        if pos.board.count(color, Role::King) != 1 {
            return Err(FenError::Illegal(format!(
                "{} must have exactly one king",
                if color.is_white() { "White" } else { "Black" }
            )));
        }
    }
    read_castling(&mut pos, fields.next().unwrap_or("-"))?;
    let ep = fields.next().unwrap_or("-");
    if ep != "-" {
        let sq = Square::from_ascii(ep.as_bytes()).map_err(|_| FenError::EnPassant(ep.to_string()))?;
        if sq.rank() != pos.turn.relative_rank(Rank::Sixth) {
            return Err(FenError::EnPassant(ep.to_string()));
        }
        let pusher = Square::from_coords(sq.file(), pos.turn.relative_rank(Rank::Fifth));
        if pos.board.pieces(pos.turn.other(), Role::Pawn).contains(pusher) && pos.ep_capturable(sq) {
            pos.ep = Some(sq);
        }
    }
    let counter = |s: Option<&str>, default: u32| -> Result<u32, FenError> {
        s.map_or(Ok(default), |s| s.parse().map_err(|_| FenError::Counter(s.to_string())))
    };
    pos.halfmoves = counter(fields.next(), 0)?;
    pos.fullmoves = counter(fields.next(), 1)?.max(1);
    if (pos.board.role(Role::Pawn) & Bitboard::BACKRANKS).any() {
        return Err(FenError::Illegal("pawn on the first or last rank".into()));
    }
    let waiting = pos.turn.other();
    if pos.attackers(pos.king(waiting), pos.turn, pos.board.occupied()).any() {
        return Err(FenError::Illegal("the side not to move is in check".into()));
    }
    pos.hash = pos.compute_hash();
    pos.acc = super::nnue::Accumulator::of(&pos);
    Ok(pos)
}

fn file_char(sq: Square, color: Color) -> char {
    let c = sq.file().char();
    if color.is_white() { c.to_ascii_uppercase() } else { c }
}

/// The castling field: castling rights and gates of White, then Black.
fn write_castling(pos: &Seirawan, out: &mut String) {
    let start = out.len();
    for color in [Color::White, Color::Black] {
        let rooks = pos.castling_rooks(color);
        let gates = pos.gates(color);
        if pos.is_chess960() {
            for sq in rooks | gates {
                out.push(file_char(sq, color));
            }
            continue;
        }
        let king = pos.board.pieces(color, Role::King).first();
        let mut implied = Bitboard::EMPTY;
        let mut named = Bitboard::EMPTY; // rights only a file letter can express
        for (towards_h, letter) in [(true, 'K'), (false, 'Q')] {
            let Some(king) = king else { continue };
            for rook in rooks.into_iter().filter(|&r| (r > king) == towards_h) {
                if outer_rook(pos, color, king, towards_h) == Some(rook) {
                    out.push(if color.is_white() { letter } else { letter.to_ascii_lowercase() });
                    implied |= Bitboard::from_square(rook) | Bitboard::from_square(king);
                } else {
                    named.add(rook);
                }
            }
        }
        for sq in (gates | named) & !implied {
            out.push(file_char(sq, color));
        }
    }
    if out.len() == start {
        out.push('-');
    }
}

/// Writes the canonical FEN.
pub fn write(pos: &Seirawan) -> String {
    let mut out = String::with_capacity(90);
    pos.board.write_fen_board(&mut out);
    out.push('[');
    for color in [Color::White, Color::Black] {
        for role in Role::HAND {
            for _ in 0..pos.in_hand(color, role) {
                out.push(role.letter(color));
            }
        }
    }
    out.push_str(if pos.turn.is_white() { "] w " } else { "] b " });
    write_castling(pos, &mut out);
    match pos.ep {
        Some(ep) => out.push_str(&format!(" {ep}")),
        None => out.push_str(" -"),
    }
    out.push_str(&format!(" {} {}", pos.halfmoves, pos.fullmoves));
    out
}
