"""Which options of an Uprising "choose" (an "OR" on a card or a board space) can be chosen.

The engine offers only the options a player can do (rules/effects.py `_option_feasible`: an arrow
it can pay, and the kinds modules declare in `triggers.option_feasible`; FAQ 2.4 Test of
Humanity). Uprising's "OR"s put a condition or an arrow one level deeper, which that check does
not see (docs/rulings.md U400):

- an option `{if: {cond, then}}` ("+2 Persuasion OR With Maker Hooks: 1 Water -> 1 Sandworm",
  Desert Power; Deep Desert and Hagga Basin's sandworms "with Maker Hooks") can be chosen only
  while its condition holds and the arrows directly behind it can be paid;
- an arrow whose only gain is a seat on the High Council cannot be chosen by a player who has one
  (Corrinth City: "Pay 5 Solari -> take your seat on the High Council (if you haven't already)",
  U401).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from landsraad.rules.effects import can_pay, condition

if TYPE_CHECKING:
    from landsraad.rules.events import Triggers
    from landsraad.rules.state import GameState

SEAT = ("high_council_seat",)


def _if_feasible(s: GameState, seat: int, e: tuple[Any, ...]) -> bool:
    """`("if", cond, then)`: the condition holds now and every arrow of `then` can be paid."""
    if not condition(s, seat, e[1], "option"):
        return False
    p = s.players[seat]
    return all(x[0] != "may" or (can_pay(s, p, x[1], "option") and _may_feasible(s, seat, x)) for x in e[2])


def _may_feasible(s: GameState, seat: int, e: tuple[Any, ...]) -> bool:
    """`("may", costs, gains)`: not an arrow to a High Council seat the player already holds."""
    return not (e[2] == (SEAT,) and s.players[seat].high_council)


def register(t: Triggers) -> None:
    t.option_feasible["if"] = _if_feasible
    t.option_feasible["may"] = _may_feasible
