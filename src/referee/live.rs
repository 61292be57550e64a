//! `nereid match -live F`: one JSON line per event appended to F as games are played (a game
//! starts, a move is made, a game ends), so `nereid serve --watch F` can show them live.

use serde_json::{Value, json};
use std::fs::File;
use std::io::Write;
use std::sync::{Arc, Mutex};

/// The live file, shared by the games played at once.
pub struct LiveLog(Mutex<File>);

impl LiveLog {
    /// Creates (or empties) the file.
    pub fn create(path: &str) -> Result<Arc<LiveLog>, String> {
        let file = File::create(path).map_err(|e| format!("cannot write {path}: {e}"))?;
        Ok(Arc::new(LiveLog(Mutex::new(file))))
    }
    fn write(&self, event: Value) {
        let mut file = self.0.lock().unwrap_or_else(|e| e.into_inner());
        // A full disk must not stop the match: the live view is a convenience.
        let _ = writeln!(file, "{event}").and_then(|_| file.flush());
    }
}

/// One game's reporter.
#[derive(Clone)]
pub struct Live {
    log: Arc<LiveLog>,
    game: usize,
}

impl Live {
    /// The reporter of game number `game`.
    pub fn new(log: Arc<LiveLog>, game: usize) -> Live {
        Live { log, game }
    }
    /// The game starts from `fen` (None: the variant's start position).
    pub fn started(&self, variant: &str, fen: Option<&str>, white: &str, black: &str) {
        self.log.write(json!({
            "event": "game", "game": self.game, "variant": variant, "fen": fen, "white": white, "black": black,
        }));
    }
    /// A move, as coordinate text.
    pub fn moved(&self, token: &str) {
        self.log.write(json!({ "event": "move", "game": self.game, "move": token }));
    }
    /// The game ended.
    pub fn ended(&self, result: &str, reason: &str) {
        self.log.write(json!({ "event": "result", "game": self.game, "result": result, "reason": reason }));
    }
}
