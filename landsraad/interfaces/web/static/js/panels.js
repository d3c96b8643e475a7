// The panels around the board, shared by the game page and the replay viewer: the players'
// summary, the Imperium Row and Reserve, the log, the last combat, and the end-of-game score.

import { el, svg } from "./dom.js";
import { t, tf } from "./i18n.js";
import { icon, seatTag, seatShape, SEAT_COLOR, FACTION_NAME } from "./icons.js";
import { cardEl, glyphText } from "./cards.js";

let C = null;
let T = null;
export function setPanelData(content, table) { C = content; T = table; }

export const cardName = (id) => (C.cards[id] ? C.cards[id].name : id);
const kindText = (k) => (k === "human" ? t("human") : k === "bot" ? t("bot") : k ? tf("bot {agent}", { agent: k }) : "");

let NAMES = null;
/** The engine logs component ids (dune_the_desert_planet): show their printed names. */
export function logText(line) {
  if (!NAMES) {
    NAMES = {};
    for (const [k, v] of Object.entries(C.cards)) NAMES[k] = v.name;
    for (const [k, v] of Object.entries(C.intrigues)) NAMES[k] = v.name;
    for (const s of C.spaces) NAMES[s.id] = s.name;
    Object.assign(NAMES, FACTION_NAME);
  }
  return line.replace(/\b[a-z][a-z0-9_]*\b/g, (w) => NAMES[w] || w);
}

const stat = (ic, n, label) => el("span", { class: `st st-${ic}`, title: label }, icon(ic, label), el("b", {}, String(n)));

export function playersPanel(box, V, opts) {
  const o = opts || {};
  box.textContent = "";
  const d = V.decision;
  const kinds = (V.game && V.game.seats) || [];
  for (const p of V.players) {
    const deciding = d && d.seat === p.seat && !V.result;
    const flags = [];
    if (V.first_player === p.seat) flags.push(el("span", { class: "flag", title: "First Player" }, t("1st")));
    if (p.revealed) flags.push(el("span", { class: "flag", title: "has revealed this round" }, "revealed"));
    if (p.has_mentat) flags.push(el("span", { class: "flag", title: "has the Mentat this round" }, icon("mentat", "Mentat")));
    if (p.has_swordmaster) flags.push(el("span", { class: "flag", title: "has the Swordmaster (3 Agents)" }, "Swordmaster"));
    if (p.high_council) flags.push(el("span", { class: "flag", title: "High Council seat (+2 Persuasion in Reveal turns)" }, icon("council", "High Council")));
    // who sits here, from the view's seat metadata (the ruleset's seat plan)
    if (p.automa) flags.push(el("span", { class: "flag" }, p.role === "house_hagal" ? "House Hagal" : "Rival"));
    if (p.team !== null && p.team !== undefined) flags.push(el("span", { class: "flag", title: "team (a team game: the team with most VP wins)" }, `team ${p.team}`));
    const won = (p.zones && p.zones.conflicts) || [];  // Conflict cards kept by their winner (docs/rulings.md R21)
    if (won.length) flags.push(el("span", { class: "flag", title: `Conflict cards won: ${won.map((c) => (C.conflicts[c] ? C.conflicts[c].name : c)).join(", ")}` }, `${won.length} Conflict${won.length > 1 ? "s" : ""} won`));
    // CHOAM contracts held and completed (002 MÓDULO DE LA CHOAM): counts, names on hover
    for (const [zone, what] of [["contracts", "held"], ["contracts_done", "completed"]]) {
      const ids = (p.zones && p.zones[zone]) || [];
      if (ids.length) flags.push(el("span", { class: "flag", title: `contracts ${what}: ${ids.map(contractText).join(", ")}` }, `${ids.length} contract${ids.length > 1 ? "s" : ""} ${what}`));
    }
    const srcs = Object.entries(p.vp_sources || {}).map(([k, n]) => `${n} from ${logText(k.replace(/[:_]/g, " "))}`).join(", ");
    const inplay = p.in_play.length ? el("div", { class: "inplay", title: "cards in play" }, p.in_play.map((c) => el("span", { class: "mini" }, cardName(c)))) : null;
    box.append(el("div", { class: `player s${p.seat}${p.seat === V.seat ? " me" : ""}${deciding ? " deciding" : ""}`, "data-seat": p.seat,
      role: "group", "aria-label": `P${p.seat}${deciding ? ", deciding" : ""}` },
    el("div", { class: "phead" }, seatTag(p.seat, V.seat_names[p.seat]), el("span", { class: "kind" }, kindText(kinds[p.seat] && kinds[p.seat].kind)),
      el("span", { class: "vp", title: `${p.vp} VP${srcs ? `: ${srcs}` : ""}` }, icon("vp", "Victory Points"), String(p.vp))),
    el("div", { class: "res" }, stat("solari", p.solari, "Solari"), stat("spice", p.spice, "spice"), stat("water", p.water, "water"),
      stat("troop", p.garrison, `troops in garrison (${p.supply} in supply, ${p.conflict} in the Conflict)`),
      stat("agent", `${p.agents_left}/${p.agents_total}`, "Agents left this round"),
      stat("card", p.hand_size, `hand ${p.hand_size}, deck ${p.deck_size}, discard ${p.discard.length}`),
      stat("intrigue", p.intrigue_count, "Intrigue cards"),
      p.persuasion ? stat("persuasion", p.persuasion, "Persuasion this turn") : null),
    flags.length ? el("div", { class: "flags" }, flags) : null,
    o.compact ? null : inplay));
  }
}

const contractText = (id) => {
  const ct = C.contracts && C.contracts[id];
  return ct ? `${ct.name} (${ct.reward})` : id;
};

export function rowPanel(box, V, legal, act) {
  box.textContent = "";
  const buy = (cid) => (legal.has(`acquire ${cid}`) ? () => act(`acquire ${cid}`) : null);
  const cls = (cid) => (legal.has(`acquire ${cid}`) ? "buyable" : "");
  box.append(el("div", { class: "cards row-cards" }, V.imperium_row.map((cid) => cardEl(cid, { cls: `${cls(cid)} small`, onclick: buy(cid) }))),
    el("h4", {}, "Reserve"),
    el("div", { class: "cards row-cards" }, Object.entries(V.reserve).map(([cid, n]) => cardEl(cid, { count: n, cls: `${cls(cid)} small`, onclick: buy(cid) }))));
  if (V.contracts) {  // CHOAM: the face-up contracts (a click takes one when the decision offers it), the bank
    const take = (id) => (legal.has(`contract ${id}`) ? () => act(`contract ${id}`) : null);
    const chip = (id, extra) => el("span", { class: `mini contract${take(id) ? " buyable" : ""}`, onclick: take(id) }, contractText(id) + (extra || ""));
    box.append(el("h4", {}, `CHOAM contracts (bank ${V.contracts.bank})`),
      el("div", { class: "cards row-cards" }, [...V.contracts.face_up.map((id) => chip(id)),
        ...V.contracts.set_aside.map((id) => chip(id, " — set aside for Shaddam"))]));
  }
}

export function logPanel(ol, lines) {
  ol.textContent = "";
  const start = Math.max(0, lines.length - 300);
  for (let i = start; i < lines.length; i++) ol.append(el("li", { value: String(i + 1) }, logText(lines[i])));
  ol.scrollTop = ol.scrollHeight;
}

// ---- the last combat: who took which reward, and why ------------------------------------------------
const PLACE = ["1st", "2nd", "3rd"];
export function combatPanel(box, V, combat) {
  box.textContent = "";
  if (!combat) { box.append(el("p", { class: "dim" }, "No combat yet this game.")); return; }
  const cf = C.conflicts[combat.conflict];
  const g = cf ? T.glyphs.conflicts[combat.conflict] : null;
  box.append(el("h4", {}, `Round ${combat.round}: ${cf ? cf.name : combat.conflict}`));
  const order = combat.strengths.map((v, s) => [s, v]).sort((a, b) => b[1] - a[1]);
  const placeOf = Object.fromEntries(combat.places.map((p) => [p.seat, p]));
  const ul = el("ul", { class: "combat-list" });
  for (const [s, v] of order) {
    const p = placeOf[s];
    const tied = combat.strengths.filter((x) => x === v).length > 1;
    let why;
    if (v === 0) why = "strength 0: no reward";
    else if (!p) why = tied ? "tied, and no reward is left for the tie" : "no reward left for this place";
    else if (!p.rewarded) why = `${PLACE[p.reward]} place — House Hagal takes no reward`;
    else why = `${PLACE[p.reward]} reward${tied ? ` (tied at ${v}: a tie takes the next place's reward)` : ""}: ${g ? logText(glyphText(g.rewards[p.reward])) : ""}`;
    ul.append(el("li", {}, seatTag(s, V.seat_names[s]), ` strength ${v} — ${why}`));
  }
  box.append(ul);
}

// ---- end of the game: score by source, VP by round ----------------------------------------------------
function sourceName(k) {
  const [kind, what] = k.split(":");
  const names = { start: "Start (4 players)", influence: "Influence 2+", alliance: "Alliances", conflict: "Conflicts", card: "Cards",
    intrigue: "Intrigues", space: "Board spaces", control: "Control", rival: "Rival", leader: "Leader" };
  const base = names[kind] || kind;
  return what ? `${base}: ${logText(what)}` : base;
}

export function scoreTable(V) {
  const cats = new Set();
  for (const p of V.players) for (const k of Object.keys(p.vp_sources || {})) cats.add(k.split(":")[0]);
  const list = [...cats].sort();
  const group = (p, c) => Object.entries(p.vp_sources || {}).filter(([k]) => k.split(":")[0] === c);
  return el("table", { class: "score-table" },
    el("caption", {}, "Victory Points by source"),
    el("thead", {}, el("tr", {}, el("th", {}, "Source"), V.players.map((p) => el("th", {}, seatTag(p.seat))))),
    el("tbody", {}, list.map((c) => el("tr", {}, el("th", { scope: "row" }, sourceName(c)),
      V.players.map((p) => { const items = group(p, c); const n = items.reduce((a, [, v]) => a + v, 0);
        return el("td", { title: items.map(([k, v]) => `${sourceName(k)}: ${v}`).join("; ") }, n ? String(n) : "·"); }))),
    el("tr", { class: "total" }, el("th", { scope: "row" }, "Total"), V.players.map((p) => el("td", {}, String(p.vp))))));
}

/** A line chart of VP at the end of each round (SVG), one line and shape per player. */
export function vpChart(vpByRound, nPlayers) {
  const W = 420;
  const H = 200;
  const pad = { l: 28, r: 10, t: 12, b: 26 };
  const rounds = vpByRound.length;
  const max = Math.max(10, ...vpByRound.flat());
  const x = (i) => pad.l + (rounds <= 1 ? 0 : (i * (W - pad.l - pad.r)) / (rounds - 1));
  const y = (v) => H - pad.b - (v * (H - pad.t - pad.b)) / max;
  const g = svg("svg", { class: "vp-chart", viewBox: `0 0 ${W} ${H}`, role: "img",
    "aria-label": `VP by round: ${Array.from({ length: nPlayers }, (_, s) => `P${s} ${vpByRound.map((r) => r[s]).join(", ")}`).join("; ")}` });
  for (let v = 0; v <= max; v += 2) {
    g.append(svg("line", { x1: pad.l, x2: W - pad.r, y1: y(v), y2: y(v), class: "grid" }));
    g.append(svg("text", { x: pad.l - 6, y: y(v) + 4, "text-anchor": "end", class: "axis" }, String(v)));
  }
  vpByRound.forEach((_, i) => g.append(svg("text", { x: x(i), y: H - 8, "text-anchor": "middle", class: "axis" }, String(i + 1))));
  g.append(svg("text", { x: pad.l - 6, y: H - 8, "text-anchor": "end", class: "axis" }, "rnd"));
  for (let s = 0; s < nPlayers; s++) {
    const pts = vpByRound.map((r, i) => `${x(i).toFixed(1)},${y(r[s]).toFixed(1)}`).join(" ");
    g.append(svg("polyline", { points: pts, fill: "none", stroke: SEAT_COLOR[s], "stroke-width": 2.5, "stroke-dasharray": ["", "6 3", "2 3", "8 3 2 3"][s % 4] }));
    vpByRound.forEach((r, i) => g.append(svg("g", { transform: `translate(${x(i)} ${y(r[s])})` }, seatShape(s, 4))));
  }
  return g;
}
