//! UCI (docs/protocols.md §2): `uci`, `isready`, `setoption`, `ucinewgame`, `position`, `go`
//! with every limit, `stop`, `ponderhit`, `quit`, plus `go perft N` and `d`. Variants are
//! chosen with `UCI_Variant` (and `UCI_Chess960`); errors are reported as `info string`.

use super::engine::{Done, Info, PerftProgress, new_game};
use super::tokens::{number, signed};
use super::{Engine, Event, Output, Session};
use crate::search::{Bound, Clock, Limits, Shown, shown, wdl};
use crate::variants::Variant;
use std::collections::VecDeque;
use std::io::Write;
use std::sync::mpsc::{Receiver, Sender};
use std::time::{Duration, Instant};

/// A UCI session.
pub struct Uci {
    engine: Engine,
    events: Sender<Event>,
    backlog: VecDeque<Event>,
    /// `UCI_Variant` without the 960 switch.
    variant: Variant,
    chess960: bool,
    /// The running search, and whether its bestmove must wait for `stop`/`ponderhit`.
    current: Option<u64>,
    hold: bool,
    held: Option<Done>,
    /// The running `go perft` job.
    perft: Option<u64>,
    started: Instant,
    /// The arguments of the last `go`, repeated after a hidden-mode refusal.
    last_go: Vec<String>,
    show_wdl: bool,
}

const NAME: &str = concat!("Nereid ", env!("CARGO_PKG_VERSION"));
const VARIANTS: [&str; 8] =
    ["chess", "seirawan", "underworld", "seachess", "seachess-hidden", "aquachess", "quake", "quakedf"];

impl Uci {
    /// A session that sends search events to `events`.
    pub fn new(events: Sender<Event>) -> Self {
        Uci {
            engine: Engine::default(),
            events,
            backlog: VecDeque::new(),
            variant: Variant::Chess,
            chess960: false,
            current: None,
            hold: false,
            held: None,
            perft: None,
            started: Instant::now(),
            last_go: Vec::new(),
            show_wdl: true,
        }
    }

    /// Serves until `quit` or end of input.
    pub fn run<W: Write>(self, first: Option<String>, rx: &Receiver<Event>, out: &mut Output<W>) {
        super::serve(self, first, rx, out);
    }

    fn effective_variant(&self) -> Variant {
        match (self.variant, self.chess960) {
            (Variant::Chess | Variant::Chess960, false) => Variant::Chess,
            (Variant::Chess | Variant::Chess960, true) => Variant::Chess960,
            (Variant::Seirawan | Variant::Seirawan960, false) => Variant::Seirawan,
            (Variant::Seirawan | Variant::Seirawan960, true) => Variant::Seirawan960,
            (Variant::Underworld, _) => Variant::Underworld,
            (Variant::Seachess, _) => Variant::Seachess,
            (Variant::SeachessHidden, _) => Variant::SeachessHidden,
            (Variant::Aquachess, _) => Variant::Aquachess,
            (Variant::Quake, _) => Variant::Quake,
            (Variant::QuakeDf, _) => Variant::QuakeDf,
        }
    }

    /// Stops the running job: a search prints its bestmove, a perft its rows so far, before
    /// anything else happens.
    fn finish_search<W: Write>(&mut self, rx: &Receiver<Event>, out: &mut Output<W>) {
        self.finish_perft(rx, out);
        if self.current.is_none() {
            return;
        }
        self.hold = false;
        self.engine.stop();
        if let Some(done) = self.held.take() {
            self.current = None;
            out.line(&bestmove(&done));
            return;
        }
        self.wait_for_done(rx, out);
    }

    /// Stops the running perft job and relays its rows until it ends.
    fn finish_perft<W: Write>(&mut self, rx: &Receiver<Event>, out: &mut Output<W>) {
        if self.perft.is_none() {
            return;
        }
        self.engine.stop();
        while self.perft.is_some() {
            match rx.recv() {
                Ok(Event::Perft(i, progress)) => Session::perft(self, i, progress, out),
                Ok(Event::Info(..) | Event::Done(..)) => {}
                Ok(other) => self.backlog.push_back(other),
                Err(_) => return,
            }
        }
    }

    /// Relays the running search's progress until its bestmove is printed.
    fn wait_for_done<W: Write>(&mut self, rx: &Receiver<Event>, out: &mut Output<W>) {
        let Some(id) = self.current else { return };
        while let Ok(event) = rx.recv() {
            match event {
                Event::Done(i, done) if i == id => {
                    Session::done(self, i, done, out);
                    return;
                }
                Event::Info(i, info) if i == id => out.line(&self.info_line(&info)),
                Event::Info(..) | Event::Done(..) => {}
                other => self.backlog.push_back(other),
            }
        }
    }

    /// Handles one line; false means quit.
    fn handle<W: Write>(&mut self, line: &str, rx: &Receiver<Event>, out: &mut Output<W>) -> bool {
        let mut tokens = line.split_whitespace();
        let Some(cmd) = tokens.next() else {
            return true;
        };
        let rest: Vec<&str> = tokens.collect();
        match cmd {
            "uci" => self.identify(out),
            "isready" => out.line("readyok"),
            "debug" | "register" => {}
            "setoption" => {
                self.finish_search(rx, out);
                self.set_option(&rest, out)
            }
            "ucinewgame" => {
                self.finish_search(rx, out);
                self.engine.clear_hash();
            }
            "position" => {
                self.finish_search(rx, out);
                if let Err(e) = self.position(&rest) {
                    out.line(&format!("info string error: {e}"));
                }
            }
            "go" => {
                self.finish_search(rx, out);
                self.last_go = rest.iter().map(|s| s.to_string()).collect();
                self.go(&rest);
            }
            // Hidden mode: the referee refused the last bestmove; think again without it.
            "illegal" => {
                self.finish_search(rx, out);
                match rest.first() {
                    Some(token) if self.engine.game.refuse(token) => {
                        let args = self.last_go.clone();
                        self.go(&args.iter().map(String::as_str).collect::<Vec<_>>());
                    }
                    _ => out.line(&format!("info string error: cannot take the refusal {}", truncate(line))),
                }
            }
            "stop" => self.finish_search(rx, out),
            "ponderhit" => {
                self.engine.control.ponderhit(self.started.elapsed());
                self.hold = false;
                if let Some(done) = self.held.take() {
                    self.current = None;
                    out.line(&bestmove(&done));
                }
            }
            "d" => {
                for l in self.engine.game.diagram().lines() {
                    out.line(l);
                }
            }
            "eval" => match self.engine.game.eval_table() {
                Some(table) => table.lines().for_each(|l| out.line(l)),
                None => out.line("info string no evaluation table for this variant"),
            },
            "quit" => {
                self.engine.wait();
                return false;
            }
            _ => out.line(&format!("info string unknown command: {}", truncate(line))),
        }
        true
    }

    fn identify<W: Write>(&self, out: &mut Output<W>) {
        out.line(&format!("id name {NAME}"));
        out.line("id author the Nereid developers");
        out.line("option name Hash type spin default 16 min 1 max 65536");
        out.line("option name Threads type spin default 1 min 1 max 256");
        out.line("option name MultiPV type spin default 1 min 1 max 64");
        out.line("option name Ponder type check default false");
        out.line("option name Move Overhead type spin default 30 min 0 max 5000");
        out.line("option name Clear Hash type button");
        out.line("option name Random Mover type check default false");
        out.line("option name Use NNUE type check default false");
        out.line("option name Ignore Hidden type check default false");
        out.line("option name UCI_Chess960 type check default false");
        out.line(&format!(
            "option name UCI_Variant type combo default chess{}",
            VARIANTS.iter().map(|v| format!(" var {v}")).collect::<String>()
        ));
        out.line("option name UCI_AnalyseMode type check default false");
        out.line("option name UCI_ShowWDL type check default true");
        out.line("uciok");
    }

    fn set_option<W: Write>(&mut self, args: &[&str], out: &mut Output<W>) {
        // setoption name <words...> [value <words...>]
        let joined = args.join(" ");
        let Some(after_name) = joined.strip_prefix("name ").or_else(|| (joined == "name").then_some("")) else {
            out.line("info string error: expected setoption name <id> [value <x>]");
            return;
        };
        let (name, value) = match after_name.split_once(" value ") {
            Some((n, v)) => (n.trim(), v.trim()),
            None => (after_name.trim().trim_end_matches(" value").trim(), ""),
        };
        let truthy = value.eq_ignore_ascii_case("true");
        let spin = |v: &str| number(Some(v));
        match name.to_ascii_lowercase().as_str() {
            "hash" => match spin(value) {
                Some(n) => self.engine.set_hash(n as usize),
                None => out.line("info string error: Hash needs a number"),
            },
            "threads" => match spin(value) {
                Some(n) => self.engine.options.threads = n.clamp(1, 256) as usize,
                None => out.line("info string error: Threads needs a number"),
            },
            "multipv" => match spin(value) {
                Some(n) => self.engine.options.multipv = n.clamp(1, 64) as usize,
                None => out.line("info string error: MultiPV needs a number"),
            },
            "move overhead" => match spin(value) {
                Some(n) => self.engine.options.move_overhead = Duration::from_millis(n.min(5000)),
                None => out.line("info string error: Move Overhead needs a number"),
            },
            "clear hash" => self.engine.clear_hash(),
            "random mover" => self.engine.options.random_mover = truthy,
            "use nnue" => crate::variants::seirawan::nnue::set_enabled(truthy),
            "ignore hidden" => self.engine.options.ignore_hidden = truthy,
            "ponder" | "uci_analysemode" => {}
            "uci_showwdl" => self.show_wdl = truthy,
            "uci_chess960" => {
                self.chess960 = truthy;
                self.reset_game();
            }
            "uci_variant" => match value.to_ascii_lowercase().as_str() {
                "chess" | "standard" | "normal" => {
                    self.variant = Variant::Chess;
                    self.reset_game();
                }
                "seirawan" => {
                    self.variant = Variant::Seirawan;
                    self.reset_game();
                }
                "underworld" => {
                    self.variant = Variant::Underworld;
                    self.reset_game();
                }
                "seachess" => {
                    self.variant = Variant::Seachess;
                    self.reset_game();
                }
                "seachess-hidden" => {
                    self.variant = Variant::SeachessHidden;
                    self.reset_game();
                }
                "aquachess" => {
                    self.variant = Variant::Aquachess;
                    self.reset_game();
                }
                "quake" => {
                    self.variant = Variant::Quake;
                    self.reset_game();
                }
                "quakedf" => {
                    self.variant = Variant::QuakeDf;
                    self.reset_game();
                }
                other => out.line(&format!("info string error: unknown variant {}", truncate(other))),
            },
            _ => out.line(&format!("info string error: unknown option {}", truncate(name))),
        }
    }

    fn reset_game(&mut self) {
        if let Ok(game) = new_game(self.effective_variant(), None) {
            self.engine.game = game;
        }
    }

    fn position(&mut self, args: &[&str]) -> Result<(), String> {
        let moves_at = args.iter().position(|&t| t == "moves");
        let (setup, moves) = match moves_at {
            Some(i) => (&args[..i], &args[i + 1..]),
            None => (args, &[][..]),
        };
        let variant = self.effective_variant();
        let mut game = match setup.first() {
            Some(&"startpos") => new_game(variant, None)?,
            Some(&"fen") if setup.len() > 1 => new_game(variant, Some(&setup[1..].join(" ")))?,
            _ => return Err("expected position startpos|fen <fen> [moves ...]".into()),
        };
        for m in moves {
            game.play(m).map_err(|e| format!("move {}: {e}", truncate(m)))?;
        }
        self.engine.game = game;
        Ok(())
    }

    fn go(&mut self, args: &[&str]) {
        let mut limits = Limits::default();
        let mut ponder = false;
        let mut searchmoves = Vec::new();
        let (mut wtime, mut btime, mut winc, mut binc, mut movestogo) = (None, None, 0, 0, None);
        let ms = |t: Option<&str>| signed(t).map(|v| v.max(0) as u64);
        let mut i = 0;
        while i < args.len() {
            let next = args.get(i + 1).copied();
            match args[i] {
                "wtime" => wtime = ms(next),
                "btime" => btime = ms(next),
                "winc" => winc = ms(next).unwrap_or(0),
                "binc" => binc = ms(next).unwrap_or(0),
                "movestogo" => movestogo = number(next).map(|n| n.min(1000) as u32),
                "depth" => limits.depth = number(next).map(|n| n.min(1000) as u32),
                "nodes" => limits.nodes = number(next),
                "mate" => limits.mate = number(next).map(|n| n.min(1000) as u32),
                "movetime" => limits.movetime = ms(next).map(Duration::from_millis),
                "infinite" => {
                    limits.infinite = true;
                    i += 1;
                    continue;
                }
                "ponder" => {
                    ponder = true;
                    i += 1;
                    continue;
                }
                "perft" => {
                    // Counted on a thread: `stop`, `isready` and `quit` stay answered meanwhile.
                    let depth = number(next).unwrap_or(1).clamp(1, 64) as u32;
                    self.perft = Some(self.engine.start_perft(depth, self.events.clone()));
                    return;
                }
                "searchmoves" => {
                    let keywords = [
                        "wtime",
                        "btime",
                        "winc",
                        "binc",
                        "movestogo",
                        "depth",
                        "nodes",
                        "mate",
                        "movetime",
                        "infinite",
                        "ponder",
                    ];
                    let mut j = i + 1;
                    while j < args.len() && !keywords.contains(&args[j]) {
                        searchmoves.push(args[j].to_string());
                        j += 1;
                    }
                    i = j;
                    continue;
                }
                _ => {
                    i += 1;
                    continue;
                }
            }
            i += 2;
        }
        let white = self.engine.game.side_to_move().is_white();
        let (time, inc) = if white { (wtime, winc) } else { (btime, binc) };
        if let Some(t) = time {
            limits.clock = Some(Clock {
                time: Duration::from_millis(t),
                increment: Duration::from_millis(inc),
                moves_to_go: movestogo,
            });
        }
        let legal = self.engine.game.legal_moves();
        let root: Vec<String> = searchmoves.into_iter().filter_map(|m| canonical(&legal, &m)).collect();
        self.started = Instant::now();
        self.hold = limits.infinite || ponder;
        self.held = None;
        let id = self.engine.start(limits, ponder, root, self.events.clone());
        self.current = Some(id);
    }

    fn info_line(&self, info: &Info) -> String {
        let ms = info.elapsed.as_millis().max(1) as u64;
        let nps = info.nodes * 1000 / ms;
        let score = match shown(info.score) {
            Shown::Cp(cp) => format!("cp {cp}"),
            Shown::Mate(n) => format!("mate {n}"),
        };
        let bound = match info.bound {
            Bound::Exact => "",
            Bound::Lower => " lowerbound",
            Bound::Upper => " upperbound",
        };
        let wdl_text = if self.show_wdl {
            let (w, d, l) = wdl(info.score);
            format!(" wdl {w} {d} {l}")
        } else {
            String::new()
        };
        format!(
            "info depth {} seldepth {} multipv {} score {score}{bound}{wdl_text} nodes {} nps {nps} hashfull {} time {ms}{}",
            info.depth,
            info.seldepth,
            info.multipv,
            info.nodes,
            info.hashfull,
            // UCI's `pv` takes at least one move: a bound without a line gets no `pv` at all.
            if info.pv.is_empty() { String::new() } else { format!(" pv {}", info.pv.join(" ")) }
        )
    }
}

impl Session for Uci {
    fn command<W: Write>(&mut self, line: &str, rx: &Receiver<Event>, out: &mut Output<W>) -> bool {
        self.handle(line, rx, out)
    }
    fn info<W: Write>(&mut self, id: u64, info: Info, out: &mut Output<W>) {
        if Some(id) == self.current {
            out.line(&self.info_line(&info));
        }
    }
    fn done<W: Write>(&mut self, id: u64, done: Done, out: &mut Output<W>) {
        if Some(id) != self.current {
            return;
        }
        if self.hold {
            self.held = Some(done);
        } else {
            self.current = None;
            out.line(&bestmove(&done));
        }
    }
    /// A bounded search still finishes and reports (scripts pipe `position`/`go` and close
    /// stdin); an infinite one is stopped.
    /// End of input is `quit` (as in Stockfish): running work stops now, a search still
    /// prints its bestmove.
    fn end_of_input<W: Write>(&mut self, rx: &Receiver<Event>, out: &mut Output<W>) {
        self.finish_search(rx, out);
    }
    fn perft<W: Write>(&mut self, id: u64, progress: PerftProgress, out: &mut Output<W>) {
        if self.perft != Some(id) {
            return;
        }
        match progress {
            PerftProgress::Move(m, n) => out.line(&format!("{m}: {n}")),
            PerftProgress::Done(Some(total)) => {
                out.line("");
                out.line(&format!("Nodes searched: {total}"));
                self.perft = None;
            }
            PerftProgress::Done(None) => {
                out.line("info string perft stopped");
                self.perft = None;
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

/// The legal move's canonical text for a move token, exact or in another letter case.
fn canonical(legal: &[String], token: &str) -> Option<String> {
    legal.iter().find(|m| *m == token).or_else(|| legal.iter().find(|m| m.eq_ignore_ascii_case(token))).cloned()
}

fn bestmove(done: &Done) -> String {
    match (&done.best, &done.ponder) {
        (Some(b), Some(p)) => format!("bestmove {b} ponder {p}"),
        (Some(b), None) => format!("bestmove {b}"),
        (None, _) => "bestmove 0000".to_string(),
    }
}

/// Keeps echoed input short.
fn truncate(s: &str) -> &str {
    match s.char_indices().nth(80) {
        Some((i, _)) => &s[..i],
        None => s,
    }
}
