//! One 8×8 piece set over shakmaty's bitboards, generic over a variant's piece kinds:
//! occupancy by colour and by role, the piece on a square, put and remove, iteration, and
//! the board field of FEN. S-Chess has one, Underworld one per board; any other 8×8
//! variant (Aquachess' three levels) takes the same type with its own role enum.
//!
//! It lives in `variants`, not `core`, because it assumes 64 squares (shakmaty's `Square`
//! and `Bitboard`): core stays free of board geometry, and imports run variants -> core only.
//! Zobrist keys stay with each variant (their layouts differ); a variant wraps `put` and
//! `remove` to keep its hash in step. Attack rules stay with each variant too: they are
//! inherent methods on its own instance (`impl PieceSet<Role, 6> { … }`).

use crate::core::picture::{Cell, Panel, Piece, Shade};
use crate::core::{Color, FenError};
use shakmaty::{Bitboard, File, Rank, Square};
use std::marker::PhantomData;

/// A variant's piece kind: a small `Copy` enum numbered from 0.
pub trait PieceRole: Copy + Eq + 'static {
    /// Every role, in index order: `ALL[r.index()] == r`.
    const ALL: &'static [Self];
    /// The royal piece (one per side, or none on some boards).
    const KING: Self;
    /// The role's index, 0..`ALL.len()`.
    fn index(self) -> usize;
    /// The lower-case FEN letter.
    fn char(self) -> char;

    /// The upper-case FEN letter.
    fn upper(self) -> char {
        self.char().to_ascii_uppercase()
    }
    /// The FEN letter of a piece of `color`: upper case for White.
    fn letter(self, color: Color) -> char {
        if color.is_white() { self.upper() } else { self.char() }
    }
    /// The role of a FEN letter in either case.
    fn from_char(c: char) -> Option<Self> {
        let c = c.to_ascii_lowercase();
        Self::ALL.iter().copied().find(|r| r.char() == c)
    }
}

/// The pieces of one 8×8 board, with `N` roles of type `R` (`N` must equal `R::ALL.len()`:
/// stable Rust cannot size the array from the trait, so the type names it, and `EMPTY`
/// checks it at compile time).
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct PieceSet<R, const N: usize> {
    by_role: [Bitboard; N],
    by_color: [Bitboard; 2],
    roles: PhantomData<R>,
}

// Written out rather than derived: a derived `Clone` on a generic type copies field by
// field, which costs the copy-make positions a few instructions per move.
impl<R, const N: usize> Clone for PieceSet<R, N> {
    #[inline]
    fn clone(&self) -> Self {
        *self
    }
}
impl<R, const N: usize> Copy for PieceSet<R, N> {}

impl<R: PieceRole, const N: usize> Default for PieceSet<R, N> {
    fn default() -> Self {
        Self::EMPTY
    }
}

impl<R: PieceRole, const N: usize> PieceSet<R, N> {
    /// An empty board.
    pub const EMPTY: Self = {
        assert!(R::ALL.len() == N, "PieceSet<R, N>: N must be the number of roles");
        PieceSet { by_role: [Bitboard::EMPTY; N], by_color: [Bitboard::EMPTY; 2], roles: PhantomData }
    };

    /// All occupied squares.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }
    /// Squares of `color`'s pieces.
    #[inline]
    pub fn ours(&self, color: Color) -> Bitboard {
        self.by_color[color as usize]
    }
    /// Squares of pieces of `role`, both colours.
    #[inline]
    pub fn role(&self, role: R) -> Bitboard {
        self.by_role[role.index()]
    }
    /// Squares of `color`'s pieces of `role`.
    #[inline]
    pub fn pieces(&self, color: Color, role: R) -> Bitboard {
        self.by_role[role.index()] & self.by_color[color as usize]
    }
    /// How many pieces of `role` `color` has.
    #[inline]
    pub fn count(&self, color: Color, role: R) -> usize {
        self.pieces(color, role).count()
    }
    /// The king of `color`, if it is on this board.
    #[inline]
    pub fn king(&self, color: Color) -> Option<Square> {
        self.pieces(color, R::KING).first()
    }
    /// The role of the piece on `sq` (quickest when `sq` is known to be occupied).
    #[inline]
    pub fn role_at(&self, sq: Square) -> Option<R> {
        R::ALL.iter().copied().find(|r| self.by_role[r.index()].contains(sq))
    }
    /// The piece on `sq`.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<(Color, R)> {
        if !self.occupied().contains(sq) {
            return None;
        }
        let role = self.role_at(sq)?;
        Some((Color::from_white(self.by_color[Color::White as usize].contains(sq)), role))
    }
    /// Every piece as (square, colour, role), White's first, by role, then by square.
    pub fn iter(&self) -> impl Iterator<Item = (Square, Color, R)> + '_ {
        [Color::White, Color::Black].into_iter().flat_map(move |color| {
            R::ALL.iter().flat_map(move |&role| self.pieces(color, role).into_iter().map(move |sq| (sq, color, role)))
        })
    }

    /// Puts a piece on `sq` (which must be empty).
    #[inline]
    pub fn put(&mut self, color: Color, role: R, sq: Square) {
        self.by_role[role.index()].add(sq);
        self.by_color[color as usize].add(sq);
    }
    /// Removes the piece of `color` and `role` from `sq`.
    #[inline]
    pub fn remove(&mut self, color: Color, role: R, sq: Square) {
        self.by_role[role.index()].discard(sq);
        self.by_color[color as usize].discard(sq);
    }

    /// Reads the board field of FEN: eight ranks from the 8th, separated by `/`, digits
    /// 1-8 for empty squares, a role letter per piece (upper case for White).
    pub fn from_fen_board(text: &str) -> Result<Self, FenError> {
        let ranks: Vec<&str> = text.split('/').collect();
        if ranks.len() != 8 {
            return Err(FenError::Board(format!("{} ranks instead of 8", ranks.len())));
        }
        let mut board = Self::EMPTY;
        for (i, row) in ranks.iter().enumerate() {
            let rank = Rank::new(7 - i as u32);
            let longer = || FenError::Board(format!("rank {} is longer than 8 squares", rank.char()));
            let mut file = 0u32;
            for c in row.chars() {
                if let Some(d) = c.to_digit(10).filter(|&d| (1..=8).contains(&d)) {
                    file += d;
                } else {
                    let role = R::from_char(c).ok_or_else(|| FenError::Board(format!("unknown piece {c:?}")))?;
                    if file >= 8 {
                        return Err(longer());
                    }
                    board.put(
                        Color::from_white(c.is_ascii_uppercase()),
                        role,
                        Square::from_coords(File::new(file), rank),
                    );
                    file += 1;
                }
                if file > 8 {
                    return Err(longer());
                }
            }
            if file != 8 {
                return Err(FenError::Board(format!("rank {} has {file} squares instead of 8", rank.char())));
            }
        }
        Ok(board)
    }

    /// Writes the board field of FEN.
    pub fn write_fen_board(&self, out: &mut String) {
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                match self.piece_at(Square::from_coords(File::new(file), Rank::new(rank))) {
                    Some((color, role)) => {
                        if empty > 0 {
                            out.push(char::from_digit(empty, 10).unwrap_or('?'));
                            empty = 0;
                        }
                        out.push(role.letter(color));
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                out.push(char::from_digit(empty, 10).unwrap_or('?'));
            }
            if rank > 0 {
                out.push('/');
            }
        }
    }

    /// One rank of a text diagram: `8 | r n b q k b n r |`, `.` for an empty square.
    pub fn write_diagram_rank(&self, rank: Rank, out: &mut String) {
        out.push(rank.char());
        out.push_str(" |");
        for file in File::ALL {
            out.push(' ');
            out.push(self.piece_at(Square::from_coords(file, rank)).map_or('.', |(color, role)| role.letter(color)));
        }
        out.push_str(" |");
    }
}

/// The web board's panel of one 8×8 board: cells `<prefix>a1`..`<prefix>h8` (a1 dark),
/// each with the piece `piece` gives for its square.
pub fn panel(title: &str, prefix: &str, piece: impl Fn(Square) -> Option<Piece>) -> Panel {
    let cells = Square::ALL
        .into_iter()
        .map(|sq| {
            let (x, y) = (sq.file() as u32, sq.rank() as u32);
            Cell { id: format!("{prefix}{sq}"), x, y, shade: Shade::of(x, y), piece: piece(sq), marks: Vec::new() }
        })
        .collect();
    Panel {
        title: title.to_string(),
        width: 8,
        height: 8,
        files: File::ALL.iter().map(|f| f.char().to_string()).collect(),
        ranks: Rank::ALL.iter().map(|r| r.char().to_string()).collect(),
        cells,
    }
}

/// A piece as the web board draws it: the role's upper-case letter as its symbol.
pub fn drawn<R: PieceRole>(color: Color, role: R, name: &str) -> Piece {
    Piece { color, symbol: role.upper().to_string(), name: name.to_string(), badge: String::new() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Role {
        Pawn,
        King,
    }

    impl PieceRole for Role {
        const ALL: &'static [Role] = &[Role::Pawn, Role::King];
        const KING: Role = Role::King;
        fn index(self) -> usize {
            self as usize
        }
        fn char(self) -> char {
            b"pk"[self as usize] as char
        }
    }

    type Board = PieceSet<Role, 2>;

    #[test]
    fn put_remove_and_look_up() {
        let mut board = Board::EMPTY;
        board.put(Color::White, Role::King, Square::E1);
        board.put(Color::Black, Role::Pawn, Square::E7);
        assert_eq!(board.piece_at(Square::E1), Some((Color::White, Role::King)));
        assert_eq!(board.piece_at(Square::E7), Some((Color::Black, Role::Pawn)));
        assert_eq!(board.piece_at(Square::E2), None);
        assert_eq!(board.king(Color::White), Some(Square::E1));
        assert_eq!(board.king(Color::Black), None);
        assert_eq!(board.count(Color::Black, Role::Pawn), 1);
        let all: Vec<_> = board.iter().collect();
        assert_eq!(all, vec![(Square::E1, Color::White, Role::King), (Square::E7, Color::Black, Role::Pawn)]);
        board.remove(Color::Black, Role::Pawn, Square::E7);
        assert_eq!(board.occupied(), Bitboard::from_square(Square::E1));
    }

    #[test]
    fn fen_board_round_trips_and_refuses_bad_text() {
        let text = "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3";
        let board = Board::from_fen_board(text).expect("valid board");
        let mut out = String::new();
        board.write_fen_board(&mut out);
        assert_eq!(out, text);
        assert_eq!(Role::from_char('K'), Some(Role::King));
        assert_eq!(Role::King.letter(Color::Black), 'k');
        for bad in
            ["8/8/8/8/8/8/8", "9/8/8/8/8/8/8/8", "7/8/8/8/8/8/8/8", "4q3/8/8/8/8/8/8/8", "ppppppppp/8/8/8/8/8/8/8"]
        {
            assert!(matches!(Board::from_fen_board(bad), Err(FenError::Board(_))), "{bad}");
        }
    }

    #[test]
    fn diagram_rank() {
        let board = Board::from_fen_board("4k3/8/8/8/8/8/8/4K3").expect("valid board");
        let mut out = String::new();
        board.write_diagram_rank(Rank::Eighth, &mut out);
        assert_eq!(out, "8 | . . . . k . . . |");
    }
}
