//! The web board's picture of a Quake Chess position (either set): one panel whose grid is
//! the board's current bounding box, with a cell for each of the 46 cells and none for the
//! voids. Cell ids, file and rank labels are the square names of this position, which shift
//! when a move grows or shrinks the box to the west or south; the page redraws from each new
//! picture, so labels and ids always match the tokens. Shades are chequered in the current
//! box: the colour classes stay the same sets of cells (§1.1, ruling Q-COL), only which of
//! the two is drawn dark may flip when the box shifts by one.
//!
//! Ends: a move goes from its cell to its cell, a drop from the hand slot `hand-w-X` /
//! `hand-b-X` to its cell. A quake goes from the king to the leading end of the strip it
//! shifts (the cell beyond which the new cell appears), so "king, then the end of its column
//! or row" pushes that strip that way; when the king is itself the leading end both ends are
//! the king, and the quakes sharing ends are told apart by the page's picker.

use super::fen::{roles_of, square_name};
use super::position::Quake;
use super::types::{Direction, Move, MoveKind, Role, Square, VOID, piece_of, square};
use crate::core::Color;
use crate::core::picture::{Cell, Draw, Hand, Panel, Picture, Piece, Shade, Slot};

const LETTERS: &str = "KPRBNUVWXYZ";

/// The letter of `role` as a static string (the legend's symbol).
fn symbol(role: Role) -> &'static str {
    &LETTERS[role as usize..role as usize + 1]
}

fn drawn(color: Color, role: Role) -> Piece {
    Piece { color, symbol: symbol(role).to_string(), name: role.name().to_string(), badge: String::new() }
}

fn side(color: Color) -> &'static str {
    if color.is_white() { "White" } else { "Black" }
}

/// The id of the hand slot of `color`'s `role`.
fn hand_id(color: Color, role: Role) -> String {
    format!("hand-{}-{}", if color.is_white() { 'w' } else { 'b' }, role.letter())
}

impl Quake {
    /// The cell at the leading end of the strip a quake of the king on `king` shifts.
    fn quake_head(&self, king: Square, direction: Direction) -> Square {
        self.strip_ends(king, direction.offset()).1
    }
}

impl Draw for Quake {
    fn picture(&self) -> Picture {
        let (width, height) = self.extent();
        let mut cells = Vec::with_capacity(super::CELLS);
        for rank in 0..height {
            for file in 0..width {
                let sq = square(file, rank);
                if self.at(sq) == VOID {
                    continue;
                }
                let (x, y) = (file as u32, rank as u32);
                cells.push(Cell {
                    id: square_name(sq),
                    x,
                    y,
                    shade: Shade::of(x, y),
                    piece: piece_of(self.at(sq)).map(|(c, r)| drawn(c, r)),
                    marks: Vec::new(),
                });
            }
        }
        let panel = Panel {
            title: String::new(),
            width: width as u32,
            height: height as u32,
            files: (0..width).map(|f| ((b'a' + f as u8) as char).to_string()).collect(),
            ranks: (1..=height).map(|r| r.to_string()).collect(),
            cells,
        };
        let hands = [Color::White, Color::Black]
            .into_iter()
            .map(|color| Hand {
                title: format!("{}'s hand", side(color)),
                color,
                slots: roles_of(self.set())
                    .iter()
                    .filter(|&&r| self.in_hand(color, r) > 0)
                    .map(|&r| Slot {
                        id: hand_id(color, r),
                        piece: drawn(color, r),
                        count: self.in_hand(color, r) as u32,
                    })
                    .collect(),
            })
            .collect();
        let us = self.turn();
        let notes = vec![
            format!(
                "{} to move{}, move {}",
                side(us),
                if self.is_check() { " (in check)" } else { "" },
                self.fullmoves()
            ),
            format!("Squares are named in the current bounding box ({width}×{height}); names shift with the board"),
        ];
        Picture { panels: vec![panel], hands, notes }
    }

    fn legend(&self) -> Vec<(&'static str, &'static str)> {
        roles_of(self.set()).iter().map(|&r| (symbol(r), r.name())).collect()
    }

    fn move_ends(&self, m: Move) -> (String, String) {
        match m.kind() {
            MoveKind::Normal => (square_name(m.from()), square_name(m.to())),
            MoveKind::Drop(role) => (hand_id(self.turn(), role), square_name(m.to())),
            MoveKind::Quake(d) => (square_name(m.from()), square_name(self.quake_head(m.from(), d))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{MoveList, Rules};
    use crate::variants::Variant;
    use std::collections::HashSet;

    fn pos(variant: Variant, fen: &str) -> Quake {
        Quake::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
    }

    fn find<'a>(p: &'a Picture, id: &str) -> &'a Cell {
        p.panels[0].cells.iter().find(|c| c.id == id).unwrap_or_else(|| panic!("no cell {id}"))
    }

    fn ends(p: &Quake, token: &str) -> (String, String) {
        p.move_ends(p.parse_move(token).unwrap_or_else(|e| panic!("{token}: {e}")))
    }

    fn pair(a: &str, b: &str) -> (String, String) {
        (a.to_string(), b.to_string())
    }

    /// 46 cells with unique ids inside the grid, and every legal move's ends among the ids
    /// (a hand slot of the side to move only as a drop's start).
    fn ends_exist(pos: &Quake) {
        let p = pos.picture();
        let panel = &p.panels[0];
        assert_eq!(panel.cells.len(), 46);
        assert_eq!((panel.files.len(), panel.ranks.len()), (panel.width as usize, panel.height as usize));
        assert!(panel.cells.iter().all(|c| c.x < panel.width && c.y < panel.height));
        let cells: HashSet<&str> = panel.cells.iter().map(|c| c.id.as_str()).collect();
        let slots: HashSet<&str> = p.hands.iter().flat_map(|h| &h.slots).map(|s| s.id.as_str()).collect();
        assert_eq!(cells.len(), 46, "duplicate cell ids");
        assert!(cells.is_disjoint(&slots));
        let mut moves = MoveList::new();
        pos.legal_moves(&mut moves);
        assert!(!moves.is_empty());
        for &m in moves.iter() {
            let (from, to) = pos.move_ends(m);
            let start_ok = match m.kind() {
                MoveKind::Drop(_) => slots.contains(from.as_str()),
                _ => cells.contains(from.as_str()),
            };
            assert!(start_ok, "{}: start {from}", pos.move_text(m));
            assert!(cells.contains(to.as_str()), "{}: end {to}", pos.move_text(m));
        }
    }

    #[test]
    fn start_positions_and_legends() {
        for variant in [Variant::Quake, Variant::QuakeDf] {
            let p = Quake::startpos(variant);
            let pic = p.picture();
            let panel = &pic.panels[0];
            assert_eq!((panel.width, panel.height, panel.cells.len()), (8, 6, 46));
            assert_eq!(panel.files.concat(), "abcdefgh");
            assert_eq!(panel.ranks.concat(), "123456");
            assert!(panel.cells.iter().all(|c| c.id != "a1" && c.id != "h6"), "voids have no cell");
            let king = find(&pic, "e1").piece.as_ref().unwrap();
            assert_eq!((king.symbol.as_str(), king.color), ("K", Color::White));
            assert_eq!(find(&pic, "d6").piece.as_ref().unwrap().color, Color::Black);
            assert_eq!((find(&pic, "b1").shade, find(&pic, "b2").shade), (Shade::Light, Shade::Dark));
            ends_exist(&p);
        }
        let lb = Quake::startpos(Variant::Quake);
        assert_eq!(find(&lb.picture(), "b1").piece.as_ref().unwrap().name, "RN (captures as Rook, moves as Knight)");
        let symbols: Vec<&str> = lb.legend().iter().map(|(s, _)| *s).collect();
        assert_eq!(symbols, ["K", "P", "U", "V", "W", "X", "Y", "Z"]);
        let df = Quake::startpos(Variant::QuakeDf);
        let symbols: Vec<&str> = df.legend().iter().map(|(s, _)| *s).collect();
        assert_eq!(symbols, ["K", "P", "R", "B", "N"]);
        assert_eq!(find(&df.picture(), "b1").piece.as_ref().unwrap().name, "Rook");
    }

    #[test]
    fn quake_ends_and_the_board_after_a_quake() {
        let p = Quake::startpos(Variant::QuakeDf);
        // The king pushes its strip toward the end it clicks; at the leading end itself, in place.
        assert_eq!(ends(&p, "e1qn"), pair("e1", "e6"));
        assert_eq!(ends(&p, "e1qs"), pair("e1", "e1"));
        assert_eq!(ends(&p, "e1qe"), pair("e1", "h1"));
        assert_eq!(ends(&p, "e1qw"), pair("e1", "b1"));
        assert_eq!(ends(&p, "g1f3"), pair("g1", "f3"));
        // After e1qs a rank appears below: the king is on e1 of a 7-rank box, names shifted.
        let after = p.play(p.parse_move("e1qs").unwrap());
        let pic = after.picture();
        assert_eq!((pic.panels[0].width, pic.panels[0].height), (8, 7));
        assert_eq!(pic.panels[0].ranks.last().map(String::as_str), Some("7"));
        assert_eq!(find(&pic, "e1").piece.as_ref().unwrap().symbol, "K");
        assert_eq!(find(&pic, "e2").piece.as_ref().unwrap().symbol, "P");
        assert!(pic.panels[0].cells.iter().all(|c| c.id != "a1"));
        ends_exist(&after);
        // The same after a quake of the other set, east: the box grows a file.
        let lb = Quake::startpos(Variant::Quake);
        let after = lb.play(lb.parse_move("e1qe").unwrap());
        assert_eq!(after.picture().panels[0].width, 9);
        ends_exist(&after);
    }

    #[test]
    fn hands_and_drops() {
        let p = pos(Variant::QuakeDf, "3k3*/8/2p5/5P2/8/*3K3[NP] w");
        let pic = p.picture();
        let white: Vec<(&str, u32)> = pic.hands[0].slots.iter().map(|s| (s.id.as_str(), s.count)).collect();
        assert_eq!(white, [("hand-w-P", 1), ("hand-w-N", 1)]);
        assert!(pic.hands[1].slots.is_empty());
        assert_eq!(ends(&p, "N@b1"), pair("hand-w-N", "b1"));
        ends_exist(&p);
        // Black to move with a hand; then the void board (the void d4 has no cell).
        let p = pos(Variant::Quake, "k6*/3p4/5X2/8/8/*6K[Xp] b");
        let pic = p.picture();
        assert_eq!((pic.hands[0].slots[0].id.as_str(), pic.hands[1].slots[0].id.as_str()), ("hand-w-X", "hand-b-P"));
        assert_eq!(ends(&p, "P@a5"), pair("hand-b-P", "a5"));
        ends_exist(&p);
        let p = pos(Variant::QuakeDf, "3p3*/8/3*2K1/8/8/3k4[P] w");
        assert!(p.picture().panels[0].cells.iter().all(|c| c.id != "d4"));
        ends_exist(&p);
    }

    /// A walk through a game of each set, quakes preferred so the box moves: every
    /// position's moves have their ends in its picture.
    #[test]
    fn ends_exist_along_a_game() {
        for variant in [Variant::Quake, Variant::QuakeDf] {
            let mut p = Quake::startpos(variant);
            for ply in 0..60usize {
                ends_exist(&p);
                let mut moves = MoveList::new();
                p.legal_moves(&mut moves);
                let quakes: Vec<Move> =
                    moves.iter().copied().filter(|m| matches!(m.kind(), MoveKind::Quake(_))).collect();
                let m = if ply % 3 != 2 && !quakes.is_empty() {
                    quakes[ply % quakes.len()]
                } else {
                    moves[(ply * 7) % moves.len()]
                };
                p = p.play(m);
                if p.outcome().is_some() {
                    break;
                }
            }
        }
    }
}
