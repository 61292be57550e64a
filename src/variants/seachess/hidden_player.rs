//! The hidden-mode player (§6.4 of docs/variants/seachess.md): determinised search (PIMC)
//! over a sample of the belief. Each sampled hypothesis is searched as an open-mode position
//! with the ordinary search (several lines, so every good move gets a score); a move's value
//! is its mean over the samples, where a sample in which it is legal but not among the lines
//! gives it that sample's worst line less a margin, and a sample in which it is illegal (the
//! referee would refuse it) a larger penalty. Among the moves within a few centipawns of the
//! best one is picked at random, so that the choice follows no fixed pattern an opponent
//! could read the hidden pieces from.

use super::belief::Belief;
use super::hidden::seen_by;
use super::position::Seachess;
use crate::core::{Game, MoveList, Rules};
use crate::search::{self, Control, Limits, Options, Report, Reporter, Score, TranspositionTable};
use std::collections::{HashMap, HashSet};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Hypotheses searched per move at most.
pub const SAMPLES: usize = 8;
/// Lines searched per hypothesis.
const LINES: usize = 4;
/// A legal move outside a sample's lines: that sample's worst line less this.
const UNLISTED: Score = 30;
/// A move that is illegal in a sample (it would be refused there).
const REFUSED: Score = 250;
/// Scores are averaged within ±this (mates included).
const CAP: Score = 3000;
/// Moves this close to the best are equally good: one of them is chosen at random.
const TIE: Score = 8;

/// What the player decided.
#[derive(Clone, Debug, Default)]
pub struct Choice {
    /// The move to try (None: no move is legal in any hypothesis).
    pub best: Option<String>,
    /// Its mean score over the samples.
    pub score: Score,
    /// Hypotheses searched.
    pub samples: usize,
    /// Hypotheses in the belief.
    pub belief: usize,
    /// Nodes searched in all.
    pub nodes: u64,
    /// Deepest iteration completed in a sample.
    pub depth: u32,
}

/// Collects the last score of each line's first move.
struct Lines(Mutex<HashMap<usize, (Seachess, super::Move, Score)>>);

impl Reporter<Seachess> for Lines {
    fn report(&self, root: &Seachess, r: &Report<super::Move>) {
        if let (Some(&m), Ok(mut lines)) = (r.pv.first(), self.0.lock()) {
            lines.insert(r.multipv, (root.clone(), m, r.score));
        }
    }
}

/// The time one move may take under `limits` (the search's own budget rule), if any.
fn budget(limits: &Limits, overhead: Duration) -> Option<Duration> {
    if limits.infinite {
        return Some(Duration::from_secs(3600));
    }
    if let Some(t) = limits.movetime {
        return Some(t.saturating_sub(overhead));
    }
    let clock = limits.clock?;
    let left = clock.time.saturating_sub(overhead);
    let moves = clock.moves_to_go.unwrap_or(30).clamp(1, 50);
    Some((left / moves + clock.increment * 3 / 4).min(left / 4))
}

/// Chooses a move for the player whose belief is `belief`, never one of `refused`.
/// `start` is when the move was asked for: the time budget counts from there.
pub fn choose(
    belief: &mut Belief,
    refused: &[String],
    limits: &Limits,
    options: &Options,
    control: &Control,
    seed: u64,
    start: Instant,
) -> Choice {
    let mut choice = Choice { belief: belief.states().len(), ..Choice::default() };
    if options.random_mover || options.ignore_hidden {
        // The time spent since the move was asked for (rebuilding the belief) is spent.
        let mut limits = limits.clone();
        if let Some(clock) = limits.clock.as_mut() {
            clock.time = clock.time.saturating_sub(start.elapsed());
        }
        if let Some(t) = limits.movetime.as_mut() {
            *t = t.saturating_sub(start.elapsed()).max(Duration::from_millis(1));
        }
        return single(belief, refused, &limits, options, control, seed, choice);
    }
    let samples = belief.sample(SAMPLES);
    let view = samples.first().map(|h| View::of(h, belief.me()));
    let time = budget(limits, options.move_overhead);
    let per_sample = |i: usize| time.map(|t| (t.saturating_sub(start.elapsed())) / (samples.len() - i).max(1) as u32);
    let mut totals: HashMap<String, (i64, usize)> = HashMap::new();
    for (i, h) in samples.iter().enumerate() {
        if control.stopped() && i > 0 {
            break;
        }
        let root = candidates(h, &view, refused);
        if root.is_empty() {
            continue;
        }
        let sample_limits = Limits {
            depth: limits.depth,
            nodes: limits.nodes.map(|n| (n / samples.len() as u64).max(1)),
            movetime: per_sample(i).map(|t| t.max(Duration::from_millis(2))),
            ..Limits::default()
        };
        // The overhead was taken off the whole budget already.
        let sample_options =
            Options { multipv: LINES.min(root.len()), threads: 1, move_overhead: Duration::ZERO, ..options.clone() };
        let lines = Lines(Mutex::new(HashMap::new()));
        let tt = TranspositionTable::new(8);
        let result = search_stoppable(control, |inner| {
            search::search(&Game::new(h.clone()), &sample_limits, &sample_options, &tt, inner, &root, &lines)
        });
        choice.nodes += result.nodes;
        choice.depth = choice.depth.max(result.depth);
        choice.samples += 1;
        let mut scored: HashMap<String, Score> = HashMap::new();
        // Mates count as large but finite scores, so that one sample's mate does not drown
        // the others (averaging raw mate scores would).
        let bounded = |s: Score| s.clamp(-CAP, CAP);
        for (_, (pos, m, s)) in lines.0.into_inner().unwrap_or_default() {
            scored.insert(pos.move_text(m), bounded(s));
        }
        if let Some(best) = result.best {
            scored.entry(h.move_text(best)).or_insert(bounded(result.score));
        }
        let worst = scored.values().copied().min().unwrap_or(0);
        for &m in &root {
            let text = h.move_text(m);
            let s = scored.get(&text).copied().unwrap_or(worst - UNLISTED);
            let entry = totals.entry(text).or_insert((0, 0));
            entry.0 += s as i64;
            entry.1 += 1;
        }
    }
    if totals.is_empty() {
        return choice;
    }
    // A move missing from a sample is illegal there: it counts with the refusal penalty.
    let n = choice.samples.max(1) as i64;
    let mean = |&(sum, count): &(i64, usize)| {
        let worst_case = totals.values().map(|&(s, c)| s / c as i64).min().unwrap_or(0);
        ((sum + (n - count as i64) * (worst_case - REFUSED as i64)) / n) as Score
    };
    // A sample with no move its view allows offered the others (see `candidates`): they are
    // chosen only if no sample offered a move the view allows.
    let allowed = |text: &String| view.as_ref().is_none_or(|v| v.allows(text));
    let any_allowed = totals.keys().any(allowed);
    let eligible: Vec<(&String, Score)> =
        totals.iter().filter(|(k, _)| !any_allowed || allowed(k)).map(|(k, v)| (k, mean(v))).collect();
    let best_score = eligible.iter().map(|&(_, s)| s).max().unwrap_or(0);
    let mut near: Vec<&String> = eligible.iter().filter(|&&(_, s)| s >= best_score - TIE).map(|&(k, _)| k).collect();
    near.sort();
    let pick = near[(seed as usize) % near.len()];
    choice.best = Some(pick.clone());
    choice.score = best_score;
    choice
}

/// Runs `search` with a control of its own (a finished search stops its control, which must
/// not end the next sample's), passing on a `stop` of the outer `control` within a few
/// milliseconds.
fn search_stoppable<T: Send>(control: &Control, search: impl FnOnce(&Control) -> T + Send) -> T {
    let inner = Control::default();
    let done = std::sync::atomic::AtomicBool::new(false);
    std::thread::scope(|scope| {
        let watcher = scope.spawn(|| {
            while !done.load(std::sync::atomic::Ordering::Relaxed) {
                if control.stopped() {
                    inner.stop();
                    break;
                }
                std::thread::sleep(Duration::from_millis(2));
            }
        });
        let result = search(&inner);
        done.store(true, std::sync::atomic::Ordering::Relaxed);
        let _ = watcher.join();
        result
    })
}

/// What the player certainly knows (the same in every hypothesis): the position without the
/// opponent's secrets, and the texts of the moves legal there.
struct View(Option<Seachess>, HashSet<String>);

impl View {
    fn of(h: &Seachess, me: crate::core::Color) -> View {
        let view = seen_by(h, me);
        let mut moves = MoveList::new();
        let texts = view.as_ref().map_or_else(HashSet::new, |v| {
            v.legal_moves(&mut moves);
            moves.iter().map(|&m| v.move_text(m)).collect()
        });
        View(view, texts)
    }

    /// Whether the referee would take `text` as legal in the view (`referee::hidden::view_allows`).
    fn allows(&self, text: &str) -> bool {
        self.1.contains(text) || self.0.as_ref().is_none_or(|v| v.parse_move(text).is_ok())
    }
}

/// The moves worth trying in the hypothesis `h`: those legal there, not yet refused, and
/// legal in the player's `view` too. A move the view forbids (a step into a check that only
/// an unseen mine might block) loses the game if the truth forbids it as well (§6.3), so it
/// is tried only when nothing else is left.
fn candidates(h: &Seachess, view: &Option<View>, refused: &[String]) -> Vec<super::Move> {
    let mut moves = MoveList::new();
    h.legal_moves(&mut moves);
    let untried: Vec<(super::Move, String)> =
        moves.iter().map(|&m| (m, h.move_text(m))).filter(|(_, text)| !refused.contains(text)).collect();
    let safe: Vec<super::Move> =
        untried.iter().filter(|(_, text)| view.as_ref().is_none_or(|v| v.allows(text))).map(|&(m, _)| m).collect();
    if safe.is_empty() { untried.into_iter().map(|(m, _)| m).collect() } else { safe }
}

/// The yardsticks: a uniformly random move legal in one hypothesis and in the view (`Random
/// Mover`), or the ordinary search of the view with the opponent's secrets left out (`Ignore
/// Hidden`).
fn single(
    belief: &mut Belief,
    refused: &[String],
    limits: &Limits,
    options: &Options,
    control: &Control,
    seed: u64,
    mut choice: Choice,
) -> Choice {
    let Some(h) = belief.sample(1).pop() else { return choice };
    let view = View::of(&h, belief.me());
    let pos = if options.ignore_hidden { view.0.clone().unwrap_or(h) } else { h };
    let root = candidates(&pos, &Some(view), refused);
    if root.is_empty() {
        return choice;
    }
    choice.samples = 1;
    if options.random_mover {
        choice.best = Some(pos.move_text(root[(seed % root.len() as u64) as usize]));
        return choice;
    }
    let tt = TranspositionTable::new(16);
    let quiet = Lines(Mutex::new(HashMap::new()));
    let result = search::search(
        &Game::new(pos.clone()),
        limits,
        &Options { threads: 1, ..options.clone() },
        &tt,
        control,
        &root,
        &quiet,
    );
    choice.best = result.best.map(|m| pos.move_text(m));
    choice.score = result.score;
    choice.nodes = result.nodes;
    choice.depth = result.depth;
    choice
}
