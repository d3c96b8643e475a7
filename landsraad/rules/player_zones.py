"""The per-player zones a game may have (PlayerState.zones): the core's, the modules' (declared
by `Module.zones`, registered by register_module) and how the core's reach the other seats. The
rules that change a zone are rules/zones.py's; kept apart so that the ruleset, which registers a
module's zones and lists a game's, imports nothing above the state."""

from __future__ import annotations

from collections.abc import Mapping

from landsraad.core.errors import ContentError
from landsraad.rules.fields import PUBLIC

# The zones a player may have (PlayerState.zones) and what lies there; public, like everything
# kept face up in front of a player (docs/architecture.md, "Per-player zones").
ZONES: dict[str, str] = {
    "conflicts": "Conflict cards won and kept (Table.conflict_card_kept: 002 Conflicto)",
    "objectives": "objective cards (002 Objetivos)",
    "contracts": "contracts taken, not yet completed (002: fichas de Contrato)",
    "contracts_done": "contracts completed (002: fichas de Contrato)",
    "specimens": "specimens in the Axlotl tanks, one entry per specimen (003)",
    "face_down": "Conflict and Objective cards turned face down by a battle-icon match (002 Iconos de batalla)",
    "returning": "cards in play that return to the hand at the start of the Reveal turn (003 Chairdog)",
    "trashed_intrigues": "Intrigue cards this player trashed: out of the game, face up (002 icon guide)",
    "this_round": "Intrigue cards whose effect lasts until the end of the round, by id (Call to Arms)",
}


# zone -> the registered module that declared it (`Module.zones`, added by register_module); a
# game's own zones are its ruleset's (`Ruleset.zones`: the save checks, what other seats receive)
MODULE_ZONES: dict[str, str] = {}


def add_zones(module: str, zones: Mapping[str, str]) -> None:
    """Register a module's zones beside ZONES; a name the core or another module has is refused."""
    for name in zones:
        owner = MODULE_ZONES.get(name)
        if (name in ZONES and owner is None) or (owner is not None and owner != module):
            raise ContentError(f"module {module!r}: the player zone {name!r} is already "
                               + (f"module {owner!r}'s" if owner else "a zone of the core (rules/player_zones.py ZONES)"))
    for name in zones:  # kept apart from the core's table (ZONE_VISIBILITY classifies that)
        MODULE_ZONES[name] = module


# How the core's zones reach the other seats (rules/hidden.py VISIBILITY["zones"]; a module's
# zones are public: Ruleset.zones)
ZONE_VISIBILITY: dict[str, str] = {"conflicts": PUBLIC, "objectives": PUBLIC, "contracts": PUBLIC, "contracts_done": PUBLIC,
                                   "specimens": PUBLIC, "face_down": PUBLIC, "trashed_intrigues": PUBLIC,
                                   "this_round": PUBLIC, "returning": PUBLIC}
