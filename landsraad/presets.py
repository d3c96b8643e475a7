"""Named presets (issue 30): the product combinations a table picks by one name, as data in one
place. A preset is an edition and its rules modules, in the order GameConfig checks them; the
`presets` command lists them and `--preset NAME` (simulate, tournament, play) sets both.

Which combinations the seeds print:
- base, base+immortality: seed 003 (Immortality is an expansion of the base game);
- uprising, uprising+choam: seed 002 (the CHOAM module is Uprising's own);
- uprising+immortality: seed 002 "COMBINAR INSURRECCIÓN CON OTROS PRODUCTOS DE DUNE: IMPERIUM",
  "AÑADIR INMORTALIDAD";
- uprising+base-cards: seed 002 "COMBINAR CON EL DUNE: IMPERIUM BÁSICO" (modules/base_cards/);
- uprising+base-cards+base-conflicts: the same section's optional base Conflict cards
  (modules/base_conflicts/, docs/rulings.md M909), a part of the base-cards mix only;
- and every union of those Uprising parts (docs/rulings.md M905: 002 lists each as an addition to Uprising; none of
  them forbids another). A base game takes no Uprising part (they require the Uprising board);
- uprising-six: seed 002 PARTIDAS DE SEIS JUGADORES, a game mode of its own (`MODES`): the six-player
  team game, with the CHOAM module it requires (002 C), played by six (docs/rulings.md S837);
- uprising-six+immortality: the same with Immortality (002 PARTIDAS DE SEIS JUGADORES, INMORTALIDAD).

A name is its parts joined by "+", the edition first (a mode: its own name); a name of valid parts in another order
(`uprising+base-cards+choam`) is read as the preset it names. Anything else is refused with the
list of presets (`preset_problem`)."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations


@dataclass(frozen=True)
class Preset:
    name: str
    edition: str
    modules: tuple[str, ...]
    seed: str  # where the seeds print the combination
    players: tuple[int, ...] = ()  # the table sizes it is played at (): the edition's own (1 to 4)


# a part of a preset's name -> the rules module it adds (in this order: the order GameConfig wants)
PARTS: dict[str, dict[str, str]] = {
    "base": {"immortality": "immortality"},
    "uprising": {"choam": "choam", "immortality": "immortality", "base-cards": "base_cards",
                 "base-conflicts": "base_conflicts"},
}
# a part -> the part it is an option of (M909: the base Conflict cards come with the base-cards mix)
NEEDS = {"base-conflicts": "base-cards"}
SEEDS = {"base": "001", "uprising": "002", "immortality": "003 (002 AÑADIR INMORTALIDAD on Uprising)",
         "choam": "002 (CHOAM)", "base-cards": "002 COMBINAR CON EL DUNE: IMPERIUM BÁSICO",
         "base-conflicts": "002 COMBINAR CON EL DUNE: IMPERIUM BÁSICO (its Conflict cards)"}


def _build() -> dict[str, Preset]:
    out: dict[str, Preset] = {}
    for edition, parts in PARTS.items():
        names = list(parts)
        for k in range(len(names) + 1):
            for chosen in combinations(names, k):
                if any(NEEDS[p] not in chosen for p in chosen if p in NEEDS):
                    continue
                name = "+".join((edition, *chosen))
                out[name] = Preset(name, edition, tuple(parts[p] for p in chosen),
                                   "; ".join(SEEDS[p] for p in (edition, *chosen)))
    return out


# a game mode that is a preset of its own, not a union of parts (a six-player game takes no other
# part: its module's config check): its modules are the mode's module after those it requires, as
# `Module.played_at` implies them on the command line (`--players 6` on Uprising: docs/rulings.md S850)
MODES: dict[str, Preset] = {
    "uprising-six": Preset("uprising-six", "uprising", ("choam", "uprising_six"),
                           "002 PARTIDAS DE SEIS JUGADORES (C: with the CHOAM module)", players=(6,)),
    # with Immortality (002 PARTIDAS DE SEIS JUGADORES, INMORTALIDAD; its "Up to 11" variant as VARIANTS)
    "uprising-six+immortality": Preset("uprising-six+immortality", "uprising", ("choam", "immortality", "uprising_six"),
                                       "002 PARTIDAS DE SEIS JUGADORES, INMORTALIDAD (with the CHOAM module)",
                                       players=(6,)),
}

PRESETS: dict[str, Preset] = {**_build(), **MODES}

# a rules module -> the variant modules a table may add after it, each a module of its own (seed 003
# VARIANTES "Hasta los 11": modules/immortality/variants.py); a variant is no preset part (the
# command line adds it with --modules), the lobby offers it with every preset holding its module
VARIANTS: dict[str, tuple[str, ...]] = {"immortality": ("immortality_up_to_11",)}


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
    if name.strip().lower() in MODES:
        return name.strip().lower()
    parts = [p.strip().lower() for p in name.split("+")]
    if not parts or parts[0] not in PARTS or len(set(parts)) != len(parts):
        return None
    order = list(PARTS[parts[0]])
    if any(p not in order or (p in NEEDS and NEEDS[p] not in parts) for p in parts[1:]):
        return None
    return "+".join([parts[0], *sorted(parts[1:], key=order.index)])


def preset_problem(name: object) -> str | None:
    """What is wrong with a preset name, or None."""
    if isinstance(name, str) and _canonical(name) is None:
        parts = [p.strip().lower() for p in name.split("+")]
        if parts[0] in PARTS:
            stray = [p for p in parts[1:] if p not in PARTS[parts[0]]]
            if len(set(parts)) != len(parts):
                return f"preset {name[:40]!r} names a part twice"
            lone = [p for p in parts[1:] if p in NEEDS and NEEDS[p] not in parts]
            if lone and not stray:  # M909: the base Conflict cards are an option of the base-cards mix
                return f"preset {name[:40]!r}: {lone[0]!r} goes with {NEEDS[lone[0]]!r} (add it)"
            if stray:  # e.g. base+choam: CHOAM is Uprising's (002), the base board takes Immortality only
                takes = ", ".join(PARTS[parts[0]]) or "nothing"
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
