"""Uprising's game-level state (seed 002), declared here and nowhere else (rules/fields.py): the
Spies on observation posts (post -> the seats with a Spy there, in arrival order: two seats only
when a card lets a Spy share a post; changed with rules/places.py's helpers on a copy, see
`spies_changed`), the Shield Wall token still on the board (002 Preparación A: it protects the
Conflicts at its places until someone removes it) and the seats holding Maker Hooks (002 F2, FAQ
2.6: at most one each, never spent). All stand face up on the board (002 Espías): PUBLIC. Each is
saved under its own key only when set, as when they were fields of the core state; the checks
are the save checks these fields always had (issue 20)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from landsraad.modules.uprising.table import spies_per_player
from landsraad.rules.fields import FLAG, PUBLIC, SEAT_MAP, SEATS, StateField

if TYPE_CHECKING:
    from landsraad.rules.places import Place
    from landsraad.rules.state import GameState


def _show(x: Any) -> str:
    return repr(x)[:40]


def _spies(s: GameState, v: dict[str, tuple[int, ...]]) -> str | None:
    """Known posts, never two Spies of one seat on a post, at most a player's Spies on the board."""
    for post, on_post in v.items():
        if post not in s.rules.content.observation_posts or len(set(on_post)) != len(on_post):
            return f"spies: {_show(post)}: {_show(on_post)}"
    placed = [x for on_post in v.values() for x in on_post]
    most = spies_per_player(s.rules)
    if any(placed.count(x) > most for x in set(placed)):
        return f"spies: more than {most} Spies of one player on the board"
    return None


def _distinct(s: GameState, v: tuple[int, ...]) -> str | None:
    if len(set(v)) != len(v):
        return f"maker_hooks: {_show(v)} is not a list of distinct seats"
    return None


SPIES: StateField[dict[str, tuple[int, ...]]] = StateField("spies", {}, PUBLIC, SEAT_MAP, _spies)
SHIELD_WALL: StateField[bool] = StateField("shield_wall", False, PUBLIC, FLAG)
MAKER_HOOKS: StateField[tuple[int, ...]] = StateField("maker_hooks", (), PUBLIC, SEATS, _distinct)
STATE = (SPIES, SHIELD_WALL, MAKER_HOOKS)


def spies_changed(s: GameState) -> Place:
    """A copy of the Spies map to change and then `SPIES.put` back: clones share the held one."""
    return dict(SPIES.get(s))
