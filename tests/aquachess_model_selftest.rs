//! The Aquachess reference model (tests/aquachess_model) against the reference perft counts of
//! tests/data/aquachess.epd (depth 1 hand-counted in the rules, deeper counts from an
//! independent Python model of the written rulings), and AQF round trips.

mod aquachess_model;

use aquachess_model::{START_FEN, canonical, perft, random_game};

/// (id, AQF, (depth, count) pairs).
type Entry = (String, String, Vec<(u32, u64)>);

fn reference() -> Vec<Entry> {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/aquachess.epd")).expect("epd");
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let mut parts = line.split(" ;");
            let fen = parts.next().unwrap().trim().to_string();
            let mut id = String::new();
            let mut counts = Vec::new();
            for p in parts {
                if let Some(rest) = p.strip_prefix('D') {
                    let (d, n) = rest.split_once(' ').unwrap();
                    counts.push((d.parse().unwrap(), n.trim().parse().unwrap()));
                } else if let Some(rest) = p.strip_prefix("id ") {
                    id = rest.trim_matches('"').to_string();
                }
            }
            (id, fen, counts)
        })
        .collect()
}

#[test]
fn model_matches_the_reference_counts() {
    for (id, fen, counts) in reference() {
        for (depth, expected) in counts {
            // The model is slow: the start position's depth 2 and every depth 3 of the
            // small positions are enough.
            if id == "START" && depth > 1 {
                continue;
            }
            assert_eq!(perft(&fen, depth), Ok(expected), "{id} depth {depth}");
        }
    }
}

#[test]
fn model_start_position_depth_2() {
    assert_eq!(perft(START_FEN, 2), Ok(14332));
}

#[test]
fn model_aqf_round_trips() {
    for seed in 1..4 {
        for fen in random_game(seed, 60) {
            assert_eq!(canonical(&fen).as_deref(), Ok(fen.as_str()));
        }
    }
}
