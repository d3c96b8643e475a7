"""Proof that a save-format change kept the games the same (issue 13, format 1 -> 2).

For every golden game (bench/golden.py CASES), the *old* code (a checkout of the commit before
the format change, `--old`) plays the game and prints its state JSON at every step; this
process replays the same actions with the current code and compares, step by step, the old
state migrated by `rules/migrate.py` with the current state's `to_json()`. Equal at every step
of every game means: the new shape holds the same game, and the rules did what they did before
(the actions were legal here too, in the same order of legal actions).

    python -m bench.migration_check --old /work/wt/_old

The test suite does not need the old checkout (tests/test_migration.py uses saved format-1
files); this script is run when the format changes and its numbers go in the notes.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from typing import Any

from landsraad import GameConfig, GameState, new_game

# Run by the old code: the golden games' random agent, printing one JSON line per step
# ({"case", "step", "action", "legal", "state"}: the state after the action; step 0 = the start).
OLD_DUMPER = r"""
import json, random, sys
from landsraad import GameConfig, new_game
for players, seed in json.loads(sys.argv[1]):
    seats = {1: 3, 2: 2}.get(players, players)
    s = new_game(GameConfig(players=players, leaders=("random",) * seats), seed)
    rng = random.Random(seed * 7 + players)
    step = 0
    print(json.dumps({"case": [players, seed], "step": 0, "action": None, "state": s.to_json()}))
    while not s.is_terminal():
        legal = s.legal_actions()
        a = legal[rng.randrange(len(legal))]
        s.apply(a)
        step += 1
        print(json.dumps({"case": [players, seed], "step": step, "action": a, "legal": legal,
                          "state": s.to_json(), "result": s.result() if s.is_terminal() else None}))
"""


def compare(old_path: str, cases: list[tuple[int, int]]) -> tuple[int, int, list[str]]:
    """(games, steps compared, differences) for the golden `cases`."""
    from landsraad.rules.migrate import migrate

    env = {**os.environ, "PYTHONPATH": old_path}
    proc = subprocess.Popen([sys.executable, "-c", OLD_DUMPER, json.dumps(cases)], env=env,
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    games, steps, bad = 0, 0, []
    s: GameState | None = None
    for line in proc.stdout:
        rec: dict[str, Any] = json.loads(line)
        players, seed = rec["case"]
        if rec["step"] == 0:
            seats = {1: 3, 2: 2}.get(players, players)
            s = new_game(GameConfig(players=players, leaders=("random",) * seats), seed)
            games += 1
        else:
            assert s is not None
            legal = s.legal_actions()
            if legal != rec["legal"]:
                bad.append(f"{players}p seed {seed} step {rec['step']}: the legal actions differ")
            s.apply(rec["action"])
        assert s is not None
        want = migrate(rec["state"])
        got = s.to_json()
        steps += 1
        if got != want:
            diff = sorted(k for k in set(got) | set(want) if got.get(k) != want.get(k))
            bad.append(f"{players}p seed {seed} step {rec['step']}: differs in {diff}")
        if rec.get("result") is not None and rec["result"] != s.result():
            bad.append(f"{players}p seed {seed}: the result differs")
        if len(bad) > 20:
            proc.kill()
            break
    proc.wait()
    return games, steps, bad


def main() -> int:
    from bench.golden import CASES

    ap = argparse.ArgumentParser()
    ap.add_argument("--old", required=True, help="a checkout of the code before the format change")
    ap.add_argument("--cases", type=int, default=len(CASES), help="the first N golden games only")
    args = ap.parse_args()
    games, steps, bad = compare(args.old, CASES[:args.cases])
    for b in bad:
        print(b)
    print(f"{games} games, {steps} steps compared, {steps - len(bad)} equal, {len(bad)} different")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
