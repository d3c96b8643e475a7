"""Issue 18 "Everywhere", the browser: a game with Immortality (seed 003) created through the API
(`modules`), its view, texts and layout (the Bene Tleilax board from modules/immortality/content/layout.yaml),
and a whole game clicked through in Debian's Chromium with the Bene Tleilax panel drawn at every
decision (both tracks with tokens, the Tleilaxu Row, specimens and Family Atomics)."""

from __future__ import annotations

import random
from typing import Any

import pytest
import yaml

pytest.importorskip("fastapi")
sync_api = pytest.importorskip("playwright.sync_api")

from test_web_browser import (  # noqa: E402
    MY_TURN_OR_OVER,
    assert_no_foreign_hidden_cards,
    browser,  # noqa: F401  (the module's Chromium fixture)
    open_seat_page,
    seat_decisions,
    server,  # noqa: F401  (the module's server fixture)
    watch_frames,
)
from web_server import Server, fill_lobby  # noqa: E402

from landsraad.core.errors import ContentError  # noqa: E402
from landsraad.modules.immortality.loader import immortality_for  # noqa: E402
from landsraad.modules.immortality.web_layout import LAYOUT, validate_immortality_layout  # noqa: E402


def test_the_api_creates_a_game_with_the_module_and_gives_its_board(server: Server) -> None:  # noqa: F811
    g = server.create(players=3, seats=["human", "random", "random"], modules=["immortality"], seed=3)
    token = g["seats"][0]["token"]
    v = server.view(g["id"], token)
    assert v["modules"] == ["immortality"]
    assert v["immortality"]["tleilaxu_spice"] == 2 and len(v["immortality"]["tleilaxu_row"]) == 2
    headers = {"x-seat-token": token}
    content = server.http.get(f"{server.url}/api/games/{g['id']}/content", headers=headers).json()
    assert content["cards"]["reclaimed_forces"]["name"] == "Reclaimed Forces"
    assert "experimentation" in content["cards"] and "imperium_ceremony" in content["cards"]
    table = server.http.get(f"{server.url}/api/games/{g['id']}/table", headers=headers).json()
    imm = table["immortality"]
    assert set(imm["layout"]["research"]) == set(imm["research"]) and len(imm["tleilaxu"]) == 8
    assert [m["column"] for m in imm["markers"]] == [4, 8]
    options = server.http.get(f"{server.url}/api/options").json()
    assert options["modules"] == ["immortality", "immortality_up_to_11", "choam", "base_cards",
                                  "base_conflicts", "uprising_six"]  # issue 30: base cards and Conflicts; 29
    for bad, needle in ((["bogus"], "unknown module"), ("immortality", "modules"),
                        (["immortality_up_to_11"], "played only with Immortality")):  # web/lobby.py's words
        r = server.http.post(server.url + "/api/games", json={"players": 3, "modules": bad})
        assert r.status_code in (400, 422) and needle in r.text, r.text


def test_the_api_creates_an_uprising_game_with_the_module(server: Server) -> None:  # noqa: F811
    """Uprising + Immortality (002 COMBINAR INSURRECCIÓN CON ... INMORTALIDAD) through the API now that
    Uprising is open: the view has both boards' parts, the table both layouts; the lobby's options list
    the edition and the modules side by side."""
    g = server.create(edition="uprising", players=4, seats=["human", "random", "random", "random"],
                      modules=["immortality"], seed=4)
    token = g["seats"][0]["token"]
    v = server.view(g["id"], token)
    assert v["edition"] == "uprising" and v["modules"] == ["immortality"]
    assert v["immortality"]["tleilaxu_spice"] == 2 and "spies" in v
    headers = {"x-seat-token": token}
    table = server.http.get(f"{server.url}/api/games/{g['id']}/table", headers=headers).json()
    assert len(table["immortality"]["research"]) == 22 and table["layout"]["posts"]
    options = server.http.get(f"{server.url}/api/options").json()
    assert "uprising" in options["editions"] and "uprising" in options["by_edition"]
    assert options["modules"] == ["immortality", "immortality_up_to_11", "choam", "base_cards",
                                  "base_conflicts", "uprising_six"]  # issue 30: base cards and Conflicts; 29


def test_the_layout_is_checked() -> None:
    raw = yaml.safe_load(LAYOUT.read_text())
    imm = immortality_for("base")
    assert validate_immortality_layout(raw, imm) is raw
    missing = {**raw, "research": {k: v for k, v in raw["research"].items() if k != "c8r6"}}
    with pytest.raises(ContentError, match="c8r6"):
        validate_immortality_layout(missing, imm)
    overlapping = {**raw, "research": {**raw["research"], "c1r3": raw["research"]["c0r3"]}}
    with pytest.raises(ContentError, match="overlaps"):
        validate_immortality_layout(overlapping, imm)
    outside = {**raw, "tleilaxu": [*raw["tleilaxu"][:-1], {"x": 600, "y": 290}]}
    with pytest.raises(ContentError, match="outside"):
        validate_immortality_layout(outside, imm)


def test_a_whole_game_with_the_module_is_clicked_through(browser: Any, server: Server) -> None:  # noqa: F811
    g = server.create(players=4, seats=["human", "random", "random", "random"], modules=["immortality"], seed=8,
                      first_player=0)
    ctx, page, errors = open_seat_page(browser, server.url + g["seats"][0]["link"], 1280, 720)
    frames = watch_frames(page)
    page.wait_for_function(MY_TURN_OR_OVER)
    decisions = 0
    for decisions in seat_decisions(page, random.Random(2), 2500, must_end=True):
        # the panel: every research space and Tleilaxu space, a token per player on each track
        assert page.locator("#tleilax").is_visible(), f"decision {decisions}"
        assert page.locator("#tleilax .research-space").count() == 22
        assert page.locator("#tleilax .tleilaxu-space").count() == 8
        assert page.locator("#tleilax .research-space .token").count() == 4
        assert page.locator("#tleilax .tleilaxu-space .token").count() == 4
        assert page.locator("#tleilax .specimens").count() == 4
        assert "Reclaimed Forces" in page.locator("#tleilax .tleilaxu-row").inner_html()
    assert decisions > 30
    page.locator("#end").wait_for(state="visible")
    assert "Game over" in page.locator("#end").inner_text()
    assert_no_foreign_hidden_cards(frames, 0)
    # the replay viewer steps through the finished game (its texts and board with the module's components)
    page.click("#replay-link")
    page.wait_for_selector("body[data-step]")
    assert int(page.evaluate("document.body.dataset.steps")) > 100
    page.keyboard.press("Home")
    page.wait_for_function("document.body.dataset.step === '0'")
    page.keyboard.press("ArrowRight")
    page.wait_for_function("document.body.dataset.step === '1'")
    assert errors == [], errors[:3]
    ctx.close()


def test_an_uprising_game_with_the_module_draws_both_boards(browser: Any, server: Server) -> None:  # noqa: F811
    """Uprising + Immortality in Chromium: the Uprising board's observation posts and the Bene Tleilax
    panel drawn together at each of the first decisions (22 research spaces on Uprising's board too),
    no page error, nothing hidden of another seat in the frames."""
    g = server.create(edition="uprising", players=4, seats=["human", "random", "random", "random"],
                      modules=["immortality"], seed=8, first_player=0)
    ctx, page, errors = open_seat_page(browser, server.url + g["seats"][0]["link"], 1280, 720)
    frames = watch_frames(page)
    for _ in seat_decisions(page, random.Random(3), 25):
        assert page.locator("#board-svg .post").count() > 0
        assert page.locator("#tleilax").is_visible()
        assert page.locator("#tleilax .research-space").count() == 22
        assert page.locator("#tleilax .research-space .token").count() == 4
    assert_no_foreign_hidden_cards(frames, 0)
    assert errors == [], errors[:3]
    ctx.close()


def test_the_lobby_creates_an_immortality_game(browser: Any, server: Server) -> None:  # noqa: F811
    ctx, page, errors = open_seat_page(browser, server.url + "/", 1280, 720)
    fill_lobby(page, modules="immortality,immortality_up_to_11")
    page.click("#create-btn")
    page.wait_for_selector(".join-link[data-seat='0']")
    page.click(".join-link[data-seat='0']")
    page.wait_for_selector("#tleilax .research-space")
    gid = page.url.split("/g/")[1].split("#")[0]
    assert server.view(gid, page.url.split("&t=")[1])["modules"] == ["immortality", "immortality_up_to_11"]
    assert errors == [], errors[:3]
    ctx.close()
