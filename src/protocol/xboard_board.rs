//! XBoard's own board, as XBoard 4.9.1 keeps it for an engine-defined variant played with
//! legality testing off (docs/protocols.md §4, §5). XBoard knows nothing of mines, dives or
//! pieces removed as a side effect, so its board drifts from the real position; it refuses
//! an engine's move whose origin it sees empty or holding the other side's piece, and
//! forfeits that engine. The CECP driver therefore replays every move here, with the rules
//! of XBoard's `ApplyMove` (backend.c) for the cases that arise, and only sends moves XBoard
//! will take.

use crate::core::{XbForm, XbMove, XbSquare};
use crate::variants::XboardSetup;

/// One cell of XBoard's frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Cell {
    /// `*` in the FEN: not part of the board.
    Hole,
    Empty,
    /// A piece letter: upper case White, lower case Black.
    Piece(char),
}

/// XBoard's board for one game.
#[derive(Debug, Clone)]
pub struct XbBoard {
    files: usize,
    ranks: usize,
    cells: Vec<Cell>,
    /// The white letters of the piece table: a suffix outside it empties the square.
    letters: &'static str,
    /// Which letter XBoard treats as its pawn and which as its king (first and last of each
    /// half of the setup's piece-to-char table): they have XBoard's special moves.
    pawn: char,
    king: char,
    /// The file a pawn double step passed on the last move, and the rank it passed (with
    /// 128 added for longer steps): XBoard's `EP_FILE` / `EP_RANK`.
    ep: Option<(u8, u8)>,
}

impl XbBoard {
    /// The board of an XBoard FEN (`*` holes, multi-digit counts) in the frame of `setup`.
    pub fn from_fen(setup: &XboardSetup, fen: &str) -> Option<XbBoard> {
        let (files, ranks) = (setup.files, setup.ranks);
        let letters = setup.pieces.trim_matches('.');
        let (pawn, king) = (letters.chars().next()?, letters.chars().last()?);
        let board = fen.split_whitespace().next()?;
        let rows: Vec<&str> = board.split('/').collect();
        if rows.len() != ranks {
            return None;
        }
        let mut cells = vec![Cell::Empty; files * ranks];
        for (i, row) in rows.iter().enumerate() {
            let rank = ranks - 1 - i;
            let mut file = 0;
            let mut run = 0;
            for c in row.chars() {
                if let Some(d) = c.to_digit(10) {
                    run = run * 10 + d as usize;
                    continue;
                }
                file += run;
                run = 0;
                let cell = match c {
                    '*' => Cell::Hole,
                    c if c.is_ascii_alphabetic() => Cell::Piece(c),
                    _ => return None,
                };
                *cells.get_mut(rank * files + file).filter(|_| file < files)? = cell;
                file += 1;
            }
            if file + run != files {
                return None;
            }
        }
        Some(XbBoard { files, ranks, cells, letters: setup.pieces, pawn, king, ep: None })
    }

    fn at(&self, s: XbSquare) -> Cell {
        let (f, r) = (s.file as usize, s.rank as usize);
        if f < self.files && r < self.ranks { self.cells[r * self.files + f] } else { Cell::Hole }
    }

    fn set(&mut self, s: XbSquare, cell: Cell) {
        let i = s.rank as usize * self.files + s.file as usize;
        self.cells[i] = cell;
    }

    fn is_white(c: char) -> bool {
        c.is_ascii_uppercase()
    }

    /// Whether XBoard takes `m` from the side `white` without forfeiting it, and applies it
    /// the way this model does: the origin holds one of the mover's pieces, every square
    /// is on the board, and the move does not land on the mover's own piece (XBoard would
    /// swap the two).
    pub fn accepts(&self, m: &XbMove, white: bool) -> bool {
        let Cell::Piece(p) = self.at(m.from) else { return false };
        if Self::is_white(p) != white {
            return false;
        }
        if m.kill.is_some_and(|k| self.at(k) == Cell::Hole) {
            return false;
        }
        match self.at(m.to) {
            Cell::Hole => false,
            Cell::Empty => m.from != m.to || m.kill.is_some(),
            Cell::Piece(q) => m.from == m.to && m.kill.is_some() || Self::is_white(q) != white,
        }
    }

    /// Plays `m` as XBoard's `ApplyMove` does with legality testing off.
    pub fn apply(&mut self, m: &XbMove) {
        let old_ep = self.ep.take();
        if let Some(k) = m.kill {
            self.set(k, Cell::Empty);
        }
        let Cell::Piece(piece) = self.at(m.from) else { return };
        if m.from != m.to {
            self.move_piece(piece, m, old_ep);
        }
        // "Without legality testing, unconditionally believe promoChar": the suffix names the
        // piece now on `to`, of the mover's colour; a letter outside the table empties it.
        if let Some(c) = m.suffix {
            let white = Self::is_white(piece);
            let c = if white { c.to_ascii_uppercase() } else { c.to_ascii_lowercase() };
            let known = self.letters.contains(c.to_ascii_uppercase());
            self.set(m.to, if known { Cell::Piece(c) } else { Cell::Empty });
        }
    }

    /// The from-to part of `apply`: XBoard's castling, pawn double steps and en passant.
    fn move_piece(&mut self, piece: char, m: &XbMove, old_ep: Option<(u8, u8)>) {
        let white = Self::is_white(piece);
        let upper = piece.to_ascii_uppercase();
        let (f0, r0, f1, r1) = (m.from.file as i32, m.from.rank as i32, m.to.file as i32, m.to.rank as i32);
        let forward = if white { 1 } else { -1 };
        if upper == self.pawn && (r1 - r0) * forward >= 2 {
            let passed = (r1 - forward) as u8 | if (r1 - r0).abs() > 2 { 128 } else { 0 };
            self.ep = Some((((f0 + f1) / 2) as u8, passed));
        }
        self.set(m.from, Cell::Empty);
        let last_rank = if white { self.ranks as i32 - 1 } else { 0 };
        if upper == self.king && r0 == r1 && (f1 - f0).abs() > 1 && f0 != 0 && f0 != self.files as i32 - 1 {
            // Castling with the nearest piece beyond the king's square, which lands on the
            // square the king crossed.
            let step = (f1 - f0).signum();
            let at = |x: i32| XbSquare::new(x as u8, r0 as u8);
            let mut x = f0 + step;
            while self.at(at(x)) == Cell::Empty && if step > 0 { x < self.files as i32 - 1 } else { x > 0 } {
                x += step;
            }
            // In XBoard's order, so a partner standing where it should land would vanish there too.
            let partner = self.at(at(x));
            self.set(at(f1 - step), partner);
            self.set(at(x), Cell::Empty);
        } else if upper == self.pawn
            && !(r1 == last_rank && m.suffix.is_some())
            && f1 != f0
            && self.at(m.to) == Cell::Empty
            && (if white { r0 >= self.ranks as i32 / 2 } else { r0 < self.ranks as i32 / 2 })
            && (old_ep.is_some_and(|(f, _)| f as i32 == f1) || (f1 - f0).abs() > 4)
        {
            // XBoard's en passant: it removes the pawn behind the target square (two behind
            // after a longer step that passed the target's rank).
            let ep_rank = old_ep.map_or(0, |(_, r)| r as i32);
            let behind = if ep_rank >= 128 && r1 == ep_rank - 128 + forward { 2 } else { 1 };
            let victim = XbSquare::new(f1 as u8, (r1 - forward * behind).clamp(0, self.ranks as i32 - 1) as u8);
            if self.at(victim) != Cell::Hole {
                self.set(victim, Cell::Empty);
            }
        }
        self.set(m.to, Cell::Piece(piece));
    }

    /// The legal moves XBoard takes from the side to move, as (move token, text to send), in
    /// the order of `candidates` (each legal move's token and its XBoard forms, from
    /// [`crate::core::Rules::xboard_moves`]). Each move gets its first form XBoard accepts and
    /// a suffix when XBoard would otherwise show the wrong piece on its target; a move whose
    /// text an earlier move already has is left out, so every text reads back one way.
    pub fn sendable(&self, candidates: &[(String, Vec<XbForm>)], white: bool) -> Vec<(String, XbMove)> {
        let mut out: Vec<(String, XbMove)> = Vec::with_capacity(candidates.len());
        for (token, forms) in candidates {
            let usable = |f: &&XbForm| {
                self.accepts(&f.mv, white) && !(f.quiet_kill && f.mv.kill.is_some_and(|k| self.at(k) != Cell::Empty))
            };
            let Some(&XbForm { mv: form, shows, .. }) = forms.iter().find(usable) else { continue };
            let mut after = self.clone();
            after.apply(&form);
            let shown = match after.at(form.to) {
                Cell::Piece(c) => Some(c.to_ascii_uppercase()),
                _ => None,
            };
            let text =
                if shown == shows { form } else { form.with_suffix(shows.map_or('z', |c| c.to_ascii_lowercase())) };
            if !out.iter().any(|(_, t)| *t == text) {
                out.push((token.clone(), text));
            }
        }
        out
    }

    /// The move XBoard relayed as `received`, as (token, the move XBoard applied): the
    /// sendable move with that exact text, else the first one with the same squares. XBoard
    /// drops the suffix of a two-leg move it relays in its "castling kludge" form, so an
    /// engine's two-leg move is taken to be the one this board would have sent; a person's
    /// move entered on XBoard's board has no suffix and is applied as it came.
    pub fn decode(
        &self,
        candidates: &[(String, Vec<XbForm>)],
        white: bool,
        received: &XbMove,
    ) -> Option<(String, XbMove)> {
        let sendable = self.sendable(candidates, white);
        let same_squares = |t: &XbMove| t.from == received.from && t.to == received.to && t.kill == received.kill;
        let (token, text) =
            sendable.iter().find(|(_, t)| t == received).or_else(|| sendable.iter().find(|(_, t)| same_squares(t)))?;
        Some((token.clone(), if received.kill.is_some() { *text } else { *received }))
    }

    /// The text XBoard 4.9.1 sends the other engine for `m` played on this board
    /// (backend.c SendMoveToProgram): a two-leg move whose kill square is empty or holds the
    /// mover's colour goes out as the whole move, the kill square and a meaningless square,
    /// without its suffix.
    pub fn relayed(&self, m: &XbMove) -> String {
        let Some(kill) = m.kill else { return m.to_string() };
        let black_class = |c: Cell| !matches!(c, Cell::Piece(p) if Self::is_white(p));
        if black_class(self.at(kill)) != black_class(self.at(m.from)) {
            return m.to_string();
        }
        let file = (b'a' + m.to.file) as i32 + if m.from.file > kill.file { 1 } else { -1 };
        format!("{}{},{kill}{}{}", m.from, m.to, file as u8 as char, m.to.rank + 1)
    }

    /// XBoard's `highlight` argument: a FEN-like board with each square's colour letter.
    pub fn highlight(&self, marks: &[(XbSquare, char)]) -> String {
        let mut rows = Vec::with_capacity(self.ranks);
        for rank in (0..self.ranks).rev() {
            let mut row = String::new();
            let mut empty = 0;
            for file in 0..self.files {
                if let Some(&(_, mark)) = marks.iter().find(|(s, _)| *s == XbSquare::new(file as u8, rank as u8)) {
                    if empty > 0 {
                        row.push_str(&empty.to_string());
                        empty = 0;
                    }
                    row.push(mark);
                } else {
                    empty += 1;
                }
            }
            if empty > 0 {
                row.push_str(&empty.to_string());
            }
            rows.push(row);
        }
        rows.join("/")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "**csdakdst**/**bbbbbbbb**/12/12/12/12/12/12/12/12/**BBBBBBBB**/**CSDAKDST** w - - 0 1";

    fn board(fen: &str) -> XbBoard {
        XbBoard::from_fen(&SETUP, fen).unwrap()
    }

    const SETUP: XboardSetup =
        XboardSetup { name: "seachess", pieces: "BSDCAT......UK", files: 12, ranks: 12, fen: START };

    fn mv(text: &str) -> XbMove {
        XbMove::parse(text).unwrap()
    }

    fn piece(b: &XbBoard, name: &str) -> Option<char> {
        let s = XbMove::parse(&format!("{name}{name}")).unwrap().from;
        match b.at(s) {
            Cell::Piece(c) => Some(c),
            _ => None,
        }
    }

    #[test]
    fn reads_holes_and_two_digit_counts() {
        let b = board(START);
        assert_eq!(b.at(XbSquare::new(0, 0)), Cell::Hole);
        assert_eq!(piece(&b, "g1"), Some('K'));
        assert_eq!(piece(&b, "g12"), Some('k'));
        assert_eq!(piece(&b, "a5"), None);
        let small = XboardSetup { ranks: 3, ..SETUP };
        assert!(XbBoard::from_fen(&small, "**csdakdst**/12/12").is_some());
        assert!(XbBoard::from_fen(&small, "**csdakdst**/13/12").is_none());
        assert!(XbBoard::from_fen(&small, "**csdakdst**/11/12").is_none());
        assert!(XbBoard::from_fen(&small, "**csdakdst**/12/12/12").is_none());
    }

    #[test]
    fn refuses_what_xboard_forfeits() {
        let b = board(START);
        assert!(b.accepts(&mv("d2d6"), true));
        assert!(!b.accepts(&mv("d11d10"), true), "the other side's piece");
        assert!(!b.accepts(&mv("d5d6"), true), "an empty origin");
        assert!(!b.accepts(&mv("c1c1"), true), "a null move");
        assert!(!b.accepts(&mv("c1c2"), true), "onto an own piece");
        assert!(!b.accepts(&mv("c1b1,b1c1"), true), "a kill on a hole");
        assert!(b.accepts(&mv("c2c3,c3c2"), true), "capture-and-return over an empty square");
    }

    #[test]
    fn castles_with_the_nearest_piece_like_xboard() {
        let mut b = board("**c3k2t**/**8**/12/12/12/12/12/12/12/12/**8**/**C3K2T** w - - 0 1");
        b.apply(&mv("g1e1"));
        assert_eq!((piece(&b, "e1"), piece(&b, "f1"), piece(&b, "c1")), (Some('K'), Some('C'), None));
        b.apply(&mv("g12i12"));
        assert_eq!((piece(&b, "i12"), piece(&b, "h12"), piece(&b, "j12")), (Some('k'), Some('t'), None));
    }

    #[test]
    fn kills_promotes_and_takes_en_passant_like_xboard() {
        let mut b = board("**4k3**/**8**/12/12/12/12/12/12/3b8/12/**2B5**/**4K3** w - - 0 1");
        b.apply(&mv("e2e6"));
        b.apply(&mv("d4e6,e6e3"));
        assert_eq!((piece(&b, "e6"), piece(&b, "e3"), piece(&b, "d4")), (None, Some('b'), None));
        let mut b = board("**4k3**/**B7**/12/12/12/12/12/12/12/12/**8**/**4K3** w - - 0 1");
        b.apply(&mv("c11c12a"));
        assert_eq!(piece(&b, "c12"), Some('A'));
        let mut b = board(START);
        b.apply(&mv("j1i2,i2j1"));
        assert_eq!((piece(&b, "j1"), piece(&b, "i2")), (Some('T'), None));
        // Suffixes name the piece left on `to`; a letter outside the table empties it.
        b.apply(&mv("d1c3u"));
        assert_eq!(piece(&b, "c3"), Some('U'));
        b.apply(&mv("g11g10z"));
        assert_eq!(piece(&b, "g10"), None);
        b.apply(&mv("c3d4,d4c3s"));
        assert_eq!(piece(&b, "c3"), Some('S'));
    }
}
