//! Nereid under the real XBoard 4.9.1 (the Debian release), headless under Xvfb, in
//! two-machine matches against Fairy-Max and Sjaak II, in S-Chess and in chess.
//!
//! Needs the Debian packages `xboard xvfb fairymax sjaakii`. Without them the tests print a
//! note and pass, except when `CI` is set: CI installs them, so there a missing program fails.
//! The XBoard command line is written out here in full, so that the tests depend on nothing
//! outside the repository.

mod common;

use common::{BIN, Nereid, QUICK};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

const XBOARD: &str = "/usr/games/xboard";
const FAIRYMAX: &str = "/usr/games/fairymax";
/// Fairy-Max through a wrapper that turns off the address randomisation it crashes with.
const FAIRYMAX_WRAPPER: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/engines/fairymax.sh");
const SJAAKII: &str = "/usr/games/sjaakii";
/// Games per match, base time in seconds, increment in seconds.
const GAMES: usize = 2;
const BASE_SECONDS: u32 = 5;
const INCREMENT: &str = "0.1";

/// One match at a time: two matches sharing two cores would make engines lose on time.
static SERIAL: Mutex<()> = Mutex::new(());
static NEXT_DISPLAY: AtomicU32 = AtomicU32::new(0);

fn find(program: &str, fallback: &str) -> Option<PathBuf> {
    if Path::new(fallback).exists() {
        return Some(fallback.into());
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|d| d.join(program)).find(|p| p.exists())
}

/// The programs, or None (skip) when they are missing outside CI; missing in CI fails.
fn programs(opponent: &str, fallback: &str) -> Option<(PathBuf, PathBuf, PathBuf)> {
    let found = (find("xboard", XBOARD), find("Xvfb", "/usr/bin/Xvfb"), find(opponent, fallback));
    match found {
        (Some(x), Some(v), Some(o)) => Some((x, v, o)),
        missing => {
            let msg = format!(
                "real-client test needs xboard, Xvfb and {opponent} (apt-get install -y xboard xvfb fairymax sjaakii); found {missing:?}"
            );
            if std::env::var_os("CI").is_some() {
                panic!("{msg}");
            }
            eprintln!("note: skipped: {msg}");
            None
        }
    }
}

/// The move of an XBoard "Forfeit due to invalid move: f8h6e (...)" reason.
fn forfeited_move(reason: &str) -> Option<String> {
    let rest = reason.split_once("invalid move: ")?.1;
    rest.split_whitespace().next().map(str::to_string)
}

/// Whether `m` (coordinates) has the shape of a castle with gating on the rook's square, king
/// taken by rook: `h1e1e`, `a8e8h`. A rook that captures on e1 after the king left (`Rxe1/E`)
/// writes the same; `rook_square_castles` tells them apart.
fn is_rook_square_gating_castle(m: &str) -> bool {
    ["h1e1", "a1e1", "h8e8", "a8e8"].iter().any(|p| m.starts_with(p)) && m.len() == 5
}

/// Whether `token` is a coordinate move on an 8x8 board (`e2e4`, `b1c3h`).
fn is_coordinate_move(token: &str) -> bool {
    let b = token.as_bytes();
    (4..=5).contains(&b.len())
        && (b'a'..=b'h').contains(&b[0])
        && (b'1'..=b'8').contains(&b[1])
        && (b'a'..=b'h').contains(&b[2])
        && (b'1'..=b'8').contains(&b[3])
}

/// The rook-square gating castles the engine `tag` (`"first "` or `"second"`) sent, read from
/// XBoard's debug file: its moves of the shape whose king square no earlier move of that game
/// (from the start position) left. Games start at `new`; the engine's own moves are
/// `<tag: move m`, its opponent's the last move-like token sent to it.
fn rook_square_castles(debug_text: &str, tag: &str) -> Vec<String> {
    let (to_engine, from_engine) = (format!(">{tag}: "), format!("<{tag}: move "));
    let mut game: Vec<String> = Vec::new();
    let mut castles = Vec::new();
    for line in debug_text.lines() {
        if let Some((_, m)) = line.split_once(&from_engine) {
            let m = m.trim();
            let king_square = m.get(2..4).unwrap_or_default();
            if is_rook_square_gating_castle(m) && !game.iter().any(|g| g.starts_with(king_square)) {
                castles.push(m.to_string());
            }
            game.push(m.to_string());
        } else if let Some((_, said)) = line.rsplit_once(&to_engine) {
            let said = said.trim();
            if said == "new" {
                game.clear();
            } else if let Some(m) = said.split_whitespace().last().filter(|t| is_coordinate_move(t)) {
                game.push(m.to_string());
            }
        }
    }
    castles
}

/// Whether XBoard 4.9.1 corrupted the opponent's rook-square gating castle (docs/protocols.md
/// §5): the opponent sent one from the corner the game's last move starts on, and XBoard
/// recorded a rook move with gating from there (`a8e8e` became `Ra8xg8=E`) and relayed that.
fn relayed_rook_square_castle(g: &Game, debug_text: &str) -> bool {
    let Some(last) = g.moves.last() else { return false };
    let Some(corner) = last.strip_prefix('R').and_then(|r| r.get(..2)) else { return false };
    last.contains('=') && rook_square_castles(debug_text, "second").iter().any(|m| m.starts_with(corner))
}

/// A private X server, killed on drop.
struct Xvfb(Child, u32);

impl Xvfb {
    fn start(xvfb: &Path) -> Xvfb {
        let base = 90 + (std::process::id() % 40) * 10;
        for _ in 0..60 {
            let d = base + NEXT_DISPLAY.fetch_add(1, Ordering::SeqCst) % 400;
            if Path::new(&format!("/tmp/.X{d}-lock")).exists() || Path::new(&format!("/tmp/.X11-unix/X{d}")).exists() {
                continue;
            }
            let mut child = Command::new(xvfb)
                .args([&format!(":{d}"), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"])
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .expect("start Xvfb");
            std::thread::sleep(Duration::from_millis(1000));
            if let Ok(None) = child.try_wait() {
                return Xvfb(child, d);
            }
        }
        panic!("no free X display for Xvfb");
    }
}

impl Drop for Xvfb {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A game from XBoard's PGN.
#[derive(Clone, Debug)]
struct Game {
    white: String,
    black: String,
    result: String,
    /// The last comment, XBoard's reason for the result.
    reason: String,
    /// The moves in SAN.
    moves: Vec<String>,
}

fn tag(text: &str, name: &str) -> String {
    let prefix = format!("[{name} \"");
    text.lines()
        .find_map(|l| l.strip_prefix(&prefix))
        .map(|v| v.trim_end_matches("\"]").to_string())
        .unwrap_or_default()
}

fn parse_pgn(text: &str) -> Vec<Game> {
    let mut games = Vec::new();
    for chunk in text.split("[Event ").skip(1) {
        // The chunk's first line is the rest of the Event tag.
        let movetext: String = chunk.lines().skip(1).filter(|l| !l.starts_with('[')).collect::<Vec<_>>().join(" ");
        let mut moves = Vec::new();
        let mut reason = String::new();
        let mut rest = movetext.as_str();
        while !rest.is_empty() {
            rest = rest.trim_start();
            if let Some(after) = rest.strip_prefix('{') {
                let end = after.find('}').unwrap_or(after.len());
                reason = after[..end].trim().to_string();
                rest = after.get(end + 1..).unwrap_or("");
                continue;
            }
            let end = rest.find(|c: char| c.is_whitespace() || c == '{').unwrap_or(rest.len());
            let token = &rest[..end];
            rest = &rest[end..];
            if ["1-0", "0-1", "1/2-1/2", "*"].contains(&token) {
                continue;
            }
            let token = token.trim_start_matches(|c: char| c.is_ascii_digit()).trim_start_matches('.');
            if token.is_empty() || token.starts_with('$') {
                continue;
            }
            moves.push(token.to_string());
        }
        games.push(Game {
            white: tag(chunk, "White"),
            black: tag(chunk, "Black"),
            result: tag(chunk, "Result"),
            reason,
            moves,
        });
    }
    games
}

/// Whether XBoard's reason names an end by the rules (or a resignation).
fn by_the_rules(reason: &str) -> bool {
    let r = reason.to_ascii_lowercase();
    let bad = ["forfeit", "false", "illegal", "time", "long game", "abort", "crash", "exit", "disconnect", "chasing"];
    let good =
        ["checkmate", "mates", "stalemate", "repetition", "50-move", "fifty", "insufficient", "trivial draw", "resign"];
    !bad.iter().any(|b| r.contains(b)) && good.iter().any(|g| r.contains(g))
}

/// Runs XBoard headless on its own X display with `args` (engines, variant, clocks) plus
/// the settings every test uses; kills it after `limit`. None: it did not finish in time.
/// The PGN is `work/games.pgn`, XBoard's debug file `work/xboard.debug`.
fn run_xboard(
    xboard: &Path,
    xvfb: &Path,
    work: &Path,
    args: &[String],
    limit: Duration,
) -> Option<std::process::ExitStatus> {
    let display = Xvfb::start(xvfb);
    let t = Instant::now();
    let mut child = Command::new(xboard)
        .args(["-settingsFile", &work.join("xboardrc").to_string_lossy(), "-saveSettingsOnExit", "false"])
        .args(args)
        .args(["-autoCallFlag", "true", "-popupExitMessage", "false", "-ponderNextMove", "false"])
        .args(["-saveGameFile", &work.join("games.pgn").to_string_lossy(), "-pgnExtendedInfo", "true"])
        .args(["-debug", "-nameOfDebugFile", &work.join("xboard.debug").to_string_lossy(), "-engineDebugOutput", "1"])
        .arg("-noGUI")
        .env("HOME", work)
        .env("DISPLAY", format!(":{}", display.1))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("start xboard");
    loop {
        if let Ok(Some(s)) = child.try_wait() {
            return Some(s);
        }
        if t.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(Duration::from_millis(200));
    }
}

/// Runs a match Nereid (first engine) vs `opponent` and checks every game.
fn play_match(variant: &str, opponent: &str, fallback: &str) {
    let Some((xboard, xvfb, mut opponent_path)) = programs(opponent, fallback) else { return };
    if opponent == "fairymax" {
        opponent_path = FAIRYMAX_WRAPPER.into();
    }
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let work = std::env::temp_dir().join(format!("nereid-xboard-{}-{variant}-{opponent}", std::process::id()));
    let _ = std::fs::remove_dir_all(&work);
    std::fs::create_dir_all(&work).unwrap();
    let pgn = work.join("games.pgn");
    let debug = work.join("xboard.debug");
    let t = Instant::now();
    let mut args: Vec<String> =
        ["-variant", variant, "-fcp", BIN, "-fd", &work.to_string_lossy()].into_iter().map(String::from).collect();
    args.extend(["-scp".into(), opponent_path.to_string_lossy().into(), "-sd".into(), work.to_string_lossy().into()]);
    args.extend(["-matchGames".into(), GAMES.to_string(), "-tc".into(), format!("0:{BASE_SECONDS:02}")]);
    args.extend(["-inc", INCREMENT, "-testLegality", "true"].map(String::from));
    // At most 2 × (clock + increments) per game and some slack; normally ~15 s a game.
    let limit = Duration::from_secs(GAMES as u64 * 150 + 30);
    let status = run_xboard(&xboard, &xvfb, &work, &args, limit);
    let took = t.elapsed();
    let pgn_text = std::fs::read_to_string(&pgn).unwrap_or_default();
    let debug_text = std::fs::read_to_string(&debug).unwrap_or_default();
    let context =
        format!("XBoard {variant} Nereid vs {opponent} ({took:?}, exit {status:?}); files in {}", work.display());
    assert!(status.is_some(), "{context}: XBoard did not finish in {limit:?}");
    let games = parse_pgn(&pgn_text);
    assert_eq!(games.len(), GAMES, "{context}: PGN:\n{pgn_text}");

    let mut tolerated = 0;
    let mut relayed_castles = 0;
    // The reasons XBoard gave for forfeiting Fairy-Max's illegal moves.
    let mut fairy_forfeits = Vec::new();
    for (i, g) in games.iter().enumerate() {
        println!(
            "{variant} game {}: {} - {} {} {{{}}} in {} plies",
            i + 1,
            g.white,
            g.black,
            g.result,
            g.reason,
            g.moves.len()
        );
        assert!(g.white.starts_with("Nereid") || g.black.starts_with("Nereid"), "{context}: {g:?}");
        assert!(
            ["1-0", "0-1", "1/2-1/2"].contains(&g.result.as_str()),
            "{context}: game {} has no result: {g:?}",
            i + 1
        );
        let loser = match g.result.as_str() {
            "1-0" => &g.black,
            "0-1" => &g.white,
            _ => "",
        };
        if !by_the_rules(&g.reason) {
            // Known quirk: Fairy-Max 5.0b rejects some legal S-Chess rook moves; XBoard then scores
            // a false illegal-move claim against Fairy-Max. Not Nereid's fault; counted apart.
            let fairy_false_claim = g.reason.contains("False illegal-move claim")
                && loser.starts_with("Fairy-Max")
                && opponent == "fairymax";
            // Fairy-Max 5.0b also gates from a pinned back-rank piece now and then (f8h6e with
            // the bishop pinned); XBoard forfeits it. Tolerated when Nereid agrees it is illegal.
            let fairy_illegal_move = loser.starts_with("Fairy-Max")
                && opponent == "fairymax"
                && forfeited_move(&g.reason).is_some_and(|m| {
                    let uci_variant = if variant == "normal" { "chess" } else { variant };
                    !common::legal_moves(uci_variant, "startpos", &g.moves).contains(&m)
                });
            // XBoard's corruption of the opponent's rook-square gating castle: Nereid rightly
            // rejects the move XBoard relays, and XBoard calls that a false claim.
            let corrupted_castle = g.reason.contains("False illegal-move claim")
                && loser.starts_with("Nereid")
                && relayed_rook_square_castle(g, &debug_text);
            if corrupted_castle {
                relayed_castles += 1;
                let mut played = g.clone();
                played.moves.pop(); // the corrupted move itself
                replay_with_nereid(variant, &played, &context);
                tolerated += 1;
                continue;
            }
            assert!(
                fairy_false_claim || fairy_illegal_move,
                "{context}: game {} did not end by the rules: {g:?}",
                i + 1
            );
            if fairy_illegal_move {
                fairy_forfeits.push(g.reason.clone());
            }
            tolerated += 1;
        }
        replay_with_nereid(variant, g, &context);
    }
    if tolerated > 0 {
        println!(
            "{tolerated} game(s) ended by a false illegal-move claim: Fairy-Max's S-Chess quirk, or \
             XBoard's corruption of the opponent's rook-square gating castle ({relayed_castles})"
        );
    }

    // XBoard's debug file: Nereid is the first engine.
    let mut nereid_moves = 0;
    for line in debug_text.lines() {
        let Some((_, said)) = line.split_once("<first : ") else { continue };
        // Rejecting a corrupted castle XBoard relayed is right (counted above).
        let rejected_castle = relayed_castles > 0 && said.starts_with("Illegal move");
        for bad in ["Illegal", "Error", "tellusererror", "resign"] {
            assert!(!said.starts_with(bad) || rejected_castle, "{context}: Nereid said {said:?}");
        }
        if said.starts_with("move ") {
            nereid_moves += 1;
        }
    }
    let castles = rook_square_castles(&debug_text, "first ");
    assert!(castles.is_empty(), "{context}: Nereid sent the rook-square gating castle(s) {castles:?}");
    assert!(nereid_moves > 0, "{context}: no Nereid move in the debug file");
    for line in debug_text.lines() {
        if line.contains("<second:") {
            continue; // the opponent's own words (Fairy-Max's false "Illegal move" claims)
        }
        // XBoard's own report of Fairy-Max's illegal move, tolerated above.
        if fairy_forfeits.iter().any(|reason| line.contains(reason.as_str())) {
            continue;
        }
        let l = line.to_ascii_lowercase();
        for bad in ["loses on time", "time forfeit", "forfeit"] {
            assert!(!l.contains(bad), "{context}: {line}");
        }
        if l.contains("illegal") || l.contains("false") {
            let rejected_castle = relayed_castles > 0 && line.contains("<first : Illegal move");
            assert!(
                (tolerated > 0 && line.contains("False illegal-move claim")) || rejected_castle,
                "{context}: {line}"
            );
        }
    }
    let _ = std::fs::remove_dir_all(&work);
}

/// Replays a PGN game through a fresh Nereid (CECP, force mode): every SAN move must be legal,
/// and a checkmate by XBoard's account must be one by Nereid's.
fn replay_with_nereid(variant: &str, g: &Game, context: &str) {
    let mut e = Nereid::xboard();
    e.send("new");
    if variant != "normal" {
        e.send(&format!("variant {variant}"));
    }
    e.send("force");
    for m in &g.moves {
        e.send(&format!("usermove {m}"));
    }
    let said = e.sync_xboard(1);
    assert!(said.is_empty(), "{context}: replaying {:?} gave {said:?}", g.moves);
    if g.reason.contains("Checkmate") || g.reason.contains("Stalemate") {
        e.send("go");
        let claim = e.expect_prefix(&g.result, QUICK);
        assert!(!claim.starts_with("move"), "{context}: Nereid sees no end after {:?}", g.moves);
    }
    e.quit_cleanly();
}

#[test]
fn xboard_seirawan_nereid_vs_fairymax() {
    play_match("seirawan", "fairymax", FAIRYMAX);
}

#[test]
fn xboard_seirawan_nereid_vs_sjaakii() {
    play_match("seirawan", "sjaakii", SJAAKII);
}

#[test]
fn xboard_chess_nereid_vs_fairymax() {
    play_match("normal", "fairymax", FAIRYMAX);
}

#[test]
fn xboard_chess_nereid_vs_sjaakii() {
    play_match("normal", "sjaakii", SJAAKII);
}

#[test]
fn pgn_reader_reads_xboard_pgn() {
    let text = "[Event \"Computer Chess Game\"]\n[White \"Nereid 0.1.0\"]\n[Black \"Fairy-Max 5.0b\"]\n[Result \"1-0\"]\n\n\
                1. Nc3/H {+0.12/12} Nc6/H {+0.15/6 0.3} 2. O-O/E\n{Xboard adjudication: Checkmate} 1-0\n\n\
                [Event \"x\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"0-1\"]\n\n1. e4 e5 {Black mates} 0-1\n";
    let games = parse_pgn(text);
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].moves, vec!["Nc3/H", "Nc6/H", "O-O/E"]);
    assert_eq!(games[0].reason, "Xboard adjudication: Checkmate");
    assert_eq!(games[0].white, "Nereid 0.1.0");
    assert_eq!(games[1].moves, vec!["e4", "e5"]);
    assert!(by_the_rules("Xboard adjudication: Checkmate") && by_the_rules("White resigns"));
    assert!(!by_the_rules("Xboard: Forfeit due to invalid move: e8g8h") && !by_the_rules("White wins on time"));
}

/// The game CI met: Fairy-Max gated an Elephant from its pinned f8 bishop and XBoard forfeited
/// it; Nereid's rules agree the move is illegal, so the tolerance above applies.
#[test]
fn a_fairy_max_forfeit_is_checked_against_nereids_rules() {
    let reason = "Xboard: Forfeit due to invalid move: f8h6e (f8h6 via ^0, ^0) res=24";
    assert_eq!(forfeited_move(reason).as_deref(), Some("f8h6e"));
    let moves: Vec<String> =
        "Nf3/E Nf6 g4 Nc6/H g5 Ne4 d3 Nc5 d4 Ne4 d5 Na5 Qd4/H Nd6 Hc3 c6 Qxg7 Nb5 Qxh8 Nxc3 Eh3 Nxb1 Exh7"
            .split(' ')
            .map(String::from)
            .collect();
    let legal = common::legal_moves("seirawan", "startpos", &moves);
    assert_eq!(legal.len(), 26, "{legal:?}");
    assert!(!legal.contains(&"f8h6e".to_string()) && !legal.contains(&"f8h6".to_string()), "{legal:?}");
}

/// Seachess (12x12 with holes) in XBoard, which does not know it.
#[test]
fn xboard_seachess_nereid_vs_nereid() {
    xboard_engine_variant_game("seachess", &[]);
}

/// Aquachess (three levels as quadrants of 16x16 with holes) in XBoard, counting ranks from
/// 0 so that moves from the 16th rank survive XBoard 4.9.1 (docs/protocols.md §4, §5).
#[test]
fn xboard_aquachess_nereid_vs_nereid() {
    let from_zero = ["-rankOffset", "1", "-firstOptions", "Ranks from 0=1", "-secondOptions", "Ranks from 0=1"];
    xboard_engine_variant_game("aquachess", &from_zero);
}

/// A variant XBoard does not know: Nereid sends `setup` and both engines are Nereid, with
/// legality testing off as docs/protocols.md §4, §5 requires. One game must end by the rules,
/// claimed by an engine, with no move refused by XBoard or an engine.
fn xboard_engine_variant_game(variant: &str, extra: &[&str]) {
    let Some((xboard, xvfb, nereid)) = programs("nereid", BIN) else { return };
    let _serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let work = std::env::temp_dir().join(format!("nereid-xboard-{}-{variant}", std::process::id()));
    let _ = std::fs::remove_dir_all(&work);
    std::fs::create_dir_all(&work).unwrap();
    let dir = work.to_string_lossy().to_string();
    let nereid = nereid.to_string_lossy().to_string();
    let args = [
        "-variant",
        variant,
        "-fcp",
        &nereid,
        "-fd",
        &dir,
        "-scp",
        &nereid,
        "-sd",
        &dir,
        "-matchGames",
        "1",
        "-tc",
        "0:15",
        "-inc",
        "0.1",
        "-testLegality",
        "false",
    ]
    .iter()
    .chain(extra)
    .map(|a| a.to_string())
    .collect::<Vec<_>>();
    let limit = Duration::from_secs(300);
    let t = Instant::now();
    let status = run_xboard(&xboard, &xvfb, &work, &args, limit);
    let pgn_text = std::fs::read_to_string(work.join("games.pgn")).unwrap_or_default();
    let debug_text = std::fs::read_to_string(work.join("xboard.debug")).unwrap_or_default();
    let context = format!("XBoard {variant} Nereid vs Nereid ({:?}, exit {status:?}); files in {dir}", t.elapsed());
    assert!(status.is_some(), "{context}: XBoard did not finish in {limit:?}");
    let games = parse_pgn(&pgn_text);
    assert_eq!(games.len(), 1, "{context}: PGN:\n{pgn_text}");
    let g = &games[0];
    println!("{variant}: {} - {} {} {{{}}} in {} plies", g.white, g.black, g.result, g.reason, g.moves.len());
    assert!(["1-0", "0-1", "1/2-1/2"].contains(&g.result.as_str()), "{context}: no result: {g:?}");
    assert!(by_the_rules(&g.reason) || g.reason.contains("by the rules"), "{context}: ended {g:?}");
    assert!(g.moves.len() >= 20, "{context}: only {} plies", g.moves.len());
    assert!(debug_text.contains("setup ("), "{context}: no setup command sent");
    let mut sent = 0;
    for line in debug_text.lines() {
        let l = line.to_ascii_lowercase();
        for bad in ["illegal", "error", "forfeit", "tellusererror", "loses on time", "resign"] {
            assert!(!l.contains(bad), "{context}: {line}");
        }
        if line.contains(": move ") {
            sent += 1;
        }
    }
    assert!(sent >= 20, "{context}: {sent} moves in the debug file");
    if variant == "aquachess" {
        // Black's back rank of the Air is XBoard's top rank, numbered 15 from 0.
        let from_top = debug_text
            .lines()
            .filter(|l| l.contains(": move ") && l.split(": move ").nth(1).is_some_and(|m| m.get(1..3) == Some("15")))
            .count();
        assert!(from_top >= 1, "{context}: no move from the top rank");
    }
    let _ = std::fs::remove_dir_all(&work);
}

#[test]
fn a_corrupted_rook_square_castle_is_told_from_a_false_claim() {
    // Sjaak II castled O-O-O with the Elephant gated on a8 (`a8e8e`); XBoard 4.9.1 recorded
    // `Ra8xg8=E`, relayed `a8g8e`, and scored Nereid's rejection as a false claim.
    let game = |last: &str| Game {
        white: "Nereid 0.1.0".into(),
        black: "Sjaak II 1.4.1".into(),
        result: "0-1".into(),
        reason: "False illegal-move claim".into(),
        moves: vec!["e4".into(), "Nc6".into(), last.into()],
    };
    let debug = "6250 <second: move a8e8e\n6251 >first : usermove a8g8e\n";
    assert!(relayed_rook_square_castle(&game("Ra8xg8=E"), debug));
    // Another corner, a move without gating, or no such castle sent: not this quirk.
    assert!(!relayed_rook_square_castle(&game("Rh8xg8=E"), debug));
    assert!(!relayed_rook_square_castle(&game("Ra8d8"), debug));
    assert!(!relayed_rook_square_castle(&game("Ra8xg8=E"), "6250 <second: move a8d8\n"));
    assert!(!relayed_rook_square_castle(&game("Ra8xg8=E"), "6250 <first : move a8e8e\n"));
}

#[test]
fn a_rook_taking_on_the_kings_square_is_no_castle() {
    // CI's game: 7. Ke2/H Qxe1+ 8. Rxe1/E; Nereid sent `h1e1e` with its king on e2.
    let debug = "85 >first : new\n233 <first : move e2e4\n458 >first : usermove 458 >first : d5a5\n\
                 3141 <first : move e1e2h\n3289 >first : usermove 3289 >first : a5e1\n3720 <first : move h1e1e\n";
    assert!(rook_square_castles(debug, "first ").is_empty());
    // The same move with the king at home is the castle; a new game forgets the king's walk.
    let castle = "85 >first : new\n233 <first : move e2e4\n300 >first : usermove 300 >first : e7e5\n\
                  400 <first : move h1e1e\n";
    assert_eq!(rook_square_castles(castle, "first "), ["h1e1e"]);
    let again = format!("{debug}4000 >first : new\n{castle}");
    assert_eq!(rook_square_castles(&again, "first "), ["h1e1e"]);
    // The second engine's moves reach it bare (`>second: e2e4`).
    let second = "106 >second: new\n204 >second: e2e4\n212 <second: move e7e5\n239 >second: e1e2\n\
                  246 <second: move h8e8e\n";
    assert_eq!(rook_square_castles(second, "second"), ["h8e8e"]);
    assert!(rook_square_castles(second, "first ").is_empty());
}
