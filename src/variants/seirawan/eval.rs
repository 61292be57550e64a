//! Static evaluation of S-Chess (and, through [`Seirawan::from_board`], standard chess):
//! tapered middlegame/endgame terms (https://www.chessprogramming.org/Tapered_Eval) for
//! material and its imbalances, hand pieces valued by the gates still open (and by what stands
//! on them), piece-square tables (also seen from the own king's wing, by its file, and from the
//! enemy king's wing), mobility (and trapped pieces), outposts, bad bishops, rooks on open files
//! and the seventh rank, space, king safety (attacks and safe checks, Stockfish's king danger,
//! shelter, pawn storms, open files, weak squares, pins, castling rights), threats (by attacker
//! and victim, by pushes and the king; hanging and restricted pieces), pawn structure, passed
//! pawns, the bishop pair and the move.
//!
//! The evaluation is linear in its weights: every term adds a weight of [`WEIGHTS`] times a
//! count through a [`Tally`]. Summing gives the score; recording the counts gives the
//! position's trace, which `nereid tune` fits to game results (the Texel method). The weights
//! live in `weights.rs`, written by that command; [`layout`] says where each term's weights sit.

use super::position::Seirawan;
use super::term_cache::{self, Structure, Terms};
use super::types::Role;
use super::weights::WEIGHTS;
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

/// Where each term's weights sit in [`WEIGHTS`]. Indices by role follow [`Role`] (P N B R Q
/// K H E).
pub mod layout {
    /// Piece value, by role.
    pub const MATERIAL: usize = 0;
    /// Piece-square tables, 32 per role: rank from the owner's side times 4 plus the file
    /// folded onto a-d (the tables are left-right symmetric).
    pub const PST: usize = MATERIAL + 8;
    /// Per reachable square (not held by own pieces nor attacked by enemy pawns), by role.
    pub const MOBILITY: usize = PST + 8 * 32;
    /// A Hawk (first 4) or Elephant (next 4) in hand, by its side's open gates (1, 2, 3, 4+);
    /// with no gate open a hand piece is worth nothing.
    pub const HAND: usize = MOBILITY + 8;
    /// A Hawk or Elephant, per enemy minor piece or rook below six: compound pieces have
    /// fewer targets to fork as the board empties.
    pub const SUPER_PIECE_DECAY: usize = HAND + 8;
    /// Owning both bishops.
    pub const BISHOP_PAIR: usize = SUPER_PIECE_DECAY + 1;
    /// Danger to the enemy king by the summed weight of attacks on its zone and of safe
    /// checks (capped at [`super::KING_DANGER_CAP`]), when two or more pieces attack it.
    pub const KING_DANGER: usize = BISHOP_PAIR + 1;
    /// Own pawn on the two ranks in front of the king, per pawn.
    pub const PAWN_SHIELD: usize = KING_DANGER + super::KING_DANGER_CAP + 1;
    /// An open gate next to the king with a piece in hand: a defender can appear there.
    pub const GATE_NEAR_KING: usize = PAWN_SHIELD + 1;
    /// A pawn with an own pawn ahead on its file.
    pub const DOUBLED_PAWN: usize = GATE_NEAR_KING + 1;
    /// A pawn without own pawns on the adjacent files.
    pub const ISOLATED_PAWN: usize = DOUBLED_PAWN + 1;
    /// A passed pawn, by rank from its side.
    pub const PASSED_PAWN: usize = ISOLATED_PAWN + 1;
    /// Rook or Elephant on a file without own pawns.
    pub const ROOK_SEMI_OPEN: usize = PASSED_PAWN + 8;
    /// Rook or Elephant on a file without pawns.
    pub const ROOK_OPEN: usize = ROOK_SEMI_OPEN + 1;
    /// An enemy piece (not a pawn) attacked by one of our pawns.
    pub const THREAT_BY_PAWN: usize = ROOK_OPEN + 1;
    /// An enemy Rook, Queen, Hawk or Elephant attacked by one of our minor pieces.
    pub const THREAT_BY_MINOR: usize = THREAT_BY_PAWN + 1;
    /// An enemy Queen, Hawk or Elephant attacked by one of our Rooks.
    pub const THREAT_BY_ROOK: usize = THREAT_BY_MINOR + 1;
    /// An enemy piece (not a pawn) we attack that nothing of theirs defends.
    pub const HANGING: usize = THREAT_BY_ROOK + 1;
    /// A pawn defended by an own pawn or with one beside it, by rank from its side.
    pub const CONNECTED_PAWN: usize = HANGING + 1;
    /// A pawn no own pawn beside or behind can protect, whose square ahead an enemy pawn holds.
    pub const BACKWARD_PAWN: usize = CONNECTED_PAWN + 8;
    /// A passed pawn whose square ahead is empty and unattacked, by rank from its side.
    pub const PASSED_FREE: usize = BACKWARD_PAWN + 1;
    /// A passed pawn: the enemy king's distance (at most 5) to its square ahead, times the
    /// pawn's rank beyond the third.
    pub const PASSED_THEIR_KING: usize = PASSED_FREE + 8;
    /// The same for our own king's distance.
    pub const PASSED_OUR_KING: usize = PASSED_THEIR_KING + 1;
    /// A Knight (first) or Bishop (second) on ranks 4-6, defended by a pawn, where no enemy
    /// pawn can ever attack it.
    pub const OUTPOST: usize = PASSED_OUR_KING + 1;
    /// A Rook or Elephant on the seventh rank.
    pub const ROOK_ON_SEVENTH: usize = OUTPOST + 2;
    /// Files at or beside our king without own pawns (first) or without any pawns (second).
    pub const KING_OPEN_FILE: usize = ROOK_ON_SEVENTH + 1;
    /// A square around the enemy king we attack that only its king defends.
    pub const WEAK_KING_SQUARE: usize = KING_OPEN_FILE + 2;
    /// A square from which one of our pieces could check the enemy king, which it can reach
    /// and no enemy piece guards, by role.
    pub const SAFE_CHECK: usize = WEAK_KING_SQUARE + 1;
    /// A piece with only 0, 1, 2 or 3 squares to go to (as mobility counts them), 4 per role:
    /// a trapped piece is worth less than its few squares say.
    pub const LOW_MOBILITY: usize = SAFE_CHECK + 8;
    /// An enemy pawn on our king's file or beside it, on our third, fourth or fifth rank.
    pub const PAWN_STORM: usize = LOW_MOBILITY + 8 * 4;
    /// Per own pawn on the squares of a bishop's colour, per bishop.
    pub const BAD_BISHOP: usize = PAWN_STORM + 3;
    /// An enemy piece (not a pawn) that one of our pawns would attack after a safe push.
    pub const PAWN_PUSH_THREAT: usize = BAD_BISHOP + 1;
    /// An undefended enemy piece or pawn next to our king.
    pub const THREAT_BY_KING: usize = PAWN_PUSH_THREAT + 1;
    /// A square on files c-f, our second to fourth rank, that no enemy pawn attacks and no
    /// own pawn holds.
    pub const SPACE: usize = THREAT_BY_KING + 1;
    /// A square we attack that they defend, but not with a pawn: their pieces have less room.
    pub const RESTRICTED: usize = SPACE + 1;
    /// Per piece, by role, times the number of own pawns beyond five (negative below):
    /// knights gain with pawns on the board, sliders with open lines.
    pub const PIECE_PAWNS: usize = RESTRICTED + 1;
    /// A passed pawn whose square ahead an enemy piece holds, by rank from its side.
    pub const PASSED_BLOCKED: usize = PIECE_PAWNS + 8;
    /// A passed pawn with an empty path to promotion that no enemy attacks, by rank.
    pub const PASSED_SAFE_PATH: usize = PASSED_BLOCKED + 8;
    /// Our Rook or Elephant behind our passed pawn on its file.
    pub const ROOK_BEHIND_PASSER: usize = PASSED_SAFE_PATH + 8;
    /// A Knight or Bishop with a pawn just in front of it.
    pub const MINOR_BEHIND_PAWN: usize = ROOK_BEHIND_PASSER + 1;
    /// An enemy piece or pawn attacked, by attacker and victim (their places in
    /// [`super::THREAT_ROLES`]) and whether anything of theirs defends it:
    /// `(attacker * 7 + victim) * 2 + defended`.
    pub const THREAT: usize = MINOR_BEHIND_PAWN + 1;
    /// Our pieces of one role times their pieces of another (N B R Q H E, hand included), 6 x 6.
    pub const IMBALANCE_THEIRS: usize = THREAT + 7 * 7 * 2;
    /// Our pieces of one role times ours of another or the same, 6 x 6 with the lower role
    /// first (the other half stays zero).
    pub const IMBALANCE_OURS: usize = IMBALANCE_THEIRS + 36;
    /// A piece of ours pinned to our king by an enemy slider, by role.
    pub const PINNED: usize = IMBALANCE_OURS + 36;
    /// One castling right left (first) or two (second).
    pub const CASTLING_RIGHTS: usize = PINNED + 8;
    /// A piece's distance (in king moves) from its own king, by role.
    pub const KING_PROTECTOR: usize = CASTLING_RIGHTS + 2;
    /// The side to move.
    pub const TEMPO: usize = KING_PROTECTOR + 8;
    /// Piece-square tables seen from the own king's wing, by the king's file: the board
    /// mirrored so that the king stands on files e-h, then 64 squares per role for each of
    /// those four files. Added to [`PST`].
    pub const PST_KING_FILE: usize = TEMPO + 1;
    /// Piece-square tables seen from the enemy king's wing: 64 per role, the board mirrored
    /// so that the enemy king stands on files e-h. Added to [`PST`].
    pub const PST_ENEMY_WING: usize = PST_KING_FILE + 4 * 8 * 64;
    /// A piece with 4, 5, 6 or 7 squares to go to, 4 per role (after [`LOW_MOBILITY`]).
    pub const MID_MOBILITY: usize = PST_ENEMY_WING + 8 * 64;
    /// An open gate with a piece in hand, by the role standing on it.
    pub const GATE_BY_ROLE: usize = MID_MOBILITY + 8 * 4;
    /// Stockfish's king danger d (`king_danger`) as min(d, 3500) * d / 65536, then as
    /// d / 256 (once d passes 100).
    pub const KING_DANGER_SQUARED: usize = GATE_BY_ROLE + 8;
    /// Number of weights.
    pub const SIZE: usize = KING_DANGER_SQUARED + 2;

    /// Name, first index and length of every term, in order (for the tuner's output).
    pub const SECTIONS: [(&str, usize, usize); 52] = [
        ("material", MATERIAL, 8),
        ("piece-square", PST, 8 * 32),
        ("mobility", MOBILITY, 8),
        ("hand", HAND, 8),
        ("super piece decay", SUPER_PIECE_DECAY, 1),
        ("bishop pair", BISHOP_PAIR, 1),
        ("king danger", KING_DANGER, super::KING_DANGER_CAP + 1),
        ("pawn shield", PAWN_SHIELD, 1),
        ("gate near king", GATE_NEAR_KING, 1),
        ("doubled pawn", DOUBLED_PAWN, 1),
        ("isolated pawn", ISOLATED_PAWN, 1),
        ("passed pawn", PASSED_PAWN, 8),
        ("rook on semi-open file", ROOK_SEMI_OPEN, 1),
        ("rook on open file", ROOK_OPEN, 1),
        ("threat by pawn", THREAT_BY_PAWN, 1),
        ("threat by minor", THREAT_BY_MINOR, 1),
        ("threat by rook", THREAT_BY_ROOK, 1),
        ("hanging", HANGING, 1),
        ("connected pawn", CONNECTED_PAWN, 8),
        ("backward pawn", BACKWARD_PAWN, 1),
        ("free passed pawn", PASSED_FREE, 8),
        ("passed pawn, their king's distance", PASSED_THEIR_KING, 1),
        ("passed pawn, our king's distance", PASSED_OUR_KING, 1),
        ("outpost", OUTPOST, 2),
        ("rook on seventh", ROOK_ON_SEVENTH, 1),
        ("king on open file", KING_OPEN_FILE, 2),
        ("weak king square", WEAK_KING_SQUARE, 1),
        ("safe check", SAFE_CHECK, 8),
        ("low mobility", LOW_MOBILITY, 8 * 4),
        ("pawn storm", PAWN_STORM, 3),
        ("bad bishop", BAD_BISHOP, 1),
        ("pawn push threat", PAWN_PUSH_THREAT, 1),
        ("threat by king", THREAT_BY_KING, 1),
        ("space", SPACE, 1),
        ("restricted", RESTRICTED, 1),
        ("piece by own pawns", PIECE_PAWNS, 8),
        ("blocked passed pawn", PASSED_BLOCKED, 8),
        ("passed pawn, safe path", PASSED_SAFE_PATH, 8),
        ("rook behind passed pawn", ROOK_BEHIND_PASSER, 1),
        ("minor behind pawn", MINOR_BEHIND_PAWN, 1),
        ("threat by attacker and victim", THREAT, 7 * 7 * 2),
        ("imbalance with theirs", IMBALANCE_THEIRS, 36),
        ("imbalance with ours", IMBALANCE_OURS, 36),
        ("pinned", PINNED, 8),
        ("castling rights", CASTLING_RIGHTS, 2),
        ("king protector", KING_PROTECTOR, 8),
        ("tempo", TEMPO, 1),
        ("piece-square by king file", PST_KING_FILE, 4 * 8 * 64),
        ("piece-square by enemy king wing", PST_ENEMY_WING, 8 * 64),
        ("middling mobility", MID_MOBILITY, 8 * 4),
        ("gate by role", GATE_BY_ROLE, 8),
        ("king danger, squared", KING_DANGER_SQUARED, 2),
    ];
}

use layout::*;

/// The highest summed attack weight [`layout::KING_DANGER`] tells apart.
pub const KING_DANGER_CAP: usize = 23;
/// Weight of a safe check in the sum [`layout::KING_DANGER`] is indexed by.
pub const CHECK_ATTACK_WEIGHT: i32 = 3;
/// Files c-f, where [`layout::SPACE`] counts squares.
const CENTRE_FILES: Bitboard = Bitboard(0x3c3c_3c3c_3c3c_3c3c);
/// The files around a king on each file where [`Seirawan::king_danger`] counts attacks
/// (Stockfish's `KingFlank`).
const KING_FLANK: [Bitboard; 8] = {
    let (a_c, a_d, e_h, f_h) =
        (0x0707_0707_0707_0707, 0x0f0f_0f0f_0f0f_0f0f, 0xf0f0_f0f0_f0f0_f0f0, 0xe0e0_e0e0_e0e0_e0e0);
    [
        Bitboard(a_c),
        Bitboard(a_d),
        Bitboard(a_d),
        CENTRE_FILES,
        CENTRE_FILES,
        Bitboard(e_h),
        Bitboard(e_h),
        Bitboard(f_h),
    ]
};
/// Per-role weight of an attack on the squares around the enemy king.
pub const KING_ATTACK_WEIGHT: [i32; 8] = [0, 2, 2, 3, 5, 0, 5, 5];
/// Per-role weight of a piece that attacks the enemy king's ring, for [`king_danger`]
/// (Stockfish's, and Fairy-Stockfish's for the compound pieces).
const RING_ATTACK_WEIGHT: [i32; 8] = [0, 81, 52, 44, 10, 0, 40, 40];
/// A safe check's weight in [`king_danger`], by role: one check, several.
const SAFE_CHECK_DANGER: [[i32; 2]; 8] =
    [[0, 0], [803, 1292], [639, 974], [1087, 1878], [759, 1132], [0, 0], [600, 900], [600, 900]];
/// Game phase weight by role; hand pieces count too. Full middlegame at [`PHASE_MAX`].
pub const PHASE_WEIGHT: [i32; 8] = [0, 1, 1, 2, 4, 0, 4, 4];
/// The phase of the S-Chess start position (and anything richer).
pub const PHASE_MAX: i32 = 40;

/// The attackers and victims of [`layout::THREAT`]: every role but the king.
const THREAT_ROLES: [Role; 7] =
    [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::Hawk, Role::Elephant];

/// The roles [`layout::IMBALANCE_THEIRS`] and [`layout::IMBALANCE_OURS`] count.
const IMBALANCE_ROLES: [Role; 6] = [Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::Hawk, Role::Elephant];

/// Where the evaluation's terms go: summed into a score, or counted into a trace.
pub trait Tally {
    /// `us` earns weight `index` `count` times.
    fn add(&mut self, us: Color, index: usize, count: i32);

    /// `us` earns a piece's material and piece-square weights: a `role` on `rel` (its square
    /// from its owner's side), with its own king on file `king_file` and the enemy king on
    /// files a-d if `enemy_west`.
    #[inline(always)]
    fn add_piece(&mut self, us: Color, role: Role, rel: Square, king_file: usize, enemy_west: bool) {
        for index in table_indices(role as usize, rel as usize, king_file, enemy_west) {
            self.add(us, index, 1);
        }
    }

    /// `us` earns a piece's mobility weights: a `role` with `mobility` squares to go to.
    #[inline(always)]
    fn add_mobility(&mut self, us: Color, role: Role, mobility: usize) {
        let (per_square, few) = mobility_indices(role as usize, mobility);
        self.add(us, per_square, mobility as i32);
        if let Some(index) = few {
            self.add(us, index, 1);
        }
    }

    /// Adds [`Seirawan::pawn_king_terms`]; returns both sides' passed pawns.
    fn add_pawn_king_terms(&mut self, pos: &Seirawan) -> Bitboard
    where
        Self: Sized,
    {
        pos.pawn_king_terms(self)
    }

    /// Adds [`imbalance`] for these piece counts.
    fn add_imbalance(&mut self, counts: &MaterialCounts)
    where
        Self: Sized,
    {
        imbalance(counts, self);
    }
}

/// The weights of [`Tally::add_piece`]: material, then the piece-square tables plain, seen
/// from the own king's wing and seen from the enemy king's wing.
const fn table_indices(role: usize, rel: usize, king_file: usize, enemy_west: bool) -> [usize; 4] {
    let file = rel & 7;
    let folded = if file < 4 { file } else { 7 - file };
    // Mirroring a square left-right is flipping the file's bits.
    let (winged, table) = if king_file < 4 { (rel ^ 7, 3 - king_file) } else { (rel, king_file - 4) };
    let enemy_winged = if enemy_west { rel ^ 7 } else { rel };
    [
        MATERIAL + role,
        PST + role * 32 + (rel >> 3) * 4 + folded,
        PST_KING_FILE + (table * 8 + role) * 64 + winged,
        PST_ENEMY_WING + role * 64 + enemy_winged,
    ]
}

/// A middlegame/endgame pair packed into one integer, the middlegame value in the upper half,
/// so that one addition or multiplication does both (the sums stay far inside 32 bits).
#[derive(Clone, Copy, Default)]
struct Packed(i64);

impl Packed {
    const fn new(p: Pair) -> Packed {
        Packed(((p.0 as i64) << 32) + p.1 as i64)
    }
    fn unpack(self) -> Pair {
        let eg = self.0 as i32;
        Pair(((self.0 - eg as i64) >> 32) as i32, eg)
    }
}

/// [`WEIGHTS`], packed.
static PACKED_WEIGHTS: [Packed; SIZE] = {
    let mut packed = [Packed(0); SIZE];
    let mut i = 0;
    while i < SIZE {
        packed[i] = Packed::new(WEIGHTS[i]);
        i += 1;
    }
    packed
};

/// The four weights of [`table_indices`] summed, by own king's file, enemy king's wing, role
/// and square: one lookup per piece instead of four.
static PIECE_WEIGHTS: [Packed; 8 * 2 * 8 * 64] = {
    let mut table = [Packed(0); 8 * 2 * 8 * 64];
    let mut i = 0;
    while i < table.len() {
        let (rel, role, enemy_west, king_file) = (i % 64, i / 64 % 8, i / 512 % 2 == 1, i / 1024);
        let indices = table_indices(role, rel, king_file, enemy_west);
        let mut k = 0;
        while k < 4 {
            table[i].0 += PACKED_WEIGHTS[indices[k]].0;
            k += 1;
        }
        i += 1;
    }
    table
};

/// The weights of [`Tally::add_mobility`] for a `role` with `n` squares to go to: the weight
/// per square, and the weight of so few squares (0-3, or 4-7) if it has one.
const fn mobility_indices(role: usize, n: usize) -> (usize, Option<usize>) {
    let few = if n < 4 {
        Some(LOW_MOBILITY + role * 4 + n)
    } else if n < 8 {
        Some(MID_MOBILITY + role * 4 + n - 4)
    } else {
        None
    };
    (MOBILITY + role, few)
}

/// Most squares a piece can go to: a Queen's 27 (a Hawk's or an Elephant's fewer).
const MAX_MOBILITY: usize = 27;

/// The mobility weights of [`Tally::add_mobility`] summed, by role and mobility: one lookup
/// per piece instead of two weights and two branches.
static MOBILITY_WEIGHTS: [[Packed; MAX_MOBILITY + 1]; 8] = {
    let mut table = [[Packed(0); MAX_MOBILITY + 1]; 8];
    let mut role = 0;
    while role < 8 {
        let mut n = 0;
        while n <= MAX_MOBILITY {
            let (per_square, few) = mobility_indices(role, n);
            let mut sum = PACKED_WEIGHTS[per_square].0 * n as i64;
            if let Some(index) = few {
                sum += PACKED_WEIGHTS[index].0;
            }
            table[role][n] = Packed(sum);
            n += 1;
        }
        role += 1;
    }
    table
};

/// Sums the weights per side.
#[derive(Default)]
struct Sum([Packed; 2]);

impl Tally for Sum {
    #[inline(always)]
    fn add(&mut self, us: Color, index: usize, count: i32) {
        self.0[us as usize].0 += PACKED_WEIGHTS[index].0 * count as i64;
    }
    #[inline(always)]
    fn add_piece(&mut self, us: Color, role: Role, rel: Square, king_file: usize, enemy_west: bool) {
        let index = ((king_file * 2 + enemy_west as usize) * 8 + role as usize) * 64 + rel as usize;
        self.0[us as usize].0 += PIECE_WEIGHTS[index].0;
    }
    #[inline(always)]
    fn add_mobility(&mut self, us: Color, role: Role, mobility: usize) {
        self.0[us as usize].0 += MOBILITY_WEIGHTS[role as usize][mobility].0;
    }
    /// From this thread's cache: a search meets few pawn-and-king structures, many times each.
    fn add_pawn_king_terms(&mut self, pos: &Seirawan) -> Bitboard {
        let structure = Structure {
            pawns: [Color::White, Color::Black].map(|c| pos.board.pieces(c, Role::Pawn)),
            kings: [pos.king(Color::White), pos.king(Color::Black)],
        };
        let terms = term_cache::pawn_king_terms(structure, || {
            let mut sum = Sum::default();
            let passed = pos.pawn_king_terms(&mut sum);
            Terms { sums: sum.0.map(|p| p.0), passed }
        });
        self.0[0].0 += terms.sums[0];
        self.0[1].0 += terms.sums[1];
        terms.passed
    }
    /// From this thread's cache, by the counts in 5-bit fields.
    fn add_imbalance(&mut self, counts: &MaterialCounts) {
        // At most 18 of a kind (16 pieces and 2 in hand): each count fits its field.
        let key = counts.iter().flatten().fold(0u64, |key, &n| key << 5 | n as u64);
        let sums = term_cache::material_terms(key, || {
            let mut sum = Sum::default();
            imbalance(counts, &mut sum);
            sum.0.map(|p| p.0)
        });
        self.0[0].0 += sums[0];
        self.0[1].0 += sums[1];
    }
}

/// Counts per weight for each side apart, for [`Seirawan::term_table`].
struct SideCounts([Vec<i32>; 2]);

impl Tally for SideCounts {
    fn add(&mut self, us: Color, index: usize, count: i32) {
        self.0[us as usize][index] += count;
    }
}

/// A position's evaluation as counts per weight (White's minus Black's), for the tuner.
#[derive(Clone, Debug)]
pub struct Trace {
    /// Count per weight index, White's minus Black's.
    pub counts: Vec<i32>,
    /// Game phase, 0 (endgame) ..= [`PHASE_MAX`].
    pub phase: i32,
    /// The drawish-material scale the current weights apply (1 or 1/8).
    pub scale: f64,
}

impl Tally for Trace {
    fn add(&mut self, us: Color, index: usize, count: i32) {
        self.counts[index] += if us.is_white() { count } else { -count };
    }
}

fn relative(color: Color, sq: Square) -> Square {
    if color.is_white() { sq } else { sq.flip_vertical() }
}

fn adjacent_files(sq: Square) -> Bitboard {
    let file = Bitboard::from_file(sq.file());
    Bitboard(((file.0 << 1) & !Bitboard::from_file(File::A).0) | ((file.0 >> 1) & !Bitboard::from_file(File::H).0))
}

/// The squares one side attacks, by kind of attacker (for threats).
#[derive(Clone, Copy, Default)]
struct Attacks {
    all: Bitboard,
    /// Everything but the king's attacks.
    defended: Bitboard,
    pawns: Bitboard,
    /// Everything but pawns' and the king's, by role.
    by_role: [Bitboard; 8],
    /// Summed weight of the attacks on the enemy king's zone, and how many pieces make them.
    king_attack: i32,
    king_attackers: i32,
    /// Squares attacked at least twice (pawns and the king included).
    double: Bitboard,
    /// Stockfish's king ring for the enemy king: its square and neighbours, moved in from the
    /// edge, less the squares two enemy pawns defend.
    enemy_ring: Bitboard,
    /// Pieces (and ring squares hit by pawns) that attack `enemy_ring`; their summed
    /// [`RING_ATTACK_WEIGHT`]; their attacks on the squares beside the enemy king.
    ring_attackers: i32,
    ring_weight: i32,
    ring_king_attacks: i32,
    /// How many of our pieces are pinned to our king.
    pinned: i32,
}

/// What [`Seirawan::role_terms`] needs to know of its side, found once per evaluation.
#[derive(Clone, Copy)]
struct SideView {
    us: Color,
    occupied: Bitboard,
    ours: Bitboard,
    our_pawns: Bitboard,
    their_pawns: Bitboard,
    king: Square,
    king_file: usize,
    enemy_west: bool,
    king_zone: Bitboard,
    pawn_guarded: Bitboard,
    our_pawn_attacks: Bitboard,
    beside_their_king: Bitboard,
    decay: i32,
    pawn_count: i32,
}

impl Seirawan {
    /// `color`'s hand, each piece by its gating chances; returns its phase weight.
    fn hand_terms<T: Tally>(&self, color: Color, t: &mut T) -> i32 {
        let gates = self.gates(color).count().min(4);
        let mut phase = 0;
        if gates == 0 {
            return 0;
        }
        for (i, role) in Role::HAND.into_iter().enumerate() {
            let n = self.in_hand(color, role) as i32;
            if n > 0 {
                t.add(color, HAND + i * 4 + gates - 1, n);
                phase += PHASE_WEIGHT[role as usize] * n;
            }
        }
        phase
    }

    /// Everything for one side but threats; returns its phase weight and attacks.
    fn side_terms<T: Tally>(&self, us: Color, t: &mut T) -> (i32, Attacks) {
        let them = us.other();
        let occupied = self.board.occupied();
        let ours = self.board.ours(us);
        let our_pawns = self.board.pieces(us, Role::Pawn);
        let their_pawns = self.board.pieces(them, Role::Pawn);
        let king = self.king(us);
        let their_king = self.king(them);
        let king_zone = attacks::king_attacks(their_king).with(their_king);
        let pawn_guarded = pawn_attacks(them, their_pawns);

        let mut phase = 0;
        let [west, east] = pawn_attacks_each(us, our_pawns);
        let our_pawn_attacks = west | east;
        let [their_west, their_east] = pawn_attacks_each(them, their_pawns);
        let ring_centre = Square::from_coords(
            File::new((their_king.file() as u32).clamp(1, 6)),
            shakmaty::Rank::new((their_king.rank() as u32).clamp(1, 6)),
        );
        let ring = attacks::king_attacks(ring_centre).with(ring_centre);
        let beside_their_king = attacks::king_attacks(their_king);
        let mut attacks = Attacks {
            all: our_pawn_attacks | attacks::king_attacks(king),
            defended: our_pawn_attacks,
            pawns: our_pawn_attacks,
            double: (west & east) | (our_pawn_attacks & attacks::king_attacks(king)),
            enemy_ring: ring & !(their_west & their_east),
            ring_attackers: (ring & our_pawn_attacks).count() as i32,
            ..Attacks::default()
        };
        let their_lesser = (self.board.pieces(them, Role::Knight)
            | self.board.pieces(them, Role::Bishop)
            | self.board.pieces(them, Role::Rook))
        .count() as i32;
        let decay = (6 - their_lesser).max(0);
        let pawn_count = our_pawns.count() as i32;

        // Pawns and kings: in `pawn_king_terms`.
        let view = SideView {
            us,
            occupied,
            ours,
            our_pawns,
            their_pawns,
            king,
            king_file: king.file() as usize,
            enemy_west: their_king.file() < File::E,
            king_zone,
            pawn_guarded,
            our_pawn_attacks,
            beside_their_king,
            decay,
            pawn_count,
        };
        for terms in [
            Self::role_terms::<T, { Role::Knight as usize }>,
            Self::role_terms::<T, { Role::Bishop as usize }>,
            Self::role_terms::<T, { Role::Rook as usize }>,
            Self::role_terms::<T, { Role::Queen as usize }>,
            Self::role_terms::<T, { Role::Hawk as usize }>,
            Self::role_terms::<T, { Role::Elephant as usize }>,
        ] {
            phase += terms(self, &view, t, &mut attacks);
        }
        if self.board.count(us, Role::Bishop) >= 2 {
            t.add(us, BISHOP_PAIR, 1);
        }
        phase += self.hand_terms(us, t);

        for sq in self.pinned(us, king, occupied) {
            t.add(us, PINNED + self.role_at(sq) as usize, 1);
            attacks.pinned += 1;
        }
        let rights = self.castling_rooks(us).count().min(2);
        if rights > 0 {
            t.add(us, CASTLING_RIGHTS + rights - 1, 1);
        }
        // Gates beside our king that can bring a defender.
        if self.hand[us as usize] != [0, 0] {
            let gates = self.gates(us);
            t.add(us, GATE_NEAR_KING, (attacks::king_attacks(king) & gates).count() as i32);
            for role in Role::ALL {
                let n = (gates & self.board.role(role)).count() as i32;
                if n > 0 {
                    t.add(us, GATE_BY_ROLE + role as usize, n);
                }
            }
        }

        (phase, attacks)
    }

    /// The terms of each piece of role `R` (besides threats); adds their attacks to `attacks`
    /// and returns their phase weight. The role is a constant, so each role's copy of this
    /// drops the tests for the others.
    #[inline(always)]
    fn role_terms<T: Tally, const R: usize>(&self, view: &SideView, t: &mut T, attacks: &mut Attacks) -> i32 {
        let role = Role::ALL[R];
        let us = view.us;
        let pieces = self.board.pieces(us, role);
        for sq in pieces {
            let rel = relative(us, sq);
            t.add_piece(us, role, rel, view.king_file, view.enemy_west);
            if matches!(role, Role::Hawk | Role::Elephant) {
                t.add(us, SUPER_PIECE_DECAY, view.decay);
            }
            t.add(us, PIECE_PAWNS + role as usize, view.pawn_count - 5);
            if matches!(role, Role::Knight | Role::Bishop)
                && stop_square(us, sq).is_some_and(|s| (view.our_pawns | view.their_pawns).contains(s))
            {
                t.add(us, MINOR_BEHIND_PAWN, 1);
            }
            t.add(us, KING_PROTECTOR + role as usize, view.king.distance(sq) as i32);
            let reach = Self::piece_attacks(role, us, sq, view.occupied);
            attacks.double |= attacks.all & reach;
            attacks.all |= reach;
            attacks.defended |= reach;
            attacks.by_role[role as usize] |= reach;
            t.add_mobility(us, role, (reach & !view.ours & !view.pawn_guarded).count());
            if (reach & view.king_zone).any() {
                attacks.king_attackers += 1;
                attacks.king_attack += KING_ATTACK_WEIGHT[role as usize] * (reach & view.king_zone).count() as i32;
            }
            if (reach & attacks.enemy_ring).any() {
                attacks.ring_attackers += 1;
                attacks.ring_weight += RING_ATTACK_WEIGHT[role as usize];
                attacks.ring_king_attacks += (reach & view.beside_their_king).count() as i32;
            }
            if matches!(role, Role::Knight | Role::Bishop)
                && (3..=5).contains(&(rel.rank() as u32))
                && view.our_pawn_attacks.contains(sq)
                && (adjacent_files(sq) & ranks_ahead(us, sq, 7) & view.their_pawns).is_empty()
            {
                t.add(us, OUTPOST + (role == Role::Bishop) as usize, 1);
            }
            if role == Role::Bishop {
                let colour =
                    if Bitboard::DARK_SQUARES.contains(sq) { Bitboard::DARK_SQUARES } else { Bitboard::LIGHT_SQUARES };
                t.add(us, BAD_BISHOP, (colour & view.our_pawns).count() as i32);
            }
            if matches!(role, Role::Rook | Role::Elephant) {
                if rel.rank() == shakmaty::Rank::Seventh {
                    t.add(us, ROOK_ON_SEVENTH, 1);
                }
                let file = Bitboard::from_file(sq.file());
                if (file & view.our_pawns).is_empty() {
                    t.add(us, if (file & view.their_pawns).is_empty() { ROOK_OPEN } else { ROOK_SEMI_OPEN }, 1);
                }
            }
        }
        PHASE_WEIGHT[R] * pieces.count() as i32
    }

    /// The terms of both sides that depend only on the pawns and the kings (material and
    /// squares of pawns and kings, pawn structure, shelter, storms, space, passed pawns by rank
    /// and the kings' distances to them); returns both sides' passed pawns.
    fn pawn_king_terms<T: Tally>(&self, t: &mut T) -> Bitboard {
        self.pawn_king_side(Color::White, t) | self.pawn_king_side(Color::Black, t)
    }

    /// [`Self::pawn_king_terms`] for `us`; returns our passed pawns.
    fn pawn_king_side<T: Tally>(&self, us: Color, t: &mut T) -> Bitboard {
        let them = us.other();
        let our_pawns = self.board.pieces(us, Role::Pawn);
        let their_pawns = self.board.pieces(them, Role::Pawn);
        let king = self.king(us);
        let their_king = self.king(them);
        let our_pawn_attacks = pawn_attacks(us, our_pawns);
        let pawn_guarded = pawn_attacks(them, their_pawns);
        let (king_file, enemy_west) = (king.file() as usize, their_king.file() < File::E);
        t.add_piece(us, Role::King, relative(us, king), king_file, enemy_west);

        // Pawn structure and passed pawns.
        let mut passed = Bitboard::EMPTY;
        for sq in our_pawns {
            let rel = relative(us, sq);
            t.add_piece(us, Role::Pawn, rel, king_file, enemy_west);
            let ahead = ranks_ahead(us, sq, 7);
            let files = Bitboard::from_file(sq.file()) | adjacent_files(sq);
            let opposed = (files & ahead & their_pawns).any();
            if (Bitboard::from_file(sq.file()) & ahead & our_pawns).any() {
                t.add(us, DOUBLED_PAWN, 1);
            }
            if (adjacent_files(sq) & our_pawns).is_empty() {
                t.add(us, ISOLATED_PAWN, 1);
            }
            let rank = rel.rank() as usize;
            let beside = adjacent_files(sq) & Bitboard::from_rank(sq.rank());
            if (our_pawn_attacks.contains(sq) || (beside & our_pawns).any()) && rank < 7 {
                t.add(us, CONNECTED_PAWN + rank, 1);
            }
            if let Some(stop) = stop_square(us, sq)
                && (adjacent_files(sq) & !ahead & our_pawns).is_empty()
                && pawn_guarded.contains(stop)
                && opposed
            {
                t.add(us, BACKWARD_PAWN, 1);
            }
            if !opposed {
                passed.add(sq);
                t.add(us, PASSED_PAWN + rank, 1);
                let weight = rank.saturating_sub(2) as i32;
                if let Some(stop) = stop_square(us, sq)
                    && weight > 0
                {
                    let distance = |king: Square| (king.distance(stop) as i32).min(5);
                    t.add(us, PASSED_THEIR_KING, weight * distance(their_king));
                    t.add(us, PASSED_OUR_KING, weight * distance(king));
                }
            }
        }

        // Our king's shelter: pawns just in front.
        let king_files = Bitboard::from_file(king.file()) | adjacent_files(king);
        let shelter = king_files & ranks_ahead(us, king, 2);
        t.add(us, PAWN_SHIELD, (shelter & our_pawns).count() as i32);
        let all_pawns = our_pawns | their_pawns;
        for file in [king.file().offset(-1), Some(king.file()), king.file().offset(1)].into_iter().flatten() {
            let file = Bitboard::from_file(file);
            if (file & our_pawns).is_empty() {
                t.add(us, KING_OPEN_FILE + (file & all_pawns).is_empty() as usize, 1);
            }
        }
        for sq in king_files & their_pawns {
            let rank = relative(us, sq).rank() as usize;
            if (2..=4).contains(&rank) {
                t.add(us, PAWN_STORM + rank - 2, 1);
            }
        }
        let home = if us.is_white() { rank_span(1, 3) } else { rank_span(4, 6) };
        t.add(us, SPACE, (CENTRE_FILES & home & !pawn_guarded & !our_pawns).count() as i32);
        passed
    }

    /// What `us`, attacking with `ours`, threatens among the pieces of the other side, whose
    /// attacks are `theirs`, and the danger to their king (which needs both sides' attacks).
    fn threats<T: Tally>(&self, us: Color, ours: &Attacks, theirs: &Attacks, t: &mut T) {
        let them = us.other();
        let pieces = |roles: &[Role]| roles.iter().fold(Bitboard::EMPTY, |b, &r| b | self.board.pieces(them, r));
        let heavy = pieces(&[Role::Queen, Role::Hawk, Role::Elephant]);
        let majors = heavy | pieces(&[Role::Rook]);
        let targets = majors | pieces(&[Role::Knight, Role::Bishop]);
        t.add(us, THREAT_BY_PAWN, (ours.pawns & targets).count() as i32);
        let minors = ours.by_role[Role::Knight as usize] | ours.by_role[Role::Bishop as usize];
        t.add(us, THREAT_BY_MINOR, (minors & majors).count() as i32);
        t.add(us, THREAT_BY_ROOK, (ours.by_role[Role::Rook as usize] & heavy).count() as i32);
        t.add(us, HANGING, (ours.all & targets & !theirs.all).count() as i32);
        let occupied = self.board.occupied();
        let our_pawns = self.board.pieces(us, Role::Pawn);
        let forward = |b: Bitboard| if us.is_white() { b.shift(8) } else { b.shift(-8) };
        let mut pushes = forward(our_pawns) & !occupied;
        let second_push = if us.is_white() {
            Bitboard::from_rank(shakmaty::Rank::Third)
        } else {
            Bitboard::from_rank(shakmaty::Rank::Sixth)
        };
        pushes |= forward(pushes & second_push) & !occupied;
        let safe_pushes = pushes & !theirs.pawns & (ours.all | !theirs.all);
        t.add(us, PAWN_PUSH_THREAT, (pawn_attacks(us, safe_pushes) & targets).count() as i32);
        let weak = self.board.ours(them) & !theirs.all;
        t.add(us, THREAT_BY_KING, (attacks::king_attacks(self.king(us)) & weak).count() as i32);
        t.add(us, RESTRICTED, (ours.all & theirs.defended & !theirs.pawns).count() as i32);

        let victims = THREAT_ROLES.map(|victim| self.board.pieces(them, victim));
        let their_pieces = self.board.ours(them);
        for (a, attacker) in THREAT_ROLES.into_iter().enumerate() {
            let hits = if attacker == Role::Pawn { ours.pawns } else { ours.by_role[attacker as usize] };
            let hits = hits & their_pieces;
            if hits.is_empty() {
                continue;
            }
            for (v, &pieces) in victims.iter().enumerate() {
                let attacked = hits & pieces;
                if attacked.is_empty() {
                    continue;
                }
                let index = THREAT + (a * 7 + v) * 2;
                let defended = (attacked & theirs.all).count() as i32;
                t.add(us, index, attacked.count() as i32 - defended);
                t.add(us, index + 1, defended);
            }
        }

        let their_king = self.king(them);
        let zone = attacks::king_attacks(their_king);
        t.add(us, WEAK_KING_SQUARE, (zone & ours.all & !theirs.defended).count() as i32);

        // Checks: a piece reaches the king from where the same piece on the king's square
        // would reach.
        let safe = !self.board.ours(us) & !theirs.all;
        let knight = attacks::knight_attacks(their_king);
        let bishop = attacks::bishop_attacks(their_king, occupied);
        let rook = attacks::rook_attacks(their_king, occupied);
        let mut safe_checks = 0;
        for (role, from) in [
            (Role::Knight, knight),
            (Role::Bishop, bishop),
            (Role::Rook, rook),
            (Role::Queen, bishop | rook),
            (Role::Hawk, bishop | knight),
            (Role::Elephant, rook | knight),
        ] {
            let checks = (from & ours.by_role[role as usize] & safe).count() as i32;
            if checks > 0 {
                t.add(us, SAFE_CHECK + role as usize, checks);
                safe_checks += checks;
            }
        }
        // Attacks on the king's zone, worse with checks to follow them up.
        if ours.king_attackers >= 2 {
            let danger = ours.king_attack + CHECK_ATTACK_WEIGHT * safe_checks;
            t.add(us, KING_DANGER + (danger as usize).min(KING_DANGER_CAP), 1);
        }
        let danger = self.king_danger(us, ours, theirs, [rook, bishop]);
        if danger > 100 {
            t.add(us, KING_DANGER_SQUARED, (danger.min(3500) * danger) >> 16);
            t.add(us, KING_DANGER_SQUARED + 1, danger >> 8);
        }
    }

    /// Stockfish 12's classical king danger (`evaluate.cpp`, `Evaluation::king`) of the other
    /// side's king, attacked by `us`: attackers on its ring, weak squares there, safe and
    /// unsafe checks, pins, attacks on its flank; less its defenders. `lines` are the rook and
    /// bishop lines from that king.
    fn king_danger(&self, us: Color, ours: &Attacks, theirs: &Attacks, lines: [Bitboard; 2]) -> i32 {
        let them = us.other();
        let king = self.king(them);
        let beside = attacks::king_attacks(king);
        let occupied = self.board.occupied();
        let their_queen = theirs.by_role[Role::Queen as usize];
        let weak = ours.all & !theirs.double & (!theirs.all | beside | their_queen);
        let safe = !self.board.ours(us) & (!theirs.all | (weak & ours.double));
        let attacked_by = |role: Role| ours.by_role[role as usize];
        let check_danger =
            |role: Role, checks: Bitboard| SAFE_CHECK_DANGER[role as usize][checks.more_than_one() as usize];

        let mut danger = 0;
        let mut unsafe_checks = Bitboard::EMPTY;
        // Lines through the defending queen: she may move away.
        let without_queen = occupied & !self.board.pieces(them, Role::Queen);
        let rook = attacks::rook_attacks(king, without_queen);
        let bishop = attacks::bishop_attacks(king, without_queen);
        let knight = attacks::knight_attacks(king);
        let rook_checks = rook & attacked_by(Role::Rook) & safe;
        if rook_checks.any() {
            danger += check_danger(Role::Rook, rook_checks);
        } else {
            unsafe_checks |= rook & attacked_by(Role::Rook);
        }
        let queen_checks = (rook | bishop) & attacked_by(Role::Queen) & safe & !(their_queen | rook_checks);
        if queen_checks.any() {
            danger += check_danger(Role::Queen, queen_checks);
        }
        let bishop_checks = bishop & attacked_by(Role::Bishop) & safe & !queen_checks;
        if bishop_checks.any() {
            danger += check_danger(Role::Bishop, bishop_checks);
        } else {
            unsafe_checks |= bishop & attacked_by(Role::Bishop);
        }
        let knight_checks = knight & attacked_by(Role::Knight);
        if (knight_checks & safe).any() {
            danger += check_danger(Role::Knight, knight_checks & safe);
        } else {
            unsafe_checks |= knight_checks;
        }
        let [plain_rook, plain_bishop] = lines;
        for (role, from) in [(Role::Hawk, plain_bishop | knight), (Role::Elephant, plain_rook | knight)] {
            let checks = from & attacked_by(role);
            if (checks & safe).any() {
                danger += check_danger(role, checks & safe);
            }
            unsafe_checks |= checks & !safe;
        }

        let camp = if them.is_white() { rank_span(0, 4) } else { rank_span(3, 7) };
        let flank = KING_FLANK[king.file() as usize] & camp;
        let flank_attack = (ours.all & flank).count() as i32 + (ours.double & flank).count() as i32;
        let flank_defence = (theirs.all & flank).count() as i32;
        let heavy = self.board.pieces(us, Role::Queen)
            | self.board.pieces(us, Role::Hawk)
            | self.board.pieces(us, Role::Elephant);
        let knight_defends = (theirs.by_role[Role::Knight as usize] & beside).any();

        danger += ours.ring_attackers * ours.ring_weight
            + 183 * (ours.enemy_ring & weak).count() as i32
            + 148 * unsafe_checks.count() as i32
            + 98 * theirs.pinned
            + 69 * ours.ring_king_attacks
            + 3 * flank_attack * flank_attack / 8
            - 873 * heavy.is_empty() as i32
            - 100 * knight_defends as i32
            - 4 * flank_defence
            + 37;
        danger
    }

    /// Our `passed` pawns: with a free square ahead, blocked, with a safe path or a rook behind
    /// (by rank and king distance in [`Self::pawn_king_terms`]).
    fn passers<T: Tally>(&self, us: Color, passed: Bitboard, theirs: &Attacks, t: &mut T) {
        let them = us.other();
        let occupied = self.board.occupied();
        let rooks = self.board.pieces(us, Role::Rook) | self.board.pieces(us, Role::Elephant);
        for sq in passed & self.board.ours(us) {
            let rank = relative(us, sq).rank() as usize;
            let Some(stop) = stop_square(us, sq) else { continue };
            if !occupied.contains(stop) && !theirs.all.contains(stop) {
                t.add(us, PASSED_FREE + rank, 1);
            }
            if self.board.ours(them).contains(stop) {
                t.add(us, PASSED_BLOCKED + rank, 1);
            }
            let path = Bitboard::from_file(sq.file()) & ranks_ahead(us, sq, 7);
            if (path & (occupied | theirs.all)).is_empty() {
                t.add(us, PASSED_SAFE_PATH + rank, 1);
            }
            let behind = Bitboard::from_file(sq.file()) & !path & !Bitboard::from_square(sq);
            if (behind & rooks).any() {
                t.add(us, ROOK_BEHIND_PASSER, 1);
            }
        }
    }

    /// Each side's count of each of [`IMBALANCE_ROLES`], on the board and in hand.
    fn material_counts(&self) -> MaterialCounts {
        let count = |c: Color, r: Role| {
            let hand = match r {
                Role::Hawk | Role::Elephant => self.in_hand(c, r) as i32,
                _ => 0,
            };
            self.board.count(c, r) as i32 + hand
        };
        [Color::White, Color::Black].map(|c| IMBALANCE_ROLES.map(|r| count(c, r)))
    }

    /// Every term into `t`; returns the game phase.
    fn terms<T: Tally>(&self, t: &mut T) -> i32 {
        t.add(self.turn, TEMPO, 1);
        t.add_imbalance(&self.material_counts());
        let passed = t.add_pawn_king_terms(self);
        let (white_phase, white_attacks) = self.side_terms(Color::White, t);
        let (black_phase, black_attacks) = self.side_terms(Color::Black, t);
        self.threats(Color::White, &white_attacks, &black_attacks, t);
        self.threats(Color::Black, &black_attacks, &white_attacks, t);
        self.passers(Color::White, passed, &black_attacks, t);
        self.passers(Color::Black, passed, &white_attacks, t);
        (white_phase + black_phase).min(PHASE_MAX)
    }

    /// Evaluation in centipawns from the side to move's view.
    pub fn evaluate(&self) -> i32 {
        let mut sum = Sum::default();
        let phase = self.terms(&mut sum);
        let total = Packed(sum.0[Color::White as usize].0 - sum.0[Color::Black as usize].0).unpack();
        let score = self.scale_drawish(tapered(total, phase));
        if self.turn.is_white() { score } else { -score }
    }

    /// The evaluation's counts per weight, for tuning.
    pub fn trace(&self) -> Trace {
        let mut trace = Trace { counts: vec![0; SIZE], phase: 0, scale: 1.0 };
        trace.phase = self.terms(&mut trace);
        // The counts times the weights are White's total.
        let total = trace.counts.iter().zip(WEIGHTS).fold(Pair(0, 0), |sum, (&n, w)| sum + w * n);
        let score = tapered(total, trace.phase);
        if score != 0 && self.scale_drawish(score) != score {
            trace.scale = 1.0 / 8.0;
        }
        trace
    }

    /// The handcrafted evaluation term by term, as Stockfish's `eval` shows its own: each
    /// term's middlegame and endgame centipawns for White, for Black and White's lead, then
    /// the phase that blends them and the score.
    pub fn term_table(&self) -> String {
        let mut counts = SideCounts([vec![0; SIZE], vec![0; SIZE]]);
        let phase = self.terms(&mut counts);
        let side = |c: Color, first: usize, len: usize| {
            (first..first + len).fold(Pair(0, 0), |sum, i| sum + WEIGHTS[i] * counts.0[c as usize][i])
        };
        let mut out = format!("{:<36}{:>14}{:>14}{:>14}\n", "Term (centipawns)", "White", "Black", "Total");
        out += &format!("{:<36}{}\n", "", "      mg    eg".repeat(3));
        let mut total = Pair(0, 0);
        for (name, first, len) in SECTIONS {
            let (white, black) = (side(Color::White, first, len), side(Color::Black, first, len));
            if white == Pair(0, 0) && black == Pair(0, 0) {
                continue;
            }
            let lead = white - black;
            total += lead;
            let cells = [white, black, lead].map(|p| format!("{:>8}{:>6}", p.0, p.1)).concat();
            out += &format!("{name:<36}{cells}\n");
        }
        out += &format!("{:<36}{:>28}{:>8}{:>6}\n", "Total", "", total.0, total.1);
        let blended = tapered(total, phase);
        let score = self.scale_drawish(blended);
        out += &format!("Phase {phase} of {PHASE_MAX} (middlegame): {blended:+}");
        if score != blended {
            out += &format!(", scaled for drawish material to {score:+}");
        }
        let to_move = if self.turn.is_white() { score } else { -score };
        out += &format!(" (White's view); {to_move:+} for the side to move");
        out
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
        let value = |r: Role| WEIGHTS[MATERIAL + r as usize].1;
        let material = |c: Color| -> i32 {
            [Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::Hawk, Role::Elephant]
                .into_iter()
                .map(|r| value(r) * self.board.count(c, r) as i32)
                .sum()
        };
        if material(strong) - material(weak) <= value(Role::Bishop) { score / 8 } else { score }
    }
}
/// Each side's count of each of [`IMBALANCE_ROLES`], White's first.
type MaterialCounts = [[i32; 6]; 2];

/// Pairs of pieces, for both sides: what each is worth next to the others.
fn imbalance<T: Tally>(counts: &MaterialCounts, t: &mut T) {
    let [white, black] = *counts;
    for (us, ours, theirs) in [(Color::White, white, black), (Color::Black, black, white)] {
        for i in 0..6 {
            if ours[i] == 0 {
                continue;
            }
            // Zero counts add nothing: skipped.
            for (j, &n) in theirs.iter().enumerate().filter(|&(_, &n)| n != 0) {
                t.add(us, IMBALANCE_THEIRS + i * 6 + j, ours[i] * n);
            }
            for j in (i..6).filter(|&j| ours[j] != 0) {
                t.add(us, IMBALANCE_OURS + i * 6 + j, ours[i] * ours[j]);
            }
        }
    }
}

/// A middlegame/endgame total blended by the game phase.
fn tapered(total: Pair, phase: i32) -> i32 {
    (total.0 * phase + total.1 * (PHASE_MAX - phase)) / PHASE_MAX
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

/// The square in front of a pawn of `color` on `sq`.
fn stop_square(color: Color, sq: Square) -> Option<Square> {
    sq.offset(if color.is_white() { 8 } else { -8 })
}

/// Squares attacked by `color`'s pawns.
fn pawn_attacks(color: Color, pawns: Bitboard) -> Bitboard {
    let [west, east] = pawn_attacks_each(color, pawns);
    west | east
}

/// Squares attacked by `color`'s pawns toward the a-file, and toward the h-file (both:
/// attacked twice).
fn pawn_attacks_each(color: Color, pawns: Bitboard) -> [Bitboard; 2] {
    let not_a = !Bitboard::from_file(File::A);
    let not_h = !Bitboard::from_file(File::H);
    if color.is_white() {
        [(pawns & not_a).shift(7), (pawns & not_h).shift(9)]
    } else {
        [(pawns & not_a).shift(-9), (pawns & not_h).shift(-7)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rules;
    use crate::variants::Variant;

    /// White's and Black's [`Seirawan::king_danger`] against the other side's king.
    fn king_dangers(fen: &str) -> [i32; 2] {
        let pos = Seirawan::from_fen(Variant::Seirawan, fen).unwrap();
        let mut trace = Trace { counts: vec![0; SIZE], phase: 0, scale: 1.0 };
        let (_, white) = pos.side_terms(Color::White, &mut trace);
        let (_, black) = pos.side_terms(Color::Black, &mut trace);
        let danger = |us: Color, ours: &Attacks, theirs: &Attacks| {
            let (king, occupied) = (pos.king(us.other()), pos.board.occupied());
            let lines = [attacks::rook_attacks(king, occupied), attacks::bishop_attacks(king, occupied)];
            pos.king_danger(us, ours, theirs, lines)
        };
        [danger(Color::White, &white, &black), danger(Color::Black, &black, &white)]
    }

    #[test]
    fn the_term_table_adds_up_to_the_evaluation() {
        for fen in [
            super::super::fen::START,
            "rn1qkbhr/pbp2ppp/4p2n/3pP3/8/N2P1N2/1PP1QP1P/R1B1KBR1[HEe] w QCFkqbdf - 2 10",
            "r2qkbr1/pppb1p2/2np2en/8/P3P1pp/1P1BB3/2PNHPPP/RNEQK2R[h] b KQqdf - 2 14",
            // Drawish material: the score is scaled (the table says so, below).
            "8/8/4k3/8/8/3BK3/8/8[] w - - 0 60",
        ] {
            let pos = Seirawan::from_fen(Variant::Seirawan, fen).unwrap();
            let table = pos.term_table();
            let last = table.lines().last().unwrap();
            let to_move = last.rsplit_once("; ").unwrap().1.split_whitespace().next().unwrap();
            assert_eq!(to_move.parse::<i32>().unwrap(), pos.evaluate(), "{fen}\n{table}");
            // The rows' leads add up to the total row.
            let numbers = |l: &str| -> Vec<i32> { l.split_whitespace().filter_map(|w| w.parse().ok()).collect() };
            let rows: Vec<Vec<i32>> =
                table.lines().skip(2).take_while(|l| !l.starts_with("Total")).map(numbers).collect();
            let total = numbers(table.lines().find(|l| l.starts_with("Total")).unwrap());
            let sum = |k: usize| rows.iter().map(|r| r[r.len() - 2 + k]).sum::<i32>();
            assert_eq!(total, [sum(0), sum(1)], "{table}");
            assert!(table.contains("\nmaterial "), "{table}");
        }
        let start = Seirawan::from_fen(Variant::Seirawan, super::super::fen::START).unwrap();
        assert!(start.term_table().contains("\nhand "), "{}", start.term_table());
        let drawish = Seirawan::from_fen(Variant::Seirawan, "8/8/4k3/8/8/3BK3/8/8[] w - - 0 60").unwrap();
        assert!(drawish.term_table().contains("scaled for drawish material"), "{}", drawish.term_table());
    }

    #[test]
    fn king_danger_is_low_at_the_start_and_high_under_attack_for_either_colour() {
        let [white, black] = king_dangers(super::super::fen::START);
        assert!(white <= 100 && black <= 100, "{white} {black}");
        // Black's queen and Elephant at the uncastled White king, its h-pawn and g-pawn gone.
        let attacked = king_dangers("rnb1k2r/pppp1ppp/8/4p3/4P2q/5NR1/PPPP1PPe/RNBQKB2[Hh] w Qkq - 0 12");
        assert!(attacked[0] <= 100 && attacked[1] > 1000, "{attacked:?}");
        // The same with the colours swapped.
        let swapped = king_dangers("rnbqkb2/pppp1ppE/5nr1/4p2Q/4P3/8/PPPP1PPP/RNB1K2R[Hh] b KQq - 0 12");
        assert_eq!(swapped, [attacked[1], attacked[0]]);
    }

    #[test]
    fn packed_pairs_add_and_multiply_as_pairs_whatever_their_signs() {
        let pairs = [Pair(-5, 7), Pair(2, -9), Pair(-300, -41), Pair(1200, 0), Pair(0, -1)];
        for (i, &a) in pairs.iter().enumerate() {
            for &b in &pairs[i..] {
                for k in [-3i32, -1, 0, 1, 7] {
                    let packed = Packed(Packed::new(a).0 * i64::from(k) - Packed::new(b).0);
                    assert_eq!(packed.unpack(), a * k - b, "{a:?} * {k} - {b:?}");
                }
            }
        }
    }
}
