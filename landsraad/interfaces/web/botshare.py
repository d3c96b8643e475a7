"""Bot time is shared (issue 32): the operator's limits on bot seats, each client's and each
game's budget of bot CPU seconds, and a fair order for the bot worker processes.

Eight anonymous games of four `search:5` bots once held both workers for hours (and again after
each restart): every other game's bot decisions queued behind theirs, first come first served.
Now:

- `BotPolicy`: what a game may ask for. A bot seat that may think longer than `max_seconds` a
  decision (`decision_seconds`: `search:5` may think 5 s) is refused when the game is created,
  and a stored seat over the limit (a game created before, or under a looser operator) is
  played by `DOWNGRADE_SPEC`. A client may hold at most `bot_only_games` unfinished games with
  no human seat (0: none at all).
- `BotBudget`: bot CPU seconds (measured in the worker, `time.process_time`) are charged to the
  game's client and to the game. Each has a bucket that refills at a steady rate: a client may
  use `budget` seconds at once and `budget / REFILL_WINDOW_S` seconds per second in the long
  run, a game half of that. A decision of a game whose client or self is over budget is taken by
  the cheap `BUDGET_SPEC` instead (the game keeps its pace, its bots play weaker until the bucket
  refills); a client over budget may not create a game with bots that use the workers.
- `FairSlots`: the worker slots. When one frees, it goes to the waiting decision whose client
  has used the least bot time lately, then whose game has, then the one that came first, so a
  busy client's games wait behind everyone else's, never the other way round. Each game asks
  for one decision at a time (games.py), so a game with many bots to move takes one slot at a
  time. A long decision (one that may think more than `LONG_S`) may hold at most all but one of
  the slots: one worker is always left for the quick decisions of other games.

The budgets are per server process and start full when it starts; the client of a game is
stored with it (`options["client"]`, a hash of its creator's address), so resumed games are
charged as before. Games stored before clients were recorded share one client, `LEGACY_CLIENT`.
"""

from __future__ import annotations

import asyncio
import hashlib
import itertools
import os
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

from landsraad.agents import parse_agent_spec
from landsraad.agents.search import DEFAULT_CAP_S
from landsraad.agents.spec import MAX_SEARCH_SECONDS

DEFAULT_MAX_BOT_SECONDS = 1.0  # `search` (at most 0.9 s) and `search:1` are in; `search:5` is not
DEFAULT_BOT_ONLY_GAMES = 2  # unfinished games with no human seat, per client
DEFAULT_BOT_BUDGET_S = 120.0  # bot CPU seconds per client at once; a whole game against 3 `search` bots is ~9 s
REFILL_WINDOW_S = 240.0  # an empty bucket is full again after this long (client: 0.5 s per second)
LONG_S = 1.0  # a decision that may think longer than this may not take the last free worker
DOWNGRADE_SPEC = "heuristic:medium"  # plays a stored seat stronger than the operator allows
BUDGET_SPEC = "heuristic:easy"  # takes the decisions of a game over its budget (a few ms each)
LEGACY_CLIENT = "legacy"  # the client of games stored before clients were recorded


def client_id(address: str) -> str:
    """What is stored of a game's creator: enough to count its games and bot time after a
    restart, not its address."""
    return hashlib.sha256(f"landsraad-client:{address}".encode()).hexdigest()[:16]


def decision_seconds(spec: str) -> float:
    """The longest a bot of this spec may think about one decision (0: a few milliseconds).
    `search` stops at its time budget (`search:2`: 2 s) or at its cap (`cap=`, 0.9 s unless
    given); a rollout count with no cap (`cap=0`) is bounded only by its count (~2-5 s)."""
    try:
        parsed = parse_agent_spec(spec)
    except ValueError:  # an agent no longer registered: not one of ours
        return 0.0
    if parsed.name != "search":
        return 0.0  # heuristic, random, explorer; an agent registered by the operator is theirs
    o = parsed.kwargs()
    if "budget_s" in o:
        return float(o["budget_s"])
    cap = float(o.get("cap_s", DEFAULT_CAP_S))
    return cap if cap > 0 else MAX_SEARCH_SECONDS


# bot workers run at a lower CPU priority than the web process, so that when the bots take every
# core a person's move is still answered at once and the bots wait instead (issue 32); 19 is
# the lowest priority there is, and an unprivileged process can only lower its own
DEFAULT_BOT_NICE = 10
MAX_BOT_NICE = 19


def check_bot_cpus(cpus: tuple[int, ...], allowed: set[int] | None = None) -> None:
    """`serve --bot-cpus`: CPUs among `allowed` (default: the machine's; `serve` passes the ones it
    may run on), each once, leaving at least one to the web process (else pinning would only take
    CPUs from the bots and give the server nothing)."""
    allowed = allowed if allowed is not None else set(range(os.cpu_count() or 1))
    unknown = sorted(set(cpus) - allowed)
    if unknown or len(set(cpus)) != len(cpus):
        raise ValueError(f"bot CPUs: each once, among the CPUs this process may use {sorted(allowed)} "
                         f"(not {', '.join(map(str, unknown)) or 'a CPU twice'})")
    if not allowed - set(cpus):
        raise ValueError(f"bot CPUs: leave at least one of {sorted(allowed)} to the web process")


def server_cpus(bot_cpus: tuple[int, ...]) -> set[int]:
    """The CPUs the web process keeps when its bots are pinned to `bot_cpus` (issue 32: the event
    loop then never waits for a core behind a bot's thinking)."""
    return os.sched_getaffinity(0) - set(bot_cpus)


@dataclass(frozen=True)
class BotPolicy:
    """The operator's limits (`landsraad serve --max-bot-seconds --bot-only-games --bot-budget --bot-nice`)."""

    max_seconds: float = DEFAULT_MAX_BOT_SECONDS
    bot_only_games: int = DEFAULT_BOT_ONLY_GAMES
    budget: float = DEFAULT_BOT_BUDGET_S  # 0: no budget
    nice: int = DEFAULT_BOT_NICE  # added to the bot workers' niceness (botpool.py)
    cpus: tuple[int, ...] = ()  # the CPUs the bot workers run on (`serve --bot-cpus`); (): any

    def __post_init__(self) -> None:
        if not (0 < self.max_seconds < float("inf") and self.bot_only_games >= 0 and 0 <= self.budget < float("inf")):
            raise ValueError("bot policy: max_seconds > 0, bot_only_games >= 0, budget >= 0 (all finite)")
        if not 0 <= self.nice <= MAX_BOT_NICE:
            raise ValueError(f"bot policy: nice from 0 to {MAX_BOT_NICE} (a process may lower its priority, "
                             "not raise it)")
        if self.cpus:
            check_bot_cpus(self.cpus)

    def refusal(self, spec: str) -> str | None:
        """Why a new bot seat of this spec is refused here, or None."""
        s = decision_seconds(spec)
        if s <= self.max_seconds:
            return None
        return (f"{spec} may think {s:g} s a decision; this server allows bots of at most "
                f"{self.max_seconds:g} s a decision (its operator's --max-bot-seconds)")


@dataclass
class Bucket:
    used: float = 0.0  # seconds charged and not yet refilled, as of `at`
    at: float = field(default_factory=time.monotonic)


class BotBudget:
    """Bot seconds charged per key, refilled at `rate` per second; over budget past `burst`."""

    def __init__(self, burst: float, rate: float) -> None:
        self.burst, self.rate = burst, rate
        self.buckets: dict[Hashable, Bucket] = {}
        self._pruned = time.monotonic()

    def used(self, key: Hashable, now: float | None = None) -> float:
        """Seconds used lately (0 once refilled): also the key's place in the queue."""
        b = self.buckets.get(key)
        if b is None:
            return 0.0
        now = time.monotonic() if now is None else now
        return max(0.0, b.used - (now - b.at) * self.rate)

    def charge(self, key: Hashable, seconds: float) -> None:
        now = time.monotonic()
        self.buckets[key] = Bucket(self.used(key, now) + max(0.0, seconds), now)
        if len(self.buckets) > 10000 and now - self._pruned > 60:  # forget the refilled ones
            self._pruned = now
            self.buckets = {k: b for k, b in self.buckets.items() if self.used(k, now) > 0}

    def over(self, key: Hashable) -> bool:
        return self.burst > 0 and self.used(key) >= self.burst

    def wait_s(self, key: Hashable) -> float:
        """Seconds until `key` is under its budget again."""
        if not self.over(key) or self.rate <= 0:
            return 0.0
        return (self.used(key) - self.burst) / self.rate + 1.0


class FairSlots:
    """`n` worker slots, handed out by `rank` (lowest first; first come among equals); at most
    `long_cap` of them held by long decisions at once."""

    def __init__(self, n: int, rank: Callable[[Hashable], tuple[float, ...]]) -> None:
        self.n, self.rank = n, rank
        self.long_cap = max(1, n - 1)
        self.busy = 0
        self.busy_long = 0
        self.waiting: list[tuple[int, Hashable, bool, asyncio.Future[None]]] = []
        self.seq = itertools.count()

    async def acquire(self, owner: Hashable, long: bool) -> None:
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        item = (next(self.seq), owner, long, fut)
        self.waiting.append(item)
        self._dispatch()
        try:
            await fut
        except asyncio.CancelledError:
            if item in self.waiting:
                self.waiting.remove(item)
            elif fut.done() and not fut.cancelled():  # granted as it was cancelled: give it back
                self.release(long)
            raise

    def release(self, long: bool) -> None:
        self.busy -= 1
        self.busy_long -= long
        self._dispatch()

    def _dispatch(self) -> None:
        while self.busy < self.n:
            eligible = [w for w in self.waiting if not (w[2] and self.busy_long >= self.long_cap)]
            if not eligible:
                return
            item = min(eligible, key=lambda w: (*self.rank(w[1]), w[0]))
            self.waiting.remove(item)
            _seq, _owner, long, fut = item
            if fut.done():  # cancelled meanwhile
                continue
            self.busy += 1
            self.busy_long += long
            fut.set_result(None)
