//! `nereid label`: scores the quiet positions of S-Chess games with a UCI engine at a fixed
//! node count and writes the games back with those scores as the move comments, so that
//! `nereid tune --score-weight` fits the evaluation to that engine's judgement of the positions
//! Nereid's own games reach (distillation). Positions `tune` would not use get no comment.

use super::tune::game_positions;
use crate::core::{Color, Rules};
use crate::referee::client::{Client, EngineSpec, MoveRequest, Proto};
use crate::referee::game::score_comment;
use crate::referee::pgn::{self, PgnGame};
use crate::variants::Variant;
use crate::variants::seirawan::Seirawan;
use std::io::Write;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// How to label.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The engine that scores the positions (spoken to in UCI).
    pub engine: EngineSpec,
    /// Nodes per position.
    pub nodes: u64,
    /// Plies left out at the start of each game, as `tune --skip`.
    pub skip: usize,
    /// Engines run at once.
    pub concurrency: usize,
}

/// What labelling did.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Labelled {
    /// Games written.
    pub games: usize,
    /// Positions scored.
    pub positions: usize,
}

/// Where finished games wait until every game before them is written.
struct Output<'a> {
    out: &'a mut (dyn Write + Send),
    /// Labelled games not yet written, by index (None: left out).
    waiting: Vec<Option<Option<(String, usize)>>>,
    /// The next game to write.
    next: usize,
    total: Labelled,
}

impl Output<'_> {
    /// Takes game `i`'s result and writes every game now complete in order.
    fn finish(&mut self, i: usize, labelled: Option<(String, usize)>) -> Result<(), String> {
        self.waiting[i] = Some(labelled);
        while let Some(Some(done)) = self.waiting.get_mut(self.next).map(Option::take) {
            if let Some((text, positions)) = done {
                self.out.write_all(text.as_bytes()).map_err(|e| format!("cannot write: {e}"))?;
                self.total.games += 1;
                self.total.positions += positions;
            }
            self.next += 1;
        }
        self.out.flush().map_err(|e| format!("cannot write: {e}"))
    }
}

/// Scores the S-Chess games of `pgn_texts` (others are left out) and writes them to `out` in
/// their order as they are done, so an interrupted run keeps what it finished; progress goes
/// to `log`.
pub fn label(
    pgn_texts: &[String],
    settings: &Settings,
    out: &mut (dyn Write + Send),
    log: &(dyn Fn(&str) + Sync),
) -> Result<Labelled, String> {
    let games: Vec<PgnGame> = pgn_texts
        .iter()
        .flat_map(|t| pgn::parse(t))
        .filter(|g| g.tag("Variant").is_none_or(|v| matches!(v.parse(), Ok(Variant::Seirawan))))
        .collect();
    let output = Mutex::new(Output { out, waiting: vec![None; games.len()], next: 0, total: Labelled::default() });
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| -> Result<(), String> {
        let workers: Vec<_> = (0..settings.concurrency.clamp(1, games.len().max(1)))
            .map(|_| {
                scope.spawn(|| -> Result<(), String> {
                    let mut engine = Client::start(&EngineSpec { proto: Some(Proto::Uci), ..settings.engine.clone() })?;
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(game) = games.get(i) else { break };
                        let labelled = match label_game(&mut engine, game, settings) {
                            Ok(labelled) => Some(labelled),
                            Err(Failure::Engine(e)) => return Err(format!("game {}: {e}", i + 1)),
                            Err(Failure::Game(e)) => {
                                log(&format!("game {} left out: {e}", i + 1));
                                None
                            }
                        };
                        let mut output = output.lock().unwrap();
                        output.finish(i, labelled)?;
                        if (i + 1).is_multiple_of(100) {
                            log(&format!("{} of {} games", i + 1, games.len()));
                        }
                    }
                    engine.quit();
                    Ok(())
                })
            })
            .collect();
        for w in workers {
            w.join().map_err(|_| "a labelling thread panicked".to_string())??;
        }
        Ok(())
    })?;
    Ok(output.into_inner().unwrap().total)
}

/// Why a game was not labelled.
enum Failure {
    /// The engine failed: labelling stops.
    Engine(String),
    /// The game cannot be read: it is left out.
    Game(String),
}

/// One game as PGN with the engine's score after each quiet position's move, and how many.
fn label_game(engine: &mut Client, game: &PgnGame, settings: &Settings) -> Result<(String, usize), Failure> {
    let result = game.white_result().ok_or_else(|| Failure::Game("no result".into()))?;
    let quiet = game_positions(game, Variant::Seirawan, result, settings.skip).map_err(Failure::Game)?;
    let start: Seirawan = super::review::start_position(Variant::Seirawan, game)
        .map_err(|e| Failure::Game(format!("bad FEN tag: {e}")))?;
    engine.new_game("seirawan", None).map_err(Failure::Engine)?;
    let mut comments = vec![None; game.moves.len()];
    for q in &quiet {
        let fen = q.pos.fen();
        let req = MoveRequest {
            nodes: Some(settings.nodes),
            white: q.pos.side_to_move() == Color::White,
            ..MoveRequest::default()
        };
        engine.last_score = None;
        let deadline = Instant::now() + Duration::from_secs(60);
        engine
            .request_move(Some(&fen), &[], &req, deadline)
            .map_err(|e| Failure::Engine(format!("{}: {e:?}", engine.spec.name)))?;
        if let Some(score) = engine.last_score {
            comments[q.ply] = Some(score_comment(score, engine.last_depth.unwrap_or(0), Duration::ZERO));
        }
    }
    let scored = comments.iter().flatten().count();
    let labelled = PgnGame { comments, ..game.clone() };
    Ok((labelled.to_pgn(start.fullmove_number(), start.side_to_move() == Color::Black), scored))
}
