"""The products' real game configs the tests build positions from, and the check that a product's
content names no effect, condition, "→" cost or leader ability without a rule.

`uprising_config` is 002's edition, `immortality_config` base + 003's module: plain `GameConfig`s,
exactly what a player gets (no test-only module). `unruled(config)` lists what the config's content
names that no rules module handles: `registry.check_handlers` refuses such content when a game is
set up, so a product's test asserts it is empty. Test code: never imported by landsraad/.
"""

from __future__ import annotations

from typing import Any

from landsraad import new_game
from landsraad.rules import registry
from landsraad.rules.ruleset import EDITIONS, missing_abilities, ruleset_for
from landsraad.rules.state import GameConfig, GameState


def uprising_config(players: int = 4, **kw: Any) -> GameConfig:
    """An Uprising game (002), without the CHOAM module unless `modules` names it."""
    return GameConfig(edition="uprising", players=players, **kw)


def uprising_game(players: int = 4, seed: int = 1, **kw: Any) -> GameState:
    """A new Uprising game (tests build positions from it)."""
    return new_game(uprising_config(players, **kw), seed=seed)


def immortality_config(players: int = 4, **kw: Any) -> GameConfig:
    """A base + Immortality game (003)."""
    return GameConfig(players=players, modules=("immortality",), **kw)


def turn_of(s: GameState, hand: list[str]) -> int:
    """The seat whose Agent turn it is, holding exactly `hand` (a position set up by hand)."""
    assert s.pending is not None and s.pending[0] == "turn"
    seat = int(s.pending[1])
    s.players[seat].hand = list(hand)
    s._legal = None
    return seat


def unruled(config: GameConfig) -> set[str]:
    """Every handler key the config's content names that its rules modules do not handle (effect
    kinds and `custom:` effects; `cond:<name>`; `cost:<kind>`; `signet:<leader>`; a leader's left
    ability as `ability:<leader>`): what `check_handlers` would refuse at game creation."""
    rules = ruleset_for(config)
    t = rules.triggers
    modules = EDITIONS[rules.edition] + rules.modules  # a component marked for another module needs no rule
    missing = {key for _, key in registry.missing_handlers(rules.content, rules.effects, rules.conditions,
                                                          t.cost_kinds, t.value_conditions, modules)}
    return missing | {f"ability:{lid}" for lid in missing_abilities(rules.content, t, modules)}
