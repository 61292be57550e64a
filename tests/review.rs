//! `nereid analyse --pgn` (game review) against the real binary: PGN written by cutechess-cli
//! and by `nereid match` in S-Chess, chess and Underworld, a hand-made blunder, bad input.
//! Searches are to a small fixed depth on one thread, so the runs are quick and repeatable.

mod common;

use common::{BIN, data};
use nereid::protocol::engine::new_game;
use nereid::referee::pgn;
use nereid::variants::Variant;
use std::process::{Command, Stdio};

/// What one run of the binary gave.
struct Run {
    ok: bool,
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn nereid(args: &[&str]) -> Run {
    let out = Command::new(BIN).args(args).stdin(Stdio::null()).output().expect("run nereid");
    Run {
        ok: out.status.success(),
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// Reviews `file` (under tests/data) to depth 4 on one thread.
fn review(file: &str) -> Run {
    let path = data(file);
    let run = nereid(&["analyse", "--pgn", path.to_str().unwrap(), "--depth", "4", "--threads", "1"]);
    assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
    run
}

/// What the main line of a movetext holds, in order (move numbers and the result left out).
#[derive(Debug, Clone, PartialEq)]
enum Item {
    Move(String),
    Comment(String),
    Variation(String),
}

fn main_line(movetext: &str) -> Vec<Item> {
    let mut items = Vec::new();
    let mut chars = movetext.chars();
    let mut token = String::new();
    let flush = |token: &mut String, items: &mut Vec<Item>| {
        let t = std::mem::take(token);
        let number = !t.is_empty() && t.chars().all(|c| c.is_ascii_digit() || c == '.');
        if !t.is_empty() && !number && !["1-0", "0-1", "1/2-1/2", "*"].contains(&t.as_str()) {
            items.push(Item::Move(t));
        }
    };
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                flush(&mut token, &mut items);
                let text: String = chars.by_ref().take_while(|&c| c != '}').collect();
                items.push(Item::Comment(text.split_whitespace().collect::<Vec<_>>().join(" ")));
            }
            '(' => {
                flush(&mut token, &mut items);
                let mut depth = 1;
                let mut text = String::new();
                for c in chars.by_ref() {
                    depth += (c == '(') as i32 - (c == ')') as i32;
                    if depth == 0 {
                        break;
                    }
                    text.push(c);
                }
                items.push(Item::Variation(text.split_whitespace().collect::<Vec<_>>().join(" ")));
            }
            c if c.is_whitespace() => flush(&mut token, &mut items),
            c => token.push(c),
        }
    }
    flush(&mut token, &mut items);
    items
}

/// `+0.35/14`, `-1.20/8`, `#5/12`, `#-3/9`, or a result for a move that ends the game.
fn is_score_comment(text: &str) -> bool {
    if ["1-0", "0-1", "1/2-1/2"].contains(&text) {
        return true;
    }
    let Some((score, depth)) = text.split_once('/') else { return false };
    let score_ok = match score.strip_prefix('#') {
        Some(mate) => mate.trim_start_matches('-').parse::<u32>().is_ok(),
        None => {
            (score.starts_with('+') || score.starts_with('-'))
                && score[1..].split_once('.').is_some_and(|(a, b)| a.parse::<u32>().is_ok() && b.len() == 2)
        }
    };
    score_ok && depth.parse::<u32>().is_ok()
}

/// The games of an annotated PGN: (tags text, main line).
fn games_of(output: &str) -> Vec<(String, Vec<Item>)> {
    let blocks: Vec<&str> = output.split("\n\n").filter(|b| !b.trim().is_empty()).collect();
    assert!(blocks.len().is_multiple_of(2), "tags and movetext should alternate:\n{output}");
    blocks.chunks(2).map(|c| (c[0].to_string(), main_line(c[1]))).collect()
}

/// The moves of a game as coordinate text, played by the rules from its start.
fn canonical(game: &pgn::PgnGame) -> Vec<String> {
    let variant: Variant = game.tag("Variant").unwrap_or("chess").parse().unwrap();
    let mut g = new_game(variant, game.tag("FEN")).unwrap();
    game.moves.iter().map(|m| g.play(m).unwrap_or_else(|e| panic!("{m}: {e}"))).collect()
}

/// The accuracies a summary comment states, White's then Black's.
fn accuracies(summary: &str) -> Vec<f64> {
    summary
        .split("accuracy ")
        .skip(1)
        .map(|rest| rest.split(',').next().unwrap().parse::<f64>().unwrap_or_else(|_| panic!("{summary}")))
        .collect()
}

/// Checks the shape of a reviewed game against the input game: the same moves in the same
/// order, a summary first, one score comment after every move, a variation only after a
/// marked move, the original tags kept and Nereid named as annotator.
fn check_review(input: &pgn::PgnGame, tags: &str, items: &[Item]) {
    for (k, v) in &input.tags {
        if k != "Annotator" {
            assert!(tags.contains(&format!("[{k} \"")) && tags.contains(&format!("{}\"]", v)), "{k} lost:\n{tags}");
        }
    }
    assert!(tags.contains("[Annotator \"Nereid "), "{tags}");

    let Some(Item::Comment(summary)) = items.first() else { panic!("no summary first: {items:?}") };
    assert!(summary.starts_with("Nereid ") && summary.contains("White: accuracy"), "{summary}");
    let acc = accuracies(summary);
    assert_eq!(acc.len(), 2, "{summary}");
    assert!(acc.iter().all(|a| (0.0..=100.0).contains(a)), "{summary}");

    let mut moves = Vec::new();
    let mut i = 1;
    while i < items.len() {
        match &items[i] {
            Item::Move(m) => {
                moves.push(m.clone());
                let Some(Item::Comment(c)) = items.get(i + 1) else { panic!("no comment after {m}: {items:?}") };
                assert!(is_score_comment(c), "not a score after {m}: {c:?}");
                let marked = m.ends_with('?') || m.ends_with("?!");
                let variation = matches!(items.get(i + 2), Some(Item::Variation(_)));
                assert!(!variation || marked, "variation after the unmarked {m}");
                i += 2 + variation as usize;
            }
            Item::Comment(c) => {
                // Only the game's end note follows the moves.
                assert_eq!(i, items.len() - 1, "extra comment {c:?}");
                assert!(!is_score_comment(c), "two scores in a row: {c:?}");
                i += 1;
            }
            Item::Variation(v) => panic!("variation without a move: {v}"),
        }
    }
    let reread = pgn::PgnGame { moves, ..input.clone() };
    assert_eq!(canonical(&reread), canonical(input), "moves changed");
}

fn check_file(file: &str) -> Run {
    let run = review(file);
    assert!(run.ok, "{}", run.stderr);
    let inputs = pgn::parse(&std::fs::read_to_string(data(file)).unwrap());
    let outputs = games_of(&run.stdout);
    assert_eq!(inputs.len(), outputs.len());
    for (input, (tags, items)) in inputs.iter().zip(&outputs) {
        check_review(input, tags, items);
    }
    // The reader reads what the reviewer wrote: same games, same results.
    let reread = pgn::parse(&run.stdout);
    for (input, output) in inputs.iter().zip(&reread) {
        assert_eq!(canonical(output), canonical(input));
        assert_eq!(output.result, input.result);
    }
    run
}

#[test]
fn reviews_cutechess_pgn() {
    for file in ["review/cutechess_u1.pgn", "review/cutechess_x1.pgn"] {
        let run = check_file(file);
        // cutechess's score before the termination reason is dropped, the reason kept.
        let (_, items) = &games_of(&run.stdout)[0];
        let end = items.last().unwrap();
        assert!(
            matches!(end, Item::Comment(c) if c == "White makes an illegal move: 0000" || c == "White resigns"),
            "{end:?}"
        );
    }
}

#[test]
fn reviews_nereid_match_pgn_in_three_variants() {
    for file in ["review/match_seirawan.pgn", "review/match_chess.pgn", "review/match_underworld.pgn"] {
        check_file(file);
    }
}

#[test]
fn a_hung_queen_gets_a_blunder_mark_and_the_better_move() {
    let run = check_file("review/blunder_chess.pgn");
    let (_, items) = &games_of(&run.stdout)[0];
    let at = items.iter().position(|i| *i == Item::Move("Qxg7??".into())).expect("3. Qxg7 marked ??");
    let Some(Item::Variation(line)) = items.get(at + 2) else { panic!("no better line: {items:?}") };
    let first = line.split_whitespace().nth(1).unwrap();
    assert!(line.starts_with("3. ") && first != "Qxg7", "{line}");
    // The recapture is the best move: no mark. The summary counts White's blunder.
    assert!(items.contains(&Item::Move("Bxg7".into())), "{items:?}");
    let Item::Comment(summary) = &items[0] else { unreachable!() };
    let white = summary.split("Black:").next().unwrap();
    assert!(white.contains("blunders (??) 1"), "{summary}");
    let acc = accuracies(summary);
    assert!(acc[0] < acc[1], "the blunderer should be less accurate: {summary}");
    assert!(run.stderr.contains("White: accuracy"), "summary on stderr: {}", run.stderr);
}

#[test]
fn progress_goes_to_stderr_and_the_pgn_to_stdout_or_a_file() {
    let run = review("review/match_chess.pgn");
    assert!(run.stderr.contains("game 1/1 ply 0/10") && run.stderr.contains("game 1/1 ply 10/10"), "{}", run.stderr);
    assert!(!run.stdout.contains("ply "), "{}", run.stdout);
    assert!(run.stdout.starts_with("[Event "));

    let out = std::env::temp_dir().join(format!("nereid-review-{}.pgn", std::process::id()));
    let path = data("review/match_chess.pgn");
    let args = ["analyse", "--pgn", path.to_str().unwrap(), "--depth", "4", "--out", out.to_str().unwrap()];
    let to_file = nereid(&args);
    assert!(to_file.ok && to_file.stdout.is_empty(), "{}", to_file.stderr);
    assert_eq!(std::fs::read_to_string(&out).unwrap(), run.stdout, "fixed depth, one thread: same review");
    let _ = std::fs::remove_file(out);
}

#[test]
fn several_games_and_a_start_position() {
    let dir = std::env::temp_dir().join(format!("nereid-review-multi-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("games.pgn");
    let from_fen = "[Event \"from FEN\"]\n[SetUp \"1\"]\n\
                    [FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n\n1... e5 2. Nf3 Nc6 *\n\n";
    let text = std::fs::read_to_string(data("review/cutechess_x1.pgn")).unwrap()
        + "\n"
        + from_fen
        + &std::fs::read_to_string(data("review/blunder_chess.pgn")).unwrap();
    std::fs::write(&file, &text).unwrap();
    let run = nereid(&["analyse", "--pgn", file.to_str().unwrap(), "--depth", "3"]);
    assert!(run.ok, "{}", run.stderr);
    let games = games_of(&run.stdout);
    assert_eq!(games.len(), 3);
    assert!(run.stderr.contains("game 3/3"), "{}", run.stderr);
    for (input, (tags, items)) in pgn::parse(&text).iter().zip(&games) {
        check_review(input, tags, items);
    }
    // Black starts: the first move is numbered `1...`.
    let second = run.stdout.split("[Event \"from FEN\"]").nth(1).unwrap();
    assert!(second.contains("} 1... e5 {"), "{second}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn bad_input_is_reported_without_panic() {
    let dir = std::env::temp_dir().join(format!("nereid-review-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let write = |name: &str, text: &str| {
        let p = dir.join(name);
        std::fs::write(&p, text).unwrap();
        p.to_str().unwrap().to_string()
    };
    let analyse = |path: &str| {
        let run = nereid(&["analyse", "--pgn", path, "--depth", "2"]);
        assert!(!run.ok && run.code.is_some(), "should fail: {}", run.stderr);
        assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
        run
    };

    // An illegal move: the game is reviewed up to it, the error names the game and the ply.
    let illegal = analyse(&write("illegal.pgn", "[White \"W\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 Ke6 3. Bc4 *\n"));
    assert!(illegal.stderr.contains("game 1/1 (W - B): ply 4 (2... Ke6)"), "{}", illegal.stderr);
    let (tags, items) = &games_of(&illegal.stdout)[0];
    let moves: Vec<&Item> = items.iter().filter(|i| matches!(i, Item::Move(_))).collect();
    assert_eq!(moves, [&Item::Move("e4".into()), &Item::Move("e5".into()), &Item::Move("Nf3".into())]);
    assert!(tags.contains("[White \"W\"]"));
    let note = items.iter().any(|i| matches!(i, Item::Comment(c) if c.starts_with("Nereid could not read ply 4")));
    assert!(note, "{}", illegal.stdout);

    // Not PGN at all, an unknown variant, an empty file, a missing file.
    let garbage = analyse(&write("garbage.pgn", "hello world\n"));
    assert!(garbage.stderr.contains("ply 1") && garbage.stderr.contains("hello"), "{}", garbage.stderr);
    let variant = analyse(&write("variant.pgn", "[Variant \"xiangqi\"]\n\n1. e4 *\n"));
    assert!(variant.stderr.contains("unknown variant \"xiangqi\""), "{}", variant.stderr);
    assert!(variant.stdout.contains("1. e4 *"), "written back as read: {}", variant.stdout);
    let fen = analyse(&write("fen.pgn", "[FEN \"not a position\"]\n\n1. e4 *\n"));
    assert!(fen.stderr.contains("bad FEN tag"), "{}", fen.stderr);
    let empty = analyse(&write("empty.pgn", ""));
    assert!(empty.stderr.contains("no games"), "{}", empty.stderr);
    let missing = analyse(dir.join("missing.pgn").to_str().unwrap());
    assert!(missing.stderr.contains("cannot read"), "{}", missing.stderr);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn mates_are_written_as_mate_scores_and_results() {
    let run = check_file("review/mate_chess.pgn");
    let (_, items) = &games_of(&run.stdout)[0];
    let after = |m: &str| {
        let at = items.iter().position(|i| *i == Item::Move(m.into())).unwrap_or_else(|| panic!("{m}: {items:?}"));
        items[at + 1].clone()
    };
    // After 3... Nf6 White mates in one; the mate itself ends the game by the rules.
    assert!(matches!(after("Nf6??"), Item::Comment(c) if c.starts_with("#1/")), "{items:?}");
    assert_eq!(after("Qxf7#"), Item::Comment("1-0".into()));
}
