"""Bot decisions for `landsraad serve`: each in a thread, with a hard time limit and a cheap
fallback, so that no agent can stop a game (issue 20).

A decision runs in its own daemon thread, at most `workers` at once. When the agent does not
answer within `time_limit` seconds, raises, or answers with an action that is not legal, the
failure is logged and that one decision is taken by a fresh `heuristic:easy` agent (a few ms);
should that fail too, by a seeded random pick. A Python thread cannot be stopped from outside:
a decision past its limit is abandoned, its slot freed at once for other games, and its thread
runs on until the agent returns (every agent a spec can name returns within its bounds:
agents/spec.py). Until then its seat's decisions go straight to the fallback, so a stuck agent
holds at most one thread and is never asked twice at the same time.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import threading
from typing import Any

from landsraad.agents import Agent, make_agent

log = logging.getLogger("landsraad.web")

BOT_TIME_LIMIT_S = 10.0  # twice the longest decision a spec may ask for (search:5)
FALLBACK_SPEC = "heuristic:easy"


def agent_choice(agent: Agent, v: dict[str, Any]) -> str:
    """Agents that only need the legal actions (random, explorer) skip the full view."""
    pick = getattr(agent, "pick", None)
    if pick is not None:
        return str(pick(list(v["decision"]["legal"])))
    return str(agent.act(v))


def _settle(fut: asyncio.Future[str], ok: bool, value: Any) -> None:
    if fut.done():  # timed out: nobody waits for this answer any more
        return
    if ok:
        fut.set_result(value)
    else:
        fut.set_exception(value)


class BotRunner:
    def __init__(self, workers: int = 2, time_limit: float = BOT_TIME_LIMIT_S) -> None:
        if workers < 1 or not 0.0 < time_limit < float("inf"):
            raise ValueError("bot workers >= 1 and a positive, finite time limit")
        self.time_limit = time_limit
        self.slots = asyncio.Semaphore(workers)
        self.busy: set[int] = set()  # id() of agents whose (abandoned) decision still runs
        self.abandoned = 0  # decisions given up at the time limit so far

    async def _run(self, agent: Agent, v: dict[str, Any]) -> str:
        loop = asyncio.get_running_loop()
        async with self.slots:  # waiting for a slot is not the agent's time
            fut: asyncio.Future[str] = loop.create_future()
            key = id(agent)
            self.busy.add(key)

            def work() -> None:
                value: Any = None
                try:
                    ok, value = True, agent_choice(agent, v)
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

    async def decide(self, agent: Agent, v: dict[str, Any], where: str) -> str:
        """The agent's action for its seat's view `v`, or the fallback's (logged)."""
        legal = list(v["decision"]["legal"])
        if id(agent) in self.busy:
            log.warning("%s: its previous decision is still running; this one is the fallback's", where)
        else:
            try:
                action = await self._run(agent, v)
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
        seed = int(v.get("version", 0)) * 16 + int(v.get("seat", 0))
        try:
            action = await self._run(make_agent(FALLBACK_SPEC, seed), v)
            if action in legal:
                return action
        except Exception as e:  # TimeoutError included
            log.error("%s: the fallback failed too (%s); a random legal action", where, type(e).__name__)
        return legal[random.Random(seed).randrange(len(legal))]
