//! The S-Chess network (NNUE): 1044 inputs (piece × square, pieces in hand, open gates), each
//! seen from both sides, into one hidden layer of `HIDDEN` clipped-ReLU units per side, then
//! one output. The hidden layer is an accumulator the position holds and updates for every
//! piece put or taken, so evaluating costs only the output layer. While the network is off
//! the updates are skipped (they would cost the handcrafted search a tenth of its speed): the
//! accumulator is marked stale, and the first move played with the network on recomputes it.
//! It lives on the heap and is dropped while stale, so copy-make with the network off copies
//! no layer.
//! Integer inference: the accumulator in i16 at scale `QA`, output weights at scale `QB`. The
//! weights are trained by `nereid train` (src/analyse/train.rs) and embedded from
//! `seirawan.nnue`.

use super::position::Seirawan;
use super::types::Role;
use crate::core::Color;
use shakmaty::Square;
use std::sync::LazyLock;
use std::sync::atomic::{AtomicBool, Ordering};

/// Hidden units per side.
pub const HIDDEN: usize = 128;
const PIECE_FEATURES: usize = 2 * 8 * 64;
const HAND_BASE: usize = PIECE_FEATURES;
const GATE_BASE: usize = HAND_BASE + 4;
/// Input features: 1024 piece-squares, 4 hand pieces, 16 gate squares.
pub const INPUTS: usize = GATE_BASE + 16;
/// Scale of the input layer (the clipped ReLU clips at `QA`).
pub const QA: i32 = 255;
/// Scale of the output weights (fine enough that rounding them moves the evaluation by
/// a centipawn or two; |weight| ≤ 8 keeps them in i16).
pub const QB: i32 = 1024;
/// Centipawns per unit of the network's output.
pub const SCALE: i32 = 400;

const MAGIC: &[u8; 4] = b"NRDN";
const VERSION: u32 = 1;

/// The embedded network (`nereid train` writes this file).
static EMBEDDED: &[u8] = include_bytes!("seirawan.nnue");
static NETWORK: LazyLock<Network> = LazyLock::new(|| Network::from_bytes(EMBEDDED).expect("embedded network"));
static ENABLED: AtomicBool = AtomicBool::new(false);

/// Whether S-Chess positions are evaluated by the network (otherwise by the handcrafted
/// evaluation). The `Use NNUE` engine option.
pub fn enabled() -> bool {
    ENABLED.load(Ordering::Relaxed)
}
/// Switches the network on or off for every search that starts afterwards.
pub fn set_enabled(on: bool) {
    ENABLED.store(on, Ordering::Relaxed);
}

#[inline]
fn orient(perspective: Color, sq: Square) -> usize {
    if perspective.is_white() { sq as usize } else { sq as usize ^ 56 }
}

/// The input of a piece of `color` and `role` on `sq`, seen by `perspective` (whose own
/// pieces come first and whose board is seen from its own side).
#[inline]
pub fn piece_feature(perspective: Color, color: Color, role: Role, sq: Square) -> usize {
    (usize::from(color != perspective) * 8 + role as usize) * 64 + orient(perspective, sq)
}
/// The input "`color` has a piece in hand slot `slot`".
#[inline]
pub fn hand_feature(perspective: Color, color: Color, slot: usize) -> usize {
    HAND_BASE + usize::from(color != perspective) * 2 + slot
}
/// The input "gating is still open on `sq`" (a back-rank square).
#[inline]
pub fn gate_feature(perspective: Color, sq: Square) -> usize {
    let s = orient(perspective, sq);
    GATE_BASE + if s >= 56 { 8 } else { 0 } + (s & 7)
}

/// The same input on the board mirrored left to right (files a-h swapped): the rules are
/// symmetric that way, apart from which side the king castles to, which no input shows.
pub fn mirrored(feature: usize) -> usize {
    match feature {
        f if f < HAND_BASE => f ^ 7,
        f if f < GATE_BASE => f,
        f => GATE_BASE + ((f - GATE_BASE) ^ 7),
    }
}

/// The role-and-side part of a piece input (which side's piece, which role): 16 values,
/// or None for hand and gate inputs. Training shares what is learnt per piece across squares.
pub fn piece_kind(feature: usize) -> Option<usize> {
    (feature < HAND_BASE).then_some(feature / 64)
}

/// The active inputs of `pos` seen by `perspective`.
pub fn features(pos: &Seirawan, perspective: Color, out: &mut Vec<u16>) {
    out.clear();
    for (sq, color, role) in pos.board().iter() {
        out.push(piece_feature(perspective, color, role, sq) as u16);
    }
    for color in [Color::White, Color::Black] {
        for (slot, role) in Role::HAND.into_iter().enumerate() {
            if pos.in_hand(color, role) > 0 {
                out.push(hand_feature(perspective, color, slot) as u16);
            }
        }
        for sq in pos.gates(color) {
            out.push(gate_feature(perspective, sq) as u16);
        }
    }
}

impl Seirawan {
    /// Whether the accumulator is kept up to date and equals one computed from scratch.
    pub fn accumulator_is_fresh(&self) -> bool {
        matches!(&self.acc, Accumulator::Fresh(kept) if kept.0 == NETWORK.refresh(self).0)
    }
    /// The network's evaluation, centipawns for the side to move.
    pub fn network_evaluate(&self) -> i32 {
        match &self.acc {
            Accumulator::Fresh(units) => NETWORK.evaluate(units, self.turn),
            Accumulator::Stale => NETWORK.evaluate(&NETWORK.refresh(self), self.turn),
        }
    }
    /// Recomputes a stale accumulator if the network is on (after a move: the search's root
    /// may be stale, its children are then kept up to date from there).
    pub(super) fn catch_up_accumulator(&mut self) {
        if matches!(self.acc, Accumulator::Stale) && enabled() {
            self.acc = Accumulator::of(self);
        }
    }
}

/// A quantised network.
pub struct Network {
    /// Input weights, `HIDDEN` per input.
    input: Vec<[i16; HIDDEN]>,
    bias: [i16; HIDDEN],
    /// Output weights: the side to move's units, then the other side's.
    output: [i16; 2 * HIDDEN],
    /// Output bias at scale QA·QB.
    output_bias: i32,
}

impl Network {
    /// Builds a network from its weights at their scales.
    pub fn new(input: Vec<[i16; HIDDEN]>, bias: [i16; HIDDEN], output: [i16; 2 * HIDDEN], output_bias: i32) -> Self {
        assert_eq!(input.len(), INPUTS);
        Network { input, bias, output, output_bias }
    }

    /// Reads the file format: magic, version, inputs, hidden (u32 each), then the input
    /// weights, biases and output weights as i16 and the output bias as i32, little-endian.
    pub fn from_bytes(bytes: &[u8]) -> Result<Network, String> {
        let mut words = bytes.get(16..).ok_or("network file too short")?.chunks_exact(2);
        let header = |i: usize| u32::from_le_bytes(bytes[4 * i..4 * i + 4].try_into().expect("4 bytes"));
        if &bytes[..4] != MAGIC || header(1) != VERSION {
            return Err("not a Nereid network file (version 1)".into());
        }
        if header(2) as usize != INPUTS || header(3) as usize != HIDDEN {
            return Err(format!("network is {}x{}, this build needs {INPUTS}x{HIDDEN}", header(2), header(3)));
        }
        let expected = 16 + 2 * (INPUTS * HIDDEN + HIDDEN + 2 * HIDDEN) + 4;
        if bytes.len() != expected {
            return Err(format!("network file has {} bytes, expected {expected}", bytes.len()));
        }
        let mut next = || i16::from_le_bytes(words.next().expect("length checked").try_into().expect("2 bytes"));
        let mut input = vec![[0; HIDDEN]; INPUTS];
        for row in &mut input {
            row.fill_with(&mut next);
        }
        let mut bias = [0; HIDDEN];
        bias.fill_with(&mut next);
        let mut output = [0; 2 * HIDDEN];
        output.fill_with(&mut next);
        let output_bias = i32::from_le_bytes(bytes[expected - 4..].try_into().expect("4 bytes"));
        Ok(Network { input, bias, output, output_bias })
    }

    /// The file format read by `from_bytes`.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(16 + 2 * (INPUTS + 3) * HIDDEN + 4);
        out.extend_from_slice(MAGIC);
        for word in [VERSION, INPUTS as u32, HIDDEN as u32] {
            out.extend_from_slice(&word.to_le_bytes());
        }
        let weights = self.input.iter().flatten().chain(&self.bias).chain(&self.output);
        for w in weights {
            out.extend_from_slice(&w.to_le_bytes());
        }
        out.extend_from_slice(&self.output_bias.to_le_bytes());
        out
    }

    /// The hidden layer of `pos` computed from scratch.
    pub fn refresh(&self, pos: &Seirawan) -> Units {
        let mut units = Units([self.bias; 2]);
        let mut active = Vec::with_capacity(64);
        for perspective in [Color::White, Color::Black] {
            features(pos, perspective, &mut active);
            for &f in &active {
                add(&mut units.0[perspective as usize], &self.input[f as usize]);
            }
        }
        units
    }

    /// The evaluation in centipawns for the side to move `stm`.
    pub fn evaluate(&self, units: &Units, stm: Color) -> i32 {
        let (ours, theirs) = self.output.split_at(HIDDEN);
        let sum = dot(&units.0[stm as usize], ours) + dot(&units.0[stm.other() as usize], theirs);
        (i64::from(sum + self.output_bias) * i64::from(SCALE) / i64::from(QA * QB)) as i32
    }
}

/// Σ clamp(x, 0, QA) · w, written so the compiler vectorises it (pmaddwd).
#[inline]
fn dot(units: &[i16; HIDDEN], weights: &[i16]) -> i32 {
    units.iter().zip(weights).map(|(&x, &w)| i32::from(x.clamp(0, QA as i16)) * i32::from(w)).sum()
}

#[inline]
fn add(units: &mut [i16; HIDDEN], row: &[i16; HIDDEN]) {
    for (u, w) in units.iter_mut().zip(row) {
        *u = u.wrapping_add(*w);
    }
}
#[inline]
fn sub(units: &mut [i16; HIDDEN], row: &[i16; HIDDEN]) {
    for (u, w) in units.iter_mut().zip(row) {
        *u = u.wrapping_sub(*w);
    }
}

/// The hidden layer before its activation, for White's and Black's view (indexed by colour).
#[derive(Clone, Copy)]
pub struct Units([[i16; HIDDEN]; 2]);

/// The hidden layer kept up to date, or nothing once a change was skipped with the network
/// off. The layer lives on the heap: a position holds a pointer, not 512 bytes, so with the
/// network off copy-make copies a few bytes at every node (4 % of the handcrafted search's
/// instructions went to copying the layer); with it on, each copy allocates.
#[derive(Clone)]
pub enum Accumulator {
    /// Up to date with the position.
    Fresh(Box<Units>),
    /// Out of date: recomputed from the position when the network needs it.
    Stale,
}

/// Derived state: positions are equal whatever their accumulators hold.
impl PartialEq for Accumulator {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}
impl Eq for Accumulator {}

impl std::fmt::Debug for Accumulator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Accumulator")
    }
}

impl Accumulator {
    /// The accumulator of `pos` computed from scratch.
    pub fn of(pos: &Seirawan) -> Self {
        Accumulator::Fresh(Box::new(NETWORK.refresh(pos)))
    }
    /// Switches an input on (`on`) or off, `feature` giving its index per perspective; with
    /// the network off, marks the accumulator stale instead.
    #[inline]
    pub fn toggle(&mut self, on: bool, feature: impl Fn(Color) -> usize) {
        let Accumulator::Fresh(units) = self else {
            return;
        };
        if !enabled() {
            *self = Accumulator::Stale;
            return;
        }
        let net = &*NETWORK;
        for perspective in [Color::White, Color::Black] {
            let row = &net.input[feature(perspective)];
            let units = &mut units.0[perspective as usize];
            if on { add(units, row) } else { sub(units, row) }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rules;
    use crate::variants::Variant;

    #[test]
    fn the_embedded_network_is_a_trained_one() {
        assert!(NETWORK.input.iter().flatten().any(|&w| w != 0));
        assert_eq!(Network::from_bytes(EMBEDDED).unwrap().to_bytes(), EMBEDDED);
    }

    #[test]
    fn mirroring_is_an_involution_and_matches_a_mirrored_board() {
        assert!((0..INPUTS).all(|f| mirrored(mirrored(f)) == f));
        let pos = |fen| Seirawan::from_fen(Variant::Seirawan960, fen).unwrap();
        let a = pos("r3k2r/pp3ppp/2n5/8/3P4/5N2/PP3PPP/R3K2R[Hhe] w ABEFHabeh - 0 9");
        let b = pos("r2k3r/ppp3pp/5n2/8/4P3/2N5/PPP3PP/R2K3R[Hhe] w ADEHadeh - 0 9");
        for perspective in [Color::White, Color::Black] {
            let (mut fa, mut fb) = (Vec::new(), Vec::new());
            features(&a, perspective, &mut fa);
            features(&b, perspective, &mut fb);
            let mut fa: Vec<usize> = fa.into_iter().map(|f| mirrored(f.into())).collect();
            let mut fb: Vec<usize> = fb.into_iter().map(usize::from).collect();
            fa.sort_unstable();
            fb.sort_unstable();
            assert_eq!(fa, fb);
        }
    }

    #[test]
    fn both_sides_see_a_symmetric_position_alike() {
        let start = Seirawan::startpos(Variant::Seirawan);
        let passed = start.with_turn_passed();
        assert_eq!(start.network_evaluate(), passed.network_evaluate());
    }
}
