//! A first Aquachess evaluation: material, immobilised pieces, and the King's shelter from
//! Jellyfish, colour-symmetric, from the side to move's view.
//!
//! Values (centipawns, Pawn = 100) follow each kind's reach on an empty board (the `reach`
//! test in this module prints it), scaled by how often that reach can capture and how many
//! levels it covers; see docs/variants/aquachess.md §8 for the table and the reasoning.

use super::position::Aquachess;
use super::types::{Role, SEA, WAVES};
use crate::core::Color;

/// Material value of each role (King 0: it is never captured), in `Role` order.
pub const VALUE: [i32; 21] = [
    0,    // King
    900,  // Queen
    100,  // Pawn
    350,  // Ship
    300,  // Dolphin
    400,  // Whale
    550,  // Octopus
    400,  // Swordfish
    275,  // Seahorse
    250,  // Manta
    225,  // Jellyfish
    150,  // Crab
    100,  // Fish
    1000, // Dragon
    1250, // Sphinx
    450,  // Falcon
    800,  // Raven
    600,  // Griffin
    550,  // Pegasus
    200,  // Goose
    400,  // Sparrow
];
/// A piece that cannot move because an enemy Jellyfish touches it loses part of its worth.
const FROZEN_PENALTY: i32 = 30;
/// An enemy Jellyfish under our King: the King cannot move at all.
const KING_FROZEN: i32 = 60;

/// The value of a role.
#[inline]
pub fn value(role: Role) -> i32 {
    VALUE[role as usize]
}

fn side(pos: &Aquachess, us: Color) -> i32 {
    let mut score = 0;
    let frozen = pos.frozen_zone(us);
    for role in Role::ALL {
        let b = pos.pieces(us, role);
        score += value(role) * b.iter().map(|x| x.count_ones() as i32).sum::<i32>();
        let stuck: i32 = (0..3).map(|l| (b[l] & frozen[l]).count_ones() as i32).sum();
        score -= stuck * if role == Role::King { KING_FROZEN } else { FROZEN_PENALTY };
    }
    // Pawns and Fish nearer promotion are worth a little more.
    for (role, level) in [(Role::Pawn, WAVES), (Role::Fish, SEA)] {
        let mut b = pos.pieces(us, role)[level];
        while b != 0 {
            let sq = b.trailing_zeros() as i32;
            b &= b - 1;
            let rank = if us.is_white() { sq / 8 } else { 7 - sq / 8 };
            score += 4 * (rank - 1).max(0) * (rank - 1).max(0) / 2;
        }
    }
    score
}

/// The evaluation from the side to move's view.
pub fn evaluate(pos: &Aquachess) -> i32 {
    let us = pos.turn();
    side(pos, us) - side(pos, us.other())
}
