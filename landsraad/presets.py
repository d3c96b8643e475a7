"""Named presets (issue 30): the product combinations a table picks by one name. A preset is an
edition and its rules modules, in the order GameConfig checks them; the `presets` command lists them
and `--preset NAME` (simulate, tournament, play) sets both.

Each product declares its own from its folder (issue 27, "a product is one folder"), when its package
is imported, and this module composes them with the registry (rules/ruleset.py):
- an edition (`declare_edition`): its name alone is a preset, with the seed that prints it;
- a part (`declare_part`): a word of a preset's name that adds one rules module, with its seed and
  its rank (a name lists its parts by rank, and the presets come in that order). A part goes with
  every edition whose rules take its module after the parts it requires (the engine's word:
  `ruleset_problem`), and needs those parts in the same preset (docs/rulings.md M909: the base
  Conflict cards come with the base-cards mix). Every union of an edition's parts is a preset
  (docs/rulings.md M905: no seed forbids one addition with another);
- a mode (`declare_mode`): a game mode that is a preset of its own, not a union of parts (a
  six-player game takes no other part: its module's config check); its modules are those its module
  requires beyond the edition's, then the parts it names, then its own (as `Module.played_at`
  implies them on the command line: docs/rulings.md S850);
- a variant (`declare_variant`): a module a table may add after another one; no preset part (the
  command line adds it with --modules), the lobby offers it with every preset holding that module.

A name is its parts joined by "+", the edition first (a mode: its own name); a name of valid parts in
another order is read as the preset it names. Anything else is refused with the list of presets
(`preset_problem`). Which combinations the seeds print is cited where each product declares them."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from landsraad.core.errors import ContentError
from landsraad.rules.ruleset import bind_deck_products, ruleset_problem


@dataclass(frozen=True)
class Preset:
    name: str
    edition: str
    modules: tuple[str, ...]
    seed: str  # where the seeds print the combination
    players: tuple[int, ...] = ()  # the table sizes it is played at (): the edition's own (1 to 4)


@dataclass(frozen=True)
class Part:
    name: str  # its word in a preset's name
    module: str  # the rules module it adds
    seed: str  # where the seeds print it
    rank: int  # its place among the parts of a name (the order GameConfig wants the modules in)


@dataclass(frozen=True)
class Mode:
    name: str
    edition: str
    module: str  # the mode's own rules module
    seed: str
    players: tuple[int, ...]
    parts: tuple[str, ...] = ()  # the parts it is played with (their names)


# what the products declared: edition -> its seed; part name -> Part; mode name -> Mode; a module ->
# the variant modules a table may add after it (in declaration order)
EDITION_SEEDS: dict[str, str] = {}
DECLARED_PARTS: dict[str, Part] = {}
DECLARED_MODES: dict[str, Mode] = {}
VARIANTS: dict[str, tuple[str, ...]] = {}


def _declare(table: dict[str, Any], key: str, value: object, what: str, joined: bool = False) -> None:
    """Once per name (the same declaration again is fine: a package imported twice). A name is
    lowercase without spaces; only a mode's may hold "+" (a part's would split a preset's name)."""
    if not isinstance(key, str) or not key or key != key.strip().lower() or " " in key or ("+" in key and not joined):
        raise ValueError(f"a {what}'s name is a lowercase word{'' if joined else ' without +'}, not {key!r}")
    if table.get(key, value) != value:
        raise ValueError(f"the {what} {key!r} is already declared otherwise")
    table[key] = value
    _TABLES.clear()


def declare_edition(edition: str, seed: str) -> None:
    """An edition's own preset (its name alone) and the seed that prints it."""
    _declare(EDITION_SEEDS, edition, seed, "edition preset")


def declare_part(name: str, module: str, seed: str, rank: int) -> None:
    """A part of presets' names that adds `module` (see the module's docstring)."""
    _declare(DECLARED_PARTS, name, Part(name, module, seed, rank), "preset part")


def declare_mode(name: str, edition: str, module: str, seed: str, players: tuple[int, ...],
                 parts: tuple[str, ...] = ()) -> None:
    """A game mode that is a preset of its own (see the module's docstring)."""
    _declare(DECLARED_MODES, name, Mode(name, edition, module, seed, players, parts), "mode", joined=True)


def declare_variant(variant: str, of: str) -> None:
    """A variant module a table may add after the module `of` (no preset part: the lobby's choices)."""
    if variant not in VARIANTS.get(of, ()):
        VARIANTS[of] = (*VARIANTS.get(of, ()), variant)
        _TABLES.clear()


def forget(module: str) -> None:
    """Take back what a module declared (a plug-in unregistered): its parts, modes and variants."""
    for name in [n for n, p in DECLARED_PARTS.items() if p.module == module]:
        del DECLARED_PARTS[name]
    for name in [n for n, m in DECLARED_MODES.items() if m.module == module]:
        del DECLARED_MODES[name]
    for of in list(VARIANTS):
        kept = tuple(v for v in VARIANTS[of] if v != module)
        if kept:
            VARIANTS[of] = kept
        else:
            del VARIANTS[of]
    VARIANTS.pop(module, None)
    EDITION_SEEDS.pop(module, None)
    _TABLES.clear()


@dataclass(frozen=True)
class _Tables:
    parts: dict[str, dict[str, str]]  # edition -> its part names -> their modules, by rank
    needs: dict[str, tuple[str, ...]]  # a part -> the parts it needs in the same preset
    presets: dict[str, Preset]
    modes: dict[str, Preset]


# the composed tables, by the registry's state they were composed from (cleared by a declaration)
_TABLES: dict[tuple[object, ...], _Tables] = {}


def _tables() -> _Tables:
    from landsraad.rules.ruleset import EDITIONS, MODULES, known_editions

    key = (tuple(MODULES), tuple(EDITIONS.items()), known_editions())
    found = _TABLES.get(key)
    if found is None:
        _TABLES.clear()
        found = _TABLES[key] = _compose()
    return found


def _compose() -> _Tables:
    from landsraad.rules.ruleset import EDITIONS, MODULES, known_editions

    declared = sorted(DECLARED_PARTS.values(), key=lambda p: p.rank)
    by_module = {p.module: p.name for p in declared}
    needs = {p.name: tuple(by_module[r] for r in MODULES[p.module].requires if r in by_module)
             for p in declared if p.module in MODULES}
    parts: dict[str, dict[str, str]] = {}
    presets: dict[str, Preset] = {}
    for edition in known_editions():
        if edition not in EDITION_SEEDS:
            continue
        # the parts the edition's rules take, each after the parts it needs
        own = {p.name: p.module for p in declared if p.name in needs and ruleset_problem(
            edition, (*(DECLARED_PARTS[n].module for n in needs[p.name]), p.module)) is None}
        parts[edition] = own
        names = list(own)
        for k in range(len(names) + 1):
            for chosen in combinations(names, k):
                if any(n not in chosen for p in chosen for n in needs[p]):
                    continue
                name = "+".join((edition, *chosen))
                seeds = (EDITION_SEEDS[edition], *(DECLARED_PARTS[p].seed for p in chosen))
                presets[name] = Preset(name, edition, tuple(own[p] for p in chosen), "; ".join(seeds))
    modes: dict[str, Preset] = {}
    for mode in DECLARED_MODES.values():
        if mode.module not in MODULES or mode.edition not in parts or any(p not in parts[mode.edition] for p in mode.parts):
            continue  # a mode of an edition or with a part that is not offered (not registered)
        have = EDITIONS[mode.edition]
        required = tuple(r for r in MODULES[mode.module].requires if r not in have)
        modules = (*required, *(DECLARED_PARTS[p].module for p in mode.parts), mode.module)
        modes[mode.name] = Preset(mode.name, mode.edition, modules, mode.seed, mode.players)
    return _Tables(parts, needs, {**presets, **modes}, modes)


class _Presets(Mapping[str, Preset]):
    """name -> Preset, composed from what the registered products declared (read live: a product
    registered later is in it)."""

    def __getitem__(self, name: str) -> Preset:
        return _tables().presets[name]

    def __iter__(self) -> Iterator[str]:
        return iter(_tables().presets)

    def __len__(self) -> int:
        return len(_tables().presets)

    def __repr__(self) -> str:
        return f"PRESETS({', '.join(self)})"


PRESETS: Mapping[str, Preset] = _Presets()


def module_sets() -> tuple[tuple[str, ...], ...]:
    """The module lists a table may choose on top of an edition (the lobby's choices): each preset's
    modules (in PRESETS order, a list two editions share once), and after each the preset with a
    variant of one of its modules, the variant right after its module. Which edition may play which
    is the engine's word (rules/ruleset.py ruleset_problem); this is the list of what is offered."""
    out: dict[tuple[str, ...], None] = {}
    for p in PRESETS.values():
        out[p.modules] = None
        for i, m in enumerate(p.modules):
            for variant in VARIANTS.get(m, ()):
                out[(*p.modules[:i + 1], variant, *p.modules[i + 1:])] = None
    return tuple(out)


def _canonical(name: str) -> str | None:
    """The preset a name means (its parts in any order after the edition), or None."""
    tables = _tables()
    if name.strip().lower() in tables.modes:
        return name.strip().lower()
    parts = [p.strip().lower() for p in name.split("+")]
    if not parts or parts[0] not in tables.parts or len(set(parts)) != len(parts):
        return None
    order = list(tables.parts[parts[0]])
    if any(p not in order or any(n not in parts for n in tables.needs[p]) for p in parts[1:]):
        return None
    return "+".join([parts[0], *sorted(parts[1:], key=order.index)])


def preset_problem(name: object) -> str | None:
    """What is wrong with a preset name, or None."""
    tables = _tables()
    if isinstance(name, str) and _canonical(name) is None:
        parts = [p.strip().lower() for p in name.split("+")]
        if parts[0] in tables.parts:
            takes_parts = tables.parts[parts[0]]
            stray = [p for p in parts[1:] if p not in takes_parts]
            if len(set(parts)) != len(parts):
                return f"preset {name[:40]!r} names a part twice"
            lone = [(p, n) for p in parts[1:] if p in takes_parts for n in tables.needs[p] if n not in parts]
            if lone and not stray:  # M909: the base Conflict cards are an option of the base-cards mix
                return f"preset {name[:40]!r}: {lone[0][0]!r} goes with {lone[0][1]!r} (add it)"
            if stray:  # a part of another edition's (the base board takes Immortality only: 003)
                takes = ", ".join(takes_parts) or "nothing"
                return (f"preset {name[:40]!r}: {stray[0][:20]!r} does not go with {parts[0]} "
                        f"({parts[0]} takes {takes}; presets: {', '.join(PRESETS)})")
    if not isinstance(name, str) or _canonical(name) is None:
        shown = repr(name)[:40]
        return f"unknown preset {shown} (presets: {', '.join(PRESETS)})"
    return None


def preset(name: str) -> Preset:
    """The preset a name means; ValueError naming the presets when there is none."""
    problem = preset_problem(name)
    if problem:
        raise ValueError(problem)
    return PRESETS[_canonical(name)]  # type: ignore[index]


def deck_products(deck: str) -> dict[str, str]:
    """Every deck card id any product prints -> its product (the largest game of each edition): what
    a card pool's refusal names (rules/pool.py pooled_content; the rules ask it through
    rules/ruleset.py deck_products, bound below)."""
    from landsraad.rules.editions import ruleset_of

    out: dict[str, str] = {}
    for chosen in PRESETS.values():
        problem = ruleset_problem(chosen.edition, chosen.modules)
        if problem:
            raise ContentError(problem)
        c = ruleset_of(chosen.edition, chosen.modules).content  # no pool, any table
        table = c.cards if deck == "imperium" else c.intrigues
        for cid in dict.fromkeys(c.imperium_deck if deck == "imperium" else c.intrigue_deck):
            out.setdefault(cid, table[cid].product)
    return out


bind_deck_products(deck_products)
