"""Test fixture: a base + Immortality ruleset for tests while the `immortality` rules module is
incomplete (the pattern of tests/uprising_pending_rules.py).

The module is open to players since Imperium Ceremony's rule (issue 18: `STILL_MISSING` is empty);
the fixture stays for the tests written against it and for any rule the content names later
(`check_handlers` refuses content whose effect kinds have no rule). `immortality_config(...)` lifts a
refusal if there is one and adds the module `immortality_missing_rules`, in which every effect kind, condition and
"→" cost kind the Immortality content names that the module does NOT handle yet is registered as a
handler that raises an AssertionError naming it if it is ever executed: the tests exercise only
real rules, and `STILL_MISSING` is the explicit list of what the module still lacks
(tests/test_immortality_rules.py checks it is exactly that). Test code: never imported by landsraad/.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import landsraad.modules  # noqa: F401  (registers the immortality module, which sets PLANNED, first)
from landsraad.rules.events import Triggers
from landsraad.rules.ruleset import PLANNED, Module, register_module
from landsraad.rules.state import GameConfig, GameState

# Every handler key the Immortality content names that the `immortality` module has no rule for
# yet: effect kinds and `custom:` effects; conditions as `cond:<name>` (those with a value listed
# in VALUE_CONDITIONS too); "→" cost kinds as `cost:<kind>`.
STILL_MISSING: tuple[str, ...] = ()
# the conditions above that carry a value: rules/events.py value_conditions
VALUE_CONDITIONS: frozenset[str] = frozenset()


def _missing_effect(key: str) -> Any:
    def handler(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
        raise AssertionError(f"the immortality rules module has no rule for effect {key!r} yet (from {src})")
    return handler


def _missing_condition(name: str) -> Any:
    def handler(s: GameState, seat: int, *args: Any) -> bool:
        raise AssertionError(f"the immortality rules module has no rule for condition {name!r} yet ({args})")
    return handler


def _missing_cost(kind: str) -> Any:
    def handler(s: GameState, seat: int, c: tuple[Any, ...], src: str) -> Any:
        raise AssertionError(f"the immortality rules module has no rule for the cost {kind!r} yet (from {src})")
    return (handler, handler)


def _missing_triggers(t: Triggers) -> None:
    for k in STILL_MISSING:
        if k.startswith("cost:"):
            t.cost_kinds[k[5:]] = _missing_cost(k[5:])
        elif k.startswith("cond:") and k[5:] in VALUE_CONDITIONS:
            t.value_conditions[k[5:]] = _missing_condition(k[5:])


MISSING_RULES = register_module(Module(
    name="immortality_missing_rules", requires=("immortality",),
    effects={k: _missing_effect(k) for k in STILL_MISSING if not k.startswith(("cond:", "cost:"))},
    conditions={k[5:]: _missing_condition(k[5:]) for k in STILL_MISSING
                if k.startswith("cond:") and k[5:] not in VALUE_CONDITIONS},
    triggers=_missing_triggers,
))


@contextmanager
def immortality_allowed() -> Iterator[None]:
    """Lift the players' refusal of the module for the duration (restored afterwards)."""
    why = PLANNED.pop("immortality", None)
    try:
        yield
    finally:
        if why is not None:
            PLANNED["immortality"] = why


def immortality_config(players: int = 4, **kw: Any) -> GameConfig:
    with immortality_allowed():
        return GameConfig(players=players, modules=("immortality", "immortality_missing_rules"), **kw)
