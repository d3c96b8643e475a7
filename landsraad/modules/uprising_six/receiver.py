"""Who receives a Commander's effect (the core's `Module.receiver` hook; seed 002 PARTIDAS DE SEIS
JUGADORES, "Activación de aliados", and its INMORTALIDAD section): Immortality's words by
immortality.py (the activated Ally's tracks and specimens, the most advanced Ally's genetic
markers), every other word by activation.py (units and swords to the activated Ally). Kept apart
so that activation, the bottom of the mode's rules, imports none of the rules it serves."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from landsraad.modules.uprising_six import activation, immortality
from landsraad.modules.uprising_six.seats import allies

if TYPE_CHECKING:
    from landsraad.rules.state import GameState

# the words of Immortality (seed 003) whose receiver immortality.py names (002 INMORTALIDAD)
IMMORTALITY_WORDS = immortality.ROUTED | {immortality.MARKERS, immortality.TOKEN}


def receiver(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> int | None:
    """The seat that receives effect `e` of `seat`'s (None: no one yet, `Module.unreceived`)."""
    word = e[0]
    if word in IMMORTALITY_WORDS and seat in allies():
        return immortality.receiver(s, seat, e)
    # activation.receiver's own first test, without the call: most words stay with their seat (every
    # effect of a six-player game asks)
    if word not in activation.ROUTED:
        return seat
    return activation.receiver(s, seat, e, src)
