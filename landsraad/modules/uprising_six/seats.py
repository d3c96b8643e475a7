"""Six players (seed 002 "PARTIDAS DE SEIS JUGADORES", PREPARACIÓN): the seat plan, what each seat
starts with, and the game's content on the six-player side of the board, built from `data.py`.

The Uprising table alone refuses six players (`Table.planned_players`,
landsraad/modules/uprising/table.py); the module `uprising_six` lifts that refusal in its own table
(docs/six_players.md). These are the parts a six-player ruleset will read: `six_seats` is a
`SeatPlan` (rules/ruleset.py), `six_content` the `Content` of the six-player side, `seat_setups` the
per-seat setup, `SIX_TABLE` the table numbers the seed prints for the mode.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from landsraad.content.loader import Content, stamp_product, validate_content
from landsraad.core.constants import TROOPS_PER_PLAYER
from landsraad.core.errors import ContentError
from landsraad.modules.uprising_six.data import (
    COMMANDERS,
    PRODUCT,
    SEATS,
    PersonalBoard,
    SixData,
    six_data,
)
from landsraad.modules.uprising_six.extensions import TO_ELEVEN
from landsraad.rules.ruleset import Seat, SeatStart

# team ids of `Seat.team` (rules/ruleset.py): 0 Muad'Dib's, 1 Shaddam's
TEAMS: tuple[str, ...] = COMMANDERS
COMMANDER, ALLY = "commander", "ally"
# 002 COMPONENTES DE JUGADOR: a player's two Agents; the Swordmaster is set aside at setup
ALLY_AGENTS = ("agent", "agent")

# The table numbers the seed prints for six players (Table fields, rules/ruleset.py)
SIX_TABLE: dict[str, Any] = {
    "min_players": SEATS,
    "max_players": SEATS,
    # 002 six players B: "cinco cartas de Conflicto II encima de las cuatro cartas de Conflicto III"
    "conflict_recipe": ((3, 4), (2, 5)),
}


# the seating's facts (setup.yaml `seating`), read by the rules of activation, Influence, combat and costs
@lru_cache(maxsize=1)
def seat_roles() -> tuple[str, ...]:
    """Each seat's role as `SixData.factions_for` reads it: its Commander's id, or "ally"."""
    data = six_data()
    return tuple(r if r in COMMANDERS else ALLY for r in data.setup.seating)


@lru_cache(maxsize=1)
def allies() -> dict[int, tuple[int, ...]]:
    """A Commander's seat -> his two Allies' seats (setup.yaml `seating`)."""
    data = six_data()
    return {data.setup.seating.index(c): data.allies_of(c) for c in COMMANDERS}


@lru_cache(maxsize=1)
def personal_boards() -> dict[str, tuple[int, PersonalBoard]]:
    """A personal track's Faction -> (its Commander's seat, the board)."""
    data = six_data()
    return {pb.faction: (data.setup.seating.index(pb.commander), pb) for pb in data.personal_boards.values()}


def six_seats(config: Any, data: SixData | None = None) -> tuple[Seat, ...]:
    """The seat plan: six seats clockwise as setup.yaml `seating` (002 PREPARACIÓN), each with its
    team (`Seat.team`: 0 Muad'Dib's, 1 Shaddam's) and its own start (`Seat.start`: a Commander's
    starter deck, 4 VP, two arrow Agents, no troops and his leader card; an Ally's 1 VP). Only for
    six players."""
    if config.players != SEATS:
        raise ContentError(f"the six-player seat plan seats six players, not {config.players}")
    data = data or six_data()
    # 002 INMORTALIDAD: "Si se juega con la variante «Hasta los 11», los Aliados empiezan con 0 Puntos de
    # Victoria (en vez de 1). Los Comandantes, sin embargo, empezarán con 4": a variant its combination
    # folder names (extensions.py TO_ELEVEN, modules/combined/)
    up_to_11 = any(m in TO_ELEVEN for m in getattr(config, "modules", ()))
    return tuple(Seat(team=TEAMS.index(x.team), start=seat_start(x, data))
                 for x in seat_setups(data, up_to_11=up_to_11))


def seat_start(x: SeatSetup, data: SixData) -> SeatStart:
    """A seat's setup as the core's per-seat start (rules/ruleset.py `SeatStart`): 002 PREPARACIÓN
    E (starter decks), G1 (a Commander's arrow tokens are his two Agents: S812), G2 (start VP), the
    component lists (a Commander has no troops) and A (each Commander is his leader card: S813)."""
    leader = data.commanders[x.team].leader if x.role == COMMANDER else None
    # an Ally takes the game's starter deck (None: the content's), which a module may change (003
    # Preparación: Experimentation instead of Dune, the Desert Planet); a Commander keeps his own (002
    # INMORTALIDAD: "Los Comandantes no añaden copias de Experimentación a sus mazos (ni tampoco retiran
    # ninguna carta)")
    deck = x.starter_deck if x.role == COMMANDER else None
    return SeatStart(starter_deck=deck, start_vp=x.start_vp, agents=len(x.agents), troops=x.troops,
                     leader=leader, dealt_card=x.draws_objective)


@dataclass(frozen=True, slots=True)
class SeatSetup:
    """What a seat starts a six-player game with (002 PREPARACIÓN E, G, G1, G2, G4, H)."""

    seat: int
    team: str                      # the team's Commander: muad_dib | shaddam
    role: str                      # commander | ally
    starter_deck: tuple[str, ...]  # card ids, one per copy
    start_vp: int
    agents: tuple[str, ...]        # a Commander's arrow tokens ("left", "right"); an Ally's two Agents
    activates: tuple[tuple[str, int], ...]  # a Commander's arrow -> the Ally seat it activates
    troops: int
    spies: int
    board_cubes: int               # Faction cubes on the four tracks of the board (G4)
    personal_board: str | None     # a Commander's personal board (A)
    draws_objective: bool          # H: only the Allies draw Objectives


def seat_setups(data: SixData | None = None, uprising: Content | None = None,
                up_to_11: bool = False) -> tuple[SeatSetup, ...]:
    """Every seat's setup. Allies take the Uprising starter deck and a player's usual pieces;
    Commanders take their own deck and board, arrow tokens instead of Agents and no troops.
    `up_to_11`: Immortality's "Hasta los 11" (002 INMORTALIDAD: Allies start on 0 VP)."""
    from landsraad.content import load_content

    data = data or six_data()
    uprising = uprising or load_content("uprising")
    vp = data.setup.start_vp_to_eleven if up_to_11 else data.setup.start_vp
    pieces = data.setup.commander_pieces
    boards = {pb.commander: pb.id for pb in data.personal_boards.values()}
    out = []
    for seat, role in enumerate(data.setup.seating):
        team = data.team_of(seat)
        if role == team:
            c = data.commanders[team]
            arrows = tuple(zip(pieces.agents, arrow_targets(seat), strict=True))
            out.append(SeatSetup(seat=seat, team=team, role=COMMANDER, starter_deck=c.starter_deck(),
                                 start_vp=vp["commander"], agents=pieces.agents, activates=arrows,
                                 troops=pieces.troops, spies=pieces.spies, board_cubes=0,
                                 personal_board=boards[team], draws_objective=False))
        else:
            out.append(SeatSetup(seat=seat, team=team, role=ALLY, starter_deck=uprising.starter_deck,
                                 start_vp=vp["ally"], agents=ALLY_AGENTS, activates=(),
                                 troops=TROOPS_PER_PLAYER, spies=pieces.spies,
                                 board_cubes=data.setup.ally_faction_cubes, personal_board=None,
                                 draws_objective=True))
    return tuple(out)


def arrow_targets(seat: int) -> tuple[int, int]:
    """The Ally seats a Commander's left and right arrows activate: "el Aliado sentado a su
    izquierda o a su derecha (más allá del jugador adversario inmediatamente adyacente)" (002
    Activación de aliados). Seats run clockwise, so the next seat is on one's left (S814)."""
    return ((seat + 2) % SEATS, (seat - 2) % SEATS)


def six_content(uprising: Content, data: SixData | None = None) -> Content:
    """The content of a six-player game: the six-player side of the board (its 24 spaces, then the
    personal boards' four, in board order), its four tracks and 15 posts, and the Commanders' cards
    besides Uprising's. House Hagal plays no part (002 six players: no automa). Validated as any
    content (dangling space ids in cards, contracts, Conflicts fail)."""
    data = data or six_data()
    personal = {sid: sp for pb in data.personal_boards.values() for sid, sp in pb.spaces.items()}
    # a board space a module already put over the edition's keeps it (002 AÑADIR INMORTALIDAD: the
    # alternative Research Station covers Uprising's, so the six-player side's too): whichever of the
    # two modules comes first
    board = {sid: _covered(uprising, sid, sp) for sid, sp in data.board.spaces.items()}
    cards = dict(uprising.cards)
    for c in data.commanders.values():
        cards.update(c.deck)
    out = replace(uprising, spaces={**board, **personal},
                  space_order=(*data.board.main_board, *personal), factions=dict(data.board.factions),
                  observation_posts=dict(data.board.observation_posts), cards=cards)
    # the mode's own components (the Commanders' cards, this side's spaces and posts) are this
    # product's: named by its names files (names.py), the rest keep Uprising's and CHOAM's
    out = stamp_product(out, PRODUCT)
    validate_content(out)
    return out


def _covered(so_far: Content, sid: str, own: Any) -> Any:
    """The six-player side's space `sid`, or the one a module put over it in the content so far (a
    space of another product than the edition's and the six-player board's)."""
    had = so_far.spaces.get(sid)
    return had if had is not None and had.product not in (own.product, so_far.edition) else own
