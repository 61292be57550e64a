//! A game: a position plus the history that repetition rules need.

use super::{DrawReason, MoveError, Outcome, Rules};

/// A position and the hashes of the positions that led to it.
#[derive(Debug, Clone)]
pub struct Game<P: Rules> {
    position: P,
    /// Hashes of earlier positions, oldest first (the current one is not included).
    history: Vec<u64>,
}

impl<P: Rules> Game<P> {
    /// A game starting at `position`.
    pub fn new(position: P) -> Self {
        Game {
            position,
            history: Vec::new(),
        }
    }
    /// The current position.
    pub fn position(&self) -> &P {
        &self.position
    }
    /// Hashes of earlier positions, oldest first.
    pub fn history(&self) -> &[u64] {
        &self.history
    }
    /// Plays a legal move.
    pub fn play(&mut self, m: P::Move) {
        self.history.push(self.position.hash());
        self.position = self.position.play(m);
    }
    /// Parses a coordinate move and plays it.
    pub fn play_text(&mut self, text: &str) -> Result<P::Move, MoveError> {
        let m = self.position.parse_move(text)?;
        self.play(m);
        Ok(m)
    }
    /// How often the current position has occurred, counting itself.
    pub fn repetitions(&self) -> usize {
        let hash = self.position.hash();
        let window = self.position.halfmove_clock() as usize;
        1 + self
            .history
            .iter()
            .rev()
            .take(window)
            .filter(|&&h| h == hash)
            .count()
    }
    /// The outcome by the rules, repetitions included.
    pub fn outcome(&self) -> Option<Outcome> {
        self.position.outcome().or_else(|| {
            (self.repetitions() >= P::repetitions_for_draw())
                .then_some(Outcome::Draw(DrawReason::Repetition))
        })
    }
}
