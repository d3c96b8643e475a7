"""The game manager of `landsraad serve`: games in memory, persisted action by action.

A game is stored as config + seed + seats + the list of applied actions (store.py); its state
is rebuilt by replaying them (the engine is deterministic: landsraad/records.py) and cached
here. An action is applied to a clone of the state, written to the database, and only then
does the clone replace the state and the action get acknowledged and broadcast, so a killed
server loses nothing it acknowledged and a refused action changes nothing.

Seats act only with their own secret token (only its SHA-256 is stored); a private game is
watched only with its spectator token, given to its creator (a public one by anyone). Every
message to a browser is built from `landsraad.view(state, seat)` (client.py); spectators get
seat -1. The seed never leaves the server while the game runs: with the public board it would
rebuild every hand and every future draw (rules/hidden.py VISIBILITY). A game with several
humans gets a 63-bit seed drawn by the server; a chosen seed is only for a game with at most one
human. The seed is revealed once the game is over, for replays.

A stored game that cannot be read or replayed is quarantined: logged, listed as such, answered
with a JSON error; the other games carry on. Games idle for `idle_seconds` (no page connected,
no bot thinking, no request) are dropped from memory and replayed from the database on demand.

Bots decide in worker processes (botpool.py), each decision with a hard time limit and a cheap
fallback (bots.py), so that a slow or failing agent never blocks other games or its own; bot
time is shared fairly between games and clients, within the operator's limits (botshare.py); their
moves go through the same path as a human's. Undo follows the terminal (interfaces/play.py):
only back within the deciding seat's own run of decisions, never past an action that showed a
seat hidden information (a card drawn, even from a top another seat knew, or looked at, an
Intrigue taken, a Conflict card: rules/undo.py `undoable`, the terminal's rule too), used the
state's RNG, or handed the decision to another seat.

Several processes may share one PostgreSQL database (notify.py): each write names the game's
`rev` and fails if another process wrote first (exactly one writer per move); the others learn
of each change by NOTIFY, apply it to the game they hold with the same bookkeeping as a local
move (undo included) and push it to their websockets; one process at a time runs a game's bots.
Idle eviction works there too: an evicted game releases its bot claim and is no longer updated
by the feed (a change to a game not held is ignored: it is read from the database when loaded).
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import hashlib
import hmac
import json
import logging
import math
import queue
import secrets
import threading
import time
from collections import Counter
from collections.abc import AsyncIterator, Mapping
from concurrent.futures import Future, InvalidStateError, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.exc import SQLAlchemyError

from landsraad import GameConfig, GameState, IllegalActionError, new_game, view
from landsraad.agents import parse_agent_spec
from landsraad.content import Content, load_content
from landsraad.core.errors import ContentError, SaveError
from landsraad.i18n import LANGUAGES, N_, browser_language, language, translator
from landsraad.interfaces.counts import NOTES
from landsraad.interfaces.web.botpool import WORKER_AGENTS, bot_seed
from landsraad.interfaces.web.bots import BOT_TIME_LIMIT_S, FALLBACK_SPEC, BotRunner
from landsraad.interfaces.web.botshare import DOWNGRADE_SPEC, LEGACY_CLIENT, BotPolicy, client_id
from landsraad.interfaces.web.client import client_view
from landsraad.interfaces.web.lobby import LobbyRefusal, lobby_modules, lobby_refusal
from landsraad.interfaces.web.notify import BotClaims, ChangeFeed, LocalClaims
from landsraad.interfaces.web.store import GameRow, StaleWrite, Store
from landsraad.rules.engine import normalize
from landsraad.rules.ruleset import declared_options, known_editions, module_parts, most_players, ruleset_for
from landsraad.rules.story import LogLine, illegal, reason, refusal_text, seat_ref
from landsraad.rules.undo import NOTHING_TO_UNDO, replay_with_history, undoable
from landsraad.rules.view import log_kinds, log_lines

log = logging.getLogger("landsraad.web")

HUMAN = "human"
MAX_ACTION_LEN = 200
LOG_TAIL = 120  # log lines in each update after the first (the first has the whole log)
BOT_STALL = 3.0  # seconds a bot may be to move with no change before another process takes over
SWEEP_EVERY = 1.0  # seconds between two looks for such games (several processes only)
SEED_BITS = 63  # a drawn seed: the RNG state is 64 bits, and 2**63 seeds cannot be searched
UNLIMITED = {"unlimited": True}  # a log record the rate limit lets through (guard.RateLimitFilter)
QUARANTINED = ("its stored record cannot be read or replayed (the server log says why); "
               "the other games carry on")


class WebError(Exception):
    """A refused request: `status` is the HTTP status, the message says why. A refusal a player
    sees is a message id and its arguments (`WebError(409, N_("... {x}"), x=...)`), or the
    engine's refusal (`refusal=`), answered in the page's language (`text`); the protocol's own
    refusals (malformed requests, limits) are English words for programs."""

    def __init__(self, status: int, message: str, refusal: Exception | None = None, **params: Any) -> None:
        super().__init__(message.format(**params) if params else message)
        self.status = status
        self.message = str(self)
        self.msgid = message
        self.params = params
        self.refusal = refusal
        self.lang: str | None = None  # the page's language, when the request said it in its body

    def text(self, lang: str) -> str:
        if isinstance(self.refusal, LobbyRefusal):  # the lobby's refusals (lobby.py)
            return self.refusal.text(lang)
        if self.refusal is not None:
            return refusal_text(self.refusal, lang)
        return translator(lang).phrased(self.msgid, **self.params)  # the player counts' words: counts.py


MAX_POOL_TEXT = 4000  # a pool's text in a new game's request (the request body is at most 8 KiB)


def refused(status: int, line: LogLine, edition: str) -> WebError:
    """A refusal naming things of the game (seats, cards): a message with references
    (rules/story.py), read in the page's language."""
    e = illegal(line, edition)
    return WebError(status, str(e), refusal=e)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def page_language(value: Any, accept_language: str | None = None) -> str:
    """The language a page asked for (`?lang=`, a move's `lang`, the websocket hello's `lang`):
    one of landsraad.i18n.LANGUAGES, or a 400 naming them; none asked: the browser's
    Accept-Language, else English."""
    if value is None:
        return browser_language(accept_language)
    lang = language(value) if isinstance(value, str) else None
    if lang is None:
        raise WebError(400, f"unknown language {str(value)[:20]!r}: one of {', '.join(LANGUAGES)}")
    return lang



@dataclass(eq=False)
class Conn:
    """A live page: a websocket-like object with `send_text`, the seat it watches as."""

    ws: Any
    seat: int
    log_sent: int = -1  # index the next log lines start from; -1: send the whole log
    lang: str = "en"  # the language this page reads (its picker; landsraad.i18n)


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
    last_used: float = field(default_factory=time.monotonic)  # for idle eviction
    evicted: bool = False  # dropped from memory: a request holding it must load the game again

    @property
    def id(self) -> str:
        return self.row.id

    @property
    def humans(self) -> list[int]:
        return [i for i, k in enumerate(self.row.seats) if k == HUMAN]

    @property
    def client(self) -> str:
        """Whose bot budget the game's bots use: its creator (botshare.py)."""
        c = self.row.options.get("client")
        return c if isinstance(c, str) else LEGACY_CLIENT

    @property
    def public(self) -> bool:
        return bool(self.row.options.get("public"))

    def meta(self) -> dict[str, Any]:
        # the seed only once the game is over (for replays): with the public board it would
        # rebuild every hand and every future draw
        return {"id": self.row.id, "players": len(self.row.seats),
                "seats": [{"seat": i, "kind": k} for i, k in enumerate(self.row.seats)],
                "undo_enabled": bool(self.row.options.get("undo")), "public": self.public,
                "seed": self.row.seed if self.state.is_terminal() else None,
                "seed_text": seed_text(self.row.seed) if self.state.is_terminal() else None,
                "watching": len(self.conns)}


PAGE_DEFAULT, PAGE_MAX = 50, 200  # the lobby's and the replay list's pages


def page_params(query: Any) -> tuple[int, str | None]:
    """`?limit=` (1 to PAGE_MAX, default PAGE_DEFAULT) and `?cursor=` of a paged list (the
    request's query parameters); 400 naming the parameter otherwise."""
    raw = query.get("limit")
    limit = PAGE_DEFAULT
    if raw is not None:
        if not (raw.isascii() and raw.isdigit() and len(raw) <= 4) or not 1 <= int(raw) <= PAGE_MAX:
            raise WebError(400, f"limit: a whole number from 1 to {PAGE_MAX}")
        limit = int(raw)
    return limit, query.get("cursor") or None


def encode_cursor(kind: str, key: Any) -> str:
    """An opaque paging cursor: where a page of the lobby (`g`, a row's (updated, id)) or of the
    replay list (`g`, then `r`: a record's name) ended."""
    return base64.urlsafe_b64encode(json.dumps([kind, key], separators=(",", ":")).encode()).decode().rstrip("=")


def decode_cursor(cursor: Any, *kinds: str) -> Any:
    """The key of a cursor of one of `kinds` (WebError 400 for anything else): `g`: (updated,
    id), `r`: a record's name, returned as (kind, key) when several kinds are allowed."""
    bad = WebError(400, "cursor: not a cursor this server gave (use the `next` of the previous page)")
    if not isinstance(cursor, str) or len(cursor) > 200:
        raise bad
    try:
        kind, key = json.loads(base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)))
    except (ValueError, TypeError) as e:
        raise bad from e
    if kind == "g" and isinstance(key, list) and len(key) == 2 and isinstance(key[1], str) and len(key[1]) <= 32 \
            and (isinstance(key[0], str) and len(key[0]) <= 64
                 or isinstance(key[0], (int, float)) and not isinstance(key[0], bool) and math.isfinite(key[0])):
        got: Any = (key[0], key[1])
    elif kind == "r" and isinstance(key, str) and len(key) <= 80:
        got = key
    else:
        raise bad
    if kind not in kinds:
        raise bad
    return got if len(kinds) == 1 else (kind, got)


def seed_text(seed: int) -> str:
    """A revealed seed in decimal digits, beside the JSON number: a 63-bit seed is no exact
    JavaScript number (2**53), and a page that shows it for a replay must show every digit."""
    return str(seed)


def _check_agent(spec: str) -> str:
    """The canonical spelling of a bot seat's spec; ValueError names the known agents and the
    bounds of their options (agents/spec.py: at most 5 s or 2,000 rollouts a decision)."""
    return str(parse_agent_spec(spec))


def _seat_spec(spec: str, where: str) -> str:
    """A stored seat's agent spec. A spec that no longer parses (stored before specs were
    checked, e.g. `search:0`, which never answered) is logged and played by the fallback agent."""
    try:
        return str(parse_agent_spec(spec))
    except ValueError as e:
        log.error("%s: %s; %s plays this seat", where, e, FALLBACK_SPEC)
        return FALLBACK_SPEC


def _pool(raw: Any) -> tuple:
    """A new game's card pool (issue 30): the text of a `--pool` file (YAML or JSON, the lobby's text
    area) or its object, read with the CLI's checks and words (landsraad/rules/pool.py); none: ()."""
    from landsraad.rules.pool import PoolError, pool_from_dict, pool_text

    if raw is None or raw == "" or raw == {}:
        return ()
    try:
        if isinstance(raw, str):
            if len(raw) > MAX_POOL_TEXT:
                raise PoolError(f"card pool: at most {MAX_POOL_TEXT} characters")
            return pool_text(raw)
        return pool_from_dict(raw)
    except PoolError as e:
        raise WebError(400, str(e), refusal=e) from e


def _release(counter: Counter[str], key: str) -> None:
    counter[key] -= 1
    if counter[key] <= 0:
        del counter[key]


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
            except Exception:
                for n, a, k, f in items:  # one bad write must not fail the others: one at a time
                    try:
                        self.store.write_batch([(n, a, k)])
                    except Exception as e:
                        _settle(f, e)
                    else:
                        _settle(f)
            else:
                for *_, f in items:
                    _settle(f)
            if len(items) != len(batch):
                return


def _settle(f: Future[None], error: BaseException | None = None) -> None:
    """Resolve a write's future. Its waiter may have given up (a request cancelled when its client
    went away): the write stands, and the writer thread carries on for every other game."""
    try:
        if error is None:
            f.set_result(None)
        else:
            f.set_exception(error)
    except InvalidStateError:
        pass


class GameManager:
    def __init__(self, store: Store, bot_delay: float = 0.0, bot_workers: int | None = None,
                 idle_seconds: float = 600.0, bot_time_limit: float = BOT_TIME_LIMIT_S,
                 bot_policy: BotPolicy | None = None, options: Mapping[str, Any] | None = None) -> None:
        self.store = store
        # the declared options' values (rules/options.py) a game takes when its request leaves them
        # out and its table offers them (`serve --rivals ...`); none: each option's default
        self.options: dict[str, Any] = dict(options or {})
        self.bot_delay = bot_delay
        self.idle_seconds = idle_seconds  # 0: keep every loaded game in memory
        self.games: dict[str, GameRuntime] = {}
        self.quarantined: dict[str, str] = {}  # game id -> why (for the log; browsers get QUARANTINED)
        # bot decisions: in worker processes, with a time limit and a fallback (bots.py), within
        # the operator's limits and each client's and game's budget, in a fair order (botshare.py)
        self.policy = bot_policy or BotPolicy()
        self.bots = BotRunner(bot_workers, bot_time_limit, self.policy)
        self._creating: Counter[str] = Counter()  # client -> bots-only games being stored
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
    def _options(self, spec: dict[str, Any], edition: str, modules: tuple[str, ...], players: int) -> dict[str, Any]:
        """The declared options of a request (rules/options.py), each checked by its `from_api`
        (its message is the 400); one left out takes the server's value (`serve --<option>`) where
        the game's table offers it (`enabled_at`, as the lobby's field) and the value fits the table
        (`fits`: the two Rival cards of a solo table do not fit a two-player one, U735), else its
        default."""
        declared = declared_options()
        out: dict[str, Any] = {}
        for name, o in declared.items():
            try:
                value = o.from_api(spec.get(name))
            except ValueError:
                raise WebError(400, o.api_message) from None
            if value != o.default:
                out[name] = value
        served = {k: v for k, v in self.options.items() if k not in out}
        if served:
            try:
                parts = module_parts(edition, modules)
                table = GameConfig(edition=edition, players=players, modules=modules)
                seats = ruleset_for(table).seats
            except (ValueError, KeyError):
                return out  # the config's own refusal says what is wrong
            out.update((k, v) for k, v in served.items()
                       if any(o.name == k for m in parts for o in m.options) and declared[k].enabled_at(seats)
                       and declared[k].fits(table, v))
        return out

    async def create(self, spec: dict[str, Any], client: str = "?") -> dict[str, Any]:
        """Validate a lobby request, store the game, return the secret links. `client`: the
        address of the client asking (app.py), whose bot limits and budget apply."""
        edition = str(spec.get("edition") or "base")
        try:
            load_content(edition)
        except (ContentError, FileNotFoundError, OSError) as e:
            raise WebError(400, N_("unknown edition {edition}"), edition=repr(edition)) from e
        players = spec.get("players")
        if not isinstance(players, int) or isinstance(players, bool) or not 1 <= players <= most_players():
            # the tables' own phrases (Module.count_words), in the page's language (WebError.text)
            raise WebError(400, N_("players must be a whole number from 1 to {most} ({notes})"), most=most_players(),
                           notes=NOTES)
        if spec.get("difficulty") is not None and players != 1:
            raise WebError(400, N_("difficulty is for solo games (players: 1) against two Rivals"))
        difficulty = spec.get("difficulty") or "sardaukar"
        modules = spec.get("modules") or []
        if not isinstance(modules, list) or not all(isinstance(m, str) and len(m) <= 40 for m in modules):
            raise WebError(400, N_("modules is a list of module names ({known})"), known=", ".join(lobby_modules()))
        # what the engine's rulesets allow (the lobby greys the same: lobby.py), in players' words
        if edition in known_editions() and all(isinstance(m, str) for m in modules):
            why = lobby_refusal(edition, tuple(modules), players, spec.get("difficulty"))
            if why is not None:
                raise WebError(400, str(why), refusal=why)
        seats_in = spec.get("seats") or [HUMAN] + ["heuristic:medium"] * (players - 1)
        if len(seats_in) != players:
            raise WebError(400, N_("{seats} seats given for {players} players"), seats=len(seats_in), players=players)
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
            too_strong = self.policy.refusal(seats[-1])
            if too_strong is not None:
                raise WebError(403, f"seat {i}: {too_strong}")
        owner = client_id(client)
        self._check_bot_share(seats, owner)
        leaders_in = spec.get("leaders")
        if isinstance(leaders_in, str) and leaders_in not in ("random", "none", ""):
            raise WebError(400, N_("leaders is \"random\", \"none\" or a list with a leader id (or null) per seat"))
        # the seats that take a leader: the ruleset's (the base game's solo Rivals have leaders;
        # House Hagal and Uprising's Rivals none)
        try:
            leader_seats = ruleset_for(GameConfig(edition=edition, players=players,
                                                  modules=tuple(modules))).leader_seats
        except ValueError:
            leader_seats = {1: 3, 2: 2}.get(players, players)
        if leaders_in == "random":
            leaders: tuple[str | None, ...] = ("random",) * leader_seats
        elif leaders_in in (None, "none", ""):
            leaders = ()
        else:
            if len(leaders_in) > leader_seats:
                raise WebError(400, N_("{leaders} leaders given for {seats} seats"), leaders=len(leaders_in),
                               seats=leader_seats)
            leaders = tuple(None if x in (None, "", "none") else str(x).strip().lower() for x in leaders_in)
        game_options = self._options(spec, edition, tuple(modules), players)
        pool = _pool(spec.get("pool"))
        humans = seats.count(HUMAN)
        seed = spec.get("seed")
        if seed is not None and humans > 1:
            raise WebError(400, N_("a seed may be chosen only for a game with at most one human: with several "
                                   "humans the server draws it (it would show every hand) and reveals it when "
                                   "the game is over"))
        if seed is None:
            seed = secrets.randbits(SEED_BITS)
        try:
            # GameConfig refuses what cannot be played (first_player: a seat of the table, never
            # House Hagal; difficulty: a level; leaders: known ids), with the reason
            config = GameConfig(edition=edition, players=players, first_player=spec.get("first_player"),
                                leaders=leaders, log=True, difficulty=difficulty, modules=tuple(modules),
                                options=game_options, pool=pool,
                                # several humans: who is asked in an Intrigue window must reveal nothing
                                ask_all_intrigue_windows=seats.count(HUMAN) > 1)
            state = new_game(config, int(seed))
        except (IllegalActionError, ValueError) as e:  # the engine's refusals in the page's language
            raise WebError(400, str(e), refusal=e) from e
        undo = spec.get("undo")
        if undo is None:
            undo = humans == 1
        public = bool(spec.get("public"))
        tokens = [secrets.token_urlsafe(18) if k == HUMAN else None for k in seats]
        watch = None if public else secrets.token_urlsafe(18)  # a private game's spectator token
        gid = secrets.token_urlsafe(6).replace("-", "x").replace("_", "y")
        options: dict[str, Any] = {"undo": bool(undo), "public": public, "client": owner}
        if watch is not None:
            options["spectator"] = token_hash(watch)
        row = GameRow(id=gid, config=config.to_dict(), seed=int(seed), seats=seats,
                      token_hashes=[None if t is None else token_hash(t) for t in tokens],
                      options=options, round=state.round)
        bots_only = HUMAN not in seats
        if bots_only:  # counted while it is stored: a request at the same time sees it
            self._creating[owner] += 1
        try:
            await self._write("create_game", row)
        finally:
            if bots_only:
                _release(self._creating, owner)
        rt = self._runtime(row, state, [])
        self.games[gid] = rt
        self.kick_bots(rt)
        # the only answer that carries the spectator link of a private game: its creator's
        return {"id": gid, "public": public,
                "spectator": f"/g/{gid}" if watch is None else f"/g/{gid}#watch={watch}",
                "spectator_token": watch,
                "seats": [{"seat": i, "kind": k,
                           "link": None if tokens[i] is None else f"/g/{gid}#seat={i}&t={tokens[i]}",
                           "token": tokens[i]} for i, k in enumerate(seats)],
                "undo": bool(undo)}

    def _check_bot_share(self, seats: list[str], owner: str) -> None:
        """Refuse a new game whose bots the client may not have now (botshare.py): a game with
        no human seat past the client's count, or bots that use the workers while the client's
        bot budget is spent. Nothing is stored."""
        if HUMAN not in seats:
            limit = self.policy.bot_only_games
            if limit == 0:
                raise WebError(403, "games with no human seat are off on this server (its operator's "
                                    "--bot-only-games); give one seat to a human")
            held = self._creating[owner] + sum(
                1 for rt in self.games.values()
                if rt.client == owner and not rt.humans and not rt.state.is_terminal())
            if held >= limit:
                raise WebError(429, f"you have {held} unfinished game(s) with no human seat, the most this "
                                    f"server allows one client (its operator's --bot-only-games {limit}); "
                                    "wait for one to end")
        if any(k != HUMAN and k.partition(":")[0] in WORKER_AGENTS for k in seats) and self.bots.clients.over(owner):
            raise WebError(429, f"your games' bots have used the bot time this server gives one client; "
                                f"try again in {self.bots.clients.wait_s(owner):.0f} s, or play against "
                                "random or explorer bots")

    def _runtime(self, row: GameRow, state: GameState, actions: list[str]) -> GameRuntime:
        bots = {i: self._allowed_spec(_seat_spec(k, f"game {row.id} seat {i}"), f"game {row.id} seat {i}")
                for i, k in enumerate(row.seats) if k != HUMAN}
        return GameRuntime(row=row, state=state, actions=actions, bots=bots, rev=row.rev,
                           content=state.rules.content)

    def _allowed_spec(self, spec: str, where: str) -> str:
        """A stored seat's spec, or DOWNGRADE_SPEC if it may think longer than this server allows
        (a game created before the limit, or under a looser one): logged."""
        too_strong = self.policy.refusal(spec)
        if too_strong is None:
            return spec
        log.warning("%s: %s; %s plays this seat", where, too_strong, DOWNGRADE_SPEC)
        return DOWNGRADE_SPEC

    @staticmethod
    def _replay(row: GameRow) -> GameState:
        return GameManager._restore(row)[0]

    @staticmethod
    def _restore(row: GameRow) -> tuple[GameState, list[tuple[GameState, int]]]:
        """A stored game replayed, with the undo history its moves leave (empty when undo is off):
        any process that loads a game offers the same undo as the one that made its moves."""
        cfg = GameConfig.from_dict(row.config)
        s = new_game(cfg, row.seed)
        humans = {i for i, k in enumerate(row.seats) if k == HUMAN} if row.options.get("undo") else set()
        try:
            return replay_with_history(s, row.actions, humans)
        except SaveError as e:
            raise SaveError(f"game {row.id}: {e}") from e

    async def get(self, gid: str) -> GameRuntime:
        if not isinstance(gid, str) or not 1 <= len(gid) <= 32:
            raise WebError(404, N_("no such game"))
        rt = self.games.get(gid)
        if rt is not None:
            rt.last_used = time.monotonic()
            return rt
        if gid in self.quarantined:
            raise WebError(500, f"game {gid} is quarantined: {QUARANTINED}")
        fut = self._loading.get(gid)
        if fut is None:
            fut = asyncio.get_running_loop().create_future()
            self._loading[gid] = fut
            try:
                fut.set_result(await self._load(gid))
            except BaseException as e:
                fut.set_exception(e)
                fut.exception()  # retrieved: no "never retrieved" warning when nobody else waits
                raise
            finally:
                self._loading.pop(gid, None)
        rt2 = await fut
        if rt2 is None:
            raise WebError(404, N_("no such game"))
        rt2.last_used = time.monotonic()
        return rt2

    async def _load(self, gid: str) -> GameRuntime | None:
        """Read and replay a stored game. A game that cannot be read or replayed is quarantined
        (a database that does not answer is not the game's fault: that error passes through)."""
        try:
            row = await self._db(self.store.load_game, gid)
            if row is None:
                return None
            loop = asyncio.get_running_loop()
            state, history = await loop.run_in_executor(self.replay_pool, self._restore, row)
            got = self.games.get(gid)
            if got is None:
                got = self._runtime(row, state, list(row.actions))
                got.undo = history
            self.games[gid] = got  # from now on the change feed applies other processes' changes
            if self.store.shared:  # a change notified while loading was not applied
                async with got.lock:
                    await self._resync(got)
        except SQLAlchemyError:
            raise
        except Exception as e:
            self._quarantine(gid, e)
            raise WebError(500, f"game {gid} is quarantined: {QUARANTINED}") from e
        self.kick_bots(got)
        return got

    def _quarantine(self, gid: str, e: BaseException) -> None:
        """A game that cannot be read or replayed leaves memory and is refused from now on."""
        self.quarantined[gid] = f"{type(e).__name__}: {e}"
        # once per game: never held back by the log's rate limit (guard.py), one line per game
        log.error("game %s quarantined: %s: %s", gid, type(e).__name__, e, extra=UNLIMITED)
        rt = self.games.pop(gid, None)
        if rt is not None:
            rt.evicted = True
            if rt.bot_task is not None:
                rt.bot_task.cancel()

    async def resume_all(self) -> int:
        """Load every unfinished game after a start, so bots to move carry on. A game that
        cannot be loaded is logged (and quarantined by `get`); the others still resume."""
        n = 0
        for gid in await self._db(self.store.unfinished_ids):
            if self.closed:
                break
            try:
                await self.get(gid)
                n += 1
            except WebError as e:
                log.error("cannot resume game %s: %s", gid, e.message)
            except Exception:  # the database failing on one game: try the others
                log.exception("cannot resume game %s", gid)
        return n

    def evict_idle(self, now: float | None = None) -> list[str]:
        """Drop from memory every game nobody used for `idle_seconds`: no page connected, no bot
        thinking, no request in progress. The database has everything: `get` loads it again
        (the undo history, held only in memory, is lost, as after a restart)."""
        if self.idle_seconds <= 0:
            return []
        now = time.monotonic() if now is None else now
        gone = [gid for gid, rt in self.games.items()
                if not rt.conns and (rt.bot_task is None or rt.bot_task.done()) and not rt.lock.locked()
                and now - rt.last_used >= self.idle_seconds]
        for gid in gone:
            self.games.pop(gid).evicted = True
            # several processes: its bots are another process's to run from now on, and the
            # change feed ignores it until it is loaded again (then read from the database)
            self._spawn(self.claims.release(gid))
        return gone

    async def run_evictor(self) -> None:
        """The idle sweep, every quarter of `idle_seconds` (at most every 30 s)."""
        if self.idle_seconds <= 0:
            return
        while not self.closed:
            await asyncio.sleep(min(30.0, max(0.05, self.idle_seconds / 4)))
            gone = self.evict_idle()
            if gone:
                log.info("evicted %d idle game(s) from memory", len(gone))

    @contextlib.asynccontextmanager
    async def _locked(self, gid: str) -> AsyncIterator[GameRuntime]:
        """The game, its lock held; loaded again if it was evicted while this request waited."""
        while True:
            rt = await self.get(gid)
            async with rt.lock:
                if not rt.evicted:
                    yield rt
                    return

    async def list_games(self, limit: int = 50, cursor: str | None = None) -> dict[str, Any]:
        """The lobby, a page at a time (the most recently changed games first): every game
        without its secrets; a spectator link only for public games, the seed only for finished
        ones; a game that cannot be read is listed as quarantined. `next`: the cursor of the
        next page, or None after the last."""
        before = decode_cursor(cursor, "g") if cursor else None
        rows = await self.list_rows(limit + 1, before)
        more = len(rows) > limit
        rows = rows[:limit]
        return {"games": [self.lobby_entry(r) for r in rows],
                "next": encode_cursor("g", rows[-1].key) if more and rows else None}

    async def list_rows(self, limit: int, before: tuple[Any, str] | None = None,
                        status: str | None = None) -> list[GameRow]:
        try:
            return list(await self._db(self.store.list_games, limit, before, status))
        except SQLAlchemyError as e:
            if before is not None and isinstance(before[0], str):  # a text cursor on a typed column
                raise WebError(400, "cursor: not a cursor this server gave") from e
            raise

    def lobby_entry(self, r: GameRow) -> dict[str, Any]:
        """One game as the lobby lists it (a corrupt row quarantined here, logged once)."""
        if r.corrupt is not None or r.id in self.quarantined:
            if r.id not in self.quarantined:
                self.quarantined[r.id] = r.corrupt or ""
                log.error("game %s quarantined: %s", r.id, r.corrupt, extra=UNLIMITED)
            return {"id": r.id, "status": "quarantined", "error": QUARANTINED, "players": len(r.seats),
                    "seats": r.seats, "created": r.created, "updated": r.updated, "spectator": None}
        rt = self.games.get(r.id)
        public = bool(r.options.get("public"))
        return {"id": r.id, "players": len(r.seats), "seats": r.seats, "status": r.status,
                "edition": r.config.get("edition") or "base", "modules": list(r.config.get("modules") or []),
                "round": rt.state.round if rt else r.round, "version": rt.state.version if rt else r.version,
                "leaders": list(r.config.get("leaders") or []),
                "watching": len(rt.conns) if rt else 0, "created": r.created, "updated": r.updated,
                "result": r.result, "public": public, "spectator": f"/g/{r.id}" if public else None,
                "seed": r.seed if r.status == "over" else None,
                "seed_text": seed_text(r.seed) if r.status == "over" else None}

    # ---- who is asking ---------------------------------------------------------------------------
    @staticmethod
    def seat_of(rt: GameRuntime, token: Any) -> int:
        """The seat of a token; -1 (spectator) for the game's spectator token, or for no token in
        a public game. A wrong token is refused, and so is no token in a private game."""
        if token is None or token == "":
            if rt.public:
                return -1
            raise WebError(403, N_("this game is private: open your seat's join link, or the spectator "
                                   "link its creator was given"))
        if not isinstance(token, str) or len(token) > 100:
            raise WebError(403, N_("this token is not a seat of this game"))
        h = token_hash(token)
        for i, th in enumerate(rt.row.token_hashes):
            if th is not None and hmac.compare_digest(th, h):
                return i
        watch = rt.row.options.get("spectator")
        if isinstance(watch, str) and hmac.compare_digest(watch, h):
            return -1
        raise WebError(403, N_("this token is not a seat of this game"))

    # ---- what a seat sees ------------------------------------------------------------------------
    def seat_view(self, rt: GameRuntime, seat: int) -> dict[str, Any]:
        cached = rt.views.get(seat)
        if cached is not None and cached[0] == rt.state.version:
            return cached[1]
        v = view(rt.state, seat)
        rt.views[seat] = (rt.state.version, v)
        return v

    def payload(self, rt: GameRuntime, seat: int, log_from: int = 0, lang: str = "en") -> dict[str, Any]:
        """The message for one seat's page, its log lines in the page's language."""
        s = rt.state
        undo = len(rt.undo) if (rt.row.options.get("undo") and seat >= 0 and s.current_player() == seat) else 0
        start = max(0, min(log_from, len(s.log or [])))
        out = client_view(self.seat_view(rt, seat), rt.content, log=log_lines(s, seat, start, lang),
                          log_from=start, game=rt.meta(), undo=undo, lang=lang)
        out["log_kinds"] = log_kinds(s, start)
        return out

    async def broadcast(self, rt: GameRuntime) -> None:
        if not rt.conns:
            return
        n_log = len(rt.state.log or [])
        by_key: dict[tuple[int, int, str], str] = {}
        sends = []
        conns = list(rt.conns)
        for c in conns:
            start = 0 if c.log_sent < 0 else min(c.log_sent, n_log)  # only the lines it has not had
            key = (c.seat, start, c.lang)
            if key not in by_key:
                by_key[key] = json.dumps({"type": "state", **self.payload(rt, c.seat, start, c.lang)})
            c.log_sent = n_log
            sends.append(asyncio.wait_for(c.ws.send_text(by_key[key]), timeout=10))
        results = await asyncio.gather(*sends, return_exceptions=True)
        for c, r in zip(conns, results, strict=True):
            if isinstance(r, BaseException):
                rt.conns.discard(c)

    async def subscribe(self, rt: GameRuntime, ws: Any, seat: int, lang: str = "en") -> Conn:
        c = Conn(ws=ws, seat=seat, lang=lang)
        rt.conns.add(c)
        n_log = len(rt.state.log or [])
        try:
            await ws.send_text(json.dumps({"type": "state", **self.payload(rt, seat, 0, lang)}))
        except BaseException:
            rt.conns.discard(c)  # a page gone already must not keep the game in memory
            raise
        c.log_sent = n_log
        return c

    # ---- acting ------------------------------------------------------------------------------------
    @staticmethod
    def _check_move(rt: GameRuntime, seat: int, version: Any) -> None:
        s = rt.state
        if seat < 0:
            raise WebError(403, N_("spectators cannot act; open your seat's join link"))
        if s.is_terminal():
            raise WebError(409, N_("the game is over"))
        if isinstance(version, bool) or not isinstance(version, int):
            raise WebError(400, "every move carries the state version it was chosen at (an integer)")
        if version != s.version:
            raise WebError(409, N_("stale move: it was chosen at version {version}, the game is at version "
                                   "{now}; look at the board again"), version=version, now=s.version)
        if s.current_player() != seat:
            raise refused(409, reason(N_("it is not your decision: {seat} decides now"),
                                      seat=seat_ref(s, s.current_player())), s.rules.content.edition)

    async def act(self, gid: str, token: Any, version: Any, action: Any, lang: str = "en") -> dict[str, Any]:
        await self.get(gid)  # no such game (404) before a malformed action (400)
        if not isinstance(action, str) or not action.strip():
            raise WebError(400, "an action is a non-empty text in the action notation, e.g. 'reveal'")
        if len(action) > MAX_ACTION_LEN:
            raise WebError(400, f"an action is at most {MAX_ACTION_LEN} characters")
        async with self._locked(gid) as rt:
            seat = self.seat_of(rt, token)
            await self._catch_up_to(rt, version)
            self._check_move(rt, seat, version)
            await self._apply(rt, seat, action, human=True)
            out = self.payload(rt, seat, max(0, len(rt.state.log or []) - LOG_TAIL), lang)
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
            raise WebError(400, str(e), refusal=e) from e
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
            raise WebError(409, N_("stale move: another move was made at the same time; look at the board again")) from e
        self._advance(rt, s, new, seat, a, human)
        rt.last_used = time.monotonic()  # a move made here (another process's does not count)

    def _advance(self, rt: GameRuntime, s: GameState, new: GameState, seat: int, a: str, human: bool) -> None:
        """A stored move becomes the game's state (a local move or one read from another process)."""
        if undoable(s, new, seat, human):  # never past a move that showed anyone anything (rules/undo.py)
            rt.undo.append((s, len(rt.actions)))
        else:
            rt.undo.clear()
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

    async def undo(self, gid: str, token: Any, version: Any, lang: str = "en") -> dict[str, Any]:
        async with self._locked(gid) as rt:
            seat = self.seat_of(rt, token)
            await self._catch_up_to(rt, version)
            self._check_move(rt, seat, version)
            if not rt.row.options.get("undo"):
                raise WebError(409, N_("undo is off in this game (it is on by default only for one human against bots)"))
            if not rt.undo:
                raise WebError(409, NOTHING_TO_UNDO)
            try:
                await self._write("truncate_actions", rt.id, rt.undo[-1][1], rev=rt.rev, round=rt.undo[-1][0].round)
            except StaleWrite as e:
                await self._resync(rt)
                self.broadcast_later(rt)
                raise WebError(409, N_("stale move: another move was made at the same time; look at the board "
                                       "again")) from e
            self._rewind(rt)
            out = self.payload(rt, seat, 0, lang)
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
    def _on_change(self, ev: Any) -> None:
        """A change notified by another process (or this one). A game not held here is skipped:
        it is read from the database whenever it is loaded (after an eviction too)."""
        if not isinstance(ev, dict):
            log.error("unreadable change notification %r", str(ev)[:200])
            return
        rt = self.games.get(str(ev.get("g")))
        if rt is not None and isinstance(ev.get("rev"), int) and ev["rev"] > rt.rev:
            self._spawn(self._apply_change(rt, ev))  # per game in order: the lock's waiters are FIFO

    async def _apply_change(self, rt: GameRuntime, ev: dict[str, Any]) -> None:
        try:
            async with rt.lock:
                if rt.evicted or ev["rev"] <= rt.rev:  # gone, or already seen (our own write, a resync)
                    return
                if not (ev["rev"] == rt.rev + 1 and self._apply_event(rt, ev)):
                    await self._resync(rt)  # a gap, or an event that does not fit: read the database
        except WebError:  # the game was quarantined (logged): the feed carries on with the others
            return
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
        rev, count, tail = await self._db(self.store.changes_since, rt.id, len(rt.actions), rt.rev)
        if rev == rt.rev:
            return False
        if rev - rt.rev == count - len(rt.actions) == len(tail):  # only moves (an undo removes one)
            if all(self._apply_stored(rt, seat, a) for seat, a in tail):
                return True
        try:
            row = await self._db(self.store.load_game, rt.id)
            assert row is not None, rt.id  # games are never deleted
            state, history = await asyncio.get_running_loop().run_in_executor(self.replay_pool, self._restore, row)
        except SQLAlchemyError:
            raise
        except Exception as e:  # written by another process, it cannot be read or replayed here
            self._quarantine(rt.id, e)
            raise WebError(500, f"game {rt.id} is quarantined: {QUARANTINED}") from e
        rt.row, rt.state, rt.actions, rt.rev = row, state, list(row.actions), row.rev
        rt.undo = history
        rt.views.clear()
        rt.changed = time.monotonic()
        for c in rt.conns:
            c.log_sent = -1
        return True

    async def _resync_all(self) -> None:
        """After the change feed (re)connects: anything may have changed while nobody listened."""
        for rt in list(self.games.values()):
            try:
                async with rt.lock:
                    changed = await self._resync(rt)
            except WebError:  # quarantined: the other games carry on
                continue
            if changed:
                await self.broadcast(rt)

    def why(self, rt: GameRuntime, seat: int, card: Any, lang: str = "en") -> dict[str, Any]:
        """For one card of the seat's hand: each board space and why an Agent cannot go there
        with it (None where it can), in the page's language. Uses only what that seat may know."""
        from landsraad.rules.explain import why_illegal
        from landsraad.rules.story import Reason, reason_text
        from landsraad.rules.turns import why_cannot_send

        if seat < 0:
            raise WebError(403, N_("spectators have no hand"))
        s = rt.state
        p = s.players[seat]
        if not isinstance(card, str) or card not in rt.content.cards:
            raise WebError(400, "name a card of your hand by its id")
        if card not in p.hand:
            raise refused(400, reason(N_("{card} is not in your hand"), card=("card", card)), rt.content.edition)
        legal = s.legal_actions() if s.current_player() == seat else []
        out: dict[str, str | None] = {}
        for sid, sp in rt.content.spaces.items():
            a = f"agent {card} {sid}"
            if a in legal:
                out[sid] = None
                continue
            why: Reason | None = why_cannot_send(s, p, rt.content.cards[card], sp)
            if why is None:
                if s.current_player() != seat:
                    why = reason(N_("it is not your decision now"))
                elif s.pending is not None and s.pending[0] != "turn":
                    why = reason(N_("this decision is not an Agent turn"))
                else:
                    why = why_illegal(s, a, legal)
            out[sid] = reason_text(why, rt.content.edition, lang)
        return {"card": card, "spaces": out}

    async def hint(self, rt: GameRuntime, seat: int, lang: str = "en") -> dict[str, Any]:
        """The hint button (issue 31): the strongest agent's move for the seat, computed from its
        view only (agents/hint.py), in a worker thread (about 1 s); refused to spectators and when
        the seat has no decision to take."""
        from landsraad.agents.hint import HintRefused, hint
        from landsraad.interfaces.hints import NOT_YOUR_TURN, hint_line

        if seat < 0:
            raise WebError(403, N_("spectators have no hint"))
        v = self.seat_view(rt, seat)
        version = rt.state.version
        try:
            h = await asyncio.to_thread(hint, v, version)
        except HintRefused:
            raise WebError(409, NOT_YOUR_TURN) from None
        return {"version": version, "action": h.action, "runner_up": h.runner_up, "gain_vp": h.gain_vp,
                "text": hint_line(h, rt.content, rt.state.rules, lang)}

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
        try:
            while not self.closed and not rt.evicted and await self.claims.claim(rt.id):
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
        except WebError:
            if rt.evicted:  # quarantined meanwhile (logged)
                return
            raise

    async def _bot_loop(self, rt: GameRuntime) -> None:
        while not self.closed and not rt.evicted and self.bot_to_move(rt):
            s = rt.state
            seat = s.current_player()
            spec = rt.bots[seat]
            rev = rt.rev
            v = self.seat_view(rt, seat)
            if self.bot_delay:
                await asyncio.sleep(self.bot_delay)
            # a slow or failing agent must not stop the game: time limit + fallback (bots.py)
            action = await self.bots.decide(spec, bot_seed(rt.row.seed, seat, s.version), v,
                                            f"bot P{seat} ({rt.row.seats[seat]}) of game {rt.id}", key=(rt.id, seat),
                                            client=rt.client, game=rt.id)
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
