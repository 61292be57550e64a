//! Seachess property tests over random legal games (https://proptest-rs.github.io/proptest/),
//! from the start position and from the rules' acceptance positions
//! (`docs/variants/seachess.md` §9). At every ply: the incremental hash equals the hash
//! computed from scratch; SeaFEN round-trips; every legal move's token and SAN parse back to
//! the same move; the legal moves equal those found by making every pseudo-legal move; move
//! codes are non-zero and distinct; `play` leaves the original alone; a submerged sub never
//! lies on a mine; R stays in 0..=3 and V in 0..=8; no colour ever gains pieces except a
//! boat turning into its promotion piece. Malformed SeaFEN and move text never panic.

use nereid::core::{Color, MoveList, Rules};
use nereid::variants::Variant;
use nereid::variants::seachess::{MoveKind, Role, Seachess, V_MAX, squares};
mod common;

use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::TestCaseError;

/// Longest random game, in plies.
const MAX_PLIES: usize = 200;

/// Start positions: the start and the acceptance positions, plus two busy middlegames with
/// mines, submerged subs, an aircraft aloft and unloaded ships.
const STARTS: [&str; 13] = [
    "csdakdst/bbbbbbbb/12/12/12/12/12/12/12/12/BBBBBBBB/CSDAKDST w CTct - 0 1 - -",
    "4k3/7d/B9B1/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - -",
    "4k3/8/12/12/12/3c3d4/4b7/5T6/12/12/8/4K3 w - - 0 1 - -",
    "4k3/8/12/12/2d9/12/12/4BA6/8b3/12/3B4/4K3 w - - 0 1 - -",
    "4k3/8/12/12/2d3c5/12/12/4BA{f}6/8b3/12/3B4/4K3 w - - 0 1 - -",
    "4k3/8/12/12/12/2b9/5d6/3S{4}8/12/4B7/8/4K3 w - - 0 1 - -",
    "4k3/8/12/12/12/12/12/12/12/12/8/C3K2T w CT - 0 1 - -",
    "4k3/8/12/12/12/12/4B7/5b6/3b8/12/8/4K3 b - e3 0 1 - -",
    "4k3/8/12/12/7b4/12/12/12/12/2D9/8/4K3 w - - 0 1 - Se5:1",
    "4k3/8/12/12/12/12/12/12/12/b10b/8/4K3 b - - 0 1 - -",
    "4k3/8/12/12/12/6d5/4b7/2c9/3B8/12/8/4K3 w - - 0 1 Mf8 Se6:2",
    "c{-}s{8}dakd1t{e-}/bbb1bbbb/12/5s{3}6/12/3D8/12/4B7/6A{f}5/12/BBB1BB1B/C1D1KDST w Tc - 4 12 Me6,md7 Sf6:1,sh4:3",
    "1s{6}dak1st/bb1bb1bb/3b8/12/2S{7}9/12/12/7C{-}4/12/2D9/BB1BBBBB/C1DAK1ST b CT - 0 9 mg5 sd8:0,Sj9:2",
];

fn start(i: usize) -> Seachess {
    Seachess::from_fen(Variant::Seachess, STARTS[i]).unwrap_or_else(|e| panic!("{}: {e}", STARTS[i]))
}

/// Pieces of each colour (Black = 0, White = 1) and role, submerged subs counted as subs.
fn material(pos: &Seachess) -> [[i32; 7]; 2] {
    let mut out = [[0; 7]; 2];
    for color in [Color::White, Color::Black] {
        for role in Role::ALL {
            out[color as usize][role as usize] = pos.pieces(color, role).count_ones() as i32;
        }
        out[color as usize][Role::Sub as usize] += pos.submerged(color).count_ones() as i32;
    }
    out
}

/// Everything that must hold in every position.
fn check_position(pos: &Seachess) -> Result<(), TestCaseError> {
    let fen = pos.fen();
    prop_assert_eq!(pos.hash(), pos.compute_hash(), "incremental hash is stale in {}", fen);
    let again = Seachess::from_fen(Variant::Seachess, &fen)
        .map_err(|e| TestCaseError::fail(format!("own SeaFEN {fen} refused: {e}")))?;
    prop_assert_eq!(&again.fen(), &fen, "SeaFEN does not round-trip");
    prop_assert_eq!(&again, pos, "position changes through SeaFEN {}", fen);

    for color in [Color::White, Color::Black] {
        prop_assert_eq!(pos.submerged(color) & pos.all_mines(), 0, "a submerged sub on a mine in {}", fen);
        for sq in squares(pos.submerged(color)) {
            prop_assert!(pos.sub_r(color, sq) <= 3, "R out of range in {}", fen);
        }
        for sq in squares(pos.pieces(color, Role::Sub)) {
            prop_assert!(pos.visible_turns(sq) <= V_MAX, "V out of range in {}", fen);
        }
        prop_assert_eq!(pos.pieces(color, Role::Commando).count_ones(), 1, "commando ships in {}", fen);
    }

    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    prop_assert_eq!(pos.count_legal_moves(), moves.len() as u64);
    prop_assert_eq!(&moves[..], &pos.legal_moves_by_make()[..], "legality shortcut differs in {}", fen);
    let mut codes: Vec<u32> = moves.iter().map(|&m| Seachess::move_code(m)).collect();
    codes.sort_unstable();
    codes.dedup();
    prop_assert_eq!(codes.len(), moves.len(), "move codes collide in {}", fen);
    prop_assert!(codes.first().is_none_or(|&c| c != 0), "move code 0 in {}", fen);
    for &m in &moves {
        let token = pos.move_text(m);
        prop_assert_eq!(pos.parse_move(&token), Ok(m), "token {} in {}", token, fen);
        let san = pos.san(m);
        prop_assert_eq!(pos.parse_san(&san), Ok(m), "SAN {} in {}", san, fen);
    }
    Ok(())
}

/// Plays a random game from start `i` with choices `picks`, checking every position and move.
fn random_game(i: usize, picks: &[Index]) -> Result<(), TestCaseError> {
    let mut pos = start(i);
    let mut moves = MoveList::new();
    for pick in picks {
        check_position(&pos)?;
        pos.legal_moves(&mut moves);
        if moves.is_empty() || pos.outcome().is_some() {
            break;
        }
        let m = moves[pick.index(moves.len())];
        let before = pos.clone();
        let next = pos.play(m);
        prop_assert_eq!(&pos, &before, "play changed the original");
        let (a, b) = (material(&pos), material(&next));
        for color in [Color::White, Color::Black] {
            let c = color as usize;
            for role in Role::ALL {
                let r = role as usize;
                let gained = b[c][r] - a[c][r];
                let promoted = m.promotion_role() == Some(role) && color == pos.side_to_move();
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
        if m.kind() == MoveKind::Promotion {
            prop_assert!(
                b[pos.side_to_move() as usize][Role::Boat as usize]
                    < a[pos.side_to_move() as usize][Role::Boat as usize]
            );
        }
        pos = next;
    }
    Ok(())
}

/// A SeaFEN with one character replaced, inserted or removed.
fn mutated_fen() -> impl Strategy<Value = String> {
    common::mutated(&STARTS, "kctsdabKCTSDAB0123456789/{}-:,@ fnewMmSs^")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// Random games from every start position.
    #[test]
    fn random_games_keep_the_invariants(i in 0..STARTS.len(), picks in proptest::collection::vec(any::<Index>(), 1..MAX_PLIES)) {
        random_game(i, &picks)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// Malformed SeaFEN is refused with an error (or read, if still valid), never a panic;
    /// what is read round-trips.
    #[test]
    fn seafen_reader_never_panics(text in mutated_fen()) {
        if let Ok(pos) = Seachess::from_fen(Variant::Seachess, &text) {
            let again = Seachess::from_fen(Variant::Seachess, &pos.fen());
            prop_assert!(again.is_ok(), "{} reads but its SeaFEN {} does not", text, pos.fen());
            prop_assert_eq!(pos.hash(), pos.compute_hash());
        }
    }

    /// Arbitrary text is refused without a panic too.
    #[test]
    fn seafen_reader_survives_any_text(text in "\\PC{0,80}") {
        let _ = Seachess::from_fen(Variant::Seachess, &text);
    }

    /// Move text of any shape is refused with an error, never a panic.
    #[test]
    fn move_readers_never_panic(i in 0..STARTS.len(), text in "[a-lM@xruv^0-9ctsdaCTSDA=+#O-]{0,10}") {
        let pos = start(i);
        let _ = pos.parse_move(&text);
        let _ = pos.parse_san(&text);
    }
}
