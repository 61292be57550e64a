//! XBoard / CECP v2 tests against the real binary (docs/protocols.md §3, §5): features,
//! ping, S-Chess moves in every accepted spelling, time controls, setboard forms and passes,
//! undo/remove, analyze, exclude, option, errors, thinking output, result claims, and the rule
//! that castling with gating on the rook's square is never sent to XBoard 4.9.1.

mod common;

use common::{FATAL_PHRASES, Nereid, QUICK, SEARCH, legal_moves};
use std::time::{Duration, Instant};

const MATE_IN_1: &str = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";
const MATE_IN_1_BLACK: &str = "r5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1";
const FOOLS_MATE: &str = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
/// S-Chess: White mates only by O-O gating the Elephant on h1 (`h1e1e`, Eh1 checks Kg3 like a knight).
const RXK_MATE: &str = "8/8/8/8/8/6k1/4B3/4K2R[E] w K - 0 1";
/// The same for Black: `h8e8e`.
const RXK_MATE_BLACK: &str = "4k2r/4b3/6K1/8/8/8/8/8[e] b k - 0 1";
/// Rook-square gating castles in coordinate notation.
const RXK: [&str; 4] = ["h1e1", "a1e1", "h8e8", "a8e8"];

fn is_rxk_gating(m: &str) -> bool {
    m.len() == 5 && RXK.iter().any(|p| m.starts_with(p))
}

/// A CECP engine after `new`, `variant V` (unless chess) and `force`.
fn game(variant: &str) -> Nereid {
    let mut e = Nereid::xboard();
    e.send("new");
    if variant != "normal" {
        e.send(&format!("variant {variant}"));
    }
    e.send("force");
    e
}

/// Plays `moves` as `usermove`s (force mode) and asserts none was refused.
fn play(e: &mut Nereid, moves: &[&str]) {
    for m in moves {
        e.send(&format!("usermove {m}"));
    }
    let said = e.sync_xboard(900);
    assert!(said.is_empty(), "usermoves {moves:?} answered {said:?}");
}

/// The `move X` of the engine after `go`, with everything said before it.
fn engine_move(e: &mut Nereid, timeout: Duration) -> (Vec<String>, String) {
    let lines = e.expect("move", timeout, |l| l.starts_with("move "));
    let m = lines.last().unwrap()["move ".len()..].trim().to_string();
    (lines, m)
}

/// Checks a thinking line: `ply score time nodes seldepth nps<TAB>pv`.
fn thinking(line: &str) -> Option<(u32, i64, Vec<String>)> {
    let (head, pv) = line.split_once('\t')?;
    let nums: Vec<&str> = head.split(' ').collect();
    if nums.len() != 6 || !nums.iter().all(|n| n.trim_start_matches('-').parse::<i64>().is_ok()) {
        return None;
    }
    Some((nums[0].parse().ok()?, nums[1].parse().ok()?, pv.split_whitespace().map(String::from).collect()))
}

fn assert_clean(lines: &[String]) {
    for l in lines {
        for bad in FATAL_PHRASES {
            assert!(!l.contains(bad), "line {l:?} contains {bad:?}, which XBoard takes for a start-up failure");
        }
        assert!(l.len() < 512, "line of {} bytes: {l:?}", l.len());
    }
}

#[test]
fn handshake_features_and_ping() {
    let mut e = Nereid::spawn(&[]);
    assert_eq!(e.drain(Duration::from_millis(300)), Vec::<String>::new(), "output before the first command");
    e.send("xboard");
    assert_eq!(e.drain(Duration::from_millis(200)), Vec::<String>::new(), "output after `xboard`");
    e.send("protover 2");
    let lines = e.expect_line("feature done=1", QUICK);
    assert!(lines.iter().all(|l| l.starts_with("feature ")), "{lines:?}");
    assert_clean(&lines);
    let all = lines.join(" ");
    for f in [
        "ping=1",
        "setboard=1",
        "usermove=1",
        "san=0",
        "time=1",
        "sigint=0",
        "sigterm=0",
        "analyze=1",
        "colors=0",
        "memory=1",
        "smp=1",
        "exclude=1",
        "myname=\"Nereid",
        "option=\"MultiPV -spin",
        "option=\"Allow RxK gating -check 0\"",
    ] {
        assert!(all.contains(f), "no {f} in the features: {lines:?}");
    }
    let variants = all.split("variants=\"").nth(1).unwrap().split('"').next().unwrap();
    let variants: Vec<&str> = variants.split(',').collect();
    assert!(variants.contains(&"normal") && variants.contains(&"seirawan"), "{variants:?}");
    // Quake Chess's board changes shape, which XBoard cannot show: not offered, and refused.
    assert!(!variants.iter().any(|v| v.starts_with("quake")), "{variants:?}");
    e.send("variant quake");
    e.expect_line("Error (unsupported variant): quake", QUICK);
    // The GUI's answers are taken silently; a stray `uci` in CECP mode too.
    for a in ["accepted ping", "accepted setboard", "rejected highlight", "accepted done", "uci"] {
        e.send(a);
    }
    assert_eq!(e.sync_xboard(1), Vec::<String>::new());
    e.send("ping 42 x");
    e.expect_line("pong 42 x", QUICK);
    e.send("ping");
    e.send("ping 3");
    e.expect_line("pong 3", QUICK);
    e.quit_cleanly();
}

#[test]
fn usermove_accepts_every_gating_spelling() {
    let mut e = game("seirawan");
    // b1c3h, b1c3/h, b1c3=H: the same move; check the rest of the game with each.
    play(&mut e, &["b1c3h", "b8c6/e", "e2e4", "e7e5", "g1f3", "g8f6", "f1c4", "f8c5"]);
    // Castling with gating on the king's square (e1g1e) and on the rook's square (RxK, h8e8h).
    play(&mut e, &["e1g1e", "h8e8h"]);
    e.send("go");
    let (_, m) = engine_move(&mut e, SEARCH);
    let moves = ["b1c3h", "b8c6e", "e2e4", "e7e5", "g1f3", "g8f6", "f1c4", "f8c5", "e1g1e", "h8e8h"];
    let legal = legal_moves("seirawan", "startpos", &moves.map(String::from));
    assert!(legal.contains(&m), "move {m} not legal: {legal:?}");
    e.quit_cleanly();
    // White's RxK castle in all forms, each from a fresh game.
    for castle in ["h1e1e", "h1e1/e", "h1e1=E", "H1E1E"] {
        let mut e = game("seirawan");
        play(&mut e, &["b1c3=H", "b8c6/h", "e2e3", "e7e6", "g1f3", "g8f6", "f1e2", "f8e7", castle]);
        e.send("go");
        let (_, m) = engine_move(&mut e, SEARCH);
        let before = ["b1c3h", "b8c6h", "e2e3", "e7e6", "g1f3", "g8f6", "f1e2", "f8e7", "h1e1e"].map(String::from);
        let legal = legal_moves("seirawan", "startpos", &before);
        assert!(legal.contains(&m), "after {castle}: move {m} not legal");
        e.quit_cleanly();
    }
}

#[test]
fn illegal_move_is_refused_and_the_position_kept() {
    let mut e = game("seirawan");
    play(&mut e, &["b1c3h", "e7e5"]);
    for bad in ["e2e5", "g1f3h", "b1b2", "e1g1", "zz9", "e9e8", "h1e1e", "c3c3"] {
        e.send(&format!("usermove {bad}"));
        let said = e.sync_xboard(7);
        assert!(said.len() == 1 && said[0].starts_with("Illegal move"), "{bad}: {said:?}");
        assert!(said[0].ends_with(bad), "the move is echoed last: {said:?}");
        assert_clean(&said);
    }
    // Nothing was played: the game goes on from b1c3h e7e5 with White to move.
    play(&mut e, &["g1f3e"]);
    e.send("go");
    let (_, m) = engine_move(&mut e, SEARCH);
    let legal = legal_moves("seirawan", "startpos", &["b1c3h", "e7e5", "g1f3e"].map(String::from));
    assert!(legal.contains(&m), "{m}");
    e.quit_cleanly();
}

#[test]
fn go_plays_a_legal_move_and_the_engine_replies_by_itself() {
    // `new`: the engine plays Black; a user move makes it think and answer.
    let mut e = Nereid::xboard();
    for c in ["new", "random", "variant seirawan", "level 40 0:30 0.5", "post", "hard", "easy"] {
        e.send(c);
    }
    assert_eq!(e.sync_xboard(1), Vec::<String>::new());
    e.send("time 3000");
    e.send("otim 3000");
    let t = Instant::now();
    e.send("usermove b1c3h");
    let (lines, m) = engine_move(&mut e, SEARCH);
    let took = t.elapsed();
    println!("level 40 0:30 0.5, time 3000: reply in {took:?}");
    assert!(took < Duration::from_secs(6), "spent {took:?} of 30 s / 40 moves");
    assert!(legal_moves("seirawan", "startpos", &["b1c3h".into()]).contains(&m), "{m}");
    assert!(lines.iter().any(|l| thinking(l).is_some()), "post: no thinking lines in {lines:?}");
    assert_clean(&lines);
    // White's move, then the engine's again.
    e.send("time 2900");
    e.send("otim 2900");
    e.send("usermove e2e4");
    let (_, m2) = engine_move(&mut e, SEARCH);
    let legal = legal_moves("seirawan", "startpos", &["b1c3h".into(), m.clone(), "e2e4".into()]);
    assert!(legal.contains(&m2), "{m2}");
    e.quit_cleanly();
}

#[test]
fn move_now_st_sd_and_deferred_pong() {
    let mut e = game("normal");
    // `?` ends a long think at once.
    e.send("st 60");
    e.send("go");
    std::thread::sleep(Duration::from_millis(400));
    let t = Instant::now();
    e.send("?");
    engine_move(&mut e, QUICK);
    let took = t.elapsed();
    println!("`?` -> move in {took:?}");
    assert!(took < Duration::from_millis(500), "`?` took {took:?}");
    // `st 1`: about one second, the pong after the move.
    e.send("force");
    e.send("new");
    e.send("force");
    e.send("st 1");
    e.send("go");
    let t = Instant::now();
    e.send("ping 11");
    let lines = e.expect_line("pong 11", SEARCH);
    let took = t.elapsed();
    println!("st 1: move in {took:?}");
    let at = lines.iter().position(|l| l.starts_with("move ")).expect("a move before the pong");
    assert_eq!(at, lines.len() - 2, "pong must follow the move: {lines:?}");
    assert!(took > Duration::from_millis(300) && took < Duration::from_millis(2500), "st 1 took {took:?}");
    // `sd 3`: thinking stops at depth 3.
    e.send("new");
    e.send("force");
    e.send("post");
    e.send("sd 3");
    e.send("st 60");
    e.send("go");
    let (lines, _) = engine_move(&mut e, SEARCH);
    let depths: Vec<u32> = lines.iter().filter_map(|l| thinking(l)).map(|t| t.0).collect();
    assert_eq!(depths.iter().max(), Some(&3), "{lines:?}");
    e.quit_cleanly();
}

#[test]
fn time_controls_with_fractional_increment_and_clocks() {
    let mut e = game("seirawan");
    for (level, time, limit) in [
        ("level 40 0:30 0.5", "time 3000", 6.0),
        ("level 0 1 0.25", "time 500", 2.0),
        ("level 40 5 0", "time 100", 1.0),
        ("level 0 0:05 0", "time 1", 1.0),
        ("level 0 0:05 0", "time -10", 1.0),
    ] {
        e.send("new");
        e.send("variant seirawan");
        e.send("force");
        e.send(level);
        e.send(time);
        e.send("otim 3000");
        let said = e.sync_xboard(5);
        assert!(said.is_empty(), "{level} / {time}: {said:?}");
        let t = Instant::now();
        e.send("go");
        let (_, m) = engine_move(&mut e, SEARCH);
        let took = t.elapsed().as_secs_f64();
        println!("{level}, {time}: {m} in {took:.3} s");
        assert!(took < limit, "{level} with {time} took {took} s");
        assert!(legal_moves("seirawan", "startpos", &[]).contains(&m));
    }
    // Used to overflow (a panic where overflow checks are on).
    e.send("time 99999999999999999999");
    e.send("otim 99999999999999999999");
    assert_eq!(e.sync_xboard(7), Vec::<String>::new());
    e.send("level x y z");
    let said = e.sync_xboard(6);
    assert!(said.len() == 1 && said[0].starts_with("Error"), "{said:?}");
    e.quit_cleanly();
}

#[test]
fn setboard_in_xboard_and_cutechess_forms() {
    let mut e = game("seirawan");
    // XBoard's castling order, virgin flags on empty squares (run7_A.log).
    e.send("setboard r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[HEhe] w KGFDCBQkgfdcbq - 2 1");
    play(&mut e, &["f1c4h", "g8f6e", "b1c3e"]);
    // Black to move with one piece in each hand (run8_A.log).
    e.send("setboard rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[He] b KGFDCBQkgfdcbq - 0 1");
    play(&mut e, &["g8f6e", "g1f3h"]);
    e.send("setboard rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[He] b KGFDCBQkgfdcbq - 0 1");
    e.send("usermove g8f6h");
    assert!(e.sync_xboard(2)[0].starts_with("Illegal move"), "Black has no Hawk");
    // Empty hands as [-] (run9_A.log): no gating.
    e.send("setboard rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[-] w KQkq - 0 1");
    e.send("usermove b1c3h");
    assert!(e.sync_xboard(3)[0].starts_with("Illegal move"), "no hand, no gating");
    play(&mut e, &["b1c3"]);
    // cutechess: a dummy b2b3 first when Black is to move, then the FEN (x1_A.log); answered silently.
    e.send("new");
    e.send("variant seirawan");
    e.send("force");
    e.send("usermove b2b3");
    e.send("setboard rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[EHeh] b bcdfgBCDFGKQkq - 0 1");
    assert_eq!(e.sync_xboard(4), Vec::<String>::new());
    e.send("go");
    let (_, m) = engine_move(&mut e, SEARCH);
    let legal = legal_moves("seirawan", "startpos", &["e2e4".into()]);
    assert!(legal.contains(&m), "{m}");
    // A bad FEN: tellusererror, moves refused until a good position comes.
    e.send("force");
    e.send("setboard this is not a fen");
    let said = e.sync_xboard(8);
    assert!(said.len() == 1 && said[0].starts_with("tellusererror Illegal position"), "{said:?}");
    e.send("usermove e2e4");
    assert!(e.sync_xboard(9)[0].starts_with("Illegal move"));
    e.send("setboard 4k3/8/8/8/8/8/8/4K2R[-] w K - 0 1");
    play(&mut e, &["e1g1"]);
    e.quit_cleanly();
}

#[test]
fn setboard_pass_is_a_null_move_and_the_engine_thinks_by_itself() {
    // Engine plays Black after `new`; White's move, the engine's answer, then White passes:
    // XBoard relays that as a setboard with Black to move and no `go` (docs/protocols.md §5).
    let mut e = Nereid::xboard();
    for c in ["new", "variant seirawan", "sd 4", "st 5"] {
        e.send(c);
    }
    e.send("usermove e2e4");
    let (_, reply) = engine_move(&mut e, SEARCH);
    let fen_after = {
        let mut r = Nereid::uci();
        r.send("setoption name UCI_Variant value seirawan");
        r.send(&format!("position startpos moves e2e4 {reply}"));
        r.send("d");
        r.expect_prefix("FEN: ", QUICK).trim_start_matches("FEN: ").to_string()
    };
    let passed = fen_after.replacen(" w ", " b ", 1);
    assert_ne!(passed, fen_after);
    e.send(&format!("setboard {passed}"));
    let (_, m) = engine_move(&mut e, SEARCH);
    let mut r = Nereid::uci();
    r.send("setoption name UCI_Variant value seirawan");
    r.send(&format!("position fen {passed}"));
    let legal = r.perft1();
    assert!(legal.contains(&m), "after the pass: {m} not in {legal:?}");
    // The pass kept the game: undo three plies (the engine's move, the pass, its reply) is fine.
    e.send("force");
    e.send("undo");
    e.send("undo");
    e.send("undo");
    e.send(&format!("usermove {reply}"));
    assert_eq!(e.sync_xboard(3), Vec::<String>::new());
    // In force mode a pass setboard is taken silently.
    e.send(&format!("setboard {passed}"));
    assert!(e.wait_for(Duration::from_millis(700), |l| l.starts_with("move ")).is_err(), "moved in force mode");
    e.quit_cleanly();
}

#[test]
fn undo_and_remove() {
    let mut e = game("seirawan");
    play(&mut e, &["b1c3h", "b8c6e", "g1f3"]);
    e.send("undo");
    // b1c3h b8c6e: g1 is back, the Elephant still in hand.
    play(&mut e, &["g1f3e"]);
    e.send("remove");
    // b1c3h: Black to move with both pieces in hand.
    play(&mut e, &["b8c6h", "g1f3e"]);
    e.send("remove");
    e.send("remove");
    // Back at the start.
    play(&mut e, &["b1c3e"]);
    e.send("undo");
    e.send("undo"); // nothing left to take back: no crash, no output
    assert_eq!(e.sync_xboard(5), Vec::<String>::new());
    play(&mut e, &["g1h3h"]);
    e.quit_cleanly();
}

#[test]
fn analyze_mode_thinking_stat01_exclude_exit() {
    let mut e = game("seirawan");
    play(&mut e, &["e2e4"]);
    e.send("post");
    e.send("analyze");
    let lines = e.expect("thinking", QUICK, |l| thinking(l).is_some_and(|t| t.0 >= 3));
    assert_clean(&lines);
    let legal = legal_moves("seirawan", "startpos", &["e2e4".into()]);
    e.send(".");
    let stat = e.expect_prefix("stat01:", QUICK);
    let fields: Vec<&str> = stat.split_whitespace().collect();
    // stat01: time nodes ply mvleft mvtot mvname, with the real numbers of the running search.
    assert!(fields.len() == 7 && fields[1..6].iter().all(|f| f.parse::<u64>().is_ok()), "{stat}");
    let n = |i: usize| fields[i].parse::<u64>().unwrap();
    assert!(n(2) > 0 && n(3) >= 3, "nodes and depth: {stat}");
    assert_eq!(n(5), legal.len() as u64, "moves in total: {stat}");
    assert!(n(4) < n(5), "moves left: {stat}");
    assert!(fields[6].chars().next().is_some_and(|c| c.is_ascii_alphabetic()), "move name: {stat}");
    // Exclude the best move: it disappears from the PVs.
    let best = e.expect("a pv", QUICK, |l| thinking(l).is_some_and(|t| !t.2.is_empty())).pop().unwrap();
    let best = thinking(&best).unwrap().2[0].clone();
    assert!(legal.contains(&best), "{best}");
    e.send(&format!("exclude {best}"));
    e.send("ping 3");
    e.expect_line("pong 3", QUICK);
    let lines = e.expect("deeper analysis", QUICK, |l| thinking(l).is_some_and(|t| t.0 >= 4));
    for l in lines.iter().filter_map(|l| thinking(l)) {
        assert_ne!(l.2.first(), Some(&best), "excluded {best} is still analysed: {lines:?}");
    }
    e.send(&format!("include {best}"));
    e.send("exclude all");
    e.send("include all");
    e.send("exclude zz9");
    let said = e.sync_xboard(4);
    assert!(said.iter().any(|l| l.starts_with("Error")), "exclude zz9: {said:?}");
    // A move in analyze mode: analysis goes on from the new position.
    e.send("usermove e7e5");
    let after = legal_moves("seirawan", "startpos", &["e2e4".into(), "e7e5".into()]);
    let l = e.expect("new analysis", QUICK, |l| thinking(l).is_some_and(|t| t.0 >= 2 && !t.2.is_empty()));
    let first = thinking(l.last().unwrap()).unwrap().2[0].clone();
    assert!(after.contains(&first), "{first} after e7e5");
    e.send("undo");
    e.send("exit");
    e.send("ping 5");
    e.expect_line("pong 5", QUICK);
    // After exit: silence.
    let quiet = e.drain(Duration::from_millis(400));
    assert!(quiet.is_empty(), "output after exit: {quiet:?}");
    e.quit_cleanly();
}

#[test]
fn hint_bk_memory_cores_option() {
    let mut e = game("seirawan");
    // More than the machine has must not abort the engine (it used to: 64 GiB allocation).
    e.send("memory 999999");
    assert_eq!(e.sync_xboard(7), Vec::<String>::new());
    e.send("memory 32");
    e.send("cores 2");
    e.send("option MultiPV=2");
    e.send("option Move Overhead=10");
    e.send("option Clear Hash");
    e.send("option Allow RxK gating=0");
    assert_eq!(e.sync_xboard(1), Vec::<String>::new());
    e.send("option No Such Option=1");
    let said = e.sync_xboard(2);
    assert!(said.len() == 1 && said[0].starts_with("Error"), "{said:?}");
    e.send("bk");
    let said = e.sync_xboard(3);
    assert!(!said.is_empty() && said.last().unwrap().is_empty(), "bk: lines then an empty line: {said:?}");
    assert!(said[..said.len() - 1].iter().all(|l| l.starts_with(' ') || l.starts_with('\t')), "{said:?}");
    // MultiPV=2 with cores 2 in a normal think, then `hint` gives the expected reply.
    e.send("sd 5");
    e.send("post");
    e.send("go");
    let (lines, m) = engine_move(&mut e, SEARCH);
    assert!(lines.iter().filter_map(|l| thinking(l)).any(|t| t.0 == 5), "{lines:?}");
    e.send("hint");
    let said = e.sync_xboard(4);
    assert!(said.len() <= 1, "{said:?}");
    if let Some(h) = said.first() {
        let h = h.strip_prefix("Hint: ").unwrap_or_else(|| panic!("{h}"));
        assert!(legal_moves("seirawan", "startpos", &[m]).contains(&h.to_string()), "hint {h}");
    }
    e.quit_cleanly();
}

#[test]
fn unknown_commands_are_errors_and_never_echo_fatal_phrases() {
    let mut e = game("normal");
    e.send("frobnicate");
    let said = e.sync_xboard(1);
    assert_eq!(said, vec!["Error (unknown command): frobnicate".to_string()]);
    let nasty = [
        "not found",
        "No such file or directory",
        "usermove not found",
        "usermove No such file",
        "Permission denied",
        "option Permission denied=1",
        "variant not found",
        "setboard No such file",
        "level can't alloc",
        "st unknown host",
        "ping No remote directory",
        "exclude not found",
        "xnot foundx",
    ];
    for bad in nasty {
        e.send(bad);
    }
    let said = e.sync_xboard(2);
    assert!(!said.is_empty());
    assert_clean(&said);
    let long = "x".repeat(5000);
    e.send(&long);
    e.send(&format!("usermove {long}"));
    e.send(&format!("ping {long}"));
    let said = e.sync_xboard(3);
    assert_clean(&said);
    // `setboard No such file` was a bad position: a new game.
    e.send("new");
    e.send("force");
    e.send("usermove e2e4");
    assert_eq!(e.sync_xboard(4), Vec::<String>::new());
    e.quit_cleanly();
}

#[test]
fn thinking_output_format_and_mate_scores() {
    let mut e = game("normal");
    e.send("post");
    e.send("sd 4");
    e.send(&format!("setboard {MATE_IN_1}"));
    e.send("go");
    let (lines, m) = engine_move(&mut e, SEARCH);
    assert_eq!(m, "a1a8");
    let think: Vec<_> = lines.iter().filter(|l| !l.starts_with("move ")).collect();
    assert!(!think.is_empty());
    for l in &think {
        let (_, score, pv) =
            thinking(l).unwrap_or_else(|| panic!("not `ply score time nodes seldepth nps<TAB>pv`: {l:?}"));
        assert_eq!(score, 100_001, "mate in 1 is 100001: {l}");
        assert_eq!(pv.first().map(String::as_str), Some("a1a8"), "{l}");
    }
    // The engine mated: it claims the result after its move.
    e.expect_line("1-0 {White mates}", QUICK);
    // Black mates too.
    e.send("force");
    e.send(&format!("setboard {MATE_IN_1_BLACK}"));
    e.send("go");
    let (_, m) = engine_move(&mut e, SEARCH);
    assert_eq!(m, "a8a1");
    e.expect_line("0-1 {Black mates}", QUICK);
    // Being mated shows as -100000-N: Black to move, mated in 1 after any move here.
    e.send("force");
    e.send("sd 8");
    e.send("setboard k7/8/1K6/8/8/8/8/7R b - - 0 1");
    e.send("go");
    let (lines, _) = engine_move(&mut e, SEARCH);
    let last = lines.iter().rev().find_map(|l| thinking(l)).expect("thinking lines");
    assert!(last.1 <= -100_001, "being mated: {lines:?}");
    // Mated at `go`: no move, the result by the rules.
    e.send("force");
    e.send(&format!("setboard {FOOLS_MATE}"));
    e.send("go");
    e.expect_line("0-1 {Black mates}", QUICK);
    let said = e.sync_xboard(6);
    assert!(said.iter().all(|l| !l.starts_with("move")), "{said:?}");
    e.quit_cleanly();
}

#[test]
fn never_sends_rook_square_gating_castles_unless_allowed() {
    for (fen, rxk, claim) in [(RXK_MATE, "h1e1e", "1-0 {White mates}"), (RXK_MATE_BLACK, "h8e8e", "0-1 {Black mates}")]
    {
        let mut e = game("seirawan");
        e.send("post");
        e.send("sd 6");
        e.send(&format!("setboard {fen}"));
        e.send("go");
        let (lines, m) = engine_move(&mut e, SEARCH);
        assert!(!is_rxk_gating(&m), "sent {m} with `Allow RxK gating` off");
        for (_, _, pv) in lines.iter().filter_map(|l| thinking(l)) {
            assert!(pv.first().is_none_or(|m| !is_rxk_gating(m)), "{pv:?}");
        }
        let mut r = Nereid::uci();
        r.send("setoption name UCI_Variant value seirawan");
        r.send(&format!("position fen {fen}"));
        let legal = r.perft1();
        assert!(legal.contains(&m) && legal.contains(&rxk.to_string()), "{m} / {legal:?}");
        // UCI has no such restriction: there it is the mate.
        assert_eq!(r.go("depth 4", SEARCH).1, rxk);
        // Analyze mode: the first PV move is never a rook-square gating castle either.
        e.send("force");
        e.send(&format!("setboard {fen}"));
        e.send("analyze");
        let lines = e.expect("analysis", QUICK, |l| thinking(l).is_some_and(|t| t.0 >= 5));
        for (_, _, pv) in lines.iter().filter_map(|l| thinking(l)) {
            assert!(pv.first().is_none_or(|m| !is_rxk_gating(m)), "{pv:?}");
        }
        e.send("exit");
        // With the option on (patched XBoards) it plays the mate and claims it.
        e.send("option Allow RxK gating=1");
        e.send(&format!("setboard {fen}"));
        e.send("go");
        let (_, m) = engine_move(&mut e, SEARCH);
        assert_eq!(m, rxk);
        e.expect_line(claim, QUICK);
        e.quit_cleanly();
    }
}

#[test]
fn result_and_force_stop_thinking() {
    let mut e = game("seirawan");
    e.send("st 30");
    e.send("go");
    std::thread::sleep(Duration::from_millis(300));
    e.send("force");
    e.send("result 1/2-1/2 {Draw by agreement}");
    let said = e.sync_xboard(1);
    assert!(said.iter().all(|l| !l.starts_with("move")), "moved after force: {said:?}");
    // A new game after `result`.
    e.send("new");
    e.send("variant seirawan");
    e.send("force");
    play(&mut e, &["b1c3h"]);
    e.send("draw");
    assert_eq!(e.sync_xboard(2), Vec::<String>::new());
    e.quit_cleanly();
}

/// Seachess over CECP (docs/protocols.md §4, §5): offered in `variants`, `setup` answered before
/// the pong, XBoard's FEN read in `setboard`, moves in XBoard's forms both ways (suffixes,
/// capture-and-return, the relayed "kludge" form), `lift` highlights on the 12x12 frame.
#[test]
fn seachess_through_xboards_board() {
    let mut e = Nereid::spawn(&["xboard"]);
    e.send("xboard");
    e.send("protover 2");
    let features = e.expect_line("feature done=1", QUICK);
    assert!(features.iter().any(|l| l.contains("variants=") && l.contains("seachess")), "{features:?}");
    e.send("new");
    e.send("variant seachess");
    e.send("ping 1");
    let said = e.expect_line("pong 1", QUICK);
    assert_eq!(
        said[0],
        "setup (BSDCAT......UKbsdcat......uk) 12x12+0_fairy **csdakdst**/**bbbbbbbb**/12/12/12/12/12/12/12/12/**BBBBBBBB**/**CSDAKDST** w - - 0 1"
    );
    // As the second engine: the start position as XBoard writes it, then moves.
    e.send("force");
    e.send("setboard **csdakdst**/**bbbbbbbb**/12/12/12/12/12/12/12/12/**BBBBBBBB**/**CSDAKDST** w KQ c: 0 1");
    e.send("usermove c1d1,d1c1"); // not legal: d1 holds a submarine, XBoard's board would lose it
    e.send("usermove c1c1");
    e.send("ping 2");
    let said = e.expect_line("pong 2", QUICK);
    assert!(said.len() == 3 && said[..2].iter().all(|l| l.starts_with("Illegal move")), "{said:?}");
    // White lays a mine (capture-and-return over c2, now empty); Black does the same over c11
    // and XBoard relays it in its kludge form (whole move, kill square, a meaningless square).
    for m in ["c2c3", "c11c10", "c1c2,c2c1", "c12c12,c11b12"] {
        e.send(&format!("usermove {m}"));
    }
    e.send("lift c1");
    e.send("ping 3");
    let said = e.expect_line("pong 3", QUICK);
    // The unloaded cruiser on c1 can only go to c2 (its boat is on c3).
    assert_eq!(said[0], "highlight 12/12/12/12/12/12/12/12/12/12/2Y9/12", "{said:?}");
    assert_eq!(said.len(), 2, "{said:?}");
    e.send("undo");
    e.send("usermove f12f11"); // the carrier onto its own boat
    e.send("usermove c12c11,c11c12"); // the mine again, now in the plain form
    e.send("ping 4");
    let said = e.expect_line("pong 4", QUICK);
    assert!(said.len() == 2 && said[0].starts_with("Illegal move"), "{said:?}");
    e.quit_cleanly();
}

/// Aquachess over CECP (docs/variants/aquachess.md §9): the 16x16 `setup` before the pong,
/// XBoard's FEN in `setboard`, and move entry by highlights: cyan for the first leg of en
/// passant, then the second leg; blue for promotions, with the letters in `choice`.
#[test]
fn aquachess_through_xboards_board() {
    let mut e = Nereid::spawn(&["xboard"]);
    e.send("xboard");
    e.send("protover 2");
    let features = e.expect_line("feature done=1", QUICK);
    assert!(features.iter().any(|l| l.contains("variants=") && l.contains("aquachess")), "{features:?}");
    e.send("new");
    e.send("variant aquachess");
    e.send("ping 1");
    let said = e.expect_line("pong 1", QUICK);
    assert!(said[0].starts_with("setup (PHSWQVEYR.JMN.G..LFO..X......A...........D.CKphswq"), "{said:?}");
    assert!(said[0].contains(" 16x16+0_fairy ********yrlaglry/"), "{said:?}");
    e.send("force");
    // Fish double steps on the Sea (a1-h8) and a Pawn's on the Waves (i1-p8).
    for m in ["e2e4", "m7m5", "e4e5", "d7d5"] {
        e.send(&format!("usermove {m}"));
    }
    e.send("lift e5");
    e.send("put d5");
    e.send("lift d5");
    e.send("ping 2");
    let said = e.expect_line("pong 2", QUICK);
    // Forward, back, and en passant: d5 (the victim) cyan, then d6 the second leg.
    assert_eq!(said[0], "highlight 16/16/16/16/16/16/16/16/16/16/4Y11/3C12/4Y11/16/16/16", "{said:?}");
    assert_eq!(said[1], "highlight 16/16/16/16/16/16/16/16/16/16/3Y12/16/16/16/16/16", "{said:?}");
    e.send("usermove e5d5,d5d6");
    e.send("usermove a1a5"); // not legal: Black is to move
    e.send("ping 3");
    let said = e.expect_line("pong 3", QUICK);
    assert!(said.len() == 2 && said[0].starts_with("Illegal move"), "{said:?}");
    // Promotions: a Fish on the Sea, a Pawn on the Waves.
    e.send("setboard ********8/********8/********8/********8/********8/********8/********8/********8/12k3/F7P7/16/16/16/16/16/12K3 w - - 0 1");
    for sq in ["a7", "i7"] {
        e.send(&format!("lift {sq}"));
        e.send(&format!("put {}8", &sq[..1]));
    }
    e.send("ping 4");
    let said = e.expect_line("pong 4", QUICK);
    assert_eq!(
        said[..4],
        [
            "highlight 16/16/16/16/16/16/16/16/B15/16/Y15/16/16/16/16/16",
            "choice OHXMCJ",
            "highlight 16/16/16/16/16/16/16/16/8B7/16/16/16/16/16/16/16",
            "choice QWSD"
        ],
        "{said:?}"
    );
    e.send("usermove a7a8h");
    e.send("usermove m8l7");
    e.send("usermove i7i8q");
    e.send("ping 5");
    let said = e.expect_line("pong 5", QUICK);
    assert_eq!(said, ["pong 5"]);
    // XBoard run with -rankOffset 1 numbers its ranks from 0.
    e.send("option Ranks from 0=1");
    e.send("setboard ********8/********8/********8/********8/********8/********8/********8/********8/12k3/F7P7/16/16/16/16/16/12K3 w - - 0 1");
    e.send("lift i6");
    e.send("usermove i6i7q");
    e.send("usermove m7m6");
    e.send("ping 6");
    let said = e.expect_line("pong 6", QUICK);
    assert_eq!(said, ["highlight 16/16/16/16/16/16/16/16/8B7/16/16/16/16/16/16/16", "pong 6"]);
    e.quit_cleanly();
}
