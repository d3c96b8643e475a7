"""Scenarios with the CHOAM module (seed 002 "MÓDULO DE LA CHOAM"; docs/scenarios.md "CHOAM";
landsraad/modules/choam/scenario.py): the contracts face up, in the bank, set aside for Shaddam Corrino IV,
held and completed by each player are set and checked like the rest of the position (issue 33)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from landsraad.modules.choam.state import CONTRACT_BANK, CONTRACTS_FACE_UP, CONTRACTS_SET_ASIDE
from landsraad.scenario import ScenarioError, run_scenario, setup_state

ALL = 20  # 002 A3: "Baraja los 20 contratos"


def choam(**setup: Any) -> dict[str, Any]:
    return {"edition": "uprising", "modules": ["choam"], "players": 3, **setup}


def refused(setup: dict[str, Any], *fragments: str) -> None:
    with pytest.raises(ScenarioError) as e:
        setup_state(setup)
    for fragment in fragments:
        assert fragment in str(e.value), str(e.value)


def every_contract(s: Any) -> Counter[str]:
    out = Counter(CONTRACTS_FACE_UP.get(s)) + Counter(CONTRACT_BANK.get(s)) + Counter(CONTRACTS_SET_ASIDE.get(s))
    for p in s.players:
        out.update(p.zones.get("contracts", ()))
        out.update(p.zones.get("contracts_done", ()))
    return out


def test_contracts_are_set_as_listed_and_the_bank_holds_the_rest() -> None:
    """002 A3: two face up, the rest in the bank; taken contracts in the players' supplies
    (TOMAR CONTRATOS), completed ones face down there (COMPLETAR CONTRATOS)."""
    s = setup_state(choam(contracts_face_up=["harvest_3", "arrakeen_water"],
                          seats={0: {"contracts": ["harvest_3"], "contracts_done": ["immediate_solari"]},
                                 1: {"contracts_done": ["espionage_solari", "espionage_solari"]}}))
    assert CONTRACTS_FACE_UP.get(s) == ("harvest_3", "arrakeen_water")
    assert s.players[0].zones["contracts"] == ("harvest_3",)
    assert s.players[0].zones["contracts_done"] == ("immediate_solari",)
    assert s.players[1].zones["contracts_done"] == ("espionage_solari", "espionage_solari")
    assert len(CONTRACT_BANK.get(s)) == ALL - 6 and not {"harvest_3", "immediate_solari", "espionage_solari"} & set(CONTRACT_BANK.get(s))
    assert sum(every_contract(s).values()) == ALL


def test_face_up_contracts_not_listed_are_dealt_from_what_is_left() -> None:
    """002 A3: "dale la vuelta a dos de ellos": from the tokens the setup does not place."""
    s = setup_state(choam(seats={0: {"contracts": ["harvest_4", "arrakeen_water"]}}))
    assert len(CONTRACTS_FACE_UP.get(s)) == 2 and not {"harvest_4", "arrakeen_water"} & set(CONTRACTS_FACE_UP.get(s))
    assert sum(every_contract(s).values()) == ALL


def test_a_listed_bank_is_the_bank() -> None:
    """002 TOMAR CONTRATOS: with the bank empty, a taken contract's place stays empty."""
    s = setup_state(choam(contracts_face_up=["harvest_4"], contract_bank=[]))
    assert CONTRACTS_FACE_UP.get(s) == ("harvest_4",) and CONTRACT_BANK.get(s) == ()


def test_shaddam_sets_the_sardaukar_contracts_aside() -> None:
    """His leader card (002 six players C: "deja aparte los dos contratos Sardaukar"): with him at
    the table they are set aside unless listed elsewhere, and only his."""
    s = setup_state(choam(leaders=["shaddam_corrino_iv"], seats={0: {"contracts": ["sardaukar_cards"]}}))
    assert CONTRACTS_SET_ASIDE.get(s) == ("sardaukar_recall",) and "sardaukar_recall" not in CONTRACT_BANK.get(s)
    s = setup_state(choam())
    assert not CONTRACTS_SET_ASIDE.get(s) and "sardaukar_cards" in every_contract(s)


@pytest.mark.parametrize("setup,fragments", [
    (choam(contracts_face_up=["harvest_5"]), ("contracts_face_up: unknown contract 'harvest_5'",)),
    (choam(seats={0: {"contracts": ["nope"]}}), ("seats.0.contracts: unknown contract 'nope'",)),
    (choam(contracts_face_up=["harvest_4"], seats={1: {"contracts_done": ["harvest_4"]}}),
     ("2 x harvest_4 (the game has 1)",)),
    (choam(contract_bank=["harvest_3", "harvest_3"], seats={0: {"contracts": ["harvest_3"]}}),
     ("3 x harvest_3 (the game has 2)",)),
    (choam(contracts_face_up=["harvest_3", "harvest_4", "arrakeen_water"]),
     ("contracts_face_up: at most 2",)),
    (choam(contracts_face_up=["harvest_4"]), ("contracts_face_up: 1 face up while the bank holds",)),
    (choam(seats={0: {"contracts": ["immediate_solari"]}}),
     ("seats.0.contracts: 'immediate_solari' is completed when taken",)),
    (choam(contracts_set_aside=["sardaukar_cards"]), ("contracts_set_aside", "Shaddam Corrino IV")),
    (choam(leaders=["shaddam_corrino_iv"], contracts_set_aside=["harvest_3"]),
     ("contracts_set_aside: 'harvest_3' is not a Sardaukar contract",)),
    (choam(leaders=["shaddam_corrino_iv"], seats={1: {"contracts": ["sardaukar_cards"]}}),
     ("seats.1.contracts: 'sardaukar_cards' is set aside for Shaddam Corrino IV",)),
    (choam(leaders=["shaddam_corrino_iv"], contracts_face_up=["sardaukar_cards", "harvest_4"]),
     ("contracts_face_up: 'sardaukar_cards' is set aside for Shaddam Corrino IV",)),
    ({"edition": "uprising", "players": 3, "contracts_face_up": ["harvest_4"]},
     ("contracts_face_up", "modules: [choam]")),
    ({"edition": "uprising", "players": 3, "seats": {0: {"contracts": ["harvest_4"]}}},
     ("seats.0.contracts", "modules: [choam]")),
    (choam(contract_bank="harvest_4"), ("contract_bank must be a list",)),
])
def test_impossible_contract_positions_are_refused(setup: dict[str, Any], fragments: tuple[str, ...]) -> None:
    """002 MÓDULO DE LA CHOAM: 20 tokens (two Espionage, two Harvest 3+), at most two face up and
    refilled at once from the bank (TOMAR CONTRATOS), the Immediate one completed when taken
    (COMPLETAR CONTRATOS), the Sardaukar ones set aside for Shaddam (his leader card)."""
    refused(setup, *fragments)


def test_contract_expectations() -> None:
    """002 MÓDULO DE LA CHOAM: the contracts face up, held and completed, checked as multisets."""
    sc = {"setup": choam(contracts_face_up=["harvest_3", "arrakeen_water"],
                         seats={0: {"contracts": ["harvest_4"], "contracts_done": ["harvest_3"]}}),
          "steps": [{"expect": {"contracts_face_up": ["arrakeen_water", "harvest_3"], "contracts_set_aside": [],
                                "p0": {"contracts": ["harvest_4"], "contracts_done": ["harvest_3"]},
                                "p1": {"contracts": [], "contracts_done": []}}}]}
    run_scenario(sc, "t")
    sc["steps"] = [{"expect": {"contracts_face_up": ["harvest_4"], "p0": {"contracts": []}}}]
    with pytest.raises(ScenarioError) as e:
        run_scenario(sc, "t")
    assert "contracts_face_up: expected ['harvest_4']" in str(e.value)
    assert "p0.contracts: expected [], got ['harvest_4']" in str(e.value)


def test_taking_a_listed_face_up_contract_refills_from_the_listed_bank() -> None:
    """002 TOMAR CONTRATOS: "pon otro contrato del banco bocarriba en la casilla donde estaba"."""
    sc = {"setup": choam(contracts_face_up=["harvest_3", "arrakeen_water"], contract_bank=["harvest_4"],
                         seats={0: {"hand": ["diplomacy"]}}),
          "steps": [{"do": "agent diplomacy dutiful_service", "by": 0},
                    {"do": "contract arrakeen_water", "by": 0,
                     "expect": {"contracts_face_up": ["harvest_3", "harvest_4"], "contract_bank": [],
                                "p0": {"contracts": ["arrakeen_water"]}}}],
          "stop_at": {"seat": 1, "kind": "turn"}}
    run_scenario(sc, "t")
