"""The Rivals' game-level state (seed 002, Rivals supplement), declared here and nowhere else
(rules/fields.py): the Rival card each automa seat plays (`rival_cards`, in the order of
`GameState.automa`; face up: 002 CARTAS DE RIVAL), the House Hagal deck (its order is unseen by
every seat; its composition is printed: MULTISET) and its discard pile (face up)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from landsraad.rules.fields import IDS, MULTISET, PUBLIC, StateField

if TYPE_CHECKING:
    from landsraad.rules.state import GameState


def _known_cards(name: str) -> Any:
    def check(s: GameState, v: tuple[str, ...]) -> str | None:
        from landsraad.modules.uprising_rivals.data import rivals_data
        from landsraad.modules.uprising_rivals.extensions import played

        cards = rivals_data().hagal
        bad = [c for c in v if c not in cards and not played(s, c)]
        return f"{name}: unknown House Hagal card(s) {bad[:3]!r}" if bad else None
    return check


def _known_rivals(s: GameState, v: tuple[str, ...]) -> str | None:
    from landsraad.modules.uprising_rivals.data import rivals_data

    rivals = rivals_data().rivals
    if any(r not in rivals for r in v) or len(set(v)) != len(v):
        return f"rival_cards: {v!r} is not a list of distinct Rival cards"
    if len(v) != len(s.automa):
        return f"rival_cards: {len(v)} Rival cards for {len(s.automa)} Rival seats"
    return None


RIVAL_CARDS: StateField[tuple[str, ...]] = StateField("rival_cards", (), PUBLIC, IDS, _known_rivals)
HAGAL_DECK: StateField[tuple[str, ...]] = StateField("rival_hagal_deck", (), MULTISET, IDS,
                                                     _known_cards("rival_hagal_deck"), drawn_at_random=True)
HAGAL_DISCARD: StateField[tuple[str, ...]] = StateField("rival_hagal_discard", (), PUBLIC, IDS,
                                                        _known_cards("rival_hagal_discard"))
# the House Hagal cards revealed in the last Rival Agent turn, in order (the skipped ones, then the one
# carried out): face up on the table (002 TURNOS DE AGENTE DE RIVALES "revela ... otra carta")
HAGAL_TURN: StateField[tuple[str, ...]] = StateField("rival_hagal_turn", (), PUBLIC, IDS,
                                                     _known_cards("rival_hagal_turn"))
STATE = (RIVAL_CARDS, HAGAL_DECK, HAGAL_DISCARD, HAGAL_TURN)
