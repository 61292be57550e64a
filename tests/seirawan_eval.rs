//! The S-Chess evaluation is symmetric left to right as the rules are: a position without
//! castling or gating rights scores as its mirror image (files a-h swapped), on the openings
//! and on random games from them. (Colour symmetry is checked in `search.rs`.)

use nereid::core::{MoveList, Rules};
use nereid::variants::Variant;
use nereid::variants::seirawan::Seirawan;

/// Each of the openings and the positions of a random game of 60 plies from it.
fn random_walks(mut each: impl FnMut(&Seirawan)) {
    let openings = include_str!("../scripts/seirawan-openings.epd");
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let mut moves = MoveList::new();
    for line in openings.lines().filter(|l| !l.trim().is_empty()) {
        let fen: Vec<&str> = line.split_whitespace().take(4).collect();
        let mut pos = Seirawan::from_fen(Variant::Seirawan, &format!("{} 0 1", fen.join(" "))).expect("opening");
        for _ in 0..60 {
            each(&pos);
            pos.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            pos = pos.play(moves[(seed % moves.len() as u64) as usize]);
        }
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
