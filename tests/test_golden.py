"""Behaviour is pinned: fixed seeds give the same games, action for action and hash for hash
(issue 8: optimizations must not change behaviour). Regenerate with `python -m bench.golden
--write` only for an intended rules change."""

import json

from bench.golden import GOLDEN, compute


def test_golden_games_unchanged() -> None:
    want = json.loads(GOLDEN.read_text())
    got = compute()
    assert len(got) == len(want) == 32
    for g, w in zip(got, want, strict=True):
        assert g == w, f"{g['players']}p seed {g['seed']} changed"
