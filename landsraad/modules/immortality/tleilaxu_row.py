"""The Tleilaxu Row and its cards (seed 003 CARTAS TLEILAXU).

"En la Fila Tleilaxu siempre debe haber dos cartas además de la de Fuerzas reclamadas": two
face-up cards (`GameState.tleilaxu_row`) refilled from the top of the Tleilaxu deck (unordered:
drawn with the state RNG) whenever one leaves, and Reclaimed Forces, which never leaves. In your
Reveal turn you acquire a Tleilaxu card "pagando el coste en especímenes" (`acquire <card>`, an
`acquire_options` action beside the Imperium Row's); it goes to your discard pile, or — once your
Research token has reached the first genetic marker — onto your deck if you choose
(`acquire <card> top`). "Acquiring" Reclaimed Forces gives one of its effects (its acquire box:
recruit two troops or one Tleilaxu step) and leaves it in the Row. Tleilaxu cards are never
acquired with Persuasion, nor by effects that acquire from the Imperium Row or that name or
change a Persuasion cost (they are not in the Imperium Row and their cost is in specimens).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from landsraad.i18n import N_
from landsraad.modules.immortality.data import imm, markers
from landsraad.modules.immortality.specimens import specimens, spend
from landsraad.modules.immortality.state import RESEARCH, TLEILAXU_DECK, TLEILAXU_ROW
from landsraad.rules.actions import Acquire
from landsraad.rules.effects import push_effects, received_by
from landsraad.rules.story import amount_ref, seat_ref
from landsraad.rules.zones import acquire, log, pick

if TYPE_CHECKING:
    from landsraad.rules.events import Triggers
    from landsraad.rules.state import GameState, PlayerState

ROW_SIZE = 2  # 003: "dos cartas además de la de Fuerzas reclamadas"


def take(s: GameState, index: int) -> str:
    """The Row's card at `index` (0: left, 1: right) leaves; the top of the Tleilaxu deck takes its
    place at once (003: "se roban cartas de la parte superior del mazo Tleilaxu para remplazar las que
    faltan"), so the other card keeps its side; with the deck empty the Row stays short."""
    row, deck = list(TLEILAXU_ROW.get(s)), list(TLEILAXU_DECK.get(s))
    cid = row[index]
    if deck:
        row[index] = pick(s, deck)
    else:
        del row[index]
    TLEILAXU_ROW.put(s, tuple(row))
    TLEILAXU_DECK.put(s, tuple(deck))
    return cid


def _payer(s: GameState, seat: int) -> int:
    """Whose specimens pay for a Tleilaxu card: the ruleset's receiver of a specimen cost (six
    players: a Commander spends only his activated Ally's, 002 INMORTALIDAD)."""
    return received_by(s, seat, ("specimen", 0), "tleilaxu_row")


def _options(s: GameState, p: PlayerState) -> list[str]:
    """The Tleilaxu cards this player can pay for in specimens (Reclaimed Forces included)."""
    if not RESEARCH.get(s) or p.seat in s.automa:
        return []
    data = imm(s)
    have = specimens(s.players[_payer(s, p.seat)])
    # 003: first genetic marker, "puedes poner [...] en la parte superior de tu mazo"; read only once a
    # card of the row can be paid for (at most listings none can: issue 27)
    top: bool | None = None
    out = []
    for cid in sorted({*TLEILAXU_ROW.get(s), data.row_card}):
        if data.tleilaxu[cid].cost <= have:
            out.append(f"acquire {cid}")
            if cid != data.row_card:
                if top is None:
                    top = markers(s, p.seat) >= 1
                if top:
                    out.append(f"acquire {cid} top")
    return out


def _acquire(s: GameState, seat: int, a: object) -> bool:
    if not isinstance(a, Acquire) or a.set_aside or not RESEARCH.get(s):
        return False
    data = imm(s)
    cid = a.card
    if cid not in data.tleilaxu:
        return False
    card = data.tleilaxu[cid]
    spend(s, _payer(s, seat), card.cost)
    if s.log is not None:
        log(s, N_("{seat} acquires {card} for {cost}"), seat=seat_ref(s, seat), card=("card", cid),
            cost=amount_ref("specimen", card.cost))
    if cid == data.row_card:  # 003: it stays where it is; its acquire box is the choice of effects
        push_effects(s, seat, card.acquire, f"card:{cid}")
        return True
    take(s, TLEILAXU_ROW.get(s).index(cid))  # as the Imperium Row: refilled before the card's acquire effects resolve
    acquire(s, seat, cid, "taken", a.top)
    return True


def register(t: Triggers) -> None:
    t.on("acquire_options", _options)
    t.on("acquire_handlers", _acquire)
