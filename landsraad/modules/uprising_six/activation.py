"""Ally activation (seed 002 PARTIDAS DE SEIS JUGADORES, "Activación de aliados"): a Commander's
Agent is an arrow token that activates the Ally "sentado a su izquierda o a su derecha (más allá
del jugador adversario inmediatamente adyacente)"; the double-arrow Swordmaster activates either
(S812, S814). "El Aliado activado asume el papel del Comandante siempre que: se ganan o pierden
puntos de Influencia en un medidor ... del tablero; se recluta alguna unidad y debe tomarse alguna
decisión respecto a su despliegue; se está aplicando cualquier cantidad de espadas".

- state: `activated` (the Commander and the Ally he activated in his turn in progress) and
  `arrows_used` (the arrow tokens sent this round, "<seat>:<arrow>");
- the decision `six_activate` when the Commander sends an Agent and more than one Ally can be
  activated (an arrow token points at one; the Swordmaster at either: the arrow is used first, S822);
- `receiver`: the core's "who receives an effect" hook (`Module.receiver`): the unit and sword
  effects of a Commander's turn go to the activated Ally.

In a Reveal turn the Commander chooses either Ally ("En un turno de Revelación, el Comandante elige
a cuál de sus Aliados activa"). In his Agent turn at a Combat space the activated Ally deploys ("Gurney
decide desplegar"), the troops recruited for him counting as the turn's (`on_recruit`). Combat
Intrigues on an Ally's behalf and an Ally deploying after his own Reveal turn: combat.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from landsraad.i18n import N_
from landsraad.modules.uprising_six.seats import allies, arrow_targets
from landsraad.rules.actions import Form
from landsraad.rules.decisions import DecisionKind
from landsraad.rules.fields import IDS, PUBLIC, SEATS, StateField
from landsraad.rules.story import seat_ref
from landsraad.rules.zones import log

if TYPE_CHECKING:
    from landsraad.rules.registry import Frame
    from landsraad.rules.state import GameState, PlayerState

ACTIVATED: StateField[tuple[int, ...]] = StateField("activated", (), PUBLIC, SEATS)
ARROWS_USED: StateField[tuple[str, ...]] = StateField("arrows_used", (), PUBLIC, IDS)
STATE = (ACTIVATED, ARROWS_USED)

ARROWS = ("left", "right")  # setup.yaml commander_pieces.agents (S814: left = two seats after)
SWORDMASTER_TOKEN = "swordmaster"
# the effects whose receiver is the activated Ally: units recruited or deployed, swords (002)
# (and the Agent turn's deploy window at a Combat space: rules/turns.py asks the receiver)
ROUTED = frozenset({"recruit", "sandworm", "swords", "deploy_from_garrison", "deploy_recruits", "deploy_or_retreat",
                    "deploy_window",
                    # "your units" (002 PROPIEDAD COMPARTIDA DE UNIDADES: "Todas las unidades y guarniciones
                    # propiedad de un Aliado activado son también propiedad del Comandante"; S831): the
                    # effects, costs, conditions and counters that move, count or lose them read the
                    # activated Ally's ("Cuando juega Chani ... puede retirar dos de las tropas de su
                    # Aliado activado para darle cuatro espadas a ese Aliado")
                    "retreat", "lose_troops", "units_in_conflict", "sandworms_in_conflict",
                    "sandworm_in_conflict"})
# (a cost of Influence to lose is the Commander's own choice among his activated Ally's tracks and
# his personal track: costs.py, S833)


def _tokens(s: GameState, seat: int) -> dict[int, str]:
    """Ally seat -> the token that would activate it (an unused arrow first, then the Swordmaster)."""
    used = ARROWS_USED.get(s)
    out: dict[int, str] = {}
    for arrow, ally in zip(ARROWS, arrow_targets(seat), strict=True):
        if f"{seat}:{arrow}" not in used:
            out[ally] = arrow
    p = s.players[seat]
    if p.agents_total > len(ARROWS) and f"{seat}:{SWORDMASTER_TOKEN}" not in used:
        for ally in arrow_targets(seat):
            out.setdefault(ally, SWORDMASTER_TOKEN)
    return out


def _activate(s: GameState, seat: int, ally: int) -> None:
    token = _tokens(s, seat)[ally]
    ARROWS_USED.put(s, (*ARROWS_USED.get(s), f"{seat}:{token}"))
    ACTIVATED.put(s, (seat, ally))
    if s.log is not None:
        log(s, N_("{seat} activates {ally}"), seat=seat_ref(s, seat), ally=seat_ref(s, ally))


def on_agent_sent(s: GameState, p: PlayerState, *_: Any) -> None:
    """A Commander's Agent activates an Ally before the space's effects resolve (agent_sent frames
    run first): the one its arrow points at, or his choice when two tokens would do."""
    if p.seat not in allies():
        return
    options = sorted(_tokens(s, p.seat))
    if len(options) == 1:
        _activate(s, p.seat, options[0])
    elif options:
        s.stack.append(("six_ask_activate", p.seat))


# by an Agent's token; either Ally (a Reveal turn, S825); an Ally with a unit in the Conflict (a
# Combat Intrigue on his behalf: combat.py, S828)
AGENT, ANY, IN_CONFLICT = "agent", "any", "in_conflict"


def ask_activate(s: GameState, frame: Frame) -> None:
    s.pending = ("six_activate", frame[1], frame[2] if len(frame) > 2 else AGENT)


def on_reveal_start(s: GameState, p: PlayerState) -> None:
    """"En un turno de Revelación, el Comandante elige a cuál de sus Aliados activa": before his
    Reveal boxes resolve (their swords go to that Ally)."""
    if p.seat in allies():
        s.stack.append(("six_ask_activate", p.seat, ANY))


def on_turn_start(s: GameState, seat: int) -> None:
    """An activation lasts for the Commander's turn in which it was made."""
    if ACTIVATED.get(s):
        ACTIVATED.put(s, ())


def activate_then(s: GameState, seat: int, frame: tuple[Any, ...]) -> None:
    """A Commander's effect that needs an activated Ally when none is (a Plot Intrigue before his
    Agent is sent, an Endgame card): he chooses one of his Allies, then `frame` runs (S825)."""
    s.stack.append(frame)
    s.stack.append(("six_ask_activate", seat, ANY))


class Activate(NamedTuple):
    seat: int


def _legal(s: GameState, pend: Frame) -> list[str]:
    if pend[2] == ANY:
        return [f"activate p{ally}" for ally in allies()[pend[1]]]
    if pend[2] == IN_CONFLICT:
        return [f"activate p{ally}" for ally in allies()[pend[1]] if s.players[ally].conflict]
    return [f"activate p{ally}" for ally in sorted(_tokens(s, pend[1]))]


def activate_ally(s: GameState, seat: int, ally: int) -> None:
    """The Commander activates this Ally without spending a token (a Reveal turn, a Combat Intrigue)."""
    ACTIVATED.put(s, (seat, ally))
    if s.log is not None:
        log(s, N_("{seat} activates {ally}"), seat=seat_ref(s, seat), ally=seat_ref(s, ally))


def _apply(s: GameState, pend: Frame, a: Activate) -> None:
    if pend[2] in (ANY, IN_CONFLICT):
        activate_ally(s, pend[1], a.seat)
        return
    _activate(s, pend[1], a.seat)


ACTIVATE = DecisionKind(
    name="six_activate", legal=_legal, apply=_apply, payload=None,
    forms=(Form("activate", ("activate", "<seat>"), Activate, "Activate {seat}", doc="six_activate"),),
    prompt="Choose the Ally your Agent activates.",
    explain="002 Activación de aliados: an arrow activates the Ally it points at.")


def receiver(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> int | None:
    """The core's "who receives an effect" (`Module.receiver`): in a Commander's turn, units and
    swords go to the Ally he activated; everything else stays his (Immortality's words: receiver.py)."""
    if e[0] in ROUTED:
        active = ACTIVATED.get(s)
        if active and active[0] == seat:
            return active[1]
    return seat


def on_recruit(s: GameState, seat: int, k: int, frm: str) -> None:
    """"Cuando un Comandante recluta unidades para un Aliado activado, se considera que esas
    unidades han sido reclutadas tanto por el Comandante como por el Aliado" (002 PROPIEDAD
    COMPARTIDA DE UNIDADES): they count as the turn's recruits, which may be deployed at a Combat
    space ("Dama Jessica puede desplegar ... cualquier cantidad de estas tropas, junto con hasta dos
    más de su guarnición")."""
    active = ACTIVATED.get(s)
    if active and active == (s.turn.seat, seat) and s.turn.kind != "automa":
        s.turn.recruited = (s.turn.recruited or 0) + k


def activated_ally(s: GameState, seat: int) -> int | None:
    active = ACTIVATED.get(s)
    return active[1] if active and active[0] == seat else None


def round_recall(s: GameState) -> None:
    """Phase 5: every Agent, arrow tokens too, comes back; no Ally is active."""
    ARROWS_USED.put(s, ())
    ACTIVATED.put(s, ())
