//! Aquachess property tests over random legal games (https://proptest-rs.github.io/proptest/),
//! from the start position and from the rules' test positions (docs/variants/aquachess.md §8).
//! At every ply: the incremental hash equals the hash computed from scratch; AQF round-trips;
//! every legal move's token and readable text parse back to the same move; move codes are
//! distinct; every move ends on a level its piece may stand on (after promotion); an
//! immobilised piece never moves; `play` leaves the original alone; no colour gains pieces
//! except by promotion. Malformed AQF and move text never panic.

use nereid::core::{Color, MoveList, Rules};
use nereid::variants::Variant;
use nereid::variants::aquachess::{Aquachess, MoveKind, Role, level_of, square_of};
mod common;

use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::TestCaseError;
use std::collections::HashSet;

const MAX_PLIES: usize = 160;

const STARTS: [&str; 8] = [
    "ohxmmxho/jcffffcj/8/8/8/8/JCFFFFCJ/OHXMMXHO|wdsqksdw/pppppppp/8/8/8/8/PPPPPPPP/WDSQKSDW|yrlaglry/vvneenvv/8/8/8/8/VVNEENVV/YRLAGLRY w - - 0 1",
    "8/8/8/8/3M4/8/8/8|8/8/8/8/3k4/8/8/7K|8/8/8/8/8/8/8/8 b - - 0 1",
    "8/8/8/8/8/8/8/8|K7/8/8/4p3/3G4/8/8/7k|8/8/8/8/8/8/8/8 w - - 0 1",
    "8/8/5c2/3fF3/8/8/8/3F4|7k/8/8/8/8/8/8/K7|8/8/8/8/8/8/8/8 w - d6s 0 1",
    "8/8/4F3/8/8/8/8/2W5|K6k/8/8/8/4W3/8/8/8|8/8/8/8/8/8/8/8 w - - 0 1",
    "8/8/8/8/8/8/8/8|6k1/8/8/8/8/8/8/7K|8/8/8/8/8/8/1v6/A7 w - - 0 1",
    "8/8/8/8/8/2f5/4C3/3O4|K6k/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 w - - 0 1",
    "8/1j1J4/2m5/8/3M1f2/8/1F6/8|3k4/1P4p1/8/8/8/8/8/4K3|8/3e4/8/5L2/8/1y6/8/8 w - - 0 1",
];

fn start(i: usize) -> Aquachess {
    Aquachess::from_fen(Variant::Aquachess, STARTS[i]).unwrap_or_else(|e| panic!("{}: {e}", STARTS[i]))
}

fn count(pos: &Aquachess, color: Color, role: Role) -> i32 {
    pos.pieces(color, role).iter().map(|b| b.count_ones() as i32).sum()
}

fn check_position(pos: &Aquachess, moves: &MoveList<nereid::variants::aquachess::Move>) -> Result<(), TestCaseError> {
    let fen = pos.fen();
    prop_assert_eq!(pos.hash(), pos.hash_from_scratch(), "incremental hash is stale in {}", fen);
    let again = Aquachess::from_fen(Variant::Aquachess, &fen);
    prop_assert!(again.is_ok(), "{} does not read back", fen);
    let again = again.unwrap();
    prop_assert_eq!(again.fen(), fen.clone());
    prop_assert_eq!(again.hash(), pos.hash());
    let frozen = pos.frozen_zone(pos.turn());
    let mut codes = HashSet::new();
    for &m in moves.iter() {
        let token = pos.move_text(m);
        prop_assert_eq!(pos.parse_move(&token), Ok(m), "token {} in {}", token, fen);
        let san = pos.san(m);
        prop_assert_eq!(pos.parse_san(&san), Ok(m), "text {} in {}", san, fen);
        prop_assert!(codes.insert(Aquachess::move_code(m)), "move code of {} repeats", token);
        let (_, role) = pos.piece_at(m.from()).expect("a piece moves");
        let from = m.from();
        prop_assert!(
            frozen[level_of(from)] & (1 << square_of(from)) == 0,
            "immobilised piece moves: {} in {}",
            token,
            fen
        );
        let lands_as = m.promotion().unwrap_or(role);
        if m.kind() != MoveKind::Rifle {
            prop_assert!(
                lands_as.may_stand_on(level_of(m.to())),
                "{} ends on a level a {:?} cannot use",
                token,
                lands_as
            );
        }
    }
    Ok(())
}

fn random_game(i: usize, picks: &[Index]) -> Result<(), TestCaseError> {
    let mut pos = start(i);
    let mut moves = MoveList::new();
    for pick in picks {
        pos.legal_moves(&mut moves);
        check_position(&pos, &moves)?;
        if moves.is_empty() || pos.outcome().is_some() {
            break;
        }
        let m = moves[pick.index(moves.len())];
        let before = pos.clone();
        let next = pos.play(m);
        prop_assert_eq!(before.fen(), pos.fen(), "play changed the original");
        for color in [Color::White, Color::Black] {
            for role in Role::ALL {
                let gained = count(&next, color, role) - count(&pos, color, role);
                let promoted = m.promotion() == Some(role) && color == pos.turn();
                prop_assert!(
                    gained <= promoted as i32,
                    "{:?} {:?} gained by {} in {}",
                    color,
                    role,
                    pos.move_text(m),
                    pos.fen()
                );
            }
        }
        pos = next;
    }
    Ok(())
}

fn mutated_fen() -> impl Strategy<Value = String> {
    common::mutated(&STARTS, "kqpsdwoxhmjcfgalrynevKQPSDWOXHMJCFGALRYNEV0123456789/| -swa")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn random_games_keep_the_invariants(i in 0..STARTS.len(), picks in proptest::collection::vec(any::<Index>(), 1..MAX_PLIES)) {
        random_game(i, &picks)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// Malformed AQF is refused with an error (or read, if still valid), never a panic.
    #[test]
    fn aqf_reader_never_panics(text in mutated_fen()) {
        if let Ok(pos) = Aquachess::from_fen(Variant::Aquachess, &text) {
            let again = Aquachess::from_fen(Variant::Aquachess, &pos.fen());
            prop_assert!(again.is_ok(), "{} reads but its AQF {} does not", text, pos.fen());
            prop_assert_eq!(pos.hash(), pos.hash_from_scratch());
        }
    }

    #[test]
    fn aqf_reader_survives_any_text(text in "\\PC{0,80}") {
        let _ = Aquachess::from_fen(Variant::Aquachess, &text);
    }

    #[test]
    fn move_readers_never_panic(i in 0..STARTS.len(), text in "[a-h1-9swaxqQWSD=+#-]{0,9}") {
        let pos = start(i);
        let _ = pos.parse_move(&text);
        let _ = pos.parse_san(&text);
    }
}
