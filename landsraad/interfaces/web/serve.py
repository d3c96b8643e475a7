"""`landsraad serve`: the browser game server (uvicorn running interfaces/web/app.py)."""

from __future__ import annotations

import argparse
import logging
from typing import Any

from landsraad.interfaces.web.store import DEFAULT_DB


def cmd_serve(args: argparse.Namespace) -> int:
    import uvicorn

    from landsraad.interfaces.web.app import MAX_WS_MESSAGE, create_app

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    app = create_app(args.db, bot_delay=args.bot_delay, rate=args.rate, synchronous=args.synchronous,
                     bot_workers=args.bot_workers)
    host = "localhost" if args.host in ("127.0.0.1", "localhost") else args.host
    print(f"landsraad serve: open http://{host}:{args.port}/ in a browser (database {args.db}); "
          "Ctrl-C stops the server, games carry on after a restart", flush=True)
    uvicorn.run(app, host=args.host, port=args.port, log_level=args.log_level, ws_max_size=MAX_WS_MESSAGE,
                access_log=args.access_log, timeout_graceful_shutdown=3, timeout_keep_alive=30)
    return 0


def add_parser(sub: Any) -> None:
    p = sub.add_parser("serve", help="play in the browser: a game server on this machine")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default: this machine only)")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument("--db", default=DEFAULT_DB,
                   help=f"database URL: sqlite:///FILE (default: {DEFAULT_DB}, one server process) or "
                        "postgresql://USER:PASSWORD@HOST:PORT/DB (any number of server processes or hosts)")
    p.add_argument("--synchronous", default="FULL", choices=["OFF", "NORMAL", "FULL", "EXTRA"],
                   help="SQLite synchronous mode (FULL: every acknowledged action survives a power cut too)")
    p.add_argument("--bot-delay", type=float, default=0.25,
                   help="seconds a bot waits before each move, so people can follow (default 0.25)")
    p.add_argument("--rate", type=float, default=20.0,
                   help="API requests per second per client address, bursts of twice that (0: no limit)")
    p.add_argument("--bot-workers", type=int, default=None,
                   help="worker processes that compute bots' moves (default: one per CPU)")
    p.add_argument("--log-level", default="warning")
    p.add_argument("--access-log", action="store_true")
    p.set_defaults(fn=cmd_serve)
