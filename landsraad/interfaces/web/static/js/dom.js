// Small DOM helpers shared by the game, replay and lobby pages (plain ES module, no build step).

export const $ = (id) => document.getElementById(id);
export const SVGNS = "http://www.w3.org/2000/svg";

function fill(e, attrs, kids, isSvg) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") { if (isSvg) e.setAttribute("class", v); else e.className = v; }
    else if (k.startsWith("on") && typeof v === "function") e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? "" : v);
  }
  for (const k of kids.flat(Infinity)) {
    if (k === null || k === undefined || k === false) continue;
    e.append(k instanceof Node ? k : String(k));
  }
  return e;
}

/** An HTML element: el("div", {class: "x", onclick: f}, child, "text", [more]) */
export function el(tag, attrs, ...kids) {
  return fill(document.createElement(tag), attrs, kids, false);
}

/** An SVG element, same call shape as el(). */
export function svg(tag, attrs, ...kids) {
  return fill(document.createElementNS(SVGNS, tag), attrs, kids, true);
}

export function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); return node; }
