"""Uprising's invariants (`Module.invariants`, checked by landsraad/invariants.py at every decision
of the sweeps): never two Spies of one player on a post, at most a player's Spies on the board (002
Espías); the Maker Hooks held at most once per player (002 "Garfios de Hacedor")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from landsraad.modules.uprising.state import MAKER_HOOKS, SPIES
from landsraad.modules.uprising.table import spies_per_player

if TYPE_CHECKING:
    from landsraad.rules.state import GameState


def problems(s: GameState) -> list[str]:
    bad: list[str] = []
    spies = SPIES.get(s)
    if spies:
        placed = [x for seats in spies.values() for x in seats]
        if any(len(set(seats)) != len(seats) or not seats for seats in spies.values()):
            bad.append("two Spies of one player on an observation post")
        if any(placed.count(x) > spies_per_player(s.rules) for x in set(placed)):
            bad.append("more Spies on the board than a player has")
    hooks = MAKER_HOOKS.get(s)
    if len(set(hooks)) != len(hooks):
        bad.append(f"Maker Hooks held twice: {hooks}")
    return bad
