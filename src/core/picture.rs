//! What a board looks like, described as data: the web board (`nereid serve`) draws any
//! variant from this alone, so no variant's rules or geometry live in the browser.
//!
//! A picture is one or more panels (a board, a level, a world) of cells placed on a grid,
//! pieces on some cells, marks (a mine, a submerged submarine) on others, hands of pieces
//! waiting to be dropped or gated, and lines of state. Moves are given by their two ends,
//! a cell id or a hand slot id, so a click on one end and then the other picks the move.

use super::{Color, Rules};
use serde::Serialize;

/// The picture of a position.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Picture {
    /// The boards or levels, drawn side by side in this order.
    pub panels: Vec<Panel>,
    /// Pieces in hand or in a pool, drawn beside the panels.
    pub hands: Vec<Hand>,
    /// One line per fact a diagram shows besides the pieces (castling, e.p., sub-turn...).
    pub notes: Vec<String>,
}

impl Picture {
    /// The cell with this id.
    pub fn cell(&self, id: &str) -> Option<&Cell> {
        self.panels.iter().flat_map(|panel| &panel.cells).find(|c| c.id == id)
    }
}

/// Checks a variant's picture against its moves: cell and hand slot ids are unique, and both
/// ends of every legal move are among them. Panics, naming the move, where they are not.
#[cfg(test)]
pub fn assert_move_ends_exist<P: Draw>(pos: &P) {
    let p = pos.picture();
    let cells = p.panels.iter().flat_map(|panel| &panel.cells).map(|c| c.id.as_str());
    let ids: Vec<&str> = cells.chain(p.hands.iter().flat_map(|h| &h.slots).map(|s| s.id.as_str())).collect();
    let set: std::collections::HashSet<&str> = ids.iter().copied().collect();
    assert_eq!(set.len(), ids.len(), "duplicate ids");
    let mut moves = super::MoveList::new();
    pos.legal_moves(&mut moves);
    assert!(!moves.is_empty());
    for &m in moves.iter() {
        let (a, b) = pos.move_ends(m);
        assert!(set.contains(a.as_str()) && set.contains(b.as_str()), "{} -> {a} {b}", pos.move_text(m));
    }
}

/// One board of cells.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Panel {
    /// Its name ("Sea", "Underworld"), empty when the variant has one board.
    pub title: String,
    /// Grid width and height in cells; cells outside the shape are simply absent.
    pub width: u32,
    /// Grid height.
    pub height: u32,
    /// File labels along the bottom, one per column (empty strings where none).
    pub files: Vec<String>,
    /// Rank labels along the left side, one per row from the bottom.
    pub ranks: Vec<String>,
    /// The cells.
    pub cells: Vec<Cell>,
}

/// One cell: where it is drawn, what kind of square it is and what stands on it.
#[derive(Clone, Debug, Serialize)]
pub struct Cell {
    /// Unique across the picture; the ends of moves name these (a square name, with a
    /// board prefix where a variant has several boards).
    pub id: String,
    /// Column from the left, 0-based.
    pub x: u32,
    /// Row from the bottom, 0-based.
    pub y: u32,
    /// The square's colour or kind.
    pub shade: Shade,
    /// The piece on it.
    pub piece: Option<Piece>,
    /// Things on the cell that are not pieces.
    pub marks: Vec<Mark>,
}

/// How a cell is coloured.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Shade {
    /// A light square.
    Light,
    /// A dark square.
    Dark,
    /// A haven (Seachess): a home square where torpedoes reload.
    Haven,
}

impl Shade {
    /// The chequered shade of the cell at `x`, `y` (a1 dark).
    pub fn of(x: u32, y: u32) -> Shade {
        if (x + y).is_multiple_of(2) { Shade::Dark } else { Shade::Light }
    }
}

/// A piece as drawn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Piece {
    /// Its owner.
    #[serde(serialize_with = "color_name")]
    pub color: Color,
    /// Which symbol to draw: the variant's piece letter in upper case (`K`, `H`, `A`...).
    pub symbol: String,
    /// The piece's name, for labels and the legend.
    pub name: String,
    /// A small text drawn on the piece (a counter, a facing, "aloft"); empty: none.
    pub badge: String,
}

/// Something on a cell that is not a piece.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Mark {
    /// What it is: "mine", "sub" (a submerged submarine), "unknown-sub" (one of several
    /// places an unseen submarine may be).
    pub kind: String,
    /// Whose it is.
    #[serde(serialize_with = "color_name")]
    pub color: Color,
    /// A small text (a submarine's surfacing counter); empty: none.
    pub text: String,
}

/// Pieces off the board that one side may bring in.
#[derive(Clone, Debug, Serialize)]
pub struct Hand {
    /// What this hand is ("White's hand", "Black's pool").
    pub title: String,
    /// Its owner.
    #[serde(serialize_with = "color_name")]
    pub color: Color,
    /// The slots, one per piece kind.
    pub slots: Vec<Slot>,
}

/// One kind of piece in a hand.
#[derive(Clone, Debug, Serialize)]
pub struct Slot {
    /// Unique across the picture: moves that bring this piece in start here.
    pub id: String,
    /// The piece.
    pub piece: Piece,
    /// How many.
    pub count: u32,
}

/// A legal move as the web board offers it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BoardMove {
    /// Its coordinate text, sent back when the person picks it.
    pub token: String,
    /// Its SAN, shown where several moves share their two ends.
    pub san: String,
    /// Where it starts: a cell or hand slot id.
    pub from: String,
    /// Where it ends: a cell id.
    pub to: String,
}

/// A variant that can be drawn: the picture of a position and the two ends of each move.
pub trait Draw: Rules {
    /// The picture of this position.
    fn picture(&self) -> Picture;
    /// Every piece kind of the variant: its symbol and name, for the legend.
    fn legend(&self) -> Vec<(&'static str, &'static str)>;
    /// Where the legal move `m` starts (a cell or hand slot id) and ends (a cell id). A move
    /// that stays on its square (a return, an emergence in place) has the same two ends.
    fn move_ends(&self, m: Self::Move) -> (String, String);
}

fn color_name<S: serde::Serializer>(c: &Color, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(if c.is_white() { "white" } else { "black" })
}
