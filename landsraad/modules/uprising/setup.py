"""Uprising's setup steps (seed 002 Preparación), run after the engine's own setup (which already
builds the Uprising starter decks, the Reserve and the Conflict deck from the content and table).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from landsraad.i18n import N_
from landsraad.modules.uprising.state import SHIELD_WALL
from landsraad.rules.story import seat_ref
from landsraad.rules.zones import log, pick, zone_add

if TYPE_CHECKING:
    from landsraad.rules.state import GameState


def deal_objectives(s: GameState) -> None:
    """002 Preparación H: shuffle the Objective cards, leaving out those marked for other player
    counts ("1-3J", "4/6J"); each player draws one at random and keeps it face up in their supply;
    the player whose Objective shows the First Player marker takes it. A config's explicit
    `first_player` still wins (scenarios, tests: docs/rulings.md U140)."""
    count = s.config.players
    pool = [o.id for o in s.rules.content.objectives.values() if count in o.players]
    objectives = s.rules.content.objectives
    for p in s.players:
        if not s.rules.dealt_card(p.seat) or not pool:  # six players: the Allies only (002 H)
            continue
        oid = pick(s, pool)
        zone_add(p, "objectives", oid)
        if objectives[oid].first_player and s.config.first_player is None:
            s.first_player = p.seat
    if s.log is not None:
        log(s, N_("Objectives dealt; {seat} takes the First Player marker"), seat=seat_ref(s, s.first_player))


def place_shield_wall(s: GameState) -> None:
    """002 Preparación A: no Mentat; the Shield Wall token goes on the board instead."""
    SHIELD_WALL.put(s, True)


SETUP_STEPS = (place_shield_wall, deal_objectives)
