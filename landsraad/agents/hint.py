"""A hint for a human seat (issue 31): the move the strongest agent (`search`, the `hard` level) finds
within about a second, and what it expects to gain by it, in words.

The hint is computed from the seat's view only (`landsraad.view(state, seat)`): the search samples
the hidden cards from what that seat may know (`determinize`), so a hint can never tell a player
anything their view does not (tests/test_hint.py perturbs the hidden cards and gets the same hint).
A hint is refused, with a reason, when the seat has no decision to take.

The gain is the search's mean rollout value of the hinted move against the next best candidate's,
in the evaluation's units (heuristic.WEIGHTS: 1 VP = 10), said as VP.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from landsraad.agents.search import SearchAgent

HINT_ROLLOUTS = 240  # the budget, cut by the time cap below on a slow machine
HINT_CAP_S = 0.9  # seconds: with the prior, a hint is ready within ~1 s
VP_POINTS = 10.0  # evaluation points per VP (heuristic.WEIGHTS["vp"])


class HintRefused(ValueError):
    """No hint for this seat now (it has no decision to take)."""


@dataclass(frozen=True)
class Hint:
    action: str  # the hinted action, in the notation (legal for the seat now)
    runner_up: str | None  # the next best candidate the search compared it with
    gain_vp: float | None  # expected VP gained over the runner-up (None: the only sensible move)
    rollouts: int  # rollouts played to find it

    def words(self) -> str:
        """The expected gain in plain words (English; interfaces translate their own phrasing)."""
        if self.runner_up is None or self.gain_vp is None:
            return f"{self.action}: the only sensible move here"
        if self.gain_vp < 0.05:
            return f"{self.action}: about as good as {self.runner_up}"
        return f"{self.action}: about {self.gain_vp:.1f} VP better by the end of the round than {self.runner_up}"


def hint(v: dict[str, Any], seed: int = 0, rollouts: int = HINT_ROLLOUTS, cap_s: float = HINT_CAP_S) -> Hint:
    """The hint for the seat of view `v`. Raises HintRefused when that seat is not deciding now.
    `cap_s=0` makes it deterministic (the same view and seed, the same hint)."""
    decision = v.get("decision") or {}
    legal = decision.get("legal")
    if not legal:
        raise HintRefused("no hint now: it is not your turn to decide")
    agent = SearchAgent(seed=seed, iterations=rollouts, cap_s=cap_s)
    action = agent.act(v)
    ranked = sorted(agent.last_values.items(), key=lambda kv: kv[1], reverse=True)
    rest = [(a, val) for a, val in ranked if a != action]
    if not rest or action not in agent.last_values:
        return Hint(action=action, runner_up=None, gain_vp=None, rollouts=agent.last_iterations)
    runner, value = rest[0]
    gain = max(0.0, (agent.last_values[action] - value) / VP_POINTS)
    return Hint(action=action, runner_up=runner, gain_vp=round(gain, 2), rollouts=agent.last_iterations)
