"""Tournaments: many games between named agents, seats rotated, statistics and plots.

Games are independent jobs, grouped into coarse batches that run in-process, on a local process
pool, or on a Ray cluster; results are sorted by game index, so the same seed gives identical
results whatever the executor.
"""

from __future__ import annotations

import csv
import json
import math
import os
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from landsraad.rules.state import GameConfig


@dataclass(frozen=True)
class GameJob:
    index: int
    seed: int
    edition: str
    agents: tuple[str, ...]  # agent spec per seat
    leaders: tuple[str | None, ...]
    modules: tuple[str, ...] = ()  # rules modules on top of the edition (Immortality)
    # the options its modules declare (GameConfig.options, rules/options.py: the Rival cards of a game with Rivals)
    options: tuple[tuple[str, Any], ...] = ()
    pool: tuple = ()  # a custom card pool (GameConfig.pool, landsraad/rules/pool.py; empty: the game's decks)


def seat_agents(agents: Sequence[str], players: int, index: int) -> tuple[str, ...]:
    """Rotate the agent list over the seats: game i shifts seats by i (mod players)."""
    lineup = list(agents) if len(agents) == players else [agents[k % len(agents)] for k in range(players)]
    r = index % players
    return tuple(lineup[(k - r) % players] for k in range(players))


def make_jobs(edition: str, players: int, agents: Sequence[str], games: int, seed: int,
              leaders: Sequence[str | None] | None = None, modules: Sequence[str] = (),
              options: Mapping[str, Any] | None = None, pool: tuple = ()) -> list[GameJob]:
    from landsraad.agents import parse_agent_spec

    for spec in agents:  # a bad spec fails here, before any worker starts
        parse_agent_spec(spec)
    lead = tuple(leaders) if leaders else ()
    # a bad module, Rival card or card pool fails here too
    chosen = GameConfig(edition=edition, players=players, modules=tuple(modules), options=dict(options or {}),
                        pool=pool).pairs()
    return [GameJob(index=i, seed=seed + i, edition=edition, agents=seat_agents(agents, players, i),
                    leaders=lead, modules=tuple(modules), options=chosen, pool=pool) for i in range(games)]


def play_job(job: GameJob) -> dict[str, Any]:
    from landsraad.agents import make_agent
    from landsraad.sim import play_game

    n = len(job.agents)
    cfg = GameConfig(edition=job.edition, players=n, leaders=job.leaders, modules=job.modules, options=job.options,
                     pool=job.pool)
    agents = [make_agent(spec, job.seed * 1000 + k) for k, spec in enumerate(job.agents)]
    out = play_game(cfg, job.seed, agents)
    s = out.state
    return {
        "index": job.index, "seed": job.seed, "agents": list(job.agents),
        "leaders": [p.leader for p in s.players], "vp": [p.vp for p in s.players],
        "winner": s.winner, "ranking": list(s.ranking), "tiebreak": s.tiebreak,
        # who won, per seat: with teams every seat of the winning team (002 six players; S851)
        "won": [int(x) for x in s.returns()],
        "rounds": s.round, "decisions": out.decisions, "hash": s.state_hash(),
        # wall-clock thinking per seat (varies with load; not part of the hash comparisons)
        "seat_decisions": out.seat_decisions, "think_s": [round(t, 4) for t in out.think_s],
        "max_think_s": [round(t, 4) for t in out.max_think_s], "over_1s": out.over_1s,
    }


def play_batch(jobs: Sequence[GameJob]) -> list[dict[str, Any]]:
    return [play_job(j) for j in jobs]


def batches(jobs: Sequence[GameJob], size: int) -> list[list[GameJob]]:
    return [list(jobs[i:i + size]) for i in range(0, len(jobs), size)]


def run_jobs(jobs: Sequence[GameJob], workers: int = 1, ray_address: str | None = None,
             batch_size: int = 8, progress: Callable[[int], None] | None = None) -> list[dict[str, Any]]:
    groups = batches(jobs, batch_size)
    results: list[dict[str, Any]] = []
    if ray_address:
        import ray

        if not ray.is_initialized():
            if ray_address == "local":
                ray.init(num_cpus=max(1, workers), include_dashboard=False, log_to_driver=False)
            else:
                ray.init(address=ray_address, log_to_driver=False)
        remote = ray.remote(play_batch)
        pending = [remote.remote(g) for g in groups]
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            for ref in done:
                got = ray.get(ref)
                results.extend(got)
                if progress:
                    progress(len(got))
    elif workers > 1:
        with ProcessPoolExecutor(max_workers=workers) as ex:
            for got in ex.map(play_batch, groups):
                results.extend(got)
                if progress:
                    progress(len(got))
    else:
        for g in groups:
            got = play_batch(g)
            results.extend(got)
            if progress:
                progress(len(got))
    results.sort(key=lambda r: r["index"])
    return results


# ---- statistics ----------------------------------------------------------------------------

def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a win rate."""
    if n == 0:
        return (0.0, 0.0)
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, centre - half), min(1.0, centre + half))


def _rate(wins: int, n: int) -> dict[str, Any]:
    lo, hi = wilson(wins, n)
    return {"wins": wins, "seats_played": n, "win_rate": round(wins / n, 4) if n else 0.0,
            "ci95": [round(lo, 4), round(hi, 4)]}


def summarize(results: Iterable[dict[str, Any]]) -> dict[str, Any]:
    results = list(results)
    by_agent: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    vp_agent: dict[str, list[int]] = defaultdict(list)
    by_seat: dict[int, list[int]] = defaultdict(lambda: [0, 0])
    by_leader: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    think: dict[str, Thinking] = defaultdict(Thinking)
    for r in results:
        for seat, spec in enumerate(r["agents"]):
            think[spec].add(r, seat)
            won = r["won"][seat] if "won" in r else int(r["winner"] == seat)
            by_agent[spec][0] += won
            by_agent[spec][1] += 1
            vp_agent[spec].append(r["vp"][seat])
            by_seat[seat][0] += won
            by_seat[seat][1] += 1
            leader = r["leaders"][seat] or "none"
            by_leader[leader][0] += won
            by_leader[leader][1] += 1
    n = len(results)
    return {
        "games": n,
        "per_agent": {a: {**_rate(w, k), "mean_vp": round(sum(vp_agent[a]) / len(vp_agent[a]), 3),
                          **think[a].summary()}
                      for a, (w, k) in sorted(by_agent.items())},
        "per_seat": {str(s): _rate(w, k) for s, (w, k) in sorted(by_seat.items())},
        "per_leader": {ld: _rate(w, k) for ld, (w, k) in sorted(by_leader.items())},
        "mean_rounds": round(sum(r["rounds"] for r in results) / n, 3) if n else 0,
        "mean_decisions": round(sum(r["decisions"] for r in results) / n, 1) if n else 0,
        "tiebreaks": dict(sorted(_count(r["tiebreak"] for r in results).items())),
    }


@dataclass
class Thinking:
    """An agent's wall-clock thinking over all the seats it played (load-dependent: reports only)."""

    seconds: float = 0.0
    decisions: int = 0
    longest: float = 0.0
    over_1s: int = 0

    def add(self, r: dict[str, Any], seat: int) -> None:
        self.seconds += r["think_s"][seat]
        self.decisions += r["seat_decisions"][seat]
        self.longest = max(self.longest, r["max_think_s"][seat])
        self.over_1s += r["over_1s"][seat]

    def summary(self) -> dict[str, Any]:
        if not self.decisions:
            return {}
        return {"mean_s_per_decision": round(self.seconds / self.decisions, 5),
                "max_s_per_decision": round(self.longest, 4), "decisions": self.decisions,
                "decisions_over_1s": self.over_1s}


def _count(items: Iterable[str]) -> dict[str, int]:
    out: dict[str, int] = defaultdict(int)
    for i in items:
        out[i] += 1
    return out


# ---- output ----------------------------------------------------------------------------------

def write_outputs(out_dir: str | Path, results: list[dict[str, Any]], summary: dict[str, Any]) -> list[Path]:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    paths = [out / "summary.json", out / "games.csv"]
    paths[0].write_text(json.dumps(summary, indent=1))
    with paths[1].open("w", newline="") as f:
        w = csv.writer(f)
        n = len(results[0]["agents"]) if results else 0
        w.writerow(["index", "seed", "winner", "rounds", "decisions", "tiebreak"]
                   + [f"agent_{k}" for k in range(n)] + [f"leader_{k}" for k in range(n)]
                   + [f"vp_{k}" for k in range(n)])
        for r in results:
            w.writerow([r["index"], r["seed"], r["winner"], r["rounds"], r["decisions"], r["tiebreak"]]
                       + r["agents"] + [ld or "" for ld in r["leaders"]] + r["vp"])
    paths += plot(out, results, summary)
    return paths


def plot(out: Path, results: list[dict[str, Any]], summary: dict[str, Any]) -> list[Path]:
    os.environ.setdefault("MPLBACKEND", "Agg")
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    paths: list[Path] = []
    agents = list(summary["per_agent"])
    rates = [summary["per_agent"][a]["win_rate"] for a in agents]
    lows = [r - summary["per_agent"][a]["ci95"][0] for a, r in zip(agents, rates, strict=True)]
    highs = [summary["per_agent"][a]["ci95"][1] - r for a, r in zip(agents, rates, strict=True)]
    fig, ax = plt.subplots(figsize=(6, 3.5))
    ax.bar(agents, rates, yerr=[lows, highs], capsize=6, color="#c58b2b")
    n_players = len(results[0]["agents"]) if results else 4
    ax.axhline(1 / n_players, color="grey", linestyle="--", label="parity")
    ax.set_ylabel("win rate (95% CI)")
    ax.set_title(f"Win rate per agent over {summary['games']} games")
    ax.legend()
    fig.tight_layout()
    p = out / "win_rates.png"
    fig.savefig(p, dpi=100)
    plt.close(fig)
    paths.append(p)

    fig, ax = plt.subplots(figsize=(6, 3.5))
    for a in agents:
        vps = [r["vp"][k] for r in results for k, spec in enumerate(r["agents"]) if spec == a]
        if vps:
            ax.hist(vps, bins=range(0, max(vps) + 2), alpha=0.5, label=a)
    ax.set_xlabel("final VP")
    ax.set_ylabel("seats")
    ax.set_title("Final VP per agent")
    ax.legend()
    fig.tight_layout()
    p = out / "vp_hist.png"
    fig.savefig(p, dpi=100)
    plt.close(fig)
    paths.append(p)

    seats = list(summary["per_seat"])
    fig, ax = plt.subplots(figsize=(5, 3))
    ax.bar([f"seat {s}" for s in seats], [summary["per_seat"][s]["win_rate"] for s in seats], color="#5a7bb5")
    ax.set_ylabel("win rate")
    ax.set_title("Win rate per seat")
    fig.tight_layout()
    p = out / "seat_win_rates.png"
    fig.savefig(p, dpi=100)
    plt.close(fig)
    paths.append(p)
    return paths
