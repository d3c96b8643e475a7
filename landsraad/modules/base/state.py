"""The base game's automa state (001 "ДОМ ХАГАЛЬ", 000 Rivales), declared here and nowhere else
(rules/fields.py): House Hagal's deck and its face-up discard pile, and the round whose Conflict
card lies on the solo Rivals' Swordmasters. The core state no longer names them (issue 27).

The deck is unordered (hagal.py draws from it with the RNG: `zones.pick`) and its composition is
public knowledge (the mode's cards less the face-up discard pile), so it is sent as it is (PUBLIC,
docs/rulings.md R10) and is a pile drawn at random (rules/undo.py counts a draw from it as news).
All three are saved in every game of the base product, at their default too (`optional=False`):
saves and state hashes keep the keys they had when the core held these fields (golden games)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from landsraad.modules.base.hagal_card import HAGAL_CARD
from landsraad.rules.fields import COUNTER, IDS, PUBLIC, StateField

if TYPE_CHECKING:
    from landsraad.rules.state import GameState


def _known_cards(name: str) -> Any:
    """The save check of a pile: House Hagal cards of the game's content only."""
    def check(s: GameState, v: tuple[str, ...]) -> str | None:
        cards = HAGAL_CARD.get(s.rules.content)
        bad = next((c for c in v if c not in cards), None)
        return f"{name}: unknown {repr(bad)[:40]}" if bad is not None else None  # as the core's ids check
    return check


HAGAL_DECK: StateField[tuple[str, ...]] = StateField("hagal_deck", (), PUBLIC, IDS, _known_cards("hagal_deck"),
                                                     optional=False, drawn_at_random=True)
HAGAL_DISCARD: StateField[tuple[str, ...]] = StateField("hagal_discard", (), PUBLIC, IDS,
                                                        _known_cards("hagal_discard"), optional=False)
# solo: the round whose Conflict card lies on the Rivals' Swordmasters (000 Maestros de armas); 0: none
SWORDMASTER_ROUND: StateField[int] = StateField("rival_swordmaster_round", 0, PUBLIC, COUNTER, optional=False)
STATE = (HAGAL_DECK, HAGAL_DISCARD, SWORDMASTER_ROUND)
