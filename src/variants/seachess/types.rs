//! Pieces, facings and moves of Seachess.

/// A piece kind (surface pieces; a submerged submarine is kept apart, see `position.rs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Role {
    /// Commando ship (royal, moves as a king).
    Commando = 0,
    /// Cruiser (rook; plants mines).
    Cruiser = 1,
    /// Torpedo boat (rook; fires torpedoes forward-diagonally).
    Torpedo = 2,
    /// Submarine (knight; dives).
    Sub = 3,
    /// Destroyer (bishop; sonar; captures submerged submarines).
    Destroyer = 4,
    /// Aircraft carrier (5x5 blockable moves; aircraft shoots on the distance-3 outline).
    Carrier = 5,
    /// Boat (pawn-like).
    Boat = 6,
}

impl Role {
    /// All roles, indexed by their discriminant.
    pub const ALL: [Role; 7] =
        [Role::Commando, Role::Cruiser, Role::Torpedo, Role::Sub, Role::Destroyer, Role::Carrier, Role::Boat];
    /// What a boat may promote to, in token-suffix order `c t s d a`.
    pub const PROMOTIONS: [Role; 5] = [Role::Cruiser, Role::Torpedo, Role::Sub, Role::Destroyer, Role::Carrier];

    /// Lower-case letter (`k c t s d a b`).
    pub fn char(self) -> char {
        b"kctsdab"[self as usize] as char
    }
    /// Upper-case letter.
    pub fn upper(self) -> char {
        self.char().to_ascii_uppercase()
    }
    /// The letter of a piece of `white` or Black: upper case for White.
    pub fn letter(self, white: bool) -> char {
        if white { self.upper() } else { self.char() }
    }
    /// The role of a letter in either case.
    pub fn from_char(c: char) -> Option<Role> {
        Some(match c.to_ascii_lowercase() {
            'k' => Role::Commando,
            'c' => Role::Cruiser,
            't' => Role::Torpedo,
            's' => Role::Sub,
            'd' => Role::Destroyer,
            'a' => Role::Carrier,
            'b' => Role::Boat,
            _ => return None,
        })
    }
    /// The role with discriminant `i` (0..7).
    pub(super) fn from_index(i: u32) -> Role {
        Role::ALL[i as usize]
    }
}

/// The direction a torpedo boat faces: the direction of its last move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Facing {
    /// North (towards rank 12).
    North = 0,
    /// East (towards file l).
    East = 1,
    /// South.
    South = 2,
    /// West.
    West = 3,
}

impl Facing {
    /// All facings, indexed by their discriminant.
    pub const ALL: [Facing; 4] = [Facing::North, Facing::East, Facing::South, Facing::West];
    /// The letter written in SeaFEN (`n e s w`).
    pub fn char(self) -> char {
        b"nesw"[self as usize] as char
    }
    /// The facing of a letter.
    pub fn from_char(c: char) -> Option<Facing> {
        Facing::ALL.into_iter().find(|f| f.char() == c)
    }
    /// The forward direction of a colour: White faces north, Black south.
    pub fn forward(white: bool) -> Facing {
        if white { Facing::North } else { Facing::South }
    }
}

/// What a move does: the token grammar of the rules (§7.2) has one form per kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum MoveKind {
    /// A piece moves from `from` to `to` (slide, step, leap, boat step, capture).
    Normal = 0,
    /// A boat captures en passant on `to` (the victim stands further along the file).
    EnPassant = 1,
    /// The commando ship castles to `to`; the partner moves too.
    Castle = 2,
    /// A boat reaches its last rank and becomes the promotion role.
    Promotion = 3,
    /// The cruiser on `from` (= `to`) plants a mine under itself.
    Plant = 4,
    /// The torpedo boat on `from` hits `to`.
    Torpedo = 5,
    /// The carrier on `from` launches, or its aircraft in flight captures, on `to`.
    Air = 6,
    /// The aircraft of the carrier on `from` (= `to`) returns.
    Return = 7,
    /// The surfaced sub on `from` dives to `to`.
    Dive = 8,
    /// The submerged sub on `from` moves underwater to `to`.
    Underwater = 9,
    /// The submerged sub on `from` emerges on `to` (`to == from`: in place).
    Emerge = 10,
}

impl MoveKind {
    const ALL: [MoveKind; 11] = [
        MoveKind::Normal,
        MoveKind::EnPassant,
        MoveKind::Castle,
        MoveKind::Promotion,
        MoveKind::Plant,
        MoveKind::Torpedo,
        MoveKind::Air,
        MoveKind::Return,
        MoveKind::Dive,
        MoveKind::Underwater,
        MoveKind::Emerge,
    ];
}

/// A move packed in 32 bits: `to` (7 bits), `from` (7), kind (4), promotion role (3). The
/// low 12 bits hold `to` and most of `from`, as the search's history tables want; no real
/// move is 0 (a `Normal` move has `from != to`, every other kind is non-zero).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move(u32);

impl Move {
    /// A move of `kind` from `from` to `to` (square indices below 128).
    #[inline]
    pub fn new(kind: MoveKind, from: u8, to: u8) -> Move {
        Move(to as u32 | (from as u32) << 7 | (kind as u32) << 14)
    }
    /// A promotion to `role`.
    #[inline]
    pub fn promotion(from: u8, to: u8, role: Role) -> Move {
        Move(Move::new(MoveKind::Promotion, from, to).0 | (role as u32) << 18)
    }
    /// The origin square (the acting piece's square).
    #[inline]
    pub fn from(self) -> u8 {
        ((self.0 >> 7) & 127) as u8
    }
    /// The target square.
    #[inline]
    pub fn to(self) -> u8 {
        (self.0 & 127) as u8
    }
    /// What the move does.
    #[inline]
    pub fn kind(self) -> MoveKind {
        MoveKind::ALL[((self.0 >> 14) & 15) as usize]
    }
    /// The promotion role, for promotions.
    pub fn promotion_role(self) -> Option<Role> {
        (self.kind() == MoveKind::Promotion).then(|| Role::from_index((self.0 >> 18) & 7))
    }
    /// The packed form (never 0).
    #[inline]
    pub fn code(self) -> u32 {
        self.0
    }
}
