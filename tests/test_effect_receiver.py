"""The core's "who receives an effect" hook (issue 29; `Module.receiver`, rules/ruleset.py): a
module names the seat that receives an effect queued for another, before the effect runs, so its
events and log name the receiver (six players: a Commander's units and swords go to his activated
Ally, seed 002 Activación de aliados). Games without one keep the plain dispatch (no work added)."""

from __future__ import annotations

import random
from typing import Any

from landsraad import GameConfig, new_game
from landsraad.invariants import check
from landsraad.rules import registry
from landsraad.rules.effects import push_effects
from landsraad.rules.engine import run
from landsraad.rules.registry import run_routed_effect
from landsraad.rules.ruleset import MODULES, Module, register_module, ruleset_for


def _to_next(s: Any, seat: int, e: tuple[Any, ...], src: str) -> int:
    """A toy rule: the first seat's Solari go to the second seat."""
    return 1 if seat == 0 and e[0] == "solari" else seat


def _config() -> GameConfig:
    if "toy_receiver" not in MODULES:
        register_module(Module(name="toy_receiver", requires=("base",), receiver=_to_next))
    return GameConfig(players=3, modules=("toy_receiver",), log=True)


def test_a_game_without_a_receiver_keeps_the_plain_dispatch() -> None:
    assert ruleset_for(GameConfig()).ops["eff"] is registry.OPS["eff"]
    assert ruleset_for(_config()).ops["eff"] is run_routed_effect


def test_without_a_receiver_the_loop_runs_an_effect_frame_as_the_eff_handler_does() -> None:
    """The engine loop runs an `eff` frame's effect itself (rules/engine.py `run`, issue 27): the
    same state as the core's `eff` handler running each frame, the gain events and log included."""
    inline = new_game(GameConfig(players=3, log=True), seed=2)
    assert not inline.stack  # at the first turn decision: only the frames pushed below run
    inline.pending, inline._legal = None, None
    by_op = inline.clone()
    effects = (("solari", 2), ("spice", 1), ("persuasion", 3), ("draw", 1))
    push_effects(inline, 1, effects, "test")
    run(inline)
    push_effects(by_op, 1, effects, "test")
    while by_op.stack:
        frame = by_op.stack.pop()
        registry.OPS["eff"](by_op, frame)
    assert inline.state_hash() == by_op.state_hash() and inline.log == by_op.log
    assert (inline.players[1].solari, inline.players[1].spice, inline.players[1].persuasion) == (2, 1, 3)


def test_the_receiver_takes_the_effect_and_the_log_names_it() -> None:
    s = new_game(_config(), seed=2)
    before = [p.solari for p in s.players]
    s.pending, s._legal = None, None
    push_effects(s, 0, (("solari", 2), ("spice", 1)), "test")
    run(s)
    assert [p.solari - b for p, b in zip(s.players, before, strict=True)] == [0, 2, 0]
    assert s.players[0].spice == 1  # not routed
    assert s.log is not None


def test_a_game_with_a_receiver_plays_to_the_end_with_invariants() -> None:
    rng = random.Random(5)
    s = new_game(_config(), seed=9)
    while not s.is_terminal():
        assert check(s) == []
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])


# ---- a receiver that names no seat (`Module.unreceived`), an Alliance reader (`Module.alliance`) ------

UNRECEIVED: list[tuple[Any, ...]] = []


def _nobody_gets_spice(s: Any, seat: int, e: tuple[Any, ...], src: str) -> int | None:
    """A toy rule: the first seat's spice reaches no one; a cost or condition then reads his own."""
    return None if seat == 0 and e[0] == "spice" else seat


def _spice_as_water(s: Any, frame: tuple[Any, ...]) -> None:
    """A toy rule: what no one received is noted and queued again as water (six players queue it again
    after the Commander chooses an Ally: S872)."""
    UNRECEIVED.append(frame)
    s.stack.append(("eff", frame[1], ("water", frame[2][1]), frame[3]))


def _unreceived_config() -> GameConfig:
    if "toy_unreceived" not in MODULES:
        register_module(Module(name="toy_unreceived", requires=("base",), receiver=_nobody_gets_spice,
                               unreceived=_spice_as_water))
    return GameConfig(players=3, modules=("toy_unreceived",))


def test_an_effect_no_seat_receives_goes_to_the_modules_handler_and_costs_read_the_seat() -> None:
    from landsraad.rules.effects import can_pay, received_by

    s = new_game(_unreceived_config(), seed=2)
    UNRECEIVED.clear()
    spice, water = s.players[0].spice, s.players[0].water
    s.pending, s._legal = None, None
    push_effects(s, 0, (("spice", 2),), "test")
    run(s)
    assert s.players[0].spice == spice and s.players[0].water == water + 2
    assert UNRECEIVED == [("eff", 0, ("spice", 2), "test")]
    # a cost it names no seat for is the seat's own
    assert received_by(s, 0, ("pay", "spice", 1), "test") == 0
    s.players[0].spice = 1
    assert can_pay(s, s.players[0], (("pay", "spice", 1),), "test")
    assert received_by(s, 1, ("spice", 1), "test") == 1


def _always_fremen(s: Any, seat: int, faction: str) -> bool:
    """A toy rule: seat 2 is allied with the Fremen whoever holds the token."""
    return seat == 2 if faction == "fremen" else s.alliance[s.rules.faction_index[faction]] == seat


def test_an_alliance_condition_reads_the_modules_reader() -> None:
    from landsraad.rules.effects import condition

    if "toy_alliance" not in MODULES:
        register_module(Module(name="toy_alliance", requires=("base",), alliance=_always_fremen))
    s = new_game(GameConfig(players=3, modules=("toy_alliance",)), seed=2)
    assert condition(s, 2, ("alliance", "fremen"), "test") and not condition(s, 0, ("alliance", "fremen"), "test")
    plain = new_game(GameConfig(players=3), seed=2)
    assert not condition(plain, 2, ("alliance", "fremen"), "test")
    plain.alliance = tuple(2 if f == "fremen" else a for f, a in zip(plain.rules.factions, plain.alliance, strict=True))
    assert condition(plain, 2, ("alliance", "fremen"), "test")
