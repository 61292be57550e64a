//! The kinds of Seachess move and their coordinate tokens (docs/variants/seachess.md, 7.2).

use super::position::Sq;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Action {
    /// A piece moves from `from` to `to`, capturing what stands there: slides, steps, leaps,
    /// boat moves (with a promotion letter on the last rank), surfaced-sub knight moves.
    Ordinary { from: Sq, to: Sq, promo: Option<char> },
    /// A boat captures en passant: it moves to the target square `to`.
    EnPassant { from: Sq, to: Sq },
    /// The commando ship's two-square castling move (the partner moves too).
    Castle { from: Sq, to: Sq },
    /// The cruiser on this square plants a mine under itself.
    Plant(Sq),
    /// The torpedo boat on `from` hits `to`.
    Torpedo { from: Sq, to: Sq },
    /// The carrier on `from` launches, or its aircraft aloft captures, on `to`.
    Aircraft { from: Sq, to: Sq },
    /// The aircraft of the carrier on this square returns.
    Return(Sq),
    /// A surfaced sub dives with a knight jump.
    Dive { from: Sq, to: Sq },
    /// A submerged sub makes a knight jump under water.
    Underwater { from: Sq, to: Sq },
    /// A submerged sub jumps to `to` (or stays, `to == from`) and emerges.
    Emerge { from: Sq, to: Sq },
}

impl Action {
    pub fn token(&self) -> String {
        match *self {
            Action::Ordinary { from, to, promo } => {
                format!("{}{}{}", from.name(), to.name(), promo.map_or(String::new(), String::from))
            }
            Action::EnPassant { from, to } | Action::Castle { from, to } => format!("{}{}", from.name(), to.name()),
            Action::Plant(sq) => format!("M@{}", sq.name()),
            Action::Torpedo { from, to } | Action::Aircraft { from, to } => format!("{}x{}", from.name(), to.name()),
            Action::Return(sq) => format!("{}r", sq.name()),
            Action::Dive { from, to } => format!("{}v{}", from.name(), to.name()),
            Action::Underwater { from, to } => format!("{}u{}", from.name(), to.name()),
            Action::Emerge { from, to } => format!("{}^{}", from.name(), to.name()),
        }
    }
}
