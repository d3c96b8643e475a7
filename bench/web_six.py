"""The browser's message per seat (`client_view`: what the server sends a page after each move) in a
six-player game (seed 002; its web part adds the teams' tags, the personal tracks and the Teams block)
against a 4-player Uprising game with CHOAM, over every decision of two fixed-seed random games, each
for the deciding seat: messages per second, best of five. `python -m bench.web_six`. The six-player
mode is opened for this process only if it is still refused (`PLANNED`)."""

from __future__ import annotations

import random
import time
from typing import Any

from landsraad import GameConfig, new_game, view
from landsraad.interfaces.web.client import client_view
from landsraad.rules.editions import ruleset_of
from landsraad.rules.ruleset import PLANNED, module_parts


def _views(players: int, modules: tuple[str, ...]) -> list[dict[str, Any]]:
    out = []
    for g in range(2):
        s = new_game(GameConfig(edition="uprising", players=players, modules=modules, leaders=("random",) * players),
                     seed=200 + g)
        rng = random.Random(g)
        while not s.is_terminal():
            d = s.pending
            out.append(view(s, d[1] if d else 0))
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
    return out


def main() -> None:
    module_parts("uprising")
    PLANNED.pop("uprising_six", None)
    for label, players, modules in (("uprising 4p + choam", 4, ("choam",)), ("six players", 6, ("choam", "uprising_six"))):
        views = _views(players, modules)
        content = ruleset_of("uprising", modules).content
        best = float("inf")
        for _ in range(5):  # best of five: the machine is shared
            t = time.perf_counter()
            for v in views:
                client_view(v, content, log=[], log_from=0, game={}, undo=0)
            best = min(best, time.perf_counter() - t)
        print(f"{label:22s} client_view: {len(views) / best:8.0f} messages/s ({len(views)} views, "
              f"{best / len(views) * 1e6:.0f} µs each)")


if __name__ == "__main__":
    main()
