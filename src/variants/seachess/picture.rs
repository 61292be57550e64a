//! The web board's picture of an open-mode Seachess position: the 128 squares on a 12×12
//! grid (the 16 holes have no cell), the havens shaded apart, each piece's state as a badge,
//! mines and submerged submarines as marks on their cells.
//!
//! Every move starts on the square of the piece that acts and ends where it goes or strikes,
//! which are exactly the two squares of its token (§7.2): a mine plant, an aircraft's return
//! and an emergence in place stay on their square. A surfaced submarine's jump and its dive to
//! the same square, or a submerged one's underwater move and its emergence there, share their
//! ends, and the board offers the choice by SAN.

use super::board::{bit, tables};
use super::position::Seachess;
use super::types::{Move, Role};
use crate::core::picture::{Cell, Draw, Mark, Panel, Picture, Piece, Shade};
use crate::core::{Color, Rules};

/// The rules' names of the pieces, by role (§2).
fn name(role: Role) -> &'static str {
    ["Commando ship", "Cruiser", "Torpedo boat", "Submarine", "Destroyer", "Aircraft carrier", "Boat"][role as usize]
}

/// What SeaFEN writes in braces, as a short badge: the torpedo boat's facing (always shown,
/// since it decides where it fires) with `-` when unloaded, `-` on an unloaded cruiser,
/// `air` on a carrier whose aircraft is aloft, `V<n>` on a surfaced submarine seen n turns.
fn badge(pos: &Seachess, role: Role, sq: u8) -> String {
    let unloaded = if pos.loaded(sq) { "" } else { "-" };
    match role {
        Role::Cruiser => unloaded.to_string(),
        Role::Torpedo => format!("{}{unloaded}", pos.facing(sq).char()),
        Role::Sub if pos.visible_turns(sq) > 0 => format!("V{}", pos.visible_turns(sq)),
        Role::Carrier if pos.aloft(sq) => "air".to_string(),
        _ => String::new(),
    }
}

fn side(color: Color) -> &'static str {
    if color.is_white() { "White" } else { "Black" }
}

impl Draw for Seachess {
    fn picture(&self) -> Picture {
        let t = tables();
        let haven = t.haven[0] | t.haven[1];
        let mut cells = Vec::with_capacity(128);
        for y in 0..12u32 {
            for x in 0..12u32 {
                let Some(sq) = t.square(x as i32, y as i32) else { continue };
                let b = bit(sq);
                let piece = self.piece_at(sq).map(|(color, role)| Piece {
                    color,
                    symbol: role.upper().to_string(),
                    name: name(role).to_string(),
                    badge: badge(self, role, sq),
                });
                let mut marks = Vec::new();
                for color in [Color::White, Color::Black] {
                    if self.mines_of(color) & b != 0 {
                        marks.push(Mark { kind: "mine".into(), color, text: String::new() });
                    }
                    if self.submerged(color) & b != 0 {
                        marks.push(Mark { kind: "sub".into(), color, text: format!("R{}", self.sub_r(color, sq)) });
                    }
                }
                let shade = if haven & b != 0 { Shade::Haven } else { Shade::of(x, y) };
                cells.push(Cell { id: t.name(sq), x, y, shade, piece, marks });
            }
        }
        let panel = Panel {
            title: String::new(),
            width: 12,
            height: 12,
            files: (b'a'..=b'l').map(|f| (f as char).to_string()).collect(),
            ranks: (1..=12).map(|r| r.to_string()).collect(),
            cells,
        };
        Picture { panels: vec![panel], hands: Vec::new(), notes: self.notes() }
    }

    fn legend(&self) -> Vec<(&'static str, &'static str)> {
        Role::ALL.iter().map(|&r| (&"KCTSDAB"[r as usize..r as usize + 1], name(r))).collect()
    }

    /// The two squares of the token: castling is the commando ship's own two-square move.
    fn move_ends(&self, m: Move) -> (String, String) {
        let t = tables();
        (t.name(m.from()), t.name(m.to()))
    }
}

impl Seachess {
    /// The lines of state a diagram shows besides the board, only those that apply.
    fn notes(&self) -> Vec<String> {
        let t = tables();
        let us = self.turn();
        let mut notes = vec![format!("{} to move{}", side(us), if self.is_check() { " (in check)" } else { "" })];
        // Rights bits C T c t = 1 2 4 8; O-O is with the torpedo boat, O-O-O with the cruiser.
        let rights = self.castling_rights();
        let castling: Vec<String> = [(Color::White, 0), (Color::Black, 2)]
            .into_iter()
            .filter_map(|(color, shift)| {
                let r = rights >> shift;
                let sides: Vec<&str> =
                    [(2, "O-O"), (1, "O-O-O")].into_iter().filter(|&(b, _)| r & b != 0).map(|(_, s)| s).collect();
                (!sides.is_empty()).then(|| format!("{} {}", side(color), sides.join(" ")))
            })
            .collect();
        if !castling.is_empty() {
            notes.push(format!("Castling: {}", castling.join(", ")));
        }
        if let Some(ep) = self.ep_square() {
            notes.push(format!("En passant: {}", t.name(ep)));
        }
        for color in [Color::White, Color::Black] {
            if let Some(c) = self.flying_carrier(color) {
                notes.push(format!("{}'s aircraft aloft (carrier on {})", side(color), t.name(c)));
            }
        }
        if self.halfmove_clock() > 0 {
            notes.push(format!("Plies without a boat move or removal: {} of 100", self.halfmove_clock()));
        }
        notes
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variants::Variant;

    fn cell<'a>(p: &'a Picture, id: &str) -> &'a Cell {
        p.cell(id).unwrap_or_else(|| panic!("no cell {id}"))
    }

    fn ends_exist(pos: &Seachess) {
        crate::core::picture::assert_move_ends_exist(pos);
    }

    #[test]
    fn start_position() {
        let pos = Seachess::startpos(Variant::Seachess);
        let p = pos.picture();
        assert_eq!(p.panels.len(), 1);
        assert_eq!(p.panels[0].cells.len(), 128);
        assert_eq!(p.panels[0].files.len(), 12);
        assert_eq!(p.panels[0].ranks[11], "12");
        assert!(p.panels[0].cells.iter().all(|c| c.id != "a1" && c.id != "l12"));
        let g1 = cell(&p, "g1").piece.as_ref().expect("commando ship");
        assert_eq!((g1.color, g1.symbol.as_str(), g1.name.as_str()), (Color::White, "K", "Commando ship"));
        let j12 = cell(&p, "j12").piece.as_ref().expect("torpedo boat");
        assert_eq!((j12.color, j12.name.as_str(), j12.badge.as_str()), (Color::Black, "Torpedo boat", "s"));
        assert_eq!(cell(&p, "f1").piece.as_ref().map(|x| x.name.as_str()), Some("Aircraft carrier"));
        assert_eq!(cell(&p, "c11").piece.as_ref().map(|x| x.name.as_str()), Some("Boat"));
        assert_eq!(cell(&p, "e2").shade, Shade::Haven);
        assert_eq!(cell(&p, "a3").shade, Shade::of(0, 2));
        assert_eq!(p.notes, vec!["White to move", "Castling: White O-O O-O-O, Black O-O O-O-O"]);
        assert_eq!(pos.legend().len(), 7);
        ends_exist(&pos);
    }

    #[test]
    fn mines_submarines_and_state() {
        let pos = Seachess::from_fen(Variant::Seachess, "4k3/8/12/12/12/6d5/4b7/2c9/3B8/12/8/4K3 w - - 0 1 Mf8 Se6:2")
            .expect("SeaFEN");
        let p = pos.picture();
        assert_eq!(cell(&p, "f8").marks, vec![Mark { kind: "mine".into(), color: Color::White, text: String::new() }]);
        let e6 = cell(&p, "e6");
        assert_eq!(e6.marks, vec![Mark { kind: "sub".into(), color: Color::White, text: "R2".into() }]);
        assert_eq!(e6.piece.as_ref().map(|x| (x.color, x.name.as_str())), Some((Color::Black, "Boat")));
        ends_exist(&pos);

        let busy = "c{-}s{8}dakd1t{e-}/bbb1bbbb/12/5s{3}6/12/3D8/12/4B7/6A{f}5/12/BBB1BB1B/C1D1KDST w Tc - 4 12 \
                    Me6,md7 Sf6:1,sh4:3";
        let pos = Seachess::from_fen(Variant::Seachess, busy).expect("SeaFEN");
        let p = pos.picture();
        let badge = |id: &str| cell(&p, id).piece.as_ref().map(|x| x.badge.clone()).unwrap_or_default();
        assert_eq!((badge("c12").as_str(), badge("d12").as_str(), badge("j12").as_str()), ("-", "V8", "e-"));
        assert_eq!(badge("g4"), "air");
        assert_eq!(cell(&p, "h4").marks[0].text, "R3");
        assert!(p.notes.contains(&"White's aircraft aloft (carrier on g4)".to_string()), "{:?}", p.notes);
        assert!(p.notes.contains(&"Castling: White O-O, Black O-O-O".to_string()), "{:?}", p.notes);
        ends_exist(&pos);

        // A submerged sub's moves (underwater, emerging, in place) and en passant.
        for fen in [
            "4k3/8/12/12/7b4/12/12/12/12/2D9/8/4K3 w - - 0 1 - Se5:1",
            "4k3/8/12/12/12/12/4B7/5b6/3b8/12/8/4K3 b - e3 0 1 - -",
            "4k3/8/12/12/12/12/12/12/12/12/8/C3K2T w CT - 0 1 - -",
        ] {
            ends_exist(&Seachess::from_fen(Variant::Seachess, fen).expect("SeaFEN"));
        }
    }
}
