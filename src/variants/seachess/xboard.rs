//! Seachess through XBoard 4.9.1 (docs/protocols.md §4, docs/variants/seachess.md §7.3):
//! XBoard sees a 12x12 frame with holes and one piece per square, played with legality
//! testing off. Each move becomes a from-to move XBoard understands, plus
//! - a kill square for what it removes elsewhere: the torpedo's or aircraft's victim (the
//!   shooter "returns" to its square, `j5h7,h7j5`) and the en-passant victim;
//! - for moves that change nothing XBoard can see (laying a mine, the aircraft's return,
//!   emerging in place), a capture-and-return over an empty neighbouring square;
//! - and the letter of what the target square shows afterwards, which the CECP driver adds
//!   as a suffix when XBoard would otherwise show something else: `u` for a submerged
//!   submarine, `s` when it surfaces, a promotion's letter, and `z` (no piece) when the mover
//!   dies on a mine.

use super::board::tables;
use super::position::Seachess;
use super::types::{Move, MoveKind, Role};
use crate::core::geometry::DIRECTIONS;
use crate::core::{Color, FenError, Rules, XbForm, XbMove, XbSquare};

/// XBoard's letter for a submerged submarine (the nightrider's image in the setup table).
pub const SUBMERGED: char = 'U';

fn square(sq: u8) -> XbSquare {
    let (f, r) = tables().grid.coords(sq as usize);
    XbSquare::new(f as u8, r as u8)
}

/// The ways XBoard can carry `m`, best first, and what its target square should show.
pub fn moves(pos: &Seachess, m: Move) -> Vec<XbForm> {
    let us = pos.turn();
    let after = pos.play(m);
    let (from, to) = (square(m.from()), square(m.to()));
    // Where the piece ends in XBoard's terms (a shooter stays on its square), and what that
    // square holds for us afterwards: a surface piece, else our submerged submarine (a dive
    // under an enemy hides that piece from XBoard), else nothing.
    let end = if matches!(m.kind(), MoveKind::Torpedo | MoveKind::Air) { m.from() } else { m.to() };
    let shows = match after.piece_at(end) {
        Some((c, role)) if c == us => Some(role.upper()),
        _ if after.submerged(us) & super::bit(end) != 0 => Some(SUBMERGED),
        _ => None,
    };
    let form = |mv| XbForm::new(mv, shows);
    match m.kind() {
        MoveKind::Torpedo | MoveKind::Air => vec![form(XbMove::via(from, to, from))],
        MoveKind::EnPassant => {
            let victim = pos.ep_victim(m.to(), us).map_or(to, square);
            vec![form(XbMove::via(from, victim, to))]
        }
        MoveKind::Plant | MoveKind::Return => in_place(m.from(), shows),
        MoveKind::Emerge if m.from() == m.to() => in_place(m.from(), shows),
        // XBoard shows one piece per square: a submarine going under a surface piece or onto
        // an enemy submerged submarine would hide it, and that piece could no longer move
        // there, so such moves are not offered.
        MoveKind::Dive | MoveKind::Underwater
            if pos.piece_at(m.to()).is_some() || pos.submerged(!us) & super::bit(m.to()) != 0 =>
        {
            Vec::new()
        }
        _ => vec![form(XbMove::plain(from, to))],
    }
}

/// A move in place, as a capture-and-return move over a square XBoard sees empty (it
/// refuses a null move): a neighbour of `sq` if one is empty, else any square.
fn in_place(sq: u8, shows: Option<char>) -> Vec<XbForm> {
    let t = tables();
    let here = square(sq);
    let neighbours = DIRECTIONS.iter().filter_map(|&d| t.grid.step(sq as usize, d));
    neighbours
        .chain(0..t.grid.len())
        .filter(|&n| n != sq as usize)
        .map(|n| XbForm { mv: XbMove::via(here, square(n as u8), here), shows, quiet_kill: true })
        .collect()
}

/// Reads the FEN XBoard sends in `setboard`: the 12x12 frame with `*` holes, `U` for a
/// submerged submarine (taken as surfacing next turn, R = 0), and none of Seachess's state,
/// so pieces start loaded and facing forward, and castling rights are read off the home
/// squares (commando ship on g1/g12 with its partner at home).
pub fn from_fen(fen: &str) -> Result<Seachess, FenError> {
    let mut fields = fen.split_whitespace();
    let board = fields.next().ok_or_else(|| FenError::Board("empty FEN".into()))?;
    if !board.contains('*') {
        return Seachess::from_fen(crate::variants::Variant::Seachess, fen);
    }
    let side = fields.next().unwrap_or("w");
    let (_castling, _ep) = (fields.next(), fields.next());
    let halfmove = fields.next().and_then(|n| n.parse::<u32>().ok()).unwrap_or(0);
    let fullmove = fields.next().and_then(|n| n.parse::<u32>().ok()).unwrap_or(1).max(1);
    let t = tables();
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() != 12 {
        return Err(FenError::Board(format!("{} ranks (expected 12)", rows.len())));
    }
    let mut ranks = Vec::with_capacity(12);
    let mut submerged = Vec::new();
    let at = |file: i32, rank: i32| t.square(file, rank).map(|s| t.name(s));
    for (i, row) in rows.iter().enumerate() {
        let rank = 11 - i as i32;
        let (mut file, mut run, mut out, mut empty) = (0i32, 0i32, String::new(), 0);
        let flush = |out: &mut String, empty: &mut i32| {
            if *empty > 0 {
                out.push_str(&empty.to_string());
                *empty = 0;
            }
        };
        for c in row.chars().chain(std::iter::once('/')) {
            if let Some(d) = c.to_digit(10) {
                run = run * 10 + d as i32;
                continue;
            }
            for _ in 0..run {
                if at(file, rank).is_none() {
                    return Err(FenError::Board(format!("rank {}: a square count runs into a hole", rank + 1)));
                }
                empty += 1;
                file += 1;
            }
            run = 0;
            match c {
                '/' => break,
                '*' => {
                    if at(file, rank).is_some() {
                        return Err(FenError::Board(format!("rank {}: a hole where the board has a square", rank + 1)));
                    }
                }
                'U' | 'u' => {
                    let name = at(file, rank).ok_or_else(|| FenError::Board("a submarine on a hole".into()))?;
                    submerged.push(format!("{}{name}:0", if c == 'U' { 'S' } else { 's' }));
                    empty += 1;
                }
                c if Role::from_char(c).is_some() => {
                    at(file, rank).ok_or_else(|| FenError::Board(format!("a piece {c} on a hole")))?;
                    flush(&mut out, &mut empty);
                    out.push(c);
                }
                c => return Err(FenError::Board(format!("unknown piece {c:?}"))),
            }
            file += 1;
        }
        if file != 12 {
            return Err(FenError::Board(format!("rank {} has {file} squares (expected 12)", rank + 1)));
        }
        flush(&mut out, &mut empty);
        ranks.push(out);
    }
    let board = ranks.join("/");
    // Castling rights from the home squares, checked on a first reading of the board.
    let plain = Seachess::from_fen(crate::variants::Variant::Seachess, &format!("{board} w - - 0 1 - -"))?;
    let home =
        |role: Role, color: Color, name: &str| t.parse(name).and_then(|s| plain.piece_at(s)) == Some((color, role));
    let mut castling = String::new();
    for (color, rank, letters) in [(Color::White, 1, ['C', 'T']), (Color::Black, 12, ['c', 't'])] {
        if home(Role::Commando, color, &format!("g{rank}")) {
            if home(Role::Cruiser, color, &format!("c{rank}")) {
                castling.push(letters[0]);
            }
            if home(Role::Torpedo, color, &format!("j{rank}")) {
                castling.push(letters[1]);
            }
        }
    }
    if castling.is_empty() {
        castling.push('-');
    }
    let subs = if submerged.is_empty() { "-".to_string() } else { submerged.join(",") };
    let side = if side == "b" { "b" } else { "w" };
    Seachess::from_fen(
        crate::variants::Variant::Seachess,
        &format!("{board} {side} {castling} - {halfmove} {fullmove} - {subs}"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variants::seachess::START;

    #[test]
    fn xboards_start_fen_is_the_start_position() {
        let xb = crate::variants::Variant::Seachess.xboard_setup().unwrap();
        assert_eq!(from_fen(xb.fen).unwrap().fen(), START);
        assert_eq!(from_fen(&xb.fen.replace("w - - 0 1", "w KQ c: 0 1")).unwrap().fen(), START);
    }

    #[test]
    fn no_submarine_goes_under_one_xboard_shows_there() {
        use crate::core::Rules;
        let fen = "4k3/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - Sc4:1,se5:1";
        let pos = Seachess::from_fen(crate::variants::Variant::Seachess, fen).unwrap();
        let mut list = crate::core::MoveList::new();
        pos.legal_moves(&mut list);
        let onto = |to: &str| -> Vec<Move> {
            list.iter().copied().filter(|&m| pos.move_text(m) == format!("c4u{to}")).collect()
        };
        assert_eq!(onto("e5").len(), 1, "the underwater move onto the enemy submarine is legal");
        assert!(moves(&pos, onto("e5")[0]).is_empty(), "but not sent to XBoard");
        assert_eq!(onto("a5").len(), 1);
        assert!(!moves(&pos, onto("a5")[0]).is_empty());
    }

    #[test]
    fn reads_submerged_subs_and_refuses_bad_boards() {
        let pos = from_fen("**4k3**/**8**/12/12/12/12/12/4U7/12/12/**8**/**4K3** b - - 3 9").unwrap();
        assert_eq!(pos.fen(), "4k3/8/12/12/12/12/12/12/12/12/8/4K3 b - - 3 9 - Se5:0");
        for bad in [
            "*4k4*/**8**/12/12/12/12/12/12/12/12/**8**/**4K3** w - - 0 1",
            "**4k3**/**8**/12/12/12/12/12/13/12/12/**8**/**4K3** w - - 0 1",
            "**4k3**/**8**/12/12/12/12/12/4X7/12/12/**8**/**4K3** w - - 0 1",
            "**4k3**/**8**/12/12/12/12/12/12/12/**8**/**4K3** w - - 0 1",
        ] {
            assert!(from_fen(bad).is_err(), "{bad}");
        }
    }
}
