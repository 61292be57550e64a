//! What the search asks beyond the rules: the material a move wins at once (captures by
//! moving, shooting or emerging, submerged subs caught by a destroyer or a plant, a piece
//! lost on a mine, promotion) and the value of the piece put at risk (MVV-LVA).

use super::board::bit;
use super::eval::value;
use super::position::Seachess;
use super::types::{Move, MoveKind, Role};

impl Seachess {
    /// Material won at once by `m` (may be negative: a piece walking onto a mine).
    pub(super) fn gain(&self, m: Move) -> i32 {
        let us = self.turn();
        let them = us.other();
        let (from, to) = (m.from(), m.to());
        let enemy_on_to = self.ours(them) & bit(to) != 0;
        let victim = if enemy_on_to { self.role_at(to).map_or(0, value) } else { 0 };
        let mined = self.all_mines() & bit(to) != 0;
        match m.kind() {
            MoveKind::Normal | MoveKind::Promotion => {
                let mover = self.role_at(from).map_or(0, value);
                let promotion = m.promotion_role().map_or(0, |p| value(p) - value(Role::Boat));
                let sub = if self.role_at(from) == Some(Role::Destroyer) && self.submerged(them) & bit(to) != 0 {
                    value(Role::Sub)
                } else {
                    0
                };
                victim + sub + if mined { -mover } else { promotion }
            }
            MoveKind::EnPassant => value(Role::Boat),
            MoveKind::Torpedo | MoveKind::Air | MoveKind::Emerge => victim,
            MoveKind::Plant => {
                value(Role::Sub)
                    * ((self.submerged(them) & bit(from) != 0) as i32 - (self.submerged(us) & bit(from) != 0) as i32)
            }
            MoveKind::Dive | MoveKind::Underwater if mined => -value(Role::Sub),
            _ => 0,
        }
    }

    /// The value of the piece that moves (0 for shots: the shooter stays out of reach).
    pub(super) fn mover(&self, m: Move) -> i32 {
        match m.kind() {
            MoveKind::Torpedo | MoveKind::Air | MoveKind::Return | MoveKind::Plant => 0,
            MoveKind::Underwater | MoveKind::Emerge | MoveKind::Dive => value(Role::Sub),
            _ => self.role_at(m.from()).map_or(0, value),
        }
    }

    /// Whether `m` removes an enemy piece by itself.
    pub(super) fn captures(&self, m: Move) -> bool {
        let them = self.turn().other();
        let to = m.to();
        match m.kind() {
            MoveKind::EnPassant | MoveKind::Torpedo | MoveKind::Air => true,
            MoveKind::Normal | MoveKind::Promotion => {
                self.ours(them) & bit(to) != 0
                    || (self.role_at(m.from()) == Some(Role::Destroyer) && self.submerged(them) & bit(to) != 0)
            }
            MoveKind::Emerge => self.ours(them) & bit(to) != 0,
            MoveKind::Plant => self.submerged(them) & bit(to) != 0,
            _ => false,
        }
    }
}
