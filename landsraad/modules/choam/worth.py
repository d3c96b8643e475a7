"""The CHOAM module's part for the heuristic agent (`Module.interfaces["heuristic"]`,
landsraad/agents/heuristic.py `evaluate`), in its "points" (1 VP = 10)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from landsraad.rules.state import GameState


def terms(s: GameState, seat: int, value: Callable[[Any], float]) -> Iterator[float]:
    """A contract held is half its reward (it may never be completed: 002 COMPLETAR CONTRATOS); a
    completed one half a point (the CHOAM cards count completed contracts: 002 MÓDULO DE LA CHOAM)."""
    zones = s.players[seat].zones
    if not zones:
        return
    held = zones.get("contracts")
    if held:
        contracts = s.rules.content.contracts
        yield 0.5 * sum(value(contracts[c].reward) for c in held)
    yield 0.5 * len(zones.get("contracts_done", ()))
