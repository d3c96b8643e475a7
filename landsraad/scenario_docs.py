"""The generated part of docs/scenarios.md: every product's decision kinds (with the action forms
each offers), scenario setup keys, seat keys, expectations and VP sources, read from the rulesets
(rules/ruleset.py: `Module.decisions`, `Module.forms`, `Module.vp_sources`) and from the scenario
code's own declarations (landsraad/scenario.py `products()`), so the page cannot fall behind
(tests/test_scenario_docs.py compares it with what this module writes). Which products have a
section, their titles and the rulesets they are read from come from the registry: each module's
scenario file (`Module.scenario`) declares DOCS_TITLE, DOCS_RULESET and DOCS_ADDS_TO.

    python -m landsraad.scenario_docs            # rewrite docs/scenarios.md between the markers
    python -m landsraad.scenario_docs --check    # exit 1 when the page differs
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from landsraad.rules.actions import Form
from landsraad.rules.decisions import DecisionKind
from landsraad.rules.editions import ruleset_of
from landsraad.rules.ruleset import MODULES, Ruleset, VpSource
from landsraad.rules.state import GameConfig
from landsraad.scenario import ProductKeys, products
from landsraad.scenario_setup import SCENARIO_VP, parts

DOC = Path(__file__).resolve().parent.parent / "docs" / "scenarios.md"
BEGIN = "<!-- BEGIN GENERATED: python -m landsraad.scenario_docs (do not edit by hand) -->"
END = "<!-- END GENERATED -->"

Spec = tuple[str, tuple[str, ...]]  # a ruleset: (edition, modules)


@dataclass(frozen=True)
class Section:
    """A product's section: its title, the ruleset it is read from, and the product it follows and
    adds to (None: shown whole, an edition); a module on top of an edition is shown on the smallest
    edition it plays with."""

    product: str
    title: str
    ruleset: Spec
    adds_to: str | None


# every game's: the default edition (GameConfig), its keys the core's (scenario_setup.BASE_*)
BASE = GameConfig().edition
EVERY_GAME = Section(BASE, "Base game (every game)", (BASE, ()), None)


def sections() -> list[Section]:
    """Every game's section, then each edition's followed by the products it adds to, each after the
    product it adds to (in the order the modules registered): from the modules' scenario files."""
    declared = [Section(part.MODULE, part.DOCS_TITLE, part.DOCS_RULESET, part.DOCS_ADDS_TO)
                for part in parts() if hasattr(part, "DOCS_TITLE")]
    out: list[Section] = []

    def add(section: Section) -> None:
        out.append(section)
        for child in declared:
            if child.adds_to == section.product and child not in out:
                add(child)

    for root in [EVERY_GAME, *(x for x in declared if x.adds_to is None)]:
        add(root)
    return out


def rulesets() -> dict[str, tuple[Spec, Spec | None]]:
    """product -> (its ruleset, the ruleset it adds to: None for an edition)."""
    spec = {x.product: x.ruleset for x in sections()}
    return {x.product: (x.ruleset, None if x.adds_to is None else spec[x.adds_to]) for x in sections()}


def _ruleset(spec: tuple[str, tuple[str, ...]]) -> Ruleset:
    return ruleset_of(spec[0], spec[1])


def _new_kinds(section: Section, shown: list[Section]) -> list[DecisionKind]:
    """The decision kinds a product brings: a module's own; for the base edition, the engine's
    (every kind of the base ruleset that no module with a section declares)."""
    rules = _ruleset(section.ruleset)
    if section.product in MODULES and section.product != BASE:
        return sorted(MODULES[section.product].decisions, key=lambda d: d.name)
    shipped = {m for x in shown for m in (x.ruleset[0], *x.ruleset[1]) if m in MODULES} - {BASE}
    from_modules = {d.name for m in shipped for d in MODULES[m].decisions}
    return sorted((d for name, d in rules.decisions.items() if name not in from_modules), key=lambda d: d.name)


def _forms(rules: Ruleset, kind: DecisionKind) -> list[str]:
    out = []
    for f in kind.forms:
        form = f if isinstance(f, Form) else rules.grammar.by_name[f]
        out.append(" ".join(form.slots))
    return out


def _vp_sources(section: Section, spec: dict[str, Spec]) -> list[VpSource]:
    have = _ruleset(section.ruleset).vp_sources
    if section.adds_to is None:
        return list(have)
    before = {v.pattern for v in _ruleset(spec[section.adds_to]).vp_sources}
    return [v for v in have if v.pattern not in before]


def _codes(items: Iterable[str]) -> str:
    items = list(items)
    return ", ".join(f"`{x}`" for x in items) if items else "none"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _keys(pk: ProductKeys | None) -> list[str]:
    if pk is None or not (pk.setup or pk.seat or pk.expect or pk.player):
        return ["Scenario keys: none of its own.", ""]
    return [
        f"Scenario setup keys: {_codes(pk.setup)}.", "",
        f"Seat keys (`seats: {{N: ...}}`): {_codes(pk.seat)}.", "",
        f"Expectations: {_codes(pk.expect)}.", "",
        f"Player fields (`pN: ...`): {_codes(pk.player)}.", "",
    ]


def product_section(section: Section, shown: list[Section] | None = None) -> list[str]:
    shown = sections() if shown is None else shown
    product = section.product
    rules = _ruleset(section.ruleset)
    pk = next((p for p in products() if p.product == product), None)
    lines = [f"### {section.title}", ""]
    lines += _keys(pk)
    sources = _vp_sources(section, {x.product: x.ruleset for x in shown})
    if section == EVERY_GAME:
        sources.append(VpSource(SCENARIO_VP, "a scenario's extra VP (`seats.N.vp: n`)"))
    if sources:
        lines += ["| VP source | from | a scenario sets it |", "|---|---|---|"]
        lines += [f"| `{v.pattern}` | {_cell(v.text)} | "
                  f"{'no: follows from the position' if v.derived else '`vp_sources`'} |" for v in sources]
        lines.append("")
    else:
        lines += ["VP sources: none of its own.", ""]
    kinds = _new_kinds(section, shown)
    if kinds:
        lines += ["| decision (`kind`) | actions | prompt |", "|---|---|---|"]
        lines += [f"| `{d.name}` | {_codes(_forms(rules, d))} | {_cell(d.prompt)} |" for d in kinds]
        lines.append("")
    else:
        lines += ["Decision kinds: none of its own.", ""]
    extra = MODULES[product].forms if product in MODULES and product != BASE else ()
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
        "scenario keys each module declares in its own folder (`Module.scenario`:",
        "`landsraad/modules/<product>/scenario.py`, read by `landsraad/scenario.py` `products()`) by",
        "`python -m landsraad.scenario_docs`; `tests/test_scenario_docs.py` fails when this part differs.",
        "Each edition comes with the products that add to it. A product's own keys are refused in a game",
        "without it; an unknown key is refused with the list of valid ones.",
        "",
    ]
    shown = sections()
    for section in shown:
        lines += product_section(section, shown)
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
