"""Issue 27, a product is one folder: the base game's automa (001 "ДОМ ХАГАЛЬ": House Hagal in a
two-player game, the solo Rivals) owns its scenario keys and its `help` words. `hagal_deck` and
`hagal_discard` are declared by modules/base/scenario.py through the hooks every module's scenario
file uses (docs/rulings.md U786), and the terminal's `help` names a game's automa seats by the words
the log uses for them (U784)."""

from __future__ import annotations

import pytest

from landsraad import GameConfig, new_game, view
from landsraad.content.names import localized
from landsraad.i18n import translator
from landsraad.interfaces.play import HELP, help_text
from landsraad.interfaces.screen import AUTOMA_LEGEND
from landsraad.modules.base import scenario as base_scenario
from landsraad.modules.base.state import HAGAL_DECK, HAGAL_DISCARD
from landsraad.scenario import (
    MULTISETS,
    ScenarioError,
    check_expect,
    expect_keys,
    multisets,
    products,
    setup_state,
)
from landsraad.scenario_setup import BASE_SETUP_KEYS, parts, printed_copies, setup_keys

PILES = ("hagal_deck", "hagal_discard")


def test_the_automa_keys_are_the_base_modules_shown_with_every_games() -> None:
    """The core declares neither key; the base module's scenario file does, and the every-game
    section (docs/scenarios.md) lists them after the core's keys, once."""
    assert not set(PILES) & set(BASE_SETUP_KEYS) and not set(PILES) & set(MULTISETS)
    assert base_scenario in parts() and base_scenario.SETUP_KEYS == PILES
    assert set(PILES) <= setup_keys() and set(PILES) <= expect_keys() and set(PILES) <= set(multisets())
    base = [pk for pk in products() if pk.product == "base"]
    assert len(base) == 1 and base[0].setup[-2:] == PILES and base[0].expect[-2:] == PILES
    assert base[0].needs == "(every game)"


def test_a_two_player_position_sets_and_checks_the_base_piles() -> None:
    """001 two players: the deck and face-up discard pile as listed, counted with the other piles
    against the printed copies (a House Hagal card's copies are its kind's: content/kinds.py)."""
    s = setup_state({"players": 2, "hagal_deck": ["wealth", "conspire"], "hagal_discard": ["carthag"]})
    assert sorted(HAGAL_DECK.get(s)) == ["conspire", "wealth"] and HAGAL_DISCARD.get(s) == ("carthag",)
    check_expect(s, {"hagal_deck": ["conspire", "wealth"], "hagal_discard": ["carthag"]}, "t")
    with pytest.raises(ScenarioError, match=r"hagal_discard: expected \[\], got \['carthag'\]"):
        check_expect(s, {"hagal_discard": []}, "t")
    assert printed_copies(s.rules.content, "wealth") == 1
    assert setup_state({"players": 2, "extra_copies": {"wealth": 1}, "hagal_deck": ["wealth", "wealth"]})


@pytest.mark.parametrize(("setup", "error"), [
    ({"players": 2, "hagal_deck": "wealth"}, "setup: hagal_deck must be a list, got 'wealth'"),
    ({"players": 2, "hagal_deck": ["nothing"]}, "setup: hagal_deck: unknown House Hagal card 'nothing'"),
    ({"players": 2, "hagal_discard": ["wealth", "wealth"]}, "2 x wealth (the game has 1)"),
    ({"players": 2, "extra_copies": {"nothing": 1}}, "extra_copies: unknown card 'nothing'"),
    ({"players": 2, "first_player": 2}, "House Hagal never holds the First Player marker (001 two players)"),
    ({"players": 1, "seats": {1: {"deck": ["dagger"]}}},
     "P1 is an automa (House Hagal / Rival): it has no cards (001 House Hagal)"),
    ({"players": 4, "hagal_discard": []}, "hagal_deck and hagal_discard are for 1- and 2-player games"),
    ({"players": 2, "difficulty": "mentat"}, "difficulty is for solo games (players: 1) only (House Hagal sheet)"),
])
def test_a_wrong_automa_key_is_refused_in_the_words_it_had(setup: dict[str, object], error: str) -> None:
    with pytest.raises(ScenarioError) as e:
        setup_state(setup)
    assert error in str(e.value)


def test_the_rivals_read_the_same_keys_for_their_own_deck() -> None:
    """002 Rivales: in an Uprising game with the Rivals the keys are theirs (`claims`); the base
    module's file leaves them alone (its `pile` answers nothing there)."""
    s = setup_state({"edition": "uprising", "players": 1, "hagal_deck": ["arrakeen"]})
    assert base_scenario.pile(s, "hagal_deck") is None
    check_expect(s, {"hagal_deck": ["arrakeen"]}, "t")


@pytest.mark.parametrize("lang", ["en", "es", "pt", "ru"])
def test_help_names_the_games_automa_seats_by_the_logs_words(lang: str) -> None:
    """U784: HELP names no automa; after it, one line lists this game's automa seats as the log
    names them (House Hagal in a two-player game, the solo Rivals as P1 (Rival), P2 (Rival), in
    either edition), in the reader's language; a game without an automa seat has no such line."""
    tr = translator(lang)
    assert "Hagal" not in tr.gettext(HELP) and "Хагаль" not in tr.gettext(HELP)
    want = {("base", 2): "House Hagal", ("base", 1): "P1 (Rival), P2 (Rival)",
            ("uprising", 1): "P1 (Rival), P2 (Rival)", ("base", 4): None}
    for (edition, players), seats in want.items():
        s = new_game(GameConfig(edition=edition, players=players), 1)
        text = help_text(view(s, 0), localized(s.rules.content, lang), lang)
        assert text.startswith(tr.gettext(HELP))
        lines = text.splitlines()[len(tr.gettext(HELP).splitlines()):]
        automa = [x for x in lines if x.strip().endswith(tr.gettext(AUTOMA_LEGEND, seats="x")[1:])]
        if seats is None:
            assert automa == [], (edition, players)
            continue
        words = ", ".join(tr.gettext(w, seat=n) if "{seat}" in w else tr.gettext(w) for w, n in (
            [("House Hagal", 2)] if seats == "House Hagal" else [("P{seat} (Rival)", 1), ("P{seat} (Rival)", 2)]))
        assert automa == ["  " + tr.gettext(AUTOMA_LEGEND, seats=words)], (edition, players, lines)
