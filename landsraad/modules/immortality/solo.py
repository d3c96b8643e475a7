"""Immortality in solo games (seed 003 "ADICIONES A PARTIDAS EN SOLITARIO"; "estas reglas no se
aplican a las partidas de dos jugadores").

- Setup: "Retira las tres cartas Carthag originales del mazo de la Casa Hagal" and shuffle in the
  four new cards (three Carthag, one Research Station). The four are House Hagal cards of the solo
  mode in the content (`immortality_content`), so the solo deck (modules/base/hagal.py setup) holds them;
  the setup step below takes the original Carthag cards out of it.
- "Si un Rival utiliza una carta de la Casa Hagal con un icono Tleilaxu para enviar a un Agente,
  también avanza una casilla en el medidor Tleilaxu, recibiendo cualquier bonificación": the
  card's Tleilaxu icons are steps (event `automa_agent`).
- "Siempre que un Rival use una de estas cartas para enviar a un Agente, retira y reemplaza la
  carta correspondiente al icono tachado (ya sea la de la izquierda o la de la derecha)": the Row's
  left or right card leaves the game (`removed_cards`, docs/rulings.md I50) and the Tleilaxu deck
  replaces it in its place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from landsraad.i18n import N_
from landsraad.modules.immortality.data import imm
from landsraad.modules.immortality.state import TLEILAXU_ROW
from landsraad.modules.immortality.tleilaxu_row import take
from landsraad.rules.story import seat_ref
from landsraad.rules.zones import added, log

if TYPE_CHECKING:
    from landsraad.rules.events import Triggers
    from landsraad.rules.state import GameState

SIDES = {"left": 0, "right": 1}


def _solo(s: GameState) -> bool:
    from landsraad.modules.base.hagal import solo

    return solo(s)


def solo_hagal_deck(s: GameState) -> None:
    """003 Preparación (solo): the original Carthag cards leave the House Hagal deck."""
    if not _solo(s):
        return
    from landsraad.modules.base.state import HAGAL_DECK  # the base game's automa deck

    gone = set(imm(s).hagal_removes)
    HAGAL_DECK.put(s, tuple(c for c in HAGAL_DECK.get(s) if c not in gone))


def _rival_agent(s: GameState, seat: int, card: str, space: str) -> None:
    extra = imm(s).hagal.get(card)
    if extra is None:
        return
    if extra.tleilaxu_row is not None and TLEILAXU_ROW.get(s):
        index = min(SIDES[extra.tleilaxu_row], len(TLEILAXU_ROW.get(s)) - 1)
        gone = take(s, index)
        s.removed_cards = added(s.removed_cards, gone)  # shared tuples (state.SHARED_ZONES)
        if s.log is not None:
            log(s, N_("{seat} removes {card} from the Tleilaxu Row"), seat=seat_ref(s, seat), card=("card", gone))
    if extra.tleilaxu:
        s.stack.append(("eff", seat, ("tleilaxu", extra.tleilaxu), f"hagal:{card}"))


def register(t: Triggers) -> None:
    t.on("automa_agent", _rival_agent, _solo)
