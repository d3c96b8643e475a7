"""Immortality's state (seed 003), declared here and nowhere else (rules/fields.py): per seat,
the space of its Research token (research track ids) and the index of its Tleilaxu token; the
Tleilaxu deck (unordered, like the Imperium deck: zones.pick draws it with the RNG) and the two
face-up cards of the Tleilaxu Row (Reclaimed Forces, which never leaves it, is not listed); the
setup spice still on the Tleilaxu track; the seats that still hold their Family Atomics token.
All lie face up on the Bene Tleilax board and beside it (PUBLIC): the Tleilaxu deck's composition
is public knowledge (the 18 cards less those seen), so, like House Hagal's deck, it is sent as it
is. Each is saved under its own key only when set, as when they were fields of the core state;
the checks are the save checks these fields always had (issue 20)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from landsraad.modules.immortality.loader import Immortality, immortality_for
from landsraad.rules.fields import COUNTER, IDS, NUMBERS, PUBLIC, SEATS, StateField

if TYPE_CHECKING:
    from landsraad.rules.state import GameState


def imm(s: GameState) -> Immortality:
    return immortality_for(s.rules.content.edition)  # as data.imm (which reads these fields)


def _show(x: Any) -> str:
    return repr(x)[:40]


def _research(s: GameState, v: tuple[str, ...]) -> str | None:
    if len(v) != len(s.players) or not all(x in imm(s).research.spaces for x in v):
        return f"research: {_show(v)} is not a research track space per seat"
    return None


def _tleilaxu(s: GameState, v: tuple[int, ...]) -> str | None:
    if len(v) != len(s.players) or not all(x < len(imm(s).tleilaxu_track.spaces) for x in v):
        return f"tleilaxu: {_show(v)} is not a Tleilaxu track space per seat"
    return None


def _cards(name: str) -> Any:
    def check(s: GameState, v: tuple[str, ...]) -> str | None:
        data = imm(s)
        if not all(x in data.tleilaxu and x != data.row_card for x in v):
            return f"{name}: {_show(v)} is not a list of Tleilaxu cards"
        if name == "tleilaxu_row" and len(v) > 2:
            return "tleilaxu_row: more than two cards besides Reclaimed Forces (003 CARTAS TLEILAXU)"
        return None
    return check


def _spice(s: GameState, v: int) -> str | None:
    if v > imm(s).tleilaxu_track.setup_spice:
        return f"tleilaxu_spice: {_show(v)}"
    return None


def _distinct(s: GameState, v: tuple[int, ...]) -> str | None:
    if len(set(v)) != len(v):
        return f"family_atomics: {_show(v)} is not a list of distinct seats"
    return None


RESEARCH: StateField[tuple[str, ...]] = StateField("research", (), PUBLIC, IDS, _research)
TLEILAXU: StateField[tuple[int, ...]] = StateField("tleilaxu", (), PUBLIC, NUMBERS, _tleilaxu)
TLEILAXU_DECK: StateField[tuple[str, ...]] = StateField(
    "tleilaxu_deck", (), PUBLIC, IDS, _cards("tleilaxu_deck"), drawn_at_random=True)
TLEILAXU_ROW: StateField[tuple[str, ...]] = StateField("tleilaxu_row", (), PUBLIC, IDS, _cards("tleilaxu_row"))
TLEILAXU_SPICE: StateField[int] = StateField("tleilaxu_spice", 0, PUBLIC, COUNTER, _spice)
FAMILY_ATOMICS: StateField[tuple[int, ...]] = StateField("family_atomics", (), PUBLIC, SEATS, _distinct)
STATE = (RESEARCH, TLEILAXU, TLEILAXU_DECK, TLEILAXU_ROW, TLEILAXU_SPICE, FAMILY_ATOMICS)
