//! Aquachess rules as docs/variants/aquachess.md states them: one hand-counted position per
//! piece kind, the claims of the rules' test positions (§8), outcomes, AQF and AQM errors,
//! and a colour-symmetric evaluation.

use nereid::core::{DrawReason, FenError, MoveError, MoveList, Outcome, Rules, WinReason};
use nereid::variants::Variant;
use nereid::variants::aquachess::Aquachess;

fn pos(fen: &str) -> Aquachess {
    Aquachess::from_fen(Variant::Aquachess, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn tokens(p: &Aquachess) -> Vec<String> {
    let mut moves = MoveList::new();
    p.legal_moves(&mut moves);
    let mut v: Vec<String> = moves.iter().map(|&m| p.move_text(m)).collect();
    v.sort();
    v
}

/// The moves of the piece on `from`.
fn moves_from(p: &Aquachess, from: &str) -> Vec<String> {
    tokens(p).into_iter().filter(|t| t.starts_with(from)).map(|t| t[3..].to_string()).collect()
}

fn sorted(list: &str) -> Vec<String> {
    let mut v: Vec<String> = list.split_whitespace().map(str::to_string).collect();
    v.sort();
    v
}

/// One piece of each kind on d4 of a level it may use (d2 for Pawn and Fish), White King on
/// h1w, Black King on a8w, otherwise empty: the number of its moves, counted by hand from §4.
#[test]
fn every_piece_kind_moves_as_its_rules_say() {
    let cases = [
        ("King", "8/8/8/8/8/8/8/8|k7/8/8/8/3K4/8/8/8|8/8/8/8/8/8/8/8", "d4w", 8),
        ("Queen", "8/8/8/8/8/8/8/8|k7/8/8/8/3Q4/8/8/7K|8/8/8/8/8/8/8/8", "d4w", 27),
        // d3, d4 and the capture on e3.
        ("Pawn", "8/8/8/8/8/8/8/8|k7/8/8/8/8/4p3/3P4/7K|8/8/8/8/8/8/8/8", "d2w", 3),
        // A diagonal step, then on along the file: 4 + 4 + 3 + 3.
        ("Ship", "8/8/8/8/8/8/8/8|k7/8/8/8/3S4/8/8/7K|8/8/8/8/8/8/8/8", "d4w", 14),
        // 12 leaps of up to 3, 4 orthogonal steps into the Sea.
        ("Dolphin", "8/8/8/8/8/8/8/8|k7/8/8/8/3D4/8/8/7K|8/8/8/8/8/8/8/8", "d4w", 16),
        // 13 on the Waves, the same 13 diving.
        ("Whale", "8/8/8/8/8/8/8/8|k7/8/8/8/3W4/8/8/7K|8/8/8/8/8/8/8/8", "d4w", 26),
        // 12 after a diagonal step, 12 after an orthogonal one, 9 on the Waves.
        ("Octopus", "8/8/8/8/3O4/8/8/8|k7/8/8/8/8/8/8/7K|8/8/8/8/8/8/8/8", "d4s", 33),
        ("Swordfish", "8/8/8/8/3X4/8/8/8|k7/8/8/8/8/8/8/7K|8/8/8/8/8/8/8/8", "d4s", 20),
        ("Seahorse", "8/8/8/8/3H4/8/8/8|k7/8/8/8/8/8/8/7K|8/8/8/8/8/8/8/8", "d4s", 8),
        // 8 diagonal, rifle shots at d5s and at d4w above it.
        ("Manta", "8/8/8/3f4/3M4/8/8/8|k7/8/8/8/3p4/8/8/7K|8/8/8/8/8/8/8/8", "d4s", 10),
        ("Jellyfish", "8/8/8/8/3J4/8/8/8|k7/8/8/8/8/8/8/7K|8/8/8/8/8/8/8/8", "d4s", 8),
        ("Crab", "8/8/8/8/3C4/8/8/8|k7/8/8/8/8/8/8/7K|8/8/8/8/8/8/8/8", "d4s", 4),
        // d3, d4 (double step from rank 2) and d1 (backward).
        ("Fish", "8/8/8/8/8/8/3F4/8|k7/8/8/8/8/8/8/7K|8/8/8/8/8/8/8/8", "d2s", 3),
        // From the Sea: distance-1 diagonal cells on Sea and Waves (8), further ones on all
        // three levels (27), orthogonal steps on Sea and Waves (8).
        ("Dragon", "8/8/8/8/3G4/8/8/8|k7/8/8/8/8/8/8/7K|8/8/8/8/8/8/8/8", "d4s", 43),
        // Queen + knight at home (35), every queen-line cell on the Waves (27).
        ("Sphinx", "8/8/8/8/8/8/8/8|k7/8/8/8/8/8/8/7K|8/8/8/8/3A4/8/8/8", "d4a", 62),
        ("Falcon", "8/8/8/8/8/8/8/8|k7/8/8/8/8/8/8/7K|8/8/8/8/3L4/8/8/8", "d4a", 20),
        // Rook 14 + nightrider 12 + 9 on the Waves.
        ("Raven", "8/8/8/8/8/8/8/8|k7/8/8/8/8/8/8/7K|8/8/8/8/3R4/8/8/8", "d4a", 35),
        ("Griffin", "8/8/8/8/8/8/8/8|k7/8/8/8/8/8/8/7K|8/8/8/8/3Y4/8/8/8", "d4a", 48),
        ("Pegasus", "8/8/8/8/8/8/8/8|k7/8/8/8/8/8/8/7K|8/8/8/8/3N4/8/8/8", "d4a", 20),
        ("Goose", "8/8/8/8/8/8/8/8|k7/8/8/8/8/8/8/7K|8/8/8/8/3E4/8/8/8", "d4a", 6),
        ("Sparrow", "8/8/8/8/8/8/8/8|k7/8/8/8/8/8/8/7K|8/8/8/8/3V4/8/8/8", "d4a", 36),
    ];
    for (name, board, from, expected) in cases {
        let p = pos(&format!("{board} w - - 0 1"));
        assert_eq!(moves_from(&p, from).len(), expected, "{name} on {from}: {:?}", moves_from(&p, from));
    }
    let octopus = pos("8/8/8/8/3O4/8/8/8|k7/8/8/8/8/8/8/7K|8/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(
        moves_from(&octopus, "d4s"),
        sorted(
            "g5s h5s e7s e8s a5s c7s c8s g3s h3s e1s a3s c1s f7s g8s b7s a8s f1s b1s g6s h7s g2s h1s a6s a2s \
             c3w d3w e3w c4w d4w e4w c5w d5w e5w"
        )
    );
    let goose = pos("8/8/8/8/8/8/8/8|k7/8/8/8/8/8/8/7K|8/8/8/8/3E4/8/8/8 w - - 0 1");
    assert_eq!(moves_from(&goose, "d4a"), sorted("f6a b6a d2a e5w c5w d3w"));
    let black_goose = pos("8/8/8/8/8/8/8/8|k7/8/8/8/8/8/8/7K|8/8/8/8/3e4/8/8/8 b - - 0 1");
    assert_eq!(moves_from(&black_goose, "d4a"), sorted("f2a b2a d6a e3w c3w d5w"));
}

#[test]
fn rifle_check_from_below_t1() {
    let p = pos("8/8/8/8/3M4/8/8/8|8/8/8/8/3k4/8/8/7K|8/8/8/8/8/8/8/8 b - - 0 1");
    assert!(p.in_check());
    assert_eq!(moves_from(&p, "d4w"), sorted("c3w c4w c5w d3w d5w e3w e4w e5w"));
    // White's rifle shot from below takes the King's square without moving the Manta.
    let w = pos("8/8/8/8/3M4/8/8/8|8/8/8/8/3q4/8/8/k6K|8/8/8/8/8/8/8/8 w - - 0 1");
    let m = w.parse_move("d4sd4w").expect("rifle capture");
    assert_eq!(w.san(m), "Md4sxd4w");
    assert_eq!(w.play(m).fen(), "8/8/8/8/3M4/8/8/8|8/8/8/8/8/8/8/k6K|8/8/8/8/8/8/8/8 b - - 0 1");
}

#[test]
fn jellyfish_mate_t2_and_immobilised_stalemate() {
    let p = pos("8/8/8/3m4/4J3/8/8/8|8/8/8/8/4k1d1/8/8/K3Q3|8/8/8/8/8/8/8/8 b - - 0 1");
    assert_eq!(p.outcome(), Some(Outcome::Win { winner: nereid::core::Color::White, reason: WinReason::Checkmate }));
    // A King frozen from below with nothing else to move, not in check: stalemate (A30).
    let s = pos("8/8/8/8/4J3/8/8/8|8/8/8/8/4k3/8/8/K7|8/8/8/8/8/8/8/8 b - - 0 1");
    assert!(!s.in_check());
    assert_eq!(s.outcome(), Some(Outcome::Draw(DrawReason::Stalemate)));
    // The frozen King gives no check: White's King may stand next to it.
    let k = pos("8/8/8/8/4J3/8/8/8|8/8/8/8/4k3/3K4/8/8|8/8/8/8/8/8/8/8 w - - 0 1");
    assert!(moves_from(&k, "d3w").contains(&"e3w".to_string()));
}

#[test]
fn dragon_falcon_sphinx_whale_claims_of_section_8() {
    // T3: NE past the Black Pawn on e5w only in the Sea and in the Air.
    let t3 = pos("8/8/8/8/8/8/8/8|K7/8/8/4p3/3G4/8/8/7k|8/8/8/8/8/8/8/8 w - - 0 1");
    let ne: Vec<String> =
        moves_from(&t3, "d4w").into_iter().filter(|t| "efgh".contains(&t[..1]) && t[1..2] > *"4").collect();
    assert_eq!(ne, sorted("e5s e5w e5a f6s f6a g7s g7a h8s h8a"));
    // T7: the Falcon passes the Goose only by switching on its first step.
    let t7 = pos("8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/K7|8/8/8/4E3/3L4/8/8/8 w - - 0 1");
    let falcon = moves_from(&t7, "d4a");
    assert!(falcon.contains(&"h8w".to_string()) && !falcon.contains(&"f6a".to_string()));
    // T6: "both" passes under the Sparrow and lands back in the Air.
    let t6 = pos("8/8/8/8/8/8/8/8|6k1/8/8/8/8/8/8/7K|8/8/8/8/8/8/1v6/A7 w - - 0 1");
    let sphinx = moves_from(&t6, "a1a");
    assert!(sphinx.contains(&"c3a".to_string()) && sphinx.contains(&"b2a".to_string()));
    // T5: the own Fish on e6s stops the forward dive at e5s.
    let t5 = pos("8/8/4F3/8/8/8/8/2W5|K6k/8/8/8/4W3/8/8/8|8/8/8/8/8/8/8/8 w - - 0 1");
    let whale = moves_from(&t5, "e4w");
    assert!(whale.contains(&"e5s".to_string()) && !whale.contains(&"e7s".to_string()));
    assert!(moves_from(&t5, "c1s").contains(&"c8w".to_string()));
}

#[test]
fn en_passant_promotion_and_counters() {
    // T4: the Fish on e5s takes the Fish on d5s en passant.
    let t4 = pos("8/8/5c2/3fF3/8/8/8/3F4|7k/8/8/8/8/8/8/K7|8/8/8/8/8/8/8/8 w - d6s 0 1");
    let ep = t4.parse_move("e5sd6s").expect("en passant");
    assert_eq!(t4.play(ep).fen(), "8/8/3F1c2/8/8/8/8/3F4|7k/8/8/8/8/8/8/K7|8/8/8/8/8/8/8/8 b - - 0 1");
    // A Fish double step from rank 1 sets the en-passant cell on rank 2.
    let d = t4.parse_move("d1sd3s").expect("double step");
    assert_eq!(t4.play(d).fen(), "8/8/5c2/3fF3/8/3F4/8/8|7k/8/8/8/8/8/8/K7|8/8/8/8/8/8/8/8 b - d2s 0 1");
    // A backward Fish step does not reset the 50-move counter; a forward one does.
    let c = pos("8/8/8/8/4F3/8/8/8|7k/8/8/8/8/8/8/K7|8/8/8/8/8/8/8/8 w - - 7 9");
    assert!(c.play(c.parse_move("e4se3s").unwrap()).fen().ends_with(" 8 9"));
    assert!(c.play(c.parse_move("e4se5s").unwrap()).fen().ends_with(" 0 9"));
    // T9: four Waves promotions per move; Fish promote to Sea pieces.
    let t9 = pos("8/8/8/8/8/8/8/8|2k4w/6P1/8/8/8/8/8/K7|8/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(moves_from(&t9, "g7w"), sorted("g8wq g8ww g8ws g8wd h8wq h8ww h8ws h8wd"));
    let fish = pos("8/1F6/8/8/8/8/8/8|7k/8/8/8/8/8/8/K7|8/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(moves_from(&fish, "b7s"), sorted("b8so b8sh b8sx b8sm b8sc b8sj b6s"));
    let m = fish.parse_san("Fb7s-b8s=X").expect("readable promotion");
    assert_eq!(fish.move_text(m), "b7sb8sx");
}

#[test]
fn bad_aqf_gets_typed_errors() {
    let bad = [
        ("8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 w - - 0 1", "levels"),
        ("8/8/8/8/8/8/8/8|k7/8/8/8/8/8/8/7K|8/8/8/8/8/8/8/8 x - - 0 1", "side"),
        ("8/8/8/8/8/8/8/8|k7/8/8/8/8/8/8/7K|8/8/8/8/8/8/8/8 w KQ - 0 1", "castling"),
        ("8/8/8/8/8/8/8/8|k7/8/8/8/8/8/8/7K|8/8/8/8/8/8/8/8 w - e3w 0 1", "en passant"),
        ("8/8/8/8/8/8/8/8|k7/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 w - - 0 1", "kings"),
        ("K7/8/8/8/8/8/8/8|k7/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 w - - 0 1", "King on the Sea"),
        ("8/8/8/8/8/8/8/8|k7/8/8/8/8/8/8/7K|8/8/8/8/8/8/8/7Q w - - 0 1", "Queen in the Air"),
        ("8/8/8/8/8/8/8/8|k7/8/8/8/8/8/8/7K|8/8/8/8/8/8/8/8 w - - x 1", "counter"),
        ("8/8/8/8/8/8/8/8|k7/8/8/8/8/8/8/7K|8/8/8/8/8/8/8/7Z w - - 0 1", "unknown piece"),
    ];
    for (fen, what) in bad {
        let err = Aquachess::from_fen(Variant::Aquachess, fen).expect_err(what);
        let typed = matches!(
            err,
            FenError::Board(_)
                | FenError::Turn(_)
                | FenError::Castling(_)
                | FenError::EnPassant(_)
                | FenError::Illegal(_)
                | FenError::Counter(_)
        );
        assert!(typed, "{what}: {err:?}");
    }
}

#[test]
fn bad_tokens_get_typed_errors() {
    let p = Aquachess::startpos(Variant::Aquachess);
    assert!(matches!(p.parse_move("e2e4"), Err(MoveError::Syntax(_))));
    assert!(matches!(p.parse_move("e2we5w"), Err(MoveError::Illegal { .. })));
    assert!(matches!(p.parse_move("e7we6w"), Err(MoveError::Illegal { .. })));
    assert!(matches!(p.parse_move("e4we5w"), Err(MoveError::Illegal { .. })));
    assert!(matches!(p.parse_move("e2we4wq"), Err(MoveError::Illegal { .. })));
    assert!(matches!(p.parse_move("e2we4z"), Err(MoveError::Syntax(_))));
    assert_eq!(p.move_text(p.parse_move("e2we4w").unwrap()), "e2we4w");
    assert_eq!(p.san(p.parse_move("c2ad4a").unwrap()), "Nc2a-d4a");
}

/// The AQF of the colour-mirrored position: ranks reflected on every level, colours and the
/// side to move swapped.
fn mirror(fen: &str) -> String {
    let f: Vec<&str> = fen.split_whitespace().collect();
    let swap = |c: char| if c.is_ascii_uppercase() { c.to_ascii_lowercase() } else { c.to_ascii_uppercase() };
    let levels: Vec<String> = f[0]
        .split('|')
        .map(|l| l.split('/').rev().map(|r| r.chars().map(swap).collect::<String>()).collect::<Vec<_>>().join("/"))
        .collect();
    format!("{} {} - - {} {}", levels.join("|"), if f[1] == "w" { "b" } else { "w" }, f[4], f[5])
}

#[test]
fn evaluation_is_colour_symmetric() {
    for fen in [
        nereid::variants::aquachess::START,
        "8/8/8/3m4/4J3/8/8/8|8/8/8/8/4k1d1/8/8/K3Q3|8/8/8/8/8/8/8/8 b - - 0 1",
        "ohxmmxho/jc1ffFcj/8/3f4/8/2J5/JCF1F1C1/OHXMMXHO|wdsqks1w/ppp1pppp/3d4/3p4/8/5P2/PPPPP1PP/WDSQKSDW|yr1aglry/vvneenvv/8/2l5/8/8/VVNEENVV/YRLAGLRY w - - 0 5",
    ] {
        let p = pos(fen);
        let m = pos(&mirror(fen));
        assert_eq!(p.evaluate(), m.evaluate(), "{fen} vs {}", mirror(fen));
        assert_eq!(tokens(&p).len(), tokens(&m).len(), "{fen}: mirrored move count");
    }
}
