//! A game: the positions played so far, for repetitions and take-backs.

use super::{DrawReason, MoveError, Outcome, Rules};

/// The positions of a game, oldest first; the last one is the current position.
#[derive(Debug, Clone)]
pub struct Game<P: Rules> {
    positions: Vec<P>,
    /// Their hashes, kept beside them for the search's repetition checks.
    hashes: Vec<u64>,
}

impl<P: Rules> Game<P> {
    /// A game starting at `position`.
    pub fn new(position: P) -> Self {
        let hash = position.hash();
        Game { positions: vec![position], hashes: vec![hash] }
    }
    /// The current position.
    pub fn position(&self) -> &P {
        self.positions.last().expect("a game has a position")
    }
    /// The position the game started from.
    pub fn start(&self) -> &P {
        &self.positions[0]
    }
    /// Hashes of the positions before the current one, oldest first.
    pub fn history(&self) -> &[u64] {
        &self.hashes[..self.hashes.len() - 1]
    }
    /// Plies played.
    pub fn plies(&self) -> usize {
        self.positions.len() - 1
    }
    /// Plays a legal move.
    pub fn play(&mut self, m: P::Move) {
        let next = self.position().play(m);
        self.push(next);
    }
    /// Continues from `position` (a legal successor of the current one, e.g. after a pass).
    pub fn push(&mut self, position: P) {
        self.hashes.push(position.hash());
        self.positions.push(position);
    }
    /// Takes back the last ply; false at the start.
    pub fn undo(&mut self) -> bool {
        if self.positions.len() <= 1 {
            return false;
        }
        self.positions.pop();
        self.hashes.pop();
        true
    }
    /// Parses a coordinate move and plays it.
    pub fn play_text(&mut self, text: &str) -> Result<P::Move, MoveError> {
        let m = self.position().parse_move(text)?;
        self.play(m);
        Ok(m)
    }
    /// How often the current position has occurred, counting itself.
    pub fn repetitions(&self) -> usize {
        let hash = self.position().hash();
        let window = self.position().halfmove_clock() as usize;
        1 + self.history().iter().rev().take(window).filter(|&&h| h == hash).count()
    }
    /// The outcome by the rules, repetitions included.
    pub fn outcome(&self) -> Option<Outcome> {
        self.position().outcome().or_else(|| {
            (self.repetitions() >= P::repetitions_for_draw()).then_some(Outcome::Draw(DrawReason::Repetition))
        })
    }
}
