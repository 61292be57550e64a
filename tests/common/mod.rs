//! Shared helpers for the protocol tests: the real `nereid` binary as a child process whose
//! stdout is read on a thread, so every wait has a timeout and no test can hang CI.

#![allow(dead_code)] // each test file uses a different subset

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The engine binary cargo built for these tests.
pub const BIN: &str = env!("CARGO_BIN_EXE_nereid");

/// A default wait for answers that need no search.
pub const QUICK: Duration = Duration::from_secs(10);
/// A default wait for a search with a small limit.
pub const SEARCH: Duration = Duration::from_secs(30);

/// Phrases XBoard takes for an engine start-up failure (docs/protocols.md §5).
pub const FATAL_PHRASES: [&str; 6] =
    ["unknown host", "No remote directory", "not found", "No such file", "can't alloc", "Permission denied"];

/// A running `nereid` process.
pub struct Nereid {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    stderr: Arc<Mutex<String>>,
    /// Every line the engine sent so far, in order.
    pub transcript: Vec<String>,
    /// Name for messages.
    pub label: String,
}

impl Nereid {
    /// Starts `nereid ARGS...`.
    pub fn spawn(args: &[&str]) -> Nereid {
        let mut child = Command::new(BIN)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn nereid");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            let mut buf = Vec::new();
            loop {
                buf.clear();
                match reader.read_until(b'\n', &mut buf) {
                    Ok(0) | Err(_) => return,
                    Ok(_) => {
                        let text = String::from_utf8_lossy(&buf);
                        let line = text.trim_end_matches(['\n', '\r']).to_string();
                        if tx.send(line).is_err() {
                            return;
                        }
                    }
                }
            }
        });
        let mut stderr_pipe = child.stderr.take().expect("stderr");
        let stderr = Arc::new(Mutex::new(String::new()));
        let sink = stderr.clone();
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = stderr_pipe.read(&mut buf) {
                if n == 0 {
                    break;
                }
                sink.lock().unwrap().push_str(&String::from_utf8_lossy(&buf[..n]));
            }
        });
        let stdin = child.stdin.take();
        Nereid { child, stdin, lines: rx, stderr, transcript: Vec::new(), label: format!("nereid {}", args.join(" ")) }
    }

    /// `nereid uci`, handshake done.
    pub fn uci() -> Nereid {
        let mut e = Nereid::spawn(&["uci"]);
        e.send("uci");
        e.expect_line("uciok", QUICK);
        e
    }

    /// `nereid xboard` after `xboard`/`protover 2` and the features.
    pub fn xboard() -> Nereid {
        let mut e = Nereid::spawn(&["xboard"]);
        e.send("xboard");
        e.send("protover 2");
        e.expect_line("feature done=1", QUICK);
        e
    }

    /// Sends one line.
    pub fn send(&mut self, line: &str) {
        self.send_bytes(format!("{line}\n").as_bytes());
    }

    /// Sends raw bytes (for fuzzing); a closed pipe is ignored here and caught by the caller's checks.
    pub fn send_bytes(&mut self, bytes: &[u8]) {
        if let Some(stdin) = self.stdin.as_mut() {
            let _ = stdin.write_all(bytes);
            let _ = stdin.flush();
        }
    }

    /// Closes the engine's stdin (an end of input).
    pub fn close_stdin(&mut self) {
        self.stdin.take();
    }

    /// The next line, if one comes within `timeout`.
    pub fn next_line(&mut self, timeout: Duration) -> Option<String> {
        match self.lines.recv_timeout(timeout) {
            Ok(line) => {
                self.transcript.push(line.clone());
                Some(line)
            }
            Err(RecvTimeoutError::Timeout) | Err(RecvTimeoutError::Disconnected) => None,
        }
    }

    /// Reads lines until one satisfies `pred`; returns every line read, the match last.
    /// Panics with the lines seen when nothing matches within `timeout`.
    pub fn expect(&mut self, what: &str, timeout: Duration, pred: impl Fn(&str) -> bool) -> Vec<String> {
        match self.wait_for(timeout, pred) {
            Ok(lines) => lines,
            Err(lines) => panic!(
                "{}: no line {what:?} within {timeout:?}; got:\n{}\nstderr:\n{}",
                self.label,
                lines.join("\n"),
                self.stderr()
            ),
        }
    }

    /// Like [`Nereid::expect`] but returns the lines seen as an error instead of panicking.
    pub fn wait_for(&mut self, timeout: Duration, pred: impl Fn(&str) -> bool) -> Result<Vec<String>, Vec<String>> {
        let deadline = Instant::now() + timeout;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.next_line(left) {
                Some(line) => {
                    let hit = pred(&line);
                    seen.push(line);
                    if hit {
                        return Ok(seen);
                    }
                }
                None => return Err(seen),
            }
        }
    }

    /// Reads until the exact line `line`.
    pub fn expect_line(&mut self, line: &str, timeout: Duration) -> Vec<String> {
        self.expect(line, timeout, |l| l == line)
    }

    /// Reads until a line starting with `prefix`; returns that line.
    pub fn expect_prefix(&mut self, prefix: &str, timeout: Duration) -> String {
        self.expect(prefix, timeout, |l| l.starts_with(prefix)).pop().unwrap()
    }

    /// Everything that arrives within `quiet` of the previous line (for "nothing else was said" checks).
    pub fn drain(&mut self, quiet: Duration) -> Vec<String> {
        let mut seen = Vec::new();
        while let Some(line) = self.next_line(quiet) {
            seen.push(line);
        }
        seen
    }

    /// UCI: `isready` and wait for `readyok`; returns the lines before it.
    pub fn sync_uci(&mut self) -> Vec<String> {
        self.send("isready");
        let mut lines = self.expect_line("readyok", QUICK);
        lines.pop();
        lines
    }

    /// CECP: `ping N` and wait for `pong N`; returns the lines before it.
    pub fn sync_xboard(&mut self, n: u32) -> Vec<String> {
        self.send(&format!("ping {n}"));
        let pong = format!("pong {n}");
        let mut lines = self.expect_line(&pong, SEARCH);
        lines.pop();
        lines
    }

    /// UCI: the legal moves of the current position, from `go perft 1`.
    pub fn perft1(&mut self) -> Vec<String> {
        self.send("go perft 1");
        let lines = self.expect("Nodes searched", QUICK, |l| l.starts_with("Nodes searched:"));
        let moves: Vec<String> = lines
            .iter()
            .filter_map(|l| l.split_once(": "))
            .filter(|(m, _)| !m.contains(' '))
            .map(|(m, _)| m.to_string())
            .collect();
        let total: usize = lines.last().unwrap().trim_start_matches("Nodes searched:").trim().parse().unwrap();
        assert_eq!(moves.len(), total, "go perft 1 rows vs total: {lines:?}");
        moves
    }

    /// UCI: runs `go ARGS` and returns (all lines, the bestmove, the ponder move).
    pub fn go(&mut self, args: &str, timeout: Duration) -> (Vec<String>, String, Option<String>) {
        self.send(&format!("go {args}"));
        let lines = self.expect("bestmove", timeout, |l| l.starts_with("bestmove"));
        let (best, ponder) = parse_bestmove(lines.last().unwrap());
        (lines, best, ponder)
    }

    /// The stderr text so far.
    pub fn stderr(&self) -> String {
        self.stderr.lock().unwrap().clone()
    }

    /// Sends `quit` and waits (bounded) for the process to end; kills it after `timeout`.
    pub fn quit(mut self, timeout: Duration) -> (Option<ExitStatus>, String) {
        self.send("quit");
        self.stdin.take();
        let status = self.wait_exit(timeout);
        // Give the stderr thread a moment to collect the last bytes.
        std::thread::sleep(Duration::from_millis(20));
        (status, self.stderr())
    }

    /// Waits up to `timeout` for the process to end; kills it after that.
    pub fn wait_exit(&mut self, timeout: Duration) -> Option<ExitStatus> {
        let deadline = Instant::now() + timeout;
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Some(status);
            }
            if Instant::now() >= deadline {
                let _ = self.child.kill();
                let _ = self.child.wait();
                return None;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// `quit` must end the process successfully and quietly within a few seconds.
    pub fn quit_cleanly(self) {
        let label = self.label.clone();
        let transcript = self.transcript.clone();
        let (status, stderr) = self.quit(QUICK);
        let status = status.unwrap_or_else(|| panic!("{label}: did not exit after quit"));
        assert!(status.success(), "{label}: exit status {status:?}; stderr:\n{stderr}");
        assert!(!stderr.contains("panicked"), "{label}: panic on stderr:\n{stderr}");
        for line in &transcript {
            assert!(!line.contains("panicked"), "{label}: panic text on stdout: {line}");
        }
    }
}

impl Drop for Nereid {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// `bestmove M [ponder P]` → (M, P).
pub fn parse_bestmove(line: &str) -> (String, Option<String>) {
    let t: Vec<&str> = line.split_whitespace().collect();
    assert!(t.len() >= 2 && t[0] == "bestmove", "not a bestmove line: {line:?}");
    let ponder = (t.get(2) == Some(&"ponder")).then(|| t.get(3).map(|s| s.to_string())).flatten();
    (t[1].to_string(), ponder)
}

/// A UCI referee: the legal moves after `position SETUP moves MOVES` in `variant`.
pub fn legal_moves(variant: &str, setup: &str, moves: &[String]) -> Vec<String> {
    let mut r = Nereid::uci();
    r.send(&format!("setoption name UCI_Variant value {variant}"));
    let cmd = if moves.is_empty() {
        format!("position {setup}")
    } else {
        format!("position {setup} moves {}", moves.join(" "))
    };
    r.send(&cmd);
    let errors: Vec<String> = r.sync_uci().into_iter().filter(|l| l.contains("error")).collect();
    assert!(errors.is_empty(), "referee refused {cmd:?}: {errors:?}");
    let legal = r.perft1();
    r.quit_cleanly();
    legal
}

/// Path of a file under tests/data.
pub fn data(path: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(path)
}

/// One of `starts` with one character replaced by or inserted from `alphabet`, or removed:
/// input for "a malformed position never panics the reader" properties.
pub fn mutated(starts: &'static [&'static str], alphabet: &str) -> impl proptest::strategy::Strategy<Value = String> {
    use proptest::prelude::*;
    use proptest::sample::Index;
    let alphabet: Vec<char> = alphabet.chars().collect();
    (0..starts.len(), any::<Index>(), proptest::sample::select(alphabet), 0..3u8).prop_map(move |(i, at, c, op)| {
        let mut chars: Vec<char> = starts[i].chars().collect();
        let k = at.index(chars.len());
        match op {
            0 => chars[k] = c,
            1 => chars.insert(k, c),
            _ => {
                chars.remove(k);
            }
        }
        chars.into_iter().collect()
    })
}
