"""Tune one edition's solo evaluation weights (issue 31) with a separable CMA-ES, from our own games.

    nice -n 10 python -m bench.cma_solo --edition base --games 200 --seed 4000 --minutes 50 \
        --popsize 8 --out /tmp/cma.json

The fitness of a weight set is `heuristic:medium`'s mean margin, in VP, over the leading Rival
(player VP - the better Rival's VP) in `--games` solo games of `--edition` at `--difficulty`, the
same seeds for every set (paired: the seeds' luck cancels out of a comparison). The search runs in
log space over multiplicative factors on the edition's current table (`SOLO_EDITIONS`, else the
common one): each candidate is the table with `KEYS` scaled, so the start (the mean) is the weights
in use. A separable CMA-ES (diagonal covariance; Ros & Hansen 2008) needs no library and suits a
few generations of a dozen dimensions. Every generation prints its best and its mean; at the end
the mean of the last generation and the best set seen are evaluated once more on the same seeds and
written with the command and the games (`--out`). Clean-room: nothing but our engine's games. Keep
a result only after a paired check on fresh seeds (docs/agents.md, session 43).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing as mp
import random
import sys
import time
from collections.abc import Sequence

from bench.tune_solo import solo_margins
from landsraad.agents import heuristic

# the weights searched: the player's economy (the session-41 screen moved these by up to 1.4 VP),
# its Conflict term, and the weight of the leading Rival's worth
KEYS = ("solari", "spice", "water", "intrigue", "garrison", "card_cost", "conflict", "rival_relative")
CAPPED = {"garrison_late": 1.0}


def play_chunk(task: tuple[dict[str, float], str, str, list[int]]) -> list[tuple[int, int]]:
    """(player VP - leading Rival VP, won) for each seed with `weights` as the edition's table."""
    weights, edition, difficulty, seeds = task
    saved = heuristic.SOLO_EDITIONS.get(edition)
    heuristic.SOLO_EDITIONS[edition] = weights
    try:
        return solo_margins(edition, difficulty, seeds)
    finally:
        if saved is None:
            heuristic.SOLO_EDITIONS.pop(edition, None)
        else:
            heuristic.SOLO_EDITIONS[edition] = saved


def table(start: dict[str, float], x: Sequence[float]) -> dict[str, float]:
    """The start table with KEYS[i] multiplied by exp(x[i])."""
    out = dict(start)
    for k, xi in zip(KEYS, x, strict=True):
        out[k] = round(min(start[k] * math.exp(xi), CAPPED.get(k, math.inf)), 4)
    return out


class SepCMA:
    """A separable CMA-ES (Ros & Hansen 2008: the covariance kept diagonal), maximising: `ask` gives
    `popsize` points (each with its standard normal draw), `tell` takes them back with their
    fitness and moves the mean, the step and the per-coordinate variances."""

    def __init__(self, n: int, sigma: float, popsize: int, rng: random.Random) -> None:
        if n < 1 or popsize < 2 or not sigma > 0:
            raise ValueError("SepCMA: at least one dimension, two points a generation and a positive step")
        self.n, self.sigma, self.lam, self.rng = n, sigma, popsize, rng
        self.mu = popsize // 2
        raw = [math.log(self.mu + 0.5) - math.log(i + 1) for i in range(self.mu)]
        self.weights = [r / sum(raw) for r in raw]
        self.mueff = 1.0 / sum(w * w for w in self.weights)
        self.cs = (self.mueff + 2) / (n + self.mueff + 5)
        self.ds = 1 + 2 * max(0.0, math.sqrt((self.mueff - 1) / (n + 1)) - 1) + self.cs
        self.cc = 4 / (n + 4)
        # the rank-one and rank-mu learning rates of the full CMA-ES, scaled by (n + 2) / 3
        self.c1 = (n + 2) / 3 * 2 / ((n + 1.3) ** 2 + self.mueff)
        self.cmu = min(1 - self.c1, (n + 2) / 3 * 2 * (self.mueff - 2 + 1 / self.mueff) / ((n + 2) ** 2 + self.mueff))
        self.chi = math.sqrt(n) * (1 - 1 / (4 * n) + 1 / (21 * n * n))
        self.mean = [0.0] * n
        self.diag, self.pc, self.ps = [1.0] * n, [0.0] * n, [0.0] * n
        self.generation = 0

    def ask(self) -> list[tuple[list[float], list[float]]]:
        zs = [[self.rng.gauss(0.0, 1.0) for _ in range(self.n)] for _ in range(self.lam)]
        return [(z, [self.mean[i] + self.sigma * math.sqrt(self.diag[i]) * z[i] for i in range(self.n)]) for z in zs]

    def tell(self, scored: list[tuple[float, list[float], list[float]]]) -> None:
        """`scored`: (fitness, z, x) for each point `ask` gave."""
        n, mu, w = self.n, self.mu, self.weights
        self.generation += 1
        best = sorted(scored, key=lambda t: -t[0])[:mu]
        old = self.mean
        self.mean = [sum(w[j] * best[j][2][i] for j in range(mu)) for i in range(n)]
        zw = [sum(w[j] * best[j][1][i] for j in range(mu)) for i in range(n)]
        self.ps = [(1 - self.cs) * self.ps[i] + math.sqrt(self.cs * (2 - self.cs) * self.mueff) * zw[i]
                   for i in range(n)]
        norm = math.sqrt(sum(p * p for p in self.ps))
        hsig = norm / math.sqrt(1 - (1 - self.cs) ** (2 * self.generation)) < (1.4 + 2 / (n + 1)) * self.chi
        self.pc = [(1 - self.cc) * self.pc[i]
                   + hsig * math.sqrt(self.cc * (2 - self.cc) * self.mueff) * (self.mean[i] - old[i]) / self.sigma
                   for i in range(n)]
        self.diag = [(1 - self.c1 - self.cmu) * self.diag[i] + self.c1 * self.pc[i] ** 2
                     + self.cmu * sum(w[j] * self.diag[i] * best[j][1][i] ** 2 for j in range(mu)) for i in range(n)]
        self.sigma *= math.exp(self.cs / self.ds * (norm / self.chi - 1))


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.cma_solo", description=__doc__.split("\n\n")[0])
    ap.add_argument("--edition", default="base")
    ap.add_argument("--difficulty", default="mercenary")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=4000)
    ap.add_argument("--minutes", type=float, default=40.0)
    ap.add_argument("--popsize", type=int, default=8)
    ap.add_argument("--sigma", type=float, default=0.35, help="initial step, in log space (0.35: x1.4)")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--rng", type=int, default=0, help="the search's own random seed")
    ap.add_argument("--out", default="")
    args = ap.parse_args(argv)
    if args.games < 1 or args.popsize < 2:
        raise SystemExit("--games is at least 1 and --popsize at least 2")
    command = "python -m bench.cma_solo " + " ".join(sys.argv[1:] if argv is None else argv)
    start = dict(heuristic.SOLO_EDITIONS.get(args.edition, heuristic.SOLO_EVAL))
    seeds = list(range(args.seed, args.seed + args.games))
    chunks = [seeds[i:i + 10] for i in range(0, len(seeds), 10)]
    deadline = time.monotonic() + 60 * args.minutes
    cma = SepCMA(len(KEYS), args.sigma, args.popsize, random.Random(args.rng))
    seen: list[tuple[float, int, dict[str, float]]] = []
    with mp.get_context("fork").Pool(args.workers) as pool:

        def fitness(w: dict[str, float]) -> tuple[float, int]:
            res = [r for c in pool.map(play_chunk, [(w, args.edition, args.difficulty, c) for c in chunks]) for r in c]
            return sum(m for m, _ in res) / len(res), sum(v for _, v in res)

        f0, w0 = fitness(start)
        print(f"start: margin {f0:+.3f} VP, {w0} wins of {args.games}", flush=True)
        while time.monotonic() < deadline:
            scored = []
            for z, x in cma.ask():
                f, v = fitness(table(start, x))
                seen.append((f, v, table(start, x)))
                scored.append((f, z, x))
            cma.tell(scored)
            print(f"generation {cma.generation}: best {max(t[0] for t in scored):+.3f} VP, mean of the population "
                  f"{sum(t[0] for t in scored) / len(scored):+.3f}, sigma {cma.sigma:.3f}; mean factors "
                  + ", ".join(f"{k} x{math.exp(m):.2f}" for k, m in zip(KEYS, cma.mean, strict=True)), flush=True)
        mean = cma.mean
        gen = cma.generation
        final = table(start, mean)
        ff, fw = fitness(final)
        top = max(seen, key=lambda t: t[0]) if seen else (f0, w0, start)
    print(f"the search's mean: margin {ff:+.3f} VP ({fw} wins); best set seen {top[0]:+.3f} ({top[1]} wins; "
          f"the best of {len(seen)} draws, biased upwards); start {f0:+.3f} ({w0} wins)", flush=True)
    if args.out:
        data = {"command": command, "edition": args.edition, "difficulty": args.difficulty,
                "games": [seeds[0], seeds[-1]], "weight_sets": len(seen) + 2, "generations": gen,
                "fitness": {"start": round(f0, 4), "start_wins": w0, "mean": round(ff, 4), "mean_wins": fw,
                            "best_seen": round(top[0], 4), "best_seen_wins": top[1]},
                "mean": {k: final[k] for k in KEYS}, "best_seen": {k: top[2][k] for k in KEYS}}
        with open(args.out, "w", encoding="utf-8") as fh:
            json.dump(data, fh, indent=2)
            fh.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
