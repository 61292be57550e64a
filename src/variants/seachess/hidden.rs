//! Hidden mode (§6 of docs/variants/seachess.md): what each player learns. The referee holds
//! the true position; after every ply both players receive the ply's public form and its
//! announced events, and each keeps what it can know of the other's secrets.
//!
//! One function decides what is announced ([`announce`]): it compares the true positions
//! before and after the ply, so every way a mine can vanish or a submarine can surface or
//! sink is caught without listing the rules that cause it. [`Knowledge`] follows which enemy
//! cruisers' loaded flags a player can no longer know, and [`view_fen`] writes a player's view.

use super::board::{Bits, bit, squares, tables};
use super::position::Seachess;
use super::types::{MoveKind, Role};
use super::{Move, fen, notation};
use crate::core::Color;
use std::fmt;

/// Something both players are told after a ply, with its square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A mine exploded (`!me5`): whatever reached the square died with it.
    Mine(u8),
    /// A submerged submarine surfaced (`!sf6`), by sonar or by its timer, taking the piece
    /// above it if there was one.
    Surfaced(u8),
    /// A submerged submarine was destroyed (`!xd4`): by a destroyer landing on it, a mine
    /// planted over it, or surfacing under a commando ship.
    SubLost(u8),
    /// The side to move is in check (`!+`), hidden checks by submarines included.
    Check,
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = tables();
        match *self {
            Event::Mine(sq) => write!(f, "!m{}", t.name(sq)),
            Event::Surfaced(sq) => write!(f, "!s{}", t.name(sq)),
            Event::SubLost(sq) => write!(f, "!x{}", t.name(sq)),
            Event::Check => f.write_str("!+"),
        }
    }
}

/// A ply as both players learn it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Announcement {
    /// The move as the opponent sees it: the token for visible moves, `??` for a mine plant
    /// or an underwater move, `d5v??` for a dive from d5, `??^f6` for emerging on f6.
    pub public: String,
    /// What happened, in order: explosions, surfacings, losses, then check.
    pub events: Vec<Event>,
}

impl fmt::Display for Announcement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.public)?;
        self.events.iter().try_for_each(|e| write!(f, "{e}"))
    }
}

/// Whether the opponent of the mover sees nothing of where `m` happened.
pub fn is_hidden(m: Move) -> bool {
    matches!(m.kind(), MoveKind::Plant | MoveKind::Underwater | MoveKind::Dive | MoveKind::Emerge)
}

/// What both players learn from the ply `m` that turned `before` into `after` (the true
/// positions).
pub fn announce(before: &Seachess, m: Move, after: &Seachess) -> Announcement {
    let t = tables();
    let public = match m.kind() {
        MoveKind::Plant | MoveKind::Underwater => "??".to_string(),
        MoveKind::Dive => format!("{}v??", t.name(m.from())),
        MoveKind::Emerge => format!("??^{}", t.name(m.to())),
        _ => notation::token(m),
    };
    let mut events: Vec<Event> = squares(before.all_mines() & !after.all_mines()).map(Event::Mine).collect();
    // A submarine the mover moved on or up is not an event: its move says what is public.
    let moving = match m.kind() {
        MoveKind::Underwater | MoveKind::Emerge => bit(m.from()),
        _ => 0,
    };
    // ...unless sonar brings it up where it arrives.
    if matches!(m.kind(), MoveKind::Dive | MoveKind::Underwater) {
        let us = before.turn();
        if after.pieces(us, Role::Sub) & !before.pieces(us, Role::Sub) & bit(m.to()) != 0 {
            events.push(Event::Surfaced(m.to()));
        }
    }
    let mut lost = Vec::new();
    for color in [Color::White, Color::Black] {
        let gone = before.submerged(color) & !after.submerged(color) & !moving;
        for sq in squares(gone) {
            let surfaced =
                after.pieces(color, Role::Sub) & bit(sq) != 0 && before.pieces(color, Role::Sub) & bit(sq) == 0;
            if surfaced {
                events.push(Event::Surfaced(sq));
            } else if after.all_mines() & bit(sq) == 0 && !events.contains(&Event::Mine(sq)) {
                lost.push(Event::SubLost(sq));
            }
        }
    }
    events.sort_by_key(|e| match *e {
        Event::Mine(s) => (0, s),
        Event::Surfaced(s) => (1, s),
        _ => (2, 0),
    });
    lost.sort_by_key(|e| if let Event::SubLost(s) = *e { s } else { 0 });
    events.extend(lost);
    if after.is_check() {
        events.push(Event::Check);
    }
    Announcement { public, events }
}

/// What one player cannot know of the other's visible pieces: which enemy cruisers' loaded
/// flags are unknown (a hidden move may have been a plant by any of them).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Knowledge {
    /// Squares of enemy cruisers whose loaded flag is unknown.
    pub unknown_cruisers: Bits,
}

impl Knowledge {
    /// Updates what `viewer` knows after the ply `m` turned `before` into `after`.
    pub fn observe(&mut self, viewer: Color, before: &Seachess, m: Move, after: &Seachess) {
        let them = viewer.other();
        let was = before.pieces(them, Role::Cruiser);
        let now = after.pieces(them, Role::Cruiser);
        // Follow cruisers that moved (a move or castling moves at most one).
        let (left, arrived) = (was & !now, now & !was);
        let mut unknown = self.unknown_cruisers & now;
        if left.count_ones() == 1 && arrived.count_ones() == 1 && self.unknown_cruisers & left != 0 {
            // A cruiser that reaches its haven reloads, which everyone sees.
            if tables().haven[them as usize] & arrived == 0 {
                unknown |= arrived;
            }
        }
        if before.turn() == them && matches!(m.kind(), MoveKind::Plant | MoveKind::Underwater) {
            // `??`: a plant by some cruiser that may have been loaded, or an underwater move.
            let candidates = squares(was).filter(|&s| before.loaded(s) || self.unknown_cruisers & bit(s) != 0);
            let candidates: Bits = candidates.fold(0, |set, s| set | bit(s));
            if before.submerged(them) == 0 && candidates.count_ones() == 1 {
                unknown &= !candidates; // it can only have been that cruiser's plant
            } else {
                unknown |= candidates & now;
            }
        }
        self.unknown_cruisers = unknown;
    }
}

/// The position as `viewer` sees it (§7.1's view FEN).
pub fn view_fen(pos: &Seachess, viewer: Color, knowledge: &Knowledge) -> String {
    fen::write_view(pos, viewer, knowledge.unknown_cruisers)
}

/// The true position with `viewer`'s opponent's secrets (mines, submerged subs) taken away:
/// what `viewer` could know for certain. A move illegal even here is illegal in every
/// position `viewer` could believe in.
pub fn seen_by(pos: &Seachess, viewer: Color) -> Option<Seachess> {
    let text = fen::write(pos);
    let mut fields: Vec<String> = text.split(' ').map(str::to_string).collect();
    let (mine, sub) = if viewer.is_white() { ('M', 'S') } else { ('m', 's') };
    for (i, letter) in [(6, mine), (7, sub)] {
        let kept: Vec<&str> = fields[i].split(',').filter(|t| t.starts_with(letter)).collect();
        fields[i] = if kept.is_empty() { "-".into() } else { kept.join(",") };
    }
    fen::read(&fields.join(" ")).ok()
}
