// The Throne Row (seed 002 "Fila del Trono de Shaddam") drawn as cards, like the Imperium Row, in
// the market (the Imperium Row tab, and the board's place while this seat buys): the game page
// (interfaces/web/static/js/game.js) loads this module's script for six-player games only and calls
// drawMarket after the Imperium Row and Reserve are drawn. Everything here comes from the seat's
// message: `V.parts.uprising_six.throne` (web.py page_data, public like the Imperium Row) and the
// seat's legal actions; the card faces are the shared ones (cards.js), in the page's language.

import { el } from "/static/js/dom.js";
import { cardEl } from "/static/js/cards.js";

// up to this many Throne Row cards share a line with the Reserve (the row grows without limit:
// "El tamaño de la Fila del Trono es ilimitado"; a longer one takes a line of its own)
const BESIDE_RESERVE = 4;

export function drawMarket(box, V, ctx) {
  const row = V.parts && V.parts.uprising_six && V.parts.uprising_six.throne;
  if (!row || !row.cards.length) return;
  // "solo pueden ser adquiridas por Shaddam y sus Aliados": lit when the decision offers it (a copy
  // also in the Imperium Row is acquired there: rules.py _throne_acquire)
  const can = (cid) => ctx.legal.has(`acquire ${cid}`) && !V.imperium_row.includes(cid);
  const section = el("section", { class: `throne-row${row.yours ? " yours" : ""}`, "aria-label": row.title },
    el("h4", {}, row.title, " ", el("small", { class: "throne-note" }, `(${row.note})`)),
    el("div", { class: "cards row-cards" }, row.cards.map((cid) => cardEl(cid, {
      cls: `${can(cid) ? "buyable " : ""}small throne`, onclick: can(cid) ? () => ctx.act(`acquire ${cid}`) : null }))));
  // under the Imperium Row (its cards come from there), on one line with the Reserve when short, so
  // the market keeps a readable size while it takes the board's place (panels.js rowPanel's order:
  // the Imperium Row's cards, the Reserve's heading, the Reserve's cards)
  const imperium = box.querySelector(":scope > .row-cards");
  if (!imperium) { box.append(section); return; }
  const head = imperium.nextElementSibling;
  const reserve = head && head.nextElementSibling;
  if (!reserve || row.cards.length > BESIDE_RESERVE) { imperium.after(section); return; }
  section.style.flex = `${row.cards.length} 1 0`;
  const part = el("div", { class: "reserve-part", style: `flex: ${Math.max(1, reserve.children.length)} 1 0` });
  imperium.after(el("div", { class: "throne-pair" }, section, part));
  part.append(head, reserve);
}
