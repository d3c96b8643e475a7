"""Issue 20 against a real `landsraad serve` process on a real SQLite file, and (the seed, private
games and idle eviction) on a real PostgreSQL server too: the seed never reaches a browser while a
game runs (items 1), private games and spectator links, corrupt stored games quarantined (item
3), forwarded headers, websocket caps and idle eviction (item 4)."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("websockets")

from web_server import ROOT, Server, wait_until  # noqa: E402
from websockets.exceptions import ConnectionClosed  # noqa: E402
from websockets.sync.client import ClientConnection, connect  # noqa: E402

from landsraad import GameConfig, new_game, view  # noqa: E402
from landsraad.core import rng as core_rng  # noqa: E402
from landsraad.interfaces.web.app import parse_trusted_proxies  # noqa: E402
from landsraad.interfaces.web.store import GameRow, Store  # noqa: E402


def stored(db: str, gid: str) -> tuple[dict[str, Any], int, list[str]]:
    """A game's config, seed and actions as the database (a URL) holds them."""
    st = Store(db)
    try:
        row = st.load_game(gid)
    finally:
        st.close()
    assert row is not None
    return row.config, row.seed, row.actions


def game_count(db: str) -> int:
    st = Store(db)
    try:
        return len(st.list_games(10**6))
    finally:
        st.close()


def rng_states(db: str, gid: str) -> set[int]:
    """The seed and every RNG state the game has been through (replayed from the database)."""
    cfg, seed, acts = stored(db, gid)
    s = new_game(GameConfig.from_dict(cfg), seed)
    out = {seed, core_rng.seed_state(seed), s.rng}
    for a in acts:
        s.apply(a)
        out.add(s.rng)
    return out


def numbers(x: Any) -> Iterator[int]:
    if isinstance(x, dict):
        for v in x.values():
            yield from numbers(v)
    elif isinstance(x, list):
        for v in x:
            yield from numbers(v)
    elif isinstance(x, int) and not isinstance(x, bool):
        yield x


def ws_connect(srv: Server, gid: str) -> ClientConnection:
    return connect(f"ws://127.0.0.1:{srv.port}/ws/games/{gid}", legacy=True)  # closed by the test


def ws_open(srv: Server, gid: str, token: str | None) -> tuple[ClientConnection, dict[str, Any]]:
    """A websocket after its hello, and the first message it got (its state, or an error)."""
    w = ws_connect(srv, gid)
    w.send(json.dumps({"token": token}))
    return w, json.loads(w.recv(10))


def refused(opened: tuple[ClientConnection, dict[str, Any]] | ClientConnection) -> tuple[dict[str, Any], int, str]:
    """The error message of a refused websocket, then its close code and reason."""
    w, m = opened if isinstance(opened, tuple) else (opened, json.loads(opened.recv(10)))
    assert m["type"] == "error", m
    with pytest.raises(ConnectionClosed) as closed:
        w.recv(10)
    assert closed.value.rcvd is not None
    return m, closed.value.rcvd.code, closed.value.rcvd.reason


def drain(w: ClientConnection, into: list[str]) -> None:
    while True:
        try:
            into.append(str(w.recv(0.3)))
        except TimeoutError:
            return


# ---- item 1: the seed ------------------------------------------------------------------------------
def test_a_chosen_seed_only_with_at_most_one_human(server: Server) -> None:
    before = game_count(server.db_url)
    r = server.http.post(server.url + "/api/games",
                         json={"players": 3, "seats": ["human", "human", "random"], "seed": 7})
    assert r.status_code == 400 and "at most one human" in r.json()["error"]
    assert game_count(server.db_url) == before  # refused: nothing stored
    seed = 8_675_309_123_456_789  # one human (or none) may replay a revealed 63-bit seed
    for seats in (["human", "random", "random"], ["random", "random", "random"]):
        g = server.create(players=3, seats=seats, seed=seed)
        assert "seed" not in g and str(seed) not in json.dumps(g)  # even a chosen seed is not echoed
        assert stored(server.db_url, g["id"])[1] == seed


def test_the_seed_never_reaches_a_browser(server: Server) -> None:
    """Two humans and a bot: the seed is drawn (63 bits) and is in no create answer, view,
    websocket push, game content, lobby listing, error or server log line; nor is any RNG state it
    went through."""
    g = server.create(players=3, seats=["human", "human", "random"])
    gid, watch = g["id"], g["spectator_token"]
    tokens = {0: g["seats"][0]["token"], 1: g["seats"][1]["token"]}
    seed = stored(server.db_url, gid)[1]
    assert seed.bit_length() > 40  # drawn from 63 bits (a smaller one has probability 2**-23)
    texts: list[str] = [json.dumps(g)]
    sockets = [ws_open(server, gid, t) for t in (tokens[0], tokens[1], watch)]
    texts += [json.dumps(first) for _, first in sockets]
    moves = 0
    while moves < 40:
        views = {s: server.view(gid, t) for s, t in tokens.items()}
        texts += [json.dumps(v) for v in views.values()]
        if views[0]["result"] is not None:
            break
        mine = [s for s, v in views.items() if v["decision"] and v["decision"]["seat"] == s]
        if not mine:  # the bot is thinking
            wait_until(lambda: any(server.my_turn(gid, t, s) for s, t in tokens.items()), 20, "a human's turn")
            continue
        s = mine[0]
        v = views[s]
        r = server.act(gid, tokens[s], v["version"], v["decision"]["legal"][moves % len(v["decision"]["legal"])])
        assert r.status_code == 200, r.text
        texts.append(r.text)
        moves += 1
    for w, _ in sockets:
        drain(w, texts)
        w.close()
    texts.append(json.dumps(server.view(gid, watch)))
    texts.append(server.http.get(server.url + "/api/games").text)
    for t in (tokens[0], tokens[1], watch):
        r = server.http.get(f"{server.url}/api/games/{gid}/content", headers={"x-seat-token": t})
        assert r.status_code == 200
        texts.append(r.text)
    for r in (server.act(gid, "forged", 0, "reveal"), server.act(gid, tokens[0], -1, "reveal"),
              server.act(gid, tokens[0], views[0]["version"], "agent nothing nowhere"),
              server.http.get(f"{server.url}/api/games/{gid}/view"),
              server.http.get(f"{server.url}/api/games/{gid}/why", params={"card": "the_spice_must_flow"},
                              headers={"x-seat-token": tokens[0]})):
        assert r.status_code in (400, 403, 409) and r.json()["error"], r.text
        texts.append(r.text)
    states = [json.loads(t) for t in texts if '"players_count"' in t]
    assert len(states) > 40 and all(m["game"]["seed"] is None for m in states if "game" in m)
    secrets = rng_states(server.db_url, gid)
    assert len(secrets) > 3
    for text in texts + [server.log.read_text()]:
        for x in secrets:
            assert str(x) not in text
    for m in states:
        assert not secrets & set(numbers(m))


def test_the_seed_is_revealed_when_the_game_is_over(server: Server) -> None:
    g = server.create(players=3, seats=["random", "random", "random"])  # bots only: over in a moment
    gid = g["id"]

    def over() -> dict[str, Any] | None:
        listing = server.http.get(server.url + "/api/games").json()["games"]
        mine = next(x for x in listing if x["id"] == gid)
        return mine if mine["status"] == "over" else None

    listed = wait_until(over, 60, "the bots to finish")
    cfg, seed, acts = stored(server.db_url, gid)
    assert listed["seed"] == seed
    v = server.view(gid, g["spectator_token"])
    assert v["game"]["seed"] == seed
    s = new_game(GameConfig.from_dict(cfg), seed)  # the revealed seed replays the game
    for a in acts:
        s.apply(a)
    assert s.result() == v["result"]


def test_private_and_public_games(server: Server) -> None:
    g = server.create(players=3, seats=["human", "human", "random"])
    gid, watch, t0 = g["id"], g["spectator_token"], g["seats"][0]["token"]
    assert g["public"] is False and g["spectator"] == f"/g/{gid}#watch={watch}"
    # no token: refused; the spectator token: seat -1, which cannot act
    r = server.http.get(f"{server.url}/api/games/{gid}/view")
    assert r.status_code == 403 and "private" in r.json()["error"]
    m, code, reason = refused(ws_open(server, gid, None))
    assert m["status"] == 403 and code == 4403 and "private" in reason
    v = server.view(gid, watch)
    assert v["seat"] == -1 and all("hand" not in p for p in v["players"])
    r = server.act(gid, watch, 0, "reveal")
    assert r.status_code == 403 and "spectators cannot act" in r.json()["error"]
    w, first = ws_open(server, gid, watch)
    assert first["type"] == "state" and first["seat"] == -1
    w.close()
    other = server.create(players=3, seats=["human", "human", "random"])
    assert server.http.get(f"{server.url}/api/games/{other['id']}/view",
                           headers={"x-seat-token": watch}).status_code == 403
    # a public game: listed with its link, watched without a token
    pub = server.create(players=3, seats=["human", "random", "random"], public=True)
    assert pub["public"] is True and pub["spectator"] == f"/g/{pub['id']}" and pub["spectator_token"] is None
    assert server.view(pub["id"])["seat"] == -1
    listing = server.http.get(server.url + "/api/games").json()["games"]
    links = {x["id"]: x["spectator"] for x in listing}
    assert links[pub["id"]] == f"/g/{pub['id']}" and links[gid] is None
    assert all(x["public"] for x in listing if x.get("spectator"))
    assert watch not in json.dumps(listing) and server.view(gid, t0)["seat"] == 0


# ---- item 3: a corrupt game is quarantined ---------------------------------------------------------
def test_corrupt_games_are_quarantined_and_the_others_carry_on(tmp_path: Path) -> None:
    db = tmp_path / "corrupt.sqlite3"
    srv = Server(db).start()
    try:
        one = {"players": 3, "seats": ["human", "random", "random"], "first_player": 0}
        bad_json, bad_act, bad_over, good = (srv.create(**one) for _ in range(4))
        for g in (bad_act, bad_over):
            v = srv.view(g["id"], g["seats"][0]["token"])
            assert srv.act(g["id"], g["seats"][0]["token"], 0, v["decision"]["legal"][0]).status_code == 200
    finally:
        srv.stop()
    con = sqlite3.connect(db)
    with con:
        con.execute("update games set seats='[not json' where id=?", (bad_json["id"],))
        con.execute("update actions set action='agent nothing nowhere' where game_id=? and n=1", (bad_act["id"],))
        con.execute("update actions set action='agent nothing nowhere' where game_id=? and n=1", (bad_over["id"],))
        con.execute("update games set status='over' where id=?", (bad_over["id"],))
    con.close()
    # a game of bots stored after the corrupt ones: resuming must reach it and play it to the end
    st = Store(f"sqlite:///{db}")
    st.create_game(GameRow(id="botsonly", config=GameConfig(players=3, log=True).to_dict(), seed=99,
                           seats=["random"] * 3, token_hashes=[None] * 3, options={"public": True}))
    st.close()
    srv = Server(db).start()
    try:
        def status() -> dict[str, str]:
            r = srv.http.get(srv.url + "/api/games")
            assert r.status_code == 200, r.text
            return {x["id"]: x["status"] for x in r.json()["games"]}

        wait_until(lambda: status()["botsonly"] == "over", 60, "the bots' game to resume and end")
        wait_until(lambda: status()[bad_act["id"]] == "quarantined", 20, "the resume to quarantine a game")
        assert status()[bad_json["id"]] == "quarantined"
        for g in (bad_json, bad_act, bad_over):  # every way in answers the documented JSON error
            t = g["seats"][0]["token"]
            r = srv.http.get(f"{srv.url}/api/games/{g['id']}/view", headers={"x-seat-token": t})
            assert r.status_code == 500 and "quarantined" in r.json()["error"], r.text
            r = srv.act(g["id"], t, 1, "reveal")
            assert r.status_code == 500 and "quarantined" in r.json()["error"], r.text
            m, code, _ = refused(ws_open(srv, g["id"], t))
            assert m["status"] == 500 and "quarantined" in m["error"] and code == 4500
        assert status()[bad_over["id"]] == "quarantined"  # found on demand, then listed as such
        # the good game plays on
        t = good["seats"][0]["token"]
        v = srv.view(good["id"], t)
        assert srv.act(good["id"], t, v["version"], v["decision"]["legal"][0]).status_code == 200
        assert srv.http.get(srv.url + "/api/health").json()["quarantined"] == 3
        log = srv.log.read_text()
        for g in (bad_json, bad_act, bad_over):
            assert f"game {g['id']} quarantined" in log
        # a database that fails is not a corrupt game: a JSON 500, and the game is fine afterwards
        st = Store(f"sqlite:///{db}")
        st.create_game(GameRow(id="later", config=GameConfig(players=3, log=True).to_dict(), seed=5,
                               seats=["random"] * 3, token_hashes=[None] * 3, options={"public": True}))
        st.close()
        con = sqlite3.connect(db)
        con.execute("alter table actions rename to actions_away")
        r = srv.http.get(f"{srv.url}/api/games/later/view")
        assert r.status_code == 500 and r.json()["error"].startswith("internal server error"), r.text
        m, code, _ = refused(ws_open(srv, "later", None))
        assert m["status"] == 500 and code == 4500
        con.execute("alter table actions_away rename to actions")
        con.close()
        assert srv.http.get(srv.url + "/api/health").json()["quarantined"] == 3
        assert srv.view("later")["seat"] == -1
        # an unknown route or method is the same JSON error
        r = srv.http.get(srv.url + "/api/nothing")
        assert r.status_code == 404 and "error" in r.json()
        r = srv.http.get(f"{srv.url}/api/games/{good['id']}/act")
        assert r.status_code == 405 and "error" in r.json()
    finally:
        srv.stop()


# ---- item 4: forwarded headers, websocket caps, idle eviction --------------------------------------
def burst(srv: Server, forwarded: list[str]) -> list[int]:
    return [srv.http.get(srv.url + "/api/options", headers={"x-forwarded-for": f}).status_code for f in forwarded]


def test_forwarded_for_is_believed_only_from_trusted_proxies(tmp_path: Path) -> None:
    spoofed = [f"10.0.{i}.1" for i in range(40)]
    srv = Server(tmp_path / "a.sqlite3", rate=5).start()
    try:  # no trusted proxy: a client naming another address in the header is still itself
        assert 429 in burst(srv, spoofed)
    finally:
        srv.stop()
    srv = Server(tmp_path / "b.sqlite3", rate=5, extra=("--trusted-proxies", "127.0.0.1,10.200.0.0/16")).start()
    try:
        assert set(burst(srv, spoofed)) == {200}  # 40 clients behind the proxy, one request each
        assert 429 in burst(srv, ["10.9.9.9"] * 40)  # one client behind the proxy
        # what a client wrote before the proxy's own entry does not matter: the last untrusted
        # address (10.8.8.8, after skipping the trusted 10.200.1.1) is the client
        assert 429 in burst(srv, [f"10.1.{i}.1, 10.8.8.8, 10.200.1.1" for i in range(40)])
    finally:
        srv.stop()
    assert parse_trusted_proxies(" 10.0.0.1, 10.0.0.0/8,::1 ") == ["10.0.0.1", "10.0.0.0/8", "::1"]
    for bad in ("*", "localhost", "10.0.0.0/33"):
        with pytest.raises(ValueError, match="not an IP address or network"):
            parse_trusted_proxies(bad)
    p = subprocess.run([sys.executable, "-m", "landsraad.interfaces.cli", "serve", "--trusted-proxies", "*"],
                       cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert p.returncode == 2 and "not an IP address or network" in p.stderr, p.stderr


def test_websocket_caps(tmp_path: Path) -> None:
    srv = Server(tmp_path / "caps.sqlite3", extra=("--ws-per-client", "7", "--ws-per-game", "2")).start()
    health = srv.url + "/api/health"
    try:
        g = srv.create(players=3, seats=["human", "human", "random"])
        gid, watch, t0, t1 = g["id"], g["spectator_token"], g["seats"][0]["token"], g["seats"][1]["token"]
        spectators = [ws_open(srv, gid, watch)[0] for _ in range(2)]
        m, code, reason = refused(ws_open(srv, gid, watch))  # a third spectator
        assert m["status"] == 429 and code == 4429 and "too many connections to this game" in reason
        wait_until(lambda: srv.http.get(health).json()["websockets"] == 2, 10, "a refused socket to be released")
        seat0 = [ws_open(srv, gid, t0)[0] for _ in range(4)]  # a seat has 4 of its own
        m, code, reason = refused(ws_open(srv, gid, t0))
        assert code == 4429 and "for this seat" in reason
        wait_until(lambda: srv.http.get(health).json()["websockets"] == 6, 10, "a refused socket to be released")
        seat1 = ws_open(srv, gid, t1)[0]  # 7 open from this address
        assert srv.http.get(health).json()["websockets"] == 7
        m, code, reason = refused(ws_connect(srv, gid))  # the 8th: refused before its hello
        assert m["status"] == 429 and code == 4429 and "too many connections from your address (at most 7)" in reason
        spectators.pop().close()
        wait_until(lambda: srv.http.get(health).json()["websockets"] == 6, 10, "a closed socket to be released")
        again, first = ws_open(srv, gid, watch)  # room again
        assert first["type"] == "state"
        for x in [*spectators, *seat0, seat1, again]:
            x.close()
    finally:
        srv.stop()


def test_idle_games_leave_memory_and_load_on_demand(db_url: str, tmp_path: Path) -> None:
    db = db_url
    srv = Server(db, extra=("--idle-seconds", "0.3"), logdir=tmp_path).start()
    health = srv.url + "/api/health"
    try:
        g = srv.create(players=3, seats=["human", "random", "random"], first_player=0)
        gid, t0 = g["id"], g["seats"][0]["token"]
        for _ in range(4):
            for _ in range(3):  # a few of the human's decisions (the bots answer in between)
                v = wait_until(lambda: srv.my_turn(gid, t0, 0), 30, "the human's decision")
                if v["result"] is not None:
                    break
                assert srv.act(gid, t0, v["version"], v["decision"]["legal"][-1]).status_code == 200
            before = wait_until(lambda: srv.my_turn(gid, t0, 0), 30, "the human's decision")
            wait_until(lambda: srv.http.get(health).json()["games_in_memory"] == 0, 10, "the idle game to leave")
            after = srv.view(gid, t0)  # replayed from the database
            assert srv.http.get(health).json()["games_in_memory"] == 1
            for k in ("undo", "game"):  # the undo history lives in memory only
                before.pop(k)
                after.pop(k)
            assert after == before
        # a connected page keeps its game in memory
        w, _ = ws_open(srv, gid, t0)
        wait_until(lambda: srv.http.get(health).json()["websockets"] == 1, 10, "the socket")
        end = time.monotonic() + 1.5  # five times the idle time
        while time.monotonic() < end:
            assert srv.http.get(health).json()["games_in_memory"] == 1
            time.sleep(0.1)
        w.close()
        wait_until(lambda: srv.http.get(health).json()["games_in_memory"] == 0, 10, "the idle game to leave")
        final = srv.view(gid, t0)
    finally:
        srv.stop()
    cfg, seed, acts = stored(db, gid)
    s = new_game(GameConfig.from_dict(cfg), seed)
    for a in acts:
        s.apply(a)
    mine = view(s, 0)
    assert final["version"] == s.version == len(acts) and final["players"] == mine["players"]
