"""Agents: choose actions from a seat's view. Selectable by name (`make_agent`):
`random`, `explorer`, `heuristic:easy`, `heuristic:medium` (default medium), `search`
(default: 120 rollouts a decision over the 5 best-looking actions; `search:it=60/k=3` sets
them, `search:0.2` a time budget in seconds instead). docs/agents.md."""

from __future__ import annotations

from collections.abc import Callable

from landsraad.agents.base import Agent
from landsraad.agents.heuristic import HeuristicAgent
from landsraad.agents.random_agent import ExplorerAgent, RandomAgent
from landsraad.agents.search import SearchAgent


def _heuristic(seed: int, arg: str | None) -> Agent:
    return HeuristicAgent(seed, level=arg or "medium")


SEARCH_OPTIONS = {"it": "iterations", "k": "candidates", "worlds": "max_worlds", "cap": "cap_s"}


def _search(seed: int, arg: str | None) -> Agent:
    """`search`, `search:0.2` (seconds per decision) or `search:it=120/k=5/worlds=16`
    (a fixed number of rollouts per decision: deterministic whatever the machine's load)."""
    kwargs: dict[str, float | int] = {}
    for part in (arg or "").split("/"):
        if not part:
            continue
        key, eq, value = part.partition("=")
        try:
            if not eq:
                kwargs["budget_s"] = float(key)
            elif key in SEARCH_OPTIONS:
                kwargs[SEARCH_OPTIONS[key]] = float(value) if key == "cap" else int(value)
            else:
                raise ValueError(f"unknown option {key!r}")
        except ValueError as e:
            raise ValueError(f"bad search spec {arg!r} ({e}); e.g. search:0.2 or "
                             f"search:it=120/k=5/worlds=16") from e
    return SearchAgent(seed, **kwargs)  # type: ignore[arg-type]


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
