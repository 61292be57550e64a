//! One 8×8 board (the shared piece set, `board8`) with the attack rules of its plane:
//! ordinary chess on the World; on the Underworld pawns see the board as a cylinder
//! (rank 8 is followed by rank 1 for White, rank 1 by rank 8 for Black, §4.3).

use super::types::{Plane, Role};
use crate::core::Color;
use crate::variants::board8::PieceSet;
use shakmaty::{Bitboard, File, Rank, Square, attacks};

/// The pieces of one board.
pub type Pieces = PieceSet<Role, 6>;

/// Squares attacked by a pawn of each colour (Black = 0, White = 1) on the Underworld,
/// wrapping between ranks 8 and 1.
static CYLINDER_PAWN_ATTACKS: [[Bitboard; 64]; 2] = cylinder_pawn_attacks();

const fn cylinder_pawn_attacks() -> [[Bitboard; 64]; 2] {
    let mut table = [[Bitboard::EMPTY; 64]; 2];
    let mut color = 0;
    while color < 2 {
        let mut sq = 0;
        while sq < 64 {
            let file = sq % 8;
            let rank = sq / 8;
            let ahead = if color == 1 { (rank + 1) % 8 } else { (rank + 7) % 8 };
            let mut bits = 0u64;
            if file > 0 {
                bits |= 1 << (ahead * 8 + file - 1);
            }
            if file < 7 {
                bits |= 1 << (ahead * 8 + file + 1);
            }
            table[color][sq] = Bitboard(bits);
            sq += 1;
        }
        color += 1;
    }
    table
}

/// Squares a pawn of `color` on `sq` attacks on `plane`.
#[inline]
pub fn pawn_attacks(plane: Plane, color: Color, sq: Square) -> Bitboard {
    match plane {
        Plane::World => attacks::pawn_attacks(color, sq),
        Plane::Underworld => CYLINDER_PAWN_ATTACKS[color as usize][sq as usize],
    }
}

/// The square one step ahead of a pawn of `color` on `sq` (on the Underworld it wraps;
/// on the World there is none from the last rank).
#[inline]
pub fn pawn_step(plane: Plane, color: Color, sq: Square) -> Option<Square> {
    let rank = sq.rank() as u32;
    let ahead = match (plane, color) {
        (Plane::World, Color::White) if rank == 7 => return None,
        (Plane::World, Color::Black) if rank == 0 => return None,
        (_, Color::White) => (rank + 1) % 8,
        (_, Color::Black) => (rank + 7) % 8,
    };
    Some(Square::from_coords(sq.file(), Rank::new(ahead)))
}

impl Pieces {
    /// Whether the board holds a piece other than Kings (§3.2 "active").
    #[inline]
    pub fn is_active(&self) -> bool {
        (self.occupied() & !self.role(Role::King)).any()
    }

    /// Rook-line attackers (R, Q) of `color`.
    #[inline]
    fn orthogonal(&self, color: Color) -> Bitboard {
        (self.role(Role::Rook) | self.role(Role::Queen)) & self.ours(color)
    }
    /// Bishop-line attackers (B, Q) of `color`.
    #[inline]
    fn diagonal(&self, color: Color) -> Bitboard {
        (self.role(Role::Bishop) | self.role(Role::Queen)) & self.ours(color)
    }

    /// Pieces of `color` attacking `sq` on `plane`, with `occupied` as the occupancy.
    #[inline]
    pub fn attackers(&self, plane: Plane, sq: Square, color: Color, occupied: Bitboard) -> Bitboard {
        (attacks::rook_attacks(sq, occupied) & self.orthogonal(color))
            | (attacks::bishop_attacks(sq, occupied) & self.diagonal(color))
            | (attacks::knight_attacks(sq) & self.pieces(color, Role::Knight))
            | (attacks::king_attacks(sq) & self.pieces(color, Role::King))
            | (pawn_attacks(plane, color.other(), sq) & self.pieces(color, Role::Pawn))
    }

    /// Whether `color` attacks `sq` on `plane` in this very position.
    #[inline]
    pub fn is_attacked(&self, plane: Plane, sq: Square, color: Color) -> bool {
        self.attackers(plane, sq, color, self.occupied()).any()
    }

    /// Squares attacked by the piece `role` of `color` on `sq` (pawns: captures only).
    pub fn piece_attacks(plane: Plane, role: Role, color: Color, sq: Square, occupied: Bitboard) -> Bitboard {
        match role {
            Role::Pawn => pawn_attacks(plane, color, sq),
            Role::Knight => attacks::knight_attacks(sq),
            Role::Bishop => attacks::bishop_attacks(sq, occupied),
            Role::Rook => attacks::rook_attacks(sq, occupied),
            Role::Queen => attacks::queen_attacks(sq, occupied),
            Role::King => attacks::king_attacks(sq),
        }
    }
}

/// The home file of a captured or returning piece (§4.2 rule 1): pawns keep the file of
/// `square`, Queens go to the d-file, Rooks, Knights and Bishops to their side's original
/// file whose square has the colour of `square` (the Circe rule).
pub fn home_file(color: Color, role: Role, square: Square) -> File {
    let dark = square.is_dark();
    match (role, color.is_white(), dark) {
        (Role::Pawn, ..) => square.file(),
        (Role::Queen, ..) | (Role::King, ..) => File::D,
        (Role::Rook, true, true) | (Role::Rook, false, false) => File::A,
        (Role::Rook, ..) => File::H,
        (Role::Knight, true, true) | (Role::Knight, false, false) => File::G,
        (Role::Knight, ..) => File::B,
        (Role::Bishop, true, true) | (Role::Bishop, false, false) => File::C,
        (Role::Bishop, ..) => File::F,
    }
}

/// The ranks scanned, nearest first, for a piece of `color` and `role` put on `plane`
/// (§4.2 rule 2, §4.5): from the owner's first rank toward the opponent; pawns from the
/// second rank, on the Underworld up to the far rank (cylinder), on the World never on
/// rank 1 or 8.
pub fn scan_ranks(plane: Plane, color: Color, role: Role) -> impl Iterator<Item = Rank> {
    let (first, last) = match (role, plane) {
        (Role::Pawn, Plane::Underworld) => (1, 7),
        (Role::Pawn, Plane::World) => (1, 6),
        _ => (0, 7),
    };
    (first..=last).map(move |r| if color.is_white() { Rank::new(r) } else { Rank::new(7 - r) })
}

/// Where a piece of `color` and `role` lands on `board` (of `plane`), given the square that
/// decides its home file; None when the file has no allowed empty square (then it goes to
/// the pool).
pub fn landing_square(board: &Pieces, plane: Plane, color: Color, role: Role, square: Square) -> Option<Square> {
    let file = home_file(color, role, square);
    let occupied = board.occupied();
    scan_ranks(plane, color, role).map(|rank| Square::from_coords(file, rank)).find(|&sq| !occupied.contains(sq))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn circe_table() {
        use Color::{Black, White};
        // §4.2 table: dark / light capture squares.
        let dark = Square::E3;
        let light = Square::C6;
        assert!(dark.is_dark() && light.is_light());
        let cases = [
            (White, Role::Rook, File::A, File::H),
            (White, Role::Knight, File::G, File::B),
            (White, Role::Bishop, File::C, File::F),
            (Black, Role::Rook, File::H, File::A),
            (Black, Role::Knight, File::B, File::G),
            (Black, Role::Bishop, File::F, File::C),
        ];
        for (color, role, on_dark, on_light) in cases {
            assert_eq!(home_file(color, role, dark), on_dark, "{color:?} {role:?} on dark");
            assert_eq!(home_file(color, role, light), on_light, "{color:?} {role:?} on light");
        }
        assert_eq!(home_file(White, Role::Queen, light), File::D);
        assert_eq!(home_file(Black, Role::Pawn, light), File::C);
    }

    #[test]
    fn cylinder() {
        let w = pawn_attacks(Plane::Underworld, Color::White, Square::E8);
        assert_eq!(w, Bitboard::from_square(Square::D1) | Bitboard::from_square(Square::F1));
        let b = pawn_attacks(Plane::Underworld, Color::Black, Square::A1);
        assert_eq!(b, Bitboard::from_square(Square::B8));
        assert!(pawn_attacks(Plane::World, Color::White, Square::E8).is_empty());
        assert_eq!(pawn_step(Plane::Underworld, Color::White, Square::E8), Some(Square::E1));
        assert_eq!(pawn_step(Plane::Underworld, Color::Black, Square::E1), Some(Square::E8));
        assert_eq!(pawn_step(Plane::World, Color::White, Square::E8), None);
        let ranks: Vec<u32> = scan_ranks(Plane::Underworld, Color::Black, Role::Pawn).map(|r| r as u32).collect();
        assert_eq!(ranks, vec![6, 5, 4, 3, 2, 1, 0]);
        let ranks: Vec<u32> = scan_ranks(Plane::World, Color::White, Role::Pawn).map(|r| r as u32).collect();
        assert_eq!(ranks, vec![1, 2, 3, 4, 5, 6]);
    }
}
