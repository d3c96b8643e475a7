"""`for_each` (seed 002 cards): `("for_each", counter, effects)` — the effects once per thing counted
(docs/content.md "Uprising cards"). The counters, each of the player's own things:

- `sandworm_in_conflict`: your sandworms in the Conflict (Leadership's Agent box: "For each
  Sandworm you have in the Conflict: draw a card").
- `completed_contract`: the CHOAM contracts you completed (Interstellar Trade; 0 without CHOAM).
- `revealed_emperor_card`: the Emperor cards you revealed this Reveal turn, this one included
  (Sardaukar Coordination: "+1 Sword for each Emperor card you revealed (including this one)").
- `other_revealed_sword_card`: the other cards you revealed this turn that gave you Swords
  (Leadership's Reveal box: "+1 Sword for each revealed card that provides one or more Swords";
  docs/rulings.md U108, U201).

"Revealed" cards are the hand revealed at the start of the Reveal turn and the cards drawn and
revealed at once later in it (FAQ 2.1); the cards played in Agent turns are in play but were not
revealed. The event `revealed` notes them in the turn context (`REVEALED`); the event `gain`
notes each Sword gain from a revealed card's box (`SWORD_CARDS`).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from landsraad.modules.uprising.turn import REVEALED, SWORD_CARDS
from landsraad.rules.effects import push_effects, received_by

if TYPE_CHECKING:
    from landsraad.rules.events import Triggers
    from landsraad.rules.state import GameState


def _card_of(src: str) -> str:
    return src.split(":", 1)[1] if src.startswith("card:") else ""


def _sandworms(s: GameState, seat: int, src: str) -> int:
    return s.players[seat].conflict.get("sandworm", 0)


def _contracts(s: GameState, seat: int, src: str) -> int:
    return len(s.players[seat].zones.get("contracts_done", ()))


def _revealed(s: GameState, seat: int) -> tuple[str, ...]:
    return (REVEALED.get(s.turn) or ()) if s.turn.of(seat, "reveal") else ()


def _emperor_cards(s: GameState, seat: int, src: str) -> int:
    cards = s.rules.content.cards
    return sum(1 for c in _revealed(s, seat) if "emperor" in cards[c].factions)


def _other_sword_cards(s: GameState, seat: int, src: str) -> int:
    """Each other revealed card that has given Swords this turn, so far (docs/rulings.md U201):
    a card id counts as many times as it was revealed (this card once less) and gave Swords, so
    two copies count twice only when both gave Swords."""
    revealed = Counter(_revealed(s, seat))
    me = _card_of(src)
    if me in revealed:
        revealed[me] -= 1
    gave = Counter(SWORD_CARDS.get(s.turn) or ()) if s.turn.of(seat, "reveal") else Counter()
    return sum(min(n, gave[c]) for c, n in revealed.items() if n > 0)


COUNTERS = {
    "sandworm_in_conflict": _sandworms, "completed_contract": _contracts,
    "revealed_emperor_card": _emperor_cards, "other_revealed_sword_card": _other_sword_cards,
}


def count(s: GameState, seat: int, counter: str, src: str) -> int:
    if s.rules.receiver is not None:  # whose things are counted (six players: an activated Ally's sandworms)
        seat = received_by(s, seat, (counter,), src)
    return COUNTERS[counter](s, seat, src)


def _for_each(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    _, counter, then = e
    for _ in range(count(s, seat, counter, src)):
        push_effects(s, seat, then, src)


def _on_revealed(s: GameState, seat: int, cards: list[str]) -> None:
    t = s.turn
    if t.of(seat, "reveal") and cards:
        REVEALED.extend(t, tuple(cards))


def _on_gain(s: GameState, seat: int, resource: str, n: int, src: str) -> None:
    """A revealed card's box gave Swords (Leadership: "a revealed card that provides Swords")."""
    if resource != "swords" or n <= 0 or not src.startswith("card:"):
        return
    t = s.turn
    card = src[5:]
    if t.of(seat, "reveal") and card in (REVEALED.get(t) or ()):
        SWORD_CARDS.append(t, card)


def register(t: Triggers) -> None:
    t.on("revealed", _on_revealed)
    t.on("gain", _on_gain)


EFFECTS = {"for_each": _for_each}
