//! Scores: centipawns, with mates encoded near the extremes as MATE - plies.

/// A search score in centipawns from the side to move's view.
pub type Score = i32;
/// Mate at the root.
pub const MATE: Score = 32000;
/// Scores beyond this are mates.
pub const MATE_BOUND: Score = MATE - 1000;
/// Larger than any score.
pub const INFINITE: Score = MATE + 1;

/// A score as the protocols show it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    /// Centipawns.
    Cp(i32),
    /// Mate in this many moves of the side to move (negative: being mated).
    Mate(i32),
}

/// Converts a search score for display; mate distances in moves (a move = two plies).
pub fn shown(score: Score) -> Shown {
    if score >= MATE_BOUND {
        Shown::Mate((MATE - score + 1) / 2)
    } else if score <= -MATE_BOUND {
        Shown::Mate(-(MATE + score + 1) / 2)
    } else {
        Shown::Cp(score)
    }
}

/// Win/draw/loss estimate in permille for a centipawn score (a logistic model:
/// about 50 % wins at +1.5 pawns).
pub fn wdl(score: Score) -> (u32, u32, u32) {
    match shown(score) {
        Shown::Mate(n) if n > 0 => (1000, 0, 0),
        Shown::Mate(_) => (0, 0, 1000),
        Shown::Cp(cp) => {
            let p = |x: f64| 1.0 / (1.0 + (-x).exp());
            let win = (1000.0 * p((cp as f64 - 150.0) / 70.0)).round() as u32;
            let loss = (1000.0 * p((-cp as f64 - 150.0) / 70.0)).round() as u32;
            (win, 1000 - win - loss, loss)
        }
    }
}
