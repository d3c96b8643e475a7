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
from landsraad.rules import places
from landsraad.rules.player_zones import MODULE_ZONES, ZONES
from landsraad.rules.state import GameState, PlayerState

T = TypeVar("T")
_MASK64 = _rng.MASK64


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
    # rng.below's SplitMix64 step, inlined (every card drawn comes here: a call and its result tuple
    # saved per draw); the same numbers as rng.below (tests/test_rng.py holds them equal)
    state = (s.rng + 0x9E3779B97F4A7C15) & _MASK64
    z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    s.rng = state
    i = (z ^ (z >> 31)) % len(pile)
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
        deck = p.deck
        if not deck:
            if not p.discard:
                break
            deck, p.deck, p.discard = p.discard, p.discard, []
        # pick, inlined (a call saved per card drawn: about one a decision in a base game); the same
        # step and index as pick and rng.below (tests/test_rng.py holds the three equal)
        state = (s.rng + 0x9E3779B97F4A7C15) & _MASK64
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        s.rng = state
        i = (z ^ (z >> 31)) % len(deck)
        # pick's swap with the last card and pop, as a read, a move and a pop (the same deck after)
        drawn.append(deck[i])
        deck[i] = deck[-1]
        deck.pop()
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
    """FAQ 2.1: when the Intrigue deck runs out, reshuffle its discards. The cards known on top
    (`intrigue_top`: Imperium Ceremony) come first."""
    got = 0
    # the deck and the player's Intrigues are shared (tuples): work on lists, assign tuples
    deck = list(s.intrigue_deck)
    hand = list(p.intrigues)
    for _ in range(n):
        if s.intrigue_top:  # a card known on top (Imperium Ceremony) is drawn first
            hand.append(s.intrigue_top[-1])
            s.intrigue_top = s.intrigue_top[:-1]
            if not s.intrigue_top:
                s.intrigue_top_seats = ()
            got += 1
            continue
        if not deck:
            if not s.intrigue_discard:
                break
            deck, s.intrigue_discard = list(s.intrigue_discard), ()
        hand.append(pick(s, deck))
        got += 1
    s.intrigue_deck = tuple(deck)
    p.intrigues = tuple(hand)
    if got:
        for fn in s.triggers.intrigues_drawn:
            fn(s, p.seat, got)
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
    if s.turn.seat == p.seat and s.turn.kind != "automa":
        s.turn.recruited = (s.turn.recruited or 0) + k
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
    t = s.turn
    # t.deploy_barred(seat), inlined (every deployment asks)
    if t.no_deploy and t.seat == seat:  # CHOAM, Shaddam's Signet Ring (002 ACLARACIONES): not this turn
        return 0
    k = move_troops(s.players[seat], frm, "conflict", n)
    if k <= 0:
        return 0
    total = k
    if frm == "garrison" and s.turn.seat == seat and s.turn.kind != "automa":
        total = s.turn.deployed = (s.turn.deployed or 0) + k
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
    emit the events); only the end of combat (troops back to the supply) moves troops directly.
    In the Conflict, troops are the "troop" units (PlayerState.conflict, by unit kind)."""
    have = p.conflict.get("troop", 0) if frm == "conflict" else getattr(p, frm)
    k = min(n, have)
    if k <= 0:
        return 0
    if frm == "conflict":
        add_units(p, "troop", -k)
    else:
        setattr(p, frm, have - k)
    if to == "conflict":
        add_units(p, "troop", k)
    else:
        setattr(p, to, getattr(p, to) + k)
    return k


def add_units(p: PlayerState, kind: str, n: int) -> None:
    """`n` more (or fewer) units of a kind in the Conflict; a kind at 0 leaves the map, so an
    empty map means "no units in the Conflict" (004 Definir Força). A new map each time: clones
    share it (state.SHARED_MAPS)."""
    left = p.conflict.get(kind, 0) + n
    units = {k: v for k, v in p.conflict.items() if k != kind}
    if left:
        units[kind] = left
    p.conflict = units


def strength(s: GameState, p: PlayerState) -> int:
    """004 Definir Força: each unit in the Conflict adds its kind's strength (Ruleset.units:
    troops 2), each sword 1; a player without a unit in the Conflict has strength 0."""
    if not p.conflict:
        return 0
    values = s.rules.unit_strength
    return sum(values[kind] * n for kind, n in p.conflict.items()) + p.swords


# ---- per-player zones and leader state (PlayerState.zones, .leader_state: shared by clones, so
# changed only by assigning a new map) -------------------------------------------------------------

def zone(p: PlayerState, name: str) -> tuple[str, ...]:
    return p.zones.get(name, ())


def zone_add(p: PlayerState, name: str, *items: str) -> None:
    if name not in ZONES and name not in MODULE_ZONES:
        raise ValueError(f"unknown player zone {name!r}; one of {', '.join((*ZONES, *MODULE_ZONES))}")
    p.zones = {**p.zones, name: p.zones.get(name, ()) + items}


def zone_remove(p: PlayerState, name: str, item: str) -> None:
    rest = without(p.zones.get(name, ()), item)
    p.zones = {k: v for k, v in p.zones.items() if k != name}
    if rest:
        p.zones[name] = rest


def set_leader_state(p: PlayerState, key: str, value: object) -> None:
    """Set a leader-specific value (modules/base/leaders.py; each key in hidden.VISIBILITY["leader_state"]); an empty value (False, (),
    0, None) removes the key, so a save holds only what is set."""
    rest = {k: v for k, v in p.leader_state.items() if k != key}
    if value:
        rest[key] = value
    p.leader_state = rest


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
    stay (rules/places.py). Event `agent_sent` comes from the Agent turn, once its cost is paid
    (rules/turns.py)."""
    places.put(s.agents, sid, seat)


def recall_agent(s: GameState, seat: int, sid: str) -> None:
    """004 Chamar: one of this seat's Agents leaves a board space and returns to its leader, to be
    sent again this round (Urgent Mission, Kwisatz Haderach); the other Agents there stay.
    Event `agent_recalled`."""
    places.take(s.agents, sid, seat)
    s.players[seat].agents_left += 1
    for fn in s.triggers.agent_recalled:
        fn(s, seat, sid)


# ---- cards ---------------------------------------------------------------------------------------

# "taken": the caller has already taken the card from a module's own row (Immortality's Tleilaxu Row)
ACQUIRE_FROM = ("row", "reserve", "set_aside", "taken")


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
        s.reserve = {**s.reserve, cid: s.reserve[cid] - 1}  # shared by clones (state.SHARED_MAPS)
    elif frm == "set_aside":
        set_leader_state(p, "manipulated", without(p.leader_state["manipulated"], cid))
    elif frm == "taken":
        pass
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
        s.reserve = {**s.reserve, card: s.reserve[card] + 1}  # shared by clones (state.SHARED_MAPS)
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


# ---- VP, the Mentat and Swordmasters, Control markers, the end of combat and of the round ----------

def set_vp(s: GameState, p: PlayerState, source: str, value: int) -> None:
    """A player's VP from one source (`vp_sources`: a source at 0 is not kept). Event `vp`."""
    old = p.vp_sources.get(source, 0)
    # a new map: clones share it (state.SHARED_MAPS)
    sources = {k: v for k, v in p.vp_sources.items() if k != source}
    if value:
        sources[source] = value
    p.vp_sources = sources
    if value != old:
        for fn in s.triggers.vp:
            fn(s, p.seat, source, old, value)


def add_vp(s: GameState, p: PlayerState, source: str, n: int) -> None:
    set_vp(s, p, source, p.vp_sources.get(source, 0) + n)


def take_mentat(s: GameState, p: PlayerState) -> None:
    """000 Mentat: the player takes the Mentat, an extra Agent this round. Event `agent_gained`."""
    s.mentat_holder = p.seat
    p.has_mentat = True
    p.agents_left += 1
    for fn in s.triggers.agent_gained:
        fn(s, p.seat, "mentat")


def take_swordmaster(s: GameState, p: PlayerState) -> None:
    """000 Maestro de armas: a third Agent, usable this round too and for the rest of the game.
    Event `agent_gained`."""
    p.has_swordmaster = True
    p.agents_total = 3
    p.agents_left += 1
    for fn in s.triggers.agent_gained:
        fn(s, p.seat, "swordmaster")


def set_control(s: GameState, space: str, seat: int) -> None:
    """004 Controle: `seat`'s Control marker goes on the space (from its supply), an opponent's
    marker there going back to its owner; seat -1 removes the marker (House Hagal winning the
    space's Conflict: 001). The caller checked a marker is left. Event `control`."""
    old = s.control.get(space, -1)
    if old >= 0:
        s.players[old].control_markers += 1
        del s.control[space]
    if seat >= 0:
        s.players[seat].control_markers -= 1
        s.control[space] = seat
    for fn in s.triggers.control:
        fn(s, space, seat, old)


def return_units(s: GameState) -> None:
    """004 Fase 3 end: troops in the Conflict go back to their owners' supply (not the garrison);
    other units (Uprising's sandworms) leave the board. Event `units_returned`."""
    for p in s.players:
        units = p.conflict
        if units:
            p.supply += units.get("troop", 0)
            p.conflict = {}
            for fn in s.triggers.units_returned:
                fn(s, p.seat, units)


def recall_round(s: GameState) -> None:
    """004 Fase 5 Chamar: every Agent goes back to its player, the Mentat to its space.
    Event `round_recall`."""
    places.recall_agents(s)
    s.mentat_holder = -1
    for p in s.players:
        p.has_mentat = False
        p.agents_left = p.agents_total
    for fn in s.triggers.round_recall:
        fn(s)
