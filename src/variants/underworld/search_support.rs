//! What the search asks beyond the rules: the material a move wins at once (for move
//! ordering and quiescence) and the value of the moving piece (MVV-LVA).
//!
//! A World capture sends the victim to the Underworld, so it wins the victim's World value
//! less the share an Underworld piece keeps; a permanent capture by an Underworld King wins
//! that share; an ordinary Underworld capture only moves the victim back home; bringing a
//! piece back to the World (capturing the enemy Underworld King) wins the difference.

use super::eval::{POOL_SHARE, UNDERWORLD_SHARE, WORLD_VALUE};
use super::position::Underworld;
use super::types::{Move, MoveKind, Plane, Role, Source};
use crate::core::Color;

/// Value of an Underworld King as a mover (MVV-LVA).
pub const UK_MOVER_VALUE: i32 = 400;
/// What an ordinary Underworld capture is worth for ordering: a share of the victim's value.
pub const UNDERWORLD_CAPTURE_SHARE: i32 = 10;
/// Extra ordering value of capturing the enemy Underworld King with the own one (the
/// opponent then loses a ply to place it).
pub const UK_CAPTURE_BONUS: i32 = 50;

fn world_value(role: Role) -> i32 {
    WORLD_VALUE[role as usize]
}

/// World value less the part an Underworld piece keeps.
fn return_gain(role: Role) -> i32 {
    world_value(role) * (100 - UNDERWORLD_SHARE) / 100
}

impl Underworld {
    /// Material won at once by `m` (captured piece, return, promotion gain).
    pub(super) fn gain(&self, m: Move) -> i32 {
        let Some(plane) = self.slot.plane() else { return 0 };
        let us: Color = self.slot.color();
        let board = self.board(plane);
        let promotion = m.promotion_role().map_or(0, |p| world_value(p) - world_value(Role::Pawn));
        let victim = match m.kind() {
            MoveKind::EnPassant => Some(Role::Pawn),
            MoveKind::Normal => board.piece_at(m.to()).filter(|&(c, _)| c != us).map(|(_, r)| r),
            _ => None,
        };
        let Some(victim) = victim else { return promotion };
        let mover = board.role_at(m.from()).unwrap_or(Role::Pawn);
        let capture = match (plane, mover, victim) {
            (Plane::World, ..) => return_gain(victim),
            (Plane::Underworld, Role::King, Role::King) => {
                UK_CAPTURE_BONUS
                    + match m.source() {
                        Some(Source::Square(sq)) => self.board(Plane::Underworld).role_at(sq).map_or(0, return_gain),
                        Some(Source::Pool(r)) => world_value(r) * (100 - POOL_SHARE) / 100,
                        None => 0,
                    }
            }
            (Plane::Underworld, Role::King, _) => world_value(victim) * (UNDERWORLD_SHARE - POOL_SHARE) / 100,
            (Plane::Underworld, _, Role::King) => return_gain(mover),
            (Plane::Underworld, ..) => world_value(victim) * UNDERWORLD_CAPTURE_SHARE / 100,
        };
        capture + promotion
    }

    /// The value of the moving piece.
    pub(super) fn mover(&self, m: Move) -> i32 {
        let Some(plane) = self.slot.plane() else { return 0 };
        match self.board(plane).role_at(m.from()) {
            Some(Role::King) => UK_MOVER_VALUE,
            Some(role) => world_value(role),
            None => 0,
        }
    }
}
