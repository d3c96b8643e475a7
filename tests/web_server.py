"""A real `landsraad serve` process on a free loopback port, for the web tests, on an SQLite
file or a PostgreSQL database (tests/pg_cluster.py)."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

ROOT = Path(__file__).resolve().parent.parent
# Debian's Chromium, driven by Playwright (which downloads no browser): tests/test_web_browser.py
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]


def browser_fixture() -> Any:
    """A module-scoped fixture: one Chromium for the module's tests (`browser = browser_fixture()`)."""
    @pytest.fixture(scope="module")
    def browser() -> Iterator[Any]:
        from playwright.sync_api import sync_playwright

        with sync_playwright() as p:
            b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            yield b
            b.close()
    return browser


def server_fixture(name: str, **kw: Any) -> Any:
    """A module-scoped fixture: a `landsraad serve` process on a fresh SQLite file (`kw`: Server's;
    `server = server_fixture("name")`)."""
    @pytest.fixture(scope="module")
    def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
        srv = Server(tmp_path_factory.mktemp(name) / "games.sqlite3", **kw).start()
        yield srv
        srv.stop()
    return server


def seat_of_link(link: str) -> tuple[int, str]:
    """The seat and token a seat link carries (`/g/ID#seat=N&t=TOKEN`)."""
    parts = dict(part.split("=", 1) for part in link.split("#", 1)[1].split("&"))
    return int(parts["seat"]), parts["t"]


LOBBY_LOADED = "document.querySelectorAll('#modules option').length > 1"  # /api/options answered (lobby.js init)


def fill_lobby(page: Any, *, edition: str | None = None, modules: str | None = None, players: int | None = None,
               seats: list[str] | None = None, leaders: list[str] | None = None, difficulty: str | None = None,
               seed: int | None = None, pool: str | None = None, public: bool = False, **options: str) -> None:
    """Fill the lobby's form as a person does, once the page has the server's choices: the edition,
    the Expansion choice (its value: the modules comma-separated) and the player count first (each
    changes what the others offer: lobby.js applyOffer), then each seat's who and leader (by seat, a
    value of its list), the solo difficulty, the fields of the options modules declare (`rivals=`:
    its text), the seed, the card pool's text and Public. A value left None is left as the page has it."""
    page.wait_for_function(LOBBY_LOADED)
    if edition is not None:
        page.select_option("#edition", edition)
    if modules is not None:
        page.select_option("#modules", modules)
    if players is not None:
        page.select_option("#players", str(players))
    rows = max(len(seats or ()), len(leaders or ()))
    if rows:
        page.wait_for_selector(f"#seat-rows tr:nth-child({rows})")
    for i, who in enumerate(seats or ()):
        page.select_option(f"select[name=seat{i}]", who)
    for i, leader in enumerate(leaders or ()):
        page.select_option(f"select[name=leader{i}]", leader)
    if difficulty is not None:
        page.select_option("#difficulty", difficulty)
    for name, text in options.items():
        page.fill(f"#{name}", text)
    if seed is not None:
        page.fill("#seed", str(seed))
    if pool is not None:
        page.fill("#pool", pool)
    if public:
        page.check("#public")


def stored_config(server: Server, gid: str) -> Any:
    """A game's config (GameConfig) as the server's database holds it, read with its own store."""
    from landsraad import GameConfig
    from landsraad.interfaces.web.store import Store

    st = Store(server.db_url)
    try:
        row = st.load_game(gid)
    finally:
        st.close()
    assert row is not None, gid
    return GameConfig.from_dict(row.config)


def play_seat_to_end(srv: Server, game: dict[str, Any], seed: int, seat: int = 0, most: int = 3000) -> dict[str, Any]:
    """Play one seat of a game made through the web API (`srv.create`) to its end as a person would,
    a random legal action at each of its decisions (random.Random(seed)), every one accepted, while
    the server's bots play the others; the seat's last view (its `result` set). A game still going
    after `most` decisions of the seat fails."""
    import random

    gid, token = game["id"], game["seats"][seat]["token"]
    rng = random.Random(seed)
    for _ in range(most):
        v = wait_until(lambda: srv.my_turn(gid, token, seat), 30, f"seat {seat}'s turn or the end")
        if v["result"] is not None:
            return v
        r = srv.act(gid, token, v["version"], rng.choice(v["decision"]["legal"]))
        assert r.status_code == 200, r.text
    raise AssertionError(f"the game did not end in {most} decisions of seat {seat}")


def create_from_lobby(page: Any) -> tuple[str, str, int, str]:
    """Submit the lobby's form as the page has it and wait for the new game: its id, the first seat
    link and that link's seat and token."""
    page.click("#create-form button[type=submit]")
    page.wait_for_selector("#created:not([hidden])")
    gid = page.locator("#created-id").inner_text()
    link = page.locator("#created-links a").first.get_attribute("href") or ""
    seat, token = seat_of_link(link)
    return gid, link, seat, token


@contextmanager
def chromium_page(url: str, width: int = 1400, height: int = 1000) -> Iterator[tuple[Any, list[str]]]:
    """A Chromium page of its own (Debian's, via Playwright) at `url` and the errors it reports;
    skips the test when Playwright or Chromium is missing."""
    sync_api = pytest.importorskip("playwright.sync_api")
    if not Path(CHROMIUM).exists():
        pytest.skip(f"{CHROMIUM} not installed")
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            ctx = browser.new_context(viewport={"width": width, "height": height})
            ctx.add_init_script("localStorage.setItem('landsraad.speed', '0')")  # other seats' moves at once
            page = ctx.new_page()
            errors: list[str] = []
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.goto(url)
            yield page, errors
        finally:
            browser.close()


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_until(cond: Callable[[], Any], timeout: float = 20.0, what: str = "condition", step: float = 0.02) -> Any:
    """Poll `cond` until it returns something truthy (no fixed sleeps in tests)."""
    deadline = time.monotonic() + timeout
    while True:
        got = cond()
        if got:
            return got
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout}s waiting for {what}")
        time.sleep(step)


class Server:
    """`db`: an SQLite file or a database URL (`postgresql://...`)."""

    def __init__(self, db: Path | str, *, bot_delay: float = 0.0, rate: float = 0.0, extra: tuple[str, ...] = (),
                 logdir: Path | None = None, entry: str = "landsraad.interfaces.cli") -> None:
        """`entry`: the module run as `python -m ENTRY serve ...` (the CLI; a test may run its own)."""
        self.db_url = f"sqlite:///{db}" if isinstance(db, Path) else db
        self.bot_delay, self.rate, self.extra, self.entry = bot_delay, rate, extra, entry
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen[bytes] | None = None
        logdir = logdir or (db.parent if isinstance(db, Path) else Path(tempfile.mkdtemp(prefix="landsraad-srv-")))
        self.log = logdir / f"server.{self.port}.log"
        self.http = httpx.Client(timeout=30)  # one client: a new one per request costs ~50 ms

    def start(self) -> Server:
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        with open(self.log, "ab") as out:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", self.entry, "serve", "--port", str(self.port),
                 "--db", self.db_url, "--bot-delay", str(self.bot_delay), "--rate", str(self.rate),
                 *self.extra], cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)

        def up() -> bool:
            assert self.proc is not None
            if self.proc.poll() is not None:
                raise AssertionError(f"server exited: {self.log.read_text()[-2000:]}")
            try:
                return self.http.get(self.url + "/api/health", timeout=1).status_code == 200
            except httpx.HTTPError:
                return False

        wait_until(up, 30, "the server to answer")
        return self

    def kill(self) -> None:
        """SIGKILL: no shutdown code runs (a crash)."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(10)

    def stop(self) -> None:
        self.http.close()
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)

    # ---- API helpers ----------------------------------------------------------------------------
    def create(self, **body: Any) -> dict[str, Any]:
        r = self.http.post(self.url + "/api/games", json=body)
        assert r.status_code == 200, r.text
        return dict(r.json())

    def view(self, gid: str, token: str | None = None) -> dict[str, Any]:
        r = self.http.get(f"{self.url}/api/games/{gid}/view", headers={"x-seat-token": token} if token else {})
        assert r.status_code == 200, r.text
        return dict(r.json())

    def act(self, gid: str, token: str | None, version: Any, action: Any) -> httpx.Response:
        return self.http.post(f"{self.url}/api/games/{gid}/act",
                              json={"token": token, "version": version, "action": action})

    def my_turn(self, gid: str, token: str, seat: int) -> dict[str, Any] | None:
        v = self.view(gid, token)
        if v["result"] is not None:
            return v
        d = v["decision"]
        return v if d is not None and d["seat"] == seat else None


async def until(cond: Callable[[], Any], timeout: float = 30.0) -> None:
    """`wait_until` for code running in the server's own event loop (in-process game managers)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not cond():
        if loop.time() > deadline:
            raise AssertionError("timed out")
        await asyncio.sleep(0.02)
