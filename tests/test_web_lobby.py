"""Issue 34 item 5: the lobby offers only what the rules allow (web/lobby.py reads the engine's
rulesets), greys the rest with the reason shown in the page's language, the server refuses the
same with the same words, and the list of games says which edition and modules each plays.
In Debian's Chromium through Playwright (as tests/test_web_browser.py)."""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("playwright.sync_api")

from test_web_browser import open_seat_page  # noqa: E402
from web_server import Server, browser_fixture, server_fixture  # noqa: E402

from landsraad.i18n import translator  # noqa: E402

browser = browser_fixture()
server = server_fixture("weblobby")

CHOAM_BASE = "CHOAM is played only with Uprising"


def test_the_options_say_what_each_edition_allows_from_the_engines_rulesets(server: Server) -> None:
    from landsraad.rules.ruleset import known_editions, table_for

    known_editions()  # the editions registered

    o = server.http.get(server.url + "/api/options?lang=en").json()
    base, up = o["by_edition"]["base"], o["by_edition"]["uprising"]
    assert base["modules"]["choam"]["reason"] == CHOAM_BASE
    assert base["modules"]["choam,immortality"]["reason"] == CHOAM_BASE
    assert base["modules"]["immortality"]["players"] == [1, 2, 3, 4] and base["modules"]["immortality"]["solo"] == [1]
    t = table_for("uprising", ())
    # issue 28: one and two players against the Uprising Rivals (002 Rivales)
    assert t.min_players == 1 and up["players"] == [1, 2, 3, 4]
    assert up["label"] == "Dune: Imperium – Uprising, 1–4 players" and up["modules"]["choam"]["solo"] == [1]
    assert up["modules"]["choam"]["players"] == [1, 2, 3, 4]  # the Rivals with CHOAM (U730)
    assert up["modules"]["choam,immortality"]["players"] == [1, 2, 3, 4]  # the Rivals with Immortality (U726)
    assert "1-4" not in up["label"]
    ru = server.http.get(server.url + "/api/options?lang=ru").json()["by_edition"]["base"]["modules"]["choam"]
    tr = translator("ru")
    assert ru["reason"] == tr.gettext("{module} is played only with {edition}", module=tr.gettext("CHOAM"),
                                      edition=tr.gettext("Uprising"))
    assert ru["reason"] != CHOAM_BASE


@pytest.mark.parametrize(("body", "english"), [
    ({"edition": "base", "modules": ["choam"], "players": 4}, CHOAM_BASE),
    # (base cards go with the Rivals since U734; Immortality's up-to-11 variant still does not)
    ({"edition": "uprising", "modules": ["immortality", "immortality_up_to_11"], "players": 2,
      "seats": ["human", "random"]}, "Uprising is played here by 3–4 players"),
    ({"edition": "base", "players": 3, "difficulty": "mentat", "seats": ["human", "random", "random"]},
     "difficulty is for solo games (players: 1) against two Rivals"),
])
def test_the_server_refuses_what_the_lobby_greys_in_the_pages_language(server: Server, body: dict[str, Any],
                                                                      english: str) -> None:
    r = server.http.post(server.url + "/api/games?lang=en", json=body)
    assert r.status_code == 400 and r.json()["error"] == english, r.text
    assert "needs" not in r.json()["error"]
    for lang in ("es", "pt", "ru"):
        r = server.http.post(server.url + f"/api/games?lang={lang}", json=body)
        assert r.status_code == 400 and r.json()["error"] != english, (lang, r.text)


def test_the_lobby_greys_what_cannot_be_played_with_the_reason(browser: Any, server: Server) -> None:
    ctx, page, errors = open_seat_page(browser, server.url + "/", 1280, 720)
    page.wait_for_selector("#edition option[value='uprising']", state="attached")
    page.wait_for_function("document.querySelector('#modules option[value=choam]').disabled")
    # the base game: no CHOAM, with the reason shown; the Rivals only for a solo game
    assert page.locator("#modules option[value='choam']").get_attribute("title") == CHOAM_BASE
    notes = page.locator("#offer-notes").inner_text()
    assert CHOAM_BASE in notes and "solo game" in notes
    assert page.locator("#difficulty").is_disabled()
    page.select_option("#players", "1")
    assert page.locator("#difficulty").is_enabled()
    assert "solo game" not in page.locator("#offer-notes").inner_text()
    # Uprising: 1 to 4 players (its Rivals for 1 and 2: issue 28; its label says so), CHOAM offered
    label = page.locator("#edition option[value='uprising']").inner_text()
    assert "1–4" in label and "1-4" not in label
    page.select_option("#edition", "uprising")
    assert page.locator("#players").input_value() == "1"  # kept: Uprising is played solo too
    assert page.locator("#difficulty").is_enabled()
    page.select_option("#players", "4")
    for n in ("1", "2"):
        assert page.locator(f"#players option[value='{n}']").is_enabled()
    assert page.locator("#modules option[value='choam']").is_enabled()
    assert page.locator("#difficulty").is_disabled()
    # CHOAM chosen, then back to the base game: the choice falls back to one it can play
    page.select_option("#modules", "choam")
    page.select_option("#edition", "base")
    assert page.locator("#modules").input_value() == ""
    assert not errors, errors
    ctx.close()


def test_the_lobby_in_russian_gives_its_reasons_in_russian(browser: Any, server: Server) -> None:
    ctx = browser.new_context(viewport={"width": 1280, "height": 720}, locale="ru-RU")
    page = ctx.new_page()
    page.goto(server.url + "/")
    page.wait_for_function("document.querySelector('#modules option[value=choam]')?.title")
    ru = translator("ru")
    want = ru.gettext("{module} is played only with {edition}", module=ru.gettext("CHOAM"),
                      edition=ru.gettext("Uprising"))
    assert page.locator("#modules option[value='choam']").get_attribute("title") == want
    assert want in page.locator("#offer-notes").inner_text()
    ctx.close()


def test_the_list_of_games_says_the_edition_and_modules(browser: Any, server: Server) -> None:
    made = server.create(edition="uprising", players=3, seats=["random"] * 3, modules=["choam", "immortality"],
                         public=True)
    plain = server.create(players=2, seats=["random"] * 2)
    ctx, page, errors = open_seat_page(browser, server.url + "/", 1280, 720)
    page.wait_for_selector(f"tr[data-game='{made['id']}']")
    assert page.locator(f"tr[data-game='{made['id']}'] td.rules").inner_text() == "Uprising + CHOAM + Immortality"
    assert page.locator(f"tr[data-game='{plain['id']}'] td.rules").inner_text() == "Base game"
    assert not errors, errors
    ctx.close()


def test_the_lobby_chooses_the_rival_cards_of_an_uprising_game_for_one_or_two(browser: Any, server: Server) -> None:
    """Issue 28, U729: the "Rival cards" field is open for Uprising at 1 and 2 players only
    (002 PREPARACIÓN "elige dos cartas de Rival"), and the game created plays the cards typed."""
    ctx, page, errors = open_seat_page(browser, server.url + "/", 1280, 720)
    page.wait_for_selector("#edition option[value='uprising']", state="attached")
    page.wait_for_function("document.querySelector('#modules option[value=choam]').disabled")
    page.select_option("#players", "1")
    assert page.locator("#rivals").is_disabled()  # the base game's Rivals are leaders
    page.select_option("#edition", "uprising")
    page.select_option("#players", "1")
    assert page.locator("#rivals").is_enabled()
    page.select_option("#players", "3")
    assert page.locator("#rivals").is_disabled()
    page.select_option("#players", "1")
    page.fill("#rivals", "staban_tuek, margot_fenring")
    with page.expect_request(lambda r: "/api/games" in r.url and r.method == "POST") as req:
        page.click("#create-btn")
    assert req.value.post_data_json["rivals"] == ["staban_tuek", "margot_fenring"]
    page.wait_for_selector("#created:not([hidden])")
    assert page.locator("#created-id").inner_text()
    assert not errors, errors
    ctx.close()


def test_the_openapi_document_describes_the_new_game_request(server: Server) -> None:
    """POST /api/games parses its body with a model built when the app is made (the options modules
    declare are fields of it: app.py create_game_model); `/openapi.json` publishes that model as the
    route's request body, every field with its type and limits, the declared options included."""
    from landsraad.interfaces.web.app import create_game_model
    from landsraad.rules.ruleset import declared_options

    spec = server.http.get(server.url + "/openapi.json").json()
    body = spec["paths"]["/api/games"]["post"]["requestBody"]
    assert body["required"] is True
    ref = body["content"]["application/json"]["schema"]["$ref"]
    schema = spec["components"]["schemas"][ref.rsplit("/", 1)[1]]
    props = schema["properties"]
    assert set(props) == set(create_game_model().model_fields)
    for field in ("edition", "players", "seats", "leaders", "seed", "public", "first_player", "undo",
                  "difficulty", "modules", "pool", *declared_options()):
        assert field in props, field
    assert schema["additionalProperties"] is False  # extra fields are refused (extra="forbid")
    assert props["players"]["type"] == "integer" and props["edition"]["maxLength"] == 20
    modules = next(a for a in props["modules"]["anyOf"] if a.get("type") == "array")
    assert modules["items"] == {"type": "string"} and modules["maxItems"] == 8
    assert {"type": "object", "additionalProperties": True} in props["pool"]["anyOf"]  # a pool file's object
    assert props["seed"]["anyOf"][0]["maximum"] == 2**63 - 1
    # the other bodies are declared as ever (Act: the move of a seat)
    assert "requestBody" in spec["paths"]["/api/games/{gid}/act"]["post"]
def test_the_lobby_types_the_servers_rival_cards_in_only_where_they_fit(browser: Any, tmp_path: Any) -> None:
    """U735: with `serve --rivals a,b` (the two Rival cards of a solo table, 002 PREPARACIÓN) the
    field holds them at one player and is empty at two (one shared Rival: drawn at random, U719), so
    the two-player game the form sends leaves them out and is created; a value the player types stays."""
    srv = Server(tmp_path / "games.sqlite3", extra=("--rivals", "jessica,margot_fenring")).start()
    try:
        ctx, page, errors = open_seat_page(browser, srv.url + "/", 1280, 720)
        page.wait_for_selector("#edition option[value='uprising']", state="attached")
        page.select_option("#edition", "uprising")
        page.select_option("#players", "1")
        assert page.locator("#rivals").input_value() == "jessica,margot_fenring"
        page.select_option("#players", "2")
        assert page.locator("#rivals").is_enabled() and page.locator("#rivals").input_value() == ""
        with page.expect_request(lambda r: "/api/games" in r.url and r.method == "POST") as req:
            page.click("#create-btn")
        assert "rivals" not in req.value.post_data_json and req.value.post_data_json["players"] == 2
        page.wait_for_selector("#created:not([hidden])")
        page.fill("#rivals", "irulan")
        page.select_option("#players", "1")
        page.select_option("#players", "2")
        assert page.locator("#rivals").input_value() == "irulan"  # typed: kept
        assert not errors, errors
        ctx.close()
    finally:
        srv.stop()


PLAYER_OPTIONS = "() => [...document.querySelectorAll('#players option')].map((o) => [o.value, o.textContent, o.disabled])"


def _count_labels(page: Any, edition: str) -> dict[str, tuple[str, bool]]:
    """The lobby's player counts as a person reads them once `edition` is chosen: value -> (text, greyed)."""
    page.select_option("#edition", edition)
    return {value: (text, disabled) for value, text, disabled in page.evaluate(PLAYER_OPTIONS)}


def test_the_player_counts_read_each_editions_tables_in_chromium(browser: Any, server: Server) -> None:
    """U738 in the page: after a person chooses an edition, the Players list's options name each
    count's table in that edition's words: the base game's 1 its two Rivals (000) and 2 House Hagal
    (001); Uprising's 1 its two Rivals, 2 its one shared Rival (002 Rivales) and 6 the two teams (002
    PARTIDAS DE SEIS JUGADORES); 3 and 4 plain; a count the edition does not play is plain and greyed.
    Chosen again, the base game's words come back; in Spanish the words are the server's Spanish ones."""
    from landsraad.interfaces.web.lobby import lobby_offer

    ctx, page, errors = open_seat_page(browser, server.url + "/", 1280, 720)
    page.wait_for_function("document.querySelectorAll('#edition option').length > 1 && "
                           "document.querySelector('#players option[value=\"6\"]')")
    base = {"4": ("4", False), "3": ("3", False), "2": ("2 (with House Hagal)", False),
            "1": ("1 (solo against two Rivals)", False), "6": ("6", True)}
    uprising = {"4": ("4", False), "3": ("3", False), "2": ("2 (against one shared Rival)", False),
                "1": ("1 (solo against two Rivals)", False), "6": ("6 (two teams)", True)}
    assert _count_labels(page, "uprising") == uprising
    # the six-player table is the Expansion choice whose counts are 6 (lobby.py): then its count is open
    six = next(v for v, m in lobby_offer("uprising", "en")["modules"].items() if m["players"] == [6])
    page.select_option("#modules", six)
    got = {value: (text, off) for value, text, off in page.evaluate(PLAYER_OPTIONS)}
    assert got["6"] == ("6 (two teams)", False) and got["4"] == ("4", True), got
    page.select_option("#modules", "")
    assert _count_labels(page, "base") == base
    assert _count_labels(page, "uprising") == uprising
    assert not errors, errors
    ctx.close()
    ctx = browser.new_context(viewport={"width": 1280, "height": 720}, locale="es-ES")
    page = ctx.new_page()
    page.goto(server.url + "/")
    page.wait_for_function("document.querySelectorAll('#edition option').length > 1 && "
                           "document.querySelector('#players option[value=\"6\"]')")
    for edition in ("base", "uprising"):
        words = lobby_offer(edition, "es")["count_words"]
        got = _count_labels(page, edition)
        assert {n: got[n][0] for n in words} == {n: f"{n} ({w})" for n, w in words.items()}, (edition, got)
        assert all(got[n][0] == n for n in got if n not in words)
        assert words["2"] != lobby_offer(edition, "en")["count_words"]["2"]  # Spanish, not English
    ctx.close()
