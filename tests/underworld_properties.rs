//! Underworld Chess property tests over random legal games
//! (https://proptest-rs.github.io/proptest/), from the start position and from several of
//! the §8 positions of `docs/variants/underworld.md`. At every ply: the incremental hash equals the hash
//! computed from scratch; the UWF round-trips; every legal move's token and SAN parse back
//! to the same move; `play` leaves the original alone; the pieces of each colour and kind on
//! both boards and in the pool are conserved (promotions turning a pawn into a piece); the
//! Kings are where they must be; an Underworld sub-turn always has a move. Malformed UWF
//! and move text never panic.

use nereid::core::{Color, MoveList, Rules};
use nereid::variants::Variant;
use nereid::variants::underworld::{MoveKind, Plane, Role, Slot, Underworld};
mod common;

use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::TestCaseError;
use std::collections::BTreeSet;

/// Longest random game, in plies.
const MAX_PLIES: usize = 160;

/// Start positions: the start, and positions of `docs/variants/underworld.md` §8 plus a few
/// with Underworld King contact.
const STARTS: [&str; 10] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|4k3/8/8/8/8/8/8/4K3 w W KQkq - - - 0 1",
    "r1bqkbnr/1ppp1ppp/p1B5/4p3/4P3/5N2/PPPP1PPP/RNBQK2R|4k1n1/8/8/8/8/8/8/4K3 b W KQkq - - - 0 4",
    "4k3/8/8/8/8/8/P7/4K3|4P3/8/k7/8/8/7K/8/3n1n2 w U - - - - 0 20",
    "4k3/8/8/8/8/8/P7/4K3|rr5k/8/8/8/8/8/8/K7 b U - - - - 0 20",
    "4k3/8/8/8/8/8/P7/4K3|8/8/8/k7/3b4/4R3/8/7K b U - - - - 0 20",
    "k6r/8/8/8/8/8/P7/7K|4k3/8/8/8/8/8/8/1N2K3 w U - - - - 0 12",
    "4k3/8/8/8/8/8/P7/4K3|1r5k/8/8/8/8/8/7r/K7 w U - - - - 0 20",
    "4k3/8/8/3p4/4P3/8/8/4K3|4k3/8/8/8/8/8/4N3/4K3 b W - - - - 0 9",
    "r3k2r/pp3ppp/8/8/8/8/PP3PPP/R3K2R|8/8/8/2pk4/4K3/2P5/1p6/1n5R b U KQkq - - Rpq 0 20",
    "4k3/8/8/8/8/8/P7/4K3|k6n/8/8/8/8/8/8/RR5K b U - - - - 0 20",
];

/// Pieces other than Kings of each colour (Black = 0, White = 1) and kind (P N B R Q),
/// on both boards and in the pool.
fn material(pos: &Underworld) -> [[i32; 5]; 2] {
    let mut out = [[0; 5]; 2];
    for color in [Color::White, Color::Black] {
        for role in Role::CAPTURABLE {
            let on_boards: usize =
                [Plane::World, Plane::Underworld].iter().map(|&p| pos.board(p).count(color, role)).sum();
            out[color as usize][role as usize] = on_boards as i32 + pos.pooled(color, role) as i32;
        }
    }
    out
}

/// Everything that must hold in every position.
fn check_position(pos: &Underworld) -> Result<(), TestCaseError> {
    let fen = pos.fen();
    let hash = pos.hash();
    prop_assert_eq!(hash, pos.compute_hash(), "incremental hash is stale in {}", fen);

    let again = Underworld::from_fen(Variant::Underworld, &fen)
        .map_err(|e| TestCaseError::fail(format!("own UWF {fen} refused: {e}")))?;
    prop_assert_eq!(&again.fen(), &fen, "UWF does not round-trip");
    prop_assert_eq!(again.hash(), hash, "hash changes through UWF {}", fen);
    prop_assert_eq!(&again, pos, "position changes through UWF {}", fen);

    // Kings: one World King each; one Underworld King each, but none for a side placing it.
    for color in [Color::White, Color::Black] {
        prop_assert_eq!(pos.board(Plane::World).count(color, Role::King), 1, "World King in {}", fen);
        let placing = pos.slot() == Slot::placement(color);
        let uk = pos.board(Plane::Underworld).count(color, Role::King);
        prop_assert_eq!(uk, usize::from(!placing), "Underworld King in {}", fen);
    }

    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    prop_assert_eq!(moves.len() as u64, pos.count_legal_moves(), "count in {}", fen);
    let distinct: BTreeSet<String> = moves.iter().map(|&m| pos.move_text(m)).collect();
    prop_assert_eq!(distinct.len(), moves.len(), "two moves share a text in {}", fen);
    let codes: BTreeSet<u32> = moves.iter().map(|&m| <Underworld as Rules>::move_code(m)).collect();
    prop_assert_eq!(codes.len(), moves.len(), "two moves share a code in {}", fen);

    match pos.slot().plane() {
        _ if pos.both_inactive() => prop_assert!(moves.is_empty() && pos.outcome().is_some(), "{}", fen),
        Some(Plane::Underworld) => prop_assert!(!moves.is_empty(), "an Underworld sub-turn without a move: {}", fen),
        None => prop_assert!(!moves.is_empty() && !pos.in_check(), "placement in {}", fen),
        Some(Plane::World) => {
            if moves.is_empty() {
                prop_assert!(pos.outcome().is_some(), "no World move but no outcome in {}", fen);
            }
        }
    }
    let pass = moves.iter().any(|m| m.kind() == MoveKind::Pass);
    prop_assert!(!pass || moves.len() == 1, "a pass beside other moves in {}", fen);

    for &m in &moves {
        let text = pos.move_text(m);
        let parsed = pos.parse_move(&text).map_err(|e| TestCaseError::fail(format!("{text} in {fen}: {e}")))?;
        prop_assert_eq!(parsed, m, "{} in {} parses to another move", text, fen);
        let san = pos.san(m);
        let parsed =
            pos.parse_san(&san).map_err(|e| TestCaseError::fail(format!("SAN {san} ({text}) in {fen}: {e}")))?;
        prop_assert_eq!(parsed, m, "SAN {} ({}) in {} parses to another move", san, text, fen);

        let next = pos.play(m);
        prop_assert_eq!(&pos.fen(), &fen, "play({}) changed the original", text);
        prop_assert_eq!(pos.hash(), hash, "play({}) changed the original's hash", text);
        prop_assert_eq!(next.hash(), next.compute_hash(), "hash after {} in {}", text, fen);

        // Material is conserved; a promotion turns a pawn into a piece.
        let mut expected = material(pos);
        if let Some(role) = m.promotion_role() {
            let c = pos.side_to_move() as usize;
            expected[c][Role::Pawn as usize] -= 1;
            expected[c][role as usize] += 1;
        }
        prop_assert_eq!(material(&next), expected, "material after {} in {}", text, fen);
    }
    Ok(())
}

/// Plays the game chosen by `choices` from `start`, checking every position on the way.
fn random_game(start: Underworld, choices: &[Index]) -> Result<(), TestCaseError> {
    let mut pos = start;
    let mut moves = MoveList::new();
    for choice in choices {
        check_position(&pos)?;
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            return Ok(());
        }
        pos = pos.play(moves[choice.index(moves.len())]);
    }
    check_position(&pos)
}

fn game() -> impl Strategy<Value = Vec<Index>> {
    prop::collection::vec(any::<Index>(), 0..=MAX_PLIES)
}

fn start(i: usize) -> Underworld {
    Underworld::from_fen(Variant::Underworld, STARTS[i]).unwrap_or_else(|e| panic!("{}: {e}", STARTS[i]))
}

#[test]
fn start_positions_are_valid() {
    for (i, fen) in STARTS.iter().enumerate() {
        assert_eq!(start(i).fen(), *fen);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(192))]

    #[test]
    fn random_games_from_the_start(choices in game()) {
        random_game(start(0), &choices)?;
    }

    #[test]
    fn random_games_from_rules_positions(i in 1..STARTS.len(), choices in game()) {
        random_game(start(i), &choices)?;
    }
}

/// A UWF with one character replaced, inserted or removed.
fn mutated_uwf() -> impl Strategy<Value = String> {
    common::mutated(&STARTS, "pnbrqkPNBRQK12345678/| -wbWUKacdefgh:@0x9")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Malformed UWF is refused with an error (or read, if still valid), never a panic; what
    /// is read round-trips.
    #[test]
    fn uwf_reader_never_panics(text in mutated_uwf()) {
        if let Ok(pos) = Underworld::from_fen(Variant::Underworld, &text) {
            let again = Underworld::from_fen(Variant::Underworld, &pos.fen());
            prop_assert!(again.is_ok(), "{} reads but its UWF {} does not", text, pos.fen());
            prop_assert_eq!(pos.hash(), pos.compute_hash());
        }
    }

    /// Move text of any shape is refused with an error, never a panic.
    #[test]
    fn move_readers_never_panic(i in 0..STARTS.len(), text in "[a-hK@:0-9x=+#QRBNqrbnUW-]{0,9}") {
        let pos = start(i);
        let _ = pos.parse_move(&text);
        let _ = pos.parse_san(&text);
    }
}
