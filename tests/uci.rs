//! UCI protocol tests against the real binary (docs/protocols.md §2): handshake and options,
//! positions in chess and S-Chess, every `go` limit, errors that keep the engine serving,
//! `go perft`, `d`, a third-party parser (vampirc-uci) on standard-chess output, latency.

mod common;

use common::{Nereid, QUICK, SEARCH, parse_bestmove};
use std::time::{Duration, Instant};

const FOOLS_MATE: &str = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
const FOOLS_MATE_SCHESS: &str = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 1 3";
const MATE_IN_1: &str = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";
const MATE_IN_2: &str = "k7/8/2K5/8/8/8/8/7R w - - 0 1";
/// cutechess's S-Chess start FEN (docs/variants/seirawan.md, section FEN).
const SCHESS_CUTECHESS: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w bcdfgBCDFGKQkq - 0 1";

fn seirawan() -> Nereid {
    let mut e = Nereid::uci();
    e.send("setoption name UCI_Variant value seirawan");
    e
}

/// The `FEN: ...` line of `d`.
fn fen_of(e: &mut Nereid) -> String {
    e.send("d");
    e.expect_prefix("FEN: ", QUICK).trim_start_matches("FEN: ").to_string()
}

/// `go ARGS` from the current position; asserts the bestmove is one of `go perft 1`'s moves.
fn go_legal(e: &mut Nereid, args: &str, timeout: Duration) -> (Vec<String>, String) {
    let legal = e.perft1();
    let (lines, best, _) = e.go(args, timeout);
    assert!(legal.contains(&best), "go {args}: bestmove {best} is not legal; legal: {legal:?}");
    (lines, best)
}

fn errors(lines: &[String]) -> Vec<&String> {
    lines.iter().filter(|l| l.starts_with("info string")).collect()
}

#[test]
fn eval_shows_the_evaluation_term_by_term() {
    let mut e = seirawan();
    e.send("position startpos moves e2e4 d7d5 e4d5 d8d5 b1c3h");
    e.send("eval");
    let table = e.expect("the evaluation's last line", QUICK, |l| l.starts_with("Phase "));
    assert!(table.iter().any(|l| l.starts_with("Term (centipawns)")), "{table:?}");
    assert!(table.iter().any(|l| l.starts_with("hand ")), "{table:?}");
    assert!(table.iter().any(|l| l.starts_with("Total ")), "{table:?}");
    // Chess has the table too (no hand pieces: a lighter phase).
    let mut c = Nereid::uci();
    c.send("position startpos");
    c.send("eval");
    let last = c.expect("the evaluation's last line", QUICK, |l| l.starts_with("Phase "));
    assert!(last.last().unwrap().contains("Phase 24 of 40"), "{last:?}");
    // A variant without a table says so and keeps serving.
    e.send("setoption name UCI_Variant value underworld");
    e.send("position startpos");
    e.send("eval");
    e.expect_line("info string no evaluation table for this variant", QUICK);
    e.sync_uci();
}

#[test]
fn handshake_lists_every_option_then_uciok() {
    let mut e = Nereid::spawn(&[]);
    // Auto-detection: nothing may be printed before the first command.
    assert_eq!(e.drain(Duration::from_millis(300)), Vec::<String>::new());
    e.send("uci");
    let lines = e.expect_line("uciok", QUICK);
    assert!(lines[0].starts_with("id name Nereid"), "{lines:?}");
    assert!(lines.iter().any(|l| l.starts_with("id author ")), "{lines:?}");
    let options: Vec<&String> = lines.iter().filter(|l| l.starts_with("option name ")).collect();
    for (name, kind) in [
        ("Hash", "spin"),
        ("Threads", "spin"),
        ("MultiPV", "spin"),
        ("Ponder", "check"),
        ("Move Overhead", "spin"),
        ("Clear Hash", "button"),
        ("UCI_Chess960", "check"),
        ("UCI_Variant", "combo"),
        ("UCI_AnalyseMode", "check"),
        ("Random Mover", "check"),
    ] {
        let prefix = format!("option name {name} type {kind}");
        assert!(options.iter().any(|l| l.starts_with(&prefix)), "no {prefix:?} in {options:?}");
    }
    let variant = options.iter().find(|l| l.starts_with("option name UCI_Variant ")).unwrap();
    let vars: Vec<&str> = variant.split(" var ").skip(1).map(|v| v.trim()).collect();
    assert!(vars.contains(&"chess") && vars.contains(&"seirawan"), "{variant}");
    assert!(variant.contains("default chess"), "{variant}");
    for l in &options {
        if l.contains(" type spin ") {
            assert!(l.contains(" default ") && l.contains(" min ") && l.contains(" max "), "{l}");
        }
    }
    assert_eq!(lines.last().unwrap(), "uciok");
    e.send("isready");
    e.expect_line("readyok", QUICK);
    e.quit_cleanly();
}

#[test]
fn isready_and_every_option_accepted() {
    let mut e = Nereid::uci();
    assert_eq!(e.sync_uci(), Vec::<String>::new());
    for set in [
        "setoption name Hash value 32",
        "setoption name Threads value 2",
        "setoption name MultiPV value 2",
        "setoption name Ponder value true",
        "setoption name Move Overhead value 50",
        "setoption name Clear Hash",
        "setoption name UCI_AnalyseMode value true",
        "setoption name UCI_Chess960 value true",
        "setoption name UCI_Chess960 value false",
        "setoption name UCI_Variant value seirawan",
        "setoption name UCI_Variant value chess",
        "setoption name hash value 8",
        "ucinewgame",
        "debug on",
        "debug off",
    ] {
        e.send(set);
        let said = e.sync_uci();
        assert!(said.is_empty(), "{set:?} answered {said:?}");
    }
    // CRLF line ends and extra blanks are fine.
    e.send_bytes(b"  isready \r\n");
    e.expect_line("readyok", QUICK);
    go_legal(&mut e, "depth 4", SEARCH);
    e.quit_cleanly();
}

#[test]
fn position_startpos_and_fen_in_chess() {
    let mut e = Nereid::uci();
    e.send("position startpos moves g1f3 g8f6 b1c3");
    assert_eq!(fen_of(&mut e), "rnbqkb1r/pppppppp/5n2/8/8/2N2N2/PPPPPPPP/R1BQKB1R b KQkq - 3 2");
    e.send("position fen rnbqkb1r/pppppppp/5n2/8/8/2N2N2/PPPPPPPP/R1BQKB1R b KQkq - 3 2 moves e7e5 e2e4");
    assert_eq!(fen_of(&mut e), "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 0 3");
    e.send("position startpos");
    assert_eq!(fen_of(&mut e), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    // Castling and promotion.
    e.send("position fen r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1 moves e1c1 e8g8 b7a8q");
    assert_eq!(fen_of(&mut e), "Q4rk1/8/8/8/8/8/8/2KR3R b - - 0 2");
    assert_eq!(e.sync_uci(), Vec::<String>::new());
    e.quit_cleanly();
}

/// Seachess through `UCI_Variant`: SeaFEN positions, every token form, a legal search move.
#[test]
fn position_startpos_and_fen_in_seachess() {
    let mut e = Nereid::uci();
    e.send("setoption name UCI_Variant value seachess");
    e.send("position startpos moves e2e5 e11e8 M@c1");
    // Subs count their turns on the surface (V), so every sub has a suffix by now.
    assert_eq!(
        fen_of(&mut e),
        "cs{1}dakds{1}t/bb1bbbbb/12/12/4b7/12/12/4B7/12/12/BB1BBBBB/C{-}S{2}DAKDS{2}T b CTct - 1 2 Mc1 -"
    );
    e.send("position fen 4k3/8/12/12/2d9/12/12/4BA6/8b3/12/3B4/4K3 w - - 0 1 - - moves f5xc8 g12g11 f5r");
    assert_eq!(fen_of(&mut e), "8/4k3/12/12/12/12/12/4BA6/8b3/12/3B4/4K3 b - - 2 2 - -");
    go_legal(&mut e, "depth 3", SEARCH);
    assert_eq!(e.sync_uci(), Vec::<String>::new());
    e.quit_cleanly();
}

/// Aquachess through `UCI_Variant`: AQF positions, AQM tokens (a rifle capture among them),
/// a legal search move.
#[test]
fn position_startpos_and_fen_in_aquachess() {
    let mut e = Nereid::uci();
    e.send("setoption name UCI_Variant value aquachess");
    e.send("position startpos moves e2we4w d7wd5w c2ad4a");
    assert_eq!(
        fen_of(&mut e),
        "ohxmmxho/jcffffcj/8/8/8/8/JCFFFFCJ/OHXMMXHO|wdsqksdw/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/WDSQKSDW|yrlaglry/vvneenvv/8/8/3N4/8/VV1EENVV/YRLAGLRY b - - 1 2"
    );
    e.send("position fen 8/8/8/8/3M4/8/8/8|8/8/8/8/3q4/8/8/k6K|8/8/8/8/8/8/8/8 w - - 0 1 moves d4sd4w");
    assert_eq!(fen_of(&mut e), "8/8/8/8/3M4/8/8/8|8/8/8/8/8/8/8/k6K|8/8/8/8/8/8/8/8 b - - 0 1");
    e.send("position startpos");
    go_legal(&mut e, "depth 3", SEARCH);
    assert_eq!(e.sync_uci(), Vec::<String>::new());
    e.quit_cleanly();
}

/// Quake Chess through `UCI_Variant`, both sets: QFEN positions, quake and drop tokens (the
/// names shift when a quake grows the board), a legal search move.
#[test]
fn position_startpos_and_fen_in_quake() {
    let mut e = Nereid::uci();
    e.send("setoption name UCI_Variant value quake");
    // e1qs grows a rank below, so Black's king is then on d7.
    e.send("position startpos moves e1qs d7qn");
    assert_eq!(fen_of(&mut e), "***k****/zyxp*vu*/ppp1wppp/4p3/3P4/PPPW1PPP/*UV*PXYZ/****K***[] w 2 2");
    e.send("position fen 3k3*/8/2p5/5P2/8/*3K3[VP] w 0 1 moves V@c5");
    assert_eq!(fen_of(&mut e), "3k3*/2V5/2p5/5P2/8/*3K3[P] b 1 1");
    e.send("position startpos");
    go_legal(&mut e, "depth 3", SEARCH);
    e.send("setoption name UCI_Variant value quakedf");
    e.send("position startpos moves f1e3");
    assert_eq!(fen_of(&mut e), "rnnkbbr*/pppppppp/8/4N3/PPPPPPPP/*RBBK1NR[] b 1 1");
    go_legal(&mut e, "depth 3", SEARCH);
    assert_eq!(e.sync_uci(), Vec::<String>::new());
    e.quit_cleanly();
}

#[test]
fn position_startpos_and_fen_in_seirawan() {
    let mut e = seirawan();
    e.send("position startpos");
    let start = fen_of(&mut e);
    assert!(start.starts_with("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR["), "{start}");
    e.send("position startpos moves b1c3h b8c6e g1f3 g8f6 e2e4 e7e5 f1c4 f8c5 h1e1e e8g8h");
    let fen = fen_of(&mut e);
    // h1e1e gates the Elephant on h1 (the rook's square), e8g8h the Hawk on e8 (the king's).
    assert_eq!(fen, "rebqhrk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/RHBQ1RKE[] w - - 4 6");
    // The same game from cutechess's FEN form (never `startpos` for seirawan).
    e.send(&format!("position fen {SCHESS_CUTECHESS} moves b1c3h b8c6e g1f3 g8f6 e2e4 e7e5 f1c4 f8c5 h1e1e e8g8h"));
    assert_eq!(fen_of(&mut e), fen);
    // XBoard's castling-field order and Fairy-Stockfish's are read alike.
    for castling in ["KGFDCBQkgfdcbq", "KQBCDFGkqbcdfg", "bcdfgBCDFGKQkq"] {
        e.send(&format!("position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w {castling} - 0 1"));
        assert_eq!(fen_of(&mut e), start, "castling field {castling}");
    }
    assert_eq!(e.sync_uci(), Vec::<String>::new());
    // Gating moves in the other accepted spellings.
    e.send("position startpos moves b1c3H g8f6E");
    let upper = fen_of(&mut e);
    e.send("position startpos moves b1c3h g8f6e");
    assert_eq!(fen_of(&mut e), upper);
    go_legal(&mut e, "depth 4", SEARCH);
    // Back to chess.
    e.send("setoption name UCI_Variant value chess");
    e.send("position startpos");
    assert_eq!(fen_of(&mut e), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    e.quit_cleanly();
}

#[test]
fn go_depth_nodes_movetime() {
    let mut e = Nereid::uci();
    e.send("position startpos moves e2e4");
    let (lines, _) = go_legal(&mut e, "depth 5", SEARCH);
    let depths: Vec<u32> = lines
        .iter()
        .filter(|l| l.starts_with("info depth "))
        .filter_map(|l| l.split_whitespace().nth(2)?.parse().ok())
        .collect();
    assert_eq!(depths.iter().max(), Some(&5), "{lines:?}");
    let (lines, _) = go_legal(&mut e, "nodes 20000", SEARCH);
    let nodes = last_info_value(&lines, "nodes");
    assert!(nodes.is_some_and(|n| n <= 20000 + 4096), "nodes limit ignored: {lines:?}");
    let t = Instant::now();
    go_legal(&mut e, "movetime 400", SEARCH);
    let took = t.elapsed();
    println!("go movetime 400 took {took:?}");
    assert!(took >= Duration::from_millis(150) && took < Duration::from_millis(1400), "movetime 400 took {took:?}");
    e.quit_cleanly();
}

/// An Aquachess middlegame whose first iteration once took minutes (free pieces taken in turn
/// through the whole army): limits and `stop` must hold from the first node, and the move
/// played is a legal one.
#[test]
fn limits_hold_inside_the_first_iteration() {
    let mut e = Nereid::uci();
    e.send("setoption name UCI_Variant value aquachess");
    e.send("position fen ohxmmxh1/jc1ff1cj/8/2f1Ff2/2F2F2/8/JC1F2CJ/OHXMMXHO|wdsqksdw/5p1o/8/pp1pp1pp/PPpPP1P1/2P2P2/7P/WDSQKSDW|yrl1glry/1vae2vv/8/8/8/7V/V1VEE2V/Y1LAGLRY w - - 0 19");
    let (lines, _) = go_legal(&mut e, "nodes 100", SEARCH);
    assert!(!lines.iter().any(|l| l.starts_with("info depth")), "the first iteration finished in 100 nodes? {lines:?}");
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(50));
    e.send("stop");
    let best = e.expect_prefix("bestmove ", QUICK);
    assert!(e.perft1().contains(&parse_bestmove(&best).0), "{best}");
    e.quit_cleanly();
}

fn last_info_value(lines: &[String], key: &str) -> Option<u64> {
    lines.iter().rev().filter(|l| l.starts_with("info ")).find_map(|l| {
        let t: Vec<&str> = l.split_whitespace().collect();
        let i = t.iter().position(|&w| w == key)?;
        t.get(i + 1)?.parse().ok()
    })
}

#[test]
fn go_with_clocks() {
    let mut e = Nereid::uci();
    e.send("position startpos moves e2e4");
    let t = Instant::now();
    go_legal(&mut e, "wtime 3000 btime 3000 winc 100 binc 100 movestogo 20", SEARCH);
    let took = t.elapsed();
    println!("3 s clock, 20 moves to go: {took:?}");
    assert!(took < Duration::from_millis(2500), "used {took:?} of a 3 s clock with 20 moves to go");
    // Black's clock counts when Black is to move: a tiny btime means a quick move even with a big wtime.
    let t = Instant::now();
    go_legal(&mut e, "wtime 600000 btime 200 winc 0 binc 0", SEARCH);
    assert!(t.elapsed() < Duration::from_millis(1000), "btime 200 took {:?}", t.elapsed());
    e.quit_cleanly();
}

#[test]
fn negative_and_zero_clocks_still_give_a_quick_legal_move() {
    let mut e = Nereid::uci();
    for (setup, args) in [
        ("startpos", "wtime -100 btime 100"),
        ("startpos moves e2e4", "wtime 100 btime -100"),
        ("startpos", "wtime 0 btime 0"),
        ("startpos", "wtime -5000 btime -5000 winc -10 binc -10 movestogo 0"),
    ] {
        e.send(&format!("position {setup}"));
        let t = Instant::now();
        go_legal(&mut e, args, SEARCH);
        let took = t.elapsed();
        println!("go {args}: {took:?}");
        assert!(took < Duration::from_millis(1000), "go {args} took {took:?}");
    }
    e.quit_cleanly();
}

#[test]
fn go_infinite_waits_for_stop_even_when_the_search_is_done() {
    let mut e = Nereid::uci();
    // A mate in one: the search ends at once, but bestmove must wait for `stop`.
    e.send(&format!("position fen {MATE_IN_1}"));
    e.send("go infinite");
    let early = e.wait_for(Duration::from_millis(800), |l| l.starts_with("bestmove"));
    assert!(early.is_err(), "bestmove before stop in go infinite: {early:?}");
    e.send("stop");
    let (best, _) = parse_bestmove(e.expect_prefix("bestmove", QUICK).as_str());
    assert_eq!(best, "a1a8");
    // `stop` with no search running says nothing.
    e.send("stop");
    assert_eq!(e.sync_uci(), Vec::<String>::new());
    e.quit_cleanly();
}

#[test]
fn go_ponder_then_ponderhit_or_stop() {
    let mut e = Nereid::uci();
    e.send("position startpos moves e2e4 e7e5");
    e.send("go ponder wtime 1000 btime 1000");
    let early = e.wait_for(Duration::from_millis(1500), |l| l.starts_with("bestmove"));
    assert!(early.is_err(), "bestmove while pondering: {early:?}");
    e.send("isready");
    e.expect_line("readyok", QUICK);
    let legal_after = {
        let mut r = Nereid::uci();
        r.send("position startpos moves e2e4 e7e5");
        r.perft1()
    };
    e.send("ponderhit");
    let t = Instant::now();
    let (best, _) = parse_bestmove(&e.expect_prefix("bestmove", QUICK));
    println!("bestmove {:?} after ponderhit", t.elapsed());
    assert!(legal_after.contains(&best), "{best} not legal");
    // ponder + stop.
    e.send("go ponder wtime 60000 btime 60000");
    std::thread::sleep(Duration::from_millis(300));
    e.send("stop");
    let (best, _) = parse_bestmove(&e.expect_prefix("bestmove", QUICK));
    assert!(legal_after.contains(&best), "{best} not legal");
    // A ponder search that ends on its own (mate found) still waits for ponderhit.
    e.send(&format!("position fen {MATE_IN_1}"));
    e.send("go ponder movetime 50");
    assert!(e.wait_for(Duration::from_millis(600), |l| l.starts_with("bestmove")).is_err());
    e.send("ponderhit");
    assert_eq!(parse_bestmove(&e.expect_prefix("bestmove", QUICK)).0, "a1a8");
    e.quit_cleanly();
}

#[test]
fn go_mate_finds_the_mate() {
    let mut e = Nereid::uci();
    e.send(&format!("position fen {MATE_IN_1}"));
    let (lines, best) = go_legal(&mut e, "mate 1", SEARCH);
    assert_eq!(best, "a1a8");
    assert!(lines.iter().any(|l| l.contains("score mate 1")), "{lines:?}");
    e.send(&format!("position fen {MATE_IN_2}"));
    let t = Instant::now();
    let (lines, best) = go_legal(&mut e, "mate 2", SEARCH);
    println!("mate 2 in {:?}: {best}", t.elapsed());
    assert!(lines.iter().any(|l| l.contains("score mate 2")), "{lines:?}");
    // Black mated in one more move: the line to `mate 2` must be an actual mating start.
    e.send(&format!("position fen {MATE_IN_2} moves {best}"));
    let replies = e.perft1();
    for reply in replies {
        e.send(&format!("position fen {MATE_IN_2} moves {best} {reply}"));
        let (lines, _) = go_legal(&mut e, "mate 1", SEARCH);
        assert!(lines.iter().any(|l| l.contains("score mate 1")), "after {best} {reply}: {lines:?}");
    }
    e.quit_cleanly();
}

#[test]
fn go_searchmoves_restricts_the_root() {
    let mut e = Nereid::uci();
    e.send("position startpos");
    let (lines, best) = go_legal(&mut e, "depth 5 searchmoves a2a3 h2h3", SEARCH);
    assert!(best == "a2a3" || best == "h2h3", "{best}");
    for l in lines.iter().filter(|l| l.contains(" pv ")) {
        let first = l.split(" pv ").nth(1).unwrap().split_whitespace().next().unwrap();
        assert!(first == "a2a3" || first == "h2h3", "{l}");
    }
    // Keywords after the move list still count.
    let (_, best) = go_legal(&mut e, "searchmoves g2g3 depth 3", SEARCH);
    assert_eq!(best, "g2g3");
    let mut s = seirawan();
    s.send("position startpos");
    let (_, best) = go_legal(&mut s, "depth 4 searchmoves a2a3 g1h3e", SEARCH);
    assert!(best == "a2a3" || best == "g1h3e", "{best}");
    s.quit_cleanly();
    e.quit_cleanly();
}

#[test]
fn bestmove_0000_when_mated_or_stalemated() {
    let mut e = Nereid::uci();
    e.send(&format!("position fen {FOOLS_MATE}"));
    assert_eq!(e.perft1(), Vec::<String>::new());
    assert_eq!(e.go("depth 5", QUICK).1, "0000");
    e.send("position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert_eq!(e.go("movetime 100", QUICK).1, "0000");
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(100));
    e.send("stop");
    assert_eq!(parse_bestmove(&e.expect_prefix("bestmove", QUICK)).0, "0000");
    let mut s = seirawan();
    s.send(&format!("position fen {FOOLS_MATE_SCHESS}"));
    assert_eq!(s.perft1(), Vec::<String>::new());
    assert_eq!(s.go("wtime 1000 btime 1000", QUICK).1, "0000");
    s.quit_cleanly();
    e.quit_cleanly();
}

#[test]
fn multipv_3_reports_three_lines() {
    let mut e = Nereid::uci();
    e.send("setoption name MultiPV value 3");
    e.send("position startpos");
    let (lines, _) = go_legal(&mut e, "depth 6", SEARCH);
    let at_depth = |d: u32| -> Vec<(usize, String)> {
        lines
            .iter()
            .filter(|l| l.starts_with(&format!("info depth {d} ")) && !l.contains("bound"))
            .filter_map(|l| {
                let t: Vec<&str> = l.split_whitespace().collect();
                let i = t.iter().position(|&w| w == "multipv")?;
                let pv = l.split(" pv ").nth(1)?.split_whitespace().next()?.to_string();
                Some((t[i + 1].parse().ok()?, pv))
            })
            .collect()
    };
    let six = at_depth(6);
    let mut indices: Vec<usize> = six.iter().map(|(i, _)| *i).collect();
    indices.sort();
    indices.dedup();
    assert_eq!(indices, vec![1, 2, 3], "{lines:?}");
    let mut firsts: Vec<&String> = six.iter().map(|(_, m)| m).collect();
    firsts.sort();
    firsts.dedup();
    assert!(firsts.len() >= 3, "MultiPV lines should start with different moves: {six:?}");
    // Fewer legal moves than MultiPV: no crash, at most that many lines.
    e.send("position fen 7k/8/8/8/8/8/8/K7 w - - 0 1");
    e.send("setoption name MultiPV value 64");
    let (lines, _) = go_legal(&mut e, "depth 3", SEARCH);
    assert!(lines.iter().all(|l| !l.contains("multipv 4 ")), "{lines:?}");
    e.quit_cleanly();
}

#[test]
fn errors_are_info_strings_and_the_position_is_kept() {
    let mut e = seirawan();
    e.send("position startpos moves b1c3h e7e5");
    let before = fen_of(&mut e);
    for bad in [
        "position fen garbage",
        "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
        "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] x KQkq - 0 1",
        "position fen",
        "position startpos moves e2e5",
        "position startpos moves b1c3h g8f6e g1f3h",
        "position startpos moves e2e4 zz9",
        "position",
        "position sideways",
    ] {
        e.send(bad);
        let said = e.sync_uci();
        assert!(
            said.len() == 1 && said[0].starts_with("info string") && said[0].contains("error"),
            "{bad:?} answered {said:?}"
        );
        assert_eq!(fen_of(&mut e), before, "after {bad:?}");
    }
    for (bad, word) in [
        ("setoption name Foo value 1", "Foo"),
        ("setoption name UCI_Variant value nosuchvariant", "nosuchvariant"),
        ("setoption name Hash value lots", "Hash"),
        ("frobnicate the engine", "frobnicate"),
    ] {
        e.send(bad);
        let said = e.sync_uci();
        assert!(said.len() == 1 && said[0].starts_with("info string") && said[0].contains(word), "{bad:?}: {said:?}");
        assert_eq!(fen_of(&mut e), before, "after {bad:?}");
    }
    // Still serving: a search from the kept position.
    let (_, best) = go_legal(&mut e, "depth 3", SEARCH);
    e.send(&format!("position startpos moves b1c3h e7e5 {best}"));
    assert_eq!(errors(&e.sync_uci()), Vec::<&String>::new());
    e.quit_cleanly();
}

#[test]
fn go_perft_counts() {
    let mut e = seirawan();
    e.send("position startpos");
    e.send("go perft 2");
    let lines = e.expect_prefix("Nodes searched:", QUICK);
    assert_eq!(lines, "Nodes searched: 784");
    e.send("go perft 1");
    assert_eq!(e.expect_prefix("Nodes searched:", QUICK), "Nodes searched: 28");
    let mut c = Nereid::uci();
    c.send("position startpos");
    c.send("go perft 3");
    assert_eq!(c.expect_prefix("Nodes searched:", QUICK), "Nodes searched: 8902");
    c.send("position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    c.send("go perft 2");
    assert_eq!(c.expect_prefix("Nodes searched:", QUICK), "Nodes searched: 2039");
    c.quit_cleanly();
    e.quit_cleanly();
}

/// `Random Mover`: a legal move at once whatever the limits, and not always the same one
/// (28 moves from the S-Chess start: 12 picks that all agree would be a 1-in-10^17 event).
#[test]
fn random_mover_plays_varied_legal_moves_at_once() {
    let mut e = seirawan();
    e.send("setoption name Random Mover value true");
    e.send("position startpos");
    let legal = e.perft1();
    let mut seen = std::collections::HashSet::new();
    for _ in 0..12 {
        let t = Instant::now();
        e.send("go depth 40");
        let best = parse_bestmove(&e.expect_prefix("bestmove", QUICK)).0;
        assert!(t.elapsed() < Duration::from_secs(1), "random move took {:?}", t.elapsed());
        assert!(legal.contains(&best), "{best} is not legal");
        seen.insert(best);
    }
    assert!(seen.len() > 1, "always {seen:?}");
    e.send("setoption name Random Mover value false");
    e.send("go depth 3");
    e.expect_prefix("bestmove", SEARCH);
    e.quit_cleanly();
}

/// `go perft 27` (a typo for 2 or 7) would count for ages: it runs on a thread, so `isready`
/// is answered at once, `stop` ends it, and `quit` or the end of input end the process.
#[test]
fn a_huge_go_perft_can_be_stopped() {
    let mut e = seirawan();
    e.send("position startpos");
    e.send("go perft 27");
    std::thread::sleep(Duration::from_millis(300));
    let t = Instant::now();
    e.send("isready");
    e.expect_line("readyok", QUICK);
    assert!(t.elapsed() < Duration::from_millis(500), "readyok took {:?} during perft", t.elapsed());
    let t = Instant::now();
    e.send("stop");
    e.expect_line("info string perft stopped", QUICK);
    assert!(t.elapsed() < Duration::from_millis(500), "stop took {:?}", t.elapsed());
    // Still serving, with the same position.
    e.send("go perft 1");
    assert_eq!(e.expect_prefix("Nodes searched:", QUICK), "Nodes searched: 28");
    // A new command stops the count too.
    e.send("go perft 27");
    e.send("go depth 2");
    e.expect_line("info string perft stopped", QUICK);
    e.expect_prefix("bestmove", SEARCH);
    // quit during a count.
    e.send("go perft 27");
    std::thread::sleep(Duration::from_millis(100));
    let t = Instant::now();
    let (status, stderr) = e.quit(QUICK);
    assert!(status.is_some_and(|s| s.success()), "{status:?} {stderr}");
    assert!(t.elapsed() < Duration::from_secs(1), "quit took {:?} during perft", t.elapsed());
    // End of input during a count.
    let mut e = seirawan();
    e.send("go perft 27");
    std::thread::sleep(Duration::from_millis(100));
    let t = Instant::now();
    e.close_stdin();
    let status = e.wait_exit(QUICK);
    assert!(status.is_some_and(|s| s.success()), "{status:?}");
    assert!(t.elapsed() < Duration::from_secs(1), "end of input took {:?} during perft", t.elapsed());
}

#[test]
fn chess960_castling_is_king_takes_rook() {
    let mut e = Nereid::uci();
    e.send("setoption name UCI_Chess960 value true");
    e.send("position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK2R w KQkq - 0 1");
    let legal = e.perft1();
    assert!(legal.contains(&"e1h1".to_string()) && !legal.contains(&"e1g1".to_string()), "{legal:?}");
    e.send("position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK2R w KQkq - 0 1 moves e1h1");
    assert_eq!(fen_of(&mut e), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1RK1 b kq - 1 1");
    e.send("position fen bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    e.send("go perft 3");
    assert_eq!(e.expect_prefix("Nodes searched:", QUICK), "Nodes searched: 12189");
    e.quit_cleanly();
}

#[test]
fn go_depth_256_and_huge_numbers_do_not_panic() {
    let mut e = Nereid::uci();
    e.send("position startpos");
    e.send("go depth 256");
    std::thread::sleep(Duration::from_millis(300));
    e.send("stop");
    e.expect_prefix("bestmove", QUICK);
    e.send("go depth 99999999999999999999 nodes 99999999999999999999 movestogo 300");
    std::thread::sleep(Duration::from_millis(200));
    e.send("stop");
    e.expect_prefix("bestmove", QUICK);
    e.send("go perft 0");
    e.expect_prefix("Nodes searched:", QUICK);
    e.quit_cleanly();
}

#[test]
fn d_prints_the_board() {
    let mut e = seirawan();
    e.send("position startpos moves b1c3h");
    e.send("d");
    let lines = e.expect("FEN", QUICK, |l| l.starts_with("FEN: "));
    let text = lines.join("\n");
    assert!(text.contains("r n b q k b n r"), "{text}");
    assert!(text.contains("R H B Q K B N R"), "{text}");
    assert!(text.contains("a b c d e f g h"), "{text}");
    assert!(text.contains("Black to move"), "{text}");
    e.quit_cleanly();
}

#[test]
fn standard_chess_output_parses_with_vampirc_uci() {
    use vampirc_uci::{UciInfoAttribute, UciMessage, parse_one};
    let mut e = Nereid::uci();
    for (wdl, setup, go) in [
        (false, "startpos moves e2e4 c7c5", "depth 8"),
        (true, "startpos", "nodes 30000"),
        (false, &format!("fen {MATE_IN_2}")[..], "depth 6"),
        (false, "startpos", "movetime 300"),
        // Fail-low/high reports come up here within a few seconds.
        (false, "fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "movetime 2500"),
    ] {
        e.send(&format!("setoption name UCI_ShowWDL value {wdl}"));
        e.send(&format!("position {setup}"));
        let (lines, _) = go_legal(&mut e, go, SEARCH);
        for line in &lines {
            // UCI's `pv` needs at least one move (vampirc silently drops an empty one).
            assert!(!line.trim_end().ends_with(" pv"), "empty pv: {line:?}");
            let msg = parse_one(line);
            if line.starts_with("bestmove") {
                assert!(matches!(msg, UciMessage::BestMove { .. }), "{line:?} parsed as {msg:?}");
                continue;
            }
            let UciMessage::Info(attrs) = &msg else { panic!("{line:?} parsed as {msg:?}") };
            if !wdl {
                // Without the WDL extension every attribute is a standard one.
                assert!(
                    attrs.iter().all(|a| !matches!(a, UciInfoAttribute::Any(..))),
                    "{line:?} has unparsed parts: {attrs:?}"
                );
                assert!(attrs.iter().any(|a| matches!(a, UciInfoAttribute::Score { .. })), "{line:?}: {attrs:?}");
                if !line.contains("bound") {
                    assert!(attrs.iter().any(|a| matches!(a, UciInfoAttribute::Pv(..))), "{line:?}: {attrs:?}");
                }
            }
        }
    }
    e.quit_cleanly();
}

#[test]
fn isready_and_stop_are_answered_fast_during_go_infinite() {
    let mut e = Nereid::uci();
    e.send("setoption name Hash value 64");
    e.send("position startpos moves e2e4 e7e5 g1f3");
    e.sync_uci();
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(700));
    let mut ready = Vec::new();
    for _ in 0..3 {
        let t = Instant::now();
        e.send("isready");
        e.expect_line("readyok", QUICK);
        ready.push(t.elapsed());
        std::thread::sleep(Duration::from_millis(100));
    }
    let t = Instant::now();
    e.send("stop");
    let best = e.expect_prefix("bestmove", QUICK);
    let stop = t.elapsed();
    println!("latency during go infinite: isready -> readyok {ready:?}, stop -> bestmove {stop:?} (goal 50 ms)");
    for r in ready {
        assert!(r < Duration::from_millis(500), "readyok took {r:?}");
    }
    assert!(stop < Duration::from_millis(500), "bestmove took {stop:?} after stop");
    assert!(best.split_whitespace().count() >= 2);
    e.quit_cleanly();
}

#[test]
fn quit_during_a_search_and_eof_end_the_process() {
    let mut e = Nereid::uci();
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(200));
    let (status, stderr) = e.quit(QUICK);
    assert!(status.is_some_and(|s| s.success()), "{status:?} {stderr}");
    // Closing stdin without quit, mid-search.
    let mut e = Nereid::spawn(&[]);
    e.send("uci");
    e.expect_line("uciok", QUICK);
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(200));
    e.close_stdin();
    let status = e.wait_exit(QUICK);
    assert!(status.is_some_and(|s| s.success()), "{status:?}");
}

#[test]
fn hash_at_its_advertised_maximum_does_not_abort() {
    let mut e = Nereid::uci();
    for v in ["65536", "4294967296", "99999999999999999999", "-5", "0"] {
        e.send(&format!("setoption name Hash value {v}"));
        e.send("isready");
        e.expect_line("readyok", SEARCH);
    }
    e.send("setoption name Hash value 65536");
    e.send("position startpos");
    go_legal(&mut e, "depth 4", SEARCH);
    e.send("setoption name Hash value 16");
    e.quit_cleanly();
}
