"""Agents: choose actions from a seat's view. Selectable by name (`make_agent`):
`random`, `explorer`, `heuristic:easy`, `heuristic:medium` (default medium), `search`
(`search:0.2` sets the per-decision time budget in seconds, default 1.0)."""

from __future__ import annotations

from collections.abc import Callable

from landsraad.agents.base import Agent
from landsraad.agents.heuristic import HeuristicAgent
from landsraad.agents.random_agent import ExplorerAgent, RandomAgent
from landsraad.agents.search import SearchAgent


def _heuristic(seed: int, arg: str | None) -> Agent:
    return HeuristicAgent(seed, level=arg or "medium")


def _search(seed: int, arg: str | None) -> Agent:
    return SearchAgent(seed, budget_s=float(arg) if arg else 1.0)


AGENTS: dict[str, Callable[[int, str | None], Agent]] = {
    "random": lambda seed, arg: RandomAgent(seed),
    "explorer": lambda seed, arg: ExplorerAgent(seed),
    "heuristic": _heuristic,
    "search": _search,
}


def make_agent(spec: str, seed: int = 0) -> Agent:
    """`name` or `name:arg`."""
    name, _, arg = spec.partition(":")
    if name not in AGENTS:
        raise ValueError(f"unknown agent {spec!r}; known: {', '.join(sorted(AGENTS))}")
    return AGENTS[name](seed, arg or None)


__all__ = ["AGENTS", "Agent", "ExplorerAgent", "HeuristicAgent", "RandomAgent", "SearchAgent", "make_agent"]
