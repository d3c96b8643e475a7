// The panels around the board, shared by the game page and the replay viewer: the players'
// summary, the Imperium Row and Reserve, the log, the last combat, and the end-of-game score.

import { el, svg } from "./dom.js";
import { t, tf, tn } from "./i18n.js";
import { icon, seatTag, seatShape, SEAT_COLOR, FACTION_NAME } from "./icons.js";
import { cardEl, glyphText } from "./cards.js";
import { partHooks } from "./parts.js";

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
    if (V.first_player === p.seat) flags.push(el("span", { class: "flag", title: t("First Player") }, t("1st")));
    if (p.revealed) flags.push(el("span", { class: "flag", title: t("has revealed this round") }, t("revealed")));
    if (p.has_mentat) flags.push(el("span", { class: "flag", title: t("has the Mentat this round") }, icon("mentat", t("Mentat"))));
    if (p.has_swordmaster) flags.push(el("span", { class: "flag", title: t("has the Swordmaster (3 Agents)") }, t("Swordmaster")));
    if (p.high_council) flags.push(el("span", { class: "flag", title: t("High Council seat (+2 Persuasion in Reveal turns)") }, icon("council", t("High Council"))));
    // who sits here, from the view's seat metadata (the ruleset's seat plan): an automa's seat by the
    // automa's own word, in the reader's language (client.py automa_words, U739)
    const automa = p.automa ? (V.automa_words || {})[p.role] : null;
    if (automa) flags.push(el("span", { class: "flag automa-flag" }, automa.word));
    // a team game: the seat's team and role in its team's colour (a web part's seat_tags: 002 six
    // players' Commanders and Allies), else the team's number
    const tag = (V.seat_tags || [])[p.seat];
    if (tag && tag.label) flags.push(el("span", { class: "flag team-flag", style: `--team:${tag.color}`, "data-team": String(tag.team), title: t("team (a team game: the team with most VP wins)") }, tag.label));
    else if (p.team !== null && p.team !== undefined) flags.push(el("span", { class: "flag", title: t("team (a team game: the team with most VP wins)") }, tf("team {n}", { n: p.team })));
    const won = (p.zones && p.zones.conflicts) || [];  // Conflict cards kept by their winner (docs/rulings.md R21)
    const iconOf = (c) => (C.conflicts[c] && C.conflicts[c].icon_name ? ` (${C.conflicts[c].icon_name})` : "");
    if (won.length) flags.push(el("span", { class: "flag won", title: tf("Conflict cards won: {cards}", { cards: won.map((c) => (C.conflicts[c] ? C.conflicts[c].name + iconOf(c) : c)).join(", ") }) },
      tn("{n} Conflict won", "{n} Conflicts won", won.length)));
    // a module's flags (its browser part's playerFlags, parts.js: Uprising's Objective and Spies,
    // CHOAM's contracts held and completed)
    for (const h of partHooks("playerFlags")) flags.push(...h(p, V, C));
    const srcs = Object.entries(p.vp_sources || {}).map(([k, n]) => tf("{n} from {source}", { n, source: sourceName(k) })).join(", ");
    const inplay = p.in_play.length ? el("div", { class: "inplay", title: t("cards in play") }, p.in_play.map((c) => el("span", { class: "mini" }, cardName(c)))) : null;
    box.append(el("div", { class: `player s${p.seat}${p.seat === V.seat ? " me" : ""}${deciding ? " deciding" : ""}${tag && tag.color ? " team-seat" : ""}`, "data-seat": p.seat,
      style: tag && tag.color ? `--team:${tag.color}` : null,
      role: "group", "aria-label": deciding ? tf("P{seat}, deciding", { seat: p.seat }) : `P${p.seat}` },
    el("div", { class: "phead" }, seatTag(p.seat, V.seat_names[p.seat]), el("span", { class: "kind" }, kindText(kinds[p.seat] && kinds[p.seat].kind)),
      el("span", { class: "vp", title: srcs ? tf("{vp} VP: {sources}", { vp: p.vp, sources: srcs }) : tn("{n} VP", "{n} VP", p.vp) }, icon("vp", t("Victory Points")), String(p.vp))),
    el("div", { class: "res" }, stat("solari", p.solari, t("Solari")), stat("spice", p.spice, t("spice")), stat("water", p.water, t("water")),
      stat("troop", p.garrison, tf("troops in garrison ({supply} in supply, {conflict} in the Conflict)", { supply: p.supply, conflict: p.conflict })),
      stat("agent", `${p.agents_left}/${p.agents_total}`, t("Agents left this round")),
      stat("card", p.hand_size, tf("hand {hand}, deck {deck}, discard {discard}", { hand: p.hand_size, deck: p.deck_size, discard: p.discard.length })),
      stat("intrigue", p.intrigue_count, t("Intrigue cards")),
      p.persuasion ? stat("persuasion", p.persuasion, t("Persuasion this turn")) : null),
    flags.length ? el("div", { class: "flags" }, flags) : null,
    // what an automa seat (a Rival, House Hagal) just did: its card, where, what it gained
    p.automa && o.did && (o.did[p.seat] || []).length ? el("div", { class: "did", "aria-label": t("the last moves") }, o.did[p.seat].join(" · ")) : null,
    o.compact ? null : inplay));
  }
}

/** The blocks the game's modules add (client.py `panels`: each module's web part `panel(v, reader)`,
 *  already in the reader's words): a title and its lines; the section stays hidden without any. */
export function modulePanels(box, V) {
  if (!box) return;
  const blocks = V.panels || [];
  box.textContent = "";
  box.hidden = !blocks.length;
  for (const b of blocks) {
    box.append(el("div", { class: "mpanel", "data-module": b.module },
      el("h3", {}, b.title), ...b.lines.map((line) => el("div", { class: "mline" }, line))));
  }
}

export function rowPanel(box, V, legal, act) {
  box.textContent = "";
  const buy = (cid) => (legal.has(`acquire ${cid}`) ? () => act(`acquire ${cid}`) : null);
  const cls = (cid) => (legal.has(`acquire ${cid}`) ? "buyable" : "");
  // what the game's modules show first, above the fold (their browser parts' marketBefore, parts.js:
  // CHOAM's face-up contracts), then the Imperium Row under its own heading
  const first = partHooks("marketBefore").flatMap((h) => h(V, C, { legal, act }));
  if (first.length) box.append(...first, el("h4", {}, t("Imperium Row")));
  box.append(el("div", { class: "cards row-cards" }, V.imperium_row.map((cid) => cardEl(cid, { cls: `${cls(cid)} small`, onclick: buy(cid) }))),
    el("h4", {}, t("Reserve")),
    el("div", { class: "cards row-cards" }, Object.entries(V.reserve).map(([cid, n]) => cardEl(cid, { count: n, cls: `${cls(cid)} small`, onclick: buy(cid) }))));
}

export function logPanel(ol, lines) {
  ol.textContent = "";
  const start = Math.max(0, lines.length - 300);
  for (let i = start; i < lines.length; i++) ol.append(el("li", { value: String(i + 1) }, logText(lines[i])));
  ol.scrollTop = ol.scrollHeight;
}

// ---- the last combat: who took which reward, and why ------------------------------------------------
const PLACE = () => [t("1st"), t("2nd"), t("3rd")];
// who a seat is in a sentence: an automa's seat by the automa's word in the reader's language (the
// seat message's automa_words, keyed by the seat's role: U739), any other by its seat's name
const seatWord = (V, s) => {
  const p = V.players[s];
  const automa = p && p.automa ? (V.automa_words || {})[p.role] : null;
  return automa ? automa.word : V.seat_names[s];
};
export function combatPanel(box, V, combat) {
  box.textContent = "";
  if (!combat) { box.append(el("p", { class: "dim" }, t("No combat yet this game."))); return; }
  const cf = C.conflicts[combat.conflict];
  const g = cf ? T.glyphs.conflicts[combat.conflict] : null;
  box.append(el("h4", {}, tf("Round {round}: {conflict}", { round: combat.round, conflict: cf ? cf.name : combat.conflict })));
  const order = combat.strengths.map((v, s) => [s, v]).sort((a, b) => b[1] - a[1]);
  const placeOf = Object.fromEntries(combat.places.map((p) => [p.seat, p]));
  const ul = el("ul", { class: "combat-list" });
  for (const [s, v] of order) {
    const p = placeOf[s];
    const tied = combat.strengths.filter((x) => x === v).length > 1;
    let why;
    const place = p ? PLACE()[p.reward] : "";
    const reward = p && g ? logText(glyphText(g.rewards[p.reward])) : "";
    if (v === 0) why = t("strength 0: no reward");
    else if (!p) why = tied ? t("tied, and no reward is left for the tie") : t("no reward left for this place");
    // a seat whose rules give it no Conflict reward (000/001: House Hagal "no gana recompensas"),
    // named by its automa's own word (client.py automa_words), never by the shared page (U743)
    else if (!p.rewarded) why = tf("{place} place — {automa} takes no reward", { place, automa: seatWord(V, s) });
    else if (tied) why = tf("{place} reward (tied at {strength}: a tie takes the next place's reward): {reward}", { place, strength: v, reward });
    else why = tf("{place} reward: {reward}", { place, reward });
    ul.append(el("li", {}, seatTag(s, V.seat_names[s]), " " + tf("strength {strength} — {why}", { strength: v, why })));
  }
  box.append(ul);
}

// ---- end of the game: score by source, VP by round ----------------------------------------------------
function sourceName(k) {
  const [kind, what] = k.split(":");
  const names = { start: t("Start (4 players)"), influence: t("Influence 2+"), alliance: t("Alliances"), conflict: t("Conflicts"),
    card: t("Cards"), intrigue: t("Intrigues"), space: t("Board spaces"), control: t("Control"),
    leader: t("Leader"), battle_icons: t("Battle icons (Uprising)"), scenario: t("Scenario") };
  // the sources a module names itself (VpSource.word: the solo Rivals' exchanges), in the reader's words
  const base = names[kind] || (C.vp_words || {})[kind] || kind;
  return what ? tf("{source}: {what}", { source: base, what: FACTION_NAME[what] ? t(FACTION_NAME[what]) : logText(what) }) : base;
}

export function scoreTable(V) {
  const cats = new Set();
  for (const p of V.players) for (const k of Object.keys(p.vp_sources || {})) cats.add(k.split(":")[0]);
  const list = [...cats].sort();
  const group = (p, c) => Object.entries(p.vp_sources || {}).filter(([k]) => k.split(":")[0] === c);
  return el("table", { class: "score-table" },
    el("caption", {}, t("Victory Points by source")),
    el("thead", {}, el("tr", {}, el("th", {}, t("Source")), V.players.map((p) => el("th", {}, seatTag(p.seat))))),
    el("tbody", {}, list.map((c) => el("tr", {}, el("th", { scope: "row" }, sourceName(c)),
      V.players.map((p) => { const items = group(p, c); const n = items.reduce((a, [, v]) => a + v, 0);
        return el("td", { title: items.map(([k, v]) => tf("{source}: {n}", { source: sourceName(k), n: v })).join("; ") }, n ? String(n) : "·"); }))),
    el("tr", { class: "total" }, el("th", { scope: "row" }, t("Total")), V.players.map((p) => el("td", {}, String(p.vp))))));
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
    "aria-label": tf("VP by round: {series}", { series: Array.from({ length: nPlayers }, (_, s) => `P${s} ${vpByRound.map((r) => r[s]).join(", ")}`).join("; ") }) });
  for (let v = 0; v <= max; v += 2) {
    g.append(svg("line", { x1: pad.l, x2: W - pad.r, y1: y(v), y2: y(v), class: "grid" }));
    g.append(svg("text", { x: pad.l - 6, y: y(v) + 4, "text-anchor": "end", class: "axis" }, String(v)));
  }
  vpByRound.forEach((_, i) => g.append(svg("text", { x: x(i), y: H - 8, "text-anchor": "middle", class: "axis" }, String(i + 1))));
  g.append(svg("text", { x: pad.l - 6, y: H - 8, "text-anchor": "end", class: "axis" }, t("rnd")));
  for (let s = 0; s < nPlayers; s++) {
    const pts = vpByRound.map((r, i) => `${x(i).toFixed(1)},${y(r[s]).toFixed(1)}`).join(" ");
    g.append(svg("polyline", { points: pts, fill: "none", stroke: SEAT_COLOR[s], "stroke-width": 2.5, "stroke-dasharray": ["", "6 3", "2 3", "8 3 2 3"][s % 4] }));
    vpByRound.forEach((r, i) => g.append(svg("g", { transform: `translate(${x(i)} ${y(r[s])})` }, seatShape(s, 4))));
  }
  return g;
}
