"""Issue 27, a product is one folder: the core (landsraad/rules/) names no product and imports no
module except through the registry (rules/ruleset.py `_builtin`, which imports the package of the
built-in modules so they register). A code line, not a comment or a docstring, that names a product
word or imports `landsraad.modules` fails here, so the rule cannot rot (docs/architecture.md).

The lines still naming a product when this test was written are listed in DEBT, per file: a file
may only lose them (the count there must fall with the work and be lowered here as it does); a
new file, or one more line, fails."""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

RULES = Path(__file__).resolve().parent.parent / "landsraad" / "rules"
# the products' names and the words only one product uses (seeds 002, 003 and the CHOAM module)
# (and the base game's automa, House Hagal: its deck, its frames and its cards are the base product's
# since issue 27, modules/base/hagal.py, state.py, render.py, rl.py)
PRODUCT = re.compile(r"uprising|immortality|choam|tleilax|\bspies\b|\brivals?\b|maker_hooks|shield_wall|sandworm|hagal",
                     re.IGNORECASE)
MODULES_IMPORT = re.compile(r"\b(import|from)\s+landsraad\.modules\b|\bimport_module\(\s*[\"']landsraad\.modules")
REGISTRY = "ruleset.py"  # the one file that may import the modules' package (its `_builtin`)

# file -> the code lines naming a product when issue 27's core work stopped (see the docstring)
# (none left: the base Intrigue cards' rules, Corner the Market's text among them, are the base
# module's since issue 27's handler move: modules/base/cards_intrigue.py)
DEBT: dict[str, int] = {}


def code_lines(source: str) -> dict[int, str]:
    """Line number -> the line's code with its comments and docstrings taken out."""
    skip: set[int] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                skip.update(range(first.lineno, (first.end_lineno or first.lineno) + 1))
    out: dict[int, list[str]] = {}
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT,
                        tokenize.ENDMARKER) or tok.start[0] in skip:
            continue
        for n in range(tok.start[0], tok.end[0] + 1):
            out.setdefault(n, []).append(tok.string)
    return {n: " ".join(parts) for n, parts in out.items()}


def offending(path: Path) -> list[str]:
    out = []
    for n, code in sorted(code_lines(path.read_text(encoding="utf-8")).items()):
        if PRODUCT.search(code) or (MODULES_IMPORT.search(code) and path.name != REGISTRY):
            out.append(f"{path.name}:{n}: {code[:100]}")
    return out


def test_the_scanner_sees_code_not_comments() -> None:
    src = '"""Uprising in a docstring."""\n# choam in a comment\nx = 1  # spies\ny = "uprising"\nimport landsraad.modules.x\n'
    assert code_lines(src) == {3: "x = 1", 4: 'y = "uprising"', 5: "import landsraad . modules . x"}
    assert PRODUCT.search('y = "uprising"') and not PRODUCT.search("in arrival order")
    assert MODULES_IMPORT.search("from landsraad.modules.uprising.state import SPIES")


def test_the_core_names_no_product() -> None:
    found: dict[str, list[str]] = {}
    for path in sorted(RULES.rglob("*.py")):
        lines = offending(path)
        if lines:
            found[str(path.relative_to(RULES))] = lines
    grown = {f: lines for f, lines in found.items() if len(lines) > DEBT.get(f, 0)}
    assert not grown, "code in landsraad/rules/ names a product or imports a module:\n" + "\n".join(
        line for lines in grown.values() for line in lines)
    paid = {f: n for f, n in DEBT.items() if len(found.get(f, ())) < n}
    assert not paid, f"fewer product lines than DEBT lists: lower it to {({f: len(found.get(f, ())) for f in paid})}"


def test_the_views_keep_what_the_products_show() -> None:
    """What moved out of rules/view.py into the products' view hooks (`Module.view`,
    `Module.player_view`) still reaches every seat in their games, and only there: Uprising's Spies,
    Shield Wall and Maker Hooks (002 Espías, Preparación A, F2), each player's Spies in supply, the
    solo Rivals' difficulty (000 and 002 Rivales); CHOAM's contracts (002 MÓDULO DE LA CHOAM)."""
    from landsraad import GameConfig, new_game, view

    base = view(new_game(GameConfig(players=4), seed=1), 0)
    assert not {"spies", "shield_wall", "maker_hooks", "contracts"} & set(base) and base["difficulty"] is None
    assert "spies_supply" not in base["players"][0]
    up = view(new_game(GameConfig(edition="uprising", players=4, modules=("choam",)), seed=1), -1)
    assert up["spies"] == {} and up["shield_wall"] is True and up["maker_hooks"] == []
    assert [p["spies_supply"] for p in up["players"]] == [3, 3, 3, 3] and up["difficulty"] is None
    assert set(up["contracts"]) == {"face_up", "bank", "set_aside"}
    for edition in ("base", "uprising"):
        solo = view(new_game(GameConfig(edition=edition, players=1, difficulty="mentat"), seed=1), 0)
        assert solo["difficulty"] == "mentat", edition
