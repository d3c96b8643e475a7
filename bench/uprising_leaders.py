"""How often random/explorer play reaches each Uprising leader's two abilities (issue 16's coverage).

`python -m bench.uprising_leaders --games 200` plays Uprising games (3 and 4 players; half of them with
the CHOAM module, so Shaddam Corrino IV sits too), the leaders drawn at random (each sits about as
often), the seats' agents as in the invariant sweep (explorer or random). For each leader it counts:
games played, Signet Ring Agent turns, and log lines of the left ability (the rules log every
ability with a reference to the leader's ability name; Jessica's memories and Feyd's training
track are the Signet Rings' effects, counted as their lines). A measurement, not a test: the
per-leader rules are tested in tests/test_uprising_leaders.py and tests/test_choam.py.
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from typing import Any

from landsraad import GameConfig, new_game
from landsraad.agents import ExplorerAgent, RandomAgent
from landsraad.content import load_content


def _leader_refs(args: dict[str, Any]) -> list[str]:
    return [v[1] for v in args.values() if isinstance(v, tuple) and len(v) == 3 and v[0] == "leader_field"]


def run(games: int, seed: int) -> dict[str, dict[str, int]]:
    content = load_content("uprising")
    leaders = sorted(content.leaders)
    plain = [lid for lid in leaders if content.leaders[lid].module is None]
    out: dict[str, Counter[str]] = {lid: Counter() for lid in leaders}
    for g in range(games):
        gseed = seed + g
        n = 3 + g % 2
        choam = g % 2 == 0
        pool = leaders if choam else plain
        seats = tuple(random.Random(gseed).sample(pool, n))
        cfg = GameConfig(edition="uprising", players=n, leaders=seats, modules=("choam",) if choam else (),
                         log=True)
        s = new_game(cfg, seed=gseed)
        rng = random.Random(gseed)
        agents = [(ExplorerAgent if rng.random() < 0.5 else RandomAgent)(gseed * 10 + i) for i in range(n)]
        for lid in seats:
            out[lid]["games"] += 1
        while not s.is_terminal():
            seat = s.current_player()
            a = agents[seat].pick(s.legal_actions())
            lid = s.players[seat].leader or ""
            if a.startswith("agent signet_ring "):
                out[lid]["signet_turns"] += 1
            before = len(s.log or [])
            s.apply(a)
            for msgid, args in (s.log or [])[before:]:
                for ref in _leader_refs(args):
                    key = ref if ref in out else "lady_jessica"  # Reverend Mother Jessica's side
                    out[key]["left_ability_lines"] += 1
                if "memory" in msgid or "Feyd token" in msgid:
                    out[lid]["signet_effect_lines"] += 1
    return {lid: dict(c) for lid, c in out.items()}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=500_000)
    args = ap.parse_args(argv)
    print(json.dumps(run(args.games, args.seed), indent=1, sort_keys=True))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
