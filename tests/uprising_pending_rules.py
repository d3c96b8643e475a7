"""Test fixture: an Uprising ruleset for tests while the `uprising` rules module is incomplete.

An Uprising game cannot start for players yet (`PLANNED["uprising"]`; `check_handlers` refuses
content whose effect kinds have no rule). For tests, `uprising_game(...)` lifts the refusal and
adds the module `uprising_missing_rules`, in which every effect kind and condition the module does
NOT handle yet is registered as a handler that raises an AssertionError naming the missing rule if
it is ever executed: the tests exercise only real rules, and `STILL_MISSING` is the explicit list
of what the module still lacks (tests/test_uprising_rules.py checks it is exactly that). This file
is test code: it is never imported by landsraad/.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import landsraad.modules  # noqa: F401  (registers the uprising module, which sets PLANNED, first)
from landsraad.rules.events import Triggers
from landsraad.rules.ruleset import PLANNED, Module, register_module
from landsraad.rules.state import GameConfig, GameState

# Every handler key the Uprising content names that the `uprising` module has no rule for yet
# (effect kinds, `custom:` effects, Signet Rings; conditions as `cond:<name>`, those with a value
# included; "→" cost kinds as `cost:<kind>`; a leader's left ability as `ability:<leader>`, which
# the fixture records as subscribed so that the ruleset builds, ruleset.missing_abilities).
STILL_MISSING: tuple[str, ...] = (
)
# the conditions above that carry a value ({bond: fremen}): rules/events.py value_conditions
VALUE_CONDITIONS: frozenset[str] = frozenset()


def _missing_effect(key: str) -> Any:
    def handler(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
        raise AssertionError(f"the uprising rules module has no rule for effect {key!r} yet (from {src})")
    return handler


def _missing_condition(name: str) -> Any:
    def handler(s: GameState, seat: int, *args: Any) -> bool:
        raise AssertionError(f"the uprising rules module has no rule for condition {name!r} yet ({args})")
    return handler


def _missing_cost(kind: str) -> Any:
    def handler(s: GameState, seat: int, c: tuple[Any, ...], src: str) -> Any:
        raise AssertionError(f"the uprising rules module has no rule for the cost {kind!r} yet (from {src})")
    return (handler, handler)


def _missing_triggers(t: Triggers) -> None:
    for k in STILL_MISSING:
        if k.startswith("cost:"):
            t.cost_kinds[k[5:]] = _missing_cost(k[5:])
        elif k.startswith("cond:") and k[5:] in VALUE_CONDITIONS:
            t.value_conditions[k[5:]] = _missing_condition(k[5:])
        elif k.startswith("ability:"):  # never run: its leader is not dealt in these tests
            t.leader_abilities[k[8:]] = ("missing",)


MISSING_RULES = register_module(Module(
    name="uprising_missing_rules", requires=("uprising",),
    effects={k: _missing_effect(k) for k in STILL_MISSING if not k.startswith(("cond:", "cost:", "ability:"))},
    conditions={k[5:]: _missing_condition(k[5:]) for k in STILL_MISSING
                if k.startswith("cond:") and k[5:] not in VALUE_CONDITIONS},
    triggers=_missing_triggers,
))


@contextmanager
def uprising_allowed() -> Iterator[None]:
    """Lift the players' refusal of the edition for the duration (restored afterwards)."""
    why = PLANNED.pop("uprising", None)
    try:
        yield
    finally:
        if why is not None:
            PLANNED["uprising"] = why


def uprising_config(players: int = 4, **kw: Any) -> GameConfig:
    with uprising_allowed():
        return GameConfig(edition="uprising", players=players, modules=("uprising_missing_rules",), **kw)
