"""A clone is independent of its original (issue 8, docs/benchmarks.md session 2).

`GameState.clone` shares the zones in `state.SHARED_ZONES` instead of copying them, on the
contract that the rules never change those zones in place (they are tuples, so
they cannot be changed in place at all). This plays games with every player
count and random leaders and checks, at every decision, that advancing the original leaves a
clone taken just before it untouched (sharing is symmetric, so this covers both directions).
"""

import random

from landsraad import GameConfig, new_game
from landsraad.rules.state import SHARED_ZONES, TUPLE_ZONES, GameState, PlayerState


def test_shared_zones_are_fields() -> None:
    assert set(SHARED_ZONES["GameState"]) <= set(GameState.__dataclass_fields__)
    assert set(SHARED_ZONES["PlayerState"]) <= set(PlayerState.__dataclass_fields__)


def test_clone_never_changes_with_its_original() -> None:
    for players in (1, 2, 3, 4):
        for seed in range(3):
            seats = {1: 3, 2: 2}.get(players, players)
            s = new_game(GameConfig(players=players, leaders=("random",) * seats), 100 + seed)
            rng = random.Random(seed)
            while not s.is_terminal():
                legal = s.legal_actions()
                c = s.clone()
                before = c.state_hash()
                s.apply(legal[rng.randrange(len(legal))])
                assert c.state_hash() == before, f"{players}p seed {seed}: a clone changed at version {s.version}"


def _tuple_zones_ok(s: GameState) -> bool:
    return (all(type(getattr(s, z)) is tuple for z in TUPLE_ZONES["GameState"])
            and all(type(getattr(p, z)) is tuple for p in s.players for z in TUPLE_ZONES["PlayerState"]))


def test_shared_zones_stay_tuples_and_save_as_lists() -> None:
    """The shared zones are tuples at every decision (the rules assign tuples, never lists); a save
    holds them as lists (format 1 unchanged) and loading one turns them back into tuples."""
    assert TUPLE_ZONES["PlayerState"] == set(SHARED_ZONES["PlayerState"])
    for players in (1, 2, 4):
        seats = {1: 3, 2: 2}.get(players, players)
        s = new_game(GameConfig(players=players, leaders=("random",) * seats), 7)
        rng = random.Random(players)
        while not s.is_terminal():
            assert _tuple_zones_ok(s), f"{players}p: a shared zone is not a tuple at version {s.version}"
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
        saved = s.to_json()
        assert all(type(saved[z]) is list for z in TUPLE_ZONES["GameState"])
        assert all(type(pd[z]) is list for pd in saved["players"] for z in TUPLE_ZONES["PlayerState"])
        loaded = GameState.from_json(saved)
        assert _tuple_zones_ok(loaded) and loaded.state_hash() == s.state_hash()


def test_clone_copies_every_field() -> None:
    """`clone` lists the fields one by one (slotted classes, no __dict__): a field added to the
    state but forgotten in `clone` would be missing or stale in every clone."""
    from dataclasses import fields

    s = new_game(GameConfig(players=4, leaders=("random",) * 4), 3)
    rng = random.Random(3)
    for _ in range(40):
        s.apply(s.legal_actions()[rng.randrange(len(s.legal_actions()))])
    c = s.clone()
    for f in fields(GameState):
        if f.name != "_legal":  # a per-decision cache: a clone starts without it
            assert getattr(c, f.name) == getattr(s, f.name), f.name
    for p, q in zip(s.players, c.players, strict=True):
        assert p is not q
        for f in fields(PlayerState):
            assert getattr(q, f.name) == getattr(p, f.name), f.name
