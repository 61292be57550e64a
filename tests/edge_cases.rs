//! Named rule and notation edge cases, one test per fact, each on a concrete FEN.
//! Source: `docs/variants/seirawan.md` (the rules, and what XBoard, Fairy-Stockfish and
//! cutechess write and accept).

use nereid::core::{Color, FenError, MoveError, MoveList, Outcome, Rules, WinReason};
use nereid::variants::Variant;
use nereid::variants::chess::Chess;
use nereid::variants::seirawan::{MoveKind, Role, Seirawan};
use std::collections::BTreeSet;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1";
/// Both sides may castle either way; all four pieces in hand.
const CASTLING: &str = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[EHeh] w KQkq - 0 1";

fn schess(fen: &str) -> Seirawan {
    Seirawan::from_fen(Variant::Seirawan, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn schess960(fen: &str) -> Seirawan {
    Seirawan::from_fen(Variant::Seirawan960, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The position after the coordinate moves `moves`, each of which must be legal.
fn after<P: Rules>(pos: &P, moves: &str) -> P {
    moves.split_whitespace().fold(pos.clone(), |pos, text| {
        let m = pos.parse_move(text).unwrap_or_else(|e| panic!("{text} in {}: {e}", pos.fen()));
        pos.play(m)
    })
}

/// Every legal move's coordinate text.
fn move_texts<P: Rules>(pos: &P) -> BTreeSet<String> {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    moves.iter().map(|&m| pos.move_text(m)).collect()
}

/// The reason given for refusing `text`, which must be an [`MoveError::Illegal`].
fn illegal_reason<P: Rules>(pos: &P, text: &str) -> String {
    match pos.parse_move(text) {
        Err(MoveError::Illegal { text: t, reason }) => {
            assert_eq!(t, text);
            reason
        }
        other => panic!("{text} in {}: expected an illegal-move error, got {other:?}", pos.fen()),
    }
}

/// The castling/gating field of a FEN.
fn castling_field(fen: &str) -> &str {
    fen.split_whitespace().nth(2).expect("castling field")
}

// ---------------------------------------------------------------------------------------
// Gating legality
// ---------------------------------------------------------------------------------------

/// seirawan.epd "a pinned piece cannot be replaced by gating (Nf3/H illegal)": the knight
/// on g1 is pinned by the rook on h1; a Hawk appearing on g1 would not make Nf3 legal.
#[test]
fn gating_cannot_replace_a_pinned_piece() {
    let pos = schess("r1bqkbn1/pppppp2/2n5/6p1/2B1P3/2P5/PP1P1PP1/RNBQK1Nr[EHeh] w cdfgBCDGQq - 1 6");
    let legal = move_texts(&pos);
    assert_eq!(legal.len(), 50);
    for text in ["g1f3", "g1f3h", "g1f3e", "g1e2h"] {
        assert!(!legal.contains(text), "{text} generated");
        illegal_reason(&pos, text);
    }
    // The other gates still work.
    let next = after(&pos, "b1a3h");
    assert_eq!(next.fen(), "r1bqkbn1/pppppp2/2n5/6p1/2B1P3/N1P5/PP1P1PP1/RHBQK1Nr[Ehe] b QCDGqcdfg - 2 6");
    assert_eq!(pos.san(pos.parse_move("b1a3h").unwrap()), "Na3/H");
    assert!(pos.parse_san("Nf3/H").is_err());
}

/// seirawan.epd "checkmate: a gated piece cannot block check (Kd1/E, Kd1/H illegal)".
#[test]
fn gated_piece_cannot_block_check() {
    let pos = schess("r1bqkbn1/pppppp2/8/6p1/Q2nP3/PBP5/1P1P1PP1/RNB1K2r[EHeh] w cdfgBCQq - 1 10");
    assert!(pos.in_check());
    assert_eq!(pos.count_legal_moves(), 0);
    assert!(move_texts(&pos).is_empty());
    assert_eq!(pos.outcome(), Some(Outcome::Win { winner: Color::Black, reason: WinReason::Checkmate }));
    for text in ["e1d1e", "e1d1h", "e1d1"] {
        illegal_reason(&pos, text);
    }
    assert!(pos.parse_san("Kd1/E").is_err());
}

/// Gating is only possible onto the square the piece leaves, only with a piece in hand,
/// and only the first time that square's piece moves.
#[test]
fn gating_needs_an_open_gate_and_a_piece_in_hand() {
    let start = schess(START);
    assert_eq!(start.count_legal_moves(), 28);
    assert!(start.parse_move("b1c3h").is_ok());
    // Pawns never gate.
    assert_eq!(illegal_reason(&start, "e2e4h"), "cannot promote to H");
    // Only Hawk and Elephant are in hand.
    assert_eq!(illegal_reason(&start, "b1c3q"), "Q is not a piece to gate");
    // No Elephant in hand.
    let pos = schess("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Hhe] w KQBCDFGkqbcdfg - 0 1");
    assert_eq!(illegal_reason(&pos, "b1c3e"), "no E in hand");
    // A knight that came back to b1 has lost its gate.
    let back = after(&start, "b1c3 b8c6 c3b1 c6b8");
    assert_eq!(illegal_reason(&back, "b1c3h"), "b1 is not a gating square");
    // A gated piece gates nothing when it moves.
    let hawk = after(&start, "g1h3h g8f6 h3g5");
    assert_eq!(hawk.board().piece_at(shakmaty::Square::G1), Some((Color::White, Role::Hawk)));
    assert!(!move_texts(&hawk).iter().any(|t| t.starts_with("g1") && t.len() == 5));
}

// ---------------------------------------------------------------------------------------
// Castling with gating
// ---------------------------------------------------------------------------------------

#[test]
fn castling_gates_on_the_king_square() {
    let pos = schess(CASTLING);
    let short = after(&pos, "e1g1e");
    assert_eq!(short.fen(), "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3ERK1[Hhe] b Akq - 1 1");
    let long = after(&pos, "e1c1h");
    assert_eq!(long.fen(), "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/2KRH2R[Ehe] b Hkq - 1 1");
    assert_eq!(pos.san(pos.parse_move("e1g1e").unwrap()), "O-O/E");
    assert_eq!(pos.san(pos.parse_move("e1c1h").unwrap()), "O-O-O/H");
    // Black too.
    let black = after(&pos, "a2a3 e8g8h");
    assert_eq!(black.fen(), "r3hrk1/pppppppp/8/8/8/P7/1PPPPPPP/R3K2R[HEe] w KQa - 1 2");
}

#[test]
fn castling_gates_on_the_rook_square() {
    let pos = schess(CASTLING);
    let short = pos.parse_move("h1e1e").unwrap();
    assert_eq!(short.kind(), MoveKind::Castle);
    assert!(short.gates_rook_square());
    assert_eq!(pos.move_text(short), "h1e1e");
    assert_eq!(pos.san(short), "O-O/Eh1");
    assert_eq!(pos.play(short).fen(), "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RKE[Hhe] b Akq - 1 1");
    let long = pos.parse_move("a1e1h").unwrap();
    assert_eq!(pos.san(long), "O-O-O/Ha1");
    assert_eq!(pos.play(long).fen(), "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/H1KR3R[Ehe] b Hkq - 1 1");
    // Every way to write it reads back to the same move.
    for san in ["O-O/Eh1", "O-O/Eh", "0-0/Eh1", "Rhxe1/E", "Rhe1/E", "Rhxe1/E+"] {
        assert_eq!(pos.parse_san(san), Ok(short), "{san}");
    }
    assert_eq!(pos.parse_san("O-O-O/Ha1"), Ok(long));
    assert_eq!(pos.parse_san("Raxe1/H"), Ok(long));
    // Both rooks can castle here, so XBoard's `Rxe1/E` needs the rook's file.
    assert_eq!(pos.parse_san("Rxe1/E"), Err(MoveError::Ambiguous("Rxe1/E".into())));
}

/// XBoard's SAN for castling with gating on the rook's square: the rook takes its king.
#[test]
fn xboard_rook_takes_king_san() {
    // Only O-O is possible for either side.
    let pos = schess("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/4K2R[EHeh] w Kk - 0 1");
    let m = pos.parse_san("Rxe1/E").unwrap();
    assert_eq!(Ok(m), pos.parse_move("h1e1e"));
    assert_eq!(pos.move_text(m), "h1e1e");
    assert_eq!(pos.parse_san("Rxe1/H"), pos.parse_move("h1e1h"));
    assert_eq!(pos.parse_san("Rxe1"), pos.parse_move("e1g1"));
    // Black's version.
    let black = after(&pos, "a2a3");
    assert_eq!(black.parse_san("Rxe8/H"), black.parse_move("h8e8h"));
    assert_eq!(black.san(black.parse_move("h8e8h").unwrap()), "O-O/Hh8");
}

/// The twelve castling moves of one side: plain, and each hand piece on each of the two squares.
#[test]
fn castling_move_list() {
    let pos = schess(CASTLING);
    let castles: BTreeSet<String> = move_texts(&pos)
        .into_iter()
        .filter(|t| {
            t.starts_with("e1g1")
                || t.starts_with("e1c1")
                || t.ends_with("e1h")
                || t.ends_with("e1e")
                || t == "h1e1"
                || t == "a1e1"
        })
        .collect();
    let expected: BTreeSet<String> =
        ["e1g1", "e1g1h", "e1g1e", "h1e1h", "h1e1e", "e1c1", "e1c1h", "e1c1e", "a1e1h", "a1e1e"]
            .into_iter()
            .map(String::from)
            .collect();
    assert_eq!(castles, expected);
}

#[test]
fn king_square_and_rook_square_san_forms() {
    let pos = schess(CASTLING);
    let king_square = pos.parse_move("e1g1e").unwrap();
    assert!(!king_square.gates_rook_square());
    for san in ["O-O/E", "O-O/Ee", "O-O/Ee1", "o-o/E", "0-0/E"] {
        assert_eq!(pos.parse_san(san), Ok(king_square), "{san}");
    }
    // The coordinate reader also takes SAN castling.
    assert_eq!(pos.parse_move("O-O/E"), Ok(king_square));
    assert_eq!(pos.parse_move("O-O"), pos.parse_move("e1g1"));
}

/// `h1e1` with the king on e1 and no gating letter: plain O-O.
#[test]
fn rook_takes_king_without_letter_is_plain_castling() {
    let pos = schess(CASTLING);
    let castle = pos.parse_move("e1g1").unwrap();
    assert_eq!(castle.kind(), MoveKind::Castle);
    assert_eq!(castle.gate(), None);
    assert_eq!(pos.parse_move("h1e1"), Ok(castle));
    assert_eq!(pos.parse_move("a1e1"), pos.parse_move("e1c1"));
    assert_eq!(pos.san(castle), "O-O");
    assert_eq!(pos.play(castle).fen(), "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1[HEhe] b Akq - 1 1");
}

/// With the king elsewhere, `h1e1` is an ordinary rook move.
#[test]
fn rook_to_e1_without_king_is_a_rook_move() {
    let pos = schess("4k3/8/8/8/8/8/3K4/R6R[] w - - 0 1");
    let m = pos.parse_move("h1e1").unwrap();
    assert_eq!(m.kind(), MoveKind::Normal);
    assert_eq!(pos.san(m), "Rhe1+");
    assert_eq!(pos.play(m).fen(), "4k3/8/8/8/8/8/3K4/R3R3[] b - - 1 1");
}

/// FIDE castling: not out of, through or into check, and the gated piece changes nothing.
#[test]
fn castling_through_check_is_refused_with_or_without_gating() {
    // The black rook on f8 attacks f1: no O-O; O-O-O is fine.
    let pos = schess("4kr2/8/8/8/8/8/8/R3K2R[EH] w KQ - 0 1");
    for text in ["e1g1", "e1g1e", "h1e1e", "h1e1h"] {
        illegal_reason(&pos, text);
    }
    for text in ["e1c1", "e1c1e", "a1e1h"] {
        assert!(pos.parse_move(text).is_ok(), "{text}");
    }
    // In check: no castling at all.
    let pos = schess("4k3/8/8/8/8/8/8/R3K2R[EH] w KQ - 0 1");
    let checked = schess("4r1k1/8/8/8/8/8/8/R3K2R[EH] w KQ - 0 1");
    assert!(pos.parse_move("e1c1").is_ok());
    assert!(checked.in_check());
    for text in ["e1g1", "e1c1", "e1c1h", "a1e1h"] {
        illegal_reason(&checked, text);
    }
}

// ---------------------------------------------------------------------------------------
// Promotion, en passant
// ---------------------------------------------------------------------------------------

#[test]
fn promotion_to_hawk_and_elephant() {
    let pos = schess("8/4P2k/8/8/8/8/8/4K3[] w - - 0 1");
    let promotions: BTreeSet<String> = move_texts(&pos).into_iter().filter(|t| t.starts_with("e7e8")).collect();
    assert_eq!(promotions.len(), 6);
    for piece in ["q", "r", "b", "n", "h", "e"] {
        assert!(promotions.contains(&format!("e7e8{piece}")), "{piece}");
    }
    let hawk = pos.parse_move("e7e8h").unwrap();
    assert_eq!(hawk.promotion_role(), Some(Role::Hawk));
    assert_eq!(pos.san(hawk), "e8=H");
    assert_eq!(pos.parse_san("e8=H"), Ok(hawk));
    assert_eq!(pos.play(hawk).fen(), "4H3/7k/8/8/8/8/8/4K3[] b - - 0 1");
    let elephant = pos.parse_move("e7e8e").unwrap();
    assert_eq!(pos.san(elephant), "e8=E");
    assert_eq!(pos.play(elephant).fen(), "4E3/7k/8/8/8/8/8/4K3[] b - - 0 1");
    // A pawn reaching the last rank must promote.
    assert_eq!(illegal_reason(&pos, "e7e8"), "a promotion piece is required");
    assert_eq!(illegal_reason(&pos, "e7e8k"), "cannot promote to K");
}

/// Promoting to an Elephant gives check along the file the Elephant lands on.
#[test]
fn promoted_elephant_gives_check() {
    let pos = schess("4k3/1P6/8/8/8/8/8/4K3[] w - - 0 1");
    let m = pos.parse_move("b7b8e").unwrap();
    assert_eq!(pos.san(m), "b8=E+");
    assert!(pos.play(m).in_check());
}

/// The en-passant capture that takes both pawns off the king's rank is not generated.
#[test]
fn en_passant_exposing_the_king_is_illegal() {
    let pos = after(&schess("4k3/4p3/8/K2P3r/8/8/8/8[] b - - 0 1"), "e7e5");
    assert!(!move_texts(&pos).contains("d5e6"));
    illegal_reason(&pos, "d5e6");
    assert!(pos.parse_move("d5d6").is_ok());
    // The same capture without the rook is legal.
    let free = after(&schess("4k3/4p3/8/K2P4/8/8/8/8[] b - - 0 1"), "e7e5");
    assert_eq!(free.fen(), "4k3/8/8/K2Pp3/8/8/8/8[] w - e6 0 2");
    let ep = free.parse_move("d5e6").unwrap();
    assert_eq!(ep.kind(), MoveKind::EnPassant);
    assert_eq!(free.san(ep), "dxe6");
    assert_eq!(free.play(ep).fen(), "4k3/8/4P3/K7/8/8/8/8[] b - - 0 2");
    // Standard chess agrees.
    let chess = after(&Chess::from_fen(Variant::Chess, "4k3/4p3/8/K2P3r/8/8/8/8 b - - 0 1").unwrap(), "e7e5");
    assert!(!move_texts(&chess).contains("d5e6"));
}

// ---------------------------------------------------------------------------------------
// Gating rights in the FEN
// ---------------------------------------------------------------------------------------

/// Capturing an unmoved piece on its square ends that square's gating right.
#[test]
fn capture_on_a_gate_square_removes_the_gate() {
    let pos = schess("rnbqkbnr/Bppppppp/8/8/8/8/1PPPPPPP/RN1QKBNR[HEhe] w KQBDFGkqbcdfg - 0 1");
    let next = after(&pos, "a7b8");
    assert_eq!(next.fen(), "rBbqkbnr/1ppppppp/8/8/8/8/1PPPPPPP/RN1QKBNR[HEhe] b KQBDFGkqcdfg - 0 1");
    assert!(!castling_field(&next.fen()).contains('b'));
    // A piece that later comes to b8 cannot gate there.
    assert!(next.gates(Color::Black).into_iter().all(|sq| sq != shakmaty::Square::B8));
}

/// Capturing a rook on its square ends castling with it, and its gate, for both sides.
#[test]
fn capture_of_an_unmoved_rook_removes_castling_and_gate() {
    let pos = schess("rn2k2r/1ppppppp/8/8/8/8/1PPPPPPP/R3K2R[EHeh] w KQkqb - 0 1");
    let next = after(&pos, "a1a8");
    assert_eq!(next.fen(), "Rn2k2r/1ppppppp/8/8/8/8/1PPPPPPP/4K2R[HEhe] b Kkb - 0 1");
    illegal_reason(&next, "e8c8");
    // The black king's square is still a gate (implied by k), and so is b8, whose knight is
    // now pinned.
    assert!(next.parse_move("e8d8e").is_ok());
    let gates: Vec<String> = next.gates(Color::Black).into_iter().map(|s| s.to_string()).collect();
    assert_eq!(gates, ["b8", "e8", "h8"]);
    illegal_reason(&next, "b8c6h");
}

#[test]
fn moving_without_gating_loses_the_gate() {
    let start = schess(START);
    let plain = after(&start, "g1f3");
    assert_eq!(plain.fen(), "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R[HEhe] b KQBCDFkqbcdfg - 1 1");
    let gated = after(&start, "g1f3h");
    assert_eq!(gated.fen(), "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKBHR[Ehe] b KQBCDFkqbcdfg - 1 1");
    // King moves lose both castling rights, but the rooks can still gate.
    let king = after(&start, "e2e4 e7e5 e1e2");
    assert_eq!(castling_field(&king.fen()), "ABCDFGHkqbcdfg");
    assert!(king.parse_move("h1g1").is_err());
    let rook = after(&start, "h2h4 h7h5 h1h3");
    assert_eq!(castling_field(&rook.fen()), "QBCDFGkqbcdfg");
}

#[test]
fn empty_hand_drops_the_gate_letters() {
    // White has only a Hawk left, Black only an Elephant.
    let pos = schess("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[He] w KQBCDFGkqbcdfg - 0 1");
    let next = after(&pos, "g1f3h");
    assert_eq!(next.fen(), "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKBHR[e] b KQkqbcdfg - 1 1");
    assert!(next.gates(Color::White).is_empty());
    assert!(next.parse_move("b1c3h").is_err());
    // The same position written with White's stale letters reads the same.
    let stale = schess("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKBHR[e] b KQBCDFkqbcdfg - 1 1");
    assert_eq!(stale.fen(), next.fen());
    assert_eq!(stale.hash(), next.hash());
    // Both hands empty: only castling rights are left.
    let bare = after(&next, "g8f6e");
    assert_eq!(bare.fen(), "rnbqkber/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKBHR[] w KQkq - 2 2");
}

// ---------------------------------------------------------------------------------------
// FEN reading: every dialect, and typed errors
// ---------------------------------------------------------------------------------------

#[test]
fn fen_dialects_of_the_start_position() {
    let canonical = schess(START);
    assert_eq!(canonical.fen(), START);
    assert_eq!(canonical.hash(), Seirawan::startpos(Variant::Seirawan).hash());
    for fen in [
        // XBoard
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KGFDCBQkgfdcbq - 0 1",
        // cutechess
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w bcdfgBCDFGKQkq - 0 1",
        // Fairy-Stockfish output
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w KQBCDFGkqbcdfg - 0 1",
        // Fairy-Stockfish 11.1: redundant letters for king and rook files
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQABCDEFGHkqabcdefgh - 0 1",
        // hands after a ninth '/'
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/HEhe w KQBCDFGkqbcdfg - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/eEhH w KQBCDFGkqbcdfg - 0 1",
        // no move counters
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg -",
    ] {
        let pos = schess(fen);
        assert_eq!(pos.fen(), START, "{fen}");
        assert_eq!(pos.hash(), canonical.hash(), "{fen}");
        assert_eq!(pos.count_legal_moves(), 28, "{fen}");
    }
}

#[test]
fn fen_empty_hands() {
    let expected = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";
    let canonical = schess(expected);
    assert_eq!(canonical.fen(), expected);
    assert_eq!(canonical.count_legal_moves(), 20);
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[-] w KQkq - 0 1",
        // file letters of sides with nothing in hand are dropped
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQBCDFGkqbcdfg - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[-] w KGFDCBQkgfdcbq - 0 1",
        // Shredder-style rook files are castling rights when the hand is empty
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w HAha - 0 1",
    ] {
        let pos = schess(fen);
        assert_eq!(pos.fen(), expected, "{fen}");
        assert_eq!(pos.hash(), canonical.hash(), "{fen}");
    }
}

/// XBoard keeps letters for squares whose piece has left (`KGFDCBQ` after Nf3): ignore them.
#[test]
fn fen_letters_for_empty_squares_are_ignored() {
    let xboard = schess("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R[HEhe] b KGFDCBQkgfdcbq - 1 1");
    let played = after(&schess(START), "g1f3");
    assert_eq!(xboard.fen(), played.fen());
    assert_eq!(xboard.hash(), played.hash());
    // A piece that arrives on that square later cannot gate from it.
    let back = after(&xboard, "b8c6 f3g1 c6b8");
    assert!(back.parse_move("g1f3h").is_err());
}

/// Which error a bad FEN must give.
type ExpectedError = fn(&FenError) -> bool;

#[test]
fn fen_errors_are_typed() {
    let cases: [(&str, ExpectedError); 12] = [
        ("", |e| matches!(e, FenError::MissingField(_))),
        ("rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1", |e| {
            matches!(e, FenError::Illegal(_))
        }),
        ("rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQkq - 0 1", |e| matches!(e, FenError::Board(_))),
        ("rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQkq - 0 1", |e| matches!(e, FenError::Board(_))),
        ("rnbqkbnx/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQkq - 0 1", |e| matches!(e, FenError::Board(_))),
        ("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQkq - 0 1", |e| matches!(e, FenError::Board(_))),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Q] w KQkq - 0 1", |e| matches!(e, FenError::Hand(_))),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe w KQkq - 0 1", |e| matches!(e, FenError::Hand(_))),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] x KQkq - 0 1", |e| matches!(e, FenError::Turn(_))),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQkq e4 0 1", |e| matches!(e, FenError::EnPassant(_))),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQXkq - 0 1", |e| matches!(e, FenError::Castling(_))),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQkq - x 1", |e| matches!(e, FenError::Counter(_))),
    ];
    for (fen, expected) in cases {
        match Seirawan::from_fen(Variant::Seirawan, fen) {
            Ok(pos) => panic!("{fen:?} accepted as {}", pos.fen()),
            Err(e) => assert!(expected(&e), "{fen:?}: unexpected error {e:?}"),
        }
    }
}

#[test]
fn fen_impossible_positions_are_refused() {
    for fen in [
        // the side not to move is in check
        "4k3/8/8/8/8/8/8/4K2r[] b - - 0 1",
        // pawn on the back rank
        "4k2P/8/8/8/8/8/8/4K3[] w - - 0 1",
        // two white kings
        "4k3/8/8/8/8/8/8/3KK3[] w - - 0 1",
        // an en-passant square off the sixth rank, and a bad square name
        "4k3/8/8/8/8/8/8/4K3[] w - e3 0 1",
        "4k3/8/8/8/8/8/8/4K3[] w - z9 0 1",
    ] {
        assert!(Seirawan::from_fen(Variant::Seirawan, fen).is_err(), "{fen} accepted");
    }
    // Chess refuses bad FENs with an error too, without panicking.
    for fen in ["", "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "x"] {
        assert!(Chess::from_fen(Variant::Chess, fen).is_err(), "{fen:?} accepted");
    }
}

// ---------------------------------------------------------------------------------------
// Move text
// ---------------------------------------------------------------------------------------

#[test]
fn coordinate_move_spellings() {
    let pos = schess(START);
    let m = pos.parse_move("b1c3h").unwrap();
    assert_eq!(m.gate(), Some(Role::Hawk));
    assert_eq!(m.gate_square(), Some(shakmaty::Square::B1));
    for text in ["b1c3H", "b1c3/h", "b1c3/H", "b1c3=h", "b1c3=H", "B1C3H", " b1c3h "] {
        assert_eq!(pos.parse_move(text), Ok(m), "{text}");
    }
    assert_eq!(pos.move_text(m), "b1c3h");
    assert_eq!(pos.san(m), "Nc3/H");
    for san in ["Nc3/H", "Nc3/h", "Nc3=H", "Nbc3/H", "Nb1c3/H", "Nc3/H!?"] {
        assert_eq!(pos.parse_san(san), Ok(m), "{san}");
    }
    assert_eq!(pos.parse_move("e2e4"), pos.parse_san("e4"));
    assert_ne!(pos.parse_move("b1c3"), Ok(m));
}

#[test]
fn bad_move_text_is_a_syntax_error() {
    let pos = schess(START);
    for text in ["", "e2", "e2e9", "i2i4", "e2e4x", "e2e4hh", "hello"] {
        assert!(matches!(pos.parse_move(text), Err(MoveError::Syntax(_))), "{text:?}: {:?}", pos.parse_move(text));
    }
    assert!(matches!(pos.parse_san("Zz9"), Err(MoveError::Syntax(_))));
}

#[test]
fn illegal_moves_say_why() {
    let pos = schess(START);
    assert_eq!(illegal_reason(&pos, "e3e4"), "no piece on e3");
    assert_eq!(illegal_reason(&pos, "e7e5"), "the piece on e7 is not the side to move's");
    assert_eq!(illegal_reason(&pos, "e2e5"), "the pawn on e2 cannot go to e5");
    assert_eq!(illegal_reason(&pos, "e1e2"), "the king on e1 cannot go to e2");
    let checked = after(&pos, "e2e4 f7f6 d2d4 g7g5 d1h5");
    assert_eq!(illegal_reason(&checked, "a7a6"), "the king is in check");
    // The error message carries the text and the reason.
    let message = pos.parse_move("e3e4").unwrap_err().to_string();
    assert!(message.contains("e3e4") && message.contains("no piece on e3"), "{message}");
}

#[test]
fn ambiguous_san_is_reported() {
    // Knights on c1 and g1 both reach e2.
    let pos = schess("4k3/8/8/8/8/8/8/2N1K1N1[] w - - 0 1");
    assert_eq!(pos.parse_san("Ne2"), Err(MoveError::Ambiguous("Ne2".into())));
    let m = pos.parse_san("Nge2").unwrap();
    assert_eq!(pos.parse_move("g1e2"), Ok(m));
    assert_eq!(pos.san(m), "Nge2");
    assert_eq!(pos.san(pos.parse_move("c1e2").unwrap()), "Nce2");
    assert_eq!(pos.san(pos.parse_move("c1d3").unwrap()), "Nd3");
    assert!(matches!(pos.parse_san("Nf4"), Err(MoveError::Illegal { .. })));
}

// ---------------------------------------------------------------------------------------
// Chess960 and the standard-chess twins
// ---------------------------------------------------------------------------------------

/// S-Chess960: castling is king-takes-rook; the gating letter follows it (Fairy-Stockfish
/// writes `e1h1e` for the king's square and `h1e1e` for the rook's).
#[test]
fn seirawan960_castling_notation() {
    let pos = schess960("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[EHeh] w AEHaeh - 0 1");
    let plain = pos.parse_move("e1h1").unwrap();
    assert_eq!(plain.kind(), MoveKind::Castle);
    assert_eq!(pos.move_text(plain), "e1h1");
    let king_square = pos.parse_move("e1h1e").unwrap();
    assert_eq!(king_square.gate_square(), Some(shakmaty::Square::E1));
    let rook_square = pos.parse_move("h1e1e").unwrap();
    assert_eq!(rook_square.gate_square(), Some(shakmaty::Square::H1));
    assert_eq!(pos.play(king_square).fen(), "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3ERK1[Hhe] b Aaeh - 1 1");
    // A king step next to the rook stays a king step.
    assert_eq!(pos.parse_move("e1f1").unwrap().kind(), MoveKind::Normal);
    assert_eq!(pos.count_legal_moves(), 47);
}

/// An S-Chess960 start position: gates on every file, and perft agrees with the data file.
#[test]
fn seirawan960_start_position() {
    let pos = schess960("qbbrnkrn/pppppppp/8/8/8/8/PPPPPPPP/QBBRNKRN[HEhe] w ABCDEFGHabcdefgh - 0 1");
    assert_eq!(pos.fen(), "qbbrnkrn/pppppppp/8/8/8/8/PPPPPPPP/QBBRNKRN[HEhe] w ABCDEFGHabcdefgh - 0 1");
    assert_eq!(pos.count_legal_moves(), 26);
    assert_eq!(pos.castling_rooks(Color::White).count(), 2);
}

#[test]
fn chess_castling_notation() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let chess = Chess::from_fen(Variant::Chess, fen).unwrap();
    let castle = chess.parse_move("e1g1").unwrap();
    assert!(castle.is_castle());
    assert_eq!(chess.move_text(castle), "e1g1");
    assert_eq!(chess.san(castle), "O-O");
    assert_eq!(chess.parse_move("O-O"), Ok(castle));
    assert_eq!(chess.play(castle).fen(), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");

    let chess960 = Chess::from_fen(Variant::Chess960, fen).unwrap();
    let castle = chess960.parse_move("e1h1").unwrap();
    assert!(castle.is_castle());
    assert_eq!(chess960.move_text(castle), "e1h1");
    assert_eq!(chess960.play(castle).fen(), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    assert!(chess960.parse_move("e1c1").is_ok() || chess960.parse_move("e1a1").is_ok());
}

#[test]
fn chess_illegal_and_bad_moves() {
    let chess = Chess::startpos(Variant::Chess);
    assert!(matches!(chess.parse_move("e2e5"), Err(MoveError::Illegal { .. })));
    assert!(matches!(chess.parse_move("e3e4"), Err(MoveError::Illegal { .. })));
    assert!(matches!(chess.parse_move("zz"), Err(MoveError::Syntax(_))));
    assert!(chess.parse_move("b1c3h").is_err());
    assert_eq!(chess.parse_move("E2E4"), chess.parse_move("e2e4"));
    let pos = after(&chess, "f2f3 e7e5 g2g4 d8h4");
    assert_eq!(pos.outcome(), Some(Outcome::Win { winner: Color::Black, reason: WinReason::Checkmate }));
}

/// Fool's mate in S-Chess: a Hawk or Elephant in hand cannot interpose, since gating only
/// happens on the square a moving piece leaves.
#[test]
fn seirawan_fools_mate() {
    let before = after(&schess(START), "f2f3 e7e5 g2g4");
    let mate = before.parse_move("d8h4").unwrap();
    assert_eq!(before.san(mate), "Qh4#");
    let pos = before.play(mate);
    assert_eq!(pos.count_legal_moves(), 0);
    assert_eq!(pos.outcome(), Some(Outcome::Win { winner: Color::Black, reason: WinReason::Checkmate }));
    assert_eq!(pos.outcome().unwrap().result(), "0-1");
}
