//! The weights of the S-Chess evaluation: (middlegame, endgame) centipawns in the order of
//! [`super::eval::layout`]. Written by `nereid tune`; README's "Tuning the evaluation" says how.

use super::eval::Pair;

/// Every weight of the evaluation.
#[rustfmt::skip]
pub const WEIGHTS: [Pair; super::eval::layout::SIZE] = [
    // material
    Pair(68, 81), Pair(350, 300), Pair(386, 334), Pair(458, 572), Pair(949, 1006), Pair(0, 0), Pair(877, 863), Pair(906, 957),
    // piece-square: pawn (rank 1 to 8 from its side, files a to d)
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    Pair(2, 10), Pair(20, 19), Pair(0, 28), Pair(-8, 23),
    Pair(3, 3), Pair(7, 7), Pair(-3, 13), Pair(0, 24),
    Pair(-1, 11), Pair(3, 13), Pair(15, 6), Pair(22, -1),
    Pair(24, 21), Pair(8, 17), Pair(16, 13), Pair(30, 10),
    Pair(3, 24), Pair(24, 34), Pair(17, 30), Pair(29, 28),
    Pair(17, 6), Pair(20, 42), Pair(22, 49), Pair(42, 40),
    Pair(21, 42), Pair(21, 42), Pair(21, 42), Pair(49, 42),
    // piece-square: knight (rank 1 to 8 from its side, files a to d)
    Pair(-27, -12), Pair(-23, -24), Pair(-5, -9), Pair(0, -8),
    Pair(-21, -16), Pair(11, -8), Pair(2, -16), Pair(3, -3),
    Pair(-18, -12), Pair(15, -3), Pair(7, 3), Pair(14, 12),
    Pair(8, 0), Pair(16, 9), Pair(27, 20), Pair(19, 24),
    Pair(14, 0), Pair(9, 11), Pair(33, 19), Pair(23, 25),
    Pair(-6, -10), Pair(5, 4), Pair(18, 7), Pair(36, 17),
    Pair(-13, 0), Pair(-9, -2), Pair(5, 7), Pair(12, 5),
    Pair(-22, -18), Pair(-11, -10), Pair(-4, -5), Pair(3, 2),
    // piece-square: bishop (rank 1 to 8 from its side, files a to d)
    Pair(-17, -6), Pair(-14, -11), Pair(-12, -20), Pair(-9, -2),
    Pair(8, -4), Pair(13, -1), Pair(2, -2), Pair(8, 0),
    Pair(-7, -1), Pair(18, 5), Pair(10, 9), Pair(7, 15),
    Pair(3, -4), Pair(7, 6), Pair(9, 13), Pair(26, 13),
    Pair(-6, -6), Pair(9, 8), Pair(13, -4), Pair(17, 12),
    Pair(6, 5), Pair(18, 8), Pair(5, 13), Pair(16, 12),
    Pair(-5, -3), Pair(-5, 6), Pair(8, 2), Pair(11, 14),
    Pair(-21, -10), Pair(-8, -7), Pair(-5, 4), Pair(2, 1),
    // piece-square: rook (rank 1 to 8 from its side, files a to d)
    Pair(-15, -20), Pair(-12, -14), Pair(10, -8), Pair(15, -9),
    Pair(-27, -29), Pair(-12, -20), Pair(-7, -10), Pair(5, -10),
    Pair(-16, -12), Pair(9, -9), Pair(-20, -1), Pair(-16, -2),
    Pair(-13, 6), Pair(1, 7), Pair(3, 8), Pair(2, 9),
    Pair(0, 15), Pair(-1, 9), Pair(11, 14), Pair(6, 12),
    Pair(14, 17), Pair(10, 18), Pair(12, 13), Pair(25, 15),
    Pair(9, 9), Pair(5, 5), Pair(15, 6), Pair(20, 14),
    Pair(2, 19), Pair(2, 14), Pair(1, 11), Pair(-2, 3),
    // piece-square: queen (rank 1 to 8 from its side, files a to d)
    Pair(-12, -19), Pair(4, -7), Pair(-10, -10), Pair(11, -8),
    Pair(19, 0), Pair(10, -9), Pair(15, -11), Pair(9, -7),
    Pair(-17, -2), Pair(-2, 7), Pair(-9, 14), Pair(-2, 2),
    Pair(-5, 11), Pair(2, 14), Pair(-6, 9), Pair(-7, 17),
    Pair(-1, 10), Pair(1, 12), Pair(3, 19), Pair(-7, 14),
    Pair(-4, 6), Pair(2, 7), Pair(6, 15), Pair(3, 11),
    Pair(-2, -3), Pair(-6, 3), Pair(-2, 8), Pair(5, 11),
    Pair(-5, -4), Pair(-3, -5), Pair(-1, 0), Pair(4, 4),
    // piece-square: king (rank 1 to 8 from its side, files a to d)
    Pair(28, -29), Pair(37, -14), Pair(-9, -15), Pair(0, -35),
    Pair(-4, -17), Pair(0, -7), Pair(-15, 1), Pair(-31, -2),
    Pair(-28, -14), Pair(-20, 5), Pair(-22, 7), Pair(-33, 11),
    Pair(-34, 5), Pair(-35, 9), Pair(-34, 19), Pair(-33, 23),
    Pair(-35, -7), Pair(-34, 19), Pair(-34, 27), Pair(-35, 25),
    Pair(-36, -3), Pair(-35, 19), Pair(-34, 33), Pair(-35, 23),
    Pair(-38, -33), Pair(-36, 8), Pair(-36, 9), Pair(-36, 12),
    Pair(-38, -44), Pair(-36, -13), Pair(-36, -13), Pair(-36, -6),
    // piece-square: hawk (rank 1 to 8 from its side, files a to d)
    Pair(0, -34), Pair(-3, -18), Pair(-4, -16), Pair(3, -19),
    Pair(-9, -15), Pair(-2, -20), Pair(5, -17), Pair(3, -8),
    Pair(-11, -7), Pair(2, 5), Pair(1, 2), Pair(3, 18),
    Pair(10, 6), Pair(2, 0), Pair(11, 23), Pair(8, 25),
    Pair(3, 1), Pair(-5, 7), Pair(7, 18), Pair(6, 17),
    Pair(-3, 1), Pair(9, 9), Pair(6, 7), Pair(19, 17),
    Pair(-9, -9), Pair(-5, -4), Pair(3, 3), Pair(9, 14),
    Pair(-18, -16), Pair(-9, -8), Pair(-4, -2), Pair(1, 1),
    // piece-square: elephant (rank 1 to 8 from its side, files a to d)
    Pair(-10, -29), Pair(-11, -3), Pair(-14, -4), Pair(5, -16),
    Pair(-10, -9), Pair(10, -24), Pair(-4, -13), Pair(0, -18),
    Pair(-9, 1), Pair(-2, -7), Pair(-10, -5), Pair(-1, -8),
    Pair(-3, 3), Pair(2, 0), Pair(5, 11), Pair(4, 9),
    Pair(1, 7), Pair(7, 10), Pair(10, 15), Pair(8, 10),
    Pair(-1, 0), Pair(8, 14), Pair(14, 21), Pair(15, 14),
    Pair(-4, 1), Pair(-5, -3), Pair(6, 10), Pair(7, 12),
    Pair(-5, 3), Pair(-3, 0), Pair(1, 11), Pair(5, 10),
    // mobility
    Pair(0, 0), Pair(2, 6), Pair(4, 4), Pair(5, 3), Pair(-1, 9), Pair(0, 0), Pair(4, 2), Pair(-1, 6),
    // hand
    Pair(605, 605), Pair(775, 770), Pair(854, 828), Pair(894, 875), Pair(657, 662), Pair(841, 843), Pair(900, 901), Pair(911, 964),
    // super piece decay
    Pair(-6, 11),
    // bishop pair
    Pair(18, 52),
    // king danger
    Pair(0, 0), Pair(0, 0), Pair(5, 0), Pair(12, 0), Pair(21, -1), Pair(34, 16), Pair(47, -15), Pair(35, 7),
    Pair(77, -15), Pair(86, -5), Pair(82, -11), Pair(147, -17), Pair(125, -17), Pair(198, -28), Pair(218, -22), Pair(220, -29),
    Pair(254, -27), Pair(263, -31), Pair(283, -28), Pair(302, -22), Pair(311, -22), Pair(332, -21), Pair(340, -21), Pair(350, -25),
    // pawn shield
    Pair(11, -4),
    // gate near king
    Pair(-3, -7),
    // doubled pawn
    Pair(-8, -6),
    // isolated pawn
    Pair(0, -14),
    // passed pawn
    Pair(0, 0), Pair(7, 20), Pair(-2, 16), Pair(-10, 20), Pair(0, 35), Pair(47, 59), Pair(65, 106), Pair(0, 0),
    // rook on semi-open file
    Pair(10, 15),
    // rook on open file
    Pair(33, 7),
    // threat by pawn
    Pair(46, 30),
    // threat by minor
    Pair(40, 24),
    // threat by rook
    Pair(55, 36),
    // hanging
    Pair(21, 14),
    // connected pawn
    Pair(0, 0), Pair(3, 5), Pair(9, 7), Pair(11, 14), Pair(11, 18), Pair(-2, 41), Pair(4, 30), Pair(0, 0),
    // backward pawn
    Pair(-6, -1),
    // free passed pawn
    Pair(0, 0), Pair(-3, 4), Pair(4, 9), Pair(-9, 16), Pair(-9, 23), Pair(5, 45), Pair(2, 50), Pair(0, 0),
    // passed pawn, their king's distance
    Pair(-9, 12),
    // passed pawn, our king's distance
    Pair(7, -8),
    // outpost
    Pair(19, 6), Pair(18, 12),
    // rook on seventh
    Pair(-5, 17),
    // king on open file
    Pair(-11, 2), Pair(-29, -8),
    // weak king square
    Pair(14, -5),
    // safe check
    Pair(0, 0), Pair(21, 0), Pair(6, 10), Pair(24, 7), Pair(6, 10), Pair(0, 0), Pair(19, 11), Pair(28, 23),
    // low mobility
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(-13, -7), Pair(-6, -22), Pair(-4, -12), Pair(0, -5),
    Pair(-14, -19), Pair(-7, -18), Pair(0, -16), Pair(-1, -9), Pair(1, -20), Pair(2, -22), Pair(3, -11), Pair(4, -6),
    Pair(1, 2), Pair(0, -2), Pair(-4, -5), Pair(-3, -11), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    Pair(-4, -6), Pair(-2, -10), Pair(-2, -11), Pair(1, -12), Pair(-13, -3), Pair(-16, 0), Pair(-9, 2), Pair(-5, -6),
    // pawn storm
    Pair(-2, 2), Pair(-3, -1), Pair(3, -5),
    // bad bishop
    Pair(-4, -4),
    // pawn push threat
    Pair(14, 6),
    // threat by king
    Pair(-1, 19),
    // space
    Pair(2, 0),
    // restricted
    Pair(3, -3),
];
