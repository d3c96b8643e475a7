"""Issue 13, one visibility table: rules/hidden.py VISIBILITY classifies every state field, and
what a seat receives follows it (docs/rulings.md R10). Checked for every seat and a spectator at
every step of a few fixed-seed games (solo, House Hagal, leaders whose rules hide or show things):

- the redacted state in a view (`view(...)["state"]`, what determinize reads): a public field is
  the state's own value in every seat's view; an owner field is its value for its owner and only
  the count / nothing / the public multiset for the others; a decision field is the deciding
  seat's alone; a server field is in no view;
- the whole view (the hand-written presentation too): changing what the table hides from a seat
  (another player's hand, deck, Intrigue cards, face-down tokens; the seed and the RNG; another
  seat's decision; the order or identity of face-down cards) changes nothing that seat receives.

A new hidden field fails here until the test knows how to change it (PERTURB), and a view that
shows an owner field to someone else fails the second test."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

from landsraad import GameConfig, new_game, view
from landsraad.rules.hidden import (
    BY_KEY,
    COUNT,
    DECIDER,
    DECISION,
    DECK,
    FACE_DOWN,
    HAND,
    KNOWN_BY,
    KNOWN_BY_SEATS,
    LEVELS,
    MULTISET,
    OWN,
    PUBLIC,
    REVEALED_BY,
    SERVER,
    VISIBILITY,
)
from landsraad.rules.ruleset import declared_fields
from landsraad.rules.state import GameState, PlayerState
from landsraad.rules.zones import set_leader_state

# the core's fields and every registered module's declared fields (rules/fields.py)
DECLARED = declared_fields()
GAME = {**VISIBILITY["GameState"], **{k: f.visibility for k, f in DECLARED.items()}}
PLAYER = VISIBILITY["PlayerState"]

# 1 player: two Rivals and House Hagal; 2 players: House Hagal; leaders at random; Paul Atreides
# (a card looked at on top of his deck), the Baron (face-down Masterstroke), Helena (set-aside cards)
CONFIGS = [
    (GameConfig(players=1, leaders=("random",)), 7),
    (GameConfig(players=2, leaders=("random", "random")), 9),
    (GameConfig(players=4, leaders=("random",) * 4), 11),
    (GameConfig(players=3, leaders=("paul_atreides", "vladimir_harkonnen", "helena_richese")), 13),
    (GameConfig(players=3, leaders=("paul_atreides", "vladimir_harkonnen", "helena_richese")), 14),
    # Uprising (issue 15): Spies on posts, sandworms, the Shield Wall, Objectives, kept Conflicts
    (GameConfig(edition="uprising", players=4), 15),
    # Immortality: Imperium Ceremony is played at step 131 and leaves a card on top of the Intrigue
    # deck that one seat knows (KNOWN_BY)
    (GameConfig(players=4, modules=("immortality",)), 9),
    # Uprising solo against two Rivals (002 Rivales): their House Hagal deck is face down (MULTISET)
    (GameConfig(edition="uprising", players=1), 16),
]


def _choam_config() -> GameConfig:
    """An Uprising game with the CHOAM module (its face-down contract bank: hidden.MULTISET)."""
    return GameConfig(edition="uprising", players=4, modules=("choam",),
                      leaders=("shaddam_corrino_iv",))


def _games(every: int = 1) -> Iterator[GameState]:
    for cfg, seed in [*CONFIGS, (_choam_config(), 5)]:
        s = new_game(cfg, seed)
        rng = random.Random(seed)
        step = 0
        while True:
            if step % every == 0:
                yield s
            if s.is_terminal():
                break
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
            step += 1


def _seats(s: GameState) -> range:
    return range(-1, len(s.players))  # -1: a spectator


def _decides(s: GameState, seat: int) -> bool:
    return s.pending is None or s.current_player() == seat


def test_redacted_state_follows_the_table() -> None:
    levels = None
    checked = 0
    for s in _games():
        full = s.to_json()
        conflicts = s.rules.content.conflicts
        levels = [conflicts[c].level for c in full["conflict_deck"]]
        for seat in _seats(s):
            st = view(s, seat)["state"]
            decides = _decides(s, seat)
            for k, cls in GAME.items():
                if cls == SERVER:
                    assert k not in st, k
                elif k not in full:  # a field a save leaves out while unset (Uprising's spies in a base game)
                    assert not st.get(k), (k, seat)  # absent, or shown empty
                elif cls == PUBLIC or (cls in (DECIDER, DECISION) and decides):
                    assert st[k] == full[k], (k, seat)
                elif cls == DECIDER:
                    assert st[k] in ([], {}), (k, seat)
                elif cls == DECISION:
                    assert st[k] == full[k][:2], (k, seat)
                elif cls == LEVELS:
                    assert st[k] == levels, k
                elif cls == MULTISET:
                    assert st[k] == sorted(full[k]), k
                elif cls == KNOWN_BY:
                    knows = seat in full.get(KNOWN_BY_SEATS[k], [])
                    assert st[k] == (full[k] if knows else len(full[k])), (k, seat)
                else:
                    assert cls == COUNT and st[k] == len(full[k]), (k, cls)
            for i, (pd, want) in enumerate(zip(st["players"], full["players"], strict=True)):
                if i == seat:
                    assert all(pd[k] == want[k] for k in PLAYER), (i, seat)
                    assert "hidden_cards" not in pd
                    continue
                for k, cls in PLAYER.items():
                    if cls == BY_KEY:  # key by key, through the map's own table
                        table = VISIBILITY[k]
                        assert set(want[k]) <= set(table), (k, i)  # every key the rules set is classified
                        assert set(pd[k]) == set(want[k]), (k, i, seat)
                        for key, kcls in table.items():
                            if key in want[k]:
                                _check_owner_value(pd[k][key], want[k][key], kcls,
                                                   kcls == FACE_DOWN and bool(want[k].get(REVEALED_BY[key])))
                    else:
                        _check_owner_value(pd[k], want[k], cls, cls == FACE_DOWN and bool(want[REVEALED_BY[k]]))
                # R10: the composition of hand + deck is public knowledge, the split is not
                hidden = [c for k, cls in PLAYER.items() if cls in (HAND, DECK) for c in want[k]]
                assert pd["hidden_cards"] == sorted(hidden)
            checked += 1
    assert checked > 3000


def _check_owner_value(got: Any, want: Any, cls: str, revealed: bool) -> None:
    """A player's field (or key of a BY_KEY map) as another seat receives it."""
    if cls == PUBLIC or (cls == FACE_DOWN and revealed):
        assert got == want, cls
    elif cls in (HAND, OWN, FACE_DOWN):
        assert got == len(want), cls
    else:
        assert cls == DECK and got == [], cls


# ---- changing what the table hides must change nothing a seat that may not see it receives ----

Perturb = Callable[[GameState, int], bool]  # (a clone, the player whose field) -> changed anything


def _swap_hidden(k: str) -> Perturb:
    """A HAND/DECK field: one of its cards changes place with a different card of another
    HAND/DECK field of the same player (sizes and the hand + deck multiset stay)."""
    def perturb(t: GameState, seat: int) -> bool:
        p = t.players[seat]
        mine = list(getattr(p, k))
        for other in (f for f, cls in PLAYER.items() if cls in (HAND, DECK) and f != k):
            theirs = list(getattr(p, other))
            for a in range(len(mine)):
                for b in range(len(theirs)):
                    if mine[a] != theirs[b]:
                        mine[a], theirs[b] = theirs[b], mine[a]
                        _set(p, k, mine)
                        _set(p, other, theirs)
                        return True
        return False
    return perturb


def _set(p: PlayerState, k: str, cards: list[str]) -> None:
    setattr(p, k, tuple(cards) if isinstance(getattr(p, k), tuple) else cards)


def _swap_intrigue(t: GameState, seat: int) -> bool:
    """An Intrigue card in that player's hand changes place with a different one in the deck."""
    p = t.players[seat]
    for a, mine in enumerate(p.intrigues):
        for b, other in enumerate(t.intrigue_deck):
            if mine != other:
                hand, deck = list(p.intrigues), list(t.intrigue_deck)
                hand[a], deck[b] = other, mine
                p.intrigues, t.intrigue_deck = tuple(hand), tuple(deck)
                return True
    return False


def _other_tokens(t: GameState, seat: int) -> bool:
    """The Baron's face-down Masterstroke tokens: other Factions, as many."""
    p = t.players[seat]
    tokens = p.leader_state.get("masterstroke", ())
    if not tokens or p.leader_state.get("masterstroke_done"):
        return False
    others = [f for f in t.rules.factions if f not in tokens]
    if len(others) < len(tokens):
        return False
    set_leader_state(p, "masterstroke", tuple(others[: len(tokens)]))  # a new map: clones share it
    return True


def _game(change: Callable[[GameState], bool]) -> Perturb:
    return lambda t, seat: change(t)


def _swap_same_level(t: GameState) -> bool:
    conflicts = t.rules.content.conflicts
    deck = list(t.conflict_deck)
    for a in range(len(deck)):
        for b in range(a + 1, len(deck)):
            if deck[a] != deck[b] and conflicts[deck[a]].level == conflicts[deck[b]].level:
                deck[a], deck[b] = deck[b], deck[a]
                t.conflict_deck = tuple(deck)
                return True
    return False


def _reorder(k: str) -> Callable[[GameState], bool]:
    def change(t: GameState) -> bool:
        cards = DECLARED[k].get(t) if k in DECLARED else getattr(t, k)
        if cards == cards[::-1]:
            return False
        if k in DECLARED:
            DECLARED[k].put(t, cards[::-1])
        else:
            setattr(t, k, cards[::-1])
        return True
    return change


def _other_intrigue_in_deck(t: GameState) -> bool:
    """A face-down Intrigue deck card replaced by another Intrigue card (its size stays)."""
    ids = sorted(t.rules.content.intrigues)
    if not t.intrigue_deck:
        return False
    first = t.intrigue_deck[0]
    t.intrigue_deck = (next(i for i in ids if i != first), *t.intrigue_deck[1:])
    return True


def _other_intrigue_on_top(t: GameState) -> bool:
    """A card known on top of the Intrigue deck (Imperium Ceremony) replaced by another Intrigue
    card: only the seats that looked may see it."""
    if not t.intrigue_top:
        return False
    last = t.intrigue_top[-1]
    other = next(i for i in sorted(t.rules.content.intrigues) if i != last)
    t.intrigue_top = (*t.intrigue_top[:-1], other)
    return True


def _new_secret(k: str) -> Callable[[GameState], bool]:
    def change(t: GameState) -> bool:
        setattr(t, k, getattr(t, k) ^ 0x5DEECE66D)
        return True
    return change


def _extra_frame(t: GameState) -> bool:
    t.stack.append(("next_turn",))
    return True


def _turn_value(t: GameState) -> bool:
    t.turn.sold = (t.turn.sold or 0) + 1  # any value of the typed turn context
    return True


def _payload(t: GameState) -> bool:
    if t.pending is None:
        return False
    t.pending = (*t.pending, "perturbed")
    return True


# every field the table does not make public (a key of a BY_KEY map as "<map>.<key>") -> how to
# change it without changing what the table lets the other seats know
PERTURB: dict[str, tuple[str, Perturb]] = {
    "hand": (HAND, _swap_hidden("hand")),
    "deck": (DECK, _swap_hidden("deck")),
    "deck_top": (DECK, _swap_hidden("deck_top")),
    "intrigues": (OWN, _swap_intrigue),
    "leader_state.masterstroke": (FACE_DOWN, _other_tokens),
    "seed": (SERVER, _game(_new_secret("seed"))),
    "rng": (SERVER, _game(_new_secret("rng"))),
    "stack": (DECIDER, _game(_extra_frame)),
    "turn": (DECIDER, _game(_turn_value)),
    "pending": (DECISION, _game(_payload)),
    "conflict_deck": (LEVELS, _game(_swap_same_level)),
    "imperium_deck": (MULTISET, _game(_reorder("imperium_deck"))),
    "contract_bank": (MULTISET, _game(_reorder("contract_bank"))),  # CHOAM (002 MÓDULO DE LA CHOAM)
    "rival_hagal_deck": (MULTISET, _game(_reorder("rival_hagal_deck"))),  # the Uprising Rivals' (002 Rivales)
    "intrigue_deck": (COUNT, _game(_other_intrigue_in_deck)),
    "intrigue_top": (KNOWN_BY, _game(_other_intrigue_on_top)),
}


def _hidden_fields() -> dict[str, str]:
    """Every field the table does not make public, and every such key of a BY_KEY map."""
    hidden = {k: cls for table in (GAME, PLAYER) for k, cls in table.items() if cls not in (PUBLIC, BY_KEY)}
    for k, cls in PLAYER.items():
        if cls == BY_KEY:
            hidden.update({f"{k}.{key}": kcls for key, kcls in VISIBILITY[k].items() if kcls != PUBLIC})
    return hidden


def _player_field(k: str) -> bool:
    return k.split(".")[0] in PLAYER


def _revealed(s: GameState, owner: int, k: str) -> bool:
    """A FACE_DOWN player field or key that its player has revealed."""
    p = s.players[owner]
    if "." in k:
        field, key = k.split(".")
        return bool(getattr(p, field).get(REVEALED_BY[key]))
    return bool(getattr(p, REVEALED_BY[k]))


def test_every_hidden_field_has_a_perturbation() -> None:
    assert {k: cls for k, (cls, _) in PERTURB.items()} == _hidden_fields()


def _views(s: GameState) -> dict[int, Any]:
    return {seat: view(s, seat) for seat in _seats(s)}


def test_views_do_not_depend_on_what_the_table_hides() -> None:
    changed = dict.fromkeys(PERTURB, 0)
    for s in _games(every=9):
        before = _views(s)
        for k, (cls, perturb) in PERTURB.items():
            owners = range(len(s.players)) if _player_field(k) else (-2,)
            for owner in owners:
                t = s.clone()
                if not perturb(t, owner):
                    continue
                changed[k] += 1
                for seat in _seats(s):
                    if seat == owner or (cls in (DECIDER, DECISION) and _decides(s, seat)):
                        continue  # may see it
                    if cls == FACE_DOWN and _revealed(s, owner, k):
                        continue
                    if cls == KNOWN_BY and seat in getattr(s, KNOWN_BY_SEATS[k]):
                        continue  # the seat that looked
                    assert view(t, seat) == before[seat], (k, owner, seat, s.version)
                if _player_field(k):  # the owner does see it: the change was a real one
                    assert view(t, owner) != before[owner], (k, owner)
    assert all(n > 0 for n in changed.values()), changed
