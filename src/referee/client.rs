//! Engine processes seen by the referee: a UCI or CECP client that starts the engine,
//! completes the handshake, sets the variant, and asks for moves under a clock. Every read
//! has a deadline, so a stalled or crashed engine is detected instead of hanging the match.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// Which protocol an engine speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proto {
    /// UCI.
    Uci,
    /// XBoard / CECP v2.
    Xboard,
}

/// How to start and configure one engine.
#[derive(Clone, Debug)]
pub struct EngineSpec {
    /// Display name.
    pub name: String,
    /// Program to run.
    pub cmd: String,
    /// Its arguments.
    pub args: Vec<String>,
    /// Working directory.
    pub dir: Option<String>,
    /// Protocol (None: detect).
    pub proto: Option<Proto>,
    /// Engine options to set (`option.Name=Value`).
    pub options: Vec<(String, String)>,
}

impl EngineSpec {
    /// The name an engine gets when none is given: its program's file name.
    pub fn default_name(cmd: &str) -> String {
        std::path::Path::new(cmd).file_name().map_or(cmd.to_string(), |n| n.to_string_lossy().into_owned())
    }
}

/// Why an engine stopped playing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The process exited or closed its output.
    Disconnected,
    /// No answer in time.
    Stalled,
}

/// What the engine answered when asked to move.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    /// A move in coordinate notation.
    Move(String),
    /// The engine resigned.
    Resign,
    /// The engine claimed a result (CECP `1-0 {...}` etc.) without moving.
    Claim(String),
}

/// Search limits sent with each move request.
#[derive(Clone, Debug, Default)]
pub struct MoveRequest {
    /// Own and opponent clock (None = no clock).
    pub clocks: Option<(Duration, Duration)>,
    /// Increments (own, opponent).
    pub increments: (Duration, Duration),
    /// Moves to the next time control.
    pub moves_to_go: Option<u32>,
    /// Fixed time per move.
    pub movetime: Option<Duration>,
    /// Depth limit.
    pub depth: Option<u32>,
    /// Node limit.
    pub nodes: Option<u64>,
    /// Whether the side to move is White.
    pub white: bool,
}

/// A running engine.
pub struct Client {
    /// How it was started.
    pub spec: EngineSpec,
    /// The protocol it speaks.
    pub proto: Proto,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// CECP features.
    setboard: bool,
    usermove: bool,
    ping: bool,
    /// CECP: whether the engine has been told `go` in this game.
    playing: bool,
    /// Last score the engine reported (centipawns, its side to move's view).
    pub last_score: Option<i32>,
    /// Depth of the last score reported while thinking about the current move.
    pub last_depth: Option<u32>,
    /// Everything the engine sent, for diagnostics.
    pub log: Vec<String>,
    /// Fallbacks of the last `bestmove ... alt ...`, last one first.
    alternatives: Vec<String>,
}

impl Client {
    /// Starts the engine and completes the handshake.
    pub fn start(spec: &EngineSpec) -> Result<Client, String> {
        let mut command = Command::new(&spec.cmd);
        command.args(&spec.args).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::null());
        if let Some(dir) = &spec.dir {
            command.current_dir(dir);
        }
        let mut child = command.spawn().map_err(|e| format!("cannot start {}: {e}", spec.cmd))?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut client = Client {
            spec: spec.clone(),
            proto: spec.proto.unwrap_or(Proto::Uci),
            child,
            stdin,
            lines: rx,
            setboard: false,
            usermove: false,
            ping: false,
            playing: false,
            last_score: None,
            last_depth: None,
            alternatives: Vec::new(),
            log: Vec::new(),
        };
        match spec.proto {
            Some(Proto::Uci) => client.uci_handshake()?,
            Some(Proto::Xboard) => client.xboard_handshake()?,
            None => {
                // Try UCI first; an engine that does not answer `uciok` is spoken to in CECP.
                client.send("uci");
                match client.wait_for(|l| l == "uciok", Duration::from_secs(5)) {
                    Ok(_) => client.proto = Proto::Uci,
                    Err(_) => {
                        client.proto = Proto::Xboard;
                        client.xboard_handshake()?;
                    }
                }
            }
        }
        for (name, value) in spec.options.clone() {
            match client.proto {
                Proto::Uci => client.send(&format!("setoption name {name} value {value}")),
                Proto::Xboard => client.send(&format!("option {name}={value}")),
            }
        }
        Ok(client)
    }

    /// Sends one line (a dead engine is noticed on the next read).
    pub fn send(&mut self, line: &str) {
        let _ = writeln!(self.stdin, "{line}");
        let _ = self.stdin.flush();
    }

    fn next_line(&mut self, deadline: Instant) -> Result<String, Failure> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(left) {
            Ok(line) => {
                if self.log.len() < 10_000 {
                    self.log.push(line.clone());
                }
                Ok(line)
            }
            Err(RecvTimeoutError::Timeout) => Err(Failure::Stalled),
            Err(RecvTimeoutError::Disconnected) => Err(Failure::Disconnected),
        }
    }

    fn wait_for(&mut self, done: impl Fn(&str) -> bool, timeout: Duration) -> Result<String, Failure> {
        let deadline = Instant::now() + timeout;
        loop {
            let line = self.next_line(deadline)?;
            if done(line.trim()) {
                return Ok(line);
            }
        }
    }

    fn uci_handshake(&mut self) -> Result<(), String> {
        self.send("uci");
        self.wait_for(|l| l == "uciok", Duration::from_secs(10))
            .map_err(|e| format!("{}: no uciok ({e:?})", self.spec.name))?;
        Ok(())
    }

    fn xboard_handshake(&mut self) -> Result<(), String> {
        self.send("xboard");
        self.send("protover 2");
        // Features until done=1; engines without any (protover 1) are given two seconds.
        let deadline = Instant::now() + Duration::from_secs(10);
        let mut waited_for_done = Instant::now() + Duration::from_secs(2);
        loop {
            let line = match self.next_line(deadline.min(waited_for_done)) {
                Ok(l) => l,
                Err(Failure::Stalled) => break,
                Err(Failure::Disconnected) => return Err(format!("{}: exited during the handshake", self.spec.name)),
            };
            let Some(features) = line.trim().strip_prefix("feature ") else { continue };
            let mut done = false;
            for (name, value) in parse_features(features) {
                match name.as_str() {
                    "setboard" => self.setboard = value == "1",
                    "usermove" => self.usermove = value == "1",
                    "ping" => self.ping = value == "1",
                    "done" if value == "0" => waited_for_done = deadline,
                    "done" => done = true,
                    _ => {}
                }
                let known = [
                    "setboard",
                    "usermove",
                    "ping",
                    "done",
                    "myname",
                    "variants",
                    "san",
                    "time",
                    "sigint",
                    "sigterm",
                    "reuse",
                    "colors",
                    "analyze",
                    "option",
                    "debug",
                    "memory",
                    "smp",
                    "draw",
                    "playother",
                    "name",
                    "nps",
                    "pause",
                    "ics",
                    "exclude",
                    "highlight",
                    "egt",
                ];
                let verdict = if known.contains(&name.as_str()) { "accepted" } else { "rejected" };
                self.send(&format!("{verdict} {name}"));
            }
            if done {
                break;
            }
        }
        Ok(())
    }

    /// Prepares a new game of `variant` from `fen` (None = the variant's start position).
    pub fn new_game(&mut self, variant: &str, fen: Option<&str>) -> Result<(), String> {
        self.last_score = None;
        match self.proto {
            Proto::Uci => {
                if variant != "chess" {
                    self.send(&format!("setoption name UCI_Variant value {variant}"));
                }
                self.send("ucinewgame");
                self.sync()
            }
            Proto::Xboard => {
                self.playing = false;
                self.send("new");
                if variant != "chess" {
                    self.send(&format!("variant {}", if variant == "chess960" { "fischerandom" } else { variant }));
                }
                self.send("force");
                self.send("post");
                self.send("easy");
                if let Some(fen) = fen {
                    if !self.setboard {
                        return Err(format!("{} cannot set up a position (no setboard)", self.spec.name));
                    }
                    self.send(&format!("setboard {fen}"));
                }
                self.sync()
            }
        }
    }

    /// Waits until the engine has processed everything sent so far.
    fn sync(&mut self) -> Result<(), String> {
        let timeout = Duration::from_secs(30);
        let result = match self.proto {
            Proto::Uci => {
                self.send("isready");
                self.wait_for(|l| l == "readyok", timeout)
            }
            Proto::Xboard if self.ping => {
                self.send("ping 7");
                self.wait_for(|l| l == "pong 7", timeout)
            }
            Proto::Xboard => Ok(String::new()),
        };
        result.map(|_| ()).map_err(|e| format!("{}: not ready ({e:?})", self.spec.name))
    }

    /// CECP: a move of the game told while the engine is in force mode.
    pub fn tell_move(&mut self, text: &str) {
        if self.proto == Proto::Xboard {
            let line = if self.usermove { format!("usermove {text}") } else { text.to_string() };
            self.send(&line);
        }
    }

    /// Whether this CECP engine is playing (moves are sent to it as they happen).
    pub fn is_playing(&self) -> bool {
        self.playing
    }

    /// Throws away lines left over from earlier requests (late claims, pongs, thinking).
    fn drain(&mut self) {
        while let Ok(line) = self.lines.try_recv() {
            if self.log.len() < 10_000 {
                self.log.push(line);
            }
        }
    }

    /// Asks for a move in the position given by `start_fen` + `moves` (the last of which,
    /// the opponent's, a playing CECP engine has not seen yet); waits until `deadline`.
    pub fn request_move(
        &mut self,
        start_fen: Option<&str>,
        moves: &[String],
        req: &MoveRequest,
        deadline: Instant,
    ) -> Result<Reply, Failure> {
        self.drain();
        self.last_depth = None;
        match self.proto {
            Proto::Uci => {
                let position = match start_fen {
                    Some(fen) => format!("position fen {fen}"),
                    None => "position startpos".to_string(),
                };
                let tail = if moves.is_empty() { String::new() } else { format!(" moves {}", moves.join(" ")) };
                self.send(&format!("{position}{tail}"));
                self.send(&format!("go{}", uci_limits(req)));
                self.await_bestmove(deadline)
            }
            Proto::Xboard => {
                // The time control first: `level` may reset the engine's clocks.
                if !self.playing {
                    self.send(&xboard_limits(req));
                }
                if let Some((own, opp)) = req.clocks {
                    self.send(&format!("time {}", own.as_millis() / 10));
                    self.send(&format!("otim {}", opp.as_millis() / 10));
                }
                if self.playing {
                    if let Some(last) = moves.last() {
                        let last = last.clone();
                        self.tell_move(&last);
                    }
                } else {
                    self.send("go");
                    self.playing = true;
                }
                loop {
                    let line = self.next_line(deadline)?;
                    let l = line.trim();
                    if let Some(m) = l.strip_prefix("move ") {
                        return Ok(Reply::Move(m.trim().to_string()));
                    }
                    if l == "resign" || l.contains("resign") && (l.starts_with("1-0") || l.starts_with("0-1")) {
                        return Ok(Reply::Resign);
                    }
                    if ["1-0", "0-1", "1/2-1/2"].iter().any(|r| l.starts_with(r)) {
                        return Ok(Reply::Claim(l.to_string()));
                    }
                    if l.starts_with(|c: char| c.is_ascii_digit()) {
                        self.note_xboard_score(l);
                    }
                }
            }
        }
    }

    /// UCI: waits for the next `bestmove`, noting scores on the way.
    fn await_bestmove(&mut self, deadline: Instant) -> Result<Reply, Failure> {
        loop {
            let line = self.next_line(deadline)?;
            let mut t = line.split_whitespace();
            match t.next() {
                Some("bestmove") => {
                    let best = t.next().unwrap_or("0000").to_string();
                    // Hidden mode: `bestmove X alt Y Z` lists fallbacks for a refusal.
                    let rest: Vec<&str> = t.collect();
                    self.alternatives = match rest.iter().position(|&w| w == "alt") {
                        Some(i) => {
                            rest[i + 1..].iter().take_while(|&&w| w != "ponder").map(|w| w.to_string()).collect()
                        }
                        None => Vec::new(),
                    };
                    self.alternatives.reverse();
                    return Ok(Reply::Move(best));
                }
                Some("info") => self.note_uci_score(&line),
                _ => {}
            }
        }
    }

    /// Hidden mode: the next fallback of the last `bestmove ... alt ...`, if any is left.
    pub fn next_alternative(&mut self) -> Option<String> {
        self.alternatives.pop()
    }

    /// Hidden mode (UCI): tells the engine its attempt `token` was refused and waits for its
    /// next `bestmove`.
    pub fn refuse(&mut self, token: &str, deadline: Instant) -> Result<Reply, Failure> {
        self.send(&format!("illegal {token}"));
        self.await_bestmove(deadline)
    }

    fn note_uci_score(&mut self, line: &str) {
        let t: Vec<&str> = line.split_whitespace().collect();
        if let Some(i) = t.iter().position(|&w| w == "score") {
            match (t.get(i + 1), t.get(i + 2).and_then(|v| v.parse::<i32>().ok())) {
                (Some(&"cp"), Some(v)) => self.last_score = Some(v),
                (Some(&"mate"), Some(v)) => self.last_score = Some(if v > 0 { 30000 - v } else { -30000 - v }),
                _ => return,
            }
            let depth = t.iter().position(|&w| w == "depth").and_then(|i| t.get(i + 1)?.parse().ok());
            self.last_depth = Some(depth.unwrap_or(0));
        }
    }

    fn note_xboard_score(&mut self, line: &str) {
        let mut t = line.split_whitespace();
        let depth = t.next().and_then(|d| d.parse().ok());
        if let Some(score) = t.next().and_then(|s| s.parse::<i32>().ok()) {
            self.last_score = Some(if score.abs() >= 100_000 { score.signum() * 30000 } else { score });
            self.last_depth = Some(depth.unwrap_or(0));
        }
    }

    /// Ends the game on the engine's side (CECP `result`, and force mode).
    pub fn game_over(&mut self, result: &str, reason: &str) {
        if self.proto == Proto::Xboard {
            self.send("force");
            self.send(&format!("result {result} {{{reason}}}"));
        } else {
            self.send("stop");
        }
    }

    /// Whether the process is still running.
    pub fn alive(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// Asks the engine to quit, then makes sure it is gone.
    pub fn quit(mut self) {
        self.send("quit");
        let deadline = Instant::now() + Duration::from_secs(2);
        while Instant::now() < deadline {
            if !self.alive() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        if self.alive() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

fn uci_limits(req: &MoveRequest) -> String {
    let mut s = String::new();
    if let Some((own, opp)) = req.clocks {
        let (w, b) = if req.white { (own, opp) } else { (opp, own) };
        let (wi, bi) = if req.white { req.increments } else { (req.increments.1, req.increments.0) };
        s.push_str(&format!(
            " wtime {} btime {} winc {} binc {}",
            w.as_millis(),
            b.as_millis(),
            wi.as_millis(),
            bi.as_millis()
        ));
        if let Some(m) = req.moves_to_go {
            s.push_str(&format!(" movestogo {m}"));
        }
    }
    if let Some(t) = req.movetime {
        s.push_str(&format!(" movetime {}", t.as_millis()));
    }
    if let Some(d) = req.depth {
        s.push_str(&format!(" depth {d}"));
    }
    if let Some(n) = req.nodes {
        s.push_str(&format!(" nodes {n}"));
    }
    if s.is_empty() {
        s.push_str(" infinite");
    }
    s
}

/// The CECP time-control command for `req`, sent before the first `go`.
fn xboard_limits(req: &MoveRequest) -> String {
    let mut lines = Vec::new();
    if let Some((own, _)) = req.clocks {
        let secs = own.as_secs_f64();
        let inc = req.increments.0.as_secs_f64();
        lines.push(format!(
            "level {} {}:{:02} {inc}",
            req.moves_to_go.unwrap_or(0),
            (secs / 60.0) as u64,
            (secs % 60.0).round() as u64
        ));
    }
    if let Some(t) = req.movetime {
        lines.push(format!("st {}", t.as_secs().max(1)));
    }
    if let Some(d) = req.depth {
        lines.push(format!("sd {d}"));
    }
    if let Some(n) = req.nodes {
        lines.push("st 1".into());
        lines.push(format!("nps {n}"));
    }
    lines.join("\n")
}

/// `name=value` pairs of a CECP feature line (values may be quoted).
pub fn parse_features(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = text.trim();
    while let Some(eq) = rest.find('=') {
        let name = rest[..eq].trim().to_string();
        rest = &rest[eq + 1..];
        let value;
        if let Some(stripped) = rest.strip_prefix('"') {
            let end = stripped.find('"').unwrap_or(stripped.len());
            value = stripped[..end].to_string();
            rest = stripped.get(end + 1..).unwrap_or("");
        } else {
            let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
            value = rest[..end].to_string();
            rest = &rest[end..];
        }
        out.push((name, value));
        rest = rest.trim_start();
    }
    out
}
