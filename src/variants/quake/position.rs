//! The Quake Chess position: a mailbox over the fixed frame (voids, empty cells and pieces in
//! one byte each), both hands, and the bookkeeping that makes moves cheap; making moves,
//! quakes with their pocketing and renormalisation, and the attack test.

use super::types::*;
use crate::core::Color;
use crate::core::zobrist::keys;
use crate::variants::Variant;

/// The number of cells: never more, never fewer (§1.2).
pub const CELLS: usize = 46;

/// Zobrist keys: one per (content, frame position) for pieces and cells, one per (colour,
/// role, count) for hands, and the side to move. Positions are always normalised, so a key
/// indexed by frame position is a key of the normalised coordinate: translation-invariant.
struct Keys {
    board: [u64; CONTENTS * FRAME],
    hand: [u64; 2 * ROLES * 33],
    black: u64,
}

static KEYS: Keys = Keys { board: keys(0x51A6_E0C4), hand: keys(0x1A4D_5EED), black: keys::<1>(0xB1AC)[0] };

#[inline]
fn board_key(content: Content, sq: Square) -> u64 {
    if content == VOID { 0 } else { KEYS.board[content as usize * FRAME + sq as usize] }
}
#[inline]
fn hand_key(color: Color, role: Role, count: u8) -> u64 {
    KEYS.hand[((color as usize * ROLES) + role as usize) * 33 + count.min(32) as usize]
}

/// A Quake Chess position (either piece set).
#[derive(Clone, Debug)]
pub struct Quake {
    pub(super) board: [Content; FRAME],
    /// The 46 cells, in no particular order.
    pub(super) cells: [Square; CELLS],
    pub(super) hands: [[u8; ROLES]; 2],
    pub(super) kings: [Square; 2],
    pub(super) turn: Color,
    /// Files and ranks of the normalised bounding box.
    pub(super) width: u8,
    pub(super) height: u8,
    pub(super) halfmoves: u32,
    pub(super) fullmoves: u32,
    pub(super) hash: u64,
    pub(super) variant: Variant,
}

impl PartialEq for Quake {
    fn eq(&self, other: &Self) -> bool {
        self.board == other.board
            && self.hands == other.hands
            && self.turn == other.turn
            && self.halfmoves == other.halfmoves
            && self.fullmoves == other.fullmoves
            && self.variant == other.variant
    }
}

impl Quake {
    /// An empty frame (no cells) for `variant`, to be filled by the QFEN reader.
    pub(super) fn blank(variant: Variant) -> Quake {
        Quake {
            board: [VOID; FRAME],
            cells: [0; CELLS],
            hands: [[0; ROLES]; 2],
            kings: [0; 2],
            turn: Color::White,
            width: 0,
            height: 0,
            halfmoves: 0,
            fullmoves: 1,
            hash: 0,
            variant,
        }
    }

    /// The variant (piece set) of this position.
    pub fn set(&self) -> Variant {
        self.variant
    }
    /// What stands at frame position `sq`.
    #[inline]
    pub fn at(&self, sq: Square) -> Content {
        self.board[sq as usize]
    }
    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<(Color, Role)> {
        piece_of(self.board[sq as usize])
    }
    /// Whether a cell exists at `sq`.
    #[inline]
    pub fn is_cell(&self, sq: Square) -> bool {
        self.board[sq as usize] != VOID
    }
    /// The 46 cells.
    pub fn cells(&self) -> &[Square; CELLS] {
        &self.cells
    }
    /// How many `role`s `color` holds in hand.
    #[inline]
    pub fn in_hand(&self, color: Color, role: Role) -> u8 {
        self.hands[color as usize][role as usize]
    }
    /// The side to move.
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }
    /// `color`'s king.
    #[inline]
    pub fn king(&self, color: Color) -> Square {
        self.kings[color as usize]
    }
    /// Files and ranks of the board's bounding box.
    pub fn extent(&self) -> (usize, usize) {
        (self.width as usize, self.height as usize)
    }
    /// The full-move number.
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// Whether `by` attacks `target`, as if the piece on `ignore` were absent (the king
    /// stepping away from a slider's line).
    #[inline]
    pub fn attacked_ignoring(&self, target: Square, by: Color, ignore: Square) -> bool {
        attacked_on(&self.board, target, by, ignore)
    }
    /// Whether `by` attacks `target` (by hunter patterns: only hunters give check).
    #[inline]
    pub fn attacked(&self, target: Square, by: Color) -> bool {
        self.attacked_ignoring(target, by, 0)
    }
    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.attacked(self.king(self.turn), self.turn.other())
    }

    fn put(&mut self, sq: Square, content: Content) {
        self.hash ^= board_key(self.board[sq as usize], sq) ^ board_key(content, sq);
        self.board[sq as usize] = content;
    }
    fn add_to_hand(&mut self, color: Color, role: Role) {
        let n = &mut self.hands[color as usize][role as usize];
        self.hash ^= hand_key(color, role, *n) ^ hand_key(color, role, n.saturating_add(1));
        *n = n.saturating_add(1);
    }
    fn take_from_hand(&mut self, color: Color, role: Role) {
        let n = &mut self.hands[color as usize][role as usize];
        self.hash ^= hand_key(color, role, *n) ^ hand_key(color, role, *n - 1);
        *n -= 1;
    }

    /// The position after `m`, which must be pseudo-legal (the caller checks that the mover's
    /// king is safe afterwards). Pawns without a cell ahead are pocketed by the mover (§3.4).
    pub fn play_unchecked(&self, m: Move) -> Quake {
        let mut p = self.clone();
        let us = self.turn;
        p.halfmoves += 1;
        match m.kind() {
            MoveKind::Normal => {
                let (from, to) = (m.from(), m.to());
                let mover = self.board[from as usize];
                let (_, role) = piece_of(mover).expect("a piece moves");
                if let Some((_, captured)) = self.piece_at(to) {
                    p.add_to_hand(us, captured);
                    p.halfmoves = 0;
                }
                p.put(from, EMPTY);
                p.put(to, mover);
                if role == Role::King {
                    p.kings[us as usize] = to;
                }
                if role == Role::Pawn {
                    p.halfmoves = 0;
                    if !p.is_cell(shift(to, forward(us))) {
                        p.put(to, EMPTY);
                        p.add_to_hand(us, Role::Pawn);
                    }
                }
            }
            MoveKind::Drop(role) => {
                p.take_from_hand(us, role);
                p.put(m.to(), piece(us, role));
                if role == Role::Pawn {
                    p.halfmoves = 0;
                }
            }
            MoveKind::Quake(direction) => {
                // The hash is rebuilt by normalise.
                let pocketed = quake_on(&mut p.board, m.from(), direction);
                if pocketed > 0 {
                    let hand = &mut p.hands[us as usize][Role::Pawn as usize];
                    *hand = hand.saturating_add(pocketed);
                    p.halfmoves = 0;
                }
                p.normalise();
            }
        }
        p.finish_turn();
        p
    }

    /// Passes the turn (null move).
    pub fn pass(&self) -> Quake {
        let mut p = self.clone();
        p.halfmoves += 1;
        p.finish_turn();
        p
    }

    fn finish_turn(&mut self) {
        if self.turn == Color::Black {
            self.fullmoves += 1;
        }
        self.turn = self.turn.other();
        self.hash ^= KEYS.black;
    }

    /// The first and last cell of the strip through `sq` along `step` (a line of the lattice
    /// cut at voids): (the end reached going against `step`, the end reached going with it).
    pub fn strip_ends(&self, sq: Square, step: isize) -> (Square, Square) {
        strip_ends_on(&self.board, sq, step)
    }

    /// Translates the board so that its bounding box starts at the frame's [`ORIGIN`], and
    /// rebuilds everything derived from positions: cells, kings, extent and hash.
    pub(super) fn normalise(&mut self) {
        // A quake moves cells at most one step outside the last normalised box.
        let (mut min_f, mut min_r, mut max_f, mut max_r) = (STRIDE, STRIDE, 0, 0);
        for r in ORIGIN - 1..=ORIGIN + self.height as usize {
            for f in ORIGIN - 1..=ORIGIN + self.width as usize {
                if self.board[r * STRIDE + f] != VOID {
                    min_f = min_f.min(f);
                    max_f = max_f.max(f);
                    min_r = min_r.min(r);
                    max_r = max_r.max(r);
                }
            }
        }
        let (df, dr) = (ORIGIN as isize - min_f as isize, ORIGIN as isize - min_r as isize);
        if df != 0 || dr != 0 {
            let old = self.board;
            self.board = [VOID; FRAME];
            for r in min_r..=max_r {
                for f in min_f..=max_f {
                    let to = ((r as isize + dr) as usize) * STRIDE + (f as isize + df) as usize;
                    self.board[to] = old[r * STRIDE + f];
                }
            }
        }
        self.width = (max_f - min_f + 1) as u8;
        self.height = (max_r - min_r + 1) as u8;
        self.rebuild();
    }

    /// Recomputes cells, kings and hash from the board and hands.
    pub(super) fn rebuild(&mut self) {
        let mut n = 0;
        let mut hash = if self.turn == Color::Black { KEYS.black } else { 0 };
        for r in ORIGIN..ORIGIN + self.height as usize {
            for f in ORIGIN..ORIGIN + self.width as usize {
                let sq = (r * STRIDE + f) as Square;
                let c = self.board[sq as usize];
                if c == VOID {
                    continue;
                }
                if n < CELLS {
                    self.cells[n] = sq;
                }
                n += 1;
                // Every cell has a key for what it holds (an empty cell too): the cells' shape
                // is part of the hash.
                hash ^= board_key(c, sq);
                if let Some((color, Role::King)) = piece_of(c) {
                    self.kings[color as usize] = sq;
                }
            }
        }
        debug_assert_eq!(n, CELLS, "a board always has 46 cells");
        for color in [Color::Black, Color::White] {
            for role in Role::ALL {
                hash ^= hand_key(color, role, self.in_hand(color, role));
            }
        }
        self.hash = hash;
    }

    /// The hash computed from scratch (property tests compare it with the incremental one).
    pub fn hash_from_scratch(&self) -> u64 {
        let mut copy = self.clone();
        copy.rebuild();
        copy.hash
    }
}

/// The first and last cell of the strip through `sq` along `step` on `board`.
#[inline]
pub(super) fn strip_ends_on(board: &[Content; FRAME], sq: Square, step: isize) -> (Square, Square) {
    let (mut lo, mut hi) = (sq, sq);
    while board[shift(lo, -step) as usize] != VOID {
        lo = shift(lo, -step);
    }
    while board[shift(hi, step) as usize] != VOID {
        hi = shift(hi, step);
    }
    (lo, hi)
}

/// Moves the strip through `king` one step in `direction` on `board`, with everything on it,
/// then removes every pawn left without a cell ahead (§3.4); how many. Only pawns on the
/// moved strip, and those whose cell ahead was the vacated end, can have lost it.
pub(super) fn quake_on(board: &mut [Content; FRAME], king: Square, direction: Direction) -> u8 {
    let step = direction.offset();
    let (tail, head) = strip_ends_on(board, king, step);
    let new_head = shift(head, step);
    let mut sq = new_head;
    while sq != tail {
        board[sq as usize] = board[shift(sq, -step) as usize];
        sq = shift(sq, -step);
    }
    board[tail as usize] = VOID;
    let mut n = 0;
    let mut pocket = |sq: Square| {
        if let Some((color, Role::Pawn)) = piece_of(board[sq as usize])
            && board[shift(sq, forward(color)) as usize] == VOID
        {
            board[sq as usize] = EMPTY;
            n += 1;
        }
    };
    let mut sq = new_head;
    loop {
        pocket(sq);
        if sq == shift(tail, step) {
            break;
        }
        sq = shift(sq, -step);
    }
    pocket(shift(tail, NORTH));
    pocket(shift(tail, -NORTH));
    n
}

/// Whether `by` attacks `target` on `board` (by hunter patterns), as if the piece on
/// `ignore` were absent.
pub(super) fn attacked_on(b: &[Content; FRAME], target: Square, by: Color, ignore: Square) -> bool {
    let is = |sq: Square, roles: &[Role]| roles.iter().any(|&r| b[sq as usize] == piece(by, r));
    for d in KNIGHT_LEAPS {
        if is(shift(target, d), &[Role::Knight, Role::X, Role::Y]) {
            return true;
        }
    }
    for d in KING_STEPS {
        if b[shift(target, d) as usize] == piece(by, Role::King) {
            return true;
        }
    }
    let behind = shift(target, -forward(by));
    if b[shift(behind, EAST) as usize] == piece(by, Role::Pawn)
        || b[shift(behind, -EAST) as usize] == piece(by, Role::Pawn)
    {
        return true;
    }
    let slider_hit = |dirs: [isize; 4], roles: &[Role]| {
        dirs.into_iter().any(|d| {
            let mut sq = shift(target, d);
            loop {
                let c = b[sq as usize];
                if c == VOID {
                    return false;
                }
                if c != EMPTY && sq != ignore {
                    return is(sq, roles);
                }
                sq = shift(sq, d);
            }
        })
    };
    slider_hit(ORTHOGONAL, &[Role::Rook, Role::U, Role::Z]) || slider_hit(DIAGONAL, &[Role::Bishop, Role::V, Role::W])
}

/// The cells as rows of bits over the frame (bit `f` of row `r` for frame position (f, r)).
pub(super) type Rows = [u32; STRIDE];

/// The cells of `board` as rows of bits, and the range of rows that hold any.
pub(super) fn cell_rows(board: &[Content; FRAME]) -> (Rows, usize, usize) {
    let mut rows = [0u32; STRIDE];
    let (mut lo, mut hi) = (STRIDE, 0);
    for (r, row) in rows.iter_mut().enumerate() {
        for f in 0..STRIDE {
            if board[r * STRIDE + f] != VOID {
                *row |= 1 << f;
            }
        }
        if *row != 0 {
            lo = lo.min(r);
            hi = hi.max(r);
        }
    }
    (rows, lo, hi)
}

/// Whether `set` (rows `lo..=hi`) is connected under the moves of `grow`, which gives for a
/// row the positions one step from the reached parts of the rows around it; `fill` widens a
/// row's reached bits along the row as far as the moves allow at once. Rows are swept up and
/// then down, each using the rows already updated, so most shapes settle in two sweeps.
#[inline]
fn connected(
    set: &Rows,
    lo: usize,
    hi: usize,
    grow: impl Fn(&Rows, usize) -> u32,
    fill: impl Fn(u32, u32) -> u32,
) -> bool {
    let Some(start) = (lo..=hi).find(|&r| set[r] != 0) else { return true };
    let mut reached = [0u32; STRIDE];
    reached[start] = fill(set[start], set[start] & set[start].wrapping_neg());
    loop {
        let mut changed = false;
        for r in (lo..=hi).chain((lo..=hi).rev()) {
            let next = fill(set[r], (reached[r] | grow(&reached, r)) & set[r]);
            if next != reached[r] {
                reached[r] = next;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    (lo..=hi).all(|r| reached[r] == set[r])
}

/// The runs of consecutive bits of `mask` that hold a bit of `seeds` (a subset of `mask`):
/// adding a seed carries through the run above it; the run below is the same on the
/// reversed row.
#[inline]
fn runs(mask: u32, seeds: u32) -> u32 {
    let up = |m: u32, s: u32| ((m.wrapping_add(s) ^ m) | s) & m;
    up(mask, seeds) | up(mask.reverse_bits(), seeds.reverse_bits()).reverse_bits()
}

const EVEN: u32 = 0x5555_5555;
#[inline]
fn orth_grow(s: &Rows, r: usize) -> u32 {
    s[r - 1] | s[r + 1]
}
#[inline]
fn diag_grow(s: &Rows, r: usize) -> u32 {
    s[r - 1] << 1 | s[r - 1] >> 1 | s[r + 1] << 1 | s[r + 1] >> 1
}
#[inline]
fn knight_grow(s: &Rows, r: usize) -> u32 {
    s[r - 1] << 2
        | s[r - 1] >> 2
        | s[r + 1] << 2
        | s[r + 1] >> 2
        | s[r - 2] << 1
        | s[r - 2] >> 1
        | s[r + 2] << 1
        | s[r + 2] >> 1
}
#[inline]
fn same(_: u32, seeds: u32) -> u32 {
    seeds
}

fn orthogonally_connected(rows: &Rows, lo: usize, hi: usize) -> bool {
    connected(rows, lo, hi, orth_grow, runs)
}

/// Each colour class (lattice parity: frame position (f, r) has the colour of (f + r) mod 2)
/// diagonally connected.
fn colours_connected(rows: &Rows, lo: usize, hi: usize) -> bool {
    (0..2).all(|parity| {
        let mut class = [0u32; STRIDE];
        for r in lo..=hi {
            class[r] = rows[r] & if (r + parity) % 2 == 0 { EVEN } else { !EVEN };
        }
        connected(&class, lo, hi, diag_grow, same)
    })
}

/// Rules 1-3 of a quake (§1.4): the cells are orthogonally connected, each colour class is
/// diagonally connected, and the cells are connected by knight leaps. `lo - 2` and `hi + 2`
/// must be inside the frame.
pub(super) fn shape_is_legal(rows: &Rows, lo: usize, hi: usize) -> bool {
    orthogonally_connected(rows, lo, hi)
        && colours_connected(rows, lo, hi)
        && connected(rows, lo, hi, knight_grow, same)
}

/// Whether the positions of `ring` (eight offsets around a cell, each adjacent to the next,
/// cyclically) that are cells of `rows` hold all those marked `needed` in one unbroken run:
/// then whatever went through the middle cell can go around it instead.
fn one_run(rows: &Rows, (f, r): (usize, usize), ring: &[(isize, isize); 8], needed: u8) -> bool {
    let mut present = 0u8;
    for (i, &(df, dr)) in ring.iter().enumerate() {
        let (x, y) = ((f as isize + df) as usize, (r as isize + dr) as usize);
        if rows[y] >> x & 1 == 1 {
            present |= 1 << i;
        }
    }
    let needed = needed & present;
    if present == 0xFF || needed.count_ones() <= 1 {
        return true;
    }
    // Rotate a gap to bit 7, then the present bits form runs in plain (non-cyclic) order.
    let gap = (!present).trailing_zeros();
    let rotated = present.rotate_right(gap + 1);
    let needed = needed.rotate_right(gap + 1);
    let (low, high) = (needed.trailing_zeros(), 7 - needed.leading_zeros());
    let span = ((1u16 << (high + 1)) - (1u16 << low)) as u8;
    rotated & span == span
}

/// Rules 1-3 for the cells `before` (which obeyed them) after a quake that removed the cell
/// `tail` and added `added`: local tests first (whether every path through `tail` can go
/// around it, and whether `added` touches the rest), the whole-board tests where those
/// cannot decide. Knight connection is always tested whole.
pub(super) fn quake_shape_is_legal(after: &Rows, lo: usize, hi: usize, tail: Square, added: Square) -> bool {
    const AROUND: [(isize, isize); 8] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];
    const DIAMOND: [(isize, isize); 8] = [(1, 1), (2, 0), (1, -1), (0, -2), (-1, -1), (-2, 0), (-1, 1), (0, 2)];
    let t = (file_of(tail), rank_of(tail));
    let a = (file_of(added), rank_of(added));
    let touches = |steps: &[(isize, isize)]| {
        steps.iter().any(|&(df, dr)| after[(a.1 as isize + dr) as usize] >> (a.0 as isize + df) as usize & 1 == 1)
    };
    let orth_ok = (one_run(after, t, &AROUND, 0b0101_0101) && touches(&[(1, 0), (-1, 0), (0, 1), (0, -1)]))
        || orthogonally_connected(after, lo, hi);
    if !orth_ok {
        return false;
    }
    let diag_ok = (one_run(after, t, &DIAMOND, 0b0101_0101) && touches(&[(1, 1), (-1, 1), (1, -1), (-1, -1)]))
        || colours_connected(after, lo, hi);
    diag_ok && connected(after, lo, hi, knight_grow, same)
}
