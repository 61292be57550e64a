//! Perft suites as data: every `tests/data/*.epd` line is `FEN ;D1 n ;D2 n ... ;id "..."`,
//! counts from engines other than Nereid (see `tests/data/README.md`). One generic runner
//! checks every depth whose expected count is at most a node cap, so the whole file stays
//! fast; set `NEREID_PERFT_NODES` to raise the cap (e.g. `NEREID_PERFT_NODES=2000000000`
//! checks every count in the files).

use nereid::core::{MoveList, Rules, perft};
use nereid::variants::Variant;
use nereid::variants::aquachess::Aquachess;
use nereid::variants::chess::Chess;
use nereid::variants::quake::Quake;
use nereid::variants::seachess::Seachess;
use nereid::variants::seirawan::Seirawan;
use std::path::PathBuf;

/// Depths whose expected leaf count is above this are skipped (unless overridden).
const NODE_CAP: u64 = 20_000_000;

/// One line of an EPD perft file.
struct Entry {
    line: usize,
    fen: String,
    id: String,
    /// (depth, expected leaf count)
    counts: Vec<(u32, u64)>,
}

fn data_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests").join("data").join(name)
}

fn read_epd(name: &str) -> Vec<Entry> {
    let path = data_path(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let mut entries = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut fields = line.split(';');
        let fen = fields.next().unwrap().trim().to_string();
        let mut id = format!("{name}:{}", i + 1);
        let mut counts = Vec::new();
        for field in fields.map(str::trim) {
            if let Some(rest) = field.strip_prefix("id ") {
                id = rest.trim().trim_matches('"').to_string();
            } else if let Some(rest) = field.strip_prefix('D') {
                let (depth, nodes) =
                    rest.split_once(' ').unwrap_or_else(|| panic!("{name}:{}: bad field {field:?}", i + 1));
                let depth = depth.parse().expect("depth");
                let nodes = nodes.trim().parse().expect("node count");
                counts.push((depth, nodes));
            } else {
                panic!("{name}:{}: unknown field {field:?}", i + 1);
            }
        }
        assert!(!counts.is_empty(), "{name}:{}: no counts", i + 1);
        entries.push(Entry { line: i + 1, fen, id, counts });
    }
    assert!(!entries.is_empty(), "{name} has no positions");
    entries
}

fn node_cap(default: u64) -> u64 {
    std::env::var("NEREID_PERFT_NODES").ok().and_then(|s| s.parse().ok()).unwrap_or(default)
}

/// Checks every position of `file` for `variant`, to every depth whose count is at most
/// `node_cap`; panics with the list of every position id and depth that disagrees.
fn run_suite<P: Rules>(variant: Variant, file: &str, node_cap: u64) {
    run_suite_with::<P>(|_| variant, file, node_cap);
}

/// [`run_suite`] for files that mix variants: `variant_of` reads each line's from its FEN.
fn run_suite_with<P: Rules>(variant_of: impl Fn(&str) -> Variant, file: &str, node_cap: u64) {
    let mut failures = Vec::new();
    let mut checked = 0;
    for entry in read_epd(file) {
        let pos = match P::from_fen(variant_of(&entry.fen), &entry.fen) {
            Ok(pos) => pos,
            Err(e) => {
                failures.push(format!("{file}:{} \"{}\": FEN refused: {e}", entry.line, entry.id));
                continue;
            }
        };
        for &(depth, expected) in entry.counts.iter().filter(|&&(_, n)| n <= node_cap) {
            let got = perft(&pos, depth);
            checked += 1;
            if got != expected {
                failures.push(format!(
                    "{file}:{} \"{}\" depth {depth}: expected {expected}, got {got} ({})",
                    entry.line, entry.id, entry.fen
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{} of {checked} perft counts wrong:\n{}", failures.len(), failures.join("\n"));
    assert!(checked > 0, "{file}: no count under the cap {node_cap}");
}

#[test]
fn seirawan() {
    run_suite::<Seirawan>(Variant::Seirawan, "seirawan.epd", node_cap(NODE_CAP));
}

#[test]
fn seirawan960() {
    run_suite::<Seirawan>(Variant::Seirawan960, "seirawan960.epd", node_cap(NODE_CAP));
}

/// Random S-Chess960 game positions, counted by Fairy-Stockfish.
#[test]
fn seirawan960_random() {
    run_suite::<Seirawan>(Variant::Seirawan960, "seirawan960_random.epd", node_cap(NODE_CAP));
}

#[test]
fn chess() {
    run_suite::<Chess>(Variant::Chess, "chess.epd", node_cap(NODE_CAP));
}

#[test]
fn chess960() {
    run_suite::<Chess>(Variant::Chess960, "chess960.epd", node_cap(NODE_CAP));
}

/// Seachess (open mode): depth 1 counted by hand in the rules' acceptance tests, deeper
/// counts from an independent model of the written rulings.
#[test]
fn seachess() {
    run_suite::<Seachess>(Variant::Seachess, "seachess.epd", node_cap(NODE_CAP));
}

/// Aquachess: depth 1 counted by hand in the rules' test positions, deeper counts from an
/// independent model of the written rulings (and from tests/aquachess_model).
#[test]
fn aquachess() {
    run_suite::<Aquachess>(Variant::Aquachess, "aquachess.epd", node_cap(NODE_CAP));
}

/// Quake Chess, both sets: depth 1 counted by hand in the rules' acceptance tests, deeper
/// counts from an independent model of the written rulings (and from tests/quake_model).
/// A line with R, B or N on the board or in hand is of the orthodox set.
#[test]
fn quake() {
    let variant_of = |fen: &str| {
        let placement = fen.split_whitespace().next().unwrap_or("");
        if placement.chars().any(|c| "RBNrbn".contains(c)) { Variant::QuakeDf } else { Variant::Quake }
    };
    run_suite_with::<Quake>(variant_of, "quake.epd", node_cap(NODE_CAP));
}

/// The S-Chess start position to depth 5, split over two threads (Fairy-Stockfish,
/// Sjaak II and Seirawan-Stockfish agree on 27639803).
#[test]
fn seirawan_start_depth_5_with_two_threads() {
    let start = Seirawan::startpos(Variant::Seirawan);
    assert_eq!(nereid::perft::count(&start, 5, 2), 27_639_803);
}

/// The per-move division adds up to the total, whatever the thread count.
#[test]
fn divide_sums_to_count() {
    let start = Seirawan::startpos(Variant::Seirawan);
    let one = nereid::perft::divide(&start, 3, 1);
    let two = nereid::perft::divide(&start, 3, 2);
    assert_eq!(one, two);
    assert_eq!(one.len(), 28);
    assert_eq!(one.iter().map(|(_, n)| n).sum::<u64>(), 24_830);
}

/// Quiescence's generator of captures and promotions gives exactly the tactical legal moves,
/// in the same order, in every S-Chess suite position and the positions one move after it
/// (the suites hold the promotions, en-passant captures and gating captures).
#[test]
fn seirawan_tactical_moves_are_the_tactical_legal_moves() {
    fn check(pos: &Seirawan) {
        let (mut all, mut tactical) = (MoveList::new(), MoveList::new());
        pos.legal_moves(&mut all);
        pos.tactical_moves(&mut tactical);
        let expected: Vec<_> = all.iter().copied().filter(|&m| pos.is_tactical(m)).collect();
        assert_eq!(&tactical[..], &expected[..], "{}", pos.fen());
    }
    let mut checked = 0;
    for (variant, file) in [
        (Variant::Seirawan, "seirawan.epd"),
        (Variant::Seirawan960, "seirawan960.epd"),
        (Variant::Seirawan960, "seirawan960_random.epd"),
    ] {
        for entry in read_epd(file) {
            let pos = Seirawan::from_fen(variant, &entry.fen).unwrap();
            check(&pos);
            let mut moves = MoveList::new();
            pos.legal_moves(&mut moves);
            for &m in &moves {
                check(&pos.play(m));
                checked += 1;
            }
        }
    }
    assert!(checked > 1000, "{checked}");
}
