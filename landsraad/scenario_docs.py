"""The generated part of docs/scenarios.md: every product's decision kinds (with the action forms
each offers), scenario setup keys, seat keys, expectations and VP sources, read from the rulesets
(rules/ruleset.py: `Module.decisions`, `Module.forms`, `Module.vp_sources`) and from the scenario
code's own declarations (landsraad/scenario.py `PRODUCTS`), so the page cannot fall behind
(tests/test_scenario_docs.py compares it with what this module writes).

    python -m landsraad.scenario_docs            # rewrite docs/scenarios.md between the markers
    python -m landsraad.scenario_docs --check    # exit 1 when the page differs
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from pathlib import Path

from landsraad.rules.actions import Form
from landsraad.rules.decisions import DecisionKind
from landsraad.rules.editions import ruleset_of
from landsraad.rules.ruleset import MODULES, Ruleset, VpSource
from landsraad.scenario import PRODUCTS, ProductKeys
from landsraad.scenario_setup import SCENARIO_VP

DOC = Path(__file__).resolve().parent.parent / "docs" / "scenarios.md"
BEGIN = "<!-- BEGIN GENERATED: python -m landsraad.scenario_docs (do not edit by hand) -->"
END = "<!-- END GENERATED -->"

# product -> (its ruleset, the ruleset it adds to: None for an edition). A module on top of an
# edition is shown on the smallest edition it plays with.
RULESETS: dict[str, tuple[tuple[str, tuple[str, ...]], tuple[str, tuple[str, ...]] | None]] = {
    "base": (("base", ()), None),
    "uprising": (("uprising", ()), None),
    "uprising_rivals": (("uprising", ()), ("uprising", ())),  # part of the edition: 1 and 2 players
    "choam": (("uprising", ("choam",)), ("uprising", ())),
    "immortality": (("base", ("immortality",)), ("base", ())),
    "immortality_up_to_11": (("base", ("immortality", "immortality_up_to_11")), ("base", ("immortality",))),
}
TITLES = {"base": "Base game (every game)", "uprising": "Uprising (`edition: uprising`, seed 002)",
          "uprising_rivals": "Rivals (`edition: uprising` with `players: 1` or `2`, seed 002 Rivals supplement)",
          "choam": "CHOAM (`modules: [choam]` on Uprising, seed 002 MÓDULO DE LA CHOAM)",
          "immortality": "Immortality (`modules: [immortality]`, seed 003)",
          "immortality_up_to_11": "Immortality \"Up to 11\" (`modules: [immortality, immortality_up_to_11]`, seed 003)"}


def _ruleset(spec: tuple[str, tuple[str, ...]]) -> Ruleset:
    return ruleset_of(spec[0], spec[1])


def _new_kinds(product: str) -> list[DecisionKind]:
    """The decision kinds a product brings: a module's own; for the base edition, the engine's
    (every kind of the base ruleset that no module declares)."""
    rules = _ruleset(RULESETS[product][0])
    if product in MODULES and product != "base":
        return sorted(MODULES[product].decisions, key=lambda d: d.name)
    shipped = {m for (edition, modules), _ in RULESETS.values() for m in (edition, *modules)} - {"base"}
    from_modules = {d.name for m in shipped for d in MODULES[m].decisions}  # never a test's toy module
    return sorted((d for name, d in rules.decisions.items() if name not in from_modules), key=lambda d: d.name)


def _forms(rules: Ruleset, kind: DecisionKind) -> list[str]:
    out = []
    for f in kind.forms:
        form = f if isinstance(f, Form) else rules.grammar.by_name[f]
        out.append(" ".join(form.slots))
    return out


def _vp_sources(product: str) -> list[VpSource]:
    spec, parent = RULESETS[product]
    have = _ruleset(spec).vp_sources
    if parent is None:
        return list(have)
    before = {v.pattern for v in _ruleset(parent).vp_sources}
    return [v for v in have if v.pattern not in before]


def _codes(items: Iterable[str]) -> str:
    items = list(items)
    return ", ".join(f"`{x}`" for x in items) if items else "none"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _keys(pk: ProductKeys | None) -> list[str]:
    if pk is None:
        return ["Scenario keys: none of its own.", ""]
    return [
        f"Scenario setup keys: {_codes(pk.setup)}.", "",
        f"Seat keys (`seats: {{N: ...}}`): {_codes(pk.seat)}.", "",
        f"Expectations: {_codes(pk.expect)}.", "",
        f"Player fields (`pN: ...`): {_codes(pk.player)}.", "",
    ]


def product_section(product: str) -> list[str]:
    rules = _ruleset(RULESETS[product][0])
    pk = next((p for p in PRODUCTS if p.product == product), None)
    lines = [f"### {TITLES[product]}", ""]
    lines += _keys(pk)
    sources = _vp_sources(product)
    if product == "base":
        sources.append(VpSource(SCENARIO_VP, "a scenario's extra VP (`seats.N.vp: n`)"))
    if sources:
        lines += ["| VP source | from | a scenario sets it |", "|---|---|---|"]
        lines += [f"| `{v.pattern}` | {_cell(v.text)} | "
                  f"{'no: follows from the position' if v.derived else '`vp_sources`'} |" for v in sources]
        lines.append("")
    else:
        lines += ["VP sources: none of its own.", ""]
    kinds = _new_kinds(product)
    if kinds:
        lines += ["| decision (`kind`) | actions | prompt |", "|---|---|---|"]
        lines += [f"| `{d.name}` | {_codes(_forms(rules, d))} | {_cell(d.prompt)} |" for d in kinds]
        lines.append("")
    else:
        lines += ["Decision kinds: none of its own.", ""]
    extra = MODULES[product].forms if product in MODULES and product != "base" else ()
    if extra:
        lines += [f"Actions it adds to other decisions: {_codes(' '.join(f.slots) for f in extra)}.", ""]
    return lines


def generated() -> str:
    """The text between the markers."""
    lines = [
        BEGIN, "",
        "## Every product's keys, decisions and VP sources",
        "",
        "Generated from the rulesets (`Module.decisions`, `Module.forms`, `Module.vp_sources`) and the",
        "scenario code's declarations (`landsraad/scenario.py` `PRODUCTS`) by",
        "`python -m landsraad.scenario_docs`; `tests/test_scenario_docs.py` fails when this part differs.",
        "A product's own keys are refused in a game without it; an unknown key is refused with the list",
        "of valid ones.",
        "",
    ]
    for product in RULESETS:
        lines += product_section(product)
    lines.append(END)
    return "\n".join(lines) + "\n"


def render(page: str) -> str:
    """The page with its generated part replaced (appended when the markers are missing)."""
    text = generated()
    if BEGIN in page and END in page:
        head, rest = page.split(BEGIN, 1)
        tail = rest.split(END, 1)[1].lstrip("\n")
        return head + text + ("\n" + tail if tail else "")
    return page.rstrip("\n") + "\n\n" + text


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m landsraad.scenario_docs", description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="exit 1 when docs/scenarios.md differs")
    ap.add_argument("--path", type=Path, default=DOC)
    args = ap.parse_args(argv)
    page = args.path.read_text(encoding="utf-8")
    new = render(page)
    if args.check:
        if new != page:
            print(f"{args.path} is out of date: run python -m landsraad.scenario_docs", file=sys.stderr)
            return 1
        return 0
    if new != page:
        args.path.write_text(new, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
