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
from landsraad.rules.effects import push_effects, run_routed_effect
from landsraad.rules.engine import run
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
