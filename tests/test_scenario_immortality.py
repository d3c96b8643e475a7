"""The scenario format with the Immortality module (docs/scenarios.md "Immortality";
landsraad/modules/immortality/scenario.py): the Bene Tleilax board's state is set and checked like the rest
of the position, and refused where seed 003's components cannot make it or the game has no module."""

from __future__ import annotations

from typing import Any

import pytest

from landsraad.modules.immortality.state import (
    FAMILY_ATOMICS,
    RESEARCH,
    TLEILAXU,
    TLEILAXU_DECK,
    TLEILAXU_ROW,
    TLEILAXU_SPICE,
)
from landsraad.scenario import ScenarioError, run_scenario, setup_state


def imm(**setup: Any) -> dict[str, Any]:
    return {"modules": ["immortality"], "players": 3, **setup}


def refused(setup: dict[str, Any], *fragments: str) -> None:
    with pytest.raises(ScenarioError) as e:
        setup_state(setup)
    for fragment in fragments:
        assert fragment in str(e.value), str(e.value)


def test_the_board_is_set_as_listed() -> None:
    """003 Preparación's pieces, placed where the setup says."""
    s = setup_state(imm(research={0: "c4r2"}, tleilaxu={1: 4}, tleilaxu_row=["ghola", "usurp"],
                        tleilaxu_spice=0, family_atomics=[2], seats={0: {"specimens": 2}}))
    assert RESEARCH.get(s)[0] == "c4r2" and RESEARCH.get(s)[1] == "c0r3" and TLEILAXU.get(s) == (0, 4, 0)
    assert TLEILAXU_ROW.get(s) == ("ghola", "usurp") and TLEILAXU_SPICE.get(s) == 0 and FAMILY_ATOMICS.get(s) == (2,)
    p = s.players[0]
    assert p.zones["specimens"] == ("specimen",) * 2 and p.supply == 7  # 12 - 3 garrison - 2 specimens
    # the unlisted deck holds the Tleilaxu cards that are nowhere else
    assert "ghola" not in TLEILAXU_DECK.get(s) and len(TLEILAXU_DECK.get(s)) == 18 - 2


def test_tleilaxu_cards_held_by_a_seat_or_removed_leave_the_unlisted_deck() -> None:
    s = setup_state(imm(tleilaxu_row=["usurp", "chairdog"], removed_cards=["face_dancer"],
                        seats={0: {"hand": ["ghola"]}}))
    assert not {"ghola", "face_dancer"} & set(TLEILAXU_DECK.get(s)) and len(TLEILAXU_DECK.get(s)) == 14
    assert s.removed_cards == ("face_dancer",)


@pytest.mark.parametrize("setup,message", [
    ({"players": 3, "research": {0: "c1r3"}}, "research: the Bene Tleilax board needs modules: [immortality]"),
    ({"players": 3, "seats": {0: {"specimens": 1}}}, "specimens need modules: [immortality]"),
    (imm(research={0: "c9r9"}), "unknown research track space 'c9r9'"),
    (imm(tleilaxu={0: 8}), "tleilaxu.0: 8 is not a Tleilaxu track space (0..7)"),
    (imm(tleilaxu_row=["dagger"]), "tleilaxu_row: 'dagger' is not a Tleilaxu card"),
    (imm(tleilaxu_row=["reclaimed_forces"]), "is always there, never listed"),
    (imm(tleilaxu_row=["ghola", "usurp", "chairdog"]), "at most two cards"),
    (imm(tleilaxu_row=["ghola"], tleilaxu_deck=["ghola"]), "2 x ghola (the game has 1)"),
    (imm(tleilaxu_spice=3), "tleilaxu_spice: 3 is not 0..2"),
    (imm(family_atomics=[5]), "family_atomics: 5 is not a seat"),
    (imm(players=1, family_atomics=[1]), "hold no Family Atomics"),
    (imm(seats={0: {"specimens": 10}}), "P0 supply is -1"),
    (imm(seats={0: {"specimens": 2, "supply": 9}}), "conflict 0 + specimens 2); every player has 12"),
    (imm(seats={0: {"specimens": -1}}), "-1 is not a whole number"),
    ({"players": 3, "modules": "immortality"}, "modules must be a list"),
    ({"players": 3, "modules": ["nonsense"]}, "nonsense"),
])
def test_impossible_or_moduleless_positions_are_refused(setup: dict[str, Any], message: str) -> None:
    refused(setup, message)


def test_expectations_say_what_was_expected_and_what_happened() -> None:
    sc = {"setup": imm(seats={0: {"specimens": 1}}),
          "steps": [{"expect": {"research": {0: "c1r3"}, "tleilaxu": {0: 2}, "tleilaxu_spice": 0,
                                "tleilaxu_row": ["x"], "family_atomics": [], "tleilaxu_deck": [],
                                "p0": {"specimens": 2, "genetic_markers": 1, "returning": ["dagger"]}}}]}
    with pytest.raises(ScenarioError) as e:
        run_scenario(sc, "t")
    msg = str(e.value)
    for fragment in ("research.0: expected 'c1r3', got 'c0r3'", "tleilaxu.0: expected 2, got 0",
                     "tleilaxu_spice: expected 0, got 2", "tleilaxu_row: expected ['x'], got [",
                     "family_atomics: expected [], got [0, 1, 2]", "tleilaxu_deck: expected [], got [",
                     "p0.specimens: expected 2, got 1", "p0.genetic_markers: expected 1, got 0",
                     "p0.returning: expected ['dagger'], got []"):
        assert fragment in msg, msg


def test_board_expectations_in_a_game_without_the_module_fail() -> None:
    sc = {"setup": {"players": 3}, "steps": [{"expect": {"research": {0: "c0r3"}}}]}
    with pytest.raises(ScenarioError, match="no Bene Tleilax board"):
        run_scenario(sc, "t")
