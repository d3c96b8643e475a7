"""Bots of the web server (interfaces/web/bots.py, issue 20 item 2): a decision has a hard time
limit; a bot that is too slow, raises or answers nonsense is logged and a cheap fallback agent
takes that decision; a stored seat whose spec no longer parses (`search:0`, which never
answered) is played by the fallback after a restart. Real game manager, real SQLite file, real
agents registered for the test (the engine is not mocked). Agents registered at run time decide
in threads of the web process (a spawned worker process knows only the built-in agents); the
built-in ones decide in worker processes under the same time limit (the last test)."""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("sqlalchemy")

from web_server import until  # noqa: E402

from landsraad.agents import AGENTS, register_agent  # noqa: E402
from landsraad.agents.random_agent import RandomAgent  # noqa: E402
from landsraad.interfaces.web.bots import BotRunner  # noqa: E402
from landsraad.interfaces.web.games import GameManager  # noqa: E402
from landsraad.interfaces.web.store import GameRow, Store  # noqa: E402

RELEASE = threading.Event()  # lets the slow agent's abandoned thread end with the test


class SlowAgent:
    """Thinks far longer than the time limit on its first decision (until RELEASE is set)."""

    name = "slow"

    def __init__(self, seed: int) -> None:
        self.calls = 0
        self.inner = RandomAgent(seed)

    def act(self, view: dict[str, Any]) -> str:
        self.calls += 1
        RELEASE.wait(60)
        return self.inner.act(view)


class FailingAgent:
    name = "failing"

    def act(self, view: dict[str, Any]) -> str:
        raise RuntimeError("deliberate agent bug")


class NonsenseAgent:
    name = "nonsense"

    def act(self, view: dict[str, Any]) -> str:
        return "agent nobody nowhere " + "x" * 500


SLOW: list[SlowAgent] = []


def _slow(seed: int, options: dict[str, Any]) -> SlowAgent:
    SLOW.append(SlowAgent(seed))
    return SLOW[-1]


@pytest.fixture
def test_agents() -> Iterator[None]:
    register_agent("slow", _slow)
    register_agent("failing", lambda seed, options: FailingAgent())
    register_agent("nonsense", lambda seed, options: NonsenseAgent())
    RELEASE.clear()
    SLOW.clear()
    yield
    RELEASE.set()
    for name in ("slow", "failing", "nonsense"):
        AGENTS.pop(name, None)




def test_slow_failing_and_nonsense_bots_fall_back_and_the_game_goes_on(
        tmp_path: Path, test_agents: None, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, logger="landsraad.web")

    async def main() -> None:
        m = GameManager(Store(f"sqlite:///{tmp_path / 'g.sqlite3'}"), bot_time_limit=0.3)
        try:
            g = await m.create({"players": 3, "seats": ["slow", "failing", "nonsense"], "seed": 3,
                                "first_player": 0})
            rt = m.games[g["id"]]
            # P0 (slow) is first: its decision is abandoned at the limit and the fallback moves
            await until(lambda: rt.state.version >= 30)
            assert len(SLOW) == 1 and SLOW[0].calls == 1  # a stuck agent is never asked twice at once
            assert m.bots.abandoned == 1
            # every move so far was legal and is stored (the same path as a human's)
            row = await m._db(m.store.load_game, g["id"])
            assert row is not None and len(row.actions) >= 30
            # released, the stuck decision ends (its late answer dropped); the seat's next decision
            # asks the slow agent again (made afresh for each decision: web/bots.py), which now
            # answers within the limit: nothing else is abandoned to the end of the game
            RELEASE.set()
            await until(lambda: len(SLOW) >= 2 and SLOW[1].calls == 1)
            await until(lambda: rt.state.is_terminal(), timeout=120)
            assert m.bots.abandoned == 1 and not m.bots.busy
        finally:
            RELEASE.set()
            await m.close()

    asyncio.run(main())
    text = caplog.text
    assert "bot P0 (slow) of game" in text and "gave no decision within 0.3 s" in text
    assert "previous decision is still running" in text
    assert "bot P1 (failing)" in text and "deliberate agent bug" in text
    assert "bot P2 (nonsense)" in text and "not a legal action" in text
    assert "x" * 60 not in text  # a bad action is quoted by a short prefix only


def test_a_stored_seat_that_never_answered_resumes_with_the_fallback(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """issue 20: `search:0` games stored before specs were checked froze both bot workers and
    froze again after every restart. Such a seat is now logged and played by heuristic:easy."""
    caplog.set_level(logging.WARNING, logger="landsraad.web")
    db = f"sqlite:///{tmp_path / 'old.sqlite3'}"
    store = Store(db)
    for gid, spec in (("frozen1", "search:0"), ("frozen2", "search:nan")):
        store.create_game(GameRow(id=gid, config={"players": 3, "first_player": 0, "log": True}, seed=5,
                                  seats=[spec, "random", "random"], token_hashes=[None, None, None]))
    store.close()

    async def main() -> None:
        m = GameManager(Store(db), bot_time_limit=5.0)
        try:
            assert await m.resume_all() == 2
            for gid in ("frozen1", "frozen2"):
                rt = m.games[gid]
                await until(lambda rt=rt: rt.state.is_terminal(), timeout=120)
        finally:
            await m.close()

    asyncio.run(main())
    assert "game frozen1 seat 0: bad search spec 'search:0'" in caplog.text
    assert "game frozen2 seat 0: bad search spec 'search:nan'" in caplog.text
    assert "heuristic:easy plays this seat" in caplog.text


def test_bot_runner_bounds() -> None:
    for workers, limit in ((0, 1.0), (1, 0.0), (1, float("nan")), (1, float("inf"))):
        with pytest.raises(ValueError):
            BotRunner(workers, limit)


def test_a_worker_process_past_the_time_limit_is_abandoned_and_the_fallback_moves(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """A built-in bot decides in a worker process (web/botpool.py); the time limit wraps the
    call to the worker: a `search` bot thinking 1 s a decision under a 0.3 s limit is abandoned,
    its worker left to finish, and heuristic:easy takes that decision and the seat's next ones
    while the worker is still busy with it. The game goes on, every move legal and stored."""
    caplog.set_level(logging.WARNING, logger="landsraad.web")

    async def main() -> None:
        m = GameManager(Store(f"sqlite:///{tmp_path / 'w.sqlite3'}"), bot_time_limit=0.3, bot_workers=1)
        try:
            g = await m.create({"players": 3, "seats": ["search:1", "random", "random"], "seed": 4,
                                "first_player": 0})
            rt = m.games[g["id"]]
            await until(lambda: rt.state.version >= 40, timeout=60)
            assert m.bots.abandoned >= 1
            row = await m._db(m.store.load_game, g["id"])
            assert row is not None and len(row.actions) >= 40
            # a move is stored before the runtime appends it (saved before acknowledged), and the
            # bots keep playing meanwhile: the store may be ahead by the one move in flight
            n = min(len(row.actions), len(rt.actions))
            assert row.actions[:n] == rt.actions[:n] and len(row.actions) <= len(rt.actions) + 1
        finally:
            await m.close()

    asyncio.run(main())
    text = caplog.text
    assert "bot P0 (search:1) of game" in text and "gave no decision within 0.3 s" in text
    assert "previous decision is still running" in text


@pytest.mark.parametrize("nice", [0, 7])
def test_bot_workers_run_at_the_operators_lower_priority(nice: int) -> None:
    """issue 32 (the load tail): bots' thinking must not take a core from the web process that
    answers a person's move, so the bot workers add `serve --bot-nice N` to their niceness
    (default 10; 0 keeps the server's priority). Asked of a real worker of the pool."""
    import os

    from landsraad.interfaces.web.botshare import BotPolicy

    base = os.nice(0)
    runner = BotRunner(1, 5.0, BotPolicy(nice=nice))
    try:
        assert runner.pool.pool.submit(os.nice, 0).result(timeout=60) == min(19, base + nice)
    finally:
        asyncio.run(runner.pool.close())


def test_the_bot_niceness_is_a_priority_a_process_may_give_itself() -> None:
    """A process may lower its own priority (0 to 19 added), never raise it: the policy and
    `serve --bot-nice` refuse anything else with words, before any worker starts."""
    import subprocess
    import sys

    from landsraad.interfaces.web.botshare import DEFAULT_BOT_NICE, BotPolicy

    assert BotPolicy().nice == DEFAULT_BOT_NICE == 10
    for bad in (-1, 20):
        with pytest.raises(ValueError, match="nice from 0 to 19"):
            BotPolicy(nice=bad)
        p = subprocess.run([sys.executable, "-m", "landsraad.interfaces.cli", "serve", "--bot-nice", str(bad)],
                           capture_output=True, text=True, timeout=60)
        assert p.returncode == 2 and "--bot-nice" in p.stderr and "Traceback" not in p.stderr, p.stderr


def test_bot_workers_run_on_the_operators_cpus() -> None:
    """issue 32 (the load tail): `serve --bot-cpus` pins the bot workers to the CPUs given and the
    web process keeps the others, so a person's move never waits for a core behind a bot's
    thinking. Asked of a real worker of the pool; on a one-CPU machine there is nothing to give
    the server, and the policy refuses (the next test)."""
    import os

    from landsraad.interfaces.web.botshare import BotPolicy, check_bot_cpus, server_cpus

    allowed = os.sched_getaffinity(0)
    if len(allowed) < 2:
        with pytest.raises(ValueError, match="leave at least one"):
            check_bot_cpus(tuple(allowed), allowed)
        return
    bots = (max(allowed),)
    runner = BotRunner(1, 5.0, BotPolicy(cpus=bots))
    try:
        assert runner.pool.pool.submit(os.sched_getaffinity, 0).result(timeout=60) == set(bots)
    finally:
        asyncio.run(runner.pool.close())
    assert server_cpus(bots) == allowed - set(bots) and server_cpus(bots)


def test_the_bot_cpus_are_checked_before_any_worker_starts() -> None:
    """`serve --bot-cpus` takes CPU numbers as `taskset -c` writes them (1, 2,3, 2-3): an unknown CPU,
    one given twice, all of them (nothing left to the server) or words are refused with a reason."""
    import os
    import subprocess
    import sys

    from landsraad.interfaces.web.botshare import BotPolicy

    allowed = sorted(os.sched_getaffinity(0))
    everyone = tuple(range(os.cpu_count() or 1))
    for bad, why in (((9999,), "among the CPUs"), ((allowed[0], allowed[0]), "a CPU twice"),
                     (everyone, "leave at least one")):
        with pytest.raises(ValueError, match=why):
            BotPolicy(cpus=bad)
    for text, why in (("9999", "among the CPUs"), ("x", "CPU numbers such as"),
                      (f"{allowed[0]}-{allowed[-1]}", "leave at least one")):
        p = subprocess.run([sys.executable, "-m", "landsraad.interfaces.cli", "serve", "--bot-cpus", text],
                           capture_output=True, text=True, timeout=60)
        assert p.returncode == 2 and "--bot-cpus" in p.stderr and why in p.stderr, p.stderr
        assert "Traceback" not in p.stderr


def test_the_server_keeps_the_collectors_pauses_out_of_its_tail() -> None:
    """issue 32 (the load tail): what is alive when the server has started is frozen out of every
    collection and young collections run less often (serve.tune_gc), so full collections over
    200 games' states are rare; the collector still runs and still frees reference cycles. In a
    fresh interpreter, as `serve` calls it."""
    import subprocess
    import sys

    code = ("import gc, weakref\n"
            "from landsraad.interfaces.web.serve import GC_THRESHOLDS, tune_gc\n"
            "tune_gc()\n"
            "assert gc.isenabled() and gc.get_threshold() == GC_THRESHOLDS and gc.get_freeze_count() > 1000\n"
            "class Cycle: pass\n"
            "a = Cycle(); a.me = a; gone = weakref.ref(a); del a\n"
            "gc.collect()\n"
            "assert gone() is None\n"
            "print('ok')\n")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert p.returncode == 0 and p.stdout.strip() == "ok", p.stderr
