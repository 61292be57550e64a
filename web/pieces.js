// Nereid's piece symbols, drawn here as SVG in a 100x100 box: silhouettes for the chess
// pieces, and for every other kind a shape that tells the family (a hull for Seachess
// ships, a disc for Aquachess creatures, a hexagon for the Quake pieces, a shield for the
// S-Chess Hawk and Elephant) with the piece's letter on it. Every symbol carries its name
// as a tooltip, and the legend names them all.
"use strict";

const Pieces = (() => {
  const SVG = "http://www.w3.org/2000/svg";

  // Chess silhouettes (outline paths in a 100x100 box).
  const SHAPES = {
    P: "M50 18a13 13 0 0 1 9 22c9 5 13 14 13 24H28c0-10 4-19 13-24a13 13 0 0 1 9-22zM24 70h52l4 14H20z",
    R: "M24 16h10v9h9v-9h14v9h9v-9h10v20l-8 6v26l8 6v10H24V74l8-6V42l-8-6z",
    N: "M30 84c0-16 8-22 16-30-6 0-12 4-16 8l-8-8c4-14 14-30 34-36l4-6 6 8c10 8 14 22 14 40v24z",
    B: "M50 12a6 6 0 1 1 0 12 6 6 0 1 1 0-12zM50 24c12 10 18 20 18 30 0 8-6 12-10 14h-16c-4-2-10-6-10-14 0-10 6-20 18-30zM30 72h40l6 12H24z",
    Q: "M14 28l10 36h52l10-36-18 18-8-24-10 22-10-22-8 24zM24 68h52l4 16H20z",
    K: "M46 8h8v8h8v8h-8v8h-8v-8h-8v-8h8zM50 34c20 0 30 10 26 30H24c-4-20 6-30 26-30zM24 68h52l4 16H20z",
  };
  // Seachess letters on a hull; Aquachess on a disc; Quake on a hexagon; others on a shield.
  const HULL = "M10 46h80l-10 26H22zM34 30h32v16H34z";
  const DISC = "M50 12a38 38 0 1 1 0 76 38 38 0 1 1 0-76z";
  const HEX = "M50 10l35 20v40L50 90 15 70V30z";
  const SHIELD = "M18 14h64v30c0 22-14 36-32 44-18-8-32-22-32-44z";
  const CHESSLIKE = new Set(["chess", "chess960", "seirawan", "seirawan960", "underworld", "quakedf"]);

  function shapeOf(variant, symbol) {
    if (variant === "seachess" || variant === "seachess-hidden") return { path: HULL, letter: true };
    const chessy = CHESSLIKE.has(variant) || ((variant === "aquachess" || variant === "quake") && "KQP".includes(symbol));
    if (chessy && SHAPES[symbol]) return { path: SHAPES[symbol], letter: false };
    if (variant === "aquachess") return { path: DISC, letter: true };
    if (variant === "quake") return { path: HEX, letter: true };
    return { path: SHIELD, letter: true };
  }

  // Draws `piece` ({color, symbol, name, badge}) into an <svg> group at (x, y) with size s.
  function draw(variant, piece, x, y, s) {
    const g = document.createElementNS(SVG, "g");
    g.setAttribute("transform", `translate(${x} ${y}) scale(${s / 100})`);
    g.setAttribute("class", "piece");
    const title = document.createElementNS(SVG, "title");
    title.textContent = `${piece.color === "white" ? "White" : "Black"} ${piece.name}`;
    g.appendChild(title);
    const white = piece.color === "white";
    const { path, letter } = shapeOf(variant, piece.symbol);
    const body = document.createElementNS(SVG, "path");
    body.setAttribute("d", path);
    body.setAttribute("fill", white ? "#fbfbf6" : "#2b2b2b");
    body.setAttribute("stroke", white ? "#222" : "#000");
    body.setAttribute("stroke-width", "3");
    body.setAttribute("stroke-linejoin", "round");
    g.appendChild(body);
    if (letter) {
      const t = document.createElementNS(SVG, "text");
      t.setAttribute("x", "50");
      t.setAttribute("y", variant.startsWith("seachess") ? "66" : "63");
      t.setAttribute("text-anchor", "middle");
      t.setAttribute("font-size", variant.startsWith("seachess") ? "26" : "38");
      t.setAttribute("font-weight", "700");
      t.setAttribute("font-family", "system-ui, sans-serif");
      t.setAttribute("fill", white ? "#222" : "#f4f4f4");
      t.textContent = piece.symbol;
      g.appendChild(t);
    }
    if (piece.badge) {
      const t = document.createElementNS(SVG, "text");
      t.setAttribute("x", "96");
      t.setAttribute("y", "22");
      t.setAttribute("text-anchor", "end");
      t.setAttribute("font-size", "22");
      t.setAttribute("font-family", "system-ui, sans-serif");
      t.setAttribute("fill", "#b3261e");
      t.setAttribute("stroke", "#fff");
      t.setAttribute("stroke-width", "4");
      t.setAttribute("paint-order", "stroke");
      t.textContent = piece.badge;
      g.appendChild(t);
    }
    return g;
  }

  // A stand-alone <svg> of one piece (hands and the legend).
  function icon(variant, piece) {
    const svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("viewBox", "0 0 100 100");
    svg.appendChild(draw(variant, piece, 0, 0, 100));
    return svg;
  }

  return { draw, icon, SVG };
})();
