"""What Uprising's board is worth to a seat for the heuristic agent (`Module.worth`,
landsraad/agents/heuristic.py `evaluate`), in its "points" (1 VP = 10); also the module's part for
that agent (`Module.interfaces["heuristic"]`): its reward words' units and its worms' rewards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from landsraad.modules.uprising.state import MAKER_HOOKS, SPIES
from landsraad.modules.uprising.table import spies_per_player

if TYPE_CHECKING:
    from landsraad.rules.state import GameState

# per unit on the board: a Spy on a post (Gather Intelligence draws a card, Infiltrate opens a
# space: 002 Espías); Maker Hooks while rounds are left (worms at the maker spaces: 002 F2); a won
# Conflict card whose battle icon still waits for a match (1 VP when matched: 002 "Iconos de batalla")
WEIGHTS = {"spy": 1.6, "maker_hooks": 0.6, "unmatched_icon": 2.5}

# the value of one unit of the reward words Uprising adds (002): a Spy placed, a sandworm summoned
# (strength 3, rewards doubled: 002 Gusanos de arena), Maker Hooks, a contract (002 Contrato: 2
# Solari without the CHOAM module)
REWARD_UNITS = {"spy": 2.0, "sandworm": 4.0, "maker_hooks": 3.0, "contract": 1.8}


def reward_factor(s: GameState, seat: int) -> float:
    """002 Gusanos de arena: a sandworm in the Conflict doubles its owner's Conflict rewards."""
    return 2.0 if s.players[seat].conflict.get("sandworm") else 1.0


def worth(s: GameState, seat: int, late: float, rounds_left: int) -> float:
    """Spies on the board, Maker Hooks and won Conflict cards whose battle icon may still score."""
    del late
    if not spies_per_player(s.rules):  # a table without Spies: none of this is on it
        return 0.0
    p = s.players[seat]
    w = WEIGHTS
    spies = sum(seat in on_post for on_post in SPIES.get(s).values())
    v = w["spy"] * spies + w["maker_hooks"] * (seat in MAKER_HOOKS.get(s)) * rounds_left
    return v + w["unmatched_icon"] * len(p.zones.get("conflicts", ()))
