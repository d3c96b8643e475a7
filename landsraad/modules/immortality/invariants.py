"""Immortality's part of the card census (`Module.census`, landsraad/invariants.py: every card is
in exactly one place): the Tleilaxu deck and Row hold cards of the game (003 CARTAS TLEILAXU), and
the game holds the Tleilaxu deck's cards once the board is set up (Reclaimed Forces never leaves its
Row)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from landsraad.modules.immortality.data import imm
from landsraad.modules.immortality.state import RESEARCH, TLEILAXU_DECK, TLEILAXU_ROW

if TYPE_CHECKING:
    from landsraad.rules.state import GameState


def census(s: GameState) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(the cards in its piles, the cards it brings into the game)."""
    held = (*TLEILAXU_DECK.get(s), *TLEILAXU_ROW.get(s))
    return held, (tuple(imm(s).tleilaxu_deck) if RESEARCH.get(s) else ())
