//! PGN out (tags, SAN moves, the termination reason) and in (for openings and for checking
//! what was written): a small reader that understands tags, comments, variations, NAGs and
//! move numbers, and leaves the moves as text for the variant to read.

use std::fmt::Write as _;

/// One game as PGN sees it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PgnGame {
    /// Tag pairs in order.
    pub tags: Vec<(String, String)>,
    /// Moves in SAN.
    pub moves: Vec<String>,
    /// The last comment of the game (the writer puts the termination reason there).
    pub final_comment: Option<String>,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
}

impl PgnGame {
    /// The value of tag `name`.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
    }

    /// PGN text, moves wrapped at 80 columns.
    pub fn to_pgn(&self, first_move_number: u32, black_starts: bool) -> String {
        let mut out = String::new();
        for (k, v) in &self.tags {
            let _ = writeln!(out, "[{k} \"{}\"]", v.replace('\\', "\\\\").replace('"', "\\\""));
        }
        out.push('\n');
        let mut tokens = Vec::new();
        let mut number = first_move_number;
        let mut white = !black_starts;
        for (i, m) in self.moves.iter().enumerate() {
            if white {
                tokens.push(format!("{number}."));
            } else if i == 0 {
                tokens.push(format!("{number}..."));
            }
            tokens.push(m.clone());
            if !white {
                number += 1;
            }
            white = !white;
        }
        if let Some(c) = &self.final_comment {
            tokens.push(format!("{{{}}}", c.replace('}', ")")));
        }
        tokens.push(self.result.clone());
        let mut line = String::new();
        for t in tokens {
            if !line.is_empty() && line.len() + t.len() + 1 > 80 {
                out.push_str(&line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&t);
        }
        out.push_str(&line);
        out.push_str("\n\n");
        out
    }
}

/// Reads every game in `text`.
pub fn parse(text: &str) -> Vec<PgnGame> {
    let mut games = Vec::new();
    let mut game = PgnGame::default();
    let mut in_moves = false;
    let mut chars = text.chars().peekable();
    let mut depth = 0; // variation nesting
    let mut token = String::new();
    let flush = |token: &mut String, game: &mut PgnGame, depth: usize| {
        let t = std::mem::take(token);
        if t.is_empty() || depth > 0 {
            return;
        }
        if ["1-0", "0-1", "1/2-1/2", "*"].contains(&t.as_str()) {
            game.result = t;
        } else if t.starts_with('$') || t.chars().all(|c| c.is_ascii_digit() || c == '.') {
            // NAG or move number
        } else {
            let m = t.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
            if !m.is_empty() {
                game.moves.push(m.to_string());
            }
        }
    };
    while let Some(c) = chars.next() {
        match c {
            '[' if depth == 0 && token.is_empty() => {
                if in_moves {
                    games.push(std::mem::take(&mut game));
                    in_moves = false;
                }
                let name: String = chars.by_ref().take_while(|&c| c != '"').collect();
                let mut value = String::new();
                while let Some(c) = chars.next() {
                    match c {
                        '\\' => value.extend(chars.next()),
                        '"' => break,
                        c => value.push(c),
                    }
                }
                chars.by_ref().take_while(|&c| c != ']').for_each(drop);
                game.tags.push((name.trim().to_string(), value));
            }
            '{' => {
                flush(&mut token, &mut game, depth);
                let comment: String = chars.by_ref().take_while(|&c| c != '}').collect();
                if depth == 0 {
                    game.final_comment = Some(comment.trim().to_string());
                }
            }
            ';' => {
                flush(&mut token, &mut game, depth);
                chars.by_ref().take_while(|&c| c != '\n').for_each(drop);
            }
            '(' => {
                flush(&mut token, &mut game, depth);
                depth += 1;
            }
            ')' => {
                flush(&mut token, &mut game, depth);
                depth = depth.saturating_sub(1);
            }
            c if c.is_whitespace() => flush(&mut token, &mut game, depth),
            c => {
                in_moves = true;
                token.push(c);
            }
        }
        if !game.result.is_empty() && depth == 0 && token.is_empty() && in_moves {
            games.push(std::mem::take(&mut game));
            in_moves = false;
        }
    }
    flush(&mut token, &mut game, depth);
    if in_moves || !game.tags.is_empty() {
        games.push(game);
    }
    games
}
