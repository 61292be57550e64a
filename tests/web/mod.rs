//! Helpers of the web board tests: a `nereid serve` process, a WebSocket client for its API,
//! and a headless Chromium driven over the DevTools protocol.

pub mod cdp;

use serde_json::Value;
use std::io::{BufRead, BufReader};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};

/// A running `nereid serve --port 0`, killed when dropped.
pub struct Server {
    child: Child,
    /// `http://127.0.0.1:PORT/`.
    pub url: String,
}

impl Server {
    /// Starts the server with these extra arguments and waits for its address.
    pub fn start(args: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_nereid"))
            .args(["serve", "--port", "0"])
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start nereid serve");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("stdout")).read_line(&mut line).expect("read address");
        let url =
            line.trim().strip_prefix("listening on ").unwrap_or_else(|| panic!("unexpected {line:?}")).to_string();
        Server { child, url }
    }

    /// A new WebSocket client (a browser tab), after the server's hello.
    pub fn client(&self) -> Client {
        let ws_url = format!("{}ws", self.url.replacen("http", "ws", 1));
        let (socket, _) = tungstenite::connect(ws_url).expect("connect");
        if let MaybeTlsStream::Plain(s) = socket.get_ref() {
            s.set_read_timeout(Some(Duration::from_millis(200))).expect("timeout");
        }
        let mut client = Client { socket };
        let hello = client.expect("hello", Duration::from_secs(10));
        assert!(hello["variants"].as_array().is_some_and(|v| v.len() == 10), "{hello}");
        client
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One tab's WebSocket.
pub struct Client {
    socket: WebSocket<MaybeTlsStream<TcpStream>>,
}

impl Client {
    /// Sends a JSON message.
    pub fn send(&mut self, value: Value) {
        self.send_text(&value.to_string());
    }
    /// Sends raw text.
    pub fn send_text(&mut self, text: &str) {
        self.socket.send(Message::text(text)).expect("send");
    }
    /// The next message of type `kind` within `limit` (others are skipped).
    pub fn expect(&mut self, kind: &str, limit: Duration) -> Value {
        let end = Instant::now() + limit;
        while Instant::now() < end {
            match self.socket.read() {
                Ok(Message::Text(t)) => {
                    let v: Value = serde_json::from_str(&t).expect("JSON from the server");
                    if v["type"] == kind {
                        return v;
                    }
                }
                Ok(_) => {}
                Err(tungstenite::Error::Io(e))
                    if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) => {}
                Err(e) => panic!("connection lost waiting for {kind}: {e}"),
            }
        }
        panic!("no {kind} message within {limit:?}");
    }
    /// The next state message for which `ok` holds.
    pub fn state_where(&mut self, limit: Duration, ok: impl Fn(&Value) -> bool) -> Value {
        let end = Instant::now() + limit;
        loop {
            let left = end.saturating_duration_since(Instant::now());
            let s = self.expect("state", left);
            if ok(&s) {
                return s;
            }
        }
    }
    /// Whether the server closed the connection (reading until it does, within `limit`).
    pub fn closed_within(&mut self, limit: Duration) -> bool {
        let end = Instant::now() + limit;
        while Instant::now() < end {
            match self.socket.read() {
                Ok(_) => {}
                Err(tungstenite::Error::Io(e))
                    if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) => {}
                Err(_) => return true,
            }
        }
        false
    }
}
