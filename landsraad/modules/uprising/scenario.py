"""Scenarios with Uprising (seed 002; docs/scenarios.md "Uprising").

`setup: {edition: uprising}` plays with the edition; its pieces are then set and checked like the
rest of the position:

- setup keys `spies: {post: [seats]}` (002 Espías: Spies on observation posts), `shield_wall:
  true/false` (002 Preparación A: the token is placed at setup; false = already removed) and
  `maker_hooks: [seats]` (who holds Maker Hooks): the edition's fields (state.py);
- seat keys `sandworms: n` (002 Gusanos de arena: units in the Conflict beside the troops),
  `objectives: [ids]` and `conflicts_won: [ids]` (face up in front of the player), and the pieces
  of the leaders that have their own (leader_sides.py; leaders.yaml `state`): `leader_side`,
  `memories` (Lady Jessica's: part of her 12 troops), `training` (the Feyd token's space);
- the same setup keys as expectations (`spies` and `maker_hooks` as sets of seats), the seat keys
  and `face_down` (the cards turned face down) as player fields.

In a game without the edition's board these keys are refused with a message that names it.

The scenario loader (landsraad/scenario_setup.py, landsraad/scenario.py) reaches this file through
`Module.scenario`; landsraad/scenario_setup.py lists the names a module's scenario file declares.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from landsraad.modules.uprising.state import MAKER_HOOKS, SHIELD_WALL, SPIES
from landsraad.rules.fields import declared_value
from landsraad.rules.places import put
from landsraad.rules.zones import set_leader_state

if TYPE_CHECKING:
    from collections.abc import Callable

    from landsraad.rules.state import GameState, PlayerState

MODULE = "uprising"
NEEDS = "edition: uprising"  # what a scenario's setup says to play with it
# docs/scenarios.md's section (landsraad/scenario_docs.py): its title, the ruleset it is read from,
# and the product it adds to (None: an edition, shown whole)
DOCS_TITLE = "Uprising (`edition: uprising`, seed 002)"
DOCS_RULESET: tuple[str, tuple[str, ...]] = ("uprising", ())
DOCS_ADDS_TO = None

BOARD_KEYS = (SPIES.name, SHIELD_WALL.name, MAKER_HOOKS.name)
SETUP_KEYS = BOARD_KEYS
# scenario key -> the leader_state key of the leaders with that piece (leaders.yaml `state`)
LEADER_KEYS = {"leader_side": "side", "memories": "memories", "training": "training"}
SEAT_KEYS = ("sandworms", "objectives", "conflicts_won", *LEADER_KEYS)
EXPECT = BOARD_KEYS
ZONE_FIELDS = {"objectives": "objectives", "conflicts_won": "conflicts", "face_down": "face_down"}  # key -> zone
PLAYER_EXPECT = ("sandworms", "objectives", "conflicts_won", "face_down", *LEADER_KEYS)
TROOP_KEYS = ("memories",)  # Lady Jessica's memories are troops from her supply (002 ACLARACIONES)


def memories(p: PlayerState) -> int:
    return int(p.leader_state.get("memories", 0))


def troops(p: PlayerState) -> tuple[tuple[str, int], ...]:
    """A player's troops kept as memories (002 ACLARACIONES, Dama Jessica), counted with the 12."""
    return (("memories", memories(p)),)


def setup_board(s: GameState, setup: dict[str, Any], fail: Callable[[str], Exception],
                seat_of: Callable[[Any, str], int]) -> None:
    """002 Espías (`spies`), Preparación A (`shield_wall`) and Maker Hooks (`maker_hooks`): fields
    the edition declares (state.py), reached through the game's ruleset."""
    if not any(k in setup for k in BOARD_KEYS):
        return
    fields = s.rules.state_fields
    posts = s.rules.content.observation_posts
    if not posts or not set(BOARD_KEYS) <= set(fields):
        raise fail(f"{', '.join(BOARD_KEYS[:-1])} and {BOARD_KEYS[-1]} are for a board with observation posts "
                   f"({NEEDS})")
    spies: dict[str, tuple[int, ...]] = {}
    given = setup.get("spies", {})
    if not isinstance(given, dict):
        raise fail(f"spies must be a mapping, got {given!r}")
    for pid, seats in given.items():
        if pid not in posts:
            raise fail(f"spies: unknown observation post {pid!r} ({sorted(posts)})")
        if not isinstance(seats, list) or len(set(seats)) != len(seats):
            raise fail(f"spies.{pid} must be a list of distinct seats, got {seats!r}")
        for x in seats:
            put(spies, pid, seat_of(x, f"spies.{pid}"))
    SPIES.put(s, spies)
    if "shield_wall" in setup:
        if not isinstance(setup["shield_wall"], bool):
            raise fail(f"shield_wall must be true or false, got {setup['shield_wall']!r}")
        SHIELD_WALL.put(s, setup["shield_wall"])
    if "maker_hooks" in setup:
        seats = setup["maker_hooks"]
        if not isinstance(seats, list):
            raise fail(f"maker_hooks must be a list, got {seats!r}")
        MAKER_HOOKS.put(s, tuple(sorted({seat_of(x, "maker_hooks") for x in seats})))


def set_seat(s: GameState, p: PlayerState, k: str, v: Any, fail: Callable[[str], Exception], where: str) -> None:
    """A seat's Uprising key; the leader pieces wait for the seat's leader (`seat_done`)."""
    content = s.rules.content
    if k == "sandworms":  # 002 Gusanos de arena: units in the Conflict beside the troops
        if not content.observation_posts or "sandworm" not in s.rules.unit_strength:
            raise fail(f"{where}.sandworms: this edition has no sandworms")
        if not isinstance(v, int) or isinstance(v, bool):
            raise fail(f"{where}.{k}: {v!r} is not a whole number")
        p.conflict = {**{u: n for u, n in p.conflict.items() if u != "sandworm"}, **({"sandworm": v} if v else {})}
    elif k in ("objectives", "conflicts_won"):  # face up in front of the player (rules/zones.py ZONES)
        if not content.observation_posts:  # the Uprising board (002): the base game discards its Conflicts
            raise fail(f"{where}.{k}: Objectives and kept Conflict cards are Uprising's ({NEEDS})")
        known, what = (content.objectives, "objective") if k == "objectives" else (content.conflicts, "conflict")
        ids = v if isinstance(v, list) else [v]
        for cid in ids:
            if cid not in known:
                raise fail(f"{where}.{k}: unknown {what} {cid!r}")
        zone = ZONE_FIELDS[k]
        p.zones = {**{z: c for z, c in p.zones.items() if z != zone}, **({zone: tuple(ids)} if ids else {})}


def seat_done(s: GameState, p: PlayerState, spec: dict[str, Any], fail: Callable[[str], Exception],
              where: str) -> None:
    """Uprising leaders' own pieces, once the seat's leader is known (002 ACLARACIONES: Dama Jessica
    starts on her Lady Jessica side, the Feyd token on the leftmost space of his training track;
    leaders.yaml `state`): `leader_side` (front / back: Reverend Mother Jessica, for the rest of
    the game), `memories` (troops on the Bene Gesserit area, from her supply: part of her 12
    troops), `training` (the Feyd token's space). Only for a leader with that piece; turning over
    takes every memory back and her other side's Signet (Water of Life) makes none, so Reverend
    Mother Jessica has none."""
    content = s.rules.content
    ld = content.leaders.get(p.leader) if p.leader is not None else None
    own = dict(ld.state) if ld is not None else {}
    for k, key in LEADER_KEYS.items():
        if k not in spec:
            continue
        v = spec[k]
        if key not in own:
            having = sorted(x.name for x in content.leaders.values() if key in dict(x.state)) or ["none"]
            raise fail(f"{where}.{k}: P{p.seat}'s leader ({p.leader}) has no such piece (only {', '.join(having)})")
        if k == "leader_side" and v not in ("front", "back"):
            raise fail(f"{where}.{k}: {v!r} is not front or back")
        if k == "memories" and (not isinstance(v, int) or isinstance(v, bool) or v < 0):
            raise fail(f"{where}.{k}: {v!r} is not a whole number")
        if k == "training" and ld is not None and v not in {t.id for t in ld.track}:
            raise fail(f"{where}.{k}: {v!r} is not a space of the training track ({', '.join(t.id for t in ld.track)})")
        set_leader_state(p, key, v)
    if p.leader_state.get("side") == "back" and memories(p):
        raise fail(f"{where}.memories: Reverend Mother Jessica has no memories: turning over took them all back "
                   "and her Signet (Water of Life) makes none (002 ACLARACIONES, Dama Jessica; her leader card)")


def player_got(s: GameState, seat: int, field: str, want: Any) -> tuple[Any, Any]:
    p = s.players[seat]
    if field == "sandworms":
        return p.conflict.get("sandworm", 0), want
    if field in LEADER_KEYS:  # Lady Jessica's side and memories, the Feyd token
        return p.leader_state.get(LEADER_KEYS[field], 0 if field == "memories" else None), want
    # the zones of cards kept face up / turned face down, as multisets
    return sorted(p.zones.get(ZONE_FIELDS[field], ())), sorted(want or ())


def _seats(v: Any) -> list[int]:
    return sorted(v or ())


def check(s: GameState, key: str, want: Any, errors: list[str]) -> None:
    """An Uprising expectation (`key` in BOARD_KEYS); in a game without the edition's fields they
    read as a fresh board's (no Spies, no Shield Wall, nobody holding Maker Hooks)."""
    if key == "spies":
        for k, v in (want or {}).items():
            got = declared_value(s, "spies", {}).get(k)
            if _seats(got) != _seats(v):
                errors.append(f"spies.{k}: expected {_seats(v)}, got {_seats(got)}")
    elif key == "shield_wall":
        if (got := declared_value(s, "shield_wall", False)) is not want:
            errors.append(f"shield_wall: expected {want!r}, got {got!r}")
    elif _seats(got := declared_value(s, "maker_hooks", ())) != _seats(want):
        errors.append(f"maker_hooks: expected {_seats(want)}, got {_seats(got)}")
