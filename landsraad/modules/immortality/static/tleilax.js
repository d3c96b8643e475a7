// The Bene Tleilax board of Immortality (seed 003) as an SVG panel under the main board (the game
// page's hook `drawBeside`: static/js/parts.js), drawn from the game's layout data
// (/api/games/{id}/table: `T.immortality`, from modules/immortality/content/layout.yaml) and a seat's view
// (`V.immortality`, all face up): the research track's lattice with each player's Research token and
// the genetic markers' bands, the Tleilaxu track with the tokens and the setup spice, the Tleilaxu
// Row (Reclaimed Forces always there), each player's specimens and Family Atomics, the cards grafted
// this turn. No coordinate lives here: every rectangle comes from the layout.

import { $, el, svg, clear } from "/static/js/dom.js";
import { t, tf, tn } from "/static/js/i18n.js";
import { seatShape } from "/static/js/icons.js";
import { attachZoom, fitBox, glyphText } from "/static/js/cards.js";

/** A box of words inside the panel (HTML in a foreignObject): shrunk to fit, enlarged on pointing. */
function wordsBox(x, y, w, h, cls, text) {
  return svg("foreignObject", { x, y, width: w, height: h, class: "imm-fo" },
    el("div", { xmlns: "http://www.w3.org/1999/xhtml", class: `imm-words ${cls}` }, text));
}
/** A lattice node or a Tleilaxu card made clickable when the seat's decision offers `action`. */
function clickable(g, action, ctx, label) {
  if (!action || !ctx || !ctx.legal || !ctx.legal.has(action)) return g;
  g.classList.add("legal", "target");
  g.setAttribute("tabindex", "0");
  g.setAttribute("role", "button");
  g.setAttribute("aria-label", label);
  g.addEventListener("click", () => ctx.act(action));
  g.addEventListener("keydown", (ev) => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); ctx.act(action); } });
  return g;
}

const SPACE_FILL = "#e9e1cf", MARKER_FILL = "#7b4b8a", TRACK_FILL = "#d9cdb2", ZONE_FILL = "#f4efe4";

function tokens(seats, x, y, w, r) {
  // the seats' pieces side by side inside a space (at most six: they shrink to fit)
  const step = Math.min(2.2 * r, (w - 2 * r) / Math.max(1, seats.length - 1 || 1));
  return seats.map((seat, k) => svg("g", { transform: `translate(${x + r + 2 + k * step} ${y})`, class: "token" },
    svg("title", {}, `P${seat}`), seatShape(seat, r)));
}

/** The panel's section in the board's, after the main board's SVG (made once). */
function panelSection(board) {
  let sec = $("tleilax");
  if (!sec) {
    sec = el("section", { id: "tleilax", class: "tleilax", "aria-label": t("Bene Tleilax"), hidden: true },
      svg("svg", { id: "tleilax-svg", role: "group", preserveAspectRatio: "xMidYMid meet" }));
    board.querySelector("svg").after(sec);
  }
  return sec;
}

/** The game page's hook: the panel in the board's section, sized for the seat's decision. */
export function drawBeside(board, C, T, V, ctx) {
  const sec = panelSection(board);
  drawTleilax(sec, C, T, V, ctx);
  panelSize(board, sec, V, ctx);
}

// small under the main board, large while a decision of this seat names a research space or a
// Tleilaxu card, or while the reader has enlarged it
let big = false;
function panelSize(board, sec, V, ctx) {
  if (sec.hidden) return;
  const d = ctx.decision;
  const onPanel = !!(d && V.immortality && d.legal.some((a) => a.startsWith("research ") ||
    [...V.immortality.tleilaxu_row, V.immortality.row_card].some((c) => a === `acquire ${c}` || a === `acquire ${c} top`)));
  board.classList.toggle("tleilax-big", big || onPanel);
  let btn = $("tleilax-size");
  if (!btn) {
    btn = el("button", { type: "button", id: "tleilax-size", class: "tleilax-size", onclick: () => { big = !big; ctx.render(); } });
    sec.append(btn);
  }
  btn.hidden = onPanel;
  btn.textContent = big ? t("Smaller") : t("Larger");
  btn.title = big ? t("Make the Bene Tleilax board smaller") : t("Make the Bene Tleilax board larger");
}

/** Draw (or hide) the panel in `section` (an element holding one <svg>). `ctx`: {legal: Set of the seat's
 *  legal actions, act(action)}: the lattice's next spaces and the Tleilaxu Row's cards are clicked. */
function drawTleilax(section, C, T, V, ctx) {
  const imm = V && V.immortality, data = T && T.immortality;
  section.hidden = !(imm && data);
  if (section.hidden) return;
  const L = data.layout, root = clear(section.querySelector("svg"));
  root.setAttribute("viewBox", `0 0 ${L.board.w} ${L.board.h}`);
  root.setAttribute("aria-label", data.title);
  const sw = L.space_size.w, sh = L.space_size.h;
  // the genetic markers' bands
  for (const band of L.markers) {
    const m = data.markers.find((x) => x.marker === band.marker);
    root.append(svg("rect", { x: band.x, y: band.y, width: band.w, height: band.h, rx: 4, fill: MARKER_FILL, class: "marker" },
      svg("title", {}, m ? m.rule : "")));
    root.append(svg("text", { x: band.x + band.w / 2, y: band.y + band.h * 0.7, "text-anchor": "middle", fill: "#fff", "font-size": 12 },
      `✦${band.marker}`));
  }
  // the lattice: lines to the spaces each one leads to, then the spaces with their bonuses and tokens
  for (const [sid, sp] of Object.entries(data.research)) {
    const a = L.research[sid];
    for (const n of sp.next) {
      const b = L.research[n];
      root.append(svg("line", { x1: a.x + sw, y1: a.y + sh / 2, x2: b.x, y2: b.y + sh / 2, stroke: "#8a7a5c", "stroke-width": 1.5 }));
    }
  }
  const bySpace = {};
  // a seat without tokens of its own (six players' Commanders, 002 INMORTALIDAD: `tokenless`) draws none
  const own = (seat) => !(imm.tokenless || []).includes(seat);
  imm.research.forEach((sid, seat) => { if (own(seat)) (bySpace[sid] = bySpace[sid] || []).push(seat); });
  for (const [sid, sp] of Object.entries(data.research)) {
    const r = L.research[sid];
    const words = glyphText(sp.fx) || "—";
    const g = svg("g", { class: "research-space", "data-space": sid },
      svg("title", {}, tf("column {column}, row {row}: {bonus}", { column: sp.column, row: sp.row, bonus: words })),
      svg("rect", { x: r.x, y: r.y, width: sw, height: sh, rx: 4, fill: SPACE_FILL, stroke: "#6b5a44", class: "rs-bg" }),
      wordsBox(r.x, r.y, sw, sh - 9, "rs", words));
    g.append(...tokens(bySpace[sid] || [], r.x, r.y + sh - 8, sw, 5));
    clickable(g, `research ${sid}`, ctx, tf("Research: move your token here ({bonus})", { bonus: words }));
    root.append(g);
  }
  // the Tleilaxu track
  const tw = L.tleilaxu_size.w, th = L.tleilaxu_size.h;
  data.tleilaxu.forEach((sp, i) => {
    const r = L.tleilaxu[i];
    const seats = imm.tleilaxu.map((x, seat) => [x, seat]).filter(([x, seat]) => x === i && own(seat)).map(([, seat]) => seat);
    const words = i === 0 ? tf("start") : (glyphText(sp.fx) || "—");
    const spice = sp.setup_spice && imm.tleilaxu_spice ? ` +${imm.tleilaxu_spice}` : "";
    const setup = spice ? `; ${tf("{spice} spice placed at setup", { spice: imm.tleilaxu_spice })}` : "";
    const g = svg("g", { class: "tleilaxu-space", "data-index": String(i) },
      svg("title", {}, `${i}: ${words}${setup}`),
      svg("rect", { x: r.x, y: r.y, width: tw, height: th, rx: 4, fill: TRACK_FILL, stroke: "#6b5a44" }),
      wordsBox(r.x, r.y, tw, th - 10, "ts", `${i} ${words}${spice}`));
    g.append(...tokens(seats, r.x, r.y + th - 9, tw, 5));
    root.append(g);
  });
  // the Tleilaxu Row, and each player's specimens and Family Atomics
  const row = L.zones.tleilaxu_row, pz = L.zones.players;
  const name = (cid) => (C.cards[cid] ? C.cards[cid].name : cid);
  const rowLines = [...imm.tleilaxu_row.map((c) => `${name(c)} (${C.cards[c] ? C.cards[c].cost : "?"})`), name(imm.row_card)];
  root.append(svg("rect", { x: row.x, y: row.y, width: row.w, height: row.h, rx: 4, fill: ZONE_FILL, stroke: "#6b5a44" }));
  // the Row's cards in words, each a button when the seat may acquire it (its cost in specimens)
  const rowCards = [...imm.tleilaxu_row, imm.row_card];
  const rowBox = el("div", { xmlns: "http://www.w3.org/1999/xhtml", class: "imm-words tleilaxu-row" },
    el("b", {}, tf("Tleilaxu Row ({n} in the deck)", { n: imm.tleilaxu_deck_size })),
    rowLines.map((line, k) => {
      const cid = rowCards[k];
      const can = ctx && ctx.legal && ctx.legal.has(`acquire ${cid}`);
      return el("div", { class: `row-card${can ? " buyable" : ""}`, "data-card": cid, role: can ? "button" : null, tabindex: can ? "0" : null,
        title: can ? tf("Acquire {card}", { card: name(cid) }) : null,
        onclick: can ? () => ctx.act(`acquire ${cid}`) : null,
        onkeydown: can ? (ev) => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); ctx.act(`acquire ${cid}`); } } : null }, line);
    }),
    imm.grafted.length ? [el("b", {}, tf("Grafted:")), imm.grafted.map((c) => el("div", { class: "grafted" }, name(c)))] : null);
  root.append(svg("foreignObject", { x: row.x, y: row.y, width: row.w, height: row.h, class: "imm-fo" }, rowBox));
  root.append(svg("rect", { x: pz.x, y: pz.y, width: pz.w, height: pz.h, rx: 4, fill: ZONE_FILL, stroke: "#6b5a44" }));
  const step = pz.h / Math.max(1, V.players.length + 1);
  V.players.forEach((p, seat) => {
    const spec = ((p.zones || {}).specimens || []).length;
    const fa = imm.family_atomics.includes(seat) ? " ☢" : "";
    const y = pz.y + step * (seat + 1);
    root.append(svg("g", { transform: `translate(${pz.x + 10} ${y - 3})`, class: "token" }, seatShape(seat, 5)));
    root.append(svg("text", { x: pz.x + 20, y, "font-size": 9, class: "specimens", "data-seat": String(seat) },
      tn("{n} specimen", "{n} specimens", spec) + fa));
  });
  for (const box of root.querySelectorAll(".imm-words")) fitBox(box, `imm|${document.documentElement.lang}|${box.textContent}`, 3);
  for (const g of root.querySelectorAll(".research-space, .tleilaxu-space")) {
    const box = g.querySelector(".imm-words");
    attachZoom(g, () => { const big = box.cloneNode(true); big.removeAttribute("xmlns"); big.append(el("div", { class: "sp-why" }, g.querySelector("title").textContent)); return big; });
  }
}
