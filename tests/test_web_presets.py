"""Issue 30 in the browser (Debian's Chromium through Playwright, as tests/test_web_browser.py): the
lobby's Expansion list offers the presets with the base game's cards (seed 002 COMBINAR CON EL DUNE:
IMPERIUM BÁSICO): greyed with the reason on the base board (base_cards requires Uprising's), chosen on
Uprising, and the game created from the form has the modules (landsraad/presets.py names them)."""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("playwright.sync_api")

from test_web_browser import open_seat_page, seat_decisions  # noqa: E402
from web_server import Server, browser_fixture, create_from_lobby, fill_lobby, server_fixture, stored_config  # noqa: E402

from landsraad.presets import PRESETS  # noqa: E402

browser = browser_fixture()
server = server_fixture("webpresets")

BASE_CARDS_CHOICES = ("base_cards", "choam,base_cards", "immortality,base_cards", "choam,immortality,base_cards")


def test_every_preset_is_a_lobby_choice() -> None:
    """The lobby's choices are read from landsraad/presets.py (and Immortality's variant, seed 003
    VARIANTES, after each preset with Immortality): every preset is one, in the presets' order."""
    from landsraad.interfaces.web.lobby import module_choices

    choices = module_choices()
    for p in PRESETS.values():
        assert choices[",".join(p.modules)] == p.modules, p.name
    # (the six-player mode with Immortality is a preset too, its Up to 11 choice beside it)
    with_variant = [v for v in choices if "immortality_up_to_11" in v]
    assert len(with_variant) == sum("immortality" in p.modules for p in PRESETS.values() if p.edition == "uprising")
    assert "choam,immortality,immortality_up_to_11,uprising_six" in with_variant
    assert "immortality,immortality_up_to_11" in with_variant


def test_the_lobby_offers_the_base_cards_presets(browser: Any, server: Server) -> None:  # noqa: F811
    ctx, page, errors = open_seat_page(browser, server.url + "/", 1280, 720)
    page.wait_for_selector("#edition option[value='uprising']", state="attached")
    page.select_option("#edition", "base")
    for value in BASE_CARDS_CHOICES:  # base_cards needs Uprising's board: greyed, with why
        opt = page.locator(f"#modules option[value='{value}']")
        assert opt.is_disabled() and "uprising" in (opt.get_attribute("title") or "").lower(), value
    page.select_option("#edition", "uprising")
    for value in BASE_CARDS_CHOICES:
        assert page.locator(f"#modules option[value='{value}']").is_enabled(), value
    page.select_option("#modules", "choam,base_cards")
    gid, _link, seat, token = create_from_lobby(page)
    assert errors == [], errors[:3]
    ctx.close()
    v = server.view(gid, token)
    assert v["edition"] == "uprising" and v["modules"] == ["choam", "base_cards"]


def test_a_custom_pool_game_is_set_up_in_the_lobby_and_played_to_the_end(browser: Any, server: Server) -> None:  # noqa: F811
    """Issue 30 "Done when": a game with a custom pool set up in the browser (the Card pool text area
    takes a --pool file's text: examples/pool.yaml) and clicked through to its end against three bots;
    a bad pool is refused on the form with the CLI's words, and no game is made of it."""
    import random
    from pathlib import Path

    from landsraad.rules.pool import read_pool

    pool_file = Path(__file__).resolve().parent.parent / "examples" / "pool.yaml"
    ctx, page, errors = open_seat_page(browser, server.url + "/", 1280, 720)
    fill_lobby(page, edition="uprising", modules="base_cards", seats=["human", "random", "random", "random"],
               pool="imperium: {include: [ix]}")
    page.click("#create-btn")
    page.wait_for_function("document.getElementById('create-error').textContent.length > 0")
    assert "include 'ix' is not a product of this game" in page.locator("#create-error").inner_text()
    assert all("400" in e for e in errors)  # the refused request's own console line, nothing else
    del errors[:]
    fill_lobby(page, pool=pool_file.read_text(encoding="utf-8"), seed=6)
    page.click("#create-btn")
    page.wait_for_selector(".join-link[data-seat='0']")
    page.click(".join-link[data-seat='0']")
    for _ in seat_decisions(page, random.Random(2), 2000, check_why=True, must_end=True):
        pass  # the page's checks are at the end: the winner, no page error
    page.locator("#end").wait_for(state="visible")
    assert "Winner: P" in page.locator("#end").inner_text()
    assert errors == [], errors[:3]
    gid = page.url.split("/g/")[1].split("#")[0]
    ctx.close()
    assert stored_config(server, gid).pool == read_pool(str(pool_file))


def test_every_preset_is_selectable_and_a_base_conflicts_game_is_made_in_the_lobby(browser: Any, server: Server) -> None:  # noqa: F811
    """Every preset (landsraad/presets.py) is a choice of the lobby's Expansion list that the page
    fills from /api/options, open on its own edition and named by its modules' titles; a game made
    from the form with the base Conflict cards (seed 002 COMBINAR CON EL DUNE: IMPERIUM BÁSICO, its
    optional Conflict cards; docs/rulings.md M909) plays with them."""
    from landsraad import GameConfig
    from landsraad.rules.ruleset import ruleset_for

    ctx, page, errors = open_seat_page(browser, server.url + "/?lang=en", 1280, 720)
    page.wait_for_selector("#edition option[value='uprising']", state="attached")
    for p in PRESETS.values():
        page.select_option("#edition", p.edition)
        value = ",".join(p.modules)
        assert page.locator(f"#modules option[value='{value}']").is_enabled(), p.name
        page.select_option("#modules", value)
        assert page.locator("#modules").input_value() == value, p.name
    fill_lobby(page, edition="uprising", modules="choam,base_cards,base_conflicts", players=3,
               seats=["human", "random", "random"])
    assert page.locator("#modules option:checked").inner_text() == "CHOAM + base game cards + base game Conflicts"
    offer = server.http.get(server.url + "/api/options?lang=en").json()["by_edition"]["uprising"]["modules"]
    open_counts = [int(o.get_attribute("value") or 0) for o in page.locator("#players option:not([disabled])").all()]
    assert sorted(open_counts) == offer["choam,base_cards,base_conflicts"]["players"]  # the engine's counts
    gid, _link, seat, token = create_from_lobby(page)
    assert errors == [], errors[:3]
    ctx.close()
    v = server.view(gid, token)
    assert v["edition"] == "uprising" and v["modules"] == ["choam", "base_cards", "base_conflicts"]
    conflicts = ruleset_for(stored_config(server, gid)).content.conflicts
    plain = ruleset_for(GameConfig(edition="uprising", modules=("choam",), players=3)).content.conflicts
    assert len(conflicts) > len(plain)  # the base game's Conflict cards beside Uprising's
