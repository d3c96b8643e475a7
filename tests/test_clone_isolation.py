"""A clone is independent of its original (issue 8, docs/benchmarks.md session 2).

`GameState.clone` shares the zones in `state.SHARED_ZONES` instead of copying them, on the
contract that the rules never change those lists in place. This plays games with every player
count and random leaders and checks, at every decision, that advancing the original leaves a
clone taken just before it untouched (sharing is symmetric, so this covers both directions).
"""

import random

from landsraad import GameConfig, new_game
from landsraad.rules.state import SHARED_ZONES, GameState, PlayerState


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
