"""Several server processes on one PostgreSQL database: change notifications and bot claims.

- `ChangeFeed`: LISTEN on the store's NOTIFY channel. Every write sends, in its own
  transaction, the change it made (store.py `change_event`); PostgreSQL delivers it at commit,
  in commit order, to every listening process, which applies it to the game it holds and pushes
  it to its websockets. After a (re)connection the manager re-reads every game it holds, since
  notifications sent while nobody listened are lost.
- `BotClaims`: the bots of a game are run by one process at a time: the one holding the game's
  session-level advisory lock (`pg_try_advisory_lock`). PostgreSQL releases a dead process's
  locks when its connection drops, so another process can take over (games.py: the sweeper).
  The locks only save duplicate work: correctness comes from the version check on every
  write (store.py `StaleWrite`), which lets exactly one of two concurrent writers win.

SQLite is one process: `LocalClaims` grants every claim and no feed runs.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from sqlalchemy.engine import make_url

from landsraad.interfaces.web.store import CHANNEL

log = logging.getLogger("landsraad.web")


def libpq_url(sqlalchemy_url: str) -> str:
    """A SQLAlchemy URL (`postgresql+psycopg://...`) as a libpq connection URI for psycopg."""
    return make_url(sqlalchemy_url).set(drivername="postgresql").render_as_string(hide_password=False)


def lock_key(game_id: str) -> int:
    """A game's advisory lock key: a signed 64-bit number from SHA-256 of its id."""
    return int.from_bytes(hashlib.sha256(b"landsraad-bots:" + game_id.encode()).digest()[:8], "big", signed=True)


class ChangeFeed:
    """Calls `on_event(payload)` for every change notified on the channel, and `on_connect()`
    after each (re)connection, before the first event."""

    def __init__(self, url: str, on_event: Callable[[dict[str, Any]], None],
                 on_connect: Callable[[], Awaitable[None]]) -> None:
        self.url = libpq_url(url)
        self.on_event, self.on_connect = on_event, on_connect
        self.connected = asyncio.Event()

    async def run(self) -> None:
        import psycopg

        delay = 0.2
        while True:
            try:
                async with await psycopg.AsyncConnection.connect(self.url, autocommit=True) as conn:
                    await conn.execute(f"LISTEN {CHANNEL}")
                    self.connected.set()
                    delay = 0.2
                    await self.on_connect()
                    async for n in conn.notifies():
                        try:
                            ev = json.loads(n.payload)
                        except ValueError:
                            log.error("unreadable change notification %r", n.payload[:200])
                            continue
                        self.on_event(ev)
            except asyncio.CancelledError:
                raise
            except Exception as e:  # the database restarted or the network dropped: listen again
                self.connected.clear()
                log.warning("change feed lost (%s); reconnecting in %.1f s", e, delay)
                await asyncio.sleep(delay)
                delay = min(5.0, delay * 2)


class LocalClaims:
    """One process: every claim is granted."""

    async def claim(self, game_id: str) -> bool:
        return True

    async def release(self, game_id: str) -> None:
        return None

    async def close(self) -> None:
        return None


class BotClaims:
    """Session-level advisory locks on one connection of this process, one per game whose bots
    it runs. A lock is taken at most once per game (advisory locks count re-entries)."""

    def __init__(self, url: str) -> None:
        self.url = libpq_url(url)
        self.conn: Any = None
        self.held: set[str] = set()
        self.mutex = asyncio.Lock()

    async def _query(self, sql: str, key: int) -> bool:
        import psycopg

        for attempt in (0, 1):
            try:
                if self.conn is None or self.conn.closed:
                    self.held.clear()  # a new session holds nothing
                    self.conn = await psycopg.AsyncConnection.connect(self.url, autocommit=True)
                cur = await self.conn.execute(sql, (key,))
                row = await cur.fetchone()
                return bool(row and row[0])
            except psycopg.OperationalError as e:
                log.warning("bot claims connection lost (%s)", e)
                self.conn = None
                if attempt:
                    raise
        return False

    async def claim(self, game_id: str) -> bool:
        async with self.mutex:
            if game_id in self.held:
                return True
            try:
                ok = await self._query("SELECT pg_try_advisory_lock(%s)", lock_key(game_id))
            except Exception as e:
                log.error("cannot claim the bots of game %s: %s", game_id, e)
                return False
            if ok:
                self.held.add(game_id)
            return ok

    async def release(self, game_id: str) -> None:
        async with self.mutex:
            if game_id not in self.held:
                return
            self.held.discard(game_id)
            try:
                await self._query("SELECT pg_advisory_unlock(%s)", lock_key(game_id))
            except Exception as e:  # the session is gone, and its locks with it
                log.warning("cannot release the bots of game %s: %s", game_id, e)

    async def close(self) -> None:
        if self.conn is not None:
            await self.conn.close()
            self.conn = None
        self.held.clear()
