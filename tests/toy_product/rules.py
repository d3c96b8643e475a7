"""The toy product's rules: setup, the effect word's rule and the decision kind `toy_appraisal`,
whose action form is named `trade` (as the toys of tests/test_ruleset_isolation.py name theirs:
each game reads its own ruleset's grammar, so the names never meet)."""

from __future__ import annotations

from typing import Any, NamedTuple

from landsraad.rules.actions import Form
from landsraad.rules.decisions import DecisionKind
from landsraad.rules.events import Triggers
from landsraad.rules.registry import Frame
from landsraad.rules.state import GameState
from landsraad.rules.zones import added, gain, pick_from, zone, zone_add, zone_remove

from .options import chosen
from .state import KINDS, RELIC_PILE, RELICS, TRADED, ZONE


class ToyTrade(NamedTuple):
    relic: str


def setup_relics(s: GameState) -> None:
    """The pile: two of each kind the option `toy_relics` chose (options.py; all by default)."""
    kinds = chosen(s.config)
    RELIC_PILE.put(s, tuple(r for r in RELICS if r in kinds))


def unearth_relic(s: GameState, seat: int, e: Any, src: str) -> None:
    """Draw a relic at random into the player's zone; holding one, the player may trade one back."""
    pile = RELIC_PILE.get(s)
    if pile:
        relic, rest = pick_from(s, pile)
        RELIC_PILE.put(s, rest)
        zone_add(s.players[seat], ZONE, relic)
    if zone(s.players[seat], ZONE):
        s.pending = ("toy_appraisal", seat)


def _legal(s: GameState, pend: Frame) -> list[str]:
    held = zone(s.players[pend[1]], ZONE)
    return [f"trade {r}" for r in KINDS if r in held] + ["decline"]


def _apply(s: GameState, pend: Frame, a: Any) -> None:
    if not isinstance(a, ToyTrade):  # decline: the relics stay
        return
    seat = pend[1]
    p = s.players[seat]
    zone_remove(p, ZONE, a.relic)
    RELIC_PILE.put(s, added(RELIC_PILE.get(s), a.relic))
    TRADED.put(p, TRADED.get(p) + 1)
    gain(s, seat, "spice", 1, "toy_product")


APPRAISAL = DecisionKind(
    name="toy_appraisal", legal=_legal, apply=_apply,
    forms=(Form("trade", ("trade", "<toy_relic>"), ToyTrade, label="Trade the {relic} for 1 spice",
                domains={"<toy_relic>": KINDS}, doc="toy_appraisal (tests/toy_product)"), "decline"),
    prompt="Toy Dig Site: you may trade one of your relics back to the pile for 1 spice.",
    explain="The toy product's own decision (tests/toy_product, not a rule of any edition).")


# ---- the cost toy_bury_relic (vocab.py) --------------------------------------------------------------

def _can_bury(s: GameState, seat: int, c: Any, src: str) -> bool:
    return len(zone(s.players[seat], ZONE)) >= c[1]


def _bury(s: GameState, seat: int, c: Any, src: str) -> None:
    """The player's first n relics (in zone order) go back into the pile."""
    p = s.players[seat]
    for relic in zone(p, ZONE)[:c[1]]:
        zone_remove(p, ZONE, relic)
        RELIC_PILE.put(s, added(RELIC_PILE.get(s), relic))


def triggers(t: Triggers) -> None:
    t.define("cost_kinds", "toy_bury_relic", (_can_bury, _bury))
