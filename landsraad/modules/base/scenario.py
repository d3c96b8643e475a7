"""The base game's own scenario keys (docs/scenarios.md "Base game (every game)"): its automa's.

House Hagal's deck and its face-up discard pile (001 "ДОМ ХАГАЛЬ": two players; solo, the Rivals
play from the same cards) are setup keys and expectations of every game, shown with the base game's
keys, and declared here with the base module's state (state.py) instead of by the core (issue 27: a
product is one folder). The scenario loader (landsraad/scenario_setup.py, landsraad/scenario.py)
reaches this file through `Module.scenario` as any module's:

- setup keys `hagal_deck`, `hagal_discard` (1- and 2-player games: unordered card ids, checked
  against the deck of the game's mode, 001 two players / solo), counted with the other piles
  against the printed copies (COUNTED_PILES);
- the same keys as expectations, compared as multisets (MULTISETS);
- the checks of the automa's seats the base game introduced (001): `difficulty` is the solo
  Rivals' level, an automa holds no cards, House Hagal never holds the First Player marker. They
  read the game's seat plan, so they hold in every game with an automa seat, as when the core
  held them.

Uprising's Rivals read the same two keys for their own deck in their games (002 Rivales:
modules/uprising_rivals/scenario.py `claims`); in those games this file leaves them alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from landsraad.modules.base.hagal_card import HAGAL_CARD
from landsraad.modules.base.state import HAGAL_DECK, HAGAL_DISCARD

if TYPE_CHECKING:
    from collections.abc import Callable

    from landsraad.rules.state import GameState, PlayerState

MODULE = "base"
NEEDS = "(every game)"  # its keys are the every-game section's (landsraad/scenario.py products())
PILES = {"hagal_deck": HAGAL_DECK, "hagal_discard": HAGAL_DISCARD}
SETUP_KEYS = tuple(PILES)
COUNTED_PILES = SETUP_KEYS  # counted against the printed copies with the core's piles
MULTISETS = SETUP_KEYS  # expectations compared as multisets (scenario.py: `pile`, else the state's field)


def _on(s: GameState) -> bool:
    """Whether this game holds the base automa's piles (the base module's state: state.py)."""
    return s.rules.state_fields.get(HAGAL_DECK.name) is HAGAL_DECK


def config(setup: dict[str, Any], fail: Callable[[str], Exception]) -> dict[str, Any]:
    """The keys that depend on the player count alone (its GameConfig fields: none of its own)."""
    n = setup.get("players", 4)
    if "difficulty" in setup and n != 1:
        raise fail("difficulty is for solo games (players: 1) only (House Hagal sheet)")
    if n >= 3 and any(k in setup for k in PILES):  # 001: House Hagal (two players), the Rivals (solo)
        raise fail("hagal_deck and hagal_discard are for 1- and 2-player games (House Hagal)")
    return {}


def setup_board(s: GameState, setup: dict[str, Any], fail: Callable[[str], Exception],
                seat_of: Callable[[Any, str], int]) -> None:
    """The First Player marker's seat (set by then), and House Hagal's deck and discard pile as the
    setup lists them (a pile not listed keeps the fresh game's): House Hagal cards of the game's
    content (Immortality's solo cards among them, 003), each of the deck of the game's mode (001:
    the two-player deck, or the solo one the base game's Rivals draw from)."""
    if not s.rules.seats[s.first_player].holds_first_player:
        raise fail("House Hagal never holds the First Player marker (001 two players)")
    if not _on(s):
        return  # another product's automa reads these keys (Uprising's Rivals: their `claims`)
    cards = HAGAL_CARD.get(s.rules.content)
    for key, pile in PILES.items():
        if key not in setup:
            continue
        ids = setup[key]
        if not isinstance(ids, list):
            raise fail(f"{key} must be a list, got {ids!r}")
        for cid in ids:
            if cid not in cards:
                raise fail(f"{key}: unknown House Hagal card {cid!r}")
        pile.put(s, tuple(ids))
    mode = "solo" if s.rules.automa is not None and s.rules.automa.kind == "rival" else "two_player"
    for key in PILES:
        for hid in setup.get(key, ()):
            if cards[hid].mode not in ("common", mode):
                raise fail(f"{key}: {hid!r} is not in the {mode.replace('_', '-')} House Hagal deck (001)")


def seat_done(s: GameState, p: PlayerState, spec: dict[str, Any], fail: Callable[[str], Exception],
              where: str) -> None:
    """An automa seat (House Hagal, a Rival) has no cards (001 House Hagal: its deck is its own)."""
    from landsraad.scenario_setup import CARD_ZONES  # the seat keys holding cards (the loader calling this)

    if p.seat in s.automa and any(spec.get(z) for z in CARD_ZONES):
        raise fail(f"{where}: P{p.seat} is an automa (House Hagal / Rival): it has no cards (001 House Hagal)")


def pile(s: GameState, key: str) -> tuple[str, ...] | None:
    """A pile an expectation names, when this game holds it here (else None: another module's, or none)."""
    return PILES[key].get(s) if key in PILES and _on(s) else None
