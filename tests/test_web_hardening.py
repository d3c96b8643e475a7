"""Issue 32 against a real `landsraad serve` process: corrupt stored games never take the lobby or
the replay list down (must-fix 2, on SQLite and PostgreSQL), connections that never finish their
headers are closed and one address cannot hold every socket (must-fix 4), a log that cannot
flood, and the should-fix items (records marked unverified, replay batches, websocket refusals,
paging, no server path in errors)."""

from __future__ import annotations

import io
import json
import logging
import socket
import time
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("websockets")

import httpx  # noqa: E402
from sqlalchemy import text  # noqa: E402
from web_server import Server, wait_until  # noqa: E402
from websockets.exceptions import ConnectionClosed  # noqa: E402
from websockets.sync.client import connect  # noqa: E402

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


# ---- must-fix 4: half-sent headers, one address's connections, a log that cannot flood ------------
def open_socket(srv: Server, first: bytes = b"") -> socket.socket:
    s = socket.create_connection(("127.0.0.1", srv.port), timeout=10)
    if first:
        s.sendall(first)
    return s


def read_response(s: socket.socket) -> bytes:
    """One whole HTTP response (headers and its Content-Length of body) from `s`."""
    s.settimeout(10)
    got = b""
    while b"\r\n\r\n" not in got:
        got += s.recv(4096)
    head, _, body = got.partition(b"\r\n\r\n")
    length = int(next(x.split(b":")[1] for x in head.split(b"\r\n") if x.lower().startswith(b"content-length:")))
    while len(body) < length:
        body += s.recv(4096)
    return head + b"\r\n\r\n" + body


def closed_by_server(s: socket.socket, timeout: float) -> bytes | None:
    """What the server sent before closing `s` within `timeout`, or None if it is still open."""
    s.settimeout(timeout)
    got = b""
    try:
        while True:
            chunk = s.recv(4096)
            if not chunk:
                return got
            got += chunk
    except TimeoutError:
        return None
    except ConnectionResetError:
        return got


def test_half_sent_headers_are_closed_after_the_header_timeout(tmp_path: Path) -> None:
    srv = Server(tmp_path / "slow.sqlite3", extra=("--header-timeout", "1.5", "--conns-per-client", "0")).start()
    try:
        t0 = time.monotonic()
        socks = [open_socket(srv, b"GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow:") for _ in range(40)]
        socks += [open_socket(srv) for _ in range(10)]  # not a byte
        # a keep-alive connection whose second request stops half-way is closed too
        ka = open_socket(srv, b"GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")
        assert b"200 OK" in read_response(ka)
        ka.sendall(b"GET /api/health HTT")
        socks.append(ka)
        # a slow but complete request within the timeout is answered
        ok = open_socket(srv, b"GET /api/health HTTP/1.1\r\n")
        time.sleep(0.5)
        ok.sendall(b"Host: x\r\n\r\n")
        assert b"200 OK" in read_response(ok)
        for s in socks:
            got = closed_by_server(s, 10)
            assert got is not None, "a half-sent request stayed open"
            assert got == b"" or b"408 Request Timeout" in got, got
            s.close()
        elapsed = time.monotonic() - t0
        assert 1.4 < elapsed < 10, elapsed
        # the connection that finished its request stays open (keep-alive), and is served again
        ok.sendall(b"GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")
        assert b"200 OK" in read_response(ok)
        ok.close()
        assert srv.http.get(srv.url + "/api/health").status_code == 200
        # a websocket is not a header in progress: it stays open past the timeout
        w = connect(f"ws://127.0.0.1:{srv.port}/ws/games/nope", legacy=True)
        time.sleep(2.0)
        w.send(json.dumps({"token": None}))
        m = json.loads(w.recv(10))
        assert m["type"] == "error" and m["status"] == 404, m
        w.close()
    finally:
        srv.stop()


def test_one_address_cannot_hold_every_connection(tmp_path: Path) -> None:
    srv = Server(tmp_path / "cap.sqlite3", extra=("--conns-per-client", "20", "--header-timeout", "30", "--ws-per-client", "0")).start()
    try:
        srv.http.close()  # its keep-alive connection would count against the cap
        held = [open_socket(srv, b"GET /api/health HTTP/1.1\r\nHost: x\r\n") for _ in range(20)]
        time.sleep(0.3)  # the server has accepted them
        t0 = time.monotonic()
        extras = [open_socket(srv) for _ in range(30)]
        for s in extras:
            got = closed_by_server(s, 5)
            assert got is not None and b"429 Too Many Requests" in got, got
            assert b"too many connections from your address (at most 20)" in got
            s.close()
        assert time.monotonic() - t0 < 5  # refused promptly, not after a timeout
        # a health check from another address of this machine is served meanwhile
        other = socket.create_connection(("127.0.0.1", srv.port), timeout=10, source_address=("127.0.0.2", 0))
        other.sendall(b"GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        got = closed_by_server(other, 10)
        assert got is not None and b"200 OK" in got and b'"ok":true' in got, got
        other.close()
        # one is released: room for one more from this address, which is served
        held.pop().close()
        time.sleep(0.3)
        again = open_socket(srv, b"GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        got = closed_by_server(again, 10)
        assert got is not None and b"200 OK" in got, got
        # websockets count too, and release their count when they close
        for s in held:
            s.close()
        time.sleep(0.3)
        ws = [connect(f"ws://127.0.0.1:{srv.port}/ws/games/nope", legacy=True) for _ in range(20)]
        extra = open_socket(srv)
        got = closed_by_server(extra, 5)
        assert got is not None and b"429" in got, got
        for w in ws:
            w.close()
        time.sleep(0.5)
        with httpx.Client(timeout=10) as c:
            assert c.get(srv.url + "/api/health").status_code == 200
        log = srv.log.read_text()
        refusals = log.count("refused: 20 open from that address")
        assert 1 <= refusals <= 10, refusals  # rate-limited: 31 refusals, at most 10 lines a minute
    finally:
        srv.stop()


def test_a_repeated_log_message_cannot_flood() -> None:
    from landsraad.interfaces.web.guard import RateLimitFilter

    now = [0.0]
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.addFilter(RateLimitFilter(burst=5, interval=10.0, clock=lambda: now[0]))
    logger = logging.getLogger("test.flood")
    logger.addHandler(handler)
    logger.propagate = False
    logger.setLevel(logging.INFO)
    try:
        for i in range(100_000):
            logger.error("socket.accept() out of system resource (%d)", i)
            if i % 1000 == 0:
                logger.warning("another message %s", i)  # its own budget
        lines = stream.getvalue().splitlines()
        assert sum("socket.accept()" in x for x in lines) == 5
        assert sum("another message" in x for x in lines) == 5
        now[0] = 10.0  # the next interval: one line says how many were dropped
        logger.error("socket.accept() out of system resource (%d)", 0)
        last = stream.getvalue().splitlines()[-1]
        assert "[99995 more like this suppressed in 10s]" in last, last
        now[0] = 20.0
        logger.error("socket.accept() out of system resource (%d)", 1)
        assert "suppressed" not in stream.getvalue().splitlines()[-1]
    finally:
        logger.removeHandler(handler)


# ---- should-fix: websocket refusals are a 4000-range close with words, not a traceback ------------
def ws_refusal(w: Any) -> tuple[dict[str, Any], int, str]:
    m = json.loads(w.recv(10))
    assert m["type"] == "error", m
    with pytest.raises(ConnectionClosed) as closed:
        w.recv(10)
    assert closed.value.rcvd is not None
    return m, closed.value.rcvd.code, closed.value.rcvd.reason


def test_websocket_binary_and_oversized_messages_are_refused_with_words(tmp_path: Path) -> None:
    srv = Server(tmp_path / "ws.sqlite3").start()
    url = f"ws://127.0.0.1:{srv.port}/ws/games/"
    try:
        g = srv.create(players=3, seats=["human", "random", "random"], public=True)
        for _ in range(3):  # a binary hello
            w = connect(url + g["id"], legacy=True)
            w.send(b'{"token": null}')
            m, code, reason = ws_refusal(w)
            assert m["status"] == 400 and code == 4400 and "binary messages are not accepted" in reason, (m, code)
        w = connect(url + g["id"], legacy=True, max_size=None)  # a hello of 5 KiB: the app's refusal, not 1009
        w.send(json.dumps({"token": None, "pad": "x" * 5000}))
        m, code, reason = ws_refusal(w)
        assert m["status"] == 413 and code == 4413 and "message too large (at most 4096" in reason, (m, code)
        w = connect(url + g["id"], legacy=True)  # after a good hello: a binary ping, then a big one
        w.send(json.dumps({"token": None}))
        assert json.loads(w.recv(10))["type"] == "state"
        w.send(b"ping")
        m, code, _ = ws_refusal(w)
        assert code == 4400, (m, code)
        w = connect(url + g["id"], legacy=True)
        w.send(json.dumps({"token": None}))
        assert json.loads(w.recv(10))["type"] == "state"
        w.send("p" * 4097)
        m, code, _ = ws_refusal(w)
        assert code == 4413, (m, code)
        w = connect(url + g["id"], legacy=True)  # still served, and says pong
        w.send(json.dumps({"token": None}))
        assert json.loads(w.recv(10))["type"] == "state"
        w.send("ping")
        assert json.loads(w.recv(10)) == {"type": "pong"}
        w.close()
        assert srv.http.get(srv.url + "/api/health").status_code == 200
        log = srv.log.read_text()
        assert "Traceback" not in log and "Exception in ASGI application" not in log, log[-3000:]
    finally:
        srv.stop()


# ---- should-fix: the lobby and the replay list are paged ------------------------------------------
def test_the_lobby_and_the_replay_list_are_paged(db_url: str, tmp_path: Path) -> None:
    from landsraad import GameConfig
    from landsraad.interfaces.web.store import GameRow

    st = Store(db_url)
    result = json.dumps({"vp": [1, 2, 3], "winner": 2, "ranking": [2, 1, 0], "tiebreak": "vp"})
    kinds: dict[str, str] = {}
    for i in range(130):
        gid = f"p{i:03d}"
        kind = ("over-public", "over-private", "playing")[i % 3]
        kinds[gid] = kind
        # humans only: a resumed game does not move (and change its time) while the test pages
        st.create_game(GameRow(id=gid, config=GameConfig(players=3).to_dict(), seed=i, seats=["human"] * 3,
                               token_hashes=["ab"] * 3, options={"public": kind != "over-private"}))
        with st.engine.begin() as c:  # every 4 games share a time: the id orders them
            c.execute(text("UPDATE games SET updated = :u, status = :s, result = :r WHERE id = :id"),
                      {"u": 1000.0 + i // 4, "s": "playing" if kind == "playing" else "over",
                       "r": None if kind == "playing" else result, "id": gid})
    st.close()
    records = tmp_path / "records"
    records.mkdir()
    for name in ("a.json", "b.json", "c.json"):
        (records / name).write_text("{}")
    srv = Server(db_url, logdir=tmp_path, extra=("--records", str(records))).start()
    try:
        def pages(path: str, key: str, limit: int) -> list[list[str]]:
            out, cursor = [], None
            while True:
                params: dict[str, Any] = {"limit": limit, **({"cursor": cursor} if cursor else {})}
                r = srv.http.get(srv.url + path, params=params)
                assert r.status_code == 200, r.text
                out.append([x["id"] for x in r.json()[key]])
                assert len(out[-1]) <= limit
                cursor = r.json()["next"]
                if cursor is None:
                    return out
                assert len(out) < 100

        lobby = pages("/api/games", "games", 7)
        ids = [x for p in lobby for x in p]
        expected = sorted(kinds, key=lambda g: (1000 + int(g[1:]) // 4, g), reverse=True)
        assert ids == expected  # every game once, the most recent first
        assert all(len(p) == 7 for p in lobby[:-1]) and lobby[-1]
        first = srv.http.get(srv.url + "/api/games").json()
        assert len(first["games"]) == 50 and first["next"]  # the default page
        reps = pages("/api/replays", "replays", 6)
        ids = [x for p in reps for x in p]
        public = [f"g-{g}" for g in expected if kinds[g] == "over-public"]
        assert ids == public + ["rec-a.json", "rec-b.json", "rec-c.json"], ids
        assert all(len(p) == 6 for p in reps[:-1])
        for bad in ({"limit": 0}, {"limit": 201}, {"limit": "x"}, {"limit": "9" * 5000}, {"cursor": "nope"},
                    {"cursor": "W10"}, {"cursor": "x" * 300}):
            for path in ("/api/games", "/api/replays"):
                r = srv.http.get(srv.url + path, params=bad)
                assert r.status_code == 400 and ("limit" in r.json()["error"] or "cursor" in r.json()["error"]), \
                    (path, bad, r.text)
        from landsraad.interfaces.web.games import encode_cursor

        for forged in (encode_cursor("g", ["text", "x"]), encode_cursor("g", [1e300, "x" * 32]), encode_cursor("r", "zz")):
            for path in ("/api/games", "/api/replays"):  # a well-formed cursor it never gave: no fault
                r = srv.http.get(srv.url + path, params={"cursor": forged})
                assert r.status_code in (200, 400), (path, forged, r.text)
    finally:
        srv.stop()


def test_the_log_limit_lets_a_message_marked_unlimited_through() -> None:
    from landsraad.interfaces.web.guard import RateLimitFilter

    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.addFilter(RateLimitFilter(burst=2, interval=60.0))
    logger = logging.getLogger("test.unlimited")
    logger.addHandler(handler)
    logger.propagate = False
    try:
        for i in range(50):  # one line per quarantined game, each logged once (games.py)
            logger.error("game %s quarantined: %s", f"g{i}", "why", extra={"unlimited": True})
            logger.error("game %s refused", f"g{i}")
        lines = stream.getvalue().splitlines()
        assert sum("quarantined" in x for x in lines) == 50 and sum("refused" in x for x in lines) == 2
    finally:
        logger.removeHandler(handler)


def test_trusted_proxies_are_not_capped() -> None:
    from landsraad.interfaces.web.guard import ConnectionGuard

    g = ConnectionGuard(per_address=2, exempt=["10.0.0.0/8", "::1"])
    assert [g.admit("192.0.2.1") for _ in range(3)] == [True, True, False]
    assert all(g.admit("10.1.2.3") for _ in range(10)) and all(g.admit("::1") for _ in range(10))
    g.release("192.0.2.1")
    assert g.admit("192.0.2.1") and not g.admit("192.0.2.1") and g.refused == 2
    assert ConnectionGuard(per_address=0).admit("x")  # 0: no cap
