//! Pieces and moves of Seirawan Chess: the six chess roles plus Hawk and Elephant.

use crate::variants::board8::{PieceRole, PieceSet};
use shakmaty::Square;

/// The pieces on the board.
pub type Pieces = PieceSet<Role, 8>;

/// A piece kind. Hawk = Bishop + Knight, Elephant = Rook + Knight.
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
    /// King.
    King = 5,
    /// Hawk (B+N).
    Hawk = 6,
    /// Elephant (R+N).
    Elephant = 7,
}

impl Role {
    /// All roles, indexed by their discriminant.
    pub const ALL: [Role; 8] =
        [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King, Role::Hawk, Role::Elephant];
    /// The two roles that start in hand, in hand-slot order.
    pub const HAND: [Role; 2] = [Role::Hawk, Role::Elephant];
    /// What a pawn may promote to.
    pub const PROMOTIONS: [Role; 6] = [Role::Queen, Role::Elephant, Role::Hawk, Role::Rook, Role::Bishop, Role::Knight];

    /// Index into a hand: 0 for Hawk, 1 for Elephant.
    pub fn hand_index(self) -> Option<usize> {
        match self {
            Role::Hawk => Some(0),
            Role::Elephant => Some(1),
            _ => None,
        }
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
        b"pnbrqkhe"[self as usize] as char
    }
}

/// The kind of a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveKind {
    /// Any move but the two below (promotions included).
    Normal,
    /// En-passant capture.
    EnPassant,
    /// Castling, encoded king square -> rook square.
    Castle,
}

/// A move packed in 32 bits: from, to, promotion, gated piece, kind, and for castling
/// which square (king's or rook's) receives the gated piece.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Move(u32);

// Bits: 0-5 from, 6-11 to, 12-15 promotion role + 1, 16-19 gated role + 1, 20-21 kind, 22 rook-square gate.
const PROMOTION_SHIFT: u32 = 12;
const GATE_SHIFT: u32 = 16;
const KIND_SHIFT: u32 = 20;
const ROOK_GATE: u32 = 1 << 22;

impl Move {
    /// A plain move.
    pub const fn normal(from: Square, to: Square) -> Move {
        Move(from as u32 | (to as u32) << 6)
    }
    /// A pawn promotion.
    pub const fn promotion(from: Square, to: Square, role: Role) -> Move {
        Move(from as u32 | (to as u32) << 6 | (role as u32 + 1) << PROMOTION_SHIFT)
    }
    /// An en-passant capture.
    pub const fn en_passant(from: Square, to: Square) -> Move {
        Move(from as u32 | (to as u32) << 6 | 1 << KIND_SHIFT)
    }
    /// Castling, given as the king's and the rook's squares.
    pub const fn castle(king: Square, rook: Square) -> Move {
        Move(king as u32 | (rook as u32) << 6 | 2 << KIND_SHIFT)
    }
    /// This move with `role` gated on the square the moving piece leaves
    /// (for castling: the king's square).
    pub const fn with_gate(self, role: Role) -> Move {
        Move(self.0 | (role as u32 + 1) << GATE_SHIFT)
    }
    /// This castling move with `role` gated on the rook's square.
    pub const fn with_rook_gate(self, role: Role) -> Move {
        Move(self.with_gate(role).0 | ROOK_GATE)
    }
    /// The moving piece's square (the king's for castling).
    pub fn from(self) -> Square {
        Square::new(self.0 & 63)
    }
    /// The destination (the rook's square for castling).
    pub fn to(self) -> Square {
        Square::new((self.0 >> 6) & 63)
    }
    /// The promotion piece.
    pub fn promotion_role(self) -> Option<Role> {
        role_field((self.0 >> PROMOTION_SHIFT) & 15)
    }
    /// The piece gated in, if any.
    pub fn gate(self) -> Option<Role> {
        role_field((self.0 >> GATE_SHIFT) & 15)
    }
    /// Where the gated piece appears: the from-square, or for castling the king's or rook's square.
    pub fn gate_square(self) -> Option<Square> {
        self.gate().map(|_| if self.0 & ROOK_GATE != 0 { self.to() } else { self.from() })
    }
    /// Whether a castling move gates on the rook's square.
    pub fn gates_rook_square(self) -> bool {
        self.0 & ROOK_GATE != 0
    }
    /// The packed bits: unique per move.
    pub fn code(self) -> u32 {
        self.0
    }
    /// The kind of move.
    pub fn kind(self) -> MoveKind {
        match (self.0 >> KIND_SHIFT) & 3 {
            0 => MoveKind::Normal,
            1 => MoveKind::EnPassant,
            _ => MoveKind::Castle,
        }
    }
}

fn role_field(v: u32) -> Option<Role> {
    (v != 0).then(|| Role::ALL[v as usize - 1])
}

impl std::fmt::Debug for Move {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}{}{}", self.kind(), self.from(), self.to())?;
        if let Some(p) = self.promotion_role() {
            write!(f, "={}", p.char())?;
        }
        if let (Some(g), Some(s)) = (self.gate(), self.gate_square()) {
            write!(f, "/{}@{}", g.char(), s)?;
        }
        Ok(())
    }
}
