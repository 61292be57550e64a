//! The variant-erased engine handle both protocols drive: a game in some variant, the
//! search threads, the shared hash table, and the options. The protocols see only move
//! text and FEN; the variant's types stay behind [`AnyGame`].

use crate::core::picture::{BoardMove, Draw, Picture};
use crate::core::{Color, Game, Outcome, Rules, XbForm};
use crate::search::{self, Control, Limits, Options, Report, Reporter, Score, TranspositionTable};
use crate::variants::Variant;
use crate::with_variant;
use std::sync::Arc;
use std::sync::mpsc::Sender;
use std::thread::JoinHandle;

/// One line of search progress with the principal variation as coordinate text.
pub type Info = Report<String>;

/// What a finished search says.
#[derive(Clone, Debug, Default)]
pub struct Done {
    /// Best move (None: no legal move).
    pub best: Option<String>,
    /// Expected reply.
    pub ponder: Option<String>,
    /// Score of the best move.
    pub score: Score,
    /// Depth reached.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
}

/// What the protocol loop reacts to: input lines and search progress. Only the loop
/// writes stdout, so lines never interleave.
#[derive(Debug)]
pub enum Event {
    /// A line from the GUI.
    Line(String),
    /// The GUI closed stdin.
    Eof,
    /// Progress of the search with this number.
    Info(u64, Info),
    /// A search ended; the number tells which search.
    Done(u64, Done),
    /// Progress of the perft job with this number.
    Perft(u64, PerftProgress),
}

/// What a perft job reports: a count per root move, then the total (None: it was stopped).
#[derive(Debug)]
pub enum PerftProgress {
    /// Leaf count below one root move.
    Move(String, u64),
    /// The job ended: the total, or None when stopped.
    Done(Option<u64>),
}

/// A game in some variant, seen through text.
pub trait AnyGame: Send {
    /// The variant.
    fn variant(&self) -> Variant;
    /// The current position's FEN.
    fn fen(&self) -> String;
    /// The side to move.
    fn side_to_move(&self) -> Color;
    /// Plies played since the start position.
    fn plies(&self) -> usize;
    /// Plays a move given in coordinate notation (or SAN); returns its canonical text.
    fn play(&mut self, text: &str) -> Result<String, String>;
    /// Whether `fen` is the current position after a pass; if so the pass is recorded.
    fn try_pass(&mut self, fen: &str) -> bool;
    /// Takes back one ply.
    fn undo(&mut self) -> bool;
    /// The referee refused the attempt `token` (hidden mode); false where that means nothing.
    fn refuse(&mut self, _token: &str) -> bool {
        false
    }
    /// The legal moves as coordinate text.
    fn legal_moves(&self) -> Vec<String>;
    /// Legal moves XBoard 4.9.1 would mangle.
    fn unsafe_for_xboard(&self) -> Vec<String>;
    /// Every legal move's text and the forms XBoard can carry it in (engine-defined variants).
    fn xboard_moves(&self) -> Vec<(String, Vec<XbForm>)>;
    /// The outcome by the rules, repetitions included.
    fn outcome(&self) -> Option<Outcome>;
    /// A diagram for people.
    fn diagram(&self) -> String;
    /// The static evaluation term by term, where the variant has such a table.
    fn eval_table(&self) -> Option<String>;
    /// SAN of a legal move.
    fn san(&self, text: &str) -> Option<String>;
    /// The web board's picture of the position.
    fn picture(&self) -> Picture;
    /// Every piece kind's symbol and name, for the web board's legend.
    fn legend(&self) -> Vec<(&'static str, &'static str)>;
    /// The legal moves as the web board offers them: token, SAN and the two ends.
    fn board_moves(&self) -> Vec<BoardMove>;
    /// The two ends of the legal move `text` on the web board.
    fn move_ends(&self, text: &str) -> Option<(String, String)>;
    /// A line of moves (coordinate text) in SAN, as far as it is legal from here.
    fn line_san(&self, line: &[String]) -> Vec<String>;
    /// Starts a perft thread that reports [`Event::Perft`] rows and stops on `control`.
    fn spawn_perft(
        &self,
        id: u64,
        depth: u32,
        threads: usize,
        control: Arc<Control>,
        events: Sender<Event>,
    ) -> JoinHandle<()>;
    /// Starts a search thread that reports to `events` and ends with [`Event::Done`].
    fn spawn_search(&self, job: SearchJob) -> JoinHandle<()>;
}

/// Everything a search thread needs.
pub struct SearchJob {
    /// Identifies the search in its Done event.
    pub id: u64,
    /// Limits.
    pub limits: Limits,
    /// Threads, MultiPV, overhead.
    pub options: Options,
    /// Root moves to consider (text); empty = all.
    pub root_moves: Vec<String>,
    /// Shared hash table.
    pub tt: Arc<TranspositionTable>,
    /// Stop / ponder switches.
    pub control: Arc<Control>,
    /// Where progress goes.
    pub events: Sender<Event>,
}

struct GameOf<P: Rules>(Game<P>);

struct TextReporter(u64, Sender<Event>);

impl<P: Rules> Reporter<P> for TextReporter {
    fn report(&self, root: &P, r: &Report<P::Move>) {
        let mut pos = root.clone();
        let mut pv = Vec::with_capacity(r.pv.len());
        for &m in &r.pv {
            pv.push(pos.move_text(m));
            pos = pos.play(m);
        }
        let info = r.with_pv(pv);
        let _ = self.1.send(Event::Info(self.0, info));
    }
}

impl<P: Rules + Draw> AnyGame for GameOf<P> {
    fn variant(&self) -> Variant {
        self.0.position().variant()
    }
    fn fen(&self) -> String {
        self.0.position().fen()
    }
    fn side_to_move(&self) -> Color {
        self.0.position().side_to_move()
    }
    fn plies(&self) -> usize {
        self.0.plies()
    }
    fn play(&mut self, text: &str) -> Result<String, String> {
        let pos = self.0.position();
        let m = pos.parse_move(text).or_else(|e| pos.parse_san(text).map_err(|_| e)).map_err(|e| e.to_string())?;
        let canonical = pos.move_text(m);
        self.0.play(m);
        Ok(canonical)
    }
    fn try_pass(&mut self, fen: &str) -> bool {
        let variant = self.variant();
        let (Ok(target), Some(passed)) = (P::from_fen(variant, fen), self.0.position().null_move()) else {
            return false;
        };
        // Same position with the other side to move: compare everything but the counters.
        let strip = |f: String| f.split_whitespace().take(4).collect::<Vec<_>>().join(" ");
        if strip(target.fen()) != strip(passed.fen()) {
            return false;
        }
        self.0.push(passed);
        true
    }
    fn undo(&mut self) -> bool {
        self.0.undo()
    }
    fn legal_moves(&self) -> Vec<String> {
        let pos = self.0.position();
        let mut moves = crate::core::MoveList::new();
        pos.legal_moves(&mut moves);
        moves.iter().map(|&m| pos.move_text(m)).collect()
    }
    fn unsafe_for_xboard(&self) -> Vec<String> {
        let pos = self.0.position();
        let mut moves = crate::core::MoveList::new();
        pos.legal_moves(&mut moves);
        moves.iter().filter(|&&m| pos.unsafe_for_xboard(m)).map(|&m| pos.move_text(m)).collect()
    }
    fn xboard_moves(&self) -> Vec<(String, Vec<XbForm>)> {
        let pos = self.0.position();
        let mut moves = crate::core::MoveList::new();
        pos.legal_moves(&mut moves);
        moves.iter().map(|&m| (pos.move_text(m), pos.xboard_moves(m))).collect()
    }
    fn outcome(&self) -> Option<Outcome> {
        self.0.outcome()
    }
    fn diagram(&self) -> String {
        self.0.position().diagram()
    }
    fn eval_table(&self) -> Option<String> {
        self.0.position().eval_table()
    }
    fn san(&self, text: &str) -> Option<String> {
        let pos = self.0.position();
        pos.parse_move(text).ok().map(|m| pos.san(m))
    }
    fn picture(&self) -> Picture {
        self.0.position().picture()
    }
    fn legend(&self) -> Vec<(&'static str, &'static str)> {
        self.0.position().legend()
    }
    fn board_moves(&self) -> Vec<BoardMove> {
        let pos = self.0.position();
        let mut moves = crate::core::MoveList::new();
        pos.legal_moves(&mut moves);
        moves
            .iter()
            .map(|&m| {
                let (from, to) = pos.move_ends(m);
                BoardMove { token: pos.move_text(m), san: pos.san(m), from, to }
            })
            .collect()
    }
    fn move_ends(&self, text: &str) -> Option<(String, String)> {
        let pos = self.0.position();
        pos.parse_move(text).ok().map(|m| pos.move_ends(m))
    }
    fn line_san(&self, line: &[String]) -> Vec<String> {
        let mut pos = self.0.position().clone();
        let mut sans = Vec::with_capacity(line.len());
        for text in line {
            let Ok(m) = pos.parse_move(text) else { break };
            sans.push(pos.san(m));
            pos = pos.play(m);
        }
        sans
    }
    fn spawn_perft(
        &self,
        id: u64,
        depth: u32,
        threads: usize,
        control: Arc<Control>,
        events: Sender<Event>,
    ) -> JoinHandle<()> {
        let pos = self.0.position().clone();
        std::thread::Builder::new()
            .name("perft".into())
            .spawn(move || {
                let send = |p| {
                    let _ = events.send(Event::Perft(id, p));
                };
                let total = crate::perft::divide_until(&pos, depth, threads, control.stop_flag(), |m, n| {
                    send(PerftProgress::Move(m.to_string(), n))
                });
                send(PerftProgress::Done(total));
            })
            .expect("spawn perft thread")
    }
    fn spawn_search(&self, job: SearchJob) -> JoinHandle<()> {
        let game = self.0.clone();
        std::thread::Builder::new()
            .name("search".into())
            .stack_size(64 << 20)
            .spawn(move || {
                let pos = game.position();
                let root_moves: Vec<P::Move> = job.root_moves.iter().filter_map(|t| pos.parse_move(t).ok()).collect();
                let reporter = TextReporter(job.id, job.events.clone());
                let result =
                    search::search(&game, &job.limits, &job.options, &job.tt, &job.control, &root_moves, &reporter);
                let text = |m: Option<P::Move>| m.map(|m| pos.move_text(m));
                let ponder = result.best.and_then(|b| result.ponder.map(|p| pos.play(b).move_text(p)));
                let done = Done {
                    best: text(result.best),
                    ponder,
                    score: result.score,
                    depth: result.depth,
                    nodes: result.nodes,
                };
                let _ = job.events.send(Event::Done(job.id, done));
            })
            .expect("spawn search thread")
    }
}

/// A new game of `variant` from its start position or `fen`.
pub fn new_game(variant: Variant, fen: Option<&str>) -> Result<Box<dyn AnyGame>, String> {
    if variant == Variant::SeachessHidden {
        return Ok(Box::new(super::hidden_game::HiddenGame::new(fen)?));
    }
    with_variant!(variant, P => {
        let pos = match fen {
            Some(f) => P::from_fen(variant, f).map_err(|e| e.to_string())?,
            None => P::startpos(variant),
        };
        Ok(Box::new(GameOf(Game::new(pos))))
    })
}

/// A new game of `variant` from a FEN in XBoard's dialect (`setboard`).
pub fn new_game_from_xboard(variant: Variant, fen: &str) -> Result<Box<dyn AnyGame>, String> {
    with_variant!(variant, P => {
        let pos = P::from_xboard_fen(variant, fen).map_err(|e| e.to_string())?;
        Ok(Box::new(GameOf(Game::new(pos))))
    })
}

/// The engine: the current game, hash table, options and the running job (search or perft).
pub struct Engine {
    /// The game being played or analysed.
    pub game: Box<dyn AnyGame>,
    /// Shared transposition table.
    pub tt: Arc<TranspositionTable>,
    /// Search switches.
    pub control: Arc<Control>,
    /// Hash size in MiB.
    pub hash_mib: usize,
    /// Search options.
    pub options: Options,
    search: Option<JoinHandle<()>>,
    next_id: u64,
}

impl Default for Engine {
    fn default() -> Self {
        Engine {
            game: new_game(Variant::Chess, None).expect("start position"),
            tt: Arc::new(TranspositionTable::new(16)),
            control: Arc::new(Control::default()),
            hash_mib: 16,
            options: Options::default(),
            search: None,
            next_id: 0,
        }
    }
}

impl Engine {
    /// Resizes the hash table (waits for a running search first). A size the machine cannot
    /// allocate is halved until it can: a GUI's `Hash`/`memory` value must not abort the engine.
    pub fn set_hash(&mut self, mib: usize) {
        self.wait();
        let mut mib = mib.clamp(1, 1 << 16);
        while mib > 1 && Vec::<u8>::new().try_reserve_exact(mib << 20).is_err() {
            mib /= 2;
        }
        self.hash_mib = mib;
        self.clear_hash();
    }
    /// Empties the hash table (`ucinewgame`, `Clear Hash`): a fresh zeroed table, which costs
    /// nothing however big it is, where clearing entry by entry would touch every page.
    pub fn clear_hash(&mut self) {
        // Free the old table before making the new one.
        self.tt = Arc::new(TranspositionTable::new(1));
        self.tt = Arc::new(TranspositionTable::new(self.hash_mib));
    }
    /// Whether a search thread is running.
    pub fn searching(&self) -> bool {
        self.search.as_ref().is_some_and(|h| !h.is_finished())
    }
    /// Starts a search; its events go to `events`. Returns the search id.
    pub fn start(&mut self, limits: Limits, ponder: bool, root_moves: Vec<String>, events: Sender<Event>) -> u64 {
        self.wait();
        self.next_id += 1;
        self.control.reset(ponder);
        let job = SearchJob {
            id: self.next_id,
            limits,
            options: self.options.clone(),
            root_moves,
            tt: self.tt.clone(),
            control: self.control.clone(),
            events,
        };
        self.search = Some(self.game.spawn_search(job));
        self.next_id
    }
    /// Starts a perft job (waiting for any running job first); its rows go to `events`.
    /// Returns the job id.
    pub fn start_perft(&mut self, depth: u32, events: Sender<Event>) -> u64 {
        self.wait();
        self.next_id += 1;
        self.control.reset(false);
        let job = self.game.spawn_perft(self.next_id, depth, self.options.threads, self.control.clone(), events);
        self.search = Some(job);
        self.next_id
    }
    /// Asks the search to stop (its Done event follows).
    pub fn stop(&self) {
        self.control.stop();
    }
    /// Stops any search and waits for its thread.
    pub fn wait(&mut self) {
        if let Some(h) = self.search.take() {
            self.control.stop();
            let _ = h.join();
        }
    }
}
