//! An independent, slow, plainly written reference model of Quake Chess
//! (docs/variants/quake.md sections 1-6), for testing the engine's fast generator.
//!
//! It shares no code with the crate and uses only std: a map from lattice points (x, y) to
//! what stands on that cell, with no frame and no normalisation until a QFEN is written. Every
//! piece's moves are walked step by step; a quake shifts the king's strip and checks rules 1-3
//! by breadth-first search; after every move every pawn without a cell ahead is pocketed; a
//! move is legal if, after it, no enemy hunter can capture onto the mover's king. Clarity over
//! speed.
#![allow(dead_code)] // each test file uses part of the API

use std::collections::{BTreeMap, BTreeSet, VecDeque};

type Point = (i32, i32);
/// (white, upper-case letter).
type Piece = (bool, char);

#[derive(Clone, PartialEq)]
pub struct Pos {
    cells: BTreeMap<Point, Option<Piece>>,
    /// Pieces in hand: (white, letter) -> count.
    hand: BTreeMap<Piece, u32>,
    white: bool,
    half: u32,
    full: u32,
}

const ORTH: [Point; 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const DIAG: [Point; 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
const KNIGHT: [Point; 8] = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)];

fn add(a: Point, b: Point) -> Point {
    (a.0 + b.0, a.1 + b.1)
}

/// (carrier, hunter) patterns of a letter: 'R' rook, 'B' bishop, 'N' knight, 'K' king, 'P' pawn.
fn patterns(letter: char) -> (char, char) {
    match letter {
        'U' => ('N', 'R'),
        'V' => ('N', 'B'),
        'W' => ('R', 'B'),
        'X' => ('R', 'N'),
        'Y' => ('B', 'N'),
        'Z' => ('B', 'R'),
        other => (other, other),
    }
}

impl Pos {
    pub fn from_fen(fen: &str) -> Result<Pos, String> {
        let mut fields = fen.split_whitespace();
        let placement = fields.next().ok_or("empty")?;
        let (rows, hand) = placement.split_once('[').ok_or("no hand")?;
        let hand = hand.strip_suffix(']').ok_or("no ]")?;
        let rows: Vec<&str> = rows.split('/').collect();
        let mut cells = BTreeMap::new();
        for (i, row) in rows.iter().enumerate() {
            let y = (rows.len() - 1 - i) as i32;
            let mut x = 0;
            let mut digits = String::new();
            let flush = |digits: &mut String, x: &mut i32, cells: &mut BTreeMap<Point, Option<Piece>>| {
                if !digits.is_empty() {
                    for _ in 0..digits.parse::<i32>().unwrap() {
                        cells.insert((*x, y), None);
                        *x += 1;
                    }
                    digits.clear();
                }
            };
            for c in row.chars() {
                if c.is_ascii_digit() {
                    digits.push(c);
                    continue;
                }
                flush(&mut digits, &mut x, &mut cells);
                if c != '*' {
                    cells.insert((x, y), Some((c.is_ascii_uppercase(), c.to_ascii_uppercase())));
                }
                x += 1;
            }
            flush(&mut digits, &mut x, &mut cells);
        }
        let mut counts = BTreeMap::new();
        for c in hand.chars() {
            *counts.entry((c.is_ascii_uppercase(), c.to_ascii_uppercase())).or_insert(0) += 1;
        }
        let white = fields.next() == Some("w");
        let half = fields.next().map_or(0, |t| t.parse().unwrap());
        let full = fields.next().map_or(1, |t| t.parse().unwrap());
        Ok(Pos { cells, hand: counts, white, half, full })
    }

    /// The QFEN of the normalised position (hands in the order Z Y X W V U N B R P).
    pub fn to_fen(&self) -> String {
        let min_x = self.cells.keys().map(|p| p.0).min().unwrap();
        let max_x = self.cells.keys().map(|p| p.0).max().unwrap();
        let min_y = self.cells.keys().map(|p| p.1).min().unwrap();
        let max_y = self.cells.keys().map(|p| p.1).max().unwrap();
        let mut rows = Vec::new();
        for y in (min_y..=max_y).rev() {
            let mut row = String::new();
            let mut empty = 0;
            for x in min_x..=max_x {
                match self.cells.get(&(x, y)) {
                    Some(None) => {
                        empty += 1;
                        continue;
                    }
                    other => {
                        if empty > 0 {
                            row += &empty.to_string();
                            empty = 0;
                        }
                        row.push(match other {
                            None => '*',
                            Some(Some((w, c))) => {
                                if *w {
                                    *c
                                } else {
                                    c.to_ascii_lowercase()
                                }
                            }
                            Some(None) => unreachable!(),
                        });
                    }
                }
            }
            if empty > 0 {
                row += &empty.to_string();
            }
            rows.push(row);
        }
        let mut hand = String::new();
        for white in [true, false] {
            for c in "ZYXWVUNBRP".chars() {
                for _ in 0..*self.hand.get(&(white, c)).unwrap_or(&0) {
                    hand.push(if white { c } else { c.to_ascii_lowercase() });
                }
            }
        }
        format!("{}[{hand}] {} {} {}", rows.join("/"), if self.white { 'w' } else { 'b' }, self.half, self.full)
    }

    fn piece(&self, p: Point) -> Option<Piece> {
        self.cells.get(&p).copied().flatten()
    }
    fn is_empty_cell(&self, p: Point) -> bool {
        matches!(self.cells.get(&p), Some(None))
    }
    fn king(&self, white: bool) -> Point {
        *self.cells.iter().find(|(_, v)| **v == Some((white, 'K'))).unwrap().0
    }

    /// Cells `white`'s piece on `from` can capture on (its hunter pattern), empty or not.
    fn hunter_reach(&self, from: Point, white: bool, letter: char) -> Vec<Point> {
        let hunter = patterns(letter).1;
        let mut out = Vec::new();
        match hunter {
            'P' => {
                let dy = if white { 1 } else { -1 };
                out.extend(
                    [(from.0 - 1, from.1 + dy), (from.0 + 1, from.1 + dy)]
                        .into_iter()
                        .filter(|p| self.cells.contains_key(p)),
                );
            }
            'N' => out.extend(KNIGHT.iter().map(|&d| add(from, d)).filter(|p| self.cells.contains_key(p))),
            'K' => {
                out.extend(ORTH.iter().chain(DIAG.iter()).map(|&d| add(from, d)).filter(|p| self.cells.contains_key(p)))
            }
            _ => {
                for &d in if hunter == 'R' { &ORTH } else { &DIAG } {
                    let mut p = add(from, d);
                    while self.cells.contains_key(&p) {
                        out.push(p);
                        if self.piece(p).is_some() {
                            break;
                        }
                        p = add(p, d);
                    }
                }
            }
        }
        out
    }

    fn attacked_by(&self, target: Point, white: bool) -> bool {
        self.cells.iter().any(|(&p, v)| match v {
            Some((w, c)) if *w == white => self.hunter_reach(p, white, *c).contains(&target),
            _ => false,
        })
    }

    fn in_check(&self) -> bool {
        self.attacked_by(self.king(self.white), !self.white)
    }

    /// Moves of the piece on `from` without capture (its carrier pattern).
    fn carrier_targets(&self, from: Point, white: bool, letter: char) -> Vec<Point> {
        let carrier = patterns(letter).0;
        let mut out = Vec::new();
        match carrier {
            'P' => {
                let p = (from.0, from.1 + if white { 1 } else { -1 });
                if self.is_empty_cell(p) {
                    out.push(p);
                }
            }
            'N' => out.extend(KNIGHT.iter().map(|&d| add(from, d)).filter(|&p| self.is_empty_cell(p))),
            'K' => out.extend(ORTH.iter().chain(DIAG.iter()).map(|&d| add(from, d)).filter(|&p| self.is_empty_cell(p))),
            _ => {
                for &d in if carrier == 'R' { &ORTH } else { &DIAG } {
                    let mut p = add(from, d);
                    while self.is_empty_cell(p) {
                        out.push(p);
                        p = add(p, d);
                    }
                }
            }
        }
        out
    }

    /// The column strip (same x) or row strip (same y) through `p`, as points.
    fn strip(&self, p: Point, vertical: bool) -> Vec<Point> {
        let step = if vertical { (0, 1) } else { (1, 0) };
        let mut lo = p;
        while self.cells.contains_key(&(lo.0 - step.0, lo.1 - step.1)) {
            lo = (lo.0 - step.0, lo.1 - step.1);
        }
        let mut out = vec![];
        let mut q = lo;
        while self.cells.contains_key(&q) {
            out.push(q);
            q = add(q, step);
        }
        out
    }

    fn shape_ok(&self) -> bool {
        let all: BTreeSet<Point> = self.cells.keys().copied().collect();
        let connected = |set: &BTreeSet<Point>, steps: &[Point]| {
            let Some(&start) = set.iter().next() else { return true };
            let mut seen = BTreeSet::from([start]);
            let mut queue = VecDeque::from([start]);
            while let Some(p) = queue.pop_front() {
                for &d in steps {
                    let q = add(p, d);
                    if set.contains(&q) && seen.insert(q) {
                        queue.push_back(q);
                    }
                }
            }
            seen.len() == set.len()
        };
        let even: BTreeSet<Point> = all.iter().copied().filter(|p| (p.0 + p.1).rem_euclid(2) == 0).collect();
        let odd: BTreeSet<Point> = all.iter().copied().filter(|p| (p.0 + p.1).rem_euclid(2) == 1).collect();
        connected(&all, &ORTH) && connected(&even, &DIAG) && connected(&odd, &DIAG) && connected(&all, &KNIGHT)
    }

    /// Ends the move: pockets pawns without a cell ahead into the mover's hand, passes the turn.
    fn finish(&mut self, reset: bool) {
        let mover = self.white;
        let mut pocketed = false;
        let pawns: Vec<(Point, bool)> =
            self.cells.iter().filter(|&(_, v)| matches!(v, Some((_, 'P')))).map(|(&p, v)| (p, v.unwrap().0)).collect();
        for (p, white) in pawns {
            let ahead = (p.0, p.1 + if white { 1 } else { -1 });
            if !self.cells.contains_key(&ahead) {
                self.cells.insert(p, None);
                *self.hand.entry((mover, 'P')).or_insert(0) += 1;
                pocketed = true;
            }
        }
        self.half = if reset || pocketed { 0 } else { self.half + 1 };
        if !self.white {
            self.full += 1;
        }
        self.white = !self.white;
    }

    fn name(&self, p: Point) -> String {
        let min_x = self.cells.keys().map(|q| q.0).min().unwrap();
        let min_y = self.cells.keys().map(|q| q.1).min().unwrap();
        format!("{}{}", (b'a' + (p.0 - min_x) as u8) as char, p.1 - min_y + 1)
    }

    /// Every pseudo-legal move as (token, position after it).
    fn candidates(&self) -> Vec<(String, Pos)> {
        let us = self.white;
        let mut out = Vec::new();
        let pieces: Vec<(Point, char)> =
            self.cells.iter().filter_map(|(&p, v)| v.filter(|(w, _)| *w == us).map(|(_, c)| (p, c))).collect();
        for &(from, letter) in &pieces {
            let mut targets = self.carrier_targets(from, us, letter);
            targets.extend(
                self.hunter_reach(from, us, letter)
                    .into_iter()
                    .filter(|&t| matches!(self.piece(t), Some((w, c)) if w != us && c != 'K')),
            );
            for to in targets {
                let mut next = self.clone();
                let captured = next.piece(to);
                if let Some((_, c)) = captured {
                    *next.hand.entry((us, c)).or_insert(0) += 1;
                }
                next.cells.insert(to, Some((us, letter)));
                next.cells.insert(from, None);
                next.finish(captured.is_some() || letter == 'P');
                out.push((format!("{}{}", self.name(from), self.name(to)), next));
            }
        }
        for (&(white, letter), &n) in &self.hand {
            if white != us || n == 0 {
                continue;
            }
            for (&p, v) in &self.cells {
                if v.is_some() {
                    continue;
                }
                if letter == 'P' {
                    let dy = if us { 1 } else { -1 };
                    if !self.cells.contains_key(&(p.0, p.1 + dy)) {
                        continue;
                    }
                    if self.strip(p, true).iter().any(|q| matches!(self.piece(*q), Some((_, 'P')))) {
                        continue;
                    }
                }
                let mut next = self.clone();
                *next.hand.get_mut(&(us, letter)).unwrap() -= 1;
                next.cells.insert(p, Some((us, letter)));
                next.finish(letter == 'P');
                out.push((format!("{letter}@{}", self.name(p)), next));
            }
        }
        if !self.in_check() {
            let king = self.king(us);
            let enemy = self.king(!us);
            for (dir, d) in [('n', (0, 1)), ('e', (1, 0)), ('s', (0, -1)), ('w', (-1, 0))] {
                let strip = self.strip(king, d.0 == 0);
                if strip.contains(&enemy) {
                    continue;
                }
                let mut next = self.clone();
                for p in &strip {
                    next.cells.remove(p);
                }
                for p in &strip {
                    next.cells.insert(add(*p, d), self.cells[p]);
                }
                if !next.shape_ok() {
                    continue;
                }
                next.finish(false);
                out.push((format!("{}q{dir}", self.name(king)), next));
            }
        }
        out
    }
}

/// Every legal move as (token, position after it).
pub fn legal(pos: &Pos) -> Vec<(String, Pos)> {
    let us = pos.white;
    pos.candidates().into_iter().filter(|(_, next)| !next.attacked_by(next.king(us), !us)).collect()
}

/// Every legal move's token with the QFEN after it, sorted by token.
pub fn successors(fen: &str) -> Result<Vec<(String, String)>, String> {
    let mut v: Vec<(String, String)> = legal(&Pos::from_fen(fen)?).into_iter().map(|(t, p)| (t, p.to_fen())).collect();
    v.sort();
    Ok(v)
}

/// The QFENs of a random game of up to `plies` from `fen`.
pub fn random_game(fen: &str, seed: u64, plies: usize) -> Vec<String> {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut pos = Pos::from_fen(fen).expect("model reads the FEN");
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
