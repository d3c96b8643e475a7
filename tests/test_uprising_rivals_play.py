"""Issue 28 "Done when": a solo Uprising game at each of the four difficulties (002 Dificultad) and a
two-player one (002 PREPARACIÓN, Partida de dos jugadores) are played to the end in the terminal
(`landsraad play`, the session the command runs, its input read line by line) and through the web
API and a real Chromium page, a seeded bot standing in for the human: it answers each decision
with one of the option numbers on screen (terminal) or one of the buttons on the page (browser)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from terminal_bot import play_in_terminal

DIFFICULTIES = ("mercenary", "sardaukar", "mentat", "kwisatz_haderach")


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_a_solo_game_at_each_difficulty_to_the_end_in_the_terminal(difficulty: str) -> None:
    status, text, answered = play_in_terminal(
        ["--edition", "uprising", "--players", "1", "--seats", "human", "--difficulty", difficulty,
         "--leaders", "none", "--seed", str(40 + DIFFICULTIES.index(difficulty)),
         # the solo-only variant in half the games (002 VARIANTES DE JUEGO, Tiradas aleatorias)
         *(["--modules", "rivals_imperium_row_dice"] if difficulty in ("mercenary", "mentat") else [])], seed=1)
    assert status == 0 and answered < 5000
    assert "Game over" in text and "Winner: P" in text
    assert "Rivals:" in text and "House Hagal deck: " in text  # the Rivals' panel (screen.py)
    assert "P1 (Rival)" in text and "P2 (Rival)" in text      # the Rivals' steps in the log


def test_a_game_with_a_variant_of_smaller_tables_has_its_rules() -> None:
    """A screen reads the game's rules from its edition and modules (interfaces/prompts.py): a
    variant played only solo or by two (002 VARIANTES DE JUEGO) gives the ruleset of that table."""
    from landsraad.rules.editions import ruleset_of

    assert "rival_row_dice" in ruleset_of("uprising", ("rivals_imperium_row_dice",)).ops
    assert ruleset_of("uprising", ("rivals_simplified_rivals",)).automa is not None
    assert ruleset_of("uprising").automa is None  # the largest table: no Rivals


def test_a_two_player_game_with_variants_to_the_end_in_the_terminal() -> None:
    status, text, answered = play_in_terminal(
        ["--edition", "uprising", "--players", "2", "--seats", "human,human", "--leaders", "none", "--seed", "45",
         "--modules", "rivals_simplified_rivals,rivals_brutal_escalation"], seed=2)
    assert status == 0 and answered < 5000
    assert "Game over" in text and "Winner: P" in text
    assert "P2 (Rival)" in text and "Rivals:" in text


# ---- the browser: the lobby, the web API and a real page ----------------------------------------

def test_a_solo_game_from_the_lobby_clicked_to_the_end_in_the_browser(tmp_path: Path) -> None:
    """The lobby creates a solo Uprising game at Kwisatz Haderach with two chosen Rivals; the seat's
    page is clicked to the end (the base game's clicking helper, Spy posts on the board as
    tests/test_web_uprising.py); the Rivals' panel is drawn throughout and the end names a winner."""
    pytest.importorskip("fastapi")
    from web_server import Server, chromium_page, create_from_lobby, fill_lobby

    srv = Server(tmp_path / "games.sqlite3").start()
    try:
        with chromium_page(srv.url + "/", 1280, 720) as (page, errors):
            from test_web_browser import MY_TURN_OR_OVER, click_one_uprising_decision

            fill_lobby(page, edition="uprising", players=1, difficulty="kwisatz_haderach",
                       rivals="staban_tuek,gurney_halleck", seed=7)
            gid, link, seat, token = create_from_lobby(page)
            v: dict[str, Any] = srv.view(gid, token)
            assert v["difficulty"] == "kwisatz_haderach" and [r["card"] for r in v["rivals"]] == [
                "staban_tuek", "gurney_halleck"]
            page.goto(srv.url + link)
            rng, why_checked, decisions = random.Random(3), [True], 0
            for _ in range(1500):
                page.wait_for_function(MY_TURN_OR_OVER, timeout=30000)
                if page.evaluate("document.body.dataset.over") == "1":
                    break
                decisions += 1
                if decisions == 1:
                    block = page.locator("#module-panels .mpanel", has_text="Rivals")
                    assert block.locator(".mline").first.inner_text().startswith("P1 Staban Tuek: Swordmaster 9")
                click_one_uprising_decision(page, rng, why_checked)
            else:
                raise AssertionError("the game did not end")
            page.locator("#end").wait_for(state="visible")
            assert "Winner: P" in page.locator("#end").inner_text()
            assert decisions > 10 and errors == [], (decisions, errors[:3])
        assert srv.view(gid, token)["result"] is not None
    finally:
        srv.stop()


def test_a_two_player_game_through_the_web_api_then_its_page(tmp_path: Path) -> None:
    """A two-player game with one shared Rival and a variant, created and played through the web API
    (a bot answering for the human seat, a random bot in the other): it ends, and the page of the
    seat shows the end and the Rivals' panel."""
    pytest.importorskip("fastapi")
    from web_server import Server, chromium_page, play_seat_to_end

    srv = Server(tmp_path / "games.sqlite3").start()
    try:
        g = srv.create(edition="uprising", players=2, seats=["human", "random"], seed=12, first_player=0,
                       modules=["rivals_brutal_escalation"], rivals=["vladimir_harkonnen"])
        v = play_seat_to_end(srv, g, 5)
        assert v["rivals"][0]["card"] == "vladimir_harkonnen" and v["modules"] == ["rivals_brutal_escalation"]
        with chromium_page(srv.url + g["seats"][0]["link"]) as (page, errors):
            page.locator("#end").wait_for(state="visible")
            assert "Winner: P" in page.locator("#end").inner_text()
            block = page.locator("#module-panels .mpanel", has_text="Rivals")
            assert block.locator(".mline").first.inner_text().startswith("P2 Baron Vladimir Harkonnen")
            assert errors == [], errors[:3]
    finally:
        srv.stop()
