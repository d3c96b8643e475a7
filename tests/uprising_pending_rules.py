"""Test fixture: the Uprising ruleset the tests build positions from.

The edition is open to players (`STILL_MISSING` is empty since the CHOAM module's rules landed);
the fixture stays for the tests written against it and for any rule the content names later:
`uprising_config(...)` lifts a refusal if there is one and adds the module
`uprising_missing_rules` (tests/pending_rules.py), whose handlers raise if a rule still missing is
ever executed; tests/test_uprising_rules.py checks `STILL_MISSING` is exactly what the module lacks.
Test code: never imported by landsraad/.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import Any

from landsraad.rules.state import GameConfig, GameState
from tests.pending_rules import allowed, missing_effect, missing_rules_module

# Every handler key the Uprising content names that the `uprising` module has no rule for yet
# (tests/pending_rules.py says how each kind of key is written).
STILL_MISSING: tuple[str, ...] = ()
# the conditions above that carry a value ({bond: fremen}): rules/events.py value_conditions
VALUE_CONDITIONS: frozenset[str] = frozenset()

MISSING_RULES = missing_rules_module("uprising_missing_rules", "uprising", STILL_MISSING, VALUE_CONDITIONS)


def _missing_effect(key: str) -> Any:
    return missing_effect("uprising", key)


def uprising_allowed() -> AbstractContextManager[None]:
    """Lift the players' refusal of the edition for the duration (restored afterwards)."""
    return allowed("uprising")


def uprising_config(players: int = 4, **kw: Any) -> GameConfig:
    with uprising_allowed():
        return GameConfig(edition="uprising", players=players, modules=("uprising_missing_rules",), **kw)


def uprising_game(players: int = 4, seed: int = 1, **kw: Any) -> GameState:
    """A new Uprising game through the fixture's config (tests build positions from it)."""
    from landsraad import new_game
    return new_game(uprising_config(players, **kw), seed=seed)


def turn_of(s: GameState, hand: list[str]) -> int:
    """The seat whose Agent turn it is, holding exactly `hand` (a position set up by hand)."""
    assert s.pending is not None and s.pending[0] == "turn"
    seat = int(s.pending[1])
    s.players[seat].hand = list(hand)
    s._legal = None
    return seat
