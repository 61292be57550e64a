//! Property tests over random legal games (https://proptest-rs.github.io/proptest/).
//!
//! A game is a list of random indices, each choosing one legal move, from the S-Chess start,
//! from random S-Chess960 and Chess960 start positions, and from the chess start. At every
//! ply: the incremental hash (and the S-Chess network's accumulator) equals the one computed
//! from scratch; the FEN round-trips;
//! the tactical moves are the legal moves that are tactical, in order; a move that gives
//! check is one the search's quick test says may give check;
//! every legal move's coordinate text and SAN parse back to the same move; `play` leaves the
//! original position alone. And on S-Chess positions with empty hands and no Hawk or
//! Elephant (chess positions written as S-Chess FEN), Nereid's S-Chess generator agrees
//! with shakmaty's chess generator, move for move.

use nereid::core::{MoveList, Rules};
use nereid::variants::Variant;
use nereid::variants::chess::Chess;
use nereid::variants::seirawan::{Role, Seirawan};
use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::TestCaseError;
use std::collections::BTreeSet;

/// Longest random game, in plies.
const MAX_PLIES: usize = 80;

/// Positions whose hash can also be computed from scratch.
trait FreshHash: Rules {
    fn fresh_hash(&self) -> u64;
    /// Whether incrementally kept evaluation state equals the same computed from scratch.
    fn fresh_evaluation(&self) -> bool {
        true
    }
}

impl FreshHash for Seirawan {
    fn fresh_hash(&self) -> u64 {
        self.compute_hash()
    }
    fn fresh_evaluation(&self) -> bool {
        self.accumulator_is_fresh()
    }
}

impl FreshHash for Chess {
    fn fresh_hash(&self) -> u64 {
        self.compute_hash()
    }
}

/// The Chess960 back rank with Scharnagl number `n` (0..960), lower case
/// (https://www.chessprogramming.org/Reinhard_Scharnagl#Chess960_Numbering_Scheme).
fn chess960_back_rank(n: u32) -> String {
    assert!(n < 960);
    let mut rank = [None; 8];
    let mut n = n as usize;
    rank[(n % 4) * 2 + 1] = Some('b'); // light-squared bishop: files b, d, f, h
    n /= 4;
    rank[(n % 4) * 2] = Some('b'); // dark-squared bishop: files a, c, e, g
    n /= 4;
    let empty = |rank: &[Option<char>; 8]| -> Vec<usize> { (0..8).filter(|&i| rank[i].is_none()).collect() };
    let queen = empty(&rank)[n % 6];
    rank[queen] = Some('q');
    n /= 6;
    const KNIGHTS: [(usize, usize); 10] =
        [(0, 1), (0, 2), (0, 3), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)];
    let free = empty(&rank);
    let (a, b) = KNIGHTS[n];
    rank[free[a]] = Some('n');
    rank[free[b]] = Some('n');
    for (sq, piece) in empty(&rank).into_iter().zip(['r', 'k', 'r']) {
        rank[sq] = Some(piece);
    }
    rank.iter().map(|c| c.expect("full rank")).collect()
}

/// An S-Chess960 start FEN: both hands full, every back-rank square gateable.
fn seirawan960_start(n: u32) -> String {
    let rank = chess960_back_rank(n);
    format!("{rank}/pppppppp/8/8/8/8/PPPPPPPP/{}[HEhe] w ABCDEFGHabcdefgh - 0 1", rank.to_ascii_uppercase())
}

/// A Chess960 start FEN with Shredder-FEN castling letters (the rooks' files).
fn chess960_start(n: u32) -> String {
    let rank = chess960_back_rank(n);
    let rooks: String = rank.char_indices().filter(|&(_, c)| c == 'r').map(|(i, _)| (b'a' + i as u8) as char).collect();
    format!(
        "{rank}/pppppppp/8/8/8/8/PPPPPPPP/{} w {}{rooks} - 0 1",
        rank.to_ascii_uppercase(),
        rooks.to_ascii_uppercase()
    )
}

/// The S-Chess FEN of a chess position: the same, with empty hands.
fn as_seirawan_fen(chess_fen: &str) -> String {
    let (board, rest) = chess_fen.split_once(' ').expect("FEN fields");
    format!("{board}[] {rest}")
}

/// Everything that must hold in every position.
fn check_position<P: FreshHash>(pos: &P) -> Result<(), TestCaseError> {
    let fen = pos.fen();
    let hash = pos.hash();
    prop_assert_eq!(hash, pos.fresh_hash(), "incremental hash is stale in {}", fen);

    let again =
        P::from_fen(pos.variant(), &fen).map_err(|e| TestCaseError::fail(format!("own FEN {fen} refused: {e}")))?;
    prop_assert_eq!(&again.fen(), &fen, "FEN does not round-trip");
    prop_assert_eq!(again.hash(), hash, "hash changes through FEN {}", fen);

    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    prop_assert_eq!(moves.len() as u64, pos.count_legal_moves(), "count in {}", fen);
    let mut tactical = MoveList::new();
    pos.tactical_moves(&mut tactical);
    let expected: Vec<_> = moves.iter().copied().filter(|&m| pos.is_tactical(m)).collect();
    prop_assert_eq!(&tactical[..], &expected[..], "tactical moves in {}", fen);
    let distinct: BTreeSet<String> = moves.iter().map(|&m| pos.move_text(m)).collect();
    prop_assert_eq!(distinct.len(), moves.len(), "two moves share a text in {}", fen);
    for &m in &moves {
        let text = pos.move_text(m);
        let parsed = pos.parse_move(&text).map_err(|e| TestCaseError::fail(format!("{text} in {fen}: {e}")))?;
        prop_assert_eq!(parsed, m, "{} in {} parses to another move", text, fen);
        let san = pos.san(m);
        let parsed =
            pos.parse_san(&san).map_err(|e| TestCaseError::fail(format!("SAN {san} ({text}) in {fen}: {e}")))?;
        prop_assert_eq!(parsed, m, "SAN {} ({}) in {} parses to another move", san, text, fen);

        let next = pos.play(m);
        prop_assert!(!next.in_check() || pos.may_give_check(m), "{} gives check in {}", text, fen);
        prop_assert_eq!(&pos.fen(), &fen, "play({}) changed the original", text);
        prop_assert_eq!(pos.hash(), hash, "play({}) changed the original's hash", text);
        prop_assert_eq!(next.hash(), next.fresh_hash(), "hash after {} in {}", text, fen);
        prop_assert!(next.fresh_evaluation(), "network accumulator after {} in {}", text, fen);
    }
    Ok(())
}

/// Switches the S-Chess network on, so positions keep its accumulator up to date (every test
/// here wants it on; the switch is process-wide).
fn network_on() {
    nereid::variants::seirawan::nnue::set_enabled(true);
}

/// Plays the game chosen by `choices` from `start`, checking every position on the way.
/// Returns the positions visited.
fn random_game<P: FreshHash>(start: P, choices: &[Index]) -> Result<Vec<P>, TestCaseError> {
    let mut pos = start;
    let mut visited = Vec::with_capacity(choices.len() + 1);
    let mut moves = MoveList::new();
    for choice in choices {
        check_position(&pos)?;
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        let m = moves[choice.index(moves.len())];
        let next = pos.play(m);
        visited.push(pos);
        pos = next;
    }
    check_position(&pos)?;
    visited.push(pos);
    Ok(visited)
}

/// Nereid's S-Chess moves on `chess` written as S-Chess with empty hands, against
/// shakmaty's chess moves: the same, except S-Chess's extra promotions to Hawk and Elephant.
fn check_against_chess(chess: &Chess, variant: Variant) -> Result<(), TestCaseError> {
    let fen = as_seirawan_fen(&chess.fen());
    let schess = Seirawan::from_fen(variant, &fen).map_err(|e| TestCaseError::fail(format!("{fen} refused: {e}")))?;
    check_position(&schess)?;
    prop_assert_eq!(schess.in_check(), chess.in_check(), "check in {}", fen);

    let mut chess_moves = MoveList::new();
    chess.legal_moves(&mut chess_moves);
    let chess_set: BTreeSet<String> = chess_moves.iter().map(|&m| chess.move_text(m)).collect();
    let promotions = chess_moves.iter().filter(|m| m.is_promotion()).count();

    let mut moves = MoveList::new();
    schess.legal_moves(&mut moves);
    let schess_set: BTreeSet<String> = moves
        .iter()
        .filter(|m| !matches!(m.promotion_role(), Some(Role::Hawk | Role::Elephant)))
        .map(|&m| schess.move_text(m))
        .collect();
    prop_assert_eq!(&schess_set, &chess_set, "move lists differ in {}", fen);
    // Each chess promotion square has 4 promotions; S-Chess adds H and E there.
    prop_assert_eq!(
        schess.count_legal_moves() as usize,
        chess_moves.len() + promotions / 2,
        "move counts differ in {}",
        fen
    );
    Ok(())
}

fn game() -> impl Strategy<Value = Vec<Index>> {
    prop::collection::vec(any::<Index>(), 0..=MAX_PLIES)
}

#[test]
fn scharnagl_numbering() {
    assert_eq!(chess960_back_rank(518), "rnbqkbnr");
    assert_eq!(chess960_back_rank(0), "bbqnnrkr");
    let all: BTreeSet<String> = (0..960).map(chess960_back_rank).collect();
    assert_eq!(all.len(), 960);
    assert_eq!(
        seirawan960_start(518).replace("ABCDEFGHabcdefgh", "KQBCDFGkqbcdfg"),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn seirawan_random_games(choices in game()) {
        network_on();
        random_game(Seirawan::startpos(Variant::Seirawan), &choices)?;
    }

    #[test]
    fn seirawan960_random_games(n in 0u32..960, choices in game()) {
        network_on();
        let fen = seirawan960_start(n);
        let start = Seirawan::from_fen(Variant::Seirawan960, &fen)
            .map_err(|e| TestCaseError::fail(format!("{fen}: {e}")))?;
        random_game(start, &choices)?;
    }

    #[test]
    fn chess_random_games(choices in game()) {
        random_game(Chess::startpos(Variant::Chess), &choices)?;
    }

    #[test]
    fn chess960_random_games(n in 0u32..960, choices in game()) {
        let fen = chess960_start(n);
        let start = Chess::from_fen(Variant::Chess960, &fen)
            .map_err(|e| TestCaseError::fail(format!("{fen}: {e}")))?;
        random_game(start, &choices)?;
    }

    #[test]
    fn seirawan_without_hands_is_chess(choices in game()) {
        network_on();
        for chess in random_game(Chess::startpos(Variant::Chess), &choices)? {
            check_against_chess(&chess, Variant::Seirawan)?;
        }
    }

    #[test]
    fn seirawan960_without_hands_is_chess960(n in 0u32..960, choices in game()) {
        network_on();
        let start = Chess::from_fen(Variant::Chess960, &chess960_start(n)).unwrap();
        for chess in random_game(start, &choices)? {
            check_against_chess(&chess, Variant::Seirawan960)?;
        }
    }
}
