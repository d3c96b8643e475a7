"""Optional compiled build of the rules (issue 8, docs/benchmarks.md): mypyc compiles the engine
modules into C extension modules placed next to their sources, which Python then imports instead
of the .py files. Same code, same behaviour (tests/test_golden.py passes both ways); pure Python
stays the reference; CI checks this build too (`make fast-check`).

    make fast     # python -m bench.fast build   (needs a C compiler; mypyc ships with mypy)
    make unfast   # python -m bench.fast clean   (back to pure Python)
    python -m bench.fast check   # exit 1 unless every module of MODULES is imported compiled

The tools the build needs are pinned in requirements-fast.txt (`make fast` installs them). CI
builds the engine in a copy of the tree with its own venv and runs the golden games on it
(`make fast-check`, issue 33), so the pure-Python test run is unaffected.

Rebuild after editing any compiled module: an extension module shadows its .py file, so a stale
build runs the old code (`python -m bench.fast status` lists what is compiled and stale).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The engine's hot path. Not compiled: view/hidden/explain (not hot), content loading (YAML).
MODULES = [
    "landsraad/core/rng.py",
    "landsraad/rules/state.py",
    "landsraad/rules/points.py",
    "landsraad/rules/events.py",
    "landsraad/rules/registry.py",
    "landsraad/rules/zones.py",
    "landsraad/rules/places.py",
    "landsraad/rules/turn_context.py",
    "landsraad/rules/influence.py",
    "landsraad/rules/effects.py",
    "landsraad/rules/turns.py",
    "landsraad/rules/engine.py",
    "landsraad/rules/phases.py",
    "landsraad/modules/base/hagal.py",
    "landsraad/modules/base/leaders.py",
    "landsraad/modules/base/cards_imperium.py",
    "landsraad/modules/base/cards_intrigue.py",
]
# mypyc's shared library: named inside the package so that it is found wherever landsraad is
GROUP = "landsraad.rules._compiled"
BUILD_DIR = "build/mypyc"


def compiled() -> list[Path]:
    return sorted(p for p in (ROOT / "landsraad").rglob("*.so"))


def build() -> int:
    from mypyc.build import mypycify
    from setuptools import setup

    exts = mypycify(MODULES, group_name=GROUP, opt_level="3", target_dir=BUILD_DIR)
    setup(name="landsraad-compiled", ext_modules=exts, packages=[],
          script_args=["-q", "build_ext", "--inplace", "--build-temp", f"{BUILD_DIR}/temp",
                       "--build-lib", f"{BUILD_DIR}/lib"])
    print(f"compiled {len(MODULES)} modules; `make unfast` returns to pure Python")
    return 0


def clean() -> int:
    for p in compiled():
        p.unlink()
        print(f"removed {p.relative_to(ROOT)}")
    return 0


def status() -> int:
    """List the compiled modules; a module is stale when its source is newer than the group
    library, which holds all the compiled code (the per-module .so files are small import shims
    that a rebuild leaves untouched when they do not change, so their dates say nothing)."""
    libs = [p for p in compiled() if p.name.startswith(GROUP.rsplit(".", 1)[1] + "__mypyc")]
    built = min((p.stat().st_mtime for p in libs), default=0.0)
    for so in compiled():
        if so in libs:
            continue
        src = so.with_name(so.name.split(".")[0] + ".py")
        stale = src.exists() and src.stat().st_mtime > built
        print(f"{so.relative_to(ROOT)}{'  STALE: rebuild with make fast' if stale else ''}")
    if not compiled():
        print("pure Python (no compiled modules)")
    return 0


def not_compiled() -> list[str]:
    """The modules of MODULES that this interpreter imports from their .py source rather than
    from a compiled extension module (empty when the compiled engine is really in use)."""
    import importlib
    import importlib.machinery

    out = []
    for path in MODULES:
        name = path.removesuffix(".py").replace("/", ".")
        mod = importlib.import_module(name)
        if not isinstance(getattr(mod, "__loader__", None), importlib.machinery.ExtensionFileLoader):
            out.append(name)
    return out


def check() -> int:
    missing = not_compiled()
    for name in missing:
        print(f"NOT COMPILED: {name}")
    if not missing:
        print(f"all {len(MODULES)} modules imported compiled")
    return 1 if missing else 0


def main(argv: list[str]) -> int:
    cmd = argv[0] if argv else "status"
    if cmd not in ("build", "clean", "status", "check"):
        print("usage: python -m bench.fast [build|clean|status|check]")
        return 2
    import os

    os.chdir(ROOT)  # mypyc and setuptools work relative to the repository root
    if cmd == "check":
        sys.path.insert(0, str(ROOT))  # this tree's landsraad, whatever the current directory was
    return {"build": build, "clean": clean, "status": status, "check": check}[cmd]()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
