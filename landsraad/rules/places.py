"""Who is on a place: one structure, read and changed only here.

A *place* holds pieces of seats in arrival order: `GameState.agents` maps a board space to the
seats with an Agent there (`(1,)`; `(1, 0)` after an Infiltrate: 004 Clarificações, Infiltrar —
enemy Agents do not block). A space with nobody on it has no key, so `sid in s.agents` is the
"occupied" test on the hot path, and the values are tuples, so a clone copies the map once and
shares the tuples (state.SHARED_ZONES' rule: nothing changes a tuple in place).

Another kind of place is another map of the same shape with the same helpers: Uprising's spies
on observation posts (seed 002, Espías: post -> seats) are a field the module declares
(modules/uprising/state.py), changed with `put` and `take` on a copy that is then set back (its
clones share the held map), plus the small rule of which posts a space connects to (board data). Events are emitted by the rules
that move pieces (rules/zones.py `place_agent` / `recall_agent`), not here.
"""

from __future__ import annotations

from landsraad.content import Space
from landsraad.rules.state import GameState, PlayerState

Place = dict[str, tuple[int, ...]]


def occupants(place: Place, key: str) -> tuple[int, ...]:
    """The seats with a piece on `key`, in arrival order (empty: nobody)."""
    return place.get(key, ())


def put(place: Place, key: str, seat: int) -> None:
    """One more piece of `seat` on `key`, after the ones already there."""
    place[key] = place.get(key, ()) + (seat,)


def take(place: Place, key: str, seat: int) -> None:
    """One piece of `seat` leaves `key`: the one that arrived last (identical pieces of one seat
    are interchangeable; the others keep their order). ValueError if `seat` has none there."""
    seats = place.get(key, ())
    for i in range(len(seats) - 1, -1, -1):
        if seats[i] == seat:
            rest = seats[:i] + seats[i + 1:]
            if rest:
                place[key] = rest
            else:
                del place[key]
            return
    raise ValueError(f"P{seat} has no piece on {key}")


def agents_on(s: GameState, sid: str) -> tuple[int, ...]:
    """Seats with an Agent on a board space, in arrival order (more than one only through
    Infiltrate or Helena's Eyes Everywhere)."""
    return s.agents.get(sid, ())


def occupied(s: GameState, sid: str) -> bool:
    """Any Agent on the space (004 Turno do Agente: an occupied space cannot be chosen)."""
    return sid in s.agents


def agent_spaces(s: GameState) -> list[str]:
    """The board spaces with at least one Agent, sorted."""
    return sorted(s.agents)


def recall_agents(s: GameState) -> None:
    """004 Fase 5 Chamar: every Agent leaves the board."""
    s.agents.clear()


def blocker(s: GameState, p: PlayerState, space: Space, moving_from: str | None = None) -> int | None:
    """"Blocked for seat X": the seat whose Agent keeps player `p` off the space, or None. Its own
    Agent always blocks (except the one being moved, Kwisatz Haderach: FAQ 2.4); an enemy Agent
    blocks unless a waiver says otherwise (rules/events.py `occupancy_waivers`: Infiltrate,
    Helena's Eyes Everywhere)."""
    sid = space.id
    for occ in s.agents.get(sid, ()):
        if occ == p.seat:
            if sid == moving_from:
                continue
            return occ
        for waiver in s.triggers.occupancy_waivers:
            if waiver(s, p, space, occ):
                break
        else:
            return occ
    return None
