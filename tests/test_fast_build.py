"""The optional mypyc build (bench/fast.py, issue 33) cannot rot unseen. CI builds it and plays
the golden games on it (`make fast-check`, .ci/run); these checks run in the pure-Python suite too:
- the construct mypy 2.4.1's mypyc stops on with an internal error (a starred expression inside a
  tuple, list or set that `in` tests, `module in (None, *in_play)`) is absent from the compiled
  modules;
- the build's tools are pinned to exact versions (requirements-fast.txt)."""

from __future__ import annotations

import ast
from pathlib import Path

from bench.fast import MODULES, ROOT


def starred_membership(path: Path) -> list[int]:
    lines = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Compare):
            for op, right in zip(node.ops, node.comparators, strict=True):
                if (isinstance(op, (ast.In, ast.NotIn)) and isinstance(right, (ast.Tuple, ast.List, ast.Set))
                        and any(isinstance(e, ast.Starred) for e in right.elts)):
                    lines.append(node.lineno)
    return lines


def test_compiled_modules_avoid_what_mypyc_cannot_compile() -> None:
    found = {m: lines for m in MODULES if (lines := starred_membership(ROOT / m))}
    assert not found, f"`x in (a, *b)` stops mypyc (issue 33); write `x == a or x in b`: {found}"


def test_the_build_tools_are_pinned() -> None:
    reqs = [line.split("#")[0].strip() for line in (ROOT / "requirements-fast.txt").read_text().splitlines()]
    reqs = [r for r in reqs if r]
    names = {r.split("==")[0].lower() for r in reqs}
    assert {"mypy", "setuptools"} <= names, reqs
    assert all("==" in r for r in reqs), f"pin every build tool exactly: {reqs}"
