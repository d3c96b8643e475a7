"""Hidden information: what each seat may know of the full state, and sampling a full state
consistent with it (`determinize`), for search agents.

What is public (docs/rulings.md R10): every zone in play and in discard piles; ownership changes
(acquire, trash, starting decks) are public events, so the multiset of each player's hand + deck
is public knowledge (only the split between hand and deck, and the draw order, are not), and so
is the Imperium deck's composition. Hidden: which of a player's cards are in hand, Intrigue
cards in hands and in the Intrigue deck, the identities of face-down Conflict cards (their level
shows), the Baron's face-down Masterstroke tokens, cards looked at on top of a deck (a player's, or the
Intrigue deck's: KNOWN_BY). Never sent at all while the game runs (SERVER): the seed and
the RNG state, from which (the engine being deterministic) every hidden card and every future
draw follows. `VISIBILITY` classifies every field of the state; tests/test_hidden.py fails if a
field is left out or if a SERVER value reaches any view.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable, Mapping
from typing import Any

from landsraad.core import rng as _rng
from landsraad.rules.fields import (
    BY_KEY,
    COUNT,
    DECIDER,
    DECISION,
    DECK,
    FACE_DOWN,
    HAND,
    KNOWN_BY,
    LEVELS,
    MULTISET,
    OWN,
    PUBLIC,
    SERVER,
)
from landsraad.rules.migrate import SAVE_FORMAT
from landsraad.rules.player_zones import ZONE_VISIBILITY
from landsraad.rules.ruleset import Ruleset, ruleset_for
from landsraad.rules.state import PLAYER_FIELDS, STATE_FIELDS, GameConfig, GameState

# How each field of the state may reach a seat (docs/rulings.md R10). `public_state` is generated
# from this table: each field goes through the redaction of its class (_GAME_REDACT,
# _PLAYER_REDACT), so a field reaches a seat only as its class allows; a field the table leaves out
# is not sent at all (and tests/test_hidden.py fails until someone says who may see it).
# The classes (declared in rules/fields.py, the vocabulary of a module's field declarations):
# PUBLIC as it is to every seat; owner classes HAND, DECK, OWN, FACE_DOWN; decision classes
# DECIDER, DECISION; LEVELS, MULTISET, COUNT; KNOWN_BY; SERVER; BY_KEY (rules/fields.py says each).

VISIBILITY: dict[str, dict[str, str]] = {
    "GameState": {
        "seed": SERVER, "rng": SERVER,
        "round": PUBLIC, "phase": PUBLIC, "first_player": PUBLIC, "agents": PUBLIC,
        "used_once": PUBLIC, "voice": PUBLIC, "bonus_spice": PUBLIC,
        "control": PUBLIC, "alliance": PUBLIC, "mentat_holder": PUBLIC, "mentat_next": PUBLIC,
        "conflict_deck": LEVELS, "conflict": PUBLIC, "conflict_discard": PUBLIC,
        "imperium_deck": MULTISET, "imperium_row": PUBLIC, "reserve": PUBLIC,
        "intrigue_deck": COUNT, "intrigue_discard": PUBLIC, "removed_cards": PUBLIC, "automa": PUBLIC,
        # (a module's fields are classified where it declares them: rules/fields.py StateField; the
        # base game's automa deck: modules/base/state.py)
        # the Intrigue cards a player put back on top of the Intrigue deck (Imperium Ceremony, 003):
        # known to that player only; that someone looked is public (the card is played face up)
        "intrigue_top": KNOWN_BY, "intrigue_top_seats": PUBLIC,
        "stack": DECIDER, "pending": DECISION, "turn": DECIDER,
        "active": PUBLIC, "reveal_counter": PUBLIC, "version": PUBLIC, "winner": PUBLIC,
        "ranking": PUBLIC, "tiebreak": PUBLIC,
    },
    "PlayerState": {
        "hand": HAND, "deck": DECK, "deck_top": DECK, "intrigues": OWN,
        # maps classified key by key: VISIBILITY["leader_state"] and VISIBILITY["zones"] below
        "leader_state": BY_KEY, "zones": BY_KEY,
        **{k: PUBLIC for k in (
            "seat", "leader", "solari", "spice", "water", "vp_sources", "influence", "supply", "garrison",
            "conflict", "in_play", "discard", "trashed", "agents_total", "agents_left", "has_mentat",
            "has_swordmaster", "high_council", "control_markers", "revealed", "persuasion", "swords",
            "last_reveal", "waiting_intrigues")},
    },
    # PlayerState.leader_state, key by key (modules/base/leaders.py)
    "leader_state": {
        "masterstroke": FACE_DOWN,  # the Baron's tokens: public once revealed (REVEALED_BY)
        "masterstroke_done": PUBLIC, "manipulated": PUBLIC,  # Helena's set-aside cards are face up
        # Uprising (modules/uprising/leaders.py, leader_sides.py): the side face up, the troops
        # on the board's Bene Gesserit area, the Feyd token's space, the Reveal of Gurney's bonus
        "side": PUBLIC, "memories": PUBLIC, "training": PUBLIC, "smiled": PUBLIC,
    },
    # PlayerState.zones, zone by zone (rules/player_zones.py ZONES): all kept face up in front of a player
    "zones": ZONE_VISIBILITY,
}
# a FACE_DOWN value is public once the value named here is true (in the same map, for a key of a
# BY_KEY map; the player's field, for a player field)
REVEALED_BY = {"masterstroke": "masterstroke_done"}
# a KNOWN_BY field -> the field listing the seats that know it
KNOWN_BY_SEATS = {"intrigue_top": "intrigue_top_seats"}


def game_visibility(rules: Ruleset) -> dict[str, str]:
    """The visibility table of a game of these rules: the core's, and each field its modules
    declare with its class (rules/fields.py StateField.visibility)."""
    return {**VISIBILITY["GameState"], **{k: f.visibility for k, f in rules.state_fields.items()}}


def player_visibility(rules: Ruleset) -> dict[str, str]:
    """A player's fields' visibility in a game of these rules (core and declared)."""
    return {**VISIBILITY["PlayerState"], **{k: f.visibility for k, f in rules.player_fields.items()}}


SERVER_ONLY: tuple[str, ...] = tuple(k for k, v in VISIBILITY["GameState"].items() if v == SERVER)
# the classes that show a player's field to that player only
OWNER_CLASSES = frozenset({HAND, DECK, OWN, FACE_DOWN})


# What a seat that may not see a field receives in its place, by class: (the state, the value)
def _levels(s: GameState, v: Any) -> Any:
    conflicts = s.rules.content.conflicts
    return [conflicts[c].level for c in v]


_GAME_REDACT: dict[str, Callable[[GameState, Any], Any]] = {
    LEVELS: _levels,
    MULTISET: lambda s, v: sorted(v),
    COUNT: lambda s, v: len(v),
    DECIDER: lambda s, v: type(v)(),  # [] or {}
    DECISION: lambda s, v: [v[0], v[1]],
}
# LEVELS, MULTISET and COUNT apply to every seat; DECIDER and DECISION to those that do not decide
_FOR_ALL = frozenset({LEVELS, MULTISET, COUNT})
# a player's owner-class field (or key) as the other seats receive it: (the value, whether a
# FACE_DOWN value was revealed)
_PLAYER_REDACT: dict[str, Callable[[Any, bool], Any]] = {
    HAND: lambda v, shown: len(v),
    DECK: lambda v, shown: [],
    OWN: lambda v, shown: len(v),
    FACE_DOWN: lambda v, shown: v if shown else len(v),
}
_HIDDEN_CARDS = frozenset({HAND, DECK})  # their cards make the player's `hidden_cards`

# fields saved in another form than their value (GameState.to_json): the typed turn context
_SAVED_AS: dict[str, Callable[[Any], Any]] = {"turn": lambda turn: turn.to_json()}
# the table in the order of the saved fields (the JSON keeps the save's key order); unclassified
# and SERVER fields are left out of the plan, so they are never sent
_GAME_PLAN = tuple((k, cls, _SAVED_AS.get(k)) for k in STATE_FIELDS
                   if (cls := VISIBILITY["GameState"].get(k, SERVER)) != SERVER)
_PLAYER_PLAN = tuple((k, VISIBILITY["PlayerState"][k]) for k in PLAYER_FIELDS if k in VISIBILITY["PlayerState"])


def _by_key(table: Mapping[str, str], m: dict[str, Any]) -> dict[str, Any]:
    """A BY_KEY map of another player's as a seat receives it: each key through its class (in the
    map's order); a key the table leaves out is not sent."""
    out: dict[str, Any] = {}
    for k, v in m.items():
        cls = table.get(k)
        if cls == PUBLIC:
            out[k] = v
        elif cls is not None:
            out[k] = _PLAYER_REDACT[cls](v, cls == FACE_DOWN and bool(m.get(REVEALED_BY[k])))
    return out


# what public_state sends of things that do not change in a game, worked out once: a config as
# JSON (asdict is a third of a public_state), the Intrigue cards of a ruleset's content
_CONFIGS: dict[GameConfig, dict[str, Any]] = {}
_INTRIGUES: dict[int, tuple[Any, Counter[str]]] = {}


def _config_json(config: GameConfig) -> dict[str, Any]:
    """config.to_dict(), shared: public_state's JSON round trip copies it before it leaves."""
    known = _CONFIGS.get(config)
    if known is None:
        if len(_CONFIGS) > 1000:
            _CONFIGS.clear()
        known = _CONFIGS[config] = config.to_dict()
    return known


def _intrigue_cards(s: GameState) -> Counter[str]:
    """The Intrigue deck of the game's content as a multiset (shared: read only)."""
    content = s.rules.content
    known = _INTRIGUES.get(id(content))
    if known is None or known[0] is not content:
        known = _INTRIGUES[id(content)] = (content, Counter(content.intrigue_deck))
    return known[1]


def public_state(s: GameState, seat: int) -> dict[str, Any]:
    """The state as JSON with everything `seat` may not know removed (counts kept), generated
    from VISIBILITY: each field through the redaction of its class. Also: each other player's
    `hidden_cards` (the multiset of its hand and deck, R10), the `intrigue_pool` (Intrigue cards
    this seat has not seen) and `redacted_decision` when another seat decides."""
    decides = s.pending is None or s.current_player() == seat
    d: dict[str, Any] = {}
    for k, cls, saved_as in _GAME_PLAN:
        v = getattr(s, k) if saved_as is None else saved_as(getattr(s, k))
        if cls == PUBLIC or (decides and cls in (DECIDER, DECISION)):
            d[k] = v
        elif cls == KNOWN_BY:
            d[k] = list(v) if seat in getattr(s, KNOWN_BY_SEATS[k]) else len(v)
        else:
            d[k] = _GAME_REDACT[cls](s, v)
    for k, f in s.rules.state_fields.items():  # the modules' fields (rules/fields.py), each through its class
        v = f.get(s)
        cls = f.visibility
        if cls == PUBLIC:
            d[k] = v
        else:  # MULTISET, COUNT (rules/fields.py GAME_CLASSES): the same for every seat
            d[k] = _GAME_REDACT[cls](s, v)
    d["config"] = _config_json(s.config)
    players = []
    declared = s.rules.player_fields  # the modules' per-player fields: PUBLIC (rules/fields.py PLAYER_CLASSES)
    viewers = s.rules.hand_viewers
    for p in s.players:
        # a hand shown to this seat (a team's option: Module.hand_viewers): its cards and Intrigue
        # cards as they are; its deck stays hidden (`hidden_cards` then holds the deck only)
        shown = viewers is not None and seat >= 0 and seat != p.seat and seat in viewers(s, p.seat)
        if p.seat == seat:
            players.append({k: getattr(p, k) for k, _ in _PLAYER_PLAN})
            if declared:
                players[-1].update({k: f.get(p) for k, f in declared.items()})
            continue
        pd: dict[str, Any] = {}
        hidden: list[str] = []
        for k, cls in _PLAYER_PLAN:
            v = getattr(p, k)
            if cls == PUBLIC:
                pd[k] = v
            elif cls == BY_KEY:
                # a player's zones: the game's table (a module's zones too: Ruleset.zones)
                pd[k] = _by_key(s.rules.zones if k == "zones" else VISIBILITY[k], v) if v else v
            elif shown and cls in (HAND, OWN):
                pd[k] = v
            else:
                pd[k] = _PLAYER_REDACT[cls](v, cls == FACE_DOWN and bool(getattr(p, REVEALED_BY[k])))
                if cls in _HIDDEN_CARDS:
                    hidden.extend(v)
        pd["hidden_cards"] = sorted(hidden)
        if declared:
            pd.update({k: f.get(p) for k, f in declared.items()})
        players.append(pd)
    d["players"] = players
    d["format"] = SAVE_FORMAT
    if not decides:
        # Another seat's decision may name what only it has seen (a card looked at on top of its
        # deck, ...): outsiders learn only whose decision it is and of what kind. Such a view
        # cannot be determinized; search agents determinize their own decisions only.
        d["redacted_decision"] = True
    # The Intrigue cards this seat has not seen (deck + opponents' hands, split unknown), from
    # public knowledge: the content, the discard pile, its own hand, Plots kept face up until the
    # Reveal turn (FAQ 2.1)
    known_intrigues = Counter(s.intrigue_discard)
    known_intrigues.update(s.players[seat].intrigues if seat >= 0 else [])
    if viewers is not None and seat >= 0:  # the Intrigue cards of hands shown to it
        for p in s.players:
            if p.seat != seat and seat in viewers(s, p.seat):
                known_intrigues.update(p.intrigues)
    for p in s.players:
        known_intrigues.update(p.waiting_intrigues)
    if seat in s.intrigue_top_seats:  # the cards it put back on top (Imperium Ceremony)
        known_intrigues.update(s.intrigue_top)
    pool = _intrigue_cards(s) - known_intrigues
    d["intrigue_pool"] = sorted(pool.elements())
    return json.loads(json.dumps(d))  # a deep copy with tuples as lists (as GameState.to_json)


def determinize(public: dict[str, Any], rng: random.Random) -> GameState:
    """A full state consistent with `public_state(s, seat)` taken at `seat`'s own decision,
    hidden parts sampled with `rng`."""
    if public.get("redacted_decision"):
        raise ValueError("this view was taken during another seat's decision; it cannot be determinized")
    d = dict(public)
    d.pop("redacted_decision", None)
    d["players"] = [dict(pd) for pd in public["players"]]
    rules = ruleset_for(GameConfig.from_dict(public["config"]))
    content = rules.content
    for pd in d["players"]:
        if "hidden_cards" in pd:
            cards = list(pd.pop("hidden_cards"))
            rng.shuffle(cards)
            if isinstance(pd["hand"], list):  # a hand shown to this seat: the rest is the deck
                pd["deck"] = cards
                continue
            n = int(pd["hand"])
            pd["hand"], pd["deck"] = cards[:n], cards[n:]
    pool = list(d.pop("intrigue_pool"))
    rng.shuffle(pool)
    for pd in d["players"]:
        if isinstance(pd["intrigues"], int):
            n = pd["intrigues"]
            pd["intrigues"], pool = pool[:n], pool[n:]
        ls = pd.get("leader_state") or {}
        if isinstance(ls.get("masterstroke"), int):
            pd["leader_state"] = {**ls, "masterstroke": sorted(rng.sample(list(rules.factions), ls["masterstroke"]))}
    top = d.get("intrigue_top", [])
    if isinstance(top, int):  # cards another seat put back on top (Imperium Ceremony): unseen here
        d["intrigue_top"], pool = pool[:top], pool[top:]
    d["intrigue_deck"] = pool
    for k, f in rules.state_fields.items():  # a module's face-down pile (COUNT): its size only
        if f.visibility == COUNT and isinstance(d.get(k), int):
            assert f.unseen is not None  # rules/fields.py declaration_problem
            cards = list(f.unseen(rules, public))
            if len(cards) < d[k]:
                raise ValueError(f"{k}: {d[k]} cards face down but only {len(cards)} unseen")
            rng.shuffle(cards)
            d[k] = cards[:d[k]]
    seen = Counter(d["conflict_discard"])
    if d.get("conflict"):
        seen[d["conflict"]] += 1
    for pd in d["players"]:  # a Conflict card a player keeps face up in a zone (won cards, 002 Combate)
        for cards in (pd.get("zones") or {}).values():
            seen.update(c for c in cards if isinstance(c, str) and c in content.conflicts)
    unseen: dict[int, list[str]] = {1: [], 2: [], 3: []}
    for c in content.conflicts.values():
        unseen[c.level].extend([c.id] * max(0, c.copies - seen[c.id]))
    for lv in unseen.values():
        rng.shuffle(lv)
    d["conflict_deck"] = [unseen[lv].pop() for lv in d["conflict_deck"]]
    d["seed"] = 0  # the real seed is never in a view (SERVER_ONLY)
    d["rng"] = _rng.seed_state(rng.getrandbits(63))
    return GameState.from_json(d, check=False)  # built here from a real state's view: trusted
