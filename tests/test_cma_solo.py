"""bench/cma_solo.py (issue 31, session 43): one edition's solo weights searched by a separable
CMA-ES over our own games, the run stored with its command and seeds."""

from __future__ import annotations

import json
import math
import random

import pytest

from bench import cma_solo
from landsraad.agents import heuristic


def test_the_optimiser_climbs_a_known_hill() -> None:
    """Maximising -|x - 1|^2 in five dimensions from 0: the mean reaches the top, the step shrinks."""
    cma = cma_solo.SepCMA(5, 0.5, 8, random.Random(3))
    for _ in range(120):
        cma.tell([(-sum((xi - 1.0) ** 2 for xi in x), z, x) for z, x in cma.ask()])
    assert all(abs(m - 1.0) < 0.05 for m in cma.mean)
    assert cma.sigma < 0.1 and cma.generation == 120


def test_bad_settings_are_refused() -> None:
    with pytest.raises(ValueError, match="positive step"):
        cma_solo.SepCMA(3, 0.0, 6, random.Random(0))
    with pytest.raises(ValueError, match="two points"):
        cma_solo.SepCMA(3, 0.3, 1, random.Random(0))


def test_a_candidate_scales_the_searched_weights_only() -> None:
    start = dict(heuristic.SOLO_EVAL, garrison_late=0.5)
    x = [math.log(2.0)] + [0.0] * (len(cma_solo.KEYS) - 1)
    out = cma_solo.table(start, x)
    assert out[cma_solo.KEYS[0]] == round(2 * start[cma_solo.KEYS[0]], 4)
    assert all(out[k] == start[k] for k in start if k != cma_solo.KEYS[0])


def test_a_run_stores_its_command_and_seeds_and_restores_the_tables(tmp_path) -> None:
    out = tmp_path / "cma.json"
    editions = {e: dict(w) for e, w in heuristic.SOLO_EDITIONS.items()}
    args = ["--games", "2", "--seed", "9", "--minutes", "0", "--popsize", "2", "--out", str(out)]
    assert cma_solo.main(args) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["command"] == "python -m bench.cma_solo " + " ".join(args)
    assert data["games"] == [9, 10] and data["generations"] == 0
    # no generation ran: the mean is the start, measured twice on the same seeds (paired, deterministic)
    assert data["fitness"]["mean"] == data["fitness"]["start"]
    start = heuristic.SOLO_EDITIONS.get("base", heuristic.SOLO_EVAL)
    assert data["mean"] == {k: start[k] for k in cma_solo.KEYS}
    assert heuristic.SOLO_EDITIONS == editions


def test_the_fitness_plays_the_weights_given_and_restores_the_edition() -> None:
    editions = {e: dict(w) for e, w in heuristic.SOLO_EDITIONS.items()}
    task = (dict(heuristic.SOLO_EVAL), "base", "mercenary", [3])
    first = cma_solo.play_chunk(task)
    assert cma_solo.play_chunk(task) == first and len(first) == 1
    assert heuristic.SOLO_EDITIONS == editions


def test_no_games_is_refused(tmp_path) -> None:
    out = tmp_path / "cma.json"
    with pytest.raises(SystemExit, match="at least 1"):
        cma_solo.main(["--games", "0", "--out", str(out)])
    assert not out.exists()
