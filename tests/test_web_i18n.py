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
from landsraad.interfaces.web.page_texts import PAGE_TEXTS  # noqa: E402

LOCALES = {"es": "es-ES", "pt": "pt-BR", "ru": "ru-RU"}


browser = browser_fixture()
server = server_fixture("webi18n")
STATIC = ROOT / "landsraad" / "interfaces" / "web" / "static"


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
    assert r.status_code == 400 and r.json()["error"].startswith("los jugadores deben ser 1, 2, 3 o 4"), r.json()
    r = server.http.post(server.url + "/api/games?lang=pt", json={"players": 3, "leaders": ["paul_atreides"] * 2})
    assert r.status_code == 400 and r.json()["error"].startswith("dois lugares não podem ter o mesmo líder"), r.json()
    r = server.http.get(f"{server.url}/api/games/nope/view", headers={"x-seat-token": token, "accept-language": "ru"})
    assert r.status_code == 404 and r.json()["error"] == "такой игры нет"
    english = server.http.post(base + "/act", json={"token": token, "version": version, "action": "agent dagger arrakeen"})
    assert english.json()["error"].startswith("'agent dagger arrakeen' is not legal now: Dagger has no City Agent icon")
