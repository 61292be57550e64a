//! The web board's picture of an Aquachess position: three 8×8 panels, Sea, Waves and Air,
//! drawn side by side as the diagram has them. Cell ids are the AQM cell names (`e4s`, `e4w`,
//! `e4a`), so every move's ends are the two cells of its token; a Manta's rifle capture
//! goes from the Manta to its victim, en passant to the cell passed over. Pieces held by an
//! enemy Jellyfish carry the badge "frozen" (the diagram's `*`).

use super::fen::cell_name;
use super::position::Aquachess;
use super::types::{AIR, LEVEL_CHARS, Move, Role, SEA, WAVES, cell};
use crate::core::Color;
use crate::core::picture::{Draw, Picture};
use crate::variants::board8;

/// The AQF letters, upper case, by role: one per kind, so the symbol alone names the kind.
const SYMBOLS: &str = "KQPSDWOXHMJCFGALRYNEV";

impl Draw for Aquachess {
    fn picture(&self) -> Picture {
        let frozen = [self.frozen_zone(Color::Black), self.frozen_zone(Color::White)];
        let panels = [(SEA, "Sea"), (WAVES, "Waves"), (AIR, "Air")]
            .into_iter()
            .map(|(level, title)| {
                let mut panel = board8::panel(title, "", |sq| {
                    self.piece_at(cell(level, sq as usize)).map(|(color, role)| {
                        let mut piece = board8::drawn(color, role, role.name());
                        if frozen[color as usize][level] & (1 << sq as u32) != 0 {
                            piece.badge = "frozen".to_string();
                        }
                        piece
                    })
                });
                // The level letter goes after the square, as AQM writes cells.
                for c in &mut panel.cells {
                    c.id.push(LEVEL_CHARS[level]);
                }
                panel
            })
            .collect();
        let us = self.turn();
        let mut notes = vec![format!(
            "{} to move{}",
            if us.is_white() { "White" } else { "Black" },
            if self.is_check() { " (in check)" } else { "" }
        )];
        if let Some(ep) = self.ep() {
            notes.push(format!("En passant: {}", cell_name(ep)));
        }
        Picture { panels, hands: Vec::new(), notes }
    }

    fn legend(&self) -> Vec<(&'static str, &'static str)> {
        Role::ALL.iter().map(|&r| (&SYMBOLS[r as usize..r as usize + 1], r.name())).collect()
    }

    fn move_ends(&self, m: Move) -> (String, String) {
        (cell_name(m.from()), cell_name(m.to()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::picture::Cell;
    use crate::core::{MoveList, Rules};
    use crate::variants::Variant;
    use std::collections::HashSet;

    fn find<'a>(p: &'a Picture, id: &str) -> &'a Cell {
        p.cell(id).unwrap_or_else(|| panic!("no cell {id}"))
    }

    fn ends_exist(pos: &Aquachess) {
        crate::core::picture::assert_move_ends_exist(pos);
    }

    fn pos(fen: &str) -> Aquachess {
        Aquachess::from_fen(Variant::Aquachess, fen).expect("AQF")
    }

    #[test]
    fn start_position() {
        let pos = Aquachess::startpos(Variant::Aquachess);
        let p = pos.picture();
        let titles: Vec<&str> = p.panels.iter().map(|panel| panel.title.as_str()).collect();
        assert_eq!(titles, ["Sea", "Waves", "Air"]);
        assert_eq!(p.panels.iter().map(|panel| panel.cells.len()).sum::<usize>(), 192);
        let piece = |id: &str| find(&p, id).piece.clone().map(|x| (x.color, x.symbol, x.name));
        assert_eq!(piece("e1w"), Some((Color::White, "K".into(), "King".into())));
        assert_eq!(piece("a1s"), Some((Color::White, "O".into(), "Octopus".into())));
        assert_eq!(piece("e8a"), Some((Color::Black, "G".into(), "Dragon".into())));
        assert_eq!(piece("d7a"), Some((Color::Black, "E".into(), "Goose".into())));
        assert_eq!(piece("e4w"), None);
        assert_eq!(p.notes, vec!["White to move"]);
        let legend = pos.legend();
        assert_eq!(legend.len(), 21);
        assert_eq!(legend.iter().map(|l| l.0).collect::<HashSet<_>>().len(), 21, "symbols are unique");
        assert!(legend.contains(&("V", "Sparrow")));
        ends_exist(&pos);
    }

    #[test]
    fn rifle_frozen_and_en_passant() {
        // The Manta on d4s can shoot the Fish on d5s and the Pawn on d4w above it.
        let manta = pos("8/8/8/3f4/3M4/8/8/8|k7/8/8/8/3p4/8/8/7K|8/8/8/8/8/8/8/8 w - - 0 1");
        ends_exist(&manta);
        let mut moves = MoveList::new();
        manta.legal_moves(&mut moves);
        let ends: HashSet<(String, String)> = moves.iter().map(|&m| manta.move_ends(m)).collect();
        assert!(ends.contains(&("d4s".into(), "d4w".into())));
        assert!(ends.contains(&("d4s".into(), "d5s".into())));

        // A Black Jellyfish on d4s holds the White Swordfish on d3s.
        let held = pos("8/8/8/8/3j4/3X4/8/8|k7/8/8/8/8/8/8/7K|8/8/8/8/8/8/8/8 w - - 0 1");
        let p = held.picture();
        assert_eq!(find(&p, "d3s").piece.as_ref().map(|x| x.badge.as_str()), Some("frozen"));
        assert_eq!(find(&p, "d4s").piece.as_ref().map(|x| x.badge.as_str()), Some(""));

        let ep = pos("8/8/8/8/8/8/8/8|k7/8/8/8/3pP3/8/8/7K|8/8/8/8/8/8/8/8 b - e3w 0 1");
        assert_eq!(ep.picture().notes, vec!["Black to move", "En passant: e3w"]);
        ends_exist(&ep);
    }
}
