"use strict";
// The game page. Everything shown comes from the messages of the server, which builds them
// from landsraad.view(state, seat): this page never receives another seat's hidden cards.

const $ = (id) => document.getElementById(id);
const GID = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop());
const HASH = new URLSearchParams(location.hash.slice(1));
const TOKEN = HASH.get("t") || null;

let C = null;          // component texts (/api/games/{id}/content)
let V = null;          // the latest message for this seat
let LOG = [];          // the whole game log
let selected = null;   // the hand card chosen for an Agent turn
let whyCache = {};     // "version:card" -> {space: reason|null}
let busy = false;
let ws = null;
let wsOpen = false;
let retry = 500;

function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") e.className = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? "" : v);
  }
  for (const k of kids.flat()) if (k !== null && k !== undefined && k !== false) e.append(k instanceof Node ? k : String(k));
  return e;
}

const seatTag = (s, text) => el("span", { class: `seatc s${s}` }, text || `P${s}`);
const cardName = (id) => (C.cards[id] ? C.cards[id].name : id);
const intrigueName = (id) => (C.intrigues[id] ? C.intrigues[id].name : id);
const spaceById = () => Object.fromEntries(C.spaces.map((s) => [s.id, s]));
const FACTION = { emperor: "Emperor", guild: "Spacing Guild", bene_gesserit: "Bene Gesserit", fremen: "Fremen" };
const ICON = { emperor: "Emp", guild: "Gld", bene_gesserit: "BG", fremen: "Fre", landsraad: "Lan", city: "City", spice_trade: "Spc" };
const mySeat = () => (V ? V.seat : -1);
const myDecision = () => V && V.decision && V.decision.seat === V.seat && V.decision.legal ? V.decision : null;
const legalSet = () => new Set((myDecision() || { legal: [] }).legal);

// ---- connection -------------------------------------------------------------------------------
function connect() {
  const proto = location.protocol === "https:" ? "wss" : "ws";
  ws = new WebSocket(`${proto}://${location.host}/ws/games/${encodeURIComponent(GID)}`);
  ws.onopen = () => { ws.send(JSON.stringify({ token: TOKEN })); };
  ws.onmessage = (ev) => {
    const m = JSON.parse(ev.data);
    if (m.type === "state") { wsOpen = true; retry = 500; $("conn").classList.add("on"); receive(m); }
    else if (m.type === "error") { $("status").textContent = m.error; wsOpen = false; retry = 0; }
  };
  ws.onclose = () => {
    wsOpen = false;
    $("conn").classList.remove("on");
    if (retry > 0) { setTimeout(connect, retry); retry = Math.min(retry * 2, 8000); }
  };
}
setInterval(() => { if (ws && ws.readyState === 1) ws.send("ping"); }, 25000);

function receive(m) {
  if (m.log_from > LOG.length) { refetch(); return; }  // a gap in the log: take the whole view
  LOG.length = m.log_from;
  LOG.push(...m.log);
  const changed = !V || V.version !== m.version;
  V = m;
  if (changed) { selected = null; setError(""); }
  render();
}

async function refetch() {
  const r = await fetch(`/api/games/${encodeURIComponent(GID)}/view`, { headers: TOKEN ? { "x-seat-token": TOKEN } : {} });
  if (r.ok) { LOG = []; receive(await r.json()); }
}

async function post(path, body) {
  if (busy) return;
  busy = true;
  document.body.classList.add("busy");
  try {
    const r = await fetch(`/api/games/${encodeURIComponent(GID)}/${path}`, {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const d = await r.json();
    if (!r.ok) { setError(d.error || `error ${r.status}`); if (r.status === 409) refetch(); }
    else if (!wsOpen || d.version > V.version) receive(d);
  } catch (e) {
    setError(`the server did not answer (${e}); retrying the connection`);
  } finally {
    busy = false;
    document.body.classList.remove("busy");
    if (undoQueued) { undoQueued = false; undo(); }
  }
}
const act = (action) => post("act", { token: TOKEN, version: V.version, action });
// An undo asked while a move is still in flight runs once that move's answer is in (post() is
// single-flight); other actions are never queued, so a double click cannot play twice.
let undoQueued = false;
const undo = () => {
  if (busy) { undoQueued = true; return; }
  if (V && V.undo > 0) post("undo", { token: TOKEN, version: V.version });
};
function setError(t) { $("error").textContent = t || ""; }

// ---- choosing ----------------------------------------------------------------------------------
function selectCard(cid) {
  const d = myDecision();
  if (!d || !d.agent || !d.agent[cid]) return;
  selected = selected === cid ? null : cid;
  setError("");
  render();
  if (selected) loadWhy(selected);
}

async function loadWhy(cid) {
  const key = `${V.version}:${cid}`;
  if (!whyCache[key]) {
    const r = await fetch(`/api/games/${encodeURIComponent(GID)}/why?card=${encodeURIComponent(cid)}`, { headers: { "x-seat-token": TOKEN } });
    if (!r.ok) return;
    whyCache[key] = (await r.json()).spaces;
  }
  if (selected === cid) render();
}

function clickSpace(sid) {
  const d = myDecision();
  if (!d) return;
  if (d.kind === "voice" || d.kind === "urgent_mission") {
    const a = d.legal.find((x) => x.split(" ")[1] === sid);
    if (a) act(a);
    return;
  }
  if (!selected) {
    const cards = Object.entries(d.agent || {}).filter(([, sp]) => sp.includes(sid)).map(([c]) => cardName(c));
    setError(cards.length ? `Choose a card first: ${cards.join(", ")} can send an Agent there.` :
      "Choose a card of your hand first.");
    return;
  }
  if ((d.agent[selected] || []).includes(sid)) { act(`agent ${selected} ${sid}`); return; }
  const why = whyCache[`${V.version}:${selected}`];
  setError(`${cardName(selected)} cannot go to ${spaceById()[sid].name}` + (why && why[sid] ? `: ${why[sid]}` : "."));
}

// ---- rendering ---------------------------------------------------------------------------------
function render() {
  if (!V || !C) return;
  document.body.dataset.version = V.version;
  document.body.dataset.round = V.round;
  document.body.dataset.seat = V.seat;
  document.body.dataset.myTurn = myDecision() ? "1" : "0";
  document.body.dataset.over = V.result ? "1" : "0";
  renderHeader();
  renderBoard();
  renderConflict();
  renderPlayers();
  renderMarket();
  renderMine();
  renderDecision();
  renderLog();
  renderEnd();
}

function renderHeader() {
  const d = V.decision;
  let st = `Round ${V.round} · ${V.phase_name}`;
  if (V.result) st = `Round ${V.round} · game over`;
  else if (d && d.seat === V.seat) st += " · your decision";
  else if (d) st += ` · P${d.seat} to decide`;
  $("status").textContent = st;
  const who = $("whoami");
  who.textContent = "";
  if (V.seat >= 0) who.append("You are ", seatTag(V.seat, V.seat_names[V.seat]));
  else who.append("Spectating");
  $("undo-btn").hidden = !(V.undo > 0);
  $("undo-btn").textContent = V.undo > 0 ? `Undo (${V.undo})` : "Undo";
  document.title = `landsraad — ${st}`;
}

function agentsAt(sid) {
  const out = [];
  if (V.occupant[sid] !== undefined) out.push(V.occupant[sid]);
  for (const s of (V.extra_agents[sid] || [])) out.push(s);
  return out;
}

function spaceEl(sp) {
  const d = myDecision();
  const legal = legalSet();
  let cls = "space";
  let title = sp.effects + (sp.closed ? `\nClosed to you in this game: ${sp.closed}` : "");
  let clickable = false;
  if (d && selected) {
    if ((d.agent[selected] || []).includes(sp.id)) { cls += " legal"; clickable = true; }
    else {
      cls += " unavailable";
      const why = whyCache[`${V.version}:${selected}`];
      if (why && why[sp.id]) title = `Unavailable: ${why[sp.id]}`;
    }
  } else if (d && (d.kind === "voice" || d.kind === "urgent_mission") &&
             [...legal].some((a) => a.split(" ")[1] === sp.id)) {
    cls += " legal"; clickable = true;
  }
  if (sp.combat) cls += " combat";
  const agents = agentsAt(sp.id);
  if (agents.length) cls += " occupied";
  const meta = [];
  if (sp.cost_text) meta.push(el("span", { class: "cost" }, sp.cost_text));
  if (sp.requirement_text) meta.push(el("span", { class: "req" }, sp.requirement_text));
  if (sp.combat) meta.push(el("span", { class: "combat-icon", title: "combat space: you may deploy troops" }, "combat"));
  if (sp.once) meta.push(el("span", { class: "once", title: "once per game" }, "1×"));
  const extras = [];
  const bonus = V.bonus_spice[sp.id];
  if (bonus) extras.push(el("span", { class: "bonus", title: "bonus spice" }, `+${bonus} spice`));
  if (V.control[sp.id] !== undefined) extras.push(el("span", { class: "control", title: `control: ${sp.control_bonus}` }, "control ", seatTag(V.control[sp.id])));
  else if (sp.control_bonus) extras.push(el("span", { class: "control dim", title: "no control marker yet" }, `control: ${sp.control_bonus}`));
  for (const s of (V.voice[sp.id] || [])) extras.push(el("span", { class: "voice" }, "Voice ", seatTag(s)));
  if (sp.id === "mentat" && V.mentat_holder < 0 && V.mentat_next < 0) extras.push(el("span", { class: "dim" }, "Mentat here"));
  if (V.used_once[sp.id] && V.used_once[sp.id].length) extras.push(el("span", { class: "dim" }, "used by ", V.used_once[sp.id].map((s) => seatTag(s))));
  return el("div", { class: cls, "data-space": sp.id, title, tabindex: clickable ? "0" : null,
    onclick: () => clickSpace(sp.id) },
  el("div", { class: "space-name" }, sp.name),
  el("div", { class: "space-meta" }, meta),
  el("div", { class: "space-fx" }, sp.effects),
  extras.length ? el("div", { class: "space-extra" }, extras) : null,
  el("div", { class: "agents" }, agents.map((s) => el("span", { class: `agent s${s}`, title: `P${s}'s Agent` }, `P${s}`))));
}

function influenceTrack(f) {
  const rows = [];
  for (let lvl = 6; lvl >= 0; lvl--) {
    const here = V.players.filter((p) => p.influence[f] === lvl);
    rows.push(el("div", { class: `lvl${lvl === 2 ? " vp2" : ""}${lvl === 4 ? " bonus4" : ""}`, title: lvl === 2 ? "2: +1 VP" : lvl === 4 ? "4: Alliance threshold and bonus" : "" },
      el("span", { class: "n" }, String(lvl)), here.map((p) => el("span", { class: `cube s${p.seat}` }, `P${p.seat}`))));
  }
  const ally = V.alliance[f];
  return el("div", { class: "track" }, el("div", { class: "alliance" }, "Alliance: ", ally === null || ally === undefined ? el("span", { class: "dim" }, "on the board") : seatTag(ally)), rows);
}

function renderBoard() {
  const board = $("board");
  board.textContent = "";
  const byArea = {};
  for (const sp of C.spaces) (byArea[sp.area] = byArea[sp.area] || []).push(sp);
  const col = (cls, ...areas) => el("div", { class: `col ${cls}` }, areas.map(([a, name]) =>
    el("div", { class: `area area-${a}`, "data-area": a },
      el("h3", {}, name),
      FACTION[a] ? influenceTrack(a) : null,
      el("div", { class: "spaces" }, (byArea[a] || []).map(spaceEl)))));
  const A = Object.fromEntries(C.areas);
  board.append(
    col("factions", ["emperor", A.emperor], ["guild", A.guild], ["bene_gesserit", A.bene_gesserit], ["fremen", A.fremen]),
    col("middle", ["landsraad", A.landsraad], ["city", A.city]),
    col("right", ["spice_trade", A.spice_trade]));
}

function renderConflict() {
  const box = $("conflict");
  box.textContent = "";
  box.append(el("h3", {}, "Conflict"));
  if (V.conflict) {
    const cf = C.conflicts[V.conflict];
    box.append(el("div", { class: "conflict-card", "data-conflict": V.conflict },
      el("div", { class: "cname" }, `${cf.name} `, el("span", { class: "lvl" }, `level ${"I".repeat(cf.level)}`)),
      cf.control ? el("div", { class: "dim" }, `1st also takes control of ${cf.control}`) : null,
      el("ol", { class: "rewards" }, cf.rewards.map((r, i) => el("li", {}, r,
        cf.places[i].length > 3 ? el("span", { class: "dim" }, ` ${cf.places[i].slice(4)}`) : null)))));
  } else box.append(el("div", { class: "dim" }, "no Conflict card revealed"));
  box.append(el("div", { class: "strengths" }, V.players.map((p) => el("span", { class: "strength" }, seatTag(p.seat),
    ` ${p.strength}`, p.conflict ? el("small", {}, ` (${p.conflict} troops${p.swords ? `, ${p.swords} swords` : ""})`) : null))));
  box.append(el("div", { class: "dim" }, `Conflict deck: ${V.conflict_deck_levels.length} cards left`));
}

function cardEl(cid, opts) {
  const c = C.cards[cid] || { name: cid, icons: [], cost: -1 };
  const o = opts || {};
  const fac = c.factions && c.factions.length ? c.factions : (c.faction ? [c.faction] : []);
  const text = [c.agent ? `Agent: ${c.agent}` : "", c.reveal ? `Reveal: ${c.reveal}` : "", c.acquire ? `Acquire: ${c.acquire}` : "", c.trash ? `When trashed: ${c.trash}` : ""].filter(Boolean);
  return el("div", { class: `card ${o.cls || ""}`, "data-card": cid, title: text.join("\n"), tabindex: o.onclick ? "0" : null, onclick: o.onclick || null },
    el("div", { class: "card-head" }, el("span", { class: "card-name" }, c.name),
      c.cost >= 0 ? el("span", { class: "card-cost", title: "persuasion cost" }, String(c.cost)) : null, o.count ? el("span", { class: "count" }, `×${o.count}`) : null),
    el("div", { class: "icons" }, fac.map((f) => el("span", { class: `fac fac-${f}` }, FACTION[f] || f)), c.icons.map((i) => el("span", { class: `icon icon-${i}`, title: `${i} Agent icon` }, ICON[i] || i))),
    o.text === false ? null : el("div", { class: "card-text" }, text.map((t) => el("div", {}, t))));
}

function group(list) {
  const m = new Map();
  for (const x of list) m.set(x, (m.get(x) || 0) + 1);
  return [...m.entries()];
}

function renderPlayers() {
  const box = $("players");
  box.textContent = "";
  const d = V.decision;
  for (const p of V.players) {
    const flags = [];
    if (p.seat === V.first_player) flags.push(el("span", { class: "flag", title: "First Player" }, "First"));
    if (p.high_council) flags.push(el("span", { class: "flag" }, "High Council"));
    if (p.has_mentat) flags.push(el("span", { class: "flag" }, "Mentat"));
    if (p.has_swordmaster) flags.push(el("span", { class: "flag" }, "Swordmaster"));
    if (p.revealed) flags.push(el("span", { class: "flag" }, "Revealed"));
    const leader = p.leader && C.leaders[p.leader] ? C.leaders[p.leader] : null;
    const kind = V.game.seats[p.seat] ? V.game.seats[p.seat].kind : "";
    box.append(el("div", { class: `player s${p.seat}${d && d.seat === p.seat ? " deciding" : ""}${p.seat === V.seat ? " me" : ""}`, "data-player": String(p.seat) },
      el("div", { class: "phead" }, seatTag(p.seat), " ",
        el("span", { class: "leader", title: leader ? `${leader.left_name}: ${leader.left_text}${leader.setup ? `\nAt setup: ${leader.setup}` : ""}\nSignet Ring — ${leader.signet_name}: ${leader.signet_text}` : "" }, leader ? leader.name : "no leader"),
        el("span", { class: "kind" }, (V.automa || []).includes(p.seat) ? (V.players_count === 2 ? "House Hagal (automa)" : `Rival (${V.difficulty})`)
          : kind === "human" ? "human" : `bot ${kind}`),
        el("span", { class: "vp", title: Object.entries(p.vp_sources).map(([k, n]) => `${k}: ${n}`).join("\n") }, `${p.vp} VP`)),
      el("div", { class: "res" },
        el("span", { class: "sol", title: "Solari" }, `${p.solari} Solari`), el("span", { class: "spi", title: "spice" }, `${p.spice} spice`),
        el("span", { class: "wat", title: "water" }, `${p.water} water`)),
      el("div", { class: "troops" }, `Troops: ${p.garrison} garrison · ${p.conflict} in Conflict · ${p.supply} supply · Agents ${p.agents_left}/${p.agents_total}`),
      el("div", { class: "infl" }, Object.keys(FACTION).map((f) => el("span", { title: FACTION[f] }, `${ICON[f]} ${p.influence[f]}${V.alliance[f] === p.seat ? "★" : ""}`))),
      el("div", { class: "zones" }, `Hand ${p.hand_size} · Deck ${p.deck_size} · Discard ${p.discard.length} · Intrigues ${p.intrigue_count} · Trashed ${p.trashed.length}`, p.persuasion ? ` · Persuasion ${p.persuasion}` : ""),
      flags.length ? el("div", { class: "flags" }, flags) : null,
      p.in_play.length ? el("div", { class: "inplay" }, "In play: ", group(p.in_play).map(([c, n]) => el("span", { class: "mini", title: (C.cards[c] || {}).reveal || "" }, cardName(c) + (n > 1 ? ` ×${n}` : "")))) : null,
      p.waiting_intrigues && p.waiting_intrigues.length ? el("div", { class: "inplay" }, "Face-up Plots: ", p.waiting_intrigues.map(intrigueName).join(", ")) : null,
      p.manipulated && p.manipulated.length ? el("div", { class: "inplay" }, "Set aside (Manipulate): ", p.manipulated.map(cardName).join(", ")) : null,
      p.masterstroke_face_down ? el("div", { class: "inplay" }, `Masterstroke: ${p.masterstroke_face_down} tokens face down`) : null,
      el("details", { class: "discard" }, el("summary", {}, "Discard pile"), group(p.discard).map(([c, n]) => el("span", { class: "mini" }, cardName(c) + (n > 1 ? ` ×${n}` : ""))))));
  }
}

function renderMarket() {
  const box = $("market");
  box.textContent = "";
  const legal = legalSet();
  const buy = (cid) => (legal.has(`acquire ${cid}`) ? () => act(`acquire ${cid}`) : null);
  box.append(el("h3", {}, "Imperium Row"),
    el("div", { class: "row cards" }, V.imperium_row.map((cid) => cardEl(cid, { cls: legal.has(`acquire ${cid}`) ? "buyable" : "", onclick: buy(cid) }))),
    el("h3", {}, "Reserve"),
    el("div", { class: "row cards" }, Object.entries(V.reserve).map(([cid, n]) => cardEl(cid, { count: n, cls: legal.has(`acquire ${cid}`) ? "buyable" : "", onclick: buy(cid) }))),
    el("div", { class: "dim" }, `Imperium deck ${V.imperium_deck_size} · Intrigue deck ${V.intrigue_deck_size} · Mentat: `,
      V.mentat_holder >= 0 ? seatTag(V.mentat_holder) : V.mentat_next >= 0 ? el("span", {}, "won by ", seatTag(V.mentat_next)) : "on its space"));
}

function renderMine() {
  const box = $("mine");
  box.textContent = "";
  if (V.seat < 0) { box.append(el("h3", {}, "Spectating"), el("p", { class: "dim" }, "Hands and Intrigue cards are hidden from spectators.")); return; }
  const me = V.players[V.seat];
  const d = myDecision();
  const legal = legalSet();
  let marked = false;
  const handCards = (me.hand || []).map((cid) => {
    const can = d && d.agent && d.agent[cid];
    let cls = can ? "playable" : "";
    if (selected === cid && !marked) { cls += " selected"; marked = true; }
    return cardEl(cid, { cls, onclick: can ? () => selectCard(cid) : null });
  });
  const intr = (me.intrigues || []).map((iid) => {
    const it = C.intrigues[iid] || { name: iid, kind_label: "", text: "" };
    const can = legal.has(`play ${iid}`);
    return el("div", { class: `card intrigue${can ? " playable" : ""}`, "data-intrigue": iid, title: it.text, tabindex: can ? "0" : null, onclick: can ? () => act(`play ${iid}`) : null },
      el("div", { class: "card-head" }, el("span", { class: "card-name" }, it.name), el("span", { class: "ikind" }, it.kind_label)),
      el("div", { class: "card-text" }, it.text.split("\n").map((t) => el("div", {}, t))));
  });
  box.append(el("h3", {}, "Your hand ", el("span", { class: "dim" }, d && d.kind === "turn" ? "(click a card, then a highlighted space)" : "")),
    el("div", { class: "row cards", id: "hand" }, handCards.length ? handCards : el("span", { class: "dim" }, "empty")),
    el("h3", {}, "Your Intrigues"),
    el("div", { class: "row cards", id: "intrigues" }, intr.length ? intr : el("span", { class: "dim" }, "none")));
  if (me.deck) box.append(el("div", { class: "dim deck" }, `Your deck (${me.deck_size}, unordered): `, Object.entries(me.deck).map(([c, n]) => cardName(c) + (n > 1 ? ` ×${n}` : "")).join(", ") || "empty"));
  if (me.deck_top && me.deck_top.length) box.append(el("div", {}, "Known on top of your deck: ", me.deck_top.map(cardName).join(", ")));
  if (me.masterstroke && me.masterstroke.length && me.masterstroke_face_down) box.append(el("div", {}, "Your face-down Masterstroke tokens: ", me.masterstroke.map((f) => FACTION[f] || f).join(", ")));
}

function renderDecision() {
  const prompt = $("prompt");
  const opts = $("options");
  prompt.textContent = "";
  opts.textContent = "";
  const d = V.decision;
  if (V.result) { prompt.append("The game is over."); return; }
  if (!d) return;
  if (d.seat !== V.seat || !d.legal) {
    prompt.append("Waiting for ", seatTag(d.seat, V.seat_names[d.seat]), ` (${d.kind.replace(/_/g, " ")})…`);
    return;
  }
  prompt.append(el("strong", {}, d.text || d.kind));
  if (d.agent && Object.keys(d.agent).length) {
    prompt.append(el("div", { class: "hint" }, selected ? `${cardName(selected)}: click a highlighted space (Esc to choose another card).`
      : "Click a card of your hand, then a highlighted board space."));
  }
  d.options.forEach((o, i) => {
    const n = i + 1;
    opts.append(el("button", { type: "button", class: "opt", "data-action": o.action, title: o.gloss || o.action,
      onclick: () => act(o.action) }, n <= 9 ? el("kbd", {}, String(n)) : null, ` ${o.label}`, o.gloss ? el("small", {}, ` ${o.gloss}`) : null));
  });
}

let NAMES = null;
function logText(line) {
  // the engine logs component ids (dune_the_desert_planet): show their printed names
  if (!NAMES) {
    NAMES = {};
    for (const [k, v] of Object.entries(C.cards)) NAMES[k] = v.name;
    for (const [k, v] of Object.entries(C.intrigues)) NAMES[k] = v.name;
    for (const s of C.spaces) NAMES[s.id] = s.name;
    Object.assign(NAMES, FACTION);
  }
  return line.replace(/\b[a-z][a-z0-9_]*\b/g, (w) => NAMES[w] || w);
}

function renderLog() {
  const ol = $("log-lines");
  const start = Math.max(0, LOG.length - 300);
  ol.textContent = "";
  for (let i = start; i < LOG.length; i++) ol.append(el("li", { value: String(i + 1) }, logText(LOG[i])));
  ol.scrollTop = ol.scrollHeight;
}

const TIEBREAK = () => C.tiebreak || {};
function renderEnd() {
  const end = $("end");
  if (!V.result) { end.hidden = true; return; }
  const r = V.result;
  const box = $("end-box");
  box.textContent = "";
  box.append(el("h2", {}, "Game over"),
    el("p", { class: "winner" }, "Winner: ", seatTag(r.winner, V.seat_names[r.winner]), ` with ${r.vp[r.winner]} VP — decided by ${r.tiebreak} (${TIEBREAK()[r.tiebreak] || r.tiebreak})`),
    el("table", { class: "ranking" },
      el("thead", {}, el("tr", {}, ["Place", "Seat", "VP", "Spice", "Solari", "Water", "Garrison"].map((h) => el("th", {}, h)))),
      el("tbody", {}, r.ranking.map((s, i) => { const p = V.players[s]; return el("tr", {}, el("td", {}, String(i + 1)), el("td", {}, seatTag(s, V.seat_names[s])), el("td", {}, String(p.vp)), el("td", {}, String(p.spice)), el("td", {}, String(p.solari)), el("td", {}, String(p.water)), el("td", {}, String(p.garrison))); }))),
    el("p", {}, el("a", { href: "/" }, "Back to the lobby"), " · ", el("button", { type: "button", onclick: () => { end.hidden = true; } }, "Look at the board")));
  if (!end.dataset.closed) end.hidden = false;
}

// ---- keys --------------------------------------------------------------------------------------
document.addEventListener("keydown", (ev) => {
  if (ev.ctrlKey || ev.metaKey || ev.altKey || ev.target.tagName === "INPUT") return;
  const d = myDecision();
  if (ev.key === "?") { $("help").hidden = !$("help").hidden; return; }
  if (ev.key === "Escape") { $("help").hidden = true; if (selected) { selected = null; render(); } return; }
  if (ev.key === "l") { $("log").classList.toggle("hidden"); return; }
  if (ev.key === "u") { undo(); return; }
  if (!d) return;
  if (/^[1-9]$/.test(ev.key)) { const o = d.options[Number(ev.key) - 1]; if (o) act(o.action); return; }
  if (ev.key === "r" && d.legal.includes("reveal")) { act("reveal"); return; }
  if (ev.key === "d") { const a = ["done", "pass"].find((x) => d.legal.includes(x)); if (a) act(a); return; }
  if (ev.key === "a" && d.agent) {
    const cards = Object.keys(d.agent);
    if (cards.length) selectCard(cards[(cards.indexOf(selected) + 1) % cards.length]);
  }
});
$("undo-btn").addEventListener("click", undo);
$("log-btn").addEventListener("click", () => $("log").classList.toggle("hidden"));
$("help-btn").addEventListener("click", () => { $("help").hidden = !$("help").hidden; });
$("help-close").addEventListener("click", () => { $("help").hidden = true; });
$("end").addEventListener("click", (ev) => { if (ev.target === $("end")) { $("end").hidden = true; $("end").dataset.closed = "1"; } });

async function init() {
  const r = await fetch(`/api/games/${encodeURIComponent(GID)}/view`, { headers: TOKEN ? { "x-seat-token": TOKEN } : {} });
  const first = await r.json();
  if (!r.ok) { $("status").textContent = first.error || `error ${r.status}`; return; }
  // the component texts as this seat reads them in this game (its leader's Signet Ring, its costs)
  C = await (await fetch(`/api/games/${encodeURIComponent(GID)}/content`, { headers: TOKEN ? { "x-seat-token": TOKEN } : {} })).json();
  receive(first);
  connect();
}
init();
