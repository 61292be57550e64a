//! The weights of the S-Chess evaluation: (middlegame, endgame) centipawns in the order of
//! [`super::eval::layout`]. Written by `nereid tune`; README's "Tuning the evaluation" says how.

use super::eval::Pair;

/// Every weight of the evaluation.
#[rustfmt::skip]
pub const WEIGHTS: [Pair; super::eval::layout::SIZE] = [
    // material
    Pair(81, 100), Pair(332, 294), Pair(350, 303), Pair(473, 530), Pair(977, 966), Pair(0, 0), Pair(883, 882), Pair(937, 956),
    // piece-square: pawn (rank 1 to 8 from its side, files a to d)
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    Pair(0, 10), Pair(13, 14), Pair(-6, 6), Pair(-8, 14),
    Pair(13, 7), Pair(8, 16), Pair(-5, -3), Pair(-4, 13),
    Pair(-4, 12), Pair(8, 24), Pair(13, 1), Pair(27, 0),
    Pair(18, 30), Pair(16, 26), Pair(6, 17), Pair(45, 13),
    Pair(15, 44), Pair(14, 31), Pair(18, 31), Pair(41, 33),
    Pair(18, 41), Pair(19, 41), Pair(19, 38), Pair(42, 35),
    Pair(21, 42), Pair(21, 42), Pair(21, 42), Pair(49, 42),
    // piece-square: knight (rank 1 to 8 from its side, files a to d)
    Pair(-18, -15), Pair(-11, -14), Pair(-4, -6), Pair(5, -1),
    Pair(-12, -10), Pair(2, -2), Pair(4, -3), Pair(17, 2),
    Pair(-7, -4), Pair(6, 1), Pair(6, 4), Pair(21, 8),
    Pair(7, 1), Pair(8, 2), Pair(22, 13), Pair(19, 20),
    Pair(10, 1), Pair(-1, 11), Pair(20, 12), Pair(19, 18),
    Pair(-4, -5), Pair(3, 0), Pair(10, 2), Pair(16, 11),
    Pair(-10, -10), Pair(-5, -4), Pair(2, 0), Pair(10, 5),
    Pair(-19, -16), Pair(-11, -10), Pair(-4, -5), Pair(3, -1),
    // piece-square: bishop (rank 1 to 8 from its side, files a to d)
    Pair(-10, -8), Pair(-4, -6), Pair(-12, -13), Pair(-4, -2),
    Pair(-8, -6), Pair(11, -4), Pair(3, 4), Pair(16, 3),
    Pair(-2, 0), Pair(-1, 2), Pair(10, 7), Pair(10, 8),
    Pair(5, 3), Pair(9, 6), Pair(4, 8), Pair(15, 7),
    Pair(1, -3), Pair(8, 7), Pair(11, 7), Pair(11, 8),
    Pair(-4, -2), Pair(4, 2), Pair(6, 8), Pair(11, 9),
    Pair(-6, -5), Pair(-2, -3), Pair(1, -2), Pair(6, 5),
    Pair(-10, -9), Pair(-6, -6), Pair(-2, 0), Pair(2, 3),
    // piece-square: rook (rank 1 to 8 from its side, files a to d)
    Pair(-4, -12), Pair(-6, -2), Pair(18, 2), Pair(6, 1),
    Pair(-22, -5), Pair(-3, -6), Pair(-4, -8), Pair(1, -4),
    Pair(-3, -1), Pair(1, -1), Pair(1, 0), Pair(-4, -2),
    Pair(-1, 1), Pair(2, 2), Pair(1, -1), Pair(3, 2),
    Pair(-4, 1), Pair(-1, 1), Pair(3, 5), Pair(2, 3),
    Pair(3, 6), Pair(1, 5), Pair(1, 2), Pair(2, 2),
    Pair(15, 10), Pair(15, 10), Pair(15, 11), Pair(15, 10),
    Pair(1, 4), Pair(0, 2), Pair(0, 0), Pair(0, 0),
    // piece-square: queen (rank 1 to 8 from its side, files a to d)
    Pair(-5, -10), Pair(-1, -6), Pair(-9, -4), Pair(4, 1),
    Pair(2, -4), Pair(1, 0), Pair(7, 3), Pair(11, 6),
    Pair(-7, -2), Pair(3, 2), Pair(0, 10), Pair(2, 10),
    Pair(6, 2), Pair(-1, 5), Pair(4, 11), Pair(1, 13),
    Pair(-2, 2), Pair(0, 5), Pair(5, 10), Pair(7, 13),
    Pair(-2, -2), Pair(1, 2), Pair(3, 7), Pair(5, 10),
    Pair(-2, -6), Pair(-1, -1), Pair(1, 3), Pair(3, 6),
    Pair(-5, -10), Pair(-3, -6), Pair(-1, -2), Pair(1, 1),
    // piece-square: king (rank 1 to 8 from its side, files a to d)
    Pair(23, -28), Pair(40, -11), Pair(4, -9), Pair(-6, -17),
    Pair(-10, -14), Pair(-10, -6), Pair(-16, 1), Pair(-14, 5),
    Pair(-23, -5), Pair(-24, -3), Pair(-24, 11), Pair(-25, 12),
    Pair(-36, 0), Pair(-36, 6), Pair(-36, 17), Pair(-36, 25),
    Pair(-36, -1), Pair(-36, 8), Pair(-36, 20), Pair(-36, 24),
    Pair(-36, -7), Pair(-35, 5), Pair(-36, 10), Pair(-36, 16),
    Pair(-36, -15), Pair(-36, -6), Pair(-36, 1), Pair(-36, 7),
    Pair(-36, -24), Pair(-36, -16), Pair(-36, -8), Pair(-36, -1),
    // piece-square: hawk (rank 1 to 8 from its side, files a to d)
    Pair(-13, -13), Pair(0, -7), Pair(-2, -5), Pair(-2, 0),
    Pair(-7, -8), Pair(-4, -5), Pair(5, -2), Pair(7, 3),
    Pair(-9, -5), Pair(4, 2), Pair(3, 8), Pair(5, 9),
    Pair(4, 0), Pair(8, 3), Pair(11, 7), Pair(16, 14),
    Pair(5, 1), Pair(-2, 4), Pair(10, 8), Pair(15, 12),
    Pair(-3, -4), Pair(0, 0), Pair(6, 4), Pair(11, 9),
    Pair(-9, -8), Pair(-4, -4), Pair(1, 0), Pair(6, 4),
    Pair(-14, -12), Pair(-9, -8), Pair(-4, -4), Pair(1, 0),
    // piece-square: elephant (rank 1 to 8 from its side, files a to d)
    Pair(-5, -11), Pair(-6, -6), Pair(-7, 2), Pair(7, 0),
    Pair(-7, -6), Pair(-5, -4), Pair(-7, -2), Pair(4, 2),
    Pair(-1, -4), Pair(0, 2), Pair(8, 4), Pair(8, 8),
    Pair(-4, -1), Pair(5, 3), Pair(8, 7), Pair(13, 10),
    Pair(4, 2), Pair(6, 3), Pair(12, 9), Pair(14, 9),
    Pair(-2, -2), Pair(2, 2), Pair(6, 4), Pair(11, 7),
    Pair(-6, -5), Pair(-2, -2), Pair(2, 1), Pair(6, 4),
    Pair(-10, -8), Pair(-6, -4), Pair(-2, -1), Pair(2, 1),
    // mobility
    Pair(0, 0), Pair(9, 7), Pair(7, 8), Pair(6, 6), Pair(-1, 10), Pair(0, 0), Pair(3, 5), Pair(-1, 8),
    // hand
    Pair(605, 605), Pair(770, 770), Pair(825, 825), Pair(894, 881), Pair(653, 660), Pair(831, 840), Pair(893, 900), Pair(942, 958),
    // super piece decay
    Pair(-3, 1),
    // bishop pair
    Pair(39, 42),
    // king danger
    Pair(0, 0), Pair(0, 0), Pair(5, 0), Pair(12, 0), Pair(23, -1), Pair(36, 1), Pair(49, -4), Pair(65, 1),
    Pair(88, -6), Pair(108, 0), Pair(133, -1), Pair(161, 1), Pair(184, -4), Pair(218, -5), Pair(248, -1), Pair(272, -8),
    // pawn shield
    Pair(19, -3),
    // gate near king
    Pair(2, 0),
    // doubled pawn
    Pair(-16, -17),
    // isolated pawn
    Pair(-6, -10),
    // passed pawn
    Pair(0, 0), Pair(5, 11), Pair(4, 12), Pair(3, 27), Pair(9, 38), Pair(42, 79), Pair(61, 124), Pair(0, 0),
    // rook on semi-open file
    Pair(11, 9),
    // rook on open file
    Pair(30, 10),
    // threat by pawn
    Pair(55, 31),
    // threat by minor
    Pair(41, 26),
    // threat by rook
    Pair(34, 22),
    // hanging
    Pair(34, 19),
];
