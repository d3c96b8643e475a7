"""The Rivals' optional rules (seed 002, "VARIANTES DE JUEGO") as modules a game adds
(`GameConfig.modules`, `--modules`, like Immortality's "Up to 11"): Smart Politics, Brutal
Escalation and Expert Deployment for any Rival game (at Mentat and above they are on by the
difficulty), the Imperium Row dice of a solo game and the Simplified Rivals of a two-player game (the
Rival drawn from the two that cannot win: its seat's `can_win`, modules/uprising_rivals/__init__.py). Their rules are in `rules.py` (the three
Rival variants read `variants(s)`) and below (the dice)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from landsraad.i18n import N_
from landsraad.modules.uprising_rivals.data import rivals_data
from landsraad.rules.points import REVEAL_CLEANUP
from landsraad.rules.registry import Frame, OpFn
from landsraad.rules.ruleset import Module, register_module
from landsraad.rules.story import seat_ref
from landsraad.rules.zones import added, log, rand_below, refill_row

if TYPE_CHECKING:
    from landsraad.rules.events import Triggers
    from landsraad.rules.state import GameConfig, GameState

# variant id -> its module's name (the variants of VARIANTES DE JUEGO built so far)
VARIANT_MODULES = {"smart_politics": "rivals_smart_politics", "brutal_escalation": "rivals_brutal_escalation",
                   "expert_deployment": "rivals_expert_deployment", "imperium_row_dice": "rivals_imperium_row_dice",
                   "simplified_rivals": "rivals_simplified_rivals"}


def _players_problem(variant: str):  # type: ignore[no-untyped-def]
    def problem(config: GameConfig) -> str | None:
        counts = rivals_data().variants[variant].players
        if config.players not in counts:
            return (f"the Rivals' variant {VARIANT_MODULES[variant]} is played with "
                    f"{' or '.join(map(str, counts))} player(s) (002 VARIANTES DE JUEGO), not {config.players}")
        return None
    return problem


# ---- the Imperium Row dice (002 "Tiradas aleatorias para la Fila del Imperio") ------------------

OPS: dict[str, OpFn] = {}


def _dice(s: GameState, frame: Frame) -> None:
    """At the end of each of your Reveal turns roll two dice; counting the Imperium Row from the
    left, remove the cards at the numbers rolled (a 6 removes nothing; a double removes one card);
    the Row then refills (U728: the removed cards leave the game)."""
    v = rivals_data().variants["imperium_row_dice"].numbers
    rolls = [1 + rand_below(s, v["sides"]) for _ in range(v["dice"])]
    spots = sorted({r for r in rolls if r not in v["no_removal"] and r <= len(s.imperium_row)}, reverse=True)
    row = list(s.imperium_row)
    gone = [row.pop(r - 1) for r in spots]
    s.imperium_row = tuple(row)
    s.removed_cards = added(s.removed_cards, *gone)
    if s.log is not None:
        log(s, N_("{seat} rolls {rolls} for the Imperium Row: {n} card(s) removed"), seat=seat_ref(s, frame[1]),
            rolls=" + ".join(map(str, rolls)), n=len(gone))
    refill_row(s)


OPS["rival_row_dice"] = _dice


def _dice_point(s: GameState, seat: int) -> tuple[Frame, ...]:
    return () if seat in s.automa else (("rival_row_dice", seat),)


def _dice_triggers(t: Triggers) -> None:
    t.at(REVEAL_CLEANUP, _dice_point)


def _variant_module(variant: str) -> Module:
    extra: dict[str, object] = {}
    if variant == "imperium_row_dice":
        extra = {"ops": OPS, "triggers": _dice_triggers}
    return register_module(Module(name=VARIANT_MODULES[variant], requires=("uprising_rivals",),
                                  config_problem=_players_problem(variant), **extra))  # type: ignore[arg-type]


VARIANT_MODULE_OBJECTS = tuple(_variant_module(v) for v in VARIANT_MODULES)
