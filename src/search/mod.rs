//! The search, generic over [`Rules`] and monomorphised per variant: iterative deepening
//! with aspiration windows around a PVS alpha-beta search, quiescence, a shared
//! transposition table, and Lazy SMP threads (https://www.chessprogramming.org/Lazy_SMP).
//! It knows nothing about I/O: progress goes to a [`Reporter`].

mod correction;
mod eval_cache;
mod limits;
mod ordering;
pub mod score;
mod tt;
mod worker;

pub use limits::{Clock, Control, Limits, MOVES_TO_GO, RootProgress, TimeManager};
pub use score::{INFINITE, MATE, MATE_BOUND, Score, Shown, shown, wdl};
pub use tt::{Bound, TranspositionTable};

use crate::core::zobrist::splitmix;
use crate::core::{Game, MoveList, Rules};
use correction::Correction;
use ordering::Heuristics;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};
use worker::Worker;

/// Deepest ply the search reaches.
pub const MAX_PLY: usize = 128;

/// One line of search progress.
#[derive(Clone, Debug)]
pub struct Report<M> {
    /// Nominal depth.
    pub depth: u32,
    /// Deepest ply reached.
    pub seldepth: u32,
    /// 1-based index of this line among the MultiPV lines.
    pub multipv: usize,
    /// Score from the side to move's view.
    pub score: Score,
    /// Whether the score is exact or a bound (aspiration fail).
    pub bound: Bound,
    /// Nodes searched so far, all threads.
    pub nodes: u64,
    /// Time since the search started.
    pub elapsed: Duration,
    /// Transposition-table use in permille.
    pub hashfull: u32,
    /// The principal variation, legal from the root.
    pub pv: Vec<M>,
}

impl<M> Report<M> {
    /// The same report with the principal variation given another way (e.g. as text).
    pub fn with_pv<N>(&self, pv: Vec<N>) -> Report<N> {
        Report {
            depth: self.depth,
            seldepth: self.seldepth,
            multipv: self.multipv,
            score: self.score,
            bound: self.bound,
            nodes: self.nodes,
            elapsed: self.elapsed,
            hashfull: self.hashfull,
            pv,
        }
    }
}

/// Receives progress from the main search thread.
pub trait Reporter<P: Rules>: Sync {
    /// A finished (or failed-high/low) iteration for one PV line.
    fn report(&self, root: &P, report: &Report<P::Move>);
}

/// A reporter that drops everything.
pub struct Silent;
impl<P: Rules> Reporter<P> for Silent {
    fn report(&self, _: &P, _: &Report<P::Move>) {}
}

/// Settings that outlive one search.
#[derive(Clone, Debug)]
pub struct Options {
    /// Search threads.
    pub threads: usize,
    /// PV lines to report.
    pub multipv: usize,
    /// Time kept in reserve per move for communication.
    pub move_overhead: Duration,
    /// Play a uniformly random legal move instead of searching: the weakest opponent there
    /// is, a yardstick for new variants ("does the search beat chance?").
    pub random_mover: bool,
    /// Hidden-mode Seachess: play on the view alone, as if the opponent had no secrets (a
    /// yardstick for the belief-tracking player).
    pub ignore_hidden: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            threads: 1,
            multipv: 1,
            move_overhead: Duration::from_millis(30),
            random_mover: false,
            ignore_hidden: false,
        }
    }
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct Outcome<M> {
    /// The move to play (None only when there is no legal move).
    pub best: Option<M>,
    /// The expected reply, for pondering.
    pub ponder: Option<M>,
    /// Score of the best move.
    pub score: Score,
    /// Deepest completed iteration.
    pub depth: u32,
    /// Nodes searched, all threads.
    pub nodes: u64,
}

/// What one search thread learns about the game beyond the table: which quiet moves cut off
/// and how far the static evaluation tends to be off. Kept from move to move.
pub(crate) struct Learned {
    pub heuristics: Heuristics,
    pub correction: Correction,
}

impl Learned {
    fn new() -> Self {
        Learned { heuristics: Heuristics::new(MAX_PLY), correction: Correction::new() }
    }
}

/// Everything the threads of one search share.
pub(crate) struct Shared<'a, P: Rules> {
    pub tt: &'a TranspositionTable,
    pub control: &'a Control,
    pub time: TimeManager,
    pub limits: &'a Limits,
    pub root: &'a P,
    pub history: &'a [u64],
    pub root_moves: Vec<P::Move>,
    pub options: &'a Options,
}

/// Searches `game`'s current position. `root_moves` restricts the moves considered (UCI
/// `searchmoves`, XBoard `exclude`); empty means all legal moves.
pub fn search<P: Rules>(
    game: &Game<P>,
    limits: &Limits,
    options: &Options,
    tt: &TranspositionTable,
    control: &Control,
    root_moves: &[P::Move],
    reporter: &dyn Reporter<P>,
) -> Outcome<P::Move> {
    let start = Instant::now();
    let root = game.position();
    let mut legal = MoveList::new();
    root.legal_moves(&mut legal);
    let moves: Vec<P::Move> =
        legal.iter().copied().filter(|m| root_moves.is_empty() || root_moves.contains(m)).collect();
    if moves.is_empty() {
        return Outcome { best: None, ponder: None, score: 0, depth: 0, nodes: 0 };
    }
    if options.random_mover {
        let clock = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64);
        let pick = splitmix(clock ^ root.hash()).1 % moves.len() as u64;
        return Outcome { best: Some(moves[pick as usize]), ponder: None, score: 0, depth: 0, nodes: 0 };
    }
    tt.new_search();
    control.start_counting();
    let shared = Shared {
        tt,
        control,
        time: TimeManager::new(start, limits, options.move_overhead),
        limits,
        root,
        history: game.history(),
        root_moves: moves,
        options,
    };
    let threads = options.threads.max(1);
    let result = std::thread::scope(|scope| {
        let helpers: Vec<_> = (1..threads)
            .map(|id| {
                let shared = &shared;
                std::thread::Builder::new()
                    .stack_size(32 << 20)
                    .spawn_scoped(scope, move || Worker::new(shared, id).iterate(&Silent))
                    .expect("spawn search thread")
            })
            .collect();
        let main = Worker::new(&shared, 0).iterate(reporter);
        control.stop();
        for h in helpers {
            let _ = h.join();
        }
        main
    });
    Outcome { nodes: control.nodes(), ..result }
}
