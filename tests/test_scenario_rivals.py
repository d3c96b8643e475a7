"""Scenarios with the Rivals (seed 002 Rivals supplement; docs/scenarios.md "Rivals";
landsraad/modules/uprising_rivals/scenario.py): the Rival cards, the variants and the Rivals' House
Hagal deck are set and checked like the rest of the position; what the components cannot make is
refused before anything runs (scenarios/uprising/rivals.yaml plays the rules)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from landsraad.modules.base import state as base_state
from landsraad.modules.uprising_rivals.data import rivals_data
from landsraad.modules.uprising_rivals.state import HAGAL_DECK, HAGAL_DISCARD, RIVAL_CARDS
from landsraad.scenario import ScenarioError, check_expect, setup_state


def rivals(players: int = 1, **setup: Any) -> dict[str, Any]:
    return {"edition": "uprising", "players": players, **setup}


def refused(setup: dict[str, Any], *fragments: str) -> None:
    with pytest.raises(ScenarioError) as e:
        setup_state(setup)
    for fragment in fragments:
        assert fragment in str(e.value), str(e.value)


def test_rival_cards_and_variants_are_set() -> None:
    """002 PREPARACIÓN "elige dos cartas de Rival"; VARIANTES DE JUEGO as `variants`."""
    s = setup_state(rivals(rivals=["irulan", "jessica"], variants=["brutal_escalation", "expert_deployment"]))
    assert RIVAL_CARDS.get(s) == ("irulan", "jessica")
    assert s.config.modules == ("rivals_brutal_escalation", "rivals_expert_deployment")
    check_expect(s, {"rivals": ["irulan", "jessica"]}, "t")
    with pytest.raises(ScenarioError, match="rivals: expected"):
        check_expect(s, {"rivals": ["jessica", "irulan"]}, "t")


def test_first_game_rivals() -> None:
    """002 PREPARACIÓN: "recomendamos que sean Rivales con valores de Maestro de armas de 8 o más" (U729)."""
    s = setup_state(rivals(rivals="first-game", seed=5))
    assert all(rivals_data().rivals[r].swordmaster >= 8 for r in RIVAL_CARDS.get(s))


def test_the_fresh_deck_without_hagal_keys() -> None:
    """Not listed: the whole deck of the player count (solo: without the "2J" Reshuffle card)."""
    s = setup_state(rivals())
    assert Counter(HAGAL_DECK.get(s)) + Counter(HAGAL_DISCARD.get(s)) == Counter(rivals_data().deck(1))
    assert "reshuffle" not in HAGAL_DECK.get(s)


def test_the_deck_and_the_discard_as_listed() -> None:
    s = setup_state(rivals(rivals=["irulan", "jessica"], hagal_deck=["fremkit", "secrets"], hagal_discard=["arrakeen"]))
    assert sorted(HAGAL_DECK.get(s)) == ["fremkit", "secrets"] and HAGAL_DISCARD.get(s) == ("arrakeen",)
    check_expect(s, {"hagal_deck": ["secrets", "fremkit"], "hagal_discard": ["arrakeen"], "hagal_turn": []}, "t")


def test_a_discard_alone_leaves_the_deck() -> None:
    s = setup_state(rivals(hagal_discard=["arrakeen", "arrakeen"]))
    full = Counter(rivals_data().deck(1))
    assert Counter(HAGAL_DECK.get(s)) == full - Counter({"arrakeen": 2})


def test_refused_positions() -> None:
    """002 PREPARACIÓN: "Si juegas en solitario, quita la carta de Vuelve a barajar señalada con «2J»";
    copies as printed; the keys need the Rivals."""
    refused(rivals(hagal_deck=["reshuffle"]), "reshuffle", "1-player")
    refused(rivals(hagal_deck=["arrakeen", "arrakeen", "arrakeen"]), "arrakeen x 3")
    refused(rivals(hagal_deck=["arrakeen", "arrakeen"], hagal_discard=["arrakeen"]), "arrakeen x 3")
    refused(rivals(hagal_deck=["carthag_tleilaxu"]), "carthag_tleilaxu")  # Immortality's, without it
    refused(rivals(variants=["no_such"]), "variants must be a list of")
    refused(rivals(rivals=["irulan"]), "2 Rival card(s), not 1")
    refused(rivals(2, rivals=["no_such"]), "unknown Rival card")
    refused(rivals(2, variants=["imperium_row_dice"]), "played with 1 player")
    refused({"players": 1, "rivals": ["irulan", "jessica"]}, "edition: uprising")
    refused(rivals(3, rivals=["irulan"]), "1 or 2")
    # 002 Dificultad, Kwisatz Haderach: "no puedes recibir ningún Maestro de armas"
    refused(rivals(difficulty="kwisatz_haderach", seats={0: {"has_swordmaster": True}}), "Kwisatz Haderach")


def test_two_player_deck_has_the_reshuffle_card() -> None:
    s = setup_state(rivals(2, hagal_deck=["reshuffle", "fremkit"]))
    assert sorted(HAGAL_DECK.get(s)) == ["fremkit", "reshuffle"] or "reshuffle" in HAGAL_DISCARD.get(s)


def test_immortality_solo_deck_cards() -> None:
    """002 INMORTALIDAD: "quita 1 copia de la versión de INSURRECCIÓN de Puesto de investigación e
    incluye las 4 cartas de INMORTALIDAD"."""
    s = setup_state(rivals(modules=["immortality"], hagal_deck=["carthag_tleilaxu", "research_station"]))
    assert sorted(HAGAL_DECK.get(s) + HAGAL_DISCARD.get(s)) == ["carthag_tleilaxu", "research_station"]
    refused(rivals(modules=["immortality"], hagal_deck=["research_station", "research_station"]),
            "research_station x 2 (the deck has 1)")


def test_a_rival_given_the_swordmaster_has_three_agents() -> None:
    """000 Maestro de armas: the third Agent; a Rival's Swordmaster likewise (002 USO DE RECURSOS)."""
    s = setup_state(rivals(seats={1: {"has_swordmaster": True}}))
    assert s.players[1].agents_total == 3 and s.players[1].agents_left == 3


def test_rival_expectations_need_the_rivals() -> None:
    s = setup_state({"players": 4, "edition": "uprising"})
    with pytest.raises(ScenarioError, match="no Rivals"):
        check_expect(s, {"hagal_turn": []}, "t")


def test_base_hagal_keys_unchanged() -> None:
    """The base game's House Hagal keys keep their meaning (001)."""
    s = setup_state({"players": 2, "hagal_deck": ["carthag"]})
    assert base_state.HAGAL_DECK.get(s) == ("carthag",) or "carthag" in base_state.HAGAL_DISCARD.get(s)
