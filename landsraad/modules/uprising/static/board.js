// Uprising (seed 002) on the board, drawn by the shared board (static/js/board.js) through its
// hooks (static/js/parts.js): the observation posts (the layout's `posts`) with their Spies and the
// lines to the spaces they watch (002 Espías), the Shield Wall token (002 Lugares cruciales y la
// Muralla Escudo), sandworms and Maker Hooks beside each player's strength (002 Gusanos de arena).

import { svg } from "/static/js/dom.js";
import { t, tf } from "/static/js/i18n.js";
import { svgIcon } from "/static/js/icons.js";
import { piece } from "/static/js/board.js";

// a Spy, a sandworm, the Shield Wall, Maker Hooks (our own drawings on the 24x24 grid, icons.js)
export const ICONS = {
  spy: '<path d="M3 12c3-5 15-5 18 0-3 5-15 5-18 0z" fill="#2d2d3a" stroke="#111" stroke-width="1.2"/><circle cx="12" cy="12" r="3" fill="#e9e2c8"/><circle cx="12" cy="12" r="1.3" fill="#2d2d3a"/>',
  sandworm: '<path d="M3 19c2-9 6-14 11-14 4 0 7 3 7 7h-4c0-2-1.4-3.2-3-3.2-3 0-5.8 3.8-7 10.2z" fill="#b0895a" stroke="#5b4124" stroke-width="1.3"/><circle cx="19" cy="12" r="1.2" fill="#5b4124"/>',
  shield_wall: '<path d="M2 20V10l4-3 4 3 4-3 4 3 4-3v13z" fill="#a67c52" stroke="#4d3520" stroke-width="1.3"/><path d="M2 14h20" stroke="#4d3520" stroke-width="1"/>',
  hooks: '<path d="M8 3v11a4 4 0 0 0 8 0v-2" fill="none" stroke="#4a4a4a" stroke-width="2.2" stroke-linecap="round"/><path d="M14 12l2-3 2 3" fill="none" stroke="#4a4a4a" stroke-width="2"/>',
};
// their words in icon tokens (cards.js tokenText; page texts of modules/uprising/web.py)
export const ICON_WORDS = { spy: "Spy", sandworm: "sandworm", shield_wall: "Shield Wall", hooks: "Maker Hooks" };

/** The post-actions of this seat's decision (`spy POST`, `spy recall POST`, `gather POST`, `infiltrate POST`),
 *  by post: a click on the post takes it. */
export const BOARD_VERBS = ["spy", "gather", "infiltrate"];
function postTargets(d, posts) {
  const out = {};
  for (const a of (d && d.legal) || []) {
    const w = a.split(" ");
    const pid = w[w.length - 1];
    if (w.length >= 2 && BOARD_VERBS.includes(w[0]) && posts[pid]) out[pid] = a;
  }
  return out;
}

function spaceCentre(r) { return [r.x + r.w / 2, r.y + r.h / 2]; }

/** The thin lines from each post to the spaces it watches (drawn under the spaces). */
export function drawUnder(root, C, T, V) {
  const L = T.layout;
  if (!L.posts || !Object.keys(L.posts).length) return;
  const g = svg("g", { class: "post-links", "aria-hidden": "true" });
  for (const p of Object.values(L.posts)) {
    const [px, py] = spaceCentre(p);
    for (const sid of p.spaces) {
      const r = L.spaces[sid];
      if (!r) continue;
      // to the nearest point of the space's rectangle
      const x = Math.max(r.x, Math.min(px, r.x + r.w));
      const y = Math.max(r.y, Math.min(py, r.y + r.h));
      g.append(svg("line", { x1: px, y1: py, x2: x, y2: y, class: "post-link" }));
    }
  }
  root.append(g);
}

function postNode(C, V, pid, r, ctx) {
  const spies = (V.spies || {})[pid] || [];
  const post = (C.posts || {})[pid] || { name: pid, watches: "" };
  const target = ctx.postTargets[pid];
  const words = [post.name + ".", post.watches,
    spies.length ? tf("Spies here: {seats}", { seats: spies.map((s) => `P${s}`).join(", ") }) : t("no Spy here")].filter(Boolean).join(" ");
  const kids = [svg("title", {}, target ? `${words} — ${target}` : words),
    svg("rect", { x: r.x, y: r.y, width: r.w, height: r.h, rx: 4, class: "post-bg" })];
  if (!spies.length) kids.push(svgIcon("spy", r.x + 2, r.y + 1, Math.min(r.w, r.h) - 2, { opacity: 0.3 }));
  spies.forEach((s, k) => kids.push(piece(s, r.x + r.w / 2 + (k - (spies.length - 1) / 2) * 8, r.y + r.h / 2, 5, tf("P{seat}'s Spy", { seat: s }))));
  return svg("g", {
    class: `post${target ? " legal target" : ""}${spies.length ? " spied" : ""}`, "data-post": pid,
    tabindex: target ? "0" : "-1", role: "button", "aria-label": words, "aria-disabled": target ? null : "true",
    onclick: () => { if (target) ctx.onPost(target); },
    onkeydown: (ev) => { if (target && (ev.key === "Enter" || ev.key === " ")) { ev.preventDefault(); ctx.onPost(target); } },
  }, kids);
}

function zoneShieldWall(V, z) {
  const up = !!V.shield_wall;
  const words = up ? t("Shield Wall: standing (no sandworms in a Conflict it protects)") : t("Shield Wall: destroyed");
  return svg("g", { class: `zone shield-wall${up ? " up" : " down"}`, role: "img", "aria-label": words, "data-shield-wall": up ? "1" : "0" },
    svg("title", {}, words),
    svg("rect", { x: z.x, y: z.y, width: z.w, height: z.h, rx: 6, class: "zone-bg" }),
    svgIcon("shield_wall", z.x + 6, z.y + (z.h - 22) / 2, 22, { opacity: up ? 1 : 0.3 }),
    svg("text", { x: z.x + 34, y: z.y + z.h / 2 + 4, class: "zone-s" }, up ? t("Shield Wall") : t("Shield Wall: destroyed")));
}

/** The posts with their Spies (a click takes the seat's post-action), then the Shield Wall's zone. */
export function drawOver(root, C, T, V, ctx) {
  const L = T.layout;
  const pctx = { postTargets: postTargets(ctx.decision, L.posts || {}), onPost: ctx.onPost };
  for (const [pid, r] of Object.entries(L.posts || {})) root.append(postNode(C, V, pid, r, pctx));
  const z = L.zones || {};
  if (z.shield_wall) root.append(zoneShieldWall(V, z.shield_wall));
}

/** A player's sandworms (strength 3 each, rewards doubled) and Maker Hooks in the Conflict zone's row. */
export function combatRow(V, p) {
  const worms = (p.units || {}).sandworm || 0;
  const hooks = (V.maker_hooks || []).includes(p.seat);
  return {
    data: { worms },
    title: worms ? tf("P{seat}: {troops} troops, {worms} sandworms, {swords} swords in the Conflict: strength {n}",
      { seat: p.seat, troops: p.conflict, worms, swords: p.swords, n: p.strength }) : null,
    suffix: hooks ? "; " + t("has Maker Hooks") : "",
    marks: [worms ? { icon: "sandworm", x: 118, n: worms } : null, hooks ? { icon: "hooks", x: 140 } : null].filter(Boolean),
  };
}
