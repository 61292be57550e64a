//! Search facts: mates found (including S-Chess mates that need a gating move), repetitions
//! scored as draws, mate scores that survive the transposition table, prompt stop,
//! deterministic fixed-node searches, an evaluation symmetric by colour and (without castling
//! rights) left to right, and a bench of one variant.

use nereid::core::{Game, MoveList, Rules};
use nereid::search::{self, Control, Limits, Options, Outcome, Shown, Silent, TranspositionTable, shown};
use nereid::variants::Variant;
use nereid::variants::chess::Chess;
use nereid::variants::seirawan::Seirawan;
use std::sync::Arc;
use std::time::{Duration, Instant};

fn run<P: Rules>(game: &Game<P>, limits: Limits, tt: &TranspositionTable) -> Outcome<P::Move> {
    search::search(game, &limits, &Options::default(), tt, &Control::default(), &[], &Silent)
}

fn depth(d: u32) -> Limits {
    Limits { depth: Some(d), ..Limits::default() }
}

fn mate_in<P: Rules>(variant: Variant, fen: &str, moves: i32, expected_first: &[&str]) {
    let pos = P::from_fen(variant, fen).unwrap();
    let tt = TranspositionTable::new(16);
    let result = run(&Game::new(pos.clone()), depth(2 * moves as u32 + 4), &tt);
    assert_eq!(shown(result.score), Shown::Mate(moves), "{fen}");
    let best = pos.move_text(result.best.unwrap());
    assert!(expected_first.contains(&best.as_str()), "{fen}: best {best}, expected one of {expected_first:?}");
}

#[test]
fn chess_mate_in_two() {
    mate_in::<Chess>(Variant::Chess, "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1", 2, &["d5f6"]);
}

#[test]
fn seirawan_mate_needs_a_gated_elephant() {
    // Only an Elephant gated on f1 (the bishop leaving) checks along the f-file; the king is boxed in.
    let fen = "4rkr1/4p1p1/8/8/8/8/8/4KB2[E] w F - 0 1";
    mate_in::<Seirawan>(Variant::Seirawan, fen, 1, &["f1e2e", "f1d3e", "f1c4e", "f1b5e", "f1a6e", "f1g2e", "f1h3e"]);
}

#[test]
fn seirawan_scholars_mate() {
    // Qxf7 mates with or without a gated piece; gating cannot block or rescue anything.
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR[HEhe] w KQBCDGkqbcdfg - 4 4";
    let pos = Seirawan::from_fen(Variant::Seirawan, fen).unwrap();
    let tt = TranspositionTable::new(16);
    let result = run(&Game::new(pos.clone()), depth(6), &tt);
    assert_eq!(shown(result.score), Shown::Mate(1), "Qxf7# with or without gating");
    assert_eq!(&pos.move_text(result.best.unwrap())[..4], "f3f7");
}

#[test]
fn repetition_is_a_draw_in_search() {
    // The first Nf3 Nf6 Ng1 Ng8 loses the g1/g8 gating rights, so the position after it is new;
    // two more knight tours repeat it, and Black's last Ng8 makes its third occurrence.
    let mut game = Game::new(Seirawan::startpos(Variant::Seirawan));
    for m in ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"] {
        game.play_text(m).unwrap();
    }
    let back = game.position().parse_move("f6g8").unwrap();
    let tt = TranspositionTable::new(16);
    let result = search::search(&game, &depth(6), &Options::default(), &tt, &Control::default(), &[back], &Silent);
    assert_eq!(result.score, 0);
    // And the game itself sees the threefold repetition once it is played.
    game.play(back);
    assert!(matches!(game.outcome(), Some(nereid::core::Outcome::Draw(nereid::core::DrawReason::Repetition))));
}

#[test]
fn mate_scores_survive_the_transposition_table() {
    let fen = "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1";
    let pos = Chess::from_fen(Variant::Chess, fen).unwrap();
    let tt = TranspositionTable::new(16);
    let first = run(&Game::new(pos.clone()), depth(6), &tt);
    assert_eq!(shown(first.score), Shown::Mate(2));
    // Two plies later, with the same table, the stored mate is one move nearer.
    let mut game = Game::new(pos);
    game.play_text("d5f6").unwrap();
    game.play_text("g7f6").unwrap();
    let second = run(&game, depth(1), &tt);
    assert_eq!(shown(second.score), Shown::Mate(1));
    assert_eq!(game.position().move_text(second.best.unwrap()), "c4f7");
    // And the same root again at low depth still reports mate in two.
    let again = run(&Game::new(Chess::from_fen(Variant::Chess, fen).unwrap()), depth(2), &tt);
    assert_eq!(shown(again.score), Shown::Mate(2));
}

#[test]
fn stop_returns_a_legal_move_promptly() {
    let game = Game::new(Seirawan::startpos(Variant::Seirawan));
    let control = Arc::new(Control::default());
    let tt = Arc::new(TranspositionTable::new(16));
    let (g, c, t) = (game.clone(), control.clone(), tt.clone());
    let handle = std::thread::spawn(move || {
        let limits = Limits { infinite: true, ..Limits::default() };
        let options = Options { threads: 2, ..Options::default() };
        let result = search::search(&g, &limits, &options, &t, &c, &[], &Silent);
        (result, Instant::now())
    });
    std::thread::sleep(Duration::from_millis(300));
    let asked = Instant::now();
    control.stop();
    let (result, returned) = handle.join().unwrap();
    let latency = returned - asked;
    // 50 ms is the requirement; the bound is generous for a loaded CI machine.
    assert!(latency < Duration::from_millis(200), "stop took {latency:?}");
    let mut legal = MoveList::new();
    game.position().legal_moves(&mut legal);
    assert!(legal.contains(&result.best.unwrap()));
}

#[test]
fn fixed_node_search_is_deterministic() {
    let fen = "r1bqkbhr/ppp1p1pp/3p1p1n/7e/3P4/N1P1PP2/nPQ1NKPP/RHB2BER[] w kq - 0 10";
    let limits = Limits { nodes: Some(30_000), ..Limits::default() };
    let results: Vec<_> = (0..2)
        .map(|_| {
            let game = Game::new(Seirawan::from_fen(Variant::Seirawan, fen).unwrap());
            let r = run(&game, limits.clone(), &TranspositionTable::new(16));
            (r.best, r.score, r.nodes, r.depth)
        })
        .collect();
    assert_eq!(results[0], results[1]);
    assert!(results[0].2 >= 30_000 && results[0].2 < 31_000, "nodes {}", results[0].2);
}

/// The S-Chess FEN of the colour-flipped position: ranks mirrored, colours swapped.
fn flip_fen(fen: &str) -> String {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let swap = |s: &str| {
        s.chars()
            .map(|c| if c.is_ascii_uppercase() { c.to_ascii_lowercase() } else { c.to_ascii_uppercase() })
            .collect::<String>()
    };
    let (board, hand) = fields[0].split_once('[').unwrap();
    let ranks: Vec<String> = board.split('/').rev().map(swap).collect();
    let side = if fields[1] == "w" { "b" } else { "w" };
    let ep = if fields[3] == "-" {
        "-".to_string()
    } else {
        let b = fields[3].as_bytes();
        format!("{}{}", b[0] as char, (b'1' + b'8' - b[1]) as char)
    };
    format!("{}[{} {side} {} {ep} {} {}", ranks.join("/"), swap(hand), swap(fields[2]), fields[4], fields[5])
}

#[test]
fn evaluation_is_colour_symmetric() {
    let mut seed = 0x1234_5678_9abc_def0u64;
    random_game(Seirawan::startpos(Variant::Seirawan), 120, &mut seed, &mut |pos| {
        let flipped = Seirawan::from_fen(Variant::Seirawan, &flip_fen(&pos.fen())).unwrap();
        assert_eq!(pos.evaluate(), flipped.evaluate(), "{} vs {}", pos.fen(), flipped.fen());
    });
}

/// Calls `each` on `pos` and on the positions of a random game from it, up to `plies` of
/// them (moves drawn by xorshift from `seed`, which moves on).
fn random_game(mut pos: Seirawan, plies: usize, seed: &mut u64, each: &mut impl FnMut(&Seirawan)) {
    let mut moves = MoveList::new();
    for _ in 0..plies {
        each(&pos);
        pos.legal_moves(&mut moves);
        if moves.is_empty() || pos.halfmove_clock() >= 100 {
            break;
        }
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        pos = pos.play(moves[(*seed % moves.len() as u64) as usize]);
    }
}

/// Each S-Chess opening and the positions of a random game of 60 plies from it.
fn random_walks(mut each: impl FnMut(&Seirawan)) {
    let openings = include_str!("../scripts/seirawan-openings.epd");
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    for line in openings.lines().filter(|l| !l.trim().is_empty()) {
        let fen: Vec<&str> = line.split_whitespace().take(4).collect();
        let pos = Seirawan::from_fen(Variant::Seirawan, &format!("{} 0 1", fen.join(" "))).expect("opening");
        random_game(pos, 60, &mut seed, &mut each);
    }
}

/// The FEN mirrored left to right (files a-h swapped; no castling rights or en passant square).
fn flip_files(fen: &str) -> String {
    let f: Vec<&str> = fen.split_whitespace().collect();
    let (board, hand) = f[0].split_once('[').expect("a hand");
    let board: Vec<String> = board
        .split('/')
        .map(|r| {
            let mut squares = Vec::new();
            for c in r.chars() {
                match c.to_digit(10) {
                    Some(n) => squares.extend(std::iter::repeat_n('1', n as usize)),
                    None => squares.push(c),
                }
            }
            squares.reverse();
            squares.into_iter().collect::<String>()
        })
        .collect();
    format!("{}[{hand} {} - - {} {}", board.join("/"), f[1], f[4], f[5])
}

#[test]
fn evaluation_is_left_right_symmetric_without_castling_rights() {
    let mut checked = 0;
    random_walks(|pos| {
        let fen = pos.fen();
        if fen.split_whitespace().nth(2) == Some("-") {
            let flipped = Seirawan::from_fen(Variant::Seirawan, &flip_files(&fen)).expect("flipped FEN");
            assert_eq!(pos.evaluate(), flipped.evaluate(), "{fen} against {}", flip_files(&fen));
            checked += 1;
        }
    });
    assert!(checked > 1000, "only {checked} positions without castling rights");
}

#[test]
fn bench_runs_one_variant_alone() {
    let (all, _) = nereid::bench::run(3, None).unwrap();
    let (schess, _) = nereid::bench::run(3, Some(Variant::Seirawan)).unwrap();
    assert!(0 < schess && schess < all, "{schess} of {all}");
    assert_eq!(nereid::bench::run(3, Some(Variant::Seirawan)).unwrap().0, schess, "deterministic");
    assert!(nereid::bench::run(3, Some(Variant::SeachessHidden)).is_err(), "no positions to search");
}
