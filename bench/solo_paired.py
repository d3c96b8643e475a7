"""Paired before/after figures of two solo runs on the same seeds (issue 31).

    python -m bench.solo_diag --agent A --games N 2> before.log   # on the old build
    python -m bench.solo_diag --agent A --games N 2> after.log    # on the new one
    python -m bench.solo_paired before.log after.log

Reads the per-game lines `bench.solo_diag` writes to stderr ("seed S: winner W (me M) round R vp
[...]"), keeps the seeds both runs played, and prints for each run the wins with the 95% Wilson
interval, the player's mean VP and its mean margin over the leading Rival, then the paired
difference of the margins (mean and standard error) and the games won by one run only.
"""

from __future__ import annotations

import math
import re
import sys
from collections.abc import Sequence
from pathlib import Path

from landsraad.tournament import wilson

LINE = re.compile(r"seed (\d+): winner (-?\d+|None) \(me (\d+)\) round (\d+) vp \[([\d, ]+)\]")


def games(path: str) -> dict[int, tuple[int, int]]:
    """seed -> (won, player VP - leading Rival VP)."""
    out = {}
    for m in LINE.finditer(Path(path).read_text(encoding="utf-8")):
        seed, winner, me = int(m[1]), m[2], int(m[3])
        vps = [int(v) for v in m[5].split(",")]
        rival = max(v for i, v in enumerate(vps) if i != me)
        out[seed] = (int(winner == str(me)), vps[me] - rival)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 2:
        raise SystemExit("usage: python -m bench.solo_paired BEFORE.log AFTER.log")
    before, after = games(args[0]), games(args[1])
    seeds = sorted(set(before) & set(after))
    if not seeds:
        raise SystemExit("no seed was played by both runs")
    n = len(seeds)
    for name, run in (("before", before), ("after", after)):
        wins = sum(run[s][0] for s in seeds)
        lo, hi = wilson(wins, n)
        margin = sum(run[s][1] for s in seeds) / n
        print(f"{name}: {wins}/{n} = {100 * wins / n:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}], "
              f"margin over the leading Rival {margin:+.2f} VP")
    diffs = [after[s][1] - before[s][1] for s in seeds]
    mean = sum(diffs) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1)) if n > 1 else 0.0
    gained = sum(after[s][0] > before[s][0] for s in seeds)
    lost = sum(after[s][0] < before[s][0] for s in seeds)
    print(f"paired over {n} seeds ({seeds[0]}..{seeds[-1]}): margin {mean:+.2f} VP (standard error "
          f"{sd / math.sqrt(n):.2f}); won after only {gained}, before only {lost}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
