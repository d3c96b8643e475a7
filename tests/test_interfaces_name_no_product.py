"""Issue 27 "A product is one folder": the interfaces (`landsraad/interfaces/`) and the RL API
(`landsraad/rl/`) name no product — a product's terminal lines, browser panels, observation blocks,
words and options live in its folder `landsraad/modules/<name>/` behind the general hooks
(docs/architecture.md "A product is one folder").

A *code* line naming a product fails: comments and docstrings may cite the seeds and products they
follow (that is how a rule names its source), code may not. Product words are those of the issue's
measure (`uprising|immortality|choam|tleilax|spies|rival|maker_hooks|shield_wall|sandworm`,
case-sensitive, in identifiers and string literals alike).

`rl/` is clean and must stay so. The interface files still holding product code are listed in
`REMAINING` with their count of such lines: the count may only fall (lower it in the same commit),
never rise, and no other file may gain one. None is left (session 41: the CLI's `--modules`, `--preset` and `--players` help and the `cards`
listing's groups are read from the registry, the presets and the modules' parts; the
terminal's, the component texts' and the browser table's product words did: `render.py`,
`screen.py`, `texts.py`, `web/layout.py`, `web/page_texts.py` read them from the modules' parts
and vocabularies; the lobby's choices, `web/lobby.py`, `web/app.py`, `web/games.py` and `index.html`,
are the presets of landsraad/presets.py named by their modules' `Module.title`). The browser's static files are checked too, with their own counts
(STATIC_REMAINING, empty since session 41: each product's browser code is in its folder)."""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "landsraad"
PRODUCT = re.compile(r"uprising|immortality|choam|tleilax|spies|rival|maker_hooks|shield_wall|sandworm|hagal")
CHECKED = ("interfaces", "rl")

# file (relative to landsraad/) -> code lines naming a product, at most (see the docstring)
REMAINING: dict[str, int] = {
    # none since session 41: the modules' help lists the registered modules, the presets' help names
    # one of landsraad/presets.py, the player counts' words are the tables' own (Module.count_words),
    # the `cards` listing's module groups are their render parts' (LISTING_KINDS); web/lobby.py,
    # app.py, games.py: 0 since session 40
    # the base game's automa (issue 27, session 43): its cards' texts, the log's words, the RL blocks and
    # the seat names, the `cards` listing's House Hagal groups and decks and the browser's card payload
    # moved into modules/base/, then the component record's kind (render.py `_kind`, the Component
    # type: a module's kind of component, content/kinds.py)
}


def product_code_lines(source: str) -> list[int]:
    """The line numbers of code tokens (names, strings other than docstrings, f-string parts) that
    name a product; comments and docstrings are skipped."""
    docstrings: set[int] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                    and isinstance(first.value.value, str)):
                docstrings.update(range(first.lineno, (first.end_lineno or first.lineno) + 1))
    hits: set[int] = set()
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE):
            continue
        if tok.type == tokenize.STRING and tok.start[0] in docstrings:
            continue
        if PRODUCT.search(tok.string):
            hits.add(tok.start[0])
    return sorted(hits)


def _counts() -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    for top in CHECKED:
        for path in sorted((ROOT / top).rglob("*.py")):
            lines = product_code_lines(path.read_text(encoding="utf-8"))
            if lines:
                out[path.relative_to(ROOT).as_posix()] = lines
    return out


def test_the_interfaces_and_rl_name_no_product_in_code() -> None:
    counts = _counts()
    grown = {f: lines for f, lines in counts.items() if len(lines) > REMAINING.get(f, 0)}
    assert not grown, ("code naming a product outside its module folder (move it behind a module's "
                       f"interface part; comments and docstrings may cite products): {grown}")
    assert not any(f.startswith("rl/") for f in counts)


def test_the_allow_list_stays_tight() -> None:
    """A file that dropped product code lowers (or leaves) its entry, so the list cannot hide a new line."""
    counts = _counts()
    loose = {f: (n, len(counts.get(f, ()))) for f, n in REMAINING.items() if len(counts.get(f, ())) < n}
    assert not loose, f"lower these entries of REMAINING to the counts found (entry, found): {loose}"


# The browser's static files (landsraad/interfaces/web/static: HTML, JavaScript, CSS) -> code lines
# naming a product, at most, as REMAINING. None since session 41: a product's browser code lives in
# its module's folder (modules/<product>/static/, named by its web part's BROWSER, served and loaded
# only in its games: interfaces/web/browser.py, static/js/parts.js); the shared files draw from data.
STATIC = ROOT / "interfaces" / "web" / "static"
STATIC_REMAINING: dict[str, int] = {}
# the static files' product words: the issue's, the automa roles the seat plans give (the base
# game's House Hagal; the Rivals' "rival" is one already: a page names an automa by the words the
# server sends, web/client.py automa_words, docs/rulings.md U739, never by testing its role) and
# CHOAM's contracts (drawn by modules/choam/static/, U740)
STATIC_PRODUCT = re.compile(PRODUCT.pattern + r"|hagal|contract")
_BLOCK_COMMENT = re.compile(r"/\*.*?\*/|<!--.*?-->", re.DOTALL)
_LINE_COMMENT = re.compile(r"(?<![:\\\"'])//.*$", re.MULTILINE)


def static_product_lines(text: str, suffix: str) -> list[int]:
    """The line numbers of a static file's code (comments taken out: `/* */`, `<!-- -->`, and a
    script's `//` line comments) that name a product."""
    text = _BLOCK_COMMENT.sub(lambda m: "\n" * m.group(0).count("\n"), text)
    if suffix == ".js":
        text = _LINE_COMMENT.sub("", text)
    return [n for n, line in enumerate(text.splitlines(), 1) if STATIC_PRODUCT.search(line)]


def _static_counts() -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    for path in sorted(STATIC.rglob("*")):
        if path.suffix in (".js", ".html", ".css"):
            lines = static_product_lines(path.read_text(encoding="utf-8"), path.suffix)
            if lines:
                out[path.relative_to(STATIC).as_posix()] = lines
    return out


def test_the_static_web_files_name_no_new_product() -> None:
    counts = _static_counts()
    grown = {f: lines for f, lines in counts.items() if len(lines) > STATIC_REMAINING.get(f, 0)}
    assert not grown, f"a static web file gained code naming a product (lines): {grown}"
    loose = {f: (n, len(counts.get(f, ()))) for f, n in STATIC_REMAINING.items() if len(counts.get(f, ())) < n}
    assert not loose, f"lower these entries of STATIC_REMAINING to the counts found (entry, found): {loose}"


def test_the_static_check_skips_comments() -> None:
    js = 'const a = 1; // the Shield Wall: shield_wall\n/* uprising\n choam */\nconst b = v.sandworms;\nfetch("http://x");\n'
    assert static_product_lines(js, ".js") == [4]
    assert static_product_lines('<!-- immortality -->\n<p class="rival">\n', ".html") == [2]
    assert static_product_lines('if (p.role === "house_hagal") x();\n', ".js") == [1]


def test_the_check_sees_code_and_skips_comments_and_docstrings() -> None:
    source = ('"""Uprising\'s seed 002."""\n'
              "# the CHOAM module (seed 002)\n"
              "def f(v):\n"
              '    """Reads immortality."""\n'
              '    return v.get("spies")  # Spies\n'
              "x = maker_hooks\n"
              'y = f"{v}-choam"\n'
              "z = 1  # shield_wall\n")
    assert product_code_lines(source) == [5, 6, 7]
