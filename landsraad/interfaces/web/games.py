"""The game manager of `landsraad serve`: games in memory, persisted action by action.

A game is stored as config + seed + seats + the list of applied actions (store.py); its state
is rebuilt by replaying them (the engine is deterministic: landsraad/records.py) and cached
here. An action is applied to a clone of the state, written to the database, and only then
does the clone replace the state and the action get acknowledged and broadcast, so a killed
server loses nothing it acknowledged and a refused action changes nothing.

Seats act only with their own secret token (only its SHA-256 is stored). Every message to a
browser is built from `landsraad.view(state, seat)` (client.py); spectators get seat -1.
Bots decide in worker processes (botpool.py) so that a slow agent never slows other games;
their moves go through the same path as a human's. Undo follows the terminal
(interfaces/play.py): only back within the deciding seat's own run of decisions, never past an
action that used the state's RNG (a draw, a shuffle) or revealed a Conflict card, or handed the
decision to another seat.

Several processes may share one PostgreSQL database (notify.py): each write names the game's
`rev` and fails if another process wrote first (exactly one writer per move); the others learn
of each change by NOTIFY, apply it to the game they hold with the same bookkeeping as a local
move (undo included) and push it to their websockets; one process at a time runs a game's bots.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import logging
import os
import queue
import secrets
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from landsraad import GameConfig, GameState, IllegalActionError, new_game, view
from landsraad.agents import SearchAgent, make_agent
from landsraad.content import Content, load_content
from landsraad.core.errors import ContentError, SaveError
from landsraad.interfaces.web.botpool import BotPool, bot_seed
from landsraad.interfaces.web.client import client_view
from landsraad.interfaces.web.notify import BotClaims, ChangeFeed, LocalClaims
from landsraad.interfaces.web.store import GameRow, StaleWrite, Store
from landsraad.rules.engine import normalize
from landsraad.rules.view import log_lines

log = logging.getLogger("landsraad.web")

HUMAN = "human"
MAX_ACTION_LEN = 200
MAX_SEARCH_BUDGET = 5.0  # seconds per decision for a `search:<s>` bot
MAX_SEARCH_ROLLOUTS = 2000  # rollouts per decision for a `search:it=<n>` bot (~5 s here)
LOG_TAIL = 120  # log lines in each update after the first (the first has the whole log)
BOT_STALL = 3.0  # seconds a bot may be to move with no change before another process takes over
SWEEP_EVERY = 1.0  # seconds between two looks for such games (several processes only)


class WebError(Exception):
    """A refused request: `status` is the HTTP status, the message says why."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass(eq=False)
class Conn:
    """A live page: a websocket-like object with `send_text`, the seat it watches as."""

    ws: Any
    seat: int
    log_sent: int = -1  # index the next log lines start from; -1: send the whole log


@dataclass(eq=False)
class GameRuntime:
    row: GameRow
    state: GameState
    actions: list[str]
    bots: dict[int, str]  # seat -> agent spec
    content: Content
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    undo: list[tuple[GameState, int]] = field(default_factory=list)  # (state before, len(actions) before)
    conns: set[Conn] = field(default_factory=set)
    bot_task: asyncio.Task[None] | None = None
    views: dict[int, tuple[int, dict[str, Any]]] = field(default_factory=dict)  # seat -> (version, view)
    rev: int = 0  # the game's count of writes in the database that this state reflects
    changed: float = field(default_factory=time.monotonic)  # when it last changed here

    @property
    def id(self) -> str:
        return self.row.id

    @property
    def humans(self) -> list[int]:
        return [i for i, k in enumerate(self.row.seats) if k == HUMAN]

    def meta(self) -> dict[str, Any]:
        return {"id": self.row.id, "players": len(self.row.seats),
                "seats": [{"seat": i, "kind": k} for i, k in enumerate(self.row.seats)],
                "undo_enabled": bool(self.row.options.get("undo")), "seed": self.row.seed,
                "watching": len(self.conns)}


def _check_agent(spec: str) -> str:
    spec = spec.strip().lower()
    agent = make_agent(spec)  # ValueError names the known agents and bad options
    if isinstance(agent, SearchAgent) and ((agent.budget_s or 0.0) > MAX_SEARCH_BUDGET
                                           or (agent.iterations or 0) > MAX_SEARCH_ROLLOUTS):
        raise ValueError(f"search bots think at most {MAX_SEARCH_BUDGET:g} s "
                         f"or {MAX_SEARCH_ROLLOUTS} rollouts per decision")
    return spec


class BatchWriter:
    """One thread that writes to the database. Writes queued while a commit is in progress are
    committed together by the next one (group commit), so many games share each fsync; every
    caller's future resolves only after its write is committed."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.q: queue.Queue[tuple[str, tuple[Any, ...], dict[str, Any], Future[None]] | None] = queue.Queue()
        self.thread = threading.Thread(target=self._run, name="landsraad-db-writer", daemon=True)
        self.thread.start()

    def submit(self, name: str, *args: Any, **kw: Any) -> Future[None]:
        f: Future[None] = Future()
        self.q.put((name, args, kw, f))
        return f

    def close(self) -> None:
        self.q.put(None)
        self.thread.join(10)

    def _run(self) -> None:
        while True:
            first = self.q.get()
            batch = [first]
            while True:
                try:
                    batch.append(self.q.get_nowait())
                except queue.Empty:
                    break
            items = [b for b in batch if b is not None]
            try:
                self.store.write_batch([(n, a, k) for n, a, k, _ in items])
                for *_, f in items:
                    f.set_result(None)
            except Exception:
                for n, a, k, f in items:  # one bad write must not fail the others: one at a time
                    try:
                        self.store.write_batch([(n, a, k)])
                        f.set_result(None)
                    except Exception as e:
                        f.set_exception(e)
            if len(items) != len(batch):
                return


class GameManager:
    def __init__(self, store: Store, bot_delay: float = 0.0, bot_workers: int | None = None) -> None:
        self.store = store
        self.bot_delay = bot_delay
        self.games: dict[str, GameRuntime] = {}
        self.bots = BotPool(bot_workers)
        self.replay_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="landsraad-replay")
        self.db_pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="landsraad-db")  # reads
        self.writer = BatchWriter(store)
        self._loading: dict[str, asyncio.Future[GameRuntime | None]] = {}
        self.closed = False
        # several processes (PostgreSQL): changes by NOTIFY, bots claimed per game (notify.py)
        self.claims: BotClaims | LocalClaims = BotClaims(store.url) if store.shared else LocalClaims()
        self.feed = ChangeFeed(store.url, self._on_change, self._resync_all) if store.shared else None
        self._tasks: set[asyncio.Task[Any]] = set()

    async def start(self) -> None:
        """Listen for other processes' changes (before loading any game, so none is missed)."""
        if self.feed is not None:
            self._spawn(self.feed.run())
            await asyncio.wait_for(self.feed.connected.wait(), 30)
            self._spawn(self._sweep())

    def _spawn(self, coro: Any) -> asyncio.Task[Any]:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    async def close(self) -> None:
        self.closed = True
        for t in list(self._tasks):
            t.cancel()
        for rt in self.games.values():
            if rt.bot_task is not None:
                rt.bot_task.cancel()
        await self.bots.close()
        await self.claims.close()
        self.writer.close()
        self.replay_pool.shutdown(wait=False, cancel_futures=True)
        self.db_pool.shutdown(wait=True)
        self.store.close()

    async def _db(self, fn: Any, *args: Any, **kw: Any) -> Any:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self.db_pool, lambda: fn(*args, **kw))

    async def _write(self, name: str, *args: Any, **kw: Any) -> None:
        """A write, committed (with whatever else is queued) before this returns."""
        await asyncio.wrap_future(self.writer.submit(name, *args, **kw))

    # ---- creating and loading ------------------------------------------------------------------
    async def create(self, spec: dict[str, Any]) -> dict[str, Any]:
        """Validate a lobby request, store the game, return the secret links."""
        edition = str(spec.get("edition") or "base")
        try:
            load_content(edition)
        except (ContentError, FileNotFoundError, OSError) as e:
            raise WebError(400, f"unknown edition {edition!r}") from e
        players = spec.get("players")
        if not isinstance(players, int) or isinstance(players, bool) or players not in (1, 2, 3, 4):
            raise WebError(400, "players must be 1, 2, 3 or 4 (1: solo against two Rivals; 2: with House Hagal)")
        difficulty = str(spec.get("difficulty") or "sardaukar")
        # seats of the table: 1- and 2-player games add House Hagal seats (rules/hagal.py)
        table = players if players >= 3 else 3
        seats_in = spec.get("seats") or [HUMAN] + ["heuristic:medium"] * (players - 1)
        if len(seats_in) != players:
            raise WebError(400, f"{len(seats_in)} seats given for {players} players")
        seats: list[str] = []
        for i, k in enumerate(seats_in):
            k = str(k).strip().lower()
            if k == HUMAN:
                seats.append(HUMAN)
                continue
            try:
                seats.append(_check_agent(k))
            except ValueError as e:
                raise WebError(400, f"seat {i}: {e}") from e
        leaders_in = spec.get("leaders")
        leader_seats = {1: 3, 2: 2}.get(players, players)  # solo Rivals have leaders; House Hagal none
        if leaders_in == "random":
            leaders: tuple[str | None, ...] = ("random",) * leader_seats
        elif leaders_in in (None, "none", ""):
            leaders = ()
        else:
            if len(leaders_in) > leader_seats:
                raise WebError(400, f"{len(leaders_in)} leaders given for {leader_seats} seats")
            leaders = tuple(None if x in (None, "", "none") else str(x).strip().lower() for x in leaders_in)
        seed = spec.get("seed")
        if seed is None:
            seed = int.from_bytes(os.urandom(4), "big") >> 1
        first = spec.get("first_player")
        if first is not None and not 0 <= first < table:
            raise WebError(400, f"first_player must be a seat from 0 to {table - 1}")
        config = GameConfig(edition=edition, players=players, first_player=first, leaders=leaders, log=True,
                            difficulty=difficulty,
                            # several humans: who is asked in an Intrigue window must reveal nothing
                            ask_all_intrigue_windows=seats.count(HUMAN) > 1)
        try:
            state = new_game(config, int(seed))
        except (IllegalActionError, ValueError) as e:
            raise WebError(400, str(e)) from e
        undo = spec.get("undo")
        if undo is None:
            undo = len([k for k in seats if k == HUMAN]) == 1
        tokens = [secrets.token_urlsafe(18) if k == HUMAN else None for k in seats]
        gid = secrets.token_urlsafe(6).replace("-", "x").replace("_", "y")
        row = GameRow(id=gid, config=config.to_dict(), seed=int(seed), seats=seats,
                      token_hashes=[None if t is None else token_hash(t) for t in tokens],
                      options={"undo": bool(undo)}, round=state.round)
        await self._write("create_game", row)
        rt = self._runtime(row, state, [])
        self.games[gid] = rt
        self.kick_bots(rt)
        return {"id": gid, "spectator": f"/g/{gid}",
                "seats": [{"seat": i, "kind": k,
                           "link": None if tokens[i] is None else f"/g/{gid}#seat={i}&t={tokens[i]}",
                           "token": tokens[i]} for i, k in enumerate(seats)],
                "undo": bool(undo), "seed": int(seed)}

    def _runtime(self, row: GameRow, state: GameState, actions: list[str]) -> GameRuntime:
        bots = {i: k for i, k in enumerate(row.seats) if k != HUMAN}
        return GameRuntime(row=row, state=state, actions=actions, bots=bots, rev=row.rev,
                           content=load_content(state.config.edition))

    @staticmethod
    def _replay(row: GameRow) -> GameState:
        cfg = GameConfig.from_dict(row.config)
        s = new_game(cfg, row.seed)
        for i, a in enumerate(row.actions, 1):
            try:
                s.apply(a)
            except IllegalActionError as e:
                raise SaveError(f"game {row.id}: stored action {i} ({a!r}) is illegal on replay: {e}") from e
        return s

    async def get(self, gid: str) -> GameRuntime:
        if not isinstance(gid, str) or not 1 <= len(gid) <= 32:
            raise WebError(404, "no such game")
        rt = self.games.get(gid)
        if rt is not None:
            return rt
        fut = self._loading.get(gid)
        if fut is None:
            fut = asyncio.get_running_loop().create_future()
            self._loading[gid] = fut
            try:
                row = await self._db(self.store.load_game, gid)
                got: GameRuntime | None = None
                if row is not None:
                    loop = asyncio.get_running_loop()
                    state = await loop.run_in_executor(self.replay_pool, self._replay, row)
                    got = self.games.get(gid) or self._runtime(row, state, list(row.actions))
                    self.games[gid] = got
                    if self.store.shared:  # a change notified while loading was not applied
                        async with got.lock:
                            await self._resync(got)
                    self.kick_bots(got)
                fut.set_result(got)
            except BaseException as e:
                fut.set_exception(e)
                fut.exception()  # retrieved: no "never retrieved" warning when nobody else waits
                raise
            finally:
                self._loading.pop(gid, None)
        rt2 = await fut
        if rt2 is None:
            raise WebError(404, "no such game")
        return rt2

    async def resume_all(self) -> int:
        """Load every unfinished game after a start, so bots to move carry on."""
        n = 0
        for gid in await self._db(self.store.unfinished_ids):
            if self.closed:
                break
            try:
                await self.get(gid)
                n += 1
            except (WebError, SaveError) as e:
                log.error("cannot resume game %s: %s", gid, e)
        return n

    async def list_games(self, limit: int = 50) -> list[dict[str, Any]]:
        rows = await self._db(self.store.list_games, limit)
        out = []
        for r in rows:
            rt = self.games.get(r.id)
            out.append({"id": r.id, "players": len(r.seats), "seats": r.seats, "status": r.status,
                        "round": rt.state.round if rt else r.round, "version": rt.state.version if rt else r.version,
                        "leaders": list(r.config.get("leaders") or []),
                        "watching": len(rt.conns) if rt else 0, "created": r.created, "updated": r.updated,
                        "result": r.result, "spectator": f"/g/{r.id}"})
        return out

    # ---- who is asking ---------------------------------------------------------------------------
    @staticmethod
    def seat_of(rt: GameRuntime, token: Any) -> int:
        """The seat of a token; -1 (spectator) for no token. A wrong token is refused."""
        if token is None or token == "":
            return -1
        if not isinstance(token, str) or len(token) > 100:
            raise WebError(403, "this token is not a seat of this game")
        h = token_hash(token)
        for i, th in enumerate(rt.row.token_hashes):
            if th is not None and hmac.compare_digest(th, h):
                return i
        raise WebError(403, "this token is not a seat of this game")

    # ---- what a seat sees ------------------------------------------------------------------------
    def seat_view(self, rt: GameRuntime, seat: int) -> dict[str, Any]:
        cached = rt.views.get(seat)
        if cached is not None and cached[0] == rt.state.version:
            return cached[1]
        v = view(rt.state, seat)
        rt.views[seat] = (rt.state.version, v)
        return v

    def payload(self, rt: GameRuntime, seat: int, log_from: int = 0) -> dict[str, Any]:
        s = rt.state
        undo = len(rt.undo) if (rt.row.options.get("undo") and seat >= 0 and s.current_player() == seat) else 0
        start = max(0, min(log_from, len(s.log or [])))
        return client_view(self.seat_view(rt, seat), rt.content, log=log_lines(s, seat, start),
                           log_from=start, game=rt.meta(), undo=undo)

    async def broadcast(self, rt: GameRuntime) -> None:
        if not rt.conns:
            return
        n_log = len(rt.state.log or [])
        by_key: dict[tuple[int, int], str] = {}
        sends = []
        conns = list(rt.conns)
        for c in conns:
            start = 0 if c.log_sent < 0 else min(c.log_sent, n_log)  # only the lines it has not had
            key = (c.seat, start)
            if key not in by_key:
                by_key[key] = json.dumps({"type": "state", **self.payload(rt, c.seat, start)})
            c.log_sent = n_log
            sends.append(asyncio.wait_for(c.ws.send_text(by_key[key]), timeout=10))
        results = await asyncio.gather(*sends, return_exceptions=True)
        for c, r in zip(conns, results, strict=True):
            if isinstance(r, BaseException):
                rt.conns.discard(c)

    async def subscribe(self, rt: GameRuntime, ws: Any, seat: int) -> Conn:
        c = Conn(ws=ws, seat=seat)
        rt.conns.add(c)
        n_log = len(rt.state.log or [])
        await ws.send_text(json.dumps({"type": "state", **self.payload(rt, seat, 0)}))
        c.log_sent = n_log
        return c

    # ---- acting ------------------------------------------------------------------------------------
    @staticmethod
    def _check_move(rt: GameRuntime, seat: int, version: Any) -> None:
        s = rt.state
        if seat < 0:
            raise WebError(403, "spectators cannot act; open your seat's join link")
        if s.is_terminal():
            raise WebError(409, "the game is over")
        if isinstance(version, bool) or not isinstance(version, int):
            raise WebError(400, "every move carries the state version it was chosen at (an integer)")
        if version != s.version:
            raise WebError(409, f"stale move: it was chosen at version {version}, the game is at version "
                                f"{s.version}; look at the board again")
        if s.current_player() != seat:
            raise WebError(409, f"it is not your decision: P{s.current_player()} decides now")

    async def act(self, gid: str, token: Any, version: Any, action: Any) -> dict[str, Any]:
        rt = await self.get(gid)
        if not isinstance(action, str) or not action.strip():
            raise WebError(400, "an action is a non-empty text in the action notation, e.g. 'reveal'")
        if len(action) > MAX_ACTION_LEN:
            raise WebError(400, f"an action is at most {MAX_ACTION_LEN} characters")
        async with rt.lock:
            seat = self.seat_of(rt, token)
            await self._catch_up_to(rt, version)
            self._check_move(rt, seat, version)
            await self._apply(rt, seat, action, human=True)
            out = self.payload(rt, seat, max(0, len(rt.state.log or []) - LOG_TAIL))
        await self.broadcast(rt)
        self.kick_bots(rt)
        return out

    async def _catch_up_to(self, rt: GameRuntime, version: Any) -> None:
        """Several processes: a move chosen at a version this process has not seen yet (it saw
        the change on another process's websocket first) waits for the database, not a refusal."""
        if self.store.shared and isinstance(version, int) and version > rt.state.version:
            await self._resync(rt)

    async def _apply(self, rt: GameRuntime, seat: int, action: str, human: bool) -> None:
        """Apply on a clone, persist, then commit to memory. Raises WebError, changing nothing."""
        s = rt.state
        new = s.clone()
        try:
            new.apply(action)
        except IllegalActionError as e:
            raise WebError(400, str(e)) from e
        a = normalize(action)
        n = len(rt.actions) + 1
        assert new.version == n, (new.version, n)
        result = new.result() if new.is_terminal() else None
        try:
            await self._write("append_action", rt.id, n, seat, a, rev=rt.rev, round=new.round,
                              status="over" if new.is_terminal() else "playing", result=result)
        except StaleWrite as e:  # another process moved first: it won; show the game as it is
            await self._resync(rt)
            self.broadcast_later(rt)
            raise WebError(409, "stale move: another move was made at the same time; look at the board again") from e
        self._advance(rt, s, new, seat, a, human)

    def _advance(self, rt: GameRuntime, s: GameState, new: GameState, seat: int, a: str, human: bool) -> None:
        """A stored move becomes the game's state (a local move or one read from another process)."""
        revealed = new.rng != s.rng or new.conflict != s.conflict
        if not human or revealed or new.is_terminal() or new.current_player() != seat:
            rt.undo.clear()
        else:
            rt.undo.append((s, len(rt.actions)))
        rt.state = new
        rt.actions.append(a)
        rt.row.status = "over" if new.is_terminal() else "playing"
        rt.rev += 1
        rt.changed = time.monotonic()

    def _rewind(self, rt: GameRuntime) -> int:
        """Undo the last step of the undo history (a local undo or another process's)."""
        before, n = rt.undo.pop()
        rt.state = before
        del rt.actions[n:]
        rt.row.status = "playing"
        rt.rev += 1
        rt.changed = time.monotonic()
        rt.views.clear()
        for c in rt.conns:
            c.log_sent = -1  # log lines were taken back: resend the whole log
        return n

    async def undo(self, gid: str, token: Any, version: Any) -> dict[str, Any]:
        rt = await self.get(gid)
        async with rt.lock:
            seat = self.seat_of(rt, token)
            await self._catch_up_to(rt, version)
            self._check_move(rt, seat, version)
            if not rt.row.options.get("undo"):
                raise WebError(409, "undo is off in this game (it is on by default only for one human against bots)")
            if not rt.undo:
                raise WebError(409, "nothing to undo: undo only goes back within your own turn, and never past a "
                                    "draw, a shuffle, a new Conflict card or another player's decision")
            try:
                await self._write("truncate_actions", rt.id, rt.undo[-1][1], rev=rt.rev, round=rt.undo[-1][0].round)
            except StaleWrite as e:
                await self._resync(rt)
                self.broadcast_later(rt)
                raise WebError(409, "stale move: another move was made at the same time; look at the board again") from e
            self._rewind(rt)
            out = self.payload(rt, seat, 0)
        await self.broadcast(rt)
        return out

    def broadcast_later(self, rt: GameRuntime) -> None:
        """Broadcast once the caller has released the game's lock."""
        self._spawn(self._broadcast_when_free(rt))

    async def _broadcast_when_free(self, rt: GameRuntime) -> None:
        async with rt.lock:
            pass
        await self.broadcast(rt)

    # ---- other processes' changes (several processes on PostgreSQL) --------------------------------
    def _on_change(self, ev: dict[str, Any]) -> None:
        rt = self.games.get(str(ev.get("g")))
        if rt is not None and isinstance(ev.get("rev"), int) and ev["rev"] > rt.rev:
            self._spawn(self._apply_change(rt, ev))  # per game in order: the lock's waiters are FIFO

    async def _apply_change(self, rt: GameRuntime, ev: dict[str, Any]) -> None:
        async with rt.lock:
            if ev["rev"] <= rt.rev:  # already seen (our own write, or read by a resync)
                return
            if not (ev["rev"] == rt.rev + 1 and self._apply_event(rt, ev)):
                await self._resync(rt)  # a gap, or an event that does not fit: read the database
        await self.broadcast(rt)

    def _apply_event(self, rt: GameRuntime, ev: dict[str, Any]) -> bool:
        """The next write of the game from its notification; False if it cannot be applied here."""
        if "a" in ev and ev.get("n") == len(rt.actions) + 1:
            return self._apply_stored(rt, int(ev["seat"]), str(ev["a"]))
        if "keep" in ev and rt.undo and rt.undo[-1][1] == ev["keep"]:
            self._rewind(rt)
            return True
        return False

    def _apply_stored(self, rt: GameRuntime, seat: int, a: str) -> bool:
        s = rt.state
        new = s.clone()
        try:
            new.apply(a)
        except IllegalActionError:
            return False
        human = 0 <= seat < len(rt.row.seats) and rt.row.seats[seat] == HUMAN
        self._advance(rt, s, new, seat, a, human)
        return True

    async def _resync(self, rt: GameRuntime) -> bool:
        """Bring a held game up to the database (the caller holds its lock): the moves made since
        its rev when only moves were made, else a full replay. True if anything changed."""
        rev, count, tail = await self._db(self.store.changes_since, rt.id, len(rt.actions))
        if rev == rt.rev:
            return False
        if rev - rt.rev == count - len(rt.actions) == len(tail):  # only moves (an undo removes one)
            if all(self._apply_stored(rt, seat, a) for seat, a in tail):
                return True
        row = await self._db(self.store.load_game, rt.id)
        assert row is not None, rt.id  # games are never deleted
        state = await asyncio.get_running_loop().run_in_executor(self.replay_pool, self._replay, row)
        rt.row, rt.state, rt.actions, rt.rev = row, state, list(row.actions), row.rev
        rt.undo.clear()
        rt.views.clear()
        rt.changed = time.monotonic()
        for c in rt.conns:
            c.log_sent = -1
        return True

    async def _resync_all(self) -> None:
        """After the change feed (re)connects: anything may have changed while nobody listened."""
        for rt in list(self.games.values()):
            async with rt.lock:
                changed = await self._resync(rt)
            if changed:
                await self.broadcast(rt)

    def why(self, rt: GameRuntime, seat: int, card: Any) -> dict[str, Any]:
        """For one card of the seat's hand: each board space and why an Agent cannot go there
        with it (None where it can). Uses only what that seat may know."""
        from landsraad.rules.explain import why_illegal
        from landsraad.rules.turns import why_cannot_send

        if seat < 0:
            raise WebError(403, "spectators have no hand")
        s = rt.state
        p = s.players[seat]
        if not isinstance(card, str) or card not in rt.content.cards:
            raise WebError(400, "name a card of your hand by its id")
        if card not in p.hand:
            raise WebError(400, f"{rt.content.cards[card].name} is not in your hand")
        legal = s.legal_actions() if s.current_player() == seat else []
        out: dict[str, str | None] = {}
        for sid, sp in rt.content.spaces.items():
            a = f"agent {card} {sid}"
            if a in legal:
                out[sid] = None
                continue
            reason = why_cannot_send(s, p, rt.content.cards[card], sp)
            if reason is None:
                if s.current_player() != seat:
                    reason = "it is not your decision now"
                elif s.pending is not None and s.pending[0] != "turn":
                    reason = "this decision is not an Agent turn"
                else:
                    reason = why_illegal(s, a, legal).split(": ", 1)[-1]
            out[sid] = reason
        return {"card": card, "spaces": out}

    # ---- bots --------------------------------------------------------------------------------------
    def bot_to_move(self, rt: GameRuntime) -> bool:
        s = rt.state
        return not s.is_terminal() and s.current_player() in rt.bots

    def kick_bots(self, rt: GameRuntime) -> None:
        if self.closed or (rt.bot_task is not None and not rt.bot_task.done()) or not self.bot_to_move(rt):
            return
        rt.bot_task = asyncio.get_running_loop().create_task(self._bot_task(rt))

    async def _bot_task(self, rt: GameRuntime) -> None:
        """Run the game's bots while this process holds the game's claim (always, on SQLite).
        After releasing it, look at the database again: a person who moved on another process
        while we held the claim could not take it, so the bot to move is ours to play."""
        while not self.closed and await self.claims.claim(rt.id):
            try:
                if self.store.shared:
                    async with rt.lock:
                        if await self._resync(rt):
                            self.broadcast_later(rt)
                await self._bot_loop(rt)
            finally:
                await self.claims.release(rt.id)
            if not self.store.shared or self.closed:
                return
            async with rt.lock:
                if await self._resync(rt):
                    self.broadcast_later(rt)
            if not self.bot_to_move(rt):
                return

    async def _bot_loop(self, rt: GameRuntime) -> None:
        while not self.closed and self.bot_to_move(rt):
            s = rt.state
            seat = s.current_player()
            spec = rt.bots[seat]
            rev = rt.rev
            v = self.seat_view(rt, seat)
            if self.bot_delay:
                await asyncio.sleep(self.bot_delay)
            try:
                action = await self.bots.choose(spec, bot_seed(rt.row.seed, seat, s.version), v)
            except Exception as e:  # an agent's bug must not stop the game
                log.exception("bot P%d of game %s failed: %s", seat, rt.id, e)
                action = v["decision"]["legal"][0]
            async with rt.lock:
                if rt.rev != rev:  # the game changed meanwhile (another process): decide again
                    continue
                try:
                    await self._apply(rt, seat, action, human=False)
                except WebError as e:
                    if e.status == 409:  # another process moved first
                        continue
                    log.error("bot P%d of game %s chose %r: %s", seat, rt.id, action, e.message)
                    try:
                        await self._apply(rt, seat, v["decision"]["legal"][0], human=False)
                    except WebError as e2:
                        if e2.status != 409:
                            raise
            await self.broadcast(rt)

    async def _sweep(self) -> None:
        """Several processes: a game held here with a bot to move and no change for BOT_STALL
        seconds has lost the process that ran its bots (killed: PostgreSQL released its claim)."""
        while not self.closed:
            await asyncio.sleep(SWEEP_EVERY)
            now = time.monotonic()
            for rt in list(self.games.values()):
                if now - rt.changed > BOT_STALL and self.bot_to_move(rt):
                    self.kick_bots(rt)
