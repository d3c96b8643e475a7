"""The toy product's game option (issue 27: a module declares its options, rules/options.py):
`toy_relics`, the relic kinds laid in the pile at setup, two of each (default: all three kinds).
Declared here once, it is a GameConfig option, a saved config key, `--toy-relics` on the game
commands, a field of the web API and of the lobby form (tests/test_toy_product_options.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from landsraad.rules.options import ConfigOption, choice_problem, id_list

from .state import KINDS

if TYPE_CHECKING:
    from landsraad.rules.state import GameConfig

NAME = "toy_relics"

RELICS_OPTION = ConfigOption(
    name=NAME, **id_list(NAME, "relic kinds"),
    api_message="toy_relics is a list of relic kinds",
    help="Toy product: the relic kinds in the pile, comma-separated (two of each); default: all",
    metavar="RELIC_KINDS", label="Toy relics", placeholder="all kinds", suggestions=("idol,mask", "shard"))


def chosen(config: GameConfig) -> tuple[str, ...]:
    """The kinds chosen (all when none is)."""
    kinds: tuple[str, ...] = config.option(RELICS_OPTION)
    return kinds or KINDS


def relics_problem(config: GameConfig) -> str | None:
    """An unknown or repeated kind is refused, saying which (GameConfig's check, Module.config_problem)."""
    kinds = config.option(RELICS_OPTION)
    if not isinstance(kinds, tuple):
        return f"{NAME} is a tuple of relic kinds"
    return choice_problem(kinds, KINDS, "relic kind")
