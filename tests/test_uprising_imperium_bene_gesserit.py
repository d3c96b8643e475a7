"""Uprising Imperium cards of the Bene Gesserit (issue 16): their Agent and Reveal boxes through the engine.

Seed 002 (its cards, icon guide: "Vínculo", Influence requirements) with shared/FAQ.md 2.6 is the
authority; the printed text is quoted from DuneBlend resources.json (shared/reference). Acquiring
each card and its Agent icons: tests/test_uprising_imperium_cards.py. Maker Keeper and Southern
Elders (Bene Gesserit and Fremen) are tested here. A Bond is another card of that Faction in play,
not the card itself (docs/rulings.md U135).
"""

from __future__ import annotations

import pytest

from landsraad.modules.uprising import spies
from landsraad.modules.uprising.state import SPIES
from tests.uprising_card_helpers import agent_turn, intrigues, resolve, reveal_turn, skip_plots

TESTED = ("bene_gesserit_operative", "branching_path", "hidden_missive", "maker_keeper", "southern_elders",
          "tread_in_darkness", "truthtrance", "weirding_woman")


# ---- Bene Gesserit Operative: Agent "+1 Spy"; Reveal 1 Persuasion, "If you have two or more Spies on
# the board: +2 Persuasion" --------------------------------------------------------------------------------------

def test_bene_gesserit_operative_agent_places_a_spy_anywhere_free() -> None:
    s, seat = agent_turn(["bene_gesserit_operative"], spies={"guild": 1})
    s.apply("agent bene_gesserit_operative secrets")
    skip_plots(s)
    assert s.pending is not None and s.pending[0] == "spy_place"
    assert sorted(s.legal_actions()) == sorted(f"spy {p}" for p in spies.posts(s.rules) if p != "guild")
    s.apply("spy landsraad_left")
    assert SPIES.get(s)["landsraad_left"] == (seat,) and intrigues(s, seat) == 1


@pytest.mark.parametrize(("posts", "persuasion"), [(("emperor", "guild"), 3), (("emperor",), 1), ((), 1)])
def test_bene_gesserit_operative_reveal_with_two_spies(posts: tuple[str, ...], persuasion: int) -> None:
    s, seat = reveal_turn(["bene_gesserit_operative"], spies=dict.fromkeys(posts, 0))
    resolve(s, "bene_gesserit_operative")
    assert s.players[seat].persuasion == persuasion


def test_bene_gesserit_operative_reveal_counts_only_your_spies() -> None:
    s, seat = reveal_turn(["bene_gesserit_operative"], spies={"emperor": 0, "guild": 1})
    resolve(s, "bene_gesserit_operative")
    assert s.players[seat].persuasion == 1


# ---- Branching Path: Reveal 2 Persuasion (its Agent box: the cost trash_intrigue, elsewhere) --------------

def test_branching_path_reveal() -> None:
    s, seat = reveal_turn(["branching_path"])
    assert s.players[seat].persuasion == 2


# ---- Hidden Missive: Agent "With 2 Influence with Bene Gesserit: +1 Troop and draw a card"; Reveal 1, 1 --

@pytest.mark.parametrize("bg", [1, 2])
def test_hidden_missive_recruits_and_draws_with_two_bene_gesserit_influence(bg: int) -> None:
    s, seat = agent_turn(["hidden_missive"], influence={"bene_gesserit": bg})
    p = s.players[seat]
    garrison = p.garrison
    s.apply("agent hidden_missive gather_support")  # no Solari: the free cost, 2 troops
    assert p.garrison == garrison + 2 + (1 if bg == 2 else 0) and len(p.hand) == (1 if bg == 2 else 0)


def test_hidden_missive_reveal() -> None:
    s, seat = reveal_turn(["hidden_missive"])
    assert (s.players[seat].persuasion, s.players[seat].swords) == (1, 1)


# ---- Maker Keeper: Agent "With 2 Influence with Bene Gesserit: +1 Water; with 2 Influence with
# Fremen: +1 Spice"; Reveal 2 Persuasion ---------------------------------------------------------------------------

@pytest.mark.parametrize(("bg", "fremen"), [(0, 0), (2, 1), (1, 2), (3, 2)])
def test_maker_keeper_agent_by_influence(bg: int, fremen: int) -> None:
    s, seat = agent_turn(["maker_keeper"], influence={"bene_gesserit": bg, "fremen": fremen})
    p = s.players[seat]
    s.apply("agent maker_keeper spice_refinery")  # no spice: the free cost, 2 Solari
    assert p.solari == 2
    assert (p.water, p.spice) == (1 if bg >= 2 else 0, 1 if fremen >= 2 else 0)


def test_maker_keeper_reveal() -> None:
    s, seat = reveal_turn(["maker_keeper"])
    assert s.players[seat].persuasion == 2


# ---- Southern Elders: Agent "If you have another Bene Gesserit card in play: +2 Troops"; Reveal +1
# Water, "Fremen Bond: +2 Persuasion" -------------------------------------------------------------------------------

@pytest.mark.parametrize(("other", "troops"), [("truthtrance", 2), ("maula_pistol", 0), (None, 0)])
def test_southern_elders_recruits_two_with_the_bene_gesserit_bond(other: str | None, troops: int) -> None:
    s, seat = agent_turn(["southern_elders"], in_play=[other] if other else None)
    p = s.players[seat]
    garrison = p.garrison
    s.apply("agent southern_elders fremkit")  # a Combat space: the deploy decision follows the effects
    assert p.garrison == garrison + troops and len(p.hand) == 1


@pytest.mark.parametrize(("other", "persuasion"), [("maula_pistol", 2 + 1), ("hidden_missive", 1), (None, 0)])
def test_southern_elders_reveal_fremen_bond(other: str | None, persuasion: int) -> None:
    """Southern Elders is itself a Fremen card: the Bond needs another (U135)."""
    s, seat = reveal_turn(["southern_elders"] + ([other] if other else []))
    resolve(s, "southern_elders")
    assert s.players[seat].water == 1 and s.players[seat].persuasion == persuasion


# ---- Tread in Darkness: Agent "If you have another Bene Gesserit card in play: trash a card, draw a
# card"; Reveal 2 Persuasion, 1 Sword ----------------------------------------------------------------------------------

def test_tread_in_darkness_with_the_bond_trashes_and_draws() -> None:
    s, seat = agent_turn(["tread_in_darkness", "dagger"], in_play=["weirding_woman"])
    p = s.players[seat]
    s.apply("agent tread_in_darkness gather_support")
    assert s.pending is not None and s.pending[0] == "trash_pick" and "decline" in s.legal_actions()
    s.apply("trash hand dagger")
    assert "dagger" in p.trashed and len(p.hand) == 1


def test_tread_in_darkness_with_the_bond_the_trash_may_be_declined() -> None:
    s, seat = agent_turn(["tread_in_darkness", "dagger"], in_play=["weirding_woman"])
    p = s.players[seat]
    s.apply("agent tread_in_darkness gather_support")
    s.apply("decline")
    assert not p.trashed and len(p.hand) == 2


def test_tread_in_darkness_without_the_bond_does_nothing() -> None:
    s, seat = agent_turn(["tread_in_darkness", "dagger"], in_play=["maula_pistol"])
    p = s.players[seat]
    s.apply("agent tread_in_darkness gather_support")
    assert (s.pending is None or s.pending[0] != "trash_pick") and p.hand == ["dagger"]


def test_tread_in_darkness_reveal() -> None:
    s, seat = reveal_turn(["tread_in_darkness"])
    assert (s.players[seat].persuasion, s.players[seat].swords) == (2, 1)


# ---- Truthtrance: no Agent box; Reveal 1 Persuasion -----------------------------------------------------------------

def test_truthtrance_agent_gives_only_the_space_and_its_reveal() -> None:
    s, seat = agent_turn(["truthtrance"])
    s.apply("agent truthtrance fremkit")
    p = s.players[seat]
    assert len(p.hand) == 1 and sum(p.influence) == 1
    s, seat = reveal_turn(["truthtrance"])
    assert s.players[seat].persuasion == 1


# ---- Weirding Woman: Agent "If you have another Bene Gesserit card in play, return this card from
# play to your hand"; Reveal 1 Persuasion, 1 Sword -----------------------------------------------------------------------

@pytest.mark.parametrize("bond", [True, False])
def test_weirding_woman_returns_to_hand_with_the_bond(bond: bool) -> None:
    s, seat = agent_turn(["weirding_woman"], in_play=["truthtrance" if bond else "maula_pistol"])
    p = s.players[seat]
    s.apply("agent weirding_woman accept_contract")
    assert ("weirding_woman" in p.hand) == bond and ("weirding_woman" in p.in_play) != bond
    assert p.solari == 2


def test_weirding_woman_reveal() -> None:
    s, seat = reveal_turn(["weirding_woman"])
    assert (s.players[seat].persuasion, s.players[seat].swords) == (1, 1)
