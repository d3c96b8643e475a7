"""`random`: uniform over the legal actions. `explorer`: every legal option with non-zero
probability, tilted towards the rarely chosen ones (playing Intrigues, paying "→" costs,
acquiring) so random sweeps reach every card and box."""

from __future__ import annotations

import random
from typing import Any

from landsraad.agents.base import legal_of


class RandomAgent:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def act(self, view: dict[str, Any]) -> str:
        return self.pick(legal_of(view))

    def pick(self, legal: list[str]) -> str:
        return legal[self.rng.randrange(len(legal))]


# weights by the first word of an action; anything not listed weighs 1
# (Immortality: grafting is one action per card against an `agent` action per card and space, and
# specimens given back to the supply at every turn decision would never add up to a Tleilaxu card's cost)
EXPLORER_WEIGHTS = {"play": 6.0, "pay": 3.0, "acquire": 2.0, "agent": 1.0, "reveal": 0.3,
                    "pass": 0.5, "decline": 0.5, "done": 0.5,
                    "graft": 12.0, "graft_row": 12.0, "return_specimen": 0.05}


class ExplorerAgent(RandomAgent):
    name = "explorer"

    def pick(self, legal: list[str]) -> str:
        weights = [EXPLORER_WEIGHTS.get(a.split(" ", 1)[0], 1.0) for a in legal]
        return self.rng.choices(legal, weights=weights, k=1)[0]
