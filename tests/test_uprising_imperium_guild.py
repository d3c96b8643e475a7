"""Uprising Imperium cards of the Spacing Guild (issue 16): their Agent and Reveal boxes through the engine.

Seed 002 (its cards, icon guide, Espías, ACLARACIONES) with shared/FAQ.md 2.6 is the authority; the
printed text is quoted from DuneBlend resources.json (shared/reference). Acquiring each card and its
Agent icons: tests/test_uprising_imperium_cards.py.
"""

from __future__ import annotations

import dataclasses

import pytest

from landsraad import GameState
from landsraad.modules.uprising.state import SPIES
from tests.uprising_card_helpers import agent_turn, influence, intrigues, resolve, reveal_turn

TESTED = ("guild_envoy", "guild_spy", "junction_headquarters", "reliable_informant", "smugglers_harvester",
          "smugglers_haven", "space_time_folding", "spacing_guilds_favor", "steersman")


# ---- Guild Envoy: Agent "Discard a card. If you discarded a Spacing Guild card: draw 2 cards";
# Reveal 1 Persuasion ----------------------------------------------------------------------------------------

@pytest.mark.parametrize(("discard", "drawn"), [("space_time_folding", 2), ("dagger", 0)])
def test_guild_envoy_discards_and_draws_two_for_a_guild_card(discard: str, drawn: int) -> None:
    """002 ACLARACIONES (Emisario de la Cofradía): the discard is compulsory (no "decline")."""
    s, seat = agent_turn(["guild_envoy", "space_time_folding", "dagger"])
    p = s.players[seat]
    s.apply("agent guild_envoy deliver_supplies")
    assert s.legal_actions() == ["discard dagger", "discard space_time_folding"]
    s.apply(f"discard {discard}")
    assert p.discard[-1] == discard and len(p.hand) == 1 + drawn


def test_guild_envoy_discarding_spacing_guilds_favor_gives_its_spice_and_the_draw() -> None:
    """FAQ 2.6: Spacing Guild's Favor's "when you discard it" triggers on a discard from hand."""
    s, seat = agent_turn(["guild_envoy", "spacing_guilds_favor"])
    p = s.players[seat]
    s.apply("agent guild_envoy deliver_supplies")  # the only card in hand: discarded by itself
    assert p.spice == 2 and len(p.hand) == 2 and "spacing_guilds_favor" in p.discard


def _envoy_with_sietch_ritual() -> tuple[GameState, int]:
    s, seat = agent_turn(["guild_envoy", "space_time_folding", "dagger", "diplomacy"])
    s.players[seat].intrigues = ("sietch_ritual",)  # Plot: "Discard a card -> +1 Influence (BG or Fremen)"
    s._legal = None
    return s, seat


def test_guild_envoy_counts_a_spacing_guild_card_discarded_earlier_in_the_turn() -> None:
    """"If you discarded a Spacing Guild card" is the turn's (docs/rulings.md U136): Sietch Ritual
    played first, discarding Space-Time Folding; Guild Envoy then discards a Dagger and still draws 2."""
    s, seat = _envoy_with_sietch_ritual()
    p = s.players[seat]
    s.apply("play sietch_ritual")
    s.apply("discard space_time_folding")
    s.apply("choose 2")
    s.apply("agent guild_envoy deliver_supplies")
    s.apply("discard dagger")
    assert len(p.hand) == 1 + 2 and influence(s, seat, "fremen") == 1


def test_guild_envoy_draws_when_a_spacing_guild_card_is_discarded_later_in_the_turn() -> None:
    """FAQ 2.6 (designer): "if Guild Envoy's condition becomes true later in the turn, you must still
    do it" (U402): the Dagger discarded, nothing drawn; then Sietch Ritual in the Plot window discards
    Space-Time Folding and the 2 cards are drawn then."""
    s, seat = _envoy_with_sietch_ritual()
    p = s.players[seat]
    s.apply("agent guild_envoy deliver_supplies")
    s.apply("discard dagger")
    assert len(p.hand) == 2 and s.pending == ("plots", seat)
    s.apply("play sietch_ritual")
    s.apply("discard space_time_folding")
    s.apply("choose 1")
    assert len(p.hand) == 1 + 2 and influence(s, seat, "bene_gesserit") == 1


def test_guild_envoy_discarding_a_guild_card_itself_draws_only_once() -> None:
    """The box's own discard of a Spacing Guild card: the `if` sees it (2 cards), no second draw."""
    s, seat = _envoy_with_sietch_ritual()
    p = s.players[seat]
    s.apply("agent guild_envoy deliver_supplies")
    s.apply("discard space_time_folding")
    assert len(p.hand) == 2 + 2
    s.apply("play sietch_ritual")
    s.apply("discard dagger")
    s.apply("choose 1")
    assert len(p.hand) == 2 + 2 - 1


def test_guild_envoy_with_an_empty_hand_and_its_reveal() -> None:
    s, seat = agent_turn(["guild_envoy"])
    p = s.players[seat]
    s.apply("agent guild_envoy deliver_supplies")
    assert p.hand == [] and p.water == 1
    s, seat = reveal_turn(["guild_envoy"])
    assert s.players[seat].persuasion == 1


# ---- Guild Spy: acquire +1 Spy; Agent "Discard 1 card -> draw 1 card. If you discarded a Spacing
# Guild card: +1 Intrigue card"; Reveal 2 Persuasion, "If you acquire The Spice Must Flow this turn,
# +1 Influence with each Faction you are spying on" ------------------------------------------------------------

@pytest.mark.parametrize(("discard", "intrigue"), [("space_time_folding", 1), ("dagger", 0)])
def test_guild_spy_agent_discards_to_draw_and_an_intrigue_for_a_guild_card(discard: str, intrigue: int) -> None:
    s, seat = agent_turn(["guild_spy", "space_time_folding", "dagger"], spies={"guild": 0})
    p = s.players[seat]
    s.apply("agent guild_spy deliver_supplies")  # through its Spy icon
    s.apply("gather none")
    s.apply("pay")
    s.apply(f"discard {discard}")
    assert len(p.hand) == 2 and p.discard[-1] == discard and intrigues(s, seat) == intrigue


def test_guild_spy_agent_declined_or_with_nothing_to_discard() -> None:
    s, seat = agent_turn(["guild_spy", "dagger"], spies={"guild": 0})
    s.apply("agent guild_spy deliver_supplies")
    s.apply("gather none")
    s.apply("decline")
    assert s.players[seat].hand == ["dagger"]
    s, seat = agent_turn(["guild_spy"], spies={"guild": 0})
    s.apply("agent guild_spy deliver_supplies")
    s.apply("gather none")
    assert s.pending is None or s.pending[0] != "may"


def _guild_spy_with_sietch_ritual() -> tuple[GameState, int]:
    s, seat = agent_turn(["guild_spy", "space_time_folding", "dagger", "diplomacy"], spies={"guild": 0})
    s.players[seat].intrigues = ("sietch_ritual",)  # Plot: "Discard a card -> +1 Influence (BG or Fremen)"
    s._legal = None
    return s, seat


def test_guild_spy_declined_still_gives_the_intrigue_for_a_guild_card_discarded_earlier() -> None:
    """Issue 33, U105/U136/U403: "If you discarded a Spacing Guild card: +1 Intrigue card" is its own
    line (DB, RC) and the turn's condition: Sietch Ritual first discards Space-Time Folding; Guild
    Spy's own discard declined, the Intrigue card still comes (and no card is drawn)."""
    s, seat = _guild_spy_with_sietch_ritual()
    p = s.players[seat]
    s.apply("play sietch_ritual")
    s.apply("discard space_time_folding")
    s.apply("choose 2")
    s.apply("agent guild_spy deliver_supplies")
    s.apply("gather none")
    s.apply("decline")
    assert sorted(p.hand) == ["dagger", "diplomacy"] and intrigues(s, seat) == 1


def test_guild_spy_declined_gives_the_intrigue_when_a_guild_card_is_discarded_later() -> None:
    """FAQ 2.6 (designer, U402): the condition may come true later in the turn: Guild Spy's discard
    declined (nothing yet), then Sietch Ritual in the Plot window discards Space-Time Folding: +1
    Intrigue card then, once."""
    s, seat = _guild_spy_with_sietch_ritual()
    s.apply("agent guild_spy deliver_supplies")
    s.apply("gather none")
    s.apply("decline")
    assert intrigues(s, seat) == 1 and s.pending == ("plots", seat)  # only Sietch Ritual held
    s.apply("play sietch_ritual")
    s.apply("discard space_time_folding")
    s.apply("choose 1")
    held = s.players[seat].intrigues
    assert len(held) == 1 and "sietch_ritual" not in held  # Sietch Ritual played, one Intrigue drawn


def test_guild_spy_gives_no_intrigue_when_no_guild_card_is_discarded_in_the_turn() -> None:
    """No Spacing Guild card discarded this turn (Sietch Ritual discards a Dagger): no Intrigue card."""
    s, seat = _guild_spy_with_sietch_ritual()
    s.apply("agent guild_spy deliver_supplies")
    s.apply("gather none")
    s.apply("decline")
    s.apply("play sietch_ritual")
    s.apply("discard dagger")
    s.apply("choose 1")
    assert intrigues(s, seat) == 0


# The box Guild Spy had before issue 33: its "if" inside the arrow's gain. No card prints such a box
# now, but a nested "if you discarded" must also see a discard later in the turn (issue 33, U402).
NESTED = (("may", (("discard", 1),), (("draw", 1), ("if", ("discarded", "guild"), (("intrigue", 1),)))),)


@pytest.mark.parametrize(("accept", "intrigue"), [(True, 1), (False, 0)])
def test_a_nested_discarded_condition_comes_true_later_only_if_it_resolved(
        monkeypatch: pytest.MonkeyPatch, accept: bool, intrigue: int) -> None:
    """U402 for an `if` inside an arrow: the arrow paid with a Dagger (the `if` resolves false), then
    Sietch Ritual discards Space-Time Folding: +1 Intrigue card. The arrow declined, its `if` never
    resolved: the later Spacing Guild discard gives nothing."""
    s, seat = _guild_spy_with_sietch_ritual()
    cards = s.rules.content.cards
    monkeypatch.setitem(cards, "guild_spy", dataclasses.replace(cards["guild_spy"], agent=NESTED))
    s.apply("agent guild_spy deliver_supplies")
    s.apply("gather none")
    if accept:
        s.apply("pay")
        s.apply("discard dagger")
    else:
        s.apply("decline")
    s.apply("play sietch_ritual")
    s.apply("discard space_time_folding")
    s.apply("choose 1")
    assert intrigues(s, seat) == intrigue


@pytest.mark.parametrize("acquire", [True, False])
def test_guild_spy_reveal_influence_with_each_spied_faction_if_it_acquires_the_spice_must_flow(acquire: bool) -> None:
    """FAQ 2.6 (U105): one Influence with each Faction whose space one of your Spies watches."""
    s, seat = reveal_turn(["guild_spy"], spies={"emperor": 0, "fremen": 0, "choam": 0, "guild": 1})
    p = s.players[seat]
    assert p.persuasion == 2
    p.persuasion += 9
    s._legal = None
    if acquire:
        s.apply("acquire the_spice_must_flow")
    resolve(s, "guild_spy")
    got = (influence(s, seat, "emperor"), influence(s, seat, "fremen"), influence(s, seat, "guild"))
    assert got == ((1, 1, 0) if acquire else (0, 0, 0))


def test_guild_spy_reveal_triggers_once_with_two_the_spice_must_flow() -> None:
    """FAQ 2.6 (designer): Guild Spy triggers once even if you buy two The Spice Must Flow (U105)."""
    s, seat = reveal_turn(["guild_spy"], spies={"emperor": 0})
    p = s.players[seat]
    p.persuasion += 18
    s._legal = None
    s.apply("acquire the_spice_must_flow")
    s.apply("acquire the_spice_must_flow")
    resolve(s, "guild_spy")
    assert influence(s, seat, "emperor") == 1 and p.discard.count("the_spice_must_flow") == 2


# ---- Junction Headquarters: Reveal 1 Persuasion, +1 Water, +1 Troop (its Agent box: the cost
# trash_intrigue, elsewhere) --------------------------------------------------------------------------------------

def test_junction_headquarters_reveal() -> None:
    s, seat = reveal_turn(["junction_headquarters"])
    p = s.players[seat]
    resolve(s, "junction_headquarters")  # recruiting waits for the player (not a plain gain: R12)
    assert (p.persuasion, p.water, p.garrison) == (1, 1, 4)


# ---- Reliable Informant: Agent "Deploy a Spy on the Emperor / Bene Gesserit / Fremen observation
# post"; Reveal 1 Persuasion, +1 Solari ---------------------------------------------------------------------------

def test_reliable_informant_places_a_spy_on_one_of_three_faction_posts() -> None:
    s, seat = agent_turn(["reliable_informant"], spies={"fremen": 1})
    s.apply("agent reliable_informant deliver_supplies")
    assert sorted(s.legal_actions()) == ["spy bene_gesserit", "spy emperor"]  # not another player's post
    s.apply("spy emperor")
    assert SPIES.get(s)["emperor"] == (seat,)


def test_reliable_informant_posts_are_emperor_bene_gesserit_and_fremen() -> None:
    """U109 (issue 33; the sources disagree, the seeds are silent): the card face as DB and
    jungcheolseung read it, Emperor, Bene Gesserit or Fremen (DIU: Emperor, Bene Gesserit, Spacing
    Guild; RC: Spacing Guild, Bene Gesserit, Fremen): with every post free, never the Spacing Guild's."""
    s, seat = agent_turn(["reliable_informant"])
    s.apply("agent reliable_informant deliver_supplies")
    assert sorted(s.legal_actions()) == ["spy bene_gesserit", "spy emperor", "spy fremen"]


def test_reliable_informant_reveal() -> None:
    s, seat = reveal_turn(["reliable_informant"])
    assert (s.players[seat].persuasion, s.players[seat].solari) == (1, 1)


# ---- Smuggler's Harvester: Agent "If you sent an Agent to a Maker board space this turn: +1 Spice";
# Reveal 1 Persuasion ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("space", "spice"), [("imperial_basin", 1 + 1), ("accept_contract", 0)])
def test_smugglers_harvester_gives_spice_at_a_maker_space(space: str, spice: int) -> None:
    """Imperial Basin (a Maker space): its 1 spice harvested and the card's 1; Accept Contract: none."""
    s, seat = agent_turn(["smugglers_harvester"])
    s.bonus_spice = dict.fromkeys(s.bonus_spice, 0)
    s.apply(f"agent smugglers_harvester {space}")
    assert s.players[seat].spice == spice


def test_smugglers_harvester_reveal() -> None:
    s, seat = reveal_turn(["smugglers_harvester"])
    assert s.players[seat].persuasion == 1


# ---- Smuggler's Haven: Agent "4 Spice -> 1 VP"; Reveal 1 Persuasion, "If one of your Spies watches
# a Maker board space: +2 Spice" (U111) --------------------------------------------------------------------------

def test_smugglers_haven_agent_pays_four_spice_for_a_victory_point() -> None:
    s, seat = agent_turn(["smugglers_haven"], spice=5)
    p = s.players[seat]
    vp = p.vp
    s.apply("agent smugglers_haven accept_contract")
    s.apply("pay")
    assert p.vp == vp + 1 and p.spice == 1


def test_smugglers_haven_agent_declined_or_unaffordable() -> None:
    s, seat = agent_turn(["smugglers_haven"], spice=4)
    vp = s.players[seat].vp
    s.apply("agent smugglers_haven accept_contract")
    s.apply("decline")
    assert s.players[seat].vp == vp and s.players[seat].spice == 4
    s, seat = agent_turn(["smugglers_haven"], spice=3)
    s.apply("agent smugglers_haven accept_contract")
    assert s.pending is None or s.pending[0] != "may"
    assert s.players[seat].spice == 3


@pytest.mark.parametrize(("post", "spice"), [("hagga_basin", 2), ("deep_desert", 2), ("fremen", 0), (None, 0)])
def test_smugglers_haven_reveal_spice_with_a_spy_on_a_maker_post(post: str | None, spice: int) -> None:
    s, seat = reveal_turn(["smugglers_haven"], spies={post: 0} if post else None)
    resolve(s, "smugglers_haven")
    assert s.players[seat].spice == spice and s.players[seat].persuasion == 1


def test_smugglers_haven_reveal_an_opponents_spy_does_not_count() -> None:
    s, seat = reveal_turn(["smugglers_haven"], spies={"hagga_basin": 1})
    resolve(s, "smugglers_haven")
    assert s.players[seat].spice == 0


# ---- Space-Time Folding: Agent "Discard a card -> draw a card. If you discarded a Spacing Guild
# card: draw a card"; Reveal 1 Persuasion --------------------------------------------------------------------------

@pytest.mark.parametrize(("discard", "drawn", "spice"), [("spacing_guilds_favor", 2, 2), ("dagger", 1, 0)])
def test_space_time_folding_discards_to_draw_one_or_two(discard: str, drawn: int, spice: int) -> None:
    s, seat = agent_turn(["space_time_folding", "spacing_guilds_favor", "dagger"])
    p = s.players[seat]
    s.apply("agent space_time_folding deliver_supplies")
    s.apply("pay")
    s.apply(f"discard {discard}")
    assert len(p.hand) == 1 + drawn and p.spice == spice


def test_space_time_folding_declined_and_its_reveal() -> None:
    s, seat = agent_turn(["space_time_folding", "dagger"])
    s.apply("agent space_time_folding deliver_supplies")
    s.apply("decline")
    assert s.players[seat].hand == ["dagger"]
    s, seat = reveal_turn(["space_time_folding"])
    assert s.players[seat].persuasion == 1


def test_space_time_folding_declined_still_draws_for_a_guild_card_discarded_earlier() -> None:
    """U403 (DuneBlend prints two lines; U136: the condition is the turn's): Sietch Ritual first
    discards Spacing Guild's Favor; Space-Time Folding's discard declined, its second line still
    draws 1 card."""
    s, seat = agent_turn(["space_time_folding", "spacing_guilds_favor", "dagger", "diplomacy"])
    p = s.players[seat]
    p.intrigues = ("sietch_ritual",)
    s._legal = None
    s.apply("play sietch_ritual")
    s.apply("discard spacing_guilds_favor")
    s.apply("choose 2")
    s.apply("agent space_time_folding deliver_supplies")
    s.apply("decline")
    assert len(p.hand) == 3 and {"dagger", "diplomacy"} <= set(p.hand)  # 2 kept + 1 drawn


# ---- Spacing Guild's Favor: "When this card is discarded: +2 Spice"; Agent draw 1 card; Reveal 2
# Persuasion, "Spend 3 Spice -> +1 Influence with a Faction" ------------------------------------------------------

def test_spacing_guilds_favor_agent_draws_a_card() -> None:
    s, seat = agent_turn(["spacing_guilds_favor"])
    s.apply("agent spacing_guilds_favor deliver_supplies")
    assert len(s.players[seat].hand) == 1 and s.players[seat].spice == 0


def test_spacing_guilds_favor_reveal_spends_three_spice_for_influence() -> None:
    s, seat = reveal_turn(["spacing_guilds_favor"], spice=3)
    p = s.players[seat]
    assert p.persuasion == 2
    resolve(s, "spacing_guilds_favor")
    s.apply("pay")
    s.apply("faction bene_gesserit")
    assert p.spice == 0 and influence(s, seat, "bene_gesserit") == 1


def test_spacing_guilds_favor_reveal_without_spice_or_declined() -> None:
    s, seat = reveal_turn(["spacing_guilds_favor"], spice=2)
    resolve(s, "spacing_guilds_favor")
    assert s.pending is not None and s.pending[0] in ("acquire", "turn") and s.players[seat].spice == 2
    s, seat = reveal_turn(["spacing_guilds_favor"], spice=3)
    resolve(s, "spacing_guilds_favor")
    s.apply("decline")
    assert s.players[seat].spice == 3 and sum(s.players[seat].influence) == 0


def test_spacing_guilds_favor_is_not_discarded_by_the_clean_up() -> None:
    """002 ACLARACIONES (Favor de la Cofradía Espacial), FAQ 2.6: the cards put in the discard pile
    at the end of the Reveal turn are not "discarded": no spice."""
    s, seat = reveal_turn(["spacing_guilds_favor"])
    p = s.players[seat]
    resolve(s, "spacing_guilds_favor")
    if s.pending == ("acquire", seat):
        s.apply("done")
    assert "spacing_guilds_favor" in p.discard and p.spice == 0


# ---- Steersman: acquire +1 Spacing Guild Influence; Agent "Draw a card, recall an Agent"; Reveal 2
# Persuasion, +2 Spice ---------------------------------------------------------------------------------------------

def test_steersman_draws_and_recalls_another_agent() -> None:
    """002 icon guide "Retornar Agente": one of your other Agents on the board, not this turn's."""
    s, seat = agent_turn(["steersman"])
    p = s.players[seat]
    s.agents = {"secrets": (seat,), "fremkit": ((seat + 1) % 4,)}
    p.agents_left -= 1
    s._legal = None
    s.apply("agent steersman deliver_supplies")
    assert len(p.hand) == 1
    assert s.agents.get("secrets") is None and s.agents["deliver_supplies"] == (seat,) and p.agents_left == 1


def test_steersman_without_another_agent_recalls_none() -> None:
    s, seat = agent_turn(["steersman"])
    p = s.players[seat]
    left = p.agents_left
    s.apply("agent steersman deliver_supplies")
    assert len(p.hand) == 1 and s.agents["deliver_supplies"] == (seat,) and p.agents_left == left - 1


def test_steersman_reveal() -> None:
    s, seat = reveal_turn(["steersman"])
    assert (s.players[seat].persuasion, s.players[seat].spice) == (2, 2)


def test_ghola_copying_guild_envoy_also_draws_when_a_guild_card_is_discarded_later() -> None:
    """Uprising + Immortality (002 COMBINAR INSURRECCIÓN CON ... INMORTALIDAD): Ghola grafted to Guild
    Envoy copies its Agent box (003 ACLARACIONES, Ghola): two boxes, each "Discard a card. If you
    discarded a Spacing Guild card: draw 2 cards". Both discards are not Guild cards (nothing drawn);
    then Sietch Ritual discards Space-Time Folding: FAQ 2.6 (U402) makes both conditions true, 4 cards."""
    from tests.immortality_card_helpers import agent_turn as immortality_agent_turn

    s = immortality_agent_turn(["ghola", "guild_envoy", "dagger", "diplomacy", "space_time_folding"],
                               edition="uprising")
    p = s.players[0]
    p.intrigues = ("sietch_ritual",)
    s._legal = None
    s.apply("graft ghola")
    s.apply("graft guild_envoy")
    s.apply("graft_to deliver_supplies")
    s.apply("discard dagger")
    s.apply("discard diplomacy")
    assert p.hand == ["space_time_folding"] and s.pending == ("plots", 0)
    s.apply("play sietch_ritual")  # its discard: the one card left, Space-Time Folding
    s.apply("choose 1")
    assert len(p.hand) == 4 and "space_time_folding" in p.discard
