"""The toy product's part for the heuristic agent (`Module.interfaces["heuristic"]`,
landsraad/agents/heuristic.py): what its relics are worth, from this folder (issue 27)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from landsraad.rules.state import GameState

from .state import ZONE

# one unit of its reward word (a Conflict reward that unearths a relic, were there one)
REWARD_UNITS = {"unearth_relic": 2.5}
RELIC_WORTH = 1.75  # a relic held: it trades for 1 spice at the appraisal, and may wait (points, 1 VP = 10)


def terms(s: GameState, seat: int, value: Callable[[Any], float]) -> Iterator[float]:
    """The relics a seat holds in its zone, each worth RELIC_WORTH."""
    del value
    yield RELIC_WORTH * len(s.players[seat].zones.get(ZONE, ()))
