// The game's modules' own browser code (interfaces/parts.py: a web part's STATIC, SCRIPTS, STYLES),
// shared by the game page and the replay viewer: the table payload lists the styles and scripts of
// the game's modules ("styles", "scripts"); each script is an ES module whose hooks the pages call
// (drawMarket(box, V, ctx): after the Imperium Row and Reserve are drawn). A page never names a
// module: what it loads is what the game's table lists.

import { el } from "./dom.js";

/** Load the table's styles (before the first drawing: boxes are fitted to the styled sizes) and
 *  scripts; `failed(url)` is told of each that does not load (the rest of the page still works). */
export async function loadParts(table, failed) {
  await Promise.all((table.styles || []).map((href) => new Promise((done) => {
    document.head.append(el("link", { rel: "stylesheet", href, onload: done, onerror: () => { failed(href); done(); } }));
  })));
  const out = [];
  for (const src of table.scripts || []) {
    try { out.push(await import(src)); } catch (e) { failed(src); }
  }
  return out;
}

/** Each loaded script's drawMarket, after the shared market is drawn in `box`. */
export function drawMarketParts(parts, box, V, ctx) {
  for (const part of parts) if (part.drawMarket) part.drawMarket(box, V, ctx);
}
