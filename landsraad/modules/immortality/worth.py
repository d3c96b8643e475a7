"""What the Bene Tleilax board (seed 003) is worth to a seat for the heuristic agent (`Module.worth`,
landsraad/agents/heuristic.py `evaluate`), in its "points" (1 VP = 10)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from landsraad.modules.immortality.data import imm, markers
from landsraad.modules.immortality.state import FAMILY_ATOMICS, RESEARCH, TLEILAXU

if TYPE_CHECKING:
    from landsraad.rules.state import GameState

# per unit: a research track column (its bonuses lie ahead; more early), a genetic marker reached
# (it changes what later Research icons give), a Tleilaxu track space (its VP spaces count as VP
# already), a specimen (pays for Tleilaxu cards, whose cost is in specimens), Family Atomics still
# held (a Row refill in reserve)
WEIGHTS = {"research": 1.6, "marker": 3.0, "tleilaxu": 2.0, "specimen": 1.0, "family_atomics": 1.0}


def worth(s: GameState, seat: int, late: float, rounds_left: int) -> float:
    """Progress on both tracks and specimens count for less as the game ends (what they lead to
    has fewer rounds to pay); nothing before the board is set up."""
    del rounds_left
    if not RESEARCH.get(s):
        return 0.0
    w = WEIGHTS
    early = 1.0 - 0.6 * late
    column = imm(s).research.spaces[RESEARCH.get(s)[seat]].column
    v = early * (w["research"] * column + w["tleilaxu"] * TLEILAXU.get(s)[seat]) + w["marker"] * markers(s, seat)
    v += early * w["specimen"] * len(s.players[seat].zones.get("specimens", ()))
    return v + w["family_atomics"] * (seat in FAMILY_ATOMICS.get(s)) * early
