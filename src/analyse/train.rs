//! `nereid train --pgn FILE... --out seirawan.nnue`: trains the S-Chess network
//! (`variants::seirawan::nnue`) on the quiet positions of Nereid's own games, as `nereid
//! datagen` writes them. Each position's target is a blend of the game's result and the
//! score the engine reported there, both as an expected score 1 / (1 + 10^(-K·cp/400)), with
//! K fitted to the handcrafted evaluation so the network keeps the search's centipawn scale.
//! Mini-batch Adam on the squared error in f32; a batch's gradient is summed over a fixed
//! number of slices in a fixed order, so the result does not depend on the thread count.
//! Every tenth game is held out and scored against results alone, beside the handcrafted
//! evaluation's error on the same positions. The trained weights are clipped so they fit
//! the integer network and written in its file format.

use super::tune::{fit_score_k, golden_section, quiet_positions, sigmoid};
use crate::core::{Color, Rules};
use crate::variants::seirawan::Seirawan;
use crate::variants::seirawan::nnue::{self, HIDDEN, INPUTS, Network, QA, QB};
use rayon::prelude::*;
use std::io::Write;

/// What to train and how long.
#[derive(Clone, Debug)]
pub struct Settings {
    /// Leave out this many plies at the start of each game (random openings).
    pub skip: usize,
    /// Passes over the training positions.
    pub epochs: usize,
    /// Adam's step size; it drops tenfold for the last quarter of the epochs.
    pub rate: f32,
    /// Positions per step.
    pub batch: usize,
    /// Share of the target taken from the reported score, where there is one.
    pub score_weight: f64,
    /// Decoupled weight decay of the input weights (AdamW), per step and unit of rate.
    pub decay: f32,
    /// Also train on every position mirrored left to right.
    pub mirror: bool,
    /// Seed of the initial weights and the shuffling.
    pub seed: u64,
}

impl Default for Settings {
    fn default() -> Self {
        Settings { skip: 8, epochs: 30, rate: 0.001, batch: 4096, score_weight: 0.5, decay: 0.0, mirror: true, seed: 1 }
    }
}

/// Extra inputs during training, one per piece kind (side and role), active beside each of its
/// piece-square inputs: what holds for a piece anywhere is learnt from every square at once.
/// They fold into the piece-square weights when the network is written.
const FACTORS: usize = 16;
// Layout of the flat parameter vector.
const W1: usize = 0;
const B1: usize = W1 + (INPUTS + FACTORS) * HIDDEN;
const W2: usize = B1 + HIDDEN;
const B2: usize = W2 + 2 * HIDDEN;
const PARAMS: usize = B2 + 1;
/// Input weights and biases stay within this, so an accumulator of ~40 inputs fits in i16.
const CLIP_INPUT: f32 = 1.98;
/// Output weights stay within this.
const CLIP_OUTPUT: f32 = 8.0;
/// Slices per batch whose gradients are summed in order.
const SLICES: usize = 8;

/// Training positions: for each, its inputs from White's view then Black's (the same count).
#[derive(Default)]
struct Data {
    features: Vec<u16>,
    /// Start of each position's inputs in `features`, plus one past the end.
    offsets: Vec<u32>,
    white_to_move: Vec<bool>,
    /// Expected score for the side to move.
    target: Vec<f32>,
}

impl Data {
    /// Adds `pos` (and its mirror image if `mirror`) with the expected score for White.
    fn push(&mut self, pos: &Seirawan, target_white: f64, mirror: bool, buf: &mut Vec<u16>) {
        if self.offsets.is_empty() {
            self.offsets.push(0);
        }
        let white = pos.side_to_move() == Color::White;
        let views = [Color::White, Color::Black].map(|perspective| {
            nnue::features(pos, perspective, buf);
            buf.clone()
        });
        for flip in [false, true].into_iter().take(1 + usize::from(mirror)) {
            for view in &views {
                let inputs = view.iter().map(|&f| if flip { nnue::mirrored(f.into()) as u16 } else { f });
                let factors = inputs.clone().filter_map(|f| nnue::piece_kind(f.into())).map(|k| (INPUTS + k) as u16);
                self.features.extend(inputs.chain(factors));
            }
            self.offsets.push(self.features.len() as u32);
            self.white_to_move.push(white);
            self.target.push(if white { target_white } else { 1.0 - target_white } as f32);
        }
    }
    fn len(&self) -> usize {
        self.target.len()
    }
    /// The inputs of position `i`: the side to move's view, then the other's.
    fn inputs(&self, i: usize) -> (&[u16], &[u16]) {
        let (start, end) = (self.offsets[i] as usize, self.offsets[i + 1] as usize);
        let (white, black) = self.features[start..end].split_at((end - start) / 2);
        if self.white_to_move[i] { (white, black) } else { (black, white) }
    }
}

/// The network's output for the inputs `ours` and `theirs`, in units of `nnue::SCALE`
/// centipawns, with the two accumulators before activation.
fn forward(p: &[f32], ours: &[u16], theirs: &[u16]) -> (f32, [[f32; HIDDEN]; 2]) {
    let mut acc = [[0f32; HIDDEN]; 2];
    for (units, inputs) in acc.iter_mut().zip([ours, theirs]) {
        units.copy_from_slice(&p[B1..B1 + HIDDEN]);
        for &f in inputs {
            let row = &p[W1 + f as usize * HIDDEN..][..HIDDEN];
            units.iter_mut().zip(row).for_each(|(u, w)| *u += w);
        }
    }
    let mut out = p[B2];
    for (side, units) in acc.iter().enumerate() {
        let w2 = &p[W2 + side * HIDDEN..][..HIDDEN];
        out += units.iter().zip(w2).map(|(u, w)| u.clamp(0.0, 1.0) * w).sum::<f32>();
    }
    (out, acc)
}

/// Factor from the network's output to the exponent of the expected score: 10^(K·cp/400).
fn slope(k: f64) -> f32 {
    (k * std::f64::consts::LN_10 * f64::from(nnue::SCALE) / 400.0) as f32
}

fn predict(out: f32, slope: f32) -> f32 {
    1.0 / (1.0 + (-out * slope).exp())
}

/// Adds the gradient of the squared error of the positions `order` to `g`; returns their error sum.
fn gradient(p: &[f32], data: &Data, order: &[u32], slope: f32, g: &mut [f32]) -> f64 {
    let mut loss = 0.0;
    for &i in order {
        let i = i as usize;
        let (ours, theirs) = data.inputs(i);
        let (out, acc) = forward(p, ours, theirs);
        let pred = predict(out, slope);
        let err = pred - data.target[i];
        loss += f64::from(err * err);
        let d_out = 2.0 * err * pred * (1.0 - pred) * slope;
        g[B2] += d_out;
        for (side, (units, inputs)) in acc.iter().zip([ours, theirs]).enumerate() {
            let mut d_units = [0f32; HIDDEN];
            for (j, &u) in units.iter().enumerate() {
                g[W2 + side * HIDDEN + j] += d_out * u.clamp(0.0, 1.0);
                if u > 0.0 && u < 1.0 {
                    d_units[j] = d_out * p[W2 + side * HIDDEN + j];
                }
            }
            g[B1..B1 + HIDDEN].iter_mut().zip(&d_units).for_each(|(g, d)| *g += d);
            for &f in inputs {
                let row = &mut g[W1 + f as usize * HIDDEN..][..HIDDEN];
                row.iter_mut().zip(&d_units).for_each(|(g, d)| *g += d);
            }
        }
    }
    loss
}

/// Mean squared error of the network `p` on `data`.
fn error(p: &[f32], data: &Data, slope: f32) -> f64 {
    let sum: f64 = (0..data.len())
        .into_par_iter()
        .map(|i| {
            let (ours, theirs) = data.inputs(i);
            f64::from((predict(forward(p, ours, theirs).0, slope) - data.target[i]).powi(2))
        })
        .sum();
    sum / data.len().max(1) as f64
}

/// A small deterministic generator (xorshift64*).
struct Random(u64);
impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// Uniform in (-a, a).
    fn uniform(&mut self, a: f32) -> f32 {
        ((self.next() >> 40) as f32 / (1u64 << 24) as f32 * 2.0 - 1.0) * a
    }
}

/// The float weights rounded into the integer network, the piece-kind factors folded in.
fn quantise(p: &[f32]) -> Network {
    let q = |x: f32, scale: i32| (x * scale as f32).round() as i16;
    let row = |f: usize| &p[W1 + f * HIDDEN..][..HIDDEN];
    let input = (0..INPUTS)
        .map(|f| {
            let factor = nnue::piece_kind(f).map(|k| row(INPUTS + k));
            std::array::from_fn(|j| q(row(f)[j] + factor.map_or(0.0, |r| r[j]), QA))
        })
        .collect();
    let bias = std::array::from_fn(|j| q(p[B1 + j], QA));
    let output = std::array::from_fn(|j| q(p[W2 + j], QB));
    Network::new(input, bias, output, (p[B2] * (QA * QB) as f32).round() as i32)
}

/// What a training run did.
pub struct Trained {
    /// The network.
    pub network: Network,
    /// Games read; training and held-out positions.
    pub games: usize,
    /// See `games`.
    pub train: usize,
    /// See `games`.
    pub held_out: usize,
    /// K fitted to the handcrafted evaluation.
    pub k: f64,
    /// Held-out mean squared error against results: handcrafted evaluation, then network.
    pub held_out_mse: (f64, f64),
}

/// Reads the S-Chess games of `pgn_texts` and trains a network from random weights.
pub fn train(pgn_texts: &[String], settings: &Settings, log: &mut dyn Write) -> Result<Trained, String> {
    let mut train = Data::default();
    let mut held_out = Data::default();
    // For K and the baseline: handcrafted evaluation (White's view), result, score.
    let mut labels: Vec<(f64, f64, Option<f64>)> = Vec::new();
    let mut held_out_labels = Vec::new();
    let mut count = 0;
    let mut buf = Vec::with_capacity(64);
    let games = quiet_positions(pgn_texts, settings.skip, |quiet| {
        count += 1;
        let held = count % 10 == 0;
        // Held-out positions are not mirrored; each training label stands for both images.
        let mirror = settings.mirror && !held;
        let (data, labels) = if held { (&mut held_out, &mut held_out_labels) } else { (&mut train, &mut labels) };
        for q in quiet {
            let white = if q.pos.side_to_move() == Color::White { 1 } else { -1 };
            let label = (f64::from(white * q.pos.evaluate()), q.result, q.score);
            data.push(&q.pos, q.result, mirror, &mut buf);
            labels.extend(std::iter::repeat_n(label, 1 + usize::from(mirror)));
        }
    })?;
    if train.len() == 0 {
        return Err("no quiet S-Chess positions with a result in the PGN".into());
    }
    let hce_mse = |labels: &[(f64, f64, Option<f64>)], k: f64| {
        labels.iter().map(|&(e, r, _)| (sigmoid(k, e) - r).powi(2)).sum::<f64>() / labels.len().max(1) as f64
    };
    let k = golden_section(|k| hce_mse(&labels, k), 0.05, 5.0);
    // The scores' own K, as in `tune`: another engine's centipawns need not be on this scale.
    let reported: Vec<(f64, f64)> = labels.iter().filter_map(|&(_, r, s)| Some((s?, r))).collect();
    let k_score = fit_score_k(&reported);
    // Held-out positions keep the result as target: predicting results is what counts.
    let mut scored = 0;
    for (i, &(_, result, score)) in labels.iter().enumerate() {
        if let Some(s) = score {
            let t = (1.0 - settings.score_weight) * result + settings.score_weight * sigmoid(k_score, s);
            train.target[i] = if train.white_to_move[i] { t } else { 1.0 - t } as f32;
            scored += 1;
        }
    }
    let baseline = hce_mse(&held_out_labels, k);
    let _ = writeln!(
        log,
        "{games} games, {} training and {} held-out positions ({scored} with a score); K = {k:.3}, scores' K = {k_score:.3}; \
         handcrafted evaluation's held-out mse {baseline:.6}",
        train.len(),
        held_out.len()
    );

    let mut rng = Random(settings.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut p = vec![0f32; PARAMS];
    p[W1..B1].iter_mut().for_each(|w| *w = rng.uniform(0.1));
    p[B1..W2].iter_mut().for_each(|b| *b = 0.1);
    p[W2..B2].iter_mut().for_each(|w| *w = rng.uniform(1.0 / (HIDDEN as f32).sqrt()));
    let (mut m, mut v) = (vec![0f32; PARAMS], vec![0f32; PARAMS]);
    let (beta1, beta2) = (0.9f32, 0.999f32);
    let slope = slope(k);
    let mut order: Vec<u32> = (0..train.len() as u32).collect();
    let mut step = 0;
    let mut held_out_mse = None;
    for epoch in 1..=settings.epochs {
        for i in (1..order.len()).rev() {
            order.swap(i, (rng.next() % (i as u64 + 1)) as usize);
        }
        let rate = if epoch * 4 > settings.epochs * 3 { settings.rate / 10.0 } else { settings.rate };
        let mut loss = 0.0;
        for batch in order.chunks(settings.batch.max(SLICES)) {
            let slice = batch.len().div_ceil(SLICES);
            let parts: Vec<(Vec<f32>, f64)> = batch
                .par_chunks(slice)
                .map(|part| {
                    let mut g = vec![0f32; PARAMS];
                    let loss = gradient(&p, &train, part, slope, &mut g);
                    (g, loss)
                })
                .collect();
            let mut g = vec![0f32; PARAMS];
            for (part, part_loss) in &parts {
                g.iter_mut().zip(part).for_each(|(g, x)| *g += x);
                loss += part_loss;
            }
            step += 1;
            let n = batch.len() as f32;
            let (c1, c2) = (1.0 - beta1.powi(step), 1.0 - beta2.powi(step));
            for (i, g) in g.iter().enumerate() {
                let g = g / n;
                m[i] = beta1 * m[i] + (1.0 - beta1) * g;
                v[i] = beta2 * v[i] + (1.0 - beta2) * g * g;
                p[i] -= rate * (m[i] / c1) / ((v[i] / c2).sqrt() + 1e-8);
                if i < B1 {
                    p[i] -= rate * settings.decay * p[i];
                }
                let clip = if i < W2 { CLIP_INPUT } else { CLIP_OUTPUT };
                p[i] = p[i].clamp(-clip, clip);
            }
        }
        let held = error(&p, &held_out, slope);
        held_out_mse = Some(held);
        let _ = writeln!(log, "epoch {epoch}: training mse {:.6}, held-out mse {held:.6}", loss / train.len() as f64);
    }
    Ok(Trained {
        network: quantise(&p),
        games,
        train: train.len(),
        held_out: held_out.len(),
        k,
        held_out_mse: (baseline, held_out_mse.unwrap_or_else(|| error(&p, &held_out, slope))),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variants::Variant;

    #[test]
    fn the_integer_network_computes_what_the_float_one_does() {
        let mut rng = Random(7);
        let mut p = vec![0f32; PARAMS];
        p.iter_mut().for_each(|w| *w = rng.uniform(0.3));
        let net = quantise(&p);
        let fens = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1",
            "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R[Hhe] b KQkq - 0 5",
            "6k1/5ppp/8/3N4/8/8/5PPP/2R3K1[e] b - - 0 30",
        ];
        let mut buf = Vec::new();
        for fen in fens {
            let pos = Seirawan::from_fen(Variant::Seirawan, fen).unwrap();
            let mut data = Data::default();
            data.push(&pos, 0.5, false, &mut buf);
            let (ours, theirs) = data.inputs(0);
            let float = forward(&p, ours, theirs).0 * nnue::SCALE as f32;
            let int = net.evaluate(&net.refresh(&pos), pos.side_to_move());
            assert!((float - int as f32).abs() < 6.0, "{fen}: float {float}, integer {int}");
        }
    }

    #[test]
    fn the_file_format_round_trips() {
        let mut rng = Random(3);
        let mut p = vec![0f32; PARAMS];
        p.iter_mut().for_each(|w| *w = rng.uniform(1.0));
        let bytes = quantise(&p).to_bytes();
        assert_eq!(Network::from_bytes(&bytes).unwrap().to_bytes(), bytes);
        assert!(Network::from_bytes(&bytes[..bytes.len() - 1]).is_err());
        assert!(Network::from_bytes(b"NRDN").is_err());
    }

    #[test]
    fn training_lowers_the_error_and_does_not_depend_on_the_thread_count() {
        let games = [
            "[Variant \"seirawan\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n",
            "[Variant \"seirawan\"]\n[Result \"0-1\"]\n\n1. f3 {+0.10/5 0.1s} e5 {+0.50/5 0.1s} 2. g4 Qh4# 0-1\n",
        ];
        let texts: Vec<String> = games.iter().map(|g| g.to_string()).collect();
        let settings = Settings { skip: 0, epochs: 20, batch: 4, ..Settings::default() };
        let run = |threads: usize| {
            let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
            pool.install(|| train(&texts, &settings, &mut std::io::sink()).unwrap())
        };
        let one = run(1);
        assert_eq!(one.games, 2);
        assert!(one.train > 0);
        assert_eq!(one.network.to_bytes(), run(2).network.to_bytes());
        let mut log = Vec::new();
        train(&texts, &settings, &mut log).unwrap();
        let log = String::from_utf8(log).unwrap();
        let mse = |line: &str| -> f64 { line.split("training mse ").nth(1).unwrap()[..8].parse().unwrap() };
        let epochs: Vec<&str> = log.lines().filter(|l| l.starts_with("epoch")).collect();
        assert!(mse(epochs[epochs.len() - 1]) < mse(epochs[0]), "{log}");
    }
}
