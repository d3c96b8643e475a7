"""Family Atomics (seed 003 ATÓMICAS FAMILIARES): "Una vez por partida, puedes gastar la tuya
durante tu turno (devolviéndola a la caja del juego) para retirar todas las cartas de la Fila del
Imperio, y luego roba del mazo del Imperio las cartas necesarias para crear una nueva Fila del
Imperio."

`GameState.family_atomics` lists the seats still holding their token. The action
`family_atomics` is offered in your own turn: in the turn decision (before an Agent turn or your
Reveal) and in the Reveal turn's acquire decision (docs/rulings.md I40); the cards removed from the
Row leave the game (`removed_cards`, docs/rulings.md I41) and the Row refills from the Imperium deck.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from landsraad.i18n import N_
from landsraad.modules.immortality.state import FAMILY_ATOMICS
from landsraad.rules.actions import Form
from landsraad.rules.story import seat_ref
from landsraad.rules.zones import added, log, refill_row

if TYPE_CHECKING:
    from landsraad.rules.events import Triggers
    from landsraad.rules.state import GameState, PlayerState


class UseFamilyAtomics(NamedTuple):
    pass


FORM = Form("family_atomics", ("family_atomics",), UseFamilyAtomics, label="Use your Family Atomics",
            gloss="clear the Imperium Row and deal a new one (once per game)", doc="turn, acquire (Immortality)")


def _options(s: GameState, p: PlayerState) -> list[str]:
    return ["family_atomics"] if p.seat in FAMILY_ATOMICS.get(s) else []


def use(s: GameState, seat: int) -> None:
    """Return the token to the box; the Imperium Row's cards leave; a new Row from the deck."""
    FAMILY_ATOMICS.put(s, tuple(x for x in FAMILY_ATOMICS.get(s) if x != seat))
    gone = s.imperium_row
    s.removed_cards = added(s.removed_cards, *gone)  # shared tuples (state.SHARED_ZONES)
    s.imperium_row = ()
    refill_row(s)
    if s.log is not None:
        log(s, N_("{seat} uses Family Atomics: the Imperium Row is cleared and dealt again"), seat=seat_ref(s, seat))


def _handle(s: GameState, seat: int, a: object) -> bool:
    """In the Reveal turn's acquire decision (which is asked again by itself)."""
    if not isinstance(a, UseFamilyAtomics):
        return False
    use(s, seat)
    return True


def _handle_in_turn(s: GameState, seat: int, a: object) -> bool:
    """In the turn decision: it is still your turn afterwards, asked again."""
    if not isinstance(a, UseFamilyAtomics):
        return False
    s.stack.append(("ask_turn", seat))
    use(s, seat)
    return True


def register(t: Triggers) -> None:
    t.on("turn_options", _options)
    t.on("turn_handlers", _handle_in_turn)
    t.on("acquire_options", _options)
    t.on("acquire_handlers", _handle)
