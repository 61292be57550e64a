//! The weights of the S-Chess evaluation: (middlegame, endgame) centipawns in the order of
//! [`super::eval::layout`]. Written by `nereid tune`; README's "Tuning the evaluation" says how.

use super::eval::Pair;

/// Every weight of the evaluation.
#[rustfmt::skip]
pub const WEIGHTS: [Pair; super::eval::layout::SIZE] = [
    // material
    Pair(68, 83), Pair(342, 293), Pair(362, 320), Pair(463, 563), Pair(958, 995), Pair(0, 0), Pair(881, 872), Pair(906, 957),
    // piece-square: pawn (rank 1 to 8 from its side, files a to d)
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    Pair(0, 10), Pair(17, 19), Pair(-4, 28), Pair(-12, 21),
    Pair(2, 3), Pair(5, 6), Pair(-6, 12), Pair(-3, 22),
    Pair(0, 11), Pair(5, 13), Pair(15, 6), Pair(24, -3),
    Pair(22, 22), Pair(12, 16), Pair(17, 14), Pair(36, 9),
    Pair(5, 26), Pair(22, 36), Pair(19, 30), Pair(35, 30),
    Pair(17, 16), Pair(19, 42), Pair(21, 47), Pair(43, 40),
    Pair(21, 42), Pair(21, 42), Pair(21, 42), Pair(49, 42),
    // piece-square: knight (rank 1 to 8 from its side, files a to d)
    Pair(-23, -13), Pair(-19, -24), Pair(-5, -8), Pair(2, -5),
    Pair(-17, -13), Pair(8, -5), Pair(5, -12), Pair(7, -2),
    Pair(-16, -12), Pair(18, -1), Pair(9, 3), Pair(16, 12),
    Pair(5, -2), Pair(11, 7), Pair(22, 18), Pair(17, 25),
    Pair(14, 1), Pair(6, 13), Pair(28, 18), Pair(19, 26),
    Pair(-4, -8), Pair(4, 1), Pair(15, 5), Pair(29, 15),
    Pair(-12, -5), Pair(-7, -4), Pair(4, 4), Pair(11, 5),
    Pair(-22, -19), Pair(-11, -10), Pair(-4, -5), Pair(3, 1),
    // piece-square: bishop (rank 1 to 8 from its side, files a to d)
    Pair(-17, -8), Pair(-10, -9), Pair(-12, -23), Pair(-8, -2),
    Pair(2, -5), Pair(16, -1), Pair(0, -1), Pair(10, 1),
    Pair(-5, -1), Pair(14, 7), Pair(12, 9), Pair(7, 14),
    Pair(3, -2), Pair(5, 7), Pair(2, 14), Pair(23, 9),
    Pair(-4, -5), Pair(4, 7), Pair(9, -3), Pair(13, 9),
    Pair(2, 4), Pair(13, 7), Pair(6, 11), Pair(16, 11),
    Pair(-6, -5), Pair(-4, 3), Pair(5, 0), Pair(9, 12),
    Pair(-16, -9), Pair(-7, -7), Pair(-4, 3), Pair(2, 2),
    // piece-square: rook (rank 1 to 8 from its side, files a to d)
    Pair(-12, -20), Pair(-10, -13), Pair(12, -7), Pair(17, -8),
    Pair(-26, -25), Pair(-10, -17), Pair(-6, -11), Pair(4, -9),
    Pair(-12, -9), Pair(5, -4), Pair(-13, -4), Pair(-13, -3),
    Pair(-11, 5), Pair(0, 7), Pair(3, 7), Pair(3, 8),
    Pair(-1, 13), Pair(-1, 7), Pair(8, 13), Pair(5, 11),
    Pair(10, 15), Pair(8, 16), Pair(8, 12), Pair(16, 15),
    Pair(12, 10), Pair(8, 6), Pair(15, 6), Pair(18, 14),
    Pair(3, 16), Pair(2, 12), Pair(1, 8), Pair(-2, 2),
    // piece-square: queen (rank 1 to 8 from its side, files a to d)
    Pair(-10, -15), Pair(3, -7), Pair(-9, -8), Pair(12, -6),
    Pair(12, -1), Pair(8, -4), Pair(17, -7), Pair(10, -2),
    Pair(-12, -1), Pair(-1, 6), Pair(-7, 12), Pair(-2, 5),
    Pair(-2, 6), Pair(-1, 11), Pair(-5, 10), Pair(-6, 15),
    Pair(-3, 8), Pair(0, 9), Pair(3, 16), Pair(-3, 13),
    Pair(-1, 4), Pair(2, 5), Pair(4, 11), Pair(5, 12),
    Pair(-2, -3), Pair(-4, 1), Pair(-1, 6), Pair(5, 10),
    Pair(-4, -7), Pair(-3, -4), Pair(-1, -1), Pair(3, 3),
    // piece-square: king (rank 1 to 8 from its side, files a to d)
    Pair(31, -28), Pair(41, -13), Pair(-6, -15), Pair(4, -34),
    Pair(-5, -14), Pair(-3, -6), Pair(-15, 0), Pair(-30, -3),
    Pair(-26, -12), Pair(-22, 4), Pair(-25, 7), Pair(-32, 10),
    Pair(-35, 4), Pair(-36, 8), Pair(-36, 19), Pair(-36, 22),
    Pair(-35, -6), Pair(-35, 16), Pair(-35, 25), Pair(-36, 23),
    Pair(-36, -5), Pair(-35, 17), Pair(-35, 26), Pair(-36, 22),
    Pair(-37, -25), Pair(-36, 4), Pair(-36, 7), Pair(-36, 10),
    Pair(-37, -35), Pair(-36, -14), Pair(-36, -12), Pair(-36, -4),
    // piece-square: hawk (rank 1 to 8 from its side, files a to d)
    Pair(-1, -26), Pair(-2, -14), Pair(-5, -11), Pair(4, -12),
    Pair(-7, -12), Pair(-3, -13), Pair(7, -12), Pair(5, -5),
    Pair(-10, -7), Pair(3, 4), Pair(2, 4), Pair(2, 16),
    Pair(9, 4), Pair(1, 1), Pair(9, 16), Pair(8, 21),
    Pair(5, 1), Pair(-4, 5), Pair(8, 15), Pair(8, 15),
    Pair(-2, -1), Pair(7, 6), Pair(7, 7), Pair(16, 14),
    Pair(-9, -9), Pair(-4, -3), Pair(2, 1), Pair(9, 11),
    Pair(-17, -14), Pair(-9, -8), Pair(-4, -3), Pair(1, 0),
    // piece-square: elephant (rank 1 to 8 from its side, files a to d)
    Pair(-12, -23), Pair(-13, -5), Pair(-12, -4), Pair(5, -10),
    Pair(-8, -8), Pair(7, -16), Pair(-5, -9), Pair(2, -14),
    Pair(-5, -1), Pair(-2, -5), Pair(-8, -5), Pair(0, -8),
    Pair(-4, 1), Pair(1, 0), Pair(4, 9), Pair(5, 8),
    Pair(3, 6), Pair(6, 8), Pair(11, 14), Pair(8, 11),
    Pair(0, 1), Pair(7, 10), Pair(11, 15), Pair(14, 14),
    Pair(-5, -1), Pair(-2, -1), Pair(5, 8), Pair(7, 10),
    Pair(-6, -1), Pair(-4, 0), Pair(0, 8), Pair(4, 9),
    // mobility
    Pair(0, 0), Pair(5, 8), Pair(6, 6), Pair(5, 5), Pair(-1, 10), Pair(0, 0), Pair(4, 3), Pair(0, 7),
    // hand
    Pair(605, 605), Pair(773, 770), Pair(846, 827), Pair(900, 878), Pair(655, 661), Pair(837, 842), Pair(904, 902), Pair(921, 961),
    // super piece decay
    Pair(-7, 9),
    // bishop pair
    Pair(21, 50),
    // king danger
    Pair(0, 0), Pair(0, 0), Pair(5, 0), Pair(12, 0), Pair(22, -1), Pair(36, 12), Pair(48, -12), Pair(41, 6),
    Pair(80, -16), Pair(95, -1), Pair(101, -9), Pair(151, -14), Pair(146, -14), Pair(205, -26), Pair(229, -13), Pair(226, -21),
    // pawn shield
    Pair(13, -5),
    // gate near king
    Pair(-2, -3),
    // doubled pawn
    Pair(-9, -5),
    // isolated pawn
    Pair(0, -15),
    // passed pawn
    Pair(0, 0), Pair(8, 19), Pair(3, 16), Pair(-9, 23), Pair(2, 38), Pair(45, 66), Pair(64, 114), Pair(0, 0),
    // rook on semi-open file
    Pair(10, 16),
    // rook on open file
    Pair(33, 8),
    // threat by pawn
    Pair(46, 28),
    // threat by minor
    Pair(42, 24),
    // threat by rook
    Pair(51, 33),
    // hanging
    Pair(23, 18),
    // connected pawn
    Pair(0, 0), Pair(3, 6), Pair(10, 6), Pair(12, 12), Pair(11, 16), Pair(3, 31), Pair(3, 20), Pair(0, 0),
    // backward pawn
    Pair(-8, -1),
    // free passed pawn
    Pair(0, 0), Pair(1, 5), Pair(4, 9), Pair(-6, 14), Pair(-6, 20), Pair(4, 38), Pair(2, 38), Pair(0, 0),
    // passed pawn, their king's distance
    Pair(-9, 13),
    // passed pawn, our king's distance
    Pair(7, -8),
    // outpost
    Pair(21, 8), Pair(17, 11),
    // rook on seventh
    Pair(-1, 14),
    // king on open file
    Pair(-11, 0), Pair(-28, -9),
    // weak king square
    Pair(11, -3),
];
