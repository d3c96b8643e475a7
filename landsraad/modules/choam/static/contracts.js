// CHOAM (seed 002, MÓDULO DE LA CHOAM) in the browser: loaded by the pages of CHOAM games only
// (its web part's BROWSER: modules/choam/web.py; static/js/parts.js). Two hooks:
//   marketBefore: the face-up contracts and the bank above the Imperium Row, first in the market
//     (a click takes one when the seat's decision offers it: "contract ID"), and the contracts set
//     aside for Shaddam (002 Shaddam's Signet Ring);
//   playerFlags: how many contracts a player holds and has completed, their names on hover.
// Everything comes from the seat's message (`V.contracts`, the players' `contracts` and
// `contracts_done` zones: modules/choam/view.py) and the game's texts (`C.contracts`: "NAME contract"
// and its reward, in the reader's words, docs/rulings.md C8).

import { el } from "/static/js/dom.js";
import { tf, tn } from "/static/js/i18n.js";

const contractText = (C, id) => {
  const ct = C.contracts && C.contracts[id];
  return ct ? tf("{name} ({reward})", { name: ct.name, reward: ct.reward }) : id;
};

export function marketBefore(V, C, ctx) {
  if (!V.contracts) return [];
  const take = (id) => (ctx.legal.has(`contract ${id}`) ? () => ctx.act(`contract ${id}`) : null);
  const chip = (id, text) => el("span", { class: `mini contract${take(id) ? " buyable" : ""}`, onclick: take(id) }, text);
  return [el("h4", {}, tf("CHOAM contracts (bank {n})", { n: V.contracts.bank })),
    el("div", { class: "contracts" }, [...V.contracts.face_up.map((id) => chip(id, contractText(C, id))),
      ...V.contracts.set_aside.map((id) => chip(id, tf("{contract} — set aside for Shaddam", { contract: contractText(C, id) })))])];
}

export function playerFlags(p, V, C) {
  const held = (p.zones && p.zones.contracts) || [], done = (p.zones && p.zones.contracts_done) || [];
  const out = [];
  if (held.length) out.push(el("span", { class: "flag", title: tf("contracts held: {contracts}", { contracts: held.map((id) => contractText(C, id)).join(", ") }) },
    tn("{n} contract held", "{n} contracts held", held.length)));
  if (done.length) out.push(el("span", { class: "flag", title: tf("contracts completed: {contracts}", { contracts: done.map((id) => contractText(C, id)).join(", ") }) },
    tn("{n} contract completed", "{n} contracts completed", done.length)));
  return out;
}
