"""Every command line of the README runs (issue 33).

The command lines are read from the README's ```sh blocks (a line ending in `\\` continues on the
next; `# ...` comments and comment-only lines are dropped). Each one must be a key of COMMANDS,
the explicit table below, which says how it is run: as written, or with a documented
substitution (small game counts, a temporary directory for DIR and saved files, optional `[...]`
parts dropped, stdin for the interactive `play`). A README command missing from the table fails,
and so does a table entry no README line has any more, so the two cannot drift apart.

How every command is run, whatever the table says:
- cwd is the repository root; PYTHONPATH is the repository root, so this checkout's code runs;
- `.venv/bin/landsraad` is this interpreter running `landsraad.interfaces.cli` (the entry point
  the installed script calls, pyproject's [project.scripts]), so the test needs no `make venv`;
- `python` is this interpreter;
- exit status 0 is required, and the output must contain the entry's `expect` text.

`make run` serves forever: it is started, its health endpoint answered, and it is stopped
(test_make_run_serves). `make test` would run this very test: it is checked with `make -n`.
The ```python block (the engine API) is executed as written (test_readme_python_block_runs).
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
TMP = "{tmp}"  # replaced by the test's temporary directory


@dataclass(frozen=True)
class Run:
    expect: str  # text the output (stdout + stderr) must contain
    run: str | None = None  # the command actually run (None: as written)
    why: str = ""  # why it is not run as written
    stdin: str = ""
    setup: tuple[str, ...] = ()  # commands run first (same rules; their output is not checked)
    timeout: float = 300.0


QUIT = "quit\n"  # `play` is interactive: the first prompt gets `quit` (exit status 0)

COMMANDS: dict[str, Run] = {
    # set-up
    "make run": Run("", why="serves forever: test_make_run_serves starts it, asks /api/health, stops it"),
    "make test": Run("pytest", run="make -n test",
                     why="would run this test again: `make -n` shows it runs ruff, mypy and pytest"),
    # Using it
    ".venv/bin/landsraad cards --edition base [--json]": Run(
        '"id"', run=".venv/bin/landsraad cards --edition base --json", why="[--json]: the optional part"),
    ".venv/bin/landsraad cards --edition uprising": Run("observation_post"),
    ".venv/bin/landsraad cards --edition uprising --show contracts": Run("CHOAM contract"),
    ".venv/bin/landsraad simulate --edition uprising --choam --players 4 --games 5": Run(
        "games", run=".venv/bin/landsraad simulate --edition uprising --choam --players 4 --games 2",
        why="2 games"),
    # issue 30: presets and a custom pool
    ".venv/bin/landsraad presets": Run("uprising+choam+base-cards"),
    ".venv/bin/landsraad simulate --preset uprising+choam+base-cards --games 5": Run(
        "games", run=".venv/bin/landsraad simulate --preset uprising+choam+base-cards --games 2", why="2 games"),
    ".venv/bin/landsraad simulate --preset uprising+base-cards --pool examples/pool.yaml --games 5": Run(
        "games", run=".venv/bin/landsraad simulate --preset uprising+base-cards --pool examples/pool.yaml --games 2",
        why="2 games"),
    ".venv/bin/landsraad cards --preset uprising+base-cards --pool examples/pool.yaml": Run("2x Arrakis Recruiter"),
    '.venv/bin/landsraad cards --show "Duncan Idaho"': Run("Duncan Idaho"),
    ".venv/bin/landsraad cards --show Mentat --players 1 --difficulty mentat": Run("Mentat"),
    ".venv/bin/landsraad cards --show Skirmish --sources": Run("Skirmish"),
    '.venv/bin/landsraad cards --edition uprising --show "Guild Spy"': Run("Guild Spy"),
    ".venv/bin/landsraad play --edition uprising --players 3": Run(">>", stdin=QUIT),
    ".venv/bin/landsraad simulate --players 4 --games 100 --seed 1 --agents random --json [--save DIR]": Run(
        '"games"', run=f".venv/bin/landsraad simulate --players 4 --games 3 --seed 1 --agents random --json "
                      f"--save {TMP}/records", why="3 games; DIR: a temporary directory"),
    ".venv/bin/landsraad simulate --modules immortality --players 3 --games 10": Run(
        "games", run=".venv/bin/landsraad simulate --modules immortality --players 3 --games 2", why="2 games"),
    ".venv/bin/landsraad play --modules immortality immortality_up_to_11": Run(">>", stdin=QUIT),
    ".venv/bin/landsraad tournament --modules immortality --agents heuristic,random --games 40": Run(
        "random", run=".venv/bin/landsraad tournament --modules immortality --agents heuristic,random --games 2",
        why="2 games"),
    ".venv/bin/landsraad play --edition uprising --modules immortality": Run(">>", stdin=QUIT),
    ".venv/bin/landsraad replay DIR/game_1.json": Run(
        "ok", run=f".venv/bin/landsraad replay {TMP}/records/game_1.json",
        setup=(f".venv/bin/landsraad simulate --players 3 --games 1 --seed 1 --save {TMP}/records",),
        why="DIR: a temporary directory a 1-game `simulate --save` fills first"),
    '.venv/bin/landsraad scenario run scenarios/base/worked_examples.yaml [--name "combat example"] [--log]': Run(
        "combat example",
        run='.venv/bin/landsraad scenario run scenarios/base/worked_examples.yaml --name "combat example" --log',
        why="the optional parts, both given"),
    ".venv/bin/landsraad demo": Run("P0"),
    ".venv/bin/landsraad cards --show Кинжал --lang ru": Run("Кинжал"),
    ".venv/bin/landsraad demo --lang es": Run("P0"),
    # Playing in the terminal
    ".venv/bin/landsraad play": Run(">>", stdin=QUIT),
    ".venv/bin/landsraad play --players 3 --seats human,human,bot --first-player 0 --seed 7": Run(
        "leaving", stdin="\n" + QUIT, why="stdin: Enter at the 'pass to P0' prompt, then quit"),
    ".venv/bin/landsraad play --leaders none": Run(">>", stdin=QUIT),
    '.venv/bin/landsraad play --leaders "Duke Leto Atreides,random,none"': Run(">>", stdin=QUIT),
    ".venv/bin/landsraad play --resume game.json": Run(
        ">>", run=f".venv/bin/landsraad play --resume {TMP}/game.json", stdin=QUIT,
        setup=(f"save {TMP}/game.json",),
        why="game.json: saved first by a `play` that types `save FILE` (in a temporary directory)"),
    ".venv/bin/landsraad play --lang pt": Run(">>", stdin=QUIT),
    # Simulations, tournaments, benchmarks, RL
    ".venv/bin/landsraad simulate --players 1 --difficulty mentat --games 500 --agents heuristic:medium --json": Run(
        '"games"', run=".venv/bin/landsraad simulate --players 1 --difficulty mentat --games 2 "
                       "--agents heuristic:medium --json", why="2 games"),
    ".venv/bin/landsraad tournament --agents search,heuristic:medium,heuristic:medium,heuristic:medium --games 400 "
    "[--workers 2 | --ray local | --ray ADDRESS] --out out/t1": Run(
        "search", run=".venv/bin/landsraad tournament --agents search:it=4,heuristic:medium,heuristic:medium,"
                      f"heuristic:medium --games 4 --workers 2 --out {TMP}/t1",
        why="4 games, a 4-iteration search; of the alternatives `--workers 2`; out/t1: a temporary directory"),
    ".venv/bin/landsraad bench": Run("decisions_per_s", run=".venv/bin/landsraad bench --games 4 --repeats 1",
                                     why="4 games, one repeat"),
    "python -m bench.sweep --games 20000": Run("games", run="python -m bench.sweep --games 3", why="3 games"),
    "python examples/train_masked.py --smoke": Run(""),
}


def readme_commands() -> list[str]:
    """The command lines of the README's ```sh blocks, comments dropped, continuations joined."""
    out: list[str] = []
    for block in re.findall(r"^```sh\n(.*?)^```", README.read_text(), flags=re.M | re.S):
        pending = ""
        for line in block.splitlines():
            if not line.strip() or line.strip().startswith("#"):
                continue
            line = pending + line.strip()
            pending = ""
            if line.endswith("\\"):
                pending = line[:-1].strip() + " "
                continue
            cmd = re.sub(r"\s+#(\s.*)?$", "", line).strip()
            out.append(re.sub(r"\s+", " ", cmd))
    return out


def argv(cmd: str, tmp: Path) -> list[str]:
    words = shlex.split(cmd.replace(TMP, shlex.quote(str(tmp))))
    if words[0] == ".venv/bin/landsraad":
        return [sys.executable, "-m", "landsraad.interfaces.cli", *words[1:]]
    if words[0] == "python":
        return [sys.executable, *words[1:]]
    return words


def env() -> dict[str, str]:
    e = dict(os.environ)
    e["PYTHONPATH"] = str(ROOT) + (os.pathsep + e["PYTHONPATH"] if e.get("PYTHONPATH") else "")
    e.pop("LANGUAGE", None)
    e.update(LC_ALL="C.UTF-8", LANG="C.UTF-8", MPLBACKEND="Agg")
    return e


def run(cmd: str, tmp: Path, stdin: str, timeout: float) -> subprocess.CompletedProcess[str]:
    return subprocess.run(argv(cmd, tmp), cwd=ROOT, env=env(), input=stdin.replace(TMP, str(tmp)),
                          capture_output=True, text=True,
                          timeout=timeout)


def test_every_readme_command_is_in_the_table() -> None:
    cmds = readme_commands()
    assert len(cmds) >= 30, cmds
    missing = [c for c in cmds if c not in COMMANDS]
    assert not missing, f"README commands not in tests/test_readme.py's COMMANDS: {missing}"
    stale = [c for c in COMMANDS if c not in cmds]
    assert not stale, f"COMMANDS entries no README line has: {stale}"
    for c, r in COMMANDS.items():
        assert r.run is None or r.why, f"{c!r}: a substitution says why"


@pytest.mark.parametrize("cmd", [c for c in COMMANDS if not c.startswith("make run")])
def test_readme_command_runs(cmd: str, tmp_path: Path) -> None:
    r = COMMANDS[cmd]
    for s in r.setup:
        if s.startswith("save "):  # a terminal game saved with `save FILE`
            p = run(".venv/bin/landsraad play --seed 1", tmp_path, s + "\n" + QUIT, r.timeout)
        else:
            p = run(s, tmp_path, "", r.timeout)
        assert p.returncode == 0, f"setup {s!r}: {p.stdout[-2000:]}\n{p.stderr[-2000:]}"
    p = run(r.run or cmd, tmp_path, r.stdin, r.timeout)
    out = p.stdout + p.stderr
    assert p.returncode == 0, f"{r.run or cmd!r} exited {p.returncode}:\n{out[-3000:]}"
    assert out.strip(), f"{r.run or cmd!r} printed nothing"
    assert r.expect in out, f"{r.run or cmd!r}: {r.expect!r} not in the output:\n{out[-3000:]}"


def test_make_run_serves(tmp_path: Path) -> None:
    """`make run` as written: the server answers /api/health on localhost:8000; then it is stopped.
    It needs make's .venv (`make test` has just created it on CI); without one it is skipped rather
    than spending minutes installing every extra."""
    if shutil.which("make") is None:
        pytest.skip("no make")
    if subprocess.run(["make", "-q", "venv"], cwd=ROOT, capture_output=True).returncode != 0:
        pytest.skip("no up-to-date .venv (`make test` creates it; CI runs this after it)")
    proc = subprocess.Popen(["make", "run"], cwd=ROOT, env=env(), stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True, start_new_session=True)
    try:
        deadline = time.monotonic() + 90
        body = None
        while time.monotonic() < deadline and proc.poll() is None:
            try:
                with urllib.request.urlopen("http://localhost:8000/api/health", timeout=2) as resp:
                    body = json.loads(resp.read())
                    break
            except OSError:
                time.sleep(0.5)
        assert body is not None, f"no answer from http://localhost:8000/api/health (exit {proc.poll()})"
        assert isinstance(body, dict) and body, body
    finally:
        os.killpg(proc.pid, signal.SIGINT)  # Ctrl-C, as the README says
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()


def test_readme_python_block_runs() -> None:
    """The engine API example, statement by statement as written (its `s.apply("reveal")` must be legal)."""
    from landsraad import GameState

    blocks = re.findall(r"^```python\n(.*?)^```", README.read_text(), flags=re.M | re.S)
    assert len(blocks) == 1
    ns: dict[str, object] = {}
    exec(compile(blocks[0], str(README), "exec"), ns)
    assert isinstance(ns["s"], GameState)
