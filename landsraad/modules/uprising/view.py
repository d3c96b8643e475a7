"""What a seat's view shows of Uprising (seed 002), all face up (`Module.view`,
`Module.player_view`, merged into rules/view.py's view): the Spies on observation posts (002
Espías: post -> the seats with a Spy there; the rest are in supply), the Shield Wall token still on
the board (002 Preparación A), the seats holding Maker Hooks (002 F2), and per player the Spies in
supply and the Uprising leaders' face-up state (modules/uprising/leader_sides.py: Lady Jessica's
side and memories, the Feyd token's space on his training track)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from landsraad.modules.uprising.state import MAKER_HOOKS, SHIELD_WALL, SPIES
from landsraad.modules.uprising.table import spies_per_player

if TYPE_CHECKING:
    from landsraad.rules.state import GameState, PlayerState

# leader_state key -> the player view's entry (public: rules/hidden.py VISIBILITY["leader_state"])
LEADER_VIEW = (("side", "leader_side"), ("memories", "memories"), ("training", "training"))


def board_view(s: GameState, seat: int) -> dict[str, Any]:
    del seat  # all face up: the same for every seat
    return {"spies": {k: list(v) for k, v in sorted(SPIES.get(s).items())},
            "shield_wall": SHIELD_WALL.get(s), "maker_hooks": list(MAKER_HOOKS.get(s))}


def player_view(s: GameState, p: PlayerState, seat: int) -> dict[str, Any]:
    """Player `p`'s entries as `seat` sees them (all public): its Spies in supply and, only when
    set (so a leader without them keeps its shape), its leader's face-up state."""
    del seat
    placed = sum(1 for on_post in SPIES.get(s).values() for x in on_post if x == p.seat)
    out: dict[str, Any] = {"spies_supply": spies_per_player(s.rules) - placed}
    ls = p.leader_state
    if ls:
        for key, name in LEADER_VIEW:
            if key in ls:
                out[name] = ls[key]
    return out


