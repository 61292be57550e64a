//! The weights of the S-Chess evaluation: (middlegame, endgame) centipawns in the order of
//! [`super::eval::layout`]. Written by `nereid tune`; README's "Tuning the evaluation" says how.

use super::eval::Pair;

/// Every weight of the evaluation.
#[rustfmt::skip]
pub const WEIGHTS: [Pair; super::eval::layout::SIZE] = [
    // material
    Pair(73, 91), Pair(336, 296), Pair(348, 312), Pair(464, 549), Pair(970, 977), Pair(0, 0), Pair(888, 884), Pair(929, 955),
    // piece-square: pawn (rank 1 to 8 from its side, files a to d)
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    Pair(-1, 11), Pair(10, 13), Pair(-4, 15), Pair(-10, 16),
    Pair(9, 6), Pair(7, 12), Pair(-3, 3), Pair(-7, 14),
    Pair(-1, 11), Pair(8, 18), Pair(16, 3), Pair(27, -3),
    Pair(16, 28), Pair(18, 16), Pair(6, 21), Pair(41, 9),
    Pair(7, 31), Pair(16, 38), Pair(21, 30), Pair(41, 36),
    Pair(18, 30), Pair(18, 41), Pair(20, 44), Pair(44, 40),
    Pair(21, 42), Pair(21, 42), Pair(21, 42), Pair(49, 42),
    // piece-square: knight (rank 1 to 8 from its side, files a to d)
    Pair(-17, -14), Pair(-14, -17), Pair(-5, -7), Pair(5, 0),
    Pair(-13, -9), Pair(2, 0), Pair(3, -1), Pair(14, -2),
    Pair(-7, -9), Pair(18, 4), Pair(8, 0), Pair(16, 12),
    Pair(3, 0), Pair(7, 4), Pair(21, 13), Pair(16, 24),
    Pair(12, 2), Pair(2, 16), Pair(25, 14), Pair(19, 23),
    Pair(-4, -5), Pair(3, -4), Pair(11, 1), Pair(20, 11),
    Pair(-11, -10), Pair(-6, -6), Pair(2, -1), Pair(10, 3),
    Pair(-22, -20), Pair(-11, -10), Pair(-4, -5), Pair(3, 0),
    // piece-square: bishop (rank 1 to 8 from its side, files a to d)
    Pair(-15, -10), Pair(-3, -5), Pair(-13, -20), Pair(-7, -3),
    Pair(-7, -5), Pair(15, 1), Pair(-3, 2), Pair(13, 1),
    Pair(-3, -2), Pair(4, 7), Pair(17, 10), Pair(8, 8),
    Pair(6, 2), Pair(9, 10), Pair(1, 14), Pair(19, 4),
    Pair(2, -2), Pair(2, 7), Pair(9, 6), Pair(13, 6),
    Pair(-7, 1), Pair(8, 5), Pair(6, 8), Pair(15, 9),
    Pair(-8, -8), Pair(-2, 2), Pair(2, -1), Pair(6, 7),
    Pair(-11, -8), Pair(-7, -7), Pair(-3, 1), Pair(2, 2),
    // piece-square: rook (rank 1 to 8 from its side, files a to d)
    Pair(-6, -17), Pair(-9, -8), Pair(14, -2), Pair(18, -9),
    Pair(-23, -13), Pair(-4, -10), Pair(-8, -14), Pair(4, -6),
    Pair(-5, 0), Pair(-4, 3), Pair(-2, -4), Pair(-9, -2),
    Pair(-6, 3), Pair(0, 5), Pair(1, 2), Pair(2, 5),
    Pair(-5, 7), Pair(-1, 4), Pair(4, 8), Pair(3, 9),
    Pair(4, 9), Pair(4, 9), Pair(3, 7), Pair(4, 9),
    Pair(15, 12), Pair(13, 7), Pair(15, 8), Pair(16, 13),
    Pair(3, 9), Pair(2, 9), Pair(0, 1), Pair(0, 2),
    // piece-square: queen (rank 1 to 8 from its side, files a to d)
    Pair(-8, -11), Pair(1, -7), Pair(-9, -5), Pair(8, -5),
    Pair(-3, -3), Pair(4, 0), Pair(15, 2), Pair(13, 5),
    Pair(-4, 1), Pair(4, 4), Pair(-2, 10), Pair(2, 10),
    Pair(3, 0), Pair(-4, 7), Pair(0, 12), Pair(0, 14),
    Pair(-6, 4), Pair(-3, 5), Pair(3, 12), Pair(3, 12),
    Pair(-1, 0), Pair(1, 3), Pair(2, 7), Pair(6, 11),
    Pair(-2, -5), Pair(-2, -1), Pair(0, 3), Pair(4, 9),
    Pair(-5, -9), Pair(-3, -5), Pair(-1, -2), Pair(2, 2),
    // piece-square: king (rank 1 to 8 from its side, files a to d)
    Pair(30, -30), Pair(43, -13), Pair(3, -9), Pair(-1, -24),
    Pair(-9, -13), Pair(-7, -7), Pair(-15, 1), Pair(-24, 3),
    Pair(-24, -8), Pair(-23, -2), Pair(-26, 10), Pair(-29, 9),
    Pair(-36, -1), Pair(-37, 5), Pair(-36, 20), Pair(-37, 21),
    Pair(-36, -4), Pair(-36, 10), Pair(-36, 22), Pair(-36, 21),
    Pair(-36, -7), Pair(-35, 13), Pair(-36, 15), Pair(-35, 23),
    Pair(-36, -17), Pair(-36, 0), Pair(-36, 4), Pair(-36, 8),
    Pair(-36, -26), Pair(-36, -15), Pair(-36, -10), Pair(-36, -1),
    // piece-square: hawk (rank 1 to 8 from its side, files a to d)
    Pair(-5, -15), Pair(-1, -9), Pair(-4, -4), Pair(-3, -1),
    Pair(-5, -8), Pair(-7, -6), Pair(6, -5), Pair(7, -1),
    Pair(-10, -7), Pair(8, 1), Pair(2, 10), Pair(-1, 10),
    Pair(8, 2), Pair(4, 3), Pair(14, 8), Pair(14, 15),
    Pair(8, 1), Pair(-3, 3), Pair(11, 10), Pair(15, 13),
    Pair(-3, -4), Pair(2, 1), Pair(8, 7), Pair(12, 10),
    Pair(-9, -9), Pair(-5, -4), Pair(1, 0), Pair(7, 6),
    Pair(-16, -12), Pair(-9, -8), Pair(-4, -4), Pair(1, 0),
    // piece-square: elephant (rank 1 to 8 from its side, files a to d)
    Pair(-10, -17), Pair(-9, -7), Pair(-11, -2), Pair(8, -3),
    Pair(-2, -5), Pair(-3, -6), Pair(-8, -2), Pair(5, -2),
    Pair(1, -3), Pair(1, 2), Pair(1, 3), Pair(5, -2),
    Pair(-4, -1), Pair(1, 1), Pair(8, 8), Pair(10, 9),
    Pair(4, 2), Pair(6, 5), Pair(12, 10), Pair(11, 9),
    Pair(-1, 0), Pair(5, 5), Pair(7, 6), Pair(12, 9),
    Pair(-6, -4), Pair(-1, -1), Pair(3, 4), Pair(6, 5),
    Pair(-9, -6), Pair(-5, -2), Pair(-1, 2), Pair(3, 4),
    // mobility
    Pair(0, 0), Pair(7, 8), Pair(6, 7), Pair(5, 6), Pair(-1, 10), Pair(0, 0), Pair(4, 5), Pair(-1, 8),
    // hand
    Pair(605, 605), Pair(771, 770), Pair(831, 826), Pair(899, 881), Pair(653, 660), Pair(832, 840), Pair(899, 901), Pair(928, 959),
    // super piece decay
    Pair(-5, 3),
    // bishop pair
    Pair(36, 47),
    // king danger
    Pair(0, 0), Pair(0, 0), Pair(5, 0), Pair(12, 0), Pair(23, 1), Pair(40, 7), Pair(50, -5), Pair(55, 3),
    Pair(85, -14), Pair(105, 2), Pair(124, -2), Pair(157, -5), Pair(170, -11), Pair(213, -14), Pair(239, -7), Pair(251, -16),
    // pawn shield
    Pair(13, -4),
    // gate near king
    Pair(2, 2),
    // doubled pawn
    Pair(-14, -13),
    // isolated pawn
    Pair(-2, -12),
    // passed pawn
    Pair(0, 0), Pair(1, 13), Pair(8, 14), Pair(-4, 29), Pair(5, 42), Pair(41, 79), Pair(64, 124), Pair(0, 0),
    // rook on semi-open file
    Pair(12, 16),
    // rook on open file
    Pair(37, 4),
    // threat by pawn
    Pair(53, 28),
    // threat by minor
    Pair(48, 27),
    // threat by rook
    Pair(42, 28),
    // hanging
    Pair(28, 19),
    // connected pawn
    Pair(0, 0), Pair(3, 4), Pair(8, 4), Pair(6, 5), Pair(4, 7), Pair(4, 12), Pair(1, 9), Pair(0, 0),
    // backward pawn
    Pair(-5, -2),
    // free passed pawn
    Pair(0, 0), Pair(2, 1), Pair(2, 5), Pair(-2, 7), Pair(-1, 16), Pair(2, 24), Pair(2, 24), Pair(0, 0),
    // passed pawn, their king's distance
    Pair(-7, 9),
    // passed pawn, our king's distance
    Pair(5, -7),
    // outpost
    Pair(12, 5), Pair(10, 9),
    // rook on seventh
    Pair(2, 6),
    // king on open file
    Pair(-6, -1), Pair(-11, -12),
    // weak king square
    Pair(6, -4),
];
