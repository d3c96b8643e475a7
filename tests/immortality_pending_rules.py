"""Test fixture: a base + Immortality ruleset for tests while the `immortality` rules module is
incomplete (the pattern of tests/uprising_pending_rules.py).

The module is open to players since Imperium Ceremony's rule (issue 18: `STILL_MISSING` is empty);
the fixture stays for the tests written against it and for any rule the content names later
(`check_handlers` refuses content whose effect kinds have no rule). `immortality_config(...)` lifts a
refusal if there is one and adds the module `immortality_missing_rules`, in which every effect kind, condition and
"→" cost kind the Immortality content names that the module does NOT handle yet is registered as a
handler that raises an AssertionError naming it if it is ever executed: the tests exercise only
real rules, and `STILL_MISSING` is the explicit list of what the module still lacks
(tests/test_immortality_rules.py checks it is exactly that; the mechanism is tests/pending_rules.py). Test code: never imported by landsraad/.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import Any

from landsraad.rules.state import GameConfig
from tests.pending_rules import allowed, missing_rules_module

# Every handler key the Immortality content names that the `immortality` module has no rule for
# yet (tests/pending_rules.py says how each kind of key is written).
STILL_MISSING: tuple[str, ...] = ()
# the conditions above that carry a value: rules/events.py value_conditions
VALUE_CONDITIONS: frozenset[str] = frozenset()

MISSING_RULES = missing_rules_module("immortality_missing_rules", "immortality", STILL_MISSING, VALUE_CONDITIONS)


def immortality_allowed() -> AbstractContextManager[None]:
    """Lift the players' refusal of the module for the duration (restored afterwards)."""
    return allowed("immortality")


def immortality_config(players: int = 4, **kw: Any) -> GameConfig:
    with immortality_allowed():
        return GameConfig(players=players, modules=("immortality", "immortality_missing_rules"), **kw)
