"""The base game's components in an Uprising game (seed 002 "COMBINAR INSURRECCIÓN CON OTROS
PRODUCTOS DE DUNE: IMPERIUM", "COMBINAR CON EL DUNE: IMPERIUM BÁSICO"; issue 30): the modules
`base_cards` (its Imperium and Intrigue cards: cards.py) and `base_conflicts` (its Conflict cards:
conflicts.py), which a game names to play them. The folder moved here (issue 27, "a product is one
folder"); the registered names stay, so saved games and presets name them as before."""

from landsraad.modules.combined.base__uprising import cards, conflicts  # noqa: F401  (registers both)
