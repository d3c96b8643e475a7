"""Issue 27, import circles: the files of landsraad/rules/ import each other in one direction only
(docs/architecture.md, "Layers": the rules' inner order). Every import counts, the ones made only
for the type checker (`if TYPE_CHECKING:`) and the ones inside a function too, so a new arrow that
closes a loop fails here, naming the files of the loop.

The state holds its ruleset and the ruleset's callbacks take the state: the files below the state
name it by rules/types.py's aliases, and what the state calls above it is bound when the rules
package is imported (checked below), never imported by the state."""

from __future__ import annotations

import ast
from pathlib import Path

import landsraad  # noqa: F401  (imports the rules package, which binds the engine and the save checks)
from landsraad.rules import engine, save_checks, state
from landsraad.rules.ruleset import core_fields

RULES = Path(__file__).resolve().parent.parent / "landsraad" / "rules"
PACKAGE = "landsraad.rules"


def _imports(path: Path, files: set[str]) -> set[str]:
    """The rules files `path` imports, wherever the import stands."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(PACKAGE):
            rest = node.module[len(PACKAGE):].lstrip(".").split(".")[0]
            if rest:
                out.add(rest)
            else:  # `from landsraad.rules import engine`: the submodules named
                out.update(a.name if a.name in files else "__init__" for a in node.names)
        elif isinstance(node, ast.Import):
            out.update(a.name.split(".")[2] for a in node.names if a.name.startswith(PACKAGE + "."))
    out.discard(path.stem)
    return out


def _graph() -> dict[str, set[str]]:
    files = {p.stem for p in RULES.glob("*.py")}
    return {p.stem: _imports(p, files) for p in RULES.glob("*.py")}


def _a_circle(graph: dict[str, set[str]]) -> list[str] | None:
    """One loop of imports (its files in order, the first again at the end), or None."""
    done: set[str] = set()
    path: list[str] = []

    def visit(f: str) -> list[str] | None:
        if f in path:
            return [*path[path.index(f):], f]
        if f in done:
            return None
        path.append(f)
        for g in sorted(graph.get(f, ())):
            found = visit(g)
            if found:
                return found
        path.pop()
        done.add(f)
        return None

    for f in sorted(graph):
        found = visit(f)
        if found:
            return found
    return None


def test_the_rules_files_import_each_other_without_a_circle() -> None:
    graph = _graph()
    assert {"state", "ruleset", "engine", "types"} <= set(graph)  # the files were read
    assert "state" in graph["engine"] and "ruleset" in graph["state"]  # and their imports too
    circle = _a_circle(graph)
    assert circle is None, "an import circle in landsraad/rules: " + " -> ".join(circle or ())


def test_a_circle_is_found_where_there_is_one() -> None:
    """The search itself: a loop through three files is reported, a chain is not."""
    assert _a_circle({"a": {"b"}, "b": {"c"}, "c": set()}) is None
    assert _a_circle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]


def test_the_state_below_imports_nothing_above_it() -> None:
    """The files below the state in docs/architecture.md's order import neither the state nor the
    ruleset's users above it (they name the state by rules/types.py's aliases)."""
    graph = _graph()
    for low in ("types", "marks", "actions", "decisions", "events", "points", "registry", "fields",
                "options", "migrate", "pool", "turn_context", "player_zones", "ruleset"):
        assert "state" not in graph[low], f"rules/{low}.py imports rules/state.py"


def test_what_the_state_calls_above_it_is_bound_once_the_rules_are_imported() -> None:
    assert state._engine_legal is engine._cached_legal
    assert state._engine_apply is engine.apply_action
    assert state._state_problems is save_checks.state_problems
    assert core_fields("state") == state.CORE_STATE_FIELDS
    assert core_fields("player") == state.CORE_PLAYER_FIELDS
    assert core_fields("config") == state.CONFIG_FIELDS


def test_the_rules_import_nothing_above_them() -> None:
    """The rules are the bottom of the package (docs/architecture.md, Layers): no file of
    landsraad/rules/ imports the presets, the interfaces, the agents or anything else above it,
    wherever the import stands; the registry (ruleset.py `_builtin`) reaches the modules by name.
    (The presets hand the rules their card-products reader instead: `bind_deck_products`.)"""
    allowed = ("landsraad.rules", "landsraad.core", "landsraad.content", "landsraad.i18n")
    found = []
    for path in sorted(RULES.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([node.module] if isinstance(node, ast.ImportFrom) and node.module and node.level == 0
                     else [a.name for a in node.names] if isinstance(node, ast.Import) else [])
            found += [f"{path.name}: {n}" for n in names if n.startswith("landsraad") and not n.startswith(allowed)]
    assert found == [], found
