"""Influence with six players (seed 002 INFLUENCIA COMPARTIDA Y NUEVAS FACCIONES, TABLEROS
PERSONALES): how a seat's Influence is read (`influence_of`, the ruleset's reader: rules/influence.py)
and the changes this module plays itself (`change`: the personal tracks, the doubled icons).

- "El Aliado que tiene más Influencia con una Facción del tablero de juego le proporciona a su
  Comandante esa misma cantidad de Influencia": a Commander's Influence on a board track is the
  higher of his two Allies'.
- The Emperor and Fremen icons each mean two Factions (`SixData.factions_for`): an Ally reads the
  Great Houses / Fringe Worlds; the Commander whose personal board it is may use his personal
  track as well, so a requirement reads the better of the two.
- "Únicamente Shaddam posee Influencia con la Facción del Emperador, y únicamente Muad'Dib ... con
  la Facción de los Fremen": the personal track is his cube (`PERSONAL_INFLUENCE`); reaching 1 or
  3 gives his team the printed reward, 2 gives 1 VP, 4 the Alliance (S819 for losing them).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from landsraad.i18n import N_
from landsraad.modules.uprising_six.activation import activate_then, activated_ally
from landsraad.modules.uprising_six.data import COMMANDERS, PersonalBoard, six_data
from landsraad.modules.uprising_six.seats import allies, personal_boards, seat_roles
from landsraad.modules.uprising_six.state import PERSONAL_INFLUENCE, PERSONAL_TRACK_TOP
from landsraad.rules.effects import push_effects
from landsraad.rules.story import faction_ref, seat_ref
from landsraad.rules.zones import log, set_vp

if TYPE_CHECKING:
    from landsraad.rules.state import GameState, PlayerState

# the VP source of a personal track's 2 space (002 Tableros personales: "un Punto de Victoria
# cuando llegue a los 2 puntos de Influencia")
PERSONAL_TRACK_VP = "personal_track"
PERSONAL_ALLIANCE_VP = "personal_alliance"  # rules.py `alliance_token`


def _cube(s: GameState, seat: int, faction: str) -> int:
    personal = personal_boards().get(faction)
    if personal is not None:  # only its Commander has a cube on a personal track
        return PERSONAL_INFLUENCE.get(s.players[seat]) if personal[0] == seat else 0
    fi = s.rules.faction_index[faction]
    mine = allies().get(seat)
    if mine is not None:  # a Commander: the higher of his Allies' (INFLUENCIA COMPARTIDA)
        return max(s.players[a].influence[fi] for a in mine)
    return s.players[seat].influence[fi]


def influence_of(s: GameState, seat: int, faction: str) -> int:
    """A seat's Influence with a Faction or a printed Faction icon, for requirements and
    conditions (the better of the two Factions an icon means to this seat)."""
    data = six_data()
    factions = data.factions_for(faction, seat_roles()[seat]) if faction in data.faction_icons else (faction,)
    return max(_cube(s, seat, f) for f in factions)


def alliance_of(s: GameState, seat: int, faction: str) -> bool:
    """Whether a seat holds the Alliance of a Faction or a printed Faction icon (the ruleset's
    reader, `Module.alliance`): an icon the six-player side doubles is either of the Factions it
    means to the seat (`SixData.factions_for`); a personal board's Alliance is its Commander's while
    his cube is at 4 (002 Tableros personales, S819); a Commander holds no Alliance of the board's
    tracks, where he has no cube (S874)."""
    data = six_data()
    factions = data.factions_for(faction, seat_roles()[seat]) if faction in data.faction_icons else (faction,)
    for f in factions:
        personal = personal_boards().get(f)
        if personal is not None:
            if personal[0] == seat and PERSONAL_INFLUENCE.get(s.players[seat]) >= PERSONAL_TRACK_TOP:
                return True
        elif s.alliance[s.rules.faction_index[f]] == seat:
            return True
    return False


def change(s: GameState, seat: int, faction: str, delta: int, src: str = "") -> bool:
    """The Influence changes this module plays (`Module.influence_change`): a doubled icon read for
    the seat (an Ally's Emperor icon is the Great Houses), the personal tracks. False: a board
    track's own change, left to the core (rules/influence.py)."""
    from landsraad.rules.influence import change_influence

    data = six_data()
    role = seat_roles()[seat]
    target = faction
    if faction in data.faction_icons:
        factions = data.factions_for(faction, role)
        if len(factions) > 1 and src.removeprefix("space:") in _personal_spaces():
            # "Cada vez que lo haga [enviar un Agente a su tablero personal], su cubo de Facción
            # avanzará por el medidor de Influencia de su tablero personal" (002 Tableros personales)
            factions = tuple(f for f in factions if f in personal_boards())
        if len(factions) > 1:
            # the Commander whose board it is chooses (002: "Shaddam elige entre la Facción de las
            # Grandes Casas o la del Emperador"; "Shaddam podría hacer avanzar uno de los cubos de
            # Facción de Feyd-Rautha, pero ... decide recibir un punto de Influencia para el medidor
            # de su tablero personal"): S820
            choose_track(s, seat, factions, delta)
            return True
        target = factions[0]
    personal = personal_boards().get(target)
    if personal is not None:
        # "Un Aliado no puede afectar de ningún modo la Influencia en el tablero personal de su
        # Comandante" (nor can the other Commander): only its Commander's cube moves
        if personal[0] == seat:
            move_personal(s, s.players[seat], personal[1], delta)
        return True
    if role in COMMANDERS:
        # a Commander has no cube on the board's tracks: his activated Ally's moves ("El Aliado
        # activado asume el papel del Comandante siempre que: se ganan o pierden puntos de
        # Influencia en un medidor de Influencia del tablero", 002 Activación de aliados)
        ally = activated_ally(s, seat)
        if ally is not None:
            change_influence(s, ally, target, delta)
        else:  # no Ally activated in this turn: he chooses one first (S825)
            activate_then(s, seat, ("eff", seat, ("influence", target, delta), "six:influence"))
        return True
    if target != faction:  # an Ally's Emperor / Fremen icon: the Great Houses / Fringe Worlds track
        change_influence(s, seat, target, delta)
        return True
    return False


@lru_cache(maxsize=1)
def _personal_spaces() -> frozenset[str]:
    return frozenset(sid for _seat, board in personal_boards().values() for sid in board.spaces)


def track_options(s: GameState, seat: int, factions: tuple[str, ...], delta: int) -> tuple[str, ...]:
    """The Factions a Commander may choose for his own doubled icon (S820): both for a gain; for a
    loss only a track where he has Influence to lose (his personal cube, or his Allies' best on the
    board's track), so a loss is never taken on an empty track instead of a real one (S832)."""
    if delta >= 0:
        return factions
    return tuple(f for f in factions if _cube(s, seat, f) > 0)


def choose_track(s: GameState, seat: int, factions: tuple[str, ...], delta: int) -> None:
    """The choice as a decision of the Commander (the core's `choose`): one option a track."""
    options = tuple(_on_track(f, delta) for f in track_options(s, seat, factions, delta))
    if len(options) == 1:
        push_effects(s, seat, options, "six:track")
    elif options:
        push_effects(s, seat, (("choose", 1, tuple((o,) for o in options)),), "six:track")


def _on_track(faction: str, delta: int) -> tuple[str, str, int]:
    """The change on one named track: his personal board's (`six_track`: the icon's own name is
    the doubled icon, which would ask again), or a board track (`influence`, his activated Ally's)."""
    return ("six_track" if faction in personal_boards() else "influence", faction, delta)


def six_track(s: GameState, seat: int, e: tuple[str, str, int], src: str) -> None:
    """Effect `six_track`: the Commander's cube moves on his personal track."""
    _, faction, delta = e
    owner, board = personal_boards()[faction]
    if owner == seat:
        move_personal(s, s.players[seat], board, delta)


def move_personal(s: GameState, p: PlayerState, board: PersonalBoard, delta: int) -> None:
    """002 Tableros personales: the Commander's cube moves on his track (0 to 4). "Cada vez que"
    it reaches 1 or 3 his whole team gets the printed reward (the track's `team_reward`); 1 VP
    while at 2 or more, the Alliance with its VP while at 4 (S819)."""
    old = PERSONAL_INFLUENCE.get(p)
    # the track's top space is its fourth (002 Tableros personales): a gain there moves nothing
    new = max(0, min(PERSONAL_TRACK_TOP, old + delta))
    if new == old:
        return
    PERSONAL_INFLUENCE.put(p, new)
    if s.log is not None:
        log(s, N_("{seat} Influence with the {faction}: {old} -> {new}"), seat=seat_ref(s, p.seat),
            faction=faction_ref(board.faction), old=old, new=new)
    for level in board.track:
        vp = [e for e in level.effects if e[0] == "vp"]
        if vp:  # a VP space: held while at or above it, as the board's 2 space (002 Facciones)
            if (old < level.level) != (new < level.level):
                set_vp(s, p, PERSONAL_TRACK_VP, vp[0][1] if new >= level.level else 0)
        elif old < level.level <= new:  # reached going up: its reward, each time
            push_effects(s, p.seat, level.effects, f"personal:{board.id}")
        elif new < level.level <= old and any(e[0] == "alliance_token" for e in level.effects):
            set_vp(s, p, PERSONAL_ALLIANCE_VP, 0)  # below 4: the Alliance goes back (S819)
