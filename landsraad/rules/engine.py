"""The engine loop: run frames until a decision is needed; validate and apply actions.

A *frame* is a tuple on `state.stack` (LIFO). `run` pops and executes frames until one sets
`state.pending` (a decision for a seat) or the game ends. `apply_action` checks the action
against `legal_actions` first, so an illegal action raises before anything changes.
Decisions with a single legal option are resolved automatically (nothing to choose), except
the turn decision (Agent turn / Reveal), which is always asked: docs/rulings.md R6.
"""

from __future__ import annotations

from collections.abc import Callable

from landsraad.core.errors import IllegalActionError
from landsraad.rules.registry import ALWAYS_ASK, DECISIONS, OPS
from landsraad.rules.state import GameState

# Run whenever a decision is pending, before it is offered or auto-resolved: rules that keep a
# player's standing knowledge up to date (Paul Atreides's Prescience looks at the top card of his
# deck "at any time": rules/leaders.py). Hooks must be idempotent.
DECISION_HOOKS: list[Callable[[GameState], None]] = []


# Intrigue windows asked of every human when GameConfig.ask_all_intrigue_windows is set
INTRIGUE_WINDOWS = frozenset({"combat", "win", "endgame"})


def run(s: GameState) -> None:
    stack = s.stack
    while True:
        pending = s.pending
        if pending is not None:
            for hook in DECISION_HOOKS:
                hook(s)
            if pending[0] in ALWAYS_ASK or (s.config.ask_all_intrigue_windows and pending[0] in INTRIGUE_WINDOWS
                                              and pending[1] not in s.automa):
                return
            legal = _legal(s, pending)
            if len(legal) > 1:
                s._legal = (pending, legal)  # offered as is: legal_actions/apply reuse it
                return
            s.pending = None
            if legal:  # one option: nothing to choose; none: the decision lapses
                DECISIONS[pending[0]][1](s, pending, legal[0])
            continue
        if not stack:
            return
        frame = stack.pop()
        OPS[frame[0]](s, frame)


def _legal(s: GameState, pending: tuple) -> list[str]:  # type: ignore[type-arg]
    legal = DECISIONS[pending[0]][0](s, pending)
    if s.automa and pending[1] in s.automa:
        from landsraad.rules.hagal import automa_legal

        legal = automa_legal(s, pending, legal)
    return legal


def _cached_legal(s: GameState) -> list[str]:
    """Legal actions of the pending decision, computed once per decision: a new decision is
    always a new `pending` tuple, so identity is the cache key (apply validates with it too)."""
    pending = s.pending
    if pending is None:
        return []
    cache = s._legal
    if cache is not None and cache[0] is pending:
        return cache[1]
    legal = _legal(s, pending)
    s._legal = (pending, legal)
    return legal


def legal_actions(s: GameState) -> list[str]:
    return list(_cached_legal(s))


def normalize(action: str) -> str:
    """The notation is lower-case words separated by single spaces."""
    if not isinstance(action, str):
        raise IllegalActionError(f"an action is text in the action notation, got {type(action).__name__}")
    return " ".join(action.strip().lower().split())


def apply_action(s: GameState, action: str, seat: int | None = None) -> None:
    """`seat`: the seat submitting the action, for callers that take actions from several seats;
    only the seat that must decide (`current_player`) may act."""
    if s.pending is None:
        raise IllegalActionError("the game is over; no action can be applied")
    if seat is not None and seat != s.current_player():
        raise IllegalActionError(
            f"P{seat} cannot act now: it is not their decision (P{s.current_player()} must decide: {s.pending[0]})")
    legal = _cached_legal(s)
    a = action
    if a not in legal:  # legal actions are in normal form: only an action not found is normalized
        a = normalize(action)
        if a not in legal:
            from landsraad.rules.explain import why_illegal

            raise IllegalActionError(why_illegal(s, a, legal))
    pending, s.pending = s.pending, None
    s.version += 1
    DECISIONS[pending[0]][1](s, pending, a)
    run(s)
