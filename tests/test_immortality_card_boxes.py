"""One engine test per Immortality card whose boxes use the expansion's rules (seed 003 cards,
modules/immortality/content/*.yaml; the cards already covered with the rule they exercise are in
tests/test_immortality_cards.py and tests/test_immortality_graft.py). Each resolves the card's
printed box through the engine (its source is the card, as in play). Built with
tests/products.py."""

from __future__ import annotations

from typing import Any

from landsraad import GameState
from landsraad.modules.immortality.specimens import specimens
from landsraad.modules.immortality.state import RESEARCH, TLEILAXU
from landsraad.rules import engine
from tests.test_immortality_graft import settle, with_hand
from tests.test_immortality_rules import game, give_specimens, put_research, put_tleilaxu


def box(s: GameState, cid: str, which: str, answers: dict[str, str] | None = None, seat: int = 0) -> None:
    """Resolve a card's box ("agent", "reveal", "acquire", "on_trash") for `seat`; an Intrigue
    card's box by window ("plot", "combat", "endgame")."""
    content = s.rules.content
    if cid in content.intrigues:
        effects: Any = content.intrigues[cid].effects_for(which)
        src = f"intrigue:{cid}"
    else:
        effects = getattr(content.cards[cid], which)
        src = f"card:{cid}"
        if cid not in s.players[seat].in_play:
            s.players[seat].in_play.append(cid)
    s.pending = None
    s._legal = None
    s.stack = [("eff", seat, e, src) for e in reversed(effects)]
    engine.run(s)
    answers = answers or {}
    while s.pending is not None:
        s.apply(answers.get(s.pending[0], s.legal_actions()[0]))


# ---- Imperium cards --------------------------------------------------------------------------------

def test_bene_tleilax_lab() -> None:
    """Agent: a specimen; Reveal: 1 Persuasion, +1 spice with the first genetic marker."""
    s = game()
    box(s, "bene_tleilax_lab", "agent")
    assert specimens(s.players[0]) == 1
    box(s, "bene_tleilax_lab", "reveal")
    assert s.players[0].spice == 0 and s.players[0].persuasion == 1
    put_research(s, 0, "c4r2")
    box(s, "bene_tleilax_lab", "reveal")
    assert s.players[0].spice == 1


def test_bene_tleilax_researcher() -> None:
    """Agent: a Research icon; Reveal: 1 Persuasion and 1 more per genetic marker."""
    s = game()
    box(s, "bene_tleilax_researcher", "agent")
    assert RESEARCH.get(s)[0] == "c1r3"
    put_research(s, 0, "c8r2")
    box(s, "bene_tleilax_researcher", "reveal")
    assert s.players[0].persuasion == 3


def test_blank_slate_has_the_four_faction_icons_only_when_grafted() -> None:
    """I25: Blank Slate's Faction icons come with a graft."""
    s = with_hand(["blank_slate", "dagger"])
    assert not any(a.startswith("agent blank_slate secrets") for a in s.legal_actions())
    s = with_hand(["blank_slate", "chairdog"])
    s.apply("graft blank_slate")
    assert "graft_to secrets" in s.legal_actions()  # a Bene Gesserit space


def test_clandestine_meeting_needs_an_agent_icon_from_a_grafted_card() -> None:
    """003 ACLARACIONES, Reunión clandestina: no Agent icon of its own; grafted to Chairdog it goes
    to a City space and gives Bene Gesserit Influence and an Intrigue card."""
    s = with_hand(["clandestine_meeting", "dagger"])
    assert not any(a.startswith(("agent clandestine_meeting", "graft clandestine")) for a in s.legal_actions())
    s = with_hand(["clandestine_meeting", "chairdog"])
    s.apply("graft chairdog")
    s.apply("graft_to arrakeen")
    settle(s)
    p = s.players[0]
    assert p.influence[s.rules.faction_index["bene_gesserit"]] == 1 and len(p.intrigues) == 1


def test_corrupt_smuggler_gives_spice_only_grafted() -> None:
    s = with_hand(["corrupt_smuggler", "chairdog"])
    s.apply("graft corrupt_smuggler")
    s.apply("graft_to arrakeen")
    settle(s)
    assert s.players[0].spice == 2
    s = with_hand(["corrupt_smuggler"])
    s.apply("agent corrupt_smuggler secure_contract")
    settle(s)
    assert s.players[0].spice == 0


def test_high_priority_travel_draws_or_fights_with_two_guild_influence() -> None:
    s = game()
    box(s, "high_priority_travel", "agent")
    assert s.players[0].hand == game().players[0].hand  # below 2 Guild Influence: nothing
    s.players[0].influence = (0, 2, 0, 0)
    hand = len(s.players[0].hand)
    box(s, "high_priority_travel", "agent", {"choose": "choose 1"})
    assert len(s.players[0].hand) == hand + 1


def test_long_reach_has_its_icons_with_another_bene_gesserit_card_in_play() -> None:
    s = with_hand(["long_reach"])
    assert not any(a.startswith("agent long_reach") for a in s.legal_actions())
    s.players[0].in_play.append("bene_gesserit_initiate")
    s._legal = None
    assert any(a.startswith("agent long_reach arrakeen") for a in s.legal_actions())


def test_organ_merchants_sells_a_specimen() -> None:
    s = game()
    box(s, "organ_merchants", "agent")
    assert s.players[0].solari == 0  # no specimen: the arrow is not offered
    give_specimens(s, 0, 1)
    box(s, "organ_merchants", "agent", {"may": "pay"})
    assert s.players[0].solari == 4 and specimens(s.players[0]) == 0


def test_replacement_eyes_steps_on_the_tleilaxu_track_when_trashed() -> None:
    s = game()
    p = s.players[0]
    p.hand.append("replacement_eyes")
    s.pending, s.stack = None, []
    from landsraad.rules.zones import trash_card
    trash_card(s, p, "hand", "replacement_eyes")
    engine.run(s)
    assert TLEILAXU.get(s)[0] == 1


def test_sardaukar_quartermaster_recruits_and_draws_only_grafted() -> None:
    s = with_hand(["sardaukar_quartermaster", "chairdog"])
    s.apply("graft sardaukar_quartermaster")
    s.apply("graft_to arrakeen")  # Arrakeen itself recruits 1 and draws 1
    settle(s, {"deploy": "deploy 0"})
    assert s.players[0].garrison == 5
    s = with_hand(["sardaukar_quartermaster"])
    s.apply("agent sardaukar_quartermaster arrakeen")
    settle(s, {"deploy": "deploy 0"})
    assert s.players[0].garrison == 4  # Arrakeen's recruit only


def test_spiritual_fervor_researches_when_acquired() -> None:
    s = game()
    s.players[0].in_play = []
    box(s, "spiritual_fervor", "acquire")
    assert RESEARCH.get(s)[0] == "c1r3"
    box(s, "spiritual_fervor", "reveal")
    assert specimens(s.players[0]) == 2  # c1r3's specimen and the Reveal box's


def test_throne_room_politics_recruits_and_may_trash() -> None:
    s = game()
    box(s, "throne_room_politics", "agent", {"trash_pick": "decline"})
    assert s.players[0].garrison == 4 and s.players[0].trashed == ()


# ---- Tleilaxu cards --------------------------------------------------------------------------------

def test_contaminator_steps_on_the_tleilaxu_track() -> None:
    s = game()
    box(s, "contaminator", "agent")
    assert TLEILAXU.get(s)[0] == 1


def test_industrial_espionage_researches_and_generates_only_grafted() -> None:
    s = with_hand(["industrial_espionage", "chairdog"])
    s.apply("graft industrial_espionage")
    s.apply("graft_to hall_of_oratory")
    settle(s)
    assert RESEARCH.get(s)[0] == "c1r3" and specimens(s.players[0]) == 2  # c1r3's and the card's


def test_scientific_breakthrough_trashes_itself_for_a_vp_with_two_markers() -> None:
    s = game()
    put_research(s, 0, "c8r2")
    vp = s.players[0].vp
    box(s, "scientific_breakthrough", "agent", {"may": "pay"})
    assert s.players[0].vp == vp + 1 and "scientific_breakthrough" in s.players[0].trashed
    assert len(s.players[0].hand) == 6  # the Research icon drew a card (second marker)


def test_stitched_horror_chooses_two_of_four() -> None:
    """Choose two different ones of: 1 water, recruit 1, trash a card, a Tleilaxu step."""
    s = game()
    run = s.rules.content.cards["stitched_horror"].agent
    s.pending, s.stack = None, [("eff", 0, e, "card:stitched_horror") for e in reversed(run)]
    engine.run(s)
    assert s.legal_actions() == ["choose 1", "choose 2", "choose 3", "choose 4"]
    s.apply("choose 4")
    assert len(s.legal_actions()) == 3  # the chosen one is not offered again
    s.apply("choose 1")
    assert TLEILAXU.get(s)[0] == 1 and s.players[0].water == 2 and s.pending is None


def test_subject_x_137() -> None:
    """Acquire: a Tleilaxu step; Agent: another with the first genetic marker."""
    s = game()
    box(s, "subject_x_137", "acquire")
    assert TLEILAXU.get(s)[0] == 1
    box(s, "subject_x_137", "agent")
    assert TLEILAXU.get(s)[0] == 1
    put_research(s, 0, "c4r4")
    box(s, "subject_x_137", "agent")
    assert TLEILAXU.get(s)[0] == 2


# ---- Intrigue cards -------------------------------------------------------------------------------

def test_breakthrough_and_illicit_dealings() -> None:
    s = game()
    box(s, "breakthrough", "plot")
    box(s, "illicit_dealings", "plot")
    assert RESEARCH.get(s)[0] == "c1r3" and TLEILAXU.get(s)[0] == 1


def test_disguised_bureaucrat_by_genetic_markers() -> None:
    s = game()
    box(s, "disguised_bureaucrat", "plot")
    assert s.players[0].spice == 0
    put_research(s, 0, "c8r4")
    box(s, "disguised_bureaucrat", "plot", {"faction": "faction guild"})
    assert s.players[0].spice == 1 and s.players[0].influence[s.rules.faction_index["guild"]] == 1


def test_shadowy_bargain_specimen_and_endgame_step() -> None:
    s = game()
    box(s, "shadowy_bargain", "plot")
    assert specimens(s.players[0]) == 1
    put_tleilaxu(s, 0, 6)
    vp = s.players[0].vp
    box(s, "shadowy_bargain", "endgame")
    assert TLEILAXU.get(s)[0] == 7 and s.players[0].vp == vp + 1


def test_study_melange_and_tleilaxu_puppet_endgame_need_both_conditions() -> None:
    """I30: the second genetic marker and 3 spice (Study Melange) or a High Council seat (Puppet)."""
    s = game()
    p = s.players[0]
    p.spice = 3
    vp = p.vp
    box(s, "study_melange", "endgame")
    assert p.vp == vp
    put_research(s, 0, "c8r2")
    box(s, "study_melange", "endgame")
    assert p.vp == vp + 1
    box(s, "tleilaxu_puppet", "endgame")
    assert p.vp == vp + 1
    p.high_council = True
    box(s, "tleilaxu_puppet", "endgame")
    assert p.vp == vp + 2


def test_vicious_talents_swords_by_markers() -> None:
    s = game()
    box(s, "vicious_talents", "combat")
    assert s.players[0].swords == 2
    put_research(s, 0, "c8r6")
    box(s, "vicious_talents", "combat")
    assert s.players[0].swords == 8
