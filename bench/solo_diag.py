"""Where the VP come from in solo games (issue 31): the player's and the Rivals' VP by source.

    python -m bench.solo_diag --edition uprising --difficulty mercenary --agent search --games 50

Plays `--games` solo games (seeds `--seed`..) of one agent against the Rivals and prints, for the
player and for the Rivals (summed over both, per game), the mean VP by source head (`conflict`,
`influence`, `alliance`, `rival`, `card`, ...: `PlayerState.vp_sources`), the win count, the mean
rounds played, and the time per decision: wall clock and CPU (process) time, the CPU figure being
the one that holds on a shared machine (the 1 s per decision goal is for one core).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from collections.abc import Sequence

from landsraad.rules.phases import new_game
from landsraad.rules.state import GameConfig
from landsraad.rules.view import view
from landsraad.sim import make_agents
from landsraad.tournament import wilson


def head(source: str) -> str:
    return source.split(":", 1)[0]


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.solo_diag", description=__doc__.split("\n\n")[0])
    ap.add_argument("--edition", default="uprising")
    ap.add_argument("--difficulty", default="mercenary")
    ap.add_argument("--agent", default="search")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--every", type=int, default=0, help="also report after every N games (0: at the end only)")
    args = ap.parse_args(argv)
    if args.games < 1:
        raise SystemExit("--games is at least 1")
    cfg = GameConfig(edition=args.edition, players=1, difficulty=args.difficulty)
    mine: Counter[str] = Counter()
    rivals: Counter[str] = Counter()
    best_rival: Counter[str] = Counter()
    wins = rounds = decisions = 0
    think = 0.0
    start = time.perf_counter()
    cpu = longest = 0.0

    def report(n: int) -> None:
        lo, hi = wilson(wins, n)
        print(f"{args.edition} solo {args.difficulty}, {args.agent}: {wins}/{n} wins = {100 * wins / n:.1f}% "
              f"[{100 * lo:.1f}, {100 * hi:.1f}], mean rounds {rounds / n:.2f}, "
              f"{1000 * think / max(1, decisions):.0f} ms/decision wall, {1000 * cpu / max(1, decisions):.0f} ms CPU "
              f"(longest {1000 * longest:.0f} ms CPU), {time.perf_counter() - start:.0f} s")
        keys = sorted(set(mine) | set(rivals), key=lambda k: -(mine[k] + rivals[k]))
        print("| source | player VP/game | both Rivals VP/game | leading Rival VP/game |")
        print("|---|---|---|---|")
        for k in keys:
            print(f"| {k} | {mine[k] / n:.2f} | {rivals[k] / n:.2f} | {best_rival[k] / n:.2f} |")
        print(f"| total | {sum(mine.values()) / n:.2f} | {sum(rivals.values()) / n:.2f} | {sum(best_rival.values()) / n:.2f} |")
        sys.stdout.flush()

    for g in range(args.games):
        seed = args.seed + g
        s = new_game(cfg, seed)
        agent = make_agents([args.agent], 1, seed)[0]
        me = next(p.seat for p in s.players if p.seat not in s.automa)
        while not s.is_terminal():
            seat = s.current_player()
            t, c = time.perf_counter(), time.process_time()
            a = agent.act(view(s, seat))
            cpu_s = time.process_time() - c
            think += time.perf_counter() - t
            cpu += cpu_s
            longest = max(longest, cpu_s)
            decisions += 1
            s.apply(a)
        wins += s.winner == me
        rounds += s.round
        for k, v in s.players[me].vp_sources.items():
            mine[head(k)] += v
        lead = max((s.players[q] for q in s.automa), key=lambda p: p.vp)
        for q in s.automa:
            for k, v in s.players[q].vp_sources.items():
                rivals[head(k)] += v
        for k, v in lead.vp_sources.items():
            best_rival[head(k)] += v
        vps = [p.vp for p in s.players]
        print(f"seed {seed}: winner {s.winner} (me {me}) round {s.round} vp {vps}", file=sys.stderr)
        if args.every and (g + 1) % args.every == 0 and g + 1 < args.games:
            report(g + 1)  # a long run shows its figures so far
    report(args.games)
    return 0


if __name__ == "__main__":
    sys.exit(main())
