"""The browser game in Spanish, Portuguese and Russian (issue 21, docs/i18n.md), in Debian's
Chromium through Playwright (as tests/test_web_browser.py): a few turns clicked in each language
with the browser's language as the default, the table's words, component names and log lines in
that language; the picker remembered per seat; two seats of one game reading its log in two
languages; the server's language checks. Screenshots of the table in each language go to
docs/screenshots/ with LANDSRAAD_SCREENSHOTS=1 (else a temp folder).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("playwright.sync_api")

from test_web_browser import MY_TURN_OR_OVER, click_one_decision, shots_dir  # noqa: E402
from web_server import ROOT, Server, browser_fixture, server_fixture  # noqa: E402

from landsraad.content.names import local_name  # noqa: E402
from landsraad.i18n import translator  # noqa: E402
from landsraad.interfaces.web.page_texts import all_page_texts  # noqa: E402

PAGE_TEXTS = all_page_texts()  # the core's and the modules' (web/page_texts.py)

LOCALES = {"es": "es-ES", "pt": "pt-BR", "ru": "ru-RU"}


browser = browser_fixture()
server = server_fixture("webi18n")
STATIC = ROOT / "landsraad" / "interfaces" / "web" / "static"


def page_files(*suffixes: str) -> list[Path]:
    """The shared static files and every module's browser files (modules/<product>/static/, the ones
    its web part names: web/browser.py) with these suffixes."""
    from landsraad.interfaces.web.browser import module_files

    own = [p for files in module_files().values() for p in files.values()]
    return [p for p in sorted(STATIC.rglob("*")) + sorted(own) if p.suffix in suffixes]


def create(srv: Server, seats: list[str], seed: int | None = 11, leaders: Any = "random") -> dict[str, Any]:
    body: dict[str, Any] = {"players": len(seats), "seats": seats, "leaders": leaders}
    if seed is not None:
        body["seed"] = seed
    r = srv.http.post(srv.url + "/api/games", json=body)
    assert r.status_code == 200, r.text
    return r.json()


def open_page(chromium: Any, url: str, locale: str) -> tuple[Any, Any, list[str]]:
    ctx = chromium.new_context(viewport={"width": 1280, "height": 720}, locale=locale)
    ctx.add_init_script("localStorage.setItem('landsraad.speed', '0')")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(url)
    return ctx, page, errors


@pytest.mark.parametrize("lang", list(LOCALES))
def test_a_few_turns_in_each_language(browser: Any, server: Server, tmp_path: Path, lang: str) -> None:
    """The browser's language chooses the page's (no choice stored yet): the page's words, the
    hand's card names, the log and the component texts are in it; a few decisions are clicked."""
    game = create(server, ["human", "random", "random", "random"])
    ctx, page, errors = open_page(browser, server.url + game["seats"][0]["link"], LOCALES[lang])
    page.wait_for_function(MY_TURN_OR_OVER)
    assert page.evaluate("document.documentElement.lang") == lang
    assert page.locator("#lang-picker").input_value() == lang
    tr = translator(lang)
    assert page.locator("#log-btn").inner_text() == tr.gettext("Log")
    assert page.locator("#tab-row").inner_text() == tr.gettext("Imperium Row")
    # the decision's prompt and buttons come from the server in the page's language
    prompt = page.locator("#prompt").inner_text()
    assert prompt and "Your turn" not in prompt and "Reveal turn:" not in prompt, prompt
    assert "Reveal turn" not in page.locator("#options").inner_text()
    # the hand's cards by their names in this language (a starter deck: Dagger, Diplomacy, ...)
    hand = page.locator("#hand").inner_text()
    starters = [local_name("base", lang, "cards", c) for c in ("dagger", "diplomacy", "reconnaissance",
                                                                 "convincing_argument", "seek_allies", "signet_ring")]
    assert any(n in hand for n in starters), hand
    signet = page.evaluate("import('/static/js/cards.js').then((m) => m.cardEl('signet_ring').title)")
    assert "the Signet Ring ability of" not in signet and local_name("base", lang, "cards", "signet_ring") in signet, \
        signet
    rng = random.Random(2)
    for _ in range(4):
        if page.evaluate("document.body.dataset.over === '1'"):
            break
        click_one_decision(page, rng, [True])
        page.wait_for_function(MY_TURN_OR_OVER)
    page.click("#tab-log")
    log = page.locator("#log-lines").inner_text()
    round1 = tr.gettext("Round {round}: Conflict {conflict}", round=1, conflict="")
    assert round1.split("«")[0].split('"')[0].strip() in log, log[:400]
    assert "sends an Agent" not in log and " gains " not in log
    if lang == "ru":
        assert not re.search(r"\b(sends|gains|reveals|acquires|Round)\b", log)
    page.click("#tab-row")
    page.screenshot(path=str(shots_dir(tmp_path) / f"table-{lang}.png"))
    assert errors == [], errors
    ctx.close()


def test_two_seats_of_one_game_read_it_in_two_languages(browser: Any, server: Server) -> None:
    """Seat 0 reads Spanish, seat 1 Russian (each browser's own language); the picker's choice is
    kept for that seat's link: after a change and a reload the seat reads Portuguese, the other
    seat still Russian."""
    game = create(server, ["human", "human", "random"], seed=None,
                  leaders=["paul_atreides", "glossu_rabban", "memnon_thorvald"])
    ctx0, p0, e0 = open_page(browser, server.url + game["seats"][0]["link"], "es-ES")
    ctx1, p1, e1 = open_page(browser, server.url + game["seats"][1]["link"], "ru-RU")
    ready = "document.body.dataset.version !== undefined"
    for p in (p0, p1):
        p.wait_for_function(ready)
        p.click("#tab-log")
        p.wait_for_function("document.querySelector('#log-lines').innerText.includes('1')")
    es_log = p0.locator("#log-lines").inner_text()
    ru_log = p1.locator("#log-lines").inner_text()
    assert "Ronda 1" in es_log and "Раунд 1" in ru_log
    # the picker: seat 0 changes to Portuguese; the page reloads in it and remembers it
    p0.select_option("#lang-picker", "pt")
    p0.wait_for_function("document.documentElement.lang === 'pt'")
    p0.wait_for_function(ready)
    assert p0.locator("#log-btn").inner_text() == "Registro"
    p0.reload()
    p0.wait_for_function("document.documentElement.lang === 'pt'")
    p1.reload()
    p1.wait_for_function("document.documentElement.lang === 'ru'")
    assert e0 == [] and e1 == [], (e0, e1)
    ctx0.close()
    ctx1.close()



def _combats(edition: str, seed: int) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A two-player game of `edition` with its automa seat, played at random to its end and rebuilt
    as the server's history builds it (replays.py): seat 0's message in Spanish and the combats."""
    from landsraad import GameConfig, new_game
    from landsraad.interfaces.web.replays import Replay

    config = GameConfig(edition=edition, players=2)
    s, rng, actions = new_game(config, seed), random.Random(seed), []
    while not s.is_terminal():
        actions.append(rng.choice(s.legal_actions()))
        s.apply(actions[-1])
    replay = Replay("combats", config, seed, actions, ["human", "random", "automa"])
    return replay.at(len(actions), 0, "es"), replay.history.combats


COMBAT_TEXT = """async ([V, combat]) => {
  const m = await import('/static/js/panels.js');
  const box = document.createElement('div');
  m.combatPanel(box, V, combat);
  return box.textContent;
}"""


@pytest.mark.parametrize("edition,role,word", [("base", "house_hagal", "House Hagal"), ("uprising", "rival", "Rival")])
def test_the_combat_tab_names_the_automa_that_takes_no_reward(browser: Any, server: Server, edition: str, role: str,
                                                              word: str) -> None:
    """U743: a place whose seat takes no Conflict reward is said in the Combat tab with the automa's
    own word (the seat message's automa_words, U739), in the reader's language, never with a name
    the shared page holds. 000 PARTIDAS DE DOS JUGADORES / 001 two players: House Hagal "no gana
    recompensas", so its places say so; 002 Rivales: "Los Rivales obtienen recompensas de las cartas
    de Conflicto como los demás jugadores", so a real Uprising combat has no such line, and a place
    a plug-in's seat plan leaves untaken (the combat's `rewarded` flipped here) names the Rival."""
    V, combats = _combats(edition, 7)
    automa = next(p["seat"] for p in V["players"] if p["automa"])
    assert V["players"][automa]["role"] == role
    placed = [c for c in combats if any(p["seat"] == automa for p in c["places"])]
    untaken = [c for c in placed if not all(p["rewarded"] for p in c["places"])]
    if edition == "uprising":
        assert placed and untaken == []  # 002: the Rival takes its rewards
        combat = placed[0]
        place = next(p for p in combat["places"] if p["seat"] == automa)
        place["rewarded"] = False
    else:
        assert untaken and all(not p["rewarded"] for c in untaken for p in c["places"] if p["seat"] == automa)
        combat = untaken[0]
        place = next(p for p in combat["places"] if p["seat"] == automa)
    game = server.create(edition=edition, players=2, seats=["human", "random"], seed=7)
    ctx, page, errors = open_page(browser, server.url + game["seats"][0]["link"], "es-ES")
    page.wait_for_function("document.body.dataset.version !== undefined")
    text = page.evaluate(COMBAT_TEXT, [V, combat])
    tr = translator("es")
    ordinal = tr.gettext(("1st", "2nd", "3rd")[place["reward"]])
    said = tr.gettext("{place} place — {automa} takes no reward", place=ordinal, automa=tr.gettext(word))
    assert said in text, text
    assert text.count(said) == 1  # the automa's place only
    if edition == "uprising":
        assert "Hagal" not in text, text
    # the same combat without the flag (as the rules have it for a Rival) takes its reward
    place["rewarded"] = True
    assert said not in page.evaluate(COMBAT_TEXT, [V, combat])
    assert errors == [], errors
    ctx.close()


def test_the_server_refuses_an_unknown_language_and_follows_accept_language(server: Server) -> None:
    game = create(server, ["human", "random"], leaders=["paul_atreides", "glossu_rabban"])
    seat = game["seats"][0]
    url = f"{server.url}/api/games/{game['id']}/view"
    r = server.http.get(url + "?lang=klingon", headers={"x-seat-token": seat["token"]})
    assert r.status_code == 400 and "unknown language" in r.json()["error"]
    ru = server.http.get(url, headers={"x-seat-token": seat["token"], "accept-language": "ru-RU,ru;q=0.9"}).json()
    assert any(line.startswith("Раунд 1: конфликт") for line in ru["log"]), ru["log"]
    pt = server.http.get(url + "?lang=pt", headers={"x-seat-token": seat["token"]}).json()
    assert any(line.startswith("Rodada 1: Conflito") for line in pt["log"])
    assert server.http.get(f"{server.url}/api/i18n/xx").status_code == 400
    texts = server.http.get(f"{server.url}/api/i18n/es").json()
    assert texts["strings"]["New game"] == "Nueva partida" and set(texts["languages"]) == {"en", "es", "pt", "ru"}


class _Texts(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []
        self.skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.skip += tag in ("script", "style", "kbd", "code")
        self.texts += [v for k, v in attrs if k in ("title", "aria-label", "placeholder") and v]

    def handle_endtag(self, tag: str) -> None:
        self.skip -= tag in ("script", "style", "kbd", "code")

    def handle_data(self, data: str) -> None:
        t = " ".join(data.split())
        if t and not self.skip and re.search("[A-Za-z]{2}", t) and t != "landsraad":
            self.texts.append(t)


@pytest.mark.parametrize("page", ["index.html", "game.html", "replay.html"])
def test_every_text_of_the_static_pages_is_translatable(page: str) -> None:
    """A text added to a page without its entry in web/page_texts.py would stay English."""
    p = _Texts()
    p.feed((STATIC / page).read_text(encoding="utf-8"))
    missing = [t for t in p.texts if t not in PAGE_TEXTS]
    assert missing == [], missing


# page texts a page prints from what the server sends rather than from its own source: the tiebreak's
# name of a finished game (js/game.js, js/replay.js `t(r.tiebreak)`; rules/ruleset.py TIEBREAKS)
DYNAMIC_PAGE_TEXTS = {"latest reveal"}


def test_every_page_text_listed_is_one_a_page_prints() -> None:
    """The other way round: a listed text no static page or script holds is dead (the lobby's old
    Expansion labels and "Rival cards" field: the server sends those in the page's language,
    lobby.py), and goes from web/page_texts.py and its catalogues."""
    import json

    from landsraad.interfaces.web.page_texts import PAGE_TEXTS as CORE_TEXTS

    # the core's list (web/page_texts.py); a module's web part lists the words its own data sends to the
    # page (the six-player teams and boards, translated where its part builds them: its own tests)
    source = "\n".join(p.read_text(encoding="utf-8") for p in page_files(".html", ".js"))
    flat = " ".join(source.split())  # a text that an HTML page wraps over lines
    dead = [t for t in CORE_TEXTS if t not in DYNAMIC_PAGE_TEXTS
            and not any(v in source or v in flat for v in (t, json.dumps(t, ensure_ascii=False)[1:-1]))]
    assert dead == [], dead


def test_the_servers_refusals_are_in_the_pages_language(server: Server) -> None:
    """A refused move, an undo, the "why" of each board space and the lobby's refusals read in
    the page's language (a move's body `lang`, else `?lang=` or Accept-Language): the engine's
    refusal from its message and arguments, the server's own as messages (web/games.py WebError)."""
    game = server.http.post(server.url + "/api/games", json={"players": 2, "seats": ["human", "random"], "seed": 3,
                                                             "leaders": "none", "first_player": 0}).json()
    token = game["seats"][0]["token"]
    base = f"{server.url}/api/games/{game['id']}"
    view = server.http.get(base + "/view?lang=es", headers={"x-seat-token": token}).json()
    version = view["version"]
    r = server.http.post(base + "/act", json={"token": token, "version": version, "action": "agent dagger arrakeen",
                                              "lang": "es"})
    assert r.status_code == 400
    assert r.json()["error"].startswith("'agent dagger arrakeen' no es legal ahora"), r.json()
    r = server.http.post(base + "/act", json={"token": "nope", "version": version, "action": "reveal", "lang": "pt"})
    assert r.status_code == 403 and r.json()["error"] == "este token não é um lugar desta partida"
    r = server.http.post(base + "/act", json={"token": token, "version": version + 5, "action": "reveal", "lang": "ru"})
    assert r.status_code == 409 and r.json()["error"].startswith("устаревший ход"), r.json()
    why = server.http.get(base + "/why?card=dagger&lang=ru", headers={"x-seat-token": token}).json()["spaces"]
    reasons = [x for x in why.values() if x]
    assert reasons and any("нет значка агента" in x for x in reasons), reasons
    assert not any(re.search(r"[A-Za-z]{3,}", x) for x in reasons), reasons
    r = server.http.post(server.url + "/api/games?lang=es", json={"players": 7})
    assert r.status_code == 400 and r.json()["error"].startswith("players debe ser un número entero de 1 a 6 (1: en solitario"), r.json()
    r = server.http.post(server.url + "/api/games?lang=pt", json={"players": 3, "leaders": ["paul_atreides"] * 2})
    assert r.status_code == 400 and r.json()["error"].startswith("dois lugares não podem ter o mesmo líder"), r.json()
    r = server.http.get(f"{server.url}/api/games/nope/view", headers={"x-seat-token": token, "accept-language": "ru"})
    assert r.status_code == 404 and r.json()["error"] == "такой игры нет"
    english = server.http.post(base + "/act", json={"token": token, "version": version, "action": "agent dagger arrakeen"})
    assert english.json()["error"].startswith("'agent dagger arrakeen' is not legal now: Dagger has no City Agent icon")


# ---- the JavaScript's own words ----------------------------------------------------------------------

def _skip_literal(src: str, j: int) -> int:
    """The index after the literal that starts at j."""
    q, j = src[j], j + 1
    while src[j] != q:
        j += 2 if src[j] == "\\" else 1
    return j + 1


def _template_end(src: str, j: int, buf: list[str]) -> int:
    """After a template literal's ${...} starting at j (`buf` gets "{}" for it)."""
    depth, j = 1, j + 2
    while depth:
        if src[j] in "\"'`":
            j = _skip_literal(src, j)
            continue
        depth += {"{": 1, "}": -1}.get(src[j], 0)
        j += 1
    buf.append("{}")
    return j


def _regex_end(src: str, j: int) -> int:
    """After a regular expression literal starting at j."""
    j, in_class = j + 1, False
    while src[j] != "/" or in_class:
        if src[j] == "\\":
            j += 1
        elif src[j] in "[]":
            in_class = src[j] == "["
        j += 1
    return j + 1


def js_literals(src: str) -> list[tuple[int, str]]:
    """(offset, text) of every string literal of a script; a template literal's text has each
    ${...} replaced by {}; comments and regular expression literals are skipped."""
    i, n, out, prev = 0, len(src), [], ""
    while i < n:
        c = src[i]
        if src.startswith("//", i):
            j = src.find("\n", i)
            i = n if j < 0 else j
        elif src.startswith("/*", i):
            i = src.index("*/", i) + 2
        elif c in "\"'`":
            j, buf = i + 1, []
            while src[j] != c:
                if src[j] == "\\":
                    buf.append(src[j + 1])
                    j += 2
                elif c == "`" and src.startswith("${", j):
                    j = _template_end(src, j, buf)
                else:
                    buf.append(src[j])
                    j += 1
            out.append((i, "".join(buf)))
            i, prev = j + 1, "s"
        elif c == "/" and prev in ("", "(", ",", "=", ":", "[", "!", "&", "|", "?", "{", "}", ";"):
            i, prev = _regex_end(src, i), "s"
        else:
            if not c.isspace():
                prev = c if not (c.isalnum() or c in "_$") else "a"
            i += 1
    return out


# a literal in one of these places is code, never shown: a class, an element's tag, an event or
# key name, a selector, a style or SVG attribute value
CODE_CONTEXT = re.compile(r"""(?:\bclass"?\s*:|\bcls"?\s*:|className\s*=|classList\.\w+\(|querySelector(?:All)?\(|getElementById\(|
    addEventListener\(|\bkey\s*===?|\bcode\s*===?|\bcase|transform"?\s*:|\b(?:el|svg)\(|\bd"?\s*:|"text-anchor"\s*:|
    "font-\w+"\s*:|\bfill"?\s*:|\bstroke"?\s*:|\brole"?\s*:|\btype"?\s*:|\bmethod"?\s*:|localStorage\.\w+\(|
    \.startsWith\(|\.includes\(|\.has\(|\bact\(|\bdataset\.\w+\s*=|setAttribute\(|"data-[\w-]+"\s*:|\bviewBox"?\s*:|
    new\s+WebSocket\(|fetch\(|\bJSON\.|partHooks\(|\bpreserveAspectRatio"?\s*:|===?|!==?)\s*$""", re.X)
WORDY = re.compile(r"[A-Z][a-z]{2,}|[a-z]{3,} [a-z]{2,}")



# the literals the scan lets through, each for a reason
JS_ALLOWED = {
    ("i18n.js", "English"), ("i18n.js", "Español"), ("i18n.js", "Português"),  # each language in its own name
    ("lobby.js", "use strict"),  # a directive
}


def _visible_english(path: Path) -> Iterator[tuple[int, str]]:
    """The literals of a script that read as English words shown to a player: not the argument of
    t / tf / tn, not code (a class, a tag, a key, a selector, a style: CODE_CONTEXT)."""
    src = path.read_text(encoding="utf-8")
    for off, text in js_literals(src):
        before = src[max(0, off - 60):off]
        if re.search(r"\b(?:t[fn]?|tfl)\(\s*$|\btn\(\s*\"[^\"]*\",\s*$", before) or CODE_CONTEXT.search(before):
            continue
        plain = text.replace("{}", " ")
        if "<" in plain or not WORDY.search(plain):
            continue
        yield src.count("\n", 0, off) + 1, text


def test_the_javascript_shows_no_english_of_its_own() -> None:
    """Issue 21: a text the static JavaScript shows is a whole message, translated with t / tf / tn
    (plural forms) from web/page_texts.py; a literal that reads as English outside those calls is
    one a player would read in English. Literals listed in PAGE_TEXTS are translated where they
    are shown (i18n.js replaces every listed text node and title; FACTION_NAME is read with t);
    JS_ALLOWED says why each other literal may stay. And every message the scripts ask for is
    listed, so that the server sends its translation."""
    from landsraad.interfaces.web.page_texts import PAGE_PLURALS

    scripts = page_files(".js")
    assert len(scripts) >= 10
    plurals = {one for one, _ in PAGE_PLURALS}
    listed = set(PAGE_TEXTS) | {form for pair in PAGE_PLURALS for form in pair}  # a table's words, read with t / tn
    english = [f"{p.name}:{line}: {text!r}" for p in scripts for line, text in _visible_english(p)
               if text not in listed and (p.name, text) not in JS_ALLOWED]
    assert english == [], english
    asked = {(p.name, m.group(2)) for p in scripts
             for m in re.finditer(r'\b(tf?|tn|tfl)\(\s*"((?:[^"\\]|\\.)*)"', p.read_text(encoding="utf-8"))}
    unlisted = sorted(f"{name}: {text!r}" for name, text in asked if text not in PAGE_TEXTS and text not in plurals)
    assert unlisted == [], unlisted


# ---- Uprising + CHOAM and Immortality tables in each language (issue 21) -----------------------------

# the panels' words that are English only (a label a script composed and left untranslated)
PANEL_ENGLISH = re.compile(r"\b(?:contracts? (?:held|completed)|bank \d|set aside|Conflicts? won|spice|water|"
                           r"troops|garrison|deck \d|discard|specimens?|Tleilaxu Row|Grafted|First Player|revealed|"
                           r"Round \d|strength|Spies in supply|Maker Hooks|Objective|face down|Victory Points|"
                           r"Agents left|Intrigue cards|Persuasion|from (?:Start|Influence))\b")
PANELS_JS = """() => {
  const texts = [];
  for (const sel of ["#players", "#market", "#tleilax", "#pane-combat"]) {
    const box = document.querySelector(sel);
    if (!box) continue;
    texts.push(box.textContent || "");
    for (const e of box.querySelectorAll("[title], [aria-label]")) texts.push(e.getAttribute("title") || "", e.getAttribute("aria-label") || "");
    for (const e of box.querySelectorAll("title")) texts.push(e.textContent || "");
  }
  return texts.join("\\n");
}"""
TABLES = {"uprising": dict(edition="uprising", players=4, seats=["human", "random", "heuristic:easy", "random"],
                           leaders="random", seed=8, modules=["choam"]),
          "immortality": dict(edition="uprising", players=4, seats=["human", "random", "heuristic:easy", "random"],
                              leaders="random", seed=5, modules=["choam", "immortality"])}


@pytest.mark.parametrize("table", sorted(TABLES))
@pytest.mark.parametrize("lang", list(LOCALES))
def test_uprising_and_immortality_tables_in_each_language(browser: Any, server: Server, tmp_path: Path, lang: str,
                                                           table: str) -> None:
    """An Uprising + CHOAM table and an Uprising + CHOAM + Immortality table, some decisions in: the
    players' panel (flags, resources, contracts held), the market (the CHOAM contracts and the
    bank), the Bene Tleilax panel and their tooltips show no English label; in Russian no Latin
    word but the seats' names. Screenshots: docs/screenshots/table-<table>-<lang>.png."""
    game = server.create(**TABLES[table])
    link = next(s["link"] for s in game["seats"] if s["seat"] == 0)
    ctx, page, errors = open_page(browser, server.url + link, LOCALES[lang])
    rng = random.Random(7)
    for _ in range(14):
        page.wait_for_function(MY_TURN_OR_OVER, timeout=30000)
        if page.evaluate("document.body.dataset.over === '1'"):
            break
        click_one_decision(page, rng, [True])
    page.wait_for_function(MY_TURN_OR_OVER, timeout=30000)
    page.click("#tab-row")
    assert page.locator("#market .contract").count() >= 1
    texts = page.evaluate(PANELS_JS)
    assert translator(lang).gettext("CHOAM contracts (bank {n})", n=0).split("(")[0].strip() in texts
    if table == "immortality":
        assert page.locator("#tleilax").is_visible()
    english = PANEL_ENGLISH.findall(texts)
    assert english == [], (english[:8], [x for x in texts.splitlines() if PANEL_ENGLISH.search(x)][:5])
    if lang == "ru":
        # but the bots' names in the seat's "bot heuristic:easy" (an --seats value, typed as it is: R25)
        latin = [w for w in re.findall(r"[A-Za-z]{3,}", texts) if w not in ("random", "heuristic", "easy", "medium",
                                                                             "explorer", "search")]
        assert latin == [], (latin[:10], texts[:1500])
    page.screenshot(path=str(shots_dir(tmp_path) / f"table-{table}-{lang}.png"))
    assert errors == [], errors
    ctx.close()
