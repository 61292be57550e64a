//! The protocols: UCI and XBoard/CECP v2 over stdin/stdout, chosen by the first command
//! (`uci`, or `xboard`/`protover`). One loop owns stdout and flushes every line; search
//! threads and the stdin reader talk to it through a channel.

pub mod engine;
pub mod hidden_game;
pub mod seat;
mod tokens;
pub mod uci;
pub mod xboard;
pub mod xboard_board;

use engine::{Done, Info, PerftProgress};
pub use engine::{Engine, Event};
use std::collections::VecDeque;
use std::io::{BufRead, Write};
use std::sync::mpsc::{self, Receiver, Sender};

/// Which protocol to speak.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Protocol {
    /// Universal Chess Interface.
    Uci,
    /// XBoard / CECP v2.
    Xboard,
}

/// The single writer of stdout: one line at a time, flushed.
pub struct Output<W: Write> {
    out: W,
}

impl<W: Write> Output<W> {
    /// Wraps a writer.
    pub fn new(out: W) -> Self {
        Output { out }
    }
    /// Writes one line and flushes it. A closed stdout is not worth dying for mid-game.
    pub fn line(&mut self, text: &str) {
        log::debug!("> {text}");
        let _ = writeln!(self.out, "{text}");
        let _ = self.out.flush();
    }
}

/// What a protocol session does with the events of the loop in [`serve`].
pub(crate) trait Session {
    /// Handles one input line; false means quit.
    fn command<W: Write>(&mut self, line: &str, rx: &Receiver<Event>, out: &mut Output<W>) -> bool;
    /// Progress of search `id`.
    fn info<W: Write>(&mut self, id: u64, info: Info, out: &mut Output<W>);
    /// Search `id` ended.
    fn done<W: Write>(&mut self, id: u64, done: Done, out: &mut Output<W>);
    /// Progress of perft job `id` (only sessions that start perft jobs get these).
    fn perft<W: Write>(&mut self, _id: u64, _progress: PerftProgress, _out: &mut Output<W>) {}
    /// Stdin closed: a running search may still report before the loop ends.
    fn end_of_input<W: Write>(&mut self, rx: &Receiver<Event>, out: &mut Output<W>);
    /// Events set aside while waiting for a search to end.
    fn backlog(&mut self) -> &mut VecDeque<Event>;
    /// The engine, to wait for its search at the end.
    fn engine(&mut self) -> &mut Engine;
}

/// The protocol loop: input lines and search events, one at a time, until `quit` or end of input.
pub(crate) fn serve<S: Session, W: Write>(
    mut session: S,
    first: Option<String>,
    rx: &Receiver<Event>,
    out: &mut Output<W>,
) {
    if let Some(line) = first
        && !session.command(&line, rx, out)
    {
        return;
    }
    loop {
        let event = match session.backlog().pop_front() {
            Some(e) => e,
            None => match rx.recv() {
                Ok(e) => e,
                Err(_) => break,
            },
        };
        match event {
            Event::Line(line) => {
                if !session.command(&line, rx, out) {
                    break;
                }
            }
            Event::Eof => {
                session.end_of_input(rx, out);
                break;
            }
            Event::Info(id, info) => session.info(id, info, out),
            Event::Done(id, done) => session.done(id, done, out),
            Event::Perft(id, progress) => session.perft(id, progress, out),
        }
    }
    session.engine().wait();
}

/// Starts the stdin reader thread; returns the loop's channel.
pub fn spawn_reader(input: impl BufRead + Send + 'static) -> (Sender<Event>, Receiver<Event>) {
    let (tx, rx) = mpsc::channel();
    let reader_tx = tx.clone();
    std::thread::Builder::new()
        .name("stdin".into())
        .spawn(move || {
            for line in input.lines() {
                // Invalid UTF-8 becomes an empty line rather than ending the session.
                let line = line.unwrap_or_default();
                if reader_tx.send(Event::Line(line)).is_err() {
                    return;
                }
            }
            let _ = reader_tx.send(Event::Eof);
        })
        .expect("spawn stdin reader");
    (tx, rx)
}

/// Runs a protocol session on stdin/stdout until `quit` or end of input.
pub fn run(forced: Option<Protocol>) {
    let stdin = std::io::stdin();
    let (tx, rx) = spawn_reader(std::io::BufReader::new(stdin));
    let mut out = Output::new(std::io::stdout().lock());
    let mut pending = None;
    let protocol = match forced {
        Some(p) => p,
        None => loop {
            // The first non-empty line decides; nothing is printed before it.
            match rx.recv() {
                Ok(Event::Line(line)) if line.trim().is_empty() => continue,
                Ok(Event::Line(line)) => {
                    let first = line.split_whitespace().next().unwrap_or("");
                    let p = if matches!(first, "xboard" | "protover") { Protocol::Xboard } else { Protocol::Uci };
                    pending = Some(line);
                    break p;
                }
                _ => return,
            }
        },
    };
    match protocol {
        Protocol::Uci => uci::Uci::new(tx).run(pending, &rx, &mut out),
        Protocol::Xboard => xboard::Xboard::new(tx).run(pending, &rx, &mut out),
    }
}
