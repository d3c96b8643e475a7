"""The toy product's scenario keys (issue 27: a product is one folder), declared here and read by
the scenario loader through `Module.scenario` like every product's (landsraad/scenario_setup.py
lists the names): not a rule of any edition.

- setup key `toy_relic_pile: [relics]`: the relic pile (unordered; state.py RELIC_PILE);
- seat keys `toy_relics: [relics]` (the relics a player unearthed: the zone `toy_relics`) and
  `toy_traded: n` (how many the player traded back: state.py TRADED);
- the expectation `toy_relic_pile` (a multiset) and the player fields `toy_relics` (a multiset),
  `toy_traded`.

A relic is somewhere: no kind in more copies than the box's six relics hold (two of each), and a
pile the setup does not list holds the relics no seat holds. Without the module these keys are
refused, naming what a setup says to play with it (NEEDS).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from .state import KINDS, RELIC_PILE, RELICS, TRADED, ZONE

if TYPE_CHECKING:
    from collections.abc import Callable

    from landsraad.rules.state import GameState, PlayerState

MODULE = "toy_product"
NEEDS = "modules: [toy_product]"
DOCS_TITLE = "Toy product (`modules: [toy_product]`, tests/toy_product)"
DOCS_RULESET: tuple[str, tuple[str, ...]] = ("base", (MODULE,))
DOCS_ADDS_TO = "base"
SETUP_KEYS = (RELIC_PILE.name,)
SEAT_KEYS = (ZONE, TRADED.name)
EXPECT = (RELIC_PILE.name,)
PLAYER_EXPECT = SEAT_KEYS


def _on(s: GameState) -> bool:
    return MODULE in s.config.modules


def _relics(v: Any, where: str, fail: Callable[[str], Exception]) -> tuple[str, ...]:
    if not isinstance(v, list) or any(r not in KINDS for r in v):
        raise fail(f"{where} must be a list of relics ({', '.join(KINDS)}), got {v!r}")
    return tuple(v)


def set_seat(s: GameState, p: PlayerState, k: str, v: Any, fail: Callable[[str], Exception], where: str) -> None:
    if not _on(s):
        raise fail(f"{where}.{k}: the toy product's relics need {NEEDS}")
    if k == ZONE:
        relics = _relics(v, f"{where}.{k}", fail)
        p.zones = {**{z: c for z, c in p.zones.items() if z != ZONE}, **({ZONE: relics} if relics else {})}
    elif not isinstance(v, int) or isinstance(v, bool) or v < 0:
        raise fail(f"{where}.{k}: {v!r} is not a whole number")
    else:
        TRADED.put(p, v)


def seats_set(s: GameState, setup: dict[str, Any], fail: Callable[[str], Exception]) -> None:
    """The pile, once the seats' relics are known: as listed, or the relics no seat holds."""
    key = RELIC_PILE.name
    if not _on(s):
        if key in setup:
            raise fail(f"{key}: the toy product's relics need {NEEDS}")
        return
    held = Counter(r for p in s.players for r in p.zones.get(ZONE, ()))
    pile = Counter(_relics(setup[key], key, fail)) if key in setup else Counter(RELICS) - held
    over = [f"{n} x {r} (the box has {Counter(RELICS)[r]})" for r, n in sorted((pile + held).items())
            if n > Counter(RELICS)[r]]
    if over:
        raise fail("impossible position: " + "; ".join(over))
    RELIC_PILE.put(s, tuple(sorted(pile.elements())))


def player_got(s: GameState, seat: int, field: str, want: Any) -> tuple[Any, Any]:
    p = s.players[seat]
    if field == ZONE:
        return sorted(p.zones.get(ZONE, ())), sorted(want or ())
    return TRADED.get(p), want


def check(s: GameState, key: str, want: Any, errors: list[str]) -> None:
    if not _on(s):
        errors.append(f"{key}: the game has no toy relics ({NEEDS})")
    elif sorted(RELIC_PILE.get(s)) != sorted(want or ()):
        errors.append(f"{key}: expected {sorted(want or ())}, got {sorted(RELIC_PILE.get(s))}")
