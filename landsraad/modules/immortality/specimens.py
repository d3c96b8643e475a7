"""Specimens (seed 003 CARTAS TLEILAXU and icon guide "Espécimen"): "toma una tropa de tu
suministro y ponla en los Tanques axolotl"; spent to acquire Tleilaxu cards or to pay a cost in
specimens, "Siempre que gastes un espécimen, devuélvelo a tu suministro".

The axolotl tanks are the player zone `specimens` (rules/player_zones.py ZONES: one "specimen" entry per
troop there, public), so a player's troops are supply + garrison + Conflict + specimens
(invariants, save checks). A specimen icon with no troop in the supply generates nothing, as a
recruit with an empty supply recruits nothing (004 Tropa; docs/rulings.md I39). "Puedes devolver
cualquiera de tus especímenes a tu suministro en cualquier momento": `return_specimen` (one at a time)
in your turn decision and in your Reveal turn's acquire decision (I39).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from landsraad.i18n import N_
from landsraad.rules.actions import Form
from landsraad.rules.story import amount_ref, seat_ref
from landsraad.rules.zones import log, zone

if TYPE_CHECKING:
    from landsraad.rules.events import Triggers
    from landsraad.rules.state import GameState, PlayerState

Effect = tuple[Any, ...]
SPECIMEN = "specimen"


def specimens(p: PlayerState) -> int:
    return len(zone(p, "specimens"))


def _set(p: PlayerState, n: int) -> None:
    # a new map (PlayerState.zones is shared by clones); an empty zone leaves the map
    rest = {k: v for k, v in p.zones.items() if k != "specimens"}
    if n:
        rest["specimens"] = (SPECIMEN,) * n
    p.zones = rest


def generate(s: GameState, seat: int, n: int) -> int:
    """Up to n troops from the supply into the axolotl tanks; returns how many went."""
    p = s.players[seat]
    k = min(n, p.supply)
    if k:
        p.supply -= k
        _set(p, specimens(p) + k)
    return k


def spend(s: GameState, seat: int, n: int) -> None:
    """n specimens go back to the supply (a cost paid in specimens); the caller checked there are n."""
    p = s.players[seat]
    have = specimens(p)
    if have < n:
        raise ValueError(f"P{seat} has {have} specimens, not {n}")
    _set(p, have - n)
    p.supply += n


def _specimen(s: GameState, seat: int, e: Effect, src: str) -> None:
    k = generate(s, seat, e[1])
    if s.log is not None:
        if k == e[1]:
            log(s, N_("{seat} puts {amount} in the axolotl tanks"), seat=seat_ref(s, seat),
                amount=amount_ref("specimen", k))
        else:  # a variant of the sentence, a message of its own (docs/i18n.md)
            log(s, N_("{seat} puts {amount} of {n} in the axolotl tanks: the supply is short"),
                seat=seat_ref(s, seat), amount=amount_ref("specimen", k), n=e[1])


def _can_pay(s: GameState, seat: int, c: Effect, src: str) -> bool:
    return specimens(s.players[seat]) >= c[1]


def _pay(s: GameState, seat: int, c: Effect, src: str) -> None:
    spend(s, seat, c[1])
    if s.log is not None:
        log(s, N_("{seat} spends {amount}"), seat=seat_ref(s, seat), amount=amount_ref("specimen", c[1]))


class ReturnSpecimen(NamedTuple):
    pass


FORM = Form("return_specimen", ("return_specimen",), ReturnSpecimen, label="Return a specimen to your supply",
            gloss="one troop from the axolotl tanks back to your supply", doc="turn, acquire (Immortality)")


def _options(s: GameState, p: PlayerState) -> list[str]:
    return ["return_specimen"] if specimens(p) else []


def _return_one(s: GameState, seat: int) -> None:
    spend(s, seat, 1)
    if s.log is not None:
        log(s, N_("{seat} returns a specimen to their supply"), seat=seat_ref(s, seat))


def _in_acquire(s: GameState, seat: int, a: object) -> bool:
    if not isinstance(a, ReturnSpecimen):
        return False
    _return_one(s, seat)  # the acquire decision is asked again by itself
    return True


def _in_turn(s: GameState, seat: int, a: object) -> bool:
    if not isinstance(a, ReturnSpecimen):
        return False
    s.stack.append(("ask_turn", seat))  # still your turn
    _return_one(s, seat)
    return True


EFFECTS = {"specimen": _specimen}


def register(t: Triggers) -> None:
    t.define("cost_kinds", "specimen", (_can_pay, _pay))  # the cost {specimen: n} of a "→"
    t.on("turn_options", _options)
    t.on("turn_handlers", _in_turn)
    t.on("acquire_options", _options)
    t.on("acquire_handlers", _in_acquire)
