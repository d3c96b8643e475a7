// Our own icon set (no official art): SVG symbols on a 24x24 grid, injected once as a sprite so
// that the board (SVG) and the cards (HTML) draw the same icons with <use href="#i-NAME">.
// Player pieces: colour-blind-safe colours (Okabe & Ito's palette) AND a distinct shape per seat,
// so no information rests on colour alone.

import { el, svg } from "./dom.js";

const FAC = { emperor: "#6f4a94", guild: "#b8412f", bene_gesserit: "#4f5f70", fremen: "#1f6a9c",
  landsraad: "#2f7a34", city: "#8a3f99", spice_trade: "#c67a0a" };
export const FACTION_COLOR = FAC;
export const FACTION_NAME = { emperor: "Emperor", guild: "Spacing Guild", bene_gesserit: "Bene Gesserit", fremen: "Fremen",
  landsraad: "Landsraad", city: "City", spice_trade: "Spice Trade" };

/** The Factions of this game's board join the printed four: their names from the game's content
 * (`factions`, already in the reader's words) and their colours from its layout (an Influence
 * track's or an area's `color`: the six-player side's Great Houses and Fringe Worlds). */
export function setFactions(factions, layout) {
  for (const [id, name] of factions || []) if (!FACTION_NAME[id]) FACTION_NAME[id] = name;
  const L = layout || {};
  for (const [id, tr] of Object.entries((L.tracks && L.tracks.influence) || {})) if (tr.color) FAC[id] = tr.color;
  for (const a of L.areas || []) if (a.color && !FAC[a.id]) FAC[a.id] = a.color;
}

// Agent icons: a glyph in a disc of the area's colour
const disc = (c, inner) => `<circle cx="12" cy="12" r="11" fill="${c}"/><g fill="#fff" stroke="#fff">${inner}</g>`;
const SYMBOLS = {
  emperor: disc(FAC.emperor, '<path stroke="none" d="M5 16h14l1-8-4 3-4-6-4 6-4-3z"/>'),
  guild: disc(FAC.guild, '<circle cx="12" cy="12" r="5.5" fill="none" stroke-width="2"/><ellipse cx="12" cy="12" rx="9" ry="3" fill="none" stroke-width="1.4" transform="rotate(-25 12 12)"/>'),
  bene_gesserit: disc(FAC.bene_gesserit, '<path fill="none" stroke-width="1.8" d="M4 12c3-5 13-5 16 0-3 5-13 5-16 0z"/><circle cx="12" cy="12" r="2.6" stroke="none"/>'),
  fremen: disc(FAC.fremen, '<path stroke="none" d="M6 18c0-8 4-12 11-13-4 3-6 7-5 13z"/>'),
  landsraad: disc(FAC.landsraad, '<path stroke="none" d="M5 9l7-4 7 4zM6 10h2v6H6zm5 0h2v6h-2zm5 0h2v6h-2zM5 17h14v2H5z"/>'),
  city: disc(FAC.city, '<path stroke="none" d="M5 19V10l4-3v4l3-3 3 3V6h4v13z"/>'),
  spice_trade: disc(FAC.spice_trade, '<path fill="none" stroke-width="2" d="M3 14c3-3 6-3 9 0s6 3 9 0M3 9c3-3 6-3 9 0s6 3 9 0"/>'),
  // resources and gains
  solari: '<circle cx="12" cy="12" r="10" fill="#d9ad2b" stroke="#8a6a0c" stroke-width="1.5"/><circle cx="12" cy="12" r="6" fill="none" stroke="#8a6a0c" stroke-width="1.3"/><circle cx="12" cy="12" r="2" fill="#8a6a0c"/>',
  spice: '<path d="M12 2l8.7 5v10L12 22l-8.7-5V7z" fill="#e07b1a" stroke="#8f4505" stroke-width="1.4"/><path d="M8 12h8M12 8v8" stroke="#fff3da" stroke-width="1.6"/>',
  water: '<path d="M12 2c4 6 7 9.5 7 13a7 7 0 0 1-14 0c0-3.5 3-7 7-13z" fill="#3d8fd6" stroke="#17558c" stroke-width="1.4"/><path d="M9 15a3 3 0 0 0 3 3" fill="none" stroke="#dff0ff" stroke-width="1.5"/>',
  troop: '<path d="M12 3l8 4v10l-8 4-8-4V7z" fill="#9b2b22" stroke="#4d120d" stroke-width="1.3"/><path d="M4 7l8 4 8-4M12 11v10" fill="none" stroke="#4d120d" stroke-width="1.3"/>',
  card: '<rect x="5" y="2.5" width="14" height="19" rx="2" fill="#fbf5e6" stroke="#5a4630" stroke-width="1.6"/><path d="M8 7h8M8 10h8M8 13h5" stroke="#a08b6a" stroke-width="1.3"/>',
  intrigue: '<rect x="5" y="2.5" width="14" height="19" rx="2" fill="#3c2c5e" stroke="#1c1230" stroke-width="1.4"/><path d="M8 12c2-3 6-3 8 0-2 3-6 3-8 0z" fill="#e9ddff"/><circle cx="12" cy="12" r="1.4" fill="#3c2c5e"/>',
  persuasion: '<path d="M12 2l8 10-8 10-8-10z" fill="#6c4bb5" stroke="#2e1b5e" stroke-width="1.4"/><path d="M12 5v14M6.5 12h11" stroke="#cbb8ff" stroke-width="1"/>',
  sword: '<path d="M18.5 3.5l2 2L9 17l-2-2z" fill="#cfd5dc" stroke="#39414a" stroke-width="1.2"/><path d="M5 14l5 5M4 20l3-3" stroke="#39414a" stroke-width="2.2"/>',
  vp: '<path d="M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7z" fill="#f2c230" stroke="#7d5a00" stroke-width="1.3"/>',
  influence: '<path d="M12 3l8 9h-5v9H9v-9H4z" fill="currentColor" stroke="#1d1d1d" stroke-width="1.1"/>',
  alliance: '<path d="M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z" fill="currentColor" stroke="#1d1d1d" stroke-width="1.3"/><path d="M8 11l3 3 5-6" fill="none" stroke="#fff" stroke-width="2"/>',
  combat: '<path d="M4 4l16 16M20 4L4 20" stroke="#8a1c10" stroke-width="3" stroke-linecap="round"/><path d="M3 7l4-4M17 3l4 4M3 17l4 4M21 17l-4 4" stroke="#3a2a20" stroke-width="2"/>',
  mentat: '<circle cx="12" cy="9" r="5.5" fill="#3f6e5b" stroke="#1b3a2e" stroke-width="1.3"/><path d="M4 22c0-5 3.5-7 8-7s8 2 8 7z" fill="#3f6e5b" stroke="#1b3a2e" stroke-width="1.3"/><path d="M9.5 9h5" stroke="#fff" stroke-width="1.5"/>',
  council: '<path d="M6 21V9a6 6 0 0 1 12 0v12z" fill="#7b5a2e" stroke="#3b2a12" stroke-width="1.3"/><path d="M4 15h16v3H4z" fill="#b38a4a" stroke="#3b2a12" stroke-width="1.1"/>',
  agent: '<circle cx="12" cy="7" r="4.5" fill="#5a4630"/><path d="M5 22l2-10h10l2 10z" fill="#5a4630"/>',
  trash: '<path d="M6 7h12l-1 14H7z" fill="#6d6d6d" stroke="#2a2a2a" stroke-width="1.2"/><path d="M4 6h16M9 4h6" stroke="#2a2a2a" stroke-width="1.8"/>',
  flag: '<path d="M6 2v20" stroke="#2a2a2a" stroke-width="2"/><path d="M7 3h12l-3 4 3 4H7z" fill="currentColor" stroke="#2a2a2a" stroke-width="1"/>',
  once: '<circle cx="12" cy="12" r="10" fill="#fff" stroke="#5a4630" stroke-width="1.5"/><text x="12" y="16.5" text-anchor="middle" font-size="12" font-weight="bold" fill="#5a4630">1×</text>',
  voice: '<path d="M4 9h4l5-4v14l-5-4H4z" fill="#4f5f70"/><path d="M16 8a5 5 0 0 1 0 8M18 5a9 9 0 0 1 0 14" fill="none" stroke="#4f5f70" stroke-width="1.8"/>',
  lock: '<rect x="5" y="10" width="14" height="11" rx="2" fill="#6d6d6d"/><path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="#6d6d6d" stroke-width="2.2"/>',
};

const symbols = (map) => Object.entries(map).map(([k, v]) => `<symbol id="i-${k}" viewBox="0 0 24 24">${v}</symbol>`).join("");

export function injectSprite() {
  if (document.getElementById("icon-sprite")) return;
  const holder = document.createElement("div");
  holder.innerHTML = `<svg id="icon-sprite" xmlns="http://www.w3.org/2000/svg" style="position:absolute;width:0;height:0;overflow:hidden" aria-hidden="true"><defs>${
    symbols(SYMBOLS)
  }</defs></svg>`;
  document.body.prepend(holder.firstChild);
}

/** The icons of a module's pieces (its browser part's ICONS, parts.js), joining the sprite. */
export function addIcons(map) {
  const fresh = Object.fromEntries(Object.entries(map).filter(([k]) => !hasIcon(k)));
  Object.assign(SYMBOLS, fresh);
  const defs = document.querySelector("#icon-sprite defs");
  if (!defs) return;  // injectSprite puts them in with the others
  const holder = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  holder.innerHTML = symbols(fresh);
  defs.append(...holder.childNodes);
}

export const hasIcon = (name) => Object.prototype.hasOwnProperty.call(SYMBOLS, name);

/** An inline icon for HTML: <svg class="ic"><use href="#i-name"/></svg> with a text alternative. */
export function icon(name, label, cls) {
  return svg("svg", { class: `ic ${cls || ""}`, viewBox: "0 0 24 24", role: label ? "img" : null,
    "aria-label": label || null, "aria-hidden": label ? null : "true" },
  label ? svg("title", {}, label) : null, svg("use", { href: `#i-${name}` }));
}

/** An icon inside an SVG drawing, at (x, y) with size s. */
export function svgIcon(name, x, y, s, extra) {
  return svg("use", { href: `#i-${name}`, x, y, width: s, height: s, ...(extra || {}) });
}

// ---- players: colour + shape ------------------------------------------------------------------
export const SEAT_COLOR = ["#D55E00", "#0072B2", "#009E73", "#E69F00", "#CC79A7", "#56B4E9"];
export const SEAT_SHAPE = ["circle", "square", "triangle", "diamond", "pentagon", "hexagon"];

function poly(n, r, rot) {
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = rot + (i * 2 * Math.PI) / n;
    pts.push(`${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(" ");
}

/** A player's piece centred on (0,0) with radius r: the seat's colour and its own shape. */
export function seatShape(seat, r, extra) {
  const a = { fill: SEAT_COLOR[seat % 6], stroke: "#1b1b1b", "stroke-width": Math.max(1, r / 6), class: `piece s${seat}`, ...(extra || {}) };
  switch (SEAT_SHAPE[seat % 6]) {
    case "circle": return svg("circle", { r, ...a });
    case "square": return svg("rect", { x: -r * 0.85, y: -r * 0.85, width: r * 1.7, height: r * 1.7, rx: r * 0.15, ...a });
    case "triangle": return svg("polygon", { points: poly(3, r * 1.2, -Math.PI / 2), transform: `translate(0 ${r * 0.2})`, ...a });
    case "diamond": return svg("polygon", { points: poly(4, r * 1.15, -Math.PI / 2), ...a });
    case "pentagon": return svg("polygon", { points: poly(5, r * 1.05, -Math.PI / 2), ...a });
    default: return svg("polygon", { points: poly(6, r * 1.05, 0), ...a });
  }
}

/** The seat's piece as a small inline HTML icon (for names in text). */
export function seatBadge(seat, size) {
  const s = size || 14;
  return svg("svg", { class: "seat-badge", width: s, height: s, viewBox: "-10 -10 20 20", "aria-hidden": "true" }, seatShape(seat, 7.5));
}

/** A seat's name with its piece: "● P0 Helena Richese" */
export function seatTag(seat, text) {
  return el("span", { class: `seatc s${seat}` }, seatBadge(seat), text || `P${seat}`);
}
