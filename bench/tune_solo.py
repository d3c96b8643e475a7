"""Tune the solo evaluation weights (issue 31) from our own games: a coordinate search.

    nice -n 19 python -m bench.tune_solo --base 120 --uprising 40 --seed 1000 --minutes 25 \
        --out landsraad/agents/solo_weights.json

The fitness of a weight set is the mean margin, in VP, of `heuristic:medium` over the leading Rival
(player VP - the better Rival's VP: negative while it loses) in solo games at `--difficulty`, the
same seeds for every weight set (paired: the seeds' luck cancels out of a comparison), `--base` base
games (seeds `--seed`..) and `--uprising` Uprising games. `heuristic` games are cheap (~0.1-0.4 s)
and the one-step heuristic is `search`'s prior and its rollouts' evaluation, so a gain here is
checked afterwards with `search` on other seeds (docs/agents.md).

The search: each weight in turn is multiplied, then divided, by a step factor (1.6, then its square
root after each full pass); a change is kept when the fitness rises by more than `--eps` VP. It
stops after `--minutes` and writes the best set with the command, the seeds and the games measured
(`--out`; the agent reads landsraad/agents/solo_weights.json). It tunes the common table: an
edition's own values (the file's "editions") are left out of its games. Clean-room: nothing but our engine's
games.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing as mp
import sys
import time
from collections.abc import Sequence

from landsraad.agents import heuristic
from landsraad.rules.state import GameConfig
from landsraad.sim import make_agents, play_game

# weights not tuned: the unit (1 VP = 10) and one the evaluation does not read
FIXED = ("vp", "agent_use")
CAPPED = {"garrison_late": 1.0}  # a fraction of the troop's worth: at most all of it
# tried first (a run may stop before a full pass): the race's terms and the player's scoring paths,
# which the diagnosis (bench/solo_diag.py, docs/agents.md) points at, then the resources
ORDER = ("rival_relative", "conflict", "toward_alliance", "toward_vp", "influence", "card_cost", "garrison",
         "intrigue", "spice", "solari", "water", "near_alliance", "high_council", "swordmaster")



def solo_margins(edition: str, difficulty: str, seeds: Sequence[int]) -> list[tuple[int, int]]:
    """(player VP - leading Rival VP, won) of `heuristic:medium` solo games, one per seed, with the
    solo weights as they are set now (the tuners set them around the call)."""
    cfg = GameConfig(edition=edition, players=1, difficulty=difficulty)
    out = []
    for seed in seeds:
        s = play_game(cfg, seed, make_agents(["heuristic:medium"], 1, seed)).state
        me = next(p.seat for p in s.players if p.seat not in s.automa)
        rival = max(s.players[q].vp for q in s.automa)
        out.append((s.players[me].vp - rival, int(s.winner == me)))
    return out

def play_chunk(task: tuple[dict[str, float], str, str, list[int]]) -> list[tuple[int, int]]:
    """(player VP - leading Rival VP, won) for each seed, with these solo weights."""
    weights, edition, difficulty, seeds = task
    # the agent reads these tables (module-level): the common one set, the editions' own left out
    # (the run tunes the common table), then both restored
    table, editions = heuristic.SOLO_EVAL, heuristic.SOLO_EDITIONS
    saved, saved_editions = dict(table), dict(editions)
    table.update(weights)
    editions.clear()
    try:
        return solo_margins(edition, difficulty, seeds)
    finally:
        table.update(saved)
        editions.update(saved_editions)


class Fitness:
    def __init__(self, pool: mp.pool.Pool, difficulty: str, base: int, uprising: int, seed: int) -> None:
        self.pool = pool
        self.difficulty = difficulty
        self.games = [("base", seed + g) for g in range(base)] + [("uprising", seed + g) for g in range(uprising)]
        self.evaluations = 0

    def __call__(self, weights: dict[str, float]) -> tuple[float, int]:
        tasks = []
        for edition in ("base", "uprising"):
            seeds = [sd for e, sd in self.games if e == edition]
            tasks += [(weights, edition, self.difficulty, seeds[i:i + 8]) for i in range(0, len(seeds), 8)]
        results = [r for chunk in self.pool.map(play_chunk, tasks) for r in chunk]
        self.evaluations += 1
        return sum(m for m, _ in results) / len(results), sum(w for _, w in results)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.tune_solo", description=__doc__.split("\n\n")[0])
    ap.add_argument("--difficulty", default="mercenary")
    ap.add_argument("--base", type=int, default=120, help="base solo games per fitness")
    ap.add_argument("--uprising", type=int, default=40, help="Uprising solo games per fitness")
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--minutes", type=float, default=20.0)
    ap.add_argument("--eps", type=float, default=0.1, help="least gain in mean VP margin to keep a change")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--out", default="")
    args = ap.parse_args(argv)
    if args.base < 0 or args.uprising < 0 or args.base + args.uprising < 1:
        raise SystemExit("--base and --uprising are counts of games, at least one in all")
    command = "python -m bench.tune_solo " + " ".join(sys.argv[1:] if argv is None else argv)
    weights = dict(heuristic.SOLO_EVAL)
    keys = [k for k in ORDER if k in weights] + [k for k in weights if k not in FIXED and k not in ORDER]
    deadline = time.monotonic() + 60 * args.minutes
    with mp.get_context("fork").Pool(args.workers) as pool:
        fit = Fitness(pool, args.difficulty, args.base, args.uprising, args.seed)
        start_fit, start_wins = best, wins = fit(weights)
        print(f"start: margin {best:+.3f} VP, {wins} wins of {len(fit.games)}", flush=True)
        step = 1.6
        while time.monotonic() < deadline:
            improved = False
            for k in keys:
                for factor in (step, 1 / step):
                    if time.monotonic() >= deadline:
                        break
                    trial = dict(weights)
                    trial[k] = round(min(weights[k] * factor, CAPPED.get(k, math.inf)), 4)
                    if trial[k] == weights[k]:
                        continue
                    f, w = fit(trial)
                    keep = f > best + args.eps
                    print(f"{k} {weights[k]} -> {trial[k]}: margin {f:+.3f} ({w} wins)"
                          f"{'  kept' if keep else ''}", flush=True)
                    if keep:
                        weights, best, wins, improved = trial, f, w, True
                        break
            if not improved:
                step = math.sqrt(step)
                if step < 1.05:
                    break
    tuned = {k: v for k, v in weights.items() if v != heuristic.SOLO_DEFAULTS[k]}
    print(f"best: margin {best:+.3f} VP ({wins} wins) against {start_fit:+.3f} ({start_wins} wins) at the "
          f"start, {fit.evaluations} weight sets; changed: {tuned}", flush=True)
    if args.out:
        data = {"about": "solo evaluation weights (agents/heuristic.py SOLO_EVAL), tuned by a coordinate "
                         "search on heuristic:medium solo games: mean VP margin over the leading Rival",
                "command": command, "difficulty": args.difficulty,
                "games": {"base": [args.seed, args.seed + args.base - 1] if args.base else [],
                          "uprising": [args.seed, args.seed + args.uprising - 1] if args.uprising else []},
                "fitness": {"start": round(start_fit, 4), "start_wins": start_wins,
                            "best": round(best, 4), "best_wins": wins, "weight_sets": fit.evaluations},
                "weights": tuned}
        with open(args.out, "w", encoding="utf-8") as fh:
            json.dump(data, fh, indent=2)
            fh.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
