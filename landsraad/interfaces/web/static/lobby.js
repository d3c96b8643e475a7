"use strict";
// The lobby: create a game, get the links, list the games on this host.

const $ = (id) => document.getElementById(id);

function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") e.className = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? "" : v);
  }
  for (const k of kids.flat()) if (k !== null && k !== undefined) e.append(k instanceof Node ? k : String(k));
  return e;
}

// a page text with placeholders in the page's language (static/js/i18n.js `tf`, which this classic
// script reaches through the page once the language's texts are loaded: "landsraad:texts")
const tfl = (s, vars) => (window.landsraadTf ? window.landsraadTf(s, vars)
  : s.replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m)));

// bots by level (agents/spec.py LEVELS: the server reads a level as its agent spec)
const WHO = [["human", "Human"], ["medium", "Bot: medium (heuristic)"],
  ["easy", "Bot: easy (heuristic)"], ["hard", "Bot: hard (search, about 0.1-0.2 s a move)"],
  ["explorer", "Bot: explorer"], ["random", "Bot: random"]];
let LEADERS = [];
let BY_EDITION = {};
let OPTIONS = [];  // the options modules declare (the server's /api/options `game_options`)

/** A field per declared option (lobby.py option_fields): label, help, placeholder and suggestions
 * in the page's language; the server's value for it is typed in at the tables it fits (applyOffer). */
function optionFields(options) {
  OPTIONS = options;
  const box = $("game-options");
  box.textContent = "";
  for (const o of options) {
    const list = `${o.name}-values`;
    box.append(el("label", { title: o.help }, `${o.label} `,
      el("input", { id: o.name, name: o.name, list, placeholder: o.placeholder, maxlength: "80" })),
    el("datalist", { id: list }, o.suggestions.map((v) => el("option", { value: v }))));
    $(o.name).addEventListener("input", (ev) => { ev.target.dataset.typed = "1"; });  // the player's own value stays
  }
}

/** The Expansion list: the presets' module choices in the page's language (the server's
 * /api/options `module_choices`, lobby.py module_choices), each greyed per edition by applyOffer. */
function moduleChoices(choices) {
  const sel = $("modules");
  const chosen = sel.value;
  sel.textContent = "";
  for (const c of choices) sel.append(el("option", { value: c.value }, c.name));
  if (!choices.some((c) => c.value === "")) sel.prepend(el("option", { value: "" }, "none"));
  sel.value = choices.some((c) => c.value === chosen) ? chosen : "";
}

/** Offer only what the engine's rules allow (the server's /api/options, lobby.py): a module choice
 * the edition cannot play, a player count the edition and modules do not have, and the Rivals'
 * difficulty outside a solo game are greyed, each with its reason shown under the form. */
function applyOffer() {
  const e = BY_EDITION[$("edition").value];
  if (!e || !e.modules) return;
  const notes = [];
  const mods = $("modules");
  for (const opt of mods.options) {
    const m = e.modules[opt.value];
    const reason = m && m.reason;
    opt.disabled = Boolean(reason);
    opt.title = reason || "";
    if (reason) notes.push(`${m.name}: ${reason}`);  // its name in the page's language (the server's)
  }
  if (mods.selectedOptions[0].disabled) mods.value = "";
  const offer = e.modules[mods.value] || { players: e.players, solo: [1] };
  const players = $("players");
  for (const opt of players.options) {
    // the count's table in the server's words for this edition (lobby.py count_words, U738)
    const words = (e.count_words || {})[opt.value];
    opt.textContent = words ? `${opt.value} (${words})` : opt.value;
    opt.disabled = !offer.players.includes(Number(opt.value));
    opt.title = opt.disabled ? e.players_reason : "";
  }
  if (players.selectedOptions[0].disabled) players.value = String(Math.max(...offer.players));
  if (offer.players.length < players.options.length) notes.push(e.players_reason);
  const solo = offer.solo.includes(Number(players.value));
  $("difficulty").disabled = !solo;
  $("difficulty").title = solo ? "" : e.solo_reason;
  if (!solo) notes.push(e.solo_reason);
  // the options modules declare (lobby.py option_counts): each field open at the counts its table offers
  for (const o of OPTIONS) {
    const f = $(o.name), n = Number(players.value);
    f.disabled = !((offer.options || {})[o.name] || []).includes(n);
    // the server's value where it fits this table (lobby.py served_counts: two Rival cards fit the solo
    // table, not the two-player one, U735); elsewhere empty: the option's default
    if (!f.dataset.typed) f.value = ((offer.served || {})[o.name] || []).includes(n) ? (o.value || "") : "";
  }
  const ul = $("offer-notes");
  ul.textContent = "";
  for (const n of notes) ul.append(el("li", {}, n));
}

/** An edition's leaders and player counts (Uprising: 3 or 4 players for now, docs/rulings.md U138). */
function editionChanged() {
  const e = BY_EDITION[$("edition").value];
  if (!e) return;
  LEADERS = e.leaders;
  applyOffer();
  seatRows();
}

/** A leader only a module brings (Shaddam Corrino IV: CHOAM, rulings U501) is listed only with it. */
function offered(l) {
  return !l.module || $("modules").value.split(",").includes(l.module);
}

/** The module choices and player counts the server offers beyond the page's own (a module's web
 * part adds its lobby choice: the six-player mode, lobby.py module_choices), each by its name. */
function addOffered() {
  const mods = $("modules");
  const players = $("players");
  for (const e of Object.values(BY_EDITION)) {
    for (const [value, m] of Object.entries(e.modules || {})) {
      if (![...mods.options].some((o) => o.value === value)) mods.append(el("option", { value }, m.name));
      for (const n of m.players || []) {
        if (![...players.options].some((o) => Number(o.value) === n)) players.append(el("option", { value: String(n) }, String(n)));
      }
    }
  }
}

/** A team game's seats (lobby.py seat_roles): each row's team colour and role, a Commander's leader fixed. */
function seatRoles() {
  const e = BY_EDITION[$("edition").value];
  const m = e && e.modules ? e.modules[$("modules").value] : null;
  return m && m.seats && m.seats.length === Number($("players").value) ? m.seats : null;
}

function seatRows() {
  const n = Number($("players").value);
  const roles = seatRoles();
  const body = $("seat-rows");
  const old = [...body.querySelectorAll("tr")].map((tr) => [tr.querySelector(".who").value, tr.querySelector(".leader").value]);
  body.textContent = "";
  for (let i = 0; i < n; i++) {
    const who = el("select", { class: "who", name: `seat${i}`, "aria-label": tfl("seat {n}", { n: i }) },
      WHO.map(([v, t]) => el("option", { value: v }, t)));
    who.value = old[i] ? old[i][0] : (i === 0 ? "human" : "medium");
    const leader = el("select", { class: "leader", name: `leader${i}`, "aria-label": tfl("leader of seat {n}", { n: i }) },
      el("option", { value: "random" }, "random"), el("option", { value: "none" }, "no leader"),
      LEADERS.filter(offered).map((l) => el("option", { value: l.id }, l.house ? `${l.name} (${l.house})` : l.name)));
    leader.value = old[i] ? old[i][1] : "random";
    if (!leader.value) leader.value = "random";  // its leader left with its module
    const role = roles ? roles[i] : null;
    if (role && role.leader) {  // a Commander is his leader card (002 six players: S813): sent as "random"
      leader.textContent = "";
      leader.append(el("option", { value: "random" }, role.leader_name || role.leader));
      leader.disabled = true;
      leader.title = role.label;
    }
    const tag = role ? el("span", { class: "team-tag", "data-team": String(role.team) }, role.label) : null;
    body.append(el("tr", { class: role ? "team-seat" : null, style: role ? `--team:${role.color}` : null },
      el("td", { class: `seatc s${i}` }, `P${i}`), el("td", {}, who, tag), el("td", {}, leader)));
  }
  const first = $("first");
  const fv = first.value;
  first.textContent = "";
  first.append(el("option", { value: "" }, "random"));
  for (let i = 0; i < n; i++) first.append(el("option", { value: String(i) }, `P${i}`));
  first.value = Number(fv) < n ? fv : "";
}

async function createGame(ev) {
  ev.preventDefault();
  $("create-error").textContent = "";
  const n = Number($("players").value);
  const rows = [...$("seat-rows").querySelectorAll("tr")];
  const body = {
    edition: $("edition").value, players: n,
    seats: rows.map((tr) => tr.querySelector(".who").value),
    leaders: rows.map((tr) => { const v = tr.querySelector(".leader").value; return v === "none" ? null : v; }),
  };
  const seed = $("seed").value.trim().replace(/^0+(?=\d)/, ""); // JSON numbers have no leading zeros
  if (seed !== "" && !/^\d{1,19}$/.test(seed)) { $("create-error").textContent = "the seed is a whole number from 0 to 2^63 − 1"; return; }
  if ($("first").value !== "") body.first_player = Number($("first").value);
  if ($("undo").value !== "") body.undo = $("undo").value === "1";
  if (n === 1) body.difficulty = $("difficulty").value;
  for (const o of OPTIONS) {  // a declared option: its ids, comma- or space-separated; empty: its default
    const v = $(o.name).value.trim();
    if (v && !$(o.name).disabled) body[o.name] = v.split(/[,\s]+/).filter(Boolean);
  }
  if ($("modules").value) body.modules = $("modules").value.split(","); // Immortality (seed 003)
  // a custom card pool (issue 30): the text of a --pool file, read and checked by the server (landsraad/pool.py)
  const pool = $("pool").value.trim();
  if (pool) body.pool = pool;
  if ($("public").checked) body.public = true;
  // the seed goes as the digits typed, a JSON number written out: a revealed 63-bit seed is no
  // exact JavaScript number (above 2^53), and the server takes only a JSON integer
  const text = seed === "" ? JSON.stringify(body) : JSON.stringify(body).replace(/}$/, `,"seed":${seed}}`);
  // the answer (a refusal) in the page's language (js/i18n.js sets it on the page)
  const lang = encodeURIComponent(document.documentElement.lang || "en");
  const r = await fetch(`/api/games?lang=${lang}`, { method: "POST", headers: { "content-type": "application/json" }, body: text });
  const data = await r.json();
  if (!r.ok) { $("create-error").textContent = data.error || `error ${r.status}`; return; }
  $("created").hidden = false;
  $("created-id").textContent = data.id;
  const ul = $("created-links");
  ul.textContent = "";
  for (const s of data.seats) {
    if (!s.link) continue;
    const url = new URL(s.link, location.href).href;
    ul.append(el("li", {}, el("span", { class: `seatc s${s.seat}` }, `P${s.seat}`), " ", "join link:", " ",
      el("a", { href: s.link, class: "join-link", "data-seat": String(s.seat) }, url)));
  }
  ul.append(el("li", {}, "Spectators: ", el("a", { href: data.spectator, class: "spectate-link" }, new URL(data.spectator, location.href).href)));
  loadGames();
}

// a public game's watch link (its table once over, and its replay); a private game has none here:
// its spectator link went to its creator only, and its replay is linked from its own end screen
function links(g) {
  if (!g.spectator) return [el("span", { class: "dim" }, g.status === "quarantined" ? "" : "private")];
  if (g.status !== "over") return [el("a", { href: g.spectator }, "watch")];
  return [el("a", { href: g.spectator }, "table"), " · ", el("a", { href: `/replay/g-${encodeURIComponent(g.id)}` }, "replay")];
}

// a page of games at a time (GET /api/games?cursor=: the previous page's `next`); "show more" adds the next
async function loadGames(cursor) {
  const more = typeof cursor === "string";
  const lang = localStorage.getItem("landsraad.lang");  // else the browser's (Accept-Language)
  const q = new URLSearchParams();
  if (more) q.set("cursor", cursor);
  if (lang) q.set("lang", lang);
  const r = await fetch("/api/games" + (q.toString() ? `?${q}` : ""));
  if (!r.ok) return;
  const data = await r.json();
  const tb = $("games");
  if (more) tb.querySelector("tr.more")?.remove(); else tb.textContent = "";
  if (!more && !data.games.length) tb.append(el("tr", {}, el("td", { colspan: "6", class: "dim" }, "no games yet")));
  for (const g of data.games) {
    // private games are listed without a link (their spectator link went to their creator only);
    // the seed of a finished game is shown for replays
    let status = g.status === "over" && g.result ? `over — P${g.result.winner} won` : g.status;
    // seed_text: every digit of a 63-bit seed (a JSON number loses the last ones in JavaScript)
    if (g.status === "over" && g.seed_text) status += ` (seed ${g.seed_text})`;
    tb.append(el("tr", { class: g.status === "quarantined" ? "quarantined" : null, "data-game": g.id }, el("td", {}, g.id),
      el("td", { class: "rules" }, g.rules || ""),  // its edition and modules
      el("td", {}, g.seats.map((k, i) => el("span", { class: `seatc s${i}`, title: k }, `P${i} ${k === "human" ? "human" : "bot"} `))),
      el("td", {}, g.round === undefined ? "" : String(g.round)),
      el("td", { title: g.error || null }, status),
      el("td", {}, ...links(g))));
  }
  if (data.next) {
    const b = el("button", { type: "button" }, "show more");
    b.addEventListener("click", () => loadGames(data.next));
    tb.append(el("tr", { class: "more" }, el("td", { colspan: "6" }, b)));
  }
}

async function init() {
  try {
    // the leaders' names in the language of the page's picker (js/i18n.js), else the browser's
    const lang = localStorage.getItem("landsraad.lang");
    const r = await fetch("/api/options" + (lang ? `?lang=${encodeURIComponent(lang)}` : ""));
    const o = await r.json();
    LEADERS = o.leaders || [];
    BY_EDITION = o.by_edition || {};
    addOffered();
    optionFields(o.game_options || []);
    moduleChoices(o.module_choices || []);
    // the playable editions (the engine's list: Uprising once its rules are complete)
    const sel = $("edition");
    for (const e of o.editions || []) {
      const label = (BY_EDITION[e] && BY_EDITION[e].label) || e;  // with its player counts
      const opt = [...sel.options].find((x) => x.value === e);
      if (opt) opt.textContent = label;
      else sel.append(el("option", { value: e }, label));
    }
    applyOffer();
  } catch (e) { /* the form still works with random leaders */ }
  seatRows();
  $("players").addEventListener("change", () => { applyOffer(); seatRows(); });
  document.addEventListener("landsraad:texts", seatRows);  // the seats' labels in the page's language
  $("edition").addEventListener("change", editionChanged);
  $("modules").addEventListener("change", () => { applyOffer(); seatRows(); });  // a module's own leaders come and go with it
  $("create-form").addEventListener("submit", createGame);
  $("refresh").addEventListener("click", () => loadGames());
  loadGames();
}
init();
