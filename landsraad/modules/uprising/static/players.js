// Uprising (seed 002) in the players panel (static/js/panels.js, hook `playerFlags`: parts.js): the
// Objective face up (its battle icon: Preparación H), pairs turned face down ("Iconos de batalla"),
// Spies in supply (three each: Espías), Maker Hooks (Gusanos de arena).

import { el } from "/static/js/dom.js";
import { t, tf } from "/static/js/i18n.js";
import { icon } from "/static/js/icons.js";

export function playerFlags(p, V, C) {
  const z = p.zones || {};
  const out = [];
  for (const o of z.objectives || []) {
    const ob = C.objectives[o];
    out.push(el("span", { class: "flag objective", "data-objective": o, title: ob ? `${t("Objective")}: ${ob.name}. ${ob.text}` : o },
      `${t("Objective")}: ${ob ? ob.icon_name : o}`));
  }
  const down = (z.face_down || []).length;
  if (down) out.push(el("span", { class: "flag", title: (z.face_down || []).map((c) => (C.conflicts[c] || C.objectives[c] || { name: c }).name).join(", ") },
    tf("{n} face down", { n: down })));
  out.push(el("span", { class: "flag spies", "data-spies": p.spies_supply, title: t("Spies in supply") }, icon("spy", t("Spies in supply")), ` ${p.spies_supply}`));
  if ((V.maker_hooks || []).includes(p.seat)) out.push(el("span", { class: "flag hooks", title: t("Maker Hooks") }, icon("hooks", t("Maker Hooks"))));
  return out;
}
