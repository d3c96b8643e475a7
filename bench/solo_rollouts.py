"""What a solo rollout costs (issue 31): to the end of the round against to the end of the game.

    python -m bench.solo_rollouts --edition base --difficulty mercenary --games 3 --rollouts 5

Plays `--games` solo games of `heuristic:medium` (seeds `--seed`..), keeps the player's view at its
first real decision of every round, and from each runs `--rollouts` greedy rollouts of `search`
(agents/search.py `rollout`, each in a world sampled from that view) to the end of the round and to
the end of the game. Prints per round the CPU (process) ms per rollout and the decisions per
rollout of each, and the means: what `search:full=1` (every rollout to the end) and `full=2` (to
the end only in the last rounds) cost against the default.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from landsraad.agents.search import rollout
from landsraad.rules.hidden import determinize
from landsraad.rules.phases import new_game
from landsraad.rules.state import GameConfig
from landsraad.rules.view import view
from landsraad.sim import make_agents


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.solo_rollouts", description=__doc__.split("\n\n")[0])
    ap.add_argument("--edition", default="base")
    ap.add_argument("--difficulty", default="mercenary")
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--rollouts", type=int, default=5, help="rollouts of each kind per round and game")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    if args.games < 1 or args.rollouts < 1:
        raise SystemExit("--games and --rollouts are at least 1")
    cfg = GameConfig(edition=args.edition, players=1, difficulty=args.difficulty)
    # (round, "round" | "game") -> [rollouts, CPU seconds, decisions]
    stats: dict[tuple[int, str], list[float]] = defaultdict(lambda: [0, 0.0, 0])
    rng = random.Random(args.seed)
    for g in range(args.games):
        seed = args.seed + g
        s = new_game(cfg, seed)
        agent = make_agents(["heuristic:medium"], 1, seed)[0]
        me = next(p.seat for p in s.players if p.seat not in s.automa)
        views: dict[int, dict[str, Any]] = {}
        while not s.is_terminal():
            seat = s.current_player()
            if seat == me and s.round not in views and len(s.legal_actions()) > 1:
                views[s.round] = view(s, me)
            s.apply(agent.act(view(s, seat)))
        for r, v in sorted(views.items()):
            for kind in ("round", "game"):
                for i in range(args.rollouts):
                    world = determinize(v["state"], rng)
                    before = world.version  # actions applied (greedy choices try theirs on clones)
                    c = time.process_time()
                    rollout(world, me, random.Random(i), greedy=True, to_end=kind == "game")
                    row = stats[(r, kind)]
                    row[0] += 1
                    row[1] += time.process_time() - c
                    row[2] += world.version - before
    print(f"{args.edition} solo {args.difficulty}: greedy rollouts from the player's first decision of each round "
          f"({args.games} games, {args.rollouts} of each kind a round)")
    print("| round | to the round's end: ms CPU | decisions | to the game's end: ms CPU | decisions |")
    print("|---|---|---|---|---|")
    for r in sorted({r for r, _ in stats}):
        a, b = stats[(r, "round")], stats[(r, "game")]
        print(f"| {r} | {1000 * a[1] / a[0]:.1f} | {a[2] / a[0]:.0f} | {1000 * b[1] / b[0]:.1f} | {b[2] / b[0]:.0f} |")
    for kind in ("round", "game"):
        rows = [v for (_, k), v in stats.items() if k == kind]
        n = sum(v[0] for v in rows)
        print(f"mean to the {kind}'s end: {1000 * sum(v[1] for v in rows) / n:.1f} ms CPU, "
              f"{sum(v[2] for v in rows) / n:.0f} decisions a rollout")
    return 0


if __name__ == "__main__":
    sys.exit(main())
