"""`landsraad bench` and the layering of the repository's tools: bench/ imports the package (it
measures the engine and the browser's messages: bench/web_six.py), so the package imports none of
them; the command runs the suite as its own program (`python -m bench`, interfaces/cli.py
`cmd_bench`), from any working directory of a checkout. A figure, never a timed assertion."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from landsraad.interfaces.cli import main

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ("bench", "tests", "scripts")


def test_the_package_imports_none_of_the_repositorys_tools() -> None:
    found = []
    for path in sorted((ROOT / "landsraad").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import) else
                     [node.module or ""] if isinstance(node, ast.ImportFrom) and node.level == 0 else [])
            found += [f"{path.relative_to(ROOT)}: {n}" for n in names if n.split(".")[0] in TOOLS]
    assert found == []


def test_landsraad_bench_gives_one_tables_figure_from_any_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)  # the checkout's bench/ is found from the package's own folder
    assert main(["bench", "--edition", "base", "--players", "2", "--games", "1", "--repeats", "1"]) == 0
    got = json.loads(capsys.readouterr().out)
    assert got["edition"] == "base" and got["players"] == 2 and got["modules"] == [] and got["decisions_per_s"] > 0


def test_a_refused_table_is_refused_before_the_suite_runs(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--edition", "base", "--players", "6", "--games", "1"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "for 1 to 4 players, not 6" in err


def test_the_suite_refuses_a_table_itself() -> None:
    """`python -m bench` checks its own arguments (run without the command line)."""
    r = subprocess.run([sys.executable, "-m", "bench", "--edition", "uprising", "--players", "5", "--games", "1"],
                       cwd=ROOT, capture_output=True, text=True, timeout=120, check=False)
    assert r.returncode == 2 and r.stdout == "" and "for 1 to 4 players, not 5" in r.stderr, r.stderr


def test_bench_collector_gives_the_two_rows_with_their_collector_runs() -> None:
    """bench/collector.py (issue 27, docs/benchmarks.md session 44): the six-player and solo rows with
    their CPU time and the collector's runs per generation, after the suite's earlier rows."""
    import gc

    from bench.collector import rows

    got = rows(games=1, repeats=1)
    assert set(got) == {"six_player", "uprising_solo"}
    for row in got.values():
        assert row["decisions_per_s"] > 0 and row["cpu_s"] > 0
        assert len(row["collections"]) == 3 and all(n >= 0 for n in row["collections"])
        assert row["collector_ms"] >= 0
    assert not any(type(cb).__name__ == "_Collections" for cb in gc.callbacks)  # removed after each row
