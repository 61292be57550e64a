//! `nereid analyse`: search a position for a person at a terminal: the board with hands,
//! then per depth the score, a win/draw/loss estimate and the principal variation in SAN.
//! Whole games are reviewed by [`review`].

pub mod label;
pub mod review;
pub mod train;
pub mod tune;
pub mod values;

use crate::core::{Game, Rules};
use crate::search::{self, Control, Limits, Options, Report, Reporter, Shown, TranspositionTable, shown, wdl};
use crate::variants::Variant;
use crate::with_variant;
use std::time::Duration;

/// What to analyse and for how long.
pub struct Request {
    /// Variant.
    pub variant: Variant,
    /// Start FEN (variant start if None).
    pub fen: Option<String>,
    /// Moves played from it, coordinate notation or SAN.
    pub moves: Vec<String>,
    /// Search limits.
    pub limits: Limits,
    /// PV lines.
    pub multipv: usize,
    /// Threads.
    pub threads: usize,
    /// Hash in MiB.
    pub hash_mib: usize,
}

struct Printer;

fn score_text(score: i32) -> String {
    match shown(score) {
        Shown::Cp(cp) => format!("{:+.2}", cp as f64 / 100.0),
        Shown::Mate(n) if n > 0 => format!("#{n}"),
        Shown::Mate(n) => format!("#-{}", -n),
    }
}

/// A line of moves in SAN with move numbers, from `pos`.
pub fn san_line<P: Rules>(pos: &P, moves: &[P::Move]) -> String {
    let mut pos = pos.clone();
    let mut out = Vec::new();
    let mut numbered = None;
    for &m in moves {
        out.extend(move_number(&pos, &mut numbered));
        out.push(pos.san(m));
        pos = pos.play(m);
    }
    out.join(" ")
}

/// The move number PGN writes before the ply played from `pos`, if any: `N.` (White to
/// move) or `N...` (Black) when the full-move number differs from `numbered`, the number of
/// the ply before in the same text (None at its start or after a variation); `numbered` is
/// updated. The number is [`Rules::fullmove_number`], so variants where a player moves twice
/// in a row (Underworld) read `9. Nxb5 axb5 Ke7 Nc3`.
pub fn move_number<P: Rules>(pos: &P, numbered: &mut Option<u32>) -> Option<String> {
    let number = pos.fullmove_number();
    if *numbered == Some(number) {
        return None;
    }
    *numbered = Some(number);
    Some(if pos.side_to_move().is_white() { format!("{number}.") } else { format!("{number}...") })
}

impl<P: Rules> Reporter<P> for Printer {
    fn report(&self, root: &P, r: &Report<P::Move>) {
        let (w, d, l) = wdl(r.score);
        let secs = r.elapsed.as_secs_f64();
        let bound = match r.bound {
            search::Bound::Exact => " ",
            search::Bound::Lower => "+",
            search::Bound::Upper => "-",
        };
        let line = if r.multipv > 1 { format!(" [{}]", r.multipv) } else { String::new() };
        println!(
            "{:>3}/{:<3}{line} {:>7}{bound} W{:>3}% D{:>3}% L{:>3}%  {:>10} nodes {:>7.2}s  {}",
            r.depth,
            r.seldepth,
            score_text(r.score),
            (w + 5) / 10,
            (d + 5) / 10,
            (l + 5) / 10,
            r.nodes,
            secs,
            san_line(root, &r.pv)
        );
    }
}

/// Runs the analysis; errors are for bad FENs and moves.
pub fn run(req: Request) -> Result<(), String> {
    with_variant!(req.variant, P => {
        let start = match &req.fen {
            Some(f) => P::from_fen(req.variant, f).map_err(|e| format!("bad FEN: {e}"))?,
            None => P::startpos(req.variant),
        };
        let mut game = Game::new(start);
        for text in &req.moves {
            let pos = game.position();
            let m = pos.parse_move(text).or_else(|e| pos.parse_san(text).map_err(|_| e)).map_err(|e| e.to_string())?;
            game.play(m);
        }
        let pos = game.position().clone();
        println!("{} — {}", req.variant.name(), req.variant.description());
        println!("{}", pos.diagram());
        println!();
        if let Some(outcome) = game.outcome() {
            println!("Game over: {outcome} ({})", outcome.result());
            return Ok(());
        }
        let options = Options { threads: req.threads.max(1), multipv: req.multipv.max(1), move_overhead: Duration::ZERO, ..Options::default() };
        let tt = TranspositionTable::new(req.hash_mib);
        let result = search::search(&game, &req.limits, &options, &tt, &Control::default(), &[], &Printer);
        match result.best {
            Some(m) => println!("\nBest move: {} ({}), score {}", pos.san(m), pos.move_text(m), score_text(result.score)),
            None => println!("\nNo legal move."),
        }
        Ok(())
    })
}
