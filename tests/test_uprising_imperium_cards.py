"""Issue 16: every Uprising Imperium card through the real engine — acquiring it and its Agent icons
(this file, one parametrised test per card), its Agent and Reveal boxes (one file per faction:
tests/test_uprising_imperium_<group>.py), the starter deck and the Reserve (this file).

Seed 002 is the authority (its icon guide: the Agent icons reach the board spaces of that icon, the
Spy icon the spaces a Spy of yours watches, 002 Espías; 002 Adquisición de cartas: a card costs its
Persuasion, its acquire bonus is gained when acquired). `PRINTED` is our own reading of each card's
face (cost, Agent icons, acquire bonus), from DuneBlend resources.json and the Dune Cards Hub
attributes where DuneBlend is wrong (docs/rulings.md U101), written here independently of the YAML
so that the engine is checked against the printed card, not against itself.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from landsraad.content import load_content
from landsraad.modules.uprising import spies
from landsraad.modules.uprising.state import MAKER_HOOKS, SPIES
from tests import (
    test_uprising_imperium_bene_gesserit,
    test_uprising_imperium_emperor,
    test_uprising_imperium_fremen,
    test_uprising_imperium_guild,
    test_uprising_imperium_unaligned,
)
from tests.uprising_card_helpers import FACTIONS, agent_spaces, agent_turn, influence, intrigues, reveal_turn

L, C, S, SPY = "landsraad", "city", "spice_trade", "spy"
EMP, GLD, BG, FRE = FACTIONS
ALL4 = (EMP, GLD, BG, FRE)

# card -> (Persuasion cost, Agent icons, acquire bonus) as printed
PRINTED: dict[str, tuple[int, tuple[str, ...], tuple[str, ...]]] = {
    "bene_gesserit_operative": (3, (BG,), ()),
    "branching_path": (3, (C, BG), ()),
    "calculus_of_power": (3, (C, SPY), ()),
    "captured_mentat": (5, (L, S), ()),
    "chani_clever_tactician": (5, (C, S, FRE), ()),
    "corrinth_city": (6, (L, EMP), ()),
    "covert_operation": (3, (SPY,), ()),
    "dangerous_rhetoric": (3, (L, SPY), ()),
    "desert_power": (6, (S,), ()),
    "desert_survival": (2, (S,), ()),
    "double_agent": (3, (L, C, S), ()),
    "ecological_testing_station": (3, (C, FRE), ()),
    "fedaykin_stilltent": (2, (S,), ()),
    "guild_envoy": (3, ALL4, ()),
    "guild_spy": (3, (SPY,), ("spy",)),
    "hidden_missive": (2, (L,), ()),
    "imperial_spymaster": (2, (EMP, SPY), ()),
    "in_high_places": (5, (EMP, BG), ("spy",)),
    "junction_headquarters": (6, (L, C, S), ()),
    "leadership": (5, (S, FRE), ()),
    "long_live_the_fighters": (7, (C, FRE), ()),
    "maker_keeper": (2, (C,), ()),
    "maula_pistol": (3, (C, S), ()),
    "northern_watermaster": (3, (C,), ()),
    "overthrow": (8, ALL4, ("intrigue",)),
    "paracompass": (4, (C,), ()),
    "price_is_no_object": (6, (EMP, BG), ("solari2",)),
    "public_spectacle": (4, (SPY,), ()),
    "rebel_supplier": (3, (C,), ()),
    "reliable_informant": (2, (GLD,), ()),
    "sardaukar_coordination": (4, (L, EMP), ()),
    "sardaukar_soldier": (1, (C,), ()),
    "shishakli": (4, (C, S), ()),
    "smugglers_harvester": (1, (S,), ()),
    "smugglers_haven": (4, (S, GLD), ()),
    "southern_elders": (4, (BG, FRE), ()),
    "space_time_folding": (1, (GLD,), ()),
    "spacing_guilds_favor": (5, (S, GLD), ()),
    "spy_network": (2, (), ("spy",)),
    "steersman": (8, (L, C, S, GLD), ("influence_guild",)),
    "stilgar_the_devoted": (6, (C, S, FRE), ()),
    "strike_fleet": (5, (SPY,), ("spy",)),
    "subversive_advisor": (5, (SPY,), ("spy",)),
    "treacherous_maneuver": (5, ALL4, ()),
    "tread_in_darkness": (4, (L, C, S), ()),
    "truthtrance": (4, ALL4, ()),
    "undercover_asset": (2, (L, C, S), ()),
    "unswerving_loyalty": (1, (), ()),
    "weirding_woman": (1, (C, S), ()),
    "wheels_within_wheels": (2, (SPY,), ()),
    # the Reserve (002 COMPONENTES DEL JUEGO)
    "prepare_the_way": (2, (L, C), ()),
    "the_spice_must_flow": (9, (), ("vp",)),
}
# the starter deck (002 COMPONENTES DE JUGADOR): Agent icons; never acquired
STARTER_ICONS: dict[str, tuple[str, ...]] = {
    "convincing_argument": (),
    "dagger": (L,),
    "diplomacy": ALL4,
    "dune_the_desert_planet": (S,),
    "reconnaissance": (C,),
    "seek_allies": ALL4,
    "signet_ring": (L, C, S),
}

# Cards whose rule was written after the group files (issue 16): it is tested by the helper writing
# it, in tests/test_uprising_new_rules.py.
# Acquiring them and their Agent icons are tested here; the boxes named are tested in the group files.
COVERED_ELSEWHERE: dict[str, str] = {
    "branching_path": "agent box: the cost trash_intrigue (its Reveal box: group file)",
    "junction_headquarters": "agent box: the cost trash_intrigue (its Reveal box: group file)",
    "leadership": "agent and reveal boxes: for_each",
    "long_live_the_fighters": "agent box: custom:long_live_the_fighters (its Reveal box: group file)",
    "price_is_no_object": "agent box: custom:price_is_no_object (its Reveal box: group file)",
    "sardaukar_coordination": "reveal box: for_each (its Agent box: group file)",
    "undercover_asset": "agent box: ignore_requirements (its Reveal box: group file)",
}
# the Signet Ring's Agent box is each leader's (tests of the leaders)
STARTER_ELSEWHERE = {"signet_ring": "agent box: the leader's Signet Ring ability"}


def _standard_cards() -> list[str]:
    content = load_content("uprising")
    return sorted(c for c, card in content.cards.items() if card.kind == "imperium" and card.module is None)


STANDARD = _standard_cards()
GROUPS = (test_uprising_imperium_emperor, test_uprising_imperium_guild, test_uprising_imperium_bene_gesserit,
          test_uprising_imperium_fremen, test_uprising_imperium_unaligned)


# ---- coverage ------------------------------------------------------------------------------------

def test_every_standard_card_is_tested() -> None:
    """Issue 16: one engine test per card. Each group file's TESTED names the cards whose boxes it
    plays; together with the rules tested elsewhere they are exactly the 50 standard identities
    (65 cards) of 002, and every one has a PRINTED row (acquire, icons: this file)."""
    content = load_content("uprising")
    assert len(STANDARD) == 50 and sum(content.cards[c].copies for c in STANDARD) == 65
    tested: list[str] = [c for g in GROUPS for c in g.TESTED]
    assert len(tested) == len(set(tested)), "a card is listed in two group files"
    assert set(tested) | set(COVERED_ELSEWHERE) == set(STANDARD)
    assert set(PRINTED) == set(STANDARD) | {"prepare_the_way", "the_spice_must_flow"}
    assert set(STARTER_ICONS) == set(content.starter_deck)
    assert set(STARTER_TESTED) | set(STARTER_ELSEWHERE) == set(STARTER_ICONS) | {"prepare_the_way", "the_spice_must_flow"}


def test_covered_elsewhere_is_tested_there() -> None:
    """A card listed as covered elsewhere is tested by name in tests/test_uprising_new_rules.py
    (every rule the content names exists: tests/test_uprising_rules.py)."""
    text = Path(__file__).with_name("test_uprising_new_rules.py").read_text(encoding="utf-8")
    for cid in COVERED_ELSEWHERE:
        assert cid in text, cid


# ---- acquiring -------------------------------------------------------------------------------------

def _offer(cid: str, persuasion: int) -> tuple[object, int]:
    """A Reveal turn with `persuasion` to spend and `cid` in the Imperium Row (or the Reserve)."""
    s, seat = reveal_turn(["convincing_argument"])  # 2 Persuasion: the acquire decision is open
    if s.rules.content.cards[cid].kind == "imperium":
        s.imperium_row = (cid,) + tuple(c for c in s.imperium_row if c != cid)[:4]
    s.players[seat].persuasion = persuasion
    s._legal = None
    return s, seat


@pytest.mark.parametrize("cid", sorted(PRINTED))
def test_acquire_for_its_printed_cost_and_gain_its_bonus(cid: str) -> None:
    """002 Adquisición de cartas: a card costs its printed Persuasion (one less is not enough); it
    goes to the discard pile, and its acquire bonus is gained at once (002 icon guide: Espía,
    Intriga, Solaris, Influencia, Punto de Victoria)."""
    cost, _, bonus = PRINTED[cid]
    s, seat = _offer(cid, cost - 1)
    assert f"acquire {cid}" not in s.legal_actions()
    s, seat = _offer(cid, cost + 2)  # 2 left over: Prepare the Way keeps the acquire decision open
    p = s.players[seat]
    before = (p.solari, p.vp, intrigues(s, seat), influence(s, seat, GLD), len(p.discard))
    reserve = dict(s.reserve)
    s.apply(f"acquire {cid}")
    assert p.persuasion == 2 and p.discard[-1] == cid and len(p.discard) == before[4] + 1
    if cid in reserve:
        assert s.reserve[cid] == reserve[cid] - 1
    else:
        assert cid not in s.imperium_row[:1] and len(s.imperium_row) == 5  # the Row refilled
    gained = (p.solari - before[0], p.vp - before[1], intrigues(s, seat) - before[2],
              influence(s, seat, GLD) - before[3])
    expect = {(): (0, 0, 0, 0), ("solari2",): (2, 0, 0, 0), ("vp",): (0, 1, 0, 0), ("intrigue",): (0, 0, 1, 0),
              ("influence_guild",): (0, 0, 0, 1), ("spy",): (0, 0, 0, 0)}[bonus]
    assert gained == expect
    if bonus == ("spy",):
        # 002 Espías: the Spy must be placed on an empty observation post
        assert s.pending is not None and s.pending[0] == "spy_place"
        assert sorted(s.legal_actions()) == sorted(f"spy {post}" for post in spies.posts(s.rules))
        s.apply("spy fremen")
        assert SPIES.get(s) == {"fremen": (seat,)} and s.pending == ("acquire", seat)
    else:
        assert s.pending == ("acquire", seat) and SPIES.get(s) == {}


def test_starter_cards_are_never_acquired() -> None:
    """002 Preparación: the starter deck is each player's own; it is not in the Row or the Reserve."""
    s, seat = _offer("prepare_the_way", 20)
    offered = {a.split()[1] for a in s.legal_actions() if a.startswith("acquire ")}
    assert offered and not offered & set(STARTER_ICONS)


# ---- Agent icons -----------------------------------------------------------------------------------

def _spaces_with(icons: tuple[str, ...]) -> set[str]:
    content = load_content("uprising")
    return {sid for sid, sp in content.spaces.items() if sp.icon in icons}


@pytest.mark.parametrize("cid", sorted(set(PRINTED) | set(STARTER_ICONS)))
def test_agent_icons_reach_their_spaces_only(cid: str) -> None:
    """002 icon guide (Iconos de Agente) and 002 Espías: a card is sent only to the spaces of its
    printed icons; the Spy icon reaches the spaces a Spy of yours watches (the CHOAM post: Shipping
    and Accept Contract), an opponent's Spy gives no access, and a card without the Spy icon gets
    none from your Spy. Rich and with 2 Influence everywhere, so no cost or requirement is in the way."""
    icons = PRINTED[cid][1] if cid in PRINTED else STARTER_ICONS[cid]
    rich = {"spice": 10, "solari": 10, "water": 10, "influence": dict.fromkeys(FACTIONS, 2)}
    expect = _spaces_with(icons)
    s, _ = agent_turn([cid], spies={"choam": 0, "fremen": 1}, **rich)  # type: ignore[arg-type]
    if SPY in icons:
        expect |= {"shipping", "accept_contract"}
    assert agent_spaces(s, cid) == expect
    assert "reveal" in s.legal_actions()
    if SPY in icons:
        s, _ = agent_turn([cid], spies={"fremen": 1}, **rich)  # type: ignore[arg-type]
        assert agent_spaces(s, cid) == _spaces_with(icons)


@pytest.mark.parametrize("cid", ["truthtrance", "tread_in_darkness", "calculus_of_power"])
def test_influence_requirements_and_costs_close_spaces_to_any_card(cid: str) -> None:
    """002 Requisitos de Influencia and Costes de las casillas: poor and with no Influence, a card's
    icons do not open Imperial Privilege, Sietch Tabr, Shipping, nor the spaces with a cost."""
    s, _ = agent_turn([cid], spies={"choam": 0, "landsraad_left": 0, "sietch_tabr_research_station": 0})
    reached = agent_spaces(s, cid)
    assert reached
    assert not reached & {"imperial_privilege", "sietch_tabr", "shipping", "sardaukar", "heighliner",
                          "espionage", "desert_tactics", "high_council", "swordmaster", "research_station",
                          "deep_desert", "hagga_basin"}


# ---- the starter deck and the Reserve --------------------------------------------------------------

STARTER_TESTED = ("convincing_argument", "dagger", "diplomacy", "dune_the_desert_planet", "reconnaissance",
                  "seek_allies", "prepare_the_way", "the_spice_must_flow")


@pytest.mark.parametrize(("cid", "persuasion", "swords", "spice"), [
    ("convincing_argument", 2, 0, 0), ("dagger", 0, 1, 0), ("diplomacy", 1, 0, 0),
    ("dune_the_desert_planet", 1, 0, 0), ("reconnaissance", 1, 0, 0), ("seek_allies", 0, 0, 0),
    ("signet_ring", 1, 0, 0), ("prepare_the_way", 2, 0, 0), ("the_spice_must_flow", 0, 0, 1),
])
def test_starter_and_reserve_reveal_boxes(cid: str, persuasion: int, swords: int, spice: int) -> None:
    """002 COMPONENTES DE JUGADOR (the base starter cards' Reveal boxes) and the Reserve: Prepare the
    Way 2 Persuasion, The Spice Must Flow 1 spice."""
    s, seat = reveal_turn([cid])
    p = s.players[seat]
    assert (p.persuasion, p.swords, p.spice) == (persuasion, swords, spice)
    assert not any(a.startswith("resolve") for a in s.legal_actions())  # nothing left to resolve


def test_seek_allies_trashes_itself() -> None:
    """Seek Allies' Agent box: "Trash this card" (out of the game, after its space's effects)."""
    s, seat = agent_turn(["seek_allies"])
    p = s.players[seat]
    s.apply("agent seek_allies deliver_supplies")
    assert "seek_allies" not in p.in_play and "seek_allies" in p.trashed
    assert p.water == 1 and influence(s, seat, GLD) == 1


@pytest.mark.parametrize("cid", ["convincing_argument", "dagger", "diplomacy", "dune_the_desert_planet",
                                 "reconnaissance", "the_spice_must_flow"])
def test_cards_without_an_agent_box_give_only_the_space(cid: str) -> None:
    """A card with no Agent box: the space's effects alone (Dagger at Gather Support, 002 worked
    example; the others at a space of their icon; The Spice Must Flow has no Agent icon at all)."""
    space = {"convincing_argument": None, "dagger": "gather_support", "diplomacy": "deliver_supplies",
             "dune_the_desert_planet": "accept_contract", "reconnaissance": "spice_refinery",
             "the_spice_must_flow": None}[cid]
    s, seat = agent_turn([cid])
    p = s.players[seat]
    if space is None:
        assert agent_spaces(s, cid) == set()
        return
    hand, solari, water, garrison = len(p.hand), p.solari, p.water, p.garrison
    s.apply(f"agent {cid} {space}")
    assert cid in p.in_play
    gained = {"gather_support": (0, 0, 0, 2), "deliver_supplies": (0, 0, 1, 0), "accept_contract": (1, 2, 0, 0),
              "spice_refinery": (0, 2, 0, 0)}[space]
    assert (len(p.hand) - hand + 1, p.solari - solari, p.water - water, p.garrison - garrison) == gained


@pytest.mark.parametrize("bg", [1, 2])
def test_prepare_the_way_draws_with_two_bene_gesserit_influence(bg: int) -> None:
    """Prepare the Way's Agent box: "with 2 or more Bene Gesserit Influence" (002 icon guide,
    Influencia): draw a card; with 1 Influence nothing. Sent to Assembly Hall (an Intrigue card)."""
    s, seat = agent_turn(["prepare_the_way"], influence={BG: bg})
    p = s.players[seat]
    s.apply("agent prepare_the_way assembly_hall")
    assert len(p.hand) == (1 if bg == 2 else 0) and intrigues(s, seat) == 1


# ---- options that cannot be done are not offered (docs/rulings.md U400) ------------------------------

@pytest.mark.parametrize("hooks", [True, False])
def test_deep_desert_offers_the_sandworms_only_with_maker_hooks(hooks: bool) -> None:
    """002 guide, Desierto profundo: 4 spice OR, with Maker Hooks, 2 sandworms (FAQ 2.6). Without
    hooks the worms are not an option (U400): the spice is taken by itself."""
    s, seat = agent_turn(["dune_the_desert_planet"], water=3)
    if hooks:
        MAKER_HOOKS.put(s, (seat,))
    s.conflict = "skirmish_crysknife"
    s.bonus_spice = dict.fromkeys(s.bonus_spice, 0)
    s._legal = None
    s.apply("agent dune_the_desert_planet deep_desert")
    p = s.players[seat]
    if hooks:
        assert s.legal_actions() == ["choose 1", "choose 2"]
        s.apply("choose 2")
        assert p.conflict == {"sandworm": 2} and p.spice == 0
    else:
        assert p.spice == 4 and p.conflict == {}
