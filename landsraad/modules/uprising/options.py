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
  U401);
- an option whose only gain is sandworms cannot be chosen while the Shield Wall protects the
  current Conflict (002 icon guide, Gusano de arena: "No hace nada si el Conflicto actual está
  protegido por la Muralla Escudo"): Hagga Basin and Deep Desert with Maker Hooks, Desert Power's
  "1 Water -> 1 Sandworm" (U600).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from landsraad.modules.uprising.makers import protected
from landsraad.rules.effects import can_pay, condition

if TYPE_CHECKING:
    from landsraad.rules.events import Triggers
    from landsraad.rules.state import GameState

SEAT = ("high_council_seat",)


def _if_feasible(s: GameState, seat: int, e: tuple[Any, ...]) -> bool:
    """`("if", cond, then)`: the condition holds now and every arrow of `then` can be paid."""
    if not condition(s, seat, e[1], "option") or _worms_only(s, e[2]):
        return False
    p = s.players[seat]
    # "trash this card" is payable while the card being resolved is in play, which it is when its
    # box offers the option (the check is made again, with the card, when the arrow resolves): the
    # feasibility check has no source card to look for (Priority Contracts, Delivery Agreement)
    return all(x[0] != "may" or (can_pay(s, p, tuple(c for c in x[1] if c[0] != "trash_self"), "option")
                                 and _may_feasible(s, seat, x)) for x in e[2])


def _may_feasible(s: GameState, seat: int, e: tuple[Any, ...]) -> bool:
    """`("may", costs, gains)`: not an arrow to a High Council seat the player already holds, nor
    one that buys only sandworms behind the Shield Wall."""
    return not (e[2] == (SEAT,) and s.players[seat].high_council) and not _worms_only(s, e[2])


def _worms_only(s: GameState, gains: tuple[Any, ...]) -> bool:
    """Every gain is a sandworm (directly or behind an arrow) and the Shield Wall protects the
    current Conflict: the gains would do nothing (U600)."""
    return protected(s) and bool(gains) and all(
        x[0] == "sandworm" or (x[0] == "may" and _worms_only(s, x[2])) for x in gains)


def register(t: Triggers) -> None:
    t.define("option_feasible", "if", _if_feasible)
    t.define("option_feasible", "may", _may_feasible)
