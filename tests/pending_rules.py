"""Test fixture shared by tests/uprising_pending_rules.py and tests/immortality_pending_rules.py:
a test-only module standing in for the rules a product's module does not have yet.

`missing_rules_module(name, product, still_missing)` registers a module `name` requiring `product`
in which every key of `still_missing` (effect kinds and `custom:` effects; conditions as
`cond:<name>`, those in `value_conditions` carrying a value; "→" cost kinds as `cost:<kind>`; a
leader's left ability as `ability:<leader>`) is a handler that raises an AssertionError naming
the missing rule if it is ever executed: tests exercise only real rules, and the list of what is
missing stays explicit (each product's test checks it is exactly what its module lacks).
`allowed(key)` lifts a players' refusal (`PLANNED[key]`) for the duration. Never imported by
landsraad/.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import landsraad.modules  # noqa: F401  (registers the products' modules, which may set PLANNED, first)
from landsraad.rules.events import Triggers
from landsraad.rules.ruleset import PLANNED, Module, register_module
from landsraad.rules.state import GameState


def missing_effect(product: str, key: str) -> Any:
    def handler(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
        raise AssertionError(f"the {product} rules module has no rule for effect {key!r} yet (from {src})")
    return handler


def missing_condition(product: str, name: str) -> Any:
    def handler(s: GameState, seat: int, *args: Any) -> bool:
        raise AssertionError(f"the {product} rules module has no rule for condition {name!r} yet ({args})")
    return handler


def missing_cost(product: str, kind: str) -> Any:
    def handler(s: GameState, seat: int, c: tuple[Any, ...], src: str) -> Any:
        raise AssertionError(f"the {product} rules module has no rule for the cost {kind!r} yet (from {src})")
    return (handler, handler)


def missing_rules_module(name: str, product: str, still_missing: tuple[str, ...],
                         value_conditions: frozenset[str] = frozenset()) -> Module:
    def triggers(t: Triggers) -> None:
        for k in still_missing:
            if k.startswith("cost:"):
                t.cost_kinds[k[5:]] = missing_cost(product, k[5:])
            elif k.startswith("cond:") and k[5:] in value_conditions:
                t.value_conditions[k[5:]] = missing_condition(product, k[5:])
            elif k.startswith("ability:"):  # never run: its leader is not dealt in these tests
                t.leader_abilities[k[8:]] = ("missing",)

    return register_module(Module(
        name=name, requires=(product,),
        effects={k: missing_effect(product, k) for k in still_missing
                 if not k.startswith(("cond:", "cost:", "ability:"))},
        conditions={k[5:]: missing_condition(product, k[5:]) for k in still_missing
                    if k.startswith("cond:") and k[5:] not in value_conditions},
        triggers=triggers,
    ))


@contextmanager
def allowed(key: str) -> Iterator[None]:
    """Lift the players' refusal of an edition or module for the duration (restored afterwards)."""
    why = PLANNED.pop(key, None)
    try:
        yield
    finally:
        if why is not None:
            PLANNED[key] = why
