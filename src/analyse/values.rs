//! `nereid values --pgn FILE`: piece values measured from games. Every quiet position of every
//! game (the side to move not in check, the next move not a capture or promotion, past the
//! first plies) is a sample: the material difference per piece letter and the game's result.
//! A logistic model, expected score = 1 / (1 + 10^(-(Σ value·difference + tempo) / 400)), is
//! fitted by Newton's method on the log-likelihood (the Texel method without a search), so a
//! value is in centipawns of the Elo scale: +100 wins about 64% of the points. The positions
//! of one game share its result, so the standard errors are clustered by game (the sandwich
//! H⁻¹ (Σ_games g gᵀ) H⁻¹ with g a game's gradient), not counted as independent samples.
//!
//! Material is read from the position's FEN, so this works for every variant: letters on the
//! board (upper case White, lower case Black; state in braces skipped) and, for Seachess,
//! the mines and submerged submarines of its extra fields (`M@7`, `S@8`).

use super::review::{read_moves, start_position};
use crate::core::Rules;
use crate::referee::pgn::{self, PgnGame};
use crate::variants::Variant;
use crate::with_variant;
use std::collections::BTreeMap;
use std::io::Write;

/// ln(10) / 400: from centipawns of the Elo scale to the logistic's argument.
const SCALE: f64 = std::f64::consts::LN_10 / 400.0;
/// A weak pull of every value toward 0 (centipawns² per sample set), so a letter that
/// hardly ever differs stays finite.
const RIDGE: f64 = 1e-6;

/// One quiet position: material differences (White minus Black) per feature, White to move,
/// and the game's result for White (1, 0.5, 0).
struct Sample {
    game: usize,
    differences: Vec<(usize, f64)>,
    white_to_move: bool,
    result: f64,
}

/// The fitted values.
pub struct Fit {
    /// Feature names: a piece letter, or `X@n` for a letter in the FEN's n-th field.
    pub names: Vec<String>,
    /// Value per feature, centipawns.
    pub values: Vec<f64>,
    /// Standard error per feature, centipawns.
    pub errors: Vec<f64>,
    /// The side to move's edge, centipawns, and its standard error.
    pub tempo: (f64, f64),
    /// How often each feature differed between the sides in the samples.
    pub seen: Vec<usize>,
    /// Games read.
    pub games: usize,
    /// Quiet positions used.
    pub positions: usize,
}

/// Material per feature: White's count minus Black's.
type Material = BTreeMap<String, i32>;

/// The material of a FEN.
fn material(fen: &str) -> Material {
    let mut counts = BTreeMap::new();
    let mut fields = fen.split_whitespace();
    let mut depth = 0;
    for c in fields.next().unwrap_or("").chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            c if depth == 0 && c.is_ascii_alphabetic() => {
                *counts.entry(c.to_ascii_uppercase().to_string()).or_insert(0) +=
                    if c.is_ascii_uppercase() { 1 } else { -1 };
            }
            _ => {}
        }
    }
    // Extra fields after the six of a FEN: comma-separated items led by a piece letter.
    for (i, field) in fields.enumerate().skip(5) {
        for item in field.split(',') {
            if let Some(c) = item.chars().next().filter(char::is_ascii_alphabetic) {
                let name = format!("{}@{}", c.to_ascii_uppercase(), i + 2);
                *counts.entry(name).or_insert(0) += if c.is_ascii_uppercase() { 1 } else { -1 };
            }
        }
    }
    counts
}

/// Total pieces of a FEN's board (both sides), to see captures.
fn piece_count(fen: &str) -> usize {
    let mut depth = 0;
    fen.split_whitespace()
        .next()
        .unwrap_or("")
        .chars()
        .filter(|&c| {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ => {}
            }
            depth == 0 && c.is_ascii_alphabetic()
        })
        .count()
}

/// The quiet positions of one game as (material, White to move).
fn game_positions<P: Rules>(variant: Variant, game: &PgnGame, skip: usize) -> Result<Vec<(Material, bool)>, String> {
    let start: P = start_position(variant, game).map_err(|e| format!("bad FEN tag: {e}"))?;
    let (positions, _, error) = read_moves(start, &game.moves);
    if let Some(e) = error {
        return Err(e.to_string());
    }
    let fens: Vec<String> = positions.iter().map(Rules::fen).collect();
    let mut out = Vec::new();
    for (i, pos) in positions.iter().enumerate().skip(skip) {
        let Some(next) = fens.get(i + 1) else { break };
        let material_now = material(&fens[i]);
        if pos.in_check() || piece_count(next) != piece_count(&fens[i]) || material(next) != material_now {
            continue;
        }
        out.push((material_now, pos.side_to_move() == crate::core::Color::White));
    }
    Ok(out)
}

/// Reads the games and fits the values; `skip` plies of each game are left out.
pub fn fit(pgn_text: &str, default_variant: Variant, skip: usize) -> Result<Fit, String> {
    let games = pgn::parse(pgn_text);
    let mut names: Vec<String> = Vec::new();
    let mut samples = Vec::new();
    let mut used = 0;
    for (n, game) in games.iter().enumerate() {
        let Some(result) = game.white_result() else { continue };
        let variant = match game.tag("Variant") {
            Some(v) => v.parse().map_err(|e| format!("game {}: {e}", n + 1))?,
            None => default_variant,
        };
        let positions = with_variant!(variant, P => game_positions::<P>(variant, game, skip))
            .map_err(|e| format!("game {}: {e}", n + 1))?;
        used += 1;
        for (material, white_to_move) in positions {
            let mut differences = Vec::new();
            for (name, d) in material {
                let index = match names.iter().position(|n| *n == name) {
                    Some(i) => i,
                    None => {
                        names.push(name);
                        names.len() - 1
                    }
                };
                if d != 0 {
                    differences.push((index, f64::from(d)));
                }
            }
            samples.push(Sample { game: used, differences, white_to_move, result });
        }
    }
    if samples.is_empty() {
        return Err("no quiet positions with a result in the PGN".into());
    }
    let (values, errors) = newton(&samples, names.len());
    let k = names.len();
    let mut seen = vec![0; k];
    for s in &samples {
        for &(i, _) in &s.differences {
            seen[i] += 1;
        }
    }
    // Sort by name for a stable table.
    let mut order: Vec<usize> = (0..k).collect();
    order.sort_by(|&a, &b| names[a].cmp(&names[b]));
    Ok(Fit {
        names: order.iter().map(|&i| names[i].clone()).collect(),
        values: order.iter().map(|&i| values[i]).collect(),
        errors: order.iter().map(|&i| errors[i]).collect(),
        tempo: (values[k], errors[k]),
        seen: order.iter().map(|&i| seen[i]).collect(),
        games: used,
        positions: samples.len(),
    })
}

/// Newton's method on the ridge-penalised log-likelihood; the last parameter is the tempo.
/// Returns the values and their standard errors, in centipawns.
fn newton(samples: &[Sample], k: usize) -> (Vec<f64>, Vec<f64>) {
    let n = k + 1;
    let mut w = vec![0.0; n];
    let features = |s: &Sample| -> Vec<(usize, f64)> {
        let mut f = s.differences.clone();
        f.push((k, if s.white_to_move { 1.0 } else { -1.0 }));
        f
    };
    let mut hessian = vec![vec![0.0; n]; n];
    for _ in 0..50 {
        let mut gradient = vec![0.0; n];
        hessian = vec![vec![0.0; n]; n];
        for s in samples {
            let f = features(s);
            let z: f64 = f.iter().map(|&(i, x)| w[i] * x).sum::<f64>() * SCALE;
            let p = 1.0 / (1.0 + (-z).exp());
            for &(i, xi) in &f {
                gradient[i] += (s.result - p) * xi * SCALE;
                for &(j, xj) in &f {
                    hessian[i][j] += p * (1.0 - p) * xi * xj * SCALE * SCALE;
                }
            }
        }
        let ridge = RIDGE * samples.len() as f64 * SCALE * SCALE;
        for i in 0..n {
            gradient[i] -= ridge * w[i];
            hessian[i][i] += ridge;
        }
        let step = solve(&hessian, &gradient);
        let size: f64 = step.iter().map(|s| s.abs()).fold(0.0, f64::max);
        for i in 0..n {
            w[i] += step[i];
        }
        if size < 1e-3 {
            break;
        }
    }
    // The sandwich: H⁻¹ B H⁻¹ with B the sum over games of the outer products of their scores.
    let games = samples.iter().map(|s| s.game + 1).max().unwrap_or(0);
    let mut per_game = vec![vec![0.0; n]; games];
    for s in samples {
        let f = features(s);
        let z: f64 = f.iter().map(|&(i, x)| w[i] * x).sum::<f64>() * SCALE;
        let p = 1.0 / (1.0 + (-z).exp());
        for &(i, xi) in &f {
            per_game[s.game][i] += (s.result - p) * xi * SCALE;
        }
    }
    let inverse: Vec<Vec<f64>> = (0..n)
        .map(|i| {
            let mut unit = vec![0.0; n];
            unit[i] = 1.0;
            solve(&hessian, &unit)
        })
        .collect();
    let errors = (0..n)
        .map(|i| {
            // Var(w_i) = Σ_games (row i of H⁻¹ · g)².
            per_game
                .iter()
                .map(|g| inverse[i].iter().zip(g).map(|(a, b)| a * b).sum::<f64>().powi(2))
                .sum::<f64>()
                .sqrt()
        })
        .collect();
    (w, errors)
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting (a is small and positive
/// definite here).
fn solve(a: &[Vec<f64>], b: &[f64]) -> Vec<f64> {
    let n = b.len();
    let mut m: Vec<Vec<f64>> = a.iter().zip(b).map(|(row, &bi)| row.iter().copied().chain([bi]).collect()).collect();
    for col in 0..n {
        let pivot = (col..n).max_by(|&x, &y| m[x][col].abs().total_cmp(&m[y][col].abs())).unwrap_or(col);
        m.swap(col, pivot);
        let p = m[col][col];
        if p.abs() < 1e-300 {
            continue;
        }
        let pivot_row = m[col].clone();
        for (row, r) in m.iter_mut().enumerate() {
            let factor = r[col] / p;
            if row != col && factor != 0.0 {
                for (x, y) in r.iter_mut().zip(&pivot_row).skip(col) {
                    *x -= factor * y;
                }
            }
        }
    }
    (0..n).map(|i| if m[i][i].abs() < 1e-300 { 0.0 } else { m[i][n] / m[i][i] }).collect()
}

/// Writes the fit as a table.
pub fn report(fit: &Fit, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(out, "{} games, {} quiet positions", fit.games, fit.positions)?;
    writeln!(out, "{:<8} {:>8} {:>8} {:>9}", "piece", "value", "± error", "differs")?;
    for i in 0..fit.names.len() {
        writeln!(out, "{:<8} {:>8.0} {:>8.0} {:>9}", fit.names[i], fit.values[i], fit.errors[i], fit.seen[i])?;
    }
    writeln!(out, "{:<8} {:>8.0} {:>8.0}", "tempo", fit.tempo.0, fit.tempo.1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn material_reads_board_letters_and_extra_fields() {
        let m = material("4k3/8/12/12/12/6d5/4b7/2c9/3B8/12/8/4K3 w - - 0 1 Mf8,md4,mc3 Se6:2");
        assert_eq!(m["B"], 0);
        assert_eq!(m["D"], -1);
        assert_eq!(m["C"], -1);
        assert_eq!(m["M@7"], -1);
        assert_eq!(m["S@8"], 1);
        let m = material("4k3/8/12/12/12/12/12/12/12/12/7T{s-}/4K3 b - - 0 1 - -");
        assert_eq!((m["T"], m.get("S")), (1, None));
    }

    #[test]
    fn fits_a_known_value() {
        // Positions where White is a Queen up win 9 of 10; level material draws.
        let mut pgn = String::new();
        for (i, result) in ["1-0", "1-0", "1-0", "1-0", "1-0", "1-0", "1-0", "1-0", "1-0", "0-1"].iter().enumerate() {
            let fen = if i % 2 == 0 { "4k3/8/8/8/8/8/8/3QK3 w - - 0 1" } else { "3qk3/8/8/8/8/8/8/3QK3 w - - 0 1" };
            pgn.push_str(&format!(
                "[Variant \"chess\"]\n[FEN \"{fen}\"]\n[Result \"{result}\"]\n\n1. Kf2 Kf7 2. Ke1 Ke8 {result}\n\n"
            ));
        }
        let fit = fit(&pgn, Variant::Chess, 0).unwrap();
        let q = fit.names.iter().position(|n| n == "Q").unwrap();
        // Queen-up positions: all 5 games won, so the value is large and positive.
        assert!(fit.values[q] > 300.0, "{}", fit.values[q]);
        assert!(fit.errors[q] > 0.0);
    }
}
