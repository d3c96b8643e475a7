"""Issue 18: every Immortality Imperium card (and the starter card Experimentation) through the real
engine — its printed values against our data (`PRINTED`), acquiring it, its Agent icons (this file),
and its Agent and Reveal boxes, every branch and condition both ways (this file, Bene Tleilax Lab to
Long Reach; tests/test_immortality_imperium_boxes.py, Occupation to Tleilaxu Surgeon).

Seed 003 is the authority (COMPONENTES, PREPARACIÓN, ADSCRIPCIONES, ACLARACIONES, NUEVOS ICONOS,
Marcadores genéticos, CARTAS TLEILAXU) with shared/FAQ.md 2.7; the seed prints no card text, so
`PRINTED` is our own reading of each card face from shared/reference: DuneBlend resources.json
(source Immortality) and the card-face transcription impl-kr (docs/rulings.md I19), typed here
independently of modules/immortality/content/*.yaml so that the data is checked against the card, not
against itself. Where they disagree or the texts are silent: docs/rulings.md I20-I36, I60-I64, I80, I83.
"""

from __future__ import annotations

import importlib
from typing import NamedTuple

import pytest

from landsraad import GameState
from landsraad.core.errors import IllegalActionError
from landsraad.modules.immortality.data import markers
from landsraad.modules.immortality.loader import immortality_for
from landsraad.modules.immortality.state import RESEARCH, TLEILAXU, TLEILAXU_ROW
from landsraad.rules import engine
from landsraad.rules.influence import change_influence
from tests.immortality_card_helpers import (
    FACTIONS,
    agent_turn,
    graft,
    graft_spaces,
    icon_spaces,
    influence,
    play,
    resolve,
    reveal_turn,
    rich,
    spaces,
    tanks,
)

L, C, S = "landsraad", "city", "spice_trade"
EMP, GLD, BG, FRE = FACTIONS
IMM = immortality_for("base")


class Printed(NamedTuple):
    copies: int
    cost: int  # Persuasion; -1 for the starter card (never acquired)
    icons: tuple[str, ...]  # Agent icons printed (a conditional icon, drawn faded, is not one)
    factions: tuple[str, ...]
    graft: bool  # a Graft box (003 ADSCRIPCIONES: "Adscripción" over the Agent box; I35)
    acquire: tuple[str, ...]  # the acquire box, as resource words
    persuasion: int  # the Reveal box's unconditional Persuasion
    swords: int  # ... and Swords


PRINTED: dict[str, Printed] = {
    "bene_tleilax_lab": Printed(1, 2, (C, S), (), False, (), 1, 0),
    "bene_tleilax_researcher": Printed(1, 4, (L,), (), True, (), 1, 0),
    "blank_slate": Printed(1, 1, (L, C, S), (), False, (), 1, 0),
    "clandestine_meeting": Printed(1, 4, (), (BG,), False, (), 2, 0),
    "corrupt_smuggler": Printed(1, 3, (GLD, S), (GLD, FRE), False, (), 1, 1),
    "dissecting_kit": Printed(2, 2, (L, C), (), True, (), 1, 0),
    "for_humanity": Printed(1, 7, (BG, L, S), (BG,), False, (), 2, 0),
    "high_priority_travel": Printed(2, 1, (L, S), (GLD,), False, (), 1, 0),
    "imperium_ceremony": Printed(1, 6, (EMP, GLD, L), (EMP, GLD), False, (), 3, 0),
    "interstellar_conspiracy": Printed(1, 4, (C,), (), True, (), 2, 0),
    "keys_to_power": Printed(1, 5, (GLD, BG, L), (GLD, BG), False, (), 2, 0),
    "lisan_al_gaib": Printed(1, 4, (FRE, C, S), (BG, FRE), False, ("spice",), 1, 0),
    "long_reach": Printed(1, 6, (), (BG,), False, (), 1, 0),
    "occupation": Printed(1, 8, (EMP, GLD, BG, FRE, C, S), (GLD,), False, ("troops3",), 0, 0),
    "organ_merchants": Printed(1, 3, (C, S), (), False, (), 1, 0),
    "planned_coupling": Printed(2, 3, (BG,), (BG,), True, (), 1, 0),
    "replacement_eyes": Printed(1, 5, (C,), (), True, (), 1, 1),
    "sardaukar_quartermaster": Printed(1, 2, (L, C), (EMP,), False, (), 1, 2),
    "shadout_mapes": Printed(1, 2, (FRE, S), (FRE,), False, (), 1, 1),
    "show_of_strength": Printed(1, 3, (), (EMP, FRE), False, (), 1, 2),
    "spiritual_fervor": Printed(2, 3, (S,), (), False, ("research",), 1, 0),
    "stillsuit_manufacturer": Printed(1, 5, (FRE, C), (FRE,), False, (), 1, 0),
    "throne_room_politics": Printed(1, 4, (EMP,), (EMP, BG), False, (), 1, 0),
    "tleilaxu_master": Printed(2, 5, (L, S), (), False, (), 1, 0),
    "tleilaxu_surgeon": Printed(1, 3, (EMP, C), (), False, (), 2, 0),
    # the starter card, two per player instead of Dune, the Desert Planet (003 PREPARACIÓN);
    # impl-kr from the card face: Spice Trade, Agent Research, Reveal 1 Persuasion + a specimen
    # (DuneBlend's starter row leaves the icon and the Persuasion out: docs/rulings.md I60)
    "experimentation": Printed(2, -1, (S,), (), False, (), 1, 0),
}

# the icons printed faded, which the card has only while its condition holds (I25; impl-kr: "흐린")
FADED: dict[str, tuple[str, ...]] = {"blank_slate": (EMP, GLD, BG, FRE), "long_reach": (L, C, S),
                                     "show_of_strength": (L, S)}

# the acquire box as resource words (what the test reads off the card and off the player)
ACQUIRE_WORDS = {(("spice", 1),): ("spice",), (("recruit", 3),): ("troops3",), (("research", 1),): ("research",),
                 (): ()}


# ---- the data against the card ---------------------------------------------------------------------

@pytest.mark.parametrize("cid", sorted(PRINTED))
def test_the_data_is_the_printed_card(cid: str) -> None:
    """Copies (003 COMPONENTES: 30 Imperium cards, 2 Experimentation per player), cost, Agent icons,
    Factions, Graft box, acquire box and the Reveal box's Persuasion and Swords, as printed."""
    card = IMM.cards()[cid]
    want = PRINTED[cid]
    assert card.kind == ("starter" if cid == "experimentation" else "imperium")
    assert (card.copies, card.cost) == (want.copies, want.cost)
    assert set(card.icons) == set(want.icons) and len(card.icons) == len(want.icons)
    assert set(card.factions) == set(want.factions)
    assert card.graft == want.graft
    assert ACQUIRE_WORDS[card.acquire] == want.acquire
    assert sum(e[1] for e in card.reveal if e[0] == "persuasion") == want.persuasion
    assert sum(e[1] for e in card.reveal if e[0] == "swords") == want.swords
    assert {i for _, icons in card.icons_when for i in icons} == set(FADED.get(cid, ()))


def test_thirty_imperium_cards_in_twenty_five_identities() -> None:
    """003 COMPONENTES: "30 cartas de mazo del Imperio"."""
    imperium = {c: p for c, p in PRINTED.items() if p.cost >= 0}
    assert len(imperium) == 25 and sum(p.copies for p in imperium.values()) == 30


# ---- coverage ----------------------------------------------------------------------------------------

# card id -> the test functions that play its boxes (in this file or tests/test_immortality_imperium_boxes.py);
# acquiring it and its icons: the parametrised tests above and below, for every card
TESTED: dict[str, list[str]] = {
    "bene_tleilax_lab": ["test_bene_tleilax_lab_agent_generates_a_specimen",
                         "test_bene_tleilax_lab_reveal_spice_with_the_first_marker"],
    "bene_tleilax_researcher": ["test_bene_tleilax_researcher_agent_researches_grafted",
                                "test_bene_tleilax_researcher_reveal_by_markers"],
    "blank_slate": ["test_blank_slate_alone_has_its_three_icons", "test_blank_slate_grafted_has_the_four_faction_icons",
                    "test_blank_slate_reveal"],
    "clandestine_meeting": ["test_clandestine_meeting_cannot_go_alone",
                            "test_clandestine_meeting_grafted_gives_influence_and_an_intrigue",
                            "test_clandestine_meeting_reveal"],
    "corrupt_smuggler": ["test_corrupt_smuggler_spice_only_grafted", "test_corrupt_smuggler_alone_gains_nothing",
                         "test_corrupt_smuggler_reveal"],
    "dissecting_kit": ["test_dissecting_kit_trashes_the_other_grafted_card", "test_dissecting_kit_declined",
                       "test_dissecting_kit_trashing_a_card_whose_box_waits", "test_dissecting_kit_two_copies_grafted",
                       "test_dissecting_kit_with_its_partner_gone_from_play",
                       "test_dissecting_kit_reveal_tleilaxu_step_with_the_first_marker"],
    "experimentation": ["test_experimentation_two_per_player_instead_of_dune", "test_experimentation_agent_researches",
                        "test_experimentation_reveal"],
    "for_humanity": ["test_for_humanity_agent_influence_with_any_faction",
                     "test_for_humanity_reveal_without_the_alliance_offers_nothing",
                     "test_for_humanity_reveal_with_the_alliance",
                     "test_for_humanity_paid_with_bene_gesserit_influence_loses_the_alliance"],
    "high_priority_travel": ["test_high_priority_travel_below_two_guild_influence",
                             "test_high_priority_travel_draws", "test_high_priority_travel_combat_icon",
                             "test_high_priority_travel_reveal"],
    "imperium_ceremony": ["test_imperium_ceremony_agent_looks_at_two_and_keeps_one", "test_imperium_ceremony_reveal"],
    "interstellar_conspiracy": ["test_interstellar_conspiracy_grafted_with_an_emperor_or_guild_card",
                                "test_interstellar_conspiracy_grafted_with_another_card",
                                "test_interstellar_conspiracy_reveal"],
    "keys_to_power": ["test_keys_to_power_spice_with_two_emperor_influence", "test_keys_to_power_reveal"],
    "lisan_al_gaib": ["test_lisan_al_gaib_agent_needs_another_bene_gesserit_card",
                      "test_lisan_al_gaib_grafted_to_a_bene_gesserit_card", "test_lisan_al_gaib_reveal_fremen_bond"],
    "long_reach": ["test_long_reach_icons_with_another_bene_gesserit_card", "test_long_reach_grafted_to_a_bene_gesserit_card",
                   "test_long_reach_grafted_to_ghola",
                   "test_long_reach_agent_two_different_factions", "test_long_reach_reveal"],
    "occupation": ["test_occupation_agent_draws_and_deploys_from_a_non_combat_space",
                   "test_occupation_at_a_combat_space_still_deploys_two_from_the_garrison", "test_occupation_reveal"],
    "organ_merchants": ["test_organ_merchants_sells_a_specimen", "test_organ_merchants_without_a_specimen",
                        "test_organ_merchants_reveal"],
    "planned_coupling": ["test_planned_coupling_never_alone", "test_planned_coupling_grafted_draws",
                         "test_planned_coupling_reveal"],
    "replacement_eyes": ["test_replacement_eyes_trashes_to_draw", "test_replacement_eyes_trashing_its_partner",
                         "test_replacement_eyes_trashing_itself_steps_on_the_track",
                         "test_replacement_eyes_trashed_by_another_card", "test_replacement_eyes_usurped_is_no_trigger",
                         "test_replacement_eyes_reveal"],
    "sardaukar_quartermaster": ["test_sardaukar_quartermaster_grafted_recruits_and_draws",
                                "test_sardaukar_quartermaster_alone_gains_nothing", "test_sardaukar_quartermaster_reveal"],
    "shadout_mapes": ["test_shadout_mapes_agent_gives_only_the_space", "test_shadout_mapes_reveal_deploy_retreat_or_neither",
                      "test_shadout_mapes_reveal_offers_only_what_can_be_done"],
    "show_of_strength": ["test_show_of_strength_icons_with_the_most_troops", "test_show_of_strength_agent_draws_two",
                         "test_show_of_strength_reveal"],
    "spiritual_fervor": ["test_spiritual_fervor_acquired_at_a_research_branch",
                         "test_spiritual_fervor_agent_gives_only_the_space", "test_spiritual_fervor_reveal"],
    "stillsuit_manufacturer": ["test_stillsuit_manufacturer_returns_with_the_fremen_alliance",
                               "test_stillsuit_manufacturer_alliance_made_at_its_space",
                               "test_stillsuit_manufacturer_alliance_later_in_the_turn",
                               "test_stillsuit_manufacturer_stays_without_it", "test_stillsuit_manufacturer_reveal"],
    "throne_room_politics": ["test_throne_room_politics_recruits_and_may_trash",
                             "test_throne_room_politics_trashing_its_grafted_partner", "test_throne_room_politics_reveal"],
    "tleilaxu_master": ["test_tleilaxu_master_without_a_marker_acquires_nothing",
                        "test_tleilaxu_master_acquires_to_the_discard_or_the_hand",
                        "test_tleilaxu_master_acquired_card_gives_its_acquire_box",
                        "test_tleilaxu_master_with_uprising_offers_prepare_the_way",
                        "test_tleilaxu_master_reaches_the_players_set_aside_card", "test_tleilaxu_master_may_decline",
                        "test_tleilaxu_master_reveal_two_research"],
    "tleilaxu_surgeon": ["test_tleilaxu_surgeon_agent_pays_two_specimens", "test_tleilaxu_surgeon_agent_needs_two_specimens",
                         "test_tleilaxu_surgeon_reveal_loses_two_troops", "test_tleilaxu_surgeon_reveal_declined",
                         "test_tleilaxu_surgeon_reveal_needs_two_troops"],
}


def _test_modules() -> list[object]:
    return [importlib.import_module(__name__), importlib.import_module("tests.test_immortality_imperium_boxes")]


def test_every_immortality_imperium_card_and_experimentation_is_tested() -> None:
    """Issue 18: one engine test per card. TESTED's keys are exactly the content's Immortality Imperium
    ids and Experimentation, PRINTED's too, and every function named exists."""
    ids = set(IMM.imperium) | set(IMM.starter)
    assert set(TESTED) == ids and set(PRINTED) == ids
    modules = _test_modules()
    for cid, names in TESTED.items():
        assert names, cid
        for name in names:
            assert any(callable(getattr(m, name, None)) for m in modules), f"{cid}: {name} does not exist"


# ---- acquiring --------------------------------------------------------------------------------------

def _offer(cid: str, persuasion: int) -> GameState:
    """Seat 0's Reveal turn with `persuasion` to spend and `cid` first in the Imperium Row."""
    s = reveal_turn(["convincing_argument"])
    s.imperium_row = (cid, *[c for c in s.imperium_row if c != cid][:4])
    s.players[0].persuasion = persuasion
    s._legal = None
    return s


@pytest.mark.parametrize("cid", sorted(c for c, p in PRINTED.items() if p.cost >= 0))
def test_acquire_for_the_printed_cost_and_gain_the_acquire_box(cid: str) -> None:
    """004 Adquirir cartas: a card costs its printed Persuasion (one less: not offered) and goes to the
    discard pile; its acquire box is gained at once — Lisan al Gaib 1 spice, Occupation 3 troops to the
    garrison, Spiritual Fervor a Research icon (c0r3 -> c1r3, whose bonus is a specimen: I32)."""
    cost = PRINTED[cid].cost
    s = _offer(cid, cost - 1)
    assert f"acquire {cid}" not in s.legal_actions()
    s = _offer(cid, cost)
    p = s.players[0]
    before = (p.spice, p.garrison, RESEARCH.get(s)[0], tanks(s), len(p.discard))
    s.apply(f"acquire {cid}")
    assert p.persuasion == 0 and p.discard[-1] == cid and len(p.discard) == before[4] + 1
    gained = (p.spice - before[0], p.garrison - before[1], RESEARCH.get(s)[0], tanks(s) - before[3])
    expect = {(): (0, 0, "c0r3", 0), ("spice",): (1, 0, "c0r3", 0), ("troops3",): (0, 3, "c0r3", 0),
              ("research",): (0, 0, "c1r3", 1)}[PRINTED[cid].acquire]
    assert gained == expect


def test_experimentation_is_never_acquired() -> None:
    """003 PREPARACIÓN: a starter card, in each player's deck; not in the Imperium Row or deck."""
    s = _offer("blank_slate", 20)
    assert "experimentation" not in s.imperium_deck and "experimentation" not in s.imperium_row
    assert not any(a.endswith("experimentation") for a in s.legal_actions())


# ---- Agent icons -------------------------------------------------------------------------------------

PLAIN = sorted(c for c, p in PRINTED.items() if not p.graft and p.icons and c != "blank_slate")


@pytest.mark.parametrize("edition", ["base", "uprising"])
@pytest.mark.parametrize("cid", PLAIN)
def test_agent_icons_reach_exactly_their_spaces(cid: str, edition: str) -> None:
    """004/003 icon guide: a card is sent only to the board spaces of its printed icons (rich and with
    2 Influence everywhere, so no cost or requirement is in the way), on the base board and on
    Uprising's (002 COMBINAR INSURRECCIÓN CON ... INMORTALIDAD)."""
    s = rich([cid], edition=edition)
    assert spaces(s, cid) == icon_spaces(s, PRINTED[cid].icons)


@pytest.mark.parametrize("edition", ["base", "uprising"])
@pytest.mark.parametrize("cid", sorted(c for c, p in PRINTED.items() if p.graft))
def test_a_graft_card_has_its_icons_only_grafted(cid: str, edition: str) -> None:
    """003 ADSCRIPCIONES: "no puedes jugarla por sí sola" — alone it goes nowhere; grafted to a card
    without icons (Convincing Argument) its own icons are exactly the spaces offered (I47)."""
    s = rich([cid], edition=edition)
    assert spaces(s, cid) == set() and not any(a.startswith("graft") for a in s.legal_actions())
    s = rich([cid, "convincing_argument"], edition=edition)
    assert spaces(s, cid) == set()
    assert graft_spaces(s, cid, "convincing_argument") == icon_spaces(s, PRINTED[cid].icons)
    assert graft_spaces(s, "convincing_argument", cid) == icon_spaces(s, PRINTED[cid].icons)


@pytest.mark.parametrize("cid", ["clandestine_meeting", "long_reach", "show_of_strength"])
def test_a_card_without_printed_icons_goes_nowhere_alone(cid: str) -> None:
    """003 ACLARACIONES (Reunión clandestina): it needs an Agent icon from elsewhere; Long Reach and
    Show of Strength only have theirs while their condition holds (I25; below)."""
    s = rich([cid, "dagger"])
    assert spaces(s, cid) == set()


# ---- refusals ------------------------------------------------------------------------------------------

def _refused(s: GameState, action: str) -> None:
    before = s.state_hash()
    with pytest.raises(IllegalActionError):
        s.apply(action)
    assert s.state_hash() == before


def test_what_a_card_does_not_allow_is_refused_and_changes_nothing() -> None:
    """A Graft card alone, a card without icons, Long Reach without another Bene Gesserit card, a card one
    Persuasion short, and Tleilaxu Master's acquisition above 6 or of a Tleilaxu card: a clear error,
    the state unchanged."""
    _refused(rich(["planned_coupling"]), "agent planned_coupling secrets")
    _refused(rich(["clandestine_meeting"]), "agent clandestine_meeting secrets")
    _refused(rich(["long_reach"]), "agent long_reach arrakeen")
    _refused(_offer("occupation", 7), "acquire occupation")
    s = agent_turn(["tleilaxu_master"], markers=1)
    s.imperium_row = ("occupation", "keys_to_power", "blank_slate", "for_humanity", "long_reach")
    s.apply("agent tleilaxu_master hall_of_oratory")
    for action in ("acquire for_humanity", "acquire occupation", "acquire the_spice_must_flow",
                   f"acquire {TLEILAXU_ROW.get(s)[0]}", "acquire foldspace"):
        _refused(s, action)


# ---- Bene Tleilax Lab: Agent 1 specimen; Reveal 1 Persuasion, (1 marker) 1 spice -----------------------------

def test_bene_tleilax_lab_agent_generates_a_specimen() -> None:
    """003 icon guide, Espécimen: a troop from the supply to the axolotl tanks."""
    s = agent_turn(["bene_tleilax_lab"])
    supply = s.players[0].supply
    play(s, "agent bene_tleilax_lab arrakeen")  # Arrakeen: recruit 1, draw 1
    assert tanks(s) == 1 and s.players[0].supply == supply - 1 - 1


@pytest.mark.parametrize("marks", [0, 1, 2])
def test_bene_tleilax_lab_reveal_spice_with_the_first_marker(marks: int) -> None:
    """003 Marcadores genéticos: the spice from the first genetic marker on (the second keeps it)."""
    s = reveal_turn(["bene_tleilax_lab"], markers=marks)
    assert s.players[0].persuasion == 1 and s.players[0].spice == (1 if marks else 0)


# ---- Bene Tleilax Researcher: Graft; Agent a Research icon; Reveal 1 Persuasion, +1 per marker ------------

@pytest.mark.parametrize("first", ["bene_tleilax_researcher", "dagger"])
def test_bene_tleilax_researcher_agent_researches_grafted(first: str) -> None:
    """Grafted to Dagger (either card first), to the Hall of Oratory: its Research icon moves the token
    c0r3 -> c1r3 (a specimen: I32); with the second marker a Research icon draws a card instead."""
    second = "dagger" if first != "dagger" else "bene_tleilax_researcher"
    s = graft(agent_turn(["bene_tleilax_researcher", "dagger"]), first, second, "hall_of_oratory")
    assert RESEARCH.get(s)[0] == "c1r3" and tanks(s) == 1 and s.players[0].garrison == 4
    s = agent_turn(["bene_tleilax_researcher", "dagger"], markers=2)
    hand = len(s.players[0].hand)
    graft(s, first, second, "hall_of_oratory")
    assert RESEARCH.get(s)[0] == "c8r2" and len(s.players[0].hand) == hand - 2 + 1


@pytest.mark.parametrize(("marks", "persuasion"), [(0, 1), (1, 2), (2, 3)])
def test_bene_tleilax_researcher_reveal_by_markers(marks: int, persuasion: int) -> None:
    s = reveal_turn(["bene_tleilax_researcher"], markers=marks)
    assert markers(s, 0) == marks and s.players[0].persuasion == persuasion


# ---- Blank Slate: Landsraad, City, Spice Trade; grafted also the four Factions; Reveal 1 Persuasion --------

def test_blank_slate_alone_has_its_three_icons() -> None:
    s = rich(["blank_slate"])
    assert spaces(s, "blank_slate") == icon_spaces(s, (L, C, S))


@pytest.mark.parametrize("first", ["blank_slate", "bene_tleilax_researcher"])
def test_blank_slate_grafted_has_the_four_faction_icons(first: str) -> None:
    """I25: grafted (either card first) to Bene Tleilax Researcher (Landsraad only) the pair reaches
    every Faction space too; played there, the Agent goes to an Emperor space through Blank Slate."""
    second = "bene_tleilax_researcher" if first == "blank_slate" else "blank_slate"
    s = rich(["blank_slate", "bene_tleilax_researcher"])
    assert graft_spaces(s, first, second) == icon_spaces(s, (L, C, S, EMP, GLD, BG, FRE))
    graft(s, first, second, "wealth")
    assert s.agents["wealth"] == (0,) and s.players[0].solari == 10 + 2 and influence(s, EMP) == 3


def test_blank_slate_reveal() -> None:
    assert reveal_turn(["blank_slate"]).players[0].persuasion == 1


# ---- Clandestine Meeting: no icon; Agent 1 Bene Gesserit Influence + an Intrigue card; Reveal 2 ------------

def test_clandestine_meeting_cannot_go_alone() -> None:
    """003 ACLARACIONES: without an added icon it is not played; not a Graft card, so two cards with no
    Graft box (it and Dagger) are not grafted either (I35)."""
    s = rich(["clandestine_meeting", "dagger"])
    assert spaces(s, "clandestine_meeting") == set() and not any(a.startswith("graft") for a in s.legal_actions())


@pytest.mark.parametrize("first", ["clandestine_meeting", "planned_coupling"])
def test_clandestine_meeting_grafted_gives_influence_and_an_intrigue(first: str) -> None:
    """Grafted to Planned Coupling (the Bene Gesserit icon) to Secrets: the space's Influence and
    Intrigue card, Clandestine Meeting's Influence and Intrigue card, Planned Coupling's card drawn."""
    second = "planned_coupling" if first == "clandestine_meeting" else "clandestine_meeting"
    s = agent_turn(["clandestine_meeting", "planned_coupling"])
    assert graft_spaces(s, first, second) == {"secrets"}  # Selective Breeding costs 2 spice
    graft(s, first, second, "secrets")
    p = s.players[0]
    assert influence(s, BG) == 2 and len(p.intrigues) == 2 and len(p.hand) == 1


def test_clandestine_meeting_reveal() -> None:
    assert reveal_turn(["clandestine_meeting"]).players[0].persuasion == 2


# ---- Corrupt Smuggler: Agent (if grafted) 2 spice; Reveal 1 Persuasion 1 Sword -----------------------------

@pytest.mark.parametrize("first", ["corrupt_smuggler", "planned_coupling"])
def test_corrupt_smuggler_spice_only_grafted(first: str) -> None:
    """003 "si está adscrita": grafted either way round (to Planned Coupling, at Secure Contract)."""
    second = "planned_coupling" if first == "corrupt_smuggler" else "corrupt_smuggler"
    s = graft(agent_turn(["corrupt_smuggler", "planned_coupling"]), first, second, "secure_contract")
    assert s.players[0].spice == 2 and s.players[0].solari == 3


def test_corrupt_smuggler_alone_gains_nothing() -> None:
    s = play(agent_turn(["corrupt_smuggler"]), "agent corrupt_smuggler secure_contract")
    assert s.players[0].spice == 0 and s.players[0].solari == 3


def test_corrupt_smuggler_reveal() -> None:
    p = reveal_turn(["corrupt_smuggler"]).players[0]
    assert (p.persuasion, p.swords) == (1, 1)


# ---- Dissecting Kit: Graft; Agent trash the other grafted card -> 1 specimen; Reveal 1, (1 marker) Tleilaxu --

@pytest.mark.parametrize("first", ["dissecting_kit", "dagger"])
def test_dissecting_kit_trashes_the_other_grafted_card(first: str) -> None:
    """Either card first: "the other grafted card" is Dagger, trashed from play; the kit stays."""
    second = "dagger" if first == "dissecting_kit" else "dissecting_kit"
    s = graft(agent_turn(["dissecting_kit", "dagger"]), first, second, "hall_of_oratory", {"may": "pay"})
    p = s.players[0]
    assert "dagger" in p.trashed and "dagger" not in p.in_play and "dissecting_kit" in p.in_play
    assert tanks(s) == 1


@pytest.mark.parametrize(("first", "kept"), [("dissecting_kit", False), ("sardaukar_quartermaster", True)])
def test_dissecting_kit_trashing_a_card_whose_box_waits(first: str, kept: bool) -> None:
    """FAQ 2.6 [DES] "a trashed card's pending effects are lost" (I83): Sardaukar Quartermaster grafted
    second is trashed before its box ("if grafted": recruit 1, draw 1) resolves — lost; grafted
    first, its box resolved before the kit's and stays. At the Hall of Oratory (recruit 1)."""
    second = "sardaukar_quartermaster" if first == "dissecting_kit" else "dissecting_kit"
    s = graft(agent_turn(["dissecting_kit", "sardaukar_quartermaster"]), first, second, "hall_of_oratory",
              {"may": "pay"})
    p = s.players[0]
    assert "sardaukar_quartermaster" in p.trashed and tanks(s) == 1
    assert (p.garrison, len(p.hand)) == ((3 + 1 + 1, 1) if kept else (3 + 1, 0))


def test_dissecting_kit_two_copies_grafted() -> None:
    """The two copies grafted to each other: the first kit trashes the second, whose box is lost
    (I83): one specimen, one kit left in play."""
    s = graft(agent_turn(["dissecting_kit", "dissecting_kit"]), "dissecting_kit", "dissecting_kit",
              "hall_of_oratory", {"may": "pay"})
    p = s.players[0]
    assert p.trashed == ("dissecting_kit",) and p.in_play == ["dissecting_kit"] and tanks(s) == 1


def test_dissecting_kit_with_its_partner_gone_from_play() -> None:
    """Stillsuit Manufacturer grafted first returns itself to the hand (Fremen Alliance) before the kit's
    box: "trash the other grafted card" has nothing in play to trash, so the arrow is not offered."""
    s = agent_turn(["stillsuit_manufacturer", "dissecting_kit"], influence={FRE: 4}, alliance=(FRE,))
    graft(s, "stillsuit_manufacturer", "dissecting_kit", "carthag", {"may": "pay"})
    p = s.players[0]
    assert p.hand == ["stillsuit_manufacturer"] and p.trashed == () and tanks(s) == 0


def test_dissecting_kit_declined() -> None:
    s = agent_turn(["dissecting_kit", "dagger"])
    s.apply("graft dissecting_kit")
    s.apply("graft_to hall_of_oratory")
    assert s.legal_actions() == ["pay", "decline"]
    play(s, "decline")
    assert s.players[0].trashed == () and tanks(s) == 0 and {"dagger", "dissecting_kit"} <= set(s.players[0].in_play)


@pytest.mark.parametrize("marks", [0, 1])
def test_dissecting_kit_reveal_tleilaxu_step_with_the_first_marker(marks: int) -> None:
    s = reveal_turn(["dissecting_kit"], markers=marks)
    assert s.players[0].persuasion == 1 and TLEILAXU.get(s)[0] == marks


# ---- Experimentation (starter): Spice Trade; Agent a Research icon; Reveal 1 Persuasion, a specimen ---------

def test_experimentation_two_per_player_instead_of_dune() -> None:
    """003 PREPARACIÓN: each player's two Dune, the Desert Planet go back to the box, two Experimentation."""
    s = agent_turn([])
    for p in s.players:
        cards = p.deck + p.hand
        assert cards.count("experimentation") == 2 and "dune_the_desert_planet" not in cards
    assert "dune_the_desert_planet" not in s.rules.content.cards


def test_experimentation_agent_researches() -> None:
    """At Imperial Basin: the space's spice and the card's Research icon (c0r3 -> c1r3, a specimen)."""
    s = play(agent_turn(["experimentation"]), "agent experimentation imperial_basin")
    assert s.players[0].spice == 1 and RESEARCH.get(s)[0] == "c1r3" and tanks(s) == 1


def test_experimentation_reveal() -> None:
    s = reveal_turn(["experimentation"])
    assert s.players[0].persuasion == 1 and tanks(s) == 1


# ---- For Humanity: Agent +1 Influence with any Faction; Reveal 2 Persuasion, (Bene Gesserit Alliance)
# lose 2 Influence with one Faction -> 1 VP -----------------------------------------------------------------------

@pytest.mark.parametrize("faction", FACTIONS)
def test_for_humanity_agent_influence_with_any_faction(faction: str) -> None:
    s = agent_turn(["for_humanity"])
    s.apply("agent for_humanity hall_of_oratory")
    assert s.legal_actions() == [f"faction {f}" for f in FACTIONS]
    play(s, f"faction {faction}")
    assert influence(s, faction) == 1 and sum(s.players[0].influence) == 1


def test_for_humanity_reveal_without_the_alliance_offers_nothing() -> None:
    s = reveal_turn(["for_humanity"], wait=True, influence=dict.fromkeys(FACTIONS, 3))
    vp = s.players[0].vp
    resolve(s, "for_humanity", {"may": "pay"})
    p = s.players[0]
    assert p.persuasion == 2 and p.vp == vp and p.influence == (3, 3, 3, 3)


@pytest.mark.parametrize("answer", ["pay", "decline"])
def test_for_humanity_reveal_with_the_alliance(answer: str) -> None:
    """With the Bene Gesserit Alliance: "→" lose 2 Influence with one Faction of your choice (where you
    have 2) for 1 VP, or not."""
    s = reveal_turn(["for_humanity"], wait=True, influence={EMP: 1, GLD: 2, BG: 4}, alliance=(BG,))
    vp = s.players[0].vp
    s.apply("resolve for_humanity")
    assert s.legal_actions() == ["pay", "decline"]
    s.apply(answer)
    if answer == "pay":
        assert s.legal_actions() == ["faction guild", "faction bene_gesserit"]  # not the Emperor: only 1
        s.apply("faction guild")
    p = s.players[0]
    assert p.persuasion == 2 and p.vp == vp + (answer == "pay")
    assert p.influence == ((1, 0, 4, 0) if answer == "pay" else (1, 2, 4, 0))


def test_for_humanity_paid_with_bene_gesserit_influence_loses_the_alliance() -> None:
    """Paying with the Bene Gesserit's own Influence (the only Faction at 2+: chosen by itself): 4 -> 2,
    the Alliance is lost with its VP (004 Alianças; nobody else has 4), the card's VP is gained."""
    s = agent_turn(["for_humanity"])
    s.pending = None
    change_influence(s, 0, BG, 4)  # through the track: 1 VP at 2, the Alliance and its VP at 4
    engine.run(s)
    s.players[1].influence = (0, 0, 3, 0)
    p = s.players[0]
    assert s.alliance[2] == 0 and p.vp == 3
    p.agents_left = 0
    s.pending, s._legal = ("turn", 0), None
    s.apply("reveal")
    s.apply("resolve for_humanity")
    s.apply("pay")
    assert influence(s, BG) == 2 and s.alliance[2] == -1 and p.vp == 3 - 1 + 1
    assert p.vp_sources.get("card:for_humanity") == 1 and "alliance:bene_gesserit" not in p.vp_sources


# ---- High Priority Travel: Agent (2 Spacing Guild Influence) draw 1 OR the Combat icon; Reveal 1, 1 Solari ----

def test_high_priority_travel_below_two_guild_influence() -> None:
    s = agent_turn(["high_priority_travel"], influence={GLD: 1})
    play(s, "agent high_priority_travel hall_of_oratory")
    assert s.players[0].hand == [] and s.players[0].garrison == 4


def test_high_priority_travel_draws() -> None:
    s = agent_turn(["high_priority_travel"], influence={GLD: 2})
    s.apply("agent high_priority_travel hall_of_oratory")
    assert s.legal_actions() == ["choose 1", "choose 2"]
    play(s, "choose 1")
    assert len(s.players[0].hand) == 1 and s.players[0].troops_in_conflict == 0


def test_high_priority_travel_combat_icon() -> None:
    """003 NUEVOS ICONOS, Combate: at the Hall of Oratory (not a Combat space) its recruit and two
    garrison troops may be deployed."""
    s = agent_turn(["high_priority_travel"], influence={GLD: 2})
    s.apply("agent high_priority_travel hall_of_oratory")
    s.apply("choose 2")
    assert s.legal_actions() == ["deploy 0", "deploy 1", "deploy 2", "deploy 3"]
    s.apply("deploy 3")
    assert s.players[0].troops_in_conflict == 3 and s.players[0].hand == []


def test_high_priority_travel_reveal() -> None:
    p = reveal_turn(["high_priority_travel"]).players[0]
    assert (p.persuasion, p.solari) == (1, 1)


# ---- Imperium Ceremony: Agent look at the top two Intrigue cards, keep one; Reveal 3 Persuasion ------------
# (the known top of the Intrigue deck in every detail: tests/test_immortality_ceremony.py, I54)

def test_imperium_ceremony_agent_looks_at_two_and_keeps_one() -> None:
    s = agent_turn(["imperium_ceremony"])
    s.apply("agent imperium_ceremony wealth")
    assert s.pending is not None and s.pending[0] == "imperium_ceremony"
    looked = s.pending[2]
    assert s.legal_actions() == [f"keep {c}" for c in sorted(set(looked))]
    play(s, f"keep {looked[0]}")
    p = s.players[0]
    assert p.intrigues == (looked[0],) and s.intrigue_top == (looked[1],)
    assert p.solari == 2 and influence(s, EMP) == 1  # Wealth


def test_imperium_ceremony_reveal() -> None:
    assert reveal_turn(["imperium_ceremony"]).players[0].persuasion == 3


# ---- Interstellar Conspiracy: Graft; Agent 1 spice, (grafted with an Emperor or Spacing Guild card)
# +1 Influence with any Faction; Reveal 2 Persuasion ---------------------------------------------------------------

@pytest.mark.parametrize(("partner", "first"), [("sardaukar_quartermaster", True), ("sardaukar_quartermaster", False),
                                                ("high_priority_travel", True), ("corrupt_smuggler", False)])
def test_interstellar_conspiracy_grafted_with_an_emperor_or_guild_card(partner: str, first: bool) -> None:
    """Sardaukar Quartermaster (Emperor), High Priority Travel (Guild), Corrupt Smuggler (Guild and
    Fremen), either card first: 1 spice and Influence with the Faction chosen."""
    pair = ("interstellar_conspiracy", partner) if first else (partner, "interstellar_conspiracy")
    s = graft(agent_turn(["interstellar_conspiracy", partner]), *pair, "arrakeen", {"faction": "faction fremen"})
    smuggled = 2 if partner == "corrupt_smuggler" else 0  # its own "if grafted" spice
    assert s.players[0].spice == 1 + smuggled and influence(s, FRE) == 1 and sum(s.players[0].influence) == 1


@pytest.mark.parametrize("partner", ["dagger", "planned_coupling"])
def test_interstellar_conspiracy_grafted_with_another_card(partner: str) -> None:
    """Dagger (no Faction), Planned Coupling (Bene Gesserit): the spice only."""
    s = graft(agent_turn(["interstellar_conspiracy", partner]), "interstellar_conspiracy", partner, "arrakeen")
    assert s.players[0].spice == 1 and s.players[0].influence == (0, 0, 0, 0)


def test_interstellar_conspiracy_reveal() -> None:
    assert reveal_turn(["interstellar_conspiracy"]).players[0].persuasion == 2


# ---- Keys to Power: Agent (2 Emperor Influence) 2 spice; Reveal 2 Persuasion --------------------------------

@pytest.mark.parametrize(("emperor", "spice"), [(1, 0), (2, 2)])
def test_keys_to_power_spice_with_two_emperor_influence(emperor: int, spice: int) -> None:
    s = agent_turn(["keys_to_power"], influence={EMP: emperor})
    play(s, "agent keys_to_power hall_of_oratory")
    assert s.players[0].spice == spice


def test_keys_to_power_reveal() -> None:
    assert reveal_turn(["keys_to_power"]).players[0].persuasion == 2


# ---- Lisan al Gaib: acquire 1 spice; Agent (another Bene Gesserit card in play) +1 Fremen Influence;
# Reveal 1 Persuasion, Fremen Bond: 2 Swords -----------------------------------------------------------------------

@pytest.mark.parametrize(("in_play", "fremen"), [([], 0), (["bene_gesserit_initiate"], 1), (["crysknife"], 0)])
def test_lisan_al_gaib_agent_needs_another_bene_gesserit_card(in_play: list[str], fremen: int) -> None:
    """I2: another Bene Gesserit card in play (Lisan al Gaib itself, a Bene Gesserit card, does not
    count; a Fremen card does not either)."""
    s = agent_turn(["lisan_al_gaib"], in_play=in_play)
    play(s, "agent lisan_al_gaib arrakeen")
    assert influence(s, FRE) == fremen


@pytest.mark.parametrize("first", ["lisan_al_gaib", "planned_coupling"])
def test_lisan_al_gaib_grafted_to_a_bene_gesserit_card(first: str) -> None:
    """Both grafted cards are played together (003 ADSCRIPCIONES): Planned Coupling is the other Bene
    Gesserit card in play whichever card comes first."""
    second = "planned_coupling" if first == "lisan_al_gaib" else "lisan_al_gaib"
    s = graft(agent_turn(["lisan_al_gaib", "planned_coupling"]), first, second, "arrakeen")
    assert influence(s, FRE) == 1


@pytest.mark.parametrize(("in_play", "swords"), [([], 0), (["crysknife"], 2), (["bene_gesserit_initiate"], 0)])
def test_lisan_al_gaib_reveal_fremen_bond(in_play: list[str], swords: int) -> None:
    """004 Laço Fremen: another Fremen card in play (Crysknife, a base Fremen card played this round)."""
    s = reveal_turn(["lisan_al_gaib"], in_play=in_play)
    p = s.players[0]
    assert p.persuasion == 1 and p.swords == swords


# ---- Long Reach: icons (another Bene Gesserit card in play) Landsraad, City, Spice Trade; Agent +1 Influence
# with two Factions; Reveal 1 Persuasion, 1 Intrigue card --------------------------------------------------------

@pytest.mark.parametrize(("in_play", "reach"), [([], False), (["bene_gesserit_initiate"], True), (["crysknife"], False)])
def test_long_reach_icons_with_another_bene_gesserit_card(in_play: list[str], reach: bool) -> None:
    s = rich(["long_reach"], in_play=in_play)
    assert spaces(s, "long_reach") == (icon_spaces(s, (L, C, S)) if reach else set())


@pytest.mark.parametrize("first", ["long_reach", "planned_coupling"])
def test_long_reach_grafted_to_a_bene_gesserit_card(first: str) -> None:
    """Grafted to Planned Coupling, a Bene Gesserit card played with it (003 ADSCRIPCIONES; 003
    ACLARACIONES, Ghola: a grafted Bene Gesserit card counts as in play for "another Bene Gesserit
    card in play"): Long Reach has its three icons, so the pair reaches Landsraad, City and Spice
    Trade spaces besides Planned Coupling's Bene Gesserit ones (docs/rulings.md I61)."""
    second = "planned_coupling" if first == "long_reach" else "long_reach"
    s = rich(["long_reach", "planned_coupling"])
    assert graft_spaces(s, first, second) == icon_spaces(s, (L, C, S, BG))
    graft(s, first, second, "arrakeen", {"faction": "faction emperor"})
    assert s.agents["arrakeen"] == (0,) and (influence(s, EMP), influence(s, GLD)) == (3, 3)


@pytest.mark.parametrize("first", ["long_reach", "ghola"])
def test_long_reach_grafted_to_ghola(first: str) -> None:
    """FAQ 2.7 [DES]: Ghola "with Long Reach gets all three icons" — Ghola copies Long Reach's whole Agent
    box, its conditional icons read as Ghola's own, Long Reach being the other Bene Gesserit card in
    play (I80); Long Reach itself has none (Ghola is no Bene Gesserit card). The pair reaches Ghola's
    City and the three icons; each box gives +1 Influence with two Factions (Ghola's copy too)."""
    second = "ghola" if first == "long_reach" else "long_reach"
    s = rich(["long_reach", "ghola"])
    assert graft_spaces(s, first, second) == icon_spaces(s, (L, C, S))
    graft(s, first, second, "hall_of_oratory", {"faction": "faction emperor"})
    assert sum(s.players[0].influence) == 4 * 2 + 2 + 2


def test_long_reach_agent_two_different_factions() -> None:
    """"+1 Influence with two Factions of your choice": the second choice never repeats the first."""
    s = agent_turn(["long_reach"], in_play=["bene_gesserit_initiate"])
    s.apply("agent long_reach arrakeen")
    assert s.legal_actions() == [f"faction {f}" for f in FACTIONS]
    s.apply("faction fremen")
    assert s.legal_actions() == [f"faction {f}" for f in FACTIONS if f != FRE]
    play(s, "faction guild")
    assert s.players[0].influence == (0, 1, 0, 1)


def test_long_reach_reveal() -> None:
    p = reveal_turn(["long_reach"]).players[0]
    assert p.persuasion == 1 and len(p.intrigues) == 1
