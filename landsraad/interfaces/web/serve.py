"""`landsraad serve`: the browser game server (uvicorn running interfaces/web/app.py)."""

from __future__ import annotations

import argparse
import gc
import logging
import os
import sys
from typing import Any

from landsraad.interfaces.args import H_, add_option_arguments, float_in, int_in, options_of
from landsraad.interfaces.web.bots import BOT_TIME_LIMIT_S
from landsraad.interfaces.web.botshare import (
    DEFAULT_BOT_BUDGET_S,
    DEFAULT_BOT_NICE,
    DEFAULT_BOT_ONLY_GAMES,
    DEFAULT_MAX_BOT_SECONDS,
    MAX_BOT_NICE,
)
from landsraad.interfaces.web.store import DEFAULT_DB

LOG_BURST, LOG_INTERVAL_S = 10, 60.0  # one message logged at most 10 times a minute (guard.py)
HEADER_TIMEOUT_S, CONNS_PER_ADDRESS = 10.0, 64  # guard.py's defaults
SWITCH_INTERVAL_S = 0.001  # the interpreter's thread switch interval while serving (cmd_serve)
# the collector's thresholds while serving (Python's defaults: 700, 10, 10); see tune_gc
GC_THRESHOLDS = (20_000, 20, 20)


def tune_gc() -> None:
    """Keep the garbage collector's pauses out of the event loop's tail (issue 32). With 200 games
    held, a full collection walks every live game state, undo history and cached view: measured
    in `bench.web_load` runs, two full collections a minute of 330-580 ms each and young ones up to
    150 ms, every request waiting behind them. What exists at start-up (content, rulesets, the app)
    lives as long as the process, so it is frozen out of every collection; and young collections
    run 30 times less often, which makes the full ones rare (none in a 60 s run at 200 games,
    against two before). Collections still run: reference cycles are still freed."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)


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


def _cpus(text: str) -> tuple[int, ...]:
    """`--bot-cpus 1` or `2,3` or `2-3`: CPU numbers as `taskset -c` writes them."""
    from landsraad.interfaces.web.botshare import check_bot_cpus

    cpus: list[int] = []
    try:
        for part in text.split(","):
            lo, _, hi = part.strip().partition("-")
            cpus.extend(range(int(lo), int(hi or lo) + 1))
        check_bot_cpus(tuple(cpus), os.sched_getaffinity(0))
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e) if "bot CPUs" in str(e) else
                                         f"CPU numbers such as 1 or 2,3 or 2-3, not {text[:40]!r}") from None
    return tuple(cpus)


def _seconds(text: str) -> float:
    x = float(text)
    if not x >= 0:
        raise argparse.ArgumentTypeError("seconds are 0 (never) or more")
    return x


def check_db_url(url: str) -> str:
    """The --db URL as it may be shown (password hidden), or ValueError saying why it cannot
    hold the games: not a URL, neither SQLite nor PostgreSQL, or an SQLite database that is not
    a file (an in-memory database would lose every game when the server stops, and is not
    shared between connections)."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    try:
        u = make_url(url)
    except (ArgumentError, ValueError, TypeError):
        raise ValueError(f"--db {url[:80]!r} is not a database URL; e.g. sqlite:///path/games.sqlite3") from None
    shown = u.render_as_string(hide_password=True) if u.password else url[:200]
    if u.get_backend_name() not in ("sqlite", "postgresql"):  # the two the store is tested on
        raise ValueError(f"--db {shown}: cannot open the database: unsupported database "
                         f"{u.get_backend_name()[:40]!r}; use sqlite:///FILE or postgresql://USER@HOST/DB")
    if u.get_backend_name() == "sqlite" and (not u.database or u.database == ":memory:"
                                             or u.database.startswith("file:") or u.query.get("mode") == "memory"):
        raise ValueError(f"--db {shown}: an SQLite database must be a file (sqlite:///path/games.sqlite3); "
                         "games must survive a restart")
    return shown


def check_served_options(values: dict[str, Any], lang: str | None = None) -> None:
    """ValueError, in the reader's language, for a `serve --<option>` value no table of this server
    can take (lobby.py unfit_options; U735): refused before anything starts."""
    from landsraad.i18n import N_, environment_language, translator
    from landsraad.interfaces.web.lobby import unfit_options
    from landsraad.rules.ruleset import declared_options

    unfit = unfit_options(values)
    if unfit:
        name = unfit[0]
        shown = declared_options()[name].to_json(values[name])
        raise ValueError(translator(lang or environment_language()).gettext(
            N_("--{option} {value}: no game this server offers can be played with it"),
            option=name.replace("_", "-"), value=",".join(map(str, shown)) if isinstance(shown, list) else str(shown)))


def cmd_serve(args: argparse.Namespace) -> int:
    import uvicorn
    from sqlalchemy.exc import SQLAlchemyError

    from landsraad.interfaces.web.app import WS_READ_LIMIT, create_app
    from landsraad.interfaces.web.botshare import BotPolicy, server_cpus
    from landsraad.interfaces.web.guard import ConnectionGuard, guarded_protocol, install_log_limit

    shown = check_db_url(args.db)
    check_served_options(options_of(args), getattr(args, "lang", None))
    if args.bot_cpus:
        # the bots think elsewhere, so the event loop never waits for a core behind them; set before
        # any thread starts (Linux sets a thread's CPUs, and new threads inherit them; the bot
        # workers set their own at start-up, botpool.py)
        os.sched_setaffinity(0, server_cpus(args.bot_cpus))
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    try:
        app = create_app(args.db, bot_delay=args.bot_delay, rate=args.rate, synchronous=args.synchronous,
                         trusted_proxies=args.trusted_proxies, ws_per_client=args.ws_per_client,
                         ws_per_game=args.ws_per_game, idle_seconds=args.idle_seconds,
                         bot_time_limit=args.bot_time_limit, records_dir=args.records,
                         bot_workers=args.bot_workers, game_options=options_of(args),
                         bot_policy=BotPolicy(max_seconds=args.max_bot_seconds, bot_only_games=args.bot_only_games,
                                              budget=args.bot_budget, nice=args.bot_nice,
                                              cpus=args.bot_cpus))
    except (SQLAlchemyError, ImportError, OSError) as e:  # no driver, no server, no permission, ...
        reason = (str(e).strip().splitlines() or [type(e).__name__])[0][:300]
        raise ValueError(f"--db {shown}: cannot open the database: {reason}") from None
    tune_gc()  # the app and its content are loaded: what is alive now lives as long as the server
    host = "localhost" if args.host in ("127.0.0.1", "localhost") else args.host
    print(f"landsraad serve: open http://{host}:{args.port}/ in a browser (database {shown}); "
          "Ctrl-C stops the server, games carry on after a restart", flush=True)
    # proxy_headers=False: uvicorn would otherwise believe X-Forwarded-For from 127.0.0.1; the app
    # believes it only from --trusted-proxies (app.py). http: uvicorn's h11 protocol with a header
    # timeout and a cap on one address's connections (guard.py).
    guard = ConnectionGuard(per_address=args.conns_per_client, header_timeout=args.header_timeout,
                            exempt=args.trusted_proxies)
    config = uvicorn.Config(app, host=args.host, port=args.port, log_level=args.log_level, ws_max_size=WS_READ_LIMIT,
                            access_log=args.access_log, timeout_graceful_shutdown=3, timeout_keep_alive=30,
                            proxy_headers=False, http=guarded_protocol(guard))
    install_log_limit(LOG_BURST, LOG_INTERVAL_S)  # uvicorn.Config has set up its loggers
    server = uvicorn.Server(config)
    # the threads that wait on the database, the bot workers' pipes and the change feed each
    # need the interpreter back after every reply; with the default 5 ms switch interval a busy
    # event loop holds them off for 5 ms a round trip, and a move's commit waits behind that
    # (issue 32). 1 ms lets them through sooner, at a negligible cost in switching.
    sys.setswitchinterval(SWITCH_INTERVAL_S)
    try:
        server.run()
    except KeyboardInterrupt:  # Ctrl-C: uvicorn has shut down and raises the signal again
        pass
    if not server.started:  # e.g. the port is taken: uvicorn has logged why
        return 3
    return 0


def add_parser(sub: Any) -> None:
    p = sub.add_parser("serve", help=H_("play in the browser: a game server on this machine"))
    p.add_argument("--host", default="127.0.0.1", help=H_("address to listen on (default: this machine only)"))
    p.add_argument("--port", type=int_in(1, 65535), default=8000)
    p.add_argument("--db", default=DEFAULT_DB,
                   help=H_("database URL: sqlite:///FILE (default: {db}, one server process) or "
                           "postgresql://USER:PASSWORD@HOST:PORT/DB (any number of server processes or hosts)",
                           db=DEFAULT_DB))
    p.add_argument("--synchronous", default="FULL", choices=["OFF", "NORMAL", "FULL", "EXTRA"],
                   help=H_("SQLite synchronous mode (FULL: every acknowledged action survives a power cut too)"))
    p.add_argument("--bot-delay", type=float_in(0.0, 60.0), default=0.25,
                   help=H_("seconds a bot waits before each move, so people can follow (default 0.25)"))
    p.add_argument("--bot-time-limit", type=float_in(0.1, 600.0), default=BOT_TIME_LIMIT_S,
                   help=H_("seconds a bot may think about one decision before a cheap fallback agent takes it "
                           "(default {limit})", limit=f"{BOT_TIME_LIMIT_S:g}"))
    p.add_argument("--rate", type=float_in(0.0, 1e6), default=20.0,
                   help=H_("API requests per second per client address, bursts of twice that (0: no limit)"))
    p.add_argument("--bot-workers", type=int_in(1, 256), default=None,
                   help=H_("worker processes that compute bots' moves (default: one per CPU)"))
    p.add_argument("--max-bot-seconds", type=float_in(0.01, 600.0), default=DEFAULT_MAX_BOT_SECONDS,
                   help=H_("seconds a bot may think about one decision at most: stronger bot seats are refused, "
                           "and play as a quick bot in stored games (default {s})", s=f"{DEFAULT_MAX_BOT_SECONDS:g}"))
    p.add_argument("--bot-only-games", type=_count, default=DEFAULT_BOT_ONLY_GAMES,
                   help=H_("unfinished games with no human seat one client may have (0: none; default {n})",
                           n=DEFAULT_BOT_ONLY_GAMES))
    p.add_argument("--bot-budget", type=float_in(0.0, 1e6), default=DEFAULT_BOT_BUDGET_S,
                   help=H_("bot CPU seconds one client's games may use at once, refilled over 4 minutes (one game: "
                           "half); past it their bots play as a quick bot (0: no budget; default {s})",
                           s=f"{DEFAULT_BOT_BUDGET_S:g}"))
    p.add_argument("--bot-nice", type=int_in(0, MAX_BOT_NICE), default=DEFAULT_BOT_NICE,
                   help=H_("added to the bot worker processes' niceness, so that a person's move is answered "
                           "before bots think (0: the same priority as the server; default {n})",
                           n=DEFAULT_BOT_NICE))
    p.add_argument("--bot-cpus", type=_cpus, default=(), metavar=H_("CPU[,CPU...]"),
                   help=H_("CPUs the bot workers run on, e.g. 1 or 2-3; the server keeps the others, so a person's "
                           "move never waits for a core behind a bot (default: no pinning)"))
    p.add_argument("--records", default=None, metavar=H_("DIR"),
                   help=H_("a folder of game records (`simulate --save DIR`) the replay viewer (/replay) shows"))
    p.add_argument("--trusted-proxies", type=_proxies, default=[], metavar=H_("ADDR[,NET...]"),
                   help=H_("reverse proxies (addresses or networks) whose X-Forwarded-For names the client; "
                        "from anyone else the header is ignored (default: none)"))
    p.add_argument("--ws-per-client", type=_count, default=16,
                   help=H_("websockets open at once from one client address (0: no cap; default 16)"))
    p.add_argument("--ws-per-game", type=_count, default=64,
                   help=H_("spectators' websockets of one game, besides 4 per seat (0: no cap; default 64)"))
    p.add_argument("--header-timeout", type=float_in(0.0, 3600.0), default=HEADER_TIMEOUT_S,
                   help=H_("seconds a connection has to send a request's headers before it is closed "
                           "(0: no limit; default {s})", s=f"{HEADER_TIMEOUT_S:g}"))
    p.add_argument("--conns-per-client", type=_count, default=CONNS_PER_ADDRESS,
                   help=H_("connections open at once from one address, websockets included; --trusted-proxies "
                           "are not capped (0: no cap; default {n})", n=CONNS_PER_ADDRESS))
    p.add_argument("--idle-seconds", type=_seconds, default=600.0,
                   help=H_("a game nobody uses for this long leaves memory, reloaded when next asked for "
                        "(0: never; default 600)"))
    p.add_argument("--log-level", default="warning",
                   choices=["critical", "error", "warning", "info", "debug", "trace"])
    p.add_argument("--access-log", action="store_true")
    # the options modules declare (`--rivals`): the value a game created without it takes where its
    # table offers it, typed in the lobby's field (web/games.py GameManager._options)
    add_option_arguments(p)
    p.set_defaults(fn=cmd_serve)
