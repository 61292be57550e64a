//! Evaluation: material on the board and in hand, king safety against drops, pawn advance,
//! centralisation.
//!
//! Values are reasoned from the orthodox ones on a small board (a rook's lines are short on
//! 8x6, a bishop on 46 cells reaches little more than a knight) and, for the hunter/carrier
//! pieces, from both halves: the hunter decides what the piece threatens and whom it checks,
//! the carrier how quickly it gets there, so each is about the mean of its two halves, with
//! the hunter weighted a little more. Nothing ever leaves the game: a captured piece changes
//! sides, so a capture swings twice its value, and a piece in hand is worth more than one on
//! the board because it can appear anywhere (docs/variants/quake.md §9).

use super::position::Quake;
use super::types::*;
use crate::core::Color;

/// Value of a piece on the board, in centipawns.
pub const fn value(role: Role) -> i32 {
    match role {
        Role::King => 0,
        Role::Pawn => 100,
        Role::Rook => 450,
        Role::Bishop => 320,
        Role::Knight => 310,
        Role::U => 400, // captures as Rook, moves as Knight
        Role::V => 320, // captures as Bishop, moves as Knight
        Role::W => 390, // captures as Bishop, moves as Rook
        Role::X => 370, // captures as Knight, moves as Rook
        Role::Y => 310, // captures as Knight, moves as Bishop
        Role::Z => 410, // captures as Rook, moves as Bishop
    }
}

/// Value of a piece in hand: the board value plus the freedom of a drop.
pub const fn hand_value(role: Role) -> i32 {
    value(role) + value(role) / 8 + if matches!(role, Role::Pawn) { 10 } else { 0 }
}

/// Side-to-move bonus.
const TEMPO: i32 = 15;
/// Per empty cell next to a king, per 100 cp of enemy pieces in hand (drop-check danger).
const DROP_DANGER: i32 = 4;
/// Per friendly piece next to the king.
const SHELTER: i32 = 12;
/// Per rank a pawn has advanced.
const PAWN_ADVANCE: i32 = 6;
/// Per step closer to the board's centre (pieces other than king and pawns).
const CENTRE: i32 = 4;

/// Static evaluation from the side to move's view.
pub fn evaluate(pos: &Quake) -> i32 {
    let mut score = [0i32; 2];
    let (width, height) = pos.extent();
    let (cx2, cy2) = ((ORIGIN * 2 + width - 1) as i32, (ORIGIN * 2 + height - 1) as i32);
    for &sq in pos.cells() {
        let Some((color, role)) = pos.piece_at(sq) else { continue };
        let s = &mut score[color as usize];
        *s += value(role);
        let (f, r) = (file_of(sq) as i32, rank_of(sq) as i32);
        match role {
            Role::Pawn => {
                let from_home =
                    if color == Color::White { r - ORIGIN as i32 } else { (ORIGIN as i32 + height as i32 - 1) - r };
                *s += PAWN_ADVANCE * from_home;
            }
            Role::King => {}
            _ => {
                let distance = ((2 * f - cx2).abs() + (2 * r - cy2).abs()) / 2;
                *s -= CENTRE * distance;
            }
        }
    }
    for color in [Color::Black, Color::White] {
        let s = &mut score[color as usize];
        for role in Role::ALL {
            *s += hand_value(role) * pos.in_hand(color, role) as i32;
        }
    }
    for color in [Color::Black, Color::White] {
        let them = color.other();
        let enemy_hand: i32 = Role::ALL
            .iter()
            .filter(|&&r| r != Role::Pawn)
            .map(|&r| value(r) * pos.in_hand(them, r) as i32)
            .sum::<i32>()
            + 40 * pos.in_hand(them, Role::Pawn) as i32;
        let king = pos.king(color);
        let (mut open, mut shelter) = (0, 0);
        for d in KING_STEPS {
            match pos.piece_at(shift(king, d)) {
                Some((c, _)) if c == color => shelter += 1,
                Some(_) => {}
                None if pos.is_cell(shift(king, d)) => open += 1,
                None => {}
            }
        }
        score[color as usize] += SHELTER * shelter - DROP_DANGER * open * enemy_hand / 100;
    }
    let white = score[Color::White as usize] - score[Color::Black as usize];
    TEMPO + if pos.turn() == Color::White { white } else { -white }
}
