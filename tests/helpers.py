"""Small helpers for rules tests: positions built with the scenario setup."""

from __future__ import annotations

from typing import Any

from landsraad.rules.state import GameState
from landsraad.scenario import setup_state


def position(**setup: Any) -> GameState:
    setup.setdefault("players", 3)
    return setup_state(setup)
