//! One search thread: iterative deepening, aspiration windows, PVS with null-move pruning,
//! internal iterative reduction, razoring, late-move reductions, futility and late-move
//! pruning (judged by the static evaluation, corrected by history, or the table's score where
//! that bounds it; a quiet move at the depth its reduction would leave it), check and
//! singular extensions (with multi-cut), mate-distance pruning, repetition and move-rule
//! draws, and quiescence (with the table, even trades only in its first plies, and a depth
//! cap). Scores are negated only when the side to move changes
//! between a position and its child, so variants where one player moves twice work. Node and
//! time limits and `stop` hold from the first node; a search stopped inside its first
//! iteration plays the best root move found so far.

use super::eval_cache::EvalCache;
use super::ordering::{Context, HistoryMove, pick, sort_from};
use super::score::{INFINITE, MATE, MATE_BOUND, Score};
use super::tt::Bound;
use super::{Learned, MAX_PLY, Outcome, Report, Reporter, RootProgress, Shared};
use crate::core::{MoveList, Rules};

/// Plies into the quiescence search after which an even trade is no longer tried.
const QS_EVEN_TRADES: u32 = 6;
/// Plies into the quiescence search after which it stands pat (unless in check): two sides
/// taking free pieces in turn would otherwise go on through the whole army.
const QS_MAX_PLIES: u32 = 12;
/// The depth quiescence results are stored with: below every real search.
const QS_DEPTH: i32 = -1;

/// The least depth at which a hash move is tested for singularity.
const SINGULAR_DEPTH: i32 = 6;

/// Moves picked one at a time before the rest are sorted at once.
const SORT_AFTER: usize = 6;

/// Late-move reduction in plies by depth and move number (log × log).
fn lmr_table() -> Box<[[i32; 64]; 64]> {
    let mut t = Box::new([[0; 64]; 64]);
    for (d, row) in t.iter_mut().enumerate().skip(1) {
        for (m, r) in row.iter_mut().enumerate().skip(1) {
            *r = (0.75 + (d as f64).ln() * (m as f64).ln() / 2.25) as i32;
        }
    }
    t
}

pub(crate) struct Worker<'a, 'b, P: Rules> {
    shared: &'b Shared<'a, P>,
    id: usize,
    nodes: u64,
    unflushed: u64,
    seldepth: usize,
    /// Move-ordering and correction tables, kept from the last search of this game.
    learned: Box<Learned>,
    /// Static evaluations of this search, by position hash.
    eval_cache: EvalCache,
    lmr: Box<[[i32; 64]; 64]>,
    /// Hashes of the game before the root and of the current search path.
    path: Vec<u64>,
    /// Triangular PV table.
    pv: Vec<Vec<P::Move>>,
    lists: Vec<MoveList<P::Move>>,
    /// Per-ply buffers for ordering scores and the quiet moves tried.
    scores: Vec<Vec<i32>>,
    quiets: Vec<Vec<HistoryMove>>,
    /// Scratch space for sorting a node's remaining moves.
    sort_buffer: Vec<(i32, P::Move)>,
    evals: [Score; MAX_PLY + 2],
    /// The move played into each ply (none for a null move).
    played: [Option<HistoryMove>; MAX_PLY + 2],
    /// The side that played the move into each ply, if that move was quiet.
    quiet_by: [Option<usize>; MAX_PLY + 2],
    /// The move left out at each ply by a singular-extension search (0: none).
    singular: [u32; MAX_PLY + 2],
    /// Each ply's count of moves tried so far (0 while it searches a null move).
    move_number: [usize; MAX_PLY + 2],
    /// Root moves already reported on this iteration (MultiPV).
    excluded: Vec<P::Move>,
    /// Nodes this thread spent under each root move (by move code) in this search.
    root_effort: Vec<(u32, u64)>,
    /// Set when this thread must unwind: stop, time or node limit.
    aborted: bool,
}

impl<'a, 'b, P: Rules> Worker<'a, 'b, P> {
    pub fn new(shared: &'b Shared<'a, P>, id: usize) -> Self {
        let mut learned = shared.tt.take_learned(id);
        // Killers are by ply, which means another position now.
        learned.heuristics.killers.fill([0; 2]);
        Worker {
            shared,
            id,
            nodes: 0,
            unflushed: 0,
            seldepth: 0,
            learned,
            eval_cache: EvalCache::new(),
            lmr: lmr_table(),
            path: shared.history.to_vec(),
            pv: vec![Vec::new(); MAX_PLY + 2],
            lists: (0..MAX_PLY + 2).map(|_| MoveList::new()).collect(),
            scores: (0..MAX_PLY + 2).map(|_| Vec::with_capacity(256)).collect(),
            quiets: (0..MAX_PLY + 2).map(|_| Vec::with_capacity(256)).collect(),
            sort_buffer: Vec::with_capacity(256),
            evals: [0; MAX_PLY + 2],
            played: [None; MAX_PLY + 2],
            quiet_by: [None; MAX_PLY + 2],
            singular: [0; MAX_PLY + 2],
            move_number: [0; MAX_PLY + 2],
            excluded: Vec::new(),
            root_effort: Vec::new(),
            aborted: false,
        }
    }

    fn flush_nodes(&mut self) {
        self.shared.control.add_nodes(self.unflushed);
        self.unflushed = 0;
    }

    /// Counts a node and checks, now and then, whether to stop.
    fn visit(&mut self) {
        self.nodes += 1;
        self.unflushed += 1;
        if let Some(limit) = self.shared.limits.nodes {
            let total = if self.shared.options.threads <= 1 {
                self.nodes
            } else {
                self.shared.control.nodes() + self.unflushed
            };
            if total >= limit {
                self.shared.control.stop();
            }
        }
        if self.unflushed >= 1024 {
            self.flush_nodes();
            if self.id == 0 && self.shared.time.out_of_time(self.shared.control) {
                self.shared.control.stop();
            }
        }
        // Limits hold from the first node: a first iteration that explodes (a quiescence
        // search through dozens of exchanges) must not outlast the clock or `stop`.
        if self.shared.control.stopped() {
            self.aborted = true;
        }
    }

    /// Iterative deepening; returns the main line's result.
    pub fn iterate(mut self, reporter: &dyn Reporter<P>) -> Outcome<P::Move> {
        let shared = self.shared;
        let root = shared.root;
        let max_depth = shared.limits.depth.unwrap_or(MAX_PLY as u32 - 4).clamp(1, MAX_PLY as u32 - 4);
        let multipv = if self.id == 0 { shared.options.multipv.clamp(1, shared.root_moves.len()) } else { 1 };
        let mut best = Outcome { best: shared.root_moves.first().copied(), ponder: None, score: 0, depth: 0, nodes: 0 };
        let mut last_scores = vec![0; multipv];
        let mut stability = 0;
        // The best score of each completed iteration.
        let mut scores = Vec::new();
        let mut depth = 1 + (self.id as u32 % 2); // helpers desynchronise a little
        while depth <= max_depth {
            self.excluded.clear();
            let mut lines = Vec::with_capacity(multipv);
            for (line, last) in last_scores.iter_mut().enumerate() {
                let (score, bound) = self.aspiration(root, depth as i32, *last, reporter, line);
                if self.aborted {
                    break;
                }
                *last = score;
                let pv = self.pv[0].clone();
                if let Some(&m) = pv.first() {
                    self.excluded.push(m);
                }
                lines.push((score, bound, pv));
            }
            if self.aborted && lines.is_empty() {
                break;
            }
            // Lines complete for this depth: the first is the best move.
            if let Some((score, _, pv)) = lines.first() {
                let changed = best.best != pv.first().copied();
                stability = if changed { 0 } else { stability + 1 };
                best =
                    Outcome { best: pv.first().copied(), ponder: pv.get(1).copied(), score: *score, depth, nodes: 0 };
                scores.push(*score);
            }
            if self.id == 0 {
                self.flush_nodes();
                for (i, (score, bound, pv)) in lines.iter().enumerate() {
                    self.report(reporter, depth, i, *score, *bound, pv.clone());
                }
            }
            if self.aborted {
                break;
            }
            if self.id == 0 && self.should_finish(&scores, stability, best.best.map(P::move_code)) {
                break;
            }
            if shared.control.stopped() {
                break;
            }
            depth += 1;
        }
        if best.depth == 0
            && let Some(&m) = self.pv[0].first()
        {
            // Stopped inside the first iteration: the best root move found so far.
            best.best = Some(m);
        }
        self.flush_nodes();
        shared.tt.keep_learned(self.id, self.learned);
        best
    }

    /// Whether to stop after an iteration: `scores` are the best scores of the iterations
    /// so far, `stability` how many in a row kept the best move, `best` its code.
    fn should_finish(&self, scores: &[Score], stability: u32, best: Option<u32>) -> bool {
        let shared = self.shared;
        let score = scores.last().copied().unwrap_or(0);
        if shared.limits.mate.is_some_and(|n| score >= MATE_BOUND && (MATE - score + 1) / 2 <= n as Score) {
            return true;
        }
        if shared.limits.infinite || shared.control.pondering() {
            return false;
        }
        let scale = if stability >= 4 {
            0.6
        } else if stability == 0 {
            1.5
        } else {
            1.0
        };
        // A score falling over the last iterations wants more time, a rising one less.
        let earlier = scores.get(scores.len().saturating_sub(4)).copied().unwrap_or(score);
        let falling = if score.abs().max(earlier.abs()) < MATE_BOUND {
            (1.0 + f64::from(earlier - score) / 100.0).clamp(0.8, 1.5)
        } else {
            1.0
        };
        // A best move that took most of the search's nodes is the obvious one; one that took
        // few had rivals that needed as much work.
        let effort = self.root_effort.iter().find(|e| Some(e.0) == best).map_or(0, |e| e.1);
        let share = effort as f64 / self.nodes.max(1) as f64;
        let share_scale = ((1.5 - share) * 1.35).clamp(0.5, 2.0);
        shared.time.should_not_deepen(shared.control, scale * falling * share_scale)
    }

    fn report(
        &self,
        reporter: &dyn Reporter<P>,
        depth: u32,
        line: usize,
        score: Score,
        bound: Bound,
        pv: Vec<P::Move>,
    ) {
        let shared = self.shared;
        reporter.report(
            shared.root,
            &Report {
                depth,
                seldepth: self.seldepth as u32,
                multipv: line + 1,
                score,
                bound,
                nodes: shared.control.nodes(),
                elapsed: shared.time.start().elapsed(),
                hashfull: shared.tt.hashfull(),
                pv,
            },
        );
    }

    /// Root search in a window around the previous score, widened on failure.
    fn aspiration(
        &mut self,
        root: &P,
        depth: i32,
        previous: Score,
        reporter: &dyn Reporter<P>,
        line: usize,
    ) -> (Score, Bound) {
        let mut delta = 20;
        let (mut alpha, mut beta) = if depth >= 5 && previous.abs() < MATE_BOUND {
            (previous - delta, previous + delta)
        } else {
            (-INFINITE, INFINITE)
        };
        // Each fail high searches a ply shallower, as Stockfish does: the move that failed high
        // is likely good, and the shallower search confirms it sooner.
        let mut failed_high = 0;
        loop {
            self.seldepth = 0;
            let score = self.search(root, (depth - failed_high).max(1), alpha, beta, 0, false);
            if self.aborted {
                return (score, Bound::Exact);
            }
            if score <= alpha {
                if self.id == 0 && self.shared.time.start().elapsed().as_millis() > 1000 {
                    self.report(reporter, depth as u32, line, score, Bound::Upper, self.pv[0].clone());
                }
                beta = (alpha + beta) / 2;
                alpha = (score - delta).max(-INFINITE);
                failed_high = 0;
            } else if score >= beta {
                beta = (score + delta).min(INFINITE);
                failed_high += 1;
            } else {
                return (score, Bound::Exact);
            }
            delta += delta / 2 + 10;
            if delta > 1000 {
                alpha = -INFINITE;
                beta = INFINITE;
            }
        }
    }

    fn is_repetition(&self, pos: &P) -> bool {
        let window = pos.halfmove_clock() as usize;
        let hash = pos.hash();
        self.path.iter().rev().take(window).any(|&h| h == hash)
    }

    /// Searches `child` from `pos`'s point of view, negating only when the side changes.
    #[inline]
    #[allow(clippy::too_many_arguments)] // the node's whole search state; a struct would only rename it
    fn child_score(
        &mut self,
        pos: &P,
        child: &P,
        depth: i32,
        alpha: Score,
        beta: Score,
        ply: usize,
        cut: bool,
    ) -> Score {
        self.path.push(pos.hash());
        let score = if child.side_to_move() == pos.side_to_move() {
            self.search(child, depth, alpha, beta, ply + 1, cut)
        } else {
            -self.search(child, depth, -beta, -alpha, ply + 1, cut)
        };
        self.path.pop();
        score
    }

    fn search(&mut self, pos: &P, depth: i32, mut alpha: Score, mut beta: Score, ply: usize, cut: bool) -> Score {
        let pv_node = beta - alpha > 1;
        let root = ply == 0;
        self.pv[ply].clear();
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiescence(pos, alpha, beta, ply, 0);
        }
        self.visit();
        if self.aborted {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if !root {
            if pos.halfmove_clock() >= P::move_rule_plies() || self.is_repetition(pos) {
                return 0;
            }
            // Mate-distance pruning: no line from here beats a mate already found nearer the root.
            alpha = alpha.max(-MATE + ply as Score);
            beta = beta.min(MATE - ply as Score - 1);
            if alpha >= beta {
                return alpha;
            }
        }

        let key = pos.hash();
        let entry = self.shared.tt.probe(key, ply);
        // Searching the node without its hash move (singular extension): the table's entry is
        // that move's, so it neither cuts nor orders here.
        let left_out = self.singular[ply];
        let hash_move = if left_out != 0 { 0 } else { entry.map_or(0, |e| e.move_code) };
        if let Some(e) = entry
            && left_out == 0
            && !pv_node
            && e.depth >= depth
        {
            let cutoff = match e.bound {
                Bound::Exact => true,
                Bound::Lower => e.score >= beta,
                Bound::Upper => e.score <= alpha,
            };
            if cutoff {
                return e.score;
            }
        }
        // Internal iterative reduction: with no hash move here, ordering is a guess, so search
        // one ply shallower; the next iteration comes back with a move to try first.
        let depth =
            if !root && depth >= 4 && hash_move == 0 && left_out == 0 && (pv_node || cut) { depth - 1 } else { depth };

        let in_check = pos.in_check();
        let side = pos.side_to_move() as usize;
        let correction_key = pos.correction_key();
        let static_eval = if in_check { -INFINITE } else { self.corrected_eval(pos, side, correction_key) };
        self.evals[ply] = static_eval;
        let improving = !in_check && ply >= 2 && static_eval > self.evals[ply - 2];
        // A stored score bounding the static evaluation on its true side is a better guess.
        let eval = match entry {
            Some(e) if !in_check && left_out == 0 && e.score.abs() < MATE_BOUND => match e.bound {
                Bound::Exact => e.score,
                Bound::Lower if e.score > static_eval => e.score,
                Bound::Upper if e.score < static_eval => e.score,
                _ => static_eval,
            },
            _ => static_eval,
        };

        if !pv_node && !in_check && beta.abs() < MATE_BOUND {
            // Reverse futility: far above beta at low depth.
            if depth <= 7 && eval - 80 * (depth - improving as i32) >= beta {
                return eval;
            }
            // Razoring: far below alpha near the leaves, only a capture could help, so
            // quiescence decides; if it cannot reach alpha either, the node fails low.
            if depth <= 3 && eval + 300 + 200 * depth * depth <= alpha {
                let score = self.quiescence(pos, alpha - 1, alpha, ply, 0);
                if self.aborted {
                    return 0;
                }
                if score < alpha {
                    return score;
                }
            }
            // Null move: let the opponent move twice; still above beta means a cut.
            if depth >= 3
                && left_out == 0
                && eval >= beta
                && self.played[ply].is_some()
                && pos.has_non_pawn_material()
                && let Some(child) = pos.null_move()
            {
                let r = 3 + depth / 4 + ((eval - beta) / 200).min(3);
                self.played[ply + 1] = None;
                self.quiet_by[ply + 1] = None;
                self.move_number[ply] = 0;
                let score = self.child_score(pos, &child, depth - 1 - r, beta - 1, beta, ply, !cut);
                if self.aborted {
                    return 0;
                }
                if score >= beta {
                    return if score >= MATE_BOUND { beta } else { score };
                }
            }
        }

        // Singular extension: a hash move whose score no other move comes near, in a search
        // of half the depth without it, is searched a ply deeper; if another move also beats
        // beta, the node is cut (multi-cut); if the hash move was only expected to, it is
        // searched a ply shallower.
        let mut singular_extension = 0;
        if let Some(e) = entry
            && !root
            && left_out == 0
            && hash_move != 0
            && depth >= SINGULAR_DEPTH
            && e.depth >= depth - 3
            && e.bound != Bound::Upper
            && e.score.abs() < MATE_BOUND
        {
            let singular_beta = e.score - 2 * depth;
            self.singular[ply] = hash_move;
            let score = self.search(pos, (depth - 1) / 2, singular_beta - 1, singular_beta, ply, cut);
            self.singular[ply] = 0;
            if self.aborted {
                return 0;
            }
            if score < singular_beta {
                singular_extension = 1;
            } else if singular_beta >= beta {
                return singular_beta;
            } else if e.score >= beta {
                singular_extension = -1;
            }
        }

        let mut moves = std::mem::take(&mut self.lists[ply]);
        pos.legal_moves(&mut moves);
        if root {
            let shared = self.shared;
            moves.retain(|m| shared.root_moves.contains(m) && !self.excluded.contains(m));
        }
        if moves.is_empty() {
            self.lists[ply] = moves;
            if root {
                return -INFINITE; // every root move excluded (MultiPV beyond the legal moves)
            }
            return if in_check { -MATE + ply as Score } else { 0 };
        }
        let context = self.context_at(ply);
        // The hash move goes first, and the others are scored only if it does not cut off:
        // most cut nodes then skip ordering altogether.
        let hash_index = (hash_move != 0).then(|| moves.iter().position(|&m| P::move_code(m) == hash_move)).flatten();
        if let Some(j) = hash_index {
            moves.as_mut_slice().swap(0, j);
        }
        // The first move that needs ordering.
        let ordered_from = usize::from(hash_index.is_some());
        // A capture as the hash move: the quiet moves after it are less likely to matter.
        let hash_tactical = hash_index.is_some() && pos.is_tactical(moves[0]);
        let mut scores = std::mem::take(&mut self.scores[ply]);
        scores.clear();
        let mut quiets = std::mem::take(&mut self.quiets[ply]);
        quiets.clear();

        let mut best = -INFINITE;
        let mut best_code = 0;
        let mut best_tactical = false;
        let original_alpha = alpha;
        let n = moves.len();
        for i in 0..n {
            if i == ordered_from {
                scores.resize(i, 0); // the hash move's, already searched
                scores
                    .extend(moves[i..].iter().map(|&m| self.learned.heuristics.score(pos, m, hash_move, ply, context)));
            }
            if i == SORT_AFTER {
                // Nodes that get this far usually try many more moves: one sort beats
                // picking each of them from the rest.
                sort_from(moves.as_mut_slice(), &mut scores, i, &mut self.sort_buffer);
            } else if (ordered_from..SORT_AFTER).contains(&i) {
                pick(moves.as_mut_slice(), &mut scores, i);
            }
            let m = moves[i];
            if root && self.id == 0 {
                let current = pos.move_text(m);
                let progress = RootProgress { depth: depth as u32, move_number: i + 1, moves: n, current };
                self.shared.control.set_root_progress(progress);
            }
            let code = P::move_code(m);
            if code == left_out {
                continue;
            }
            let tactical = pos.is_tactical(m);
            let this = HistoryMove { code, key: pos.piece_to_key(m) };
            // Quiet moves' history and base reduction serve both pruning and reduction.
            let history = if tactical { 0 } else { self.learned.heuristics.quiet_score(side, this, context) };
            let base_reduction = self.lmr[depth.min(63) as usize][i.min(63)];
            // Late-move, futility and SEE pruning of hopeless moves near the leaves; checks
            // and principal-variation nodes are searched in full. A quiet move is judged at
            // the depth late-move reduction would leave it (its history raising or lowering
            // that), as in Stockfish.
            let hopeless = !pv_node && !in_check && best > -MATE_BOUND && {
                if tactical {
                    // Futility (not even what the move wins lifts the evaluation above alpha,
                    // as in Stockfish) or a losing exchange.
                    depth <= 6
                        && (eval + 200 + 200 * depth + pos.capture_gain(m) <= alpha || !pos.see_ge(m, -100 * depth))
                } else {
                    let lmr_depth = (depth - 1 - base_reduction + history / 8000).max(0);
                    // Late moves.
                    (depth <= 7 && quiets.len() as i32 > (3 + depth * depth) / (2 - improving as i32))
                    // Futility: a quiet move cannot lift a static evaluation this far below alpha.
                    || (lmr_depth <= 8 && eval + 100 + 100 * lmr_depth <= alpha)
                    || (lmr_depth <= 6 && !pos.see_ge(m, -60 * lmr_depth))
                }
            };
            // A move that surely gives no check is pruned before it is made.
            if hopeless && !pos.may_give_check(m) {
                continue;
            }
            let child = pos.play(m);
            self.shared.tt.prefetch(child.hash());
            let gives_check = child.in_check();
            if hopeless && !gives_check {
                continue;
            }
            // Extensions stop once the path runs far past the depth asked for.
            let room = ply < 2 * depth as usize + 8;
            let extension = if code == hash_move && singular_extension != 0 {
                if room { singular_extension } else { singular_extension.min(0) }
            } else {
                (gives_check && room) as i32
            };
            let new_depth = depth - 1 + extension;
            self.played[ply + 1] = Some(this);
            self.quiet_by[ply + 1] = (!tactical).then_some(side);
            self.move_number[ply] = i + 1;
            let nodes_before = self.nodes;
            let score = if i == 0 {
                self.child_score(pos, &child, new_depth, alpha, beta, ply, false)
            } else {
                let mut r = 0;
                if depth >= 3 && i >= 2 + pv_node as usize && !tactical && !in_check {
                    r = base_reduction;
                    r += !pv_node as i32 + !improving as i32 + cut as i32;
                    // After a capturing hash move a quiet move is less likely best, unless
                    // it checks: a quiet check can be the point (Légal's mate begins with one).
                    if gives_check {
                        r -= 1;
                    } else if hash_tactical {
                        r += 1;
                    }
                    // A late reply to the parent's own late move: less reduced.
                    if ply > 0 && self.move_number[ply - 1] > 13 {
                        r -= 1;
                    }
                    r -= history / 8000;
                    r = r.clamp(0, new_depth - 1);
                }
                let mut s = self.child_score(pos, &child, new_depth - r, alpha, alpha + 1, ply, true);
                if s > alpha && r > 0 {
                    s = self.child_score(pos, &child, new_depth, alpha, alpha + 1, ply, !cut);
                }
                if s > alpha && s < beta {
                    s = self.child_score(pos, &child, new_depth, alpha, beta, ply, false);
                }
                s
            };
            if root {
                let spent = self.nodes - nodes_before;
                match self.root_effort.iter_mut().find(|e| e.0 == code) {
                    Some(e) => e.1 += spent,
                    None => self.root_effort.push((code, spent)),
                }
            }
            if self.aborted {
                break;
            }
            if !tactical {
                quiets.push(this);
            }
            if score > best {
                best = score;
                if score > alpha {
                    best_code = code;
                    best_tactical = tactical;
                    alpha = score;
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    head[ply].clear();
                    head[ply].push(m);
                    head[ply].extend_from_slice(&tail[0]);
                    if score >= beta {
                        if !tactical {
                            self.learned.heuristics.update_quiet(side, ply, this, &quiets, context, depth);
                        }
                        break;
                    }
                }
            }
        }
        self.lists[ply] = moves;
        self.scores[ply] = scores;
        self.quiets[ply] = quiets;
        if self.aborted {
            return 0;
        }
        if best == -INFINITE && left_out != 0 {
            // Nothing but the left-out move: it is singular.
            return alpha;
        }
        if best == -INFINITE {
            // Everything was pruned: fall back to the evaluation (the table's score where it bounds it).
            return if in_check { -MATE + ply as Score } else { eval };
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if alpha > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        if left_out == 0 && (!root || self.excluded.is_empty()) {
            self.shared.tt.store(key, ply, best_code, best, depth, bound);
            // A quiet result that corrects the static evaluation on the side its bound allows.
            if !in_check
                && !best_tactical
                && best.abs() < MATE_BOUND
                && (bound != Bound::Lower || best > static_eval)
                && (bound != Bound::Upper || best < static_eval)
            {
                self.learned.correction.update(side, correction_key, best, static_eval, depth);
            }
            // Every reply failed low: the quiet move that led here refuted them all.
            if bound == Bound::Upper
                && let (Some(prior), Some(by)) = (self.played[ply], self.quiet_by[ply])
            {
                // A move was played into this node, so it is not the root.
                let context = self.context_at(ply - 1);
                self.learned.heuristics.reward_refuted_replies(by, prior, context, depth);
            }
        }
        best
    }

    /// The last two moves before the node at `ply` (nothing is played into the root).
    fn context_at(&self, ply: usize) -> Context {
        Context([self.played[ply], ply.checked_sub(1).and_then(|p| self.played[p])])
    }

    /// The static evaluation plus what searches of positions with this structure found it lacked.
    fn corrected_eval(&mut self, pos: &P, side: usize, correction_key: Option<u64>) -> Score {
        let eval = self.eval_cache.get_or(pos.hash(), || pos.evaluate());
        (eval + self.learned.correction.get(side, correction_key)).clamp(-MATE_BOUND + 1, MATE_BOUND - 1)
    }

    fn quiescence(&mut self, pos: &P, mut alpha: Score, beta: Score, ply: usize, qdepth: u32) -> Score {
        self.visit();
        self.pv[ply].clear();
        if self.aborted {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        let in_check = pos.in_check();
        if ply >= MAX_PLY {
            return if in_check { 0 } else { pos.evaluate() };
        }
        // The table: exchanges reach one position in many orders.
        let key = pos.hash();
        let entry = self.shared.tt.probe(key, ply);
        if let Some(e) = entry {
            let cutoff = match e.bound {
                Bound::Exact => true,
                Bound::Lower => e.score >= beta,
                Bound::Upper => e.score <= alpha,
            };
            if cutoff {
                return e.score;
            }
        }
        let original_alpha = alpha;
        let mut best_code = 0;
        let mut best = -INFINITE;
        let stand_pat = if in_check {
            -INFINITE
        } else {
            self.corrected_eval(pos, pos.side_to_move() as usize, pos.correction_key())
        };
        if !in_check {
            if stand_pat >= beta || qdepth >= QS_MAX_PLIES {
                return stand_pat;
            }
            alpha = alpha.max(stand_pat);
            best = stand_pat;
        }
        let mut moves = std::mem::take(&mut self.lists[ply]);
        if in_check {
            pos.legal_moves(&mut moves);
            if moves.is_empty() {
                self.lists[ply] = moves;
                return -MATE + ply as Score;
            }
        } else {
            pos.tactical_moves(&mut moves);
        }
        let mut scores = std::mem::take(&mut self.scores[ply]);
        scores.clear();
        scores.extend(moves.iter().map(|&m| pos.capture_gain(m) * 16 - pos.mover_value(m) / 16));
        for i in 0..moves.len() {
            pick(moves.as_mut_slice(), &mut scores, i);
            let m = moves[i];
            if !in_check {
                // Delta pruning and losing captures.
                // Deep in the exchanges only captures that win material: with dozens of
                // pieces (Aquachess) even trades alone make the tree explode.
                let threshold = if qdepth >= QS_EVEN_TRADES { 1 } else { 0 };
                if stand_pat + pos.capture_gain(m) + 200 <= alpha || !pos.see_ge(m, threshold) {
                    continue;
                }
            }
            let child = pos.play(m);
            self.shared.tt.prefetch(child.hash());
            let score = if child.side_to_move() == pos.side_to_move() {
                self.quiescence(&child, alpha, beta, ply + 1, qdepth + 1)
            } else {
                -self.quiescence(&child, -beta, -alpha, ply + 1, qdepth + 1)
            };
            if self.aborted {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_code = P::move_code(m);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        self.lists[ply] = moves;
        self.scores[ply] = scores;
        if self.aborted {
            return 0;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.shared.tt.store(key, ply, best_code, best, QS_DEPTH, bound);
        best
    }
}
