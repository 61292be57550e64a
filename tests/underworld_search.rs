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
