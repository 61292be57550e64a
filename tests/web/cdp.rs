//! A headless Chromium driven over the DevTools protocol (CDP): open a page, evaluate
//! JavaScript, click with the mouse at an element's centre, take screenshots.

use base64::Engine as _;
use serde_json::{Value, json};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};

/// Where Debian's package puts the browser.
pub const CHROMIUM: &str = "/usr/bin/chromium";

/// A browser with one page, closed when dropped.
pub struct Browser {
    child: Child,
    profile: PathBuf,
    page: WebSocket<MaybeTlsStream<TcpStream>>,
    next_id: u64,
}

impl Browser {
    /// Starts Chromium headless with a fresh profile (the flags keep it off the network).
    pub fn start(name: &str) -> Browser {
        let profile = std::env::temp_dir().join(format!("nereid-chromium-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&profile);
        std::fs::create_dir_all(&profile).expect("profile dir");
        // Its own process group, so that dropping the browser ends its helpers too.
        let child = Command::new(CHROMIUM)
            .process_group(0)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-dev-shm-usage",
                "--window-size=1500,1100",
                "--remote-debugging-port=0",
            ])
            .arg(format!("--user-data-dir={}", profile.display()))
            .arg("about:blank")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start chromium");
        let port = wait_for_port(&profile);
        let list = http_get(port, "/json/list");
        let targets: Value = serde_json::from_str(&list).expect("target list");
        let url = targets
            .as_array()
            .and_then(|a| a.iter().find(|t| t["type"] == "page"))
            .and_then(|t| t["webSocketDebuggerUrl"].as_str())
            .expect("a page target")
            .to_string();
        let (page, _) = tungstenite::connect(url).expect("connect to the page");
        // A browser that stops answering fails the test instead of hanging it.
        if let MaybeTlsStream::Plain(s) = page.get_ref() {
            s.set_read_timeout(Some(Duration::from_secs(60))).expect("read timeout");
        }
        let mut browser = Browser { child, profile, page, next_id: 0 };
        browser.call("Page.enable", json!({}));
        // A fixed page size, so that screenshots show the whole board.
        browser.call(
            "Emulation.setDeviceMetricsOverride",
            json!({ "width": 1500, "height": 1150, "deviceScaleFactor": 1, "mobile": false }),
        );
        browser
    }

    /// Sends a CDP command and returns its result.
    pub fn call(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        self.page
            .send(Message::text(json!({ "id": id, "method": method, "params": params }).to_string()))
            .expect("send");
        loop {
            match self.page.read().unwrap_or_else(|e| panic!("{method}: no answer from chromium: {e}")) {
                Message::Text(t) => {
                    let v: Value = serde_json::from_str(&t).expect("JSON");
                    if v["id"] == id {
                        assert!(v.get("error").is_none(), "{method}: {v}");
                        return v["result"].clone();
                    }
                }
                _ => continue,
            }
        }
    }

    /// Opens `url`.
    pub fn open(&mut self, url: &str) {
        self.call("Page.navigate", json!({ "url": url }));
    }

    /// Evaluates a JavaScript expression and returns its value.
    pub fn eval(&mut self, expression: &str) -> Value {
        let r = self.call("Runtime.evaluate", json!({ "expression": expression, "returnByValue": true }));
        assert!(r.get("exceptionDetails").is_none(), "{expression}: {r}");
        r["result"]["value"].clone()
    }

    /// Waits until `expression` is true.
    pub fn wait_for(&mut self, expression: &str, limit: Duration) {
        let end = Instant::now() + limit;
        while Instant::now() < end {
            // An expression that throws (the page still loading) is not true yet.
            let r = self.call("Runtime.evaluate", json!({ "expression": expression, "returnByValue": true }));
            if r.get("exceptionDetails").is_none() && r["result"]["value"] == Value::Bool(true) {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let status = self.eval("document.getElementById('status').textContent");
        panic!("waited {limit:?} for {expression} (status: {status})");
    }

    /// Clicks the first element matching `selector` with the mouse, at its centre.
    pub fn click(&mut self, selector: &str) {
        let at = self.eval(&format!(
            "(() => {{ const e = document.querySelector({selector:?}); if (!e) return null; \
             e.scrollIntoView({{block: 'center'}}); const r = e.getBoundingClientRect(); \
             return [r.x + r.width / 2, r.y + r.height / 2]; }})()"
        ));
        let (x, y) = (at[0].as_f64().unwrap_or_else(|| panic!("no element {selector}")), at[1].as_f64().unwrap_or(0.0));
        self.call("Input.dispatchMouseEvent", json!({ "type": "mouseMoved", "x": x, "y": y }));
        for kind in ["mousePressed", "mouseReleased"] {
            self.call(
                "Input.dispatchMouseEvent",
                json!({ "type": kind, "x": x, "y": y, "button": "left", "buttons": 1, "clickCount": 1 }),
            );
        }
    }

    /// Writes a PNG of the page to `path`.
    pub fn screenshot(&mut self, path: &Path) {
        self.eval("window.scrollTo(0, 0)");
        let r = self.call("Page.captureScreenshot", json!({ "format": "png", "captureBeyondViewport": false }));
        let png = base64::engine::general_purpose::STANDARD.decode(r["data"].as_str().expect("data")).expect("base64");
        assert!(png.starts_with(b"\x89PNG"), "not a PNG");
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).expect("screenshot dir");
        }
        std::fs::write(path, png).expect("write screenshot");
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        // `--` matters: procps' kill reads `-KILL -1234` as kill(-1), every process there is.
        let group = self.child.id();
        if group > 1 {
            let _ = Command::new("kill").args(["-s", "KILL", "--", &format!("-{group}")]).status();
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}

/// Chromium writes its DevTools port to the profile once it listens.
fn wait_for_port(profile: &Path) -> u16 {
    let file = profile.join("DevToolsActivePort");
    let end = Instant::now() + Duration::from_secs(30);
    while Instant::now() < end {
        if let Ok(text) = std::fs::read_to_string(&file)
            && let Some(port) = text.lines().next().and_then(|l| l.trim().parse().ok())
        {
            return port;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    panic!("chromium did not open its DevTools port");
}

fn http_get(port: u16, path: &str) -> String {
    let mut s = TcpStream::connect(("127.0.0.1", port)).expect("connect to DevTools");
    s.set_read_timeout(Some(Duration::from_secs(30))).expect("read timeout");
    // DevTools answers HTTP/1.0 with an empty reply, and keeps a 1.1 connection open: read
    // the headers, then as many bytes as Content-Length says.
    write!(s, "GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n").expect("request");
    let mut reader = std::io::BufReader::new(s);
    let mut length = 0;
    loop {
        let mut line = String::new();
        if std::io::BufRead::read_line(&mut reader, &mut line).expect("response header") == 0 {
            break;
        }
        if let Some((name, value)) = line.split_once(':')
            && name.eq_ignore_ascii_case("content-length")
        {
            length = value.trim().parse().expect("Content-Length");
        }
        if line == "\r\n" {
            break;
        }
    }
    let mut body = vec![0; length];
    reader.read_exact(&mut body).expect("response body");
    String::from_utf8_lossy(&body).into_owned()
}
