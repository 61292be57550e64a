//! A first static evaluation of Underworld Chess. The game is won on the World, so World
//! material and piece-square terms count most; a piece on the Underworld is worth a fraction
//! of its World value (it can come back by capturing the enemy Underworld King, or be
//! chosen for a return), a pooled piece a smaller one (only a UK×UK capture brings it
//! back); an Underworld piece that attacks the enemy Underworld King is about to return,
//! and earns a bonus. Every number is a named constant below.

use super::board::Pieces;
use super::position::Underworld;
use super::types::{Plane, Role};
use crate::core::Color;
use shakmaty::{File, Square};

/// World piece values by role (P N B R Q K).
pub const WORLD_VALUE: [i32; 6] = [100, 320, 330, 500, 950, 0];
/// Percentage of its World value an Underworld piece counts for.
pub const UNDERWORLD_SHARE: i32 = 25;
/// Percentage of its World value a pooled piece counts for.
pub const POOL_SHARE: i32 = 8;
/// Bonus for each own Underworld piece attacking the enemy Underworld King...
pub const UK_ATTACKER_BONUS: i32 = 20;
/// ...plus this percentage of the attacker's World value (what its return would win).
pub const UK_ATTACKER_SHARE: i32 = 25;
/// Bonus for having the move on the Underworld while the Kings there stand side by side
/// (the side to move captures the other King).
pub const UK_CONTACT: i32 = 60;
/// Mobility per square reached by a World Knight, Bishop, Rook or Queen (not own-occupied).
pub const MOBILITY: [i32; 6] = [0, 4, 4, 2, 1, 0];
/// Pawn shield: own World pawn on the two ranks in front of the own World King, per pawn.
pub const PAWN_SHIELD: i32 = 10;
/// World non-pawn material (both sides) at which the King's middlegame table applies fully.
pub const PHASE_FULL: i32 = 2 * (2 * 320 + 2 * 330 + 2 * 500 + 950);
/// Bonus for the side to move.
pub const TEMPO: i32 = 10;

/// Distance-from-centre shape, 0 (corner) .. 6 (centre).
fn centrality(sq: Square) -> i32 {
    let f = sq.file() as i32;
    let r = sq.rank() as i32;
    6 - (2 * f - 7).abs() / 2 - (2 * r - 7).abs() / 2
}

/// Piece-square value of a World piece from White's side, as (middlegame, endgame).
fn pst(role: Role, sq: Square) -> (i32, i32) {
    let c = centrality(sq);
    let rank = sq.rank() as i32;
    match role {
        Role::Pawn => {
            let centre = matches!(sq.file(), File::D | File::E) as i32;
            (rank * 3 + centre * rank * 4, rank * 8)
        }
        Role::Knight => (c * 7 - 18, c * 5 - 15),
        Role::Bishop => (c * 4 - 10, c * 3 - 8),
        Role::Rook => (if rank == 6 { 15 } else { 0 }, 0),
        Role::Queen => (c * 2 - 5, c * 4 - 10),
        Role::King => {
            let home = if rank == 0 { 10 } else { -12 * rank.min(3) };
            (home, c * 8 - 24)
        }
    }
}

fn relative(color: Color, sq: Square) -> Square {
    if color.is_white() { sq } else { sq.flip_vertical() }
}

/// World non-pawn material of both sides (the game phase).
fn phase(world: &Pieces) -> i32 {
    [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
        .into_iter()
        .map(|r| WORLD_VALUE[r as usize] * world.role(r).count() as i32)
        .sum::<i32>()
        .min(PHASE_FULL)
}

/// Everything for `us`, positive = good for `us`.
fn side_terms(pos: &Underworld, us: Color, phase: i32) -> i32 {
    let them = us.other();
    let world = pos.board(Plane::World);
    let under = pos.board(Plane::Underworld);
    let occupied = world.occupied();
    let mut mg = 0;
    let mut eg = 0;
    for role in Role::ALL {
        for sq in world.pieces(us, role) {
            let (m, e) = pst(role, relative(us, sq));
            mg += WORLD_VALUE[role as usize] + m;
            eg += WORLD_VALUE[role as usize] + e;
            if MOBILITY[role as usize] != 0 {
                let reach = Pieces::piece_attacks(Plane::World, role, us, sq, occupied) & !world.ours(us);
                let bonus = MOBILITY[role as usize] * reach.count() as i32;
                mg += bonus;
                eg += bonus;
            }
        }
    }
    if let Some(king) = world.king(us) {
        let ahead = |n: i32| {
            let r = king.rank() as i32 + if us.is_white() { n } else { -n };
            (0..8).contains(&r).then(|| shakmaty::Bitboard::from_rank(shakmaty::Rank::new(r as u32)))
        };
        let files = (-1..=1)
            .filter_map(|d| king.file().offset(d))
            .fold(shakmaty::Bitboard::EMPTY, |b, f| b | shakmaty::Bitboard::from_file(f));
        let zone = [ahead(1), ahead(2)].into_iter().flatten().fold(shakmaty::Bitboard::EMPTY, |b, r| b | r) & files;
        mg += PAWN_SHIELD * (zone & world.pieces(us, Role::Pawn)).count() as i32;
    }
    let mut score = (mg * phase + eg * (PHASE_FULL - phase)) / PHASE_FULL;

    for role in Role::CAPTURABLE {
        let value = WORLD_VALUE[role as usize];
        score += value * UNDERWORLD_SHARE / 100 * under.count(us, role) as i32;
        score += value * POOL_SHARE / 100 * pos.pooled(us, role) as i32;
    }
    if let Some(their_uk) = under.king(them) {
        let attackers = under.attackers(Plane::Underworld, their_uk, us, under.occupied()) & !under.role(Role::King);
        for sq in attackers {
            let role = under.role_at(sq).unwrap_or(Role::Pawn);
            score += UK_ATTACKER_BONUS + WORLD_VALUE[role as usize] * UK_ATTACKER_SHARE / 100;
        }
    }
    score
}

/// The evaluation in centipawns from the side to move's view.
pub fn evaluate(pos: &Underworld) -> i32 {
    let world = pos.board(Plane::World);
    let phase = phase(world);
    let white = side_terms(pos, Color::White, phase);
    let black = side_terms(pos, Color::Black, phase);
    let us = pos.slot().color();
    let mut score = if us.is_white() { white - black } else { black - white };

    let under = pos.board(Plane::Underworld);
    if pos.slot().plane() == Some(Plane::Underworld)
        && let (Some(a), Some(b)) = (under.king(Color::White), under.king(Color::Black))
        && a.distance(b) == 1
    {
        score += UK_CONTACT;
    }
    score + TEMPO
}
