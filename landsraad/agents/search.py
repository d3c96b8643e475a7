"""`search` (hard): determinized rollouts with a per-decision time or iteration budget.

Each iteration samples a full state consistent with the view (`determinize`), applies a
candidate action, plays the rest of the round with a cheap guided policy, and scores the
position at the round's end (or the game's end) with the heuristic evaluation. Candidates are
visited with UCB1 so promising actions get more rollouts. It never sees the real state: only
the view, and samples of it.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from landsraad.agents.base import legal_of
from landsraad.agents.heuristic import relative
from landsraad.rules.hidden import determinize
from landsraad.rules.state import GameState

# rollout policy: prefer actions that tend to be good, keep every option possible
ROLLOUT_WEIGHTS = {"acquire": 4.0, "agent": 2.0, "play": 2.0, "pay": 2.0, "reveal": 0.4,
                   "done": 0.6, "pass": 1.0, "decline": 0.7}


def rollout_pick(legal: list[str], rng: random.Random) -> str:
    weights = []
    for a in legal:
        head = a.split(" ", 1)[0]
        w = ROLLOUT_WEIGHTS.get(head, 1.0)
        if head == "deploy":  # moderate deployments
            k = int(a.split()[1])
            w = 1.0 / (1 + abs(k - 2))
        weights.append(w)
    return rng.choices(legal, weights=weights, k=1)[0]


def rollout(s: GameState, seat: int, rng: random.Random, max_steps: int = 400) -> float:
    start_round = s.round
    steps = 0
    while not s.is_terminal() and s.round == start_round and steps < max_steps:
        s.apply(rollout_pick(s.legal_actions(), rng))
        steps += 1
    return relative(s, seat)


class SearchAgent:
    name = "search"

    def __init__(self, seed: int = 0, budget_s: float = 1.0, iterations: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.budget_s = budget_s
        self.iterations = iterations
        self.last_iterations = 0

    def act(self, view: dict[str, Any]) -> str:
        legal = legal_of(view)
        if len(legal) == 1:
            return legal[0]
        seat = int(view["seat"])
        public = view["state"]
        n = dict.fromkeys(legal, 0)
        total = dict.fromkeys(legal, 0.0)
        deadline = time.perf_counter() + self.budget_s
        it = 0
        while True:
            if self.iterations is not None:
                if it >= self.iterations:
                    break
            elif time.perf_counter() >= deadline:
                break
            if it < len(legal):
                a = legal[it]
            else:
                logn = math.log(it)
                a = max(legal, key=lambda x: total[x] / n[x] + 25.0 * math.sqrt(logn / n[x]))
            s = determinize(public, self.rng)
            s.apply(a)
            total[a] += rollout(s, seat, self.rng)
            n[a] += 1
            it += 1
        self.last_iterations = it
        return max(legal, key=lambda x: (total[x] / n[x]) if n[x] else -1e9)
