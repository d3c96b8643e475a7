"""Issue 28: the terminal and the browser show the Rivals' cards (002 CARTAS DE RIVAL: A name, B
Swordmaster value, C Signet Ring ability, D Scheme ability, E Faction priority) and the House Hagal
cards revealed in the last Rival Agent turn (002 TURNOS DE AGENTE DE RIVALES: face up, the skipped
ones and the one carried out), in the reader's language, from the seat's view only."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from landsraad import GameConfig, GameState, new_game, view
from landsraad.interfaces.texts import Reader
from landsraad.modules.uprising_rivals.screen import board_lines
from landsraad.modules.uprising_rivals.state import HAGAL_TURN, RIVAL_CARDS
from landsraad.modules.uprising_rivals.web import panel

RIVALS = ("staban_tuek", "gurney_halleck")


def after_a_rival_turn(seed: int = 3) -> GameState:
    s = new_game(GameConfig(edition="uprising", players=1, first_player=0), seed=seed)
    RIVAL_CARDS.put(s, RIVALS)
    rng = random.Random(seed)
    while not HAGAL_TURN.get(s):
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_the_terminal_shows_both_rival_cards_and_the_revealed_hagal_cards() -> None:
    s = after_a_rival_turn()
    turn = HAGAL_TURN.get(s)
    for seat in range(3):  # public: every seat's view holds them
        assert view(s, seat)["rival_hagal_turn"] == list(turn)
    text = "\n".join(t.plain for t in board_lines(view(s, 0), s.rules.content))
    assert "P1 Staban Tuek: Swordmaster 9; Signet Ring: " in text and "P2 Gurney Halleck: Swordmaster " in text
    assert "Factions: Spacing Guild > Fremen > Bene Gesserit > Emperor" in text
    assert "Scheme: " in text and "Scheme: —" not in text
    names = [Reader.of_view(view(s, 0)).name("hagal", c) for c in turn]
    assert "last Rival turn revealed: " in text and all(n in text for n in names)
    es = "\n".join(t.plain for t in board_lines(view(s, 0), s.rules.content, "es"))
    assert "Maestro de armas 9" in es and "Mazo de la Casa Hagal" in es and "Cofradía Espacial" in es
    assert board_lines(view(new_game(GameConfig(edition="uprising", players=3), seed=1), 0), s.rules.content) == []


def test_the_browser_panel_in_the_readers_words() -> None:
    s = after_a_rival_turn()
    v = view(s, 0)
    block = panel(v, Reader.of_view(v, "pt"))
    assert block is not None and block["title"] == "Rivais" and len(block["lines"]) == 3
    assert block["lines"][0].startswith("P1 Staban Tuek: Espadachim 9")
    assert panel(view(new_game(GameConfig(edition="uprising", players=3), seed=1), 0), Reader()) is None


def test_a_skipped_hagal_card_is_named_as_skipped() -> None:
    """002 TURNOS DE AGENTE DE RIVALES: a card whose space is taken is passed over and another
    revealed; both stay in the last turn's cards, the skipped first."""
    s = after_a_rival_turn()
    HAGAL_TURN.put(s, ("espionage", "fremkit"))
    v = view(s, 0)
    r = Reader.of_view(v)
    last = board_lines(v, s.rules.content)[-1].plain
    assert f"{r.name('hagal', 'espionage')} (skipped), {r.name('hagal', 'fremkit')}" in last


def test_a_place_spy_card_and_a_carthag_card_say_what_was_done() -> None:
    """002 TURNOS DE AGENTE DE RIVALES: a Place Spy card places a Spy and "revela otra carta"; 002
    COMBINAR ... INMORTALIDAD: a Carthag card's space and troops are ignored, "pero haz todo lo demás
    indicado en la carta": neither is shown as skipped."""
    s = new_game(GameConfig(edition="uprising", players=1, first_player=0, modules=("immortality",)), seed=2)
    HAGAL_TURN.put(s, ("place_spy_city", "carthag_tleilaxu_left", "espionage", "fremkit"))
    v = view(s, 0)
    r = Reader.of_view(v)
    last = board_lines(v, s.rules.content)[-1].plain
    assert (f"{r.name('hagal', 'place_spy_city')} (a Spy, then another card), "
            f"{r.name('hagal', 'carthag_tleilaxu_left')} (done without its space and troops), "
            f"{r.name('hagal', 'espionage')} (skipped), {r.name('hagal', 'fremkit')}") in last
    ru = board_lines(v, s.rules.content, "ru")[-1].plain
    assert "Карфаг (" in ru and "Шпионаж (" in ru and "Фрименский набор" in ru


@pytest.mark.parametrize(("n", "ru"), [(1, "1 карта"), (3, "3 карты"), (24, "24 карты"), (25, "25 карт")])
def test_the_deck_size_in_the_readers_plural(n: int, ru: str) -> None:
    """Russian counts take their plural form by number (gettext plurals)."""
    v = view(after_a_rival_turn(), 0)
    v["rival_hagal_deck_size"] = n
    assert f"Колода дома Хагал: {ru}" in board_lines(v, None, "ru")[-1].plain  # type: ignore[arg-type]
    assert f"House Hagal deck: {n} card{'s' if n > 1 else ''}" in board_lines(v, None)[-1].plain  # type: ignore[arg-type]


def test_a_solo_game_page_shows_the_rivals_and_a_revealed_hagal_card(tmp_path: Path) -> None:
    """The page (Debian Chromium via Playwright, as tests/test_web_browser.py) draws the Rivals'
    panel from the seat's view: both Rival cards and the House Hagal card the Rival revealed."""
    from web_server import Server, chromium_page

    srv = Server(tmp_path / "games.sqlite3").start()
    try:
        g = srv.create(edition="uprising", players=1, seats=["human"], seed=4, first_player=0, rivals=list(RIVALS))
        token = g["seats"][0]["token"]
        rng = random.Random(1)
        v: dict[str, Any] = srv.view(g["id"], token)
        while not v.get("rival_hagal_turn"):
            r = srv.act(g["id"], token, v["version"], rng.choice(v["decision"]["legal"]))
            assert r.status_code == 200, r.text
            v = srv.view(g["id"], token)
        with chromium_page(srv.url + g["seats"][0]["link"]) as (page, errors):
            page.wait_for_selector("#module-panels:not([hidden]) .mpanel")
            block = page.locator("#module-panels .mpanel", has_text="Rivals")
            assert block.locator("h3").inner_text() == "Rivals"
            lines = block.locator(".mline").all_inner_texts()
            assert lines[0].startswith("P1 Staban Tuek: Swordmaster 9; Signet Ring:")
            assert lines[1].startswith("P2 Gurney Halleck: Swordmaster")
            assert "last Rival turn revealed: " in lines[2]
            assert not errors, errors
    finally:
        srv.stop()
