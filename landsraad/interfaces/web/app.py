"""The FastAPI app of `landsraad serve`: lobby, game API, websocket updates, static page.

HTTP API (JSON; every error is `{"error": "..."}`: 4xx for a refused request, 500 for a
quarantined game or a server fault):
  GET  /api/options                        editions, players, agent names, leaders
  GET  /api/content/{edition}              the printed components' texts (public)
  GET  /api/games/{id}/content             component texts as the seat of X-Seat-Token reads them in
                                           this game (its leader's Signet Ring, the costs it pays)
  GET  /api/games                          games on this host (no secrets; watch links of public games)
  POST /api/games                          create: {players, seats, leaders, seed, public, ...} -> links
  GET  /api/games/{id}/view                the view of the seat of header X-Seat-Token (a seat's
                                           token, the spectator token, or none in a public game)
  POST /api/games/{id}/act                 {token, version, action}
  POST /api/games/{id}/undo                {token, version}
  GET  /api/games/{id}/why?card=ID         header X-Seat-Token: why each space is (un)available
  WS   /ws/games/{id}                      first message {"token": ...|null}; then server pushes
                                           {"type": "state", ...} after every change
  ...and the table's routes (replays.py): board layout and icon tokens, history, replays.
Limits: request bodies of at most MAX_BODY bytes, websocket messages of at most 4 KiB, a token
bucket per client address (`rate` requests per second, bursts of `2 * rate`), and websockets per
client address and per game. The client address is the connection's, or, only when the
connection comes from one of `trusted_proxies`, the one its X-Forwarded-For names.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import json
import logging
import time
from collections import Counter
from collections.abc import AsyncIterator, Iterable
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field, ValidationError, create_model
from starlette.exceptions import HTTPException as StarletteHTTPException
from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware

from landsraad.agents import AGENTS
from landsraad.content.names import component_name
from landsraad.core.constants import EDITIONS
from landsraad.i18n import LANGUAGES, translator
from landsraad.interfaces.texts import Reader
from landsraad.interfaces.web.bots import BOT_TIME_LIMIT_S
from landsraad.interfaces.web.botshare import BotPolicy
from landsraad.interfaces.web.browser import module_file, module_files
from landsraad.interfaces.web.client import content_payload
from landsraad.interfaces.web.games import GameManager, GameRuntime, WebError, page_language, page_params
from landsraad.interfaces.web.lobby import (
    choice_name,
    lobby_modules,
    lobby_offer,
    module_choices,
    option_fields,
    rules_text,
)
from landsraad.interfaces.web.page_texts import page_plurals, page_strings
from landsraad.interfaces.web.replays import add_table_routes
from landsraad.interfaces.web.store import DEFAULT_DB, Store
from landsraad.rules.editions import ruleset_of
from landsraad.rules.ruleset import declared_options, known_editions, most_players

STATIC = Path(__file__).parent / "static"
MAX_BODY = 8 * 1024
MAX_WS_MESSAGE = 4 * 1024
# what uvicorn reads of one websocket message before it closes the socket itself (1009, no
# message): above MAX_WS_MESSAGE so that a message too large for the app is refused by the app,
# with its code (4413) and words; only a message over this closes with 1009
WS_READ_LIMIT = 64 * 1024
# the editions whose components the page may fetch (/api/content): those with content
# (core/constants.py EDITIONS); which may be played is the engine's word (rules/ruleset.py known_editions)
AGENT_CHOICES = ("heuristic:medium", "heuristic:easy", "search", "explorer", "random")
WS_PER_SEAT = 4  # a seat's pages (tabs) open at once; spectators are capped by ws_per_game

log = logging.getLogger("landsraad.web")


# strict=True: JSON types as written, no coercion ("0" is not 0, true is not 1)
class CreateGame(BaseModel):
    """A lobby request's fixed fields; the options modules declare join them (create_game_model)."""

    model_config = ConfigDict(extra="forbid", strict=True)
    edition: str = Field(default="base", max_length=20)
    players: int = Field(default=4)
    seats: list[str] | None = Field(default=None, max_length=6)
    leaders: list[str | None] | str | None = Field(default=None)
    seed: int | None = Field(default=None, ge=0, le=2**63 - 1)  # at most one human (games.py)
    public: bool | None = None  # listed in the lobby with a watch link anyone may open
    first_player: int | None = None
    undo: bool | None = None
    difficulty: str | None = Field(default=None, max_length=30)  # solo Rivals
    # rules modules on top of the edition: immortality (seed 003), immortality_up_to_11 (its variant),
    # choam (seed 002's CHOAM module, Uprising only)
    # (the lobby's longest choice holds five: a preset of four parts and Immortality's variant)
    modules: list[str] | None = Field(default=None, max_length=8)
    # issue 30: a custom card pool, the text of a `--pool` file (YAML or JSON) or its object (landsraad/rules/pool.py)
    pool: str | dict[str, Any] | None = None


def create_game_model() -> type[BaseModel]:
    """The lobby request: CreateGame and a field per option the registered modules declare
    (rules/options.py: its JSON shape and size), so a module's option is an API field by declaring it."""
    extra: dict[str, Any] = {o.name: (o.api_type | None, Field(default=None, max_length=o.api_max_length))
                             for o in declared_options().values()}
    model: type[BaseModel] = create_model(
        "CreateGameRequest", __base__=CreateGame, **extra,
        __doc__="A new game (POST /api/games): the fixed fields, and one per option a rules module declares.")
    return model


def publish_body(app: FastAPI, path: str, model: type[BaseModel], method: str = "post") -> None:
    """Put a body the route parses itself (a model built at app creation: create_game_model) into
    `/openapi.json` as a declared body would be: the model under components/schemas, the route's
    requestBody referring to it. FastAPI sees no body parameter on such a route and would publish none."""
    build = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is not None:
            return app.openapi_schema
        spec = build()
        schema = model.model_json_schema(ref_template="#/components/schemas/{model}")
        schemas = spec.setdefault("components", {}).setdefault("schemas", {})
        schemas.update(schema.pop("$defs", {}))
        schemas[model.__name__] = schema
        spec["paths"][path][method]["requestBody"] = {
            "required": True, "content": {"application/json": {"schema": {"$ref": f"#/components/schemas/{model.__name__}"}}}}
        return spec

    app.openapi = openapi  # type: ignore[method-assign]


class Act(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    token: str = Field(max_length=100)
    version: int
    action: str = Field(max_length=200)
    lang: str = Field(default="en", max_length=20)  # the page's language: the answer's log lines


class Undo(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    token: str = Field(max_length=100)
    version: int
    lang: str = Field(default="en", max_length=20)


def _request_language(request: Request) -> str:
    return page_language(request.query_params.get("lang"), request.headers.get("accept-language"))


class RateLimiter:
    """A token bucket per key (the client's address)."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self.buckets: dict[str, tuple[float, float]] = {}

    def allow(self, key: str, cost: float = 1.0) -> bool:
        if self.rate <= 0:
            return True
        now = time.monotonic()
        tokens, last = self.buckets.get(key, (self.burst, now))
        tokens = min(self.burst, tokens + (now - last) * self.rate)
        ok = tokens >= cost
        self.buckets[key] = (tokens - cost if ok else tokens, now)
        if len(self.buckets) > 10000:  # forget idle clients
            cutoff = now - 60
            self.buckets = {k: v for k, v in self.buckets.items() if v[1] > cutoff}
        return ok


def _client_key(scope_client: Any) -> str:
    return str(scope_client[0]) if scope_client else "?"


def parse_trusted_proxies(spec: str | Iterable[str]) -> list[str]:
    """Addresses or networks (`10.0.0.1`, `10.0.0.0/8`, `::1`) of the reverse proxies whose
    X-Forwarded-For is believed; comma-separated in a string. Anything else is refused, `*`
    included: believing every client's header is what lets a client pick its own address."""
    items = [x.strip() for x in spec.split(",")] if isinstance(spec, str) else [str(x).strip() for x in spec]
    out = []
    for x in items:
        if not x:
            continue
        try:
            ipaddress.ip_network(x, strict=False) if "/" in x else ipaddress.ip_address(x)
        except ValueError as e:
            raise ValueError(f"trusted proxy {x!r} is not an IP address or network") from e
        out.append(x)
    return out


def _release(counter: Counter[Any], key: Any) -> None:
    counter[key] -= 1
    if counter[key] <= 0:
        del counter[key]


def _close_reason(text: str) -> str:
    """A websocket close reason: at most 123 bytes of UTF-8."""
    return text.encode()[:123].decode(errors="ignore")


class LimitsMiddleware:
    """Pure ASGI: rate limit per client address and a size limit on API request bodies. A body
    must declare its length (as browsers and HTTP clients do), so it cannot exceed it."""

    def __init__(self, app: Any, limiter: RateLimiter) -> None:
        self.app, self.limiter = app, limiter

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http" or not scope["path"].startswith("/api/"):
            await self.app(scope, receive, send)
            return
        if not self.limiter.allow(_client_key(scope.get("client"))):
            await JSONResponse({"error": "too many requests: slow down"}, status_code=429,
                               headers={"Retry-After": "1"})(scope, receive, send)
            return
        length = None
        for k, v in scope.get("headers", ()):
            if k == b"content-length":
                length = v
            elif k == b"transfer-encoding" and scope["method"] != "GET":
                length = b"chunked"
        if scope["method"] in ("POST", "PUT", "PATCH", "DELETE"):
            if length is None or length == b"chunked":
                await JSONResponse({"error": "a request body must declare its length (Content-Length)"},
                                   status_code=411)(scope, receive, send)
                return
        if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
            await JSONResponse({"error": f"request body too large (at most {MAX_BODY} bytes)"},
                               status_code=413)(scope, receive, send)
            return
        await self.app(scope, receive, send)


def fast_json(data: Any) -> Response:
    """A JSON response without FastAPI's per-field encoding (the payloads are plain JSON data)."""
    return Response(json.dumps(data, separators=(",", ":")), media_type="application/json")


def create_app(db_url: str = DEFAULT_DB, *, bot_delay: float = 0.0, rate: float = 20.0,
               synchronous: str = "FULL", resume: bool = True, trusted_proxies: str | Iterable[str] = (),
               ws_per_client: int = 16, ws_per_game: int = 64, idle_seconds: float = 600.0,
               bot_time_limit: float = BOT_TIME_LIMIT_S, records_dir: str | None = None,
               bot_workers: int | None = None, bot_policy: BotPolicy | None = None,
               game_options: dict[str, Any] | None = None) -> FastAPI:
    """`ws_per_client`: websockets open at once from one client address; `ws_per_game`:
    spectators' websockets of one game (each seat has WS_PER_SEAT more of its own); 0: no cap.
    `idle_seconds`: a game nobody uses for that long leaves memory (0: never).
    `bot_time_limit`: seconds a bot may think about one decision (web/bots.py); `bot_workers`:
    the worker processes bots decide in (web/botpool.py; default one per CPU); `bot_policy`: the
    strongest bots, bots-only games per client and bot budgets (web/botshare.py). `records_dir`:
    game records (`simulate --save`) the replay viewer offers beside this host's games. `game_options`:
    the declared options' values a game created without them takes (`serve --rivals ...`: games.py)."""
    proxies = parse_trusted_proxies(trusted_proxies)
    store = Store(db_url, synchronous=synchronous)
    manager = GameManager(store, bot_delay=bot_delay, idle_seconds=idle_seconds, bot_time_limit=bot_time_limit,
                          bot_workers=bot_workers, bot_policy=bot_policy, options=game_options)
    request_model = create_game_model()
    limiter = RateLimiter(rate, 2 * rate)
    ws_by_client: Counter[str] = Counter()
    ws_by_seat: Counter[tuple[str, int]] = Counter()  # (game, seat): seat -1 counts spectators

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await manager.start()  # several processes: listen for the others' changes first
        loop = asyncio.get_running_loop()
        tasks: list[asyncio.Task[Any]] = [loop.create_task(manager.run_evictor())]
        if resume:
            tasks.append(loop.create_task(manager.resume_all()))
        yield
        for task in tasks:
            task.cancel()
        await manager.close()

    app = FastAPI(title="landsraad", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.manager = manager

    app.add_middleware(LimitsMiddleware, limiter=limiter)
    if proxies:  # outermost: the limits see the client the trusted proxy names
        app.add_middleware(ProxyHeadersMiddleware, trusted_hosts=proxies)

    @app.exception_handler(WebError)
    async def web_error(request: Request, e: WebError) -> JSONResponse:
        """In the page's language: a move's or an undo's (its body says it), else the request's
        (`?lang=`, Accept-Language)."""
        lang = e.lang
        if lang is None:
            try:
                lang = _request_language(request)
            except WebError:  # the refusal of an unknown `?lang=` itself: the browser's language
                lang = page_language(None, request.headers.get("accept-language"))
        return JSONResponse({"error": e.text(lang)}, status_code=e.status)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(_request: Request, e: StarletteHTTPException) -> JSONResponse:
        return JSONResponse({"error": str(e.detail)}, status_code=e.status_code, headers=e.headers)

    @app.exception_handler(Exception)
    async def server_error(request: Request, e: Exception) -> JSONResponse:
        log.error("%s %s failed: %s: %s", request.method, request.url.path, type(e).__name__, e)
        return JSONResponse({"error": "internal server error (logged on the server)"}, status_code=500)

    @app.exception_handler(RequestValidationError)
    async def bad_request(_request: Request, e: RequestValidationError) -> JSONResponse:
        parts = []
        for err in e.errors()[:5]:
            where = ".".join(str(x) for x in err.get("loc", ()) if x != "body")
            parts.append(f"{where or 'body'}: {err.get('msg', 'invalid')}")
        return JSONResponse({"error": "malformed request: " + "; ".join(parts)}, status_code=400)

    # ---- pages ------------------------------------------------------------------------------------
    @app.get("/", include_in_schema=False)
    async def lobby_page() -> FileResponse:
        return FileResponse(STATIC / "index.html")

    @app.get("/g/{gid}", include_in_schema=False)
    async def game_page(gid: str) -> FileResponse:
        return FileResponse(STATIC / "game.html")

    # a module's browser files (browser.py: the files its web part names in its own folder), before
    # the shared files' mount, which would take the path otherwise; read now, so that a web part
    # naming a file it lacks stops the server at start rather than failing its games' pages
    module_files()
    @app.get("/static/modules/{module}/{file}", include_in_schema=False)
    async def module_static(module: str, file: str) -> FileResponse:
        path = module_file(module, file)
        if path is None:
            raise StarletteHTTPException(404, f"no browser file {file!r} of a module {module!r}")
        return FileResponse(path)

    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    add_table_routes(app, manager, records_dir)  # board layout, history, replays (replays.py)

    # ---- API ----------------------------------------------------------------------------------------
    @app.get("/api/health")
    async def health() -> dict[str, Any]:
        return {"ok": True, "games_in_memory": len(manager.games), "websockets": sum(ws_by_client.values()),
                "quarantined": len(manager.quarantined)}

    @app.get("/api/options")
    async def options(request: Request) -> dict[str, Any]:
        lang = _request_language(request)  # the leaders' names in the lobby's language
        offered = lobby_modules()  # read live (U744): once per request, not per leader

        def leaders(edition: str) -> list[dict[str, Any]]:
            # the leaders a game of the edition offers, and those only a lobby module brings (Shaddam
            # Corrino IV with CHOAM, U501): `module` tells the lobby to list them only with it
            rules = ruleset_of(edition)
            from landsraad.interfaces.render import HOUSES

            tr = translator(lang)  # the House by its name in the lobby's language, never its id
            return [{"id": lid, "name": component_name(ld, lang, kind="leaders"),
                     "house": tr.gettext(HOUSES[ld.house]) if ld.house in HOUSES else (ld.house or "").capitalize(),
                     **({} if rules.offers(ld) else {"module": ld.module})}
                    for lid, ld in rules.content.leaders.items()
                    if rules.offers(ld) or ld.module in offered]

        playable = [e for e in known_editions() if e in EDITIONS]
        return {"editions": playable, "players": list(range(1, most_players() + 1)),
                "agents": list(AGENT_CHOICES), "agent_names": sorted(AGENTS),
                # the modules the lobby offers, and its choices of them: the presets (lobby.py module_choices)
                "modules": list(offered),
                "module_choices": [{"value": v, "name": choice_name(mods, lang)} for v, mods in module_choices().items()],
                # the operator's bot limits (web/botshare.py): seats over them are refused
                "bots": {"max_seconds": manager.policy.max_seconds, "bot_only_games": manager.policy.bot_only_games},
                "leaders": leaders("base"),
                # the lobby's field per option a module declares (lobby.py option_fields)
                "game_options": option_fields(lang, manager.options),
                # per playable edition: its leaders and player counts (Uprising: 3-4, rulings U138)
                # and, per module choice, the player counts it allows or why it is greyed (lobby.py:
                # the engine's rulesets, which the server's refusals read too)
                "by_edition": {e: {"leaders": leaders(e), **lobby_offer(e, lang, manager.options)} for e in playable}}

    @app.get("/api/content/{edition}")
    async def content(edition: str) -> Response:
        if edition not in EDITIONS:
            raise WebError(404, f"unknown edition {edition!r}")
        return fast_json(content_payload(edition))

    @app.get("/api/games")
    async def list_games(request: Request) -> dict[str, Any]:
        """A page of the lobby: `?limit=` (1 to 200, default 50) games, after `?cursor=` (the
        previous page's `next`); each game's edition and modules in the lobby's language."""
        limit, cursor = page_params(request.query_params)
        lang = _request_language(request)
        page = dict(await manager.list_games(limit, cursor))
        for g in page["games"]:
            if "edition" in g:
                g["rules"] = rules_text(g, lang)
        return page

    @app.post("/api/games")
    async def create_game(request: Request) -> dict[str, Any]:
        # the request model is built here from the declared options (create_game_model); its
        # refusals are those of a declared body (bad_request)
        try:
            body = request_model.model_validate_json(await request.body())
        except ValidationError as e:
            raise RequestValidationError(e.errors()) from None
        # the client as the rate limit counts it: its bot limits and budget (web/botshare.py)
        return await manager.create(body.model_dump(), client=_client_key(request.scope.get("client")))

    @app.get("/api/games/{gid}/view")
    async def game_view(gid: str, request: Request) -> Response:
        rt = await manager.get(gid)
        seat = manager.seat_of(rt, request.headers.get("x-seat-token"))
        return fast_json(manager.payload(rt, seat, 0, _request_language(request)))

    @app.get("/api/games/{gid}/content")
    async def game_content(gid: str, request: Request) -> Response:
        rt = await manager.get(gid)
        seat = manager.seat_of(rt, request.headers.get("x-seat-token"))
        # only public facts of the seat's view; the words of the page's language
        reader = Reader.of_view(manager.seat_view(rt, seat), _request_language(request))
        return fast_json(content_payload(reader.edition, reader))

    @app.post("/api/games/{gid}/act")
    async def act(gid: str, body: Act) -> Response:
        lang = page_language(body.lang)
        try:
            return fast_json(await manager.act(gid, body.token, body.version, body.action, lang))
        except WebError as e:
            e.lang = lang
            raise

    @app.post("/api/games/{gid}/undo")
    async def undo(gid: str, body: Undo) -> Response:
        lang = page_language(body.lang)
        try:
            return fast_json(await manager.undo(gid, body.token, body.version, lang))
        except WebError as e:
            e.lang = lang
            raise

    @app.get("/api/games/{gid}/why")
    async def why(gid: str, card: str, request: Request) -> dict[str, Any]:
        rt = await manager.get(gid)
        seat = manager.seat_of(rt, request.headers.get("x-seat-token"))
        return manager.why(rt, seat, card, _request_language(request))

    @app.get("/api/games/{gid}/hint")
    async def hint(gid: str, request: Request) -> dict[str, Any]:
        rt = await manager.get(gid)
        seat = manager.seat_of(rt, request.headers.get("x-seat-token"))
        lang = _request_language(request)
        try:
            return await manager.hint(rt, seat, lang)
        except WebError as e:
            e.lang = lang
            raise

    @app.get("/api/i18n/{lang}")
    async def page_texts(lang: str) -> dict[str, Any]:
        """The pages' own words in a language (web/page_texts.py), and the languages to pick from."""
        code = page_language(lang)
        return {"lang": code, "languages": LANGUAGES, "strings": page_strings(code), "plurals": page_plurals(code)}

    async def receive_text(ws: WebSocket) -> str:
        """The next message, which must be text of at most MAX_WS_MESSAGE characters: a binary
        one or a larger one is a WebError (refused with 4400 / 4413 and the words), not a fault."""
        msg = await ws.receive()
        if msg["type"] == "websocket.disconnect":
            raise WebSocketDisconnect(msg.get("code", 1000), msg.get("reason"))
        text = msg.get("text")
        if text is None:
            raise WebError(400, "binary messages are not accepted: every message is JSON text")
        if len(text) > MAX_WS_MESSAGE:
            raise WebError(413, f"message too large (at most {MAX_WS_MESSAGE} characters)")
        return str(text)

    async def admit(ws: WebSocket, gid: str, client: str) -> tuple[GameRuntime, int, str]:
        """A new websocket's game and seat, from its hello, within the caps; or WebError."""
        if ws_per_client and ws_by_client[client] > ws_per_client:
            raise WebError(429, f"too many connections from your address (at most {ws_per_client})")
        first = await asyncio.wait_for(receive_text(ws), timeout=20)
        try:
            hello = json.loads(first)
        except json.JSONDecodeError as e:
            raise WebError(400, "the first message is JSON: {\"token\": ...}") from e
        if not isinstance(hello, dict):
            raise WebError(400, "the first message is JSON: {\"token\": ...}")
        # the game after the hello: it may have left memory while this socket was silent
        rt = await manager.get(gid)
        seat = manager.seat_of(rt, hello.get("token"))
        cap = WS_PER_SEAT if seat >= 0 else ws_per_game
        if cap and ws_by_seat[(gid, seat)] >= cap:
            raise WebError(429, f"too many connections to this game (at most {cap} "
                                f"{'for this seat' if seat >= 0 else 'spectators'})")
        return rt, seat, page_language(hello.get("lang"), ws.headers.get("accept-language"))

    async def refuse(ws: WebSocket, status: int, message: str) -> None:
        with contextlib.suppress(Exception):
            await ws.send_text(json.dumps({"type": "error", "status": status, "error": message}))
            await ws.close(code=4000 + status, reason=_close_reason(message))

    @app.websocket("/ws/games/{gid}")
    async def ws_game(ws: WebSocket, gid: str) -> None:
        """A refusal is an error message, then a close with code 4000 + the HTTP status and the
        same words as the close reason (4429: too many connections, or messages)."""
        await ws.accept()
        client = _client_key(ws.client)
        ws_by_client[client] += 1  # from the handshake on: silent sockets count too
        seat_key: tuple[str, int] | None = None
        try:
            try:
                rt, seat, lang = await admit(ws, gid, client)
            except WebError as e:
                await refuse(ws, e.status, e.text(e.lang or page_language(None, ws.headers.get("accept-language"))))
                return
            except (TimeoutError, WebSocketDisconnect):
                with contextlib.suppress(Exception):
                    await ws.close()
                return
            except Exception as e:  # a server fault (the database not answering): the same error form
                log.error("websocket of game %s failed: %s: %s", gid, type(e).__name__, e)
                await refuse(ws, 500, "internal server error (logged on the server)")
                return
            seat_key = (gid, seat)
            ws_by_seat[seat_key] += 1
            conn = None
            try:
                conn = await manager.subscribe(rt, ws, seat, lang)
                while True:
                    try:
                        msg = await receive_text(ws)  # pings; the page acts over HTTP
                    except WebError as e:  # binary or too large: said once, then closed
                        await refuse(ws, e.status, e.text(lang))
                        break
                    if not limiter.allow(client):
                        await refuse(ws, 429, "too many messages: slow down")
                        break
                    if msg == "ping":
                        await ws.send_text('{"type":"pong"}')
            except WebSocketDisconnect:
                pass
            finally:
                if conn is not None:
                    rt.conns.discard(conn)
                rt.last_used = time.monotonic()
        finally:
            _release(ws_by_client, client)
            if seat_key is not None:
                _release(ws_by_seat, seat_key)

    publish_body(app, "/api/games", request_model)  # the lobby request's fields, options included
    return app
