"""Six players' own setup step (seed 002 PARTIDAS DE SEIS JUGADORES, PREPARACIÓN H), run after
Uprising's (which deals the Objectives to the Allies only: `SeatStart.dealt_card`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from landsraad.i18n import N_
from landsraad.modules.uprising_six.data import SEATS, six_data
from landsraad.rules.story import seat_ref
from landsraad.rules.zones import log, zone_add, zone_remove

if TYPE_CHECKING:
    from landsraad.rules.state import GameState

DESERT_MOUSE = "desert_mouse"  # the two Desert Mouse Objectives' ids begin so (content: objectives)


def swap_desert_mouse(s: GameState) -> None:
    """H: "Si ambos Objetivos de Ratón del desierto son robados por el mismo equipo, el jugador con el
    Objetivo de Ratón del desierto «4/6J» lo intercambia con el Aliado adversario que esté sentado a
    su lado" (each Ally has one opposing Ally beside him: setup.yaml `seating`)."""
    swap = six_data().setup.objective_swap
    held = {oid: p.seat for p in s.players for oid in p.zones.get("objectives", ()) if oid.startswith(DESERT_MOUSE)}
    teams = {s.rules.seats[seat].team for seat in held.values()}
    if len(held) != 2 or len(teams) != 1 or swap not in held:
        return
    seat = held[swap]
    other = next(x for x in ((seat - 1) % SEATS, (seat + 1) % SEATS)
                 if s.rules.seats[x].team != s.rules.seats[seat].team and s.rules.dealt_card(x))
    p, q = s.players[seat], s.players[other]
    (theirs,) = q.zones["objectives"]
    zone_remove(p, "objectives", swap)
    zone_remove(q, "objectives", theirs)
    zone_add(p, "objectives", theirs)
    zone_add(q, "objectives", swap)
    if s.log is not None:
        log(s, N_("{seat} and {other} swap their Objectives (both Desert Mouse Objectives were drawn by one team)"),
            seat=seat_ref(s, seat), other=seat_ref(s, other))
