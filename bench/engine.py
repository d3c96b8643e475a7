"""Engine benchmarks (issue 8): 4-player base games with random agents on one core; the same
decisions/s for 4-player Uprising games beside it (issue 15), for Immortality (issue 18) and for
Uprising solo against two Rivals (issue 28).

Every figure is a median over repeats and is also given relative to a fixed pure-Python
calibration loop timed in the same run, so numbers compare across machines.
Run: `python -m bench` (or `landsraad bench`). Never used as timed assertions in tests.
"""

from __future__ import annotations

import cProfile
import gc
import json
import platform
import pstats
import random
import statistics
import sys
import time
import tracemalloc
from typing import Any

from landsraad import GameConfig, new_game
from landsraad.rules.state import GameState


def calibration(n: int = 200_000) -> float:
    """Seconds for a fixed pure-Python loop (dict/list/int work typical of the engine)."""
    t = time.perf_counter()
    d: dict[int, int] = {}
    acc = 0
    lst: list[int] = []
    for i in range(n):
        d[i & 1023] = d.get(i & 1023, 0) + i
        lst.append(i)
        if len(lst) > 64:
            lst.clear()
        acc ^= i * 2654435761 & 0xFFFF
    return time.perf_counter() - t


def play_random(seed: int, config: GameConfig | None = None) -> tuple[int, GameState]:
    s = new_game(config or GameConfig(players=4), seed)
    rng = random.Random(seed)
    n = 0
    while not s.is_terminal():
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
        n += 1
    return n, s


def sample_states(k: int = 200, seed: int = 7) -> list[GameState]:
    """States at random points of random games, for per-operation timings."""
    out: list[GameState] = []
    rng = random.Random(seed)
    g = 0
    while len(out) < k:
        s = new_game(GameConfig(players=4), seed + g)
        g += 1
        while not s.is_terminal() and len(out) < k:
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
            if not s.is_terminal() and rng.random() < 0.05:
                out.append(s.clone())
    return out


def per_op(states: list[GameState], repeats: int = 5) -> dict[str, float]:
    rng = random.Random(1)
    res: dict[str, list[float]] = {"legal_actions_us": [], "apply_us": [], "clone_us": [], "free_us": [],
                                   "clone_gc_off_us": []}
    for _ in range(repeats):
        gc.collect()  # earlier rows' garbage, outside the timing (as in random_game_rates)
        # the clone's own work, without the garbage collections that 200 live clones set off
        # (a search clones and drops one state at a time; the figure below keeps 200 alive)
        gc.disable()
        t = time.perf_counter()
        for st in states:
            st.clone()
        res["clone_gc_off_us"].append((time.perf_counter() - t) / len(states) * 1e6)
        gc.enable()
        t = time.perf_counter()
        clones = [s.clone() for s in states]
        res["clone_us"].append((time.perf_counter() - t) / len(states) * 1e6)
        # legal actions on fresh clones: a clone starts without the per-decision cache
        t = time.perf_counter()
        acts = [c.legal_actions() for c in clones]
        res["legal_actions_us"].append((time.perf_counter() - t) / len(states) * 1e6)
        picks = [a[rng.randrange(len(a))] for a in acts]
        t = time.perf_counter()
        for c, a in zip(clones, picks, strict=True):
            c.apply(a)
        res["apply_us"].append((time.perf_counter() - t) / len(states) * 1e6)
        # freeing the clones is timed on its own: it used to fall inside the next repeat's clone
        # timing (the name `clones` was rebound there), which doubled the clone figure
        t = time.perf_counter()
        del clones, acts
        res["free_us"].append((time.perf_counter() - t) / len(states) * 1e6)
    return {k: statistics.median(v) for k, v in res.items()}


def bytes_per_state(states: list[GameState]) -> float:
    tracemalloc.start()
    before = tracemalloc.take_snapshot()
    clones = [s.clone() for s in states]
    after = tracemalloc.take_snapshot()
    tracemalloc.stop()
    total = sum(st.size_diff for st in after.compare_to(before, "filename"))
    del clones
    return total / len(states)


def calls_per_decision(games: int = 3) -> float:
    prof = cProfile.Profile()
    decisions = 0
    prof.enable()
    for g in range(games):
        n, _ = play_random(1000 + g)
        decisions += n
    prof.disable()
    st = pstats.Stats(prof)
    total_calls = sum(v[1] for v in st.stats.values())  # type: ignore[attr-defined]
    return total_calls / decisions


def search_iterations_per_s(states: list[GameState], iterations: int = 30) -> float:
    """Determinized rollouts of the `search` agent at a fixed iteration budget."""
    from landsraad import view
    from landsraad.agents.search import SearchAgent

    agent = SearchAgent(seed=1, iterations=iterations)
    picked = [s for s in states if len(s.legal_actions()) > 1][:8]
    t = time.perf_counter()
    for s in picked:
        agent.act(view(s, s.current_player()))
    return len(picked) * iterations / (time.perf_counter() - t)


def random_game_rates(games: int, repeats: int, config: GameConfig | None = None) -> tuple[float, float]:
    """Median decisions/s and games/s of random games (`config`: the base game's 4 players by default)."""
    rates = []
    game_rates = []
    for r in range(repeats):
        # start each repeat with the garbage of earlier rows collected, outside the timing: a row's
        # figure then does not depend on what ran before it in the process (a full collection set
        # off by earlier rows once landed in the six-player row: docs/benchmarks.md, session 44)
        gc.collect()
        t = time.perf_counter()
        total = 0
        for g in range(games):
            n, _ = play_random(r * 10_000 + g, config)
            total += n
        dt = time.perf_counter() - t
        rates.append(total / dt)
        game_rates.append(games / dt)
    return statistics.median(rates), statistics.median(game_rates)


def uprising_rates(games: int, repeats: int, config: GameConfig | None = None) -> dict[str, Any]:
    """The same figure for Uprising (issue 15), beside the base one: 4-player games (`config`: a
    caller's own), or `null` with the reason while the edition is refused to players."""
    from landsraad.rules.ruleset import PLANNED, known_editions

    if config is None:
        if "uprising" not in known_editions():
            return {"uprising_decisions_per_s": None,
                    "uprising_note": f"not playable yet: {PLANNED.get('uprising', 'unknown edition')}"}
        config = GameConfig(edition="uprising", players=4)
    rate, game_rate = random_game_rates(games, repeats, config)
    return {"uprising_decisions_per_s": round(rate), "uprising_games_per_s": round(game_rate, 2)}


def six_player_rates(games: int, repeats: int) -> dict[str, Any]:
    """Six-player Uprising (issue 29; seed 002 PARTIDAS DE SEIS JUGADORES): decisions/s and games/s
    of random six-player games (`--players 6` on Uprising: the module `uprising_six` with CHOAM,
    rulings S850), or `null` with the reason while the mode is refused to players."""
    from landsraad.core.errors import ConfigError
    from landsraad.rules.ruleset import implied_modules

    try:
        config = GameConfig(edition="uprising", players=6, modules=implied_modules("uprising", 6, ()))
    except ConfigError as e:
        return {"six_player_decisions_per_s": None, "six_player_note": f"not playable yet: {e}"}
    rate, game_rate = random_game_rates(games, repeats, config)
    return {"six_player_decisions_per_s": round(rate), "six_player_games_per_s": round(game_rate, 2)}


def table_rates(config: GameConfig, games: int, repeats: int) -> dict[str, Any]:
    """One table's figure alone (`landsraad bench --edition E --players N`): its random games'
    median decisions/s and games/s."""
    rate, game_rate = random_game_rates(games, repeats, config)
    return {"edition": config.edition, "modules": list(config.modules), "players": config.players,
            "decisions_per_s": round(rate), "games_per_s": round(game_rate, 2)}


def uprising_solo_rates(games: int, repeats: int) -> dict[str, Any]:
    """Uprising solo against two Rivals (seed 002, Rivals supplement; issue 28): random decisions for
    the player, the Rivals' Agent turns (House Hagal cards revealed, rewards, spending) run inside
    the decisions that trigger them, so a decision costs more than in a 4-player game. `null` with
    the reason while the edition is refused to players."""
    from landsraad.rules.ruleset import PLANNED, known_editions

    if "uprising" not in known_editions():
        return {"uprising_solo_decisions_per_s": None,
                "uprising_solo_note": f"not playable yet: {PLANNED.get('uprising', 'unknown edition')}"}
    rate, game_rate = random_game_rates(games, repeats, GameConfig(edition="uprising", players=1))
    return {"uprising_solo_decisions_per_s": round(rate), "uprising_solo_games_per_s": round(game_rate, 2)}


def run(games: int = 30, repeats: int = 3, uprising: GameConfig | None = None) -> dict[str, Any]:
    cal = statistics.median(calibration() for _ in range(5))
    rate, game_rate = random_game_rates(games, repeats)
    # Immortality (issue 18): the same random 4-player games with the module (a third as many)
    imm_rate, _ = random_game_rates(max(1, games // 3), repeats, GameConfig(players=4, modules=("immortality",)))
    states = sample_states()
    ops = per_op(states)
    out: dict[str, Any] = {
        "machine": f"{platform.machine()} {platform.processor() or ''}".strip(),
        "python": sys.version.split()[0],
        "build": _build(),
        "calibration_s": round(cal, 4),
        "decisions_per_s": round(rate),
        "games_per_s": round(game_rate, 2),
        **uprising_rates(games, repeats, uprising),
        **six_player_rates(games, repeats),
        # three times as many solo games: one lasts ~50 decisions (a random player loses to the Rivals
        # in 6-8 rounds) against ~250 at four players, so a repeat times about as many decisions
        **uprising_solo_rates(3 * games, repeats),
        "immortality_decisions_per_s": round(imm_rate),
        **{k: round(v, 2) for k, v in ops.items()},
        "bytes_per_state": round(bytes_per_state(states)),
        "python_calls_per_decision": round(calls_per_decision(), 1),
        "search_iterations_per_s": round(search_iterations_per_s(states), 1),
    }
    # machine-independent forms: work per calibration loop
    out["decisions_per_calibration"] = round(out["decisions_per_s"] * cal, 1)
    out["apply_us_in_calibrations"] = round(ops["apply_us"] / (cal * 1e6), 6)
    return out


def _build() -> str:
    """`mypyc` when `make fast` compiled the engine (its modules load from .so files), else `pure`."""
    import landsraad.rules.engine as engine

    return "mypyc" if str(engine.__file__).endswith(".so") else "pure"


def main(argv: list[str] | None = None) -> int:
    """`python -m bench [--games N] [--repeats N] [--edition E] [--players N] [--modules M ...]`: the
    suite, or with a table named its figure alone (`landsraad bench` runs this program with its own
    arguments: interfaces/cli.py). A table the rules refuse: the reason, status 2."""
    import argparse

    from landsraad.core.errors import ConfigError
    from landsraad.rules.ruleset import implied_modules

    ap = argparse.ArgumentParser(prog="python -m bench", description="engine benchmarks")
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--edition", default=None)
    ap.add_argument("--players", type=int, default=None)
    ap.add_argument("--modules", nargs="+", default=None, help="space- or comma-separated")
    args = ap.parse_args(argv)
    if min(args.games, args.repeats) < 1:
        ap.error("--games and --repeats are at least 1")
    if args.players is None and args.edition is None and not args.modules:
        print(json.dumps(run(games=args.games, repeats=args.repeats), indent=1))
        return 0
    # one table's figure alone (a six-player Uprising table: --edition uprising --players 6)
    edition, players = args.edition or "base", args.players or 4
    named = tuple(m for item in args.modules or () for m in item.replace(",", " ").split())
    try:
        config = GameConfig(edition=edition, players=players, modules=implied_modules(edition, players, named))
    except ConfigError as e:
        print(f"python -m bench: {e}", file=sys.stderr)
        return 2
    print(json.dumps(table_rates(config, args.games, args.repeats), indent=1))
    return 0
