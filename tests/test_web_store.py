"""The web server's storage layer (interfaces/web/store.py), its group-commit writer and its
schema migrations, on SQLite and on a real PostgreSQL server (issue 20)."""

from __future__ import annotations

import json
import sqlite3
import threading
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("sqlalchemy")
pytest.importorskip("fastapi")

from sqlalchemy import (  # noqa: E402
    Column,
    Float,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    create_engine,
    insert,
    inspect,
    text,
)
from sqlalchemy.exc import IntegrityError  # noqa: E402

from landsraad import GameConfig, new_game  # noqa: E402
from landsraad.interfaces.web import migrations  # noqa: E402
from landsraad.interfaces.web.games import BatchWriter  # noqa: E402
from landsraad.interfaces.web.store import CHANNEL, GameRow, StaleWrite, Store, metadata, normalize_url  # noqa: E402


def row(gid: str) -> GameRow:
    return GameRow(id=gid, config={"players": 3}, seed=4, seats=["human", "random", "random"],
                   token_hashes=["ab", None, None], options={"undo": True})


def test_store_round_trip_history_and_version_check(db_url: str) -> None:
    st = Store(db_url)
    st.create_game(row("g1"))
    for n, a in enumerate(["reveal", "done", "deploy 0"], 1):
        st.append_action("g1", n, 0, a, rev=n - 1, round=1, status="playing", result=None)
    with pytest.raises(StaleWrite):  # made from an old rev: another writer was first
        st.append_action("g1", 3, 0, "pass", rev=2, round=1, status="playing", result=None)
    with pytest.raises(IntegrityError):  # history is never overwritten, whatever rev is named
        st.append_action("g1", 2, 0, "pass", rev=3, round=1, status="playing", result=None)
    got = st.load_game("g1")
    assert got is not None and got.actions == ["reveal", "done", "deploy 0"] and got.version == 3 and got.rev == 3
    assert got.seats == ["human", "random", "random"] and got.token_hashes == ["ab", None, None]
    with pytest.raises(StaleWrite):
        st.truncate_actions("g1", 1, rev=2, round=1)
    st.truncate_actions("g1", 1, rev=3, round=1)
    got = st.load_game("g1")
    assert got is not None and got.actions == ["reveal"] and got.version == 1 and got.rev == 4
    assert st.changes_since("g1", 0) == (4, 1, [(0, "reveal")])
    st.append_action("g1", 2, 0, "pass", rev=4, round=2, status="over", result={"vp": [1, 2, 0], "winner": 1, "ranking": [1, 0, 2],
                                                                         "tiebreak": "vp"})
    assert st.changes_since("g1", 1) == (5, 2, [(0, "pass")])
    # a look by a process that holds rev 5 finds nothing new; one that holds rev 4 gets the move
    assert st.changes_since("g1", 2, rev=5) == (5, -1, []) and st.changes_since("g1", 1, rev=4) == (5, 2, [(0, "pass")])
    assert [r.id for r in st.list_games()] == ["g1"] and st.unfinished_ids() == []
    assert st.load_game("nope") is None and st.game_rev("nope") is None and st.game_rev("g1") == 5
    st.close()
    if db_url.startswith("sqlite"):
        mode = sqlite3.connect(db_url.split("///", 1)[1]).execute("pragma journal_mode").fetchone()[0]
        assert mode == "wal"


def test_batch_writer_commits_together_and_isolates_a_bad_write(db_url: str) -> None:
    st = Store(db_url)
    w = BatchWriter(st)
    try:
        w.submit("create_game", row("a")).result(10)
        w.submit("create_game", row("b")).result(10)
        futs = [w.submit("append_action", "a", n, 0, f"act {n}", rev=n - 1, round=1, status="playing", result=None)
                for n in range(1, 30)]
        for f in futs:
            f.result(10)
        stale = w.submit("append_action", "a", 30, 0, "late", rev=5, round=1, status="playing", result=None)
        other = w.submit("append_action", "b", 1, 0, "fine", rev=0, round=1, status="playing", result=None)
        with pytest.raises(StaleWrite):
            stale.result(10)
        other.result(10)
        got = st.load_game("a")
        assert got is not None and got.actions == [f"act {n}" for n in range(1, 30)]
        b = st.load_game("b")
        assert b is not None and b.actions == ["fine"]
    finally:
        w.close()
        st.close()


def test_batch_writer_survives_a_write_whose_waiter_gave_up(db_url: str) -> None:
    """A request cancelled while its write is queued (its client went away) cancels the write's
    future: the write still lands once, and the writer thread carries on for every other game,
    also when the batch falls back to one write at a time (found by CI: the thread died)."""
    from concurrent.futures import Future

    st = Store(db_url)
    w = BatchWriter(st)
    try:
        w.submit("create_game", row("a")).result(10)
        w.submit("create_game", row("b")).result(10)
        for bad_neighbour in (False, True):
            n = 2 if bad_neighbour else 1
            gone: Future[None] = Future()
            gone.cancel()
            batch = [("append_action", ("a", n, 0, f"act {n}"),
                      {"rev": n - 1, "round": 1, "status": "playing", "result": None}, gone)]
            if bad_neighbour:  # a stale write in the same batch: the fallback path
                batch.append(("append_action", ("b", 9, 0, "stale"),
                              {"rev": 7, "round": 1, "status": "playing", "result": None}, Future()))
            for item in batch:
                w.q.put(item)
            after = w.submit("append_action", "b", n, 0, f"b {n}", rev=n - 1, round=1, status="playing",
                             result=None)
            after.result(10)
            assert w.thread.is_alive()
        got, b = st.load_game("a"), st.load_game("b")
        assert got is not None and got.actions == ["act 1", "act 2"]
        assert b is not None and b.actions == ["b 1", "b 2"]
    finally:
        w.close()
        st.close()


def test_concurrent_writers_of_one_move_exactly_one_wins(db_url: str) -> None:
    """Two stores (two server processes' connections) write action 1 of a game from the same
    rev at the same moment: one commits, the other gets StaleWrite, history has one action 1."""
    a, b = Store(db_url), Store(db_url)
    try:
        for k in range(8):
            gid = f"race{k}"
            a.create_game(row(gid))
            go = threading.Barrier(2)
            out: dict[str, str] = {}

            def write(st: Store, name: str, gid: str = gid, go: threading.Barrier = go,
                      out: dict[str, str] = out) -> None:
                go.wait()
                try:
                    st.append_action(gid, 1, 0, f"by {name}", rev=0, round=1, status="playing", result=None)
                    out[name] = "won"
                except (StaleWrite, IntegrityError) as e:
                    out[name] = type(e).__name__

            ts = [threading.Thread(target=write, args=(st, name)) for st, name in ((a, "a"), (b, "b"))]
            for t in ts:
                t.start()
            for t in ts:
                t.join(30)
            assert sorted(out.values()) == ["StaleWrite", "won"], out
            got = b.load_game(gid)
            winner = next(n for n, r in out.items() if r == "won")
            assert got is not None and got.actions == [f"by {winner}"] and got.rev == 1
    finally:
        a.close()
        b.close()


def test_postgresql_notifies_each_write_at_commit(pg_cluster: object) -> None:
    """What the other processes receive (notify.py): the game, its rev, and the move or undo."""
    import psycopg

    url = pg_cluster.create_database()  # type: ignore[attr-defined]
    st = Store(url)
    assert st.shared and normalize_url(url).startswith("postgresql+psycopg://")
    with psycopg.connect(url, autocommit=True) as listener:
        listener.execute(f"LISTEN {CHANNEL}")
        st.create_game(row("n1"))
        st.append_action("n1", 1, 2, "reveal", rev=0, round=1, status="playing", result=None)
        with pytest.raises(StaleWrite):  # a failed write notifies nothing
            st.append_action("n1", 2, 0, "pass", rev=0, round=1, status="playing", result=None)
        st.truncate_actions("n1", 0, rev=1, round=1)
        got = [json.loads(n.payload) for n in listener.notifies(timeout=5, stop_after=2)]
    assert got == [{"g": "n1", "rev": 1, "n": 1, "seat": 2, "a": "reveal"}, {"g": "n1", "rev": 2, "keep": 0}]
    st.close()


def test_postgresql_writes_a_batch_of_moves_in_one_statement_all_or_none(pg_cluster: object) -> None:
    """The batch writer's moves of several games (issue 32): all stored and notified, or, when
    one game changed meanwhile, none (StaleWrite), and each written alone then stands or fails
    on its own, as a batch of one-move transactions would."""
    import psycopg

    url = pg_cluster.create_database()  # type: ignore[attr-defined]
    st = Store(url)
    for g in ("b1", "b2", "b3"):
        st.create_game(row(g))

    def move(g: str, n: int, rev: int) -> tuple[str, tuple[Any, ...], dict[str, Any]]:
        return ("append_action", (g, n, n % 3, f"m{n}"), {"rev": rev, "round": n, "status": "playing", "result": None})

    with psycopg.connect(url, autocommit=True) as listener:
        listener.execute(f"LISTEN {CHANNEL}")
        st.write_batch([move("b1", 1, 0), move("b2", 1, 0), move("b3", 1, 0)])
        with pytest.raises(StaleWrite):  # b2 is at rev 1, not 0: nothing of the batch is written
            st.write_batch([move("b1", 2, 1), move("b2", 2, 0), move("b3", 2, 1)])
        st.write_batch([move("b1", 2, 1), move("b3", 2, 1)])
        got = [json.loads(n.payload) for n in listener.notifies(timeout=5, stop_after=5)]
    assert sorted((e["g"], e["rev"], e["n"], e["a"]) for e in got) == [
        ("b1", 1, 1, "m1"), ("b1", 2, 2, "m2"), ("b2", 1, 1, "m1"), ("b3", 1, 1, "m1"), ("b3", 2, 2, "m2")]
    rows = {g: st.load_game(g) for g in ("b1", "b2", "b3")}
    assert {g: (r.actions, r.rev, r.version, r.status) for g, r in rows.items() if r is not None} == {
        "b1": (["m1", "m2"], 2, 2, "playing"), "b2": (["m1"], 1, 1, "playing"), "b3": (["m1", "m2"], 2, 2, "playing")}
    st.close()


# the schema as `metadata.create_all` made it before migrations existed (landsraad 0.1, issue 6)
OLD = MetaData()
Table("games", OLD,
      Column("id", String(32), primary_key=True), Column("created", Float, nullable=False),
      Column("updated", Float, nullable=False), Column("config", Text, nullable=False),
      Column("seed", Integer, nullable=False), Column("seats", Text, nullable=False),
      Column("token_hashes", Text, nullable=False), Column("options", Text, nullable=False),
      Column("status", String(16), nullable=False), Column("round", Integer, nullable=False, default=0),
      Column("version", Integer, nullable=False, default=0), Column("result", Text, nullable=True))
Table("actions", OLD,
      Column("game_id", String(32), primary_key=True), Column("n", Integer, primary_key=True),
      Column("seat", Integer, nullable=False), Column("action", String(200), nullable=False),
      Column("at", Float, nullable=False))


def test_a_database_from_before_migrations_is_stamped_and_upgraded(db_url: str) -> None:
    """A database made by the old `create_all`, with a game in it, opens with the new store:
    stamped at the baseline, upgraded to head (games.rev = its version), and the game plays on."""
    from alembic.autogenerate import compare_metadata
    from alembic.runtime.migration import MigrationContext

    s = new_game(GameConfig(players=3, first_player=0), 3)
    played = []
    for _ in range(6):
        a = s.legal_actions()[0]
        s.apply(a)
        played.append(a)
    old = create_engine(normalize_url(db_url))
    OLD.create_all(old)
    with old.begin() as c:
        c.execute(insert(OLD.tables["games"]).values(
            id="old", created=1.0, updated=1.0, config=json.dumps(GameConfig(players=3, first_player=0).to_dict()),
            seed=3, seats=json.dumps(["human", "random", "random"]), token_hashes=json.dumps(["x", None, None]),
            options="{}", status="playing", round=s.round, version=len(played), result=None))
        c.execute(insert(OLD.tables["actions"]), [dict(game_id="old", n=i, seat=0, action=a, at=1.0)
                                                  for i, a in enumerate(played, 1)])
        assert not inspect(c).has_table("alembic_version")
    old.dispose()

    st = Store(db_url)
    with st.engine.connect() as c:
        assert migrations.current(c) == migrations.head() == "0003"
        assert compare_metadata(MigrationContext.configure(c), metadata) == []  # schema == store.metadata
    got = st.load_game("old")
    assert got is not None and got.actions == played and got.rev == got.version == 6
    st.append_action("old", 7, 0, "pass", rev=6, round=1, status="playing", result=None)
    st.close()
    again = Store(db_url)  # opening a database at head changes nothing
    got = again.load_game("old")
    assert got is not None and got.rev == 7 and got.actions == [*played, "pass"]
    again.close()


def test_a_new_database_is_created_at_head(db_url: str) -> None:
    from alembic.autogenerate import compare_metadata
    from alembic.runtime.migration import MigrationContext

    st = Store(db_url)
    with st.engine.connect() as c:
        assert migrations.current(c) == migrations.head()
        assert compare_metadata(MigrationContext.configure(c), metadata) == []
    st.close()


def test_unsupported_database_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="unsupported database"):
        Store("mysql://nobody@localhost/x")


def test_a_corrupt_row_is_named_and_does_not_hide_the_others(db_url: str) -> None:
    """Issue 20 item 3: list_games returns every row, an unreadable one marked `corrupt`;
    load_game of it raises CorruptGame (a SaveError) naming the column. A 63-bit seed round-trips
    (a BIGINT on PostgreSQL, where a seed that is no number cannot be stored at all)."""
    from landsraad.core.errors import SaveError
    from landsraad.interfaces.web.store import CorruptGame

    st = Store(db_url)
    bad = {"json": ("config", "'{nope'", "column config is not JSON"),
           "type": ("seats", "'\"human\"'", "column seats is not a JSON list"),
           "hashes": ("token_hashes", "'[\"ab\"]'", "column token_hashes is not a hash or null per seat")}
    if st.dialect == "sqlite":
        bad["seed"] = ("seed", "'abc'", "column seed is not a whole number")
    for gid in ("ok", *bad):
        r = row(gid)
        r.seed = 2**63 - 1
        st.create_game(r)
    with st.engine.begin() as c:
        for gid, (col, value, _) in bad.items():
            c.execute(text(f"update games set {col}={value} where id=:g"), {"g": gid})
    listed = {r.id: r for r in st.list_games()}
    assert set(listed) == {"ok", *bad}
    assert listed["ok"].corrupt is None and listed["ok"].seed == 2**63 - 1
    for gid, (_, _, words) in bad.items():
        assert listed[gid].corrupt is not None and words in listed[gid].corrupt, listed[gid].corrupt
        with pytest.raises(CorruptGame, match=words):
            st.load_game(gid)
    assert issubclass(CorruptGame, SaveError)
    loaded = st.load_game("ok")
    assert loaded is not None and loaded.seed == 2**63 - 1
    st.close()
