//! The weights of the S-Chess evaluation: (middlegame, endgame) centipawns in the order of
//! [`super::eval::layout`]. Written by `nereid tune`; README's "Tuning the evaluation" says how.

use super::eval::Pair;

/// Every weight of the evaluation.
#[rustfmt::skip]
pub const WEIGHTS: [Pair; super::eval::layout::SIZE] = [
    // material
    Pair(90, 110), Pair(320, 290), Pair(340, 310), Pair(480, 530), Pair(980, 960), Pair(0, 0), Pair(880, 880), Pair(950, 960),
    // piece-square: pawn (rank 1 to 8 from its side, files a to d)
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    Pair(3, 6), Pair(3, 6), Pair(3, 6), Pair(7, 6),
    Pair(6, 12), Pair(6, 12), Pair(6, 12), Pair(14, 12),
    Pair(9, 18), Pair(9, 18), Pair(9, 18), Pair(21, 18),
    Pair(12, 24), Pair(12, 24), Pair(12, 24), Pair(28, 24),
    Pair(15, 30), Pair(15, 30), Pair(15, 30), Pair(35, 30),
    Pair(18, 36), Pair(18, 36), Pair(18, 36), Pair(42, 36),
    Pair(21, 42), Pair(21, 42), Pair(21, 42), Pair(49, 42),
    // piece-square: knight (rank 1 to 8 from its side, files a to d)
    Pair(-18, -15), Pair(-11, -10), Pair(-4, -5), Pair(3, 0),
    Pair(-11, -10), Pair(-4, -5), Pair(3, 0), Pair(10, 5),
    Pair(-4, -5), Pair(3, 0), Pair(10, 5), Pair(17, 10),
    Pair(3, 0), Pair(10, 5), Pair(17, 10), Pair(24, 15),
    Pair(3, 0), Pair(10, 5), Pair(17, 10), Pair(24, 15),
    Pair(-4, -5), Pair(3, 0), Pair(10, 5), Pair(17, 10),
    Pair(-11, -10), Pair(-4, -5), Pair(3, 0), Pair(10, 5),
    Pair(-18, -15), Pair(-11, -10), Pair(-4, -5), Pair(3, 0),
    // piece-square: bishop (rank 1 to 8 from its side, files a to d)
    Pair(-10, -8), Pair(-6, -5), Pair(-2, -2), Pair(2, 1),
    Pair(-6, -5), Pair(-2, -2), Pair(2, 1), Pair(6, 4),
    Pair(-2, -2), Pair(2, 1), Pair(6, 4), Pair(10, 7),
    Pair(2, 1), Pair(6, 4), Pair(10, 7), Pair(14, 10),
    Pair(2, 1), Pair(6, 4), Pair(10, 7), Pair(14, 10),
    Pair(-2, -2), Pair(2, 1), Pair(6, 4), Pair(10, 7),
    Pair(-6, -5), Pair(-2, -2), Pair(2, 1), Pair(6, 4),
    Pair(-10, -8), Pair(-6, -5), Pair(-2, -2), Pair(2, 1),
    // piece-square: rook (rank 1 to 8 from its side, files a to d)
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    Pair(15, 10), Pair(15, 10), Pair(15, 10), Pair(15, 10),
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    // piece-square: queen (rank 1 to 8 from its side, files a to d)
    Pair(-5, -10), Pair(-3, -6), Pair(-1, -2), Pair(1, 2),
    Pair(-3, -6), Pair(-1, -2), Pair(1, 2), Pair(3, 6),
    Pair(-1, -2), Pair(1, 2), Pair(3, 6), Pair(5, 10),
    Pair(1, 2), Pair(3, 6), Pair(5, 10), Pair(7, 14),
    Pair(1, 2), Pair(3, 6), Pair(5, 10), Pair(7, 14),
    Pair(-1, -2), Pair(1, 2), Pair(3, 6), Pair(5, 10),
    Pair(-3, -6), Pair(-1, -2), Pair(1, 2), Pair(3, 6),
    Pair(-5, -10), Pair(-3, -6), Pair(-1, -2), Pair(1, 2),
    // piece-square: king (rank 1 to 8 from its side, files a to d)
    Pair(20, -24), Pair(20, -16), Pair(10, -8), Pair(10, 0),
    Pair(-12, -16), Pair(-12, -8), Pair(-12, 0), Pair(-12, 8),
    Pair(-24, -8), Pair(-24, 0), Pair(-24, 8), Pair(-24, 16),
    Pair(-36, 0), Pair(-36, 8), Pair(-36, 16), Pair(-36, 24),
    Pair(-36, 0), Pair(-36, 8), Pair(-36, 16), Pair(-36, 24),
    Pair(-36, -8), Pair(-36, 0), Pair(-36, 8), Pair(-36, 16),
    Pair(-36, -16), Pair(-36, -8), Pair(-36, 0), Pair(-36, 8),
    Pair(-36, -24), Pair(-36, -16), Pair(-36, -8), Pair(-36, 0),
    // piece-square: hawk (rank 1 to 8 from its side, files a to d)
    Pair(-14, -12), Pair(-9, -8), Pair(-4, -4), Pair(1, 0),
    Pair(-9, -8), Pair(-4, -4), Pair(1, 0), Pair(6, 4),
    Pair(-4, -4), Pair(1, 0), Pair(6, 4), Pair(11, 8),
    Pair(1, 0), Pair(6, 4), Pair(11, 8), Pair(16, 12),
    Pair(1, 0), Pair(6, 4), Pair(11, 8), Pair(16, 12),
    Pair(-4, -4), Pair(1, 0), Pair(6, 4), Pair(11, 8),
    Pair(-9, -8), Pair(-4, -4), Pair(1, 0), Pair(6, 4),
    Pair(-14, -12), Pair(-9, -8), Pair(-4, -4), Pair(1, 0),
    // piece-square: elephant (rank 1 to 8 from its side, files a to d)
    Pair(-10, -8), Pair(-6, -5), Pair(-2, -2), Pair(2, 1),
    Pair(-6, -5), Pair(-2, -2), Pair(2, 1), Pair(6, 4),
    Pair(-2, -2), Pair(2, 1), Pair(6, 4), Pair(10, 7),
    Pair(2, 1), Pair(6, 4), Pair(10, 7), Pair(14, 10),
    Pair(2, 1), Pair(6, 4), Pair(10, 7), Pair(14, 10),
    Pair(-2, -2), Pair(2, 1), Pair(6, 4), Pair(10, 7),
    Pair(-6, -5), Pair(-2, -2), Pair(2, 1), Pair(6, 4),
    Pair(-10, -8), Pair(-6, -5), Pair(-2, -2), Pair(2, 1),
    // mobility
    Pair(0, 0), Pair(4, 4), Pair(5, 5), Pair(3, 5), Pair(2, 4), Pair(0, 0), Pair(3, 4), Pair(2, 4),
    // hand
    Pair(605, 605), Pair(770, 770), Pair(825, 825), Pair(880, 880), Pair(653, 660), Pair(831, 840), Pair(890, 900), Pair(950, 960),
    // super piece decay
    Pair(-8, -12),
    // bishop pair
    Pair(30, 50),
    // king danger
    Pair(0, 0), Pair(0, 0), Pair(5, 0), Pair(12, 0), Pair(22, 0), Pair(35, 0), Pair(50, 0), Pair(68, 0),
    Pair(88, 0), Pair(110, 0), Pair(135, 0), Pair(160, 0), Pair(190, 0), Pair(220, 0), Pair(250, 0), Pair(280, 0),
    // pawn shield
    Pair(12, 0),
    // gate near king
    Pair(6, 0),
    // doubled pawn
    Pair(-10, -20),
    // isolated pawn
    Pair(-12, -15),
    // passed pawn
    Pair(0, 0), Pair(2, 8), Pair(4, 12), Pair(8, 20), Pair(18, 38), Pair(35, 70), Pair(60, 115), Pair(0, 0),
    // rook on semi-open file
    Pair(12, 6),
    // rook on open file
    Pair(22, 10),
    // threat by pawn
    Pair(50, 30),
    // threat by minor
    Pair(35, 25),
    // threat by rook
    Pair(30, 20),
    // hanging
    Pair(35, 20),
];
