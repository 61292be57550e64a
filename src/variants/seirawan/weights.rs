//! The weights of the S-Chess evaluation: (middlegame, endgame) centipawns in the order of
//! [`super::eval::layout`]. Written by `nereid tune`; README's "Tuning the evaluation" says how.

use super::eval::Pair;

/// Every weight of the evaluation.
#[rustfmt::skip]
pub const WEIGHTS: [Pair; super::eval::layout::SIZE] = [
    // material
    Pair(86, 100), Pair(332, 295), Pair(350, 303), Pair(473, 527), Pair(975, 963), Pair(0, 0), Pair(882, 882), Pair(938, 957),
    // piece-square: pawn (rank 1 to 8 from its side, files a to d)
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    Pair(4, 8), Pair(14, 10), Pair(-7, -1), Pair(-7, 14),
    Pair(11, 8), Pair(6, 17), Pair(-11, -5), Pair(-2, 11),
    Pair(-8, 12), Pair(14, 27), Pair(12, 2), Pair(26, 2),
    Pair(22, 30), Pair(17, 28), Pair(7, 17), Pair(48, 20),
    Pair(16, 45), Pair(14, 30), Pair(18, 33), Pair(41, 34),
    Pair(18, 40), Pair(19, 40), Pair(19, 37), Pair(42, 35),
    Pair(21, 42), Pair(21, 42), Pair(21, 42), Pair(49, 42),
    // piece-square: knight (rank 1 to 8 from its side, files a to d)
    Pair(-18, -15), Pair(-7, -13), Pair(-4, -6), Pair(5, -1),
    Pair(-12, -10), Pair(2, -2), Pair(5, -3), Pair(18, 3),
    Pair(-7, -3), Pair(3, 0), Pair(6, 5), Pair(21, 8),
    Pair(8, 1), Pair(8, 2), Pair(22, 13), Pair(20, 19),
    Pair(9, 1), Pair(-1, 10), Pair(19, 11), Pair(18, 18),
    Pair(-4, -5), Pair(3, 0), Pair(10, 2), Pair(16, 11),
    Pair(-10, -10), Pair(-5, -4), Pair(2, 0), Pair(10, 5),
    Pair(-19, -16), Pair(-11, -10), Pair(-4, -5), Pair(3, -1),
    // piece-square: bishop (rank 1 to 8 from its side, files a to d)
    Pair(-9, -8), Pair(-4, -6), Pair(-10, -11), Pair(-4, -2),
    Pair(-8, -6), Pair(8, -5), Pair(4, 4), Pair(18, 3),
    Pair(-4, 0), Pair(-2, 1), Pair(9, 7), Pair(11, 8),
    Pair(5, 3), Pair(9, 5), Pair(5, 7), Pair(15, 9),
    Pair(1, -3), Pair(9, 7), Pair(11, 7), Pair(10, 8),
    Pair(-4, -2), Pair(3, 1), Pair(6, 8), Pair(11, 9),
    Pair(-6, -5), Pair(-2, -3), Pair(1, -2), Pair(6, 5),
    Pair(-10, -9), Pair(-6, -6), Pair(-2, 0), Pair(2, 3),
    // piece-square: rook (rank 1 to 8 from its side, files a to d)
    Pair(0, -11), Pair(-5, 0), Pair(17, 1), Pair(3, 2),
    Pair(-24, -4), Pair(-3, -5), Pair(-4, -7), Pair(0, -4),
    Pair(-3, -1), Pair(2, -1), Pair(1, 0), Pair(-4, -1),
    Pair(0, 1), Pair(2, 2), Pair(1, -1), Pair(3, 2),
    Pair(-4, 0), Pair(-1, 1), Pair(3, 5), Pair(2, 2),
    Pair(3, 5), Pair(1, 5), Pair(1, 2), Pair(2, 1),
    Pair(15, 9), Pair(15, 11), Pair(15, 11), Pair(15, 9),
    Pair(1, 3), Pair(0, 1), Pair(0, 0), Pair(0, 0),
    // piece-square: queen (rank 1 to 8 from its side, files a to d)
    Pair(-5, -10), Pair(-1, -6), Pair(-9, -4), Pair(2, 0),
    Pair(3, -4), Pair(1, 0), Pair(5, 3), Pair(7, 5),
    Pair(-8, -3), Pair(3, 2), Pair(1, 10), Pair(3, 10),
    Pair(7, 2), Pair(0, 5), Pair(5, 11), Pair(2, 13),
    Pair(-1, 2), Pair(0, 5), Pair(5, 10), Pair(7, 13),
    Pair(-2, -2), Pair(1, 2), Pair(3, 7), Pair(5, 10),
    Pair(-2, -6), Pair(-1, -1), Pair(1, 3), Pair(3, 6),
    Pair(-5, -10), Pair(-3, -6), Pair(-1, -2), Pair(1, 1),
    // piece-square: king (rank 1 to 8 from its side, files a to d)
    Pair(22, -28), Pair(36, -12), Pair(6, -8), Pair(-9, -16),
    Pair(-10, -13), Pair(-10, -5), Pair(-16, 1), Pair(-9, 7),
    Pair(-23, -5), Pair(-24, -4), Pair(-24, 11), Pair(-24, 13),
    Pair(-36, 0), Pair(-36, 6), Pair(-36, 17), Pair(-36, 26),
    Pair(-36, -1), Pair(-36, 7), Pair(-36, 20), Pair(-36, 25),
    Pair(-36, -7), Pair(-35, 4), Pair(-36, 9), Pair(-36, 15),
    Pair(-36, -15), Pair(-36, -7), Pair(-36, 1), Pair(-36, 7),
    Pair(-36, -24), Pair(-36, -16), Pair(-36, -8), Pair(-36, -1),
    // piece-square: hawk (rank 1 to 8 from its side, files a to d)
    Pair(-15, -13), Pair(0, -7), Pair(0, -5), Pair(-2, 0),
    Pair(-8, -8), Pair(-3, -5), Pair(5, -2), Pair(7, 3),
    Pair(-8, -5), Pair(3, 2), Pair(4, 8), Pair(5, 9),
    Pair(4, 0), Pair(8, 3), Pair(10, 7), Pair(16, 14),
    Pair(4, 1), Pair(-2, 4), Pair(10, 8), Pair(15, 12),
    Pair(-3, -4), Pair(0, 0), Pair(6, 4), Pair(11, 9),
    Pair(-9, -8), Pair(-4, -4), Pair(1, 0), Pair(6, 4),
    Pair(-14, -12), Pair(-9, -8), Pair(-4, -4), Pair(1, 0),
    // piece-square: elephant (rank 1 to 8 from its side, files a to d)
    Pair(-6, -10), Pair(-8, -5), Pair(-5, 2), Pair(8, 0),
    Pair(-7, -6), Pair(-6, -4), Pair(-7, -2), Pair(2, 2),
    Pair(0, -4), Pair(-3, 1), Pair(11, 5), Pair(9, 10),
    Pair(-4, -1), Pair(6, 3), Pair(8, 7), Pair(14, 10),
    Pair(4, 2), Pair(6, 3), Pair(12, 9), Pair(14, 9),
    Pair(-2, -2), Pair(2, 2), Pair(6, 4), Pair(11, 7),
    Pair(-6, -5), Pair(-2, -2), Pair(2, 1), Pair(6, 4),
    Pair(-10, -8), Pair(-6, -4), Pair(-2, -1), Pair(2, 1),
    // mobility
    Pair(0, 0), Pair(13, 9), Pair(8, 9), Pair(8, 5), Pair(1, 7), Pair(0, 0), Pair(4, 4), Pair(2, 1),
    // hand
    Pair(605, 605), Pair(770, 770), Pair(825, 825), Pair(893, 881), Pair(653, 660), Pair(831, 840), Pair(892, 900), Pair(946, 958),
    // super piece decay
    Pair(0, 0),
    // bishop pair
    Pair(41, 43),
    // king danger
    Pair(0, 0), Pair(0, 0), Pair(5, 0), Pair(12, 0), Pair(23, -1), Pair(35, 0), Pair(49, -4), Pair(67, 1),
    Pair(88, -5), Pair(108, 0), Pair(134, -1), Pair(161, 1), Pair(185, -3), Pair(219, -3), Pair(249, 0), Pair(274, -6),
    // pawn shield
    Pair(16, -3),
    // gate near king
    Pair(4, 0),
    // doubled pawn
    Pair(-14, -15),
    // isolated pawn
    Pair(-8, -9),
    // passed pawn
    Pair(0, 0), Pair(5, 9), Pair(5, 11), Pair(5, 24), Pair(9, 37), Pair(42, 80), Pair(61, 122), Pair(0, 0),
    // rook on semi-open file
    Pair(4, 4),
    // rook on open file
    Pair(28, 11),
    // threat by pawn
    Pair(55, 31),
    // threat by minor
    Pair(39, 26),
    // threat by rook
    Pair(33, 21),
    // hanging
    Pair(35, 18),
];
