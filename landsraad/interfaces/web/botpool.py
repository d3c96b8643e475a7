"""Bots of `landsraad serve` decide in worker processes, not in threads of the web process.

A bot's decision is CPU-bound Python (a `search` bot runs hundreds of rollouts); in a thread it
would hold the GIL the web process needs to answer every other game. The web process sends the
bot seat's view to a pool of worker processes and gets the chosen action back, so the event
loop only builds views, applies moves and talks to the network. (`random` and `explorer`, one
random pick each, are cheaper to decide than to send: they stay in the web process.)

`choose_bot_action(spec, seed, view)` is the seam: a pure function of its arguments, run in a
worker. The agent is made fresh for each decision from a seed derived from the game's seed, the
seat and the state's version (`bot_seed`), so the bot's choice at a given state is the same
whichever process computes it, before or after a restart (a `search` bot's safety time cap
aside, docs/agents.md). The seed is one-way in the game's seed (SHA-256), so what a bot does,
seen by every seat, tells nothing about the game's seed. The time limit and the fallback are
around `BotPool.submit` (bots.py `BotRunner`): a worker cannot be interrupted, so a caller that
stops waiting leaves the worker to finish and its answer is dropped.
"""

from __future__ import annotations

import asyncio
import hashlib
import multiprocessing
import os
import threading
import time
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

from landsraad.agents import make_agent
from landsraad.interfaces.web.botshare import DEFAULT_BOT_NICE

# bots whose decision (one weighted random pick, a few microseconds) costs less than sending
# the view to a worker and back: decided in the web process
INLINE = frozenset({"random", "explorer"})
# the built-in agents that decide in a worker: a spawned worker imports landsraad afresh, so it
# knows only these (an agent registered at run time decides in a thread instead: bots.py)
WORKER_AGENTS = frozenset({"heuristic", "search"})


def bot_seed(game_seed: int, seat: int, version: int) -> int:
    """The seed of a bot's decision at one state of one game: 63 bits of SHA-256."""
    h = hashlib.sha256(f"landsraad-bot:{game_seed}:{seat}:{version}".encode()).digest()
    return int.from_bytes(h[:8], "big") >> 1


def choose_bot_action(spec: str, seed: int, view: dict[str, Any]) -> str:
    """The action that the bot `spec` (an `AGENTS` name, e.g. `search:it=60`) chooses from a
    seat's view (`landsraad.view(state, seat)`), with its RNG seeded by `seed`."""
    agent = make_agent(spec, seed)
    pick = getattr(agent, "pick", None)  # random/explorer: only the legal actions matter
    if pick is not None:
        return str(pick(list(view["decision"]["legal"])))
    return str(agent.act(view))


def timed_bot_action(spec: str, seed: int, view: dict[str, Any]) -> tuple[str, float]:
    """`choose_bot_action` and the CPU seconds it took in this process (what the game's and its
    client's bot budgets are charged: botshare.py)."""
    t0 = time.process_time()
    action = choose_bot_action(spec, seed, view)
    return action, time.process_time() - t0


def _watch_parent(parent: int) -> None:
    while True:
        time.sleep(0.5)
        if os.getppid() != parent:  # the web process died (kill -9): no one will read our answers
            os._exit(0)


def _worker_start(nice: int, cpus: tuple[int, ...] = ()) -> None:
    """Worker start-up: a lower CPU priority than the web process, so that when bots take every
    CPU a person's move is still answered at once (the bots wait instead); on the operator's CPUs
    if given (`serve --bot-cpus`: the web process keeps the others); exit when the web
    process dies (a worker holds both ends of the pool's call queue, so it would never see the
    pipe close); load the content once, so that the first decision is not slower."""
    os.nice(nice)
    if cpus:
        os.sched_setaffinity(0, cpus)
    threading.Thread(target=_watch_parent, args=(os.getppid(),), daemon=True).start()
    from landsraad.content import load_content

    load_content("base")


def default_workers() -> int:
    return max(1, os.cpu_count() or 1)


class BotPool:
    """A pool of worker processes (spawned, not forked: the web process has threads and an
    event loop that a fork would copy half-way)."""

    def __init__(self, workers: int | None = None, nice: int = DEFAULT_BOT_NICE, cpus: tuple[int, ...] = ()) -> None:
        """`nice`: added to the workers' niceness (`serve --bot-nice`), so the web process comes first;
        `cpus`: the CPUs the workers run on (`serve --bot-cpus`; (): any)."""
        self.workers = workers or default_workers()
        self.pool = ProcessPoolExecutor(max_workers=self.workers, mp_context=multiprocessing.get_context("spawn"),
                                        initializer=_worker_start, initargs=(nice, cpus))

    def submit(self, spec: str, seed: int, view: dict[str, Any]) -> Future[tuple[str, float]]:
        """`timed_bot_action` in a worker, as a future (bots.py puts the time limit around it)."""
        return self.pool.submit(timed_bot_action, spec, seed, view)

    async def choose(self, spec: str, seed: int, view: dict[str, Any]) -> str:
        if spec.partition(":")[0] in INLINE:
            return choose_bot_action(spec, seed, view)
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self.pool, choose_bot_action, spec, seed, view)

    async def close(self) -> None:
        """Drop the queued decisions, wait for the running ones (a `search` bot: at most its
        budget), so the workers exit before the web process does."""
        await asyncio.to_thread(self.pool.shutdown, wait=True, cancel_futures=True)
