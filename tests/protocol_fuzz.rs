//! Random and mutated command lines for both protocols: after a batch of them the engine must
//! still answer `isready` / `ping`, exit cleanly on `quit`, and never panic. One process per
//! case with a batch of lines (a process per line would be too slow).

mod common;

use common::{FATAL_PHRASES, Nereid};
use proptest::prelude::*;
use proptest::test_runner::{Config, FileFailurePersistence};
use std::time::Duration;

/// How long the engine may take to answer the final `isready`/`ping`.
const ANSWER: Duration = Duration::from_secs(30);

/// Words both protocols know, numbers of every kind, moves, and junk. Left out on purpose:
/// `quit` (ends the batch early), `Hash`/`memory`/`Threads`/`cores` (huge sizes are tested
/// on their own in uci.rs). `perft` is in: it runs on a thread that `stop`, `quit` and the end
/// of input end.
const WORDS: &[&str] = &[
    "uci",
    "isready",
    "setoption",
    "name",
    "value",
    "MultiPV",
    "Ponder",
    "UCI_Variant",
    "UCI_Chess960",
    "Clear",
    "Move",
    "Overhead",
    "ucinewgame",
    "position",
    "startpos",
    "fen",
    "moves",
    "go",
    "depth",
    "nodes",
    "movetime",
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "infinite",
    "ponder",
    "mate",
    "searchmoves",
    "stop",
    "ponderhit",
    "debug",
    "on",
    "register",
    "d",
    "xboard",
    "protover",
    "new",
    "variant",
    "seirawan",
    "normal",
    "force",
    "playother",
    "level",
    "st",
    "sd",
    "nps",
    "time",
    "otim",
    "usermove",
    "?",
    "ping",
    "draw",
    "result",
    "setboard",
    "undo",
    "remove",
    "hard",
    "easy",
    "post",
    "nopost",
    "analyze",
    ".",
    "exit",
    "hint",
    "bk",
    "option",
    "exclude",
    "include",
    "all",
    "lift",
    "put",
    "accepted",
    "rejected",
    "white",
    "black",
    "computer",
    "random",
    "e2e4",
    "e7e5",
    "b1c3h",
    "g8f6e",
    "h1e1e",
    "e1g1",
    "e1g1e",
    "b1c3/h",
    "b1c3=H",
    "zz9",
    "a9a10",
    "P@e4",
    "0000",
    "@@@@",
    "e7e8q",
    "0",
    "1",
    "-1",
    "-100",
    "2",
    "3",
    "99999999999999999999",
    "18446744073709551616",
    "-9223372036854775809",
    "0.5",
    "1e308",
    "NaN",
    "inf",
    "0:30",
    "40",
    "x",
    "y",
    "z",
    "1-0",
    "0-1",
    "1/2-1/2",
    "*",
    "{",
    "}",
    "[HEhe]",
    "KQkq",
    "KGFDCBQkgfdcbq",
    "-",
    "w",
    "b",
    "8/8/8/8/8/8/8/8",
    "not found",
    "No such file",
    "Permission denied",
    "é",
    "♞",
    "日本",
    "\u{0}",
    "\t",
    "\r",
    "=",
];

/// Well-formed commands, mutated by the strategies below.
const UCI_COMMANDS: &[&str] = &[
    "position startpos moves e2e4 e7e5 g1f3",
    "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1 moves b1c3h",
    "position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1",
    "setoption name UCI_Variant value seirawan",
    "setoption name UCI_Variant value chess",
    "setoption name UCI_Variant value quake",
    "setoption name UCI_Variant value seachess-hidden",
    "position startpos moves e1qs d7qn ??",
    "position fen 3k3*/8/2p5/5P2/8/*3K3[VP] w 0 1 moves V@c5",
    "position startpos moves ?? d5v?? ??^f6!+ e2e3!me3",
    "illegal e2e4",
    "illegal",
    "setoption name Ignore Hidden value true",
    "setoption name Hash value -5",
    "setoption name MultiPV value 3",
    "setoption name UCI_Chess960 value true",
    "go depth 3",
    "go depth 99999999999999999999",
    "go nodes 5000",
    "go movetime 50",
    "go wtime -100 btime 100",
    "go wtime 1000 btime 1000 winc 10 binc 10 movestogo 5",
    "go infinite",
    "go ponder wtime 500 btime 500",
    "go mate 2",
    "go perft 3",
    "go perft 27",
    "go depth 60",
    "go searchmoves e2e4 d2d4 depth 2",
    "stop",
    "ponderhit",
    "ucinewgame",
    "isready",
    "d",
];

const CECP_COMMANDS: &[&str] = &[
    "new",
    "variant seirawan",
    "variant normal",
    "force",
    "go",
    "analyze",
    "st 1000",
    "usermove e2e4",
    "usermove b1c3h",
    "usermove zz9",
    "usermove h1e1e",
    "level 40 0:30 0.5",
    "level x y z",
    "st 1",
    "sd 3",
    "time -1",
    "otim 100",
    "time 50",
    "?",
    "setboard rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KGFDCBQkgfdcbq - 0 1",
    "setboard rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[-] b KQkq - 0 1",
    "setboard 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1",
    "undo",
    "remove",
    "analyze",
    ".",
    "exit",
    "exclude e2e4",
    "include all",
    "hint",
    "bk",
    "option MultiPV=2",
    "option Allow RxK gating=1",
    "result 1-0 {White mates}",
    "playother",
    "post",
    "nps 1000",
    "ping 5",
    "perft",
    "27",
];

/// One input line (without its newline) as bytes.
fn line(commands: &'static [&'static str]) -> impl Strategy<Value = Vec<u8>> {
    let words = || prop::sample::select(WORDS);
    prop_oneof![
        // Random bytes, newlines excepted (every byte value, invalid UTF-8 included).
        3 => prop::collection::vec(any::<u8>().prop_filter("one line", |b| *b != b'\n'), 0..120),
        // Random words.
        4 => prop::collection::vec(words(), 0..10).prop_map(|w| w.join(" ").into_bytes()),
        // A valid command with one word replaced, cut short, or with a word inserted.
        6 => (prop::sample::select(commands), any::<usize>(), words(), 0..4u8).prop_map(|(cmd, at, word, how)| {
            let mut t: Vec<&str> = cmd.split(' ').collect();
            let i = at % t.len();
            match how {
                0 => t[i] = word,
                1 => t.truncate(i.max(1)),
                2 => t.insert(i, word),
                _ => return cmd.chars().take(at % (cmd.len() + 1)).collect::<String>().into_bytes(),
            }
            t.join(" ").into_bytes()
        }),
        // The command as it is.
        3 => prop::sample::select(commands).prop_map(|c| c.as_bytes().to_vec()),
        // Empty, blank, very long, unicode.
        1 => Just(Vec::new()),
        1 => Just(b" \t \r".to_vec()),
        1 => (1usize..20_000).prop_map(|n| "go depth 3 ".repeat(n / 11 + 1).into_bytes()),
        1 => (1usize..20_000).prop_map(|n| format!("position startpos moves {}", "e2e4 e7e5 ".repeat(n / 10)).into_bytes()),
        1 => Just("usermove ♞♞ 日本語 ünïcödé \u{feff}".as_bytes().to_vec()),
    ]
}

fn batch(commands: &'static [&'static str]) -> impl Strategy<Value = Vec<Vec<u8>>> {
    prop::collection::vec(line(commands), 1..30)
}

fn config() -> Config {
    Config {
        // 24 cases in CI; NEREID_FUZZ_CASES=1000 for a longer hunt.
        cases: std::env::var("NEREID_FUZZ_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(24),
        max_shrink_iters: 32,
        failure_persistence: Some(Box::new(FileFailurePersistence::Off)),
        ..Config::default()
    }
}

fn show(lines: &[Vec<u8>]) -> String {
    lines.iter().map(|l| format!("{:?}", String::from_utf8_lossy(l))).collect::<Vec<_>>().join("\n")
}

/// Sends the batch, then checks the engine still answers and quits cleanly.
fn survive(mut e: Nereid, lines: &[Vec<u8>], sync: &[&str], answer: &str) -> Result<Nereid, TestCaseError> {
    for l in lines {
        let mut bytes = l.clone();
        bytes.push(b'\n');
        e.send_bytes(&bytes);
    }
    for s in sync {
        e.send(s);
    }
    if let Err(seen) = e.wait_for(ANSWER, |l| l == answer) {
        let tail: Vec<&String> = seen.iter().rev().take(10).collect();
        return Err(TestCaseError::fail(format!(
            "no {answer:?} after the batch:\n{}\nlast lines: {tail:?}\nstderr: {}",
            show(lines),
            e.stderr()
        )));
    }
    Ok(e)
}

/// Closing stdin must end the process within a second, whatever work the batch left running
/// (an endless `go perft 27`, `go infinite`, a long think or analysis).
fn eof_ends(mut e: Nereid, lines: &[Vec<u8>]) -> Result<(), TestCaseError> {
    e.close_stdin();
    let start = std::time::Instant::now();
    let status = e.wait_exit(Duration::from_secs(10));
    let took = start.elapsed();
    let stderr = e.stderr();
    prop_assert!(status.is_some_and(|s| s.success()), "exit {status:?} after:\n{}\nstderr: {stderr}", show(lines));
    prop_assert!(took < Duration::from_secs(1), "{took:?} to exit at end of input after:\n{}", show(lines));
    prop_assert!(!stderr.contains("panicked"), "panic after:\n{}\nstderr: {stderr}", show(lines));
    Ok(())
}

fn quit_ok(e: Nereid, lines: &[Vec<u8>]) -> Result<(), TestCaseError> {
    let (status, stderr) = e.quit(Duration::from_secs(15));
    prop_assert!(status.is_some_and(|s| s.success()), "exit {status:?} after:\n{}\nstderr: {stderr}", show(lines));
    prop_assert!(!stderr.contains("panicked"), "panic after:\n{}\nstderr: {stderr}", show(lines));
    Ok(())
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn uci_survives_random_lines(lines in batch(UCI_COMMANDS)) {
        let mut e = Nereid::spawn(&["uci"]);
        e.send("uci");
        e.send("setoption name UCI_Variant value seirawan");
        let e = survive(e, &lines, &["isready"], "readyok")?;
        quit_ok(e, &lines)?;
    }

    #[test]
    fn xboard_survives_random_lines(lines in batch(CECP_COMMANDS)) {
        let mut e = Nereid::spawn(&["xboard"]);
        e.send("xboard");
        e.send("protover 2");
        e.send("new");
        e.send("variant seirawan");
        // `force` ends any think the batch started (a GUI would do the same before asking).
        let e = survive(e, &lines, &["force", "ping 77"], "pong 77")?;
        for l in &e.transcript {
            prop_assert!(l.len() < 512, "{}-byte line after:\n{}", l.len(), show(&lines));
            for bad in FATAL_PHRASES {
                prop_assert!(!l.contains(bad), "{l:?} after:\n{}", show(&lines));
            }
        }
        quit_ok(e, &lines)?;
    }

    #[test]
    fn uci_end_of_input_ends_the_process(lines in batch(UCI_COMMANDS)) {
        let mut e = Nereid::spawn(&["uci"]);
        e.send("uci");
        let e = survive(e, &lines, &["isready"], "readyok")?;
        eof_ends(e, &lines)?;
    }

    #[test]
    fn xboard_end_of_input_ends_the_process(lines in batch(CECP_COMMANDS)) {
        let mut e = Nereid::spawn(&["xboard"]);
        e.send("xboard");
        e.send("protover 2");
        e.send("new");
        e.send("variant seirawan");
        for l in &lines {
            let mut bytes = l.clone();
            bytes.push(b'\n');
            e.send_bytes(&bytes);
        }
        // While the engine thinks on its move a `ping` is answered only after the move, so
        // this waits a little for the batch to be read, whatever the answer.
        e.send("ping 78");
        let _ = e.wait_for(Duration::from_secs(2), |l| l == "pong 78");
        eof_ends(e, &lines)?;
    }
}

#[test]
fn auto_detection_with_garbage_first_lines() {
    for first in ["", "   ", "\u{fffd}\u{0}garbage", "isready", "position startpos", "xboardx"] {
        let mut e = Nereid::spawn(&[]);
        e.send(first);
        e.send("isready");
        e.expect_line("readyok", Duration::from_secs(10));
        e.quit_cleanly();
    }
    // A line of invalid UTF-8 reads as an empty line, which decides nothing: `protover` does.
    let mut e = Nereid::spawn(&[]);
    e.send_bytes(b"\xff\xfe\n");
    e.send("protover 2");
    e.expect_line("feature done=1", Duration::from_secs(10));
    e.quit_cleanly();
}

/// The soak of the protocol parsers: a million random lines (the generator above) into one
/// session of each protocol, synchronising every 1,000 lines; the engine must keep answering
/// and never panic. Minutes long, so not in the default run:
/// `cargo test --release --test protocol_fuzz -- --ignored` (`NEREID_FUZZ_LINES` sets the count).
#[test]
#[ignore]
fn a_million_random_lines_in_one_session() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let total: usize = std::env::var("NEREID_FUZZ_LINES").ok().and_then(|v| v.parse().ok()).unwrap_or(1_000_000);
    for (protocol, commands) in [("uci", UCI_COMMANDS), ("xboard", CECP_COMMANDS)] {
        let mut runner = TestRunner::deterministic();
        let strategy = line(commands);
        let mut e = Nereid::spawn(&[protocol]);
        let start = std::time::Instant::now();
        let mut recent = Vec::new();
        for i in 1..=total {
            let mut bytes = strategy.new_tree(&mut runner).expect("a line").current();
            recent.push(bytes.clone());
            bytes.push(b'\n');
            e.send_bytes(&bytes);
            if i % 1_000 == 0 || i == total {
                // UCI has no numbered ping, and the random lines ask `isready` too: an unknown
                // command with a number in it is echoed back in an error line, which is unique.
                let (sync, answer) = match protocol {
                    "uci" => (vec![format!("sync-{i}")], format!("info string unknown command: sync-{i}")),
                    _ => (vec!["force".to_string(), format!("ping {i}")], format!("pong {i}")),
                };
                for s in &sync {
                    e.send(s);
                }
                if let Err(seen) = e.wait_for(ANSWER, |l| l == answer) {
                    let tail: Vec<&String> = seen.iter().rev().take(10).collect();
                    panic!(
                        "{protocol}: no {answer:?} after line {i}; last lines sent:\n{}\nlast seen: {tail:?}\nstderr: {}",
                        show(&recent),
                        e.stderr()
                    );
                }
                e.transcript.clear();
                recent.clear();
            }
        }
        let (status, stderr) = e.quit(Duration::from_secs(15));
        assert!(status.is_some_and(|s| s.success()), "{protocol}: exit {status:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{protocol}: {stderr}");
        println!("{protocol}: {total} random lines in {:?}, still answering", start.elapsed());
    }
}
