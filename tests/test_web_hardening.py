"""Issue 32 against a real `landsraad serve` process: corrupt stored games never take the lobby or
the replay list down (must-fix 2, on SQLite and PostgreSQL), connections that never finish their
headers are closed and one address cannot hold every socket (must-fix 4), a log that cannot
flood, and the should-fix items (records marked unverified, replay batches, websocket refusals,
paging, no server path in errors)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")

from sqlalchemy import text  # noqa: E402
from web_server import Server, wait_until  # noqa: E402

from landsraad.interfaces.web.store import Store  # noqa: E402

# ---- must-fix 2: a corrupt finished game is quarantined, never the page ---------------------------
# (column, stored value, SQLite only): each corrupts one copy of a good finished public game. The
# SQLite-only ones put a value of the wrong type in a typed column, which PostgreSQL refuses itself.
CORRUPTIONS: list[tuple[str, Any, bool]] = [
    ("config", {"leaders": 5}, False),
    ("config", {"leaders": True}, False),
    ("config", {"leaders": [5, "random"]}, False),
    ("config", {"players": "3"}, False),
    ("config", {"players": None}, False),
    ("config", {"modules": "immortality"}, False),
    ("config", {"nonsense": 1}, False),
    ("config", "{not json", False),
    ("config", "[1, 2]", False),
    ("config", "{}", False),  # 'players' missing
    ("seats", "[not json", False),
    ("seats", "5", False),
    ("seats", '["random"]', False),  # fewer seats than players
    ("seats", '[1, 2, 3]', False),
    ("token_hashes", '{"a": 1}', False),
    ("token_hashes", "[null]", False),
    ("options", "[]", False),
    ("options", '{"public": "yes"}', False),
    ("options", '{"public": true, "undo": 1}', False),
    ("options", "1" + "0" * 5000, False),  # a number too long to read
    ("result", "5", False),
    ("result", "null", False),  # a finished game without its result
    ("result", "{}", False),  # every field missing
    ("result", {"winner": "x"}, False),
    ("result", {"vp": [1, 2]}, False),
    ("result", {"vp": ["1", 2, 3]}, False),
    ("result", {"ranking": 5}, False),
    ("result", {"tiebreak": None}, False),
    ("status", "finished", False),
    ("seed", "a seed", True),
    ("seed", 2.5, True),
    ("round", "three", True),
    ("version", 1.5, True),
    ("rev", "x", True),
    ("created", "yesterday", True),
    ("updated", "now", True),
    ("config", 5, True),  # not even text
    ("result", 7, True),
]


def corrupt_value(good: dict[str, Any], col: str, value: Any) -> Any:
    """The stored value: a dict is merged into the good column's JSON, anything else stored as is."""
    if isinstance(value, dict):
        return json.dumps({**json.loads(good[col]), **value})
    return value


def finished_public_game(srv: Server) -> str:
    g = srv.create(players=3, seats=["random"] * 3, public=True, seed=11, first_player=0)

    def over() -> bool:
        got = {x["id"]: x for x in srv.http.get(srv.url + "/api/games").json()["games"]}
        return got[g["id"]]["status"] == "over"

    wait_until(over, 120, "the bots' game to end")
    return str(g["id"])


def test_corrupt_rows_are_quarantined_and_never_take_the_lobby_down(db_url: str, tmp_path: Path) -> None:
    srv = Server(db_url, logdir=tmp_path).start()
    try:
        good = finished_public_game(srv)
        running = srv.create(players=3, seats=["human", "random", "random"], first_player=0)["id"]
        st = Store(db_url)
        sqlite = st.dialect == "sqlite"
        bad: dict[str, tuple[str, Any]] = {}
        with st.engine.begin() as c:
            row = dict(c.execute(text("SELECT * FROM games WHERE id = :id"), {"id": good}).mappings().one())
            for i, (col, value, sqlite_only) in enumerate(CORRUPTIONS):
                if sqlite_only and not sqlite:
                    continue
                gid = f"bad{i}"
                new = {**row, "id": gid, col: corrupt_value(row, col, value)}
                cols = ", ".join(new)
                c.execute(text(f"INSERT INTO games ({cols}) VALUES ({', '.join(':' + k for k in new)})"), new)
                bad[gid] = (col, value)
        st.close()
        r = srv.http.get(srv.url + "/api/games", params={"limit": 200})
        assert r.status_code == 200, r.text
        listed = {x["id"]: x for x in r.json()["games"]}
        assert listed[good]["status"] == "over" and listed[running]["status"] == "playing"
        for gid, why in bad.items():
            assert listed[gid]["status"] == "quarantined", (why, listed[gid])
            assert "seed" not in listed[gid] or listed[gid]["seed"] is None
        r = srv.http.get(srv.url + "/api/replays")
        assert r.status_code == 200, r.text
        ids = [x["id"] for x in r.json()["replays"]]
        assert f"g-{good}" in ids and not any(i.startswith("g-bad") for i in ids), ids
        for gid in list(bad)[:3]:  # the same checks as a load: the game itself is refused too
            r = srv.http.get(f"{srv.url}/api/games/{gid}/view")
            assert r.status_code == 500 and "quarantined" in r.json()["error"], r.text
            r = srv.http.get(f"{srv.url}/api/replays/g-{gid}")
            assert r.status_code == 500 and "quarantined" in r.json()["error"], r.text
        assert srv.http.get(f"{srv.url}/api/replays/g-{good}").status_code == 200
        log = srv.log.read_text()
        for gid, (col, _) in bad.items():
            line = next((x for x in log.splitlines() if f"game {gid} quarantined" in x), None)
            assert line is not None and f"column {col}" in line, (gid, col, line)
            assert "a number column is not a number" not in line  # an unreadable JSON column says so
        assert log.count(f"game {next(iter(bad))} quarantined") == 1  # once, however often listed
        assert srv.http.get(srv.url + "/api/health").json()["quarantined"] == len(bad)
    finally:
        srv.stop()
