"""Conditions with a value on Uprising cards that count what a player has (seed 002 cards; the
loader's "Uprising cards" block: docs/content.md).

- `{deck_at_least: n}`: n or more cards in your deck (the draw pile, cards known on top included).
- `{contracts_completed: n}`: n or more CHOAM contracts completed (the `contracts_done` zone;
  always 0 without the CHOAM module, whose contracts are its own).
- `{gained_this_turn: <resource>}`, `{acquired_this_turn: <card>}`: in this player's current turn
  (events `gain` and `acquire` note them in the turn context: `GAINED`, `ACQUIRED`;
  `gained_this_turn`, which Immortality prints too, is in modules/shared/words.py).
- `{discarded: <faction>}`: you discarded a card of that Faction from your hand this turn (FAQ 2.6,
  Guild Envoy); event `discarded` notes it (`DISCARDED`) and queues the card's own "when you
  discard it" box (`on_discard`: Spacing Guild's Favor, from the hand only: 002 ACLARACIONES).
- `{owns_at_least: {card, count}}`: that many copies of a card among your deck, hand, cards in
  play and discard pile ("si tienes al menos dos La especia debe fluir").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from landsraad.modules.shared.words import gained_this_turn, on_gain
from landsraad.modules.uprising.turn import ACQUIRED, DISCARDED
from landsraad.rules.effects import push_effects

if TYPE_CHECKING:
    from landsraad.rules.events import Triggers
    from landsraad.rules.state import GameState


def _deck_at_least(s: GameState, seat: int, cond: tuple[Any, ...], src: str) -> bool:
    p = s.players[seat]
    return len(p.deck) + len(p.deck_top) >= cond[1]


def _contracts_completed(s: GameState, seat: int, cond: tuple[Any, ...], src: str) -> bool:
    return len(s.players[seat].zones.get("contracts_done", ())) >= cond[1]


def _owns_at_least(s: GameState, seat: int, cond: tuple[Any, ...], src: str) -> bool:
    _, card, count = cond
    p = s.players[seat]
    owned = p.deck.count(card) + p.deck_top.count(card) + p.hand.count(card) + p.in_play.count(card) \
        + p.discard.count(card)
    return owned >= count


def _acquired_this_turn(s: GameState, seat: int, cond: tuple[Any, ...], src: str) -> bool:
    return s.turn.seat == seat and cond[1] in (ACQUIRED.get(s.turn) or ())


def _on_acquire(s: GameState, seat: int, card: str, top: bool) -> None:
    t = s.turn
    if t.seat == seat:
        ACQUIRED.append(t, card)


def _discarded(s: GameState, seat: int, cond: tuple[Any, ...], src: str) -> bool:
    cards = s.rules.content.cards
    return s.turn.seat == seat and any(cond[1] in cards[c].factions for c in (DISCARDED.get(s.turn) or ()))


def _on_discarded(s: GameState, seat: int, card: str, src: str) -> None:
    t = s.turn
    if t.seat == seat:
        DISCARDED.append(t, card)
    box = s.rules.content.cards[card].on_discard
    if box:
        push_effects(s, seat, box, f"card:{card}")


def register(t: Triggers) -> None:
    t.on("gain", on_gain)
    t.on("acquire", _on_acquire)
    t.on("discarded", _on_discarded)


VALUE_CONDITIONS = {"discarded": _discarded, "gained_this_turn": gained_this_turn, "acquired_this_turn": _acquired_this_turn,"deck_at_least": _deck_at_least, "contracts_completed": _contracts_completed,
                    "owns_at_least": _owns_at_least}
