//! Quake Chess (docs/variants/quake.md): every acceptance and transition test of §8 with its
//! hand-counted move list, bad input, and properties over random games of both sets (hash,
//! QFEN, token and SAN round trips, 46 cells, connected shapes, bounded box, translation
//! invariance).

use nereid::core::{MoveList, Rules};
use nereid::variants::Variant;
use nereid::variants::quake::{CELLS, Quake, START_DF, START_LB};

fn variant_of(fen: &str) -> Variant {
    let board = fen.split_whitespace().next().unwrap_or("");
    if board.chars().any(|c| "RBNrbn".contains(c)) { Variant::QuakeDf } else { Variant::Quake }
}

fn pos(fen: &str) -> Quake {
    Quake::from_fen(variant_of(fen), fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn tokens(p: &Quake) -> Vec<String> {
    let mut moves = MoveList::new();
    p.legal_moves(&mut moves);
    let mut v: Vec<String> = moves.iter().map(|&m| p.move_text(m)).collect();
    v.sort();
    v
}

/// The board, hand and side fields of a QFEN (the §8 tables leave the counters out).
fn placement(fen: &str, with_side: bool) -> String {
    fen.split_whitespace().take(if with_side { 2 } else { 1 }).collect::<Vec<_>>().join(" ")
}

fn check_moves(fen: &str, expected: &str) {
    let mut want: Vec<String> = expected.split_whitespace().map(String::from).collect();
    want.sort();
    assert_eq!(tokens(&pos(fen)), want, "{fen}");
}

fn check_after(fen: &str, token: &str, after: &str) {
    let p = pos(fen);
    let m = p.parse_move(token).unwrap_or_else(|e| panic!("{fen} {token}: {e}"));
    let with_side = after.contains(' ');
    assert_eq!(placement(&p.play(m).fen(), with_side), after, "{fen} after {token}");
}

#[test]
fn q1_df_start_and_its_four_quakes() {
    let start = "rnnkbbr*/pppppppp/8/8/PPPPPPPP/*RBBKNNR[] w";
    check_moves(start, "a2a3 b2b3 c2c3 d2d3 e1qe e1qn e1qs e1qw e2e3 f1e3 f1g3 f2f3 g1f3 g1h3 g2g3 h2h3");
    assert_eq!(pos(start).fen(), Quake::startpos(Variant::QuakeDf).fen());
    check_after(start, "e1qn", "****b***/rnnkpbr*/pppp1ppp/8/4P3/PPPPKPPP/*RBB*NNR[]");
    check_after(start, "e1qs", "rnnk*br*/ppppbppp/4p3/8/PPPP1PPP/*RBBPNNR/****K***[]");
    check_after(start, "e1qe", "rnnkbbr**/pppppppp*/8*/8*/PPPPPPPP*/**RBBKNNR[]");
    check_after(start, "e1qw", "rnnkbbr*/pppppppp/8/8/PPPPPPPP/RBBKNNR*[]");
}

#[test]
fn q2_lb_start() {
    let start = "zyxkwvu*/pppppppp/8/8/PPPPPPPP/*UVWKXYZ[] w";
    check_moves(start, "a2a3 b1a3 b1c3 b2b3 c1b3 c1d3 c2c3 d2d3 e1qe e1qn e1qs e1qw e2e3 f2f3 g2g3 h2h3");
    assert_eq!(pos(start).fen(), Quake::startpos(Variant::Quake).fen());
}

#[test]
fn q3_drops_of_a_knight_and_a_pawn() {
    check_moves(
        "3k3*/8/2p5/5P2/8/*3K3[NP] w",
        "N@a2 N@a3 N@a4 N@a5 N@a6 N@b1 N@b2 N@b3 N@b4 N@b5 N@b6 N@c1 N@c2 N@c3 N@c5 N@c6 N@d1 N@d2 N@d3 N@d4 N@d5 \
         N@e2 N@e3 N@e4 N@e5 N@e6 N@f1 N@f2 N@f4 N@f5 N@f6 N@g1 N@g2 N@g3 N@g4 N@g5 N@g6 N@h1 N@h2 N@h3 N@h4 N@h5 \
         P@a2 P@a3 P@a4 P@a5 P@b1 P@b2 P@b3 P@b4 P@b5 P@d1 P@d2 P@d3 P@d4 P@d5 P@e2 P@e3 P@e4 P@e5 P@g1 P@g2 P@g3 \
         P@g4 P@g5 P@h1 P@h2 P@h3 P@h4 e1d1 e1d2 e1e2 e1f1 e1f2 e1qe e1qn e1qs e1qw f3f4",
    );
}

#[test]
fn q4_pocketing_by_a_pawn_move_and_by_a_quake() {
    let fen = "7*/4K1P1/2p5/8/1k6/*7[] w";
    check_moves(fen, "e5d4 e5d5 e5d6 e5e4 e5e6 e5f4 e5f5 e5f6 e5qe e5qn e5qs e5qw g5g6");
    check_after(fen, "e5qe", "7**/*4K3/2p5*/8*/1k6*/*7*[P]");
    check_after(fen, "e5qw", "*7*/4K1P1*/*2p5/*8/*1k6/**7[]");
    check_after(fen, "e5qn", "****1***/4K2*/6P1/2p5/8/1k6/*3*3[]");
    check_after(fen, "e5qs", "4*2*/6P1/2p1K3/8/1k6/*7/****1***[]");
}

#[test]
fn q5a_kings_on_one_column_strip_forbid_its_quakes() {
    check_moves("7*/4k3/8/8/4K3/*7[] w", "e2d1 e2d2 e2d3 e2e1 e2e3 e2f1 e2f2 e2f3 e2qe e2qw");
}

#[test]
fn q6_an_nr_moves_as_a_rook_and_captures_as_a_knight() {
    check_moves(
        "k6*/3p4/5p2/3X4/8/*6K[] w",
        "d3a3 d3b3 d3c3 d3d1 d3d2 d3d4 d3e3 d3f3 d3f4 d3g3 d3h3 h1g1 h1g2 h1h2 h1qe h1qn h1qs h1qw",
    );
}

#[test]
fn q7_the_authors_void_board_and_pawn_drops_per_strip() {
    let fen = "3p3*/8/3*2K1/8/8/3k4[P] w";
    check_moves(
        fen,
        "P@a1 P@a2 P@a3 P@a4 P@a5 P@b1 P@b2 P@b3 P@b4 P@b5 P@c1 P@c2 P@c3 P@c4 P@c5 P@d2 P@e1 P@e2 P@e3 P@e4 P@e5 \
         P@f1 P@f2 P@f3 P@f4 P@f5 P@g1 P@g2 P@g3 P@g5 P@h1 P@h2 P@h3 P@h4 g4f3 g4f4 g4f5 g4g3 g4g5 g4h3 g4h4 g4h5 \
         g4qe g4qn g4qs g4qw",
    );
    check_after(fen, "g4qw", "3p3*/8/5K1*/8/8/3k4[P]");
    check_after(fen, "g4qe", "3p3**/8*/3**2K1/8*/8*/3k4*[P]");
    check_after(fen, "g4qn", "******1*/3p3*/6K1/3*4/8/8/3k2*1[P]");
    check_after(fen, "g4qs", "3p2**/8/3*4/6K1/8/3k4/******1*[P]");
}

#[test]
fn q10_a_quake_that_breaks_orthogonal_connection_is_illegal() {
    let fen = "1*******/3k3*/8/8/8/*7/*3K3[] b";
    check_moves(fen, "d6c5 d6c6 d6d5 d6e5 d6e6 d6qn d6qs d6qw");
    assert!(pos(fen).parse_move("d6qe").is_err());
}

#[test]
fn transitions_qt1_to_qt4() {
    check_after("7*/8/p7/4K3/8/*2k4[] w", "e3qe", "7**/8*/8*/*4K3/8*/*2k4*[P] b");
    check_after("7*/4K1P1/2p5/8/1k6/*7[] w", "g5g6", "7*/4K3/2p5/8/1k6/*7[P] b");
    check_after("k6*/3p4/5p2/3X4/8/*6K[] w", "d3f4", "k6*/3p4/5X2/8/8/*6K[P] b");
    check_after(
        "rnnkbbr*/pppppppp/8/8/PPPPPPPP/*RBBKNNR[] w",
        "e1qs",
        "rnnk*br*/ppppbppp/4p3/8/PPPP1PPP/*RBBPNNR/****K***[] b",
    );
}

#[test]
fn no_quake_out_of_check_and_quakes_may_give_check() {
    // The rook on b1 checks the king on e1 along the first rank: no quake, only king steps.
    let p = pos("3k3*/8/8/8/8/*r2K3[] w 0 1");
    assert!(p.in_check());
    assert!(tokens(&p).iter().all(|t| !t.contains('q')), "{:?}", tokens(&p));
    assert_eq!(tokens(&p), ["e1d2", "e1e2", "e1f2"]);
    // Shifting the first rank west carries the rook on h1 onto the black king's file.
    let q = pos("6k*/8/8/8/8/*K5R[] w 0 1");
    let quake = q.parse_move("b1qw").unwrap();
    assert!(q.play(quake).in_check(), "{}", q.play(quake).fen());
}

#[test]
fn bad_qfen_gets_a_typed_error() {
    for (fen, what) in [
        ("", "empty"),
        ("zyxkwvu*/pppppppp/8/8/PPPPPPPP/*UVWKXYZ[] x", "bad side"),
        ("zyxkwvu*/pppppppp/8/8/PPPPPPPP/*UVWKXYZ[]", "no side"),
        ("zyxkwvu*/pppppppp/8/8/PPPPPPPP/*UVWKXYZ* w", "one cell too few"),
        ("zyxkwvu*/pppppppp/8/8/PPPPPPPP/*UVWKXYZ[Q] w", "queen in hand"),
        ("zyxkwvu*/pppppppp/8/8/PPPPPPPP/*UVWKXYZ[K] w", "king in hand"),
        ("zyxkwvu*/pppppppp/8/8/PPPPPPPP/*UVWKXYZ[ w", "unclosed hand"),
        ("zyxkwvu*/pppppppp/8/8/PPPPPPPP/*UVWKXYR[] w", "rook in the LB set"),
        ("zyxkwvu*/pppppppp/8/8/PPPPPPPP/*UVWKXYZ[] w x 1", "bad counter"),
        ("zyx1wvu*/pppppppp/8/8/PPPPPPPP/*UVWKXYZ[] w", "no black king"),
        ("zyxkwvu*/pppppppp/8/8/PPPPPPPP*/*UVWKXYZ[] w", "ragged rows"),
        ("9*/8/8*/8*/8*/8*/*3K2k1*[] w", "wrong cell count"),
        ("7*/8/8/8/8/*2k4/2K4*[] w", "too many cells"),
        ("k3P3/8/8/8/8/*3K2*1[] w", "pawn with no cell ahead"),
        ("k6*/8/8/8/R7/*6K[] w", "the side not to move in check"),
    ] {
        let variant = variant_of(fen);
        if let Ok(p) = Quake::from_fen(variant, fen) {
            panic!("accepted ({what}): {fen} -> {}", p.fen());
        }
    }
    // Cells in two pieces: a lone cell far from the rest.
    assert!(Quake::from_fen(Variant::Quake, "1*******/********/k6*/8/8/8/8/*5K*[] w").is_err());
}

#[test]
fn bad_tokens_are_refused_and_the_position_kept() {
    let p = Quake::startpos(Variant::Quake);
    let before = p.fen();
    for token in [
        "", "e1", "e1qx", "e1q", "z9z9", "a3a4", "e2e4", "N@e3", "K@e3", "e1qnn", "P@e3", "b1b3", "y1y2", "e1e1",
        "x24a1",
    ] {
        assert!(p.parse_move(token).is_err(), "{token} accepted");
    }
    assert_eq!(p.fen(), before);
}

/// A random game of `plies` from `start`, with a quake chosen whenever one is legal in one
/// move of four (so the shape wanders).
fn random_game(start: &Quake, seed: u64, plies: usize) -> Vec<Quake> {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut out = vec![start.clone()];
    let mut moves = MoveList::new();
    for _ in 0..plies {
        let p = out.last().unwrap();
        if p.outcome().is_some() {
            break;
        }
        p.legal_moves(&mut moves);
        let quakes: Vec<_> = moves.iter().filter(|m| p.move_text(**m).contains('q')).copied().collect();
        let m = if !quakes.is_empty() && next() % 4 == 0 {
            quakes[(next() % quakes.len() as u64) as usize]
        } else {
            moves[(next() % moves.len() as u64) as usize]
        };
        out.push(p.play(m));
    }
    out
}

#[test]
fn properties_hold_through_random_games_of_both_sets() {
    let mut widest = 0;
    for variant in [Variant::Quake, Variant::QuakeDf] {
        for seed in 1..=40 {
            let game = random_game(&Quake::startpos(variant), seed, 200);
            for (i, p) in game.iter().enumerate() {
                // 46 cells, connected in every sense (the reader checks rules 1-3), box <= 24x24.
                assert_eq!(p.cells().len(), CELLS);
                let (w, h) = p.extent();
                assert!(w <= 24 && h <= 24);
                widest = widest.max(w.max(h));
                // QFEN round trip; the incremental hash equals the hash of the re-read board
                // (placed afresh: translation invariance) and the one computed from scratch.
                let again = Quake::from_fen(variant, &p.fen()).unwrap_or_else(|e| panic!("{}: {e}", p.fen()));
                assert_eq!(again.fen(), p.fen());
                assert_eq!(again.hash(), p.hash(), "{}", p.fen());
                assert_eq!(p.hash_from_scratch(), p.hash(), "{}", p.fen());
                let mut moves = MoveList::new();
                p.legal_moves(&mut moves);
                for &m in moves.iter() {
                    assert_eq!(p.parse_move(&p.move_text(m)), Ok(m), "{} {}", p.fen(), p.move_text(m));
                    if i % 5 == 0 {
                        let san = p.san(m);
                        assert_eq!(p.parse_san(&san), Ok(m), "{} {san}", p.fen());
                    }
                }
                // Copy-make: playing never changes the position played from.
                if let Some(next) = game.get(i + 1) {
                    assert_ne!(next.hash(), p.hash());
                }
            }
        }
    }
    assert!(widest >= 10, "quakes never stretched the board ({widest})");
}

#[test]
fn the_same_position_reached_through_different_translations_has_one_hash() {
    // North then south and south then north leave the e-column where it was, with a black
    // knight move in between that the first quake renames (b6a4, then b7a5).
    let start = Quake::startpos(Variant::QuakeDf);
    let play = |p: &Quake, sans: &[&str]| {
        sans.iter().fold(p.clone(), |p, san| p.play(p.parse_san(san).unwrap_or_else(|e| panic!("{san}: {e}"))))
    };
    let a = play(&start, &["K-qn", "Na4", "K-qs"]);
    let b = play(&start, &["K-qs", "Na5", "K-qn"]);
    assert_eq!(a.fen(), b.fen());
    assert_eq!(a.fen(), "r1nkbbr*/pppppppp/n7/8/PPPPPPPP/*RBBKNNR[] b 3 2");
    assert_eq!(a.hash(), b.hash());
    assert_ne!(a.hash(), start.hash());
}

/// Any text, however mangled, is refused with an error and never panics: mutated QFENs and
/// tokens (non-ASCII bytes, huge numbers, stray separators).
#[test]
fn mangled_input_is_refused_without_panicking() {
    let mut state = 0x0BAD_F00D_u64;
    let mut next = move |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let pieces =
        ["é", "*", "/", "[", "]", "99", "0", "K", "k", "p", "P", "U", "x", "@", "q", " ", "24", "25", "-", "w", "b"];
    let start = Quake::startpos(Variant::Quake);
    for fen in [START_LB, START_DF, "3p3*/8/3*2K1/8/8/3k4[P] w 0 1"] {
        for _ in 0..3000 {
            let mut text: Vec<char> = fen.chars().collect();
            for _ in 0..1 + next(4) {
                let at = next(text.len() + 1);
                match next(3) {
                    0 if !text.is_empty() => {
                        text.remove(at.min(text.len() - 1));
                    }
                    _ => text.splice(at..at, pieces[next(pieces.len())].chars()).for_each(drop),
                }
            }
            let text: String = text.into_iter().collect();
            for variant in [Variant::Quake, Variant::QuakeDf] {
                if let Ok(p) = Quake::from_fen(variant, &text) {
                    assert_eq!(Quake::from_fen(variant, &p.fen()).map(|q| q.fen()), Ok(p.fen()), "{text}");
                }
            }
            let token: String = text.chars().skip(next(text.len().max(1))).take(1 + next(6)).collect();
            let _ = start.parse_move(&token);
            let _ = start.parse_san(&token);
        }
    }
}
