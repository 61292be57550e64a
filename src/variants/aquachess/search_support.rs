//! What the search asks beyond the rules: static exchange evaluation over all three levels.
//! Without it the quiescence search drowns: most pieces reach far and across levels, so
//! nearly every capture is answered by several recaptures.

use super::attacks::{Levels, attacks, tables};
use super::eval::value;
use super::position::Aquachess;
use super::types::{Cell, Move, MoveKind, Role, level_of, square_of};
use crate::core::Color;

/// The roles from least to most valuable, the order in which exchanges use attackers.
const BY_VALUE: [Role; 21] = [
    Role::Pawn,
    Role::Fish,
    Role::Crab,
    Role::Goose,
    Role::Jellyfish,
    Role::Manta,
    Role::Seahorse,
    Role::Dolphin,
    Role::Ship,
    Role::Whale,
    Role::Swordfish,
    Role::Sparrow,
    Role::Falcon,
    Role::Octopus,
    Role::Pegasus,
    Role::Griffin,
    Role::Raven,
    Role::Queen,
    Role::Dragon,
    Role::Sphinx,
    Role::King,
];

impl Aquachess {
    /// `side`'s least valuable piece on `occ` that attacks `target` and is not immobilised
    /// (by the Jellyfish of the position before the exchange): its cell and role.
    fn least_attacker(&self, target: Cell, side: Color, occ: &Levels, frozen: &Levels) -> Option<(Cell, Role)> {
        let t = tables();
        let (tl, tsq) = (level_of(target), square_of(target));
        for role in BY_VALUE {
            for level in 0..3 {
                if !role.may_stand_on(level) {
                    continue;
                }
                let mut cand = self.level(level).pieces(side, role).0
                    & occ[level]
                    & !frozen[level]
                    & t.origins(side, role, level, target);
                while cand != 0 {
                    let sq = cand.trailing_zeros() as usize;
                    cand &= cand - 1;
                    let from = super::types::cell(level, sq);
                    if attacks(t, side, role, from, occ)[tl] & (1 << tsq) != 0 {
                        return Some((from, role));
                    }
                }
            }
        }
        None
    }

    /// Whether `m` wins at least `threshold` after the best sequence of recaptures on its
    /// cell (the swap algorithm of Stockfish's `see_ge`, one attacker at a time).
    pub(super) fn see(&self, m: Move, threshold: i32) -> bool {
        if m.kind() != MoveKind::Normal {
            return self.gain(m) >= threshold;
        }
        let (from, to) = (m.from(), m.to());
        let mut swap = self.piece_at(to).map_or(0, |(_, r)| value(r)) - threshold;
        if swap < 0 {
            return false;
        }
        let Some((_, mover)) = self.piece_at(from) else { return false };
        swap = value(mover) - swap;
        if swap <= 0 {
            return true;
        }
        let mut occ = self.occupied();
        occ[level_of(from)] &= !(1 << square_of(from));
        let frozen = [self.frozen_zone(Color::Black), self.frozen_zone(Color::White)];
        let mut side = self.turn();
        let mut res = true;
        loop {
            side = side.other();
            let Some((cell, role)) = self.least_attacker(to, side, &occ, &frozen[usize::from(side.is_white())]) else {
                break;
            };
            if role == Role::King {
                // The King may only take last.
                let more = self.least_attacker(to, side.other(), &occ, &frozen[usize::from(!side.is_white())]);
                return if more.is_some() { res } else { !res };
            }
            res = !res;
            // A Manta's rifle shot leaves the cell empty: nothing is left there to lose.
            let rifle = role == Role::Manta
                && (level_of(cell) != level_of(to) || tables().wazir[square_of(cell)] & (1 << square_of(to)) != 0);
            swap = if rifle { -swap } else { value(role) - swap };
            if swap < res as i32 {
                break;
            }
            occ[level_of(cell)] &= !(1 << square_of(cell));
            if rifle {
                return res;
            }
        }
        res
    }

    /// Material won at once: the captured piece and a promotion's gain.
    pub(super) fn gain(&self, m: Move) -> i32 {
        let victim = match m.kind() {
            MoveKind::EnPassant => self.piece_at(Aquachess::ep_victim(m.to(), self.turn())),
            _ => self.piece_at(m.to()),
        };
        let promo = m.promotion().map_or(0, |p| value(p) - 100);
        victim.map_or(0, |(_, r)| value(r)) + promo
    }
}
