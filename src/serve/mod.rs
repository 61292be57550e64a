//! `nereid serve`: the web board. An HTTP server (axum on tokio) hands out one page, whose
//! files are compiled into the binary, and a WebSocket per browser tab over which the page
//! and a [`session::Session`] talk JSON (docs/web.md lists the messages).
//!
//! The tokio side only moves text: each WebSocket gets a session thread that owns an
//! [`Engine`](crate::protocol::Engine) and reads one channel of events (browser messages
//! and search reports), the same shape as the UCI and XBoard loops. The page draws what the
//! session describes ([`crate::core::picture`]) and sends back the moves it offered, so no
//! variant's rules live in the browser.

mod hidden;
mod messages;
mod session;
mod watch;

use crate::protocol::Event;
use axum::extract::State;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The most tabs served at once: each may run a search on one thread.
pub const MAX_SESSIONS: usize = 8;
/// The largest message a browser may send (a FEN with a long move list fits easily).
pub const MAX_MESSAGE: usize = 64 * 1024;

/// Where and what to serve.
#[derive(Clone, Debug)]
pub struct Config {
    /// Address to bind (127.0.0.1 unless asked otherwise).
    pub host: String,
    /// Port (0: any free port; the chosen one is printed).
    pub port: u16,
    /// Open the page in the desktop's browser once listening.
    pub open: bool,
    /// Live files of running `nereid match -live F` to offer under Watch.
    pub watch: Vec<PathBuf>,
}

struct Shared {
    sessions: AtomicUsize,
    watch: Vec<PathBuf>,
}

/// The page's files, compiled in.
const PAGE: &[(&str, &str, &str)] = &[
    ("/", "text/html; charset=utf-8", include_str!("../../web/index.html")),
    ("/board.js", "text/javascript; charset=utf-8", include_str!("../../web/board.js")),
    ("/pieces.js", "text/javascript; charset=utf-8", include_str!("../../web/pieces.js")),
    ("/app.js", "text/javascript; charset=utf-8", include_str!("../../web/app.js")),
    ("/style.css", "text/css; charset=utf-8", include_str!("../../web/style.css")),
];

/// Serves until the process is stopped. Prints `listening on http://ADDR/` to stdout first.
pub fn run(config: Config) -> Result<(), String> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the server: {e}"))?;
    runtime.block_on(async move {
        let addr: SocketAddr = format!("{}:{}", config.host, config.port)
            .parse()
            .or_else(|_| {
                std::net::ToSocketAddrs::to_socket_addrs(&(config.host.as_str(), config.port))
                    .ok()
                    .and_then(|mut a| a.next())
                    .ok_or(())
            })
            .map_err(|_| format!("bad host {:?}", config.host))?;
        let listener =
            tokio::net::TcpListener::bind(addr).await.map_err(|e| format!("cannot listen on {addr}: {e}"))?;
        let local = listener.local_addr().map_err(|e| e.to_string())?;
        let url = format!("http://{local}/");
        println!("listening on {url}");
        if config.open {
            open_browser(&url);
        }
        let shared = Arc::new(Shared { sessions: AtomicUsize::new(0), watch: config.watch });
        axum::serve(listener, router(shared)).await.map_err(|e| format!("server error: {e}"))
    })
}

fn router(shared: Arc<Shared>) -> Router {
    let mut app = Router::new();
    for &(path, kind, body) in PAGE {
        app = app.route(path, get(move || async move { ([(header::CONTENT_TYPE, kind)], body) }));
    }
    app.route("/ws", get(upgrade)).route("/api/variants", get(variants)).with_state(shared)
}

async fn variants() -> impl IntoResponse {
    Json(messages::variant_list())
}

async fn upgrade(ws: WebSocketUpgrade, State(shared): State<Arc<Shared>>) -> Response {
    // Count the tab before upgrading, so a crowd cannot slip past the limit.
    if shared.sessions.fetch_add(1, Ordering::SeqCst) >= MAX_SESSIONS {
        shared.sessions.fetch_sub(1, Ordering::SeqCst);
        return (StatusCode::SERVICE_UNAVAILABLE, "too many boards open on this server").into_response();
    }
    ws.max_message_size(MAX_MESSAGE).max_frame_size(MAX_MESSAGE).on_upgrade(move |socket| talk(socket, shared))
}

/// Carries one tab's messages between its WebSocket and its session thread.
async fn talk(mut socket: WebSocket, shared: Arc<Shared>) {
    let (to_session, events) = std::sync::mpsc::channel::<Event>();
    let (out, mut outbox) = tokio::sync::mpsc::unbounded_channel::<String>();
    let watch = shared.watch.clone();
    let searches = to_session.clone();
    let thread = std::thread::Builder::new()
        .name("board".into())
        .spawn(move || session::Session::new(out, searches, watch).run(&events));
    if thread.is_err() {
        shared.sessions.fetch_sub(1, Ordering::SeqCst);
        return;
    }
    loop {
        tokio::select! {
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Text(text))) => {
                    if to_session.send(Event::Line(text.to_string())).is_err() {
                        break;
                    }
                }
                Some(Ok(Message::Binary(_))) => {
                    let reply = messages::error("binary messages are not understood; send JSON text");
                    if socket.send(Message::Text(reply.into())).await.is_err() {
                        break;
                    }
                }
                Some(Ok(_)) => {}
                Some(Err(_)) | None => break,
            },
            outgoing = outbox.recv() => match outgoing {
                Some(text) => {
                    if socket.send(Message::Text(text.into())).await.is_err() {
                        break;
                    }
                }
                None => break,
            },
        }
    }
    let _ = to_session.send(Event::Eof);
    shared.sessions.fetch_sub(1, Ordering::SeqCst);
}

/// Asks the desktop to open `url`; a failure only costs the convenience.
fn open_browser(url: &str) {
    let opener = if cfg!(target_os = "macos") {
        "open"
    } else if cfg!(windows) {
        "explorer"
    } else {
        "xdg-open"
    };
    if let Err(e) = std::process::Command::new(opener).arg(url).spawn() {
        log::warn!("could not open a browser ({opener}): {e}; open {url} by hand");
    }
}
