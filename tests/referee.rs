//! The referee: match arithmetic against known values, PGN written and read back, games
//! between real engines, and scripted engines that misbehave (illegal move, crash, stall,
//! overstepped clock) scored as losses with the right reason.

use nereid::core::Rules;
use nereid::referee::pgn;
use nereid::referee::stats::{Sprt, SprtState, Tally, elo_from_score, erf};
use nereid::variants::Variant;
use nereid::variants::seirawan::Seirawan;
use std::path::PathBuf;
use std::process::Command;

fn close(a: f64, b: f64, eps: f64) -> bool {
    (a - b).abs() <= eps
}

#[test]
fn elo_los_and_sprt_match_known_values() {
    assert!(close(elo_from_score(0.6), 70.437, 0.01));
    assert!(close(elo_from_score(0.5), 0.0, 1e-9));
    assert!(close(erf(1.0), 0.842_700_79, 1e-6));
    let t = Tally { wins: 60, draws: 20, losses: 20 };
    let (elo, err) = t.elo().unwrap();
    // s = 0.7, per-game variance 0.16, 95 % interval 0.7 ± 0.0784.
    assert!(close(elo, 147.19, 0.05), "{elo}");
    assert!(close(err, 66.0, 0.2), "{err}");
    assert!(close(Tally { wins: 60, draws: 0, losses: 40 }.los(), 0.977_25, 1e-4));
    assert!(close(Tally { wins: 5, draws: 3, losses: 5 }.los(), 0.5, 1e-6));
    let sprt = Sprt { elo0: 0.0, elo1: 10.0, alpha: 0.05, beta: 0.05 };
    let (lo, hi) = sprt.bounds();
    assert!(close(lo, -2.944_44, 1e-4) && close(hi, 2.944_44, 1e-4));
    assert!(close(sprt.llr(&t), 1.7337, 1e-3), "{}", sprt.llr(&t));
    assert_eq!(sprt.state(&t), SprtState::Continue);
    assert_eq!(sprt.state(&Tally { wins: 600, draws: 200, losses: 200 }), SprtState::H1);
    assert_eq!(sprt.state(&Tally { wins: 200, draws: 200, losses: 600 }), SprtState::H0);
    assert!(Tally { wins: 3, draws: 0, losses: 0 }.elo().is_none());
}

#[test]
fn pgn_round_trip() {
    let game = pgn::PgnGame {
        tags: vec![("White".into(), "A \"quoted\"".into()), ("Variant".into(), "seirawan".into())],
        moves: vec!["Nc3/H".into(), "Nf6/E".into(), "e4".into(), "O-O/Eh1".into()],
        final_comment: Some("White mates".into()),
        result: "1-0".into(),
        ..Default::default()
    };
    let text = game.to_pgn(1, false);
    let parsed = pgn::parse(&text);
    assert_eq!(parsed, vec![game]);
    // Comments, variations, NAGs and numbers are skipped; the last comment is kept.
    let other = "[Event \"x\"]\n\n1. e4 {book} e5 (1... c5 2. Nf3) 2. Nf3 $1 Nc6 3... a6 {Black resigns} 0-1\n";
    let g = &pgn::parse(other)[0];
    assert_eq!(g.moves, ["e4", "e5", "Nf3", "Nc6", "a6"]);
    assert_eq!(g.result, "0-1");
    assert_eq!(g.final_comment.as_deref(), Some("Black resigns"));
}

fn nereid() -> &'static str {
    env!("CARGO_BIN_EXE_nereid")
}

fn script(name: &str) -> String {
    let p: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", "engines", name].iter().collect();
    p.to_string_lossy().into_owned()
}

/// Runs `nereid match` and returns (stdout, PGN text).
fn run_match(args: &[&str]) -> (String, String) {
    // One directory per call: tests run in parallel and must not share a PGN file.
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("nereid-referee-{}-{call}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pgn_path = dir.join("games.pgn");
    let _ = std::fs::remove_file(&pgn_path);
    let mut all: Vec<String> = vec!["match".into()];
    all.extend(args.iter().map(|s| s.to_string()));
    all.extend(["-pgnout".into(), pgn_path.to_string_lossy().into_owned()]);
    let out = Command::new(nereid()).args(&all).output().expect("run nereid match");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "nereid match failed: {}\n{stdout}", String::from_utf8_lossy(&out.stderr));
    let pgn = std::fs::read_to_string(&pgn_path).unwrap_or_default();
    (stdout, pgn)
}

/// Every game in `pgn` replays legally through the rules, and its result is one of the four.
fn check_pgn(pgn_text: &str, games: usize) -> Vec<pgn::PgnGame> {
    let parsed = pgn::parse(pgn_text);
    assert_eq!(parsed.len(), games, "{pgn_text}");
    for g in &parsed {
        assert!(["1-0", "0-1", "1/2-1/2"].contains(&g.result.as_str()), "{:?}", g.result);
        assert_eq!(g.tag("Variant"), Some("seirawan"));
        let mut pos = match g.tag("FEN") {
            Some(f) => Seirawan::from_fen(Variant::Seirawan, f).unwrap(),
            None => Seirawan::startpos(Variant::Seirawan),
        };
        for san in &g.moves {
            let m = pos.parse_san(san).unwrap_or_else(|e| panic!("{san}: {e}"));
            pos = pos.play(m);
        }
        assert_eq!(g.tag("PlyCount"), Some(g.moves.len().to_string().as_str()));
    }
    parsed
}

#[test]
fn nereid_against_nereid_in_seirawan() {
    let (stdout, pgn_text) = run_match(&[
        "-variant",
        "seirawan",
        "-engine",
        &format!("cmd={}", nereid()),
        "name=A",
        "-engine",
        &format!("cmd={}", nereid()),
        "name=B",
        "-each",
        "tc=2+0.05",
        "-games",
        "2",
        "-repeat",
        "-openings",
        "plies=4",
    ]);
    assert!(stdout.contains("Results of A vs B (2 games)"), "{stdout}");
    for g in check_pgn(&pgn_text, 2) {
        let reason = g.final_comment.unwrap();
        assert!(!reason.contains("time") && !reason.contains("illegal") && !reason.contains("disconnect"), "{reason}");
    }
}

fn one_game_against(engine: &str, extra: &[&str]) -> (String, pgn::PgnGame) {
    let mut args = vec!["-variant", "seirawan", "-engine", engine, "name=Bad", "-engine"];
    let me = format!("cmd={}", nereid());
    args.push(&me);
    args.extend(["name=Nereid", "-games", "1"]);
    args.extend(extra);
    let (stdout, pgn_text) = run_match(&args);
    let games = check_pgn(&pgn_text, 1);
    (stdout, games.into_iter().next().unwrap())
}

#[test]
fn illegal_move_loses() {
    let (_, g) = one_game_against(&format!("cmd={}", script("illegal.sh")), &["-each", "tc=5+0.1"]);
    assert_eq!(g.result, "0-1");
    assert_eq!(g.final_comment.as_deref(), Some("White makes an illegal move: a1a8"));
    assert_eq!(g.tag("Termination"), Some("illegal move"));
}

#[test]
fn crash_loses() {
    let (_, g) = one_game_against(&format!("cmd={}", script("crash.sh")), &["-each", "tc=5+0.1"]);
    assert_eq!(g.result, "0-1");
    assert_eq!(g.final_comment.as_deref(), Some("White disconnects"));
}

#[test]
fn stall_loses() {
    let (_, g) = one_game_against(&format!("cmd={}", script("stall.sh")), &["-each", "depth=2", "-stalltimeout", "1"]);
    assert_eq!(g.result, "0-1");
    assert_eq!(g.final_comment.as_deref(), Some("White stalls"));
}

#[test]
fn overstepping_the_clock_loses() {
    let slow = format!("cmd={}", script("slow.sh"));
    let arg = format!("arg={}", nereid());
    let mut args = vec!["-variant", "seirawan", "-engine", &slow, &arg, "name=Slow", "-engine"];
    let me = format!("cmd={}", nereid());
    args.push(&me);
    args.extend(["name=Nereid", "-games", "1", "-each", "tc=1+0"]);
    let (_, pgn_text) = run_match(&args);
    let g = &check_pgn(&pgn_text, 1)[0];
    assert_eq!(g.result, "0-1");
    assert_eq!(g.final_comment.as_deref(), Some("White loses on time"));
}

#[test]
fn sprt_stops_early() {
    let (stdout, pgn_text) = run_match(&[
        "-variant",
        "seirawan",
        "-engine",
        &format!("cmd={}", nereid()),
        "name=Nereid",
        "-engine",
        &format!("cmd={}", script("illegal.sh")),
        "name=Bad",
        "-each",
        "tc=5+0.1",
        "-games",
        "100",
        "-sprt",
        "elo0=0",
        "elo1=200",
        "alpha=0.05",
        "beta=0.05",
    ]);
    assert!(stdout.contains("H1 was accepted"), "{stdout}");
    let games = pgn::parse(&pgn_text).len();
    assert!(games < 100, "played {games}");
}

#[test]
fn nereid_against_fairy_max() {
    let fairymax = "/usr/games/fairymax";
    if !std::path::Path::new(fairymax).exists() {
        assert!(std::env::var_os("CI").is_none(), "CI must install fairymax (apt-get install fairymax)");
        eprintln!("fairymax is not installed: skipped");
        return;
    }
    let (stdout, pgn_text) = run_match(&[
        "-variant",
        "seirawan",
        "-engine",
        &format!("cmd={}", nereid()),
        "name=Nereid",
        "-engine",
        // Through a wrapper that turns off the address randomisation Fairy-Max crashes with.
        concat!("cmd=", env!("CARGO_MANIFEST_DIR"), "/tests/engines/fairymax.sh"),
        "name=Fairy-Max",
        "proto=xboard",
        "-each",
        "tc=3+0.05",
        "-games",
        "2",
        "-repeat",
        "-openings",
        "plies=2",
    ]);
    assert!(stdout.contains("Results of Nereid vs Fairy-Max (2 games)"), "{stdout}");
    for g in check_pgn(&pgn_text, 2) {
        let reason = g.final_comment.clone().unwrap();
        // Fairy-Max may lose by its own false illegal-move claims; Nereid must never be blamed.
        let nereid_white = g.tag("White") == Some("Nereid");
        let nereid_side = if nereid_white { "White" } else { "Black" };
        assert!(!reason.starts_with(nereid_side) || reason.contains("mates"), "{reason}");
    }
}

/// The variants of Nereid's own (Underworld, Seachess, Aquachess, Quake Chess) are refereed too; their PGN
/// carries the start position in a `FEN` tag and replays through the rules, and `analyse
/// --pgn`'s reader takes it back.
#[test]
fn nereid_against_nereid_in_the_new_variants() {
    for variant in [Variant::Aquachess, Variant::Seachess, Variant::Quake, Variant::QuakeDf] {
        let (stdout, pgn_text) = run_match(&[
            "-variant",
            variant.name(),
            "-engine",
            &format!("cmd={}", nereid()),
            "name=A",
            "-engine",
            &format!("cmd={}", nereid()),
            "name=B",
            "-each",
            "nodes=3000",
            "-games",
            "2",
            "-repeat",
            "-openings",
            "plies=4",
        ]);
        assert!(stdout.contains("Results of A vs B (2 games)"), "{stdout}");
        let games = pgn::parse(&pgn_text);
        assert_eq!(games.len(), 2, "{pgn_text}");
        for g in &games {
            assert_eq!(g.tag("Variant"), Some(variant.name()));
            let fen = g.tag("FEN").expect("FEN tag");
            nereid::with_variant!(variant, P => {
                let mut pos = P::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
                for san in &g.moves {
                    let m = pos.parse_san(san).unwrap_or_else(|e| panic!("{san}: {e}"));
                    pos = pos.play(m);
                }
            });
        }
        assert_eq!(nereid::referee::openings::from_pgn(&pgn_text, variant).map(|o| o.len()), Ok(2));
    }
}

#[test]
fn datagen_then_train_writes_a_network() {
    let dir = std::env::temp_dir().join(format!("nereid-datagen-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (pgn_path, net_path) = (dir.join("data.pgn"), dir.join("net.nnue"));
    let status = Command::new(nereid())
        .args(["datagen", "--games", "2", "--nodes", "300", "--plies", "4", "--out"])
        .arg(&pgn_path)
        .output()
        .unwrap();
    assert!(status.status.success(), "{}", String::from_utf8_lossy(&status.stderr));
    let games = check_pgn(&std::fs::read_to_string(&pgn_path).unwrap(), 2);
    assert!(games.iter().all(|g| g.comments.iter().flatten().any(|c| c.contains('/'))), "every move has a score");
    let out = Command::new(nereid())
        .args(["train", "--skip", "0", "--epochs", "2", "--pgn"])
        .arg(&pgn_path)
        .arg("--out")
        .arg(&net_path)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("2 games"));
    let bytes = std::fs::read(&net_path).unwrap();
    nereid::variants::seirawan::nnue::Network::from_bytes(&bytes).unwrap();
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn label_scores_the_quiet_positions_with_a_uci_engine() {
    let dir = std::env::temp_dir().join(format!("nereid-label-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (games_path, out_path) = (dir.join("games.pgn"), dir.join("labelled.pgn"));
    let games = "[Variant \"seirawan\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n\n\
                 [Variant \"chess\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n";
    std::fs::write(&games_path, games).unwrap();
    let out = Command::new(nereid())
        .args(["label", "--skip", "0", "--nodes", "200", "--concurrency", "2", "--option", "Hash=4"])
        .args(["--engine", nereid(), "--pgn"])
        .arg(&games_path)
        .arg("--out")
        .arg(&out_path)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("1 games, 6 positions scored"));
    let labelled = nereid::referee::pgn::parse(&std::fs::read_to_string(&out_path).unwrap());
    assert_eq!(labelled.len(), 1, "the chess game is left out");
    let g = &labelled[0];
    assert_eq!(g.moves, ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"]);
    // Every quiet position has the engine's score; the mating capture is not quiet.
    let scored: Vec<bool> =
        (0..7).map(|i| g.comments.get(i).is_some_and(|c| c.as_deref().is_some_and(|c| c.contains('/')))).collect();
    assert_eq!(scored.iter().filter(|&&s| s).count(), 7 - 1);
    assert!(!scored[6]);
    std::fs::remove_dir_all(&dir).ok();
}
