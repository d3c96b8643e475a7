"""Uprising Imperium cards of no Faction (issue 16): their Agent and Reveal boxes through the engine.

Seed 002 (its cards, icon guide, Espías; the worked examples) with shared/FAQ.md 2.6 is the
authority; the printed text is quoted from DuneBlend resources.json (shared/reference). Acquiring
each card and its Agent icons: tests/test_uprising_imperium_cards.py.
"""

from __future__ import annotations

import pytest

from landsraad.modules.uprising import spies
from landsraad.modules.uprising.state import SPIES
from tests.uprising_card_helpers import agent_turn, influence, intrigues, resolve, reveal_turn

TESTED = ("captured_mentat", "covert_operation", "dangerous_rhetoric", "overthrow", "paracompass", "strike_fleet",
          "subversive_advisor")


# ---- Captured Mentat: Agent "Discard 1 card -> +1 Intrigue card, draw 1 card"; Reveal 1 Persuasion,
# "-1 Influence with a Faction -> +1 Influence with a Faction" ---------------------------------------------------------

def test_captured_mentat_agent_discards_for_an_intrigue_and_a_card() -> None:
    s, seat = agent_turn(["captured_mentat", "dagger", "diplomacy"])
    p = s.players[seat]
    s.apply("agent captured_mentat gather_support")
    s.apply("pay")
    s.apply("discard dagger")
    assert p.discard[-1] == "dagger" and intrigues(s, seat) == 1 and len(p.hand) == 2


def test_captured_mentat_agent_declined_or_with_an_empty_hand() -> None:
    s, seat = agent_turn(["captured_mentat", "dagger"])
    s.apply("agent captured_mentat gather_support")
    s.apply("decline")
    assert s.players[seat].hand == ["dagger"] and intrigues(s, seat) == 0
    s, seat = agent_turn(["captured_mentat"])
    s.apply("agent captured_mentat gather_support")
    assert (s.pending is None or s.pending[0] != "may") and intrigues(s, seat) == 0


def test_captured_mentat_reveal_moves_one_influence() -> None:
    s, seat = reveal_turn(["captured_mentat"], influence={"emperor": 1, "fremen": 2})
    assert s.players[seat].persuasion == 1
    resolve(s, "captured_mentat")
    s.apply("pay")
    assert s.legal_actions() == ["faction emperor", "faction fremen"]  # only where you have Influence
    s.apply("faction fremen")
    assert s.legal_actions() == ["faction emperor", "faction guild", "faction bene_gesserit", "faction fremen"]
    s.apply("faction guild")
    assert (influence(s, seat, "fremen"), influence(s, seat, "guild"), influence(s, seat, "emperor")) == (1, 1, 1)


def test_captured_mentat_reveal_without_influence_or_declined() -> None:
    s, seat = reveal_turn(["captured_mentat"])
    resolve(s, "captured_mentat")
    assert s.pending is not None and s.pending[0] in ("acquire", "turn")
    s, seat = reveal_turn(["captured_mentat"], influence={"emperor": 1})
    resolve(s, "captured_mentat")
    s.apply("decline")
    assert s.players[seat].influence == (1, 0, 0, 0)


# ---- Covert Operation: Agent "Each opponent discards a card"; Reveal +2 Spies ------------------------------------

def test_covert_operation_each_opponent_discards_a_card() -> None:
    s, seat = agent_turn(["covert_operation"], spies={"guild": 0})
    others = [(seat + k) % 4 for k in (1, 2, 3)]
    s.players[others[2]].hand = []  # nothing to discard: no decision for that opponent
    sizes = {o: len(s.players[o].hand) for o in others}
    s.apply("agent covert_operation deliver_supplies")
    s.apply("gather none")
    for o in others[:2]:
        assert s.pending is not None and s.pending[0] == "discard" and s.pending[1] == o
        card = sorted(set(s.players[o].hand))[0]
        s.apply(f"discard {card}")
        assert s.players[o].discard[-1] == card
    assert {o: len(s.players[o].hand) for o in others} == {others[0]: sizes[others[0]] - 1,
                                                           others[1]: sizes[others[1]] - 1, others[2]: 0}
    assert s.players[seat].water == 1


def test_covert_operation_reveal_places_two_spies() -> None:
    s, seat = reveal_turn(["covert_operation"])
    resolve(s, "covert_operation")
    s.apply("spy emperor")
    assert "spy emperor" not in s.legal_actions()
    assert sorted(s.legal_actions()) == sorted(f"spy {p}" for p in spies.posts(s.rules) if p != "emperor")
    s.apply("spy choam")
    assert SPIES.get(s) == {"emperor": (seat,), "choam": (seat,)}


# ---- Dangerous Rhetoric: Agent "+1 Influence with a Faction. Trash this card"; Reveal 1 Persuasion, 1 Sword --

def test_dangerous_rhetoric_gives_influence_and_trashes_itself() -> None:
    s, seat = agent_turn(["dangerous_rhetoric"])
    p = s.players[seat]
    s.apply("agent dangerous_rhetoric gather_support")
    s.apply("faction bene_gesserit")
    assert influence(s, seat, "bene_gesserit") == 1
    assert "dangerous_rhetoric" in p.trashed and "dangerous_rhetoric" not in p.in_play


def test_dangerous_rhetoric_reveal() -> None:
    s, seat = reveal_turn(["dangerous_rhetoric"])
    assert (s.players[seat].persuasion, s.players[seat].swords) == (1, 1)


# ---- Overthrow: acquire +1 Intrigue card; Agent "Gain two Influence instead of one"; Reveal 2
# Persuasion, 2 Swords, +1 Troop ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("space", "faction"), [("dutiful_service", "emperor"), ("fremkit", "fremen"),
                                                ("secrets", "bene_gesserit")])
def test_overthrow_doubles_the_influence_of_the_faction_space(space: str, faction: str) -> None:
    s, seat = agent_turn(["overthrow"])
    s.apply(f"agent overthrow {space}")
    assert influence(s, seat, faction) == 2 and sum(s.players[seat].influence) == 2


def test_overthrow_reveal() -> None:
    s, seat = reveal_turn(["overthrow"])
    p = s.players[seat]
    garrison = p.garrison
    resolve(s, "overthrow")
    assert (p.persuasion, p.swords, p.garrison) == (2, 2, garrison + 1)


# ---- Paracompass: Agent +2 Solari; Reveal "If you have a seat on the High Council: +2 Persuasion. If
# you also have a Swordmaster: +1 Persuasion" ------------------------------------------------------------------------------

def test_paracompass_agent_solari() -> None:
    s, seat = agent_turn(["paracompass"])
    s.apply("agent paracompass arrakeen")
    assert s.players[seat].solari == 2


@pytest.mark.parametrize(("council", "swordmaster", "persuasion"), [
    (False, False, 0), (True, False, 2 + 2), (True, True, 2 + 2 + 1), (False, True, 0),
])
def test_paracompass_reveal_high_council_and_swordmaster(council: bool, swordmaster: bool, persuasion: int) -> None:
    """The seat itself also gives +2 Persuasion in every Reveal (002 guide, Alto Consejo)."""
    s, seat = agent_turn(["paracompass"])
    p = s.players[seat]
    p.high_council, p.has_swordmaster, p.agents_left = council, swordmaster, 0
    s._legal = None
    s.apply("reveal")
    resolve(s, "paracompass")
    assert p.persuasion == persuasion


# ---- Strike Fleet: acquire +1 Spy; Agent "If you recalled a Spy this turn: +3 Troops"; Reveal 1
# Persuasion, 3 Swords ----------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("gather", [True, False])
def test_strike_fleet_recruits_three_after_a_spy_recall(gather: bool) -> None:
    s, seat = agent_turn(["strike_fleet"], spies={"choam": 0})
    p = s.players[seat]
    garrison = p.garrison
    s.apply("agent strike_fleet accept_contract")
    s.apply("gather choam" if gather else "gather none")
    assert p.garrison == garrison + (3 if gather else 0)


def test_strike_fleet_reveal_as_in_the_worked_example() -> None:
    """002 reveal example (Juan): 3 Swords and 1 Persuasion."""
    s, seat = reveal_turn(["strike_fleet"])
    assert (s.players[seat].persuasion, s.players[seat].swords) == (1, 3)


# ---- Subversive Advisor: acquire +1 Spy; Agent "If you sent an Agent to a Faction board space this
# turn, gain two Influence instead of one and trash this card"; Reveal 1 Persuasion -------------------------------

def test_subversive_advisor_at_a_faction_space_doubles_the_influence_and_trashes_itself() -> None:
    s, seat = agent_turn(["subversive_advisor"], spies={"emperor": 0})
    p = s.players[seat]
    s.apply("agent subversive_advisor dutiful_service")
    s.apply("gather none")
    assert influence(s, seat, "emperor") == 2 and "subversive_advisor" in p.trashed


def test_subversive_advisor_elsewhere_does_nothing() -> None:
    s, seat = agent_turn(["subversive_advisor"], spies={"choam": 0})
    p = s.players[seat]
    s.apply("agent subversive_advisor accept_contract")
    s.apply("gather none")
    assert sum(p.influence) == 0 and "subversive_advisor" in p.in_play and not p.trashed


def test_subversive_advisor_reveal() -> None:
    s, seat = reveal_turn(["subversive_advisor"])
    assert s.players[seat].persuasion == 1
