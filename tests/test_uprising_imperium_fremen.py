"""Uprising Imperium cards of the Fremen (issue 16): their Agent and Reveal boxes through the engine.

Seed 002 (its cards, icon guide: "Vínculo", Maker spaces, sandworms; the worked examples) with
shared/FAQ.md 2.6 is the authority; the printed text is quoted from DuneBlend resources.json
(shared/reference). Acquiring each card and its Agent icons: tests/test_uprising_imperium_cards.py.
A Fremen Bond is another Fremen card in play, not the card itself (docs/rulings.md U135).
Leadership's boxes are all `for_each` (tests/test_uprising_new_rules.py).
"""

from __future__ import annotations

import pytest

from landsraad import GameState
from landsraad.modules.uprising.state import MAKER_HOOKS
from tests.uprising_card_helpers import agent_turn, influence, intrigues, resolve, reveal_turn, skip_plots

TESTED = ("chani_clever_tactician", "desert_power", "desert_survival", "ecological_testing_station",
          "fedaykin_stilltent", "long_live_the_fighters", "maula_pistol", "northern_watermaster", "rebel_supplier",
          "shishakli", "stilgar_the_devoted", "unswerving_loyalty")


# ---- Chani, Clever Tactician: Agent "If you have three or more units in the Conflict: +1 Intrigue
# card"; Reveal "Retreat two of your troops -> 4 Swords", "Fremen Bond: +2 Persuasion" ------------------------

@pytest.mark.parametrize(("units", "intrigue"), [({"troop": 3}, 1), ({"troop": 2, "sandworm": 1}, 1),
                                                 ({"troop": 2}, 0), ({}, 0)])
def test_chani_agent_intrigue_with_three_units_in_the_conflict(units: dict[str, int], intrigue: int) -> None:
    """Units: troops and sandworms alike (002: "unidades" in the Conflict)."""
    s, seat = agent_turn(["chani_clever_tactician"], conflict=units)
    s.apply("agent chani_clever_tactician arrakeen")
    assert intrigues(s, seat) == intrigue


def test_chani_reveal_retreats_two_troops_for_four_swords_and_the_fremen_bond() -> None:
    s, seat = reveal_turn(["chani_clever_tactician", "maula_pistol"], conflict={"troop": 3})
    p = s.players[seat]
    garrison = p.garrison
    assert p.persuasion == 1 + 2  # Maula Pistol's 1 and the Bond's 2, resolved at once
    resolve(s, "chani_clever_tactician")
    s.apply("pay")
    assert p.troops_in_conflict == 1 and p.garrison == garrison + 2 and p.swords == 1 + 4


def test_chani_reveal_without_two_troops_or_declined_and_without_the_bond() -> None:
    s, seat = reveal_turn(["chani_clever_tactician"], conflict={"troop": 1, "sandworm": 1})  # a worm never retreats
    p = s.players[seat]
    resolve(s, "chani_clever_tactician")
    assert s.pending is not None and s.pending[0] in ("acquire", "turn")
    assert p.swords == 0 and p.persuasion == 0 and p.conflict == {"troop": 1, "sandworm": 1}
    s, seat = reveal_turn(["chani_clever_tactician"], conflict={"troop": 2})
    p = s.players[seat]
    resolve(s, "chani_clever_tactician")
    s.apply("decline")
    assert p.swords == 0 and p.conflict == {"troop": 2}


# ---- Desert Power: Agent "If you sent an Agent to a Maker board space this turn: +2 Spice"; Reveal
# "+2 Persuasion OR With Maker Hooks: 1 Water -> 1 Sandworm" --------------------------------------------------------

@pytest.mark.parametrize(("space", "spice"), [("imperial_basin", 1 + 2), ("accept_contract", 0)])
def test_desert_power_agent_spice_at_a_maker_space(space: str, spice: int) -> None:
    s, seat = agent_turn(["desert_power"])
    s.bonus_spice = dict.fromkeys(s.bonus_spice, 0)
    s.apply(f"agent desert_power {space}")
    assert s.players[seat].spice == spice


def test_desert_power_reveal_without_maker_hooks_only_two_persuasion() -> None:
    """The sandworm option is not offered without Maker Hooks (docs/rulings.md U400): the only
    option left, 2 Persuasion, is taken by itself."""
    s, seat = reveal_turn(["desert_power"], water=1)
    p = s.players[seat]
    assert s.pending is not None and s.pending[0] != "choose"
    assert p.persuasion == 2 and p.water == 1 and p.conflict == {}


def _reveal_with_maker_hooks(water: int) -> tuple[GameState, int]:
    s, seat = agent_turn(["desert_power"], water=water)
    MAKER_HOOKS.put(s, (seat,))
    s.conflict = "skirmish_crysknife"  # not behind the Shield Wall
    s.players[seat].agents_left = 0
    s._legal = None
    s.apply("reveal")
    return s, seat


def test_desert_power_reveal_with_maker_hooks_a_sandworm_for_a_water() -> None:
    """002 icon guide "Gusano de arena": the worm goes to your Conflict (not protected here)."""
    s, seat = _reveal_with_maker_hooks(water=1)
    resolve(s, "desert_power")
    assert s.legal_actions() == ["choose 1", "choose 2"]
    s.apply("choose 2")
    s.apply("pay")
    p = s.players[seat]
    assert p.water == 0 and p.conflict == {"sandworm": 1} and p.persuasion == 0


def test_desert_power_reveal_with_maker_hooks_the_persuasion() -> None:
    s, seat = _reveal_with_maker_hooks(water=1)
    resolve(s, "desert_power")
    s.apply("choose 1")
    p = s.players[seat]
    assert p.persuasion == 2 and p.water == 1 and p.conflict == {}


def test_desert_power_reveal_the_worm_needs_a_water() -> None:
    """With Maker Hooks but no water the arrow cannot be paid: only the Persuasion (U400)."""
    s, seat = _reveal_with_maker_hooks(water=0)
    assert s.pending is not None and s.pending[0] != "choose"
    assert s.players[seat].persuasion == 2 and s.players[seat].conflict == {}


# ---- Desert Survival: Agent "Trash a card"; Reveal 1 Persuasion, 1 Sword -----------------------------------------

def test_desert_survival_agent_may_trash_a_card() -> None:
    s, seat = agent_turn(["desert_survival", "dagger"])
    p = s.players[seat]
    s.apply("agent desert_survival accept_contract")
    assert "decline" in s.legal_actions()
    s.apply("trash hand dagger")
    assert tuple(p.trashed) == ("dagger",)
    s, seat = agent_turn(["desert_survival", "dagger"])
    s.apply("agent desert_survival accept_contract")
    s.apply("decline")
    assert not s.players[seat].trashed


def test_desert_survival_reveal_as_in_the_worked_example() -> None:
    """002 reveal example (Juan)."""
    s, seat = reveal_turn(["desert_survival"])
    assert (s.players[seat].persuasion, s.players[seat].swords) == (1, 1)


# ---- Ecological Testing Station: Agent "2 Water -> draw 2 cards"; Reveal 1 Persuasion, "Fremen Bond:
# +1 Water" -----------------------------------------------------------------------------------------------------------------

def test_ecological_testing_station_pays_two_water_to_draw_two() -> None:
    s, seat = agent_turn(["ecological_testing_station"], water=2)
    p = s.players[seat]
    s.apply("agent ecological_testing_station spice_refinery")
    s.apply("pay")
    assert p.water == 0 and len(p.hand) == 2


def test_ecological_testing_station_declined_or_one_water() -> None:
    s, seat = agent_turn(["ecological_testing_station"], water=2)
    s.apply("agent ecological_testing_station spice_refinery")
    s.apply("decline")
    assert s.players[seat].water == 2 and s.players[seat].hand == []
    s, seat = agent_turn(["ecological_testing_station"], water=1)
    s.apply("agent ecological_testing_station spice_refinery")
    assert (s.pending is None or s.pending[0] != "may") and s.players[seat].water == 1


@pytest.mark.parametrize(("other", "water"), [("maula_pistol", 1), ("dagger", 0)])
def test_ecological_testing_station_reveal_fremen_bond(other: str, water: int) -> None:
    s, seat = reveal_turn(["ecological_testing_station", other])
    resolve(s, "ecological_testing_station")
    assert s.players[seat].water == water


# ---- Fedaykin Stilltent: Agent "If you sent an Agent to a Maker board space this turn: +1 Troop";
# Reveal +1 Water ------------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("space", "troops"), [("imperial_basin", 1), ("accept_contract", 0)])
def test_fedaykin_stilltent_recruits_at_a_maker_space(space: str, troops: int) -> None:
    s, seat = agent_turn(["fedaykin_stilltent"])
    p = s.players[seat]
    garrison = p.garrison
    s.apply(f"agent fedaykin_stilltent {space}")
    assert p.garrison == garrison + troops


def test_fedaykin_stilltent_reveal() -> None:
    s, seat = reveal_turn(["fedaykin_stilltent"])
    assert (s.players[seat].water, s.players[seat].persuasion) == (1, 0)


# ---- Long Live the Fighters: Reveal 2 Persuasion, 3 Swords (its Agent box: a custom rule, elsewhere) --------

def test_long_live_the_fighters_reveal() -> None:
    s, seat = reveal_turn(["long_live_the_fighters"])
    assert (s.players[seat].persuasion, s.players[seat].swords) == (2, 3)


# ---- Maula Pistol: Agent draw a card; Reveal 1 Persuasion, 1 Sword -------------------------------------------------

def test_maula_pistol() -> None:
    s, seat = agent_turn(["maula_pistol"])
    s.apply("agent maula_pistol accept_contract")
    assert len(s.players[seat].hand) == 2  # the space's card and the Pistol's
    s, seat = reveal_turn(["maula_pistol"])
    assert (s.players[seat].persuasion, s.players[seat].swords) == (1, 1)


# ---- Northern Watermaster: Agent +1 Water; Reveal 1 Persuasion, "Fremen Bond: +2 Spice" -------------------------

def test_northern_watermaster_agent_water() -> None:
    s, seat = agent_turn(["northern_watermaster"])
    s.apply("agent northern_watermaster spice_refinery")
    assert (s.players[seat].water, s.players[seat].solari) == (1, 2)


@pytest.mark.parametrize(("other", "spice"), [("desert_survival", 2), ("dagger", 0)])
def test_northern_watermaster_reveal_fremen_bond(other: str, spice: int) -> None:
    s, seat = reveal_turn(["northern_watermaster", other])
    resolve(s, "northern_watermaster")
    assert s.players[seat].spice == spice and s.players[seat].persuasion == 1 + (1 if other == "desert_survival" else 0)


# ---- Rebel Supplier: Agent "If you recalled a Spy this turn: +2 Troops"; Reveal +1 Spice, 1 Sword -------------

@pytest.mark.parametrize("gather", [True, False])
def test_rebel_supplier_recruits_two_after_a_spy_recall_as_in_the_worked_example(gather: bool) -> None:
    """002 agent-turn example: Alba plays Rebel Supplier at Arrakeen, recalls her Spy watching it
    (a card drawn), and gets 2 more troops besides Arrakeen's one."""
    s, seat = agent_turn(["rebel_supplier"], spies={"spice_refinery_arrakeen": 0})
    p = s.players[seat]
    garrison = p.garrison
    s.apply("agent rebel_supplier arrakeen")
    s.apply("gather spice_refinery_arrakeen" if gather else "gather none")
    assert p.garrison == garrison + 1 + (2 if gather else 0)
    assert len(p.hand) == 1 + (1 if gather else 0)


def test_rebel_supplier_reveal_as_in_the_worked_example() -> None:
    """002 reveal example (Juan): 1 spice and 1 Sword, no Persuasion."""
    s, seat = reveal_turn(["rebel_supplier"])
    p = s.players[seat]
    assert (p.spice, p.swords, p.persuasion) == (1, 1, 0)


# ---- Shishakli: Agent "Trash a card -> draw a card"; Reveal 2 Swords, "Fremen Bond: +1 Fremen Influence" --------

def test_shishakli_trashes_a_card_to_draw_one() -> None:
    s, seat = agent_turn(["shishakli", "dagger", "diplomacy"])
    p = s.players[seat]
    s.apply("agent shishakli spice_refinery")
    s.apply("pay")
    assert "trash hand dagger" in s.legal_actions() and "trash play shishakli" in s.legal_actions()
    s.apply("trash hand dagger")
    assert "dagger" in p.trashed and len(p.hand) == 2


def test_shishakli_declined() -> None:
    s, seat = agent_turn(["shishakli", "dagger"])
    s.apply("agent shishakli spice_refinery")
    s.apply("decline")
    assert not s.players[seat].trashed and s.players[seat].hand == ["dagger"]


@pytest.mark.parametrize(("other", "fremen"), [("maula_pistol", 1), ("dagger", 0)])
def test_shishakli_reveal_swords_and_the_fremen_bond(other: str, fremen: int) -> None:
    s, seat = reveal_turn(["shishakli", other])
    resolve(s, "shishakli")
    assert s.players[seat].swords == 2 + 1 and influence(s, seat, "fremen") == fremen


# ---- Stilgar, The Devoted: Agent +2 Troops; Reveal "+2 Persuasion for each Fremen card you have in
# play (including this one)" -----------------------------------------------------------------------------------------------

def test_stilgar_agent_recruits_two() -> None:
    s, seat = agent_turn(["stilgar_the_devoted"])
    p = s.players[seat]
    garrison = p.garrison
    s.apply("agent stilgar_the_devoted fremkit")
    assert p.garrison == garrison + 2 and influence(s, seat, "fremen") == 1


@pytest.mark.parametrize(("hand", "in_play", "persuasion"), [
    ([], [], 2), (["maula_pistol"], [], 4 + 1), (["dagger"], ["desert_survival"], 4 + 0), (["dagger"], ["truthtrance"], 2),
])
def test_stilgar_reveal_two_persuasion_per_fremen_card_in_play(hand: list[str], in_play: list[str],
                                                              persuasion: int) -> None:
    """A Fremen card played earlier for an Agent is in play too; Stilgar counts himself."""
    s, seat = reveal_turn(["stilgar_the_devoted"] + hand, in_play=in_play)
    resolve(s, "stilgar_the_devoted")
    assert s.players[seat].persuasion == persuasion  # a card in play before the Reveal: no box of its own


# ---- Unswerving Loyalty: no Agent icon; Reveal 1 Persuasion, +1 Troop, "Fremen Bond: you may deploy or
# retreat one of your troops" ---------------------------------------------------------------------------------------------------

def test_unswerving_loyalty_reveal_with_the_fremen_bond_deploys_or_retreats_one() -> None:
    """docs/rulings.md U152: one way, up to one troop, or neither."""
    s, seat = reveal_turn(["unswerving_loyalty", "maula_pistol"])
    p = s.players[seat]
    garrison = p.garrison
    resolve(s, "unswerving_loyalty")
    assert p.garrison == garrison + 1 and p.persuasion == 2
    assert s.legal_actions() == ["deploy 1", "pass"]
    s.apply("deploy 1")
    assert p.troops_in_conflict == 1 and p.garrison == garrison


def test_unswerving_loyalty_reveal_the_bond_may_retreat_or_pass() -> None:
    s, seat = reveal_turn(["unswerving_loyalty", "maula_pistol"], conflict={"troop": 2})
    p = s.players[seat]
    garrison = p.garrison
    resolve(s, "unswerving_loyalty")
    assert s.legal_actions() == ["deploy 1", "retreat 1", "pass"]
    s.apply("pass")
    assert p.troops_in_conflict == 2 and p.garrison == garrison + 1


def test_unswerving_loyalty_reveal_without_the_bond() -> None:
    s, seat = reveal_turn(["unswerving_loyalty", "dagger"])
    p = s.players[seat]
    garrison = p.garrison
    resolve(s, "unswerving_loyalty")
    skip_plots(s)
    assert p.garrison == garrison + 1 and p.troops_in_conflict == 0
    assert s.pending is None or s.pending[0] != "deploy_or_retreat"
