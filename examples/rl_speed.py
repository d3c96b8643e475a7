"""Environment steps per second (docs/rl.md, Measurements).

    python examples/rl_speed.py [--games 20]

Measures, with uniformly random legal actions: the bare engine (decisions/s), the PettingZoo AEC
environment with every seat learning (observe + mask + step per decision), and the Gymnasium
wrapper with random opponents (learning-seat steps/s; the opponents' decisions run inside).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import landsraad.rl as rl  # noqa: E402
from landsraad import GameConfig, new_game  # noqa: E402


def engine(players: int, games: int) -> float:
    rng = np.random.default_rng(0)
    n, t = 0, time.perf_counter()
    for g in range(games):
        s = new_game(GameConfig(players=players, leaders=("random",) * players), g)
        while not s.is_terminal():
            legal = s.legal_actions()
            s.apply(legal[int(rng.integers(len(legal)))])
            n += 1
    return n / (time.perf_counter() - t)


def aec(players: int, games: int) -> float:
    e = rl.raw_env(players=players)
    rng = np.random.default_rng(0)
    n, t = 0, time.perf_counter()
    for g in range(games):
        e.reset(seed=g)
        while not all(e.terminations.values()):
            m = e.observe(e.agent_selection)["action_mask"]
            e.step(int(rng.choice(np.flatnonzero(m))))
            n += 1
    return n / (time.perf_counter() - t)


def gym(players: int, games: int) -> float:
    g = rl.gym_env(players=players, seat="random", opponents="random", flatten=True)
    rng = np.random.default_rng(0)
    n, t = 0, time.perf_counter()
    for i in range(games):
        g.reset(seed=i)
        done = False
        while not done:
            _o, _r, done, _t, _i = g.step(int(rng.choice(np.flatnonzero(g.action_masks()))))
            n += 1
    return n / (time.perf_counter() - t)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=20)
    args = ap.parse_args()
    rl.action_codec(), rl.observation_encoder()  # load the content before timing
    out = {}
    for players in (3, 4):
        out[f"{players}p"] = {
            "engine_decisions_per_s": round(engine(players, args.games)),
            "aec_steps_per_s": round(aec(players, args.games)),
            "gym_learner_steps_per_s_vs_random": round(gym(players, args.games)),
        }
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
