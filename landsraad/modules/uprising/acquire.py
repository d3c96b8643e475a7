"""Uprising's `acquire` effect: `("acquire", lo, hi, to)` — acquire a card of the Imperium Row
whose cost is from lo to hi (Impress: "Adquiere una carta que cueste 3 o menos"; Chronicler's
"que cueste 1 ... a tu mano"), without paying Persuasion, to your discard pile or your hand.
The player picks the card (decision `acquire_row`); with none in range the effect does nothing
(FAQ 2.6: Impress is playable with nothing costing 3 or less, only the acquire fizzles). It is
not optional when a card is in range (docs/rulings.md U151).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from landsraad.modules.shared.words import move_acquired_to_hand
from landsraad.rules.actions import Acquire
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


def _legal(s: GameState, pend: Frame) -> list[str]:
    return [f"acquire {c}" for c in in_range(s, pend[2], pend[3])]


def _apply(s: GameState, pend: Frame, a: Acquire) -> None:
    seat, to = pend[1], pend[4]
    acquire(s, seat, a.card, "row")
    if to == "hand":
        move_acquired_to_hand(s, seat, a.card)


ACQUIRE_ROW = DecisionKind(
    name="acquire_row", legal=_legal, apply=_apply, payload=RowAcquire, forms=("acquire",),
    marks={"to": "zone"},  # "hand" / "discard": the reader's words for the zone (actions.ZONE_WORDS)
    prompt="Acquire a card of the Imperium Row costing {lo} to {hi} (to your {to}).",
    explain="002 cards: acquire a card of the Imperium Row in that cost range without paying for it.")

EFFECTS = {"acquire": _acquire_effect}
DECISIONS = (ACQUIRE_ROW,)
