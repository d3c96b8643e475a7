"""Combat with six players (seed 002 "PARTIDAS DE SEIS JUGADORES", FASE 3: COMBATE and ACTIVACIÓN
DE ALIADOS): the rules a team adds to the core's combat through its general hooks.

- **Ties between Allies** ("Empates entre Aliados": "Cuando dos Aliados de un mismo equipo empatan
  en un Combate, uno de ellos puede elegir conceder al otro la recompensa mayor. Si estaban
  empatados por la tercera recompensa del Conflicto, quien conceda la recompensa no recibirá
  nada"): at the point `combat_rewards` (rules/points.py) each such tie is offered to its Allies in
  turn order (S826, S827); a concession splits the tie (`tie_split`): the receiver takes the place
  alone, the conceder the next one.
- **Combat Intrigues on an Ally's behalf** (CARTAS DE INTRIGA DE COMBATE: "En el turno de un
  Comandante, se pueden jugar cartas en nombre de un Aliado que tenga al menos una unidad en el
  Conflicto, y luego se aplican sus efectos a ese Aliado; los Comandantes no pueden «repartir»"):
  a Commander with an Ally in the Conflict takes turns in the window (`combat_voice`); at each of
  his turns he activates one such Ally (`combat_turn`, S828), whose units and swords the card's
  effects reach through the module's receiver (activation.py).
- **Deploying after the Ally's Reveal** (ACTIVACIÓN DE ALIADOS: "Un Comandante puede hacer que un
  Aliado activado despliegue o retire tropas incluso después de que ese Aliado efectúe su turno de
  Revelación ... todas las espadas que ese Aliado hubiera generado durante ese turno de Revelación
  se pierden"): an Ally joining the Conflict in his Commander's turn after his own Reveal loses
  the swords he had (S829).
- **Deployed by both** (PROPIEDAD COMPARTIDA DE UNIDADES: "cuando se despliegan unidades en el
  Conflicto durante el turno de un Comandante, se considera que esas unidades han sido desplegadas
  tanto por el Comandante como por el Aliado activado"): the units count as the Commander's turn's
  deployment (Distraction: S830).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from landsraad.i18n import N_
from landsraad.modules.uprising_six import activation
from landsraad.modules.uprising_six.data import ALLY
from landsraad.modules.uprising_six.seats import allies, seat_roles
from landsraad.rules.effects import push_effects
from landsraad.rules.fields import NUMBERS, PUBLIC, SEATS, StateField
from landsraad.rules.points import COMBAT_REWARDS
from landsraad.rules.story import seat_ref
from landsraad.rules.zones import log

if TYPE_CHECKING:
    from landsraad.rules.events import Triggers
    from landsraad.rules.registry import Frame
    from landsraad.rules.state import GameState, PlayerState

Effect = tuple[Any, ...]

# this combat's concessions: (conceder, receiver) pairs, flat; cleared when the round's Agents return
CONCEDED: StateField[tuple[int, ...]] = StateField("conceded", (), PUBLIC, SEATS)
# the Commander's turn of the Combat Intrigue window whose Ally he chose: (seat, offset, Intrigue
# cards played in the game so far); a new turn or a card played asks again (S828)
COMBAT_CHOICE: StateField[tuple[int, ...]] = StateField("combat_choice", (), PUBLIC, NUMBERS)
# the Allies whose Reveal turn this round ended with no unit in the Conflict: joining it later in a
# Commander's turn, they lose the swords of that Reveal turn (S829); cleared at the round's end
REVEALED_OUTSIDE: StateField[tuple[int, ...]] = StateField("revealed_outside", (), PUBLIC, SEATS)
STATE = (CONCEDED, COMBAT_CHOICE, REVEALED_OUTSIDE)


# ---- Empates entre Aliados -------------------------------------------------------------------

def _team_ally_pair(s: GameState, group: tuple[int, ...]) -> bool:
    """The tied group is two Allies of one team, and nobody else (S826)."""
    roles, seats = seat_roles(), s.rules.seats
    return (len(group) == 2 and all(roles[x] == ALLY for x in group)
            and seats[group[0]].team == seats[group[1]].team)


def tie_split(s: GameState, group: tuple[int, ...]) -> tuple[tuple[int, ...], ...] | None:
    """The core's `tie_split`: a conceded tie is two places, the receiver's first."""
    pairs = CONCEDED.get(s)
    for i in range(0, len(pairs), 2):
        conceder, receiver = pairs[i], pairs[i + 1]
        if set(group) == {conceder, receiver}:
            return ((receiver,), (conceder,))
    return None


def _ties_point(s: GameState, seat: int) -> tuple[Frame, ...]:
    return (("six_ties",),)


def ask_ties(s: GameState, frame: Frame) -> None:
    """Op `six_ties` (at the point `combat_rewards`): each tie of two Allies of a team for a place
    that has a reward (the receiver would take it) is offered to the first of them in turn order,
    then, if he keeps it, to the other (S827)."""
    from landsraad.rules.phases import placings

    last = s.rules.table.conflict_rewards - 1
    for group, _lv, place, _idx in reversed(placings(s)):
        if place <= last and _team_ally_pair(s, group):
            first, second = group
            push_effects(s, first, (("six_tie_ask", second, True),), "six:tie")


def _tie_ask(s: GameState, seat: int, e: Effect, src: str) -> None:
    """`("six_tie_ask", mate, then_mate)`: concede the higher reward to the team mate, or keep the tie."""
    _, mate, then_mate = e
    push_effects(s, seat, (("choose", 1, ((("six_concede", mate),), (("six_keep_tie", mate, then_mate),))),), src)


def _concede(s: GameState, seat: int, e: Effect, src: str) -> None:
    """"Gurney le concede la victoria a Dama Jessica, quien obtiene la primera recompensa y es
    considerada vencedora del Conflicto, mientras que Gurney obtiene la segunda recompensa"."""
    mate = e[1]
    CONCEDED.put(s, (*CONCEDED.get(s), seat, mate))
    if s.log is not None:
        log(s, N_("{seat} concedes the tie to {other}"), seat=seat_ref(s, seat), other=seat_ref(s, mate))


def _keep_tie(s: GameState, seat: int, e: Effect, src: str) -> None:
    _, mate, then_mate = e
    if then_mate:  # "uno de ellos puede elegir": the other may still concede
        push_effects(s, mate, (("six_tie_ask", seat, False),), src)


# ---- Cartas de Intriga de Combate on an Ally's behalf ----------------------------------------

def _in_conflict(s: GameState, seat: int) -> tuple[int, ...]:
    return tuple(a for a in allies().get(seat, ()) if s.players[a].conflict)


def combat_voice(s: GameState, seat: int) -> bool:
    """The core's `combat_voice`: a Commander takes turns in the window while one of his Allies has
    a unit in the Conflict ("en nombre de un Aliado que tenga al menos una unidad")."""
    return bool(_in_conflict(s, seat))


def _has_combat_intrigue(s: GameState, p: PlayerState) -> bool:
    intrigues = s.rules.content.intrigues
    return any(intrigues[i].kind == "combat" or any(k == "combat" for k, _ in intrigues[i].also)
               for i in p.intrigues)


def combat_turn(s: GameState, seat: int, offset: int) -> None:
    """The core's `combat_turn`: before a Commander's turn in the window (and again after each card
    he plays in it) he activates the Ally he plays for: the one in the Conflict, or his choice of
    the two (S828). Without a Combat Intrigue card nothing is asked (he passes: R7)."""
    options = _in_conflict(s, seat)
    if not options or not _has_combat_intrigue(s, s.players[seat]):
        return
    key = (seat, offset, len(s.intrigue_discard))
    if COMBAT_CHOICE.get(s) == key:
        return
    COMBAT_CHOICE.put(s, key)
    if len(options) == 1:
        activation.activate_ally(s, seat, options[0])
    else:
        s.stack.append(("six_ask_activate", seat, activation.IN_CONFLICT))


# ---- an Ally made to deploy by his Commander ---------------------------------------------------

def _on_deploy(s: GameState, seat: int, k: int, frm: str, total: int) -> None:
    """Troops an Ally deploys in his Commander's turn: deployed by both (Distraction counts them for
    the Commander, S830); joining a Conflict he was not in at the end of his own Reveal turn, the
    swords he had are lost (S829)."""
    commander = s.turn.seat
    if commander is None or activation.activated_ally(s, commander) != seat:
        return
    outside = REVEALED_OUTSIDE.get(s)
    if seat in outside:  # he joins a Conflict he was not in during his own Reveal turn
        REVEALED_OUTSIDE.put(s, tuple(x for x in outside if x != seat))
        p = s.players[seat]
        if p.swords:
            if s.log is not None:
                log(s, N_("{seat} joins the Conflict after his Reveal turn: his swords are lost"),
                    seat=seat_ref(s, seat))
            p.swords = 0
    from landsraad.modules.uprising.intrigue_rules import units_deployed

    units_deployed(s, commander, k)


def _on_reveal_end(s: GameState, p: PlayerState) -> None:
    """An Ally's Reveal turn ends with no unit in the Conflict (his strength is 0: 004 Definir Fuerza)."""
    if not p.conflict and seat_roles()[p.seat] == ALLY:
        REVEALED_OUTSIDE.put(s, (*REVEALED_OUTSIDE.get(s), p.seat))


def round_recall(s: GameState) -> None:
    CONCEDED.put(s, ())
    COMBAT_CHOICE.put(s, ())
    REVEALED_OUTSIDE.put(s, ())


EFFECTS = {"six_tie_ask": _tie_ask, "six_concede": _concede, "six_keep_tie": _keep_tie}


def triggers(t: Triggers) -> None:
    t.at(COMBAT_REWARDS, _ties_point)
    t.on("tie_split", tie_split)
    t.on("combat_voice", combat_voice)
    t.on("combat_turn", combat_turn)
    t.on("deploy", _on_deploy)
    t.on("reveal_end", _on_reveal_end)
    t.on("round_recall", round_recall)
