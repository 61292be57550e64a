// Draws any variant's picture (the engine's description of a position: panels of cells on
// a grid, pieces, marks, hands) as SVG. Nothing here knows a variant's rules: which cells
// are targets comes from the moves the engine offered.
"use strict";

const Board = (() => {
  const SVG = Pieces.SVG;
  const CELL = 100;
  const MARGIN = 28;

  function el(name, attrs, parent) {
    const e = document.createElementNS(SVG, name);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    if (parent) parent.appendChild(e);
    return e;
  }

  function fill(variant, shade, x, y) {
    const sea = variant.startsWith("seachess");
    if (shade === "haven") return "var(--haven)";
    if (shade === "light") return sea ? "var(--sea-light)" : "var(--light)";
    return sea ? "var(--sea-dark)" : "var(--dark)";
  }

  // Renders `picture` into `root`. `view`: {variant, flipped, selected, targets (Set of ids),
  // last ([from, to]), arrows ([[from, to, strength]]), onPress(id), onRelease(id)}.
  function render(root, picture, view) {
    root.textContent = "";
    const centres = new Map();
    const svgs = [];
    for (const panel of picture.panels) {
      const box = document.createElement("div");
      box.className = "panel";
      if (panel.title) {
        const h = document.createElement("h3");
        h.textContent = panel.title;
        box.appendChild(h);
      }
      const w = panel.width * CELL + MARGIN, h = panel.height * CELL + MARGIN;
      const svg = el("svg", { viewBox: `0 0 ${w} ${h}`, "data-panel": panel.title || "board" });
      const at = (x, y) => view.flipped
        ? [MARGIN + (panel.width - 1 - x) * CELL, y * CELL]
        : [MARGIN + x * CELL, (panel.height - 1 - y) * CELL];
      for (const cell of panel.cells) {
        const [px, py] = at(cell.x, cell.y);
        centres.set(cell.id, { svg, x: px + CELL / 2, y: py + CELL / 2 });
        const g = el("g", { class: "cell", "data-id": cell.id }, svg);
        el("rect", { x: px, y: py, width: CELL, height: CELL, fill: fill(view.variant, cell.shade) }, g);
        if (view.last && view.last.includes(cell.id)) {
          el("rect", { x: px, y: py, width: CELL, height: CELL, fill: "var(--last)" }, g);
        }
        if (view.selected === cell.id) {
          el("rect", { x: px, y: py, width: CELL, height: CELL, fill: "var(--select)" }, g);
        }
        for (const mark of cell.marks) drawMark(g, mark, px, py);
        if (cell.piece) g.appendChild(Pieces.draw(view.variant, cell.piece, px + 4, py + 4, CELL - 8));
        if (view.targets && view.targets.has(cell.id)) {
          if (cell.piece) {
            el("rect", { x: px + 3, y: py + 3, width: CELL - 6, height: CELL - 6, fill: "none",
              stroke: "var(--target)", "stroke-width": 6, rx: 12 }, g);
          } else {
            el("circle", { cx: px + CELL / 2, cy: py + CELL / 2, r: 14, fill: "var(--target)" }, g);
          }
        }
        const title = el("title", {}, g);
        title.textContent = cell.id;
      }
      // Coordinates: file letters below, rank numbers on the left.
      panel.files.forEach((f, x) => {
        const [px] = at(x, 0);
        const t = el("text", { x: px + CELL / 2, y: panel.height * CELL + 21, "text-anchor": "middle",
          "font-size": 20, fill: "#555" }, svg);
        t.textContent = f;
      });
      panel.ranks.forEach((r, y) => {
        const [, py] = at(0, y);
        const t = el("text", { x: MARGIN / 2, y: py + CELL / 2 + 7, "text-anchor": "middle", "font-size": 20,
          fill: "#555" }, svg);
        t.textContent = r;
      });
      box.appendChild(svg);
      root.appendChild(box);
      svgs.push(svg);
    }
    for (const [from, to, strength] of view.arrows || []) arrow(centres, from, to, strength);
    // Pointer handling: press selects, release over another cell moves (click or drag).
    for (const svg of svgs) {
      svg.addEventListener("pointerdown", (e) => {
        const id = idAt(e);
        if (id) view.onPress(id);
      });
      svg.addEventListener("pointerup", (e) => {
        const id = idAt(e);
        if (id) view.onRelease(id);
      });
    }
    root.appendChild(hands(picture, view));
  }

  function idAt(e) {
    const hit = document.elementFromPoint(e.clientX, e.clientY);
    const cell = hit && hit.closest && hit.closest("[data-id]");
    return cell ? cell.getAttribute("data-id") : null;
  }

  function drawMark(g, mark, px, py) {
    const white = mark.color === "white";
    if (mark.kind === "mine") {
      const cx = px + 22, cy = py + CELL - 22;
      el("circle", { cx, cy, r: 13, fill: white ? "#fff" : "#111", stroke: "#b3261e", "stroke-width": 4 }, g);
      for (let i = 0; i < 4; i++) {
        const a = (i * Math.PI) / 4;
        el("line", { x1: cx - 19 * Math.cos(a), y1: cy - 19 * Math.sin(a), x2: cx + 19 * Math.cos(a),
          y2: cy + 19 * Math.sin(a), stroke: "#b3261e", "stroke-width": 3 }, g);
      }
      el("title", {}, g).textContent = `${white ? "White" : "Black"} mine`;
    } else {
      // A submerged submarine: a dashed outline with its counter.
      const dash = mark.kind === "unknown-sub" ? "4 6" : "10 6";
      el("ellipse", { cx: px + CELL / 2, cy: py + CELL - 18, rx: 40, ry: 12, fill: white ? "rgba(255,255,255,0.6)"
        : "rgba(0,0,0,0.55)", stroke: "#123", "stroke-width": 3, "stroke-dasharray": dash }, g);
      const t = el("text", { x: px + CELL / 2, y: py + CELL - 11, "text-anchor": "middle", "font-size": 18,
        fill: white ? "#000" : "#fff" }, g);
      t.textContent = `sub ${mark.text}`.trim();
    }
  }

  function arrow(centres, from, to, strength) {
    const a = centres.get(from), b = centres.get(to);
    if (!a || !b || a.svg !== b.svg || from === to) return;
    const opacity = 0.35 + 0.45 * (strength || 1);
    const dx = b.x - a.x, dy = b.y - a.y, len = Math.hypot(dx, dy);
    const ux = dx / len, uy = dy / len, head = 34;
    const ex = b.x - ux * head, ey = b.y - uy * head;
    const g = el("g", { class: "arrow", "pointer-events": "none", opacity }, a.svg);
    el("line", { x1: a.x, y1: a.y, x2: ex, y2: ey, stroke: "#1f6fb2", "stroke-width": 16, "stroke-linecap": "round" }, g);
    el("polygon", { points: `${b.x},${b.y} ${ex - uy * 22},${ey + ux * 22} ${ex + uy * 22},${ey - ux * 22}`,
      fill: "#1f6fb2" }, g);
  }

  function hands(picture, view) {
    const box = document.createElement("div");
    box.className = "hands";
    for (const hand of picture.hands) {
      const h = document.createElement("div");
      h.className = "hand";
      const title = document.createElement("span");
      title.className = "title";
      title.textContent = hand.title;
      h.appendChild(title);
      if (hand.slots.length === 0) {
        const none = document.createElement("span");
        none.textContent = "empty";
        h.appendChild(none);
      }
      for (const slot of hand.slots) {
        const s = document.createElement("div");
        s.className = "slot" + (view.selected === slot.id ? " selected" : "");
        s.setAttribute("data-id", slot.id);
        s.title = `${slot.piece.name} x${slot.count}`;
        s.appendChild(Pieces.icon(view.variant, slot.piece));
        const c = document.createElement("span");
        c.className = "count";
        c.textContent = slot.count;
        s.appendChild(c);
        s.addEventListener("pointerdown", () => view.onPress(slot.id));
        h.appendChild(s);
      }
      box.appendChild(h);
    }
    return box;
  }

  return { render };
})();
