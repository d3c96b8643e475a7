"""The Rivals' game option (issue 27: declared once, by the module that reads it; rules/options.py):
`rivals`, the Rival cards of an Uprising game for 1 or 2 players, by id, or ("first-game",) for
those with a Swordmaster value of 8 or more (002 PREPARACIÓN "elige dos cartas de Rival";
docs/rulings.md U719: empty, drawn at random; U729: "first-game"). The config, the saves, the
command line (`--rivals`), the web API and the lobby's "Rival cards" field all come from here;
what a value may be in a game is `rules.chosen_rivals_problem`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from landsraad.i18n import N_
from landsraad.rules.options import ConfigOption, id_list

if TYPE_CHECKING:
    from landsraad.rules.ruleset import Seat
    from landsraad.rules.state import GameConfig

NAME = "rivals"


def _has_rivals(seats: tuple[Seat, ...]) -> bool:
    """The lobby offers the field at the tables with a Rival seat (1 and 2 players: 002 Rivales)."""
    return any(s.role == "rival" for s in seats)


def _fits(config: GameConfig, value: tuple[str, ...]) -> bool:
    """The server's Rival cards (`serve --rivals`) fit a table with Rivals whose check they pass:
    two ids fit a solo table, not a two-player one, which then draws at random (U735, U719);
    "first-game" fits both (U729)."""
    from landsraad.modules.uprising_rivals.rules import chosen_rivals_problem

    return config.players in (1, 2) and chosen_rivals_problem(config.players, config.modules, value) is None


RIVALS_OPTION = ConfigOption(
    name=NAME, **id_list(NAME, "Rival card ids"),
    api_message=N_("rivals is a list of Rival card ids, or [\"first-game\"]"), api_max_length=4,
    help=N_("Uprising, 1 or 2 players: the Rival cards, comma-separated ids (two solo, one for "
            "two players), or 'first-game' (Swordmaster 8 or more); default: at random"),
    metavar=N_("RIVALS"), label=N_("Rival cards"), placeholder=N_("random"),
    suggestions=("first-game", "gurney_halleck,margot_fenring"), enabled_at=_has_rivals, fits=_fits)


def chosen(config: GameConfig) -> tuple[str, ...]:
    """The Rival cards a config chose (empty: drawn at random)."""
    value: tuple[str, ...] = config.option(RIVALS_OPTION)
    return value
