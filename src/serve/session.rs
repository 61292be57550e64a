//! One browser tab's board: a game (played against Nereid, analysed, or followed from a
//! running match), the engine that plays or analyses it, and the clocks. It runs on its own
//! thread and reads one channel, like the protocol loops: the page's messages and the
//! search's reports arrive there in order, so nothing here needs a lock.

use super::hidden::{self, Refusal, Verdict};
use super::messages::{self, NewGame, Request};
use super::watch::Feed;
use crate::core::Color;
use crate::protocol::engine::{AnyGame, Done, Info, new_game};
use crate::protocol::{Engine, Event};
use crate::search::{Clock, Limits, Shown, shown, wdl};
use crate::variants::Variant;
use serde_json::{Value, json};
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};
use tokio::sync::mpsc::UnboundedSender;

/// Nodes per move for strength levels 1..=7; level 8 searches without a node limit.
const LEVEL_NODES: [u64; 7] = [100, 600, 3_000, 12_000, 50_000, 200_000, 800_000];
/// Thinking time per move when the game has no clocks.
const UNTIMED_MOVE: Duration = Duration::from_secs(2);
/// Analysis of one position stops after this long, so a forgotten tab does not hold a core.
const ANALYSIS_LIMIT: Duration = Duration::from_secs(120);
/// How often clocks and followed matches are looked at.
const TICK: Duration = Duration::from_millis(200);

/// What the board is for.
enum Mode {
    /// A person plays Nereid.
    Play { human: Color, level: u8, clocks: Option<Clocks> },
    /// A person looks at positions, with the engine's lines on request.
    Analyse,
    /// A person follows a running match.
    Watch,
}

/// Both players' time, and since when the side to move has been thinking.
struct Clocks {
    left: [Duration; 2],
    increment: Duration,
    since: Instant,
}

impl Clocks {
    fn left(&self, color: Color, to_move: Color) -> Duration {
        let left = self.left[color as usize];
        if color == to_move { left.saturating_sub(self.since.elapsed()) } else { left }
    }
    /// Charges the mover for the move just made; false if the flag fell first.
    fn punch(&mut self, mover: Color) -> bool {
        let left = self.left(mover, mover);
        self.since = Instant::now();
        self.left[mover as usize] = left + self.increment;
        !left.is_zero()
    }
}

/// The game on the board.
struct Table {
    variant: Variant,
    start: Option<String>,
    /// Every move played, as coordinate text, and in SAN.
    moves: Vec<String>,
    sans: Vec<String>,
    /// Plies shown (analysis can step back; in play it is the game's end).
    cursor: usize,
    mode: Mode,
    /// The result and why, once the game has ended.
    result: Option<(String, String)>,
    /// Analysis lines wanted (0: none).
    lines: usize,
    /// Names of the two players, White first.
    players: [String; 2],
    /// Hidden mode: the attempts the referee refused.
    refusals: Vec<Refusal>,
}

/// The variant whose rules decide the true game: hidden-mode Seachess is played by the open
/// rules, only what the players are shown differs.
fn rules_of(variant: Variant) -> Variant {
    if variant == Variant::SeachessHidden { Variant::Seachess } else { variant }
}

impl Table {
    /// The true game after `ply` plies.
    fn game_at(&self, ply: usize) -> Result<Box<dyn AnyGame>, String> {
        let mut game = new_game(rules_of(self.variant), self.start.as_deref())?;
        for m in &self.moves[..ply] {
            game.play(m)?;
        }
        Ok(game)
    }
    /// Records the move `mover` just made at the cursor (the moves after it are replaced)
    /// and charges the mover's clock.
    fn record(&mut self, canonical: String, san: String, mover: Color) {
        self.moves.truncate(self.cursor);
        self.sans.truncate(self.cursor);
        self.moves.push(canonical);
        self.sans.push(san);
        self.cursor = self.moves.len();
        if let Mode::Play { clocks: Some(clocks), .. } = &mut self.mode
            && !clocks.punch(mover)
        {
            self.result = Some(lost_on_time(mover));
        }
    }
    fn hidden(&self) -> bool {
        self.variant == Variant::SeachessHidden
    }
    /// Hidden mode, while the game runs: the game as `side` knows it.
    fn known_by(&self, side: Color) -> Result<Box<dyn AnyGame>, String> {
        Ok(Box::new(hidden::known_by(self.start.as_deref(), &self.moves[..self.cursor], &self.refusals, side)?))
    }
    fn human(&self) -> Option<Color> {
        match self.mode {
            Mode::Play { human, .. } => Some(human),
            _ => None,
        }
    }
}

/// Why the engine is searching.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Job {
    Move(u64),
    Analysis(u64),
}

/// One tab's session.
pub struct Session {
    out: UnboundedSender<String>,
    events: Sender<Event>,
    feeds: Vec<PathBuf>,
    engine: Engine,
    table: Option<Table>,
    job: Option<Job>,
    job_started: Instant,
    feed: Option<Feed>,
}

impl Session {
    /// A session that writes to `out`; searches report to `events` (the channel it reads).
    pub fn new(out: UnboundedSender<String>, events: Sender<Event>, feeds: Vec<PathBuf>) -> Self {
        Session {
            out,
            events,
            feeds,
            engine: Engine::default(),
            table: None,
            job: None,
            job_started: Instant::now(),
            feed: None,
        }
    }

    fn send(&self, value: Value) {
        let _ = self.out.send(value.to_string());
    }
    fn fail(&self, message: &str) {
        let _ = self.out.send(messages::error(message));
    }

    /// Serves the tab until it closes.
    pub fn run(mut self, events: &Receiver<Event>) {
        let feeds: Vec<String> = self.feeds.iter().map(|p| p.display().to_string()).collect();
        self.send(json!({ "type": "hello", "variants": messages::variant_list(), "feeds": feeds }));
        loop {
            let event = match events.recv_timeout(TICK) {
                Ok(e) => e,
                Err(RecvTimeoutError::Timeout) => {
                    self.tick();
                    continue;
                }
                Err(RecvTimeoutError::Disconnected) => break,
            };
            match event {
                Event::Line(text) => match messages::parse(&text) {
                    Ok(request) => {
                        if let Err(e) = self.handle(request) {
                            self.fail(&e);
                        }
                    }
                    Err(e) => self.fail(&e),
                },
                Event::Eof => break,
                Event::Info(id, info) => self.info(id, &info),
                Event::Done(id, done) => self.done(id, done),
                Event::Perft(..) => {}
            }
        }
        self.engine.wait();
    }

    fn handle(&mut self, request: Request) -> Result<(), String> {
        match request {
            Request::New(settings) => self.new_game(settings),
            Request::Move { token } => self.person_moves(&token),
            Request::Takeback => self.take_back(),
            Request::Resign => self.resign(),
            Request::Goto { ply } => {
                let table = self.table.as_mut().ok_or("no game on the board")?;
                if matches!(table.mode, Mode::Play { .. }) && table.result.is_none() {
                    return Err("the game is still running: step through it when it is over".into());
                }
                table.cursor = ply.min(table.moves.len());
                self.refresh()
            }
            Request::Analyse { lines } => {
                let table = self.table.as_mut().ok_or("no game on the board")?;
                if !matches!(table.mode, Mode::Analyse) {
                    return Err("analysis is for analysis boards".into());
                }
                table.lines = lines;
                self.refresh()
            }
            Request::Pgn => {
                let text = self.pgn()?;
                self.send(json!({ "type": "pgn", "text": text }));
                Ok(())
            }
            Request::Watch { feed } => {
                let path = self.feeds.get(feed).ok_or("no such match to follow")?.clone();
                self.engine.wait();
                self.job = None;
                self.feed = Some(Feed::new(path));
                self.table = None;
                self.follow();
                Ok(())
            }
        }
    }

    fn new_game(&mut self, s: NewGame) -> Result<(), String> {
        let variant: Variant = s.variant.parse().map_err(|e: crate::variants::UnknownVariant| e.to_string())?;
        if variant == Variant::SeachessHidden && (s.mode != "play" || !s.moves.is_empty()) {
            return Err("hidden-mode Seachess is played against Nereid from a position both sides know".into());
        }
        let mut game = new_game(rules_of(variant), s.fen.as_deref())?;
        let (mut moves, mut sans) = (Vec::new(), Vec::new());
        for text in &s.moves {
            let san = game.san(text).unwrap_or_default();
            let token = game.play(text).map_err(|e| format!("move {} ({text}): {e}", moves.len() + 1))?;
            sans.push(if san.is_empty() { token.clone() } else { san });
            moves.push(token);
        }
        let mode = match s.mode.as_str() {
            "play" => {
                let human = match s.side.as_deref() {
                    Some("white") | None => Color::White,
                    Some("black") => Color::Black,
                    Some(other) => return Err(format!("side must be white or black, not {other:?}")),
                };
                let clocks = s.minutes.map(|m| {
                    let base = Duration::from_secs_f64(m * 60.0);
                    Clocks {
                        left: [base; 2],
                        increment: Duration::from_secs_f64(s.increment.unwrap_or(0.0)),
                        since: Instant::now(),
                    }
                });
                Mode::Play { human, level: s.level.unwrap_or(8), clocks }
            }
            "analyse" | "analyze" => Mode::Analyse,
            other => return Err(format!("mode must be play or analyse, not {other:?}")),
        };
        self.engine.wait();
        self.job = None;
        self.feed = None;
        let players = match &mode {
            Mode::Play { human, level, .. } => {
                let nereid = if *level == 8 { "Nereid".to_string() } else { format!("Nereid (level {level})") };
                if human.is_white() { ["You".to_string(), nereid] } else { [nereid, "You".to_string()] }
            }
            _ => ["White".to_string(), "Black".to_string()],
        };
        let cursor = moves.len();
        self.table = Some(Table {
            variant,
            start: s.fen,
            moves,
            sans,
            cursor,
            mode,
            result: None,
            lines: 0,
            players,
            refusals: Vec::new(),
        });
        self.engine.clear_hash();
        self.refresh()
    }

    fn person_moves(&mut self, token: &str) -> Result<(), String> {
        let table = self.table.as_ref().ok_or("no game on the board")?;
        if table.result.is_some() && matches!(table.mode, Mode::Play { .. }) {
            return Err("the game is over".into());
        }
        match table.mode {
            Mode::Watch => return Err("this board follows a match: it takes no moves".into()),
            Mode::Play { human, .. } if self.engine.game.side_to_move() != human => {
                return Err("it is Nereid's turn".into());
            }
            _ => {}
        }
        self.play(token)
    }

    /// Plays `token` at the cursor (analysis: the moves after it are replaced).
    fn play(&mut self, token: &str) -> Result<(), String> {
        if self.table.as_ref().is_some_and(Table::hidden) {
            return self.play_hidden(token);
        }
        let mover = self.engine.game.side_to_move();
        let san = self.engine.game.san(token).ok_or_else(|| format!("illegal move {token:?}"))?;
        self.engine.wait();
        self.job = None;
        let table = self.table.as_mut().ok_or("no game on the board")?;
        let canonical = self.engine.game.play(token)?;
        table.record(canonical, san, mover);
        self.refresh()
    }

    /// Hidden mode: the session referees the attempt `token` on the true position.
    fn play_hidden(&mut self, token: &str) -> Result<(), String> {
        let table = self.table.as_ref().ok_or("no game on the board")?;
        let (truth, _) = hidden::replay(table.start.as_deref(), &table.moves)?;
        let mover = truth.turn();
        let nereid = table.human() != Some(mover);
        match hidden::judge(&truth, token) {
            Verdict::Legal => {
                self.engine.wait();
                self.job = None;
                let table = self.table.as_mut().ok_or("no game on the board")?;
                let mut game = table.game_at(table.moves.len())?;
                let san = game.san(token).unwrap_or_else(|| token.to_string());
                let canonical = game.play(token)?;
                table.record(canonical, san, mover);
                self.refresh()
            }
            Verdict::Refused => {
                let table = self.table.as_mut().ok_or("no game on the board")?;
                table.refusals.push(Refusal { ply: table.moves.len(), by: mover, token: token.to_string() });
                self.refresh()?;
                if !nereid {
                    self.send(json!({ "type": "refused", "token": token }));
                }
                Ok(())
            }
            Verdict::Illegal if nereid => {
                let table = self.table.as_mut().ok_or("no game on the board")?;
                let (score, who) = if mover.is_white() { ("0-1", "White") } else { ("1-0", "Black") };
                table.result = Some((score.into(), format!("{who} makes an illegal move: {token}")));
                self.refresh()
            }
            Verdict::Illegal => Err(format!("illegal move {token:?}")),
        }
    }

    fn take_back(&mut self) -> Result<(), String> {
        let table = self.table.as_mut().ok_or("no game on the board")?;
        if matches!(table.mode, Mode::Watch) {
            return Err("this board follows a match".into());
        }
        if table.hidden() {
            // Trying a move and taking it back would reveal the opponent's secrets.
            return Err("hidden mode has no takebacks".into());
        }
        self.engine.wait();
        self.job = None;
        let table = self.table.as_mut().ok_or("no game on the board")?;
        let keep = match table.mode {
            // Back to the person's turn, at least one of their moves undone.
            Mode::Play { human, .. } => {
                let mut keep = table.moves.len();
                while keep > 0 {
                    keep -= 1;
                    if table.game_at(keep)?.side_to_move() == human {
                        break;
                    }
                }
                keep
            }
            _ => table.cursor.saturating_sub(1),
        };
        table.moves.truncate(keep);
        table.sans.truncate(keep);
        table.cursor = keep;
        table.result = None;
        if let Mode::Play { clocks: Some(c), .. } = &mut table.mode {
            c.since = Instant::now();
        }
        self.refresh()
    }

    fn resign(&mut self) -> Result<(), String> {
        let table = self.table.as_mut().ok_or("no game on the board")?;
        let Mode::Play { human, .. } = table.mode else {
            return Err("only a game against Nereid can be resigned".into());
        };
        if table.result.is_some() {
            return Err("the game is over".into());
        }
        self.engine.wait();
        self.job = None;
        let (winner, loser) = if human.is_white() { ("0-1", "White") } else { ("1-0", "Black") };
        if let Some(t) = self.table.as_mut() {
            t.result = Some((winner.into(), format!("{loser} resigns")));
        }
        self.refresh()
    }

    /// Puts the shown position on the engine, tells the page, and starts the engine's work.
    fn refresh(&mut self) -> Result<(), String> {
        self.engine.wait();
        self.job = None;
        let Some(table) = self.table.as_mut() else { return Ok(()) };
        self.engine.game = table.game_at(table.cursor)?;
        if table.result.is_none()
            && table.cursor == table.moves.len()
            && let Some(outcome) = self.engine.game.outcome()
        {
            table.result = Some((outcome.result().into(), outcome.to_string()));
        }
        self.start_job();
        self.send_state();
        Ok(())
    }

    fn start_job(&mut self) {
        let Some(table) = self.table.as_ref() else { return };
        let to_move = self.engine.game.side_to_move();
        if table.result.is_some() {
            return;
        }
        let events = self.events.clone();
        if table.hidden() && table.human() != Some(to_move) {
            // Nereid searches what it knows, never the true position.
            match table.known_by(to_move) {
                Ok(known) => self.engine.game = known,
                Err(e) => {
                    self.fail(&format!("Nereid's view: {e}"));
                    return;
                }
            }
        }
        let Some(table) = self.table.as_ref() else { return };
        match &table.mode {
            Mode::Play { human, level, clocks } if *human != to_move => {
                let mut limits = Limits::default();
                if (*level as usize) <= LEVEL_NODES.len() {
                    limits.nodes = Some(LEVEL_NODES[*level as usize - 1]);
                }
                match clocks {
                    Some(c) => {
                        limits.clock =
                            Some(Clock { time: c.left(to_move, to_move), increment: c.increment, moves_to_go: None })
                    }
                    None => limits.movetime = Some(UNTIMED_MOVE),
                }
                self.engine.options.multipv = 1;
                let id = self.engine.start(limits, false, Vec::new(), events);
                self.job = Some(Job::Move(id));
            }
            Mode::Analyse if table.lines > 0 => {
                self.engine.options.multipv = table.lines;
                let limits = Limits { movetime: Some(ANALYSIS_LIMIT), ..Limits::default() };
                let id = self.engine.start(limits, false, Vec::new(), events);
                self.job = Some(Job::Analysis(id));
            }
            _ => {}
        }
        self.job_started = Instant::now();
    }

    fn send_state(&self) {
        let Some(table) = self.table.as_ref() else { return };
        // Hidden mode shows the person only their view and what they were told, until the
        // game ends and the truth is revealed (a spectator of a match sees the truth).
        let secret = table.hidden() && table.result.is_none() && table.human().is_some();
        let mut shown_game = None;
        let (mut history, mut tokens) = (table.sans.clone(), table.moves.clone());
        if secret {
            let human = table.human().unwrap_or(Color::White);
            match table.known_by(human) {
                Ok(g) => shown_game = Some(g),
                Err(e) => return self.fail(&format!("the board: {e}")),
            }
            let told = hidden::replay(table.start.as_deref(), &table.moves[..table.cursor]).map(|(_, t)| t);
            let mine = told.map(|mut t| std::mem::take(&mut t[usize::from(!human.is_white())]));
            (history, tokens) = match mine {
                Ok(m) => (m.clone(), m),
                Err(e) => return self.fail(&format!("the board: {e}")),
            };
        }
        let game = shown_game.as_ref().unwrap_or(&self.engine.game);
        let to_move = game.side_to_move();
        let may_move = table.result.is_none()
            && match table.mode {
                Mode::Play { human, .. } => human == to_move && table.cursor == table.moves.len(),
                Mode::Analyse => true,
                Mode::Watch => false,
            };
        let moves = if may_move { game.board_moves() } else { Vec::new() };
        let legend: Vec<Value> = game.legend().iter().map(|(s, n)| json!([s, n])).collect();
        let clocks = match &table.mode {
            Mode::Play { clocks: Some(c), .. } => {
                let running = (table.result.is_none()).then(|| color_name(to_move));
                json!({
                    "white": c.left(Color::White, to_move).as_millis() as u64,
                    "black": c.left(Color::Black, to_move).as_millis() as u64,
                    "running": running,
                })
            }
            _ => Value::Null,
        };
        let mode = match table.mode {
            Mode::Play { .. } => "play",
            Mode::Analyse => "analyse",
            Mode::Watch => "watch",
        };
        let result = table.result.as_ref().map(|(score, why)| json!({ "score": score, "reason": why }));
        let last_ends = table.cursor.checked_sub(1).filter(|_| !secret).and_then(|i| {
            let before = table.game_at(i).ok()?;
            before.move_ends(&table.moves[i]).map(|(from, to)| json!([from, to]))
        });
        self.send(json!({
            "type": "state",
            "variant": table.variant.name(),
            "mode": mode,
            "fen": game.fen(),
            "picture": game.picture(),
            "legend": legend,
            "moves": moves,
            "history": history,
            "tokens": tokens,
            "ply": table.cursor,
            "turn": color_name(to_move),
            "human": table.human().map(color_name),
            "players": table.players,
            "result": result,
            "clocks": clocks,
            "thinking": matches!(self.job, Some(Job::Move(_))),
            "lines": table.lines,
            "last_ends": last_ends,
        }));
    }

    fn info(&mut self, id: u64, info: &Info) {
        let ours = matches!(self.job, Some(Job::Move(j) | Job::Analysis(j)) if j == id);
        // Hidden mode: Nereid's lines would tell its secrets.
        if !ours || self.table.as_ref().is_some_and(Table::hidden) {
            return;
        }
        let game = &self.engine.game;
        let white = game.side_to_move().is_white();
        let (w, d, l) = wdl(info.score);
        let (w, l) = if white { (w, l) } else { (l, w) };
        let (cp, mate) = match shown(info.score) {
            Shown::Cp(cp) => (Some(if white { cp } else { -cp }), None),
            Shown::Mate(n) => (None, Some(if white { n } else { -n })),
        };
        let arrow = info.pv.first().and_then(|m| game.move_ends(m)).map(|(from, to)| json!([from, to]));
        let nps = info.nodes as f64 / info.elapsed.as_secs_f64().max(1e-3);
        self.send(json!({
            "type": "info",
            "line": info.multipv,
            "depth": info.depth,
            "seldepth": info.seldepth,
            "cp": cp,
            "mate": mate,
            "wdl": [w, d, l],
            "nodes": info.nodes,
            "nps": nps as u64,
            "pv": game.line_san(&info.pv),
            "arrow": arrow,
        }));
    }

    fn done(&mut self, id: u64, done: Done) {
        match self.job {
            Some(Job::Move(j)) if j == id => {
                self.job = None;
                match done.best {
                    Some(best) => {
                        if let Err(e) = self.play(&best) {
                            self.fail(&format!("Nereid's move {best}: {e}"));
                        }
                    }
                    None => {
                        let _ = self.refresh();
                    }
                }
            }
            Some(Job::Analysis(j)) if j == id => {
                self.job = None;
                self.send(json!({ "type": "analysis-done" }));
            }
            _ => {}
        }
    }

    /// Looks at the clocks and the followed match.
    fn tick(&mut self) {
        if self.feed.is_some() {
            self.follow();
            return;
        }
        let to_move = self.engine.game.side_to_move();
        let Some(table) = self.table.as_mut() else { return };
        let Mode::Play { human, clocks: Some(c), .. } = &table.mode else { return };
        if table.result.is_some() {
            return;
        }
        // Nereid's own flag is checked with a margin: its search watches the clock itself.
        let margin = if *human == to_move { Duration::ZERO } else { Duration::from_secs(1) };
        if c.left(to_move, to_move).is_zero() && self.job_started.elapsed() >= margin {
            table.result = Some(lost_on_time(to_move));
            let _ = self.refresh();
        }
    }

    /// Shows the followed match's current game if it changed.
    fn follow(&mut self) {
        let Some(feed) = self.feed.as_mut() else { return };
        let Some(game) = feed.poll() else { return };
        let table = Table {
            variant: game.variant,
            start: game.fen.clone(),
            moves: game.moves.clone(),
            sans: Vec::new(),
            cursor: game.moves.len(),
            mode: Mode::Watch,
            result: game.result.clone(),
            lines: 0,
            players: game.players.clone(),
            refusals: Vec::new(),
        };
        match replay(&table) {
            Ok((engine_game, sans)) => {
                self.table = Some(Table { sans, ..table });
                self.engine.game = engine_game;
                self.send_state();
            }
            Err(e) => self.fail(&format!("the followed match: {e}")),
        }
    }

    fn pgn(&self) -> Result<String, String> {
        let table = self.table.as_ref().ok_or("no game on the board")?;
        if table.hidden() && table.result.is_none() {
            return Err("the true game is written when it is over".into());
        }
        let start = table.game_at(0)?;
        let result = table.result.as_ref().map_or("*".to_string(), |(s, _)| s.clone());
        let mut tags = vec![
            ("Event".to_string(), "Nereid web board".to_string()),
            ("Site".into(), "?".into()),
            ("Date".into(), crate::referee::today()),
            ("Round".into(), "-".into()),
            ("White".into(), table.players[0].clone()),
            ("Black".into(), table.players[1].clone()),
            ("Result".into(), result.clone()),
        ];
        if table.variant != Variant::Chess {
            tags.push(("Variant".into(), table.variant.name().into()));
        }
        if table.start.is_some() || table.variant.own_notation() {
            tags.push(("SetUp".into(), "1".into()));
            tags.push(("FEN".into(), start.fen()));
        }
        let fen = start.fen();
        let number = fen.split_whitespace().nth(5).and_then(|n| n.parse().ok()).unwrap_or(1);
        let game = crate::referee::pgn::PgnGame {
            tags,
            moves: table.sans.clone(),
            comments: Vec::new(),
            final_comment: table.result.as_ref().map(|(_, why)| why.clone()),
            result,
        };
        Ok(game.to_pgn(number, start.side_to_move() == Color::Black))
    }
}

/// The engine's game and the SAN of every move of a table's game.
fn replay(table: &Table) -> Result<(Box<dyn AnyGame>, Vec<String>), String> {
    let mut game = new_game(rules_of(table.variant), table.start.as_deref())?;
    let mut sans = Vec::with_capacity(table.moves.len());
    for m in &table.moves {
        sans.push(game.san(m).unwrap_or_else(|| m.clone()));
        game.play(m)?;
    }
    Ok((game, sans))
}

fn lost_on_time(loser: Color) -> (String, String) {
    let (score, who) = if loser.is_white() { ("0-1", "White") } else { ("1-0", "Black") };
    (score.into(), format!("{who} loses on time"))
}

fn color_name(c: Color) -> &'static str {
    if c.is_white() { "white" } else { "black" }
}
