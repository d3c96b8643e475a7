"""Names from the rulebook used across the engine (ids are snake_case English, see shared/GLOSSARY.md).

Plain string constants rather than enum members: they are dictionary keys in the hot path
and appear verbatim in the action notation and in saved games.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Sequence
from typing import overload

EMPEROR = "emperor"
GUILD = "guild"
BENE_GESSERIT = "bene_gesserit"
FREMEN = "fremen"
FACTIONS: tuple[str, ...] = (EMPEROR, GUILD, BENE_GESSERIT, FREMEN)

# Agent icons (004, "Turno do Agente": the seven agent icons).
LANDSRAAD = "landsraad"
CITY = "city"
SPICE_TRADE = "spice_trade"
ICONS: tuple[str, ...] = FACTIONS + (LANDSRAAD, CITY, SPICE_TRADE)

RESOURCES: tuple[str, ...] = ("solari", "spice", "water")



class Registered(Sequence[str]):
    """Names a registry above core/ keeps, read live: core/ imports nothing above it, so the registry
    hands it its collection (`fill`) when it is imported. Empty until then."""

    def __init__(self, what: str) -> None:
        self.what = what
        self._names: Collection[str] = ()

    def fill(self, names: Collection[str]) -> None:
        """Read the names from `names` (a live collection: a dict's keys), in its order, from now on."""
        self._names = names

    def __contains__(self, name: object) -> bool:
        return name in self._names

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)

    @overload
    def __getitem__(self, i: int) -> str: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[str]: ...
    def __getitem__(self, i: int | slice) -> str | Sequence[str]:
        return tuple(self._names)[i]

    def __repr__(self) -> str:
        return f"{self.what}{tuple(self._names)!r}"


# content editions, each in its product's folder (load_content): the modules that declare themselves
# an edition (rules/ruleset.py register_edition), in the order they did; the registry fills it
# (landsraad/modules/__init__.py). Which of them can be played is the rulesets' business.
EDITIONS = Registered("EDITIONS")
# Solo difficulty levels (000/001 House Hagal sheet, the difficulty table)
DIFFICULTIES: tuple[str, ...] = ("mercenary", "sardaukar", "mentat", "kwisatz_haderach")

# 004 "Fidelidade / Influência": the Influence track has spaces 0..6 in the 2020 board.
MAX_INFLUENCE = 6

TROOPS_PER_PLAYER = 12  # 004 "Componentes do jogador": 16 cubes = 4 influence + 12 troops
CONTROL_MARKERS = 3
