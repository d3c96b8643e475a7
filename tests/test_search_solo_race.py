"""`search` in the solo race (issue 31): rollouts to the end of the game (`full`) and round-end
rollouts valued with the race's clock (`race`, ruling U781). A Rival's 10 VP end the game (000
"PARTIDAS EN SOLITARIO", checked at "FASE 5: RETORNO"), so both look at when the Rivals will end it;
both apply at solo tables only unless named, and a multi-player table plays as before."""

from __future__ import annotations

import random

import pytest

from landsraad.agents.heuristic import END_VP, race_relative, race_rounds_left, relative
from landsraad.agents.search import SOLO_FULL, SOLO_RACE, SearchAgent, end_in_sight, game_value, rollout
from landsraad.agents.spec import make_agent, parse_agent_spec
from landsraad.rules.phases import new_game
from landsraad.rules.state import GameConfig
from landsraad.rules.view import view
from landsraad.sim import make_agents, play_game


def solo(seed: int = 4):
    return new_game(GameConfig(edition="base", players=1, difficulty="mercenary"), seed)


def set_vp(s, seat: int, vp: int) -> None:
    s.players[seat].vp_sources = {"conflict:test": vp}  # a new map: clones share the old one


def test_the_race_clock_counts_the_rounds_until_a_rival_reaches_10_vp() -> None:
    """U781: the leading Rival's pace so far, shrunk towards 1.3 VP a round over 2 rounds, projected
    to END_VP; never past the Conflict deck, 0 once a Rival has 10 VP (the game ends this round)."""
    s = solo()
    a, b = s.automa
    assert END_VP == 10 and s.round == 1
    deck = len(s.conflict_deck)
    # round 1, no VP: pace 1.3, 10 VP need 8 rounds, this one and 7 after it (the deck has 9)
    assert race_rounds_left(s, s.automa) == min(deck, 7)
    s.round = 6
    set_vp(s, a, 8)
    set_vp(s, b, 5)  # pace (8 + 2.6) / (5 + 2) = 1.51: 2 rounds, 1 after this
    assert race_rounds_left(s, s.automa) == min(len(s.conflict_deck), 1)
    set_vp(s, b, 10)
    assert race_rounds_left(s, s.automa) == 0
    set_vp(s, a, 0)
    set_vp(s, b, 0)
    s.conflict_deck = s.conflict_deck[:2]  # the deck ends the game first
    assert race_rounds_left(s, s.automa) == 2


def test_race_relative_values_resources_by_the_rounds_left_at_solo_tables_only() -> None:
    """With a Rival about to end the game, troops in the garrison and cards bought are worth less
    than the Conflict deck's clock says; at a multi-player table `race_relative` is `relative`."""
    s = solo()
    seat = s.current_player()
    s.round = 7
    set_vp(s, s.automa[0], 9)  # pace (9 + 2.6) / 8 = 1.45: the game ends this round
    assert race_rounds_left(s, s.automa) == 0
    assert race_relative(s, seat) != relative(s, seat)
    s.players[seat].garrison += 3
    gain_race = race_relative(s, seat)
    gain_deck = relative(s, seat)
    s.players[seat].garrison -= 3
    assert gain_race - race_relative(s, seat) < gain_deck - relative(s, seat)
    four = new_game(GameConfig(players=4), seed=2)
    for q in range(4):
        assert race_relative(four, q) == relative(four, q)


def test_a_finished_rollout_is_worth_the_win_and_the_margin() -> None:
    """A game played to its end: WIN_VALUE for the player's win, plus 10 a VP of margin over the
    best Rival; a rollout to the end of the game from the start reaches the end."""
    from landsraad.agents.search import WIN_VALUE

    s = play_game(GameConfig(edition="base", players=1, difficulty="mercenary"), 3,
                  make_agents(["heuristic:easy"], 1, 3)).state
    me = next(p.seat for p in s.players if p.seat not in s.automa)
    best = max(s.players[q].vp for q in s.automa)
    assert s.is_terminal()
    assert game_value(s, me) == WIN_VALUE * (s.winner == me) + 10.0 * (s.players[me].vp - best)
    start = solo(5)
    me = start.current_player()
    value = rollout(start, me, random.Random(1), greedy=True, to_end=True)
    assert start.is_terminal() and value == game_value(start, me)


@pytest.mark.parametrize("spec", ["search:it=4/k=2/full=1/cap=0", "search:it=4/k=2/race=1/cap=0",
                                  "search:it=4/k=2/race=2/cap=0"])
def test_the_race_rollouts_decide_legal_moves_in_a_real_solo_game(spec: str) -> None:
    """Through the real engine: a solo game's first decisions of the player's (the Rivals' are the
    engine's), each legal and from the seat's view only."""
    s = solo(6)
    agent = make_agent(spec, seed=2)
    made = 0
    while made < 3 and not s.is_terminal():
        seat = s.current_player()
        legal = s.legal_actions()
        a = agent.act(view(s, seat))
        assert a in legal
        made += len(legal) > 1
        s.apply(a)
    assert made == 3
    options = parse_agent_spec(spec).kwargs()
    assert agent.last_full == options.get("full", 0) and agent.last_race == options.get("race", 0)


def test_the_race_settings_apply_at_solo_tables_only_unless_named() -> None:
    """Unnamed, the solo defaults (SOLO_FULL, SOLO_RACE) hold at a solo table and neither at a
    multi-player one, whose games play as before."""
    s = solo(7)
    agent = SearchAgent(seed=1, iterations=4, candidates=2, cap_s=0)
    agent.act(view(s, s.current_player()))
    assert (agent.last_full, agent.last_race) == (SOLO_FULL == 1, SOLO_RACE)  # round 1: the end is not in sight
    four = new_game(GameConfig(players=4), seed=2)
    agent = SearchAgent(seed=1, iterations=4, candidates=2, cap_s=0)
    agent.act(view(four, four.current_player()))
    assert (agent.last_full, agent.last_race) == (False, False)


def test_the_race_options_are_parsed_with_bounds() -> None:
    assert str(parse_agent_spec("search:race=1/full=0/it=8")) == "search:it=8/full=0/race=1"
    assert make_agent("search:full=1", seed=1).full == 1
    for bad, match in (("search:full=3", "from 0 to 2"), ("search:race=3", "from 0 to 2"),
                       ("search:race=0.5", "whole number")):
        with pytest.raises(ValueError, match=match):
            parse_agent_spec(bad)
    with pytest.raises(ValueError, match="race's clock is 0"):
        SearchAgent(race=3)
    with pytest.raises(ValueError, match="end of the game are 0"):
        SearchAgent(full=-1)


def test_full_2_rolls_out_to_the_end_only_when_the_end_is_in_sight() -> None:
    """`full=2`: to the end of the game once the race's clock (U781) gives the game at most one
    round after this one (then such a rollout costs about a round-end one), to the end of the
    round before; at other tables the Conflict deck is the clock."""
    s = solo(8)
    seat = s.current_player()
    assert not end_in_sight(s, seat)
    agent = make_agent("search:it=4/k=2/full=2/cap=0", seed=3)
    assert agent.act(view(s, seat)) in s.legal_actions() and agent.last_full is False
    s.round = 7
    set_vp(s, s.automa[1], 8)  # pace (8 + 2.6) / 8 = 1.33: 2 rounds, this one and 1 after it
    assert race_rounds_left(s, s.automa) == 1 and end_in_sight(s, seat)
    assert agent.act(view(s, seat)) in s.legal_actions() and agent.last_full is True
    four = new_game(GameConfig(players=4), seed=2)
    assert not end_in_sight(four, four.current_player())
    four.conflict_deck = four.conflict_deck[:1]
    assert end_in_sight(four, four.current_player())
