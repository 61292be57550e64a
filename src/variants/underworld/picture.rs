//! The web board's picture of an Underworld Chess position: the World and the Underworld
//! side by side, as the diagram has them, with cells `W-e4` / `U-e4`. Move tokens name no
//! board (the slot implies it), so a move's ends get the prefix of the board of the current
//! sub-turn. The pools of permanently captured pieces are hands no move starts from; a
//! captured Underworld King waiting to be placed is a slot of its own, where placements start.
//! The pass `0000` has no ends: the page offers it as a button.

use super::position::{CASTLE_BK, CASTLE_BQ, CASTLE_WK, CASTLE_WQ, Underworld};
use super::types::{Move, MoveKind, Plane, Role};
use crate::core::Color;
use crate::core::picture::{Draw, Hand, Picture, Slot};
use crate::variants::board8::{self, PieceRole};

/// The names of the pieces, by role; a King is an Underworld King on the Underworld, a
/// different piece (it can be captured and is placed again).
fn name(plane: Plane, role: Role) -> &'static str {
    match (plane, role) {
        (Plane::Underworld, Role::King) => "Underworld King",
        _ => ["Pawn", "Knight", "Bishop", "Rook", "Queen", "King"][role as usize],
    }
}

/// The cell id prefix of a board.
fn prefix(plane: Plane) -> String {
    format!("{}-", plane.letter())
}

fn side(color: Color) -> &'static str {
    if color.is_white() { "White" } else { "Black" }
}

fn side_letter(color: Color) -> char {
    if color.is_white() { 'w' } else { 'b' }
}

/// The id of the slot holding `color`'s captured Underworld King while it waits to be placed.
fn waiting_king(color: Color) -> String {
    format!("place-{}-K", side_letter(color))
}

impl Draw for Underworld {
    fn picture(&self) -> Picture {
        let panels = [Plane::World, Plane::Underworld]
            .into_iter()
            .map(|plane| {
                let board = self.board(plane);
                board8::panel(plane.name(), &prefix(plane), |sq| {
                    board.piece_at(sq).map(|(c, r)| board8::drawn(c, r, name(plane, r)))
                })
            })
            .collect();
        let mut hands: Vec<Hand> = [Color::White, Color::Black]
            .into_iter()
            .map(|color| Hand {
                title: format!("{}'s pool", side(color)),
                color,
                slots: Role::CAPTURABLE
                    .iter()
                    .filter(|&&r| self.pooled(color, r) > 0)
                    .map(|&r| Slot {
                        id: format!("pool-{}-{}", side_letter(color), r.upper()),
                        piece: board8::drawn(color, r, name(Plane::World, r)),
                        count: self.pooled(color, r) as u32,
                    })
                    .collect(),
            })
            .collect();
        let slot = self.slot();
        let us = slot.color();
        if slot.is_placement() {
            hands.push(Hand {
                title: format!("{}'s Underworld King to place", side(us)),
                color: us,
                slots: vec![Slot {
                    id: waiting_king(us),
                    piece: board8::drawn(us, Role::King, name(Plane::Underworld, Role::King)),
                    count: 1,
                }],
            });
        }
        let turn = match slot.plane() {
            Some(plane) => format!("{} to move on the {} (slot {})", side(us), plane.name(), slot.cycle_index()),
            None => format!("{} to place the captured Underworld King", side(us)),
        };
        let mut notes = vec![format!("{turn}, move {}", self.fullmove_number())];
        let rights = self.castling_rights();
        let castling: String = [('K', CASTLE_WK), ('Q', CASTLE_WQ), ('k', CASTLE_BK), ('q', CASTLE_BQ)]
            .into_iter()
            .filter(|(_, bit)| rights & bit != 0)
            .map(|(c, _)| c)
            .collect();
        notes.push(format!("Castling (World): {}", if castling.is_empty() { "none" } else { &castling }));
        for plane in [Plane::World, Plane::Underworld] {
            if let Some(ep) = self.ep_square(plane) {
                notes.push(format!("En passant on the {}: {ep}", plane.name()));
            }
            if !self.board(plane).is_active() {
                notes.push(format!("The {} holds only Kings: its sub-turns are skipped", plane.name()));
            }
        }
        Picture { panels, hands, notes }
    }

    fn legend(&self) -> Vec<(&'static str, &'static str)> {
        vec![
            ("K", "King"),
            ("K", "Underworld King"),
            ("Q", "Queen"),
            ("R", "Rook"),
            ("B", "Bishop"),
            ("N", "Knight"),
            ("P", "Pawn"),
        ]
    }

    /// Castling is already the King's two-square move; a King-takes-King capture is the
    /// King's move whatever returns (the returns share the ends and get a picker), and so
    /// are the promotions.
    fn move_ends(&self, m: Move) -> (String, String) {
        let slot = self.slot();
        match (m.kind(), slot.plane()) {
            (MoveKind::Pass, _) => (String::new(), String::new()),
            (MoveKind::Placement, _) | (_, None) => {
                (waiting_king(slot.color()), format!("{}{}", prefix(Plane::Underworld), m.to()))
            }
            (_, Some(plane)) => {
                let p = prefix(plane);
                (format!("{p}{}", m.from()), format!("{p}{}", m.to()))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::types::Slot as Ply;
    use super::*;
    use crate::core::picture::Cell;
    use crate::core::{MoveList, Rules};
    use crate::variants::Variant;
    use std::collections::HashSet;

    fn pos(fen: &str) -> Underworld {
        Underworld::from_fen(Variant::Underworld, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
    }

    fn find<'a>(p: &'a Picture, id: &str) -> &'a Cell {
        p.panels.iter().flat_map(|panel| &panel.cells).find(|c| c.id == id).unwrap_or_else(|| panic!("no cell {id}"))
    }

    /// Every legal move's ends are ids of the picture (a cell, or a slot for the start), the
    /// pass has none, and the ids are unique; the number of legal moves.
    fn ends_exist(pos: &Underworld) -> usize {
        let p = pos.picture();
        let cells: Vec<&str> = p.panels.iter().flat_map(|panel| &panel.cells).map(|c| c.id.as_str()).collect();
        let slots: Vec<&str> = p.hands.iter().flat_map(|h| &h.slots).map(|s| s.id.as_str()).collect();
        let all: HashSet<&str> = cells.iter().chain(&slots).copied().collect();
        assert_eq!(all.len(), cells.len() + slots.len(), "duplicate ids");
        let cells: HashSet<&str> = cells.into_iter().collect();
        let mut moves = MoveList::new();
        pos.legal_moves(&mut moves);
        for &m in moves.iter() {
            let (from, to) = pos.move_ends(m);
            if m.kind() == MoveKind::Pass {
                assert_eq!((from.as_str(), to.as_str()), ("", ""));
                continue;
            }
            assert!(all.contains(from.as_str()), "{}: start {from}", pos.move_text(m));
            assert!(cells.contains(to.as_str()), "{}: end {to}", pos.move_text(m));
        }
        moves.len()
    }

    #[test]
    fn start_position() {
        let p = Underworld::startpos(Variant::Underworld);
        let pic = p.picture();
        assert_eq!(pic.panels.len(), 2);
        assert_eq!((pic.panels[0].title.as_str(), pic.panels[1].title.as_str()), ("World", "Underworld"));
        assert_eq!(pic.panels.iter().map(|panel| panel.cells.len()).sum::<usize>(), 128);
        let king = find(&pic, "W-e1").piece.as_ref().unwrap();
        assert_eq!((king.symbol.as_str(), king.name.as_str(), king.color), ("K", "King", Color::White));
        let uk = find(&pic, "U-e8").piece.as_ref().unwrap();
        assert_eq!((uk.name.as_str(), uk.color), ("Underworld King", Color::Black));
        assert!(find(&pic, "U-e2").piece.is_none());
        assert_eq!(find(&pic, "W-d8").piece.as_ref().unwrap().name, "Queen");
        assert!(pic.hands.iter().all(|h| h.slots.is_empty()));
        assert!(pic.notes[0].starts_with("White to move on the World (slot 0), move 1"));
        assert_eq!(ends_exist(&p), 20);
        let m = p.parse_move("e2e4").unwrap();
        assert_eq!(p.move_ends(m), ("W-e2".to_string(), "W-e4".to_string()));
    }

    #[test]
    fn underworld_sub_turn_pool_and_pass() {
        // TR-A: Black on the Underworld; the World's castling and a capture behind it.
        let p = pos("r1bqkbnr/1pp2ppp/p1p5/4p3/4P3/5N2/PPPP1PPP/RNBQK2R|4k1n1/8/8/8/8/8/8/4KB2 b U KQkq - - - 0 4");
        let m = p.parse_move("g8f6").unwrap();
        assert_eq!(p.move_ends(m), ("U-g8".to_string(), "U-f6".to_string()));
        assert!(p.picture().notes.iter().any(|n| n == "Castling (World): KQkq"));
        ends_exist(&p);
        // U14: the only move is the pass; the pool shows on the page.
        let p = pos("4k3/8/8/8/8/8/P7/4K3|1r5k/8/8/8/8/8/7r/K7 w U - - - Rn 0 20");
        assert_eq!(ends_exist(&p), 1);
        let pic = p.picture();
        let white = &pic.hands[0];
        assert_eq!(white.title, "White's pool");
        assert_eq!((white.slots[0].id.as_str(), white.slots[0].count), ("pool-w-R", 1));
        assert_eq!(pic.hands[1].slots[0].id, "pool-b-N");
    }

    #[test]
    fn king_takes_king_and_placement() {
        let p = pos("4k3/8/8/8/8/8/P7/4K3|8/8/8/8/3k4/4K3/8/1n5R b U - - - r 0 20");
        let returns: Vec<Move> = ["d4e3:b1", "d4e3:R"].iter().map(|t| p.parse_move(t).unwrap()).collect();
        for &m in &returns {
            assert_eq!(p.move_ends(m), ("U-d4".to_string(), "U-e3".to_string()));
        }
        ends_exist(&p);
        let after = p.play(returns[0]);
        assert_eq!(after.slot(), Ply::WhitePlacement);
        let pic = after.picture();
        let waiting = pic.hands.iter().find(|h| h.title == "White's Underworld King to place").unwrap();
        assert_eq!(waiting.slots[0].id, "place-w-K");
        assert!(pic.notes[0].starts_with("White to place the captured Underworld King, move 20"));
        assert_eq!(ends_exist(&after), 7);
        let m = after.parse_move("K@d1").unwrap();
        assert_eq!(after.move_ends(m), ("place-w-K".to_string(), "U-d1".to_string()));
    }

    #[test]
    fn castling_and_en_passant() {
        let p = pos("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R|4k1n1/8/8/8/8/8/8/4KB2 w W KQkq - - - 0 10");
        let m = p.parse_move("e1g1").unwrap();
        assert_eq!(p.move_ends(m), ("W-e1".to_string(), "W-g1".to_string()));
        ends_exist(&p);
        let after = p.play(p.parse_move("e2e4").unwrap());
        assert!(after.picture().notes.iter().any(|n| n == "En passant on the World: e3"));
        ends_exist(&after);
    }

    /// A walk through a game, captures preferred so the Underworld fills: every position's
    /// moves have their ends in its picture.
    #[test]
    fn ends_exist_along_a_game() {
        let mut p = Underworld::startpos(Variant::Underworld);
        for ply in 0..150usize {
            if p.outcome().is_some() {
                break;
            }
            ends_exist(&p);
            let mut moves = MoveList::new();
            p.legal_moves(&mut moves);
            let m = moves.iter().copied().find(|&m| p.is_capture(m)).unwrap_or(moves[(ply * 7) % moves.len()]);
            p = p.play(m);
        }
    }
}
