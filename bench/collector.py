"""The six-player and Uprising-solo rows of `python -m bench`, each with its CPU time and the garbage
collector's runs (issue 27, session 44: docs/benchmarks.md). The rows run where the suite runs them,
after its base, Immortality and Uprising rows in the same process (`--alone`: without them), because
what the earlier rows leave alive decides when the collector runs. CPU time (`time.process_time`)
is not the time other processes take from this one, so paired runs on a loaded machine still compare.

Run: `python -m bench.collector [--games N] [--repeats N] [--alone]` (one JSON object). A figure,
never a timed assertion.
"""

from __future__ import annotations

import gc
import json
import time
from collections.abc import Callable
from typing import Any

from bench import engine
from landsraad import GameConfig


class _Collections:
    """The collector's runs and time per generation while installed (gc.callbacks)."""

    def __init__(self) -> None:
        self.runs = [0, 0, 0]
        self.seconds = 0.0
        self._start = 0.0

    def __call__(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._start = time.perf_counter()
        else:
            self.runs[info["generation"]] += 1
            self.seconds += time.perf_counter() - self._start


def _row(fn: Callable[[int, int], dict[str, Any]], games: int, repeats: int) -> dict[str, Any]:
    seen = _Collections()
    gc.callbacks.append(seen)
    try:
        cpu = time.process_time()
        figures = fn(games, repeats)
        cpu = time.process_time() - cpu
    finally:
        gc.callbacks.remove(seen)
    rate = next(v for k, v in figures.items() if k.endswith("decisions_per_s"))
    return {"decisions_per_s": rate, "cpu_s": round(cpu, 3), "collections": seen.runs,
            "collector_ms": round(seen.seconds * 1000, 1)}


def rows(games: int = 30, repeats: int = 3, alone: bool = False) -> dict[str, Any]:
    """The two rows as `engine.run` plays them (its game counts), after its earlier rows unless `alone`."""
    if not alone:  # engine.run's rows before the six-player one, in its order
        engine.random_game_rates(games, repeats)
        engine.random_game_rates(max(1, games // 3), repeats, GameConfig(players=4, modules=("immortality",)))
        states = engine.sample_states()
        engine.per_op(states)
        engine.uprising_rates(games, repeats, None)
    return {"six_player": _row(engine.six_player_rates, games, repeats),
            "uprising_solo": _row(engine.uprising_solo_rates, 3 * games, repeats)}


def main(argv: list[str] | None = None) -> int:
    import argparse

    ap = argparse.ArgumentParser(prog="python -m bench.collector", description="the six-player and solo rows with their collector runs")
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--alone", action="store_true", help="without the suite's earlier rows")
    args = ap.parse_args(argv)
    if min(args.games, args.repeats) < 1:
        ap.error("--games and --repeats are at least 1")
    print(json.dumps(rows(args.games, args.repeats, args.alone), indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
