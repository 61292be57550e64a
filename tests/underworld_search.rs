//! The generic search in Underworld Chess, where a player moves twice in a row (Black:
//! World then Underworld; White: Underworld then World) and some plies are placements or
//! passes: scores are negated only when the player changes.

use nereid::core::{Game, Rules};
use nereid::search::{self, Control, Limits, Options, Silent, TranspositionTable};
use nereid::variants::Variant;
use nereid::variants::underworld::Underworld;

fn best(fen: &str, depth: u32) -> (String, i32) {
    let pos = Underworld::from_fen(Variant::Underworld, fen).unwrap();
    let limits = Limits { depth: Some(depth), ..Limits::default() };
    let result = search::search(
        &Game::new(pos.clone()),
        &limits,
        &Options::default(),
        &TranspositionTable::new(8),
        &Control::default(),
        &[],
        &Silent,
    );
    (pos.move_text(result.best.unwrap()), result.score)
}

/// Black (slot 1) wins White's queen on the World; the queen is reborn on the Underworld.
const QUEEN_HANGS: &str = "rnbqkbnr/pppp1ppp/4p3/3Q4/8/8/PPPPPPP1/RNB1KBNR|4k3/8/8/8/8/8/8/4KB2 b W KQkq - - - 0 3";

#[test]
fn consecutive_moves_of_one_player_keep_the_score_sign() {
    // Slot 1: Black takes the queen; the search passes through Black's own slot 2.
    let (m, score) = best(QUEEN_HANGS, 6);
    assert_eq!(m, "e6d5");
    assert!(score > 300, "Black is a queen up: {score}");
    // Slot 2: Black again, on the Underworld; still clearly better for the side to move.
    let after = Underworld::from_fen(Variant::Underworld, QUEEN_HANGS).unwrap();
    let after = after.play(after.parse_move("e6d5").unwrap());
    assert!(after.side_to_move().is_black());
    let (_, score) = best(&after.fen(), 5);
    assert!(score > 300, "same player to move, same sign: {score}");
    // Slot 3: White to move on the Underworld; the score flips because the player changed.
    let next = after.play(after.parse_move("e8e7").unwrap());
    assert!(next.side_to_move().is_white());
    let (_, score) = best(&next.fen(), 5);
    assert!(score < -300, "White is a queen down: {score}");
}

#[test]
fn a_forced_pass_is_played() {
    // Rules §8 U14: White's only Underworld move is the pass.
    let (m, _) = best("4k3/8/8/8/8/8/P7/4K3|1r5k/8/8/8/8/8/7r/K7 w U - - - - 0 20", 4);
    assert_eq!(m, "0000");
}

#[test]
fn a_placement_ply_is_searched() {
    // After an Underworld King takes the other, its owner places it (a `K@` move).
    let (m, _) = best("4k3/8/8/8/8/8/P7/4K3|8/8/8/3k4/8/8/r7/r7 w K - - - - 0 20", 4);
    assert!(m.starts_with("K@"), "{m}");
}

fn nereid(args: &[&str]) -> String {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_nereid")).args(args).output().expect("run nereid");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn analyse_draws_both_boards() {
    let text = nereid(&["analyse", "--variant", "underworld", "--fen", QUEEN_HANGS, "--depth", "4"]);
    assert!(text.contains("World") && text.contains("Underworld"), "{text}");
    assert!(text.contains("Black to move on the World (slot 1)"), "{text}");
    assert!(text.contains("Best move: exd5 (e6d5)"), "{text}");
}

#[test]
fn the_referee_follows_the_slot_order() {
    let me = format!("cmd={}", env!("CARGO_BIN_EXE_nereid"));
    let pgn_path = std::env::temp_dir().join(format!("nereid-underworld-{}.pgn", std::process::id()));
    let _ = std::fs::remove_file(&pgn_path);
    let pgn_arg = pgn_path.to_string_lossy().into_owned();
    let text = nereid(&[
        "match",
        "-variant",
        "underworld",
        "-engine",
        &me,
        "name=A",
        "-engine",
        &me,
        "name=B",
        "-each",
        "depth=3",
        "-games",
        "2",
        "-repeat",
        "-openings",
        "plies=6",
        "-pgnout",
        &pgn_arg,
    ]);
    assert!(text.contains("Results of A vs B (2 games)"), "{text}");
    let games = nereid::referee::pgn::parse(&std::fs::read_to_string(&pgn_path).unwrap());
    assert_eq!(games.len(), 2);
    for g in games {
        assert_eq!(g.tag("Variant"), Some("underworld"));
        let reason = g.final_comment.clone().unwrap_or_default();
        assert!(
            !reason.contains("illegal") && !reason.contains("stalls") && !reason.contains("disconnects"),
            "{reason}"
        );
        // Replaying the SAN through the rules follows the slots (two moves in a row for one player).
        let mut pos = Underworld::startpos(Variant::Underworld);
        for san in &g.moves {
            let m = pos.parse_san(san).unwrap_or_else(|e| panic!("{san}: {e}"));
            pos = pos.play(m);
        }
    }
}
