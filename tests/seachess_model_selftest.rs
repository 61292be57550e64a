//! The Seachess reference model (tests/seachess_model) against the rules' own acceptance tests
//! (docs/variants/seachess.md, section 9: hand-counted move lists and transitions), the perft
//! counts of tests/data/seachess.epd, SeaFEN round trips, and hand-derived cases for rulings the
//! acceptance tests do not reach. In seachess.epd, depth 1 is hand-counted in the rules; depths 2-3
//! come from an independent Python model of the written rules, not from another engine.

mod seachess_model;

use seachess_model::{
    ACCEPTANCE_FENS, START_FEN, canonical, divide, legal_moves, perft, play, random_game, random_game_from,
};
use std::path::PathBuf;

/// (id, FEN, the full legal move list of section 9).
const MOVE_LISTS: [(&str, &str, &str); 11] = [
    (
        "START",
        START_FEN,
        "M@c1 c2c3 c2c4 c2c5 c2c6 d1c3 d1e3 d2d3 d2d4 d2d5 d2d6 e2e3 e2e4 e2e5 e2e6 f2f3 f2f4 f2f5 f2f6 \
         g2g3 g2g4 g2g5 g2g6 h2h3 h2h4 h2h5 h2h6 i1h3 i1j3 i2i3 i2i4 i2i5 i2i6 j2j3 j2j4 j2j5 j2j6",
    ),
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
        "4k3/8/12/12/2d9/12/12/4BA6/8b3/12/3B4/4K3 w - - 0 1 - -",
        "e5e6 f2f3 f2f4 f5d3 f5d7 f5e3 f5e4 f5e6 f5e7 f5f3 f5f4 f5f6 f5f7 f5g3 f5g4 f5g5 f5g6 f5g7 f5h3 \
         f5h4 f5h5 f5h6 f5h7 f5xc8 f5xi4 g1f1 g1g2 g1h1 g1h2",
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
        "4k3/8/12/12/12/12/12/12/12/12/8/C3K2T w CT - 0 1 - -",
        "M@c1 c1c10 c1c11 c1c12 c1c2 c1c3 c1c4 c1c5 c1c6 c1c7 c1c8 c1c9 c1d1 c1e1 c1f1 g1e1 g1f1 g1f2 g1g2 \
         g1h1 g1h2 g1i1 j1h1 j1i1 j1j10 j1j11 j1j12 j1j2 j1j3 j1j4 j1j5 j1j6 j1j7 j1j8 j1j9",
    ),
    (
        "S12",
        "4k3/8/12/12/12/12/4B7/5b6/3b8/12/8/4K3 b - e3 0 1 - -",
        "d4d3 d4e3 f5f4 g12f11 g12f12 g12g11 g12h11 g12h12",
    ),
    (
        "S14",
        "4k3/8/12/12/7b4/12/12/12/12/2D9/8/4K3 w - - 0 1 - Se5:1",
        "c3a5 c3b4 c3d2 c3d4 c3e1 c3f6 c3g7 c3h8 e5^c4 e5^c6 e5^d3 e5^d7 e5^e5 e5^f3 e5^f7 e5^g4 e5^g6 \
         e5uc4 e5uc6 e5ud3 e5ud7 e5uf3 e5uf7 e5ug4 e5ug6 g1f1 g1f2 g1g2 g1h1 g1h2",
    ),
    ("S16", "4k3/8/12/12/12/12/12/12/12/b10b/8/4K3 b - - 0 1 - -", "a3b3 g12f11 g12f12 g12g11 g12h11 g12h12 l3k3"),
];

/// (id, before, move, after) of section 9's transition table.
const TRANSITIONS: [(&str, &str, &str, &str); 8] = [
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
    (
        "T5",
        "4k3/8/12/12/12/12/4B7/5b6/3b8/12/8/4K3 b - e3 0 1 - -",
        "d4e3",
        "4k3/8/12/12/12/12/12/5b6/12/4b7/8/4K3 w - - 0 1 - -",
    ),
    (
        "T6",
        "4k3/8/12/12/12/12/12/9T{n-}2/12/12/8/4K3 w - - 0 1 - -",
        "j5j2",
        "4k3/8/12/12/12/12/12/12/12/12/7T{s}/4K3 b - - 0 1 - -",
    ),
    (
        "T8",
        "4k3/8/12/12/12/12/12/12/12/12/8/C3K2T w CT - 0 1 - -",
        "g1i1",
        "4k3/8/12/12/12/12/12/12/12/12/8/C4T{w}K1 b - - 0 1 - -",
    ),
    (
        "T9",
        "4k3/8/12/12/12/12/12/12/12/2D9/8/4K3 w - - 0 1 - se5:2",
        "c3e5",
        "4k3/8/12/12/12/12/12/4D7/12/12/8/4K3 b - - 0 1 - -",
    ),
    (
        "T11",
        "4k3/8/12/12/2d9/12/12/4BA6/8b3/12/3B4/4K3 w - - 0 1 - -",
        "f5xc8",
        "4k3/8/12/12/12/12/12/4BA{f}6/8b3/12/3B4/4K3 b - - 0 1 - -",
    ),
    (
        "T12",
        "4k3/B7/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - -",
        "c11c12a",
        "A3k3/8/12/12/12/12/12/12/12/12/8/4K3 b - - 0 1 - -",
    ),
];

/// A SeaFEN without its two move counters (fields 5 and 6).
fn without_counters(fen: &str) -> String {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    [&fields[..4], &fields[6..]].concat().join(" ")
}

#[test]
fn section_9_move_lists() {
    for (id, fen, expected) in MOVE_LISTS {
        let expected: Vec<&str> = expected.split_whitespace().collect();
        let got = legal_moves(fen).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(got, expected, "{id}: legal moves of {fen}");
    }
}

#[test]
fn section_9_transitions() {
    for (id, before, token, after) in TRANSITIONS {
        let got = play(before, token).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(without_counters(&got), without_counters(after), "{id}: {before} + {token}");
    }
}

#[test]
fn counters() {
    // A boat move resets the halfmove clock; a commando-ship move advances it; Black's ply ends a move.
    let fen = "4k3/8/12/12/12/12/12/12/12/12/2B5/4K3 w - - 7 3 - -";
    assert!(play(fen, "e2e4").unwrap().ends_with(" b - e3 0 3 - -"));
    assert!(play(fen, "g1f1").unwrap().ends_with(" b - - 8 3 - -"));
    let black = "4k3/8/12/12/12/12/12/12/12/12/2B5/4K3 b - - 7 3 - -";
    assert!(play(black, "g12f12").unwrap().ends_with(" w - - 8 4 - -"));
    // Planting does not reset; a timed surfacing that captures does (T3).
    assert!(play("4k3/8/12/12/12/12/12/3C8/12/12/8/4K3 w - - 5 1 - -", "M@d5").unwrap().contains(" 6 1 Md5 -"));
    assert!(play("4k3/8/12/12/12/12/12/3C8/12/12/8/4K3 w - - 5 1 - sd5:0", "g1h1").unwrap().contains(" 0 1 - -"));
}

struct EpdLine {
    id: String,
    fen: String,
    counts: Vec<(u32, u64)>,
}

fn read_epd() -> Vec<EpdLine> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/seachess.epd");
    let text = std::fs::read_to_string(&path).expect("tests/data/seachess.epd");
    text.lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let mut parts = line.split(';');
            let fen = parts.next().unwrap().trim().to_string();
            let mut line = EpdLine { id: String::new(), fen, counts: Vec::new() };
            for part in parts {
                let part = part.trim();
                if let Some(id) = part.strip_prefix("id ") {
                    line.id = id.trim_matches('"').to_string();
                } else if let Some((depth, count)) = part.strip_prefix('D').and_then(|p| p.split_once(' ')) {
                    line.counts.push((depth.parse().unwrap(), count.parse().unwrap()));
                }
            }
            line
        })
        .collect()
}

#[test]
fn perft_counts_of_the_epd_file() {
    let lines = read_epd();
    assert_eq!(lines.len(), 11);
    for line in lines {
        for &(depth, expected) in &line.counts {
            let got = perft(&line.fen, depth).unwrap();
            assert_eq!(got, expected, "{} D{depth}: {}", line.id, line.fen);
        }
    }
}

#[test]
fn divide_adds_up_to_perft() {
    let split = divide(START_FEN, 2).unwrap();
    assert_eq!(split.len(), 37);
    assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 1369);
}

#[test]
fn canonical_round_trips() {
    for (id, fen) in ACCEPTANCE_FENS {
        assert_eq!(canonical(fen).unwrap(), fen, "{id} is written canonically already");
    }
    // Non-canonical spellings of the same state.
    let loose = "4k3/8/12/12/12/12/12/5T{n}S{0}5/12/12/8/4K3 w TC - 0 1 Mb7,md4,Ma3 sd5:1,Sa4:0";
    let tight = "4k3/8/12/12/12/12/12/5TS5/12/12/8/4K3 w CT - 0 1 Ma3,Mb7,md4 Sa4:0,sd5:1";
    assert_eq!(canonical(loose).unwrap(), tight);
    for fen in random_game(1, 40) {
        assert_eq!(canonical(&fen).unwrap(), fen);
    }
}

#[test]
fn bad_seafen_is_an_error() {
    for bad in [
        "",
        "csdakdst/bbbbbbbb/12/12/12/12/12/12/12/12/BBBBBBBB/CSDAKDST w CTct - 0 1 -",
        "csdakdst/bbbbbbbb/12/12/12/12/12/12/12/12/BBBBBBBB/CSDAKDS w CTct - 0 1 - -",
        "csdakdst/bbbbbbbb/12/12/12/12/12/12/12/13/BBBBBBBB/CSDAKDST w CTct - 0 1 - -",
        "csdakdst/bbbbbbbb/12/12/12/12/12/12/12/12/BBBBBBBB/CSDAKDST x CTct - 0 1 - -",
        "csdakdst/bbbbbbbb/12/12/12/12/12/12/12/12/BBBBBBBB/CSDAKDST w CX - 0 1 - -",
        "csdakdst/bbbbbbbb/12/12/12/12/12/12/12/12/BBBBBBBB/CSDAKDST w - a1 0 1 - -",
        "csdakdst/bbbbbbbb/12/12/12/12/12/12/12/12/BBBBBBBB/CSDAK{f}DST w - - 0 1 - -",
        "csdakdst/bbbbbbbb/12/12/12/12/12/12/12/12/BBBBBBBB/CS{9}DAKDST w - - 0 1 - -",
        "4k3/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 Me5 Se5:0",
        "4k3/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - Se5:0,Se5:1",
        "4k3/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - Se5:4",
        "4k3/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 Ma1 -",
        "4k3/8/12/12/12/12/12/12/12/12/8/18446744073709551615 w - - 0 1 - -",
        "4k3/8/12/12/12/12/12/12/12/12/8/4K{3 w - - 0 1 - -",
        "4k3/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 Mé5 -",
    ] {
        assert!(canonical(bad).is_err(), "{bad:?} should be rejected");
    }
    assert!(play(START_FEN, "e2e7").is_err());
    assert!(play(START_FEN, "nonsense").is_err());
    let at_limit = "4k3/8/12/12/12/12/12/12/12/12/8/4K3 b - - 4294967295 4294967295 - -";
    assert!(play(at_limit, "g12f12").unwrap().contains(" 4294967295 4294967295 "));
}

#[test]
fn random_games_are_reproducible_and_legal() {
    let games = random_game(7, 30);
    assert_eq!(games, random_game(7, 30));
    assert_ne!(games, random_game(8, 30));
    assert!(games.len() > ACCEPTANCE_FENS.len());
    let game = random_game_from(START_FEN, 3, 20).unwrap();
    assert_eq!(game[0], START_FEN);
    // Each position follows from the previous one by some legal move.
    for pair in game.windows(2) {
        let moves = legal_moves(&pair[0]).unwrap();
        assert!(moves.iter().any(|mv| play(&pair[0], mv).unwrap() == pair[1]), "{} -> {}", pair[0], pair[1]);
    }
}

// ---- Hand-derived cases for rulings that section 9 and the perft counts do not reach. ----

/// `play` with the two counters dropped, for comparing positions.
fn after(fen: &str, token: &str) -> String {
    without_counters(&play(fen, token).unwrap_or_else(|e| panic!("{e}")))
}

#[test]
fn sonar_surfaces_enemy_subs_colour_blind_and_sinks_under_a_commando_ship() {
    // White D c2-e4 lands orthogonally next to the black sub under the white boat on e5: the sub
    // surfaces and captures that boat.
    let fen = "4k3/8/12/12/12/12/12/4B7/12/12/D7/4K3 w - - 3 1 - se5:2";
    assert_eq!(after(fen, "c2e4"), without_counters("4k3/8/12/12/12/12/12/4s7/4D7/12/8/4K3 b - - 0 1 - -"));
    assert!(play(fen, "c2e4").unwrap().contains(" 0 1 - -"), "a surfacing capture resets the clock");
    // Under the white commando ship the sub is sunk instead.
    let fen = "4k3/8/12/12/12/12/12/4K7/12/12/D7/8 w - - 0 1 - se5:1";
    assert_eq!(after(fen, "c2e4"), without_counters("4k3/8/12/12/12/12/12/4K7/4D7/12/8/8 b - - 0 1 - -"));
    // A friendly destroyer does not ping: the sub stays down and only its timer runs (after White's ply).
    let fen = "4k3/8/12/12/12/12/12/4B7/4d7/12/8/4K3 w - - 0 1 - se5:2";
    assert_eq!(after(fen, "g1f1"), without_counters("4k3/8/12/12/12/12/12/4B7/4d7/12/8/3K4 b - - 0 1 - se5:1"));
    // A sub that moves next to an enemy destroyer surfaces at once, and gets its V increment.
    let fen = "4k3/8/12/12/7b4/2d9/12/12/12/2D9/8/4K3 w - - 0 1 - Se5:1";
    assert_eq!(after(fen, "e5uc6"), without_counters("4k3/8/12/12/7b4/2d9/2S{1}9/12/12/2D9/8/4K3 b - - 0 1 - -"));
}

#[test]
fn dive_budget_timers_and_visibility() {
    // S8: V = 4 gives k = 2, so R = 1 after the dive.
    let s8 = "4k3/8/12/12/12/2b9/5d6/3S{4}8/12/4B7/8/4K3 w - - 0 1 - -";
    let dived = play(s8, "d5vb4").unwrap();
    assert_eq!(without_counters(&dived), without_counters("4k3/8/12/12/12/2b9/5d6/12/12/4B7/8/4K3 b - - 0 1 - Sb4:1"));
    // R counts down after each black ply; the sub surfaces at the start of White's third turn.
    let fen = play(&dived, "g12f12").unwrap();
    assert!(fen.ends_with(" Sb4:0"), "{fen}");
    let fen = play(&fen, "g1f1").unwrap();
    assert!(fen.ends_with(" Sb4:0"), "White's own ply does not run White's timers: {fen}");
    let fen = play(&fen, "f12g12").unwrap();
    assert_eq!(
        without_counters(&fen),
        without_counters("4k3/8/12/12/12/2b9/5d6/12/1S10/4B7/8/3K4 w - - 0 1 - -"),
        "surfaced with V = 0"
    );
    // V grows by one per own ply, capped at 8; the opponent's plies do not count.
    assert!(play(s8, "e3e4").unwrap().contains("/3S{5}8/"));
    assert!(play(&s8.replace("S{4}", "S{8}"), "e3e4").unwrap().contains("/3S{8}8/"));
    // V = 1 is too little to dive, V = 2 dives with R = 0.
    assert!(!legal_moves(&s8.replace("S{4}", "S{1}")).unwrap().iter().any(|m| m.contains('v')));
    assert!(play(&s8.replace("S{4}", "S{2}"), "d5vb4").unwrap().ends_with(" Sb4:0"));
    // A promoted sub is a surfaced sub of the mover at the end of the ply: V = 1.
    let fen = "4k3/B7/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 - -";
    assert_eq!(after(fen, "c11c12s"), without_counters("S{1}3k3/8/12/12/12/12/12/12/12/12/8/4K3 b - - 0 1 - -"));
}

#[test]
fn emergence_and_plants_over_subs() {
    let s14 = "4k3/8/12/12/7b4/12/12/12/12/2D9/8/4K3 w - - 0 1 - Se5:1";
    assert_eq!(after(s14, "e5^e5"), without_counters("4k3/8/12/12/7b4/12/12/4S{1}7/12/2D9/8/4K3 b - - 1 1 - -"));
    assert!(play(s14, "e5^e5").unwrap().contains(" 1 1 - -"), "emerging without a capture does not reset the clock");
    // A plant over a submerged sub (here Black's) destroys it and leaves no mine; the cruiser is spent.
    let t3 = "4k3/8/12/12/12/12/12/3C8/12/12/8/4K3 w - - 4 1 - sd5:0";
    assert_eq!(play(t3, "M@d5").unwrap(), "4k3/8/12/12/12/12/12/3C{-}8/12/12/8/4K3 b - - 0 1 - -");
}

#[test]
fn mines_block_paths_and_kill_what_lands() {
    // T1: the cruiser may end on the mine e8 but not pass it.
    let t1 = "4k3/8/4b7/12/12/12/12/4C7/12/12/8/4K3 w - - 0 1 Me8 -";
    let moves = legal_moves(t1).unwrap();
    assert!(moves.contains(&"e5e8".to_string()) && !moves.contains(&"e5e9".to_string()));
    // The commando ship may not step onto a mine of either colour.
    let fen = "4k3/8/12/12/12/12/12/12/12/12/8/4K3 w - - 0 1 Mf1,mh2 -";
    assert_eq!(legal_moves(fen).unwrap(), ["g1f2", "g1g2", "g1h1"]);
    // A boat may not pass a mine; it may step onto one and dies. No e.p. target is left by a boat
    // that died on its multi-step.
    let fen = "4k3/8/12/12/12/12/12/12/12/12/2B5/4K3 w - - 0 1 me5 -";
    let moves = legal_moves(fen).unwrap();
    assert!(moves.contains(&"e2e5".to_string()) && !moves.contains(&"e2e6".to_string()));
    assert_eq!(play(fen, "e2e5").unwrap(), "4k3/8/12/12/12/12/12/12/12/12/8/4K3 b - - 0 1 - -");
    // A torpedo hit does not trigger the mine under its victim, and a mine stops the torpedo.
    let fen = "4k3/8/12/12/12/12/4c{-}7/5T6/12/12/8/4K3 w - - 0 1 me6 -";
    assert_eq!(play(fen, "f5xe6").unwrap(), "4k3/8/12/12/12/12/12/5T{n-}6/12/12/8/4K3 b - - 0 1 me6 -");
    let fen = "4k3/8/12/12/12/7d4/12/5T6/12/12/8/4K3 w - - 0 1 Mg6 -";
    assert!(!legal_moves(fen).unwrap().iter().any(|m| m.contains('x')));
}

#[test]
fn check_by_submerged_subs_and_surfacings_that_remove_a_check() {
    // A black sub under f3 checks g1 (it could emerge there); only king moves help, and h2 is
    // also covered by it.
    let fen = "4k3/8/12/12/12/12/12/12/12/12/B7/4K3 w - - 0 1 - sf3:1";
    assert_eq!(legal_moves(fen).unwrap(), ["g1f1", "g1f2", "g1g2", "g1h1"]);
    // The black cruiser on g8 checks g1, but Black's sub under it surfaces (R = 0) after White's
    // ply and captures it: g1g2, staying on the line, is legal (docs 4.7 step 5).
    let fen = "4k3/8/12/12/6c5/12/12/12/12/12/8/4K3 w - - 0 1 - sg8:0";
    assert_eq!(legal_moves(fen).unwrap(), ["g1f1", "g1f2", "g1g2", "g1h1", "g1h2"]);
    assert_eq!(after(fen, "g1g2"), without_counters("4k3/8/12/12/6s5/12/12/12/12/12/4K3/8 b - - 0 1 - -"));
}

#[test]
fn paths_never_cross_the_missing_corner_squares() {
    // Carrier on c1: a3 would be two steps over the missing b2; the horse moves over b1 a1 do not exist.
    let fen = "4k3/8/12/12/12/12/12/12/12/12/8/A3K3 w - - 0 1 - -";
    let carrier: Vec<String> = legal_moves(fen).unwrap().into_iter().filter(|m| m.starts_with("c1")).collect();
    assert_eq!(carrier, ["c1b3", "c1c2", "c1c3", "c1d1", "c1d2", "c1d3", "c1e1", "c1e2", "c1e3"]);
    // Destroyer on a3: the diagonal to c1 passes the missing b2.
    let fen = "4k3/8/12/12/12/12/12/12/D11/12/8/4K3 w - - 0 1 - -";
    assert!(!legal_moves(fen).unwrap().contains(&"a3c1".to_string()));
}

#[test]
fn castling_conditions_and_rights() {
    let s10 = "4k3/8/12/12/12/12/12/12/12/12/8/C3K2T w CT - 0 1 - -";
    // A mine of either colour on the path blocks.
    let moves = legal_moves(&s10.replace(" - -", " md1 -")).unwrap();
    assert!(!moves.contains(&"g1e1".to_string()) && moves.contains(&"g1i1".to_string()));
    // An attacked passed square blocks.
    let moves = legal_moves(&s10.replace("/12/12/12/12/12/12/12/12/", "/12/12/12/5c6/12/12/12/12/")).unwrap();
    assert!(!moves.contains(&"g1e1".to_string()) && moves.contains(&"g1i1".to_string()));
    // Queenside: the cruiser lands on f1 (in its haven: reloaded).
    let spent = s10.replace("C3K2T", "C{-}3K2T");
    assert_eq!(after(&spent, "g1e1"), without_counters("4k3/8/12/12/12/12/12/12/12/12/8/2KC3T b - - 0 1 - -"));
    // Planting keeps the right; moving or losing the partner loses it.
    assert!(play(s10, "M@c1").unwrap().contains(" b CT - "));
    assert!(play(s10, "j1j5").unwrap().contains(" b C - "));
    let fen = "4k3/8/12/12/2c9/12/12/12/12/12/8/C3K2T b CT - 0 1 - -";
    assert!(play(fen, "c8c1").unwrap().contains(" w T - "));
}

#[test]
fn an_aircraft_aloft_freezes_its_side() {
    let fen = "4k3/8/12/12/2d9/12/12/4BA{f}6/8b3/12/3B4/4K3 w - - 0 1 - -";
    assert_eq!(legal_moves(fen).unwrap(), ["f5r", "f5xc8", "f5xi4"]);
    assert_eq!(after(fen, "f5r"), without_counters("4k3/8/12/12/2d9/12/12/4BA6/8b3/12/3B4/4K3 b - - 0 1 - -"));
}

#[test]
fn every_move_has_exactly_one_token_along_random_games() {
    for fen in random_game(11, 60) {
        let moves = legal_moves(&fen).unwrap();
        let mut unique = moves.clone();
        unique.dedup();
        assert_eq!(moves, unique, "duplicate tokens in {fen}");
    }
}
