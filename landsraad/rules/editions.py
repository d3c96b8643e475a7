"""What an edition is played as, read by trying configs: the player counts it accepts, the counts
any edition is played at, and its ruleset at its largest table. Each builds `GameConfig`s and lets
their own checks decide (rules/state.py config_problem), so it sits above the state; the ruleset
(rules/ruleset.py) builds a game's rules from a config and imports nothing of the state."""

from __future__ import annotations

from landsraad.core.errors import ConfigError, ContentError
from landsraad.rules.ruleset import (
    Ruleset,
    implied_modules,
    known_editions,
    most_players,
    ruleset_for,
    ruleset_problem,
    table_for,
)
from landsraad.rules.state import GameConfig


def player_counts(edition: str, modules: tuple[str, ...] = ()) -> list[int]:
    """The player counts the engine accepts for this edition and modules (GameConfig's checks, so
    a count a module refuses, Table.planned_players or a seat plan not built yet, is left out)."""
    t = table_for(edition, modules)
    out = []
    for n in range(t.min_players, t.max_players + 1):
        try:
            GameConfig(edition=edition, modules=modules, players=n)
        except ValueError:  # ConfigError, or a module's own check
            continue
        out.append(n)
    return out


def played_counts() -> list[int]:
    """Every player count some playable edition is played at, with the modules that count implies
    (`implied_modules`: Uprising's six players), in order (docs/rulings.md U736): what the command
    line and the web API list before an edition's own counts are checked."""
    out: set[int] = set()
    for edition in known_editions():
        for n in range(1, most_players() + 1):
            try:
                GameConfig(edition=edition, modules=implied_modules(edition, n, ()), players=n)
            except ValueError:
                continue
            out.add(n)
    return sorted(out)


def ruleset_of(edition: str, modules: tuple[str, ...] = ()) -> Ruleset:
    """The ruleset of an edition and modules at its largest table the modules are played at (what
    does not depend on the player count: content, Factions, table numbers, grammar; the RL layouts
    and the screens of a game read it). A module played only at smaller tables (a solo or
    two-player variant of the Rivals) gives the largest of those."""
    problem = ruleset_problem(edition, modules)
    if problem:
        raise ContentError(problem)
    table = table_for(edition, modules)
    for n in range(table.max_players, table.min_players, -1):
        try:
            return ruleset_for(GameConfig(edition=edition, modules=modules, players=n))
        except ConfigError:
            continue
    return ruleset_for(GameConfig(edition=edition, modules=modules, players=table.min_players))
