// The page's language (issue 21, docs/i18n.md). Chosen with the picker in the page's header and
// remembered in this browser per seat (a game page: per join link; the lobby: for the browser);
// by default the browser's language, else English. The server sends the page's own words in that
// language (/api/i18n/{lang}, web/page_texts.py) and writes everything else (component texts, log
// lines) in it already when asked with ?lang= (game.js). Each English page text found in the
// table is replaced by its translation as the page is built and whenever it changes.

export const LANGUAGES = { en: "English", es: "Español", pt: "Português", ru: "Русский" };
const KEY_BROWSER = "landsraad.lang";

function seatKey() {
  const h = new URLSearchParams(location.hash.slice(1));
  const token = h.get("t") || h.get("watch");
  return token ? `landsraad.lang.${location.pathname}.${token}` : null;
}

function browserLanguage() {
  for (const tag of navigator.languages || [navigator.language || ""]) {
    const code = String(tag).toLowerCase().split(/[-_]/)[0];
    if (code in LANGUAGES) return code;
  }
  return "en";
}

function chosen() {
  const k = seatKey();
  const v = (k && localStorage.getItem(k)) || localStorage.getItem(KEY_BROWSER) || browserLanguage();
  return v in LANGUAGES ? v : "en";
}

export const LANG = chosen();
let STR = {};

/** A page text in the page's language (the English text when the table lacks it). */
export const t = (s) => STR[s] || s;
/** A page text with named placeholders ("Round {round}"), filled after translation. */
export const tf = (s, vars) => fill(t(s), vars || {});
const fill = (s, vars) => s.replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m));
let PLURALS = {};
/** The form of a plural message for n, as the language's catalogue's Plural-Forms picks it. */
function pluralIndex(n) {
  if (LANG === "ru") return n % 10 === 1 && n % 100 !== 11 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 1 : 2;
  return n === 1 ? 0 : 1;
}
/** A plural page text ("{n} Conflict won" / "{n} Conflicts won"), its form for n, filled. */
export const tn = (one, many, n, vars) => {
  const forms = PLURALS[one];
  const s = forms ? forms[Math.min(pluralIndex(n), forms.length - 1)] : (n === 1 ? one : many);
  return fill(s, { n, ...(vars || {}) });
};

const norm = (s) => s.replace(/\s+/g, " ").trim();
const ATTRS = ["title", "aria-label", "placeholder"];

function translateText(node) {
  const key = norm(node.nodeValue || "");
  const tr = STR[key];
  if (!tr || tr === key) return;
  const m = /^(\s*)[\s\S]*?(\s*)$/.exec(node.nodeValue);
  node.nodeValue = m[1] + tr + m[2];
}

function translateTree(root) {
  if (root.nodeType === Node.TEXT_NODE) { translateText(root); return; }
  if (root.nodeType !== Node.ELEMENT_NODE || ["SCRIPT", "STYLE"].includes(root.tagName)) return;
  for (const a of ATTRS) {
    const v = root.getAttribute(a);
    if (v && STR[norm(v)] && STR[norm(v)] !== norm(v)) root.setAttribute(a, STR[norm(v)]);
  }
  for (const c of root.childNodes) translateTree(c);
}

function addPicker() {
  const header = document.querySelector("header.top");
  if (!header || document.getElementById("lang-picker")) return;
  const sel = document.createElement("select");
  sel.id = "lang-picker";
  sel.setAttribute("aria-label", t("Language"));
  sel.title = t("Language");
  for (const [code, name] of Object.entries(LANGUAGES)) {
    const o = document.createElement("option");
    o.value = code;
    o.textContent = name;
    sel.append(o);
  }
  sel.value = LANG;
  sel.addEventListener("change", () => {
    const k = seatKey();
    localStorage.setItem(k || KEY_BROWSER, sel.value);
    if (!k) localStorage.setItem(KEY_BROWSER, sel.value);
    location.reload();
  });
  header.append(sel);
}

/** Load the page's words, translate the page, keep translating what is added, add the picker. */
export async function setupLanguage() {
  document.documentElement.lang = LANG;
  if (LANG !== "en") {
    try {
      const r = await fetch(`/api/i18n/${LANG}`);
      if (r.ok) { const j = await r.json(); STR = j.strings || {}; PLURALS = j.plurals || {}; }
    } catch (e) { STR = {}; PLURALS = {}; }
    window.landsraadTf = tf;  // for the lobby's classic script (lobby.js)
    document.dispatchEvent(new Event("landsraad:texts"));
    document.title = t(norm(document.title));
    translateTree(document.body);
    new MutationObserver((changes) => {
      for (const ch of changes) {
        if (ch.type === "characterData") translateText(ch.target);
        else for (const n of ch.addedNodes) translateTree(n);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }
  addPicker();
}
