//! The S-Chess network switched off and on again: its accumulator goes stale while off (no
//! updates are paid for), and is whole again after the first move played with it on. Its own
//! test binary, because the switch is process-wide.

use nereid::core::{MoveList, Rules};
use nereid::variants::Variant;
use nereid::variants::seirawan::{Seirawan, nnue};

/// The first legal move, `plies` times.
fn play_first_moves(mut pos: Seirawan, plies: usize) -> Seirawan {
    let mut moves = MoveList::new();
    for _ in 0..plies {
        pos.legal_moves(&mut moves);
        pos = pos.play(moves[0]);
    }
    pos
}

#[test]
fn a_stale_accumulator_is_caught_up_after_the_next_move() {
    nnue::set_enabled(false);
    let start = Seirawan::startpos(Variant::Seirawan);
    assert!(start.accumulator_is_fresh(), "a position read from FEN starts fresh");
    let off = play_first_moves(start.clone(), 6);
    assert!(!off.accumulator_is_fresh(), "no updates while the network is off");

    nnue::set_enabled(true);
    let fen = Seirawan::from_fen(Variant::Seirawan, &off.fen()).unwrap();
    assert_eq!(off.network_evaluate(), fen.network_evaluate(), "a stale position is evaluated from scratch");
    let on = play_first_moves(off, 1);
    assert!(on.accumulator_is_fresh());
    let again = play_first_moves(on, 4);
    assert!(again.accumulator_is_fresh());
    assert_eq!(again, play_first_moves(start, 11), "positions compare equal whatever their accumulators");
}
