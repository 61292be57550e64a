//! Underworld Chess acceptance tests: every test position of `docs/variants/underworld.md`
//! §8 (U1, U2, U3, U5, U8, U10, U11, U14, TR-A, TR-G), the slot sequences of §3.2, the
//! rules around them (rebirths, returns, UK×UK captures and placement, e.p. per board,
//! the checkmated-UK exemption, draws), UWF and move-text errors, the perft suite
//! `tests/data/underworld.epd`, and the variant over UCI (not over CECP).

use nereid::core::{Color, DrawReason, FenError, Game, MoveError, MoveList, Outcome, Rules, WinReason, perft};
use nereid::variants::Variant;
use nereid::variants::chess::Chess;
use nereid::variants::underworld::{Move, Plane, Role, START, Slot, Source, Underworld};
use std::collections::BTreeSet;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

fn pos(fen: &str) -> Underworld {
    Underworld::from_fen(Variant::Underworld, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn texts(p: &Underworld) -> BTreeSet<String> {
    let mut moves = MoveList::new();
    p.legal_moves(&mut moves);
    moves.iter().map(|&m| p.move_text(m)).collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

/// Plays move tokens, checking each parses and the hash stays right.
fn play(p: &Underworld, moves: &[&str]) -> Underworld {
    let mut p = p.clone();
    for text in moves {
        let m = p.parse_move(text).unwrap_or_else(|e| panic!("{text} in {}: {e}", p.fen()));
        p = p.play(m);
        assert_eq!(p.hash(), p.compute_hash(), "hash after {text}");
    }
    p
}

fn illegal_reason(p: &Underworld, text: &str) -> String {
    match p.parse_move(text) {
        Err(MoveError::Illegal { reason, .. }) => reason,
        other => panic!("{text} in {}: expected an illegal-move error, got {other:?}", p.fen()),
    }
}

// ---------------------------------------------------------------- §8 test positions

const U2: &str = "r1bqkbnr/1ppp1ppp/p1B5/4p3/4P3/5N2/PPPP1PPP/RNBQK2R|4k1n1/8/8/8/8/8/8/4K3 b W KQkq - - - 0 4";
const U3: &str = "4k3/8/8/8/8/8/P7/4K3|4P3/8/k7/8/8/7K/8/3n1n2 w U - - - - 0 20";
const U5: &str = "4k3/8/8/8/8/8/P7/4K3|rr5k/8/8/8/8/8/8/K7 b U - - - - 0 20";
const U8: &str = "4k3/8/8/8/8/8/P7/4K3|8/8/8/k7/3b4/4R3/8/7K b U - - - - 0 20";
const U10: &str = "R5k1/5ppp/8/8/8/8/8/6K1|4k1n1/8/8/8/8/8/8/4K3 b W - - - - 0 30";
const U11: &str = "k6r/8/8/8/8/8/P7/7K|4k3/8/8/8/8/8/8/1N2K3 w U - - - - 0 12";
const U14: &str = "4k3/8/8/8/8/8/P7/4K3|1r5k/8/8/8/8/8/7r/K7 w U - - - - 0 20";
const TR_G: &str = "4k3/8/8/3p4/4P3/8/8/4K3|4k3/8/8/8/8/8/4N3/4K3 b W - - - - 0 9";

#[test]
fn u1_start() {
    let start = Underworld::startpos(Variant::Underworld);
    assert_eq!(start.fen(), START);
    assert_eq!(start.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|4k3/8/8/8/8/8/8/4K3 w W KQkq - - - 0 1");
    assert_eq!(start.count_legal_moves(), 20);
    assert_eq!(start.slot(), Slot::WhiteWorld);
    assert!(!start.board(Plane::Underworld).is_active(), "the Underworld starts inactive");

    let after = play(&start, &["e2e4"]);
    assert_eq!(after.slot(), Slot::BlackWorld);
    assert_eq!(after.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR|4k3/8/8/8/8/8/8/4K3 b W KQkq e3 - - 0 1");
    let after = play(&after, &["e7e5"]);
    assert_eq!(after.slot(), Slot::WhiteWorld);
    assert_eq!(after.fullmove_number(), 2);
    assert_eq!(after.fen(), "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR|4k3/8/8/8/8/8/8/4K3 w W KQkq e6 - - 0 2");
}

#[test]
fn u2_first_capture_activates_the_underworld() {
    let p = pos(U2);
    assert_eq!(p.count_legal_moves(), 26);
    // The same moves as the orthochess position: the knight on Ug8 does not affect the World.
    let chess = Chess::from_fen(Variant::Chess, "r1bqkbnr/1ppp1ppp/p1B5/4p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 0 4")
        .expect("chess FEN");
    let mut chess_moves = MoveList::new();
    chess.legal_moves(&mut chess_moves);
    let chess_texts: BTreeSet<String> = chess_moves.iter().map(|&m| chess.move_text(m)).collect();
    assert_eq!(texts(&p), chess_texts);
}

#[test]
fn tr_a_worked_example() {
    let start = Underworld::startpos(Variant::Underworld);
    let before = play(&start, &["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6"]);
    assert_eq!(before.slot(), Slot::WhiteWorld);
    // b5c6: c6 is light, so the Black knight drops on the g-file, on Ug8; slot 1 follows.
    let after = play(&before, &["b5c6"]);
    assert_eq!(after.fen(), U2);
    assert_eq!(after.slot(), Slot::BlackWorld);
    // d7c6: the White bishop drops on Uf1 and it is Black's sub-turn on the Underworld.
    let after = play(&after, &["d7c6"]);
    assert_eq!(after.slot(), Slot::BlackUnderworld);
    assert_eq!(
        after.fen(),
        "r1bqkbnr/1pp2ppp/p1p5/4p3/4P3/5N2/PPPP1PPP/RNBQK2R|4k1n1/8/8/8/8/8/8/4KB2 b U KQkq - - - 0 4"
    );
}

#[test]
fn u2b_slot_sequence_after_activation() {
    // After the first capture the cycle runs 1, 2, 3, 0, ... and the full move counts at 3 -> 0.
    let p = play(&pos(U2), &["d7c6"]);
    assert_eq!((p.slot(), p.fullmove_number()), (Slot::BlackUnderworld, 4));
    let p = play(&p, &["g8f6"]);
    assert_eq!((p.slot(), p.fullmove_number()), (Slot::WhiteUnderworld, 4));
    let p = play(&p, &["e1d1"]);
    assert_eq!((p.slot(), p.fullmove_number()), (Slot::WhiteWorld, 5));
    let p = play(&p, &["e1g1"]); // castling
    assert_eq!((p.slot(), p.fullmove_number()), (Slot::BlackWorld, 5));
    assert_eq!(p.fen(), "r1bqkbnr/1pp2ppp/p1p5/4p3/4P3/5N2/PPPP1PPP/RNBQ1RK1|4k3/8/5n2/8/8/8/8/3K1B2 b W kq - - - 3 5");
}

#[test]
fn u3_cylindrical_pawn() {
    let p = pos(U3);
    assert_eq!(texts(&p), set(&["e8e1", "e8d1", "e8f1", "h3g2", "h3g4", "h3h4"]));
    // Each captured knight stood on a light square: it is reborn on Ug8.
    assert_eq!(play(&p, &["e8d1"]).fen(), "4k3/8/8/8/8/8/P7/4K3|6n1/8/k7/8/8/7K/8/3P1n2 w W - - - - 0 21");
    assert_eq!(play(&p, &["e8f1"]).fen(), "4k3/8/8/8/8/8/P7/4K3|6n1/8/k7/8/8/7K/8/3n1P2 w W - - - - 0 21");
    // The wrap is a plain pawn move: no promotion on the Underworld.
    assert_eq!(play(&p, &["e8e1"]).fen(), "4k3/8/8/8/8/8/P7/4K3|8/8/k7/8/8/7K/8/3nPn2 w W - - - - 0 21");
}

#[test]
fn u5_capturing_the_uk_left_in_check() {
    let p = pos(U5);
    assert_eq!(p.count_legal_moves(), 22);
    let rook_a: Vec<String> = ["a7", "a6", "a5", "a4", "a3", "a2", "a1"].iter().map(|s| format!("a8{s}")).collect();
    let rook_b: Vec<String> = ["b7", "b6", "b5", "b4", "b3", "b2", "b1", "c8", "d8", "e8", "f8", "g8"]
        .iter()
        .map(|s| format!("b8{s}"))
        .collect();
    let mut expected: BTreeSet<String> = rook_a.into_iter().chain(rook_b).collect();
    expected.extend(["h8g7", "h8g8", "h8h7"].map(String::from));
    assert_eq!(texts(&p), expected);
    // a1 is dark: a Black rook captured on dark goes to the h-file; it appears on Wh8.
    assert_eq!(play(&p, &["a8a1"]).fen(), "4k2r/8/8/8/8/8/P7/4K3|1r5k/8/8/8/8/8/8/K7 w U - - - - 0 20");
    assert!(p.is_capture(p.parse_move("a8a1").unwrap()));
}

#[test]
fn u8_rebirth_may_not_check_the_own_uk() {
    let p = pos(U8);
    assert_eq!(p.count_legal_moves(), 15);
    let bishop = ["c5", "b6", "a7", "e5", "f6", "g7", "h8", "c3", "b2", "a1"].map(|s| format!("d4{s}"));
    let king = ["a4", "a6", "b4", "b5", "b6"].map(|s| format!("a5{s}"));
    let expected: BTreeSet<String> = bishop.into_iter().chain(king).collect();
    assert_eq!(texts(&p), expected);
    // d4e3 would re-drop the White rook on Ua1, checking the Black UK along the a-file.
    illegal_reason(&p, "d4e3");
}

#[test]
fn u10_world_checkmate() {
    let p = pos(U10);
    assert_eq!(p.count_legal_moves(), 0);
    assert!(p.in_check());
    assert_eq!(p.outcome(), Some(Outcome::Win { winner: Color::White, reason: WinReason::Checkmate }));
}

#[test]
fn u11_world_check_persists_through_the_underworld_sub_turns() {
    let p = pos(U11);
    assert_eq!(texts(&p), set(&["e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "b1a3", "b1c3", "b1d2"]));
    // The World King h1 is attacked, but this is an Underworld sub-turn: no check here.
    let world = p.board(Plane::World);
    assert!(world.is_attacked(Plane::World, world.king(Color::White).unwrap(), Color::Black));
    assert!(!p.in_check());
    assert_eq!(p.outcome(), None);
    // On White's next World sub-turn the check must be met.
    let next = play(&p, &["e1e2"]);
    assert_eq!(next.slot(), Slot::WhiteWorld);
    assert!(next.in_check());
    assert_eq!(texts(&next), set(&["h1g1", "h1g2"]));
}

#[test]
fn u14_underworld_pass() {
    let p = pos(U14);
    assert!(!p.in_check());
    assert_eq!(texts(&p), set(&["0000"]));
    assert_eq!(p.parse_san("--").unwrap(), Move::pass());
    assert_eq!(p.san(Move::pass()), "--");
    let after = play(&p, &["0000"]);
    assert_eq!(after.fen(), "4k3/8/8/8/8/8/P7/4K3|1r5k/8/8/8/8/8/7r/K7 w W - - - - 1 21");
}

#[test]
fn tr_g_pawn_drop_on_its_capture_file() {
    let p = pos(TR_G);
    assert_eq!(p.count_legal_moves(), 7);
    // Ue2 is taken, so the White pawn lands on Ue3; the Underworld sub-turn of Black follows.
    assert_eq!(play(&p, &["d5e4"]).fen(), "4k3/8/8/8/4p3/8/8/4K3|4k3/8/8/8/8/4P3/4N3/4K3 b U - - - - 0 9");
}

// ---------------------------------------------------------------- §3.2 slot sequences

#[test]
fn slots_world_only_alternate() {
    let mut p = Underworld::startpos(Variant::Underworld);
    let mut seen = Vec::new();
    for text in ["g1f3", "g8f6", "f3g1", "f6g8", "b1c3"] {
        seen.push(p.slot() as usize);
        p = play(&p, &[text]);
    }
    seen.push(p.slot() as usize);
    assert_eq!(seen, vec![0, 1, 0, 1, 0, 1]);
    assert_eq!(p.fullmove_number(), 3);
}

#[test]
fn slots_underworld_only_alternate() {
    // The World holds only its Kings: slots 2 and 3 alternate, Black first in each cycle.
    let p = pos("4k3/8/8/8/8/8/8/4K3|4k3/4n3/8/8/8/8/4N3/4K3 w U - - - - 0 9");
    let p = play(&p, &["e2c3"]);
    assert_eq!((p.slot(), p.fullmove_number()), (Slot::BlackUnderworld, 10));
    let p = play(&p, &["e7c6"]);
    assert_eq!((p.slot(), p.fullmove_number()), (Slot::WhiteUnderworld, 10));
    assert_eq!(p.fen(), "4k3/8/8/8/8/8/8/4K3|4k3/8/2n5/8/8/2N5/8/4K3 w U - - - - 2 10");
}

#[test]
fn white_moves_first_on_a_reactivated_world() {
    // A White rook "captures" the Black UK on slot 3: it returns to the World (e8 is light:
    // h-file, Wh1), the Underworld becomes inactive, and White moves on the World.
    let p = pos("4k3/8/8/8/8/8/8/4K3|4k3/8/8/8/8/8/4R3/4K3 w U - - - - 0 9");
    assert!(!p.in_check());
    let after = play(&p, &["e2e8"]);
    assert_eq!(after.fen(), "4k3/8/8/8/8/8/8/4K2R|4k3/8/8/8/8/8/8/4K3 w W - - - - 0 10");
    // Castling rights are never regained by a rook arriving on its corner.
    assert!(!texts(&after).contains("e1g1"));
}

#[test]
fn black_moves_first_on_a_reactivated_underworld() {
    // White's World capture activates the Underworld: Black's World sub-turn, then Black's Underworld one.
    let p = pos("4k3/8/8/3p4/4P3/8/8/4K3|4k3/8/8/8/8/8/8/4K3 w W - - - - 0 9");
    let p = play(&p, &["e4d5"]);
    assert_eq!(p.fen(), "4k3/8/8/3P4/8/8/8/4K3|4k3/3p4/8/8/8/8/8/4K3 b W - - - - 0 9");
    let p = play(&p, &["e8d7"]);
    assert_eq!(p.slot(), Slot::BlackUnderworld);
}

#[test]
fn both_boards_inactive_is_a_draw() {
    // The White UK captures the last piece other than Kings: permanently (pool).
    let p = pos("4k3/8/8/8/8/8/8/4K3|4k3/8/8/8/8/8/3n4/4K3 w U - - - - 5 30");
    let after = play(&p, &["e1d2"]);
    assert!(after.both_inactive());
    assert_eq!(after.fen(), "4k3/8/8/8/8/8/8/4K3|4k3/8/8/8/8/8/3K4/8 w W - - - n 0 31");
    assert_eq!(after.count_legal_moves(), 0);
    assert!(!after.in_check());
    assert_eq!(after.outcome(), Some(Outcome::Draw(DrawReason::Variant)));
    assert_eq!(pos(&after.fen()).fen(), after.fen());
}

// ---------------------------------------------------------------- further rules

/// Black UK d4 and White UK e3 side by side (White's UK moved there under the exemption);
/// Black has a knight on Ub1 and a rook in the pool.
const UK_CONTACT: &str = "4k3/8/8/8/8/8/P7/4K3|8/8/8/8/3k4/4K3/8/1n5R b U - - - r 0 20";

#[test]
fn uk_captures_uk_returns_a_piece_and_the_other_places_its_king() {
    let p = pos(UK_CONTACT);
    assert!(p.in_check());
    assert_eq!(texts(&p), set(&["d4c3", "d4c4", "d4c5", "d4d5", "d4e5", "d4e3:b1", "d4e3:R"]));
    // The capture must name the returning piece.
    assert!(illegal_reason(&p, "d4e3").contains("return"));
    assert!(matches!(p.parse_move("d4e3:h1"), Err(MoveError::Illegal { .. })));
    assert!(matches!(p.parse_move("d4e3:Z"), Err(MoveError::Syntax(_))));

    // e3 is dark: a Black knight returns to the b-file, Wb8.
    let m = p.parse_move("d4e3:b1").unwrap();
    assert_eq!(m.source(), Some(Source::Square(shakmaty::Square::B1)));
    assert_eq!(p.san(m), "Kxe3:Nb1");
    assert_eq!(p.parse_san("Kxe3:Nb1").unwrap(), m);
    let after = p.play(m);
    assert_eq!(after.fen(), "1n2k3/8/8/8/8/8/P7/4K3|8/8/8/8/8/4k3/8/7R w K - - - r 0 20");
    assert_eq!(after.slot(), Slot::WhitePlacement);
    assert!(!after.in_check());
    assert_eq!(texts(&after), set(&["K@a1", "K@b1", "K@c1", "K@d1", "K@e1", "K@f1", "K@g1"]));
    assert!(illegal_reason(&after, "e1e2").contains("place"));
    assert!(illegal_reason(&after, "K@d2").contains("nearest rank"));
    let placed = play(&after, &["K@d1"]);
    assert_eq!(placed.fen(), "1n2k3/8/8/8/8/8/P7/4K3|8/8/8/8/8/4k3/8/3K3R w U - - - r 0 20");

    // The pooled rook returns instead: e3 dark, Black rook -> h-file, Wh8.
    let after = play(&p, &["d4e3:R"]);
    assert_eq!(after.fen(), "4k2r/8/8/8/8/8/P7/4K3|8/8/8/8/8/4k3/8/1n5R w K - - - - 0 20");
    assert_eq!(p.san(p.parse_move("d4e3:R").unwrap()), "Kxe3:R");
}

#[test]
fn placement_after_a_capture_in_slot_3_is_followed_by_slot_0() {
    let p = pos("4k3/8/8/8/8/8/P7/4K3|8/8/8/8/3k4/4K3/8/n7 w U - - - - 0 20");
    // Nothing to return: a plain capture, then Black's placement, then White on the World.
    assert!(texts(&p).contains("e3d4"));
    let after = play(&p, &["e3d4"]);
    assert_eq!(after.slot(), Slot::BlackPlacement);
    // The White UK on d4 attacks no eighth-rank square.
    assert_eq!(after.count_legal_moves(), 8);
    let placed = play(&after, &["K@e8"]);
    assert_eq!(placed.fen(), "4k3/8/8/8/8/8/P7/4K3|4k3/8/8/8/3K4/8/8/n7 w W - - - - 0 21");
}

#[test]
fn placement_avoids_attacked_squares_and_falls_back_to_the_next_rank() {
    // White to place; the Black rooks sweep ranks 1 and 2 and the a-file: the King goes to rank 3.
    let p = pos("4k3/8/8/8/8/8/P7/4K3|8/8/8/3k4/8/8/r7/r7 w K - - - - 0 20");
    let expected: BTreeSet<String> =
        ["b3", "c3", "d3", "e3", "f3", "g3", "h3"].iter().map(|s| format!("K@{s}")).collect();
    assert_eq!(texts(&p), expected);
}

#[test]
fn checkmated_uk_may_make_any_pseudo_legal_move() {
    // Black UK a8 in check from Ra1, b-file covered by Rb1: nothing escapes, so every
    // pseudo-legal Underworld move is allowed (B7), King moves into check included.
    let p = pos("4k3/8/8/8/8/8/P7/4K3|k6n/8/8/8/8/8/8/RR5K b U - - - - 0 20");
    assert!(p.in_check());
    assert_eq!(texts(&p), set(&["a8a7", "a8b7", "a8b8", "h8f7", "h8g6"]));
    // White then "captures" the UK with the rook: b8 is dark, the rook returns to Wa1.
    let p = play(&p, &["a8b8"]);
    assert_eq!(p.slot(), Slot::WhiteUnderworld);
    assert!(texts(&p).contains("b1b8"));
    let p = play(&p, &["b1b8"]);
    assert_eq!(p.fen(), "4k3/8/8/8/8/8/P7/R3K3|1k5n/8/8/8/8/8/8/R6K w W - - - - 0 21");
}

#[test]
fn checkmated_uk_without_other_pieces_moves_into_check_and_never_passes() {
    let p = pos("4k3/8/8/8/8/8/P7/4K3|k7/8/8/8/8/8/8/RR5K b U - - - - 0 20");
    assert_eq!(texts(&p), set(&["a8a7", "a8b7", "a8b8"]));
}

#[test]
fn underworld_en_passant_lasts_until_the_opponents_next_underworld_sub_turn() {
    let p = pos("4k3/8/8/8/8/8/P7/4K3|4k3/8/8/8/3p4/8/4P3/K7 w U - - - - 0 20");
    let p = play(&p, &["e2e4"]);
    assert_eq!(p.fen(), "4k3/8/8/8/8/8/P7/4K3|4k3/8/8/8/3pP3/8/8/K7 w W - - e3 - 0 21");
    // Two World sub-turns later Black may still take en passant on the Underworld.
    let p = play(&p, &["a2a3", "e8d8"]);
    assert_eq!(p.slot(), Slot::BlackUnderworld);
    assert!(texts(&p).contains("d4e3"));
    let taken = play(&p, &["d4e3"]);
    // The White pawn is reborn on its file from the second rank: Ue2.
    assert_eq!(taken.fen(), "3k4/8/8/8/8/P7/8/4K3|4k3/8/8/8/8/4p3/4P3/K7 w U - - - - 0 21");
    // If Black does something else the right expires.
    let other = play(&p, &["e8f8"]);
    assert_eq!(other.ep_square(Plane::Underworld), None);
}

#[test]
fn world_en_passant_survives_the_underworld_sub_turns() {
    let p = pos("4k3/3p4/8/4P3/8/8/8/4K3|4k3/8/8/8/8/8/8/N3K3 b W - - - - 0 20");
    let p = play(&p, &["d7d5", "e8d8", "a1b3"]);
    assert_eq!(p.slot(), Slot::WhiteWorld);
    assert_eq!(p.ep_square(Plane::World), Some(shakmaty::Square::D6));
    assert!(texts(&p).contains("e5d6"));
    let taken = play(&p, &["e5d6"]);
    // The Black pawn is reborn on Ud7.
    assert_eq!(taken.fen(), "4k3/8/3P4/8/8/8/8/4K3|3k4/3p4/8/8/8/1N6/8/4K3 b W - - - - 0 21");
}

#[test]
fn world_king_is_never_captured_and_mate_is_judged_on_the_owners_world_sub_turn() {
    // White's rook "captures" the Black UK on b8 (dark: a-file) and returns to Wa1, checking
    // the Black World King; White then moves on the World first, but may not take the King.
    let p = pos("k7/8/8/8/8/8/8/4K3|1k6/8/8/8/8/8/8/1R2K3 w U - - - - 0 20");
    let m = p.parse_move("b1b8").unwrap();
    assert_eq!(p.san(m), "Rxb8+");
    let after = p.play(m);
    assert_eq!(after.fen(), "k7/8/8/8/8/8/8/R3K3|1k6/8/8/8/8/8/8/4K3 w W - - - - 0 21");
    assert!(!after.in_check());
    let moves = texts(&after);
    assert_eq!(moves.len(), 14);
    assert!(!moves.contains("a1a8"));
    // Black meets the check on its own World sub-turn.
    let check = play(&after, &["e1d2"]);
    assert_eq!(check.slot(), Slot::BlackWorld);
    assert!(check.in_check());
    assert_eq!(texts(&check), set(&["a8b7", "a8b8"]));
}

#[test]
fn promotion_on_the_world_only() {
    let p = pos("8/4P1k1/8/8/8/8/8/4K3|4k3/8/8/8/8/8/8/4K3 w W - - - - 0 40");
    assert_eq!(texts(&p).iter().filter(|t| t.starts_with("e7e8")).count(), 4);
    assert!(matches!(p.parse_move("e7e8"), Err(MoveError::Illegal { .. })));
    let m = p.parse_move("e7e8q").unwrap();
    assert_eq!(p.san(m), "e8=Q");
    assert_eq!(p.parse_san("e8=Q").unwrap(), m);
}

#[test]
fn move_rule_is_200_sub_turns() {
    assert_eq!(<Underworld as Rules>::move_rule_plies(), 200);
    let p = pos("4k3/8/8/8/8/8/8/R3K3|4k3/8/8/8/8/8/8/4K3 w W - - - - 199 120");
    assert_eq!(p.outcome(), None);
    let after = play(&p, &["a1a2"]);
    assert_eq!(after.halfmove_clock(), 200);
    assert_eq!(after.outcome(), Some(Outcome::Draw(DrawReason::MoveRule)));
}

#[test]
fn world_stalemate_is_a_draw() {
    let p = pos("k7/2Q5/1K6/8/8/8/8/8|4k3/8/8/8/8/8/8/4K3 b W - - - - 0 60");
    assert_eq!(p.count_legal_moves(), 0);
    assert_eq!(p.outcome(), Some(Outcome::Draw(DrawReason::Stalemate)));
}

#[test]
fn threefold_repetition_of_the_whole_state() {
    let mut game = Game::new(Underworld::startpos(Variant::Underworld));
    for text in ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"] {
        game.play_text(text).unwrap();
        assert_eq!(game.outcome(), None);
    }
    game.play_text("f6g8").unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
}

// ---------------------------------------------------------------- notation

#[test]
fn move_text_errors_are_typed() {
    let start = Underworld::startpos(Variant::Underworld);
    assert!(matches!(start.parse_move("xyz"), Err(MoveError::Syntax(_))));
    assert!(matches!(start.parse_move("e2e4:"), Err(MoveError::Syntax(_))));
    assert!(matches!(start.parse_move("K@z9"), Err(MoveError::Syntax(_))));
    assert!(illegal_reason(&start, "e2e5").contains("pawn"));
    assert!(illegal_reason(&start, "e3e4").contains("no piece"));
    assert!(illegal_reason(&start, "e7e5").contains("not White's"));
    assert!(illegal_reason(&start, "0000").contains("no pass"));
    assert!(illegal_reason(&start, "K@d1").contains("no Underworld King to place"));
    assert!(illegal_reason(&start, "U:e2e4").contains("not a move on the Underworld"));
    assert_eq!(start.parse_move("W:e2e4").unwrap(), start.parse_move("e2e4").unwrap());
    assert!(illegal_reason(&start, "e2e4:b1").contains("only a King"));
    assert!(illegal_reason(&pos(U11), "0000").contains("only allowed when there is no legal"));
    assert!(illegal_reason(&pos(U14), "a1b1").contains("only move is 0000"));
}

#[test]
fn san_examples() {
    let start = Underworld::startpos(Variant::Underworld);
    let p = play(&start, &["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6"]);
    let m = p.parse_move("b5c6").unwrap();
    assert_eq!(p.san(m), "Bxc6");
    assert_eq!(p.parse_san("Bxc6").unwrap(), m);
    let p = pos(U2);
    assert_eq!(p.san(p.parse_move("d7c6").unwrap()), "dxc6");
    assert_eq!(p.parse_san("Nge7").unwrap(), p.parse_move("g8e7").unwrap());
    assert!(matches!(p.parse_san("Ne9"), Err(MoveError::Syntax(_))));
    assert!(matches!(p.parse_san("Nf3"), Err(MoveError::Illegal { .. })));
    let p = pos(U3);
    assert_eq!(p.san(p.parse_move("e8d1").unwrap()), "exd1");
    assert_eq!(p.san(p.parse_move("e8e1").unwrap()), "e1");
    assert_eq!(pos(U5).san(pos(U5).parse_move("a8a1").unwrap()), "Rxa1");
}

/// Whether an error is of the expected kind.
type ErrorCheck = fn(&FenError) -> bool;

#[test]
fn uwf_errors_are_typed() {
    let cases: &[(&str, ErrorCheck)] = &[
        ("", |e| matches!(e, FenError::MissingField(_))),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|4k3/8/8/8/8/8/8/4K3 w W KQkq - -", |e| {
            matches!(e, FenError::MissingField(_))
        }),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w W KQkq - - - 0 1 x", |e| matches!(e, FenError::Illegal(_))),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w W KQkq - - - 0 1", |e| matches!(e, FenError::Board(_))),
        ("rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR|4k3/8/8/8/8/8/8/4K3 w W KQkq - - - 0 1", |e| {
            matches!(e, FenError::Board(_))
        }),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|4k3/8/8/8/8/8/8/4K4 w W KQkq - - - 0 1", |e| {
            matches!(e, FenError::Board(_))
        }),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|4k3/8/8/8/8/8/4K3 w W KQkq - - - 0 1", |e| {
            matches!(e, FenError::Board(_))
        }),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|4k3/8/8/8/8/8/8/4K3 x W KQkq - - - 0 1", |e| {
            matches!(e, FenError::Turn(_))
        }),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|4k3/8/8/8/8/8/8/4K3 w X KQkq - - - 0 1", |e| {
            matches!(e, FenError::Illegal(_))
        }),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|4k3/8/8/8/8/8/8/4K3 w W KQxq - - - 0 1", |e| {
            matches!(e, FenError::Castling(_))
        }),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1|4k3/8/8/8/8/8/8/4K3 w W KQkq - - - 0 1", |e| {
            matches!(e, FenError::Castling(_))
        }),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|4k3/8/8/8/8/8/8/4K3 w W KKkq - - - 0 1", |e| {
            matches!(e, FenError::Castling(_))
        }),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|4k3/8/8/8/8/8/8/4K3 w W KQkq e4 - - 0 1", |e| {
            matches!(e, FenError::EnPassant(_))
        }),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|4k3/8/8/8/8/8/8/4K3 w W KQkq e6 - - 0 1", |e| {
            matches!(e, FenError::EnPassant(_))
        }),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|4k3/8/8/8/8/8/8/4K3 w W KQkq - z9 - 0 1", |e| {
            matches!(e, FenError::EnPassant(_))
        }),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|4k3/8/8/8/8/8/8/4K3 w W KQkq - - K 0 1", |e| {
            matches!(e, FenError::Hand(_))
        }),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|4k3/8/8/8/8/8/8/4K3 w W KQkq - - x 0 1", |e| {
            matches!(e, FenError::Hand(_))
        }),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|4k3/8/8/8/8/8/8/4K3 w W KQkq - - - a 1", |e| {
            matches!(e, FenError::Counter(_))
        }),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|4k3/8/8/8/8/8/8/4K3 w W KQkq - - - 0 0", |e| {
            matches!(e, FenError::Counter(_))
        }),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR|4k3/8/8/8/8/8/8/4K3 w W kq - - - 0 1", |e| {
            matches!(e, FenError::Illegal(_))
        }),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/4K3 w W KQkq - - - 0 1", |e| {
            matches!(e, FenError::Illegal(_))
        }),
        ("Pnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|4k3/8/8/8/8/8/8/4K3 w W KQk - - - 0 1", |e| {
            matches!(e, FenError::Illegal(_))
        }),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|4k3/8/8/8/8/8/8/4K3 w U KQkq - - - 0 1", |e| {
            matches!(e, FenError::Illegal(_))
        }),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|4k3/8/8/8/8/8/8/4K3 w K KQkq - - - 0 1", |e| {
            matches!(e, FenError::Illegal(_))
        }),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|4k3/8/8/8/8/8/8/4K3 w W KQkq - - PPPPPPPPPPPPPPP 0 1", |e| {
            matches!(e, FenError::Illegal(_))
        }),
        ("4k3/8/8/8/8/8/8/3kK3|4k3/8/8/8/8/8/8/4K3 w W - - - - 0 1", |e| matches!(e, FenError::Illegal(_))),
    ];
    for (fen, check) in cases {
        match Underworld::from_fen(Variant::Underworld, fen) {
            Ok(p) => panic!("{fen:?} accepted as {}", p.fen()),
            Err(e) => assert!(check(&e), "{fen:?}: unexpected error {e:?}"),
        }
    }
}

#[test]
fn uwf_round_trips_with_everything_set() {
    let fen = "r3k2r/8/8/3pP3/8/8/8/R3K2R|4k3/8/8/8/3pP3/8/8/4K3 w W KQkq d6 e3 BNPnp 17 33";
    assert_eq!(pos(fen).fen(), fen);
    assert_eq!(pos(fen).pooled(Color::Black, Role::Knight), 1);
    assert_eq!(pos(fen).compute_hash(), pos(fen).hash());
    // Unsorted pool letters are read and written sorted.
    let unsorted = fen.replace("BNPnp", "pnPNB");
    assert_eq!(pos(&unsorted).fen(), fen);
    // The hash sees each part of the state.
    for other in [
        fen.replace(" w W ", " b W "),
        fen.replace("KQkq", "KQk"),
        fen.replace(" d6 e3 ", " - e3 "),
        fen.replace(" d6 e3 ", " d6 - "),
        fen.replace("BNPnp", "BNPn"),
    ] {
        assert_ne!(pos(&other).hash(), pos(fen).hash(), "{other}");
    }
}

#[test]
fn diagram_shows_both_boards_pool_and_slot() {
    let d = pos(UK_CONTACT).diagram();
    assert!(d.contains("World") && d.contains("Underworld"), "{d}");
    assert!(d.contains("Pool: r"), "{d}");
    assert!(d.contains("Black to move on the Underworld (slot 2)"), "{d}");
    assert!(d.contains(UK_CONTACT), "{d}");
    let placing = play(&pos(UK_CONTACT), &["d4e3:R"]).diagram();
    assert!(placing.contains("White to place the captured Underworld King"), "{placing}");
    let mated = pos(U10).diagram();
    assert!(mated.contains("Game over: White mates (1-0)"), "{mated}");
    let drawn = play(&pos("4k3/8/8/8/8/8/8/4K3|4k3/8/8/8/8/8/3n4/4K3 w U - - - - 5 30"), &["e1d2"]).diagram();
    assert!(drawn.contains("Game over: both boards are inactive: Draw by the variant's rules (1/2-1/2)"), "{drawn}");
}

// ---------------------------------------------------------------- perft

fn data_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests").join("data").join(name)
}

/// Every count of `tests/data/underworld.epd` (depth 1 hand-checked in the rules document, deeper
/// counts from an independent Python model of the written rulings).
#[test]
fn perft_suite() {
    let text = std::fs::read_to_string(data_path("underworld.epd")).expect("underworld.epd");
    let mut failures = Vec::new();
    let mut checked = 0;
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let mut fields = line.split(';');
        let fen = fields.next().unwrap().trim();
        let p = pos(fen);
        for field in fields.map(str::trim).filter(|f| f.starts_with('D')) {
            let (depth, nodes) = field[1..].split_once(' ').expect("depth and count");
            let (depth, nodes): (u32, u64) = (depth.parse().unwrap(), nodes.trim().parse().unwrap());
            let got = perft(&p, depth);
            checked += 1;
            if got != nodes {
                failures.push(format!("{fen} depth {depth}: expected {nodes}, got {got}"));
            }
        }
    }
    assert!(failures.is_empty(), "{} of {checked} counts wrong:\n{}", failures.len(), failures.join("\n"));
    assert_eq!(checked, 41);
}

#[test]
fn perft_divide_threads_agree() {
    let p = pos(U2);
    let one = nereid::perft::divide(&p, 3, 1);
    let two = nereid::perft::divide(&p, 3, 2);
    assert_eq!(one, two);
    assert_eq!(one.iter().map(|(_, n)| n).sum::<u64>(), 1136);
}

// ---------------------------------------------------------------- the binary

fn run_binary(args: &[&str], input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nereid"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("run nereid");
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let out = child.wait_with_output().expect("nereid output");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Sends `input` over UCI, reads up to the first `bestmove` line, then quits.
fn uci_until_bestmove(input: &str) -> String {
    use std::io::{BufRead, BufReader};
    let mut child = Command::new(env!("CARGO_BIN_EXE_nereid"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("run nereid");
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input.as_bytes()).unwrap();
    stdin.flush().unwrap();
    let mut out = String::new();
    for line in BufReader::new(child.stdout.take().unwrap()).lines() {
        let line = line.expect("a line");
        out.push_str(&line);
        out.push('\n');
        if line.starts_with("bestmove") {
            break;
        }
    }
    let _ = stdin.write_all(b"quit\n");
    drop(stdin);
    child.wait().expect("nereid exits");
    out
}

#[test]
fn uci_offers_and_plays_underworld() {
    let out = uci_until_bestmove(
        "uci\nsetoption name UCI_Variant value underworld\nposition startpos moves e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5c6 d7c6\nd\ngo depth 3\n",
    );
    let combo = out.lines().find(|l| l.contains("UCI_Variant")).expect("UCI_Variant option");
    assert!(combo.contains("var underworld"), "{combo}");
    assert!(out.contains("Black to move on the Underworld (slot 2)"), "{out}");
    let best = out.lines().find_map(|l| l.strip_prefix("bestmove ")).expect("bestmove");
    let token = best.split_whitespace().next().unwrap();
    let p = play(
        &Underworld::startpos(Variant::Underworld),
        &["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5c6", "d7c6"],
    );
    assert!(texts(&p).contains(token), "bestmove {token} is not legal in {}", p.fen());
}

#[test]
fn cecp_refuses_underworld() {
    let out = run_binary(&["xboard"], "xboard\nprotover 2\nvariant underworld\nquit\n");
    let features: String = out.lines().filter(|l| l.contains("variants=")).collect();
    assert!(!features.contains("underworld"), "{features}");
    assert!(out.contains("Error (unsupported variant): underworld"), "{out}");
}

#[test]
fn perft_command_line() {
    let out = run_binary(&["perft", "--variant", "underworld", "--depth", "3"], "");
    assert!(out.contains("Nodes searched: 8902"), "{out}");
    let out = run_binary(&["perft", "--variant", "underworld", "--fen", U2, "--depth", "2", "--divide"], "");
    assert!(out.contains("Nodes searched: 208"), "{out}");
}
