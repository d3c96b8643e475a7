"""Behaviour is pinned: fixed seeds give the same games, action for action and hash for hash
(issue 8: optimizations must not change behaviour). Regenerate with `python -m bench.golden
--write` only for an intended rules change."""

import json

from bench.golden import GOLDEN, GOLDEN_UPRISING, compute


def test_golden_games_unchanged() -> None:
    want = json.loads(GOLDEN.read_text())
    got = compute()
    assert len(got) == len(want) == 32
    for g, w in zip(got, want, strict=True):
        assert g == w, f"{g['players']}p seed {g['seed']} changed"


def test_uprising_golden_games_unchanged() -> None:
    """Issue 15: 8 Uprising games (3 and 4 players) pinned the same way (regenerate with
    `python -m bench.golden --edition uprising --write` for an intended rules change)."""
    want = json.loads(GOLDEN_UPRISING.read_text())
    got = compute("uprising")
    assert len(got) == len(want) == 8
    for g, w in zip(got, want, strict=True):
        assert g == w, f"uprising {g['players']}p seed {g['seed']} changed"


def test_immortality_golden_games_unchanged() -> None:
    """Base + Immortality (issue 18), 1 to 4 players with random leaders: tests/data/golden_immortality.json
    (written with the module complete: Imperium Ceremony, docs/rulings.md I54)."""
    from bench.golden import GOLDEN_IMMORTALITY, compute_immortality

    want = json.loads(GOLDEN_IMMORTALITY.read_text())
    got = compute_immortality()
    assert len(got) == len(want) == 12
    for g, w in zip(got, want, strict=True):
        assert g == w, f"Immortality {g['players']}p seed {g['seed']} changed"


def test_compiled_engine_in_use_when_expected() -> None:
    """Issue 33: `make fast-check` (run by .ci/run) builds the mypyc engine in a copy of the tree
    and runs this file there with LANDSRAAD_EXPECT_COMPILED=1, so the golden games above are known
    to have run on the compiled modules, not silently on the .py sources."""
    import os

    import pytest

    from bench.fast import not_compiled

    if os.environ.get("LANDSRAAD_EXPECT_COMPILED") != "1":
        pytest.skip("pure-Python run (LANDSRAAD_EXPECT_COMPILED=1 is set by `make fast-check`)")
    assert not_compiled() == []
