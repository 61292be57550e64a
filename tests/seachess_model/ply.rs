//! One ply in the normative order of events of docs/variants/seachess.md 4.7: the move and its
//! immediate effects, sonar, the timers of the side about to move, the mover's V increments, and
//! then legality (the mover's commando ship must not be attacked).

use super::attack::{ROOK_DIRS, attacked, leaps};
use super::generate::{ep_victim, pseudo_moves};
use super::moves::Action;
use super::position::{Color, Facing, Kind, Piece, Position, Sq, Submerged, castling_index};

/// The legal moves with the positions they lead to.
pub fn legal_moves(pos: &Position) -> Vec<(Action, Position)> {
    pseudo_moves(pos)
        .into_iter()
        .filter_map(|mv| {
            let after = play(pos, mv);
            let mover = pos.stm;
            let king_safe = after
                .pieces()
                .into_iter()
                .filter(|(_, p)| p.color == mover && p.kind == Kind::Commando)
                .all(|(sq, _)| !attacked(&after, sq, mover.other()));
            king_safe.then_some((mv, after))
        })
        .collect()
}

/// Plays a pseudo-legal move: steps 1-4 of the order of events, plus castling rights and counters.
pub fn play(pos: &Position, mv: Action) -> Position {
    let me = pos.stm;
    let them = me.other();
    let mut p = pos.clone();
    let count_before = p.piece_count();
    let mut boat_moved = false;
    p.ep = None;

    // Step 1: the move and its immediate effects.
    match mv {
        Action::Ordinary { from, to, promo } => {
            let piece = take(&mut p, from);
            boat_moved = piece.kind == Kind::Boat;
            p.set(to, None); // an ordinary capture
            if piece.kind == Kind::Destroyer {
                p.subs.retain(|s| !(s.color == them && s.sq == to));
            }
            let survived = land(&mut p, piece, from, to, promo);
            if boat_moved && (to.y - from.y).abs() >= 2 && survived {
                p.ep = from.offset(0, me.forward());
            }
        }
        Action::EnPassant { from, to } => {
            let victim = ep_victim(pos, to, me).expect("generated only with a victim");
            p.set(victim, None);
            let piece = take(&mut p, from);
            boat_moved = true;
            land(&mut p, piece, from, to, None);
        }
        Action::Castle { from, to } => {
            let king = take(&mut p, from);
            land(&mut p, king, from, to, None);
            let y = me.back_rank();
            let (partner_from, partner_to) = if to.x < from.x { (2, 5) } else { (9, 7) };
            let (partner_from, partner_to) = (Sq { x: partner_from, y }, Sq { x: partner_to, y });
            let partner = take(&mut p, partner_from);
            land(&mut p, partner, partner_from, partner_to, None);
        }
        Action::Plant(sq) => {
            if let Some(Piece { kind: Kind::Cruiser { loaded }, .. }) = p.board[sq.y as usize][sq.x as usize].as_mut() {
                *loaded = false;
            }
            // A mine planted over submerged subs (either colour) destroys them and is spent.
            if p.subs.iter().any(|s| s.sq == sq) {
                p.subs.retain(|s| s.sq != sq);
            } else {
                p.mines.insert(sq, me);
            }
        }
        Action::Torpedo { from, to } => {
            p.set(to, None);
            if let Some(Piece { kind: Kind::Torpedo { loaded, .. }, .. }) =
                p.board[from.y as usize][from.x as usize].as_mut()
            {
                *loaded = false;
            }
        }
        Action::Aircraft { from, to } => {
            p.set(to, None);
            set_aloft(&mut p, from, true);
        }
        Action::Return(sq) => set_aloft(&mut p, sq, false),
        Action::Dive { from, to } => {
            let Kind::Sub { v } = take(&mut p, from).kind else { unreachable!("only subs dive") };
            let budget = (v / 2).min(4);
            if p.mines.remove(&to).is_none() {
                p.subs.push(Submerged { color: me, sq: to, r: budget - 1 });
            }
        }
        Action::Underwater { from, to } => {
            let i = p.subs.iter().position(|s| s.color == me && s.sq == from).expect("a submerged sub");
            if p.mines.remove(&to).is_some() {
                p.subs.remove(i);
            } else {
                p.subs[i].sq = to;
            }
        }
        Action::Emerge { from, to } => {
            p.subs.retain(|s| !(s.color == me && s.sq == from));
            p.set(to, Some(Piece { color: me, kind: Kind::Sub { v: 0 } })); // captures what was there
        }
    }

    // Step 2: sonar. Every submerged sub orthogonally next to an enemy destroyer surfaces.
    let pinged: Vec<Submerged> = p
        .subs
        .iter()
        .filter(|s| {
            leaps(s.sq, &ROOK_DIRS)
                .into_iter()
                .any(|n| matches!(p.at(n), Some(d) if d.kind == Kind::Destroyer && d.color != s.color))
        })
        .copied()
        .collect();
    for sub in sorted(pinged) {
        surface(&mut p, sub);
    }

    // Step 3: timers of the side about to move.
    let timed: Vec<Submerged> = p.subs.iter().filter(|s| s.color == them).copied().collect();
    for sub in sorted(timed) {
        if sub.r == 0 {
            surface(&mut p, sub);
        } else {
            let i = p.subs.iter().position(|s| *s == sub).expect("still submerged");
            p.subs[i].r -= 1;
        }
    }

    // Step 4: every surfaced sub of the mover gets V += 1 (capped at 8).
    for row in p.board.iter_mut() {
        for piece in row.iter_mut().flatten() {
            if piece.color == me
                && let Kind::Sub { v } = &mut piece.kind
            {
                *v = (*v + 1).min(8);
            }
        }
    }

    // Castling rights survive only while the commando ship and the partner stand untouched on
    // their initial squares (a piece that leaves cannot come back within the same ply).
    for color in [Color::White, Color::Black] {
        let y = color.back_rank();
        let holds =
            |x: i32, want: fn(Kind) -> bool| matches!(p.at(Sq { x, y }), Some(q) if q.color == color && want(q.kind));
        let king_home = holds(6, |k| k == Kind::Commando);
        let cruiser_home = holds(2, |k| matches!(k, Kind::Cruiser { .. }));
        let torpedo_home = holds(9, |k| matches!(k, Kind::Torpedo { .. }));
        p.castling[castling_index(color, true)] &= king_home && cruiser_home;
        p.castling[castling_index(color, false)] &= king_home && torpedo_home;
    }

    if boat_moved || p.piece_count() < count_before {
        p.halfmove = 0;
    } else {
        p.halfmove = p.halfmove.saturating_add(1);
    }
    if me == Color::Black {
        p.fullmove = p.fullmove.saturating_add(1);
    }
    p.stm = them;
    p
}

/// Submerged subs in SeaFEN order (White first, then by square), for a fixed processing order.
fn sorted(mut subs: Vec<Submerged>) -> Vec<Submerged> {
    subs.sort_by_key(|s| (s.color == Color::Black, s.sq));
    subs
}

fn take(p: &mut Position, sq: Sq) -> Piece {
    let piece = p.at(sq).expect("a piece on the origin square");
    p.set(sq, None);
    piece
}

/// Puts a moving piece down on `to`; returns false if a mine destroyed it there. Updates the torpedo
/// boat's facing, reloads cruisers and torpedo boats in their own haven, and promotes.
fn land(p: &mut Position, mut piece: Piece, from: Sq, to: Sq, promo: Option<char>) -> bool {
    if p.mines.remove(&to).is_some() {
        return false;
    }
    if let Some(letter) = promo {
        piece = Piece::fresh(piece.color, letter);
    }
    let in_haven = piece.color.in_own_haven(to);
    match &mut piece.kind {
        Kind::Cruiser { loaded } => *loaded |= in_haven,
        Kind::Torpedo { loaded, facing } => {
            *loaded |= in_haven;
            if promo.is_none() {
                *facing = Facing::of_move(to.x - from.x, to.y - from.y);
            }
        }
        _ => {}
    }
    p.set(to, Some(piece));
    true
}

fn set_aloft(p: &mut Position, sq: Sq, value: bool) {
    if let Some(Piece { kind: Kind::Carrier { aloft }, .. }) = p.board[sq.y as usize][sq.x as usize].as_mut() {
        *aloft = value;
    }
}

/// Forced or timed surfacing: the sub captures whatever surface piece is above it, of either
/// colour, but is sunk under a commando ship. It surfaces with V = 0.
fn surface(p: &mut Position, sub: Submerged) {
    p.subs.retain(|s| *s != sub);
    if !matches!(p.at(sub.sq), Some(Piece { kind: Kind::Commando, .. })) {
        p.set(sub.sq, Some(Piece { color: sub.color, kind: Kind::Sub { v: 0 } }));
    }
}
