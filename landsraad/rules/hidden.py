"""Hidden information: what each seat may know of the full state, and sampling a full state
consistent with it (`determinize`), for search agents.

What is public (docs/rulings.md R10): every zone in play and in discard piles; ownership changes
(acquire, trash, starting decks) are public events, so the multiset of each player's hand + deck
is public knowledge (only the split between hand and deck, and the draw order, are not), and so
is the Imperium deck's composition. Hidden: which of a player's cards are in hand, Intrigue
cards in hands and in the Intrigue deck, the identities of face-down Conflict cards (their level
shows), the Baron's face-down Masterstroke tokens, cards looked at on top of a deck. Never sent at all while the game runs (SERVER): the seed and
the RNG state, from which (the engine being deterministic) every hidden card and every future
draw follows. `VISIBILITY` classifies every field of the state; tests/test_hidden.py fails if a
field is left out or if a SERVER value reaches any view.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from landsraad.core import rng as _rng
from landsraad.rules.ruleset import ruleset_for
from landsraad.rules.state import GameConfig, GameState

# How each field of the state may reach a seat (docs/rulings.md R10):
PUBLIC = "public"  # as it is, to every seat and spectator
OWN = "own"  # to its player; to others a count (hands, Intrigues) or, with the deck, a multiset
DECIDER = "decider"  # to the deciding seat; others learn only the kind of decision and whose it is
LEVELS = "levels"  # the Conflict deck: the levels on the card backs, never the cards
MULTISET = "multiset"  # an unordered deck whose composition is public knowledge (sent sorted)
COUNT = "count"  # a face-down deck: its size only (the Intrigue deck, the House Hagal deck)
SERVER = "server"  # never leaves the server while the game runs: the seed and the RNG state

VISIBILITY: dict[str, dict[str, str]] = {
    "GameState": {
        "seed": SERVER, "rng": SERVER,
        "round": PUBLIC, "phase": PUBLIC, "first_player": PUBLIC, "agents": PUBLIC,
        "used_once": PUBLIC, "voice": PUBLIC, "bonus_spice": PUBLIC,
        "control": PUBLIC, "alliance": PUBLIC, "mentat_holder": PUBLIC, "mentat_next": PUBLIC,
        "conflict_deck": LEVELS, "conflict": PUBLIC, "conflict_discard": PUBLIC,
        "imperium_deck": MULTISET, "imperium_row": PUBLIC, "reserve": PUBLIC,
        "intrigue_deck": COUNT, "intrigue_discard": PUBLIC, "removed_cards": PUBLIC, "automa": PUBLIC,
        "hagal_deck": COUNT, "hagal_discard": PUBLIC, "rival_swordmaster_round": PUBLIC,
        "spies": PUBLIC, "shield_wall": PUBLIC, "maker_hooks": PUBLIC,  # Uprising: Spies stand face up on the board (002 Espías)
        "stack": DECIDER, "pending": DECIDER, "turn": DECIDER,
        "active": PUBLIC, "reveal_counter": PUBLIC, "version": PUBLIC, "winner": PUBLIC,
        "ranking": PUBLIC, "tiebreak": PUBLIC,
    },
    "PlayerState": {
        "hand": OWN, "deck": OWN, "deck_top": OWN, "intrigues": OWN,
        # by key: VISIBILITY["leader_state"] and VISIBILITY["zones"] below
        "leader_state": "by key", "zones": "by key",
        **{k: PUBLIC for k in (
            "seat", "leader", "solari", "spice", "water", "vp_sources", "influence", "supply", "garrison",
            "conflict", "in_play", "discard", "trashed", "agents_total", "agents_left", "has_mentat",
            "has_swordmaster", "high_council", "control_markers", "revealed", "persuasion", "swords",
            "last_reveal", "waiting_intrigues")},
    },
    # PlayerState.leader_state, key by key (rules/leaders.py)
    "leader_state": {
        "masterstroke": OWN,  # the Baron's face-down tokens: public once revealed (masterstroke_done)
        "masterstroke_done": PUBLIC, "manipulated": PUBLIC,  # Helena's set-aside cards are face up
    },
    # PlayerState.zones, zone by zone (rules/zones.py ZONES): all kept face up in front of a player
    "zones": {"conflicts": PUBLIC, "objectives": PUBLIC, "contracts": PUBLIC, "contracts_done": PUBLIC,
              "specimens": PUBLIC, "face_down": PUBLIC},
}
SERVER_ONLY: tuple[str, ...] = tuple(k for k, v in VISIBILITY["GameState"].items() if v == SERVER)


def public_state(s: GameState, seat: int) -> dict[str, Any]:
    """The state as JSON with everything `seat` may not know removed (counts kept)."""
    d = s.to_json()
    for k in SERVER_ONLY:  # the seed and the RNG: determinize puts a sampled RNG in their place
        del d[k]
    if s.pending is not None and s.current_player() != seat:
        # Another seat's decision may name what only it has seen (a card looked at on top of its
        # deck, ...): outsiders learn only whose decision it is and of what kind. Such a view
        # cannot be determinized; search agents determinize their own decisions only.
        d["pending"] = [s.pending[0], s.pending[1]]
        d["stack"] = []
        d["turn"] = {}
        d["redacted_decision"] = True
    content = s.rules.content
    for pd, p in zip(d["players"], s.players, strict=True):
        if p.seat == seat:
            continue
        pd["hidden_cards"] = sorted([*p.hand, *p.deck, *p.deck_top])
        pd["hand"] = len(p.hand)
        pd["deck"] = []
        pd["deck_top"] = []
        pd["intrigues"] = len(p.intrigues)
        ls = pd["leader_state"]
        for k, how in VISIBILITY["leader_state"].items():
            if how == OWN and k in ls and not (k == "masterstroke" and ls.get("masterstroke_done")):
                ls[k] = len(ls[k])  # face down: how many, not which
    known_intrigues = Counter(s.intrigue_discard)
    known_intrigues.update(s.players[seat].intrigues if seat >= 0 else [])
    for p in s.players:  # Plots kept face up until the Reveal turn (FAQ 2.1)
        known_intrigues.update(getattr(p, "waiting_intrigues", ()))
    pool = Counter(content.intrigue_deck) - known_intrigues
    d["intrigue_pool"] = sorted(pool.elements())  # deck + opponents' hands, split unknown
    d["intrigue_deck"] = len(s.intrigue_deck)
    d["imperium_deck"] = sorted(s.imperium_deck)  # composition is public (see module doc)
    d["conflict_deck"] = [content.conflicts[c].level for c in s.conflict_deck]
    return d


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
    d["intrigue_deck"] = pool
    seen = Counter(d["conflict_discard"])
    if d.get("conflict"):
        seen[d["conflict"]] += 1
    unseen: dict[int, list[str]] = {1: [], 2: [], 3: []}
    for c in content.conflicts.values():
        unseen[c.level].extend([c.id] * max(0, c.copies - seen[c.id]))
    for lv in unseen.values():
        rng.shuffle(lv)
    d["conflict_deck"] = [unseen[lv].pop() for lv in d["conflict_deck"]]
    d["seed"] = 0  # the real seed is never in a view (SERVER_ONLY)
    d["rng"] = _rng.seed_state(rng.getrandbits(63))
    return GameState.from_json(d, check=False)  # built here from a real state's view: trusted
