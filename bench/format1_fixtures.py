"""Write the format-1 save fixtures of tests/test_migration.py (tests/data/format1/).

Run with the code *before* save format 2 (a checkout of 53412cd), never with the current code:

    PYTHONPATH=/work/wt/_old python bench/format1_fixtures.py tests/data/format1

It plays random games (seeded, so the files are reproducible) and keeps the first state of each
kind the migration must handle: a decision in the middle of a card, two Agents on one space
(Infiltrate), the Baron's Masterstroke tokens face down and revealed, Helena's Manipulate, troops
in the Conflict. Each file holds the save, the next actions the old code played from it and the
old code's save after them; the test migrates both, plays the actions with the current code and
compares. A finished game's record (landsraad-record/1) is written too.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from landsraad import GameConfig, new_game
from landsraad.records import GameRecorder

LEADERS = ("vladimir_harkonnen", "helena_richese", "random", "random")
AFTER = 6  # actions played on from each saved state

KINDS: dict[str, Callable[[Any], bool]] = {
    "mid_decision": lambda s: s.version > 20 and s.pending is not None
    and s.pending[0] not in ("turn", "combat", "endgame", "win", "acquire") and len(s.stack) > 2,
    "infiltrate": lambda s: any(s.extra_agents.values()),
    "masterstroke_face_down": lambda s: any(p.masterstroke and not p.masterstroke_done for p in s.players)
    and s.round >= 2,
    "masterstroke_revealed": lambda s: any(p.masterstroke_done for p in s.players),
    "manipulate": lambda s: any(p.manipulated for p in s.players),
    "troops_in_conflict": lambda s: s.phase == "combat" and sum(p.conflict > 0 for p in s.players) >= 2,
}


def main(out: Path) -> int:
    out.mkdir(parents=True, exist_ok=True)
    found: dict[str, Any] = {}
    for seed in range(400):
        if len(found) == len(KINDS):
            break
        players = 4 if seed % 3 else 3
        s = new_game(GameConfig(players=players, leaders=LEADERS[:players]), seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            for kind, test in KINDS.items():
                if kind not in found and test(s):
                    save = s.to_json()
                    t = s.clone()
                    trng = random.Random(seed + 1)
                    actions = []
                    for _ in range(AFTER):
                        if t.is_terminal():
                            break
                        legal = t.legal_actions()
                        actions.append(legal[trng.randrange(len(legal))])
                        t.apply(actions[-1])
                    found[kind] = {"about": f"{players} players, seed {seed}, version {s.version}",
                                   "save": save, "actions": actions, "after": t.to_json()}
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
    for kind, data in found.items():
        (out / f"{kind}.json").write_text(json.dumps(data, indent=None, sort_keys=True) + "\n")
    rec = GameRecorder(GameConfig(players=4, leaders=LEADERS), 11)
    rng = random.Random(11)
    while not rec.state.is_terminal():
        legal = rec.state.legal_actions()
        rec.apply(legal[rng.randrange(len(legal))])
    (out / "record.json").write_text(json.dumps(rec.to_json()) + "\n")
    missing = sorted(set(KINDS) - set(found))
    print(f"wrote {len(found)} saves and a record to {out}" + (f"; not found: {missing}" if missing else ""))
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
