//! Quake Chess vocabulary: the frame the board lives in, piece kinds with their hunter and
//! carrier patterns, and moves.

use crate::core::Color;

/// Width (and height) of the fixed frame: a normalised board (at most 24x24, §1.5) sits at
/// [`ORIGIN`], leaving room for a strip's one-cell overhang during a quake and a guard of
/// voids wide enough that no knight leap or slide ever leaves the frame.
pub const STRIDE: usize = 32;
/// Frame positions.
pub const FRAME: usize = STRIDE * STRIDE;
/// Frame file and rank of the normalised board's a1.
pub const ORIGIN: usize = 4;
/// The largest board extent the rules allow (§1.5: w, h <= 24).
pub const MAX_EXTENT: usize = 24;

/// A frame position: `rank * STRIDE + file`, counted from the frame's corner.
pub type Square = u16;

/// The frame position of normalised (file, rank), both counted from 0.
#[inline]
pub const fn square(file: usize, rank: usize) -> Square {
    ((rank + ORIGIN) * STRIDE + file + ORIGIN) as Square
}
/// Frame file of `sq`.
#[inline]
pub const fn file_of(sq: Square) -> usize {
    sq as usize % STRIDE
}
/// Frame rank of `sq`.
#[inline]
pub const fn rank_of(sq: Square) -> usize {
    sq as usize / STRIDE
}

/// Offsets in the frame.
pub const NORTH: isize = STRIDE as isize;
/// One file east.
pub const EAST: isize = 1;
/// Rook directions.
pub const ORTHOGONAL: [isize; 4] = [NORTH, EAST, -NORTH, -EAST];
/// Bishop directions.
pub const DIAGONAL: [isize; 4] = [NORTH + EAST, NORTH - EAST, -NORTH + EAST, -NORTH - EAST];
/// King steps.
pub const KING_STEPS: [isize; 8] =
    [NORTH, EAST, -NORTH, -EAST, NORTH + EAST, NORTH - EAST, -NORTH + EAST, -NORTH - EAST];
/// Knight leaps.
pub const KNIGHT_LEAPS: [isize; 8] = [
    2 * NORTH + EAST,
    2 * NORTH - EAST,
    -2 * NORTH + EAST,
    -2 * NORTH - EAST,
    NORTH + 2 * EAST,
    NORTH - 2 * EAST,
    -NORTH + 2 * EAST,
    -NORTH - 2 * EAST,
];

/// `sq` moved by `offset` (the frame's guard keeps every use inside it).
#[inline]
pub const fn shift(sq: Square, offset: isize) -> Square {
    (sq as isize + offset) as Square
}

/// The forward direction of `color`'s pawns.
#[inline]
pub const fn forward(color: Color) -> isize {
    match color {
        Color::White => NORTH,
        Color::Black => -NORTH,
    }
}

/// How a piece moves or captures: one of the orthodox patterns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pattern {
    /// Orthogonal slides.
    Rook,
    /// Diagonal slides.
    Bishop,
    /// Knight leaps (voids in between do not matter).
    Knight,
    /// One step any way.
    King,
    /// A pawn: one step forward to move, one diagonal step forward to capture.
    Pawn,
}

/// The piece kinds of both sets (§2.1). The hunter/carrier pieces are named hunter first:
/// `U` = RN moves as a knight and captures as a rook.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Role {
    /// King: steps, and quakes its strips.
    King,
    /// Pawn: no double step, no promotion; pocketed on the last cell of its strip.
    Pawn,
    /// Rook (DF set).
    Rook,
    /// Bishop (DF set).
    Bishop,
    /// Knight (DF set).
    Knight,
    /// RN: captures as a rook, moves as a knight.
    U,
    /// BN: captures as a bishop, moves as a knight.
    V,
    /// BR: captures as a bishop, moves as a rook.
    W,
    /// NR: captures as a knight, moves as a rook.
    X,
    /// NB: captures as a knight, moves as a bishop.
    Y,
    /// RB: captures as a rook, moves as a bishop.
    Z,
}

/// The number of piece kinds.
pub const ROLES: usize = 11;

impl Role {
    /// Every role, in index order.
    pub const ALL: [Role; ROLES] = [
        Role::King,
        Role::Pawn,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::U,
        Role::V,
        Role::W,
        Role::X,
        Role::Y,
        Role::Z,
    ];
    /// The kinds of the hunter/carrier set (`quake`), king and pawn included.
    pub const LB: [Role; 8] = [Role::King, Role::Pawn, Role::U, Role::V, Role::W, Role::X, Role::Y, Role::Z];
    /// The kinds of the orthodox set (`quakedf`).
    pub const DF: [Role; 5] = [Role::King, Role::Pawn, Role::Rook, Role::Bishop, Role::Knight];

    /// The upper-case letter of QFEN and drops.
    pub const fn letter(self) -> char {
        b"KPRBNUVWXYZ"[self as usize] as char
    }
    /// The role written `c` (either case).
    pub fn from_letter(c: char) -> Option<Role> {
        Role::ALL.into_iter().find(|r| r.letter() == c.to_ascii_uppercase())
    }
    /// How the piece captures, and so how it gives check.
    pub const fn hunter(self) -> Pattern {
        match self {
            Role::King => Pattern::King,
            Role::Pawn => Pattern::Pawn,
            Role::Rook | Role::U | Role::Z => Pattern::Rook,
            Role::Bishop | Role::V | Role::W => Pattern::Bishop,
            Role::Knight | Role::X | Role::Y => Pattern::Knight,
        }
    }
    /// How the piece moves without capturing.
    pub const fn carrier(self) -> Pattern {
        match self {
            Role::King => Pattern::King,
            Role::Pawn => Pattern::Pawn,
            Role::Rook | Role::W | Role::X => Pattern::Rook,
            Role::Bishop | Role::Y | Role::Z => Pattern::Bishop,
            Role::Knight | Role::U | Role::V => Pattern::Knight,
        }
    }
    /// The name for people.
    pub const fn name(self) -> &'static str {
        [
            "King",
            "Pawn",
            "Rook",
            "Bishop",
            "Knight",
            "RN (captures as Rook, moves as Knight)",
            "BN (captures as Bishop, moves as Knight)",
            "BR (captures as Bishop, moves as Rook)",
            "NR (captures as Knight, moves as Rook)",
            "NB (captures as Knight, moves as Bishop)",
            "RB (captures as Rook, moves as Bishop)",
        ][self as usize]
    }
}

/// What a frame position holds: a void, an empty cell, or a piece on a cell.
pub type Content = u8;
/// No cell here.
pub const VOID: Content = 0;
/// A cell without a piece.
pub const EMPTY: Content = 1;
/// Number of distinct contents.
pub const CONTENTS: usize = 2 + 2 * ROLES;

/// The content for `color`'s `role`.
#[inline]
pub const fn piece(color: Color, role: Role) -> Content {
    2 + 2 * role as u8 + color as u8
}
/// The colour and role of a piece content (None for voids and empty cells).
#[inline]
pub fn piece_of(c: Content) -> Option<(Color, Role)> {
    (c >= 2).then(|| {
        let i = c - 2;
        (if i & 1 == 1 { Color::White } else { Color::Black }, Role::ALL[i as usize / 2])
    })
}

/// The direction of a quake (§1.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// North: the king's column strip moves up one rank.
    North,
    /// East: the king's row strip moves one file right.
    East,
    /// South.
    South,
    /// West.
    West,
}

impl Direction {
    /// All four, in token order `n e s w`.
    pub const ALL: [Direction; 4] = [Direction::North, Direction::East, Direction::South, Direction::West];
    /// The token letter.
    pub const fn letter(self) -> char {
        b"nesw"[self as usize] as char
    }
    /// The frame offset of one step.
    pub const fn offset(self) -> isize {
        ORTHOGONAL[self as usize]
    }
}

/// What a move does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// A piece goes from one cell to another (capturing what stands there).
    Normal,
    /// A piece from the hand is put on an empty cell.
    Drop(Role),
    /// The king on `from` shifts its strip.
    Quake(Direction),
}

/// One Quake Chess move, packed: from (10 bits), to (10 bits), kind (2 bits), role or
/// direction (4 bits). Squares are frame positions of the position the move is played in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move(u32);

impl Move {
    /// An ordinary move or capture.
    #[inline]
    pub const fn normal(from: Square, to: Square) -> Move {
        Move(from as u32 | (to as u32) << 10)
    }
    /// A drop of `role` on `to`.
    #[inline]
    pub const fn drop(role: Role, to: Square) -> Move {
        Move((to as u32) << 10 | 1 << 20 | (role as u32) << 22)
    }
    /// A quake by the king on `king`.
    #[inline]
    pub const fn quake(king: Square, direction: Direction) -> Move {
        Move(king as u32 | 2 << 20 | (direction as u32) << 22)
    }
    /// Where the moving piece (or quaking king) stands; 0 for drops.
    #[inline]
    pub const fn from(self) -> Square {
        (self.0 & 1023) as Square
    }
    /// Where it goes; 0 for quakes.
    #[inline]
    pub const fn to(self) -> Square {
        ((self.0 >> 10) & 1023) as Square
    }
    /// What the move does.
    #[inline]
    pub const fn kind(self) -> MoveKind {
        let extra = (self.0 >> 22) as usize & 15;
        match (self.0 >> 20) & 3 {
            0 => MoveKind::Normal,
            1 => MoveKind::Drop(Role::ALL[extra]),
            _ => MoveKind::Quake(Direction::ALL[extra & 3]),
        }
    }
    /// A number that tells moves apart, its low 12 bits from the two squares (frame
    /// positions of a board at most 24 wide differ in their low bits within a few ranks).
    #[inline]
    pub const fn code(self) -> u32 {
        let (f, t) = (self.from() as u32, self.to() as u32);
        (t & 63) | (f & 63) << 6 | (t >> 6) << 12 | (f >> 6) << 16 | (self.0 >> 20) << 20
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_pack_and_unpack() {
        let m = Move::normal(square(3, 2), square(5, 3));
        assert_eq!((m.from(), m.to(), m.kind()), (square(3, 2), square(5, 3), MoveKind::Normal));
        let d = Move::drop(Role::Z, square(23, 23));
        assert_eq!((d.to(), d.kind()), (square(23, 23), MoveKind::Drop(Role::Z)));
        let q = Move::quake(square(4, 0), Direction::West);
        assert_eq!((q.from(), q.kind()), (square(4, 0), MoveKind::Quake(Direction::West)));
        assert_ne!(m.code(), d.code());
        assert_ne!(q.code(), Move::quake(square(4, 0), Direction::East).code());
    }

    #[test]
    fn contents_round_trip() {
        for color in [Color::White, Color::Black] {
            for role in Role::ALL {
                assert_eq!(piece_of(piece(color, role)), Some((color, role)));
            }
        }
        assert_eq!(piece_of(VOID), None);
        assert_eq!(piece_of(EMPTY), None);
        assert!((piece(Color::White, Role::Z) as usize) < CONTENTS);
    }
}
