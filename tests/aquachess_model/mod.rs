//! An independent, slow, plainly written reference model of Aquachess
//! (docs/variants/aquachess.md sections 1-6), for testing the engine's fast generator.
//!
//! It shares no code with the crate and uses only std: a `[level][rank][file]` array of
//! optional pieces. Every piece's moves are walked step by step, trying each allowed place for
//! a level change one at a time (the Dragon's level pairs, the Falcon's switch step, the
//! Sphinx's first/last/both, the Whale's dive or surfacing); a move is legal if, after it,
//! no enemy piece that is not immobilised has a capture onto the mover's King. Clarity over
//! speed.
#![allow(dead_code)] // each test file uses part of the API

use std::collections::BTreeSet;

/// The start position (section 2.3).
pub const START_FEN: &str = "ohxmmxho/jcffffcj/8/8/8/8/JCFFFFCJ/OHXMMXHO|wdsqksdw/pppppppp/8/8/8/8/PPPPPPPP/WDSQKSDW|yrlaglry/vvneenvv/8/8/8/8/VVNEENVV/YRLAGLRY w - - 0 1";

/// (level 0..3 = Sea, Waves, Air; rank 0..8; file 0..8).
type Cell = (i32, i32, i32);
/// (white, upper-case letter).
type Piece = (bool, char);

#[derive(Clone, PartialEq)]
struct Pos {
    board: [[[Option<Piece>; 8]; 8]; 3],
    white: bool,
    ep: Option<Cell>,
    half: u32,
    full: u32,
}

fn on_board((l, r, f): Cell) -> bool {
    (0..3).contains(&l) && (0..8).contains(&r) && (0..8).contains(&f)
}

/// The levels a piece letter may stand on (table 2.3).
fn levels(p: char) -> &'static [i32] {
    match p {
        'K' | 'Q' | 'P' | 'S' => &[1],
        'D' | 'W' | 'O' | 'X' => &[0, 1],
        'H' | 'M' | 'J' | 'C' | 'F' => &[0],
        'G' => &[0, 1, 2],
        _ => &[1, 2],
    }
}

impl Pos {
    fn at(&self, c: Cell) -> Option<Piece> {
        if !on_board(c) {
            return None;
        }
        self.board[c.0 as usize][c.1 as usize][c.2 as usize]
    }
    fn set(&mut self, c: Cell, p: Option<Piece>) {
        self.board[c.0 as usize][c.1 as usize][c.2 as usize] = p;
    }
    fn empty(&self, c: Cell) -> bool {
        on_board(c) && self.at(c).is_none()
    }

    fn from_fen(fen: &str) -> Result<Pos, String> {
        let f: Vec<&str> = fen.split_whitespace().collect();
        if f.len() != 6 {
            return Err("need 6 fields".into());
        }
        let mut pos = Pos { board: [[[None; 8]; 8]; 3], white: f[1] == "w", ep: None, half: 0, full: 1 };
        let boards: Vec<&str> = f[0].split('|').collect();
        if boards.len() != 3 {
            return Err("need 3 levels".into());
        }
        for (l, b) in boards.iter().enumerate() {
            let rows: Vec<&str> = b.split('/').collect();
            if rows.len() != 8 {
                return Err("need 8 ranks".into());
            }
            for (i, row) in rows.iter().enumerate() {
                let r = 7 - i as i32;
                let mut file = 0;
                for ch in row.chars() {
                    if let Some(d) = ch.to_digit(10) {
                        file += d as i32;
                    } else {
                        if file > 7 {
                            return Err("rank too long".into());
                        }
                        pos.set((l as i32, r, file), Some((ch.is_ascii_uppercase(), ch.to_ascii_uppercase())));
                        file += 1;
                    }
                }
                if file != 8 {
                    return Err("rank length".into());
                }
            }
        }
        if f[3] != "-" {
            pos.ep = Some(parse_cell(f[3]).ok_or("bad ep")?);
        }
        pos.half = f[4].parse().map_err(|_| "half")?;
        pos.full = f[5].parse().map_err(|_| "full")?;
        Ok(pos)
    }

    fn to_fen(&self) -> String {
        let mut levels = Vec::new();
        for l in 0..3 {
            let mut rows = Vec::new();
            for r in (0..8).rev() {
                let mut row = String::new();
                let mut run = 0;
                for f in 0..8 {
                    match self.at((l, r, f)) {
                        None => run += 1,
                        Some((w, p)) => {
                            if run > 0 {
                                row.push_str(&run.to_string());
                                run = 0;
                            }
                            row.push(if w { p } else { p.to_ascii_lowercase() });
                        }
                    }
                }
                if run > 0 {
                    row.push_str(&run.to_string());
                }
                rows.push(row);
            }
            levels.push(rows.join("/"));
        }
        format!(
            "{} {} - {} {} {}",
            levels.join("|"),
            if self.white { "w" } else { "b" },
            self.ep.map_or("-".to_string(), cell_name),
            self.half,
            self.full
        )
    }

    /// Whether the piece on `c` is immobilised: an enemy Jellyfish on a Sea square next to it
    /// (if it is in the Sea) or directly below it (if it is on the Waves).
    fn frozen(&self, c: Cell) -> bool {
        let Some((w, _)) = self.at(c) else { return false };
        let jelly = |x: Cell| on_board(x) && self.at(x) == Some((!w, 'J'));
        match c.0 {
            0 => (-1..=1).any(|dr| (-1..=1).any(|df| (dr, df) != (0, 0) && jelly((0, c.1 + dr, c.2 + df)))),
            1 => jelly((0, c.1, c.2)),
            _ => false,
        }
    }
}

fn parse_cell(s: &str) -> Option<Cell> {
    let b = s.as_bytes();
    if b.len() != 3 {
        return None;
    }
    let l = match b[2] {
        b's' => 0,
        b'w' => 1,
        b'a' => 2,
        _ => return None,
    };
    let c = (l, b[1] as i32 - '1' as i32, b[0] as i32 - 'a' as i32);
    on_board(c).then_some(c)
}

fn cell_name((l, r, f): Cell) -> String {
    format!("{}{}{}", (b'a' + f as u8) as char, r + 1, ['s', 'w', 'a'][l as usize])
}

/// What a destination allows.
#[derive(Clone, Copy, PartialEq)]
enum Mode {
    /// Move there if empty or capture an enemy there.
    Any,
    /// Only if empty.
    Quiet,
    /// Only to capture an enemy there.
    Capture,
    /// Capture an enemy there without moving (Manta).
    Rifle,
}

/// Walks a line from `start` with the given steps (each a (dl, dr, df) vector); the cells
/// before the last must be empty. Returns the cell reached after all steps, or None if the
/// path is blocked or leaves the boards.
fn walk(pos: &Pos, start: Cell, steps: &[Cell]) -> Option<Cell> {
    let mut c = start;
    for (i, s) in steps.iter().enumerate() {
        c = (c.0 + s.0, c.1 + s.1, c.2 + s.2);
        if !on_board(c) {
            return None;
        }
        if i + 1 < steps.len() && !pos.empty(c) {
            return None;
        }
    }
    Some(c)
}

const ORTH: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAG: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const KNIGHT: [(i32, i32); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];

fn king_dirs() -> Vec<(i32, i32)> {
    ORTH.iter().chain(DIAG.iter()).copied().collect()
}

/// Every (destination, mode) of the piece on `c`, ignoring check and immobilisation. `(dr, df)`
/// vectors are (rank, file) here, flipped to the owner's forward direction where it matters.
fn destinations(pos: &Pos, c: Cell) -> Vec<(Cell, Mode)> {
    let Some((white, p)) = pos.at(c) else { return vec![] };
    let fw = if white { 1 } else { -1 };
    let (l, r, f) = c;
    let mut out = Vec::new();
    let other = |l: i32| if l == 1 { if levels(p).contains(&0) { 0 } else { 2 } } else { 1 };
    // A slide on level `lv` in direction (dr, df) from `c`: every cell up to the first piece.
    let slide = |out: &mut Vec<(Cell, Mode)>, from: Cell, lv: i32, d: (i32, i32), max: i32, mode: Mode| {
        for n in 1..=max {
            let steps: Vec<Cell> = (0..n).map(|i| (if i == 0 { lv - from.0 } else { 0 }, d.0, d.1)).collect();
            match walk(pos, from, &steps) {
                Some(t) => out.push((t, mode)),
                None => break,
            }
        }
    };
    match p {
        'K' => king_dirs().iter().for_each(|&(dr, df)| out.push(((l, r + dr, f + df), Mode::Any))),
        'Q' => king_dirs().iter().for_each(|&d| slide(&mut out, c, l, d, 7, Mode::Any)),
        'P' | 'F' => {
            out.push(((l, r + fw, f), Mode::Quiet));
            let rel = if white { r } else { 7 - r };
            let double = if p == 'P' { rel == 1 } else { rel <= 1 };
            if double && on_board((l, r + fw, f)) && pos.empty((l, r + fw, f)) {
                out.push(((l, r + 2 * fw, f), Mode::Quiet));
            }
            if p == 'F' {
                out.push(((l, r - fw, f), Mode::Quiet));
            }
            out.push(((l, r + fw, f + 1), Mode::Capture));
            out.push(((l, r + fw, f - 1), Mode::Capture));
        }
        'S' => {
            for (dr, df) in DIAG {
                out.push(((l, r + dr, f + df), Mode::Any));
                let s1 = (l, r + dr, f + df);
                if on_board(s1) && pos.empty(s1) {
                    slide(&mut out, s1, l, (dr, 0), 7, Mode::Any);
                }
            }
        }
        'D' => {
            for d in ORTH {
                for n in 1..=3 {
                    out.push(((l, r + n * d.0, f + n * d.1), Mode::Quiet));
                }
                slide(&mut out, c, l, d, 3, Mode::Capture);
                out.push(((other(l), r + d.0, f + d.1), Mode::Any));
            }
        }
        'W' => {
            for d in [(1, 0), (-1, 0), (-fw, 1), (-fw, -1)] {
                slide(&mut out, c, l, d, 7, Mode::Any);
                for n in 1..=7 {
                    // Dive: the first step goes down; surface: the last step goes up.
                    let steps: Vec<Cell> = (0..n)
                        .map(|i| {
                            let dl = if l == 1 && i == 0 {
                                -1
                            } else if l == 0 && i == n - 1 {
                                1
                            } else {
                                0
                            };
                            (dl, d.0, d.1)
                        })
                        .collect();
                    if let Some(t) = walk(pos, c, &steps) {
                        out.push((t, Mode::Any));
                    }
                }
            }
        }
        'O' => {
            for d in king_dirs() {
                let b = (l, r + d.0, f + d.1);
                if !on_board(b) || !pos.empty(b) {
                    continue;
                }
                let outward: Vec<(i32, i32)> = if d.0 != 0 && d.1 != 0 {
                    vec![(d.0, 0), (0, d.1)]
                } else if d.0 == 0 {
                    vec![(1, d.1), (-1, d.1)]
                } else {
                    vec![(d.0, 1), (d.0, -1)]
                };
                for o in outward {
                    // Skip the first cell after B, whatever is on it; then ride.
                    for n in 2..=7 {
                        let t = (l, b.1 + n * o.0, b.2 + n * o.1);
                        if !on_board(t) {
                            break;
                        }
                        out.push((t, Mode::Any));
                        if !pos.empty(t) {
                            break;
                        }
                    }
                }
            }
            out.push(((other(l), r, f), Mode::Any));
            king_dirs().iter().for_each(|&(dr, df)| out.push(((other(l), r + dr, f + df), Mode::Any)));
        }
        'H' => {
            for (dr, df) in KNIGHT {
                let orth = if dr.abs() == 2 { (l, r + dr / 2, f) } else { (l, r, f + df / 2) };
                let diag = (l, r + dr.signum(), f + df.signum());
                if pos.empty(orth) || pos.empty(diag) {
                    out.push(((l, r + dr, f + df), Mode::Any));
                }
            }
        }
        'X' => {
            king_dirs().iter().for_each(|&d| slide(&mut out, c, l, d, 2, Mode::Any));
            DIAG.iter().for_each(|&(dr, df)| out.push(((other(l), r + dr, f + df), Mode::Any)));
        }
        'M' => {
            DIAG.iter().for_each(|&d| slide(&mut out, c, l, d, 2, Mode::Any));
            ORTH.iter().for_each(|&(dr, df)| out.push(((l, r + dr, f + df), Mode::Rifle)));
            out.push(((1, r, f), Mode::Rifle));
        }
        'J' => king_dirs().iter().for_each(|&(dr, df)| out.push(((l, r + dr, f + df), Mode::Quiet))),
        'C' => {
            for (dr, df) in [(2 * fw, 1), (2 * fw, -1), (-fw, 2), (-fw, -2)] {
                out.push(((l, r + dr, f + df), Mode::Any));
            }
        }
        'G' => {
            for (dr, df) in ORTH {
                for dl in -1..=1 {
                    out.push(((l + dl, r + dr, f + df), Mode::Any));
                }
            }
            for (dr, df) in DIAG {
                for l1 in -1..=1 {
                    for l2 in -1..=1 {
                        // Monotone: the second change, if any, goes the same way as the first.
                        if l1 != 0 && l2 != 0 && l1 != l2 {
                            continue;
                        }
                        for n in 1..=7 {
                            if n == 1 && l2 != 0 {
                                continue;
                            }
                            let steps: Vec<Cell> = (0..n)
                                .map(|i| {
                                    (
                                        if i == 0 {
                                            l1
                                        } else if i == 1 {
                                            l2
                                        } else {
                                            0
                                        },
                                        dr,
                                        df,
                                    )
                                })
                                .collect();
                            match walk(pos, c, &steps) {
                                Some(t) => out.push((t, Mode::Any)),
                                None => break,
                            }
                        }
                    }
                }
            }
        }
        'A' => {
            for (dr, df) in KNIGHT {
                out.push(((l, r + dr, f + df), Mode::Any));
            }
            let o = other(l) - l;
            for d in king_dirs() {
                for n in 1..=7 {
                    // none, first, last, both
                    for (first, last) in [(false, false), (true, false), (false, true), (true, true)] {
                        if last && n < 2 {
                            continue;
                        }
                        let steps: Vec<Cell> = (0..n)
                            .map(|i| {
                                let mut dl = 0;
                                if first && i == 0 {
                                    dl += o;
                                }
                                if last && i == n - 1 {
                                    dl += if first { -o } else { o };
                                }
                                (dl, d.0, d.1)
                            })
                            .collect();
                        if let Some(t) = walk(pos, c, &steps) {
                            out.push((t, Mode::Any));
                        }
                    }
                }
            }
        }
        'L' => {
            let o = other(l) - l;
            for d in [(fw, 1), (fw, -1), (-fw, 0)] {
                for n in 1..=7 {
                    for k in 0..=n {
                        // k = 0: no switch; otherwise step k switches.
                        let steps: Vec<Cell> = (0..n).map(|i| (if i + 1 == k { o } else { 0 }, d.0, d.1)).collect();
                        if let Some(t) = walk(pos, c, &steps) {
                            out.push((t, Mode::Any));
                        }
                    }
                }
            }
        }
        'E' => {
            for (dr, df) in [(2 * fw, 2), (2 * fw, -2), (-2 * fw, 0)] {
                out.push(((l, r + dr, f + df), Mode::Any));
            }
            for (dr, df) in [(fw, 1), (fw, -1), (-fw, 0)] {
                out.push(((other(l), r + dr, f + df), Mode::Any));
            }
        }
        'Y' => {
            for lv in [l, other(l)] {
                for (dr, df) in DIAG {
                    let s1 = (lv, r + dr, f + df);
                    out.push((s1, Mode::Any));
                    if on_board(s1) && pos.empty(s1) {
                        slide(&mut out, s1, lv, (dr, 0), 7, Mode::Any);
                        slide(&mut out, s1, lv, (0, df), 7, Mode::Any);
                    }
                }
            }
        }
        'N' => {
            for d in KNIGHT {
                slide(&mut out, c, l, d, 7, Mode::Any);
                out.push(((other(l), r + d.0, f + d.1), Mode::Any));
            }
        }
        'R' => {
            KNIGHT.iter().for_each(|&d| slide(&mut out, c, l, d, 7, Mode::Any));
            ORTH.iter().for_each(|&d| slide(&mut out, c, l, d, 7, Mode::Any));
            out.push(((other(l), r, f), Mode::Any));
            king_dirs().iter().for_each(|&(dr, df)| out.push(((other(l), r + dr, f + df), Mode::Any)));
        }
        'V' => {
            king_dirs().iter().for_each(|&d| slide(&mut out, c, l, d, 7, Mode::Quiet));
            king_dirs().iter().for_each(|&(dr, df)| out.push(((l, r + dr, f + df), Mode::Capture)));
            out.push(((other(l), r, f), Mode::Any));
            king_dirs().iter().for_each(|&(dr, df)| out.push(((other(l), r + dr, f + df), Mode::Any)));
        }
        _ => {}
    }
    out.retain(|(t, _)| on_board(*t) && levels(p).contains(&t.0) || (p == 'M' && on_board(*t)));
    out
}

/// Whether the King of `white` is attacked in `pos`.
fn king_attacked(pos: &Pos, white: bool) -> bool {
    let mut king = None;
    for r in 0..8 {
        for f in 0..8 {
            if pos.at((1, r, f)) == Some((white, 'K')) {
                king = Some((1, r, f));
            }
        }
    }
    let Some(k) = king else { return false };
    all_cells().any(|c| {
        matches!(pos.at(c), Some((w, _)) if w != white)
            && !pos.frozen(c)
            && destinations(pos, c).iter().any(|&(t, m)| t == k && m != Mode::Quiet)
    })
}

fn all_cells() -> impl Iterator<Item = Cell> {
    (0..3).flat_map(|l| (0..8).flat_map(move |r| (0..8).map(move |f| (l, r, f))))
}

/// Every legal move as (token, position after).
fn legal(pos: &Pos) -> Vec<(String, Pos)> {
    let mut out = Vec::new();
    for c in all_cells() {
        let Some((w, p)) = pos.at(c) else { continue };
        if w != pos.white || pos.frozen(c) {
            continue;
        }
        let mut seen = BTreeSet::new();
        for (t, mode) in destinations(pos, c) {
            let target = pos.at(t);
            let enemy = matches!(target, Some((tw, _)) if tw != w);
            let ep = pos.ep == Some(t) && mode == Mode::Capture && (p == 'P' || p == 'F') && target.is_none() && {
                let victim = (t.0, t.1 - if w { 1 } else { -1 }, t.2);
                pos.at(victim) == Some((!w, p))
            };
            let ok = match mode {
                Mode::Any => target.is_none() || enemy,
                Mode::Quiet => target.is_none(),
                Mode::Capture | Mode::Rifle => enemy || ep,
            };
            if !ok || !seen.insert((t, mode == Mode::Rifle)) {
                continue;
            }
            let mut next = pos.clone();
            next.ep = None;
            let mut reset = p == 'P' || target.is_some();
            if mode == Mode::Rifle {
                next.set(t, None);
            } else {
                if ep {
                    next.set((t.0, t.1 - if w { 1 } else { -1 }, t.2), None);
                    reset = true;
                }
                next.set(c, None);
                next.set(t, Some((w, p)));
                let dr = (t.1 - c.1) * if w { 1 } else { -1 };
                if p == 'F' && dr > 0 {
                    reset = true;
                }
                if (p == 'P' || p == 'F') && dr == 2 {
                    next.ep = Some((c.0, c.1 + if w { 1 } else { -1 }, c.2));
                }
            }
            next.half = if reset { 0 } else { pos.half + 1 };
            if !w {
                next.full += 1;
            }
            next.white = !w;
            if king_attacked(&next, w) {
                continue;
            }
            let token = cell_name(c) + &cell_name(t);
            let last = if w { 7 } else { 0 };
            if (p == 'P' || p == 'F') && t.1 == last && mode != Mode::Rifle {
                let promos: &[char] = if p == 'P' { &['Q', 'W', 'S', 'D'] } else { &['O', 'H', 'X', 'M', 'C', 'J'] };
                for &q in promos {
                    let mut promoted = next.clone();
                    promoted.set(t, Some((w, q)));
                    out.push((format!("{token}{}", q.to_ascii_lowercase()), promoted));
                }
            } else {
                out.push((token, next));
            }
        }
    }
    out
}

/// The canonical AQF of `fen`.
pub fn canonical(fen: &str) -> Result<String, String> {
    Ok(Pos::from_fen(fen)?.to_fen())
}

/// The sorted tokens of every legal move.
pub fn legal_moves(fen: &str) -> Result<Vec<String>, String> {
    let mut v: Vec<String> = legal(&Pos::from_fen(fen)?).into_iter().map(|(t, _)| t).collect();
    v.sort();
    v.dedup();
    Ok(v)
}

/// The AQF after the legal move `token`.
pub fn play(fen: &str, token: &str) -> Result<String, String> {
    let pos = Pos::from_fen(fen)?;
    legal(&pos)
        .into_iter()
        .find(|(t, _)| t == token)
        .map(|(_, p)| p.to_fen())
        .ok_or(format!("{token} is not legal in {fen}"))
}

fn perft_pos(pos: &Pos, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut seen = BTreeSet::new();
    legal(pos).into_iter().filter(|(t, _)| seen.insert(t.clone())).map(|(_, p)| perft_pos(&p, depth - 1)).sum()
}

/// Leaf count of the legal move tree.
pub fn perft(fen: &str, depth: u32) -> Result<u64, String> {
    Ok(perft_pos(&Pos::from_fen(fen)?, depth))
}

/// The AQFs of a random game from `fen` (xorshift from `seed`), stopping when no move is legal.
pub fn random_game_from(fen: &str, seed: u64, plies: usize) -> Vec<String> {
    let mut state = seed | 1;
    let mut pos = Pos::from_fen(fen).expect("model reads the start FEN");
    let mut out = vec![pos.to_fen()];
    for _ in 0..plies {
        let moves = legal(&pos);
        if moves.is_empty() {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        pos = moves[(state % moves.len() as u64) as usize].1.clone();
        out.push(pos.to_fen());
    }
    out
}

/// A random game from the start position.
pub fn random_game(seed: u64, plies: usize) -> Vec<String> {
    random_game_from(START_FEN, seed, plies)
}

/// Every legal move's token with the AQF after it, sorted by token.
pub fn successors(fen: &str) -> Result<Vec<(String, String)>, String> {
    let mut v: Vec<(String, String)> = legal(&Pos::from_fen(fen)?).into_iter().map(|(t, p)| (t, p.to_fen())).collect();
    v.sort();
    v.dedup();
    Ok(v)
}

/// A random legal-looking position from `seed`: both Kings on the Waves and `pieces` more
/// pieces of random kinds on levels they may stand on (no Pawn on its first or last rank,
/// no Fish on its last rank), either side to move.
pub fn random_position(seed: u64, pieces: usize) -> String {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = move |n: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % n
    };
    let mut pos = Pos { board: [[[None; 8]; 8]; 3], white: next(2) == 0, ep: None, half: 0, full: 1 };
    let place = |pos: &mut Pos, w: bool, p: char, next: &mut dyn FnMut(u64) -> u64| {
        for _ in 0..100 {
            let ls = levels(p);
            let c = (ls[next(ls.len() as u64) as usize], next(8) as i32, next(8) as i32);
            let rel = if w { c.1 } else { 7 - c.1 };
            if !pos.empty(c) || (p == 'P' && (rel == 0 || rel == 7)) || (p == 'F' && rel == 7) {
                continue;
            }
            pos.set(c, Some((w, p)));
            return;
        }
    };
    place(&mut pos, true, 'K', &mut next);
    place(&mut pos, false, 'K', &mut next);
    let kinds = ['Q', 'P', 'S', 'D', 'W', 'O', 'X', 'H', 'M', 'J', 'C', 'F', 'G', 'A', 'L', 'R', 'Y', 'N', 'E', 'V'];
    for _ in 0..pieces {
        let p = kinds[next(kinds.len() as u64) as usize];
        let w = next(2) == 0;
        place(&mut pos, w, p, &mut next);
    }
    pos.to_fen()
}
