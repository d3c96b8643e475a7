"""The FastAPI app of `landsraad serve`: lobby, game API, websocket updates, static page.

HTTP API (JSON; errors are `{"error": "..."}` with a 4xx status):
  GET  /api/options                        editions, players, agent names, leaders
  GET  /api/content/{edition}              component texts for the page (public)
  GET  /api/games                          games on this host (no secrets)
  POST /api/games                          create: {players, seats, leaders, seed, ...} -> links
  GET  /api/games/{id}/view                the view of the seat of header X-Seat-Token (none: spectator)
  POST /api/games/{id}/act                 {token, version, action}
  POST /api/games/{id}/undo                {token, version}
  GET  /api/games/{id}/why?card=ID         header X-Seat-Token: why each space is (un)available
  WS   /ws/games/{id}                      first message {"token": ...|null}; then server pushes
                                           {"type": "state", ...} after every change
Limits: request bodies of at most MAX_BODY bytes, websocket messages of at most 4 KiB, and a
token bucket per client address (`rate` requests per second, bursts of `2 * rate`).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field

from landsraad.agents import AGENTS
from landsraad.content import load_content
from landsraad.interfaces.web.client import content_payload
from landsraad.interfaces.web.games import GameManager, WebError
from landsraad.interfaces.web.store import DEFAULT_DB, Store

STATIC = Path(__file__).parent / "static"
MAX_BODY = 8 * 1024
MAX_WS_MESSAGE = 4 * 1024
EDITIONS = ("base",)
AGENT_CHOICES = ("heuristic:medium", "heuristic:easy", "search", "explorer", "random")

log = logging.getLogger("landsraad.web")


class CreateGame(BaseModel):
    model_config = ConfigDict(extra="forbid")
    edition: str = Field(default="base", max_length=20)
    players: int = Field(default=4)
    seats: list[str] | None = Field(default=None, max_length=6)
    leaders: list[str | None] | str | None = Field(default=None)
    seed: int | None = Field(default=None, ge=0, le=2**31 - 1)
    first_player: int | None = None
    undo: bool | None = None
    difficulty: str | None = Field(default=None, max_length=30)  # solo Rivals


class Act(BaseModel):
    model_config = ConfigDict(extra="forbid")
    token: str = Field(max_length=100)
    version: int
    action: str = Field(max_length=200)


class Undo(BaseModel):
    model_config = ConfigDict(extra="forbid")
    token: str = Field(max_length=100)
    version: int


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
               synchronous: str = "FULL", resume: bool = True, bot_workers: int | None = None) -> FastAPI:
    store = Store(db_url, synchronous=synchronous)
    manager = GameManager(store, bot_delay=bot_delay, bot_workers=bot_workers)
    limiter = RateLimiter(rate, 2 * rate)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await manager.start()  # several processes: listen for the others' changes first
        task = asyncio.get_running_loop().create_task(manager.resume_all()) if resume else None
        yield
        if task is not None:
            task.cancel()
        await manager.close()

    app = FastAPI(title="landsraad", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.manager = manager

    app.add_middleware(LimitsMiddleware, limiter=limiter)

    @app.exception_handler(WebError)
    async def web_error(_request: Request, e: WebError) -> JSONResponse:
        return JSONResponse({"error": e.message}, status_code=e.status)

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

    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    # ---- API ----------------------------------------------------------------------------------------
    @app.get("/api/health")
    async def health() -> dict[str, Any]:
        return {"ok": True, "games_in_memory": len(manager.games)}

    @app.get("/api/options")
    async def options() -> dict[str, Any]:
        content = load_content("base")
        return {"editions": list(EDITIONS), "players": [1, 2, 3, 4],
                "agents": list(AGENT_CHOICES), "agent_names": sorted(AGENTS),
                "leaders": [{"id": lid, "name": ld.name, "house": ld.house} for lid, ld in content.leaders.items()]}

    @app.get("/api/content/{edition}")
    async def content(edition: str) -> Response:
        if edition not in EDITIONS:
            raise WebError(404, f"unknown edition {edition!r}")
        return fast_json(content_payload(edition))

    @app.get("/api/games")
    async def list_games() -> dict[str, Any]:
        return {"games": await manager.list_games()}

    @app.post("/api/games")
    async def create_game(body: CreateGame) -> dict[str, Any]:
        return await manager.create(body.model_dump())

    @app.get("/api/games/{gid}/view")
    async def game_view(gid: str, request: Request) -> Response:
        rt = await manager.get(gid)
        seat = manager.seat_of(rt, request.headers.get("x-seat-token"))
        return fast_json(manager.payload(rt, seat, 0))

    @app.post("/api/games/{gid}/act")
    async def act(gid: str, body: Act) -> Response:
        return fast_json(await manager.act(gid, body.token, body.version, body.action))

    @app.post("/api/games/{gid}/undo")
    async def undo(gid: str, body: Undo) -> Response:
        return fast_json(await manager.undo(gid, body.token, body.version))

    @app.get("/api/games/{gid}/why")
    async def why(gid: str, card: str, request: Request) -> dict[str, Any]:
        rt = await manager.get(gid)
        seat = manager.seat_of(rt, request.headers.get("x-seat-token"))
        return manager.why(rt, seat, card)

    @app.websocket("/ws/games/{gid}")
    async def ws_game(ws: WebSocket, gid: str) -> None:
        await ws.accept()
        try:
            rt = await manager.get(gid)
            first = await asyncio.wait_for(ws.receive_text(), timeout=20)
            if len(first) > MAX_WS_MESSAGE:
                raise WebError(413, "message too large")
            try:
                hello = json.loads(first)
            except json.JSONDecodeError as e:
                raise WebError(400, "the first message is JSON: {\"token\": ...}") from e
            if not isinstance(hello, dict):
                raise WebError(400, "the first message is JSON: {\"token\": ...}")
            seat = manager.seat_of(rt, hello.get("token"))
        except WebError as e:
            await ws.send_text(json.dumps({"type": "error", "status": e.status, "error": e.message}))
            await ws.close(code=4000 + e.status)
            return
        except (TimeoutError, WebSocketDisconnect):
            with contextlib.suppress(Exception):
                await ws.close()
            return
        conn = await manager.subscribe(rt, ws, seat)
        try:
            while True:
                msg = await ws.receive_text()  # pings; the page acts over HTTP
                if len(msg) > MAX_WS_MESSAGE or not limiter.allow(_client_key(ws.client)):
                    await ws.close(code=4429)
                    break
                if msg == "ping":
                    await ws.send_text('{"type":"pong"}')
        except WebSocketDisconnect:
            pass
        finally:
            rt.conns.discard(conn)

    return app
