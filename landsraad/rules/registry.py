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
# What players read for a rule that is not a plain effect of the vocabulary, declared beside the
# rule itself (interfaces/texts.py shows it): "custom:<name>" effects, "cond:<name>" named
# conditions, "card:<id>" a card's rule outside its boxes (Kwisatz Haderach's Agent),
# "hagal:<id>" a House Hagal card's own instruction (Reshuffle), "automa:<rule>" what every House
# Hagal card's icons mean (rules/hagal.py). Our own words, checked like the data.
RULE_TEXTS: dict[str, str] = {}


def op(name: str) -> Callable[[OpFn], OpFn]:
    def deco(fn: OpFn) -> OpFn:
        OPS[name] = fn
        return fn
    return deco


def effect(name: str, text: str | None = None) -> Callable[[EffectFn], EffectFn]:
    """Register an effect kind; `text`: its rule text for players (every `custom:` effect has one)."""
    def deco(fn: EffectFn) -> EffectFn:
        EFFECTS[name] = fn
        if text is not None:
            RULE_TEXTS[name] = text
        return fn
    return deco


def decision(name: str, legal: LegalFn) -> Callable[[ApplyFn], ApplyFn]:
    def deco(fn: ApplyFn) -> ApplyFn:
        DECISIONS[name] = (legal, fn)
        return fn
    return deco


def condition_fn(name: str, text: str | None = None) -> Callable[[CondFn], CondFn]:
    """Register a named condition: fn(state, seat, source) -> bool (content: {custom: name});
    `text`: the condition as players read it, a clause such as "if you have ..."."""
    def deco(fn: CondFn) -> CondFn:
        CONDITIONS[name] = fn
        if text is not None:
            RULE_TEXTS[f"cond:{name}"] = text
        return fn
    return deco
