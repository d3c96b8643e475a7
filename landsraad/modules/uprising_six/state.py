"""The state six players add (seed 002 "PARTIDAS DE SEIS JUGADORES"), as declared fields
(rules/fields.py): the core never names them.

- `personal_influence` (per player): a Commander's Faction cube on his personal board's track, 0
  to 4 (002 Tableros personales: the Emperor track on Shaddam's, the Fremen track on Muad'Dib's;
  G4 "el Comandante pone su cubo de Facción en la casilla inferior de su tablero personal"). An
  Ally has none: his stays 0. Public, as every track of the board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from landsraad.rules.fields import COUNTER, IDS, PUBLIC, SEATS, StateField

if TYPE_CHECKING:
    from landsraad.rules.state import GameState

# 002 Tableros personales: four spaces above the start (1 and 3 team rewards, 2 a VP, 4 the Alliance)
PERSONAL_TRACK_TOP = 4


def _track(s: GameState, v: Any) -> str | None:
    if v > PERSONAL_TRACK_TOP:
        return f"personal_influence: {v} is above the personal track's top space ({PERSONAL_TRACK_TOP})"
    return None


PERSONAL_INFLUENCE: StateField[int] = StateField("personal_influence", 0, PUBLIC, COUNTER, _track, per_player=True)

# 002 MAESTROS DE ARMAS: "también recibes una ficha de Bonificación de Maestro de armas que
# conservarás durante el resto de la partida": the seats holding one (in the order they took it)
SWORDMASTER_BONUS: StateField[tuple[int, ...]] = StateField("swordmaster_bonus", (), PUBLIC, SEATS)
# "El Agente Maestro de armas de cada jugador puede ser usado una sola vez por partida": the seats
# whose Swordmaster is still to be used, and those who sent it this round (to the box at the end)
SWORDMASTER_UNUSED: StateField[tuple[int, ...]] = StateField("swordmaster_unused", (), PUBLIC, SEATS)
SWORDMASTER_SENT: StateField[tuple[int, ...]] = StateField("swordmaster_sent", (), PUBLIC, SEATS)

# 002 Fila del Trono de Shaddam: the cards moved out of the Imperium Row, face up, any number
THRONE_ROW: StateField[tuple[str, ...]] = StateField("throne_row", (), PUBLIC, IDS)

STATE = (PERSONAL_INFLUENCE, SWORDMASTER_BONUS, SWORDMASTER_UNUSED, SWORDMASTER_SENT, THRONE_ROW)
