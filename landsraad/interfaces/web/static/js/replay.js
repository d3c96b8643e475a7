// The replay viewer: steps through a finished game (a game of this host, or a record of
// `simulate --save` served with `serve --records DIR`) forwards and backwards. Every step is the
// table as the server rebuilds it from the record (GET /api/replays/{id}/at/{n}); the viewer
// may look as any seat (the game is over, nothing is secret any more) or as a spectator, each with
// the texts as that seat read them in that game (its leader's Signet Ring, the costs it paid).
// A private game's replay is asked with the token of its link (#t= a seat's, #watch= the
// spectator's), in the fragment, which a browser never sends to a server.

import { $, el, clear } from "./dom.js";
import { LANG, t, tf } from "./i18n.js";
import { injectSprite, seatTag, setFactions } from "./icons.js";
import { setData, cardEl, intrigueEl, leaderEl, zoomCheck } from "./cards.js";
import { drawBoard } from "./board.js";
import { loadParts, partHooks } from "./parts.js";
import { setPanelData, playersPanel, modulePanels, rowPanel, logPanel, combatPanel, scoreTable, vpChart, logText } from "./panels.js";

const parts = location.pathname.split("/").filter(Boolean);
const RID = parts.length > 1 ? decodeURIComponent(parts[1]) : null;
const HASH = new URLSearchParams(location.hash.slice(1));
const TOKEN = HASH.get("t") || HASH.get("watch") || null;
const texts = new Map(); // seat -> [content, table] as that seat read them
let C = null;
let T = null;
let S = null;      // the replay summary
let V = null;      // the table at the current step
let step = 0;
let seat = -1;
let tab = "score";
let playing = null;
const cache = new Map();
let flash = new Set();

async function getJSON(url) {
  const r = await fetch(url, { headers: TOKEN ? { "x-seat-token": TOKEN } : {} });
  const d = await r.json();
  if (!r.ok) throw new Error(d.error || tf("error {status}", { status: r.status }));
  return d;
}

async function at(n, s) {
  const key = `${n}:${s}`;
  if (!cache.has(key)) {
    const p = getJSON(`/api/replays/${encodeURIComponent(RID)}/at/${n}?seat=${s}&lang=${LANG}`);
    p.catch(() => cache.delete(key)); // a refused request (too many at once) is asked again later
    cache.set(key, p);
    if (cache.size > 200) cache.delete(cache.keys().next().value);
  }
  return cache.get(key);
}

/** The texts and icon tokens as seat `s` read them (-1: a spectator), loaded once per seat. */
function textsFor(s) {
  if (!texts.has(s)) {
    const base = `/api/replays/${encodeURIComponent(RID)}`;
    const p = Promise.all([getJSON(`${base}/content?seat=${s}&lang=${LANG}`), getJSON(`${base}/table?seat=${s}&lang=${LANG}`)]);
    p.catch(() => texts.delete(s));
    texts.set(s, p);
  }
  return texts.get(s);
}

function useTexts([c, t]) {
  C = c;
  T = t;
  setFactions(C.factions, T.layout);  // this board's Factions (the six-player side's two new ones)
  setData(C, T);
  setPanelData(C, T);
}

async function go(n) {
  n = Math.max(0, Math.min(S.steps, n));
  const want = n;
  step = n;
  const s = seat;
  let m;
  let tx;
  try {
    [m, tx] = await Promise.all([at(n, s), textsFor(s)]);
  } catch (e) {
    if (step === want) $("stepinfo").textContent = tf("step {n}: {error} — try again", { n, error: e.message || e });
    return;
  }
  if (step !== want || seat !== s) return;
  useTexts(tx);
  V = m;
  flash = new Set();
  if (m.last_action) {
    const w = m.last_action.action.split(" ");
    if (w[0] === "agent" && w.length === 3) flash.add(w[2]);
  }
  render();
  if (n < S.steps) at(n + 1, seat).catch(() => {}); // prefetch
}

function render() {
  const b = document.body.dataset;
  b.step = String(step);
  b.steps = String(S.steps);
  b.round = String(V.round);
  $("slider").value = String(step);
  $("stepinfo").textContent = tf("step {step} / {steps} · round {round}", { step, steps: S.steps, round: V.round });
  drawBoard($("board-svg"), C, T, V, { spaceState: () => ({ cls: "", clickable: false }), onSpace: () => {}, onHover: () => {}, flash });
  // the game's modules' own panels, as the game page draws them (their browser parts' drawBeside:
  // Immortality's Bene Tleilax board); a replay decides nothing, so nothing in them is lit or clicked
  for (const draw of partHooks("drawBeside")) draw($("board"), C, T, V, { legal: new Set(), act: () => {}, decision: null, render });
  const prompt = clear($("prompt"));
  if (V.last_action) {
    prompt.append(el("strong", {}, `${step}. `), seatTag(V.last_action.seat, V.seat_names[V.last_action.seat] || `P${V.last_action.seat}`), ` — ${V.last_action.label}`);
  } else prompt.append(el("strong", {}, t("The start of the game (step 0)")));
  const fresh = (V.log || []).slice(-4).map(logText);
  prompt.append(el("div", { class: "lastmove" }, fresh.length ? fresh[fresh.length - 1] : ""));
  if (V.result) prompt.append(el("div", { class: "hint" }, t("Game over: winner"), " ", seatTag(V.result.winner, V.seat_names[V.result.winner]), ` (${t(V.result.tiebreak)})`));
  playersPanel($("players"), V, { compact: true });
  modulePanels($("module-panels"), V);  // the blocks its modules' web parts add (client.py panels)
  renderMine();
  renderTabs();
  zoomCheck();
}

function renderMine() {
  const hand = clear($("hand"));
  const intr = clear($("intrigues"));
  const lead = clear($("leader"));
  $("deckinfo").textContent = "";
  if (V.seat < 0) { hand.append(el("p", { class: "dim" }, t("Choose a seat (top right) to see its hand and Intrigues."))); return; }
  const me = V.players[V.seat];
  if (me.leader) lead.append(leaderEl(me.leader));
  for (const cid of me.hand || []) hand.append(cardEl(cid, {}));
  if (!(me.hand || []).length) hand.append(el("span", { class: "dim empty" }, t("empty")));
  for (const iid of me.intrigues || []) intr.append(intrigueEl(iid, {}));
  if (!(me.intrigues || []).length) intr.append(el("span", { class: "dim empty" }, t("no Intrigue")));
  $("deckinfo").textContent = tf("P{seat} · deck {deck} · discard {discard}", { seat: V.seat, deck: me.deck_size, discard: me.discard.length });
}

function renderTabs() {
  for (const t of ["score", "row", "combat", "log"]) {
    $(`tab-${t}`).setAttribute("aria-selected", String(tab === t));
    $(`pane-${t}`).hidden = tab !== t;
  }
  if (tab === "row") {
    rowPanel($("market"), V, new Set(), () => {});
    for (const draw of partHooks("drawMarket")) draw($("market"), V, { legal: new Set(), act: () => {} });
  }
  if (tab === "log") logPanel($("log-lines"), V.log || []);
  if (tab === "combat") {
    const done = S.history.combats.filter((c) => c.round < V.round || (c.round === V.round && V.phase !== "player_turns" && V.phase !== "round_start"));
    combatPanel($("combat-box"), V, done.length ? done[done.length - 1] : null);
  }
  if (tab === "score") {
    const box = clear($("pane-score"));
    // the rounds finished by this step, then the VP now
    const rounds = [...S.history.vp_by_round.slice(0, Math.max(0, V.round - 1)), V.players.map((p) => p.vp)];
    box.append(scoreTable(V), el("h4", {}, t("VP at the end of each round")), vpChart(rounds, V.players.length));
    if (S.result) box.append(el("p", { class: "dim" }, tf("Final: {vp}; winner P{seat} ({tiebreak}).", { vp: S.result.vp.map((v, i) => `P${i} ${v}`).join(", "), seat: S.result.winner, tiebreak: t(S.result.tiebreak) })));
  }
}

async function jumpRound(dir) {
  // binary search on the step whose round is the wanted one (rounds only grow with the steps)
  const want = Math.max(1, V.round + dir);
  let lo = 0;
  let hi = S.steps;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    let m;
    try { m = await at(mid, seat); } catch (e) { $("stepinfo").textContent = tf("{error} — try again", { error: e.message || e }); return; }
    if (m.round < want) lo = mid + 1; else hi = mid;
  }
  go(lo);
}

function togglePlay() {
  if (playing) { clearInterval(playing); playing = null; $("play").textContent = t("▶ play"); return; }
  $("play").textContent = t("❚❚ pause");
  playing = setInterval(() => { if (step >= S.steps) togglePlay(); else go(step + 1); }, 500);
}

async function showList() {
  $("table").hidden = true;
  document.querySelector(".replay-controls").hidden = true;
  $("list").hidden = false;
  document.body.classList.remove("game");
  const ul = $("replays");
  // a page at a time (GET /api/replays?cursor=: the previous page's `next`)
  const page = async (cursor) => {
    const data = await getJSON(cursor ? `/api/replays?cursor=${encodeURIComponent(cursor)}` : "/api/replays");
    ul.querySelector("li.more")?.remove();
    if (!cursor && !data.replays.length) ul.append(el("li", { class: "dim" }, t("no finished game yet")));
    for (const r of data.replays) {
      const txt = r.kind !== "game" ? tf("record {name}", { name: r.name }) : r.result
        ? tf("game {id} — {seats} — P{winner} won", { id: r.id.slice(2), seats: r.seats.join(", "), winner: r.result.winner })
        : tf("game {id} — {seats}", { id: r.id.slice(2), seats: r.seats.join(", ") });
      ul.append(el("li", {}, el("a", { href: `/replay/${encodeURIComponent(r.id)}` }, txt)));
    }
    if (data.next) {
      const b = el("button", { type: "button" }, t("show more"));
      b.addEventListener("click", () => page(data.next));
      ul.append(el("li", { class: "more" }, b));
    }
  };
  await page(null);
}

async function init() {
  injectSprite();
  if (!RID) { showList(); return; }
  try {
    S = await getJSON(`/api/replays/${encodeURIComponent(RID)}`);
  } catch (e) {
    $("status").textContent = String(e.message || e);
    return;
  }
  try {
    const first = await textsFor(seat);
    await loadParts(first[1]);  // the browser code of the game's modules (the table's `browser`)
    useTexts(first);
  } catch (e) {
    $("status").textContent = String(e.message || e);
    return;
  }
  $("status").textContent = S.seed_text ? tf("Replay {id} · seed {seed}", { id: RID, seed: S.seed_text }) : tf("Replay {id}", { id: RID });
  // a record whose hashes and result do not cover its end (`landsraad replay` says NOT VERIFIED)
  if (S.verified === false) {
    $("status").append(" · ", el("strong", { class: "unverified", title: S.verification || "" },
      t("NOT VERIFIED: this record has no hash of its final state or no result; it could have been cut short or edited")));
  }
  $("slider").max = String(S.steps);
  const sel = $("seat");
  for (let i = 0; i < S.players; i++) sel.append(el("option", { value: String(i) }, `P${i}${S.seats[i] ? ` (${S.seats[i]})` : ""}`));
  sel.addEventListener("change", () => { seat = Number(sel.value); go(step); });
  $("first").addEventListener("click", () => go(0));
  $("last").addEventListener("click", () => go(S.steps));
  $("prev").addEventListener("click", () => go(step - 1));
  $("next").addEventListener("click", () => go(step + 1));
  $("prev-round").addEventListener("click", () => jumpRound(-1));
  $("next-round").addEventListener("click", () => jumpRound(1));
  $("play").addEventListener("click", togglePlay);
  $("slider").addEventListener("input", () => go(Number($("slider").value)));
  for (const t of ["score", "row", "combat", "log"]) $(`tab-${t}`).addEventListener("click", () => { tab = t; renderTabs(); });
  document.addEventListener("keydown", (ev) => {
    if (ev.target.tagName === "SELECT" || ev.target.tagName === "INPUT") return;
    if (ev.key === "ArrowRight") go(step + 1);
    else if (ev.key === "ArrowLeft") go(step - 1);
    else if (ev.key === "Home") go(0);
    else if (ev.key === "End") go(S.steps);
    else if (ev.key === "PageDown") jumpRound(1);
    else if (ev.key === "PageUp") jumpRound(-1);
    else if (ev.key === " ") { ev.preventDefault(); togglePlay(); }
    else return;
    ev.preventDefault();
  });
  const start = Number(new URLSearchParams(location.hash.slice(1)).get("step") || S.steps);
  go(start);
}
init();
