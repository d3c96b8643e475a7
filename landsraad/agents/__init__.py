"""Agents: choose actions from a seat's view. Selectable by name (`make_agent`)."""

from __future__ import annotations

from landsraad.agents.base import Agent
from landsraad.agents.random_agent import ExplorerAgent, RandomAgent

AGENTS = {"random": RandomAgent, "explorer": ExplorerAgent}


def make_agent(spec: str, seed: int = 0) -> Agent:
    """`name` or `name:level`."""
    name = spec.split(":", 1)[0]
    if name not in AGENTS:
        raise ValueError(f"unknown agent {spec!r}; known: {', '.join(sorted(AGENTS))}")
    agent: Agent = AGENTS[name](seed)
    return agent


__all__ = ["AGENTS", "Agent", "ExplorerAgent", "RandomAgent", "make_agent"]
