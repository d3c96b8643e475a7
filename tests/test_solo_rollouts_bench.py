"""bench/solo_rollouts.py (issue 31): what a solo rollout costs to the end of the round and to the
end of the game, measured from real solo games' views."""

from __future__ import annotations

import re

from bench import solo_rollouts


def test_the_rollout_cost_table_has_every_round_and_both_kinds(capsys) -> None:
    assert solo_rollouts.main(["--games", "1", "--rollouts", "1", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    rows = re.findall(r"^\| (\d+) \| ([\d.]+) \| (\d+) \| ([\d.]+) \| (\d+) \|$", out, re.M)
    assert rows and [int(r[0]) for r in rows] == list(range(1, len(rows) + 1))
    # a rollout to the end of the game applies at least the decisions of one to the end of the round
    assert all(int(game) >= int(rnd) > 0 for _, _, rnd, _, game in rows)
    assert "mean to the round's end" in out and "mean to the game's end" in out
