"""A card's "if you discarded ..." that comes true later in the same turn (docs/rulings.md U402).

FAQ 2.6 (designer): "a mandatory conditional effect cannot be dodged on purpose: if Guild Envoy's
condition becomes true later in the turn, you must still do it". Guild Envoy's Agent box is
`[{discard: 1}, {if: {cond: {discarded: guild}, then: [{draw: 2}]}}]`: the condition is the turn's
(`{discarded: <faction>}`, conditions.py), so a Spacing Guild card discarded *before* the box
resolves already counts. This rule covers *after*: when a card of that Faction is discarded later
in the Agent turn (a Plot Intrigue's discard, e.g. Sietch Ritual) and the Agent box of the turn's
card has already resolved that `if` with the condition false (it is no longer waiting on the
stack, and no card of the Faction had been discarded before), its effects resolve now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from landsraad.rules.effects import push_effects

if TYPE_CHECKING:
    from landsraad.rules.events import Triggers
    from landsraad.rules.state import GameState


def _discarded_later(s: GameState, seat: int, card: str, src: str) -> None:
    t = s.turn
    if t.seat != seat or t.kind != "agent" or t.card is None:
        return
    cards = s.rules.content.cards
    played = f"card:{t.card}"
    before = (t.discarded or ())[:-1]  # conditions.py noted this discard first (registered earlier)
    for e in cards[t.card].agent:
        if e[0] != "if" or e[1][0] != "discarded":
            continue
        faction = e[1][1]
        if faction not in cards[card].factions or any(faction in cards[c].factions for c in before):
            continue  # not this Faction, or the condition was already true when the box resolved
        if any(f[0] == "eff" and f[2] == e and f[3] == played for f in s.stack):
            continue  # the box has not resolved it yet: it will see this discard itself
        push_effects(s, seat, e[2], played)


def register(t: Triggers) -> None:
    t.on("discarded", _discarded_later)
