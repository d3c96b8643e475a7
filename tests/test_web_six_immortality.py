"""Six players with Immortality in the browser (seed 002 INMORTALIDAD with seed 003's board): a real
`landsraad serve` on SQLite creates the game through the API, each seat's view carries the Bene Tleilax
board and the teams, the table both the six-player side and the Bene Tleilax layout, and a seat's hand
reaches no other seat (a team mate's neither); in Chromium the Bene Tleilax panel draws the four Allies'
tokens, none for the Commanders (S876)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("playwright.sync_api")

from test_web_browser import (  # noqa: E402
    assert_no_foreign_hidden_cards,
    open_seat_page,
    seat_decisions,
    watch_frames,
)
from web_server import browser_fixture, server_fixture  # noqa: E402

browser = browser_fixture()
server = server_fixture("websiximm")
MODULES = ["immortality", "choam", "uprising_six"]  # what `--players 6 --modules immortality` plays


def test_the_api_creates_a_six_player_game_with_immortality(server: Any) -> None:
    g = server.create(edition="uprising", players=6, modules=MODULES, leaders="random",
                      seats=["human", "random", "human", "explorer", "random", "human"])
    gid, tokens = g["id"], [s["token"] for s in g["seats"]]
    v = server.view(gid, tokens[0])
    assert v["modules"] == MODULES and v["players_count"] == 6
    assert [t["role"] for t in v["seat_tags"]] == ["commander", "ally", "ally", "commander", "ally", "ally"]
    imm = v["immortality"]
    assert imm["tleilaxu_spice"] == 2 and len(imm["tleilaxu_row"]) == 2 and len(imm["research"]) == 6
    table = server.http.get(f"{server.url}/api/games/{gid}/table", headers={"x-seat-token": tokens[0]}).json()
    assert len(table["immortality"]["research"]) == 22 and len(table["layout"]["posts"]) == 15
    assert {"carthag", "habbanya_erg", "research_station"} <= set(table["layout"]["spaces"])
    # hidden information: a seat's hand stays its own (002 COMUNICACIÓN: a team shares the board, not
    # the hands); a Commander's starter cards are his alone, so no other seat's view may name them
    views = {seat: server.view(gid, tokens[seat]) for seat in (0, 2, 5)}
    commander_cards = {c for c in views[0]["players"][0]["hand"] if c.startswith("muad_dib_")}
    assert commander_cards
    for seat in (2, 5):  # his team mate and an opponent
        assert "hand" not in views[seat]["players"][0]
        assert not any(f'"{c}"' in json.dumps(views[seat]) for c in commander_cards)
        assert len(views[seat]["players"][seat]["hand"]) == 5


def test_chromium_draws_the_allies_tokens_and_none_for_the_commanders(browser: Any, server: Any) -> None:
    """002 INMORTALIDAD: "Los Comandantes no tienen una ficha de Investigación ... ni una ficha Tleilaxu":
    the panel draws a token per Ally on each track, none for P0 and P3, at each of the first decisions
    of a Commander's seat; no page error, nothing hidden of another seat in the frames."""
    g = server.create(edition="uprising", players=6, modules=MODULES, leaders="random",
                      seats=["human", "random", "random", "random", "random", "random"])
    ctx, page, errors = open_seat_page(browser, server.url + g["seats"][0]["link"], 1280, 720)
    frames = watch_frames(page)
    seen = 0
    for _ in seat_decisions(page, random.Random(4), 12, timeout=60000):
        assert page.locator("#tleilax .research-space").count() == 22
        for track in ("research-space", "tleilaxu-space"):
            tokens = page.locator(f"#tleilax .{track} .token title").evaluate_all("els => els.map(e => e.textContent)")
            assert sorted(tokens) == ["P1", "P2", "P4", "P5"], (track, tokens)
        seen += 1
    assert seen >= 3
    assert_no_foreign_hidden_cards(frames, 0)
    assert errors == [], errors[:3]
    ctx.close()
