//! Move-generator speed: perft from fixed positions, single-threaded, with divan
//! (https://github.com/nvzqz/divan). Each benchmark reports leaf nodes per second through
//! divan's item counter; the node count is computed once before timing.
//!
//! Run with `cargo bench --bench perft`.

use divan::counter::ItemsCount;
use divan::{Bencher, black_box};
use nereid::core::{MoveList, Rules, perft};
use nereid::variants::Variant;
use nereid::variants::aquachess::Aquachess;
use nereid::variants::chess::Chess;
use nereid::variants::quake::Quake;
use nereid::variants::seachess::Seachess;
use nereid::variants::seirawan::Seirawan;

fn main() {
    divan::main();
}

/// Random-game middlegames from `tests/data/seirawan.epd` (Fairy-Stockfish counts).
const SEIRAWAN_MIDDLEGAME: &str = "r1bqkbhr/ppp1p1pp/3p1p1n/7e/3P4/N1P1PP2/nPQ1NKPP/RHB2BER[] w kq - 0 10";
const SEIRAWAN_GATING: &str = "rnbqk1nr/pppp1ppp/4p3/8/1b2P3/7N/PPPP1PPP/RNBQKBER[Heh] w KQBCDFkqbcdg - 1 3";

/// Perft without bulk counting: every leaf is made with `play`, so this measures
/// make-move as well as generation.
fn perft_make_all<P: Rules>(pos: &P, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    moves.iter().map(|&m| perft_make_all(&pos.play(m), depth - 1)).sum()
}

fn bench_perft<P: Rules>(bencher: Bencher, pos: P, depth: u32) {
    let nodes = perft(&pos, depth);
    bencher.counter(ItemsCount::new(nodes)).bench(|| perft(black_box(&pos), black_box(depth)));
}

fn seirawan(fen: &str) -> Seirawan {
    Seirawan::from_fen(Variant::Seirawan, fen).expect("benchmark FEN")
}

#[divan::bench(sample_count = 10, sample_size = 1)]
fn seirawan_start_depth_5(bencher: Bencher) {
    bench_perft(bencher, Seirawan::startpos(Variant::Seirawan), 5);
}

#[divan::bench(sample_count = 20, sample_size = 1)]
fn seirawan_middlegame_depth_4(bencher: Bencher) {
    bench_perft(bencher, seirawan(SEIRAWAN_MIDDLEGAME), 4);
}

#[divan::bench(sample_count = 20, sample_size = 1)]
fn seirawan_gating_middlegame_depth_4(bencher: Bencher) {
    bench_perft(bencher, seirawan(SEIRAWAN_GATING), 4);
}

/// Every leaf made: generation plus copy-make.
#[divan::bench(sample_count = 10, sample_size = 1)]
fn seirawan_start_depth_4_make_all(bencher: Bencher) {
    let pos = Seirawan::startpos(Variant::Seirawan);
    let nodes = perft_make_all(&pos, 4);
    bencher.counter(ItemsCount::new(nodes)).bench(|| perft_make_all(black_box(&pos), black_box(4)));
}

/// A Seachess middlegame with mines, submerged subs, an aircraft aloft and unloaded ships.
const SEACHESS_MIDDLEGAME: &str =
    "c{-}s{8}dakd1t{e-}/bbb1bbbb/12/5s{3}6/12/3D8/12/4B7/6A{f}5/12/BBB1BB1B/C1D1KDST w Tc - 4 12 Me6,md7 Sf6:1,sh4:3";
/// A quieter Seachess middlegame: Black to move, mines and subs on both sides.
const SEACHESS_SUBS: &str =
    "1s{6}dak1st/bb1bb1bb/3b8/12/2S{7}9/12/12/7C{-}4/12/2D9/BB1BBBBB/C1DAK1ST b CT - 0 9 mg5 sd8:0,Sj9:2";

fn seachess(fen: &str) -> Seachess {
    Seachess::from_fen(Variant::Seachess, fen).expect("benchmark FEN")
}

#[divan::bench(sample_count = 10, sample_size = 1)]
fn seachess_start_depth_5(bencher: Bencher) {
    bench_perft(bencher, Seachess::startpos(Variant::Seachess), 5);
}

#[divan::bench(sample_count = 10, sample_size = 1)]
fn seachess_middlegame_depth_4(bencher: Bencher) {
    bench_perft(bencher, seachess(SEACHESS_MIDDLEGAME), 4);
}

#[divan::bench(sample_count = 10, sample_size = 1)]
fn seachess_subs_depth_4(bencher: Bencher) {
    bench_perft(bencher, seachess(SEACHESS_SUBS), 4);
}

/// Every leaf made: generation plus copy-make.
#[divan::bench(sample_count = 10, sample_size = 1)]
fn seachess_start_depth_4_make_all(bencher: Bencher) {
    let pos = Seachess::startpos(Variant::Seachess);
    let nodes = perft_make_all(&pos, 4);
    bencher.counter(ItemsCount::new(nodes)).bench(|| perft_make_all(black_box(&pos), black_box(4)));
}

/// Standard chess on shakmaty, for comparison.
#[divan::bench(sample_count = 20, sample_size = 1)]
fn chess_start_depth_5(bencher: Bencher) {
    bench_perft(bencher, Chess::startpos(Variant::Chess), 5);
}

/// Aquachess from the start: 122 moves a side, most of them across levels.
#[divan::bench(sample_count = 20, sample_size = 1)]
fn aquachess_start_depth_3(bencher: Bencher) {
    bench_perft(bencher, Aquachess::startpos(Variant::Aquachess), 3);
}

/// Quake Chess (hunter/carrier set) from the start: every node tries four quakes, each
/// tested against the shape rules.
#[divan::bench(sample_count = 20, sample_size = 1)]
fn quake_start_depth_5(bencher: Bencher) {
    bench_perft(bencher, Quake::startpos(Variant::Quake), 5);
}

/// Quake Chess, orthodox set, from the start.
#[divan::bench(sample_count = 20, sample_size = 1)]
fn quakedf_start_depth_5(bencher: Bencher) {
    bench_perft(bencher, Quake::startpos(Variant::QuakeDf), 5);
}

/// A Quake middlegame with pieces in both hands: drops on every empty cell.
#[divan::bench(sample_count = 20, sample_size = 1)]
fn quake_drops_depth_4(bencher: Bencher) {
    let pos = Quake::from_fen(Variant::Quake, QUAKE_DROPS).expect("bench FEN");
    bench_perft(bencher, pos, 4);
}

/// A middlegame from Nereid self-play after three quakes and exchanges: a BN and pawns in
/// both hands.
const QUAKE_DROPS: &str = "z1xk*1u*/1pp1wpp1/y3p2p/U7/P1PW1PPP/*3PXYZ/****K***[VPPvpp] w 0 9";
