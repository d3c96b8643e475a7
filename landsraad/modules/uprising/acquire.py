"""Uprising's `acquire` effect: `("acquire", lo, hi, to)` — acquire a card of the Imperium Row
whose cost is from lo to hi (Impress: "Adquiere una carta que cueste 3 o menos"; Chronicler's
"que cueste 1 ... a tu mano"), without paying Persuasion, to your discard pile or your hand.
The player picks the card (decision `acquire_row`); with none in range the effect does nothing
(FAQ 2.6: Impress is playable with nothing costing 3 or less, only the acquire fizzles). It is
not optional when a card is in range (docs/rulings.md U151), unless the card says "you may" (the
pending decision's `optional`: Immortality's Tleilaxu Master, docs/rulings.md I62), when `pass` is offered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from landsraad.rules.actions import Acquire, Plain
from landsraad.rules.decisions import DecisionKind
from landsraad.rules.registry import Frame
from landsraad.rules.zones import acquire

if TYPE_CHECKING:
    from landsraad.rules.state import GameState


def in_range(s: GameState, lo: int, hi: int) -> list[str]:
    cards = s.rules.content.cards
    return sorted({c for c in s.imperium_row if lo <= cards[c].cost <= hi})


def _acquire_effect(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    _, lo, hi, to = e
    if in_range(s, lo, hi):
        s.pending = ("acquire_row", seat, lo, hi, to)


class RowAcquire(NamedTuple):
    lo: int
    hi: int
    to: str  # "discard" or "hand"
    optional: bool = False  # "you may acquire": `pass` offered too (left out of the pending tuple when False)


def _legal(s: GameState, pend: Frame) -> list[str]:
    optional = len(pend) > 5 and pend[5]
    return [f"acquire {c}" for c in in_range(s, pend[2], pend[3])] + (["pass"] if optional else [])


def _apply(s: GameState, pend: Frame, a: Acquire | Plain) -> None:
    if isinstance(a, Plain):  # `pass`: offered only when optional
        return
    seat, to = pend[1], pend[4]
    acquire(s, seat, a.card, "row")
    if to == "hand":
        p = s.players[seat]
        # the card went to the discard pile (its acquire box may be queued): it goes on to the hand
        i = len(p.discard) - 1 - p.discard[::-1].index(a.card)
        del p.discard[i]
        p.hand.append(a.card)


ACQUIRE_ROW = DecisionKind(
    name="acquire_row", legal=_legal, apply=_apply, payload=RowAcquire, forms=("acquire", "pass"),
    marks={"to": "zone"},  # "hand" / "discard": the reader's words for the zone (actions.ZONE_WORDS)
    prompt="Acquire a card of the Imperium Row costing {lo} to {hi} (to your {to}).",
    explain="002 cards: acquire a card of the Imperium Row in that cost range without paying for it.")

EFFECTS = {"acquire": _acquire_effect}
DECISIONS = (ACQUIRE_ROW,)
