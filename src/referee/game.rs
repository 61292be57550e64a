//! One refereed game: Nereid's rules validate every move and decide the end (mate,
//! stalemate, repetition, move rule, material); illegal moves, time forfeits, crashes,
//! stalls and false claims lose; optional resign and draw adjudication by score.

use super::client::{Client, Failure, MoveRequest, Reply};
use super::openings::Opening;
use crate::core::{Color, DrawReason, Game, Outcome, Rules, WinReason};
use crate::variants::Variant;
use std::time::{Duration, Instant};

/// A time control: `moves/base+inc`, fixed time per move, or depth/node limits.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TimeControl {
    /// Moves per period (None: whole game).
    pub moves: Option<u32>,
    /// Time per period.
    pub base: Option<Duration>,
    /// Increment per move.
    pub increment: Duration,
    /// Fixed time per move.
    pub movetime: Option<Duration>,
    /// Depth limit.
    pub depth: Option<u32>,
    /// Node limit.
    pub nodes: Option<u64>,
}

/// Score-based adjudication.
#[derive(Clone, Copy, Debug, Default)]
pub struct Adjudication {
    /// Resign: this many consecutive moves at or below -score (centipawns) lose.
    pub resign: Option<(u32, i32)>,
    /// Draw: from this move number on, this many consecutive moves of both engines within ±score.
    pub draw: Option<(u32, u32, i32)>,
    /// Time allowed beyond the clock before a flag falls.
    pub margin: Duration,
    /// How long an engine without a clock (depth or node limits) may take before it
    /// counts as stalled.
    pub stall: Duration,
}

/// How a game ended, from the referee's view.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    /// `1-0`, `0-1`, `1/2-1/2`.
    pub result: String,
    /// Why (the PGN's last comment).
    pub reason: String,
    /// PGN `Termination` tag value.
    pub termination: &'static str,
    /// Start FEN if not the variant's start position.
    pub fen: Option<String>,
    /// Moves in SAN.
    pub san: Vec<String>,
    /// The mover's score, depth and time per move, as cutechess-cli writes them
    /// (`+0.25/12 0.51s`); None for opening moves and moves without a reported score.
    pub comments: Vec<Option<String>>,
    /// Full-move number and side of the first move.
    pub first_move: (u32, bool),
}

/// The two engines, White first.
pub struct Players<'a> {
    /// Engines indexed by colour: `[white, black]`.
    pub engines: [&'a mut Client; 2],
    /// Their time controls.
    pub tcs: [TimeControl; 2],
    /// Where the moves go as they are played (`-live`).
    pub live: Option<super::live::Live>,
}

fn win(winner: Color, reason: String, termination: &'static str) -> (String, String, &'static str) {
    (if winner.is_white() { "1-0" } else { "0-1" }.to_string(), reason, termination)
}

fn side_name(c: Color) -> &'static str {
    if c.is_white() { "White" } else { "Black" }
}

/// What each engine is told of the game, and what becomes of an attempt the true position
/// does not allow: in an open game both hear every move in full and an illegal move loses;
/// in a hidden-mode game (`super::hidden`) each hears its own view and a move that was legal
/// as far as its player could see is refused and tried again.
pub trait Telling<P: Rules> {
    /// The moves engine `i` (0 = White, 1 = Black) is sent, from the start position.
    fn moves(&self, i: usize) -> &[String];
    /// Records the ply `m` that turned `before` into `after`.
    fn record(&mut self, before: &P, m: P::Move, after: &P);
    /// Whether the attempt `text`, illegal in `pos`, is refused (the mover tries again)
    /// rather than lost.
    fn refusable(&self, _pos: &P, _text: &str) -> bool {
        false
    }
    /// A note for the game's record (the PGN's last comment), if any.
    fn summary(&self) -> Option<String> {
        None
    }
}

/// An open game: both engines hear every move in coordinate notation.
#[derive(Default)]
pub struct Open(Vec<String>);

impl<P: Rules> Telling<P> for Open {
    fn moves(&self, _i: usize) -> &[String] {
        &self.0
    }
    fn record(&mut self, before: &P, m: P::Move, _after: &P) {
        self.0.push(before.move_text(m));
    }
}

/// Refusals one move may get before its player loses (a hidden-mode engine that keeps trying
/// moves its view allows and the truth does not).
const MAX_REFUSALS: usize = 64;

/// Plays one game from `opening`.
pub fn play<P: Rules>(
    variant: Variant,
    opening: &Opening,
    players: Players<'_>,
    adj: Adjudication,
    telling: &mut dyn Telling<P>,
) -> Result<Record, String> {
    let Players { engines, tcs, live } = players;
    let [white, black] = engines;
    let mut engines = [white, black];
    let start = match &opening.fen {
        Some(f) => P::from_fen(variant, f).map_err(|e| e.to_string())?,
        None => P::startpos(variant),
    };
    let start_fen = opening.fen.clone();
    let fields: Vec<String> = start.fen().split_whitespace().map(str::to_string).collect();
    let first_move = (fields.get(5).and_then(|n| n.parse().ok()).unwrap_or(1), start.side_to_move() == Color::Black);
    let mut game = Game::new(start);
    let mut plies = 0;
    let mut san = Vec::new();
    let mut comments = Vec::new();
    for text in &opening.moves {
        let pos = game.position().clone();
        let m = pos.parse_move(text).map_err(|e| format!("opening: {e}"))?;
        san.push(pos.san(m));
        comments.push(None);
        game.play(m);
        telling.record(&pos, m, game.position());
        if let Some(l) = &live {
            l.moved(&pos.move_text(m));
        }
        plies += 1;
    }
    for (i, e) in engines.iter_mut().enumerate() {
        e.new_game(variant.name(), start_fen.as_deref())?;
        for m in telling.moves(i) {
            e.tell_move(m);
        }
    }

    // Clocks by colour index (0 = white... shakmaty's Black = 0, so index by `is_white`).
    let idx = |c: Color| if c.is_white() { 0 } else { 1 };
    let mut clocks = [tcs[0].base, tcs[1].base];
    let mut moves_made = [0u32; 2];
    let mut resign_streak = [0u32; 2];
    let mut draw_streak = 0u32;

    let (result, reason, termination) = loop {
        if let Some(outcome) = game.outcome() {
            break describe(outcome);
        }
        if plies > 2000 {
            break ("1/2-1/2".into(), "Game too long".into(), "adjudication");
        }
        let side = game.position().side_to_move();
        let i = idx(side);
        let tc = &tcs[i];
        let moves_to_go = tc.moves.map(|m| m - moves_made[i] % m);
        let req = MoveRequest {
            clocks: clocks[i].map(|own| (own, clocks[1 - i].unwrap_or(own))),
            increments: (tc.increment, tcs[1 - i].increment),
            moves_to_go,
            movetime: tc.movetime,
            depth: tc.depth,
            nodes: tc.nodes,
            white: side.is_white(),
        };
        let allowance = clocks[i].or(tc.movetime).map_or(adj.stall, |t| t + adj.margin + Duration::from_millis(50));
        let asked = Instant::now();
        let mut reply = engines[i].request_move(start_fen.as_deref(), telling.moves(i), &req, asked + allowance);
        // Hidden mode: an attempt the mover's view allows but the truth does not is refused.
        let mut refusals = 0;
        while let Ok(Reply::Move(text)) = &reply {
            let pos = game.position();
            if pos.parse_move(text).is_ok() || refusals >= MAX_REFUSALS || !telling.refusable(pos, text) {
                break;
            }
            refusals += 1;
            let text = text.clone();
            reply = match engines[i].next_alternative() {
                Some(alternative) => Ok(Reply::Move(alternative)),
                None => engines[i].refuse(&text, asked + allowance),
            };
        }
        let used = asked.elapsed();
        let name = side_name(side);
        let reply = match reply {
            Ok(r) => r,
            Err(Failure::Stalled) if clocks[i].is_some() || tc.movetime.is_some() => {
                break win(side.other(), format!("{name} loses on time"), "time forfeit");
            }
            Err(Failure::Stalled) => break win(side.other(), format!("{name} stalls"), "stalled connection"),
            Err(Failure::Disconnected) => {
                break win(side.other(), format!("{name} disconnects"), "abandoned");
            }
        };
        if let Some(clock) = clocks[i].as_mut() {
            if used > *clock + adj.margin {
                break win(side.other(), format!("{name} loses on time"), "time forfeit");
            }
            *clock = clock.saturating_sub(used) + tc.increment;
            moves_made[i] += 1;
            if let (Some(m), Some(base)) = (tc.moves, tc.base)
                && moves_made[i] % m == 0
            {
                *clock += base;
            }
        }
        let text = match reply {
            Reply::Move(t) => t,
            Reply::Resign => break win(side.other(), format!("{name} resigns"), "normal"),
            Reply::Claim(c) => break win(side.other(), format!("{name} makes a false claim: {c}"), "rules infraction"),
        };
        let pos = game.position().clone();
        let Ok(m) = pos.parse_move(&text) else {
            break win(side.other(), format!("{name} makes an illegal move: {text}"), "illegal move");
        };
        san.push(pos.san(m));
        comments.push(engines[i].last_depth.zip(engines[i].last_score).map(|(d, s)| score_comment(s, d, used)));
        let canonical = pos.move_text(m);
        game.play(m);
        telling.record(&pos, m, game.position());
        if let Some(l) = &live {
            l.moved(&canonical);
        }
        plies += 1;
        // A CECP opponent in force mode must follow the game as it goes.
        let other = 1 - i;
        if engines[other].proto == super::client::Proto::Xboard && !engines[other].is_playing() {
            engines[other].tell_move(&canonical);
        }

        // Score adjudication, from the mover's reported score.
        let score = engines[i].last_score;
        if let (Some((count, threshold)), Some(s)) = (adj.resign, score) {
            resign_streak[i] = if s <= -threshold { resign_streak[i] + 1 } else { 0 };
            if resign_streak[i] >= count {
                break win(side.other(), format!("{name} resigns (adjudication)"), "adjudication");
            }
        }
        if let Some((from_move, count, threshold)) = adj.draw {
            let full_moves = (plies / 2) as u32;
            let quiet = score.is_some_and(|s| s.abs() <= threshold)
                && engines[other].last_score.is_some_and(|s| s.abs() <= threshold);
            draw_streak = if full_moves >= from_move && quiet { draw_streak + 1 } else { 0 };
            if draw_streak >= 2 * count {
                break ("1/2-1/2".into(), "Draw by adjudication".into(), "adjudication");
            }
        }
    };
    for e in engines.iter_mut() {
        e.game_over(&result, &reason);
    }
    if let Some(l) = &live {
        l.ended(&result, &reason);
    }
    let reason = match telling.summary() {
        Some(note) => format!("{reason}; {note}"),
        None => reason,
    };
    Ok(Record { result, reason, termination, fen: start_fen, san, comments, first_move })
}

/// A move's comment as cutechess-cli writes it: the mover's score in pawns (`+M3`/`-M3` for
/// mates), the depth and the time used, e.g. `+0.25/12 0.51s`.
pub fn score_comment(score: i32, depth: u32, used: Duration) -> String {
    let score = if score.abs() >= 29_000 {
        let moves = 30_000 - score.abs();
        format!("{}M{moves}", if score > 0 { '+' } else { '-' })
    } else {
        format!("{:+.2}", f64::from(score) / 100.0)
    };
    format!("{score}/{depth} {:.3}s", used.as_secs_f64())
}

/// The mover's score in centipawns from a comment written by [`score_comment`] (or by
/// cutechess-cli); None for mates and comments without a score.
pub fn comment_score(comment: &str) -> Option<i32> {
    let (score, depth) = comment.split_whitespace().next()?.split_once('/')?;
    depth.parse::<u32>().ok()?;
    let pawns: f64 = score.parse().ok()?;
    pawns.is_finite().then(|| (pawns * 100.0).round() as i32)
}

fn describe(outcome: Outcome) -> (String, String, &'static str) {
    let reason = match outcome {
        Outcome::Win { winner, reason: WinReason::Checkmate } => format!("{} mates", side_name(winner)),
        Outcome::Draw(DrawReason::Stalemate) => "Draw by stalemate".into(),
        Outcome::Draw(DrawReason::Repetition) => "Draw by repetition".into(),
        Outcome::Draw(DrawReason::MoveRule) => "Draw by fifty moves rule".into(),
        Outcome::Draw(DrawReason::InsufficientMaterial) => "Draw by insufficient mating material".into(),
        Outcome::Draw(DrawReason::Variant) => "Draw by the variant's rules".into(),
    };
    (outcome.result().to_string(), reason, "normal")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn score_comments_as_cutechess_writes_them_and_back() {
        let ms = Duration::from_millis(512);
        assert_eq!(score_comment(25, 12, ms), "+0.25/12 0.512s");
        assert_eq!(score_comment(-130, 9, ms), "-1.30/9 0.512s");
        assert_eq!(score_comment(0, 1, Duration::ZERO), "+0.00/1 0.000s");
        assert_eq!(score_comment(30_000 - 3, 20, ms), "+M3/20 0.512s");
        assert_eq!(score_comment(-30_000 + 4, 20, ms), "-M4/20 0.512s");
        assert_eq!(comment_score("+0.25/12 0.512s"), Some(25));
        assert_eq!(comment_score("-1.30/9 0.5s, White resigns"), Some(-130));
        assert_eq!(comment_score("+M3/20 0.5s"), None);
        assert_eq!(comment_score("White mates"), None);
        assert_eq!(comment_score("+inf/3"), None);
    }
}
