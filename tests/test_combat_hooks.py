"""The core's combat hooks a module fills (issue 29; rules/events.py `combat_voice`, `tie_split`,
`combat_turn`, rules/points.py `combat_rewards`) and the receiver's reach to conditions and costs
(rules/effects.py `condition`, `can_pay`, `pay_costs`), each with a throw-away module: the core
names no product (six players fill them: modules/uprising_six/combat.py)."""

from __future__ import annotations

from typing import Any

from landsraad import GameConfig, GameState, new_game
from landsraad.rules.effects import can_pay, condition, pay_costs
from landsraad.rules.engine import run
from landsraad.rules.events import Triggers
from landsraad.rules.phases import placings
from landsraad.rules.points import COMBAT_REWARDS
from landsraad.rules.ruleset import MODULES, Module, register_module

ASKED: list[tuple[int, int]] = []


def _voice(s: GameState, seat: int) -> bool:
    return seat == 2  # a toy rule: seat 2 always speaks in the Combat Intrigue window


def _split(s: GameState, group: tuple[int, ...]) -> tuple[tuple[int, ...], ...] | None:
    return ((1,), (0,)) if set(group) == {0, 1} else None  # seat 1 placed before seat 0


def _turn(s: GameState, seat: int, offset: int) -> None:
    ASKED.append((seat, offset))


def _rewards(s: GameState, seat: int) -> tuple[tuple[Any, ...], ...]:
    return (("toy_mark_rewards",),)


def _mark(s: GameState, frame: tuple[Any, ...]) -> None:
    s.players[0].water += 10  # proves the point's frame ran before the rewards


def _triggers(t: Triggers) -> None:
    t.on("combat_voice", _voice)
    t.on("tie_split", _split)
    t.on("combat_turn", _turn)
    t.at(COMBAT_REWARDS, _rewards)


def _config() -> GameConfig:
    if "toy_combat_hooks" not in MODULES:
        register_module(Module(name="toy_combat_hooks", requires=("base",), triggers=_triggers,
                               ops={"toy_mark_rewards": _mark}))
    return GameConfig(players=3, modules=("toy_combat_hooks",))


def _at_combat(s: GameState) -> None:
    """Seats 0 and 1 tied with one troop each in the Conflict; seat 2 none; to the Combat window."""
    for seat in (0, 1):
        s.players[seat].conflict = {"troop": 1}
    s.players[2].conflict = {}
    s.pending, s._legal, s.stack = None, None, [("combat_start",)]


def test_a_split_tie_is_two_places_and_a_voice_takes_turns_without_units() -> None:
    """004 Empates: a tie for 1st takes the 2nd reward each, nobody wins; a module's `tie_split`
    makes it two lone places (the first part wins). `combat_voice`: seat 2, without units, is asked
    in the window; `combat_turn` runs before each seat's turn there."""
    s = new_game(_config(), seed=3)
    _at_combat(s)
    assert [(g, idx) for g, _lv, _pl, idx in placings(s)] == [((1,), 0), ((0,), 1)]
    ASKED.clear()
    water = s.players[0].water
    run(s)
    # nobody holds a Combat Intrigue: each seat in the window passes (R7), seat 2 included
    assert sorted({seat for seat, _ in ASKED}) == [0, 1, 2]
    assert s.players[0].water >= water + 10  # the point's frame ran (no reward of a base Conflict is water)


def test_without_the_module_the_tie_stays_whole() -> None:
    s = new_game(GameConfig(players=3), seed=3)
    _at_combat(s)
    [(group, _lv, place, idx)] = placings(s)
    assert sorted(group) == [0, 1] and (place, idx) == (0, 1)  # a tie for 1st: the 2nd reward each


def _units_to_next(s: Any, seat: int, e: tuple[Any, ...], src: str) -> int:
    """A toy receiver: seat 0's things under the word "retreat" or "toy_units" are seat 1's."""
    return 1 if seat == 0 and e[0] in ("retreat", "toy_units") else seat


def test_the_receiver_reaches_conditions_and_costs() -> None:
    if "toy_receiver_units" not in MODULES:
        register_module(Module(name="toy_receiver_units", requires=("base",), receiver=_units_to_next,
                               conditions={"toy_units": lambda s, seat, src: s.players[seat].garrison >= 5}))
    s = new_game(GameConfig(players=3, modules=("toy_receiver_units",)), seed=1)
    s.players[0].garrison, s.players[1].garrison = 0, 5
    assert condition(s, 0, ("toy_units",), "test")  # read on seat 1
    s.players[1].garrison = 0
    assert not condition(s, 0, ("toy_units",), "test")
    s.players[0].spice = 2
    assert can_pay(s, s.players[0], (("pay", "spice", 2),), "test")  # a resource stays seat 0's
    s.pending, s._legal, s.stack = None, None, []
    pay_costs(s, 0, (("pay", "spice", 2),), "test")
    assert s.players[0].spice == 0
