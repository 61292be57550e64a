//! The S-Chess evaluation is symmetric as the rules are: a position and its mirror image with
//! the colours swapped (ranks reflected, pieces, hands, castling and gating rights and the
//! side to move exchanged) get the same score, and so does a position without castling rights
//! and its mirror image left to right; on the openings and on random games from them.

use nereid::core::{MoveList, Rules};
use nereid::variants::Variant;
use nereid::variants::seirawan::Seirawan;

/// The S-Chess FEN of the colour-mirrored position.
fn mirror(fen: &str) -> String {
    let f: Vec<&str> = fen.split_whitespace().collect();
    let swap = |c: char| if c.is_ascii_uppercase() { c.to_ascii_lowercase() } else { c.to_ascii_uppercase() };
    let (board, hand) = f[0].split_once('[').expect("a hand");
    let board: Vec<String> = board.split('/').rev().map(|r| r.chars().map(swap).collect()).collect();
    let hand: String = hand.chars().map(swap).collect();
    let turn = if f[1] == "w" { "b" } else { "w" };
    let mut rights: Vec<char> = f[2].chars().map(swap).collect();
    rights.sort_by_key(|c| (c.is_ascii_lowercase(), *c));
    let rights: String = if f[2] == "-" { "-".into() } else { rights.into_iter().collect() };
    let ep: String = f[3]
        .chars()
        .map(|c| match c {
            '3' => '6',
            '6' => '3',
            c => c,
        })
        .collect();
    format!("{}[{hand} {turn} {rights} {ep} {} {}", board.join("/"), f[4], f[5])
}

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

#[test]
fn evaluation_is_colour_symmetric() {
    random_walks(|pos| {
        let fen = pos.fen();
        let mirrored = Seirawan::from_fen(Variant::Seirawan, &mirror(&fen)).expect("mirrored FEN");
        assert_eq!(pos.evaluate(), mirrored.evaluate(), "{fen} against {}", mirror(&fen));
    });
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
