//! Replays of what real GUIs sent (tests/data/traces, captured with XBoard 4.9.1 and
//! cutechess-cli): every GUI line goes to Nereid in order and its answers are checked.

mod common;

use common::{Nereid, QUICK, SEARCH, data, legal_moves};

/// The `< ` (GUI → engine) and `> ` (engine → GUI) lines of a trace.
fn trace(name: &str) -> Vec<(bool, String)> {
    let text = std::fs::read_to_string(data(&format!("traces/{name}"))).expect("trace file");
    text.lines()
        .filter_map(|l| {
            l.strip_prefix("< ")
                .map(|s| (true, s.to_string()))
                .or_else(|| l.strip_prefix("> ").map(|s| (false, s.to_string())))
        })
        .collect()
}

#[test]
fn cutechess_uci_seirawan_u1() {
    let lines = trace("u1_A.log");
    // No `nereid uci`: the protocol is detected from the first line.
    let mut e = Nereid::spawn(&[]);
    let mut gos = 0;
    let mut readies = 0;
    let mut last_position = None;
    for (to_engine, line) in lines.iter() {
        if !to_engine {
            continue;
        }
        let cmd = line.split_whitespace().next().unwrap_or("");
        match cmd {
            "uci" => {
                e.send(line);
                let said = e.expect_line("uciok", QUICK);
                assert!(said.iter().any(|l| l.contains("UCI_Variant") && l.contains("var seirawan")), "{said:?}");
            }
            "isready" => {
                e.send(line);
                let said = e.expect_line("readyok", QUICK);
                readies += 1;
                let errors: Vec<_> = said.iter().filter(|l| l.starts_with("info string")).collect();
                assert!(errors.is_empty(), "after {last_position:?}: {errors:?}");
            }
            "go" => {
                // The legal moves first (go perft 1 is not in the trace, it only reads).
                let legal = e.perft1();
                let (said, best, ponder) = e.go(&line["go ".len()..], SEARCH);
                gos += 1;
                assert!(legal.contains(&best), "{line}: bestmove {best} not in {legal:?}");
                assert!(ponder.is_none_or(|p| !p.is_empty()));
                assert!(said.iter().all(|l| !l.starts_with("info string")), "{said:?}");
            }
            "quit" => break,
            _ => {
                if cmd == "position" {
                    last_position = Some(line.clone());
                }
                e.send(line);
            }
        }
    }
    assert_eq!(gos, lines.iter().filter(|(to, l)| *to && l.starts_with("go ")).count());
    assert_eq!(readies, lines.iter().filter(|(to, l)| *to && l == "isready").count());
    // Every move of the game was taken: the final position is the one after h7h6.
    let last = last_position.expect("position lines");
    assert!(last.ends_with("h1e1e e8g8h a2a3 h7h6"), "{last}");
    e.send("isready");
    let said = e.expect_line("readyok", QUICK);
    assert!(said.iter().all(|l| !l.contains("error")), "{said:?}");
    e.quit_cleanly();
}

/// An XBoard-protocol trace: the set-up up to the first `go` as the GUI sent it, then the
/// whole game in force mode, then `go`.
fn replay_cecp(name: &str) {
    let lines = trace(name);
    let mut e = Nereid::spawn(&[]);
    let mut setup = "startpos".to_string();
    let mut i = 0;
    let mut pongs = 0;
    // The hand-shake and set-up, until the first `go`.
    while i < lines.len() {
        let (to_engine, line) = &lines[i];
        i += 1;
        if !to_engine {
            continue;
        }
        let mut words = line.split_whitespace();
        let cmd = words.next().unwrap_or("");
        if cmd == "go" || cmd == "quit" || cmd == "usermove" {
            i -= 1;
            break;
        }
        e.send(line);
        match cmd {
            "protover" => {
                let said = e.expect_line("feature done=1", QUICK);
                for l in &said {
                    assert!(l.starts_with("feature ") && l.len() < 512, "{name}: {l:?}");
                }
                let all = said.join(" ");
                for f in ["ping=1", "setboard=1", "usermove=1", "sigint=0", "sigterm=0", "seirawan"] {
                    assert!(all.contains(f), "{name}: no {f} in {said:?}");
                }
            }
            "ping" => {
                let n = words.next().unwrap_or("");
                let said = e.expect_line(&format!("pong {n}"), QUICK);
                assert_eq!(said.len(), 1, "{name}: before pong {n}: {said:?}");
                pongs += 1;
            }
            "setboard" => setup = format!("fen {}", &line["setboard ".len()..]),
            _ => {}
        }
    }
    assert!(pongs >= 1, "{name}: no ping in the set-up");
    // The game: the GUI's usermoves and the mock's own moves, in force mode.
    e.send("force");
    let mut moves = Vec::new();
    for (to_engine, line) in &lines[i..] {
        let m = if *to_engine { line.strip_prefix("usermove ") } else { line.strip_prefix("move ") };
        if let Some(m) = m {
            moves.push(m.trim().to_string());
            e.send(&format!("usermove {}", m.trim()));
        }
        if *to_engine && line.starts_with("result") {
            break;
        }
    }
    assert!(moves.len() >= 9, "{name}: {moves:?}");
    let said = e.sync_xboard(1000);
    assert!(said.is_empty(), "{name}: the game {moves:?} was answered {said:?}");
    e.send("sd 6");
    e.send("go");
    let said = e.expect(&format!("{name}: a move"), SEARCH, |l| l.starts_with("move ") || l.contains(" {"));
    let last = said.last().unwrap();
    let legal = legal_moves("seirawan", &setup, &moves);
    match last.strip_prefix("move ") {
        Some(m) => assert!(legal.contains(&m.to_string()), "{name}: move {m} not in {legal:?}"),
        None => assert!(legal.is_empty(), "{name}: claimed {last} with legal moves {legal:?}"),
    }
    assert!(said.iter().all(|l| !l.starts_with("Illegal") && !l.starts_with("Error")), "{name}: {said:?}");
    e.quit_cleanly();
}

#[test]
fn xboard491_run1() {
    replay_cecp("run1_A.log");
}

#[test]
fn xboard491_run4() {
    replay_cecp("run4_A.log");
}

#[test]
fn xboard491_run6() {
    replay_cecp("run6_A.log");
}

#[test]
fn cutechess_cecp_x1() {
    replay_cecp("x1_A.log");
}
