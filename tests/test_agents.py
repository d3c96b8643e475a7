"""Agents pick legal actions from views only, deterministically for a seed (tiny budgets)."""

from __future__ import annotations

import random

import pytest

from landsraad import GameConfig, new_game, view
from landsraad.agents import make_agent
from landsraad.sim import make_agents, play_game


@pytest.mark.parametrize("spec", ["random", "explorer", "heuristic:easy", "heuristic:medium"])
def test_agent_plays_a_full_game(spec: str) -> None:
    agents = make_agents([spec, "random", "random"], 3, seed=4)
    out = play_game(GameConfig(players=3), 4, agents)
    assert out.state.is_terminal()


def test_search_agent_iteration_budget() -> None:
    from landsraad.agents.search import SearchAgent

    s = new_game(GameConfig(players=4), seed=2)
    agent = SearchAgent(seed=1, iterations=12, candidates=4)
    v = view(s, s.current_player())
    a = agent.act(v)
    # whole rounds of rollouts: every candidate is played in each world (common random numbers)
    assert a in s.legal_actions() and agent.last_iterations == 12
    assert SearchAgent(seed=1, iterations=12, candidates=4).act(v) == a  # deterministic for its seed
    assert SearchAgent(seed=1, iterations=10, candidates=4).act(v) in s.legal_actions()


def test_search_with_one_candidate_plays_the_prior_best() -> None:
    """k=1 leaves no choice to the rollouts: the pick is the one-step heuristic's best."""
    from landsraad.agents.heuristic import one_step_scores
    from landsraad.agents.search import SearchAgent
    from landsraad.rules.hidden import determinize

    s = new_game(GameConfig(players=4), seed=5)
    v = view(s, s.current_player())
    agent = SearchAgent(seed=3, iterations=50, candidates=1, prior_worlds=2)
    a = agent.act(v)
    rng = random.Random(3)  # the agent's own sampling, replayed
    worlds = [determinize(v["state"], rng) for _ in range(2)]
    legal = s.legal_actions()
    scores = one_step_scores(worlds, legal, v["seat"])
    best = max(legal, key=lambda x: scores[x])
    assert agent.last_iterations == 0 and a == best


@pytest.mark.parametrize("spec", ["search:0.01", "search:it=10/k=3", "search:it=6/k=2/worlds=3", "search:it=8/cap=0.5"])
def test_search_specs(spec: str) -> None:
    agent = make_agent(spec, 1)
    s = new_game(GameConfig(players=3), seed=1)
    assert agent.act(view(s, s.current_player())) in s.legal_actions()


@pytest.mark.parametrize("spec", ["search:fast", "search:it=x", "search:depth=3"])
def test_bad_search_specs_are_refused(spec: str) -> None:
    with pytest.raises(ValueError, match="bad search spec"):
        make_agent(spec, 1)


def test_agents_only_need_the_view() -> None:
    """Agents receive a view; the same view gives the same choice whatever the hidden cards."""
    s = new_game(GameConfig(players=4), seed=3)
    seat = s.current_player()
    v = view(s, seat)
    t = s.clone()
    other = t.players[(seat + 1) % 4]
    other.hand, other.deck = other.deck, other.hand  # swap hidden cards of another seat
    assert view(t, seat) == v
    for spec in ("heuristic:medium", "random", "search:it=8/k=2"):
        assert make_agent(spec, 9).act(v) == make_agent(spec, 9).act(view(t, seat))


def test_unknown_agent() -> None:
    with pytest.raises(ValueError, match="unknown agent"):
        make_agent("alphadune")
    with pytest.raises(ValueError, match="levels"):
        make_agent("heuristic:impossible")


def test_search_rollout_budget_has_a_time_cap() -> None:
    """A rollout budget stops early when the next round would end past `cap_s` (a player never
    waits long on a slow machine); without the cap the full budget runs."""
    from landsraad.agents.search import SearchAgent

    s = new_game(GameConfig(players=4), seed=2)
    v = view(s, s.current_player())
    capped = SearchAgent(seed=1, iterations=10**6, cap_s=0.2)
    assert capped.act(v) in s.legal_actions()
    assert capped.capped == 1 and capped.last_iterations < 10**6
    full = SearchAgent(seed=1, iterations=20, candidates=4, cap_s=0)
    full.act(v)
    assert full.capped == 0 and full.last_iterations == 20


def test_search_rolls_out_greedily_at_solo_tables_only() -> None:
    """Issue 31: solo (every other seat a Rival: 000/001 House Hagal sheet, 002 Rivals) the default
    `search` plays its own Agent turns, purchases and deployments in a rollout by the one-step
    evaluation (SOLO_ITERATIONS rollouts); at a multi-player table it keeps the weighted-random
    rollouts and DEFAULT_ITERATIONS, so those games play as before."""
    from landsraad.agents.search import DEFAULT_ITERATIONS, SOLO_ITERATIONS, SearchAgent, solo_table

    solo = new_game(GameConfig(edition="uprising", players=1, difficulty="mercenary"), seed=3)
    seat = solo.current_player()
    assert solo_table(solo, seat)
    agent = SearchAgent(seed=1, cap_s=0, candidates=2)
    assert agent.act(view(solo, seat)) in solo.legal_actions()
    assert agent.last_iterations == SOLO_ITERATIONS
    four = new_game(GameConfig(players=4), seed=2)
    assert not solo_table(four, four.current_player())
    agent = SearchAgent(seed=1, cap_s=0, candidates=2)
    assert agent.act(view(four, four.current_player())) in four.legal_actions()
    assert agent.last_iterations == DEFAULT_ITERATIONS


def test_greedy_pick_is_the_one_step_best_in_the_rollouts_world() -> None:
    from landsraad.agents.heuristic import one_step_scores
    from landsraad.agents.search import greedy_pick

    s = new_game(GameConfig(players=1, difficulty="mercenary"), seed=6)
    seat = s.current_player()
    legal = s.legal_actions()
    scores = one_step_scores([s], legal, seat)
    assert greedy_pick(s, legal, seat) == max(legal, key=lambda a: scores[a])
