"""What a seat's view shows of Immortality (seed 003): the Bene Tleilax board and what lies beside
it, all face up (`Module.view`, merged into rules/view.py's view)."""

from __future__ import annotations

from typing import Any

from landsraad.modules.immortality.data import imm, markers
from landsraad.modules.immortality.state import (
    FAMILY_ATOMICS,
    RESEARCH,
    TLEILAXU,
    TLEILAXU_DECK,
    TLEILAXU_ROW,
    TLEILAXU_SPICE,
)
from landsraad.modules.shared.words import GRAFTED
from landsraad.rules.state import GameState

TOKEN = "research_token"  # the word a receiver is asked: whose Research and Tleilaxu tokens a seat's are


def _tokenless(s: GameState) -> list[int]:
    """The seats with no Research or Tleilaxu token of their own: those whose token the ruleset's
    receiver says is no seat's (six players' Commanders, 002 INMORTALIDAD: "Los Comandantes no tienen
    una ficha de Investigación ... ni una ficha Tleilaxu"); their positions in the state never move."""
    receiver = s.rules.receiver
    if receiver is None:
        return []
    return [p.seat for p in s.players if receiver(s, p.seat, (TOKEN,), "view") is None]


def board_view(s: GameState, seat: int) -> dict[str, Any]:
    """Immortality (seed 003), all face up on the Bene Tleilax board and beside it: each seat's
    Research token (a research track space), its genetic markers, its Tleilaxu token (an index), the
    setup spice still on the Tleilaxu track, the Tleilaxu Row (Reclaimed Forces besides, always
    there) and the deck's size, the seats still holding Family Atomics, and the two cards grafted this
    turn (played face up), and the seats without tokens (`tokenless`, only when there are). Specimens
    are each player's zone `specimens`. Only in a game with the module, so other views keep their
    shape."""
    research = RESEARCH.get(s)
    if not research:
        return {}
    data = imm(s)
    tokenless = _tokenless(s)
    return {"immortality": {**({"tokenless": tokenless} if tokenless else {}),
        "research": list(research), "markers": [markers(s, p.seat) for p in s.players],
        "research_columns": [data.research.spaces[x].column for x in research],
        "tleilaxu": list(TLEILAXU.get(s)), "tleilaxu_spaces": len(data.tleilaxu_track.spaces),
        "tleilaxu_spice": TLEILAXU_SPICE.get(s), "tleilaxu_spice_index": data.tleilaxu_track.setup_spice_index,
        "tleilaxu_row": list(TLEILAXU_ROW.get(s)), "row_card": data.row_card,
        "tleilaxu_deck_size": len(TLEILAXU_DECK.get(s)),
        "family_atomics": list(FAMILY_ATOMICS.get(s)), "grafted": list(GRAFTED.get(s.turn) or ()),
    }}
