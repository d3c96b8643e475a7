"""Dispatch tables filled by the rules modules (flow, effects, decisions).

Frames on the state's stack and pending decisions are plain tuples whose first item names
their handler here; that is what keeps a state clonable and serializable mid-decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from landsraad.rules.state import GameState

Frame = tuple[Any, ...]
OpFn = Callable[["GameState", Frame], None]
LegalFn = Callable[["GameState", Frame], list[str]]
ApplyFn = Callable[["GameState", Frame, str], None]
EffectFn = Callable[["GameState", int, tuple[Any, ...], str], None]
CondFn = Callable[["GameState", int, str], bool]

OPS: dict[str, OpFn] = {}
DECISIONS: dict[str, tuple[LegalFn, ApplyFn]] = {}
EFFECTS: dict[str, EffectFn] = {}
# Named conditions for `{custom: <name>}` in content (`condition:` of an Intrigue, `if:` effects).
CONDITIONS: dict[str, CondFn] = {}
# Decisions that are offered even with one legal option (a real turn choice: Reveal).
ALWAYS_ASK: set[str] = {"turn"}


def op(name: str) -> Callable[[OpFn], OpFn]:
    def deco(fn: OpFn) -> OpFn:
        OPS[name] = fn
        return fn
    return deco


def effect(name: str) -> Callable[[EffectFn], EffectFn]:
    def deco(fn: EffectFn) -> EffectFn:
        EFFECTS[name] = fn
        return fn
    return deco


def decision(name: str, legal: LegalFn) -> Callable[[ApplyFn], ApplyFn]:
    def deco(fn: ApplyFn) -> ApplyFn:
        DECISIONS[name] = (legal, fn)
        return fn
    return deco


def condition_fn(name: str) -> Callable[[CondFn], CondFn]:
    """Register a named condition: fn(state, seat, source) -> bool (content: {custom: name})."""
    def deco(fn: CondFn) -> CondFn:
        CONDITIONS[name] = fn
        return fn
    return deco
