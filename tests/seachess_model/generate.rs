//! Pseudo-legal moves of the side to move, piece by piece, straight from the text of
//! docs/variants/seachess.md sections 3 and 4. Whether the mover's commando ship ends up attacked is
//! decided later, by playing each move out (see `ply`).

use super::attack::{
    BISHOP_DIRS, KING_DIRS, KNIGHT_JUMPS, ROOK_DIRS, attacked, boat_captures, carrier_reach, leaps, outline, slides,
    torpedo_reach,
};
use super::moves::Action;
use super::position::{Color, Kind, Piece, Position, Sq, castling_index};

const PROMOTIONS: [char; 5] = ['c', 't', 's', 'd', 'a'];

/// Does `sq` hold an enemy (of `me`) surface piece that may be captured, i.e. not the commando ship?
fn capturable(pos: &Position, sq: Sq, me: Color) -> bool {
    matches!(pos.at(sq), Some(p) if p.color != me && p.kind != Kind::Commando)
}

/// May a piece of `me` end an ordinary move on `sq`? Empty (mined or not) or a capturable enemy.
fn can_land(pos: &Position, sq: Sq, me: Color) -> bool {
    pos.at(sq).is_none() || capturable(pos, sq, me)
}

/// The boat en-passant victim for a capture by `capturer` onto target `target`: the first surface
/// piece walking from the target in the direction the multi-stepped boat moved. It must be an
/// enemy boat.
pub fn ep_victim(pos: &Position, target: Sq, capturer: Color) -> Option<Sq> {
    let dir = capturer.other().forward();
    let mut sq = target;
    while let Some(next) = sq.offset(0, dir) {
        if let Some(piece) = pos.at(next) {
            return (piece.color != capturer && piece.kind == Kind::Boat).then_some(next);
        }
        sq = next;
    }
    None
}

pub fn pseudo_moves(pos: &Position) -> Vec<Action> {
    let me = pos.stm;
    let mut out = Vec::new();

    // While an aircraft is aloft its side may only capture with it or bring it back.
    let aloft: Vec<Sq> = pos
        .pieces()
        .into_iter()
        .filter(|(_, p)| p.color == me && p.kind == Kind::Carrier { aloft: true })
        .map(|(sq, _)| sq)
        .collect();
    if !aloft.is_empty() {
        for from in aloft {
            for to in outline(from) {
                if capturable(pos, to, me) {
                    out.push(Action::Aircraft { from, to });
                }
            }
            out.push(Action::Return(from));
        }
        return out;
    }

    for (from, piece) in pos.pieces() {
        if piece.color != me {
            continue;
        }
        match piece.kind {
            Kind::Boat => boat_moves(pos, from, me, &mut out),
            Kind::Cruiser { loaded } => {
                for to in slides(pos, from, &ROOK_DIRS) {
                    if can_land(pos, to, me) {
                        out.push(Action::Ordinary { from, to, promo: None });
                    }
                }
                if loaded && !pos.mined(from) {
                    out.push(Action::Plant(from));
                }
            }
            Kind::Torpedo { loaded, facing } => {
                for to in slides(pos, from, &ROOK_DIRS) {
                    if can_land(pos, to, me) {
                        out.push(Action::Ordinary { from, to, promo: None });
                    }
                }
                if loaded {
                    for to in torpedo_reach(pos, from, facing) {
                        if capturable(pos, to, me) {
                            out.push(Action::Torpedo { from, to });
                        }
                    }
                }
            }
            Kind::Sub { v } => {
                for to in leaps(from, &KNIGHT_JUMPS) {
                    if can_land(pos, to, me) {
                        out.push(Action::Ordinary { from, to, promo: None });
                    }
                }
                // Dive budget k = min(4, V/2) must be at least 1.
                if v / 2 >= 1 {
                    for to in leaps(from, &KNIGHT_JUMPS) {
                        if may_go_under(pos, to, me) {
                            out.push(Action::Dive { from, to });
                        }
                    }
                }
            }
            Kind::Destroyer => {
                for to in slides(pos, from, &BISHOP_DIRS) {
                    // It may pass over its own submerged sub but not stop above it.
                    if can_land(pos, to, me) && !pos.has_submerged(me, to) {
                        out.push(Action::Ordinary { from, to, promo: None });
                    }
                }
            }
            Kind::Carrier { .. } => {
                for to in carrier_reach(pos, from) {
                    if can_land(pos, to, me) {
                        out.push(Action::Ordinary { from, to, promo: None });
                    }
                }
                // Launch: the aircraft must capture.
                for to in outline(from) {
                    if capturable(pos, to, me) {
                        out.push(Action::Aircraft { from, to });
                    }
                }
            }
            Kind::Commando => {
                for to in leaps(from, &KING_DIRS) {
                    if can_land(pos, to, me) && !pos.mined(to) {
                        out.push(Action::Ordinary { from, to, promo: None });
                    }
                }
                castling_moves(pos, from, me, &mut out);
            }
        }
    }

    for sub in pos.subs.iter().filter(|s| s.color == me) {
        let from = sub.sq;
        for to in leaps(from, &KNIGHT_JUMPS) {
            if may_go_under(pos, to, me) {
                out.push(Action::Underwater { from, to });
            }
            if !pos.mined(to) && may_emerge_under(pos, to, me) {
                out.push(Action::Emerge { from, to });
            }
        }
        if may_emerge_under(pos, from, me) {
            out.push(Action::Emerge { from, to: from });
        }
    }
    out
}

/// May a sub of `me` go under `sq` (dive or underwater move)? Not under a destroyer of either
/// colour, not onto its own side's other submerged sub. A mine is allowed (the sub dies).
fn may_go_under(pos: &Position, sq: Sq, me: Color) -> bool {
    !matches!(pos.at(sq), Some(Piece { kind: Kind::Destroyer, .. })) && !pos.has_submerged(me, sq)
}

/// May a sub of `me` emerge on `sq`? The surface is empty or holds an enemy that is neither the
/// commando ship nor a destroyer (a submerged sub cannot capture destroyers).
fn may_emerge_under(pos: &Position, sq: Sq, me: Color) -> bool {
    match pos.at(sq) {
        None => true,
        Some(p) => p.color != me && p.kind != Kind::Commando && p.kind != Kind::Destroyer,
    }
}

fn boat_moves(pos: &Position, from: Sq, me: Color, out: &mut Vec<Action>) {
    let forward = me.forward();
    let last_rank = if me == Color::White { 11 } else { 0 };
    let initial_rank = if me == Color::White { 1 } else { 10 };
    let push = |out: &mut Vec<Action>, to: Sq| {
        if to.y == last_rank {
            for promo in PROMOTIONS {
                out.push(Action::Ordinary { from, to, promo: Some(promo) });
            }
        } else {
            out.push(Action::Ordinary { from, to, promo: None });
        }
    };

    match from.offset(0, forward) {
        Some(ahead) => {
            if pos.at(ahead).is_none() {
                push(out, ahead);
            }
            // First move: 2, 3 or 4 steps over squares free of pieces and mines.
            if from.y == initial_rank {
                for steps in 2..=4 {
                    let passed = (1..steps).all(|k| from.offset(0, k * forward).is_some_and(|sq| pos.is_free(sq)));
                    match from.offset(0, steps * forward) {
                        Some(to) if passed && pos.at(to).is_none() => push(out, to),
                        _ => break,
                    }
                }
            }
        }
        None => {
            // Stuck (no square ahead) and not on the last rank: one sideways step toward the centre.
            if from.y != last_rank {
                let dx = if from.x < 6 { 1 } else { -1 };
                if let Some(to) = from.offset(dx, 0)
                    && pos.at(to).is_none()
                {
                    push(out, to);
                }
            }
        }
    }

    for to in boat_captures(me, from) {
        if capturable(pos, to, me) {
            push(out, to);
        }
        if pos.ep == Some(to) && pos.at(to).is_none() && ep_victim(pos, to, me).is_some() {
            out.push(Action::EnPassant { from, to });
        }
    }
}

/// One castling option, on files (0 = a) of the back rank (docs 4.6).
struct CastlingRule {
    with_cruiser: bool,
    partner_file: i32,
    /// Must hold no surface piece and no mine.
    empty_files: &'static [i32],
    /// Must not be attacked (the commando ship's square, the passed one and the target).
    safe_files: &'static [i32],
    king_to_file: i32,
}

const CASTLING_RULES: [CastlingRule; 2] = [
    CastlingRule {
        with_cruiser: true,
        partner_file: 2,
        empty_files: &[3, 4, 5],
        safe_files: &[6, 5, 4],
        king_to_file: 4,
    },
    CastlingRule {
        with_cruiser: false,
        partner_file: 9,
        empty_files: &[7, 8],
        safe_files: &[6, 7, 8],
        king_to_file: 8,
    },
];

/// Castling: K g->e with the cruiser c->f, or K g->i with the torpedo boat j->h.
fn castling_moves(pos: &Position, king: Sq, me: Color, out: &mut Vec<Action>) {
    let y = me.back_rank();
    if king != (Sq { x: 6, y }) {
        return;
    }
    let at = |x: i32| Sq { x, y };
    for rule in CASTLING_RULES {
        let partner_ok = match pos.at(at(rule.partner_file)) {
            Some(Piece { color, kind: Kind::Cruiser { .. } }) => color == me && rule.with_cruiser,
            Some(Piece { color, kind: Kind::Torpedo { .. } }) => color == me && !rule.with_cruiser,
            _ => false,
        };
        if pos.castling[castling_index(me, rule.with_cruiser)]
            && partner_ok
            && rule.empty_files.iter().all(|&x| pos.is_free(at(x)))
            && rule.safe_files.iter().all(|&x| !attacked(pos, at(x), me.other()))
        {
            out.push(Action::Castle { from: king, to: at(rule.king_to_file) });
        }
    }
}
