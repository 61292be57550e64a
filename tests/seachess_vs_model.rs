//! The fast Seachess generator (bitboards, `src/variants/seachess`) against the slow,
//! obviously-correct model in `tests/seachess_model` (a 12x12 array walked square by square,
//! written separately from the same rules, `docs/variants/seachess.md`). No other program
//! plays Seachess, so this is the second opinion on every position the reference counts do
//! not reach: on random games from the start and from every acceptance position, both must
//! list the same moves, write the same SeaFEN, and reach the same position after every move.

mod seachess_model;

use nereid::core::{MoveList, Rules};
use nereid::variants::Variant;
use nereid::variants::seachess::Seachess;

/// Random games per test run (each seed plays one game from each of 15 start positions).
fn seeds() -> u64 {
    std::env::var("NEREID_SEACHESS_SEEDS").ok().and_then(|v| v.parse().ok()).unwrap_or(4)
}

fn fast(fen: &str) -> Seachess {
    Seachess::from_fen(Variant::Seachess, fen).unwrap_or_else(|e| panic!("fast generator refuses {fen}: {e}"))
}

/// Compares one position: SeaFEN, the move lists, and the position after each move.
fn compare(fen: &str) -> usize {
    let pos = fast(fen);
    let model_fen = seachess_model::canonical(fen).expect("model reads its own SeaFEN");
    assert_eq!(pos.fen(), model_fen, "SeaFEN differs");
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    let mut fast_tokens: Vec<String> = moves.iter().map(|&m| pos.move_text(m)).collect();
    fast_tokens.sort();
    let model_tokens = seachess_model::legal_moves(fen).expect("model move list");
    assert_eq!(fast_tokens, model_tokens, "legal moves differ in {fen}");
    for &m in moves.iter() {
        let token = pos.move_text(m);
        let after = pos.play(m).fen();
        let model_after = seachess_model::play(fen, &token).expect("model plays its own legal move");
        assert_eq!(after, model_after, "{fen} after {token}");
    }
    moves.len()
}

#[test]
fn fast_generator_agrees_with_the_model_on_random_games() {
    let (mut positions, mut moves) = (0, 0);
    for seed in 0..seeds() {
        for fen in seachess_model::random_game(seed, 160) {
            moves += compare(&fen);
            positions += 1;
        }
    }
    println!("{positions} positions, {moves} moves compared");
    assert!(positions > 1000, "only {positions} positions");
}

#[test]
fn perft_divide_agrees_with_the_model() {
    for (id, fen) in seachess_model::ACCEPTANCE_FENS {
        let depth = 2;
        let mut fast_rows = nereid::perft::divide(&fast(fen), depth, 1);
        fast_rows.sort();
        let mut model_rows = seachess_model::divide(fen, depth).expect("model divide");
        model_rows.sort();
        assert_eq!(fast_rows, model_rows, "{id}: {fen}");
    }
}
