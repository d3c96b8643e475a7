"""Moving cards, troops and resources between zones; every move the rulebook names.

Decks are unordered multisets: a draw picks uniformly with the state RNG, which is the same
distribution as shuffling once and drawing from the top, and makes hidden deck order a
non-issue for views and determinization (shared/GUIDE.md, "Determinism").
"""

from __future__ import annotations

from typing import TypeVar

from landsraad.content import load_content
from landsraad.core import rng as _rng
from landsraad.rules.state import GameState, PlayerState

T = TypeVar("T")


def log(s: GameState, msg: str) -> None:
    if s.log is not None:
        s.log.append(msg)


def rand_below(s: GameState, n: int) -> int:
    s.rng, r = _rng.below(s.rng, n)
    return r


# ---- shared zones (state.SHARED_ZONES) are tuples: a change builds a new one ------------------

def without(pile: tuple[T, ...], item: T) -> tuple[T, ...]:
    """`pile` less its first `item` (what list.remove would take out)."""
    i = pile.index(item)
    return pile[:i] + pile[i + 1:]


def without_last(pile: tuple[T, ...], item: T) -> tuple[T, ...]:
    """`pile` less its last `item` (the copy put on top most recently); unchanged without one."""
    for i in range(len(pile) - 1, -1, -1):
        if pile[i] == item:
            return pile[:i] + pile[i + 1:]
    return pile


def added(pile: tuple[T, ...], *items: T) -> tuple[T, ...]:
    """`pile` with `items` put on top (at the end)."""
    return pile + items


def replaced(pile: tuple[T, ...], i: int, item: T) -> tuple[T, ...]:
    """`pile` with position `i` holding `item` (an Influence track, an Alliance holder)."""
    return pile[:i] + (item,) + pile[i + 1:]


def pick(s: GameState, pile: list[str]) -> str:
    """Remove and return a uniformly random element of an unordered pile (a list: a working copy
    or a zone that clone copies)."""
    s.rng, i = _rng.below(s.rng, len(pile))  # rand_below, inlined: every draw comes here
    pile[i], pile[-1] = pile[-1], pile[i]
    return pile.pop()


def pick_from(s: GameState, pile: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    """`pick` for a shared (tuple) pile: the card and the pile without it, in the order `pick`
    leaves (same RNG call, same index: a draw is the same card either way)."""
    work = list(pile)
    card = pick(s, work)
    return card, tuple(work)


def draw_cards(s: GameState, p: PlayerState, n: int) -> list[str]:
    """004 Compre uma carta: if the deck is empty, shuffle the discard pile into a new deck."""
    drawn: list[str] = []
    for _ in range(n):
        if p.deck_top:  # a card looked at (Paul Atreides, Poison Snooper) is drawn first
            drawn.append(p.deck_top[-1])
            p.deck_top = p.deck_top[:-1]  # shared with clones: replaced, never changed in place
            continue
        if not p.deck:
            if not p.discard:
                break
            p.deck, p.discard = p.discard, []
        drawn.append(pick(s, p.deck))
    p.hand.extend(drawn)
    return drawn


def look_at_top(s: GameState, p: PlayerState) -> str | None:
    """Reveal the top card of a deck to its owner. Never on an empty deck and never reshuffling
    to look (004 Clarificações, Paul Atreides / Poison Snooper; FAQ 2.1)."""
    if p.deck_top:
        return p.deck_top[-1]
    if not p.deck:
        return None
    card = pick(s, p.deck)
    p.deck_top = added(p.deck_top, card)  # shared with clones: replaced (state.SHARED_ZONES)
    return card


def deck_size(p: PlayerState) -> int:
    return len(p.deck) + len(p.deck_top)


def draw_intrigues(s: GameState, p: PlayerState, n: int) -> int:
    """FAQ 2.1: when the Intrigue deck runs out, reshuffle its discards."""
    got = 0
    # the deck and the player's Intrigues are shared (tuples): work on lists, assign tuples
    deck = list(s.intrigue_deck)
    hand = list(p.intrigues)
    for _ in range(n):
        if not deck:
            if not s.intrigue_discard:
                break
            deck, s.intrigue_discard = list(s.intrigue_discard), ()
        hand.append(pick(s, deck))
        got += 1
    s.intrigue_deck = tuple(deck)
    p.intrigues = tuple(hand)
    return got


def recruit(s: GameState, p: PlayerState, n: int) -> int:
    """004 Tropa: from supply to garrison; with an empty supply you cannot recruit."""
    k = min(n, p.supply)
    p.supply -= k
    p.garrison += k
    if s.turn.get("seat") == p.seat:
        s.turn["recruited"] = s.turn.get("recruited", 0) + k
    return k


def move_troops(p: PlayerState, frm: str, to: str, n: int) -> int:
    """Move up to n troops between "supply", "garrison" and "conflict"; returns how many moved.
    004 Tropa / Recuar / Perca uma tropa: recruit, deploy, retreat and lose are all such moves."""
    k = min(n, getattr(p, frm))
    if k > 0:
        setattr(p, frm, getattr(p, frm) - k)
        setattr(p, to, getattr(p, to) + k)
    return max(k, 0)


def refill_row(s: GameState) -> None:
    """004 Adquirindo Cartas: the Imperium Row always has five cards while the deck lasts."""
    if len(s.imperium_row) >= 5 or not s.imperium_deck:
        return
    # shared (tuples, state.SHARED_ZONES): work on lists, assign tuples
    row = list(s.imperium_row)
    deck = list(s.imperium_deck)
    while len(row) < 5 and deck:
        row.append(pick(s, deck))
    s.imperium_row = tuple(row)
    s.imperium_deck = tuple(deck)


def take_from_row(s: GameState, cid: str) -> None:
    """A card leaves the Imperium Row, which refills at once ([DES]: before the card's acquire
    effects resolve)."""
    s.imperium_row = without(s.imperium_row, cid)
    refill_row(s)


TRASH_FROM = {"hand": "hand", "discard": "discard pile", "play": "cards in play", "deck": "top of the deck"}


def trash_card(s: GameState, p: PlayerState, zone: str, card: str) -> None:
    """004 Exclua: out of the game; Reserve cards go back to their Reserve pile. Every way a card
    is trashed comes here — from the hand, the discard pile, the cards in play or the top of the
    deck (Poison Snooper: the card known on top) — so its "when trashed" box always resolves."""
    if zone == "deck":
        if not p.deck_top or p.deck_top[-1] != card:
            raise ValueError(f"{card} is not the known top card of P{p.seat}'s deck")
        p.deck_top = p.deck_top[:-1]  # shared with clones: replaced (state.SHARED_ZONES)
    else:
        {"hand": p.hand, "discard": p.discard, "play": p.in_play}[zone].remove(card)
    c = load_content(s.config.edition).cards[card]
    if c.kind == "reserve":
        s.reserve[card] += 1
    else:
        p.trashed = added(p.trashed, card)
    if s.log is not None:
        from landsraad.rules.story import card_name, seat_name

        log(s, f"{seat_name(s, p.seat)} trashes {card_name(s, card)} from the {TRASH_FROM[zone]}")
    # "When this card is trashed" (Assassination Mission: 4 Solari, FAQ 2.4): resolves next
    for e in reversed(c.on_trash):
        s.stack.append(("eff", p.seat, e, f"card:{card}"))


def trash_targets(p: PlayerState) -> list[str]:
    """Distinct (zone, card) pairs a player could trash, in a canonical order."""
    out: list[str] = []
    for zone, pile in (("hand", p.hand), ("discard", p.discard), ("play", p.in_play)):
        for c in sorted(set(pile)):
            out.append(f"{zone} {c}")
    return out


def set_vp(p: PlayerState, source: str, value: int) -> None:
    if value:
        p.vp_sources[source] = value
    else:
        p.vp_sources.pop(source, None)


def add_vp(p: PlayerState, source: str, n: int) -> None:
    set_vp(p, source, p.vp_sources.get(source, 0) + n)
