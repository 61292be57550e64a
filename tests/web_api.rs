//! The web board's WebSocket API (`nereid serve`): every variant's start position is
//! described and played through; bad messages get error replies and leave the game as it
//! was; the limits hold; a running match can be followed live.

#[allow(dead_code)]
mod web;

use serde_json::{Value, json};
use std::time::Duration;
use web::Server;

const WAIT: Duration = Duration::from_secs(30);

fn ids(state: &Value) -> Vec<String> {
    let pic = &state["picture"];
    let cells = pic["panels"].as_array().unwrap().iter().flat_map(|p| p["cells"].as_array().unwrap().clone());
    let slots = pic["hands"].as_array().unwrap().iter().flat_map(|h| h["slots"].as_array().unwrap().clone());
    cells.chain(slots).map(|c| c["id"].as_str().unwrap().to_string()).collect()
}

#[test]
fn every_variant_is_described_and_playable() {
    let server = Server::start(&[]);
    let mut tab = server.client();
    let variants = [
        ("chess", 64, 20),
        ("chess960", 64, 0),
        ("seirawan", 64, 20),
        ("seirawan960", 64, 0),
        ("underworld", 128, 0),
        ("seachess", 128, 37),
        ("aquachess", 192, 0),
        ("quake", 46, 0),
        ("quakedf", 46, 0),
    ];
    for (variant, cells, moves) in variants {
        tab.send(json!({ "type": "new", "variant": variant, "mode": "analyse" }));
        let s = tab.expect("state", WAIT);
        assert_eq!(s["variant"], variant);
        let n: usize =
            s["picture"]["panels"].as_array().unwrap().iter().map(|p| p["cells"].as_array().unwrap().len()).sum();
        assert_eq!(n, cells, "{variant}: cells");
        let offered = s["moves"].as_array().unwrap();
        if moves > 0 {
            // Distinct tokens: S-Chess offers each move with and without its gates... at the
            // start no piece has moved, so the count is the chess one plus gatings.
            assert!(offered.len() >= moves, "{variant}: {} moves", offered.len());
        }
        assert!(!offered.is_empty(), "{variant}: no moves offered");
        assert!(!s["legend"].as_array().unwrap().is_empty(), "{variant}: legend");
        let ids = ids(&s);
        for m in offered {
            for end in ["from", "to"] {
                let id = m[end].as_str().unwrap();
                assert!(id.is_empty() || ids.iter().any(|i| i == id), "{variant}: {m} names no cell");
            }
        }
        // Play the first offered move; the position changes and the move is recorded.
        let token = offered[0]["token"].as_str().unwrap().to_string();
        tab.send(json!({ "type": "move", "token": token }));
        let after = tab.expect("state", WAIT);
        assert_eq!(after["ply"], 1, "{variant}");
        assert_eq!(after["tokens"][0], token.as_str(), "{variant}");
        assert_ne!(after["fen"], s["fen"], "{variant}");
        assert_eq!(after["history"].as_array().unwrap().len(), 1);
        assert!(after["last_ends"].is_array(), "{variant}: last move ends");
    }
}

#[test]
fn bad_messages_get_errors_and_the_game_stays() {
    let server = Server::start(&[]);
    let mut tab = server.client();
    tab.send(json!({ "type": "move", "token": "e2e4" }));
    assert!(tab.expect("error", WAIT)["message"].as_str().unwrap().contains("no game"));
    tab.send(json!({ "type": "new", "variant": "seirawan", "mode": "analyse", "moves": ["e2e4", "e7e5"] }));
    let s = tab.expect("state", WAIT);
    assert_eq!(s["ply"], 2);
    let bad: &[(&str, &str)] = &[
        ("not json", "bad message"),
        ("{}", "bad message"),
        (r#"{"type":"fly"}"#, "bad message"),
        (r#"{"type":"move"}"#, "bad message"),
        (r#"{"type":"move","token":"e2e5"}"#, "illegal"),
        (r#"{"type":"move","token":""}"#, "illegal"),
        (r#"{"type":"move","token":"e2e4","extra":1}"#, "bad message"),
        (r#"{"type":"new","variant":"nochess","mode":"play"}"#, "unknown variant"),
        (r#"{"type":"new","variant":"chess","mode":"dance"}"#, "mode"),
        (r#"{"type":"new","variant":"chess","mode":"play","level":9}"#, "level"),
        (r#"{"type":"new","variant":"chess","mode":"play","minutes":-1}"#, "minutes"),
        (r#"{"type":"new","variant":"chess","mode":"play","side":"green"}"#, "side"),
        (r#"{"type":"new","variant":"chess","mode":"analyse","fen":"8/8/8 w"}"#, ""),
        (r#"{"type":"new","variant":"chess","mode":"analyse","moves":["e2e4","e2e4"]}"#, "move 2"),
        (r#"{"type":"analyse","lines":99}"#, "lines"),
        (r#"{"type":"watch","feed":0}"#, "no such match"),
        (r#"{"type":"resign"}"#, "only a game against Nereid"),
        (r#"[1,2,3]"#, "bad message"),
        ("\u{0}\u{1}", "bad message"),
    ];
    for (text, why) in bad {
        tab.send_text(text);
        let e = tab.expect("error", WAIT);
        assert!(e["message"].as_str().unwrap().contains(why), "{text}: {e}");
    }
    // The game is as it was: the next move still goes to the same position.
    tab.send(json!({ "type": "move", "token": "g1f3" }));
    let s2 = tab.expect("state", WAIT);
    assert_eq!(s2["ply"], 3);
    assert_eq!(s2["tokens"], json!(["e2e4", "e7e5", "g1f3"]));
    // A message over the size limit ends the connection; the server keeps serving others.
    tab.send_text(&"x".repeat(100_000));
    assert!(tab.closed_within(Duration::from_secs(5)), "oversized message accepted");
    let mut other = server.client();
    other.send(json!({ "type": "new", "variant": "chess", "mode": "analyse" }));
    assert_eq!(other.expect("state", WAIT)["ply"], 0);
}

#[test]
fn nereid_answers_moves_and_the_game_can_be_taken_back_and_resigned() {
    let server = Server::start(&[]);
    let mut tab = server.client();
    tab.send(json!({ "type": "new", "variant": "seirawan", "mode": "play", "side": "black", "level": 2,
        "minutes": 1, "increment": 0.5 }));
    // Nereid plays White's first move on its own.
    let s = tab.state_where(WAIT, |s| s["ply"] == 1);
    assert_eq!(s["turn"], "black");
    assert_eq!(s["human"], "black");
    assert!(s["clocks"]["black"].as_u64().unwrap() > 50_000);
    assert_eq!(s["clocks"]["running"], "black");
    let token = s["moves"][0]["token"].as_str().unwrap().to_string();
    tab.send(json!({ "type": "move", "token": token }));
    let s = tab.state_where(WAIT, |s| s["ply"] == 3);
    assert_eq!(s["turn"], "black");
    // Not Nereid's move to make for it.
    tab.send(json!({ "type": "takeback" }));
    let s = tab.state_where(WAIT, |s| s["ply"] == 1);
    assert_eq!(s["turn"], "black");
    tab.send(json!({ "type": "pgn" }));
    let pgn = tab.expect("pgn", WAIT);
    assert!(pgn["text"].as_str().unwrap().contains("[Variant \"seirawan\"]"), "{pgn}");
    tab.send(json!({ "type": "resign" }));
    let s = tab.state_where(WAIT, |s| !s["result"].is_null());
    assert_eq!(s["result"]["score"], "1-0");
    assert!(s["moves"].as_array().unwrap().is_empty());
    tab.send(json!({ "type": "move", "token": token }));
    assert!(tab.expect("error", WAIT)["message"].as_str().unwrap().contains("over"));
}

#[test]
fn a_person_who_lets_the_clock_run_loses_on_time() {
    let server = Server::start(&[]);
    let mut tab = server.client();
    tab.send(json!({ "type": "new", "variant": "chess", "mode": "play", "side": "white", "minutes": 0.05 }));
    let s = tab.state_where(Duration::from_secs(20), |s| !s["result"].is_null());
    assert_eq!(s["result"]["score"], "0-1");
    assert_eq!(s["result"]["reason"], "White loses on time");
}

#[test]
fn analysis_reports_lines_with_scores_and_arrows() {
    let server = Server::start(&[]);
    let mut tab = server.client();
    tab.send(json!({ "type": "new", "variant": "seachess", "mode": "analyse" }));
    tab.expect("state", WAIT);
    tab.send(json!({ "type": "analyse", "lines": 2 }));
    let mut seen = [false; 2];
    while !(seen[0] && seen[1]) {
        let info = tab.expect("info", WAIT);
        let line = info["line"].as_u64().unwrap() as usize;
        seen[line - 1] = true;
        assert!(!info["pv"].as_array().unwrap().is_empty(), "{info}");
        assert!(info["arrow"].is_array(), "{info}");
        let wdl: u64 = info["wdl"].as_array().unwrap().iter().map(|v| v.as_u64().unwrap()).sum();
        assert_eq!(wdl, 1000);
    }
    tab.send(json!({ "type": "goto", "ply": 0 }));
    tab.expect("state", WAIT);
    tab.send(json!({ "type": "analyse", "lines": 0 }));
    tab.expect("state", WAIT);
}

#[test]
fn too_many_tabs_are_turned_away() {
    let server = Server::start(&[]);
    let tabs: Vec<_> = (0..8).map(|_| server.client()).collect();
    let ws_url = format!("{}ws", server.url.replacen("http", "ws", 1));
    let refused = tungstenite::connect(ws_url).expect_err("a ninth tab was served");
    assert!(refused.to_string().contains("503"), "{refused}");
    drop(tabs);
}

#[test]
fn a_running_match_can_be_followed() {
    let dir = std::env::temp_dir().join(format!("nereid-live-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let nereid = env!("CARGO_BIN_EXE_nereid");
    let mut feeds = Vec::new();
    // A hidden-mode match is watched as the truth: the spectator sees every move in full.
    for variant in ["seirawan", "seachess-hidden"] {
        let live = dir.join(format!("{variant}.jsonl"));
        let status = std::process::Command::new(nereid)
            .args(["match", "--variant", variant, "-engine", &format!("cmd={nereid}"), "name=A", "-engine"])
            .arg(format!("cmd={nereid}"))
            .args(["name=B", "-each", "nodes=300", "-games", "1", "-live"])
            .arg(&live)
            .stdout(std::process::Stdio::null())
            .status()
            .unwrap();
        assert!(status.success());
        feeds.push(live.to_str().unwrap().to_string());
    }
    let server = Server::start(&["--watch", &feeds[0], "--watch", &feeds[1]]);
    let mut tab = server.client();
    for (feed, variant) in ["seirawan", "seachess-hidden"].into_iter().enumerate() {
        tab.send(json!({ "type": "watch", "feed": feed }));
        let s = tab.state_where(WAIT, |s| s["variant"] == variant);
        assert_eq!(s["mode"], "watch");
        assert_eq!(s["players"], json!(["A", "B"]));
        assert!(!s["result"].is_null());
        assert!(s["ply"].as_u64().unwrap() > 4);
        assert!(s["moves"].as_array().unwrap().is_empty());
        let tokens = s["tokens"].as_array().unwrap();
        assert!(tokens.iter().all(|t| !t.as_str().unwrap().contains('?')), "{variant}: {tokens:?}");
    }
    tab.send(json!({ "type": "move", "token": "e2e4" }));
    assert!(tab.expect("error", WAIT)["message"].as_str().unwrap().contains("match"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Hidden-mode Seachess: the person sees only their view. Nereid's hidden plies reach the page
/// as public forms (`??`), no Black mine or submarine is ever drawn for White, there are no
/// takebacks or PGN while the game runs, and at its end the true game is revealed.
#[test]
fn hidden_mode_shows_the_person_only_their_view() {
    let server = Server::start(&[]);
    let mut tab = server.client();
    for (bad, why) in [
        (json!({ "type": "new", "variant": "seachess-hidden", "mode": "analyse" }), "against Nereid"),
        (json!({ "type": "new", "variant": "seachess-hidden", "mode": "play", "moves": ["c3c4"] }), "both sides know"),
    ] {
        tab.send(bad);
        assert!(tab.expect("error", WAIT)["message"].as_str().unwrap().contains(why));
    }
    tab.send(json!({ "type": "new", "variant": "seachess-hidden", "mode": "play", "side": "white", "level": 1 }));
    let mut s = tab.state_where(WAIT, |s| s["turn"] == "white");
    for round in 0..6 {
        assert_eq!(s["variant"], "seachess-hidden");
        let marks = s["picture"]["panels"][0]["cells"].as_array().unwrap().iter().flat_map(|c| {
            c["marks"].as_array().unwrap().iter().map(|m| m["color"].as_str().unwrap().to_string()).collect::<Vec<_>>()
        });
        assert!(marks.into_iter().all(|c| c == "white"), "round {round}: a Black secret is drawn");
        let fen = s["fen"].as_str().unwrap();
        let secrets = fen.split(' ').skip(6).collect::<Vec<_>>().join(" ");
        assert!(!secrets.chars().any(|c| c == 'm'), "round {round}: Black mines in the view {fen}");
        // The move list is what White was told: its own moves, Black's in public form.
        let told = s["tokens"].as_array().unwrap();
        assert_eq!(told.len() as u64, s["ply"].as_u64().unwrap());
        // Prefer a hidden move of White's own (a plant or a dive) now and then.
        let offered = s["moves"].as_array().unwrap();
        let pick = offered
            .iter()
            .find(|m| round % 2 == 1 && m["token"].as_str().unwrap().starts_with("M@"))
            .unwrap_or(&offered[round * 7 % offered.len()]);
        let ply = s["ply"].as_u64().unwrap();
        tab.send(json!({ "type": "move", "token": pick["token"] }));
        s = tab.state_where(WAIT, |s| {
            !s["result"].is_null() || (s["ply"].as_u64().unwrap() >= ply + 2 && s["turn"] == "white")
        });
        if !s["result"].is_null() {
            break;
        }
        let heard = s["tokens"][ply as usize + 1].as_str().unwrap();
        assert!(!heard.starts_with("M@"), "Black's mine plant told in full: {heard}");
    }
    tab.send(json!({ "type": "takeback" }));
    assert!(tab.expect("error", WAIT)["message"].as_str().unwrap().contains("no takebacks"));
    tab.send(json!({ "type": "pgn" }));
    assert!(tab.expect("error", WAIT)["message"].as_str().unwrap().contains("when it is over"));
    tab.send(json!({ "type": "resign" }));
    let end = tab.state_where(WAIT, |s| !s["result"].is_null());
    // The truth is revealed: true tokens (no `??`) and the whole game as PGN.
    assert!(end["tokens"].as_array().unwrap().iter().all(|t| !t.as_str().unwrap().contains('?')), "{end}");
    tab.send(json!({ "type": "pgn" }));
    let pgn = tab.expect("pgn", WAIT);
    assert!(pgn["text"].as_str().unwrap().contains("[Variant \"seachess-hidden\"]"), "{pgn}");
}
