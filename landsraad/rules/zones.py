"""Moving cards, troops and resources between zones; every move the rulebook names.

Each change the rules name has one function here (`gain`, `pay`, `recruit`, `deploy`,
`lose_troops`, `retreat`, `acquire`, `trash_card`, `place_agent`, `recall_agent`, `draw_cards`),
and that function emits the change as an event to the state's triggers (rules/events.py): the
rules that react to a change subscribe there instead of being called from each place that makes
it. Callers log; these functions do not (a log line names the source the caller knows).

Decks are unordered multisets: a draw picks uniformly with the state RNG, which is the same
distribution as shuffling once and drawing from the top, and makes hidden deck order a
non-issue for views and determinization (shared/GUIDE.md, "Determinism").
"""

from __future__ import annotations

from typing import Any, TypeVar

from landsraad.core import rng as _rng
from landsraad.i18n import N_
from landsraad.rules.state import GameState, PlayerState

T = TypeVar("T")


def log(s: GameState, msgid: str, **args: Any) -> None:
    """A log line (rules/story.py): a message id and its arguments, when logging is on."""
    if s.log is not None:
        s.log.append((msgid, args))


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
    """004 Compre uma carta: if the deck is empty, shuffle the discard pile into a new deck.
    Event `draw` (cards drawn during your Reveal turn are revealed at once: rules/turns.py)."""
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
    for fn in s.triggers.draw:
        fn(s, p.seat, drawn)
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


# ---- resources ----------------------------------------------------------------------------

def gain(s: GameState, seat: int, resource: str, n: int, src: str) -> None:
    """A player gains `n` of a resource or marker (solari, spice, water, persuasion, swords).
    Event `gain`."""
    p = s.players[seat]
    # the common resources without getattr/setattr: gains are on the hot path
    if resource == "solari":
        p.solari += n
    elif resource == "spice":
        p.spice += n
    elif resource == "persuasion":
        p.persuasion += n
    else:
        setattr(p, resource, getattr(p, resource) + n)
    for fn in s.triggers.gain:
        fn(s, seat, resource, n, src)


def pay(s: GameState, seat: int, resource: str, n: int, src: str) -> None:
    """A player pays (or loses) `n` of a resource; the caller checked it can. Event `pay`."""
    p = s.players[seat]
    if resource == "solari":
        p.solari -= n
    elif resource == "spice":
        p.spice -= n
    elif resource == "persuasion":
        p.persuasion -= n
    else:
        setattr(p, resource, getattr(p, resource) - n)
    for fn in s.triggers.pay:
        fn(s, seat, resource, n, src)


# ---- troops (004 Tropa / Enviando Tropas ao Conflito / Recuar / Perca uma tropa) -----------------

def recruit(s: GameState, p: PlayerState, n: int) -> int:
    """004 Tropa: from supply to garrison; with an empty supply you cannot recruit. Counted for
    a player's turn (FAQ 2.1: troops recruited this turn may be deployed; House Hagal's turn is
    not one). Event `recruit`."""
    k = min(n, p.supply)
    p.supply -= k
    p.garrison += k
    if s.turn.get("seat") == p.seat and s.turn.get("kind") != "automa":
        s.turn["recruited"] = s.turn.get("recruited", 0) + k
    if k:
        for fn in s.triggers.recruit:
            fn(s, p.seat, k, "supply")
    return k


def deploy(s: GameState, seat: int, n: int, frm: str = "garrison") -> int:
    """Up to `n` troops go to the Conflict, from the garrison (the `deploy` decision) or the supply
    (a control space's defence, Double Cross). Event `deploy` with the troops this player has
    deployed from the garrison in the current player turn (docs/rulings.md (leaders) L3:
    Masterstroke; a single troop from the supply is not counted there, which cannot reach its
    threshold; House Hagal's turn is not a player turn)."""
    k = move_troops(s.players[seat], frm, "conflict", n)
    if k <= 0:
        return 0
    total = k
    if frm == "garrison" and s.turn.get("seat") == seat and s.turn.get("kind") != "automa":
        total = s.turn["deployed"] = s.turn.get("deployed", 0) + k
    for fn in s.triggers.deploy:
        fn(s, seat, k, frm, total)
    return k


def lose_troops(s: GameState, seat: int, n: int, frm: str = "conflict") -> int:
    """004 Perca uma tropa: up to `n` troops from the Conflict (or the garrison) go back to the
    supply. Event `lose_troops`."""
    k = move_troops(s.players[seat], frm, "supply", n)
    if k:
        for fn in s.triggers.lose_troops:
            fn(s, seat, k, frm)
    return k


def retreat(s: GameState, seat: int, n: int) -> int:
    """004 Recuar: up to `n` troops from the Conflict back to the garrison. Event `retreat`."""
    k = move_troops(s.players[seat], "conflict", "garrison", n)
    if k:
        for fn in s.triggers.retreat:
            fn(s, seat, k, "conflict")
    return k


def move_troops(p: PlayerState, frm: str, to: str, n: int) -> int:
    """Move up to n troops between "supply", "garrison" and "conflict"; returns how many moved.
    The primitive under recruit / deploy / lose_troops / retreat, which the rules call (they
    emit the events); only the end of combat (troops back to the supply) moves troops directly."""
    k = min(n, getattr(p, frm))
    if k > 0:
        setattr(p, frm, getattr(p, frm) - k)
        setattr(p, to, getattr(p, to) + k)
    return max(k, 0)


def refill_row(s: GameState) -> None:
    """004 Adquirindo Cartas: the Imperium Row always has five cards while the deck lasts (the
    ruleset's `imperium_row_size`)."""
    size = s.rules.table.imperium_row_size
    if len(s.imperium_row) >= size or not s.imperium_deck:
        return
    # shared (tuples, state.SHARED_ZONES): work on lists, assign tuples
    row = list(s.imperium_row)
    deck = list(s.imperium_deck)
    while len(row) < size and deck:
        row.append(pick(s, deck))
    s.imperium_row = tuple(row)
    s.imperium_deck = tuple(deck)


def take_from_row(s: GameState, cid: str) -> None:
    """A card leaves the Imperium Row, which refills at once ([DES]: before the card's acquire
    effects resolve)."""
    s.imperium_row = without(s.imperium_row, cid)
    refill_row(s)


# ---- Agents on board spaces ------------------------------------------------------------------------

def place_agent(s: GameState, seat: int, sid: str) -> None:
    """An Agent goes on a board space; with an enemy Agent already there (Infiltrate, Helena) both
    stay. Event `agent_sent` comes from the Agent turn, once its cost is paid (rules/turns.py)."""
    if sid in s.occupant:
        s.extra_agents.setdefault(sid, []).append(seat)
    else:
        s.occupant[sid] = seat


def recall_agent(s: GameState, seat: int, sid: str) -> None:
    """004 Chamar: one of this seat's Agents leaves a board space and returns to its leader, to be
    sent again this round (Urgent Mission, Kwisatz Haderach). The earliest other Agent on the
    space becomes its occupant. Event `agent_recalled`."""
    extra = s.extra_agents.get(sid, [])
    if seat in extra:
        extra.remove(seat)
    elif extra:
        s.occupant[sid] = extra.pop(0)
    else:
        del s.occupant[sid]
    if not extra:
        s.extra_agents.pop(sid, None)
    s.players[seat].agents_left += 1
    for fn in s.triggers.agent_recalled:
        fn(s, seat, sid)


# ---- cards ---------------------------------------------------------------------------------------

ACQUIRE_FROM = ("row", "reserve", "set_aside")


def acquire(s: GameState, seat: int, cid: str, frm: str, top: bool = False) -> None:
    """004 Adquirindo Cartas, and every effect that acquires: the card leaves the Imperium Row
    (which refills at once, [DES] before the acquire effects), a Reserve pile, or Helena's
    set-aside cards (`frm`), and goes to the discard pile or onto the deck (`top`: Bypass
    Protocol). The caller pays. Event `acquire`: the card's own "when you acquire" box is its
    first subscriber (rules/effects.py), then rules such as Recruitment Mission."""
    p = s.players[seat]
    if frm == "row":
        take_from_row(s, cid)
    elif frm == "reserve":
        s.reserve[cid] -= 1
    elif frm == "set_aside":
        p.manipulated = without(p.manipulated, cid)  # a shared tuple (state.SHARED_ZONES)
    else:
        raise ValueError(f"a card is acquired from one of {ACQUIRE_FROM}, not {frm!r}")
    if top:
        p.deck_top = added(p.deck_top, cid)  # shared with clones: replaced (state.SHARED_ZONES)
    else:
        p.discard.append(cid)
    for fn in s.triggers.acquire:
        fn(s, seat, cid, top)


TRASH_FROM = {"hand": "hand", "discard": "discard pile", "play": "cards in play", "deck": "top of the deck"}  # story.WORDS


def trash_card(s: GameState, p: PlayerState, zone: str, card: str) -> None:
    """004 Exclua: out of the game; Reserve cards go back to their Reserve pile. Every way a card
    is trashed comes here — from the hand, the discard pile, the cards in play or the top of the
    deck (Poison Snooper: the card known on top) — so its "when trashed" box always resolves:
    event `trash`, whose first subscriber is the card's own box (rules/effects.py)."""
    if zone == "deck":
        if not p.deck_top or p.deck_top[-1] != card:
            raise ValueError(f"{card} is not the known top card of P{p.seat}'s deck")
        p.deck_top = p.deck_top[:-1]  # shared with clones: replaced (state.SHARED_ZONES)
    else:
        {"hand": p.hand, "discard": p.discard, "play": p.in_play}[zone].remove(card)
    c = s.rules.content.cards[card]
    if c.kind == "reserve":
        s.reserve[card] += 1
    else:
        p.trashed = added(p.trashed, card)
    if s.log is not None:
        from landsraad.rules.story import seat_ref, word_ref

        log(s, N_("{seat} trashes {card} from the {zone}"), seat=seat_ref(s, p.seat), card=("card", card),
            zone=word_ref(TRASH_FROM[zone]))
    for fn in s.triggers.trash:
        fn(s, p.seat, card, zone)


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
