//! Seachess and Aquachess through XBoard's board, without XBoard (docs/protocols.md §4, §5, docs/variants/
//! seachess.md §7.3): random games in which every move goes the way it goes in a real
//! XBoard game. The mover picks a move XBoard takes, XBoard's relay is reproduced (including
//! its "castling kludge" form for two-leg moves), and the other side must read back exactly
//! the move that was made and keep the same picture of XBoard's board. The real XBoard game
//! is in tests/real_clients.rs; this covers the rare moves (dives, mines, torpedoes, aircraft,
//! surfacings) thousands of times.

use nereid::core::{MoveList, Rules, XbForm, XbMove};
use nereid::protocol::xboard_board::XbBoard;
use nereid::variants::Variant;
use nereid::variants::aquachess::Aquachess;
use nereid::variants::seachess::Seachess;

/// A small deterministic generator (xorshift*), so failures replay.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % n
    }
}

fn candidates<P: Rules>(pos: &P) -> Vec<(String, Vec<XbForm>)> {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    moves.iter().map(|&m| (pos.move_text(m), pos.xboard_moves(m))).collect()
}

/// What random games through XBoard's board met.
#[derive(Default, Debug)]
struct Stats {
    plies: usize,
    /// Legal moves the variant offers XBoard, and how many of them XBoard would not take.
    legal: usize,
    unsendable: usize,
    /// Positions where XBoard would take none of the legal moves.
    stuck: usize,
    /// Moves sent with a kill square or a suffix.
    special: usize,
}

/// Plays `games` random games of `variant` the way they go through XBoard: the mover picks a
/// move XBoard takes, XBoard relays it, and the other side must read back exactly that move.
fn through_xboard<P: Rules>(variant: Variant, games: u64) -> Stats {
    let setup = variant.xboard_setup().expect("the variant has an XBoard setup");
    let mut st = Stats::default();
    for seed in 0..games {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ (seed + 1).wrapping_mul(0x0123_4567_89ab_cdef));
        let mut pos = P::from_xboard_fen(variant, setup.fen).expect("XBoard's start FEN");
        let mut view = XbBoard::from_fen(&setup, setup.fen).expect("XBoard's start board");
        for _ in 0..300 {
            let all = candidates(&pos);
            if all.is_empty() || pos.outcome().is_some() {
                break;
            }
            let white = pos.side_to_move().is_white();
            let sendable = view.sendable(&all, white);
            // Moves the variant does not offer XBoard at all (a submarine going under a
            // surface piece or an enemy submarine) are left out of the drift count.
            let offered = all.iter().filter(|(_, forms)| !forms.is_empty()).count();
            st.legal += offered;
            st.unsendable += offered - sendable.len();
            if sendable.is_empty() {
                st.stuck += 1;
                break;
            }
            let (token, text) = &sendable[rng.below(sendable.len())];
            let relayed = view.relayed(text);
            let received = XbMove::parse(&relayed)
                .unwrap_or_else(|| panic!("{} {token}: relay {relayed:?} unreadable", pos.fen()));
            let (read, applied) = view
                .decode(&all, white, &received)
                .unwrap_or_else(|| panic!("{} {token} sent as {text}, relayed {relayed}: not read back", pos.fen()));
            assert_eq!((&read, &applied), (token, text), "{}: sent {text}, relayed {relayed}", pos.fen());
            if text.kill.is_some() || text.suffix.is_some() {
                st.special += 1;
            }
            view.apply(text);
            pos = pos.play(pos.parse_move(token).expect("legal"));
            st.plies += 1;
        }
    }
    println!("{variant}: {games} games, {st:?}");
    st
}

fn games() -> u64 {
    std::env::var("NEREID_XBOARD_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(60)
}

#[test]
fn every_move_xboard_relays_reads_back_as_itself() {
    let st = through_xboard::<Seachess>(Variant::Seachess, games());
    assert!(st.special * 20 > st.plies, "too few special moves to mean anything: {st:?}");
    // XBoard shows one piece per square, so a piece moving onto a submerged submarine hides
    // it; the hidden submarine's moves are then not sendable. That must stay rare.
    assert!(st.unsendable * 50 < st.legal, "XBoard's board drifted too far: {st:?}");
    // Every legal move unsendable needs a hidden piece to be the only one that can move (two
    // in 272,658 random plies with NEREID_XBOARD_GAMES=1000); the engine then sends its move
    // anyway.
    assert!(st.stuck * 20_000 <= st.plies, "positions where XBoard would take no legal move: {st:?}");
}

/// Aquachess has nothing XBoard cannot see: its board never drifts, so every legal move is
/// sendable, and rifle shots, en passant and promotions read back as themselves.
#[test]
fn aquachess_moves_through_xboard_read_back_and_never_drift() {
    let st = through_xboard::<Aquachess>(Variant::Aquachess, games() * 3);
    assert_eq!((st.unsendable, st.stuck), (0, 0), "{st:?}");
    assert!(st.special > 0 && st.plies > 1000, "{st:?}");
}
