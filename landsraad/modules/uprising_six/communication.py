"""The communication rule as a game option (seed 002 COMUNICACIÓN): "se recomienda que los jugadores
de un mismo equipo no puedan comunicarse en privado entre ellos. Esto incluye hablar en voz baja,
enviar mensajes de texto, mostrar una carta a un compañero de equipo ... Algunos grupos de juego
pueden querer aplicar distintas reglas para la comunicación entre los jugadores. ¡Tú eres quien
mejor conoce a tu grupo!"

What it means in this game (docs/rulings.md S834): the game offers no private channel between
seats, so the only thing a rule can change is what a seat is shown.

- `public` (the default, the seed's recommendation): a team shares the board, never its hands: each
  seat sees only its own hand and Intrigue cards (tests/test_hidden_six.py).
- `team`: the group's own rule, private talk allowed: each seat sees its team mates' hands and
  Intrigue cards as its own, as if every card were shown to the team ("mostrar una carta a un
  compañero"); decks, cards on top of a deck and the opponents' hands stay hidden. The core reads
  it through `Module.hand_viewers` (rules/view.py, hidden.py, undo.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from landsraad.i18n import N_
from landsraad.rules.options import ConfigOption

if TYPE_CHECKING:
    from landsraad.rules.ruleset import Seat
    from landsraad.rules.state import GameConfig, GameState

NAME = "communication"
PUBLIC_TALK, TEAM_TALK = "public", "team"
VALUES = (PUBLIC_TALK, TEAM_TALK)


def _value(v: Any) -> str:
    if v not in VALUES:
        raise ValueError(f"{NAME} is one of {', '.join(VALUES)}, not {str(v)[:20]!r}")
    return str(v)


def _api(v: Any) -> str:
    return PUBLIC_TALK if v is None else _value(v)


def _six_seats(seats: tuple[Seat, ...]) -> bool:
    """The lobby offers the field at a team table (seats with a team)."""
    return any(s.team is not None for s in seats)


COMMUNICATION_OPTION = ConfigOption(
    name=NAME, default=PUBLIC_TALK, from_json=_value, from_cli=_value, from_api=_api,
    api_message=N_("communication is 'public' or 'team'"), to_json=str,
    help=N_("six players (002 COMUNICACIÓN): 'public' (the default, as the seed recommends: team mates do not see "
            "each other's hands) or 'team' (team mates see each other's hands and Intrigue cards)"),
    metavar=N_("RULE"), label=N_("Team communication"), placeholder=N_("public"),
    suggestions=VALUES, api_max_length=8, enabled_at=_six_seats)


def problem(config: GameConfig) -> str | None:
    value = config.option(COMMUNICATION_OPTION)
    if value not in VALUES:
        return f"{NAME} is one of {', '.join(VALUES)}, not {str(value)[:20]!r}"
    return None


def hand_viewers(s: GameState, seat: int) -> tuple[int, ...]:
    """The core's `hand_viewers`: with `team`, a seat's team mates; with `public`, nobody."""
    if s.config.option(COMMUNICATION_OPTION) != TEAM_TALK:
        return ()
    team = s.rules.seats[seat].team
    if team is None:
        return ()
    return tuple(i for i, x in enumerate(s.rules.seats) if x.team == team and i != seat)
