"""One engine test per Immortality Intrigue card (issue 18; seed 003 Componentes "15 cartas de
Intriga", with the base game's Intrigue rules: 004 "Cartas de Intriga" — Plot in one of your turns,
Combat in the Combat round, Endgame at the end — and ../shared/FAQ.md 2.1: the condition must hold
and an arrow on an Intrigue card is paid, never declined).

Each card is played through `legal_actions` / `apply` in a built position: a Plot card at the turn
decision (and in the Reveal turn), a Combat card in the Combat round, an Endgame box at the end; it
is refused outside its windows (the refusal changes nothing), each branch and each condition is
played both ways, and a box that would do nothing is not offered (docs/rulings.md I29, I70).
`PRINTED` is our reading of the card faces in ../shared/reference (DuneBlend resources.json
`intrigue`, source Immortality; Chatanga deck_composition_spiceflow `intrigue.immortality` for the
counts), typed here and compared with the content. `TESTED` names each card's test functions.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import pytest

from landsraad import GameState
from landsraad.core.errors import IllegalActionError
from landsraad.modules.immortality.specimens import specimens
from landsraad.modules.immortality.state import RESEARCH, TLEILAXU, TLEILAXU_DECK, TLEILAXU_ROW
from landsraad.rules import engine
from landsraad.rules.state import PlayerState
from tests.test_immortality_rules import IMM, game, give_specimens, put_research, put_tleilaxu


class Face(NamedTuple):
    copies: int
    windows: tuple[str, ...]  # the boxes printed on the card: plot / combat / endgame
    boxes: dict[str, tuple[Any, ...]]  # each box in the engine's words


PRINTED: dict[str, Face] = {
    "breakthrough": Face(1, ("plot",), {"plot": (("research", 1),)}),
    "counterattack": Face(1, ("plot", "combat"), {
        "plot": (("deploy_from_garrison", 2),),
        "combat": (("if", ("custom", "opponent_played_combat_intrigue"), (("swords", 4),)),)}),
    "disguised_bureaucrat": Face(1, ("plot",), {"plot": (
        ("if", ("genetic_markers", 1), (("spice", 1),)), ("if", ("genetic_markers", 2), (("influence", "any", 1),)))}),
    "economic_positioning": Face(1, ("combat", "endgame"), {
        "combat": (("may", (("retreat", 2, 2),), (("solari", 3),)),),
        "endgame": (("if", ("has_at_least", "solari", 10), (("vp", 1),)),)}),
    "gruesome_sacrifice": Face(2, ("combat",), {"combat": (
        ("may", (("lose_troops", 2, "conflict"),), (("tleilaxu", 1), ("specimen", 2))),)}),
    "harvest_cells": Face(2, ("combat",), {"combat": (("specimen", 2), ("acquire_tleilaxu",))}),
    "illicit_dealings": Face(2, ("plot",), {"plot": (("tleilaxu", 1),)}),
    "shadowy_bargain": Face(1, ("plot", "endgame"), {"plot": (("specimen", 1),), "endgame": (("tleilaxu", 1),)}),
    "study_melange": Face(1, ("plot", "endgame"), {
        "plot": (("spice", 1),),
        "endgame": (("if", ("genetic_markers", 2), (("if", ("has_at_least", "spice", 3), (("vp", 1),)),)),)}),
    "tleilaxu_puppet": Face(1, ("plot", "endgame"), {
        "plot": (("persuasion", 1),),
        "endgame": (("if", ("genetic_markers", 2), (("if", ("custom", "high_council"), (("vp", 1),)),)),)}),
    "vicious_talents": Face(2, ("combat",), {"combat": (
        ("swords", 2), ("if", ("genetic_markers", 1), (("swords", 2),)), ("if", ("genetic_markers", 2), (("swords", 2),)))}),
}
WINDOWS = ("plot", "combat", "endgame")


# ---- positions ---------------------------------------------------------------------------------------

def give(s: GameState, p: PlayerState, *iids: str) -> None:
    """`p` holds these Intrigue cards (taken out of the Intrigue deck, so the count adds up)."""
    deck = list(s.intrigue_deck)
    for iid in iids:
        if iid in deck:
            deck.remove(iid)
    s.intrigue_deck = tuple(deck)
    p.intrigues = tuple(iids)
    s._legal = None


def at_turn(iid: str) -> tuple[GameState, PlayerState]:
    """Seat 0's turn decision, holding `iid` (and Dagger in hand)."""
    s = game()
    assert s.pending == ("turn", 0)
    p = s.players[0]
    p.hand = ["dagger"]
    give(s, p, iid)
    return s, p


def at_combat(iid: str, troops: int = 2, rival: str = "vicious_talents") -> tuple[GameState, PlayerState]:
    """The Combat round about to open: seat 0 (first) with `troops` in the Conflict and `iid`; seat 1
    in the Conflict with `rival` (a Combat card, so the round stops at seat 1 once seat 0 passes or
    cannot play). `open_window(s)` opens it."""
    s = game()
    s.first_player = 0
    for q in s.players:
        q.conflict, q.intrigues = {}, ()
    p = s.players[0]
    p.conflict = {"troop": troops} if troops else {}
    p.garrison = 0
    give(s, p, iid)
    s.players[1].conflict, s.players[1].intrigues = {"troop": 1}, (rival,)
    s.phase = "combat"
    s.pending, s.stack = None, [("combat_ask", 0, 0)]
    return s, p


def at_endgame(iid: str) -> tuple[GameState, PlayerState]:
    """The Endgame: seat 0 holds `iid`, nobody else holds anything; `open_window(s)` opens it."""
    s = game()
    for q in s.players:
        q.intrigues = ()
    p = s.players[0]
    give(s, p, iid)
    s.pending, s.stack = None, [("finish",), ("endgame_ask", 0)]
    return s, p


def set_row(s: GameState, row: tuple[str, ...]) -> tuple[str, ...]:
    """The Tleilaxu Row is `row` (its cards taken out of the Tleilaxu deck)."""
    TLEILAXU_DECK.put(s, tuple(c for c in (*TLEILAXU_DECK.get(s), *TLEILAXU_ROW.get(s)) if c not in row))
    TLEILAXU_ROW.put(s, row)
    return row


def open_window(s: GameState) -> None:
    s._legal = None
    engine.run(s)


def play(s: GameState, iid: str) -> None:
    s._legal = None
    assert f"play {iid}" in s.legal_actions()
    s.apply(f"play {iid}")


def not_offered(s: GameState, iid: str) -> None:
    """Not in the legal actions, and refused without a change (nor asked of seat 0 at all)."""
    s._legal = None
    if s.pending is None or s.pending[1] != 0:
        return
    assert f"play {iid}" not in s.legal_actions()
    before = s.players[0].intrigues
    with pytest.raises(IllegalActionError):
        s.apply(f"play {iid}")
    assert s.players[0].intrigues == before


def outside_its_windows(iid: str) -> None:
    """Held in each window the card has no box for, it is not offered there (and refused)."""
    for window in WINDOWS:
        if window in PRINTED[iid].windows:
            continue
        if window == "plot":
            s, _ = at_turn(iid)
        elif window == "combat":
            s, p = at_combat(iid, troops=3)
            give(s, p, iid, "vicious_talents")  # something to play: the round stops at seat 0
            p.garrison = 2
            put_research(s, 0, "c8r2")
            p.solari = p.spice = 10
            open_window(s)
        else:
            s, p = at_endgame(iid)
            give(s, p, iid, "shadowy_bargain")  # something to play: the Endgame asks seat 0
            put_research(s, 0, "c8r2")
            p.solari = p.spice = 10
            p.high_council = True
            open_window(s)
        assert s.pending is not None and s.pending[1] == 0, (iid, window)
        not_offered(s, iid)


def fi(s: GameState, faction: str) -> int:
    return s.rules.faction_index[faction]


# ---- the printed faces against the content ------------------------------------------------------------

def test_the_content_has_the_printed_faces() -> None:
    """003 Componentes: 15 Intrigue cards, 11 identities, each with its printed boxes."""
    intrigues = IMM.intrigues
    assert set(intrigues) == set(PRINTED) and sum(ig.copies for ig in intrigues.values()) == 15
    for iid, face in PRINTED.items():
        ig = intrigues[iid]
        assert ig.copies == face.copies and set(ig.kinds()) == set(face.windows), iid
        for window, box in face.boxes.items():
            assert ig.effects_for(window) == box, (iid, window)
        assert ig.cost == (), iid  # every arrow sits in a box (I29, I70)


# ---- Plot cards -------------------------------------------------------------------------------------------

def test_breakthrough_plot_a_research_icon() -> None:
    s, p = at_turn("breakthrough")
    play(s, "breakthrough")
    assert RESEARCH.get(s)[0] == "c1r3" and s.pending == ("turn", 0) and "breakthrough" in s.intrigue_discard
    outside_its_windows("breakthrough")


def test_breakthrough_in_the_reveal_turn_too() -> None:
    """004: a Plot card "at any time during one of your Agent or Reveal turns" (RI-2: the Reveal
    turn's acquire decision)."""
    s, p = at_turn("breakthrough")
    p.hand = []
    s._legal = None
    s.apply("reveal")
    while s.pending is not None and s.pending[0] != "acquire":
        s.apply(s.legal_actions()[0])
    play(s, "breakthrough")
    assert RESEARCH.get(s)[0] == "c1r3" and s.pending == ("acquire", 0)


def test_counterattack_plot_deploys_up_to_two_troops_from_the_garrison() -> None:
    """Plot: "Deploy up to two troops from your garrison to the Conflict"; with none there it is not
    offered (I70, as Rapid Mobilization: RI-4)."""
    s, p = at_turn("counterattack")
    play(s, "counterattack")
    assert s.legal_actions() == ["deploy 0", "deploy 1", "deploy 2"]
    s.apply("deploy 2")
    assert p.troops_in_conflict == 2 and p.garrison == 1 and s.pending == ("turn", 0)
    s, p = at_turn("counterattack")
    p.garrison, p.supply = 0, p.supply + p.garrison
    not_offered(s, "counterattack")


def test_counterattack_combat_four_swords_once_an_opponent_played_a_combat_intrigue() -> None:
    """Combat: "+4 Swords if an opponent played a Combat Intrigue card in this Conflict" (I49): before
    that it would do nothing and is not offered (I70); after seat 1's Vicious Talents it is."""
    s, p = at_combat("counterattack")
    open_window(s)
    assert s.pending is not None and s.pending[1] == 1  # seat 0 had nothing to play: passed
    s.apply("play vicious_talents")  # seat 1 has nothing more: the round comes back to seat 0
    assert s.pending is not None and s.pending[:2] == ("combat", 0)
    swords = p.swords
    play(s, "counterattack")
    assert p.swords == swords + 4


def test_counterattack_does_not_count_your_own_combat_intrigue() -> None:
    s, p = at_combat("counterattack", rival="vicious_talents")
    give(s, p, "counterattack", "vicious_talents")
    open_window(s)
    assert s.legal_actions() == ["play vicious_talents", "pass"]
    s.apply("play vicious_talents")
    not_offered(s, "counterattack")
    outside_its_windows("counterattack")


def test_disguised_bureaucrat_by_genetic_markers() -> None:
    """Plot: with the first genetic marker 1 spice; with the second, 1 Influence with any Faction too;
    without a marker it would do nothing and is not offered (I70)."""
    s, p = at_turn("disguised_bureaucrat")
    not_offered(s, "disguised_bureaucrat")
    s, p = at_turn("disguised_bureaucrat")
    put_research(s, 0, "c4r2")
    play(s, "disguised_bureaucrat")
    assert p.spice == 1 and p.influence == (0, 0, 0, 0) and s.pending == ("turn", 0)
    s, p = at_turn("disguised_bureaucrat")
    put_research(s, 0, "c8r4")
    play(s, "disguised_bureaucrat")
    assert p.spice == 1 and s.legal_actions() == [f"faction {f}" for f in s.rules.factions]
    s.apply("faction bene_gesserit")
    assert p.influence[fi(s, "bene_gesserit")] == 1 and s.pending == ("turn", 0)
    outside_its_windows("disguised_bureaucrat")


def test_illicit_dealings_plot_a_tleilaxu_step() -> None:
    s, p = at_turn("illicit_dealings")
    put_tleilaxu(s, 0, 3)
    vp = p.vp
    play(s, "illicit_dealings")
    # the fourth space: its VP and, first there, the setup spice (003 EL MEDIDOR TLEILAXU)
    assert TLEILAXU.get(s)[0] == 4 and p.vp == vp + 1 and p.spice == 2
    outside_its_windows("illicit_dealings")


def test_shadowy_bargain_plot_a_specimen_or_endgame_a_tleilaxu_step() -> None:
    s, p = at_turn("shadowy_bargain")
    play(s, "shadowy_bargain")
    assert specimens(p) == 1 and TLEILAXU.get(s)[0] == 0
    e, q = at_endgame("shadowy_bargain")
    put_tleilaxu(e, 0, 6)
    vp = q.vp
    open_window(e)
    play(e, "shadowy_bargain")
    assert TLEILAXU.get(e)[0] == 7 and q.vp == vp + 1 and specimens(q) == 0  # the last space's VP
    outside_its_windows("shadowy_bargain")


def test_study_melange_plot_a_spice_endgame_a_vp_with_the_second_marker_and_3_spice() -> None:
    """Endgame: both conditions (I30); with either missing it would do nothing (I70)."""
    s, p = at_turn("study_melange")
    play(s, "study_melange")
    assert p.spice == 1
    for research, spice, vp in (("c8r2", 3, 1), ("c8r2", 2, 0), ("c7r3", 3, 0)):
        e, q = at_endgame("study_melange")
        put_research(e, 0, research)
        q.spice = spice
        before = q.vp
        open_window(e)
        if vp:
            play(e, "study_melange")
        else:
            assert e.pending is None  # not offered: the Endgame is not even asked
        assert q.vp == before + vp and q.spice == spice
    outside_its_windows("study_melange")


def test_tleilaxu_puppet_plot_a_persuasion_for_this_rounds_reveal() -> None:
    """Plot: "+1 Persuasion during your Reveal turn this round" (I30)."""
    s, p = at_turn("tleilaxu_puppet")
    play(s, "tleilaxu_puppet")
    p.hand = []
    s._legal = None
    s.apply("reveal")
    assert p.persuasion == 1


def test_tleilaxu_puppet_endgame_a_vp_with_the_second_marker_and_a_high_council_seat() -> None:
    for research, seat, vp in (("c8r2", True, 1), ("c8r2", False, 0), ("c4r2", True, 0)):
        e, q = at_endgame("tleilaxu_puppet")
        put_research(e, 0, research)
        q.high_council = seat
        before = q.vp
        open_window(e)
        if vp:
            play(e, "tleilaxu_puppet")
        else:
            assert e.pending is None
        assert q.vp == before + vp
    outside_its_windows("tleilaxu_puppet")


# ---- Combat cards -----------------------------------------------------------------------------------------

def test_economic_positioning_combat_retreat_two_troops_for_3_solari() -> None:
    """Combat: "Retreat two of your troops → +3 Solari", paid when played (FAQ 2.1, I29); with one
    troop in the Conflict it is not offered (I70)."""
    s, p = at_combat("economic_positioning", troops=3)
    open_window(s)
    play(s, "economic_positioning")
    assert p.troops_in_conflict == 1 and p.garrison == 2 and p.solari == 3
    s, p = at_combat("economic_positioning", troops=1)
    open_window(s)
    not_offered(s, "economic_positioning")


def test_economic_positioning_endgame_a_vp_with_10_solari() -> None:
    for solari, vp in ((10, 1), (9, 0)):
        e, q = at_endgame("economic_positioning")
        q.solari = solari
        before = q.vp
        open_window(e)
        if vp:
            play(e, "economic_positioning")
        else:
            assert e.pending is None
        assert q.vp == before + vp and q.solari == solari
    outside_its_windows("economic_positioning")


def test_gruesome_sacrifice_loses_two_troops_in_the_conflict_for_a_step_and_two_specimens() -> None:
    """Combat: "Lose two of your troops in the Conflict → 1 Tleilaxu, 2 specimens" (I24: from the
    Conflict only; the lost troops go to the supply, then two of the supply to the axolotl tanks)."""
    s, p = at_combat("gruesome_sacrifice", troops=2)
    supply = p.supply
    open_window(s)
    play(s, "gruesome_sacrifice")
    assert p.troops_in_conflict == 0 and TLEILAXU.get(s)[0] == 1 and specimens(p) == 2 and p.supply == supply
    s, p = at_combat("gruesome_sacrifice", troops=1)
    p.garrison = 3  # garrisoned troops do not pay it
    open_window(s)
    not_offered(s, "gruesome_sacrifice")
    outside_its_windows("gruesome_sacrifice")


def test_harvest_cells_after_losing_three_troops_two_specimens_and_a_tleilaxu_card() -> None:
    """"When you lose at least three troops at the end of a Conflict: 2 specimens; you may acquire a
    Tleilaxu card" paying its specimens (I27, I45, I49): the window after the Conflict is resolved."""
    s, p = at_combat("harvest_cells", troops=3)
    give(s, p, "harvest_cells", "vicious_talents")
    set_row(s, ("contaminator", "ghola"))  # costs 1 and 3
    open_window(s)
    assert s.pending is not None and s.pending[:2] == ("combat", 0)
    not_offered(s, "harvest_cells")  # never in the ordinary Combat round
    while s.pending is not None and s.pending[0] != "harvest_window":
        s.apply("pass" if "pass" in s.legal_actions() else s.legal_actions()[0])
    assert s.pending == ("harvest_window", 0, ()) and s.legal_actions() == ["play harvest_cells", "pass"]
    give_specimens(s, 0, 1)
    s.apply("play harvest_cells")
    assert specimens(p) == 3
    assert s.legal_actions() == ["acquire contaminator", "acquire ghola", "acquire reclaimed_forces", "pass"]
    s.apply("acquire ghola")
    assert "ghola" in p.discard and specimens(p) == 0 and "harvest_cells" in s.intrigue_discard
    # the Row refilled on Ghola's side from the Tleilaxu deck (003 CARTAS TLEILAXU, I42)
    assert TLEILAXU_ROW.get(s)[0] == "contaminator" and TLEILAXU_ROW.get(s)[1] not in ("ghola", "contaminator")


def test_harvest_cells_may_decline_the_tleilaxu_card() -> None:
    s, p = at_combat("harvest_cells", troops=3)
    open_window(s)
    while s.pending is not None and s.pending[0] != "harvest_window":
        s.apply("pass" if "pass" in s.legal_actions() else s.legal_actions()[0])
    row = set_row(s, ("contaminator", "ghola"))  # costs 1 and 3
    s.apply("play harvest_cells")
    assert s.legal_actions() == ["acquire contaminator", "pass"]  # 2 specimens: Ghola, Reclaimed Forces cost 3
    s.apply("pass")
    assert specimens(p) == 2 and TLEILAXU_ROW.get(s) == row and "contaminator" not in p.discard


def test_harvest_cells_is_not_offered_after_losing_fewer_than_three() -> None:
    """Seat 0 loses two troops, seat 1 three, both holding Harvest Cells: only seat 1 is asked."""
    s, p = at_combat("harvest_cells", troops=2)
    s.players[1].conflict, s.players[1].intrigues = {"troop": 3}, ("harvest_cells",)
    open_window(s)
    while s.pending is not None and s.pending[0] in ("combat", "faction"):
        s.apply("pass" if "pass" in s.legal_actions() else s.legal_actions()[0])
    assert s.pending == ("harvest_window", 1, ())
    s.apply("pass")
    assert s.pending is None or s.pending[0] != "harvest_window"
    assert "harvest_cells" in p.intrigues
    outside_its_windows("harvest_cells")


def test_vicious_talents_two_swords_and_two_more_per_genetic_marker() -> None:
    for research, swords in ((IMM.research.start, 2), ("c4r2", 4), ("c8r6", 6)):
        s, p = at_combat("vicious_talents")
        put_research(s, 0, research)
        open_window(s)
        play(s, "vicious_talents")
        assert p.swords == swords
    outside_its_windows("vicious_talents")


# ---- coverage --------------------------------------------------------------------------------------------

TESTED: dict[str, list[str]] = {
    "breakthrough": ["test_breakthrough_plot_a_research_icon", "test_breakthrough_in_the_reveal_turn_too"],
    "counterattack": ["test_counterattack_plot_deploys_up_to_two_troops_from_the_garrison",
                      "test_counterattack_combat_four_swords_once_an_opponent_played_a_combat_intrigue",
                      "test_counterattack_does_not_count_your_own_combat_intrigue"],
    "disguised_bureaucrat": ["test_disguised_bureaucrat_by_genetic_markers"],
    "economic_positioning": ["test_economic_positioning_combat_retreat_two_troops_for_3_solari",
                             "test_economic_positioning_endgame_a_vp_with_10_solari"],
    "gruesome_sacrifice": ["test_gruesome_sacrifice_loses_two_troops_in_the_conflict_for_a_step_and_two_specimens"],
    "harvest_cells": ["test_harvest_cells_after_losing_three_troops_two_specimens_and_a_tleilaxu_card",
                      "test_harvest_cells_may_decline_the_tleilaxu_card",
                      "test_harvest_cells_is_not_offered_after_losing_fewer_than_three"],
    "illicit_dealings": ["test_illicit_dealings_plot_a_tleilaxu_step"],
    "shadowy_bargain": ["test_shadowy_bargain_plot_a_specimen_or_endgame_a_tleilaxu_step"],
    "study_melange": ["test_study_melange_plot_a_spice_endgame_a_vp_with_the_second_marker_and_3_spice"],
    "tleilaxu_puppet": ["test_tleilaxu_puppet_plot_a_persuasion_for_this_rounds_reveal",
                        "test_tleilaxu_puppet_endgame_a_vp_with_the_second_marker_and_a_high_council_seat"],
    "vicious_talents": ["test_vicious_talents_two_swords_and_two_more_per_genetic_marker"],
}


def test_every_immortality_intrigue_card_has_its_tests() -> None:
    """Issue 18: one engine test per Intrigue card; `TESTED`'s keys are exactly the module's Intrigue
    cards and every name is a test function of this file."""
    assert set(TESTED) == set(IMM.intrigues) == set(PRINTED)
    assert set(TESTED) <= set(game().rules.content.intrigues)
    for iid, names in TESTED.items():
        assert names, iid
        for name in names:
            assert name.startswith("test_") and callable(globals().get(name)), f"{iid}: {name}"
