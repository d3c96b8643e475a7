"""The Immortality components of a game (seed 003): the research and Tleilaxu tracks, the
Tleilaxu cards, Family Atomics — `loader.py`'s `Immortality`, checked against
the game's own board (base or Uprising), so nothing here assumes one board."""

from __future__ import annotations

from typing import TYPE_CHECKING

from landsraad.modules.immortality.loader import Immortality, immortality_for
from landsraad.modules.immortality.state import RESEARCH
from landsraad.rules.effects import received_by

if TYPE_CHECKING:
    from landsraad.rules.state import GameState


def imm(s: GameState) -> Immortality:
    """This game's Immortality components (cached per edition by the loader)."""
    return immortality_for(s.rules.content.edition)


def markers(s: GameState, seat: int) -> int:
    """How many genetic markers the seat's Research token has reached (003 Marcadores genéticos:
    reaching a marker's column turns it on for the rest of the game; the token never moves left).
    Whose token tells is the ruleset's receiver's word (the condition's seat: six players, a
    Commander has his most advanced Ally's markers, 002 INMORTALIDAD)."""
    if not RESEARCH.get(s):
        return 0
    seat = received_by(s, seat, ("genetic_markers", 0), "markers")
    data = imm(s).research
    column = data.spaces[RESEARCH.get(s)[seat]].column
    return sum(1 for m in data.markers if column >= m.column)
