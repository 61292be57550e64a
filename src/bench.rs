//! `nereid bench`: a fixed set of positions (S-Chess, Underworld, Seachess, Aquachess, Quake, chess) searched
//! single-threaded to a fixed depth.
//! The node total is the engine's behavioural signature (`Bench: N` in commit messages);
//! the last line is `N nodes M nps`, as OpenBench expects.

use crate::core::{Game, Rules};
use crate::search::{self, Control, Limits, Options, Silent, TranspositionTable};
use crate::variants::Variant;
use crate::with_variant;
use std::time::Instant;

/// Default bench depth.
pub const DEFAULT_DEPTH: u32 = 9;

/// The bench positions: S-Chess first (the flagship), then Underworld, Seachess, Aquachess, Quake and chess.
pub const POSITIONS: &[(Variant, &str)] = &[
    (Variant::Seirawan, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1"),
    (Variant::Seirawan, "reb1k2r/ppppqppp/2nb1n2/4p3/4P3/N1P2N2/PB1PQPPP/RE2KBHR[h] b KQkqc - 3 7"),
    (Variant::Seirawan, "r1bqkbhr/ppp1p1pp/3p1p1n/7e/3P4/N1P1PP2/nPQ1NKPP/RHB2BER[] w kq - 0 10"),
    (Variant::Seirawan, "rnbqk1nr/pppp1ppp/4p3/8/1b2P3/7N/PPPP1PPP/RNBQKBER[Heh] w KQBCDFkqbcdg - 1 3"),
    (Variant::Seirawan, "1h1qkber/rQ1bp1pp/3p1n2/2pP2N1/p7/P3B3/1PP2PPP/RE2KBHR[-] w KQk - 1 16"),
    (Variant::Seirawan, "r4b1r/p3p1kp/3e2Np/2pp4/1h2B3/1PP1P2b/P1H3P1/R1EK1Q1R[] b - - 3 28"),
    (Variant::Seirawan, "rhbqkber/pppppppp/2n4n/8/2PP4/7N/PP2PPPP/RNBQKBHR[E] b KQBCDFkq - 0 3"),
    (Variant::Seirawan, "6k1/5ppp/1p6/1P6/4e3/8/rb1BKPbP/1R6[-] w - - 8 1"),
    (Variant::Seirawan960, "qbbrnkrn/pppppppp/8/8/8/8/PPPPPPPP/QBBRNKRN[HEhe] w ABCDEFGHabcdefgh - 0 1"),
    (Variant::Underworld, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|4k3/8/8/8/8/8/8/4K3 w W KQkq - - - 0 1"),
    (
        Variant::Underworld,
        "r1bqkbnr/1pp2ppp/p1p5/4p3/4P3/5N2/PPPP1PPP/RNBQK2R|4k1n1/8/8/8/8/8/8/4KB2 b U KQkq - - - 0 4",
    ),
    (Variant::Seachess, "csdakdst/bbbbbbbb/12/12/12/12/12/12/12/12/BBBBBBBB/CSDAKDST w CTct - 0 1 - -"),
    (
        Variant::Seachess,
        "c{-}s{8}dakd1t{e-}/bbb1bbbb/12/5s{3}6/12/3D8/12/4B7/6A{f}5/12/BBB1BB1B/C1D1KDST w Tc - 4 12 Me6,md7 Sf6:1,sh4:3",
    ),
    (
        Variant::Aquachess,
        "ohxmmxho/jcffffcj/8/8/8/8/JCFFFFCJ/OHXMMXHO|wdsqksdw/pppppppp/8/8/8/8/PPPPPPPP/WDSQKSDW|yrlaglry/vvneenvv/8/8/8/8/VVNEENVV/YRLAGLRY w - - 0 1",
    ),
    (
        Variant::Aquachess,
        "ohxmmxho/jc1ffFcj/8/3f4/8/2J5/JCF1F1C1/OHXMMXHO|wdsqks1w/ppp1pppp/3d4/3p4/8/5P2/PPPPP1PP/WDSQKSDW|yr1aglry/vvneenvv/8/2l5/8/8/VVNEENVV/YRLAGLRY w - - 0 5",
    ),
    (Variant::Quake, "zyxkwvu*/pppppppp/8/8/PPPPPPPP/*UVWKXYZ[] w 0 1"),
    (Variant::Quake, "z1xk*1u*/1pp1wpp1/y3p2p/U7/P1PW1PPP/*3PXYZ/****K***[VPPvpp] w 0 9"),
    (Variant::QuakeDf, "rnnkbbr*/pppppppp/8/8/PPPPPPPP/*RBBKNNR[] w 0 1"),
    (Variant::Chess, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    (Variant::Chess, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
    (Variant::Chess, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
    (Variant::Chess, "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1"),
];

/// Runs the bench (only `only`'s positions when given) and prints one line per position and the
/// summary line. Errs when `only` has no bench positions.
pub fn run(depth: u32, only: Option<Variant>) -> Result<(u64, f64), String> {
    if let Some(v) = only.filter(|&v| !POSITIONS.iter().any(|&(p, _)| p == v)) {
        return Err(format!("no bench positions for {}", v.name()));
    }
    let start = Instant::now();
    let mut total = 0;
    for (i, &(variant, fen)) in POSITIONS.iter().enumerate() {
        if only.is_some_and(|v| v != variant) {
            continue;
        }
        let nodes = with_variant!(variant, P => {
            let pos = P::from_fen(variant, fen).expect("bench FEN");
            let tt = TranspositionTable::new(16);
            let limits = Limits { depth: Some(depth), ..Limits::default() };
            let options = Options { threads: 1, ..Options::default() };
            let result = search::search(&Game::new(pos.clone()), &limits, &options, &tt, &Control::default(), &[], &Silent);
            let best = result.best.map_or("(none)".to_string(), |m| pos.move_text(m));
            println!("position {:>2} {:<11} {:>10} nodes  best {best}", i + 1, variant.name(), result.nodes);
            result.nodes
        });
        total += nodes;
    }
    let secs = start.elapsed().as_secs_f64();
    let nps = (total as f64 / secs.max(1e-9)) as u64;
    println!("{total} nodes {nps} nps");
    Ok((total, secs))
}
