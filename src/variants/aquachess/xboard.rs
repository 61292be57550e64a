//! Aquachess through XBoard 4.9.1 (docs/variants/aquachess.md §9): the three levels as three
//! quadrants of a 16x16 board, the fourth quadrant holes. The Sea is a1-h8, the Waves i1-p8,
//! the Air i9-p16 (above the Waves), so forward is up the screen on every level. XBoard plays
//! with legality testing off and Nereid as the referee; each move is a plain from-to move,
//! except a Manta's rifle shot (capture and return, `d4l4,l4d4`) and en passant (the victim
//! as kill square), and a promotion carries its letter.

use super::fen::read;
use super::position::Aquachess;
use super::types::{AIR, Cell, Move, MoveKind, SEA, WAVES, cell, level_of, square_of};
use crate::core::{FenError, XbForm, XbMove, XbSquare};

/// XBoard's square of a cell.
pub fn square(c: Cell) -> XbSquare {
    let (l, sq) = (level_of(c), square_of(c));
    let file = sq % 8 + if l == SEA { 0 } else { 8 };
    let rank = sq / 8 + if l == AIR { 8 } else { 0 };
    XbSquare::new(file as u8, rank as u8)
}

/// The cell of an XBoard square (None for a hole or off the board).
pub fn cell_of(s: XbSquare) -> Option<Cell> {
    let (f, r) = (s.file as usize, s.rank as usize);
    let level = match (f < 8, r < 8) {
        _ if f >= 16 || r >= 16 => return None,
        (true, true) => SEA,
        (false, true) => WAVES,
        (false, false) => AIR,
        (true, false) => return None,
    };
    Some(cell(level, (r % 8) * 8 + f % 8))
}

/// The ways XBoard can carry `m` and the letter its target square should show afterwards.
pub fn moves(pos: &Aquachess, m: Move) -> Vec<XbForm> {
    let us = pos.turn();
    let (from, to) = (square(m.from()), square(m.to()));
    let end = if m.kind() == MoveKind::Rifle { m.from() } else { m.to() };
    let shows = pos.play_copy(m).piece_at(end).filter(|&(c, _)| c == us).map(|(_, r)| r.letter().to_ascii_uppercase());
    let mv = match m.kind() {
        MoveKind::Rifle => XbMove::via(from, to, from),
        MoveKind::EnPassant => XbMove::via(from, square(Aquachess::ep_victim(m.to(), us)), to),
        _ => XbMove::plain(from, to),
    };
    vec![XbForm::new(mv, shows)]
}

/// Reads the 16x16 FEN XBoard sends in `setboard` (holes as `*`), or an AQF.
pub fn from_fen(fen: &str) -> Result<Aquachess, FenError> {
    let mut fields = fen.split_whitespace();
    let board = fields.next().ok_or(FenError::MissingField("board"))?;
    if board.contains('|') {
        return read(fen);
    }
    let side = fields.next().unwrap_or("w");
    let (_castling, ep) = (fields.next(), fields.next().unwrap_or("-"));
    let halfmove = fields.next().and_then(|n| n.parse::<u32>().ok()).unwrap_or(0);
    let fullmove = fields.next().and_then(|n| n.parse::<u32>().ok()).unwrap_or(1).max(1);
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() != 16 {
        return Err(FenError::Board(format!("{} ranks (expected 16)", rows.len())));
    }
    // Each level's eight ranks, as characters per square ('.' empty).
    let mut levels = [[['.'; 8]; 8]; 3];
    for (i, row) in rows.iter().enumerate() {
        let rank = 15 - i;
        let (mut file, mut run) = (0usize, 0usize);
        for c in row.chars().chain(std::iter::once('/')) {
            if let Some(d) = c.to_digit(10) {
                run = run * 10 + d as usize;
                continue;
            }
            file += run;
            run = 0;
            if c == '/' {
                break;
            }
            let here = cell_of(XbSquare::new(file.min(255) as u8, rank as u8));
            match (c, here) {
                ('*', None) => {}
                ('*', Some(_)) => {
                    return Err(FenError::Board(format!("a hole on a board square on rank {}", rank + 1)));
                }
                (c, Some(at)) if c.is_ascii_alphabetic() => {
                    levels[level_of(at)][square_of(at) / 8][square_of(at) % 8] = c;
                }
                (c, _) => return Err(FenError::Board(format!("{c:?} on rank {}", rank + 1))),
            }
            file += 1;
        }
        if file != 16 {
            return Err(FenError::Board(format!("rank {} has {file} squares (expected 16)", rank + 1)));
        }
    }
    let aqf_board: Vec<String> = levels
        .iter()
        .map(|level| {
            (0..8)
                .rev()
                .map(|r| {
                    let mut out = String::new();
                    let mut empty = 0;
                    for &c in &level[r] {
                        if c == '.' {
                            empty += 1;
                        } else {
                            if empty > 0 {
                                out.push_str(&empty.to_string());
                                empty = 0;
                            }
                            out.push(c);
                        }
                    }
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                    }
                    out
                })
                .collect::<Vec<_>>()
                .join("/")
        })
        .collect();
    let side = if side == "b" { "b" } else { "w" };
    let board = aqf_board.join("|");
    // XBoard's en-passant square, if it names a cell where one is possible.
    let ep = XbSquare::parse(ep).and_then(cell_of).map(super::fen::cell_name);
    let with_ep = ep.and_then(|e| read(&format!("{board} {side} - {e} {halfmove} {fullmove}")).ok());
    match with_ep {
        Some(pos) => Ok(pos),
        None => read(&format!("{board} {side} - - {halfmove} {fullmove}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rules;
    use crate::variants::Variant;
    use crate::variants::aquachess::START;

    #[test]
    fn quadrants() {
        assert_eq!(square(cell(SEA, 28)).to_string(), "e4");
        assert_eq!(square(cell(WAVES, 12)).to_string(), "m2");
        assert_eq!(square(cell(AIR, 60)).to_string(), "m16");
        for c in 0..192u8 {
            assert_eq!(cell_of(square(c)), Some(c));
        }
        assert_eq!(cell_of(XbSquare::new(3, 12)), None);
    }

    #[test]
    fn xboards_start_fen_is_the_start_position() {
        let xb = Variant::Aquachess.xboard_setup().unwrap();
        assert_eq!(from_fen(xb.fen).unwrap().fen(), START);
        let after = from_fen(
            "********yrlaglry/********vvneenvv/********8/********8/********8/********8/********VVNEENVV/********YRLAGLRY/ohxmmxhowdsqksdw/jcffffcjpppppppp/16/16/12P3/16/JCFFFFCJPPPP1PPP/OHXMMXHOWDSQKSDW b - m3 0 1",
        )
        .unwrap();
        assert_eq!(
            after.fen(),
            START
                .replace("PPPPPPPP/WDSQ", "PPPP1PPP/WDSQ")
                .replace("8/8/8/8/PPPP1PPP", "8/8/4P3/8/PPPP1PPP")
                .replace(" w - -", " b - e3w")
        );
        assert!(from_fen("16/16 w - - 0 1").is_err());
    }

    #[test]
    fn rifle_and_en_passant_forms() {
        let p =
            Aquachess::from_fen(Variant::Aquachess, "8/8/8/8/3M4/8/8/8|8/8/8/8/3q4/8/8/k6K|8/8/8/8/8/8/8/8 w - - 0 1")
                .unwrap();
        let m = p.parse_move("d4sd4w").unwrap();
        assert_eq!(moves(&p, m)[0].mv.to_string(), "d4l4,l4d4");
        let e =
            Aquachess::from_fen(Variant::Aquachess, "8/8/8/8/8/8/8/8|7k/8/8/3pP3/8/8/8/K7|8/8/8/8/8/8/8/8 w - d6w 0 1")
                .unwrap();
        let m = e.parse_move("e5wd6w").unwrap();
        assert_eq!(moves(&e, m)[0].mv.to_string(), "m5l5,l5l6");
    }
}
