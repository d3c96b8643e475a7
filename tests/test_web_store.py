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


def test_a_corrupt_row_is_named_and_does_not_hide_the_others(tmp_path: Path) -> None:
    """Issue 20 item 3: list_games returns every row, an unreadable one marked `corrupt`;
    load_game of it raises CorruptGame (a SaveError) naming the column. A 63-bit seed round-trips."""
    from landsraad.core.errors import SaveError
    from landsraad.interfaces.web.store import CorruptGame

    db = tmp_path / "c.sqlite3"
    st = Store(f"sqlite:///{db}")
    for gid in ("ok", "json", "type", "seed", "hashes"):
        r = row(gid)
        r.seed = 2**63 - 1
        st.create_game(r)
    con = sqlite3.connect(db)
    with con:
        con.execute("update games set config='{nope' where id='json'")
        con.execute("update games set seats='\"human\"' where id='type'")
        con.execute("update games set seed='abc' where id='seed'")
        con.execute("update games set token_hashes='[\"ab\"]' where id='hashes'")
    con.close()
    listed = {r.id: r for r in st.list_games()}
    assert set(listed) == {"ok", "json", "type", "seed", "hashes"}
    assert listed["ok"].corrupt is None and listed["ok"].seed == 2**63 - 1
    for gid, words in (("json", "column config is not JSON"), ("type", "column seats is not a JSON list"),
                       ("seed", "not a number"), ("hashes", "seats and token hashes do not match")):
        assert listed[gid].corrupt is not None and words in listed[gid].corrupt, listed[gid].corrupt
        with pytest.raises(CorruptGame, match=words):
            st.load_game(gid)
    assert issubclass(CorruptGame, SaveError)
    loaded = st.load_game("ok")
    assert loaded is not None and loaded.seed == 2**63 - 1
    st.close()
