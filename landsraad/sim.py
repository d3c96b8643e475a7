"""Playing whole games with agents: used by `landsraad simulate`, sweeps and benchmarks."""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from landsraad.agents import Agent, make_agent
from landsraad.records import GameRecorder
from landsraad.rules.phases import new_game
from landsraad.rules.state import GameConfig, GameState
from landsraad.rules.view import view


@dataclass
class GameOutcome:
    seed: int
    state: GameState
    decisions: int
    record: dict[str, Any] | None
    # per seat: decisions taken, seconds spent choosing (wall clock), the longest choice and the
    # number of choices over 1 s;
    # for reports only (never part of a game's result or hash)
    seat_decisions: list[int] = field(default_factory=list)
    think_s: list[float] = field(default_factory=list)
    max_think_s: list[float] = field(default_factory=list)
    over_1s: list[int] = field(default_factory=list)


def choose(agent: Agent, s: GameState, seat: int) -> str:
    # Agents that only need the legal actions (random, explorer) skip building a full view;
    # the legal actions are part of the seat's view, so nothing hidden is exposed.
    pick = getattr(agent, "pick", None)
    if pick is not None:
        return str(pick(s.legal_actions()))
    return agent.act(view(s, seat))


def play_game(config: GameConfig, seed: int, agents: Sequence[Agent], record: bool = False,
              on_step: Callable[[GameState, str], None] | None = None) -> GameOutcome:
    rec = GameRecorder(config, seed) if record else None
    s = rec.state if rec else new_game(config, seed)
    n = 0
    players = len(agents)
    seat_decisions, think, longest, slow = [0] * players, [0.0] * players, [0.0] * players, [0] * players
    while not s.is_terminal():
        seat = s.current_player()
        t = time.perf_counter()
        a = choose(agents[seat], s, seat)
        dt = time.perf_counter() - t
        seat_decisions[seat] += 1
        think[seat] += dt
        longest[seat] = max(longest[seat], dt)
        slow[seat] += dt > 1.0
        if rec:
            rec.apply(a)
        else:
            s.apply(a)
        n += 1
        if on_step:
            on_step(s, a)
    return GameOutcome(seed=seed, state=s, decisions=n, record=rec.to_json() if rec else None,
                       seat_decisions=seat_decisions, think_s=think, max_think_s=longest, over_1s=slow)


def make_agents(specs: Sequence[str], players: int, seed: int) -> list[Agent]:
    if len(specs) == 1:
        specs = list(specs) * players
    if len(specs) != players:
        raise ValueError(f"need 1 or {players} agent names, got {len(specs)}")
    return [make_agent(spec, seed * 1000 + i) for i, spec in enumerate(specs)]


def digest(hashes: Sequence[str]) -> str:
    return hashlib.sha256("".join(hashes).encode()).hexdigest()[:16]
