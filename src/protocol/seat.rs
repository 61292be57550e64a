//! A person's seat in `nereid match`: a UCI "engine" whose moves come from a person at the
//! terminal. The referee talks UCI to it over pipes; the person sees the board (in hidden-mode
//! Seachess, only their own view) and types moves on the terminal (`/dev/tty`, or the files
//! given with `--input`/`--output`).

use super::engine::{AnyGame, new_game};
use crate::variants::Variant;
use std::io::{BufRead, Write};

/// Runs the seat: UCI on `referee_in`/`referee_out`, the person on `person_in`/`person_out`.
pub fn run(
    referee_in: impl BufRead,
    mut referee_out: impl Write,
    mut person_in: impl BufRead,
    mut person_out: impl Write,
) -> std::io::Result<()> {
    let mut variant = Variant::Chess;
    let mut game: Option<Box<dyn AnyGame>> = None;
    let say = |out: &mut dyn Write, text: &str| -> std::io::Result<()> {
        writeln!(out, "{text}")?;
        out.flush()
    };
    for line in referee_in.lines() {
        let line = line?;
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.first().copied() {
            Some("uci") => {
                say(&mut referee_out, "id name Human seat")?;
                say(&mut referee_out, "uciok")?;
            }
            Some("isready") => say(&mut referee_out, "readyok")?,
            Some("setoption") => {
                if let (Some(i), Some(value)) = (words.iter().position(|&w| w == "value"), words.last())
                    && words[..i].join(" ").eq_ignore_ascii_case("setoption name UCI_Variant")
                {
                    variant = value.parse().unwrap_or(variant);
                }
            }
            Some("position") => {
                let moves_at = words.iter().position(|&w| w == "moves");
                let setup = &words[1..moves_at.unwrap_or(words.len())];
                let fen = (setup.first() == Some(&"fen")).then(|| setup[1..].join(" "));
                let mut g = match new_game(variant, fen.as_deref()) {
                    Ok(g) => g,
                    Err(e) => {
                        say(&mut person_out, &format!("(the referee sent a position Nereid cannot read: {e})"))?;
                        continue;
                    }
                };
                for m in moves_at.map_or(&[][..], |i| &words[i + 1..]) {
                    let _ = g.play(m);
                }
                game = Some(g);
            }
            Some("go") | Some("illegal") => {
                let Some(g) = game.as_mut() else {
                    say(&mut referee_out, "bestmove 0000")?;
                    continue;
                };
                if words[0] == "illegal" {
                    let refused = words.get(1).copied().unwrap_or("");
                    g.refuse(refused);
                    say(
                        &mut person_out,
                        &format!("The referee refused {refused}: the true position does not allow it."),
                    )?;
                }
                let chosen = ask(g.as_ref(), &mut person_in, &mut person_out)?;
                say(&mut referee_out, &format!("bestmove {}", chosen.as_deref().unwrap_or("0000")))?;
            }
            Some("quit") => break,
            _ => {}
        }
    }
    Ok(())
}

/// Shows the position and reads a legal move (None at the end of the person's input).
fn ask(game: &dyn AnyGame, input: &mut impl BufRead, out: &mut impl Write) -> std::io::Result<Option<String>> {
    let legal = game.legal_moves();
    write!(out, "\n{}", game.diagram())?;
    loop {
        write!(
            out,
            "{} to move. Your move (coordinate notation; `moves` lists them): ",
            if game.side_to_move().is_white() { "White" } else { "Black" }
        )?;
        out.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            return Ok(None);
        }
        let text = line.trim();
        if text == "moves" {
            writeln!(out, "{}", legal.join(" "))?;
        } else if legal.iter().any(|m| m == text) {
            return Ok(Some(text.to_string()));
        } else if let Some(m) = legal
            .iter()
            .find(|m| game.san(m).is_some_and(|s| s.trim_end_matches(['+', '#']) == text.trim_end_matches(['+', '#'])))
        {
            return Ok(Some(m.clone()));
        } else {
            writeln!(out, "{text:?} is not a legal move here.")?;
        }
    }
}
