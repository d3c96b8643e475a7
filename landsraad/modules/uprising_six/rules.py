"""The rules of the six-player words (seed 002 "PARTIDAS DE SEIS JUGADORES"; vocab.py declares the
words, this file plays them). Each handler cites its section.

Built: `team_reward` (Recompensa de equipo), the Swordmaster of one use and its Bonus token
(MAESTROS DE ARMAS: `single_use_swordmaster`, `swordmaster_bonus` as effect and condition, +2 swords
in each Reveal turn), `alliance_token` (Tableros personales: the Alliance at 4 with its VP), the
cost `team_pay` (S818), and the words that give to a team mate through the Commanders' Ally
activation (activation.py): `split_with_ally`, `each_ally_recruits`, `reinforce`,
`allies_take_contracts` (S823), `trade` (Comerciar, S824), `throne_row` (Fila del Trono).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from landsraad.i18n import N_
from landsraad.modules.uprising_six import activation
from landsraad.modules.uprising_six.data import ALLY
from landsraad.modules.uprising_six.influence import PERSONAL_ALLIANCE_VP
from landsraad.modules.uprising_six.seats import TEAMS, personal_boards, seat_roles
from landsraad.modules.uprising_six.state import (
    SWORDMASTER_BONUS,
    SWORDMASTER_SENT,
    SWORDMASTER_UNUSED,
    THRONE_ROW,
)
from landsraad.rules.actions import Acquire
from landsraad.rules.effects import push_effects
from landsraad.rules.story import seat_ref
from landsraad.rules.zones import acquire, gain, log, pay, refill_row, set_vp, take_swordmaster, without

if TYPE_CHECKING:
    from landsraad.rules.events import Triggers
    from landsraad.rules.state import GameState, PlayerState

Effect = tuple[Any, ...]

# 002 MAESTROS DE ARMAS: "añádete 2 espadas siempre que realices un turno de Revelación"
BONUS_SWORDS = 2
# a player's Agents without the Swordmaster (002 COMPONENTES DE JUGADOR; a Commander's two arrows: S812)
AGENTS_WITHOUT_SWORDMASTER = 2


def team_of(s: GameState, seat: int) -> tuple[int, ...]:
    """The seats of a seat's team, in seat order (the seat plan's `Seat.team`: 002 PREPARACIÓN)."""
    team = s.rules.seats[seat].team
    return tuple(i for i, x in enumerate(s.rules.seats) if x.team == team)


# ---- Recompensa de equipo ------------------------------------------------------------------

def _team_reward(s: GameState, seat: int, e: Effect, src: str) -> None:
    """002 Recompensa de equipo: "Cada jugador de tu equipo recibe" the reward (1 Solari, spice,
    water or a Spy to place): the player first, then his team mates in seat order, a Spy asking
    its own player where (S817)."""
    order = (seat, *(x for x in team_of(s, seat) if x != seat))
    for x in reversed(order):  # pushed last, run first
        push_effects(s, x, (e[1],), src)


# ---- MAESTROS DE ARMAS ---------------------------------------------------------------------

def _single_use_swordmaster(s: GameState, seat: int, e: Effect, src: str) -> None:
    """002 MAESTROS DE ARMAS: the Swordmaster, an Agent "usado una sola vez por partida": a third
    Agent from now on (zones.take_swordmaster), until a round in which it was sent ends."""
    take_swordmaster(s, s.players[seat])
    SWORDMASTER_UNUSED.put(s, (*SWORDMASTER_UNUSED.get(s), seat))


def _swordmaster_bonus(s: GameState, seat: int, e: Effect, src: str) -> None:
    """002 MAESTROS DE ARMAS: "también recibes una ficha de Bonificación de Maestro de armas que
    conservarás durante el resto de la partida"."""
    held = SWORDMASTER_BONUS.get(s)
    if seat not in held:
        SWORDMASTER_BONUS.put(s, (*held, seat))


def has_swordmaster_bonus(s: GameState, seat: int, src: str = "") -> bool:
    """The condition `swordmaster_bonus`: the seat holds a Swordmaster Bonus token (S809)."""
    return seat in SWORDMASTER_BONUS.get(s)


def _bonus_swords(s: GameState, p: PlayerState) -> None:
    """002 MAESTROS DE ARMAS: with a Bonus token, +2 swords in each of your Reveal turns."""
    if p.seat in SWORDMASTER_BONUS.get(s):  # an effect: a Commander's goes to his activated Ally
        push_effects(s, p.seat, (("swords", BONUS_SWORDS),), "swordmaster_bonus")


def _swordmaster_sent(s: GameState, p: PlayerState, *_: Any) -> None:
    """A player with a Swordmaster still to use who has now sent all three Agents this round has
    sent it (Agents are alike: the third one sent is the Swordmaster, S821)."""
    unused = SWORDMASTER_UNUSED.get(s)
    if p.seat in unused and p.agents_total - p.agents_left > AGENTS_WITHOUT_SWORDMASTER:
        SWORDMASTER_UNUSED.put(s, tuple(x for x in unused if x != p.seat))
        SWORDMASTER_SENT.put(s, (*SWORDMASTER_SENT.get(s), p.seat))


def _swordmaster_to_the_box(s: GameState) -> None:
    """002 MAESTROS DE ARMAS: "Al final de una ronda, si has enviado tu Maestro de armas a una
    casilla del tablero, devuélvelo a la caja del juego" (its Bonus token stays)."""
    for seat in SWORDMASTER_SENT.get(s):
        p = s.players[seat]
        p.agents_total = p.agents_left = AGENTS_WITHOUT_SWORDMASTER
    SWORDMASTER_SENT.put(s, ())


# ---- Tableros personales -------------------------------------------------------------------

def _alliance_token(s: GameState, seat: int, e: Effect, src: str) -> None:
    """002 Tableros personales: at 4 on his personal track the Commander takes its Alliance "con
    su Punto de Victoria asociado"; only his cube is on that track, so no one takes it from him."""
    set_vp(s, s.players[seat], PERSONAL_ALLIANCE_VP, 1)


def _personal_spaces(s: GameState, p: PlayerState) -> Mapping[str, str]:
    """002 Tableros personales: "dos casillas a las que solo él puede enviar un Agente". The spaces
    depend on the seat alone (the shipped personal boards): worked out once per seat, not at every
    Agent-turn listing (issue 27); the map is shared, so read only (as the listings read a blocker's)."""
    known = _PERSONAL_CLOSED.get(p.seat)
    if known is None:
        known = _PERSONAL_CLOSED[p.seat] = {
            sid: N_("only the Commander whose personal board it is may send an Agent there")
            for seat, board in personal_boards().values() if seat != p.seat for sid in board.spaces}
    return known


# seat -> the personal-board spaces closed to it (`_personal_spaces`; personal_boards is fixed per process)
_PERSONAL_CLOSED: dict[int, dict[str, str]] = {}


# ---- the cost team_pay ---------------------------------------------------------------------

def _team_can_pay(s: GameState, seat: int, c: Effect, src: str) -> bool:
    """`{team_pay: {spice: n}}` (Threaten Spice Production): you and your Allies together have n."""
    _, resource, n = c
    return sum(getattr(s.players[x], resource) for x in team_of(s, seat)) >= n


def _team_pay(s: GameState, seat: int, c: Effect, src: str) -> None:
    """The team pays n: the player first, then his team mates in seat order (the seed does not
    say who pays how much: S818)."""
    _, resource, n = c
    for x in (seat, *(y for y in team_of(s, seat) if y != seat)):
        part = min(n, getattr(s.players[x], resource))
        if part:
            pay(s, x, resource, part, src)
            n -= part


# ---- effects for a team mate ---------------------------------------------------------------

def team_allies(s: GameState, seat: int) -> tuple[int, ...]:
    """"Los dos Aliados de tu equipo": the Ally seats of a seat's team (a Commander's two Allies;
    for an Ally, himself and the other), in seat order."""
    roles = seat_roles()
    return tuple(x for x in team_of(s, seat) if roles[x] == ALLY)


def _for(s: GameState, seat: int, e: Effect, src: str) -> None:
    """`("six_for", seat, effect)`: an effect of this player's box that a team mate receives."""
    push_effects(s, e[1], (e[2],), src)


def _split_with_ally(s: GameState, seat: int, e: Effect, src: str) -> None:
    """`{split_with_ally: [a, b]}` (Usul, Critical Shipments: S807): you take one gain and your
    activated Ally the other, as you choose."""
    ally = activation.activated_ally(s, seat)
    a, b = e[1]
    if ally is None:  # not a Commander's activated turn: the gains are the player's
        push_effects(s, seat, (a, b), src)
        return
    push_effects(s, seat, (("choose", 1, ((a, ("six_for", ally, b)), (b, ("six_for", ally, a)))),), src)


def _each_ally_recruits(s: GameState, seat: int, e: Effect, src: str) -> None:
    """`{each_ally_recruits: n}` (Corrino Might): "each Ally of your team recruits n troops"."""
    for ally in reversed(team_allies(s, seat)):
        push_effects(s, ally, (("recruit", e[1]),), src)


def _reinforce(s: GameState, seat: int, e: Effect, src: str) -> None:
    """002 Reforzar: "Recluta tres tropas, repartidas como prefieras entre los dos Aliados de tu
    equipo. Cualesquiera de estas tropas pueden ser desplegadas en el Conflicto" (Jessica's
    example: one for herself, two for Gurney, who deploys them). The split is a choice; each Ally
    then may deploy up to as many as he recruited (even from a space that is not a Combat space)."""
    n = e[1]
    first, second = team_allies(s, seat)
    options = tuple(tuple(f for x, k in ((first, n - j), (second, j)) if k
                          for f in (("six_for", x, ("recruit", k)), ("six_for", x, ("deploy_from_garrison", k))))
                    for j in range(n + 1))
    push_effects(s, seat, (("choose", 1, options),), src)


def _allies_take_contracts(s: GameState, seat: int, e: Effect, src: str) -> None:
    """Demand Results: "your two Allies take the two face-up contracts": each Ally, in seat order,
    takes one (002 TOMAR CONTRATOS: the CHOAM module's `contract` rule; S823)."""
    for ally in reversed(team_allies(s, seat)):
        push_effects(s, ally, (("contract", 1),), src)


# ---- Comerciar -----------------------------------------------------------------------------

TRADE_GOODS = ("spice", "water", "solari")  # and Intrigue cards (002 Comerciar)


def _trade(s: GameState, seat: int, e: Effect, src: str) -> None:
    """002 Comerciar: "Elige a un compañero de equipo con el que comerciar: cada jugador comerciando
    puede darle al otro 1 o más de un único tipo de producto (cartas de Intriga, especia, agua o
    solaris) ... puede optar por no dar nada". The player gives first, then the mate (S824)."""
    mates = [x for x in team_of(s, seat) if x != seat]
    push_effects(s, seat, (("choose", 1, tuple((("six_trade_with", x),) for x in mates)),), src)


def _trade_with(s: GameState, seat: int, e: Effect, src: str) -> None:
    mate = e[1]
    push_effects(s, mate, (("six_trade_give", seat),), src)  # runs second
    push_effects(s, seat, (("six_trade_give", mate),), src)  # runs first


def _trade_give(s: GameState, seat: int, e: Effect, src: str) -> None:
    """What this trader gives: nothing, n of one resource, or Intrigue cards one by one."""
    to, p = e[1], s.players[seat]
    options: list[tuple[Effect, ...]] = [(("six_give", to, "nothing", 0),)]
    for res in TRADE_GOODS:
        options += [(("six_give", to, res, n),) for n in range(1, getattr(p, res) + 1)]
    options += [(("six_give_intrigue", to, iid),) for iid in sorted(set(p.intrigues))]
    push_effects(s, seat, (("choose", 1, tuple(options)),), src)


def _give(s: GameState, seat: int, e: Effect, src: str) -> None:
    _, to, res, n = e
    if n:
        pay(s, seat, res, n, src)
        gain(s, to, res, n, src)


def _give_intrigue(s: GameState, seat: int, e: Effect, src: str) -> None:
    """An Intrigue card to the mate (the log says a card, never which: hidden); then more of them
    or none ("1 o más" of the one kind)."""
    _, to, iid = e
    p, q = s.players[seat], s.players[to]
    if iid not in p.intrigues:
        return
    p.intrigues = without(p.intrigues, iid)
    q.intrigues = (*q.intrigues, iid)
    if s.log is not None:
        log(s, N_("{seat} gives an Intrigue card to {other}"), seat=seat_ref(s, seat), other=seat_ref(s, to))
    if p.intrigues:
        more = [(("six_give_intrigue", to, x),) for x in sorted(set(p.intrigues))]
        push_effects(s, seat, (("choose", 1, ((("six_give", to, "nothing", 0),), *more)),), src)


# ---- Fila del Trono (S810) -------------------------------------------------------------------

def _throne_row(s: GameState, seat: int, e: Effect, src: str) -> None:
    """002 Fila del Trono: move a card of the Imperium Row to the Throne Row; "reemplaza
    inmediatamente la carta desplazada con una nueva carta del mazo del Imperio"."""
    row = sorted(set(s.imperium_row))
    if row:
        push_effects(s, seat, (("choose", 1, tuple((("six_to_throne", cid),) for cid in row)),), src)


THRONE_TEAM = TEAMS.index("shaddam")  # "solo pueden ser adquiridas por Shaddam y sus Aliados"


def _throne_options(s: GameState, p: PlayerState) -> list[str]:
    """The Throne Row cards Shaddam's team can pay for in its Reveal turn (a card also in the
    Imperium Row is offered there already)."""
    row = THRONE_ROW.get(s)
    if not row or s.rules.seats[p.seat].team != THRONE_TEAM:
        return []
    from landsraad.rules.turns import acquire_cost

    cards = s.rules.content.cards
    return [f"acquire {cid}" for cid in sorted(set(row))
            if cid not in s.imperium_row and acquire_cost(s, p, cards[cid]) <= p.persuasion]


def _throne_acquire(s: GameState, seat: int, a: object) -> bool:
    if not isinstance(a, Acquire) or a.set_aside or a.card in s.imperium_row or a.card not in THRONE_ROW.get(s):
        return False
    from landsraad.rules.turns import acquire_cost

    cid, p = a.card, s.players[seat]
    cost = acquire_cost(s, p, s.rules.content.cards[cid])
    pay(s, seat, "persuasion", cost, f"card:{cid}")
    if s.log is not None:
        log(s, N_("{seat} acquires {card} for {cost} Persuasion"), seat=seat_ref(s, seat), card=("card", cid), cost=cost)
    THRONE_ROW.put(s, without(THRONE_ROW.get(s), cid))
    acquire(s, seat, cid, "taken", a.top)
    return True


def census(s: GameState) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Cards in the Throne Row (held; they came from the Imperium Row)."""
    return THRONE_ROW.get(s), ()


def _to_throne(s: GameState, seat: int, e: Effect, src: str) -> None:
    cid = e[1]
    if cid not in s.imperium_row:
        return
    s.imperium_row = without(s.imperium_row, cid)
    THRONE_ROW.put(s, (*THRONE_ROW.get(s), cid))
    refill_row(s)


EFFECTS = {
    "team_reward": _team_reward,
    "single_use_swordmaster": _single_use_swordmaster,
    "swordmaster_bonus": _swordmaster_bonus,
    "alliance_token": _alliance_token,
    "split_with_ally": _split_with_ally,
    "each_ally_recruits": _each_ally_recruits,
    "reinforce": _reinforce,
    "allies_take_contracts": _allies_take_contracts,
    "trade": _trade,
    "throne_row": _throne_row,
    # the module's own steps (never printed)
    "six_for": _for,
    "six_trade_with": _trade_with,
    "six_trade_give": _trade_give,
    "six_give": _give,
    "six_give_intrigue": _give_intrigue,
    "six_to_throne": _to_throne,
}
CONDITIONS = {"swordmaster_bonus": has_swordmaster_bonus}


def triggers(t: Triggers) -> None:
    t.on("space_blockers", _personal_spaces)
    t.on("acquire_options", _throne_options)
    t.on("acquire_handlers", _throne_acquire)
    t.on("reveal_start", _bonus_swords)
    t.on("agent_sent", _swordmaster_sent)
    t.on("agent_sent", activation.on_agent_sent)
    t.on("round_recall", _swordmaster_to_the_box)
    t.on("round_recall", activation.round_recall)
    t.on("reveal_start", activation.on_reveal_start)  # after the Bonus swords: its frame runs first
    t.on("turn_start", activation.on_turn_start)
    t.on("recruit", activation.on_recruit)
    t.define("cost_kinds", "team_pay", (_team_can_pay, _team_pay))
