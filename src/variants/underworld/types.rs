//! Pieces, boards, slots and moves of Underworld Chess.

use crate::core::Color;
use crate::variants::board8::PieceRole;
use shakmaty::Square;

/// A piece kind. On the Underworld a King is an Underworld King (UK).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Role {
    /// Pawn.
    Pawn = 0,
    /// Knight.
    Knight = 1,
    /// Bishop.
    Bishop = 2,
    /// Rook.
    Rook = 3,
    /// Queen.
    Queen = 4,
    /// King (World King or Underworld King, by the board it stands on).
    King = 5,
}

impl Role {
    /// All roles, indexed by their discriminant.
    pub const ALL: [Role; 6] = [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King];
    /// The roles that can be captured (and so be in the pool): all but the King.
    pub const CAPTURABLE: [Role; 5] = [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen];
    /// What a World pawn may promote to.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    /// The role with discriminant `i` (0..6).
    pub(super) fn from_index(i: u32) -> Role {
        Role::ALL[i as usize]
    }
}

impl PieceRole for Role {
    const ALL: &'static [Role] = &Role::ALL;
    const KING: Role = Role::King;
    #[inline]
    fn index(self) -> usize {
        self as usize
    }
    fn char(self) -> char {
        b"pnbrqk"[self as usize] as char
    }
}

/// One of the two boards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Plane {
    /// The World: ordinary chess, where the game is won.
    World = 0,
    /// The Underworld: where captured pieces are reborn, with the two Underworld Kings.
    Underworld = 1,
}

impl Plane {
    /// The letter of the UWF board field and of move prefixes: `W` or `U`.
    pub fn letter(self) -> char {
        match self {
            Plane::World => 'W',
            Plane::Underworld => 'U',
        }
    }
    /// The name for people.
    pub fn name(self) -> &'static str {
        match self {
            Plane::World => "World",
            Plane::Underworld => "Underworld",
        }
    }
}

/// Whose ply it is and what kind: one of the four slots of the cycle (§3.1), or the
/// placement of a captured Underworld King (§4.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Slot {
    /// Slot 0: White on the World.
    WhiteWorld = 0,
    /// Slot 1: Black on the World.
    BlackWorld = 1,
    /// Slot 2: Black on the Underworld.
    BlackUnderworld = 2,
    /// Slot 3: White on the Underworld.
    WhiteUnderworld = 3,
    /// White places its captured Underworld King (after a capture in slot 2; slot 3 follows).
    WhitePlacement = 4,
    /// Black places its captured Underworld King (after a capture in slot 3; slot 0 follows).
    BlackPlacement = 5,
}

impl Slot {
    /// All slots, indexed by their discriminant.
    pub const ALL: [Slot; 6] = [
        Slot::WhiteWorld,
        Slot::BlackWorld,
        Slot::BlackUnderworld,
        Slot::WhiteUnderworld,
        Slot::WhitePlacement,
        Slot::BlackPlacement,
    ];

    /// The slot of the cycle with this number (0..4).
    pub fn of_cycle(i: usize) -> Slot {
        Slot::ALL[i % 4]
    }
    /// The player of this slot.
    pub fn color(self) -> Color {
        match self {
            Slot::WhiteWorld | Slot::WhiteUnderworld | Slot::WhitePlacement => Color::White,
            Slot::BlackWorld | Slot::BlackUnderworld | Slot::BlackPlacement => Color::Black,
        }
    }
    /// The board of a sub-turn; None for a placement ply.
    pub fn plane(self) -> Option<Plane> {
        match self {
            Slot::WhiteWorld | Slot::BlackWorld => Some(Plane::World),
            Slot::BlackUnderworld | Slot::WhiteUnderworld => Some(Plane::Underworld),
            Slot::WhitePlacement | Slot::BlackPlacement => None,
        }
    }
    /// The position in the cycle: the slot number, or for a placement the slot of the
    /// capture that caused it (the cycle continues after it).
    pub fn cycle_index(self) -> usize {
        match self {
            Slot::WhitePlacement => 2,
            Slot::BlackPlacement => 3,
            s => s as usize,
        }
    }
    /// The placement ply of `color`.
    pub fn placement(color: Color) -> Slot {
        if color.is_white() { Slot::WhitePlacement } else { Slot::BlackPlacement }
    }
    /// Whether this is a placement ply.
    pub fn is_placement(self) -> bool {
        self.plane().is_none()
    }
    /// The UWF side and board letters (`wW`, `bW`, `bU`, `wU`, `wK`, `bK`).
    pub fn letters(self) -> (char, char) {
        let side = if self.color().is_white() { 'w' } else { 'b' };
        (side, self.plane().map_or('K', Plane::letter))
    }
    /// The slot of UWF side and board letters.
    pub fn from_letters(side: Color, board: char) -> Option<Slot> {
        Some(match (side, board) {
            (Color::White, 'W') => Slot::WhiteWorld,
            (Color::Black, 'W') => Slot::BlackWorld,
            (Color::Black, 'U') => Slot::BlackUnderworld,
            (Color::White, 'U') => Slot::WhiteUnderworld,
            (color, 'K') => Slot::placement(color),
            _ => return None,
        })
    }
}

/// The piece a King returns to the World when it captures the other Underworld King.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Source {
    /// The own piece on this Underworld square.
    Square(Square),
    /// A permanently captured own piece of this kind, from the pool.
    Pool(Role),
}

/// The kind of a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveKind {
    /// A move or capture on the slot's board, promotions and returns included.
    Normal,
    /// En-passant capture.
    EnPassant,
    /// World castling, encoded as the King's move (`e1g1`).
    Castle,
    /// Placement of a captured Underworld King (`K@d8`), encoded with from = to.
    Placement,
    /// The pass `0000` of a player without an Underworld move.
    Pass,
}

/// A move packed in 32 bits.
///
/// Bits 0-5 from, 6-11 to, 12-14 promotion role (0 = none), 15-17 kind, 18-19 return
/// source kind (0 none, 1 square, 2 pool), 20-25 source square or role. The low 12 bits
/// are from and to; the whole code is unique among the legal moves of a position.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Move(u32);

const PROMOTION_SHIFT: u32 = 12;
const KIND_SHIFT: u32 = 15;
const SOURCE_KIND_SHIFT: u32 = 18;
const SOURCE_SHIFT: u32 = 20;

const KIND_NORMAL: u32 = 0;
const KIND_EP: u32 = 1;
const KIND_CASTLE: u32 = 2;
const KIND_PLACEMENT: u32 = 3;
const KIND_PASS: u32 = 4;

impl Move {
    /// A plain move or capture.
    pub const fn normal(from: Square, to: Square) -> Move {
        Move(from as u32 | (to as u32) << 6)
    }
    /// A World pawn promotion.
    pub const fn promotion(from: Square, to: Square, role: Role) -> Move {
        Move(from as u32 | (to as u32) << 6 | (role as u32) << PROMOTION_SHIFT)
    }
    /// An en-passant capture.
    pub const fn en_passant(from: Square, to: Square) -> Move {
        Move(from as u32 | (to as u32) << 6 | KIND_EP << KIND_SHIFT)
    }
    /// World castling as the King's two-square move.
    pub const fn castle(king_from: Square, king_to: Square) -> Move {
        Move(king_from as u32 | (king_to as u32) << 6 | KIND_CASTLE << KIND_SHIFT)
    }
    /// The placement of the side to move's Underworld King on `sq`.
    pub const fn placement(sq: Square) -> Move {
        Move(sq as u32 | (sq as u32) << 6 | KIND_PLACEMENT << KIND_SHIFT)
    }
    /// The pass.
    pub const fn pass() -> Move {
        Move(KIND_PASS << KIND_SHIFT)
    }
    /// This (UK×UK capture) move with the piece that returns to the World.
    pub const fn with_return(self, source: Source) -> Move {
        let bits = match source {
            Source::Square(sq) => 1 << SOURCE_KIND_SHIFT | (sq as u32) << SOURCE_SHIFT,
            Source::Pool(role) => 2 << SOURCE_KIND_SHIFT | (role as u32) << SOURCE_SHIFT,
        };
        Move(self.0 | bits)
    }
    /// The moving piece's square (the placement square for a placement).
    pub fn from(self) -> Square {
        Square::new(self.0 & 63)
    }
    /// The destination.
    pub fn to(self) -> Square {
        Square::new((self.0 >> 6) & 63)
    }
    /// The promotion piece.
    pub fn promotion_role(self) -> Option<Role> {
        match (self.0 >> PROMOTION_SHIFT) & 7 {
            0 => None,
            r => Some(Role::from_index(r)),
        }
    }
    /// The piece returned to the World by a UK×UK capture.
    pub fn source(self) -> Option<Source> {
        let value = (self.0 >> SOURCE_SHIFT) & 63;
        match (self.0 >> SOURCE_KIND_SHIFT) & 3 {
            1 => Some(Source::Square(Square::new(value))),
            2 => Some(Source::Pool(Role::from_index(value))),
            _ => None,
        }
    }
    /// The kind of move.
    pub fn kind(self) -> MoveKind {
        match (self.0 >> KIND_SHIFT) & 7 {
            KIND_NORMAL => MoveKind::Normal,
            KIND_EP => MoveKind::EnPassant,
            KIND_CASTLE => MoveKind::Castle,
            KIND_PLACEMENT => MoveKind::Placement,
            _ => MoveKind::Pass,
        }
    }
    /// The packed bits: unique among the legal moves of a position.
    pub fn code(self) -> u32 {
        self.0
    }
}

impl std::fmt::Debug for Move {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.kind() {
            MoveKind::Pass => return f.write_str("Pass"),
            MoveKind::Placement => return write!(f, "K@{}", self.to()),
            kind => write!(f, "{kind:?}{}{}", self.from(), self.to())?,
        }
        if let Some(p) = self.promotion_role() {
            write!(f, "={}", p.upper())?;
        }
        match self.source() {
            Some(Source::Square(sq)) => write!(f, ":{sq}"),
            Some(Source::Pool(r)) => write!(f, ":{}", r.upper()),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packing_round_trips() {
        let m = Move::normal(Square::E4, Square::E5).with_return(Source::Square(Square::B1));
        assert_eq!((m.from(), m.to(), m.kind()), (Square::E4, Square::E5, MoveKind::Normal));
        assert_eq!(m.source(), Some(Source::Square(Square::B1)));
        let m = Move::normal(Square::E4, Square::E5).with_return(Source::Pool(Role::Rook));
        assert_eq!(m.source(), Some(Source::Pool(Role::Rook)));
        let m = Move::promotion(Square::E7, Square::E8, Role::Knight);
        assert_eq!(m.promotion_role(), Some(Role::Knight));
        assert_eq!(Move::placement(Square::D8).kind(), MoveKind::Placement);
        assert_eq!(Move::pass().kind(), MoveKind::Pass);
        assert_ne!(Move::pass().code(), 0);
        assert_eq!(Move::castle(Square::E1, Square::G1).kind(), MoveKind::Castle);
    }
}
