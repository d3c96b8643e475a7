"""bench/tune_solo.py (issue 31): the solo weights are tuned from our own games and stored as data
with the command, the seeds and the games measured."""

from __future__ import annotations

import json

import pytest

from bench import tune_solo
from landsraad.agents.heuristic import SOLO_EVAL


def test_a_tuning_run_stores_its_command_seeds_and_games(tmp_path) -> None:
    out = tmp_path / "w.json"
    before = dict(SOLO_EVAL)
    args = ["--base", "2", "--uprising", "1", "--seed", "7", "--minutes", "0", "--workers", "1", "--out", str(out)]
    assert tune_solo.main(args) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["command"] == "python -m bench.tune_solo " + " ".join(args)
    assert data["games"] == {"base": [7, 8], "uprising": [7, 7]}
    # no time to search: the start is the best, and nothing is changed
    assert data["fitness"]["best"] == data["fitness"]["start"]
    assert data["fitness"]["weight_sets"] == 1
    assert data["weights"] == {k: v for k, v in SOLO_EVAL.items() if v != tune_solo.heuristic.SOLO_DEFAULTS[k]}
    assert SOLO_EVAL == before  # the games ran in worker processes


def test_the_fitness_is_paired_and_deterministic() -> None:
    """The same weights on the same seeds give the same margin (paired comparisons)."""
    task = (dict(SOLO_EVAL), "base", "mercenary", [3, 4])
    editions = {e: dict(w) for e, w in tune_solo.heuristic.SOLO_EDITIONS.items()}
    first = tune_solo.play_chunk(task)
    assert tune_solo.play_chunk(task) == first
    assert tune_solo.heuristic.SOLO_EDITIONS == editions  # the editions' own tables are restored
    assert len(first) == 2 and all(won in (0, 1) for _, won in first)


def test_no_games_is_refused(tmp_path) -> None:
    out = tmp_path / "w.json"
    with pytest.raises(SystemExit, match="at least one"):
        tune_solo.main(["--base", "0", "--uprising", "0", "--out", str(out)])
    assert not out.exists()


def test_paired_figures_keep_the_seeds_both_runs_played(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:
    from bench import solo_paired

    before = tmp_path / "before.log"
    after = tmp_path / "after.log"
    before.write_text("seed 0: winner 1 (me 0) round 8 vp [7, 10, 9]\n"
                      "seed 1: winner 0 (me 0) round 9 vp [10, 8, 9]\n"
                      "seed 5: winner 2 (me 0) round 9 vp [3, 8, 10]\n", encoding="utf-8")
    after.write_text("seed 0: winner 0 (me 0) round 8 vp [11, 10, 9]\n"
                     "seed 1: winner 0 (me 0) round 9 vp [10, 8, 7]\n", encoding="utf-8")
    assert solo_paired.main([str(before), str(after)]) == 0
    text = capsys.readouterr().out
    assert "before: 1/2 = 50.0%" in text and "margin over the leading Rival -1.00 VP" in text
    assert "after: 2/2 = 100.0%" in text and "margin over the leading Rival +1.50 VP" in text
    # margins -3, +1 before; +1, +2 after: +4 and +1, mean +2.5, sd 2.12, se 1.50
    assert "paired over 2 seeds (0..1): margin +2.50 VP (standard error 1.50); won after only 1, before only 0" in text
    empty = tmp_path / "empty.log"
    empty.write_text("", encoding="utf-8")
    with pytest.raises(SystemExit, match="no seed"):
        solo_paired.main([str(before), str(empty)])
