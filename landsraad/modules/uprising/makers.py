"""Uprising's sandworms, Maker Hooks and the Shield Wall (seed 002 "Lugares cruciales y la
Muralla Escudo", "Unidades y Conflicto", icon guide "Gusano de arena" and the detonation icon;
FAQ 2.6).

- `sandworm` n: "llamas y despliegas inmediatamente un gusano de arena en el Conflicto (los
  gusanos de arena nunca pueden estar en guarniciones)", from the bank (unlimited: 002 F2) —
  unless the current Conflict is protected by the Shield Wall: then it does nothing.
- `maker_hooks`: take a Maker Hooks token if you have none (at most one each: FAQ 2.6); the
  condition `maker_hooks` asks whether you have one. Hooks are never spent (FAQ 2.6).
- `shield_wall`: you may remove the Shield Wall token (decision `shield_wall`); once removed it
  stays gone (FAQ 2.6) and worms may be called to any Conflict.
Worms leave the board after combat (rules/zones.py `return_units`) and double their owner's
rewards (`Unit.doubles_rewards`: rules/phases.py combat).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from landsraad.i18n import N_
from landsraad.modules.uprising import state as fields
from landsraad.modules.uprising.intrigue_rules import units_deployed
from landsraad.rules.actions import Form
from landsraad.rules.decisions import DecisionKind
from landsraad.rules.registry import Frame
from landsraad.rules.story import amount_ref, seat_ref
from landsraad.rules.zones import add_units, log

if TYPE_CHECKING:
    from landsraad.rules.state import GameState


def protected(s: GameState) -> bool:
    """The current Conflict is fought at a place the Shield Wall protects, and the token is still
    on the board (002 Lugares cruciales)."""
    if not fields.SHIELD_WALL.get(s) or s.conflict is None:
        return False
    return s.rules.content.conflicts[s.conflict].shield_wall


def _sandworm(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    """("sandworm", n): n worms from the bank into your part of the Conflict (002 icon guide:
    "No hace nada si el Conflicto actual está protegido por la Muralla Escudo")."""
    n = e[1]
    if n > 0 and s.turn.deploy_barred(seat):  # CHOAM, Shaddam's Signet Ring: no unit to the Conflict
        if s.log is not None:
            log(s, N_("{seat} cannot call a sandworm: no unit may be deployed this turn"), seat=seat_ref(s, seat))
        return
    if n <= 0 or protected(s):
        if s.log is not None and n > 0:
            log(s, N_("{seat} cannot call a sandworm: the Shield Wall protects this Conflict"), seat=seat_ref(s, seat))
        return
    add_units(s.players[seat], "sandworm", n)
    units_deployed(s, seat, n)  # a worm called is a unit deployed (Distraction)
    if s.log is not None:
        log(s, N_("{seat} calls {worms} into the Conflict"), seat=seat_ref(s, seat), worms=amount_ref("sandworm", n))


def has_hooks(s: GameState, seat: int) -> bool:
    return seat in fields.MAKER_HOOKS.get(s)


def _maker_hooks(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    """Take Maker Hooks "si no tienes ninguna" (002 guide, Sietch Tabr; FAQ 2.6: one each)."""
    if not has_hooks(s, seat):
        fields.MAKER_HOOKS.put(s, (*fields.MAKER_HOOKS.get(s), seat))
        if s.log is not None:
            log(s, N_("{seat} takes Maker Hooks"), seat=seat_ref(s, seat))


def _cond_maker_hooks(s: GameState, seat: int, src: str) -> bool:
    return has_hooks(s, seat)


def _shield_wall(s: GameState, seat: int, e: tuple[Any, ...], src: str) -> None:
    """The detonation icon: "puedes retirar la ficha de Muralla Escudo" — a choice while it stands."""
    if fields.SHIELD_WALL.get(s):
        s.pending = ("shield_wall", seat)


class Breach(NamedTuple):
    word: str  # "remove" or "keep"


def _breach_legal(s: GameState, pend: Frame) -> list[str]:
    return ["shield_wall remove", "shield_wall keep"]


def _breach_apply(s: GameState, pend: Frame, a: Breach) -> None:
    if a.word == "remove":
        fields.SHIELD_WALL.put(s, False)
        if s.log is not None:
            log(s, N_("{seat} removes the Shield Wall"), seat=seat_ref(s, pend[1]))


SHIELD_WALL = DecisionKind(
    name="shield_wall", legal=_breach_legal, apply=_breach_apply,
    forms=(Form("shield_wall_remove", ("shield_wall", "remove"), Breach, label="Remove the Shield Wall",
                fixed={"word": "remove"}, doc="shield_wall (Uprising)"),
           Form("shield_wall_keep", ("shield_wall", "keep"), Breach, label="Leave the Shield Wall",
                fixed={"word": "keep"}, doc="shield_wall (Uprising)")),
    prompt="You may remove the Shield Wall.",
    explain=("002 Lugares cruciales y la Muralla Escudo: with the detonation icon you may remove the "
             "Shield Wall token; then sandworms may be called to any Conflict (FAQ 2.6: optional; gone for good)."))

def _sandworms_in_conflict(s: GameState, seat: int, cond: tuple[Any, ...], src: str) -> bool:
    """{sandworms_in_conflict: n}: n or more of your sandworms in the Conflict."""
    return s.players[seat].conflict.get("sandworm", 0) >= cond[1]


def _units_in_conflict(s: GameState, seat: int, cond: tuple[Any, ...], src: str) -> bool:
    """{units_in_conflict: n}: n or more of your units (troops and sandworms) in the Conflict."""
    return sum(s.players[seat].conflict.values()) >= cond[1]


VALUE_CONDITIONS = {"sandworms_in_conflict": _sandworms_in_conflict, "units_in_conflict": _units_in_conflict}
EFFECTS = {"sandworm": _sandworm, "maker_hooks": _maker_hooks, "shield_wall": _shield_wall}
CONDITIONS = {"maker_hooks": _cond_maker_hooks}
DECISIONS = (SHIELD_WALL,)
