// The game page. Everything shown comes from the messages of the server, which builds them from
// landsraad.view(state, seat): this page never receives another seat's hidden cards.
//
// Flow: click a card of your hand, then a highlighted space of the board (the gain is previewed
// on hover); Plot Intrigues are lit wherever they are legal (the Agent-turn decision, the Reveal
// turn); decisions that name a board space (The Voice, Urgent Mission) are made on the board.
// Other players' moves are shown one at a time with a brief highlight (the speed setting).

import { $, el, clear } from "./dom.js";
import { LANG, setupLanguage, t, tf } from "./i18n.js";
import { injectSprite, seatTag, setFactions, FACTION_NAME } from "./icons.js";
import { setData, cardEl, intrigueEl, leaderEl, glyphText, hideZoom, zoomCheck, fitCards, fitBox } from "./cards.js";
import { drawBoard } from "./board.js";
import { loadParts, partHooks } from "./parts.js";
import { setPanelData, playersPanel, modulePanels, rowPanel, logPanel, combatPanel, scoreTable, vpChart, logText, cardName } from "./panels.js";

const GID = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop());
const HASH = new URLSearchParams(location.hash.slice(1));
// a seat's join link carries its token (t=), a private game's spectator link the spectator token
// (watch=); in the fragment, which a browser never sends to a server
const TOKEN = HASH.get("t") || HASH.get("watch") || null;
const api = (path) => `/api/games/${encodeURIComponent(GID)}/${path}`;
// the game's texts in this page's language (i18n.js): component texts, log lines
const langApi = (path) => `${api(path)}?lang=${LANG}`;
const auth = () => (TOKEN ? { "x-seat-token": TOKEN } : {});
// the replay of this game, opened with the same token (a private game's replay needs one)
const replayHref = () => `/replay/g-${encodeURIComponent(GID)}` +
  (HASH.get("t") ? `#t=${encodeURIComponent(HASH.get("t"))}` : HASH.get("watch") ? `#watch=${encodeURIComponent(HASH.get("watch"))}` : "");

// ---- settings (kept in this browser) ---------------------------------------------------------------
const SETTINGS = {
  speed: Number(localStorage.getItem("landsraad.speed") ?? 600), // ms per move of another player
  plotStops: localStorage.getItem("landsraad.plotStops") === "1", // stop after each Agent turn for Plots
};

let C = null;          // component texts as this seat reads them in this game (/api/games/{id}/content)
let T = null;          // board layout and icon tokens, the same way (/api/games/{id}/table)
let V = null;          // the latest message for this seat
let LOG = [];          // the whole game log (in this page's language)
let LOG_KINDS = [];    // what each log line is: "combat", "move" or "" (rules/view.py log_kinds)
let selected = null;   // the hand card chosen for an Agent turn
let hovered = null;    // the board space pointed at
let whyCache = {};     // "version:card" -> {space: reason|null}
let busy = false;
let ws = null;
let wsOpen = false;
let retry = 500;
let flash = new Set(); // spaces where the last moves happened
let lastMove = "";
let feed = [];         // the last few moves shown above the prompt (issue 34: more than one line)
const FEED_LINES = 3;
let didBySeat = {};    // seat -> its last two move lines (shown for the automa seats)
let tab = "row";
let lastCombat = null;
let combatCount = 0;
let turnPlots = new Set();  // Plots that were playable at this seat's last Agent-turn decision
let autoDoneAt = -1;       // the version at which a Plot window was closed by the page
let afterUndo = false;
let marketShownFrom = -1;  // the version at which this seat's market decision (Reveal turn) began

const mySeat = () => (V ? V.seat : -1);
const myDecision = () => (V && V.decision && V.decision.seat === V.seat && V.decision.legal && !V.result ? V.decision : null);
const legalSet = () => new Set((myDecision() || { legal: [] }).legal);
const spaceById = () => Object.fromEntries(C.spaces.map((s) => [s.id, s]));
// decisions answered by clicking a board space: "<verb> <space>" actions, but the verbs a module's
// pieces take clicks for (its browser part's BOARD_VERBS: a piece may share its id with a space,
// as an Uprising post with a space it watches: `spy deep_desert` names the post)
const partVerbs = () => partHooks("BOARD_VERBS").flat();
const spaceTargets = (d) => (d ? d.legal.filter((a) => { const w = a.split(" "); return w.length === 2 && spaceById()[w[1]] && w[0] !== "acquire" && !partVerbs().includes(w[0]); }) : []);

// ---- connection ----------------------------------------------------------------------------------
function connect() {
  const proto = location.protocol === "https:" ? "wss" : "ws";
  ws = new WebSocket(`${proto}://${location.host}/ws/games/${encodeURIComponent(GID)}`);
  ws.onopen = () => { ws.send(JSON.stringify({ token: TOKEN, lang: LANG })); };
  ws.onmessage = (ev) => {
    const m = JSON.parse(ev.data);
    if (m.type === "state") { wsOpen = true; retry = 500; $("conn").classList.add("on"); enqueue(m, false); }
    else if (m.type === "error") { $("status").textContent = m.error; wsOpen = false; retry = 0; }
  };
  ws.onclose = () => {
    wsOpen = false;
    $("conn").classList.remove("on");
    if (retry > 0) { setTimeout(connect, retry); retry = Math.min(retry * 2, 8000); }
  };
}
setInterval(() => { if (ws && ws.readyState === 1) ws.send("ping"); }, 25000);

// Messages are shown in order; after a move of another player the page waits SETTINGS.speed ms
// before showing the next one, so that bots' moves can be followed one by one.
const queue = [];
let pumping = false;
function enqueue(m, mine) { queue.push([m, mine]); if (!pumping) pump(); }
async function pump() {
  pumping = true;
  while (queue.length) {
    const [m, mine] = queue.shift();
    const prev = V;
    receive(m);
    const other = prev && m.version > prev.version && !mine && prev.decision && prev.decision.seat !== mySeat();
    if (other && queue.length && SETTINGS.speed > 0) await new Promise((r) => setTimeout(r, queue.length > 6 ? SETTINGS.speed / 4 : SETTINGS.speed));
  }
  pumping = false;
}

function receive(m) {
  if (m.log_from > LOG.length) { refetch(); return; } // a gap in the log: take the whole view
  const before = LOG.length;
  LOG.length = m.log_from;
  LOG.push(...m.log);
  LOG_KINDS.length = m.log_from;
  LOG_KINDS.push(...(m.log_kinds || m.log.map(() => "")));
  const changed = !V || V.version !== m.version;
  const wentBack = V && m.version < V.version;
  const prev = V;
  V = m;
  if (changed) {
    selected = null;
    setError("");
    noteMoves(wentBack ? LOG.length : Math.min(before, m.log_from), wentBack ? null : prev);
  }
  afterUndo = wentBack || (afterUndo && !changed);
  render();
  if (changed) maybeAutoClosePlots();
}

// the engine's log line that opens each combat (rules/phases.py _log_combat), in any language
const isCombat = (i) => LOG_KINDS[i] === "combat";

/** The spaces that got an Agent since `prev` (any seat: a player, a Rival, House Hagal) flash;
 *  the last line about a seat is the "Last:" line; a combat loads its places. */
function noteMoves(from, prev) {
  const fresh = LOG.slice(from);
  const freshIdx = fresh.map((_, k) => from + k);
  flash = new Set();
  if (prev) {
    for (const s of C.spaces) {
      const was = (prev.agents[s.id] || []).length;
      const now = (V.agents[s.id] || []).length;
      if (now > was) flash.add(s.id);
    }
  }
  combatCount += freshIdx.filter(isCombat).length;
  const shown = freshIdx.filter((i) => LOG_KINDS[i] === "move");
  if (shown.length) lastMove = logText(LOG[shown[shown.length - 1]]);
  // the feed: the last moves of the table (players, Rivals, House Hagal), newest last
  for (const i of shown) feed.push(logText(LOG[i]));
  feed = feed.slice(-FEED_LINES);
  // each seat's last moves (a Rival's or House Hagal's turn: its card, where, what it gained), shown
  // in its row of the players' panel
  for (const i of shown) {
    const m = /^P(\d+)\b/.exec(LOG[i]);
    if (!m) continue;
    const seat = Number(m[1]);
    (didBySeat[seat] = didBySeat[seat] || []).push(logText(LOG[i]));
    didBySeat[seat] = didBySeat[seat].slice(-2);
  }
  if (freshIdx.some(isCombat)) loadCombat(true);
}

async function refetch() {
  const r = await fetch(langApi("view"), { headers: auth() });
  if (r.ok) { LOG = []; LOG_KINDS = []; receive(await r.json()); }
}

async function post(path, body) {
  if (busy) return;
  busy = true;
  document.body.classList.add("busy");
  try {
    const r = await fetch(api(path), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const d = await r.json();
    if (!r.ok) { setError(d.error || tf("error {status}", { status: r.status })); if (r.status === 409) refetch(); }
    else if (!wsOpen || d.version > V.version || path === "undo") enqueue(d, true);
  } catch (e) {
    setError(tf("the server did not answer ({error}); retrying the connection", { error: e }));
  } finally {
    busy = false;
    document.body.classList.remove("busy");
    if (undoQueued) { undoQueued = false; undo(); }
  }
}
function act(action) {
  const d = myDecision();
  if (uiHas(d, "agent_turn")) turnPlots = new Set(d.legal.filter((a) => a.startsWith("play ")));
  return post("act", { token: TOKEN, version: V.version, action, lang: LANG });
}
// An undo asked while a move is in flight runs once that move's answer is in (post() is single
// flight); other actions are never queued, so a double click cannot play twice.
let undoQueued = false;
function undo() {
  if (busy) { undoQueued = true; return; }
  if (V && V.undo > 0) post("undo", { token: TOKEN, version: V.version, lang: LANG });
}
function setError(t) { $("error").textContent = t || ""; }

// The engine's Plot window after an Agent turn (rules/turns.py "plots") stays: the page closes it
// by itself ("done") when it offers no Plot that was not already playable at the start of this
// Agent turn, unless the player asked for explicit stops. Plots are offered where they are legal:
// lit in the Intrigues at the Agent-turn decision and in the Reveal turn.
function maybeAutoClosePlots() {
  const d = myDecision();
  if (!uiHas(d, "plot_window") || SETTINGS.plotStops || afterUndo || autoDoneAt === V.version) return;
  const fresh = d.legal.filter((a) => a.startsWith("play ") && !turnPlots.has(a));
  if (fresh.length) return;
  if (!d.legal.includes("done")) return;
  autoDoneAt = V.version;
  const at = V.version;
  // the move that opened the window may still be in flight (post() is single flight): wait
  // for it, and act only if the table is still at this window
  const tryDone = (left) => {
    if (!V || V.version !== at || !uiHas(myDecision(), "plot_window")) return;
    if (busy) { if (left > 0) setTimeout(() => tryDone(left - 1), 25); return; }
    act("done");
  };
  setTimeout(() => tryDone(400), 0);
}

// ---- choosing --------------------------------------------------------------------------------------
function selectCard(cid) {
  const d = myDecision();
  if (!d || !d.agent || !d.agent[cid]) return;
  selected = selected === cid ? null : cid;
  setError("");
  render();
  if (selected) loadWhy(selected);
}

// The strongest agent's move for this seat, from its view only (server: agents/hint.py, ~1 s).
let hintVersion = -1;
async function askHint() {
  if (!myDecision()) return;
  const version = V.version;
  hintVersion = version;
  $("hint").textContent = t("Hint: thinking…");
  const r = await fetch(langApi("hint"), { headers: auth() });
  const d = await r.json();
  if (V.version !== version) return; // the game moved on meanwhile
  $("hint").textContent = r.ok ? d.text : (d.error || tf("error {status}", { status: r.status }));
}

async function loadWhy(cid) {
  const key = `${V.version}:${cid}`;
  if (!whyCache[key]) {
    const r = await fetch(`${langApi("why")}&card=${encodeURIComponent(cid)}`, { headers: { "x-seat-token": TOKEN } });
    if (!r.ok) return;
    whyCache[key] = (await r.json()).spaces;
  }
  if (selected === cid) render();
}

function clickSpace(sid) {
  const d = myDecision();
  if (!d) return;
  const target = spaceTargets(d).find((a) => a.split(" ")[1] === sid);
  if (target) { act(target); return; }
  if (!d.agent || !Object.keys(d.agent).length) return;
  if (!selected) {
    const cards = Object.entries(d.agent || {}).filter(([, sp]) => sp.includes(sid)).map(([c]) => cardName(c));
    setError(cards.length ? tf("Choose a card first: {cards} can send an Agent there.", { cards: cards.join(", ") }) : t("Choose a card of your hand first."));
    return;
  }
  if ((d.agent[selected] || []).includes(sid)) { act(`agent ${selected} ${sid}`); return; }
  const why = whyCache[`${V.version}:${selected}`];
  setError(why && why[sid] ? tf("{card} cannot go to {space}: {why}", { card: cardName(selected), space: spaceById()[sid].name, why: why[sid] })
    : tf("{card} cannot go to {space}.", { card: cardName(selected), space: spaceById()[sid].name }));
}

function spaceState(sid) {
  const d = myDecision();
  if (!d) return { cls: "", clickable: false };
  const targets = spaceTargets(d);
  if (targets.length) {
    return targets.some((a) => a.split(" ")[1] === sid) ? { cls: "legal target", clickable: true, title: t("Choose this space") } : { cls: "", clickable: false };
  }
  if (!d.agent) return { cls: "", clickable: false };
  if (selected) {
    if ((d.agent[selected] || []).includes(sid)) return { cls: "legal", clickable: true, title: tf("Send an Agent here with {card}", { card: cardName(selected) }) };
    const why = whyCache[`${V.version}:${selected}`];
    return { cls: "unavailable", clickable: true, title: why && why[sid] ? tf("Unavailable: {why}", { why: why[sid] }) : null };
  }
  return Object.values(d.agent).some((sp) => sp.includes(sid)) ? { cls: "reachable", clickable: true } : { cls: "", clickable: false };
}

function onHover(sid) {
  hovered = sid;
  renderPreview();
}

function renderPreview() {
  const box = $("preview");
  clear(box);
  const d = myDecision();
  if (!hovered || !d || !selected || !(d.agent[selected] || []).includes(hovered)) return;
  const g = T.glyphs.spaces[hovered];
  const c = T.glyphs.cards[selected];
  const sp = spaceById()[hovered];
  const parts = [];
  if (g.cost.length) parts.push(tf("pay {cost}", { cost: glyphText(g.cost) }));
  parts.push(tf("gain {effects}", { effects: glyphText(g.fx) || sp.effects }));
  if (c && c.agent.length) parts.push(tf("card: {effects}", { effects: glyphText(c.agent) }));
  if (V.bonus_spice[hovered]) parts.push(tf("+{n} bonus spice", { n: V.bonus_spice[hovered] }));
  if (V.control[hovered] !== undefined && V.control[hovered] !== V.seat) parts.push(tf("P{seat} takes the control bonus", { seat: V.control[hovered] }));
  box.append(el("strong", {}, tf("{space} with {card}:", { space: sp.name, card: cardName(selected) })), " ", parts.join("; "));
}

// ---- rendering -------------------------------------------------------------------------------------
function render() {
  if (!V || !C || !T) return;
  const b = document.body.dataset;
  b.version = V.version;
  b.round = V.round;
  b.seat = V.seat;
  b.myTurn = myDecision() ? "1" : "0";
  b.over = V.result ? "1" : "0";
  b.kind = myDecision() ? myDecision().kind : "";
  renderHeader();
  drawBoard($("board-svg"), C, T, V, { spaceState, onSpace: clickSpace, onHover, flash, decision: myDecision(), onPost: act });
  // a module's own panel in the board's section (its browser part's drawBeside: Immortality's Bene
  // Tleilax board, large while the seat decides on it)
  for (const draw of partHooks("drawBeside")) draw($("board"), C, T, V, { legal: legalSet(), act, decision: myDecision(), render });
  renderMine();
  renderDecision();
  playersPanel($("players"), V, { compact: true, did: didBySeat });
  modulePanels($("module-panels"), V);
  renderTabs();
  renderEnd();
  zoomCheck();
  b.fitted = `${innerWidth}x${innerHeight}`;  // every box fitted to this window size (tests wait for it)
}

function renderHeader() {
  const d = V.decision;
  let st = tf("Round {round} · {phase}", { round: V.round, phase: V.phase_name });
  if (V.result) st = tf("Round {round} · game over", { round: V.round });
  else if (d && d.seat === V.seat) st = tf("Round {round} · {phase} · your decision", { round: V.round, phase: V.phase_name });
  else if (d) st = tf("Round {round} · {phase} · P{seat} to decide", { round: V.round, phase: V.phase_name, seat: d.seat });
  $("status").textContent = st;
  const who = clear($("whoami"));
  if (V.seat >= 0) who.append(t("You are") + " ", seatTag(V.seat, V.seat_names[V.seat]));
  else who.append("Spectating");
  $("undo-btn").hidden = !(V.undo > 0);
  $("undo-btn").textContent = V.undo > 0 ? tf("Undo ({n})", { n: V.undo }) : t("Undo");
  // the hint button (issue 31): only on the seat's own decision; a hint is for one version
  $("hint-btn").hidden = !myDecision();
  $("hint-btn").textContent = t("Hint");
  if (hintVersion !== V.version) $("hint").textContent = "";
  document.title = `landsraad — ${st}`;
}

function renderMine() {
  const hand = clear($("hand"));
  const intr = clear($("intrigues"));
  const lead = clear($("leader"));
  if (V.seat < 0) {
    hand.append(el("p", { class: "dim" }, "Spectating: hands and Intrigue cards are hidden."));
    return;
  }
  const me = V.players[V.seat];
  if (me.leader) lead.append(leaderEl(me.leader));
  const d = myDecision();
  const legal = legalSet();
  let marked = false;
  for (const cid of me.hand || []) {
    const can = d && d.agent && d.agent[cid];
    let cls = can ? "playable" : "";
    if (selected === cid && !marked) { cls += " selected"; marked = true; }
    hand.append(cardEl(cid, { cls, onclick: can ? () => selectCard(cid) : null }));
  }
  // revealed cards whose Reveal box waits for this seat (docs/rulings.md R12: in the order the
  // player chooses) are shown here and resolved by a click, as the "Resolve" buttons do
  const waiting = [...new Set(me.in_play || [])].filter((cid) => legal.has(`resolve ${cid}`));
  for (const cid of waiting) hand.append(cardEl(cid, { cls: "resolvable", onclick: () => act(`resolve ${cid}`) }));
  if (me.revealed) {
    // after the Reveal turn: the cards in play this round (those sent with Agents and those revealed),
    // each with its boxes, and what the reveal gave in all
    const rest = [...(me.in_play || [])];
    for (const cid of waiting) rest.splice(rest.indexOf(cid), 1);
    // what each gave this round (the log's lines naming it; copies of one card share them out)
    const gave = gainsByCard(V.seat);
    const copies = {};
    for (const cid of rest) copies[cid] = (copies[cid] || 0) + 1;
    const seen = {};
    for (const cid of rest) {
      const card = cardEl(cid, { cls: "inplay" });
      const all = gave[cardName(cid)] || [];
      const k = seen[cid] = (seen[cid] || 0) + 1;
      const per = Math.ceil(all.length / copies[cid]);
      const got = all.slice((k - 1) * per, k * per);
      if (got.length) card.append(el("div", { class: "gave-box", title: tf("gave: {gains}", { gains: got.join("; ") }) }, got.join("; ")));
      hand.append(card);
    }
    $("deckinfo").dataset.revealed = "1";
  }
  if (!(me.hand || []).length && !waiting.length && !(me.revealed && (me.in_play || []).length)) hand.append(el("span", { class: "dim empty" }, me.revealed ? t("revealed") : t("empty")));
  for (const iid of me.intrigues || []) {
    const can = legal.has(`play ${iid}`);
    intr.append(intrigueEl(iid, { cls: can ? "playable" : "", onclick: can ? () => act(`play ${iid}`) : null }));
  }
  if (!(me.intrigues || []).length) intr.append(el("span", { class: "dim empty" }, t("no Intrigue")));
  const deck = $("deckinfo");
  deck.textContent = "";
  const known = me.deck_top && me.deck_top.length ? " · " + tf("on top: {cards}", { cards: me.deck_top.map(cardName).join(", ") }) : "";
  deck.append(el("span", { title: me.deck ? Object.entries(me.deck).map(([c, n]) => cardName(c) + (n > 1 ? ` ×${n}` : "")).join(", ") : "" },
    tf("deck {deck} · discard {discard} · in play {in_play}", { deck: me.deck_size, discard: me.discard.length, in_play: me.in_play.length }) + known));
  if (me.revealed) deck.append(el("strong", { class: "gave" }, " · " + tf("revealed: {persuasion} Persuasion left, {swords} Swords", { persuasion: me.persuasion, swords: me.swords ?? 0 })));
  if (me.masterstroke && me.masterstroke.length && me.masterstroke_face_down) deck.append(" · " + tf("Masterstroke: {factions}", { factions: me.masterstroke.map((f) => (FACTION_NAME[f] ? t(FACTION_NAME[f]) : f)).join(", ") }));
  fitCards($("mine"));
}

/** What each card of this seat gave this round, from the log (lines "P0 gains 1 Persuasion (Dagger)" since
 *  the last combat): {card name: ["gains 1 Persuasion", ...]}. */
function gainsByCard(seat) {
  const out = {};
  const re = new RegExp(`^P${seat} (.+) \\(([^()]+)\\)$`);
  for (let i = LOG.length - 1; i >= 0 && LOG_KINDS[i] !== "combat"; i--) {
    const m = re.exec(logText(LOG[i]));
    if (m) (out[m[2]] = out[m[2]] || []).unshift(m[1]);
  }
  return out;
}

// What the page does around a decision comes from its declaration (rules/decisions.py
// DecisionKind.ui, sent as d.ui): "agent_turn", "plot_window", "market".
const uiHas = (d, what) => !!(d && d.ui && d.ui.includes(what));

function renderDecision() {
  clear($("preview"));
  const prompt = clear($("prompt"));
  const opts = clear($("options"));
  const last = clear($("lastmove"));
  if (feed.length) {
    last.append(el("ol", { class: "feed", "aria-label": t("the last moves") },
      feed.map((line, i) => el("li", { class: i === feed.length - 1 ? "newest" : "" }, i === feed.length - 1 ? tf("Last: {move}", { move: line }) : line))));
  }
  const d = V.decision;
  if (V.result) { prompt.append(t("The game is over.")); return; }
  if (!d) return;
  if (d.seat !== V.seat || !d.legal) {
    prompt.append(t("Waiting for"), " ", seatTag(d.seat, V.seat_names[d.seat]), ` (${d.kind.replace(/_/g, " ")})…`);
    return;
  }
  // a choice this seat makes for an automa seat (a Rival, House Hagal): whose it is and why it is this
  // seat's, in the automa's own words (client.py automa_words: its name and the rule that gives its
  // choices to a player, U739)
  if (d.for_seat !== undefined && d.for_seat !== d.seat) {
    const fp = V.players[d.for_seat] || {};
    const automa = fp.automa ? (V.automa_words || {})[fp.role] : null;
    prompt.append(el("div", { class: "for-automa", "data-for": d.for_seat },
      tf("A choice for {seat} ({who}), not for you:", { seat: V.seat_names[d.for_seat] || `P${d.for_seat}`, who: automa ? automa.word : "" }), " ",
      automa ? automa.choices : t("the rules give the automa's choices to a player.")));
  }
  const targets = spaceTargets(d);
  // d.prompt: the kind's browser prompt (clicks, not typed actions), else its prompt
  let text = d.prompt || (d.text || d.kind).replace(/'done'/g, "Done").replace(/ \(agent CARD SPACE\)/, "");
  if (targets.length && !d.prompt) text += " " + t("Click a highlighted board space.");
  prompt.append(el("strong", d.explain ? { title: d.explain } : {}, text));
  if (d.agent && Object.keys(d.agent).length) {
    prompt.append(el("div", { class: "hint" }, selected ? tf("{card}: click a highlighted space (Esc: another card).", { card: cardName(selected) })
      : t("Click a card of your hand, then a highlighted board space.")));
  }
  const resolves = d.legal.filter((a) => a.startsWith("resolve "));
  if (resolves.length && !d.prompt) prompt.append(el("div", { class: "hint" }, tf("Reveal boxes waiting ({n}): click a card in your hand row, in the order you choose, or a button.", { n: resolves.length })));
  const plays = d.legal.filter((a) => a.startsWith("play "));
  if (plays.length && !uiHas(d, "plot_window")) prompt.append(el("div", { class: "hint" }, tf("Intrigues you may play now are lit in your hand row ({n}).", { n: plays.length })));
  // while the market is shown large in the board's place, its cards are the buttons to acquire them
  const buyingNow = uiHas(d, "market") && !boardWhileBuying;
  const bought = buyingNow ? d.options.filter((o) => o.action.startsWith("acquire ")).length : 0;
  if (bought) prompt.append(el("div", { class: "hint" }, tf("Cards you can acquire are lit in the market on the left ({n}).", { n: bought })));
  const shown = d.options.filter((o) => !targets.includes(o.action) && !(buyingNow && o.action.startsWith("acquire ")));
  opts.classList.toggle("many", shown.length > 6);
  shown.forEach((o, i) => {
    const key = OPTION_KEYS[i];
    const gloss = glossBeyond(o.label, o.gloss);
    opts.append(el("button", { type: "button", class: "opt", "data-action": o.action, "data-key": key || null, title: o.gloss || o.label,
      onclick: () => choose(o.action) }, key ? el("kbd", {}, key) : null, ` ${o.label}`, gloss ? el("small", {}, ` ${gloss}`) : null));
  });
  if (targets.length) opts.append(el("p", { class: "dim" }, tf("{n} spaces highlighted on the board (Tab to reach them by keyboard).", { n: targets.length })));
  renderPreview();
}

// the keys of the numbered buttons: 1-9, 0, then letters no other key uses (r, d, a, u, l are taken)
const OPTION_KEYS = [..."1234567890", ..."qwetyiopsfghjkzxcvbnm"];

/** The gloss without what the label already says ("Acquire Calculus of Power" + "Calculus of Power,
 *  cost 3" → "cost 3"; "Play Inspire Awe" + "Inspire Awe" → ""). */
function glossBeyond(label, gloss) {
  if (!gloss || gloss === label) return "";
  const words = gloss.split(" ");
  for (let k = words.length; k > 0; k--) {
    const head = words.slice(0, k).join(" ");
    const bare = head.replace(/[,.:;]$/, "");
    if (label.endsWith(bare)) return gloss.slice(head.length).replace(/^[\s,.:;—-]+/, "");
  }
  return gloss;
}

// Done in a Reveal turn with Persuasion left and a card still affordable: a word first, a second
// Done ends the turn (issue 34)
let doneWarnedAt = -1;
function choose(action) {
  const d = myDecision();
  if (action === "done" && uiHas(d, "market") && doneWarnedAt !== V.version) {
    const me = V.players[V.seat];
    const buyable = d.legal.filter((a) => a.startsWith("acquire ")).length;
    if (me && me.persuasion > 0 && buyable) {
      doneWarnedAt = V.version;
      document.body.dataset.warned = String(V.version);
      setError(tf("Persuasion left: {n}; cards you can still acquire: {k}. Press Done again to end your turn without them.", { n: me.persuasion, k: buyable }));
      return;
    }
  }
  act(action);
}

function renderTabs() {
  const d = myDecision();
  // the Row is shown when a market decision begins; the reader may then open the Log or Combat
  const marketNow = uiHas(d, "market") ? V.version : -1;
  if (marketNow >= 0 && marketShownFrom < 0) tab = "row";
  marketShownFrom = marketNow >= 0 ? (marketShownFrom < 0 ? marketNow : marketShownFrom) : -1;
  for (const t of ["row", "combat", "log"]) {
    $(`tab-${t}`).setAttribute("aria-selected", String(tab === t));
    $(`pane-${t}`).hidden = tab !== t;
  }
  const buying = renderBuying(d);
  if (tab === "row" || buying) {
    rowPanel($("market"), V, legalSet(), act);
    for (const draw of partHooks("drawMarket")) draw($("market"), V, { legal: legalSet(), act });
  }
  if (buying) fitBox($("market"), null, 7);
  else $("market").style.fontSize = "";  // back in its tab: the tab's own size
  if (tab === "log") logPanel($("log-lines"), LOG);
  if (tab === "combat") combatPanel($("combat-box"), V, lastCombat);
}
function setTab(t) { tab = t; renderTabs(); }

// While this seat buys (the Reveal turn's market), the Imperium Row, the Reserve and the contracts
// take the board's place, large and without a scroll; "Show the board" puts them back in their tab.
let boardWhileBuying = false;
function renderBuying(d) {
  const market = uiHas(d, "market");
  if (!market) boardWhileBuying = false;
  const buying = market && !boardWhileBuying;
  document.body.classList.toggle("buying", buying);
  let box = $("buy");
  if (!box) {
    box = el("section", { id: "buy", class: "buy", "aria-label": t("Imperium Row and Reserve") },
      el("div", { class: "buy-head" }, el("strong", { id: "buy-title" }), " ",
        el("button", { type: "button", id: "buy-board", onclick: () => { boardWhileBuying = true; render(); } }, t("Show the board"))));
    $("board").append(box);
  }
  let note = $("row-note");
  if (!note) {
    note = el("p", { id: "row-note", class: "dim" }, t("While you buy, the Imperium Row is shown large in the board's place."), " ",
      el("button", { type: "button", onclick: () => { boardWhileBuying = false; render(); } }, t("Show it large")));
    $("pane-row").prepend(note);
  }
  note.hidden = !(market && !buying) && !buying;
  note.lastChild.hidden = buying;
  if (market) $("buy-title").textContent = tf("Acquire cards: {n} Persuasion to spend", { n: V.players[V.seat].persuasion });
  const m = $("market");
  const home = buying ? box : $("pane-row");
  if (m.parentNode !== home) home.append(m);
  return buying;
}

async function loadCombat(show) {
  const want = combatCount;
  let h;
  try {
    const r = await fetch(api("history"), { headers: auth() });
    if (!r.ok) return;
    h = await r.json();
  } catch (e) { return; } // the next combat or reconnection asks again
  lastCombat = h.combats.length ? h.combats[h.combats.length - 1] : null;
  if (want !== combatCount) return;
  if (show && lastCombat && !myDecision()) tab = "combat";
  if (V) renderTabs();
}

// ---- end of the game -------------------------------------------------------------------------------
let endShown = false;
async function renderEnd() {
  const end = $("end");
  if (!V.result) { end.hidden = true; return; }
  if (endShown) return;
  endShown = true;
  hideZoom();
  const r = V.result;
  const TB = C.tiebreak || {};
  const seed = V.game && V.game.seed_text ? V.game.seed_text : null; // sent only once over; every digit
  const box = clear($("end-box"));
  const chart = el("div", { class: "chart" }, el("p", { class: "dim" }, t("loading VP by round…")));
  box.append(el("h2", {}, t("Game over")),
    el("p", { class: "winner" }, t("Winner:"), " ", seatTag(r.winner, V.seat_names[r.winner]), " " + tf("with {vp} VP — decided by {tiebreak} ({why})", { vp: r.vp[r.winner], tiebreak: t(r.tiebreak), why: TB[r.tiebreak] || r.tiebreak })),
    el("div", { class: "end-grid" },
      el("div", {},
        el("table", { class: "ranking" },
          el("thead", {}, el("tr", {}, [t("Place"), t("Seat"), t("VP"), t("Spice"), t("Solari"), t("Water"), t("Garrison")].map((h) => el("th", {}, h)))),
          el("tbody", {}, r.ranking.map((s, i) => { const p = V.players[s]; return el("tr", {}, el("td", {}, String(i + 1)), el("td", {}, seatTag(s, V.seat_names[s])), el("td", {}, String(p.vp)), el("td", {}, String(p.spice)), el("td", {}, String(p.solari)), el("td", {}, String(p.water)), el("td", {}, String(p.garrison))); }))),
        scoreTable(V)),
      chart),
    el("p", {}, el("a", { href: "/" }, t("Back to the lobby")), " · ", el("a", { href: replayHref(), id: "replay-link" }, t("Replay this game")),
      seed !== null ? el("span", { class: "dim", id: "seed" }, " " + tf("(seed {seed})", { seed })) : null, " · ",
      el("button", { type: "button", onclick: () => { end.hidden = true; } }, t("Look at the board"))));
  end.hidden = false;
  try {
    const h = await fetch(api("history"), { headers: auth() });
    if (h.ok) { const data = await h.json(); clear(chart).append(el("h3", {}, t("VP by round")), vpChart(data.vp_by_round, V.players.length)); }
    else clear(chart).append(el("p", { class: "dim" }, t("VP by round: see the replay")));
  } catch (e) { clear(chart).append(el("p", { class: "dim" }, t("VP by round: see the replay"))); }
}

// ---- settings, keys ---------------------------------------------------------------------------------
function setupSettings() {
  const sp = $("speed");
  sp.value = String(SETTINGS.speed);
  if (sp.value === "") { sp.value = "600"; SETTINGS.speed = 600; }
  sp.addEventListener("change", () => { SETTINGS.speed = Number(sp.value); localStorage.setItem("landsraad.speed", sp.value); });
  const ps = $("plot-stops");
  ps.checked = SETTINGS.plotStops;
  ps.addEventListener("change", () => { SETTINGS.plotStops = ps.checked; localStorage.setItem("landsraad.plotStops", ps.checked ? "1" : "0"); });
  $("settings-btn").addEventListener("click", (ev) => { ev.stopPropagation(); $("settings").hidden = !$("settings").hidden; });
  document.addEventListener("click", (ev) => { if (!$("settings").contains(ev.target)) $("settings").hidden = true; });
}

document.addEventListener("keydown", (ev) => {
  if (ev.ctrlKey || ev.metaKey || ev.altKey || ["INPUT", "SELECT"].includes(ev.target.tagName)) return;
  const d = myDecision();
  if (ev.key === "?") { $("help").hidden = !$("help").hidden; return; }
  if (ev.key === "Escape") { $("help").hidden = true; $("settings").hidden = true; hideZoom(); if (selected) { selected = null; render(); } return; }
  if (ev.key === "l") { setTab(tab === "log" ? "row" : "log"); return; }
  if (ev.key === "u") { undo(); return; }
  if (!d) return;
  const keyed = $("options").querySelector(`.opt[data-key="${CSS.escape(ev.key)}"]`);
  if (keyed) { keyed.click(); return; }
  if (ev.key === "r" && d.legal.includes("reveal")) { act("reveal"); return; }
  if (ev.key === "d") { const a = ["done", "pass"].find((x) => d.legal.includes(x)); if (a) choose(a); return; }
  if (ev.key === "a" && d.agent) {
    const cards = Object.keys(d.agent);
    if (cards.length) selectCard(cards[(cards.indexOf(selected) + 1) % cards.length]);
  }
});

async function init() {
  await setupLanguage();
  injectSprite();
  setupSettings();
  $("undo-btn").addEventListener("click", undo);
  $("hint-btn").addEventListener("click", askHint);
  $("log-btn").addEventListener("click", () => setTab("log"));
  $("help-btn").addEventListener("click", () => { $("help").hidden = !$("help").hidden; });
  $("help-close").addEventListener("click", () => { $("help").hidden = true; });
  for (const t of ["row", "combat", "log"]) $(`tab-${t}`).addEventListener("click", () => setTab(t));
  $("end").addEventListener("click", (ev) => { if (ev.target === $("end")) $("end").hidden = true; });
  const r = await fetch(langApi("view"), { headers: auth() });
  const first = await r.json();
  if (!r.ok) { $("status").textContent = first.error || tf("error {status}", { status: r.status }); return; }
  // the texts and icons as this seat reads them in this game: its leader's Signet Ring, the costs
  // it pays, the Conflict rewards of this player count
  const [c, t] = await Promise.all([fetch(langApi("content"), { headers: auth() }), fetch(langApi("table"), { headers: auth() })]);
  if (!c.ok || !t.ok) { $("status").textContent = tf("the game's texts did not load ({status}); reload the page", { status: c.ok ? t.status : c.status }); return; }
  C = await c.json();
  T = await t.json();
  await loadParts(T);  // the browser code of the game's modules (the table's `browser`)
  setFactions(C.factions, T.layout);  // this board's Factions (the six-player side's two new ones)
  setData(C, T);
  setPanelData(C, T);
  $("board-svg").setAttribute("aria-label", tf("the board", {}));
  enqueue(first, true);
  connect();
  if (LOG.some((_, i) => isCombat(i))) loadCombat(false);
}
// a new window size: the cards and spaces fit their new boxes again
let resizeTimer = null;
window.addEventListener("resize", () => { clearTimeout(resizeTimer); resizeTimer = setTimeout(() => { hideZoom(); render(); }, 120); });
init();
