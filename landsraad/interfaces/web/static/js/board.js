// The board as an SVG map, drawn from the edition's layout data (/api/table: modules/<product>/content/
// layout.yaml) and a seat's view: Agents in player colours and shapes on their spaces, control
// flags, bonus spice, the Mentat and the High Council seats, Influence tracks with cubes and
// Alliance tokens, the VP track, the combat track with each player's marker, the Conflict card.
// What a module adds to the board (its pieces, its units in the Conflict) its browser part draws
// (parts.js hooks `drawUnder`, `drawOver`, `combatRow`; modules/<product>/static/).
// A new board is a new layout file; this module draws whatever rectangles the layout gives.

import { el, svg } from "./dom.js";
import { t, tf } from "./i18n.js";
import { svgIcon, seatShape, FACTION_COLOR, FACTION_NAME } from "./icons.js";
import { attachZoom, conflictEl, fitBox, glyphRow, glyphText } from "./cards.js";
import { partHooks } from "./parts.js";

const AREA_COLOR = { ...FACTION_COLOR, conflict: "#8a3a1c", supply: "#6b5a44" };

/** The seats with an Agent on a space, in arrival order (the view's `agents`: Infiltrate adds a second). */
function agentsAt(V, sid) {
  return V.agents[sid] || [];
}

export const piece = (seat, x, y, r, label) => svg("g", { transform: `translate(${x} ${y})`, class: "token" },
  label ? svg("title", {}, label) : null, seatShape(seat, r));

/** Words describing a space for screen readers and tooltips. */
export function spaceWords(C, T, V, sp) {
  const g = T.glyphs.spaces[sp.id];
  const parts = [sp.name + ".", FACTION_NAME[sp.area] ? tf("{faction} space.", { faction: t(FACTION_NAME[sp.area]) }) : ""];
  // sp.cost_text: the cost this seat pays in this game, with the printed one where they differ
  if (g.cost.length || sp.cost_text) parts.push(tf("Cost: {cost}.", { cost: sp.cost_text || glyphText(g.cost) }));
  if (sp.closed) parts.push(tf("Closed to you in this game: {why}.", { why: sp.closed }));
  if (sp.requirement_text) parts.push(tf("Requires {what}.", { what: sp.requirement_text }));
  if (sp.combat) parts.push(t("Combat space."));
  if (sp.once) parts.push(t("Once per game."));
  parts.push(tf("Gives: {effects}.", { effects: glyphText(g.fx) || sp.effects }));
  const ag = agentsAt(V, sp.id);
  if (ag.length) parts.push(tf("Agents here: {seats}.", { seats: ag.map((s) => `P${s}`).join(", ") }));
  if (V.control[sp.id] !== undefined) parts.push(tf("Controlled by P{seat} ({bonus}).", { seat: V.control[sp.id], bonus: sp.control_bonus }));
  if (V.bonus_spice[sp.id]) parts.push(tf("Bonus spice: {n}.", { n: V.bonus_spice[sp.id] }));
  if ((V.voice[sp.id] || []).length) parts.push(tf("The Voice of {seats}.", { seats: (V.voice[sp.id]).map((s) => `P${s}`).join(", ") }));
  return parts.filter(Boolean).join(" ");
}

function spaceNode(C, T, V, sp, r, ctx) {
  const st = ctx.spaceState(sp.id); // {cls, title, clickable}
  const g = T.glyphs.spaces[sp.id];
  const agents = agentsAt(V, sp.id);
  const words = spaceWords(C, T, V, sp);
  const cls = ["space", `a-${sp.area}`, st.cls, sp.combat ? "combat" : "", agents.length ? "occupied" : "",
    ctx.flash.has(sp.id) ? "flash" : ""].filter(Boolean).join(" ");
  const used = V.used_once[sp.id] || [];
  const head = el("div", { class: "sp-head" },
    el("span", { class: "sp-name" }, sp.name),
    sp.combat ? el("span", { class: "sp-mark", title: t("Combat space: you may deploy troops") }, glyphRow([{ i: "combat" }])) : null,
    sp.once ? el("span", { class: "sp-mark", title: t("once per game") }, glyphRow([{ i: "once" }])) : null);
  const costRow = g.cost.length || sp.requirement.length ? el("div", { class: "sp-cost" },
    g.cost.length ? el("span", { class: "pay", title: tf("cost: {cost}", { cost: sp.cost_text || glyphText(g.cost) }) }, glyphRow(g.cost.map((t) => ({ ...t, n: -t.n })))) : null,
    sp.requirement.map(([f, n]) => el("span", { class: "req", title: tf("requires {n}+ {faction} Influence", { n, faction: t(FACTION_NAME[f]) }) }, glyphRow([{ i: "influence", f, n: `${n}+` }])))) : null;
  const fo = svg("foreignObject", { x: r.x, y: r.y, width: r.w - 26, height: r.h },
    el("div", { class: "sp", xmlns: "http://www.w3.org/1999/xhtml" }, head, costRow,
      el("div", { class: "sp-fx" }, glyphRow(g.fx, sp.effects))));
  const kids = [
    svg("title", {}, st.title || words),
    svg("rect", { class: "sp-bg", x: r.x, y: r.y, width: r.w, height: r.h, rx: 6 }),
    svg("rect", { class: "sp-strip", x: r.x + r.w - 26, y: r.y + 1, width: 25, height: r.h - 2, rx: 5 }),
    fo,
  ];
  const sx = r.x + r.w - 13;
  // control marker (top of the strip), Agents (middle), bonus spice or the Mentat (bottom)
  if (V.control[sp.id] !== undefined) {
    const s = V.control[sp.id];
    kids.push(svg("g", { class: "control" }, svg("title", {}, tf("control: P{seat} ({bonus})", { seat: s, bonus: sp.control_bonus })),
      svgIcon("flag", sx - 9, r.y + 2, 18, { style: "color:#fff" }), piece(s, sx + 3, r.y + 9, 4.5)));
  } else if (g.control.length) {
    kids.push(svg("g", { class: "control none" }, svg("title", {}, tf("no control marker yet (control gives {bonus})", { bonus: sp.control_bonus })),
      svgIcon("flag", sx - 8, r.y + 3, 16, { style: "color:#ddd", opacity: 0.55 })));
  }
  agents.forEach((s, k) => kids.push(piece(s, sx, r.y + r.h / 2 - (agents.length - 1) * 8 + k * 16, 7.5, tf("P{seat}'s Agent", { seat: s }))));
  const bonus = V.bonus_spice[sp.id];
  if (bonus) {
    kids.push(svg("g", { class: "bonus" }, svg("title", {}, tf("bonus spice: {n}", { n: bonus })),
      svgIcon("spice", sx - 9, r.y + r.h - 20, 18), svg("text", { x: sx, y: r.y + r.h - 7, class: "bonus-n" }, String(bonus))));
  }
  if (sp.id === "mentat" && V.mentat_holder < 0 && V.mentat_next < 0) {
    kids.push(svg("g", { class: "mentat-home" }, svg("title", {}, t("the Mentat is here")), svgIcon("mentat", sx - 9, r.y + r.h - 21, 18)));
  }
  used.forEach((s, k) => kids.push(piece(s, r.x + r.w - 36 - k * 11, r.y + 9, 4, tf("used once by P{seat}", { seat: s }))));
  (V.voice[sp.id] || []).forEach((s, k) => kids.push(svg("g", { class: "voice-mark" }, svg("title", {}, tf("The Voice of P{seat}: P{seat}'s opponents cannot send Agents here", { seat: s })),
    svgIcon("voice", r.x + r.w - 60 - k * 22, r.y + r.h - 20, 16), piece(s, r.x + r.w - 44 - k * 22, r.y + r.h - 10, 4))));
  const node = svg("g", {
    class: cls, "data-space": sp.id, title: st.title || words, tabindex: st.clickable ? "0" : "-1",
    role: "button", "aria-label": (st.title ? `${st.title}. ` : "") + words, "aria-disabled": st.clickable ? null : "true",
    onclick: () => ctx.onSpace(sp.id),
    onkeydown: (ev) => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); ctx.onSpace(sp.id); } },
    onmouseenter: () => ctx.onHover(sp.id), onmouseleave: () => ctx.onHover(null),
    onfocus: () => ctx.onHover(sp.id), onblur: () => ctx.onHover(null),
  }, kids);
  // the space's words enlarged on pointing, focus and a long press (all of them, whatever its size)
  attachZoom(node, () => {
    const big = fo.firstChild.cloneNode(true);
    big.removeAttribute("xmlns");
    if (st.title) big.append(el("div", { class: "sp-why" }, st.title));
    return big;
  });
  return node;
}

function influenceTrack(V, f, t) {
  const g = svg("g", { class: `track influence f-${f}`, role: "img",
    "aria-label": tf("{faction} Influence: {list}", { faction: tf(FACTION_NAME[f], {}), list: V.players.map((p) => `P${p.seat} ${p.influence[f]}`).join(", ") }) });
  const ch = t.h / t.levels;
  for (let lvl = 0; lvl < t.levels; lvl++) {
    const y = t.y + t.h - (lvl + 1) * ch;
    const mark = lvl === 2 ? "vp2" : lvl === 4 ? "bonus4" : "";
    g.append(svg("rect", { x: t.x, y, width: t.w, height: ch - 1, rx: 2, class: `lvl ${mark}` }));
    g.append(svg("text", { x: t.x + 7, y: y + ch / 2 + 4, class: "lvl-n", "text-anchor": "middle" }, String(lvl)));
    if (lvl === 2) g.append(svg("g", {}, svg("title", {}, tf("2 Influence: 1 VP", {})), svgIcon("vp", t.x + t.w - 13, y + 2, ch - 4)));
    if (lvl === 4) g.append(svg("g", {}, svg("title", {}, tf("4 Influence: the Alliance may be yours, and the Faction's bonus", {})), svgIcon("alliance", t.x + t.w - 13, y + 2, ch - 4, { style: `color:${FACTION_COLOR[f]}` })));
    const here = V.players.filter((p) => Math.min(p.influence[f], t.levels - 1) === lvl);
    here.forEach((p, k) => g.append(piece(p.seat, t.x + 19 + k * 11, y + ch / 2, 4.6, tf("P{seat}: {n} {faction} Influence", { seat: p.seat, n: p.influence[f], faction: tf(FACTION_NAME[f], {}) }))));
  }
  const ally = V.alliance[f];
  const a = t.alliance;
  g.append(svg("g", { class: "alliance" }, svg("title", {}, ally === null || ally === undefined ? tf("{faction} Alliance: on the board", { faction: tf(FACTION_NAME[f], {}) }) : tf("{faction} Alliance: P{seat}", { faction: tf(FACTION_NAME[f], {}), seat: ally })),
    svgIcon("alliance", a.x - 11, a.y - 11, 22, { style: `color:${FACTION_COLOR[f]}`, opacity: ally === null || ally === undefined ? 0.45 : 1 }),
    ally === null || ally === undefined ? null : piece(ally, a.x + 11, a.y + 4, 6)));
  return g;
}

/** A track a module keeps (the layout's `tracks.counters`; the six-player Commanders' personal
 * Influence, 002): a row of cells, what a cell gives on hover, the marker of the seat the view's
 * `counters` names on its space. */
function counterTrack(V, id, t) {
  const c = (V.counters || {})[id];
  const at = c ? tf("{track}: P{seat} at {n}", { track: c.name, seat: c.seat, n: c.value }) : id;
  const g = svg("g", { class: `track counter c-${id}`, role: "img", "aria-label": at });
  const cw = t.w / t.levels;
  for (let lvl = 0; lvl < t.levels; lvl++) {
    const x = t.x + lvl * cw;
    const mark = c && c.marks ? c.marks[String(lvl)] : null;
    g.append(svg("g", {}, svg("title", {}, mark ? tf("{n}: {what}", { n: lvl, what: mark }) : String(lvl)),
      svg("rect", { x, y: t.y, width: cw - 2, height: t.h, rx: 3, class: `lvl${mark ? " marked" : ""}` }),
      svg("text", { x: x + 7, y: t.y + 12, class: "lvl-n", "text-anchor": "middle" }, String(lvl))));
    if (c && Number(c.value) === lvl) g.append(piece(c.seat, x + cw / 2, t.y + t.h / 2 + 5, 8, at));
  }
  return g;
}

function vpTrack(V, t) {
  const g = svg("g", { class: "track vp", role: "img", "aria-label": tf("Victory Points: {list}", { list: V.players.map((p) => `P${p.seat} ${p.vp}`).join(", ") }) });
  const n = t.max + 1;
  const ch = t.h / n;
  for (let v = 0; v <= t.max; v++) {
    const y = t.y + t.h - (v + 1) * ch;
    g.append(svg("rect", { x: t.x, y, width: t.w, height: ch - 2, rx: 4, class: `vp-cell${v === 10 ? " end" : ""}` }));
    g.append(svg("text", { x: t.x + 4, y: y + 13, class: "vp-n" }, v === t.max ? `${v}+` : String(v)));
    if (v === 10) g.append(svg("g", {}, svg("title", {}, tf("10 VP: the game ends after this round", {})), svgIcon("vp", t.x + t.w - 17, y + 2, 14)));
    const here = V.players.filter((p) => Math.min(p.vp, t.max) === v);
    here.forEach((p, k) => g.append(piece(p.seat, t.x + 11 + (k % 2) * 20, y + 24 + Math.floor(k / 2) * 14, 6, tf("P{seat}: {n} VP", { seat: p.seat, n: p.vp }))));
  }
  return g;
}

function combatTrack(V, t) {
  const g = svg("g", { class: "track combat-track", role: "img",
    "aria-label": tf("Combat strength: {list}", { list: V.players.map((p) => `P${p.seat} ${p.strength}`).join(", ") }) });
  const rows = Math.ceil(t.max / t.cols);
  const cw = t.w / t.cols;
  const ch = t.h / rows;
  for (let v = 0; v < t.max; v++) {
    const x = t.x + (v % t.cols) * cw;
    const y = t.y + Math.floor(v / t.cols) * ch;
    g.append(svg("rect", { x: x + 1, y: y + 1, width: cw - 2, height: ch - 2, rx: 3, class: "cb-cell" }));
    g.append(svg("text", { x: x + 3, y: y + 10, class: "cb-n" }, v === t.max - 1 ? `${v}+` : String(v)));
    const here = V.players.filter((p) => Math.min(p.strength, t.max - 1) === v && (p.conflict > 0 || p.strength > 0));
    here.forEach((p, k) => g.append(piece(p.seat, x + 9 + (k % 2) * 12, y + 15 + Math.floor(k / 2) * 10, 4.5, tf("P{seat}: strength {n}", { seat: p.seat, n: p.strength }))));
  }
  return g;
}

function zoneConflict(C, V, z) {
  return svg("foreignObject", { x: z.x, y: z.y, width: z.w, height: z.h, class: "zone-conflict" },
    el("div", { xmlns: "http://www.w3.org/1999/xhtml", class: "zone-html" },
      V.conflict ? conflictEl(V.conflict) : el("div", { class: "card conflict empty" }, t("no Conflict card yet")),
      el("div", { class: "dim small" }, tf("Conflict deck: {n} left", { n: V.conflict_deck_levels.length }))));
}

function zoneCouncil(V, z) {
  const seats = V.players.filter((p) => p.high_council);
  const g = svg("g", { class: "zone council", role: "img", "aria-label": tf("High Council: {seats}", { seats: seats.length ? seats.map((p) => `P${p.seat}`).join(", ") : t("no seat taken") }) },
    svg("rect", { x: z.x, y: z.y, width: z.w, height: z.h, rx: 6, class: "zone-bg" }),
    svg("text", { x: z.x + 6, y: z.y + 14, class: "zone-t" }, t("High Council")));
  const n = Math.max(4, V.players.length);
  const w = (z.w - 12) / n;
  for (let i = 0; i < n; i++) {
    const x = z.x + 6 + i * w;
    g.append(svgIcon("council", x + w / 2 - 12, z.y + 22, 24, { opacity: 0.35 }));
    if (seats[i]) g.append(piece(seats[i].seat, x + w / 2, z.y + 34, 8, tf("P{seat} has a High Council seat", { seat: seats[i].seat })));
  }
  return g;
}

function zoneCombatInfo(V, z) {
  const g = svg("g", { class: "zone combat-info" }, svg("rect", { x: z.x, y: z.y, width: z.w, height: z.h, rx: 6, class: "zone-bg" }),
    svg("text", { x: z.x + 6, y: z.y + 14, class: "zone-t" }, t("In the Conflict")));
  V.players.forEach((p, i) => {
    const y = z.y + 28 + i * 13;
    // a module's units beside the strength (its browser part's combatRow: marks at their places)
    const extra = partHooks("combatRow").map((h) => h(V, p)).filter(Boolean);
    const data = Object.fromEntries(extra.flatMap((x) => Object.entries(x.data || {}).map(([k, v]) => [`data-${k}`, v])));
    const title = extra.map((x) => x.title).find(Boolean)
      || tf("P{seat}: {troops} troops, {swords} swords in the Conflict: strength {n}", { seat: p.seat, troops: p.conflict, swords: p.swords, n: p.strength });
    const row = svg("g", { "data-seat": p.seat, ...data },
      svg("title", {}, title + extra.map((x) => x.suffix || "").join("")),
      piece(p.seat, z.x + 12, y - 4, 4.5),
      svgIcon("troop", z.x + 22, y - 10, 11), svg("text", { x: z.x + 35, y, class: "zone-s" }, String(p.conflict)),
      svgIcon("sword", z.x + 56, y - 10, 11), svg("text", { x: z.x + 69, y, class: "zone-s" }, String(p.swords)),
      svg("text", { x: z.x + 92, y, class: "zone-s" }, `= ${p.strength}`));
    for (const m of extra.flatMap((x) => x.marks || [])) {
      row.append(svgIcon(m.icon, z.x + m.x, y - 10, 11));
      if (m.n !== undefined && m.n !== null) row.append(svg("text", { x: z.x + m.x + 12, y, class: "zone-s" }, String(m.n)));
    }
    g.append(row);
  });
  return g;
}

function zoneDecks(C, V, z) {
  const g = svg("g", { class: "zone decks" }, svg("rect", { x: z.x, y: z.y, width: z.w, height: z.h, rx: 6, class: "zone-bg" }));
  const rows = [["card", tf("Imperium deck: {n}", { n: V.imperium_deck_size })],
    ["intrigue", tf("Intrigue deck: {n} · discarded {discarded}", { n: V.intrigue_deck_size, discarded: V.intrigue_discard.length })],
    ["combat", tf("Conflict deck: {n} (levels {levels})", { n: V.conflict_deck_levels.length, levels: [...new Set(V.conflict_deck_levels)].join(", ") || "—" })],
  ];
  // a board without a Mentat (Uprising: 002 Preparación A) has no Mentat row
  if (C.spaces.some((s) => s.id === "mentat")) rows.push(["mentat", V.mentat_holder >= 0 ? tf("Mentat: with P{seat}", { seat: V.mentat_holder })
    : V.mentat_next >= 0 ? tf("Mentat: P{seat}'s next round", { seat: V.mentat_next }) : t("Mentat: on its space")]);
  // the automa's deck, in its own words and from its own count (client.py automa_words, U739)
  for (const a of Object.values(V.automa_words || {})) rows.push(["agent", a.deck]);
  rows.forEach(([ic, t], i) => {
    g.append(svgIcon(ic, z.x + 8, z.y + 10 + i * 26, 18));
    g.append(svg("text", { x: z.x + 32, y: z.y + 24 + i * 26, class: "zone-s" }, t));
  });
  return g;
}

/** Draw the whole board into `root` (an <svg>). `ctx`: {spaceState(sid), onSpace(sid), onHover(sid), flash: Set,
 *  decision (this seat's, or null), onPost(action): a module's piece clicked}. */
export function drawBoard(root, C, T, V, ctx) {
  const L = T.layout;
  root.setAttribute("viewBox", `0 0 ${L.board.width} ${L.board.height}`);
  root.textContent = "";
  root.append(svg("rect", { x: 0, y: 0, width: L.board.width, height: L.board.height, rx: 12, class: "board-bg" }));
  for (const a of L.areas) {
    root.append(svg("g", { class: `area area-${a.id}`, "data-area": a.id },
      svg("rect", { x: a.x, y: a.y, width: a.w, height: a.h, rx: 9, class: "area-bg", style: `--ac:${a.color || AREA_COLOR[a.id] || "#777"}` }),
      svg("rect", { x: a.x, y: a.y, width: a.w, height: 22, rx: 9, class: "area-head", style: `fill:${a.color || AREA_COLOR[a.id] || "#777"}` }),
      svg("text", { x: a.x + 10, y: a.y + 16, class: "area-name" }, a.name.toUpperCase())));
  }
  for (const lb of L.labels) root.append(svg("text", { x: lb.x, y: lb.y, class: "board-label" }, lb.text));
  for (const [f, t] of Object.entries(L.tracks.influence || {})) root.append(influenceTrack(V, f, t));
  for (const [id, t] of Object.entries(L.tracks.counters || {})) root.append(counterTrack(V, id, t));
  if (L.tracks.vp) root.append(vpTrack(V, L.tracks.vp));
  if (L.tracks.combat) root.append(combatTrack(V, L.tracks.combat));
  const byId = Object.fromEntries(C.spaces.map((s) => [s.id, s]));
  const mctx = { ...ctx, onPost: ctx.onPost || (() => {}) };
  for (const draw of partHooks("drawUnder")) draw(root, C, T, V, mctx);
  for (const sid of Object.keys(L.spaces)) if (byId[sid]) root.append(spaceNode(C, T, V, byId[sid], L.spaces[sid], ctx));
  for (const draw of partHooks("drawOver")) draw(root, C, T, V, mctx);
  const z = L.zones || {};
  if (z.conflict_card) root.append(zoneConflict(C, V, z.conflict_card));
  if (z.high_council_seats) root.append(zoneCouncil(V, z.high_council_seats));
  if (z.combat_info) root.append(zoneCombatInfo(V, z.combat_info));
  if (z.decks) root.append(zoneDecks(C, V, z.decks));
  fitBoard(root);
}

/** Every space's words and the Conflict card inside their rectangles (cards.js fitBox). */
export function fitBoard(root) {
  const lang = document.documentElement.lang || "";
  for (const box of root.querySelectorAll(".space .sp")) fitBox(box, `sp|${lang}|${box.textContent}`);
  for (const box of root.querySelectorAll(".zone-html .card.conflict")) fitBox(box, `cf|${lang}|${box.textContent}`);
}
