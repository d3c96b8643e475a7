"""A card's "if you discarded ..." that comes true later in the same turn (docs/rulings.md U402).

FAQ 2.6 (designer): "a mandatory conditional effect cannot be dodged on purpose: if Guild Envoy's
condition becomes true later in the turn, you must still do it". Guild Envoy's Agent box is
`[{discard: 1}, {if: {cond: {discarded: guild}, then: [{draw: 2}]}}]`: the condition is the turn's
(`{discarded: <faction>}`, conditions.py, U136), so a Spacing Guild card discarded *before* the box
resolves already counts. This rule covers *after*: an `if` of that kind that resolved with its
condition false in this player's turn is noted (event `if_unmet`, `UNMET`); when a card of
that Faction is discarded later in the turn (a Plot Intrigue's discard, e.g. Sietch Ritual), its
effects resolve then, once.

Where the `if` sits does not matter: at the top of the box (Guild Envoy, Space-Time Folding's and
Guild Spy's second lines, U403) or inside another effect (an arrow's gain, a chosen option). Only
an `if` that actually resolved is noted, so one inside an arrow the player declined, or an option
not chosen, never resolves later (issue 33: the rule first looked only at the top of the box).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from landsraad.modules.shared.words import GRAFTED
from landsraad.modules.uprising.turn import UNMET
from landsraad.rules.effects import push_effects

if TYPE_CHECKING:
    from landsraad.rules.events import Triggers
    from landsraad.rules.state import GameState


def _discard_ifs(effects: tuple[Any, ...]) -> Iterator[tuple[Any, ...]]:
    """The `{if: {cond: {discarded: ...}}}` effects in a box, depth first, however deep."""
    for e in effects:
        if not isinstance(e, tuple) or not e:
            continue
        if e[0] == "if" and isinstance(e[1], tuple) and e[1] and e[1][0] == "discarded":
            yield e
        yield from _discard_ifs(tuple(x for x in e[1:] if isinstance(x, tuple)))


def _box(s: GameState, cid: str) -> tuple[Any, ...]:
    """The Agent box of a card (none for an id that is not a card's)."""
    card = s.rules.content.cards.get(cid)
    return tuple(card.agent) if card is not None else ()


def _noted(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    t = s.turn
    if t.seat != seat or t.kind != "agent" or e[1][0] != "discarded":
        return
    kind, _, own = src.partition(":")
    if kind != "card":
        return
    # the box holding it: the source card's, or the other grafted card's that Ghola copies (I80)
    for holder in (own, *(c for c in (GRAFTED.get(t) or ()) if c != own)):
        for n, node in enumerate(_discard_ifs(_box(s, holder))):
            if node == e:
                key = f"{src}|{e[1][1]}|{holder}|{n}"
                UNMET.append(t, key, once=True)
                return


def _discarded_later(s: GameState, seat: int, card: str, src: str) -> None:
    t = s.turn
    if t.seat != seat or not UNMET.get(t):
        return
    factions = s.rules.content.cards[card].factions
    for key in UNMET.get(t):
        source, faction, holder, n = key.split("|")
        if faction not in factions:
            continue
        UNMET.put(t, tuple(k for k in UNMET.get(t) if k != key))  # once: the condition is now true for the turn
        node = list(_discard_ifs(_box(s, holder)))[int(n)]
        push_effects(s, seat, node[2], source)


def register(t: Triggers) -> None:
    t.on("if_unmet", _noted)
    t.on("discarded", _discarded_later)
