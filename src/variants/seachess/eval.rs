//! A first Seachess evaluation: material, mines near the enemy commando ship, slider
//! mobility and boat advance, colour-symmetric, from the side to move's view.
//!
//! Values (centipawns) reason from what each piece does on a 128-square board:
//! - boat 100: the pawn, with longer first moves;
//! - submarine 325: a knight that can also vanish and strike from below;
//! - destroyer 375: a bishop on a bigger board, the only hunter of submerged subs;
//! - torpedo boat 475: a rook plus a forward-diagonal shot, spent until it reloads at home;
//! - cruiser 525: a rook plus mines;
//! - aircraft carrier 900: 24 blockable targets in its 5x5 square plus the aircraft that
//!   shoots anything on the distance-3 outline: queen-like reach.
//!
//! Mines are neutral obstacles in open mode (they kill whoever enters); a mine next to the
//! enemy commando ship takes a flight square away, so it counts a little for its owner.

use super::board::{squares, tables};
use super::position::Seachess;
use super::types::Role;
use crate::core::Color;

/// Material value of each role (commando ship 0: it is never captured).
pub const VALUE: [i32; 7] = [0, 525, 475, 325, 375, 900, 100];
/// A mine touching the enemy commando ship's square.
const MINE_NEAR_KING: i32 = 15;
/// Per square a cruiser, torpedo boat or destroyer reaches.
const SLIDER_MOBILITY: i32 = 3;
/// Per rank a boat has advanced from its initial rank.
const BOAT_ADVANCE: i32 = 6;
/// Being able to dive (V >= 2).
const DIVE_READY: i32 = 10;

/// The value of a role.
pub fn value(role: Role) -> i32 {
    VALUE[role as usize]
}

fn side(pos: &Seachess, us: Color) -> i32 {
    let t = tables();
    let them = us.other();
    let block = pos.occupied() | pos.all_mines();
    let mut score = 0;
    for role in Role::ALL {
        score += value(role) * pos.pieces(us, role).count_ones() as i32;
    }
    score += value(Role::Sub) * pos.submerged(us).count_ones() as i32;
    for sq in squares(pos.pieces(us, Role::Cruiser) | pos.pieces(us, Role::Torpedo)) {
        score += SLIDER_MOBILITY * (t.rook(sq, block) & !pos.ours(us)).count_ones() as i32;
    }
    for sq in squares(pos.pieces(us, Role::Destroyer)) {
        score += SLIDER_MOBILITY * (t.bishop(sq, block) & !pos.ours(us)).count_ones() as i32;
    }
    for sq in squares(pos.pieces(us, Role::Boat)) {
        let rank = t.rank[sq as usize] as i32;
        score += BOAT_ADVANCE * if us.is_white() { rank - 1 } else { 10 - rank };
    }
    for sq in squares(pos.pieces(us, Role::Sub)) {
        if pos.visible_turns(sq) >= 2 {
            score += DIVE_READY;
        }
    }
    if let Some(k) = pos.commando(them) {
        score += MINE_NEAR_KING * (t.king[k as usize] & pos.mines_of(us)).count_ones() as i32;
    }
    score
}

/// The evaluation from the side to move's view.
pub fn evaluate(pos: &Seachess) -> i32 {
    let us = pos.turn();
    side(pos, us) - side(pos, us.other())
}
