// Cards drawn by us from the component data (no official art): cost, factions, Agent icons, and
// the Agent / Reveal boxes with inline icons. Enlarged on hover (mouse) or long press (touch).

import { $, el } from "./dom.js";
import { t, tf, tn } from "./i18n.js";
import { icon, hasIcon, FACTION_COLOR, FACTION_NAME } from "./icons.js";

// both as the page's reader reads them in its game (its leader's Signet Ring, the costs it pays,
// the Conflict rewards of its player count): /api/games/{id}/content and /table
let T = null; // the table payload: layout + glyphs
let C = null; // the content payload: names and texts
export function setData(content, table) { C = content; T = table; }

// the words of an icon: a plural message (tn) for the amounts, a page text (t) for the others
const ICON_WORDS = { solari: ["{n} Solari", "{n} Solari"], spice: ["{n} spice", "{n} spice"], water: ["{n} water", "{n} water"],
  vp: ["{n} VP", "{n} VP"], persuasion: ["{n} Persuasion", "{n} Persuasion"], sword: ["{n} Sword", "{n} Swords"],
  troop: ["{n} troop", "{n} troops"], card: ["{n} card", "{n} cards"], intrigue: ["{n} Intrigue card", "{n} Intrigue cards"] };
const ICON_WORD = { influence: "Influence", alliance: "Alliance", mentat: "the Mentat", council: "High Council seat",
  agent: "Swordmaster (a third Agent)", trash: "trash", combat: "Combat", once: "once per game", voice: "The Voice",
  flag: "control" };
/** The words of a module's pieces' icons (its browser part's ICON_WORDS, parts.js: page texts). */
export function addIconWords(words) { Object.assign(ICON_WORD, words); }
// a Faction's name in the page's language ("any": an Influence of the player's choice)
const factionWord = (f) => (f === "any" ? tf("any Faction", {}) : FACTION_NAME[f] ? tf(FACTION_NAME[f], {}) : f);

/** The words a glyph token stands for (tooltips and screen readers). */
export function tokenText(t) {
  if (t.sep) return t.sep === "→" ? " → " : ` ${t.sep} `;
  if (t.i && t.t) return t.t;
  if (t.i) {
    const n = t.n === undefined ? "" : (typeof t.n === "number" && t.n > 0 ? `+${t.n} ` : `${t.n} `);
    const f = t.f ? ` (${factionWord(t.f)})` : "";
    const pair = ICON_WORDS[t.i];
    // the word for the amount, without the number (shown before it as printed: "+2 ")
    const word = pair ? tn(pair[0], pair[1], typeof t.n === "number" ? Math.abs(t.n) : 1).replace(/^[0-9]+\s*/, "")
      : ICON_WORD[t.i] ? tf(ICON_WORD[t.i], {}) : factionWord(t.i);
    return `${n}${word}${f}`;
  }
  return t.t || "";
}
/** A box of tokens in words: "+5 Solari, +2 troops → +1 Intrigue card". */
export function glyphText(tokens) {
  let out = "";
  let prevSep = true;
  for (const t of tokens || []) {
    const w = tokenText(t);
    if (t.sep) { out += w; prevSep = true; continue; }
    out += (prevSep ? "" : ", ") + w;
    prevSep = false;
  }
  return out.replace(/\s+/g, " ").trim();
}

/** A row of icon tokens as HTML (inline icons with their amounts). */
export function glyphRow(tokens, fallback) {
  const out = [];
  for (const t of tokens || []) {
    if (t.sep) { out.push(el("span", { class: "sep" }, t.sep)); continue; }
    if (t.i && hasIcon(t.i)) {
      const label = tokenText(t);
      const style = t.f ? `color:${FACTION_COLOR[t.f] || "#777"}` : null;
      const n = t.n === undefined ? null : (typeof t.n === "number" && t.n > 1 ? String(t.n) : typeof t.n === "number" && t.n < 0 ? `−${-t.n}` : typeof t.n === "string" ? t.n : null);
      out.push(el("span", { class: `g g-${t.i}${t.n !== undefined && t.n < 0 ? " neg" : ""}`, style, title: label },
        n ? el("b", { class: "gn" }, n) : null, icon(t.i, label), t.f && t.i === "influence" ? el("i", { class: "gf" }, factionWord(t.f).split(" ").pop().slice(0, 3)) : null));
      continue;
    }
    const txt = t.t || "";
    out.push(el("span", { class: "gt" }, txt.startsWith("custom ") && fallback ? fallback : txt));
  }
  return out;
}

// ---- Imperium / starter / reserve cards -----------------------------------------------------------
export function cardEl(cid, opts) {
  const o = opts || {};
  const c = C.cards[cid] || { name: cid, icons: [], cost: -1, factions: [] };
  const g = (T && T.glyphs.cards[cid]) || { agent: [], reveal: [], acquire: [], trash: [] };
  const facs = c.factions && c.factions.length ? c.factions : c.faction ? [c.faction] : [];
  const name = (i) => (ICON_WORD[i] ? t(ICON_WORD[i]) : factionWord(i));  // an Agent icon or a Faction
  const words = [`${c.name}.`, c.cost >= 0 ? tf("Cost {n}.", { n: c.cost }) : "", facs.length ? tf("Faction: {factions}.", { factions: facs.map(name).join(", ") }) : "",
    c.icons.length ? tf("Agent icons: {icons}.", { icons: c.icons.map(name).join(", ") }) : t("No Agent icon."),
    c.agent ? tf("Agent: {text}.", { text: c.agent }) : "", c.reveal ? tf("Reveal: {text}.", { text: c.reveal }) : "",
    c.acquire ? tf("When acquired: {text}.", { text: c.acquire }) : "",
    c.trash ? tf("When trashed: {text}.", { text: c.trash }) : ""].filter(Boolean).join(" ");
  const box = (kind, label, tokens, text) => (tokens && tokens.length ? el("div", { class: `box ${kind}` },
    el("span", { class: "bl" }, label), glyphRow(tokens, text)) : null);
  const node = el(o.tag || "div", {
    class: `card ${c.kind || ""} ${o.cls || ""}`.trim(), "data-card": cid, title: words,
    tabindex: o.onclick ? "0" : null, role: o.onclick ? "button" : null, "aria-label": words,
    style: facs.length ? `--fac:${FACTION_COLOR[facs[0]]}` : null,
    onclick: o.onclick || null,
    onkeydown: o.onclick ? (ev) => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); o.onclick(); } } : null },
  el("div", { class: "card-top" },
    c.cost >= 0 ? el("span", { class: "card-cost", title: tf("costs {n} Persuasion", { n: c.cost }) }, String(c.cost)) : null,
    el("span", { class: "card-name" }, c.name),
    facs.map((f) => icon(f, name(f), "fac-ic")),
    o.count ? el("span", { class: "count" }, `×${o.count}`) : null),
  el("div", { class: "card-icons", title: t("Agent icons") }, c.icons.length ? c.icons.map((i) => icon(i, name(i))) : el("span", { class: "noicon" }, t("no Agent icon"))),
  box("agent", t("Agent"), g.agent, c.agent), box("reveal", t("Reveal"), g.reveal, c.reveal),
  box("acquire", t("Acquire"), g.acquire, c.acquire), box("trash", t("Trashed"), g.trash, c.trash));
  attachZoom(node);
  return node;
}

const IKIND = { plot: "Plot", combat: "Combat", win: "When you win", endgame: "Endgame" };
const ikind = (k) => (IKIND[k] ? tf(IKIND[k], {}) : k);
export function intrigueEl(iid, opts) {
  const o = opts || {};
  const it = C.intrigues[iid] || { name: iid, kind: "", kind_label: "", text: "", condition: "", boxes: [] };
  const g = (T && T.glyphs.intrigues[iid]) || { fx: [], cost: [], also: [] };
  // it.text: the card's lines (a condition, then each box with its cost: render.intrigue_lines)
  const words = tf("{name}. {kind} Intrigue. {text}", { name: it.name, kind: it.kind_label || ikind(it.kind), text: it.text.split("\n").join(". ") });
  const main = it.boxes && it.boxes.length ? it.boxes[0][1] : it.text;
  const node = el("div", {
    class: `card intrigue k-${it.kind} ${o.cls || ""}`.trim(), "data-intrigue": iid, title: words, "aria-label": words,
    tabindex: o.onclick ? "0" : null, role: o.onclick ? "button" : null, onclick: o.onclick || null,
    onkeydown: o.onclick ? (ev) => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); o.onclick(); } } : null },
  el("div", { class: "card-top" }, icon("intrigue", t("Intrigue")), el("span", { class: "card-name" }, it.name)),
  el("div", { class: "ikind" }, ikind(it.kind)),
  it.condition ? el("div", { class: "box cond" }, el("span", { class: "bl" }, t("Playable")), it.condition.replace(/^If /, "if ")) : null,
  g.cost && g.cost.length ? el("div", { class: "box cost" }, el("span", { class: "bl" }, t("Pay")), glyphRow(g.cost, main)) : null,
  el("div", { class: "box fx" }, glyphRow(g.fx, main)),
  (g.also || []).map(([k, fx]) => el("div", { class: "box fx" }, el("span", { class: "bl" }, ikind(k)), glyphRow(fx, ""))));
  attachZoom(node);
  return node;
}

export function conflictEl(cfid, opts) {
  const o = opts || {};
  const cf = C.conflicts[cfid];
  if (!cf) return el("div", { class: "card conflict empty" }, t("no Conflict card"));
  const g = (T && T.glyphs.conflicts[cfid]) || { rewards: [] };
  // cf.places: "1st", "2nd", "3rd", the 3rd with its condition in a game of fewer than 4 players
  // (docs/rulings.md R11; render.conflict_rewards): starred on the board, in words when enlarged
  const places = cf.places || ["1st", "2nd", "3rd"];
  const node = el("div", { class: `card conflict ${o.cls || ""}`, "data-conflict": cfid,
    title: tf("{name}, Conflict level {level}. {rewards}", { name: cf.name, level: cf.level, rewards: cf.rewards.map((r, i) => `${places[i]}: ${r}`).join(". ") }) },
  el("div", { class: "card-top" }, el("span", { class: "card-name" }, cf.name), el("span", { class: "lvl" }, "I".repeat(cf.level))),
  cf.control ? el("div", { class: "ctl" }, icon("flag", t("control")), ` ${cf.control}`) : null,
  cf.rewards.map((r, i) => {
    const [place, ...rest] = places[i].split(" ");
    const only = rest.join(" ").replace(/^\((.*)\)$/, "$1");
    return el("div", { class: `box reward r${i}${only ? " only" : ""}`, title: `${places[i]}: ${r}` },
      el("span", { class: "bl" }, only ? `${place}*` : place), glyphRow(g.rewards[i] || [], r),
      only ? el("div", { class: "only-note" }, `* ${only}`) : null);
  }));
  if (!o.noZoom) attachZoom(node);
  return node;
}

export function leaderEl(lid) {
  const ld = C.leaders[lid];
  if (!ld) return el("div", { class: "card leader" }, t("no leader"));
  const node = el("div", { class: "card leader", "data-leader": lid, title: [`${ld.name} (${ld.house}). ${ld.left_name}: ${ld.left_text}`, ld.setup ? tf("At setup: {text}.", { text: ld.setup }) : "",
      tf("Signet Ring — {ability}: {text}", { ability: ld.signet_name, text: ld.signet_text })].filter(Boolean).join(" ") },
    el("div", { class: "card-top" }, el("span", { class: "card-name" }, ld.name)),
    el("div", { class: "ikind" }, ld.house),
    el("div", { class: "box" }, el("span", { class: "bl" }, ld.left_name), ld.left_text),
    ld.setup ? el("div", { class: "box" }, el("span", { class: "bl" }, t("At setup")), ld.setup) : null,
    el("div", { class: "box" }, el("span", { class: "bl" }, tf("Signet: {name}", { name: ld.signet_name })), ld.signet_text));
  attachZoom(node);
  return node;
}

// ---- fitting: a box's words shrink until the box shows them all --------------------------------------
// (issue 34: no word cut in a box; the enlargement shows them large). A box's font size is found once
// per key (its words and its size) and kept.
const FIT = new Map();
const overflows = (box) => box.scrollHeight > box.clientHeight + 0.5 || box.scrollWidth > box.clientWidth + 0.5;
/** Shrink `box`'s font (px, from its computed size down to `min`) until nothing overflows it. */
export function fitBox(box, key, min = 5) {
  box.style.fontSize = "";
  if (!box.isConnected || !box.clientHeight) return;
  const k = key ? `${key}|${box.clientWidth}x${box.clientHeight}` : null;
  if (k && FIT.has(k)) { const v = FIT.get(k); if (v) box.style.fontSize = `${v}px`; if (!overflows(box)) return; }
  let v = 0;
  if (overflows(box)) {
    const base = parseFloat(getComputedStyle(box).fontSize);
    let lo = min, hi = base;
    box.style.fontSize = `${lo}px`;
    if (!overflows(box)) {
      for (let i = 0; i < 7; i++) {
        const mid = (lo + hi) / 2;
        box.style.fontSize = `${mid}px`;
        if (overflows(box)) hi = mid; else lo = mid;
      }
    }
    v = Math.floor(lo * 4) / 4;
    box.style.fontSize = `${v}px`;
    // a grid of cards is not monotonic in its font (a smaller font may wrap a line more): step down
    // until the rounded size fits too
    while (v > min && overflows(box)) { v = Math.max(min, v - 0.25); box.style.fontSize = `${v}px`; }
  }
  if (k) FIT.set(k, v);
}
/** Fit every card of a row of cards (the hand, the Intrigues, the leader). */
export function fitCards(root) {
  for (const c of root.querySelectorAll(".card")) {
    const key = `${LANGKEY()}|${c.dataset.card || c.dataset.intrigue || c.dataset.leader || c.dataset.conflict || ""}|${c.className}`;
    const base = parseFloat(getComputedStyle(c).fontSize);
    fitBox(c, key);
    // a card of many words (a Signet Ring, a leader) is drawn wider rather than in tiny letters
    if (c.style.fontSize && parseFloat(c.style.fontSize) < base * 0.8) {
      c.style.width = `${c.offsetWidth * 1.55}px`;
      fitBox(c, key + "|wide");
    }
  }
  // a wider card leaves less room to the others: fit again the ones now overflowing
  for (const c of root.querySelectorAll(".card")) if (overflows(c)) fitBox(c, null, 4);
}
const LANGKEY = () => document.documentElement.lang || "";

// ---- enlarging ------------------------------------------------------------------------------------
let zoomTimer = null;
let zoomSrc = null;
function showZoom(node, make) {
  const z = $("zoom");
  if (!z || !node.isConnected) return;
  zoomSrc = node;
  z.textContent = "";
  const copy = make ? make(node) : node.cloneNode(true);
  copy.removeAttribute("tabindex");
  copy.removeAttribute("id");
  copy.style.fontSize = "";
  copy.classList.add("zoomed");
  copy.classList.remove("small");
  z.append(copy);
  const r = node.getBoundingClientRect();
  z.hidden = false;
  const zr = z.getBoundingClientRect();
  let x = r.left + r.width / 2 - zr.width / 2;
  let y = r.top - zr.height - 8;
  if (y < 4) y = Math.min(window.innerHeight - zr.height - 4, r.bottom + 8);
  x = Math.max(4, Math.min(window.innerWidth - zr.width - 4, x));
  z.style.left = `${x}px`;
  z.style.top = `${Math.max(4, y)}px`;
}
export function hideZoom() { clearTimeout(zoomTimer); zoomSrc = null; const z = $("zoom"); if (z) z.hidden = true; }
/** After a re-render: a card that was enlarged and is gone (re-drawn) closes its enlargement. */
export function zoomCheck() { if (zoomSrc && !zoomSrc.isConnected) hideZoom(); }
/** The enlargement shown now: the id of what it shows ("card:dagger", "space:arrakeen"), or "". */
export function zoomShown() { const z = $("zoom"); return z && !z.hidden && zoomSrc ? (zoomSrc.dataset.card ? `card:${zoomSrc.dataset.card}` : zoomSrc.dataset.space ? `space:${zoomSrc.dataset.space}` : "shown") : ""; }

/** Enlarge `node` on pointing (after a moment), on keyboard focus and on a long press (touch);
 *  `make(node)`: the element to show enlarged (default: a copy of the node). */
export function attachZoom(node, make) {
  node.addEventListener("mouseenter", () => { clearTimeout(zoomTimer); zoomTimer = setTimeout(() => showZoom(node, make), 450); });
  node.addEventListener("mouseleave", hideZoom);
  node.addEventListener("focus", () => { clearTimeout(zoomTimer); showZoom(node, make); });
  node.addEventListener("blur", hideZoom);
  node.addEventListener("click", hideZoom);
  let press = null;
  node.addEventListener("touchstart", () => { press = setTimeout(() => { press = null; showZoom(node, make); }, 450); }, { passive: true });
  node.addEventListener("touchend", (ev) => {
    if (press) { clearTimeout(press); press = null; } else ev.preventDefault(); // a long press only shows
  });
  node.addEventListener("touchmove", () => { if (press) { clearTimeout(press); press = null; } }, { passive: true });
  node.addEventListener("contextmenu", (ev) => { if (ev.pointerType !== "mouse") ev.preventDefault(); });
}
document.addEventListener("touchstart", (ev) => { if (!ev.target.closest || !ev.target.closest(".card, .space, .zoomable")) hideZoom(); }, { passive: true });
