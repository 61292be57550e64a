//! The engine's Aquachess generator against the slow, obviously-correct model in
//! `tests/aquachess_model`: the same legal moves and the same AQF after each of them, in
//! random games from the start and in random positions full of rare cases (immobilised
//! pieces, promotions, rifle captures, pieces on every level).

mod aquachess_model;

use nereid::core::{MoveList, Rules};
use nereid::variants::Variant;
use nereid::variants::aquachess::{Aquachess, MoveKind, level_of};

/// What the compared positions covered.
#[derive(Default)]
struct Seen {
    positions: usize,
    promotions: usize,
    rifles: usize,
    en_passant: usize,
    immobilised: usize,
    cross_level: usize,
}

fn compare(fen: &str, seen: &mut Seen) {
    let Ok(pos) = Aquachess::from_fen(Variant::Aquachess, fen) else { return };
    seen.positions += 1;
    let white = pos.frozen_zone(nereid::core::Color::White);
    let black = pos.frozen_zone(nereid::core::Color::Black);
    let ours = [pos.ours(nereid::core::Color::White), pos.ours(nereid::core::Color::Black)];
    if (0..3).any(|l| white[l] & ours[0][l] != 0 || black[l] & ours[1][l] != 0) {
        seen.immobilised += 1;
    }
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    let mut fast: Vec<(String, String)> = moves.iter().map(|&m| (pos.move_text(m), pos.play(m).fen())).collect();
    fast.sort();
    let model = aquachess_model::successors(fen).expect("model reads the position");
    let fast_tokens: Vec<&str> = fast.iter().map(|(t, _)| t.as_str()).collect();
    let model_tokens: Vec<&str> = model.iter().map(|(t, _)| t.as_str()).collect();
    assert_eq!(fast_tokens, model_tokens, "legal moves differ in {fen}");
    for ((token, after), (_, model_after)) in fast.iter().zip(&model) {
        assert_eq!(after, model_after, "{fen} after {token}");
    }
    for &m in moves.iter() {
        match m.kind() {
            MoveKind::Promotion => seen.promotions += 1,
            MoveKind::Rifle => seen.rifles += 1,
            MoveKind::EnPassant => seen.en_passant += 1,
            MoveKind::Normal => {}
        }
        seen.cross_level += usize::from(level_of(m.from()) != level_of(m.to()));
    }
}

#[test]
fn same_moves_as_the_model_in_random_games() {
    let mut seen = Seen::default();
    for seed in 1..=12 {
        for fen in aquachess_model::random_game(seed, 120) {
            compare(&fen, &mut seen);
        }
    }
    assert!(seen.positions > 1000 && seen.cross_level > 10_000 && seen.rifles > 0, "too little covered");
}

#[test]
fn same_moves_as_the_model_in_random_positions() {
    let mut seen = Seen::default();
    for seed in 1..=1500 {
        let fen = aquachess_model::random_position(seed, 4 + (seed % 24) as usize);
        compare(&fen, &mut seen);
    }
    // The rare cases really occur (not every random position is readable: one may have the
    // side not to move in check by a King it could take, which both generators allow).
    assert!(seen.positions > 1000, "{} positions", seen.positions);
    assert!(
        seen.promotions > 100 && seen.rifles > 20 && seen.immobilised > 100,
        "too little covered: {} promotions, {} rifle captures, {} positions with a piece immobilised",
        seen.promotions,
        seen.rifles,
        seen.immobilised
    );
}

#[test]
fn en_passant_both_levels() {
    let mut seen = Seen::default();
    // A Pawn and a Fish that have just double-stepped next to an enemy Pawn and Fish.
    compare("8/8/8/8/3fF3/8/8/8|7k/8/8/3pP3/8/8/8/K7|8/8/8/8/8/8/8/8 w - d6w 0 1", &mut seen);
    compare("8/8/8/3fF3/8/8/8/8|7k/8/8/8/8/8/8/K7|8/8/8/8/8/8/8/8 w - d6s 0 1", &mut seen);
    // A Fish double step from rank 1 to rank 3 is taken on rank 2.
    compare("8/8/8/8/8/3Ff3/8/8|7k/8/8/8/8/8/8/K7|8/8/8/8/8/8/8/8 b - d2s 0 1", &mut seen);
    assert_eq!(seen.en_passant, 3);
}
