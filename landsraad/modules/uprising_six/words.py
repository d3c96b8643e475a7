"""The words six players add to every reader's (the log, the terminal, the browser): the two
Factions of the six-player side of the board (seed 002 PARTIDAS DE SEIS JUGADORES, Preparación A:
"las Facciones de las Grandes Casas y de los Mundos Fronterizos"), by the names board.yaml prints,
declared to the core (rules/story.py `declare_factions`) as messages the catalogues translate.
tests/test_six_terminal.py checks they are the board's names."""

from __future__ import annotations

from landsraad.i18n import N_
from landsraad.rules.story import declare_factions

# board.yaml `factions`: the tracks this side adds (the Spacing Guild and Bene Gesserit are the four's)
BOARD_FACTIONS = {"great_houses": N_("Great Houses"), "fringe_worlds": N_("Fringe Worlds")}

declare_factions(BOARD_FACTIONS)
