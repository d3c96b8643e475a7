"""State a module owns: `StateField`, the declaration of one game-level or per-player field.

A module lists its fields in `Module.state` (rules/ruleset.py); the core never names them. From
the declarations it derives what it used to hand-write per field: the clone (a module's values
live in the holder's `ext` map, which a clone shares: values are immutable and a change assigns
a new map, as `GameState.reserve`), the save (each field under its own flat key, saved only when
not at its default, so saves and state hashes are what they were when the fields were written
into the state class), the load (the JSON shape back to tuples), the visibility table
(rules/hidden.py: each field through the redaction of its class) and the generic save checks
(its shape; `check` adds what only the module knows: known ids, how many).

The visibility classes are declared here, the vocabulary of a declaration; rules/hidden.py
gives their meaning (docs/rulings.md R10).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from landsraad.rules.types import AnyState

# How a field may reach a seat (rules/hidden.py gives each class its redaction).
PUBLIC = "public"  # as it is, to every seat and spectator
# owner classes: to its player as it is; to the others:
HAND = "hand"  # its size; its cards join the player's hidden cards (hand + deck: a public multiset)
DECK = "deck"  # nothing ([]); its cards join the player's hidden cards
OWN = "own"  # its size (Intrigue cards in hand)
FACE_DOWN = "face_down"  # its size until revealed (REVEALED_BY), then as it is
# decision classes: to the deciding seat as they are (all seats when nothing is pending); others:
DECIDER = "decider"  # empty (the frames, the turn's values)
DECISION = "decision"  # the pending decision: only its kind and whose it is
LEVELS = "levels"  # the Conflict deck: the levels on the card backs, never the cards
MULTISET = "multiset"  # an unordered deck whose composition is public knowledge (sent sorted)
COUNT = "count"  # a face-down deck: its size only (the Intrigue deck)
# cards on top of a face-down deck that some seats have looked at: as they are to the seats listed
# in the field `known_by` names, their number to the others (Imperium Ceremony: intrigue_top)
KNOWN_BY = "known by"
SERVER = "server"  # never leaves the server while the game runs: the seed and the RNG state
# a map of the player's classified key by key (a key the table leaves out is not sent to the others)
BY_KEY = "by key"

# the classes a module's game-level field may have, and a per-player one (the decision classes,
# LEVELS, KNOWN_BY and SERVER belong to core fields). A per-player field is public for now: one
# that the other seats may not see needs its place in rules/undo.py's hidden zones first.
GAME_CLASSES = frozenset({PUBLIC, MULTISET, COUNT})
PLAYER_CLASSES = frozenset({PUBLIC})

# JSON shapes: how a value is saved (lists for tuples) and what the generic save check asks of it
IDS = "ids"  # a tuple of ids (str): a list in JSON
SEATS = "seats"  # a tuple of seats (int): a list in JSON
COUNTER = "count"  # a whole number >= 0
FLAG = "flag"  # True or False
NUMBERS = "numbers"  # a tuple of whole numbers >= 0 (positions on a track, one per seat): a list in JSON
SEAT_MAP = "seat map"  # id -> a non-empty tuple of seats: an object of lists in JSON
SHAPES = frozenset({IDS, SEATS, NUMBERS, COUNTER, FLAG, SEAT_MAP})

T = TypeVar("T")


class Holder(Protocol):
    """What holds module-owned values: the game (`GameState`) or a player (`PlayerState`)."""

    ext: dict[str, Any]


@dataclass(frozen=True, slots=True)
class StateField(Generic[T]):
    """One field a module adds to the game (`per_player` False) or to each player.

    `default` is the value of a game that never set it (falsy: `()`, 0, False, {}); `visibility`
    one of the classes above; `shape` one of SHAPES; `check(s, value)` the module's own save check
    (None, or what is wrong, naming the field); `drawn_at_random`: a pile drawn with the RNG (a
    game-level field hidden from the seats, MULTISET or COUNT, must be one: rules/undo.py then
    sees a draw from it as news). `optional`: saved only when not at its default (every product field
    so far: saves of games without it keep their shape). The value is read with `get` and changed
    with `put` (a new value, never changed in place: clones share it)."""

    name: str
    default: T
    visibility: str
    shape: str
    check: Callable[[AnyState, Any], str | None] | None = None
    per_player: bool = False
    optional: bool = True
    # an unordered pile drawn with the RNG: which card lies where is unseen by every seat
    # (rules/undo.py counts a draw from it as news)
    drawn_at_random: bool = False
    # a COUNT field (a face-down pile: the seats see its size only): the cards it may hold as a seat
    # sees the game, `unseen(ruleset, public)` with `public` rules/hidden.py's public_state (its
    # cards not seen anywhere else); determinize deals the pile's size from them at random
    unseen: Callable[[Any, dict[str, Any]], list[str]] | None = None

    def get(self, holder: Holder) -> T:
        return holder.ext.get(self.name, self.default)  # type: ignore[no-any-return]

    def put(self, holder: Holder, value: T) -> None:
        """Set the value: a new map, so clones sharing the old one keep theirs; the default is
        not held (a state that never set the field and one that set it back are the same)."""
        ext = holder.ext.copy()
        if value == self.default:
            ext.pop(self.name, None)
        else:
            ext[self.name] = value
        holder.ext = ext


def declaration_problem(module: str, f: Any, core: frozenset[str]) -> str | None:
    """What is wrong with a module's field declaration (the module named), or None."""
    if not isinstance(f, StateField):
        return f"module {module!r}: its state must be StateField declarations, not {type(f).__name__}"
    where = "per-player" if f.per_player else "game"
    classes = PLAYER_CLASSES if f.per_player else GAME_CLASSES
    if f.visibility not in classes:
        return (f"module {module!r}: {where} field {f.name!r} has no visibility class "
                f"(one of {', '.join(sorted(classes))}, not {f.visibility!r})")
    if f.shape not in SHAPES:
        return f"module {module!r}: field {f.name!r} has an unknown shape {f.shape!r}"
    if f.name in core:
        return f"module {module!r}: field {f.name!r} is a field of the core state"
    if f.default:
        return f"module {module!r}: field {f.name!r} has a default that is not empty ({f.default!r})"
    if f.visibility == COUNT and (f.unseen is None or f.shape != IDS):
        return (f"module {module!r}: field {f.name!r} is a face-down pile (count) but has no `unseen` "
                "(the cards it may hold) or is not a list of ids: determinize could not deal it")
    if not f.per_player and f.visibility != PUBLIC and not f.drawn_at_random:
        return (f"module {module!r}: field {f.name!r} is hidden from some seats ({f.visibility}) but not "
                "drawn_at_random (undo would not know where its cards lie)")
    return None


def load(f: StateField[Any], v: Any) -> Any:
    """A saved value in its play form: lists back to tuples (the shapes that hold tuples)."""
    if f.shape in (IDS, SEATS, NUMBERS) and isinstance(v, list):
        return tuple(v)
    if f.shape == SEAT_MAP and isinstance(v, dict):
        return {k: tuple(x) if isinstance(x, list) else x for k, x in v.items()}
    return v


def _int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def shape_problem(f: StateField[Any], v: Any, seat_ok: Callable[[Any], bool]) -> str | None:
    """The generic save check of a declared field: its shape (seats are seats of the game)."""
    show = repr(v)[:40]
    if f.shape == IDS and not (isinstance(v, tuple) and all(isinstance(x, str) for x in v)):
        return f"{f.name}: {show} is not a list of ids"
    if f.shape == SEATS and not (isinstance(v, tuple) and all(seat_ok(x) for x in v)):
        return f"{f.name}: {show} is not a list of seats"
    if f.shape == NUMBERS and not (isinstance(v, tuple) and all(_int(x) and x >= 0 for x in v)):
        return f"{f.name}: {show} is not a list of whole numbers >= 0"
    if f.shape == COUNTER and not (_int(v) and v >= 0):
        return f"{f.name}: {show} is not a whole number >= 0"
    if f.shape == FLAG and not isinstance(v, bool):
        return f"{f.name}: {show} is not true or false"
    if f.shape == SEAT_MAP and not (isinstance(v, dict) and all(
            isinstance(k, str) and isinstance(x, tuple) and x and all(seat_ok(i) for i in x) for k, x in v.items())):
        return f"{f.name}: {show} is not a map of non-empty lists of seats"
    return None


def field_value(s: AnyState, name: str) -> Any:
    """A game-level field by name, core or declared by a module of the game (scenarios, tests)."""
    f = s.rules.state_fields.get(name)
    return f.get(s) if f is not None else getattr(s, name)


def set_field_value(s: AnyState, name: str, value: Any) -> None:
    """Set a game-level field by name, core or declared by a module of the game (scenarios, tests)."""
    f = s.rules.state_fields.get(name)
    if f is not None:
        f.put(s, value)
    else:
        setattr(s, name, value)


def declared_value(s: AnyState, name: str, default: Any) -> Any:
    """A field a module of the game may declare: its value, or `default` in a game without it
    (views that keep their shape whatever the modules)."""
    f = s.rules.state_fields.get(name)
    return f.get(s) if f is not None else default
