// The page: forms, the WebSocket to the server, clocks, move list and analysis. Moves are
// chosen among those the server offered (their two ends), never worked out here.
"use strict";

const App = (() => {
  const $ = (id) => document.getElementById(id);
  let ws = null;
  let state = null;
  let selected = null;
  let flipped = false;
  let lines = [];
  let tab = "play";
  let clockBase = null;

  function send(msg) {
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(msg));
  }
  function status(text) {
    $("status").textContent = text;
  }

  function connect() {
    const proto = location.protocol === "https:" ? "wss" : "ws";
    ws = new WebSocket(`${proto}://${location.host}/ws`);
    ws.onopen = () => status("connected");
    ws.onclose = () => {
      status("disconnected: reload the page");
      document.body.dataset.ready = "closed";
    };
    ws.onmessage = (e) => receive(JSON.parse(e.data));
  }

  function receive(msg) {
    switch (msg.type) {
      case "hello":
        fillVariants(msg.variants);
        fillFeeds(msg.feeds);
        document.body.dataset.ready = "yes";
        break;
      case "state":
        state = msg;
        selected = null;
        lines = [];
        flipped = msg.human === "black";
        clockBase = { at: performance.now(), clocks: msg.clocks };
        draw();
        break;
      case "info": {
        const before = JSON.stringify(lines.map((l) => l && l.arrow));
        lines[msg.line - 1] = msg;
        lines.length = Math.min(lines.length, state ? Math.max(state.lines, 1) : 1);
        if (!state || state.mode !== "analyse") break;
        // Redraw the board only when an arrow moved; otherwise just the lines.
        if (JSON.stringify(lines.map((l) => l && l.arrow)) !== before) draw();
        else drawAnalysis();
        break;
      }
      case "refused":
        status(`${msg.token} is refused: something you cannot see is in the way. Try another move.`);
        document.body.dataset.refused = msg.token;
        break;
      case "analysis-done":
        status("analysis finished");
        break;
      case "pgn":
        download(msg.text);
        break;
      case "error":
        status(msg.message);
        document.body.dataset.lastError = msg.message;
        break;
    }
  }

  function fillVariants(variants) {
    for (const select of document.querySelectorAll("select.variants")) {
      select.textContent = "";
      for (const v of variants) {
        // Hidden-mode Seachess is played against Nereid, never analysed: a position has secrets.
        if (v.name === "seachess-hidden" && select.form.id !== "play-form") continue;
        const o = document.createElement("option");
        o.value = v.name;
        o.textContent = v.name;
        o.title = v.description;
        select.appendChild(o);
      }
    }
  }

  function fillFeeds(feeds) {
    const list = $("feeds");
    list.textContent = "";
    if (feeds.length === 0) {
      const li = document.createElement("li");
      li.textContent = "No match is offered by this server.";
      list.appendChild(li);
    }
    feeds.forEach((name, i) => {
      const li = document.createElement("li");
      const b = document.createElement("button");
      b.textContent = name;
      b.onclick = () => send({ type: "watch", feed: i });
      li.appendChild(b);
      list.appendChild(li);
    });
  }

  // Moves that start at `from`.
  function movesFrom(from) {
    return state ? state.moves.filter((m) => m.from === from) : [];
  }

  function press(id) {
    if (!state) return;
    if (selected && selected !== id) {
      const choice = movesFrom(selected).filter((m) => m.to === id);
      if (choice.length > 0) {
        choose(choice);
        return;
      }
    }
    if (selected === id) {
      // A second press on the selected piece: moves that stay on their square.
      const stay = movesFrom(id).filter((m) => m.to === id);
      if (stay.length > 0) {
        choose(stay);
        return;
      }
      selected = null;
    } else {
      selected = movesFrom(id).length > 0 ? id : null;
    }
    draw();
  }

  function release(id) {
    if (selected && selected !== id) {
      const choice = movesFrom(selected).filter((m) => m.to === id);
      if (choice.length > 0) choose(choice);
    }
  }

  // One move: send it; several with the same two ends (promotion, gating, dive...): ask.
  function choose(moves) {
    selected = null;
    if (moves.length === 1) {
      send({ type: "move", token: moves[0].token });
      return;
    }
    const box = $("picker-moves");
    box.textContent = "";
    for (const m of moves) {
      const b = document.createElement("button");
      b.textContent = m.san;
      b.dataset.token = m.token;
      b.onclick = () => {
        $("picker").hidden = true;
        send({ type: "move", token: m.token });
      };
      box.appendChild(b);
    }
    $("picker").hidden = false;
  }

  function draw() {
    if (!state) return;
    const targets = new Set(selected ? movesFrom(selected).map((m) => m.to) : []);
    const last = state.ply > 0 && lastMove();
    const arrows = state.mode === "analyse" ? lines.filter(Boolean).map((l, i) => l.arrow && [...l.arrow, i === 0 ? 1 : 0.4]).filter(Boolean) : [];
    Board.render($("board"), state.picture, {
      variant: state.variant, flipped, selected, targets, last, arrows, onPress: press, onRelease: release,
    });
    drawPlayers();
    drawHistory();
    drawSpecials();
    drawLegend();
    $("notes").innerHTML = "";
    for (const n of state.picture.notes) {
      const p = document.createElement("div");
      p.textContent = n;
      $("notes").appendChild(p);
    }
    $("result").textContent = state.result ? `${state.result.score} — ${state.result.reason}` : (state.thinking ? "Nereid is thinking…" : "");
    $("fen").textContent = state.fen;
    $("analysis").classList.toggle("on", state.mode === "analyse");
    // Hidden mode has no takebacks: trying a move and taking it back would reveal secrets.
    $("takeback").disabled = state.mode === "watch" || state.variant === "seachess-hidden";
    $("resign").disabled = state.mode !== "play" || !!state.result;
    drawAnalysis();
    document.body.dataset.ply = state.ply;
    document.body.dataset.turn = state.turn;
    document.body.dataset.thinking = state.thinking ? "yes" : "no";
    status(`${state.variant} · ${state.mode}`);
  }

  // The two ends of the last move, as the server's tokens cannot be read here: the cells
  // whose contents changed are not known either, so the last move is highlighted by its
  // recorded ends when the server sent them.
  function lastMove() {
    return state.last_ends || null;
  }

  function drawPlayers() {
    const top = flipped ? 0 : 1, bottom = flipped ? 1 : 0;
    const names = state.players || ["White", "Black"];
    $("player-top").querySelector(".name").textContent = names[top];
    $("player-bottom").querySelector(".name").textContent = names[bottom];
    tickClocks();
  }

  function tickClocks() {
    const show = (el, color) => {
      if (!state || !state.clocks) {
        el.textContent = "";
        el.className = "clock";
        return;
      }
      let ms = state.clocks[color];
      const running = state.clocks.running === color;
      if (running) ms = Math.max(0, ms - (performance.now() - clockBase.at));
      const s = Math.ceil(ms / 1000);
      el.textContent = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
      el.className = "clock" + (running ? " running" : "") + (ms < 10000 ? " low" : "");
    };
    const top = flipped ? "white" : "black", bottom = flipped ? "black" : "white";
    show($("player-top").querySelector(".clock"), top);
    show($("player-bottom").querySelector(".clock"), bottom);
  }

  function drawHistory() {
    const ol = $("history");
    ol.textContent = "";
    let li = null;
    state.history.forEach((san, i) => {
      if (!li || i % 2 === 0) {
        li = document.createElement("li");
        ol.appendChild(li);
      }
      const s = document.createElement("span");
      s.textContent = san;
      s.dataset.ply = i + 1;
      if (i + 1 === state.ply) s.className = "current";
      s.onclick = () => send({ type: "goto", ply: i + 1 });
      li.appendChild(s);
    });
    ol.scrollTop = ol.scrollHeight;
  }

  // Moves with no place on the board (a pass) get buttons.
  function drawSpecials() {
    const box = $("specials");
    box.textContent = "";
    for (const m of state.moves.filter((m) => m.from === "")) {
      const b = document.createElement("button");
      b.textContent = m.san;
      b.onclick = () => send({ type: "move", token: m.token });
      box.appendChild(b);
    }
  }

  function drawLegend() {
    const box = $("legend");
    box.textContent = "";
    for (const [symbol, name] of state.legend) {
      const e = document.createElement("span");
      e.className = "entry";
      e.appendChild(Pieces.icon(state.variant, { color: "white", symbol, name, badge: "" }));
      e.appendChild(document.createTextNode(name));
      box.appendChild(e);
    }
  }

  function drawAnalysis() {
    const best = lines[0];
    const ol = $("pv-lines");
    ol.textContent = "";
    if (!best) {
      $("eval").textContent = "";
      for (const k of ["w", "d", "l"]) $("wdl").querySelector("." + k).style.flex = "0";
      return;
    }
    $("eval").textContent = `${scoreText(best)} · depth ${best.depth} · ${Math.round(best.nps / 1000)} kN/s`;
    const [w, d, l] = best.wdl;
    $("wdl").querySelector(".w").style.flex = String(w);
    $("wdl").querySelector(".d").style.flex = String(d);
    $("wdl").querySelector(".l").style.flex = String(l);
    $("wdl").title = `White wins ${w / 10}%, draws ${d / 10}%, loses ${l / 10}%`;
    for (const line of lines.filter(Boolean)) {
      const li = document.createElement("li");
      li.textContent = `${scoreText(line)}  ${line.pv.join(" ")}`;
      ol.appendChild(li);
    }
  }

  function scoreText(info) {
    if (info.mate !== null && info.mate !== undefined) return `#${info.mate}`;
    const p = info.cp / 100;
    return (p > 0 ? "+" : "") + p.toFixed(2);
  }

  function download(text) {
    const a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob([text], { type: "application/x-chess-pgn" }));
    a.download = `nereid-${state ? state.variant : "game"}.pgn`;
    a.click();
    document.body.dataset.pgn = text;
  }

  function showTab(name) {
    tab = name;
    for (const b of document.querySelectorAll(".tab")) b.classList.toggle("active", b.dataset.tab === name);
    for (const p of document.querySelectorAll(".pane")) p.classList.toggle("active", p.dataset.pane === name);
  }

  function wire() {
    for (const b of document.querySelectorAll(".tab")) b.onclick = () => showTab(b.dataset.tab);
    $("play-form").onsubmit = (e) => {
      e.preventDefault();
      const f = new FormData(e.target);
      const minutes = parseFloat(f.get("minutes"));
      send({
        type: "new", mode: "play", variant: f.get("variant"), side: f.get("side"),
        minutes: minutes > 0 ? minutes : null, increment: parseFloat(f.get("increment")) || 0,
        level: parseInt(f.get("level"), 10),
      });
    };
    $("analyse-form").onsubmit = (e) => {
      e.preventDefault();
      const f = new FormData(e.target);
      const fen = f.get("fen").trim();
      const moves = f.get("moves").trim();
      send({ type: "new", mode: "analyse", variant: f.get("variant"), fen: fen || null,
        moves: moves ? moves.split(/\s+/) : [] });
    };
    $("analyse-go").onclick = () => send({ type: "analyse", lines: parseInt($("lines").value, 10) });
    $("takeback").onclick = () => send({ type: "takeback" });
    $("resign").onclick = () => send({ type: "resign" });
    $("pgn").onclick = () => send({ type: "pgn" });
    $("flip").onclick = () => { flipped = !flipped; draw(); };
    $("first").onclick = () => state && send({ type: "goto", ply: 0 });
    $("prev").onclick = () => state && send({ type: "goto", ply: Math.max(0, state.ply - 1) });
    $("next").onclick = () => state && send({ type: "goto", ply: state.ply + 1 });
    $("last").onclick = () => state && send({ type: "goto", ply: state.history.length });
    $("picker-cancel").onclick = () => { $("picker").hidden = true; };
    setInterval(tickClocks, 250);
    showTab("play");
    connect();
  }

  wire();
  // Tests and the console may read what the board shows.
  return { send, state: () => state };
})();
