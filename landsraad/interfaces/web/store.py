"""Storage of web games: a game is its config, seed, seats and the list of applied actions.

Replaying the actions from the seed reproduces the state exactly (landsraad/records.py), so
nothing else needs to be stored; states are cached in memory by the game manager. The store
speaks SQLAlchemy Core to two databases, both tested: an embedded SQLite file in WAL mode (the
default, one server process) and PostgreSQL through psycopg 3 (any number of server processes
or hosts on one database). The schema is versioned with Alembic (migrations/) and brought up
to date whenever a store opens a database. Every write is committed before it returns: the
server acknowledges an action only after `append_action` has returned.

Several processes: every write names the game's `rev` (its count of writes) it was made from
and fails with `StaleWrite` if another process wrote first, so exactly one writer wins each
move. On PostgreSQL each write also sends a NOTIFY on `CHANNEL` in its transaction (delivered
at commit, in commit order) describing the change, which the other processes apply to the
games they hold (notify.py).
"""

from __future__ import annotations

import contextlib
import json
import math
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeGuard

from sqlalchemy import (
    BigInteger,
    Column,
    Float,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    and_,
    create_engine,
    delete,
    event,
    func,
    insert,
    or_,
    select,
    text,
    update,
)
from sqlalchemy.engine import Connection, Engine, make_url

from landsraad.core.errors import SaveError
from landsraad.interfaces.web import migrations
from landsraad.rules.state import GameConfig

DEFAULT_DB = "sqlite:///.landsraad/games.sqlite3"  # relative to the working directory

metadata = MetaData()

games = Table(
    "games", metadata,
    Column("id", String(32), primary_key=True),
    Column("created", Float, nullable=False),
    Column("updated", Float, nullable=False),
    Column("config", Text, nullable=False),  # GameConfig.to_dict() as JSON
    Column("seed", BigInteger, nullable=False),  # a drawn seed has 63 bits (games.SEED_BITS)
    Column("seats", Text, nullable=False),  # JSON list: "human" or an agent spec per seat
    Column("token_hashes", Text, nullable=False),  # JSON list: sha256 of each human seat's token, or null
    Column("options", Text, nullable=False),  # JSON: {"undo": bool, ...}
    Column("status", String(16), nullable=False),  # "playing" / "over"
    Column("round", Integer, nullable=False, default=0),
    Column("version", Integer, nullable=False, default=0),
    Column("result", Text, nullable=True),  # JSON of state.result() once over
    Column("rev", Integer, nullable=False, server_default="0"),  # writes so far: the version check
)

actions = Table(
    "actions", metadata,
    Column("game_id", String(32), primary_key=True),
    Column("n", Integer, primary_key=True),  # 1-based: the state version after applying it
    Column("seat", Integer, nullable=False),
    Column("action", String(200), nullable=False),
    Column("at", Float, nullable=False),
)


@dataclass
class GameRow:
    id: str
    config: dict[str, Any]
    seed: int
    seats: list[str]
    token_hashes: list[str | None]
    options: dict[str, Any] = field(default_factory=dict)
    status: str = "playing"
    round: int = 0
    version: int = 0
    result: dict[str, Any] | None = None
    rev: int = 0
    created: float = 0.0
    updated: float = 0.0
    actions: list[str] = field(default_factory=list)
    corrupt: str | None = None  # list_games only: why the stored row cannot be read
    key: tuple[Any, str] | None = None  # list_games only: (updated as stored, id), where a page ends


class CorruptGame(SaveError):
    """A stored game row that cannot be read (bad JSON, a wrong type)."""


CHANNEL = "landsraad_games"  # PostgreSQL NOTIFY channel of game changes (notify.py listens)


class StaleWrite(Exception):
    """Another writer changed the game since the state this write was made from."""


def normalize_url(url: str) -> str:
    """`postgresql://...` means psycopg 3 (the driver of the `web` extra), not SQLAlchemy's
    default psycopg2."""
    u = make_url(url)
    if u.drivername in ("postgresql", "postgres"):
        u = u.set(drivername="postgresql+psycopg")
    return u.render_as_string(hide_password=False)


def _sqlite_pragmas(engine: Engine, synchronous: str) -> None:
    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: Any, _record: Any) -> None:
        cur = dbapi_conn.cursor()
        cur.execute("PRAGMA journal_mode=WAL")
        cur.execute(f"PRAGMA synchronous={synchronous}")
        cur.execute("PRAGMA busy_timeout=5000")
        cur.close()


def change_event(game_id: str, rev: int, **what: Any) -> str:
    """The NOTIFY payload of one write: the game, its rev after the write, and the write itself
    (`n`, `seat`, `a` for an action; `keep` for an undo). At most ~300 bytes (limit 8000)."""
    return json.dumps({"g": game_id, "rev": rev, **what}, separators=(",", ":"))


# `_append_action` on PostgreSQL: the row moves from `rev` to `rev + 1` (no row: another writer
# was first, and neither the action nor the notification is written), the action is inserted
# (a duplicate `n` fails, as ever), and the change is notified, all in one statement
_PG_APPEND = text(
    "WITH u AS (UPDATE games SET rev = rev + 1, updated = CAST(:now AS DOUBLE PRECISION), "
    "version = CAST(:n AS INTEGER), round = CAST(:round AS INTEGER), status = CAST(:status AS VARCHAR), "
    "result = CAST(:result AS TEXT) WHERE id = CAST(:g AS VARCHAR) AND rev = CAST(:rev AS INTEGER) RETURNING id), "
    "i AS (INSERT INTO actions (game_id, n, seat, action, at) SELECT id, CAST(:n AS INTEGER), "
    "CAST(:seat AS INTEGER), CAST(:a AS VARCHAR), CAST(:now AS DOUBLE PRECISION) FROM u) "
    "SELECT pg_notify(CAST(:ch AS TEXT), CAST(:p AS TEXT)) FROM u")

# the same for the moves of several games (one each): arrays of the values, row by row
_PG_APPEND_MANY = text(
    "WITH v AS (SELECT * FROM unnest(CAST(:g AS VARCHAR[]), CAST(:rev AS INTEGER[]), CAST(:n AS INTEGER[]), "
    "CAST(:round AS INTEGER[]), CAST(:status AS VARCHAR[]), CAST(:result AS TEXT[]), CAST(:seat AS INTEGER[]), "
    "CAST(:a AS VARCHAR[]), CAST(:p AS TEXT[])) AS v(g, rev, n, round, status, result, seat, a, p)), "
    "u AS (UPDATE games SET rev = games.rev + 1, updated = CAST(:now AS DOUBLE PRECISION), version = v.n, "
    "round = v.round, status = v.status, result = v.result FROM v WHERE games.id = v.g AND games.rev = v.rev "
    "RETURNING games.id), "
    "i AS (INSERT INTO actions (game_id, n, seat, action, at) SELECT v.g, v.n, v.seat, v.a, "
    "CAST(:now AS DOUBLE PRECISION) FROM v JOIN u ON u.id = v.g) "
    "SELECT pg_notify(CAST(:ch AS TEXT), v.p) FROM v JOIN u ON u.id = v.g")


class Store:
    """The games table and the actions table behind a handful of calls."""

    def __init__(self, url: str = DEFAULT_DB, synchronous: str = "FULL") -> None:
        if synchronous.upper() not in ("OFF", "NORMAL", "FULL", "EXTRA"):
            raise ValueError(f"unknown SQLite synchronous mode {synchronous!r}")
        self.url = normalize_url(url)
        self.dialect = make_url(self.url).get_backend_name()
        if self.dialect not in ("sqlite", "postgresql"):
            raise ValueError(f"unsupported database {self.dialect!r}: use sqlite:///FILE or postgresql://...")
        kwargs: dict[str, Any] = {}
        if self.dialect == "sqlite":
            path = make_url(self.url).database or ""
            if path and path != ":memory:":
                Path(path).expanduser().parent.mkdir(parents=True, exist_ok=True)
            kwargs["connect_args"] = {"check_same_thread": False}
        else:
            kwargs.update(pool_pre_ping=True, pool_size=4, max_overflow=8)
        self.engine = create_engine(self.url, **kwargs)
        if self.dialect == "sqlite":
            _sqlite_pragmas(self.engine, synchronous.upper())
        migrations.upgrade(self.engine)

    @property
    def shared(self) -> bool:
        """True when other server processes may write to the same games (PostgreSQL): changes
        then arrive by NOTIFY and bots are claimed with advisory locks (notify.py)."""
        return self.dialect == "postgresql"

    def close(self) -> None:
        self.engine.dispose()

    # ---- writes: each commits before returning ------------------------------------------------
    # Each write has a `_name(conn, ...)` form that runs inside a caller's transaction, so that
    # a batch writer can commit many games' writes with one commit (`write_batch`).
    def create_game(self, row: GameRow) -> None:
        with self.engine.begin() as c:
            self._create_game(c, row)

    def append_action(self, game_id: str, n: int, seat: int, action: str, *, rev: int, round: int,
                      status: str, result: dict[str, Any] | None) -> None:
        """Action number n (1-based) of a game, with the game's new summary, in one transaction.
        `rev` is the game's rev the action was chosen at: StaleWrite if it changed meanwhile.
        Fails (IntegrityError) if action n already exists: a write never overwrites history."""
        with self.engine.begin() as c:
            self._append_action(c, game_id, n, seat, action, rev=rev, round=round, status=status, result=result)

    def truncate_actions(self, game_id: str, keep: int, *, rev: int, round: int) -> None:
        """Undo: drop every action after the first `keep` (StaleWrite if `rev` is not current)."""
        with self.engine.begin() as c:
            self._truncate_actions(c, game_id, keep, rev=rev, round=round)

    def write_batch(self, calls: list[tuple[str, tuple[Any, ...], dict[str, Any]]]) -> None:
        """Several writes (`("append_action", args, kwargs)`...) in one transaction: all or none."""
        with self.engine.begin() as c:
            appends = [(a, k) for name, a, k in calls if name == "append_action"]
            if self.dialect == "postgresql" and len(appends) > 1 and len({a[0] for a, _ in appends}) == len(appends):
                # the moves of many games in one statement: one round trip for the batch (issue 32)
                self._append_many(c, appends)
                calls = [x for x in calls if x[0] != "append_action"]
            for name, args, kw in calls:
                getattr(self, "_" + name)(c, *args, **kw)

    @staticmethod
    def _append_many(c: Any, appends: list[tuple[tuple[Any, ...], dict[str, Any]]]) -> None:
        """`_append_action` of several games (one move each) as one PostgreSQL statement: all
        of them, or StaleWrite (the caller's transaction rolls back; the batch writer then
        writes them one at a time, so only the stale one fails)."""
        now = time.time()
        cols: dict[str, list[Any]] = {k: [] for k in ("g", "rev", "n", "round", "status", "result", "seat", "a", "p")}
        for (game_id, n, seat, action), kw in appends:
            result = kw["result"]
            for k, v in (("g", game_id), ("rev", kw["rev"]), ("n", n), ("round", kw["round"]),
                         ("status", kw["status"]), ("result", None if result is None else json.dumps(result)),
                         ("seat", seat), ("a", action),
                         ("p", change_event(game_id, kw["rev"] + 1, n=n, seat=seat, a=action))):
                cols[k].append(v)
        got = c.execute(_PG_APPEND_MANY, {"now": now, "ch": CHANNEL, **cols}).all()
        if len(got) != len(appends):
            raise StaleWrite(f"{len(appends) - len(got)} of {len(appends)} games changed since their rev")

    @staticmethod
    def _create_game(c: Any, row: GameRow) -> None:
        now = time.time()
        c.execute(insert(games).values(
            id=row.id, created=now, updated=now, config=json.dumps(row.config), seed=row.seed,
            seats=json.dumps(row.seats), token_hashes=json.dumps(row.token_hashes),
            options=json.dumps(row.options), status=row.status, round=row.round,
            version=row.version, result=None, rev=row.rev))

    @staticmethod
    def _bump(c: Any, game_id: str, rev: int, **values: Any) -> None:
        """The version check: the game's row moves from `rev` to `rev + 1` or the write fails.
        On PostgreSQL a concurrent writer of the same row waits here for the first one's commit,
        then finds the rev changed."""
        r = c.execute(update(games).where(and_(games.c.id == game_id, games.c.rev == rev))
                      .values(rev=rev + 1, **values))
        if r.rowcount != 1:
            raise StaleWrite(f"game {game_id} changed since rev {rev}")

    @staticmethod
    def _notify(c: Any, payload: str) -> None:
        if c.dialect.name == "postgresql":
            c.execute(text("SELECT pg_notify(:ch, :p)"), {"ch": CHANNEL, "p": payload})

    @classmethod
    def _append_action(cls, c: Any, game_id: str, n: int, seat: int, action: str, *, rev: int, round: int,
                       status: str, result: dict[str, Any] | None) -> None:
        now = time.time()
        if c.dialect.name == "postgresql":
            # the version check, the action and its notification in one statement: one round trip
            # to the database instead of three (issue 32: a write's round trips each wait for the
            # writer thread to get the interpreter back from a busy event loop)
            got = c.execute(_PG_APPEND, {
                "g": game_id, "rev": rev, "now": now, "n": n, "round": round, "status": status,
                "result": None if result is None else json.dumps(result), "seat": seat, "a": action,
                "ch": CHANNEL, "p": change_event(game_id, rev + 1, n=n, seat=seat, a=action)}).all()
            if len(got) != 1:
                raise StaleWrite(f"game {game_id} changed since rev {rev}")
            return
        cls._bump(c, game_id, rev, updated=now, version=n, round=round, status=status,
                  result=None if result is None else json.dumps(result))
        c.execute(insert(actions).values(game_id=game_id, n=n, seat=seat, action=action, at=now))
        cls._notify(c, change_event(game_id, rev + 1, n=n, seat=seat, a=action))

    @classmethod
    def _truncate_actions(cls, c: Any, game_id: str, keep: int, *, rev: int, round: int) -> None:
        cls._bump(c, game_id, rev, updated=time.time(), version=keep, round=round, status="playing", result=None)
        c.execute(delete(actions).where(and_(actions.c.game_id == game_id, actions.c.n > keep)))
        cls._notify(c, change_event(game_id, rev + 1, keep=keep))

    # ---- reads --------------------------------------------------------------------------------
    @contextlib.contextmanager
    def _snapshot(self) -> Iterator[Connection]:
        """A read transaction whose statements all see one snapshot (PostgreSQL's default, READ
        COMMITTED, gives each statement its own), so a game's row and its actions agree."""
        with self.engine.connect() as c:
            if self.dialect == "postgresql":
                c = c.execution_options(isolation_level="REPEATABLE READ")
            with c.begin():
                yield c

    def load_game(self, game_id: str) -> GameRow | None:
        with self._snapshot() as c:
            r = c.execute(select(games).where(games.c.id == game_id)).mappings().first()
            if r is None:
                return None
            acts = c.execute(select(actions.c.action).where(actions.c.game_id == game_id)
                             .order_by(actions.c.n)).scalars().all()
        row = self._row(dict(r))
        row.actions = list(acts)
        return row

    def changes_since(self, game_id: str, version: int, rev: int | None = None) -> tuple[int, int, list[tuple[int, str]]]:
        """(rev, number of actions, [(seat, action)] after the first `version`) in one read: a
        process catching up on a game applies the tail when only moves happened since its rev.
        `rev`: the rev the caller holds; while the game is still there, (rev, -1, []) after a
        single-statement read (most looks find nothing new: one round trip, not a transaction)."""
        if rev is not None:
            with self.engine.connect() as c:
                now = c.execute(select(games.c.rev).where(games.c.id == game_id)).scalar_one()
            if int(now) == rev:
                return rev, -1, []
        with self._snapshot() as c:
            rev = c.execute(select(games.c.rev).where(games.c.id == game_id)).scalar_one()
            count = c.execute(select(func.count()).select_from(actions)
                              .where(actions.c.game_id == game_id)).scalar_one()
            tail = c.execute(select(actions.c.seat, actions.c.action)
                             .where(and_(actions.c.game_id == game_id, actions.c.n > version))
                             .order_by(actions.c.n)).all()
        return int(rev), int(count), [(int(s), str(a)) for s, a in tail]

    def game_rev(self, game_id: str) -> int | None:
        with self.engine.connect() as c:
            r = c.execute(select(games.c.rev).where(games.c.id == game_id)).scalar()
        return None if r is None else int(r)

    def list_games(self, limit: int = 50, before: tuple[Any, str] | None = None,
                   status: str | None = None) -> list[GameRow]:
        """The latest games (by `updated`, then id, both descending), after the page that ended
        at `before` (a row's `key`), only those of `status` if given; a row that cannot be read
        comes back with `corrupt` set (and only its id and times), so that one bad game never
        hides the others."""
        q = select(games)
        if status is not None:
            q = q.where(games.c.status == status)
        if before is not None:
            q = q.where(or_(games.c.updated < before[0], and_(games.c.updated == before[0], games.c.id < before[1])))
        with self.engine.connect() as c:
            rs = c.execute(q.order_by(games.c.updated.desc(), games.c.id.desc()).limit(limit)).mappings().all()
        out = []
        for r in rs:
            try:
                row = self._row(dict(r))
            except CorruptGame as e:
                row = GameRow(id=str(r["id"]), config={}, seed=0, seats=[], token_hashes=[], status="corrupt",
                              created=_float_or_0(r["created"]), updated=_float_or_0(r["updated"]), corrupt=str(e))
            row.key = (r["updated"], str(r["id"]))
            out.append(row)
        return out

    def unfinished_ids(self) -> list[str]:
        with self.engine.connect() as c:
            return list(c.execute(select(games.c.id).where(games.c.status != "over")).scalars().all())

    @staticmethod
    def _row(r: dict[str, Any]) -> GameRow:
        """A stored row, checked as a game load needs it and as the lobby shows it: anything
        unreadable or of the wrong kind raises CorruptGame naming the column and what it holds.
        The config goes through `GameConfig.from_dict` (the engine's own checks), the seats must
        match its players, a finished game's result must have the shape `state.result()` gives.
        SQLite keeps whatever was written in any column, so every type is checked here."""
        return _checked_row(r)


def _float_or_0(x: Any) -> float:
    try:
        return float(x)
    except (TypeError, ValueError):
        return 0.0


def _show(x: Any) -> str:
    """A stored value as a log may show it: its type and the start of its repr."""
    return f"{type(x).__name__} {repr(x)[:40]}"


def _is_int(x: Any) -> TypeGuard[int]:
    return isinstance(x, int) and not isinstance(x, bool)


def _checked_row(r: dict[str, Any]) -> GameRow:
    """Store._row: every column of a `games` row checked (CorruptGame says which and why)."""
    gid = r.get("id")
    if not isinstance(gid, str) or not gid:
        raise CorruptGame(f"game {str(gid)[:40]!r}: column id is not a text ({_show(gid)})")

    def bad(msg: str) -> CorruptGame:
        return CorruptGame(f"game {gid}: {msg}")

    def js(col: str, kind: type, what: str, nullable: bool = False) -> Any:
        raw = r.get(col)
        if raw is None:
            if nullable:
                return None
            raise bad(f"column {col} is missing (NULL)")
        if not isinstance(raw, str):
            raise bad(f"column {col} is not JSON text ({_show(raw)})")
        try:
            v = json.loads(raw)
        except ValueError as e:  # JSONDecodeError, or a number too long to read
            raise bad(f"column {col} is not JSON ({str(e)[:80]})") from None
        if v is None and nullable:
            return None
        if not isinstance(v, kind):
            raise bad(f"column {col} is not {what} ({_show(v)})")
        return v

    def integer(col: str) -> int:
        v = r.get(col)
        if not _is_int(v) or v < 0:
            raise bad(f"column {col} is not a whole number of at least 0 ({_show(v)})")
        return int(v)

    def moment(col: str) -> float:
        v = r.get(col)
        if not (isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)):
            raise bad(f"column {col} is not a time ({_show(v)})")
        return float(v)

    config = js("config", dict, "a JSON object (a game config)")
    try:
        cfg = GameConfig.from_dict(config)  # the engine's checks, as a load makes them
    except (SaveError, ValueError, TypeError) as e:
        raise bad(f"column config: {str(e)[:200]}") from None
    seats = js("seats", list, "a JSON list of seats")
    if len(seats) != cfg.players or not all(isinstance(k, str) and 0 < len(k) <= 200 for k in seats):
        raise bad(f"column seats is not one text per player of its config ({cfg.players}): {_show(seats)}")
    hashes = js("token_hashes", list, "a JSON list of token hashes")
    if len(hashes) != len(seats) or not all(h is None or isinstance(h, str) for h in hashes):
        raise bad(f"column token_hashes is not a hash or null per seat ({len(seats)}): {_show(hashes)}")
    options = js("options", dict, "a JSON object of options")
    for key, kind in (("public", bool), ("undo", bool), ("spectator", str)):
        if key in options and not isinstance(options[key], kind):
            raise bad(f"column options: {key} is not a {kind.__name__} ({_show(options[key])})")
    status = r.get("status")
    if status not in ("playing", "over"):
        raise bad(f"column status is not 'playing' or 'over' ({_show(status)})")
    result = js("result", dict, "a JSON object (a game result) or NULL", nullable=True)
    if status == "over":
        problem = _result_problem(result, cfg.seats)
        if problem:
            raise bad(f"column result: {problem}")
    elif result is not None:
        raise bad("column result is set but the game is not over")
    return GameRow(id=gid, config=config, seed=integer("seed"), seats=seats, token_hashes=hashes, options=options,
                   status=status, round=integer("round"), version=integer("version"), result=result,
                   rev=integer("rev"), created=moment("created"), updated=moment("updated"))


def _result_problem(result: Any, seats: int) -> str | None:
    """What is wrong with a finished game's stored result (rules/state.py `result()`), or None."""
    if not isinstance(result, dict):
        return f"a finished game has no result ({_show(result)})"
    vp, winner, ranking = result.get("vp"), result.get("winner"), result.get("ranking")
    if not (isinstance(vp, list) and len(vp) == seats and all(_is_int(x) for x in vp)):
        return f"vp is not a whole number per seat ({seats}): {_show(vp)}"
    if not (_is_int(winner) and -1 <= winner < seats):
        return f"winner is not a seat ({_show(winner)})"
    if not (isinstance(ranking, list) and all(_is_int(x) and 0 <= x < seats for x in ranking)):
        return f"ranking is not a list of seats ({_show(ranking)})"
    if not isinstance(result.get("tiebreak"), str):
        return f"tiebreak is not a text ({_show(result.get('tiebreak'))})"
    return None
