"""The web server's storage layer (interfaces/web/store.py) and its group-commit writer."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

pytest.importorskip("sqlalchemy")
pytest.importorskip("fastapi")

from sqlalchemy.exc import IntegrityError  # noqa: E402

from landsraad.interfaces.web.games import BatchWriter  # noqa: E402
from landsraad.interfaces.web.store import GameRow, Store  # noqa: E402


def row(gid: str) -> GameRow:
    return GameRow(id=gid, config={"players": 3}, seed=4, seats=["human", "random", "random"],
                   token_hashes=["ab", None, None], options={"undo": True})


def test_store_round_trip_wal_and_history(tmp_path: Path) -> None:
    db = tmp_path / "sub" / "g.sqlite3"
    st = Store(f"sqlite:///{db}")
    st.create_game(row("g1"))
    for n, a in enumerate(["reveal", "done", "deploy 0"], 1):
        st.append_action("g1", n, 0, a, round=1, status="playing", result=None)
    with pytest.raises(IntegrityError):  # history is never overwritten
        st.append_action("g1", 2, 0, "pass", round=1, status="playing", result=None)
    got = st.load_game("g1")
    assert got is not None and got.actions == ["reveal", "done", "deploy 0"] and got.version == 3
    assert got.seats == ["human", "random", "random"] and got.token_hashes == ["ab", None, None]
    st.truncate_actions("g1", 1, round=1)
    got = st.load_game("g1")
    assert got is not None and got.actions == ["reveal"] and got.version == 1
    st.append_action("g1", 2, 0, "pass", round=2, status="over", result={"winner": 1})
    assert [r.id for r in st.list_games()] == ["g1"] and st.unfinished_ids() == []
    assert st.load_game("nope") is None
    st.close()
    mode = sqlite3.connect(db).execute("pragma journal_mode").fetchone()[0]
    assert mode == "wal"


def test_batch_writer_commits_together_and_isolates_a_bad_write(tmp_path: Path) -> None:
    st = Store(f"sqlite:///{tmp_path / 'b.sqlite3'}")
    w = BatchWriter(st)
    try:
        w.submit("create_game", row("a")).result(10)
        futs = [w.submit("append_action", "a", n, 0, f"act {n}", round=1, status="playing", result=None)
                for n in range(1, 30)]
        bad = w.submit("append_action", "a", 5, 0, "again", round=1, status="playing", result=None)
        for f in futs:
            f.result(10)
        with pytest.raises(IntegrityError):
            bad.result(10)
        got = st.load_game("a")
        assert got is not None and got.actions == [f"act {n}" for n in range(1, 30)]
    finally:
        w.close()
        st.close()
