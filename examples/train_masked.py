"""Train a small masked policy for Dune: Imperium on CPU and show it beating random bots.

    pip install -e '.[rl-train]'            # sb3-contrib (MaskablePPO); with torch:
    pip install torch==2.13.0               # (a CPU build; see docs/rl.md)
    python examples/train_masked.py --minutes 5

One learning seat (a random seat each game) against random bots, through the Gymnasium wrapper
`landsraad.rl.gym_env` with its action mask (docs/rl.md). The reward comes at the end of the game:
1 for a win plus 0.1 x (own VP - best opponent VP). After training, the policy plays
`--eval-games` fresh games against the same bots and the script prints its win rate with a 95%
Wilson interval, next to a uniformly random policy in the same seat (about 1/players).

Backends: `sb3` = sb3-contrib's MaskablePPO (an MLP policy; needs torch), `numpy` = a linear
softmax policy over the legal actions trained with REINFORCE (no torch; weaker, used by
`--smoke`), `auto` = sb3 when importable, else numpy. `--smoke` trains and evaluates for a few
seconds (the test suite runs it).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import landsraad.rl as rl  # noqa: E402

Policy = Callable[[np.ndarray, np.ndarray], int]


def shaped_reward(result: dict[str, Any], seat: int) -> float:
    return rl.final_reward("win", result, seat) + 0.1 * rl.final_reward("margin", result, seat)


def make_env(players: int, opponents: str, seed: int) -> rl.LandsraadGym:
    env = rl.gym_env(players=players, seat="random", opponents=opponents, reward=shaped_reward, flatten=True)
    env.reset(seed=seed)
    return env


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


def evaluate(policy: Policy, players: int, opponents: str, games: int, seed: int) -> dict[str, Any]:
    env = make_env(players, opponents, seed)
    wins = 0
    margins = []
    for g in range(games):
        obs, info = env.reset(seed=seed + g)
        done = False
        while not done:
            obs, _r, done, _t, info = env.step(policy(obs, env.action_masks()))
        result = info["result"]
        wins += result["winner"] == env.seat
        margins.append(rl.final_reward("margin", result, env.seat))
    lo, hi = wilson(wins, games)
    return {"games": games, "wins": wins, "win_rate": wins / games, "ci95": [round(lo, 3), round(hi, 3)],
            "mean_vp_margin": round(float(np.mean(margins)), 2)}


def random_policy(seed: int) -> Policy:
    rng = np.random.default_rng(seed)
    return lambda obs, mask: int(rng.choice(np.flatnonzero(mask)))


# ---- numpy backend: linear softmax policy over the legal actions, REINFORCE -------------------

class LinearMaskedPolicy:
    def __init__(self, obs_size: int, n_actions: int, seed: int) -> None:
        self.W = np.zeros((n_actions, obs_size), dtype=np.float32)
        self.b = np.zeros(n_actions, dtype=np.float32)
        self.rng = np.random.default_rng(seed)

    def probs(self, obs: np.ndarray, legal: np.ndarray) -> np.ndarray:
        z = self.W[legal] @ obs + self.b[legal]
        z = np.exp(z - z.max())
        p: np.ndarray = z / z.sum()
        return p

    def sample(self, obs: np.ndarray, mask: np.ndarray) -> tuple[int, np.ndarray, np.ndarray]:
        legal = np.flatnonzero(mask)
        p = self.probs(obs, legal)
        k = int(self.rng.choice(len(legal), p=p))
        return int(legal[k]), legal, p - np.eye(len(legal), dtype=np.float32)[k]

    def greedy(self, obs: np.ndarray, mask: np.ndarray) -> int:
        legal = np.flatnonzero(mask)
        return int(legal[int(np.argmax(self.probs(obs, legal)))])


def train_numpy(env: rl.LandsraadGym, seconds: float, lr: float = 0.01) -> tuple[Policy, dict[str, Any]]:
    pol = LinearMaskedPolicy(env.encoder.size, env.codec.n, seed=0)
    baseline, steps, episodes = 0.0, 0, 0
    t_end = time.perf_counter() + seconds
    while time.perf_counter() < t_end:
        obs, _info = env.reset()
        traj = []
        done, ret = False, 0.0
        while not done:
            a, legal, neg_grad = pol.sample(obs, env.action_masks())
            traj.append((obs, legal, neg_grad))
            obs, r, done, _t, _info = env.step(a)
            ret += r
            steps += 1
        adv = ret - baseline
        baseline += 0.05 * (ret - baseline)
        for o, legal, neg_grad in traj:  # gradient of log pi(a) w.r.t. the legal logits = onehot - p
            g = -lr * adv * neg_grad
            pol.W[legal] += np.outer(g, o)
            pol.b[legal] += g
        episodes += 1
    return pol.greedy, {"backend": "numpy", "steps": steps, "episodes": episodes}


# ---- sb3 backend: MaskablePPO -----------------------------------------------------------------

def train_sb3(env: rl.LandsraadGym, seconds: float, seed: int) -> tuple[Policy, dict[str, Any]]:
    import torch
    from sb3_contrib import MaskablePPO
    from stable_baselines3.common.callbacks import BaseCallback

    torch.set_num_threads(1)

    class Deadline(BaseCallback):  # type: ignore[misc]
        def _on_step(self) -> bool:
            return time.perf_counter() < t_end

    model = MaskablePPO("MlpPolicy", env, learning_rate=3e-4, n_steps=2048, batch_size=256, n_epochs=5,
                        gamma=0.995, gae_lambda=0.95, ent_coef=0.01, seed=seed, verbose=0, device="cpu",
                        policy_kwargs={"net_arch": [256, 128]})
    t_end = time.perf_counter() + seconds
    model.learn(total_timesteps=10**9, callback=Deadline())

    def policy(obs: np.ndarray, mask: np.ndarray) -> int:
        a, _ = model.predict(obs, action_masks=mask, deterministic=True)
        return int(a)

    return policy, {"backend": "sb3 MaskablePPO", "steps": int(model.num_timesteps), "model": model}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--minutes", type=float, default=5.0, help="training time")
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--opponents", default="random", help="agent name for the other seats")
    ap.add_argument("--backend", choices=["auto", "sb3", "numpy"], default="auto")
    ap.add_argument("--eval-games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--save", help="sb3 backend: save the model here (with the codec/obs tags)")
    ap.add_argument("--smoke", action="store_true", help="a few seconds of training, 4 evaluation games")
    args = ap.parse_args(argv)
    backend = args.backend
    if backend == "auto":
        try:
            import sb3_contrib  # noqa: F401
            backend = "sb3"
        except ImportError:
            backend = "numpy"
    seconds = 3.0 if args.smoke else args.minutes * 60
    eval_games = 4 if args.smoke else args.eval_games
    env = make_env(args.players, args.opponents, args.seed)
    codec, enc = env.codec, env.encoder
    print(f"action codec {codec.tag} (N={codec.n}), observation {enc.tag} ({enc.size} floats); "
          f"backend {backend}; {args.players} players; training {seconds:.0f}s")
    t0 = time.perf_counter()
    if backend == "sb3":
        policy, stats = train_sb3(env, seconds, args.seed)
    else:
        policy, stats = train_numpy(env, seconds)
    train_s = time.perf_counter() - t0
    model = stats.pop("model", None)
    stats["train_seconds"] = round(train_s, 1)
    stats["learner_steps_per_s"] = round(stats["steps"] / max(train_s, 1e-9), 1)
    print("trained:", json.dumps(stats))
    if model is not None and args.save:
        model.save(args.save)
        Path(args.save + ".tags.json").write_text(json.dumps({"codec": codec.tag, "observation": enc.tag}))
    trained = evaluate(policy, args.players, args.opponents, eval_games, seed=10**6 + args.seed)
    baseline = evaluate(random_policy(args.seed), args.players, args.opponents, eval_games, seed=10**6 + args.seed)
    print(f"win rate vs {args.opponents}: trained {trained['win_rate']:.3f} {trained['ci95']} "
          f"(mean VP margin {trained['mean_vp_margin']}), random policy {baseline['win_rate']:.3f} "
          f"{baseline['ci95']} (mean VP margin {baseline['mean_vp_margin']}), {eval_games} games each")
    print("result:", json.dumps({"trained": trained, "random": baseline, **stats}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
