"""CHOAM in a six-player game (seed 002 PARTIDAS DE SEIS JUGADORES, Preparación C: "El módulo de la
CHOAM debe utilizarse ... deja aparte los dos contratos Sardaukar"): the six-player mode requires the
module (the registry's `requires`, landsraad/modules/__init__.py), so this combination applies to
every six-player game. What names both is here: the mode's preset (landsraad/presets.py; docs/
rulings.md S837) and the lobby's name of its choice (modules/uprising_six/web.py LOBBY_CHOICES). The
rules CHOAM's cards and contracts follow with six players are the six-player module's (its words,
modules/uprising_six/rules.py) and CHOAM's own (modules/choam/), each reading the other by its hooks."""

from __future__ import annotations

from landsraad.i18n import N_
from landsraad.modules.uprising_six import extensions
from landsraad.modules.uprising_six.data import SEATS
from landsraad.presets import declare_mode

# a mode of its own, played by six, with the CHOAM module it requires (002 PARTIDAS DE SEIS JUGADORES C)
declare_mode("uprising-six", "uprising", "uprising_six", "002 PARTIDAS DE SEIS JUGADORES (C: with the CHOAM module)",
             (SEATS,))

# the lobby's name of the mode's choice (lobby.py choice_name): CHOAM is part of the mode
extensions.LOBBY_CHOICES["choam,uprising_six"] = N_("Six players: Muad'Dib's team against Shaddam's (CHOAM)")
