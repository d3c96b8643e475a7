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
# Uprising (issue 15): 3 and 4 players, no leaders (`--edition uprising`)
GOLDEN_UPRISING = GOLDEN.with_name("golden_uprising.json")
CASES_UPRISING = [(players, seed) for players in (3, 4) for seed in range(4)]
# Immortality (issue 18): base + the module (its own file, so the base games above stay as they were)
GOLDEN_IMMORTALITY = GOLDEN.with_name("golden_immortality.json")
IMMORTALITY_CASES = [(players, seed) for players in (1, 2, 3, 4) for seed in range(3)]
IMMORTALITY = ("immortality",)


def play(players: int, seed: int, edition: str = "base", modules: tuple[str, ...] = ()) -> dict[str, object]:
    seats = {1: 3, 2: 2}.get(players, players)
    leaders = ("random",) * seats if edition == "base" else ()
    s = new_game(GameConfig(edition=edition, players=players, leaders=leaders, modules=modules), seed)
    rng = random.Random(seed * 7 + players)
    actions = []
    while not s.is_terminal():
        legal = s.legal_actions()
        a = legal[rng.randrange(len(legal))]
        actions.append(a)
        s.apply(a)
    return {"players": players, "seed": seed, "actions": len(actions), "final_hash": s.state_hash(),
            "result": s.result()}


def compute(edition: str = "base") -> list[dict[str, object]]:
    cases = CASES_UPRISING if edition == "uprising" else CASES
    return [play(p, seed, edition) for p, seed in cases]


def compute_immortality() -> list[dict[str, object]]:
    return [play(p, seed, "base", IMMORTALITY) for p, seed in IMMORTALITY_CASES]


def main(argv: list[str] | None = None) -> int:
    """`--edition base` checks (or writes) the base games and the base + Immortality ones;
    `--edition uprising` the Uprising ones."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--write", action="store_true")
    ap.add_argument("--edition", default="base", choices=("base", "uprising"))
    args = ap.parse_args(argv)
    sets = ([(GOLDEN_UPRISING, compute("uprising"))] if args.edition == "uprising"
            else [(GOLDEN, compute()), (GOLDEN_IMMORTALITY, compute_immortality())])
    status = 0
    for path, games in sets:
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
