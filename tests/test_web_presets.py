"""Issue 30 in the browser (Debian's Chromium through Playwright, as tests/test_web_browser.py): the
lobby's Expansion list offers the presets with the base game's cards (seed 002 COMBINAR CON EL DUNE:
IMPERIUM BÁSICO): greyed with the reason on the base board (base_cards requires Uprising's), chosen on
Uprising, and the game created from the form has the modules (landsraad/presets.py names them)."""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("playwright.sync_api")

from test_web_browser import open_seat_page  # noqa: E402
from web_server import Server, browser_fixture, create_from_lobby, server_fixture  # noqa: E402

from landsraad.presets import PRESETS  # noqa: E402

browser = browser_fixture()
server = server_fixture("webpresets")

BASE_CARDS_CHOICES = ("base_cards", "choam,base_cards", "immortality,base_cards", "choam,immortality,base_cards")


def test_every_uprising_preset_is_a_lobby_choice() -> None:
    from landsraad.interfaces.web.lobby import MODULE_CHOICES

    for p in PRESETS.values():
        assert ",".join(m for m in p.modules) in MODULE_CHOICES, p.name


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
