"""The rules of the six-player words (seed 002 "PARTIDAS DE SEIS JUGADORES"; vocab.py declares the
words, this file plays them). Each handler cites its section.

Built: `team_reward` (Recompensa de equipo), the Swordmaster of one use and its Bonus token
(MAESTROS DE ARMAS: `single_use_swordmaster`, `swordmaster_bonus` as effect and condition, +2 swords
in each Reveal turn), `alliance_token` (Tableros personales: the Alliance at 4 with its VP) and the
cost `team_pay` (S818).

Not built (docs/six_players.md "What is left"): `reinforce`, `trade`, `split_with_ally`,
`each_ally_recruits`, `allies_take_contracts`, `throne_row` need the Commanders' Ally activation
(an Agent's arrow, the "who receives an effect" routing) and their own decisions. Their handlers
refuse with the reason rather than play a wrong rule; the mode is refused to players meanwhile
(`PLANNED`), so no game reaches them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from landsraad.i18n import N_
from landsraad.modules.uprising_six.influence import PERSONAL_ALLIANCE_VP, personal_boards
from landsraad.modules.uprising_six.state import SWORDMASTER_BONUS, SWORDMASTER_SENT, SWORDMASTER_UNUSED
from landsraad.rules.effects import push_effects
from landsraad.rules.zones import gain, pay, set_vp, take_swordmaster

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
    if p.seat in SWORDMASTER_BONUS.get(s):
        gain(s, p.seat, "swords", BONUS_SWORDS, "swordmaster_bonus")


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


def _personal_spaces(s: GameState, p: PlayerState) -> dict[str, str]:
    """002 Tableros personales: "dos casillas a las que solo él puede enviar un Agente"."""
    return {sid: N_("only the Commander whose personal board it is may send an Agent there")
            for seat, board in personal_boards().values() if seat != p.seat for sid in board.spaces}


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


# ---- words whose rules need the Commanders' Ally activation (not built) --------------------

NOT_BUILT = ("reinforce", "trade", "split_with_ally", "each_ally_recruits", "allies_take_contracts", "throne_row")


def _not_built(s: GameState, seat: int, e: Effect, src: str) -> None:
    raise NotImplementedError(f"the six-player effect {e[0]!r} ({src}) needs the Commanders' Ally activation: "
                              "Ally activation is not built yet (docs/six_players.md)")


EFFECTS = {
    "team_reward": _team_reward,
    "single_use_swordmaster": _single_use_swordmaster,
    "swordmaster_bonus": _swordmaster_bonus,
    "alliance_token": _alliance_token,
    **dict.fromkeys(NOT_BUILT, _not_built),
}
CONDITIONS = {"swordmaster_bonus": has_swordmaster_bonus}


def triggers(t: Triggers) -> None:
    t.on("space_blockers", _personal_spaces)
    t.on("reveal_start", _bonus_swords)
    t.on("agent_sent", _swordmaster_sent)
    t.on("round_recall", _swordmaster_to_the_box)
    t.define("cost_kinds", "team_pay", (_team_can_pay, _team_pay))
