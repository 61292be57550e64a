//! `nereid tune --pgn FILE...`: fits the weights of the S-Chess evaluation to the results of
//! games (the Texel method, https://www.chessprogramming.org/Texel%27s_Tuning_Method). Every
//! quiet position of every S-Chess game (not in check, the move played not a capture or
//! promotion, no capture that wins material on the spot) is a sample: its evaluation trace
//! (counts per weight, see `eval::layout`) and the game's result. The evaluation is linear
//! in its weights, so the expected score 1 / (1 + 10^(-K·eval/400)) and its gradient are
//! cheap sums; K is fitted first, then all weights descend together with Adam on the mean
//! squared error. Every tenth game is held out to show the fit is not memorised.

use super::review::{read_moves, start_position};
use crate::core::{Color, MoveList, Rules};
use crate::referee::game::comment_score;
use crate::referee::pgn::{self, PgnGame};
use crate::variants::Variant;
use crate::variants::seirawan::Seirawan;
use crate::variants::seirawan::eval::{PHASE_MAX, Pair, layout};
use std::io::Write;

/// What to fit and how long.
#[derive(Clone, Debug)]
pub struct Settings {
    /// Leave out this many plies at the start of each game (the opening book).
    pub skip: usize,
    /// Passes of gradient descent over all samples.
    pub epochs: usize,
    /// Adam's step size, centipawns.
    pub rate: f64,
    /// Pull of every weight toward its starting value (mean squared error per centipawn²),
    /// so what the games hardly show stays near what it was.
    pub ridge: f64,
    /// Share of the target taken from the mover's score in the game record, where there is
    /// one (`+0.25/12` comments); the rest is the game's result.
    pub score_weight: f64,
    /// Terms (names of `layout::SECTIONS`) whose weights stay as they are.
    pub fixed: Vec<String>,
}

/// One quiet position.
struct Sample {
    /// (weight index, count White minus Black), non-zero counts only.
    counts: Vec<(u16, i16)>,
    /// Middlegame share, phase / PHASE_MAX.
    mg: f64,
    /// The drawish-material scale.
    scale: f64,
    /// The game's result for White.
    result: f64,
    /// The score the engine reported here, White's view, centipawns.
    score: Option<f64>,
    /// What the evaluation should predict for White: the result, or a blend of it with the
    /// reported score (set once K is known).
    target: f64,
}

impl Sample {
    /// `pos` as a sample, with the game's result and the score reported there (both White's view).
    fn new(pos: &Seirawan, result: f64, score: Option<f64>) -> Sample {
        let trace = pos.trace();
        let counts = trace
            .counts
            .iter()
            .enumerate()
            .filter(|&(_, &c)| c != 0)
            .map(|(i, &c)| (i as u16, c.clamp(i16::MIN.into(), i16::MAX.into()) as i16))
            .collect();
        Sample {
            counts,
            mg: f64::from(trace.phase) / f64::from(PHASE_MAX),
            scale: trace.scale,
            result,
            score,
            target: result,
        }
    }

    /// White's evaluation under `w` (flattened mg, eg pairs).
    fn eval(&self, w: &[f64]) -> f64 {
        let (mut mg, mut eg) = (0.0, 0.0);
        for &(i, c) in &self.counts {
            mg += w[2 * i as usize] * f64::from(c);
            eg += w[2 * i as usize + 1] * f64::from(c);
        }
        self.scale * (mg * self.mg + eg * (1.0 - self.mg))
    }
}

/// A quiet position of a game: not in check, the move played there neither a capture nor a
/// promotion, and no capture on the board that wins material at once.
pub struct Quiet {
    /// Its ply in the game (the index of the move played from it).
    pub ply: usize,
    /// The position.
    pub pos: Seirawan,
    /// The game's result for White.
    pub result: f64,
    /// The score the engine reported there (its move comment), White's view, centipawns.
    pub score: Option<f64>,
}

/// The quiet positions of every finished S-Chess game of `pgn_texts`, after the first `skip`
/// plies of each, handed to `each` game by game; returns the number of games.
pub fn quiet_positions(pgn_texts: &[String], skip: usize, mut each: impl FnMut(Vec<Quiet>)) -> Result<usize, String> {
    let mut games = 0;
    for text in pgn_texts {
        for game in pgn::parse(text) {
            let Some(result) = game.white_result() else { continue };
            let variant = match game.tag("Variant").map(str::parse) {
                None => Variant::Seirawan,
                Some(Ok(v @ (Variant::Seirawan | Variant::Seirawan960))) => v,
                Some(_) => continue,
            };
            let quiet = game_positions(&game, variant, result, skip).map_err(|e| format!("game {}: {e}", games + 1))?;
            games += 1;
            each(quiet);
        }
    }
    Ok(games)
}

pub(super) fn game_positions(game: &PgnGame, variant: Variant, result: f64, skip: usize) -> Result<Vec<Quiet>, String> {
    let start: Seirawan = start_position(variant, game).map_err(|e| format!("bad FEN tag: {e}"))?;
    let (positions, moves, error) = read_moves(start, &game.moves);
    if let Some(e) = error {
        return Err(e.to_string());
    }
    let mut quiet = Vec::new();
    let mut list = MoveList::new();
    for (i, (pos, &played)) in positions.into_iter().zip(&moves).enumerate().skip(skip) {
        if pos.in_check() || pos.is_tactical(played) {
            continue;
        }
        pos.legal_moves(&mut list);
        if list.iter().any(|&m| pos.is_capture(m) && pos.see_ge(m, 1)) {
            continue;
        }
        let white = pos.side_to_move() == Color::White;
        let score = game.comments.get(i).and_then(|c| comment_score(c.as_deref()?)).filter(|s| s.abs() < 2000);
        let score = score.map(|s| f64::from(if white { s } else { -s }));
        quiet.push(Quiet { ply: i, pos, result, score });
    }
    Ok(quiet)
}

/// The x in `lo..hi` where the unimodal `f` is least (golden-section search).
pub(super) fn golden_section(f: impl Fn(f64) -> f64, mut lo: f64, mut hi: f64) -> f64 {
    let phi = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..40 {
        let a = hi - phi * (hi - lo);
        let b = lo + phi * (hi - lo);
        if f(a) < f(b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

pub(super) fn sigmoid(k: f64, eval: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * eval / 400.0))
}

fn mse(samples: &[Sample], w: &[f64], k: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    samples.iter().map(|s| (s.target - sigmoid(k, s.eval(w))).powi(2)).sum::<f64>() / samples.len() as f64
}

/// The K that best maps the current evaluation onto results.
fn fit_k(samples: &[Sample], w: &[f64]) -> f64 {
    golden_section(|k| mse(samples, w, k), 0.05, 5.0)
}

/// The K that best maps reported scores (score, result) onto results.
pub(super) fn fit_score_k(reported: &[(f64, f64)]) -> f64 {
    if reported.is_empty() {
        return 1.0;
    }
    golden_section(|k| reported.iter().map(|&(x, r)| (r - sigmoid(k, x)).powi(2)).sum::<f64>(), 0.05, 5.0)
}

/// The gradient of the mean squared error.
fn gradient(samples: &[Sample], w: &[f64], k: f64) -> Vec<f64> {
    let mut g = vec![0.0; w.len()];
    let c = k * std::f64::consts::LN_10 / 400.0;
    for s in samples {
        let p = sigmoid(k, s.eval(w));
        // d/d eval of (result - p)²
        let d = -2.0 * (s.target - p) * p * (1.0 - p) * c * s.scale;
        for &(i, n) in &s.counts {
            let n = f64::from(n);
            g[2 * i as usize] += d * n * s.mg;
            g[2 * i as usize + 1] += d * n * (1.0 - s.mg);
        }
    }
    let n = samples.len().max(1) as f64;
    g.iter_mut().for_each(|x| *x /= n);
    g
}

/// What a fit did.
pub struct Fit {
    /// The fitted weights, rounded.
    pub weights: Vec<Pair>,
    /// Games read and quiet positions used, for training and held out.
    pub games: usize,
    /// Training positions.
    pub train: usize,
    /// Held-out positions.
    pub held_out: usize,
    /// The fitted K.
    pub k: f64,
    /// Mean squared error before and after, on the training and the held-out positions.
    pub train_mse: (f64, f64),
    /// See `train_mse`.
    pub held_out_mse: (f64, f64),
}

/// Reads the S-Chess games of `pgn_texts` and fits the weights, starting from `start`.
pub fn fit(pgn_texts: &[String], start: &[Pair], settings: &Settings, log: &mut dyn Write) -> Result<Fit, String> {
    let mut train = Vec::new();
    let mut held_out = Vec::new();
    let mut count = 0;
    let games = quiet_positions(pgn_texts, settings.skip, |quiet| {
        count += 1;
        let samples = quiet.iter().map(|q| Sample::new(&q.pos, q.result, q.score));
        if count % 10 == 0 { &mut held_out } else { &mut train }.extend(samples);
    })?;
    if train.is_empty() {
        return Err("no quiet S-Chess positions with a result in the PGN".into());
    }
    let mut w: Vec<f64> = start.iter().flat_map(|p| [f64::from(p.0), f64::from(p.1)]).collect();
    let w0 = w.clone();
    let k = fit_k(&train, &w);
    // The reported scores get their own K: another engine's (or a deeper search's) centipawns
    // need not be on the evaluation's scale, and the target should be the win chance they mean.
    let reported: Vec<(f64, f64)> = train.iter().filter_map(|s| Some((s.score?, s.result))).collect();
    let k_score = fit_score_k(&reported);
    // Held-out positions keep the result as target: predicting results is what counts.
    for s in train.iter_mut() {
        if let Some(score) = s.score {
            s.target = (1.0 - settings.score_weight) * s.result + settings.score_weight * sigmoid(k_score, score);
        }
    }
    let scored = reported.len();
    let before = (mse(&train, &w, k), mse(&held_out, &w, k));
    let _ = writeln!(
        log,
        "{games} games, {} training and {} held-out positions ({scored} with a score); K = {k:.3}, scores' K = {k_score:.3}; mse {:.6} / {:.6}",
        train.len(),
        held_out.len(),
        before.0,
        before.1
    );
    let mut free = vec![true; w.len()];
    for name in &settings.fixed {
        let &(_, first, len) = layout::SECTIONS
            .iter()
            .find(|(n, _, _)| n == name)
            .ok_or_else(|| format!("no term {name:?} (terms: {})", section_names()))?;
        free[2 * first..2 * (first + len)].iter_mut().for_each(|f| *f = false);
    }
    let (beta1, beta2) = (0.9, 0.999);
    let mut m = vec![0.0; w.len()];
    let mut v = vec![0.0; w.len()];
    for epoch in 1..=settings.epochs {
        let mut g = gradient(&train, &w, k);
        g.iter_mut().zip(w.iter().zip(&w0)).for_each(|(g, (w, w0))| *g += 2.0 * settings.ridge * (w - w0));
        for i in (0..w.len()).filter(|&i| free[i]) {
            m[i] = beta1 * m[i] + (1.0 - beta1) * g[i];
            v[i] = beta2 * v[i] + (1.0 - beta2) * g[i] * g[i];
            let m_hat = m[i] / (1.0 - beta1.powi(epoch as i32));
            let v_hat = v[i] / (1.0 - beta2.powi(epoch as i32));
            w[i] -= settings.rate * m_hat / (v_hat.sqrt() + 1e-12);
        }
        if epoch % 100 == 0 || epoch == settings.epochs {
            let _ = writeln!(log, "epoch {epoch}: mse {:.6} / {:.6}", mse(&train, &w, k), mse(&held_out, &w, k));
        }
    }
    let weights: Vec<Pair> = w.chunks(2).map(|p| Pair(p[0].round() as i32, p[1].round() as i32)).collect();
    let rounded: Vec<f64> = weights.iter().flat_map(|p| [f64::from(p.0), f64::from(p.1)]).collect();
    Ok(Fit {
        games,
        train: train.len(),
        held_out: held_out.len(),
        k,
        train_mse: (before.0, mse(&train, &rounded, k)),
        held_out_mse: (before.1, mse(&held_out, &rounded, k)),
        weights,
    })
}

/// The names of the terms, for messages.
fn section_names() -> String {
    layout::SECTIONS.iter().map(|(n, _, _)| *n).collect::<Vec<_>>().join(", ")
}

const ROLES: [&str; 8] = ["pawn", "knight", "bishop", "rook", "queen", "king", "hawk", "elephant"];

/// `weights.rs` for these weights, one commented block per term.
pub fn weights_source(weights: &[Pair]) -> String {
    let row = |ws: &[Pair]| {
        let items: Vec<String> = ws.iter().map(|p| format!("Pair({}, {}),", p.0, p.1)).collect();
        format!("    {}\n", items.join(" "))
    };
    let mut out = String::from(concat!(
        "//! The weights of the S-Chess evaluation: (middlegame, endgame) centipawns in the order of\n",
        "//! [`super::eval::layout`]. Written by `nereid tune`; README's \"Tuning the evaluation\" says how.\n",
        "\n",
        "use super::eval::Pair;\n",
        "\n",
        "/// Every weight of the evaluation.\n",
        "#[rustfmt::skip]\n",
        "pub static WEIGHTS: [Pair; super::eval::layout::SIZE] = [\n",
    ));
    for (name, first, len) in layout::SECTIONS {
        let section = &weights[first..first + len];
        if first == layout::PST {
            for (role, table) in ROLES.iter().zip(section.chunks(32)) {
                out += &format!("    // piece-square: {role} (rank 1 to 8 from its side, files a to d)\n");
                table.chunks(4).for_each(|r| out += &row(r));
            }
        } else {
            out += &format!("    // {name}\n");
            section.chunks(8).for_each(|r| out += &row(r));
        }
    }
    out + "];\n"
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variants::seirawan::WEIGHTS;

    #[test]
    fn the_current_weights_write_back_as_the_file_they_came_from() {
        let written = weights_source(&WEIGHTS);
        assert_eq!(written, include_str!("../variants/seirawan/weights.rs"));
    }

    #[test]
    fn a_trace_reproduces_the_evaluation() {
        let w: Vec<f64> = WEIGHTS.iter().flat_map(|p| [f64::from(p.0), f64::from(p.1)]).collect();
        let fens = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1",
            "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R[Hhe] b KQkq - 0 5",
            "4k3/8/8/8/8/8/8/3HK3[] w - - 0 1",
            "6k1/5ppp/8/3N4/8/8/5PPP/2R3K1[e] b - - 0 30",
            // Kings on every wing: the piece-square tables seen from each king's side.
            "2kr3r/ppp1qppp/2n1bn2/3p4/3P4/2N1BN2/PPP1QPPP/2KR3R[Hh] w - - 4 12",
            "1k5r/pp3ppp/8/8/8/8/PP3PPP/3R2K1[E] b - - 0 25",
            "7k/6pp/8/8/8/8/PP6/K2R4[] w - - 0 40",
            "r2k3r/ppp2ppp/8/8/8/8/PPP2PPP/R4RK1[he] w - - 0 15",
            // Passed pawns, then the same pawns and kings with other pieces: the second reads
            // the pawn-and-king terms from the cache and must still match its own trace.
            "4k3/1P6/8/3p4/8/8/5PPP/4K2R[] w K - 0 40",
            "4k3/1P5r/8/3p4/8/8/5PPP/1R1QK3[] b - - 0 40",
        ];
        for fen in fens {
            let pos = Seirawan::from_fen(Variant::Seirawan, fen).unwrap();
            let sample = Sample::new(&pos, 0.5, None);
            let white = if pos.side_to_move() == Color::White { 1 } else { -1 };
            let exact = f64::from(white * pos.evaluate());
            assert!((sample.eval(&w) - exact).abs() <= 1.0, "{fen}: {} vs {exact}", sample.eval(&w));
        }
    }

    #[test]
    fn a_fit_lowers_the_error_and_leaves_fixed_terms_alone() {
        let games = [
            "[Variant \"seirawan\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n",
            "[Variant \"seirawan\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n",
            "[Variant \"chess\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n",
        ];
        let texts: Vec<String> = games.iter().map(|g| g.to_string()).collect();
        let settings = Settings {
            skip: 0,
            epochs: 50,
            rate: 1.0,
            ridge: 0.0,
            score_weight: 0.5,
            fixed: vec!["piece-square".into()],
        };
        let fit = fit(&texts, &WEIGHTS, &settings, &mut std::io::sink()).unwrap();
        assert_eq!(fit.games, 2, "the chess game is skipped");
        assert!(fit.train > 0);
        assert!(fit.train_mse.1 < fit.train_mse.0);
        let pst = layout::PST..layout::PST + 8 * 32;
        assert_eq!(fit.weights[pst.clone()], WEIGHTS[pst]);
        assert_ne!(fit.weights, WEIGHTS);

        let unknown = Settings { fixed: vec!["sorcery".into()], ..settings };
        assert!(fit_error(&texts, &unknown).contains("no term \"sorcery\""));
        assert!(fit_error(&[], &unknown).contains("no quiet S-Chess positions"));
    }

    #[test]
    fn reported_scores_on_another_scale_get_their_own_k() {
        let results: Vec<(f64, f64)> = (-20..=20).map(|i| f64::from(i) * 25.0).map(|x| (x, sigmoid(1.0, x))).collect();
        assert!((fit_score_k(&results) - 1.0).abs() < 1e-3);
        let doubled: Vec<(f64, f64)> = results.iter().map(|&(x, r)| (2.0 * x, r)).collect();
        assert!((fit_score_k(&doubled) - 0.5).abs() < 1e-3);
    }

    fn fit_error(texts: &[String], settings: &Settings) -> String {
        match fit(texts, &WEIGHTS, settings, &mut std::io::sink()) {
            Err(e) => e,
            Ok(_) => panic!("expected an error"),
        }
    }
}
