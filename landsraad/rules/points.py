"""The named points of a turn where a module adds work, and the engine's side of them.

A module does not look for the core's frames on the stack nor order itself by where it inserts:
it subscribes a function to a point (`Triggers.at(point, fn, order=...)`), and when the core lays
down a turn it asks the point's subscribers, in their declared order, for the frames to run
there (`push_point`). A subscriber is `fn(state, seat) -> frames`, the frames in the order they
run (nothing: `()`); what it needs of the turn is in `state.turn` (seat, space, card). The seat is
the player whose turn it is, -1 at a point that belongs to no player's turn.

The order key: subscribers of a point run by ascending `order`, then in subscription order
(module order, then the order of `at` calls in a module): deterministic whatever the set of
modules. The core's own work at a point has none: a point is empty in the base game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from landsraad.rules.types import AnyState

Frame = tuple[Any, ...]
PointFn = Callable[[AnyState, int], Sequence[Frame]]

# An Agent turn (004 Turno do Agente), in the order it runs: the space's cost, the space's and the
# card's effects, then AGENT_EFFECTS_DONE, the Plot window, the deployment window, then
# AGENT_TURN_END, then the turn ends (`agent_done`: House Hagal's turn, the next player).
AGENT_EFFECTS_DONE = "agent_effects_done"
AGENT_TURN_END = "agent_turn_end"
# A Reveal turn (004 Turno de Revelar): the board's Persuasion, the Reveal boxes and purchases
# (the acquire window), then REVEAL_CLEANUP, then the clean-up (`reveal_done`).
REVEAL_CLEANUP = "reveal_cleanup"
# Setup (004 Preparação): the leaders' setup boxes and the modules' setup steps run first, then
# BEFORE_FIRST_ROUND, then round 1 starts (`round_start`).
BEFORE_FIRST_ROUND = "before_first_round"
# Combat (004 Fase 3): every Combat Intrigue played, then COMBAT_REWARDS, then the places and
# rewards (`combat_resolve`): what may still change the places before they are read (six players'
# ties between Allies, seed 002 "Empates entre Aliados"). A point of no player's turn (seat -1).
COMBAT_REWARDS = "combat_rewards"

POINTS: dict[str, str] = {
    AGENT_EFFECTS_DONE: "an Agent turn: after the space's and the card's effects, before the Plot window "
                        "(Lady Jessica's Other Memories: 002)",
    AGENT_TURN_END: "an Agent turn: after the Plot and deployment windows, before the turn ends "
                    "(Harvest contracts: 002)",
    REVEAL_CLEANUP: "a Reveal turn: after the Reveal boxes and purchases, before the clean-up "
                    "(Lady Amber Metulli's Desert Scouts: 002)",
    BEFORE_FIRST_ROUND: "setup: after the leaders' setup boxes and the modules' setup steps, before round 1 "
                        "(the first two contracts: 002)",
    COMBAT_REWARDS: "combat: after the Combat Intrigues, before the places and rewards are read "
                    "(six players' ties between Allies: 002)",
}

# Where a point is on the stack once its turn is laid down: the core frame it sits just above
# (the point's frames run right before that frame). Only `place_at` reads this.
_BELOW: dict[str, str] = {
    AGENT_EFFECTS_DONE: "plot_window",
    AGENT_TURN_END: "agent_done",
    REVEAL_CLEANUP: "reveal_done",
    BEFORE_FIRST_ROUND: "round_start",
    COMBAT_REWARDS: "combat_resolve",
}


def push_point(s: AnyState, point: str, seat: int) -> None:
    """The core, laying down a turn: push the frames the point's subscribers give, so that they run
    in the declared order (the stack is LIFO: the frame that runs first is pushed last)."""
    subs = s.triggers.points.get(point)
    if subs:
        frames = [f for fn in subs for f in fn(s, seat)]
        if frames:
            s.stack.extend(reversed(frames))


def place_at(s: AnyState, point: str, seat: int, frames: Sequence[Frame]) -> None:
    """Put `frames` (in the order they run) at a point of a turn already laid down, after the
    frames its subscribers gave (they run just before the core frame that follows the point).

    Why it exists: a module's own kind of Agent turn (Immortality's grafted cards, modules/
    immortality/graft.py) starts the core's turn and then adds to it what the core's turn cannot
    know about (the second card's Agent box, Usurp's card to trash). It is the one place that looks
    for the core's frames on the stack; a module names the point, never the frame."""
    below = (_BELOW[point], seat) if point not in (BEFORE_FIRST_ROUND, COMBAT_REWARDS) else (_BELOW[point],)
    st = s.stack
    for i in range(len(st) - 1, -1, -1):
        if st[i] == below:
            st[i + 1:i + 1] = list(reversed(frames))
            return
    raise ValueError(f"no {point!r} point of seat {seat} on the stack")
