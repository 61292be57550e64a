//! Aquachess vocabulary: the 21 piece kinds, the three levels, cells (a square on a level)
//! and moves.

use crate::variants::board8::PieceRole;

/// A level of the stack, bottom to top.
pub type Level = usize;
/// The Sea (bottom board).
pub const SEA: Level = 0;
/// The Waves (middle board), where King, Queen, Pawns and Ships live.
pub const WAVES: Level = 1;
/// The Air (top board).
pub const AIR: Level = 2;
/// The level letters of square names (`e4s`, `e4w`, `e4a`).
pub const LEVEL_CHARS: [char; 3] = ['s', 'w', 'a'];

/// A square on a level: `level * 64 + square` (square a1 = 0 .. h8 = 63, shakmaty's order).
pub type Cell = u8;

/// The cell of `sq` on `level`.
#[inline]
pub const fn cell(level: Level, sq: usize) -> Cell {
    (level * 64 + sq) as Cell
}
/// The level of a cell.
#[inline]
pub const fn level_of(c: Cell) -> Level {
    c as usize / 64
}
/// The square (0..64) of a cell.
#[inline]
pub const fn square_of(c: Cell) -> usize {
    c as usize % 64
}

/// The piece kinds, in the order of the rules' table (section 2.3 of docs/variants/aquachess.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Role {
    /// King (Waves): as in chess, no castling.
    King,
    /// Queen (Waves).
    Queen,
    /// Pawn (Waves): as in chess; promotes to Queen, Whale, Ship or Dolphin.
    Pawn,
    /// Ship (Waves): a diagonal step, then outward along the file.
    Ship,
    /// Dolphin (Sea, Waves): leaps up to 3 orthogonally; captures need a clear path.
    Dolphin,
    /// Whale (Sea, Waves): forward, backward and backward-diagonal slides; dives and surfaces.
    Whale,
    /// Octopus (Sea, Waves): a step, then a skip-slide outward; switches level to 9 cells.
    Octopus,
    /// Swordfish (Sea, Waves): up to 2 in any direction; switches level diagonally.
    Swordfish,
    /// Seahorse (Sea): a knight that needs one of its two paths open.
    Seahorse,
    /// Manta (Sea): up to 2 diagonally; rifle-captures next to it and above.
    Manta,
    /// Jellyfish (Sea): king steps without capture; immobilises enemies around and above it.
    Jellyfish,
    /// Crab (Sea): the forward-narrow and backward-wide knight leaps.
    Crab,
    /// Fish (Sea): a pawn that also steps back; promotes to a Sea piece.
    Fish,
    /// Dragon (all levels): bishop changing level on its first two steps, plus orthogonal steps.
    Dragon,
    /// Sphinx (Air, Waves): queen + knight; queen slides switch level first, last or both.
    Sphinx,
    /// Falcon (Air, Waves): forward bishop, backward rook, one level switch anywhere.
    Falcon,
    /// Raven (Air, Waves): rook + nightrider; switches level to 9 cells.
    Raven,
    /// Griffin (Air, Waves): a diagonal step (may switch level), then outward like a rook.
    Griffin,
    /// Pegasus (Air, Waves): nightrider; switches level with one knight leap.
    Pegasus,
    /// Goose (Air, Waves): leaps two forward-diagonally or two back; switches with one such step.
    Goose,
    /// Sparrow (Air, Waves): queen moves, captures adjacent; switches level to 9 cells.
    Sparrow,
}

/// The number of piece kinds.
pub const ROLES: usize = 21;

impl Role {
    /// Every role, in index order.
    pub const ALL: [Role; ROLES] = [
        Role::King,
        Role::Queen,
        Role::Pawn,
        Role::Ship,
        Role::Dolphin,
        Role::Whale,
        Role::Octopus,
        Role::Swordfish,
        Role::Seahorse,
        Role::Manta,
        Role::Jellyfish,
        Role::Crab,
        Role::Fish,
        Role::Dragon,
        Role::Sphinx,
        Role::Falcon,
        Role::Raven,
        Role::Griffin,
        Role::Pegasus,
        Role::Goose,
        Role::Sparrow,
    ];

    /// The lower-case letter of AQF and AQM.
    pub const fn letter(self) -> char {
        b"kqpsdwoxhmjcfgalrynev"[self as usize] as char
    }

    /// The levels this kind may stand on, as a bit mask (bit `l` for level `l`).
    pub const fn levels(self) -> u8 {
        match self {
            Role::King | Role::Queen | Role::Pawn | Role::Ship => 0b010,
            Role::Dolphin | Role::Whale | Role::Octopus | Role::Swordfish => 0b011,
            Role::Seahorse | Role::Manta | Role::Jellyfish | Role::Crab | Role::Fish => 0b001,
            Role::Dragon => 0b111,
            _ => 0b110,
        }
    }

    /// Whether this kind may stand on `level`.
    #[inline]
    pub const fn may_stand_on(self, level: Level) -> bool {
        self.levels() & (1 << level) != 0
    }

    /// The full name, for people.
    pub const fn name(self) -> &'static str {
        [
            "King",
            "Queen",
            "Pawn",
            "Ship",
            "Dolphin",
            "Whale",
            "Octopus",
            "Swordfish",
            "Seahorse",
            "Manta",
            "Jellyfish",
            "Crab",
            "Fish",
            "Dragon",
            "Sphinx",
            "Falcon",
            "Raven",
            "Griffin",
            "Pegasus",
            "Goose",
            "Sparrow",
        ][self as usize]
    }
}

/// What a Pawn may promote to (ruling A17).
pub const PAWN_PROMOTIONS: [Role; 4] = [Role::Queen, Role::Whale, Role::Ship, Role::Dolphin];
/// What a Fish may promote to (ruling A16).
pub const FISH_PROMOTIONS: [Role; 6] =
    [Role::Octopus, Role::Seahorse, Role::Swordfish, Role::Manta, Role::Crab, Role::Jellyfish];

impl PieceRole for Role {
    const ALL: &'static [Role] = &Role::ALL;
    const KING: Role = Role::King;
    #[inline]
    fn index(self) -> usize {
        self as usize
    }
    fn char(self) -> char {
        self.letter()
    }
}

/// How a move takes effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// From one cell to another, capturing whatever enemy piece stands there.
    Normal,
    /// A Manta's rifle capture: the piece on `to` is removed, the Manta stays on `from`.
    Rifle,
    /// En passant: `to` is the square passed over; the victim stands one rank beyond it.
    EnPassant,
    /// A Pawn or Fish reaches its last rank and becomes `promotion()`.
    Promotion,
}

/// One Aquachess move, packed: from (8 bits), to (8 bits), kind (2 bits), promotion role (5 bits).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move(u32);

impl Move {
    /// A move of `kind` (not a promotion).
    #[inline]
    pub const fn new(from: Cell, to: Cell, kind: MoveKind) -> Move {
        let k = match kind {
            MoveKind::Normal => 0,
            MoveKind::Rifle => 1,
            MoveKind::EnPassant => 2,
            MoveKind::Promotion => 3,
        };
        Move(from as u32 | (to as u32) << 8 | k << 16)
    }
    /// A promotion to `role`.
    #[inline]
    pub const fn promotion_to(from: Cell, to: Cell, role: Role) -> Move {
        Move(from as u32 | (to as u32) << 8 | 3 << 16 | (role as u32) << 18)
    }
    /// Where the moving piece starts.
    #[inline]
    pub const fn from(self) -> Cell {
        self.0 as u8
    }
    /// Where it ends (for a rifle capture: the victim's cell; the Manta stays).
    #[inline]
    pub const fn to(self) -> Cell {
        (self.0 >> 8) as u8
    }
    /// How the move takes effect.
    #[inline]
    pub const fn kind(self) -> MoveKind {
        match (self.0 >> 16) & 3 {
            0 => MoveKind::Normal,
            1 => MoveKind::Rifle,
            2 => MoveKind::EnPassant,
            _ => MoveKind::Promotion,
        }
    }
    /// The piece a promotion makes.
    #[inline]
    pub fn promotion(self) -> Option<Role> {
        (self.kind() == MoveKind::Promotion).then(|| Role::ALL[(self.0 >> 18) as usize & 31])
    }
    /// A number that tells moves apart, its low 12 bits from the two squares.
    #[inline]
    pub const fn code(self) -> u32 {
        let (f, t) = (self.from() as u32, self.to() as u32);
        (f % 64) | (t % 64) << 6 | (f / 64) << 12 | (t / 64) << 14 | (self.0 >> 16) << 16
    }
}
