"""The Uprising card rules added for issues 15/16 (modules/uprising/counters.py, card_rules.py,
intrigue_rules.py, the cost `trash_intrigue` in costs.py) and every Imperium card and leader
ability that uses them, played through the real engine (`legal_actions` / `apply`).

Seed 002 is the authority (its icon guide and ACLARACIONES); the cards' own words are in
modules/uprising/content/*.yaml and modules/uprising/card_texts.py; choices are docs/rulings.md U200 onwards.
The Intrigue cards that use them are tested in tests/test_uprising_intrigue_cards.py.
"""

from __future__ import annotations

import pytest

from landsraad import GameState, new_game
from landsraad.core.errors import IllegalActionError
from landsraad.invariants import check as check_invariants
from landsraad.modules.uprising.card_rules import ignoring_cards
from landsraad.modules.uprising.turn import REVEALED, SWORD_CARDS
from landsraad.rules import engine
from landsraad.rules.hidden import public_state
from landsraad.rules.influence import change_influence
from tests.products import turn_of, uprising_config
from tests.products import uprising_game as game


def run_effect(s: GameState, seat: int, e: tuple[object, ...], src: str) -> None:
    s.pending = None
    s.stack = [("eff", seat, e, src)]
    engine.run(s)


def reveal(s: GameState, seat: int) -> None:
    """`seat` takes its Reveal turn now (its other Agents spent)."""
    s.players[seat].agents_left = 0
    s._legal = None
    s.apply("reveal")


# ---- for_each ---------------------------------------------------------------------------------------

def test_leadership_agent_box_draws_one_card_per_sandworm() -> None:
    """Leadership (002 card; DB "For each Sandworm you have in the conflict: Draw a card"): two
    worms, two cards; none, none."""
    for worms in (0, 2):
        s = game()
        seat = turn_of(s, ["leadership"])
        p = s.players[seat]
        if worms:
            p.conflict = {"sandworm": worms}
        hand = len(p.hand)
        s.apply("agent leadership hagga_basin")
        while s.pending is not None and s.pending[1] == seat and s.pending[0] != "turn":
            s.apply(s.legal_actions()[-1])  # the space's own choices (nothing drawn there)
        assert len(p.hand) == hand - 1 + worms


def test_leadership_reveal_counts_other_revealed_cards_that_gave_swords() -> None:
    """Leadership's Reveal box: "+1 Sword for each revealed card that provides one or more Swords"
    (U108: each *other* revealed card; U201: those that gave Swords when its box resolves; a card
    played in an Agent turn is in play but was not revealed)."""
    s = game()
    seat = turn_of(s, ["dagger", "leadership", "dagger", "convincing_argument"])
    p = s.players[seat]
    p.in_play = ["sardaukar_soldier"]  # played earlier this round: its Swords do not count
    reveal(s, seat)
    assert REVEALED.get(s.turn) == ("dagger", "leadership", "dagger", "convincing_argument")
    assert s.pending is not None and "resolve leadership" in s.legal_actions()
    swords = p.swords  # the two Daggers' and Leadership's own flat Sword resolved by themselves
    assert swords == 3
    s.apply("resolve leadership")
    assert p.swords == swords + 2  # both Daggers; not Leadership itself, not the Agent-turn card


def test_leadership_counts_a_choice_only_when_it_gave_swords() -> None:
    """U201: Undercover Asset revealed counts only once its choice gave the Swords."""
    for option, extra in (("choose 2", 1), ("choose 1", 0)):
        s = game()
        seat = turn_of(s, ["leadership", "undercover_asset"])
        p = s.players[seat]
        reveal(s, seat)
        s.apply("resolve undercover_asset")
        s.apply(option)
        if s.pending is not None and s.pending[0] == "spy_place":
            s.apply(s.legal_actions()[0])
        before = p.swords
        s.apply("resolve leadership")
        assert p.swords == before + extra


def test_sardaukar_coordination_counts_revealed_emperor_cards_itself_included() -> None:
    """Sardaukar Coordination's Reveal box: "+1 Sword for each Emperor card you revealed
    (including this one)"; an Emperor card played in an Agent turn was not revealed."""
    s = game()
    seat = turn_of(s, ["sardaukar_coordination", "sardaukar_soldier", "dagger"])
    p = s.players[seat]
    p.in_play = ["calculus_of_power"]  # an Emperor card in play, not revealed
    reveal(s, seat)
    before = p.swords
    s.apply("resolve sardaukar_coordination")
    assert p.swords == before + 2


def test_interstellar_trade_one_persuasion_per_completed_contract() -> None:
    """Interstellar Trade (CHOAM card): "+1 Persuasion for each Contract you have completed"
    (the `contracts_done` zone; nothing without contracts)."""
    for done in ((), ("harvest_3", "espionage")):
        s = game()
        seat = turn_of(s, ["interstellar_trade"])
        p = s.players[seat]
        if done:
            p.zones = {**p.zones, "contracts_done": done}
        reveal(s, seat)
        if s.turn.boxes:
            s.apply("resolve interstellar_trade")
        assert p.persuasion == len(done)


# ---- ignore_requirements ---------------------------------------------------------------------------

def test_undercover_asset_reaches_spaces_whose_influence_requirement_you_miss() -> None:
    """Undercover Asset (002 card; DB "Ignore Influence requirements on board spaces when sending
    an Agent this turn"): Imperial Privilege (Emperor 2), Sietch Tabr (Fremen 2) and Shipping
    (Spacing Guild 2) are offered to it without the Influence, never to another card (U200)."""
    assert ignoring_cards() == ("undercover_asset",)
    s = game()
    seat = turn_of(s, ["undercover_asset", "signet_ring"])
    s.players[seat].solari = s.players[seat].spice = 3  # the spaces' costs (Imperial Privilege, Shipping)
    s._legal = None
    legal = s.legal_actions()
    for sid in ("imperial_privilege", "sietch_tabr", "shipping"):
        assert f"agent undercover_asset {sid}" in legal
        assert f"agent signet_ring {sid}" not in legal
    assert "agent undercover_asset sardaukar" not in legal  # still only its own Agent icons
    p = s.players[seat]
    s.apply("agent undercover_asset sietch_tabr")
    assert s.agents.get("sietch_tabr") == (seat,) and "undercover_asset" in p.in_play


def test_undercover_asset_still_needs_a_free_space_and_an_agent() -> None:
    s = game()
    seat = turn_of(s, ["undercover_asset"])
    s.agents = {**s.agents, "shipping": ((seat + 1) % 4,)}
    s._legal = None
    assert "agent undercover_asset shipping" not in s.legal_actions()
    s.players[seat].agents_left = 0
    s._legal = None
    assert not any(a.startswith("agent ") for a in s.legal_actions())


# ---- Long Live the Fighters ------------------------------------------------------------------------

def test_long_live_the_fighters_draw_one_discard_one_trash_one() -> None:
    """"If your deck has three or more cards, look at the top three cards. Draw one, discard one,
    and trash one" (U205): the known top card is among the three."""
    s = game()
    seat = turn_of(s, ["long_live_the_fighters"])
    p = s.players[seat]
    p.deck, p.deck_top = ["dagger", "diplomacy", "reconnaissance"], ("signet_ring",)
    s.apply("agent long_live_the_fighters spice_refinery")  # a space that draws no card
    while s.pending is not None and s.pending[0] != "long_live":
        s.apply(s.legal_actions()[0])
    assert s.pending is not None
    looked = sorted(s.pending[2])
    assert "signet_ring" in looked and len(looked) == 3
    assert s.legal_actions() == [f"draw {c}" for c in looked]
    # another seat sees that a choice is pending, never the cards
    other = public_state(s, (seat + 1) % 4)
    assert "signet_ring" not in str(other["pending"])
    s.apply("draw signet_ring")
    rest = [c for c in looked if c != "signet_ring"]
    assert s.legal_actions() == [f"discard {c}" for c in rest]
    s.apply(f"discard {rest[0]}")
    assert "signet_ring" in p.hand and rest[0] in p.discard and rest[1] in p.trashed
    assert len(p.deck) + len(p.deck_top) == 1


def test_long_live_the_fighters_needs_three_cards_in_the_deck() -> None:
    s = game()
    seat = turn_of(s, ["long_live_the_fighters"])
    p = s.players[seat]
    p.deck, p.deck_top, p.discard = ["dagger", "diplomacy"], (), ["reconnaissance"]
    s.apply("agent long_live_the_fighters spice_refinery")
    while s.pending is not None and s.pending[1] == seat and s.pending[0] not in ("turn", "long_live"):
        s.apply(s.legal_actions()[0])
    assert s.pending is None or s.pending[0] != "long_live"
    assert sorted(p.deck) == ["dagger", "diplomacy"] and p.discard == ["reconnaissance"]


# ---- Price is No Object ---------------------------------------------------------------------------

def test_price_is_no_object_acquires_a_row_card_for_solari() -> None:
    """"You may acquire a card to your hand using Solari instead of Persuasion" (U137: a Row card,
    to the HAND — DB, RC and jungcheolseung all name the hand; no source names the discard pile):
    only cards whose cost the Solari cover are offered, and passing is allowed."""
    s = game()
    s.imperium_row = ("leadership", "sardaukar_soldier", "double_agent", "maula_pistol", "long_live_the_fighters")
    seat = turn_of(s, ["price_is_no_object"])
    p = s.players[seat]
    p.solari, p.spice = 5, 4  # Sardaukar costs 4 spice
    s.apply("agent price_is_no_object sardaukar")
    while s.pending is not None and s.pending[0] != "price_is_no_object":
        s.apply(s.legal_actions()[0])
    assert s.legal_actions() == ["acquire double_agent", "acquire leadership", "acquire maula_pistol",
                                 "acquire sardaukar_soldier", "pass"]
    solari = p.solari
    s.apply("acquire leadership")
    assert p.solari == solari - 5 and "leadership" in p.hand and "leadership" not in p.discard
    assert len(s.imperium_row) == 5
    assert p.persuasion == 0


def test_price_is_no_object_may_be_declined_and_is_not_asked_when_broke() -> None:
    s = game()
    s.imperium_row = ("leadership", "sardaukar_soldier", "double_agent", "maula_pistol", "long_live_the_fighters")
    p = s.players[0]
    p.solari = 1
    run_effect(s, 0, ("custom", "price_is_no_object"), "card:price_is_no_object")
    assert s.pending == ("price_is_no_object", 0)
    s.apply("pass")
    assert p.solari == 1 and "sardaukar_soldier" in s.imperium_row
    p.solari = 0
    run_effect(s, 0, ("custom", "price_is_no_object"), "card:price_is_no_object")
    assert s.pending is None


# ---- Chronicler's Insight (Princess Irulan's Signet, second option) ----------------------------------

def test_chroniclers_insight_trash_a_card_spice_if_it_cost_one_or_more() -> None:
    """U133/U206: trash a card from your hand; +2 spice if it costs 1 Persuasion or more (a starting
    card costs nothing)."""
    s = game()
    p = s.players[1]
    p.hand = ["dagger", "sardaukar_soldier"]
    spice = p.spice
    run_effect(s, 1, ("custom", "chroniclers_insight"), "leader:princess_irulan")
    assert s.legal_actions() == ["trash dagger", "trash sardaukar_soldier"]
    s.apply("trash sardaukar_soldier")
    assert p.spice == spice + 2 and "sardaukar_soldier" in p.trashed and p.hand == ["dagger"]
    run_effect(s, 1, ("custom", "chroniclers_insight"), "leader:princess_irulan")
    assert s.pending is None  # one card: no choice, it is trashed
    assert p.hand == [] and "dagger" in p.trashed and p.spice == spice + 2
    run_effect(s, 1, ("custom", "chroniclers_insight"), "leader:princess_irulan")
    assert s.pending is None and p.spice == spice + 2  # an empty hand: nothing happens


# ---- the cost trash_intrigue -------------------------------------------------------------------------

def test_branching_path_trash_an_intrigue_for_an_intrigue_and_2_spice() -> None:
    """Branching Path (002 card; U102: "With the Bene Gesserit Alliance: Trash an Intrigue card ->
    +1 Intrigue card, +2 Spice", the card face as jungcheolseung reads it, and RC): the trashed card
    leaves the game face up (U207) and the Intrigue count of the invariants still adds up."""
    s = game()
    seat = turn_of(s, ["branching_path"])
    p = s.players[seat]
    change_influence(s, seat, "bene_gesserit", 4)
    assert s.alliance[s.rules.faction_index["bene_gesserit"]] == seat
    deck = list(s.intrigue_deck)
    p.intrigues = (deck[0], deck[1])
    s.intrigue_deck = tuple(deck[2:])
    p.water, spice = 2, p.spice  # Research Station costs 2 water
    s.apply("agent branching_path research_station")
    while s.pending is not None and s.pending[0] != "may":
        s.apply(s.legal_actions()[0])
    s.apply("pay")
    assert s.pending is not None and s.pending[0] == "trash_intrigue"
    assert s.legal_actions() == sorted({f"trash_intrigue {deck[0]}", f"trash_intrigue {deck[1]}"})
    s.apply(f"trash_intrigue {deck[1]}")
    assert p.zones["trashed_intrigues"] == (deck[1],)
    assert len(p.intrigues) == 2 and p.spice == spice + 2
    assert not [bad for bad in check_invariants(s) if "intrigue" in bad]
    assert public_state(s, (seat + 1) % 4)["players"][seat]["zones"]["trashed_intrigues"] == [deck[1]]


def test_branching_path_offers_nothing_without_an_intrigue_or_the_alliance() -> None:
    """U102 (issue 33): the requirement is the Bene Gesserit Alliance, not 2 Influence (DB's
    paraphrase): with 2 or 3 Bene Gesserit Influence and an Intrigue card, nothing is offered."""
    for influence, intrigues in ((4, False), (2, True), (3, True)):
        s = game()
        seat = turn_of(s, ["branching_path"])
        p = s.players[seat]
        change_influence(s, seat, "bene_gesserit", influence)
        deck = list(s.intrigue_deck)
        p.intrigues = (deck[0],) if intrigues else ()
        s.intrigue_deck = tuple(deck[1:]) if intrigues else s.intrigue_deck
        p.water = 2
        s.apply("agent branching_path research_station")
        while s.pending is not None and s.pending[1] == seat and s.pending[0] not in ("turn", "may"):
            s.apply(s.legal_actions()[0])
        assert s.pending is None or s.pending[0] != "may"
        assert "trashed_intrigues" not in p.zones


def test_junction_headquarters_with_the_guild_alliance() -> None:
    """Junction Headquarters: with the Spacing Guild Alliance, trash an Intrigue and pay 2 spice ->
    +1 VP (both costs needed: U107)."""
    s = game()
    seat = turn_of(s, ["junction_headquarters"])
    p = s.players[seat]
    change_influence(s, seat, "guild", 4)
    assert s.alliance[s.rules.faction_index["guild"]] == seat
    deck = list(s.intrigue_deck)
    p.intrigues, s.intrigue_deck = (deck[0],), tuple(deck[1:])
    p.spice, vp = 2, p.vp
    s.apply("agent junction_headquarters arrakeen")
    while s.pending is not None and s.pending[0] != "may":
        s.apply(s.legal_actions()[0])
    s.apply("pay")
    assert p.vp == vp + 1 and p.spice == 0 and p.intrigues == ()
    assert p.zones["trashed_intrigues"] == (deck[0],)
    p.spice = 1  # not enough spice: the arrow is not offered
    p.intrigues, s.intrigue_deck = (deck[1],), tuple(deck[2:])
    run_effect(s, seat, s.rules.content.cards["junction_headquarters"].agent[0], "card:junction_headquarters")
    assert s.pending is None and p.intrigues == (deck[1],)


def test_a_save_with_a_trashed_intrigue_loads_and_an_unknown_one_is_refused() -> None:
    from landsraad.core.errors import SaveError
    s = game()
    iid = s.intrigue_deck[0]
    s.intrigue_deck = s.intrigue_deck[1:]
    s.players[2].zones = {"trashed_intrigues": (iid,)}
    t = GameState.from_json(s.to_json())
    assert t.players[2].zones == {"trashed_intrigues": (iid,)}
    d = s.to_json()
    d["players"][2]["zones"] = {"trashed_intrigues": ["no_such_card"]}
    with pytest.raises(SaveError, match="trashed_intrigues"):
        GameState.from_json(d)


# ---- the tracks' two_bonus ---------------------------------------------------------------------------

def test_the_two_influence_vp_is_the_tracks_two_bonus() -> None:
    """002 Facciones: reaching 2 Influence gives 1 VP, lost again below 2 (factions.yaml
    `two_bonus`, read by rules/influence.py through the ruleset)."""
    s = game(3)
    assert dict(s.rules.two_bonus_vp) == {"emperor": 1, "guild": 1, "bene_gesserit": 1, "fremen": 1}
    p = s.players[0]
    vp = p.vp
    change_influence(s, 0, "fremen", 3)
    assert p.vp == vp + 1
    change_influence(s, 0, "fremen", -2)
    assert p.vp == vp


def test_an_illegal_choice_changes_nothing() -> None:
    s = game()
    p = s.players[1]
    p.hand = ["dagger"]
    run_effect(s, 1, ("custom", "chroniclers_insight"), "leader:princess_irulan")
    # one card: resolved by itself; with two the player must name one of them
    p.hand = ["dagger", "diplomacy"]
    run_effect(s, 1, ("custom", "chroniclers_insight"), "leader:princess_irulan")
    before = s.to_json()
    with pytest.raises(IllegalActionError):
        s.apply("trash signet_ring")
    assert s.to_json() == before


def test_a_save_in_the_middle_of_the_new_decisions_plays_on_the_same() -> None:
    """The new decisions and turn values survive a save (the turn's revealed cards, a Long Live
    the Fighters choice half made)."""
    s = game()
    seat = turn_of(s, ["long_live_the_fighters"])
    p = s.players[seat]
    p.deck, p.deck_top = ["dagger", "diplomacy", "reconnaissance", "seek_allies"], ()
    s.apply("agent long_live_the_fighters spice_refinery")
    while s.pending is not None and s.pending[0] != "long_live":
        s.apply(s.legal_actions()[0])
    s.apply(s.legal_actions()[0])  # drawn: the discard is next
    t = GameState.from_json(s.to_json())
    assert t.legal_actions() == s.legal_actions() and t.state_hash() == s.state_hash()
    s.apply(s.legal_actions()[0])
    t.apply(t.legal_actions()[0])
    assert t.state_hash() == s.state_hash()
    r = game()
    seat = turn_of(r, ["leadership", "dagger"])
    reveal(r, seat)
    u = GameState.from_json(r.to_json())
    assert REVEALED.get(u.turn) == ("leadership", "dagger") and SWORD_CARDS.get(u.turn) == SWORD_CARDS.get(r.turn)
    r.apply("resolve leadership")
    u.apply("resolve leadership")
    assert u.state_hash() == r.state_hash()


def test_a_card_drawn_and_revealed_in_the_reveal_turn_counts_as_revealed() -> None:
    """FAQ 2.1: a card drawn in the Reveal turn is revealed at once, so it is one of the cards
    Sardaukar Coordination and Leadership count (U201, U208)."""
    s = game()
    seat = turn_of(s, ["sardaukar_coordination"])
    p = s.players[seat]
    p.deck, p.deck_top = ["sardaukar_soldier"], ()
    reveal(s, seat)
    run_effect(s, seat, ("draw", 1), "t")  # e.g. a Reveal box's draw
    assert REVEALED.get(s.turn) == ("sardaukar_coordination", "sardaukar_soldier")
    from landsraad.modules.uprising.counters import count
    assert count(s, seat, "revealed_emperor_card", "card:sardaukar_coordination") == 2
    assert count(s, seat, "other_revealed_sword_card", "card:leadership") == 1  # the Soldier's Sword


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_random_uprising_games_without_leaders_end_with_the_invariants_holding(seed: int) -> None:
    """With every card rule in place, an Uprising game without leaders (whose rules are still
    missing) plays to its end with random choices, the invariants holding at every step (the
    trashed Intrigue cards included in their count)."""
    import random
    s = new_game(uprising_config(3 + seed % 2), seed=seed)
    r = random.Random(seed)
    steps = 0
    while not s.is_terminal():
        s.apply(r.choice(s.legal_actions()))
        steps += 1
        assert check_invariants(s) == [], steps
        assert steps < 20_000
    assert s.winner >= 0 or s.ranking
