"""Influence lost as a cost with six players (seed 002 CARTAS DE INTRIGA DE COMBATE, the worked
example of Questionable Methods): "Muad'Dib elige que Gurney pierda 1 punto de Influencia con los
Mundos Fronterizos para recibir un total de 5 espadas. Muad'Dib no puede hacer que su otro Aliado
(que no fue activado) pierda Influencia, aunque sí podría haber elegido perder él mismo 1 punto de
Influencia con los Fremen".

A Commander's `lose_influence` ("-1 Influence", a Faction of his choice or a printed one) and
`lose_influence_any` (Opportunism: n times) costs are paid, each point, from one of:
- a board track of his activated Ally where that Ally has Influence (the Ally's cube moves);
- his own personal track, where his cube is above 0, when the cost may be paid with it (any
  Faction, or the printed icon his personal board's Faction is: the Fremen for Muad'Dib).
He chooses (the core's `choose`, one option a track: "Muad'Dib elige"); a single option needs no
question. The other Ally's tracks are never offered, nor any Ally's with none activated (S833,
S835). Everyone else pays as the core does, an Emperor / Fremen icon read for his role.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from landsraad.modules.uprising_six.activation import activated_ally
from landsraad.modules.uprising_six.data import COMMANDERS, six_data
from landsraad.modules.uprising_six.seats import personal_boards, seat_roles
from landsraad.modules.uprising_six.state import PERSONAL_INFLUENCE
from landsraad.rules.effects import push_effects

if TYPE_CHECKING:
    from landsraad.rules.events import Triggers
    from landsraad.rules.registry import Frame
    from landsraad.rules.state import GameState

Effect = tuple[Any, ...]
ANY = "any"


def _tracks(s: GameState, seat: int, faction: str) -> tuple[str, ...]:
    """The Factions a "-1 Influence" of `faction` (a track, a printed icon or "any") may be taken
    from by this seat: the board's tracks, and a Commander's own personal track."""
    if faction == ANY:
        mine = tuple(f for f, (owner, _b) in personal_boards().items() if owner == seat)
        return (*s.rules.factions, *mine)
    data = six_data()
    if faction in data.faction_icons:
        return data.factions_for(faction, seat_roles()[seat])
    return (faction,)


def loss_options(s: GameState, seat: int, faction: str) -> tuple[Effect, ...]:
    """The one-point losses this seat may pay a cost of `faction` with, as effects it runs: a
    board track (`influence`: a Commander's moves his activated Ally's cube) or his personal
    track (`six_track`)."""
    commander = seat_roles()[seat] in COMMANDERS
    ally = activated_ally(s, seat) if commander else seat
    out: list[Effect] = []
    for f in _tracks(s, seat, faction):
        personal = personal_boards().get(f)
        if personal is not None:
            if personal[0] == seat and PERSONAL_INFLUENCE.get(s.players[seat]) > 0:
                out.append(("six_track", f, -1))
        elif ally is not None and s.players[ally].influence[s.rules.faction_index[f]] > 0:
            out.append(("influence", f, -1))
    return tuple(out)


def _payable(s: GameState, seat: int) -> int:
    """How many points of Influence this seat may lose as costs (Opportunism's two)."""
    commander = seat_roles()[seat] in COMMANDERS
    ally = activated_ally(s, seat) if commander else seat
    board = sum(s.players[ally].influence) if ally is not None else 0
    return board + (PERSONAL_INFLUENCE.get(s.players[seat]) if commander else 0)


def _can_lose(s: GameState, seat: int, c: Effect, src: str) -> bool:
    return bool(loss_options(s, seat, c[1]))


def _pay_lose(s: GameState, seat: int, c: Effect, src: str) -> None:
    s.stack.append(("six_lose_influence", seat, c[1], src))


def _can_lose_any(s: GameState, seat: int, c: Effect, src: str) -> bool:
    return _payable(s, seat) >= c[1]


def _pay_lose_any(s: GameState, seat: int, c: Effect, src: str) -> None:
    for _ in range(c[1]):  # each point chosen after the one before is paid (U154)
        s.stack.append(("six_lose_influence", seat, ANY, src))


def ask_loss(s: GameState, frame: Frame) -> None:
    """One point of Influence lost: the only way, or the seat's choice (a Commander's own, S833)."""
    _, seat, faction, src = frame
    options = loss_options(s, seat, faction)
    if len(options) == 1:
        push_effects(s, seat, options, src)
    elif options and seat_roles()[seat] in COMMANDERS:
        push_effects(s, seat, (("choose", 1, tuple((o,) for o in options)),), src)
    elif options:  # an Ally: the core's choice of a Faction where he has Influence (FAQ 2.3)
        push_effects(s, seat, (("influence", faction, -1),), src)


def triggers(t: Triggers) -> None:
    t.define("cost_kinds", "lose_influence", (_can_lose, _pay_lose))
    # Uprising's Opportunism word, read with the Commanders' tracks (replaces modules/uprising/costs.py's)
    t.define("cost_kinds", "lose_influence_any", (_can_lose_any, _pay_lose_any), replaces=True)
