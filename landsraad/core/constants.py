"""Names from the rulebook used across the engine (ids are snake_case English, see shared/GLOSSARY.md).

Plain string constants rather than enum members: they are dictionary keys in the hot path
and appear verbatim in the action notation and in saved games.
"""

from __future__ import annotations

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

# content editions, each in its product's folder (load_content); which of them can be played is the
# rulesets' business (rules/ruleset.py: Uprising's content loads, its rules module is not built yet)
EDITIONS: tuple[str, ...] = ("base", "uprising")
# Solo difficulty levels (000/001 House Hagal sheet, the difficulty table)
DIFFICULTIES: tuple[str, ...] = ("mercenary", "sardaukar", "mentat", "kwisatz_haderach")

# 004 "Fidelidade / Influência": the Influence track has spaces 0..6 in the 2020 board.
MAX_INFLUENCE = 6

TROOPS_PER_PLAYER = 12  # 004 "Componentes do jogador": 16 cubes = 4 influence + 12 troops
CONTROL_MARKERS = 3
