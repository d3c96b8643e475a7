"""The browser code of the rules modules (issue 27: a product is one folder).

A module's "web" part (`Module.interfaces["web"]`) names the files of the `static/` folder beside
it in `BROWSER`: ES modules (`.js`) and style sheets (`.css`) that draw what the module adds to the
table (Uprising's observation posts, Immortality's Bene Tleilax board). The server serves them at
`/static/modules/<module>/<file>` (app.py), by name from that list only (no other file of the
folder is reachable), and a game's table (`layout.table_payload`) lists those of its ruleset's
modules under `browser`: the page loads exactly those before it draws (static/js/parts.js). The
shared files of `static/` draw spaces, tracks, cards and panels from data; they name no product.
"""

from __future__ import annotations

from functools import cache
from importlib import import_module
from pathlib import Path
from typing import Any

from landsraad.rules.ruleset import MODULES, Module, module_parts

URL = "/static/modules/{module}/{file}"
KINDS = {".js": "scripts", ".css": "styles"}


def _files(m: Module) -> dict[str, Path]:
    """The browser files a module's web part names, each checked to exist in its `static/` folder."""
    if "web" not in m.interfaces:
        return {}
    part = import_module(m.interfaces["web"])
    names = getattr(part, "BROWSER", ())
    folder = Path(str(part.__file__)).parent / "static"
    out = {}
    for name in names:
        path = folder / name
        if Path(name).name != name or Path(name).suffix not in KINDS or not path.is_file():
            raise ValueError(f"module {m.name!r}: browser file {name!r} is not a .js or .css file of {folder}")
        out[name] = path
    return out


@cache
def module_files() -> dict[str, dict[str, Path]]:
    """Every registered module's browser files: module -> file name -> path (what the server serves)."""
    module_parts("base")  # the built-in modules are registered
    return {name: files for name, m in MODULES.items() if (files := _files(m))}


def module_file(module: str, file: str) -> Path | None:
    """The path of a module's browser file, or None if the module names no such file."""
    return module_files().get(module, {}).get(file)


@cache
def browser_files(edition: str, modules: tuple[str, ...] = ()) -> dict[str, Any]:
    """The URLs of the browser files of a game's modules, in module order: {"scripts", "styles"}."""
    out: dict[str, list[str]] = {"scripts": [], "styles": []}
    for m in module_parts(edition, modules):
        for name in _files(m):
            out[KINDS[Path(name).suffix]].append(URL.format(module=m.name, file=name))
    return out
