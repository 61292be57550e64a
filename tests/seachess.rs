//! Seachess (open mode): the acceptance positions of the rules (`docs/variants/seachess.md`
//! §9) with their exact move lists, the transition tests (apply a move, compare the SeaFEN
//! without the two counters), SeaFEN round trips and typed errors for bad input.

use nereid::core::{DrawReason, FenError, Game, MoveError, MoveList, Outcome, Rules, WinReason};
use nereid::variants::Variant;
use nereid::variants::seachess::Seachess;

fn pos(fen: &str) -> Seachess {
    Seachess::from_fen(Variant::Seachess, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn tokens(p: &Seachess) -> Vec<String> {
    let mut moves = MoveList::new();
    p.legal_moves(&mut moves);
    let mut v: Vec<String> = moves.iter().map(|&m| p.move_text(m)).collect();
    v.sort();
    v
}

fn sorted(list: &str) -> Vec<String> {
    let mut v: Vec<String> = list.split_whitespace().map(String::from).collect();
    v.sort();
    v
}

/// SeaFEN without the half-move and full-move counters.
fn without_counters(fen: &str) -> String {
    let f: Vec<&str> = fen.split_whitespace().collect();
    [&f[..4], &f[6..]].concat().join(" ")
}

const START: &str = "csdakdst/bbbbbbbb/12/12/12/12/12/12/12/12/BBBBBBBB/CSDAKDST w CTct - 0 1 - -";
const S5: &str = "4k3/8/12/12/2d9/12/12/4BA6/8b3/12/3B4/4K3 w - - 0 1 - -";
const S10: &str = "4k3/8/12/12/12/12/12/12/12/12/8/C3K2T w CT - 0 1 - -";
const S12: &str = "4k3/8/12/12/12/12/4B7/5b6/3b8/12/8/4K3 b - e3 0 1 - -";

#[test]
fn start_has_37_moves() {
    let p = Seachess::startpos(Variant::Seachess);
    assert_eq!(p.fen(), START);
    let moves = tokens(&p);
    assert_eq!(moves.len(), 37);
    for m in ["c2c6", "j2j3", "M@c1", "d1c3", "d1e3", "i1h3", "i1j3"] {
        assert!(moves.contains(&m.to_string()), "{m}");
    }
}

/// (id, SeaFEN, the legal moves listed by the rules)
const ACCEPTANCE: &[(&str, &str, &str)] = &[
    ("S1", "4k3/8/12/12/12/12/12/12/12/12/2B5/4K3 w - - 0 1 - -", "e2e3 e2e4 e2e5 e2e6 g1f1 g1f2 g1g2 g1h1 g1h2"),
    ("S2", "4k3/7d/B9B1/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - -", "a10b10 g1f1 g1f2 g1g2 g1h1 g1h2 k10j10 k10j11"),
    (
        "S4",
        "4k3/8/12/12/12/3c3d4/4b7/5T6/12/12/8/4K3 w - - 0 1 - -",
        "f5a5 f5b5 f5c5 f5d5 f5e5 f5f1 f5f10 f5f11 f5f12 f5f2 f5f3 f5f4 f5f6 f5f7 f5f8 f5f9 f5g5 f5h5 f5i5 \
         f5j5 f5k5 f5l5 f5xe6 f5xh7 g1f1 g1f2 g1g2 g1h1 g1h2",
    ),
    (
        "S5",
        S5,
        "e5e6 f2f3 f2f4 f5d3 f5d7 f5e3 f5e4 f5e6 f5e7 f5f3 f5f4 f5f6 f5f7 f5g3 f5g4 f5g5 f5g6 f5g7 f5h3 f5h4 \
         f5h5 f5h6 f5h7 f5xc8 f5xi4 g1f1 g1g2 g1h1 g1h2",
    ),
    ("S7", "4k3/8/12/12/2d3c5/12/12/4BA{f}6/8b3/12/3B4/4K3 w - - 0 1 - -", "f5xg8"),
    (
        "S8",
        "4k3/8/12/12/12/2b9/5d6/3S{4}8/12/4B7/8/4K3 w - - 0 1 - -",
        "d5b4 d5b6 d5c3 d5c7 d5e7 d5f4 d5f6 d5vb4 d5vb6 d5vc3 d5vc7 d5ve3 d5ve7 d5vf4 e3e4 g1f1 g1f2 g1g2 \
         g1h1 g1h2",
    ),
    (
        "S10",
        S10,
        "M@c1 c1c10 c1c11 c1c12 c1c2 c1c3 c1c4 c1c5 c1c6 c1c7 c1c8 c1c9 c1d1 c1e1 c1f1 g1e1 g1f1 g1f2 g1g2 \
         g1h1 g1h2 g1i1 j1h1 j1i1 j1j10 j1j11 j1j12 j1j2 j1j3 j1j4 j1j5 j1j6 j1j7 j1j8 j1j9",
    ),
    ("S12", S12, "d4d3 d4e3 f5f4 g12f11 g12f12 g12g11 g12h11 g12h12"),
    (
        "S14",
        "4k3/8/12/12/7b4/12/12/12/12/2D9/8/4K3 w - - 0 1 - Se5:1",
        "c3a5 c3b4 c3d2 c3d4 c3e1 c3f6 c3g7 c3h8 e5^c4 e5^c6 e5^d3 e5^d7 e5^e5 e5^f3 e5^f7 e5^g4 e5^g6 \
         e5uc4 e5uc6 e5ud3 e5ud7 e5uf3 e5uf7 e5ug4 e5ug6 g1f1 g1f2 g1g2 g1h1 g1h2",
    ),
    ("S16", "4k3/8/12/12/12/12/12/12/12/b10b/8/4K3 b - - 0 1 - -", "a3b3 g12f11 g12f12 g12g11 g12h11 g12h12 l3k3"),
];

#[test]
fn acceptance_positions_have_exactly_the_listed_moves() {
    for &(id, fen, expected) in ACCEPTANCE {
        let p = pos(fen);
        assert_eq!(tokens(&p), sorted(expected), "{id}: {fen}");
        assert_eq!(p.fen(), fen, "{id}: canonical SeaFEN");
    }
}

/// (id, before, move, after) from the rules' transition table.
const TRANSITIONS: &[(&str, &str, &str, &str)] = &[
    (
        "T1",
        "4k3/8/4b7/12/12/12/12/4C7/12/12/8/4K3 w - - 0 1 Me8 -",
        "e5e8",
        "4k3/8/4b7/12/12/12/12/12/12/12/8/4K3 b - - 0 1 - -",
    ),
    (
        "T3",
        "4k3/8/12/12/12/12/12/3C8/12/12/8/4K3 w - - 0 1 - sd5:0",
        "g1h1",
        "4k3/8/12/12/12/12/12/3s8/12/12/8/5K2 b - - 0 1 - -",
    ),
    ("T5", S12, "d4e3", "4k3/8/12/12/12/12/12/5b6/12/4b7/8/4K3 w - - 0 1 - -"),
    (
        "T6",
        "4k3/8/12/12/12/12/12/9T{n-}2/12/12/8/4K3 w - - 0 1 - -",
        "j5j2",
        "4k3/8/12/12/12/12/12/12/12/12/7T{s}/4K3 b - - 0 1 - -",
    ),
    ("T8", S10, "g1i1", "4k3/8/12/12/12/12/12/12/12/12/8/C4T{w}K1 b - - 0 1 - -"),
    (
        "T9",
        "4k3/8/12/12/12/12/12/12/12/2D9/8/4K3 w - - 0 1 - se5:2",
        "c3e5",
        "4k3/8/12/12/12/12/12/4D7/12/12/8/4K3 b - - 0 1 - -",
    ),
    ("T11", S5, "f5xc8", "4k3/8/12/12/12/12/12/4BA{f}6/8b3/12/3B4/4K3 b - - 0 1 - -"),
    (
        "T12",
        "4k3/B7/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - -",
        "c11c12a",
        "A3k3/8/12/12/12/12/12/12/12/12/8/4K3 b - - 0 1 - -",
    ),
];

#[test]
fn transitions_give_the_listed_positions() {
    for &(id, before, token, after) in TRANSITIONS {
        let p = pos(before);
        let m = p.parse_move(token).unwrap_or_else(|e| panic!("{id}: {token}: {e}"));
        let next = p.play(m);
        assert_eq!(without_counters(&next.fen()), without_counters(after), "{id}");
        assert_eq!(next.hash(), next.compute_hash(), "{id}: incremental hash");
    }
}

/// More transitions for rules the table leaves out, each checked by hand against §3-§4.
#[test]
fn more_transitions() {
    let cases: &[(&str, &str, &str)] = &[
        // A multi-step sets the e.p. target on the mover's 3rd rank only.
        (
            "4k3/8/12/12/12/12/12/12/12/12/2B5/4K3 w - - 0 1 - -",
            "e2e6",
            "4k3/8/12/12/12/12/4B7/12/12/12/8/4K3 b - e3 0 1 - -",
        ),
        // The boat passes under an enemy sub whose timer ends: it surfaces on the target,
        // which stays in the SeaFEN (the position after a multi-step) but serves no capture.
        (
            "4k3/8/12/12/12/12/12/12/12/12/2B5/4K3 w - - 0 1 - se3:0",
            "e2e4",
            "4k3/8/12/12/12/12/12/12/4B7/4s7/8/4K3 b - e3 0 1 - -",
        ),
        // A plant unloads the cruiser and keeps castling; the mine belongs to White.
        (S10, "M@c1", "4k3/8/12/12/12/12/12/12/12/12/8/C{-}3K2T b CT - 1 1 Mc1 -"),
        // Dive with V=4: budget 2, so R=1; sonar does not fire (no enemy destroyer next to b4).
        (
            "4k3/8/12/12/12/2b9/5d6/3S{4}8/12/4B7/8/4K3 w - - 0 1 - -",
            "d5vb4",
            "4k3/8/12/12/12/2b9/5d6/12/12/4B7/8/4K3 b - - 1 1 - Sb4:1",
        ),
        // Diving next to the enemy destroyer on f7: sonar surfaces the sub at once (under
        // nothing), and as the mover's surfaced sub it gets V=1.
        (
            "4k3/8/12/12/12/2b2d6/12/3S{4}8/12/4B7/8/4K3 w - - 0 1 - -",
            "d5ve7",
            "4k3/8/12/12/12/2b1S{1}d6/12/12/12/4B7/8/4K3 b - - 1 1 - -",
        ),
        // A torpedo unloads the boat; the facing stays.
        (
            "4k3/8/12/12/12/3c3d4/4b7/5T6/12/12/8/4K3 w - - 0 1 - -",
            "f5xh7",
            "4k3/8/12/12/12/3c8/4b7/5T{n-}6/12/12/8/4K3 b - - 0 1 - -",
        ),
        // The aircraft returns.
        (
            "4k3/8/12/12/12/12/12/4BA{f}6/8b3/12/3B4/4K3 w - - 0 1 - -",
            "f5r",
            "4k3/8/12/12/12/12/12/4BA6/8b3/12/3B4/4K3 b - - 1 1 - -",
        ),
        // Emerging in place under nothing; the timer of Black's sub (R=2) counts down.
        (
            "4k3/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - Se5:1,sh8:2",
            "e5^e5",
            "4k3/8/12/12/12/12/12/4S{1}7/12/12/8/4K3 b - - 1 1 - sh8:1",
        ),
        // A cruiser planting over a submerged enemy sub destroys it; no mine remains.
        (
            "4k3/8/12/12/12/12/12/4C7/12/12/8/4K3 w - - 0 1 - se5:2",
            "M@e5",
            "4k3/8/12/12/12/12/12/4C{-}7/12/12/8/4K3 b - - 0 1 - -",
        ),
        // A timer surfacing under a commando ship sinks the sub...
        (
            "4k3/8/12/12/12/12/12/12/12/12/2B5/4K3 w - - 0 1 - sg1:0",
            "e2e3",
            "4k3/8/12/12/12/12/12/12/12/4B7/8/4K3 b - - 0 1 - -",
        ),
        // ...and on an empty square it simply surfaces (no removal: the clock runs on).
        (
            "4k3/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - sg1:0",
            "g1g2",
            "4k3/8/12/12/12/12/12/12/12/12/4K3/4s3 b - - 1 1 - -",
        ),
    ];
    for &(before, token, after) in cases {
        let p = pos(before);
        let m = p.parse_move(token).unwrap_or_else(|e| panic!("{before} {token}: {e}"));
        let next = p.play(m);
        assert_eq!(next.fen(), after, "{before} then {token}");
        assert_eq!(next.hash(), next.compute_hash());
        assert_eq!(pos(after).fen(), after, "{after} read back");
    }
}

#[test]
fn seafen_reads_every_form_and_writes_the_canonical_one() {
    let cases = [
        // Default torpedo facing written out, V=0 written out, multi-digit runs split.
        (
            "4k3/8/12/12/12/12/12/12/12/12/8/4KS{0}T{n}1 w - - 0 1 - -",
            "4k3/8/12/12/12/12/12/12/12/12/8/4KST1 w - - 0 1 - -",
        ),
        ("4k3/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1", "4k3/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - -"),
        ("4k3/8/12/12/12/12/12/12/12/12/8/4K3 w - -", "4k3/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - -"),
        // Mines and subs are sorted, White first.
        (
            "4k3/8/12/12/12/12/12/12/12/12/8/4K3 b - - 3 9 md4,Mf8,Me8 sh5:0,Se6:2",
            "4k3/8/12/12/12/12/12/12/12/12/8/4K3 b - - 3 9 Me8,Mf8,md4 Se6:2,sh5:0",
        ),
        // Black torpedo boat: default faces south.
        ("4k1t1/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - -", "4k1t1/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - -"),
        (
            "4k1t{s}1/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - -",
            "4k1t1/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - -",
        ),
        (
            "4k1t{n}1/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - -",
            "4k1t{n}1/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - -",
        ),
        (
            "4k1t{s-}1/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - -",
            "4k1t{s-}1/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - -",
        ),
        ("4k3/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - -", "4k3/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - -"),
        ("4k3/8/6/6/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - -", ""),
    ];
    for (input, canonical) in cases {
        match Seachess::from_fen(Variant::Seachess, input) {
            Ok(p) => {
                assert_eq!(p.fen(), canonical, "{input}");
                assert_eq!(pos(&p.fen()).fen(), canonical);
                assert_eq!(p.hash(), p.compute_hash());
            }
            Err(e) => assert!(canonical.is_empty(), "{input}: {e}"),
        }
    }
    // The rules' own example (§7.1).
    let s9 = "4k3/8/12/12/12/6d5/4b7/2c9/3B8/12/8/4K3 w - - 0 1 Mf8 Se6:2";
    assert_eq!(pos(s9).fen(), s9);
}

#[test]
fn bad_seafen_gives_typed_errors() {
    let e = |fen: &str| Seachess::from_fen(Variant::Seachess, fen).expect_err(fen);
    let base = "4k3/8/12/12/12/12/12/12/12/12/8/4K3";
    assert!(matches!(e(""), FenError::MissingField("board")));
    assert!(matches!(e(base), FenError::MissingField("side to move")));
    assert!(matches!(e(&format!("{base} x - - 0 1 - -")), FenError::Turn(_)));
    assert!(matches!(e(&format!("{base} w Q - 0 1 - -")), FenError::Castling(_)));
    assert!(matches!(e(&format!("{base} w C - 0 1 - -")), FenError::Castling(_)));
    assert!(matches!(e(&format!("{base} w CC - 0 1 - -")), FenError::Castling(_)));
    assert!(matches!(e(&format!("{base} w - e5 0 1 - -")), FenError::EnPassant(_)));
    assert!(matches!(e(&format!("{base} w - a1 0 1 - -")), FenError::EnPassant(_)));
    assert!(matches!(e(&format!("{base} w - - x 1 - -")), FenError::Counter(_)));
    assert!(matches!(e(&format!("{base} w - - 0 1 Xe5 -")), FenError::Illegal(_)));
    assert!(matches!(e(&format!("{base} w - - 0 1 Me5,me5 -")), FenError::Illegal(_)));
    assert!(matches!(e(&format!("{base} w - - 0 1 Me5 Se5:1")), FenError::Illegal(_)));
    assert!(matches!(e(&format!("{base} w - - 0 1 - Se5:4")), FenError::Illegal(_)));
    assert!(matches!(e(&format!("{base} w - - 0 1 - Se5:1,Se5:0")), FenError::Illegal(_)));
    assert!(matches!(e(&format!("{base} w - - 0 1 - Sa1:0")), FenError::Illegal(_)));
    assert!(matches!(e(&format!("{base} w - - 0 1 - - extra")), FenError::Illegal(_)));
    assert!(matches!(e("4k3/8/12 w - - 0 1 - -"), FenError::Board(_)));
    assert!(matches!(e("4k3/9/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - -"), FenError::Board(_)));
    assert!(matches!(e("4k3/7/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - -"), FenError::Board(_)));
    assert!(matches!(e("4k3/8/12/12/12/12/12/12/12/12/8/4K2x w - - 0 1 - -"), FenError::Board(_)));
    assert!(matches!(e("4k3/8/12/12/12/12/12/12/12/12/8/4KS{9}2 w - - 0 1 - -"), FenError::Board(_)));
    assert!(matches!(e("4k3/8/12/12/12/12/12/12/12/12/8/4KC{f}2 w - - 0 1 - -"), FenError::Board(_)));
    assert!(matches!(e("4k3/8/12/12/12/12/12/12/12/12/8/4KT{x}2 w - - 0 1 - -"), FenError::Board(_)));
    assert!(matches!(e("4k3/8/12/12/12/12/12/12/12/12/8/4KT{n2 w - - 0 1 - -"), FenError::Board(_)));
    assert!(matches!(e("8/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - -"), FenError::Illegal(_)));
    assert!(matches!(e("4k3/8/12/12/12/12/12/12/12/12/8/4KK2 w - - 0 1 - -"), FenError::Illegal(_)));
    assert!(matches!(e("4kB2/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - -"), FenError::Illegal(_)));
    // The side not to move in check (Black commando ship on the white cruiser's file).
    assert!(matches!(e("4k3/8/12/12/12/12/12/12/12/6C5/8/4K3 w - - 0 1 - -"), FenError::Illegal(_)));
}

#[test]
fn bad_tokens_give_typed_errors() {
    let p = Seachess::startpos(Variant::Seachess);
    for bad in ["", "e2", "e2e", "m@c1", "M@", "c1x", "e2e3q", "e2e3b", "z1z2", "e0e1", "e13e1", "c1c2c3", "e2-e4"] {
        assert!(matches!(p.parse_move(bad), Err(MoveError::Syntax(_))), "{bad:?}");
    }
    for illegal in ["e2e7", "a1a2", "M@d1", "f1xc4", "f1r", "d1vc3", "e2^e3", "d1ub2", "c2c3a", "e11e10"] {
        assert!(matches!(p.parse_move(illegal), Err(MoveError::Illegal { .. })), "{illegal:?}");
    }
    let s7 = pos("4k3/8/12/12/2d3c5/12/12/4BA{f}6/8b3/12/3B4/4K3 w - - 0 1 - -");
    match s7.parse_move("g1h1") {
        Err(MoveError::Illegal { reason, .. }) => assert!(reason.contains("aloft"), "{reason}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn san_names_every_kind_of_move() {
    let cases: &[(&str, &str, &str)] = &[
        (START, "e2e5", "e5"),
        (START, "M@c1", "M@c1"),
        (START, "d1c3", "Sc3"),
        (S5, "f5xc8", "Af5xc8"),
        (S5, "f5h6", "Ah6"),
        (S10, "g1e1", "O-O-O"),
        (S10, "g1i1", "O-O"),
        (S12, "d4e3", "dxe3"),
        ("4k3/8/12/12/12/3c3d4/4b7/5T6/12/12/8/4K3 w - - 0 1 - -", "f5xh7", "Tf5xh7"),
        ("4k3/8/12/12/12/12/12/4BA{f}6/8b3/12/3B4/4K3 w - - 0 1 - -", "f5r", "Ar"),
        ("4k3/8/12/12/12/2b9/5d6/3S{4}8/12/4B7/8/4K3 w - - 0 1 - -", "d5vb4", "Sd5vb4"),
        ("4k3/8/12/12/12/2b9/5d6/3S{4}8/12/4B7/8/4K3 w - - 0 1 - -", "d5c7", "Sxc7"),
        ("4k3/8/12/12/7b4/12/12/12/12/2D9/8/4K3 w - - 0 1 - Se5:1", "e5^e5", "Se5^"),
        ("4k3/8/12/12/7b4/12/12/12/12/2D9/8/4K3 w - - 0 1 - Se5:1", "e5uc4", "Se5uc4"),
        ("4k3/8/12/12/7b4/12/12/12/12/2D9/8/4K3 w - - 0 1 - Se5:1", "c3h8", "Dxh8"),
        ("4k3/B7/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - -", "c11c12a", "c12=A"),
        ("4k3/7d/B9B1/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - -", "a10b10", "ab10"),
        // The cruiser mates on the 12th rank: the commando ship has no flight square.
        ("6k1/5bbb/12/12/12/12/12/12/12/12/8/C3K3 w - - 0 1 - -", "c1c12", "Cc12#"),
    ];
    for &(fen, token, san) in cases {
        let p = pos(fen);
        let m = p.parse_move(token).unwrap_or_else(|e| panic!("{fen} {token}: {e}"));
        assert_eq!(p.san(m), san, "{fen} {token}");
        assert_eq!(p.parse_san(san), Ok(m), "{fen} {san}");
    }
}

#[test]
fn game_ends() {
    // Mate: rules' §5; the cruiser on the 12th rank, the boats box the commando ship in.
    let mate = pos("6k1/5bbb/12/12/12/12/12/12/12/12/8/C3K3 w - - 0 1 - -");
    let next = mate.play(mate.parse_move("c1c12").unwrap());
    assert_eq!(next.outcome(), Some(Outcome::Win { winner: nereid::core::Color::White, reason: WinReason::Checkmate }));
    // Commando ship against commando ship.
    let bare = pos("4k3/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - -");
    assert_eq!(bare.outcome(), Some(Outcome::Draw(DrawReason::InsufficientMaterial)));
    // A submerged sub is material.
    assert_eq!(pos("4k3/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - Se5:1").outcome(), None);
    // 100 plies without a boat move or removal.
    let rule = pos("4k3/8/12/12/12/12/12/12/12/12/8/C3K3 w - - 100 80 - -");
    assert_eq!(rule.outcome(), Some(Outcome::Draw(DrawReason::MoveRule)));
    // Four-fold repetition.
    let mut game = Game::new(pos("4k3/8/12/12/12/12/12/12/12/12/8/C3K3 w - - 0 1 - -"));
    for _ in 0..2 {
        for m in ["g1h1", "g12h12", "h1g1", "h12g12"] {
            assert_eq!(game.outcome(), None);
            game.play_text(m).unwrap();
        }
    }
    assert_eq!(game.repetitions(), 3);
    for m in ["g1h1", "g12h12", "h1g1"] {
        game.play_text(m).unwrap();
    }
    assert_eq!(game.outcome(), None);
    game.play_text("h12g12").unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
}

#[test]
fn diagram_shows_holes_mines_subs_and_state() {
    let p = pos("4k3/8/12/12/12/6d5/4b7/2c9/3B8/12/8/4K3 w - - 0 1 Mf8 Se6:2");
    let d = p.diagram();
    assert!(d.contains("Mines: Mf8"), "{d}");
    assert!(d.contains("Submerged (square:R): Se6:2"), "{d}");
    assert!(d.contains("White to move"), "{d}");
    // Rank 12 starts with two holes (blank cells).
    let rank12 = d.lines().find(|l| l.trim_start().starts_with("12 ")).unwrap();
    assert!(rank12.starts_with(" 12       "), "{rank12:?}");
}

/// Pins along every kind of line: the fast legality test must agree with making every move.
#[test]
fn pins_and_discovered_attacks() {
    let cases: &[(&str, &[&str], &[&str])] = &[
        // Cruiser pinned on the g-file by a black cruiser.
        ("4k3/8/6c5/12/12/12/12/12/12/6C5/8/4K3 w - - 0 1 - -", &["g3g7", "g3g10", "M@g3"], &["g3f3", "g3h3"]),
        // A boat on h2 shields g1 from the black torpedo boat on i3 (facing south, loaded).
        ("4k3/8/12/12/12/12/12/12/12/8t{s}3/5B2/4K3 w - - 0 1 - -", &["h2i3"], &["h2h3", "h2h4"]),
        // The same torpedo boat unloaded attacks nothing: the boat may go.
        ("4k3/8/12/12/12/12/12/12/12/8t{s-}3/5B2/4K3 w - - 0 1 - -", &["h2h3", "h2h4"], &[]),
        // A boat on f2 blocks the straight leg f2-g2 of the black carrier's horse move e2-g1.
        ("4k3/8/12/12/12/12/12/12/12/12/2aB4/4K3 w - - 0 1 - -", &["g1g2"], &["f2f3", "f2f4", "g1f1", "g1h1"]),
        // A mine on f2 shields g1 from the black destroyer on c5: the cruiser dying on it
        // would open the line, and the commando ship may not step onto it.
        ("4k3/8/12/12/12/12/12/2d9/12/12/8/3CK3 w - - 0 1 Mf2 -", &["g1h1", "f1e1"], &["f1f2", "g1f2"]),
    ];
    for &(fen, legal, illegal) in cases {
        let p = pos(fen);
        let mut moves = MoveList::new();
        p.legal_moves(&mut moves);
        assert_eq!(&moves[..], &p.legal_moves_by_make()[..], "{fen}");
        let have = tokens(&p);
        for m in legal {
            assert!(have.contains(&m.to_string()), "{fen}: {m} should be legal");
        }
        for m in illegal {
            assert!(!have.contains(&m.to_string()), "{fen}: {m} should be illegal");
        }
    }
}

/// The legality shortcut agrees with making every pseudo-legal move at every node of small
/// trees from positions full of mines, submerged subs due to surface, destroyers and pins.
#[test]
fn legality_shortcut_agrees_with_make_and_test_in_busy_trees() {
    fn walk(p: &Seachess, depth: u32, nodes: &mut u64) {
        let mut moves = MoveList::new();
        p.legal_moves(&mut moves);
        assert_eq!(&moves[..], &p.legal_moves_by_make()[..], "{}", p.fen());
        *nodes += 1;
        if depth > 0 {
            for &m in &moves {
                walk(&p.play(m), depth - 1, nodes);
            }
        }
    }
    let busy = [
        "c{-}s{8}dakd1t{e-}/bbb1bbbb/12/5s{3}6/12/3D8/12/4B7/6A{f}5/12/BBB1BB1B/C1D1KDST w Tc - 4 12 Me6,md7 Sf6:1,sh4:3",
        "1s{6}dak1st/bb1bb1bb/3b8/12/2S{7}9/12/12/7C{-}4/12/2D9/BB1BBBBB/C1DAK1ST b CT - 0 9 mg5 sd8:0,Sj9:2",
        // Subs due to surface under pieces on the commando ships' lines, destroyers beside them.
        "4k3/8/6c5/12/6d5/12/12/2D3C5/12/6T{n-}5/5B2/4K3 w - - 0 1 Mi6 sg5:0,Sf8:0,sd5:1",
    ];
    let mut nodes = 0;
    for fen in busy {
        walk(&pos(fen), 2, &mut nodes);
    }
    assert!(nodes > 1000, "{nodes}");
}

/// The SeaFEN of the colour-mirrored position (ranks reflected, colours and the side to
/// move swapped, torpedo facings n and s exchanged). No e.p. square.
fn mirror(fen: &str) -> String {
    let f: Vec<&str> = fen.split_whitespace().collect();
    let swap_case = |s: &str| -> String {
        s.chars()
            .map(|c| if c.is_ascii_uppercase() { c.to_ascii_lowercase() } else { c.to_ascii_uppercase() })
            .collect()
    };
    // Board: swap piece case but keep facings (inside braces) as n<->s.
    let mut board = Vec::new();
    for rank in f[0].split('/').rev() {
        let mut out = String::new();
        let mut in_brace = false;
        for c in rank.chars() {
            match c {
                '{' => in_brace = true,
                '}' => in_brace = false,
                _ => {}
            }
            out.push(match (in_brace, c) {
                (true, 'n') => 's',
                (true, 's') => 'n',
                (true, c) => c,
                (false, c) if c.is_ascii_uppercase() => c.to_ascii_lowercase(),
                (false, c) => c.to_ascii_uppercase(),
            });
        }
        board.push(out);
    }
    let flip_square = |sq: &str| -> String {
        let rank: u32 = sq[1..].parse().unwrap();
        format!("{}{}", &sq[..1], 13 - rank)
    };
    let list = |field: &str, sep: char| -> String {
        if field == "-" {
            return "-".into();
        }
        field
            .split(',')
            .map(|item| {
                let (head, rest) = item.split_at(1);
                let (sq, tail) = rest.split_once(sep).map_or((rest, String::new()), |(a, b)| (a, format!("{sep}{b}")));
                format!("{}{}{tail}", swap_case(head), flip_square(sq))
            })
            .collect::<Vec<_>>()
            .join(",")
    };
    format!(
        "{} {} {} - {} {} {} {}",
        board.join("/"),
        if f[1] == "w" { "b" } else { "w" },
        if f[2] == "-" { "-".to_string() } else { swap_case(f[2]) },
        f[4],
        f[5],
        list(f[6], ':'),
        list(f[7], ':'),
    )
}

#[test]
fn evaluation_is_colour_symmetric() {
    for fen in [
        START,
        S5,
        "c{-}s{8}dakd1t{e-}/bbb1bbbb/12/5s{3}6/12/3D8/12/4B7/6A{f}5/12/BBB1BB1B/C1D1KDST w Tc - 4 12 Me6,md7 Sf6:1,sh4:3",
        "1s{6}dak1st/bb1bb1bb/3b8/12/2S{7}9/12/12/7C{-}4/12/2D9/BB1BBBBB/C1DAK1ST b CT - 0 9 mg5 sd8:0,Sj9:2",
    ] {
        let p = pos(fen);
        let m = pos(&mirror(fen));
        assert_eq!(p.evaluate(), m.evaluate(), "{fen} vs {}", mirror(fen));
        assert_eq!(tokens(&p).len(), tokens(&m).len(), "{fen}: mirrored move count");
    }
}
