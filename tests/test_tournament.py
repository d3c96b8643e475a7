"""Tournament runner: seat rotation, statistics, outputs, and identical results in-process,
on a process pool and on a real local Ray instance (issue 7)."""

from __future__ import annotations

import json
from pathlib import Path

from landsraad.tournament import (
    make_jobs,
    run_jobs,
    seat_agents,
    summarize,
    wilson,
    write_outputs,
)


def test_seat_rotation() -> None:
    assert seat_agents(["a", "b", "c", "d"], 4, 0) == ("a", "b", "c", "d")
    assert seat_agents(["a", "b", "c", "d"], 4, 1) == ("d", "a", "b", "c")
    assert seat_agents(["x", "r"], 4, 0) == ("x", "r", "x", "r")


def test_wilson_interval() -> None:
    lo, hi = wilson(50, 100)
    assert 0.40 < lo < 0.41 and 0.59 < hi < 0.60
    assert wilson(0, 0) == (0.0, 0.0)


def test_tournament_executors_agree(tmp_path: Path) -> None:
    jobs = make_jobs("base", 4, ["random", "explorer"], 8, seed=11)
    local = run_jobs(jobs, workers=1, batch_size=3)
    pool = run_jobs(jobs, workers=2, batch_size=3)
    assert [r["hash"] for r in local] == [r["hash"] for r in pool]
    import ray

    try:
        on_ray = run_jobs(jobs, workers=2, ray_address="local", batch_size=3)
    finally:
        ray.shutdown()
    assert [r["hash"] for r in on_ray] == [r["hash"] for r in local]
    summary = summarize(local)
    assert summary["games"] == 8
    assert sum(a["seats_played"] for a in summary["per_agent"].values()) == 32
    assert sum(s["wins"] for s in summary["per_seat"].values()) == 8
    paths = write_outputs(tmp_path, local, summary)
    assert json.loads((tmp_path / "summary.json").read_text())["games"] == 8
    assert all(p.exists() and p.stat().st_size > 0 for p in paths)
    assert (tmp_path / "win_rates.png").read_bytes()[:4] == b"\x89PNG"
