"""The Rivals' game option (issue 27: declared once, by the module that reads it; rules/options.py):
`rivals`, the Rival cards of an Uprising game for 1 or 2 players, by id, or ("first-game",) for
those with a Swordmaster value of 8 or more (002 PREPARACIÓN "elige dos cartas de Rival";
docs/rulings.md U719: empty, drawn at random; U729: "first-game"). The config, the saves, the
command line (`--rivals`), the web API and the lobby's "Rival cards" field all come from here;
what a value may be in a game is `chosen_rivals_problem`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from landsraad.i18n import N_
from landsraad.modules.uprising_rivals.data import rivals_data
from landsraad.rules.options import ConfigOption, choice_problem, id_list

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


# the option rivals = ("first-game",) (options.py): draw among the Rivals the seed recommends for a first game
FIRST_GAME = "first-game"


def rival_pool(modules: tuple[str, ...], first_game: bool = False) -> list[str]:
    """The Rival cards a game may use: all ten; "Rivales simplificados" (002 VARIANTES DE JUEGO):
    the two it names; `first_game`: those with a Swordmaster value of 8 or more (002 PREPARACIÓN:
    "para tu primera partida en solitario, recomendamos ... 8 o más"; docs/rulings.md U729)."""
    data = rivals_data()
    pool = list(data.rivals)
    if "rivals_simplified_rivals" in modules:
        pool = list(data.variants["simplified_rivals"].numbers["rivals"])
    if first_game:
        pool = [r for r in pool if data.rivals[r].swordmaster >= data.setup.first_game_min_swordmaster]
    return pool


def chosen_rivals_problem(players: int, modules: tuple[str, ...], chosen: tuple[str, ...]) -> str | None:
    """What is wrong with the Rival cards chosen (the option `rivals`, options.py) for a game with
    Rivals, or None (002 PREPARACIÓN: "elige dos cartas de Rival" solo; one shared Rival for two
    players; U729)."""
    if not chosen:
        return None  # drawn at random (U719)
    need = rivals_data().setup.rivals[players]
    if chosen == (FIRST_GAME,):
        pool = rival_pool(modules, first_game=True)
        if len(pool) < need:
            return f"rivals first-game: only {len(pool)} Rival card(s) with Swordmaster 8 or more in this game"
        return None
    if not all(isinstance(r, str) for r in chosen):
        return "rivals is a list of Rival card ids"
    problem = choice_problem(chosen, rival_pool(()), "Rival card", also=(FIRST_GAME,))
    if problem is not None:
        return problem
    pool = rival_pool(modules)
    outside = [r for r in chosen if r not in pool]
    if outside:
        return f"Rival card {outside[0]!r} is not played with simplified Rivals; one of {', '.join(pool)}"
    if len(chosen) != need:
        return f"a {players}-player game has {need} Rival card(s), not {len(chosen)}: {', '.join(chosen)}"
    return None
