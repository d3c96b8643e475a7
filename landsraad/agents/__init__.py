"""Agents: choose actions from a seat's view. Selectable by name (`make_agent`):
`random`, `explorer`, `heuristic:easy`, `heuristic:medium` (default medium), `search`
(default: 120 rollouts a decision over the 5 best-looking actions; `search:it=60/k=3` sets
them, `search:0.2` a time budget in seconds instead). Every interface reads names with the one
parser in agents/spec.py (`parse_agent_spec`: bounds checked). docs/agents.md."""

from __future__ import annotations

from landsraad.agents.base import Agent
from landsraad.agents.heuristic import HeuristicAgent
from landsraad.agents.random_agent import ExplorerAgent, RandomAgent
from landsraad.agents.search import SearchAgent
from landsraad.agents.spec import AGENTS, AgentSpec, make_agent, parse_agent_spec, register_agent

__all__ = ["AGENTS", "Agent", "AgentSpec", "ExplorerAgent", "HeuristicAgent", "RandomAgent", "SearchAgent",
           "make_agent", "parse_agent_spec", "register_agent"]
