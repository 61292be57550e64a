//! XBoard / CECP v2 (docs/protocols.md §3, §5): features on several short lines, game
//! commands, time controls, analysis, and result claims only when true. S-Chess moves in
//! both directions; castling with gating on the rook's square is never sent unless the
//! option `Allow RxK gating` is on (XBoard 4.9.1 corrupts the game on it).

use super::engine::{Done, Info, new_game, new_game_from_xboard};
use super::tokens::{decimal, number, signed};
use super::xboard_board::XbBoard;
use super::{Engine, Event, Output, Session};
use crate::core::{Color, DrawReason, Outcome};
use crate::core::{XbMove, XbSquare, set_first_rank};
use crate::search::{Clock, Limits, MOVES_TO_GO, Shown, shown};
use crate::variants::Variant;
use std::collections::VecDeque;
use std::io::Write;
use std::sync::mpsc::{Receiver, Sender};
use std::time::{Duration, Instant};

const NAME: &str = concat!("Nereid ", env!("CARGO_PKG_VERSION"));

/// What the running search is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Purpose {
    /// Choosing the engine's move.
    Think,
    /// Analyze mode: search until the position changes.
    Analyze,
}

/// A CECP session.
pub struct Xboard {
    engine: Engine,
    events: Sender<Event>,
    backlog: VecDeque<Event>,
    variant: Variant,
    /// Force mode: play neither side.
    force: bool,
    /// The side the engine plays when not in force mode.
    engine_side: Color,
    analyzing: bool,
    post: bool,
    current: Option<(u64, Purpose)>,
    /// pings that arrived while thinking on our move: answered after the move.
    deferred_pongs: Vec<String>,
    // Time control.
    moves_per_session: u32,
    base: Duration,
    increment: Duration,
    fixed_time: Option<Duration>,
    max_depth: Option<u32>,
    nps: Option<u64>,
    own_time: Option<Duration>,
    excluded: Vec<String>,
    allow_rxk: bool,
    last_ponder: Option<String>,
    started: Instant,
    /// The last position was refused: answer moves with errors until a new one arrives.
    invalid_position: bool,
    /// XBoard's board, for an engine-defined variant (docs/protocols.md §4, §5).
    view: Option<View>,
}

/// XBoard's board in an engine-defined variant, with one board per ply played for `undo`.
struct View {
    board: XbBoard,
    history: Vec<XbBoard>,
    /// The move a person is entering on XBoard's board: the square lifted and, once the
    /// piece was put on a cyan square, that first leg's target.
    entering: Option<(XbSquare, Option<XbSquare>)>,
    /// A cyan square the piece was just put on: XBoard lifts it next for the second leg.
    put_on_kill: Option<XbSquare>,
}

impl Xboard {
    /// A session that sends search events to `events`.
    pub fn new(events: Sender<Event>) -> Self {
        Xboard {
            engine: Engine::default(),
            events,
            backlog: VecDeque::new(),
            variant: Variant::Chess,
            force: false,
            engine_side: Color::Black,
            analyzing: false,
            post: false,
            current: None,
            deferred_pongs: Vec::new(),
            moves_per_session: 0,
            base: Duration::from_secs(300),
            increment: Duration::ZERO,
            fixed_time: None,
            max_depth: None,
            nps: None,
            own_time: None,
            excluded: Vec::new(),
            allow_rxk: false,
            last_ponder: None,
            started: Instant::now(),
            invalid_position: false,
            view: None,
        }
    }

    /// The legal moves XBoard will take, as (token, text), in an engine-defined variant.
    fn sendable(&self) -> Option<Vec<(String, XbMove)>> {
        let view = self.view.as_ref()?;
        let white = self.engine.game.side_to_move() == Color::White;
        Some(view.board.sendable(&self.engine.game.xboard_moves(), white))
    }

    /// Plays `token` (legal), then `text` on XBoard's board.
    fn play_viewed(&mut self, token: &str, text: &XbMove) {
        if self.engine.game.play(token).is_ok()
            && let Some(view) = self.view.as_mut()
        {
            view.history.push(view.board.clone());
            view.board.apply(text);
        }
    }

    /// Serves until `quit` or end of input.
    pub fn run<W: Write>(self, first: Option<String>, rx: &Receiver<Event>, out: &mut Output<W>) {
        super::serve(self, first, rx, out);
    }

    fn on_info<W: Write>(&mut self, id: u64, info: Info, out: &mut Output<W>) {
        if self.current.map(|c| c.0) != Some(id) {
            return;
        }
        if self.post && info.multipv == 1 {
            out.line(&thinking_line(&info));
        }
    }

    fn on_done<W: Write>(&mut self, id: u64, done: Done, out: &mut Output<W>) {
        let Some((current, purpose)) = self.current else {
            return;
        };
        if current != id {
            return;
        }
        self.current = None;
        if purpose != Purpose::Think {
            return;
        }
        match done.best {
            Some(best) if self.view.is_some() => {
                let text = self.sendable().and_then(|s| s.into_iter().find(|(t, _)| *t == best)).map(|(_, x)| x);
                // A move XBoard cannot take is sent only when no other move was possible.
                let text = text.or_else(|| {
                    self.engine.game.xboard_moves().into_iter().find(|(t, _)| *t == best)?.1.first().map(|f| f.mv)
                });
                if let Some(text) = text {
                    self.play_viewed(&best, &text);
                    out.line(&format!("move {text}"));
                }
                self.claim_if_over(out);
            }
            Some(best) => {
                if let Ok(text) = self.engine.game.play(&best) {
                    out.line(&format!("move {text}"));
                    self.last_ponder = done.ponder;
                }
                self.claim_if_over(out);
            }
            None => self.claim_if_over(out),
        }
        for pong in self.deferred_pongs.drain(..) {
            out.line(&pong);
        }
    }

    /// Claims the result when the game is over by the rules (never otherwise).
    fn claim_if_over<W: Write>(&mut self, out: &mut Output<W>) {
        let Some(outcome) = self.engine.game.outcome() else {
            return;
        };
        let reason = match outcome {
            Outcome::Win { winner: Color::White, .. } => "White mates",
            Outcome::Win { winner: Color::Black, .. } => "Black mates",
            Outcome::Draw(DrawReason::Stalemate) => "Stalemate",
            Outcome::Draw(DrawReason::Repetition) => "Draw by repetition",
            Outcome::Draw(DrawReason::MoveRule) => "Draw by fifty move rule",
            Outcome::Draw(DrawReason::InsufficientMaterial) => "Insufficient material",
            Outcome::Draw(DrawReason::Variant) => "Draw by the rules",
        };
        out.line(&format!("{} {{{reason}}}", outcome.result()));
    }

    /// Stops the running search; a thinking result is thrown away.
    fn cancel_search<W: Write>(&mut self, rx: &Receiver<Event>, out: &mut Output<W>) {
        let Some((id, _)) = self.current.take() else {
            return;
        };
        self.engine.stop();
        while let Ok(event) = rx.recv() {
            match event {
                Event::Done(i, _) if i == id => break,
                Event::Info(..) | Event::Done(..) => {}
                other => self.backlog.push_back(other),
            }
        }
        for pong in self.deferred_pongs.drain(..) {
            out.line(&pong);
        }
    }

    fn thinking(&self) -> bool {
        matches!(self.current, Some((_, Purpose::Think)))
    }

    /// Starts thinking or analysing as the mode requires.
    fn resume<W: Write>(&mut self, out: &mut Output<W>) {
        if self.current.is_some() || self.invalid_position {
            return;
        }
        if self.analyzing {
            self.start(Purpose::Analyze, Limits { infinite: true, ..Limits::default() });
        } else if !self.force && self.engine.game.side_to_move() == self.engine_side {
            if self.engine.game.outcome().is_some() {
                self.claim_if_over(out);
                return;
            }
            let limits = self.think_limits();
            self.start(Purpose::Think, limits);
        }
    }

    fn think_limits(&self) -> Limits {
        let mut limits = Limits { depth: self.max_depth, ..Limits::default() };
        let budget = if let Some(t) = self.fixed_time {
            limits.movetime = Some(t);
            t
        } else {
            let time = self.own_time.unwrap_or(self.base);
            let moves_to_go = (self.moves_per_session > 0).then(|| {
                let done = (self.engine.game.plies() / 2) as u32;
                self.moves_per_session - done % self.moves_per_session
            });
            limits.clock = Some(Clock { time, increment: self.increment, moves_to_go });
            time / moves_to_go.unwrap_or(MOVES_TO_GO).max(1) + self.increment
        };
        if let Some(nps) = self.nps {
            // Node-based clock: spend the time budget as nodes.
            limits.nodes = Some(((budget.as_secs_f64() * nps as f64) as u64).max(1));
            limits.clock = None;
            limits.movetime = None;
        }
        limits
    }

    fn start(&mut self, purpose: Purpose, limits: Limits) {
        let mut root: Vec<String> = self.engine.game.legal_moves();
        if purpose == Purpose::Analyze && !self.excluded.is_empty() {
            root.retain(|m| !self.excluded.contains(m));
        }
        if !self.allow_rxk {
            let unsafe_moves = self.engine.game.unsafe_for_xboard();
            root.retain(|m| !unsafe_moves.contains(m));
        }
        if let Some(sendable) = self.sendable().filter(|s| !s.is_empty()) {
            root.retain(|m| sendable.iter().any(|(t, _)| t == m));
        }
        if root.is_empty() {
            return;
        }
        self.started = Instant::now();
        let id = self.engine.start(limits, false, root, self.events.clone());
        self.current = Some((id, purpose));
    }

    fn features<W: Write>(&self, out: &mut Output<W>) {
        out.line("feature done=0");
        out.line(
            "feature ping=1 setboard=1 playother=1 usermove=1 san=0 time=1 draw=1 sigint=0 sigterm=0 reuse=1 analyze=1",
        );
        out.line("feature colors=0 ics=0 name=0 pause=0 nps=1 debug=1 memory=1 smp=1 exclude=1 highlight=1");
        let mut variants = vec!["normal", "seirawan", "fischerandom"];
        variants.extend(Variant::ALL.iter().filter_map(|v| v.xboard_setup()).map(|s| s.name));
        out.line(&format!("feature myname=\"{NAME}\" variants=\"{}\"", variants.join(",")));
        out.line("feature option=\"MultiPV -spin 1 1 64\"");
        out.line("feature option=\"Move Overhead -spin 30 0 5000\"");
        out.line("feature option=\"Allow RxK gating -check 0\"");
        out.line("feature option=\"Clear Hash -button\"");
        out.line("feature option=\"Random Mover -check 0\"");
        out.line("feature option=\"Use NNUE -check 0\"");
        out.line("feature option=\"Ranks from 0 -check 0\"");
        out.line("feature done=1");
    }

    fn new_game<W: Write>(&mut self, fen: Option<&str>, out: &mut Output<W>) -> bool {
        let setup = self.variant.xboard_setup();
        let game = match (setup, fen) {
            (Some(_), Some(fen)) => new_game_from_xboard(self.variant, fen),
            _ => new_game(self.variant, fen),
        };
        let view = setup.map(|setup| (setup, XbBoard::from_fen(&setup, fen.unwrap_or(setup.fen))));
        match game {
            Ok(_) if matches!(view, Some((_, None))) => {
                out.line("tellusererror Illegal position: not a board XBoard can show");
                false
            }
            Ok(game) => {
                self.engine.game = game;
                self.invalid_position = false;
                self.view = view.and_then(|(_, board)| {
                    Some(View { board: board?, history: Vec::new(), entering: None, put_on_kill: None })
                });
                true
            }
            Err(e) => {
                out.line(&format!("tellusererror Illegal position: {}", sanitize(&e)));
                false
            }
        }
    }

    /// Handles one line; false means quit.
    fn handle<W: Write>(&mut self, line: &str, rx: &Receiver<Event>, out: &mut Output<W>) -> bool {
        let line = line.trim();
        let (cmd, rest) = line.split_once(char::is_whitespace).map_or((line, ""), |(c, r)| (c, r.trim()));
        let arg = rest.split_whitespace().next();
        match cmd {
            "" => {}
            "xboard" | "accepted" | "rejected" | "random" | "computer" | "name" | "rating" | "ics" | "egtpath"
            | "hover" | "uci" => {}
            "put" => self.put(arg, out),
            "protover" => self.features(out),
            "new" => {
                self.cancel_search(rx, out);
                self.variant = Variant::Chess;
                self.new_game(None, out);
                self.force = false;
                self.engine_side = Color::Black;
                self.max_depth = None;
                self.fixed_time = None;
                self.nps = None;
                self.own_time = None;
                self.excluded.clear();
                self.resume(out);
            }
            "variant" => {
                self.cancel_search(rx, out);
                match rest.to_ascii_lowercase().as_str() {
                    "normal" | "standard" | "chess" => self.variant = Variant::Chess,
                    "seirawan" => self.variant = Variant::Seirawan,
                    "fischerandom" => self.variant = Variant::Chess960,
                    other
                        if let Some(v) =
                            Variant::ALL.into_iter().find(|v| v.xboard_setup().is_some_and(|s| s.name == other)) =>
                    {
                        self.variant = v;
                        if let Some(setup) = v.xboard_setup() {
                            out.line(&setup.command());
                        }
                    }
                    other => {
                        out.line(&format!("Error (unsupported variant): {}", sanitize(other)));
                        return true;
                    }
                }
                self.new_game(None, out);
                self.resume(out);
            }
            "force" => {
                self.cancel_search(rx, out);
                self.force = true;
            }
            "go" => {
                self.cancel_search(rx, out);
                self.force = false;
                self.engine_side = self.engine.game.side_to_move();
                self.resume(out);
            }
            "playother" => {
                self.cancel_search(rx, out);
                self.force = false;
                self.engine_side = self.engine.game.side_to_move().other();
            }
            "white" | "black" => {
                self.cancel_search(rx, out);
                self.engine_side = if cmd == "white" { Color::Black } else { Color::White };
            }
            "level" => self.level(rest, out),
            "st" => match decimal(arg) {
                Some(s) => self.fixed_time = Some(Duration::from_secs_f64(s.clamp(0.0, 1e7))),
                None => out.line(&format!("Error (bad argument): {}", sanitize(line))),
            },
            "sd" => self.max_depth = number(arg).map(|d| d.clamp(1, 120) as u32),
            "nps" => self.nps = number(arg).filter(|&n| n > 0),
            "time" => {
                // Centiseconds; saturating, since `time 99999999999999999999` must not overflow.
                self.own_time = signed(arg).map(|cs| Duration::from_millis((cs.max(0) as u64).saturating_mul(10)))
            }
            "otim" => {}
            "usermove" => self.user_move(rest, rx, out),
            "?" => {
                if self.thinking() {
                    self.engine.stop();
                }
            }
            "ping" => {
                let pong = format!("pong {}", sanitize(rest));
                if self.thinking() {
                    self.deferred_pongs.push(pong);
                } else {
                    out.line(&pong);
                }
            }
            "draw" => {}
            "result" => {
                self.cancel_search(rx, out);
                self.force = true;
            }
            "setboard" => self.setboard(rest, rx, out),
            "undo" | "remove" => {
                self.cancel_search(rx, out);
                let plies = if cmd == "undo" { 1 } else { 2 };
                for _ in 0..plies {
                    if self.engine.game.undo()
                        && let Some(view) = self.view.as_mut()
                        && let Some(board) = view.history.pop()
                    {
                        view.board = board;
                    }
                }
                self.resume(out);
            }
            "hard" | "easy" => {}
            "post" => self.post = true,
            "nopost" => self.post = false,
            "analyze" => {
                self.cancel_search(rx, out);
                self.analyzing = true;
                self.resume(out);
            }
            "exit" => {
                self.cancel_search(rx, out);
                self.analyzing = false;
            }
            "." => {
                // stat01: time nodes ply mvleft mvtot mvname, live from the running search.
                if self.current.is_some() {
                    let p = self.engine.control.root_progress();
                    let cs = self.started.elapsed().as_millis() / 10;
                    let nodes = self.engine.control.nodes();
                    let left = p.moves.saturating_sub(p.move_number);
                    let name = self.engine.game.san(&p.current).unwrap_or(p.current);
                    out.line(format!("stat01: {cs} {nodes} {} {left} {} {name}", p.depth, p.moves).trim_end());
                }
            }
            "hint" => {
                if let Some(p) = &self.last_ponder {
                    out.line(&format!("Hint: {p}"));
                }
            }
            "bk" => {
                out.line(" Nereid has no opening book.");
                out.line("");
            }
            "memory" => {
                self.cancel_search(rx, out);
                if let Some(mb) = number(arg) {
                    self.engine.set_hash(mb as usize);
                }
            }
            "cores" => {
                if let Some(n) = number(arg) {
                    self.engine.options.threads = n.clamp(1, 256) as usize;
                }
            }
            "option" => self.option(rest, out),
            "exclude" | "include" => self.exclude(cmd == "exclude", rest, rx, out),
            "lift" => self.lift(arg, out),
            "quit" => {
                self.cancel_search(rx, out);
                return false;
            }
            _ => {
                // A bare move (protocol without usermove), else an unknown command.
                if self.engine.game.legal_moves().iter().any(|m| m.eq_ignore_ascii_case(cmd)) {
                    self.user_move(cmd, rx, out);
                } else {
                    out.line(&format!("Error (unknown command): {}", sanitize(cmd)));
                }
            }
        }
        true
    }

    fn level<W: Write>(&mut self, rest: &str, out: &mut Output<W>) {
        let mut it = rest.split_whitespace();
        let (mps, base, inc) = (it.next(), it.next(), it.next());
        let base = base.and_then(|b| match b.split_once(':') {
            Some((m, s)) => Some(number(Some(m))? as f64 * 60.0 + decimal(Some(s))?),
            None => Some(decimal(Some(b))? * 60.0),
        });
        match (number(mps), base, decimal(inc)) {
            (Some(mps), Some(base), Some(inc)) => {
                self.moves_per_session = mps.min(1000) as u32;
                self.base = Duration::from_secs_f64(base.clamp(0.0, 1e7));
                self.increment = Duration::from_secs_f64(inc.clamp(0.0, 1e5));
                self.fixed_time = None;
            }
            _ => out.line(&format!("Error (bad argument): level {}", sanitize(rest))),
        }
    }

    fn user_move<W: Write>(&mut self, text: &str, rx: &Receiver<Event>, out: &mut Output<W>) {
        let analyzing = matches!(self.current, Some((_, Purpose::Analyze)));
        if analyzing || self.thinking() {
            self.cancel_search(rx, out);
        }
        if self.invalid_position {
            out.line(&format!("Illegal move (no valid position): {}", sanitize(text)));
            return;
        }
        if let Some(view) = &self.view {
            let white = self.engine.game.side_to_move() == Color::White;
            let received = XbMove::parse(text);
            match received.and_then(|r| view.board.decode(&self.engine.game.xboard_moves(), white, &r)) {
                Some((token, applied)) => {
                    self.play_viewed(&token, &applied);
                    self.excluded.clear();
                }
                None => out.line(&format!("Illegal move: {}", sanitize(text))),
            }
            self.resume(out);
            return;
        }
        match self.engine.game.play(text) {
            Ok(_) => {
                self.excluded.clear();
                self.resume(out);
            }
            // cutechess's dummy move before a setboard when Black is to move (docs/protocols.md §5).
            Err(_) if text == "b2b3" && self.force => {}
            Err(e) => {
                out.line(&format!("Illegal move ({}): {}", sanitize(&e), sanitize(text)));
                self.resume(out);
            }
        }
    }

    fn setboard<W: Write>(&mut self, fen: &str, rx: &Receiver<Event>, out: &mut Output<W>) {
        self.cancel_search(rx, out);
        self.excluded.clear();
        // XBoard relays an opponent's pass as a setboard of the position after it.
        if !self.engine.game.try_pass(fen) && !self.new_game(Some(fen), out) {
            self.invalid_position = true;
            return;
        }
        self.resume(out);
    }

    fn option<W: Write>(&mut self, rest: &str, out: &mut Output<W>) {
        let (name, value) = rest.split_once('=').map_or((rest, ""), |(n, v)| (n.trim(), v.trim()));
        match name {
            "MultiPV" => self.engine.options.multipv = number(Some(value)).unwrap_or(1).clamp(1, 64) as usize,
            "Move Overhead" => {
                self.engine.options.move_overhead = Duration::from_millis(number(Some(value)).unwrap_or(30).min(5000))
            }
            "Allow RxK gating" => self.allow_rxk = value == "1" || value.eq_ignore_ascii_case("true"),
            "Clear Hash" => self.engine.clear_hash(),
            "Random Mover" => self.engine.options.random_mover = value == "1" || value.eq_ignore_ascii_case("true"),
            "Use NNUE" => {
                crate::variants::seirawan::nnue::set_enabled(value == "1" || value.eq_ignore_ascii_case("true"))
            }
            // XBoard run with `-rankOffset 1` (docs/protocols.md §4, §5).
            "Ranks from 0" => set_first_rank(u8::from(!(value == "1" || value.eq_ignore_ascii_case("true")))),
            _ => out.line(&format!("Error (unknown option): {}", sanitize(name))),
        }
    }

    fn exclude<W: Write>(&mut self, exclude: bool, rest: &str, rx: &Receiver<Event>, out: &mut Output<W>) {
        let legal = self.engine.game.legal_moves();
        if rest == "all" {
            self.excluded = if exclude { legal } else { Vec::new() };
        } else if let Some(m) = legal.iter().find(|m| m.eq_ignore_ascii_case(rest)) {
            if exclude {
                if !self.excluded.contains(m) {
                    self.excluded.push(m.clone());
                }
            } else {
                self.excluded.retain(|e| e != m);
            }
        } else {
            out.line(&format!("Error (illegal move): {}", sanitize(rest)));
            return;
        }
        if matches!(self.current, Some((_, Purpose::Analyze))) {
            self.cancel_search(rx, out);
            self.resume(out);
        }
    }

    /// `lift SQ`: highlight where the piece there may go, as a colour FEN. In an
    /// engine-defined variant (docs/protocols.md §4, §5) a two-leg move's first target is cyan:
    /// XBoard then reports `put` and `lift` on it and gets the second leg's targets; a target
    /// that needs a promotion letter is blue, and its `put` is answered with `choice`.
    fn lift<W: Write>(&mut self, square: Option<&str>, out: &mut Output<W>) {
        if self.view.is_some() {
            let Some(at) = square.and_then(XbSquare::parse) else { return };
            let sendable = self.sendable().unwrap_or_default();
            let Some(view) = self.view.as_mut() else { return };
            let marks = match (view.entering, view.put_on_kill.take()) {
                (Some((from, None)), Some(kill)) if kill == at => {
                    view.entering = Some((from, Some(kill)));
                    entry_marks(&sendable, from, Some(kill))
                }
                _ => {
                    view.entering = Some((at, None));
                    entry_marks(&sendable, at, None)
                }
            };
            out.line(&format!("highlight {}", view.board.highlight(&marks)));
            return;
        }
        let Some(sq) = square.filter(|s| s.len() == 2) else {
            return;
        };
        let targets: Vec<String> = self
            .engine
            .game
            .legal_moves()
            .into_iter()
            .filter(|m| m.starts_with(sq))
            .map(|m| m[2..4].to_string())
            .collect();
        let mut ranks = Vec::new();
        for rank in (1..=8).rev() {
            let mut row = String::new();
            let mut empty = 0;
            for file in b'a'..=b'h' {
                let name = format!("{}{rank}", file as char);
                if targets.contains(&name) {
                    if empty > 0 {
                        row.push_str(&empty.to_string());
                        empty = 0;
                    }
                    row.push('Y');
                } else {
                    empty += 1;
                }
            }
            if empty > 0 {
                row.push_str(&empty.to_string());
            }
            ranks.push(row);
        }
        out.line(&format!("highlight {}", ranks.join("/")));
    }
}

impl Xboard {
    /// `put SQ` while a person enters a move: on a cyan square, the second leg follows; on a
    /// blue square, the promotion letters (the engine's preference first).
    fn put<W: Write>(&mut self, square: Option<&str>, out: &mut Output<W>) {
        let Some(at) = square.and_then(XbSquare::parse) else { return };
        let sendable = self.sendable().unwrap_or_default();
        let Some(view) = self.view.as_mut() else { return };
        let Some((from, kill)) = view.entering else { return };
        match entry_marks(&sendable, from, kill).iter().find(|(s, _)| *s == at) {
            Some((_, 'C')) => view.put_on_kill = Some(at),
            Some((_, 'B')) => {
                let letters: String = sendable
                    .iter()
                    .filter(|(_, t)| t.from == from && t.kill == kill && t.to == at)
                    .filter_map(|(_, t)| t.suffix.map(|c| c.to_ascii_uppercase()))
                    .collect();
                out.line(&format!("choice {letters}"));
            }
            _ => view.entering = None,
        }
    }
}

/// The squares to mark for a move entered from `from` (after a first leg to `kill`): `C` a
/// first leg's target, `B` a target that needs a letter, `Y` any other target.
fn entry_marks(sendable: &[(String, XbMove)], from: XbSquare, kill: Option<XbSquare>) -> Vec<(XbSquare, char)> {
    let mut marks: Vec<(XbSquare, char)> = Vec::new();
    for (_, t) in sendable.iter().filter(|(_, t)| t.from == from) {
        let (square, mark) = match (kill, t.kill) {
            (None, Some(k)) => (k, 'C'),
            (None, None) => (t.to, if t.suffix.is_some() { 'B' } else { 'Y' }),
            (Some(k), Some(tk)) if k == tk => (t.to, if t.suffix.is_some() { 'B' } else { 'Y' }),
            _ => continue,
        };
        match marks.iter_mut().find(|(s, _)| *s == square) {
            // A first leg's target stays cyan (a second click there ends the move); a target
            // reached both with and without a letter is yellow (XBoard then sends no letter).
            Some((_, m)) if *m == 'C' || *m == mark => {}
            Some((_, m)) if mark == 'C' => *m = 'C',
            Some((_, m)) => *m = 'Y',
            None => marks.push((square, mark)),
        }
    }
    marks
}

impl Session for Xboard {
    fn command<W: Write>(&mut self, line: &str, rx: &Receiver<Event>, out: &mut Output<W>) -> bool {
        self.handle(line, rx, out)
    }
    fn info<W: Write>(&mut self, id: u64, info: Info, out: &mut Output<W>) {
        self.on_info(id, info, out);
    }
    fn done<W: Write>(&mut self, id: u64, done: Done, out: &mut Output<W>) {
        self.on_done(id, done, out);
    }
    /// End of input stops the work at once; a move being thought about is still sent.
    fn end_of_input<W: Write>(&mut self, rx: &Receiver<Event>, out: &mut Output<W>) {
        if !self.thinking() {
            return;
        }
        self.engine.stop();
        while let Ok(event) = rx.recv() {
            match event {
                Event::Done(id, done) => {
                    self.on_done(id, done, out);
                    return;
                }
                Event::Info(id, info) => self.on_info(id, info, out),
                _ => {}
            }
        }
    }
    fn backlog(&mut self) -> &mut VecDeque<Event> {
        &mut self.backlog
    }
    fn engine(&mut self) -> &mut Engine {
        &mut self.engine
    }
}

/// `ply score time nodes seldepth nps<TAB>pv`, times in centiseconds, mate as ±(100000+N),
/// kept under XBoard's 512-byte line limit.
fn thinking_line(info: &Info) -> String {
    let score = match shown(info.score) {
        Shown::Cp(cp) => cp,
        Shown::Mate(n) if n > 0 => 100_000 + n,
        Shown::Mate(n) => -100_000 + n,
    };
    let cs = info.elapsed.as_millis() / 10;
    let nps = info.nodes * 1000 / (info.elapsed.as_millis().max(1) as u64);
    let mut line = format!("{} {score} {cs} {} {} {nps}\t", info.depth, info.nodes, info.seldepth);
    for m in &info.pv {
        if line.len() + m.len() + 1 > 480 {
            break;
        }
        line.push_str(m);
        line.push(' ');
    }
    line.trim_end().to_string()
}

/// Echoed text must never carry the phrases XBoard takes for a start-up failure
/// ("not found", "No such file", ...) nor be long.
fn sanitize(text: &str) -> String {
    let short: String = text.chars().take(80).collect();
    let mut s = short.replace(['\r', '\n'], " ");
    for bad in ["unknown host", "No remote directory", "not found", "No such file", "can't alloc", "Permission denied"]
    {
        s = s.replace(bad, "?");
    }
    s
}
