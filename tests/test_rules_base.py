"""Rules tests for the base game, per rulebook section. Each docstring cites the seed."""

from __future__ import annotations

import pytest
from helpers import position

from landsraad import ConfigError, GameConfig, IllegalActionError, new_game, view
from landsraad.content import load_content
from landsraad.rules.engine import run
from landsraad.rules.influence import change_influence
from landsraad.rules.phases import reward_places
from landsraad.rules.state import GameState
from landsraad.rules.view import log_lines
from landsraad.rules.zones import draw_cards, replaced, strength, trash_card

# ---- setup --------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [3, 4])
def test_setup(players: int) -> None:
    """004 Preparação: conflict deck 1 / 5 / 4 (one revealed in round 1), Row of 5, Reserve piles,
    1 water, 3 troops in the garrison, 10-card starter deck, 5 in hand, 4-player start at 1 VP."""
    s = new_game(GameConfig(players=players), seed=3)
    content = load_content("base")
    assert s.round == 1
    assert content.conflicts[s.conflict or ""].level == 1
    assert [content.conflicts[c].level for c in s.conflict_deck] == [3, 3, 3, 3, 2, 2, 2, 2, 2]
    assert len(s.imperium_row) == 5
    assert s.reserve == {"arrakis_liaison": 8, "the_spice_must_flow": 10, "foldspace": 6}
    for p in s.players:
        assert (p.water, p.garrison, p.supply, p.solari, p.spice) == (1, 3, 9, 0, 0)
        assert len(p.hand) == 5 and len(p.deck) == 5
        assert sorted(p.hand + p.deck) == sorted(content.starter_deck)
        assert p.vp == (1 if players == 4 else 0)
        assert p.agents_left == 2
    assert s.current_player() == s.first_player


def test_first_player_random_and_configured() -> None:
    """004 Preparação H: the first player is determined at random (or chosen)."""
    firsts = {new_game(GameConfig(players=4), seed=k).first_player for k in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert new_game(GameConfig(players=4, first_player=2), seed=1).first_player == 2


def test_player_count_limits() -> None:
    """004 components: 1 to 4 players (1 and 2 with House Hagal, tests/test_hagal.py)."""
    for bad in (0, 5):
        with pytest.raises(ConfigError, match="1 to 4 players"):  # refused by GameConfig itself
            new_game(GameConfig(players=bad), seed=1)


# ---- determinism, errors, serialization --------------------------------------------------

def _play(seed: int, steps: int) -> GameState:
    s = new_game(GameConfig(players=4), seed=seed)
    for i in range(steps):
        legal = s.legal_actions()
        s.apply(legal[(i * 7) % len(legal)])
    return s


def test_deterministic() -> None:
    """Same config, seed and actions give the same game, byte for byte."""
    assert _play(5, 150).to_json() == _play(5, 150).to_json()
    assert _play(5, 150).state_hash() != _play(6, 150).state_hash()


def test_illegal_action_leaves_state_unchanged() -> None:
    s = _play(1, 20)
    before = s.state_hash()
    for bad in ["agent nonsense arrakeen", "acquire stilgar", "", "deploy 99", "reveal now"]:
        with pytest.raises(IllegalActionError):
            s.apply(bad)
        assert s.state_hash() == before


def test_json_round_trip_and_clone() -> None:
    s = _play(2, 60)
    t = GameState.from_json(s.to_json())
    assert t.state_hash() == s.state_hash()
    c = s.clone()
    c.apply(c.legal_actions()[0])
    assert s.state_hash() == t.state_hash()  # the clone is independent


def test_action_notation_normalized() -> None:
    s = new_game(GameConfig(players=3), seed=0)
    s.apply("  REVEAL ")
    assert s.players[s.first_player].revealed


# ---- hidden information ------------------------------------------------------------------

def test_view_hides_other_hands() -> None:
    """shared/GUIDE.md: view() is the only place hidden information is redacted."""
    s = new_game(GameConfig(players=4), seed=9)
    v = view(s, 1)
    for p in v["players"]:
        if p["seat"] == 1:
            assert sorted(p["hand"]) == sorted(s.players[1].hand)
        else:
            assert "hand" not in p and "intrigues" not in p and "deck" not in p
            assert p["hand_size"] == 5
    assert "legal" not in (v["decision"] or {}) or v["decision"]["seat"] == 1
    spectator = view(s)
    assert all("hand" not in p for p in spectator["players"])


# ---- deck building -----------------------------------------------------------------------

def test_draw_reshuffles_discard_only_when_needed() -> None:
    """004 Construção de baralho: when you cannot draw, shuffle the discard pile into a new deck."""
    s = position(seats={0: {"deck": ["dagger"], "discard": ["reconnaissance", "diplomacy"]}})
    p = s.players[0]
    draw_cards(s, p, 1)
    assert p.hand == ["dagger"] and len(p.discard) == 2
    draw_cards(s, p, 3)
    assert sorted(p.hand) == ["dagger", "diplomacy", "reconnaissance"] and p.discard == [] and p.deck == []


def test_trashed_reserve_card_returns_to_pile() -> None:
    """004 Exclua: Reserve cards return to their piles instead of leaving the game."""
    s = position(seats={0: {"hand": ["arrakis_liaison", "dagger"]}})
    p = s.players[0]
    before = s.reserve["arrakis_liaison"]
    trash_card(s, p, "hand", "arrakis_liaison")
    trash_card(s, p, "hand", "dagger")
    assert s.reserve["arrakis_liaison"] == before + 1
    assert p.trashed == ("dagger",)


def test_acquire_refills_row_and_tsmf_gives_vp() -> None:
    """004 Adquirindo Cartas: Row refills at once; The Spice Must Flow's acquire bonus is 1 VP."""
    s = position(imperium_row=["space_travel"] * 5, imperium_deck=["stilgar"],
                 extra_copies={"space_travel": 3, "convincing_argument": 3},  # a compact position
                 seats={0: {"hand": ["convincing_argument"] * 5, "persuasion": 0, "agents_left": 0}})
    s.players[0].hand = ["convincing_argument"] * 6
    s.apply("reveal")
    assert s.players[0].persuasion == 12
    s.apply("acquire the_spice_must_flow")
    assert s.players[0].vp == 1 and s.reserve["the_spice_must_flow"] == 9
    s.apply("acquire space_travel")
    assert sorted(s.imperium_row) == ["space_travel"] * 4 + ["stilgar"]
    assert sorted(s.players[0].discard).count("space_travel") == 1


# ---- influence and alliances -------------------------------------------------------------

def _interrupt(s: GameState) -> None:
    """Park the pending turn decision so effects can run as if inside a turn."""
    assert s.pending is not None
    s.stack.append(("ask_turn", s.pending[1]))
    s.pending = None


def test_influence_two_gives_and_loses_vp() -> None:
    """004 Facções: reaching 2 Influence gives 1 VP; dropping below 2 loses it."""
    s = position()
    change_influence(s, 0, "guild", 2)
    assert s.players[0].vp == 1
    change_influence(s, 0, "guild", -1)
    assert s.players[0].vp == 0


def test_influence_four_bonus_and_alliance() -> None:
    """004 Facções: 4 Influence gives the space's bonus each time it is reached; the first to 4
    takes the Alliance (+1 VP). FAQ printed values: Guild bonus 3 Solari."""
    s = position()
    _interrupt(s)
    change_influence(s, 0, "guild", 4)
    run(s)
    p = s.players[0]
    assert s.alliance[1] == 0 and p.vp == 2 and p.solari == 3


def test_alliance_passes_only_when_overtaken() -> None:
    """004 Facções + FAQ 2.3: the Alliance moves only to a player going higher, never on a tie."""
    s = position(seats={0: {"influence": {"fremen": 4}}}, alliance={"fremen": 0})
    s.players[1].influence = replaced(s.players[1].influence, 3, 3)
    change_influence(s, 1, "fremen", 1)  # tie at 4: no change
    assert s.alliance[3] == 0
    change_influence(s, 1, "fremen", 1)  # 5 > 4: it passes
    assert s.alliance[3] == 1
    assert s.players[1].vp_sources.get("alliance:fremen") == 1
    assert "alliance:fremen" not in s.players[0].vp_sources


def test_alliance_holder_dropping_below_four() -> None:
    """FAQ 2.3: holder drops to 3 -> it goes to someone now higher with 4+, else back to the board."""
    s = position(seats={0: {"influence": {"emperor": 4}}}, alliance={"emperor": 0})
    change_influence(s, 0, "emperor", -1)
    assert s.alliance[0] == -1
    s = position(seats={0: {"influence": {"emperor": 5}}, 1: {"influence": {"emperor": 4}}}, alliance={"emperor": 0})
    change_influence(s, 0, "emperor", -1)  # tied at 4: the holder keeps it
    assert s.alliance[0] == 0
    change_influence(s, 0, "emperor", -1)  # now below: passes to P1
    assert s.alliance[0] == 1


def test_alliance_tie_among_others_is_holders_choice() -> None:
    """FAQ 2.3: several tied players above the holder -> the holder chooses."""
    s = position(seats={0: {"influence": {"bene_gesserit": 5}}, 1: {"influence": {"bene_gesserit": 4}},
                        2: {"influence": {"bene_gesserit": 4}}}, alliance={"bene_gesserit": 0})
    _interrupt(s)
    change_influence(s, 0, "bene_gesserit", -2)
    run(s)
    assert s.pending is not None and s.pending[0] == "alliance_choice"
    assert s.legal_actions() == ["give p1", "give p2"]
    s.apply("give p2")
    assert s.alliance[2] == 2


# ---- reveal and strength -----------------------------------------------------------------

def test_strength_needs_a_unit() -> None:
    """004 Definir Força: 2 per troop, 1 per sword, but 0 without a troop in the Conflict."""
    s = position(seats={0: {"hand": ["dagger", "dagger"], "agents_left": 0}})
    s.apply("reveal")
    p = s.players[0]
    assert p.swords == 2 and strength(s, p) == 0
    p.conflict = {"troop": 1}
    assert strength(s, p) == 4


# ---- combat rewards and ties -------------------------------------------------------------

def _with_strengths(strengths: list[int]) -> GameState:
    s = position(players=len(strengths))
    for p, st in zip(s.players, strengths, strict=True):
        p.conflict = {"troop": 1} if st else {}
        p.swords = st - 2 if st else 0
    return s


@pytest.mark.parametrize("strengths,expected", [
    ([8, 6, 0], [(0, 0), (1, 1)]),                 # 004 combat example
    ([5, 5, 3], [(0, 1), (1, 1)]),                 # tie for 1st: both 2nd, nobody wins
    ([7, 5, 5], [(0, 0), (1, 2), (2, 2)]),         # 3 players: tie for 2nd -> each the 3rd reward
    ([7, 5, 3], [(0, 0), (1, 1)]),                 # 3 players: a lone 3rd place takes nothing
    ([5, 5, 3], [(0, 1), (1, 1)]),                 # 3 players: tie for 1st; nothing for the next
    ([5, 5, 5], [(0, 1), (1, 1), (2, 1)]),         # 3 players: all tie for 1st -> 2nd each
    ([7, 5, 5, 5], [(0, 0), (1, 2), (2, 2), (3, 2)]),  # three tie for 2nd -> each the 3rd reward
    ([7, 5, 5, 2], [(0, 0), (1, 2), (2, 2)]),      # after a tie for 2nd nothing more is given
    ([7, 5, 5, 3], [(0, 0), (1, 2), (2, 2)]),      # 4 players: tie for 2nd -> each 3rd
    ([5, 5, 3, 2], [(0, 1), (1, 1), (2, 2)]),      # two tie for 1st; the others compete for 3rd
    ([5, 5, 3, 3], [(0, 1), (1, 1)]),              # ... and a tie for 3rd gets nothing
    ([5, 5, 5, 2], [(0, 1), (1, 1), (2, 1)]),      # 3 tie for 1st: 2nd each, nothing else
    ([9, 7, 4, 4], [(0, 0), (1, 1)]),              # tie for 3rd: nothing
    ([9, 0, 0, 0], [(0, 0)]),                      # strength 0 never earns a reward
])
def test_reward_places(strengths: list[int], expected: list[tuple[int, int]]) -> None:
    """004 Resolver o Combate ("Em uma partida com 4 jogadores (somente), o jogador com a terceira
    maior força recebe a terceira recompensa") and Empates ("Quando os jogadores empatam pelo
    segundo lugar, cada um deles recebe a terceira recompensa", no player-count limit; 002: "Con 3
    o menos jugadores, la tercera recompensa solo se utiliza en los desempates por la segunda
    posición"); FAQ 2.2; docs/rulings.md R11."""
    s = _with_strengths(strengths)
    s.first_player = 0
    assert sorted(reward_places(s)) == sorted(expected)


def test_tie_for_first_nobody_wins_no_control() -> None:
    """FAQ 2.2: on a tie for 1st nobody wins (no control, no 'when you win')."""
    s = position(conflict="siege_of_arrakeen", conflict_deck=["desert_power"], start="combat",
                 seats={0: {"conflict": 2}, 1: {"conflict": 2}})
    assert s.control == {}
    assert s.players[0].solari == 4 and s.players[1].solari == 4
    assert s.players[0].vp == 0


def test_tie_for_second_three_players_takes_the_third_reward() -> None:
    """004 Empates: "Quando os jogadores empatam pelo segundo lugar, cada um deles recebe a
    terceira recompensa" — also with 3 players (002: "Con 3 o menos jugadores, la tercera
    recompensa solo se utiliza en los desempates por la segunda posición"). The log says who took
    which reward and why."""
    s = position(conflict="siege_of_arrakeen", conflict_deck=["desert_power"], start="combat",
                 seats={0: {"conflict": 3}, 1: {"conflict": 1}, 2: {"conflict": 1}})
    assert s.control == {"arrakeen": 0} and s.players[0].vp == 1
    assert s.players[1].solari == 2 and s.players[2].solari == 2  # the 3rd reward each
    log = "\n".join(log_lines(s))
    assert "P0 wins the Conflict with strength 6: 1st reward" in log
    assert "P1 and P2 tie for 2nd with strength 2; each takes the 3rd reward" in log
    assert "P1 gains 2 Solari (Siege of Arrakeen)" in log


def test_lone_third_place_three_players_takes_nothing() -> None:
    """004 Resolver o Combate: the 3rd reward goes to the 3rd place "em uma partida com 4
    jogadores (somente)"; 001 example: "в партии с тремя участниками третья награда ... не
    выдаётся"."""
    s = position(conflict="siege_of_arrakeen", conflict_deck=["desert_power"], start="combat",
                 seats={0: {"conflict": 3}, 1: {"conflict": 2}, 2: {"conflict": 1, "swords": 0},
                        })
    assert s.players[1].solari == 4 and s.players[2].solari == 0
    assert "P2 is 3rd with strength 2: no reward (a lone 3rd place takes the 3rd reward only in " \
           "4-player games)" in log_lines(s)


def test_strength_zero_is_logged_with_its_reason() -> None:
    """004 Resolver o Combate: "Um jogador com 0 de força não recebe nenhuma recompensa" — Swords
    without a troop in the Conflict count for nothing (FAQ 2.2)."""
    s = position(conflict="siege_of_arrakeen", conflict_deck=["desert_power"], start="combat",
                 seats={0: {"conflict": 1}, 1: {"swords": 4}})
    assert s.players[1].solari == 0
    assert "P1 has 4 Swords but no troops in the Conflict: strength 0, no reward" in log_lines(s)


def test_defensive_troop_on_controlled_conflict() -> None:
    """004 Bônus de Controle: when the Conflict for a space you control is revealed, you may deploy
    1 troop from your supply."""
    s = position(start="round", control={"carthag": 1}, conflict_deck=["siege_of_carthag"])
    assert s.pending is not None and s.pending[:2] == ("defend", 1)
    s.apply("defend")
    assert s.players[1].troops_in_conflict == 1 and s.players[1].supply == 8


def test_conflict_troops_return_to_supply() -> None:
    """004 Fase 3: after combat, troops in the Conflict go to the supply, not the garrison."""
    s = position(conflict="skirmish_b", conflict_deck=["desert_power"], start="combat",
                 seats={0: {"conflict": 3, "supply": 6}})
    p = s.players[0]
    assert not p.conflict and p.supply == 9 and p.garrison == 3 and p.vp == 1


def test_mentat_won_in_combat_taken_next_round() -> None:
    """FAQ 2.4 / 004 Mentat: won as a reward, the Mentat is kept as an Agent for next round."""
    s = position(conflict="sort_through_the_chaos", conflict_deck=["desert_power"], start="combat",
                 seats={0: {"conflict": 1}})
    assert s.round == 2 and s.mentat_holder == 0
    assert s.players[0].agents_left == 3 and s.players[0].has_mentat


# ---- endgame -----------------------------------------------------------------------------

def test_endgame_at_ten_vp() -> None:
    """004 Fase 5: 10+ VP at Recall ends the game."""
    s = position(conflict="skirmish_b", conflict_deck=["desert_power"], start="combat",
                 seats={0: {"conflict": 1, "vp": 9}})
    assert s.is_terminal() and s.winner == 0 and s.players[0].vp == 10


def test_endgame_when_conflict_deck_empty() -> None:
    """004 Fase 5: an empty Conflict deck ends the game."""
    s = position(conflict="skirmish_b", conflict_deck=[], start="makers")
    assert s.is_terminal()


def test_tiebreaks() -> None:
    """004 Fim de Jogo: spice, Solari, water, garrisoned troops; FAQ25: latest Reveal turn."""
    s = position(conflict="skirmish_b", conflict_deck=[], start="makers",
                 seats={0: {"spice": 2, "solari": 5}, 1: {"spice": 2, "solari": 6}})
    assert s.winner == 1 and s.tiebreak == "solari"
    s = position(conflict="skirmish_b", conflict_deck=[], start="makers",
                 seats={0: {"garrison": 4, "supply": 8}, 1: {"garrison": 3}})
    assert s.winner == 0 and s.tiebreak == "garrison"
    s = position(conflict="skirmish_b", conflict_deck=[], start="makers",
                 seats={0: {"revealed": True}, 1: {"revealed": True}, 2: {"revealed": True}})
    s.players[0].last_reveal, s.players[1].last_reveal, s.players[2].last_reveal = 3, 1, 2
    from landsraad.rules.phases import _finish
    _finish(s, ("finish",))
    assert s.winner == 0 and s.tiebreak == "latest reveal"


def test_hotseat_option_asks_every_human_in_intrigue_windows() -> None:
    """docs/rulings.md R7: by default a player with no Combat Intrigue passes automatically; with
    ask_all_intrigue_windows (hotseat tables) every participant is asked, so being asked reveals
    nothing about one's Intrigue cards."""
    from dataclasses import replace

    s = position(conflict="skirmish_b", conflict_deck=["desert_power"], start="turn",
                 seats={0: {"conflict": 1, "agents_left": 0}, 1: {"conflict": 1, "agents_left": 0},
                        2: {"agents_left": 0}})
    s.config = replace(s.config, ask_all_intrigue_windows=True)
    for _ in range(3):
        s.apply("reveal")
    assert s.pending is not None and s.pending[:2] == ("combat", 0) and s.legal_actions() == ["pass"]
    s.apply("pass")
    assert s.pending is not None and s.pending[:2] == ("combat", 1)
    s.apply("pass")
    assert s.round == 2  # tie for 1st: both took the 2nd reward, then the round moved on
    t = position(conflict="skirmish_b", conflict_deck=["desert_power"], start="turn",
                 seats={0: {"conflict": 1, "agents_left": 0}, 1: {"conflict": 1, "agents_left": 0},
                        2: {"agents_left": 0}})
    for _ in range(3):
        t.apply("reveal")
    assert t.round == 2  # default: nobody had a Combat Intrigue, nobody was asked
