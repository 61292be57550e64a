//! The weights of the S-Chess evaluation: (middlegame, endgame) centipawns in the order of
//! [`super::eval::layout`]. Written by `nereid tune`; README's "Tuning the evaluation" says how.

use super::eval::Pair;

/// Every weight of the evaluation.
#[rustfmt::skip]
pub const WEIGHTS: [Pair; super::eval::layout::SIZE] = [
    // material
    Pair(77, 96), Pair(333, 294), Pair(350, 304), Pair(472, 532), Pair(978, 968), Pair(0, 0), Pair(884, 882), Pair(935, 955),
    // piece-square: pawn (rank 1 to 8 from its side, files a to d)
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    Pair(-1, 11), Pair(13, 14), Pair(-5, 10), Pair(-9, 15),
    Pair(12, 7), Pair(7, 15), Pair(-3, -1), Pair(-6, 14),
    Pair(-2, 11), Pair(6, 22), Pair(15, 1), Pair(27, -1),
    Pair(16, 29), Pair(16, 24), Pair(5, 18), Pair(44, 10),
    Pair(14, 42), Pair(14, 32), Pair(18, 30), Pair(42, 33),
    Pair(18, 39), Pair(19, 41), Pair(19, 39), Pair(42, 35),
    Pair(21, 42), Pair(21, 42), Pair(21, 42), Pair(49, 42),
    // piece-square: knight (rank 1 to 8 from its side, files a to d)
    Pair(-18, -15), Pair(-13, -15), Pair(-4, -6), Pair(5, -1),
    Pair(-12, -10), Pair(2, -2), Pair(3, -3), Pair(16, 1),
    Pair(-7, -5), Pair(9, 2), Pair(6, 3), Pair(21, 9),
    Pair(6, 1), Pair(8, 2), Pair(22, 13), Pair(18, 21),
    Pair(11, 1), Pair(-1, 12), Pair(21, 13), Pair(20, 18),
    Pair(-4, -5), Pair(3, -1), Pair(10, 2), Pair(16, 11),
    Pair(-10, -10), Pair(-5, -4), Pair(2, 0), Pair(10, 5),
    Pair(-19, -16), Pair(-11, -10), Pair(-4, -5), Pair(3, -1),
    // piece-square: bishop (rank 1 to 8 from its side, files a to d)
    Pair(-11, -8), Pair(-4, -6), Pair(-13, -14), Pair(-4, -2),
    Pair(-8, -6), Pair(12, -3), Pair(2, 4), Pair(15, 3),
    Pair(0, 0), Pair(-1, 3), Pair(10, 7), Pair(9, 9),
    Pair(5, 3), Pair(9, 7), Pair(4, 9), Pair(15, 6),
    Pair(1, -3), Pair(7, 7), Pair(11, 7), Pair(12, 8),
    Pair(-4, -2), Pair(5, 3), Pair(6, 8), Pair(11, 9),
    Pair(-6, -5), Pair(-2, -3), Pair(1, -2), Pair(6, 5),
    Pair(-10, -9), Pair(-6, -6), Pair(-2, 0), Pair(2, 3),
    // piece-square: rook (rank 1 to 8 from its side, files a to d)
    Pair(-5, -13), Pair(-7, -4), Pair(17, 2), Pair(8, 0),
    Pair(-21, -6), Pair(-3, -7), Pair(-4, -8), Pair(2, -4),
    Pair(-4, -1), Pair(0, -1), Pair(1, 0), Pair(-4, -2),
    Pair(-2, 1), Pair(2, 2), Pair(1, -1), Pair(3, 3),
    Pair(-4, 2), Pair(-1, 1), Pair(3, 5), Pair(2, 4),
    Pair(3, 6), Pair(1, 5), Pair(1, 3), Pair(2, 3),
    Pair(15, 11), Pair(15, 9), Pair(15, 11), Pair(15, 11),
    Pair(1, 5), Pair(0, 3), Pair(0, 0), Pair(0, 0),
    // piece-square: queen (rank 1 to 8 from its side, files a to d)
    Pair(-5, -10), Pair(-1, -6), Pair(-9, -4), Pair(5, 1),
    Pair(1, -4), Pair(1, 0), Pair(9, 3), Pair(14, 7),
    Pair(-6, -1), Pair(3, 2), Pair(-1, 10), Pair(2, 10),
    Pair(6, 2), Pair(-2, 5), Pair(3, 11), Pair(0, 13),
    Pair(-3, 2), Pair(0, 5), Pair(5, 10), Pair(7, 13),
    Pair(-2, -2), Pair(1, 2), Pair(3, 7), Pair(5, 10),
    Pair(-2, -6), Pair(-1, -1), Pair(1, 3), Pair(3, 6),
    Pair(-5, -10), Pair(-3, -6), Pair(-1, -2), Pair(1, 1),
    // piece-square: king (rank 1 to 8 from its side, files a to d)
    Pair(24, -28), Pair(42, -10), Pair(3, -9), Pair(-3, -18),
    Pair(-10, -15), Pair(-10, -6), Pair(-16, 1), Pair(-18, 4),
    Pair(-23, -5), Pair(-24, -2), Pair(-24, 11), Pair(-26, 11),
    Pair(-36, 0), Pair(-36, 6), Pair(-36, 17), Pair(-36, 24),
    Pair(-36, -1), Pair(-36, 9), Pair(-36, 20), Pair(-36, 24),
    Pair(-36, -7), Pair(-35, 6), Pair(-36, 10), Pair(-36, 17),
    Pair(-36, -15), Pair(-36, -5), Pair(-36, 1), Pair(-36, 7),
    Pair(-36, -24), Pair(-36, -16), Pair(-36, -8), Pair(-36, -1),
    // piece-square: hawk (rank 1 to 8 from its side, files a to d)
    Pair(-11, -13), Pair(0, -7), Pair(-3, -5), Pair(-1, 0),
    Pair(-6, -8), Pair(-5, -5), Pair(5, -2), Pair(7, 3),
    Pair(-9, -5), Pair(5, 2), Pair(2, 8), Pair(4, 9),
    Pair(4, 0), Pair(8, 3), Pair(12, 7), Pair(16, 14),
    Pair(6, 1), Pair(-2, 4), Pair(10, 8), Pair(15, 12),
    Pair(-3, -4), Pair(0, 0), Pair(6, 4), Pair(11, 9),
    Pair(-9, -8), Pair(-4, -4), Pair(1, 0), Pair(6, 4),
    Pair(-14, -12), Pair(-9, -8), Pair(-4, -4), Pair(1, 0),
    // piece-square: elephant (rank 1 to 8 from its side, files a to d)
    Pair(-5, -12), Pair(-6, -7), Pair(-9, 2), Pair(6, 0),
    Pair(-7, -6), Pair(-4, -4), Pair(-7, -2), Pair(5, 2),
    Pair(-2, -4), Pair(2, 3), Pair(6, 4), Pair(7, 6),
    Pair(-4, -1), Pair(4, 3), Pair(8, 7), Pair(12, 10),
    Pair(4, 2), Pair(6, 3), Pair(12, 9), Pair(14, 9),
    Pair(-2, -2), Pair(2, 2), Pair(6, 4), Pair(11, 7),
    Pair(-6, -5), Pair(-2, -2), Pair(2, 1), Pair(6, 4),
    Pair(-10, -8), Pair(-6, -4), Pair(-2, -1), Pair(2, 1),
    // mobility
    Pair(0, 0), Pair(8, 7), Pair(7, 8), Pair(5, 6), Pair(-1, 10), Pair(0, 0), Pair(3, 5), Pair(-1, 8),
    // hand
    Pair(605, 605), Pair(770, 770), Pair(826, 825), Pair(895, 881), Pair(653, 660), Pair(831, 840), Pair(894, 900), Pair(939, 958),
    // super piece decay
    Pair(-5, 0),
    // bishop pair
    Pair(37, 42),
    // king danger
    Pair(0, 0), Pair(0, 0), Pair(5, 0), Pair(12, 0), Pair(23, 0), Pair(37, 2), Pair(49, -4), Pair(63, 1),
    Pair(88, -7), Pair(108, 0), Pair(132, -1), Pair(161, 1), Pair(183, -5), Pair(217, -6), Pair(247, -2), Pair(270, -10),
    // pawn shield
    Pair(18, -3),
    // gate near king
    Pair(1, 0),
    // doubled pawn
    Pair(-16, -16),
    // isolated pawn
    Pair(-4, -11),
    // passed pawn
    Pair(0, 0), Pair(5, 13), Pair(4, 13), Pair(1, 27), Pair(9, 39), Pair(42, 79), Pair(61, 124), Pair(0, 0),
    // rook on semi-open file
    Pair(14, 13),
    // rook on open file
    Pair(32, 9),
    // threat by pawn
    Pair(55, 31),
    // threat by minor
    Pair(43, 26),
    // threat by rook
    Pair(35, 23),
    // hanging
    Pair(33, 19),
    // connected pawn
    Pair(0, 0), Pair(0, 3), Pair(4, 2), Pair(4, 0), Pair(2, 1), Pair(0, 2), Pair(0, 0), Pair(0, 0),
    // backward pawn
    Pair(-3, -1),
    // free passed pawn
    Pair(0, 0), Pair(0, 1), Pair(0, 2), Pair(0, 2), Pair(0, 3), Pair(0, 4), Pair(0, 2), Pair(0, 0),
    // passed pawn, their king's distance
    Pair(-4, 9),
    // passed pawn, our king's distance
    Pair(3, -6),
    // outpost
    Pair(4, 2), Pair(1, 2),
    // rook on seventh
    Pair(1, 2),
    // king on open file
    Pair(-3, 0), Pair(-4, -7),
    // weak king square
    Pair(2, -3),
];
