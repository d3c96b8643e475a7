"""Agents pick legal actions from views only, deterministically for a seed (tiny budgets)."""

from __future__ import annotations

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
    agent = SearchAgent(seed=1, iterations=12)
    v = view(s, s.current_player())
    a = agent.act(v)
    assert a in s.legal_actions() and agent.last_iterations == 12
    assert SearchAgent(seed=1, iterations=12).act(v) == a  # deterministic for its seed


def test_agents_only_need_the_view() -> None:
    """Agents receive a view; the same view gives the same choice whatever the hidden cards."""
    s = new_game(GameConfig(players=4), seed=3)
    seat = s.current_player()
    v = view(s, seat)
    t = s.clone()
    other = t.players[(seat + 1) % 4]
    other.hand, other.deck = other.deck, other.hand  # swap hidden cards of another seat
    assert view(t, seat) == v
    for spec in ("heuristic:medium", "random"):
        assert make_agent(spec, 9).act(v) == make_agent(spec, 9).act(view(t, seat))


def test_unknown_agent() -> None:
    with pytest.raises(ValueError, match="unknown agent"):
        make_agent("alphadune")
    with pytest.raises(ValueError, match="levels"):
        make_agent("heuristic:impossible")
