//! PGN out (tags, SAN moves, the termination reason; the layout every writer shares) and in
//! (for openings, game review and checking what was written): a small reader that understands
//! tags, comments, variations, NAGs, `!`/`?` marks and move numbers, and leaves the moves as
//! text for the variant to read.

use std::fmt::Write as _;

/// One game as PGN sees it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PgnGame {
    /// Tag pairs in order.
    pub tags: Vec<(String, String)>,
    /// Moves in SAN.
    pub moves: Vec<String>,
    /// The first comment after each move (cutechess-cli and `nereid match` put the mover's
    /// score there); may be shorter than `moves`.
    pub comments: Vec<Option<String>>,
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

    /// The result of a finished game for White: 1, ½ or 0 (None for `*` or no result).
    pub fn white_result(&self) -> Option<f64> {
        match self.tag("Result") {
            Some("1-0") => Some(1.0),
            Some("0-1") => Some(0.0),
            Some("1/2-1/2") => Some(0.5),
            _ => None,
        }
    }

    /// PGN text, moves wrapped at 80 columns.
    pub fn to_pgn(&self, first_move_number: u32, black_starts: bool) -> String {
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
            if let Some(Some(c)) = self.comments.get(i) {
                tokens.push(comment(c));
            }
            if !white {
                number += 1;
            }
            white = !white;
        }
        if let Some(c) = &self.final_comment {
            tokens.push(comment(c));
        }
        tokens.push(self.result.clone());
        write(&self.tags, &tokens)
    }
}

/// `text` as a PGN comment (a `}` inside would end it early).
pub fn comment(text: &str) -> String {
    format!("{{{}}}", text.replace('}', ")"))
}

/// A game's PGN text: the tag pairs, a blank line, then the movetext `tokens` (move numbers,
/// moves, comments, variations, the result) wrapped at 80 columns between words.
pub fn write(tags: &[(String, String)], tokens: &[String]) -> String {
    let mut out = String::new();
    for (k, v) in tags {
        let _ = writeln!(out, "[{k} \"{}\"]", v.replace('\\', "\\\\").replace('"', "\\\""));
    }
    out.push('\n');
    let mut line = String::new();
    for word in tokens.iter().flat_map(|t| t.split_whitespace()) {
        if !line.is_empty() && line.len() + word.len() + 1 > 80 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    out.push_str(&line);
    out.push_str("\n\n");
    out
}

/// Reads every game in `text`.
pub fn parse(text: &str) -> Vec<PgnGame> {
    let mut games = Vec::new();
    let mut game = PgnGame::default();
    let mut in_moves = false;
    let mut chars = text.trim_start_matches('\u{feff}').chars().peekable();
    let mut depth = 0; // variation nesting
    let mut token = String::new();
    // Comments since which move: (moves then, how many).
    let mut trailing = (0, 0);
    // A lone comment after the last move is the game's final comment, not that move's.
    let finish = |mut game: PgnGame, trailing: (usize, usize)| {
        let moves = game.moves.len();
        if moves > 0 && trailing == (moves, 1) && game.comments.len() == moves {
            game.comments.truncate(moves - 1);
            while game.comments.last() == Some(&None) {
                game.comments.pop();
            }
        }
        game
    };
    let flush = |token: &mut String, game: &mut PgnGame, depth: usize| {
        let t = std::mem::take(token);
        if depth == 0 {
            read_token(&t, game);
        }
    };
    while let Some(c) = chars.next() {
        match c {
            '[' if depth == 0 && token.is_empty() => {
                if in_moves {
                    games.push(finish(std::mem::take(&mut game), trailing));
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
                    // A line break inside a comment is a space.
                    let comment = comment.split_whitespace().collect::<Vec<_>>().join(" ");
                    let moves = game.moves.len();
                    trailing = if trailing.0 == moves { (moves, trailing.1 + 1) } else { (moves, 1) };
                    if moves > 0 && game.comments.len() < moves {
                        game.comments.resize(moves, None);
                        game.comments[moves - 1] = Some(comment.clone());
                    }
                    game.final_comment = Some(comment);
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
            games.push(finish(std::mem::take(&mut game), trailing));
            in_moves = false;
        }
    }
    flush(&mut token, &mut game, depth);
    if in_moves || !game.tags.is_empty() {
        games.push(finish(game, trailing));
    }
    games
}

/// One main-line token: a result, a NAG, a move number, or a move (with any number glued
/// to its front, `12.e4`, and any `!`/`?` marks after it taken off).
fn read_token(token: &str, game: &mut PgnGame) {
    if token.is_empty() || token.starts_with('$') {
        return;
    }
    if ["1-0", "0-1", "1/2-1/2", "*"].contains(&token) {
        game.result = token.to_string();
        return;
    }
    // A move number is digits followed by dots; `0-0` is castling, not a number.
    let digits = token.len() - token.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let rest = &token[digits..];
    let mv = if rest.is_empty() || rest.starts_with('.') { rest.trim_start_matches('.') } else { token };
    let mv = mv.trim_end_matches(['!', '?']);
    if !mv.is_empty() {
        game.moves.push(mv.to_string());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str) -> PgnGame {
        let games = parse(text);
        assert_eq!(games.len(), 1, "{games:?}");
        games.into_iter().next().unwrap()
    }

    #[test]
    fn escaped_tags() {
        let g = one("[White \"A \\\"quoted\\\" name\"]\n[Site \"C:\\\\games\"]\n[Event \"x [y]\"]\n\n1. e4 *\n");
        assert_eq!(g.tag("White"), Some("A \"quoted\" name"));
        assert_eq!(g.tag("Site"), Some("C:\\games"));
        assert_eq!(g.tag("Event"), Some("x [y]"));
        // And the writer escapes them back.
        assert_eq!(parse(&g.to_pgn(1, false)), vec![g]);
    }

    #[test]
    fn comments_variations_and_nags_are_not_moves() {
        let g = one("1. e4 {best by test} e5 $1 (1... c5 {Sicilian} 2. Nf3 (2. c3) d6) 2. Nf3 ; rest of line Nc6\n\
             Nc6 {multi\nline   comment} *");
        assert_eq!(g.moves, ["e4", "e5", "Nf3", "Nc6"]);
        assert_eq!(g.final_comment.as_deref(), Some("multi line comment"));
        assert_eq!(g.result, "*");
    }

    #[test]
    fn move_numbers_marks_and_castling() {
        let g = one("1.e4 e5 2.Nf3!? Nc6? 3. Bc4!! 3... Bc5?! 4. 0-0 Nf6?? 5. O-O-O/Eh1 $2 1/2-1/2");
        assert_eq!(g.moves, ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "0-0", "Nf6", "O-O-O/Eh1"]);
        assert_eq!(g.result, "1/2-1/2");
        let g = one("[FEN \"x\"]\n\n12... Kd7 13. a4 0-1");
        assert_eq!(g.moves, ["Kd7", "a4"]);
    }

    #[test]
    fn several_games_and_results() {
        let text = "\u{feff}[Event \"1\"]\n\n1. e4 1-0\n\n[Event \"2\"]\n\n1. d4 d5 0-1\n[Event \"3\"]\n1. c4 1/2-1/2\n\
                    [Event \"4\"]\n\n1. Nf3 *\n[Event \"5\"]\n\n1. g3\n";
        let games = parse(text);
        let results: Vec<&str> = games.iter().map(|g| g.result.as_str()).collect();
        assert_eq!(results, ["1-0", "0-1", "1/2-1/2", "*", ""]);
        let events: Vec<&str> = games.iter().map(|g| g.tag("Event").unwrap()).collect();
        assert_eq!(events, ["1", "2", "3", "4", "5"]);
        assert_eq!(games[1].moves, ["d4", "d5"]);
    }

    #[test]
    fn cutechess_movetext() {
        let g = one("[Variant \"seirawan\"]\n\n1. Nc3/H {+0.10/1 0s} Nc6/E {+0.10/1 0s} 2. O-O/Eh1 {-M3/12 0.5s}\n\
             h6 {+0.10/1 0s, White resigns} 0-1\n");
        assert_eq!(g.moves, ["Nc3/H", "Nc6/E", "O-O/Eh1", "h6"]);
        assert_eq!(g.final_comment.as_deref(), Some("+0.10/1 0s, White resigns"));
        assert_eq!(g.result, "0-1");
    }

    #[test]
    fn writer_wraps_between_words() {
        let words: Vec<String> = (0..40).map(|i| format!("w{i}")).collect();
        let text = write(&[("Event".into(), "x".into())], &[comment(&words.join(" ")), "*".into()]);
        assert!(text.lines().all(|l| l.len() <= 80), "{text}");
        assert_eq!(one(&text).final_comment, Some(words.join(" ")));
    }

    #[test]
    fn move_comments_and_the_final_comment() {
        let g = one("1. e4 {+0.25/12 0.5s} e5 {-0.10/11 0.4s} 2. Qh5 {+0.30/9 0.2s} {White resigns} 0-1\n");
        assert_eq!(
            g.comments,
            vec![Some("+0.25/12 0.5s".into()), Some("-0.10/11 0.4s".into()), Some("+0.30/9 0.2s".into())]
        );
        assert_eq!(g.final_comment.as_deref(), Some("White resigns"));
        let again = one(&g.to_pgn(1, false));
        assert_eq!(again, g);

        // A lone comment after the last move is the final one; earlier moves keep theirs.
        let g = one("1. e4 {+0.25/12 0.5s} e5 2. Qh5 {White mates} 1-0\n");
        assert_eq!(g.comments, vec![Some("+0.25/12 0.5s".into())]);
        assert_eq!(g.final_comment.as_deref(), Some("White mates"));
        assert_eq!(one(&g.to_pgn(1, false)), g);
    }
}
