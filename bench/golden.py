"""Golden games: fixed seeds, random agents, the final state hash of each game.

Optimizations must not change behaviour: tests/test_golden.py replays these seeds and compares.
When a rules change is intended, regenerate with `python -m bench.golden --write` and say why
in the commit.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

from landsraad import GameConfig, new_game

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "data" / "golden.json"
CASES = [(players, seed) for players in (1, 2, 3, 4) for seed in range(8)]
# Immortality (issue 18): base + the module (its own file, so the base games above stay as they were)
GOLDEN_IMMORTALITY = GOLDEN.with_name("golden_immortality.json")
IMMORTALITY_CASES = [(players, seed) for players in (1, 2, 3, 4) for seed in range(3)]
IMMORTALITY = ("immortality",)


def play(players: int, seed: int, modules: tuple[str, ...] = ()) -> dict[str, object]:
    seats = {1: 3, 2: 2}.get(players, players)
    s = new_game(GameConfig(players=players, leaders=("random",) * seats, modules=modules), seed)
    rng = random.Random(seed * 7 + players)
    actions = []
    while not s.is_terminal():
        legal = s.legal_actions()
        a = legal[rng.randrange(len(legal))]
        actions.append(a)
        s.apply(a)
    return {"players": players, "seed": seed, "actions": len(actions), "final_hash": s.state_hash(),
            "result": s.result()}


def compute() -> list[dict[str, object]]:
    return [play(p, seed) for p, seed in CASES]


def compute_immortality() -> list[dict[str, object]]:
    return [play(p, seed, IMMORTALITY) for p, seed in IMMORTALITY_CASES]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args()
    status = 0
    for path, games in ((GOLDEN, compute()), (GOLDEN_IMMORTALITY, compute_immortality())):
        if args.write:
            path.write_text(json.dumps(games, indent=1))
            print(f"wrote {path} ({len(games)} games)")
            continue
        want = json.loads(path.read_text())
        bad = [g for g, w in zip(games, want, strict=True) if g != w]
        print(f"{path.name}: {len(games) - len(bad)}/{len(games)} golden games identical")
        status |= 1 if bad else 0
    return status


if __name__ == "__main__":
    sys.exit(main())
