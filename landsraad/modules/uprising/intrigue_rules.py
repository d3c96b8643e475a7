"""The Uprising Intrigue cards' own rules (`custom:` in modules/uprising/content/intrigue.yaml; their words
are declared in modules/uprising/card_texts.py; docs/rulings.md U119, U125, U202-U204).

- Call to Arms (Plot): "During your Reveal turn this round, whenever you acquire a card: +1
  troop". The card's id goes to the player's `this_round` zone (public; emptied when the round's
  Agents are recalled, 002 Fase de Retorno); each acquisition in that player's Reveal turn then
  recruits 1 troop per copy there.
- Distraction (Plot): "When you deploy 3+ units to the Conflict in a single turn: +1 Spy. You may
  place this Spy on the same observation post as another player's Spy". The turn counts the units
  this player puts into the Conflict (troops from the garrison or the supply, sandworms:
  `UNITS_DEPLOYED`); once it reaches 3 with the card played this turn, the Spy is placed —
  at once if 3 were already deployed earlier in the turn (U203).
- Inspire Awe (Plot): acquire a card of the Imperium Row costing 3 or less (the `acquire` effect);
  to your hand if you have a sandworm in the Conflict when it is played (U204).
- Shadow Alliance (Endgame), the condition `four_where_opponent_allied`: 4 or more Influence with
  a Faction whose Alliance another player holds (U125).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from landsraad.modules.uprising.turn import DISTRACTION, UNITS_DEPLOYED
from landsraad.rules.zones import zone, zone_add

if TYPE_CHECKING:
    from landsraad.rules.events import Triggers
    from landsraad.rules.state import GameState

CALL_TO_ARMS = "call_to_arms"
THIS_ROUND = "this_round"


def _call_to_arms(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    zone_add(s.players[seat], THIS_ROUND, CALL_TO_ARMS)


def _on_acquire(s: GameState, seat: int, card: str, top: bool) -> None:
    if s.turn.of(seat, "reveal"):
        n = zone(s.players[seat], THIS_ROUND).count(CALL_TO_ARMS)
        for _ in range(n):
            s.stack.append(("eff", seat, ("recruit", 1), f"intrigue:{CALL_TO_ARMS}"))


def _round_over(s: GameState) -> None:
    for p in s.players:
        if THIS_ROUND in p.zones:
            p.zones = {k: v for k, v in p.zones.items() if k != THIS_ROUND}


DISTRACTION_SPY = ("spy", 1, (), True)  # any post, and it may share one with another player's Spy


def _distraction(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    t = s.turn
    if t.seat != seat:
        return
    DISTRACTION.add(t, 1)
    _check_distraction(s, seat)


def _check_distraction(s: GameState, seat: int) -> None:
    t = s.turn
    if t.seat == seat and DISTRACTION.get(t) and (UNITS_DEPLOYED.get(t) or 0) >= 3:
        for _ in range(DISTRACTION.get(t)):
            s.stack.append(("eff", seat, DISTRACTION_SPY, "intrigue:distraction"))
        DISTRACTION.put(t, None)


def units_deployed(s: GameState, seat: int, n: int) -> None:
    """`n` units of `seat` went into the Conflict (troops, or sandworms called: makers.py)."""
    t = s.turn
    if t.seat == seat and n > 0 and t.kind != "automa":
        UNITS_DEPLOYED.add(t, n)
        held = t.held  # read inline: every deployment asks
        if held and held.get(DISTRACTION.name):
            _check_distraction(s, seat)


def _on_deploy(s: GameState, seat: int, k: int, frm: str, total: int) -> None:
    units_deployed(s, seat, k)


def _inspire_awe(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    to = "hand" if s.players[seat].conflict.get("sandworm", 0) >= 1 else "discard"
    s.stack.append(("eff", seat, ("acquire", 0, 3, to), src))


def four_where_opponent_allied(s: GameState, seat: int, src: str) -> bool:
    influence = s.players[seat].influence
    return any(influence[i] >= 4 and holder >= 0 and holder != seat for i, holder in enumerate(s.alliance))


def register(t: Triggers) -> None:
    t.on("acquire", _on_acquire)
    t.on("round_recall", _round_over)
    t.on("deploy", _on_deploy)


EFFECTS = {"custom:call_to_arms": _call_to_arms, "custom:distraction": _distraction,
           "custom:inspire_awe": _inspire_awe}
CONDITIONS = {"four_where_opponent_allied": four_where_opponent_allied}
