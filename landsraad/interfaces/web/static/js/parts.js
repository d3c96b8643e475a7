// The browser parts of the game's rules modules (issue 27: a product is one folder). The game's table
// (/api/games/{id}/table, `browser`: interfaces/web/browser.py) lists the scripts and style sheets of
// its modules' folders (modules/<product>/static/, served at /static/modules/<module>/); the page
// loads exactly those, and the shared drawing (board.js, panels.js, game.js) calls the hooks they
// export. A part exports any of:
//   ICONS {name: SVG on the 24x24 grid}, ICON_WORDS {name: page text}: its pieces' icons and words;
//   BOARD_VERBS [verb]: the actions its board pieces take clicks for (not board spaces' targets);
//   drawUnder(root, C, T, V, ctx), drawOver(root, C, T, V, ctx): its marks on the board's SVG, under
//     and over the spaces (ctx: the board's, with `decision` and `onPost(action)`);
//   combatRow(V, p) -> {data, title, suffix, marks: [{icon, x, n}]} | null: its units in the
//     Conflict zone's row of a player;
//   playerFlags(p, V, C) -> [elements]: flags in the players panel;
//   drawBeside(board, C, T, V, ctx): a panel of its own in the board's section (the game page; ctx:
//     {legal, act, decision, render});
//   drawMarket(box, V, ctx): its cards after the Imperium Row and Reserve are drawn in the market
//     (ctx: {legal, act}; the replay's acts nothing);
//   marketBefore(V, C, ctx) -> [elements]: its blocks first in the market, above the Imperium Row
//     (panels.js rowPanel; ctx: {legal, act}).

import { el } from "./dom.js";
import { addIcons } from "./icons.js";
import { addIconWords } from "./cards.js";

const PARTS = [];

/** A style sheet in the page's head, resolved once it is applied (the boxes are fitted after). */
function addStyle(href) {
  if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return Promise.resolve();
  return new Promise((done) => {
    const link = el("link", { rel: "stylesheet", href });
    link.addEventListener("load", done);
    link.addEventListener("error", done);  // a style sheet that did not load leaves the page usable
    document.head.append(link);
  });
}

/** Load the browser parts the table names (once per page: its game's modules never change). */
export async function loadParts(T) {
  const b = (T && T.browser) || {};
  await Promise.all((b.styles || []).map(addStyle));
  PARTS.length = 0;
  for (const src of b.scripts || []) PARTS.push(await import(src));
  for (const p of PARTS) {
    if (p.ICONS) addIcons(p.ICONS);
    if (p.ICON_WORDS) addIconWords(p.ICON_WORDS);
  }
}

/** The hooks of that name the loaded parts export, in module order. */
export function partHooks(name) {
  return PARTS.map((p) => p[name]).filter((h) => h !== undefined);
}
