"""Issue 27's measure, "a product is one folder": how much of the code outside a product's folder
still names it. `python -m bench.product_words [--json]` prints, per product word,

- the Python files outside the product's folders (modules/<product>/ and modules/<product>_*/, its
  sub-products, and every combination folder modules/combined/<a>__<b>/ that joins one of them: a
  combination folder counts as the folder of each product it combines, its name the product folders
  two underscores apart) whose code names it, and how many of them are outside modules/ altogether;
- the code lines naming it in the core: landsraad/rules/, content/, interfaces/, rl/.

Code only: comments and docstrings are skipped (a comment citing a rule is not a dependency), string
literals count (`edition == "uprising"` is one). A word matches case-insensitively anywhere in an
identifier or string (`UPRISING_TABLE`, `"uprising"`, `spies_at_least`)."""

from __future__ import annotations

import argparse
import ast
import io
import json
import re
import sys
import tokenize
from collections.abc import Iterator
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "landsraad"
CORE = ("rules", "content", "interfaces", "rl")
COMBINED = "combined"  # modules/combined/<a>__<b>/: the rules of two products played together
# product -> the words that name it (the product's name; words only it prints)
PRODUCTS: dict[str, tuple[str, ...]] = {
    "uprising": ("uprising",),
    "immortality": ("immortality",),
    "choam": ("choam",),
    "tleilaxu": ("tleilax",),          # Immortality's Bene Tleilax board (tleilaxu, tleilax)
    "spies": ("spies", "spy"),         # Uprising's Spies
    "sandworm": ("sandworm",),         # Uprising's sandworms
    "maker_hooks": ("maker_hooks",),   # Uprising's Maker Hooks
    "hagal": ("hagal",),               # the base game's automa, House Hagal (issue 27: the base product's)
}
# the product folder each word belongs to (its module and sub-products: modules/<folder>*)
# words still named in the core while their move goes on (tests/test_product_words.py DEBT holds their
# counts, which may only fall); the guards that hold single files at zero check the others (`settled_words`)
UNSETTLED: frozenset[str] = frozenset()  # none since session 44 (the base automa's scenario keys and help)
FOLDER = {"uprising": "uprising", "immortality": "immortality", "choam": "choam", "tleilaxu": "immortality",
          "spies": "uprising", "sandworm": "uprising", "maker_hooks": "uprising", "hagal": "base"}


def settled_words() -> list[str]:
    """The words of every product whose move out of the core is done (not UNSETTLED)."""
    return [w for p, ws in PRODUCTS.items() if p not in UNSETTLED for w in ws]


def code_lines(source: str) -> Iterator[tuple[int, str]]:
    """(line number, code) of each line with code, comments and docstrings removed."""
    docstrings: set[int] = set()
    try:
        tree = ast.parse(source)
    except SyntaxError:
        tree = None
    if tree is not None:
        for node in ast.walk(tree):
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
                first = node.body[0]
                if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                        and isinstance(first.value.value, str):
                    docstrings.update(range(first.lineno, (first.end_lineno or first.lineno) + 1))
    parts: dict[int, list[str]] = {}
    try:
        for tok in tokenize.generate_tokens(io.StringIO(source).readline):
            if tok.type in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT,
                            tokenize.ENDMARKER):
                continue
            if tok.start[0] in docstrings:
                continue
            for i, text in enumerate(tok.string.split("\n")):  # a string over several lines
                parts.setdefault(tok.start[0] + i, []).append(text)
    except (tokenize.TokenError, IndentationError):
        return
    for n in sorted(parts):
        yield n, " ".join(parts[n])


def _folders(rel: Path) -> tuple[str, ...]:
    """The product folders a file under modules/ belongs to: its own folder's, or for a file of a
    combination folder (modules/combined/<a>__<b>/...) each folder the combination joins."""
    if len(rel.parts) > 3 and rel.parts[1] == COMBINED:
        return tuple(rel.parts[2].split("__"))
    return (rel.parts[1],)


def measure(package: Path = PACKAGE) -> dict[str, dict[str, object]]:
    patterns = {p: re.compile("|".join(map(re.escape, words)), re.IGNORECASE) for p, words in PRODUCTS.items()}
    files: dict[str, list[str]] = {p: [] for p in PRODUCTS}
    core_lines = dict.fromkeys(PRODUCTS, 0)
    for path in sorted(package.rglob("*.py")):
        rel = path.relative_to(package)
        lines = [code for _, code in code_lines(path.read_text(encoding="utf-8"))]
        in_core = rel.parts[0] in CORE
        for product, pat in patterns.items():
            hits = sum(1 for code in lines if pat.search(code))
            if not hits:
                continue
            own = len(rel.parts) > 1 and rel.parts[0] == "modules" and any(
                folder == FOLDER[product] or folder.startswith(FOLDER[product] + "_") for folder in _folders(rel))
            if not own:
                files[product].append(rel.as_posix())
            if in_core:
                core_lines[product] += hits
    return {p: {"files_outside_its_folder": len(files[p]),
                "files_outside_modules": sum(1 for f in files[p] if not f.startswith("modules/")),
                "core_code_lines": core_lines[p], "files": files[p]} for p in PRODUCTS}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.product_words", description=__doc__.splitlines()[0])
    ap.add_argument("--json", action="store_true", help="the numbers and file lists as JSON")
    ap.add_argument("--files", action="store_true", help="list the files outside each product's folder")
    ap.add_argument("--package", type=Path, default=PACKAGE, help="the landsraad folder to measure (another checkout's)")
    args = ap.parse_args(argv)
    result = measure(args.package)
    if args.json:
        json.dump(result, sys.stdout, indent=1)
        print()
        return 0
    print(f"{'product word':<14}{'files outside its folder':>26}{'outside modules/':>18}"
          f"{'code lines in ' + ', '.join(c + '/' for c in CORE):>50}")
    for p, r in result.items():
        print(f"{p:<14}{r['files_outside_its_folder']:>26}{r['files_outside_modules']:>18}{r['core_code_lines']:>50}")
        if args.files:
            for f in r["files"]:  # type: ignore[attr-defined]
                print(f"    {f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
