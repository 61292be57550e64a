//! The web board in a real browser: headless Chromium (Debian's `chromium`) opens the page of
//! `nereid serve`, a person's clicks start a game of every variant and play moves, Nereid
//! answers, the board shows the new position, and a screenshot of each board is written to
//! `target/web-screenshots/` (README's pictures come from there). Also: the gating picker of
//! S-Chess, a drop from hand, analysis lines with arrows.
//!
//! Outside CI the test is skipped when Chromium is missing; in CI (`CI=true`) that fails.

#[allow(dead_code)]
mod web;

use std::path::PathBuf;
use std::time::Duration;
use web::Server;
use web::cdp::{Browser, CHROMIUM};

const WAIT: Duration = Duration::from_secs(40);

fn chromium() -> bool {
    if std::path::Path::new(CHROMIUM).exists() {
        return true;
    }
    assert!(std::env::var("CI").is_err(), "the browser test needs Debian's chromium (apt-get install -y chromium)");
    eprintln!("note: skipped: {CHROMIUM} is missing (apt-get install -y chromium)");
    false
}

fn shots() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/web-screenshots")
}

/// The page's state as the board shows it.
fn js_state(field: &str) -> String {
    format!("App.state() && App.state().{field}")
}

/// Starts a game of `variant` from the Play form by clicks, the person White, a weak
/// quick Nereid and no clocks.
fn start_game(b: &mut Browser, variant: &str) {
    b.click("#tab-play");
    b.eval(&format!(
        "(() => {{ const f = document.getElementById('play-form'); f.variant.value = {variant:?}; \
         f.minutes.value = 0; f.level.value = 2; f.side.value = 'white'; }})()"
    ));
    b.click("#start-play");
    b.wait_for(&format!("{} === {variant:?} && {} === 0", js_state("variant"), js_state("ply")), WAIT);
}

/// Clicks the first offered move whose two ends are cells and which is alone with those
/// ends; returns its destination.
fn click_a_move(b: &mut Browser, ply: u64) -> String {
    let pick = b.eval(
        "(() => { const s = App.state(); const cells = new Set(s.picture.panels.flatMap(p => p.cells.map(c => c.id))); \
         const alone = s.moves.filter(m => cells.has(m.from) && cells.has(m.to) && m.from !== m.to && \
           s.moves.filter(n => n.from === m.from && n.to === m.to).length === 1); \
         const m = alone[alone.length > 3 ? 3 : 0]; return [m.from, m.to, m.token]; })()",
    );
    let (from, to) = (pick[0].as_str().unwrap().to_string(), pick[1].as_str().unwrap().to_string());
    b.click(&format!("[data-id=\"{from}\"] rect"));
    b.wait_for(
        &format!("document.querySelector('[data-id=\"{to}\"] circle, [data-id=\"{to}\"] rect[stroke]') !== null"),
        WAIT,
    );
    b.click(&format!("[data-id=\"{to}\"] rect"));
    // The person's move is on the board, then Nereid's answer.
    b.wait_for(&format!("{} >= {}", js_state("ply"), ply + 1), WAIT);
    b.wait_for(&format!("{} >= {} && !App.state().thinking", js_state("ply"), ply + 2), WAIT);
    to
}

#[test]
fn every_variant_is_played_by_clicks_in_chromium() {
    if !chromium() {
        return;
    }
    let server = Server::start(&[]);
    let mut b = Browser::start("play");
    b.open(&server.url);
    b.wait_for("document.body.dataset.ready === 'yes'", WAIT);
    for variant in [
        "seirawan",
        "chess",
        "chess960",
        "seirawan960",
        "underworld",
        "seachess",
        "aquachess",
        "quake",
        "quakedf",
        "seachess-hidden",
    ] {
        eprintln!("{variant}");
        start_game(&mut b, variant);
        let cells = b.eval("document.querySelectorAll('#board [data-id]').length").as_u64().unwrap();
        assert!(cells >= 46, "{variant}: {cells} cells drawn");
        let legend = b.eval("document.querySelectorAll('#legend .entry').length").as_u64().unwrap();
        assert!(legend >= 5, "{variant}: legend of {legend}");
        let mut ply = 0;
        for _ in 0..2 {
            let before = b.eval(&js_state("fen"));
            let to = click_a_move(&mut b, ply);
            ply = b.eval(&js_state("ply")).as_u64().unwrap();
            assert_ne!(b.eval(&js_state("fen")), before, "{variant}: position unchanged");
            // The board drew the new position: the history lists the moves, the cell exists.
            let listed = b.eval("document.querySelectorAll('#history span').length").as_u64().unwrap();
            assert_eq!(listed, ply, "{variant}: move list");
            assert!(b.eval(&format!("document.querySelector('[data-id=\"{to}\"]') !== null")) == true);
        }
        b.screenshot(&shots().join(format!("{variant}.png")));
    }
}

#[test]
fn gating_picker_drops_and_analysis_in_chromium() {
    if !chromium() {
        return;
    }
    let server = Server::start(&[]);
    let mut b = Browser::start("special");
    b.open(&server.url);
    b.wait_for("document.body.dataset.ready === 'yes'", WAIT);

    // S-Chess: the knight's first move offers the gates; choosing the Hawk empties that slot.
    start_game(&mut b, "seirawan");
    b.click("[data-id=\"g1\"] rect");
    b.click("[data-id=\"f3\"] rect");
    b.wait_for("!document.getElementById('picker').hidden", WAIT);
    let choices = b.eval("[...document.querySelectorAll('#picker-moves button')].map(b => b.textContent)");
    assert_eq!(choices.as_array().unwrap().len(), 3, "{choices}");
    b.click("#picker-moves button[data-token=\"g1f3h\"]");
    b.wait_for(&format!("{} >= 1", js_state("ply")), WAIT);
    assert_eq!(b.eval("App.state().tokens[0]"), "g1f3h");
    b.wait_for("document.querySelector('.slot[data-id=\"hand-H\"]') === null", WAIT);
    b.wait_for(&format!("{} >= 2 && !App.state().thinking", js_state("ply")), WAIT);
    b.screenshot(&shots().join("seirawan-gated.png"));

    // Quake from a position with pieces in hand: the hand slot, then a cell, drops it.
    b.click("#tab-analyse");
    b.eval(
        "(() => { const f = document.getElementById('analyse-form'); f.variant.value = 'quakedf'; \
         f.fen.value = '3k3*/8/2p5/5P2/8/*3K3[NP] w 0 1'; f.moves.value = ''; })()",
    );
    b.click("#start-analyse");
    b.wait_for(&format!("{} === 'quakedf' && App.state().mode === 'analyse'", js_state("variant")), WAIT);
    let to = b.eval("App.state().moves.find(m => m.from === 'hand-w-N').to");
    let to = to.as_str().expect("a knight drop").to_string();
    b.click(".slot[data-id=\"hand-w-N\"]");
    b.wait_for(&format!("document.querySelector('[data-id=\"{to}\"] circle') !== null"), WAIT);
    b.click(&format!("[data-id=\"{to}\"] rect"));
    b.wait_for(&format!("{} === 1", js_state("ply")), WAIT);
    assert_eq!(b.eval("App.state().tokens[0]"), format!("N@{to}").as_str());
    // The knight left the hand: only the pawn is left in White's.
    b.wait_for("document.querySelector('.slot[data-id=\"hand-w-N\"]') === null", WAIT);
    b.screenshot(&shots().join("quakedf-drop.png"));

    // Analysis of the Seachess start: lines and an arrow on the board.
    b.eval(
        "(() => { const f = document.getElementById('analyse-form'); f.variant.value = 'seachess'; \
         f.fen.value = ''; f.moves.value = ''; })()",
    );
    b.click("#start-analyse");
    b.wait_for(&format!("{} === 'seachess' && App.state().mode === 'analyse'", js_state("variant")), WAIT);
    b.eval("document.getElementById('lines').value = '2'");
    b.click("#analyse-go");
    b.wait_for("document.querySelectorAll('#pv-lines li').length === 2", WAIT);
    b.wait_for("document.querySelector('#board .arrow') !== null", WAIT);
    b.screenshot(&shots().join("seachess-analysis.png"));
}
