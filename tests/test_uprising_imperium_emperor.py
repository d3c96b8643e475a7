"""Uprising Imperium cards of the Emperor (issue 16): their Agent and Reveal boxes through the engine.

Seed 002 (its cards, icon guide, Espías, ACLARACIONES) with shared/FAQ.md 2.6 is the authority; the
printed text is quoted from DuneBlend resources.json (shared/reference). Acquiring each card and its
Agent icons: tests/test_uprising_imperium_cards.py. Cards of two factions are tested in the file of
the first one printed (Double Agent, Spy Network, Wheels within Wheels: Emperor and Spacing Guild;
In High Places, Price is No Object: Emperor and Bene Gesserit).
"""

from __future__ import annotations

import pytest

from landsraad.modules.uprising import spies
from landsraad.modules.uprising.state import SPIES
from tests.uprising_card_helpers import agent_turn, influence, intrigues, resolve, reveal_turn, skip_plots

TESTED = ("calculus_of_power", "corrinth_city", "double_agent", "imperial_spymaster", "in_high_places",
          "price_is_no_object", "public_spectacle", "sardaukar_coordination", "sardaukar_soldier", "spy_network",
          "treacherous_maneuver", "undercover_asset", "wheels_within_wheels")


# ---- Calculus of Power: Agent "Trash a card"; Reveal 2 Persuasion, "Trash another Emperor card you
# have in play -> +3 Swords" ---------------------------------------------------------------------------

def test_calculus_of_power_agent_may_trash_a_card_and_sardaukar_soldier_gives_an_intrigue() -> None:
    """The trash icon is optional (002 icon guide, Desecha); trashing Sardaukar Soldier runs its
    "When this card is trashed: +1 Intrigue card" (FAQ 2.6)."""
    s, seat = agent_turn(["calculus_of_power", "sardaukar_soldier"])
    p = s.players[seat]
    s.apply("agent calculus_of_power arrakeen")  # 1 troop, 1 card drawn, then the card's box
    assert s.pending is not None and s.pending[0] == "trash_pick"
    legal = s.legal_actions()
    assert "decline" in legal and "trash hand sardaukar_soldier" in legal and "trash play calculus_of_power" in legal
    s.apply("trash hand sardaukar_soldier")
    assert "sardaukar_soldier" in p.trashed and "sardaukar_soldier" not in p.hand and intrigues(s, seat) == 1


def test_calculus_of_power_agent_trash_declined() -> None:
    s, seat = agent_turn(["calculus_of_power", "dagger"])
    p = s.players[seat]
    s.apply("agent calculus_of_power arrakeen")
    s.apply("decline")
    assert not p.trashed and "dagger" in p.hand and "calculus_of_power" in p.in_play


def test_calculus_of_power_reveal_trashes_another_emperor_card_for_three_swords() -> None:
    s, seat = reveal_turn(["calculus_of_power", "imperial_spymaster"])
    p = s.players[seat]
    assert p.persuasion == 2 + 1 and p.swords == 1  # the Spymaster's own box resolved at once
    resolve(s, "calculus_of_power")
    assert s.pending is not None and s.pending[0] == "may"
    s.apply("pay")  # the only other Emperor card in play: trashed without asking
    assert p.swords == 4 and "imperial_spymaster" in p.trashed and "calculus_of_power" in p.in_play


def test_calculus_of_power_reveal_declined_or_without_another_emperor_card() -> None:
    s, seat = reveal_turn(["calculus_of_power", "imperial_spymaster"])
    p = s.players[seat]
    resolve(s, "calculus_of_power")
    s.apply("decline")
    assert p.swords == 1 and not p.trashed
    s, seat = reveal_turn(["calculus_of_power", "dagger"])  # not itself: "another" Emperor card
    p = s.players[seat]
    resolve(s, "calculus_of_power")
    assert s.pending is not None and s.pending[0] in ("acquire", "turn")  # no arrow offered
    assert p.swords == 1 and p.persuasion == 2 and not p.trashed


# ---- Corrinth City: Agent "Discard two cards and pay 5 Solari -> +1 VP"; Reveal "5 Solari OR
# Pay 5 Solari -> take your seat on the High Council" ------------------------------------------------------

def test_corrinth_city_agent_pays_two_cards_and_five_solari_for_a_victory_point() -> None:
    s, seat = agent_turn(["corrinth_city", "dagger", "diplomacy", "reconnaissance"], solari=5)
    p = s.players[seat]
    vp = p.vp
    s.apply("agent corrinth_city assembly_hall")
    assert s.pending is not None and s.pending[0] == "may"
    s.apply("pay")
    s.apply("discard dagger")
    s.apply("discard diplomacy")
    assert p.vp == vp + 1 and p.solari == 0 and p.hand == ["reconnaissance"]
    assert p.discard[-2:] == ["dagger", "diplomacy"]


def test_corrinth_city_agent_declined_or_unaffordable() -> None:
    s, seat = agent_turn(["corrinth_city", "dagger", "diplomacy"], solari=5)
    p = s.players[seat]
    vp = p.vp
    s.apply("agent corrinth_city assembly_hall")
    s.apply("decline")
    assert p.vp == vp and p.solari == 5 and len(p.hand) == 2
    # 4 Solari, or a single card to discard: the arrow is not offered
    for hand, solari in ((["corrinth_city", "dagger", "diplomacy"], 4), (["corrinth_city", "dagger"], 5)):
        s, seat = agent_turn(hand, solari=solari)
        s.apply("agent corrinth_city assembly_hall")
        assert s.pending is None or s.pending[0] != "may"
        assert s.players[seat].vp == vp and s.players[seat].solari == solari


def test_corrinth_city_reveal_five_solari_or_a_high_council_seat() -> None:
    s, seat = reveal_turn(["corrinth_city"])  # no Solari to pay for the seat: the 5 Solari by itself
    p = s.players[seat]
    assert p.solari == 5 and not p.high_council
    s, seat = reveal_turn(["corrinth_city"], solari=5)
    p = s.players[seat]
    resolve(s, "corrinth_city")
    assert s.legal_actions() == ["choose 1", "choose 2"]
    s.apply("choose 2")
    s.apply("pay")
    assert p.solari == 0 and p.high_council


def test_corrinth_city_reveal_no_second_seat_on_the_high_council() -> None:
    """"Pay 5 Solari -> take your seat on the High Council (if you haven't already)": with a seat,
    only the 5 Solari (docs/rulings.md U401), taken by itself."""
    s, seat = agent_turn(["corrinth_city"], solari=5)
    p = s.players[seat]
    p.high_council, p.agents_left = True, 0
    s._legal = None
    s.apply("reveal")
    resolve(s, "corrinth_city")
    assert s.pending is not None and s.pending[0] != "choose"
    assert p.solari == 10 and p.persuasion == 2  # the seat's own +2 Persuasion


# ---- Double Agent: Agent "+1 Spy on the board space you sent an Agent to this turn. You may place
# this Spy on the same observation post as another player's Spy"; Reveal 1 Persuasion, 1 Sword ------------

def test_double_agent_places_a_spy_on_a_post_of_the_space_visited_even_beside_an_opponent() -> None:
    """FAQ 2.6: the Spy watches the space the Agent went to, and may share a post with an opponent's."""
    s, seat = agent_turn(["double_agent"], spies={"spice_refinery_arrakeen": 1})
    s.apply("agent double_agent spice_refinery")
    assert s.pending is not None and s.pending[0] == "spy_place"
    assert sorted(s.legal_actions()) == ["spy research_station_spice_refinery", "spy spice_refinery_arrakeen"]
    s.apply("spy spice_refinery_arrakeen")
    assert SPIES.get(s)["spice_refinery_arrakeen"] == ((seat + 1) % 4, seat)


def test_double_agent_at_a_space_with_one_post() -> None:
    s, seat = agent_turn(["double_agent"])
    s.apply("agent double_agent accept_contract")  # one post watches it: the Spy goes there by itself
    assert SPIES.get(s) == {"choam": (seat,)}


def test_double_agent_never_beside_your_own_spy() -> None:
    """FAQ 2.6: never two of your own Spies on one post: the other post of Spice Refinery is the
    only one left, and the Spy goes there by itself."""
    s, seat = agent_turn(["double_agent"], spies={"research_station_spice_refinery": 0})
    s.apply("agent double_agent spice_refinery")
    s.apply("gather none")  # the Spy watching the space could first be recalled to draw a card
    assert SPIES.get(s) == {"research_station_spice_refinery": (seat,), "spice_refinery_arrakeen": (seat,)}


def test_double_agent_reveal() -> None:
    s, seat = reveal_turn(["double_agent"])
    assert (s.players[seat].persuasion, s.players[seat].swords) == (1, 1)


# ---- Imperial Spymaster: Agent "If you recalled a Spy this turn: +1 Intrigue card"; Reveal 1, 1 ------

@pytest.mark.parametrize("gather", [True, False])
def test_imperial_spymaster_gives_an_intrigue_after_a_spy_was_recalled(gather: bool) -> None:
    """002 Espías, Recabar información: the recall happens before the card's box, which sees it."""
    s, seat = agent_turn(["imperial_spymaster"], spies={"emperor": 0})
    s.apply("agent imperial_spymaster dutiful_service")
    s.apply("gather emperor" if gather else "gather none")
    assert intrigues(s, seat) == (1 if gather else 0)
    assert (SPIES.get(s) == {}) == gather


def test_imperial_spymaster_reveal() -> None:
    s, seat = reveal_turn(["imperial_spymaster"])
    assert (s.players[seat].persuasion, s.players[seat].swords) == (1, 1)


# ---- In High Places: acquire +1 Spy; Agent "If you have another Bene Gesserit card in play: draw
# 1 card, +1 Spy"; Reveal 2 Persuasion, "Recall 2 Spies -> +3 Persuasion" -----------------------------

@pytest.mark.parametrize("other", ["truthtrance", "maker_keeper"])
def test_in_high_places_agent_with_the_bene_gesserit_bond_draws_and_places_a_spy(other: str) -> None:
    """Maker Keeper is a Bene Gesserit and Fremen card: it makes both Bonds."""
    s, seat = agent_turn(["in_high_places"], in_play=[other])
    p = s.players[seat]
    s.apply("agent in_high_places dutiful_service")
    assert len(p.hand) == 1 and s.pending is not None and s.pending[0] == "spy_place"
    s.apply("spy guild")
    assert SPIES.get(s) == {"guild": (seat,)} and influence(s, seat, "emperor") == 1


def test_in_high_places_agent_without_the_bond_gives_nothing() -> None:
    """Bond: another card of that Faction (U135); In High Places itself is a Bene Gesserit card."""
    s, seat = agent_turn(["in_high_places"], in_play=["imperial_spymaster"])
    p = s.players[seat]
    s.apply("agent in_high_places dutiful_service")
    assert p.hand == [] and SPIES.get(s) == {} and (s.pending is None or s.pending[0] != "spy_place")


def test_in_high_places_reveal_recalls_two_spies_for_three_persuasion() -> None:
    s, seat = reveal_turn(["in_high_places"], spies={"emperor": 0, "guild": 0, "fremen": 0})
    p = s.players[seat]
    assert p.persuasion == 2
    resolve(s, "in_high_places")
    s.apply("pay")
    assert s.legal_actions() == ["recall_spy emperor", "recall_spy guild", "recall_spy fremen"]
    s.apply("recall_spy emperor")
    s.apply("recall_spy fremen")
    assert SPIES.get(s) == {"guild": (seat,)} and p.persuasion == 5


def test_in_high_places_reveal_not_offered_with_one_spy_or_declined() -> None:
    s, seat = reveal_turn(["in_high_places"], spies={"emperor": 0, "guild": 1})
    p = s.players[seat]
    resolve(s, "in_high_places")
    assert s.pending is not None and s.pending[0] in ("acquire", "turn")  # no arrow offered
    assert p.persuasion == 2 and len(SPIES.get(s)) == 2
    s, seat = reveal_turn(["in_high_places"], spies={"emperor": 0, "guild": 0})
    resolve(s, "in_high_places")
    s.apply("decline")
    assert s.players[seat].persuasion == 2 and len(SPIES.get(s)) == 2


# ---- Price is No Object: Reveal 2 Persuasion, +2 Solari (its Agent box: a custom rule, elsewhere) -----

def test_price_is_no_object_reveal() -> None:
    s, seat = reveal_turn(["price_is_no_object"])
    assert (s.players[seat].persuasion, s.players[seat].solari) == (2, 2)


# ---- Public Spectacle: Agent "If you recalled a Spy this turn: +1 Influence with a Faction";
# Reveal 1 Persuasion, +1 Spy ------------------------------------------------------------------------------

def test_public_spectacle_agent_after_a_recall_gives_influence_of_your_choice() -> None:
    s, seat = agent_turn(["public_spectacle"], spies={"bene_gesserit": 0})
    s.apply("agent public_spectacle secrets")
    s.apply("gather bene_gesserit")
    assert s.pending is not None and s.pending[0] == "faction"
    assert s.legal_actions() == ["faction emperor", "faction guild", "faction bene_gesserit", "faction fremen"]
    s.apply("faction fremen")
    assert influence(s, seat, "fremen") == 1 and influence(s, seat, "bene_gesserit") == 1


def test_public_spectacle_agent_without_a_recall() -> None:
    s, seat = agent_turn(["public_spectacle"], spies={"bene_gesserit": 0})
    s.apply("agent public_spectacle secrets")
    s.apply("gather none")
    assert s.pending is None or s.pending[0] != "faction"
    assert sum(s.players[seat].influence) == 1  # the space's own


def test_public_spectacle_reveal_places_a_spy() -> None:
    s, seat = reveal_turn(["public_spectacle"])
    assert s.players[seat].persuasion == 1
    resolve(s, "public_spectacle")
    assert sorted(s.legal_actions()) == sorted(f"spy {post}" for post in spies.posts(s.rules))
    s.apply("spy emperor")
    assert SPIES.get(s) == {"emperor": (seat,)}


# ---- Sardaukar Coordination: Agent "You may deploy any troops you recruit this turn to the
# Conflict" (its Reveal box: for_each, elsewhere) ---------------------------------------------------------

def test_sardaukar_coordination_deploys_the_sardaukar_spaces_four_troops() -> None:
    """docs/rulings.md U153: the deploy window opens at a non-Combat space for this turn's recruits."""
    s, seat = agent_turn(["sardaukar_coordination"], spice=4)
    p = s.players[seat]
    garrison = p.garrison
    s.apply("agent sardaukar_coordination sardaukar")
    skip_plots(s)
    assert s.pending == ("deploy", seat, 4) and intrigues(s, seat) == 1
    s.apply("deploy 3")
    assert p.troops_in_conflict == 3 and p.garrison == garrison + 1


def test_sardaukar_coordination_without_recruits_opens_no_deploy() -> None:
    s, seat = agent_turn(["sardaukar_coordination"])
    s.apply("agent sardaukar_coordination dutiful_service")
    assert s.pending is None or s.pending[0] != "deploy"
    assert s.players[seat].troops_in_conflict == 0


# ---- Sardaukar Soldier: Reveal 1 Persuasion, 1 Sword (no Agent box; "when trashed": above) -------------

def test_sardaukar_soldier_reveal_and_no_agent_box() -> None:
    s, seat = reveal_turn(["sardaukar_soldier"])
    assert (s.players[seat].persuasion, s.players[seat].swords) == (1, 1)
    s, seat = agent_turn(["sardaukar_soldier"])
    p = s.players[seat]
    s.apply("agent sardaukar_soldier spice_refinery")
    assert p.solari == 2 and intrigues(s, seat) == 0 and "sardaukar_soldier" in p.in_play


# ---- Spy Network: acquire +1 Spy; Reveal 2 Persuasion, 1 Sword, "If you have two or more Spies on
# the board: Recall a Spy -> +1 Intrigue card" -----------------------------------------------------------

def test_spy_network_reveal_recalls_a_spy_for_an_intrigue() -> None:
    s, seat = reveal_turn(["spy_network"], spies={"emperor": 0, "guild": 0})
    p = s.players[seat]
    assert (p.persuasion, p.swords) == (2, 1)
    resolve(s, "spy_network")
    s.apply("pay")
    s.apply("recall_spy guild")
    assert SPIES.get(s) == {"emperor": (seat,)} and intrigues(s, seat) == 1


def test_spy_network_reveal_needs_two_spies() -> None:
    s, seat = reveal_turn(["spy_network"], spies={"emperor": 0, "guild": 1})
    resolve(s, "spy_network")
    assert s.pending is not None and s.pending[0] in ("acquire", "turn")  # no arrow offered
    assert intrigues(s, seat) == 0 and len(SPIES.get(s)) == 2


def test_spy_network_reveal_declined() -> None:
    s, seat = reveal_turn(["spy_network"], spies={"emperor": 0, "guild": 0})
    resolve(s, "spy_network")
    s.apply("decline")
    assert intrigues(s, seat) == 0 and len(SPIES.get(s)) == 2


# ---- Treacherous Maneuver: Agent "Trash this card and an Emperor card from your hand -> gain two
# Influence instead of one"; Reveal 1 Persuasion, +1 Intrigue card ----------------------------------------

def test_treacherous_maneuver_trashes_itself_and_an_emperor_card_for_a_second_influence() -> None:
    s, seat = agent_turn(["treacherous_maneuver", "imperial_spymaster", "dagger"])
    p = s.players[seat]
    s.apply("agent treacherous_maneuver deliver_supplies")
    assert s.pending is not None and s.pending[0] == "may"
    s.apply("pay")
    assert influence(s, seat, "guild") == 2
    assert {"treacherous_maneuver", "imperial_spymaster"} <= set(p.trashed) and p.hand == ["dagger"]


def test_treacherous_maneuver_declined_or_without_an_emperor_card_in_hand() -> None:
    s, seat = agent_turn(["treacherous_maneuver", "imperial_spymaster"])
    s.apply("agent treacherous_maneuver deliver_supplies")
    s.apply("decline")
    assert influence(s, seat, "guild") == 1 and not s.players[seat].trashed
    s, seat = agent_turn(["treacherous_maneuver", "dagger"])
    s.apply("agent treacherous_maneuver deliver_supplies")
    assert s.pending is None or s.pending[0] != "may"
    assert influence(s, seat, "guild") == 1 and not s.players[seat].trashed


def test_treacherous_maneuver_reveal() -> None:
    s, seat = reveal_turn(["treacherous_maneuver"])
    assert s.players[seat].persuasion == 1 and intrigues(s, seat) == 1


# ---- Undercover Asset: Reveal "+1 Spy or +2 Swords" (its Agent box: ignore_requirements, elsewhere) ---

def test_undercover_asset_reveal_a_spy_or_two_swords() -> None:
    s, seat = reveal_turn(["undercover_asset"])
    resolve(s, "undercover_asset")
    assert s.legal_actions() == ["choose 1", "choose 2"]
    s.apply("choose 2")
    assert s.players[seat].swords == 2 and SPIES.get(s) == {}
    s, seat = reveal_turn(["undercover_asset"])
    resolve(s, "undercover_asset")
    s.apply("choose 1")
    s.apply("spy bene_gesserit")
    assert SPIES.get(s) == {"bene_gesserit": (seat,)} and s.players[seat].swords == 0


# ---- Wheels within Wheels: Agent "With 2 Influence with Emperor: +2 Solari; with 2 Influence with
# Spacing Guild: +1 Spice"; Reveal 1 Persuasion, +1 Spy -----------------------------------------------------

@pytest.mark.parametrize(("emperor", "guild"), [(0, 0), (2, 0), (1, 2), (2, 2)])
def test_wheels_within_wheels_agent_by_influence(emperor: int, guild: int) -> None:
    s, seat = agent_turn(["wheels_within_wheels"], influence={"emperor": emperor, "guild": guild},
                         spies={"landsraad_right": 0})
    p = s.players[seat]
    s.apply("agent wheels_within_wheels assembly_hall")
    s.apply("gather none")
    assert p.solari == (2 if emperor >= 2 else 0) and p.spice == (1 if guild >= 2 else 0)


def test_wheels_within_wheels_reveal() -> None:
    s, seat = reveal_turn(["wheels_within_wheels"])
    assert s.players[seat].persuasion == 1
    resolve(s, "wheels_within_wheels")
    s.apply("spy fremen")
    assert SPIES.get(s) == {"fremen": (seat,)}
