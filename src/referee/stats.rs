//! Match statistics: Elo difference with a 95 % interval from the per-game score
//! variance, likelihood of superiority, and a sequential probability ratio test with the
//! normal approximation Fishtest uses (https://www.chessprogramming.org/Match_Statistics).

/// Wins, draws and losses of the first engine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Wins.
    pub wins: u32,
    /// Draws.
    pub draws: u32,
    /// Losses.
    pub losses: u32,
}

/// The Elo difference that gives expected score `score` (0 < score < 1).
pub fn elo_from_score(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

/// The expected score at Elo difference `elo`.
pub fn score_from_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// Error function (Abramowitz & Stegun 7.1.26, |error| < 1.5e-7).
pub fn erf(x: f64) -> f64 {
    let t = 1.0 / (1.0 + 0.327_591_1 * x.abs());
    let poly =
        t * (0.254_829_592 + t * (-0.284_496_736 + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    let y = 1.0 - poly * (-x * x).exp();
    if x >= 0.0 { y } else { -y }
}

impl Tally {
    /// Games played.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }
    /// Score fraction of the first engine.
    pub fn score(&self) -> f64 {
        let n = self.games().max(1) as f64;
        (self.wins as f64 + 0.5 * self.draws as f64) / n
    }
    /// Share of draws.
    pub fn draw_ratio(&self) -> f64 {
        self.draws as f64 / self.games().max(1) as f64
    }
    /// Variance of one game's score.
    fn variance(&self) -> f64 {
        let n = self.games().max(1) as f64;
        let s = self.score();
        (self.wins as f64 * (1.0 - s).powi(2) + self.draws as f64 * (0.5 - s).powi(2) + self.losses as f64 * s.powi(2))
            / n
    }
    /// Elo difference and the half-width of its 95 % interval (None while undefined).
    pub fn elo(&self) -> Option<(f64, f64)> {
        let n = self.games() as f64;
        let s = self.score();
        if n == 0.0 || s <= 0.0 || s >= 1.0 {
            return None;
        }
        let dev = (self.variance() / n).sqrt() * 1.959_963_985;
        let lo = elo_from_score((s - dev).max(1e-6));
        let hi = elo_from_score((s + dev).min(1.0 - 1e-6));
        Some((elo_from_score(s), (hi - lo) / 2.0))
    }
    /// Likelihood of superiority: the probability that the first engine is stronger.
    pub fn los(&self) -> f64 {
        let decisive = (self.wins + self.losses) as f64;
        if decisive == 0.0 {
            return 0.5;
        }
        0.5 * (1.0 + erf((self.wins as f64 - self.losses as f64) / (2.0 * decisive).sqrt()))
    }
}

/// A sequential probability ratio test of H0: Elo = elo0 against H1: Elo = elo1.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    /// Elo under H0.
    pub elo0: f64,
    /// Elo under H1.
    pub elo1: f64,
    /// False-positive rate.
    pub alpha: f64,
    /// False-negative rate.
    pub beta: f64,
}

/// Where an SPRT stands.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SprtState {
    /// Keep playing.
    Continue,
    /// H1 accepted.
    H1,
    /// H0 accepted.
    H0,
}

impl Sprt {
    /// The log-likelihood ratio after `tally` (normal approximation of the game score).
    /// While a result kind is missing (a clean sweep has no variance) the variance is taken
    /// from the counts plus half a game of each kind.
    pub fn llr(&self, tally: &Tally) -> f64 {
        let n = tally.games() as f64;
        if n == 0.0 {
            return 0.0;
        }
        let var = if tally.wins == 0 || tally.draws == 0 || tally.losses == 0 {
            let (w, d, l) = (tally.wins as f64 + 0.5, tally.draws as f64 + 0.5, tally.losses as f64 + 0.5);
            let m = w + d + l;
            let s = (w + 0.5 * d) / m;
            (w * (1.0 - s).powi(2) + d * (0.5 - s).powi(2) + l * s.powi(2)) / m
        } else {
            tally.variance()
        };
        let (s0, s1) = (score_from_elo(self.elo0), score_from_elo(self.elo1));
        n * (s1 - s0) * (2.0 * tally.score() - s0 - s1) / (2.0 * var)
    }
    /// The lower and upper LLR bounds.
    pub fn bounds(&self) -> (f64, f64) {
        ((self.beta / (1.0 - self.alpha)).ln(), ((1.0 - self.beta) / self.alpha).ln())
    }
    /// The decision so far.
    pub fn state(&self, tally: &Tally) -> SprtState {
        let llr = self.llr(tally);
        let (lower, upper) = self.bounds();
        if llr >= upper {
            SprtState::H1
        } else if llr <= lower {
            SprtState::H0
        } else {
            SprtState::Continue
        }
    }
}
