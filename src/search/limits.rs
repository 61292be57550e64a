//! What bounds a search (depth, nodes, mate, time) and how clock time becomes a budget
//! for one move (https://www.chessprogramming.org/Time_Management).

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::time::{Duration, Instant};

/// The side to move's clock.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Clock {
    /// Time left.
    pub time: Duration,
    /// Increment per move.
    pub increment: Duration,
    /// Moves until the next time control, if any.
    pub moves_to_go: Option<u32>,
}

/// Limits of one search; all absent means search until stopped.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// Maximum depth in plies.
    pub depth: Option<u32>,
    /// Maximum nodes.
    pub nodes: Option<u64>,
    /// Stop once a mate in at most this many moves is found.
    pub mate: Option<u32>,
    /// Fixed time for this move.
    pub movetime: Option<Duration>,
    /// Clock-based budget.
    pub clock: Option<Clock>,
    /// Search until stopped, whatever else is set.
    pub infinite: bool,
}

/// Where the main search thread is in its list of root moves (XBoard's `stat01`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RootProgress {
    /// The iteration's depth.
    pub depth: u32,
    /// 1-based number of the root move being searched.
    pub move_number: usize,
    /// Root moves in this iteration.
    pub moves: usize,
    /// The root move being searched, as coordinate text.
    pub current: String,
}

/// What a protocol and the search threads share while a search runs: switches the protocol
/// flips (stop, ponder → ponderhit) and live progress it may read at any time.
#[derive(Debug, Default)]
pub struct Control {
    stop: AtomicBool,
    pondering: AtomicBool,
    /// Microseconds after the search start at which the ponder hit arrived.
    ponderhit_at: AtomicU64,
    /// Nodes searched so far by every thread of the current search.
    nodes: AtomicU64,
    root: Mutex<RootProgress>,
}

impl Control {
    /// Asks every search thread to stop now.
    pub fn stop(&self) {
        self.stop.store(true, Relaxed);
    }
    /// Whether a stop was asked for.
    pub fn stopped(&self) -> bool {
        self.stop.load(Relaxed)
    }
    /// The stop switch itself, for jobs other than the search (perft).
    pub fn stop_flag(&self) -> &AtomicBool {
        &self.stop
    }
    /// Prepares for a new search; `ponder` = search the predicted move without a clock.
    pub fn reset(&self, ponder: bool) {
        self.stop.store(false, Relaxed);
        self.pondering.store(ponder, Relaxed);
        self.ponderhit_at.store(0, Relaxed);
    }
    /// Nodes searched so far by the current (or last) search.
    pub fn nodes(&self) -> u64 {
        self.nodes.load(Relaxed)
    }
    pub(crate) fn add_nodes(&self, n: u64) {
        self.nodes.fetch_add(n, Relaxed);
    }
    /// The main thread's place in its root move list.
    pub fn root_progress(&self) -> RootProgress {
        self.root.lock().map(|r| r.clone()).unwrap_or_default()
    }
    pub(crate) fn set_root_progress(&self, progress: RootProgress) {
        if let Ok(mut r) = self.root.lock() {
            *r = progress;
        }
    }
    /// Zeroes the progress at the start of a search.
    pub(crate) fn start_counting(&self) {
        self.nodes.store(0, Relaxed);
        self.set_root_progress(RootProgress::default());
    }
    /// The opponent played the predicted move: the clock starts now.
    pub fn ponderhit(&self, elapsed: Duration) {
        self.ponderhit_at.store(elapsed.as_micros() as u64, Relaxed);
        self.pondering.store(false, Relaxed);
    }
    /// Whether the search is pondering (no time limits apply).
    pub fn pondering(&self) -> bool {
        self.pondering.load(Relaxed)
    }
}

/// Moves the clock is planned for when it does not say (sudden death and increment). Few
/// enough that the opening and middlegame, where games are decided, get their share: the
/// plan renews every move, so the time left shrinks but never runs out.
pub const MOVES_TO_GO: u32 = 18;

/// Turns limits into deadlines for one search.
#[derive(Debug, Clone)]
pub struct TimeManager {
    start: Instant,
    /// Don't start another iteration after this.
    soft: Option<Duration>,
    /// Stop the search at this point.
    hard: Option<Duration>,
}

impl TimeManager {
    /// Budgets for `limits`, keeping `overhead` in reserve for communication.
    pub fn new(start: Instant, limits: &Limits, overhead: Duration) -> Self {
        if limits.infinite {
            return TimeManager { start, soft: None, hard: None };
        }
        if let Some(t) = limits.movetime {
            // A fixed time per move is used in full: no early stop between iterations.
            let t = t.saturating_sub(overhead).max(Duration::from_millis(1));
            return TimeManager { start, soft: None, hard: Some(t) };
        }
        let Some(clock) = limits.clock else {
            return TimeManager { start, soft: None, hard: None };
        };
        // Never plan to use the overhead slice; never plan more than a quarter of what is
        // left, nor let one move run past a third of it (short clocks on a busy machine).
        let left = clock.time.saturating_sub(overhead);
        let moves = clock.moves_to_go.unwrap_or(MOVES_TO_GO).clamp(1, 50);
        let base = left / moves + clock.increment * 3 / 4;
        let soft = base.min(left / 4);
        let hard = (base * 4).min(left / 3).max(soft);
        let floor = Duration::from_millis(1);
        TimeManager { start, soft: Some(soft.max(floor)), hard: Some(hard.max(floor)) }
    }

    /// Time since the search started, counted from the ponder hit when pondering.
    pub fn elapsed(&self, control: &Control) -> Duration {
        let since = Duration::from_micros(control.ponderhit_at.load(Relaxed));
        self.start.elapsed().saturating_sub(since)
    }
    /// The start of the search.
    pub fn start(&self) -> Instant {
        self.start
    }
    /// Whether the search must stop now.
    pub fn out_of_time(&self, control: &Control) -> bool {
        !control.pondering() && self.hard.is_some_and(|h| self.elapsed(control) >= h)
    }
    /// Whether a new iteration should not be started; `scale` > 1 when the best move is unstable.
    pub fn should_not_deepen(&self, control: &Control, scale: f64) -> bool {
        !control.pondering()
            && self.soft.is_some_and(|s| self.elapsed(control).as_secs_f64() >= s.as_secs_f64() * 0.6 * scale)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The (soft, hard) budgets for a clock, with 30 ms kept for communication.
    fn budget(time_ms: u64, increment_ms: u64, moves_to_go: Option<u32>) -> (Duration, Duration) {
        let clock =
            Clock { time: Duration::from_millis(time_ms), increment: Duration::from_millis(increment_ms), moves_to_go };
        let t = TimeManager::new(
            Instant::now(),
            &Limits { clock: Some(clock), ..Limits::default() },
            Duration::from_millis(30),
        );
        (t.soft.expect("soft budget"), t.hard.expect("hard budget"))
    }

    #[test]
    fn a_clock_is_planned_for_a_few_moves_and_never_run_out() {
        // 10 s + 0.1 s: an eighteenth of what is left past the overhead, and 3/4 of the increment.
        let (soft, hard) = budget(10_000, 100, None);
        assert_eq!(soft, Duration::from_millis(9_970) / MOVES_TO_GO + Duration::from_millis(75));
        assert_eq!(hard, soft * 4);
        // Nearly out of time: never more than a quarter planned, nor a third spent.
        let (soft, hard) = budget(300, 100, None);
        assert_eq!(soft, Duration::from_millis(270) / 4);
        assert_eq!(hard, Duration::from_millis(270) / 3);
        // A time control says how many moves the time is for.
        let (soft, _) = budget(60_000, 0, Some(40));
        assert_eq!(soft, Duration::from_millis(59_970) / 40);
    }
}
