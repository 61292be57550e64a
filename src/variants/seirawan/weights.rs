//! The weights of the S-Chess evaluation: (middlegame, endgame) centipawns in the order of
//! [`super::eval::layout`]. Written by `nereid tune`; README's "Tuning the evaluation" says how.

use super::eval::Pair;

/// Every weight of the evaluation.
#[rustfmt::skip]
pub const WEIGHTS: [Pair; super::eval::layout::SIZE] = [
    // material
    Pair(21, 70), Pair(350, 323), Pair(387, 323), Pair(456, 583), Pair(944, 1018), Pair(0, 0), Pair(872, 851), Pair(890, 954),
    // piece-square: pawn (rank 1 to 8 from its side, files a to d)
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    Pair(3, 12), Pair(20, 21), Pair(2, 28), Pair(-8, 25),
    Pair(3, 4), Pair(7, 8), Pair(-1, 15), Pair(-2, 23),
    Pair(-2, 12), Pair(1, 13), Pair(13, 5), Pair(13, 0),
    Pair(18, 24), Pair(5, 16), Pair(16, 15), Pair(22, 10),
    Pair(1, 20), Pair(23, 32), Pair(6, 32), Pair(18, 24),
    Pair(21, -2), Pair(20, 37), Pair(22, 48), Pair(45, 40),
    Pair(21, 42), Pair(21, 42), Pair(21, 42), Pair(49, 42),
    // piece-square: knight (rank 1 to 8 from its side, files a to d)
    Pair(-39, -12), Pair(-24, -32), Pair(-14, -11), Pair(-8, -11),
    Pair(-30, -22), Pair(6, -5), Pair(0, -24), Pair(-3, -6),
    Pair(-16, -14), Pair(10, 0), Pair(5, 2), Pair(11, 10),
    Pair(9, 3), Pair(29, 3), Pair(27, 13), Pair(17, 22),
    Pair(7, 1), Pair(12, 10), Pair(33, 21), Pair(26, 27),
    Pair(0, -11), Pair(10, 12), Pair(35, 10), Pair(60, 15),
    Pair(-16, 17), Pair(-14, 5), Pair(13, 16), Pair(20, 14),
    Pair(-27, -18), Pair(-11, -10), Pair(-4, -2), Pair(3, 9),
    // piece-square: bishop (rank 1 to 8 from its side, files a to d)
    Pair(-17, 4), Pair(-19, -15), Pair(-13, -17), Pair(-1, -3),
    Pair(18, -10), Pair(12, -8), Pair(2, -3), Pair(6, -1),
    Pair(-2, -3), Pair(19, 1), Pair(9, 8), Pair(7, 12),
    Pair(2, -10), Pair(5, 7), Pair(12, 10), Pair(17, 11),
    Pair(-6, -7), Pair(4, 8), Pair(17, -4), Pair(24, 13),
    Pair(3, 8), Pair(25, 4), Pair(2, 15), Pair(14, 11),
    Pair(-1, -2), Pair(-7, 14), Pair(18, 5), Pair(16, 15),
    Pair(-41, -11), Pair(-8, -7), Pair(-9, 10), Pair(2, 1),
    // piece-square: rook (rank 1 to 8 from its side, files a to d)
    Pair(-22, -19), Pair(-15, -14), Pair(9, -5), Pair(14, -9),
    Pair(-26, -28), Pair(-12, -15), Pair(-9, -5), Pair(2, -6),
    Pair(-16, -4), Pair(5, -11), Pair(-19, 2), Pair(-22, 0),
    Pair(-17, 9), Pair(-6, 7), Pair(-1, 10), Pair(-7, 8),
    Pair(4, 13), Pair(6, 10), Pair(18, 9), Pair(9, 7),
    Pair(15, 13), Pair(18, 14), Pair(25, 9), Pair(47, 5),
    Pair(5, 8), Pair(-4, 6), Pair(14, 5), Pair(24, 8),
    Pair(-2, 23), Pair(-1, 17), Pair(1, 16), Pair(-2, 7),
    // piece-square: queen (rank 1 to 8 from its side, files a to d)
    Pair(-9, -29), Pair(8, -8), Pair(-11, -11), Pair(13, -8),
    Pair(18, -3), Pair(15, -19), Pair(15, -14), Pair(13, -8),
    Pair(-16, -5), Pair(-5, 8), Pair(-11, 15), Pair(-1, -1),
    Pair(4, 15), Pair(3, 15), Pair(-7, 8), Pair(-5, 19),
    Pair(-5, 11), Pair(2, 16), Pair(-1, 23), Pair(-18, 21),
    Pair(-13, 4), Pair(4, 10), Pair(6, 19), Pair(-1, 11),
    Pair(-2, -7), Pair(-12, 5), Pair(-5, 13), Pair(9, 15),
    Pair(-6, -3), Pair(-2, -2), Pair(-1, 2), Pair(8, 10),
    // piece-square: king (rank 1 to 8 from its side, files a to d)
    Pair(25, -29), Pair(37, -16), Pair(-6, -17), Pair(-22, -33),
    Pair(0, -16), Pair(3, -6), Pair(-8, -1), Pair(-35, 0),
    Pair(-33, -11), Pair(-16, 4), Pair(-19, 6), Pair(-37, 13),
    Pair(-34, 0), Pair(-31, 9), Pair(-34, 20), Pair(-29, 22),
    Pair(-35, -10), Pair(-30, 19), Pair(-32, 30), Pair(-35, 28),
    Pair(-38, -6), Pair(-35, 23), Pair(-34, 37), Pair(-35, 29),
    Pair(-39, -39), Pair(-36, 20), Pair(-36, 19), Pair(-36, 18),
    Pair(-42, -70), Pair(-36, -9), Pair(-36, -16), Pair(-36, -13),
    // piece-square: hawk (rank 1 to 8 from its side, files a to d)
    Pair(-2, -60), Pair(-6, -26), Pair(-6, -21), Pair(4, -37),
    Pair(-7, -27), Pair(-4, -32), Pair(6, -26), Pair(1, -10),
    Pair(-13, -2), Pair(7, 0), Pair(1, 2), Pair(5, 16),
    Pair(9, 6), Pair(5, -4), Pair(11, 26), Pair(10, 32),
    Pair(5, 0), Pair(-13, 15), Pair(4, 27), Pair(8, 26),
    Pair(-3, 11), Pair(14, 18), Pair(5, 11), Pair(24, 21),
    Pair(-18, -12), Pair(-2, 0), Pair(3, 7), Pair(13, 26),
    Pair(-22, -20), Pair(-9, -8), Pair(-4, 2), Pair(1, 5),
    // piece-square: elephant (rank 1 to 8 from its side, files a to d)
    Pair(-7, -49), Pair(-9, -9), Pair(-12, -4), Pair(3, -20),
    Pair(-10, -17), Pair(11, -37), Pair(-3, -17), Pair(-6, -18),
    Pair(-9, -6), Pair(-3, -15), Pair(-8, -5), Pair(-9, 2),
    Pair(-7, -1), Pair(3, -4), Pair(1, 15), Pair(-5, 6),
    Pair(-5, 13), Pair(3, 10), Pair(9, 13), Pair(6, 11),
    Pair(-2, 0), Pair(7, 18), Pair(20, 33), Pair(18, 18),
    Pair(-1, 6), Pair(-9, -7), Pair(9, 13), Pair(7, 13),
    Pair(0, 15), Pair(1, 5), Pair(2, 19), Pair(6, 16),
    // mobility
    Pair(0, 0), Pair(1, 6), Pair(2, 3), Pair(6, 2), Pair(0, 5), Pair(0, 0), Pair(2, 3), Pair(1, 2),
    // hand
    Pair(605, 605), Pair(787, 770), Pair(863, 828), Pair(871, 871), Pair(665, 666), Pair(867, 847), Pair(890, 904), Pair(897, 980),
    // super piece decay
    Pair(-5, 13),
    // bishop pair
    Pair(16, 57),
    // king danger
    Pair(0, 0), Pair(0, 0), Pair(5, 0), Pair(12, 0), Pair(20, 5), Pair(26, 13), Pair(36, -19), Pair(28, 2),
    Pair(57, -14), Pair(62, -10), Pair(39, -6), Pair(129, -23), Pair(72, -17), Pair(167, -32), Pair(179, -36), Pair(168, -35),
    Pair(230, -40), Pair(235, -52), Pair(259, -45), Pair(290, -34), Pair(291, -38), Pair(324, -37), Pair(318, -37), Pair(326, -37),
    // pawn shield
    Pair(9, -5),
    // gate near king
    Pair(2, -9),
    // doubled pawn
    Pair(-12, -5),
    // isolated pawn
    Pair(2, -13),
    // passed pawn
    Pair(0, 0), Pair(-2, 18), Pair(-7, 18), Pair(-9, 17), Pair(-2, 26), Pair(44, 46), Pair(73, 89), Pair(0, 0),
    // rook on semi-open file
    Pair(12, 13),
    // rook on open file
    Pair(27, 12),
    // threat by pawn
    Pair(38, 30),
    // threat by minor
    Pair(35, 24),
    // threat by rook
    Pair(57, 37),
    // hanging
    Pair(21, 2),
    // connected pawn
    Pair(0, 0), Pair(2, 3), Pair(8, 6), Pair(11, 13), Pair(12, 18), Pair(-8, 52), Pair(8, 58), Pair(0, 0),
    // backward pawn
    Pair(-8, -1),
    // free passed pawn
    Pair(0, 0), Pair(-6, 6), Pair(-3, 7), Pair(-16, 15), Pair(-13, 18), Pair(5, 34), Pair(-1, 62), Pair(0, 0),
    // passed pawn, their king's distance
    Pair(-7, 12),
    // passed pawn, our king's distance
    Pair(6, -7),
    // outpost
    Pair(13, 6), Pair(8, 14),
    // rook on seventh
    Pair(-15, 16),
    // king on open file
    Pair(-10, 4), Pair(-24, -6),
    // weak king square
    Pair(12, -2),
    // safe check
    Pair(0, 0), Pair(35, -1), Pair(2, 12), Pair(45, 2), Pair(2, 10), Pair(0, 0), Pair(13, 18), Pair(32, 15),
    // low mobility
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(-19, -22), Pair(-6, -40), Pair(-4, -16), Pair(-1, -7),
    Pair(-16, -45), Pair(-11, -32), Pair(-4, -18), Pair(-3, -11), Pair(5, -40), Pair(6, -30), Pair(3, -12), Pair(5, -7),
    Pair(2, 6), Pair(2, -8), Pair(-2, -9), Pair(-1, -22), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    Pair(-9, -14), Pair(-4, -28), Pair(-2, -17), Pair(0, -20), Pair(-9, -10), Pair(-11, -7), Pair(-5, 0), Pair(-3, -8),
    // pawn storm
    Pair(-20, 3), Pair(0, -2), Pair(3, -6),
    // bad bishop
    Pair(-3, -3),
    // pawn push threat
    Pair(13, 9),
    // threat by king
    Pair(-12, 24),
    // space
    Pair(4, 0),
    // restricted
    Pair(3, 0),
    // piece by own pawns
    Pair(0, 0), Pair(7, 9), Pair(6, 1), Pair(1, 10), Pair(8, 19), Pair(0, 0), Pair(0, 21), Pair(2, 22),
    // blocked passed pawn
    Pair(0, 0), Pair(3, -10), Pair(2, -11), Pair(-18, -7), Pair(3, 1), Pair(8, -6), Pair(-11, -21), Pair(0, 0),
    // passed pawn, safe path
    Pair(0, 0), Pair(-3, 14), Pair(-8, 6), Pair(-7, 13), Pair(-8, 14), Pair(1, 21), Pair(-3, 12), Pair(0, 0),
    // rook behind passed pawn
    Pair(-2, 15),
    // minor behind pawn
    Pair(3, 8),
    // threat by attacker and victim
    Pair(7, -3), Pair(0, 6), Pair(-1, -2), Pair(7, 5), Pair(-5, 0), Pair(9, 5), Pair(0, 1), Pair(4, 1),
    Pair(-5, -1), Pair(2, 0), Pair(-8, -4), Pair(-5, 0), Pair(-4, -4), Pair(-2, -3), Pair(2, 22), Pair(-4, 2),
    Pair(0, -2), Pair(0, 4), Pair(8, 7), Pair(24, 25), Pair(-4, -9), Pair(6, 1), Pair(0, 0), Pair(-7, 0),
    Pair(-2, 0), Pair(5, 0), Pair(0, 0), Pair(4, 0), Pair(6, 21), Pair(-1, 7), Pair(2, 4), Pair(5, 32),
    Pair(-5, -1), Pair(5, 1), Pair(-2, -4), Pair(3, 5), Pair(-4, 0), Pair(-5, 4), Pair(2, 0), Pair(9, 0),
    Pair(0, -1), Pair(-6, 4), Pair(6, 29), Pair(-7, 8), Pair(0, 21), Pair(-1, 9), Pair(10, 24), Pair(17, 13),
    Pair(-4, 1), Pair(4, -1), Pair(-5, -9), Pair(-4, -3), Pair(-4, -4), Pair(10, 13), Pair(0, -4), Pair(6, 6),
    Pair(14, 13), Pair(-3, 9), Pair(3, 9), Pair(3, -3), Pair(4, 5), Pair(1, -10), Pair(0, 8), Pair(-5, -3),
    Pair(3, 0), Pair(-3, 0), Pair(4, 4), Pair(8, 5), Pair(4, 0), Pair(5, 11), Pair(6, 10), Pair(-3, 6),
    Pair(-5, 0), Pair(1, -2), Pair(7, 4), Pair(0, -8), Pair(0, -1), Pair(-12, -7), Pair(4, 4), Pair(23, 15),
    Pair(-4, 0), Pair(4, 0), Pair(8, 4), Pair(28, 20), Pair(18, 9), Pair(-2, 3), Pair(0, 0), Pair(0, 4),
    Pair(5, 6), Pair(-2, 6), Pair(4, 4), Pair(-1, -6), Pair(8, 5), Pair(23, 12), Pair(6, 4), Pair(18, 20),
    Pair(0, 0), Pair(0, 0),
    // imbalance with theirs
    Pair(0, 0), Pair(1, 4), Pair(0, 6), Pair(3, -8), Pair(0, -3), Pair(1, -10), Pair(-1, -4), Pair(0, 0),
    Pair(5, 6), Pair(12, -10), Pair(-1, 1), Pair(-4, 9), Pair(0, -6), Pair(-5, -6), Pair(0, 0), Pair(11, -13),
    Pair(7, -5), Pair(6, -12), Pair(-3, 8), Pair(-12, 10), Pair(-11, 13), Pair(0, 0), Pair(2, -6), Pair(11, -7),
    Pair(0, 3), Pair(1, -1), Pair(-7, 5), Pair(-2, 6), Pair(0, 0), Pair(5, 1), Pair(-1, 10), Pair(4, -9),
    Pair(-6, 12), Pair(-11, 7), Pair(-5, -1), Pair(0, 0),
    // imbalance with ours
    Pair(4, -10), Pair(-3, 1), Pair(-6, 10), Pair(-20, 26), Pair(-17, 28), Pair(-17, 14), Pair(0, 0), Pair(-3, -1),
    Pair(-14, 19), Pair(-12, 7), Pair(-22, 27), Pair(-23, 19), Pair(0, 0), Pair(0, 0), Pair(-5, 2), Pair(-19, 10),
    Pair(-23, 37), Pair(-19, 5), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(-8, 7), Pair(-25, -2), Pair(-14, -15),
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(-5, -18), Pair(-17, 4), Pair(0, 0), Pair(0, 0),
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(-3, 24),
    // pinned
    Pair(-7, -1), Pair(-18, -24), Pair(-22, -14), Pair(-15, -17), Pair(-8, -7), Pair(0, 0), Pair(-22, -18), Pair(-18, -19),
    // castling rights
    Pair(28, -2), Pair(41, 24),
    // king protector
    Pair(0, 0), Pair(-2, -3), Pair(-1, 0), Pair(2, 0), Pair(-2, 5), Pair(0, 0), Pair(-2, 2), Pair(-2, 4),
    // tempo
    Pair(15, 8),
    // piece-square by king wing
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    Pair(-6, 1), Pair(-12, -5), Pair(-3, -11), Pair(0, -6), Pair(0, 6), Pair(3, 10), Pair(11, 6), Pair(6, 0),
    Pair(-1, 1), Pair(-9, -4), Pair(8, -6), Pair(-2, 3), Pair(2, -1), Pair(-8, 8), Pair(8, 4), Pair(1, 0),
    Pair(3, 0), Pair(-9, -3), Pair(-4, -3), Pair(-4, -2), Pair(3, 2), Pair(3, 4), Pair(9, 2), Pair(-5, 0),
    Pair(-1, 0), Pair(-2, -4), Pair(-5, -4), Pair(-3, 3), Pair(1, -3), Pair(5, 4), Pair(0, 4), Pair(0, 0),
    Pair(-6, 10), Pair(-6, -8), Pair(-1, -6), Pair(-3, -8), Pair(-2, 8), Pair(-4, 6), Pair(5, 7), Pair(4, -10),
    Pair(3, 7), Pair(0, -1), Pair(0, 1), Pair(2, 2), Pair(0, -2), Pair(0, -2), Pair(0, -1), Pair(0, -10),
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0),
    Pair(0, 0), Pair(0, 5), Pair(-1, -2), Pair(-4, -2), Pair(0, 0), Pair(0, 1), Pair(0, -7), Pair(-5, 0),
    Pair(0, -2), Pair(3, 3), Pair(0, 5), Pair(3, 0), Pair(-2, -2), Pair(0, -6), Pair(-5, -2), Pair(-2, 0),
    Pair(-3, 2), Pair(2, -6), Pair(-2, -1), Pair(-4, 5), Pair(3, -6), Pair(1, 0), Pair(-2, 5), Pair(2, -2),
    Pair(-1, -1), Pair(-9, 1), Pair(-5, 2), Pair(-2, -4), Pair(2, 4), Pair(5, -3), Pair(11, -4), Pair(1, 3),
    Pair(-1, -2), Pair(-2, -2), Pair(0, -2), Pair(0, 1), Pair(0, -2), Pair(1, 2), Pair(1, 1), Pair(-2, 3),
    Pair(0, -2), Pair(0, -2), Pair(4, -3), Pair(3, 5), Pair(6, -5), Pair(4, 3), Pair(1, 4), Pair(2, 2),
    Pair(2, 5), Pair(-2, 2), Pair(2, 0), Pair(2, 1), Pair(2, 2), Pair(2, 3), Pair(0, 2), Pair(-4, 2),
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 1), Pair(0, 2), Pair(0, 0), Pair(0, 0), Pair(-2, 0),
    Pair(4, 5), Pair(2, -1), Pair(7, -4), Pair(4, -5), Pair(-2, 4), Pair(-9, 5), Pair(-2, 0), Pair(-5, 0),
    Pair(10, 4), Pair(-1, -5), Pair(2, -5), Pair(-3, 1), Pair(0, 0), Pair(-2, 5), Pair(1, 3), Pair(-7, -5),
    Pair(2, -2), Pair(0, 3), Pair(-1, -2), Pair(3, -2), Pair(-5, 3), Pair(1, 1), Pair(-2, -4), Pair(1, 0),
    Pair(4, 2), Pair(0, -2), Pair(-2, 0), Pair(-1, 4), Pair(0, -4), Pair(2, 0), Pair(0, 2), Pair(-4, -3),
    Pair(2, 2), Pair(-3, -2), Pair(3, 4), Pair(0, -1), Pair(3, 0), Pair(-2, -5), Pair(3, 3), Pair(-2, -3),
    Pair(-11, -2), Pair(0, 0), Pair(0, -2), Pair(-5, -1), Pair(4, 0), Pair(0, 2), Pair(3, -2), Pair(8, 3),
    Pair(2, 4), Pair(-4, -1), Pair(0, -2), Pair(4, 4), Pair(0, -4), Pair(6, 2), Pair(4, 3), Pair(-2, -3),
    Pair(-5, -1), Pair(0, 2), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 1), Pair(0, -2), Pair(-4, 0),
    Pair(0, 7), Pair(-5, 5), Pair(-1, -6), Pair(-7, 5), Pair(3, -4), Pair(-2, 5), Pair(4, -5), Pair(-1, -8),
    Pair(8, -4), Pair(-1, -4), Pair(5, -3), Pair(-5, -1), Pair(4, 2), Pair(-4, 5), Pair(1, 5), Pair(-10, 6),
    Pair(-7, 1), Pair(-5, -1), Pair(0, -3), Pair(-5, 1), Pair(3, 0), Pair(0, 3), Pair(5, 2), Pair(8, -1),
    Pair(-3, 1), Pair(1, 0), Pair(-6, 0), Pair(0, 0), Pair(-3, 1), Pair(3, 1), Pair(-4, 0), Pair(3, -1),
    Pair(-3, 3), Pair(-1, -1), Pair(5, -2), Pair(-7, -4), Pair(9, 2), Pair(-3, 1), Pair(3, 0), Pair(5, -4),
    Pair(4, 3), Pair(0, 0), Pair(1, -7), Pair(3, -3), Pair(6, -2), Pair(5, 6), Pair(2, 0), Pair(-3, -6),
    Pair(-3, 2), Pair(-2, -3), Pair(-1, -6), Pair(-3, -3), Pair(5, 1), Pair(1, 6), Pair(-1, 4), Pair(1, -3),
    Pair(-2, 0), Pair(0, 1), Pair(0, -1), Pair(0, 0), Pair(0, 1), Pair(0, 3), Pair(0, 0), Pair(0, 2),
    Pair(0, -5), Pair(1, 0), Pair(1, 0), Pair(-1, 3), Pair(-1, -2), Pair(0, -1), Pair(-1, -2), Pair(2, 0),
    Pair(3, -6), Pair(3, -2), Pair(-6, 7), Pair(-3, -4), Pair(3, 4), Pair(7, -9), Pair(-1, -1), Pair(-3, 4),
    Pair(-3, -4), Pair(0, -2), Pair(-2, -9), Pair(1, 0), Pair(0, 0), Pair(1, 10), Pair(-1, 2), Pair(5, 3),
    Pair(-2, -2), Pair(-3, -1), Pair(-1, -4), Pair(1, -2), Pair(0, 2), Pair(2, 4), Pair(2, 1), Pair(5, 3),
    Pair(-7, -5), Pair(0, -4), Pair(-4, 0), Pair(4, 2), Pair(-7, 2), Pair(2, 2), Pair(0, 4), Pair(5, 4),
    Pair(0, 0), Pair(0, 0), Pair(-2, -2), Pair(-4, -2), Pair(2, 4), Pair(1, 3), Pair(1, 1), Pair(-3, 0),
    Pair(-2, -4), Pair(-2, 0), Pair(-2, 0), Pair(0, -1), Pair(2, 2), Pair(0, 2), Pair(0, 2), Pair(2, 2),
    Pair(-2, -2), Pair(2, 2), Pair(0, -1), Pair(2, 3), Pair(0, -1), Pair(0, 2), Pair(0, -2), Pair(2, 1),
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(-7, 2), Pair(-1, -1), Pair(-3, 0), Pair(1, 1),
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(-1, 0), Pair(2, -1), Pair(1, 0), Pair(2, 1),
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(-2, 0), Pair(1, 0), Pair(2, 0), Pair(-2, 2),
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(2, -1), Pair(0, 0), Pair(2, 0), Pair(0, 1),
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(2, 0), Pair(0, 1),
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 1), Pair(0, 0), Pair(0, 1), Pair(0, 0),
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 2), Pair(0, 3), Pair(0, 3), Pair(0, -1),
    Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(0, -3), Pair(0, -1), Pair(0, 2), Pair(-2, -11),
    Pair(10, -6), Pair(8, 6), Pair(8, 1), Pair(-2, 1), Pair(2, -7), Pair(-10, -3), Pair(-8, -8), Pair(-9, -5),
    Pair(5, 0), Pair(-4, -1), Pair(2, 4), Pair(-6, 0), Pair(3, -1), Pair(-3, -7), Pair(4, -3), Pair(-3, -4),
    Pair(3, 7), Pair(-3, -1), Pair(-2, 4), Pair(0, -4), Pair(-2, 5), Pair(1, -4), Pair(4, -1), Pair(-2, -4),
    Pair(-10, -7), Pair(2, -6), Pair(-10, -1), Pair(-8, 1), Pair(7, 1), Pair(9, 1), Pair(0, 4), Pair(10, 7),
    Pair(3, 0), Pair(-2, -4), Pair(0, 2), Pair(-4, 2), Pair(5, 1), Pair(-2, 1), Pair(0, 7), Pair(-2, 0),
    Pair(2, 0), Pair(-2, -2), Pair(-4, -2), Pair(0, -3), Pair(2, 4), Pair(2, 4), Pair(4, 6), Pair(-1, 4),
    Pair(-5, -1), Pair(2, 0), Pair(0, 2), Pair(0, 4), Pair(2, 2), Pair(0, 0), Pair(0, 2), Pair(2, 0),
    Pair(0, 0), Pair(0, 0), Pair(0, 2), Pair(0, 2), Pair(0, 0), Pair(0, 2), Pair(0, 0), Pair(-2, -2),
    Pair(-1, -11), Pair(0, -2), Pair(2, -3), Pair(-3, -6), Pair(2, 6), Pair(-2, 2), Pair(0, -2), Pair(3, 2),
    Pair(1, -3), Pair(-1, -3), Pair(-2, 0), Pair(0, 0), Pair(-1, 0), Pair(2, -1), Pair(2, -2), Pair(1, -1),
    Pair(-7, -7), Pair(-13, -2), Pair(-2, -4), Pair(-3, 5), Pair(0, -2), Pair(1, 5), Pair(11, -1), Pair(7, 3),
    Pair(-7, -4), Pair(-7, -7), Pair(-8, -5), Pair(-5, -3), Pair(3, 3), Pair(5, 7), Pair(6, 4), Pair(7, 2),
    Pair(-2, -2), Pair(0, -1), Pair(-4, -7), Pair(0, 0), Pair(-1, 1), Pair(3, 6), Pair(-2, 0), Pair(0, 4),
    Pair(0, -2), Pair(-1, -1), Pair(-1, 0), Pair(1, 2), Pair(0, 0), Pair(3, 6), Pair(0, 2), Pair(0, 0),
    Pair(-2, 0), Pair(0, -2), Pair(2, 2), Pair(0, 2), Pair(0, -1), Pair(0, 0), Pair(-2, 0), Pair(4, 3),
    Pair(1, 2), Pair(2, 2), Pair(0, 4), Pair(0, 1), Pair(0, 0), Pair(0, 0), Pair(0, 0), Pair(2, 2),
];
