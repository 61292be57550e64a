//! The engine's Quake Chess generator against the slow, obviously-correct model in
//! `tests/quake_model`: the same legal moves and the same QFEN after each of them, in random
//! games of both piece sets from the start and from the rules' test positions (voids, drops,
//! pocketing), so quakes reshape the board far from where it began.

mod quake_model;

use nereid::core::{MoveList, Rules};
use nereid::variants::Variant;
use nereid::variants::quake::{MoveKind, Quake};

/// What the compared positions covered.
#[derive(Default, Debug)]
struct Seen {
    positions: usize,
    quakes: usize,
    drops: usize,
    captures: usize,
    pocketings: usize,
    checks: usize,
    widest: usize,
}

/// The variant whose letters `fen` uses.
fn variant_of(fen: &str) -> Variant {
    let board = fen.split_whitespace().next().unwrap_or("");
    if board.chars().any(|c| "RBNrbn".contains(c)) { Variant::QuakeDf } else { Variant::Quake }
}

fn compare(fen: &str, seen: &mut Seen) {
    let pos = Quake::from_fen(variant_of(fen), fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    assert_eq!(pos.fen(), fen, "QFEN round trip");
    seen.positions += 1;
    seen.checks += usize::from(pos.in_check());
    seen.widest = seen.widest.max(pos.extent().0.max(pos.extent().1));
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    let mut fast: Vec<(String, String)> = moves.iter().map(|&m| (pos.move_text(m), pos.play(m).fen())).collect();
    fast.sort();
    let model = quake_model::successors(fen).expect("model reads the position");
    let fast_tokens: Vec<&str> = fast.iter().map(|(t, _)| t.as_str()).collect();
    let model_tokens: Vec<&str> = model.iter().map(|(t, _)| t.as_str()).collect();
    assert_eq!(fast_tokens, model_tokens, "legal moves differ in {fen}");
    for ((token, after), (_, model_after)) in fast.iter().zip(&model) {
        assert_eq!(after, model_after, "{fen} after {token}");
    }
    assert_eq!(pos.count_legal_moves(), moves.len() as u64, "bulk count in {fen}");
    let in_hand = |p: &Quake| p.fen().split(['[', ']']).nth(1).unwrap_or("").matches(['P', 'p']).count();
    for &m in moves.iter() {
        match m.kind() {
            MoveKind::Quake(_) => seen.quakes += 1,
            MoveKind::Drop(_) => seen.drops += 1,
            MoveKind::Normal => seen.captures += usize::from(pos.is_capture(m)),
        }
        let after = pos.play(m);
        if in_hand(&after) > in_hand(&pos) + usize::from(pos.is_capture(m)) {
            seen.pocketings += 1;
        }
    }
}

const STARTS: [&str; 6] = [
    "zyxkwvu*/pppppppp/8/8/PPPPPPPP/*UVWKXYZ[] w 0 1",
    "rnnkbbr*/pppppppp/8/8/PPPPPPPP/*RBBKNNR[] w 0 1",
    "3k3*/8/2p5/5P2/8/*3K3[NP] w 0 1",
    "7*/4K1P1/2p5/8/1k6/*7[] w 0 1",
    "3p3*/8/3*2K1/8/8/3k4[P] w 0 1",
    "k6*/3p4/5p2/3X4/8/*6K[] w 0 1",
];

#[test]
fn same_moves_as_the_model_in_random_games() {
    let mut seen = Seen::default();
    for (i, start) in STARTS.iter().enumerate() {
        for seed in 1..=6 {
            for fen in quake_model::random_game(start, seed * 31 + i as u64, 90) {
                compare(&fen, &mut seen);
            }
        }
    }
    eprintln!("{seen:?}");
    assert!(seen.positions > 2000, "{seen:?}");
    for (what, n) in [
        ("quakes", seen.quakes),
        ("drops", seen.drops),
        ("captures", seen.captures),
        ("pocketings", seen.pocketings),
        ("checks", seen.checks),
    ] {
        assert!(n > 20, "too few {what} compared: {seen:?}");
    }
    assert!(seen.widest > 8, "the board never grew: {seen:?}");
}
