//! Following a running `nereid match -live F`: the referee appends one JSON line per event
//! to F (a game starts, a move is played, a game ends); a feed reads what was added since
//! it last looked and keeps the newest game.

use crate::variants::Variant;
use serde::Deserialize;
use std::io::{Read, Seek, SeekFrom};
use std::path::PathBuf;

/// One line of a live file.
#[derive(Debug, Deserialize)]
#[serde(tag = "event", rename_all = "lowercase")]
pub enum LiveEvent {
    /// A game starts.
    Game {
        /// Its number in the match.
        game: u32,
        /// Variant name.
        variant: String,
        /// The start position, when not the variant's own.
        fen: Option<String>,
        /// Player names.
        white: String,
        /// Player names.
        black: String,
    },
    /// A move of a game, as coordinate text.
    Move {
        /// The game.
        game: u32,
        /// The move.
        #[serde(rename = "move")]
        token: String,
    },
    /// A game ended.
    Result {
        /// The game.
        game: u32,
        /// `1-0`, `0-1` or `1/2-1/2`.
        result: String,
        /// Why.
        reason: String,
    },
}

/// The newest game of a live file.
#[derive(Clone, Debug)]
pub struct LiveGame {
    /// Its number.
    pub number: u32,
    /// The variant.
    pub variant: Variant,
    /// Its start position (None: the variant's).
    pub fen: Option<String>,
    /// White's and Black's names.
    pub players: [String; 2],
    /// The moves so far.
    pub moves: Vec<String>,
    /// The result, once over.
    pub result: Option<(String, String)>,
}

/// A live file being followed.
pub struct Feed {
    path: PathBuf,
    offset: u64,
    partial: String,
    game: Option<LiveGame>,
}

impl Feed {
    /// Follows `path` from its beginning.
    pub fn new(path: PathBuf) -> Feed {
        Feed { path, offset: 0, partial: String::new(), game: None }
    }

    /// The newest game, if anything changed since the last call.
    pub fn poll(&mut self) -> Option<LiveGame> {
        let mut file = std::fs::File::open(&self.path).ok()?;
        let len = file.metadata().ok()?.len();
        if len < self.offset {
            // The file was started again: read it anew.
            *self = Feed::new(self.path.clone());
        }
        if len == self.offset {
            return None;
        }
        file.seek(SeekFrom::Start(self.offset)).ok()?;
        let mut added = Vec::new();
        file.take(len - self.offset).read_to_end(&mut added).ok()?;
        self.offset += added.len() as u64;
        self.partial.push_str(&String::from_utf8_lossy(&added));
        let mut changed = false;
        while let Some(end) = self.partial.find('\n') {
            let line: String = self.partial.drain(..=end).collect();
            if let Ok(event) = serde_json::from_str::<LiveEvent>(line.trim()) {
                changed |= self.apply(event);
            }
        }
        if changed { self.game.clone() } else { None }
    }

    fn apply(&mut self, event: LiveEvent) -> bool {
        match event {
            LiveEvent::Game { game, variant, fen, white, black } => {
                let Ok(variant) = variant.parse() else { return false };
                self.game = Some(LiveGame {
                    number: game,
                    variant,
                    fen,
                    players: [white, black],
                    moves: Vec::new(),
                    result: None,
                });
                true
            }
            LiveEvent::Move { game, token } => match self.game.as_mut() {
                Some(g) if g.number == game => {
                    g.moves.push(token);
                    true
                }
                _ => false,
            },
            LiveEvent::Result { game, result, reason } => match self.game.as_mut() {
                Some(g) if g.number == game => {
                    g.result = Some((result, reason));
                    true
                }
                _ => false,
            },
        }
    }
}
