//! Static evaluation of S-Chess (and, through [`Seirawan::from_board`], standard chess):
//! tapered middlegame/endgame terms (https://www.chessprogramming.org/Tapered_Eval) for
//! material, hand pieces valued by the gates still open, piece-square tables, mobility,
//! king safety, threats, pawn structure and the bishop pair. Every number is a named constant
//! below.

use super::position::Seirawan;
use super::types::Role;
use crate::core::Color;
use shakmaty::{Bitboard, File, Square, attacks};

/// A middlegame/endgame pair of centipawn values.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pair(pub i32, pub i32);

impl std::ops::Add for Pair {
    type Output = Pair;
    fn add(self, o: Pair) -> Pair {
        Pair(self.0 + o.0, self.1 + o.1)
    }
}
impl std::ops::Sub for Pair {
    type Output = Pair;
    fn sub(self, o: Pair) -> Pair {
        Pair(self.0 - o.0, self.1 - o.1)
    }
}
impl std::ops::Mul<i32> for Pair {
    type Output = Pair;
    fn mul(self, k: i32) -> Pair {
        Pair(self.0 * k, self.1 * k)
    }
}
impl std::ops::AddAssign for Pair {
    fn add_assign(&mut self, o: Pair) {
        self.0 += o.0;
        self.1 += o.1;
    }
}
impl std::ops::SubAssign for Pair {
    fn sub_assign(&mut self, o: Pair) {
        self.0 -= o.0;
        self.1 -= o.1;
    }
}

/// Piece values by role (P N B R Q K H E). Hawk (B+N) and Elephant (R+N) are close to a
/// Queen, as the S-Chess rules page and Fairy-Stockfish's values say.
pub const PIECE_VALUE: [Pair; 8] = [
    Pair(90, 110),
    Pair(320, 290),
    Pair(340, 310),
    Pair(480, 530),
    Pair(980, 960),
    Pair(0, 0),
    Pair(880, 880),
    Pair(950, 960),
];
/// What a Hawk or Elephant loses per enemy minor piece or rook below six: compound pieces
/// have fewer targets to fork as the board empties.
pub const SUPER_PIECE_DECAY: Pair = Pair(8, 12);
/// Share (in 1/16) of a hand piece's value kept, by the number of its side's gates still open
/// (0, 1, 2, 3, 4+): a piece that can never be gated is worth nothing. With gates to spare it
/// keeps (nearly) its full value: a discount there made every gating look like a gain of over
/// a pawn, and the score swung by that much between odd and even depths.
pub const HAND_SHARE: [i32; 5] = [0, 11, 14, 15, 16];
/// Bonus for owning both bishops.
pub const BISHOP_PAIR: Pair = Pair(30, 50);
/// Bonus for the side to move.
pub const TEMPO: i32 = 12;
/// Mobility per reachable square by role (squares not held by own pieces nor attacked by enemy pawns).
pub const MOBILITY: [Pair; 8] =
    [Pair(0, 0), Pair(4, 4), Pair(5, 5), Pair(3, 5), Pair(2, 4), Pair(0, 0), Pair(3, 4), Pair(2, 4)];
/// Per-role weight of an attack on the squares around the enemy king.
pub const KING_ATTACK_WEIGHT: [i32; 8] = [0, 2, 2, 3, 5, 0, 5, 5];
/// King danger (middlegame penalty) by summed attack weight, when two or more pieces attack.
pub const KING_DANGER: [i32; 16] = [0, 0, 5, 12, 22, 35, 50, 68, 88, 110, 135, 160, 190, 220, 250, 280];
/// Pawn shield: own pawn on the two ranks in front of a castled king, per pawn.
pub const PAWN_SHIELD: i32 = 12;
/// An open gate next to the king with a piece in hand: a defender can appear there.
pub const GATE_NEAR_KING: i32 = 6;
/// Pawn structure.
pub const DOUBLED_PAWN: Pair = Pair(-10, -20);
/// An isolated pawn.
pub const ISOLATED_PAWN: Pair = Pair(-12, -15);
/// Passed pawn bonus by relative rank.
pub const PASSED_PAWN: [Pair; 8] =
    [Pair(0, 0), Pair(2, 8), Pair(4, 12), Pair(8, 20), Pair(18, 38), Pair(35, 70), Pair(60, 115), Pair(0, 0)];
/// Rook or Elephant on a file without own pawns (semi-open), without any pawns (open).
pub const ROOK_SEMI_OPEN: Pair = Pair(12, 6);
/// See [`ROOK_SEMI_OPEN`].
pub const ROOK_OPEN: Pair = Pair(22, 10);
/// Threats: an enemy piece (not a pawn) attacked by one of our pawns.
pub const THREAT_BY_PAWN: Pair = Pair(50, 30);
/// An enemy Rook, Queen, Hawk or Elephant attacked by one of our minor pieces.
pub const THREAT_BY_MINOR: Pair = Pair(35, 25);
/// An enemy Queen, Hawk or Elephant attacked by one of our Rooks.
pub const THREAT_BY_ROOK: Pair = Pair(30, 20);
/// An enemy piece (not a pawn) we attack that nothing of theirs defends.
pub const HANGING: Pair = Pair(35, 20);
/// Game phase weight by role; hand pieces count too. Full middlegame at [`PHASE_MAX`].
pub const PHASE_WEIGHT: [i32; 8] = [0, 1, 1, 2, 4, 0, 4, 4];
/// The phase of the S-Chess start position (and anything richer).
pub const PHASE_MAX: i32 = 40;

/// Distance-from-centre shape, 0 (corner) .. 6 (centre), used by the piece-square tables.
fn centrality(sq: Square) -> i32 {
    let f = sq.file() as i32;
    let r = sq.rank() as i32;
    let df = (2 * f - 7).abs() / 2; // 0..3
    let dr = (2 * r - 7).abs() / 2;
    6 - df - dr
}

/// Piece-square value of `role` on `sq` from White's side (Black uses the mirrored square).
fn pst(role: Role, sq: Square) -> Pair {
    let c = centrality(sq);
    let rank = sq.rank() as i32;
    match role {
        Role::Pawn => {
            let centre_file = matches!(sq.file(), File::D | File::E) as i32;
            Pair(rank * 3 + centre_file * rank * 4, rank * 6)
        }
        Role::Knight => Pair(c * 7 - 18, c * 5 - 15),
        Role::Bishop => Pair(c * 4 - 10, c * 3 - 8),
        Role::Rook => Pair(if rank == 6 { 15 } else { 0 }, if rank == 6 { 10 } else { 0 }),
        Role::Queen => Pair(c * 2 - 5, c * 4 - 10),
        Role::Hawk => Pair(c * 5 - 14, c * 4 - 12),
        Role::Elephant => Pair(c * 4 - 10, c * 3 - 8),
        Role::King => {
            // Stay home in the middlegame (corners best), centralise in the endgame.
            let home = if rank == 0 { 10 } else { -12 * rank.min(3) };
            let edge = if matches!(sq.file(), File::A | File::B | File::G | File::H) { 10 } else { 0 };
            Pair(home + if rank == 0 { edge } else { 0 }, c * 8 - 24)
        }
    }
}

fn relative(color: Color, sq: Square) -> Square {
    if color.is_white() { sq } else { sq.flip_vertical() }
}

fn adjacent_files(sq: Square) -> Bitboard {
    let f = sq.file();
    [f.offset(-1), f.offset(1)].into_iter().flatten().fold(Bitboard::EMPTY, |b, f| b | Bitboard::from_file(f))
}

/// The squares one side attacks, by kind of attacker (for threats).
#[derive(Clone, Copy, Default)]
struct Attacks {
    all: Bitboard,
    pawns: Bitboard,
    minors: Bitboard,
    rooks: Bitboard,
}

impl Seirawan {
    /// Material and phase weight of `color`'s hand, counting each piece by its gating chances.
    fn hand_value(&self, color: Color) -> (Pair, i32) {
        let gates = self.gates(color).count().min(4);
        let mut value = Pair(0, 0);
        let mut phase = 0;
        for role in Role::HAND {
            let n = self.in_hand(color, role) as i32;
            if n > 0 && gates > 0 {
                let v = PIECE_VALUE[role as usize];
                value += Pair(v.0 * HAND_SHARE[gates] / 16, v.1 * HAND_SHARE[gates] / 16) * n;
                phase += PHASE_WEIGHT[role as usize] * n;
            }
        }
        (value, phase)
    }

    /// Everything for one side, from White's view of the numbers (positive = good for `us`).
    fn side_terms(&self, us: Color) -> (Pair, i32, i32, Attacks) {
        let them = us.other();
        let occupied = self.board.occupied();
        let ours = self.board.ours(us);
        let our_pawns = self.board.pieces(us, Role::Pawn);
        let their_pawns = self.board.pieces(them, Role::Pawn);
        let their_king = self.king(them);
        let king_zone = attacks::king_attacks(their_king).with(their_king);
        let pawn_guarded = pawn_attacks(them, their_pawns);

        let mut score = Pair(0, 0);
        let mut phase = 0;
        let mut attack_weight = 0;
        let mut attackers = 0;
        let our_pawn_attacks = pawn_attacks(us, our_pawns);
        let mut attacks = Attacks {
            all: our_pawn_attacks | attacks::king_attacks(self.king(us)),
            pawns: our_pawn_attacks,
            ..Attacks::default()
        };
        let their_lesser = (self.board.pieces(them, Role::Knight)
            | self.board.pieces(them, Role::Bishop)
            | self.board.pieces(them, Role::Rook))
        .count() as i32;
        let decay = SUPER_PIECE_DECAY * (6 - their_lesser).max(0);

        for role in Role::ALL {
            for sq in self.board.pieces(us, role) {
                score += PIECE_VALUE[role as usize] + pst(role, relative(us, sq));
                phase += PHASE_WEIGHT[role as usize];
                if matches!(role, Role::Hawk | Role::Elephant) {
                    score -= decay;
                }
                if matches!(role, Role::Pawn | Role::King) {
                    continue;
                }
                let reach = Self::piece_attacks(role, us, sq, occupied);
                attacks.all |= reach;
                match role {
                    Role::Knight | Role::Bishop => attacks.minors |= reach,
                    Role::Rook => attacks.rooks |= reach,
                    _ => {}
                }
                score += MOBILITY[role as usize] * ((reach & !ours & !pawn_guarded).count() as i32);
                if (reach & king_zone).any() {
                    attackers += 1;
                    attack_weight += KING_ATTACK_WEIGHT[role as usize] * (reach & king_zone).count() as i32;
                }
                if matches!(role, Role::Rook | Role::Elephant) {
                    let file = Bitboard::from_file(sq.file());
                    if (file & our_pawns).is_empty() {
                        score += if (file & their_pawns).is_empty() { ROOK_OPEN } else { ROOK_SEMI_OPEN };
                    }
                }
            }
        }
        if self.board.count(us, Role::Bishop) >= 2 {
            score += BISHOP_PAIR;
        }
        let (hand, hand_phase) = self.hand_value(us);
        score += hand;
        phase += hand_phase;

        // Pawn structure.
        for sq in our_pawns {
            let ahead = ranks_ahead(us, sq, 7);
            let files = Bitboard::from_file(sq.file()) | adjacent_files(sq);
            if (Bitboard::from_file(sq.file()) & ahead & our_pawns).any() {
                score += DOUBLED_PAWN;
            }
            if (adjacent_files(sq) & our_pawns).is_empty() {
                score += ISOLATED_PAWN;
            }
            if (files & ahead & their_pawns).is_empty() {
                score += PASSED_PAWN[relative(us, sq).rank() as usize];
            }
        }

        // Our king's shelter: pawns just in front, and gates beside it that can bring a defender.
        let king = self.king(us);
        let shelter = (Bitboard::from_file(king.file()) | adjacent_files(king)) & ranks_ahead(us, king, 2);
        let mut safety = PAWN_SHIELD * (shelter & our_pawns).count() as i32;
        if self.hand[us as usize] != [0, 0] {
            safety += GATE_NEAR_KING * (attacks::king_attacks(king) & self.gates(us)).count() as i32;
        }
        score += Pair(safety, 0);

        let danger = if attackers >= 2 { KING_DANGER[(attack_weight as usize).min(15)] } else { 0 };
        (score, phase, danger, attacks)
    }

    /// What `us`, attacking with `ours`, threatens among the pieces of the other side, whose
    /// attacks are `theirs`.
    fn threats(&self, us: Color, ours: &Attacks, theirs: &Attacks) -> Pair {
        let them = us.other();
        let pieces = |roles: &[Role]| roles.iter().fold(Bitboard::EMPTY, |b, &r| b | self.board.pieces(them, r));
        let heavy = pieces(&[Role::Queen, Role::Hawk, Role::Elephant]);
        let majors = heavy | pieces(&[Role::Rook]);
        let targets = majors | pieces(&[Role::Knight, Role::Bishop]);
        THREAT_BY_PAWN * (ours.pawns & targets).count() as i32
            + THREAT_BY_MINOR * (ours.minors & majors).count() as i32
            + THREAT_BY_ROOK * (ours.rooks & heavy).count() as i32
            + HANGING * (ours.all & targets & !theirs.all).count() as i32
    }

    /// Evaluation in centipawns from the side to move's view.
    pub fn evaluate(&self) -> i32 {
        let (white, white_phase, white_attack, white_attacks) = self.side_terms(Color::White);
        let (black, black_phase, black_attack, black_attacks) = self.side_terms(Color::Black);
        let mut total = white - black;
        total += self.threats(Color::White, &white_attacks, &black_attacks);
        total -= self.threats(Color::Black, &black_attacks, &white_attacks);
        total.0 += white_attack - black_attack;
        let phase = (white_phase + black_phase).min(PHASE_MAX);
        let mut score = (total.0 * phase + total.1 * (PHASE_MAX - phase)) / PHASE_MAX;
        score = self.scale_drawish(score);
        let stm = if self.turn.is_white() { score } else { -score };
        stm + TEMPO
    }

    /// Shrinks an advantage that cannot win: a side without pawns and with at most a minor
    /// piece more than the other (and nothing it can still gate).
    fn scale_drawish(&self, score: i32) -> i32 {
        let strong = if score > 0 { Color::White } else { Color::Black };
        let weak = strong.other();
        if self.board.pieces(strong, Role::Pawn).any()
            || (self.hand[strong as usize] != [0, 0] && self.gates(strong).any())
        {
            return score;
        }
        let material = |c: Color| -> i32 {
            [Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::Hawk, Role::Elephant]
                .into_iter()
                .map(|r| PIECE_VALUE[r as usize].1 * self.board.count(c, r) as i32)
                .sum()
        };
        if material(strong) - material(weak) <= PIECE_VALUE[Role::Bishop as usize].1 { score / 8 } else { score }
    }
}

/// Ranks `lo..=hi` as a bitboard.
fn rank_span(lo: u32, hi: u32) -> Bitboard {
    let upto = |r: u32| {
        if r >= 7 { !0u64 } else { (1u64 << (8 * (r + 1))) - 1 }
    };
    let below = |r: u32| if r == 0 { 0 } else { (1u64 << (8 * r)) - 1 };
    Bitboard(upto(hi) & !below(lo))
}

/// The `n` ranks in front of `sq` from `color`'s side.
fn ranks_ahead(color: Color, sq: Square, n: u32) -> Bitboard {
    let r = sq.rank() as u32;
    match color {
        Color::White if r < 7 => rank_span(r + 1, (r + n).min(7)),
        Color::Black if r > 0 => rank_span(r.saturating_sub(n), r - 1),
        _ => Bitboard::EMPTY,
    }
}

/// Squares attacked by `color`'s pawns.
fn pawn_attacks(color: Color, pawns: Bitboard) -> Bitboard {
    let not_a = !Bitboard::from_file(File::A);
    let not_h = !Bitboard::from_file(File::H);
    if color.is_white() {
        (pawns & not_a).shift(7) | (pawns & not_h).shift(9)
    } else {
        (pawns & not_a).shift(-9) | (pawns & not_h).shift(-7)
    }
}
