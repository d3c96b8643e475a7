"""`landsraad serve`: the browser game server (uvicorn running interfaces/web/app.py)."""

from __future__ import annotations

import argparse
import logging
from typing import Any

from landsraad.interfaces.web.store import DEFAULT_DB


def _proxies(text: str) -> list[str]:
    from landsraad.interfaces.web.app import parse_trusted_proxies

    try:
        return parse_trusted_proxies(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from e


def _count(text: str) -> int:
    n = int(text)
    if n < 0:
        raise argparse.ArgumentTypeError("a count is 0 (no cap) or more")
    return n


def _seconds(text: str) -> float:
    x = float(text)
    if not x >= 0:
        raise argparse.ArgumentTypeError("seconds are 0 (never) or more")
    return x


def cmd_serve(args: argparse.Namespace) -> int:
    import uvicorn

    from landsraad.interfaces.web.app import MAX_WS_MESSAGE, create_app

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    app = create_app(args.db, bot_delay=args.bot_delay, rate=args.rate, synchronous=args.synchronous,
                     trusted_proxies=args.trusted_proxies, ws_per_client=args.ws_per_client,
                     ws_per_game=args.ws_per_game, idle_seconds=args.idle_seconds, records_dir=args.records)
    host = "localhost" if args.host in ("127.0.0.1", "localhost") else args.host
    print(f"landsraad serve: open http://{host}:{args.port}/ in a browser (database {args.db}); "
          "Ctrl-C stops the server, games carry on after a restart", flush=True)
    # proxy_headers=False: uvicorn would otherwise believe X-Forwarded-For from 127.0.0.1; the app
    # believes it only from --trusted-proxies (app.py)
    uvicorn.run(app, host=args.host, port=args.port, log_level=args.log_level, ws_max_size=MAX_WS_MESSAGE,
                access_log=args.access_log, timeout_graceful_shutdown=3, timeout_keep_alive=30,
                proxy_headers=False)
    return 0


def add_parser(sub: Any) -> None:
    p = sub.add_parser("serve", help="play in the browser: a game server on this machine")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default: this machine only)")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument("--db", default=DEFAULT_DB,
                   help=f"SQLAlchemy database URL (default: {DEFAULT_DB}, an SQLite file in WAL mode)")
    p.add_argument("--synchronous", default="FULL", choices=["OFF", "NORMAL", "FULL", "EXTRA"],
                   help="SQLite synchronous mode (FULL: every acknowledged action survives a power cut too)")
    p.add_argument("--bot-delay", type=float, default=0.25,
                   help="seconds a bot waits before each move, so people can follow (default 0.25)")
    p.add_argument("--rate", type=float, default=20.0,
                   help="API requests per second per client address, bursts of twice that (0: no limit)")
    p.add_argument("--records", default=None, metavar="DIR",
                   help="a folder of game records (`simulate --save DIR`) the replay viewer (/replay) shows")
    p.add_argument("--trusted-proxies", type=_proxies, default=[], metavar="ADDR[,NET...]",
                   help="reverse proxies (addresses or networks) whose X-Forwarded-For names the client; "
                        "from anyone else the header is ignored (default: none)")
    p.add_argument("--ws-per-client", type=_count, default=16,
                   help="websockets open at once from one client address (0: no cap; default 16)")
    p.add_argument("--ws-per-game", type=_count, default=64,
                   help="spectators' websockets of one game, besides 4 per seat (0: no cap; default 64)")
    p.add_argument("--idle-seconds", type=_seconds, default=600.0,
                   help="a game nobody uses for this long leaves memory, reloaded when next asked for "
                        "(0: never; default 600)")
    p.add_argument("--log-level", default="warning")
    p.add_argument("--access-log", action="store_true")
    p.set_defaults(fn=cmd_serve)
