"""Who receives a Commander's effect (the core's `Module.receiver` hook; seed 002 PARTIDAS DE SEIS
JUGADORES, "Activación de aliados"): another product's words by the receiver its combination
folder declares (extensions.py `ROUTED`: 002 INMORTALIDAD's, modules/combined/), every other word
by activation.py (units and swords to the activated Ally). Kept apart so that activation, the
bottom of the mode's rules, imports none of the rules it serves."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from landsraad.modules.uprising_six import activation
from landsraad.modules.uprising_six.extensions import ROUTED, UNRECEIVED
from landsraad.modules.uprising_six.seats import allies

if TYPE_CHECKING:
    from landsraad.rules.state import GameState


def receiver(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> int | None:
    """The seat that receives effect `e` of `seat`'s (None: no one yet, `Module.unreceived`)."""
    word = e[0]
    # a membership test, not ROUTED.get: no call for the words no combination routes (every effect
    # of a six-player game asks; ROUTED is empty without Immortality)
    if word in ROUTED and seat in allies():
        return ROUTED[word](s, seat, e)
    # activation.receiver's own first test, without the call: most words stay with their seat (every
    # effect of a six-player game asks)
    if word not in activation.ROUTED:
        return seat
    return activation.receiver(s, seat, e, src)


def unreceived(s: GameState, frame: tuple[Any, ...]) -> None:
    """A Commander's effect the receiver named no one for (the core's `Module.unreceived`): what the
    combination that routes its word does (extensions.py `UNRECEIVED`); any other stays dropped."""
    then = UNRECEIVED.get(frame[2][0])
    if then is not None:
        then(s, frame)
