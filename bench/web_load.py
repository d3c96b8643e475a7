"""Load test of `landsraad serve` on loopback (issues 6, 20 and 32): many concurrent 3-player
games, each with two seats driven by random clients through the HTTP + websocket API and one
server-side bot (`--humans 2`, the default), or one client seat and two bots (`--humans 1`, the
shape of issue 32), on one server process or several sharing one PostgreSQL database.

    .venv/bin/python -m bench.web_load --games 200 --seconds 60 --think 1.0 \\
        [--humans 1|2] [--db sqlite|postgresql] [--processes 2] [--bot heuristic:medium] [--bot-workers 2] [--bot-nice 10]
        [--bot-cpus 1 --client-cpus 1]

Issue 32's figures: `--humans 1 --bot heuristic:medium --games 200 --think 1.0`, on SQLite and
on `--db postgresql --processes 2`.

Starts its own server processes on free 127.0.0.1 ports (on a fresh SQLite file, or on a
throwaway PostgreSQL server, tests/pg_cluster.py, with fsync on), creates the games, and for
each client seat: a websocket receives the seat's view after every change, and when the seat
must decide it POSTs a random legal action with the view's version. With several processes the
two client seats of a game talk to different processes, so every move crosses processes.

Reports, in milliseconds: the acknowledgement of a move (POST to answer, database commit
included) and its arrival at the game's other client seat (POST to that seat's websocket
receiving the new version); the wait for the bots' turns (a client seat's move answered with
another seat to decide, to the websocket message that hands it the decision again or ends the
game); every error; the servers' memory (resident set, bot workers not
included) per game held idle (created, nobody connected) and per game being played.
Bounded: it stops after --seconds or when every game is over.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import websockets

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from web_server import Server  # noqa: E402

errors_retried: list[str] = []


class Stats:
    def __init__(self) -> None:
        self.ack: list[float] = []
        self.arrival: list[float] = []
        self.bot_wait: list[float] = []
        self.errors: list[str] = []
        # game -> {version after a move: (seat that moved, when it was sent)}
        self.sent: dict[str, dict[int, tuple[int, float]]] = {}

    def arrived(self, gid: str, seat: int, version: int) -> None:
        pending = self.sent.get(gid)
        if not pending:
            return
        now = time.perf_counter()
        for n in [n for n, (s, _) in pending.items() if n <= version and s != seat]:
            self.arrival.append(now - pending.pop(n)[1])


async def drive_seat(url: str, ws_url: str, gid: str, seat: int, token: str, rng: random.Random,
                     http: httpx.AsyncClient, st: Stats, deadline: float, think: float) -> bool:
    """Play one seat until the game ends or the deadline; True if the game ended. A reader task
    takes every message as it comes (arrival times), the seat acts on the newest one."""
    async with websockets.connect(f"{ws_url}/ws/games/{gid}", max_size=2**22, compression=None) as ws:
        await ws.send(json.dumps({"token": token}))
        latest: dict[str, Any] = {}
        fresh = asyncio.Event()

        async def read() -> None:
            try:
                async for raw in ws:
                    m = json.loads(raw)
                    if m.get("type") == "state":
                        st.arrived(gid, seat, m["version"])
                        latest["m"] = m
                        fresh.set()
            except websockets.ConnectionClosed as e:
                if time.monotonic() < deadline:
                    st.errors.append(f"{gid} P{seat}: websocket closed: {e!r}")

        waiting: list[float] = []  # when our move was answered with another seat to decide

        def mine(m: dict[str, Any]) -> bool:
            d = m.get("decision")
            return m.get("result") is not None or (d is not None and d["seat"] == seat)

        reader = asyncio.create_task(read())
        last_sent = -1
        try:
            while time.monotonic() < deadline:
                try:
                    await asyncio.wait_for(fresh.wait(), timeout=max(0.1, deadline - time.monotonic()))
                except TimeoutError:
                    return False
                fresh.clear()
                m = latest["m"]
                if waiting and mine(m):
                    st.bot_wait.append(time.perf_counter() - waiting.pop())
                if m["result"] is not None:
                    return True
                d = m["decision"]
                if d is None or d["seat"] != seat or m["version"] <= last_sent:
                    continue
                action = rng.choice(d["legal"])
                last_sent = m["version"]
                if think > 0:  # a person-like pause, uniform in [0, 2 * think]
                    await asyncio.sleep(rng.uniform(0, 2 * think))
                body = {"token": token, "version": m["version"], "action": action}
                t0 = time.perf_counter()
                st.sent.setdefault(gid, {})[m["version"] + 1] = (seat, t0)
                for attempt in range(3):
                    # a move carries its version, so re-sending one whose answer was lost is safe:
                    # it is applied once, and a repeat is refused as stale
                    try:
                        r = await http.post(f"{url}/api/games/{gid}/act", json=body)
                        break
                    except httpx.TransportError as e:
                        if attempt == 2:
                            raise
                        errors_retried.append(repr(e))
                st.ack.append(time.perf_counter() - t0)
                if r.status_code == 200 and not mine(r.json()):
                    waiting[:] = [time.perf_counter()]
                if r.status_code != 200:
                    st.sent[gid].pop(m["version"] + 1, None)
                    if not (attempt and r.status_code == 409):
                        st.errors.append(f"{gid} P{seat} {action!r}: {r.status_code} {r.text[:200]}")
        finally:
            reader.cancel()
    return False


def pct(xs: list[float], p: float) -> float | None:
    ms = sorted(x * 1000 for x in xs)
    return round(ms[min(len(ms) - 1, int(p * len(ms)))], 1) if ms else None


def summary(xs: list[float]) -> dict[str, float | None]:
    return {"n": len(xs), "p50": pct(xs, 0.50), "p90": pct(xs, 0.90), "p95": pct(xs, 0.95), "p99": pct(xs, 0.99),
            "max": pct(xs, 1.0), "mean": round(statistics.fmean(xs) * 1000, 1) if xs else None}


def cpu_s(pids: list[int]) -> float:
    """CPU seconds used so far by these processes and every process below them (the bot
    workers, a PostgreSQL server's backends)."""
    stats: dict[int, tuple[int, float]] = {}  # pid -> (parent, user + system seconds)
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                f = (d / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            stats[int(d.name)] = (int(f[1]), (int(f[11]) + int(f[12])) / 100)  # clock ticks (USER_HZ 100)
    total, todo, seen = 0.0, list(pids), set()
    while todo:
        p = todo.pop()
        if p in seen or p not in stats:
            continue
        seen.add(p)
        total += stats[p][1]
        todo.extend(c for c, (parent, _) in stats.items() if parent == p)
    return total


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


async def run(games: int, seconds: float, urls: list[str], think: float = 0.0, bot: str = "random",
              pids: list[int] | None = None, db_pids: list[int] | None = None, humans: int = 2) -> dict[str, Any]:
    st = Stats()
    mem: dict[str, Any] = {}

    def rss() -> list[int]:
        return [rss_kib(p) for p in pids or []]

    # one small client per seat: httpcore's pool scans all its connections on every request
    clients: list[httpx.AsyncClient] = []

    def client() -> httpx.AsyncClient:
        # plain HTTP: no TLS context (loading the CA bundle costs ~50 ms a client)
        clients.append(httpx.AsyncClient(timeout=60, verify=False))
        return clients[-1]

    async with httpx.AsyncClient(timeout=60) as http:
        base = rss()
        created = []
        for g in range(games):
            # the server draws the seed (with two humans a chosen one would show every hand)
            r = await http.post(f"{urls[g % len(urls)]}/api/games",
                                json={"players": 3, "seats": ["human"] * humans + [bot] * (3 - humans),
                                      "leaders": "random"})
            r.raise_for_status()
            created.append(r.json())
        await asyncio.sleep(2)  # the bots that move first are done
        idle = rss()
        seats = [(k, c["id"], s["seat"], s["token"], client())
                 for k, c in enumerate(created) for s in c["seats"] if s["token"]]
        cpu0 = (cpu_s(pids or []), cpu_s(db_pids or []), time.process_time())
        t0 = time.monotonic()
        deadline = t0 + seconds
        tasks = []
        for k, gid, seat, token, http_seat in seats:
            # the two seats of a game on two processes; one client seat: on the other process
            # than the game's creator every other game, so bots' moves cross processes too
            url = urls[(k + seat + (k // len(urls) if humans == 1 else 0)) % len(urls)]
            tasks.append(drive_seat(url, url.replace("http://", "ws://"), gid, seat, token,
                                    random.Random(k * 10 + seat), http_seat, st, deadline, think))

        async def sample_active() -> None:
            await asyncio.sleep(seconds * 0.8)
            mem["active"] = rss()
            held = [(await http.get(u + "/api/health")).json()["games_in_memory"] for u in urls]
            mem["held_active"] = held

        sampler = asyncio.create_task(sample_active())
        done = await asyncio.gather(*tasks, return_exceptions=True)
        wall = time.monotonic() - t0
        cpu = (cpu_s(pids or []) - cpu0[0], cpu_s(db_pids or []) - cpu0[1], time.process_time() - cpu0[2])
        if sampler.done():
            sampler.result()  # raises what went wrong
        else:
            sampler.cancel()
        for c in clients:
            await c.aclose()
    exc = [repr(x) for x in done if isinstance(x, BaseException)]
    finished = sum(1 for x in done if x is True) // 2
    out: dict[str, Any] = {
        "games": games, "processes": len(urls), "bot": bot, "humans": humans, "client_seats": len(tasks), "think_s": think,
        "seconds": round(wall, 1), "moves": len(st.ack), "moves_per_s": round(len(st.ack) / wall, 1),
        "games_finished": finished, "ack_ms": summary(st.ack), "arrival_ms": summary(st.arrival),
        "bot_wait_ms": summary(st.bot_wait),
        # CPU while playing, per move of a person (with the bot moves between them), whatever else
        # runs on the machine: the servers with their bot workers, and the database server
        "cpu_ms_per_move": {"servers": round(cpu[0] * 1000 / max(1, len(st.ack)), 1),
                            "database": round(cpu[1] * 1000 / max(1, len(st.ack)), 1),
                            "load_generator": round(cpu[2] * 1000 / max(1, len(st.ack)), 1)},
        "errors": len(st.errors) + len(exc), "error_samples": (st.errors + exc)[:5],
        "transport_retries": len(errors_retried)}
    if pids:
        active = mem.get("active") or rss()
        out["memory"] = {
            "rss_base_mib": [round(x / 1024, 1) for x in base],
            "kib_per_idle_game": round((sum(idle) - sum(base)) / games, 1),
            "kib_per_active_game": round((sum(active) - sum(base)) / games, 1),
            "games_held_per_process_active": mem.get("held_active")}
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seconds", type=float, default=120.0)
    ap.add_argument("--think", type=float, default=0.0,
                    help="mean seconds a client waits before each move (0: move at once, a saturation test)")
    ap.add_argument("--db", choices=["sqlite", "postgresql"], default="sqlite")
    ap.add_argument("--processes", type=int, default=1, help="server processes (more than one: PostgreSQL)")
    ap.add_argument("--humans", type=int, choices=[1, 2], default=2,
                    help="client seats per 3-player game (the others are bots)")
    ap.add_argument("--bot", default="random", help="the bot seats of every game (an agent spec)")
    ap.add_argument("--bot-workers", type=int, default=None, help="bot worker processes per server")
    ap.add_argument("--bot-delay", type=float, default=0.0)
    ap.add_argument("--bot-nice", type=int, default=None,
                    help="added to the bot workers' niceness (serve --bot-nice; default: serve's)")
    ap.add_argument("--bot-cpus", default=None,
                    help="the CPUs the bot workers run on (serve --bot-cpus, e.g. 1); the servers keep the others")
    ap.add_argument("--client-cpus", default=None,
                    help="the CPUs this load client runs on (e.g. the bots' ones: real clients are other machines)")
    ap.add_argument("--url", action="append", default=None, help="already running servers (default: start them)")
    ap.add_argument("--pid", action="append", type=int, default=None,
                    help="with --url: the servers' process ids, to measure their memory")
    args = ap.parse_args(argv)
    if args.processes > 1 and args.db == "sqlite" and args.url is None:
        ap.error("several processes share a PostgreSQL database: --db postgresql")
    servers: list[Server] = []
    cluster = None
    if args.url is None:
        tmp = Path(tempfile.mkdtemp(prefix="landsraad-load-"))
        if args.db == "postgresql":
            from pg_cluster import PgCluster

            cluster = PgCluster(fsync=True).start()
            db: Path | str = cluster.create_database("load")
        else:
            db = tmp / "load.sqlite3"
        # every client seat comes from 127.0.0.1, standing for hundreds of players: no cap on its
        # websockets or connections, and no bot budget per client address (web/botshare.py, guard.py)
        extra: tuple[str, ...] = ("--ws-per-client", "0", "--conns-per-client", "0", "--bot-budget", "0")
        if args.bot_workers:
            extra += ("--bot-workers", str(args.bot_workers))
        if args.bot_nice is not None:
            extra += ("--bot-nice", str(args.bot_nice))
        if args.bot_cpus:
            extra += ("--bot-cpus", args.bot_cpus)
        servers = [Server(db, logdir=tmp, extra=extra, bot_delay=args.bot_delay).start()
                   for _ in range(args.processes)]
        urls = [s.url for s in servers]
    else:
        urls = [u.rstrip("/") for u in args.url]
    if args.client_cpus:  # after starting the servers, which would inherit it
        os.sched_setaffinity(0, {int(c) for c in args.client_cpus.split(",")})
    try:
        pids = [s.proc.pid for s in servers if s.proc is not None] or args.pid or []
        db_pids = [cluster.postmaster_pid()] if cluster is not None else []
        out = asyncio.run(run(args.games, args.seconds, urls, args.think, args.bot, pids, db_pids, args.humans))
        out["load_average"] = [round(x, 2) for x in os.getloadavg()]
        out["db"] = args.db
    finally:
        for s in servers:
            s.stop()
        if cluster is not None:
            cluster.stop()
    print(json.dumps(out, indent=1))
    return 1 if out["errors"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
