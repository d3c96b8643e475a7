"""Issue 18: the Agent and Reveal boxes of the Immortality Imperium cards Occupation to Tleilaxu
Surgeon through the real engine, every branch and condition both ways (the others, the printed
values, acquiring and the Agent icons: tests/test_immortality_imperium_cards.py, whose TESTED names
these functions).

Seed 003 (ADSCRIPCIONES, ACLARACIONES, NUEVOS ICONOS, Marcadores genéticos, the Tleilaxu track) with
shared/FAQ.md 2.7 is the authority; card texts are read from DuneBlend resources.json and impl-kr's
card-face transcription (docs/rulings.md I19).
"""

from __future__ import annotations

import pytest

from landsraad.modules.immortality.state import RESEARCH, TLEILAXU, TLEILAXU_ROW
from landsraad.modules.shared.words import GRAFTED
from landsraad.rules.zones import set_leader_state
from tests.immortality_card_helpers import (
    FACTIONS,
    agent_turn,
    graft,
    icon_spaces,
    influence,
    play,
    resolve,
    reveal_turn,
    rich,
    settle,
    spaces,
    tanks,
)
from tests.test_immortality_rules import put_research

L, C, S = "landsraad", "city", "spice_trade"
EMP, GLD, BG, FRE = FACTIONS


# ---- Occupation: acquire 3 troops; Agent draw 1 + the Combat icon; Reveal 1 water, 1 spice, 1 troop ----------

def test_occupation_agent_draws_and_deploys_from_a_non_combat_space() -> None:
    """003 NUEVOS ICONOS, Combate: sent to Wealth (no Combat space) it may still deploy up to two
    garrison troops; it draws a card."""
    s = agent_turn(["occupation"])
    s.apply("agent occupation wealth")
    assert s.legal_actions() == ["deploy 0", "deploy 1", "deploy 2"]
    play(s, "deploy 2")
    p = s.players[0]
    assert p.troops_in_conflict == 2 and p.garrison == 1 and len(p.hand) == 1 and p.solari == 2


def test_occupation_at_a_combat_space_still_deploys_two_from_the_garrison() -> None:
    """FAQ 2.6 [DES]: "the garrison deployments from two Combat icons do not stack (still 2)" — at
    Arrakeen (a Combat space) its recruit and two garrison troops, no more."""
    s = agent_turn(["occupation"])
    s.apply("agent occupation arrakeen")
    while s.pending is not None and s.pending[0] != "deploy":
        s.apply(s.legal_actions()[0])
    assert s.legal_actions() == ["deploy 0", "deploy 1", "deploy 2", "deploy 3"]


def test_occupation_reveal() -> None:
    """No Persuasion: 1 water, 1 spice and a troop recruited to the garrison."""
    p = reveal_turn(["occupation"]).players[0]
    assert (p.persuasion, p.water, p.spice, p.garrison) == (0, 2, 1, 4)


# ---- Organ Merchants: Agent 1 specimen -> 4 Solari; Reveal 1 Persuasion, 1 Solari ----------------------------

@pytest.mark.parametrize("answer", ["pay", "decline"])
def test_organ_merchants_sells_a_specimen(answer: str) -> None:
    """003 CARTAS TLEILAXU: a specimen spent goes back to the supply."""
    s = agent_turn(["organ_merchants"], specimens=1)
    supply = s.players[0].supply
    s.apply("agent organ_merchants secure_contract")  # 3 Solari
    assert s.legal_actions() == ["pay", "decline"]
    play(s, answer)
    paid = answer == "pay"
    assert s.players[0].solari == 3 + 4 * paid and tanks(s) == 1 - paid and s.players[0].supply == supply + paid


def test_organ_merchants_without_a_specimen() -> None:
    """An arrow whose cost cannot be paid is not offered (RI-10)."""
    s = agent_turn(["organ_merchants"])
    s.apply("agent organ_merchants secure_contract")
    assert s.pending is None or s.pending[0] != "may"
    settle(s)
    assert s.players[0].solari == 3


def test_organ_merchants_reveal() -> None:
    p = reveal_turn(["organ_merchants"]).players[0]
    assert (p.persuasion, p.solari) == (1, 1)


# ---- Planned Coupling: Graft; Agent draw 1; Reveal 1 Persuasion ---------------------------------------------

def test_planned_coupling_never_alone() -> None:
    """003 ADSCRIPCIONES: not played by itself, nor grafted to another copy of itself when it holds one."""
    s = rich(["planned_coupling", "convincing_argument"])
    assert spaces(s, "planned_coupling") == set()
    s = rich(["planned_coupling"])
    assert not any(a.startswith(("agent planned_coupling", "graft")) for a in s.legal_actions())
    s = rich(["planned_coupling", "planned_coupling"])  # the two copies: a Graft card with another
    assert "graft planned_coupling" in s.legal_actions()


@pytest.mark.parametrize("first", ["planned_coupling", "dagger"])
def test_planned_coupling_grafted_draws(first: str) -> None:
    """Grafted to Dagger (either first) to the Hall of Oratory, Dagger's Landsraad icon: a card drawn."""
    second = "dagger" if first == "planned_coupling" else "planned_coupling"
    s = agent_turn(["planned_coupling", "dagger"])
    s.apply(f"graft {first}")
    assert {a.split()[1] for a in s.legal_actions()} >= {"hall_of_oratory", "secrets"}
    s.apply("graft_to hall_of_oratory")
    settle(s)
    p = s.players[0]
    assert len(p.hand) == 1 and p.garrison == 4 and {"planned_coupling", "dagger"} <= set(p.in_play)
    assert GRAFTED.get(s.turn) is None or GRAFTED.get(s.turn) == (first, second)


def test_planned_coupling_reveal() -> None:
    assert reveal_turn(["planned_coupling"]).players[0].persuasion == 1


# ---- Replacement Eyes: Graft; Agent trash a card -> draw 1; when trashed 1 Tleilaxu; Reveal 1, 1 Sword -----

@pytest.mark.parametrize("answer", ["pay", "decline"])
def test_replacement_eyes_trashes_to_draw(answer: str) -> None:
    """Grafted to Dagger: "→" trash a card (the other grafted card here) and draw 1, or not."""
    s = agent_turn(["replacement_eyes", "dagger"])
    s.apply("graft replacement_eyes")
    s.apply("graft_to hall_of_oratory")
    assert s.legal_actions() == ["pay", "decline"]
    s.apply(answer)
    if answer == "pay":
        assert s.legal_actions() == ["trash play dagger", "trash play replacement_eyes"]
        s.apply("trash play dagger")
    settle(s)
    p = s.players[0]
    assert len(p.hand) == (answer == "pay") and ("dagger" in p.trashed) == (answer == "pay")
    assert TLEILAXU.get(s)[0] == 0


@pytest.mark.parametrize(("first", "kept"), [("replacement_eyes", False), ("sardaukar_quartermaster", True)])
def test_replacement_eyes_trashing_its_partner(first: str, kept: bool) -> None:
    """FAQ 2.6 [DES] "a trashed card's pending effects are lost" (I83, I63): Sardaukar Quartermaster grafted
    second and trashed by Replacement Eyes loses its box (recruit 1, draw 1); grafted first it had
    already resolved. Replacement Eyes's card is drawn either way."""
    second = "sardaukar_quartermaster" if first == "replacement_eyes" else "replacement_eyes"
    s = graft(agent_turn(["replacement_eyes", "sardaukar_quartermaster"]), first, second, "hall_of_oratory",
              {"may": "pay", "trash_pick": "trash play sardaukar_quartermaster"})
    p = s.players[0]
    assert "sardaukar_quartermaster" in p.trashed and TLEILAXU.get(s)[0] == 0
    assert (p.garrison, len(p.hand)) == ((3 + 1 + 1, 2) if kept else (3 + 1, 1))


def test_replacement_eyes_trashing_itself_steps_on_the_track() -> None:
    """I17/I28: the card itself may be the one trashed; its "when trashed" Tleilaxu step happens."""
    s = agent_turn(["replacement_eyes", "dagger"])
    graft(s, "replacement_eyes", "dagger", "hall_of_oratory", {"may": "pay", "trash_pick": "trash play replacement_eyes"})
    p = s.players[0]
    assert "replacement_eyes" in p.trashed and TLEILAXU.get(s)[0] == 1 and len(p.hand) == 1


def test_replacement_eyes_trashed_by_another_card() -> None:
    """Throne Room Politics trashes it from the hand: one Tleilaxu step."""
    s = agent_turn(["throne_room_politics", "replacement_eyes"])
    play(s, "agent throne_room_politics wealth", {"trash_pick": "trash hand replacement_eyes"})
    assert "replacement_eyes" in s.players[0].trashed and TLEILAXU.get(s)[0] == 1


def test_replacement_eyes_usurped_is_no_trigger() -> None:
    """003 ACLARACIONES, Usurpar: "Desechar una carta con Usurpar no activa efectos como el de Ojos
    artificiales" (the seed wins over FAQ 2.7's summary; I51)."""
    s = agent_turn(["usurp"])
    s.imperium_row = ("replacement_eyes", *[c for c in s.imperium_row if c != "replacement_eyes"][:4])
    s._legal = None
    s.apply("graft usurp")
    s.apply("graft_row replacement_eyes")
    play(s, "graft_to arrakeen")
    assert "replacement_eyes" not in s.imperium_row and "replacement_eyes" in s.removed_cards
    assert TLEILAXU.get(s)[0] == 0


def test_replacement_eyes_reveal() -> None:
    p = reveal_turn(["replacement_eyes"]).players[0]
    assert (p.persuasion, p.swords) == (1, 1)


# ---- Sardaukar Quartermaster: Agent (if grafted) recruit 1, draw 1; Reveal 1 Persuasion, 2 Swords ----------

@pytest.mark.parametrize("first", ["sardaukar_quartermaster", "planned_coupling"])
def test_sardaukar_quartermaster_grafted_recruits_and_draws(first: str) -> None:
    """Grafted (either first) to Planned Coupling, to the Hall of Oratory (recruit 1): its troop and
    card besides the space's troop and Planned Coupling's card."""
    second = "planned_coupling" if first == "sardaukar_quartermaster" else "sardaukar_quartermaster"
    s = graft(agent_turn(["sardaukar_quartermaster", "planned_coupling"]), first, second, "hall_of_oratory")
    p = s.players[0]
    assert p.garrison == 3 + 1 + 1 and len(p.hand) == 2


def test_sardaukar_quartermaster_alone_gains_nothing() -> None:
    s = play(agent_turn(["sardaukar_quartermaster"]), "agent sardaukar_quartermaster hall_of_oratory")
    assert s.players[0].garrison == 4 and s.players[0].hand == []


def test_sardaukar_quartermaster_reveal() -> None:
    p = reveal_turn(["sardaukar_quartermaster"]).players[0]
    assert (p.persuasion, p.swords) == (1, 2)


# ---- Shadout Mapes: no Agent box; Reveal 1 Persuasion, 1 Sword, may deploy or retreat one troop -------------

def test_shadout_mapes_agent_gives_only_the_space() -> None:
    s = play(agent_turn(["shadout_mapes"]), "agent shadout_mapes stillsuits")
    p = s.players[0]
    assert p.water == 2 and influence(s, FRE) == 1 and p.troops_in_conflict == 0 and p.hand == []


@pytest.mark.parametrize(("answer", "conflict", "garrison"), [("deploy 1", 2, 2), ("retreat 1", 0, 4), ("pass", 1, 3)])
def test_shadout_mapes_reveal_deploy_retreat_or_neither(answer: str, conflict: int, garrison: int) -> None:
    """I26/U152: one troop from the garrison to the Conflict, or back, or neither."""
    s = reveal_turn(["shadout_mapes"], wait=True, conflict=1)
    s.apply("resolve shadout_mapes")
    assert s.legal_actions() == ["deploy 1", "retreat 1", "pass"]
    s.apply(answer)
    p = s.players[0]
    assert (p.persuasion, p.troops_in_conflict, p.garrison) == (1, conflict, garrison)


def test_shadout_mapes_reveal_offers_only_what_can_be_done() -> None:
    """Nothing in the Conflict: no retreat; an empty garrison: no deploy."""
    s = reveal_turn(["shadout_mapes"], wait=True)
    s.apply("resolve shadout_mapes")
    assert s.legal_actions() == ["deploy 1", "pass"]
    s = reveal_turn(["shadout_mapes"], wait=True, conflict=1, garrison=0)
    s.apply("resolve shadout_mapes")
    assert s.legal_actions() == ["retreat 1", "pass"]
    p = reveal_turn(["shadout_mapes"], conflict=1).players[0]
    assert p.swords == 1


# ---- Show of Strength: icons (more troops in the Conflict than each opponent) Landsraad, Spice Trade;
# Agent draw 2; Reveal 1 Persuasion, 2 Swords ------------------------------------------------------------------

@pytest.mark.parametrize(("mine", "theirs", "reach"), [(0, 0, False), (1, 1, False), (2, 1, True), (1, 0, True)])
def test_show_of_strength_icons_with_the_most_troops(mine: int, theirs: int, reach: bool) -> None:
    """I25: strictly more troops in the Conflict than each opponent (a tie is not more)."""
    s = rich(["show_of_strength"], conflict=mine)
    s.players[2].conflict = {"troop": theirs} if theirs else {}
    s.players[2].supply -= theirs
    s._legal = None
    assert spaces(s, "show_of_strength") == (icon_spaces(s, (L, S)) if reach else set())


def test_show_of_strength_agent_draws_two() -> None:
    s = play(agent_turn(["show_of_strength"], conflict=1), "agent show_of_strength hall_of_oratory")
    assert len(s.players[0].hand) == 2 and s.players[0].garrison == 3 + 1  # the Hall of Oratory's troop


def test_show_of_strength_reveal() -> None:
    p = reveal_turn(["show_of_strength"]).players[0]
    assert (p.persuasion, p.swords) == (1, 2)


# ---- Spiritual Fervor: acquire a Research icon; no Agent box; Reveal 1 Persuasion, a specimen ---------------

def test_spiritual_fervor_acquired_at_a_research_branch() -> None:
    """Its acquire box's Research icon from c1r3 asks the branch (003: "podrás elegir entre dos caminos"),
    then the Reveal turn's acquire decision goes on with the Persuasion left."""
    s = reveal_turn(["convincing_argument"], markers=0)
    put_research(s, 0, "c1r3")
    s.imperium_row = ("spiritual_fervor", *s.imperium_row[1:])
    s.players[0].persuasion = 5
    s._legal = None
    s.apply("acquire spiritual_fervor")
    assert s.legal_actions() == ["research c2r2", "research c2r4"]
    s.apply("research c2r4")
    assert RESEARCH.get(s)[0] == "c2r4" and TLEILAXU.get(s)[0] == 1
    assert s.pending == ("acquire", 0) and s.players[0].persuasion == 2


def test_spiritual_fervor_agent_gives_only_the_space() -> None:
    s = play(agent_turn(["spiritual_fervor"]), "agent spiritual_fervor imperial_basin")
    assert s.players[0].spice == 1 and RESEARCH.get(s)[0] == "c0r3" and tanks(s) == 0


def test_spiritual_fervor_reveal() -> None:
    s = reveal_turn(["spiritual_fervor"])
    assert s.players[0].persuasion == 1 and tanks(s) == 1


# ---- Stillsuit Manufacturer: Agent 1 water, (Fremen Alliance) return this card to your hand;
# Reveal 1 Persuasion, Fremen Bond: 2 spice ---------------------------------------------------------------------

def test_stillsuit_manufacturer_returns_with_the_fremen_alliance() -> None:
    """I36/I46: Uprising's `return_to_hand`: from play back to the hand, to be played again."""
    s = agent_turn(["stillsuit_manufacturer"], influence={FRE: 4}, alliance=(FRE,))
    play(s, "agent stillsuit_manufacturer carthag")
    p = s.players[0]
    assert p.water == 1 + 1 and p.hand == ["stillsuit_manufacturer"] and "stillsuit_manufacturer" not in p.in_play


def test_stillsuit_manufacturer_alliance_made_at_its_space() -> None:
    """At Stillsuits with 3 Fremen Influence: the space's Influence makes the Fremen Alliance (004
    Alianzas) before the card's box reads it, so the card returns to the hand."""
    s = play(agent_turn(["stillsuit_manufacturer"], influence={FRE: 3}), "agent stillsuit_manufacturer stillsuits")
    p = s.players[0]
    # water: 1 + the space's + the card's + the Fremen track's 4th-space bonus (FAQ: printed values)
    assert s.alliance[3] == 0 and p.hand == ["stillsuit_manufacturer"] and p.water == 1 + 1 + 1 + 1


@pytest.mark.parametrize("play_plot", [True, False])
def test_stillsuit_manufacturer_alliance_later_in_the_turn(play_plot: bool) -> None:
    """FAQ 2.6 [DES]: a mandatory conditional effect cannot be dodged — the box resolved without the
    Alliance (Carthag, 3 Fremen Influence); Know Their Ways played in the turn's Plot window makes the
    Fremen Alliance, and the card returns to the hand then (I64). Without it, it stays in play."""
    s = agent_turn(["stillsuit_manufacturer"], influence={FRE: 3})
    s.players[0].intrigues = ("know_their_ways",)
    s._legal = None
    s.apply("agent stillsuit_manufacturer carthag")
    while s.pending is not None and s.pending[0] != "plots":
        s.apply(s.legal_actions()[0])
    p = s.players[0]
    assert p.hand == [] and "stillsuit_manufacturer" in p.in_play
    play(s, "play know_their_ways" if play_plot else "done")
    assert (p.hand == ["stillsuit_manufacturer"]) == play_plot and (s.alliance[3] == 0) == play_plot
    assert ("stillsuit_manufacturer" in p.in_play) != play_plot


def test_stillsuit_manufacturer_stays_without_it() -> None:
    s = play(agent_turn(["stillsuit_manufacturer"], influence={FRE: 3}), "agent stillsuit_manufacturer carthag")
    p = s.players[0]
    assert p.water == 2 and p.hand == [] and "stillsuit_manufacturer" in p.in_play


@pytest.mark.parametrize(("in_play", "spice"), [([], 0), (["crysknife"], 2), (["bene_gesserit_initiate"], 0)])
def test_stillsuit_manufacturer_reveal(in_play: list[str], spice: int) -> None:
    """004 Laço Fremen: another Fremen card in play."""
    p = reveal_turn(["stillsuit_manufacturer"], in_play=in_play).players[0]
    assert p.persuasion == 1 and p.spice == spice


# ---- Throne Room Politics: Agent recruit 1, trash a card; Reveal 1 Persuasion, +1 Bene Gesserit Influence ---

@pytest.mark.parametrize("answer", ["trash hand dagger", "trash play throne_room_politics", "decline"])
def test_throne_room_politics_recruits_and_may_trash(answer: str) -> None:
    """I28: the trash is optional and may take any card in hand or in play, itself included."""
    s = agent_turn(["throne_room_politics", "dagger"])
    s.apply("agent throne_room_politics wealth")
    assert s.legal_actions() == ["trash hand dagger", "trash play throne_room_politics", "decline"]
    play(s, answer)
    p = s.players[0]
    assert p.garrison == 4 and p.solari == 2 and influence(s, EMP) == 1
    assert p.trashed == (() if answer == "decline" else (answer.split()[2],))


@pytest.mark.parametrize(("first", "drawn"), [("throne_room_politics", 0), ("planned_coupling", 1)])
def test_throne_room_politics_trashing_its_grafted_partner(first: str, drawn: int) -> None:
    """Grafted to Planned Coupling, at Wealth: its "trash a card" may take Planned Coupling; grafted
    second, Planned Coupling loses its waiting "draw 1" (I83 through the generic trash, I63); grafted
    first, its card was drawn already."""
    second = "planned_coupling" if first == "throne_room_politics" else "throne_room_politics"
    s = graft(agent_turn(["throne_room_politics", "planned_coupling"]), first, second, "wealth",
              {"trash_pick": "trash play planned_coupling"})
    p = s.players[0]
    assert "planned_coupling" in p.trashed and len(p.hand) == drawn and p.garrison == 4


def test_throne_room_politics_reveal() -> None:
    s = reveal_turn(["throne_room_politics"])
    assert s.players[0].persuasion == 1 and influence(s, BG) == 1


# ---- Tleilaxu Master: Agent (1 marker) you may acquire a card costing 6 or less, (2 markers) to your hand;
# Reveal 1 Persuasion, 2 Research icons --------------------------------------------------------------------------

ROW = ("occupation", "keys_to_power", "blank_slate", "for_humanity", "long_reach")  # costs 8, 5, 1, 7, 6


def test_tleilaxu_master_without_a_marker_acquires_nothing() -> None:
    s = agent_turn(["tleilaxu_master"])
    s.imperium_row = ROW
    play(s, "agent tleilaxu_master hall_of_oratory")
    assert s.imperium_row == ROW and s.players[0].discard == []


@pytest.mark.parametrize(("marks", "to"), [(1, "discard"), (2, "hand")])
@pytest.mark.parametrize("card", ["long_reach", "arrakis_liaison"])
def test_tleilaxu_master_acquires_to_the_discard_or_the_hand(marks: int, to: str, card: str) -> None:
    """A card costing 6 or less, without paying (I62): of the Row (Keys to Power 5, Blank Slate 1, Long
    Reach 6; not Occupation 8 nor For Humanity 7) or the Reserve (Arrakis Liaison 2; not The Spice Must
    Flow 9 nor Foldspace); never a Tleilaxu card (003 CARTAS TLEILAXU). To the discard pile with the
    first genetic marker, to the hand with the second; the Row refills, the Reserve pile loses one."""
    s = agent_turn(["tleilaxu_master"], markers=marks)
    s.imperium_row = ROW
    reserve = s.reserve["arrakis_liaison"]
    s.apply("agent tleilaxu_master hall_of_oratory")
    assert s.legal_actions() == ["acquire arrakis_liaison", "acquire blank_slate", "acquire keys_to_power",
                                 "acquire long_reach", "pass"]
    assert not any(a.endswith(TLEILAXU_ROW.get(s)) for a in s.legal_actions())
    play(s, f"acquire {card}")
    p = s.players[0]
    assert card in getattr(p, to) and p.persuasion == 0 and len(s.imperium_row) == 5
    other = "discard" if to == "hand" else "hand"
    assert card not in getattr(p, other)
    if card == "arrakis_liaison":
        assert s.reserve["arrakis_liaison"] == reserve - 1 and s.imperium_row == ROW
    else:
        assert card not in s.imperium_row and s.reserve["arrakis_liaison"] == reserve


def test_tleilaxu_master_with_uprising_offers_prepare_the_way() -> None:
    """Uprising + Immortality: Uprising's Reserve (002: Prepare the Way 2, The Spice Must Flow 9) — Prepare
    the Way is in reach, The Spice Must Flow is not (I62). Sent to Assembly Hall (Landsraad)."""
    s = agent_turn(["tleilaxu_master"], markers=1, edition="uprising")
    s.imperium_row = ("keys_to_power", "reliable_informant", "branching_path", "fedaykin_stilltent", "long_reach")
    s.apply("agent tleilaxu_master assembly_hall")
    assert s.legal_actions() == ["acquire branching_path", "acquire fedaykin_stilltent", "acquire keys_to_power",
                                 "acquire long_reach", "acquire prepare_the_way", "acquire reliable_informant", "pass"]
    pile = s.reserve["prepare_the_way"]
    s.apply("acquire prepare_the_way")
    assert "prepare_the_way" in s.players[0].discard and s.reserve["prepare_the_way"] == pile - 1


def test_tleilaxu_master_reaches_the_players_set_aside_card() -> None:
    """Helena's Manipulate (FAQ 2.4: opponents cannot acquire the card set aside; "you may by other
    means, without the discount"): Tleilaxu Master offers its owner's set-aside card (Long Reach, 6),
    not another player's (I62)."""
    s = agent_turn(["tleilaxu_master"], markers=1)
    s.imperium_row = ("occupation", "keys_to_power", "blank_slate", "for_humanity", "the_voice")
    set_leader_state(s.players[0], "manipulated", ("long_reach",))
    set_leader_state(s.players[1], "manipulated", ("guild_administrator",))
    s._legal = None
    s.apply("agent tleilaxu_master hall_of_oratory")
    legal = s.legal_actions()
    assert "acquire long_reach" in legal and "acquire guild_administrator" not in legal
    play(s, "acquire long_reach")
    assert "long_reach" in s.players[0].discard and s.players[0].leader_state.get("manipulated", ()) == ()


def test_tleilaxu_master_acquired_card_gives_its_acquire_box() -> None:
    """Lisan al Gaib acquired through Tleilaxu Master: its acquire box's spice (004 Adquirir cartas)."""
    s = agent_turn(["tleilaxu_master"], markers=1)
    s.imperium_row = ("lisan_al_gaib", *ROW[1:])
    play(s, "agent tleilaxu_master hall_of_oratory", {"acquire_imperium": "acquire lisan_al_gaib"})
    assert "lisan_al_gaib" in s.players[0].discard and s.players[0].spice == 1


def test_tleilaxu_master_may_decline() -> None:
    """The card says "you may acquire" (DuneBlend; impl-kr from the card face): docs/rulings.md I62."""
    s = agent_turn(["tleilaxu_master"], markers=1)
    s.imperium_row = ROW
    reserve = dict(s.reserve)
    s.apply("agent tleilaxu_master hall_of_oratory")
    play(s, "pass")
    assert s.imperium_row == ROW and s.reserve == reserve and s.players[0].discard == []


def test_tleilaxu_master_reveal_two_research() -> None:
    """Two Research icons: c0r3 -> c1r3 (a specimen) -> the branch c2r2 / c2r4 (c2r4: a Tleilaxu step)."""
    s = reveal_turn(["tleilaxu_master"], wait=True)
    s.apply("resolve tleilaxu_master")
    assert s.legal_actions() == ["research c2r2", "research c2r4"]
    resolve(s, "tleilaxu_master", {"research": "research c2r4"})
    assert s.players[0].persuasion == 1 and RESEARCH.get(s)[0] == "c2r4" and tanks(s) == 1 and TLEILAXU.get(s)[0] == 1


# ---- Tleilaxu Surgeon: Agent 2 specimens -> 2 Tleilaxu steps; Reveal 2 Persuasion, lose 2 troops -> 2 specimens -

@pytest.mark.parametrize("answer", ["pay", "decline"])
def test_tleilaxu_surgeon_agent_pays_two_specimens(answer: str) -> None:
    s = agent_turn(["tleilaxu_surgeon"], specimens=2)
    s.apply("agent tleilaxu_surgeon arrakeen")
    while s.pending is not None and s.pending[0] != "may":
        s.apply(s.legal_actions()[0])
    play(s, answer)
    paid = answer == "pay"
    assert tanks(s) == 2 - 2 * paid and TLEILAXU.get(s)[0] == 2 * paid


def test_tleilaxu_surgeon_agent_needs_two_specimens() -> None:
    s = play(agent_turn(["tleilaxu_surgeon"], specimens=1), "agent tleilaxu_surgeon arrakeen", {"may": "pay"})
    assert tanks(s) == 1 and TLEILAXU.get(s)[0] == 0


@pytest.mark.parametrize(("conflict", "garrison", "split", "left"), [
    (0, 3, None, (0, 1)), (2, 0, None, (0, 0)), (1, 2, "lose_from_conflict 1", (0, 1)),
    (1, 2, "lose_from_conflict 0", (1, 0))])
def test_tleilaxu_surgeon_reveal_loses_two_troops(conflict: int, garrison: int, split: str | None,
                                                  left: tuple[int, int]) -> None:
    """I24: two of your troops from the Conflict or the garrison (split as you choose when both hold
    some); they go back to the supply, then two specimens from it."""
    s = reveal_turn(["tleilaxu_surgeon"], wait=True, conflict=conflict, garrison=garrison)
    s.apply("resolve tleilaxu_surgeon")
    assert s.legal_actions() == ["pay", "decline"]
    s.apply("pay")
    if split:
        assert s.legal_actions() == ["lose_from_conflict 0", "lose_from_conflict 1"]
        s.apply(split)
    p = s.players[0]
    assert p.persuasion == 2 and tanks(s) == 2 and (p.troops_in_conflict, p.garrison) == left


def test_tleilaxu_surgeon_reveal_declined() -> None:
    s = reveal_turn(["tleilaxu_surgeon"], garrison=3, answers={"may": "decline"})
    p = s.players[0]
    assert p.persuasion == 2 and p.garrison == 3 and tanks(s) == 0


@pytest.mark.parametrize(("conflict", "garrison"), [(1, 0), (0, 1), (0, 0)])
def test_tleilaxu_surgeon_reveal_needs_two_troops(conflict: int, garrison: int) -> None:
    """RI-10: an arrow whose cost cannot be paid is not offered (fewer than two troops in all)."""
    s = reveal_turn(["tleilaxu_surgeon"], wait=True, conflict=conflict, garrison=garrison)
    if "resolve tleilaxu_surgeon" in s.legal_actions():
        s.apply("resolve tleilaxu_surgeon")
    assert s.pending == ("acquire", 0)
    p = s.players[0]
    assert p.persuasion == 2 and (p.troops_in_conflict, p.garrison) == (conflict, garrison) and tanks(s) == 0
