"""Bot decisions for `landsraad serve`: each with a hard time limit and a cheap fallback, so
that no agent can stop a game (issue 20), computed in worker processes (botpool.py) so that a
slow agent never slows the web process.

Where a decision runs:
- `random` and `explorer` (one random pick, cheaper to decide than to send): in the web process;
- the other built-in agents (`heuristic`, `search`): in a worker process of `BotPool`;
- an agent registered at run time by the program that runs the server (`register_agent`): in a
  thread of the web process, since a worker is a fresh interpreter that knows only the built-in
  agents.

When the agent does not answer within `time_limit` seconds, raises, or answers with an action
that is not legal, the failure is logged and that one decision is taken by a fresh
`heuristic:easy` agent in a thread of the web process (a few ms; not a worker, since the workers
may be what is stuck); should that fail too, by a seeded random pick. Neither a worker nor a
thread can be stopped from outside: a decision past its limit is abandoned and runs on until the
agent returns (every agent a spec can name returns within its bounds: agents/spec.py). Until
then its seat's decisions go straight to the fallback, so a stuck agent is never asked twice at
the same time. An abandoned worker decision keeps its worker, and so its slot, until it ends;
an abandoned thread frees its slot at once. Waiting for a slot is not the agent's time.

Which decision gets a free worker, and which bots may run at all, is botshare.py's: worker slots
go first to the games whose client has used the least bot time lately, one slot is kept from
long decisions, and a game or client over its bot budget has its `search` bots play as
`heuristic:easy` (charged the CPU seconds each worker decision took).

The agent is made fresh for each decision from `seed` (botpool.py `bot_seed`: one-way in the
game's seed), so its choice at a state is the same whichever process computes it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import threading
from collections.abc import Hashable
from concurrent.futures import Future
from typing import Any

from landsraad.interfaces.web.botpool import INLINE, WORKER_AGENTS, BotPool, choose_bot_action
from landsraad.interfaces.web.botshare import (
    BUDGET_SPEC,
    DEFAULT_BOT_BUDGET_S,
    LONG_S,
    REFILL_WINDOW_S,
    BotBudget,
    BotPolicy,
    FairSlots,
    decision_seconds,
)

log = logging.getLogger("landsraad.web")

BOT_TIME_LIMIT_S = 10.0  # twice the longest decision a spec may ask for (search:5)
FALLBACK_SPEC = "heuristic:easy"


def _settle(fut: asyncio.Future[str], ok: bool, value: Any) -> None:
    if fut.done():  # timed out: nobody waits for this answer any more
        return
    if ok:
        fut.set_result(value)
    else:
        fut.set_exception(value)


class BotRunner:
    """`workers`: worker processes (default one per CPU), also the number of in-process agent
    threads at once; `time_limit`: seconds per decision; `policy`: the operator's limits and
    the bot budgets (botshare.py), which also order the decisions waiting for a worker."""

    def __init__(self, workers: int | None = None, time_limit: float = BOT_TIME_LIMIT_S,
                 policy: BotPolicy | None = None) -> None:
        if (workers is not None and workers < 1) or not 0.0 < time_limit < float("inf"):
            raise ValueError("bot workers >= 1 and a positive, finite time limit")
        self.time_limit = time_limit
        self.policy = policy or BotPolicy()
        # bot CPU seconds per client and per game; with no budget (0) they still decay at the
        # default's pace, for the order in which waiting decisions get a worker
        budget = self.policy.budget
        pace = (budget or DEFAULT_BOT_BUDGET_S) / REFILL_WINDOW_S
        self.clients = BotBudget(budget, pace)
        self.games = BotBudget(budget / 2, pace / 2)
        self.over_budget: set[str] = set()  # games whose decisions BUDGET_SPEC takes (logged once)
        self.pool = BotPool(workers, self.policy.nice, self.policy.cpus)
        self.worker_slots = FairSlots(self.pool.workers, self._rank)
        self.thread_slots = asyncio.Semaphore(self.pool.workers)
        self.busy: set[Hashable] = set()  # keys (game, seat) whose abandoned decision still runs
        self.abandoned = 0  # decisions given up at the time limit so far

    def _rank(self, owner: Hashable) -> tuple[float, float]:
        """A waiting decision's place: its client's recent bot time, then its game's."""
        client, game = owner if isinstance(owner, tuple) else (owner, owner)
        return self.clients.used(client), self.games.used(game)

    def charge(self, client: str, game: str, seconds: float) -> None:
        self.clients.charge(client, seconds)
        self.games.charge(game, seconds)

    async def close(self) -> None:
        await self.pool.close()

    async def _in_worker(self, spec: str, seed: int, v: dict[str, Any], key: Hashable,
                         client: str = "", game: str = "") -> str:
        loop = asyncio.get_running_loop()
        long = decision_seconds(spec) > LONG_S
        await self.worker_slots.acquire((client, game), long)  # waiting is not the agent's time
        try:
            cf: Future[tuple[str, float]] = self.pool.submit(spec, seed, v)
        except BaseException:
            self.worker_slots.release(long)
            raise
        self.busy.add(key)

        def done(f: Future[tuple[str, float]]) -> None:  # in a thread of the pool, or at once if cancelled
            cpu = f.result()[1] if not f.cancelled() and f.exception() is None else 0.0

            def free() -> None:
                self.busy.discard(key)
                self.charge(client, game, cpu)  # an abandoned decision's time too: it was spent
                self.worker_slots.release(long)
            with contextlib.suppress(RuntimeError):  # the server's loop has closed
                loop.call_soon_threadsafe(free)

        cf.add_done_callback(done)
        try:
            # shield: at the limit stop waiting, but leave the running worker alone (a queued
            # call is cancelled below)
            action, _cpu = await asyncio.wait_for(asyncio.shield(asyncio.wrap_future(cf)), self.time_limit)
            return action
        except TimeoutError:
            cf.cancel()  # only succeeds if it has not started
            self.abandoned += 1
            raise

    async def _in_thread(self, spec: str, seed: int, v: dict[str, Any], key: Hashable) -> str:
        loop = asyncio.get_running_loop()
        async with self.thread_slots:  # waiting for a slot is not the agent's time
            fut: asyncio.Future[str] = loop.create_future()
            self.busy.add(key)

            def work() -> None:
                value: Any = None
                try:
                    ok, value = True, choose_bot_action(spec, seed, v)
                except Exception as e:  # handed to the waiting coroutine
                    ok, value = False, e
                except BaseException as e:  # SystemExit and the like: a failure of this agent only
                    ok, value = False, RuntimeError(f"the agent raised {type(e).__name__}")
                finally:
                    self.busy.discard(key)
                with contextlib.suppress(RuntimeError):  # the server's loop has closed
                    loop.call_soon_threadsafe(_settle, fut, ok, value)

            threading.Thread(target=work, name="landsraad-bot", daemon=True).start()
            try:
                return await asyncio.wait_for(fut, self.time_limit)
            except TimeoutError:
                self.abandoned += 1
                raise

    async def _run(self, spec: str, seed: int, v: dict[str, Any], key: Hashable, client: str, game: str) -> str:
        name = spec.partition(":")[0]
        if name in INLINE:  # one random pick: it cannot hang
            return choose_bot_action(spec, seed, v)
        if name in WORKER_AGENTS:
            return await self._in_worker(spec, seed, v, key, client, game)
        return await self._in_thread(spec, seed, v, key)

    def _within_budget(self, spec: str, client: str, game: str, where: str) -> str:
        """`spec`, or BUDGET_SPEC while the game or its client is over its bot budget."""
        if self.policy.budget <= 0 or decision_seconds(spec) <= 0:  # no budget, or a cheap bot
            return spec
        if not (self.clients.over(client) or self.games.over(game)):
            if game in self.over_budget:
                self.over_budget.discard(game)
                log.info("%s is within its bot budget again: %s decides", where, spec)
            return spec
        if game not in self.over_budget:
            self.over_budget.add(game)
            log.warning("%s: the game or its client has used its bot budget (%g s of bot time per client); "
                        "%s decides until it refills", where, self.policy.budget, BUDGET_SPEC)
        return BUDGET_SPEC

    async def decide(self, spec: str, seed: int, v: dict[str, Any], where: str, key: Hashable = None,
                     client: str = "", game: str = "") -> str:
        """The action of the bot `spec` for its seat's view `v`, or the fallback's (logged).
        `key` names the seat (e.g. (game id, seat)): one decision of it at a time. `client` and
        `game`: whose bot budgets the decision is charged to and ranked by (botshare.py)."""
        key = (where,) if key is None else key
        game = game or where
        spec = self._within_budget(spec, client, game, where)
        legal = list(v["decision"]["legal"])
        if key in self.busy:
            log.warning("%s: its previous decision is still running; this one is the fallback's", where)
        else:
            try:
                action = await self._run(spec, seed, v, key, client, game)
                if action in legal:
                    return action
                log.error("%s chose %s, which is not a legal action; using %s", where,
                          repr(action[:40]) if isinstance(action, str) else type(action).__name__, FALLBACK_SPEC)
            except TimeoutError:
                log.error("%s gave no decision within %g s; using %s for this one", where, self.time_limit,
                          FALLBACK_SPEC)
            except Exception as e:
                log.error("%s failed (%s: %s); using %s for this one", where, type(e).__name__, e, FALLBACK_SPEC,
                          exc_info=True)
        fallback_key = ("fallback", key)
        try:
            action = await self._in_thread(FALLBACK_SPEC, seed, v, fallback_key)
            if action in legal:
                return action
        except Exception as e:  # TimeoutError included
            log.error("%s: the fallback failed too (%s); a random legal action", where, type(e).__name__)
        return legal[random.Random(seed).randrange(len(legal))]
