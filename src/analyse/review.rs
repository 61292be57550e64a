//! `nereid analyse --pgn`: game review. Every position of every game in a PGN file is
//! searched once; a move's loss is the drop from the engine's score before it to the score
//! after it (both from the mover's view), the way Lichess's server analysis judges moves
//! (https://lichess.org/page/accuracy). The games are written back as PGN with a score comment
//! after every move, `?!`/`?`/`??` marks with the engine's better line as a variation, and a
//! summary comment per game (accuracy, mark counts, average centipawn loss per side).
//!
//! Formulas (cp = centipawns from the mover's view, mates counted as ±1000, clamped to ±1000):
//! - win% = 50 + 50 · (2 / (1 + e^(−0.00368208 · cp)) − 1)
//! - marks by the drop in win% a move causes: `?!` ≥ 5, `?` ≥ 10, `??` ≥ 15 points
//! - move accuracy = 103.1668 · e^(−0.04354 · drop) − 3.1669 + 1, clamped to 0..100
//! - side accuracy = mean of (a) the accuracies weighted by how much the win% swings around
//!   the move (standard deviation over a window of plies, clamped to 0.5..12) and (b) their
//!   harmonic mean (each move counted as at least 1 there)
//! - average centipawn loss = mean over the side's moves of max(0, cp before − cp after).
//!
//! A move equal to the engine's best move loses nothing by definition (no mark from search noise).

use super::{move_number, score_text};
use crate::core::{Color, FenError, Game, MoveError, Outcome, Rules};
use crate::referee::pgn::{self, PgnGame};
use crate::search::{self, Bound, Control, Limits, MATE_BOUND, Options, Report, Reporter, Score, TranspositionTable};
use crate::variants::{UnknownVariant, Variant};
use crate::with_variant;
use std::io::{IsTerminal, Write};
use std::sync::Mutex;
use std::time::Duration;
use thiserror::Error;

/// Plies of the engine's line shown as the better move's variation.
const BETTER_LINE_PLIES: usize = 6;
/// Centipawn scores (and mates) count as at most this much.
const CP_CAP: i32 = 1000;

/// How a review searches.
#[derive(Clone, Debug)]
pub struct Settings {
    /// Limits for each position.
    pub limits: Limits,
    /// Search threads.
    pub threads: usize,
    /// Hash table per game in MiB.
    pub hash_mib: usize,
    /// Variant of games without a `Variant` tag (PGN's default is chess).
    pub default_variant: Variant,
}

impl Settings {
    /// The search budget in words, for the summary.
    fn describe(&self) -> String {
        let l = &self.limits;
        let mut parts = Vec::new();
        if let Some(d) = l.depth {
            parts.push(format!("depth {d}"));
        }
        if let Some(n) = l.nodes {
            parts.push(format!("{n} nodes"));
        }
        if let Some(t) = l.movetime {
            parts.push(format!("{} s", t.as_secs_f64()));
        }
        format!("{} per position", parts.join(", "))
    }
}

/// Why a game could not be reviewed to its end.
#[derive(Debug, Error)]
pub enum GameError {
    /// The `Variant` tag names no variant Nereid plays.
    #[error(transparent)]
    Variant(#[from] UnknownVariant),
    /// The `FEN` tag is not a position of the variant.
    #[error("bad FEN tag: {0}")]
    Fen(#[from] FenError),
    /// A move that is not legal (or not a move) where it stands.
    #[error("ply {ply} ({number} {text}): {error}")]
    Move {
        /// 1-based ply of the game.
        ply: usize,
        /// Its move number as PGN writes it (`17.` or `17...`).
        number: String,
        /// The move as written.
        text: String,
        /// Why it was refused.
        error: MoveError,
    },
}

/// A judgement on one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// `?!`: the win% dropped by at least 5 points.
    Inaccuracy,
    /// `?`: at least 10 points.
    Mistake,
    /// `??`: at least 15 points.
    Blunder,
}

impl Mark {
    /// The mark for a drop of `drop` win% points, if any.
    pub fn for_drop(drop: f64) -> Option<Mark> {
        match drop {
            d if d >= 15.0 => Some(Mark::Blunder),
            d if d >= 10.0 => Some(Mark::Mistake),
            d if d >= 5.0 => Some(Mark::Inaccuracy),
            _ => None,
        }
    }
    /// The PGN suffix.
    pub fn glyph(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }
}

/// A score in centipawns for the formulas: mates count as ±[`CP_CAP`].
fn capped_cp(score: Score) -> i32 {
    if score >= MATE_BOUND {
        CP_CAP
    } else if score <= -MATE_BOUND {
        -CP_CAP
    } else {
        score.clamp(-CP_CAP, CP_CAP)
    }
}

/// Winning chances in percent for a centipawn score (Lichess's logistic model).
pub fn win_percent(cp: i32) -> f64 {
    50.0 + 50.0 * (2.0 / (1.0 + (-0.00368208 * cp as f64).exp()) - 1.0)
}

/// Accuracy of one move in percent from the mover's win% before and after it.
pub fn move_accuracy(win_before: f64, win_after: f64) -> f64 {
    let drop = (win_before - win_after).max(0.0);
    (103.1668100711649 * (-0.04354415386753951 * drop).exp() - 3.166924740191411 + 1.0).clamp(0.0, 100.0)
}

/// One side's review of a game.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SideSummary {
    /// Moves the side played (and that were reviewed).
    pub moves: usize,
    /// Accuracy in percent (None without moves).
    pub accuracy: Option<f64>,
    /// `?!` count.
    pub inaccuracies: usize,
    /// `?` count.
    pub mistakes: usize,
    /// `??` count.
    pub blunders: usize,
    /// Average centipawn loss.
    pub acpl: f64,
}

impl SideSummary {
    fn describe(&self) -> String {
        let accuracy = self.accuracy.map_or("-".to_string(), |a| format!("{a:.1}"));
        format!(
            "accuracy {accuracy}, inaccuracies (?!) {}, mistakes (?) {}, blunders (??) {}, average centipawn loss {:.0}",
            self.inaccuracies, self.mistakes, self.blunders, self.acpl
        )
    }
}

/// What the review found about one ply.
struct PlyReview {
    mover: Color,
    /// Win% of the mover before and after the move.
    win_before: f64,
    win_after: f64,
    cp_loss: i32,
    mark: Option<Mark>,
}

/// Per-side summaries from the plies of one game; `white_wins` is White's win% at every
/// position (one more than plies), for the volatility weights.
fn summarise(plies: &[PlyReview], white_wins: &[f64]) -> [SideSummary; 2] {
    let window = (plies.len() / 10).clamp(2, 8);
    let weight = |i: usize| {
        // The win% of the `window` positions up to the one after ply i.
        let start = (i + 2).saturating_sub(window);
        let values = &white_wins[start.min(white_wins.len())..(start + window).min(white_wins.len())];
        let n = values.len().max(1) as f64;
        let mean = values.iter().sum::<f64>() / n;
        let variance = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / n;
        variance.sqrt().clamp(0.5, 12.0)
    };
    [Color::White, Color::Black].map(|side| {
        let mine: Vec<(usize, &PlyReview)> = plies.iter().enumerate().filter(|(_, p)| p.mover == side).collect();
        let mut s = SideSummary { moves: mine.len(), ..Default::default() };
        if mine.is_empty() {
            return s;
        }
        let (mut weighted, mut weights, mut inverse, mut loss) = (0.0, 0.0, 0.0, 0.0);
        for &(i, p) in &mine {
            let accuracy = move_accuracy(p.win_before, p.win_after);
            let w = weight(i);
            weighted += accuracy * w;
            weights += w;
            inverse += 1.0 / accuracy.max(1.0);
            loss += p.cp_loss as f64;
            match p.mark {
                Some(Mark::Inaccuracy) => s.inaccuracies += 1,
                Some(Mark::Mistake) => s.mistakes += 1,
                Some(Mark::Blunder) => s.blunders += 1,
                None => {}
            }
        }
        let n = mine.len() as f64;
        s.accuracy = Some(((weighted / weights + n / inverse) / 2.0).clamp(0.0, 100.0));
        s.acpl = loss / n;
        s
    })
}

/// The engine's verdict on one position.
struct Verdict<M> {
    /// From the side to move's view.
    score: Score,
    depth: u32,
    best: Option<M>,
    pv: Vec<M>,
    /// The rules ended the game here.
    outcome: Option<Outcome>,
}

/// Keeps the principal variation of the last exact report.
struct LastPv<M>(Mutex<Vec<M>>);

impl<P: Rules> Reporter<P> for LastPv<P::Move> {
    fn report(&self, _: &P, r: &Report<P::Move>) {
        if r.multipv == 1 && r.bound == Bound::Exact {
            *self.0.lock().unwrap_or_else(|e| e.into_inner()) = r.pv.clone();
        }
    }
}

fn judge<P: Rules>(game: &Game<P>, last: bool, settings: &Settings, tt: &TranspositionTable) -> Verdict<P::Move> {
    let pos = game.position();
    // The last position may be decided by the rules (mate, repetition...); earlier ones are
    // searched even then, since the game went on.
    let outcome = if last { game.outcome() } else { pos.outcome() };
    if let Some(outcome) = outcome {
        let score = match outcome {
            Outcome::Win { winner, .. } if winner == pos.side_to_move() => search::MATE,
            Outcome::Win { .. } => -search::MATE,
            Outcome::Draw(_) => 0,
        };
        return Verdict { score, depth: 0, best: None, pv: Vec::new(), outcome: Some(outcome) };
    }
    let options =
        Options { threads: settings.threads.max(1), multipv: 1, move_overhead: Duration::ZERO, ..Options::default() };
    let reporter = LastPv(Mutex::new(Vec::new()));
    let result = search::search(game, &settings.limits, &options, tt, &Control::default(), &[], &reporter);
    let mut pv = reporter.0.into_inner().unwrap_or_else(|e| e.into_inner());
    if pv.first() != result.best.as_ref() {
        pv = result.best.into_iter().collect();
    }
    Verdict { score: result.score, depth: result.depth, best: result.best, pv, outcome: None }
}

/// A score from the side to move of `pos` turned to White's view.
fn white_view<P: Rules>(pos: &P, score: Score) -> Score {
    if pos.side_to_move().is_white() { score } else { -score }
}

/// The comment after a move: the score of the position it leads to, White's view.
fn score_comment<P: Rules>(pos: &P, v: &Verdict<P::Move>) -> String {
    match v.outcome {
        Some(outcome) => format!("{{{}}}", outcome.result()),
        None => format!("{{{}/{}}}", score_text(white_view(pos, v.score)), v.depth),
    }
}

/// A game's review: the movetext tokens, the per-side summaries, and why it stopped early.
struct Reviewed {
    tokens: Vec<String>,
    sides: [SideSummary; 2],
    error: Option<GameError>,
}

/// Reviews one game; `progress(ply, plies)` before each position's search.
fn review_game<P: Rules>(
    variant: Variant,
    game: &PgnGame,
    settings: &Settings,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Reviewed, GameError> {
    let start: P = start_position(variant, game)?;
    // Read the moves first, so progress knows the length and an error is reported at once.
    let (positions, moves, error) = read_moves(start.clone(), &game.moves);

    let tt = TranspositionTable::new(settings.hash_mib);
    let mut played = Game::new(start);
    let mut verdicts = Vec::with_capacity(moves.len() + 1);
    for i in 0..=moves.len() {
        progress(i, moves.len());
        verdicts.push(judge(&played, i == moves.len(), settings, &tt));
        if i < moves.len() {
            played.play(moves[i]);
        }
    }

    let mut plies = Vec::with_capacity(moves.len());
    let mut tokens = Vec::new();
    let mut numbered = None;
    for (i, &m) in moves.iter().enumerate() {
        let (before, after) = (&positions[i], &positions[i + 1]);
        let mover = before.side_to_move();
        let best_score = verdicts[i].score;
        // The played move's value from the mover's view.
        let after_score = if after.side_to_move() == mover { verdicts[i + 1].score } else { -verdicts[i + 1].score };
        let after_score = if verdicts[i].best == Some(m) { best_score } else { after_score };
        let (cp_before, cp_after) = (capped_cp(best_score), capped_cp(after_score));
        let (win_before, win_after) = (win_percent(cp_before), win_percent(cp_after));
        let mark = Mark::for_drop(win_before - win_after);
        plies.push(PlyReview { mover, win_before, win_after, cp_loss: (cp_before - cp_after).max(0), mark });

        tokens.extend(move_number(before, &mut numbered));
        tokens.push(format!("{}{}", before.san(m), mark.map_or("", Mark::glyph)));
        tokens.push(score_comment(after, &verdicts[i + 1]));
        if mark.is_some() && !verdicts[i].pv.is_empty() {
            tokens.push(format!("({})", better_line(before, &verdicts[i])));
            numbered = None;
        }
    }
    let white_wins: Vec<f64> =
        positions.iter().zip(&verdicts).map(|(p, v)| win_percent(capped_cp(white_view(p, v.score)))).collect();
    let sides = summarise(&plies, &white_wins);
    Ok(Reviewed { tokens, sides, error })
}

/// Where a game starts: its `FEN` tag, or the variant's start position.
pub(super) fn start_position<P: Rules>(variant: Variant, game: &PgnGame) -> Result<P, FenError> {
    match game.tag("FEN") {
        Some(fen) => P::from_fen(variant, fen),
        None => Ok(P::startpos(variant)),
    }
}

/// The positions and moves of a game as far as its move texts (SAN or coordinates) are legal,
/// and why the reading stopped early.
pub(super) fn read_moves<P: Rules>(start: P, texts: &[String]) -> (Vec<P>, Vec<P::Move>, Option<GameError>) {
    let mut positions = vec![start];
    let mut moves = Vec::new();
    for (i, text) in texts.iter().enumerate() {
        let pos = &positions[i];
        match pos.parse_san(text).or_else(|e| pos.parse_move(text).map_err(|_| e)) {
            Ok(m) => {
                moves.push(m);
                positions.push(pos.play(m));
            }
            Err(error) => {
                let number = move_number(pos, &mut None).unwrap_or_default();
                let error = GameError::Move { ply: i + 1, number, text: text.clone(), error };
                return (positions, moves, Some(error));
            }
        }
    }
    (positions, moves, None)
}

/// The engine's line from `pos` in SAN with numbers, its score after the first move.
fn better_line<P: Rules>(pos: &P, v: &Verdict<P::Move>) -> String {
    let mut pos = pos.clone();
    let mut out = Vec::new();
    let mut numbered = None;
    for (i, &m) in v.pv.iter().take(BETTER_LINE_PLIES).enumerate() {
        out.extend(move_number(&pos, &mut numbered));
        out.push(pos.san(m));
        if i == 0 {
            out.push(format!("{{{}/{}}}", score_text(white_view(&pos, v.score)), v.depth));
        }
        pos = pos.play(m);
    }
    out.join(" ")
}

/// The reason a game ended, from its last comment: cutechess writes `+0.10/1 0s, White
/// resigns` there, so an engine score before the reason is dropped (and a bare score too).
fn end_note(final_comment: Option<&str>) -> Option<String> {
    let text = final_comment?.trim();
    let looks_like_score = |s: &str| {
        let first = s.split_whitespace().next().unwrap_or("");
        first.split_once('/').is_some_and(|(score, depth)| {
            let score = score.trim_start_matches(['+', '-']).trim_start_matches(['M', '#']);
            score.parse::<f64>().is_ok() && depth.parse::<u32>().is_ok()
        })
    };
    match text.split_once(", ") {
        Some((score, reason)) if looks_like_score(score) => Some(reason.to_string()),
        _ if looks_like_score(text) || text.is_empty() => None,
        _ => Some(text.to_string()),
    }
}

/// Reviews every game of `pgn_text`, writing annotated PGN to `out` and progress and
/// summaries to stderr. Games that cannot be read to the end are annotated as far as they
/// go and reported; the error then says how many there were.
pub fn run(pgn_text: &str, settings: &Settings, out: &mut dyn Write) -> Result<(), String> {
    let games = pgn::parse(pgn_text);
    if games.is_empty() {
        return Err("no games in the PGN".into());
    }
    let total = games.len();
    let tty = std::io::stderr().is_terminal();
    let mut failed = 0;
    for (n, game) in games.iter().enumerate() {
        let name = format!(
            "game {}/{total} ({} - {})",
            n + 1,
            game.tag("White").unwrap_or("?"),
            game.tag("Black").unwrap_or("?")
        );
        let mut progress = |ply: usize, plies: usize| {
            if tty {
                eprint!("\rgame {}/{total} ply {ply}/{plies}   ", n + 1);
            } else {
                eprintln!("game {}/{total} ply {ply}/{plies}", n + 1);
            }
        };
        let reviewed =
            game.tag("Variant").map_or(Ok(settings.default_variant), str::parse).map_err(GameError::from).and_then(
                |variant| with_variant!(variant, P => review_game::<P>(variant, game, settings, &mut progress)),
            );
        if tty {
            eprint!("\r\x1b[K");
        }
        let text = match reviewed {
            Ok(r) => {
                if let Some(e) = &r.error {
                    failed += 1;
                    eprintln!("{name}: {e}; reviewed up to there");
                }
                for (side, s) in ["White", "Black"].iter().zip(&r.sides) {
                    eprintln!("{name} {side}: {}", s.describe());
                }
                annotated(game, settings, r)
            }
            Err(e) => {
                // Without rules to read it by, the game is written back as it was read.
                failed += 1;
                eprintln!("{name}: {e}; not reviewed");
                game.to_pgn(1, false)
            }
        };
        out.write_all(text.as_bytes()).map_err(|e| format!("cannot write the PGN: {e}"))?;
        out.flush().map_err(|e| format!("cannot write the PGN: {e}"))?;
    }
    match failed {
        0 => Ok(()),
        _ => Err(format!("{failed} of {total} games could not be read to the end (see above)")),
    }
}

/// The PGN of a reviewed game: its tags with Nereid as annotator, the summary, the moves.
fn annotated(game: &PgnGame, settings: &Settings, r: Reviewed) -> String {
    let mut tags: Vec<(String, String)> = game.tags.iter().filter(|(k, _)| k != "Annotator").cloned().collect();
    tags.push(("Annotator".into(), format!("Nereid {}", env!("CARGO_PKG_VERSION"))));
    let summary = format!(
        "Nereid {} review, {}. White: {}. Black: {}.",
        env!("CARGO_PKG_VERSION"),
        settings.describe(),
        r.sides[0].describe(),
        r.sides[1].describe()
    );
    let mut tokens = vec![pgn::comment(&summary)];
    tokens.extend(r.tokens);
    if let Some(e) = &r.error {
        tokens.push(pgn::comment(&format!("Nereid could not read {e}; the review stops here")));
    } else if let Some(note) = end_note(game.final_comment.as_deref()) {
        tokens.push(pgn::comment(&note));
    }
    tokens.push(if game.result.is_empty() {
        game.tag("Result").unwrap_or("*").to_string()
    } else {
        game.result.clone()
    });
    pgn::write(&tags, &tokens)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn win_percent_is_symmetric_and_lichess_shaped() {
        assert!((win_percent(0) - 50.0).abs() < 1e-9);
        assert!((win_percent(300) + win_percent(-300) - 100.0).abs() < 1e-9);
        // Lichess: +100 cp is about 59 %, +1000 about 97.5 %.
        assert!((win_percent(100) - 59.1).abs() < 0.1, "{}", win_percent(100));
        assert!((win_percent(1000) - 97.5).abs() < 0.1, "{}", win_percent(1000));
    }

    #[test]
    fn marks_and_move_accuracy() {
        assert_eq!(Mark::for_drop(4.9), None);
        assert_eq!(Mark::for_drop(5.0), Some(Mark::Inaccuracy));
        assert_eq!(Mark::for_drop(12.0), Some(Mark::Mistake));
        assert_eq!(Mark::for_drop(40.0), Some(Mark::Blunder));
        assert_eq!(move_accuracy(60.0, 60.0), 100.0);
        assert_eq!(move_accuracy(60.0, 70.0), 100.0);
        let a = move_accuracy(70.0, 30.0);
        assert!(a > 10.0 && a < 20.0, "{a}");
        assert_eq!(move_accuracy(100.0, 0.0), 0.0);
    }

    #[test]
    fn summary_counts_marks_per_side() {
        // White plays well, Black blunders from equal to lost on its second move.
        let wins = [50.0, 50.0, 50.0, 50.0, 90.0];
        let ply = |mover, win_before: f64, win_after: f64, cp_loss| PlyReview {
            mover,
            win_before,
            win_after,
            cp_loss,
            mark: Mark::for_drop(win_before - win_after),
        };
        let plies = [
            ply(Color::White, 50.0, 50.0, 0),
            ply(Color::Black, 50.0, 50.0, 0),
            ply(Color::White, 50.0, 50.0, 0),
            ply(Color::Black, 50.0, 10.0, 500),
        ];
        let [white, black] = summarise(&plies, &wins);
        assert_eq!((white.moves, white.blunders, white.acpl), (2, 0, 0.0));
        assert_eq!(white.accuracy, Some(100.0));
        assert_eq!((black.moves, black.blunders, black.acpl), (2, 1, 250.0));
        let a = black.accuracy.unwrap();
        assert!(a > 0.0 && a < 80.0, "{a}");
    }

    #[test]
    fn end_note_drops_cutechess_scores() {
        assert_eq!(end_note(Some("+0.10/1 0s, White resigns")).as_deref(), Some("White resigns"));
        assert_eq!(end_note(Some("-M3/12 0.5s, Black mates")).as_deref(), Some("Black mates"));
        assert_eq!(end_note(Some("+0.10/1 0s")), None);
        assert_eq!(end_note(Some("Black mates")).as_deref(), Some("Black mates"));
        assert_eq!(end_note(None), None);
    }
}
