"""Issue 27 ("a product is one folder") for the browser: a product's browser code lives in its module's
folder (`modules/<product>/static/`, the files its web part names in `BROWSER`), is served at
`/static/modules/<module>/<file>` and listed in a game's table (`browser`) only when the game's ruleset
has the module (interfaces/web/browser.py; the page loads them: static/js/parts.js). The shared
files' areas come from the game's layout (docs/rulings.md U746-U748)."""

from __future__ import annotations

import json
import os
import sys
import types
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")

from web_server import Server, server_fixture  # noqa: E402

from landsraad.interfaces.texts import Reader  # noqa: E402
from landsraad.interfaces.web.browser import _files, browser_files, module_file, module_files  # noqa: E402
from landsraad.interfaces.web.client import content_payload  # noqa: E402
from landsraad.interfaces.web.layout import load_layout, table_payload  # noqa: E402
from landsraad.rules.ruleset import Module  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent / "landsraad"
server = server_fixture("modstatic")


def test_each_products_browser_files_are_in_its_folder() -> None:
    """Uprising's board pieces (002) and Immortality's Bene Tleilax board (003) are files of their own
    module folders; no module's file lies in the shared static folder."""
    files = module_files()
    assert set(files["uprising"]) == {"board.js", "players.js", "board.css"}
    assert set(files["immortality"]) == {"tleilax.js", "tleilax.css"}
    assert set(files["choam"]) == {"contracts.js", "contracts.css"}  # U740
    for module, named in files.items():
        for path in named.values():
            assert path.parent == ROOT / "modules" / module / "static", path
            assert path.is_file()
    assert not (ROOT / "interfaces" / "web" / "static" / "js" / "immortality.js").exists()


def test_a_games_table_lists_the_browser_files_of_its_modules_only() -> None:
    assert browser_files("base") == {"scripts": [], "styles": []}
    assert table_payload("base")["browser"] == {"scripts": [], "styles": []}
    up = browser_files("uprising")
    assert up["scripts"] == ["/static/modules/uprising/board.js", "/static/modules/uprising/players.js"]
    assert up["styles"] == ["/static/modules/uprising/board.css"]
    # in module order: the edition's, then the game's (Immortality on the base game and on Uprising)
    imm = table_payload("base", Reader(edition="base", modules=("immortality",)))["browser"]
    assert imm == {"scripts": ["/static/modules/immortality/tleilax.js"],
                   "styles": ["/static/modules/immortality/tleilax.css"]}
    both = browser_files("uprising", ("choam", "immortality"))
    choam = ["/static/modules/choam/contracts.js"]
    assert both["scripts"] == up["scripts"] + choam + imm["scripts"]
    assert browser_files("uprising", ("choam",))["styles"] == [*up["styles"], "/static/modules/choam/contracts.css"]
    # six players (002) play on Uprising's board: its pieces come with it
    # and the mode's own Throne Row after them (modules/uprising_six/static/)
    six = table_payload("uprising", Reader(edition="uprising", modules=("choam", "uprising_six")))["browser"]
    assert six == {"scripts": [*up["scripts"], *choam, "/static/modules/uprising_six/throne.js"],
                   "styles": [*up["styles"], "/static/modules/choam/contracts.css", "/static/modules/uprising_six/throne.css"]}


def test_a_browser_file_the_part_names_must_be_a_script_or_style_of_its_folder(tmp_path: Path) -> None:
    """A web part naming a file that is missing, outside its folder or of another kind is refused at
    load (the server never serves a guess)."""
    (tmp_path / "static").mkdir()
    (tmp_path / "static" / "ok.js").write_text("export const ICONS = {};\n")
    (tmp_path / "static" / "notes.txt").write_text("not a browser file\n")
    part = types.ModuleType("toy_static_part_s41")
    part.__file__ = str(tmp_path / "web.py")
    sys.modules[part.__name__] = part
    try:
        toy = Module(name="toy_static_s41", interfaces={"web": part.__name__})
        part.BROWSER = ("ok.js",)  # type: ignore[attr-defined]
        assert _files(toy) == {"ok.js": tmp_path / "static" / "ok.js"}
        for bad in ("missing.js", "notes.txt", "../web.py", "static/ok.js"):
            part.BROWSER = (bad,)  # type: ignore[attr-defined]
            with pytest.raises(ValueError, match="browser file"):
                _files(toy)
    finally:
        del sys.modules[part.__name__]


def test_the_server_serves_a_modules_named_files_and_nothing_else(server: Server) -> None:
    r = server.http.get(server.url + "/static/modules/uprising/board.js")
    assert r.status_code == 200 and "javascript" in r.headers["content-type"]
    assert r.text == (ROOT / "modules/uprising/static/board.js").read_text(encoding="utf-8")
    css = server.http.get(server.url + "/static/modules/immortality/tleilax.css")
    assert css.status_code == 200 and css.headers["content-type"].startswith("text/css")
    for path in ("/static/modules/uprising/web.py", "/static/modules/uprising/..%2F__init__.py",
                 "/static/modules/uprising/%2E%2E", "/static/modules/base/board.js",
                 "/static/modules/nope/board.js", "/static/modules/immortality/board.js"):
        r = server.http.get(server.url + path)
        assert r.status_code == 404, (path, r.status_code)
        assert "error" in r.json()
    assert module_file("uprising", "web.py") is None and module_file("uprising", "board.js") is not None
    # the shared files still come from the shared folder
    assert server.http.get(server.url + "/static/js/parts.js").status_code == 200


def test_a_games_table_from_the_api_names_its_modules_files(server: Server) -> None:
    base = server.create(players=2, seats=["human", "random"], seed=3, leaders="none", first_player=0)
    up = server.create(edition="uprising", players=4, seats=["human", "random", "random", "random"], seed=8,
                       leaders="random", modules=["choam", "immortality"])

    def table(game: dict[str, Any]) -> dict[str, Any]:
        token = game["seats"][0]["token"]
        r = server.http.get(f"{server.url}/api/games/{game['id']}/table", headers={"x-seat-token": token})
        assert r.status_code == 200, r.text
        return r.json()["browser"]

    assert table(base) == {"scripts": [], "styles": []}
    got = table(up)
    assert "/static/modules/uprising/board.js" in got["scripts"]
    assert "/static/modules/immortality/tleilax.js" in got["scripts"]
    for url in got["scripts"] + got["styles"]:
        assert server.http.get(server.url + url).status_code == 200, url


def test_the_areas_come_from_the_games_layout() -> None:
    """U747: the component texts' areas are the layout's (the edition's layout.yaml or a module's
    board), named in the reader's words; no list of the base game's areas in the interfaces."""
    for edition in ("base", "uprising"):
        c = content_payload(edition)
        assert [a for a, _ in c["areas"]] == [a["id"] for a in load_layout(edition)["areas"]]
        assert {sp["area"] for sp in c["spaces"]} <= {a for a, _ in c["areas"]}
    es = content_payload("base", Reader(edition="base", lang="es"))
    assert dict(es["areas"])["guild"] == "Cofradía Espacial" and dict(es["areas"])["supply"] == "Mazos"
    six = content_payload("uprising", Reader(edition="uprising", modules=("choam", "uprising_six"), lang="es"))
    assert {"great_houses", "fringe_worlds", "emperor_board"} <= {a for a, _ in six["areas"]}


def test_the_vp_sources_a_module_names_reach_the_page() -> None:
    """U748: the score table names a module's VP source by its declared word (VpSource.word: the solo
    Rivals' exchanges, 000 House Hagal sheet), in the reader's words, as the terminal does."""
    from landsraad.i18n import translator

    assert content_payload("base")["vp_words"]["rival"] == "Rival's exchange"
    ru = content_payload("base", Reader(edition="base", lang="ru"))["vp_words"]["rival"]
    assert ru == translator("ru").gettext("Rival's exchange") and ru != "Rival's exchange"


MODULE_FILES_LOADED = """() => performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname)
  .filter((p) => p.startsWith("/static/modules/")).sort()"""


def test_the_page_loads_the_browser_code_of_its_games_modules_only(server: Server) -> None:
    """In Chromium: a base game's page asks for no module file and draws no product's piece; an Uprising +
    Immortality game's page loads Uprising's and Immortality's files and draws their pieces (the posts of
    002 Espías, Spies in supply, the Bene Tleilax board of 003) through the shared drawing's hooks."""
    from web_server import chromium_page

    base = server.create(players=2, seats=["human", "random"], seed=3, leaders="none", first_player=0)
    with chromium_page(server.url + base["seats"][0]["link"]) as (page, errors):
        page.wait_for_function("document.body.dataset.fitted")
        assert page.evaluate(MODULE_FILES_LOADED) == []
        assert page.locator("#board .space").count() == 22
        assert page.locator("#tleilax, #board .post, #board .shield-wall, .flag.spies").count() == 0
        assert page.evaluate("!document.querySelector('#i-spy')")
        assert errors == [], errors
    up = server.create(edition="uprising", players=4, seats=["human", "random", "random", "random"], seed=8,
                       leaders="random", modules=["choam", "immortality"])
    with chromium_page(server.url + up["seats"][0]["link"]) as (page, errors):
        page.wait_for_function("document.body.dataset.fitted")
        assert page.evaluate(MODULE_FILES_LOADED) == sorted(
            f"/static/modules/{m}/{f}" for m, f in [("uprising", "board.js"), ("uprising", "players.js"),
                                                   ("uprising", "board.css"), ("immortality", "tleilax.js"),
                                                   ("immortality", "tleilax.css"), ("choam", "contracts.js"),
                                                   ("choam", "contracts.css")])
        posts = load_layout("uprising")["posts"]
        assert page.locator("#board .post").count() == len(posts) > 0
        assert page.locator("#board .shield-wall").count() == 1
        assert page.locator("#players .flag.spies").count() == 4
        assert page.locator("#tleilax .research-space").count() > 0 and page.locator("#tleilax").is_visible()
        # the module's icons joined the sprite, its style sheet applies (a post's background)
        assert page.evaluate("!!document.querySelector('#icon-sprite #i-spy')")
        fill = page.evaluate("getComputedStyle(document.querySelector('#board .post:not(.spied) .post-bg')).fill")
        assert fill == "rgb(239, 230, 207)", fill
        assert errors == [], errors


def test_choams_contracts_are_drawn_by_its_own_files_in_its_games_only(server: Server) -> None:
    """U740: CHOAM's contracts (002 MÓDULO DE LA CHOAM: the face-up contracts and the bank above the
    Imperium Row, a player's contracts held) are drawn by modules/choam/static/ through the shared
    market's `marketBefore` and the players panel's `playerFlags` hooks: an Uprising game without CHOAM
    loads none of its files and its page prints nothing about contracts; with CHOAM, the market shows
    each face-up contract of the seat's view, named as the game's texts name it, in its own style."""
    from web_server import chromium_page

    plain = server.create(edition="uprising", players=3, seats=["human", "random", "random"], seed=4, leaders="random")
    with chromium_page(server.url + plain["seats"][0]["link"]) as (page, errors):
        page.wait_for_function("document.body.dataset.fitted && document.querySelector('#market .row-cards')")
        assert not any("/choam/" in f for f in page.evaluate(MODULE_FILES_LOADED))
        assert page.locator("#market .contract, #market .contracts").count() == 0
        # (a card's or board space's own text may say what it gives without the module: "+2 Solari")
        assert "contract" not in (page.inner_text("#market") + page.inner_text("#players")).lower()
        assert page.locator("#market h4").first.inner_text() == "Reserve"  # no Imperium Row heading above
        assert errors == [], errors
    game = server.create(edition="uprising", players=3, seats=["human", "random", "random"], seed=4, leaders="random",
                         modules=["choam"])
    token = game["seats"][0]["token"]
    v = server.view(game["id"], token)
    names = server.http.get(f"{server.url}/api/games/{game['id']}/content", headers={"x-seat-token": token}).json()["contracts"]
    with chromium_page(server.url + game["seats"][0]["link"]) as (page, errors):
        page.wait_for_function("document.body.dataset.fitted && document.querySelector('#market .contract')")
        assert sorted(page.evaluate(MODULE_FILES_LOADED)) == sorted(
            ["/static/modules/choam/contracts.css", "/static/modules/choam/contracts.js",
             "/static/modules/uprising/board.css", "/static/modules/uprising/board.js", "/static/modules/uprising/players.js"])
        heads = page.locator("#market h4").all_inner_texts()
        assert heads[:2] == [f"CHOAM contracts (bank {v['contracts']['bank']})", "Imperium Row"], heads
        chips = page.locator("#market .contracts .contract").all_inner_texts()
        face_up = [f"{names[c]['name']} ({names[c]['reward']})" for c in v["contracts"]["face_up"]]
        assert chips[:len(face_up)] == face_up and len(chips) == len(face_up) + len(v["contracts"]["set_aside"])
        radius = page.evaluate("getComputedStyle(document.querySelector('#market .contract')).borderTopLeftRadius")
        assert radius == "4px", radius  # contracts.css applies
        # a player's contracts held and completed: its flags in the players panel, names on hover
        cid = v["contracts"]["face_up"][0]
        flags = page.evaluate("""async (cid) => {
          const part = await import("/static/modules/choam/contracts.js");
          const C = { contracts: { [cid]: window.__contract } };
          return part.playerFlags({ zones: { contracts: [cid], contracts_done: [cid, cid] } }, {}, C)
            .map((e) => [e.textContent, e.title]); }""".replace("window.__contract", json.dumps(names[cid])), cid)
        named = f"{names[cid]['name']} ({names[cid]['reward']})"
        assert flags == [["1 contract held", f"contracts held: {named}"],
                         ["2 contracts completed", f"contracts completed: {named}, {named}"]], flags
        assert errors == [], errors


def test_the_replay_viewer_loads_the_browser_code_of_the_records_modules(tmp_path: Path) -> None:
    """The replay viewer loads a game's module files as the table does: an Uprising record (002) replays
    with its observation posts and Shield Wall drawn (the `drawUnder`/`drawOver` hooks)."""
    import random

    from web_server import chromium_page

    from landsraad import GameConfig
    from landsraad.records import GameRecorder

    rec = GameRecorder(GameConfig(edition="uprising", players=4, leaders=("random",) * 4), 5)
    rng = random.Random(5)
    while not rec.state.is_terminal():
        rec.apply(rng.choice(rec.state.legal_actions()))
    (tmp_path / "records").mkdir()
    rec.save(tmp_path / "records" / "up.json")
    srv = Server(tmp_path / "games.sqlite3", extra=("--records", str(tmp_path / "records"))).start()
    try:
        with chromium_page(srv.url + "/replay/rec-up.json") as (page, errors):
            page.wait_for_function("document.body.dataset.steps && document.querySelector('#board-svg .space')")
            assert page.evaluate(MODULE_FILES_LOADED) == ["/static/modules/uprising/board.css",
                                                          "/static/modules/uprising/board.js",
                                                          "/static/modules/uprising/players.js"]
            assert page.locator("#board-svg .post").count() == len(load_layout("uprising")["posts"])
            assert page.locator("#board-svg .shield-wall").count() == 1
            assert errors == [], errors
    finally:
        srv.stop()


def _record(path: Path, config: Any, seed: int) -> None:
    """A random game of `config` played to its end, saved as a record (`simulate --save`'s format)."""
    import random

    from landsraad.records import GameRecorder

    rec = GameRecorder(config, seed)
    rng = random.Random(seed)
    while not rec.state.is_terminal():
        rec.apply(rng.choice(rec.state.legal_actions()))
    rec.save(path)


def test_the_replay_viewer_draws_every_module_part_the_table_draws(tmp_path: Path) -> None:
    """U741: the replay viewer draws what the game's modules add as the game page does, through the same
    hooks: an Immortality record (003) shows the Bene Tleilax board beside the main board (`drawBeside`),
    with Uprising's posts (002 Espías) and CHOAM's contracts in the market; a six-player record (002) its
    teams' block (a web part's `panel`), each seat's team flag and the Throne Row in the market
    (`drawMarket`). Nothing in them is lit: a replay decides nothing."""
    from web_server import chromium_page

    from landsraad import GameConfig

    (tmp_path / "records").mkdir()
    _record(tmp_path / "records" / "imm.json",
            GameConfig(edition="uprising", players=4, modules=("choam", "immortality"), leaders=("random",) * 4), 5)
    _record(tmp_path / "records" / "six.json",
            GameConfig(edition="uprising", players=6, modules=("choam", "uprising_six"), leaders=("random",) * 6), 5)
    srv = Server(tmp_path / "games.sqlite3", extra=("--records", str(tmp_path / "records"))).start()
    try:
        with chromium_page(srv.url + "/replay/rec-imm.json") as (page, errors):
            page.wait_for_function("document.body.dataset.steps && document.querySelector('#board-svg .space')")
            assert {"/static/modules/immortality/tleilax.js", "/static/modules/immortality/tleilax.css",
                    "/static/modules/choam/contracts.js"} <= set(page.evaluate(MODULE_FILES_LOADED))
            assert page.locator("#tleilax").is_visible()
            assert page.locator("#tleilax .research-space").count() > 0
            assert page.locator("#tleilax .legal, #tleilax .buyable").count() == 0
            assert page.locator("#board-svg .post").count() == len(load_layout("uprising")["posts"])
            page.click("#tab-row")
            assert page.locator("#market h4").first.inner_text().startswith("CHOAM contracts (bank ")
            # `make screenshots` keeps it (docs/screenshots/replay-immortality.png), else a temp folder
            shots = ROOT.parent / "docs" / "screenshots" if os.environ.get("LANDSRAAD_SCREENSHOTS") else tmp_path
            page.screenshot(path=str(shots / "replay-immortality.png"))
            # stepping back to the start draws the panel again, from that step's table
            page.keyboard.press("Home")
            page.wait_for_function("document.body.dataset.step === '0'")
            assert page.locator("#tleilax .research-space").count() > 0
            assert errors == [], errors
        v = srv.http.get(srv.url + "/api/replays/rec-six.json/at/" +
                         str(srv.http.get(srv.url + "/api/replays/rec-six.json").json()["steps"])).json()
        throne = v["parts"]["uprising_six"]["throne"]["cards"]
        with chromium_page(srv.url + "/replay/rec-six.json") as (page, errors):
            page.wait_for_function("document.body.dataset.steps && document.querySelector('#board-svg .space')")
            assert "/static/modules/uprising_six/throne.js" in page.evaluate(MODULE_FILES_LOADED)
            assert page.locator("#module-panels").is_visible()
            assert page.locator("#module-panels h3").all_inner_texts() == [p["title"] for p in v["panels"]]
            assert page.locator("#players .team-flag").count() == 6
            page.click("#tab-row")
            if throne:  # the record's last step has cards in the Throne Row (seed 5 does)
                assert page.locator("#market .throne-row .card").count() == len(throne)
                assert page.locator("#market .throne-row .buyable").count() == 0
            assert errors == [], errors
        assert throne, "the six-player record was meant to end with cards in the Throne Row"
    finally:
        srv.stop()
