"""The context of the current turn: declared fields instead of a free-form dict (issue 13).

`GameState.turn` holds what the rules remember during one player's turn — whose turn and what
kind, the space and card of the Agent turn, troops recruited and deployed, Bindu Suspension's
flags, the Reveal boxes still waiting — and, during combat, the Conflict's winner. Every
turn starts from an empty `Turn()`. A field at None is not set; in a save the turn is the
object of its set fields (and each Guild Bankers discount as a `discount:<card>` key), exactly
the dict that format 1 and 2 saves hold, so the shape of saves and the state hashes did not
change with this class.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any

from landsraad.core.errors import SaveError

DISCOUNT = "discount:"  # the save key of a discount: discount:<card id>


@dataclass(slots=True)
class Turn:
    # whose turn (a player's, or an automa seat's House Hagal turn)
    seat: int | None = None
    # "choose" (the turn decision: Agent turn or Reveal, Plots first), "agent", "reveal", "automa"
    kind: str | None = None
    # the board space and the card of this Agent turn
    space: str | None = None
    card: str | None = None
    # troops recruited this turn: they may be deployed at a Combat space (FAQ 2.1)
    recruited: int | None = None
    # troops deployed from the garrison this turn (the Baron's Masterstroke: rulings L3)
    deployed: int | None = None
    # the player did something this turn (Bindu Suspension: "before you do anything else")
    acted: bool | None = None
    # the player may pass instead of sending an Agent (Bindu Suspension)
    may_pass: bool | None = None
    # the parts of Reveal boxes waiting for the player: ((card, effect indices), ...)
    boxes: tuple[tuple[str, tuple[int, ...]], ...] | None = None
    # spice paid at Sell Melange: the Solari its effect gives (000 Vender melange)
    sold: int | None = None
    # the Conflict's winner (-1: nobody), from combat resolution to the end of combat
    winner: int | None = None
    # Guild Bankers: card -> Persuasion off its cost this turn (FAQ 2.4)
    discounts: dict[str, int] | None = None
    # deploy as if the Agent were on a Combat space this turn (a card's Combat icon: Immortality, 003
    # NUEVOS ICONOS); read by the core's deploy window (turns.py `deploy_window`)
    combat_space: bool | None = None
    # the troops recruited this turn may be deployed from any board space (Uprising's Sardaukar
    # Coordination); read by the deploy window
    deploy_recruits: bool | None = None
    # no unit may be deployed to the Conflict for the rest of this turn (CHOAM's Shaddam Corrino IV,
    # "Emperor of the Known Universe", 002 ACLARACIONES: at once); read by the core (deploy_barred)
    no_deploy: bool | None = None
    # the fields the modules own (`TurnField`, declared in their folders; the base Intrigue cards'
    # Envoy, Infiltrate and Recruitment Mission flags too): name -> value, None when
    # none is set; a value is immutable (a tuple, an int, a bool), so a copy shares them
    held: dict[str, Any] | None = None

    def copy(self) -> Turn:
        # explicit fields (slotted, mypyc-compilable): GameState.clone calls it
        t = Turn.__new__(Turn)
        t.seat = self.seat
        t.kind = self.kind
        t.space = self.space
        t.card = self.card
        t.recruited = self.recruited
        t.deployed = self.deployed
        t.acted = self.acted
        t.may_pass = self.may_pass
        t.boxes = self.boxes
        t.sold = self.sold
        t.winner = self.winner
        t.discounts = None if self.discounts is None else self.discounts.copy()
        t.combat_space = self.combat_space
        t.deploy_recruits = self.deploy_recruits
        t.no_deploy = self.no_deploy
        t.held = None if self.held is None else self.held.copy()
        return t

    def deploy_barred(self, seat: int) -> bool:
        """No unit of this seat may go to the Conflict now (CHOAM: Shaddam's Signet Ring)."""
        return bool(self.no_deploy) and self.seat == seat

    def of(self, seat: int, kind: str) -> bool:
        """This is `seat`'s turn of that kind."""
        return self.seat == seat and self.kind == kind

    def to_json(self) -> dict[str, Any]:
        """The set fields, as the save holds them (tuples become lists in GameState.to_json)."""
        d: dict[str, Any] = {}
        for name in TURN_FIELDS:
            v = getattr(self, name)
            if v is None:
                continue
            if name == "discounts":
                d.update({DISCOUNT + cid: n for cid, n in v.items()})
            else:
                d[name] = v
        if self.held:
            d.update(self.held)  # each module field a top-level key under its name, as before they moved
        return d

    @staticmethod
    def from_json(d: Any, module_fields: Callable[[], dict[str, TurnField]]) -> Turn:
        """A turn from a save (lists already turned into tuples); SaveError on an unknown key.
        `module_fields()`: every registered module's turn fields by name (rules/ruleset.py
        module_turn_fields), asked only when the save holds a key the core's turn has not."""
        if not isinstance(d, dict):
            raise SaveError("malformed save: turn is not an object")
        t = Turn()
        held: dict[str, TurnField] | None = None
        for k, v in d.items():
            if isinstance(k, str) and k.startswith(DISCOUNT):
                t.discounts = {**(t.discounts or {}), k[len(DISCOUNT):]: v}
            elif k in _SETTABLE:
                setattr(t, k, v)
            else:
                held = module_fields() if held is None else held
                if k not in held:
                    raise SaveError(f"malformed save: unknown turn field {str(k)[:30]!r}")
                held[k].put(t, v)
        return t


def new_turn(seat: int | None = None, kind: str | None = None, space: str | None = None,
             boxes: tuple[tuple[str, tuple[int, ...]], ...] | None = None) -> Turn:
    """`Turn(seat=seat, kind=kind, space=space, boxes=boxes)`, made the way `copy` makes one: a turn
    starts at most decisions, and calling the class goes through its keyword-argument path (about
    1.5x the instructions with two keywords: docs/benchmarks.md). Every field is set here, as in
    `copy` (tests/test_turn_context.py holds the two equal for every field)."""
    t = Turn.__new__(Turn)
    t.seat = seat
    t.kind = kind
    t.space = space
    t.card = None
    t.recruited = None
    t.deployed = None
    t.acted = None
    t.may_pass = None
    t.boxes = boxes
    t.sold = None
    t.winner = None
    t.discounts = None
    t.combat_space = None
    t.deploy_recruits = None
    t.no_deploy = None
    t.held = None
    return t


class TurnField:
    """A field of the turn a module owns (issue 27: the core's `Turn` names no product). Declared once
    in the module's folder and listed in its `Module.turn_fields`; held in `Turn.held` under its
    name, so a turn without any (every base game turn) builds and copies as fast as the core's
    fields alone, and a save holds it as a top-level key of the turn, as when it was a `Turn` field
    (saves and state hashes unchanged). Two modules whose rules set the same field (a word both
    products print) list the same object."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def get(self, t: Turn) -> Any:
        """Its value in the turn, None when not set."""
        h = t.held
        return None if h is None else h.get(self.name)

    def put(self, t: Turn, value: Any) -> None:
        """Set it (None: unset it; the turn holds no empty map, so turns compare as before)."""
        h = t.held
        if value is None:
            if h is not None and self.name in h:
                del h[self.name]
                if not h:
                    t.held = None
        elif h is None:
            t.held = {self.name: value}
        else:
            h[self.name] = value

    # the rules' common updates, each one call (the gain and deploy events run them at most decisions)
    def append(self, t: Turn, item: Any, once: bool = False) -> None:
        """Add `item` at the end of its tuple (made on the first); `once`: not when already there."""
        h = t.held
        if h is None:
            t.held = {self.name: (item,)}
            return
        old = h.get(self.name)
        if old is None:
            h[self.name] = (item,)
        elif not once or item not in old:
            h[self.name] = (*old, item)

    def extend(self, t: Turn, items: tuple[Any, ...]) -> None:
        """Add `items` at the end of its tuple (made on the first)."""
        h = t.held
        if h is None:
            t.held = {self.name: items}
        else:
            h[self.name] = (*(h.get(self.name) or ()), *items)

    def add(self, t: Turn, n: int) -> int:
        """Add `n` to its count (0 when not set); the new count."""
        h = t.held
        if h is None:
            t.held = {self.name: n}
            return n
        total: int = (h.get(self.name) or 0) + n
        h[self.name] = total
        return total

    def __repr__(self) -> str:
        return f"TurnField({self.name!r})"


TURN_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(Turn) if f.name != "held")


def turn_values(t: Turn) -> dict[str, Any]:
    """Every field of the turn that is set, the core's and the modules', by name."""
    d = {name: getattr(t, name) for name in TURN_FIELDS if getattr(t, name) is not None}
    d.update(t.held or {})
    return d


_SETTABLE = frozenset(TURN_FIELDS) - {"discounts"}
