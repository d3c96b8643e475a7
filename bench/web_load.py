"""Load test of `landsraad serve` on loopback (issue 6): many concurrent games, each with two
seats driven by random clients through the HTTP + websocket API and one server-side bot.

    .venv/bin/python -m bench.web_load --games 100 --seconds 120 [--think 0.5]

Starts its own server process on a free 127.0.0.1 port with a fresh SQLite file, creates the
games, and for each client seat: a websocket receives the seat's view after every change, and
when the seat must decide it POSTs a random legal action with the view's version. Reports the
move latency (POST to acknowledgement, which includes the database commit) and every error.
Bounded: it stops after --seconds or when every game is over.
"""

from __future__ import annotations

import argparse
import asyncio
import json
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


async def drive_seat(url: str, ws_url: str, gid: str, seat: int, token: str, rng: random.Random,
                     http: httpx.AsyncClient, lat: list[float], errors: list[str], deadline: float,
                     think: float) -> bool:
    """Play one seat until the game ends or the deadline; True if the game ended."""
    async with websockets.connect(f"{ws_url}/ws/games/{gid}", max_size=2**22, compression=None) as ws:
        await ws.send(json.dumps({"token": token}))
        last_sent = -1
        while time.monotonic() < deadline:
            try:
                raw = await asyncio.wait_for(ws.recv(), timeout=max(0.1, deadline - time.monotonic()))
            except TimeoutError:
                return False
            m = json.loads(raw)
            if m.get("type") != "state":
                continue
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
            for attempt in range(3):
                # a move carries its version, so re-sending one whose answer was lost is safe: it is
                # applied once, and a repeat is refused as stale
                try:
                    r = await http.post(f"{url}/api/games/{gid}/act", json=body)
                    break
                except httpx.TransportError as e:
                    if attempt == 2:
                        raise
                    errors_retried.append(repr(e))
            lat.append(time.perf_counter() - t0)
            if r.status_code != 200 and not (attempt and r.status_code == 409):
                errors.append(f"{gid} P{seat} {action!r}: {r.status_code} {r.text[:200]}")
    return False


async def run(games: int, seconds: float, url: str, think: float = 0.0) -> dict[str, Any]:
    ws_url = url.replace("http://", "ws://")
    lat: list[float] = []
    errors: list[str] = []
    # one small client per seat: httpcore's pool scans all its connections on every request
    clients: list[httpx.AsyncClient] = []

    def client() -> httpx.AsyncClient:
        clients.append(httpx.AsyncClient(timeout=60))
        return clients[-1]

    async with httpx.AsyncClient(timeout=60) as http:
        created = []
        for _ in range(games):
            # two humans: the server draws the seed (a chosen one would show every hand)
            r = await http.post(f"{url}/api/games", json={"players": 3, "seats": ["human", "human", "random"],
                                                          "leaders": "random"})
            r.raise_for_status()
            created.append(r.json())
        t0 = time.monotonic()
        deadline = t0 + seconds
        tasks = [drive_seat(url, ws_url, c["id"], s["seat"], s["token"], random.Random(k * 10 + s["seat"]), client(),
                            lat, errors, deadline, think)
                 for k, c in enumerate(created) for s in c["seats"] if s["token"]]
        done = await asyncio.gather(*tasks, return_exceptions=True)
        wall = time.monotonic() - t0
        for c in clients:
            await c.aclose()
    exc = [repr(x) for x in done if isinstance(x, BaseException)]
    finished = sum(1 for x in done if x is True) // 2
    lat_ms = sorted(x * 1000 for x in lat)

    def pct(p: float) -> float:
        return round(lat_ms[min(len(lat_ms) - 1, int(p * len(lat_ms)))], 1) if lat_ms else float("nan")

    return {"games": games, "client_seats": len(tasks), "think_s": think, "seconds": round(wall, 1), "moves": len(lat),
            "moves_per_s": round(len(lat) / wall, 1), "games_finished": finished,
            "latency_ms": {"p50": pct(0.50), "p90": pct(0.90), "p99": pct(0.99), "max": round(lat_ms[-1], 1) if lat_ms else None,
                           "mean": round(statistics.fmean(lat_ms), 1) if lat_ms else None},
            "errors": len(errors) + len(exc), "error_samples": (errors + exc)[:5],
            "transport_retries": len(errors_retried)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seconds", type=float, default=120.0)
    ap.add_argument("--think", type=float, default=0.0,
                    help="mean seconds a client waits before each move (0: move at once, a saturation test)")
    ap.add_argument("--url", default=None, help="an already running server (default: start one)")
    args = ap.parse_args(argv)
    srv = None
    if args.url is None:
        tmp = Path(tempfile.mkdtemp(prefix="landsraad-load-"))
        # every client seat's websocket comes from 127.0.0.1: no cap per client address
        srv = Server(tmp / "load.sqlite3", extra=("--ws-per-client", "0")).start()
        url = srv.url
    else:
        url = args.url.rstrip("/")
    try:
        out = asyncio.run(run(args.games, args.seconds, url, args.think))
    finally:
        if srv is not None:
            srv.stop()
    print(json.dumps(out, indent=1))
    return 1 if out["errors"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
