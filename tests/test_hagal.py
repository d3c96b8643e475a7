"""House Hagal: the automa of 2-player games and solo Rivals (issue 4).

Sources: 001 "ДОМ ХАГАЛЬ" sheet (Agents, Combat, two players, solo, difficulty table, additional
rules), 000 "CARTAS DE LA CASA HAGAL" (Rivals wording), FAQ 2.5.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from helpers import position

from landsraad import GameConfig, IllegalActionError, new_game
from landsraad.content import load_content
from landsraad.core.errors import ContentError
from landsraad.modules.base.hagal import automa_legal
from landsraad.modules.base.hagal_card import HAGAL_CARD
from landsraad.modules.base.state import HAGAL_DECK, HAGAL_DISCARD, SWORDMASTER_ROUND
from landsraad.rules import turns
from landsraad.rules.engine import run
from landsraad.rules.ruleset import MODULES, Module, Seat, register_module, ruleset_for
from landsraad.rules.view import log_lines


def first_agent(s, sid: str) -> int | None:  # type: ignore[no-untyped-def]
    """The seat of the first Agent on a space (rules/places.py), None when nobody is there."""
    seats = s.agents.get(sid, ())
    return seats[0] if seats else None


def _deck_counter(players: int, difficulty: str = "sardaukar") -> Counter[str]:
    s = new_game(GameConfig(players=players, difficulty=difficulty), seed=1)
    return Counter(HAGAL_DECK.get(s) + HAGAL_DISCARD.get(s))


def test_hagal_deck_composition() -> None:
    """31 cards; 2 players remove the three 1P Arrakeen; solo removes Reshuffle and the 2P Arrakeen."""
    content = load_content("base")
    assert sum(c.copies for c in HAGAL_CARD.get(content).values()) == 31
    two = _deck_counter(2)
    assert sum(two.values()) == 28 and "arrakeen_solo" not in two and two["reshuffle"] == 1
    one = _deck_counter(1)
    assert sum(one.values()) == 27 and "reshuffle" not in one and "arrakeen_two_player" not in one
    assert one["arrakeen_solo"] == 3 and one["harvest_spice"] == 5


# ---- two players ---------------------------------------------------------------------------

def test_two_player_setup() -> None:
    """001: House Hagal is a third, non-scoring player with no troops in its garrison."""
    s = new_game(GameConfig(players=2), seed=3)
    assert s.automa == (2,) and len(s.players) == 3
    h = s.players[2]
    assert (h.garrison, h.supply, h.agents_left, h.deck, h.hand) == (0, 12, 3, [], [])
    assert s.first_player in (0, 1) and s.current_player() == s.first_player
    for p in s.players[:2]:
        assert len(p.hand) == 5 and p.vp == 0


def two_player(**kw):  # type: ignore[no-untyped-def]
    kw.setdefault("players", 2)
    kw.setdefault("first_player", 0)
    return position(**kw)


def test_hagal_acts_after_first_players_agent_turns_only() -> None:
    """001 ХОД ИГРЫ: House Hagal takes a turn after each of the First Player's Agent turns."""
    s = two_player(hagal_deck=["wealth", "foldspace", "secrets"],
                   seats={0: {"hand": ["dagger", "dagger"], "solari": 4}, 1: {"hand": ["dagger"]}})
    s.apply("agent dagger hall_of_oratory")
    assert s.players[2].agents_left == 2 and s.current_player() == 1
    placed = [sid for sid, seats in s.agents.items() if seats[0] == 2]
    assert len(placed) == 1 and placed[0] in ("wealth", "foldspace", "secrets")
    s.apply("reveal")  # the second player's turn: House Hagal does not act
    assert s.players[2].agents_left == 2 and s.current_player() == 0
    s.apply("agent dagger rally_troops")
    assert s.players[2].agents_left == 1


def test_hagal_turn_skips_occupied_and_applies_card() -> None:
    """001 АГЕНТЫ: reveal until a free space; only the card's icons apply (influence, troops);
    at a Combat space recruits go to the Conflict plus up to 2 from the garrison."""
    s = two_player(hagal_deck=["conspire"], hagal_discard=[], occupant={"wealth": 1},
                   seats={0: {"hand": ["dagger"]}, 2: {"garrison": 3, "supply": 9}})
    HAGAL_DECK.put(s, ("wealth",))
    HAGAL_DISCARD.put(s, ("heighliner",))
    s.apply("agent dagger hall_of_oratory")
    h = s.players[2]
    assert first_agent(s, "heighliner") == 2
    # Heighliner card: +1 Guild influence, 3 troops to the Conflict, +2 from the garrison; no
    # water, no cost, no VP
    assert h.influence[1] == 1 and h.troops_in_conflict == 5 and h.garrison == 1 and h.supply == 6
    assert h.spice == 0 and h.water == 0 and h.vp == 0
    assert "wealth" in HAGAL_DISCARD.get(s)


def test_hagal_influence_no_bonus_no_vp_but_alliance() -> None:
    """001: House Hagal gains no bonuses but takes Alliances; it never takes VP (two players)."""
    s = two_player(hagal_deck=["conspire"], seats={0: {"hand": ["dagger"]}, 2: {"influence": {"emperor": 3}}})
    s.apply("agent dagger hall_of_oratory")
    h = s.players[2]
    assert h.influence[0] == 4 and s.alliance[0] == 2
    assert h.vp == 0 and h.garrison == 2  # Conspire card: 2 troops to the garrison, no 4-bonus troops


def test_hagal_harvest_two_players_returns_bonus_spice() -> None:
    """001 Карты «Добыча Пряности»: the bonus spice on the space goes back to the bank (2 players)."""
    s = two_player(hagal_deck=["harvest_spice"], bonus_spice={"great_flat": 0, "hagga_basin": 2, "imperial_basin": 1},
                   seats={0: {"hand": ["dagger"]}})
    s.apply("agent dagger hall_of_oratory")
    assert first_agent(s, "hagga_basin") == 2
    assert s.bonus_spice["hagga_basin"] == 0 and s.players[2].spice == 0


def test_harvest_tie_goes_to_the_larger_base() -> None:
    """docs/rulings.md H2: equal bonus spice -> the space with the larger base harvest."""
    s = two_player(hagal_deck=["harvest_spice"], bonus_spice={"great_flat": 1, "hagga_basin": 1, "imperial_basin": 1},
                   occupant={"great_flat": 1}, seats={0: {"hand": ["dagger"]}})
    s.apply("agent dagger hall_of_oratory")
    assert first_agent(s, "hagga_basin") == 2


def test_harvest_without_bonus_spice_reveals_another_card() -> None:
    """docs/rulings.md H2: 000 "sigue las instrucciones de la carta. Si la carta envía al Agente
    de un Rival a recolectar especia ..." — the card sends an Agent only to a free desert space
    holding bonus spice (Chatanga's transcription, the only one of the card); otherwise, as for an
    occupied space, another card is revealed."""
    s = two_player(hagal_deck=["harvest_spice"], hagal_discard=[],
                   bonus_spice={"great_flat": 0, "hagga_basin": 0, "imperial_basin": 0},
                   seats={0: {"hand": ["dagger"]}})
    HAGAL_DECK.put(s, ("wealth", "harvest_spice"))
    # reveal until a usable card: the Harvest Spice card is passed over wherever it comes
    s.apply("agent dagger hall_of_oratory")
    assert first_agent(s, "wealth") == 2
    assert not any(first_agent(s, sid) == 2 for sid in ("great_flat", "hagga_basin", "imperial_basin"))
    s2 = two_player(hagal_deck=["harvest_spice"], bonus_spice={"great_flat": 0, "hagga_basin": 0, "imperial_basin": 1},
                    occupant={"imperial_basin": 1}, seats={0: {"hand": ["dagger"]}})
    HAGAL_DECK.put(s2, ("wealth", "harvest_spice"))
    s2.apply("agent dagger hall_of_oratory")
    assert first_agent(s2, "wealth") == 2  # the only bonus spice is on an occupied space


def test_reshuffle_card() -> None:
    """001 АГЕНТЫ: on Reshuffle, the discard goes back into the deck and a new card is revealed."""
    s = two_player(hagal_deck=["reshuffle"], hagal_discard=["secrets"], seats={0: {"hand": ["dagger"]}})
    s.apply("agent dagger hall_of_oratory")
    assert first_agent(s, "secrets") == 2
    assert HAGAL_DECK.get(s) == ("reshuffle",) and HAGAL_DISCARD.get(s) == ("secrets",)


def test_hagal_combat_swords_and_control_removal() -> None:
    """001 СРАЖЕНИЕ: an automa with units reveals a card and adds its swords; House Hagal takes
    no reward, but winning a Conflict for a controlled space removes the controller's marker."""
    s = two_player(conflict="siege_of_arrakeen", conflict_deck=["desert_power"], start="combat",
                   control={"arrakeen": 0}, hagal_deck=["heighliner"],
                   seats={0: {"conflict": 1, "supply": 8}, 1: {"conflict": 1, "supply": 8},
                          2: {"conflict": 1, "supply": 11}})
    # Hagal: 2 + 6 swords = 8 > 2, 2: the two players tie for 2nd and each takes the 3rd reward
    # (004 Empates, at any player count: docs/rulings.md R11, H11)
    assert "arrakeen" not in s.control and s.players[0].control_markers == 3
    assert s.players[2].vp == 0 and s.players[2].solari == 0
    assert s.players[0].solari == 2 and s.players[1].solari == 2
    log = log_lines(s)
    assert "House Hagal wins the Conflict with strength 8: the 1st reward, but House Hagal takes no rewards" in log
    assert "P0 and P1 tie for 2nd with strength 2; each takes the 3rd reward" in log
    assert "House Hagal wins: P0's Control marker leaves Arrakeen" in log


def test_the_no_reward_line_names_the_seats_automa_in_every_language() -> None:
    """001 СРАЖЕНИЕ (House Hagal takes no reward): the log line's name for the seat is its automa's
    own word (`Automa.word`, declared by the base module), not a word of the core's phases; the
    line reads as it did when the core named House Hagal, in every language."""
    s = two_player(conflict="siege_of_arrakeen", conflict_deck=["desert_power"], start="combat",
                   control={"arrakeen": 0}, hagal_deck=["heighliner"],
                   seats={0: {"conflict": 1, "supply": 8}, 1: {"conflict": 1, "supply": 8},
                          2: {"conflict": 1, "supply": 11}})
    lines = [(m, a) for m, a in s.log or () if m == "{line}: the {reward} reward, but {automa} takes no rewards"]
    assert len(lines) == 1 and lines[0][1]["automa"] == ("message", s.rules.automa.word) == ("message", "House Hagal")
    want = {"en": "House Hagal wins the Conflict with strength 8: the 1st reward, but House Hagal takes no rewards",
            "es": "la recompensa del 1.º puesto, pero la Casa Hagal no obtiene recompensas",
            "pt": "mas a Casa Hagal não recebe recompensas",
            "ru": "но Дом Хагаль не получает наград"}
    for lang, text in want.items():
        assert any(text in line for line in log_lines(s, lang=lang)), (lang, log_lines(s, lang=lang))


def test_player_tied_with_hagal_for_second_takes_the_third_reward() -> None:
    """004 Empates ("Quando os jogadores empatam pelo segundo lugar, cada um deles recebe a
    terceira recompensa") with House Hagal's place counting (000: it competes in Conflicts as a
    third player) and House Hagal taking no reward (000: "no gana recompensas"): docs/rulings.md H11."""
    s = two_player(conflict="siege_of_arrakeen", conflict_deck=["desert_power"], start="combat",
                   hagal_deck=["hall_of_oratory"],
                   seats={0: {"conflict": 1, "supply": 8}, 1: {"conflict": 3, "supply": 6},
                          2: {"conflict": 1, "supply": 11}})
    # the Hall of Oratory card shows no swords: P1 6 wins; P0 and House Hagal tie for 2nd at 2
    assert s.players[2].swords == 0
    assert s.players[1].vp == 1 and s.control == {"arrakeen": 1}
    assert s.players[0].solari == 2  # the 3rd reward
    assert s.players[2].solari == 0 and s.players[2].vp == 0
    assert "P0 and House Hagal tie for 2nd with strength 2; each takes the 3rd reward " \
           "(House Hagal takes no rewards)" in log_lines(s)


def test_player_tied_with_hagal_for_first_takes_the_second_reward() -> None:
    """004 Empates: a tie for 1st — nobody wins, each tied player takes the 2nd reward; House
    Hagal takes nothing and, not having won, removes no Control marker."""
    s = two_player(conflict="siege_of_arrakeen", conflict_deck=["desert_power"], start="combat",
                   hagal_deck=["hall_of_oratory"], control={"arrakeen": 1},
                   seats={0: {"conflict": 1, "supply": 8}, 2: {"conflict": 1, "supply": 11}})
    assert s.players[0].solari == 4 and s.players[0].vp == 0
    assert s.control == {"arrakeen": 1}


def test_hagal_second_place_player_still_rewarded() -> None:
    s = two_player(conflict="siege_of_arrakeen", conflict_deck=["desert_power"], start="combat",
                   hagal_deck=["heighliner"],
                   seats={0: {"conflict": 1, "supply": 8}, 2: {"conflict": 1, "supply": 11}})
    assert s.players[0].solari == 4 and s.control == {}


def test_two_player_first_player_alternates_and_hagal_never_wins() -> None:
    s = new_game(GameConfig(players=2, first_player=0), seed=5)
    import random

    rng = random.Random(5)
    firsts = []
    while not s.is_terminal():
        if s.phase == "player_turns" and (not firsts or firsts[-1][0] != s.round):
            firsts.append((s.round, s.first_player))
        s.apply(rng.choice(s.legal_actions()))
    assert [f for _, f in firsts[:4]] == [0, 1, 0, 1]
    assert s.winner in (0, 1) and 2 not in s.ranking and s.players[2].vp == 0


# ---- solo ------------------------------------------------------------------------------------

@pytest.mark.parametrize("difficulty,extra,troops,intrigues,sm_round", [
    ("mercenary", 1, 0, 0, 5), ("sardaukar", 0, 3, 1, 4), ("mentat", 0, 3, 1, 3),
    ("kwisatz_haderach", 0, 3, 1, 3)])
def test_solo_setup(difficulty: str, extra: int, troops: int, intrigues: int, sm_round: int) -> None:
    """001 difficulty table: the player's extra resources, Rivals' starting troops and Intrigue,
    Swordmasters N cards deep; the Rival on the player's left starts first."""
    s = new_game(GameConfig(players=1, difficulty=difficulty, leaders=(None, "random", "random"), log=True), seed=2)
    assert s.automa == (1, 2) and s.first_player == 1
    assert s.players[0].solari == extra and s.players[0].spice == extra and s.players[0].water == 1
    for seat in (1, 2):
        r = s.players[seat]
        # both Rivals have taken their first Agent turn (the First Player marker is on the left of
        # the player): leave out the troops their card and Signet recruited (the log says how many)
        recruited = sum(int(m) for line in log_lines(s) if line.startswith(f"P{seat} (Rival) ")
                        for m in re.findall(r"recruits (\d+)", line))
        assert r.garrison + r.troops_in_conflict - recruited == troops and r.supply + recruited == 12 - troops
        assert r.water >= 1
        assert len(r.intrigues) == intrigues and r.deck == [] and r.agents_total == 2
        assert r.leader not in (None, "paul_atreides", "helena_richese")
    assert SWORDMASTER_ROUND.get(s) == sm_round


def test_rivals_cannot_be_paul_or_helena() -> None:
    with pytest.raises(IllegalActionError, match="Paul"):
        new_game(GameConfig(players=1, leaders=(None, "paul_atreides", "random")), seed=1)
    for seed in range(30):
        s = new_game(GameConfig(players=1, leaders=("random", "random", "random")), seed=seed)
        assert s.players[1].leader not in ("paul_atreides", "helena_richese")
        assert s.players[2].leader not in ("paul_atreides", "helena_richese")


def solo(**kw):  # type: ignore[no-untyped-def]
    kw.setdefault("players", 1)
    kw.setdefault("first_player", 0)
    return position(**kw)


def test_mentat_costs_five_above_mercenary() -> None:
    """001 table: a 5 Solari token on the Mentat space at Sardaukar and above."""
    s = solo(difficulty="sardaukar", seats={0: {"hand": ["dagger"], "solari": 4}})
    assert "agent dagger mentat" not in s.legal_actions()
    s = solo(difficulty="mercenary", seats={0: {"hand": ["dagger"], "solari": 2}})
    assert "agent dagger mentat" in s.legal_actions()


def test_mentat_token_and_letos_discount() -> None:
    """The 5 Solari token replaces the Mentat space's printed cost; Leto's Landsraad Popularity
    (1 Solari less at a Landsraad space) still applies to it: 4 for Leto, 5 for the others, whichever
    modifier runs first (House Hagal's is the base module's, after the base game's leaders)."""
    s = solo(difficulty="sardaukar", leaders=["leto_atreides", "glossu_rabban", "memnon_thorvald"],
             seats={0: {"hand": ["dagger"], "solari": 4}})
    mentat = s.rules.content.spaces["mentat"]
    assert turns.space_cost(s, s.players[0], mentat, None) == (("solari", 4),)
    assert "agent dagger mentat" in s.legal_actions()
    assert turns.space_cost(s, s.players[1], mentat, None) == (("solari", 2),)  # a Rival: no token


def test_no_swordmaster_at_kwisatz_haderach() -> None:
    s = solo(difficulty="kwisatz_haderach", seats={0: {"hand": ["dagger"], "solari": 8}})
    assert "agent dagger swordmaster" not in s.legal_actions()
    s = solo(difficulty="mentat", seats={0: {"hand": ["dagger"], "solari": 8}})
    assert "agent dagger swordmaster" in s.legal_actions()


def test_rivals_take_turns_in_sequence() -> None:
    """001 ХОДЫ ОППОНЕНТОВ: Rivals take Agent turns in turn order while they have Agents."""
    s = solo(hagal_deck=["wealth", "foldspace", "secrets", "stillsuits"],
             seats={0: {"hand": ["dagger", "dagger"]}, 1: {"garrison": 0}, 2: {"garrison": 0}})
    s.apply("agent dagger hall_of_oratory")
    assert s.players[1].agents_left == 1 and s.players[2].agents_left == 1
    assert s.current_player() == 0


def test_solo_harvest_gives_rival_all_spice() -> None:
    """001 solo: on Harvest Spice the Rival takes base + bonus spice."""
    s = solo(first_player=1, hagal_deck=["harvest_spice"],
             bonus_spice={"great_flat": 2, "hagga_basin": 0, "imperial_basin": 0},
             seats={1: {"agents_left": 1}, 2: {"agents_left": 0}, 0: {"hand": ["dagger"]}})
    assert first_agent(s, "great_flat") == 1 and s.players[1].spice == 5


def test_rival_resources_turn_into_vp() -> None:
    """000 Gasto de recursos: 3 Intrigue, 7 spice, 7 Solari or 3 water -> 1 VP."""
    s = solo(first_player=1, hagal_deck=["harvest_spice"],
             bonus_spice={"great_flat": 5, "hagga_basin": 0, "imperial_basin": 0},
             seats={1: {"agents_left": 1, "water": 3, "solari": 7}, 2: {"agents_left": 0}, 0: {"hand": ["dagger"]}})
    r = s.players[1]
    # 8 spice -> 1 VP + 1 spice; 7 Solari -> 1 VP; 3 water -> 1 VP
    assert r.spice == 1 and r.solari == 0 and r.water == 0 and r.vp == 3


def test_rival_influence_choice_goes_to_lowest_faction() -> None:
    """000 Elecciones: an Influence choice goes to the Rival's lowest Faction; on a tie the
    player chooses among the tied Factions."""
    s = solo(seats={1: {"influence": {"emperor": 2, "guild": 1, "bene_gesserit": 1, "fremen": 3}}})
    pend = ("faction", 1, 1, (), "conflict", 1)
    legal = ["faction emperor", "faction guild", "faction bene_gesserit", "faction fremen"]
    assert automa_legal(s, pend, legal) == ["faction guild", "faction bene_gesserit"]
    s2 = solo(seats={1: {"influence": {"emperor": 2, "guild": 0, "bene_gesserit": 1, "fremen": 3}}})
    assert automa_legal(s2, pend, legal) == ["faction guild"]


def test_rival_rewards_and_player_decides_ties() -> None:
    """001 solo СРАЖЕНИЕ: Rivals take 1st and 2nd rewards incl. VP and Influence."""
    s = solo(conflict="skirmish_d", conflict_deck=["desert_power"], start="combat", hagal_deck=["hall_of_oratory"],
             seats={1: {"conflict": 3, "supply": 6, "influence": {"emperor": 1, "guild": 1, "fremen": 1}},
                    2: {"conflict": 1, "supply": 8}})
    # P1 wins (+1 Influence any faction, +2 Solari): its lowest is Bene Gesserit (0)
    r = s.players[1]
    assert r.influence[2] == 1 and r.solari == 2
    assert s.players[2].solari == 3  # 2nd reward


def test_solo_tie_for_second_with_a_rival_both_take_the_third_reward() -> None:
    """004 Empates (a tie for 2nd takes the 3rd reward, at any player count) in a solo game: the
    player tied with a Rival takes the 3rd reward, and so does the Rival — 000 "Los Rivales
    reciben las recompensas por primer y segundo lugar" names the places a 3-seat game rewards
    outright; the tie rule gives a tied 2nd the 3rd reward like any player (docs/rulings.md H11)."""
    s = solo(conflict="siege_of_arrakeen", conflict_deck=["desert_power"], start="combat",
             hagal_deck=["hall_of_oratory"] * 2,
             seats={0: {"conflict": 1, "supply": 8}, 1: {"conflict": 3, "supply": 6},
                    2: {"conflict": 1, "supply": 8}})
    assert s.players[1].vp == 1 and s.control == {"arrakeen": 1}  # a Rival wins
    assert s.players[0].solari == 2 and s.players[2].solari == 2  # each tied 2nd: the 3rd reward
    assert "P0 and P2 (Rival) tie for 2nd with strength 2; each takes the 3rd reward" in log_lines(s)


def test_solo_lone_third_takes_nothing() -> None:
    """000 Rivales: 1st and 2nd rewards; a lone 3rd place takes nothing with three seats (004)."""
    s = solo(conflict="siege_of_arrakeen", conflict_deck=["desert_power"], start="combat",
             hagal_deck=["hall_of_oratory"] * 2,
             seats={0: {"conflict": 1, "supply": 8}, 1: {"conflict": 3, "supply": 6},
                    2: {"conflict": 2, "supply": 7}})
    assert s.players[2].solari == 4 and s.players[0].solari == 0


def test_rival_reward_tie_is_players_choice() -> None:
    s = solo(conflict="skirmish_d", conflict_deck=["desert_power"], start="combat", hagal_deck=["hall_of_oratory"],
             seats={1: {"conflict": 3, "supply": 6}, 2: {"conflict": 1, "supply": 8}})
    # all four factions at 0: the player (seat 0) chooses for the Rival
    assert s.pending is not None and s.pending[:2] == ("faction", 1)
    assert s.current_player() == 0
    s.apply("faction fremen")
    assert s.players[1].influence[3] == 1


def test_rival_swordmasters_arrive_on_their_conflict() -> None:
    """000 Maestros de armas: revealed with the Conflict card above them; usable that round."""
    s = new_game(GameConfig(players=1, difficulty="mentat"), seed=4)
    import random

    rng = random.Random(4)
    while s.round < 3 and not s.is_terminal():
        assert s.players[1].agents_total == 2
        s.apply(rng.choice(s.legal_actions()))
    assert s.round == 3 and s.players[1].agents_total == 3 and s.players[1].has_swordmaster


def test_expert_deployment_holds_troops_when_far_ahead() -> None:
    """FAQ 2.5: at expert levels, on Conflicts I-II a Rival ahead by 4+ strength keeps its troops."""
    s = solo(difficulty="mentat", conflict="skirmish_a", first_player=1, hagal_deck=["hardy_warriors"],
             seats={1: {"conflict": 3, "supply": 6, "garrison": 3, "agents_left": 1}, 2: {"agents_left": 0},
                    0: {"hand": ["dagger"], "conflict": 0}})
    r = s.players[1]
    assert r.troops_in_conflict == 3 and r.garrison == 5  # 2 recruited kept in the garrison, none deployed
    s = solo(difficulty="sardaukar", conflict="skirmish_a", first_player=1, hagal_deck=["hardy_warriors"],
             seats={1: {"conflict": 3, "supply": 6, "garrison": 3, "agents_left": 1}, 2: {"agents_left": 0},
                    0: {"hand": ["dagger"]}})
    assert s.players[1].troops_in_conflict == 7  # not an expert level: 2 recruited + 2 from the garrison


def test_corner_the_market_counts_rivals_as_two() -> None:
    """000 Rivales, Acaparar el mercado: each Rival counts as holding two TSMF."""
    from landsraad.modules.base.cards_intrigue import corner_the_market_vp

    s = solo(seats={0: {"discard": ["the_spice_must_flow"] * 2}})
    assert corner_the_market_vp(s, 0) == 1  # 2 is not more than a Rival's 2
    s.players[0].discard.append("the_spice_must_flow")
    assert corner_the_market_vp(s, 0) == 2


def test_solo_signet_card_uses_rival_leader() -> None:
    """001 АГЕНТЫ: the signet icon (solo only) uses the Rival leader's Signet Ring ability."""
    s = solo(first_player=1, hagal_deck=["arrakeen_solo"], leaders=[None, "glossu_rabban", "memnon_thorvald"],
             seats={1: {"agents_left": 1, "garrison": 0}, 2: {"agents_left": 0}, 0: {"hand": ["dagger"]}})
    log = "\n".join(log_lines(s))
    assert "Arrakeen" in log and first_agent(s, "arrakeen") == 1
    run(s)


def test_rival_leto_prudent_diplomacy_goes_to_its_lowest_faction() -> None:
    """000 Elecciones / 001 Решения: an Influence choice made for a Rival goes to the Faction where
    it has least; ties and choices not about Influence (paying the spice or not) are the player's.
    Leto's Prudent Diplomacy offers the Factions where an opponent is ahead of the Rival: of those,
    only its lowest remain (before the fix the player was offered every one of them)."""
    s = solo(first_player=1, hagal_deck=["arrakeen_solo"], leaders=[None, "leto_atreides", "memnon_thorvald"],
             seats={1: {"agents_left": 1, "garrison": 0, "spice": 1,
                        "influence": {"emperor": 1, "guild": 0, "bene_gesserit": 2, "fremen": 0}},
                    2: {"agents_left": 0}, 0: {"hand": ["dagger"],
                                              "influence": {"emperor": 3, "guild": 1, "bene_gesserit": 3,
                                                            "fremen": 0}}})
    # behind in Emperor (1 < 3), Guild (0 < 1), Bene Gesserit (2 < 3); lowest of those: Guild
    assert s.pending is not None and s.pending[:2] == ("prudent_diplomacy", 1)
    assert s.current_player() == 0
    assert s.legal_actions() == ["faction guild", "decline"]
    s.apply("faction guild")
    assert s.players[1].influence[1] == 1 and s.players[1].spice == 0


def test_rival_leto_prudent_diplomacy_tie_is_the_players_choice() -> None:
    """000 Elecciones: "En caso de empate ... tú elegirás por el Rival"."""
    s = solo(first_player=1, hagal_deck=["arrakeen_solo"], leaders=[None, "leto_atreides", "memnon_thorvald"],
             seats={1: {"agents_left": 1, "garrison": 0, "spice": 1},
                    2: {"agents_left": 0}, 0: {"hand": ["dagger"], "influence": {"emperor": 1, "fremen": 2}}})
    assert sorted(s.legal_actions()) == ["decline", "faction emperor", "faction fremen"]


# One test per House Hagal card: where it sends the Agent and what it gives (House Hagal sheet
# icon rules; card contents transcribed in modules/base/content/hagal.yaml, docs/rulings.md H1).
# (card, space, faction index gaining 1 or None, troops to the Conflict, troops to the garrison)
HAGAL_CARDS = [
    ("conspire", "conspire", 0, 0, 2),
    ("wealth", "wealth", 0, 0, 0),
    ("heighliner", "heighliner", 1, 3 + 2, 0),
    ("foldspace", "foldspace", 1, 0, 0),
    ("selective_breeding", "selective_breeding", 2, 0, 0),
    ("secrets", "secrets", 2, 0, 0),
    ("hardy_warriors", "hardy_warriors", 3, 2 + 2, 0),
    ("stillsuits", "stillsuits", 3, 0 + 2, 0),
    ("rally_troops", "rally_troops", None, 0, 4),
    ("hall_of_oratory", "hall_of_oratory", None, 0, 1),
    ("carthag", "carthag", None, 1 + 2, 0),
    ("harvest_spice", "great_flat", None, 0 + 2, 0),
    ("arrakeen_two_player", "arrakeen", None, 1 + 2, 0),
]


@pytest.mark.parametrize("card,space,faction,to_conflict,to_garrison", HAGAL_CARDS)
def test_each_hagal_card(card: str, space: str, faction: int | None, to_conflict: int, to_garrison: int) -> None:
    s = two_player(hagal_deck=[card], bonus_spice={"great_flat": 1},
                   seats={0: {"hand": ["dagger"]}, 2: {"garrison": 2, "supply": 10}})
    if space != "hall_of_oratory":
        s.apply("agent dagger hall_of_oratory")
    else:
        s = two_player(hagal_deck=[card], seats={0: {"hand": ["dagger"], "solari": 4}, 2: {"garrison": 2, "supply": 10}})
        s.apply("agent dagger rally_troops")
    h = s.players[2]
    assert first_agent(s, space) == 2
    assert h.troops_in_conflict == to_conflict
    assert h.garrison == 2 - min(2, to_conflict) + to_garrison if to_conflict else h.garrison == 2 + to_garrison
    want = [0, 0, 0, 0]
    if faction is not None:
        want[faction] = 1
    assert h.influence == tuple(want)
    assert (h.solari, h.spice, h.water, h.vp, h.intrigues) == (0, 0, 0, 0, ())
    assert any(card.split("_")[0] in line.lower() or "reveals" in line for line in log_lines(s))


def test_solo_arrakeen_card() -> None:
    """The 1P Arrakeen card: 1 troop to the Conflict, +2 from the garrison, the Signet ability
    (Rabban's Brutality: recruit 1 troop, to the garrison)."""
    s = solo(first_player=1, hagal_deck=["arrakeen_solo"], leaders=[None, "glossu_rabban", "memnon_thorvald"],
             seats={1: {"agents_left": 1, "garrison": 2, "supply": 10}, 2: {"agents_left": 0}, 0: {"hand": ["dagger"]}})
    r = s.players[1]
    assert first_agent(s, "arrakeen") == 1 and r.troops_in_conflict == 3 and r.garrison == 1
    assert any("Arrakeen (1P)" in line for line in log_lines(s))


def test_reshuffle_card_swords_in_combat() -> None:
    """001 СРАЖЕНИЕ: a Reshuffle revealed for combat reshuffles and reveals a new card."""
    s = two_player(conflict="skirmish_b", conflict_deck=["desert_power"], start="combat",
                   hagal_deck=["reshuffle"], hagal_discard=["hardy_warriors"],
                   seats={0: {"conflict": 2, "supply": 7}, 2: {"conflict": 1, "supply": 11}})
    # Hagal: 2 + 5 swords = 7 beats P0's 4: P0 takes the 2nd reward (1 water)
    assert s.players[0].water == 2 and s.players[0].vp == 0


def test_the_voice_blocks_house_hagal() -> None:
    """docs/rulings.md H6: The Voice closes a space to opponents, the automa included (000:
    Rivals are affected by cards that affect opponents); House Hagal reveals again."""
    s = two_player(hagal_deck=["conspire"], hagal_discard=["wealth"], seats={0: {"hand": ["dagger"]}})
    s.voice = {"conspire": [0]}
    s.apply("agent dagger hall_of_oratory")
    assert "conspire" not in s.agents and first_agent(s, "wealth") == 2


# ---- the automa as the base module's component (issue 27) ------------------------------------

def test_an_automa_without_its_deck_is_refused_when_the_ruleset_is_built() -> None:
    """001 АГЕНТЫ: every automa turn reveals a House Hagal card. A ruleset whose seats name an
    automa while its content holds no deck for it is refused when built (it used to fail in
    play with ZeroDivisionError); without automa seats the same content plays."""
    register_module(Module(name="toy_no_hagal_deck", content=lambda c: HAGAL_CARD.put(c, {})))
    register_module(Module(name="toy_two_player_deck_only", content=lambda c: HAGAL_CARD.put(
        c, {k: h for k, h in HAGAL_CARD.get(c).items() if h.mode == "two_player"})))
    try:
        for players in (1, 2):
            with pytest.raises(ContentError, match="no House Hagal card"):
                ruleset_for(GameConfig(players=players, modules=("toy_no_hagal_deck",)))
        assert ruleset_for(GameConfig(players=3, modules=("toy_no_hagal_deck",))).automa is None
        # the 2P cards are a deck for House Hagal (Reshuffle sends no Agent), none for the Rivals
        assert ruleset_for(GameConfig(players=2, modules=("toy_two_player_deck_only",))).automa is not None
        with pytest.raises(ContentError, match="no House Hagal card for solo games"):
            ruleset_for(GameConfig(players=1, modules=("toy_two_player_deck_only",)))
    finally:
        MODULES.pop("toy_no_hagal_deck")
        MODULES.pop("toy_two_player_deck_only")


def test_the_seat_plan_names_who_decides_for_an_automa() -> None:
    """000 Rivales, Elecciones ("tú elegirás por el Rival"): the base seat plan names the player,
    seat 0, for the Rivals and for House Hagal (`Seat.decided_by`); another plan may name another
    human seat, and an automa seat that names none (or an automa) is refused."""
    assert ruleset_for(GameConfig(players=1)).deciders == (0, 0, 0)
    assert ruleset_for(GameConfig(players=2)).deciders == (0, 1, 0)
    assert ruleset_for(GameConfig(players=4)).deciders == (0, 1, 2, 3)

    def second_decides(config: GameConfig) -> tuple[Seat, ...]:
        return (Seat(), Seat(), Seat(role="house_hagal", scores=False, takes_rewards=False, has_leader=False,
                                     holds_first_player=False, decided_by=1))

    def nobody_decides(config: GameConfig) -> tuple[Seat, ...]:
        return (Seat(), Seat(), Seat(role="house_hagal", scores=False, takes_rewards=False, has_leader=False,
                                     holds_first_player=False))

    register_module(Module(name="toy_second_decides", seats=second_decides))
    register_module(Module(name="toy_nobody_decides", seats=nobody_decides))
    try:
        s = new_game(GameConfig(players=2, modules=("toy_second_decides",)), seed=3)
        assert s.rules.deciders == (0, 1, 1)
        s.pending = ("combat", 2)  # a decision that moves House Hagal goes to the seat its plan names
        assert s.current_player() == 1
        with pytest.raises(ContentError, match="no human seat to decide"):
            ruleset_for(GameConfig(players=2, modules=("toy_nobody_decides",)))
    finally:
        MODULES.pop("toy_second_decides")
        MODULES.pop("toy_nobody_decides")


def test_house_hagal_texts_are_the_base_modules_and_read_before_any_game() -> None:
    """The automa's rule texts are declared by the base module (`Module.texts`): a process that
    renders a House Hagal card before building any ruleset (`landsraad cards`) still reads them,
    through the core's `component_lines`, which the base module's render part answers."""
    code = ("from landsraad.content import load_content\n"
            "from landsraad.interfaces.render import component_lines\n"
            "from landsraad.modules.base.hagal_card import HAGAL_CARD\n"
            "c = HAGAL_CARD.get(load_content('base'))\n"
            "print('\\n'.join(component_lines(load_content('base'), c['harvest_spice']) "
            "+ component_lines(load_content('base'), c['reshuffle'])))\n")
    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, "PYTHONPATH": str(root)}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True).stdout
    assert "the unoccupied one holding the most bonus spice" in out and "Shuffle the House Hagal discard" in out
    assert "automa " not in out.lower()  # no key shown in place of its text
